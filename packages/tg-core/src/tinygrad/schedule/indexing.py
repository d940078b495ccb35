"""Movement ops as index math: each maps the index of its output to the index (and validity) of its source.

An index is a tuple of weakint UOps, one per dim; a validity is a bool UOp or None (always valid). Reshapes flatten the
output index row-major and peel off the source dims with `//` and `%`; symbolic simplification then folds the common cases
(splitting or merging dims) back to plain ranges, which is what replaces view merging.
"""
from __future__ import annotations
import functools
from typing import Any
from tinygrad.dtype import Invalid, dtypes
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp, resolve, sint

Index = tuple[UOp, ...]

def c(x: sint) -> UOp: return x if isinstance(x, UOp) else UOp.const(x, dtypes.weakint)
def is_one(x: sint) -> bool: return isinstance(x, int) and x == 1
def simp(x: UOp) -> UOp: return x if x.op in (Ops.RANGE, Ops.CONST) else x.simplify()  # leaves are already simple

def strides_of(shape: tuple[sint, ...]) -> tuple[sint, ...]:
  """Row-major strides of a shape (size-1 dims get stride 0: they never move)."""
  out: list[sint] = []
  acc: sint = 1
  for s in reversed(shape):
    out.append(0 if is_one(s) else acc)
    acc = acc * s
  return tuple(reversed(out))

@functools.lru_cache(maxsize=1 << 14)
def flat(idx: Index, shape: tuple[sint, ...]) -> UOp:
  """The row-major linear position of `idx` in `shape` (a sum over plain ranges is built already simple)."""
  ret = c(0)
  for i, st in zip(idx, strides_of(shape)):
    if not (isinstance(st, int) and st == 0): ret = i if ret.op is Ops.CONST and ret.arg == 0 and is_one(st) else ret + i * st
  return ret if all(i.op in (Ops.RANGE, Ops.CONST) for i in idx) and all(isinstance(x, int) for x in shape) else simp(ret)

def unflat(lin: UOp, shape: tuple[sint, ...]) -> Index:
  """The index of the row-major linear position `lin` in `shape` (the first dim needs no modulo)."""
  out: list[UOp] = []
  first = True
  for s, st in zip(shape, strides_of(shape)):
    if is_one(s): out.append(c(0))
    else:
      q = lin // st if not (isinstance(st, int) and st == 1) else lin
      out.append(simp(q if first else q % s))
      first = False
  return tuple(out)

def reshape_index(idx: Index, out: tuple[sint, ...], src: tuple[sint, ...]) -> Index:
  """Source index of a reshape: dims are matched in groups of equal size, so only split or merged dims need index math."""
  o, s = [d for d in range(len(out)) if not is_one(out[d])], [d for d in range(len(src)) if not is_one(src[d])]
  ret: list[UOp] = [c(0)] * len(src)
  if len(o) == len(s) and all(out[a] is src[b] or (isinstance(out[a], int) and out[a] == src[b]) for a, b in zip(o, s)):
    for a, b in zip(o, s): ret[b] = idx[a]
    return tuple(ret)
  if not all(isinstance(x, int) and x > 0 for x in out + src): return unflat(flat(idx, out), src)
  a = b = 0
  while a < len(o):
    go, gs, po, ps = [o[a]], [s[b]], out[o[a]], src[s[b]]
    a, b = a + 1, b + 1
    while po != ps:
      if po < ps: go, po, a = go + [o[a]], po * out[o[a]], a + 1
      else: gs, ps, b = gs + [s[b]], ps * src[s[b]], b + 1
    sub = unflat(flat(tuple(idx[d] for d in go), tuple(out[d] for d in go)), tuple(src[d] for d in gs))
    for d, i in zip(gs, sub): ret[d] = i
  return tuple(ret)

def and_valid(a: UOp | None, b: UOp | None) -> UOp | None:
  if a is None: return b
  if b is None: return a
  return (a & b).simplify()

def pad_valid(idx: Index, arg: tuple, shape: tuple[sint, ...]) -> UOp | None:
  """Where a PAD's output index falls inside its source (None when every dim is unpadded)."""
  valid: UOp | None = None
  for i, (b, a), s in zip(idx, arg, shape):
    conds = ([i >= b] if resolve(c(b) > 0, True) else []) + ([i < b + s] if resolve(c(a) > 0, True) else [])
    for cond in conds: valid = and_valid(valid, cond.simplify())
  return valid

def movement_index(u: UOp, idx: Index) -> tuple[Index, UOp | None]:
  """Source index of movement op `u` at output index `idx`, and the validity it adds (PAD only)."""
  return _movement_index(u.op, u.arg, u.src[0].shape, u.shape, idx)

# the same layer shapes recur throughout a model and across schedules: cache the math (and keep its simplified nodes alive)
@functools.lru_cache(maxsize=1 << 14)
def _movement_index(op: Ops, arg: Any, src_shape: tuple[sint, ...], shape: tuple[sint, ...], idx: Index) -> tuple[Index, UOp | None]:
  if op is Ops.RESHAPE: return reshape_index(idx, shape, src_shape), None
  if op is Ops.EXPAND: return tuple(c(0) if is_one(s) and not is_one(n) else i for i, s, n in zip(idx, src_shape, shape)), None
  if op is Ops.PERMUTE:
    out: list[UOp] = [c(0)] * len(idx)
    for i, o in enumerate(arg): out[o] = idx[i]
    return tuple(out), None
  if op is Ops.SHRINK: return tuple(simp(i + b) if not (isinstance(b, int) and b == 0) else i for i, (b, _) in zip(idx, arg)), None
  if op is Ops.FLIP: return tuple(simp(c(s) - 1 - i) if f else i for i, s, f in zip(idx, src_shape, arg)), None
  if op is Ops.PAD:
    return tuple(simp(i - b) if not (isinstance(b, int) and b == 0) else i for i, (b, _) in zip(idx, arg)), pad_valid(idx, arg, src_shape)
  raise ValueError(f"{op} is not a movement op")

def gate(i: UOp, valid: UOp | None) -> UOp:
  """A flat index that is Invalid where `valid` is false (a gated load or store)."""
  if valid is None: return i
  if valid.op is Ops.CONST: return i if valid.arg else UOp.const(Invalid, dtypes.weakint)
  return valid.where(i, UOp.const(Invalid, dtypes.weakint))

def max_shape(shape: tuple[sint, ...]) -> tuple[int, ...]:
  """Each dim at its largest value (the storage a symbolic shape needs)."""
  return tuple(s if isinstance(s, int) else int(s.vmax) for s in shape)

def numel_max(shape: tuple[sint, ...]) -> int: return int(prod(max_shape(shape)))
