"""The realize engine: schedule tensor graphs, compile their kernels, and run the calls in order.

`realize_map(*uops)` (and `realize_uops`) is what Tensor.realize uses: schedule (tinygrad.schedule), plan memory
(engine.memory_planner), compile (`lower_and_compile`: the device renderer's `lower`, then the device compiler through its disk cache; the
new kernels of one schedule in PARALLEL forked workers, since lowering is Python and threads would serialise on the GIL; below the pool's
threshold, each kernel compiled on a thread while the caller lowers the next, since compilers run outside the GIL), run
(`run_linear`), and return the buffer-backed replacements. `DEBUG>=2` prints one line per call, `DEBUG>=4` each kernel's source.
tinygrad's UOp forms of the same steps: `compile_linear` (kernels become PROGRAM UOps carrying their binaries; a user's raw PROGRAM runs
the same way, `program_runner`), `run_linear(..., input_uops=)` and `time_call`.
"""
from __future__ import annotations
import functools, multiprocessing, os, threading, time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import TYPE_CHECKING, Any
from tinygrad.backend import CachedLowering, Program
from tinygrad.device import Buffer, Device
from tinygrad.dtype import dtypes
from tinygrad.uop.metadata import kernel_metadata
from tinygrad.helpers import BEAM, DEBUG, EMULATED_DTYPES, TRACEMETA, JITBEAM, PARALLEL, PROFILE, VALIDATE_WITH_CPU, VIZ, Context, GlobalCounters, \
  colored, disable_gc
from tinygrad.uop import Ops
from tinygrad.uop.ops import Estimates, KernelInfo, ProgramInfo, UOp, sym_fn, sym_infer
from tinygrad.engine.trace import perf_counter_us, record_call
if TYPE_CHECKING: from tinygrad.schedule import Schedule

# ---- runners: what one CALL becomes ----

class Runner:
  """A callable over device Buffers; `name`, `device` and the estimated work are used for stats and DEBUG lines."""
  def __init__(self, name: str, device: str, ops: Any = 0, lds: Any = 0, mem: Any = 0):
    self.name, self.device, self.ops, self.lds, self.mem = name, device, ops, lds, mem
  def __call__(self, bufs: list[Buffer], var_vals: dict[str, int], wait: bool = False) -> float | None: raise NotImplementedError

# the widest access a kernel makes (128-bit vectors, 16-byte cp.async) needs its address on 16 bytes: allocations start on 16 or
# more (CUDA 256, HCQ pages, the memory planner's arena 256), a view at another offset is copied for the launch
VIEW_ALIGN = 16

class CompiledRunner(Runner):
  """A kernel: a Program (what the device's renderer lowered) compiled for `device`."""
  def __init__(self, p: Program, device: str, lib: bytes | None = None):
    self.p = p
    dev = Device[device]
    if dev.runtime is None: raise RuntimeError(f"{device} cannot run kernels; copy the data to a compute device first")
    self.lib = dev.compiler.compile_cached(p.src) if lib is None else lib
    try: self.prg = dev.runtime(p.name, self.lib)
    except Exception:
      # a bad cached binary (truncated, or from another toolchain) is replaced by a fresh compile instead of failing every process
      if dev.compiler.cachekey is None or (fresh := dev.compiler.compile_cached(p.src, refresh=True)) == self.lib: raise
      self.lib, self.prg = fresh, dev.runtime(p.name, fresh)
    if DEBUG >= 7: dev.compiler.disassemble(self.lib)
    super().__init__(p.name, device, p.estimates.ops, p.estimates.lds, p.estimates.mem)
  def __reduce__(self) -> tuple:
    return CompiledRunner, (self.p, self.device, self.lib)  # the loaded program is rebuilt from the binary (a pickled TinyJit)
  @functools.cached_property
  def launch(self) -> Callable[[dict[str, int]], tuple]: return launch_fn(self.p)
  def dims(self, var_vals: dict[str, int]) -> tuple:
    """(global_size, local_size, vals) of one launch: the compiled evaluator, or the Program itself for Variables keyed by UOp (or missing,
    which it reports)."""
    try: return self.launch(var_vals)
    except KeyError: pass
    gs, ls = self.p.launch_dims(var_vals)
    return tuple(gs), None if ls is None else tuple(ls), self.p.vals(var_vals)
  def __call__(self, bufs: list[Buffer], var_vals: dict[str, int], wait: bool = False) -> float | None:
    """Launch the kernel on `bufs` (indexed by the Program's globals) with `var_vals`; `wait`: block and return its seconds. A view
    that does not start on VIEW_ALIGN bytes runs through an aligned copy (written back after): kernels access 16 bytes at a time."""
    gs, ls, vals = self.dims(var_vals)
    if any(bufs[i].offset % VIEW_ALIGN for i in self.p.globals): return self._call_realigned(bufs, gs, ls, vals, wait)
    return self.prg(*[bufs[i].ensure_allocated()._buf for i in self.p.globals], global_size=gs, local_size=ls, vals=vals, wait=wait)
  def _call_realigned(self, bufs: list[Buffer], gs: Any, ls: Any, vals: Any, wait: bool) -> float | None:
    # one fresh (aligned) buffer per distinct misaligned view, so a view read and written by the kernel stays one buffer
    tmp: dict[tuple[int, int, int], tuple[Buffer, Buffer]] = {}
    for b in (bufs[i] for i in self.p.globals if bufs[i].offset % VIEW_ALIGN):
      if (key := (id(b.base), b.offset, b.nbytes)) not in tmp: tmp[key] = (b, Buffer(b.device, b.size, b.dtype).allocate().copy_from(b))
    args = [tmp[(id(b.base), b.offset, b.nbytes)][1] if b.offset % VIEW_ALIGN else b.ensure_allocated() for b in (bufs[i] for i in self.p.globals)]
    ret = self.prg(*[b._buf for b in args], global_size=gs, local_size=ls, vals=vals, wait=wait)
    for view, fresh in tmp.values(): view.copy_from(fresh)
    return ret

