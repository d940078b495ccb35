"""Running custom kernel calls (tinygrad.uop.call builds them): the engine (realize._stages) cuts a graph at its CALLs. The
inputs of each call are scheduled first (into whole, contiguous buffers), then the call itself, and the AFTERs become those
buffers, so the rest of the graph reads what the kernel wrote. A multi-device call runs once per device, on the shards.
"""
from __future__ import annotations
from typing import Any
from tinygrad.dtype import dtypes
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp, sint
from tinygrad.uop.call import _made, made, max_shape
from tinygrad.uop.multi import mstack, shard_shape

# call bodies (kernel SINKs with a KernelInfo, LINEARs of a callify) are not entered
def _tensor_level(x: UOp) -> bool: return x.op is not Ops.LINEAR and (x.op is not Ops.SINK or x.arg is None)

def custom_calls(uops: tuple[UOp, ...]) -> list[UOp]:
  """The tensor-level CALLs these graphs depend on, dependencies first (nothing to walk until a custom call was made)."""
  return [u for u in UOp.sink(*uops).toposort(_tensor_level) if u.op is Ops.CALL] if _made else []

def call_schedule(call: UOp) -> Any:
  """A Schedule that runs just `call` (CALL of a kernel on BUFFERs); bound Variables in the kernel become launch values, so one
  compiled kernel serves every value."""
  import dataclasses
  from tinygrad.schedule import create_schedule
  if call.src[0].op is Ops.LINEAR: return dataclasses.replace(create_schedule(), linear=call.src[0])  # a callify: its calls, in order
  body, var_vals = call.src[0].unbind_all()
  return dataclasses.replace(create_schedule(), linear=UOp(Ops.LINEAR, dtypes.void, (call.replace(src=(body, *call.src[1:])),)), var_vals=var_vals)

def storage(u: UOp) -> UOp | None:
  """The BUFFER holding `u` whole and row-major at its max shape (the form a kernel argument needs), else None."""
  ms = max_shape(u.shape)
  if u.op is Ops.SHRINK and all(b == 0 for b, _ in u.arg) and max_shape(u.src[0].shape) == ms: u = u.src[0]  # a symbolic prefix
  b = u.base
  return b if b.op is Ops.BUFFER and not b.is_variable and b.arg.size == prod(ms) else None

def storages(views: list[UOp]) -> list[UOp]:
  if any((bad := v) is not None and storage(v) is None for v in views): raise RuntimeError(f"custom_kernel input {bad.op} has no whole buffer")
  return [b for v in views if (b := storage(v)) is not None]

def shard_views(v: UOp, n: int) -> list[UOp]:
  """The per-device parts of an input's realized replacement (a single-device one is its own part)."""
  if n == 1: return [v]
  if v.op is not Ops.MSTACK: raise NotImplementedError(f"custom_kernel on a multi-device value realized as {v.op}; pass a sharded buffer")
  return list(v.src)

def output_view(bufs: list[UOp], x: UOp) -> UOp:
  """What AFTER(x, call) becomes: the buffer the kernel wrote x into, at x's shape (the MSTACK of the shards for a multi-device x)."""
  if not isinstance(x.device, tuple): return buffer_view(bufs[0], x.shape)
  return mstack([buffer_view(b, shard_shape(x.shape, x.axis, len(bufs))) for b in bufs], x.axis)

def buffer_view(buf: UOp, shape: tuple[sint, ...]) -> UOp:
  """The BUFFER `buf` (holding a value row-major at its max shape) seen at `shape`."""
  ms = max_shape(shape)
  ret = buf if ms == (buf.arg.size,) else buf.reshape(ms)
  return ret if ms == tuple(shape) else ret.shrink(tuple((0, s) for s in shape))

__all__ = ["buffer_view", "call_schedule", "custom_calls", "made", "output_view", "shard_views", "storage", "storages"]
