"""Lowering to what a target computes: concrete dtypes, then ops and dtypes it lacks rewritten from ones it has.

lower_dtypes: weakint nodes become int32, or int64 where a node or one of its sources does not fit int32; weak consts
  take the dtype of the operand slot they sit in; every ALU's operands are cast to the dtype the op computes in.
emulate_dtypes: a dtype the renderer lacks (bf16, fp8, or half/bf16/fp8 named by EMULATED_DTYPES) is held in float32
  registers and raw bits in memory; every op on it rounds its float32 result back to that dtype (round to nearest even),
  so results equal a native unit's; a cast from float64 or a wide int first narrows to float32 rounded to odd, so that rounding
  is the only one. A bitcast reinterprets the format's code (a loaded value's own bits). EMULATED_DTYPES=long is lowered later (codegen.long).
pm_decomp: FLOORDIV/FLOORMOD (shift/mask for 2^k, truncating division plus a sign fix otherwise; half through float64 on CPUs), on GPUs a non-negative
  integer divided by a constant as a multiply and shift within the dtype's range, integer CDIV/CMOD by a divisor that may be
  0 (or -1 under MIN) guarded so they never trap (result 0, MIN // -1 wraps), THREEFRY as 32-bit
  ops, and MAX/RECIPROCAL/MULACC/CMPEQ/NEG/SUB/POW when the renderer's code_for_op lacks them.
"""
from __future__ import annotations
import math
from tinygrad.dtype import _FLOAT_FORMATS, _FP8_NAN_CODE, DTYPES_DICT, DType, Invalid, PtrDType, _float_max, dtypes
from tinygrad.helpers import DISABLE_FAST_IDIV, EMULATED_DTYPES
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import ParamArg, PatternMatcher, UOp, UPat
from tinygrad.uop.rewrite import traced_pass
from tinygrad.renderer import Renderer
from tinygrad.codegen.graph import rebuild

I32_MIN, I32_MAX = -2**31, 2**31 - 1

# ---- weak dtypes and index widths ----

def _fits32(u: UOp) -> bool: return isinstance(u.vmin, int) and I32_MIN <= u.vmin and u.vmax <= I32_MAX

def _to(x: UOp, dt: DType) -> UOp:
  if x.dtype == dt: return x
  if x.op is Ops.CONST and not isinstance(x.arg, tuple): return UOp.const(x.arg if x.arg is Invalid else dt.const(x.arg), dt)
  return x.cast(dt)

def _weak_dtype(u: UOp) -> DType:
  """The committed dtype of a weak node, from the bounds of it and its weak sources (read on the original graph)."""
  if u.dtype.scalar() == dtypes.weakfloat: return dtypes.default_float
  return dtypes.int32 if all(_fits32(x) for x in (u, *u.src) if x.dtype == dtypes.weakint) else dtypes.int64

def _common(srcs: tuple[UOp, ...]) -> DType:
  """The operand dtype of a comparison: the first non-const strong operand, else the widest committed one."""
  strong = [s.dtype for s in srcs if not dtypes.is_weak(s.dtype)]
  if strong: return max(strong, key=lambda d: (d.itemsize, d.priority))
  return dtypes.default_float if any(s.dtype == dtypes.weakfloat for s in srcs) else dtypes.int32