def _sym_src(x: Any, env: dict[str, Any]) -> str:
  if not isinstance(x, UOp): return repr(int(x))
  env[name := f"f{len(env)}"] = sym_fn(x)
  return f"int({name}(v))"

def ints_fn(xs: list[Any]) -> Callable[[dict[str, int]], tuple[int, ...]]:
  """The int values of symbolic (or plain) expressions as one Python function of the Variable values (by name)."""
  env: dict[str, Any] = {}
  return eval(f"lambda v: ({''.join(f'{_sym_src(x, env)}, ' for x in xs)})", env)  # source built from the expressions' own nodes

def launch_fn(p: Program) -> Callable[[dict[str, int]], tuple]:
  """(global_size, local_size, vals) of a kernel as one Python function of the Variable values (by name), built once per kernel, so a
  launch with bound Variables costs one call instead of a sym_infer per size and a dict per call. A missing Variable is a KeyError."""
  if not p.vars and all(isinstance(x, int) for x in (*p.global_size, *(p.local_size or ()))):
    const = (tuple(p.global_size), None if p.local_size is None else tuple(p.local_size), ())
    return lambda _: const
  env: dict[str, Any] = {}
  gs = "".join(f"{_sym_src(g, env)}, " for g in p.global_size)
  ls = "None" if p.local_size is None else f"({''.join(f'{_sym_src(s, env)}, ' for s in p.local_size)})"
  vals = "".join(f"int(v[{u.expr!r}]), " for u in p.vars)
  return eval(f"lambda v: (({gs}), {ls}, ({vals}))", env)  # source built from the kernel's own sizes

def _window(b: Buffer, off: int, nbytes: int) -> Buffer:
  return b if off == 0 and b.nbytes == nbytes else Buffer(b.device, nbytes, dtypes.uint8, base=b.base, offset=b.offset + off)

def _peers(a: str, b: str) -> bool:
  """Whether devices a and b share a peer group whose allocator copies between them (`Allocator.supports_transfer`)."""
  da, db = Device[a], Device[b]
  return type(da.allocator) is type(db.allocator) and da.allocator.supports_transfer and \
    getattr(da, "peer_group", None) is not None and getattr(da, "peer_group", None) == getattr(db, "peer_group", None)

