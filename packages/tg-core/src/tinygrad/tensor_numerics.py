"""The numerics behind Tensor's math: series coefficients, float64 exp/log/pow in double-double steps, fmod, erf, and the
value-and-gradient pairs (pow, binary cross-entropy) whose backward is written by hand."""
from __future__ import annotations
import functools, math
from typing import TYPE_CHECKING, Any
from collections.abc import Callable
from fractions import Fraction
from tinygrad.device import is_dtype_supported
from tinygrad.dtype import dtypes
from tinygrad.helpers import all_int
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

_CAST_BACK = (dtypes.float16, dtypes.bfloat16, *dtypes.fp8s)  # low-precision floats whose reductions run in float32 and are cast back

# asin on |x| <= 0.5 and atan on |x| <= tan(pi/8) as odd series, coefficients least-squares fitted in float64: under one float32 ulp
# there, and exact at 0 (a pi/2 - sqrt(1-x)*poly form gives asin(0) = atan(0) = 1.2e-7)
_ASIN_P = (1.0, 0.166666663, 0.0750009878, 0.0445980285, 0.0311161908, 0.0170777218, 0.0338059484)
_ATAN_P = (1.0, -0.333333333, 0.19999999, -0.142856156, 0.11107565, -0.0902972872, 0.0713905032, -0.0405027748)

# float64: Taylor series, enough terms for 2^-56 at the ends of the same ranges (erf's: float32's below 1/2)
_ASIN_TAYLOR = tuple(math.comb(2 * n, n) / (4 ** n * (2 * n + 1)) for n in range(27))
_ATAN_TAYLOR = tuple((-1) ** n / (2 * n + 1) for n in range(22))
_ERF_TAYLOR = tuple(2 / math.sqrt(math.pi) * (-1) ** n / (math.factorial(n) * (2 * n + 1)) for n in range(11))  # float32, |x| < 1
_PI2 = (math.pi / 2, 6.123233995736766e-17)  # pi/2 as the nearest float64 and the rest (to 1e-33)

# odd Taylor series for _small: float32 takes the first 6 terms, float64 all (2^-56 at the limit)
def _bernoulli(n: int) -> list[Fraction]:
  b = [Fraction(1)]
  for m in range(1, n + 1): b.append(-sum((math.comb(m + 1, k) * b[k] for k in range(m)), Fraction(0)) / (m + 1))
  return b
_SINH_TAYLOR = tuple(1 / math.factorial(2 * n + 1) for n in range(11))
_TANH_TAYLOR = tuple(float(2 ** (2 * n + 2) * (2 ** (2 * n + 2) - 1) * b / math.factorial(2 * n + 2))
                     for n, b in enumerate(_bernoulli(40)[2::2][:20]))
_ASINH_TAYLOR = tuple((-1) ** n * math.comb(2 * n, n) / (4 ** n * (2 * n + 1)) for n in range(12))
_ATANH_TAYLOR = tuple(1 / (2 * n + 1) for n in range(12))

# ln2 as a head of `bits` bits (k * head is exact for the k below) and a tail
_LN2_EXACT = Fraction("0.6931471805599453094172321214581765680755001343602552541206800094933936")

def _ln2_split(bits: int) -> tuple[float, float]:
  head = Fraction(round(_LN2_EXACT * 2 ** bits), 2 ** bits)
  return float(head), float(_LN2_EXACT - head)

# dtype: (fraction bits of k, ln2 split, |x| clamp, terms of e^r)
_EXP_LAYOUT = {dtypes.float64: (8, _ln2_split(34), 1100.0, 6)}

def _exp(x: Tensor) -> Tensor:
  """e^x = 2^k e^r: k is x/ln2 rounded to a multiple of 2^-f (adding 1.5 * 2^(mant-f) rounds it, no float -> int), so
  r = x - k ln2 is exact enough (ln2 in two parts, k * head exact) and |r| <= ln2 2^-f-1 needs a few Taylor terms; 2^k is exact
  input to exp2. x/ln2 rounded in one go lost 420 ulp at large |x| (float32 still does: 53 ulp, at a third of the cost)."""
  f, (hi, lo), lim, terms = _EXP_LAYOUT[x.dtype]
  xc = (x > lim).where(lim, (x < -lim).where(-lim, x))  # NaN passes; e^r stays finite where 2^k is 0 or inf
  magic = 1.5 * 2.0 ** ((52 if x.dtype == dtypes.float64 else 23) - f)
  k = ((xc * (1 / math.log(2)) + magic) - magic).detach()
  r = (xc - k * hi) - k * lo
  return _exp_scaled(k, r, terms)

