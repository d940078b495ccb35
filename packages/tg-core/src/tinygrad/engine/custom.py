"""Custom kernels (core.md 9.1): a kernel SINK the user builds over placeholder PARAMs, called on tensors.

`custom_call(inputs, fxn)` gives fxn one GLOBAL placeholder per input (slot i, the input's dtype, its max shape, or its shard's
shape on multi-device inputs, where the kernel runs once per device) and wraps the SINK it returns in a CALL on the inputs; the
Tensor layer returns each input AFTER that call. At realize time the engine (realize._stages) cuts a graph at its CALLs: the
inputs of each call are scheduled first (into whole, contiguous buffers), then the call itself, and the AFTERs become those
buffers, so the rest of the graph reads what the kernel wrote.
"""
from __future__ import annotations
from collections.abc import Callable
from typing import Any
from tinygrad.dtype import DType, dtypes, strong_dtype
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import ParamArg, PatternMatcher, UOp, UPat, graph_rewrite, sint
from tinygrad.schedule.multi import mstack, shard_shape

def placeholder(shape: tuple[int, ...], dtype: DType, slot: int) -> UOp:
  """A GLOBAL kernel argument in slot `slot`: a flat PARAM, reshaped so `buf[i, j]` indexes it row-major."""
  p = UOp(Ops.PARAM, dtype.ptr(prod(shape)), (), ParamArg(slot, dtype))
  return p if len(shape) == 1 else p.reshape(shape)

def _flat_index(x: UOp, r: UOp) -> UOp:
  shape, idx = r.arg, x.src[1:]
  if len(idx) == 1 and len(shape) != 1: return r.src[0].index(*idx)  # already a flat offset
  if len(idx) != len(shape): raise IndexError(f"a placeholder of shape {shape} takes {len(shape)} indices (or one flat one), got {len(idx)}")
  flat, stride = idx[-1], shape[-1]
  for i, s in zip(reversed(idx[:-1]), reversed(shape[:-1])): flat, stride = flat + i * stride, stride * s
  return r.src[0].index(flat)

# the kernel sees flat buffers: the placeholders' reshapes move above AFTERs and fold into INDEX offsets
_flatten = PatternMatcher([
  (UPat(Ops.AFTER, src=(UPat(Ops.RESHAPE, name="r"),), allow_any_len=True, name="a"),
   lambda a, r: UOp(Ops.AFTER, r.src[0].dtype, (r.src[0], *a.src[1:])).reshape(r.arg)),
  (UPat(Ops.INDEX, src=(UPat(Ops.RESHAPE, name="r"),), allow_any_len=True, name="x"), _flat_index),
])
# what is left of them orders effects (a buffer after its stores, ended loops): the flat buffer does the same
_strip = PatternMatcher([(UPat(Ops.RESHAPE, src=(UPat((Ops.AFTER, Ops.PARAM)),), name="r"), lambda r: r.src[0])])

_made: list[bool] = []  # set once a custom call exists: until then realize skips the walk for calls

def custom_call(inputs: list[UOp], fxn: Callable[..., UOp]) -> UOp:
  """CALL(kernel SINK, *inputs): the SINK is fxn of one placeholder per input."""
  devs = {u.device for u in inputs}
  if None in devs: raise RuntimeError("custom_kernel inputs need a device: a deviceless constant has no buffer to pass; use .clone()")
  if len(devs) != 1: raise RuntimeError(f"custom_kernel inputs must share one device (or one tuple of devices), got {sorted(map(str, devs))}")
  shapes = [shard_shape(_max_shape(u.shape), u.axis, len(u.device)) if isinstance(u.device, tuple) else _max_shape(u.shape) for u in inputs]
  body = fxn(*[placeholder(sh or (1,), strong_dtype(u.dtype), i) for i, (u, sh) in enumerate(zip(inputs, shapes))])
  if not isinstance(body, UOp) or body.op is not Ops.SINK:
    what = body.op if isinstance(body, UOp) else type(body).__name__
    raise TypeError(f"custom_kernel's fxn must return a kernel SINK (UOp.sink(..., arg=KernelInfo(...))), got {what}")
  flat = graph_rewrite(graph_rewrite(body, _flatten, name="flatten placeholders"), _strip, name="strip placeholder shapes")
  return made(UOp(Ops.CALL, dtypes.void, (flat, *inputs)))

def made(call: UOp) -> UOp:
  _made.append(True)
  return call

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

def _max_shape(shape: tuple[sint, ...]) -> tuple[int, ...]: return tuple(s if isinstance(s, int) else int(s.vmax) for s in shape)

def storage(u: UOp) -> UOp | None:
  """The BUFFER holding `u` whole and row-major at its max shape (the form a kernel argument needs), else None."""
  ms = _max_shape(u.shape)
  if u.op is Ops.SHRINK and all(b == 0 for b, _ in u.arg) and _max_shape(u.src[0].shape) == ms: u = u.src[0]  # a symbolic prefix
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
  ms = _max_shape(shape)
  ret = buf if ms == (buf.arg.size,) else buf.reshape(ms)
  return ret if ms == tuple(shape) else ret.shrink(tuple((0, s) for s in shape))

__all__ = ["buffer_view", "call_schedule", "custom_call", "custom_calls", "made", "output_view", "placeholder", "shard_views", "storage",
           "storages"]
