"""`python -m tinygrad.viz.cli`: the profile and rewrites of a VIZ/PROFILE capture as text (or JSON lines) in a terminal.

Without -s: every timeline event and marker by start time. `-s TRACK` picks one track (`-s "CPU Memory"` the memory of a
device); more names filter events and pick rewrite steps. `-t` ranks the slowest kernels; `--interval A B` keeps what ran
between two markers. `--json` writes one JSON object per line (strings as {"value": ...}), so `| jq` and json.loads work.
"""
from __future__ import annotations
import argparse, difflib, json, os, signal, sys
from typing import Any
from tinygrad.helpers import DEBUG, Context, ansistrip
from tinygrad.profile import profile_path, rewrites_path
from tinygrad.viz.rewrites import VizData, build_viz_data, context_of, get_render, load_pickle, uop_text
from tinygrad.viz.timeline import decode_profile, get_profile

class CLIError(Exception): pass

def time_to_str(us: float) -> str:
  return f"{us * 1e-6:.2f}s" if us >= 1e6 else f"{us * 1e-3:.2f}ms" if us >= 1e3 else f"{us:.2f}us"

def _scaled(v: float, unit: str) -> str:
  for scale, prefix in ((1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "K")):
    if abs(v) >= scale: return f"{v / scale:.2f} {prefix}{unit}"
  return f"{v:.2f} {unit}"

def _bytes(n: float) -> str:
  for scale, unit in ((1e9, "GB"), (1e6, "MB"), (1e3, "KB")):
    if n >= scale: return f"{n / scale:.2f} {unit}"
  return f"{int(n)} B"

def fmt_item(k: str, v: Any) -> str:
  if k.startswith("FLOPS") or k.startswith("B/s"): return _scaled(float(v), k)
  if k == "B": return _bytes(float(v))
  return f"{k} {v}" if isinstance(v, str) else f"{k}={v}"

def fmt_all(fmt: dict) -> str:
  """A fmt dict as aligned columns (each item padded to 14, two spaces apart)."""
  return "  ".join(f"{fmt_item(k, v):<14}" for k, v in fmt.items() if k != "tb").rstrip()

def _tb_loc(fmt: dict) -> dict:
  """A traceback becomes fmt.loc = 'file:line function' of the innermost frame outside tinygrad."""
  if "tb" not in fmt: return fmt
  frames = fmt["tb"]
  real = next((f for f in frames if os.sep + "tinygrad" + os.sep not in f[0]), frames[0] if frames else None)
  out = {k: v for k, v in fmt.items() if k != "tb"}
  if real is not None: out["loc"] = f"{real[0]}:{real[1]} {real[2]}"
  return out

class Printer:
  def __init__(self, as_json: bool): self.as_json = as_json
  def __call__(self, text: str | None = None, obj: Any = None) -> None:
    if self.as_json: print(json.dumps(obj if obj is not None else {"value": ansistrip(text or "")}, default=str))
    elif text is not None: print(text)

def _find(name: str, options: list[str]) -> str:
  stripped = {ansistrip(o): o for o in options}
  if name in stripped: return stripped[name]
  close = difflib.get_close_matches(name, list(stripped), n=1, cutoff=0.6)
  raise CLIError(f"item {name!r} not found in list" + (f", did you mean {close[0]!r}?" if close else f"; choose from {list(stripped)}"))

def _marker_ts(markers: list[dict], name: str) -> int:
  for m in markers:
    if m["name"] == name: return m["ts"]
  raise CLIError(f"marker not found: {name}")

def _events(prof: dict, tracks: list[str], names: list[str], window: tuple[float, float]) -> list[tuple[str, dict]]:
  evs = [(t, e) for t in tracks if prof["layout"][t]["type"] == "timeline" for e in prof["layout"][t]["events"]]
  return sorted([(t, e) for t, e in evs if window[0] <= e["st"] <= window[1] and (not names or ansistrip(e["name"]) in names)],
                key=lambda x: x[1]["st"])

