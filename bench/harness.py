"""Shared by the Tensor-level benches (matmul, elementwise, reduce, conv, compile): compile a Tensor expression's kernels once,
time them warm (median of repeated, waited-on runs, compile excluded), time the peers (numpy, torch CPU when importable) the
same way, and print or JSON-dump the figures with their ratios.

torch is optional: a bench prints its torch column only when `import torch` works, e.g. with a CPU wheel installed in a
throwaway venv and put on the path: `PYTHONPATH=/tmp/torchonly uv run python bench/conv.py` (never add torch to uv.lock).
One way: `python3 -m venv /tmp/torchvenv && /tmp/torchvenv/bin/pip install torch==2.13.0`, then symlink torch, functorch,
torchgen, sympy, mpmath, filelock, fsspec, networkx, jinja2, markupsafe from its site-packages into /tmp/torchonly (so the
venv's own numpy/typing_extensions are not shadowed).

`--cpu-time` (any bench): every contender runs on one thread (CPU_COUNT=1, OPENBLAS/OMP/MKL threads 1, torch 1 thread) and is
timed in this thread's CPU seconds, so other processes on a shared machine do not inflate the figures. Import this module
before numpy so the thread counts apply.
"""
from __future__ import annotations
import argparse, json, os, statistics, sys, time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
CPU_TIME = "--cpu-time" in sys.argv
if CPU_TIME:  # before numpy (OpenBLAS) and tinygrad (CPU_COUNT) read them
  for var in ("CPU_COUNT", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"): os.environ[var] = "1"
clock = time.thread_time if CPU_TIME else time.perf_counter
import numpy as np  # noqa: E402
from tinygrad import Tensor  # noqa: E402
from tinygrad.device import Device  # noqa: E402
from tinygrad.helpers import BEAM, CPU_COUNT, DEBUG  # noqa: E402
from tinygrad.engine.realize import CompiledRunner, ExecItem, lower_and_compile  # noqa: E402

def device_label() -> str:
  """The device string, its renderer, threads and how time is measured."""
  how = "thread CPU time, 1 thread each" if CPU_TIME else "wall time"
  return f"{Device.DEFAULT} ({type(Device[Device.DEFAULT].renderer).__name__}, CPU_COUNT={CPU_COUNT.value}, BEAM={BEAM.value}; {how})"

def try_torch() -> Any:
  """The torch module, or None (the torch column is then skipped)."""
  try: import torch
  except ImportError: return None
  if CPU_TIME: torch.set_num_threads(1)
  return torch

def median_s(fn: Callable[[], Any], runs: int, warmup: int = 1) -> float:
  """Median wall time of fn() in seconds, after `warmup` untimed calls (first touch of output pages, caches, thread pools)."""
  for _ in range(warmup): fn()
  times = []
  for _ in range(runs):
    st = clock()
    fn()
    times.append(clock() - st)
  return statistics.median(times)

@dataclass
class TgRun:
  """The kernels of one Tensor expression, compiled once and timed warm."""
  items: list[ExecItem]
  compile_ms: float
  kernel_ms: float = 0.0
  per_kernel_ms: list[float] = field(default_factory=list)

  @staticmethod
  def build(out: Tensor) -> TgRun:
    linear = out.schedule_linear()
    st = time.perf_counter()
    items = lower_and_compile(linear)  # codegen (opts: heuristics or BEAM) + compile; timed apart from the runs
    return TgRun(items, (time.perf_counter() - st) * 1e3)

  def run_once(self, stats: bool = False) -> list[float]:
    times = []
    for ei in self.items:
      st = clock()
      ei.run({}, wait=True, do_update_stats=stats)
      times.append(clock() - st)
    return times

  def time(self, runs: int, warmup: int = 1) -> TgRun:
    """Median over `runs` of the summed per-kernel times (each waited on); the median per kernel too."""
    self.run_once(stats=DEBUG >= 2)  # the DEBUG=2 per-kernel lines, once
    for _ in range(warmup): self.run_once()
    samples = [self.run_once() for _ in range(runs)]
    self.kernel_ms = statistics.median(sum(s) for s in samples) * 1e3
    self.per_kernel_ms = [statistics.median(col) * 1e3 for col in zip(*samples)]
    return self

  def output(self) -> np.ndarray:
    """The last kernel's first output buffer, as float32 numpy (what the expression computed)."""
    ei = self.items[-1]
    assert isinstance(ei.runner, CompiledRunner), f"the last call is {ei.runner.name}, not a kernel"
    return np.asarray(ei.bufs[ei.runner.p.outs[0]].buffer.numpy())

  def kernels(self) -> list[dict]:
    """Name, core slices (global_size[0] on CPU), applied opts and median ms of each kernel."""
    out = []
    for ei, ms in zip(self.items, self.per_kernel_ms or [0.0] * len(self.items)):
      p = getattr(ei.runner, "p", None)
      out.append({"name": ei.runner.name, "ms": ms, "slices": int(p.global_size[0]) if p is not None else None,
                  "opts": [opt_str(o) for o in p.applied_opts] if p is not None else []})
    return out

def opt_str(o: Any) -> str:
  """Opt(op=OptOps.SPLIT, axis=0, arg=(16, AxisType.UPCAST)) -> SPLIT(0,16,UPCAST)."""
  arg = o.arg if isinstance(o.arg, tuple) else () if o.arg is None else (o.arg,)
  parts = [str(o.axis)] * (o.axis is not None) + [getattr(a, "name", str(a)) for a in arg]
  return f"{o.op.name}({','.join(parts)})"

def tg_bench(make: Callable[[], Tensor], runs: int, warmup: int = 1) -> TgRun:
  """Compile make()'s kernels (its inputs must be realized already) and time them."""
  return TgRun.build(make()).time(runs, warmup)

def check(name: str, got: np.ndarray, want: np.ndarray, rtol: float, atol: float) -> None:
  """A bench whose kernel computes a wrong answer reports nothing: speed of a wrong result is meaningless."""
  np.testing.assert_allclose(got.reshape(want.shape), want, rtol=rtol, atol=atol, err_msg=f"tinygrad computed a wrong {name}")

def ratio(peer_ms: float | None, ms: float | None) -> float | None:
  """How many times faster than the peer (> 1: faster); None when either is missing."""
  return None if not peer_ms or not ms else peer_ms / ms

def fmt(x: float | None, spec: str = ".2f", unit: str = "") -> str: return "-" if x is None else f"{x:{spec}}{unit}"

def row(name: str, ms: float | None, flops: float | None = None, target: float | None = None, vs: float | None = None) -> str:
  """One line of a table: time, GFLOPS, and (for tinygrad rows) the ratio against the peer with the target."""
  gf = None if flops is None or not ms else flops / (ms * 1e-3) / 1e9
  line = f"  {name:34s} {fmt(ms, '9.2f', ' ms')}  {fmt(gf, '8.1f', ' GFLOPS') if flops else '':>15s}"
  if vs is not None: line += f"  {vs:5.2f}x" + (f" (target >= {target}x: {'met' if vs >= target else 'MISSED'})" if target is not None else "")
  return line

def print_kernels(kernels: list[dict]) -> None:
  for k in kernels: print(f"      kernel {k['name']:30s} {k['ms']:9.2f} ms  slices {k['slices']}  opts {' '.join(k['opts']) or '-'}")

def args_parser(doc: str | None) -> argparse.ArgumentParser:
  ap = argparse.ArgumentParser(description=(doc or "").split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter, epilog=doc)
  ap.add_argument("--runs", type=int, default=10, help="timed runs per figure (median)")
  ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
  ap.add_argument("--cpu-time", action="store_true", help="one thread each, timed in thread CPU seconds (robust on a loaded machine)")
  return ap

def emit(res: dict, as_json: bool) -> None:
  if as_json: print(json.dumps(res, indent=2))
  sys.stdout.flush()

__all__ = ["CPU_TIME", "TgRun", "args_parser", "check", "clock", "device_label", "emit", "fmt", "median_s", "print_kernels", "ratio", "row",
           "tg_bench", "try_torch"]
