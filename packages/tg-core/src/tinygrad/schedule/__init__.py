"""The scheduler: a tensor-level UOp graph (shaped values over BUFFERs) -> an ordered LINEAR of CALLs (kernels and copies).

`ScheduleBuilder.realize(root)` decides what gets a buffer (the roots, `contiguous`, copies, reduces that are broadcast back,
assigns) and builds one kernel per materialised value or store (schedule.rangeify). `ScheduleBuilder.linear()` then orders the
calls: read-after-write (a reader after the writer of the state it reads) and write-after-read (every reader of a buffer
state before the store that replaces it). A value that reads a buffer both before and after a store to it makes a cycle: the old
state it reads is then copied (a snapshot) before the store, and the value reads the copy, as numpy orders reads before writes.

LINEAR form: `LINEAR(CALL(SINK(KernelInfo), *BUFFERs), CALL(COPY(arg=(dst byte offset, src byte offset, nbytes)), dst, src), ...)`; the
BUFFERs are tensor-level BUFFER nodes (their device Buffers come from `u.buffer`), in kernel-argument order.

With VIZ, `create_schedule` is one rewrite context ("Schedule N Kernels"): its steps are the template (buffers as placeholders),
each value or assign rangeified into its kernel, each copy, the ordering into the LINEAR, and the template's instantiation.
"""
from __future__ import annotations
import dataclasses, sys
from typing import Any
from collections.abc import Callable
from collections import Counter, OrderedDict, deque
from dataclasses import dataclass
from tinygrad.dtype import DType, dtypes, strong_dtype
from tinygrad.helpers import FUSE_BROADCAST_REDUCE, MAX_KERNEL_BUFFERS, SCACHE, TRACEMETA, ContextVar
from tinygrad.uop.metadata import copy_tags, tag_kernel, uop_metadata
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import KernelInfo, UOp
from tinygrad.uop.rewrite import record_rebuild
from tinygrad.profile import track_rewrites
from tinygrad.uop.symbolic import split_sum
from tinygrad.schedule.indexing import flat, gate, max_shape, numel_max
from tinygrad.uop.multi import axis_of, has_multi, is_multi, mstack
from tinygrad.schedule.multi import Lowering
from tinygrad.schedule.rangeify import KernelBuilder, Realize, is_invalid

_sequential: dict[str, bool] = {}
_buffer_caps: dict[str, int] = {}
_MATERIAL = (Ops.BUFFER, Ops.AFTER, Ops.CONTIGUOUS, Ops.COPY, Ops.MSTACK, Ops.REDUCE)  # what an inlined value reads as one buffer

@dataclass(eq=False)
class Item:
  """One call: a kernel (ast) or a copy, the BUFFER nodes it takes, the states it reads and the state it writes."""
  call: UOp
  reads: set[UOp]
  writes: UOp
  pred: UOp | None = None  # the state this write replaces (its readers must run first)

