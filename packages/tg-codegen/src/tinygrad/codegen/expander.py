"""Expansion of UPCAST and UNROLL ranges: each becomes its constant values, one copy of the computation per lane.

- a REDUCE over UNROLL ranges reduces its lanes horizontally (a tree of the reduce op), then over its other ranges;
- every effect (STORE) that depends on UPCAST ranges becomes a GROUP of one STORE per lane combination;
- END/AFTER drop the expanded ranges.
Lanes are scalar copies: memory_coalescing later turns lanes at consecutive addresses into vector loads and stores.
"""
from __future__ import annotations
import functools, itertools
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, UOp
from tinygrad.codegen.graph import range_key, rebuild

EXPANDED = (AxisType.UPCAST, AxisType.UNROLL)

def _lanes(rs: list[UOp]) -> list[dict[UOp, UOp]]:
  sizes = [r.src[0].arg for r in rs]
  if not all(isinstance(s, int) for s in sizes): raise ValueError(f"UPCAST/UNROLL ranges need constant sizes, got {sizes}")
  return [{r: r.const_like(v) for r, v in zip(rs, vals)} for vals in itertools.product(*(range(s) for s in sizes))]

def _expanded_in(u: UOp) -> list[UOp]: return sorted((x for x in u.toposort() if x.op is Ops.RANGE and x.arg[-1] in EXPANDED), key=range_key)

def _tree(op: Ops, xs: list[UOp]) -> UOp:
  """Pairwise reduction: shorter dependency chains than a left fold."""
  while len(xs) > 1: xs = [functools.reduce(lambda a, b: a.alu(op, b), xs[i:i + 2]) for i in range(0, len(xs), 2)]
  return xs[0]

def _reduce(u: UOp, srcs: tuple[UOp, ...]) -> UOp | None:
  if u.op is not Ops.REDUCE or not (unroll := [r for r in srcs[1:] if r.arg[-1] in EXPANDED]): return None
  op = u.arg[0]
  val = _tree(op, [srcs[0].substitute(lane) for lane in _lanes(unroll)])
  keep = tuple(r for r in srcs[1:] if r.arg[-1] not in EXPANDED)
  return u.replace(src=(val, *keep)) if keep else val

def _effect(u: UOp, srcs: tuple[UOp, ...]) -> UOp | None:
  if u.op in (Ops.END, Ops.AFTER) and any(r.op is Ops.RANGE and r.arg[-1] in EXPANDED for r in srcs[1:]):
    keep = tuple(r for r in srcs[1:] if not (r.op is Ops.RANGE and r.arg[-1] in EXPANDED))
    return u.replace(src=(srcs[0], *keep)) if keep else srcs[0]
  if u.op is Ops.STORE and (up := _expanded_in(new := u.replace(src=srcs))):
    return UOp(Ops.GROUP, u.dtype, tuple(dict.fromkeys(new.substitute(lane) for lane in _lanes(up))))
  return None

def expand(sink: UOp) -> UOp:
  sink = rebuild(rebuild(sink, _reduce), _effect)
  if left := [r for r in sink.toposort() if r.op is Ops.RANGE and r.arg[-1] in EXPANDED]:
    raise RuntimeError(f"expansion left range {left[0].arg}: an UPCAST/UNROLL range is used outside any STORE")
  return sink
