"""Semantics of PTX instructions: one builder per opcode turns (modifiers, operands) into a closure over numpy arrays.
Unknown opcodes and modifiers raise PTXError at decode time, so nothing unimplemented runs silently."""
from __future__ import annotations
from typing import Any
from collections.abc import Callable
import re
import numpy as np
from tinygrad.runtime.mockgpu.nv.ptx_mma import b_mma
from tinygrad.runtime.mockgpu.nv.ptx_async import b_cp, b_ldmatrix
from tinygrad.runtime.mockgpu.nv.ptx_operands import (Ctx, _space_index, _split, PTXError, _addr, _BITS, freader, fwriter, is_float, mem_load,
                                                      mem_store, np_dtype, reader, writer, type_size, SHARED_WINDOW, LOCAL_WINDOW)
from tinygrad.runtime.mockgpu.nv.ptx_num import (bf16_to_f32, fma_f64, f32_to_bf16, float_to_int, fp8_decode, fp8_encode, int_limits, round_f32,
                                                 ROUND_INT, round_to, int_to_f32, fma_odd, f32_odd)

TYPES = {"u8", "s8", "b8", "u16", "s16", "b16", "f16", "bf16", "u32", "s32", "b32", "f32", "u64", "s64", "b64", "f64", "pred", "tf32",
         "f16x2", "bf16x2", "e4m3x2", "e5m2x2", "b128"}
IGNORED = {"sync", "aligned", "uni", "relaxed", "acquire", "release", "acq_rel", "weak", "volatile", "cta", "gpu", "sys", "cluster", "nc",
           "ca", "cg", "cs", "lu", "cv", "wb", "wt", "L1::no_allocate", "L1::evict_last", "L1::evict_first", "L2::128B", "L2::64B",
           "L2::256B", "L1::evict_normal", "L1::evict_unchanged"}
SPACES = {"global", "shared", "local", "param", "const"}
ROUNDS = {"rn", "rz", "rm", "rp", "rna"}

def _mods(c: Ctx, parts: list[str], allowed: set[str]) -> tuple[list[str], set[str]]:
  """(types in order, other modifiers) of an opcode; a modifier outside `allowed` is an error."""
  types, mods = [], set()
  for p in parts[1:]:
    if p in TYPES: types.append(p)
    elif p in IGNORED: continue
    elif p in allowed: mods.add(p)
    else: raise c.err(f"unsupported modifier .{p} on {parts[0]}")
  return types, mods

def _ftz(x: Any) -> Any:
  x = np.asarray(x)
  if x.dtype != np.float32: return x
  return np.where(np.abs(x) < np.float32(1.1754943508222875e-38), np.copysign(np.float32(0), x), x)

def _fpost(v: Any, t: str, mods: set[str]) -> Any:
  if "ftz" in mods: v = _ftz(v)
  if "sat" in mods and is_float(t):
    v = np.asarray(v)
    v = np.where(np.isnan(v), v.dtype.type(0), np.clip(v, 0, 1))
  return v

def _ctype(t: str) -> Any: return np.float32 if t in ("bf16", "tf32") else np_dtype(t)

def _float_arith(c: Ctx, name: str, t: str, mods: set[str], n: int) -> Callable[..., Any]:
  """An elementwise float op with the PTX rounding mode: rn is numpy's native rounding; directed modes via float64."""
  rnd = next((r for r in ("rz", "rm", "rp") if r in mods), "rn")
  exact = {"add": np.add, "sub": np.subtract, "mul": np.multiply}
  if name in exact:
    f = exact[name]
    if rnd == "rn" and t != "bf16": return f
    if t == "f32" or t == "bf16":
      if t == "bf16": return lambda a, b: bf16_to_f32(f32_to_bf16(f(a.astype(np.float64), b.astype(np.float64)).astype(np.float32), rnd))
      return lambda a, b: round_f32(f(a.astype(np.float64), b.astype(np.float64)), rnd)
    raise c.err(f"rounding .{rnd} on .{t} is not supported")
  if name in ("fma", "mad"):
    if t == "f64": return fma_f64
    if t == "bf16": return lambda a, b, d: bf16_to_f32(f32_to_bf16(f32_odd(fma_odd(a, b, d)), rnd))
    ct = _ctype(t)
    if rnd != "rn" and t != "f32": raise c.err(f"rounding .{rnd} on fma.{t} is not supported")
    if t == "f32": return lambda a, b, d: round_f32(fma_odd(a, b, d), rnd)
    return lambda a, b, d: fma_odd(a, b, d).astype(ct)
  raise c.err(f"no float {name}")

PACKED_OPS: dict[str, Callable] = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "fma": lambda a, b, d: fma_odd(a, b, d),
                                   "min": lambda a, b: _fminmax(a, b, False, False), "max": lambda a, b: _fminmax(a, b, True, False),
                                   "neg": np.negative, "abs": np.abs}

def _packed(c: Ctx, parts: list[str], ops: list[str], t: str, mods: set[str]) -> Callable:
  """f16x2 / bf16x2: the op on both 16-bit halves of 32-bit registers."""
  if parts[0] not in PACKED_OPS or mods - {"rn", "ftz"}: raise c.err(f"{'.'.join(parts)} is not supported")
  f = PACKED_OPS[parts[0]]
  rs, w = [reader(c, o, "b32") for o in ops[1:]], writer(c, ops[0], "b32")
  def half(v: np.ndarray, shift: int) -> np.ndarray:
    h = ((v >> np.uint32(shift)) & np.uint32(0xFFFF)).astype(np.uint16)
    return h.view(np.float16) if t == "f16x2" else bf16_to_f32(h)
  def enc(x: np.ndarray) -> np.ndarray:
    return np.asarray(x).astype(np.float16).view(np.uint16).astype(np.uint32) if t == "f16x2" else f32_to_bf16(x).astype(np.uint32)
  def fn(st: Any, m: Any) -> None:
    vs = [np.broadcast_to(np.asarray(r(st)).astype(np.uint32), (st.T,)) for r in rs]
    w(st, enc(f(*[half(v, 0) for v in vs])) | (enc(f(*[half(v, 16) for v in vs])) << np.uint32(16)), m)
  return fn