def _lower(u: UOp, srcs: tuple[UOp, ...]) -> UOp | None:
  weak = dtypes.is_weak(u.dtype) and not isinstance(u.dtype, PtrDType)
  if u.op is Ops.CONST: return None  # committed where it is used
  if u.op in (Ops.RANGE, Ops.SPECIAL):
    dt = _weak_dtype(u.src[0]) if weak else u.dtype
    return u.replace(dtype=dt, src=(_to(srcs[0], dt),))
  if u.op in (Ops.PARAM, Ops.BUFFER) and weak and isinstance(u.arg, ParamArg):
    dt = dtypes.int32 if all(I32_MIN <= v <= I32_MAX for v in (u.arg.vmin_vmax or (0, 0))) else dtypes.int64
    return u.replace(dtype=dt, arg=ParamArg(**{**u.arg.__dict__, "dtype": dt}))
  if u.op in GroupOp.ALU:
    dt = _weak_dtype(u) if weak else u.dtype
    if u.op in GroupOp.Comparison: return u.replace(src=tuple(_to(s, _common(srcs)) for s in srcs))
    if u.op is Ops.WHERE: return u.replace(dtype=dt, src=(srcs[0], _to(srcs[1], dt), _to(srcs[2], dt)))
    if u.op is Ops.THREEFRY: return u.replace(src=tuple(_to(s, dtypes.uint64) for s in srcs))
    return u.replace(dtype=dt, src=tuple(_to(s, dt) for s in srcs))
  if u.op is Ops.CAST and srcs[0].op is Ops.CONST and dtypes.is_weak(srcs[0].dtype): return _to(srcs[0], u.dtype)
  if u.op is Ops.STORE:
    vdt = srcs[0].dtype.base.vec(srcs[1].dtype.count) if isinstance(srcs[0].dtype, PtrDType) else srcs[1].dtype
    return u.replace(src=(srcs[0], _to(srcs[1], vdt), *srcs[2:]))
  if u.op is Ops.LOAD and len(srcs) > 1: return u.replace(src=(srcs[0], _to(srcs[1], u.dtype), *srcs[2:]))
  if u.op is Ops.INDEX and len(srcs) > 1 and isinstance(u.dtype, PtrDType):
    return u.replace(src=(srcs[0], *(_to(s, dtypes.int32 if _fits32(s) else dtypes.int64) if dtypes.is_weak(s.dtype) else s for s in srcs[1:])))
  if u.op is Ops.STACK: return u.replace(src=tuple(_to(s, u.dtype.scalar()) for s in srcs))
  return None

@traced_pass()
def lower_dtypes(sink: UOp) -> UOp: return rebuild(sink, _lower)

# ---- dtypes the target lacks: float32 in registers, bits in memory ----

def _bits(dt: DType) -> DType: return dtypes.uint16 if dt.itemsize == 2 else dtypes.uint8

def f32_to_bf16_bits(x: UOp) -> UOp:
  """Round to nearest even; a NaN keeps a mantissa bit so it cannot round to inf."""
  u = x.bitcast(dtypes.uint32)
  rounded = (u + (u.const_like(0x7FFF) + ((u >> 16) & 1))) >> 16
  return x.ne(x).where((u >> 16) | 0x40, rounded).cast(dtypes.uint16)

def bf16_bits_to_f32(b: UOp) -> UOp: return (b.cast(dtypes.uint32) << 16).bitcast(dtypes.float32)

def _signed_nan(c: UOp, sign_bit: int) -> UOp:
  """A quiet float32 NaN with the sign of the code c (uint32): -NaN, as a constant or as NaN * -1, loses its sign in C."""
  return (((c >> sign_bit) & 1) << 31 | 0x7FC00000).bitcast(dtypes.float32)

def fp8_bits_to_f32(b: UOp, dt: DType) -> UOp:
  """The exact float32 value of an fp8 code (normals from the exponent bits, subnormals as mantissa * 2^-k)."""
  e, m, bias = _FLOAT_FORMATS[dt]
  c = b.cast(dtypes.uint32)
  ex, mant = (c >> m) & ((1 << e) - 1), c & ((1 << m) - 1)
  normal = (((ex + (127 - bias)) << 23) | (mant << (23 - m))).bitcast(dtypes.float32)
  mag = ex.eq(0).where(mant.cast(dtypes.float32) * 2.0 ** (1 - bias - m), normal)
  val = ((c >> 7) & 1).eq(1).where(-mag, mag)
  nan, inf = _signed_nan(c, 7), val.const_like(math.inf)
  if dt == dtypes.fp8e4m3: return (c & 0x7F).eq(0x7F).where(nan, val)
  if dt == dtypes.fp8e5m2: return ex.eq(31).where(mant.eq(0).where(((c >> 7) & 1).eq(1).where(-inf, inf), nan), val)
  return c.eq(0x80).where(val.const_like(math.nan), val)  # fnuz: one NaN, no inf, no -0

