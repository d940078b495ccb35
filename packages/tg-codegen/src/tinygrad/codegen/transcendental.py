"""exp2, log2 and sin as polynomials, for renderers without them (not in code_for_op) or with TRANSCENDENTAL>=2.

float32 and float64 have their own evaluations; other float widths compute in float32 and round back.
- exp2: x = q + s with q = round(x), |s| <= 1/2; 2^s by its Taylor series (degree 7 / 13); times 2^q built from exponent bits
  in two halves, so results that overflow become inf and ones that underflow go through denormals to 0.
- log2: x = m * 2^e with m in [sqrt(1/2), sqrt(2)) (denormals are scaled up first); log2(m) = 2/ln2 * atanh(t),
  t = (m-1)/(m+1), by its odd series; log2(0) = -inf, log2(<0) = NaN, log2(inf) = inf.
- sin: x = k*pi/2 + r, |r| <= pi/4 (Cody-Waite with a three-part pi/2; float32 reduces in float64), then the sine or
  cosine series of r by k mod 4. Arguments with |x| >= 2^20 are reduced Payne-Hanek style (the bits of 2/pi that matter
  mod 4 for x's exponent, times x's mantissa: float32 exactly in float64, float64 in 32-bit limbs of uint64 products),
  so every finite float32 and float64 is a few ulp.
NaN inputs give NaN.
"""
from __future__ import annotations
import math
from fractions import Fraction
from tinygrad.dtype import DType, dtypes
from tinygrad.helpers import TRANSCENDENTAL
from tinygrad.uop import Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat
from tinygrad.renderer import Renderer

