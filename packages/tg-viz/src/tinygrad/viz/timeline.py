"""The binary profile blob: profile events -> tracks of timeline events and memory graphs (`get_profile`), and back (`decode_profile`).

Layout (little-endian; times are µs relative to the earliest event and must fit u32):
  header  u32 total_duration, u64 global_peak_memory, u32 index_len, u32 track_count
  index   UTF-8 JSON {"strings": [...], "dtypeSize": {name: itemsize}, "markers": [{ts, name, color}], ...JSON point events}
  track   u8 name_len, name, u8 event_type, u32 event_count, then
    type 0 (timeline)  per event: u32 name_str, u32 ref+1|0, u32 key+1|0, u32 start, f32 duration, u32 fmt_str (a JSON dict)
    type 1 (graph)     u8 linear, u64 peak; linear: (u32 ts, u64 value) pairs; memory: u8 is_alloc, u32 ts, u32 buffer_key, then
                       alloc: u32 dtype_str, u64 element_count / free: u32 n_users, n x (u32 exec_key, u32 kernel_str, u32 arg_index, u8 mode)
Memory user modes: 0 read, 1 write, 2 read+write.
"""
from __future__ import annotations
import json, struct
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any
from collections.abc import Callable, Sequence
from tinygrad.profile import (ProfileDeviceEvent, ProfileEvent, ProfileGraphEvent, ProfilePointEvent, ProfileRangeEvent, TracingKey)

U32_MAX = 2**32 - 1
MAX_ELEMENTS = 10**12

@dataclass
class _Strings:
  table: list[str] = field(default_factory=list)
  index: dict[str, int] = field(default_factory=dict)
  def __call__(self, s: str) -> int:
    if (i := self.index.get(s)) is None: self.index[s] = i = len(self.table); self.table.append(s)
    return i

@dataclass
class _Span:
  name: str
  ref: int | None
  key: int | None
  st: Decimal
  dur: float
  fmt: dict

def _rank(dev: str) -> tuple[int, str]:
  base = dev.split(" ")[0]
  parts = base.split(":")
  special = {"GC": 0, "USER": 1, "TINY": 2, "DISK": 999}.get(parts[0], 100)
  return special, ":".join(parts[:2]) if len(parts) > 1 and parts[1].isdigit() else parts[0]
def track_order(name: str) -> tuple:
  """(is memory track, GC < USER < TINY < devices < DISK, base device, full name)."""
  return (name.endswith(" Memory"), *_rank(name), name)

def _dtype_name(dt: Any) -> str: return getattr(dt, "name", None) or str(dt)

def _fmt_of(name: Any, dur_us: float) -> dict:
  if not isinstance(name, TracingKey): return {}
  if isinstance(name.ret, str):
    if name.ret.startswith("JSON"):
      try: return dict(json.loads(name.ret[4:]))
      except ValueError: pass
    return {"metadata": name.ret}
  if isinstance(name.ret, int) and not isinstance(name.ret, bool): return {"B/s": name.ret / max(dur_us, 1e-3) * 1e6, "B": name.ret}
  return {"tb": [list(f) for f in name.tb]} if name.tb else {}

def _eval(x: Any, var_vals: dict) -> float:
  if isinstance(x, (int, float)): return float(x)
  try: return float(x.sym_infer(var_vals))
  except Exception: return 0.0

def _estimates_fmt(exec_ev: ProfilePointEvent, dur_us: float) -> dict:
  est = exec_ev.arg.get("estimates")
  if est is None: return {}
  ops, lds, mem = (est.ops, est.lds, est.mem) if hasattr(est, "ops") else tuple(est)
  vv, s = exec_ev.arg.get("var_vals") or {}, max(dur_us, 1e-3) * 1e-6
  return {"FLOPS": _eval(ops, vv) / s, "B/s mem": _eval(mem, vv) / s, "B/s lds": _eval(lds, vv) / s}

