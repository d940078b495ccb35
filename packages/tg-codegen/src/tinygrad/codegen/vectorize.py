"""Re-vectorisation: lanes that do the same op become one vector op, for renderers that compute on vectors.

Expansion makes one scalar copy per lane; memory coalescing then loads and stores them as vectors, which leaves
STACK(op(x_0, y_0), ..., op(x_n-1, y_n-1)) before each vector store. Bottom-up from those STACKs:
- lanes that all apply one op (in the renderer's `vector_alu`) become that op on STACKs of the lanes' sources;
- STACK(v[0], ..., v[n-1]) of one vector's lanes in order is that vector;
- a STACK of one repeated scalar is a broadcast: a splat CONST for a constant, else it stays as it is.
"""
from __future__ import annotations
from tinygrad.uop import Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat
from tinygrad.renderer import Renderer
from tinygrad.codegen.graph import substitute
from tinygrad.codegen.memory import stack_of_loads

def _is_lane(s: UOp, v: UOp, i: int) -> bool: return s.op is Ops.INDEX and len(s.src) == 1 and s.src[0] is v and s.arg == i

def _same_op(s: UOp, s0: UOp) -> bool:
  """One op on sources of one dtype per position (a comparison of floats and one of bools both give bool)."""
  return s.op is s0.op and s.dtype == s0.dtype and s.arg == s0.arg and len(s.src) == len(s0.src) and \
    all(a.dtype == b.dtype for a, b in zip(s.src, s0.src))

def vectorize_stack(ctx: Renderer, x: UOp) -> UOp | None:
  s0, n = x.src[0], len(x.src)
  if all(s is s0 for s in x.src): return UOp.const(s0.arg, s0.dtype.vec(n)) if s0.op is Ops.CONST and ctx.vector_alu else None
  if s0.op is Ops.INDEX and len(s0.src) == 1 and s0.src[0].dtype.count == n and all(_is_lane(s, s0.src[0], i) for i, s in enumerate(x.src)):
    return s0.src[0]
  if (ld := stack_of_loads(ctx, x)) is not None: return ld
  if not ctx.can_vectorize(s0) or s0.dtype.count != 1 or not all(_same_op(s, s0) for s in x.src): return None
  srcs = tuple(UOp(Ops.STACK, s0.src[j].dtype.vec(n), tuple(s.src[j] for s in x.src)) for j in range(len(s0.src)))
  return UOp(s0.op, s0.dtype.vec(n), srcs, s0.arg)

pm_vectorize = PatternMatcher([(UPat(Ops.STACK, name="x"), vectorize_stack)])

def vectorize(sink: UOp, ren: Renderer) -> UOp:
  """pm_vectorize to a fixed point, visiting only the STACKs (and the STACKs it creates) instead of the whole graph. A second
  pass visits the STACKs that vector loads rebuilt from lanes brought (their per-lane gates and alts)."""
  done: set[UOp] = set()
  for _ in range(2):
    if not (roots := [u for u in sink.toposort() if u.op is Ops.STACK and u not in done]): break
    memo = _vectorize_roots(roots, ren)
    done |= set(memo) | set(memo.values())
    sink = substitute(sink, {k: v for k, v in memo.items() if v is not k})
  return sink

def _vectorize_roots(roots: list[UOp], ren: Renderer) -> dict[UOp, UOp]:
  memo: dict[UOp, UOp] = {}
  for root in roots:
    stack, plan = [root], {}
    while stack:
      x = stack[-1]
      if x in memo:
        stack.pop()
        continue
      if x not in plan: plan[x] = vectorize_stack(ren, x)
      # unchanged, or the vector its lanes came from (a vector load made of the lanes still gets its gate/alt STACKs vectorised)
      if (r := plan[x]) is None or (r.op is not x.src[0].op and r.op is not Ops.LOAD):
        memo[x] = r if r is not None else x
        stack.pop()
        continue
      if pending := [s for s in r.src if s.op is Ops.STACK and s not in memo]:
        stack.extend(pending)
        continue
      memo[x] = r.replace(src=tuple(memo.get(s, s) for s in r.src))
      stack.pop()
  return memo