class BufferCopy(Runner):
  """A window of dst <- a window of src (byte offsets): by the allocator's `_transfer` between two devices of one peer group whose
  allocator supports it (device to device), else through host memory."""
  def __init__(self, dst_dev: str, src_dev: str, dst_off: int, src_off: int, nbytes: int):
    super().__init__(f"copy {nbytes:8d}, {dst_dev[:7]:>7s} <- {src_dev[:7]:7s}", dst_dev, 0, 2 * nbytes, 2 * nbytes)
    self.dst_off, self.src_off, self.nbytes = dst_off, src_off, nbytes
  def __call__(self, bufs: list[Buffer], var_vals: dict[str, int], wait: bool = False) -> float | None:
    st = time.perf_counter()
    dst, src = _window(bufs[0].ensure_allocated(), self.dst_off, self.nbytes), _window(bufs[1].ensure_allocated(), self.src_off, self.nbytes)
    if dst.device != src.device and _peers(dst.device, src.device):
      alc: Any = Device[dst.device].allocator  # supports_transfer promises _transfer
      alc._transfer(dst.ensure_allocated()._buf, src.ensure_allocated()._buf, self.nbytes, src_dev=Device[src.device], dest_dev=Device[dst.device])
      if wait: Device[dst.device].synchronize()
      return time.perf_counter() - st if wait else None
    # a source the host can address is read in place (one copy), anything else is copied out first
    if (mv := src.allocator._as_buffer(src.ensure_allocated()._buf)) is None: mv = src.as_memoryview()
    dst.ensure_allocated().copyin(mv)
    return time.perf_counter() - st if wait else None

# ---- PROGRAM: a compiled (or hand-written) kernel as a UOp ----

@dataclass
class UOpProgram:
  """A tinygrad.backend.Program read from a PROGRAM UOp (what compile_linear makes, or a raw kernel a user hands to custom_kernel)."""
  name: str
  src: str
  device: str
  global_size: list[Any]
  local_size: list[int] | None
  globals: list[int]
  outs: list[int]
  ins: list[int]
  vars: list[UOp]
  estimates: Estimates
  ast: UOp | None
  def launch_dims(self, var_vals: dict[str, int]) -> tuple[list[int], list[int] | None]:
    return [int(sym_infer(g, var_vals)) for g in self.global_size], None if self.local_size is None else [int(s) for s in self.local_size]
  def vals(self, var_vals: dict[str, int]) -> tuple[int, ...]:
    if missing := [v.expr for v in self.vars if v.expr not in var_vals]:
      raise RuntimeError(f"unbound Variable {missing[0]} in kernel {self.name}; bind it (var.bind(value)) before running")
    return tuple(int(var_vals[v.expr]) for v in self.vars)

def program_runner(prg: UOp, device: str, nbufs: int) -> CompiledRunner:
  """The runner of PROGRAM(SINK, LINEAR, SOURCE[, BINARY]) called on `nbufs` buffers: the BINARY as it is, else the SOURCE compiled by
  the device's compiler for that source. Launch info from its ProgramInfo arg; without one, every buffer in order, slot 0 written, the
  name from the SINK's KernelInfo."""
  parts = {u.op: u for u in prg.src}
  if Ops.SOURCE not in parts and Ops.BINARY not in parts: raise ValueError("a PROGRAM needs a SOURCE or a BINARY to run")
  sink, info = parts.get(Ops.SINK), prg.arg if isinstance(prg.arg, ProgramInfo) else ProgramInfo(name="")
  kinfo = sink.arg if sink is not None and isinstance(sink.arg, KernelInfo) else None
  if not (name := info.name or (kinfo.name if kinfo is not None else "")):
    raise ValueError("a PROGRAM names its kernel function: arg=ProgramInfo(name=...) or a SINK with arg=KernelInfo(name=...)")
  if bad := [i for i in (*info.globals, *info.outs, *info.ins) if not 0 <= i < nbufs]:
    raise IndexError(f"PROGRAM {name} uses buffer slot {bad[0]} but its CALL passes {nbufs} buffers")
  src = parts[Ops.SOURCE].arg if Ops.SOURCE in parts else ""
  gl = list(info.globals) or list(range(nbufs))
  p = UOpProgram(name, src, device, list(info.global_size), None if info.local_size is None else list(info.local_size), gl,
                 list(info.outs) or [gl[0]], list(info.ins) or gl[1:], list(info.vars),
                 kinfo.estimates if kinfo is not None and kinfo.estimates is not None else Estimates(),
                 sink if sink is not None and sink.src else None)
  lib = parts[Ops.BINARY].arg if Ops.BINARY in parts else Device[device].source_compiler(src).compile_cached(src)
  return CompiledRunner(p, device, bytes(lib))

