"""Memory accesses: masked indices become gated loads/stores, and lanes at consecutive addresses become vector accesses."""
from __future__ import annotations
import functools
from tinygrad.dtype import AddrSpace, DType, Invalid, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.uop.rewrite import traced_pass, tracking
from tinygrad.uop.symbolic import split_sum
from tinygrad.renderer import Renderer
from tinygrad.codegen.graph import addrspace, substitute

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

def _drop_regate(g: UOp, ld: UOp, alt: UOp) -> UOp | None:
  """WHERE(g, LOAD(addr, alt, g), alt) is the load: a padded read is gated in its index and again on its value."""
  return ld if len(ld.src) == 3 and ld.src[2] is g and ld.src[1] is alt else None

pm_gates = PatternMatcher([(UPat(Ops.LOAD, name="ld"), gate_load), (UPat(Ops.STORE, name="st"), gate_store),
                           (UPat(Ops.WHERE, src=(UPat.var("g"), UPat(Ops.LOAD, name="ld"), UPat.var("alt"))), _drop_regate)]) + pm_fold_gates

@traced_pass()
def apply_gates(sink: UOp) -> UOp: return graph_rewrite(sink, pm_gates, name="gates")

@traced_pass()
def fold_gates(sink: UOp, skip: bool = False) -> UOp:
  """pm_fold_gates in one walk (lanes of a masked access fold to constant gates after expansion); `skip`: the caller knows there
  is no gated access (the pass stays a recorded step)."""
  return sink if skip else graph_rewrite(sink, pm_fold_gates, walk=True, name="fold gates")

# ---- memory coalescing ----

@functools.lru_cache(maxsize=1 << 14)  # lanes of an expanded tile share index nodes: coalescing loads, stores and STACKs asks again
def base_offset(idx: UOp) -> tuple[UOp | None, int]:
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

def _gate_of(ld: UOp) -> UOp: return ld.src[2] if len(ld.src) == 3 else UOp.const(True, dtypes.bool)
def _alt_of(ld: UOp) -> UOp: return ld.src[1] if len(ld.src) == 3 else ld.const_like(0)

def _vector_load(ren: Renderer, base: UOp | None, o: int, lanes: list[UOp], dt: DType) -> UOp:
  """One load of consecutive lanes: ungated, under the gate they share, or (vector_gates) masked by each lane's own gate."""
  w, first = len(lanes), lanes[0]
  if all(len(ld.src) == 1 for ld in lanes): return UOp(Ops.LOAD, dt.vec(w), (_vec_index(first.src[0], base, o),))
  alt = UOp(Ops.STACK, dt.vec(w), tuple(_alt_of(ld) for ld in lanes))
  gates = [_gate_of(ld) for ld in lanes]
  gate = gates[0] if all(g is gates[0] for g in gates) else UOp(Ops.STACK, dtypes.bool.vec(w), tuple(gates))
  return UOp(Ops.LOAD, dt.vec(w), (_vec_index(first.src[0], base, o), alt, gate))

@traced_pass()
def coalesce_loads(sink: UOp, ren: Renderer) -> UOp: return substitute(sink, _load_runs(sink, ren))

def _load_runs(sink: UOp, ren: Renderer) -> dict[UOp, UOp]:
  """Each coalesced scalar load -> its lane of a vector load."""
  # with vector_gates, lanes gated differently (a conv's padding at a row's ends) still form one (masked) vector load
  groups: dict[tuple, list[dict[int, UOp]]] = {}
  for u in sink.toposort():
    if u.op is Ops.LOAD and _coalescable(ren, u.src[0], u.dtype):
      base, off = base_offset(u.src[0].src[1])
      gate_key = () if ren.vector_gates else u.src[1:]
      runs = groups.setdefault((u.src[0].src[0], base, gate_key, u.dtype), [])
      # one address may be loaded under two gates (row r's column -1 is row r-1's last column): a second set of runs
      if (lds := next((d for d in runs if off not in d), None)) is None: runs.append(lds := {})
      lds[off] = u
  subs: dict[UOp, UOp] = {}
  for (_, base, _, dt), runs in groups.items():
    for lds in runs:
      for o, w in _chunks(ren, base, list(lds)):
        if w == 1: continue
        vec = _vector_load(ren, base, o, [lds[o + i] for i in range(w)], dt)
        subs.update({lds[o + i]: _lane(vec, i) for i in range(w)})
  return subs

def _coalesce_group(g: UOp, ren: Renderer) -> UOp | None:
  groups: dict[tuple, dict[int, UOp]] = {}
  others: list[UOp] = []
  for st in g.src:
    if st.op is Ops.STORE and _coalescable(ren, st.src[0], st.src[1].dtype):
      base, off = base_offset(st.src[0].src[1])
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

def _coalesce_stores(ctx: Renderer, g: UOp) -> UOp | None:
  flat = _flatten_group(g)
  vec = _coalesce_group(flat if flat is not None else g, ctx)
  return vec if vec is not None else flat