class ScheduleBuilder:
  def __init__(self) -> None:
    self.realized: dict[UOp, UOp] = {}      # tensor node -> the BUFFER its value was stored to (row-major over its max shape)
    self.force: set[UOp] = set()            # nodes found to need a buffer while rendering
    self.reduce_owner: dict[UOp, UOp] = {}  # reduce -> the kernel that computes it inline
    self.building: dict[UOp, KernelBuilder] = {}  # kernels being rendered (one waits for each value it materialises), by key
    self.producer: dict[UOp, list[Item]] = {}
    self.items: list[Item] = []
    self.after_done: set[UOp] = set()
    self.var_vals: dict[str, int] = {}
    self.fresh: list[UOp] = []              # BUFFERs made by this schedule
    self.becomes: dict[UOp, UOp] = {}       # tensor node -> its buffer-backed replacement (roots, assigns run, contiguous, copies)
    self.lowering = Lowering()              # multi-device values split per device
    self._nbufs: dict[UOp, int] = {}
    self.snap: frozenset[UOp] = frozenset()  # states read through a copy taken before the store that replaces them (see linear)
    self.snapped: dict[UOp, UOp] = {}        # state -> the BUFFER holding its snapshot

  def buffers_read(self, u: UOp) -> int:
    """How many buffers computing `u` inline reads (materialised values and reduces count once; their inputs do not)."""
    if (n := self._nbufs.get(u)) is None:
      seen: set[UOp] = set()
      stack, n = [u], 0
      while stack:
        for x in stack.pop().src:
          if x in seen or x.is_variable or x.is_bound_var: continue
          seen.add(x)
          if x.op in _MATERIAL or x in self.realized or x in self.force: n += 1
          else: stack.append(x)
      self._nbufs[u] = n
    return n

  def hoists(self, device: str, nested: bool = False) -> bool:
    """Whether a broadcast reduce may be hoisted in kernels on `device` (FUSE_BROADCAST_REDUCE>=1 at the output level, >=2 inside
    another reduce), which needs loops that run in sequence (CPU-like renderers: no local/workgroup dims)."""
    if FUSE_BROADCAST_REDUCE.value < (2 if nested else 1): return False
    if device not in _sequential:
      from tinygrad.device import Device
      _sequential[device] = not Device[device].caps.has_local
    return _sequential[device]

  def buffer_cap(self, device: str) -> int:
    """Most buffers one kernel on `device` may take: MAX_KERNEL_BUFFERS, else the device's `caps.max_kernel_buffers` (0: no cap)."""
    if MAX_KERNEL_BUFFERS.value: return MAX_KERNEL_BUFFERS.value
    if device not in _buffer_caps:
      from tinygrad.device import Device
      _buffer_caps[device] = Device[device].caps.max_kernel_buffers
    return _buffer_caps[device]

  def check_buffers(self, kb: KernelBuilder, value: UOp) -> None:
    """A kernel over more buffers than its device allows has a part of `value` computed into a buffer first (raises Realize)."""
    if not (cap := self.buffer_cap(kb.device)) or len(kb.params) <= cap: return
    if cap < 3: raise RuntimeError(f"MAX_KERNEL_BUFFERS={cap} is too small: a kernel needs an output and two inputs; use 3 or more")
    if (part := self.split_point(value, cap - 1)) is None:
      raise RuntimeError(f"a kernel on {kb.device} needs {len(kb.params)} buffers and cannot be split below MAX_KERNEL_BUFFERS={cap}")
    raise Realize(part)

  def split_point(self, root: UOp, most: int) -> UOp | None:
    """The largest part of `root` that reads at least 2 and at most `most` buffers inline: found by walking down from root
    into the source that reads the most buffers, which is where the kernel is split."""
    memo: dict[UOp, frozenset[UOp]] = {}
    def reads(u: UOp) -> frozenset[UOp]:
      if (r := memo.get(u)) is None:
        leaf = u.op in (Ops.BUFFER, Ops.AFTER, Ops.MSTACK) or \
          (u is not root and (u in self.realized or u in self.force or u.op in (Ops.CONTIGUOUS, Ops.COPY)))
        r = memo[u] = frozenset() if u.is_variable or u.is_bound_var else frozenset([u]) if leaf else \
          frozenset().union(*[reads(x) for x in u.src]) if u.src else frozenset()
      return r
    x = root
    while True:
      cands = [y for y in x.src if len(reads(y)) >= 2]
      if not cands: return None
      x = max(cands, key=lambda y: len(reads(y)))
      while x.op in GroupOp.Movement or x.op in (Ops.DETACH, Ops.CONTIGUOUS_BACKWARD): x = x.src[0]  # a view is split at its source
      if len(reads(x)) <= most and (x.op in GroupOp.ALU or x.op in (Ops.CAST, Ops.BITCAST, Ops.REDUCE)): return x

  # ---- what the Tensor layer asks for ----
  def realize(self, root: UOp) -> UOp:
    """Schedule what `root` needs; returns its buffer-backed replacement (a view of a buffer for views and assigns; an MSTACK of
    those for a multi-device root)."""
    if not has_multi(root): view = self._realize(root)
    elif is_multi(root): view = mstack([self._realize(p) for p in self.lowering.split(root)], axis_of(root))
    else: view = self._realize(self.lowering.single(root))
    self.becomes[root] = view
    return view

  def _realize(self, root: UOp) -> UOp:
    if (view := self.view_of_state(root)) is None: view = _as_view(self.materialize(root, default_device=True), root.shape)
    self.becomes[root] = view
    return view

  def multi_assigns(self) -> None:
    """A multi-device AFTER runs its stores on every device (a gather may read just one replica) and becomes the MSTACK of its targets."""
    for u, parts in list(self.lowering.memo.items()):
      if u.op is Ops.AFTER and is_multi(u):
        for p in parts: self.ensure_after(p)
        self.becomes[u] = mstack([_strip_afters(p) for p in parts], axis_of(u))
    self.becomes.update(self.lowering.lift(self.becomes))  # multi-device nodes whose every part got a buffer (so no tensor recomputes them)

  def view_of_state(self, u: UOp) -> UOp | None:
    """A movement chain over buffers and assigns is already storage: run the assigns and return it without them."""
    chain: list[UOp] = []
    x = u
    while x.op in GroupOp.Movement or x.op is Ops.DETACH or _same_size_bitcast(x) or (x.op is Ops.AFTER and not x.is_bound_var):
      chain.append(x)
      x = x.src[0]
    if x.op is not Ops.BUFFER or x.is_variable: return None
    for a in chain:
      if a.op is Ops.AFTER: self.ensure_after(a)
    return _strip_afters(u)

  # ---- materialising values ----
  def new_buffer(self, device: str, size: int, dtype: DType) -> UOp:
    buf = UOp.new_buffer(device, size, strong_dtype(dtype))
    self.fresh.append(buf)
    return buf

  def materialize(self, u: UOp, default_device: bool = False) -> UOp:
    """The BUFFER holding the value of `u`, scheduling the kernel (or copy) that fills it the first time.
    A deviceless root (an arange, a full) goes to the default device."""
    if (buf := self.realized.get(u)) is not None: return buf
    if (dev := u.device) is None and default_device:
      from tinygrad.device import Device
      dev = Device.DEFAULT
    if not isinstance(dev, str): raise RuntimeError(f"cannot realize a value with device {dev!r}; give it a device (.to(dev)) first")
    if u.op is Ops.COPY: return self._copy(u)
    buf = self.realized[u] = self.new_buffer(dev, numel_max(u.shape), u.dtype)
    self._kernel(u, buf)
    if u.op is Ops.CONTIGUOUS: self.becomes[u] = _as_view(buf, u.shape)
    return buf

  def _kernel(self, u: UOp, buf: UOp) -> None:
    while True:
      kb = self.building[buf] = KernelBuilder(self, buf.arg.device, buf, u)
      out = kb.param(buf)
      rngs = kb.out_ranges(u.shape)
      try:
        val = kb.render(value := u.src[0] if u.op is Ops.CONTIGUOUS else u, rngs)
        self.check_buffers(kb, value)
        if kb.stale: raise Realize(None)
      except Realize as e:
        self.abandon(kb, e.node)
        continue
      finally: self.building.pop(buf, None)
      break
    self._emit(kb, out.index(flat(rngs, max_shape(u.shape))), val, buf.dtype, rngs, buf, None, u)

  def abandon(self, kb: KernelBuilder, node: UOp | None) -> None:
    """A kernel build that found `node` needs a buffer (or went stale: see KernelBuilder.stale) is redone: the reduces it claimed
    are free again for whichever kernel computes them next (the value itself, once materialised, may hoist its own reduces)."""
    if node is not None: self.force.add(node)
    for r in kb.claimed:
      if self.reduce_owner.get(r) is kb.key: del self.reduce_owner[r]

  def _emit(self, kb: KernelBuilder, addr: UOp, val: UOp, dtype: DType, rngs: tuple, writes: UOp, pred: UOp | None, src: UOp) -> None:
    # a store of Invalid (an empty tensor's contents) or over zero elements writes nothing
    if is_invalid(val) or any(r.op is Ops.RANGE and r.src[0].op is Ops.CONST and r.src[0].arg == 0 for r in rngs): return
    store = addr.store(val if val.dtype == dtype else val.cast(dtype)).end(*[r for r in rngs if r.op is Ops.RANGE])
    ast, vals = store.sink(arg=KernelInfo()).unbind_all()
    for k, v in vals.items():
      if self.var_vals.setdefault(k, v) != v: raise RuntimeError(f"Variable {k} is bound to both {self.var_vals[k]} and {v} in one schedule")
    bufs = sorted(kb.params, key=lambda b: kb.params[b].arg.slot)
    if TRACEMETA: tag_kernel(ast, src, lambda u: u in self.realized or u.op in (Ops.BUFFER, Ops.AFTER))
    call = self._add(Item(UOp(Ops.CALL, dtypes.void, (ast, *bufs)), kb.reads - {writes}, writes, pred)).call
    record_rebuild(src, call, {src: call}, "rangeify")  # the tensor-level value (or store) and the kernel it became

  def _add(self, item: Item) -> Item:
    self.items.append(item)
    self.producer.setdefault(item.writes, []).append(item)
    return item

  # ---- assigns ----
  def ensure_after(self, a: UOp) -> None:
    """Schedule the stores of AFTER(target, *stores) once."""
    if a in self.after_done or a.is_bound_var: return
    self.after_done.add(a)
    self.becomes[a] = _strip_afters(a)
    for eff in a.src[1:]:
      if eff.op is not Ops.STORE: raise NotImplementedError(f"AFTER of {eff.op} is not supported by the scheduler yet")
      self._store(a, eff)

  def _store(self, a: UOp, st: UOp) -> None:
    target, value = st.src[0], st.src[1]
    if value.op is Ops.COPY and value not in self.realized and (dst := self.contiguous_region(target)) is not None:
      self._copy(value, dst, a)  # a copy straight into the assigned window (a clone of another device's tensor, a disk load)
      return
    while True:
      kb = self.building[a] = KernelBuilder(self, "", a)
      rngs = kb.out_ranges(target.shape)
      base, lin, valid, pred = kb.address(target, rngs)
      kb.replaces = pred
      kb.device = base.arg.device
      out = kb.param(base)
      try:
        val = kb.render(value, rngs)
        if val.dtype != base.dtype and target.dtype != base.dtype: val = val.bitcast(base.dtype)  # a write through a bitcast view
        addr = out.index(gate(lin, valid))
        # write-after-read inside one kernel: the value reads the destination somewhere else, so it is computed first
        if value not in self.force and any(x.op is Ops.INDEX and x.src[0] is out and x is not addr for x in val.toposort()):
          raise Realize(value)
        self.check_buffers(kb, value)
        if kb.stale: raise Realize(None)
      except Realize as e:
        self.abandon(kb, e.node)
        continue
      finally: self.building.pop(a, None)
      break
    self._emit(kb, addr, val, base.dtype, rngs, a, pred, st)

  def snapshot(self, state: UOp, buf: UOp) -> UOp:
    """A copy of BUFFER `buf` as it is at `state`, taken once (before any store replaces that state); returns the copy's BUFFER."""
    if (snap := self.snapped.get(state)) is None:
      snap = self.snapped[state] = self.new_buffer(buf.arg.device, buf.arg.size, buf.dtype)
      body = UOp(Ops.COPY, dtypes.void, (), (0, 0, buf.arg.size * buf.dtype.itemsize))
      self._add(Item(UOp(Ops.CALL, dtypes.void, (body, snap, buf)), {state}, snap))
    return snap

  # ---- copies ----
  def _copy(self, u: UOp, into: tuple[UOp, int, UOp] | None = None, after: UOp | None = None) -> UOp:
    """Schedule COPY `u` into a new buffer, or into the window `into` = (BUFFER, element offset, state it replaces) of AFTER `after`."""
    src = u.src[0]
    if (region := self.contiguous_region(src)) is None: sbuf, off, state = (b := self.materialize(src)), 0, b
    else: sbuf, off, state = region
    if into is None: self.becomes[u] = _as_view(self.realized.setdefault(u, self.new_buffer(u.arg, numel_max(u.shape), u.dtype)), u.shape)
    dst, doff, pred = into if into is not None else (self.realized[u], 0, None)
    nbytes = numel_max(u.shape) * dst.dtype.itemsize
    body = UOp(Ops.COPY, dtypes.void, (), (doff * dst.dtype.itemsize, off * sbuf.dtype.itemsize, nbytes))
    call = self._add(Item(UOp(Ops.CALL, dtypes.void, (body, dst, sbuf)), {state}, dst if after is None else after, pred)).call
    record_rebuild(u, call, {u: call}, "copy")
    return dst

  def contiguous_region(self, u: UOp) -> tuple[UOp, int, UOp] | None:
    """(BUFFER, element offset, state) when `u` is a contiguous window of a buffer, else None."""
    if self.view_of_state(u) is None or u.dtype != (b := _base(u)).dtype: return None
    kb = KernelBuilder(self, "", u)
    rngs = kb.out_ranges(u.shape)
    _, lin, valid, state = kb.address(u, rngs)
    (got, k), (want, k0) = split_sum(lin.simplify()), split_sum(flat(rngs, u.shape).simplify())
    if valid is not None or Counter(got) != Counter(want): return None
    return b, k - k0, state

  # ---- ordering ----
  def linear(self) -> UOp:
    """The calls in an order that keeps every read-after-write and write-after-read: Kahn's algorithm, stable."""
    readers: dict[UOp, list[Item]] = {}
    for it in self.items:
      for s in it.reads: readers.setdefault(s, []).append(it)
    succ: dict[Item, list[Item]] = {it: [] for it in self.items}
    indeg: dict[Item, int] = {it: 0 for it in self.items}
    def edge(a: Item, b: Item) -> None:
      if a is not b:
        succ[a].append(b)
        indeg[b] += 1
    for it in self.items:
      for s in it.reads:
        for p in self.producer.get(s, []): edge(p, it)
      if it.pred is not None:
        for p in self.producer.get(it.pred, []): edge(p, it)
        for r in readers.get(it.pred, []): edge(r, it)
      same = self.producer.get(it.writes, [])
      if (i := same.index(it)) > 0: edge(same[i - 1], it)
    q = deque(it for it in self.items if indeg[it] == 0)
    out: list[Item] = []
    while q:
      out.append(done := q.popleft())
      for nxt in succ[done]:
        indeg[nxt] -= 1
        if indeg[nxt] == 0: q.append(nxt)
    if len(out) != len(self.items): raise _Cycle(self.cycle_states(set(self.items) - set(out), readers))
    ret = UOp(Ops.LINEAR, dtypes.void, tuple(it.call for it in out))
    record_rebuild(made := UOp(Ops.SINK, dtypes.void, tuple(it.call for it in self.items)), ret, {made: ret}, "order calls")
    return ret

  def cycle_states(self, stuck: set[Item], readers: dict[UOp, list[Item]]) -> frozenset[UOp]:
    """The states that calls left in a cycle read while a store among them replaces them (the store's own in-place read aside):
    reading those through a snapshot taken before the store breaks the cycle, as numpy's reads-before-writes order asks."""
    return frozenset(it.pred for it in stuck if it.pred is not None and any(r in stuck and r is not it for r in readers.get(it.pred, [])))

