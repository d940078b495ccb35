"""REDUCE -> a REG accumulator: init to the identity inside the reduce's input ranges, `acc = acc op v` in the loop, read after.

REDUCEs over the same ranges share one loop (one END) and one REG array per dtype (consecutive elements for each of them in
lane order, so memory coalescing turns the accumulator updates into vector loads and stores; a vector REDUCE takes as many
elements as it has lanes). The accumulators are initialised inside every range any of them depends on, so a loop hoisted out
of an output range never accumulates across its iterations.
"""
from __future__ import annotations
import itertools, math
from tinygrad.dtype import AddrSpace, DType, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import ParamArg, UOp
from tinygrad.uop.rewrite import traced_pass
from tinygrad.renderer import Renderer
from tinygrad.codegen.decomp import max_keeping_nan
from tinygrad.codegen.graph import range_key, scopes, substitute

CHAIN_MIN = 8  # accumulators sharing a loop at which their updates become chains (FMA latency x issue width)

def identity(op: Ops, dt: DType) -> object:
  if op is Ops.ADD: return False if dt == dtypes.bool else 0
  if op is Ops.MUL: return True if dt == dtypes.bool else 1
  if op is Ops.MAX: return False if dt == dtypes.bool else -math.inf if dtypes.is_float(dt) else dt.min
  raise ValueError(f"REDUCE op must be ADD, MUL or MAX, got {op}")

def _innermost_group(sink: UOp, holds: dict[UOp, bool]) -> list[UOp]:
  """The REDUCEs whose values hold no other REDUCE, that share the ranges of the first such one ([] when there is none).
  `holds` (node -> holds a REDUCE) is filled in and kept across calls: a graph known to hold none is not walked again."""
  reds: list[UOp] = []
  get = holds.__getitem__
  for u in sink.toposort((lambda x: holds.get(x, True)) if holds else None):
    if u.op is Ops.REDUCE:
      holds[u] = True
      reds.append(u)
    else: holds[u] = any(map(get, u.src))
  leaves = [r for r in reds if not holds[r.src[0]]]
  return [r for r in leaves if r.src[1:] == leaves[0].src[1:]] if leaves else []

def _leaves(v: UOp, op: Ops) -> list[UOp]:
  return [x for s in v.src for x in _leaves(s, op)] if v.op is op and len(v.src) == 2 else [v]

def combine(a: UOp, b: UOp, op: Ops, ren: Renderer | None = None) -> UOp:
  """a op b, with MAX as a compare and select for renderers without it (this runs after the decompositions). A float MAX is
  always a select that keeps a NaN from either side (numpy, torch): a max instruction returns the other operand."""
  if op is Ops.MAX and dtypes.is_float(a.dtype): return max_keeping_nan(a, b)
  if op is Ops.MAX and ren is not None and Ops.MAX not in ren.code_for_op: return a.lt(b).where(b, a)
  return a.alu(op, b)

def _update(cur: UOp, v: UOp, op: Ops, chain: bool, ren: Renderer) -> UOp:
  """cur op v. With many accumulators in the loop (enough independent work), the terms of v are folded into the
  accumulator one by one (a*b terms then contract into fused multiply-adds); alone, v is summed first to keep the
  loop-carried chain short."""
  if not chain: return combine(cur, v, op, ren)
  for x in _leaves(v, op): cur = combine(cur, x, op, ren)
  return cur

@traced_pass()
def lower_reduces(sink: UOp, ren: Renderer) -> UOp:
  n = 0
  holds: dict[UOp, bool] = {}
  # the lanes of an expanded tile hold no REDUCE: neither finding the next group nor substituting it walks them again
  no_reduce = lambda u: holds.get(u) is False
  while group := _innermost_group(sink, holds):
    rs = group[0].src[1:]
    if not rs:
      sink = substitute(sink, {r: r.src[0] for r in group}, skip=no_reduce)
      continue
    sc = scopes(UOp.sink(*(r.src[0] for r in group)))  # a node's scope depends only on the graph below it
    inputs = sorted(frozenset().union(*(sc[r.src[0]] for r in group)) - set(rs), key=range_key)
    updates: list[UOp] = []
    slots: dict[UOp, tuple[UOp, int]] = {}
    chain = sum(r.dtype.count for r in group) >= CHAIN_MIN
    for dt in dict.fromkeys(r.src[0].dtype.scalar() for r in group):
      members = _by_family([r for r in group if r.src[0].dtype.scalar() == dt])
      offs = list(itertools.accumulate((r.dtype.count for r in members), initial=0))  # a vector reduce takes consecutive elements
      acc = UOp(Ops.BUFFER, dt.ptr(offs[-1], AddrSpace.REG), (), ParamArg(slot=n, dtype=dt, addrspace=AddrSpace.REG))
      n += 1
      base = acc.after(*inputs) if inputs else acc
      init = _group([base.index(_i(o)).store(UOp.const(identity(r.arg[0], dt), r.dtype)) for o, r in zip(offs, members)])
      cur = acc.after(init, *rs)
      for o, r in zip(offs, members):
        updates.append(cur.index(_i(o)).store(_update(UOp(Ops.LOAD, r.dtype, (cur.index(_i(o)),)), r.src[0], r.arg[0], chain, ren)))
        slots[r] = (acc, o)
    end = UOp(Ops.END, dtypes.void, (_group(updates), *rs))
    holds[end] = False  # the loop's updates read innermost values only: later searches and substitutions need not walk them
    sink = substitute(sink, {r: UOp(Ops.LOAD, r.dtype, (acc.after(end).index(_i(p)),)) for r, (acc, p) in slots.items()}, skip=no_reduce)
  return sink

def _by_family(members: list[UOp]) -> list[UOp]:
  """Reduces of one shape (the lanes of one reduce) kept next to each other, in their order: two reduces sharing a loop (a
  fused softmax's sum beside its product with v) would otherwise interleave their lanes, and the accumulator's vectors mix them."""
  def family(r: UOp) -> tuple: return (r.arg, r.src[0].op, tuple(s.op for s in r.src[0].src))
  order = {f: i for i, f in enumerate(dict.fromkeys(family(r) for r in members))}
  return sorted(members, key=lambda r: order[family(r)])

def _i(p: int) -> UOp: return UOp.const(p, dtypes.int32)
def _group(xs: list[UOp]) -> UOp: return xs[0] if len(xs) == 1 else UOp(Ops.GROUP, dtypes.void, tuple(xs))
