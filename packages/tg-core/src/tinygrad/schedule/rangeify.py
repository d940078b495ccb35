"""Rangeify: render a tensor-level value at an index, giving the kernel-level expression
(scalar UOps over RANGE indices and PARAM loads) that computes it.

Movement ops vanish into index math (schedule.indexing); elementwise ops are rendered at the same index, so whole chains
fuse into one expression; a REDUCE opens REDUCE ranges for its reduced dims and fuses its producer. A value that must live
in memory is materialised by the scheduler and read here with a load: a user `contiguous`, a copy, a reduce that is broadcast
back (unless FUSE_BROADCAST_REDUCE lets it be hoisted; where hoisting would redo work per output column, the value broadcast into
that column loop instead) or read at two indices or by two kernels, and an elementwise value that reads more than 3 buffers under
a broadcast. When rendering finds such a node, it raises `Realize` and the kernel is rebuilt.
"""
from __future__ import annotations
from typing import TYPE_CHECKING
from tinygrad.dtype import Invalid
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import AxisType, ParamArg, UOp, sint
from tinygrad.schedule.collapse import collapse_range
from tinygrad.schedule.split_reduce import split_reduce
from tinygrad.schedule.indexing import Index, and_valid, c, flat, gate, is_one, max_shape, movement_index
if TYPE_CHECKING: from tinygrad.schedule import ScheduleBuilder

class Realize(Exception):
  """Rendering found a node that needs its own buffer; the scheduler materialises it and rebuilds the kernel."""
  def __init__(self, node: UOp | None):
    super().__init__(f"realize {node.op}" if node is not None else "rebuild")
    self.node = node

def _unview(u: UOp) -> UOp:
  while u.op in GroupOp.Movement: u = u.src[0]
  return u

def _broadcasts(u: UOp) -> bool: return any(is_one(s) and not is_one(n) for s, n in zip(u.src[0].shape, u.shape))

