"""TinyJit: run a function once eagerly, capture the kernels of its second call, then replay them on new input buffers.

Capture records every schedule the function realizes (engine.realize.capturing) while running it normally, so the capture
call's results are real. The recorded LINEARs are joined, their intermediate buffers memory-planned into arenas (buffers a
live tensor can reach are held), compiled once, and kept with the positions where input buffers go. A replay checks the
inputs against the capture (view structure, dtype, device, size), binds Variable values from them, patches the input
buffers in and runs every kernel: no scheduling, no codegen.

Each call's outputs are its own: `outs = [f(x) for x in xs]` keeps every result, as eager code would. A returned buffer that the
capture created (not state, not an input) is handed out under a BUFFER node the JIT holds; before a replay overwrites it, a node
that anything else still holds (a tensor, a view or a lazy graph of the last call's result) keeps that memory and the replay writes
a fresh buffer under a new node (patched in like an input). Dropped outputs (`f(x).numpy()`) cost nothing: the node and memory are
reused. A lock per TinyJit serialises capture, replay and the hand-off, so threads sharing one JIT each get their own results. A
returned input (`x.assign(x + 1); return x`) or view of one is this call's input. A method's JIT is shared by the class's instances
(one per function, as tinygrad): a replay on another instance raises JitError.

With JIT<2 (graphs on), consecutive kernels on one device are batched into GraphRunners (JIT_BATCH_SIZE first, doubling after):
a batch resolves each launch (program, raw buffer arguments, launch dims, variable values) once, so a replay is a tight loop of
program calls with only the input arguments patched. Reading tensor data while capturing raises JitError: the value would be
frozen into the capture. Non-Tensor arguments are baked into the capture, so a replay with a changed one (by value; objects by
identity) raises JitError naming it. Random draws read their key and counter from small buffers that every replay refills, so a
replay draws the numbers eager code would.
"""
from __future__ import annotations
import contextlib, functools, re, sys, threading
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, cast
from collections.abc import Callable, Collection
import numpy as np
from tinygrad.device import Buffer, Compiled, Device
from tinygrad.helpers import BEAM, DEBUG, GRAPH_ONE_KERNEL, IGNORE_JIT_FIRST_BEAM, JIT, JITBEAM, JIT_BATCH_SIZE, PROFILE, Context, GlobalCounters, \
  colored
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import ParamArg, UOp
from tinygrad.dtype import DType, dtypes
from tinygrad.engine.realize import Capture, CompiledRunner, ExecItem, JitError, Runner, capturing, exec_call, ints_fn, lower_and_compile, \
  with_programs
from tinygrad.engine.memory_planner import memory_plan
from tinygrad.gradient import WriteClock, jit_writes
from tinygrad.mixin.graph import _buffer_ids
from tinygrad.tensor import Tensor, all_tensors

ReturnType = TypeVar("ReturnType")


class GraphException(Exception):
  """A device graph could not batch these calls (they run one by one instead)."""

@dataclass
class _Launch:
  """One kernel of a batch, resolved: the program, its raw arguments, and the input patches (argument position, input index)."""
  prg: Callable[..., float | None]
  args: list[Any]
  patches: list[tuple[int, int]]
  dims: Callable[[dict[str, int]], tuple]  # the runner's (global_size, local_size, vals) evaluator (a constant without Variables)

class GraphRunner(Runner):
  """A batch of kernels launched as one. Called with the JIT's input Buffers (not per-kernel buffers): every launch was resolved
  when the batch was built, so only the arguments that are inputs are patched and only symbolic launch dims and Variable arguments
  are evaluated (by functions compiled once per kernel). Devices with command graphs subclass it."""
  def __init__(self, items: list[ExecItem], bufs: list[list[Buffer]], input_slots: list[tuple[int, int, int]]):
    self.items = items
    if not items or not all(isinstance(it.runner, CompiledRunner) for it in items): raise GraphException("a GraphRunner batches kernels only")
    patches: dict[int, list[tuple[int, int]]] = {}
    for i, j, k in input_slots: patches.setdefault(i, []).append((j, k))
    self.launches = [_launch(cast(CompiledRunner, it.runner), b, patches.get(i, [])) for i, (it, b) in enumerate(zip(items, bufs))]
    self.inputs = sorted({k for ln in self.launches for _, k in ln.patches})
    self.symbolic = any(isinstance(x, UOp) for it in items for x in (it.runner.ops, it.runner.lds, it.runner.mem))
    self.stats = ints_fn([x for it in items for x in (it.runner.ops, it.runner.mem)]) if self.symbolic else None
    super().__init__(f"<batched {len(items)}>", items[0].runner.device, sum(i.runner.ops for i in items),
                     sum(i.runner.lds for i in items), sum(i.runner.mem for i in items))

  def __call__(self, bufs: list[Buffer], var_vals: dict[str, int], wait: bool = False) -> float | None:
    raw = {k: bufs[k].ensure_allocated()._buf for k in self.inputs}
    t = 0.0
    for ln in self.launches:
      for pos, k in ln.patches: ln.args[pos] = raw[k]
      gs, ls, vals = ln.dims(var_vals)
      if (tt := ln.prg(*ln.args, global_size=gs, local_size=ls, vals=vals, wait=wait)) is not None: t += tt
    return t if wait else None

  def count(self, var_vals: dict[str, int], t: float | None) -> None:
    """Count the batch in GlobalCounters as its kernels (summed estimates once, not per kernel)."""
    GlobalCounters.kernel_count += len(self.items)
    if self.stats is not None:
      st = self.stats(var_vals)
      GlobalCounters.global_ops += sum(st[0::2])
      GlobalCounters.global_mem += sum(st[1::2])
    else:
      GlobalCounters.global_ops += int(self.ops)
      GlobalCounters.global_mem += int(self.mem)
    if t is not None: GlobalCounters.time_sum_s += t

