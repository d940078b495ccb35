"""Shared by the Tensor-level benches (matmul, elementwise, reduce, conv, compile): compile a Tensor expression's kernels once,
time them warm (median of repeated, waited-on runs, compile excluded), time the peers (numpy, torch CPU when importable) the
same way, and print or JSON-dump the figures with their ratios.

torch is optional: a bench prints its torch column only when `import torch` works, e.g. with a CPU wheel installed in a
throwaway venv and put on the path: `PYTHONPATH=/tmp/torchonly uv run python bench/conv.py` (never add torch to uv.lock).
One way: `python3 -m venv /tmp/torchvenv && /tmp/torchvenv/bin/pip install torch==2.13.0`, then symlink torch, functorch,
torchgen, sympy, mpmath, filelock, fsspec, networkx, jinja2, markupsafe from its site-packages into /tmp/torchonly (so the
venv's own numpy/typing_extensions are not shadowed).

How figures are taken (the benchmark rules): wall clock; tinygrad and its peers use the same number of threads (CPU_COUNT,
and OPENBLAS/OMP/MKL threads and torch's set to it); the peers run in the same process as tinygrad (`interleaved`): each contender's
calls run in short blocks of back-to-back calls, the contenders' blocks alternating, so a burst of load hits all alike; before every
block the process waits until the other threads of the process are idle, checked by their CPU time (/proc/self/task/*/schedstat):
OpenBLAS's idle workers spin at full speed for ~0.1 s after each call, and a contender timed right after it shares a core with
that spin (tinygrad's 1024^3 matmul ran 15.5 ms instead of 11.0 that way, on a machine whose other core was busy). The first call of
each block (its threads woken from sleep) is reported apart as "first call after idle"; min and median of the other calls, with N
printed; the load average (`machine_line`) and the cores' worth of CPU other processes used during each contender's calls;
ratios (peer time / tinygrad time), and the fraction of the machine's peak (`peak`, measured once with known kernels and cached).
A secondary figure beside them: the CPU time per call of all the process's threads (`Timing.cpu_ms`: the work done, spin-waits
included; on a loaded machine a pool whose threads spin while a partner is descheduled shows it here).

`--cpu-time` (any bench): a secondary figure, labelled so: every contender runs on one thread (CPU_COUNT=1, OPENBLAS/OMP/MKL
threads 1, torch 1 thread) and is timed in this thread's CPU seconds. It hides work done in other threads, so it is never
the headline. Import this module before numpy so the thread counts apply.
"""
from __future__ import annotations
import argparse, json, os, statistics, subprocess, sys, threading, time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
CPU_TIME = "--cpu-time" in sys.argv
PEER_THREAD_VARS = ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")
if CPU_TIME:  # before numpy (OpenBLAS) and tinygrad (CPU_COUNT) read them
  for var in ("CPU_COUNT", *PEER_THREAD_VARS): os.environ[var] = "1"
