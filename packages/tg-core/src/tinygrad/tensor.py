"""Tensor: a lazy array over a tensor-level UOp graph, with autograd, creation, random numbers and the numpy-like API.

Nothing runs until something realizes a tensor (`realize`, `numpy`, `item`, `tolist`, `data`, an optimizer step). Every live
Tensor is in a weak registry, so when realize replaces part of the graph by buffers every tensor built on it sees them.
"""
from __future__ import annotations
import contextlib, functools, hashlib, inspect, itertools, math, pathlib, string, time, weakref
from typing import Any, Literal, TypeAlias
from collections.abc import Callable, Iterator, MutableMapping, Sequence
from fractions import Fraction
import numpy as np
from tinygrad.device import Buffer, Device, is_dtype_supported
from tinygrad.dtype import DType, DTypeLike, Invalid, InvalidType, _from_np_dtype, _to_np_dtype, bf16_to_f32_np, dtypes, f32_to_bf16_np, \
  float_to_fp8_np, fp8_to_float_np, least_upper_dtype, strong_dtype, sum_acc_dtype, to_dtype, truncate
from tinygrad.gradient import fresh_write
from tinygrad.helpers import CHECK_OOB, TRAINING, UNSAFE_ALLOW_JIT_BUFFER, all_int, argfix, ceildiv, flatten, make_tuple, prod
from tinygrad.mixin import MovementMixin
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.mathtraits import MathTrait
from tinygrad.uop.ops import SymbolicError, UOp, resolve, sint, smax, ssimplify, threefry2x32
from tinygrad.uop.shape import as_int, broadcast_shape, check_dims, norm_axes, sym_eq

# Tensor has methods named int/float/bool, which shadow the builtins in its annotations
PyInt: TypeAlias = int
PyFloat: TypeAlias = float
PyBool: TypeAlias = bool

# ---- the live-tensor registry ----

_ids = itertools.count()
all_tensors: weakref.WeakValueDictionary[int, Tensor] = weakref.WeakValueDictionary()

class _ViewLog:
  """Weak references to the tensors made by movement ops: the aliases a write into a storage must reach. Cheaper than a weak
  dict (no callback per tensor): dead references are dropped when the log outgrows twice its live count."""
  def __init__(self) -> None:
    self.refs: list[weakref.ReferenceType[Tensor]] = []
    self.limit = 1024
  def add(self, t: Tensor) -> None:
    self.refs.append(weakref.ref(t))
    if len(self.refs) > self.limit: self.live()
  def live(self) -> list[Tensor]:
    out = [t for r in self.refs if (t := r()) is not None]
    self.refs, self.limit = [weakref.ref(t) for t in out], max(1024, 2 * len(out))
    return out

_views = _ViewLog()

def _apply_map(mapping: dict[UOp, UOp]) -> None:
  """Swap realized replacements into every live tensor whose graph holds a replaced node."""
  if not mapping: return
  from tinygrad.gradient import history, note_writes
  epoch = note_writes(mapping)
  live = [t for t in list(all_tensors.values()) if t is not None]
  if not live: return
  sink = UOp.sink(*[t.uop for t in live])
  new = sink.substitute(mapping, name="apply realized buffers")
  for t, u in zip(live, new.src):
    if u is t.uop: continue
    h = history(t.uop, u, epoch)  # autograd still sees the computation behind the buffer (None after an in-place write)
    t._hist, t.uop = (None if h is None else (u, *h)), u

def _replaced_state(target: UOp) -> UOp:
  """The state a store into view `target` overwrites: the latest pending write under the view chain, else its buffer."""
  while target.op in GroupOp.Movement: target = target.src[0]
  return target

def _binds(u: UOp) -> dict[str, int]:
  """The bound Variables in graph `u`, in sources and in movement args (symbolic shapes and offsets), by name."""
  out: dict[str, int] = {}
  for n in u.toposort():
    args = n.arg if isinstance(n.arg, tuple) else (n.arg,)
    for a in [n, *(x for x in args for x in (x if isinstance(x, tuple) else (x,)) if isinstance(x, UOp))]:
      for b in ([a] if a is n else a.toposort()):
        if b.is_bound_var: out[b.unbind()[0].expr] = b.unbind()[1]
  return out

def _conflicting_binds(a: UOp, b: UOp) -> bool:
  """Whether graphs `a` and `b` bind some Variable to different values."""
  x, y = _binds(a), _binds(b)
  return any(x[k] != y[k] for k in x.keys() & y.keys())

def _is_view(u: UOp) -> bool:
  """A view of buffers (one per device for a multi-device value), which reads whatever they hold."""
  u = _storage(u)
  return u.op is Ops.BUFFER or (u.op is Ops.MSTACK and all(_storage(s).op is Ops.BUFFER for s in u.src))

def _stale_readers(roots: list[UOp]) -> list[UOp]:
  """The live unrealized values and pending writes (not views of a buffer, which read its new data) that read a buffer state a
  pending write in `roots` replaces. They are realized in the same schedule, ahead of the write, so a value computed before
  `t[0] = 5` or `t.assign(x)` keeps the old data however late it is read, as in numpy."""
  olds = {_replaced_state(st.src[0]) for u in UOp.sink(*roots).toposort() if u.op is Ops.AFTER and not u.is_bound_var
          for st in u.src[1:] if st.op is Ops.STORE}
  if not olds: return []
  cands = [t.uop for t in list(all_tensors.values()) if t is not None and t._needs_realize() and t.uop not in roots and not _is_view(t.uop)]
  if not cands: return []
  reads: dict[UOp, bool] = {}
  for u in UOp.sink(*cands).toposort():
    # a write's target names the buffer it changes (its new state), only the written values are reads
    kids = u.src[1:] if u.op in (Ops.AFTER, Ops.STORE) else u.src
    reads[u] = u in olds or any(reads[k] for k in kids)
  return list(dict.fromkeys(u for u in cands if reads[u]))

def _histories() -> dict[UOp, tuple[UOp, int]]:
  """Realized node -> (the computation that produced it, its epoch), from every live tensor (a pending assign or a move leaves the
  node's content as it was; an in-place write after the epoch voids it, see expand_history)."""
  return {h[0]: h[1:] for t in list(all_tensors.values()) if t is not None and (h := t._hist) is not None}

def canonicalize_device(device: str | tuple | list | None) -> str | tuple[str, ...]:
  """tinygrad's name for a device argument's canonical form: None -> Device.DEFAULT, "cpu:0" -> "CPU", a tuple/list -> a tuple of
  canonical names (Device.canonicalize each). Unlike tinygrad, a one-element tuple collapses to its string: tg treats a single-device
  tuple as that device (no MULTI wrapper), so Tensor(x, device=("CPU",)) and device="CPU" name the same placement."""
  if isinstance(device, (tuple, list)):
    devs = tuple(Device.canonicalize(d) for d in device)
    return devs[0] if len(devs) == 1 else devs
  return Device.canonicalize(device)

_canon = canonicalize_device

def _pyconst_dtype(x: Any, dtype: DType | None) -> DType:
  return dtype if dtype is not None else dtypes.from_py(x)

def _all_ints(arr: np.ndarray) -> bool: return all(isinstance(x, int) and not isinstance(x, bool) for x in arr.flat)

def _int_list_dtype(arr: np.ndarray, dt: DType) -> DType:
  """The dtype numpy infers for Python ints that do not fit `dt`: int64, uint64 past it, OverflowError past that."""
  if arr.dtype == object or arr.dtype.kind == "f":
    raise OverflowError(f"Python integers in [{min(arr.flat)}, {max(arr.flat)}] do not fit int64 or uint64; pass floats")
  lo, hi = int(arr.min()), int(arr.max())
  if dt.min <= lo and hi <= dt.max: return dt
  return dtypes.uint64 if arr.dtype == np.uint64 else dtypes.int64

def _strong(t: Tensor) -> DType:
  """The dtype a weak tensor is stored in: its default, or int64 where a weakint value does not fit the default int."""
  dt = strong_dtype(t.dtype)
  if t.dtype.scalar() != dtypes.weakint or not isinstance(lo := t.uop.vmin, int) or not isinstance(hi := t.uop.vmax, int): return dt
  return dt if dt.min <= lo and hi <= dt.max else dtypes.int64.vec(dt.count)

def _np_to_storage(arr: np.ndarray, dtype: DType) -> bytes:
  """Raw bytes of `arr` as `dtype` (bf16 and fp8 through their bit converters)."""
  if dtype == dtypes.bfloat16: return f32_to_bf16_np(arr if arr.dtype == np.float32 else arr.astype(np.float64)).tobytes()
  if dtype in dtypes.fp8s: return float_to_fp8_np(arr, dtype).tobytes()
  return np.ascontiguousarray(arr.astype(_to_np_dtype(dtype), copy=False)).tobytes()

def _storage_to_np(mv: memoryview, dtype: DType) -> np.ndarray:
  raw = np.frombuffer(mv, dtype=np.uint8)
  if dtype == dtypes.bfloat16: return bf16_to_f32_np(raw.view(np.uint16))
  if dtype in dtypes.fp8s: return fp8_to_float_np(raw, dtype)
  return raw.view(_to_np_dtype(dtype))  # type: ignore[arg-type]

def _valid_reduction(reduction: str) -> str:
  if reduction not in ("mean", "sum", "none"): raise ValueError(f"reduction must be 'mean', 'sum' or 'none', got {reduction!r}")
  return reduction

class _RngWords(MutableMapping[str, "Tensor"]):
  """Per-device 64-bit random-generator state under tinygrad's names: `Tensor._device_seeds[dev]` is the device's key, [sha256 word of
  the order the device first drew in, the seed's low 32 bits]; `Tensor._device_rng_counters[dev]` counts the words drawn on it since
  manual_seed, [low, high]. Indexing gives a (2,) uint32 Tensor on the device and assigning a Tensor, array or pair of words sets it,
  as tinygrad's dicts of device Tensors do; tg keeps the values as host ints (`words`) on purpose, so a TinyJit replay draws new
  numbers by refilling each captured draw's small key/counter buffer instead of running a counter-update kernel per draw. So the
  Tensor read is a copy: `.assign` on it does not reach the state (tinygrad's way of setting a counter); set the item instead."""
  def __init__(self) -> None: self.words: dict[str, PyInt] = {}
  def __getitem__(self, device: str) -> Tensor:
    v = self.words[device]
    return Tensor(np.array([v & 0xFFFFFFFF, v >> 32], dtype=np.uint32), device=device)
  def __setitem__(self, device: str, value: Any) -> None:
    w = [int(x) for x in (value.tolist() if isinstance(value, Tensor) else np.asarray(value).tolist())]
    if len(w) != 2 or not all(0 <= x < 2**32 for x in w): raise ValueError(f"rng state is two uint32 words [low, high], got {w}")
    if not isinstance(dev := _canon(device), str): raise ValueError(f"rng state is per device, got {device}")
    self.words[dev] = w[0] | w[1] << 32
  def __delitem__(self, device: str) -> None: del self.words[device]
  def __iter__(self) -> Iterator[str]: return iter(self.words)
  def __len__(self) -> PyInt: return len(self.words)

class _TensorMeta(type):
  """`Tensor.training` reads and sets the TRAINING switch (as tinygrad's class attribute does)."""
  @property
  def training(cls) -> PyBool: return bool(TRAINING.value)
  @training.setter
  def training(cls, v: PyBool) -> None: TRAINING.value = int(v)

