"""PTX operands for the instruction decoders (ptx_isa.py): the type table, immediates, register/parameter/address operand
readers and writers (closures `fn(state)` over a batch of threads), and loads and stores in the memory spaces (global, shared,
local, param, generic). Registers are stored as raw unsigned bits of their declared width (bool for .pred); an instruction views
them as its own type, so moves between types cost nothing.
"""
from __future__ import annotations
import re
from typing import Any
from collections.abc import Callable
import numpy as np
from tinygrad.runtime.mockgpu.nv.ptx_num import bf16_to_f32, f32_to_bf16

class PTXError(RuntimeError):
  """A fault or an unsupported construct in a PTX kernel (the message names the instruction, line and kernel)."""

SHARED_WINDOW = 0xFFFF_0000_0000_0000
LOCAL_WINDOW = 0xFFFE_0000_0000_0000

_NP = {"u8": np.uint8, "s8": np.int8, "b8": np.uint8, "u16": np.uint16, "s16": np.int16, "b16": np.uint16, "f16": np.float16,
       "bf16": np.uint16, "u32": np.uint32, "s32": np.int32, "b32": np.uint32, "f32": np.float32, "u64": np.uint64, "s64": np.int64,
       "b64": np.uint64, "f64": np.float64, "pred": np.bool_, "tf32": np.float32, "f16x2": np.uint32, "bf16x2": np.uint32,
       "e4m3x2": np.uint16, "e5m2x2": np.uint16, "b128": np.uint64}
_BITS = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_SIGNED = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}
PARAM_TYPES = tuple(_NP)

def np_dtype(t: str) -> Any:
  if t not in _NP: raise PTXError(f"unknown PTX type .{t}")
  return _NP[t]
def type_size(t: str) -> int: return 16 if t == "b128" else 1 if t == "pred" else np.dtype(np_dtype(t)).itemsize
def is_float(t: str) -> bool: return t in ("f16", "bf16", "f32", "f64", "tf32")

Fn = Callable[[Any, Any], None]

class Ctx:
  """What decoding one statement needs: the entry's registers, labels, symbols and parameters."""
  def __init__(self, kernel: str, line: int, text: str, regs: dict[str, str], labels: dict[str, int], syms: dict[str, int],
               params: dict[str, tuple[str, int]]):
    self.kernel, self.line, self.text, self.regtypes, self.labels, self.syms, self.params = kernel, line, text, regs, labels, syms, params
  def err(self, what: str) -> PTXError: return PTXError(f"{what} in kernel {self.kernel} at line {self.line}: {self.text}")
  def storage(self, name: str) -> Any:
    t = self.regtypes.get(name) or self.regtypes.get("<" + name.rstrip("0123456789"))
    if t is None: raise self.err(f"{name} is not a declared register")
    return np.bool_ if t == "pred" else np.dtype(_NP[t]).type if t in _NP and t not in ("bf16", "tf32") else _BITS[type_size(t)]

