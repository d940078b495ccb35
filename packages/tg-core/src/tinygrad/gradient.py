"""Reverse-mode autodiff over tensor-level UOp graphs: one rule per op, in a PatternMatcher.

A rule sees the node as `ret` and its incoming gradient as `ctx`, and returns one gradient per source (None where a source
takes no gradient). Constants in the rules are broadcast explicitly, so every ALU sees equal shapes (as shape inference
requires of tensor-level graphs).
"""
from __future__ import annotations
import itertools, math, weakref
from typing import Any, cast
from tinygrad.dtype import dtypes
from tinygrad.helpers import argsort
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat
from tinygrad.uop.multi import mstack_grad

def _c(v: float, like: UOp) -> UOp:
  """A constant with `like`'s dtype and shape."""
  return UOp.const(v, like.dtype).reshape((1,) * len(like.shape)).expand(like.shape)

def _f(b: UOp, like: UOp) -> UOp: return b.cast(like.dtype)
def _neg(g: UOp) -> UOp: return g * _c(-1, g)
def _not(m: UOp) -> UOp: return m.alu(Ops.CMPNE, _c(True, m))

def _cos(x: UOp) -> UOp:
  """d sin(x) = cos(x), Tensor.cos's: relative accuracy near cos's zeros too (1 - 2 sin^2(x/2) was only absolute: sin'(pi/2) 3x off)."""
  from tinygrad.tensor import Tensor
  return Tensor(x).cos().uop

def _max_grad(g: UOp, a: UOp, b: UOp) -> tuple[UOp, UOp]:
  """MAX splits the gradient evenly between equal operands; as torch, an operand gets all of it unless the other is bigger (a NaN
  on either side: both do)."""
  half, one, zero = _c(0.5, g), _c(1.0, g), _c(0.0, g)
  tie = _not(a.alu(Ops.CMPNE, b))
  return g * a.alu(Ops.CMPLT, b).alu(Ops.WHERE, zero, tie.alu(Ops.WHERE, half, one)), \
    g * b.alu(Ops.CMPLT, a).alu(Ops.WHERE, zero, tie.alu(Ops.WHERE, half, one))

def _reduce_max_grad(g: UOp, ret: UOp) -> UOp:
  x, axes = ret.src[0], ret.arg[1]
  hit = _f(_not(x.alu(Ops.CMPNE, ret.expand(x.shape))), g)
  return hit * (g * hit.reduce(Ops.ADD, axes).reciprocal()).expand(x.shape)

def _reduce_mul_grad(g: UOp, ret: UOp) -> UOp:
  """d prod / d x_i = product of the others, exact when some x are 0."""
  x, axes = ret.src[0], ret.arg[1]
  is_zero = _not(x.alu(Ops.CMPNE, _c(0, x)))
  nz_prod = is_zero.alu(Ops.WHERE, _c(1, x), x).reduce(Ops.MUL, axes).expand(x.shape)
  zeros = _f(is_zero, x).reduce(Ops.ADD, axes).expand(x.shape)
  none_zero, one_zero = zeros.alu(Ops.CMPLT, _c(0.5, x)), zeros.alu(Ops.CMPLT, _c(1.5, x))
  others = none_zero.alu(Ops.WHERE, nz_prod * is_zero.alu(Ops.WHERE, _c(1, x), x).reciprocal(),
                         one_zero.alu(Ops.WHERE, is_zero.alu(Ops.WHERE, nz_prod, _c(0, x)), _c(0, x)))
  return g.expand(x.shape) * others

def _expand_grad(g: UOp, ret: UOp) -> UOp:
  src = ret.src[0]
  axes = tuple(i for i, (a, b) in enumerate(zip(src.shape, ret.shape)) if a != b)
  acc = g.cast(dtypes.float32) if g.dtype in (dtypes.float16, dtypes.bfloat16) else g  # accumulate broadcast grads in float32 at least
  return acc.reduce(Ops.ADD, axes).cast(g.dtype)

def _cast_grad(g: UOp, ret: UOp) -> UOp | None:
  return g.cast(ret.src[0].dtype) if dtypes.is_float(ret.src[0].dtype) else None

