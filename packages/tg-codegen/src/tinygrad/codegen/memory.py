"""Memory accesses: masked indices become gated loads/stores, and lanes at consecutive addresses become vector accesses."""
from __future__ import annotations
import functools
from tinygrad.dtype import AddrSpace, Invalid, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.uop.symbolic import split_sum
from tinygrad.renderer import Renderer
from tinygrad.codegen.graph import addrspace, rebuild, substitute

# ---- gates: INDEX(buf, WHERE(valid, idx, Invalid)) ----

def _split_valid(idx: UOp) -> tuple[UOp, UOp | None]:
  """(index, gate): the gate is None for an index that is always valid."""
  if idx.op is Ops.WHERE and idx.src[2].op is Ops.CONST and idx.src[2].arg is Invalid: return idx.src[1], idx.src[0]
  if idx.op is Ops.WHERE and idx.src[1].op is Ops.CONST and idx.src[1].arg is Invalid: return idx.src[2], idx.src[0].logical_not()
  if idx.op is Ops.CONST and idx.arg is Invalid: return idx.const_like(0), UOp.const(False, dtypes.bool)
  return idx, None

def _and(a: UOp | None, b: UOp) -> UOp: return b if a is None else a & b

def _gated_index(x: UOp) -> tuple[UOp, UOp] | None:
  if x.op is not Ops.INDEX or len(x.src) != 2: return None
  idx, gate = _split_valid(x.src[1])
  return (x.replace(src=(x.src[0], idx)), gate) if gate is not None else None

def gate_load(ld: UOp) -> UOp | None:
  if (g := _gated_index(ld.src[0])) is None: return None
  alt, old = (ld.src[1], ld.src[2]) if len(ld.src) == 3 else (ld.const_like(0), None)
  return UOp(Ops.LOAD, ld.dtype, (g[0], alt, _and(old, g[1])))

def gate_store(st: UOp) -> UOp | None:
  if (g := _gated_index(st.src[0])) is None: return None
  return UOp(Ops.STORE, st.dtype, (g[0], st.src[1], _and(st.src[2] if len(st.src) == 3 else None, g[1])))

pm_fold_gates = PatternMatcher([
  # constant gates fold: a load never made returns its alt, a store never made disappears
  (UPat(Ops.LOAD, src=(UPat(), UPat.var("alt"), UPat.cvar("g")), name="ld"),
   lambda ld, alt, g: alt if g.arg is False else ld.replace(src=ld.src[:1])),
  (UPat(Ops.STORE, src=(UPat(), UPat(), UPat.cvar("g")), name="st"), lambda st, g: UOp(Ops.NOOP) if g.arg is False else st.replace(src=st.src[:2])),
  (UPat(Ops.GROUP, name="x"), lambda x: x.replace(src=s) if len(s := tuple(y for y in x.src if y.op is not Ops.NOOP)) < len(x.src) and s else None),
])

pm_gates = PatternMatcher([(UPat(Ops.LOAD, name="ld"), gate_load), (UPat(Ops.STORE, name="st"), gate_store)]) + pm_fold_gates

def apply_gates(sink: UOp) -> UOp: return graph_rewrite(sink, pm_gates, name="gates")

def _fold_gate(u: UOp, srcs: tuple[UOp, ...]) -> UOp | None:
  if u.op in (Ops.LOAD, Ops.STORE) and len(srcs) == 3 and srcs[2].op is Ops.CONST:
    if srcs[2].arg: return u.replace(src=srcs[:1] if u.op is Ops.LOAD else srcs[:2])
    return srcs[1] if u.op is Ops.LOAD else UOp(Ops.NOOP)
  if u.op is Ops.GROUP and any(s.op is Ops.NOOP for s in srcs) and (keep := tuple(s for s in srcs if s.op is not Ops.NOOP)):
    return u.replace(src=keep)
  return None

def fold_gates(sink: UOp) -> UOp:
  """pm_fold_gates in one pass (lanes of a masked access fold to constant gates after expansion)."""
  return rebuild(sink, _fold_gate)

# ---- memory coalescing ----

def _base_offset(idx: UOp) -> tuple[UOp | None, int]:
  """idx as (sum of its non-constant terms in a canonical order, constant); lanes of one access share the first."""
  terms, k = split_sum(idx)
  if not terms: return None, k
  terms = sorted(terms, key=lambda t: t.order_key)
  return functools.reduce(lambda a, b: a + b, terms), k