class KernelBuilder:
  """Builds one kernel: its PARAMs (one per buffer, output first), its ranges, and the states it reads (for ordering)."""
  def __init__(self, sched: ScheduleBuilder, device: str, key: UOp, root: UOp | None = None):
    self.s, self.device, self.key, self.root = sched, device, key, root
    self.params: dict[UOp, UOp] = {}
    self.reads: set[UOp] = set()
    self.nrange = 0
    self.reduce_at: dict[UOp, Index] = {}
    self.memo: dict[tuple, UOp] = {}
    self.active: list[UOp] = []  # the loops around the point being rendered: output ranges, then enclosing reduce ranges
    self.inside: list[tuple[set[UOp], int]] = []  # each enclosing reduce: the ranges its source is indexed by, len(bstack) then
    self.bstack: list[UOp] = []  # the sources of the broadcasting expands on the path being rendered, outermost first
    self.blocker: int | None = None  # set by can_hoist: the enclosing reduce (in `inside`) that would redo a hoisted reduce's work
    self.reduced: dict[tuple, UOp] = {}  # a reduce rendered at an index: reused wherever it is read there (one loop, not one per use)
    self.claimed: list[UOp] = []  # reduces this kernel took ownership of (handed back if the build is abandoned)
    self.replaces: UOp | None = None  # the state a store kernel overwrites (it reads that state in place, never from a snapshot)
    self.stale = False  # a kernel built while this one was rendering took a reduce this one claimed: rebuild this one

  def param(self, buf: UOp) -> UOp:
    if (p := self.params.get(buf)) is None:
      if buf.arg.device != self.device:
        raise RuntimeError(f"a kernel on {self.device} cannot read a buffer on {buf.arg.device}; move it first with .to({self.device!r})")
      p = self.params[buf] = UOp(Ops.PARAM, buf.dtype.ptr(buf.arg.size), (), ParamArg(slot=len(self.params), dtype=buf.dtype))
    return p

  def new_range(self, size: sint, kind: AxisType) -> UOp:
    if is_one(size): return c(0)  # a size-1 dim is index 0; a size-0 dim keeps a RANGE of end 0, so its store is dropped
    self.nrange += 1
    return UOp.range(c(size), self.nrange - 1, kind)

  def out_ranges(self, shape: tuple[sint, ...]) -> Index:
    rngs = tuple(self.new_range(s, AxisType.WEAK) for s in shape)
    self.active = [r for r in rngs if r.op is Ops.RANGE]
    return rngs

  def can_hoist(self, axes: tuple[int, ...], idx: Index) -> bool:
    """Whether a reduce read at `idx` under a broadcast can stay in this kernel. On devices that run loops in sequence, a reduce
    that depends on the outermost loop and only on loops outside every loop it is broadcast over is computed once per
    iteration of those loops (codegen places it there): fusing it saves a kernel and a buffer at no extra work. Inside another
    reduce whose source runs under no output loop this one is broadcast over (softmax's max in its sum, layernorm's mean in its
    variance) that holds too; inside one that does (attention's softmax in @v: its exp would be redone for every output column)
    only with FUSE_BROADCAST_REDUCE>=2, else `self.blocker` says which enclosing reduce multiplies the work."""
    self.blocker = None
    if not self.active or not self.s.hoists(self.device): return False
    deps = {r for a, i in enumerate(idx) if a not in axes for r in i.toposort() if r.op is Ops.RANGE}
    if self.active[0] not in deps: return False
    last = max(r.arg[0] for r in deps)
    if not all(r.arg[0] > last for r in self.active if r not in deps): return False
    self.blocker = next((k for k, (rs, _) in enumerate(self.inside) if any(r not in deps and r.arg[-1] is not AxisType.REDUCE for r in rs)), None)
    return self.blocker is None or self.s.hoists(self.device, nested=True)

  def recompute_point(self, u: UOp) -> UOp:
    """What to materialise for a reduce `u` that cannot be hoisted. When only an enclosing reduce's output loop stops it, the
    elementwise value broadcast into that reduce (attention's softmax probabilities, a layernorm feeding a matmul) gets a buffer,
    computed by one kernel that hoists `u` in turn, so nothing is redone per output column. Else, when the value broadcast into
    the innermost enclosing reduce is an epilogue of `u` (a matmul's activation, gelu(x @ w1 + b)), that value gets the buffer:
    `u`'s kernel computes it once instead of every output column recomputing it. Else `u` itself."""
    if self.blocker is None:
      if not self.inside: return u
      cand = next((c for c in map(_unview, self.bstack[self.inside[-1][1]:]) if u in c.toposort()), u)
      return cand if self.epilogue(cand, u) else u
    for cand in map(_unview, self.bstack[self.inside[self.blocker][1]:]):
      if cand is u: break
      if (cand.op in GroupOp.ALU or cand.op is Ops.CAST) and cand.device is not None and u in cand.toposort(): return cand
    return u

  def epilogue(self, cand: UOp, u: UOp) -> bool:
    """Whether elementwise `cand` computes from reduce `u` unbroadcast and from buffers only (no other reduce inline)."""
    if cand is u or not (cand.op in GroupOp.ALU or cand.op is Ops.CAST) or cand.device is None: return False
    seen: set[UOp] = set()
    stack = [cand]
    while stack:
      if (x := stack.pop()) is u or x in seen or x.op is Ops.BUFFER or x in self.s.realized or x in self.s.force: continue
      seen.add(x)
      if x.op is Ops.REDUCE or (x.op is Ops.EXPAND and _broadcasts(x) and u in x.src[0].toposort()): return False
      stack.extend(x.src)
    return True

  def load(self, buf: UOp, lin: UOp, valid: UOp | None, state: UOp) -> UOp:
    if state in self.s.snap and state is not self.replaces: buf = state = self.s.snapshot(state, buf)  # an old state read after its store
    self.reads.add(state)
    return self.param(buf).index(gate(lin, valid)).load()

  def render(self, u: UOp, idx: Index, valid: UOp | None = None, state: UOp | None = None, expanded: bool = False) -> UOp:
    """The scalar value of tensor node `u` at `idx` (only read where `valid`); `state` is the AFTER a buffer is read at."""
    key = (u, idx, valid, state, expanded, len(self.active))  # inside a reduce loop a broadcast reduce is decided differently
    if (r := self.memo.get(key)) is None: r = self.memo[key] = self._render(u, idx, valid, state, expanded)
    return r

  def _render(self, u: UOp, idx: Index, valid: UOp | None, state: UOp | None, expanded: bool) -> UOp:
    if u is not self.root and (u in self.s.force or u.op in (Ops.CONTIGUOUS, Ops.COPY)):
      buf = self.s.materialize(u)
      return self.load(buf, flat(idx, max_shape(u.shape)), valid, buf)
    if u.op is Ops.CONST: return u
    if u.is_bound_var or u.is_variable: return u
    if u.op is Ops.BUFFER: return self.load(u, idx[0], valid, state if state is not None else u)
    if u.op is Ops.AFTER:
      self.s.ensure_after(u)
      return self.render(u.src[0], idx, valid, state if state is not None else u, expanded)
    if u.op in GroupOp.Movement:
      nidx, v = movement_index(u, idx)
      if bcast := u.op is Ops.EXPAND and _broadcasts(u): self.bstack.append(u.src[0])
      val = self.render(u.src[0], nidx, and_valid(valid, v), state, expanded or bcast)
      if bcast: self.bstack.pop()
      if u.op is Ops.PAD and v is not None: return v.where(val, val.const_like(0)) if v.op is not Ops.CONST else val if v.arg else val.const_like(0)
      return val
    if u.op is Ops.REDUCE: return self._reduce(u, idx, valid, expanded)
    if u.op in (Ops.DETACH, Ops.CONTIGUOUS_BACKWARD): return self.render(u.src[0], idx, valid, None, expanded)
    if u.op in GroupOp.ALU or u.op in (Ops.CAST, Ops.BITCAST):
      # an elementwise value read under a broadcast is recomputed per broadcast element: past 3 buffers it gets its own
      if expanded and u is not self.root and u.device is not None and self.s.buffers_read(u) > 3: raise Realize(u)
      if u.op is Ops.BITCAST and u.dtype.itemsize != u.src[0].dtype.itemsize: raise NotImplementedError("size-changing bitcast in a kernel")
      return UOp(u.op, u.dtype, tuple(self.render(s, idx, valid, None, expanded) for s in u.src), u.arg)
    raise NotImplementedError(f"the scheduler cannot render {u.op} in a kernel")

  def _reduce(self, u: UOp, idx: Index, valid: UOp | None, expanded: bool) -> UOp:
    if u is not self.root and (two := split_reduce(u)) is not None: return self.render(two, idx, valid, None, expanded)
    # a reduce broadcast back over data, read at two indices, or by two kernels is computed once into its own buffer
    # (a deviceless reduce, e.g. an arange, has no buffer to go to: it is always recomputed)
    op, axes = u.arg
    if u is not self.root and u.device is not None:
      if self.reduce_at.setdefault(u, idx) != idx: raise Realize(u)
      if expanded and not self.can_hoist(axes, idx): raise Realize(self.recompute_point(u))
      if (owner := self.s.reduce_owner.setdefault(u, self.key)) is self.key and u not in self.claimed: self.claimed.append(u)
      elif owner is not self.key:
        # a kernel still rendering (it waits for this one's value) gives the reduce up and is rebuilt: it may need it no longer (a
        # hoisted reduce), or reads it from the buffer it gets here, so no kernel computes it a second time
        other = self.s.building.get(owner)
        if other is not None: other.stale = True
        if not expanded or other is None: raise Realize(u)
        self.s.reduce_owner[u] = self.key
        self.claimed.append(u)
    if (done := self.reduced.get((u, idx, valid))) is not None: return done
    src_shape = u.src[0].shape
    nidx = list(idx)
    for a in axes: nidx[a] = self.new_range(src_shape[a], AxisType.REDUCE)
    self.active += (mine := [nidx[a] for a in axes if nidx[a].op is Ops.RANGE])
    self.inside.append(({r for i in nidx for r in i.toposort() if r.op is Ops.RANGE}, len(self.bstack)))
    v = self.render(u.src[0], tuple(nidx), valid, None, False)
    del self.active[len(self.active) - len(mine):]
    self.inside.pop()
    rngs = []
    for r in (nidx[a] for a in axes if nidx[a].op is Ops.RANGE):
      if op is Ops.ADD and (cv := collapse_range(v, r)) is not None: v = cv
      else: rngs.append(r)
    ret = self.reduced[(u, idx, valid)] = UOp(Ops.REDUCE, v.dtype, (v, *rngs), (op, 0)) if rngs else v
    return ret

  def address(self, u: UOp, idx: Index) -> tuple[UOp, UOp, UOp | None, UOp]:
    """Where a store to view `u` at `idx` lands: (base BUFFER, flat index, validity, the state it overwrites)."""
    valid: UOp | None = None
    pred: UOp | None = None
    while u.op is not Ops.BUFFER:
      if u.op in GroupOp.Movement:
        idx, v = movement_index(u, idx)
        valid = and_valid(valid, v)
      elif u.op is Ops.AFTER and not u.is_bound_var:
        self.s.ensure_after(u)
        pred = u if pred is None else pred
      elif u.op is not Ops.DETACH and not (u.op is Ops.BITCAST and u.dtype.itemsize == u.src[0].dtype.itemsize):  # views of the storage
        raise RuntimeError(f"assign target must be a buffer or a view of one, not {u.op}; realize it first (.contiguous())")
      u = u.src[0]
    if u.is_variable: raise RuntimeError("cannot assign into a Variable")
    return u, idx[0], valid, u if pred is None else pred

def is_invalid(u: UOp) -> bool: return u.op is Ops.CONST and u.arg is Invalid