class _Cycle(Exception):
  def __init__(self, states: frozenset[UOp]):
    super().__init__("cycle detected in assign graph")
    self.states = states

def _as_view(buf: UOp, shape: tuple) -> UOp:
  """A buffer holding a value row-major at its max shape, viewed at the value's (possibly symbolic) shape."""
  ms = max_shape(shape)
  ret = buf if len(ms) == 1 and ms[0] == buf.arg.size else buf.reshape(ms)
  return ret if ms == shape else ret.shrink(tuple((0, s) for s in shape))

def _strip_afters(u: UOp) -> UOp:
  """A movement chain over buffers with its AFTERs (assigns, already scheduled) left out."""
  if u.op is Ops.AFTER: return _strip_afters(u.src[0])
  return u.replace(src=(_strip_afters(u.src[0]),)) if u.op in GroupOp.Movement or u.op is Ops.DETACH or _same_size_bitcast(u) else u

def _same_size_bitcast(u: UOp) -> bool: return u.op is Ops.BITCAST and u.dtype.itemsize == u.src[0].dtype.itemsize

def _base(u: UOp) -> UOp:
  while u.op is not Ops.BUFFER: u = u.src[0]
  return u

@dataclass
class Schedule:
  """The calls that realize some roots: `outs` are the roots' replacements, `becomes` maps every tensor node that now has a
  buffer (the roots, the assigns that ran, contiguous values, copies) to its buffer-backed replacement, `fresh` lists the
  BUFFERs this schedule made and `var_vals` the bound Variable values by name."""
  linear: UOp
  var_vals: dict[str, int]
  outs: list[UOp]
  becomes: dict[UOp, UOp]
  fresh: list[UOp]
  cached: bool = False  # built from the schedule cache (SCACHE)

