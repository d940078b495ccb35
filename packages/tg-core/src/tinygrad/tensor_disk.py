"""DISK tensors without kernels: a chain of views over a mapped file read, written and copied as numpy views of its bytes."""
from __future__ import annotations
import itertools
from typing import TYPE_CHECKING, Any
import numpy as np
from tinygrad.device import Device
from tinygrad.helpers import all_int, prod
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import UOp
from tinygrad.tensor_data import PyBool
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

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
