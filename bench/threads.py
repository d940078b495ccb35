"""Where a 2-thread matmul's wall time goes: each slice of tinygrad's kernel timed from inside the CPU worker pool, and the CPU
time other threads of the process (OpenBLAS's workers, the pool's) burn after a call.

Slices: the pool dispatches the matmul through an instrumented trampoline that records, per slice, its start and end (time-stamp
counter, relative to the dispatch), the thread that ran it and that thread's CPU time for it (CLOCK_THREAD_CPUTIME_ID). Slice CPU
time is what the kernel costs; slice wall time minus it is time the thread waited for a core; a late start is a worker woken late.
Scenarios: back to back, after a 0.3 s sleep, after a 0.3 s busy wait, right after a numpy matmul (OpenBLAS's workers still
spinning), and after a numpy matmul plus harness.settle().
Spin: every thread's CPU time (/proc/self/task/*/schedstat) over the second after one numpy call and one tinygrad call.

  uv run python bench/threads.py [--size 1024] [--reps 9]     (Linux x86-64, CPU_COUNT >= 2, the native pool)
"""
import ctypes, statistics, threading, time
from collections.abc import Callable
from typing import Any
from harness import TgRun, args_parser, machine_line, settle, thread_cpu_ns
import numpy as np
from tinygrad import Tensor
from tinygrad.runtime.support import cpu_pool

def timed_tramp(nargs: int, out: int) -> str:
  """tg_tramp(kernel, args, core) that also stores [start tsc, end tsc, thread id, thread CPU ns] at out + 32 * core."""
  loads = "\n".join(f"  %p{i} = getelementptr inbounds i64, ptr %args, i64 {i}\n  %a{i} = load i64, ptr %p{i}, align 8" for i in range(nargs))
  def cpu_ns(n: int) -> str:
    return (f"  %r{n} = call i64 (i64, ...) @syscall(i64 228, i64 3, ptr %ts)\n  %s{n} = load i64, ptr %ts\n  %n{n} = load i64, ptr %tn\n"
            f"  %m{n} = mul i64 %s{n}, 1000000000\n  %c{n} = add i64 %m{n}, %n{n}")
  stores = "\n".join(f"  %q{i} = getelementptr inbounds i64, ptr %row, i64 {i}\n  store i64 {v}, ptr %q{i}" for i, v in
                     enumerate(("%t0", "%t1", "%tid", "%cpu")))
  return f"""declare i64 @llvm.readcyclecounter()
declare i64 @syscall(i64, ...)
define void @tg_tramp(ptr %k, ptr %args, i64 %core) {{
  %ts = alloca [2 x i64], align 8
  %tn = getelementptr inbounds i64, ptr %ts, i64 1
{cpu_ns(0)}
  %t0 = call i64 @llvm.readcyclecounter()
{loads}
  call void %k({''.join(f'i64 %a{i}, ' for i in range(nargs))}i64 %core)
  %t1 = call i64 @llvm.readcyclecounter()
{cpu_ns(1)}
  %cpu = sub i64 %c1, %c0
  %tid = call i64 (i64, ...) @syscall(i64 186)
  %off = mul i64 %core, 32
  %base = inttoptr i64 {out} to ptr
  %row = getelementptr inbounds i8, ptr %base, i64 %off
{stores}
  ret void
}}
"""