def _create(roots: tuple[UOp, ...]) -> Schedule:
  """Schedule `roots`. A value that reads a buffer both before and after a store to it (a cycle between the calls) is scheduled
  again with the old states it reads taken as snapshots first, until no cycle is left."""
  if sys.getrecursionlimit() < 20000: sys.setrecursionlimit(20000)  # graphs of long elementwise chains render recursively
  snap: frozenset[UOp] = frozenset()
  while True:
    s = ScheduleBuilder()
    s.snap = snap
    outs = [s.realize(r) for r in roots]
    s.multi_assigns()
    try: return Schedule(s.linear(), s.var_vals, outs, s.becomes, s.fresh)
    except _Cycle as e:
      if not e.states or e.states <= snap:
        raise RuntimeError("cycle detected in assign graph: a value reads a buffer both before and after an assign to it") from None
      snap |= e.states

# ---- the schedule cache (SCACHE) ----
# A graph is scheduled in its template form, every BUFFER replaced by a placeholder numbered in toposort order; a structurally
# identical graph over other buffers has the same template (UOps are hash-consed), so its schedule is reused with the buffers
# substituted back and the schedule's own buffers made anew.

_scache: OrderedDict[tuple, Schedule] = OrderedDict()
SCACHE_SIZE = 1024

def _arg_map(arg: Any, f: Callable[[UOp], UOp]) -> Any:
  """A node's arg with the UOps in it (symbolic shapes of movement ops) mapped by f."""
  if isinstance(arg, UOp): return f(arg)
  return tuple(_arg_map(a, f) for a in arg) if isinstance(arg, tuple) else arg