def _carry(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  """add/sub/mad with .cc (carry out) and addc/subc/madc (carry in): extended-precision chains, exact in Python ints per thread.
  The carry flag is a hidden per-thread register; sub's carry is its borrow."""
  name = parts[0]
  types, mods = _mods(c, parts, {"lo", "hi", "cc"})
  t = types[-1]
  if is_float(t) or type_size(t) not in (4, 8): raise c.err(f"carry chains on {name}.{t} are not supported")
  bits, base, carry_in = 8 * type_size(t), name.rstrip("c") if name in ("addc", "subc", "madc") else name, name in ("addc", "subc", "madc")
  if base == "mad" and not mods & {"lo", "hi"}: raise c.err(f"{name} needs .lo or .hi")
  ut = np_dtype("u" + str(bits))
  rs = [reader(c, o, t) for o in ops[1:4 if base == "mad" else 3]]
  w = writer(c, ops[0], t)
  def u(st: Any, r: Callable) -> np.ndarray:
    return np.broadcast_to(np.asarray(r(st)).astype(np_dtype(t)).view(ut), (st.T,)).astype(object)
  def fn(st: Any, m: Any) -> None:
    v = [u(st, r) for r in rs]
    cin = st.regs.get("__cc", np.zeros(st.T, np.uint8)).astype(object) if carry_in else 0
    if base == "add": full = v[0] + v[1] + cin
    elif base == "sub": full = v[0] - v[1] - cin
    else:
      prod = v[0] * v[1]
      full = (prod & ((1 << bits) - 1) if "lo" in mods else prod >> bits) + v[2] + cin
    w(st, (full & ((1 << bits) - 1)).astype(np.uint64).astype(ut).view(np_dtype(t)), m)
    if "cc" in mods:
      out = np.array([int(x < 0) if base == "sub" else int(x >> bits) for x in full], np.uint8)
      st.regs["__cc"] = out if m is None else np.where(m, out, st.regs.get("__cc", np.zeros(st.T, np.uint8)))
  return fn

def b_add(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  name = parts[0]
  if "cc" in parts[1:]: return _carry(c, parts, ops)
  types, mods = _mods(c, parts, {"rn", "rz", "rm", "rp", "ftz", "sat", "lo", "hi", "wide"})
  t = types[-1]
  if t in ("f16x2", "bf16x2"): return _packed(c, parts, ops, t, mods)
  if is_float(t):
    f = _float_arith(c, name, t, mods, 2 if name in ("add", "sub", "mul") else 3)
    rs = [freader(c, o, t) for o in ops[1:]]
    w = fwriter(c, ops[0], t)
    ftz = "ftz" in mods
    if len(rs) == 2:
      ra, rb = rs
      def fn2(st: Any, m: Any) -> None:
        a, b = ra(st), rb(st)
        if ftz: a, b = _ftz(a), _ftz(b)
        w(st, _fpost(f(a, b), t, mods), m)
      return fn2
    ra, rb, rc3 = rs
    def fn3(st: Any, m: Any) -> None:
      a, b, d = ra(st), rb(st), rc3(st)
      if ftz: a, b, d = _ftz(a), _ftz(b), _ftz(d)
      w(st, _fpost(f(a, b, d), t, mods), m)
    return fn3
  dt = np_dtype(t)
  wide = "wide" in mods
  size = type_size(t)
  if name in ("add", "sub"):
    ra, rb = reader(c, ops[1], t), reader(c, ops[2], t)
    w = writer(c, ops[0], t)
    f = np.add if name == "add" else np.subtract
    if "sat" in mods:
      lo, hi = int_limits(t)
      return lambda st, m: w(st, np.clip(f(np.asarray(ra(st), np.int64), np.asarray(rb(st), np.int64)), lo, hi).astype(dt), m)
    return lambda st, m: w(st, f(ra(st), rb(st)), m)
  # mul / mad with .lo / .hi / .wide
  wt = ("s" if t[0] == "s" else "u") + str(size * 16)
  rs = [reader(c, o, t) for o in ops[1:3]]
  rc = reader(c, ops[3], wt if wide else t) if name == "mad" else None
  w = writer(c, ops[0], wt if wide else t)
  if wide:
    if size == 8: raise c.err("128-bit .wide results are not supported")
    wd = np_dtype(wt)
    prod: Callable = lambda a, b: np.asarray(a).astype(wd) * np.asarray(b).astype(wd)
  elif "hi" in mods:
    prod = lambda a, b: _mulhi(np.asarray(a), np.asarray(b), t)
  else: prod = lambda a, b: np.asarray(a) * np.asarray(b)
  ra, rb = rs[0], rs[1]
  if rc is None: return lambda st, m: w(st, prod(ra(st), rb(st)), m)
  return lambda st, m: w(st, prod(ra(st), rb(st)) + rc(st), m)

def _mulhi(a: np.ndarray, b: np.ndarray, t: str) -> np.ndarray:
  size = type_size(t)
  dt = np_dtype(t)
  if size <= 4:
    wd = np.int64 if t[0] == "s" else np.uint64
    return ((a.astype(wd) * b.astype(wd)) >> (size * 8)).astype(dt)
  res = [(int(x) * int(y)) >> 64 for x, y in zip(np.broadcast_to(a, np.broadcast_shapes(a.shape, b.shape)).ravel().tolist(),
                                                   np.broadcast_to(b, np.broadcast_shapes(a.shape, b.shape)).ravel().tolist())]
  return np.array([r & ((1 << 64) - 1) for r in res], np.uint64).view(dt)

def b_div(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  name = parts[0]
  types, mods = _mods(c, parts, {"rn", "rz", "rm", "rp", "ftz", "approx", "full"})
  t = types[-1]
  ra, rb = freader(c, ops[1], t), freader(c, ops[2], t)
  w = fwriter(c, ops[0], t)
  if is_float(t):
    if name == "rem": raise c.err("rem on floats does not exist")
    rnd = next((r for r in ("rz", "rm", "rp") if r in mods), "rn")
    if rnd != "rn":
      if t != "f32": raise c.err(f"div.{rnd}.{t} is not supported")
      return lambda st, m: w(st, round_f32(np.asarray(ra(st), np.float64) / rb(st), rnd), m)
    ftz = "ftz" in mods
    return lambda st, m: w(st, _ftz(np.divide(_ftz(ra(st)), _ftz(rb(st)))) if ftz else np.divide(ra(st), rb(st)), m)
  dt = np_dtype(t)
  def fn(st: Any, m: Any) -> None:
    a, b = np.asarray(ra(st)), np.asarray(rb(st))
    z = b == 0
    bs = np.where(z, dt(1), b).astype(dt)
    r = np.fmod(a, bs)
    if name == "rem": w(st, np.where(z, a, r), m)
    else: w(st, np.where(z, np.array(-1).astype(dt) if t[0] == "s" else np.iinfo(dt).max, ((a - r) // bs).astype(dt)), m)
  return fn

def _fminmax(a: np.ndarray, b: np.ndarray, is_max: bool, nan: bool) -> np.ndarray:
  r = (np.maximum if is_max else np.minimum)(a, b) if nan else (np.fmax if is_max else np.fmin)(a, b)
  zz = (a == 0) & (b == 0)  # signed zeros: -0.0 < +0.0
  if zz.any():
    sa, sb = np.signbit(a), np.signbit(b)
    r = np.where(zz, np.where((sa & sb) if is_max else (sa | sb), -np.abs(a), np.abs(a)), r)
  return r

def b_min(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, mods = _mods(c, parts, {"ftz", "NaN", "relu"})
  t, is_max = types[-1], parts[0] == "max"
  if t in ("f16x2", "bf16x2"): return _packed(c, parts, ops, t, mods)
  ra, rb = freader(c, ops[1], t), freader(c, ops[2], t)
  w = fwriter(c, ops[0], t)
  if is_float(t):
    nan, relu, ftz = "NaN" in mods, "relu" in mods, "ftz" in mods
    def fn(st: Any, m: Any) -> None:
      a, b = np.asarray(ra(st)), np.asarray(rb(st))
      if ftz: a, b = _ftz(a), _ftz(b)
      r = _fminmax(a, b, is_max, nan)
      if relu: r = np.where(np.isnan(r), r, np.maximum(r, 0))
      w(st, r, m)
    return fn
  f = np.maximum if is_max else np.minimum
  return lambda st, m: w(st, f(ra(st), rb(st)), m)

def b_unary(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  name = parts[0]
  types, mods = _mods(c, parts, {"ftz", "approx", "rn", "rz", "rm", "rp", "full"})
  t = types[-1]
  if t in ("f16x2", "bf16x2"): return _packed(c, parts, ops, t, mods)
  w, r = fwriter(c, ops[0], t), freader(c, ops[1], t)
  if t == "bf16" and name in ("neg", "abs"):  # pure sign-bit operations on the bits
    rb, wb = reader(c, ops[1], t), writer(c, ops[0], t)
    if name == "neg": return lambda st, m: wb(st, np.asarray(rb(st)) ^ np.uint16(0x8000), m)
    return lambda st, m: wb(st, np.asarray(rb(st)) & np.uint16(0x7FFF), m)
  ct = _ctype(t)
  funcs: dict[str, Callable] = {
    "neg": np.negative, "abs": np.abs, "sqrt": np.sqrt, "rsqrt": lambda x: ct(1) / np.sqrt(x), "rcp": lambda x: ct(1) / x,
    "ex2": np.exp2, "lg2": np.log2, "sin": np.sin, "cos": np.cos, "tanh": np.tanh, "not": np.invert, "cnot": lambda x: (x == 0).astype(x.dtype),
    "popc": _popc, "clz": lambda x: _clz(x, t), "brev": lambda x: _brev(x, t)}
  if name not in funcs: raise c.err(f"unsupported instruction {name}")
  f = funcs[name]
  if name in ("popc", "clz"): w = writer(c, ops[0], "u32")
  if name in ("sin", "cos", "ex2", "lg2", "tanh", "rsqrt") and is_float(t) and t != "f64" and "approx" not in mods and name != "tanh":
    raise c.err(f"{name}.{t} needs .approx")
  rnd = next((x for x in ("rz", "rm", "rp") if x in mods), "rn")
  if rnd != "rn" and name in ("sqrt", "rcp"):
    if t != "f32": raise c.err(f"{name}.{rnd}.{t} is not supported")
    g = f
    f = lambda x: round_f32(g(x.astype(np.float64)), rnd)
  ftz = "ftz" in mods
  if ftz: return lambda st, m: w(st, _ftz(f(_ftz(np.asarray(r(st))))), m)
  return lambda st, m: w(st, f(np.asarray(r(st))), m)

def _popc(x: np.ndarray) -> np.ndarray:
  v = x.view(_BITS[x.dtype.itemsize]).astype(np.uint64)
  return np.bitwise_count(v).astype(np.uint32) if hasattr(np, "bitwise_count") else \
    np.array([bin(int(i)).count("1") for i in v.ravel()], np.uint32).reshape(v.shape)
def _clz(x: np.ndarray, t: str) -> np.ndarray:
  bits = type_size(t) * 8
  v = x.view(_BITS[x.dtype.itemsize]).astype(np.uint64)
  n = np.zeros(v.shape, np.uint32)
  for s in (32, 16, 8, 4, 2, 1):
    if s >= bits: continue
    hi = (v >> np.uint64(bits - s)) == 0
    n += np.where(hi, s, 0).astype(np.uint32)
    v = np.where(hi, v << np.uint64(s), v) & np.uint64((1 << bits) - 1)
  return n + ((v >> np.uint64(bits - 1)) == 0).astype(np.uint32)
def _brev(x: np.ndarray, t: str) -> np.ndarray:
  bits = type_size(t) * 8
  v = x.view(_BITS[x.dtype.itemsize]).astype(np.uint64)
  out = np.zeros(v.shape, np.uint64)
  for i in range(bits): out |= ((v >> np.uint64(i)) & np.uint64(1)) << np.uint64(bits - 1 - i)
  return out.astype(_BITS[bits // 8]).view(x.dtype)

def b_and(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, _ = _mods(c, parts, set())
  t = types[-1]
  f = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[parts[0]]
  ra, rb, w = reader(c, ops[1], t), reader(c, ops[2], t), writer(c, ops[0], t)
  return lambda st, m: w(st, f(ra(st), rb(st)), m)

def b_lop3(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, _ = _mods(c, parts, set())
  t = types[-1]
  ra, rb, rc, w = reader(c, ops[1], t), reader(c, ops[2], t), reader(c, ops[3], t), writer(c, ops[0], t)
  lut = int(ops[4], 0)
  def fn(st: Any, m: Any) -> None:
    a, b, d = (np.asarray(r(st)) for r in (ra, rb, rc))
    out = np.zeros(np.broadcast_shapes(a.shape, b.shape, d.shape), a.dtype)
    for i in range(8):
      if lut >> i & 1: out |= (a if i & 4 else ~a) & (b if i & 2 else ~b) & (d if i & 1 else ~d)
    w(st, out, m)
  return fn

def b_shl(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, _ = _mods(c, parts, set())
  t = types[-1]
  bits = type_size(t) * 8
  ra, rb, w = reader(c, ops[1], t), reader(c, ops[2], "u32"), writer(c, ops[0], t)
  dt = np_dtype(t)
  if parts[0] == "shl":
    return lambda st, m: w(st, _shift(np.asarray(ra(st)), np.asarray(rb(st)), bits, dt, True), m)
  return lambda st, m: w(st, _shift(np.asarray(ra(st)), np.asarray(rb(st)), bits, dt, False), m)

def _shift(a: np.ndarray, b: np.ndarray, bits: int, dt: Any, left: bool) -> np.ndarray:
  big = b >= bits
  amt = np.minimum(b, bits - 1).astype(dt)
  if left: return np.where(big, dt(0), a << amt).astype(dt)
  if np.issubdtype(dt, np.signedinteger): return (a >> np.where(big, dt(bits - 1), amt)).astype(dt)
  return np.where(big, dt(0), a >> amt).astype(dt)

def b_shf(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  """Funnel shift of the 64-bit pair b:a by c (mod 32 with .wrap, at most 32 with .clamp); .l keeps the high word, .r the low."""
  _, mods = _mods(c, parts, {"l", "r", "wrap", "clamp"})
  left, wrap = "l" in mods, "wrap" in mods
  ra, rb, rc, w = reader(c, ops[1], "b32"), reader(c, ops[2], "b32"), reader(c, ops[3], "u32"), writer(c, ops[0], "b32")
  def fn(st: Any, m: Any) -> None:
    pair = (np.asarray(rb(st)).astype(np.uint64) << np.uint64(32)) | np.asarray(ra(st)).astype(np.uint64)
    cc = np.asarray(rc(st)).astype(np.uint64)
    n = cc & np.uint64(31) if wrap else np.minimum(cc, np.uint64(32))
    out = ((pair << n) >> np.uint64(32)) if left else (pair >> n)
    w(st, (out & np.uint64(0xFFFFFFFF)).astype(np.uint32), m)
  return fn

def b_bfe(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, _ = _mods(c, parts, set())
  t = types[-1]
  bits = type_size(t) * 8
  ra, rb, rc, w = reader(c, ops[1], t), reader(c, ops[2], "u32"), reader(c, ops[3], "u32"), writer(c, ops[0], t)
  def fn(st: Any, m: Any) -> None:
    a = np.asarray(ra(st)).astype(np.int64 if t[0] == "s" else np.uint64)
    pos, ln = np.asarray(rb(st)).astype(np.int64) & 0xFF, np.asarray(rc(st)).astype(np.int64) & 0xFF
    u = a.view(np.uint64) if a.dtype == np.int64 else a
    field = (u >> np.minimum(pos, 63).astype(np.uint64)) & ((np.uint64(1) << np.minimum(ln, 63).astype(np.uint64)) - np.uint64(1))
    if t[0] == "s":
      sbit = np.minimum(pos + ln - 1, bits - 1)
      sign = ((u >> sbit.astype(np.uint64)) & np.uint64(1)).astype(bool) & (ln > 0)
      field = np.where(sign, field | ~((np.uint64(1) << np.minimum(ln, 63).astype(np.uint64)) - np.uint64(1)), field)
    field = np.where(ln == 0, np.uint64(0), field)
    w(st, field.astype(_BITS[bits // 8]).view(np_dtype(t)), m)
  return fn

def b_bfi(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, _ = _mods(c, parts, set())
  t = types[-1]
  bits = type_size(t) * 8
  ra, rb, rc, rd, w = reader(c, ops[1], t), reader(c, ops[2], t), reader(c, ops[3], "u32"), reader(c, ops[4], "u32"), writer(c, ops[0], t)
  def fn(st: Any, m: Any) -> None:
    a, b = np.asarray(ra(st)).astype(np.uint64), np.asarray(rb(st)).astype(np.uint64)
    pos, ln = np.asarray(rc(st)).astype(np.uint64) & np.uint64(0xFF), np.asarray(rd(st)).astype(np.uint64) & np.uint64(0xFF)
    ln = np.minimum(ln, np.uint64(bits) - np.minimum(pos, np.uint64(bits)))
    mask = ((np.uint64(1) << ln) - np.uint64(1)) << np.minimum(pos, np.uint64(63))
    out = np.where(pos >= bits, b, (b & ~mask) | ((a << np.minimum(pos, np.uint64(63))) & mask))
    w(st, (out & np.uint64((1 << bits) - 1)).astype(_BITS[bits // 8]).view(np_dtype(t)), m)
  return fn

def b_prmt(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  _, mods = _mods(c, parts, {"f4e", "b4e", "rc8", "ecl", "ecr", "rc16"})
  if mods: raise c.err(f"prmt mode {mods} is not supported")
  ra, rb, rc, w = reader(c, ops[1], "b32"), reader(c, ops[2], "b32"), reader(c, ops[3], "b32"), writer(c, ops[0], "b32")
  def fn(st: Any, m: Any) -> None:
    a, b, s = (np.broadcast_to(np.asarray(r(st)), (st.T,)).astype(np.uint64) for r in (ra, rb, rc))
    src = a | (b << np.uint64(32))
    out = np.zeros(st.T, np.uint64)
    for i in range(4):
      sel = (s >> np.uint64(4 * i)) & np.uint64(0xF)
      byte = (src >> ((sel & np.uint64(7)) * np.uint64(8))) & np.uint64(0xFF)
      byte = np.where(sel & np.uint64(8), np.where(byte & np.uint64(0x80), np.uint64(0xFF), np.uint64(0)), byte)
      out |= byte << np.uint64(8 * i)
    w(st, out.astype(np.uint32), m)
  return fn

CMPS: dict[str, Callable] = {
  "eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b, "gt": lambda a, b: a > b,
  "ge": lambda a, b: a >= b, "lo": lambda a, b: a < b, "ls": lambda a, b: a <= b, "hi": lambda a, b: a > b, "hs": lambda a, b: a >= b}

def _cmp(c: Ctx, cmp: str, t: str) -> Callable:
  if is_float(t):
    if cmp == "num": return lambda a, b: ~(np.isnan(a) | np.isnan(b))
    if cmp == "nan": return lambda a, b: np.isnan(a) | np.isnan(b)
    if cmp.endswith("u") and cmp[:-1] in CMPS:
      f = CMPS[cmp[:-1]]
      return lambda a, b: f(a, b) | np.isnan(a) | np.isnan(b)
    if cmp == "ne": return lambda a, b: (a != b) & ~(np.isnan(a) | np.isnan(b))
  if cmp not in CMPS: raise c.err(f"unsupported comparison .{cmp} for .{t}")
  return CMPS[cmp]

BOOLOPS = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}

def b_setp(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  cmp = parts[1]
  types, mods = _mods(c, [parts[0]] + parts[2:], {"and", "or", "xor", "ftz"})
  t = types[-1]
  f = _cmp(c, cmp, t)
  ra, rb = freader(c, ops[1], t), freader(c, ops[2], t)
  dsts = ops[0].split("|")
  wp = writer(c, dsts[0], "pred")
  wq = writer(c, dsts[1], "pred") if len(dsts) > 1 else None
  bop = next((BOOLOPS[x] for x in ("and", "or", "xor") if x in mods), None)
  rcp = reader(c, ops[3], "pred") if bop is not None else None
  def fn(st: Any, m: Any) -> None:
    r = np.broadcast_to(f(ra(st), rb(st)), (st.T,))
    if bop is not None:
      cc = rcp(st)  # type: ignore[misc]
      p, q = bop(r, cc), bop(~r, cc)
    else: p, q = r, ~r
    wp(st, p, m)
    if wq is not None: wq(st, q, m)
  return fn

def b_set(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  cmp = parts[1]
  types, _ = _mods(c, [parts[0]] + parts[2:], {"ftz"})
  dt_, st_ = types[0], types[-1]
  f = _cmp(c, cmp, st_)
  ra, rb, w = freader(c, ops[1], st_), freader(c, ops[2], st_), fwriter(c, ops[0], dt_)
  one = np.float32(1) if is_float(dt_) else np.array(-1).astype(np_dtype(dt_))
  return lambda st, m: w(st, np.where(f(ra(st), rb(st)), one, one * 0), m)

def b_selp(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, _ = _mods(c, parts, set())
  t = types[-1]
  ra, rb, rc, w = reader(c, ops[1], t), reader(c, ops[2], t), reader(c, ops[3], "pred"), writer(c, ops[0], t)
  return lambda st, m: w(st, np.where(rc(st), ra(st), rb(st)), m)

def b_copysign(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, _ = _mods(c, parts, set())
  t = types[-1]
  ra, rb, w = freader(c, ops[1], t), freader(c, ops[2], t), fwriter(c, ops[0], t)
  return lambda st, m: w(st, np.copysign(rb(st), ra(st)), m)

def b_testp(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  kind, t = parts[1], parts[-1]
  ra, w = freader(c, ops[1], t), writer(c, ops[0], "pred")
  tiny = np.finfo(_ctype(t)).tiny
  f: Any = {"finite": np.isfinite, "infinite": np.isinf, "number": lambda x: ~np.isnan(x), "notanumber": np.isnan,
       "normal": lambda x: np.isfinite(x) & (np.abs(x) >= tiny), "subnormal": lambda x: (np.abs(x) < tiny) & (x != 0)}.get(kind)
  if f is None: raise c.err(f"testp.{kind} is not supported")
  return lambda st, m: w(st, f(np.asarray(ra(st))), m)

def _vec(tok: str) -> list[str] | None:
  tok = tok.strip()
  return [x.strip() for x in tok[1:-1].split(",")] if tok.startswith("{") else None

def b_mov(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, _ = _mods(c, parts, set())
  t = types[-1]
  dv, sv = _vec(ops[0]), _vec(ops[1])
  size = type_size(t)
  if sv is not None:  # pack: the first element is the least significant
    esz = size // len(sv)
    et = f"b{esz * 8}"
    rs = [reader(c, x, et) for x in sv]
    w = writer(c, ops[0], f"b{size * 8}")
    wd = _BITS[size]
    def pack(st: Any, m: Any) -> None:
      out = np.zeros(st.T, wd)
      for i, r in enumerate(rs): out |= np.asarray(r(st)).astype(wd) << wd(8 * esz * i)
      w(st, out, m)
    return pack
  if dv is not None:  # unpack
    esz = size // len(dv)
    et = f"b{esz * 8}"
    r = reader(c, ops[1], f"b{size * 8}")
    ws = [writer(c, x, et) for x in dv]
    ed, wd = _BITS[esz], _BITS[size]
    def unpack(st: Any, m: Any) -> None:
      v = np.asarray(r(st))
      for i, w in enumerate(ws): w(st, (v >> wd(8 * esz * i)).astype(ed), m)
    return unpack
  r, w = reader(c, ops[1], t), writer(c, ops[0], t)
  return lambda st, m: w(st, r(st), m)

def b_cvta(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, mods = _mods(c, parts, {"to", "global", "shared", "local", "const", "param"})
  t = types[-1]
  r, w = reader(c, ops[1], t), writer(c, ops[0], t)
  base = np.array(SHARED_WINDOW if "shared" in mods else LOCAL_WINDOW if "local" in mods else 0).astype(np_dtype(t))
  if not base: return lambda st, m: w(st, r(st), m)
  if "to" in mods: return lambda st, m: w(st, np.asarray(r(st)) - base, m)
  return lambda st, m: w(st, np.asarray(r(st)) + base, m)

def _space(parts: list[str]) -> str: return next((p for p in parts[1:] if p in SPACES), "generic")

def b_ld(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  store = parts[0] == "st"
  space = _space(parts)
  vn = next((int(p[1:]) for p in parts[1:] if p in ("v2", "v4", "v8")), 1)
  types, _ = _mods(c, [p for p in parts if p not in SPACES and p not in ("v2", "v4", "v8")], set())
  t = types[-1]
  dt = np_dtype(t) if t != "bf16" else np.uint16
  size = type_size(t)
  regs_tok, addr_tok = (ops[1], ops[0]) if store else (ops[0], ops[1])
  lanes = _vec(regs_tok) or [regs_tok]
  if len(lanes) != vn: raise c.err(f"{len(lanes)} registers for a .v{vn} access")
  addr, pname = _addr(c, addr_tok)
  if space == "param" or pname is not None:
    if store: raise c.err("st.param (device function calls) is not supported")
    if pname is None: raise c.err("ld.param from a register address is not supported")
    name, _, off = pname.partition("+")
    poff = c.params[name][1] + (int(off) if off else 0)
    ws = [writer(c, x, t) for x in lanes]
    def ldp(st: Any, m: Any) -> None:
      if poff + size * vn > len(st.params): raise PTXError(f"ld.param at {poff} reads past the {len(st.params)}-byte parameter buffer")
      vals = np.frombuffer(st.params, dt, vn, poff)
      for i, w in enumerate(ws): w(st, vals[i], m)
    return ldp
  if store:
    rs = [reader(c, x, t) for x in lanes]
    if vn == 1:
      r0 = rs[0]
      def st1(st: Any, m: Any) -> None:
        v = np.asarray(r0(st))
        if v.dtype != dt: v = v.astype(dt)
        mem_store(st, space, addr(st), v if v.ndim else np.full(st.T, v, dt), m)
      return st1
    def stv(st: Any, m: Any) -> None:
      vals = np.empty((st.T, vn), dt)
      for i, r in enumerate(rs): vals[:, i] = r(st)
      mem_store(st, space, addr(st), vals, m)
    return stv
  ws = [writer(c, x, t) for x in lanes]
  if vn == 1:
    w0 = ws[0]
    return lambda st, m: w0(st, mem_load(st, space, addr(st), dt, m), m)
  def ldv(st: Any, m: Any) -> None:
    vals = mem_load(st, space, addr(st), dt, m, vn)
    for i, w in enumerate(ws): w(st, vals[:, i], m)
  return ldv

def b_cvt(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  types, mods = _mods(c, parts, {"rn", "rz", "rm", "rp", "rna", "rni", "rzi", "rmi", "rpi", "sat", "ftz", "satfinite", "relu"})
  if len(types) != 2: raise c.err("cvt needs a destination and a source type")
  td, ts = types
  rnd = next((x for x in ("rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi") if x in mods), None)
  sat, ftz = "sat" in mods, "ftz" in mods
  if td in ("f16x2", "bf16x2", "e4m3x2", "e5m2x2") or ts in ("e4m3x2", "e5m2x2"): return _cvt_packed(c, td, ts, mods, ops)
  r, w = freader(c, ops[1], ts), fwriter(c, ops[0], td)
  fs, fd = is_float(ts), is_float(td)
  dd = _ctype(td)
  if fs and not fd:
    ir = rnd if rnd in ROUND_INT else None
    if ir is None: raise c.err(f"cvt from .{ts} to .{td} needs an integer rounding (.rni/.rzi/.rmi/.rpi)")
    return lambda st, m: w(st, float_to_int(_ftz(np.asarray(r(st))) if ftz else r(st), ir, td, dd), m)
  if fs and fd:
    def ff(st: Any, m: Any) -> None:
      v = np.asarray(r(st))
      if ftz: v = _ftz(v)
      if rnd in ROUND_INT: v = ROUND_INT[rnd](v)
      if type_size(td) < type_size(ts) or td == "bf16" or (ts == "bf16" and td == "f16"):
        mode = rnd if rnd in ("rz", "rm", "rp") else "rn"
        if td == "f32": v = round_f32(v.astype(np.float64), mode)
        elif td == "bf16": v = bf16_to_f32(f32_to_bf16(v.astype(np.float32) if mode == "rn" else round_f32(v.astype(np.float64), mode), mode))
        else: v = round_to(v.astype(np.float64), mode, dd)
      else: v = v.astype(dd)
      if sat: v = np.where(np.isnan(v), dd(0), np.clip(v, 0, 1))
      if ftz: v = _ftz(v)
      w(st, v, m)
    return ff
  if not fs and fd:
    mode = rnd or "rn"
    if mode not in ("rn",) and td != "f32": raise c.err(f"cvt.{mode}.{td}.{ts} is not supported")
    def intf(st: Any, m: Any) -> None:
      v = np.asarray(r(st))
      if td == "f32" and type_size(ts) == 8: out = int_to_f32(v, mode)
      elif td == "f32" and mode != "rn": out = round_f32(v.astype(np.float64), mode)
      else: out = v.astype(dd)
      if sat: out = np.where(np.isnan(out), dd(0), np.clip(out, 0, 1))
      w(st, out, m)
    return intf
  dtd = np_dtype(td)
  if sat:
    lo, hi = int_limits(td)
    def isat(st: Any, m: Any) -> None:
      v = np.asarray(r(st))
      big = v.astype(np.float64) > hi if v.dtype == np.uint64 else v > hi
      v2 = np.clip(v.astype(np.int64) if v.dtype != np.uint64 else np.minimum(v, np.uint64(hi)).astype(np.int64), lo, hi)
      w(st, np.where(big, np.array(hi).astype(dtd), v2.astype(dtd)), m)
    return isat
  return lambda st, m: w(st, np.asarray(r(st)).astype(dtd), m)

def _cvt_packed(c: Ctx, td: str, ts: str, mods: set[str], ops: list[str]) -> Callable:
  relu = "relu" in mods
  if td in ("f16x2", "bf16x2") and ts == "f32":  # d = {cvt(a) high, cvt(b) low}
    ra, rb, w = reader(c, ops[1], "f32"), reader(c, ops[2], "f32"), writer(c, ops[0], "b32")
    def enc(x: Any) -> np.ndarray:
      x = np.asarray(x, np.float32)
      if relu: x = np.where(np.isnan(x), x, np.maximum(x, 0))
      return x.astype(np.float16).view(np.uint16) if td == "f16x2" else f32_to_bf16(x, "rz" if "rz" in mods else "rn")
    return lambda st, m: w(st, (enc(ra(st)).astype(np.uint32) << np.uint32(16)) | enc(rb(st)).astype(np.uint32), m)
  if td in ("e4m3x2", "e5m2x2"):
    kind = td[:4]
    if ts == "f32":
      ra, rb, w = reader(c, ops[1], "f32"), reader(c, ops[2], "f32"), writer(c, ops[0], "b16")
      def e8(x: Any) -> np.ndarray:
        x = np.asarray(x, np.float32)
        if relu: x = np.where(np.isnan(x), x, np.maximum(x, 0))
        return fp8_encode(x, kind).astype(np.uint16)
      return lambda st, m: w(st, (e8(ra(st)) << np.uint16(8)) | e8(rb(st)), m)
    if ts == "f16x2":
      r, w = reader(c, ops[1], "b32"), writer(c, ops[0], "b16")
      def e8h(st: Any, m: Any) -> None:
        v = np.asarray(r(st))
        hi, lo = (v >> np.uint32(16)).astype(np.uint16).view(np.float16), (v & np.uint32(0xFFFF)).astype(np.uint16).view(np.float16)
        w(st, (fp8_encode(hi.astype(np.float32), kind).astype(np.uint16) << np.uint16(8)) | fp8_encode(lo.astype(np.float32), kind), m)
      return e8h
  if ts in ("e4m3x2", "e5m2x2") and td == "f16x2":
    kind = ts[:4]
    r, w = reader(c, ops[1], "b16"), writer(c, ops[0], "b32")
    def dec(st: Any, m: Any) -> None:
      v = np.asarray(r(st))
      hi, lo = (fp8_decode(v >> np.uint16(8), kind).astype(np.float16).view(np.uint16),
                fp8_decode(v & np.uint16(0xFF), kind).astype(np.float16).view(np.uint16))
      w(st, (hi.astype(np.uint32) << np.uint32(16)) | lo.astype(np.uint32), m)
    return dec
  raise c.err(f"cvt.{td}.{ts} is not supported")

# ---- atomics ----
ATOM_OPS: dict[str, Callable] = {"add": np.add, "min": np.minimum, "max": np.maximum, "and": np.bitwise_and, "or": np.bitwise_or,
                                 "xor": np.bitwise_xor, "exch": lambda a, b: np.broadcast_to(b, np.shape(a)).astype(a.dtype)}

def b_atom(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  red = parts[0] == "red"
  space = _space(parts)
  names = {"add", "min", "max", "and", "or", "xor", "exch", "cas", "inc", "dec"}
  op = next((p for p in parts[1:] if p in names), None)
  if op is None: raise c.err(f"{parts[0]} without an operation")
  types, _ = _mods(c, [p for p in parts if p not in SPACES and p != op and p != "noftz"], set())
  t = types[-1]
  dt = np_dtype(t)
  off = 0 if red else 1
  addr, _ = _addr(c, ops[off])
  rb = freader(c, ops[off + 1], t)
  rc = freader(c, ops[off + 2], t) if op == "cas" else None
  w = None if red else fwriter(c, ops[0], t)
  ct = _ctype(t)
  def apply(old: np.ndarray, b: np.ndarray, cc: Any) -> np.ndarray:
    if op == "cas": return np.where(old == b, cc, old)
    if op == "inc": return np.where(old >= b, ct(0), old + ct(1)).astype(ct)
    if op == "dec": return np.where((old == 0) | (old > b), b, old - ct(1)).astype(ct)
    if op in ("min", "max") and is_float(t): return _fminmax(old, b, op == "max", False)
    return ATOM_OPS[op](old, b).astype(ct)
  def fn(st: Any, m: Any) -> None:
    act = np.arange(st.T) if m is None else np.flatnonzero(m)
    a = np.broadcast_to(np.asarray(addr(st), np.uint64), (st.T,))[act]
    b = np.broadcast_to(np.asarray(rb(st), ct), (st.T,))[act]
    cc = np.broadcast_to(np.asarray(rc(st), ct), (st.T,))[act] if rc is not None else None
    if space in ("global", "generic"):
      groups = st.mem.index(a, dt, parts[0])
    else:
      buf, idx = _space_index(st, space, a, np.dtype(dt).itemsize, act)
      groups = [(buf.view(dt), idx, np.ones(len(a), bool))]
    olds = np.zeros(len(a), dt)
    for arr, idx, sel in groups:
      view = arr.view(np.uint16) if t == "bf16" else arr
      conv = (lambda x: bf16_to_f32(x)) if t == "bf16" else (lambda x: x)
      back = (lambda x: f32_to_bf16(x)) if t == "bf16" else (lambda x: x.astype(dt))
      bs, cs = b[sel], (cc[sel] if cc is not None else None)
      if len(np.unique(idx)) == len(idx):
        old = view[idx].copy()
        view[idx] = back(apply(conv(old), bs, cs))
        olds[sel] = old
      else:  # several threads on one address: one at a time, in thread order
        out = np.zeros(len(idx), dt)
        for j, k in enumerate(idx.tolist()):
          out[j] = view[k]
          view[k] = back(apply(conv(view[k:k + 1]), bs[j:j + 1], cs[j:j + 1] if cs is not None else None))[0]
        olds[sel] = out
    if w is not None:
      full = np.zeros(st.T, dt)
      full[act] = olds
      w(st, conv_full(full, t), m)
  return fn

def conv_full(v: np.ndarray, t: str) -> np.ndarray: return bf16_to_f32(v) if t == "bf16" else v

def b_nop(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  if parts[0] in ("bar", "barrier") and not any(p in ("sync", "arrive", "red", "warp", "cta") for p in parts[1:]) and len(parts) > 1:
    raise c.err(f"unsupported {'.'.join(parts)}")
  if parts[0] in ("bar", "barrier") and "red" in parts: raise c.err("bar.red is not supported")
  return lambda st, m: None

# ---- warp-level ----
def b_shfl(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  mode = next((p for p in parts[1:] if p in ("up", "down", "bfly", "idx")), None)
  if mode is None: raise c.err("shfl needs .up/.down/.bfly/.idx")
  dsts = ops[0].split("|")
  wd = writer(c, dsts[0], "b32")
  wp = writer(c, dsts[1], "pred") if len(dsts) > 1 else None
  ra, rb, rcc = reader(c, ops[1], "b32"), reader(c, ops[2], "u32"), reader(c, ops[3], "u32")
  def fn(st: Any, m: Any) -> None:
    T = st.T
    lane = st.special["%laneid"].astype(np.int64)
    base = np.arange(T) - lane
    b = np.broadcast_to(np.asarray(rb(st)).astype(np.int64), (T,)) & 0x1F
    cv = np.broadcast_to(np.asarray(rcc(st)).astype(np.int64), (T,))
    cval, seg = cv & 0x1F, (cv >> 8) & 0x1F
    maxl, minl = (lane & seg) | (cval & ~seg), lane & seg
    if mode == "up": j, ok = lane - b, lane - b >= maxl
    elif mode == "down": j, ok = lane + b, lane + b <= maxl
    elif mode == "bfly": j, ok = lane ^ b, (lane ^ b) <= maxl
    else: j, ok = minl | (b & ~seg), (minl | (b & ~seg)) <= maxl
    j = np.where(ok, j, lane)
    src = np.clip(base + j, 0, T - 1)
    a = np.broadcast_to(np.asarray(ra(st)), (T,))
    wd(st, a[src], m)
    if wp is not None: wp(st, ok, m)
  return fn

def b_vote(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  mode = next((p for p in parts[1:] if p in ("all", "any", "uni", "ballot")), None)
  rp = reader(c, ops[1], "pred")
  w = writer(c, ops[0], "b32" if mode == "ballot" else "pred")
  def fn(st: Any, m: Any) -> None:
    p = np.broadcast_to(np.asarray(rp(st)), (st.T,)) & (m if m is not None else True)
    act = np.ones(st.T, bool) if m is None else m
    pw, aw = p.reshape(-1, 32) if st.T % 32 == 0 else None, act.reshape(-1, 32) if st.T % 32 == 0 else None
    if pw is None or aw is None: raise PTXError("vote needs whole warps")
    if mode == "ballot":
      bits = (pw.astype(np.uint64) << np.arange(32, dtype=np.uint64)).sum(1).astype(np.uint32)
      w(st, np.repeat(bits, 32), m)
    elif mode == "all": w(st, np.repeat((pw | ~aw).all(1), 32), m)
    elif mode == "any": w(st, np.repeat(pw.any(1), 32), m)
    else: w(st, np.repeat((pw == pw[:, :1]).all(1) | ~aw.any(1), 32), m)
  if mode is None or mode == "uni": raise c.err(f"unsupported {'.'.join(parts)}")
  return fn

def b_activemask(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  w = writer(c, ops[0], "b32")
  def fn(st: Any, m: Any) -> None:
    act = (np.ones(st.T, bool) if m is None else m).reshape(-1, 32)
    w(st, np.repeat((act.astype(np.uint64) << np.arange(32, dtype=np.uint64)).sum(1).astype(np.uint32), 32), m)
  return fn

# instruction name (the first part of the opcode) -> its decoder, which reads the rest of the opcode (types, modifiers)
DECODERS: dict[str, Callable[[Ctx, list[str], list[str]], Callable]] = {
  **dict.fromkeys(("add", "sub", "mul", "mad", "fma"), b_add), **dict.fromkeys(("addc", "subc", "madc"), _carry),
  **dict.fromkeys(("div", "rem"), b_div), **dict.fromkeys(("min", "max"), b_min),
  **dict.fromkeys(("neg", "abs", "sqrt", "rsqrt", "rcp", "ex2", "lg2", "sin", "cos", "tanh", "not", "cnot", "popc", "clz", "brev"), b_unary),
  **dict.fromkeys(("and", "or", "xor"), b_and), "lop3": b_lop3, **dict.fromkeys(("shl", "shr"), b_shl), "shf": b_shf, "bfe": b_bfe,
  "bfi": b_bfi, "prmt": b_prmt, "setp": b_setp, "set": b_set, "selp": b_selp, "copysign": b_copysign, "testp": b_testp, "mov": b_mov,
  "cvta": b_cvta, **dict.fromkeys(("ld", "st"), b_ld), "cvt": b_cvt, **dict.fromkeys(("atom", "red"), b_atom), "mma": b_mma,
  **dict.fromkeys(("nop", "bar", "barrier", "membar", "fence"), b_nop), "shfl": b_shfl, "vote": b_vote, "activemask": b_activemask,
  "cp": b_cp, "ldmatrix": b_ldmatrix}

def decode_ins(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  if (b := DECODERS.get(parts[0])) is None: raise c.err(f"unsupported instruction {parts[0]}")
  try: return b(c, parts, ops)
  except (IndexError, KeyError, ValueError) as e: raise c.err(f"cannot decode {'.'.join(parts)} ({type(e).__name__}: {e})") from None

def decode(text: str, line: int, kernel: str, regs: dict[str, str], labels: dict[str, int], syms: dict[str, int],
           params: dict[str, tuple[str, int]]) -> tuple:
  """One statement -> (kind, fn, guard, negated, target, line, text); kind 0 = straight-line, 1 = branch, 2 = exit."""
  c = Ctx(kernel, line, text, regs, labels, syms, params)
  guard, neg, s = None, False, text
  if (gm := re.match(r"^@(!?)(%[\w$]+)\s+(.*)$", s)):
    neg, guard, s = gm.group(1) == "!", gm.group(2), gm.group(3)
    if c.storage(guard) is not np.bool_: raise c.err(f"guard {guard} is not a predicate")
  op, _, rest = s.partition(" ")
  parts = op.split(".")
  ops = _split(rest)
  if parts[0] == "bra":
    if ops[0] not in labels: raise c.err(f"branch to unknown label {ops[0]}")
    return (1, None, guard, neg, labels[ops[0]], line, text)
  if parts[0] in ("ret", "exit"): return (2, None, guard, neg, 0, line, text)
  return (0, decode_ins(c, parts, ops), guard, neg, 0, line, text)

__all__ = ["DECODERS", "decode", "decode_ins"]
