"""Expansion of UPCAST and UNROLL ranges: each becomes its constant values, one copy of the computation per lane.

- a REDUCE over UNROLL ranges reduces its lanes horizontally (a tree of the reduce op), then over its other ranges; when
  it has no UPCAST lanes (one accumulator), each UNROLL lane gets its own accumulator and the lanes combine after the loop;
- every effect (STORE) that depends on UPCAST ranges becomes a GROUP of one STORE per lane combination;
- END/AFTER drop the expanded ranges.
Lanes are scalar copies: memory_coalescing later turns lanes at consecutive addresses into vector loads and stores.
Substitution folds constants as it goes (the graph was simplified before), so a lane's index is `terms + constant`.
On CPUs that compute on vectors, a store's contiguous UPCAST range instead stays one vector: each value that depends on it is
one vector op, accesses at consecutive addresses along it are vector loads and stores, and only index math (and ops the
renderer cannot do on vectors) is copied per lane. The graph is then about as many times smaller as the vector is wide, and so
is the work of every later pass.
"""
from __future__ import annotations
import functools, itertools, operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from tinygrad.helpers import prod
from tinygrad.dtype import Invalid, PtrDType, dtypes
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import AxisType, PatternMatcher, UOp, UPat, exec_alu, graph_rewrite
from tinygrad.uop.rewrite import traced_pass
from tinygrad.renderer import Renderer
from tinygrad.codegen.decomp import emulates_long
from tinygrad.codegen.graph import range_key, stride
from tinygrad.codegen.memory import base_offset
from tinygrad.codegen.reduce import combine

EXPANDED = (AxisType.UPCAST, AxisType.UNROLL)

def _sizes(rs: list[UOp]) -> list[int]:
  sizes = [r.src[0].arg for r in rs]
  if not all(isinstance(s, int) for s in sizes): raise ValueError(f"UPCAST/UNROLL ranges need constant sizes, got {sizes}")
  return sizes

def _const(u: UOp) -> bool: return u.op is Ops.CONST and u.arg is not Invalid and not isinstance(u.arg, tuple)

def _fold(u: UOp) -> UOp:
  """Constant folding and the identities a substituted lane produces (x+0, x*1, x*0 for ints, WHERE of a constant)."""
  if u.op not in GroupOp.ALU: return u
  if all(_const(s) for s in u.src):
    try: return UOp.const(exec_alu(u.op, u.dtype, [s.arg for s in u.src]), u.dtype)
    except (ArithmeticError, ValueError, TypeError): return u
  if u.op is Ops.WHERE and _const(u.src[0]): return u.src[1] if u.src[0].arg else u.src[2]
  if u.op in (Ops.ADD, Ops.MUL) and dtypes.is_int(u.dtype) and u.dtype == u.src[0].dtype == u.src[1].dtype:
    for a, b in (u.src, u.src[::-1]):
      if _const(b) and b.arg == (0 if u.op is Ops.ADD else 1): return a
      if _const(b) and b.arg == 0 and u.op is Ops.MUL: return b
    # (x + c1) * c2 -> x*c2 + c1*c2, so a lane's constant ends up outside (memory coalescing reads `terms + constant`)
    x, c = u.src
    if u.op is Ops.MUL and _const(c) and x.op is Ops.ADD and _const(x.src[1]): return _fold(_fold(x.src[0] * c) + x.src[1].arg * c.arg)
  return u