class SliceTracer:
  """Runs a TgRun's single split kernel through the pool with the timing trampoline."""
  def __init__(self, tg: TgRun):
    seen: dict = {}
    run = cpu_pool.NativePool.run
    def spy(pool: cpu_pool.NativePool, kernel: int, args: list[int], n: int) -> None:
      seen.update(pool=pool, kernel=kernel, args=args, n=n)
      run(pool, kernel, args, n)
    setattr(cpu_pool.NativePool, "run", spy)  # noqa: B010 - patched for one call, to learn the kernel's pool arguments
    try: tg.run_once()
    finally: setattr(cpu_pool.NativePool, "run", run)  # noqa: B010
    if not seen: raise RuntimeError("the kernel did not run on the native pool: needs Linux x86-64, CPU_COUNT >= 2 and CPU_POOL=1")
    self.pool, self.kernel, self.n = seen["pool"], seen["kernel"], seen["n"]
    self.rows = (ctypes.c_int64 * (4 * self.n))()
    self.prg, (self.tramp,) = cpu_pool._load(timed_tramp(len(seen["args"]), ctypes.addressof(self.rows)), "tg_tramp")
    self.argv = (ctypes.c_uint64 * len(seen["args"]))(*seen["args"])
    self.rd_prg, (rd,) = cpu_pool._load("declare i64 @llvm.readcyclecounter()\ndefine i64 @rd() {\n  %t = call i64 @llvm.readcyclecounter()\n"
                                        "  ret i64 %t\n}\n", "rd")
    self.rdtsc = ctypes.CFUNCTYPE(ctypes.c_int64)(rd)
    t0, w0 = self.rdtsc(), time.perf_counter()
    time.sleep(0.1)
    self.ticks_per_ms = (self.rdtsc() - t0) / ((time.perf_counter() - w0) * 1e3)

  def run(self) -> dict:
    """One dispatch: total ms, and per slice (start ms, end ms, thread id, CPU ms)."""
    st = self.rdtsc()
    self.pool.code[2](self.pool.addr, self.tramp, self.kernel, self.argv, self.n)
    total = (self.rdtsc() - st) / self.ticks_per_ms
    r = self.rows
    return {"total": total, "slices": [((r[4*i] - st) / self.ticks_per_ms, (r[4*i+1] - st) / self.ticks_per_ms, r[4*i+2], r[4*i+3] / 1e6)
                                       for i in range(self.n)]}

def busy(s: float) -> None:
  end = time.perf_counter() + s
  while time.perf_counter() < end: pass

def spin_after(call: Callable[[], Any], seconds: float = 1.0) -> dict[int, list[float]]:
  """CPU ms each thread but this one has run at 10, 50, 100, 200, 500 and 1000 ms after call() returns, counted from its return."""
  me, marks = threading.get_native_id(), (0.01, 0.05, 0.1, 0.2, 0.5, seconds)
  call()
  out: dict[int, list[float]] = {}
  base, st = thread_cpu_ns(), time.perf_counter()
  for m in marks:
    time.sleep(max(0.0, st + m - time.perf_counter()))
    for tid, ns in thread_cpu_ns().items():
      if tid != me: out.setdefault(tid, []).append((ns - base.get(tid, 0)) / 1e6)
  return out

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--size", type=int, default=1024)
  ap.add_argument("--reps", type=int, default=9)
  args = ap.parse_args()
  rng = np.random.default_rng(0)
  a, b = rng.random((args.size, args.size), dtype=np.float32), rng.random((args.size, args.size), dtype=np.float32)
  tg = TgRun.build(Tensor(a).realize() @ Tensor(b).realize())
  tracer = SliceTracer(tg)
  for _ in range(3): tracer.run()
  main_tid = threading.get_native_id()
  print(f"matmul {args.size}^3 split into {tracer.n} slices; medians of {args.reps} dispatches (ms)")
  scenarios = {"back to back": lambda: None, "after sleep 0.3 s": lambda: time.sleep(0.3), "after busy 0.3 s": lambda: busy(0.3),
               "right after numpy": lambda: a @ b, "numpy, then settle()": lambda: (a @ b, settle())}
  for name, pre in scenarios.items():
    res = []
    for _ in range(args.reps):
      pre()
      res.append(tracer.run())
    total, latest = statistics.median(r["total"] for r in res), statistics.median(max(s[0] for s in r["slices"]) for r in res)
    worker = statistics.median(min((s[0] for s in r["slices"] if s[2] != main_tid), default=float("nan")) for r in res)
    wall = statistics.median(s[1] - s[0] for r in res for s in r["slices"])
    cpu = statistics.median(s[3] for r in res for s in r["slices"])
    print(f"  {name:22s} total {total:7.2f}  latest slice start {latest:6.2f}  worker's first start {worker:6.2f}  slice wall {wall:7.2f}  "
          f"slice CPU {cpu:7.2f}")
  for label, call in (("numpy", lambda: a @ b), ("tinygrad", tg.run_once)):
    print(f"  CPU ms of the other threads at 10/50/100/200/500/1000 ms after one {label} call:")
    for tid, ms in sorted(spin_after(call).items()):
      if ms[-1] > 0.01: print(f"    thread {tid}: " + " ".join(f"{x:.2f}" for x in ms))
  print(machine_line())

if __name__ == "__main__": main()
