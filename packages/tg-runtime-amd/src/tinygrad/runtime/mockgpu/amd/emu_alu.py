"""The arithmetic of the AMD emulator: vector (VALU) operations on whole waves as numpy arrays, scalar (SALU) ones on Python ints.

Semantics follow AMD's RDNA3 ISA reference: floats are IEEE (fmax/fmin return the non-NaN operand, as in IEEE mode), float to
integer conversions truncate and saturate with NaN -> 0, shifts use the low 5 (6) bits of the shift amount, integer arithmetic
wraps. `VALU[name] = (fn, dst type, source types)`; a name is the mnemonic without its _e32/_e64 encoding suffix.
"""
from __future__ import annotations
from collections.abc import Callable
from fractions import Fraction
from typing import Any
import numpy as np

NP: dict[str, Any] = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": np.uint16, "i16": np.int16, "u16": np.uint16,
                      "b16": np.uint16, "i32": np.int32, "u32": np.uint32, "b32": np.uint32, "i64": np.int64, "u64": np.uint64, "b64": np.uint64}
BITS = {t: np.dtype(d).itemsize * 8 for t, d in NP.items()}
UINT = {16: np.uint16, 32: np.uint32, 64: np.uint64}

def is_float(t: str) -> bool: return t[0] == "f" or t == "bf16"

VALU: dict[str, tuple[Callable[..., Any], str, tuple[str, ...]]] = {}

def _f(x: np.ndarray) -> np.ndarray: return x
def fract(x: np.ndarray) -> np.ndarray:
  r = np.minimum(x - np.floor(x), np.nextafter(x.dtype.type(1), x.dtype.type(0)))
  return np.where(np.isinf(x), x.dtype.type(np.nan), r)
def frexp_mant(x: np.ndarray) -> np.ndarray: return np.where(np.isfinite(x), np.frexp(x)[0], x)
def frexp_exp(x: np.ndarray) -> np.ndarray: return np.where(np.isfinite(x) & (x != 0), np.frexp(x)[1], 0).astype(np.int32)
def rsq(x: np.ndarray) -> np.ndarray: return (1 / np.sqrt(x.astype(np.float64))).astype(x.dtype)
def trig(fn: Callable[..., Any]) -> Callable[..., Any]:
  # v_sin/v_cos take the angle in revolutions
  return lambda x: fn(x.astype(np.float64) * (2 * np.pi)).astype(x.dtype)
def ldexp(a: np.ndarray, e: np.ndarray) -> np.ndarray: return np.ldexp(a, np.clip(e.astype(np.int64), -2000, 2000).astype(np.int32)).astype(a.dtype)

def to_int(x: np.ndarray, t: str) -> np.ndarray:
  """Float to integer: truncate toward zero, saturate, NaN -> 0."""
  info = np.iinfo(NP[t])
  y = np.trunc(np.nan_to_num(x.astype(np.float64), nan=0.0))
  return np.clip(y, info.min, info.max).astype(NP[t])

def to_float(x: np.ndarray, t: str) -> np.ndarray: return x.astype(NP[t])

def rtz_f16(x: np.ndarray) -> np.ndarray:
  y = x.astype(np.float16)
  over = np.isfinite(x) & (np.abs(y.astype(np.float32)) > np.abs(x))
  return np.where(over, np.nextafter(y, np.float16(0)), y)

FUN1: dict[str, Callable[..., Any]] = {
  "trunc": np.trunc, "ceil": np.ceil, "floor": np.floor, "rndne": np.rint, "fract": fract, "sqrt": np.sqrt, "rcp": lambda x: 1 / x,
  "rsq": rsq, "exp": np.exp2, "log": np.log2, "sin": trig(np.sin), "cos": trig(np.cos), "frexp_mant": frexp_mant}
FUN2: dict[str, Callable[..., Any]] = {
  "add": np.add, "sub": np.subtract, "subrev": lambda a, b: b - a, "mul": np.multiply, "max": np.fmax, "min": np.fmin,
  "maximum": np.maximum, "minimum": np.minimum}