def _lane_copies(root: UOp, rs: list[UOp]) -> list[UOp]:
  """root once per lane (every combination of the values of `rs`, the first range slowest), each range replaced by its value.
  A node is built once per combination of the ranges it depends on, not once per lane: index math on one range of a 16x16
  tile is built 16 times, not 256."""
  sizes, pos = _sizes(rs), {r: i for i, r in enumerate(rs)}
  deps: dict[UOp, tuple[int, ...]] = {}
  copies: dict[UOp, dict[tuple[int, ...], UOp]] = {}  # node -> its copy for each combination of the values of deps[node]
  for x in root.toposort():
    if (i := pos.get(x)) is not None:
      deps[x], copies[x] = (i,), {(v,): x.const_like(v) for v in range(sizes[i])}
      continue
    deps[x] = d = tuple(sorted({i for s in x.src for i in deps[s]}))
    if not d: continue
    # each source's copy is picked by the values of its own ranges (a key made from d's values, or d's values themselves)
    picks: list[tuple[Any, Any]] = [(copies[s], _picker(tuple(d.index(i) for i in deps[s]), len(d))) if deps[s] else (None, s) for s in x.src]
    copies[x] = {vals: _fold(UOp(x.op, x.dtype, tuple([c[k(vals)] if c is not None else k for c, k in picks]), x.arg, x.tag))
                 for vals in itertools.product(*(range(sizes[i]) for i in d))}
  lanes = itertools.product(*(range(n) for n in sizes))
  if not (d := deps[root]): return [root for _ in lanes]
  return [copies[root][tuple(lane[i] for i in d)] for lane in lanes]

def _picker(ks: tuple[int, ...], n: int) -> Callable[[tuple[int, ...]], tuple[int, ...]]:
  """The key of a source's copy from the node's range values: the values at positions ks."""
  if ks == tuple(range(n)): return lambda vals: vals
  if not ks: return lambda vals: ()
  if len(ks) == 1:
    k = ks[0]
    return lambda vals: (vals[k],)
  return operator.itemgetter(*ks)

def _expanded_in(u: UOp) -> list[UOp]: return sorted((x for x in u.toposort() if x.op is Ops.RANGE and x.arg[-1] in EXPANDED), key=range_key)

def _tree(op: Ops, xs: list[UOp], ren: Renderer) -> UOp:
  """Pairwise reduction: shorter dependency chains than a left fold."""
  while len(xs) > 1: xs = [functools.reduce(lambda a, b: combine(a, b, op, ren), xs[i:i + 2]) for i in range(0, len(xs), 2)]
  return xs[0]

def _is_expanded(r: UOp) -> bool: return r.op is Ops.RANGE and r.arg[-1] in EXPANDED

def _expand_reduce(ctx: Renderer, u: UOp) -> UOp | None:
  if not (unroll := [r for r in u.src[1:] if r.arg[-1] in EXPANDED]): return None
  op, lanes = u.arg[0], _lane_copies(u.src[0], unroll)
  keep = tuple(r for r in u.src[1:] if r.arg[-1] not in EXPANDED)
  if not keep: return _tree(op, lanes, ctx)
  # a lone accumulator would be one serial chain: give each lane its own and combine them after the loop
  ups = [r for r in _expanded_in(u.src[0]) if r.arg[-1] is AxisType.UPCAST]
  if not ups or _lanes_along_unroll(u.src[0], ups, unroll, len(lanes)): return _tree(op, [u.replace(src=(v, *keep)) for v in lanes], ctx)
  return u.replace(src=(_tree(op, lanes, ctx), *keep))

ACC_LANES_MAX = 128  # accumulators of one reduce (upcast x unroll lanes) that may each get their own register lane

def _lanes_along_unroll(v: UOp, ups: list[UOp], unroll: list[UOp], n: int) -> bool:
  """Whether the reduced value's loads are contiguous along its last UNROLL range and along none of its UPCAST ranges (a fused
  softmax's max and sum over a tile of rows): accumulators per (row, unroll lane) then make vectors of whole loads, where one
  accumulator per row would gather each vector from several loads every iteration."""
  if n * prod(r.src[0].arg for r in ups) > ACC_LANES_MAX: return False
  idxs = [x.src[1] for x in v.toposort() if x.op is Ops.INDEX and len(x.src) == 2 and x.src[0].dtype.count == 1]
  return any(stride(i, unroll[-1]) == 1 for i in idxs) and not any(stride(i, r) == 1 for i in idxs for r in ups)

