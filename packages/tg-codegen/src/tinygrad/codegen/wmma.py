"""WMMA after the reduces are lowered: `acc + WMMA(a, b, c)` per output element becomes `WMMA(a, b, c + acc)`.

OptOps.TC emits WMMAs with a zero accumulator and lets REDUCE lowering add each output element into its register; the tensor
core adds C itself, so when every element p of a WMMA feeds exactly one ADD, those ADDs' other operands move into C. Repeated,
this chains unrolled WMMAs (`acc + (W1 + W2)` -> W1 with C = W2 with C = acc) without a single ALU add left.
"""
from __future__ import annotations
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp
from tinygrad.codegen.graph import substitute

def _zero(c: UOp) -> bool: return c.op is Ops.STACK and all(s.op is Ops.CONST and s.arg == 0 for s in c.src)

def _fold_one(sink: UOp) -> UOp | None:
  users: dict[UOp, list[UOp]] = {}
  for u in sink.toposort():
    for s in u.src: users.setdefault(s, []).append(u)
  for w in users:
    if w.op is not Ops.WMMA: continue
    elems = users[w]
    if sorted(e.arg for e in elems if e.op is Ops.INDEX) != list(range(w.dtype.count)) or len(elems) != w.dtype.count: continue
    adds = [users.get(e, []) for e in sorted(elems, key=lambda e: e.arg)]
    if not all(len(a) == 1 and a[0].op is Ops.ADD and a[0].dtype == w.dtype.scalar() for a in adds): continue
    others = [a[0].src[1] if a[0].src[0] is e else a[0].src[0] for a, e in zip(adds, sorted(elems, key=lambda e: e.arg))]
    c = w.src[2]
    lanes = c.src if c.op is Ops.STACK else tuple(UOp(Ops.INDEX, w.dtype.scalar(), (c,), p) for p in range(w.dtype.count))
    acc = others if _zero(c) else [ci + x for ci, x in zip(lanes, others)]
    new = w.replace(src=(*w.src[:2], UOp(Ops.STACK, w.dtype, tuple(acc))))
    return substitute(sink, {a[0]: UOp(Ops.INDEX, w.dtype.scalar(), (new,), p) for p, a in enumerate(adds)})
  return None

def fold_wmma_acc(sink: UOp, skip: bool = False) -> UOp:
  """`skip`: the caller knows there is no WMMA (the pass stays a recorded step)."""
  while not skip and (new := _fold_one(sink)) is not None: sink = new
  return sink