def _arg_uops(arg: Any) -> list[UOp]:
  if isinstance(arg, UOp): return [arg]
  return [x for a in arg for x in _arg_uops(a)] if isinstance(arg, tuple) else []

def _visit(root: UOp, memo: dict[UOp, UOp], bufs: list[UOp], vals: dict[str, int], binds: dict[UOp, UOp]) -> bool:
  """Template every node of root into memo (False on a multi-device buffer). A module function, not a closure: a recursive closure
  is a reference cycle that kept every templated graph, and the buffers in it, alive until the next gc pass."""
  for u in root.toposort():
    if u in memo: continue
    if any(not _visit(a, memo, bufs, vals, binds) for a in _arg_uops(u.arg)): return False
    if u.is_bound_var:
      var, v = u.unbind()
      if vals.setdefault(var.expr, v) != v: raise RuntimeError(f"Variable {var.expr} is bound to both {vals[var.expr]} and {v} in one schedule")
      memo[u], binds[var] = var, u
    elif u.op is Ops.BUFFER and not u.is_variable:
      if not isinstance(u.arg.device, str): return False
      memo[u] = UOp(Ops.BUFFER, u.dtype, (), dataclasses.replace(u.arg, slot=-1 - len(bufs)))
      bufs.append(u)
    elif any(memo[x] is not x for x in u.src) or _arg_uops(u.arg):
      memo[u] = u.replace(src=tuple(memo[x] for x in u.src), arg=_arg_map(u.arg, memo.__getitem__))
    else: memo[u] = u
  return True