def _drop_expanded(u: UOp) -> UOp | None:
  if not any(_is_expanded(r) for r in u.src[1:]): return None
  keep = tuple(r for r in u.src[1:] if not _is_expanded(r))
  return u.replace(src=(u.src[0], *keep)) if keep else u.src[0]

def _expand_store(ctx: Renderer, u: UOp) -> UOp | None:
  if not (up := _expanded_in(u)): return None
  # lanes in memory order: the range with the smallest stride in the stored address varies fastest
  idx = u.src[0].src[1] if u.src[0].op is Ops.INDEX and len(u.src[0].src) > 1 else None
  if idx is not None: up = sorted(up, key=lambda r: -s if (s := stride(idx, r)) is not None else -2**62)
  lanes = _vector_copies(u, [r for r in up if r is not rv], rv, ctx) if (rv := _vector_range(ctx, idx, up)) is not None else _lane_copies(u, up)
  return UOp(Ops.GROUP, u.dtype, tuple(dict.fromkeys(lanes)))

# ---- a store's UPCAST range as the lanes of vectors ----

def _vector_range(ren: Renderer, idx: UOp | None, up: list[UOp]) -> UOp | None:
  """The range of a store that stays vectors: the UPCAST at stride 1 in its address (the last of `up`, which is in memory order),
  of a vector width and as wide as any other (else the lanes are scalars, and vectorize may pick another direction: a conv's
  tile of 16 channels x 8 pixels computes along the channels). CPU renderers with vector ops and unaligned vector accesses only: a
  GPU thread's tile is laid out by memory coalescing."""
  if idx is None or not ren.supports_float4 or not ren.vector_alu or ren.has_local or ren.aligned_vectors or emulates_long(ren): return None
  size = lambda r: r.src[0].arg if r.src[0].op is Ops.CONST else 0
  rv = up[-1]
  if rv.arg[-1] is not AxisType.UPCAST or size(rv) not in ren.vector_widths or stride(idx, rv) != 1: return None
  return rv if all(size(r) <= size(rv) for r in up if r.arg[-1] is AxisType.UPCAST) else None

@dataclass(frozen=True)
class _Affine:
  """An index whose lane i is base + step*i: index math stays one node per copy instead of one per lane."""
  base: UOp
  step: int

@dataclass(frozen=True)
class _Wide:
  """The address of consecutive elements, one per lane: a vector access starts at addr."""
  addr: UOp

Rep = UOp | tuple[UOp, ...] | _Affine | _Wide  # a value that depends on the vector range (a vector, or scalar lanes), an index or an address

def _plus(x: UOp, k: int) -> UOp:
  """x + k with the constants merged: every lane of an index is then `terms + constant` over the same terms (vectorize makes one
  vector add of them)."""
  if x.op is Ops.ADD and _const(c := x.src[1]): x, k = x.src[0], c.arg + k
  return _fold(UOp(Ops.ADD, x.dtype, (x, x.const_like(k))))

