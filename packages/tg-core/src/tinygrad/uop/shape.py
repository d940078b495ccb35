"""Shape and device inference for tensor-level UOp graphs: one small rule per op.

Movement args are stored normalised and full length (one entry per dim):
  RESHAPE/EXPAND: the new shape; PERMUTE: the order; PAD: ((before, after), ...); SHRINK: ((start, end), ...);
  FLIP: one bool per dim (True = reversed). REDUCE: (op, axes) keeps rank (reduced dims become 1).
Dims are `sint` (int or a symbolic UOp). Kernel-level nodes (INDEX, RANGE, STORE, ...) are scalars: shape ().
"""
from __future__ import annotations
import operator
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Sequence
from tinygrad.dtype import AddrSpace, PtrDType
from tinygrad.helpers import prod
from tinygrad.uop import GroupOp, Ops
if TYPE_CHECKING: from tinygrad.uop.ops import UOp, sint

class ShapeError(ValueError):
  """A builder got arguments that do not fit its source's shape; the message names both."""

def _holds_bound(cond: UOp) -> bool:
  """cond evaluated at the values its Variables are bound to; False when one is unbound (nothing to evaluate it at)."""
  from tinygrad.uop.ops import SymbolicError, sym_infer
  try:
    u, vals = cond.unbind_all()
    return bool(sym_infer(u, vals))
  except SymbolicError: return False

def sym_eq(a: sint, b: sint, bound: bool = False) -> bool:
  """a == b for possibly symbolic dims: True only when provable, or with bound=True when it holds at the bound values."""
  if isinstance(a, int) and isinstance(b, int): return a == b
  if a is b: return True
  from tinygrad.uop.ops import UOp, resolve
  return resolve(c := UOp.const(b - a).eq(0), False) or (bound and _holds_bound(c))

def sym_le(a: sint, b: sint, bound: bool = False) -> bool:
  """a <= b when provable (symbolic dims compare by their bounds), or with bound=True when it holds at the bound values."""
  if isinstance(a, int) and isinstance(b, int): return a <= b
  from tinygrad.uop.ops import UOp, resolve
  return resolve(c := UOp.const(b - a).ge(0), False) or (bound and _holds_bound(c))

def _may_le(a: sint, b: sint) -> bool:
  """a <= b is not provably false: the graph-level check, which runs on unbound graphs too (the Tensor API checked the bound values)."""
  if isinstance(a, int) and isinstance(b, int): return a <= b
  from tinygrad.uop.ops import UOp, resolve
  return resolve(UOp.const(b - a).ge(0), True)

def broadcast_shape(*shapes: tuple[sint, ...]) -> tuple[sint, ...]:
  """numpy broadcasting (right-aligned); raises ShapeError naming the shapes that do not broadcast."""
  nd = max((len(s) for s in shapes), default=0)
  padded = [(1,) * (nd - len(s)) + tuple(s) for s in shapes]
  out: list[sint] = []
  for dims in zip(*padded):
    big = [d for d in dims if not sym_eq(d, 1)]
    if big and any(not sym_eq(d, big[0]) for d in big): raise ShapeError(f"shapes {' and '.join(map(str, shapes))} do not broadcast")
    out.append(big[0] if big else 1)
  return tuple(out)

# ---- per-op rules: (node) -> shape ----

def _simp(x: sint) -> sint:
  if isinstance(x, int): return x
  from tinygrad.uop.ops import ssimplify
  return ssimplify(x)

def _same(u: UOp) -> tuple[sint, ...]: return u.src[0].shape

def _define(u: UOp) -> tuple[sint, ...]:
  if isinstance(u.dtype, PtrDType): return (u.dtype.size,)
  if u.op is Ops.BUFFER and not u.is_variable and u.arg.addrspace is AddrSpace.GLOBAL: return (buffer_size(u),)
  if u.op is Ops.PARAM and u.arg.size >= 0: return (u.arg.size,)  # a function's value param (Tensor.as_param)
  return ()

def _alu(u: UOp) -> tuple[sint, ...]: return broadcast_shape(*(s.shape for s in u.src))