def _exp_scaled(k: Tensor, r: Tensor, terms: int) -> Tensor:
  """2^k e^r for k a short multiple of 2^-f (exact input to exp2) and a small r, e^r by its Taylor series."""
  er = functools.reduce(lambda acc, n: acc * r * (1 / n) + 1, range(terms - 1, 0, -1), r * 0 + 1)  # 1 + r (1 + r/2 (1 + r/3 ...))
  neg = k < 0  # 2^(k-1) * 2e^r: e^709.78 = 2^1024 * 0.99 stays finite; 2^(k+1) * e^r/2: e^-745.1 keeps its last denormal bit
  return Tensor((k + neg.where(1.0, -1.0)).uop.alu(Ops.EXP2)) * (er * neg.where(0.5, 2.0))

# float64 double-double helpers (hi, lo): products split by masking the low 27 mantissa bits, so no multiply-add contraction
# or rounding of a scaled copy can spoil the split
def _split64(a: Tensor) -> tuple[Tensor, Tensor]:
  h = (a.bitcast(dtypes.int64) & ~((1 << 27) - 1)).bitcast(dtypes.float64)
  return h, a - h

def _two_prod(a: Tensor, b: Tensor) -> tuple[Tensor, Tensor]:
  """a*b as p + err exactly (Dekker), for finite products."""
  p, (ah, al), (bh, bl) = a * b, _split64(a), _split64(b)
  return p, ((ah * bh - p) + ah * bl + al * bh) + al * bl

def _fast_two_sum(a: Tensor, b: Tensor) -> tuple[Tensor, Tensor]:
  """a+b as s + err exactly, for |a| >= |b| (or a == 0)."""
  s = a + b
  return s, b - (s - a)
_INV_LN2 = (1 / math.log(2), float(1 / _LN2_EXACT - Fraction(1 / math.log(2))))
_TWO_THIRDS = (2 / 3, float(Fraction(2, 3) - Fraction(2 / 3)))

def _log2_dd(a: Tensor) -> tuple[Tensor, Tensor]:
  """log2(a) for finite a > 0 as hi + lo to ~2^-64 of it: a = 2^E m with m in [sqrt(1/2), sqrt(2)), ln m = 2 atanh(t) with
  t = (m-1)/(m+1) as a pair, 2t + 2t^3/3 carried as pairs and the rest of the series in plain float64."""
  tiny = a < 2.0 ** -1022
  bits = tiny.where(a * 2.0 ** 64, a).bitcast(dtypes.int64)
  m = ((bits & ((1 << 52) - 1)) | (1023 << 52)).bitcast(dtypes.float64)
  big = m > math.sqrt(2)
  m = big.where(m * 0.5, m)
  e = ((bits >> 52) - 1023 - tiny.where(64, 0)).cast(dtypes.float64) + big.where(1.0, 0.0)
  f, s = m - 1, m + 1  # m - 1 is exact; m + 1's rounding error is m - (s - 1)
  s_lo = m - (s - 1)
  th = f / s
  p, pe = _two_prod(th, s)
  tl = (((f - p) - pe) - th * s_lo) / s
  q, qe = _two_prod(th, th)
  c, ce = _two_prod(q, th)  # t^3 = c + c_lo
  c_lo = ce + qe * th + 3 * q * tl
  w, we = _two_prod(c, Tensor.full_like(c, _TWO_THIRDS[0]))
  rest = c * q * functools.reduce(lambda acc, n: acc * q + 2 / (2 * n + 1), range(11, 1, -1), q * 0 + 2 / 25)  # 2t^5/5 + 2t^7/7 + ...
  h, he = _fast_two_sum(2 * th, w)
  lo = he + 2 * tl + (we + c * _TWO_THIRDS[1] + c_lo * _TWO_THIRDS[0]) + rest
  h, he = _fast_two_sum(h, lo)  # ln m as h + he
  l2, l2e = _two_prod(h, Tensor.full_like(h, _INV_LN2[0]))
  l2e = l2e + h * _INV_LN2[1] + he * _INV_LN2[0]
  hi, hie = _fast_two_sum(e, l2)
  return hi, hie + l2e

