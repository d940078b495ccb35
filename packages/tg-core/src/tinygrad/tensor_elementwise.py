"""ElementwiseMixin: broadcasting and dtype promotion of Tensor operands, casts, arithmetic, where/lerp, comparisons, bitwise and
logical ops."""
# self is annotated as the finished Tensor, which mypy's supertype rule for self types (a [misc] error) does not allow a mixin
# mypy: disable-error-code="misc"
from __future__ import annotations
import functools, math
from typing import TYPE_CHECKING, Any, Literal
from collections.abc import Callable
from tinygrad.dtype import DType, DTypeLike, dtypes, least_upper_dtype, strong_dtype, to_dtype
from tinygrad.helpers import prod
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import UOp, sint
from tinygrad.uop.shape import broadcast_shape
from tinygrad.tensor_create import _fits
from tinygrad.tensor_data import PyBool, PyFloat
from tinygrad.tensor_disk import _is_disk
from tinygrad.tensor_numerics import _CAST_BACK, _fmod, _log1p, _pow_with_grad
from tinygrad.tensor_registry import _views
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

def _commit_weak(u: UOp, dt: DType, memo: dict[UOp, UOp]) -> UOp:
  """A weak-typed graph rebuilt in a concrete dtype (codegen commits weak consts only, not weak ALUs).
  A weak graph of the other kind (ints cast to float, floats to int) is built in its default dtype and cast."""
  if (r := memo.get(u)) is not None: return r
  kind_ok = dtypes.is_float(dt) if u.dtype == dtypes.weakfloat else dtypes.is_int(dt)
  if not dtypes.is_weak(u.dtype): r = u.cast(dt)
  elif u.op is Ops.CONST: r = UOp.const(_fits(u.arg, dt), dt)
  elif u.op is Ops.CAST:
    src = _commit_weak(u.src[0], dt, memo) if dtypes.is_weak(u.src[0].dtype) else u.src[0]
    # a weakint cast of floats is a kind conversion: it truncates even when the whole is committed back to a float
    if u.dtype == dtypes.weakint and dtypes.is_float(src.dtype) and dtypes.is_float(dt): src = src.alu(Ops.TRUNC)
    r = src.cast(dt)
  elif not kind_ok: r = _commit_weak(u, strong_dtype(u.dtype), memo).cast(dt)
  elif u.op in GroupOp.Movement or u.op in (Ops.REDUCE, Ops.CONTIGUOUS, Ops.DETACH, Ops.CONTIGUOUS_BACKWARD, Ops.COPY):
    r = u.replace(dtype=dt, src=(_commit_weak(u.src[0], dt, memo),))
  elif u.op is Ops.WHERE: r = u.src[0].alu(Ops.WHERE, _commit_weak(u.src[1], dt, memo), _commit_weak(u.src[2], dt, memo))
  elif u.op in (Ops.SHL, Ops.SHR): r = _commit_weak(u.src[0], dt, memo).alu(u.op, u.src[1])
  elif u.op in GroupOp.ALU and u.op not in GroupOp.Comparison:
    r = _commit_weak(u.src[0], dt, memo).alu(u.op, *[_commit_weak(x, dt, memo) for x in u.src[1:]])
  else: r = u.cast(dt)
  memo[u] = r
  return r

