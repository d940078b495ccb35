"""Tensor: a lazy array over a tensor-level UOp graph, with autograd, creation, random numbers and the numpy-like API.

Nothing runs until something realizes a tensor (`realize`, `numpy`, `item`, `tolist`, `data`, an optimizer step). Every live
Tensor is in a weak registry, so when realize replaces part of the graph by buffers every tensor built on it sees them.
"""
from __future__ import annotations
import contextlib, inspect, pathlib
from typing import Any
from collections.abc import Callable, Iterator, Sequence
import numpy as np
from tinygrad.device import Device
from tinygrad.dtype import DType, DTypeLike, Invalid, InvalidType, _from_np_dtype, _to_np_dtype, dtypes, least_upper_dtype, strong_dtype, to_dtype, \
  truncate
from tinygrad.gradient import fresh_write
from tinygrad.helpers import TRAINING, UNSAFE_ALLOW_JIT_BUFFER, all_int, prod
from tinygrad.mixin import MovementMixin
from tinygrad.uop import Ops
from tinygrad.uop.mathtraits import MathTrait
from tinygrad.uop.ops import UOp, sint
from tinygrad.uop.shape import as_int
from tinygrad.tensor_data import canonicalize_device as canonicalize_device  # tinygrad's public name, kept here
from tinygrad.tensor_data import _all_ints, _canon, _int_list_dtype, _np_to_storage, _pyconst_dtype, _storage_to_np, _strong, PyBool, PyFloat, PyInt
from tinygrad.tensor_disk import _disk_buffer_uop, _disk_bytes, _disk_chain, _disk_np, _disk_prefix, _disk_read, _disk_to, _is_disk, _off_disk, _RAW
from tinygrad.tensor_registry import _apply_map, _broadcasts, _conflicting_binds, _histories, _ids, _is_view, _is_view_of_buffer, _is_view_op, \
  _reaches_padding, _stale_readers, _storage, _swap_root, _views, all_tensors
from tinygrad.tensor_create import CreationMixin
from tinygrad.tensor_random import RandomMixin
from tinygrad.tensor_elementwise import ElementwiseMixin
from tinygrad.tensor_unary import UnaryMixin
from tinygrad.tensor_movement import MovementIndexMixin
from tinygrad.tensor_reduce import ReduceMixin
from tinygrad.tensor_processing import ProcessingMixin
from tinygrad.tensor_nn import NNMixin
from tinygrad import tensor_disk, tensor_numerics, tensor_create, tensor_random, tensor_elementwise, tensor_unary, tensor_movement, tensor_reduce, \
  tensor_processing, tensor_nn

class _TensorMeta(type):
  """`Tensor.training` reads and sets the TRAINING switch (as tinygrad's class attribute does)."""
  @property
  def training(cls) -> PyBool: return bool(TRAINING.value)
  @training.setter
  def training(cls, v: PyBool) -> None: TRAINING.value = int(v)