def _template(roots: tuple[UOp, ...]) -> tuple[tuple[UOp, ...], list[UOp], dict[UOp, UOp], dict[UOp, UOp]] | None:
  """(template roots, the real BUFFER of each placeholder, template node -> original node, Variable -> bound Variable), or None when
  a multi-device buffer is in the graph (its per-device buffers are made by the scheduler from the node itself). A bound Variable
  becomes its Variable, in srcs and in shape args alike: which Variables appear is structure, their values are not."""
  memo: dict[UOp, UOp] = {}
  bufs: list[UOp] = []
  vals: dict[str, int] = {}
  binds: dict[UOp, UOp] = {}
  if not all(_visit(r, memo, bufs, vals, binds) for r in roots): return None
  troots = tuple(memo[r] for r in roots)
  record_rebuild(UOp(Ops.SINK, dtypes.void, roots), UOp(Ops.SINK, dtypes.void, troots), memo, "template")
  if TRACEMETA and uop_metadata: copy_tags(memo)
  return troots, bufs, {t: o for o, t in memo.items()}, binds

def _substitute(u: UOp, subs: dict[UOp, UOp]) -> UOp:
  """u with the BUFFERs and Variables in `subs` replaced (u is a small view or MSTACK of views over buffers)."""
  if (r := subs.get(u)) is not None: return r
  if not u.src and not _arg_uops(u.arg): return u
  r = subs[u] = u.replace(src=tuple(_substitute(x, subs) for x in u.src), arg=_arg_map(u.arg, lambda a: _substitute(a, subs)))
  return r