def _launch(r: CompiledRunner, bufs: list[Buffer], patches: list[tuple[int, int]]) -> _Launch:
  pos = {j: n for n, j in enumerate(r.p.globals)}
  return _Launch(r.prg, [bufs[j].ensure_allocated()._buf for j in r.p.globals], [(pos[j], k) for j, k in patches if j in pos], r.dims)

class MultiGraphRunner(GraphRunner):
  """A GraphRunner whose batch may hold copies and several devices of one kind."""

def _graphable(ei: ExecItem) -> bool: return isinstance(ei.runner, CompiledRunner)

def batch(items: list[ExecItem], bufs: list[list[Buffer]], input_slots: list[tuple[int, int, int]]) -> list[tuple[Runner, list[int]]]:
  """Runs of consecutive kernels on one device become GraphRunners of JIT_BATCH_SIZE kernels, then twice that, and so on; the rest
  stay single calls. Returns (runner, indices of the items it runs)."""
  out: list[tuple[Runner, list[int]]] = []
  size, i = max(JIT_BATCH_SIZE.value, 1), 0
  while i < len(items):
    j = i
    while j < len(items) and j - i < size and _graphable(items[j]) and items[j].runner.device == items[i].runner.device: j += 1
    if (g := _graph(items, bufs, input_slots, i, j)) is not None:
      out.append((g, list(range(i, j))))
      size, i = size * 2, j
    else:
      out.append((items[i].runner, [i]))
      i += 1
  if DEBUG >= 2: print(f"JIT batched {len(items)} calls into {sum(isinstance(r, GraphRunner) for r, _ in out)} graphs")
  return out

def graph_class(dev: Compiled | str) -> type | None:
  """The graph executor class a device batches JIT kernels with (its `graph`, unwrapped from a functools.partial), or None where it
  has none. tg's JIT then batches with the generic GraphRunner (tinygrad runs such kernels one by one). tinygrad takes the device
  object; its name works too."""
  g = (Device[dev] if isinstance(dev, str) else dev).graph
  return cast(type | None, g.func if isinstance(g, functools.partial) else g)

def _graph(items: list[ExecItem], bufs: list[list[Buffer]], input_slots: list[tuple[int, int, int]], i: int, j: int) -> GraphRunner | None:
  """A graph of items[i:j] (the device's own GraphRunner subclass if it has one), or None when it cannot (or need not) batch them."""
  if j - i < 1 or (j - i == 1 and not GRAPH_ONE_KERNEL): return None
  g = graph_class(items[i].runner.device)
  cls = g if isinstance(g, type) and issubclass(g, GraphRunner) else GraphRunner
  try: return cls(items[i:j], bufs[i:j], [(a - i, b, c) for a, b, c in input_slots if i <= a < j])
  except GraphException: return None

# ---- inputs ----

def _unbind(x: Any, vals: dict[str, int]) -> Any:
  """A movement arg with bound Variables replaced by their Variables (their values go to `vals`)."""
  if isinstance(x, tuple): return tuple(_unbind(a, vals) for a in x)
  if isinstance(x, UOp):
    u, v = x.unbind_all()
    vals.update(v)
    return u
  return x

@dataclass(frozen=True)
class InputSig:
  """What must match between the capture and a replay for one input."""
  name: str
  view: tuple  # (op, unbound arg) of each movement op above the buffer, outermost first
  dtype: Any
  device: Any
  size: int

def _input(name: str, u: UOp, vals: dict[str, int]) -> tuple[InputSig, UOp]:
  """The signature and base BUFFER of one (realized) input tensor's UOp."""
  view, x = [], u
  while x.op in GroupOp.Movement:
    view.append((x.op, _unbind(x.arg, vals)))
    x = x.src[0]
  if x.op is not Ops.BUFFER or x.is_variable:
    raise JitError(f"JIT input {name} is not a buffer ({x.op}); JIT inputs must be real buffers; use .clone()")
  return InputSig(name, tuple(view), x.dtype, x.arg.device, x.arg.size), x

def _tensors(args: tuple, kwargs: dict) -> tuple[list[tuple[str, Any]], dict[str, int]]:
  """(name, Tensor) for Tensors passed directly or one level inside a list/tuple/dict; bound Variable args give values."""
  out: list[tuple[str, Any]] = []
  vals: dict[str, int] = {}
  for name, a in [(str(i), a) for i, a in enumerate(args)] + sorted((k, v) for k, v in kwargs.items()):
    if isinstance(a, Tensor): out.append((name, a))
    elif isinstance(a, (list, tuple)): out.extend((f"{name}[{i}]", t) for i, t in enumerate(a) if isinstance(t, Tensor))
    elif isinstance(a, dict): out.extend((f"{name}[{k!r}]", a[k]) for k in sorted(a, key=str) if isinstance(a[k], Tensor))
    elif isinstance(a, UOp) and a.is_bound_var: vals[a.expr] = a.unbind()[1]
  return out, vals