def _pow64_mag(b: Tensor, e: Tensor) -> Tensor:
  """|b| ** e for float64 as 2^(e log2|b|) with the exponent as a pair: log2 rounded to float64 and times e lost up to 630 ulp."""
  a = b.abs()
  special = a.eq(0) | a.isinf() | a.isnan()
  lh, ll = _log2_dd(special.where(1.0, a))
  lh = special.where(a.log2(), lh)  # 0 -> -inf, inf -> inf, NaN
  ec = e.maximum(-1e300).minimum(1e300)  # |e log2 b| > 1e300 * 2^-53 saturates anyway: keeps the split products finite
  yh, ye = _two_prod(ec, lh)
  ok = yh.abs() < 2200  # beyond, 2^y is 0 or inf (inf and NaN included): the low part is dropped
  yl = ok.where(ye + ec * ll, 0.0)
  yc = (yh > 2200).where(2200.0, (yh < -2200).where(-2200.0, yh))  # NaN passes
  k = (yc + 1.5 * 2.0 ** 44) - 1.5 * 2.0 ** 44  # to a multiple of 2^-8: exact input to exp2
  return _exp_scaled(k, ((yc - k) + yl) * math.log(2), 6)

def _exp_pair(x: Tensor) -> tuple[Tensor, Tensor, Tensor]:
  """(big, e^x, e^-x), or where |x| is near the top of the range (big) e^(|x|/2) twice: the same two exps serve both forms."""
  big = x.abs() > (700.0 if x.dtype == dtypes.float64 else 85.0)
  return big, big.where(x.abs() * 0.5, x).exp(), big.where(x.abs() * 0.5, -x).exp()

def _expm1(x: Tensor) -> Tensor:
  """e^x - 1 to a few ulp for small x too: its Taylor series (float64: 17 terms below 1/2, else 7 below 1/4), e^x - 1 beyond."""
  lim, n = (0.5, 18) if x.dtype == dtypes.float64 else (0.25, 8)
  small = x.abs() < lim
  xs = small.where(x, 0.0)
  series = xs * functools.reduce(lambda acc, k: acc * xs * (1 / k) + 1, range(n - 1, 1, -1), xs * 0 + 1)  # 1 + x/2 (1 + x/3 (...))
  return small.where(series, x.exp() - 1)

def _log1p(u: Tensor) -> Tensor:
  """log(1 + u) to a few ulp for small u too: log(w) * u / (w - 1) with w = fl(1 + u) cancels w's rounding (w - 1 is exact);
  u itself where w == 1, inf at inf, NaN below -1."""
  w = 1 + u
  d = w - 1
  exact = d.eq(0) | w.eq(math.inf)
  return exact.where(w.eq(math.inf).where(w, u), w.log() * (u / exact.where(1.0, d)))  # -inf: log gives NaN

def _pi2_lo(x: Tensor) -> float: return _PI2[1] if x.dtype != dtypes.float32 else 0.0  # float32 needs no low part

def _asin_coefs(x: Tensor) -> tuple[float, ...]: return _ASIN_P if x.dtype == dtypes.float32 else _ASIN_TAYLOR

def _erf_center(c: int, deg: int) -> list[float]:
  """Taylor coefficients of erf about c: erf(c), then 2/sqrt(pi) e^(-c^2) (-1)^(n-1) H_(n-1)(c) / n! (H the Hermite polynomials)."""
  h = [1.0, 2.0 * c]
  for k in range(1, deg): h.append(2 * c * h[k] - 2 * k * h[k - 1])
  g = 2 / math.sqrt(math.pi) * math.exp(-c * c)
  return [math.erf(c) if c else -0.0] + [g * (-1) ** (n - 1) * h[n - 1] / math.factorial(n) for n in range(1, deg + 1)]
_ERF_CENTERS = [_erf_center(c, 22) for c in range(7)]

def _erf64(x: Tensor) -> Tensor:
  """erf in float64, a few ulp: about the center c nearest |x|, the degree-22 Taylor polynomial in h = |x| - c (exact), its
  coefficients picked per element. c = 0's constant is -0.0, so erf(-0.) stays -0."""
  s = (x < 0).where(-1.0, 1.0)
  a = x * s  # |x| with a gradient of 1 at 0 (abs has 0 there)
  c = (a + 0.5).floor().minimum(len(_ERF_CENTERS) - 1).detach()
  h = a - c
  def coef(n: int) -> Tensor:
    return functools.reduce(lambda acc, i: c.eq(i).where(_ERF_CENTERS[i][n], acc), range(len(_ERF_CENTERS) - 1), h * 0 + _ERF_CENTERS[-1][n])
  acc = coef(22)
  for n in range(21, 0, -1): acc = acc * h + coef(n)
  return (a >= 6.5).where(1.0, acc * h + coef(0)) * s

def _odd_series(x: Tensor, coefs: tuple[float, ...]) -> Tensor:
  """x * (c0 + c1 x^2 + c2 x^4 + ...), by Horner in x*x."""
  x2 = x * x
  return x * functools.reduce(lambda acc, c: acc * x2 + c, coefs[::-1][1:], x2 * 0 + coefs[-1])