def program_uop(r: CompiledRunner) -> UOp:
  """A compiled kernel as PROGRAM(SINK, LINEAR, SOURCE, BINARY) with its ProgramInfo: the SINK is its AST with the work estimates and
  applied opts in its KernelInfo, the LINEAR its linearized uops where the renderer kept them, the BINARY what the device runs."""
  p, ast = r.p, getattr(r.p, "ast", None)
  kinfo = ast.arg if ast is not None and isinstance(ast.arg, KernelInfo) else KernelInfo(name=p.name)
  kinfo = replace(kinfo, name=p.name, estimates=p.estimates, applied_opts=tuple(getattr(p, "applied_opts", kinfo.applied_opts)))
  sink = (ast if ast is not None else UOp(Ops.SINK, dtypes.void)).replace(arg=kinfo)
  info = ProgramInfo(p.name, tuple(p.global_size), None if p.local_size is None else tuple(p.local_size), tuple(p.vars), tuple(p.globals),
                     tuple(p.outs), tuple(p.ins))
  srcs = (sink, UOp(Ops.LINEAR, dtypes.void, tuple(getattr(p, "uops", ()))), UOp(Ops.SOURCE, dtypes.void, (), p.src),
          UOp(Ops.BINARY, dtypes.uint8, (), r.lib))
  return UOp(Ops.PROGRAM, dtypes.void, srcs, info)

_runners: dict[tuple, Runner] = {}
# CALL bodies that Python runs (CUSTOM_FUNCTION, arg (name, ...)): name -> runner factory of (body, buffer UOps); tinygrad.distributed adds "mpi"
custom_functions: dict[str, Callable[[UOp, list[UOp]], Runner]] = {}

def _custom_function(body: UOp, bufs: list[UOp]) -> Runner:
  name = body.arg[0] if isinstance(body.arg, tuple) else body.arg
  if (make := custom_functions.get(name)) is None: raise RuntimeError(f"no runner for CUSTOM_FUNCTION {name!r}: import the module that defines it")
  return make(body, bufs)

def _runner_key(call: UOp) -> tuple:
  # a BEAM (or JITBEAM) compile is not the heuristic's kernel; EMULATED_DTYPES changes the program
  return (call.src[0].key, call.src[1].arg.device, BEAM.value, EMULATED_DTYPES.value)

def get_runner(call: UOp) -> Runner:
  """The runner of one CALL (kernels are compiled once per AST, device and BEAM width)."""
  body, bufs = call.src[0], call.src[1:]
  if body.op is Ops.COPY: return BufferCopy(bufs[0].arg.device, bufs[1].arg.device, *body.arg)
  if body.op is Ops.CUSTOM_FUNCTION: return _custom_function(body, list(bufs))
  if body.op is Ops.PROGRAM:
    if (r := _runners.get(key := (body.key, bufs[0].arg.device, len(bufs)))) is None: r = _runners[key] = program_runner(body, key[1], key[2])
    return r
  if (r := _runners.get(key := _runner_key(call))) is None:
    p = Device[bufs[0].arg.device].renderer.lower(body)
    if DEBUG >= 4 and getattr(p, "src", None): print(p.src)
    r = _runners[key] = CompiledRunner(p, bufs[0].arg.device)
  return r

def exec_call(r: Runner, bufs: list[Buffer], var_vals: dict[str, int], wait: bool = False, do_update_stats: bool = True) -> float | None:
  """Run one call: timed (and waited on) when DEBUG>=2 or a profile is recorded, counted in GlobalCounters."""
  timed = wait or DEBUG >= 2 or bool(PROFILE)
  st = perf_counter_us()
  if VALIDATE_WITH_CPU and isinstance(r, CompiledRunner) and r.device.split(":")[0] != "CPU" and getattr(r.p, "ast", None) is not None:
    from tinygrad.engine.validate import run_validated
    t = run_validated(r, bufs, var_vals, lambda: r(bufs, var_vals, wait=timed))
  else: t = r(bufs, var_vals, wait=timed)
  if PROFILE: record_call(r, bufs, var_vals, st, st + Decimal(t * 1e6 if t is not None else 0))
  if do_update_stats: update_stats(r, bufs, var_vals, t)
  return t

@dataclass
class ExecItem:
  """A runner and the UOps of its buffers (BUFFER nodes), ready to run with variable values."""
  runner: Runner
  bufs: list[UOp]
  def buffers(self) -> list[Buffer]: return [b.buffer for b in self.bufs]
  def run(self, var_vals: dict[str, int], wait: bool = False, do_update_stats: bool = True) -> float | None:
    return exec_call(self.runner, self.buffers(), var_vals, wait, do_update_stats)

PARALLEL_MIN_KERNELS = 16  # below this a schedule compiles faster in the caller (bench/schedule.py: 12 kernels 0.6x, 198 1.4x)