def _chain(view: UOp, dst: UOp) -> list[UOp] | None:
  """The movement ops from dst up to view (bottom first), or None when view is not a movement chain over dst."""
  ops: list[UOp] = []
  while view is not dst:
    if view.op not in GroupOp.Movement: return None
    ops.append(view)
    view = view.src[0]
  return ops[::-1]

def _after_grad(g: UOp, ret: UOp) -> tuple[UOp | None, ...]:
  """A write (assign, setitem, clone): each value gets its view of the gradient, the old content what no store overwrote."""
  dst, out, keep = ret.src[0], [], _c(1, g)
  for dep in ret.src[1:]:
    if (ops := _chain(dep.src[0], dst)) is None: return (g,) + (None,) * (len(ret.src) - 1)
    v, hit = g, _c(1, dep.src[0])
    for m in ops: v = v._mop(m.op, m.arg)
    for m in reversed(ops): hit = cast(tuple, pm_gradient.rewrite(m, ctx=hit))[0]  # the movement rules map a view back
    out.append(v)
    keep = keep * (hit.alu(Ops.CMPLT, _c(0.5, hit)).alu(Ops.WHERE, _c(1, g), _c(0, g)) if ops else _c(0, g))
  return (g * keep, *out)

pm_gradient = PatternMatcher([
  (UPat(Ops.CAST, name="ret"), lambda ctx, ret: (_cast_grad(ctx, ret),)),
  (UPat(Ops.RECIPROCAL, name="ret"), lambda ctx, ret: (_neg(ctx) * ret * ret,)),
  (UPat(Ops.SIN, name="ret"), lambda ctx, ret: (_cos(ret.src[0]) * ctx,)),
  (UPat(Ops.LOG2, name="ret"), lambda ctx, ret: (ctx * (ret.src[0] * _c(math.log(2), ret)).reciprocal(),)),
  (UPat(Ops.EXP2, name="ret"), lambda ctx, ret: (ctx * ret * _c(math.log(2), ret),)),
  (UPat(Ops.SQRT, name="ret"), lambda ctx, ret: (ctx * (ret * _c(2, ret)).reciprocal(),)),
  (UPat((Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ, Ops.TRUNC, Ops.AND, Ops.OR, Ops.XOR, Ops.SHL, Ops.SHR, Ops.FLOORDIV, Ops.FLOORMOD, Ops.CDIV,
         Ops.CMOD, Ops.THREEFRY, Ops.BITCAST), name="ret"), lambda ctx, ret: (None,) * len(ret.src)),
  (UPat(Ops.WHERE, name="ret"), lambda ctx, ret: (None, ret.src[0].alu(Ops.WHERE, ctx, _c(0, ctx)), ret.src[0].alu(Ops.WHERE, _c(0, ctx), ctx))),
  (UPat(Ops.NEG), lambda ctx: (_neg(ctx),)),
  (UPat(Ops.ADD), lambda ctx: (ctx, ctx)),
  (UPat(Ops.SUB), lambda ctx: (ctx, _neg(ctx))),
  (UPat(Ops.MUL, name="ret"), lambda ctx, ret: (ctx * ret.src[1], ctx * ret.src[0])),
  (UPat(Ops.FDIV, name="ret"), lambda ctx, ret: (ctx * ret.src[1].reciprocal(), _neg(ctx) * ret * ret.src[1].reciprocal())),
  (UPat(Ops.MAX, name="ret"), lambda ctx, ret: _max_grad(ctx, ret.src[0], ret.src[1])),
  (UPat(Ops.MULACC, name="ret"), lambda ctx, ret: (ctx * ret.src[1], ctx * ret.src[0], ctx)),
  (UPat(Ops.REDUCE, name="ret"), lambda ctx, ret: (ctx.expand(ret.src[0].shape) if ret.arg[0] is Ops.ADD else
                                                   _reduce_max_grad(ctx, ret) if ret.arg[0] is Ops.MAX else _reduce_mul_grad(ctx, ret),)),
  (UPat(Ops.RESHAPE, name="ret"), lambda ctx, ret: (ctx.reshape(ret.src[0].shape),)),
  (UPat(Ops.EXPAND, name="ret"), lambda ctx, ret: (_expand_grad(ctx, ret),)),
  (UPat(Ops.PERMUTE, name="ret"), lambda ctx, ret: (ctx.permute(argsort(ret.arg)),)),
  (UPat(Ops.PAD, name="ret"), lambda ctx, ret: (ctx.shrink(tuple((b, b + s) for (b, _), s in zip(ret.arg, ret.src[0].shape))),)),
  (UPat(Ops.SHRINK, name="ret"), lambda ctx, ret: (ctx.pad(tuple((b, s - e) for (b, e), s in zip(ret.arg, ret.src[0].shape))),)),
  (UPat(Ops.FLIP, name="ret"), lambda ctx, ret: (ctx._mop(Ops.FLIP, ret.arg),)),
  (UPat((Ops.CONTIGUOUS, Ops.DETACH), name="ret"), lambda ctx, ret: (ctx if ret.op is Ops.CONTIGUOUS else None,)),
  # a deviceless gradient (the seed of a sum) is index math with no storage to make contiguous, as Tensor.contiguous leaves it
  (UPat(Ops.CONTIGUOUS_BACKWARD), lambda ctx: (ctx.contiguous() if ctx.device is not None else ctx,)),
  (UPat(Ops.COPY, name="ret"), lambda ctx, ret: (ctx.copy_to_device(ret.src[0].device) if ret.src[0].device is not None else ctx,)),
  (UPat(Ops.MSTACK, name="ret"), lambda ctx, ret: mstack_grad(ctx, ret)),
  (UPat(Ops.AFTER, name="ret"), lambda ctx, ret: _after_grad(ctx, ret)),
  (UPat(Ops.STORE, name="ret"), lambda ctx, ret: (None, ctx) + (None,) * (len(ret.src) - 2)),
])

