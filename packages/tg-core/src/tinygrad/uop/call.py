"""Kernel and function calls in the UOp graph: what `UOp.placeholder`, `UOp.param`, `UOp.call`, `UOp.custom_kernel` and
`Tensor.custom_kernel` build.

A kernel call is `CALL(kernel SINK, *inputs)`: the SINK is written over placeholder PARAMs (slot i is input i), flattened here
to the flat buffers a kernel sees; the Tensor layer reads each input AFTER the call. A function call is
`FUNCTION(TUPLE(*bodies), *args)`: value bodies over `param` placeholders, whose outputs are the bodies with the args bound
(`function_outputs`). How calls run (cutting the graph at them, scheduling their inputs first) is tinygrad.engine.custom.
"""
from __future__ import annotations
from collections.abc import Callable
from typing import Any
from tinygrad.dtype import AddrSpace, DType, PtrDType, dtypes, strong_dtype
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import CallInfo, ParamArg, PatternMatcher, UOp, UPat, graph_rewrite, sint
from tinygrad.uop.multi import shard_shape

def max_shape(shape: tuple[sint, ...]) -> tuple[int, ...]: return tuple(s if isinstance(s, int) else int(s.vmax) for s in shape)


def placeholder(shape: tuple[int, ...], dtype: DType, slot: int, addrspace: AddrSpace = AddrSpace.GLOBAL, device: str | None = None,
                volatile: bool = False) -> UOp:
  """A kernel buffer reshaped so `buf[i, j]` indexes it row-major: a GLOBAL one is the argument in slot `slot` (a PARAM); LOCAL
  (shared memory) and REG (registers) ones are the kernel's own scratch (a BUFFER)."""
  if addrspace is AddrSpace.ALU: raise ValueError("a placeholder is memory: use AddrSpace.GLOBAL, LOCAL or REG (ALU is for Variables)")
  dtype = strong_dtype(dtype)
  arg = ParamArg(slot, dtype, addrspace=addrspace, device=device, volatile=volatile)
  p = UOp(Ops.PARAM if addrspace is AddrSpace.GLOBAL else Ops.BUFFER, dtype.ptr(prod(shape), addrspace), (), arg)
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

def custom_call(inputs: list[UOp], fxn: Callable[..., UOp], grad_fxn: Callable[..., Any] | None = None) -> UOp:
  """CALL(kernel SINK, *inputs): the SINK is fxn of one placeholder per input. `grad_fxn` (in the CALL's CallInfo) is what
  autodiff calls for the inputs' gradients (tinygrad.gradient)."""
  devs = {u.device for u in inputs}
  if None in devs: raise RuntimeError("custom_kernel inputs need a device: a deviceless constant has no buffer to pass; use .clone()")
  if len(devs) != 1: raise RuntimeError(f"custom_kernel inputs must share one device (or one tuple of devices), got {sorted(map(str, devs))}")
  shapes = [shard_shape(max_shape(u.shape), u.axis, len(u.device)) if isinstance(u.device, tuple) else max_shape(u.shape) for u in inputs]
  return kernel_call(fxn(*[placeholder(sh or (1,), strong_dtype(u.dtype), i) for i, (u, sh) in enumerate(zip(inputs, shapes))]), inputs,
                     grad_fxn)

def kernel_call(body: UOp, inputs: list[UOp] | tuple[UOp, ...], grad_fxn: Callable[..., Any] | None = None, name: str | None = None) -> UOp:
  """CALL(body, *inputs) of a kernel SINK over placeholders (slot i is inputs[i])."""
  if not isinstance(body, UOp) or body.op not in (Ops.SINK, Ops.PROGRAM):
    what = body.op if isinstance(body, UOp) else type(body).__name__
    raise TypeError(f"custom_kernel's fxn must return a kernel SINK (UOp.sink(..., arg=KernelInfo(...))), got {what}")
  flat = graph_rewrite(graph_rewrite(body, _flatten, name="flatten placeholders"), _strip, name="strip placeholder shapes")
  info = CallInfo(grad_fxn, name) if grad_fxn is not None or name is not None else None
  return made(UOp(Ops.CALL, dtypes.void, (flat, *inputs), info))

