"""Graph facts the codegen passes share: which ranges are open at a node, range order, element addresses, rebuilding."""
from __future__ import annotations
import operator
from collections.abc import Callable, Iterator
from tinygrad.dtype import AddrSpace, PtrDType
from tinygrad.uop import Ops
from tinygrad.uop import rewrite
from tinygrad.uop.ops import AxisType, UOp, axis_to_pos

rewrite.helper_files.add(__file__)  # a recorded rebuild is named after the pass that asked for it

def range_key(r: UOp) -> tuple:
  """Loop order: by axis type (global before reduce before unroll), then by id."""
  return (axis_to_pos.get(r.arg[-1], 10), r.arg[:-1])

def closes(u: UOp) -> tuple[UOp, ...]:
  """The ranges that end at `u`: END and REDUCE close theirs."""
  return tuple(s for s in u.src[1:] if s.op is Ops.RANGE) if u.op in (Ops.END, Ops.REDUCE) else ()

def scopes(sink: UOp) -> dict[UOp, frozenset[UOp]]:
  """The RANGEs open at each node: those it depends on, minus those an END/REDUCE on the way has closed."""
  out: dict[UOp, frozenset[UOp]] = {}
  empty: frozenset[UOp] = frozenset()
  for u in sink.toposort():
    # sources mostly share one set (lanes of an expanded tile): keep it, and build a new one only for a source that adds a range
    s = out[u.src[0]] if u.src else empty
    for x in u.src[1:]:
      if (t := out[x]) is not s and not t <= s: s = s | t
    if u.op is Ops.RANGE: s |= {u}
    elif u.op in (Ops.END, Ops.REDUCE) and (c := closes(u)): s = s.difference(c)
    out[u] = s
  return out

def is_address(u: UOp) -> bool:
  """An element address (INDEX, possibly ordered with AFTER): used as a value it means a load."""
  while u.op is Ops.AFTER: u = u.src[0]
  return u.op is Ops.INDEX and isinstance(u.dtype, PtrDType)

def base_buffer(u: UOp) -> UOp:
  """The PARAM/BUFFER under INDEX/AFTER/movement wrappers."""
  while u.op not in (Ops.PARAM, Ops.BUFFER) and u.src: u = u.src[0]
  return u

def addrspace(u: UOp) -> AddrSpace:
  dt = base_buffer(u).dtype
  return dt.addrspace if isinstance(dt, PtrDType) else AddrSpace.ALU

def rebuild(sink: UOp, fn: Callable[[UOp, tuple[UOp, ...]], UOp | None], name: str | None = None) -> UOp:
  """One pass over the graph, sources first: `fn(node, new_srcs)` returns the replacement, or None to keep the node (with new_srcs).
  Recorded for VIZ as a walk step named `name` (default: the calling pass)."""
  new: dict[UOp, UOp] = {}
  for u in sink.toposort():
    srcs = tuple(new[s] for s in u.src)
    r = fn(u, srcs)
    new[u] = r if r is not None else (u if srcs == u.src else u.replace(src=srcs))
  rewrite.record_rebuild(sink, new[sink], new, name, fn)
  return new[sink]

def substitute(root: UOp, mapping: dict[UOp, UOp], name: str | None = None, skip: Callable[[UOp], bool] | None = None,
               post: Callable[[UOp], UOp | None] | None = None) -> UOp:
  """Replace nodes by the mapping in one walk; the replacements are substituted too (a replacement may hold other mapped
  nodes, but never the node it replaces). Cheaper than a graph_rewrite; recorded for VIZ as a walk step like `rebuild`.
  `skip(u)` true: u holds no mapped node, so it is kept without walking the graph below it. `post(v)`: a replacement for each
  node v of the result (over its final sources), as a walk graph_rewrite of the substituted graph would make, in the same walk."""
  if not mapping and post is None: return root
  new: dict[UOp, UOp] = {}
  get = mapping.get
  # depth first over (node, iterator of what it is rebuilt from: its replacement, or its sources)
  stack: list[tuple[UOp, Iterator[UOp]]] = [(root, iter((t,) if (t := get(root)) is not None else root.src))]
  while stack:
    u, it = stack[-1]
    for s in it:
      if s not in new:
        if (t := get(s)) is None and skip is not None and skip(s):
          new[s] = s
          continue
        stack.append((s, iter((t,) if t is not None else s.src)))
        break
    else:
      stack.pop()
      if (t := get(u)) is not None: new[u] = new[t]
      else:
        srcs = tuple([new[s] for s in u.src])
        v = u if all(map(operator.is_, srcs, u.src)) else UOp(u.op, u.dtype, srcs, u.arg, u.tag)
        new[u] = v if post is None or (r := post(v)) is None else r
  rewrite.record_rebuild(root, new[root], new, name)
  return new[root]

def ranges_in(u: UOp, types: tuple[AxisType, ...] | None = None) -> list[UOp]:
  return sorted((x for x in u.toposort() if x.op is Ops.RANGE and (types is None or x.arg[-1] in types)), key=range_key)

def replace_range(sink: UOp, r: UOp, expr: UOp, new_ranges: tuple[UOp, ...]) -> UOp:
  """`r` becomes `expr` in values and `new_ranges` where a node lists it as a range (END, REDUCE, AFTER); an END or AFTER
  left with no ranges is its first source."""
  def fn(u: UOp, srcs: tuple[UOp, ...]) -> UOp | None:
    if u is r: return expr
    if u.op in (Ops.END, Ops.REDUCE, Ops.AFTER) and any(s is r for s in u.src[1:]):
      rest = tuple(x for s, n in zip(u.src[1:], srcs[1:]) for x in (new_ranges if s is r else (n,)))
      return srcs[0] if not rest and u.op is not Ops.REDUCE else u.replace(src=(srcs[0], *rest))
    return None
  return rebuild(sink, fn)

def affine(u: UOp) -> dict[UOp | None, int]:
  """u as sum(coefficient * atom) + constant (key None): ranges are atoms, + and * by a constant distribute, anything else
  (div, mod, loads, variables) is an opaque atom."""
  if u.op is Ops.CONST and isinstance(u.arg, int) and not isinstance(u.arg, bool): return {None: u.arg}
  if u.op is Ops.ADD:
    out: dict[UOp | None, int] = {}
    for s in u.src:
      for k, v in affine(s).items(): out[k] = out.get(k, 0) + v
    return out
  if u.op is Ops.MUL:
    for a, c in (u.src, u.src[::-1]):
      if c.op is Ops.CONST and isinstance(c.arg, int) and not isinstance(c.arg, bool): return {k: v * c.arg for k, v in affine(a).items()}
  return {u: 1}

def stride(idx: UOp, r: UOp) -> int | None:
  """The coefficient of range r in a flat index: 0 when it does not appear, None when it is not a plain term."""
  terms = affine(idx)
  if any(k is not None and k is not r and r in k.toposort() for k in terms): return None
  return terms.get(r, 0)