class _VectorLanes:
  """Builds a node that depends on the vector range from its sources' copies (each a scalar, or a Rep when it depends on it)."""
  def __init__(self, ren: Renderer, rv: UOp):
    self.ren, self.n = ren, rv.src[0].arg
    self.data: dict[UOp, bool] = {}  # holds a loaded value: index math and gates stay per lane, as memory coalescing wants them

  def lane(self, s: UOp | Rep, v: bool, i: int) -> UOp:
    if isinstance(s, tuple): return s[i]
    if isinstance(s, _Affine): return _plus(s.base, s.step * i)
    if isinstance(s, _Wide): return s.addr.replace(src=(s.addr.src[0], _plus(s.addr.src[1], i)))
    return UOp(Ops.INDEX, s.dtype.scalar(), (s,), i) if v else s

  def vec(self, s: UOp | Rep, v: bool) -> UOp:
    if isinstance(s, UOp) and v: return s
    if isinstance(s, UOp): return UOp.const(s.arg, s.dtype.vec(self.n)) if _const(s) else UOp(Ops.STACK, s.dtype.vec(self.n), (s,) * self.n)
    lanes = tuple(self.lane(s, True, i) for i in range(self.n))
    return UOp(Ops.STACK, lanes[0].dtype.vec(self.n), lanes)

  def lanes(self, x: UOp, srcs: list[tuple[Any, bool]]) -> tuple[UOp, ...]:
    return tuple(_fold(UOp(x.op, x.dtype, tuple(self.lane(s, v, i) for s, v in srcs), x.arg, x.tag)) for i in range(self.n))

  def build(self, x: UOp, srcs: list[tuple[Any, bool]]) -> Rep:
    if x.op is Ops.INDEX and isinstance(x.dtype, PtrDType) and len(x.src) == 2: return self.address(x, srcs)
    addr = srcs[0][0] if x.op in (Ops.LOAD, Ops.STORE) else None
    if isinstance(addr, _Wide) and (r := self.access(x, addr, srcs)) is not None: return r
    if not self.data[x] and (aff := self.affine(x, srcs)) is not None: return aff
    if not self.data[x] or any(isinstance(s, _Wide) for s, _ in srcs): return self.lanes(x, srcs)
    if x.op is Ops.REDUCE:
      if x.arg[0] not in (Ops.ADD, Ops.MUL) or x.dtype == dtypes.bool: return self.lanes(x, srcs)
      return UOp(Ops.REDUCE, x.dtype.vec(self.n), (self.vec(*srcs[0]), *(s for s, _ in srcs[1:])), x.arg)
    if x.op in GroupOp.ALU or x.op in (Ops.CAST, Ops.BITCAST):
      vx = UOp(x.op, x.dtype.vec(self.n), tuple(self.vec(s, v) for s, v in srcs), x.arg)
      if self.ren.can_vectorize(vx): return vx
    return self.lanes(x, srcs)

  def affine(self, x: UOp, srcs: list[tuple[Any, bool]]) -> _Affine | None:
    """x + y and x * c of affine indices stay affine."""
    if not all(isinstance(s, _Affine) for s, v in srcs if v) or not dtypes.is_int(x.dtype): return None
    if x.op is Ops.ADD:
      bases = tuple(s.base if isinstance(s, _Affine) else s for s, _ in srcs)
      return _Affine(_fold(UOp(Ops.ADD, x.dtype, bases)), sum(s.step for s, v in srcs if v))
    if x.op is Ops.MUL and len(srcs) == 2:
      for (a, _), (c, cv) in (srcs, srcs[::-1]):
        if isinstance(a, _Affine) and not cv and _const(c): return _Affine(_fold(UOp(Ops.MUL, x.dtype, (a.base, c))), a.step * c.arg)
    return None

  def address(self, x: UOp, srcs: list[tuple[Any, bool]]) -> Rep:
    """An index at lane + base (affine with step 1, or lanes at consecutive elements) is one vector access at base."""
    if srcs[0][1]: return self.lanes(x, srcs)
    idx = srcs[1][0]
    if isinstance(idx, _Affine): return _Wide(x.replace(src=(srcs[0][0], idx.base))) if idx.step == 1 else self.lanes(x, srcs)
    lanes = self.lanes(x, srcs)
    (base, o), rest = base_offset(lanes[0].src[1]), [base_offset(a.src[1]) for a in lanes[1:]]
    if not all(b is base and k == o + i for i, (b, k) in enumerate(rest, 1)): return lanes
    return _Wide(lanes[0])

  def access(self, x: UOp, addr: _Wide, srcs: list[tuple[Any, bool]]) -> UOp | None:
    """A load or store of every lane as one vector access (None: lane by lane)."""
    dt = x.dtype if x.op is Ops.LOAD else x.src[1].dtype
    if dt == dtypes.bool: return None
    if x.op is Ops.STORE:
      if len(srcs) == 3 and srcs[2][1]: return None  # a gate per lane: stored lane by lane
      return UOp(Ops.STORE, x.dtype, (addr.addr, self.vec(*srcs[1]), *(s for s, _ in srcs[2:])))
    if len(srcs) == 1: return UOp(Ops.LOAD, dt.vec(self.n), (addr.addr,))
    (gate, gv) = srcs[2]
    if gv:
      gates = tuple(self.lane(gate, gv, i) for i in range(self.n))
      if all(g is gates[0] for g in gates): gate = gates[0]
      elif not self.ren.vector_gates: return None
      else: gate = UOp(Ops.STACK, dtypes.bool.vec(self.n), gates)
    return UOp(Ops.LOAD, dt.vec(self.n), (addr.addr, self.vec(*srcs[1]), gate))

