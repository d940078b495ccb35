"""Tensor: a lazy array over a tensor-level UOp graph, with autograd, creation, random numbers and the numpy-like API.

Nothing runs until something realizes a tensor (`realize`, `numpy`, `item`, `tolist`, `data`, an optimizer step). Every live
Tensor is in a weak registry, so when realize replaces part of the graph by buffers every tensor built on it sees them.
"""
from __future__ import annotations
import contextlib, functools, hashlib, inspect, itertools, math, pathlib, string, time, weakref
from typing import Any, Literal, TypeAlias
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
import numpy as np
from tinygrad.device import Buffer, Device, is_dtype_supported
from tinygrad.dtype import DType, DTypeLike, Invalid, InvalidType, _from_np_dtype, _to_np_dtype, bf16_to_f32_np, dtypes, f32_to_bf16_np, \
  float_to_fp8_np, fp8_to_float_np, least_upper_dtype, strong_dtype, sum_acc_dtype, to_dtype
from tinygrad.gradient import fresh_write
from tinygrad.helpers import CHECK_OOB, TRAINING, UNSAFE_ALLOW_JIT_BUFFER, all_int, argfix, ceildiv, flatten, make_tuple, prod
from tinygrad.mixin import MovementMixin
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.mathtraits import MathTrait
from tinygrad.uop.ops import SymbolicError, UOp, resolve, sint, smax, ssimplify
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
  if dtype == dtypes.bfloat16: return f32_to_bf16_np(arr.astype(np.float32)).tobytes()
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

class _TensorMeta(type):
  """`Tensor.training` reads and sets the TRAINING switch (as tinygrad's class attribute does)."""
  @property
  def training(cls) -> PyBool: return bool(TRAINING.value)
  @training.setter
  def training(cls, v: PyBool) -> None: TRAINING.value = int(v)

