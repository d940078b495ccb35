"""Reduces that can run in one loop do, on CPUs (after optimisation, before expansion).

A fused softmax(s) @ v kernel holds max(s) twice (once under the sum, once under the product), sum(exp(s - max)) and
sum(exp(s - max) / sum * v), each over its own range of the same size. Two rewrites make that two loops instead of four,
with one exp per element instead of two:
- a factor of an ADD-reduce's product that does not depend on the reduce's ranges moves outside it (sum(e / s * v) ->
  sum(e * v) / s), so the product no longer waits for the other reduce;
- two reduces over ranges of equal sizes and kinds, neither reading the other or its ranges, inside the same loops (lanes aside), share
  the first one's ranges: their common subexpressions (exp(s - max)) are then one node, identical reduces one reduce, and
  `lower_reduces` runs them in one loop.
"""
from __future__ import annotations
import functools
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, UOp
from tinygrad.uop.rewrite import traced_pass
from tinygrad.renderer import Renderer
from tinygrad.codegen.graph import scopes, substitute

LANES = (AxisType.UPCAST, AxisType.UNROLL)

def _factors(v: UOp) -> list[UOp]: return [x for s in v.src for x in _factors(s)] if v.op is Ops.MUL else [v]

def _depends(u: UOp, rs: set[UOp]) -> bool: return any(x in rs for x in u.toposort())

def _factor_out(red: UOp) -> UOp | None:
  if red.arg[0] is not Ops.ADD or red.src[0].op is not Ops.MUL or len(red.src) < 2: return None
  rs, fs = set(red.src[1:]), _factors(red.src[0])
  inv = [f for f in fs if not _depends(f, rs)]
  if not inv or len(inv) == len(fs): return None
  inner = functools.reduce(lambda a, b: a * b, [f for f in fs if f not in inv])
  return functools.reduce(lambda a, b: a * b, inv, red.replace(src=(inner, *red.src[1:])))

def _shape(red: UOp) -> tuple | None:
  if not all(r.op is Ops.RANGE and r.src[0].op is Ops.CONST for r in red.src[1:]): return None
  return tuple((r.src[0].arg, r.arg[-1]) for r in red.src[1:])

def _pair(sink: UOp) -> tuple[UOp, UOp] | None:
  """Two reduces that may share the first one's ranges (see the module doc), or None."""
  sc = scopes(sink)
  reds = [u for u in sink.toposort() if u.op is Ops.REDUCE and len(u.src) > 1 and _shape(u) is not None]
  def outer(u: UOp) -> frozenset[UOp]: return frozenset(r for r in sc[u.src[0]] if r not in u.src[1:] and r.arg[-1] not in LANES)
  for i, b in enumerate(reds):
    for a in reds[:i]:
      if a.src[1:] == b.src[1:] or _shape(a) != _shape(b) or set(a.src[1:]) & set(b.src[1:]) or outer(a) != outer(b): continue
      if a in b.toposort() or b in a.toposort(): continue
      # one nested in the other's loop (its body reads the other's ranges) must keep its own range
      if _depends(a.src[0], set(b.src[1:])) or _depends(b.src[0], set(a.src[1:])): continue
      return a, b
  return None

@traced_pass()
def share_reduce_loops(sink: UOp, ren: Renderer) -> UOp:
  if ren.has_local or not ren.has_threads: return sink
  sink = substitute(sink, {u: f for u in sink.toposort() if u.op is Ops.REDUCE and (f := _factor_out(u)) is not None})
  while (p := _pair(sink)) is not None: sink = substitute(sink, dict(zip(p[1].src[1:], p[0].src[1:])))
  return sink