def _compile(ast: UOp, device: str) -> tuple[Program, bytes]:
  """In a worker: lower and compile one kernel (the device was opened by the parent before the fork)."""
  dev = Device[device]
  p = dev.renderer.lower(ast)
  return p, dev.compiler.compile_cached(p.src)

_NOT_LOWERED = (Ops.COPY, Ops.CUSTOM_FUNCTION, Ops.PROGRAM)  # bodies that are not kernel ASTs for a renderer

def compile_parallel(calls: tuple[UOp, ...]) -> None:
  """Compile the kernels of `calls` not compiled yet on PARALLEL forked workers (serial below PARALLEL_MIN_KERNELS new kernels,
  under BEAM, or where fork is missing: the caller compiles them one by one then)."""
  todo: dict[tuple, UOp] = {}
  for call in calls:
    if call.src[0].op not in _NOT_LOWERED and (key := _runner_key(call)) not in _runners: todo.setdefault(key, call)
  if len(todo) < PARALLEL_MIN_KERNELS or PARALLEL.value < 2 or BEAM or JITBEAM or VIZ or not hasattr(os, "fork"): return
  # programs the renderer has cached (this process, or a disk cache a warm process reads) need no worker: starting a pool costs more
  for key, call in list(todo.items()):
    if isinstance(r := Device[key[1]].renderer, CachedLowering) and (p := r.lower_cached(call.src[0])) is not None:
      if DEBUG >= 4 and getattr(p, "src", None): print(p.src)
      _runners[key] = CompiledRunner(p, key[1])
      del todo[key]
  if len(todo) < PARALLEL_MIN_KERNELS or (n := min(PARALLEL.value, len(todo))) < 2: return
  for dev in {k[1] for k in todo}: Device[dev].compiler  # noqa: B018 -- open devices and compilers here, never in a worker
  with ProcessPoolExecutor(n, mp_context=multiprocessing.get_context("fork")) as pool:
    futures = {k: pool.submit(_compile, c.src[0], k[1]) for k, c in todo.items()}
    for key, f in futures.items():
      p, lib = f.result()
      if DEBUG >= 4 and getattr(p, "src", None): print(p.src)
      _runners[key] = CompiledRunner(p, key[1], lib)

def compile_behind(calls: tuple[UOp, ...]) -> None:
  """Lower the new kernels of `calls` in the caller and compile each on one thread while the next is lowered (PARALLEL>=2, compilers
  whose `compiles_in_thread`: LLVM and C compilers run outside the GIL, so a compile overlaps Python's lowering on a second core).
  A compile error of an earlier kernel is raised before a lowering error of a later one, as in the serial order."""
  todo: dict[tuple, UOp] = {}
  for call in calls:
    if call.src[0].op not in _NOT_LOWERED and (key := _runner_key(call)) not in _runners: todo.setdefault(key, call)
  if len(todo) < 2 or PARALLEL.value < 2 or BEAM or JITBEAM: return
  devs = {k[1]: Device[k[1]] for k in todo}
  if not all(d.runtime is not None and d.compiler.compiles_in_thread for d in devs.values()): return
  done: list[tuple[tuple, Program, Future]] = []
  with ThreadPoolExecutor(1, thread_name_prefix="tg-compile") as pool:
    try:
      for key, call in todo.items():
        p = devs[key[1]].renderer.lower(call.src[0])
        if DEBUG >= 4 and getattr(p, "src", None): print(p.src)
        done.append((key, p, pool.submit(devs[key[1]].compiler.compile_cached, p.src)))
    except BaseException:
      for _, _, f in done: f.result()
      raise
  for key, p, f in done: _runners[key] = CompiledRunner(p, key[1], f.result())

def lower_and_compile(linear: UOp) -> list[ExecItem]:
  """Every CALL of a LINEAR as an ExecItem (kernels compiled, deduplicated by AST and device, new ones in parallel: forked workers
  for many, else compiled on a thread behind the caller's lowering)."""
  compile_parallel(linear.src)
  compile_behind(linear.src)
  return [ExecItem(get_runner(call), list(call.src[1:])) for call in linear.src]