def print_timeline(p: Printer, prof: dict, evs: list[tuple[str, dict]], markers: list[dict], vd: VizData, args: argparse.Namespace) -> None:
  items: list[tuple[float, int, Any]] = [(e["st"], 1, (t, e)) for t, e in evs] + [(m["ts"], 0, m) for m in markers]
  shown: set[int] = set()
  for _, kind, it in sorted(items, key=lambda x: (x[0], x[1])):
    if kind == 0:
      p(f"--- MARKER {it['name']}/{it['ts'] * 1e-3:.2f}ms", {"device": "MARKER", "name": it["name"], "st_ms": it["ts"] * 1e-3})
      continue
    t, e = it
    fmt = _tb_loc(e["fmt"])
    p(f"*** {t[:7]:7s} {e['name']:46s} tm {time_to_str(e['dur']):>9s}/{e['st'] * 1e-3:9.2f}ms ({fmt_all(fmt)})",
      {"device": t, "name": ansistrip(e["name"]), "dur_ms": e["dur"] * 1e-3, "st_ms": e["st"] * 1e-3, "fmt": fmt, "ref": e["ref"], "ext": None})
    if e["ref"] is not None and e["ref"] not in shown:
      shown.add(e["ref"])
      print_context(p, vd, e["ref"], args, args.src[1:] if args.src else None)

def print_top(p: Printer, evs: list[tuple[str, dict]], count: int, with_device: bool) -> None:
  """Time per (device, name), slowest first: total, launches, share of all, and the averaged rates."""
  agg: dict[tuple[str, str], dict] = {}
  for t, e in evs:
    a = agg.setdefault((t, e["name"]), {"dur": 0.0, "count": 0, "ref": e["ref"], "fmt": {}})
    a["dur"] += e["dur"]
    a["count"] += 1
    for k, v in e["fmt"].items():
      if isinstance(v, (int, float)): a["fmt"][k] = a["fmt"].get(k, 0.0) + v * e["dur"]
  total = sum(a["dur"] for a in agg.values()) or 1.0
  rows = sorted(agg.items(), key=lambda kv: -kv[1]["dur"])
  keep = rows if count < 0 else rows[:count]
  if len(rows) > len(keep):
    rest = rows[len(keep):]
    keep.append((("", "Other"), {"dur": sum(a["dur"] for _, a in rest), "count": sum(a["count"] for _, a in rest), "ref": None, "fmt": {}}))
  for (t, name), a in keep:
    fmt = {k: v / a["dur"] for k, v in a["fmt"].items()} if a["dur"] else {}
    label = f"{t} {name}" if with_device and t else name
    pct = a["dur"] / total * 100
    p(f"{label:38s} {time_to_str(a['dur']):>9s} {a['count']:7d} {pct:6.2f}%    {fmt_all(fmt)}",
      {"name": ansistrip(label), "dur_ms": a["dur"] * 1e-3, "count": a["count"], "pct": pct, "ref": a["ref"], "fmt": fmt})

def print_memory(p: Printer, track: dict) -> None:
  p(f"Peak: {_bytes(track['peak'])}", {"peak": track["peak"]})
  if not p.as_json: p(f"{'TS':>10s} {'Event':6s} {'Key':>6s} Info")
  for e in track["events"]:
    if e["event"] == "alloc": info = f"{e['dtype']} {e['sz']}"
    else: info = ", ".join(f"{u['kernel']} {['read', 'write', 'write+read'][u['mode']]}@data{u['arg']}" for u in e["users"])
    p(f"{e['ts']:10d} {e['event']:6s} {e['key']:6d} {info}", {"event": e["event"], "ts": e["ts"], "key": e["key"], "info": info})

def print_graph(p: Printer, graph: dict) -> None:
  if p.as_json: return p(obj=graph)
  for k, v in graph.items():
    p(f"[{k}] {' '.join(v['label'].split(chr(10))[:5])} tag={v['tag']}")
    if v["src"]: p("  src: " + ", ".join(f"{port}->[{s}]" for port, s in v["src"]))