class Tensor(MovementMixin, MathTrait, metaclass=_TensorMeta):
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

  # ---- creation ----
  @staticmethod
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
  def const_like(self, b: Any, dtype: DTypeLike | None = None) -> Tensor:
    """A deviceless tensor of self's shape filled with `b` (a broadcast constant, no buffer), in self's dtype or `dtype`.

    Examples:
      >>> c = Tensor([[1, 2, 3]]).const_like(7)
      >>> print(c.tolist(), c.shape, c.dtype, c.device)
      [[7, 7, 7]] (1, 3) dtypes.int None
    """
    return Tensor.full(self.shape, b, dtype=dtype or self.dtype, buffer=False)
  def ufix(self, x: Any) -> Tensor:
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
  def full_like(self, fill_value: Any, dtype: DTypeLike | None = None, device: Any = None, buffer: PyBool = True) -> Tensor:
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
  def zeros_like(self, **kw: Any) -> Tensor:
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
  def ones_like(self, **kw: Any) -> Tensor:
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
  def empty_like(self, dtype: DTypeLike | None = None, device: Any = None) -> Tensor:
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
  def _tri(self, diagonal: PyInt, upper: PyBool) -> Tensor:
    """The upper or lower triangle of the last two dims; needs 2 dims (ValueError) and an int diagonal (TypeError)."""
    if self.ndim < 2: raise ValueError(f"{'triu' if upper else 'tril'} needs at least 2 dims, got shape {self.shape}")
    if not isinstance(diagonal, UOp): diagonal = as_int(diagonal, "diagonal")
    r, c = self.shape[-2], self.shape[-1]
    keep = (Tensor.arange(c).unsqueeze(0) - Tensor.arange(r).unsqueeze(1))
    mask = keep >= diagonal if upper else keep <= diagonal
    return mask.where(self, Tensor.const(0, self.dtype) if not dtypes.is_bool(self.dtype) else False)
  def triu(self, diagonal: PyInt = 0) -> Tensor:
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
  def tril(self, diagonal: PyInt = 0) -> Tensor:
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

  # ---- random (Threefry-2x32, tinygrad's stream bit for bit) ----
  _seed: PyInt = int(time.time())
  _device_seeds: _RngWords = _RngWords()
  _device_rng_counters: _RngWords = _RngWords()
  @staticmethod
  def manual_seed(seed: PyInt = 0) -> None:
    """Seeds the random number generator: every device's stream restarts from `seed`, as in tinygrad. The per-device keys and
    counters are dropped, so the devices are keyed again in the order they next draw (the first to draw gets key word 0, the next
    word 1, ...), each counter from 0.

    Args:
      seed: the seed (default 0).

    Examples:
      >>> Tensor.manual_seed(42)
      >>> a = Tensor.rand(3).numpy()
      >>> Tensor.manual_seed(42)
      >>> print((Tensor.rand(3).numpy() == a).all())
      True
    """
    Tensor._seed = seed
    Tensor._device_seeds.words.clear()
    Tensor._device_rng_counters.words.clear()
  @staticmethod
  def random_bits(key: Tensor, counter: Tensor, num: PyInt) -> Tensor:
    """`num` random uint32 words, a pure function of `key` and `counter` (tinygrad's generator, the building block of `rand`).

    The threefry2x32 of the counter under the key is this draw's key, under which word pairs (i, i + m) for i < m = ceil(num / 2)
    are enciphered; the result is the first words of every pair, then the second words, cut to num.

    Args:
      key: a (2,) uint32 tensor, [low, high] words of the 64-bit key.
      counter: a (2,) uint32 tensor, [low, high] words of the 64-bit counter.
      num: how many words (at most 2**33).
    Returns:
      A lazy uint32 tensor of shape (num,), on key's and counter's device (deviceless when they have none).
    Raises:
      ValueError: num < 0 or above 2**33.

    Examples:
      >>> key, ctr = Tensor([1, 0], dtype=dtypes.uint32), Tensor([0, 0], dtype=dtypes.uint32)
      >>> b = Tensor.random_bits(key, ctr, 5)
      >>> print(b.shape, b.dtype, (b.numpy() == Tensor.random_bits(key, ctr, 5).numpy()).all())
      (5,) dtypes.uint True
    """
    def u64(t: Tensor) -> Tensor: return t[0].cast(dtypes.uint64) | (t[1].cast(dtypes.uint64) << 32)
    return Tensor._threefry_words(u64(counter).threefry(u64(key)), num)
  @staticmethod
  def _threefry_words(dkey: Tensor, num: PyInt) -> Tensor:
    """`num` uint32 words: pairs (i, i + m), i < m = ceil(num / 2), enciphered under the uint64 draw key; first words, then second."""
    if (num := as_int(num, "random_bits num")) < 0: raise ValueError(f"random_bits needs num >= 0, got {num}")
    if (m := ceildiv(num, 2)) > 2**32: raise ValueError(f"random_bits draws at most 2**33 words at a time (its pair counters are 32-bit), got {num}")
    i = Tensor.arange(m, dtype=dtypes.uint32, device=dkey.device)
    words = (i.cast(dtypes.uint64) | ((i + (m & 0xFFFFFFFF)).cast(dtypes.uint64) << 32)).threefry(dkey)
    lo, hi = (words & 0xFFFFFFFF).cast(dtypes.uint32), (words >> 32).cast(dtypes.uint32)
    return lo.cat(hi)[:num] if num else lo
  @staticmethod
  def _rng_words(device: str, num: PyInt) -> np.ndarray:
    """The draw key (threefry of the device's counter under its key, computed here once, not per element) of the next draw of `num`
    words on device, as [low, high] uint32; advances the device's counter by num."""
    seeds, ctrs = Tensor._device_seeds.words, Tensor._device_rng_counters.words
    if device not in seeds:  # keyed in order of first draw: sha256 of the device's index, then the seed's low word
      seeds[device] = int.from_bytes(hashlib.sha256(len(seeds).to_bytes(4, "big")).digest()[-4:], "big") | (Tensor._seed & 0xFFFFFFFF) << 32
      ctrs.setdefault(device, 0)  # a counter set before the first draw is kept
    ctr = ctrs.get(device, 0)
    ctrs[device] = (ctr + num) % 2**64  # a 64-bit counter: the low word carries into the high one and wraps past 2**64
    dk = threefry2x32(ctr, seeds[device])
    return np.array([dk & 0xFFFFFFFF, dk >> 32], dtype=np.uint32)
  @staticmethod
  def _rng_state(device: str, num: PyInt) -> Tensor:
    """The draw key of one draw in a small buffer the kernels read, so a TinyJit replay draws new numbers by refilling it."""
    from tinygrad.engine.realize import capturing
    st = Tensor(Tensor._rng_words(device, num), device=device)
    if capturing: capturing[-1].rng.append((st.uop.base, device, num))
    return st
  @staticmethod
  def _rand_words(num: PyInt, device: Any) -> Tensor:
    """`num` uint32 random words of device's stream, lazily (the counter advances by num now)."""
    if isinstance(device, (tuple, list)): raise ValueError(f"rand only supports single device, got device={device} (rand_like shards)")
    dev = _canon(device)
    assert isinstance(dev, str)
    st = Tensor._rng_state(dev, num)
    return Tensor._threefry_words(st[0].cast(dtypes.uint64) | (st[1].cast(dtypes.uint64) << 32), num)
  @staticmethod
  def _rand_bits(sh: tuple[sint, ...], device: Any) -> Tensor:
    """prod(sh) uint32 random words of device's stream, shape sh."""
    if not all_int(sh) or any(s < 0 for s in sh): raise ValueError(f"random draws need a non-negative int shape, got {sh}")
    return Tensor._rand_words(prod(sh), device).reshape(sh)
  @staticmethod
  def rand(*shape: Any, device: Any = None, dtype: DTypeLike | None = None, contiguous: PyBool = True) -> Tensor:
    """A tensor of `shape` drawn uniformly from [0, 1), tinygrad's stream bit for bit.

    ceil(numel * itemsize / 4) random words are drawn and split into itemsize-wide pieces (low half first; 64-bit pieces from two
    words, low first); each value is the piece's top mantissa-many bits under 1.0, minus 1, in the dtype itself (float16 keeps 10
    random bits, bfloat16 7, float32 23, float64 52), so 1.0 never occurs.

    Args:
      shape: the shape, as ints or one tuple.
      device: where it lives (default: Device.DEFAULT).
      dtype: a float dtype (default: the default float).
      contiguous: False leaves it a lazy expression instead of a buffer.
      requires_grad: set on the result (as every creation method).
    Returns:
      A tensor of `shape`.
    Raises:
      ValueError: a non-float dtype, a negative dim, or a tuple of devices (use rand_like on a sharded tensor).
      TypeError: an unknown keyword (tinygrad's rand takes no generator=; seed with Tensor.manual_seed).

    Examples:
      >>> Tensor.manual_seed(0)
      >>> t = Tensor.rand(2, 3)
      >>> print(t.shape, t.dtype, ((0 <= t) & (t < 1)).all().item())
      (2, 3) dtypes.float True
    """
    dt, sh = to_dtype(dtype) if dtype is not None else dtypes.default_float, check_dims(argfix(*shape), "rand shape")
    if not dtypes.is_float(dt) or dtypes.is_weak(dt): raise ValueError(f"rand needs a concrete float dtype, got {dt}")
    if not all_int(sh) or any(s < 0 for s in sh): raise ValueError(f"random draws need a non-negative int shape, got {sh}")
    n, size = prod(sh), dt.itemsize
    w = Tensor._rand_words(ceildiv(n * size, 4), device)
    ut = {1: dtypes.uint8, 2: dtypes.uint16, 4: dtypes.uint32, 8: dtypes.uint64}[size]
    if size == 8: bits = w[0::2].cast(ut) | (w[1::2].cast(ut) << 32)
    elif size < 4: bits = Tensor.stack(*[(w >> (8 * size * j)) & ((1 << 8 * size) - 1) for j in range(4 // size)], dim=1).flatten().cast(ut)
    else: bits = w
    ebits, mbits = dtypes.finfo(dt)
    one = ((1 << (ebits - 1)) - 1) << mbits  # the bits of 1.0
    f = ((bits[:n] >> (8 * size - mbits)) | one).bitcast(dt) - 1
    return f.reshape(sh).clone(w.device) if contiguous else f.reshape(sh)
  def rand_like(self, **kw: Any) -> Tensor:
    """A tensor of uniform random numbers in [0, 1) with this tensor's shape and device (see `rand`).

    Args:
      kw: passed to `rand`; `dtype` defaults to this tensor's dtype when it is a float, else to `dtypes.default_float` (torch raises for
        an int tensor), `device` to this tensor's device. A multi-device tensor gets a result placed like it (replicated values are the
        same on every device), and `device=` then raises RuntimeError.
    Returns:
      A new tensor of this tensor's shape.

    Examples:
      >>> t = Tensor.ones(2, 3, dtype=dtypes.half).rand_like()
      >>> print(t.shape, t.dtype, ((0 <= t) & (t < 1)).all().item())
      (2, 3) dtypes.half True
      >>> print(Tensor([1, 2]).rand_like().dtype)
      dtypes.float
    """
    dev, kw = kw.pop("device", None), {"dtype": self.dtype if dtypes.is_float(self.dtype) else None, **kw}
    if (m := self._like_multi(dev, _random_on(Tensor.rand, **kw), "rand_like")) is not None: return m
    return Tensor.rand(*self.shape, device=dev if dev is not None else self.device, **kw)
  @staticmethod
  def randn(*shape: Any, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """Standard normal random numbers (mean 0, variance 1) by Box-Muller from float32 uniforms u = rand(2, *shape):
    cos(2 pi u[0]) * sqrt(-2 log(1 - u[1])) in float32, then cast to dtype (tinygrad's stream: 2 * numel words drawn).

    Args:
      shape: the shape, as ints or one tuple.
      dtype: the result dtype (default `dtypes.default_float`); the values are computed in float32 and cast.
      kw: passed to `rand` (e.g. `device`).
    Returns:
      A tensor of `shape` and `dtype`.
    Raises:
      ValueError: a negative or non-int size in `shape`, or a weak dtype (random values need storage of a concrete dtype).

    Examples:
      >>> t = Tensor.randn(4, 5)
      >>> print(t.shape, t.dtype)
      (4, 5) dtypes.float
      >>> print(Tensor.randn(3, dtype=dtypes.half).dtype)
      dtypes.half
    """
    sh, dt = check_dims(argfix(*shape), "randn shape"), to_dtype(dtype) if dtype is not None else dtypes.default_float
    if dtypes.is_weak(dt): raise ValueError(f"randn needs a concrete dtype, got {dt}; pass dtype= (e.g. dtypes.float32)")
    u = Tensor.rand(2, *sh, dtype=dtypes.float32, **kw)
    r = (u[0] * (2 * math.pi)).cos() * ((1 - u[1]).log() * -2).sqrt()
    return r.cast(dt).contiguous()
  def randn_like(self, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """Standard normal random numbers (see `randn`) with this tensor's shape, dtype and device.

    Args:
      dtype: the result dtype (default: this tensor's dtype, an int dtype included, as tinygrad; torch raises for ints).
      kw: passed to `randn`; `device` defaults to this tensor's. A multi-device tensor gets a result placed like it, and `device=`
        then raises RuntimeError.
    Returns:
      A new tensor of this tensor's shape.

    Examples:
      >>> t = Tensor.zeros(2, 2, dtype=dtypes.half).randn_like()
      >>> print(t.shape, t.dtype)
      (2, 2) dtypes.half
    """
    dev = kw.pop("device", None)
    if (m := self._like_multi(dev, _random_on(Tensor.randn, dtype=dtype or self.dtype, **kw), "randn_like")) is not None: return m
    return Tensor.randn(*self.shape, dtype=dtype or self.dtype, device=dev if dev is not None else self.device, **kw)
  @staticmethod
  def randint(*shape: Any, low: PyInt = 0, high: PyInt = 10, dtype: DTypeLike = dtypes.int32, device: Any = None, **kw: Any) -> Tensor:
    """Uniform random integers in [low, high), every value reachable.

    Up to 2**23 values it is tinygrad's stream bit for bit: low + int(rand * (high - low)) with a float32 rand. Past that a float32
    product reaches only some ints, so tg takes low + (w * (high - low) >> 32) of a 32-bit random word w (the same count of words
    drawn), or a 64-bit word (two draws) modulo high - low past 2**32 values.

    Args:
      shape: the shape, as ints or one tuple.
      low: the smallest value (default 0).
      high: one past the largest value (default 10).
      dtype: an int dtype (default int32).
      device: where to create it (default: the default device).
    Returns:
      A tensor of `dtype` and `shape`.
    Raises:
      TypeError: non-int bounds, or a dtype that is not an int.
      ValueError: low >= high, or bounds outside the dtype.

    Examples:
      >>> t = Tensor.randint(2, 3, low=5, high=8)
      >>> print(t.shape, t.dtype, ((5 <= t) & (t < 8)).all().item())
      (2, 3) dtypes.int True
    """
    if not isinstance(low, int) or not isinstance(high, int): raise TypeError(f"randint bounds must be ints, got {low!r}, {high!r}")
    if not dtypes.is_int(dt := to_dtype(dtype)): raise TypeError(f"randint needs an int dtype, got {dt}")
    if low >= high: raise ValueError(f"randint needs low < high, got {low} >= {high}")
    if low < dt.min or high - 1 > dt.max: raise ValueError(f"randint range [{low}, {high}) does not fit {dt}")
    sh, n = argfix(*shape), high - low
    if n <= 2**23: off = (Tensor.rand(*sh, dtype=dtypes.float32, device=device, contiguous=False) * n).cast(dtypes.int64 if n > dt.max else dt)
    elif n <= 2**32: off = (Tensor._rand_bits(sh, device).cast(dtypes.uint64) * n) >> 32
    else:  # a 64-bit word modulo n: bias under n / 2**64
      w = Tensor._rand_bits((2, *sh), device).cast(dtypes.uint64)
      off = ((w[0] << 32) | w[1]) % n
    return (off.cast(dtypes.int64) + low if low < 0 and dtypes.is_unsigned(off.dtype) else off + low).cast(dt).contiguous()
  @staticmethod
  def uniform(*shape: Any, low: PyFloat = 0.0, high: PyFloat = 1.0, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """Uniform random numbers in [low, high), tinygrad's stream: (rand * (high - low)) cast to dtype, plus low, from a float32 rand.
    Where rounding gives high itself (tinygrad returns it) tg gives the dtype's largest value below high.

    Args:
      shape: the shape, as ints or one tuple.
      low: the lower bound (default 0).
      high: the upper bound, excluded (default 1).
      dtype: the result dtype (default `dtypes.default_float`); an int dtype gives ints.
      kw: passed to `rand` (e.g. `device`).
    Returns:
      A tensor of `shape` and `dtype`.
    Raises:
      ValueError: low >= high.

    Examples:
      >>> w = Tensor.uniform(3, 4, low=-2, high=2)
      >>> print(w.shape, w.dtype, ((-2 <= w) & (w < 2)).all().item())
      (3, 4) dtypes.float True
    """
    if low >= high: raise ValueError(f"uniform needs low < high, got {low} >= {high}")
    dt = to_dtype(dtype) if dtype is not None else dtypes.default_float
    r = ((Tensor.rand(*shape, dtype=dtypes.float32, contiguous=False, **kw) * (high - low)).cast(dt) + low).cast(dt)
    return (r > (b := _below(high, dt))).where(Tensor.const(b, dt), r).contiguous() if dtypes.is_float(dt) else r.contiguous()
  @staticmethod
  def normal(*shape: Any, mean: PyFloat = 0.0, std: PyFloat = 1.0, **kw: Any) -> Tensor:
    """A tensor of `shape` drawn from the normal distribution N(mean, std^2) (`randn() * std + mean`).

    Args:
      shape: the shape, as ints or one tuple.
      mean: the mean (default 0).
      std: the standard deviation (default 1).
      kw: passed to `Tensor.randn` (dtype, device, requires_grad).
    Returns:
      A float tensor (default float dtype) of `shape`.
    Raises:
      ValueError: std < 0.

    Examples:
      >>> t = Tensor.normal(2, 3, mean=1.0, std=0.5)
      >>> print(t.shape, t.dtype)
      (2, 3) dtypes.float
    """
    if std < 0: raise ValueError(f"normal needs std >= 0, got {std}")
    return (Tensor.randn(*shape, **kw) * std + mean).contiguous()
  @staticmethod
  def scaled_uniform(*shape: Any, **kw: Any) -> Tensor:
    """Uniform random numbers in [-1, 1) scaled by 1 / sqrt(number of elements), a weight initialisation from tinygrad.

    Args:
      shape: the shape, as ints or one tuple.
      kw: passed to `uniform` (e.g. `dtype`, `device`).
    Returns:
      A tensor of `shape` with values in [-n**-0.5, n**-0.5), n = prod(shape).

    Examples:
      >>> w = Tensor.scaled_uniform(4, 25)
      >>> print(w.shape, w.dtype, (w.abs() <= 0.1).all().item())
      (4, 25) dtypes.float True
    """
    return Tensor.uniform(*shape, low=-1.0, high=1.0, **kw).mul(prod(argfix(*shape)) ** -0.5).contiguous()
  @staticmethod
  def glorot_uniform(*shape: Any, **kw: Any) -> Tensor:
    """A tensor of `shape` drawn from U(-b, b) with `b = sqrt(6 / (shape[0] + prod(shape[1:])))` (Glorot/Xavier uniform, tinygrad's fan).

    Args:
      shape: the shape, as ints or one tuple.
      kw: passed to `Tensor.uniform` (dtype, device, requires_grad).
    Returns:
      A float tensor (default float dtype) of `shape`.

    Examples:
      >>> t = Tensor.glorot_uniform(3, 4)
      >>> print(t.shape, t.dtype)
      (3, 4) dtypes.float
      >>> print((t.abs() <= (6 / 7) ** 0.5).all().item())
      True
    """
    sh = argfix(*shape)
    bound = math.sqrt(6 / (sh[0] + prod(sh[1:])))
    return Tensor.uniform(*sh, low=-bound, high=bound, **kw)
  @staticmethod
  def kaiming_uniform(*shape: Any, a: PyFloat = 0.01, **kw: Any) -> Tensor:
    """A tensor of `shape` drawn from U(-b, b) with `b = sqrt(6 / (1 + a^2) / prod(shape[1:]))` (He uniform, fan-in mode, as tinygrad).

    Args:
      shape: the shape, as ints or one tuple.
      a: the negative slope of the leaky ReLU that follows (default 0.01, as tinygrad; torch's default is 0).
      kw: passed to `Tensor.uniform` (dtype, device, requires_grad).
    Returns:
      A float tensor (default float dtype) of `shape`.

    Examples:
      >>> t = Tensor.kaiming_uniform(4, 6)
      >>> print(t.shape, (t.abs() <= (6 / (1 + 0.01 ** 2) / 6) ** 0.5).all().item())
      (4, 6) True
    """
    sh = argfix(*shape)
    bound = math.sqrt(6 / (1 + a * a) / prod(sh[1:]))
    return Tensor.uniform(*sh, low=-bound, high=bound, **kw)
  @staticmethod
  def kaiming_normal(*shape: Any, a: PyFloat = 0.01, **kw: Any) -> Tensor:
    """A tensor of `shape` drawn from N(0, std^2) with `std = sqrt(2 / (1 + a^2) / prod(shape[1:]))` (He normal, fan-in mode, as tinygrad).

    Args:
      shape: the shape, as ints or one tuple.
      a: the negative slope of the leaky ReLU that follows (default 0.01, as tinygrad; torch's default is 0).
      kw: passed to `Tensor.normal` (dtype, device, requires_grad).
    Returns:
      A float tensor (default float dtype) of `shape`.

    Examples:
      >>> t = Tensor.kaiming_normal(64, 32)
      >>> print(t.shape, t.dtype)
      (64, 32) dtypes.float
    """
    sh = argfix(*shape)
    return Tensor.normal(*sh, mean=0.0, std=math.sqrt(2 / (1 + a * a) / prod(sh[1:])), **kw)
  @staticmethod
  def randperm(n: PyInt, device: Any = None, dtype: DTypeLike = dtypes.int32, **kw: Any) -> Tensor:
    """A random permutation of 0..n-1 (the argsort of `n` uniforms).

    Args:
      n: the length.
      device: where to create it (default: the default device).
      dtype: the result dtype (default int32).
      kw: passed to `rand`.
    Returns:
      A tensor of shape (n,) holding each of 0..n-1 once.

    Examples:
      >>> p = Tensor.randperm(6)
      >>> print(p.shape, p.dtype, sorted(p.tolist()))
      (6,) dtypes.int [0, 1, 2, 3, 4, 5]
    """
    return Tensor.rand(n, device=device, **kw).argsort().cast(to_dtype(dtype))
  def multinomial(self, num_samples: PyInt = 1, replacement: PyBool = False) -> Tensor:
    """Draws category indices from the rows of these (unnormalized, non-negative) weights (torch.multinomial).

    Args:
      num_samples: samples per row (default 1).
      replacement: draw with replacement; without it every sample of a row is a different category.
    Returns:
      An int32 tensor of shape (num_samples,) for 1-D weights, (rows, num_samples) for 2-D.
    Raises:
      ValueError: weights not 1-D or 2-D, num_samples < 1, or more samples than categories without replacement.
      RuntimeError: a negative, inf or NaN weight, or a row summing to 0 (as torch; not checked while a TinyJit captures).
      TypeError: a non-int num_samples.

    Examples:
      >>> print(Tensor([0.0, 1.0, 0.0]).multinomial(4, replacement=True).numpy())
      [1 1 1 1]
      >>> s = Tensor([[1.0, 1.0, 0.0], [2.0, 0.0, 5.0]]).multinomial(2)
      >>> print(s.shape, s.dtype, sorted(s.numpy()[0].tolist()), sorted(s.numpy()[1].tolist()))
      (2, 2) dtypes.int [0, 1] [0, 2]
    """
    if not 1 <= self.ndim <= 2: raise ValueError(f"multinomial needs 1-D or 2-D weights, got shape {self.shape}")
    if (num_samples := as_int(num_samples, "multinomial num_samples")) <= 0:
      raise ValueError(f"multinomial needs num_samples >= 1, got {num_samples}")
    w = self.unsqueeze(0) if self.ndim == 1 else self
    w._check_probs()
    if replacement:
      cdf = (cw := w.float().cumsum(1)) / cw[:, -1:]
      u = Tensor.rand(num_samples, w.shape[0], device=self.device).T.unsqueeze(-1)  # drawn sample-major, as tinygrad draws them
      idx = (u >= cdf.unsqueeze(1)).sum(2).cast(dtypes.int32)
    else:
      if num_samples > w.shape[-1]: raise ValueError(f"cannot draw {num_samples} samples without replacement from {w.shape[-1]} categories")
      u = Tensor.rand(*w.shape, device=self.device)
      idx = (u.log2() / w.float()).topk(num_samples, dim=1)[1].cast(dtypes.int32)
    return idx if self.ndim == 2 else idx.squeeze(0)
  def _check_probs(self) -> None:
    """Weights must be finite, >= 0 with a positive sum per row (torch raises the same); skipped while a JIT captures."""
    from tinygrad.engine.realize import capturing
    if capturing or self.device is None or self.numel() == 0: return
    w = self.float()
    bad, empty = (w.isnan() | w.isinf() | (w < 0)).any().item(), (w.sum(-1) <= 0).any().item()
    if bad: raise RuntimeError("multinomial: probability tensor contains either inf, nan or element < 0")
    if empty: raise RuntimeError("multinomial: invalid distribution (a row's probabilities sum to <= 0)")
  def dropout(self, p: PyFloat = 0.5) -> Tensor:
    """Zeros each element with probability `p` and scales the rest by 1 / (1 - p), in training only.

    Outside `Tensor.train()` (TRAINING=0) it is the identity, as torch's dropout in eval mode.

    Args:
      p: the probability of dropping an element.
    Raises:
      ValueError: p outside [0, 1].

    Examples:
      >>> print(Tensor.ones(4).dropout(0.5).tolist())
      [1.0, 1.0, 1.0, 1.0]
      >>> with Tensor.train():
      ...   print(sorted(set(Tensor.ones(1000).dropout(0.5).tolist())))
      [0.0, 2.0]
    """
    if not 0 <= p <= 1: raise ValueError(f"dropout probability must be in [0, 1], got {p}")
    if not TRAINING or p == 0: return self
    if p == 1: return self.zeros_like()
    return (Tensor.rand_like(self, dtype=dtypes.default_float, contiguous=False) >= p).where(self, 0) * (1 / (1 - p))

  # ---- elementwise core: broadcasting and promotion ----
  def _broadcast_to(self, shape: tuple[sint, ...]) -> Tensor:
    if self.shape == tuple(shape): return self
    if self.ndim > len(shape): raise ValueError(f"cannot broadcast {self.shape} to {shape}")
    return self.reshape((1,) * (len(shape) - self.ndim) + tuple(self.shape)).expand(shape)
  def _broadcasted(self, *ts: Tensor, dtype: DType | None = None) -> tuple[Tensor, ...]:
    devs = {t.device for t in (self, *ts) if t.device is not None}
    if len(devs) > 1: raise RuntimeError(f"operands are on different devices {sorted(map(str, devs))}; move them with .to() or .shard()")
    shape = broadcast_shape(*(t.shape for t in (self, *ts)))
    dt = dtype if dtype is not None else least_upper_dtype(*(t.dtype for t in (self, *ts)))
    return tuple(t.cast(dt)._broadcast_to(shape) for t in (self, *ts))
  def alu(self, op: Ops, *src: Tensor) -> Tensor:
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
  def cast(self, dtype: DTypeLike) -> Tensor:
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
  def bitcast(self, dtype: DTypeLike) -> Tensor:
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
  def _bitcast_buffer(self, dt: DType) -> Tensor:
    """A size-changing bitcast as a view of the realized bytes (kernels only bitcast between equal sizes)."""
    u = self._buffer_uop()
    new_shape = (*self.shape[:-1], self.shape[-1] * self.dtype.itemsize // dt.itemsize)
    buf = u.buffer
    return Tensor(UOp.from_buffer(buf.view(prod(new_shape), dt, 0)).reshape(new_shape))
  def float(self) -> Tensor:
    """Casts to float32: `cast(dtypes.float32)`.

    Examples:
      >>> t = Tensor([1, 2]).float()
      >>> print(t.dtype, t.numpy())
      dtypes.float [1. 2.]
    """
    return self.cast(dtypes.float32)
  def half(self) -> Tensor:
    """Casts to float16 (`self.cast(dtypes.half)`).

    Examples:
      >>> t = Tensor([1.5, 65520.0]).half()
      >>> print(t.dtype, t.numpy())
      dtypes.half [1.5 inf]
    """
    return self.cast(dtypes.float16)
  def bfloat16(self) -> Tensor:
    """Casts to bfloat16 (8 exponent bits like float32, 8 significand bits): `cast(dtypes.bfloat16)`.

    numpy has no bfloat16: `.numpy()` returns its values as float32.

    Examples:
      >>> t = Tensor([1.0, 2.5, 1 / 3]).bfloat16()
      >>> print(t.dtype, t.numpy())
      dtypes.bfloat16 [1.         2.5        0.33398438]
    """
    return self.cast(dtypes.bfloat16)
  def double(self) -> Tensor:
    """Casts to float64: `cast(dtypes.float64)`.

    Examples:
      >>> t = Tensor([1.5, 2]).double()
      >>> print(t.dtype, t.numpy().dtype)
      dtypes.double float64
    """
    return self.cast(dtypes.float64)
  def int(self) -> Tensor:
    """Casts to int32 (`self.cast(dtypes.int32)`); floats are truncated toward zero, as C and torch.

    Examples:
      >>> print(Tensor([1.5, -2.7, 3.0]).int().numpy())
      [ 1 -2  3]
    """
    return self.cast(dtypes.int32)
  def long(self) -> Tensor:
    """Casts to int64 (`self.cast(dtypes.int64)`); floats are truncated toward zero, as C and torch.

    Examples:
      >>> t = Tensor([1.7, -1.7]).long()
      >>> print(t.dtype, t.numpy())
      dtypes.long [ 1 -1]
    """
    return self.cast(dtypes.int64)
  def short(self) -> Tensor:
    """Casts to int16 (`cast(dtypes.int16)`): floats are truncated toward zero, out-of-range ints wrap.

    Returns:
      An int16 tensor of the same shape.

    Examples:
      >>> t = Tensor([1.7, -2.5, 300.0]).short()
      >>> print(t.dtype, t.tolist())
      dtypes.short [1, -2, 300]
    """
    return self.cast(dtypes.int16)
  def bool(self) -> Tensor:
    """Casts to bool: `cast(dtypes.bool)`; nonzero (NaN included) is True.

    Examples:
      >>> print(Tensor([0, 2, -1]).bool().tolist(), Tensor([0.0, float("nan")]).bool().tolist())
      [False, True, True] [False, True]
    """
    return self.cast(dtypes.bool)
  def _float(self) -> Tensor:
    """Int/bool inputs promoted to a float: weakint to weakfloat, others to default_float."""
    if dtypes.is_float(self.dtype): return self
    return self.cast(dtypes.weakfloat if self.dtype == dtypes.weakint else dtypes.default_float)
  def _opmath(self, fn: Callable[[Tensor], Tensor]) -> Tensor:
    """fn computed in float32 for float16/bfloat16/fp8 and rounded once (torch's opmath): each step rounded to 8 or 11 bits made
    softplus/elu/selu/mish of halfs hundreds of ulps off. Other dtypes as they are."""
    return fn(self.float()).cast(self.dtype) if self.dtype in _CAST_BACK else fn(self)
  def _transcendental(self, fn: Callable[[Tensor], Tensor]) -> Tensor:
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
  def neg(self) -> Tensor:
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
  def sub(self, x: Any, reverse: PyBool = False) -> Tensor:
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
  def div(self, x: Any, reverse: PyBool = False, rounding_mode: Literal["trunc", "floor"] | None = None) -> Tensor:
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
  def floordiv(self, x: Any, reverse: PyBool = False) -> Tensor:
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
  def mod(self, x: Any, reverse: PyBool = False) -> Tensor:
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
  def fmod(self, x: Any) -> Tensor:
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
  def reciprocal(self) -> Tensor:
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
  def pow(self, x: Any, reverse: PyBool = False) -> Tensor:
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
  def _int_pow(self, e: Tensor) -> Tensor:
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
  def _in_graph(self, ref: Tensor) -> Tensor:
    """self, with `ref` (broadcastable to it) in its graph at zero influence: backward gives ref zeros (torch) rather than no grad."""
    return ref.eq(ref).where(self, self)
  def ones_like_const(self) -> Tensor:
    """A deviceless broadcast constant 1 of this tensor's shape and dtype: no buffer, folded into the kernels that use it.

    Examples:
      >>> c = Tensor([[1, 2], [3, 4]]).ones_like_const()
      >>> print(c.device, c.dtype, c.numpy().tolist())
      None dtypes.int [[1, 1], [1, 1]]
    """
    return Tensor.full(self.shape, 1, dtype=self.dtype, buffer=False)
  def maximum(self, x: Any) -> Tensor:
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
  def minimum(self, x: Any) -> Tensor:
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
  def copysign(self, other: Any) -> Tensor:
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
  def logaddexp(self, other: Any) -> Tensor:
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
  def where(self, x: Any, y: Any) -> Tensor:
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
  def masked_fill(self, mask: Tensor, value: Any) -> Tensor:
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
  def lerp(self, end: Any, weight: Any) -> Tensor:
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
  def _check_bitwise(self, x: Tensor, what: str) -> None:
    for t in (self, x):
      if not (dtypes.is_int(t.dtype) or dtypes.is_bool(t.dtype)): raise RuntimeError(f"{what} needs int or bool tensors, got {t.dtype}")
  def _bitop(self, op: Ops, x: Any, reverse: PyBool, what: str) -> Tensor:
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    a._check_bitwise(b, what)
    return a.alu(op, b)
  def bitwise_and(self, x: Any, reverse: PyBool = False) -> Tensor:
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
  def bitwise_or(self, x: Any, reverse: PyBool = False) -> Tensor:
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
  def bitwise_xor(self, x: Any, reverse: PyBool = False) -> Tensor:
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
  def lshift(self, x: Any, reverse: PyBool = False) -> Tensor:
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
  def rshift(self, x: Any, reverse: PyBool = False) -> Tensor:
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
  def bitwise_not(self) -> Tensor:
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
  def __invert__(self) -> Tensor: return self.bitwise_not()
  def logical_not(self) -> Tensor:
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
  def ne(self, x: Any) -> Tensor:
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
  def eq(self, x: Any) -> Tensor:
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
  def lt(self, x: Any) -> Tensor:
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
  def gt(self, x: Any) -> Tensor:
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
  def le(self, x: Any) -> Tensor:
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
  def ge(self, x: Any) -> Tensor:
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
  def _float_with(self, x: Any) -> PyBool: return dtypes.is_float(least_upper_dtype(self.dtype, self.ufix(x).dtype))
  def __eq__(self, x: Any) -> Tensor: return self.eq(x)  # type: ignore[override]
  def __ne__(self, x: Any) -> Tensor: return self.ne(x)  # type: ignore[override]
  def isnan(self) -> Tensor:
    """Elementwise: True where the value is NaN (`self != self`).

    Returns:
      A bool tensor of the same shape (all False for ints and bools).

    Examples:
      >>> print(Tensor([1.0, float("nan"), float("inf")]).isnan().numpy())
      [False  True False]
    """
    return self.ne(self)
  def isinf(self, detect_positive: PyBool = True, detect_negative: PyBool = True) -> Tensor:
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
  def isfinite(self) -> Tensor:
    """Elementwise: True where the value is neither inf, -inf nor NaN (every element of an int or bool tensor).

    Returns:
      A bool tensor of the same shape.

    Examples:
      >>> print(Tensor([1.0, float("inf"), -float("inf"), float("nan")]).isfinite().numpy())
      [ True False False False]
    """
    return (self.isinf() | self.isnan()).logical_not()
  def isclose(self, other: Any, rtol: PyFloat = 1e-05, atol: PyFloat = 1e-08, equal_nan: PyBool = False) -> Tensor:
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
  def allclose(self, other: Any, rtol: PyFloat = 1e-05, atol: PyFloat = 1e-08, equal_nan: PyBool = False) -> Tensor:
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

  # ---- unary math ----
  def trunc(self) -> Tensor:
    """Rounds toward zero elementwise.

    Returns:
      A tensor of the same dtype and shape (int and bool tensors are returned as they are).

    Examples:
      >>> print(Tensor([-1.7, 1.7, -0.2]).trunc().numpy(), Tensor([3]).trunc().tolist())
      [-1.  1. -0.] [3]
    """
    return self if not dtypes.is_float(self.dtype) else Tensor(self.uop.alu(Ops.TRUNC))
  def floor(self) -> Tensor:
    """Rounds each element down to an integer value, keeping the dtype (an int or bool tensor is returned as it is).

    Examples:
      >>> print(Tensor([1.7, -1.2, -2.0]).floor().numpy())
      [ 1. -2. -2.]
    """
    if not dtypes.is_float(self.dtype): return self
    t = self.trunc()
    return (self < t).where(t - 1, t)
  def ceil(self) -> Tensor:
    """Rounds each element up to an integer value, keeping the dtype (an int or bool tensor is returned as it is).

    Examples:
      >>> print(Tensor([1.2, -1.2, 2.0]).ceil().numpy())
      [ 2. -1.  2.]
    """
    if not dtypes.is_float(self.dtype): return self
    t = self.trunc()
    return (self > t).where(t + 1, t)
  def round(self) -> Tensor:
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
  def sign(self) -> Tensor:
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
  def abs(self) -> Tensor:
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
  def sqrt(self) -> Tensor:
    """The square root of each element.

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32); a negative number gives NaN.

    Examples:
      >>> print(Tensor([4.0, 2.0, 0.0, -1.0]).sqrt().numpy().round(4))
      [2.     1.4142 0.        nan]
    """
    return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.SQRT)))
  def rsqrt(self) -> Tensor:
    """1 / sqrt(x) elementwise (one rounding for halfs); int and bool tensors become `dtypes.default_float` first.

    Returns:
      A float tensor of the same shape; 0 gives inf, a negative number NaN.

    Examples:
      >>> print(Tensor([1.0, 4.0, 16.0, 0.0]).rsqrt().numpy())
      [1.   0.5  0.25  inf]
    """
    return self._transcendental(lambda x: x.sqrt().reciprocal())  # halfs: one rounding, not two
  def square(self) -> Tensor:
    """x * x elementwise, in the input's dtype (ints stay ints and wrap on overflow).

    Returns:
      A tensor of the same shape and dtype.

    Examples:
      >>> print(Tensor([-3, 2]).square().tolist(), Tensor([1.5]).square().tolist())
      [9, 4] [2.25]
    """
    return self * self
  def exp2(self) -> Tensor:
    """2 raised to each element.

    Ints are promoted to the default float; float16/bfloat16 compute in float32 and round once.

    Examples:
      >>> print(Tensor([0.0, 1.0, 10.0, -1.0]).exp2().tolist(), Tensor([3]).exp2().tolist())
      [1.0, 2.0, 1024.0, 0.5] [8.0]
    """
    return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.EXP2)))
  def log2(self) -> Tensor:
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
  def exp(self) -> Tensor:
    """e raised to each element, a few ulp accurate over the whole range; inf past the dtype's range.

    Ints are promoted to the default float; float16/bfloat16 compute in float32 and round once. The gradient is e^x itself.

    Examples:
      >>> print(Tensor([0.0, 1.0, -1.0, 1000.0]).exp().numpy().round(4))
      [1.     2.7183 0.3679    inf]
    """
    return self._transcendental(lambda x: _with_slope(x, _exp, _exp) if x.dtype in _EXP_LAYOUT else (x * (1 / math.log(2))).exp2())
  def log(self) -> Tensor:
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
  def log10(self) -> Tensor:
    """The base-10 logarithm of each element; log10(0) is -inf, a negative input NaN.

    Returns:
      A tensor of the same shape; ints and bools are promoted to the default float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([1.0, 100.0, 1000.0, 0.0]).log10().numpy())
      [  0.   2.   3. -inf]
    """
    return self._transcendental(lambda x: x.log2() * math.log10(2))
  def sin(self) -> Tensor:
    """The sine of each element, in radians.

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32); inf and NaN give NaN.

    Examples:
      >>> import math
      >>> print(Tensor([0.0, math.pi / 2, math.pi / 6, -math.pi / 2]).sin().numpy().round(4))
      [ 0.   1.   0.5 -1. ]
    """
    return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.SIN)))
  def cos(self) -> Tensor:
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
  def tan(self) -> Tensor:
    """The tangent of each element (sin / cos), in radians.

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32).

    Examples:
      >>> import math
      >>> print(Tensor([0.0, math.pi / 4, -math.pi / 4]).tan().numpy().round(4))
      [ 0.  1. -1.]
    """
    return self._transcendental(lambda x: x.sin() / x.cos())
  def asin(self) -> Tensor:
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
  def acos(self) -> Tensor:
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
  def atan(self) -> Tensor:
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
  def sinh(self) -> Tensor:
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
  def cosh(self) -> Tensor:
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
  def tanh(self) -> Tensor:
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
  def asinh(self) -> Tensor:
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
  def acosh(self) -> Tensor:
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
  def atanh(self) -> Tensor:
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
  def erf(self) -> Tensor:
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
  def clamp(self, min_: Any = None, max_: Any = None) -> Tensor:
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
  def clip(self, min_: Any = None, max_: Any = None) -> Tensor:
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

  # ---- activations ----
  def relu(self) -> Tensor:
    """Rectified linear unit, max(x, 0) elementwise; NaN stays NaN (as torch) and the gradient at 0 is 0.

    Returns:
      A tensor of the same shape and dtype.

    Examples:
      >>> print(Tensor([-1.0, 0.0, 2.5]).relu().numpy())
      [0.  0.  2.5]
      >>> print(Tensor([-3, 4]).relu().tolist())
      [0, 4]
    """
    return ((self > 0) | self.isnan()).where(self, 0)  # NaN stays NaN (torch); the gradient at 0 is 0
  def relu6(self) -> Tensor:
    """relu clipped at 6: min(max(x, 0), 6) elementwise (6 at +inf, as torch).

    Returns:
      A tensor of the same shape and dtype.

    Examples:
      >>> print(Tensor([-1.0, 3.0, 8.0, float("inf")]).relu6().numpy())
      [0. 3. 6. 6.]
    """
    return (self >= 6).where(6, self.relu())  # relu(x) - relu(x - 6) is inf - inf at inf (torch: 6)
  def leaky_relu(self, neg_slope: PyFloat = 0.01) -> Tensor:
    """Leaky ReLU: `x` where `x > 0`, else `neg_slope * x`.

    Args:
      neg_slope: the slope for negative inputs (default 0.01, as torch).
    Returns:
      A tensor of the same shape; ints give a float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([-2.0, 0.0, 3.0]).leaky_relu().numpy())
      [-0.02  0.    3.  ]
      >>> print(Tensor([-2.0, 0.0, 3.0]).leaky_relu(0.5).numpy())
      [-1.  0.  3.]
    """
    return self._opmath(lambda x: (x > 0).where(x, x * neg_slope))  # torch: neg_slope at 0
  def sigmoid(self) -> Tensor:
    """The logistic function 1 / (1 + e^-x) elementwise, computed from e^-|x| so neither the value nor the gradient overflows.

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32).

    Examples:
      >>> print(Tensor([-100.0, 0.0, 100.0]).sigmoid().numpy())
      [3.8e-44 5.0e-01 1.0e+00]
    """
    def f(x: Tensor) -> Tensor:  # exp(-|x|) <= 1 never overflows, so neither the value nor the gradient turns NaN at large |x|
      e = (x >= 0).where(-x, x).exp()
      return (x >= 0).where(1.0, e) / (1 + e)
    return self._transcendental(f)
  def logsigmoid(self) -> Tensor:
    """`log(sigmoid(x))`, computed as `-softplus(-x)` so large |x| neither overflows nor rounds to log(0).

    Returns:
      A tensor of the same shape.

    Examples:
      >>> print(Tensor([-100.0, 0.0, 100.0]).logsigmoid().numpy().round(4))
      [-100.       -0.6931   -0.    ]
    """
    return -(-self).softplus()
  def hardsigmoid(self, alpha: PyFloat = 1 / 6, beta: PyFloat = 0.5) -> Tensor:
    """Hard sigmoid, `clamp(alpha * x + beta, 0, 1)`; the defaults give torch's `relu6(x + 3) / 6`.

    Args:
      alpha: the slope (default 1/6).
      beta: the offset (default 0.5).
    Returns:
      A tensor of the same shape; NaN stays NaN.

    Examples:
      >>> print(Tensor([-4.0, -3.0, 0.0, 1.5, 3.0, 4.0]).hardsigmoid().numpy())
      [0.   0.   0.5  0.75 1.   1.  ]
    """
    y = (self + beta / alpha) / (1 / alpha) if alpha != 0 else self * 0 + beta  # (x + 3) / 6 is exactly 0 and 1 at -3 and 3 (x/6 + 0.5 is not)
    return (y >= 1).where(1, y.relu())  # a clamp to [0, 1] that keeps NaN and gives 1 at inf (a difference of relus gave NaN)
  def hardswish(self) -> Tensor:
    """Hard swish, `x * relu6(x + 3) / 6` (torch's hardswish).

    Returns:
      A tensor of the same shape; ints are promoted to the default float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([-4.0, -1.5, 0.0, 1.5, 3.0, 4.0]).hardswish().numpy())
      [-0.    -0.375  0.     1.125  3.     4.   ]
    """
    return self._opmath(lambda x: x * (x + 3).relu6() * (1 / 6))
  def hardtanh(self, min_val: PyFloat = -1, max_val: PyFloat = 1) -> Tensor:
    """Clamps every element to [min_val, max_val].

    As torch, the gradient is 0 at the bounds themselves (`clamp` passes it there).

    Args:
      min_val: the lower bound (default -1).
      max_val: the upper bound (default 1).
    Returns:
      A tensor of the same shape and dtype.

    Examples:
      >>> print(Tensor([-2.0, -0.5, 0.5, 2.0]).hardtanh().numpy())
      [-1.  -0.5  0.5  1. ]
      >>> print(Tensor([-3, 0, 3]).hardtanh(-2, 2).numpy())
      [-2  0  2]
    """
    if not dtypes.is_float(self.dtype): return self.clamp(min_val, max_val)
    return (self <= min_val).where(min_val, (self >= max_val).where(max_val, self))
  def elu(self, alpha: PyFloat = 1.0) -> Tensor:
    """The ELU activation: x for x > 0, alpha * (exp(x) - 1) otherwise (torch's elu).

    Computed with an expm1, so tiny negative inputs keep their value (elu(-1e-30) is -1e-30, not 0); the gradient is torch's
    (alpha at 0). float16/bfloat16 compute in float32 and round once.

    Args:
      alpha: the negative saturation value is -alpha.

    Examples:
      >>> print(Tensor([1.0, 0.0, -1.0, -1000.0]).elu().numpy().round(4))
      [ 1.      0.     -0.6321 -1.    ]
      >>> print(Tensor([-1.0]).elu(alpha=2.0).numpy().round(4))
      [-1.2642]
    """
    return self._opmath(lambda x: x._exp_linear(alpha, 1.0))
  def celu(self, alpha: PyFloat = 1.0) -> Tensor:
    """The CELU activation: x for x > 0, alpha * (exp(x / alpha) - 1) otherwise (torch's celu).

    Args:
      alpha: the negative saturation value -alpha and the scale of the exponential.
    Returns:
      A tensor of self's shape; float16/bfloat16 compute in float32 and round once.

    Examples:
      >>> print(Tensor([1.0, 0.0, -1.0, -100.0]).celu(alpha=2.0).numpy().round(4))
      [ 1.      0.     -0.7869 -2.    ]
    """
    return self._opmath(lambda x: x._exp_linear(alpha, 1 / alpha))
  def selu(self, alpha: PyFloat = 1.67326, gamma: PyFloat = 1.0507) -> Tensor:
    """Scaled exponential linear unit: `gamma * (x if x > 0 else alpha * (exp(x) - 1))` elementwise.

    Args:
      alpha: the scale of the negative part (default 1.67326, torch's value rounded).
      gamma: the overall scale (default 1.0507).
    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).selu().numpy().round(4))
      [-1.1113  0.      1.0507]
    """
    return self._opmath(lambda x: gamma * x._exp_linear(alpha, 1.0))
  def _exp_linear(self, alpha: PyFloat, scale: PyFloat) -> Tensor:
    pos = self > 0  # the expm1 never sees x > 0: e^800 = inf would turn its zero gradient into NaN
    return pos.where(self, alpha * _expm1(pos.where(0.0, self) * scale))
  def swish(self) -> Tensor:
    """x * sigmoid(x) elementwise (also `silu`).

    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).swish().numpy().round(4))
      [-0.2689  0.      0.7311]
    """
    return self._opmath(lambda x: x * x.sigmoid())
  def silu(self) -> Tensor:
    """Sigmoid linear unit, x * sigmoid(x) elementwise, the same as `swish`.

    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).silu().numpy().round(4))
      [-0.2689  0.      0.7311]
    """
    return self.swish()
  def quick_gelu(self) -> Tensor:
    """The sigmoid approximation of GELU, `x * sigmoid(1.702 x)` (as in CLIP).

    Returns:
      A tensor of the same shape; ints give a float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).quick_gelu().numpy().round(4))
      [-0.1542  0.      0.8458]
    """
    return self._opmath(lambda x: x * (x * 1.702).sigmoid())
  def gelu(self, approximate: str = "tanh") -> Tensor:
    # 0.5 * (1 + tanh(u)) is sigmoid(2u): no tanh (whose small-|u| series only helps tanh alone) and no cancellation
    """Gaussian Error Linear Unit, `x * Phi(x)`.

    tinygrad's default is the tanh approximation; torch's `gelu` defaults to the exact erf form (`approximate="none"` here).

    Args:
      approximate: "tanh" (default) for `0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 x^3)))`, "none" for `0.5 * x * (1 + erf(x/sqrt(2)))`.
    Returns:
      A tensor of the same shape; ints are promoted to the default float, half-width floats compute in float32.
    Raises:
      RuntimeError: another `approximate`.

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).gelu().numpy().round(4))
      [-0.1588  0.      0.8412]
      >>> print(Tensor([-1.0, 0.0, 1.0]).gelu(approximate="none").numpy().round(4))
      [-0.1587  0.      0.8413]
    """
    if approximate == "tanh": return self._opmath(lambda x: x * (2 * math.sqrt(2 / math.pi) * (x + 0.044715 * x * x * x)).sigmoid())
    if approximate == "none": return self._opmath(lambda x: 0.5 * x * (1 + (x / math.sqrt(2)).erf()))
    raise RuntimeError(f"gelu approximate must be 'tanh' or 'none', got {approximate!r}")
  def mish(self) -> Tensor:
    """Mish activation, `x * tanh(softplus(x))`.

    Returns:
      A tensor of the same shape; ints give a float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).mish().numpy().round(4))
      [-0.3034  0.      0.8651]
    """
    return self._opmath(lambda x: x * x.softplus().tanh())
  def softplus(self, beta: PyFloat = 1.0) -> Tensor:
    """log(1 + e^(beta x)) / beta elementwise, a smooth relu.

    Computed as max(z, 0) + log1p(e^-|z|) with z = beta x, so large inputs do not overflow and tiny results are not rounded to 0
    (softplus(-40) is 4.2e-18); the gradient at 0 is sigmoid(0) = 1/2.

    Args:
      beta: the sharpness (default 1).
    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0, 100.0]).softplus().numpy().round(4))
      [  0.3133   0.6931   1.3133 100.    ]
      >>> print(Tensor([0.0, 1.0]).softplus(beta=2).numpy().round(4))
      [0.3466 1.0635]
    """
    def f(x: Tensor) -> Tensor:
      pos = (z := x * beta) > 0
      return (1 / beta) * (pos.where(z, 0) + _log1p(pos.where(-z, z).exp()))
    return self._opmath(f)
  def softsign(self) -> Tensor:
    """x / (1 + |x|) elementwise, with the slope 1 / (1 + |x|)^2 as its gradient.

    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-3.0, 0.0, 1.0]).softsign().numpy())
      [-0.75  0.    0.5 ]
    """
    return self._opmath(lambda x: _with_slope(x, lambda v: v / (1 + v.abs()), lambda v: (1 + v.abs()).square().reciprocal()))


  # ---- movement ----
  def view(self, shape: Any, *args: Any) -> Tensor:
    """The same as `reshape` (torch's name); tg tensors have no strides, so any shape with the same element count works.

    Args:
      shape: the new shape, as ints or one tuple; one -1 is inferred.
    Returns:
      A view of the new shape.
    Raises:
      ValueError: the element count differs (and the other errors of `reshape`).

    Examples:
      >>> print(Tensor.arange(6).view(3, 2).tolist(), Tensor.arange(6).view((2, -1)).shape)
      [[0, 1], [2, 3], [4, 5]] (2, 3)
    """
    return self.reshape(shape, *args)
  def pad(self, padding: Any, mode: str = "constant", value: Any = 0.0) -> Tensor:
    """Pads (or, with negative amounts, crops) the tensor (torch's F.pad plus tinygrad's per-dim form).

    Args:
      padding: either flat torch order, (before, after) pairs starting from the last dim, (left, right, top, bottom, ...), or one
        (before, after) pair or None per dim, in dim order. A negative amount crops.
      mode: "constant" (default), "reflect", "replicate" or "circular".
      value: the fill for "constant" (default 0).
    Returns:
      The padded tensor, same dtype.
    Raises:
      NotImplementedError: another mode.
      ValueError: a flat padding of odd length or longer than 2 * ndim, a per-dim padding of the wrong length, or cropping more than a dim.
      TypeError: a non-int amount.

    Examples:
      >>> x = Tensor([[1, 2], [3, 4]])
      >>> print(x.pad((1, 1)).numpy())
      [[0 1 2 0]
       [0 3 4 0]]
      >>> print(x.pad(((1, 0), None), value=9).numpy())
      [[9 9]
       [1 2]
       [3 4]]
      >>> print(x.pad((1, 1), mode="reflect").numpy())
      [[2 1 2 1]
       [4 3 4 3]]
      >>> print(x.pad((-1, 1)).numpy())
      [[2 0]
       [4 0]]
    """
    if mode not in ("constant", "reflect", "replicate", "circular"):
      raise NotImplementedError(f"pad mode {mode!r}; use constant/reflect/replicate/circular")
    p = tuple(padding)
    if p and all(isinstance(x, int) or (not isinstance(x, (tuple, list)) and x is not None) for x in p):
      if len(p) % 2 or len(p) // 2 > self.ndim: raise ValueError(f"flat padding {p} must have an even length <= 2*ndim")
      pairs = [(p[i], p[i + 1]) for i in range(0, len(p), 2)][::-1]
      full: list[tuple[sint, sint]] = [(0, 0)] * (self.ndim - len(pairs)) + pairs
    else:
      if len(p) != self.ndim: raise ValueError(f"padding {p} needs one (before, after) or None per dim of {self.shape}")
      full = [(0, 0) if x is None else (x[0], x[1]) for x in p]
    full = [(ssimplify(_pad_amount(b)), ssimplify(_pad_amount(a))) for b, a in full]  # an offset difference (cat's) folds: exact bounds
    neg = [(_pad_neg(b), _pad_neg(a)) for b, a in full]
    for d, ((b, a), (nb, na), n) in enumerate(zip(full, neg, self.shape)):
      if resolve((b if nb else 0) + (a if na else 0) + n < 0, False):
        raise ValueError(f"padding ({_r(b)}, {_r(a)}) of dim {d} crops more than its size {_r(n)}; negative padding may remove at most the whole dim")
    if mode == "constant":
      crop = tuple((-b if nb else 0, s + a if na else s) for (b, a), (nb, na), s in zip(full, neg, self.shape))
      x = self.shrink(crop) if any(nb or na for nb, na in neg) else self
      pz = tuple((0 if nb else b, 0 if na else a) for (b, a), (nb, na) in zip(full, neg))
      if all(_is_zero(b) and _is_zero(a) for b, a in pz): return x
      padded = MovementMixin.pad(x, pz)
      if isinstance(value, (int, float)) and value == 0 and not (isinstance(value, float) and math.copysign(1, value) < 0): return padded
      mask = MovementMixin.pad(Tensor.full(x.shape, True, dtype=dtypes.bool, buffer=False), pz)
      return mask.where(padded, value)
    crop = tuple((-b if nb else 0, s + a if na else s) for (b, a), (nb, na), s in zip(full, neg, self.shape))
    # a negative side crops. circular wraps the cropped dim (torch); reflect/replicate pad about the original's edges, then crop
    x = self.shrink(crop) if mode == "circular" and any(nb or na for nb, na in neg) else self
    for d, ((b, a), (nb, na)) in enumerate(zip(full, neg)):
      if (_is_zero(b) or nb) and (_is_zero(a) or na): continue
      x = x._pad_dim(d, 0 if nb else b, 0 if na else a, mode)
    if mode == "circular" or not any(nb or na for nb, na in neg): return x
    return x.shrink(tuple((-b if nb else 0, s + a if na else s) for (b, a), (nb, na), s in zip(full, neg, x.shape)))
  def _pad_dim(self, d: PyInt, b: sint, a: sint, mode: str) -> Tensor:
    n = self.shape[d]
    def sl(start: Any, stop: Any) -> Tensor: return self.shrink(tuple((start, stop) if i == d else None for i in range(self.ndim)))
    def grow(k: sint, part: Tensor) -> Tensor: return part.expand(*[k if i == d else s for i, s in enumerate(self.shape)])
    if mode == "reflect":
      if not (resolve(b < n, False) and resolve(a < n, False)):
        raise ValueError(f"reflect padding ({_r(b)}, {_r(a)}) must be smaller than the dim {_r(n)}")
      parts = [] if _is_zero(b) else [sl(1, b + 1).flip(d)]
      parts += [self] + ([] if _is_zero(a) else [sl(n - a - 1, n - 1).flip(d)])
    elif mode == "replicate":
      parts = ([] if _is_zero(b) else [grow(b, sl(0, 1))]) + [self] + ([] if _is_zero(a) else [grow(a, sl(n - 1, n))])
    else:
      if not (resolve(b <= n, False) and resolve(a <= n, False)):
        raise ValueError(f"circular padding ({_r(b)}, {_r(a)}) may wrap at most once around the dim {_r(n)}")
      parts = ([] if _is_zero(b) else [sl(n - b, n)]) + [self] + ([] if _is_zero(a) else [sl(0, a)])
    return parts[0].cat(*parts[1:], dim=d)
  def pad_to(self, shape: Any, *args: Any, value: Any = 0) -> Tensor:
    """Pads at the end of each dim up to `shape` (None keeps a dim; a smaller size crops, as a negative pad does).

    Args:
      shape: the target size per dim, as ints/None or one tuple.
      value: the fill (default 0).
    Returns:
      A tensor of `shape`.
    Raises:
      ValueError: a different number of dims.

    Examples:
      >>> x = Tensor([[1, 2], [3, 4]])
      >>> print(x.pad_to(3, 4).numpy())
      [[1 2 0 0]
       [3 4 0 0]
       [0 0 0 0]]
      >>> print(x.pad_to((None, 3), value=-1).numpy())
      [[ 1  2 -1]
       [ 3  4 -1]]
    """
    new = argfix(shape, *args)
    if len(new) != self.ndim: raise ValueError(f"pad_to {new} needs {self.ndim} dims to match {self.shape}")
    return self.pad(tuple(None if n is None else (0, n - s) for n, s in zip(new, self.shape)), value=value)
  def cat(self, *args: Tensor, dim: PyInt = 0) -> Tensor:
    """Concatenates self and `args` along `dim`: `a.cat(b, c)` or `Tensor.cat(a, b, c)`.

    All tensors need the same number of dims and the same sizes except in `dim`; dtypes promote to their common dtype.

    Args:
      args: the tensors after self.
      dim: the dim to join along; negative counts from the end.
    Returns:
      A tensor whose `dim` is the sum of theirs.
    Raises:
      TypeError: a non-Tensor argument (unpack a list with `*`).
      RuntimeError: shapes that differ outside `dim`.

    Examples:
      >>> a, b = Tensor([[1, 2]]), Tensor([[3, 4], [5, 6]])
      >>> print(a.cat(b).tolist())
      [[1, 2], [3, 4], [5, 6]]
      >>> print(Tensor.cat(a, a, dim=1).tolist())
      [[1, 2, 1, 2]]
    """
    if not isinstance(self, Tensor) or (bad := next((a for a in args if not isinstance(a, Tensor)), None)) is not None:
      got = self if not isinstance(self, Tensor) else bad
      raise TypeError(f"cat takes Tensors, a.cat(b, c) or Tensor.cat(a, b, c); got a {type(got).__name__} (unpack a list with *)")
    ts = (self, *args)
    d = self._axis(dim)
    for t in ts:
      if t.ndim != self.ndim or any(not sym_eq(a, b) for i, (a, b) in enumerate(zip(t.shape, self.shape)) if i != d):
        raise RuntimeError(f"cat needs equal shapes except in dim {d}: {[t.shape for t in ts]}")
    dt = least_upper_dtype(*[t.dtype for t in ts])
    sizes = [t.shape[d] for t in ts]
    total, offs = sum(sizes), list(itertools.accumulate(sizes, initial=0))
    z = -0.0 if dtypes.is_float(dt) else 0  # x + -0.0 is x for every float x; x + 0.0 turned -0.0 into +0.0
    parts = [t.cast(dt).pad(tuple((offs[i], total - offs[i + 1]) if j == d else None for j in range(self.ndim)), value=z) for i, t in enumerate(ts)]
    return functools.reduce(lambda a, b: a + b, parts) if not dtypes.is_bool(dt) else functools.reduce(lambda a, b: a | b, parts)
  def stack(self, *args: Tensor, dim: PyInt = 0) -> Tensor:
    """Joins tensors of equal shape along a new dim `dim`.

    Called as `Tensor.stack(a, b)`, `a.stack(b)`, or `Tensor.stack([a, b])` with a list or tuple.

    Args:
      args: the other tensors.
      dim: where the new dim goes (may be ndim, the end).
    Returns:
      A tensor of shape `shape[:dim] + (count,) + shape[dim:]`, in the promoted dtype.
    Raises:
      RuntimeError: shapes differ.
      ValueError: an empty list.

    Examples:
      >>> a, b = Tensor([1, 2]), Tensor([3, 4])
      >>> print(Tensor.stack(a, b).tolist(), a.stack(b, dim=1).tolist())
      [[1, 2], [3, 4]] [[1, 3], [2, 4]]
    """
    if not isinstance(self, Tensor):
      if not (ts := [*self, *args]): raise ValueError("stack needs at least one tensor")
      return Tensor.stack(*ts, dim=dim)
    ts = (self, *args)
    if any(t.shape != self.shape for t in ts): raise RuntimeError(f"stack needs equal shapes, got {[t.shape for t in ts]}")
    d = self._axis(dim, 1)
    return ts[0].unsqueeze(d).cat(*[t.unsqueeze(d) for t in ts[1:]], dim=d)
  def split(self, sizes: PyInt | Sequence[PyInt], dim: PyInt = 0) -> tuple[Tensor, ...]:
    """Splits the tensor into views along `dim`.

    Args:
      sizes: an int gives pieces of that size (the last may be smaller); a list gives pieces of those sizes.
      dim: the dim to split (default 0).
    Returns:
      A tuple of views (torch.split; numpy's split counts pieces instead).
    Raises:
      TypeError: a size that is not an int.
      RuntimeError: an int size <= 0 (0 only on an empty dim), a negative list entry, or a list that does not sum to the dim.
      SymbolicError: a symbolic dim.

    Examples:
      >>> print([p.tolist() for p in Tensor.arange(5).split(2)])
      [[0, 1], [2, 3], [4]]
      >>> print([p.shape for p in Tensor.ones(2, 3).split([1, 2], dim=1)])
      [(2, 1), (2, 2)]
    """
    d = self._axis(dim)
    if isinstance(sd := self.shape[d], UOp): raise SymbolicError(f"split/chunk along dim {d} of size {sd.render()}: a symbolic dim cannot "
                                                                "be split; split a concrete dim, or shrink this one to an int size first")
    n = int(self.shape[d])
    if isinstance(sizes, (tuple, list)):
      sz = [as_int(x, "split size") for x in sizes]
      if any(x < 0 for x in sz): raise RuntimeError(f"split sizes {sz} must be non-negative")
    else:
      if (k := as_int(sizes, "split size")) < 0 or (k == 0 and n): raise RuntimeError(f"split size must be positive, got {k} for dim {d} of size {n}")
      sz = [min(k, n - i) for i in range(0, max(n, 1), max(k, 1))]
    if sum(sz) != n: raise RuntimeError(f"split sizes {sz} must sum to the dim size {n}")
    offs = list(itertools.accumulate(sz, initial=0))
    return tuple(self.shrink(tuple((offs[i], offs[i + 1]) if j == d else None for j in range(self.ndim))) for i in range(len(sz)))
  def chunk(self, chunks: PyInt, dim: PyInt = 0) -> list[Tensor]:
    """Splits into at most `chunks` views along `dim`, each ceil(size / chunks) long but the last, as torch.chunk.

    Args:
      chunks: how many pieces (fewer come back when the dim is short; an empty dim gives `chunks` empty views, as torch).
      dim: the dim to split.
    Returns:
      A list of views.
    Raises:
      TypeError: a non-int `chunks`.
      ValueError: chunks <= 0.

    Examples:
      >>> print([c.tolist() for c in Tensor.arange(5).chunk(2)])
      [[0, 1, 2], [3, 4]]
      >>> print([c.tolist() for c in Tensor.arange(6).chunk(4)])
      [[0, 1], [2, 3], [4, 5]]
    """
    if (chunks := as_int(chunks, "chunks")) <= 0: raise ValueError(f"chunk needs a positive number of chunks, got {chunks}")
    n = self.shape[self._axis(dim)]
    if isinstance(n, UOp): return list(self.split(1, dim))  # raises: a symbolic dim has no int size to share out
    return list(self.split(ceildiv(n, chunks) if n else [0] * chunks, dim))  # an empty dim gives `chunks` empty views, as torch
  def repeat(self, repeats: Any, *args: Any) -> Tensor:
    """Tiles the tensor `repeats` times along each dim, like numpy's `tile` and torch's `repeat`.

    Args:
      repeats: one count per dim (ints or one tuple); extra leading counts add new leading dims.
    Returns:
      A tensor of shape `repeats[i] * shape[i]` per dim.
    Raises:
      ValueError: fewer counts than dims, or a negative count.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.repeat(1, 2).tolist())
      [[1, 2, 1, 2], [3, 4, 3, 4]]
      >>> print(Tensor([1, 2]).repeat(2, 2).tolist())
      [[1, 2, 1, 2], [1, 2, 1, 2]]
    """
    reps = check_dims(argfix(repeats, *args), "repeat counts")
    if len(reps) < self.ndim: raise ValueError(f"repeat needs at least {self.ndim} repeats, got {reps}")
    base = (1,) * (len(reps) - self.ndim) + tuple(self.shape)
    x = self.reshape(flatten((1, s) for s in base)).expand(flatten((r, s) for r, s in zip(reps, base)))
    return x.reshape(tuple(r * s for r, s in zip(reps, base)))
  def repeat_interleave(self, repeats: PyInt, dim: PyInt | None = None) -> Tensor:
    """Repeats each element `repeats` times along `dim`, next to each other (numpy's `repeat`).

    Args:
      repeats: the count, an int >= 0 (a tensor of per-element counts, as torch allows, is not supported).
      dim: the dim to repeat along; None flattens the tensor first.
    Returns:
      A tensor whose `dim` is `repeats` times longer (1-D when dim is None).
    Raises:
      TypeError: a count that is not an int.
      ValueError: a negative count.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.repeat_interleave(2).tolist())
      [1, 1, 2, 2, 3, 3, 4, 4]
      >>> print(t.repeat_interleave(2, dim=0).tolist())
      [[1, 2], [1, 2], [3, 4], [3, 4]]
    """
    if (n := as_int(repeats, "repeat_interleave repeats")) < 0: raise ValueError(f"repeat_interleave repeats must be >= 0, got {n}")
    x, d = (self.flatten(), 0) if dim is None else (self, self._axis(dim))
    sh = x.shape
    return x.reshape(*sh[:d + 1], 1, *sh[d + 1:]).expand(*sh[:d + 1], n, *sh[d + 1:]).reshape(*sh[:d], sh[d] * n, *sh[d + 1:])
  def roll(self, shifts: PyInt | tuple[PyInt, ...], dims: PyInt | tuple[PyInt, ...] | None = None) -> Tensor:
    """Shifts the elements cyclically by `shifts` along `dims` (torch.roll); elements pushed past the end come back at the start.

    Args:
      shifts: the shift, or one per dim in `dims`; negative shifts roll towards the start.
      dims: the dim or dims to roll; None rolls the flattened tensor and restores the shape.
    Returns:
      A tensor of the same shape and dtype.
    Raises:
      TypeError: a shift that is not an int.
      RuntimeError: a different number of shifts and dims.

    Examples:
      >>> print(Tensor.arange(5).roll(2).tolist())
      [3, 4, 0, 1, 2]
      >>> t = Tensor.arange(6).reshape(2, 3)
      >>> print(t.roll(1, 1).tolist(), t.roll((1, -1), (0, 1)).tolist())
      [[2, 0, 1], [5, 3, 4]] [[4, 5, 3], [1, 2, 0]]
    """
    if dims is None: return self.flatten().roll(shifts, 0).reshape(self.shape)
    sh, ds = tuple(as_int(x, "roll shift") for x in make_tuple(shifts, 1, "roll shifts")), make_tuple(dims, 1, "roll dims")
    if len(sh) != len(ds): raise RuntimeError(f"roll needs as many shifts as dims: {sh} vs {ds}")
    x = self
    for s, d in zip(sh, ds):
      d = self._axis(d)
      n = int(x.shape[d])
      if n == 0: continue
      s %= n
      if s: x = x.shrink(tuple((n - s, n) if i == d else None for i in range(x.ndim))).cat(
        x.shrink(tuple((0, n - s) if i == d else None for i in range(x.ndim))), dim=d)
    return x
  def diag(self) -> Tensor:
    """The square matrix with the 1-D self on its diagonal and zeros elsewhere.

    Returns:
      An (n, n) tensor of self's dtype.
    Raises:
      ValueError: self is not 1-D (use diagonal to read a matrix's diagonal).

    Examples:
      >>> print(Tensor([1, 2, 3]).diag().tolist())
      [[1, 0, 0], [0, 2, 0], [0, 0, 3]]
    """
    if self.ndim != 1: raise ValueError(f"diag takes a 1-D tensor, got shape {self.shape}")
    n = int(self.shape[0])
    return Tensor.eye(n, dtype=dtypes.bool).where(self.unsqueeze(0).expand(n, n), 0)
  def diagonal(self, offset: PyInt = 0, dim1: PyInt = 0, dim2: PyInt = 1) -> Tensor:
    """The diagonal of dims dim1 and dim2, moved to the last dim, as torch.diagonal.

    Args:
      offset: which diagonal: 0 the main one, > 0 above it, < 0 below it.
      dim1: the first dim of the matrices.
      dim2: the second dim of the matrices.
    Returns:
      A tensor without dim1 and dim2 and with a last dim of the diagonal's length.
    Raises:
      TypeError: a non-int offset.
      RuntimeError: dim1 == dim2.

    Examples:
      >>> m = Tensor.arange(9).reshape(3, 3)
      >>> print(m.diagonal().tolist(), m.diagonal(offset=1).tolist(), m.diagonal(-1).tolist())
      [0, 4, 8] [1, 5] [3, 7]
      >>> print(Tensor.arange(8).reshape(2, 2, 2).diagonal(dim1=1, dim2=2).tolist())
      [[0, 3], [4, 7]]
    """
    d1, d2, offset = self._axis(dim1), self._axis(dim2), as_int(offset, "diagonal offset")
    if d1 == d2: raise RuntimeError("diagonal dims must differ")
    x = self.permute(*[i for i in range(self.ndim) if i not in (d1, d2)], d1, d2)
    r, c = x.shape[-2], x.shape[-1]
    x = x[..., :, offset:] if offset >= 0 else x[..., -offset:, :]
    r, c = x.shape[-2], x.shape[-1]
    n = max(0, min(r, c))
    x = x[..., :n, :n]
    if n == 0: return x.reshape(*x.shape[:-2], 0)
    # the diagonal of an n x n block: flatten, pad one, take every (n+1)th
    flat = x.flatten(-2).pad(tuple([None] * (x.ndim - 2) + [(0, n)]))
    return flat.reshape(*x.shape[:-2], n, n + 1)[..., 0]
  def unfold(self, dimension: PyInt, size: PyInt, step: PyInt) -> Tensor:
    """Sliding windows of `size` elements every `step` along `dimension`, as a new last dim (torch's Tensor.unfold).

    Args:
      dimension: the dim to slide along.
      size: the window length, in [0, the dim's size].
      step: the stride between windows, >= 1.
    Returns:
      A tensor whose `dimension` counts the windows, (size - window) // step + 1, with a new last dim of length `size`.
    Raises:
      RuntimeError: size or step out of range.

    Examples:
      >>> print(Tensor.arange(7).unfold(0, 3, 2).tolist())
      [[0, 1, 2], [2, 3, 4], [4, 5, 6]]
    """
    d, size, step = self._axis(dimension), as_int(size, "unfold size"), as_int(step, "unfold step")
    if not 0 <= size <= self.shape[d] or step <= 0:
      raise RuntimeError(f"unfold: size {size} must be in [0, {self.shape[d]}] (the dim) and step {step} must be >= 1")
    x = self.transpose(d, -1)._pool((size,), step)
    return x.transpose(d, -2)
  def meshgrid(self, *tensors: Tensor, indexing: Literal["ij", "xy"] = "ij") -> tuple[Tensor, ...]:
    """Coordinate grids from 1-D inputs: `a.meshgrid(b, ...)` or `Tensor.meshgrid(a, b, ...)`.

    Args:
      tensors: the other inputs (each is flattened).
      indexing: "ij" (default, matrix indexing: torch's default) or "xy" (Cartesian: numpy's default, first two axes swapped).
    Returns:
      One tensor per input, each of shape (len(a), len(b), ...) for "ij"; expanded views, no copies.
    Raises:
      RuntimeError: another `indexing`.

    Examples:
      >>> x, y = Tensor([1, 2, 3]).meshgrid(Tensor([4, 5]))
      >>> print(x.numpy().tolist(), y.numpy().tolist())
      [[1, 1], [2, 2], [3, 3]] [[4, 5], [4, 5], [4, 5]]
      >>> x, y = Tensor.meshgrid(Tensor([1, 2, 3]), Tensor([4, 5]), indexing="xy")
      >>> print(x.numpy().tolist(), y.shape)
      [[1, 2, 3], [1, 2, 3]] (2, 3)
    """
    tensors = (self, *tensors)
    if indexing not in ("ij", "xy"): raise RuntimeError(f"indexing must be 'ij' or 'xy', got {indexing!r}")
    ts = tensors if indexing == "ij" else (tensors[1], tensors[0], *tensors[2:]) if len(tensors) >= 2 else tensors
    shape = tuple(t.numel() for t in ts)
    out = [t.reshape(*[-1 if i == j else 1 for j in range(len(ts))]).expand(shape) for i, t in enumerate(ts)]
    if indexing == "xy" and len(out) >= 2: out = [out[1], out[0], *out[2:]]  # inputs were swapped: give them back in order
    return tuple(out)
  def rearrange(self, formula: str, **sizes: PyInt) -> Tensor:
    """Reorders, splits and merges dims by an einops formula such as `"b (h w) c -> b c h w"`.

    Names on the left are the input dims, names in parentheses split or merge a dim, `...` stands for the remaining dims and `1` for a
    size-1 dim.

    Args:
      formula: `"<input dims> -> <output dims>"`.
      sizes: the sizes of names that cannot be inferred (one unknown per parenthesised group).
    Returns:
      A view with the rearranged shape.
    Raises:
      ValueError: no or several `->`, a name repeated on one side or missing on the other, a dim count or a group size that does not
        match the tensor.

    Examples:
      >>> t = Tensor.arange(6).reshape(2, 3)
      >>> print(t.rearrange("a b -> b a").tolist())
      [[0, 3], [1, 4], [2, 5]]
      >>> print(Tensor.arange(12).reshape(2, 6).rearrange("b (h w) -> b h w", h=2).shape)
      (2, 2, 3)
    """
    def parse(side: str) -> list[list[str]]:
      toks, out, group = side.replace("(", " ( ").replace(")", " ) ").split(), list[list[str]](), None
      for tk in toks:
        if tk == "(": group = list[str]()
        elif tk == ")": out.append(group or []); group = None
        elif group is not None: group.append(tk)
        else: out.append([tk])
      return out
    if formula.count("->") != 1: raise ValueError(f"rearrange {formula!r} needs exactly one '->' between the input and output dims")
    lhs_s, rhs_s = formula.split("->")
    lhs, rhs = parse(lhs_s), parse(rhs_s)
    for side in (lhs, rhs):
      if len(nm := [n for n in flatten(side) if n != "1"]) != len(set(nm)): raise ValueError(f"rearrange {formula!r} repeats a name on one side")
    if one := {n for n in flatten(lhs) if n != "1"} ^ {n for n in flatten(rhs) if n != "1"}:
      raise ValueError(f"rearrange {formula!r}: {sorted(one)} must appear on both sides")
    if "..." in flatten(lhs):
      n_ell = self.ndim - (len(lhs) - 1)
      ell = [f"_e{i}" for i in range(n_ell)]
      def expand_ell(side: list[list[str]]) -> list[list[str]]: return flatten([[[e] for e in ell] if g == ["..."] else [g] for g in side])
      lhs, rhs = expand_ell(lhs), expand_ell(rhs)
    if len(lhs) != self.ndim: raise ValueError(f"rearrange {formula!r}: the left side has {len(lhs)} dims, the tensor {self.ndim}")
    known = dict(sizes)
    for g, s in zip(lhs, self.shape):
      unknown = [n for n in g if n not in known and n != "1"]
      kp = prod(known[n] for n in g if n in known)
      if len(unknown) > 1: raise ValueError(f"rearrange: cannot infer sizes of {unknown}")
      if unknown: known[unknown[0]] = s // kp
      if isinstance(s, int) and isinstance(gp := prod(known[n] for n in g if n != "1"), int) and gp != s:
        raise ValueError(f"rearrange {formula!r}: group {g} of sizes {[known[n] for n in g if n != '1']} does not match the dim of size {s}")
    names = [n for g in lhs for n in g if n != "1"]
    x = self.reshape([known[n] if n != "1" else 1 for g in lhs for n in g]) if any(len(g) != 1 for g in lhs) else self
    flat_lhs = [n for g in lhs for n in g]
    x = x.reshape([known[n] for n in names]) if "1" in flat_lhs else x
    order = [names.index(n) for g in rhs for n in g if n != "1"]
    x = x.permute(order)
    return x.reshape([prod(known[n] if n != "1" else 1 for n in g) for g in rhs])

  # ---- indexing ----
  def __getitem__(self, indices: Any) -> Tensor: return self._getitem(indices)
  def _getitem(self, indices: Any) -> Tensor:
    idx = list(indices) if isinstance(indices, tuple) else [indices]
    if sum(i is Ellipsis for i in idx) > 1: raise IndexError("an index can only have a single ellipsis ('...')")
    host: dict[PyInt, np.ndarray] = {}  # index lists by id of their tensor: known here, so always range-checked (as numpy)
    for i, ix in enumerate(idx):
      if isinstance(ix, (list, tuple)) and ix and all(isinstance(v, bool) for v in ix):
        # a 1-D bool list is a mask (numpy): it selects the positions that are True
        if Ellipsis not in idx[:i] and (d := sum(1 for v in idx[:i] if v is not None)) < self.ndim and len(ix) != self.shape[d]:
          raise IndexError(f"boolean index of length {len(ix)} does not match dim {d} of size {self.shape[d]}")
        ix = [j for j, v in enumerate(ix) if v]
      if isinstance(ix, (list, tuple)):
        if any(isinstance(v, (bool, float)) for v in flatten([ix]) if not isinstance(v, (list, tuple))) or \
           any(isinstance(v, (bool, float)) for v in np.array(ix, dtype=object).reshape(-1).tolist()):
          raise IndexError(f"index lists must hold ints, got {ix!r}")
        idx[i] = Tensor((a := np.array(ix, dtype=np.int64)).astype(np.int32), device=self.device if self.device is not None else None)
        host[id(idx[i])] = a
      elif isinstance(ix, Tensor) and not dtypes.is_int(ix.dtype):
        raise IndexError(f"tensors used as indices must be int tensors, got {ix.dtype}")
      elif not (ix is None or ix is Ellipsis or isinstance(ix, (int, slice, Tensor, UOp))) or isinstance(ix, bool):
        raise IndexError(f"unsupported index type {type(ix).__name__} ({ix!r}); use ints, slices, None, ..., int lists or int tensors")
    consumed = sum(1 for ix in idx if ix is not None and ix is not Ellipsis)
    if consumed > self.ndim: raise IndexError(f"too many indices for tensor of dimension {self.ndim}: got {consumed}")
    if Ellipsis in [ix for ix in idx if not isinstance(ix, Tensor)]:
      e = next(i for i, ix in enumerate(idx) if ix is Ellipsis and not isinstance(ix, Tensor))
      idx = idx[:e] + [slice(None)] * (self.ndim - consumed) + idx[e + 1:]
    idx += [slice(None)] * (self.ndim - sum(1 for ix in idx if ix is not None))
    # basic part: shrink/flip/stride every dim, remember what each index did
    x, d, out_shape, adv, adv_pos, int_pos = self, 0, list[Any](), list[Any](), list[Any](), list[Any]()
    for k, ix in enumerate(idx):
      if ix is None:
        out_shape.append(1)
        continue
      n = self.shape[d]
      if isinstance(ix, (int, UOp)) and not isinstance(ix, bool):
        if isinstance(ix, int) and not -n <= ix < n: raise IndexError(f"index {ix} is out of bounds for dim {d} with size {n}")
        i0 = ix + n if isinstance(ix, int) and ix < 0 else ix
        x = x.shrink(tuple((i0, i0 + 1) if j == d else None for j in range(x.ndim)))
        int_pos.append(k)
      elif isinstance(ix, slice):
        x, size = x._slice_dim(d, ix)
        out_shape.append(size)
      else:
        adv.append((d, ix))
        adv_pos.append((k, len(out_shape)))
        out_shape.append(None)
      d += 1
    # drop int dims, add None dims
    keep = [s for s in out_shape]
    kept_dims: list[sint] = []
    it = iter(range(x.ndim))
    dim_map: list[int | None] = []
    for ix in idx:
      if ix is None: kept_dims.append(1); dim_map.append(None)
      elif isinstance(ix, (int, UOp)) and not isinstance(ix, bool): next(it)
      else:
        j = next(it)
        kept_dims.append(x.shape[j]); dim_map.append(j)
    x = x.reshape(kept_dims) if tuple(kept_dims) != tuple(x.shape) else x
    del keep
    if not adv: return x
    # advanced part: positions of the advanced dims in x
    res_pos = [p for _, p in adv_pos]
    tensors = [t for _, t in adv]
    sizes = [x.shape[p] for p in res_pos]
    bshape = broadcast_shape(*(t.shape for t in tensors))
    for (d, t), n in zip(adv, sizes):
      if id(t) in host and isinstance(n, int) and len(bad := host[id(t)][(host[id(t)] < -n) | (host[id(t)] >= n)]):
        raise IndexError(f"index {bad[0]} is out of bounds for dim {d} with size {n}")
      t._check_oob("tensor indexing", -n, n)
    ixs = [(t < 0).where(t + n, t)._broadcast_to(bshape) for t, n in zip(tensors, sizes)]
    # move the advanced dims to the front
    rest = [i for i in range(x.ndim) if i not in res_pos]
    xp = x.permute(*res_pos, *rest)
    mask = None
    nb = len(bshape)
    for j, (t, n) in enumerate(zip(ixs, sizes)):
      oh = t.reshape(*bshape, *[1] * j, 1, *[1] * (len(sizes) - j - 1)).eq(
        Tensor.arange(n).reshape(*[1] * nb, *[1] * j, n, *[1] * (len(sizes) - j - 1)))
      mask = oh if mask is None else mask & oh
    assert mask is not None
    mask = mask.reshape(*mask.shape, *[1] * len(rest))
    xe = xp.reshape(*[1] * nb, *xp.shape)
    sel = mask.where(xe, xe.zeros_like_const())
    red = tuple(range(nb, nb + len(sizes)))
    acc = sum_acc_dtype(x.dtype) if not dtypes.is_weak(x.dtype) else None
    out = sel.any(red) if dtypes.is_bool(x.dtype) else sel.sum(red, dtype=acc).cast(x.dtype)
    # numpy placement: adjacent advanced (or int) indices keep their place, otherwise the broadcast dims lead
    positions = sorted([k for k, _ in adv_pos] + int_pos)
    adjacent = positions == list(range(positions[0], positions[0] + len(positions)))
    if adjacent and res_pos[0] > 0:
      first = res_pos[0]
      before = [i for i in rest if i < first]
      order = list(range(nb, nb + len(before))) + list(range(nb)) + list(range(nb + len(before), out.ndim))
      out = out.permute(order)
    return out
  def _check_oob(self, op: str, lo: sint, hi: sint, ignore: PyInt | None = None) -> None:
    """With CHECK_OOB=1, raise IndexError naming `op`, the first index outside [lo, hi) and the size `hi` (an out-of-range index
    otherwise selects nothing: zeros, as in tinygrad). The index tensor is realized and read on the host, so this costs a sync."""
    if not CHECK_OOB or not all_int((lo, hi)) or sym_eq(self.numel(), 0): return
    from tinygrad.engine.realize import JitError, capturing
    if capturing: raise JitError(f"{op}: CHECK_OOB=1 reads index tensors on the host, which a TinyJit capture cannot; run it with JIT=0")
    a = self.numpy().reshape(-1)
    if len(bad := np.flatnonzero(((a < lo) | (a >= hi)) & (a != ignore if ignore is not None else True))):
      raise IndexError(f"{op}: index {a[bad[0]]} at flat position {bad[0]} is out of range for size {hi}: valid indices are "
                       f"[{lo}, {hi}){'' if ignore is None else f' or {ignore}'} (CHECK_OOB=1)")
  def zeros_like_const(self) -> Tensor:
    """A deviceless constant 0 (False for bool) with this tensor's shape and dtype: no buffer, a broadcast constant in the graph.

    Unlike `zeros_like`, nothing is allocated; it is meant for building graphs (e.g. the masked branch of a `where`).

    Returns:
      A deviceless tensor of this tensor's shape and dtype.

    Examples:
      >>> z = Tensor([1, 2]).zeros_like_const()
      >>> print(z.device, z.dtype, z.tolist(), Tensor([True]).zeros_like_const().tolist())
      None dtypes.int [0, 0] [False]
    """
    return Tensor.full(self.shape, False if dtypes.is_bool(self.dtype) else 0, dtype=self.dtype, buffer=False)
  def _slice_dim(self, d: PyInt, s: slice) -> tuple[Tensor, sint]:
    n = self.shape[d]
    if s.step == 0: raise ValueError("slice step cannot be zero")
    if isinstance(s.stop, UOp) or isinstance(s.start, UOp) or not isinstance(n, int):
      if s.step not in (None, 1): raise IndexError(f"a symbolic slice needs step 1, got {s.step}; slice with ints to use a step")
      # `or` would ask a symbolic start for its truth value; negative ints count from the (symbolic) end
      start, stop = [dflt if b is None else n + b if isinstance(b, int) and b < 0 else b for b, dflt in ((s.start, 0), (s.stop, n))]
      return self.shrink(tuple((start, stop) if j == d else None for j in range(self.ndim))), ssimplify(stop - start)
    start, stop, step = s.indices(n)
    cnt = len(range(start, stop, step))
    x = self
    if step < 0: x, start, step = x.flip(d), n - 1 - start, -step
    if cnt == 0: return x.shrink(tuple((0, 0) if j == d else None for j in range(x.ndim))), 0
    x = x.shrink(tuple((start, start + (cnt - 1) * step + 1) if j == d else None for j in range(x.ndim)))
    if step > 1:
      x = x.pad(tuple((0, cnt * step - x.shape[d]) if j == d else None for j in range(x.ndim)))
      sh = list(x.shape)
      x = x.reshape(*sh[:d], cnt, step, *sh[d + 1:]).shrink(tuple((0, 1) if j == d + 1 else None for j in range(x.ndim + 1)))
      x = x.reshape(*sh[:d], cnt, *sh[d + 1:])
    return x, cnt
  def __setitem__(self, indices: Any, v: Any) -> None:
    """self[indices] = v, lazily, in this tensor's storage (numpy indexing; v broadcast, same dtype). On a view (slice, step, flip,
    permute, reshape) the write reaches the base and every other view, as in numpy; an unrealized tensor is realized first, so the
    views of it share its buffer. Raises RuntimeError for a dtype mismatch, a broadcast (expanded) view or padding."""
    if self.device is None: self._own_storage()
    if dtypes.is_weak(self.dtype): raise RuntimeError(f"cannot setitem into a weak {self.dtype} tensor: it has no storage")
    if isinstance(v, Tensor):
      if dtypes.is_weak(v.dtype) and (least_upper_dtype(v.dtype, self.dtype) == self.dtype): v = v.cast(self.dtype)
      if v.dtype != self.dtype: raise RuntimeError(f"setitem dtype mismatch: value is {v.dtype}, tensor is {self.dtype}; cast it")
    else: v = Tensor(v, device=self.device, dtype=self.dtype) if isinstance(v, (list, tuple)) else Tensor.const(v).cast(self.dtype)
    idx = indices if isinstance(indices, tuple) else (indices,)
    advanced = any(isinstance(i, (Tensor, list)) or (isinstance(i, tuple)) for i in idx)
    if _is_disk(self.device):
      if advanced: raise RuntimeError("advanced-index setitem on a DISK tensor is not supported; copy the file's values with .to() first")
      self[indices]._disk_assign(v._broadcast_to(self[indices].shape))
      return
    if self.device is None: self.replace(self.clone())
    single = not isinstance(self.device, tuple) and self._shares_storage()
    if not advanced:
      if not single and not _in_storage(self.uop) and self.uop.op is not Ops.AFTER: self.replace(self.clone())
      view = self[indices]
      val = v.to(self.device)._broadcast_to(view.shape)
      if single: self._write(view.uop, val.uop)  # through the storage this tensor shares with its base and other views
      else: self.uop = self.uop.after(view.uop.assign(val.uop).src[1])
      return
    # flat positions counted from 1, so an out-of-range index (which selects 0) becomes -1 and writes nothing, as scatter
    pos = (Tensor.arange(self.numel()) + 1).reshape(self.shape)[indices] - 1
    val = v.to(self.device)._broadcast_to(pos.shape).flatten()
    p = pos.flatten()
    hit = p.unsqueeze(0).eq(Tensor.arange(self.numel()).unsqueeze(1))  # (numel, m)
    last = hit.where(Tensor.arange(p.numel()).unsqueeze(0), -1)._max(1)
    picked = val[last.maximum(0)]
    merged = (last >= 0).where(picked, self.flatten()).reshape(self.shape)
    if single or self.uop.is_realized or self.uop.op is Ops.AFTER: self.assign(merged.contiguous())
    else: self.uop = merged.uop
  def gather(self, dim: PyInt, index: Tensor) -> Tensor:
    """Picks values along `dim` at the positions in `index` (torch.gather): for dim=1, `out[i][j] = self[i][index[i][j]]`.

    Args:
      dim: the axis to index along; negative counts from the end.
      index: an int tensor with as many dims as self, no larger than self outside `dim`.
    Returns:
      A tensor of `index.shape` and self's dtype.
    Raises:
      RuntimeError: a non-int index, a different ndim, an index larger than self outside `dim`, or an index on another device.
      IndexError: with CHECK_OOB=1, an index value out of range for `dim` (otherwise such an index selects 0, as tinygrad).

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.gather(1, Tensor([[0, 0], [1, 0]])).numpy())
      [[1 1]
       [4 3]]
      >>> print(t.gather(0, Tensor([[1, 0]])).numpy())
      [[3 2]]
    """
    d = self._axis(dim)
    if not dtypes.is_int(index.dtype): raise RuntimeError(f"gather needs an int index tensor, got {index.dtype}; cast it with .int()")
    if index.ndim != self.ndim: raise RuntimeError(f"gather needs index with the same ndim: {index.shape} vs {self.shape}")
    if index.device is not None and self.device is not None and index.device != self.device: raise RuntimeError("gather index is on another device")
    if any(index.shape[i] > self.shape[i] for i in range(self.ndim) if i != d):
      raise RuntimeError(f"gather index {index.shape} is larger than {self.shape} outside dim {d}")
    index._check_oob("gather", 0, self.shape[d])
    x = self.shrink(tuple(None if i == d else (0, index.shape[i]) for i in range(self.ndim))).transpose(d, -1)
    ix = index.transpose(d, -1)
    n = self.shape[d]
    oh = ix.unsqueeze(-1).eq(Tensor.arange(n))
    sel = oh.where(x.unsqueeze(-2), x.unsqueeze(-2).zeros_like_const())
    out = sel.any(-1) if dtypes.is_bool(self.dtype) else sel.sum(-1, dtype=sum_acc_dtype(self.dtype)).cast(self.dtype)
    return out.transpose(d, -1)
  def _scatter_onehot(self, dim: PyInt, index: Tensor, src: Any = None) -> tuple[PyInt, Tensor]:
    d = self._axis(dim)
    if not dtypes.is_int(index.dtype): raise RuntimeError(f"scatter needs an int index tensor, got {index.dtype}; cast it with .int()")
    if index.ndim != self.ndim: raise RuntimeError(f"scatter needs index with the same ndim: {index.shape} vs {self.shape}")
    if any(resolve(index.shape[i] > self.shape[i], False) for i in range(self.ndim) if i != d):
      raise RuntimeError(f"scatter index {index.shape} is larger than {self.shape} outside dim {d}")
    if isinstance(src, Tensor) and (src.ndim != index.ndim or any(resolve(i > s, False) for i, s in zip(index.shape, src.shape))):
      raise RuntimeError(f"scatter src {src.shape} must have the index's ndim and be at least its shape {index.shape} in every dim")
    index._check_oob("scatter", 0, self.shape[d])  # as gather: an index outside [0, n) writes nothing unless CHECK_OOB=1
    oh = index.unsqueeze(-1).eq(Tensor.arange(self.shape[d]))  # index.shape + (n,)
    return d, oh.transpose(d, -1)  # dim d holds the target position, the last dim runs over index entries along d
  def _pad_index_dims(self, t: Tensor, d: PyInt, fill: Any) -> Tensor:
    return t.pad(tuple(None if i == d else (0, self.shape[i] - t.shape[i]) for i in range(self.ndim)), value=fill)
  def scatter(self, dim: PyInt, index: Tensor, src: Any, reduce: Literal["add", "multiply"] | None = None) -> Tensor:
    """Writes `src` into a copy of self at the positions `index` gives along `dim` (torch.scatter).

    For a 2-D tensor and dim=1, `out[i][index[i][j]] = src[i][j]`; where several writes land on one position, the last wins.

    Args:
      dim: the dim the indices address.
      index: an int tensor with as many dims as self, no larger than src in any dim (nor self outside `dim`).
      src: a tensor (its leading part of index's shape is used) or a scalar written everywhere index points.
      reduce: None to overwrite, or "add" / "multiply" to combine with the value there (a scalar src only; use `scatter_reduce`
        for a tensor).
    Returns:
      A tensor of self's shape and dtype. An index outside the dim writes nothing (IndexError with CHECK_OOB=1).
    Raises:
      TypeError: another reduce, or reduce with a tensor src.
      RuntimeError: a non-int index, or index/src shapes torch refuses.

    Examples:
      >>> print(Tensor.zeros(3, 3).scatter(1, Tensor([[2], [0], [1]]), Tensor.ones(3, 1)).numpy())
      [[0. 0. 1.]
       [1. 0. 0.]
       [0. 1. 0.]]
      >>> print(Tensor.zeros(3).scatter(0, Tensor([0, 0, 2]), 5.0, reduce="add").numpy())
      [10.  0.  5.]
    """
    if reduce not in (None, "add", "multiply"): raise TypeError(f"scatter reduce must be None, 'add' or 'multiply', got {reduce!r}")
    if isinstance(src, Tensor) and reduce is not None: raise TypeError("scatter with a tensor src and reduce: use scatter_reduce")
    d, oh = self._scatter_onehot(dim, index, src)
    s = src.shrink(tuple((0, i) for i in index.shape)) if isinstance(src, Tensor) else Tensor.full(index.shape, src, dtype=self.dtype,
                                                                                                  buffer=False)
    s = s.cast(self.dtype).unsqueeze(-1).transpose(d, -1)  # dim d is 1, last dim runs over index entries
    if reduce is None:
      last = oh & oh.cast(dtypes.int32).flip(-1).cumsum(-1).flip(-1).eq(1)
      val = last.where(s, s.zeros_like_const()).sum(-1, dtype=sum_acc_dtype(self.dtype)).cast(self.dtype) if not dtypes.is_bool(self.dtype) \
        else (last & s).any(-1)
      hit = oh.any(-1)
      return self._pad_index_dims(hit, d, False).where(self._pad_index_dims(val, d, 0), self)
    if reduce == "add":
      return self + self._pad_index_dims(oh.where(s, 0).sum(-1, dtype=sum_acc_dtype(self.dtype)).cast(self.dtype), d, 0)
    return self * self._pad_index_dims(oh.where(s, 1).prod(-1).cast(self.dtype), d, 1)
  def scatter_reduce(self, dim: PyInt, index: Tensor, src: Tensor, reduce: str, include_self: PyBool = True) -> Tensor:
    """Scatters `src` into a copy of self like `scatter`, combining the values that land on one position (torch.scatter_reduce).

    Args:
      dim: the dim the indices address.
      index: an int tensor, with the same rules as in `scatter`.
      src: a tensor of self's dtype.
      reduce: "sum", "prod", "mean", "amax" or "amin". An int "mean" rounds down (floor), as torch.
      include_self: combine with self's value at each written position; when False, a written position holds only the
        reduction of what landed there.
    Returns:
      A tensor of self's shape and dtype; positions nothing is written to keep self's value.
    Raises:
      RuntimeError: another reduce, src of another dtype, or the index errors of `scatter`.

    Examples:
      >>> t, idx, src = Tensor([1.0, 2.0, 3.0, 4.0]), Tensor([0, 0, 3]), Tensor([5.0, 6.0, 7.0])
      >>> print(t.scatter_reduce(0, idx, src, "amax").numpy())
      [6. 2. 3. 7.]
      >>> print(t.scatter_reduce(0, idx, src, "sum", include_self=False).numpy())
      [11.  2.  3.  7.]
    """
    if reduce not in ("sum", "prod", "mean", "amax", "amin"):
      raise RuntimeError(f"scatter_reduce reduce must be sum/prod/mean/amax/amin, got {reduce!r}")
    if src.dtype != self.dtype: raise RuntimeError(f"scatter_reduce needs equal dtypes: src {src.dtype}, self {self.dtype}")
    d, oh = self._scatter_onehot(dim, index, src)
    s = src.shrink(tuple((0, i) for i in index.shape)).unsqueeze(-1).transpose(d, -1)
    hit = self._pad_index_dims(oh.any(-1), d, False)
    cnt = self._pad_index_dims(oh.sum(-1), d, 0)
    if reduce in ("sum", "mean"):
      tot = self._pad_index_dims(oh.where(s, 0).sum(-1, dtype=sum_acc_dtype(self.dtype)), d, 0)
      if reduce == "sum": return (tot + self if include_self else hit.where(tot, self)).cast(self.dtype)
      num, den = (tot + self, cnt + 1) if include_self else (tot, cnt)
      m = num / den.maximum(1)
      res = m.floor() if dtypes.is_int(self.dtype) else m
      return hit.where(res.cast(self.dtype), self)
    if reduce == "prod":
      p = self._pad_index_dims(oh.where(s, 1).prod(-1), d, 1).cast(self.dtype)
      return p * self if include_self else hit.where(p, self)
    big = dtypes.min(self.dtype) if False else (-math.inf if dtypes.is_float(self.dtype) else self.dtype.min)
    if reduce == "amin": big = math.inf if dtypes.is_float(self.dtype) else self.dtype.max
    fn = (lambda t, ax: t._max(ax)) if reduce == "amax" else (lambda t, ax: -((-t)._max(ax)) if dtypes.is_float(t.dtype) else ~((~t)._max(ax)))
    r = self._pad_index_dims(fn(oh.where(s, big), -1), d, big).cast(self.dtype)
    return hit.where(r.maximum(self) if reduce == "amax" else r.minimum(self), self) if include_self else hit.where(r, self)
  def masked_select(self, mask: Tensor, size: PyInt | None = None, fill_value: Any = 0) -> Tensor:
    """The elements of self where `mask` (bool, broadcast with self) is True, flattened in row-major order (torch.masked_select).

    Args:
      mask: a bool tensor broadcastable with self.
      size: a static result size: the first `size` selected elements, then `fill_value`. Computed on the device without reading the mask
        back, so it works inside TinyJit; without it the mask is read to size the result.
      fill_value: pads the result past the selected elements when `size` is given (default 0).
    Returns:
      A 1-D tensor of self's dtype.
    Raises:
      RuntimeError: a mask that is not bool.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.masked_select(t > 1).numpy())
      [2 3 4]
      >>> print(t.masked_select(Tensor([True, False]), size=3, fill_value=-1).numpy())
      [ 1  3 -1]
    """
    if mask.dtype != dtypes.bool: raise RuntimeError(f"masked_select needs a bool mask, got {mask.dtype}")
    m = mask._broadcast_to(broadcast_shape(self.shape, mask.shape))
    x = self._broadcast_to(m.shape)
    if size is not None:
      flat, valid = Tensor._select_positions(m.flatten(), size)
      return valid.where(x.flatten()[flat], fill_value) if x.numel() else Tensor.full((size,), fill_value, dtype=self.dtype, device=self.device)
    pos = np.flatnonzero(m.numpy().reshape(-1))
    if len(pos) == 0: return Tensor.full((0,), 0, dtype=self.dtype, buffer=False)
    return x.flatten()[Tensor(pos.astype(np.int32), device=self.device)]
  def nonzero(self, size: PyInt | None = None, fill_value: Any = 0) -> Tensor:
    """The indices of the nonzero elements, one row per element in row-major order (numpy.argwhere, torch.nonzero).

    Args:
      size: a static row count: the first `size` rows found, then rows of `fill_value`. Computed on the device without reading data
        back, so it works inside TinyJit; without it the data is read to size the result.
      fill_value: the padding rows' value when `size` is given (default 0).
    Returns:
      An int32 tensor of shape (n, ndim).

    Examples:
      >>> print(Tensor([[1, 0], [0, 3]]).nonzero().numpy())
      [[0 0]
       [1 1]]
      >>> print(Tensor([0, 5, 0, 7]).nonzero(size=3, fill_value=-1).numpy().tolist())
      [[1], [3], [-1]]
    """
    if size is not None and self.ndim > 0:
      flat, valid = Tensor._select_positions(self.flatten() != 0, size)
      strides = [prod(self.shape[d + 1:]) for d in range(self.ndim)]
      coords = Tensor.stack(*[(flat // st) % sh for st, sh in zip(strides, self.shape)], dim=1)
      return valid.unsqueeze(1).where(coords, fill_value).cast(dtypes.int32)
    nz = np.argwhere(self.numpy() != 0)
    if size is not None:
      nz = np.concatenate([nz[:size], np.full((max(0, size - len(nz)), self.ndim), fill_value, dtype=nz.dtype)])
    return Tensor(nz.astype(np.int32).reshape(-1, self.ndim), device=self.device)
  @staticmethod
  def _select_positions(m: Tensor, size: PyInt) -> tuple[Tensor, Tensor]:
    """For a flat bool `m`: the flat positions of its first `size` True elements (int32, 0 past the count) and which are real."""
    if size < 0: raise ValueError(f"size must be non-negative, got {size}")
    n = m.shape[0]
    rank = m.cast(dtypes.int32).cumsum() - 1  # output slot of each selected element
    hit = m.unsqueeze(1) & (rank.unsqueeze(1) == Tensor.arange(size, device=m.device).unsqueeze(0))  # (n, size): element i fills slot k
    flat = hit.where(Tensor.arange(n, device=m.device, dtype=dtypes.int32).unsqueeze(1), 0).sum(0, dtype=dtypes.int32)
    return flat, Tensor.arange(size, device=m.device) < m.cast(dtypes.int32).sum()

  # ---- reductions ----
  def _axes(self, axis: PyInt | Sequence[PyInt] | None) -> tuple[PyInt, ...]:
    if axis is None: return tuple(range(self.ndim))
    axes = norm_axes(axis, self.ndim)  # TypeError, IndexError or (a repeat) ValueError; a 0-d tensor takes 0 or -1 and reduces nothing
    return () if self.ndim == 0 else tuple(sorted(axes))
  def _reduce(self, op: Ops, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    axes = self._axes(axis)
    ret = Tensor(self.uop.reduce(op, axes)) if axes else self
    if any(sym_eq(self.shape[a], 0) for a in axes):  # reducing nothing gives the identity: a reduce of one padded identity element,
      ident = {Ops.ADD: 0, Ops.MUL: 1}.get(op, -math.inf if dtypes.is_float(self.dtype) else self.dtype.min)  # so self stays in the graph
      return self.pad(tuple((0, 1) if i in axes and sym_eq(s, 0) else None for i, s in enumerate(self.shape)), value=ident)._reduce(op, axis, keepdim)
    return ret if keepdim else ret.reshape(tuple(s for i, s in enumerate(self.shape) if i not in axes))
  def sum(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, dtype: DTypeLike | None = None,
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
  def _sum_acc(self) -> DType: return sum_acc_dtype(self.dtype) if not dtypes.is_weak(self.dtype) else self.dtype
  def prod(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, dtype: DTypeLike | None = None,
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
  def max(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
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
  def _max(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """max that reduces an empty axis to the dtype's lowest value (-inf): for softmax, logsumexp and masks built from it."""
    if dtypes.is_bool(self.dtype): return self.any(axis, keepdim)
    return self._reduce(Ops.MAX, axis, keepdim)
  def min(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
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
  def _check_reduced_nonempty(self, axis: Any, what: str) -> None:
    for a in self._axes(axis):
      if isinstance(self.shape[a], int) and self.shape[a] == 0:
        raise ValueError(f"{what} of an empty axis: axis {a} of shape {self.shape} has size 0 and {what} has no identity (numpy and torch "
                         f"raise too); reduce only non-empty axes, or pad the axis with a value first")
  def any(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
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
  def all(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
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
  def _reduced_shape(self, axis: Any, keepdim: PyBool) -> tuple[sint, ...]:
    axes = self._axes(axis)
    return tuple(1 if i in axes else s for i, s in enumerate(self.shape) if keepdim or i not in axes)
  def mean(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
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
  def var(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, correction: PyInt = 1) -> Tensor:
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
  def std(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, correction: PyInt = 1) -> Tensor:
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
  def var_mean(self, axis: Any = None, keepdim: PyBool = False, correction: PyInt = 1) -> tuple[Tensor, Tensor]:
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
  def std_mean(self, axis: Any = None, keepdim: PyBool = False, correction: PyInt = 1) -> tuple[Tensor, Tensor]:
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
  def logsumexp(self, axis: Any = None, keepdim: PyBool = False) -> Tensor:
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
  def logcumsumexp(self, axis: PyInt = 0) -> Tensor:
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
  def _logcumsumexp_last(self) -> Tensor:
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
  def softmax(self, axis: PyInt = -1, dtype: DTypeLike | None = None) -> Tensor:
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
  def log_softmax(self, axis: PyInt = -1, dtype: DTypeLike | None = None) -> Tensor:
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
  def softmin(self, axis: PyInt = -1, dtype: DTypeLike | None = None) -> Tensor:
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
  def argmax(self, axis: PyInt | None = None, keepdim: PyBool = False) -> Tensor:
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
  def argmin(self, axis: PyInt | None = None, keepdim: PyBool = False) -> Tensor:
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
  def _cumsum_raw(self, axis: PyInt) -> Tensor:
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
  def _cumalu_window(self, op: Ops) -> Tensor:
    n = self.shape[-1]
    if n == 0: return self  # nothing to accumulate over an empty axis
    ident = {Ops.ADD: 0, Ops.MUL: 1, Ops.MAX: -math.inf if dtypes.is_float(self.dtype) else self.dtype.min}[op]
    w = self.pad(tuple([None] * (self.ndim - 1) + [(n - 1, 0)]), value=ident)._pool((n,))
    return Tensor(w.uop.reduce(op, (w.ndim - 1,))).reshape(*self.shape)
  def cumsum(self, axis: PyInt = 0, dtype: DTypeLike | None = None, acc_dtype: DTypeLike | None = None) -> Tensor:
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
  def _cum_last(self, axis: PyInt, op: Ops) -> Tensor:
    a = self._axis(axis)
    if self.ndim == 0: return self
    return self.transpose(a, -1)._cumalu_window(op).transpose(a, -1)
  def cumprod(self, axis: PyInt, dtype: DTypeLike | None = None, acc_dtype: DTypeLike | None = None) -> Tensor:
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
  def cummax(self, axis: PyInt = 0) -> tuple[Tensor, Tensor]:
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
  def cummin(self, axis: PyInt = 0) -> tuple[Tensor, Tensor]:
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
  def normalize(self, p: PyFloat = 2.0, dim: PyInt = 1, eps: PyFloat = 1e-12) -> Tensor:
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

  # ---- processing ----
  def dot(self, w: Tensor, dtype: DTypeLike | None = None) -> Tensor:
    """Matrix product with numpy's matmul rules: (..., n, k) @ (..., k, m) -> (..., n, m); `@` calls it via matmul.

    A 1-D operand is a vector (a 1-D left operand is a row, a 1-D right one a column; its dim is dropped from the result); the
    batch dims broadcast.

    Args:
      w: the right operand.
      dtype: the accumulation and result dtype (default: the promotion of the operands).
    Raises:
      RuntimeError: a 0-d operand, or inner sizes that differ.

    Examples:
      >>> a = Tensor([[1, 2], [3, 4]])
      >>> print(a.dot(Tensor([[5], [6]])).tolist(), a.dot(Tensor([1, 1])).tolist())
      [[17], [39]] [3, 7]
      >>> print(Tensor([1, 2]).dot(Tensor([3, 4])).item())
      11
    """
    x = self
    if x.ndim == 0 or w.ndim == 0: raise RuntimeError(f"both operands of dot/matmul need at least 1 dim, got {x.shape} and {w.shape}")
    k_w = w.shape[-min(w.ndim, 2)]
    if not sym_eq(x.shape[-1], k_w): raise RuntimeError(f"matmul inner sizes differ: {x.shape} @ {w.shape} ({x.shape[-1]} != {k_w})")
    dt = to_dtype(dtype) if dtype is not None else least_upper_dtype(x.dtype, w.dtype)
    one = min(x.ndim - 1, w.ndim - 1, 1)
    x = x.reshape(*x.shape[:-1], *[1] * one, x.shape[-1])
    w = w.reshape(*w.shape[:-2], *[1] * one, *w.shape[-min(w.ndim, 2):]).transpose(-1, -min(w.ndim, 2))
    return (x.cast(dt) * w.cast(dt)).sum(-1, dtype=dtype if dtype is not None else None).cast(dt)
  def matmul(self, x: Tensor, reverse: PyBool = False, dtype: DTypeLike | None = None) -> Tensor:
    """Matrix product with numpy's matmul rules (the `@` operator): (..., n, k) @ (..., k, m) with batch dims broadcast; 1-D operands are vectors.

    Args:
      x: the right operand.
      reverse: compute `x @ self` instead.
      dtype: the accumulation and result dtype (default: the promoted dtype of both), e.g. int32 for int8 inputs.
    Returns:
      The product tensor.
    Raises:
      RuntimeError: a 0-d operand, or inner sizes that differ.

    Examples:
      >>> print(Tensor([[1, 2], [3, 4]]).matmul(Tensor([[1], [1]])).numpy())
      [[3]
       [7]]
      >>> print((Tensor([1.0, 2.0]) @ Tensor([3.0, 4.0])).item())
      11.0
      >>> a = Tensor([[1, 2], [3, 4]], dtype=dtypes.int8)
      >>> print(a.matmul(Tensor.full((2, 2), 100, dtype=dtypes.int8), dtype=dtypes.int32).numpy())
      [[300 300]
       [700 700]]
    """
    return x.dot(self, dtype) if reverse else self.dot(x, dtype)
  def __matmul__(self, x: Tensor) -> Tensor: return self.matmul(x)
  def __rmatmul__(self, x: Tensor) -> Tensor: return self.matmul(x, reverse=True)
  @staticmethod
  def einsum(formula: str, *operands: Tensor | Sequence[Tensor], dtype: DTypeLike | None = None) -> Tensor:
    """Einstein summation over the operands, as numpy's and torch's einsum.

    Letters name dims; letters missing from the output are summed over. Supports `...` (broadcast batch dims), the implicit
    output (the letters that appear once, in alphabetical order, after the `...` dims) and repeated letters in one operand
    (a trace or diagonal).

    Args:
      formula: e.g. "ij,jk->ik"; spaces are ignored.
      operands: the tensors, or one list or tuple of them.
      dtype: the accumulation and result dtype (default: the promotion of the operands).
    Returns:
      A tensor with one dim per output letter.
    Raises:
      ValueError: a wrong number of operands, an output letter in no operand or repeated in the output.

    Examples:
      >>> a, b = Tensor([[1, 2], [3, 4]]), Tensor([[5, 6], [7, 8]])
      >>> print(Tensor.einsum("ij,jk->ik", a, b).tolist(), Tensor.einsum("ij->ji", a).tolist())
      [[19, 22], [43, 50]] [[1, 3], [2, 4]]
      >>> print(Tensor.einsum("ii", a).item(), Tensor.einsum("ij,ij", a, b).item())
      5 70
      >>> print(Tensor.einsum("i,j", Tensor([1, 2]), Tensor([3, 4, 5])).tolist())
      [[3, 4, 5], [6, 8, 10]]
    """
    ops: list[Tensor] = list(operands[0]) if len(operands) == 1 and isinstance(operands[0], (list, tuple)) else list(operands)  # type: ignore[arg-type]
    f = formula.replace(" ", "")
    lhs, rhs = (f.split("->")[0], f.split("->")[1]) if "->" in f else (f, None)
    ins = lhs.split(",")
    if len(ins) != len(ops): raise ValueError(f"einsum {formula!r} names {len(ins)} operands but got {len(ops)}")
    free = [c for c in string.ascii_letters if c not in f]
    nell = max((t.ndim - len(s.replace("...", "")) for s, t in zip(ins, ops) if "..." in s), default=0)
    ell = "".join(free[:nell])
    ins = [s.replace("...", ell[len(ell) - (t.ndim - len(s.replace("...", ""))):] if "..." in s else "") for s, t in zip(ins, ops)]
    if rhs is None: rhs = ell + "".join(sorted(c for c in set("".join(ins)) if "".join(ins).count(c) == 1 and c not in ell))
    else: rhs = rhs.replace("...", ell)
    if bad := [c for c in rhs if c not in "".join(ins)]: raise ValueError(f"einsum {formula!r}: output letter {bad[0]!r} is in no operand")
    if len(set(rhs)) != len(rhs): raise ValueError(f"einsum {formula!r}: an output letter appears more than once")
    sizes: dict[str, sint] = {}
    prepared = []
    for s, t in zip(ins, ops):
      if len(s) != t.ndim: raise ValueError(f"einsum operand {s!r} has {len(s)} letters for shape {t.shape}")
      while len(set(s)) != len(s):
        c = next(c for c in s if s.count(c) > 1)
        i, j = s.index(c), s.index(c, s.index(c) + 1)
        t = t.diagonal(0, i, j)
        s = s[:i] + s[i + 1:j] + s[j + 1:] + c
      for c, n in zip(s, t.shape):
        if isinstance(m := sizes.get(c, 1), int) and isinstance(n, int) and 1 != m != n != 1:
          raise ValueError(f"einsum {formula!r}: letter {c!r} has size {m} in one operand and {n} in another")
        sizes[c] = n if sizes.get(c, 1) == 1 else sizes[c]
      prepared.append((s, t))
    letters = sorted(sizes, key=lambda c: (c not in rhs, rhs.index(c) if c in rhs else 0, c))
    terms = []
    for s, t in prepared:
      order = sorted(range(len(s)), key=lambda i: letters.index(s[i]))
      t = t.permute(order) if s else t
      ss = "".join(s[i] for i in order)
      terms.append(t.reshape([t.shape[ss.index(c)] if c in ss else 1 for c in letters]).expand([sizes[c] for c in letters]))
    dt = to_dtype(dtype) if dtype is not None else least_upper_dtype(*[t.dtype for t in terms])
    prod_t = functools.reduce(lambda a, b: a * b, [t.cast(dt) for t in terms])
    red = tuple(i for i, c in enumerate(letters) if c not in rhs)
    out = prod_t.sum(red, dtype=dtype) if red else prod_t
    return out.cast(dt)
  def _pool(self, k_: tuple[sint, ...], stride: PyInt | tuple[PyInt, ...] = 1, dilation: PyInt | tuple[PyInt, ...] = 1) -> Tensor:
    """Sliding windows over the last len(k_) dims: (..., *out, *k)."""
    nk = len(k_)
    if self.ndim < nk: raise RuntimeError(f"pooling needs at least {nk} dims, got shape {self.shape}")
    s_, d_ = _pos_ints(stride, nk, "stride"), _pos_ints(dilation, nk, "dilation")
    pre, i_ = tuple(self.shape[:-nk]), tuple(self.shape[-nk:])
    for i, k, d in zip(i_, k_, d_):
      if d * (k - 1) + 1 > i: raise RuntimeError(f"kernel {k_} (dilation {d_}) is larger than the input {i_}")
    o_ = [(i - d * (k - 1) - 1) // s + 1 for i, k, d, s in zip(i_, k_, d_, s_)]
    npre = len(pre)
    if all(k <= s for k, s in zip(k_, s_)) and all(d == 1 for d in d_):
      x = self.pad(tuple([None] * npre + [(0, max(0, o * s - i)) for i, o, s in zip(i_, o_, s_)]))
      x = x.shrink(tuple([None] * npre + [(0, o * s) for o, s in zip(o_, s_)]))
      x = x.reshape(*pre, *flatten((o, s) for o, s in zip(o_, s_)))
      x = x.shrink(tuple([None] * npre + flatten(((0, o), (0, k)) for o, k in zip(o_, k_))))
      return x.permute(*range(npre), *[npre + 2 * j for j in range(nk)], *[npre + 2 * j + 1 for j in range(nk)])
    # tile each dim so that a row of length i*f+d shifts the window start by d per kernel step
    f_ = [max(1, ceildiv(max(o * s - d, 0), i)) for i, o, s, d in zip(i_, o_, s_, d_)]
    L_ = [i * f + d for i, f, d in zip(i_, f_, d_)]
    x = self.repeat(*[1] * npre, *[ceildiv(k * L, i) for k, L, i in zip(k_, L_, i_)])
    x = x.shrink(tuple([None] * npre + [(0, k * L) for k, L in zip(k_, L_)]))
    x = x.reshape(*pre, *flatten((k, L) for k, L in zip(k_, L_)))
    x = x.shrink(tuple([None] * npre + flatten(((0, k), (0, o * s)) for k, o, s in zip(k_, o_, s_))))
    x = x.reshape(*pre, *flatten((k, o, s) for k, o, s in zip(k_, o_, s_)))
    x = x.shrink(tuple([None] * npre + flatten(((0, k), (0, o), (0, 1)) for k, o in zip(k_, o_))))
    x = x.reshape(*pre, *flatten((k, o) for k, o in zip(k_, o_)))
    return x.permute(*range(npre), *[npre + 2 * j + 1 for j in range(nk)], *[npre + 2 * j for j in range(nk)])
  @staticmethod
  def _padding_flat(padding: PyInt | Sequence[PyInt], k: tuple[sint, ...]) -> list[PyInt]:
    """Padding as flat torch order (last dim first): an int, one per dim, or 2 per dim."""
    if not isinstance(padding, (tuple, list)): return [as_int(padding, "padding")] * (2 * len(k))
    p = [as_int(x, "padding") for x in padding]
    if len(p) == len(k): return flatten([[x, x] for x in p[::-1]])
    if len(p) == 2 * len(k): return p
    raise ValueError(f"padding {padding} must be an int, one value per spatial dim ({len(k)}), or two per dim")
  def conv2d(self, weight: Tensor, bias: Tensor | None = None, groups: PyInt = 1, stride: PyInt | tuple = 1, dilation: PyInt | tuple = 1,
             padding: PyInt | Sequence[PyInt] = 0, dtype: DTypeLike | None = None) -> Tensor:
    """Convolution (cross-correlation, as torch) over any number of spatial dims: input (N, Cin, *spatial), weight (Cout, Cin/groups, *k).

    Args:
      weight: the kernels, (Cout, Cin / groups, *kernel_size).
      bias: (Cout,), added to each output channel, or None.
      groups: split the channels into this many independent convolutions.
      stride: the step of the window, an int or one per spatial dim.
      dilation: the spacing between kernel elements, an int or one per spatial dim.
      padding: zero padding, an int, one per spatial dim, or two per dim in flat torch order (last dim first).
      dtype: the accumulation and result dtype (default: the promotion of input and weight).
    Returns:
      (N, Cout, *out), out = (in + padding - dilation * (k - 1) - 1) // stride + 1 per spatial dim.
    Raises:
      RuntimeError: input and weight with different ranks, or channels that do not match groups.
      ValueError: groups < 1, or padding of the wrong length.

    Examples:
      >>> x = Tensor.arange(16.0).reshape(1, 1, 4, 4)
      >>> print(x.conv2d(Tensor.ones(1, 1, 2, 2), stride=2).numpy())
      [[[[10. 18.]
         [42. 50.]]]]
      >>> print(x.conv2d(Tensor.ones(2, 1, 3, 3), bias=Tensor([0.0, 100.0])).shape)
      (1, 2, 2, 2)
    """
    (bs, cin_), (cout, cin), k = self.shape[:2], weight.shape[:2], tuple(weight.shape[2:])
    if self.ndim != weight.ndim: raise RuntimeError(f"input {self.shape} and weight {weight.shape} need the same number of dims")
    if (groups := as_int(groups, "groups")) < 1: raise ValueError(f"conv2d groups must be >= 1, got {groups}")
    if groups * cin != cin_: raise RuntimeError(f"input channels {cin_} != groups {groups} * weight in-channels {cin}")
    if cout % groups: raise RuntimeError(f"out channels {cout} must divide by groups {groups}")
    x = self.pad(Tensor._padding_flat(padding, k))._pool(k, stride, dilation)  # (bs, cin_, *o, *k)
    o = x.shape[2:2 + len(k)]
    rc = cout // groups
    x = x.reshape(bs, groups, cin, 1, *o, *k).expand(bs, groups, cin, rc, *o, *k)
    x = x.permute(0, 1, 3, *[4 + i for i in range(len(o))], 2, *[4 + len(o) + i for i in range(len(k))])  # (bs, g, rc, *o, cin, *k)
    w = weight.reshape(1, groups, rc, *[1] * len(o), cin, *k)
    dt = to_dtype(dtype) if dtype is not None else least_upper_dtype(self.dtype, weight.dtype)
    ret = (x.cast(dt) * w.cast(dt)).sum(tuple(range(-1 - len(k), 0)), dtype=dtype).cast(dt).reshape(bs, cout, *o)
    return ret if bias is None else ret + bias.reshape(1, -1, *[1] * len(k))
  def conv_transpose2d(self, weight: Tensor, bias: Tensor | None = None, groups: PyInt = 1, stride: PyInt | tuple = 1, dilation: PyInt | tuple = 1,
                       padding: PyInt | Sequence[PyInt] = 0, output_padding: PyInt | Sequence[PyInt] = 0) -> Tensor:
    """Transposed convolution (the gradient of conv2d with respect to its input), as torch's conv_transpose2d.

    Args:
      weight: (Cin, Cout / groups, *kernel_size), torch's layout (in and out swapped against conv2d).
      bias: (Cout,), or None.
      groups: split the channels into this many independent convolutions.
      stride: the upsampling step, an int or one per spatial dim.
      dilation: the spacing between kernel elements.
      padding: removed from each side of the output (dilation * (k - 1) - padding is padded to the input).
      output_padding: extra size added to one side of the output, to pick between the shapes a strided conv2d maps to one size.
    Returns:
      (N, Cout, *out), out = (in - 1) * stride - 2 * padding + dilation * (k - 1) + output_padding + 1 per spatial dim.
    Raises:
      ValueError: groups < 1, or a stride or dilation < 1.

    Examples:
      >>> x = Tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
      >>> print(x.conv_transpose2d(Tensor.ones(1, 1, 2, 2)).numpy())
      [[[[ 1.  3.  2.]
         [ 4. 10.  6.]
         [ 3.  7.  4.]]]]
      >>> print(x.conv_transpose2d(Tensor.ones(1, 1, 2, 2), stride=2).numpy())
      [[[[1. 1. 2. 2.]
         [1. 1. 2. 2.]
         [3. 3. 4. 4.]
         [3. 3. 4. 4.]]]]
    """
    k = tuple(weight.shape[2:])
    nk = len(k)
    s_, d_, op_ = _pos_ints(stride, nk, "stride"), _pos_ints(dilation, nk, "dilation"), make_tuple(output_padding, nk, "output_padding")
    if (groups := as_int(groups, "groups")) < 1: raise ValueError(f"conv_transpose2d groups must be >= 1, got {groups}")
    p_flat = Tensor._padding_flat(padding, k)
    pads = [(p_flat[2 * (nk - 1 - i)], p_flat[2 * (nk - 1 - i) + 1]) for i in range(nk)]  # per spatial dim, first dim first
    cin = weight.shape[0]
    w = weight.reshape(groups, cin // groups, *weight.shape[1:]).transpose(1, 2).flip(*range(3, 3 + nk))
    w = w.reshape(groups * weight.shape[1], cin // groups, *k)
    x = self
    for i, s in enumerate(s_):
      if s == 1: continue
      ax = 2 + i
      sh = list(x.shape)
      x = x.reshape(*sh[:ax + 1], 1, *sh[ax + 1:]).pad(tuple([None] * (ax + 1) + [(0, s - 1)] + [None] * (len(sh) - ax - 1)))
      x = x.reshape(*sh[:ax], sh[ax] * s, *sh[ax + 1:]).shrink(tuple(None if j != ax else (0, sh[ax] * s - (s - 1)) for j in range(len(sh))))
    cpad = flatten([[d * (kk - 1) - pb, d * (kk - 1) - pa + op] for kk, d, (pb, pa), op in zip(k, d_, pads, op_)][::-1])
    return x.conv2d(w, bias, groups=groups, dilation=dilation, padding=[int(p) for p in cpad])
  def _pool_args(self, kernel_size: Any, stride: Any, dilation: Any, padding: Any, ceil_mode: PyBool) -> tuple:
    k = _pos_ints(kernel_size, 2, "kernel_size")
    s = _pos_ints(stride if stride is not None else k, len(k), "stride")
    d = _pos_ints(dilation, len(k), "dilation")
    pf = Tensor._padding_flat(padding, k)
    extra: list[Any] = [0] * (2 * len(k))
    if ceil_mode:
      for j in range(len(k)):
        i, pb, pa = self.shape[-len(k) + j], pf[2 * (len(k) - 1 - j)], pf[2 * (len(k) - 1 - j) + 1]
        span = i + pb + pa - d[j] * (k[j] - 1) - 1
        o = -(-span // s[j]) + 1
        if (o - 1) * s[j] >= i + pb: o -= 1
        extra[2 * (len(k) - 1 - j) + 1] = max(0, (o - 1) * s[j] + d[j] * (k[j] - 1) + 1 - (i + pb + pa))
    return k, s, d, pf, extra
  def avg_pool2d(self, kernel_size: Any = (2, 2), stride: Any = None, dilation: Any = 1, padding: Any = 0, ceil_mode: PyBool = False,
                 count_include_pad: PyBool = True) -> Tensor:
    """Average pooling over the last two dims (as many trailing dims as `kernel_size` has entries), as torch's avg_pool2d.

    Args:
      kernel_size: the window, an int or one per pooled dim.
      stride: the step between windows (default: kernel_size).
      dilation: the spacing between window elements.
      padding: zero padding, an int, one per pooled dim, or two per dim in flat torch order (last dim first).
      ceil_mode: round the output size up, so a partial window at the end counts (as torch).
      count_include_pad: divide by the whole window, padding included; False divides by the real elements only.
    Returns:
      A float tensor (ints are promoted to the default float) of shape (..., out_h, out_w).
    Raises:
      ValueError: a kernel_size, stride or dilation < 1, or padding of the wrong length.

    Examples:
      >>> t = Tensor.arange(16.0).reshape(1, 1, 4, 4)
      >>> print(t.avg_pool2d().numpy())
      [[[[ 2.5  4.5]
         [10.5 12.5]]]]
      >>> x = Tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
      >>> print(x.avg_pool2d(kernel_size=2, stride=1, padding=1, count_include_pad=False).numpy())
      [[[[1.  1.5 2. ]
         [2.  2.5 3. ]
         [3.  3.5 4. ]]]]
    """
    k, s, d, pf, extra = self._pool_args(kernel_size, stride, dilation, padding, ceil_mode)
    tot = [a + b for a, b in zip(pf, extra)]
    axes = tuple(range(-len(k), 0))
    summed = self._float().pad(tot)._pool(k, s, d).sum(axes)
    ones = Tensor.full(self.shape[-len(k):], 1.0, buffer=False)
    cnt_pad = ones.pad(pf, value=1.0 if count_include_pad else 0.0).pad(extra)._pool(k, s, d).sum(axes)
    return (summed / cnt_pad).cast(self._float().dtype)
  def max_pool2d(self, kernel_size: Any = (2, 2), stride: Any = None, dilation: Any = 1, padding: Any = 0, ceil_mode: PyBool = False,
                 return_indices: PyBool = False) -> Tensor | tuple[Tensor, Tensor]:
    """Max pooling over the last len(kernel_size) dims (torch's max_pool2d; any number of spatial dims works).

    Args:
      kernel_size: the window, an int or one per dim (default (2, 2)).
      stride: the step (default: the kernel size).
      dilation: the spacing inside the window (default 1).
      padding: an int, one per dim, or 2 per dim in flat torch order (last dim first); padded cells never win.
      ceil_mode: keep a last partial window (torch's ceil_mode).
      return_indices: also return where each maximum came from.
    Returns:
      The pooled tensor; with `return_indices`, also an int64 tensor of the flat positions in each input plane (the first maximum
      in a window), for `max_unpool2d`.
    Raises:
      ValueError: a kernel size, stride or dilation below 1, or a padding of another length.

    Examples:
      >>> x = Tensor.arange(16, dtype=dtypes.float32).reshape(1, 1, 4, 4)
      >>> print(x.max_pool2d().numpy())
      [[[[ 5.  7.]
         [13. 15.]]]]
      >>> m, idx = x.max_pool2d(return_indices=True)
      >>> print(idx.numpy(), idx.dtype)
      [[[[ 5  7]
         [13 15]]]] dtypes.long
      >>> print(x.max_pool2d(3, stride=1, padding=1).shape)
      (1, 1, 4, 4)
    """
    k, s, d, pf, extra = self._pool_args(kernel_size, stride, dilation, padding, ceil_mode)
    low = -math.inf if dtypes.is_float(self.dtype) else self.dtype.min
    tot = [a + b for a, b in zip(pf, extra)]
    win = self.pad(tot, value=low)._pool(k, s, d)
    axes = tuple(range(-len(k), 0))
    m = win.max(axes)
    if not return_indices: return m
    sp = self.shape[-len(k):]
    ar = Tensor.arange(prod(sp), dtype=dtypes.int32).reshape(sp).pad(tot, value=-1)._pool(k, s, d)
    ar = ar.reshape(*[1] * (self.ndim - len(k)), *ar.shape)
    n = prod(k)
    first = win.eq(m.reshape(*m.shape, *[1] * len(k)))
    # the first maximum in window order: weight by reversed position inside the window
    pos = Tensor.arange(n, 0, -1, dtype=dtypes.int32).reshape(*[1] * (win.ndim - len(k)), *k)
    best = first.where(pos, 0).max(axes, keepdim=True)
    idx = (first & pos.eq(best)).where(ar, 0).sum(axes, dtype=dtypes.int32)
    return m, idx.cast(dtypes.int64)
  def max_unpool2d(self, indices: Tensor, kernel_size: Any = (2, 2), stride: Any = None, dilation: Any = 1, padding: Any = 0,
                   output_size: Any = None) -> Tensor:
    """Scatters pooled values back to the positions in `indices` (torch's max_unpool2d), zeros elsewhere.

    Args:
      indices: int flat positions within each output plane, as `max_pool2d(return_indices=True)` gives.
      kernel_size: the pooling window (default (2, 2)).
      stride: the pooling step (default: the kernel size).
      dilation: the pooling dilation (default 1).
      padding: the pooling padding (default 0).
      output_size: the output shape (its last dims are used); default: the size the pooling came from, as torch computes it.
    Returns:
      A tensor of self's leading shape then the output size, self's dtype.
    Raises:
      RuntimeError: indices that are not ints.
      IndexError: with CHECK_OOB=1, an index past the output (otherwise it is dropped).

    Examples:
      >>> x = Tensor.arange(16, dtype=dtypes.float32).reshape(1, 1, 4, 4)
      >>> m, idx = x.max_pool2d(return_indices=True)
      >>> print(m.max_unpool2d(idx).numpy())
      [[[[ 0.  0.  0.  0.]
         [ 0.  5.  0.  7.]
         [ 0.  0.  0.  0.]
         [ 0. 13.  0. 15.]]]]
    """
    k = _pos_ints(kernel_size, 2, "kernel_size")
    s, d = _pos_ints(stride if stride is not None else k, len(k), "stride"), _pos_ints(dilation, len(k), "dilation")
    pf = Tensor._padding_flat(padding, k)
    sp_in = self.shape[-len(k):]
    if output_size is None:
      output_size = tuple((i - 1) * st - pf[2 * (len(k) - 1 - j)] - pf[2 * (len(k) - 1 - j) + 1] + dd * (kk - 1) + 1
                          for j, (i, st, dd, kk) in enumerate(zip(sp_in, s, d, k)))
    out_sp = tuple(output_size)[-len(k):]
    n_out = prod(out_sp)
    pre = self.shape[:-len(k)]
    v, ix = self.reshape(*pre, -1), indices.reshape(*pre, -1)
    if not dtypes.is_int(ix.dtype): raise RuntimeError(f"max_unpool2d needs int indices, got {ix.dtype}")
    ix._check_oob("max_unpool2d indices", 0, n_out)
    oh = ix.unsqueeze(-1).eq(Tensor.arange(n_out))
    return oh.where(v.unsqueeze(-1), 0).sum(-2).cast(self.dtype).reshape(*pre, *out_sp)
  def interpolate(self, size: tuple[PyInt, ...], mode: str = "linear", align_corners: PyBool = False) -> Tensor:
    """Resizes the last `len(size)` dims to `size` (torch's `F.interpolate` on the trailing dims).

    Args:
      size: the new sizes of the trailing dims.
      mode: "linear" (default; bilinear/trilinear on 2/3 dims), "nearest" (floor, as torch) or "nearest-exact" (pixel centres).
      align_corners: linear only: map the corner pixels onto each other, as torch's flag.
    Returns:
      A tensor of self's leading shape then `size`; an int tensor stays int (the blend is rounded), as torch.
    Raises:
      ValueError: another mode, align_corners with a nearest mode, or more sizes than dims.
      TypeError: a size that is not an int.

    Examples:
      >>> print(Tensor([[1.0, 2.0, 3.0]]).interpolate((5,), align_corners=True).numpy())
      [[1.  1.5 2.  2.5 3. ]]
      >>> print(Tensor([[1.0, 2.0, 3.0]]).interpolate((6,), mode="nearest").numpy())
      [[1. 1. 2. 2. 3. 3.]]
      >>> print(Tensor([[1.0, 2.0], [3.0, 4.0]]).interpolate((4, 4)).numpy())
      [[1.   1.25 1.75 2.  ]
       [1.5  1.75 2.25 2.5 ]
       [2.5  2.75 3.25 3.5 ]
       [3.   3.25 3.75 4.  ]]
    """
    if mode not in ("linear", "nearest", "nearest-exact"): raise ValueError(f"interpolate mode must be linear/nearest/nearest-exact, got {mode!r}")
    if align_corners and mode != "linear": raise ValueError("align_corners is only valid with mode='linear'")
    if len(size := make_tuple(size, 1, "interpolate size")) > self.ndim:
      raise ValueError(f"interpolate size {size} has more dims than the input {self.shape}")
    if not all_int(check_dims(size, "interpolate size")): raise TypeError(f"interpolate size {size} must be ints")
    x = self
    for j, out in enumerate(size):
      ax = self.ndim - len(size) + j
      n = self.shape[ax]
      if mode.startswith("nearest"):
        src = [min(n - 1, math.floor(((o + 0.5) if mode == "nearest-exact" else o) * n / out)) for o in range(out)]
        x = x[tuple([slice(None)] * ax + [src])]
        continue
      if align_corners: pos = [o * (n - 1) / (out - 1) if out > 1 else 0.0 for o in range(out)]
      else: pos = [max(0.0, (o + 0.5) * n / out - 0.5) for o in range(out)]
      lo = [min(math.floor(p), n - 1) for p in pos]
      hi = [min(lo_ + 1, n - 1) for lo_ in lo]
      w = Tensor([p - lo_ for p, lo_ in zip(pos, lo)], dtype=dtypes.float32, device=self.device).reshape(out, *[1] * (self.ndim - ax - 1))
      xf = x._float()
      a, b = xf[tuple([slice(None)] * ax + [lo])], xf[tuple([slice(None)] * ax + [hi])]
      x = (a + (b - a) * w).cast(xf.dtype)
    # an int image stays in its dtype (torch): the blend is rounded, and it lies between two inputs so it fits
    return x.round().cast(self.dtype) if dtypes.is_int(self.dtype) and x.dtype != self.dtype else x
  def linear(self, weight: Tensor, bias: Tensor | None = None, dtype: DTypeLike | None = None) -> Tensor:
    """Applies an affine map `self @ weight + bias`.

    Unlike torch's `F.linear`, `weight` is (in_features, out_features), as tinygrad; a 1-D weight multiplies elementwise.

    Args:
      weight: the (in, out) matrix, or a 1-D scale.
      bias: added after the product (optional).
      dtype: the accumulation/result dtype of the matmul (default: the promoted dtype).
    Returns:
      A tensor of shape `self.shape[:-1] + (out,)`.

    Examples:
      >>> x = Tensor([[1.0, 2.0]])
      >>> print(x.linear(Tensor([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]]), Tensor([0.5, 0.5, 0.5])).numpy())
      [[1.5 2.5 3.5]]
      >>> print(x.linear(Tensor([2.0, 3.0])).numpy())
      [[2. 6.]]
    """
    x = self.mul(weight) if weight.ndim == 1 else self.dot(weight, dtype)
    return x.add(bias) if bias is not None else x
  def sequential(self, ll: list[Callable[[Tensor], Tensor]]) -> Tensor:
    """Applies the callables in `ll` one after the other, starting from this tensor: `ll[-1](...ll[1](ll[0](self)))`.

    Args:
      ll: functions or layers that take and return a tensor.
    Returns:
      The last one's result (self for an empty list).

    Examples:
      >>> print(Tensor([1, 2]).sequential([lambda x: x + 1, lambda x: x * 10]).tolist())
      [20, 30]
    """
    return functools.reduce(lambda x, f: f(x), ll, self)

  # ---- nn functional ----
  def layernorm(self, axis: PyInt | tuple[PyInt, ...] = -1, eps: PyFloat = 1e-5) -> Tensor:
    """Normalizes over `axis` to zero mean and unit variance: `(x - mean) / sqrt(var + eps)` (biased variance, no affine weights).

    Args:
      axis: the axis or axes to normalize over (default the last).
      eps: added to the variance (default 1e-5).
    Returns:
      A tensor of the same shape.

    Examples:
      >>> print(Tensor([[1.0, 2.0, 3.0], [2.0, 2.0, 2.0]]).layernorm().numpy().round(4))
      [[-1.2247  0.      1.2247]
       [ 0.      0.      0.    ]]
    """
    y = self - self.mean(axis, keepdim=True)
    return y.mul((y * y).mean(axis, keepdim=True).add(eps).rsqrt())
  def batchnorm(self, weight: Tensor | None, bias: Tensor | None, mean: Tensor, invstd: Tensor, axis: PyInt | tuple[PyInt, ...] = 1) -> Tensor:
    """Normalizes with given statistics: `(self - mean) * invstd * weight + bias`.

    The statistics are laid along `axis` (the channel dim 1 by default, as in (N, C, H, W)) and broadcast over the others; this
    is the functional core of nn.BatchNorm, which computes mean and invstd.

    Args:
      weight: the per-channel scale, or None for 1.
      bias: the per-channel shift, or None for 0.
      mean: the per-channel mean.
      invstd: the per-channel 1 / sqrt(var + eps).
      axis: the dim (or dims) the statistics run along.
    Returns:
      A tensor of self's shape.
    Raises:
      ValueError: repeated axes.

    Examples:
      >>> x = Tensor([[1.0, 2.0], [3.0, 5.0]])
      >>> print(x.batchnorm(None, None, Tensor([2.0, 3.0]), Tensor([1.0, 0.5])).numpy())
      [[-1.  -0.5]
       [ 1.   1. ]]
      >>> print(x.batchnorm(Tensor([2.0, 1.0]), Tensor([0.0, 10.0]), Tensor([2.0, 3.0]), Tensor([1.0, 0.5])).numpy())
      [[-2.   9.5]
       [ 2.  11. ]]
    """
    axes = norm_axes(axis, self.ndim, "batchnorm axis")
    shape = tuple(s if i in axes else 1 for i, s in enumerate(self.shape))
    x = self - mean.reshape(shape)
    if weight is not None: x = x * weight.reshape(shape)
    ret = x.mul(invstd.reshape(shape) if len(invstd.shape) == len(axes) else invstd)
    return (ret + bias.reshape(shape)) if bias is not None else ret
  def one_hot(self, num_classes: PyInt = -1) -> Tensor:
    """One-hot rows of an int tensor of class indices (torch's F.one_hot).

    Args:
      num_classes: the row length; -1 (default) infers max + 1 from the data (one read).
    Returns:
      A default_int (int32, as tinygrad; torch gives int64) tensor of shape `self.shape + (num_classes,)`; an index outside
      [0, num_classes) gives a zero row.
    Raises:
      RuntimeError: a non-int tensor.
      ValueError: num_classes < -1, 0 with indices, or -1 with an empty tensor or a negative index.
      TypeError: a non-int num_classes.
      IndexError: with CHECK_OOB=1, an index out of range.

    Examples:
      >>> print(Tensor([0, 2, 1]).one_hot().numpy())
      [[1 0 0]
       [0 0 1]
       [0 1 0]]
      >>> print(Tensor([0, 2]).one_hot(4).numpy())
      [[1 0 0 0]
       [0 0 1 0]]
    """
    if not dtypes.is_int(self.dtype): raise RuntimeError(f"one_hot needs an int tensor, got {self.dtype}")
    if (num_classes := as_int(num_classes, "one_hot num_classes")) == -1:
      if sym_eq(self.numel(), 0): raise ValueError("one_hot cannot infer num_classes from an empty tensor; pass num_classes")
      lo, hi = (int(v) for v in Tensor.stack(self.min(), self.max()).tolist())  # one read for both
      if lo < 0: raise ValueError(f"one_hot cannot infer num_classes from a negative index ({lo}); class values must be >= 0")
      num_classes = hi + 1
    if num_classes < 0: raise ValueError(f"one_hot num_classes must be >= 0 (or -1 to infer it), got {num_classes}")
    if num_classes == 0 and resolve(self.numel() > 0, False):
      raise ValueError(f"one_hot num_classes=0 leaves no class for the {self.numel()} indices")
    self._check_oob("one_hot", 0, num_classes)
    return self.unsqueeze(-1).eq(Tensor.arange(num_classes)).where(1, 0).cast(dtypes.default_int)
  def scaled_dot_product_attention(self, key: Tensor, value: Tensor, attn_mask: Tensor | None = None, dropout_p: PyFloat = 0.0,
                                   is_causal: PyBool = False, enable_gqa: PyBool = False) -> Tensor:
    """Attention: `softmax(self @ key.T / sqrt(d) + mask) @ value` over the last two dims (torch's scaled_dot_product_attention).

    self is the query of shape (..., L, d); key (..., S, d); value (..., S, dv). Scores are computed in float32 at least, and are
    cast back to a float query's dtype before the softmax.

    Args:
      key: the keys.
      value: the values.
      attn_mask: a bool mask (False positions get -inf, so they get no weight) or a float mask added to the scores; broadcasts to (L, S).
      dropout_p: dropout on the attention weights, active only in training mode (`Tensor.train()`).
      is_causal: a lower-triangular mask: query i sees keys 0..i.
      enable_gqa: grouped-query attention: key and value have fewer heads (dim -3), each repeated to match the query's heads.
    Returns:
      A tensor of shape (..., L, dv).
    Raises:
      RuntimeError: both attn_mask and is_causal.

    Examples:
      >>> q = Tensor.ones(1, 2, 4)
      >>> v = Tensor.arange(8).reshape(1, 2, 4).float()
      >>> print(q.scaled_dot_product_attention(q, v).numpy())
      [[[2. 3. 4. 5.]
        [2. 3. 4. 5.]]]
      >>> print(q.scaled_dot_product_attention(q, v, is_causal=True).numpy())
      [[[0. 1. 2. 3.]
        [2. 3. 4. 5.]]]
    """
    if is_causal and attn_mask is not None: raise RuntimeError("pass either attn_mask or is_causal, not both")
    if enable_gqa:
      key = key.repeat_interleave(int(self.shape[-3]) // int(key.shape[-3]), dim=-3)
      value = value.repeat_interleave(int(self.shape[-3]) // int(value.shape[-3]), dim=-3)
    qd = least_upper_dtype(self.dtype, dtypes.float32)
    scores = (self.cast(qd) @ key.cast(qd).transpose(-2, -1)) * (1 / math.sqrt(self.shape[-1]))
    scores = scores.cast(self.dtype if dtypes.is_float(self.dtype) else qd)
    if is_causal:
      attn_mask = Tensor.ones(self.shape[-2], key.shape[-2], dtype=dtypes.bool, device=self.device).tril()
    if attn_mask is not None:
      scores = (attn_mask.logical_not().where(-math.inf, scores)) if attn_mask.dtype == dtypes.bool else scores + attn_mask
    return scores.softmax(-1).cast(scores.dtype).dropout(dropout_p) @ value
  def binary_crossentropy(self, Y: Tensor, reduction: str = "mean") -> Tensor:
    """Binary cross-entropy of probabilities `self` against targets `Y`, as torch's BCELoss.

    Each log is clamped at -100, so a probability of exactly 0 or 1 (a saturated float32 sigmoid) gives a finite loss and torch's
    finite gradient, not NaN. Prefer binary_crossentropy_logits on raw scores: it is more accurate.

    Args:
      Y: targets in [0, 1], broadcast against self.
      reduction: "mean" (default), "sum" or "none".
    Returns:
      A float scalar, or the elementwise losses for "none".
    Raises:
      ValueError: another reduction.

    Examples:
      >>> p, y = Tensor([0.9, 0.1, 0.5]), Tensor([1.0, 0.0, 1.0])
      >>> print(p.binary_crossentropy(y, reduction="none").numpy().round(4))
      [0.1054 0.1054 0.6931]
      >>> print(round(p.binary_crossentropy(y).item(), 4))
      0.3013
    """
    x, y = self._float()._broadcasted(Y)
    dt = x.dtype if not dtypes.is_weak(x.dtype) else y.dtype
    return self._reduce_loss(_bce(x.cast(dt), y.cast(dt)), reduction)
  def binary_crossentropy_logits(self, Y: Tensor, reduction: str = "mean", pos_weight: Tensor | None = None) -> Tensor:
    """Binary cross-entropy of logits `self` (raw scores, before a sigmoid) against targets `Y`, as torch's BCEWithLogitsLoss.

    Computed with logsigmoid, so large logits neither overflow nor lose precision.

    Args:
      Y: targets in [0, 1], broadcast against self.
      reduction: "mean" (default), "sum" or "none".
      pos_weight: a weight on the positive term, broadcast against self (default 1).
    Returns:
      A float scalar, or the elementwise losses for "none".
    Raises:
      ValueError: another reduction.

    Examples:
      >>> x, y = Tensor([0.0, 2.0, -2.0]), Tensor([1.0, 1.0, 0.0])
      >>> print(x.binary_crossentropy_logits(y, reduction="none").numpy().round(4))
      [0.6931 0.1269 0.1269]
      >>> print(x.binary_crossentropy_logits(y, reduction="none", pos_weight=Tensor([2.0])).numpy().round(4))
      [1.3863 0.2539 0.1269]
    """
    log_p, log_1mp = self.logsigmoid(), (-self).logsigmoid()
    pw = 1 if pos_weight is None else pos_weight
    return self._reduce_loss(-(pw * Y * log_p + (1 - Y) * log_1mp), reduction)
  def _reduce_loss(self, loss: Tensor, reduction: str) -> Tensor:
    r = _valid_reduction(reduction)
    return loss.mean() if r == "mean" else loss.sum() if r == "sum" else loss
  def sparse_categorical_crossentropy(self, Y: Tensor, ignore_index: PyInt = -1, label_smoothing: PyFloat = 0.0, reduction: str = "mean") -> Tensor:
    """Cross-entropy loss of logits `self` (classes on the last dim) against integer class labels `Y` (torch's cross_entropy).

    Args:
      Y: int labels of self's shape without its last dim.
      ignore_index: a label that contributes no loss and is left out of the mean (default -1; torch's default is -100).
      label_smoothing: in [0, 1]; mixes the target with the uniform distribution: (1 - s) * nll + s * mean(-log_softmax).
      reduction: "mean" (over the targets that are not ignored), "sum" or "none" (a loss per target).
    Returns:
      A scalar float tensor, or a tensor of Y's shape for "none". A label outside [0, classes) adds no loss (IndexError
      with CHECK_OOB=1).
    Raises:
      ValueError: label_smoothing outside [0, 1] or an unknown reduction.

    Examples:
      >>> logits, y = Tensor([[2.0, 0.0, 0.0], [0.0, 0.0, 0.0]]), Tensor([0, 2])
      >>> print(logits.sparse_categorical_crossentropy(y, reduction="none").numpy().round(4))
      [0.2395 1.0986]
      >>> print(logits.sparse_categorical_crossentropy(y).numpy().round(4), logits.sparse_categorical_crossentropy(Tensor([0, -1])).numpy().round(4))
      0.6691 0.2395
    """
    _check_smoothing(label_smoothing)
    r = _valid_reduction(reduction)
    logp = self.log_softmax(-1)
    nc = self.shape[-1]
    Y._check_oob("sparse_categorical_crossentropy labels", 0, nc, ignore_index)
    valid = Y.ne(ignore_index)
    y_oh = Y.unsqueeze(-1).eq(Tensor.arange(nc)) & valid.unsqueeze(-1)
    nll = -(y_oh.where(logp, 0).sum(-1))
    # a -inf logit (a masked class) makes the smoothing term inf: it must not reach the loss as 0 * inf when unused or ignored
    loss = nll if label_smoothing == 0 else (1 - label_smoothing) * nll + label_smoothing * valid.where(-logp.mean(-1), 0)
    if r == "none": return loss
    return loss.sum() if r == "sum" else loss.sum() / valid.sum().maximum(1)
  def cross_entropy(self, Y: Tensor, reduction: str = "mean", label_smoothing: PyFloat = 0.0) -> Tensor:
    """Cross-entropy of logits `self` against `Y`, as torch's cross_entropy (log_softmax over the class dim, then the NLL).

    The class dim is 1 (0 for a 1-D input). `Y` holds class indices (self's shape without the class dim) or class probabilities
    (self's shape).

    Args:
      Y: the targets, indices or probabilities.
      reduction: "mean" (default), "sum" or "none".
      label_smoothing: in [0, 1]: the targets are mixed with the uniform distribution, (1 - s) * Y + s / classes.
    Returns:
      A float scalar, or the per-sample losses for "none".
    Raises:
      ValueError: another reduction, or label_smoothing outside [0, 1].

    Examples:
      >>> logits = Tensor([[2.0, 0.0, -1.0], [0.0, 0.0, 0.0]])
      >>> print(logits.cross_entropy(Tensor([0, 2]), reduction="none").numpy().round(4))
      [0.1698 1.0986]
      >>> print(round(logits.cross_entropy(Tensor([[1.0, 0.0, 0.0], [0.0, 0.5, 0.5]])).item(), 4))
      0.6342
    """
    _check_smoothing(label_smoothing)
    r = _valid_reduction(reduction)
    cd = 0 if self.ndim == 1 else 1
    nc = self.shape[cd]
    if indices := Y.shape != self.shape:
      Y._check_oob("cross_entropy labels", 0, nc)
      Y = Y.unsqueeze(cd).eq(Tensor.arange(nc).reshape(nc, *[1] * (self.ndim - cd - 1))).cast(self._float().dtype)
    Y = (1 - label_smoothing) * Y + label_smoothing / nc
    terms = self.log_softmax(cd) * Y
    # torch picks the target's log-probability for class indices: a -inf logit of another class is not 0 * -inf = NaN
    loss = -(Y.ne(0).where(terms, 0) if indices else terms).sum(cd)
    return loss.mean() if r == "mean" else loss.sum() if r == "sum" else loss
  def nll_loss(self, Y: Tensor, weight: Tensor | None = None, ignore_index: PyInt | None = None, reduction: str = "mean") -> Tensor:
    """Negative log likelihood loss of log-probabilities `self` against class labels `Y` (torch's nll_loss).

    Args:
      Y: int class indices, self's shape without the class dim (dim 1, or dim 0 for 1-D input).
      weight: a per-class weight (C,); the "mean" reduction then divides by the summed weights of the targets, as torch.
      ignore_index: a label that contributes nothing (and is left out of the mean).
      reduction: "mean" (default), "sum" or "none".
    Returns:
      A scalar, or the per-sample losses for "none".
    Raises:
      ValueError: another reduction.
      IndexError: with CHECK_OOB=1, a label out of range (otherwise it contributes 0).

    Examples:
      >>> logp = Tensor([[0.0, -1.0, -2.0], [-3.0, -4.0, 0.0]])
      >>> print(logp.nll_loss(Tensor([1, 2])).item(), logp.nll_loss(Tensor([1, 2]), reduction="sum").item())
      0.5 1.0
      >>> print(logp.nll_loss(Tensor([1, 0]), ignore_index=0).item())
      1.0
    """
    r = _valid_reduction(reduction)
    cd = 0 if self.ndim == 1 else 1
    nc = self.shape[cd]
    Y._check_oob("nll_loss labels", 0, nc, ignore_index)
    oh = Y.unsqueeze(cd).eq(Tensor.arange(nc).reshape(nc, *[1] * (self.ndim - cd - 1)))
    if ignore_index is not None: oh = oh & Y.ne(ignore_index).unsqueeze(cd)
    w = oh.where(1.0 if weight is None else weight.reshape(nc, *[1] * (self.ndim - cd - 1)), 0.0)
    loss = -(self * w).sum(cd)
    if r == "none": return loss
    return loss.sum() if r == "sum" else loss.sum() / w.sum()

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

def _r(x: sint) -> str: return str(x) if isinstance(x, int) else x.render()
def _is_zero(x: sint) -> bool: return isinstance(x, int) and x == 0
def _check_smoothing(x: Any) -> None:
  if not 0.0 <= x <= 1.0: raise ValueError(f"label_smoothing must be in [0, 1], got {x}")
def _pos_ints(x: Any, cnt: PyInt, what: str) -> tuple[PyInt, ...]:
  """An int or a sequence of ints (a kernel size, stride, dilation), each >= 1: TypeError for a non-int, ValueError for < 1."""
  out = tuple(as_int(v, what) for v in make_tuple(x, cnt, what))
  if any(v < 1 for v in out): raise ValueError(f"{what} {x!r} must be >= 1 in every dim")
  return out
def _pad_amount(x: Any) -> sint: return x if isinstance(x, UOp) else as_int(x, "pad amount")
def _pad_neg(x: sint) -> bool:
  """Whether a pad amount crops; a symbolic one must have one sign over its whole range."""
  if isinstance(x, int): return x < 0
  if x.vmax < 0: return True
  if x.vmin >= 0: return False
  raise ValueError(f"symbolic pad amount {x.render()} ranges over [{x.vmin}, {x.vmax}]; it must be >= 0 (or < 0 to crop) for every value")

def _fits(v: Any, dt: DType) -> Any:
  """A Python int committed to an int dtype must be in its range, as numpy 2 (int32 + 2**31, int8 * 200 and uint8 + -1 raise
  OverflowError) rather than wrap."""
  if isinstance(v, int) and not isinstance(v, bool) and dtypes.is_int(dt) and not dt.scalar().min <= v <= dt.scalar().max:
    raise OverflowError(f"Python integer {v} out of bounds for {dt}; cast the tensor to a dtype that holds it (e.g. .cast(dtypes.int64)) first")
  return v

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

def _acc_arg(dtype: DTypeLike | None, acc_dtype: DTypeLike | None) -> DType | None:
  """The accumulator a reduce was asked for: dtype, or acc_dtype (tinygrad's older name for it)."""
  d, a = (to_dtype(x) if x is not None else None for x in (dtype, acc_dtype))
  if d is not None and a is not None and d != a: raise ValueError(f"dtype={d} and acc_dtype={a} disagree; pass one of them")
  return d if d is not None else a

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

def _random_on(fn: Callable[..., Tensor], **kw: Any) -> Callable[[tuple[sint, ...], Any], Tensor]:
  """`fn(*shape, device=d)`; on a device tuple it draws once on the default device and replicates (as tinygrad), so every copy is the same."""
  return lambda sh, d: fn(*sh, device=Device.DEFAULT, **kw).shard(d) if isinstance(d, tuple) else fn(*sh, device=d, **kw)

def _below(x: float, dt: DType) -> float:
  """The largest value of float dtype dt under x."""
  from tinygrad.dtype import _from_bits, _to_bits, truncate
  if (v := truncate[dt](x)) < x: return v
  b = _to_bits(v, dt)
  return _from_bits(b - 1 if v > 0 else b + 1 if v < 0 else 1 << (dt.bitsize - 1) | 1, dt)

def _in_storage(u: UOp) -> bool:
  """A realized buffer (or a reshape of one), or a realized multi-device value (one such per device)."""
  return u.is_realized or (u.op is Ops.MSTACK and all(s.is_realized for s in u.src))

# ops whose result reads the same memory (a PAD's padding reads a constant; a write there is refused); a detached tensor shares its
# storage as in torch, only the gradient stops there
_VIEW_OPS = GroupOp.Movement | {Ops.DETACH, Ops.BITCAST}  # a BITCAST only as a same-size reinterpretation: see _is_view_op

def _is_view_op(u: UOp) -> bool:
  """Whether `u` reads its source's memory as is: a movement op, a detach, or a same-size bitcast (numpy's view(dtype))."""
  return u.op in _VIEW_OPS and (u.op is not Ops.BITCAST or u.dtype.itemsize == u.src[0].dtype.itemsize)

def _storage(u: UOp) -> UOp:
  """The node under a chain of views: a BUFFER, a pending write (AFTER) on one, or a value that has no storage yet."""
  while _is_view_op(u): u = u.src[0]
  return u

def _broadcasts(u: UOp, root: UOp) -> bool:
  """Whether the view chain from `root` up to `u` holds an EXPAND that repeats elements (a dim of 1 made larger)."""
  while u is not root:
    if u.op is Ops.EXPAND and any(sym_eq(a, 1) and not sym_eq(b, 1) for a, b in zip(u.src[0].shape, u.shape)): return True
    u = u.src[0]
  return False

def _reaches_padding(u: UOp, root: UOp) -> bool:
  """Whether some element of the view chain `u` over `root` is padding rather than memory (a strided slice pads, then drops the
  padding: its elements are all memory)."""
  chain: list[UOp] = []
  while u is not root: chain, u = chain + [u], u.src[0]
  if not any(x.op is Ops.PAD for x in chain): return False
  from tinygrad.schedule.indexing import and_valid, movement_index
  idx: tuple[UOp, ...] = tuple(UOp.range(s, i) for i, s in enumerate(chain[0].shape))
  valid: UOp | None = None
  for x in chain:
    if x.op in (Ops.DETACH, Ops.BITCAST): continue
    idx, v = movement_index(x, idx)
    valid = and_valid(valid, v)
  return valid is not None and not (valid.op is Ops.CONST and valid.arg is True)

def _swap_root(u: UOp, swap: dict[UOp, UOp]) -> UOp:
  """The view chain `u` rebuilt over the first node of it (from the top) that `swap` replaces."""
  return swap[u] if u in swap else u.replace(src=(_swap_root(u.src[0], swap), *u.src[1:]))

def _is_view_of_buffer(u: UOp) -> bool:
  while u.op in GroupOp.Movement: u = u.src[0]
  if u.op is Ops.MSTACK: return all(_is_view_of_buffer(s) for s in u.src)  # a realized multi-device value: one buffer per device
  return u.op is Ops.BUFFER or (u.op is Ops.AFTER and u.src[0].op is Ops.BUFFER)

def _is_disk(dev: Any) -> bool: return isinstance(dev, str) and dev.startswith("DISK")

_DISK_VIEW_OPS = GroupOp.Movement | {Ops.BITCAST}  # what a DISK tensor can be without a computation: views of the file's bytes

def _disk_chain(u: UOp) -> tuple[UOp, list[UOp]] | None:
  """(the DISK BUFFER under `u`, the movement ops and bitcasts from it up to `u`, bottom first), or None if `u` computes something."""
  chain: list[UOp] = []
  while u.op in _DISK_VIEW_OPS: chain, u = [u, *chain], u.src[0]
  return (u, chain) if u.op is Ops.BUFFER and _is_disk(u.device) and all_int(u.shape) else None

def _disk_prefix(chain: list[UOp]) -> tuple[int, int]:
  """(byte offset, n): the first n ops of `chain` (reshapes, bitcasts, shrinks that keep whole rows) view one contiguous run of bytes."""
  off = 0
  for n, op in enumerate(chain):
    if op.op is Ops.SHRINK:
      shp, rng = tuple(int(x) for x in op.src[0].shape if isinstance(x, int)), op.arg
      if len(shp) != len(rng) or not all(all_int(r) for r in rng): return off, n
      k = next((i for i, (b, e) in enumerate(rng) if e - b != 1), len(rng))  # dims before k keep one index, dims after k must be whole
      if any((b, e) != (0, s) for (b, e), s in zip(rng[k + 1:], shp[k + 1:])): return off, n
      strides = list(itertools.accumulate(reversed(shp[1:]), lambda a, b: a * b, initial=1))[::-1]
      off += sum(b * st for (b, _), st in zip(rng, strides)) * op.dtype.itemsize
    elif op.op not in (Ops.RESHAPE, Ops.BITCAST) or not all_int(op.shape): return off, n
  return off, len(chain)

def _disk_bytes(buf: UOp, top: UOp, off: int) -> UOp:
  """A BUFFER node over the `top.shape` elements of `top.dtype` at byte `off` of the DISK buffer `buf` (reading it needs no kernel)."""
  b, n = buf.buffer, prod(top.shape)
  return UOp.from_buffer(b.view(n, top.dtype, off) if off or b.size != n or b.dtype != top.dtype else b).reshape(top.shape)

def _disk_buffer_uop(t: Tensor) -> UOp | None:
  """A plain BUFFER node over the bytes of a contiguous DISK view (a whole-row slice, reshape or bitcast of the file), else None."""
  if (c := _disk_chain(t.uop)) is None: return None
  off, n = _disk_prefix(c[1])
  return _disk_bytes(c[0], t.uop, off) if n == len(c[1]) else None

def _disk_to(u: UOp, dev: str) -> UOp:
  """The DISK view `u` read onto `dev`, lazily: the contiguous run of bytes its first views select is copied (no other part of the
  file is read) and the views after those (steps, permutes, flips, pads, bitcasts) are replayed on `dev`."""
  c = _disk_chain(u)
  assert c is not None, "_disk_to needs a view of a DISK buffer"
  (buf, chain), (off, n) = c, _disk_prefix(c[1])
  if _is_disk(dev):  # into another file: written now, as every DISK write is (a strided view is gathered on the default device first)
    src = Tensor(_disk_to(u, Device.DEFAULT)).contiguous() if n < len(chain) else Tensor(_disk_bytes(buf, u, off).base)
    return Tensor(src.reshape(-1).uop.copy_to_device(dev)).realize().uop.reshape(u.shape)
  top = chain[n - 1] if n else buf
  cur = _disk_bytes(buf, top, off).base.copy_to_device(dev).reshape(top.shape) if prod(top.shape) else \
    Tensor.empty(*top.shape, dtype=top.dtype, device=dev).uop
  for op in chain[n:]:
    if op.op is not Ops.BITCAST: cur = cur._mop(op.op, op.arg)
    else: cur = cur.bitcast(op.dtype) if op.dtype.itemsize == cur.dtype.itemsize else Tensor(cur).bitcast(op.dtype).uop  # resizing: a buffer view
  return cur

def _off_disk(u: UOp, dev: str) -> UOp:
  """`u` with every DISK view it computes on read onto `dev` (`_disk_to`): the DISK device maps files, it runs no kernels."""
  views: set[UOp] = set()
  edge: dict[UOp, None] = {}
  for x in u.toposort():
    if _disk_chain(x) is not None: views.add(x)
    elif x.op is not Ops.COPY: edge.update((s, None) for s in x.src if s in views)  # a COPY reads a DISK view itself
  if u in views: return _disk_to(u, dev)
  return u.substitute({x: _disk_to(x, dev) for x in edge})

_RAW = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}  # storage words: bitcasts and copies of any dtype are exact on these

def _disk_np(u: UOp, write: PyBool = False) -> np.ndarray | None:
  """The DISK view `u` as a numpy array of raw storage words over the mapped file: a view to write through (`write`; None when a pad
  is left that numpy cannot view; a broadcast, or a reshape or bitcast that needs a copy raise RuntimeError), or a copy of its values."""
  c = _disk_chain(u)
  assert c is not None, "_disk_np needs a view of a DISK buffer"
  buf, chain = c
  b = buf.buffer.ensure_allocated()
  a = np.frombuffer(b._buf.mv(), _RAW[buf.dtype.itemsize]) if b.nbytes else np.zeros(0, _RAW[buf.dtype.itemsize])
  i = 0
  while i < len(chain):
    if (st := _np_step(a, chain[i:i + 3])) is not None: a, i = st, i + 3
    elif write and chain[i].op is Ops.PAD: return None
    elif write and chain[i].op is Ops.EXPAND:
      raise RuntimeError("cannot write into a broadcast (expanded) view of a DISK tensor: several of its elements are one place in the file; "
                         "write into the tensor it was expanded from")
    else:
      try: a, i = _np_view_op(a, chain[i], write), i + 1
      except ValueError as e:
        raise RuntimeError(f"cannot write through this {chain[i].op.name.lower()} of a strided DISK view ({e}); write the slices one by one") \
          from None
  return a if write else np.array(a, copy=True)

def _disk_read(u: UOp) -> np.ndarray:
  """The values of the DISK view `u` as raw storage words (a copy: only the bytes it selects are read from the file)."""
  a = _disk_np(u)
  assert a is not None
  return a

def _np_step(a: np.ndarray, ops: list[UOp]) -> np.ndarray | None:
  """numpy's view `a[..., ::step, ...]` (with a size-1 dim after) for getitem's step slice: pad dim d to cnt*step, split it into
  (cnt, step), keep column 0, when no padding lands in column 0. None for any other ops."""
  if len(ops) < 3 or [o.op for o in ops] != [Ops.PAD, Ops.RESHAPE, Ops.SHRINK] or not all_int(ops[1].arg): return None
  pad, split, keep = ops
  if len(dims := [j for j, p in enumerate(pad.arg) if p != (0, 0)]) != 1 or pad.arg[dims[0]][0] != 0: return None
  d, n = dims[0], a.shape[dims[0]]
  cnt, step = split.arg[d], split.arg[d + 1] if len(split.arg) == a.ndim + 1 else 0
  if not step or split.arg != (*a.shape[:d], cnt, step, *a.shape[d + 1:]) or -(-n // step) != cnt: return None
  if keep.arg != tuple((0, 1) if j == d + 1 else (0, s) for j, s in enumerate(split.arg)): return None
  return np.expand_dims(a[(slice(None),) * d + (slice(None, None, step),)], d + 1)

def _np_view_op(a: np.ndarray, op: UOp, write: PyBool) -> np.ndarray:
  """One movement op or bitcast applied to a numpy array of storage words; `write` forbids copies (numpy raises ValueError)."""
  if op.op is Ops.RESHAPE:
    r = a.reshape(op.arg)
    if write and a.size and not np.may_share_memory(r, a): raise ValueError("the reshape needs a copy")  # numpy copied: no view
    return r
  if op.op is Ops.SHRINK: return a[tuple(slice(b, e) for b, e in op.arg)]
  if op.op is Ops.PERMUTE: return a.transpose(op.arg)
  if op.op is Ops.FLIP: return a[tuple(slice(None, None, -1) if f else slice(None) for f in op.arg)]
  if op.op is Ops.EXPAND: return np.broadcast_to(a, op.arg)
  if op.op is Ops.PAD: return np.pad(a, op.arg)  # zero words: 0 of every dtype (+0.0 for floats)
  if op.dtype.itemsize == a.itemsize or write: return a.view(_RAW[op.dtype.itemsize])
  return np.ascontiguousarray(a).view(_RAW[op.dtype.itemsize])  # a size-changing bitcast regroups the bytes of each row

def _with_requires_grad(fn: Callable[..., Tensor]) -> Callable[..., Tensor]:
  """A creation function that also takes tinygrad's requires_grad= (set on the result)."""
  @functools.wraps(fn)
  def make(*args: Any, requires_grad: PyBool | None = None, **kw: Any) -> Tensor:
    ret = fn(*args, **kw)
    if requires_grad is not None: ret.requires_grad = requires_grad
    return ret
  return make

for _name in ("empty", "full", "zeros", "ones", "arange", "linspace", "eye", "rand", "randn", "randint", "uniform", "normal", "scaled_uniform",
              "glorot_uniform", "kaiming_uniform", "kaiming_normal", "randperm", "from_blob", "from_url"):
  setattr(Tensor, _name, staticmethod(_with_requires_grad(getattr(Tensor, _name))))
for _name in ("full_like", "zeros_like", "ones_like", "empty_like", "rand_like", "randn_like"):
  setattr(Tensor, _name, _with_requires_grad(getattr(Tensor, _name)))

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
