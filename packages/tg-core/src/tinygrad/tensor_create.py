"""CreationMixin: Tensor's constructors (empty, const, full, zeros, ones, arange, linspace, eye, from_blob, from_url, the *_like forms,
triu/tril) and the decorator that gives a creation function tinygrad's requires_grad= argument at its definition."""
# self is annotated as the finished Tensor, which mypy's supertype rule for self types (a [misc] error) does not allow a mixin
# mypy: disable-error-code="misc"
from __future__ import annotations
import functools, math
from typing import TYPE_CHECKING, Any, TypeVar, cast
from collections.abc import Callable
from tinygrad.device import Buffer
from tinygrad.dtype import DType, DTypeLike, dtypes, strong_dtype, to_dtype
from tinygrad.helpers import argfix, ceildiv, prod
from tinygrad.uop.ops import UOp, sint, smax, ssimplify
from tinygrad.uop.shape import as_int, check_dims
from tinygrad.tensor_data import _canon, _strong, PyBool, PyInt
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

def _fits(v: Any, dt: DType) -> Any:
  """A Python int committed to an int dtype must be in its range, as numpy 2 (int32 + 2**31, int8 * 200 and uint8 + -1 raise
  OverflowError) rather than wrap."""
  if isinstance(v, int) and not isinstance(v, bool) and dtypes.is_int(dt) and not dt.scalar().min <= v <= dt.scalar().max:
    raise OverflowError(f"Python integer {v} out of bounds for {dt}; cast the tensor to a dtype that holds it (e.g. .cast(dtypes.int64)) first")
  return v

_F = TypeVar("_F", bound=Callable[..., Any])

def _with_requires_grad(fn: _F) -> _F:
  """Decorates a creation function so it also takes tinygrad's requires_grad= (set on the result); the signature shown stays fn's."""
  @functools.wraps(fn)
  def make(*args: Any, requires_grad: PyBool | None = None, **kw: Any) -> Tensor:
    ret = fn(*args, **kw)
    if requires_grad is not None: ret.requires_grad = requires_grad
    return ret
  return cast(_F, make)