def _mag_code(a: UOp, m: int, bias: int) -> UOp:
  """The code (uint32) of a finite float32 a >= 0, at most the format's max, in a format with m mantissa bits: nearest even."""
  u32, i32, f32 = dtypes.uint32, dtypes.int32, dtypes.float32
  ex = (a.bitcast(u32) >> 23).cast(i32) - 127 + bias
  f = ex.lt(1).where(ex.const_like(1), ex)
  t = a * ((f.const_like(127 + m + bias) - f) << 23).bitcast(f32)
  return (((f - 1) << m) + _rint(t)).cast(u32)

def _rint(t: UOp) -> UOp:
  """t >= 0 to the nearest int32, ties to even, in exact steps: (t + 2^23) - 2^23 is folded back to t by compilers that may
  reassociate floats (Mesa's NIR for WGSL on lavapipe did), which turned the rounding into truncation."""
  n = t.trunc()
  r, i = t - n, n.cast(dtypes.int32)
  return (r.const_like(0.5).lt(r) | (r.eq(0.5) & (i & 1).eq(1))).where(i + 1, i)

def f32_to_fp8_bits(x: UOp, dt: DType) -> UOp:
  """Round to nearest even; finite values past the range saturate to the max normal; NaN/inf codes per format."""
  _, m, bias = _FLOAT_FORMATS[dt]
  bits = x.bitcast(dtypes.uint32)
  sign = (bits >> 31) << 7
  a = (bits & 0x7FFFFFFF).bitcast(dtypes.float32)
  code = _mag_code(a.lt(_float_max(dt)).where(a, a.const_like(_float_max(dt))), m, bias)
  code = code | sign if dt not in dtypes.fp8_fnuz else code.eq(0).where(code, code | sign)
  nan_code = code.const_like(_FP8_NAN_CODE[dt]) | (sign if dt not in dtypes.fp8_fnuz else code.const_like(0))
  special = code.const_like(0x7C) | sign if dt == dtypes.fp8e5m2 else nan_code
  is_inf = (bits & 0x7FFFFFFF).eq(0x7F800000)
  return x.ne(x).where(nan_code, is_inf.where(special, code)).cast(dtypes.uint8)

def f32_to_half_bits(x: UOp) -> UOp:
  """IEEE half: nearest even with subnormals; at or past 65520 (max + half an ulp) -> inf; NaN stays a quiet NaN."""
  bits = x.bitcast(dtypes.uint32)
  sign = (bits >> 16) & 0x8000
  a = (bits & 0x7FFFFFFF).bitcast(dtypes.float32)
  code = _mag_code(a.lt(65504.0).where(a, a.const_like(65504.0)), 10, 15)
  code = (a.lt(65520.0).logical_not()).where(code.const_like(0x7C00), code)
  return x.ne(x).where(code.const_like(0x7E00), code | sign).cast(dtypes.uint16)

def half_bits_to_f32(b: UOp) -> UOp:
  c = b.cast(dtypes.uint32)
  ex, mant = (c >> 10) & 31, c & 0x3FF
  normal = (((ex + 112) << 23) | (mant << 13)).bitcast(dtypes.float32)
  mag = ex.eq(0).where(mant.cast(dtypes.float32) * 2.0 ** -24, ex.eq(31).where(normal.const_like(math.inf), normal))
  return (ex.eq(31) & mant.ne(0)).where(_signed_nan(c, 15), ((c >> 15) & 1).eq(1).where(-mag, mag))

def to_bits(x: UOp, dt: DType) -> UOp:
  if dt == dtypes.half: return f32_to_half_bits(x)
  return f32_to_bf16_bits(x) if dt == dtypes.bfloat16 else f32_to_fp8_bits(x, dt)
def from_bits(b: UOp, dt: DType) -> UOp:
  if dt == dtypes.half: return half_bits_to_f32(b)
  return bf16_bits_to_f32(b) if dt == dtypes.bfloat16 else fp8_bits_to_f32(b, dt)
def round_to(x: UOp, dt: DType) -> UOp: return from_bits(to_bits(x, dt), dt)

