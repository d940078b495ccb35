"""Grouped reductions (OptOps GROUP/GROUPTOP): a REDUCE over GROUP_REDUCE ranges is split across the threads of a workgroup.

Each thread reduces its share (the REDUCE over the other ranges) and stores the partial result into a LOCAL buffer indexed by
its GROUP_REDUCE, LOCAL, WARP and UPCAST ranges; after a barrier (codegen.barriers) a second REDUCE over fresh ranges (ids
+100) reads the partials back. Every thread then holds the result, so a global store whose address does not depend on a
GROUP_REDUCE range is gated to the thread where it is 0.
"""
from __future__ import annotations
from tinygrad.dtype import AddrSpace, Invalid
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, ParamArg, UOp
from tinygrad.uop.rewrite import traced_pass
from tinygrad.codegen.graph import addrspace, range_key, scopes, substitute

LANE_TYPES = (AxisType.LOCAL, AxisType.WARP, AxisType.UPCAST, AxisType.GROUP_REDUCE)

def _grouped(u: UOp) -> list[UOp]:
  return [r for r in u.src[1:] if r.op is Ops.RANGE and r.arg[-1] is AxisType.GROUP_REDUCE] if u.op is Ops.REDUCE else []

def _innermost(sink: UOp) -> UOp | None:
  """A grouped REDUCE whose value holds no other grouped REDUCE."""
  holds: dict[UOp, bool] = {}
  for u in sink.toposort():
    inner = any(holds[s] for s in u.src)
    if _grouped(u) and not inner: return u
    holds[u] = inner or bool(_grouped(u))
  return None

def _flat(rs: list[UOp], sizes: list[int]) -> UOp:
  return sum((r * prod(sizes[i + 1:]) for i, r in enumerate(rs)), start=UOp.const(0, rs[0].dtype))

@traced_pass()
def lower_group_reduces(sink: UOp) -> UOp:
  nid = max((u.arg[0] for u in sink.toposort() if u.op is Ops.RANGE), default=0) + 100
  slot = 0
  groups: list[UOp] = []
  while (red := _innermost(sink)) is not None:
    gs = _grouped(red)
    rest = tuple(r for r in red.src[1:] if r not in gs)
    partial = red.replace(src=(red.src[0], *rest)) if rest else red.src[0]
    open_ = scopes(sink)[red.src[0]] - set(red.src[1:])
    if bad := [r for r in open_ if r.arg[-1] in (AxisType.REDUCE, AxisType.UNROLL)]:
      raise ValueError(f"a grouped reduce inside the loop of range {bad[0].arg} is not supported; apply GROUP to the outer reduce")
    lanes = sorted([r for r in open_ if r.arg[-1] in LANE_TYPES] + gs, key=range_key)
    sizes = [r.src[0].arg for r in lanes]
    dt = partial.dtype
    buf = UOp(Ops.BUFFER, dt.ptr(prod(sizes), AddrSpace.LOCAL), (), ParamArg(slot + 1000, dt, addrspace=AddrSpace.LOCAL))
    slot += 1
    fresh = {g: g.replace(arg=(nid + i, *g.arg[1:-1], AxisType.REDUCE)) for i, g in enumerate(gs)}
    nid += len(gs)
    st = buf.index(_flat(lanes, sizes)).store(partial)
    back = UOp(Ops.LOAD, dt, (buf.after(st).index(_flat([fresh.get(r, r) for r in lanes], sizes)),))
    sink = substitute(sink, {red: UOp(Ops.REDUCE, red.dtype, (back, *fresh.values()), red.arg)})
    groups += gs
  return _gate_stores(sink, groups) if groups else sink

def _gate_stores(sink: UOp, gs: list[UOp]) -> UOp:
  """A global store whose address misses a GROUP_REDUCE range that its value depends on is made by that range's thread 0."""
  subs: dict[UOp, UOp] = {}
  for st in sink.toposort():
    if st.op is not Ops.STORE or addrspace(st.src[0]) is not AddrSpace.GLOBAL or st.src[0].op is not Ops.INDEX: continue
    idx, deps = st.src[0].src[1], set(st.src[1].toposort())
    if not (miss := [g for g in gs if g in deps and g not in idx.toposort()]): continue
    valid = miss[0].eq(0)
    for g in miss[1:]: valid = valid & g.eq(0)
    if idx.op is Ops.WHERE and idx.src[2].op is Ops.CONST and idx.src[2].arg is Invalid: new = (idx.src[0] & valid).where(idx.src[1], idx.src[2])
    else: new = valid.where(idx, UOp.const(Invalid, idx.dtype))
    subs[st] = st.replace(src=(st.src[0].replace(src=(st.src[0].src[0], new)), *st.src[1:]))
  return substitute(sink, subs)
