"""UnaryMixin: Tensor's elementwise math functions: rounding, abs/sign, sqrt, exp and log, trig and hyperbolic functions and their
inverses, erf, clamp."""
# self is annotated as the finished Tensor, which mypy's supertype rule for self types (a [misc] error) does not allow a mixin
# mypy: disable-error-code="misc"
from __future__ import annotations
import math
from typing import TYPE_CHECKING, Any
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.tensor_numerics import _asin_coefs, _ASINH_TAYLOR, _ATAN_P, _ATAN_TAYLOR, _ATANH_TAYLOR, _erf64, _ERF_TAYLOR, _exp, _EXP_LAYOUT, \
  _exp_pair, _log1p, _odd_series, _PI2, _pi2_lo, _SINH_TAYLOR, _small, _TANH_TAYLOR, _with_slope
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

class UnaryMixin:
  """Part of Tensor (tinygrad.tensor lists it among Tensor's bases): self is always a Tensor, so a method may call any other."""
  # ---- unary math ----
  def trunc(self: Tensor) -> Tensor:
    """Rounds toward zero elementwise.

    Returns:
      A tensor of the same dtype and shape (int and bool tensors are returned as they are).

    Examples:
      >>> print(Tensor([-1.7, 1.7, -0.2]).trunc().numpy(), Tensor([3]).trunc().tolist())
      [-1.  1. -0.] [3]
    """
    return self if not dtypes.is_float(self.dtype) else Tensor(self.uop.alu(Ops.TRUNC))
  def floor(self: Tensor) -> Tensor:
    """Rounds each element down to an integer value, keeping the dtype (an int or bool tensor is returned as it is).

    Examples:
      >>> print(Tensor([1.7, -1.2, -2.0]).floor().numpy())
      [ 1. -2. -2.]
    """
    if not dtypes.is_float(self.dtype): return self
    t = self.trunc()
    return (self < t).where(t - 1, t)
  def ceil(self: Tensor) -> Tensor:
    """Rounds each element up to an integer value, keeping the dtype (an int or bool tensor is returned as it is).

    Examples:
      >>> print(Tensor([1.2, -1.2, 2.0]).ceil().numpy())
      [ 2. -1.  2.]
    """
    if not dtypes.is_float(self.dtype): return self
    t = self.trunc()
    return (self > t).where(t + 1, t)
  def round(self: Tensor) -> Tensor:
    """Rounds to the nearest integer, halves to even (numpy, torch); a zero result keeps the sign (round(-0.4) is -0.0).

    Returns:
      A tensor of the same dtype and shape (int and bool tensors are returned as they are).

    Examples:
      >>> print(Tensor([0.5, 1.5, 2.5, -0.4, -1.7]).round().numpy())
      [ 0.  2.  2. -0. -2.]
    """
    if not dtypes.is_float(self.dtype): return self
    f = self.floor()
    d = self - f
    half_even = (f * 0.5).floor().eq(f * 0.5)
    r = (d > 0.5).where(f + 1, (d < 0.5).where(f, half_even.where(f, f + 1)))
    # a zero result keeps x's sign: round(-0.4) is -0.0 (numpy, torch); by copysign, as x * 0 may be folded to +0 (WGSL on lavapipe)
    return r.eq(0).where(Tensor.zeros_like(r).copysign(self), r)
  def sign(self: Tensor) -> Tensor:
    """The sign of each element: -1, 0 or 1 in the input's dtype; NaN stays NaN, bool is returned as it is.

    Returns:
      A tensor of the same dtype and shape; the gradient is 0.

    Examples:
      >>> print(Tensor([-2.5, 0.0, 3.0, float("nan")]).sign().numpy())
      [-1.  0.  1. nan]
      >>> print(Tensor([-7, 0, 2]).sign().tolist())
      [-1, 0, 1]
    """
    if dtypes.is_bool(self.dtype): return self
    return self.ne(0).where((self < 0).where(self.const_like(-1) if not dtypes.is_unsigned(self.dtype) else 0, 1), 0).cast(self.dtype) * \
      (1 if not dtypes.is_float(self.dtype) else self.ne(self).logical_not().where(1.0, math.nan))
  def abs(self: Tensor) -> Tensor:
    """The absolute value of each element, in the same dtype and shape.

    Unsigned and bool tensors are returned as they are; -0.0 gives +0.0 and NaN stays NaN. The gradient is the sign (0 at 0).

    Examples:
      >>> print(Tensor([-3.0, -0.0, 2.5]).abs().numpy())
      [3.  0.  2.5]
      >>> print(Tensor([-3, 0, 2]).abs().tolist())
      [3, 0, 2]
    """
    if dtypes.is_unsigned(self.dtype) or dtypes.is_bool(self.dtype): return self
    # +-0 give +0 with gradient 0 (torch), NaN stays NaN; a constant, not x*x, so the masked branch at +-inf is no 0 * inf = NaN
    if dtypes.is_float(self.dtype): return (self > 0).where(self, (self < 0).where(-self, self.eq(self).where(0.0, self)))
    return (self < 0).where(-self, self)
  def sqrt(self: Tensor) -> Tensor:
    """The square root of each element.

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32); a negative number gives NaN.

    Examples:
      >>> print(Tensor([4.0, 2.0, 0.0, -1.0]).sqrt().numpy().round(4))
      [2.     1.4142 0.        nan]
    """
    return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.SQRT)))
  def rsqrt(self: Tensor) -> Tensor:
    """1 / sqrt(x) elementwise (one rounding for halfs); int and bool tensors become `dtypes.default_float` first.

    Returns:
      A float tensor of the same shape; 0 gives inf, a negative number NaN.

    Examples:
      >>> print(Tensor([1.0, 4.0, 16.0, 0.0]).rsqrt().numpy())
      [1.   0.5  0.25  inf]
    """
    return self._transcendental(lambda x: x.sqrt().reciprocal())  # halfs: one rounding, not two
  def square(self: Tensor) -> Tensor:
    """x * x elementwise, in the input's dtype (ints stay ints and wrap on overflow).

    Returns:
      A tensor of the same shape and dtype.

    Examples:
      >>> print(Tensor([-3, 2]).square().tolist(), Tensor([1.5]).square().tolist())
      [9, 4] [2.25]
    """
    return self * self
  def exp2(self: Tensor) -> Tensor:
    """2 raised to each element.

    Ints are promoted to the default float; float16/bfloat16 compute in float32 and round once.

    Examples:
      >>> print(Tensor([0.0, 1.0, 10.0, -1.0]).exp2().tolist(), Tensor([3]).exp2().tolist())
      [1.0, 2.0, 1024.0, 0.5] [8.0]
    """
    return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.EXP2)))
  def log2(self: Tensor) -> Tensor:
    """The base-2 logarithm of each element; log2(0) is -inf, a negative input NaN.

    Returns:
      A tensor of the same shape; ints and bools are promoted to the default float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([1, 4, 8]).log2().numpy())
      [0. 2. 3.]
      >>> print(Tensor([0.5, 0.0, -1.0]).log2().numpy())
      [ -1. -inf  nan]
    """
    return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.LOG2)))
  def exp(self: Tensor) -> Tensor:
    """e raised to each element, a few ulp accurate over the whole range; inf past the dtype's range.

    Ints are promoted to the default float; float16/bfloat16 compute in float32 and round once. The gradient is e^x itself.

    Examples:
      >>> print(Tensor([0.0, 1.0, -1.0, 1000.0]).exp().numpy().round(4))
      [1.     2.7183 0.3679    inf]
    """
    return self._transcendental(lambda x: _with_slope(x, _exp, _exp) if x.dtype in _EXP_LAYOUT else (x * (1 / math.log(2))).exp2())
  def log(self: Tensor) -> Tensor:
    """The natural logarithm of each element; log(0) is -inf, a negative input NaN.

    Returns:
      A tensor of the same shape; ints and bools are promoted to the default float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([1.0, 0.0, -1.0]).log().numpy())
      [  0. -inf  nan]
      >>> print(Tensor([1.0, 2.0, 10.0]).log().numpy().round(4))
      [0.     0.6931 2.3026]
    """
    return self._transcendental(lambda x: x.log2() * math.log(2))
  def log10(self: Tensor) -> Tensor:
    """The base-10 logarithm of each element; log10(0) is -inf, a negative input NaN.

    Returns:
      A tensor of the same shape; ints and bools are promoted to the default float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([1.0, 100.0, 1000.0, 0.0]).log10().numpy())
      [  0.   2.   3. -inf]
    """
    return self._transcendental(lambda x: x.log2() * math.log10(2))
  def sin(self: Tensor) -> Tensor:
    """The sine of each element, in radians.

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32); inf and NaN give NaN.

    Examples:
      >>> import math
      >>> print(Tensor([0.0, math.pi / 2, math.pi / 6, -math.pi / 2]).sin().numpy().round(4))
      [ 0.   1.   0.5 -1. ]
    """
    return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.SIN)))
  def cos(self: Tensor) -> Tensor:
    """The cosine of each element (radians).

    Ints are promoted to the default float; float16/bfloat16 compute in float32 and round once. Built from sin alone, a few ulp
    relative for every finite x: 1 - 2 sin^2(x/2) where |cos x| >= 0.86, sin(2x) / (2 sin x) around cos's zeros (where the first
    form cancels), and the half-angle form in the top binade, where 2x overflows.

    Examples:
      >>> import math
      >>> print(Tensor([0.0, math.pi / 3, math.pi]).cos().numpy().round(4))
      [ 1.   0.5 -1. ]
    """
    def f(x: Tensor) -> Tensor:
      a = x.abs()  # cos is even: cos(-x) == cos(x) bit for bit
      s = a.sin()
      far = (s.abs() > 0.5) & (a * 2).isfinite()
      t = far.where(a * 2, a * 0.5).sin()
      return far.where(t / (2 * far.where(s, 1.0)), 1 - 2 * t * t)  # the unused quotient divides by 1: no 0/0 in the gradient
    return self._transcendental(f)
  def tan(self: Tensor) -> Tensor:
    """The tangent of each element (sin / cos), in radians.

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32).

    Examples:
      >>> import math
      >>> print(Tensor([0.0, math.pi / 4, -math.pi / 4]).tan().numpy().round(4))
      [ 0.  1. -1.]
    """
    return self._transcendental(lambda x: x.sin() / x.cos())
  def asin(self: Tensor) -> Tensor:
    """The arcsine of each element, in radians in [-pi/2, pi/2]; NaN outside [-1, 1].

    Ints are promoted to the default float; float16/bfloat16 compute in float32 and round once.

    Examples:
      >>> print(Tensor([0.0, 0.5, -1.0, 2.0]).asin().numpy().round(4))
      [ 0.      0.5236 -1.5708     nan]
    """
    def f(x: Tensor) -> Tensor:
      a = x.abs()
      big = _PI2[0] - 2 * _odd_series(((1 - a) * 0.5).sqrt(), _asin_coefs(x)) + _pi2_lo(x)  # 1 - a is exact for a >= 1/2
      return (a <= 0.5).where(_odd_series(x, _asin_coefs(x)), (x < 0).where(-big, big))
    return self._transcendental(f)
  def acos(self: Tensor) -> Tensor:
    """The arccosine of each element, in radians in [0, pi]; NaN outside [-1, 1].

    Ints and bools are promoted to the default float; float16/bfloat16 compute in float32 and round once.

    Examples:
      >>> print(Tensor([1.0, 0.5, 0.0, -1.0]).acos().numpy().round(4))
      [0.     1.0472 1.5708 3.1416]
    """
    def f(x: Tensor) -> Tensor:
      a = x.abs()
      s = 2 * _odd_series(((1 - a) * 0.5).sqrt(), _asin_coefs(x))
      mid = (_PI2[0] - _odd_series(x, _asin_coefs(x))) + _pi2_lo(x)
      return (a <= 0.5).where(mid, (x < 0).where((2 * _PI2[0] - s) + 2 * _pi2_lo(x), s))
    return self._transcendental(f)
  def atan(self: Tensor) -> Tensor:
    """The arctangent of each element, in radians in (-pi/2, pi/2); +-inf give +-pi/2.

    Ints are promoted to the default float; -0.0 keeps its sign.

    Examples:
      >>> print(Tensor([0.0, 1.0, -1.0, float("inf")]).atan().numpy().round(4))
      [ 0.      0.7854 -0.7854  1.5708]
    """
    def f(x: Tensor) -> Tensor:
      a = x.abs()
      t = (a > 1).where(1 / a.maximum(1), a)  # atan(a) = pi/2 - atan(1/a); inf -> pi/2. maximum keeps 1/0 out of the gradient
      shift = t > 0.41421356  # atan(t) = pi/4 + atan((t-1)/(t+1)) brings t into [-tan(pi/8), tan(pi/8)]
      coefs = _ATAN_P if x.dtype == dtypes.float32 else _ATAN_TAYLOR
      r = _odd_series(shift.where((t - 1) / (t + 1), t), coefs) + shift.where(_PI2[0] / 2, 0.0)
      if x.dtype != dtypes.float32: r = r + shift.where(_PI2[1] / 2, 0.0)  # pi/4's low part
      r = (a > 1).where((_PI2[0] - r) + _pi2_lo(x), r)
      return (a == 0).where(x, (x < 0).where(-r, r))  # keeps the sign of -0
    return self._transcendental(f)
  def sinh(self: Tensor) -> Tensor:
    """The hyperbolic sine of each element, (e^x - e^-x) / 2.

    An odd series below 1/2 keeps small values exact; e^(|x|/2)/2 * e^(|x|/2) keeps it finite where e^|x| alone overflows (past 710
    in float64). The gradient is cosh(x).

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32).

    Examples:
      >>> print(Tensor([0.0, 1.0, -2.0]).sinh().numpy().round(4))
      [ 0.      1.1752 -3.6269]
    """
    def f(x: Tensor) -> Tensor:
      big, ea, eb = _exp_pair(x)
      return _small(x, 0.5, _SINH_TAYLOR, big.where(x.sign() * (ea * 0.5) * eb, (ea - eb) / 2))
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: v.cosh()))  # autodiff of f: 0 past the clamp of its exps
  def cosh(self: Tensor) -> Tensor:
    """The hyperbolic cosine of each element.

    (e^x + e^-x) / 2, and e^(|x|/2)/2 * e^(|x|/2) where e^|x| alone overflows (float64 cosh(710) is 1.1e308, not inf). Ints are
    promoted to the default float; the gradient is sinh.

    Examples:
      >>> print(Tensor([0.0, 1.0, -1.0]).cosh().numpy().round(4))
      [1.     1.5431 1.5431]
    """
    def f(x: Tensor) -> Tensor:
      big, ea, eb = _exp_pair(x)
      return big.where((ea * 0.5) * eb, (ea + eb) / 2)
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: v.sinh()))  # autodiff of f cancels near 0: cosh'(1e-7) was 1.19e-7
  def tanh(self: Tensor) -> Tensor:
    """The hyperbolic tangent of each element.

    An odd series near 0 (below 1/8; float64 below 1/2), 2 sigmoid(2x) - 1 beyond, so neither large inputs overflow nor small ones
    lose digits.

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32), in [-1, 1].

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0, 20.0]).tanh().numpy().round(4))
      [-0.7616  0.      0.7616  1.    ]
    """
    return self._transcendental(lambda x: _small(x, 0.125 if x.dtype == dtypes.float32 else 0.5, _TANH_TAYLOR, 2.0 * (2.0 * x).sigmoid() - 1.0))
  def asinh(self: Tensor) -> Tensor:
    """The inverse hyperbolic sine of each element.

    Ints are promoted to the default float. Accurate near 0 (a series) and past 1e18 (log(2|x|), where x*x overflows).

    Examples:
      >>> print(Tensor([0.0, 1.0, -2.0]).asinh().numpy().round(4))
      [ 0.      0.8814 -1.4436]
    """
    def f(x: Tensor) -> Tensor:  # past 1e18 x*x overflows: asinh(x) = log(2|x|) there
      a = x.abs()
      m = a.minimum(1e18)
      near = _log1p(m + m * m / (1 + (m * m + 1).sqrt())) if x.dtype != dtypes.float32 else (m + (m * m + 1).sqrt()).log()  # float32: 1 ulp
      big = (a > 1e18).where(a.maximum(1e18).log() + math.log(2), near)
      return _small(x, 0.125, _ASINH_TAYLOR, big * x.sign())
    return self._transcendental(f)
  def acosh(self: Tensor) -> Tensor:
    """The inverse hyperbolic cosine of each element; NaN below 1.

    Ints are promoted to the default float. Accurate near 1 (computed as log1p) and for x past 1e18 (where x*x overflows);
    the gradient 1 / sqrt((x - 1)(x + 1)) is inf at 1, as torch's.

    Examples:
      >>> print(Tensor([1.0, 2.0, 0.5]).acosh().numpy().round(4))
      [0.    1.317   nan]
    """
    def f(x: Tensor) -> Tensor:
      t = (x.minimum(1e18) - 1)
      r = (x > 1e18).where(x.maximum(1e18).log() + math.log(2), _log1p(t + (t * (t + 2)).sqrt()))
      return (x < 1).where(math.nan, r)  # t (t + 2) is positive again below -1: acosh(-1e20) gave inf
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: ((v - 1).sqrt() * (v + 1).sqrt()).reciprocal()))
  def atanh(self: Tensor) -> Tensor:
    """The inverse hyperbolic tangent of each element; +-inf at +-1, NaN outside [-1, 1].

    Ints are promoted to the default float. The gradient 1 / ((1 - x)(1 + x)) is +-inf at +-1, as torch's.

    Examples:
      >>> print(Tensor([0.0, 0.5, -0.5]).atanh().numpy().round(4))
      [ 0.      0.5493 -0.5493]
      >>> print(Tensor([1.0, 2.0]).atanh().numpy())
      [inf nan]
    """
    def f(x: Tensor) -> Tensor:
      if x.dtype == dtypes.float32: return _small(x, 0.125, _ATANH_TAYLOR, ((1 + x) / (1 - x)).log() / 2)  # 5 ulp without log1p
      return _small(x, 0.125, _ATANH_TAYLOR, _log1p(2 * x.abs() / (1 - x.abs())) * 0.5 * x.sign())
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: ((1 - v) * (1 + v)).reciprocal()))
  def erf(self: Tensor) -> Tensor:
    """The error function of each element, as math.erf.

    Ints are promoted to the default float. The gradient is the exact slope 2/sqrt(pi) e^(-x^2). float32: an odd series below 1
    and a rational fit beyond (absolute error 1.5e-7); float64: Taylor polynomials about the nearest integer up to 6, then 1.

    Examples:
      >>> print(Tensor([0.0, 0.5, -1.0, 3.0]).erf().numpy().round(4))
      [ 0.      0.5205 -0.8427  1.    ]
    """
    def f(x: Tensor) -> Tensor:
      if x.dtype != dtypes.float32: return _erf64(x)
      t = 1.0 / (1.0 + 0.3275911 * x.abs())
      poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
      small = x.abs() < 1.0
      return small.where(_odd_series(small.where(x, 0), _ERF_TAYLOR), x.sign() * (1.0 - poly * (-(x * x)).exp()))
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: (2 / math.sqrt(math.pi)) * (-(v * v)).exp()))
  def clamp(self: Tensor, min_: Any = None, max_: Any = None) -> Tensor:
    """Limits each element to [min_, max_]; either bound may be None (no limit on that side).

    The result dtype is the promotion of self and the bounds (an int tensor clamped to a float bound is float). For floats the
    gradient passes where min_ <= x <= max_, as torch's.

    Args:
      min_: the lower bound, a number or tensor, or None.
      max_: the upper bound, a number or tensor, or None.
    Raises:
      RuntimeError: both bounds None.

    Examples:
      >>> print(Tensor([-3, 0, 5]).clamp(-1, 2).tolist())
      [-1, 0, 2]
      >>> print(Tensor([-3.0, 0.5, 5.0]).clamp(max_=1.0).numpy())
      [-3.   0.5  1. ]
    """
    if min_ is None and max_ is None: raise RuntimeError("clamp needs min_ or max_ (or both)")
    if dtypes.is_float(self.dtype):  # torch: the gradient passes where min <= x <= max, the bounds included
      x = self if min_ is None else (self < min_).where(min_, self)
      return x if max_ is None else (x > max_).where(max_, x)
    x = self.maximum(min_) if min_ is not None else self
    return x.minimum(max_) if max_ is not None else x
  def clip(self: Tensor, min_: Any = None, max_: Any = None) -> Tensor:
    """Limits each element to [min_, max_], an alias of clamp (numpy's name).

    Args:
      min_: the lower bound, a number or tensor, or None.
      max_: the upper bound, a number or tensor, or None.
    Raises:
      RuntimeError: both bounds None.

    Examples:
      >>> print(Tensor([-3, 0, 5]).clip(-1, 2).tolist(), Tensor([-3, 0]).clip(min_=-1).tolist())
      [-1, 0, 2] [-1, 0]
    """
    return self.clamp(min_, max_)