def compile_linear(linear: UOp, beam: int | None = None, validate: bool = False, input_uops: list[UOp] | None = None,
                   profile: bool | None = None) -> UOp:
  """tinygrad's compile step as a UOp: `linear` (a LINEAR of CALLs, as Tensor.schedule_linear gives) with every kernel compiled, its
  body now PROGRAM(SINK, LINEAR, SOURCE, BINARY) with a ProgramInfo arg (copies and Python calls stay). run_linear runs the result with
  no further compile; pickling keeps the binaries. `beam` is the BEAM width of this compile (default: the BEAM variable).
  tg compiles into the runner cache (lower_and_compile) and does no memory planning here, so `input_uops` (what tinygrad keeps out of
  its planning) and `profile` (tg records profiles at run time, PROFILE=1) are accepted and change nothing; `validate=True` raises
  NotImplementedError: tg checks kernels against the CPU when they run (VALIDATE_WITH_CPU=1)."""
  if linear.op is not Ops.LINEAR: raise TypeError(f"compile_linear takes a LINEAR of CALLs (Tensor.schedule_linear()), got {linear.op}")
  if validate: raise NotImplementedError("compile_linear(validate=True) is not supported; run with VALIDATE_WITH_CPU=1 to check kernels")
  with Context(BEAM=BEAM.value if beam is None else beam):
    items = lower_and_compile(linear)
  return with_programs(linear, items)

def with_programs(linear: UOp, items: list[ExecItem]) -> UOp:
  """`linear` with each kernel CALL's body replaced by the PROGRAM of its compiled runner (`items`: lower_and_compile(linear))."""
  return linear.replace(src=tuple(c.replace(src=(program_uop(ei.runner), *c.src[1:])) if isinstance(ei.runner, CompiledRunner) else c
                                  for c, ei in zip(linear.src, items)))

_L2_FLUSH_BYTES = 256 << 20  # more than the last-level cache of any device tg runs on (H100 L2 50 MB, EPYC L3 per CCD 32 MB)

def time_call(call: UOp, var_vals: dict[str, int] | None = None, timeout: int | None = None, clear_l2: bool = False) -> Iterator[float]:
  """Seconds per run of one CALL (of a LINEAR, compiled or not), one run per next(): the call runs on its own buffers, waited on and not
  counted in GlobalCounters. `clear_l2` overwrites a buffer bigger than the device's caches before each run, so it reads cold memory.
  `timeout` is accepted for tinygrad's signature: tg's runners cannot cut a launch short (BEAM_TIMEOUT_SEC bounds BEAM's timing runs)."""
  r, bufs = get_runner(call), [b.buffer for b in call.src[1:]]
  flush = Buffer(r.device, _L2_FLUSH_BYTES, dtypes.uint8) if clear_l2 else None
  junk = memoryview(bytearray(_L2_FLUSH_BYTES)) if clear_l2 else None
  while True:
    if flush is not None and junk is not None: flush.ensure_allocated().copyin(junk)
    yield exec_call(r, bufs, var_vals or {}, wait=True, do_update_stats=False) or 0.0

def update_stats(r: Runner, bufs: list[Buffer], var_vals: dict[str, int], t: float | None) -> None:
  """Count one call in GlobalCounters; DEBUG>=2 prints its line: device, count, name, launch dims, args, memory, time, GFLOPS, GB/s."""
  ops, lds, mem = (int(sym_infer(x, var_vals)) for x in (r.ops, r.lds, r.mem))
  GlobalCounters.kernel_count += 1
  GlobalCounters.global_ops += ops
  GlobalCounters.global_mem += mem
  if t is not None: GlobalCounters.time_sum_s += t
  if DEBUG >= 2:
    tm = max(t or 0.0, 1e-9)
    dims = ""
    if (p := getattr(r, "p", None)) is not None:
      gs, ls = p.launch_dims(var_vals)
      dims = f"{'x'.join(map(str, gs))}" + (f" / {'x'.join(map(str, ls))}" if ls is not None else "")
    meta = kernel_metadata.get(ast) if TRACEMETA and (ast := getattr(p, "ast", None)) is not None else None
    print(f"{colored(f'*** {r.device[:7]:7s} {GlobalCounters.kernel_count:4d}', 'magenta' if isinstance(r, CompiledRunner) else 'yellow')} "
          f"{r.name:33s} {dims:>17s} arg {len(bufs):3d} mem {GlobalCounters.mem_used / 1e9:5.2f} GB "
          f"tm {tm * 1e6:9.2f}us/{GlobalCounters.time_sum_s * 1e3:9.2f}ms ({ops / tm * 1e-9:9.2f} GFLOPS {mem / tm * 1e-9:6.1f}|"
          f"{lds / tm * 1e-9:<7.1f} GB/s)" + (f" {list(meta)}" if meta else ""))