def _custom_output(u: UOp) -> tuple[UOp, int] | None:
  """(call, output index) when u is an output of a call with a grad_fxn: a FUNCTION's DETACH, or a kernel input AFTER its CALL."""
  if u.op is Ops.DETACH and isinstance(u.arg, tuple) and len(u.arg) == 2 and isinstance(u.arg[0], UOp): return u.arg
  if u.op is Ops.AFTER and len(u.src) == 2 and (c := u.src[1]).op is Ops.CALL and c.arg is not None and c.arg.grad_fxn is not None:
    from tinygrad.uop.call import stored_slots
    if (slot := u.src[0]) in c.src[1:]: return c, next((i for i in stored_slots(c) if c.src[1 + i] is slot), c.src[1:].index(slot))
  return None

def _store_after(u: UOp) -> bool: return u.op is Ops.AFTER and all(d.op is Ops.STORE for d in u.src[1:]) and len(u.src) > 1

def _walk(u: UOp) -> bool:
  if u.op is Ops.AFTER and _store_after(u): return True
  if u.op is Ops.DETACH or u.op is Ops.AFTER: return _custom_output(u) is not None
  return u.op not in (Ops.SINK, Ops.PROGRAM, Ops.LINEAR)

def _on_path(root: UOp, targets: set[UOp]) -> list[UOp]:
  """Nodes between root and any target, in topological order (sources first); DETACH cuts the graph (one with a grad_fxn leads to
  its call's arguments)."""
  topo = list(root.toposort(_walk))
  reaches: dict[UOp, bool] = {}
  for u in topo: reaches[u] = u in targets or any(reaches.get(s, False) for s in u.src)
  return [u for u in topo if reaches[u]]

def _zeros(like: UOp) -> UOp: return _c(0, like)

def _call_grads(call: UOp, outs: dict[int, UOp]) -> tuple[UOp | None, ...]:
  """Ask the call's grad_fxn for one gradient per argument, given the gradients of its outputs (zeros where none arrived)."""
  if call.op is Ops.FUNCTION: n, like = len(call.src[0].src), call.unbound_outputs
  else:
    from tinygrad.uop.call import stored_slots
    slots = stored_slots(call)
    n, like, outs = len(slots), tuple(call.src[1 + i] for i in slots), {slots.index(i): g for i, g in outs.items() if i in slots}
  gs = [outs[i] if i in outs else _zeros(like[i]) for i in range(n)]
  ret = call.arg.grad_fxn(gs[0], call) if n == 1 else call.arg.grad_fxn(*gs, call=call)
  ret = tuple(ret) if isinstance(ret, (tuple, list)) else (ret,)
  if len(ret) != len(call.src) - 1:
    raise ValueError(f"grad_fxn returned {len(ret)} gradients for a call with {len(call.src) - 1} inputs; return one per input (None for none)")
  return tuple(g if g is None or isinstance(g, UOp) else g.uop for g in ret)