def _vector_copies(root: UOp, rs: list[UOp], rv: UOp, ren: Renderer) -> list[UOp]:
  """root once per combination of the values of `rs` (as _lane_copies does), with range rv kept as the lanes of vectors."""
  sizes, pos, vl = _sizes(rs), {r: i for i, r in enumerate(rs)}, _VectorLanes(ren, rv)
  deps: dict[UOp, tuple[int, ...]] = {}
  vdep: dict[UOp, bool] = {}
  copies: dict[UOp, dict[tuple[int, ...], Any]] = {}
  for x in root.toposort():
    vl.data[x] = x.op in (Ops.LOAD, Ops.REDUCE) or any(vl.data[s] for s in x.src)
    if x is rv:
      deps[x], vdep[x], copies[x] = (), True, {(): _Affine(x.const_like(0), 1)}
      continue
    if (i := pos.get(x)) is not None:
      deps[x], vdep[x], copies[x] = (i,), False, {(v,): x.const_like(v) for v in range(sizes[i])}
      continue
    deps[x] = d = tuple(sorted({i for s in x.src for i in deps[s]}))
    vdep[x] = v = any(vdep[s] for s in x.src)
    if not d and not v: continue
    picks: list[tuple[Any, Any]] = [(copies[s], _picker(tuple(d.index(i) for i in deps[s]), len(d))) if s in copies else (None, s) for s in x.src]
    out = copies[x] = {}
    for vals in itertools.product(*(range(sizes[i]) for i in d)):
      srcs = [c[k(vals)] if c is not None else k for c, k in picks]
      out[vals] = vl.build(x, list(zip(srcs, (vdep[s] for s in x.src)))) if v else _fold(UOp(x.op, x.dtype, tuple(srcs), x.arg, x.tag))
  lanes = itertools.product(*(range(n) for n in sizes))
  if root not in copies: return [root]
  got = [copies[root][tuple(lane[i] for i in deps[root])] for lane in lanes]
  return [y for g in got for y in (g if isinstance(g, tuple) else (g,))]

# a REDUCE over UPCAST/UNROLL ranges becomes its lanes combined; each walk is one pass over the graph (results are final)
pm_expand_reduces = PatternMatcher([(UPat(Ops.REDUCE, name="u"), _expand_reduce)])
# then an END/AFTER forgets the expanded ranges it closed, and a STORE under them becomes a GROUP of one store per lane
pm_expand_effects = PatternMatcher([(UPat((Ops.END, Ops.AFTER), name="u"), _drop_expanded), (UPat(Ops.STORE, name="u"), _expand_store)])

@traced_pass()
def expand(sink: UOp, ren: Renderer) -> UOp:
  sink = graph_rewrite(graph_rewrite(sink, pm_expand_reduces, ctx=ren, walk=True, name="expand reduces"), pm_expand_effects, ctx=ren,
                       walk=True, name="expand stores")
  if left := [r for r in sink.toposort() if r.op is Ops.RANGE and r.arg[-1] in EXPANDED]:
    raise RuntimeError(f"expansion left range {left[0].arg}: an UPCAST/UNROLL range is used outside any STORE")
  return sink