# ---- lanes of a vector that each go through the same ops (top-down, from vector loads) ----

def _column(us: list[UOp], k: int, lane_of: dict[UOp, tuple[UOp, int]]) -> UOp | None:
  """Source k of the lane ops `us` as one vector: lane i of one vector in lane i, one repeated scalar (a broadcast), or constants."""
  xs = [u.src[k] for u in us]
  if all(x is xs[0] for x in xs) or all(x.op is Ops.CONST for x in xs): return UOp(Ops.STACK, xs[0].dtype.vec(len(xs)), tuple(xs))
  # the first lanes of a wider vector are not that vector (a vec8 op over a vec16 load failed the program check)
  if (w := lane_of.get(xs[0])) is not None and w[1] == 0 and w[0].dtype.count == len(xs) and \
      all(lane_of.get(x) == (w[0], i) for i, x in enumerate(xs)): return w[0]
  return None

def _lane_users(ren: Renderer, lanes: list[UOp], users: dict[UOp, list[UOp]], lane_of: dict[UOp, tuple[UOp, int]]) -> list[tuple[list[UOp], UOp]]:
  """Groups of scalar ops, one per lane, that apply one vectorisable op to the lanes (and to broadcasts or other vectors' lanes)."""
  out = []
  for u0 in users.get(lanes[0], []):
    if u0.dtype.count != 1 or not ren.can_vectorize(u0) or u0 in lane_of: continue
    group = [u0]
    for i in range(1, len(lanes)):
      if (ui := next((c for c in users.get(lanes[i], []) if c not in lane_of and c not in group and _same_op(c, u0)), None)) is None: break
      group.append(ui)
    if len(group) != len(lanes) or any(_column(group, k, lane_of) is None for k in range(len(u0.src))): continue
    srcs = tuple(_column(group, k, lane_of) for k in range(len(u0.src)))
    out.append((group, UOp(u0.op, u0.dtype.vec(len(lanes)), srcs, u0.arg)))  # type: ignore[arg-type]
  return out

def vectorize_lanes(sink: UOp, ren: Renderer) -> UOp:
  """Scalar ops applied alike to every lane of a vector become one vector op (SLP from the loads): a fused softmax's
  exp(s - max) over a vector loaded along its row, whose lanes are then broadcast into a matmul's multiply-adds, is one vector
  exp instead of one exp per lane. The bottom-up pass builds vectors from what is stored; this one from what is loaded."""
  # (CPUs only: a GPU thread's lanes are its register tile, which the bottom-up pass already lays out along its stores)
  if ren.has_local or not ren.supports_float4 or not ren.vector_alu: return sink
  users: dict[UOp, list[UOp]] = {}
  for u in sink.toposort():
    for s in dict.fromkeys(u.src): users.setdefault(s, []).append(u)
  lane_of: dict[UOp, tuple[UOp, int]] = {}
  extracted: dict[UOp, dict[int, UOp]] = {}
  for u in users:
    if u.op is Ops.INDEX and len(u.src) == 1 and isinstance(u.arg, int): extracted.setdefault(u.src[0], {})[u.arg] = u
  work = [(v, [lanes[i] for i in range(v.dtype.count)]) for v, lanes in extracted.items() if len(lanes) == v.dtype.count > 1]
  for v, lanes in work: lane_of.update({x: (v, i) for i, x in enumerate(lanes)})
  mapping: dict[UOp, UOp] = {}
  while work:
    v, lanes = work.pop()
    for group, vec in _lane_users(ren, lanes, users, lane_of):
      lane_of.update({x: (vec, i) for i, x in enumerate(group)})
      mapping.update({x: UOp(Ops.INDEX, x.dtype, (vec,), i) for i, x in enumerate(group)})
      work.append((vec, group))
  return vectorize(substitute(sink, mapping), ren) if mapping else sink