def _small(x: Tensor, limit: float, coefs: tuple[float, ...], otherwise: Tensor) -> Tensor:
  """The odd Taylor series below |x| < limit, where the closed form cancels (tanh(1e-8) was 0, tanh(1e-3) off by 7e-5)."""
  small, coefs = x.abs() < limit, coefs[:6] if x.dtype == dtypes.float32 else coefs
  return small.where(_odd_series(small.where(x, 0), coefs), otherwise)  # the series never sees a big x: its gradient would be inf * 0

# float64 holds q * |b| exactly for q of 53 minus |b|'s significand bits; |a| / |b| spans at most 2**40 (float16), 2**261 (bfloat16),
# 2**277 (float32): the steps that take, and one more for the last quotient
_FMOD_STEPS = {dtypes.float16: (42, 2), dtypes.bfloat16: (45, 7), dtypes.float32: (29, 11)}

def _fmod(a: Tensor, b: Tensor) -> Tensor:
  """C's fmod of same-shaped float tensors (NaN for an infinite a or a zero b; a for an infinite b), exact as C's for float16,
  bfloat16 and float32: |a| is reduced by |b| in float64, each step subtracting the quotient truncated to as many bits as keep
  q * |b| exact, which makes the difference exact too (Sterbenz). float64: see _fmod64 (exact while |a/b| < 2**100)."""
  if a.dtype in dtypes.fp8s: return _fmod(a.float(), b.float()).cast(a.dtype)  # exact in float32, so exact once cast back
  if a.dtype == dtypes.float64: r = _fmod64(a.abs(), b.abs())
  # a device without float64 (WEBGPU) takes the one-step formula: exact while the quotient fits the dtype's mantissa
  elif (spec := _FMOD_STEPS.get(a.dtype)) is None or not _has_float64(a.device): r = a - b * a.alu(Ops.FDIV, b).trunc()
  else:
    keep, steps = spec
    r, y = a.cast(dtypes.float64).abs(), b.cast(dtypes.float64).abs()
    inv = y.reciprocal()  # a quotient off by one only leaves r in (-y, 2y) after the last step: the fix-ups below take it to [0, y)
    for _ in range(steps):
      q = ((r * inv).trunc().bitcast(dtypes.int64) & -(1 << (53 - keep))).bitcast(dtypes.float64)
      r = r - q * y
    r = (r < 0).where(r + y, (r >= y).where(r - y, r)).cast(a.dtype)
  return (b.isinf() & _finite(a)).where(a, r.copysign(a))  # C's fmod has the dividend's sign, zeros too: fmod(-6, 3) is -0

def _has_float64(device: Any) -> bool:
  try: return all(is_dtype_supported(dtypes.float64, d) for d in ((device,) if isinstance(device, str) else device or ()))
  except Exception: return True  # a device that runs no kernels (DISK) says so when the kernel is realized
_FMOD64_STEPS = 5

def _fmod64(x: Tensor, y: Tensor) -> Tensor:
  """fmod of float64 x >= 0 by y > 0, exact while x / y < 2**100 (a - b * trunc(a / b) was off whenever a / b rounded, 7 % 0.1 gave
  4e-16 and 1e20 % 3 gave 4096): each step takes the quotient's top 26 bits, q, and subtracts q * y as q * y_hi + q * y_lo (y_hi
  is y with its low 27 mantissa bits cleared), both products exact and each difference exact (Sterbenz); every value is a
  multiple of y's ulp, so subnormals stay exact too. Past 2**100 the result is approximate. x < y comes back unchanged."""
  hi = (y.bitcast(dtypes.int64) & -(1 << 27)).bitcast(dtypes.float64)  # masks, not Veltkamp's y * (2**27 + 1): no FMA contraction, no overflow
  lo, r = y - hi, x
  for _ in range(_FMOD64_STEPS):
    q = ((r / y).trunc().bitcast(dtypes.int64) & -(1 << 27)).bitcast(dtypes.float64)
    r = (r - q * hi) - q * lo
  return (r < 0).where(r + y, (r >= y).where(r - y, r))

def _finite(x: Tensor) -> Tensor: return (x - x).eq(0)  # x - x is NaN for +-inf and NaN

