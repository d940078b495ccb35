"""CPU runtime bench: compile time per kernel (llvmlite in-process vs the C compiler), a 16M-element a*b+c on 1 vs CPU_COUNT threads vs
numpy, and the cost of splitting a tiny kernel over 2 threads: the native worker pool vs Python threads (CPU_POOL=0)."""
import argparse, functools, json, statistics, time
import numpy as np
from tinygrad.device import CompileError, Device
from tinygrad.helpers import CPU_COUNT, Context
from harness import interleaved, machine_line
from tinygrad.runtime.ops_cpu import CPUProgram
from tinygrad.runtime.support.compiler_cpu import CPUCCompiler
from tinygrad.runtime.support.compiler_llvm import CPULLVMCompiler

# slice core_id of `slices` covers [core_id*per, min(core_id*per+per, n)), per rounded up to 64 elements
LL_MULADD = """
define void @muladd(ptr noalias %out, ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %n, i32 %core_id) #0 {{
entry:
  %n1 = add i64 %n, {per_round}
  %per0 = udiv i64 %n1, {slices}
  %per = and i64 %per0, -64
  %cid = zext i32 %core_id to i64
  %start = mul i64 %cid, %per
  %e0 = add i64 %start, %per
  %lt = icmp ult i64 %e0, %n
  %end = select i1 %lt, i64 %e0, i64 %n
  %any = icmp ult i64 %start, %end
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i64 [%start, %entry], [%next, %loop]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %pc = getelementptr inbounds float, ptr %c, i64 %i
  %po = getelementptr inbounds float, ptr %out, i64 %i
  %va = load float, ptr %pa
  %vb = load float, ptr %pb
  %vc = load float, ptr %pc
  %m = fmul float %va, %vb
  %r = fadd float %m, %vc
  store float %r, ptr %po
  %next = add nuw i64 %i, 1
  %done = icmp uge i64 %next, %end
  br i1 %done, label %exit, label %loop
exit:
  ret void
}}
attributes #0 = {{ nounwind "no-builtins" }}
"""
C_MULADD = """
void muladd(float* restrict out, const float* restrict a, const float* restrict b, const float* restrict c, long n, int core_id) {{
  long per = (n + {per_round}) / {slices} & ~63L, start = core_id * per, end = start + per < n ? start + per : n;
  for (long i = start; i < end; i++) out[i] = a[i] * b[i] + c[i];
}}
"""
def ll_source(slices: int) -> str: return LL_MULADD.format(slices=slices, per_round=slices * 64 - 1)
def c_source(slices: int) -> str: return C_MULADD.format(slices=slices, per_round=slices * 64 - 1)

def compile_ms(compiler, sources: list[str]) -> float:
  times = []
  for src in sources:
    st = time.perf_counter()
    compiler.compile(src)
    times.append((time.perf_counter() - st) * 1e3)
  return statistics.median(times)

def kernel_sources(reps: int) -> tuple[list[str], list[str]]:
  # the same kernel in IR and C, with `reps` different slice counts so each compile is new work
  return [ll_source(s) for s in range(1, reps + 1)], [c_source(s) for s in range(1, reps + 1)]

def time_runs(fxn, runs: int) -> float:
  fxn()
  return statistics.median(fxn() for _ in range(runs))