for t in ("f16", "f32", "f64"):
  for n, fn in FUN1.items(): VALU[f"v_{n}_{t}"] = (fn, t, (t,))
  for n, fn2 in FUN2.items(): VALU[f"v_{n}_{t}"] = (fn2, t, (t, t))
  VALU[f"v_fma_{t}"] = VALU[f"v_fmac_{t}"] = (lambda a, b, c: (a.astype(np.float64) * b + c).astype(a.dtype) if a.dtype != np.float64
                                              else _fma64(a, b, c), t, (t, t, t))
  VALU[f"v_ldexp_{t}"] = (ldexp, t, (t, "i32"))
  VALU[f"v_frexp_exp_i32_{t}"] = (frexp_exp, "i32", (t,))
  VALU[f"v_div_fixup_{t}"] = (lambda q, d, n: (n / d).astype(q.dtype), t, (t, t, t))  # the exact quotient of the original operands
  VALU[f"v_div_fmas_{t}"] = VALU[f"v_fma_{t}"]
  for n3, fn3 in (("max3", lambda a, b, c: np.fmax(np.fmax(a, b), c)), ("min3", lambda a, b, c: np.fmin(np.fmin(a, b), c)),
                  ("med3", lambda a, b, c: np.where(np.isnan(a) | np.isnan(b) | np.isnan(c), np.fmin(np.fmin(a, b), c),
                                                    np.fmax(np.fmin(a, b), np.fmin(np.fmax(a, b), c))))):
    VALU[f"v_{n3}_{t}"] = (fn3, t, (t, t, t))
  for n in ("max", "min", "max3", "min3", "med3"):  # RDNA4 names
    VALU[f"v_{n.replace('3', '')}{'3' if '3' in n else ''}_num_{t}"] = VALU[f"v_{n}_{t}"]
VALU["v_rcp_iflag_f32"] = VALU["v_rcp_f32"]
VALU["v_mul_dx9_zero_f32"] = (lambda a, b: np.where((a == 0) | (b == 0), np.float32(0), a * b), "f32", ("f32", "f32"))
VALU["v_fmamk_f32"] = VALU["v_fmaak_f32"] = VALU["v_fma_f32"]
VALU["v_fmamk_f16"] = VALU["v_fmaak_f16"] = VALU["v_fma_f16"]
VALU["v_fma_mix_f32"] = VALU["v_fma_f32"]

def _fma64(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
  """float64 fma with one rounding: exact rational arithmetic per lane (no wider float exists), IEEE specials from a*b+c."""
  with np.errstate(all="ignore"): out = a * b + c
  for i in np.flatnonzero(np.isfinite(a) & np.isfinite(b) & np.isfinite(c)):
    exact = Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i]))
    try: out[i] = float(exact) if exact != 0 else out[i]
    except OverflowError: out[i] = np.inf if exact > 0 else -np.inf
  return out

# conversions: v_cvt_<dst>_<src>
for d in ("f16", "f32", "f64"):
  for s in ("f16", "f32", "f64", "i32", "u32", "i16", "u16"):
    if d != s: VALU[f"v_cvt_{d}_{s}"] = (lambda x, dd=d: to_float(x, dd), d, (s,))
for d in ("i32", "u32", "i16", "u16"):
  for s in ("f16", "f32", "f64"): VALU[f"v_cvt_{d}_{s}"] = (lambda x, dd=d: to_int(x, dd), d, (s,))
VALU["v_cvt_i32_i16"] = (lambda x: x.astype(np.int32), "i32", ("i16",))
VALU["v_cvt_u32_u16"] = (lambda x: x.astype(np.uint32), "u32", ("u16",))
VALU["v_cvt_rpi_i32_f32"] = (lambda x: to_int(np.floor(x + np.float32(0.5)), "i32"), "i32", ("f32",))
VALU["v_cvt_flr_i32_f32"] = (lambda x: to_int(np.floor(x), "i32"), "i32", ("f32",))
VALU["v_cvt_nearest_i32_f32"] = VALU["v_cvt_rpi_i32_f32"]
VALU["v_cvt_floor_i32_f32"] = VALU["v_cvt_flr_i32_f32"]
for i in range(4): VALU[f"v_cvt_f32_ubyte{i}"] = (lambda x, k=i: ((x >> np.uint32(8 * k)) & np.uint32(0xFF)).astype(np.float32), "f32", ("u32",))
def pack16(a: np.ndarray, b: np.ndarray) -> np.ndarray:
  return a.view(np.uint16).astype(np.uint32) | b.view(np.uint16).astype(np.uint32) << np.uint32(16)
def sat16(a: np.ndarray) -> np.ndarray: return np.clip(a, -32768, 32767).astype(np.int16)
VALU["v_cvt_pk_rtz_f16_f32"] = (lambda a, b: pack16(rtz_f16(a), rtz_f16(b)), "b32", ("f32", "f32"))
for _t in ("i16", "u16"):  # two floats to 16-bit integers in one register, each truncated and saturated as v_cvt_<t>_f32
  VALU[f"v_cvt_pk_{_t}_f32"] = (lambda a, b, t=_t: pack16(to_int(a, t), to_int(b, t)), "b32", ("f32", "f32"))