def _unbroadcast(g: UOp, shape: tuple) -> UOp:
  """The gradient of a source an ALU op broadcast implicitly (a () or size-1 operand next to a bigger one): summed back to its shape."""
  if len(g.shape) < len(shape) or g.shape == shape: return g
  lead = len(g.shape) - len(shape)
  axes = tuple(i for i, d in enumerate(g.shape) if i < lead or (shape[i - lead] == 1 and d != 1))
  acc = g.cast(dtypes.float32) if g.dtype in (dtypes.float16, dtypes.bfloat16) else g  # as _expand_grad: sum half grads in float32
  return acc.reduce(Ops.ADD, axes).cast(g.dtype).reshape(shape) if axes else g.reshape(shape)

def _accumulate(grads: dict[UOp, UOp], srcs: tuple[UOp, ...], ret: tuple[UOp | None, ...], check: bool = False) -> None:
  for s, g in zip(srcs, ret):
    if g is None or (not dtypes.is_float(s.dtype) and s.op is not Ops.STORE): continue  # a STORE passes its value's gradient on
    if not check and s.op is not Ops.STORE and g.shape != s.shape: g = _unbroadcast(g, s.shape)
    if check and g.shape != s.shape: raise ValueError(f"grad_fxn gave a gradient of shape {g.shape} for an input of shape {s.shape}")
    grads[s] = grads[s] + g if s in grads else g

def compute_gradient(root: UOp, root_grad: UOp, targets: set[UOp]) -> dict[UOp, UOp]:
  """Gradients of `root` (seeded with `root_grad`) for every target that root depends on."""
  grads: dict[UOp, UOp] = {root: root_grad}
  path = _on_path(root, targets)
  last = {co[0]: u for u in reversed(path) if (co := _custom_output(u)) is not None}  # a call's grad_fxn runs after its last output
  pending: dict[UOp, dict[int, UOp]] = {}
  for u in reversed(path):
    if (co := _custom_output(u)) is not None:
      outs = pending.setdefault(co[0], {})
      if u in grads: outs[co[1]] = outs[co[1]] + grads[u] if co[1] in outs else grads[u]
      if last[co[0]] is not u or not (outs := pending.pop(co[0])): continue
      _accumulate(grads, co[0].src[1:], _call_grads(co[0], outs), check=True)
      continue
    if u not in grads or (u in targets and not u.src): continue
    if u.op in (Ops.BUFFER, Ops.CONST, Ops.PARAM): continue
    if (ret := pm_gradient.rewrite(u, ctx=grads[u])) is None and u.op not in GroupOp.Movement:
      raise RuntimeError(f"no gradient rule for {u.op}; it is not differentiable")
    _accumulate(grads, u.src, ret)  # type: ignore[arg-type]
  return {t: g for t, g in grads.items() if t in targets}

# ---- gradients across realize: each realized tensor keeps the computation that produced its buffer ----

_epochs = itertools.count(1)
_writes: weakref.WeakKeyDictionary[UOp, Any] = weakref.WeakKeyDictionary()  # BUFFER -> epoch of its last in-place write (or a JIT's clock)

class WriteClock:
  """The epoch of the last replay of a captured JIT, shared by every buffer its kernels write."""
  def __init__(self) -> None: self.epoch = next(_epochs)
  def tick(self) -> None: self.epoch = next(_epochs)

def _epoch_of(b: UOp) -> int:
  w = _writes.get(b, 0)
  return w.epoch if isinstance(w, WriteClock) else w

