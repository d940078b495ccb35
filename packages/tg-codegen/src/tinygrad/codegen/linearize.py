"""Linearise a lowered kernel graph into the ordered linear program (its rules: tinygrad.codegen).

Every node lives in the innermost loop of the ranges open at it (see graph.scopes), so loop-invariant work sits outside
the loops it does not depend on. A loop's parent is where its END lives. Within one block, nodes and child loops are
ordered by a priority toposort (params and buffers first, loads early, stores late, loops as late as their users allow).
Multi-range ENDs are split into nested single-range ENDs first (outermost range first by axis order); gated stores
become IF / STORE / ENDIF.
"""
from __future__ import annotations
import heapq
from dataclasses import dataclass, field
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.uop.rewrite import traced_pass
from tinygrad.codegen.graph import range_key, scopes

PRIORITY = {Ops.PARAM: -20, Ops.BUFFER: -18, Ops.SPECIAL: -15, Ops.CONST: -10, Ops.LOAD: -1, Ops.STORE: 1, Ops.RANGE: 5}
SKIP = (Ops.SINK, Ops.GROUP, Ops.NOOP)

def _split_end(u: UOp) -> UOp:
  ret = u.src[0]
  for r in sorted(u.src[1:], key=range_key, reverse=True): ret = UOp(Ops.END, dtypes.void, (ret, r))
  return ret

# END(x, r0, r1, ...) becomes nested single-range ENDs, the innermost loop first
pm_split_ends = PatternMatcher([(UPat(Ops.END, src=(UPat(), UPat(), UPat()), allow_any_len=True, name="u"), _split_end)])

def split_ends(sink: UOp) -> UOp: return graph_rewrite(sink, pm_split_ends, walk=True, name="split ends")

class LinearizeError(RuntimeError): pass

@dataclass(eq=False)
class _Block:
  rng: UOp | None
  parent: _Block | None
  items: list = field(default_factory=list)  # nodes and child blocks
  def ancestors(self) -> list[_Block]:
    out: list[_Block] = []
    b: _Block | None = self
    while b is not None:
      out.append(b)
      b = b.parent
    return out

@traced_pass()
def linearize(sink: UOp) -> list[UOp]:
  sink = split_ends(sink)
  order = {u: i for i, u in enumerate(sink.toposort())}
  sc = scopes(sink)
  ends: dict[UOp, UOp] = {}
  for u in order:
    if u.op is Ops.END:
      if u.src[1] in ends: raise LinearizeError(f"range {u.src[1].arg} is ended twice; merge the effects into one END")
      ends[u.src[1]] = u
  root = _Block(None, None)
  blocks: dict[UOp, _Block] = {}
  def block_of(r: UOp) -> _Block:
    if r not in blocks:
      if r not in ends: raise LinearizeError(f"range {r.arg} is never closed: end the effects that use it with .end(range)")
      blocks[r] = _Block(r, None)
      blocks[r].parent = place(sc[ends[r]])
    return blocks[r]
  placed: dict[frozenset[UOp], _Block] = {}
  def place(scope: frozenset[UOp]) -> _Block:
    if (b := placed.get(scope)) is None: b = placed[scope] = _place(scope)  # most nodes share a few scopes
    return b
  def _place(scope: frozenset[UOp]) -> _Block:
    if not scope: return root
    cands = [block_of(r) for r in scope]
    inner = max(cands, key=lambda b: len(b.ancestors()))
    if not all(c in inner.ancestors() for c in cands):
      raise LinearizeError(f"a node uses ranges {sorted(r.arg for r in scope)} that are not nested in one another")
    return inner
  # a RANGE or END stands for its loop: it lives in the loop's own block, which is one item of the parent block
  where = {u: block_of(u if u.op is Ops.RANGE else u.src[1]) if u.op in (Ops.RANGE, Ops.END) else place(sc[u]) for u in order if u.op not in SKIP}
  for u, b in where.items():
    if u.op not in (Ops.RANGE, Ops.END): b.items.append(u)
  for b in blocks.values(): b.parent.items.append(b)  # type: ignore[union-attr]
  for b in [root, *blocks.values()]: b.items.sort(key=lambda it: order[it if isinstance(it, UOp) else it.rng])
  # for each block, the nodes inside its child loops and the child holding each (one walk up per node, not one per block and node)
  inside: dict[_Block, list[tuple[UOp, _Block]]] = {}
  for u, wb in where.items():
    c, p = wb, wb.parent
    while p is not None:
      inside.setdefault(p, []).append((u, c))
      c, p = p, p.parent
  out: list[UOp] = []
  _emit(root, where, inside, order, ends, out)
  return [*out, sink]

def _through_groups(srcs: tuple[UOp, ...]) -> tuple[UOp, ...] | list[UOp]:
  """Sources with GROUPs replaced by what they group (a GROUP is never emitted: AFTER(buf, GROUP(stores)) waits on each store)."""
  if not any(s.op is Ops.GROUP for s in srcs): return srcs
  return [t for s in srcs for t in (_through_groups(s.src) if s.op is Ops.GROUP else (s,))]

def _emit(b: _Block, where: dict[UOp, _Block], inside: dict[_Block, list[tuple[UOp, _Block]]], order: dict[UOp, int], ends: dict[UOp, UOp],
          out: list[UOp]) -> None:
  items = b.items
  index = {id(it): i for i, it in enumerate(items)}
  owner: dict[UOp, int] = {it: i for i, it in enumerate(items) if isinstance(it, UOp)}
  for u, c in inside.get(b, ()): owner[u] = index[id(c)]  # a node anywhere inside a child loop belongs to that child's item
  deps: list[set[int]] = [set() for _ in items]
  for u, i in owner.items():
    for s in _through_groups(u.src):
      if (j := owner.get(s)) is not None and j != i: deps[i].add(j)
  users: list[list[int]] = [[] for _ in items]
  for i, d in enumerate(deps):
    for j in d: users[j].append(i)
  def prio(i: int) -> tuple:
    it = items[i]
    return (PRIORITY.get(it.op, 0), order[it]) if isinstance(it, UOp) else (PRIORITY[Ops.RANGE], order[it.rng])
  indeg = [len(d) for d in deps]
  heap = [(prio(i), i) for i in range(len(items)) if indeg[i] == 0]
  heapq.heapify(heap)
  done = 0
  while heap:
    _, i = heapq.heappop(heap)
    done += 1
    it = items[i]
    if isinstance(it, _Block):
      assert it.rng is not None
      out.append(it.rng)
      _emit(it, where, inside, order, ends, out)
      out.append(ends[it.rng])
    elif it.op is Ops.STORE and len(it.src) == 3:
      out.extend([iff := UOp(Ops.IF, dtypes.void, (it.src[2],)), it.replace(src=it.src[:2]), UOp(Ops.ENDIF, dtypes.void, (iff,))])
    else: out.append(it)
    for j in users[i]:
      indeg[j] -= 1
      if indeg[j] == 0: heapq.heappush(heap, (prio(j), j))
  if done != len(items): raise LinearizeError("the kernel graph has a dependency cycle between loops")