VALU["v_pack_b32_f16"] = (pack16, "b32", ("f16", "f16"))
VALU["v_cvt_pk_i16_i32"] = (lambda a, b: pack16(sat16(a), sat16(b)), "b32", ("i32", "i32"))
VALU["v_cvt_pk_u16_u32"] = (lambda a, b: np.minimum(a, 65535) | np.minimum(b, 65535) << np.uint32(16), "b32", ("u32", "u32"))

# integers
def _sh(b: np.ndarray, bits: int) -> np.ndarray: return b & b.dtype.type(bits - 1)
for t, bits in (("b32", 32), ("b64", 64), ("b16", 16)):
  u = t.replace("b", "u")
  it = t.replace("b", "i")
  st = "u32" if bits == 64 else u
  VALU[f"v_lshlrev_{t}"] = (lambda s, x, n=bits: x << _sh(s.astype(x.dtype), n), t, (st, t))
  VALU[f"v_lshrrev_{t}"] = (lambda s, x, n=bits: x >> _sh(s.astype(x.dtype), n), t, (st, t))
  VALU[f"v_ashrrev_{it}"] = (lambda s, x, n=bits: x >> _sh(s.astype(x.dtype), n).astype(x.dtype), it, (st, it))
for t in ("b32", "b16"):
  VALU[f"v_and_{t}"], VALU[f"v_or_{t}"], VALU[f"v_xor_{t}"] = ((np.bitwise_and, t, (t, t)), (np.bitwise_or, t, (t, t)), (np.bitwise_xor, t, (t, t)))
  VALU[f"v_not_{t}"] = (np.invert, t, (t,))
  VALU[f"v_mov_{t}"] = (_f, t, (t,))
VALU["v_xnor_b32"] = (lambda a, b: ~(a ^ b), "b32", ("b32", "b32"))
VALU["v_mov_b64"] = (_f, "b64", ("b64",))
VALU["v_and_or_b32"] = (lambda a, b, c: (a & b) | c, "b32", ("b32",) * 3)
VALU["v_or3_b32"] = (lambda a, b, c: a | b | c, "b32", ("b32",) * 3)
VALU["v_xor3_b32"] = (lambda a, b, c: a ^ b ^ c, "b32", ("b32",) * 3)
VALU["v_lshl_or_b32"] = (lambda a, b, c: (a << (b & np.uint32(31))) | c, "b32", ("b32",) * 3)
VALU["v_lshl_add_u32"] = (lambda a, b, c: (a << (b & np.uint32(31))) + c, "u32", ("u32",) * 3)
VALU["v_add_lshl_u32"] = (lambda a, b, c: (a + b) << (c & np.uint32(31)), "u32", ("u32",) * 3)
VALU["v_add3_u32"] = (lambda a, b, c: a + b + c, "u32", ("u32",) * 3)
VALU["v_xad_u32"] = (lambda a, b, c: (a ^ b) + c, "u32", ("u32",) * 3)
VALU["v_bfe_u32"] = (lambda a, o, w: _bfe(a, o, w, False), "u32", ("u32",) * 3)
VALU["v_bfe_i32"] = (lambda a, o, w: _bfe(a.view(np.uint32), o, w, True), "i32", ("i32", "u32", "u32"))
VALU["v_bfi_b32"] = (lambda m, a, b: (m & a) | (~m & b), "b32", ("b32",) * 3)
VALU["v_bfm_b32"] = (lambda w, o: ((np.uint64(1) << (w & np.uint32(31)).astype(np.uint64)) - np.uint64(1)).astype(np.uint32) << (o & np.uint32(31)),
                     "b32", ("u32", "u32"))
VALU["v_alignbit_b32"] = (lambda a, b, s: ((a.astype(np.uint64) << np.uint64(32) | b) >> (s & np.uint32(31)).astype(np.uint64)).astype(np.uint32),
                          "b32", ("b32",) * 3)
VALU["v_alignbyte_b32"] = (lambda a, b, s: ((a.astype(np.uint64) << np.uint64(32) | b) >> (8 * (s & np.uint32(3))).astype(np.uint64))
                           .astype(np.uint32),
                           "b32", ("b32",) * 3)