# the peers get as many threads as tinygrad's CPU device (unless set explicitly): a ratio of 2 threads against 1 means nothing
THREADS = int(os.environ.get("CPU_COUNT") or len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
for var in PEER_THREAD_VARS: os.environ.setdefault(var, str(THREADS))
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
  torch.set_num_threads(1 if CPU_TIME else THREADS)
  return torch

@dataclass(frozen=True)
class Timing:
  """Wall-clock figures of one contender, in ms: min and median of n calls (each run in a block of back-to-back calls), the median of
  the first call after each settle (`first_ms`, over `blocks` blocks: a call after the process's threads went idle), the longest
  settle before one of its blocks, the cores' worth of CPU other processes used while its calls ran (`others`), and the median CPU
  time per call summed over all of this process's threads (`cpu_ms`: the work done, spin-waits included, whatever the load)."""
  min_ms: float
  median_ms: float
  n: int
  first_ms: float = 0.0
  blocks: int = 0
  settle_ms: float = 0.0
  others: float | None = None
  cpu_ms: float = 0.0
  def __str__(self) -> str:
    return (f"min {self.min_ms:.2f} ms, median {self.median_ms:.2f} ms of {self.n} (in {self.blocks} blocks); first call after idle "
            f"{self.first_ms:.2f} ms (median of {self.blocks}); settled in <= {self.settle_ms:.0f} ms; other processes {fmt(self.others)} cores; "
            f"CPU time of all threads {self.cpu_ms:.2f} ms per call")

def thread_cpu_ns() -> dict[int, int]:
  """CPU nanoseconds run so far by each thread of this process (Linux /proc/self/task/*/schedstat; {} elsewhere)."""
  out: dict[int, int] = {}
  try: tids = os.listdir("/proc/self/task")
  except OSError: return out
  for tid in tids:
    try:
      with open(f"/proc/self/task/{tid}/schedstat") as f: out[int(tid)] = int(f.read().split()[0])
    except (OSError, ValueError, IndexError): pass  # the thread exited meanwhile
  return out

SETTLE_WINDOW_S, SETTLE_QUIET_NS, SETTLE_WINDOWS, SETTLE_CAP_S = 0.01, 200_000, 3, 2.0

def settle() -> float:
  """Sleep until no other thread of this process (thread pools: OpenBLAS, torch, tinygrad's CPU workers) ran more than 0.2 ms of
  CPU in each of 3 consecutive 10 ms windows, at most 2 s; returns the seconds waited. Where per-thread CPU time cannot be read,
  sleeps 0.5 s (OpenBLAS's idle workers spin ~0.1 s after a call)."""
  st, me = time.perf_counter(), threading.get_native_id()
  if not (prev := thread_cpu_ns()):
    time.sleep(0.5)
    return time.perf_counter() - st
  calm = 0
  while calm < SETTLE_WINDOWS and time.perf_counter() - st < SETTLE_CAP_S:
    time.sleep(SETTLE_WINDOW_S)
    cur = thread_cpu_ns()
    calm = calm + 1 if max((ns - prev.get(tid, 0) for tid, ns in cur.items() if tid != me), default=0) < SETTLE_QUIET_NS else 0
    prev = cur
  return time.perf_counter() - st

def _cpu_jiffies() -> tuple[int, int] | None:
  """(busy jiffies of the whole machine, of this process): their difference over a span is what other processes ran."""
  try:
    with open("/proc/stat") as f: v = [int(x) for x in f.readline().split()[1:]]
    with open("/proc/self/stat") as f: p = f.read().rsplit(")", 1)[1].split()
  except (OSError, ValueError): return None
  return sum(v) - v[3] - v[4], int(p[11]) + int(p[12])

def interleaved(contenders: dict[str, Callable[[], Any]], runs: int, warmup: int = 1, block: int = 3) -> dict[str, Timing]:
  """Time every contender's `runs` calls in blocks of up to `block` back-to-back calls, the contenders' blocks alternating (the order
  rotated each round) so a burst of load on a shared machine hits all of them alike. Before each block, `settle` waits until every
  other thread of the process is idle (by its CPU time), so no contender runs beside another's spinning pool threads (OpenBLAS's
  spin ~0.1 s at full speed after each call); the block's first call then wakes its own threads from sleep: it is timed apart
  (`first_ms`), and the block's other calls are the `runs` samples. `warmup` untimed calls of each first."""
  for fn in contenders.values():
    for _ in range(warmup): fn()
  names = list(contenders)
  samples: dict[str, list[float]] = {n: [] for n in names}
  firsts: dict[str, list[float]] = {n: [] for n in names}
  settles: dict[str, list[float]] = {n: [] for n in names}
  cpus: dict[str, list[float]] = {n: [] for n in names}
  other: dict[str, list[float]] = {n: [0.0, 0.0] for n in names}  # other processes' jiffies, wall seconds
  hz = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
  rnd = 0
  while any(len(samples[n]) < runs for n in names):
    for name in names[rnd % len(names):] + names[:rnd % len(names)]:
      if (k := min(block, runs - len(samples[name]))) <= 0: continue
      fn = contenders[name]
      settles[name].append(settle())
      j0, w0 = _cpu_jiffies(), time.perf_counter()
      st = clock()
      fn()
      firsts[name].append(clock() - st)
      for _ in range(k):
        st, cpu = clock(), time.process_time()
        fn()
        samples[name].append(clock() - st)
        cpus[name].append(time.process_time() - cpu)
      if j0 is not None and (j1 := _cpu_jiffies()) is not None:
        other[name][0] += (j1[0] - j0[0]) - (j1[1] - j0[1])
        other[name][1] += time.perf_counter() - w0
    rnd += 1
  return {n: Timing(min(ts) * 1e3, statistics.median(ts) * 1e3, len(ts), statistics.median(firsts[n]) * 1e3, len(firsts[n]),
                    max(settles[n]) * 1e3, max(0.0, other[n][0] / hz / other[n][1]) if other[n][1] else None, statistics.median(cpus[n]) * 1e3)
          for n, ts in samples.items()}

def load_warning(t: dict[str, Timing], limit: float = 0.5) -> str | None:
  """A line saying the wall figures were taken while other processes ran (more than `limit` cores' worth), else None."""
  busy = max((x.others for x in t.values() if x.others is not None), default=0.0)
  if busy <= limit: return None
  return (f"  WARNING: other processes used up to {busy:.1f} of {os.cpu_count()} cores while these ran: wall times are shares of a contended "
          f"machine (a pool that waits for a descheduled thread loses most); compare the CPU time figures, or rerun on a quiet machine")

def machine_line() -> str:
  """The load average, cores, CPU and the threads each side uses: printed under every table (a loaded machine skews all figures)."""
  load = " ".join(f"{x:.2f}" for x in os.getloadavg())
  return (f"  machine: load average {load} (1/5/15 min) on {os.cpu_count()} cores, {_cpu_model()}; threads: tinygrad CPU_COUNT="
          f"{CPU_COUNT.value}, OpenBLAS {os.environ.get('OPENBLAS_NUM_THREADS')}, torch {THREADS if not CPU_TIME else 1}")

def _cpu_model() -> str:
  try:
    with open("/proc/cpuinfo") as f: return next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), "unknown CPU")
  except OSError: return "unknown CPU"