def f64_to_f32_odd(x: UOp) -> UOp:
  """float64 -> float32 rounded to odd (toward zero, the last bit set when inexact): rounding that again to at most 22
  significant bits is x correctly rounded, where float32's round to nearest can leave an exact tie (1 + 2^-8 + 2^-30 -> bf16)."""
  f = x.cast(dtypes.float32)
  u, back = f.bitcast(dtypes.uint32), f.cast(x.dtype)
  u = x.lt(0).where(back.lt(x), x.lt(back)).where(u - 1, u)  # rounded away from zero (or to inf): one step back
  return u.bitcast(dtypes.float32).cast(x.dtype).ne(x).where(u | 1, u).bitcast(dtypes.float32)

def _to_f32_odd(x: UOp) -> UOp:
  """x as float32, rounded to odd where float32 cannot hold it exactly (float64, ints of 32 bits and more)."""
  if x.dtype == dtypes.float64: return f64_to_f32_odd(x)
  return int_to_f32_odd(x) if dtypes.is_int(x.dtype) and x.dtype.itemsize >= 4 else x.cast(dtypes.float32)

def int_to_f32_odd(x: UOp) -> UOp:
  """A 32- or 64-bit int -> float32 rounded to odd, as f64_to_f32_odd (bf16 of 2^24 + 2^16 + 1 is 2^24 + 2^17, float32 makes it
  the tie 2^24 + 2^16): the magnitude's bits below float32's last kept bit fold into that bit, then the cast is exact."""
  u = next(t for t in dtypes.uints if t.itemsize == x.dtype.itemsize)
  neg = x.lt(0) if not dtypes.is_unsigned(x.dtype) else None
  xu = x.bitcast(u)
  m = xu if neg is None else neg.where(xu.const_like(0) - xu, xu)  # negated in unsigned arithmetic, where |MIN| is defined
  e = (m.cast(dtypes.float32).bitcast(dtypes.uint32) >> 23).cast(dtypes.int32) - 150  # bits below float32's last kept bit (if > 0)
  s = e.lt(0).where(e.const_like(0), e).cast(u)
  kept = (m >> s) << s
  f = kept.ne(m).where(kept | (m.const_like(1) << s), kept).cast(dtypes.float32)
  return f if neg is None else neg.where(-f, f)

LONGS = (dtypes.int64, dtypes.uint64)

def env_emulated() -> tuple[DType, ...]:
  """The dtypes EMULATED_DTYPES names (comma separated; "long" is int64 and uint64)."""
  out: list[DType] = []
  for n in EMULATED_DTYPES.tolist():
    if n in ("long", "ulong", "int64", "uint64"): out += LONGS
    elif (dt := DTYPES_DICT.get(n)) in (dtypes.half, dtypes.bfloat16, *dtypes.fp8s): out.append(dt)
    else: raise ValueError(f"EMULATED_DTYPES={EMULATED_DTYPES.value!r}: cannot emulate {n!r}; name long, half, bfloat16 or an fp8 dtype")
  return tuple(out)

def emulated_floats(ren: Renderer) -> tuple[DType, ...]:
  # a renderer's longs (WGSL lists them) are lowered to words by codegen.long, not held in float32
  return tuple(d for d in (*ren.emulated_dtypes, *env_emulated()) if d not in LONGS)

def emulates_long(ren: Renderer) -> bool: return any(d in LONGS for d in (*ren.emulated_dtypes, *env_emulated()))

