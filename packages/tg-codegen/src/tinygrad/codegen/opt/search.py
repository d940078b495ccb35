"""BEAM search: try optimisation actions, time the compiled kernels on the device, keep the best `amt`, repeat.

The beam starts from the hand-coded heuristics' choice when there is one (else from the kernel as written), so the winner is
never slower than the default and no round is spent timing unoptimised kernels. A candidate whose first run is over CUT x
the best time so far gets no more runs. Before a round may end the search, its leaders are re-timed against the incumbent,
interleaved, so one lucky run on a loaded machine cannot replace it (or stop the search early), and it is replaced only by a
candidate faster by MARGIN (2%) as well as BEAM_MIN_PROGRESS. The winner must compute what the seed computes (same inputs,
outputs compared), else the seed is kept.

Limits (upstream's names): BEAM_UPCAST_MAX upcast x unroll lanes of the computation (and of each STAGE copy, apart),
BEAM_LOCAL_MAX local threads, BEAM_UOPS_MAX uops (larger ones are not timed); identical sources are timed once.
The search stops when a round finds no candidate that faster. DEBUG>=2 (or BEAM_DEBUG) prints each round, BEAM_DEBUG every timed
candidate (2: failures too). BEAM_STRICT_MODE=1 raises a candidate's lowering, compile or run error instead of skipping it;
BEAM_TIMEOUT_SEC (10) abandons a candidate whose lowering and compile take longer.

Winners are cached in the disk cache (table `beam_search`) so another process reuses them. The key holds the AST, amt, the
renderer (device, class, suffix, arch, global/local limits: CPU_COUNT on CPU), CODEGEN_VERSION and the heuristic's opts, so a
codegen or heuristic change searches again. A cached opts list that no longer applies is a miss; IGNORE_BEAM_CACHE=1 searches
again. JITBEAM is the JIT's to apply (compile a capture's kernels under Context(BEAM=JITBEAM)): this module sees BEAM / KernelInfo.beam.
"""
from __future__ import annotations
import contextlib, math, signal, threading, time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any
import numpy as np
from tinygrad.device import Buffer, Device, renderer_class
from tinygrad.dtype import AddrSpace, PtrDType, _to_np_dtype
from tinygrad.helpers import BEAM_DEBUG, BEAM_LOCAL_MAX, BEAM_MIN_PROGRESS, BEAM_STRICT_MODE, BEAM_TIMEOUT_SEC, BEAM_UOPS_MAX, \
  BEAM_UPCAST_MAX, CACHELEVEL, DEBUG, IGNORE_BEAM_CACHE, diskcache_get, diskcache_put, getenv, prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, UOp
from tinygrad.renderer import ProgramSpec, Renderer
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps
from tinygrad.codegen.opt.postrange import Scheduler, const_size
from tinygrad.codegen.opt.stage import is_stage_copy

CODEGEN_VERSION = 4  # bump when lowering changes what an opts list compiles to: winners cached by older codegen are searched again
CUT = 3.0  # a candidate whose run is over CUT x the best so far is not run again
RUNS, RETIME_TOP, RETIME_RUNS = 3, 3, 5  # runs per candidate; leaders re-timed against the incumbent per round, runs each
MARGIN = 0.02  # a candidate replaces the incumbent only if faster by this fraction too: closer than that is timing noise on a CPU

def _actions() -> list[Opt]:
  ret = [Opt(OptOps.SPLIT, a, (amt, AxisType.UPCAST)) for a in range(8) for amt in (0, 2, 3, 4, 5, 7, 8, 16)]
  ret += [Opt(OptOps.SPLIT, a, (amt, AxisType.UNROLL)) for a in range(8) for amt in (0, 2, 4, 7)]
  ret += [Opt(OptOps.SPLIT, a, (amt, AxisType.LOCAL)) for a in range(6) for amt in (2, 3, 4, 8, 13, 16, 29)]
  ret += [Opt(OptOps.SPLIT, a, (amt, AxisType.THREAD)) for a in range(3) for amt in (2, 3, 4, 5, 8, 12, 16, 24, 32, 64)]
  ret += [Opt(OptOps.GROUPTOP, a, amt) for a in range(3) for amt in (13, 16, 28, 29, 32, 49, 64, 256)]
  ret += [Opt(OptOps.GROUP, a, amt) for a in range(3) for amt in (0, 4, 8, 16)]
  if getenv("BEAM_PADTO"): ret += [Opt(OptOps.PADTO, a, 32) for a in range(8)]
  ret += [Opt(OptOps.SWAP, a, b) for a in range(5) for b in range(a + 1, 5)]
  ret += [Opt(OptOps.STAGE, ax, s) for ax in (None, 1, 2) for s in range(6)]  # axis 1: the tile's global box, 16-byte chunks; 2: in 2 stages
  # (tc_select, tc_opt, use): TC must come first, so these extend only a kernel as written
  ret += [Opt(OptOps.TC, 0, (-1, 0, 1))] + [Opt(OptOps.TC, a, (-1, 2, 1)) for a in range(9)]
  return ret + [Opt(OptOps.NOLOCALS)]
