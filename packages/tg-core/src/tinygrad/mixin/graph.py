"""GraphMixin: the tensor-level builders of UOp (shaped values over BUFFERs) and the link from BUFFER nodes to device Buffers.

Every builder validates through shape inference (tinygrad.uop.shape) as it builds, so a bad argument raises at once.
"""
from __future__ import annotations
import itertools, weakref
from typing import TYPE_CHECKING, Any, cast
from tinygrad.dtype import DType
from tinygrad.uop import Ops
from tinygrad.uop.shape import ShapeError, infer_device, infer_shape, norm_axis, sym_eq
if TYPE_CHECKING:
  from tinygrad.device import Buffer, MultiBuffer
  from tinygrad.uop.ops import UOp, sint

_buffer_ids = itertools.count()
# BUFFER node -> its device Buffer; weak keys: the Buffer goes when no graph holds the node any more
_buffers: weakref.WeakKeyDictionary[Any, Buffer] = weakref.WeakKeyDictionary()

def _uop() -> type[UOp]:
  from tinygrad.uop.ops import UOp
  return UOp

def _symbolic_base(u: UOp) -> UOp | None:
  """The BUFFER under a symbolic-shape view: RESHAPEs and SHRINKs from 0 that keep a whole dim or cut it to a symbolic size; else None."""
  while u.op in (Ops.RESHAPE, Ops.SHRINK):
    if u.op is Ops.SHRINK and not all(isinstance(lo, int) and lo == 0 and (not isinstance(hi, int) or (isinstance(s, int) and hi == s))
                                      for (lo, hi), s in zip(u.arg, u.src[0].shape)): return None
    u = u.src[0]
  return u if u.op is Ops.BUFFER and not u.is_variable else None