def _emulate(emu: tuple[DType, ...], raw: dict[UOp, UOp], u: UOp, srcs: tuple[UOp, ...]) -> UOp | None:
  if (dt := u.dtype.base if isinstance(u.dtype, PtrDType) else u.dtype).scalar() not in emu and not any(s.dtype.scalar() in emu for s in u.src):
    return None
  f32 = dtypes.float32
  emu_dt = dt.scalar() if dt.scalar() in emu else next(s.dtype.scalar() for s in u.src if s.dtype.scalar() in emu)
  if u.op in (Ops.PARAM, Ops.BUFFER) and isinstance(u.dtype, PtrDType):
    return u.replace(dtype=_bits(dt).ptr(u.dtype.size, u.dtype.addrspace), arg=ParamArg(**{**u.arg.__dict__, "dtype": _bits(dt)}))
  if u.op in (Ops.INDEX, Ops.AFTER) and isinstance(u.dtype, PtrDType): return u.replace(dtype=srcs[0].dtype, src=srcs)
  if u.op is Ops.LOAD:
    alt = (to_bits(srcs[1], emu_dt),) if len(srcs) > 1 else ()
    ld = u.replace(dtype=_bits(dt), src=(srcs[0], *alt, *srcs[2:]))
    raw[v := from_bits(ld, emu_dt)] = ld
    return v
  if u.op is Ops.STORE: return u.replace(src=(srcs[0], to_bits(srcs[1], emu_dt), *srcs[2:]))
  if u.op is Ops.CONST: return UOp.const(u.arg, f32)
  if u.op is Ops.CAST and dt in emu: return round_to(_to_f32_odd(srcs[0]), dt)
  if u.op is Ops.CAST: return srcs[0].cast(u.dtype) if srcs[0].dtype != u.dtype else srcs[0]
  if u.op is Ops.BITCAST:
    # an emulated source is a float32 in registers: its bits are the format's code, not the float32's (fp8 -> fp8 bitcasts);
    # a loaded or bitcast one reuses those bits, so NaN payloads and signs survive as on a native unit
    if (sdt := u.src[0].dtype.scalar()) not in emu: bits = srcs[0]
    else: bits = raw[srcs[0]] if srcs[0] in raw else to_bits(srcs[0], sdt)
    if dt not in emu: return bits.bitcast(u.dtype)
    b = bits.bitcast(_bits(dt))
    raw[v := from_bits(b, dt)] = b
    return v
  # a reduce accumulates in float32 and rounds once at the end (as a float32 sum_acc_dtype would)
  if u.op is Ops.REDUCE: return round_to(u.replace(dtype=f32, src=srcs), dt) if dt in emu else u.replace(src=srcs)
  if u.op in GroupOp.ALU:
    out = u.replace(dtype=f32 if u.dtype in emu else u.dtype, src=srcs)
    return round_to(out, u.dtype) if u.dtype in emu and u.op not in (Ops.WHERE, Ops.MAX, Ops.NEG) else out
  if u.op is Ops.STACK: raise NotImplementedError(f"vectors of {dt} are not supported")
  return None

@traced_pass()
def emulate_dtypes(sink: UOp, ren: Renderer) -> UOp:
  emu = emulated_floats(ren)
  if not any(u.dtype.scalar() in emu or (isinstance(u.dtype, PtrDType) and u.dtype.base in emu) for u in sink.toposort()): return sink
  raw: dict[UOp, UOp] = {}  # the float32 value of a loaded (or bitcast) emulated element -> the bits it came from
  return rebuild(sink, lambda u, srcs: _emulate(emu, raw, u, srcs))

# ---- op decompositions ----

def _pow2(c: UOp) -> int | None:
  return int(math.log2(c.arg)) if c.op is Ops.CONST and isinstance(c.arg, int) and not isinstance(c.arg, bool) and c.arg > 0 and \
    c.arg & (c.arg - 1) == 0 else None

def _floor_wide(ren: Renderer) -> DType:
  """The float that computes a half floor exactly: float64 on CPUs (quotients of halves reach 2^40, q*d needs 51 bits), else float32."""
  return dtypes.float64 if ren.device in ("CPU", "PYTHON") else dtypes.float32

def lower_floor(ctx: Renderer, x: UOp) -> UOp:
  a, d = x.src
  if x.dtype.scalar() == dtypes.half:
    # in half, q*d and a - q*d each round (and FMA contraction or F16C decides where): compute wide, round once at the end
    wide = _floor_wide(ctx).vec(x.dtype.count)
    return lower_floor(ctx, a.cast(wide).alu(x.op, d.cast(wide))).cast(x.dtype)
  if dtypes.is_float(x.dtype):
    t = (a / d).trunc()
    fl = (a / d).lt(t).where(t - t.const_like(1.0), t)
    if x.op is Ops.FLOORDIV: return fl
    # a/d rounded up to an integer leaves a remainder of the wrong sign: move it into d's range as Python's float % does
    m = a - fl * d
    # a zero remainder takes d's sign too (Python and numpy: 6.0 % -3.0 is -0.0)
    return m.ne(0).where(m.lt(0).ne(d.lt(0)).where(m + d, m), d.lt(0).where(m.const_like(-0.0), m.const_like(0.0)))
  if (k := _pow2(d)) is not None: return a >> k if x.op is Ops.FLOORDIV else a & (d.arg - 1)
  if a.vmin >= 0 and d.vmin > 0: return a.cdiv(d) if x.op is Ops.FLOORDIV else a.cmod(d)
  q, r = a.cdiv(d), a.cmod(d)
  fix = r.ne(0) & (r.lt(0)).ne(d.lt(0))
  return q - fix.cast(x.dtype) if x.op is Ops.FLOORDIV else r + fix.where(d, d.const_like(0))