def _reshape(u: UOp) -> tuple[sint, ...]:
  old, new = u.src[0].shape, tuple(u.arg)
  if not _may_le(prod(old), prod(new)) or not _may_le(prod(new), prod(old)):
    raise ShapeError(f"cannot reshape {old} ({prod(old)} elements) to {new} ({prod(new)} elements)")
  return new

def _expand(u: UOp) -> tuple[sint, ...]:
  old, new = u.src[0].shape, tuple(u.arg)
  if len(old) != len(new) or any(not sym_eq(o, n) and not sym_eq(o, 1) for o, n in zip(old, new)):
    raise ShapeError(f"cannot expand {old} to {new}: only size-1 dims broadcast, and the rank must match (reshape first)")
  return new

def _permute(u: UOp) -> tuple[sint, ...]:
  old = u.src[0].shape
  if sorted(u.arg) != list(range(len(old))): raise ShapeError(f"permute order {u.arg} is not a permutation of {len(old)} dims")
  return tuple(old[i] for i in u.arg)

def _pad(u: UOp) -> tuple[sint, ...]:
  old = u.src[0].shape
  if len(u.arg) != len(old) or any(not sym_le(0, b) or not sym_le(0, a) for b, a in u.arg):
    raise ShapeError(f"pad {u.arg} needs one non-negative (before, after) per dim of {old}")
  return tuple(_simp(b + s + a) for s, (b, a) in zip(old, u.arg))

def _shrink(u: UOp) -> tuple[sint, ...]:
  old = u.src[0].shape
  if len(u.arg) != len(old) or any(not (_may_le(0, b) and _may_le(b, e) and _may_le(e, s)) for s, (b, e) in zip(old, u.arg)):
    raise ShapeError(f"shrink {u.arg} needs one (start, end) with 0 <= start <= end <= size per dim of {old}")
  return tuple(_simp(e - b) for b, e in u.arg)

def _flip(u: UOp) -> tuple[sint, ...]:
  if len(u.arg) != len(old := u.src[0].shape): raise ShapeError(f"flip arg {u.arg} needs one bool per dim of {old}")
  return old

def _reduce(u: UOp) -> tuple[sint, ...]:
  if not isinstance(u.arg[1], tuple): return ()  # kernel-level REDUCE(value, *ranges, arg=(op, 0)) is a scalar
  old = u.src[0].shape
  if any(not 0 <= a < len(old) for a in u.arg[1]): raise ShapeError(f"reduce axes {u.arg[1]} are out of range for shape {old}")
  return tuple(1 if i in u.arg[1] else s for i, s in enumerate(old))

def _mstack(u: UOp) -> tuple[sint, ...]:
  """A multi-device value from per-device ones: arg None replicates, an int axis concatenates the shards along it, a device-grid
  layout (((axis or None, size), ...)) concatenates the blocks along each split axis."""
  s = u.src[0].shape
  if isinstance(u.arg, tuple): return tuple(_simp(x * next((n for a, n in u.arg if a == i), 1)) for i, x in enumerate(s))
  return s if u.arg is None else tuple(_simp(x * len(u.src)) if i == u.arg else x for i, x in enumerate(s))