PEAK_CACHE = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "tg-bench-peak.json")

def peak(remeasure: bool = False) -> dict:
  """The machine's peak, measured once and cached in PEAK_CACHE (per CPU and thread count; measured again, keeping the best,
  when the load average is lower than it was; --remeasure-peak starts afresh):
  GFLOPS = THREADS x one core's best of 7 numpy float32 matmuls 2048^3 (OpenBLAS sgemm, a hand-tuned FMA kernel that runs
  near the core's FMA peak, on one thread in a subprocess, timed in that thread's CPU seconds, which load does not inflate);
  GB/s = best of 7 copies (bytes read + written) and sums (bytes read) of 128 MiB, on one thread and split
  over THREADS Python threads (numpy releases the GIL in both) (the benches' working sets are of that size, so a large L3 may serve them).
  The nominal FMA peak (cores x GHz x vector lanes x 2 flops x 2 FMA units) is shown beside."""
  key = f"{_cpu_model()}|{THREADS}"
  try:
    with open(PEAK_CACHE) as f: cached = json.load(f)
    # a peak taken under load understates the machine: measure again when it is quieter now, and keep the best of each
    if not remeasure and key in cached and os.getloadavg()[0] >= cached[key]["load_when_measured"] - 1: return cached[key]
  except (OSError, ValueError): cached = {}
  one_core = subprocess.run([sys.executable, "-c", _ONE_CORE_SGEMM], env={**os.environ, **{v: "1" for v in PEER_THREAD_VARS}},
                            capture_output=True, text=True, check=True)
  gflops = THREADS * 2 * 2048 ** 3 / float(one_core.stdout) / 1e9
  n = 32 << 20
  src, dst = np.ones(n, np.float32), np.zeros(n, np.float32)
  chunks = [(dst[i * n // THREADS:(i + 1) * n // THREADS], src[i * n // THREADS:(i + 1) * n // THREADS]) for i in range(THREADS)]
  def threaded(fn: Callable, args: list[tuple]) -> Callable[[], None]:
    def run() -> None:
      ts = [threading.Thread(target=fn, args=a) for a in args]
      for t in ts: t.start()
      for t in ts: t.join()
    return run
  copy, read = threaded(np.copyto, chunks), threaded(np.sum, [(c[1],) for c in chunks])
  copy()
  gbs = max(2 * 4 * n / min(min(_wall(copy), _wall(lambda: np.copyto(dst, src))) for _ in range(7)),
            4 * n / min(min(_wall(read), _wall(src.sum)) for _ in range(7))) / 1e9
  res = {"gflops": gflops, "gb_per_s": gbs, "nominal_gflops": _nominal_gflops(), "load_when_measured": os.getloadavg()[0],
         "how": "threads x 1-thread OpenBLAS sgemm 2048^3 (best of 7, thread CPU time); numpy copy and sum of 128 MiB (1 and all threads, wall)"}
  if (old := cached.get(key)) is not None and not remeasure:
    res.update({k: max(res[k], old[k]) for k in ("gflops", "gb_per_s")}, load_when_measured=min(res["load_when_measured"], old["load_when_measured"]))
  cached[key] = res
  os.makedirs(os.path.dirname(PEAK_CACHE), exist_ok=True)
  with open(PEAK_CACHE, "w") as f: json.dump(cached, f, indent=2)
  return res

# one thread's CPU seconds for the best of 7 sgemms 2048^3: other processes on a loaded machine slow the wall clock, not this
_ONE_CORE_SGEMM = """import time, numpy as np
a = np.random.default_rng(0).random((2048, 2048), dtype=np.float32)
a @ a
best = float("inf")
for _ in range(7):
  st = time.thread_time()
  a @ a
  best = min(best, time.thread_time() - st)
print(best)"""

def _wall(fn: Callable[[], Any]) -> float:
  st = time.perf_counter()
  fn()
  return time.perf_counter() - st

def _nominal_gflops() -> float | None:
  """cores x GHz x float32 lanes (16 with AVX-512, 8 with AVX2) x 2 (multiply-add) x 2 FMA units; None where /proc/cpuinfo says nothing."""
  try:
    with open("/proc/cpuinfo") as f: info = f.read()
  except OSError: return None
  mhz = [float(ln.split(":")[1]) for ln in info.splitlines() if ln.startswith("cpu MHz")]
  lanes = 16 if " avx512f" in info else 8 if " avx2" in info else 4
  return THREADS * (max(mhz) if mhz else 0) / 1e3 * lanes * 2 * 2 or None

def peak_line(pk: dict) -> str:
  return (f"  peak (measured at load {pk['load_when_measured']:.1f}, cached in {PEAK_CACHE}): {pk['gflops']:.0f} GFLOPS fp32 "
          f"(nominal FMA peak at the /proc/cpuinfo clock {fmt(pk['nominal_gflops'], '.0f')}), "
          f"{pk['gb_per_s']:.1f} GB/s; {pk['how']}")

def of_peak(pk: dict, ms: float, flops: float = 0, nbytes: float = 0) -> str:
  """'41% of peak FLOPS' / '63% of peak GB/s' for a run of `ms`."""
  parts = []
  if flops:
    gf = flops / (ms * 1e-3) / 1e9
    nominal = f" ({gf / nom * 100:.0f}% of nominal)" if (nom := pk["nominal_gflops"]) else ""
    parts.append(f"{gf / pk['gflops'] * 100:.0f}% of measured peak FLOPS{nominal}")
  if nbytes: parts.append(f"{nbytes / (ms * 1e-3) / 1e9 / pk['gb_per_s'] * 100:.0f}% of peak GB/s")
  return ", ".join(parts)

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

def np_softmax(x: np.ndarray) -> np.ndarray:
  e = np.exp(x - x.max(-1, keepdims=True))
  return e / e.sum(-1, keepdims=True)

def np_layernorm(x: np.ndarray, eps: float = 1e-5) -> np.ndarray:
  m = x.mean(-1, keepdims=True)
  return (x - m) / np.sqrt(((x - m) ** 2).mean(-1, keepdims=True) + eps)

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
  ap.add_argument("--cpu-time", action="store_true", help="secondary figure: one thread each, timed in thread CPU seconds")
  ap.add_argument("--remeasure-peak", action="store_true", help="measure the machine's peak FLOPS and GB/s again (cached otherwise)")
  return ap

def emit(res: dict, as_json: bool) -> None:
  if as_json: print(json.dumps(res, indent=2))
  sys.stdout.flush()

__all__ = ["CPU_TIME", "THREADS", "TgRun", "Timing", "args_parser", "check", "clock", "device_label", "emit", "fmt", "interleaved",
           "load_warning", "machine_line", "median_s", "of_peak", "peak", "peak_line", "print_kernels", "ratio", "row", "settle",
           "tg_bench", "thread_cpu_ns", "try_torch"]