_PLAIN = (int, float, complex, bool, str, bytes, type(None))

def _static(name: str, a: Any, depth: int = 0) -> list[tuple[str, str, Any]]:
  """(name, kind, value) of every non-Tensor argument, which a capture bakes in: plain values compare by value, objects by identity."""
  if isinstance(a, Tensor): return [] if depth <= 1 else [(name, "obj", id(a))]  # deeper Tensors are no inputs: constants
  if isinstance(a, UOp) and a.is_bound_var: return []
  if isinstance(a, _PLAIN): return [(name, "val", a)]
  if isinstance(a, np.generic): return [(name, "val", a.item())]  # a numpy scalar compares by value, like a Python number
  if isinstance(a, (list, tuple)):
    return [(name, type(a).__name__, len(a))] + [x for i, v in enumerate(a) for x in _static(f"{name}[{i}]", v, depth + 1)]
  if isinstance(a, dict) and all(isinstance(k, _PLAIN) for k in a):
    return [(name, "dict", tuple(sorted(map(repr, a))))] + [x for k in sorted(a, key=repr) for x in _static(f"{name}[{k!r}]", a[k], depth + 1)]
  return [(name, "obj", id(a))]

def _static_args(args: tuple, kwargs: dict) -> list[tuple[str, str, Any]]:
  return [x for i, a in enumerate(args) for x in _static(str(i), a)] + [x for k in sorted(kwargs) for x in _static(k, kwargs[k])]

def _same(a: tuple[str, str, Any], b: tuple[str, str, Any]) -> bool:
  if a[:2] != b[:2]: return False
  x, y = a[2], b[2]
  if a[1] == "obj": return x is None or y is None or x == y  # None: unpickled, the identity cannot be checked
  return type(x) is type(y) and (x == y or (x != x and y != y))  # True is not 1; NaN is NaN

def _check_static(now: list[tuple[str, str, Any]], captured: list[tuple[str, str, Any]], method: bool = False) -> None:
  """A changed non-Tensor argument would replay kernels built for the old value: raise, naming it (`method`: argument 0 is `self`)."""
  for a, b in zip(now, captured):
    if method and a[0] == "0" and not _same(a, b):
      raise JitError("TinyJit on a method is one JIT for the whole class (as in tinygrad): it was captured on another instance, whose "
                     "tensors its kernels read. Give each instance its own JIT (in __init__: self.f = TinyJit(self._f)), or reset() it")
    if not _same(a, b):
      what = "another object" if b[1] == "obj" else repr(a[2])
      raise JitError(f"JIT argument {a[0]} changed: captured with {'an object' if b[1] == 'obj' else repr(b[2])}, called with {what}. "
                     "Non-Tensor arguments are baked into the captured kernels; pass it as a Tensor (or a bound Variable), or reset() the JIT")
  if len(now) != len(captured): raise JitError(f"JIT arguments changed: {len(now)} non-Tensor values, captured {len(captured)}; reset() the JIT")

def _prepare_inputs(args: tuple, kwargs: dict) -> tuple[list[InputSig], list[UOp], dict[str, int], tuple[str, ...], list[Tensor]]:
  named, vals = _tensors(args, kwargs)
  for n, t in named:
    if t.device is None: raise JitError(f"JIT input {n} is a constant with no device; JIT inputs must be real buffers; use .clone()")
  if named: Tensor.realize(*[t for _, t in named])
  sigs: list[InputSig] = []
  bases: list[UOp] = []
  # a realized multi-device input is an MSTACK of per-device buffers: each is an input of its own
  parts = [[(f"{n}.{i}", x) for i, x in enumerate(t.uop.src)] if t.uop.op is Ops.MSTACK else [(n, t.uop)] for n, t in named]
  for n, u in [p for ps in parts for p in ps]:
    sig, base = _input(n, u, vals)
    if base in bases:
      raise JitError(f"duplicate inputs to JIT: {n} shares its buffer with {sigs[bases.index(base)].name}; pass it once or .clone() it")
    sigs.append(sig)
    bases.append(base)
  argnames = tuple(str(i) for i in range(len(args))) + tuple(sorted(kwargs))
  return sigs, bases, vals, argnames, [t for _, t in named]

def _uops_in(x: Any) -> list[UOp]: return [x] if isinstance(x, UOp) else [u for a in x for u in _uops_in(a)] if isinstance(x, tuple) else []
def _input_name(sig: InputSig) -> str: return re.sub(r"\.\d+$", "", sig.name)  # "0.1": shard 1 of input 0 (an MSTACK's part)

# ---- the captured program ----

