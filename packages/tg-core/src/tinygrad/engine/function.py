"""`function`: mark a Tensor function as one traced unit (core.md 6.2).

This version traces by calling: the body's graph is built inline on each call, so every graph the scheduler sees is the one
upstream's FUNCTION would inline; identical bodies already share compiled kernels through the program cache. The checks are
upstream's: the result must be a Tensor or a tuple of Tensors. `precompile`, `precompile_backward`, `allow_implicit` and
`grad_fxn` are accepted; the first three change nothing here, and `grad_fxn` is not supported yet (it raises).
"""
from __future__ import annotations
import functools
from typing import Any, TypeVar
from collections.abc import Callable

F = TypeVar("F", bound=Callable[..., Any])

def _check(ret: Any, name: str) -> Any:
  from tinygrad.tensor import Tensor
  if isinstance(ret, Tensor) or (isinstance(ret, tuple) and ret and all(isinstance(t, Tensor) for t in ret)): return ret
  raise RuntimeError(f"function {name} must return a Tensor or a tuple of Tensors, got {type(ret).__name__}")

def function(fxn: F | None = None, *, precompile: bool = False, precompile_backward: bool = False, allow_implicit: bool = False,
             grad_fxn: Callable[..., Any] | None = None) -> Any:
  """`@function` or `@function(...)`: the wrapped call returns what `fxn` returns, checked to be Tensors."""
  if grad_fxn is not None: raise NotImplementedError("function(grad_fxn=...) is not supported yet; define the gradient with Tensor ops")
  def wrap(f: F) -> F:
    @functools.wraps(f)
    def call(*args: Any, **kwargs: Any) -> Any: return _check(f(*args, **kwargs), getattr(f, "__name__", "fxn"))
    return call  # type: ignore[return-value]
  return wrap(fxn) if fxn is not None else wrap

__all__ = ["function"]