def _div_guard(d: UOp, neg1: bool) -> UOp:
  ok = d.ne(0) & d.ne(-1) if neg1 else d.ne(0)
  return ok.where(d, d.const_like(1))

def safe_idiv(x: UOp) -> UOp | None:
  """Integer CDIV/CMOD never trap: by 0 both give 0 (numpy's answer), MIN / -1 wraps to MIN and MIN % -1 is 0."""
  a, d = x.src
  if dtypes.is_float(x.dtype) or not isinstance(d.vmin, int) or not isinstance(a.vmin, int): return None
  neg1 = not dtypes.is_unsigned(x.dtype) and d.vmin <= -1 <= d.vmax and a.vmin <= x.dtype.scalar().min
  if (not d.vmin <= 0 <= d.vmax and not neg1) or (d.op is Ops.WHERE and d is _div_guard(d.src[1], neg1)): return None
  ds = _div_guard(d, neg1)
  if x.op is Ops.CMOD: return a.cmod(ds)  # x % 1 is the answer for both guarded cases
  q = a.cdiv(ds)
  if neg1:  # -a in unsigned arithmetic, where wrapping is defined
    u = next(t for t in dtypes.uints if t.bitsize == x.dtype.scalar().bitsize).vec(x.dtype.count)
    q = d.ne(-1).where(q, (a.cast(u) * u.max).cast(x.dtype))
  return d.ne(0).where(q, q.const_like(0))