class GraphMixin:
  op: Ops
  dtype: DType
  src: tuple[Any, ...]
  arg: Any
  def _node_cache(self, attr: str, fn: Any, depth: int = 0) -> Any: raise NotImplementedError

  @property
  def shape(self) -> tuple[sint, ...]: return self._node_cache("_shape", infer_shape)
  @property
  def device(self) -> str | tuple[str, ...] | None: return self._node_cache("_device", infer_device)

  def _mop(self, op: Ops, arg: Any) -> UOp:
    ret = _uop()(op, self.dtype, (cast("UOp", self),), arg)
    ret.shape  # noqa: B018 -- validates the arg now, not when the graph is scheduled
    if isinstance(ret.device, tuple): ret.axis  # noqa: B018 -- a multi-device value's shards must survive the op (raises now if not)
    return ret

  # ---- leaves ----
  @staticmethod
  def new_buffer(device: str | tuple[str, ...], size: int, dtype: DType) -> UOp:
    """A fresh (unique) BUFFER of shape (size,); its device Buffer is made on first use of `.buffer`."""
    from tinygrad.uop.ops import ParamArg
    if not isinstance(size, int) or size < 0: raise ValueError(f"a buffer needs a non-negative int size, got {size!r}")
    return _uop()(Ops.BUFFER, dtype, (), ParamArg(slot=next(_buffer_ids), dtype=dtype, device=device, size=size))
  @staticmethod
  def from_buffer(buf: Buffer) -> UOp:
    """A fresh BUFFER node backed by an existing device Buffer (external memory, a view of a DISK file, ...)."""
    ret = GraphMixin.new_buffer(buf.device, buf.size, buf.dtype)
    _buffers[ret] = buf
    return ret
  def _reduce_buffer(self) -> tuple:
    """A pickled BUFFER comes back as a fresh node (a new process numbers its own buffers) bound to the pickled Buffer, if any."""
    return _unpickle_buffer, (self.dtype, self.arg, _buffers.get(self))
  @property
  def base(self) -> UOp:
    """The node under any chain of RESHAPEs (reshapes of a buffer share its memory)."""
    u = cast("UOp", self)
    while u.op is Ops.RESHAPE: u = u.src[0]
    return u
  @property
  def is_realized(self) -> bool:
    b = self.base
    return b.op is Ops.BUFFER and not b.is_variable
  @property
  def buffer(self) -> Buffer:
    """The device Buffer of a BUFFER node (or a RESHAPE of one); a symbolic-shape value over a buffer (Tensor.empty(3, v): the max-size
    buffer shrunk to the bound Variable) has that whole buffer, as in tinygrad; other views must be realized contiguous first.
    A realized multi-device value (an MSTACK of BUFFERs) has one buffer per device: see `multibuffer`."""
    b = self.base if self.is_realized else _symbolic_base(cast("UOp", self))
    if b is None: raise RuntimeError(f"{self.op} has no buffer of its own; realize it (.contiguous()) first")
    if (buf := _buffers.get(b)) is None:
      from tinygrad.device import Buffer
      if not isinstance(b.arg.device, str): raise RuntimeError(f"a multi-device BUFFER on {b.arg.device} has one buffer per device")
      _buffers[b] = buf = Buffer(b.arg.device, b.arg.size, b.dtype)
    return buf
  @property
  def multibuffer(self) -> MultiBuffer:
    """A realized multi-device value's per-device Buffers as a tinygrad-style MultiBuffer (tinygrad's `.buffer` of such a value).
    A separate name because tg's `.buffer` is always one Buffer; raises RuntimeError for a single-device or unrealized value."""
    from tinygrad.device import MultiBuffer
    u = self.base
    if u.op is not Ops.MSTACK or not all(s.is_realized and s.base.op is Ops.BUFFER for s in u.src):
      raise RuntimeError(f"multibuffer needs a realized multi-device value (an MSTACK of buffers), got {u.op} on {u.device}; realize it first")
    bufs = [s.buffer for s in u.src]
    return MultiBuffer(tuple(b.device for b in bufs), bufs[0].size, bufs[0].dtype, bufs)
  @property
  def has_buffer(self) -> bool: return self.is_realized and self.base in _buffers
  @property
  def realized(self) -> Buffer | MultiBuffer | None:
    """tinygrad's name for this node's storage: its Buffer when it is a realized BUFFER, the MultiBuffer of a realized multi-device
    MSTACK, else None (a view, a Variable or an unrealized value; tinygrad's tests read `t.uop.base.realized`)."""
    u = cast("UOp", self)
    if u.op is Ops.MSTACK and all(s.is_realized and s.base.op is Ops.BUFFER for s in u.src): return u.multibuffer
    return u.buffer if u.op is Ops.BUFFER and u.is_realized else None
  @property
  def buf_uop(self) -> UOp:
    """The BUFFER node this value reads from: followed down the first source (views, CONTIGUOUS, AFTER of an assign), as tinygrad.

    Raises:
      RuntimeError: no BUFFER under it (a const or a computed value that was never realized).
    """
    u = cast("UOp", self)
    while u.op is not Ops.BUFFER and u.src: u = u.src[0]
    if u.op is not Ops.BUFFER or u.is_variable: raise RuntimeError(f"{self.op} reads no buffer; realize it first")
    return u

  # ---- compute ----
  def reduce(self, op: Ops, axes: tuple[int, ...]) -> UOp:
    """REDUCE over `axes`, keeping rank (reduced dims become 1); dtype is this node's."""
    if op not in (Ops.ADD, Ops.MUL, Ops.MAX): raise ValueError(f"reduce op must be Ops.ADD, Ops.MUL or Ops.MAX, got {op}")
    ax = tuple(sorted({norm_axis(a, len(self.shape), "reduce axis") for a in axes}))
    if not ax or all(sym_eq(self.shape[a], 1) for a in ax): return cast("UOp", self)
    return _uop()(Ops.REDUCE, self.dtype, (cast("UOp", self),), (op, ax))
  def contiguous(self) -> UOp: return _uop()(Ops.CONTIGUOUS, self.dtype, (cast("UOp", self),))
  def contiguous_backward(self) -> UOp: return _uop()(Ops.CONTIGUOUS_BACKWARD, self.dtype, (cast("UOp", self),))
  def detach(self) -> UOp: return _uop()(Ops.DETACH, self.dtype, (cast("UOp", self),))
  def shard(self, devices: tuple[str, ...], axis: int | None = None) -> UOp:
    """This single-device value on every one of `devices`: whole (axis None) or split in equal slices along `axis` (an MSTACK
    of per-device copies of the slices). The scheduler lowers it to one graph per device."""
    me, n = cast("UOp", self), len(devices)
    if isinstance(self.device, tuple):  # reshard: every new part is copied from the old shards it overlaps
      from tinygrad.uop.multi import reshard
      return reshard(me, tuple(devices), None if axis is None else norm_axis(axis, len(self.shape), "shard axis"))
    if axis is None: return me.copy_to_device(tuple(devices))
    a = norm_axis(axis, len(self.shape), "shard axis")
    if not isinstance(self.shape[a], int) or self.shape[a] % n:
      raise RuntimeError(f"uneven shard: dim {a} of shape {self.shape} does not split over {n} devices; pad it or pick another axis")
    s = self.shape[a] // n
    slices = [me.shrink(tuple((i * s, (i + 1) * s) if d == a else None for d in range(len(self.shape)))) for i in range(n)]
    parts = [x.copy_to_device(dev) if dev != self.device else x.contiguous() for x, dev in zip(slices, devices)]  # own storage, always
    return _uop()(Ops.MSTACK, self.dtype, tuple(parts), a)
  def allreduce(self, op: Ops, device: str | tuple[str, ...]) -> UOp:
    """The `op` (Ops.ADD, Ops.MUL or Ops.MAX) combination of the per-device parts of multi-device `self`, on `device`: a tuple
    gives every device the result (replicated), a str puts it on that one device. `self` is a replicated-layout value whose parts
    may differ (each device's partial, e.g. `UOp.mstack` of partial sums), as tinygrad's scheduler makes one for a reduce over a
    sharded axis (tg's does the same). The scheduler lowers it by the algorithm RING / ALL2ALL pick (naive, ring or all2all).
    Raises ValueError for another op, RuntimeError (MultiError) for a single-device or sharded `self`."""
    from tinygrad.device import Device
    from tinygrad.uop.multi import MultiError, axis_of, devices_of
    if op not in (Ops.ADD, Ops.MUL, Ops.MAX): raise ValueError(f"allreduce op must be Ops.ADD, Ops.MUL or Ops.MAX, got {op}")
    devices_of(cast("UOp", self))
    if (a := axis_of(cast("UOp", self))) is not None:
      raise MultiError(f"allreduce combines per-device values of one shape; this one is sharded on axis {a}: reduce or gather it first")
    dev = Device.canonicalize(device) if isinstance(device, str) else tuple(Device.canonicalize(d) for d in device)
    return _uop()(Ops.ALLREDUCE, self.dtype, (cast("UOp", self),), (op, dev))
  def unshard(self, axis: int) -> UOp:
    """Replicated multi-device value -> one sharded along `axis` whose shard on each device is that device's copy."""
    from tinygrad.uop.multi import unshard
    return unshard(cast("UOp", self), norm_axis(axis, len(self.shape), "unshard axis"))
  @property
  def axis(self) -> int | tuple[tuple[int | None, int], ...] | None:
    """The sharded axis of a multi-device value (None: replicated, or single-device; a grid layout for a value split on a device
    grid, see Tensor.shard)."""
    from tinygrad.uop.multi import axis_of
    return axis_of(cast("UOp", self))
  def copy_to_device(self, device: str | tuple[str, ...]) -> UOp:
    return cast("UOp", self) if device == self.device else _uop()(Ops.COPY, self.dtype, (cast("UOp", self),), device)
  def assign(self, value: UOp) -> UOp:
    """In-place write of `value` into this realized buffer (or a view of one): AFTER(self, STORE(self, value))."""
    if not sym_eq(len(self.shape), len(value.shape)) or any(not sym_eq(a, b) for a, b in zip(self.shape, value.shape)):
      raise ShapeError(f"assign of shape {value.shape} into shape {self.shape}; broadcast the value first")
    if value.dtype != self.dtype: raise TypeError(f"assign of {value.dtype} into {self.dtype}; cast the value first")
    me = cast("UOp", self)
    return me.after(me.store(value))

def _unpickle_buffer(dtype: DType, arg: Any, buf: Buffer | None) -> UOp:
  from dataclasses import replace
  ret = _uop()(Ops.BUFFER, dtype, (), replace(arg, slot=next(_buffer_ids)))
  if buf is not None: _buffers[ret] = buf
  return ret
