"""An output that recomputes its reduce's input reads it back from the reduce's loop instead, on CPUs (after optimisation).

A fused softmax stores exp(x - max) * (1 / sum(exp(x - max))): the sum's loop and the output's loop each compute exp(x - max)
of every element. When the output's value holds the reduce's input expression element for element (the same expression with
its loads at the output's own index instead of the reduce's), the reduce's loop also stores that expression into the output
and the output reads it back: out[i] = exp(x[i] - max) in the sum's loop, then out[i] = out[i] * (1 / sum).

It is done only where that is provably the same elements: the reduce's input depends on the reduce's ranges only through
loads at one affine index J_r; the output's copy of it loads at J_o, and the output is stored at J_o too; apart from the
reduce's terms and the output's own loop terms, J_r and J_o are the same sum; and both sets of terms enumerate stride *
[0, n) once each, with equal stride and n (so the reduce's loop writes exactly the elements the output's loop then reads and
rewrites, all inside the iteration of the loops that hold the reduce). The output buffer is read nowhere else and written
only by that store, in the reduce input's dtype, and the input holds a transcendental (a store and a load cost more than a
few arithmetic ops). The stores become an END over the reduce's ranges: `merge_loop_ends` joins it to the reduce's own END
after `lower_reduces`, so the stores run in the reduce's loop.
"""
from __future__ import annotations
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp
from tinygrad.uop.rewrite import traced_pass
from tinygrad.renderer import Renderer
from tinygrad.codegen.graph import affine, base_buffer, scopes, substitute

COSTLY = (Ops.EXP2, Ops.LOG2, Ops.SIN, Ops.POW)

def _terms(idx: UOp) -> dict[UOp | None, int]: return {k: v for k, v in affine(idx).items() if v != 0}

def _dense(terms: dict[UOp | None, int]) -> tuple[int, int] | None:
  """(stride, n) when the range terms enumerate stride * [0, n) once each (sizes constant, mixed radix), else None."""
  if not terms or not all(k is not None and k.op is Ops.RANGE and k.src[0].op is Ops.CONST for k in terms): return None
  stride, n = min(terms.values()), 1
  for c, size in sorted((c, k.src[0].arg) for k, c in terms.items() if k is not None):
    if stride <= 0 or c != stride * n or not isinstance(size, int) or size <= 0: return None
    n *= size
  return stride, n

def _split(terms: dict[UOp | None, int], inner: set[UOp]) -> tuple[dict, dict] | None:
  """(terms over `inner` ranges, the rest); None when a term other than a plain range depends on an `inner` range."""
  mine, rest = {k: c for k, c in terms.items() if k in inner}, {k: c for k, c in terms.items() if k not in inner}
  if any(k is not None and any(x in inner for x in k.toposort()) for k in rest): return None
  return mine, rest

def _reuse(st: UOp, loaded: set[UOp], stored: dict[UOp, int], sc: dict[UOp, frozenset[UOp]]) -> UOp | None:
  """The output store `st` reading its reduce's input back from the output buffer, or None."""
  idx, v = st.src[0], st.src[1]
  if len(st.src) != 2 or idx.op is not Ops.INDEX or len(idx.src) != 2 or (out := idx.src[0]).op is not Ops.PARAM: return None
  if out in loaded or stored.get(out) != 1: return None
  nodes = v.toposort()
  for red in (u for u in nodes if u.op is Ops.REDUCE and len(u.src) > 1):
    body, rs = red.src[0], set(red.src[1:])
    if body.dtype != out.dtype.base or not any(u.op in COSTLY for u in body.toposort()): continue
    ids = [u for u in body.toposort() if u.op is Ops.INDEX and any(x in rs for x in u.toposort())]
    if not ids or any(len(i.src) != 2 or base_buffer(i.src[0]) is out for i in ids): continue
    if any(_terms(i.src[1]) != (jr := _terms(ids[0].src[1])) for i in ids) or (r_split := _split(jr, rs)) is None: continue
    for j in dict.fromkeys(u.src[1] for u in nodes if u.op is Ops.INDEX and len(u.src) == 2 and u.src[0] is ids[0].src[0]):
      if any(x in rs for x in j.toposort()): continue  # the reduce's own loads
      cand = substitute(body, {i: i.replace(src=(i.src[0], j)) for i in ids})
      if cand not in nodes or any(x in rs for x in cand.toposort()) or _terms(j) != _terms(idx.src[1]): continue
      # every output loop outside the reduce's must move the index: an element rewritten twice would be rescaled twice
      inner = {x for x in j.toposort() if x.op is Ops.RANGE and x not in sc[red]}
      if set(sc[st]) - sc[red] != inner or (o_split := _split(_terms(j), inner)) is None or o_split[1] != r_split[1]: continue
      if (d := _dense(r_split[0])) is None or d != _dense(o_split[0]): continue
      end = UOp(Ops.END, dtypes.void, (UOp(Ops.STORE, dtypes.void, (out.index(ids[0].src[1]), body)), *red.src[1:]))
      back = UOp(Ops.LOAD, body.dtype, (UOp(Ops.INDEX, out.dtype, (out.after(end), idx.src[1])),))
      return st.replace(src=(idx, substitute(v, {cand: back})))
  return None

@traced_pass()
def reuse_reduce_bodies(sink: UOp, ren: Renderer) -> UOp:
  if ren.has_local or not ren.has_threads: return sink
  nodes = sink.toposort()
  costly: dict[UOp, bool] = {}
  for u in nodes: costly[u] = u.op in COSTLY or any(costly[s] for s in u.src)
  if not any(u.op is Ops.REDUCE and costly[u.src[0]] for u in nodes): return sink  # the common case: one cheap walk
  loaded = {base_buffer(u.src[0]) for u in nodes if u.op is Ops.LOAD}
  stored: dict[UOp, int] = {}
  for b in (base_buffer(u.src[0]) for u in nodes if u.op is Ops.STORE): stored[b] = stored.get(b, 0) + 1
  sc = scopes(sink)
  return substitute(sink, {u: r for u in nodes if u.op is Ops.STORE and costly[u] and (r := _reuse(u, loaded, stored, sc)) is not None})

@traced_pass()
def merge_loop_ends(sink: UOp, ren: Renderer) -> UOp:
  """ENDs that close the same ranges become one END of both effects (a range is one loop), unless one holds the other."""
  if ren.has_local or not ren.has_threads: return sink
  by: dict[tuple[UOp, ...], list[UOp]] = {}
  for u in sink.toposort():
    if u.op is Ops.END: by.setdefault(u.src[1:], []).append(u)
  subs: dict[UOp, UOp] = {}
  for rs, es in by.items():
    if len(es) < 2 or any(a in b.toposort() for a in es for b in es if a is not b): continue
    merged = UOp(Ops.END, dtypes.void, (UOp(Ops.GROUP, dtypes.void, tuple(e.src[0] for e in es)), *rs))
    subs.update({e: merged for e in es})
  return substitute(sink, subs)