ACTIONS = _actions()
LOCAL_TYPES = (AxisType.LOCAL, AxisType.GROUP_REDUCE, AxisType.WARP)  # the ranges that are threads of a workgroup

def upcast_lanes(k: Scheduler) -> int:
  """Upcast x unroll lanes of the widest loop body: the computation's, or a STAGE copy's. A copy (behind an AFTER on its REG
  buffer) moves data once per block and does not widen the register tile, so each is budgeted apart from the computation."""
  sizes = {r: const_size(r) or 1 for r in k.rngs if r.arg[-1] in (AxisType.UPCAST, AxisType.UNROLL)}
  nodes = k.ast.toposort(lambda u: not is_stage_copy(u))
  bodies = [nodes] + [UOp.sink(*u.src[1:]).toposort() for u in k.ast.toposort() if is_stage_copy(u)]
  return max(prod(sizes[r] for r in body if r in sizes) for body in bodies)

def get_kernel_actions(k: Scheduler, include_0: bool = True, max_up: int | None = None) -> dict[int, Scheduler]:
  """Every valid one-opt extension of k (keyed by its index in ACTIONS + 1; 0 is k itself), within the upcast/local budgets.
  A kernel already over the upcast budget (a heuristic's choice may be) still gets the extensions that do not widen it."""
  out: dict[int, Scheduler] = {0: k} if include_0 else {}
  max_up = max(max_up if max_up is not None else int(BEAM_UPCAST_MAX.value), upcast_lanes(k))
  for i, opt in enumerate(ACTIONS):
    if opt.op is OptOps.SPLIT and opt.arg[1] in (AxisType.UPCAST, AxisType.UNROLL) and opt.arg[0] > max_up: continue
    if opt.op is OptOps.STAGE and opt in k.applied_opts: continue  # its load now reads the staged block's copy loop
    k2 = k.copy()
    try: k2.apply_opt(opt)
    except KernelOptError: continue
    if upcast_lanes(k2) > max_up: continue
    if prod(const_size(r) or 1 for r in k2.rngs if r.arg[-1] in LOCAL_TYPES) > int(BEAM_LOCAL_MAX.value): continue
    out[i + 1] = k2
  return out

@dataclass(eq=False)
class _Cand:
  """A compiled candidate: its scheduler, a function that runs it once and returns seconds, and the times so far."""
  k: Scheduler
  run: Callable[[], float]
  outs: list[int]
  times: list[float] = field(default_factory=list)
  @property
  def t(self) -> float: return min(self.times, default=math.inf)
  def time(self, runs: int, best: float = math.inf) -> float:
    for _ in range(runs):
      self.times.append(self.run())
      if self.times[-1] > best * CUT: break
    return self.t

class _Bench:
  """Compiles and times candidates on the renderer's device, with scratch buffers of the kernel's sizes."""
  def __init__(self, ast: UOp, ren: Renderer):
    dev = Device[ren.device]
    assert dev.runtime is not None, f"{ren.device} cannot run programs, so BEAM cannot time them"
    self.runtime = dev.runtime
    make = next((mk for name, mk in dev.renderers if renderer_class(name) is type(ren)), None)
    self.compiler = dev.compiler if type(dev.renderer) is type(ren) or make is None else make(ren)
    # one CPU thread runs the kernel in this thread: its CPU time is immune to other processes on a loaded machine
    self.cpu_clock = ren.has_threads and ren.global_max is not None and ren.global_max[0] == 1
    params = {u.arg.slot: u for u in ast.toposort() if u.op is Ops.PARAM and isinstance(u.dtype, PtrDType) and u.dtype.addrspace is AddrSpace.GLOBAL}
    rng = np.random.default_rng(0)
    self.bufs: dict[int, Buffer] = {}
    self.init: dict[int, bytes] = {}
    for slot, p in params.items():
      assert isinstance(p.dtype, PtrDType)
      b = Buffer(ren.device, max(p.dtype.size, 1), p.dtype.base).ensure_allocated()
      npdt = _to_np_dtype(p.dtype.base)
      data: Any = (rng.random(b.size) * 4).astype(npdt) if npdt is not None else np.zeros(b.nbytes, np.uint8)
      if data.nbytes == b.nbytes: b.copyin(memoryview(init := data.tobytes()))
      self.bufs[slot], self.init[slot] = b, init if data.nbytes == b.nbytes else bytes(b.nbytes)
    self.var_vals = {v.expr: v.arg.vmin_vmax[1] for v in ast.variables()}

  def runner(self, spec: ProgramSpec) -> Callable[[], float]:
    prg = self.runtime(spec.name, self.compiler.compile_cached(spec.src))
    gs, ls = spec.launch_dims(self.var_vals)
    args, vals = [self.bufs[i]._buf for i in spec.globals if i in self.bufs], spec.vals(self.var_vals)
    def run() -> float:
      st = time.thread_time()
      t = prg(*args, global_size=gs, local_size=ls, vals=vals, wait=True)
      return time.thread_time() - st if self.cpu_clock else t
    return run

  def result(self, c: _Cand) -> list[np.ndarray]:
    """c's outputs from the initial inputs (every buffer is reset first: a kernel may update a buffer in place)."""
    for slot, data in self.init.items(): self.bufs[slot].copyin(memoryview(data))
    c.run()
    return [np.frombuffer(bytes(self.bufs[o].as_memoryview()), _to_np_dtype(self.bufs[o].dtype) or np.uint8).astype(np.float64)
            for o in c.outs if o in self.bufs]

  def agree(self, a: _Cand, b: _Cand) -> bool:
    """Whether two candidates compute the same outputs (up to float reassociation)."""
    return all(np.allclose(x, y, rtol=1e-3, atol=1e-3 * float(np.nanmax(np.abs(x), initial=1.0)), equal_nan=True)
               for x, y in zip(self.result(a), self.result(b)))