class ElementwiseMixin:
  """Part of Tensor (tinygrad.tensor lists it among Tensor's bases): self is always a Tensor, so a method may call any other."""
  # ---- elementwise core: broadcasting and promotion ----
  def _broadcast_to(self: Tensor, shape: tuple[sint, ...]) -> Tensor:
    if self.shape == tuple(shape): return self
    if self.ndim > len(shape): raise ValueError(f"cannot broadcast {self.shape} to {shape}")
    return self.reshape((1,) * (len(shape) - self.ndim) + tuple(self.shape)).expand(shape)
  def _broadcasted(self: Tensor, *ts: Tensor, dtype: DType | None = None) -> tuple[Tensor, ...]:
    devs = {t.device for t in (self, *ts) if t.device is not None}
    if len(devs) > 1: raise RuntimeError(f"operands are on different devices {sorted(map(str, devs))}; move them with .to() or .shard()")
    shape = broadcast_shape(*(t.shape for t in (self, *ts)))
    dt = dtype if dtype is not None else least_upper_dtype(*(t.dtype for t in (self, *ts)))
    return tuple(t.cast(dt)._broadcast_to(shape) for t in (self, *ts))
  def alu(self: Tensor, op: Ops, *src: Tensor) -> Tensor:
    """Applies one elementwise `Ops` to self and `src`: the building block of every elementwise method.

    Operands (tensors or Python numbers) are broadcast together and promoted to their common dtype, as `+` does; WHERE takes a
    condition (cast to bool) and promotes only its two values; SHL/SHR keep self's dtype. Prefer the named methods: they also
    handle the dtype and edge rules (NaN, ints, halfs) that the bare op does not.

    Args:
      op: an elementwise op from `tinygrad.uop.Ops` (ADD, MUL, MAX, CMPLT, WHERE, ...).
      src: the other operands.
    Returns:
      A lazy tensor of the broadcast shape.
    Raises:
      RuntimeError: operands on different devices.

    Examples:
      >>> from tinygrad.uop import Ops
      >>> print(Tensor([1.0, 4.0]).alu(Ops.MAX, Tensor([3.0, 2.0])).numpy())
      [3. 4.]
      >>> print(Tensor([1, 2]).alu(Ops.ADD, 0.5).numpy())
      [1.5 2.5]
    """
    srcs = (self, *(self.ufix(s) for s in src))
    if op is Ops.WHERE:
      c, x, y = srcs
      devs = {t.device for t in srcs if t.device is not None}
      if len(devs) > 1: raise RuntimeError(f"operands are on different devices {sorted(map(str, devs))}; move them with .to() or .shard()")
      shape, dt = broadcast_shape(c.shape, x.shape, y.shape), least_upper_dtype(x.dtype, y.dtype)
      c, x, y = c.cast(dtypes.bool)._broadcast_to(shape), x.cast(dt)._broadcast_to(shape), y.cast(dt)._broadcast_to(shape)
      return Tensor(c.uop.alu(op, x.uop, y.uop))
    if op in (Ops.SHL, Ops.SHR):
      # the shifted operand's dtype; a Python int shifted by a tensor (1 << t) takes the tensor's, as numpy and torch (weak has no storage)
      dt = least_upper_dtype(srcs[0].dtype, srcs[1].dtype) if dtypes.is_weak(srcs[0].dtype) else srcs[0].dtype
      a, b = srcs[0]._broadcasted(srcs[1], dtype=dt)
      return Tensor(a.uop.alu(op, b.uop))
    if op is Ops.THREEFRY:
      a, b = srcs[0]._broadcasted(srcs[1], dtype=dtypes.uint64)
      return Tensor(a.uop.alu(op, b.uop))
    dt = least_upper_dtype(*(t.dtype for t in srcs))
    # a comparison ends weak semantics (its result is bool), so its operands are committed to concrete dtypes
    bs = srcs[0]._broadcasted(*srcs[1:], dtype=strong_dtype(dt) if op in GroupOp.Comparison else dt)
    return Tensor(bs[0].uop.alu(op, *[b.uop for b in bs[1:]]))
  def cast(self: Tensor, dtype: DTypeLike) -> Tensor:
    """Converts each element to `dtype`, as numpy's astype: floats to ints truncate toward 0, ints wrap (300 as uint8 is 44).

    Casting to the same dtype returns self. A float out of an int dtype's range is undefined, as in C (and numpy).

    Args:
      dtype: a DType or a name ("int8", "float16", ...).
    Returns:
      A tensor of `dtype` and the same shape.

    Examples:
      >>> print(Tensor([1.7, -1.7]).cast(dtypes.int32).tolist(), Tensor([300]).cast("uint8").tolist())
      [1, -1] [44]
      >>> print(Tensor([1, 2]).cast(dtypes.float16).dtype)
      dtypes.half
    """
    dt = to_dtype(dtype)
    if self.dtype == dt: return self
    return Tensor(_commit_weak(self.uop, dt, {}) if dtypes.is_weak(self.dtype) and not dtypes.is_weak(dt) else self.uop.cast(dt))
  def bitcast(self: Tensor, dtype: DTypeLike) -> Tensor:
    """Reinterprets the bytes as `dtype`, as numpy's `view(dtype)`; no value conversion.

    A dtype of another size rescales the last dim (float32 -> uint16 doubles it). A same-size bitcast is a view: writes into the
    base are seen through it.

    Args:
      dtype: the new dtype; weak dtypes are refused.
    Returns:
      A tensor of `dtype`.
    Raises:
      RuntimeError: a weak dtype, a 0-d tensor whose size would change, or a last dim whose bytes do not divide into `dtype`.

    Examples:
      >>> print(Tensor([1.0, -2.0]).bitcast(dtypes.uint32).tolist())
      [1065353216, 3221225472]
      >>> print(Tensor([1.0]).bitcast(dtypes.uint16).tolist())
      [0, 16256]
    """
    dt = to_dtype(dtype)
    if dtypes.is_weak(dt) or dtypes.is_weak(self.dtype): raise RuntimeError(f"bitcast needs concrete dtypes, got {self.dtype} -> {dt}")
    if self.dtype == dt: return self
    if dt.itemsize != self.dtype.itemsize:
      if not self.shape: raise RuntimeError(f"bitcast of a 0-d tensor from {self.dtype} to {dt} changes its size")
      if (self.shape[-1] * self.dtype.itemsize) % dt.itemsize:
        raise RuntimeError(f"bitcast from {self.dtype} to {dt}: the last dim of {self.shape[-1]} elements ({self.shape[-1] * self.dtype.itemsize} "
                           f"bytes) is not a multiple of {dt.itemsize} bytes; shrink or pad it first")
      if isinstance(self.device, str) and not _is_disk(self.device): return self._bitcast_buffer(dt)
    ret = Tensor(self.uop.bitcast(dt))
    if dt.itemsize == self.dtype.itemsize:  # a view of the same memory: a write into the base reaches it (see _write)
      ret._view = True
      _views.add(ret)
    return ret
  def _bitcast_buffer(self: Tensor, dt: DType) -> Tensor:
    """A size-changing bitcast as a view of the realized bytes (kernels only bitcast between equal sizes)."""
    u = self._buffer_uop()
    new_shape = (*self.shape[:-1], self.shape[-1] * self.dtype.itemsize // dt.itemsize)
    buf = u.buffer
    return Tensor(UOp.from_buffer(buf.view(prod(new_shape), dt, 0)).reshape(new_shape))
  def float(self: Tensor) -> Tensor:
    """Casts to float32: `cast(dtypes.float32)`.

    Examples:
      >>> t = Tensor([1, 2]).float()
      >>> print(t.dtype, t.numpy())
      dtypes.float [1. 2.]
    """
    return self.cast(dtypes.float32)
  def half(self: Tensor) -> Tensor:
    """Casts to float16 (`self.cast(dtypes.half)`).

    Examples:
      >>> t = Tensor([1.5, 65520.0]).half()
      >>> print(t.dtype, t.numpy())
      dtypes.half [1.5 inf]
    """
    return self.cast(dtypes.float16)
  def bfloat16(self: Tensor) -> Tensor:
    """Casts to bfloat16 (8 exponent bits like float32, 8 significand bits): `cast(dtypes.bfloat16)`.

    numpy has no bfloat16: `.numpy()` returns its values as float32.

    Examples:
      >>> t = Tensor([1.0, 2.5, 1 / 3]).bfloat16()
      >>> print(t.dtype, t.numpy())
      dtypes.bfloat16 [1.         2.5        0.33398438]
    """
    return self.cast(dtypes.bfloat16)
  def double(self: Tensor) -> Tensor:
    """Casts to float64: `cast(dtypes.float64)`.

    Examples:
      >>> t = Tensor([1.5, 2]).double()
      >>> print(t.dtype, t.numpy().dtype)
      dtypes.double float64
    """
    return self.cast(dtypes.float64)
  def int(self: Tensor) -> Tensor:
    """Casts to int32 (`self.cast(dtypes.int32)`); floats are truncated toward zero, as C and torch.

    Examples:
      >>> print(Tensor([1.5, -2.7, 3.0]).int().numpy())
      [ 1 -2  3]
    """
    return self.cast(dtypes.int32)
  def long(self: Tensor) -> Tensor:
    """Casts to int64 (`self.cast(dtypes.int64)`); floats are truncated toward zero, as C and torch.

    Examples:
      >>> t = Tensor([1.7, -1.7]).long()
      >>> print(t.dtype, t.numpy())
      dtypes.long [ 1 -1]
    """
    return self.cast(dtypes.int64)
  def short(self: Tensor) -> Tensor:
    """Casts to int16 (`cast(dtypes.int16)`): floats are truncated toward zero, out-of-range ints wrap.

    Returns:
      An int16 tensor of the same shape.

    Examples:
      >>> t = Tensor([1.7, -2.5, 300.0]).short()
      >>> print(t.dtype, t.tolist())
      dtypes.short [1, -2, 300]
    """
    return self.cast(dtypes.int16)
  def bool(self: Tensor) -> Tensor:
    """Casts to bool: `cast(dtypes.bool)`; nonzero (NaN included) is True.

    Examples:
      >>> print(Tensor([0, 2, -1]).bool().tolist(), Tensor([0.0, float("nan")]).bool().tolist())
      [False, True, True] [False, True]
    """
    return self.cast(dtypes.bool)
  def _float(self: Tensor) -> Tensor:
    """Int/bool inputs promoted to a float: weakint to weakfloat, others to default_float."""
    if dtypes.is_float(self.dtype): return self
    return self.cast(dtypes.weakfloat if self.dtype == dtypes.weakint else dtypes.default_float)
  def _opmath(self: Tensor, fn: Callable[[Tensor], Tensor]) -> Tensor:
    """fn computed in float32 for float16/bfloat16/fp8 and rounded once (torch's opmath): each step rounded to 8 or 11 bits made
    softplus/elu/selu/mish of halfs hundreds of ulps off. Other dtypes as they are."""
    return fn(self.float()).cast(self.dtype) if self.dtype in _CAST_BACK else fn(self)
  def _transcendental(self: Tensor, fn: Callable[[Tensor], Tensor]) -> Tensor:
    """fn on a float: ints and bools promoted (_float), halfs computed in float32 and rounded once (_opmath)."""
    return self._float()._opmath(fn)
  @staticmethod
  def usum(*ts: Tensor) -> Tensor:
    """The elementwise sum of the tensors (`ts[0] + ts[1] + ...`, logical or for bool), broadcast and promoted.

    Args:
      ts: one or more tensors.
    Returns:
      A tensor of the broadcast shape.

    Examples:
      >>> print(Tensor.usum(Tensor([2, 3]), Tensor([4, 5]), Tensor([1, 1])).tolist())
      [7, 9]
      >>> print(Tensor.usum(Tensor([True, False]), Tensor([False, False])).tolist())
      [True, False]
    """
    return functools.reduce(lambda a, b: a | b if dtypes.is_bool(a.dtype) else a + b, ts)
  @staticmethod
  def uprod(*ts: Tensor) -> Tensor:
    """The elementwise product of the tensors (`ts[0] * ts[1] * ...`, logical and for bool), broadcast and promoted.

    Args:
      ts: one or more tensors.
    Returns:
      A tensor of the broadcast shape.

    Examples:
      >>> print(Tensor.uprod(Tensor([2, 3]), Tensor([4, 5])).tolist())
      [8, 15]
      >>> print(Tensor.uprod(Tensor([True, False]), Tensor([True, True])).tolist())
      [True, False]
    """
    return functools.reduce(lambda a, b: a & b if dtypes.is_bool(a.dtype) else a * b, ts)

  # ---- arithmetic ----
  def neg(self: Tensor) -> Tensor:
    """Negates every element, `-self`.

    Unsigned ints wrap (-1 is the dtype's max, as numpy's negative); a bool tensor gives its logical not, as tinygrad (torch and
    numpy raise).

    Returns:
      A tensor of the same shape and dtype.

    Examples:
      >>> print(Tensor([1.0, -2.0]).neg().numpy(), (-Tensor([3])).numpy())
      [-1.  2.] [-3]
      >>> print(Tensor([1, 0], dtype=dtypes.uint8).neg().numpy())
      [255   0]
    """
    return self.logical_not() if dtypes.is_bool(self.dtype) else self * (self.dtype.max if dtypes.is_unsigned(self.dtype) else -1)
  def sub(self: Tensor, x: Any, reverse: PyBool = False) -> Tensor:
    """self - x elementwise (`-` operator), broadcast and promoted.

    A Python number is weak: it keeps the tensor's dtype, except a float with an int tensor, which gives `dtypes.weakfloat` (read as
    `dtypes.default_float`), as tinygrad.

    Args:
      x: a tensor or a Python number.
      reverse: compute `x - self` instead.
    Returns:
      A tensor of the broadcast shape and the promoted dtype; ints wrap on overflow.
    Raises:
      RuntimeError: both operands are bool (use ^ or logical_not).

    Examples:
      >>> print(Tensor([5, 3]).sub(1).tolist(), Tensor([5, 3]).sub(10, reverse=True).tolist())
      [4, 2] [5, 7]
      >>> print((Tensor([1], dtype=dtypes.uint8) - Tensor([2], dtype=dtypes.int8)).tolist(), (Tensor([5]) - 1.5).numpy().dtype)
      [-1] float32
    """
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if dtypes.is_bool(a.dtype) and dtypes.is_bool(b.dtype): raise RuntimeError("subtracting bool tensors is not supported; use ^ or logical_not")
    a, b = a._broadcasted(b)  # negate in the promoted dtype: -b in uint8 (or bool, or int8 of -128) wrapped before int8 - uint8 promoted
    return a + (-b)
  def div(self: Tensor, x: Any, reverse: PyBool = False, rounding_mode: Literal["trunc", "floor"] | None = None) -> Tensor:
    """Divides elementwise: self / x (x / self with reverse); `/` calls this.

    True division (rounding_mode None) promotes ints to the default float and is correctly rounded (IEEE, bit for bit numpy's,
    subnormal divisors included; tested on CPU C, LLVM and PYTHON, and by construction on PTX, AMD LLVM, CUDA C and HIP); float16
    and bfloat16 divide in float32 and round once. OpenCL allows 2.5 ulp in float32, Metal and WGSL divide as their compilers do.
    x / 0 is +-inf, 0 / 0 NaN.

    Args:
      x: a tensor or a Python number.
      reverse: compute x / self.
      rounding_mode: None for true division; "trunc" rounds the quotient toward 0, "floor" down, as torch's div (ints stay ints).
    Returns:
      A tensor of the broadcast shape.
    Raises:
      ValueError: another rounding_mode.

    Examples:
      >>> print(Tensor([7, -7]).div(2).numpy())
      [ 3.5 -3.5]
      >>> print(Tensor([7, -7]).div(2, rounding_mode="trunc").tolist(), Tensor([7, -7]).div(2, rounding_mode="floor").tolist())
      [3, -3] [3, -4]
      >>> print((Tensor([1.0, -1.0, 0.0]) / 0).numpy())
      [ inf -inf  nan]
    """
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if rounding_mode not in (None, "trunc", "floor"): raise ValueError(f"rounding_mode must be None, 'trunc' or 'floor', got {rounding_mode!r}")
    if rounding_mode is not None and dtypes.is_int(least_upper_dtype(a.dtype, b.dtype)):
      return a.alu(Ops.FLOORDIV, b) if rounding_mode == "floor" else a.alu(Ops.CDIV, b)
    dt = least_upper_dtype(a.dtype, b.dtype)
    if not dtypes.is_float(dt): a, b = a._float(), b._float()
    if rounding_mode is None: return a.alu(Ops.FDIV, b)  # a real division: a * (1/b) is 1 ulp off and 1/subnormal overflows
    a, b = a._broadcasted(b)
    if rounding_mode == "trunc": return a.alu(Ops.FDIV, b).trunc()  # torch: trunc of the true quotient
    if a.dtype in _CAST_BACK: return a.float().div(b.float(), rounding_mode=rounding_mode).cast(a.dtype)  # numpy computes halfs in float
    # numpy's floor_divide: (a - mod) / b is an exact integer up to rounding (inf // y is NaN, x // inf is 0 or -1, x // 0 is a / 0)
    m = _fmod(a, b)
    d = (a - m).alu(Ops.FDIV, b)
    d = (m.ne(0) & (b < 0).ne(m < 0)).where(d - 1, d)
    f = d.floor()
    f = (d - f > 0.5).where(f + 1, f)
    q = a.alu(Ops.FDIV, b)
    return b.eq(0).where(q, d.eq(0).where(Tensor.zeros_like(d).copysign(q), f))
  def floordiv(self: Tensor, x: Any, reverse: PyBool = False) -> Tensor:
    """Division rounded down (toward -inf), as Python's and numpy's `//`; `//` calls it (x // self with reverse).

    Ints stay ints; floats give numpy's floor_divide, a float (inf // y is NaN, x // inf is 0 or -1).

    Args:
      x: a tensor or a Python number.
      reverse: compute x // self.
    Returns:
      A tensor of the broadcast shape and promoted dtype.

    Examples:
      >>> print(Tensor([7, -7]).floordiv(2).tolist(), (Tensor([7.5, -7.5]) // 2).numpy())
      [3, -4] [ 3. -4.]
    """
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    return a.alu(Ops.FLOORDIV, b) if dtypes.is_int(least_upper_dtype(a.dtype, b.dtype)) else a.div(b, rounding_mode="floor")
  def mod(self: Tensor, x: Any, reverse: PyBool = False) -> Tensor:
    """Python's and numpy's remainder `self % x` (the `%` operator): the result has the sign of the divisor (torch.remainder).

    Float remainders are exact, as numpy's; a zero result takes the divisor's sign.

    Args:
      x: the divisor, a tensor or a Python number.
      reverse: compute `x % self` instead.
    Returns:
      A tensor of the broadcast shape and promoted dtype (ints stay ints, half-width floats compute in float32).

    Examples:
      >>> print(Tensor([-7, 7]).mod(3).numpy())
      [2 1]
      >>> print((Tensor([-7.5, 7.5]) % -2).numpy())
      [-1.5 -0.5]
    """
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if dtypes.is_int(least_upper_dtype(a.dtype, b.dtype)): return a.alu(Ops.FLOORMOD, b)
    if not dtypes.is_float(least_upper_dtype(a.dtype, b.dtype)): a, b = a._float(), b._float()
    a, b = a._broadcasted(b)
    if a.dtype in _CAST_BACK: return a.float().mod(b.float()).cast(a.dtype)
    m = _fmod(a, b)
    return m.eq(0).where(Tensor.zeros_like(m).copysign(b), ((b < 0).ne(m < 0)).where(m + b, m))
  def fmod(self: Tensor, x: Any) -> Tensor:
    """The remainder of a division truncated toward 0, with the sign of the dividend, as C's fmod, numpy.fmod and torch.fmod.

    `%` (mod) takes the divisor's sign instead. Exact for floats (float16, bfloat16 and float32, as C and numpy compute it).

    Args:
      x: the divisor, a tensor or a Python number.
    Returns:
      A tensor of the broadcast shape and promoted dtype; bools are promoted to float.

    Examples:
      >>> print(Tensor([7, -7]).fmod(3).tolist(), (Tensor([7, -7]) % 3).tolist())
      [1, -1] [1, 2]
      >>> print(Tensor([7.5, -7.5]).fmod(2).numpy())
      [ 1.5 -1.5]
    """
    a, b = self, self.ufix(x)
    if dtypes.is_int(least_upper_dtype(a.dtype, b.dtype)): return a.alu(Ops.CMOD, b)
    if not dtypes.is_float(least_upper_dtype(a.dtype, b.dtype)): a, b = a._float(), b._float()
    return _fmod(*a._broadcasted(b))
  def reciprocal(self: Tensor) -> Tensor:
    """1 / x elementwise; int and bool tensors become `dtypes.default_float` first.

    Returns:
      A float tensor of the same shape; 1 / 0 is inf.

    Examples:
      >>> print(Tensor([1, 2, 4]).reciprocal().numpy())
      [1.   0.5  0.25]
      >>> print(Tensor([0.0, -0.5]).reciprocal().numpy())
      [inf -2.]
    """
    return Tensor(self._float().uop.alu(Ops.RECIPROCAL))
  def pow(self: Tensor, x: Any, reverse: PyBool = False) -> Tensor:
    """`self ** x` elementwise (the `**` operator); `reverse=True` computes `x ** self`.

    IEEE pow's special values (a negative base to a fractional power is NaN). An int exponent constant up to 8 is computed by
    multiplication; int ** int stays int; float16, bfloat16 and fp8 compute in float32 and round once, as numpy.

    Args:
      x: the exponent (or the base with `reverse`), a tensor or a Python number.
      reverse: swap base and exponent.
    Returns:
      A tensor of the broadcast shape and promoted dtype.
    Raises:
      RuntimeError: an int base to a negative int constant power (as torch and numpy); cast the base to float.

    Examples:
      >>> print(Tensor([2, 3]).pow(2).numpy(), Tensor([4.0, 9.0]).pow(0.5).numpy())
      [4 9] [2. 3.]
      >>> print((2 ** Tensor([1.0, -1.0, 3.0])).numpy(), (Tensor([-8.0]) ** (1 / 3)).numpy())
      [2.  0.5 8. ] [nan]
    """
    base, exp = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if (dt := least_upper_dtype(base.dtype, exp.dtype)) in _CAST_BACK:  # log2/exp2 rounded to 11 bits: 65504 ** 1 overflowed
      return (base if dtypes.is_weak(base.dtype) else base.float()).pow(exp if dtypes.is_weak(exp.dtype) else exp.float()).cast(dt)
    if exp.uop.op is Ops.CONST and isinstance(exp.uop.arg, int) and not isinstance(exp.uop.arg, bool) and dtypes.is_int(exp.dtype):
      n = exp.uop.arg
      if n < 0 and dtypes.is_int(base.dtype): raise RuntimeError("integers to negative integer powers are not allowed; cast the base to float")
      if abs(n) <= 8:
        r = functools.reduce(lambda a, _: a * base, range(abs(n) - 1), base) if n else base.ones_like_const()._in_graph(base)
        return r.reciprocal() if n < 0 else r
    if dtypes.is_int(least_upper_dtype(base.dtype, exp.dtype)): return base._int_pow(exp)  # a constant base or exponent too (torch: int)
    b, e = base._float(), exp._float()
    res = _pow_with_grad(*b._broadcasted(e))
    return res.cast(least_upper_dtype(base.dtype, exp.dtype) if not dtypes.is_int(least_upper_dtype(base.dtype, exp.dtype)) else res.dtype)
  def _int_pow(self: Tensor, e: Tensor) -> Tensor:
    """x ** e by squaring, wrapping as numpy does; e < 0 truncates 1/x**|e| as torch does (0 unless x is 1 or -1; x = 0 gives 0)."""
    x, e = self._broadcasted(e)
    acc, cur = x.ones_like_const(), x
    bits = x.dtype.bitsize if not dtypes.is_weak(x.dtype) else 64
    pair = next((p for p in (dtypes.int8s, dtypes.int16s, dtypes.int32s, dtypes.int64s) if x.dtype in p), None)
    u = pair[1] if pair is not None and x.dtype == pair[0] else pair[0] if pair is not None else None
    for i in range(bits):
      acc = ((e >> i) & 1).ne(0).where(acc * cur, acc)
      # a cast round trip stops integer product flattening from expanding the squaring DAG into a 2**i-leaf tree
      cur = (cur * cur).cast(u).cast(x.dtype) if u is not None else cur * cur
    unit = x.eq(1) | (x.eq(-1) & (e & 1).eq(0)) if not dtypes.is_unsigned(x.dtype) else x.eq(1)
    neg = x.eq(-1).where(-1, 0) if not dtypes.is_unsigned(x.dtype) else x.const_like(0)
    return (e < 0).where(unit.where(1, neg), acc)
  def _in_graph(self: Tensor, ref: Tensor) -> Tensor:
    """self, with `ref` (broadcastable to it) in its graph at zero influence: backward gives ref zeros (torch) rather than no grad."""
    return ref.eq(ref).where(self, self)
  def ones_like_const(self: Tensor) -> Tensor:
    """A deviceless broadcast constant 1 of this tensor's shape and dtype: no buffer, folded into the kernels that use it.

    Examples:
      >>> c = Tensor([[1, 2], [3, 4]]).ones_like_const()
      >>> print(c.device, c.dtype, c.numpy().tolist())
      None dtypes.int [[1, 1], [1, 1]]
    """
    return Tensor.full(self.shape, 1, dtype=self.dtype, buffer=False)
  def maximum(self: Tensor, x: Any) -> Tensor:
    """Elementwise maximum of self and `x`, broadcast and promoted; a NaN on either side gives NaN (torch.maximum, numpy.maximum).

    Args:
      x: a tensor or a Python number.
    Returns:
      A tensor of the broadcast shape (bools: logical or).

    Examples:
      >>> print(Tensor([1, 5, 3]).maximum(Tensor([4, 2, 3])).numpy())
      [4 5 3]
      >>> print(Tensor([-1.0, float("nan"), 2.0]).maximum(0).numpy())
      [ 0. nan  2.]
    """
    a, b = self._broadcasted(self.ufix(x))
    if dtypes.is_bool(a.dtype): return a | b
    return Tensor(a.uop.alu(Ops.MAX, b.uop))  # a float MAX keeps a NaN from either side (the codegen lowers it so)
  def minimum(self: Tensor, x: Any) -> Tensor:
    """Elementwise minimum of self and `x`, broadcast and promoted; a NaN on either side gives NaN (torch.minimum, numpy.minimum).

    Args:
      x: a tensor or a Python number.
    Returns:
      A tensor of the broadcast shape (bools: logical and).

    Examples:
      >>> print(Tensor([1, 5, 3]).minimum(Tensor([4, 2, 3])).numpy())
      [1 2 3]
      >>> print(Tensor([1, 2]).minimum(1.5).numpy())
      [1.  1.5]
    """
    a, b = self._broadcasted(self.ufix(x))
    if dtypes.is_bool(a.dtype): return a & b
    if dtypes.is_int(a.dtype): return ~((~a).maximum(~b))
    return -((-a).maximum(-b))
  def copysign(self: Tensor, other: Any) -> Tensor:
    """The magnitude of self with the sign of `other`, elementwise (numpy's copysign; -0.0 counts as negative).

    Args:
      other: a tensor or number, broadcast against self.
    Returns:
      A float tensor (ints are promoted to the default float).

    Examples:
      >>> print(Tensor([1.0, -2.0, 3.0]).copysign(Tensor([-1.0, 1.0, -0.0])).numpy())
      [-1.  2. -3.]
      >>> print(Tensor([1, 2]).copysign(-1).numpy())
      [-1. -2.]
    """
    o = self.ufix(other)
    x, o = self._float()._broadcasted(o._float())
    neg = (o < 0) | (o.eq(0) & (1 / o < 0))
    return neg.where(-x.abs(), x.abs())
  def logaddexp(self: Tensor, other: Any) -> Tensor:
    """`log(exp(self) + exp(other))` elementwise without overflow, as numpy's logaddexp.

    Equal arguments (+-inf too) give `self + log(2)`, an inf wins over a finite value, NaN propagates.

    Args:
      other: a tensor or a Python number, broadcast against self.
    Returns:
      A tensor of the broadcast shape; ints are promoted to the default float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([0.0, 1.0, float("inf"), 100.0]).logaddexp(Tensor([0.0, 1.0, 1.0, 100.0])).numpy().round(4))
      [  0.6931   1.6931      inf 100.6931]
    """
    a, b = self._float()._broadcasted(self.ufix(other)._float())
    if a.dtype in _CAST_BACK: return a.float().logaddexp(b.float()).cast(a.dtype)
    d = a.eq(b).where(0, a - b)  # inf - inf is NaN: equal arguments take the a == b branch, log(2)
    return a.maximum(b) + _log1p((-d.abs()).exp())
  def where(self: Tensor, x: Any, y: Any) -> Tensor:
    """`x` where this (condition) tensor is true, else `y`, elementwise (numpy.where(self, x, y)).

    The condition is cast to bool; x and y are promoted to a common dtype and all three are broadcast.

    Args:
      x: the values where the condition holds, a tensor or a Python scalar.
      y: the values elsewhere.
    Returns:
      A tensor of the broadcast shape and the promoted dtype of x and y.

    Examples:
      >>> print(Tensor([True, False, True]).where(Tensor([1, 2, 3]), 0).tolist())
      [1, 0, 3]
      >>> x = Tensor([-1.0, 2.0])
      >>> print((x > 0).where(x, x * 0.1).numpy())
      [-0.1  2. ]
    """
    return self.alu(Ops.WHERE, self.ufix(x), self.ufix(y))
  def masked_fill(self: Tensor, mask: Tensor, value: Any) -> Tensor:
    """`value` where `mask` is True, self elsewhere (torch.masked_fill; `mask.where(value, self)`).

    Args:
      mask: a bool tensor broadcastable with self.
      value: a Python number or a tensor.
    Returns:
      A tensor of the broadcast shape, promoted with `value`'s dtype.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.masked_fill(t > 2, 0).numpy())
      [[1 2]
       [0 0]]
      >>> print(t.masked_fill(Tensor([True, False]), -1).numpy())
      [[-1  2]
       [-1  4]]
    """
    return mask.where(value, self)
  def lerp(self: Tensor, end: Any, weight: Any) -> Tensor:
    """Linear interpolation `self + (end - self) * weight`, elementwise with broadcasting (torch.lerp).

    A uint8 tensor with a Tensor weight blends in 8-bit fixed point (weight rounded to 1/128), as tinygrad, and stays uint8.

    Args:
      end: the tensor (or number) to move toward.
      weight: a Python number or a tensor of weights.
    Returns:
      A tensor of the broadcast shape.

    Examples:
      >>> print(Tensor([0.0, 10.0]).lerp(Tensor([10.0, 20.0]), 0.25).numpy())
      [ 2.5 12.5]
      >>> print(Tensor([0, 100], dtype=dtypes.uint8).lerp(Tensor([200, 0], dtype=dtypes.uint8), Tensor([0.5, 0.5])).numpy())
      [100  50]
    """
    if self.dtype == dtypes.uint8 and isinstance(weight, Tensor):
      w = (weight * 128).round().cast(dtypes.int16)
      return (self.cast(dtypes.int16) + (((self.ufix(end).cast(dtypes.int16) - self.cast(dtypes.int16)) * w + 64) >> 7)).cast(dtypes.uint8)
    return self + (self.ufix(end) - self) * weight

  # ---- bits and logic ----
  def _check_bitwise(self: Tensor, x: Tensor, what: str) -> None:
    for t in (self, x):
      if not (dtypes.is_int(t.dtype) or dtypes.is_bool(t.dtype)): raise RuntimeError(f"{what} needs int or bool tensors, got {t.dtype}")
  def _bitop(self: Tensor, op: Ops, x: Any, reverse: PyBool, what: str) -> Tensor:
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    a._check_bitwise(b, what)
    return a.alu(op, b)
  def bitwise_and(self: Tensor, x: Any, reverse: PyBool = False) -> Tensor:
    """Elementwise bitwise AND (`x & self` with reverse); `&` calls this. Logical AND for bools.

    Args:
      x: an int or bool tensor or a Python int/bool.
      reverse: compute x & self.
    Returns:
      A tensor of the broadcast shape and the promoted dtype.
    Raises:
      RuntimeError: a float operand.

    Examples:
      >>> print(Tensor([12, 10]).bitwise_and(6).tolist())
      [4, 2]
      >>> print((Tensor([True, False]) & Tensor([True, True])).tolist())
      [True, False]
    """
    return self._bitop(Ops.AND, x, reverse, "bitwise_and")
  def bitwise_or(self: Tensor, x: Any, reverse: PyBool = False) -> Tensor:
    """Elementwise bitwise OR (`x | self` with reverse); `|` calls this. Logical OR for bools.

    Args:
      x: an int or bool tensor or a Python int/bool.
      reverse: compute x | self.
    Returns:
      A tensor of the broadcast shape and the promoted dtype.
    Raises:
      RuntimeError: a float operand.

    Examples:
      >>> print(Tensor([12, 10]).bitwise_or(3).tolist(), (Tensor([True, False]) | False).tolist())
      [15, 11] [True, False]
    """
    return self._bitop(Ops.OR, x, reverse, "bitwise_or")
  def bitwise_xor(self: Tensor, x: Any, reverse: PyBool = False) -> Tensor:
    """Elementwise bitwise XOR (`x ^ self` with reverse); `^` calls this. Logical XOR for bools.

    Args:
      x: an int or bool tensor or a Python int/bool.
      reverse: compute x ^ self.
    Returns:
      A tensor of the broadcast shape and the promoted dtype.
    Raises:
      RuntimeError: a float operand.

    Examples:
      >>> print(Tensor([12, 10]).bitwise_xor(Tensor([4, 10])).tolist(), (Tensor([True, False]) ^ True).tolist())
      [8, 0] [False, True]
    """
    return self._bitop(Ops.XOR, x, reverse, "bitwise_xor")
  def lshift(self: Tensor, x: Any, reverse: PyBool = False) -> Tensor:
    """Elementwise left shift `self << x` (the `<<` operator); `reverse=True` computes `x << self`.

    The result has the shifted operand's dtype (a Python int shifted by a tensor takes the tensor's, as numpy and torch); bits shifted
    past the width are lost.

    Args:
      x: the shift count (or the shifted value with `reverse`), a tensor or a Python int.
      reverse: swap the operands.
    Returns:
      An int tensor of the broadcast shape.
    Raises:
      RuntimeError: a non-int operand.

    Examples:
      >>> print(Tensor([1, 2, 3]).lshift(2).numpy())
      [ 4  8 12]
      >>> print((1 << Tensor([0, 1, 7], dtype=dtypes.uint8)).numpy())
      [  1   2 128]
    """
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if not dtypes.is_int(a.dtype) or not dtypes.is_int(b.dtype): raise RuntimeError(f"<< needs int tensors, got {a.dtype} and {b.dtype}")
    return a.alu(Ops.SHL, b)
  def rshift(self: Tensor, x: Any, reverse: PyBool = False) -> Tensor:
    """Shifts the bits right by `x` elementwise (`self >> x`): arithmetic for signed ints, logical for unsigned ones.

    Args:
      x: the shift, a tensor or a Python int.
      reverse: compute `x >> self` instead.
    Returns:
      A tensor of the left operand's dtype (a Python int on the left takes the tensor's dtype), broadcast to the common shape.
    Raises:
      RuntimeError: an operand that is not an int.

    Examples:
      >>> print(Tensor([16, -16, 7]).rshift(2).tolist(), (Tensor([16, 5], dtype=dtypes.uint8) >> 1).tolist())
      [4, -4, 1] [8, 2]
      >>> print((8 >> Tensor([1, 2])).tolist())
      [4, 2]
    """
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if not dtypes.is_int(a.dtype) or not dtypes.is_int(b.dtype): raise RuntimeError(f">> needs int tensors, got {a.dtype} and {b.dtype}")
    return a.alu(Ops.SHR, b)
  def bitwise_not(self: Tensor) -> Tensor:
    """Elementwise bitwise NOT (`~`): -x - 1 for signed ints, max - x for unsigned, logical not for bools.

    Raises:
      RuntimeError: a float tensor.

    Examples:
      >>> print(Tensor([0, 5, -1]).bitwise_not().tolist(), (~Tensor([0, 5], dtype=dtypes.uint8)).tolist())
      [-1, -6, 0] [255, 250]
      >>> print((~Tensor([True, False])).tolist())
      [False, True]
    """
    if dtypes.is_bool(self.dtype): return self.logical_not()
    if not dtypes.is_int(self.dtype): raise RuntimeError(f"~ needs an int or bool tensor, got {self.dtype}")
    return self ^ -1 if not dtypes.is_unsigned(self.dtype) else self ^ self.dtype.max
  def __invert__(self: Tensor) -> Tensor: return self.bitwise_not()
  def logical_not(self: Tensor) -> Tensor:
    """Elementwise logical NOT: True where the element is False or 0.

    Returns:
      A bool tensor of the same shape.

    Examples:
      >>> print(Tensor([True, False]).logical_not().numpy())
      [False  True]
      >>> print(Tensor([0, 2, -1]).logical_not().numpy())
      [ True False False]
    """
    return self.alu(Ops.CMPNE, Tensor.const(True)) if dtypes.is_bool(self.dtype) else self.eq(0)
  def ne(self: Tensor, x: Any) -> Tensor:
    """Elementwise `self != x` (the `!=` operator), broadcasting and promoting as arithmetic does; NaN is unequal to everything.

    Args:
      x: a tensor or a Python number.
    Returns:
      A bool tensor of the broadcast shape.

    Examples:
      >>> print(Tensor([1, 2]).ne(Tensor([1, 3])).numpy())
      [False  True]
      >>> print((Tensor([float("nan"), 1.0]) != 1.0).numpy())
      [ True False]
    """
    return self.alu(Ops.CMPNE, self.ufix(x))
  def eq(self: Tensor, x: Any) -> Tensor:
    """Elementwise equality, a bool tensor; `==` on a Tensor calls it (a Tensor's `==` is elementwise, its hash is by identity).

    NaN is unequal to everything, itself included.

    Args:
      x: a tensor or number, broadcast against self.

    Examples:
      >>> print(Tensor([1, 2, 3]).eq(2).tolist())
      [False, True, False]
      >>> print((Tensor([1.0, float("nan")]) == Tensor([1.0, float("nan")])).tolist())
      [True, False]
    """
    return self.ne(x).logical_not()
  def lt(self: Tensor, x: Any) -> Tensor:
    """Elementwise `self < x` (the `<` operator), broadcasting and promoting as arithmetic does; False where either side is NaN.

    Args:
      x: a tensor or a Python number.
    Returns:
      A bool tensor of the broadcast shape.

    Examples:
      >>> print(Tensor([1, 2, 3]).lt(2).numpy())
      [ True False False]
      >>> print((Tensor([1.0, float("nan")]) < 2).numpy())
      [ True False]
    """
    return self.alu(Ops.CMPLT, self.ufix(x))
  def gt(self: Tensor, x: Any) -> Tensor:
    """Elementwise `self > x` (the `>` operator), broadcasting and promoting as arithmetic does; False where either side is NaN.

    Args:
      x: a tensor or a Python number.
    Returns:
      A bool tensor of the broadcast shape.

    Examples:
      >>> print(Tensor([1, 2, 3]).gt(2).numpy())
      [False False  True]
      >>> print((2 > Tensor([1.0, 2.0, 3.0])).numpy())
      [ True False False]
    """
    return self.ufix(x).alu(Ops.CMPLT, self)
  # not (x > y) would be True for a NaN on either side; numpy and torch say False
  def le(self: Tensor, x: Any) -> Tensor:
    """Elementwise `self <= x` (the `<=` operator), broadcasting and promoting as arithmetic does.

    A NaN on either side gives False, as numpy and torch.

    Args:
      x: a tensor or a Python number.
    Returns:
      A bool tensor of the broadcast shape.

    Examples:
      >>> print(Tensor([1, 2, 3]).le(2).numpy())
      [ True  True False]
      >>> print((Tensor([1.0, float("nan")]) <= 1).numpy())
      [ True False]
    """
    return self.lt(x) | self.eq(x) if self._float_with(x) else super().le(x)
  def ge(self: Tensor, x: Any) -> Tensor:
    """Elementwise `self >= x` (the `>=` operator), broadcasting and promoting as arithmetic does.

    A NaN on either side gives False, as numpy and torch.

    Args:
      x: a tensor or a Python number.
    Returns:
      A bool tensor of the broadcast shape.

    Examples:
      >>> print(Tensor([1, 2, 3]).ge(2).numpy())
      [False  True  True]
      >>> print((Tensor([1.0, float("nan")]) >= 1).numpy())
      [ True False]
    """
    return self.gt(x) | self.eq(x) if self._float_with(x) else super().ge(x)
  def _float_with(self: Tensor, x: Any) -> PyBool: return dtypes.is_float(least_upper_dtype(self.dtype, self.ufix(x).dtype))
  def __eq__(self: Tensor, x: Any) -> Tensor: return self.eq(x)  # type: ignore[override]
  def __ne__(self: Tensor, x: Any) -> Tensor: return self.ne(x)  # type: ignore[override]
  def isnan(self: Tensor) -> Tensor:
    """Elementwise: True where the value is NaN (`self != self`).

    Returns:
      A bool tensor of the same shape (all False for ints and bools).

    Examples:
      >>> print(Tensor([1.0, float("nan"), float("inf")]).isnan().numpy())
      [False  True False]
    """
    return self.ne(self)
  def isinf(self: Tensor, detect_positive: PyBool = True, detect_negative: PyBool = True) -> Tensor:
    """Elementwise: True where the value is +inf or -inf (as torch.isinf; NaN is not inf).

    Args:
      detect_positive: count +inf (default True).
      detect_negative: count -inf (default True).
    Returns:
      A bool tensor of the same shape.

    Examples:
      >>> t = Tensor([1.0, float("inf"), -float("inf"), float("nan")])
      >>> print(t.isinf().numpy())
      [False  True  True False]
      >>> print(t.isinf(detect_negative=False).numpy())
      [False  True False False]
    """
    return (self.eq(math.inf) & detect_positive) | (self.eq(-math.inf) & detect_negative)
  def isfinite(self: Tensor) -> Tensor:
    """Elementwise: True where the value is neither inf, -inf nor NaN (every element of an int or bool tensor).

    Returns:
      A bool tensor of the same shape.

    Examples:
      >>> print(Tensor([1.0, float("inf"), -float("inf"), float("nan")]).isfinite().numpy())
      [ True False False False]
    """
    return (self.isinf() | self.isnan()).logical_not()
  def isclose(self: Tensor, other: Any, rtol: PyFloat = 1e-05, atol: PyFloat = 1e-08, equal_nan: PyBool = False) -> Tensor:
    """Elementwise `|self - other| <= atol + rtol * |other|`, as numpy's and torch's isclose.

    An inf is close only to the same inf; NaN is close to nothing unless `equal_nan`.

    Args:
      other: a tensor or a Python number, broadcast against self.
      rtol: the relative tolerance (default 1e-5).
      atol: the absolute tolerance (default 1e-8).
      equal_nan: count two NaNs as close.
    Returns:
      A bool tensor of the broadcast shape.

    Examples:
      >>> a = Tensor([1.0, 1.0, float("inf"), float("nan")])
      >>> b = Tensor([1.000001, 1.1, float("inf"), float("nan")])
      >>> print(a.isclose(b).numpy())
      [ True False  True False]
      >>> print(a.isclose(b, equal_nan=True).numpy())
      [ True False  True  True]
    """
    o = self.ufix(other)
    # numpy: an inf is close only to the same inf; the tolerance test is for finite pairs
    nan = self.isnan() | o.isnan()
    finite = (self.isinf() | o.isinf() | nan).logical_not()
    close = (finite & ((self - o).abs() <= atol + rtol * o.abs())) | (self.eq(o) & nan.logical_not())
    return (close | (self.isnan() & o.isnan())) if equal_nan else close
  def allclose(self: Tensor, other: Any, rtol: PyFloat = 1e-05, atol: PyFloat = 1e-08, equal_nan: PyBool = False) -> Tensor:
    """Whether every element of self is close to `other`: `self.isclose(other, rtol, atol, equal_nan).all()`.

    The test is numpy's, |self - other| <= atol + rtol * |other|; an inf is close only to the same inf.

    Args:
      other: a tensor or number, broadcast against self.
      rtol: the relative tolerance.
      atol: the absolute tolerance.
      equal_nan: count two NaNs as close.
    Returns:
      A 0-d bool tensor (read it with `.item()`), unlike numpy's Python bool.

    Examples:
      >>> print(Tensor([1.0, 2.0]).allclose(Tensor([1.0, 2.000001])).item())
      True
      >>> print(Tensor([1.0, 2.0]).allclose(Tensor([1.0, 2.1])).item())
      False
      >>> print(Tensor([1.0, float("nan")]).allclose(Tensor([1.0, float("nan")]), equal_nan=True).item())
      True
    """
    return self.isclose(other, rtol, atol, equal_nan).all()
