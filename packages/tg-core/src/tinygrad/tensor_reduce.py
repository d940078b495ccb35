"""ReduceMixin: Tensor's reductions: sum, prod, max, min, any, all, mean, var, std, logsumexp, softmax/log_softmax, argmax, the
cumulative ops, normalize."""
# self is annotated as the finished Tensor, which mypy's supertype rule for self types (a [misc] error) does not allow a mixin
# mypy: disable-error-code="misc"
from __future__ import annotations
import math
from typing import TYPE_CHECKING, Any
from collections.abc import Sequence
from tinygrad.dtype import DType, DTypeLike, dtypes, least_upper_dtype, sum_acc_dtype, to_dtype
from tinygrad.helpers import ceildiv, prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import sint, smax
from tinygrad.uop.shape import norm_axes, sym_eq
from tinygrad.tensor_data import PyBool, PyFloat, PyInt
from tinygrad.tensor_numerics import _CAST_BACK
from tinygrad.tensor_registry import _is_view_of_buffer
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

def _acc_arg(dtype: DTypeLike | None, acc_dtype: DTypeLike | None) -> DType | None:
  """The accumulator a reduce was asked for: dtype, or acc_dtype (tinygrad's older name for it)."""
  d, a = (to_dtype(x) if x is not None else None for x in (dtype, acc_dtype))
  if d is not None and a is not None and d != a: raise ValueError(f"dtype={d} and acc_dtype={a} disagree; pass one of them")
  return d if d is not None else a