# a GROUP of stores is flattened, and its stores to consecutive addresses become vector stores (ctx = the renderer)
pm_coalesce_stores = PatternMatcher([(UPat(Ops.GROUP, name="g"), _coalesce_stores)])

@traced_pass()
def coalesce_stores(sink: UOp, ren: Renderer) -> UOp: return graph_rewrite(sink, pm_coalesce_stores, ctx=ren, walk=True, name="coalesce stores")

def coalesce(sink: UOp, ren: Renderer) -> UOp:
  """coalesce_loads then coalesce_stores. The stores' walk rides on the loads' substitution (one rebuild of the expanded graph
  instead of two: the same result); while rewrites are recorded they run as two steps, so VIZ shows each."""
  if tracking(): return coalesce_stores(coalesce_loads(sink, ren), ren)
  return substitute(sink, _load_runs(sink, ren), post=lambda v: _coalesce_stores(ren, v) if v.op is Ops.GROUP else None)

# ---- lanes gathered from overlapping loads ----

def _lane_of(v: UOp, i: int) -> UOp:
  if v.dtype.count == 1: return v
  if v.op is Ops.STACK: return v.src[i]
  return UOp.const(v.arg, v.dtype.scalar()) if v.op is Ops.CONST else _lane(v, i)

def _lane_access(s: UOp) -> tuple[UOp, UOp | None, int, UOp | None, UOp | None, UOp] | None:
  """(buffer, base, offset, gate, alt, address) of a scalar load or of lane i of a vector load from global memory."""
  if s.op is Ops.INDEX and len(s.src) == 1 and s.src[0].op is Ops.LOAD: ld, i = s.src[0], s.arg
  elif s.op is Ops.LOAD and s.dtype.count == 1: ld, i = s, 0
  else: return None
  addr = ld.src[0]
  if addr.op is not Ops.INDEX or len(addr.src) != 2 or addrspace(addr.src[0]) is not AddrSpace.GLOBAL: return None
  base, off = base_offset(addr.src[1])
  if len(ld.src) == 1: return addr.src[0], base, off + i, None, None, addr
  return addr.src[0], base, off + i, _lane_of(ld.src[2], i), _lane_of(ld.src[1], i), addr

def _run_load(ren: Renderer, acc: list, base: UOp | None, dt: DType) -> UOp | None:
  w, (_, _, o, _, _, addr) = len(acc), acc[0]
  if all(a[3] is None for a in acc): return UOp(Ops.LOAD, dt.vec(w), (_vec_index(addr, base, o),))
  gates = [a[3] if a[3] is not None else UOp.const(True, dtypes.bool) for a in acc]
  alts = [a[4] if a[4] is not None else UOp.const(0, dt) for a in acc]
  same = all(g is gates[0] for g in gates)
  if not same and not ren.vector_gates: return None
  alt = UOp.const(alts[0].arg, dt.vec(w)) if alts[0].op is Ops.CONST and all(a is alts[0] for a in alts) else UOp(Ops.STACK, dt.vec(w), tuple(alts))
  gate = gates[0] if same else UOp(Ops.STACK, dtypes.bool.vec(w), tuple(gates))
  return UOp(Ops.LOAD, dt.vec(w), (_vec_index(addr, base, o), alt, gate))

def stack_of_loads(ren: Renderer, x: UOp) -> UOp | None:
  """A STACK of loaded lanes at consecutive addresses becomes vector loads of those addresses, even where coalescing split
  them into other vectors (x[w+kx] for an unrolled kx shares addresses with x[w]): on CPUs an unaligned load is cheaper
  than gathering lanes from two vectors."""
  if not ren.supports_float4 or ren.aligned_vectors or _lane_access(x.src[0]) is None: return None  # most STACKs: not of loads
  if None in (acc := [_lane_access(s) for s in x.src]): return None
  if not all(a[0] is acc[0][0] and a[1] is acc[0][1] for a in acc): return None  # type: ignore[index]
  runs: list[list] = [[acc[0]]]
  for a in acc[1:]:
    if a[2] == runs[-1][-1][2] + 1 and len(runs[-1]) < max(ren.vector_widths): runs[-1].append(a)  # type: ignore[index]
    else: runs.append([a])
  if all(len(r) == 1 for r in runs): return None
  lanes: list[UOp] = []
  for run in runs:
    while run:
      w = next((w for w in ren.vector_widths if w <= len(run)), 1)
      ld = _run_load(ren, run[:w], acc[0][1], x.dtype.scalar()) if w > 1 else None  # type: ignore[index]
      if ld is not None and w == len(x.src): return ld
      lanes.extend(x.src[len(lanes):len(lanes) + w] if ld is None else [_lane(ld, i) for i in range(w)])
      run = run[w:]
  return None if all(a is b for a, b in zip(lanes, x.src)) else UOp(Ops.STACK, x.dtype, tuple(lanes))