VALU["v_bfrev_b32"] = (lambda a: np.array([int(f"{int(x):032b}"[::-1], 2) for x in a], np.uint32), "b32", ("b32",))
VALU["v_bcnt_u32_b32"] = (lambda a, b: np.bitwise_count(a).astype(np.uint32) + b, "u32", ("b32", "u32"))
def _log2i(a: np.ndarray) -> np.ndarray: return np.floor(np.log2(np.maximum(a, 1).astype(np.float64))).astype(np.uint32)
VALU["v_clz_i32_u32"] = (lambda a: np.where(a == 0, np.uint32(0xFFFFFFFF), 31 - _log2i(a)),
                         "u32", ("u32",))
VALU["v_cls_i32"] = (lambda a: (lambda x: np.where(x == 0, np.uint32(0xFFFFFFFF), 31 - _log2i(x)))((a ^ (0 - (a >> 31))) & np.uint32(0x7FFFFFFF)),
                     "u32", ("u32",))
VALU["v_ctz_i32_b32"] = (lambda a: np.where(a == 0, np.uint32(0xFFFFFFFF), np.log2((a & (~a + np.uint32(1))).astype(np.float64)).astype(np.uint32)),
                         "u32", ("b32",))
for t in ("u32", "i32", "u16", "i16"):
  VALU[f"v_max_{t}"], VALU[f"v_min_{t}"] = (np.maximum, t, (t, t)), (np.minimum, t, (t, t))
  VALU[f"v_max3_{t}"] = (lambda a, b, c: np.maximum(np.maximum(a, b), c), t, (t,) * 3)
  VALU[f"v_min3_{t}"] = (lambda a, b, c: np.minimum(np.minimum(a, b), c), t, (t,) * 3)
  VALU[f"v_med3_{t}"] = (lambda a, b, c: np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c)), t, (t,) * 3)
for t in ("u32", "u16"):
  VALU[f"v_add_nc_{t}"] = (np.add, t, (t, t))
  VALU[f"v_sub_nc_{t}"] = (np.subtract, t, (t, t))
  VALU[f"v_subrev_nc_{t}"] = (lambda a, b: b - a, t, (t, t))
VALU["v_add_nc_i32"], VALU["v_sub_nc_i32"] = (np.add, "i32", ("i32", "i32")), (np.subtract, "i32", ("i32", "i32"))
VALU["v_add_nc_i16"], VALU["v_sub_nc_i16"] = (np.add, "i16", ("i16", "i16")), (np.subtract, "i16", ("i16", "i16"))
VALU["v_mul_lo_u32"] = (np.multiply, "u32", ("u32", "u32"))
VALU["v_mul_lo_u16"] = (np.multiply, "u16", ("u16", "u16"))
VALU["v_mul_hi_u32"] = (lambda a, b: ((a.astype(np.uint64) * b) >> np.uint64(32)).astype(np.uint32), "u32", ("u32", "u32"))
VALU["v_mul_hi_i32"] = (lambda a, b: ((a.astype(np.int64) * b) >> np.int64(32)).astype(np.int32), "i32", ("i32", "i32"))
def _u24(x: np.ndarray) -> np.ndarray: return (x & np.uint32(0xFFFFFF)).astype(np.uint64)
def _i24(x: np.ndarray) -> np.ndarray: return ((x.view(np.uint32) << np.uint32(8)).view(np.int32) >> np.int32(8)).astype(np.int64)
VALU["v_mul_u32_u24"] = (lambda a, b: (_u24(a) * _u24(b)).astype(np.uint32), "u32", ("u32", "u32"))
VALU["v_mul_hi_u32_u24"] = (lambda a, b: ((_u24(a) * _u24(b)) >> np.uint64(32)).astype(np.uint32), "u32", ("u32", "u32"))
VALU["v_mul_i32_i24"] = (lambda a, b: (_i24(a) * _i24(b)).astype(np.uint64).astype(np.uint32), "u32", ("u32", "u32"))
VALU["v_mul_hi_i32_i24"] = (lambda a, b: ((_i24(a) * _i24(b)) >> np.int64(32)).astype(np.int32), "i32", ("u32", "u32"))
VALU["v_mad_u32_u24"] = (lambda a, b, c: (_u24(a) * _u24(b) + c).astype(np.uint32), "u32", ("u32",) * 3)
VALU["v_mad_i32_i24"] = (lambda a, b, c: (_i24(a) * _i24(b) + c.view(np.int32)).astype(np.uint64).astype(np.uint32), "u32", ("u32",) * 3)
VALU["v_perm_b32"] = (lambda a, b, s: _perm(a, b, s), "b32", ("b32",) * 3)
VALU["v_mad_u16"] = (lambda a, b, c: a * b + c, "u16", ("u16",) * 3)