def _pow_value(b: Tensor, e: Tensor) -> Tensor:
  """b ** e for floats as IEEE pow: |b| ** e, negated for a negative base and an odd integer exponent, NaN for a finite negative base
  and a non-integer exponent; as C's pow, x ** 0 and 1 ** y are 1 for every x and y (NaN included), and (-1) ** +-inf is 1."""
  mag = (b.abs().log2() * e).exp2()
  if b.dtype == dtypes.float64 and e.dtype == dtypes.float64:  # the autodiff of this plain form, the value of the exact one
    mag = _pow64_mag(b, e).detach() + mag.isfinite().where(mag - mag.detach(), 0.0)
  is_int_e = e.eq(e.trunc())
  odd = is_int_e & (e * 0.5).trunc().ne(e * 0.5)
  res = (b < 0).where(is_int_e.where(odd.where(-mag, mag), b.isinf().where(mag, math.nan)), mag)
  res = (odd & b.eq(0) & (b.reciprocal() < 0)).where(-mag, res)  # -0 to an odd power keeps its sign
  res = e.eq(1).where(b, res)  # exp2(log2(x)) rounds past the largest finite x: max ** 1 gave inf
  return (e.eq(0) | b.eq(1) | (b.eq(-1) & e.isinf())).where(1.0, res)

def _plain(*ts: Tensor) -> bool:
  """Whether operands take a formula's plain value, not a call with a grad_fxn: all constant, or a symbolic or multi-device one."""
  return all(t.device is None or dtypes.is_weak(t.dtype) for t in ts) or any(not all_int(t.shape) or isinstance(t.device, tuple) for t in ts)

def _with_slope(x: Tensor, value: Callable[[Tensor], Tensor], slope: Callable[[Tensor], Tensor]) -> Tensor:
  """value(x) whose gradient is g * slope(x), a closed form, as pow's (_plain operands keep autodiff of value's formula)."""
  if _plain(x): return value(x)
  def grad(g: UOp, call: UOp) -> tuple[UOp]: return ((Tensor(g) * slope(Tensor(call.src[1]))).cast(x.dtype).uop,)
  return Tensor(value(x.as_param(0)).uop.call_with_output(x.uop, grad_fxn=grad))

def _pow_with_grad(b: Tensor, e: Tensor) -> Tensor:
  """b ** e (broadcast floats) whose gradients are torch's (_pow_grad): a function call with a grad_fxn, whose value the scheduler
  inlines as usual. Symbolic, multi-device and all-constant operands keep the plain value (autodiff of its formula)."""
  if _plain(b, e): return _pow_value(b, e)
  dt = b.dtype if not dtypes.is_weak(b.dtype) else e.dtype
  b, e = b.cast(dt), e.cast(dt)
  return Tensor(_pow_value(b.as_param(0), e.as_param(1)).uop.call_with_output(b.uop, e.uop, grad_fxn=_pow_grad))

def _pow_grad(g: UOp, call: UOp) -> tuple[UOp, UOp]:
  """torch: d/db = e * b ** (e - 1), 0 where e == 0; d/de = b ** e * ln(b), 0 where b == 0 and e >= 0 (NaN for a negative base)."""
  b, e, gt = Tensor(call.src[1]), Tensor(call.src[2]), Tensor(g)
  gb = gt * e.eq(0).where(0.0, e * b.pow(e - 1))
  ge = gt * (b.eq(0) & (e >= 0)).where(0.0, Tensor(call.unbound_outputs[0]) * b.log())
  return gb.cast(b.dtype).uop, ge.cast(e.dtype).uop

def _bce_value(x: Tensor, y: Tensor) -> Tensor: return -(y * x.log().maximum(-100) + (1 - y) * (1 - x).log().maximum(-100))

def _bce(x: Tensor, y: Tensor) -> Tensor:
  """Elementwise binary cross-entropy of same-shaped floats, with torch's gradients (_bce_grad) as pow has."""
  if _plain(x, y): return _bce_value(x, y)
  return Tensor(_bce_value(x.as_param(0), y.as_param(1)).uop.call_with_output(x.uop, y.uop, grad_fxn=_bce_grad))

def _bce_grad(g: UOp, call: UOp) -> tuple[UOp, UOp]:
  """torch: d/dx = (x - y) / max(x (1 - x), 1e-12), finite at 0 and 1 (autodiff of the clamped logs gave 0 * inf = NaN there);
  d/dy = log(1 - x) - log(x), unclamped (+-inf at 0 and 1, as torch's)."""
  x, y, gt = Tensor(call.src[1]), Tensor(call.src[2]), Tensor(g)
  gx = gt * (x - y) / (x * (1 - x)).maximum(1e-12)
  gy = gt * ((1 - x).log() - x.log())
  return gx.cast(x.dtype).uop, gy.cast(y.dtype).uop