def _fmt(k: Scheduler) -> str:
  """Opts as SPLIT(1,16,UPCAST) STAGE(2) ..., for the progress lines."""
  def one(o: Opt) -> str:
    args = o.arg if isinstance(o.arg, tuple) else () if o.arg is None else (o.arg,)
    return f"{o.op.name}({','.join([str(o.axis)] * (o.axis is not None) + [getattr(a, 'name', str(a)) for a in args])})"
  return " ".join(map(one, k.applied_opts)) or "-"

class BeamTimeout(Exception):
  """A candidate's lowering and compile took longer than BEAM_TIMEOUT_SEC."""

@contextlib.contextmanager
def _deadline(sec: float) -> Iterator[None]:
  """Interrupt the block after `sec` seconds with BeamTimeout (SIGALRM, main thread only; native code finishes its call first). An
  alarm already set (pytest-timeout's, say) is put back afterwards with the time it had left; if it is due first it is left alone."""
  def fire(*_: Any) -> None: raise BeamTimeout(f"over BEAM_TIMEOUT_SEC={sec:g}")
  if sec <= 0 or not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread(): yield
  elif (outer := signal.getitimer(signal.ITIMER_REAL))[0] and outer[0] <= sec: yield
  else:
    st, old = time.perf_counter(), signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, sec)
    try: yield
    finally:
      signal.setitimer(signal.ITIMER_REAL, 0)
      signal.signal(signal.SIGALRM, old)
      if outer[0]: signal.setitimer(signal.ITIMER_REAL, max(outer[0] - (time.perf_counter() - st), 1e-3), outer[1])

def _lower(k: Scheduler) -> ProgramSpec:
  from tinygrad.codegen.program import lower_optimized
  return lower_optimized(k.get_optimized_ast(), k.ren)

def _faster(a: _Cand, b: _Cand) -> bool:
  """a gains at least BEAM_MIN_PROGRESS us and MARGIN over b."""
  return (b.t - a.t) * 1e6 >= float(BEAM_MIN_PROGRESS.value) and a.t < b.t * (1 - MARGIN)