def magic_div(a_max: int, d: int, bits: int) -> tuple[int, int] | None:
  """(m, s) with (x * m) >> s == x // d for every 0 <= x <= a_max and a_max * m below 2**bits; None if no such pair fits.
  x * m / 2**s = x/d + x*e/(d * 2**s) with e = m*d - 2**s, which leaves the floor alone while x*e < 2**s."""
  for s in range(bits):
    m = -(-(1 << s) // d)
    if (m * d - (1 << s)) * a_max < (1 << s): return (m, s) if a_max * m < (1 << bits) else None
  return None

def fast_idiv(ctx: Renderer, x: UOp) -> UOp | None:
  """A GPU's integer division is a long instruction sequence: by a constant, a non-negative dividend is a multiply and a shift
  (unless DISABLE_FAST_IDIV)."""
  a, d = x.src
  if DISABLE_FAST_IDIV or not ctx.has_local or not dtypes.is_int(x.dtype): return None
  if d.op is not Ops.CONST or not isinstance(d.arg, int) or d.arg <= 1: return None
  if not isinstance(a.vmin, int) or not isinstance(a.vmax, int) or a.vmin < 0: return None
  if (md := magic_div(a.vmax, d.arg, x.dtype.scalar().bitsize - (0 if dtypes.is_unsigned(x.dtype) else 1))) is not None:
    q = (a * md[0]) >> md[1]
  elif x.dtype.scalar().bitsize == 32 and not emulates_long(ctx) and (md := magic_div(a.vmax, d.arg, 64)) is not None:
    u64 = dtypes.uint64.vec(x.dtype.count)  # a 32x32->64 multiply: the high word is one mul.hi / IMAD.WIDE on the GPU
    q = ((a.cast(u64) * md[0]) >> md[1]).cast(x.dtype)
  else: return None
  return q if x.op is Ops.CDIV else a - q * d.arg

def threefry(x: UOp, key: UOp) -> UOp:
  """Threefry-2x32, 20 rounds (Random123), in uint32 arithmetic; x and key are uint64 (or vectors of them), low word first."""
  n = x.dtype.count
  u32 = dtypes.uint32.vec(n)
  lo, hi = lambda v: v.cast(u32), lambda v: (v >> 32).cast(u32)
  x0, x1 = threefry2x32(lo(x), hi(x), lo(key), hi(key))
  return (x1.cast(dtypes.uint64.vec(n)) << 32) | x0.cast(dtypes.uint64.vec(n))

def threefry2x32(x0: UOp, x1: UOp, k0: UOp, k1: UOp) -> tuple[UOp, UOp]:
  """The rounds on uint32 words: (low, high) words of the counter and key in, of the result out."""
  ks = [k0, k1, k0 ^ k1 ^ 0x1BD11BDA]
  x0, x1 = x0 + ks[0], x1 + ks[1]
  for r in range(20):
    rot = (13, 15, 26, 6, 17, 29, 16, 24)[r % 8]
    x0 = x0 + x1
    x1 = ((x1 << rot) | (x1 >> (32 - rot))) ^ x0
    if r % 4 == 3:
      s = (r + 1) // 4
      x0, x1 = x0 + ks[s % 3], x1 + ks[(s + 1) % 3] + s
  return x0, x1

def _missing(ren: Renderer, op: Ops) -> bool: return op not in ren.code_for_op

def max_keeping_nan(a: UOp, b: UOp) -> UOp:
  """max(a, b) that is NaN when either side is (numpy, torch): a max instruction returns the other operand of a NaN."""
  return (a.lt(b) | b.ne(b)).where(b, a)

def lower_max(ctx: Renderer, x: UOp) -> UOp | None:
  if dtypes.is_float(x.dtype): return max_keeping_nan(*x.src)
  return x.src[0].lt(x.src[1]).where(x.src[1], x.src[0]) if _missing(ctx, Ops.MAX) else None

# after vectorize: a vector of lanes is decomposed once (these ops are never native)
pm_late_decomp = PatternMatcher([(UPat(Ops.THREEFRY, src=(UPat.var("x"), UPat.var("key"))), threefry)])

pm_decomp = PatternMatcher([
  (UPat((Ops.FLOORDIV, Ops.FLOORMOD), name="x"), lower_floor),
  (UPat(Ops.CDIV, name="x"), lambda x: (x.src[0] / x.src[1]).trunc() if dtypes.is_float(x.dtype) else None),
  (UPat(Ops.CMOD, name="x"), lambda x: x.src[0] - (x.src[0] / x.src[1]).trunc() * x.src[1] if dtypes.is_float(x.dtype) else None),
  (UPat((Ops.CDIV, Ops.CMOD), name="x"), fast_idiv),
  (UPat((Ops.CDIV, Ops.CMOD), name="x"), safe_idiv),
  (UPat(Ops.MAX, name="x"), lower_max),
  (UPat(Ops.RECIPROCAL, name="x"), lambda ctx, x: x.src[0].const_like(1.0) / x.src[0] if _missing(ctx, Ops.RECIPROCAL) else None),
  (UPat(Ops.MULACC, name="x"),
   lambda ctx, x: x.src[0] * x.src[1] + x.src[2] if _missing(ctx, Ops.MULACC) or not dtypes.is_float(x.dtype) else None),
  (UPat(Ops.CMPEQ, name="x"), lambda ctx, x: x.src[0].ne(x.src[1]).logical_not() if _missing(ctx, Ops.CMPEQ) else None),
  (UPat(Ops.SUB, name="x"), lambda ctx, x: x.src[0] + x.src[1] * -1 if _missing(ctx, Ops.SUB) else None),
  (UPat(Ops.NEG, name="x"), lambda ctx, x: (x.src[0] * -1 if not dtypes.is_bool(x.dtype) else x.src[0].ne(True)) if _missing(ctx, Ops.NEG) else None),
  (UPat(Ops.POW, name="x"), lambda ctx, x: (x.src[1] * x.src[0].log2()).exp2() if _missing(ctx, Ops.POW) else None),
  (UPat(Ops.CONST, arg=Invalid, name="x"), lambda x: x.const_like(0)),
])

__all__ = ["emulate_dtypes", "emulates_long", "env_emulated", "fast_idiv", "lower_dtypes", "magic_div", "pm_decomp", "pm_late_decomp", "threefry",
           "threefry2x32"]