class _Builder:
  def __init__(self, events: Sequence[ProfileEvent], ref_of: Callable[[Any], int | None]):
    self.events, self.ref_of, self.strings = events, ref_of, _Strings()
    self.tdiff = {e.device: e.tdiff for e in events if isinstance(e, ProfileDeviceEvent)}
    self.spans: dict[str, list[_Span]] = {}
    self.exec_ids: dict[int, int] = {}  # id(exec event) -> dense exec key
    self.execs: dict[str, list[ProfilePointEvent]] = {}
    for e in events:
      if isinstance(e, ProfilePointEvent) and e.name == "exec":
        self.exec_ids[id(e)] = len(self.exec_ids)
        self.execs.setdefault(e.device, []).append(e)
    for lst in self.execs.values(): lst.sort(key=lambda e: e.ts)

  def base_device(self, dev: str) -> str: return dev.split(":SDMA")[0].split(" ")[0]
  def shift(self, dev: str) -> Decimal: return self.tdiff.get(dev, self.tdiff.get(self.base_device(dev), Decimal(0)))

  def add_span(self, dev: str, name: Any, st: Decimal, en: Decimal, profile_key: Any) -> None:
    if (dur := float(en - st)) <= 0: return
    ref = self.ref_of(profile_key) if profile_key is not None else self.ref_of(name) if isinstance(name, TracingKey) else None
    text = name.display_name if isinstance(name, TracingKey) else str(name)
    self.spans.setdefault(dev, []).append(_Span(text, ref, None, st, dur, _fmt_of(name, dur)))

  def link_launches(self, dev: str, spans: list[_Span]) -> None:
    """Pair kernels with launches in order: each kernel takes the earliest unused launch recorded at or before its start."""
    if ":SDMA" in dev or dev.endswith(" Graph") or not (pending := list(self.execs.get(dev, []))): return
    i = 0
    for sp in spans:
      if i >= len(pending) or pending[i].ts > sp.st: continue
      ex, i = pending[i], i + 1
      sp.key, sp.fmt = self.exec_ids[id(ex)], {**_estimates_fmt(ex, sp.dur), **sp.fmt}

  def build_spans(self) -> None:
    for e in self.events:
      if isinstance(e, ProfileRangeEvent) and e.en is not None:
        self.add_span(e.device, e.name, e.st + self.shift(e.device), e.en + self.shift(e.device), e.profile_key)
      elif isinstance(e, ProfileGraphEvent) and e.ents:
        sh = self.shift(e.ents[0].device)
        sigs = [s + sh for s in e.sigs]
        st, en = min(sigs[x.st_id] for x in e.ents), max(sigs[x.en_id] for x in e.ents)
        self.add_span(f"{self.base_device(e.ents[0].device)} Graph", f"batched {len(e.ents)}", st, en, None)
        for x in e.ents: self.add_span(x.device, x.name, sigs[x.st_id], sigs[x.en_id], x.profile_key)

def _pack_memory(b: _Builder, dev: str, evs: list[ProfilePointEvent], t0: Decimal, end: Decimal, dtype_size: dict) -> tuple[bytes, int, int]:
  s, out, live, users = b.strings, bytearray(), dict[Any, tuple[int, Decimal]](), dict[Any, list[tuple]]()
  bufkey: dict[Any, int] = {}
  for ex in b.execs.get(dev, []):
    outs, ins = set(ex.arg.get("outputs", ())), set(ex.arg.get("inputs", ()))
    for i, buf in enumerate(ex.arg.get("bufs", ())):
      mode = 2 if i in outs and i in ins else 1 if i in outs else 0
      users.setdefault(buf, []).append((ex.ts, b.exec_ids[id(ex)], s(str(ex.arg.get("name", "?"))), i, mode))
  cur = peak = 0
  count = 0
  freed = {e.key for e in evs if e.name == "free"}
  tail = [ProfilePointEvent(dev, "free", k, {}, end) for k in dict.fromkeys(e.key for e in evs if e.name == "alloc" and e.key not in freed)]
  for e in sorted(evs, key=lambda e: e.ts) + tail:
    k = bufkey.setdefault(e.key, len(bufkey))
    ts = _reltime(e.ts, t0)
    if e.name == "alloc":
      sz = min(int(e.arg.get("sz", 0)), MAX_ELEMENTS)
      dt = e.arg.get("dtype")
      dtype_size[_dtype_name(dt)] = getattr(dt, "itemsize", 1)
      live[e.key] = (sz * getattr(dt, "itemsize", 1), e.ts)
      cur += live[e.key][0]
      peak = max(peak, cur)
      out += struct.pack("<BIIIQ", 1, ts, k, s(_dtype_name(dt)), sz)
    elif e.key in live:
      nbytes, born = live.pop(e.key)
      cur -= nbytes
      us = [u[1:] for u in users.get(e.key, []) if born <= u[0] <= e.ts]
      out += struct.pack("<BIII", 0, ts, k, len(us)) + b"".join(struct.pack("<IIIB", *u) for u in us)
    else: continue
    count += 1
  return bytes(out), count, peak

def _reltime(t: Decimal, t0: Decimal) -> int:
  v = int(t - t0)
  if not 0 <= v <= U32_MAX: raise ValueError(f"timestamp out of range: {v} us from the first event does not fit in u32 (traces must be < 71 minutes)")
  return v

