"""Workgroup barriers for LOCAL (shared) memory, inserted where one thread may read or overwrite what another wrote.

- read after write: `AFTER(local, *deps)` whose deps store into that buffer, read by a load of another thread's element,
  becomes `AFTER(local, BARRIER(*deps))`: every thread's stores finish before any thread reads;
- write after read: a store into a LOCAL buffer inside a loop that also reads another thread's element of it (iteration
  i+1 overwrites what iteration i read) goes through `AFTER(local, BARRIER(loop))`, a barrier at the top of each iteration.
A load reads only its own thread's element when every store into the buffer uses the very index it reads with and that
index depends on every local launch index; then no barrier is needed. Only renderers with workgroups (has_local) get any.
"""
from __future__ import annotations
from dataclasses import dataclass, field
from tinygrad.dtype import AddrSpace, PtrDType, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.uop.rewrite import traced_pass
from tinygrad.renderer import Renderer
from tinygrad.codegen.graph import base_buffer, scopes

def _local(u: UOp) -> bool: return isinstance(u.dtype, PtrDType) and u.op is Ops.BUFFER and u.dtype.addrspace is AddrSpace.LOCAL

def _index(u: UOp) -> UOp:
  while u.op is Ops.AFTER: u = u.src[0]
  return u

def _addr(u: UOp) -> tuple[UOp, UOp] | None:
  """(LOCAL buffer, element index) of an access's address, or None for other memory."""
  if (u := _index(u)).op is not Ops.INDEX or len(u.src) != 2 or not _local(b := base_buffer(u.src[0])): return None
  return b, u.src[1]

def _afters(addr: UOp) -> list[UOp]:
  """The AFTER nodes an address goes through, above and below its INDEX."""
  out: list[UOp] = []
  while addr.op in (Ops.AFTER, Ops.INDEX):
    if addr.op is Ops.AFTER: out.append(addr)
    addr = addr.src[0]
  return out

@dataclass
class BarrierCtx:
  raw: set[UOp] = field(default_factory=set)  # AFTER nodes whose readers need the stores in their deps finished
  war: dict[UOp, tuple[UOp, ...]] = field(default_factory=dict)  # store -> the loops whose next iteration it must wait for

def _stores_into(deps: tuple[UOp, ...], buf: UOp) -> bool:
  """Whether deps hold a store into buf that no BARRIER already orders."""
  seen: set[UOp] = set()
  todo = list(deps)
  while todo:
    if (u := todo.pop()) in seen or u.op is Ops.BARRIER: continue
    seen.add(u)
    if u.op is Ops.STORE and (a := _addr(u.src[0])) is not None and a[0] is buf: return True
    todo.extend(u.src)
  return False

def barrier_ctx(sink: UOp) -> BarrierCtx:
  nodes = sink.toposort()
  lidx = {u for u in nodes if u.op is Ops.SPECIAL and str(u.arg).startswith("lidx")}
  stores: dict[UOp, list[UOp]] = {}
  loads: dict[UOp, list[UOp]] = {}
  for u in nodes:
    if u.op in (Ops.STORE, Ops.LOAD) and (a := _addr(u.src[0])) is not None: (stores if u.op is Ops.STORE else loads).setdefault(a[0], []).append(u)
  def foreign(ld: UOp, buf: UOp) -> bool:
    idx = _index(ld.src[0]).src[1]
    return any(_index(st.src[0]).src[1] is not idx for st in stores.get(buf, [])) or not lidx <= set(idx.toposort())
  ctx, sc = BarrierCtx(), scopes(sink)
  for buf, lds in loads.items():
    if not (far := [ld for ld in lds if foreign(ld, buf)]): continue
    ctx.raw.update(a for ld in far for a in _afters(ld.src[0]) if _stores_into(a.src[1:], buf))
    loops = frozenset().union(*(sc[ld] for ld in far))
    for st in stores.get(buf, []):
      if (rs := tuple(r for r in sc[st] if r in loops)): ctx.war[st] = rs
  return ctx

def _effects(xs: tuple[UOp, ...]) -> tuple[UOp, ...]:
  return tuple(e for x in xs for e in (_effects(x.src) if x.op is Ops.GROUP else (x,)))

def _raw(ctx: BarrierCtx, a: UOp) -> UOp | None:
  # the barrier waits on the stores themselves: a GROUP is not an instruction of the linear program
  return a.replace(src=(a.src[0], UOp(Ops.BARRIER, dtypes.void, _effects(a.src[1:])))) if a in ctx.raw else None

def _war(ctx: BarrierCtx, st: UOp) -> UOp | None:
  if (rs := ctx.war.get(st)) is None: return None
  bar = UOp(Ops.BARRIER, dtypes.void, rs)
  def through(a: UOp) -> UOp: return a.replace(src=(through(a.src[0]), *a.src[1:])) if a.op is Ops.AFTER else \
    a.replace(src=(a.src[0].after(bar), *a.src[1:]))
  return st.replace(src=(through(st.src[0]), *st.src[1:]))

pm_barriers = PatternMatcher([(UPat(Ops.AFTER, name="a"), _raw), (UPat(Ops.STORE, name="st"), _war)])

@traced_pass()
def add_barriers(sink: UOp, ren: Renderer) -> UOp:
  # the rules see the original nodes (the context is keyed by them) before their sources are rewritten
  return graph_rewrite(sink, pm_barriers, ctx=barrier_ctx(sink), bottom_up=True, name="barriers") if ren.has_local else sink
