"""`function`: mark a Tensor function as one traced unit (tinygrad's `@function` decorator).

This version traces by calling: the body's graph is built inline on each call, so every graph the scheduler sees is the one
upstream's FUNCTION would inline; identical bodies already share compiled kernels through the program cache. The checks are
upstream's: the result must be a Tensor or a tuple of Tensors. `precompile`, `precompile_backward` and `allow_implicit` are
accepted and change nothing here. With `grad_fxn` the traced outputs become a FUNCTION call (UOp.call_with_outputs) over the
Tensors found in the arguments, numbered in the order get_state_dict finds them, so autodiff asks grad_fxn instead of the body.
"""
from __future__ import annotations
import functools
from typing import TYPE_CHECKING, Any, TypeVar
from collections.abc import Callable
if TYPE_CHECKING: from tinygrad.tensor import Tensor

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
      ret = _check(f(*args, **kwargs), name)
      return ret if grad_fxn is None else _with_grad(ret, _inputs(args, kwargs), grad_fxn, name)
    return call  # type: ignore[return-value]
  return wrap(fxn) if fxn is not None else wrap

__all__ = ["function"]
