"""TRACEMETA: which Tensor method made a UOp, and the methods each kernel computes (DEBUG>=2 prints them after the kernel's name).

Only the outermost Tensor method a user called tags its result (`x.softmax()` is "softmax", not the exp and sum inside it). The
scheduler gives a kernel the tags of the tensor-level nodes it inlines, keyed by the kernel's AST (shared by identical kernels).
"""
from __future__ import annotations
import contextvars, functools, weakref
from typing import TYPE_CHECKING, Any
from collections.abc import Callable
from tinygrad.helpers import TRACEMETA
if TYPE_CHECKING: from tinygrad.uop.ops import UOp

uop_metadata: weakref.WeakKeyDictionary[UOp, str] = weakref.WeakKeyDictionary()
kernel_metadata: weakref.WeakKeyDictionary[UOp, tuple[str, ...]] = weakref.WeakKeyDictionary()
_in_method: contextvars.ContextVar[bool] = contextvars.ContextVar("tg_in_tensor_method", default=False)

def traced(name: str, fn: Callable[..., Any], is_tensor: Callable[[Any], bool]) -> Callable[..., Any]:
  """fn tagging the UOp of the Tensor it returns with `name` when it is the outermost Tensor method running (and TRACEMETA)."""
  @functools.wraps(fn)
  def wrapper(*args: Any, **kwargs: Any) -> Any:
    if _in_method.get() or not TRACEMETA: return fn(*args, **kwargs)
    token = _in_method.set(True)
    try: ret = fn(*args, **kwargs)
    finally: _in_method.reset(token)
    # a deviceless constant is hash-consed into every graph that uses it: a tag there would name another graph's method
    if is_tensor(ret) and ret.device is not None and ret.uop not in uop_metadata: uop_metadata[ret.uop] = name
    return ret
  return wrapper

def tag_kernel(ast: UOp, value: UOp, stop: Callable[[UOp], bool]) -> None:
  """Give kernel `ast` the tags of `value`'s graph, not descending into nodes where `stop` is True (other kernels' values)."""
  if not uop_metadata: return
  names = [n for u in value.toposort(lambda u: u is value or not stop(u)) if (n := uop_metadata.get(u)) is not None]
  if names: kernel_metadata[ast] = tuple(dict.fromkeys((*kernel_metadata.get(ast, ()), *names)))

def copy_tags(memo: dict[UOp, UOp]) -> None:
  """Tags of rebuilt nodes (original -> rebuilt, e.g. the schedule cache's template over placeholder buffers) follow them."""
  for o, t in memo.items():
    if (n := uop_metadata.get(o)) is not None and t not in uop_metadata: uop_metadata[t] = n