def _multiple_of(u: UOp | None, w: int) -> bool:
  if u is None: return True
  if u.op is Ops.CONST: return isinstance(u.arg, int) and u.arg % w == 0
  if u.op is Ops.ADD: return all(_multiple_of(s, w) for s in u.src)
  if u.op is Ops.MUL: return any(s.op is Ops.CONST and isinstance(s.arg, int) and s.arg % w == 0 for s in u.src)
  return False

def _coalescable(ren: Renderer, x: UOp, dt: object) -> bool:
  return ren.supports_float4 and x.op is Ops.INDEX and len(x.src) == 2 and dt not in (dtypes.bool,) and getattr(dt, "count", 1) == 1 and \
    addrspace(x.src[0]) in (AddrSpace.GLOBAL, AddrSpace.LOCAL, AddrSpace.REG)

def _chunks(ren: Renderer, base: UOp | None, offs: list[int]) -> list[tuple[int, int]]:
  """(first offset, width) runs of consecutive offsets, widest first, each starting at a multiple of its width."""
  have, out = set(offs), []
  for o in sorted(offs):
    if o not in have: continue
    for w in (*ren.vector_widths, 1):
      if w == 1 or (o % w == 0 and all(o + i in have for i in range(w)) and (not ren.aligned_vectors or _multiple_of(base, w))):
        out.append((o, w))
        have -= set(range(o, o + w))
        break
  return out

def _lane(v: UOp, i: int) -> UOp: return UOp(Ops.INDEX, v.dtype.scalar(), (v,), i)

def _vec_index(x: UOp, base: UOp | None, o: int) -> UOp:
  idx = x.src[1].const_like(o) if base is None else (base + o if o else base)
  return x.replace(src=(x.src[0], idx))

def coalesce_loads(sink: UOp, ren: Renderer) -> UOp:
  groups: dict[tuple, dict[int, UOp]] = {}
  for u in sink.toposort():
    if u.op is Ops.LOAD and _coalescable(ren, u.src[0], u.dtype):
      base, off = _base_offset(u.src[0].src[1])
      groups.setdefault((u.src[0].src[0], base, u.src[1:], u.dtype), {})[off] = u
  subs: dict[UOp, UOp] = {}
  for (_, base, rest, dt), lds in groups.items():
    for o, w in _chunks(ren, base, list(lds)):
      if w == 1: continue
      first = lds[o]
      alt = (UOp(Ops.STACK, dt.vec(w), tuple(lds[o + i].src[1] for i in range(w))),) if rest else ()
      vec = UOp(Ops.LOAD, dt.vec(w), (_vec_index(first.src[0], base, o), *alt, *rest[1:]))
      subs.update({lds[o + i]: _lane(vec, i) for i in range(w)})
  return substitute(sink, subs)

def _coalesce_group(g: UOp, ren: Renderer) -> UOp | None:
  groups: dict[tuple, dict[int, UOp]] = {}
  others: list[UOp] = []
  for st in g.src:
    if st.op is Ops.STORE and _coalescable(ren, st.src[0], st.src[1].dtype):
      base, off = _base_offset(st.src[0].src[1])
      if off not in (grp := groups.setdefault((st.src[0].src[0], base, st.src[2:], st.src[1].dtype), {})):
        grp[off] = st
        continue
    others.append(st)
  out: list[UOp] = []
  for (_, base, gate, dt), sts in groups.items():
    for o, w in _chunks(ren, base, list(sts)):
      if w == 1: out.append(sts[o])
      else:
        vals = UOp(Ops.STACK, dt.vec(w), tuple(sts[o + i].src[1] for i in range(w)))
        out.append(UOp(Ops.STORE, g.dtype, (_vec_index(sts[o].src[0], base, o), vals, *gate)))
  return g.replace(src=(*out, *others)) if len(out) + len(others) < len(g.src) else None

def _flatten_group(g: UOp) -> UOp | None:
  if not any(s.op is Ops.GROUP for s in g.src): return None
  return g.replace(src=tuple(y for s in g.src for y in (s.src if s.op is Ops.GROUP else (s,))))

def coalesce_stores(sink: UOp, ren: Renderer) -> UOp:
  def fn(u: UOp, srcs: tuple[UOp, ...]) -> UOp | None:
    if u.op is not Ops.GROUP: return None
    g = u.replace(src=srcs)
    if (flat := _flatten_group(g)) is not None: g = flat
    return c if (c := _coalesce_group(g, ren)) is not None else g
  return rebuild(sink, fn)