def _bfe(a: np.ndarray, o: np.ndarray, w: np.ndarray, signed: bool) -> np.ndarray:
  o, w = (o & np.uint32(31)).astype(np.uint64), (w & np.uint32(31)).astype(np.uint64)
  v = (a.astype(np.uint64) >> o) & ((np.uint64(1) << w) - np.uint64(1))
  if not signed: return v.astype(np.uint32)
  neg = (w > 0) & ((v >> np.maximum(w, 1) - np.uint64(1)) & np.uint64(1) == 1)
  sv = np.where(neg, v.astype(np.int64) - (np.int64(1) << w.astype(np.int64)), v.astype(np.int64))
  return sv.astype(np.int32)

def _perm(a: np.ndarray, b: np.ndarray, s: np.ndarray) -> np.ndarray:
  pool = np.stack([b, a], axis=1).view(np.uint8)  # bytes 0-3 of b, then 4-7 of a
  out = np.zeros(len(a), np.uint32)
  for k in range(4):
    sel = (s >> np.uint32(8 * k)) & np.uint32(0xFF)
    byte = pool[np.arange(len(a)), np.minimum(sel, 7)].astype(np.uint32)
    byte = np.where(sel >= 13, np.uint32(0xFF), np.where(sel == 12, np.uint32(0), byte))
    sign = lambda i, sel=sel: (pool[np.arange(len(a)), i] >> 7).astype(np.uint32) * np.uint32(0xFF)
    for sv, i in ((8, 1), (9, 3), (10, 5), (11, 7)): byte = np.where(sel == sv, sign(i), byte)
    out |= byte << np.uint32(8 * k)
  return out

# comparisons: (name, test on a, b)
def _unord(a: np.ndarray, b: np.ndarray) -> np.ndarray: return np.isnan(a) | np.isnan(b)
FCMP: dict[str, Callable[[Any, Any], Any]] = {
  "f": lambda a, b: np.zeros(a.shape, bool), "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
  "lg": lambda a, b: (a < b) | (a > b), "ge": np.greater_equal, "o": lambda a, b: ~_unord(a, b), "u": _unord,
  "nge": lambda a, b: ~(a >= b), "nlg": lambda a, b: ~((a < b) | (a > b)), "ngt": lambda a, b: ~(a > b), "nle": lambda a, b: ~(a <= b),
  "neq": lambda a, b: ~(a == b), "nlt": lambda a, b: ~(a < b), "t": lambda a, b: np.ones(a.shape, bool), "tru": lambda a, b: np.ones(a.shape, bool)}
ICMP: dict[str, Callable[[Any, Any], Any]] = {"f": FCMP["f"], "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
                                               "ne": np.not_equal, "lg": np.not_equal, "ge": np.greater_equal, "t": FCMP["t"]}
CMP: dict[str, tuple[Callable[[Any, Any], Any], str]] = {}
for t in ("f16", "f32", "f64"):
  for c, fn in FCMP.items(): CMP[f"{c}_{t}"] = (fn, t)
for t in ("i16", "u16", "i32", "u32", "i64", "u64"):
  for c, fn in ICMP.items(): CMP[f"{c}_{t}"] = (fn, t)

def fclass(x: np.ndarray, mask: np.ndarray) -> np.ndarray:
  """v_cmp_class: bit k of the mask selects sNaN, qNaN, -inf, -normal, -denormal, -0, +0, +denormal, +normal, +inf."""
  bits = x.view(UINT[x.dtype.itemsize * 8])
  quiet = (bits >> bits.dtype.type(np.finfo(x.dtype).nmant - 1)) & bits.dtype.type(1)
  neg, tiny = np.signbit(x), np.abs(x) < np.finfo(x.dtype).tiny
  cls = np.select([np.isnan(x) & (quiet == 0), np.isnan(x), np.isinf(x) & neg, neg & ~tiny, neg & (x != 0), neg, x == 0, tiny, ~np.isinf(x)],
                  [0, 1, 2, 3, 4, 5, 6, 7, 8], 9)
  return ((mask.astype(np.uint32) >> cls.astype(np.uint32)) & np.uint32(1)).astype(bool)

# ---- scalar ALU: fn(a, b) on Python ints -> (result, scc or None to leave SCC) ----
M32, M64 = 0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF

def sx32(x: int) -> int: return x - (1 << 32) if x & 0x80000000 else x
def sx64(x: int) -> int: return x - (1 << 64) if x >> 63 else x

def _bfe_s(a: int, b: int, bits: int, signed: bool) -> int:
  o, w = b & (bits - 1), (b >> 16) & 0x7F
  v = (a >> o) & ((1 << w) - 1) if w else 0
  if signed and w and v >> (w - 1) & 1: v -= 1 << w
  return v & (M32 if bits == 32 else M64)

