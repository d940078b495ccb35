"""The live-tensor registry and the view analysis over it: every live Tensor, the tensors made by movement ops (aliases a
write must reach), and which graph nodes read which storage."""
from __future__ import annotations
import itertools, weakref
from typing import TYPE_CHECKING
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import UOp
from tinygrad.uop.shape import sym_eq
if TYPE_CHECKING: from tinygrad.tensor import Tensor

_ids = itertools.count()
all_tensors: weakref.WeakValueDictionary[int, Tensor] = weakref.WeakValueDictionary()

class _ViewLog:
  """Weak references to the tensors made by movement ops: the aliases a write into a storage must reach. Cheaper than a weak
  dict (no callback per tensor): dead references are dropped when the log outgrows twice its live count."""
  def __init__(self) -> None:
    self.refs: list[weakref.ReferenceType[Tensor]] = []
    self.limit = 1024
  def add(self, t: Tensor) -> None:
    self.refs.append(weakref.ref(t))
    if len(self.refs) > self.limit: self.live()
  def live(self) -> list[Tensor]:
    out = [t for r in self.refs if (t := r()) is not None]
    self.refs, self.limit = [weakref.ref(t) for t in out], max(1024, 2 * len(out))
    return out
_views = _ViewLog()

def _apply_map(mapping: dict[UOp, UOp]) -> None:
  """Swap realized replacements into every live tensor whose graph holds a replaced node."""
  if not mapping: return
  from tinygrad.gradient import history, note_writes
  epoch = note_writes(mapping)
  live = [t for t in list(all_tensors.values()) if t is not None]
  if not live: return
  sink = UOp.sink(*[t.uop for t in live])
  new = sink.substitute(mapping, name="apply realized buffers")
  for t, u in zip(live, new.src):
    if u is t.uop: continue
    h = history(t.uop, u, epoch)  # autograd still sees the computation behind the buffer (None after an in-place write)
    t._hist, t.uop = (None if h is None else (u, *h)), u

def _replaced_state(target: UOp) -> UOp:
  """The state a store into view `target` overwrites: the latest pending write under the view chain, else its buffer."""
  while target.op in GroupOp.Movement: target = target.src[0]
  return target

def _binds(u: UOp) -> dict[str, int]:
  """The bound Variables in graph `u`, in sources and in movement args (symbolic shapes and offsets), by name."""
  out: dict[str, int] = {}
  for n in u.toposort():
    args = n.arg if isinstance(n.arg, tuple) else (n.arg,)
    for a in [n, *(x for x in args for x in (x if isinstance(x, tuple) else (x,)) if isinstance(x, UOp))]:
      for b in ([a] if a is n else a.toposort()):
        if b.is_bound_var: out[b.unbind()[0].expr] = b.unbind()[1]
  return out

def _conflicting_binds(a: UOp, b: UOp) -> bool:
  """Whether graphs `a` and `b` bind some Variable to different values."""
  x, y = _binds(a), _binds(b)
  return any(x[k] != y[k] for k in x.keys() & y.keys())

def _is_view(u: UOp) -> bool:
  """A view of buffers (one per device for a multi-device value), which reads whatever they hold."""
  u = _storage(u)
  return u.op is Ops.BUFFER or (u.op is Ops.MSTACK and all(_storage(s).op is Ops.BUFFER for s in u.src))

def _stale_readers(roots: list[UOp]) -> list[UOp]:
  """The live unrealized values and pending writes (not views of a buffer, which read its new data) that read a buffer state a
  pending write in `roots` replaces. They are realized in the same schedule, ahead of the write, so a value computed before
  `t[0] = 5` or `t.assign(x)` keeps the old data however late it is read, as in numpy."""
  olds = {_replaced_state(st.src[0]) for u in UOp.sink(*roots).toposort() if u.op is Ops.AFTER and not u.is_bound_var
          for st in u.src[1:] if st.op is Ops.STORE}
  if not olds: return []
  cands = [t.uop for t in list(all_tensors.values()) if t is not None and t._needs_realize() and t.uop not in roots and not _is_view(t.uop)]
  if not cands: return []
  reads: dict[UOp, bool] = {}
  for u in UOp.sink(*cands).toposort():
    # a write's target names the buffer it changes (its new state), only the written values are reads
    kids = u.src[1:] if u.op in (Ops.AFTER, Ops.STORE) else u.src
    reads[u] = u in olds or any(reads[k] for k in kids)
  return list(dict.fromkeys(u for u in cands if reads[u]))