def stored_slots(call: UOp) -> list[int]:
  """The input slots a kernel CALL writes (its outputs), in slot order; a raw PROGRAM writes its ProgramInfo's outs, else slot 0."""
  if call.src[0].op is Ops.PROGRAM and (outs := getattr(call.src[0].arg, "outs", ())): return sorted(outs)
  slots = set()
  for u in call.src[0].toposort():
    if u.op is not Ops.STORE: continue
    b = u.src[0]
    while b.op in (Ops.INDEX, Ops.AFTER, Ops.RESHAPE, Ops.SHRINK): b = b.src[0]
    if b.op is Ops.PARAM and b.arg.slot is not None: slots.add(b.arg.slot)
  return sorted(slots) or [0]

# ---- value functions: a graph over value PARAMs (Tensor.as_param), called on arguments ----

def param(slot: int, dtype: DType, shape: tuple[sint, ...] | None = None, device: str | tuple[str, ...] | None = None) -> UOp:
  """A value placeholder: argument `slot` of a function body, with that argument's dtype, shape and device."""
  if not isinstance(slot, int) or slot < 0: raise ValueError(f"a param slot is a non-negative int, got {slot!r}")
  shape = tuple(shape) if shape is not None else ()
  if not all(isinstance(s, int) and s >= 0 for s in shape): raise ValueError(f"a param shape is non-negative ints, got {shape}")
  p = UOp(Ops.PARAM, strong_dtype(dtype), (), ParamArg(slot, strong_dtype(dtype), device=device, size=prod(shape)))
  return p.reshape(shape) if p.shape != shape else p

def _bind(body: UOp, args: tuple[UOp, ...]) -> UOp:
  """`body` with each value PARAM (slot k) replaced by args[k]."""
  params = [u for u in body.toposort() if u.op is Ops.PARAM and not isinstance(u.dtype, PtrDType)]
  sub: dict[UOp, UOp] = {}
  for p in params:
    if p.arg.slot >= len(args): raise IndexError(f"the function body uses param slot {p.arg.slot} but got {len(args)} arguments")
    a = args[p.arg.slot]
    if strong_dtype(a.dtype) != p.dtype: raise TypeError(f"argument {p.arg.slot} is {a.dtype} but its param is {p.dtype}; cast it first")
    if prod(max_shape(a.shape)) != p.arg.size:
      raise ValueError(f"argument {p.arg.slot} has shape {a.shape} but its param has {p.arg.size} elements")
    sub[p] = a.cast(p.dtype).reshape(p.shape) if a.shape != p.shape or a.dtype != p.dtype else a
  return body.substitute(sub, name="bind function params")

def function_call(bodies: tuple[UOp, ...], args: tuple[UOp, ...], grad_fxn: Callable[..., Any] | None = None,
                  name: str | None = None) -> UOp:
  """FUNCTION(TUPLE(*bodies), *args): a call of value bodies; its outputs are `function_outputs`."""
  if not bodies: raise ValueError("a function call needs at least one output body")
  for b in bodies:
    if not isinstance(b, UOp) or b.op in (Ops.SINK, Ops.PROGRAM, Ops.LINEAR):
      raise TypeError(f"function outputs are value graphs (over Tensor.as_param / UOp.param), got {getattr(b, 'op', type(b).__name__)}")
  return UOp(Ops.FUNCTION, dtypes.void, (UOp(Ops.TUPLE, dtypes.void, bodies), *args), CallInfo(grad_fxn, name))

def unbound_outputs(fn: UOp) -> tuple[UOp, ...]:
  """The outputs of a FUNCTION call as graphs over its arguments (the bodies with the params bound)."""
  if fn.op is not Ops.FUNCTION: raise TypeError(f"unbound_outputs is a property of a FUNCTION call (UOp.call_with_outputs), not {fn.op}")
  return tuple(_bind(b, fn.src[1:]) for b in fn.src[0].src)

def function_outputs(fn: UOp) -> tuple[UOp, ...]:
  """What the call's users see: the bound bodies (the scheduler inlines them); with a grad_fxn each is a DETACH that names the call
  and its output index, so autodiff asks grad_fxn instead of differentiating the body."""
  outs = unbound_outputs(fn)
  if fn.arg.grad_fxn is None: return outs
  return tuple(UOp(Ops.DETACH, o.dtype, (o,), (fn, i)) for i, o in enumerate(outs))

def made(call: UOp) -> UOp:
  _made.append(True)
  return call

__all__ = ["custom_call", "function_call", "function_outputs", "kernel_call", "made", "max_shape", "param", "placeholder",
           "stored_slots", "unbound_outputs"]