SALU2: dict[str, Callable[[int, int, int], tuple[int, int | None]]] = {  # (a, b, scc)
  "s_add_u32": lambda a, b, c: ((a + b) & M32, int(a + b > M32)), "s_sub_u32": lambda a, b, c: ((a - b) & M32, int(b > a)),
  "s_add_i32": lambda a, b, c: ((a + b) & M32, int(not -2**31 <= sx32(a) + sx32(b) < 2**31)),
  "s_sub_i32": lambda a, b, c: ((a - b) & M32, int(not -2**31 <= sx32(a) - sx32(b) < 2**31)),
  "s_addc_u32": lambda a, b, c: ((a + b + c) & M32, int(a + b + c > M32)), "s_subb_u32": lambda a, b, c: ((a - b - c) & M32, int(b + c > a)),
  "s_absdiff_i32": lambda a, b, c: ((r := abs(sx32(a) - sx32(b)) & M32), int(r != 0)),
  "s_lshl_b32": lambda a, b, c: ((r := (a << (b & 31)) & M32), int(r != 0)),
  "s_lshl_b64": lambda a, b, c: ((r := (a << (b & 63)) & M64), int(r != 0)),
  "s_lshr_b32": lambda a, b, c: ((r := a >> (b & 31)), int(r != 0)), "s_lshr_b64": lambda a, b, c: ((r := a >> (b & 63)), int(r != 0)),
  "s_ashr_i32": lambda a, b, c: ((r := (sx32(a) >> (b & 31)) & M32), int(r != 0)),
  "s_ashr_i64": lambda a, b, c: ((r := (sx64(a) >> (b & 63)) & M64), int(r != 0)),
  "s_min_i32": lambda a, b, c: (a if sx32(a) <= sx32(b) else b, int(sx32(a) <= sx32(b))),
  "s_min_u32": lambda a, b, c: (min(a, b), int(a <= b)),
  "s_max_i32": lambda a, b, c: (a if sx32(a) >= sx32(b) else b, int(sx32(a) >= sx32(b))),
  "s_max_u32": lambda a, b, c: (max(a, b), int(a >= b)),
  "s_mul_i32": lambda a, b, c: ((a * b) & M32, None), "s_mul_hi_u32": lambda a, b, c: ((a * b) >> 32, None),
  "s_mul_hi_i32": lambda a, b, c: (((sx32(a) * sx32(b)) >> 32) & M32, None),
  "s_cselect_b32": lambda a, b, c: (a if c else b, None), "s_cselect_b64": lambda a, b, c: (a if c else b, None),
  "s_bfe_u32": lambda a, b, c: ((r := _bfe_s(a, b, 32, False)), int(r != 0)),
  "s_bfe_i32": lambda a, b, c: ((r := _bfe_s(a, b, 32, True)), int(r != 0)),
  "s_bfe_u64": lambda a, b, c: ((r := _bfe_s(a, b, 64, False)), int(r != 0)),
  "s_bfe_i64": lambda a, b, c: ((r := _bfe_s(a, b, 64, True)), int(r != 0)),
  "s_bfm_b32": lambda a, b, c: ((((1 << (a & 31)) - 1) << (b & 31)) & M32, None),
  "s_bfm_b64": lambda a, b, c: ((((1 << (a & 63)) - 1) << (b & 63)) & M64, None),
  "s_pack_ll_b32_b16": lambda a, b, c: ((a & 0xFFFF) | (b & 0xFFFF) << 16, None),
  "s_pack_lh_b32_b16": lambda a, b, c: ((a & 0xFFFF) | (b & 0xFFFF0000), None),
  "s_pack_hh_b32_b16": lambda a, b, c: ((a >> 16) | (b & 0xFFFF0000), None),
  "s_pack_hl_b32_b16": lambda a, b, c: ((a >> 16) | (b & 0xFFFF) << 16, None),
}
for _k in range(1, 5): SALU2[f"s_lshl{_k}_add_u32"] = (lambda k: lambda a, b, c: (((a << k) + b) & M32, int(((a << k) + b) > M32)))(_k)
for _w, _m in ((32, M32), (64, M64)):
  for _n, _fn in (("and", lambda a, b: a & b), ("or", lambda a, b: a | b), ("xor", lambda a, b: a ^ b), ("nand", lambda a, b: ~(a & b)),
                  ("nor", lambda a, b: ~(a | b)), ("xnor", lambda a, b: ~(a ^ b)), ("and_not1", lambda a, b: a & ~b),
                  ("or_not1", lambda a, b: a | ~b)):
    SALU2[f"s_{_n}_b{_w}"] = (lambda fn, m: lambda a, b, c: ((r := fn(a, b) & m), int(r != 0)))(_fn, _m)