class _Search:
  def __init__(self, k: Scheduler):
    self.bench, self.seen, self.start = _Bench(k.ast, k.ren), set[str](), time.perf_counter()

  def load(self, k: Scheduler) -> _Cand | None:
    """Lower and compile k; None if it fails, is over BEAM_UOPS_MAX or compiles to a source already seen."""
    timeout = float(BEAM_TIMEOUT_SEC.value)
    try:
      st = time.perf_counter()
      with _deadline(timeout):
        spec = _lower(k)
        if len(spec.uops) > int(BEAM_UOPS_MAX.value) or spec.src in self.seen: return None
        self.seen.add(spec.src)
        mid = time.perf_counter()
        ret = _Cand(k, self.bench.runner(spec), spec.outs)
      if timeout > 0 and time.perf_counter() - st > timeout: raise BeamTimeout(f"over BEAM_TIMEOUT_SEC={timeout:g}")
      if DEBUG >= 3: print(f"beam: codegen {(mid - st) * 1e3:7.1f} ms, compile {(time.perf_counter() - mid) * 1e3:7.1f} ms {_fmt(k)}")
      return ret
    except Exception as e:  # one opts combination that trips lowering or the compiler must not end the search; the seed re-raises
      if BEAM_STRICT_MODE and not isinstance(e, BeamTimeout): raise
      if DEBUG >= 2 or BEAM_DEBUG >= 2: print(f"beam: {_fmt(k)} failed: {type(e).__name__}: {str(e)[:200]}")
      return None

  def expand(self, beam: list[_Cand]) -> list[_Cand]:
    """Every child of the beam, compiled and timed (cut short when far slower than the best so far)."""
    best, out = beam[0].t, []
    for b in beam:
      for child in get_kernel_actions(b.k, include_0=False).values():
        if (c := self.load(child)) is None: continue
        try: best = min(best, c.time(RUNS, best))
        except RuntimeError as e:
          if BEAM_STRICT_MODE: raise
          if DEBUG >= 4 or BEAM_DEBUG >= 2: print(f"beam: {child.applied_opts} failed to run: {e}")
          continue
        if BEAM_DEBUG: print(f"beam: {c.t * 1e6:9.2f} us {_fmt(child)}")
        out.append(c)
    return sorted(out, key=lambda c: c.t)

  def retime(self, cands: list[_Cand]) -> None:
    """More runs for each, round-robin, so they share the machine's state; each keeps its minimum."""
    for _ in range(RETIME_RUNS):
      for c in cands: c.time(1)

  def run(self, seeds: list[Scheduler], amt: int) -> Scheduler:
    beam = [c for s in seeds if (c := self.load(s)) is not None]
    for c in beam: c.time(RUNS)
    if not beam: return seeds[0]
    beam.sort(key=lambda c: c.t)
    first, rounds = beam[0], 0
    while True:
      rounds += 1
      timed = self.expand(beam)
      if timed: self.retime([beam[0], *timed[:RETIME_TOP]])
      pool = sorted(dict.fromkeys([*beam, *timed]), key=lambda c: c.t)
      if DEBUG >= 2 or BEAM_DEBUG: self.report(rounds, len(timed), pool[0])
      if not _faster(pool[0], beam[0]): break
      beam = pool[:amt]
    if beam[0] is not first: self.retime([first, beam[0]])  # the seed was last timed rounds ago: compare them side by side
    win = beam[0] if _faster(beam[0], first) else first
    if DEBUG >= 2 or BEAM_DEBUG:
      print(f"beam: {win.t * 1e6:.2f} us {_fmt(win.k)}, start {first.t * 1e6:.2f} us ({time.perf_counter() - self.start:.1f} s)")
    # a codegen bug must cost speed, not correctness: the winner has to compute what the seed computes
    if win is not first and not self.bench.agree(first, win):
      if DEBUG >= 1: print(f"beam: {_fmt(win.k)} computes a different result from {_fmt(first.k)} (a codegen bug); keeping the latter")
      return first.k
    return win.k

  def report(self, rounds: int, ntimed: int, top: _Cand) -> None:
    print(f"beam round {rounds}: {ntimed} timed, best {top.t * 1e6:9.2f} us {top.k.kernel_name()} {_fmt(top.k)} "
          f"({time.perf_counter() - self.start:.1f} s)", flush=True)

def _cache_key(k: Scheduler, amt: int, heuristic: Scheduler | None) -> tuple:
  ren = k.ren
  return ("beam", CODEGEN_VERSION, k.ast.key.hex(), amt, ren.device, type(ren).__name__, ren.suffix, ren.arch, ren.global_max, ren.local_max,
          None if heuristic is None else tuple(map(repr, heuristic.applied_opts)))

def _cached(k: Scheduler, key: tuple) -> Scheduler | None:
  if IGNORE_BEAM_CACHE or CACHELEVEL < 1 or not isinstance(opts := diskcache_get("beam_search", key), tuple): return None
  ret = k.copy()
  try:
    for o in opts: ret.apply_opt(o)
  except Exception as e:  # a stale or corrupt entry is a miss: search again and overwrite it
    if DEBUG >= 2: print(f"beam: cached opts {opts} no longer apply ({type(e).__name__}: {e}); searching again")
    return None
  return ret

def beam_search(k: Scheduler, amt: int, heuristic: Scheduler | None = None) -> Scheduler:
  """The fastest of the kernels reachable from `heuristic` (else k) by ACTIONS, keeping the `amt` best per round; cached on disk."""
  key = _cache_key(k, amt, heuristic)
  if (hit := _cached(k, key)) is not None: return hit
  winner = _Search(k).run([heuristic if heuristic is not None else k], amt)
  if CACHELEVEL >= 1: diskcache_put("beam_search", key, tuple(winner.applied_opts))
  return winner

__all__ = ["ACTIONS", "CODEGEN_VERSION", "beam_search", "get_kernel_actions", "upcast_lanes"]