class Tensor(CreationMixin, RandomMixin, ElementwiseMixin, UnaryMixin, MovementIndexMixin, ReduceMixin,
             ProcessingMixin, NNMixin, MovementMixin, MathTrait, metaclass=_TensorMeta):
  """A lazy n-dimensional array on a device, with automatic differentiation: what everything in tinygrad is built from.

  Make one from a Python number or nested list, a numpy array, bytes, a pathlib.Path (a DISK tensor mapping the file) or a
  UOp, `Tensor(data, device=None, dtype=None, requires_grad=None)`, or with a creation method (zeros, ones, full, arange,
  eye, rand, empty, from_blob). A list's dtype is inferred as numpy's would be, in tinygrad's defaults: ints give
  dtypes.default_int (int32; int64 when a value needs it), floats dtypes.default_float (float32).

  Laziness: an operation returns at once, with a new Tensor whose `uop` is the graph of the computation; nothing runs until the
  data is asked for (`.numpy()`, `.tolist()`, `.item()`, `.data()`) or `.realize()` is called. The scheduler then fuses the
  graph into as few kernels as it can, compiles them for the device and runs them (`GlobalCounters.kernel_count` counts
  them). A Python scalar and results of arange, eye or full(buffer=False) are deviceless (index math, no buffer) and take
  the device of the tensor they meet.

  Devices: `device` is a string, "CPU", "PYTHON" (a pure-Python emulator), "CL", "CUDA", "NV", "AMD", "WEBGPU", ..., with an
  optional ":index" ("CUDA:1"); the default is `Device.DEFAULT`, chosen with the DEV environment variable. Operands of one
  operation must be on the same device (`.to(device)` copies); a tuple of devices is a multi-device tensor (`.shard`).

  Autograd: `.backward()` fills `.grad` of the float tensors a scalar depends on; `.gradient(*targets)` returns gradients.
  Attributes: `uop` (the graph), `grad`, `requires_grad`, and `is_param` (whether an optimizer steps it).

  Examples:
    >>> a = Tensor([[1.0, 2.0], [3.0, 4.0]])
    >>> b = (a @ a + 1).relu()  # lazy: nothing has run yet
    >>> print(b.shape, b.dtype)
    (2, 2) dtypes.float
    >>> print(b.numpy())  # runs the kernels
    [[ 8. 11.]
     [16. 23.]]
    >>> x = Tensor([1.0, 2.0, 3.0], requires_grad=True)
    >>> _ = (x * x).sum().backward()
    >>> print(x.grad.numpy())
    [2. 4. 6.]
  """
  __hash__ = object.__hash__  # identity: `==` is elementwise
  _op_rank = 1  # a UOp (a bound Variable) op a Tensor is built by the Tensor
  _view: PyBool = False  # made by a movement op (or replaced by such a tensor): it may alias another tensor's storage
  def __init__(self, data: Any, device: str | tuple | list | None = None, dtype: DTypeLike | None = None, requires_grad: PyBool | None = None):
    dt = to_dtype(dtype) if dtype is not None else None
    self.grad: Tensor | None = None
    self.is_param = True
    self._hist: tuple[UOp, UOp, PyInt] | None = None  # (realized node, the computation behind it, epoch): gradients survive realize
    self.uop: UOp = self._make_uop(data, device, dt)
    self._requires_grad = requires_grad
    if requires_grad: self._give_storage(device)
    all_tensors[next(_ids)] = self

  @property
  def requires_grad(self) -> PyBool | None:
    """Whether `backward()` fills this tensor's `.grad`: False never, True and None (the default, "not decided") do.

    Set it with `requires_grad_()`, the `requires_grad=` argument of the constructors, or by assignment. Unlike torch, a None tensor
    gets a gradient too, as in tinygrad; True is also reported for a tensor without a device.

    Examples:
      >>> print(Tensor([1.0]).requires_grad, Tensor([1.0], requires_grad=False).requires_grad)
      None False
      >>> x = Tensor([3.0]).requires_grad_()
      >>> print(x.requires_grad)
      True
    """
    return self._requires_grad
  @requires_grad.setter
  def requires_grad(self, v: PyBool | None) -> None:
    self._requires_grad = v
    if v: self._give_storage(None)
  def _give_storage(self, device: Any) -> None:
    """A float from Python is a weak deviceless constant, which backward skips (no grad, so an optimizer could not step it): one that
    requires grad becomes a buffer of the default float dtype (as torch's), on `device` or the default device."""
    if self.uop.device is None and dtypes.is_float(self.dtype):
      self.uop = Tensor._from_np(Tensor(self.uop).numpy(), device, strong_dtype(self.dtype))

  @staticmethod
  def _make_uop(data: Any, device: Any, dt: DType | None) -> UOp:
    if isinstance(data, UOp):
      if device is not None and data.device is not None and (d := _canon(device)) != data.device:
        data = Tensor(data).to(d).uop if _is_disk(data.device) else data.copy_to_device(d)
      return data if dt is None else data.cast(dt)
    if isinstance(data, Tensor): return Tensor._make_uop(data.uop, device, dt)
    if data is None: return UOp.const(0.0, dt or dtypes.weakfloat)
    if isinstance(data, (bool, int, float, InvalidType)):
      if isinstance(data, InvalidType): return UOp.const(Invalid, dt or dtypes.weakint)
      return UOp.const(data, _pyconst_dtype(data, dt))
    if isinstance(data, np.generic): data = np.array(data)
    if isinstance(data, np.ndarray) and data.ndim == 0:
      return UOp.const(data.item(), dt or _from_np_dtype(data.dtype))
    if isinstance(data, bytes):
      return Tensor._from_np(np.frombuffer(data, dtype=np.uint8), device, dt or dtypes.uint8, raw=dt is not None)
    if isinstance(data, (list, tuple)):
      ddt = dt or dtypes.from_py(data)
      if dtypes.is_weak(ddt): raise RuntimeError(f"a list needs storage: weak dtype {ddt} is not allowed; pass a concrete dtype")
      try: arr = np.array(data, dtype=np.float64 if dtypes.is_float(ddt) else None)
      except ValueError as e: raise ValueError(f"ragged nested list: every level of a Tensor's data must have equal lengths ({e})") from None
      if arr.dtype.kind == "f" and dt is not None and dtypes.is_int(dt) and _all_ints(obj := np.array(data, dtype=object)):
        # numpy infers float64 for ints past int64 mixed with small ones ([2**64 - 1, 3]): keep the exact ints, wrapped to dt
        arr = np.array([truncate[dt](x) for x in obj.flat], dtype=_to_np_dtype(dt)).reshape(obj.shape)
      if arr.dtype == object and all(isinstance(x, int) for x in arr.flat): _int_list_dtype(arr, ddt)
      if arr.dtype == object: raise ValueError("ragged nested list: every level of a Tensor's data must have equal lengths")
      if arr.size == 0 and dt is None: ddt = dtypes.default_float
      if dt is None and dtypes.is_int(ddt) and arr.size: ddt = _int_list_dtype(arr, ddt)
      return Tensor._from_np(arr.reshape(arr.shape), device, ddt)
    if isinstance(data, np.ndarray): return Tensor._from_np(data, device, dt or _from_np_dtype(data.dtype))
    if isinstance(data, pathlib.Path):
      ddt, d = dt or dtypes.uint8, _canon(device) if device is not None else f"DISK:{data.resolve()}"
      same = isinstance(d, str) and _is_disk(d) and pathlib.Path(d.split(":", 1)[1]).resolve() == data.resolve()  # the device names this file
      buf = UOp.new_buffer(d if same else f"DISK:{data.resolve()}", data.stat().st_size // ddt.itemsize, ddt)
      return buf if same else Tensor(buf).to(d).uop
    raise RuntimeError(f"can't create a Tensor from {type(data).__name__}; pass a number, list, tuple, numpy array, bytes, Path or UOp")

  @staticmethod
  def _from_np(arr: np.ndarray, device: Any, dt: DType, raw: PyBool = False) -> UOp:
    if dtypes.is_weak(dt): raise RuntimeError(f"data needs storage: weak dtype {dt} is not allowed; pass a concrete dtype")
    dev = _canon(device)
    if isinstance(dev, tuple): return Tensor._from_np(arr, dev[0], dt, raw).copy_to_device(dev)
    data = arr.tobytes() if raw else _np_to_storage(arr, dt)
    u = UOp.new_buffer(dev, len(data) // dt.itemsize if raw else arr.size, dt)
    if u.arg.size: u.buffer.allocate().copyin(memoryview(bytearray(data)))
    else: u.buffer.allocate()
    return u if raw else u.reshape(arr.shape)

  # ---- properties ----
  @property
  def shape(self) -> tuple[sint, ...]:
    """The size of each dim, a tuple of ints (an entry is a UOp for a symbolic dim).

    Examples:
      >>> print(Tensor.ones(2, 3).shape, Tensor(5).shape)
      (2, 3) ()
    """
    return self.uop.shape
  @property
  def dtype(self) -> DType:
    """The element type (a DType from `dtypes`); a Python scalar is weakly typed (weakint, weakfloat) until it meets a tensor.

    Examples:
      >>> print(Tensor([1, 2]).dtype, Tensor([1.0]).dtype, Tensor([True]).dtype, Tensor([1], dtype="int8").dtype)
      dtypes.int dtypes.float dtypes.bool dtypes.char
      >>> print(Tensor(2).dtype, Tensor(np.array([1.0])).dtype)
      dtypes.weakint dtypes.double
    """
    return self.uop.dtype
  @property
  def device(self) -> str | tuple[str, ...] | None:
    """Where the tensor lives: a device string ("CPU", "PYTHON", "CUDA:1", ...), a tuple of them for a multi-device (sharded)
    tensor, or None for a deviceless value (a Python constant, arange, eye), which takes the device of what it meets.

    Examples:
      >>> print(Tensor([1, 2], device="PYTHON").device, Tensor(2.0).device, Tensor.arange(3).device)
      PYTHON None None
      >>> print(Tensor([1, 2]).device == Device.DEFAULT)
      True
      >>> print(Tensor([1, 2]).shard(("CPU:0", "CPU:1")).device)
      ('CPU', 'CPU:1')
    """
    return self.uop.device
  def _mop(self, op: Ops, arg: Any) -> Tensor:
    t = Tensor(self.uop._mop(op, arg))
    t._view = True
    _views.add(t)
    return t
  @property
  def max_shape(self) -> tuple[PyInt, ...]:
    """The shape with every symbolic dim at its largest value (the shape itself when all dims are ints).

    Examples:
      >>> n = Variable("n", 1, 10).bind(4)
      >>> print(Tensor.ones(10).contiguous()[:n].max_shape, Tensor.ones(2, 3).max_shape)
      (10,) (2, 3)
    """
    return tuple(s if isinstance(s, int) else int(s.vmax) for s in self.shape)
  def max_numel(self) -> PyInt:
    """The element count at the largest values of the symbolic dims (`prod(self.max_shape)`); `numel()` for a concrete shape.

    Examples:
      >>> n = Variable("n", 1, 10).bind(4)
      >>> print(Tensor.ones(10).contiguous()[:n].max_numel(), Tensor.ones(2, 3).max_numel())
      10 6
    """
    return prod(self.max_shape)
  def size(self, dim: PyInt | None = None) -> Any:
    """The shape, or the size of one dim (torch's `size`; tinygrad has no `numel`-like `size` property).

    Args:
      dim: a dim (negative counts from the end); None gives the whole shape.
    Returns:
      The shape tuple, or that dim's size (an int, or a UOp for a symbolic dim).
    Raises:
      IndexError: a dim out of range.

    Examples:
      >>> t = Tensor.ones(2, 3)
      >>> print(t.size(), t.size(-1))
      (2, 3) 3
    """
    return self.shape if dim is None else self.shape[self._axis(dim)]
  def element_size(self) -> PyInt:
    """The size of one element in bytes (the dtype's itemsize), as torch's element_size.

    Raises:
      RuntimeError: a weak dtype (a Python scalar has no storage size; cast it first).

    Examples:
      >>> print(Tensor([1.0]).element_size(), Tensor([1], dtype=dtypes.int8).element_size(), Tensor([1.0]).half().element_size())
      4 1 2
    """
    if dtypes.is_weak(self.dtype): raise RuntimeError(f"{self.dtype} has no storage size; cast to a concrete dtype")
    return self.dtype.itemsize
  def nbytes(self) -> PyInt:
    """The storage size in bytes, `numel() * element_size()`.

    Raises:
      RuntimeError: a weak dtype (a Python scalar constant), which has no storage size.

    Examples:
      >>> print(Tensor.ones(2, 3).nbytes(), Tensor.ones(4, dtype=dtypes.int8).nbytes())
      24 4
    """
    return self.numel() * self.element_size()
  def is_floating_point(self) -> PyBool:
    """Whether the dtype is a float (float16/bfloat16/fp8/float32/float64, and the weak float of a Python float constant).

    Examples:
      >>> print(Tensor([1.0]).is_floating_point(), Tensor([1]).is_floating_point())
      True False
    """
    return dtypes.is_float(self.dtype)
  def is_param_(self, b: PyBool = True) -> Tensor:
    """Sets `is_param`, the flag optimizers use to tell parameters (updated) from buffers (kept), and returns this tensor.

    tg-specific: every tensor starts with `is_param=True`; nn layers mark running statistics with `is_param_(False)`.

    Args:
      b: the new flag (default True).
    Returns:
      self, so it chains after a constructor.

    Examples:
      >>> t = Tensor.zeros(3).is_param_(False)
      >>> print(t.is_param)
      False
    """
    self.is_param = b
    return self
  def __repr__(self) -> str:
    # tinygrad's format: the UOp as device, shape and dtype name, then the gradient's UOp
    u = f"<UOp {self.uop.device} {self.shape} {str(self.dtype).removeprefix('dtypes.')}>"
    return f"<Tensor {u} on {self.device} with grad {self.grad.uop if self.grad is not None else None!r}>"
  def __bool__(self) -> PyBool: raise TypeError("the truth value of a Tensor is ambiguous; use .item(), .any() or .all()")
  def __len__(self) -> PyInt:
    if not self.shape: raise TypeError("len() of a 0-d tensor")
    return int(self.shape[0])
  def __iter__(self) -> Iterator[Tensor]:
    """The rows along dim 0 (as torch); a 0-d tensor raises TypeError (iterating it used to give nothing)."""
    if not self.shape: raise TypeError("iteration over a 0-d tensor; use .item() for its value")
    return (self[i] for i in range(int(self.shape[0])))
  def __delitem__(self, _: Any) -> None: raise TypeError("Tensor does not support item deletion")
  def __getstate__(self) -> dict: return {**self.__dict__, "_hist": None}
  def __setstate__(self, state: dict) -> None:
    self.__dict__.update(state)
    all_tensors[next(_ids)] = self  # an unpickled tensor is live like any other (realize patches it)

  # ---- realize and data ----
  def _needs_realize(self) -> PyBool:
    if _is_disk(self.device) and _disk_chain(self.uop) is not None: return False  # a view of a file: read when it is used
    return self.device is not None and not dtypes.is_weak(self.dtype) and not self.uop.is_realized
  @staticmethod
  def realize_all(*lst: Tensor, do_update_stats: PyBool = True) -> None:
    """Realizes every tensor in `lst` in one schedule, so a shared subexpression runs once.

    Every live tensor on a node that got a buffer (the roots, contiguous values, assigns that ran, copies) is patched to read it, so
    nothing runs twice. Live values that read a buffer state one of the writes replaces are realized with them, before the write, so
    they keep the old data (numpy order). A computation on DISK data runs on the default device (DISK only maps files), so the tensor is
    on that device afterwards. Unlike `realize`, deviceless values are left alone.

    Args:
      lst: the tensors to realize.
      do_update_stats: count the kernels in GlobalCounters.
    Returns:
      None.

    Examples:
      >>> x = Tensor([1.0, 2.0]) + 1
      >>> a, b = x * 2, x * 3
      >>> Tensor.realize_all(a, b)
      >>> print(a.tolist(), b.tolist())
      [4.0, 6.0] [6.0, 9.0]
    """
    for t in lst:
      if _is_disk(t.device) and _disk_chain(t.uop) is None: t.uop = _off_disk(t.uop, Device.DEFAULT)
    todo = {t.uop: None for t in lst if t._needs_realize()}
    if not todo: return
    todo.update(dict.fromkeys(_stale_readers(list(todo))))
    from tinygrad.engine.realize import realize_map
    _apply_map(realize_map(*todo, do_update_stats=do_update_stats))
  def realize(self, *lst: Tensor, do_update_stats: PyBool = True) -> Tensor:
    """Runs the computation this tensor (and the tensors in `lst`) need, so their data sits in buffers.

    All of them are scheduled together (see `realize_all`). A deviceless value (arange, eye, full) gets a buffer on the default device,
    as in tinygrad; weak-typed constants and already realized tensors are skipped.

    Args:
      lst: more tensors to realize in the same schedule.
      do_update_stats: count the kernels in GlobalCounters.
    Returns:
      self, for chaining.

    Examples:
      >>> t = Tensor([1, 2, 3]) * 2
      >>> print(t.realize() is t, t.tolist())
      True [2, 4, 6]
      >>> a = Tensor.arange(3)
      >>> print(a.device, a.realize().device == Device.DEFAULT)
      None True
    """
    for t in (self, *lst):
      if t.device is None and not dtypes.is_weak(t.dtype) and all_int(t.shape): t.uop = t.clone().uop
    Tensor.realize_all(self, *lst, do_update_stats=do_update_stats)
    return self
  def schedule_linear(self, *lst: Tensor) -> Any:
    """The LINEAR UOp of kernel calls that would realize this tensor (and `lst`), without running them.

    Args:
      lst: more tensors to schedule together.
    Returns:
      A UOp of op `Ops.LINEAR` whose sources are the calls, in execution order.
    Raises:
      RuntimeError: the schedule has bound Variables (use `tinygrad.engine.realize.linear_with_vars`).

    Examples:
      >>> lin = (Tensor([1, 2]) + 1).schedule_linear()
      >>> print(lin.op, len(lin.src))
      Ops.LINEAR 1
    """
    from tinygrad.engine.realize import schedule_linear
    return schedule_linear(*[t.uop for t in (self, *lst)])
  def linear_with_vars(self, *lst: Tensor) -> Any:
    """The schedule that would realize this tensor (and `lst`), as one LINEAR UOp of kernel calls, with the bound Variables' values; nothing runs.

    A tg/tinygrad internals API (the JIT and tests use it); `schedule_linear` is the same without Variables.

    Args:
      lst: more tensors scheduled together with this one.
    Returns:
      (the LINEAR UOp, a dict {Variable UOp: its bound int value}).
    Raises:
      RuntimeError: a weak (deviceless constant) tensor on a device, which has no storage to schedule.

    Examples:
      >>> linear, var_vals = (Tensor([1.0, 2.0]) + 1).linear_with_vars()
      >>> print(linear.op, len(linear.src), var_vals)
      Ops.LINEAR 1 {}
    """
    for t in (self, *lst):
      if t.device is not None and dtypes.is_weak(t.dtype): raise RuntimeError(f"a weak {t.dtype} tensor has no storage to schedule; cast it")
    from tinygrad.engine.realize import linear_with_vars
    return linear_with_vars(*[t.uop for t in (self, *lst)])
  def custom_kernel(self, *others: Tensor, fxn: Callable[..., UOp], grad_fxn: Callable[..., Any] | None = None) -> list[Tensor]:
    """Runs a hand-written kernel on these tensors (self first) and returns every input as it is after the kernel ran.

    `fxn` gets one placeholder UOp per input (in order, with its dtype and shape, indexed `buf[i]`) and returns the kernel's
    SINK, built with the UOp API (ranges, loads by indexing, `store`). Outputs usually come first, made with `Tensor.empty`.
    Lazy: the kernel runs when a result is realized.

    Args:
      others: the inputs after self.
      fxn: builds the kernel from the placeholders.
      grad_fxn: a custom backward, `grad_fxn(grad, call)` giving one gradient (or None) per input; without it no gradient flows
        through the kernel.
    Returns:
      A list of tensors, one per input (self first).

    Examples:
      >>> from tinygrad.uop.ops import KernelInfo
      >>> def affine(out, a):
      ...   i = UOp.range(out.shape[0], 0)
      ...   return out[i].store(a[i] * 2 + 1).end(i).sink(arg=KernelInfo(name="affine"))
      >>> out = Tensor.empty(4).custom_kernel(Tensor([1.0, 2.0, 3.0, 4.0]), fxn=affine)[0]
      >>> print(out.numpy())
      [3. 5. 7. 9.]
    """
    from tinygrad.uop.call import custom_call
    ins = (self, *others)
    call = custom_call([t.uop for t in ins], fxn, grad_fxn)
    return [Tensor(t.uop.after(call)) for t in ins]
  def as_param(self, slot: PyInt) -> Tensor:
    """A placeholder for argument `slot` of a function body, with this tensor's shape, dtype and device.

    Build a body from such placeholders with ordinary tensor ops, then run it on real tensors with `Tensor.call` (slot 0 is the
    tensor `call` is invoked on, slot i the i-th of its arguments). The body is built once and can be called on any tensors of
    those shapes and dtypes; gradients flow through it.

    Args:
      slot: the argument's position in `call`.
    Returns:
      A placeholder tensor; it has no data and cannot be realized on its own.
    Raises:
      ValueError: a symbolic shape.

    Examples:
      >>> x, w = Tensor([[1.0, 2.0], [3.0, 4.0]]), Tensor([10.0, 100.0])
      >>> body = x.as_param(0) * w.as_param(1)
      >>> print(body.shape, body.dtype)
      (2, 2) dtypes.float
      >>> print(x.call(w, fxn=body).numpy())
      [[ 10. 200.]
       [ 30. 400.]]
    """
    if not all_int(self.shape): raise ValueError(f"as_param needs a concrete shape, got {self.shape}; shrink symbolic dims first")
    return Tensor(UOp.param(slot, self.dtype, tuple(int(s) for s in self.shape), self.device))
  def call(self, *others: Tensor, fxn: Tensor | UOp, grad_fxn: Callable[..., Any] | None = None) -> Tensor:
    """Calls a prebuilt function body on this tensor and `others` (self is argument 0).

    A value body, built from `as_param(slot)` placeholders with tensor ops, gives its output for these arguments; autodiff goes
    through it unless `grad_fxn` is given. A kernel SINK over placeholders (as `custom_kernel`'s `fxn` returns) gives argument 0
    after the kernel ran. Lazy: nothing runs until the result is realized.

    Args:
      others: the arguments for slots 1, 2, ...; shapes and dtypes must match the placeholders.
      fxn: the body, a Tensor or UOp.
      grad_fxn: a custom backward, as in custom_kernel.
    Returns:
      The body's output tensor.

    Examples:
      >>> x, w = Tensor([[1.0, 2.0], [3.0, 4.0]]), Tensor([10.0, 100.0])
      >>> body = x.as_param(0) * w.as_param(1) + 1
      >>> print(x.call(w, fxn=body).numpy())
      [[ 11. 201.]
       [ 31. 401.]]
      >>> print(Tensor([[0.5, 0.5], [1.0, 1.0]]).call(Tensor([2.0, 4.0]), fxn=body).numpy())
      [[2. 3.]
       [3. 5.]]
    """
    body, args = fxn.uop if isinstance(fxn, Tensor) else fxn, tuple(t.uop for t in (self, *others))
    if body.op in (Ops.SINK, Ops.PROGRAM): return Tensor(args[0].after(body.call(*args, grad_fxn=grad_fxn)))
    return Tensor(body.call_with_output(*args, grad_fxn=grad_fxn))
  def callify(self, *lst: Tensor) -> Tensor:
    """Turns the work that realizes these tensors into one CALL and points every live tensor at its result.

    The kernels of self and `lst` become one call (of the linear list of their kernels); nothing runs now, and when any of them is
    realized the whole call runs once. Realized tensors are left alone.

    Args:
      lst: more tensors to put in the same call.
    Returns:
      self.

    Examples:
      >>> a = Tensor([1, 2]).realize()
      >>> b, c = a + 1, a * 2
      >>> _ = b.callify(c)
      >>> print(b.tolist(), c.tolist())
      [2, 3] [2, 4]
    """
    todo = {t.uop: None for t in (self, *lst) if t._needs_realize()}
    if todo:
      from tinygrad.engine.realize import callify_map
      _apply_map(callify_map(*todo))
    return self
  def replace(self, x: Tensor) -> Tensor:
    """Makes this tensor read `x`'s graph, in place (no data is copied; unlike `assign`, nothing is written to self's buffer).

    Args:
      x: a tensor of the same shape.
    Returns:
      self.
    Raises:
      ValueError: the shapes differ.

    Examples:
      >>> t = Tensor.zeros(3)
      >>> print(t.replace(Tensor([1.0, 2.0, 3.0])).numpy())
      [1. 2. 3.]
    """
    if x.shape != self.shape: raise ValueError(f"replace needs the same shape: {self.shape} vs {x.shape}")
    self.uop = x.uop
    if x._view and not self._view:
      self._view = True
      _views.add(self)
    return self
  def _buffer_uop(self) -> UOp:
    """A realized, contiguous, strongly typed, device-bearing version of this tensor's graph."""
    if not all_int(self.shape): raise AssertionError(f"cannot read a symbolic shape {self.shape}; bind its Variables and shrink first")
    t = self.cast(_strong(self)) if dtypes.is_weak(self.dtype) else self
    if _is_disk(t.device):
      if (du := _disk_buffer_uop(t)) is not None: return du
      if _disk_chain(t.uop) is not None: return Tensor._from_np(_disk_read(t.uop), "CPU", t.dtype, raw=True).reshape(t.shape)  # a strided view
      t = Tensor(_off_disk(t.uop, Device.DEFAULT))  # a computation on DISK data runs on the default device
    if t.device is None: t = t.clone("CPU")
    if isinstance(t.device, tuple): t = t.to(t.device[0])  # a multi-device tensor is read gathered onto its first device
    t.realize()  # pending assigns land in their own buffers (a clone of them would run them a second time)
    if not t.uop.is_realized or t.uop.base.arg.size != t.numel(): t = t.clone().realize()
    return t.uop
  def _np(self) -> np.ndarray:
    from tinygrad.engine.realize import JitError, capturing
    if capturing and not UNSAFE_ALLOW_JIT_BUFFER:
      raise JitError("a JIT function read tensor data (.numpy()/.item()/.tolist()/.data()) while it was captured; its value would be "
                     "frozen into the replay. Return the tensor from the function and read it outside, call the function with JIT=0, "
                     "or set UNSAFE_ALLOW_JIT_BUFFER=1 if a frozen value is what you want")
    if _is_disk(self.device) and _disk_chain(self.uop) is not None and _disk_buffer_uop(self) is None:  # a strided view of a file
      return _storage_to_np(_disk_read(self.uop).reshape(-1).view(np.uint8).data, self.dtype).reshape(tuple(int(s) for s in self.shape))
    u = self._buffer_uop()
    shape = tuple(int(s) for s in self.shape)
    if self.numel() == 0: return np.zeros(shape, dtype=_to_np_dtype(u.dtype))
    return _storage_to_np(u.buffer.as_memoryview(), u.dtype).reshape(shape)
  def numpy(self) -> np.ndarray:
    """A numpy copy of the data (realizing the tensor first).

    Returns:
      An ndarray of the tensor's shape; bfloat16 and fp8 come back as float32, weak dtypes as their defaults (int32, float32).

    Examples:
      >>> a = Tensor([[1, 2], [3, 4]]).numpy()
      >>> print(a, a.dtype)
      [[1 2]
       [3 4]] int32
      >>> print(Tensor([1.5, 2.0], dtype=dtypes.bfloat16).numpy().dtype)
      float32
    """
    return self._np().copy()
  def data(self) -> memoryview:
    """The tensor's values as a memoryview (realizing the tensor), shaped like it; its format is the struct code of the dtype.

    bfloat16 and fp8 come back as float32, as `.numpy()` does.

    Raises:
      JitError: called inside a function that TinyJit is capturing.

    Examples:
      >>> m = Tensor([[1, 2], [3, 4]]).data()
      >>> print(m.tolist(), m.shape, m.format)
      [[1, 2], [3, 4]] (2, 2) i
    """
    arr = self._np()
    return memoryview(np.ascontiguousarray(arr).reshape(arr.shape) if arr.size else arr.reshape(-1))  # type: ignore[arg-type]
  def item(self) -> Any:
    """The value of a one-element tensor as a Python scalar (realizing it first).

    Returns:
      An int, float or bool (numpy's `.item()` of the element).
    Raises:
      ValueError: a tensor with other than exactly one element.

    Examples:
      >>> print(Tensor([[3]]).item(), Tensor(2.5).item(), Tensor(True).item())
      3 2.5 True
    """
    if self.numel() != 1: raise ValueError(f"item() needs exactly one element, this tensor has shape {self.shape}")
    return self._np().reshape(()).item()
  def tolist(self) -> Any:
    """The data as nested Python lists (a Python scalar for a 0-d tensor), like numpy's `tolist`; realizes the tensor.

    Returns:
      Nested lists of int, float or bool; weak-typed values read as `dtypes.default_int` or `dtypes.default_float`.

    Examples:
      >>> print(Tensor([[1, 2], [3, 4]]).tolist(), Tensor(3.5).tolist(), Tensor([True]).tolist())
      [[1, 2], [3, 4]] 3.5 [True]
    """
    return self._np().tolist()

  # ---- placement and materialisation ----
  def contiguous(self, **kw: Any) -> Tensor:
    """Marks the value to be stored in a buffer of its own, in row-major order, when it is realized.

    Use it to break a movement view (a permute, an expand) into real memory, or to make a computed value a kernel output
    that later kernels read instead of recomputing it. A deviceless or weak-typed value, and a buffer, are returned as they are.

    Args:
      kw: accepted and ignored (tinygrad's signature).

    Examples:
      >>> t = Tensor.arange(6).reshape(2, 3).permute(1, 0).contiguous()
      >>> print(t.tolist())
      [[0, 3], [1, 4], [2, 5]]
    """
    if self.device is None or dtypes.is_weak(self.dtype) or self.uop.op is Ops.BUFFER: return self
    return Tensor(self.uop.contiguous())
  def contiguous_backward(self) -> Tensor:
    """The identity forward; in the backward pass the gradient flowing into this tensor is made contiguous.

    Use it where a gradient would otherwise be recomputed by many consumers (a contiguous gradient is realized once).

    Examples:
      >>> x = Tensor([1.0, 2.0])
      >>> y = x.contiguous_backward() * 2
      >>> _ = y.sum().backward()
      >>> print(y.numpy(), x.grad.numpy())
      [2. 4.] [2. 2.]
    """
    return Tensor(self.uop.contiguous_backward())
  def detach(self) -> Tensor:
    """This tensor with no gradient flowing back through it.

    It shares the storage, as torch's detach: a write into either is seen by both.

    Examples:
      >>> x = Tensor([1.0, 2.0])
      >>> _ = (x.detach() * x).sum().backward()  # the detached factor is a constant
      >>> print(x.grad.numpy())
      [1. 2.]
    """
    ret = Tensor(self.uop.detach())
    ret._view = True  # a write into the base reaches it (see _write)
    _views.add(ret)
    return ret
  def clone(self, device: str | tuple | None = None) -> Tensor:
    """A new buffer holding a copy of this tensor's value (on `device` if given); the grad is cloned too.

    Writes into the clone do not reach the original. A deviceless value (arange, a constant) gets a buffer on the default
    device; a DISK tensor's clone is on the default device too (a fresh buffer on DISK would be the start of its file).

    Args:
      device: where the copy lives (default: this tensor's device).
    Returns:
      A realizable tensor of the same shape and dtype (a weak dtype becomes its default).

    Examples:
      >>> a = Tensor([1, 2])
      >>> b = a.clone()
      >>> _ = b.assign(Tensor([5, 6])).realize()
      >>> print(a.tolist(), b.tolist())
      [1, 2] [5, 6]
      >>> print(Tensor.arange(3).clone().device == Device.DEFAULT)
      True
    """
    dev = _canon(device) if device is not None else (self.device if self.device is not None and not _is_disk(self.device) else Device.DEFAULT)
    src = self.cast(_strong(self)) if dtypes.is_weak(self.dtype) else self
    if src.device is not None and src.device != dev: src = src.to(dev) if _is_disk(src.device) else Tensor(src.uop.copy_to_device(dev))
    ret = src.empty_like() if isinstance(src.device, tuple) else Tensor.empty(*self.shape, device=dev, dtype=src.dtype)  # keeps a sharding
    ret.uop = fresh_write(ret.uop.assign(src.uop))
    if self.grad is not None: ret.grad = self.grad.clone(device)
    return ret
  def to(self, device: str | tuple | None) -> Tensor:
    """A copy of this tensor on `device`; its gradient moves too.

    Args:
      device: a device name (canonicalised, e.g. "cpu" -> "CPU"), or a tuple of names to replicate onto (see `shard`); a
        multi-device tensor moved to one device is gathered there.
    Returns:
      The tensor on `device`; self when it is already there or has no device (a deviceless constant or arange).

    Examples:
      >>> t = Tensor([1, 2], device="CPU").to("PYTHON")
      >>> print(t.device, t.tolist())
      PYTHON [1, 2]
      >>> print(Tensor.arange(3).to("PYTHON").device)
      None
    """
    if self.device is None or (dev := _canon(device)) == self.device: return self
    if isinstance(dev, tuple): ret = self.shard(dev)
    elif _is_disk(self.device): ret = Tensor(_disk_to(self.uop, dev) if _disk_chain(self.uop) is not None else _off_disk(self.uop, dev))
    else: ret = Tensor(self.uop.copy_to_device(dev))
    if self.grad is not None: ret.grad = self.grad.to(dev)
    return ret
  def to_(self, device: str | tuple | None) -> Tensor:
    """`to` in place: this tensor (and its gradient) now live on `device`.

    Args:
      device: a device name or a tuple of names.
    Returns:
      self.

    Examples:
      >>> t = Tensor([1.0, 2.0], device="CPU")
      >>> print(t.to_("PYTHON") is t, t.device)
      True PYTHON
    """
    t = self.to(device)
    self.uop, self.grad = t.uop, t.grad
    return self
  def shard(self, devices: Any, axis: Any = None) -> Tensor:
    """Places this tensor on several devices: a copy on each (axis None) or split in equal slices along `axis`.

    Operations on the result run on every device; a reduction over the sharded axis becomes an all-reduce. A tensor that is already
    on several devices is resharded (a copy of each piece from the device that holds it); a deviceless tensor (a constant, arange,
    eye, full(buffer=False)) is returned as it is, like `to`, as in tinygrad (it is sliced per device where it meets a sharded
    operand); a DISK tensor is read once onto the first device.
    A grid of devices, given as its rows (`((d0, d1), (d2, d3))` is 2x2), with one axis per grid dim (`axis=(0, 1)`: the grid's rows
    split axis 0, its columns axis 1; None replicates along that grid dim) splits two axes at once: device k of the grid (row-major)
    holds one block, and `uop.axis` is the grid layout `((0, 2), (1, 2))` (per grid dim: the split axis or None, its size).
    tinygrad's releases (0.14) take one int axis only; this grid spelling is tg's.

    Args:
      devices: the device names, each once (e.g. `("CPU:0", "CPU:1")`); one name is the same as `to`; a tuple of rows is a grid.
      axis: the dim to split; None replicates; for a grid, one dim (or None) per grid dim.
    Returns:
      A tensor whose `device` is the tuple of devices and whose `uop.axis` is the sharded dim (None when replicated).
    Raises:
      RuntimeError: a device named twice, or a dim that does not split evenly over the devices.
      ValueError: a ragged grid, or a grid axis that is not one dim per grid dim, or names one dim twice.

    Examples:
      >>> t = Tensor([[0, 1], [2, 3], [4, 5], [6, 7]]).shard(("CPU:0", "CPU:1"), axis=0)
      >>> print(t.device, t.uop.axis, t.shape)
      ('CPU', 'CPU:1') 0 (4, 2)
      >>> print((t * 10).sum(axis=0).tolist())
      [120, 160]
      >>> g = Tensor([[0, 1], [2, 3], [4, 5], [6, 7]]).shard((("CPU:0", "CPU:1"), ("CPU:2", "CPU:3")), axis=(0, 1))
      >>> print(g.uop.axis, g.sum(axis=1).tolist())
      ((0, 2), (1, 2)) [1, 5, 9, 13]
    """
    if self.device is None: return self
    if isinstance(devices, (tuple, list)) and devices and isinstance(devices[0], (tuple, list)): return self._shard_grid(devices, axis)
    devs = _canon(devices)
    if isinstance(devs, str): return self.to(devs)
    if isinstance(self.device, tuple):  # reshard onto another axis or device set (a copy)
      if len(set(devs)) != len(devs): raise RuntimeError(f"shard devices {devs} repeat a device; name each device once (e.g. CPU:0, CPU:1)")
      return Tensor(self.uop.shard(devs, None if axis is None else self._axis(axis)))
    if len(set(devs)) != len(devs): raise RuntimeError(f"shard devices {devs} repeat a device; name each device once (e.g. CPU:0, CPU:1)")
    if self.device.startswith("DISK"): return self.to(devs[0]).shard(devs, axis)  # a file is read once, onto the first device
    if axis is None: return Tensor(self.uop.copy_to_device(devs))
    a = self._axis(axis)
    if not isinstance(self.shape[a], int) or self.shape[a] % len(devs):
      raise RuntimeError(f"uneven shard: dim {a} of shape {self.shape} does not split over {len(devs)} devices; pad it or pick another axis")
    return Tensor(self.uop.shard(devs, a))
  def _shard_grid(self, grid: Any, axis: Any) -> Tensor:
    rows = [tuple(r) for r in grid]
    if len({len(r) for r in rows}) != 1 or not rows[0]: raise ValueError(f"a device grid needs rows of one non-zero length, got {grid!r}")
    if not isinstance(axis, (tuple, list)) or len(axis) != 2:
      raise ValueError(f"a {len(rows)}x{len(rows[0])} device grid needs axis=(axis split by its rows, axis split by its columns), got {axis!r}")
    mesh = tuple((None if a is None else self._axis(a), n) for a, n in zip(axis, (len(rows), len(rows[0]))))
    if mesh[0][0] is not None and mesh[0][0] == mesh[1][0]: raise ValueError(f"a device grid splits two different axes, got axis={axis!r}")
    devs = _canon([d for r in rows for d in r])
    if isinstance(devs, str): return self.to(devs)
    if len(set(devs)) != len(devs): raise RuntimeError(f"shard devices {devs} repeat a device; name each device once (e.g. CPU:0, CPU:1)")
    if not isinstance(self.device, str): raise RuntimeError(f"a tensor on {self.device} cannot be split on a device grid; gather it first (.to(d))")
    if self.device.startswith("DISK"): return self.to(devs[0])._shard_grid(grid, axis)
    if all(a is None for a, _ in mesh): return self.shard(devs)
    from tinygrad.uop.multi import shard_mesh
    return Tensor(shard_mesh(self.uop, devs, mesh))
  def shard_(self, devices: Any, axis: Any = None) -> Tensor:
    """`shard` in place: this tensor now reads the sharded value.

    Args:
      devices: the device names, each once.
      axis: the dim to split; None replicates.
    Returns:
      self.
    Raises:
      RuntimeError: as `shard`.

    Examples:
      >>> t = Tensor([1, 2, 3, 4])
      >>> print(t.shard_(("CPU:0", "CPU:1"), axis=0).device, t.tolist())
      ('CPU', 'CPU:1') [1, 2, 3, 4]
    """
    self.uop = self.shard(devices, axis).uop
    return self
  def shard_like(self, y: Tensor) -> Tensor:
    """This tensor placed like `y`: sharded on y's devices along y's axis, or moved to y's single device.

    Args:
      y: the tensor whose placement to copy.
    Returns:
      A tensor on y's device(s).
    Raises:
      RuntimeError: as `shard`.

    Examples:
      >>> y = Tensor.ones(4, 2).shard(("CPU:0", "CPU:1"), axis=0)
      >>> x = Tensor.zeros(4, 2).shard_like(y)
      >>> print(x.device, x.uop.axis)
      ('CPU', 'CPU:1') 0
    """
    return self.shard(y.device, y.uop.axis) if isinstance(y.device, tuple) else self.to(y.device)
  def _like_multi(self, device: Any, make: Callable[[tuple[sint, ...], Any], Tensor], what: str) -> Tensor | None:
    """A new tensor placed like multi-device self (None when self is single-device): `make(shape, device)` once replicated, or
    per device at the shard shape."""
    if not isinstance(devs := self.device, tuple): return None
    if device is not None: raise RuntimeError(f"{what} of a tensor on {devs} keeps its placement; drop device= or move the result with .to()")
    if (a := self.uop.axis) is None: return make(self.shape, devs)
    from tinygrad.uop.multi import mstack, shard_shape
    return Tensor(mstack([make(shard_shape(self.shape, a, len(devs)), d).uop for d in devs], a))
  def assign(self, x: Any) -> Tensor:
    """Writes `x` into this tensor's storage, lazily, and returns self.

    `x` (a tensor or a number) is broadcast to this shape. The write happens when this tensor (or a tensor reading it) is
    realized. Assigning into a view (slice, step, flip, permute, reshape) writes the storage it shares, so the base and every other
    view read the new values, as in numpy; a view of an unrealized tensor realizes that tensor first. `t += x` is `t.assign(t + x)`.

    Args:
      x: the new value; a Python number is cast to this dtype, a tensor must have this dtype and device.
    Returns:
      self.
    Raises:
      RuntimeError: a dtype or device mismatch (cast or move `x` first), a weak-typed target, a broadcast (expanded) view whose
        elements share memory, or a padded view whose padding the write would cover.

    Examples:
      >>> a = Tensor([1, 2, 3, 4])
      >>> a[1:3].assign(Tensor([0, 0])).realize()  # doctest: +ELLIPSIS
      <Tensor ...>
      >>> print(a.tolist())
      [1, 0, 0, 4]
      >>> a += 10
      >>> print(a.tolist())
      [11, 10, 10, 14]
    """
    if not isinstance(x, Tensor): x = Tensor(x, device=self.device, dtype=self.dtype if not isinstance(x, (int, float, bool)) else None)
    if x is self or x.uop is self.uop: return self
    if self.device is None: self._own_storage()
    if _is_disk(self.device): return self._disk_assign(x)
    if dtypes.is_weak(self.dtype): raise RuntimeError(f"cannot assign into a weak {self.dtype} tensor: it has no storage")
    if dtypes.is_weak(x.dtype) or (least_upper_dtype(x.dtype, self.dtype) == self.dtype and x.dtype != self.dtype and x.uop.op is Ops.CONST):
      x = x.cast(self.dtype)
    if x.dtype != self.dtype: raise RuntimeError(f"assign dtype mismatch: {x.dtype} into {self.dtype}; cast the value first")
    if x.device is not None and x.device != self.device: raise RuntimeError(f"assign device mismatch: {x.device} into {self.device}; use .to() first")
    if isinstance(self.device, tuple) and x.device is not None and x.uop.axis != self.uop.axis:
      raise RuntimeError(f"assign of a value sharded on axis {x.uop.axis} into one sharded on axis {self.uop.axis}; shard it like the target")
    x = x._broadcast_to(self.shape)
    if not isinstance(self.device, tuple) and self.device is not None and self._shares_storage(whole=False):
      # a pending write lands first (assigns never chain), unless the two bind a Variable differently: then both stay queued and
      # realizing them raises, as in tinygrad (one Variable has one value per schedule; a JIT would replay both with one value)
      if (root := _storage(self.uop)).op is Ops.AFTER and not _conflicting_binds(root, UOp.sink(self.uop, x.uop)): Tensor(root).realize()
      if self.uop.base.op is Ops.BUFFER and not self.uop.has_buffer: self.uop = fresh_write(self.uop.assign(x.uop))  # no content yet
      else: self._write(self.uop, x.uop)
      return self
    if isinstance(self.device, tuple) and self.uop is not (root := _storage(self.uop)) and (_is_view(self.uop) or root.op is Ops.AFTER):
      # a view of multi-device buffers writes them like a single-device view: the base and every other view read the write (a
      # pending write into them lands first, so writes never chain)
      if root.op is Ops.AFTER: Tensor(root).realize()
      self._write(self.uop, x.uop)
      return self
    if self.uop.op is Ops.AFTER or (self.uop.op is Ops.MSTACK and not _is_view_of_buffer(self.uop)):
      self.realize()  # a pending write (or a multi-device value not yet in its buffers) lands first, so assigns never chain on one buffer
    if self.uop.is_realized or self.uop.base.op is Ops.AFTER or self.uop.op is Ops.BUFFER or _is_view_of_buffer(self.uop):
      self.uop = fresh_write(a) if (a := self.uop.assign(x.uop)).op is Ops.AFTER and not self.uop.has_buffer else a
    # a value with no storage takes x's value; x's storage (a buffer, its view or a pending write) is copied, not shared, so a
    # later write into this tensor leaves x as it is
    else: self.uop = x.clone().uop if x.device is not None and (_is_view(x.uop) or _storage(x.uop).op is Ops.AFTER) else x.uop
    return self
  def _own_storage(self) -> None:
    """Before a write into a deviceless value (a constant, an arange) or a view of one: the tensor a user holds at the top of the
    view chain (`c` in `c[:, 1:2].assign(v)`; this tensor when none is held) becomes a buffer on the default device holding its
    value (a weak dtype stored as its default), and every live view of it is rebuilt over that buffer, so the write reaches it."""
    chain = [self.uop]
    while _is_view_op(chain[-1]): chain.append(chain[-1].src[0])
    if not all_int(self.shape): return
    live = [t for t in list(all_tensors.values()) if t is not None]
    held = {t.uop for t in live if t is not self}
    owner = next((u for u in chain[1:-1] if u in held), self.uop)
    src = Tensor(owner)
    if dtypes.is_weak(src.dtype): src = src.cast(_strong(Tensor(chain[-1])))  # the value under the views says what it needs
    buf = src.clone().realize().uop
    for t in live:
      u, path = t.uop, list[UOp]()
      while u is not owner and _is_view_op(u): path, u = path + [u], u.src[0]
      if u is not owner: continue
      new = buf
      for v in reversed(path): new = UOp(v.op, new.dtype, (new, *v.src[1:]), v.arg)
      t.uop = new
  def _shares_storage(self, whole: PyBool = True) -> PyBool:
    """Whether a write into this (single-device) tensor goes to a storage that views share. An unrealized value on a device is
    realized first (when this tensor is a view of it, or `whole`), so it and every view of it share the buffer it gets."""
    root = _storage(self.uop)
    if root.op in (Ops.BUFFER, Ops.AFTER): return not root.is_variable
    if (root is self.uop and not whole) or root.device is None or root.op is Ops.MSTACK or dtypes.is_weak(root.dtype): return False
    Tensor(root).realize()  # every live tensor over the value now reads its buffer
    return _storage(self.uop).op is Ops.BUFFER
  def _write(self, view: UOp, value: UOp) -> None:
    """Store `value` into `view` (this tensor's graph, or a view of it) lazily. The write goes on the storage node under the views,
    and every live tensor viewing that node (this one, its base, other views) is rebuilt over the written node, so each reads the
    write and realizing any of them runs it once."""
    root = _storage(view)
    if _broadcasts(view, root):
      raise RuntimeError(f"cannot write through a broadcast (expanded) view (tensor of shape {self.shape}): several of its elements are one "
                         "memory location; write into the tensor it was expanded from, or .contiguous() it first")
    if _reaches_padding(view, root):
      raise RuntimeError(f"cannot write into the padding of a padded view (tensor of shape {self.shape}): padding is a constant, not memory; "
                         ".contiguous() it first to get a padded copy, or write into the tensor it was padded from")
    at = view
    while _is_view_op(at) and not at.is_realized: at = at.src[0]  # the write goes on the buffer as realized tensors name it (autograd)
    new = at.after(view.store(value))
    swap = {at: new} if at is root else {at: new, root: new.reshape(root.shape)}  # an alias that names the flat buffer reads it reshaped
    # a writer that is no view (a buffer or its reshape, not made by a movement op) is aliased only by views; a view must find its base
    cands = [*_views.live(), self] if self.uop.base is root and not self._view else [t for t in list(all_tensors.values()) if t is not None]
    for t in cands:
      if _storage(t.uop) is root: t.uop = _swap_root(t.uop, swap)
  def _disk_assign(self, x: Tensor) -> Tensor:
    """Write `x` (cast, broadcast) into the file bytes under this DISK view now. The value is computed in full and the view checked
    before a byte is written, so a failure leaves the file as it was."""
    if (c := _disk_chain(self.uop)) is None:
      raise RuntimeError("assign into a DISK tensor needs a view of its file (slices, steps, permutes, reshapes, bitcasts), not a computed value")
    if dtypes.is_weak(x.dtype) or x.dtype != self.dtype: x = x.cast(self.dtype)
    if not self.numel(): return self
    x = x._broadcast_to(self.shape)
    v = x._buffer_uop()  # the whole value, read (a DISK source included) before the file is touched
    words = np.frombuffer(v.buffer.as_memoryview(), _RAW[self.dtype.itemsize]).reshape(tuple(int(s) for s in self.shape))
    if (dst := _disk_np(self.uop, write=True)) is None: return self._disk_assign_region(x, *c)
    if not dst.flags.writeable: raise PermissionError(f"{self.device} is read-only; cannot write to it")
    dst[...] = words
    return self
  def _disk_assign_region(self, x: Tensor, buf: UOp, chain: list[UOp]) -> Tensor:
    """A write through a pad numpy cannot view (a `pad` then a `shrink` by hand): the contiguous run of bytes under it is read onto the
    CPU, written there through the same views (so padding and broadcasts are refused as for any tensor), and copied back."""
    off, n = _disk_prefix(chain)
    top = chain[n - 1] if n else buf
    if any(op.op is Ops.BITCAST and op.dtype.itemsize != op.src[0].dtype.itemsize for op in chain[n:]):
      raise RuntimeError("cannot write through a size-changing bitcast of a step-sliced DISK view; bitcast the file before slicing it")
    region = _disk_bytes(buf, top, off)
    work = Tensor(region.base.copy_to_device("CPU")).realize()
    view = work.reshape(top.shape)
    for op in chain[n:]: view = view.bitcast(op.dtype) if op.op is Ops.BITCAST else view._mop(op.op, op.arg)
    view.assign(x.to("CPU") if x.device is not None and x.device != "CPU" else x).realize()
    region.buffer.ensure_allocated().copyin(work._buffer_uop().buffer.as_memoryview())
    return self

  # ---- training mode ----
  class train(contextlib.ContextDecorator):
    """Switches training mode on (`Tensor.training` True: dropout is active, optimizer steps are allowed), restoring it on exit.

    Use it as `with Tensor.train():` or as a decorator `@Tensor.train()`. Optimizer `step()` raises outside training mode.

    Args:
      mode: the mode to set while inside (default True).

    Examples:
      >>> print(Tensor.training)
      False
      >>> with Tensor.train():
      ...   print(Tensor.training)
      True
      >>> @Tensor.train()
      ... def step(): return Tensor.training
      >>> print(step(), Tensor.training)
      True False
    """
    def __init__(self, mode: PyBool = True): self.mode = mode
    def __enter__(self) -> None: self.prev, TRAINING.value = TRAINING.value, int(self.mode)
    def __exit__(self, *_: Any) -> None: TRAINING.value = self.prev
  class test(train):
    """Switches training mode off (`Tensor.training` False: dropout is the identity), restoring the previous mode on exit.

    Use it as `with Tensor.test():` or as a decorator `@Tensor.test()`; `Tensor.train(False)` is the same.

    Args:
      mode: the mode to set while inside (default False).

    Examples:
      >>> with Tensor.train():
      ...   with Tensor.test():
      ...     print(Tensor.training, Tensor.ones(4).dropout(0.5).tolist())
      ...   print(Tensor.training)
      False [1.0, 1.0, 1.0, 1.0]
      True
    """
    def __init__(self, mode: PyBool = False): super().__init__(mode)
  def requires_grad_(self, requires_grad: PyBool = True) -> Tensor:
    """Sets `requires_grad` in place.

    Args:
      requires_grad: True (default) to have `backward()` fill `.grad`, False to leave this tensor out.
    Returns:
      self.

    Examples:
      >>> x = Tensor([3.0]).requires_grad_()
      >>> _ = (x * x).sum().backward()
      >>> print(x.requires_grad, x.grad.tolist())
      True [6.0]
    """
    self.requires_grad = requires_grad
    return self

  # ---- sorting and linear algebra ----
  def sort(self, dim: PyInt = -1, descending: PyBool = False) -> tuple[Tensor, Tensor]:
    """Sorts along `dim` (a stable bitonic sort, O(n log^2 n)): tied values keep their order of appearance and NaN sorts largest.

    Args:
      dim: the dim to sort (default the last).
      descending: largest first.
    Returns:
      (values, indices): the sorted values in the input's dtype, and int32 positions of them in the input.
    Raises:
      IndexError: a dim out of range.

    Examples:
      >>> v, i = Tensor([3, 1, 2, 1]).sort()
      >>> print(v.tolist(), i.tolist())
      [1, 1, 2, 3] [1, 3, 2, 0]
      >>> v, i = Tensor([3.0, float("nan"), 2.0]).sort(descending=True)
      >>> print(v.tolist(), i.tolist())
      [nan, 3.0, 2.0] [1, 0, 2]
    """
    from tinygrad.tensor_sort import bitonic_sort
    return bitonic_sort(self, dim, descending)
  def argsort(self, dim: PyInt = -1, descending: PyBool = False) -> Tensor:
    """The indices that sort the tensor along `dim`: `sort(dim, descending)[1]`.

    The sort is stable (ties keep their order); NaN sorts as the largest value.

    Args:
      dim: the dim to sort along.
      descending: largest first.
    Returns:
      An int32 tensor of self's shape (torch gives int64).

    Examples:
      >>> print(Tensor([3, 1, 2, 1]).argsort().tolist(), Tensor([3, 1, 2, 1]).argsort(descending=True).tolist())
      [1, 3, 2, 0] [0, 2, 1, 3]
      >>> print(Tensor([[3, 1], [0, 2]]).argsort(dim=0).tolist())
      [[1, 0], [0, 1]]
    """
    return self.sort(dim, descending)[1]
  def topk(self, k: PyInt, dim: PyInt = -1, largest: PyBool = True, sorted_: PyBool = True) -> tuple[Tensor, Tensor]:
    """The k largest (or smallest) values along `dim`, sorted, with their positions.

    Args:
      k: how many, 0 <= k <= the size of dim.
      dim: the dim to search (default the last).
      largest: the largest values first when True, the smallest first when False.
      sorted_: must be True (unsorted results are not supported).
    Returns:
      (values, indices): values in the input's dtype and int32 indices, both with `dim` of size k; ties keep their order.
    Raises:
      TypeError: a non-int k.
      ValueError: k out of range.
      NotImplementedError: sorted_=False.

    Examples:
      >>> v, i = Tensor([1, 5, 3, 5]).topk(2)
      >>> print(v.tolist(), i.tolist())
      [5, 5] [1, 3]
      >>> v, i = Tensor([1, 5, 3, 5]).topk(2, largest=False)
      >>> print(v.tolist(), i.tolist())
      [1, 3] [0, 2]
    """
    if not sorted_: raise NotImplementedError("topk with sorted_=False is not supported")
    d, k = self._axis(dim), as_int(k, "topk k")
    if not 0 <= k <= self.shape[d]: raise ValueError(f"topk k={k} is out of range for dim {d} of size {self.shape[d]}; use 0 <= k <= {self.shape[d]}")
    v, i = self.sort(d, descending=largest)
    sl = tuple((0, k) if j == d else None for j in range(self.ndim))
    return v.shrink(sl), i.shrink(sl)
  def qr(self) -> tuple[Tensor, Tensor]:
    """The QR decomposition of the last two dims by Householder reflections (numpy.linalg.qr(mode="complete")).

    Returns:
      (Q, R): Q (..., m, m) orthogonal, R (..., m, n) upper triangular, with `Q @ R == self`; R's diagonal may be negative (as numpy's).
    Raises:
      ValueError: fewer than 2 dims, or a non-float tensor (cast it first).

    Examples:
      >>> q, r = Tensor([[3.0, 1.0], [4.0, 2.0]]).qr()
      >>> print(q.numpy().round(4))
      [[-0.6 -0.8]
       [-0.8  0.6]]
      >>> print(r.numpy().round(4))
      [[-5.  -2.2]
       [ 0.   0.4]]
    """
    from tinygrad.tensor_linalg import qr
    return qr(self)
  def svd(self, full_matrices: PyBool = True) -> tuple[Tensor, Tensor, Tensor]:
    """Singular value decomposition of the last two dims: self = U @ diag(S) @ Vh (QR, then one-sided Jacobi).

    Args:
      full_matrices: U (..., m, m) and Vh (..., n, n) when True; U (..., m, k) and Vh (..., k, n), k = min(m, n), when False.
    Returns:
      (U, S, Vh), S of shape (..., k) in descending order.
    Raises:
      ValueError: fewer than 2 dims, or a non-float tensor.

    Examples:
      >>> u, s, vh = Tensor([[3.0, 0.0], [0.0, -2.0]]).svd()
      >>> print(s.numpy().round(4), (u @ Tensor([[3.0, 0.0], [0.0, 2.0]]) @ vh).numpy().round(4))
      [3. 2.] [[ 3.  0.]
       [ 0. -2.]]
      >>> print([x.shape for x in Tensor.ones(3, 2).svd(full_matrices=False)])
      [(3, 2), (2,), (2, 2)]
    """
    from tinygrad.tensor_linalg import svd
    return svd(self, full_matrices)
  def keccak(self, cfg: str | tuple[PyInt, PyInt] = "sha3_256") -> Tensor:
    """The Keccak (SHA-3 family) digest of each row of bytes along the last axis, computed on the tensor's device.

    Every leading index is hashed independently; the bytes are the elements of a uint8 tensor.

    Args:
      cfg: "sha3_224", "sha3_256" (default), "sha3_384", "sha3_512", "shake_128", "shake_256", or a (rate in bytes, domain byte) pair.
    Returns:
      A uint8 tensor of shape `self.shape[:-1] + (digest bytes,)`: (200 - rate) // 2 bytes, 32 for sha3_256, 16 for shake_128.

    Examples:
      >>> import hashlib
      >>> d = Tensor(list(b"abc"), dtype=dtypes.uint8).keccak()
      >>> print(d.shape, d.numpy().tobytes() == hashlib.sha3_256(b"abc").digest())
      (32,) True
    """
    from tinygrad.tensor_hash import keccak
    return keccak(self, cfg)
  def hash(self) -> Tensor:
    """A 16-byte (uint8) hash of the tensor's bytes, computed on its device.

    The bytes (bool as uint8, others bitcast) are zero-padded to whole 1 MiB chunks, each chunk is hashed with shake_128 to 16 bytes;
    while there was more than one chunk the digests are hashed the same way. Slow on CPU: every chunk runs 6242 sponge steps.

    Returns:
      A uint8 tensor of shape (16,).
    Raises:
      NotImplementedError: a multi-device tensor (copy it to one device first).

    Examples:
      >>> import hashlib
      >>> h = Tensor(list(b"abc"), dtype=dtypes.uint8).hash()
      >>> print(h.shape, h.numpy().tobytes() == hashlib.shake_128(b"abc" + bytes(2**20 - 3)).digest(16))
      (16,) True
    """
    from tinygrad.tensor_hash import tree_hash
    return tree_hash(self)
  def newton_schulz(self, steps: PyInt, params: tuple[PyFloat, PyFloat, PyFloat], eps: PyFloat = 1e-7) -> Tensor:
    """Approximately orthogonalises a matrix (the Newton-Schulz iteration of the Muon optimizer).

    Each matrix is scaled by its Frobenius norm, then `steps` times `X = a X + (b A + c A A) X` with `A = X X^T` (computed on the
    transpose of a tall matrix), which pushes every singular value toward 1.

    Args:
      steps: the number of iterations.
      params: the polynomial's coefficients (a, b, c); Muon uses (3.4445, -4.7750, 2.0315).
      eps: added to the norm (default 1e-7).
    Returns:
      A tensor of the same shape; the last two dims are the matrices, leading dims a batch.
    Raises:
      ValueError: fewer than 2 dims.

    Examples:
      >>> X = Tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]).newton_schulz(20, (1.5, -0.5, 0.0))
      >>> print((X.T @ X).numpy().round(3))
      [[ 1. -0.]
       [-0.  1.]]
    """
    if self.ndim < 2: raise ValueError(f"newton_schulz needs a matrix or a batch of matrices, got shape {self.shape}")
    a, b, c = params
    X = self / (self.square().sum((-2, -1), keepdim=True).sqrt() + eps)  # each matrix by its own norm (a batch's total mixed them)
    tall = self.shape[-2] > self.shape[-1]
    if tall: X = X.transpose(-2, -1)
    for _ in range(steps):
      A = X @ X.transpose(-2, -1)
      X = a * X + (b * A + c * (A @ A)) @ X
    return X.transpose(-2, -1) if tall else X

  # ---- autograd ----
  def gradient(self, *targets: Tensor, gradient: Tensor | None = None) -> list[Tensor]:
    """Computes the gradients of this tensor with respect to `targets`, without touching their `.grad` (see `backward` for that).

    Args:
      targets: the tensors to differentiate by; a target this tensor does not depend on gets zeros.
      gradient: the seed gradient, needed when this tensor is not a scalar (same shape as this tensor).
    Returns:
      One gradient tensor per target, each of the target's shape.
    Raises:
      AssertionError: a non-scalar tensor without `gradient`.
      RuntimeError: a target or this tensor that is not float (weak constants included).

    Examples:
      >>> x = Tensor([1.0, 2.0, 3.0])
      >>> dx, = (x * x).sum().gradient(x)
      >>> print(dx.numpy())
      [2. 4. 6.]
      >>> y = Tensor([1.0, 1.0])
      >>> print([g.numpy().tolist() for g in (x * 3).gradient(x, y, gradient=Tensor([1.0, 0.0, 2.0]))])
      [[3.0, 0.0, 6.0], [0.0, 0.0]]
    """
    if gradient is None and self.shape != (): raise AssertionError(f"gradient needs a scalar output or a seed gradient, got shape {self.shape}")
    for t in targets:
      if dtypes.is_weak(t.dtype): raise RuntimeError(f"cannot differentiate with respect to a weak {t.dtype} tensor")
      if not dtypes.is_float(t.dtype): raise RuntimeError("only float Tensors have gradient")
    if not dtypes.is_float(self.dtype): raise RuntimeError("only float Tensors have gradient")
    return self._gradient(targets, gradient, _histories())
  def _gradient(self, targets: Sequence[Tensor], gradient: Tensor | None, hist: dict, topo: dict | None = None) -> list[Tensor]:
    from tinygrad.gradient import compute_gradient, expand_history
    seed = gradient if gradient is not None else Tensor.full(self.shape, 1.0, dtype=self.dtype, buffer=False)
    (root, *tus), back = expand_history([self.uop, *[t.uop for t in targets]], hist, topo)  # realized tensors: their computations
    grads = compute_gradient(root, seed.uop.cast(self.dtype) if seed.dtype != self.dtype else seed.uop, set(tus))
    found = [grads[u] for u in tus if u in grads]
    if back and found: found = list(UOp.sink(*found).substitute(back).src)  # forward values are read from the realized buffers
    it = iter(found)
    return [Tensor(next(it)) if u in grads else t.zeros_like_const().cast(t.dtype) for t, u in zip(targets, tus)]
  def backward(self, gradient: Tensor | None = None) -> Tensor:
    """Computes the gradient of this tensor and accumulates it into `.grad` of every tensor it depends on.

    Every live float tensor with a device (or made with requires_grad=True) in the graph gets a `.grad` of its own shape; a second
    backward adds to it (zero it yourself, or let an optimizer's zero_grad do it). Tensors made with requires_grad=False are
    skipped. A tensor that was realized counts by the computation that produced it, so gradients flow through realize.

    Args:
      gradient: the seed gradient, of this tensor's shape; needed unless this tensor is a scalar (then it is 1).
    Returns:
      self.
    Raises:
      RuntimeError: a non-float tensor.
      AssertionError: a non-scalar tensor without `gradient`.

    Examples:
      >>> x = Tensor([1.0, 2.0, 3.0])
      >>> (x * x).sum().backward()  # doctest: +ELLIPSIS
      <Tensor ...>
      >>> print(x.grad.numpy())
      [2. 4. 6.]
      >>> y = Tensor([1.0, 2.0])
      >>> _ = (y * 3).backward(Tensor([1.0, 10.0]))
      >>> print(y.grad.numpy())
      [ 3. 30.]
    """
    from tinygrad.gradient import expand_history
    if not dtypes.is_float(self.dtype): raise RuntimeError("only float Tensors have gradient")
    if gradient is None and self.shape != (): raise AssertionError(f"gradient needs a scalar output or a seed gradient, got shape {self.shape}")
    hist, topo = _histories(), self.uop.toposort()
    (root,), back = expand_history([self.uop], hist, topo)
    seen = UOp.sink(self.uop, *[hist[n][0] for n in back.values()]).toposort() if back else topo
    cands = [t for t in list(all_tensors.values()) if t is not None and t.uop in seen and dtypes.is_float(t.dtype) and
             not dtypes.is_weak(t.dtype) and (t.device is not None or t.requires_grad) and t is not self and t.requires_grad is not False]
    nodes = root.toposort() if back else seen
    tensors = [t for t, e in zip(cands, expand_history([t.uop for t in cands], hist)[0] if back else [t.uop for t in cands]) if e in nodes]
    uniq = {t.uop: None for t in tensors}
    grads = self._gradient([Tensor(u) for u in uniq], gradient, hist, None if back else topo) if uniq else []
    gmap = dict(zip(uniq, grads))
    for t in tensors:
      g = gmap[t.uop]
      if g.shape != t.shape: g = g._broadcast_to(t.shape)
      if t.grad is None: t.grad = Tensor(g.uop)  # an object of its own (g may be shared): later backwards accumulate into it
      elif t.grad.uop.is_realized: t.grad.assign(t.grad + g)
      else: t.grad.uop = (t.grad + g).uop  # in place, as tinygrad: x.grad stays the same Tensor across backward calls
    return self

  # ---- in-place operators ----
  def __iadd__(self, x: Any) -> Tensor: return self.assign(self.add(x))
  def __isub__(self, x: Any) -> Tensor: return self.assign(self.sub(x))
  def __imul__(self, x: Any) -> Tensor: return self.assign(self.mul(x))
  def __itruediv__(self, x: Any) -> Tensor: return self.assign(self.div(x))
  def __ifloordiv__(self, x: Any) -> Tensor: return self.assign(self.floordiv(x))
  def __ipow__(self, x: Any) -> Tensor: return self.assign(self.pow(x))
  def __iand__(self, x: Any) -> Tensor: return self.assign(self.bitwise_and(x))
  def __ior__(self, x: Any) -> Tensor: return self.assign(self.bitwise_or(x))
  def __ixor__(self, x: Any) -> Tensor: return self.assign(self.bitwise_xor(x))
  def __ilshift__(self, x: Any) -> Tensor: return self.assign(self.lshift(x))
  def __irshift__(self, x: Any) -> Tensor: return self.assign(self.rshift(x))
  def __imatmul__(self, x: Tensor) -> Tensor: return self.assign(self.matmul(x))

# the parts name Tensor in their bodies and cannot import this module (it imports them): bind the class into each once
for _part in (tensor_disk, tensor_numerics, tensor_create, tensor_random, tensor_elementwise, tensor_unary, tensor_movement, tensor_reduce,
              tensor_processing, tensor_nn): _part.Tensor = Tensor  # type: ignore[attr-defined]

def _trace_methods() -> None:
  """TRACEMETA: every public Tensor method (and operator) tags the UOp of the Tensor it returns with its name (uop.metadata)."""
  from tinygrad.uop.metadata import traced
  ops = {"__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__truediv__", "__rtruediv__", "__floordiv__", "__mod__",
         "__pow__", "__rpow__", "__matmul__", "__neg__", "__getitem__", "__lt__", "__gt__", "__le__", "__ge__", "__eq__", "__ne__",
         "__and__", "__or__", "__xor__", "__lshift__", "__rshift__", "__invert__", "__abs__"}
  is_tensor = lambda x: isinstance(x, Tensor)
  for name in dir(Tensor):
    if (name.startswith("_") and name not in ops) or name == "realize" or isinstance(attr := inspect.getattr_static(Tensor, name), property): continue
    if isinstance(attr, staticmethod): setattr(Tensor, name, staticmethod(traced(name, attr.__func__, is_tensor)))
    elif isinstance(attr, classmethod): setattr(Tensor, name, classmethod(traced(name, attr.__func__, is_tensor)))
    elif inspect.isfunction(attr): setattr(Tensor, name, traced(name, attr, is_tensor))
_trace_methods()

__all__ = ["Tensor", "all_tensors"]