def bench(n: int, runs: int, reps: int) -> dict:
  dev, threads = Device["CPU"], CPU_COUNT.value
  ll, cs = kernel_sources(reps)
  res: dict = {"cpu_count": threads, "n": n, "compile_ms_llvmlite": compile_ms(CPULLVMCompiler(), ll)}
  cc: CPUCCompiler | None = None
  try: res["compile_ms_cc"] = compile_ms(cc := CPUCCompiler(), cs)
  except CompileError as e: res["compile_ms_cc"] = print(f"no C compiler: {e}")
  rng = np.random.default_rng(0)
  a, b, c = (rng.random(n, dtype=np.float32) for _ in range(3))
  bufs = [dev.allocator.alloc(4 * n) for _ in range(4)]
  for buf, arr in zip(bufs[1:], (a, b, c)): dev.allocator._copyin(buf, arr.data.cast("B"))
  def numpy_run() -> float:
    st = time.perf_counter()
    a * b + c
    return time.perf_counter() - st
  res["numpy_ms"] = time_runs(numpy_run, runs) * 1e3
  out = np.empty(n, np.float32)
  for name, comp, src in [("llvm", CPULLVMCompiler(), ll_source), ("cc", cc, c_source)]:
    if comp is None: continue
    for label, nthreads in [("1", 1), ("all", threads)]:
      prg = CPUProgram("muladd", comp.compile(src(nthreads)))
      with Context(CPU_COUNT=nthreads): res[f"{name}_{label}_thread_ms"] = time_runs(functools.partial(prg, *bufs, global_size=(nthreads, 1, 1),
                                                                                                      vals=(n,), wait=True), runs) * 1e3
      dev.allocator._copyout(out.data.cast("B"), bufs[0])
      assert np.allclose(out, a * b + c, rtol=1e-6), f"{name} on {nthreads} threads computed a wrong a*b+c"
    res[f"{name}_speedup_all_vs_1"] = res[f"{name}_1_thread_ms"] / res[f"{name}_all_thread_ms"]
    res[f"{name}_vs_numpy"] = res["numpy_ms"] / res[f"{name}_all_thread_ms"]
  return res

def dispatch_us(calls: int, rounds: int) -> dict:
  """Microseconds per call of a 256-element a*b+c split into 2 slices on 2 threads, native pool vs Python threads, interleaved rounds."""
  dev, n = Device["CPU"], 256
  bufs = [dev.allocator.alloc(4 * n) for _ in range(4)]
  prg = CPUProgram("muladd", CPULLVMCompiler().compile(ll_source(2)), threads=2)
  call = functools.partial(prg, *bufs, global_size=(2, 1, 1), vals=(n,))
  def batch(pool: int) -> None:
    with Context(CPU_POOL=pool):
      for _ in range(calls): call()
  direct = CPUProgram("muladd", CPULLVMCompiler().compile(ll_source(1)), threads=1)
  def unsplit() -> None:
    for _ in range(calls): direct(*bufs, global_size=(1, 1, 1), vals=(n,))
  t = interleaved({"native": functools.partial(batch, 1), "python": functools.partial(batch, 0), "unsplit": unsplit}, rounds)
  return {f"{k}_us": v.median_ms * 1e3 / calls for k, v in t.items()} | {"rounds": rounds, "calls": calls}

def main() -> None:
  p = argparse.ArgumentParser(description=__doc__)
  p.add_argument("--n", type=int, default=16 * 1024 * 1024, help="elements in a, b, c")
  p.add_argument("--runs", type=int, default=10, help="timed runs per figure (median)")
  p.add_argument("--reps", type=int, default=15, help="kernels compiled per compiler for the compile-time median")
  p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
  p.add_argument("--dispatch", action="store_true", help="only the dispatch cost of a tiny 2-slice kernel: native pool vs Python threads")
  args = p.parse_args()
  if args.dispatch:
    d = dispatch_us(1000, 31)
    if args.json: return print(json.dumps(d))
    print(f"tiny 2-slice kernel, us per call, median of {d['rounds']} interleaved rounds of {d['calls']} calls: native pool "
          f"{d['native_us']:.1f}, Python threads {d['python_us']:.1f} ({d['python_us'] / d['native_us']:.1f}x), unsplit on 1 thread "
          f"{d['unsplit_us']:.1f}")
    return print(machine_line())
  res = bench(args.n, args.runs, args.reps)
  if args.json: return print(json.dumps(res))
  cc_ms = res["compile_ms_cc"] or float("nan")
  print(f"compile a*b+c kernel, median of {args.reps}: llvmlite {res['compile_ms_llvmlite']:.2f} ms, "
        f"cc {cc_ms:.2f} ms ({cc_ms / res['compile_ms_llvmlite']:.2f}x llvmlite)")
  print(f"a*b+c over {args.n} float32, median of {args.runs}: numpy {res['numpy_ms']:.2f} ms")
  for name in ("llvm", "cc"):
    if f"{name}_vs_numpy" in res:
      print(f"  {name:4s}: 1 thread {res[f'{name}_1_thread_ms']:.2f} ms, {res['cpu_count']} threads {res[f'{name}_all_thread_ms']:.2f} ms "
            f"({res[f'{name}_speedup_all_vs_1']:.2f}x), {res[f'{name}_vs_numpy']:.2f}x numpy")

if __name__ == "__main__": main()