def _bitcast(u: UOp) -> tuple[sint, ...]:
  old, a, b = u.src[0].shape, u.src[0].dtype.itemsize, u.dtype.itemsize
  if a == b or isinstance(u.dtype, PtrDType): return old
  if not old: raise ShapeError(f"bitcast of a 0-d value from {u.src[0].dtype} to {u.dtype} changes its size; bitcast equal-size dtypes")
  if (old[-1] * a) % b if isinstance(old[-1], int) else False:
    raise ShapeError(f"bitcast {u.src[0].dtype} -> {u.dtype}: the last dim {old[-1]} of {old} times {a} bytes is not a multiple of {b}")
  return (*old[:-1], old[-1] * a // b)

_RULES: dict[Ops, Callable[[UOp], tuple[sint, ...]]] = {
  Ops.RESHAPE: _reshape, Ops.EXPAND: _expand, Ops.PERMUTE: _permute, Ops.PAD: _pad, Ops.SHRINK: _shrink, Ops.FLIP: _flip, Ops.REDUCE: _reduce,
  Ops.BITCAST: _bitcast, Ops.MSTACK: _mstack, Ops.BUFFER: _define, Ops.PARAM: _define, Ops.AFTER: _same,
  **{op: _same for op in (Ops.CAST, Ops.CONTIGUOUS, Ops.CONTIGUOUS_BACKWARD, Ops.DETACH, Ops.COPY, Ops.ALLREDUCE, Ops.MSELECT)},
  **{op: _alu for op in GroupOp.ALU}}

def infer_shape(u: UOp) -> tuple[sint, ...]:
  if u.op is Ops.SHRINK and not isinstance(u.arg, tuple): return ()  # program-level SHRINK(buf, off, len): a vector window
  return _RULES[u.op](u) if u.op in _RULES else ()

# ---- devices ----

def infer_device(u: UOp) -> str | tuple[str, ...] | None:
  """BUFFER: its device; COPY: its target; MSTACK: its sources' devices; CONST/Variables: None (deviceless); otherwise the first
  source with a device."""
  if u.op is Ops.COPY: return u.arg
  if u.op is Ops.ALLREDUCE: return u.arg[1]
  if u.op is Ops.MSTACK: return tuple(str(s.device) for s in u.src)
  if u.op in GroupOp.Defines: return u.arg.device if not u.is_variable else None
  return next((d for s in u.src if (d := s.device) is not None), None)

# ---- buffers ----

def buffer_size(u: UOp) -> int:
  """Element count of a tensor-level BUFFER (ParamArg.size)."""
  return u.arg.size

def as_int(x: Any, what: str) -> int:
  """`x` as a Python int: ints and numpy ints pass; bool, float and anything else raise TypeError naming `what`."""
  if type(x) is int: return x
  if isinstance(x, bool) or not hasattr(type(x), "__index__"):
    raise TypeError(f"{what} must be an int, got {type(x).__name__} {x!r}" + ("; round it with int() first" if isinstance(x, float) else ""))
  return operator.index(x)

def norm_axis(axis: int, ndim: int, what: str = "axis") -> int:
  """A possibly negative axis as an index in range(ndim); TypeError for a non-int, IndexError names the valid range."""
  axis = as_int(axis, what)
  lo, hi = -max(ndim, 1), max(ndim, 1) - 1
  if not lo <= axis <= hi: raise IndexError(f"{what} {axis} is out of range for {ndim} dims; use a value in [{lo}, {hi}]")
  return axis % max(ndim, 1)

def norm_axes(axes: Any, ndim: int, what: str = "axis") -> tuple[int, ...]:
  """One int or a sequence of ints as axes in range(ndim), in the given order; a repeated axis raises ValueError (as numpy)."""
  if not isinstance(axes, (tuple, list)): axes = (axes,)
  out = tuple(norm_axis(a, ndim, what) for a in axes)
  if len(out) > 1 and len(set(out)) != len(out):
    dup = next(a for a in axes if out.count(norm_axis(a, ndim, what)) > 1)
    raise ValueError(f"duplicate value in '{what}': {dup!r} names the same dim as another entry of {tuple(axes)}; name each dim once")
  return out

def check_dims(shape: Sequence[Any], what: str = "shape") -> tuple[sint, ...]:
  """Shape entries as ints (or symbolic dims): a float, bool or other entry raises TypeError, a negative one ValueError."""
  if all(type(s) is int and s >= 0 for s in shape): return tuple(shape)  # the common case, before the import
  from tinygrad.uop.ops import UOp
  if bad := [s for s in shape if not isinstance(s, UOp) and (isinstance(s, bool) or not hasattr(type(s), "__index__"))]:
    raise TypeError(f"{what} must hold ints, got {type(bad[0]).__name__} {bad[0]!r} in {tuple(shape)}" +
                    ("; round it with int() first" if isinstance(bad[0], float) else ""))
  out = tuple(s if isinstance(s, UOp) else operator.index(s) for s in shape)
  if any(isinstance(s, int) and s < 0 for s in out): raise ValueError(f"{what} {tuple(shape)} has a negative dim; sizes must be >= 0")
  return out