def write_target(u: UOp) -> UOp | None:
  """The BUFFER that a write (a STORE-AFTER, or a view of one) stores into, else None."""
  while u.op in GroupOp.Movement: u = u.src[0]
  if not _store_after(u): return None
  while u.op in GroupOp.Movement or u.op is Ops.AFTER: u = u.src[0]
  return u if u.op is Ops.BUFFER else None

def note_writes(mapping: dict[UOp, UOp]) -> int:
  """Start a realize epoch: every buffer written in place by the realized graphs gets it. Returns the epoch."""
  epoch = next(_epochs)
  for k in mapping:
    if (b := write_target(k)) is not None: _writes[b] = epoch
  return epoch

def jit_writes(bufs: list[UOp], clock: WriteClock) -> None:
  """Buffers a captured JIT writes on every replay: a history that reads them is stale after the next replay."""
  for b in bufs: _writes[b] = clock

_fresh_writes: weakref.WeakSet[UOp] = weakref.WeakSet()  # writes of a whole value into a buffer that held nothing (clone, empty().assign)

def fresh_write(after: UOp) -> UOp:
  """Mark a write into a buffer without content: once realized, the buffer's history is the written value."""
  _fresh_writes.add(after)
  return after

def history(old: UOp, new: UOp, epoch: int) -> tuple[UOp, int] | None:
  """What a tensor whose graph `old` was just realized into `new` keeps for autograd: (the computation of its value, epoch); None
  for an in-place write (its old content lives on in the same buffer), a view of a buffer it already read, and non-float values."""
  if not dtypes.is_float(old.dtype) or dtypes.is_weak(old.dtype): return None
  if write_target(old) is None:
    u = old
    while u.op in GroupOp.Movement or u.op in (Ops.CONTIGUOUS, Ops.DETACH, Ops.CONTIGUOUS_BACKWARD): u = u.src[0]
    return None if u is new.base else (old, epoch)  # a view of the buffer it became carries nothing
  return (old.src[1].src[1], epoch) if old in _fresh_writes else None  # an in-place write: the old content lives on in the buffer

def _check_fresh(node: UOp, topo: dict[UOp, None], epoch: int) -> None:
  own = {b for u in topo if (b := write_target(u)) is not None}
  for b in topo:
    if b.op is Ops.BUFFER and (e := _epoch_of(b)) and (e > epoch or (e == epoch and b not in own)):  # its own writes ran with it
      raise RuntimeError(f"a buffer that the realized tensor {node.shape} {node.dtype} was computed from has been modified in place since "
                         "it was realized, so its gradient would read the new values; call backward() before changing it")

def _expand(sink: UOp, hist: dict[UOp, UOp]) -> UOp:
  for _ in range(10000):  # histories only read older nodes, so this ends; the bound turns a bug into an error, not a hang
    if not (sub := {n: hist[n] for n in sink.toposort() if n in hist}): return sink
    sink = sink.substitute(sub)
  raise RuntimeError("autograd history does not end: a realized tensor's computation reads itself")

def expand_history(uops: list[UOp], hist: dict[UOp, tuple[UOp, int]], topo: dict[UOp, None] | None = None) -> tuple[list[UOp], dict[UOp, UOp]]:
  """`uops` with every realized node in `hist` replaced by the computation that made it (repeatedly: a computation may read other
  realized nodes), and the map from those expanded computations back to the realized nodes, so gradients read their buffers.
  Raises when a buffer a used computation reads was written in place after it ran. `topo`: the nodes of uops, if known."""
  if not hist: return list(uops), {}
  sink = UOp.sink(*uops)
  used: dict[UOp, UOp] = {}
  todo = [topo if topo is not None else sink.toposort()]
  while todo:
    for n in todo.pop():
      # a computation that reads its own buffer, or whose buffer was written in place after it ran, is no history: the node is a leaf
      if n in hist and n not in used and _epoch_of(n.base) <= hist[n][1] and n.base not in (topo := hist[n][0].toposort()):
        _check_fresh(n, topo, hist[n][1])
        used[n] = hist[n][0]
        todo.append(topo)
  if not used: return list(uops), {}
  return list(_expand(sink, used).src), dict(zip(_expand(UOp.sink(*used.values()), used).src, used))