def _instantiate(t: Schedule, bufs: list[UOp], orig: dict[UOp, UOp], binds: dict[UOp, UOp]) -> Schedule:
  """The template schedule `t` over the real buffers `bufs` (placeholder i -> bufs[i]) with its Variables bound by `binds`, and
  fresh buffers of its own."""
  subs: dict[UOp, UOp] = dict(binds)
  for b in t.linear.toposort(gate=lambda x: x.op in (Ops.LINEAR, Ops.CALL, Ops.BUFFER)):
    if b.op is Ops.BUFFER and (slot := b.arg.slot) is not None and slot < 0: subs[b] = bufs[-1 - slot]
  for v in t.becomes.values():
    for b in v.toposort():
      if b.op is Ops.BUFFER and (slot := b.arg.slot) is not None and slot < 0: subs[b] = bufs[-1 - slot]
  fresh = [subs.setdefault(b, UOp.new_buffer(b.arg.device, b.arg.size, b.dtype)) for b in t.fresh]
  linear = t.linear.replace(src=tuple(c.replace(src=(c.src[0], *[subs.get(b, b) for b in c.src[1:]])) for c in t.linear.src))
  becomes = {orig[k]: _substitute(v, subs) for k, v in t.becomes.items() if k in orig}
  var_vals = {**t.var_vals, **{v.expr: b.unbind()[1] for v, b in binds.items()}}
  record_rebuild(t.linear, linear, {t.linear: linear}, "instantiate")
  return Schedule(linear, var_vals, [_substitute(o, subs) for o in t.outs], becomes, fresh)

def _context_name(*roots: UOp, ret: Schedule) -> str:
  return f"Schedule {sum(c.src[0].op is Ops.SINK for c in ret.linear.src)} Kernels"

@track_rewrites(name=_context_name)
def create_schedule(*roots: UOp) -> Schedule:
  """The Schedule that realizes `roots`; with SCACHE (default on) a repeat of a graph over other buffers reuses the schedule."""
  if not SCACHE or (tmpl := _template(roots)) is None: return _create(roots)
  troots, bufs, orig, binds = tmpl
  # every knob that may change a schedule: the ContextVars away from their defaults (modules register more as they load)
  key = (troots, tuple((k, v.value) for k, v in ContextVar._cache.items() if v.value != v.default))
  if (t := _scache.get(key)) is None:
    t = _scache[key] = _create(troots)
    if len(_scache) > SCACHE_SIZE: _scache.popitem(last=False)
    hit = False
  else:
    _scache.move_to_end(key)
    hit = True
  return dataclasses.replace(_instantiate(t, bufs, orig, binds), cached=hit)

__all__ = ["Item", "Schedule", "ScheduleBuilder", "create_schedule"]