class Tensor(MovementMixin, MathTrait, metaclass=_TensorMeta):
  """A lazy n-d array. Three slots matter: `uop` (the graph), `grad`, and `is_param` (an optimizer parameter)."""
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
    """False: backward() never fills .grad; None and True: it does (True also for a tensor without a device)."""
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
  def shape(self) -> tuple[sint, ...]: return self.uop.shape
  @property
  def dtype(self) -> DType: return self.uop.dtype
  @property
  def device(self) -> str | tuple[str, ...] | None: return self.uop.device
  def _mop(self, op: Ops, arg: Any) -> Tensor:
    t = Tensor(self.uop._mop(op, arg))
    t._view = True
    _views.add(t)
    return t
  @property
  def max_shape(self) -> tuple[PyInt, ...]: return tuple(s if isinstance(s, int) else int(s.vmax) for s in self.shape)
  def max_numel(self) -> PyInt: return prod(self.max_shape)
  def size(self, dim: PyInt | None = None) -> Any: return self.shape if dim is None else self.shape[self._axis(dim)]
  def element_size(self) -> PyInt:
    if dtypes.is_weak(self.dtype): raise RuntimeError(f"{self.dtype} has no storage size; cast to a concrete dtype")
    return self.dtype.itemsize
  def nbytes(self) -> PyInt: return self.numel() * self.element_size()
  def is_floating_point(self) -> PyBool: return dtypes.is_float(self.dtype)
  def is_param_(self, b: PyBool = True) -> Tensor:
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
    """Realize every tensor in one schedule (a shared subexpression runs once); every live tensor on a node that got a buffer
    (the roots, contiguous values, assigns that ran, copies) is patched to read it, so nothing runs twice. Live values that read a
    buffer state one of the writes replaces are realized with them, before the write, so they keep the old data (numpy order). A
    computation on DISK data runs on the default device (the DISK device only maps files), so the tensor is on that device afterwards."""
    for t in lst:
      if _is_disk(t.device) and _disk_chain(t.uop) is None: t.uop = _off_disk(t.uop, Device.DEFAULT)
    todo = {t.uop: None for t in lst if t._needs_realize()}
    if not todo: return
    todo.update(dict.fromkeys(_stale_readers(list(todo))))
    from tinygrad.engine.realize import realize_map
    _apply_map(realize_map(*todo, do_update_stats=do_update_stats))
  def realize(self, *lst: Tensor, do_update_stats: PyBool = True) -> Tensor:
    """Run what this tensor (and `lst`) need. A deviceless value (arange, eye, full) gets a buffer on the default device, as in
    tinygrad; weak-typed constants and realized tensors are skipped."""
    for t in (self, *lst):
      if t.device is None and not dtypes.is_weak(t.dtype) and all_int(t.shape): t.uop = t.clone().uop
    Tensor.realize_all(self, *lst, do_update_stats=do_update_stats)
    return self
  def schedule_linear(self, *lst: Tensor) -> Any:
    from tinygrad.engine.realize import schedule_linear
    return schedule_linear(*[t.uop for t in (self, *lst)])
  def linear_with_vars(self, *lst: Tensor) -> Any:
    for t in (self, *lst):
      if t.device is not None and dtypes.is_weak(t.dtype): raise RuntimeError(f"a weak {t.dtype} tensor has no storage to schedule; cast it")
    from tinygrad.engine.realize import linear_with_vars
    return linear_with_vars(*[t.uop for t in (self, *lst)])
  def custom_kernel(self, *others: Tensor, fxn: Callable[..., UOp], grad_fxn: Callable[..., Any] | None = None) -> list[Tensor]:
    """Run a hand-built kernel on these tensors (self first): `fxn` gets one placeholder per input (slot i, its dtype and max shape,
    indexed `buf[i, j]`) and returns the kernel SINK. Returns every input after the kernel ran (outputs usually come first, made
    with Tensor.empty). Lazy: the kernel runs when a result is realized."""
    from tinygrad.uop.call import custom_call
    ins = (self, *others)
    call = custom_call([t.uop for t in ins], fxn, grad_fxn)
    return [Tensor(t.uop.after(call)) for t in ins]
  def as_param(self, slot: PyInt) -> Tensor:
    """A placeholder for argument `slot` with this tensor's shape, dtype and device: build a function body on it, then Tensor.call."""
    if not all_int(self.shape): raise ValueError(f"as_param needs a concrete shape, got {self.shape}; shrink symbolic dims first")
    return Tensor(UOp.param(slot, self.dtype, tuple(int(s) for s in self.shape), self.device))
  def call(self, *others: Tensor, fxn: Tensor | UOp, grad_fxn: Callable[..., Any] | None = None) -> Tensor:
    """Call a prebuilt body on these tensors (self is slot 0): a value body (made of as_param(slot) params) gives its output; a
    kernel SINK over placeholders gives input 0 after the kernel. grad_fxn as in custom_kernel."""
    body, args = fxn.uop if isinstance(fxn, Tensor) else fxn, tuple(t.uop for t in (self, *others))
    if body.op in (Ops.SINK, Ops.PROGRAM): return Tensor(args[0].after(body.call(*args, grad_fxn=grad_fxn)))
    return Tensor(body.call_with_output(*args, grad_fxn=grad_fxn))
  def callify(self, *lst: Tensor) -> Tensor:
    """Turn what realizes these tensors into one CALL (of the LINEAR of their kernels) and point every live tensor at its result;
    nothing runs until one of them is realized, and then the whole call runs once."""
    todo = {t.uop: None for t in (self, *lst) if t._needs_realize()}
    if todo:
      from tinygrad.engine.realize import callify_map
      _apply_map(callify_map(*todo))
    return self
  def replace(self, x: Tensor) -> Tensor:
    """Make this tensor read `x`'s graph (same shape, else ValueError); returns self."""
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
    """A numpy copy (bf16 and fp8 come back as float32; weak dtypes as their defaults)."""
    return self._np().copy()
  def data(self) -> memoryview:
    arr = self._np()
    return memoryview(np.ascontiguousarray(arr).reshape(arr.shape) if arr.size else arr.reshape(-1))  # type: ignore[arg-type]
  def item(self) -> Any:
    if self.numel() != 1: raise ValueError(f"item() needs exactly one element, this tensor has shape {self.shape}")
    return self._np().reshape(()).item()
  def tolist(self) -> Any: return self._np().tolist()

  # ---- placement and materialisation ----
  def contiguous(self, **kw: Any) -> Tensor:
    if self.device is None or dtypes.is_weak(self.dtype) or self.uop.op is Ops.BUFFER: return self
    return Tensor(self.uop.contiguous())
  def contiguous_backward(self) -> Tensor: return Tensor(self.uop.contiguous_backward())
  def detach(self) -> Tensor:
    """This tensor with no gradient flowing back through it. It shares the storage, as in torch: a write into either is seen by both."""
    ret = Tensor(self.uop.detach())
    ret._view = True  # a write into the base reaches it (see _write)
    _views.add(ret)
    return ret
  def clone(self, device: str | tuple | None = None) -> Tensor:
    """A fresh buffer holding this tensor's value (on `device` if given); the grad is cloned too. A DISK tensor's clone is on the
    default device: a fresh buffer on DISK would be the start of its file, not new memory."""
    dev = _canon(device) if device is not None else (self.device if self.device is not None and not _is_disk(self.device) else Device.DEFAULT)
    src = self.cast(_strong(self)) if dtypes.is_weak(self.dtype) else self
    if src.device is not None and src.device != dev: src = src.to(dev) if _is_disk(src.device) else Tensor(src.uop.copy_to_device(dev))
    ret = src.empty_like() if isinstance(src.device, tuple) else Tensor.empty(*self.shape, device=dev, dtype=src.dtype)  # keeps a sharding
    ret.uop = fresh_write(ret.uop.assign(src.uop))
    if self.grad is not None: ret.grad = self.grad.clone(device)
    return ret
  def to(self, device: str | tuple | None) -> Tensor:
    """This tensor on `device` (a copy; grad moves too): a tuple replicates, one device gathers a multi-device tensor there.
    No-op on the same device or a deviceless tensor."""
    if self.device is None or (dev := _canon(device)) == self.device: return self
    if isinstance(dev, tuple): ret = self.shard(dev)
    elif _is_disk(self.device): ret = Tensor(_disk_to(self.uop, dev) if _disk_chain(self.uop) is not None else _off_disk(self.uop, dev))
    else: ret = Tensor(self.uop.copy_to_device(dev))
    if self.grad is not None: ret.grad = self.grad.to(dev)
    return ret
  def to_(self, device: str | tuple | None) -> Tensor:
    t = self.to(device)
    self.uop, self.grad = t.uop, t.grad
    return self
  def shard(self, devices: tuple[str, ...] | list[str], axis: PyInt | None = None) -> Tensor:
    """This tensor on every one of `devices`: replicated (axis None) or split in equal slices along `axis`; a multi-device tensor is
    resharded (a copy of each piece from the device that holds it)."""
    if self.device is None: return self
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
  def shard_(self, devices: tuple[str, ...] | list[str], axis: PyInt | None = None) -> Tensor:
    self.uop = self.shard(devices, axis).uop
    return self
  def shard_like(self, y: Tensor) -> Tensor:
    """This tensor placed like `y`: on its device, or sharded on y's devices along y's axis."""
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
    """Write `x` (broadcast to this shape, same dtype and device) into this tensor's storage, lazily; returns self. A view
    (slice, step, flip, permute, reshape) writes the storage it shares, so the base and every other view read the new values, as in
    numpy; a view of an unrealized tensor realizes that tensor first. Raises RuntimeError for a dtype or device mismatch, for a
    broadcast (expanded) view, whose elements share memory, and for a padded view whose padding the write would cover."""
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
  def empty(*shape: Any, device: Any = None, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """An uninitialised tensor of `shape`; a non-int entry raises TypeError, a negative one ValueError."""
    dt, sh = to_dtype(dtype) if dtype is not None else dtypes.default_float, check_dims(argfix(*shape), "empty shape")
    if dtypes.is_weak(dt): raise RuntimeError(f"empty needs storage: weak dtype {dt} is not allowed")
    dev = _canon(device)
    max_sh = tuple(s if isinstance(s, int) else int(s.vmax) for s in sh)
    u = UOp.new_buffer(dev, prod(max_sh), dt).reshape(max_sh)
    return Tensor(u).shrink(tuple((0, s) for s in sh)) if max_sh != sh else Tensor(u)
  @staticmethod
  def invalids(*shape: Any, device: Any = None, dtype: DTypeLike | None = None) -> Tensor:
    return Tensor.empty(*shape, device=device, dtype=dtype or dtypes.bool)
  @staticmethod
  def const(b: Any, dtype: DTypeLike | None = None) -> Tensor:
    return Tensor(UOp.const(b, to_dtype(dtype) if dtype is not None else None))
  def const_like(self, b: Any, dtype: DTypeLike | None = None) -> Tensor:
    return Tensor.full(self.shape, b, dtype=dtype or self.dtype, buffer=False)
  def ufix(self, x: Any) -> Tensor: return x if isinstance(x, Tensor) else Tensor.const(x)
  @staticmethod
  def full(shape: Any, fill_value: Any, dtype: DTypeLike | None = None, device: Any = None, buffer: PyBool = True, **kw: Any) -> Tensor:
    """A tensor of `shape` filled with `fill_value` (a number, a 0-d Tensor or a bound Variable); `buffer=False` gives a deviceless
    broadcast constant."""
    if isinstance(fill_value, UOp): fill_value = Tensor(fill_value)  # a bound Variable fills with its value, read when it runs
    sh = check_dims(argfix(shape) if isinstance(shape, (tuple, list)) else (shape,), "full shape")
    dt = to_dtype(dtype) if dtype is not None else (fill_value.dtype if isinstance(fill_value, Tensor) else dtypes.from_py(fill_value))
    if buffer: dt = _strong(fill_value if isinstance(fill_value, Tensor) else Tensor.const(fill_value, dt)) if dtypes.is_weak(dt) else dt
    c = fill_value.cast(dt) if isinstance(fill_value, Tensor) else Tensor.const(_fits(fill_value, dt) if buffer else fill_value, dt)
    ret = c.reshape((1,) * len(sh)).expand(sh)
    return ret.clone(device) if buffer else ret
  @staticmethod
  def zeros(*shape: Any, **kw: Any) -> Tensor: return Tensor.full(argfix(*shape), 0.0, **{"dtype": dtypes.default_float, **kw})
  @staticmethod
  def ones(*shape: Any, **kw: Any) -> Tensor: return Tensor.full(argfix(*shape), 1.0, **{"dtype": dtypes.default_float, **kw})
  def full_like(self, fill_value: Any, dtype: DTypeLike | None = None, device: Any = None, buffer: PyBool = True) -> Tensor:
    dt = dtype or strong_dtype(self.dtype)
    if buffer and (m := self._like_multi(device, lambda sh, d: Tensor.full(sh, fill_value, dtype=dt, device=d), "full_like")) is not None: return m
    return Tensor.full(self.shape, fill_value, dtype=dtype or strong_dtype(self.dtype), device=device if device is not None else self.device,
                       buffer=buffer)
  def zeros_like(self, **kw: Any) -> Tensor: return self.full_like(0, **kw)
  def ones_like(self, **kw: Any) -> Tensor: return self.full_like(1, **kw)
  def empty_like(self, dtype: DTypeLike | None = None, device: Any = None) -> Tensor:
    if (m := self._like_multi(device, lambda sh, d: Tensor.empty(*sh, device=d, dtype=dtype or strong_dtype(self.dtype)), "empty_like")) is not None:
      return m
    return Tensor.empty(*self.shape, device=device if device is not None else self.device, dtype=dtype or strong_dtype(self.dtype))
  @staticmethod
  def from_blob(ptr: PyInt, shape: tuple[PyInt, ...], **kw: Any) -> Tensor:
    dt, dev = to_dtype(kw.get("dtype", dtypes.default_float)), _canon(kw.get("device"))
    if not isinstance(dev, str): raise RuntimeError(f"from_blob takes one device, got {dev}")
    buf = Buffer(dev, prod(shape), dt)
    buf.allocate(external_ptr=ptr)
    return Tensor(UOp.from_buffer(buf).reshape(shape))
  @staticmethod
  def from_url(url: str, gunzip: PyBool = False, **kw: Any) -> Tensor:
    """The downloaded (cached) file as a DISK tensor: `Tensor(fetch(url, gunzip=gunzip))`."""
    from tinygrad.helpers import fetch
    return Tensor(fetch(url, gunzip=gunzip), **kw)
  @staticmethod
  def arange(start: Any, stop: Any = None, step: Any = 1, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """Half-open range [start, stop) by step; deviceless. int args give default_int (int64 when needed), float args default_float."""
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
    """`steps` evenly spaced values from start to stop inclusive; steps must be an int (TypeError) >= 0 (ValueError)."""
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
    """The n x m (n x n) identity; non-int sizes raise TypeError, negative ones ValueError."""
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
  def triu(self, diagonal: PyInt = 0) -> Tensor: return self._tri(diagonal, True)
  def tril(self, diagonal: PyInt = 0) -> Tensor: return self._tri(diagonal, False)

  # ---- training mode ----
  class train(contextlib.ContextDecorator):
    """`with Tensor.train():` or `@Tensor.train()`: TRAINING on (dropout active, optimizer steps allowed), restored on exit."""
    def __init__(self, mode: PyBool = True): self.mode = mode
    def __enter__(self) -> None: self.prev, TRAINING.value = TRAINING.value, int(self.mode)
    def __exit__(self, *_: Any) -> None: TRAINING.value = self.prev
  class test(train):
    """`with Tensor.test():` or `@Tensor.test()`: TRAINING off, restored on exit."""
    def __init__(self, mode: PyBool = False): super().__init__(mode)
  def requires_grad_(self, requires_grad: PyBool = True) -> Tensor:
    self.requires_grad = requires_grad
    return self

  # ---- random (Threefry-2x32) ----
  _seed: PyInt = int(time.time())
  _device_counters: dict[str, PyInt] = {}
  @staticmethod
  def manual_seed(seed: PyInt = 0) -> None:
    Tensor._seed, Tensor._device_counters = seed, {}
  @staticmethod
  def _next_counter(device: str, n: PyInt) -> PyInt:
    c = Tensor._device_counters.get(device, 0)
    Tensor._device_counters[device] = c + n
    return c
  @staticmethod
  def random_bits(key: PyInt, counter: PyInt, num: PyInt) -> Tensor:
    """`num` random uint32 words from key and counter (deviceless)."""
    n64 = ceildiv(num, 2)
    ctr = Tensor.arange(n64, dtype=dtypes.uint64) + Tensor.const(counter, dtypes.uint64)
    bits = ctr.threefry(Tensor.const(key, dtypes.uint64))
    lo, hi = (bits & 0xFFFFFFFF).cast(dtypes.uint32), (bits >> 32).cast(dtypes.uint32)
    return lo.cat(hi)[:num] if num else lo
  @staticmethod
  def _key(device: str) -> PyInt:
    h = hashlib.sha256(f"{device}:{Tensor._seed}".encode()).digest()
    return int.from_bytes(h[:8], "little")
  @staticmethod
  def _rng_words(device: str, num: PyInt) -> np.ndarray:
    """[key, counter] for the next `num` random words on device (advances the counter)."""
    return np.array([Tensor._key(device), Tensor._next_counter(device, num)], dtype=np.uint64)
  @staticmethod
  def _rng_state(device: str, num: PyInt) -> Tensor:
    """The key and counter of one draw in a small buffer the kernels read, so a TinyJit replay draws new numbers by refilling it."""
    from tinygrad.engine.realize import capturing
    st = Tensor(Tensor._rng_words(device, num), device=device)
    if capturing: capturing[-1].rng.append((st.uop.base, device, num))
    return st
  @staticmethod
  def _rand_bits(sh: tuple[sint, ...], device: Any) -> Tensor:
    """prod(sh) uint32 random words (threefry of the device's key and counter), shape sh."""
    if not all_int(sh) or any(s < 0 for s in sh): raise ValueError(f"random draws need a non-negative int shape, got {sh}")
    if isinstance(device, (tuple, list)): raise ValueError("random draws take one device; use rand_like on a sharded tensor")
    dev = _canon(device)
    assert isinstance(dev, str)
    num = prod(sh)
    st = Tensor._rng_state(dev, num)
    words = (Tensor.arange(ceildiv(num, 2), dtype=dtypes.uint64) + st[1]).threefry(st[0])
    lo, hi = (words & 0xFFFFFFFF).cast(dtypes.uint32), (words >> 32).cast(dtypes.uint32)
    return (lo.cat(hi)[:num] if num else lo).reshape(sh)
  @staticmethod
  def rand(*shape: Any, device: Any = None, dtype: DTypeLike | None = None, contiguous: PyBool = True, **kw: Any) -> Tensor:
    """Uniform in [0, 1): 23 random mantissa bits under 1.0, minus 1, in float32; narrower floats round that value down (to
    nearest made 1.0 from 1 - 2**-24 in float16 and bfloat16). Raises ValueError for a non-float dtype or a bad shape."""
    dt, sh = to_dtype(dtype) if dtype is not None else dtypes.default_float, check_dims(argfix(*shape), "rand shape")
    if not dtypes.is_float(dt) or dtypes.is_weak(dt): raise ValueError(f"rand needs a concrete float dtype, got {dt}")
    bits = Tensor._rand_bits(sh, device)
    f = ((bits >> 9) | 0x3F800000).bitcast(dtypes.float32) - 1.0
    return (_cast_below(f, dt, 1.0) if dt.itemsize < 4 else f.cast(dt)).clone(bits.device)
  def rand_like(self, **kw: Any) -> Tensor:
    dev, kw = kw.pop("device", None), {"dtype": self.dtype if dtypes.is_float(self.dtype) else None, **kw}
    if (m := self._like_multi(dev, _random_on(Tensor.rand, **kw), "rand_like")) is not None: return m
    return Tensor.rand(*self.shape, device=dev if dev is not None else self.device, **kw)
  @staticmethod
  def randn(*shape: Any, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """Standard normal by Box-Muller from two float32 uniforms."""
    sh = check_dims(argfix(*shape), "randn shape")
    u = Tensor.rand(2, *sh, dtype=dtypes.float32, **kw)
    r = ((1 - u[0]).log() * -2).sqrt()
    return (r * (u[1] * (2 * math.pi)).cos()).cast(to_dtype(dtype) if dtype is not None else dtypes.default_float).contiguous()
  def randn_like(self, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    dev = kw.pop("device", None)
    if (m := self._like_multi(dev, _random_on(Tensor.randn, dtype=dtype or self.dtype, **kw), "randn_like")) is not None: return m
    return Tensor.randn(*self.shape, dtype=dtype or self.dtype, device=dev if dev is not None else self.device, **kw)
  @staticmethod
  def randint(*shape: Any, low: PyInt = 0, high: PyInt = 10, dtype: DTypeLike = dtypes.int32, device: Any = None, **kw: Any) -> Tensor:
    """Uniform ints in [low, high), every one reachable: low + (w * (high - low) >> 32) of a 32-bit random word w (a float32
    uniform reached only every other int past 2**23), or of a 64-bit word (two draws) past 2**32 values.
    Raises TypeError for non-int bounds or dtype, ValueError for low >= high or bounds outside the dtype."""
    if not isinstance(low, int) or not isinstance(high, int): raise TypeError(f"randint bounds must be ints, got {low!r}, {high!r}")
    if not dtypes.is_int(dt := to_dtype(dtype)): raise TypeError(f"randint needs an int dtype, got {dt}")
    if low >= high: raise ValueError(f"randint needs low < high, got {low} >= {high}")
    if low < dt.min or high - 1 > dt.max: raise ValueError(f"randint range [{low}, {high}) does not fit {dt}")
    sh, n = argfix(*shape), high - low
    if n <= 2**32: off = (Tensor._rand_bits(sh, device).cast(dtypes.uint64) * n) >> 32
    else:  # a 64-bit word modulo n: bias under n / 2**64
      w = Tensor._rand_bits((2, *sh), device).cast(dtypes.uint64)
      off = ((w[0] << 32) | w[1]) % n
    return (off.cast(dtypes.int64) + low if low < 0 else off + low).cast(dt).contiguous()
  @staticmethod
  def uniform(*shape: Any, low: PyFloat = 0.0, high: PyFloat = 1.0, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """Uniform in [low, high): rand * (high - low) + low in float32 (float64 for a float64 dtype), rounded down to a narrower
    float dtype; a value that rounds up to high takes the dtype's next value below it. Raises ValueError for low >= high."""
    if low >= high: raise ValueError(f"uniform needs low < high, got {low} >= {high}")
    dt = to_dtype(dtype) if dtype is not None else dtypes.default_float
    ct = dtypes.float64 if dt == dtypes.float64 else dtypes.float32
    r = Tensor.rand(*shape, dtype=ct, **kw) * (high - low) + low
    return (_cast_below(r, dt, high) if dtypes.is_float(dt) else r.cast(dt)).contiguous()
  @staticmethod
  def normal(*shape: Any, mean: PyFloat = 0.0, std: PyFloat = 1.0, **kw: Any) -> Tensor:
    if std < 0: raise ValueError(f"normal needs std >= 0, got {std}")
    return (Tensor.randn(*shape, **kw) * std + mean).contiguous()
  @staticmethod
  def scaled_uniform(*shape: Any, **kw: Any) -> Tensor:
    return Tensor.uniform(*shape, low=-1.0, high=1.0, **kw).mul(prod(argfix(*shape)) ** -0.5).contiguous()
  @staticmethod
  def glorot_uniform(*shape: Any, **kw: Any) -> Tensor:
    sh = argfix(*shape)
    bound = math.sqrt(6 / (sh[0] + prod(sh[1:])))
    return Tensor.uniform(*sh, low=-bound, high=bound, **kw)
  @staticmethod
  def kaiming_uniform(*shape: Any, a: PyFloat = 0.01, **kw: Any) -> Tensor:
    sh = argfix(*shape)
    bound = math.sqrt(6 / (1 + a * a) / prod(sh[1:]))
    return Tensor.uniform(*sh, low=-bound, high=bound, **kw)
  @staticmethod
  def kaiming_normal(*shape: Any, a: PyFloat = 0.01, **kw: Any) -> Tensor:
    sh = argfix(*shape)
    return Tensor.normal(*sh, mean=0.0, std=math.sqrt(2 / (1 + a * a) / prod(sh[1:])), **kw)
  @staticmethod
  def randperm(n: PyInt, device: Any = None, dtype: DTypeLike = dtypes.int32, **kw: Any) -> Tensor:
    return Tensor.rand(n, device=device, **kw).argsort().cast(to_dtype(dtype))
  def multinomial(self, num_samples: PyInt = 1, replacement: PyBool = False) -> Tensor:
    """int32 category indices drawn from the rows of these weights; num_samples must be an int (TypeError) >= 1 (ValueError)."""
    if not 1 <= self.ndim <= 2: raise ValueError(f"multinomial needs 1-D or 2-D weights, got shape {self.shape}")
    if (num_samples := as_int(num_samples, "multinomial num_samples")) <= 0:
      raise ValueError(f"multinomial needs num_samples >= 1, got {num_samples}")
    w = self.unsqueeze(0) if self.ndim == 1 else self
    w._check_probs()
    if replacement:
      cdf = (cw := w.float().cumsum(1)) / cw[:, -1:]
      u = Tensor.rand(w.shape[0], num_samples, 1, device=self.device)
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
    """Identity unless TRAINING is set; then zero with probability p and scale the rest by 1/(1-p)."""
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
    """One elementwise op: operands are broadcast and promoted (WHERE promotes its two values; shifts keep self's dtype)."""
    srcs = (self, *(self.ufix(s) for s in src))
    if op is Ops.WHERE:
      c, x, y = srcs
      devs = {t.device for t in srcs if t.device is not None}
      if len(devs) > 1: raise RuntimeError(f"operands are on different devices {sorted(map(str, devs))}; move them with .to() or .shard()")
      shape, dt = broadcast_shape(c.shape, x.shape, y.shape), least_upper_dtype(x.dtype, y.dtype)
      c, x, y = c.cast(dtypes.bool)._broadcast_to(shape), x.cast(dt)._broadcast_to(shape), y.cast(dt)._broadcast_to(shape)
      return Tensor(c.uop.alu(op, x.uop, y.uop))
    if op in (Ops.SHL, Ops.SHR):
      a, b = srcs[0]._broadcasted(srcs[1], dtype=srcs[0].dtype)
      return Tensor(a.uop.alu(op, b.uop))
    if op is Ops.THREEFRY:
      a, b = srcs[0]._broadcasted(srcs[1], dtype=dtypes.uint64)
      return Tensor(a.uop.alu(op, b.uop))
    dt = least_upper_dtype(*(t.dtype for t in srcs))
    # a comparison ends weak semantics (its result is bool), so its operands are committed to concrete dtypes
    bs = srcs[0]._broadcasted(*srcs[1:], dtype=strong_dtype(dt) if op in GroupOp.Comparison else dt)
    return Tensor(bs[0].uop.alu(op, *[b.uop for b in bs[1:]]))
  def cast(self, dtype: DTypeLike) -> Tensor:
    dt = to_dtype(dtype)
    if self.dtype == dt: return self
    return Tensor(_commit_weak(self.uop, dt, {}) if dtypes.is_weak(self.dtype) and not dtypes.is_weak(dt) else self.uop.cast(dt))
  def bitcast(self, dtype: DTypeLike) -> Tensor:
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
  def float(self) -> Tensor: return self.cast(dtypes.float32)
  def half(self) -> Tensor: return self.cast(dtypes.float16)
  def bfloat16(self) -> Tensor: return self.cast(dtypes.bfloat16)
  def double(self) -> Tensor: return self.cast(dtypes.float64)
  def int(self) -> Tensor: return self.cast(dtypes.int32)
  def long(self) -> Tensor: return self.cast(dtypes.int64)
  def short(self) -> Tensor: return self.cast(dtypes.int16)
  def bool(self) -> Tensor: return self.cast(dtypes.bool)
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
  def usum(*ts: Tensor) -> Tensor: return functools.reduce(lambda a, b: a | b if dtypes.is_bool(a.dtype) else a + b, ts)
  @staticmethod
  def uprod(*ts: Tensor) -> Tensor: return functools.reduce(lambda a, b: a & b if dtypes.is_bool(a.dtype) else a * b, ts)

  # ---- arithmetic ----
  def neg(self) -> Tensor:
    """-self; unsigned ints wrap (-1 is the dtype's max, as numpy's negative)."""
    return self.logical_not() if dtypes.is_bool(self.dtype) else self * (self.dtype.max if dtypes.is_unsigned(self.dtype) else -1)
  def sub(self, x: Any, reverse: PyBool = False) -> Tensor:
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if dtypes.is_bool(a.dtype) and dtypes.is_bool(b.dtype): raise RuntimeError("subtracting bool tensors is not supported; use ^ or logical_not")
    a, b = a._broadcasted(b)  # negate in the promoted dtype: -b in uint8 (or bool, or int8 of -128) wrapped before int8 - uint8 promoted
    return a + (-b)
  def div(self, x: Any, reverse: PyBool = False, rounding_mode: Literal["trunc", "floor"] | None = None) -> Tensor:
    """self / x (x / self with reverse). rounding_mode None is true division, ints promoted to float: correctly rounded (IEEE,
    bit for bit numpy's, subnormal divisors included; tested on CPU C and LLVM and PYTHON), and by construction on PTX (div.rn),
    AMD LLVM (fdiv without !fpmath), CUDA C (nvrtc's default -prec-div=true) and HIP (clang's default correctly rounded divide);
    half and bfloat16 divide in float32 and round once, which is exact. OpenCL allows 2.5 ulp in float32 (no
    -cl-fp32-correctly-rounded-divide-sqrt), Metal and WGSL divide as their compilers do. softmax multiplies by one reciprocal
    per row, as torch. "trunc"/"floor" round the quotient (torch's div); ints stay ints. Raises ValueError for another
    rounding_mode."""
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
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    return a.alu(Ops.FLOORDIV, b) if dtypes.is_int(least_upper_dtype(a.dtype, b.dtype)) else a.div(b, rounding_mode="floor")
  def mod(self, x: Any, reverse: PyBool = False) -> Tensor:
    """Python's and numpy's remainder: the sign of the divisor (the float remainder is exact, as numpy's)."""
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if dtypes.is_int(least_upper_dtype(a.dtype, b.dtype)): return a.alu(Ops.FLOORMOD, b)
    if not dtypes.is_float(least_upper_dtype(a.dtype, b.dtype)): a, b = a._float(), b._float()
    a, b = a._broadcasted(b)
    if a.dtype in _CAST_BACK: return a.float().mod(b.float()).cast(a.dtype)
    m = _fmod(a, b)
    return m.eq(0).where(Tensor.zeros_like(m).copysign(b), ((b < 0).ne(m < 0)).where(m + b, m))
  def fmod(self, x: Any) -> Tensor:
    """C's fmod: the sign of the dividend, computed exactly (as C and numpy) for float16, bfloat16 and float32."""
    a, b = self, self.ufix(x)
    if dtypes.is_int(least_upper_dtype(a.dtype, b.dtype)): return a.alu(Ops.CMOD, b)
    if not dtypes.is_float(least_upper_dtype(a.dtype, b.dtype)): a, b = a._float(), b._float()
    return _fmod(*a._broadcasted(b))
  def reciprocal(self) -> Tensor: return Tensor(self._float().uop.alu(Ops.RECIPROCAL))
  def pow(self, x: Any, reverse: PyBool = False) -> Tensor:
    """self ** x (x ** self with reverse), IEEE pow's special values. An int exponent constant up to 8 multiplies; ints stay ints;
    float16, bfloat16 and fp8 compute in float32 and round once, as numpy.
    Raises RuntimeError for an int base to a negative int constant power."""
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
  def ones_like_const(self) -> Tensor: return Tensor.full(self.shape, 1, dtype=self.dtype, buffer=False)
  def maximum(self, x: Any) -> Tensor:
    a, b = self._broadcasted(self.ufix(x))
    if dtypes.is_bool(a.dtype): return a | b
    return Tensor(a.uop.alu(Ops.MAX, b.uop))  # a float MAX keeps a NaN from either side (the codegen lowers it so)
  def minimum(self, x: Any) -> Tensor:
    a, b = self._broadcasted(self.ufix(x))
    if dtypes.is_bool(a.dtype): return a & b
    if dtypes.is_int(a.dtype): return ~((~a).maximum(~b))
    return -((-a).maximum(-b))
  def copysign(self, other: Any) -> Tensor:
    o = self.ufix(other)
    x, o = self._float()._broadcasted(o._float())
    neg = (o < 0) | (o.eq(0) & (1 / o < 0))
    return neg.where(-x.abs(), x.abs())
  def logaddexp(self, other: Any) -> Tensor:
    """log(exp(self) + exp(other)) without overflow, as numpy's logaddexp: equal arguments (+-inf too) give self + log(2),
    an inf wins over a finite value, NaN propagates. Ints are promoted to float; half-width floats compute in float32."""
    a, b = self._float()._broadcasted(self.ufix(other)._float())
    if a.dtype in _CAST_BACK: return a.float().logaddexp(b.float()).cast(a.dtype)
    d = a.eq(b).where(0, a - b)  # inf - inf is NaN: equal arguments take the a == b branch, log(2)
    return a.maximum(b) + _log1p((-d.abs()).exp())
  def where(self, x: Any, y: Any) -> Tensor: return self.alu(Ops.WHERE, self.ufix(x), self.ufix(y))
  def masked_fill(self, mask: Tensor, value: Any) -> Tensor: return mask.where(value, self)
  def lerp(self, end: Any, weight: Any) -> Tensor:
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
  def bitwise_and(self, x: Any, reverse: PyBool = False) -> Tensor: return self._bitop(Ops.AND, x, reverse, "bitwise_and")
  def bitwise_or(self, x: Any, reverse: PyBool = False) -> Tensor: return self._bitop(Ops.OR, x, reverse, "bitwise_or")
  def bitwise_xor(self, x: Any, reverse: PyBool = False) -> Tensor: return self._bitop(Ops.XOR, x, reverse, "bitwise_xor")
  def lshift(self, x: Any, reverse: PyBool = False) -> Tensor:
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if not dtypes.is_int(a.dtype) or not dtypes.is_int(b.dtype): raise RuntimeError(f"<< needs int tensors, got {a.dtype} and {b.dtype}")
    return a.alu(Ops.SHL, b)
  def rshift(self, x: Any, reverse: PyBool = False) -> Tensor:
    a, b = (self.ufix(x), self) if reverse else (self, self.ufix(x))
    if not dtypes.is_int(a.dtype) or not dtypes.is_int(b.dtype): raise RuntimeError(f">> needs int tensors, got {a.dtype} and {b.dtype}")
    return a.alu(Ops.SHR, b)
  def bitwise_not(self) -> Tensor:
    if dtypes.is_bool(self.dtype): return self.logical_not()
    if not dtypes.is_int(self.dtype): raise RuntimeError(f"~ needs an int or bool tensor, got {self.dtype}")
    return self ^ -1 if not dtypes.is_unsigned(self.dtype) else self ^ self.dtype.max
  def __invert__(self) -> Tensor: return self.bitwise_not()
  def logical_not(self) -> Tensor: return self.alu(Ops.CMPNE, Tensor.const(True)) if dtypes.is_bool(self.dtype) else self.eq(0)
  def ne(self, x: Any) -> Tensor: return self.alu(Ops.CMPNE, self.ufix(x))
  def eq(self, x: Any) -> Tensor: return self.ne(x).logical_not()
  def lt(self, x: Any) -> Tensor: return self.alu(Ops.CMPLT, self.ufix(x))
  def gt(self, x: Any) -> Tensor: return self.ufix(x).alu(Ops.CMPLT, self)
  # not (x > y) would be True for a NaN on either side; numpy and torch say False
  def le(self, x: Any) -> Tensor: return self.lt(x) | self.eq(x) if self._float_with(x) else super().le(x)
  def ge(self, x: Any) -> Tensor: return self.gt(x) | self.eq(x) if self._float_with(x) else super().ge(x)
  def _float_with(self, x: Any) -> PyBool: return dtypes.is_float(least_upper_dtype(self.dtype, self.ufix(x).dtype))
  def __eq__(self, x: Any) -> Tensor: return self.eq(x)  # type: ignore[override]
  def __ne__(self, x: Any) -> Tensor: return self.ne(x)  # type: ignore[override]
  def isnan(self) -> Tensor: return self.ne(self)
  def isinf(self, detect_positive: PyBool = True, detect_negative: PyBool = True) -> Tensor:
    return (self.eq(math.inf) & detect_positive) | (self.eq(-math.inf) & detect_negative)
  def isfinite(self) -> Tensor: return (self.isinf() | self.isnan()).logical_not()
  def isclose(self, other: Any, rtol: PyFloat = 1e-05, atol: PyFloat = 1e-08, equal_nan: PyBool = False) -> Tensor:
    o = self.ufix(other)
    # numpy: an inf is close only to the same inf; the tolerance test is for finite pairs
    nan = self.isnan() | o.isnan()
    finite = (self.isinf() | o.isinf() | nan).logical_not()
    close = (finite & ((self - o).abs() <= atol + rtol * o.abs())) | (self.eq(o) & nan.logical_not())
    return (close | (self.isnan() & o.isnan())) if equal_nan else close
  def allclose(self, other: Any, rtol: PyFloat = 1e-05, atol: PyFloat = 1e-08, equal_nan: PyBool = False) -> Tensor:
    return self.isclose(other, rtol, atol, equal_nan).all()

  # ---- unary math ----
  def trunc(self) -> Tensor: return self if not dtypes.is_float(self.dtype) else Tensor(self.uop.alu(Ops.TRUNC))
  def floor(self) -> Tensor:
    if not dtypes.is_float(self.dtype): return self
    t = self.trunc()
    return (self < t).where(t - 1, t)
  def ceil(self) -> Tensor:
    if not dtypes.is_float(self.dtype): return self
    t = self.trunc()
    return (self > t).where(t + 1, t)
  def round(self) -> Tensor:
    """Round half to even."""
    if not dtypes.is_float(self.dtype): return self
    f = self.floor()
    d = self - f
    half_even = (f * 0.5).floor().eq(f * 0.5)
    r = (d > 0.5).where(f + 1, (d < 0.5).where(f, half_even.where(f, f + 1)))
    # a zero result keeps x's sign: round(-0.4) is -0.0 (numpy, torch); by copysign, as x * 0 may be folded to +0 (WGSL on lavapipe)
    return r.eq(0).where(Tensor.zeros_like(r).copysign(self), r)
  def sign(self) -> Tensor:
    if dtypes.is_bool(self.dtype): return self
    return self.ne(0).where((self < 0).where(self.const_like(-1) if not dtypes.is_unsigned(self.dtype) else 0, 1), 0).cast(self.dtype) * \
      (1 if not dtypes.is_float(self.dtype) else self.ne(self).logical_not().where(1.0, math.nan))
  def abs(self) -> Tensor:
    """The absolute value of each element, same dtype and shape (unsigned and bool tensors are returned as they are).
    Its gradient is the sign, 0 at 0.

    >>> print(Tensor([-3.0, -0.0, 2.5]).abs().numpy())
    [3.  0.  2.5]
    """
    if dtypes.is_unsigned(self.dtype) or dtypes.is_bool(self.dtype): return self
    # +-0 give +0 with gradient 0 (torch), NaN stays NaN; a constant, not x*x, so the masked branch at +-inf is no 0 * inf = NaN
    if dtypes.is_float(self.dtype): return (self > 0).where(self, (self < 0).where(-self, self.eq(self).where(0.0, self)))
    return (self < 0).where(-self, self)
  def sqrt(self) -> Tensor: return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.SQRT)))
  def rsqrt(self) -> Tensor: return self._transcendental(lambda x: x.sqrt().reciprocal())  # halfs: one rounding, not two
  def square(self) -> Tensor: return self * self
  def exp2(self) -> Tensor: return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.EXP2)))
  def log2(self) -> Tensor: return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.LOG2)))
  def exp(self) -> Tensor:
    """e^x, a few ulp over the whole range (see _exp); its gradient is e^x itself (autodiff of _exp's clamp gave 0 past e^709)."""
    return self._transcendental(lambda x: _with_slope(x, _exp, _exp) if x.dtype in _EXP_LAYOUT else (x * (1 / math.log(2))).exp2())
  def log(self) -> Tensor: return self._transcendental(lambda x: x.log2() * math.log(2))
  def log10(self) -> Tensor: return self._transcendental(lambda x: x.log2() * math.log10(2))
  def sin(self) -> Tensor: return self._transcendental(lambda x: Tensor(x.uop.alu(Ops.SIN)))
  def cos(self) -> Tensor:
    """cos from sin alone, a few ulp relative for every finite x: 1 - 2 sin^2(x/2) where |cos x| >= 0.86, and where |sin x| > 1/2
    (around cos's zeros, where that form cancels: tan(pi/2) came out 3x off) sin(2x) / (2 sin x), both exact arguments.
    In the top binade 2x overflows: the half-angle form, accurate to an ulp of 1 there."""
    def f(x: Tensor) -> Tensor:
      a = x.abs()  # cos is even: cos(-x) == cos(x) bit for bit
      s = a.sin()
      far = (s.abs() > 0.5) & (a * 2).isfinite()
      t = far.where(a * 2, a * 0.5).sin()
      return far.where(t / (2 * far.where(s, 1.0)), 1 - 2 * t * t)  # the unused quotient divides by 1: no 0/0 in the gradient
    return self._transcendental(f)
  def tan(self) -> Tensor: return self._transcendental(lambda x: x.sin() / x.cos())
  def asin(self) -> Tensor:
    """arcsin, NaN outside [-1, 1]: an odd series on |x| <= 1/2, beyond it pi/2 - 2 asin(sqrt((1-|x|)/2)) (that argument is <= 1/2)."""
    def f(x: Tensor) -> Tensor:
      a = x.abs()
      big = _PI2[0] - 2 * _odd_series(((1 - a) * 0.5).sqrt(), _asin_coefs(x)) + _pi2_lo(x)  # 1 - a is exact for a >= 1/2
      return (a <= 0.5).where(_odd_series(x, _asin_coefs(x)), (x < 0).where(-big, big))
    return self._transcendental(f)
  def acos(self) -> Tensor:
    """arccos, NaN outside [-1, 1]: pi/2 - asin(x) on |x| <= 1/2; 2 asin(sqrt((1-x)/2)) and pi - 2 asin(sqrt((1+x)/2)) beyond,
    which do not cancel near x = 1 (pi/2 - asin(x) was 46 float32 ulp off there)."""
    def f(x: Tensor) -> Tensor:
      a = x.abs()
      s = 2 * _odd_series(((1 - a) * 0.5).sqrt(), _asin_coefs(x))
      mid = (_PI2[0] - _odd_series(x, _asin_coefs(x))) + _pi2_lo(x)
      return (a <= 0.5).where(mid, (x < 0).where((2 * _PI2[0] - s) + 2 * _pi2_lo(x), s))
    return self._transcendental(f)
  def atan(self) -> Tensor:
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
    """sinh: an odd series below 1/2, (e^x - e^-x) / 2 beyond, and e^(|x|/2)/2 * e^(|x|/2) where e^|x| alone overflows (710)."""
    def f(x: Tensor) -> Tensor:
      big, ea, eb = _exp_pair(x)
      return _small(x, 0.5, _SINH_TAYLOR, big.where(x.sign() * (ea * 0.5) * eb, (ea - eb) / 2))
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: v.cosh()))  # autodiff of f: 0 past the clamp of its exps
  def cosh(self) -> Tensor:
    """cosh: (e^x + e^-x) / 2, and e^(|x|/2)/2 * e^(|x|/2) where e^|x| alone overflows (cosh(710) was inf, it is 1.1e308)."""
    def f(x: Tensor) -> Tensor:
      big, ea, eb = _exp_pair(x)
      return big.where((ea * 0.5) * eb, (ea + eb) / 2)
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: v.sinh()))  # autodiff of f cancels near 0: cosh'(1e-7) was 1.19e-7
  def tanh(self) -> Tensor:
    """tanh: an odd series near 0 (below 1/8; float64 below 1/2, where 2 sigmoid(2x) - 1 cancels less), 2 sigmoid(2x) - 1 beyond."""
    return self._transcendental(lambda x: _small(x, 0.125 if x.dtype == dtypes.float32 else 0.5, _TANH_TAYLOR, 2.0 * (2.0 * x).sigmoid() - 1.0))
  def asinh(self) -> Tensor:
    """asinh: an odd series below 1/8, log1p(a + a^2 / (1 + sqrt(1 + a^2))) beyond (float64: log of a number near 1 lost 776 ulp),
    log(2a) past 1e18."""
    def f(x: Tensor) -> Tensor:  # past 1e18 x*x overflows: asinh(x) = log(2|x|) there
      a = x.abs()
      m = a.minimum(1e18)
      near = _log1p(m + m * m / (1 + (m * m + 1).sqrt())) if x.dtype != dtypes.float32 else (m + (m * m + 1).sqrt()).log()  # float32: 1 ulp
      big = (a > 1e18).where(a.maximum(1e18).log() + math.log(2), near)
      return _small(x, 0.125, _ASINH_TAYLOR, big * x.sign())
    return self._transcendental(f)
  def acosh(self) -> Tensor:
    """acosh, NaN below 1: log1p(t + sqrt(t (t + 2))) with t = x - 1 (exact near 1, where log(x + sqrt(x^2 - 1)) lost all but a few
    digits), log(2x) past 1e18 where x*x overflows. Gradient 1 / sqrt((x - 1)(x + 1)): inf at 1, as torch (autodiff gave inf * 0)."""
    def f(x: Tensor) -> Tensor:
      t = (x.minimum(1e18) - 1)
      r = (x > 1e18).where(x.maximum(1e18).log() + math.log(2), _log1p(t + (t * (t + 2)).sqrt()))
      return (x < 1).where(math.nan, r)  # t (t + 2) is positive again below -1: acosh(-1e20) gave inf
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: ((v - 1).sqrt() * (v + 1).sqrt()).reciprocal()))
  def atanh(self) -> Tensor:
    """atanh, NaN outside [-1, 1]: an odd series below 1/8, log1p(2a / (1 - a)) / 2 beyond (float64: log((1+a)/(1-a)) lost 9e3 ulp).
    Gradient 1 / ((1 - x)(1 + x)): +-inf at +-1, as torch (autodiff gave inf * 0)."""
    def f(x: Tensor) -> Tensor:
      if x.dtype == dtypes.float32: return _small(x, 0.125, _ATANH_TAYLOR, ((1 + x) / (1 - x)).log() / 2)  # 5 ulp without log1p
      return _small(x, 0.125, _ATANH_TAYLOR, _log1p(2 * x.abs() / (1 - x.abs())) * 0.5 * x.sign())
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: ((1 - v) * (1 + v)).reciprocal()))
  def erf(self) -> Tensor:
    """The error function; its gradient is the exact slope 2/sqrt(pi) e^(-x^2) (the slope of an approximation is less accurate).
    float32: an odd series below 1 (the rational fit beyond has an absolute error of 1.5e-7, which was all of erf(1e-12) and 5 ulp
    at 1/2); float64: the Taylor polynomial about the nearest of 0, 1, ..., 6 (|x - c| <= 1/2), 1 from 6.5 on."""
    def f(x: Tensor) -> Tensor:
      if x.dtype != dtypes.float32: return _erf64(x)
      t = 1.0 / (1.0 + 0.3275911 * x.abs())
      poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
      small = x.abs() < 1.0
      return small.where(_odd_series(small.where(x, 0), _ERF_TAYLOR), x.sign() * (1.0 - poly * (-(x * x)).exp()))
    return self._transcendental(lambda x: _with_slope(x, f, lambda v: (2 / math.sqrt(math.pi)) * (-(v * v)).exp()))
  def clamp(self, min_: Any = None, max_: Any = None) -> Tensor:
    if min_ is None and max_ is None: raise RuntimeError("clamp needs min_ or max_ (or both)")
    if dtypes.is_float(self.dtype):  # torch: the gradient passes where min <= x <= max, the bounds included
      x = self if min_ is None else (self < min_).where(min_, self)
      return x if max_ is None else (x > max_).where(max_, x)
    x = self.maximum(min_) if min_ is not None else self
    return x.minimum(max_) if max_ is not None else x
  def clip(self, min_: Any = None, max_: Any = None) -> Tensor: return self.clamp(min_, max_)

  # ---- activations ----
  def relu(self) -> Tensor: return ((self > 0) | self.isnan()).where(self, 0)  # NaN stays NaN (torch); the gradient at 0 is 0
  def relu6(self) -> Tensor: return (self >= 6).where(6, self.relu())  # relu(x) - relu(x - 6) is inf - inf at inf (torch: 6)
  def leaky_relu(self, neg_slope: PyFloat = 0.01) -> Tensor: return self._opmath(lambda x: (x > 0).where(x, x * neg_slope))  # torch: neg_slope at 0
  def sigmoid(self) -> Tensor:
    def f(x: Tensor) -> Tensor:  # exp(-|x|) <= 1 never overflows, so neither the value nor the gradient turns NaN at large |x|
      e = (x >= 0).where(-x, x).exp()
      return (x >= 0).where(1.0, e) / (1 + e)
    return self._transcendental(f)
  def logsigmoid(self) -> Tensor: return -(-self).softplus()
  def hardsigmoid(self, alpha: PyFloat = 1 / 6, beta: PyFloat = 0.5) -> Tensor:
    y = (self + beta / alpha) / (1 / alpha) if alpha != 0 else self * 0 + beta  # (x + 3) / 6 is exactly 0 and 1 at -3 and 3 (x/6 + 0.5 is not)
    return (y >= 1).where(1, y.relu())  # a clamp to [0, 1] that keeps NaN and gives 1 at inf (a difference of relus gave NaN)
  def hardswish(self) -> Tensor: return self._opmath(lambda x: x * (x + 3).relu6() * (1 / 6))
  def hardtanh(self, min_val: PyFloat = -1, max_val: PyFloat = 1) -> Tensor:
    """Clamp to [min_val, max_val]; as torch, the gradient is 0 at the bounds themselves (clamp's passes there)."""
    if not dtypes.is_float(self.dtype): return self.clamp(min_val, max_val)
    return (self <= min_val).where(min_val, (self >= max_val).where(max_val, self))
  def elu(self, alpha: PyFloat = 1.0) -> Tensor:
    """x for x > 0, alpha (e^x - 1) by an expm1 (elu(-1e-30) was 0); torch's gradient: alpha at 0, 1 (not NaN) at x > 709."""
    return self._opmath(lambda x: x._exp_linear(alpha, 1.0))
  def celu(self, alpha: PyFloat = 1.0) -> Tensor:
    """x for x > 0, alpha (e^(x/alpha) - 1) by an expm1."""
    return self._opmath(lambda x: x._exp_linear(alpha, 1 / alpha))
  def selu(self, alpha: PyFloat = 1.67326, gamma: PyFloat = 1.0507) -> Tensor:
    """gamma * elu(x, alpha)."""
    return self._opmath(lambda x: gamma * x._exp_linear(alpha, 1.0))
  def _exp_linear(self, alpha: PyFloat, scale: PyFloat) -> Tensor:
    pos = self > 0  # the expm1 never sees x > 0: e^800 = inf would turn its zero gradient into NaN
    return pos.where(self, alpha * _expm1(pos.where(0.0, self) * scale))
  def swish(self) -> Tensor: return self._opmath(lambda x: x * x.sigmoid())
  def silu(self) -> Tensor: return self.swish()
  def quick_gelu(self) -> Tensor: return self._opmath(lambda x: x * (x * 1.702).sigmoid())
  def gelu(self, approximate: str = "tanh") -> Tensor:
    # 0.5 * (1 + tanh(u)) is sigmoid(2u): no tanh (whose small-|u| series only helps tanh alone) and no cancellation
    if approximate == "tanh": return self._opmath(lambda x: x * (2 * math.sqrt(2 / math.pi) * (x + 0.044715 * x * x * x)).sigmoid())
    if approximate == "none": return self._opmath(lambda x: 0.5 * x * (1 + (x / math.sqrt(2)).erf()))
    raise RuntimeError(f"gelu approximate must be 'tanh' or 'none', got {approximate!r}")
  def mish(self) -> Tensor: return self._opmath(lambda x: x * x.softplus().tanh())
  def softplus(self, beta: PyFloat = 1.0) -> Tensor:
    """log(1 + e^(beta x)) / beta as max(z, 0) + log1p(e^-|z|), z = beta x, split by where: log(1 + tiny) was 0 (softplus(-40) is
    4.2e-18), and relu and abs had a zero slope at 0, where the derivative is sigmoid(0) = 1/2. Halfs compute in float32."""
    def f(x: Tensor) -> Tensor:
      pos = (z := x * beta) > 0
      return (1 / beta) * (pos.where(z, 0) + _log1p(pos.where(-z, z).exp()))
    return self._opmath(f)
  def softsign(self) -> Tensor:
    """x / (1 + |x|), with the slope 1 / (1 + |x|)^2 as its gradient (autodiff of the quotient cancels for large |x|)."""
    return self._opmath(lambda x: _with_slope(x, lambda v: v / (1 + v.abs()), lambda v: (1 + v.abs()).square().reciprocal()))


  # ---- movement ----
  def view(self, shape: Any, *args: Any) -> Tensor: return self.reshape(shape, *args)
  def pad(self, padding: Any, mode: str = "constant", value: Any = 0.0) -> Tensor:
    """Pad with `mode` (constant, reflect, replicate, circular). `padding` is flat torch order or one (before, after)/None per dim;
    a negative amount crops. A non-int amount raises TypeError, cropping more than a dim ValueError."""
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
    new = argfix(shape, *args)
    if len(new) != self.ndim: raise ValueError(f"pad_to {new} needs {self.ndim} dims to match {self.shape}")
    return self.pad(tuple(None if n is None else (0, n - s) for n, s in zip(new, self.shape)), value=value)
  def cat(self, *args: Tensor, dim: PyInt = 0) -> Tensor:
    """Concatenate along `dim`; other dims must match."""
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
    """Tensor.stack(a, b), a.stack(b) or Tensor.stack((a, b)) / Tensor.stack([a, b])."""
    if not isinstance(self, Tensor):
      if not (ts := [*self, *args]): raise ValueError("stack needs at least one tensor")
      return Tensor.stack(*ts, dim=dim)
    ts = (self, *args)
    if any(t.shape != self.shape for t in ts): raise RuntimeError(f"stack needs equal shapes, got {[t.shape for t in ts]}")
    d = self._axis(dim, 1)
    return ts[0].unsqueeze(d).cat(*[t.unsqueeze(d) for t in ts[1:]], dim=d)
  def split(self, sizes: PyInt | Sequence[PyInt], dim: PyInt = 0) -> tuple[Tensor, ...]:
    """Views along `dim`: an int gives pieces of that size (the last may be smaller), a list gives pieces of those sizes.
    A non-int size raises TypeError; a size <= 0, a negative list entry or a list not summing to the dim RuntimeError (as torch)."""
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
    """At most `chunks` near-equal views along `dim` (torch.chunk); a non-int raises TypeError, chunks <= 0 ValueError."""
    if (chunks := as_int(chunks, "chunks")) <= 0: raise ValueError(f"chunk needs a positive number of chunks, got {chunks}")
    n = self.shape[self._axis(dim)]
    if isinstance(n, UOp): return list(self.split(1, dim))  # raises: a symbolic dim has no int size to share out
    return list(self.split(ceildiv(n, chunks) if n else 1, dim)) if n else [self]
  def repeat(self, repeats: Any, *args: Any) -> Tensor:
    """Tile like numpy's tile (repeats has at least ndim entries)."""
    reps = check_dims(argfix(repeats, *args), "repeat counts")
    if len(reps) < self.ndim: raise ValueError(f"repeat needs at least {self.ndim} repeats, got {reps}")
    base = (1,) * (len(reps) - self.ndim) + tuple(self.shape)
    x = self.reshape(flatten((1, s) for s in base)).expand(flatten((r, s) for r, s in zip(reps, base)))
    return x.reshape(tuple(r * s for r, s in zip(reps, base)))
  def repeat_interleave(self, repeats: PyInt, dim: PyInt | None = None) -> Tensor:
    """Repeat each element `repeats` times along `dim` (flattened when None); repeats must be an int >= 0."""
    if (n := as_int(repeats, "repeat_interleave repeats")) < 0: raise ValueError(f"repeat_interleave repeats must be >= 0, got {n}")
    x, d = (self.flatten(), 0) if dim is None else (self, self._axis(dim))
    sh = x.shape
    return x.reshape(*sh[:d + 1], 1, *sh[d + 1:]).expand(*sh[:d + 1], n, *sh[d + 1:]).reshape(*sh[:d], sh[d] * n, *sh[d + 1:])
  def roll(self, shifts: PyInt | tuple[PyInt, ...], dims: PyInt | tuple[PyInt, ...] | None = None) -> Tensor:
    """Shift elements cyclically along dims (the flattened tensor when None); non-int shifts raise TypeError."""
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
    if self.ndim != 1: raise ValueError(f"diag takes a 1-D tensor, got shape {self.shape}")
    n = int(self.shape[0])
    return Tensor.eye(n, dtype=dtypes.bool).where(self.unsqueeze(0).expand(n, n), 0)
  def diagonal(self, offset: PyInt = 0, dim1: PyInt = 0, dim2: PyInt = 1) -> Tensor:
    """The offset diagonal of dims dim1, dim2, as the last dim (torch.diagonal); a non-int offset raises TypeError."""
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
    """Windows of `size` every `step` along `dimension`, as a new last dim; size in [0, dim] and step >= 1, else RuntimeError."""
    d, size, step = self._axis(dimension), as_int(size, "unfold size"), as_int(step, "unfold step")
    if not 0 <= size <= self.shape[d] or step <= 0:
      raise RuntimeError(f"unfold: size {size} must be in [0, {self.shape[d]}] (the dim) and step {step} must be >= 1")
    x = self.transpose(d, -1)._pool((size,), step)
    return x.transpose(d, -2)
  def meshgrid(self, *tensors: Tensor, indexing: Literal["ij", "xy"] = "ij") -> tuple[Tensor, ...]:
    """a.meshgrid(b, ...) or Tensor.meshgrid(a, b, ...), as numpy's meshgrid of the flattened inputs."""
    tensors = (self, *tensors)
    if indexing not in ("ij", "xy"): raise RuntimeError(f"indexing must be 'ij' or 'xy', got {indexing!r}")
    ts = tensors if indexing == "ij" else (tensors[1], tensors[0], *tensors[2:]) if len(tensors) >= 2 else tensors
    shape = tuple(t.numel() for t in ts)
    out = [t.reshape(*[-1 if i == j else 1 for j in range(len(ts))]).expand(shape) for i, t in enumerate(ts)]
    if indexing == "xy" and len(out) >= 2: out = [out[1], out[0], *out[2:]]  # inputs were swapped: give them back in order
    return tuple(out)
  def rearrange(self, formula: str, **sizes: PyInt) -> Tensor:
    """einops-style rearrange: `"b (h w) c -> b c h w"`, with `...` and `1`."""
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
  def zeros_like_const(self) -> Tensor: return Tensor.full(self.shape, False if dtypes.is_bool(self.dtype) else 0, dtype=self.dtype, buffer=False)
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
    """`out[i][j] = self[index[i][j]][j]` for dim 0 (torch semantics)."""
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
    """self with src written at index along dim (torch.scatter). An index outside the dim writes nothing (IndexError with
    CHECK_OOB=1); a non-int index, or src/index shapes torch refuses, raise RuntimeError."""
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
    """scatter combining colliding writes with sum/prod/mean/amax/amin (torch.scatter_reduce); index rules as scatter."""
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
    """The elements of `self` where `mask` (bool, broadcast with self) is True, flattened in row-major order.

    size: with a static `size` the result has exactly `size` elements (the first `size` selected, then `fill_value`) and is computed on
    the device without reading data back, so it works inside TinyJit; without it the mask is read to size the result.
    Raises RuntimeError when `mask` is not bool."""
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
    """The (n, ndim) int32 indices of the nonzero elements of `self`, in row-major order (numpy.argwhere).

    size: with a static `size` the result has exactly `size` rows (the first `size` found, then rows of `fill_value`) and is computed
    on the device without reading data back, so it works inside TinyJit; without it the data is read to size the result."""
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
    """Sum over axis (all axes for None; keepdim keeps them as size 1). Accumulates in and returns sum_acc_dtype, tinygrad's rule:
    bool and signed ints narrower than 32 bits -> int32, unsigned ones -> uint32, wider ints stay; so an int32 sum wraps in int32
    where numpy and torch accumulate in int64. float16/bfloat16/fp8 sum in float32 (SUM_DTYPE) and are cast back.
    dtype (acc_dtype, tinygrad's older name) accumulates in and returns that dtype: acc_dtype=dtypes.int64 gives numpy's int sums.
    Raises ValueError when dtype and acc_dtype differ."""
    acc = _acc_arg(dtype, acc_dtype)
    ret = self.cast(acc if acc is not None else self._sum_acc())._reduce(Ops.ADD, axis, keepdim)
    return ret.cast(self.dtype) if acc is None and self.dtype in _CAST_BACK else ret
  def _sum_acc(self) -> DType: return sum_acc_dtype(self.dtype) if not dtypes.is_weak(self.dtype) else self.dtype
  def prod(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, dtype: DTypeLike | None = None,
           acc_dtype: DTypeLike | None = None) -> Tensor:
    """Product over axis, in sum's dtype rule (int8/int16 -> int32, uint8/uint16 -> uint32, int32 stays int32 and wraps where numpy
    and torch give int64; halfs in float32, cast back). dtype or acc_dtype picks the accumulator and result
    (acc_dtype=dtypes.int64 gives numpy's int products). Raises ValueError when dtype and acc_dtype differ."""
    acc = _acc_arg(dtype, acc_dtype)
    ret = self.cast(acc if acc is not None else self._sum_acc())._reduce(Ops.MUL, axis, keepdim)
    return ret.cast(self.dtype) if acc is None and self.dtype in _CAST_BACK else ret
  def max(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """Largest value over axis (all axes for None); a NaN wins. Raises ValueError when a reduced axis has size 0 (max has no
    identity: numpy and torch raise too); other zero-size axes are fine."""
    self._check_reduced_nonempty(axis, "max")
    return self._max(axis, keepdim)
  def _max(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """max that reduces an empty axis to the dtype's lowest value (-inf): for softmax, logsumexp and masks built from it."""
    if dtypes.is_bool(self.dtype): return self.any(axis, keepdim)
    return self._reduce(Ops.MAX, axis, keepdim)
  def min(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """Smallest value over axis (all axes for None); a NaN wins. Raises ValueError when a reduced axis has size 0."""
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
    return self.ne(0).cast(dtypes.int32)._reduce(Ops.MAX, axis, keepdim).ne(0) if self.numel() else \
      Tensor.full(self._reduced_shape(axis, keepdim), False, buffer=False)
  def all(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    return self.logical_not().any(axis, keepdim).logical_not()
  def _reduced_shape(self, axis: Any, keepdim: PyBool) -> tuple[sint, ...]:
    axes = self._axes(axis)
    return tuple(1 if i in axes else s for i, s in enumerate(self.shape) if keepdim or i not in axes)
  def mean(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False) -> Tensor:
    """Float inputs keep their dtype (summed in float32); int inputs give float32."""
    out_dt = self.dtype if dtypes.is_float(self.dtype) else dtypes.float32
    n = prod(s for i, s in enumerate(self.shape) if i in self._axes(axis))
    s = self.cast(out_dt).sum(axis, keepdim, dtype=least_upper_dtype(out_dt, dtypes.float32) if not dtypes.is_weak(out_dt) else None)
    # a true division: s * (1/n) can miss by an ulp (the mean of a constant row is then not the constant, and layernorm of it not 0)
    if sym_eq(n, 0): return (s * math.nan).cast(out_dt)
    return (s.alu(Ops.FDIV, Tensor.const(n, s.dtype)) if isinstance(n, int) else s / n).cast(out_dt)
  def var(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, correction: PyInt = 1) -> Tensor:
    # torch computes a half variance in float32: squares of deviations over 256 (and their sum) overflow half to inf
    if self.dtype in _CAST_BACK: return self.cast(sum_acc_dtype(self.dtype)).var(axis, keepdim, correction).cast(self.dtype)
    n = prod(s for i, s in enumerate(self.shape) if i in self._axes(axis))
    sq = (self - self.mean(axis, keepdim=True)).square()
    return sq.sum(axis, keepdim) / (max(n - correction, 0) if isinstance(n, int) else smax(n - correction, 0))
  def std(self, axis: PyInt | Sequence[PyInt] | None = None, keepdim: PyBool = False, correction: PyInt = 1) -> Tensor:
    if self.dtype in _CAST_BACK: return self.cast(sum_acc_dtype(self.dtype)).std(axis, keepdim, correction).cast(self.dtype)
    v = self.var(axis, keepdim, correction)
    return (pos := v > 0).where(pos.where(v, 1).sqrt(), v * 0)  # torch: a zero std (a constant row) has gradient 0, not 0 * inf = NaN
  def var_mean(self, axis: Any = None, keepdim: PyBool = False, correction: PyInt = 1) -> tuple[Tensor, Tensor]:
    return self.var(axis, keepdim, correction), self.mean(axis, keepdim)
  def std_mean(self, axis: Any = None, keepdim: PyBool = False, correction: PyInt = 1) -> tuple[Tensor, Tensor]:
    return self.std(axis, keepdim, correction), self.mean(axis, keepdim)
  def logsumexp(self, axis: Any = None, keepdim: PyBool = False) -> Tensor:
    m = self._max(axis, keepdim=True).detach()
    m = m.isinf().where(0, m)
    ret = (self - m).exp().sum(axis, keepdim=True).log() + m
    return ret if keepdim else ret.reshape(self._reduced_shape(axis, False))
  def logcumsumexp(self, axis: PyInt = 0) -> Tensor:
    """log(cumsum(exp(x))) along axis, without overflow."""
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
    x = self.cast(to_dtype(dtype)) if dtype is not None else self._float()
    e = (x - x._max(axis, keepdim=True).detach()).exp()
    return e * e.sum(axis, keepdim=True).reciprocal()  # one reciprocal per row (as torch), a factor fused attention moves out of its sum
  def log_softmax(self, axis: PyInt = -1, dtype: DTypeLike | None = None) -> Tensor:
    x = self.cast(to_dtype(dtype)) if dtype is not None else self._float()
    m = x - x._max(axis, keepdim=True).detach()
    return m - m.exp().sum(axis, keepdim=True).log()
  def softmin(self, axis: PyInt = -1, dtype: DTypeLike | None = None) -> Tensor: return (-self).softmax(axis, dtype)
  def argmax(self, axis: PyInt | None = None, keepdim: PyBool = False) -> Tensor:
    """Index of the first maximum (int32; a NaN counts as the maximum); axis None flattens."""
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
    """Inclusive running sum along axis, in sum's dtype rule: int8/int16/bool -> int32, uint8/uint16 -> uint32, int32 stays int32 and
    wraps where numpy and torch give int64; float16/bfloat16 accumulate in float32 and are cast back. dtype or acc_dtype picks
    the accumulator and result (acc_dtype=dtypes.int64 gives numpy's result). Raises ValueError when they differ."""
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
    """Inclusive running product along axis, in self's dtype (ints wrap in it: int32 where numpy and torch give int64).
    dtype or acc_dtype casts first and multiplies in that dtype (acc_dtype=dtypes.int64 gives numpy's int result).
    Raises ValueError when dtype and acc_dtype differ."""
    if (acc := _acc_arg(dtype, acc_dtype)) is not None: return self.cast(acc).cumprod(axis)
    return self._cum_last(axis, Ops.MUL)
  def cummax(self, axis: PyInt = 0) -> tuple[Tensor, Tensor]:
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
    v, i = (-self if not dtypes.is_int(self.dtype) else ~self).cummax(axis)
    return (-v if not dtypes.is_int(self.dtype) else ~v), i
  def normalize(self, p: PyFloat = 2.0, dim: PyInt = 1, eps: PyFloat = 1e-12) -> Tensor:
    if p == 0: n = self.ne(0).sum(dim, keepdim=True).cast(self._float().dtype)
    elif p == math.inf: n = self.abs().max(dim, keepdim=True)
    else:  # torch: a zero norm has gradient 0 (0 ** (1/p) has an infinite slope, times 0 from |x|^p: NaN)
      s = self.abs().pow(p).sum(dim, keepdim=True)
      n = (pos := s > 0).where(pos.where(s, 1).pow(1 / p), s * 0)
    return self / n.maximum(eps)

  # ---- processing ----
  def dot(self, w: Tensor, dtype: DTypeLike | None = None) -> Tensor:
    """numpy matmul rules: (..., n, k) @ (..., k, m); 1-D operands are vectors."""
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
    return x.dot(self, dtype) if reverse else self.dot(x, dtype)
  def __matmul__(self, x: Tensor) -> Tensor: return self.matmul(x)
  def __rmatmul__(self, x: Tensor) -> Tensor: return self.matmul(x, reverse=True)
  @staticmethod
  def einsum(formula: str, *operands: Tensor | Sequence[Tensor], dtype: DTypeLike | None = None) -> Tensor:
    """Einstein summation with `...`, implicit outputs and traces of repeated letters."""
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
    """Convolution over any number of spatial dims: input (N, C, ...), weight (cout, cin/groups, *k)."""
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
    """Transposed convolution: weight (cin, cout/groups, *k)."""
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
    k, s, d, pf, extra = self._pool_args(kernel_size, stride, dilation, padding, ceil_mode)
    tot = [a + b for a, b in zip(pf, extra)]
    axes = tuple(range(-len(k), 0))
    summed = self._float().pad(tot)._pool(k, s, d).sum(axes)
    ones = Tensor.full(self.shape[-len(k):], 1.0, buffer=False)
    cnt_pad = ones.pad(pf, value=1.0 if count_include_pad else 0.0).pad(extra)._pool(k, s, d).sum(axes)
    return (summed / cnt_pad).cast(self._float().dtype)
  def max_pool2d(self, kernel_size: Any = (2, 2), stride: Any = None, dilation: Any = 1, padding: Any = 0, ceil_mode: PyBool = False,
                 return_indices: PyBool = False) -> Tensor | tuple[Tensor, Tensor]:
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
    """Scatter pooled values back to their indices (torch.max_unpool2d); an index past the output is dropped (IndexError with
    CHECK_OOB=1)."""
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
    """Resize the trailing len(size) dims (linear, nearest, nearest-exact)."""
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
    """x @ weight (weight is (in, out), not torch's layout); a 1-D weight multiplies elementwise."""
    x = self.mul(weight) if weight.ndim == 1 else self.dot(weight, dtype)
    return x.add(bias) if bias is not None else x
  def sequential(self, ll: list[Callable[[Tensor], Tensor]]) -> Tensor: return functools.reduce(lambda x, f: f(x), ll, self)

  # ---- nn functional ----
  def layernorm(self, axis: PyInt | tuple[PyInt, ...] = -1, eps: PyFloat = 1e-5) -> Tensor:
    y = self - self.mean(axis, keepdim=True)
    return y.mul((y * y).mean(axis, keepdim=True).add(eps).rsqrt())
  def batchnorm(self, weight: Tensor | None, bias: Tensor | None, mean: Tensor, invstd: Tensor, axis: PyInt | tuple[PyInt, ...] = 1) -> Tensor:
    """(self - mean) * invstd * weight + bias, the statistics laid along `axis` (distinct axes, else ValueError)."""
    axes = norm_axes(axis, self.ndim, "batchnorm axis")
    shape = tuple(s if i in axes else 1 for i, s in enumerate(self.shape))
    x = self - mean.reshape(shape)
    if weight is not None: x = x * weight.reshape(shape)
    ret = x.mul(invstd.reshape(shape) if len(invstd.shape) == len(axes) else invstd)
    return (ret + bias.reshape(shape)) if bias is not None else ret
  def one_hot(self, num_classes: PyInt = -1) -> Tensor:
    """int tensor -> (..., num_classes) default_int one-hot rows; -1 infers num_classes as max + 1 (a negative index then raises
    ValueError, as torch refuses it). An index outside [0, num_classes) gives a zero row (raises IndexError with CHECK_OOB=1); a
    non-int num_classes raises TypeError."""
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
    """torch's BCELoss of probabilities `self` against `Y`: each log clamped at -100, so a probability of exactly 0 or 1 (a saturated
    float32 sigmoid) gives a finite loss and torch's finite gradient (x - y) / max(x (1 - x), 1e-12), not NaN."""
    x, y = self._float()._broadcasted(Y)
    dt = x.dtype if not dtypes.is_weak(x.dtype) else y.dtype
    return self._reduce_loss(_bce(x.cast(dt), y.cast(dt)), reduction)
  def binary_crossentropy_logits(self, Y: Tensor, reduction: str = "mean", pos_weight: Tensor | None = None) -> Tensor:
    log_p, log_1mp = self.logsigmoid(), (-self).logsigmoid()
    pw = 1 if pos_weight is None else pos_weight
    return self._reduce_loss(-(pw * Y * log_p + (1 - Y) * log_1mp), reduction)
  def _reduce_loss(self, loss: Tensor, reduction: str) -> Tensor:
    r = _valid_reduction(reduction)
    return loss.mean() if r == "mean" else loss.sum() if r == "sum" else loss
  def sparse_categorical_crossentropy(self, Y: Tensor, ignore_index: PyInt = -1, label_smoothing: PyFloat = 0.0, reduction: str = "mean") -> Tensor:
    """Class dim is last; the mean is over targets that are not ignore_index."""
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
    """Class dim is 1 (0 for 1-D input); Y holds class indices or probabilities of the same shape."""
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
    """Stable bitonic sort, O(n log^2 n): (values, int32 indices); tied values keep their order of appearance, NaN sorts largest."""
    from tinygrad.tensor_sort import bitonic_sort
    return bitonic_sort(self, dim, descending)
  def argsort(self, dim: PyInt = -1, descending: PyBool = False) -> Tensor: return self.sort(dim, descending)[1]
  def topk(self, k: PyInt, dim: PyInt = -1, largest: PyBool = True, sorted_: PyBool = True) -> tuple[Tensor, Tensor]:
    """The k largest (smallest if not largest) values along `dim`, sorted, and their int32 indices.
    A non-int k raises TypeError; k outside [0, size of dim] ValueError."""
    if not sorted_: raise NotImplementedError("topk with sorted_=False is not supported")
    d, k = self._axis(dim), as_int(k, "topk k")
    if not 0 <= k <= self.shape[d]: raise ValueError(f"topk k={k} is out of range for dim {d} of size {self.shape[d]}; use 0 <= k <= {self.shape[d]}")
    v, i = self.sort(d, descending=largest)
    sl = tuple((0, k) if j == d else None for j in range(self.ndim))
    return v.shrink(sl), i.shrink(sl)
  def qr(self) -> tuple[Tensor, Tensor]:
    """Householder QR over the last two dims: Q (..., m, m) orthogonal, R (..., m, n) upper triangular."""
    from tinygrad.tensor_linalg import qr
    return qr(self)
  def svd(self, full_matrices: PyBool = True) -> tuple[Tensor, Tensor, Tensor]:
    """(U, S descending, Vh) over the last two dims: QR, then one-sided Jacobi."""
    from tinygrad.tensor_linalg import svd
    return svd(self, full_matrices)
  def keccak(self, cfg: str | tuple[PyInt, PyInt] = "sha3_256") -> Tensor:
    """Keccak digest of each row of bytes along the last axis; cfg is sha3_224/256/384/512, shake_128/256 or (rate, dsbyte)."""
    from tinygrad.tensor_hash import keccak
    return keccak(self, cfg)
  def hash(self) -> Tensor:
    """16-byte (uint8) tree hash of this tensor's bytes: shake_128 over zero-padded 1 MiB chunks, then over their digests."""
    from tinygrad.tensor_hash import tree_hash
    return tree_hash(self)
  def newton_schulz(self, steps: PyInt, params: tuple[PyFloat, PyFloat, PyFloat], eps: PyFloat = 1e-7) -> Tensor:
    """Approximate orthogonalisation of a 2-D matrix (Muon)."""
    a, b, c = params
    X = self / (self.square().sum().sqrt() + eps)
    tall = self.shape[-2] > self.shape[-1]
    if tall: X = X.transpose(-2, -1)
    for _ in range(steps):
      A = X @ X.transpose(-2, -1)
      X = a * X + (b * A + c * (A @ A)) @ X
    return X.transpose(-2, -1) if tall else X

  # ---- autograd ----
  def gradient(self, *targets: Tensor, gradient: Tensor | None = None) -> list[Tensor]:
    """Gradients of this tensor with respect to `targets` (zeros for targets it does not depend on)."""
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
    """Fill `.grad` of every live float tensor with a device (or requires_grad=True) in this graph, accumulating into existing grads;
    tensors made with requires_grad=False are skipped. Realized tensors count by the computation that produced them."""
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
      if g.device is None and t.device is not None: g = Tensor(g.uop) if False else g
      if t.grad is None: t.grad = g
      else: t.grad.assign(t.grad + g) if t.grad.uop.is_realized else setattr(t, "grad", t.grad + g)
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
  elif u.op is Ops.CAST: r = _commit_weak(u.src[0], dt, memo) if dtypes.is_weak(u.src[0].dtype) else u.src[0].cast(dt)
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

def _cast_below(x: Tensor, dt: DType, bound: float) -> Tensor:
  """x (float32 or float64 uniform values < bound) rounded down to float dtype dt (the largest dt value <= x: each value keeps
  the probability mass x gave it), and below bound where x rounded up to it in x's own dtype."""
  y = x.cast(dt)
  bits = {1: dtypes.uint8, 2: dtypes.uint16, 4: dtypes.uint32, 8: dtypes.uint64}[dt.itemsize]
  ib = y.bitcast(bits)
  down = y.eq(0).where(Tensor.const(0x80 << (8 * dt.itemsize - 8) | 1, bits), (y > 0).where(ib - 1, ib + 1))  # -0 steps to -min sub
  return ((yx := y.cast(x.dtype)) > x).bitwise_or(yx >= bound).where(down.bitcast(dt), y)

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
  """`fn(*shape, device=d)`; on a device tuple it draws once on the first device and replicates, so every copy is the same."""
  return lambda sh, d: fn(*sh, device=d[0], **kw).shard(d) if isinstance(d, tuple) else fn(*sh, device=d, **kw)

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
