"""BEAM search: try optimisation actions, time the compiled kernels on the device, keep the best `amt`, repeat.

The beam starts from the kernel as written and the hand-coded heuristics' choice, so the result is never slower than the
default. Candidates over BEAM_UPCAST_MAX upcast lanes or BEAM_LOCAL_MAX local threads are skipped; ones over BEAM_UOPS_MAX
uops are not timed; identical sources are timed once. The search stops when a round gains less than BEAM_MIN_PROGRESS us.
Winners are cached in the disk cache (table `beam_search`, keyed by the AST, amt, device and renderer) so another process
reuses them; IGNORE_BEAM_CACHE=1 searches again. DEBUG>=2 prints each round.
"""
from __future__ import annotations
import math, time
from typing import Any
import numpy as np
from tinygrad.device import Buffer, CompileError, Device, renderer_class
from tinygrad.dtype import AddrSpace, PtrDType, _to_np_dtype
from tinygrad.helpers import BEAM_LOCAL_MAX, BEAM_MIN_PROGRESS, BEAM_UOPS_MAX, BEAM_UPCAST_MAX, CACHELEVEL, DEBUG, IGNORE_BEAM_CACHE, diskcache_get, \
  diskcache_put, prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, UOp
from tinygrad.renderer import ProgramSpec, Renderer
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps
from tinygrad.codegen.opt.postrange import Scheduler, const_size

def _actions() -> list[Opt]:
  ret = [Opt(OptOps.SPLIT, a, (amt, AxisType.UPCAST)) for a in range(8) for amt in (0, 2, 3, 4, 5, 7, 8, 16)]
  ret += [Opt(OptOps.SPLIT, a, (amt, AxisType.UNROLL)) for a in range(8) for amt in (0, 2, 4, 7)]
  ret += [Opt(OptOps.SPLIT, a, (amt, AxisType.LOCAL)) for a in range(6) for amt in (2, 3, 4, 8, 13, 16, 29)]
  ret += [Opt(OptOps.SPLIT, a, (amt, AxisType.THREAD)) for a in range(3) for amt in (2, 3, 4, 5, 8, 12, 16, 24, 32, 64)]
  ret += [Opt(OptOps.SWAP, a, b) for a in range(5) for b in range(a + 1, 5)]
  ret += [Opt(OptOps.STAGE, None, s) for s in range(6)]
  return ret + [Opt(OptOps.NOLOCALS)]
ACTIONS = _actions()

def get_kernel_actions(k: Scheduler, include_0: bool = True, max_up: int | None = None) -> dict[int, Scheduler]:
  """Every valid one-opt extension of k (keyed by its index in ACTIONS), within the upcast/local budgets."""
  out: dict[int, Scheduler] = {0: k} if include_0 else {}
  max_up = max_up if max_up is not None else int(BEAM_UPCAST_MAX.value)
  for i, opt in enumerate(ACTIONS):
    if opt.op is OptOps.SPLIT and opt.arg[1] in (AxisType.UPCAST, AxisType.UNROLL) and opt.arg[0] > max_up: continue
    k2 = k.copy()
    try: k2.apply_opt(opt)
    except KernelOptError: continue
    if k2.upcast_size > max_up: continue
    if prod(const_size(r) or 1 for r in k2.rngs if r.arg[-1] is AxisType.LOCAL) > int(BEAM_LOCAL_MAX.value): continue
    out[i + 1] = k2
  return out