# ---- operands ----
def _imm(tok: str, t: str) -> Any:
  dt = np_dtype(t)
  s = tok.strip()
  if re.match(r"^-?0[fF][0-9a-fA-F]{8}$", s):
    bits = int(s.replace("-", "")[2:], 16) ^ (0x80000000 if s.startswith("-") else 0)
    v: Any = np.uint32(bits).view(np.float32)
    if not is_float(t): return np.uint32(bits).view(_BITS[4]).astype(dt) if type_size(t) == 4 else np.array(bits).astype(dt)[()]
  elif re.match(r"^-?0[dD][0-9a-fA-F]{16}$", s):
    bits = int(s.replace("-", "")[2:], 16)
    v = np.uint64(bits).view(np.float64)
    if s.startswith("-"): v = -v
    if not is_float(t): return np.uint64(bits).astype(dt)
  else:
    try: iv = int(s.rstrip("Uu"), 0)
    except ValueError:
      try: v = float(s)
      except ValueError: raise PTXError(f"bad immediate {tok!r}") from None
    else:
      if t == "bf16": return np.uint16(iv & 0xFFFF)
      if t == "f16": return np.uint16(iv & 0xFFFF).view(np.float16)
      if is_float(t): v = float(iv)
      else:
        bits = np.dtype(dt).itemsize * 8 if t != "pred" else 1
        return np.array(iv & ((1 << bits) - 1), _BITS.get(bits // 8, np.uint8)).view(dt)[()] if t != "pred" else np.bool_(iv)
  if t == "bf16": return f32_to_bf16(np.float32(v))
  return np.array(v).astype(dt)[()]

def _split(s: str) -> list[str]:
  out, depth, cur = [], 0, ""
  for ch in s:
    if ch in "{[": depth += 1
    elif ch in "}]": depth -= 1
    if ch == "," and depth == 0:
      out.append(cur.strip())
      cur = ""
    else: cur += ch
  if cur.strip(): out.append(cur.strip())
  return out

def reader(c: Ctx, tok: str, t: str) -> Callable[[Any], Any]:
  """A function of the state giving the operand as numpy values of PTX type t (bf16 as its bits)."""
  tok = tok.strip()
  dt = np_dtype(t)
  if tok.startswith("!"):
    inner = reader(c, tok[1:], "pred")
    return lambda st: ~inner(st)
  if tok in c.regtypes or (tok.startswith("%") and c.regtypes.get("<" + tok.rstrip("0123456789"))):
    sd = c.storage(tok)
    if t == "pred" or sd is np.bool_:
      if sd is not np.bool_ or t != "pred": raise c.err(f"{tok} is {'not ' if t == 'pred' else ''}a predicate")
      def rp(st: Any) -> Any:
        try: return st.regs[tok]
        except KeyError: return np.zeros(st.T, np.bool_)
      return rp
    ssz, tsz = np.dtype(sd).itemsize, np.dtype(dt).itemsize
    def raw(st: Any) -> Any:
      try: return st.regs[tok]
      except KeyError: return np.zeros(st.T, sd)
    if ssz == tsz:
      if sd is dt: return raw
      return lambda st: raw(st).view(dt)
    ut, us = _BITS[tsz], _BITS[ssz]
    return lambda st: raw(st).view(us).astype(ut).view(dt)  # bits: narrower truncate, wider zero-extend
  if tok.startswith("%"):  # special register
    name = tok
    def rs(st: Any) -> Any:
      v = st.special.get(name)
      if v is None: raise PTXError(f"special register {name} is not supported")
      return v.astype(dt) if dt is not np.uint32 else v
    return rs
  if tok in c.syms:
    a = c.syms[tok]
    v = np.array(a).astype(dt)[()]
    return lambda st: v
  if tok in c.params: raise c.err(f"parameter {tok} used as a value; load it with ld.param")
  v = _imm(tok, t)
  return lambda st: v

def writer(c: Ctx, tok: str, t: str) -> Callable[[Any, Any, Any], None]:
  """A function (state, values of type t, mask) storing into register tok; values may be scalars."""
  tok = tok.strip()
  if tok == "_": return lambda st, v, m: None
  sd = c.storage(tok)
  dt = np_dtype(t)
  if sd is np.bool_:
    if t != "pred": raise c.err(f"{tok} is a predicate")
    conv: Callable[[Any], Any] = lambda v: v
  else:
    ssz, tsz = np.dtype(sd).itemsize, np.dtype(dt).itemsize
    if sd is dt: conv = lambda v: v
    elif ssz == tsz: conv = lambda v: v.view(sd)
    elif tsz < ssz and t[0] == "s": conv = lambda v: v.astype(_SIGNED[ssz]).view(sd)
    else: conv = lambda v: v.view(_BITS[tsz]).astype(_BITS[ssz]).view(sd)
  def w(st: Any, v: Any, m: Any) -> None:
    v = np.asarray(v)
    if v.dtype != dt: v = v.astype(dt)
    if v.ndim == 0: v = np.full(st.T, v, dt)
    v = conv(v)
    if m is None: st.regs[tok] = v
    else:
      old = st.regs.get(tok)
      st.regs[tok] = np.where(m, v, old if old is not None else np.zeros(st.T, sd))
  return w

def freader(c: Ctx, tok: str, t: str) -> Callable[[Any], Any]:
  """An operand in its compute domain: bf16 and tf32 as float32."""
  r = reader(c, tok, t)
  if t == "bf16": return lambda st: bf16_to_f32(np.asarray(r(st)))
  return r
def fwriter(c: Ctx, tok: str, t: str) -> Callable[[Any, Any, Any], None]:
  w = writer(c, tok, t)
  if t == "bf16": return lambda st, v, m: w(st, f32_to_bf16(np.asarray(v, np.float32)), m)
  return w

# ---- memory ----
def _addr(c: Ctx, tok: str) -> tuple[Callable[[Any], Any], str | None]:
  """An address operand [reg+off] / [sym+off] / [imm]: a function giving u64 addresses, and the param name if it is one."""
  inner = tok.strip()[1:-1].replace(" ", "")
  m = re.match(r"^([%\w$.]+?)(?:\+(-?\w+))?$", inner)
  if m is None: raise c.err(f"bad address {tok}")
  base, off = m.group(1), int(m.group(2), 0) if m.group(2) else 0
  if base in c.params: return (lambda st: None), base + (f"+{off}" if off else "")
  if base.startswith("%"):
    r = reader(c, base, "u64") if np.dtype(c.storage(base)).itemsize == 8 else reader(c, base, "u32")
    o = np.uint64(off % (1 << 64))  # negative offsets wrap
    if off == 0: return (lambda st: np.asarray(r(st)).astype(np.uint64, copy=False)), None
    return (lambda st: np.asarray(r(st)).astype(np.uint64) + o), None
  if base in c.syms:
    a = np.uint64((c.syms[base] + off) % (1 << 64))
    return (lambda st: a), None
  try: a = np.uint64(int(base, 0) + off)
  except ValueError: raise c.err(f"unknown symbol {base} in address") from None
  return (lambda st: a), None

def _space_index(st: Any, space: str, addrs: np.ndarray, sz: int, act: Any, vn: int = 1) -> tuple[np.ndarray, np.ndarray]:
  """(flat byte buffer, element indices) of a shared/local access of vn elements by the active threads `act` (None: all)."""
  buf, per, base = (st.shared, st.e.shared_size, st.shared_base) if space == "shared" else (st.local, st.e.local_size, st.local_base)
  if act is not None: base = base[act]
  if len(addrs) and int(addrs.max()) + sz * vn > per:
    raise PTXError(f"illegal {space} address {int(addrs.max()):#x} ({sz * vn} bytes; the {space} window is {per} bytes)")
  if sz > 1 and (addrs & np.uint64(sz - 1)).any(): raise PTXError(f"misaligned {space} address {int(addrs[(addrs % np.uint64(sz)) != 0][0]):#x}")
  idx = (base + addrs) >> np.uint64(sz.bit_length() - 1)
  return buf, (idx[:, None] + np.arange(vn, dtype=np.uint64) if vn > 1 else idx)

def _split_generic(addrs: np.ndarray) -> dict[str, tuple[Any, np.ndarray]]:
  if len(addrs) == 0 or int(addrs.max()) < LOCAL_WINDOW: return {"global": (slice(None), addrs)}
  out = {}
  sh = addrs >= np.uint64(SHARED_WINDOW)
  lo = (addrs >= np.uint64(LOCAL_WINDOW)) & ~sh
  for name, sel, base in (("global", ~(sh | lo), 0), ("shared", sh, SHARED_WINDOW), ("local", lo, LOCAL_WINDOW)):
    if sel.any(): out[name] = (sel, addrs[sel] - np.uint64(base))
  return out

def _addrs(st: Any, addrs: Any) -> np.ndarray:
  a = np.asarray(addrs)
  if a.dtype != np.uint64: a = a.astype(np.uint64)
  return a if a.ndim == 1 else np.full(st.T, a, np.uint64)

def mem_load(st: Any, space: str, addrs: Any, dt: Any, m: Any, vn: int = 1) -> np.ndarray:
  """vn values at each address for the active threads (mask m, None = all), shape (T,) or (T, vn); zeros for inactive threads."""
  a = _addrs(st, addrs)
  act = None if m is None else np.flatnonzero(m)
  am = a if act is None else a[act]
  if space == "generic":
    vals = np.zeros((len(am), vn) if vn > 1 else len(am), dt)
    ids = np.arange(st.T) if act is None else act
    for sp, (sel, sub) in _split_generic(am).items(): vals[sel] = _load_space(st, sp, sub, dt, ids[sel], vn)
  else: vals = _load_space(st, space, am, dt, act, vn)
  if act is None: return vals
  out = np.zeros((st.T, vn) if vn > 1 else st.T, dt)
  out[act] = vals
  return out

def _load_space(st: Any, space: str, am: np.ndarray, dt: Any, act: Any, vn: int) -> np.ndarray:
  if space in ("global", "const"): return st.mem.load(am, dt, f"ld.{space}", vn)
  buf, idx = _space_index(st, space, am, np.dtype(dt).itemsize, act, vn)
  return buf.view(dt)[idx]

def mem_store(st: Any, space: str, addrs: Any, vals: np.ndarray, m: Any) -> None:
  """Store vals, shape (T,) or (T, vn), for the active threads."""
  a = _addrs(st, addrs)
  act = None if m is None else np.flatnonzero(m)
  am, vm = (a, vals) if act is None else (a[act], vals[act])
  if space == "generic":
    ids = np.arange(st.T) if act is None else act
    for sp, (sel, sub) in _split_generic(am).items(): _store_space(st, sp, sub, vm[sel], ids[sel])
  else: _store_space(st, space, am, vm, act)

def _store_space(st: Any, space: str, am: np.ndarray, vm: np.ndarray, act: Any) -> None:
  if space == "global": st.mem.store(am, np.ascontiguousarray(vm), f"st.{space}")
  elif space in ("shared", "local"):
    buf, idx = _space_index(st, space, am, vm.dtype.itemsize, act, vm.shape[1] if vm.ndim > 1 else 1)
    buf.view(vm.dtype)[idx] = vm
  else: raise PTXError(f"stores to .{space} are not allowed")

__all__ = ["PARAM_TYPES", "PTXError", "np_dtype", "type_size"]