@dataclass
class CapturedJit(Generic[ReturnType]):
  """The kernels of one capture with their buffers; input buffers are patched in at `input_slots` on every replay."""
  ret: Any
  items: list[ExecItem]
  input_slots: list[tuple[int, int, int]]  # (item, buffer position, input index)
  var_vals: dict[str, int]
  sigs: list[InputSig]
  argnames: tuple[str, ...]
  _bufs: list[list[Buffer]] = field(default_factory=list)
  _graph: list[tuple[Runner, list[int]]] | None = None  # built on the first run (and again after free_intermediates)
  clock: WriteClock = field(default_factory=WriteClock)  # ticks per replay: autograd histories that read our outputs go stale
  rng: list[tuple[UOp, str, int]] = field(default_factory=list)  # random-state buffers refilled per replay (key, next counter)
  static: list[tuple[str, str, Any]] = field(default_factory=list)  # the non-Tensor arguments of the capture
  outs: list[_Out] = field(default_factory=list)  # returned buffers handed out per call (input indices len(sigs) + j)
  planned: UOp | None = None  # the memory-planned LINEAR that `items` were compiled from (one item per CALL)

  # tinygrad keeps a capture as a compiled LINEAR and input descriptors; tg keeps runners and InputSigs, and shows them in those forms
  @property
  def linear(self) -> UOp:
    """The captured program as tinygrad holds it: a LINEAR of CALLs, each kernel a PROGRAM(SINK, LINEAR, SOURCE, BINARY) as compile_linear
    makes, on the capture's BUFFERs with input k a PARAM of slot k: run_linear(linear, var_vals, input_uops=[...]) replays it on those
    buffers (returned buffers are the last call's). Built from the compiled runners, so it survives pickling."""
    if self.planned is None: raise RuntimeError("this capture has no LINEAR (made by hand); capture it with TinyJit")
    calls = list(with_programs(self.planned, self.items).src)
    for i, j, k in self.input_slots:  # an input is a PARAM (slot k), filled by run_linear(linear, vals, input_uops=...)
      if k < len(self.sigs):
        b = calls[i].src[1 + j]
        p = UOp(Ops.PARAM, b.dtype, (), ParamArg(k, b.dtype, device=b.arg.device, size=b.arg.size))
        calls[i] = calls[i].replace(src=tuple(p if n == 1 + j else s for n, s in enumerate(calls[i].src)))
    return self.planned.replace(src=tuple(calls))
  _linear = linear
  @property
  def expected_names(self) -> list[int | str]:
    """The JIT's Tensor inputs as tinygrad names them: a positional argument's index, a keyword argument's name (an element of a list
    or dict argument: "0[1]"); a multi-device input once."""
    names = dict.fromkeys(_input_name(sig) for sig in self.sigs)
    return [int(n) if n.isdigit() else n for n in names]
  @property
  def expected_input_info(self) -> list[tuple[UOp, tuple[UOp, ...], DType, str | tuple[str, ...]]]:
    """Per Tensor input (as expected_names): (view, Variables, dtype, device). The view is the input's movement ops over a NOOP for its
    buffer, with bound Variables unbound (tinygrad's shape); the Variables are those in it; a multi-device input has all its devices."""
    info: dict[str, tuple[UOp, tuple[UOp, ...], DType, str | tuple[str, ...]]] = {}
    for sig in self.sigs:
      if (name := _input_name(sig)) in info:  # another shard of a multi-device input
        v, vs, dt, dev = info[name]
        info[name] = (v, vs, dt, (*((dev,) if isinstance(dev, str) else dev), sig.device))
        continue
      view = UOp(Ops.NOOP)
      for op, arg in reversed(sig.view): view = UOp(op, dtypes.void, (view,), arg)
      vs = tuple(dict.fromkeys(v for _, arg in sig.view for a in _uops_in(arg) for v in a.toposort() if v.is_variable))
      info[name] = (view, vs, sig.dtype, (sig.device,) if name != sig.name else sig.device)
    return list(info.values())

  def __post_init__(self) -> None: self._bufs = [ei.buffers() for ei in self.items]
  def __getstate__(self) -> dict:  # resolved launches hold raw device pointers: rebuilt after unpickling; object identities mean nothing
    return {**self.__dict__, "_graph": None, "static": [(n, k, None if k == "obj" else v) for n, k, v in self.static],
            "outs": [_Out(o.tmpl, o.buf, o.copy) for o in self.outs]}  # the BUFFER nodes handed out are this process's

  def _fresh_outputs(self) -> list[Buffer]:
    """The buffers this replay writes: where the last call's output is still read, another one (a copy where the replay rewrites
    only part of it), else the same memory again."""
    for o in self.outs: o.next()
    return [o.buf for o in self.outs]

  def hand_out(self, bases: list[UOp], tensors: list[Tensor], var_vals: dict[str, int] | None = None) -> ReturnType:
    """The return value for this call: new Tensors over the returned buffers (their BUFFER nodes are reused while nobody holds them);
    a returned input (or a view of one) is this call's input (`bases`, `tensors`: its input buffers and Tensor arguments). Variables
    bound in a returned shape are rebound to this call's `var_vals` (a[:, :i] returned for i=3 has 3 columns, not the capture's)."""
    if not self.outs and not any(isinstance(t, (_CopyOut, _InTmpl)) for t in _flat(self.ret)): return self.ret
    for o in self.outs:
      if not o.pool: o.pool.append(UOp.from_buffer(o.buf))
    def one(t: Any) -> Any:
      if isinstance(t, _CopyOut): return t.t.clone().realize()
      if isinstance(t, _InTmpl): return tensors[t.arg] if t.arg is not None else Tensor(_rebind(_rebase(t.uop, t.tmpl, bases[t.inp]), var_vals))
      return Tensor(_rebind(_rebase(t.uop, (o := self.outs[t.out]).tmpl, o.pool[-1]), var_vals)) if isinstance(t, _OutTmpl) else t
    r = self.ret
    if isinstance(r, dict): return cast(ReturnType, {k: one(v) for k, v in r.items()})
    if isinstance(r, (tuple, list)): return cast(ReturnType, type(r)(one(v) for v in r))
    return cast(ReturnType, one(r))

  def __call__(self, inputs: list[Buffer], var_vals: dict[str, int], bases: list[UOp] | None = None,
               tensors: list[Tensor] | None = None) -> ReturnType:
    """Replay on `inputs` (the input Buffers); `bases`/`tensors` (the input BUFFER nodes and Tensor arguments) stand in for returned inputs."""
    if bases is None: bases = [UOp.from_buffer(b) for b in inputs]
    vals = {**self.var_vals, **var_vals}
    inputs = inputs + self._fresh_outputs()
    self.clock.tick()
    if self.rng:
      for b, dev, n in self.rng: b.buffer.copyin(memoryview(Tensor._rng_words(dev, n).data))  # draw new numbers, in capture order
    if JIT.value >= 2 or DEBUG >= 2 or PROFILE:  # no graphs, or a line / profile event per kernel wanted: one call at a time
      for i, j, k in self.input_slots: self._bufs[i][j] = inputs[k]
      for ei, bufs in zip(self.items, self._bufs): exec_call(ei.runner, bufs, vals)
      return self.hand_out(bases, tensors or [], vals)
    if self._graph is None: self._graph = batch(self.items, self._bufs, self.input_slots)
    for r, idx in self._graph:
      if isinstance(r, GraphRunner): r.count(vals, r(inputs, vals))
      else:
        i = idx[0]
        for a, j, k in self.input_slots:
          if a == i: self._bufs[i][j] = inputs[k]
        exec_call(r, self._bufs[i], vals)
    return self.hand_out(bases, tensors or [], vals)

  def free_intermediates(self) -> None:
    """Release the memory-planned intermediates (the arena views, then the arenas) and the graphs that point at them; the next
    replay allocates them again."""
    self._graph = None
    held = {id(b.base) for b in self._held_buffers()}
    views = {id(b): b for bufs in self._bufs for b in bufs if b._base is not None and id(b.base) not in held}
    for b in views.values():
      if b.is_allocated(): b.deallocate()
    for base in {id(b.base): b.base for b in views.values()}.values():
      if base.is_allocated(): base.deallocate()

  def _held_buffers(self) -> list[Buffer]:
    return [t.uop.base.buffer for t in _flat(self.ret) if isinstance(t, Tensor) and t.uop.is_realized] + [o.buf for o in self.outs]