def get_profile(events: Sequence[ProfileEvent], ref_of: Callable[[Any], int | None] = lambda k: None) -> bytes | None:
  """The profile blob for the viewer; None when there are no events. `ref_of(key)` maps a profile key to its rewrite context."""
  if not events: return None
  b = _Builder(events, ref_of)
  b.build_spans()
  mem: dict[str, list[ProfilePointEvent]] = {e.device: [] for e in events if isinstance(e, ProfilePointEvent) and e.name == "alloc"}
  for e in events:
    if isinstance(e, ProfilePointEvent) and e.name in ("alloc", "free") and e.device in mem: mem[e.device].append(e)
  lines: dict[str, list[ProfilePointEvent]] = {}
  for e in events:
    if isinstance(e, ProfilePointEvent) and e.device.startswith("LINE:"): lines.setdefault(e.device[5:], []).append(e)
  points = [e.ts for e in events if isinstance(e, ProfilePointEvent) and e.name != "JSON"]
  starts = [sp.st for lst in b.spans.values() for sp in lst] + points
  if not starts: return None
  t0 = min(starts)
  end = max([sp.st + Decimal(sp.dur) for lst in b.spans.values() for sp in lst] + points)
  index: dict[str, Any] = {"dtypeSize": {}, "markers": []}
  for e in events:
    if isinstance(e, ProfilePointEvent) and e.name == "marker":
      index["markers"].append({"ts": _reltime(e.ts, t0), "name": str(e.arg.get("name")), "color": e.arg.get("color", "gray")})
    if isinstance(e, ProfilePointEvent) and e.name == "JSON": index.update(e.arg)
  tracks: list[tuple[str, bytes]] = []
  for dev, spans in b.spans.items():
    spans.sort(key=lambda x: x.st)
    b.link_launches(dev, spans)
    body = b"".join(struct.pack("<IIIIfI", b.strings(sp.name), 0 if sp.ref is None else sp.ref + 1, 0 if sp.key is None else sp.key + 1,
                                _reltime(sp.st, t0), sp.dur, b.strings(json.dumps(sp.fmt, default=str))) for sp in spans)
    tracks.append((dev, struct.pack("<BI", 0, len(spans)) + body))
  global_peak = 0
  for dev, evs in mem.items():
    body, count, peak = _pack_memory(b, dev, evs, t0, end, index["dtypeSize"])
    global_peak = max(global_peak, peak)
    tracks.append((f"{dev} Memory", struct.pack("<BIBQ", 1, count, 0, peak) + body))
  for name, evs in lines.items():
    vals = sorted((_reltime(e.ts, t0), int(e.arg.get("value", 0))) for e in evs)
    tracks.append((name, struct.pack("<BIBQ", 1, len(vals), 1, max(v for _, v in vals)) + b"".join(struct.pack("<IQ", *v) for v in vals)))
  tracks.sort(key=lambda t: track_order(t[0]))
  index["strings"] = b.strings.table
  idx = json.dumps(index, default=str).encode()
  out = bytearray(struct.pack("<IQII", _reltime(end, t0), global_peak, len(idx), len(tracks)) + idx)
  for name, body in tracks:
    nb = name.encode()[:255]
    out += struct.pack("<B", len(nb)) + nb + body
  return bytes(out)

# ---- decoding ----

class _Reader:
  def __init__(self, buf: bytes): self.buf, self.off = buf, 0
  def read(self, fmt: str) -> tuple:
    ret = struct.unpack_from("<" + fmt, self.buf, self.off)
    self.off += struct.calcsize("<" + fmt)
    return ret
  def bytes(self, n: int) -> bytes:
    self.off += n
    return self.buf[self.off - n:self.off]

def _decode_memory(r: _Reader, count: int, strings: list[str]) -> list[dict]:
  out = []
  for _ in range(count):
    is_alloc, ts, key = r.read("BII")
    if is_alloc:
      dt, sz = r.read("IQ")
      out.append({"event": "alloc", "ts": ts, "key": key, "dtype": strings[dt], "sz": sz})
    else:
      users = [r.read("IIIB") for _ in range(r.read("I")[0])]
      out.append({"event": "free", "ts": ts, "key": key, "users": [{"exec": e, "kernel": strings[k], "arg": a, "mode": m} for e, k, a, m in users]})
  return out

def decode_profile(buf: bytes) -> dict:
  """The blob as {"dur", "peak", "index", "layout": {track: {"type": "timeline"|"memory"|"line", "events": [...], "peak"}}}."""
  r = _Reader(buf)
  dur, peak, idx_len, n_tracks = r.read("IQII")
  index = json.loads(r.bytes(idx_len).decode())
  strings, layout = index["strings"], {}
  for _ in range(n_tracks):
    name = r.bytes(r.read("B")[0]).decode()
    kind, count = r.read("BI")
    if kind == 0:
      evs = []
      for _ in range(count):
        ns, ref, key, st, d, fmt = r.read("IIIIfI")
        evs.append({"name": strings[ns], "ref": ref - 1 if ref else None, "key": key - 1 if key else None, "st": st, "dur": d,
                    "fmt": json.loads(strings[fmt])})
      layout[name] = {"type": "timeline", "events": evs}
    else:
      linear, tpeak = r.read("BQ")
      evs = [dict(zip(("ts", "value"), r.read("IQ"))) for _ in range(count)] if linear else _decode_memory(r, count, strings)
      layout[name] = {"type": "line" if linear else "memory", "events": evs, "peak": tpeak}
  return {"dur": dur, "peak": peak, "index": index, "layout": layout}