def print_context(p: Printer, vd: VizData, ctx: int, args: argparse.Namespace, steps: list[str] | None = None) -> None:
  """What DEBUG (and --ls, or step names after -s) asks to see of one rewrite context."""
  dbg, ctx_steps = DEBUG.value, vd.trace.rewrites[ctx]
  if args.list or dbg >= 5:
    for s in ctx_steps: p(f"{'  ' * (s.depth + 1)}{s.name} - {len(s.matches)}")
  if dbg >= 3 and ctx_steps: p(uop_text(vd.nt, ctx_steps[0].sink))
  if dbg >= 4 and (code := get_render(vd, "code", ctx, 0)) and code.get("lang"): p(code["src"])
  for j, s in enumerate(ctx_steps):
    if not (dbg >= 6 or (steps and s.name in steps)): continue
    p(f"--- STEP {s.name} ({len(s.matches)} matches)")
    msgs = list(get_render(vd, "graph-rewrites", ctx, j) or [])
    if msgs: print_graph(p, msgs[-1]["graph"])
    if dbg >= 7 or steps:
      for m in msgs[1:]:
        loc = m["upat"][0]
        p(f"{os.path.basename(os.path.dirname(loc[0]))}/{os.path.basename(loc[0])}:{loc[1]}" if loc else "?")
        p(m["upat"][1])
        for ln in m["diff"] or []: p(ln)

def get_arg_parser() -> argparse.ArgumentParser:
  p = argparse.ArgumentParser(prog="python -m tinygrad.viz.cli", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  p.add_argument("-s", "--src", nargs="+", metavar="NAME", help="a track (device, queue or '<DEV> Memory'); further names filter events/steps")
  p.add_argument("--list", "--ls", action="store_true", help="list the tracks (with -s: each kernel's rewrite steps)")
  p.add_argument("--interval", nargs="+", metavar="MARKER", help="START [END]: only events that start between these markers")
  p.add_argument("-t", "--top", nargs="?", type=int, const=20, default=None, metavar="COUNT", help="slowest by total time (bare: 20, <0: all)")
  p.add_argument("--profile-path", default=profile_path(), help="profile pickle (default: %(default)s)")
  p.add_argument("--rewrites-path", default=rewrites_path(), help="rewrites pickle (default: %(default)s)")
  p.add_argument("--json", action="store_true", help="one JSON object per line")
  return p

def main(args: argparse.Namespace) -> None:
  p = Printer(args.json)
  with Context(VIZ=0):
    vd = build_viz_data(load_pickle(args.rewrites_path))
    blob = get_profile(load_pickle(args.profile_path, []), lambda k: context_of(vd, k))
  if blob is None: raise CLIError(f"empty profile in {args.profile_path}")
  prof = decode_profile(blob)
  tracks, markers = list(prof["layout"]), prof["index"]["markers"]
  if args.list and not args.src:
    for name in ["ALL", *tracks]: p(name, {"value": name})
    return
  window = (0.0, float("inf"))
  if args.interval:
    window = (_marker_ts(markers, args.interval[0]), _marker_ts(markers, args.interval[1]) if len(args.interval) > 1 else float("inf"))
  markers = [m for m in markers if window[0] <= m["ts"] <= window[1]]
  sel = [_find(args.src[0], tracks)] if args.src else tracks
  names = args.src[1:] if args.src else []
  if args.src and prof["layout"][sel[0]]["type"] == "memory": return print_memory(p, prof["layout"][sel[0]])
  evs = _events(prof, sel, names, window)
  if args.top is not None: return print_top(p, evs, args.top, not args.src)
  for t in [] if args.src else tracks:
    if prof["layout"][t]["type"] != "timeline": p(f"--- SOURCE {t}", {"device": "SOURCE", "name": t})
  print_timeline(p, prof, evs, [] if args.src else markers, vd, args)

def cli(argv: list[str] | None = None) -> None:
  signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `... | head` ends quietly
  try: main(get_arg_parser().parse_args(argv))
  except KeyboardInterrupt: pass
  except CLIError as e: sys.exit(f"error: {e}")

if __name__ == "__main__": cli()