def bind_inputs(linear: UOp, input_uops: Sequence[UOp]) -> UOp:
  """`linear` with each buffer PARAM (slot k: a captured JIT's input k) replaced by input_uops[k], a BUFFER (or a RESHAPE of one)."""
  if not (bufs := [u.base for u in input_uops]): return linear
  if bad := [i for i, b in enumerate(bufs) if b.op is not Ops.BUFFER]:
    raise ValueError(f"input_uops[{bad[0]}] is {bufs[bad[0]].op}, not a buffer; realize the input and pass its .uop")
  def one(b: UOp) -> UOp:
    if b.op is not Ops.PARAM: return b
    if b.arg.slot >= len(bufs): raise IndexError(f"the LINEAR reads input {b.arg.slot} but input_uops has {len(bufs)}")
    return bufs[b.arg.slot]
  return linear.replace(src=tuple(c.replace(src=(c.src[0], *map(one, c.src[1:]))) for c in linear.src))

def run_linear(linear: UOp, var_vals: dict[str, int] | None = None, input_uops: Sequence[UOp] = (), update_stats: bool = True, jit: bool = False,
               wait: bool = False) -> float:
  """Compile (what is not compiled yet) and run every call of `linear` in order; returns the summed kernel time when waited on.
  `input_uops` fill the buffer PARAMs (slot k from input_uops[k]), as a captured JIT's `linear` has for its inputs; `jit` is accepted
  for tinygrad's signature: tg batches a capture into graphs in CapturedJit, run_linear runs calls one by one."""
  linear = bind_inputs(linear, input_uops)
  if params := sorted({b.arg.slot for c in linear.src for b in c.src[1:] if b.op is Ops.PARAM}):
    raise ValueError(f"the LINEAR reads inputs {params} (PARAMs): pass their buffers as input_uops")
  total = 0.0
  for ei in lower_and_compile(linear):
    if (t := ei.run(var_vals or {}, wait=wait, do_update_stats=update_stats)) is not None: total += t
  return total

# ---- what Tensor calls ----

def _schedule(*uops: UOp) -> Schedule:
  from tinygrad.schedule import create_schedule
  st = time.perf_counter()
  sched = create_schedule(*uops)
  if DEBUG >= 1 and sched.linear.src:
    print(f"scheduled {len(sched.linear.src):4d} kernels in {(time.perf_counter() - st) * 1e3:8.2f} ms, " +
          ("cache hit" if sched.cached else colored("CACHE MISS", "yellow")))
  return sched

@dataclass
class Capture:
  """What a TinyJit capture records from each realize: the LINEAR (before memory planning), its values, outputs and new buffers."""
  linears: list[tuple[UOp, dict[str, int]]]
  outs: list[UOp]
  fresh: list[UOp]
  rng: list[tuple[UOp, str, int]] = field(default_factory=list)  # (random-state BUFFER, device, words drawn) of each rand call

class _Captures(threading.local):
  """The active JIT captures of this thread (at most one): another thread's realizes and reads are not part of its capture."""
  def __init__(self) -> None: self.stack: list[Capture] = []
  def __bool__(self) -> bool: return bool(self.stack)
  def __len__(self) -> int: return len(self.stack)
  def __getitem__(self, i: int) -> Capture: return self.stack[i]
  def append(self, c: Capture) -> None: self.stack.append(c)
  def pop(self) -> Capture: return self.stack.pop()

capturing = _Captures()

class JitError(Exception):
  """Misuse of TinyJit: the message names what changed or what is not allowed, and the fix."""

def _stages(*uops: UOp) -> tuple[list[Schedule], tuple[UOp, ...], dict[UOp, UOp]]:
  """The schedules that realize `uops`, to run in order. Custom kernel CALLs cut the graph: each call's inputs are scheduled
  first (into whole buffers), then the call, and its AFTERs become those buffers for the final schedule of what is left.
  Returns the schedules, the uops with the calls replaced, and that replacement."""
  from tinygrad.engine import custom
  stages: list[Schedule] = []
  sub: dict[UOp, UOp] = {}
  for call in custom.custom_calls(uops):
    ins = tuple(x.substitute(sub) for x in call.src[1:])
    stages.append(s := _schedule(*ins))
    n = len(dev) if isinstance(dev := ins[0].device, tuple) else 1
    per_device: list[list[UOp]] = []
    for d in range(n):  # a multi-device call runs once per device, on the shards
      views = [custom.shard_views(s.becomes[x], n)[d] for x in ins]
      if not all(custom.storage(v) is not None for v in views):  # a view or a broadcast is copied into a buffer of its own
        stages.append(c := _schedule(*(todo := [v if custom.storage(v) is not None else v.contiguous() for v in views])))
        views = [c.becomes[v] for v in todo]
      per_device.append(bufs := custom.storages(views))
      stages.append(custom.call_schedule(UOp(Ops.CALL, dtypes.void, (call.src[0], *bufs))))
    for i, x in enumerate(call.src[1:]):  # every input after the call, reachable from `uops` or held by another live tensor
      sub[x.after(call)] = custom.output_view([bufs[i] for bufs in per_device], x)
  new = tuple(u.substitute(sub) for u in uops) if sub else uops
  return [*stages, _schedule(*new)], new, sub