# float layout: (int dtype of the same width, mantissa bits, exponent bias)
LAYOUT = {dtypes.float32: (dtypes.int32, 23, 127), dtypes.float64: (dtypes.int64, 52, 1023)}
def _pi_fixed(n: int) -> int:
  """floor(pi * 2^n) up to a unit in the last place, from Machin's formula pi = 16 atan(1/5) - 4 atan(1/239) in integers."""
  def atan_inv(k: int, one: int) -> int:
    acc, t, i = 0, one // k, 0
    while t: acc, t, i = acc + (-1) ** i * (t // (2 * i + 1)), t // (k * k), i + 1
    return acc
  one = 1 << (n + 32)
  return (16 * atan_inv(5, one) - 4 * atan_inv(239, one)) >> 32

def _two_over_pi_fixed(n: int) -> int:
  """floor(2/pi * 2^n) (the bits of 2/pi after the binary point, n of them)."""
  return (1 << (2 * n + 65)) // _pi_fixed(n + 64)

PI_2 = Fraction(_pi_fixed(256), 1 << 257)

def _bits_split(v: Fraction, bits: int) -> float:
  """v rounded to `bits` significant bits (so k*result is exact in float64 while |k| < 2^(53-bits))."""
  e = math.floor(math.log2(v))
  return float(Fraction(round(v / Fraction(2) ** (e - bits + 1))) * Fraction(2) ** (e - bits + 1))
P1 = _bits_split(PI_2, 33)
P2 = _bits_split(PI_2 - Fraction(P1), 33)
P3 = float(PI_2 - Fraction(P1) - Fraction(P2))
# bits of 2/pi after the binary point, 8 zero bits in front (a float32 exponent may start the window before bit 1), as 32-bit words
TWO_OVER_PI_WORDS = [(_two_over_pi_fixed(216) >> (32 * (6 - j))) & 0xFFFFFFFF for j in range(7)]
# for float64: 64 zero bits in front (the window of |x| >= 2^20 starts at bit >= -33), 41 words reach past the largest exponent's
TWO_OVER_PI_WORDS64 = [(_two_over_pi_fixed(41 * 32 - 64) >> (32 * (40 - j))) & 0xFFFFFFFF for j in range(41)]

def _poly(x: UOp, coeffs: list[float]) -> UOp:
  """coeffs[0] + coeffs[1]*x + ... by Horner's rule."""
  acc = x.const_like(coeffs[-1])
  for c in reversed(coeffs[:-1]): acc = acc * x + c
  return acc

def _clamp(x: UOp, lo: float, hi: float) -> UOp: return x.lt(lo).where(x.const_like(lo), x.lt(hi).where(x, x.const_like(hi)))

def _round(x: UOp) -> UOp:
  """round(x), half away from zero, as the int of x's width (|x| must fit it)."""
  return (x + x.lt(0).where(x.const_like(-0.5), x.const_like(0.5))).cast(LAYOUT[x.dtype.scalar()][0].vec(x.dtype.count))

def _pow2i(q: UOp, dt: DType) -> UOp:
  """2.0**q as dt from the exponent bits; q must be in the normal exponent range."""
  _, mant, bias = LAYOUT[dt.scalar()]
  return ((q + bias) << mant).bitcast(dt)

# each function works on scalars and on vectors (x.dtype may be a float32/float64 vector): `dt` is the scalar dtype
def exp2(x: UOp) -> UOp:
  dt = x.dtype.scalar()
  it, mant, _ = LAYOUT[dt]
  lo, hi = (-160.0, 130.0) if dt == dtypes.float32 else (-1100.0, 1030.0)
  # clamped so that NaN stays NaN (a min and a max instruction); it then reaches p, and NaN times any 2^q is NaN
  up = x.const_like(hi).lt(x).where(x.const_like(hi), x)
  xc = up.lt(lo).where(x.const_like(lo), up)
  # round to nearest by adding 1.5 * 2^mant: the sum's low bits are q (|xc| < 2^(mant-1)), and no float -> int conversion
  magic = xc.const_like(1.5 * 2.0 ** mant)
  t = xc + magic
  q = t.bitcast(it.vec(x.dtype.count)) - magic.bitcast(it.vec(x.dtype.count))
  p = _poly(xc - (t - magic), [math.log(2) ** k / math.factorial(k) for k in range(8 if dt == dtypes.float32 else 14)])
  q1 = q >> 1  # 2^q = 2^q1 * 2^(q-q1): each half stays a normal power of two
  return p * _pow2i(q1, x.dtype) * _pow2i(q - q1, x.dtype)

def log2(x: UOp) -> UOp:
  dt, n = x.dtype.scalar(), x.dtype.count
  it, mant, bias = LAYOUT[dt]
  it = it.vec(n)
  tiny = x.lt(2.0 ** (1 - bias))
  bits = tiny.where(x * 2.0 ** 64, x).bitcast(it)
  e = (bits >> mant) - bias - tiny.where(bits.const_like(64), bits.const_like(0))
  m = ((bits & ((1 << mant) - 1)) | (bias << mant)).bitcast(x.dtype)
  big = m.lt(math.sqrt(2)).logical_not()
  m, e = big.where(m * 0.5, m), e + big.cast(it)
  t = (m - 1.0) / (m + 1.0)
  ret = e.cast(x.dtype) + t * _poly(t * t, [2 / math.log(2) / (2 * k + 1) for k in range(5 if dt == dtypes.float32 else 11)])
  ret = x.eq(0.0).where(x.const_like(-math.inf), x.eq(math.inf).where(x, ret))
  return (x.lt(0.0) | x.ne(x)).where(x.const_like(math.nan), ret)

def _pick(j: UOp, words: list[int]) -> UOp:
  """words[j] for a per-lane index j (a WHERE chain: the table is a handful of constants)."""
  acc = j.const_like(words[-1])
  for t in range(len(words) - 2, -1, -1): acc = j.eq(t).where(j.const_like(words[t]), acc)
  return acc

def _window(j: UOp, words: list[int], count: int) -> list[UOp]:
  """[words[j], ..., words[j+count-1]] for a per-lane index j >= 0: a barrel shifter over j's bits, high bit first, that keeps
  only the entries still reachable (about a third of the WHERE ops of one chain per word)."""
  nb = max(len(words) - count, 1).bit_length()
  cand = [j.const_like(w) for w in words] + [j.const_like(0)] * (count + (1 << nb))
  for b in reversed(range(nb)):
    bit = ((j >> b) & 1).eq(1)
    cand = [bit.where(cand[t + (1 << b)], cand[t]) for t in range(count + (1 << b) - 1)]
  return cand[:count]

def _payne_hanek(x: UOp) -> tuple[UOp, UOp]:
  """(k, r) with |x| = k*pi/2 + r for a float32 |x| >= 2^20 of any size: |x| = m*2^e (m a 24-bit int), and m times the bits
  of 2^e*2/pi that matter mod 4, taken in three 24-bit chunks so every product is exact in float64."""
  n = x.dtype.count
  i64, u64, f64 = dtypes.int64.vec(n), dtypes.uint64.vec(n), dtypes.float64.vec(n)
  bits = x.bitcast(dtypes.int32.vec(n)).cast(i64) & 0x7FFFFFFF
  e, m = (bits >> 23) - 150, (bits & 0x7FFFFF) | 0x800000
  q0 = e + 6  # window start in the padded bit string: bit e-1 of 2/pi (>= 3 where this route is taken)
  f = m.const_like(0).cast(f64)
  for c in range(3):
    q = q0 + 24 * c
    j, o = q >> 5, q & 31
    hi, lo = _pick(j, TWO_OVER_PI_WORDS).cast(u64), _pick(j + 1, TWO_OVER_PI_WORDS).cast(u64)  # unsigned: the << 32 may not overflow
    win = ((((hi << 32) | lo) >> (40 - o).cast(u64)) & 0xFFFFFF).cast(i64)
    y = m * win
    f = f + ((y & 0xFFFFFF) if c == 0 else y).cast(f64) * 2.0 ** (-22 - 24 * c)  # chunk 0 taken mod 4 exactly in ints
  k = _round(f)
  return k, (f - k.cast(f64)) * float(PI_2)

def _payne_hanek64(x: UOp) -> tuple[UOp, UOp]:
  """(k, r) with |x| = k*pi/2 + r (k mod 4 exact) for a float64 |x| >= 2^20 of any size: |x| = m*2^e (m a 53-bit int) and
  x*2/pi mod 4 = m times the 192 bits of 2/pi from bit e-1 on, in 32-bit limbs with uint64 products (exact), mod 2^192. The
  window carries 2^-138 of a quadrant, far below the 2^-62 that separates a float64 from a multiple of pi/2."""
  n = x.dtype.count
  i64, u64, f64 = dtypes.int64.vec(n), dtypes.uint64.vec(n), dtypes.float64.vec(n)
  bits = x.bitcast(i64) & 0x7FFFFFFFFFFFFFFF
  m = ((bits & ((1 << 52) - 1)) | (1 << 52)).cast(u64)
  t0 = (bits >> 52) - 1013  # bit e-1 of 2/pi in the padded string (e = exponent - 1075); >= 30 where this route is taken
  j, o = t0 >> 5, (t0 & 31).cast(u64)
  w = [v.cast(u64) for v in _window(j, TWO_OVER_PI_WORDS64, 7)]
  b = [((w[i] << o) | (w[i + 1] >> (32 - o))) & 0xFFFFFFFF for i in reversed(range(6))]  # b[0] is the lowest limb
  ml, mh = m & 0xFFFFFFFF, m >> 32
  lo, hi = [ml * v for v in b], [mh * v for v in b]  # < 2^64 and < 2^53: exact
  limbs, carry = [], m.const_like(0)
  for p in range(6):
    v = (lo[p] & 0xFFFFFFFF) + carry
    if p >= 1: v = v + (lo[p - 1] >> 32) + (hi[p - 1] & 0xFFFFFFFF)
    if p >= 2: v = v + (hi[p - 2] >> 32)
    limbs.append(v & 0xFFFFFFFF)
    carry = v >> 32
  top = limbs[5]  # 2 bits of quadrant, then the fraction from 2^-1
  half = (top >> 29) & 1
  k = ((top >> 30) + half).cast(i64)
  flip = half * 0xFFFFFFFF  # a fraction >= 1/2 rounds k up: r = -(1 - f), and 1 - f is ~f to 2^-190
  rq = m.const_like(0).cast(f64)
  for p, scale in ((2, -126), (3, -94), (4, -62), (5, -30)):  # smallest first: one rounding at the end, in effect
    rq = rq + ((limbs[p] ^ flip) & (0x1FFFFFFF if p == 5 else 0xFFFFFFFF)).cast(i64).cast(f64) * 2.0 ** scale
  r = rq * float(PI_2)
  return k, half.eq(1).where(-r, r)

def sin(x: UOp) -> UOp:
  dt, f64 = x.dtype.scalar(), dtypes.float64.vec(x.dtype.count)
  xd = x if dt == dtypes.float64 else x.cast(f64)
  k = _round(_clamp(xd * (2 / math.pi), -2.0 ** 52, 2.0 ** 52))
  kf = k.cast(f64)
  r = ((xd - kf * P1) - kf * P2) - kf * P3
  if dt in LAYOUT:  # Cody-Waite loses bits once k*P1 is inexact: huge arguments take the Payne-Hanek route
    kp, rp = (_payne_hanek if dt == dtypes.float32 else _payne_hanek64)(x)
    big, neg = (xd * xd).lt(2.0 ** 40).logical_not(), x.lt(0.0)
    k, r = big.where(neg.where(-kp, kp), k), big.where(neg.where(-rp, rp), r)
  r = r if dt == dtypes.float64 else r.cast(x.dtype)
  r2, n = r * r, 5 if dt == dtypes.float32 else 10
  s = r + r * r2 * _poly(r2, [(-1) ** (j + 1) / math.factorial(2 * j + 3) for j in range(n)])
  c = _poly(r2, [(-1) ** j / math.factorial(2 * j) for j in range(n + 1)])
  val = (k & 1).eq(1).where(c, s)
  ret = x.eq(0.0).where(x, (k & 2).eq(2).where(-val, val))  # sin(-0.) is -0.
  return (x.ne(x) | x.eq(math.inf) | x.eq(-math.inf)).where(x.const_like(math.nan), ret)

def _wanted(ren: Renderer, op: Ops) -> bool: return op not in ren.code_for_op or TRANSCENDENTAL >= 2

def _decompose(ctx: Renderer, x: UOp) -> UOp | None:
  if not _wanted(ctx, x.op) or not dtypes.is_float(x.dtype): return None
  fn = {Ops.EXP2: exp2, Ops.LOG2: log2, Ops.SIN: sin}[x.op]
  return fn(x.src[0]) if x.dtype.scalar() in LAYOUT else fn(x.src[0].cast(dtypes.float32.vec(x.dtype.count))).cast(x.dtype)

pm_transcendental = PatternMatcher([(UPat((Ops.EXP2, Ops.LOG2, Ops.SIN), name="x"), _decompose)])

def _f64(x: UOp) -> UOp | None: return {Ops.EXP2: exp2, Ops.LOG2: log2, Ops.SIN: sin}[x.op](x.src[0]) if x.dtype.scalar() == dtypes.float64 else None

# for GPU targets whose exp2/log2/sin exist in f32 only: float64 takes the full-precision polynomials, never a silent f32 round trip
pm_f64_transcendental = PatternMatcher([(UPat((Ops.EXP2, Ops.LOG2, Ops.SIN), name="x"), _f64)])