class CreationMixin:
  """Part of Tensor (tinygrad.tensor lists it among Tensor's bases): self is always a Tensor, so a method may call any other."""
  # ---- creation ----
  @staticmethod
  @_with_requires_grad
  def empty(*shape: Any, device: Any = None, dtype: DTypeLike | None = None) -> Tensor:
    """A new tensor of `shape` whose buffer is allocated but not initialised: its values are whatever the memory held.

    Use it for outputs that a kernel or an assign fills (custom_kernel, assign). The shape may hold bound Variables: the
    buffer has the largest size and the tensor is a shrink of it.

    Args:
      shape: ints, or one tuple of them.
      device: where the buffer lives (default: Device.DEFAULT).
      dtype: the element type (default: dtypes.default_float).
    Returns:
      A realized tensor.
    Raises:
      TypeError: a non-int size.
      ValueError: a negative size.
      RuntimeError: a weak dtype.

    Examples:
      >>> t = Tensor.empty(2, 3)
      >>> print(t.shape, t.dtype)
      (2, 3) dtypes.float
      >>> print(Tensor.empty((4,), dtype="int16").dtype)
      dtypes.short
    """
    dt, sh = to_dtype(dtype) if dtype is not None else dtypes.default_float, check_dims(argfix(*shape), "empty shape")
    if dtypes.is_weak(dt): raise RuntimeError(f"empty needs storage: weak dtype {dt} is not allowed")
    dev = _canon(device)
    max_sh = tuple(s if isinstance(s, int) else int(s.vmax) for s in sh)
    u = UOp.new_buffer(dev, prod(max_sh), dt).reshape(max_sh)
    return Tensor(u).shrink(tuple((0, s) for s in sh)) if max_sh != sh else Tensor(u)
  @staticmethod
  def invalids(*shape: Any, device: Any = None, dtype: DTypeLike | None = None) -> Tensor:
    """An uninitialised tensor (`Tensor.empty`) of bool by default; tinygrad uses it as a placeholder whose contents are never read.

    Args:
      shape: the shape, as ints or one tuple.
      device: where it lives (default: Device.DEFAULT).
      dtype: the element dtype (default bool).
    Returns:
      A tensor whose contents are undefined.

    Examples:
      >>> t = Tensor.invalids(2, 3)
      >>> print(t.shape, t.dtype)
      (2, 3) dtypes.bool
    """
    return Tensor.empty(*shape, device=device, dtype=dtype or dtypes.bool)
  @staticmethod
  def const(b: Any, dtype: DTypeLike | None = None) -> Tensor:
    """A deviceless 0-d constant `b`; its dtype is `dtype`, or weak (weakint, weakfloat) for a Python int or float.

    A weak constant takes the dtype of the tensor it meets, as a Python scalar does in `t + 1`.

    Args:
      b: a Python number or bool.
      dtype: the dtype (default: the weak dtype of `b`).

    Examples:
      >>> c = Tensor.const(2.5)
      >>> print(c.shape, c.dtype, c.device, c.item())
      () dtypes.weakfloat None 2.5
      >>> print(Tensor.const(3, dtypes.int8).dtype)
      dtypes.char
    """
    return Tensor(UOp.const(b, to_dtype(dtype) if dtype is not None else None))
  def const_like(self: Tensor, b: Any, dtype: DTypeLike | None = None) -> Tensor:
    """A deviceless tensor of self's shape filled with `b` (a broadcast constant, no buffer), in self's dtype or `dtype`.

    Examples:
      >>> c = Tensor([[1, 2, 3]]).const_like(7)
      >>> print(c.tolist(), c.shape, c.dtype, c.device)
      [[7, 7, 7]] (1, 3) dtypes.int None
    """
    return Tensor.full(self.shape, b, dtype=dtype or self.dtype, buffer=False)
  def ufix(self: Tensor, x: Any) -> Tensor:
    """`x` as a tensor: a Tensor is returned as it is, a Python number becomes a deviceless weak constant (`Tensor.const`).

    Args:
      x: a Tensor or a Python scalar.
    Returns:
      A Tensor; a Python int gives `dtypes.weakint`, a float `dtypes.weakfloat`, which promote to the other operand's dtype.

    Examples:
      >>> t = Tensor([1])
      >>> print(t.ufix(2).dtype, t.ufix(2.5).dtype, t.ufix(t) is t)
      dtypes.weakint dtypes.weakfloat True
    """
    return x if isinstance(x, Tensor) else Tensor.const(x)
  @staticmethod
  @_with_requires_grad
  def full(shape: Any, fill_value: Any, dtype: DTypeLike | None = None, device: Any = None, buffer: PyBool = True) -> Tensor:
    """Creates a tensor of `shape` with every element `fill_value`.

    Args:
      shape: the shape, a tuple/list or a single int.
      fill_value: a Python number, a 0-d Tensor, or a bound Variable (read when the tensor runs).
      dtype: the element dtype (default: int32 for ints, float32 for floats, bool for bools, the tensor's dtype for a Tensor).
      device: where the buffer lives (default: Device.DEFAULT).
      buffer: False gives a deviceless broadcast constant (no memory, folded into kernels that use it), as tinygrad's `full`.
    Returns:
      A tensor of `shape`.
    Raises:
      ValueError: a negative dim.
      OverflowError: an int `fill_value` that `dtype` cannot hold (numpy 2 raises too; no silent wrap).

    Examples:
      >>> print(Tensor.full((2, 3), 7).numpy())
      [[7 7 7]
       [7 7 7]]
      >>> t = Tensor.full(2, 1.5, dtype=dtypes.float16)
      >>> print(t.numpy(), t.dtype)
      [1.5 1.5] dtypes.half
    """
    if isinstance(fill_value, UOp): fill_value = Tensor(fill_value)  # a bound Variable fills with its value, read when it runs
    sh = check_dims(argfix(shape) if isinstance(shape, (tuple, list)) else (shape,), "full shape")
    dt = to_dtype(dtype) if dtype is not None else (fill_value.dtype if isinstance(fill_value, Tensor) else dtypes.from_py(fill_value))
    if buffer: dt = _strong(fill_value if isinstance(fill_value, Tensor) else Tensor.const(fill_value, dt)) if dtypes.is_weak(dt) else dt
    c = fill_value.cast(dt) if isinstance(fill_value, Tensor) else Tensor.const(_fits(fill_value, dt) if buffer else fill_value, dt)
    ret = c.reshape((1,) * len(sh)).expand(sh)
    return ret.clone(device) if buffer else ret
  @staticmethod
  @_with_requires_grad
  def zeros(*shape: Any, **kw: Any) -> Tensor:
    """A tensor of zeros.

    Args:
      shape: the shape, as ints or one tuple.
      kw: `dtype` (default `dtypes.default_float`), `device` and the other arguments of `full`.
    Returns:
      A tensor of `shape` filled with 0.

    Examples:
      >>> print(Tensor.zeros(2, 3).numpy())
      [[0. 0. 0.]
       [0. 0. 0.]]
      >>> print(Tensor.zeros((2,), dtype=dtypes.int32).tolist())
      [0, 0]
    """
    return Tensor.full(argfix(*shape), 0.0, **{"dtype": dtypes.default_float, **kw})
  @staticmethod
  @_with_requires_grad
  def ones(*shape: Any, **kw: Any) -> Tensor:
    """A tensor of `shape` filled with 1 (`Tensor.full(shape, 1.0)`).

    Args:
      shape: the shape, as ints or one tuple.
      kw: dtype (default: the default float), device, requires_grad, as `Tensor.full`.
    Returns:
      A tensor of `shape`.

    Examples:
      >>> print(Tensor.ones(2, 3).numpy())
      [[1. 1. 1.]
       [1. 1. 1.]]
      >>> print(Tensor.ones((2,), dtype=dtypes.int32).numpy())
      [1 1]
    """
    return Tensor.full(argfix(*shape), 1.0, **{"dtype": dtypes.default_float, **kw})
  @_with_requires_grad
  def full_like(self: Tensor, fill_value: Any, dtype: DTypeLike | None = None, device: Any = None, buffer: PyBool = True) -> Tensor:
    """A tensor of the same shape as this one filled with `fill_value`.

    Args:
      fill_value: the value (a Python number, or a 0-d Tensor).
      dtype: the element dtype (default: this tensor's dtype; a weak dtype is committed to its default).
      device: where it lives (default: this tensor's device, every shard's device for a multi-device tensor).
      buffer: False gives a deviceless broadcast constant, as `Tensor.full`.
    Returns:
      A tensor of `self.shape`.
    Raises:
      OverflowError: an int `fill_value` the dtype cannot hold.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.full_like(9).numpy())
      [[9 9]
       [9 9]]
      >>> print(t.full_like(0.5, dtype=dtypes.float32).numpy())
      [[0.5 0.5]
       [0.5 0.5]]
    """
    dt = dtype or strong_dtype(self.dtype)
    if buffer and (m := self._like_multi(device, lambda sh, d: Tensor.full(sh, fill_value, dtype=dt, device=d), "full_like")) is not None: return m
    return Tensor.full(self.shape, fill_value, dtype=dtype or strong_dtype(self.dtype), device=device if device is not None else self.device,
                       buffer=buffer)
  @_with_requires_grad
  def zeros_like(self: Tensor, **kw: Any) -> Tensor:
    """A tensor of zeros with this tensor's shape, dtype and device (`full_like(0)`); a multi-device tensor keeps its placement.

    Args:
      kw: `dtype` or `device` to override (`device` raises RuntimeError for a multi-device tensor).
    Returns:
      A new tensor of this tensor's shape.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.zeros_like().tolist(), t.zeros_like(dtype=dtypes.half).dtype)
      [[0, 0], [0, 0]] dtypes.half
    """
    return self.full_like(0, **kw)
  @_with_requires_grad
  def ones_like(self: Tensor, **kw: Any) -> Tensor:
    """A tensor of 1s of the same shape as this one (`self.full_like(1, **kw)`).

    Args:
      kw: dtype (default: this tensor's), device (default: this tensor's), as `full_like`.
    Returns:
      A tensor of `self.shape`.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.ones_like().numpy())
      [[1 1]
       [1 1]]
      >>> print(t.ones_like(dtype=dtypes.float16).dtype)
      dtypes.half
    """
    return self.full_like(1, **kw)
  @_with_requires_grad
  def empty_like(self: Tensor, dtype: DTypeLike | None = None, device: Any = None) -> Tensor:
    """An uninitialised tensor of self's shape (see `empty`), in self's dtype and on self's device unless given.

    A multi-device tensor gives one placed like it (sharded on the same axis or replicated); a weak dtype becomes its default.

    Args:
      dtype: the element type (default: self's).
      device: where it lives (default: self's device, or Device.DEFAULT for a deviceless tensor).
    Raises:
      RuntimeError: `device` given for a multi-device tensor (it keeps the placement).

    Examples:
      >>> t = Tensor([[1, 2]], dtype=dtypes.int8).empty_like()
      >>> print(t.shape, t.dtype)
      (1, 2) dtypes.char
      >>> print(Tensor([1, 2]).empty_like(dtype=dtypes.float16).dtype)
      dtypes.half
    """
    if (m := self._like_multi(device, lambda sh, d: Tensor.empty(*sh, device=d, dtype=dtype or strong_dtype(self.dtype)), "empty_like")) is not None:
      return m
    return Tensor.empty(*self.shape, device=device if device is not None else self.device, dtype=dtype or strong_dtype(self.dtype))
  @staticmethod
  @_with_requires_grad
  def from_blob(ptr: PyInt, shape: tuple[PyInt, ...], **kw: Any) -> Tensor:
    """A tensor over memory you own, at the address `ptr`: no copy, reads and writes go to that memory.

    The memory must stay alive and hold prod(shape) elements for as long as the tensor is used; on CPU it is a host address
    (numpy's `arr.ctypes.data`), on a GPU a device address.

    Args:
      ptr: the address.
      shape: the shape, a tuple of ints.
      dtype: keyword, the element type (default: dtypes.default_float).
      device: keyword, the one device that owns the memory (default: Device.DEFAULT).
    Raises:
      RuntimeError: a tuple of devices.

    Examples:
      >>> a = np.array([1.0, 2.0, 3.0], np.float32)
      >>> t = Tensor.from_blob(a.ctypes.data, (3,), dtype=dtypes.float32, device="CPU")
      >>> a[0] = 9.0
      >>> print(t.numpy())
      [9. 2. 3.]
    """
    dt, dev = to_dtype(kw.get("dtype", dtypes.default_float)), _canon(kw.get("device"))
    if not isinstance(dev, str): raise RuntimeError(f"from_blob takes one device, got {dev}")
    buf = Buffer(dev, prod(shape), dt)
    buf.allocate(external_ptr=ptr)
    return Tensor(UOp.from_buffer(buf).reshape(shape))
  @staticmethod
  @_with_requires_grad
  def from_url(url: str, gunzip: PyBool = False, **kw: Any) -> Tensor:
    """The file at `url` as a DISK tensor of bytes: downloaded once into the cache dir, `Tensor(fetch(url, gunzip=gunzip))`.

    A url starting with "/" or "." is a local path, read where it is. The DISK tensor maps the file; reading it (or moving it
    with `.to()`) loads the bytes, and `bitcast` reinterprets them.

    Args:
      url: an http(s) URL or a local path.
      gunzip: decompress the download (not a local path).
      kw: passed on to Tensor (device, dtype).
    Returns:
      A 1-D uint8 tensor on DISK, one element per byte.

    Examples:
      >>> import os, tempfile
      >>> path = os.path.join(tempfile.mkdtemp(), "w.bin")
      >>> _ = open(path, "wb").write(bytes([1, 2, 3, 4]))
      >>> t = Tensor.from_url(path)
      >>> print(t.dtype, t.tolist(), t.bitcast(dtypes.uint16).tolist())
      dtypes.uchar [1, 2, 3, 4] [513, 1027]
    """
    from tinygrad.helpers import fetch
    return Tensor(fetch(url, gunzip=gunzip), **kw)
  @staticmethod
  @_with_requires_grad
  def arange(start: Any, stop: Any = None, step: Any = 1, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """The values from `start` up to `stop` (excluded) in steps of `step`, as `range` and numpy's arange.

    With one argument it is the stop: `arange(n)` is 0, 1, ..., n-1. The result is deviceless (a lazy index computation, no
    buffer) until it meets a tensor with a device or is realized (then on the default device).

    Args:
      start: the first value (the stop if `stop` is None).
      stop: the end, excluded.
      step: the increment; may be negative.
      dtype: the result dtype (default: default_int for int arguments, int64 if the values do not fit it; default_float if any
        argument is a float).
    Returns:
      A 1-D tensor of ceil((stop - start) / step) elements (0 if that is negative).
    Raises:
      ValueError: a step of 0.
      OverflowError: values that do not fit an int `dtype`.

    Examples:
      >>> print(Tensor.arange(5).tolist())
      [0, 1, 2, 3, 4]
      >>> print(Tensor.arange(2, 8, 2).tolist(), Tensor.arange(3, 0, -1).tolist())
      [2, 4, 6] [3, 2, 1]
      >>> t = Tensor.arange(0.0, 1.0, 0.25)
      >>> print(t.numpy(), t.dtype)
      [0.   0.25 0.5  0.75] dtypes.float
    """
    if stop is None: start, stop = 0, start
    if step == 0: raise ValueError("arange step must not be 0")
    if any(isinstance(x, UOp) for x in (start, stop, step)): return Tensor._arange_symbolic(start, stop, step, dtype)
    n = max(0, math.ceil((stop - start) / step))
    if dtype is not None: dt = to_dtype(dtype)
    elif any(isinstance(x, float) for x in (start, stop, step)): dt = dtypes.default_float
    else:
      dt = dtypes.default_int
      if dtypes.is_int(dt) and not (dt.min <= start <= dt.max and dt.min <= start + step * max(n - 1, 0) <= dt.max): dt = dtypes.int64
    if dtypes.is_int(dt) and n and not (dt.min <= start <= dt.max and dt.min <= start + step * (n - 1) <= dt.max):
      raise OverflowError(f"arange({start}, {stop}, {step}) does not fit {dt}")
    if n == 0: return Tensor.full((0,), 0, dtype=dt, buffer=False)
    off = (start - step) % (1 << dt.bitsize) if dtypes.is_unsigned(dt) else start - step  # wraps back: the first value is start
    return (Tensor.full((n,), step, dtype=dt, buffer=False)._cumsum_raw(0) + off).cast(dt)
  @staticmethod
  def _arange_symbolic(start: sint, stop: sint, step: sint, dtype: DTypeLike | None) -> Tensor:
    """A symbolic-length arange: the values of an arange at the largest length, shrunk to the bound one (one kernel for every value).
    A symbolic step must keep one sign over its range (ValueError otherwise)."""
    if any(isinstance(x, float) for x in (start, stop, step)): raise TypeError("arange with symbolic bounds takes ints; cast the result instead")
    s_lo, s_hi = (step, step) if isinstance(step, int) else (int(step.vmin), int(step.vmax))
    if s_lo <= 0 <= s_hi: raise ValueError(f"arange step {step} can be 0 or change sign over its range [{s_lo}, {s_hi}]; bound it away from 0")
    n = ssimplify(ceildiv(stop - start, step))
    if isinstance(n, int): n = max(n, 0)
    elif n.vmin < 0: n = smax(n, 0)
    lo_of, hi_of = (lambda x: x if isinstance(x, int) else int(x.vmin)), (lambda x: x if isinstance(x, int) else int(x.vmax))
    # the largest length: the widest span over the smallest step magnitude (a symbolic division's own bounds are loose)
    span = hi_of(stop) - lo_of(start) if s_lo > 0 else lo_of(stop) - hi_of(start)
    nmax = max(0, ceildiv(span, s_lo if s_lo > 0 else s_hi)) if not isinstance(n, int) else n
    lo = lo_of(start) + min(0, lo_of(step) * max(nmax - 1, 0))
    hi = hi_of(start) + max(0, hi_of(step) * max(nmax - 1, 0))
    dt = to_dtype(dtype) if dtype is not None else dtypes.default_int
    if dtype is None and not (dt.min <= lo and hi <= dt.max): dt = dtypes.int64
    return (Tensor.arange(nmax, dtype=dt)[:n] * step + start).cast(dt)
  @staticmethod
  @_with_requires_grad
  def linspace(start: Any, stop: Any, steps: PyInt, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """`steps` evenly spaced values from `start` to `stop`, both included (numpy.linspace, torch.linspace).

    Args:
      start: the first value.
      stop: the last value.
      steps: how many values.
      dtype: the element dtype (default: the default float); ints truncate toward zero as torch and tinygrad (numpy 2 floors).
      kw: passed on (device, requires_grad).
    Returns:
      A 1-D tensor of `steps` elements.
    Raises:
      TypeError: `steps` not an int.
      ValueError: `steps` < 0, or a bool dtype.

    Examples:
      >>> print(Tensor.linspace(0, 1, 5).numpy())
      [0.   0.25 0.5  0.75 1.  ]
      >>> print(Tensor.linspace(0, 10, 3, dtype=dtypes.int32).numpy())
      [ 0  5 10]
    """
    if (steps := as_int(steps, "linspace steps")) < 0: raise ValueError(f"linspace steps must be >= 0, got {steps}")
    dt = to_dtype(dtype) if dtype is not None else dtypes.default_float
    if dt == dtypes.bool: raise ValueError("linspace with a bool dtype is not supported")
    if steps == 1: return Tensor.full((1,), start, dtype=dt, buffer=False)
    # numpy: start + i * step, the last one stop itself; in dt where it is wider than default_float (float64 was computed in float32)
    ct = dt if dtypes.is_float(dt) and dt.itemsize > dtypes.default_float.itemsize else dtypes.default_float
    i = Tensor.arange(steps, dtype=ct)
    return (i == steps - 1).where(Tensor.full((steps,), stop, dtype=ct, buffer=False), start + i * ((stop - start) / max(steps - 1, 1))).cast(dt)
  @staticmethod
  @_with_requires_grad
  def eye(n: PyInt, m: PyInt | None = None, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """The identity matrix: ones on the main diagonal, zeros elsewhere.

    Deviceless (index math, no buffer) until it meets a tensor with a device or is realized.

    Args:
      n: the number of rows.
      m: the number of columns (default: n).
      dtype: the element type (default: dtypes.default_float).
    Returns:
      An (n, m) tensor.
    Raises:
      TypeError: a non-int size.
      ValueError: a negative size.

    Examples:
      >>> print(Tensor.eye(2).numpy())
      [[1. 0.]
       [0. 1.]]
      >>> print(Tensor.eye(2, 3, dtype=dtypes.int32).tolist())
      [[1, 0, 0], [0, 1, 0]]
    """
    n, m = as_int(n, "eye n"), as_int(n if m is None else m, "eye m")
    if n < 0 or m < 0: raise ValueError(f"eye needs non-negative sizes, got {n}, {m}")
    dt = to_dtype(dtype) if dtype is not None else dtypes.default_float
    return (Tensor.arange(n).unsqueeze(1).eq(Tensor.arange(m))).cast(dt)
  def _tri(self: Tensor, diagonal: PyInt, upper: PyBool) -> Tensor:
    """The upper or lower triangle of the last two dims; needs 2 dims (ValueError) and an int diagonal (TypeError)."""
    if self.ndim < 2: raise ValueError(f"{'triu' if upper else 'tril'} needs at least 2 dims, got shape {self.shape}")
    if not isinstance(diagonal, UOp): diagonal = as_int(diagonal, "diagonal")
    r, c = self.shape[-2], self.shape[-1]
    keep = (Tensor.arange(c).unsqueeze(0) - Tensor.arange(r).unsqueeze(1))
    mask = keep >= diagonal if upper else keep <= diagonal
    return mask.where(self, Tensor.const(0, self.dtype) if not dtypes.is_bool(self.dtype) else False)
  def triu(self: Tensor, diagonal: PyInt = 0) -> Tensor:
    """The upper triangle of the last two dims: elements below the `diagonal`-th diagonal become 0 (False for bool).

    Args:
      diagonal: 0 keeps the main diagonal, > 0 drops diagonals above it too, < 0 keeps diagonals below it.
    Returns:
      A tensor of the same shape and dtype.
    Raises:
      ValueError: fewer than 2 dims.
      TypeError: a non-int diagonal.

    Examples:
      >>> m = Tensor.ones(3, 3, dtype=dtypes.int32)
      >>> print(m.triu().tolist(), m.triu(1).tolist())
      [[1, 1, 1], [0, 1, 1], [0, 0, 1]] [[0, 1, 1], [0, 0, 1], [0, 0, 0]]
    """
    return self._tri(diagonal, True)
  def tril(self: Tensor, diagonal: PyInt = 0) -> Tensor:
    """The lower triangle of the last two dims: elements above the `diagonal`-th diagonal become 0 (False for bool).

    Args:
      diagonal: 0 keeps the main diagonal, > 0 diagonals above it too, < 0 drops diagonals below it.
    Returns:
      A tensor of the same shape and dtype.
    Raises:
      ValueError: fewer than 2 dims.
      TypeError: a non-int diagonal.

    Examples:
      >>> m = Tensor.ones(3, 3, dtype=dtypes.int32)
      >>> print(m.tril().tolist(), m.tril(-1).tolist())
      [[1, 0, 0], [1, 1, 0], [1, 1, 1]] [[0, 0, 0], [1, 0, 0], [1, 1, 0]]
    """
    return self._tri(diagonal, False)