@disable_gc()
def realize_map(*uops: UOp, do_update_stats: bool = True) -> dict[UOp, UOp]:
  """Run what these tensor-level UOps need. Returns the replacement of every node that now has a buffer: the uops themselves,
  and the assigns (AFTERs), contiguous values, copies and custom kernel outputs found on the way, so nothing runs twice."""
  from tinygrad.engine.memory_planner import memory_plan
  stages, new, becomes = _stages(*uops)
  for sched in stages:
    if capturing:
      capturing[-1].linears.append((sched.linear, sched.var_vals))
      capturing[-1].outs.extend(sched.becomes.values())
      capturing[-1].fresh.extend(sched.fresh)
    held = {b for o in sched.becomes.values() for b in o.toposort() if b.op is Ops.BUFFER}
    run_linear(memory_plan(sched.linear, [b for b in sched.fresh if b not in held]), sched.var_vals, update_stats=do_update_stats)
    becomes.update(sched.becomes)
  for u, n in zip(uops, new): becomes[u] = stages[-1].becomes[n]
  return becomes

def realize_uops(*uops: UOp, do_update_stats: bool = True) -> list[UOp]:
  """Run what these tensor-level UOps need; returns each one's buffer-backed replacement (same shape). Prefer realize_map."""
  becomes = realize_map(*uops, do_update_stats=do_update_stats)
  return [becomes[u] for u in uops]

def linear_with_vars(*uops: UOp) -> tuple[UOp, dict[UOp, int]]:
  """(LINEAR of the calls that would realize `uops`, {Variable: bound value}); nothing runs."""
  stages, _, _ = _stages(*uops)
  linear = UOp(Ops.LINEAR, dtypes.void, tuple(c for s in stages for c in s.linear.src))
  var_vals = {k: v for s in stages for k, v in s.var_vals.items()}
  names = {u.expr: u for call in linear.src for u in call.src[0].toposort() if u.is_variable}
  return linear, {names.get(k, UOp.variable(k, v, v)): v for k, v in var_vals.items()}

def callify_map(*uops: UOp) -> dict[UOp, UOp]:
  """What realizes `uops` as one CALL of a LINEAR on the buffers it touches; nothing runs. Each uop maps to its buffer view AFTER
  that call, so realizing any of them runs the whole LINEAR once."""
  from tinygrad.engine import custom
  stages, new, _ = _stages(*uops)
  if any(s.var_vals for s in stages): raise NotImplementedError("callify of a graph with bound Variables is not supported; realize it")
  linear = UOp(Ops.LINEAR, dtypes.void, tuple(c for s in stages for c in s.linear.src))
  bufs = list(dict.fromkeys(b for c in linear.src for b in c.src[1:]))
  call = custom.made(UOp(Ops.CALL, dtypes.void, (linear, *bufs)))
  after = {b: b.after(call) for b in bufs}
  return {u: stages[-1].becomes[n].substitute(after) for u, n in zip(uops, new)}

def schedule_linear(*uops: UOp) -> UOp:
  """The LINEAR of calls that would realize `uops`; a schedule with bound Variables needs linear_with_vars."""
  linear, var_vals = linear_with_vars(*uops)
  if var_vals: raise RuntimeError(f"schedule_linear got bound Variables {sorted(v.expr for v in var_vals)}; use linear_with_vars")
  return linear

__all__ = ["BufferCopy", "Capture", "CompiledRunner", "ExecItem", "JitError", "Runner", "UOpProgram", "bind_inputs", "callify_map", "capturing",
           "compile_linear", "custom_functions", "exec_call", "get_runner", "linear_with_vars", "lower_and_compile", "program_runner",
           "program_uop", "realize_map", "realize_uops", "run_linear", "schedule_linear", "time_call", "with_programs"]