class ReduceMixin:
  """Part of Tensor (tinygrad.tensor lists it among Tensor's bases): self is always a Tensor, so a method may call any other."""
  # ---- reductions ----
  def _axes(self: Tensor, axis: PyInt | Sequence[PyInt] | None) -> tuple[PyInt, ...]:
    if axis is None: return tuple(range(self.ndim))
    axes = norm_axes(axis, self.ndim)  # TypeError, IndexError or (a repeat) ValueError; a 0-d tensor takes 0 or -1 and reduces nothing
    return () if self.ndim == 0 else tuple(sorted(axes))
  def _reduce(self: Tensor, op: Ops, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    axes = self._axes(axis)
    ret = Tensor(self.uop.reduce(op, axes)) if axes else self
    if any(sym_eq(self.shape[a], 0) for a in axes):  # reducing nothing gives the identity: a reduce of one padded identity element,
      ident = {Ops.ADD: 0, Ops.MUL: 1}.get(op, -math.inf if dtypes.is_float(self.dtype) else self.dtype.min)  # so self stays in the graph
      return self.pad(tuple((0, 1) if i in axes and sym_eq(s, 0) else None for i, s in enumerate(self.shape)), value=ident)._reduce(op, axis, keepdim)
    return ret if keepdim else ret.reshape(tuple(s for i, s in enumerate(self.shape) if i not in axes))
  def sum(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, dtype: DTypeLike | None = None,
          acc_dtype: DTypeLike | None = None) -> Tensor:
    """Sums the elements along `axis` (all of them when None).

    Accumulates in and returns tinygrad's sum dtype: bool and signed ints narrower than 32 bits give int32, unsigned ones uint32,
    wider ints stay, so an int32 sum wraps in int32 where numpy and torch accumulate in int64. float16, bfloat16 and fp8 sum in
    float32 (SUM_DTYPE) and are cast back.

    Args:
      axis: the axis or axes to reduce; negative counts from the end.
      keepdim: keep the reduced axes with size 1.
      dtype: accumulate in and return this dtype: dtype=dtypes.int64 gives numpy's int sums.
      acc_dtype: tinygrad's older name for dtype.
    Returns:
      A tensor of the reduced shape.
    Raises:
      ValueError: dtype and acc_dtype both given and different.
      IndexError: an axis out of range.

    Examples:
      >>> t = Tensor([[1, 2, 3], [4, 5, 6]])
      >>> print(t.sum(axis=0).numpy(), t.sum(axis=1, keepdim=True).tolist(), t.sum().item())
      [5 7 9] [[6], [15]] 21
      >>> print(Tensor([True, True, False]).sum().dtype, Tensor([1.0], dtype=dtypes.half).sum().dtype)
      dtypes.int dtypes.half
    """
    acc = _acc_arg(dtype, acc_dtype)
    ret = self.cast(acc if acc is not None else self._sum_acc())._reduce(Ops.ADD, axis, keepdim)
    return ret.cast(self.dtype) if acc is None and self.dtype in _CAST_BACK else ret
  def _sum_acc(self: Tensor) -> DType: return sum_acc_dtype(self.dtype) if not dtypes.is_weak(self.dtype) else self.dtype
  def prod(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, dtype: DTypeLike | None = None,
           acc_dtype: DTypeLike | None = None) -> Tensor:
    """The product over `axis` (every axis when None).

    Accumulates with sum's dtype rule: int8/int16 give int32, uint8/uint16 give uint32, int32 stays int32 and wraps (numpy and torch
    give int64), halfs compute in float32 and are cast back.

    Args:
      axis: the axis or axes to reduce; negative counts from the end.
      keepdim: keep the reduced axes with size 1.
      dtype: the accumulator and result dtype (e.g. dtypes.int64 for numpy's int products).
      acc_dtype: tinygrad's older name for `dtype`.
    Returns:
      A tensor of the reduced shape; an empty product is 1.
    Raises:
      ValueError: `dtype` and `acc_dtype` that differ.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.prod().item(), t.prod(0).numpy())
      24 [3 8]
      >>> print(Tensor([2**20, 2**20]).prod(dtype=dtypes.int64).item())
      1099511627776
    """
    acc = _acc_arg(dtype, acc_dtype)
    ret = self.cast(acc if acc is not None else self._sum_acc())._reduce(Ops.MUL, axis, keepdim)
    return ret.cast(self.dtype) if acc is None and self.dtype in _CAST_BACK else ret
  def max(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """The largest value over `axis` (every axis when None); a NaN wins, as torch.

    Args:
      axis: the axis or axes to reduce; negative counts from the end.
      keepdim: keep the reduced axes with size 1.
    Returns:
      A tensor of the reduced shape and self's dtype.
    Raises:
      ValueError: a reduced axis of size 0 (max has no identity; numpy and torch raise too).

    Examples:
      >>> t = Tensor([[1, 5], [3, 2]])
      >>> print(t.max().item(), t.max(axis=0).numpy())
      5 [3 5]
      >>> print(t.max(1, keepdim=True).numpy())
      [[5]
       [3]]
    """
    self._check_reduced_nonempty(axis, "max")
    return self._max(axis, keepdim)
  def _max(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """max that reduces an empty axis to the dtype's lowest value (-inf): for softmax, logsumexp and masks built from it."""
    if dtypes.is_bool(self.dtype): return self.any(axis, keepdim)
    return self._reduce(Ops.MAX, axis, keepdim)
  def min(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """The smallest value over `axis` (every axis when None); a NaN wins, as torch.

    Args:
      axis: the axis or axes to reduce; negative counts from the end.
      keepdim: keep the reduced axes with size 1.
    Returns:
      A tensor of the reduced shape and self's dtype.
    Raises:
      ValueError: a reduced axis of size 0 (min has no identity; numpy and torch raise too).

    Examples:
      >>> t = Tensor([[1, 5], [3, 2]])
      >>> print(t.min().item(), t.min(1).numpy())
      1 [1 2]
      >>> print(Tensor([1.0, float("nan")]).min().item())
      nan
    """
    self._check_reduced_nonempty(axis, "min")
    if dtypes.is_bool(self.dtype): return self.all(axis, keepdim)
    if dtypes.is_int(self.dtype): return ~((~self)._max(axis, keepdim))
    return -((-self)._max(axis, keepdim))
  def _check_reduced_nonempty(self: Tensor, axis: Any, what: str) -> None:
    for a in self._axes(axis):
      if isinstance(self.shape[a], int) and self.shape[a] == 0:
        raise ValueError(f"{what} of an empty axis: axis {a} of shape {self.shape} has size 0 and {what} has no identity (numpy and torch "
                         f"raise too); reduce only non-empty axes, or pad the axis with a value first")
  def any(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """True where some element along `axis` is nonzero (all of them when None).

    Args:
      axis: the axis or axes to reduce; negative counts from the end.
      keepdim: keep the reduced axes with size 1.
    Returns:
      A bool tensor of the reduced shape; an empty reduction is False.
    Raises:
      IndexError: an axis out of range.

    Examples:
      >>> t = Tensor([[0, 0], [0, 3]])
      >>> print(t.any().item(), t.any(axis=1).tolist(), t.any(axis=0, keepdim=True).tolist())
      True [False, True] [[False, True]]
    """
    return self.ne(0).cast(dtypes.int32)._reduce(Ops.MAX, axis, keepdim).ne(0) if self.numel() else \
      Tensor.full(self._reduced_shape(axis, keepdim), False, buffer=False)
  def all(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """True where every element along `axis` is nonzero (all of them when None).

    Args:
      axis: the axis or axes to reduce; negative counts from the end.
      keepdim: keep the reduced axes with size 1.
    Returns:
      A bool tensor of the reduced shape; an empty reduction is True.
    Raises:
      IndexError: an axis out of range.

    Examples:
      >>> t = Tensor([[True, True], [True, False]])
      >>> print(t.all().item(), t.all(axis=1).tolist())
      False [True, False]
      >>> print(Tensor([1, 2, 3]).all().item(), Tensor([]).all().item())
      True True
    """
    return self.logical_not().any(axis, keepdim).logical_not()
  def _reduced_shape(self: Tensor, axis: Any, keepdim: PyBool) -> tuple[sint, ...]:
    axes = self._axes(axis)
    return tuple(1 if i in axes else s for i, s in enumerate(self.shape) if keepdim or i not in axes)
  def mean(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """The arithmetic mean over `axis` (every axis when None).

    Args:
      axis: the axis or axes to reduce; negative counts from the end.
      keepdim: keep the reduced axes with size 1.
    Returns:
      A tensor of the reduced shape: float inputs keep their dtype (summed in at least float32), ints and bools give float32;
      the mean of an empty axis is NaN, as torch.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.mean().item(), t.mean().dtype)
      2.5 dtypes.float
      >>> print(t.mean(0).numpy(), t.mean(1, keepdim=True).numpy().tolist())
      [2. 3.] [[1.5], [3.5]]
    """
    out_dt = self.dtype if dtypes.is_float(self.dtype) else dtypes.float32
    n = prod(s for i, s in enumerate(self.shape) if i in self._axes(axis))
    s = self.cast(out_dt).sum(axis, keepdim, dtype=least_upper_dtype(out_dt, dtypes.float32) if not dtypes.is_weak(out_dt) else None)
    # a true division: s * (1/n) can miss by an ulp (the mean of a constant row is then not the constant, and layernorm of it not 0)
    if sym_eq(n, 0): return (s * math.nan).cast(out_dt)
    return (s.alu(Ops.FDIV, Tensor.const(n, s.dtype)) if isinstance(n, int) else s / n).cast(out_dt)
  def var(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, correction: PyInt = 1) -> Tensor:
    # torch computes a half variance in float32: squares of deviations over 256 (and their sum) overflow half to inf
    """The variance over `axis`: sum((x - mean)^2) / (n - correction).

    Args:
      axis: the axis or axes to reduce; None reduces all.
      keepdim: keep the reduced axes with size 1.
      correction: subtracted from the count n (default 1, Bessel's correction, as torch; numpy's default ddof is 0).
    Returns:
      A float tensor of the reduced shape (halfs compute in float32); n <= correction gives inf or NaN.

    Examples:
      >>> t = Tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0]])
      >>> print(t.var(axis=1).numpy().round(4), t.var(correction=0).numpy().round(4))
      [1.6667 0.    ] 0.6875
    """
    if self.dtype in _CAST_BACK: return self.cast(sum_acc_dtype(self.dtype)).var(axis, keepdim, correction).cast(self.dtype)
    n = prod(s for i, s in enumerate(self.shape) if i in self._axes(axis))
    sq = (self - self.mean(axis, keepdim=True)).square()
    return sq.sum(axis, keepdim) / (max(n - correction, 0) if isinstance(n, int) else smax(n - correction, 0))
  def std(self: Tensor, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, correction: PyInt = 1) -> Tensor:
    """The standard deviation over `axis`: sqrt(sum((x - mean)^2) / (n - correction)).

    Args:
      axis: the axis or axes to reduce; None reduces all.
      keepdim: keep the reduced axes with size 1.
      correction: subtracted from the count n (default 1, Bessel's correction, as torch; numpy's default ddof is 0).
    Returns:
      A float tensor of the reduced shape (halfs compute in float32). The gradient of a zero std is 0, as torch; n <= correction
      gives inf or NaN.

    Examples:
      >>> t = Tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0]])
      >>> print(t.std(axis=1).numpy().round(4), t.std(correction=0).numpy().round(4))
      [1.291 0.   ] 0.8292
    """
    if self.dtype in _CAST_BACK: return self.cast(sum_acc_dtype(self.dtype)).std(axis, keepdim, correction).cast(self.dtype)
    v = self.var(axis, keepdim, correction)
    return (pos := v > 0).where(pos.where(v, 1).sqrt(), v * 0)  # torch: a zero std (a constant row) has gradient 0, not 0 * inf = NaN
  def var_mean(self: Tensor, axis: Any = None, keepdim: PyBool = False, correction: PyInt = 1) -> tuple[Tensor, Tensor]:
    """The variance and the mean over `axis` (torch.var_mean).

    Args:
      axis: the axis or axes to reduce; None reduces all.
      keepdim: keep the reduced axes with size 1.
      correction: subtracted from the count in the variance (default 1).
    Returns:
      (var, mean), both of the reduced shape.

    Examples:
      >>> v, m = Tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0]]).var_mean(axis=1)
      >>> print(v.numpy().round(4), m.numpy())
      [1.6667 0.    ] [2.5 2. ]
    """
    return self.var(axis, keepdim, correction), self.mean(axis, keepdim)
  def std_mean(self: Tensor, axis: Any = None, keepdim: PyBool = False, correction: PyInt = 1) -> tuple[Tensor, Tensor]:
    """The standard deviation and the mean over `axis` (torch.std_mean).

    Args:
      axis: the axis or axes to reduce; None reduces all.
      keepdim: keep the reduced axes with size 1.
      correction: subtracted from the count in the std (default 1).
    Returns:
      (std, mean), both of the reduced shape.

    Examples:
      >>> s, m = Tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0]]).std_mean(axis=1)
      >>> print(s.numpy().round(4), m.numpy())
      [1.291 0.   ] [2.5 2. ]
    """
    return self.std(axis, keepdim, correction), self.mean(axis, keepdim)
  def logsumexp(self: Tensor, axis: Any = None, keepdim: PyBool = False) -> Tensor:
    """`log(sum(exp(x)))` over `axis`, without overflow (the max is subtracted first).

    Args:
      axis: the axis or axes to reduce (all of them when None).
      keepdim: keep the reduced axes with size 1.
    Returns:
      A tensor of the reduced shape; all -inf along the axis gives -inf.

    Examples:
      >>> t = Tensor([[0.0, 0.0], [100.0, 100.0]])
      >>> print(t.logsumexp(1).numpy().round(4))
      [  0.6931 100.6931]
      >>> print(t.logsumexp(1, keepdim=True).shape)
      (2, 1)
    """
    m = self._max(axis, keepdim=True).detach()
    m = m.isinf().where(0, m)
    ret = (self - m).exp().sum(axis, keepdim=True).log() + m
    return ret if keepdim else ret.reshape(self._reduced_shape(axis, False))
  def logcumsumexp(self: Tensor, axis: PyInt = 0) -> Tensor:
    """`log(cumsum(exp(x)))` along `axis`, without overflow (torch.logcumsumexp).

    Args:
      axis: the axis to accumulate along (default 0, as tinygrad; torch requires it).
    Returns:
      A tensor of the same shape (a 0-d tensor is returned as it is).
    Raises:
      IndexError: an axis out of range.

    Examples:
      >>> print(Tensor([0.0, 0.0, 0.0]).logcumsumexp().numpy().round(4))
      [0.     0.6931 1.0986]
      >>> print(Tensor([[1.0, 2.0], [100.0, 100.0]]).logcumsumexp(1).numpy().round(4))
      [[  1.       2.3133]
       [100.     100.6931]]
    """
    a = self._axis(axis)  # checked on a 0-d tensor too (it takes 0 or -1, as torch)
    if self.ndim == 0: return self
    return self.transpose(a, -1)._logcumsumexp_last().transpose(a, -1)
  def _logcumsumexp_last(self: Tensor) -> Tensor:
    """Each prefix's logsumexp around its own max, so no spread of values overflows; axes over 256 go in blocks whose totals are
    combined the same way (work n * 256, not n * n)."""
    n = self.shape[-1]
    if n <= 256 or not isinstance(n, int):
      return self.pad(tuple([None] * (self.ndim - 1) + [(n - 1, 0)]), value=-math.inf)._pool((n,)).logsumexp(-1)
    b, nb = 256, ceildiv(n, 256)
    inner = self.pad(tuple([None] * (self.ndim - 1) + [(0, nb * b - n)]), value=-math.inf).reshape(*self.shape[:-1], nb, b)._logcumsumexp_last()
    before = inner[..., -1]._logcumsumexp_last()[..., :-1].pad(tuple([None] * (self.ndim - 1) + [(1, 0)]), value=-math.inf)
    m = inner.maximum(before.unsqueeze(-1)).detach()
    m = m.isinf().where(0, m)
    return (((inner - m).exp() + (before.unsqueeze(-1) - m).exp()).log() + m).reshape(*self.shape[:-1], nb * b)[..., :n]
  def softmax(self: Tensor, axis: PyInt = -1, dtype: DTypeLike | None = None) -> Tensor:
    """exp(x) / sum(exp(x)) along `axis`, with the row's max subtracted first so large inputs do not overflow.

    Args:
      axis: the dim to normalise over (default the last).
      dtype: compute and return in this dtype (default: the input's float dtype; ints become `dtypes.default_float`).
    Returns:
      A float tensor of the same shape whose entries along `axis` sum to 1.
    Raises:
      IndexError: an axis out of range.

    Examples:
      >>> print(Tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]).softmax().numpy().round(4))
      [[0.09   0.2447 0.6652]
       [0.3333 0.3333 0.3333]]
      >>> print(Tensor([1, 2, 3]).softmax().dtype, Tensor([1.0, 2.0]).softmax(dtype=dtypes.half).dtype)
      dtypes.float dtypes.half
    """
    x = self.cast(to_dtype(dtype)) if dtype is not None else self._float()
    e = (x - x._max(axis, keepdim=True).detach()).exp()
    return e * e.sum(axis, keepdim=True).reciprocal()  # one reciprocal per row (as torch), a factor fused attention moves out of its sum
  def log_softmax(self: Tensor, axis: PyInt = -1, dtype: DTypeLike | None = None) -> Tensor:
    """`x - logsumexp(x)` along `axis`, computed without overflow (torch.log_softmax).

    Args:
      axis: the axis to normalize over (default the last).
      dtype: cast to this dtype first (default: ints promoted to the default float).
    Returns:
      A tensor of the same shape whose exp sums to 1 along `axis`.

    Examples:
      >>> t = Tensor([[1.0, 2.0, 3.0], [1000.0, 1000.0, 1000.0]])
      >>> print(t.log_softmax().numpy().round(4))
      [[-2.4076 -1.4076 -0.4076]
       [-1.0986 -1.0986 -1.0986]]
    """
    x = self.cast(to_dtype(dtype)) if dtype is not None else self._float()
    m = x - x._max(axis, keepdim=True).detach()
    return m - m.exp().sum(axis, keepdim=True).log()
  def softmin(self: Tensor, axis: PyInt = -1, dtype: DTypeLike | None = None) -> Tensor:
    """softmax of -x: small values get the most weight.

    Args:
      axis: the dim to normalise over (default the last).
      dtype: compute and return in this dtype (default: the input's float dtype).
    Returns:
      A float tensor of the same shape whose entries along `axis` sum to 1.

    Examples:
      >>> print(Tensor([1.0, 2.0, 3.0]).softmin().numpy().round(4))
      [0.6652 0.2447 0.09  ]
    """
    return (-self).softmax(axis, dtype)
  def argmax(self: Tensor, axis: PyInt | None = None, keepdim: PyBool = False) -> Tensor:
    """The index of the first maximum along `axis` (of the flattened tensor when None).

    A NaN counts as the maximum, as in numpy (the first NaN wins).

    Args:
      axis: the axis to reduce; None flattens first.
      keepdim: keep the reduced axis with size 1.
    Returns:
      An int32 tensor of the reduced shape (torch gives int64).
    Raises:
      ValueError: an empty axis.
      IndexError: an axis out of range.

    Examples:
      >>> t = Tensor([[1, 5, 5], [7, 2, 7]])
      >>> print(t.argmax().item(), t.argmax(axis=1).tolist(), t.argmax(axis=0, keepdim=True).tolist())
      3 [1, 0] [[1, 0, 1]]
      >>> print(Tensor([1.0, float("nan"), 3.0]).argmax().item())
      1
    """
    if axis is None: return self.flatten().argmax(0) if self.ndim else Tensor.const(0, dtypes.int32)
    a = self._axis(axis)
    if self.ndim == 0: return Tensor.const(0, dtypes.int32)
    n = self.shape[a]
    if n == 0: raise ValueError(f"attempt to get argmax/argmin of an empty sequence (axis {a} of shape {self.shape} has size 0)")
    # the max and the compare must read the same stored values: a recomputed fused expression may differ by an ulp (FMA contraction)
    x = self if self.device is None or self.uop.is_realized or _is_view_of_buffer(self.uop) else self.contiguous()
    ismax = x.eq(x.max(a, keepdim=True))
    if dtypes.is_float(x.dtype): ismax = (nan := x.isnan()).any(a, keepdim=True).where(nan, ismax)  # numpy: the first NaN wins
    rev = Tensor.arange(n, 0, -1, dtype=dtypes.int32).reshape(n, *[1] * (self.ndim - a - 1))
    return Tensor.const(n, dtypes.int32).sub(ismax.where(rev, 0).max(a, keepdim)).cast(dtypes.int32)
  def argmin(self: Tensor, axis: PyInt | None = None, keepdim: PyBool = False) -> Tensor:
    """The index of the first minimum along `axis` (of the flattened tensor when None).

    Args:
      axis: the axis to reduce; None flattens first.
      keepdim: keep the reduced axis with size 1.
    Returns:
      An int32 tensor of the reduced shape (torch gives int64).
    Raises:
      ValueError: an empty axis.
      IndexError: an axis out of range.

    Examples:
      >>> t = Tensor([[1, 5, 1], [7, 2, 2]])
      >>> print(t.argmin().item(), t.argmin(axis=1).tolist())
      0 [0, 1]
    """
    return (~self if dtypes.is_int(self.dtype) else self.logical_not() if dtypes.is_bool(self.dtype) else -self).argmax(axis, keepdim)
  def _cumsum_raw(self: Tensor, axis: PyInt) -> Tensor:
    """Inclusive cumulative sum along axis; long axes are split in blocks so the work stays near n*sqrt(n)."""
    a = self._axis(axis)
    n = self.shape[a]
    x = self.transpose(a, -1)
    if n <= 256 or self.device is None: out = x._cumalu_window(Ops.ADD)  # constant windows collapse to index math in the scheduler
    else:
      b = 256
      nb = ceildiv(n, b)
      xp = x.pad(tuple([None] * (x.ndim - 1) + [(0, nb * b - n)])).reshape(*x.shape[:-1], nb, b)
      inner = xp._cumalu_window(Ops.ADD)
      # each block's offset is the sum of the blocks before it: shifting, not subtracting its own total, which is NaN for inf - inf
      offs = inner[..., -1]._cumsum_raw(-1).pad(tuple([None] * (x.ndim - 1) + [(1, -1)]))
      out = (inner + offs.unsqueeze(-1)).reshape(*x.shape[:-1], nb * b)[..., :n]
    return out.transpose(a, -1)
  def _cumalu_window(self: Tensor, op: Ops) -> Tensor:
    n = self.shape[-1]
    if n == 0: return self  # nothing to accumulate over an empty axis
    ident = {Ops.ADD: 0, Ops.MUL: 1, Ops.MAX: -math.inf if dtypes.is_float(self.dtype) else self.dtype.min}[op]
    w = self.pad(tuple([None] * (self.ndim - 1) + [(n - 1, 0)]), value=ident)._pool((n,))
    return Tensor(w.uop.reduce(op, (w.ndim - 1,))).reshape(*self.shape)
  def cumsum(self: Tensor, axis: PyInt = 0, dtype: DTypeLike | None = None, acc_dtype: DTypeLike | None = None) -> Tensor:
    """The inclusive running sum along `axis`.

    In sum's dtype rule: bool, int8 and int16 give int32, uint8 and uint16 give uint32, int32 stays int32 and wraps (numpy and
    torch give int64); float16/bfloat16 accumulate in float32 and are cast back.

    Args:
      axis: the dim to scan.
      dtype: the accumulator and result dtype (acc_dtype=dtypes.int64 gives numpy's result for ints).
      acc_dtype: the same as dtype (tinygrad's name); pass one of them.
    Returns:
      A tensor of self's shape.
    Raises:
      ValueError: dtype and acc_dtype both given and different.
      IndexError: an axis out of range.

    Examples:
      >>> print(Tensor([1, 2, 3, 4]).cumsum().tolist(), Tensor([[1, 2], [3, 4]]).cumsum(1).tolist())
      [1, 3, 6, 10] [[1, 3], [3, 7]]
      >>> print(Tensor([True, True, False]).cumsum().tolist())
      [1, 2, 2]
      >>> print(Tensor([2**31 - 1, 1]).cumsum(acc_dtype=dtypes.int64).tolist())
      [2147483647, 2147483648]
    """
    self._axis(axis)  # raises for a bad axis; a 0-d tensor takes 0 or -1, as torch
    if (acc := _acc_arg(dtype, acc_dtype)) is not None: return self.cast(acc).cumsum(axis)
    if self.ndim == 0: return self.cast(self._sum_acc())
    out = self.cast(self._sum_acc())._cumsum_raw(axis)
    return out.cast(self.dtype) if self.dtype in (dtypes.float16, dtypes.bfloat16) else out
  def _cum_last(self: Tensor, axis: PyInt, op: Ops) -> Tensor:
    a = self._axis(axis)
    if self.ndim == 0: return self
    return self.transpose(a, -1)._cumalu_window(op).transpose(a, -1)
  def cumprod(self: Tensor, axis: PyInt, dtype: DTypeLike | None = None, acc_dtype: DTypeLike | None = None) -> Tensor:
    """The inclusive running product along `axis`.

    Computed in self's dtype: ints wrap in it (int32, where numpy and torch widen to int64); bools multiply as int32, as prod.

    Args:
      axis: the dim to scan.
      dtype: cast to this dtype first and multiply in it (acc_dtype=dtypes.int64 gives numpy's int result).
      acc_dtype: the same as dtype (tinygrad's name); pass one of them.
    Returns:
      A tensor of self's shape.
    Raises:
      ValueError: dtype and acc_dtype both given and different.
      IndexError: an axis out of range.

    Examples:
      >>> print(Tensor([1, 2, 3, 4]).cumprod(0).tolist())
      [1, 2, 6, 24]
      >>> print(Tensor([[1.0, 2.0], [3.0, 4.0]]).cumprod(1).numpy())
      [[ 1.  2.]
       [ 3. 12.]]
    """
    if (acc := _acc_arg(dtype, acc_dtype)) is not None: return self.cast(acc).cumprod(axis)
    if dtypes.is_bool(self.dtype): return self.cast(self._sum_acc()).cumprod(axis)  # as prod and cumsum: ints, not a weakint from the pad
    return self._cum_last(axis, Ops.MUL)
  def cummax(self: Tensor, axis: PyInt = 0) -> tuple[Tensor, Tensor]:
    """The running maximum along `axis` and the index where each was reached, as torch.cummax.

    On ties the index is the latest one, as torch; once a NaN is seen the running maximum is NaN.

    Args:
      axis: the dim to scan.
    Returns:
      (values of self's dtype, int32 indices), both of self's shape (torch gives int64 indices).
    Raises:
      IndexError: an axis out of range.

    Examples:
      >>> v, i = Tensor([1, 3, 2, 5, 5]).cummax()
      >>> print(v.tolist(), i.tolist())
      [1, 3, 3, 5, 5] [0, 1, 1, 3, 4]
    """
    a = self._axis(axis)
    if self.ndim == 0: return self, Tensor.const(0, dtypes.int32)
    vals = self._cum_last(a, Ops.MAX)
    x, v = self.transpose(a, -1), vals.transpose(a, -1)
    n = x.shape[-1]
    j, i = Tensor.arange(n).reshape(1, n), Tensor.arange(n).reshape(n, 1)
    same = x.unsqueeze(-2).eq(v.unsqueeze(-1))
    # torch: once a NaN is seen the running max is NaN (the MAX reduce keeps it) and its index is the latest NaN's
    if dtypes.is_float(self.dtype): same = same | (x.unsqueeze(-2).isnan() & v.unsqueeze(-1).isnan())
    hit = (j <= i) & same
    idx = hit.where(j + 1, 0)._max(-1) - 1
    return vals, idx.cast(dtypes.int32).transpose(a, -1)
  def cummin(self: Tensor, axis: PyInt = 0) -> tuple[Tensor, Tensor]:
    """The running minimum along `axis` and the index where each was reached, as torch.cummin.

    On ties the index is the latest one, as torch; once a NaN is seen the running minimum is NaN.

    Args:
      axis: the dim to scan.
    Returns:
      (values of self's dtype, int32 indices), both of self's shape (torch gives int64 indices).
    Raises:
      IndexError: an axis out of range.

    Examples:
      >>> v, i = Tensor([[3, 1, 2], [0, 4, -1]]).cummin(axis=1)
      >>> print(v.tolist(), i.tolist())
      [[3, 1, 1], [0, 0, -1]] [[0, 1, 1], [0, 0, 2]]
    """
    v, i = (-self if not dtypes.is_int(self.dtype) else ~self).cummax(axis)
    return (-v if not dtypes.is_int(self.dtype) else ~v), i
  def normalize(self: Tensor, p: PyFloat = 2.0, dim: PyInt = 1, eps: PyFloat = 1e-12) -> Tensor:
    """Divides by the `p`-norm along `dim`, clamped below by `eps` (torch's F.normalize).

    Args:
      p: the norm's exponent (default 2; 0 counts nonzeros, inf takes the max absolute value).
      dim: the axis the norm is taken over (default 1).
      eps: the smallest norm divided by (default 1e-12), so a zero vector stays zero.
    Returns:
      A tensor of the same shape.

    Examples:
      >>> print(Tensor([[3.0, 4.0], [0.0, 0.0]]).normalize().numpy())
      [[0.6 0.8]
       [0.  0. ]]
      >>> print(Tensor([3.0, -4.0]).normalize(p=float("inf"), dim=0).numpy())
      [ 0.75 -1.  ]
    """
    if p == 0: n = self.ne(0).sum(dim, keepdim=True).cast(self._float().dtype)
    elif p == math.inf: n = self.abs().max(dim, keepdim=True)
    else:  # torch: a zero norm has gradient 0 (0 ** (1/p) has an infinite slope, times 0 from |x|^p: NaN)
      s = self.abs().pow(p).sum(dim, keepdim=True)
      n = (pos := s > 0).where(pos.where(s, 1).pow(1 / p), s * 0)
    return self / n.maximum(eps)