class _Bench:
  """Compiles and times candidates on the renderer's device, with scratch buffers of the kernel's sizes."""
  def __init__(self, ast: UOp, ren: Renderer):
    dev = Device[ren.device]
    assert dev.runtime is not None, f"{ren.device} cannot run programs, so BEAM cannot time them"
    self.runtime = dev.runtime
    make = next((mk for name, mk in dev.renderers if renderer_class(name) is type(ren)), None)
    self.compiler = dev.compiler if type(dev.renderer) is type(ren) or make is None else make(ren)
    params = {u.arg.slot: u for u in ast.toposort() if u.op is Ops.PARAM and isinstance(u.dtype, PtrDType) and u.dtype.addrspace is AddrSpace.GLOBAL}
    rng = np.random.default_rng(0)
    self.bufs: dict[int, Buffer] = {}
    for slot, p in params.items():
      assert isinstance(p.dtype, PtrDType)
      b = Buffer(ren.device, max(p.dtype.size, 1), p.dtype.base).ensure_allocated()
      npdt = _to_np_dtype(p.dtype.base)
      data: Any = (rng.random(b.size) * 4).astype(npdt) if npdt is not None else np.zeros(b.nbytes, np.uint8)
      if data.nbytes == b.nbytes: b.copyin(memoryview(data.tobytes()))
      self.bufs[slot] = b
    self.var_vals = {v.expr: v.arg.vmin_vmax[1] for v in ast.variables()}

  def time(self, spec: ProgramSpec, best: float) -> float:
    prg = self.runtime(spec.name, self.compiler.compile_cached(spec.src))
    gs, ls = spec.launch_dims(self.var_vals)
    args = [self.bufs[i]._buf for i in spec.globals if i in self.bufs]
    times: list[float] = []
    for _ in range(3):
      times.append(prg(*args, global_size=gs, local_size=ls, vals=spec.vals(self.var_vals), wait=True))
      if times[-1] > best * 3: break
    return min(times)

def _lower(k: Scheduler) -> ProgramSpec:
  from tinygrad.codegen.program import lower_optimized
  return lower_optimized(k.get_optimized_ast(), k.ren)

def _cache_key(k: Scheduler, amt: int) -> tuple:
  return ("beam", k.ast.key.hex(), amt, k.ren.device, type(k.ren).__name__, k.ren.suffix, k.ren.arch)

def beam_search(k: Scheduler, amt: int, heuristic: Scheduler | None = None) -> Scheduler:
  key = _cache_key(k, amt)
  if not IGNORE_BEAM_CACHE and CACHELEVEL >= 1 and (opts := diskcache_get("beam_search", key)) is not None:
    ret = k.copy()
    for o in opts: ret.apply_opt(o)
    return ret
  bench = _Bench(k.ast, k.ren)
  seen: dict[str, float] = {}
  def measure(c: Scheduler, best: float) -> float:
    try: spec = _lower(c)
    except (KernelOptError, CompileError, NotImplementedError, ValueError) as e:
      if DEBUG >= 4: print(f"beam: {c.applied_opts} failed to lower: {e}")
      return math.inf
    if len(spec.uops) > int(BEAM_UOPS_MAX.value): return math.inf
    if spec.src in seen: return math.inf  # an identical kernel is already in the running
    try: seen[spec.src] = t = bench.time(spec, best)
    except (CompileError, RuntimeError) as e:
      if DEBUG >= 4: print(f"beam: {c.applied_opts} failed: {e}")
      return math.inf
    return t
  start = time.perf_counter()
  beam = sorted([(measure(c, math.inf), c) for c in ([k] + ([heuristic] if heuristic is not None else []))], key=lambda x: x[0])[:amt]
  rounds = 0
  while True:
    rounds += 1
    cands = [c for _, b in beam for c in get_kernel_actions(b, include_0=False).values()]
    best = beam[0][0]
    timed = sorted(((t, c) for c in cands if (t := measure(c, best)) < math.inf), key=lambda x: x[0])
    if DEBUG >= 2:
      top = timed[0] if timed else beam[0]
      print(f"beam round {rounds}: {len(cands)} candidates, {len(timed)} timed, best {top[0] * 1e6:9.2f} us {top[1].kernel_name()} "
            f"{top[1].applied_opts}"
            f" ({time.perf_counter() - start:.1f} s)", flush=True)
    if not timed or (beam[0][0] - timed[0][0]) * 1e6 < float(BEAM_MIN_PROGRESS.value): break
    beam = sorted(dict((id(c), (t, c)) for t, c in [*beam, *timed]).values(), key=lambda x: x[0])[:amt]
  winner = beam[0][1]
  if CACHELEVEL >= 1: diskcache_put("beam_search", key, tuple(winner.applied_opts))
  return winner

__all__ = ["ACTIONS", "beam_search", "get_kernel_actions"]