CMPS = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b, "lt": lambda a, b: a < b,
        "le": lambda a, b: a <= b}
SCMP: dict[str, Callable[[int, int], bool]] = {}
for _c, _fn in CMPS.items():
  SCMP[f"s_cmp_{_c}_u32"] = _fn
  SCMP[f"s_cmp_{_c}_i32"] = (lambda fn: lambda a, b: fn(sx32(a), sx32(b)))(_fn)
  SCMP[f"s_cmp_{_c}_u64"] = _fn
SCMP["s_bitcmp0_b32"] = lambda a, b: not (a >> (b & 31)) & 1
SCMP["s_bitcmp1_b32"] = lambda a, b: bool((a >> (b & 31)) & 1)
SCMP["s_bitcmp0_b64"] = lambda a, b: not (a >> (b & 63)) & 1
SCMP["s_bitcmp1_b64"] = lambda a, b: bool((a >> (b & 63)) & 1)

def _ctz(a: int, bits: int) -> int: return (a & -a).bit_length() - 1 if a else M32
def _clz(a: int, bits: int) -> int: return bits - a.bit_length() if a else M32
def _cls(a: int, bits: int) -> int:
  """Leading bits equal to the sign bit, the sign bit included (where the first differing bit is, from the top); -1 when all are."""
  x = (a ^ -((a >> (bits - 1)) & 1)) & ((1 << (bits - 1)) - 1)
  return bits - x.bit_length() if x else M32
SALU1: dict[str, Callable[[int], tuple[int, int | None]]] = {
  "s_mov_b32": lambda a: (a, None), "s_mov_b64": lambda a: (a, None),
  "s_not_b32": lambda a: ((r := ~a & M32), int(r != 0)), "s_not_b64": lambda a: ((r := ~a & M64), int(r != 0)),
  "s_brev_b32": lambda a: (int(f"{a:032b}"[::-1], 2), None), "s_brev_b64": lambda a: (int(f"{a:064b}"[::-1], 2), None),
  "s_bcnt1_i32_b32": lambda a: ((r := a.bit_count()), int(r != 0)), "s_bcnt1_i32_b64": lambda a: ((r := a.bit_count()), int(r != 0)),
  "s_bcnt0_i32_b32": lambda a: ((r := 32 - a.bit_count()), int(r != 0)), "s_bcnt0_i32_b64": lambda a: ((r := 64 - a.bit_count()), int(r != 0)),
  "s_ctz_i32_b32": lambda a: (_ctz(a, 32), None), "s_ctz_i32_b64": lambda a: (_ctz(a, 64), None),
  "s_clz_i32_u32": lambda a: (_clz(a, 32), None), "s_clz_i32_u64": lambda a: (_clz(a, 64), None),
  "s_cls_i32": lambda a: (_cls(a, 32), None), "s_cls_i32_i64": lambda a: (_cls(a, 64), None),
  "s_sext_i32_i8": lambda a: ((a & 0xFF) - (0x100 if a & 0x80 else 0) & M32, None),
  "s_sext_i32_i16": lambda a: ((a & 0xFFFF) - (0x10000 if a & 0x8000 else 0) & M32, None),
  "s_abs_i32": lambda a: ((r := abs(sx32(a)) & M32), int(r != 0)),
  "s_quadmask_b32": lambda a: ((r := sum(1 << i for i in range(8) if (a >> 4 * i) & 0xF)), int(r != 0)),
  "s_wqm_b32": lambda a: ((r := sum(0xF << 4 * i for i in range(8) if (a >> 4 * i) & 0xF)), int(r != 0)),
}
# s_<op>_saveexec: sdst = exec; exec = op(src, exec); scc = exec != 0
SAVEEXEC: dict[str, Callable[[int, int], int]] = {
  "and": lambda s, e: s & e, "or": lambda s, e: s | e, "xor": lambda s, e: s ^ e, "nand": lambda s, e: ~(s & e), "nor": lambda s, e: ~(s | e),
  "xnor": lambda s, e: ~(s ^ e), "and_not0": lambda s, e: ~s & e, "or_not0": lambda s, e: ~s | e, "and_not1": lambda s, e: s & ~e,
  "or_not1": lambda s, e: s | ~e}