def _histories() -> dict[UOp, tuple[UOp, int]]:
  """Realized node -> (the computation that produced it, its epoch), from every live tensor (a pending assign or a move leaves the
  node's content as it was; an in-place write after the epoch voids it, see expand_history)."""
  return {h[0]: h[1:] for t in list(all_tensors.values()) if t is not None and (h := t._hist) is not None}

def _in_storage(u: UOp) -> bool:
  """A realized buffer (or a reshape of one), or a realized multi-device value (one such per device)."""
  return u.is_realized or (u.op is Ops.MSTACK and all(s.is_realized for s in u.src))

# ops whose result reads the same memory (a PAD's padding reads a constant; a write there is refused); a detached tensor shares its
# storage as in torch, only the gradient stops there
_VIEW_OPS = GroupOp.Movement | {Ops.DETACH, Ops.BITCAST}  # a BITCAST only as a same-size reinterpretation: see _is_view_op

def _is_view_op(u: UOp) -> bool:
  """Whether `u` reads its source's memory as is: a movement op, a detach, or a same-size bitcast (numpy's view(dtype))."""
  return u.op in _VIEW_OPS and (u.op is not Ops.BITCAST or u.dtype.itemsize == u.src[0].dtype.itemsize)

def _storage(u: UOp) -> UOp:
  """The node under a chain of views: a BUFFER, a pending write (AFTER) on one, or a value that has no storage yet."""
  while _is_view_op(u): u = u.src[0]
  return u

def _broadcasts(u: UOp, root: UOp) -> bool:
  """Whether the view chain from `root` up to `u` holds an EXPAND that repeats elements (a dim of 1 made larger)."""
  while u is not root:
    if u.op is Ops.EXPAND and any(sym_eq(a, 1) and not sym_eq(b, 1) for a, b in zip(u.src[0].shape, u.shape)): return True
    u = u.src[0]
  return False

def _reaches_padding(u: UOp, root: UOp) -> bool:
  """Whether some element of the view chain `u` over `root` is padding rather than memory (a strided slice pads, then drops the
  padding: its elements are all memory)."""
  chain: list[UOp] = []
  while u is not root: chain, u = chain + [u], u.src[0]
  if not any(x.op is Ops.PAD for x in chain): return False
  from tinygrad.schedule.indexing import and_valid, movement_index
  idx: tuple[UOp, ...] = tuple(UOp.range(s, i) for i, s in enumerate(chain[0].shape))
  valid: UOp | None = None
  for x in chain:
    if x.op in (Ops.DETACH, Ops.BITCAST): continue
    idx, v = movement_index(x, idx)
    valid = and_valid(valid, v)
  return valid is not None and not (valid.op is Ops.CONST and valid.arg is True)

def _swap_root(u: UOp, swap: dict[UOp, UOp]) -> UOp:
  """The view chain `u` rebuilt over the first node of it (from the top) that `swap` replaces."""
  return swap[u] if u in swap else u.replace(src=(_swap_root(u.src[0], swap), *u.src[1:]))

def _is_view_of_buffer(u: UOp) -> bool:
  while u.op in GroupOp.Movement: u = u.src[0]
  if u.op is Ops.MSTACK: return all(_is_view_of_buffer(s) for s in u.src)  # a realized multi-device value: one buffer per device
  return u.op is Ops.BUFFER or (u.op is Ops.AFTER and u.src[0].op is Ops.BUFFER)
