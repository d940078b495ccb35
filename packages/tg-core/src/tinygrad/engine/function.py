"""`function`: mark a Tensor function as one traced unit (tinygrad's `@function` decorator).

This version traces by calling: the body's graph is built inline on each call, so every graph the scheduler sees is the one
upstream's FUNCTION would inline; identical bodies already share compiled kernels through the program cache. The checks are
upstream's: the result must be a Tensor or a tuple of Tensors, and it may read only the Tensors passed in (a realized Tensor the
body reaches otherwise, a closure's weights say, is an implicit input: RuntimeError unless allow_implicit=True). precompile=True
makes the body a unit of its own: its outputs are realized at the call (kernels compiled and run then, never fused into the
caller's graph); precompile_backward=True does the same for the gradients that flow back into its Tensor arguments (those
passed directly or in lists, tuples and dicts). With `grad_fxn` the traced outputs become a FUNCTION call (UOp.call_with_outputs)
over the Tensors found in the arguments, numbered in the order get_state_dict finds them, so autodiff asks grad_fxn instead of
the body.
"""
from __future__ import annotations
import functools
from typing import TYPE_CHECKING, Any, TypeVar
from collections.abc import Callable
if TYPE_CHECKING:
  from tinygrad.tensor import Tensor
  from tinygrad.uop.ops import UOp

F = TypeVar("F", bound=Callable[..., Any])

def _check(ret: Any, name: str) -> Any:
  from tinygrad.tensor import Tensor
  if isinstance(ret, Tensor) or (isinstance(ret, tuple) and ret and all(isinstance(t, Tensor) for t in ret)): return ret
  raise RuntimeError(f"function {name} must return a Tensor or a tuple of Tensors, got {type(ret).__name__}")

def _inputs(args: tuple, kwargs: dict) -> list[Tensor]:
  """The Tensors in args and kwargs (searched like get_state_dict), one per distinct graph."""
  from tinygrad.nn.state import get_state_dict
  seen: dict[Any, Tensor] = {}
  for t in get_state_dict((args, kwargs)).values(): seen.setdefault(t.uop, t)
  return list(seen.values())

def _implicit(ret: Any, ins: list[Tensor], since: int) -> list[UOp]:
  """Buffers that ret's graph reads which existed before the call (slot < since) and no argument reaches."""
  from tinygrad.uop import Ops
  outs = ret if isinstance(ret, tuple) else (ret,)
  given = {u for t in ins for u in t.uop.toposort() if u.op is Ops.BUFFER}
  return [u for u in dict.fromkeys(v for o in outs for v in o.uop.toposort())
          if u.op is Ops.BUFFER and u.arg.slot < since and u not in given]

def _grad_boundary(t: Tensor) -> Tensor:
  """t behind an identity whose gradient is realized where it flows back in (precompile_backward)."""
  from tinygrad.tensor import Tensor
  def bwd(g: UOp, call: UOp) -> Tensor: return Tensor(g).contiguous().realize()
  return function(grad_fxn=bwd, allow_implicit=True)(lambda x: x * 1)(t)

def _swap_inputs(args: tuple, kwargs: dict) -> tuple[tuple, dict]:
  """args and kwargs with each Tensor that requires grad (also inside lists, tuples and dicts) behind a gradient boundary."""
  from tinygrad.tensor import Tensor
  def sw(x: Any) -> Any:
    if isinstance(x, Tensor): return _grad_boundary(x) if x.requires_grad else x
    if isinstance(x, (list, tuple)): return type(x)(sw(v) for v in x)
    return {k: sw(v) for k, v in x.items()} if isinstance(x, dict) else x
  return sw(args), sw(kwargs)

def _with_grad(ret: Any, ins: list[Tensor], grad_fxn: Callable[..., Any], name: str) -> Any:
  """ret's outputs as one FUNCTION call whose params are `ins`: grad_fxn(grad, call) (or (*grads, call=call)) gives their gradients."""
  from tinygrad.tensor import Tensor
  from tinygrad.uop.ops import UOp
  if not ins: raise RuntimeError(f"function {name} has a grad_fxn but no Tensor arguments to give gradients to; pass the inputs as arguments")
  if bad := [i for i, t in enumerate(ins) if not all(isinstance(s, int) for s in t.shape)]:
    raise ValueError(f"function {name} with a grad_fxn needs concrete input shapes; inputs {bad} are symbolic (shrink them first)")
  params = {t.uop: t.as_param(i).uop for i, t in enumerate(ins)}
  outs = ret if isinstance(ret, tuple) else (ret,)
  bodies = tuple(o.uop.substitute(params, name="function params") for o in outs)
  called = UOp.call_with_outputs(bodies, *[t.uop for t in ins], grad_fxn=grad_fxn, name=name)
  res = tuple(Tensor(u) for u in called)
  return res if isinstance(ret, tuple) else res[0]

def function(fxn: F | None = None, *, precompile: bool = False, precompile_backward: bool = False, allow_implicit: bool = False,
             grad_fxn: Callable[..., Any] | None = None) -> Any:
  """`@function` or `@function(...)`: the wrapped call returns what `fxn` returns, checked to be Tensors. grad_fxn(grad, call) (one
  output) or grad_fxn(*grads, call=call) returns one gradient per Tensor argument (None for none); call.src[1:] are those
  arguments and call.unbound_outputs the outputs."""
  if grad_fxn is not None and not callable(grad_fxn): raise TypeError(f"grad_fxn must be callable, got {type(grad_fxn).__name__}")
  def wrap(f: F) -> F:
    name = getattr(f, "__name__", "fxn")
    @functools.wraps(f)
    def call(*args: Any, **kwargs: Any) -> Any:
      from tinygrad.mixin.graph import _buffer_ids
      since = next(_buffer_ids)
      if precompile_backward: args, kwargs = _swap_inputs(args, kwargs)
      ret = _check(f(*args, **kwargs), name)
      ins = _inputs(args, kwargs)
      if not allow_implicit and (imp := _implicit(ret, ins, since)):
        raise RuntimeError(f"function {name} reads {len(imp)} Tensor(s) it was not passed (implicit inputs, first of shape "
                           f"{imp[0].arg.size} elements, {imp[0].dtype}): pass them as arguments, or use @function(allow_implicit=True)")
      if grad_fxn is not None: ret = _with_grad(ret, ins, grad_fxn, name)
      if precompile: (ret[0] if isinstance(ret, tuple) else ret).realize(*(ret[1:] if isinstance(ret, tuple) else ()))
      return ret
    return call  # type: ignore[return-value]
  return wrap(fxn) if fxn is not None else wrap

__all__ = ["function"]