@dataclass
class _Out:
  """A returned buffer that each call hands out as its own. `tmpl` stands for it in the return templates (an unbacked node)."""
  tmpl: UOp
  buf: Buffer  # what the next replay writes
  copy: bool  # a call pruned from the replay wrote it: a fresh buffer starts as a copy of the last one
  pool: list[UOp] = field(default_factory=list)  # BUFFER nodes handed out (two at most, the last over `buf`), held here: a count
                                                 # of references above ours says a tensor, view or graph still reads one

  def next(self) -> None:
    """Point `buf` at memory the coming replay may overwrite: the last result's if nobody reads it, else a free one of the pool
    (`o = f(x)` in a loop alternates two buffers), else a new one."""
    if not self.pool or sys.getrefcount(self.pool[-1]) <= 2: return  # only the pool and the argument hold it
    if len(self.pool) > 1 and sys.getrefcount(self.pool[0]) <= 2: node = self.pool.pop(0)
    else:
      node = UOp.from_buffer(Buffer(self.buf.device, self.buf.size, self.buf.dtype, options=self.buf.options).allocate())
      self.pool = self.pool[-1:]  # an older node stays with its readers
    if self.copy: node.buffer.copy_from(self.buf)
    self.pool.append(node)
    self.buf = node.buffer

@dataclass(frozen=True)
class _OutTmpl:
  """A returned Tensor in CapturedJit.ret: its graph over outs[out].tmpl, rebuilt over a new node per call."""
  uop: UOp
  out: int

@dataclass(frozen=True)
class _InTmpl:
  """A returned input or view of one in CapturedJit.ret: `uop` over `tmpl` rebuilt over input `inp`'s buffer per call, or (`arg` set)
  the Tensor argument itself (`def f(x): x.assign(x + 1); return x` returns this call's x, as eager code does)."""
  uop: UOp
  tmpl: UOp
  inp: int
  arg: int | None