# RDNA4's scalar float ops (f32 bits in SGPRs)
def _sf(x: int) -> Any: return np.array(x & M32, np.uint32).view(np.float32)[()]
def _b(x: Any) -> int: return int(np.array(x, np.float32).view(np.uint32))
SALU2.update({"s_add_f32": lambda a, b, c: (_b(_sf(a) + _sf(b)), None), "s_sub_f32": lambda a, b, c: (_b(_sf(a) - _sf(b)), None),
              "s_mul_f32": lambda a, b, c: (_b(_sf(a) * _sf(b)), None), "s_max_num_f32": lambda a, b, c: (_b(np.fmax(_sf(a), _sf(b))), None),
              "s_min_num_f32": lambda a, b, c: (_b(np.fmin(_sf(a), _sf(b))), None)})
SALU1.update({"s_cvt_f32_i32": lambda a: (_b(np.float32(sx32(a))), None), "s_cvt_f32_u32": lambda a: (_b(np.float32(a)), None),
              "s_cvt_i32_f32": lambda a: (int(to_int(np.array([_sf(a)]), "i32")[0]) & M32, None),
              "s_cvt_u32_f32": lambda a: (int(to_int(np.array([_sf(a)]), "u32")[0]), None),
              "s_ceil_f32": lambda a: (_b(np.ceil(_sf(a))), None), "s_floor_f32": lambda a: (_b(np.floor(_sf(a))), None),
              "s_trunc_f32": lambda a: (_b(np.trunc(_sf(a))), None), "s_rndne_f32": lambda a: (_b(np.rint(_sf(a))), None)})
for _c, _fn in FCMP.items():
  SCMP[f"s_cmp_{_c}_f32"] = lambda a, b, fn=_fn: bool(fn(np.array([_sf(a)]), np.array([_sf(b)]))[0])  # type: ignore[misc]
# RDNA4 renames
SALU2.update({"s_add_co_i32": SALU2["s_add_i32"], "s_sub_co_i32": SALU2["s_sub_i32"], "s_add_co_u32": SALU2["s_add_u32"],
              "s_sub_co_u32": SALU2["s_sub_u32"], "s_add_co_ci_u32": SALU2["s_addc_u32"], "s_sub_co_ci_u32": SALU2["s_subb_u32"],
              "s_add_nc_u64": lambda a, b, c: ((a + b) & M64, None),
              "s_sub_nc_u64": lambda a, b, c: ((a - b) & M64, None), "s_mul_u64": lambda a, b, c: ((a * b) & M64, None)})
# CDNA3/4 additions
VALU["v_lshl_add_u64"] = (lambda a, s, c: (a << (s.astype(np.uint64) & np.uint64(63))) + c, "u64", ("u64", "u32", "u64"))
VALU["v_cvt_pk_f16_f32"] = (lambda a, b: pack16(a.astype(np.float16), b.astype(np.float16)), "b32", ("f32", "f32"))
VALU["v_mad_i16"] = (lambda a, b, c: a * b + c, "i16", ("i16",) * 3)
VALU["v_mad_legacy_u16"], VALU["v_mad_legacy_i16"] = VALU["v_mad_u16"], VALU["v_mad_i16"]
def _h(x: int) -> Any: return np.array(x & 0xFFFF, np.uint16).view(np.float16)[()]
def _hb(x: Any) -> int: return int(np.array(x, np.float16).view(np.uint16))
SALU1.update({"s_cvt_f32_f16": lambda a: (_b(np.float32(_h(a))), None), "s_cvt_hi_f32_f16": lambda a: (_b(np.float32(_h(a >> 16))), None),
              "s_cvt_f16_f32": lambda a: (_hb(np.float16(_sf(a))), None)})
SALU2.update({"s_add_f16": lambda a, b, c: (_hb(_h(a) + _h(b)), None), "s_sub_f16": lambda a, b, c: (_hb(_h(a) - _h(b)), None),
              "s_mul_f16": lambda a, b, c: (_hb(_h(a) * _h(b)), None), "s_max_num_f16": lambda a, b, c: (_hb(np.fmax(_h(a), _h(b))), None),
              "s_min_num_f16": lambda a, b, c: (_hb(np.fmin(_h(a), _h(b))), None),
              "s_cvt_pk_rtz_f16_f32": lambda a, b, c: (int(VALU["v_cvt_pk_rtz_f16_f32"][0](np.array([_sf(a)]), np.array([_sf(b)]))[0]), None)})
for _c, _fn in FCMP.items():
  SCMP[f"s_cmp_{_c}_f16"] = lambda a, b, fn=_fn: bool(fn(np.array([_h(a)]), np.array([_h(b)]))[0])  # type: ignore[misc]