@dataclass(frozen=True)
class _CopyOut:
  """A returned multi-device Tensor over buffers the replay rewrites: each call hands out a realized copy of it."""
  t: Tensor

def _rebase(u: UOp, old: UOp, new: UOp) -> UOp:
  """`u` with `old` replaced by `new`: a walk down a movement chain (cheaper than a graph rewrite), else substitute."""
  if u is old: return new
  if u.op in GroupOp.Movement and all(s is not old for s in u.src[1:]): return u.replace(src=(_rebase(u.src[0], old, new), *u.src[1:]))
  return u.substitute({old: new})

def _rebind(u: UOp, var_vals: dict[str, int] | None) -> UOp:
  """`u` with each bound Variable rebound to its value in `var_vals` (the capture's bindings are baked into the returned graph)."""
  if not var_vals: return u
  memo: dict[UOp, UOp] = {}
  def arg(a: Any) -> Any:  # symbolic shapes live in movement args (tuples holding UOps)
    if not isinstance(a, tuple): return node(a) if isinstance(a, UOp) else a
    new = tuple(arg(x) for x in a)
    return a if all(n is o for n, o in zip(new, a)) else new
  def node(x: UOp) -> UOp:
    if (r := memo.get(x)) is not None: return r
    if x.is_bound_var: r = x.src[0].bind(var_vals[x.expr]) if x.expr in var_vals and var_vals[x.expr] != x.unbind()[1] else x
    else:
      src, a = tuple(node(y) for y in x.src), arg(x.arg)
      r = x if a is x.arg and all(n is o for n, o in zip(src, x.src)) else x.replace(src=src, arg=a)
    memo[x] = r
    return r
  return node(u)

def _bottom(u: UOp) -> UOp:
  while u.op in GroupOp.Movement: u = u.src[0]
  return u

def _plan_outputs(ret: Any, since: int, others: set[UOp], written: set[UOp], pruned: set[UOp], bases: list[UOp],
                  tensors: list[Tensor]) -> tuple[Any, list[tuple[UOp, _Out]]]:
  """Split the returned Tensors: views of a buffer made during the capture (slot `since` on), that the replay writes and no other
  live tensor holds, become templates handed out per call; inputs and views of them become templates over each call's input; the
  rest (state, constants) are returned as they are."""
  outs: dict[UOp, _Out] = {}
  def one(t: Any) -> Any:
    if isinstance(t, Tensor) and not isinstance(t.device, tuple) and (ib := _bottom(t.uop)) in bases:
      k, tmpl = bases.index(ib), UOp.new_buffer(ib.arg.device, ib.arg.size, ib.dtype)
      return _InTmpl(t.uop.substitute({ib: tmpl}), tmpl, k, next((i for i, x in enumerate(tensors) if x is t), None))
    if isinstance(t, Tensor) and isinstance(t.device, tuple):  # per-device buffers under a multi node: copied out per call
      bufs = [u for u in t.uop.toposort() if u.op is Ops.BUFFER]
      return _CopyOut(t) if any(u in written and u.arg.slot >= since and u not in others for u in bufs) else t
    b = _bottom(t.uop) if isinstance(t, Tensor) else None
    if b is None or b.op is not Ops.BUFFER or b.arg.slot < since or b in others or b not in written or not b.has_buffer: return t
    if b not in outs: outs[b] = _Out(UOp.new_buffer(b.arg.device, b.arg.size, b.dtype), b.buffer, b in pruned)
    return _OutTmpl(t.uop.substitute({b: outs[b].tmpl}), list(outs).index(b))
  tmpl = {k: one(v) for k, v in ret.items()} if isinstance(ret, dict) else type(ret)(one(v) for v in ret) if isinstance(ret, (tuple, list)) \
    else one(ret)
  return tmpl, list(outs.items())

def _flat(ret: Any) -> list[Any]: return list(ret.values()) if isinstance(ret, dict) else list(ret) if isinstance(ret, (tuple, list)) else [ret]
def _returned_tensors(ret: Any) -> list[Any]: return [t for t in _flat(ret) if isinstance(t, Tensor)]

def _check_ret(ret: Any) -> list[Any]:
  """The returned Tensors; anything else (a number, a nested tuple or dict) raises JitError naming where it is."""
  if ret is None: return []
  if isinstance(ret, Tensor): return [ret]
  what = "a Tensor, a flat tuple/list/dict of Tensors, or None"
  if not isinstance(ret, (tuple, list, dict)): raise JitError(f"a JIT function must return {what}; it returned a {type(ret).__name__}")
  items = list(ret.items()) if isinstance(ret, dict) else list(enumerate(ret))
  if bad := next(((k, v) for k, v in items if not isinstance(v, Tensor)), None):
    raise JitError(f"a JIT function must return {what}; element [{bad[0]!r}] of the returned {type(ret).__name__} is a "
                   f"{type(bad[1]).__name__}. Return its Tensors flat (e.g. a tuple of Tensors), or return non-Tensor values outside the JIT")
  return [v for _, v in items]

def _view_str(view: tuple) -> str:
  return " of ".join(f"{op.name.lower()}{arg}" for op, arg in view) if view else "the whole buffer"

def _sig_diff(now: InputSig, cap: InputSig) -> str:
  """What differs between a call's input and the captured one, in words."""
  d = [f"{k} {getattr(now, k)} (captured {getattr(cap, k)})" for k in ("dtype", "device") if getattr(now, k) != getattr(cap, k)]
  if now.size != cap.size: d.append(f"a buffer of {now.size} elements (captured {cap.size})")
  if now.view != cap.view: d.append(f"view {_view_str(now.view)} (captured {_view_str(cap.view)})")
  return f"input {now.name}: " + ", ".join(d)

def _live_buffers(skip: Collection[int] = ()) -> set[UOp]:
  """BUFFER nodes that live tensors (but those whose id is in `skip`) can reach."""
  return {b for t in list(all_tensors.values()) if t is not None and id(t) not in skip for b in t.uop.toposort() if b.op is Ops.BUFFER}

def _prune(linear: UOp, inputs: set[UOp]) -> UOp:
  """Drop the calls that neither read an input nor anything computed from one (they already ran at capture)."""
  tainted, keep = set(inputs), []
  for call in linear.src:
    if any(b in tainted for b in call.src[1:]):
      keep.append(call)
      tainted.update(call.src[1:2])  # a call writes its first buffer (kernel output or copy destination)
  if DEBUG >= 1: print(f"JIT prune: {len(linear.src) - len(keep)} of {len(linear.src)} calls do not depend on the inputs")
  return linear.replace(src=tuple(keep))

def _writes(calls: Any) -> set[UOp]: return {c.src[1] for c in calls if len(c.src) > 1}  # a call writes its first buffer

def capture_jit(cap: Capture, ret: Any, bases: list[UOp], sigs: list[InputSig], argnames: tuple[str, ...], prune: bool,
                since: int = 0, tensors: list[Tensor] | None = None) -> CapturedJit:
  """Join the capture's LINEARs, memory-plan its intermediates, compile it; `since`: the first BUFFER slot the capture made."""
  if not cap.linears: raise JitError("didn't JIT anything! The function realized no kernels on its second call")
  linear = UOp(Ops.LINEAR, src=tuple(c for lin, _ in cap.linears for c in lin.src))
  var_vals = {k: v for _, vv in cap.linears for k, v in vv.items()}
  full = linear
  if prune: linear = _prune(linear, set(bases) | {b for b, _, _ in cap.rng})  # random draws must run on every replay
  rts, tensors = _check_ret(ret), tensors or []
  others = _live_buffers({id(t) for t in rts})
  held = others | {b for t in rts for b in t.uop.toposort() if b.op is Ops.BUFFER} | set(bases)
  kept = set(linear.src)
  tmpl, outs = _plan_outputs(ret, since, others | set(bases), _writes(linear.src), _writes(c for c in full.src if c not in kept), bases, tensors)
  linear = memory_plan(linear, [b for b in cap.fresh if b not in held])
  with Context(BEAM=JITBEAM.value or BEAM.value): items = lower_and_compile(linear)
  slots = [(i, j, k) for i, ei in enumerate(items) for j, b in enumerate(ei.bufs) if (k := _slot(b, bases, outs)) is not None]
  if DEBUG >= 1: print(f"JIT captured {len(items)} calls with {len(bases)} inputs and {len(outs)} outputs handed out per call")
  return CapturedJit(tmpl, items, slots, var_vals, sigs, argnames, clock=_forget_replayed(linear), rng=list(cap.rng), outs=[o for _, o in outs],
                     planned=linear)

def _slot(b: UOp, bases: list[UOp], outs: list[tuple[UOp, _Out]]) -> int | None:
  """The input index a replay patches buffer `b` from: an input, or a returned buffer (after the inputs)."""
  if b in bases: return bases.index(b)
  return next((len(bases) + j for j, (ob, _) in enumerate(outs) if ob is b), None)

def _forget_replayed(linear: UOp) -> WriteClock:
  """Every replay rewrites the buffers the captured calls write: tensors realized into them lose the capture's autograd history (it
  read the capture's inputs), and a history that reads them goes stale on the next replay (the clock ticks per replay)."""
  written = {c.src[1] for c in linear.src if len(c.src) > 1 and c.src[1].op is Ops.BUFFER}
  for t in list(all_tensors.values()):
    if t is not None and t._hist is not None and t.uop.base in written: t._hist = None
  jit_writes(list(written), clock := WriteClock())
  return clock

class TinyJit(Generic[ReturnType]):
  """Captures the kernels a function runs and replays them on later calls, without Python, scheduling or compiling.

  `@TinyJit`, `@TinyJit(prune=True)` or `TinyJit(fxn, prune=False)`: call 1 runs eagerly, call 2 captures, later calls replay the
  kernels with the new inputs' buffers. Tensor arguments (also inside lists, tuples and dicts) are the inputs, and they must keep
  their shapes, dtypes and devices (symbolic dims bound to Variables may change); any other argument must keep its value (objects:
  stay the same object), or the replay raises JitError naming it. The function should realize what it returns; each replay hands
  out its own output tensors. Random numbers drawn inside are fresh on every replay.

  Args:
    fxn: the function (any callable taking and returning Tensors).
    captured: a CapturedJit to replay (e.g. unpickled), instead of capturing.
    prune: drop captured kernels that do not depend on the inputs (computed once, at capture).
  Raises:
    JitError: at a replay, an input of another shape/dtype/device, a changed non-tensor argument, or a function that ran no kernel.

  Examples:
    >>> @TinyJit
    ... def step(x: Tensor) -> Tensor: return (x * 2 + 1).realize()
    >>> print([step(Tensor([i, i + 1])).tolist() for i in range(4)])  # calls 3 and 4 replay the captured kernel
    [[1, 3], [3, 5], [5, 7], [7, 9]]
  """
  def __init__(self, fxn: Callable[..., ReturnType] | None = None, captured: CapturedJit | None = None, prune: bool = False):
    self.fxn, self.captured, self.prune = fxn, captured, prune
    self.cnt = 0 if captured is None else 2
    self._lock = threading.RLock()  # one call at a time: a replay rewrites shared buffers and hands them out
  def __get__(self, obj: Any, objtype: Any = None) -> Any: return self if obj is None else functools.partial(self._method, obj)
  def _method(self, obj: Any, *args: Any, **kwargs: Any) -> Any:
    """A call as a method of `obj`: the JIT is shared by the class's instances, so a replay on another instance raises JitError."""
    with self._lock: return self._call((obj, *args), kwargs, method=True)
  def reset(self) -> None:
    """Forget the capture: the next call runs eagerly again."""
    self.cnt, self.captured = 0, None
  def __reduce__(self) -> tuple:
    if self.captured is None: raise AssertionError("only a captured JIT can be pickled; call it twice first")
    return TinyJit, (None, self.captured, self.prune)

  def __call__(self, *args: Any, **kwargs: Any) -> Any:
    """Call 1 runs the function, call 2 captures it, later calls replay the capture; each call's returned Tensors are its own.
    Calls from several threads run one at a time. Raises JitError when a replay's inputs or non-Tensor arguments differ."""
    if self.fxn is None and self.captured is None:  # TinyJit(prune=...) used as a decorator: this call hands over the function
      if len(args) != 1 or kwargs or not callable(args[0]): raise ValueError("TinyJit needs a function (or a CapturedJit to replay)")
      self.fxn = args[0]
      functools.update_wrapper(self, args[0])
      return self
    with self._lock: return self._call(args, kwargs)

  def _call(self, args: tuple, kwargs: dict, method: bool = False) -> Any:
    if not JIT.value:
      if self.fxn is None: raise JitError("this TinyJit was unpickled from a capture and has no function to run with JIT=0; set JIT=1")
      return self.fxn(*args, **kwargs)
    sigs, bases, vals, argnames, tensors = _prepare_inputs(args, kwargs)
    static = _static_args(args, kwargs)
    if self.cnt >= 2:
      assert self.captured is not None
      _check_static(static, self.captured.static, method)
      return self._replay(sigs, bases, vals, argnames, tensors)
    assert self.fxn is not None
    if self.cnt == 0:
      with Context(BEAM=0) if IGNORE_JIT_FIRST_BEAM else contextlib.nullcontext():
        ret = self.fxn(*args, **kwargs)
        if rt := _returned_tensors(ret): rt[0].realize(*rt[1:])
      self.cnt = 1
      return ret
    if capturing: raise RuntimeError("having TinyJit inside another TinyJit is not supported (a nested capture): a JIT function called "
                                    "another JIT function while it was being captured; call the inner function undecorated")
    capturing.append(cap := Capture([], [], []))
    since = next(_buffer_ids)  # buffers numbered from here on are the capture's own
    try:
      ret = self.fxn(*args, **kwargs)
      if rt := _check_ret(ret): rt[0].realize(*rt[1:])
    finally: capturing.pop()
    self.captured = capture_jit(cap, ret, bases, sigs, argnames, self.prune, since, tensors)
    self.captured.static = static
    self.cnt = 2
    return self.captured.hand_out(bases, tensors)  # the capture's results are handed out like a replay's

  def _replay(self, sigs: list[InputSig], bases: list[UOp], vals: dict[str, int], argnames: tuple[str, ...], tensors: list[Tensor]) -> ReturnType:
    cj = self.captured
    assert cj is not None
    if argnames != cj.argnames or sigs != cj.sigs:
      diff = [_sig_diff(a, b) for a, b in zip(sigs, cj.sigs) if a != b] or \
        [f"{len(sigs)} Tensor inputs, captured {len(cj.sigs)}; args {argnames} vs {cj.argnames}"]
      hint = " A slice is captured with its offset and size: pass slices at the same place, or .contiguous() the slices on every call" \
        " (the captured ones included)." \
        if any(a.view != b.view for a, b in zip(sigs, cj.sigs)) else ""
      raise JitError(f"args mismatch in JIT: {'; '.join(diff)}. Call with the same shapes, dtypes and devices, or reset() the JIT.{hint}")
    if DEBUG >= 1: print(colored(f"JIT replay of {len(cj.items)} calls", "cyan"))
    return cj([b.buffer for b in bases], vals, bases, tensors)

__all__ = ["CapturedJit", "GraphException", "GraphRunner", "JitError", "MultiGraphRunner", "TinyJit", "graph_class"]
