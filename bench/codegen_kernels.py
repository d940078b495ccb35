"""Codegen bench: hand-built kernel ASTs (what the scheduler will hand codegen) compiled with the default heuristics and run on
the CPU device, beside numpy in the same run: a*b+c over 16M float32, sum and max over 16M (one kernel, and split in two
kernels as the scheduler's SPLIT_REDUCEOP does), and a 1024x1024x1024 float32 matmul. Also the codegen+compile time per kernel.

  uv run python bench/codegen_kernels.py [--json] [--runs N]      (DEV=CPU:CLANG for the C renderer, BEAM=2 to search)
"""
import argparse, json, statistics, time
import numpy as np
from tinygrad.codegen import get_program
from tinygrad.device import Buffer, Device
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp

def param(slot: int, n: int) -> UOp: return UOp(Ops.PARAM, dtypes.float.ptr(n), (), ParamArg(slot, dtypes.float))
def kernel(*effects: UOp) -> UOp: return UOp.sink(*effects, arg=KernelInfo(opts_to_apply=None))

def muladd_ast(n: int) -> UOp:
  o, a, b, c = (param(i, n) for i in range(4))
  i = UOp.range(n, 0)
  return kernel(o[i].store(a[i].load() * b[i].load() + c[i].load()).end(i))

def reduce_ast(n_out: int, n_in: int, op: Ops) -> UOp:
  o, a = param(0, n_out), param(1, n_out * n_in)
  i, k = UOp.range(n_out, 0), UOp.range(n_in, 1, AxisType.REDUCE)
  return kernel(o[i].store(UOp(Ops.REDUCE, dtypes.float, (a[i * n_in + k].load(), k), (op, 0))).end(i))

def matmul_ast(n: int) -> UOp:
  c, a, b = param(0, n * n), param(1, n * n), param(2, n * n)
  i, j, k = UOp.range(n, 0), UOp.range(n, 1), UOp.range(n, 2, AxisType.REDUCE)
  return kernel(c[i * n + j].store(UOp(Ops.REDUCE, dtypes.float, (a[i * n + k].load() * b[k * n + j].load(), k), (Ops.ADD, 0))).end(i, j))

class Kernel:
  """A compiled kernel bound to its buffers."""
  def __init__(self, ast: UOp, bufs: list[Buffer]):
    dev = Device["CPU"]
    assert dev.runtime is not None
    st = time.perf_counter()
    self.spec = get_program(ast, dev.renderer)
    self.prg = dev.runtime(self.spec.name, dev.compiler.compile(self.spec.src))
    self.compile_ms = (time.perf_counter() - st) * 1e3
    self.args = [bufs[i].ensure_allocated()._buf for i in self.spec.globals]
  def __call__(self) -> float: return self.prg(*self.args, global_size=self.spec.global_size, wait=True)

def buf(a: np.ndarray) -> Buffer: return Buffer("CPU", a.size, dtypes.float).ensure_allocated().copyin(memoryview(a.tobytes()))
def best(fn, runs: int) -> float:
  fn()
  return min(fn() for _ in range(runs))
def timed(fn) -> float:
  st = time.perf_counter()
  fn()
  return time.perf_counter() - st

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  ap.add_argument("--json", action="store_true", help="print the results as JSON")
  ap.add_argument("--runs", type=int, default=5)
  args = ap.parse_args()
  rng = np.random.default_rng(0)
  N, M = 1 << 24, 1024
  a, b, c = (rng.random(N, dtype=np.float32) for _ in range(3))
  ma, mb = rng.random((M, M), dtype=np.float32), rng.random((M, M), dtype=np.float32)
  results: list[dict] = []
  def report(name: str, ks: list[Kernel], out: Buffer, want: np.ndarray, peer: float, flops: float, rtol: float) -> None:
    t = best(lambda: sum(k() for k in ks), args.runs)
    got = np.frombuffer(out.as_memoryview(), dtype=np.float32).reshape(want.shape)
    np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol)
    row: dict = {"name": name, "kernels": [k.spec.name for k in ks], "opts": [str(k.spec.applied_opts) for k in ks], "ms": t * 1e3,
                 "numpy_ms": peer * 1e3, "ratio_vs_numpy": peer / t, "gflops": flops / t / 1e9, "compile_ms": [k.compile_ms for k in ks]}
    results.append(row)
    if not args.json:
      print(f"{name:28s} {t * 1e3:9.2f} ms  numpy {peer * 1e3:9.2f} ms  {peer / t:5.2f}x numpy  {flops / t / 1e9:7.1f} GFLOPS  "
            f"{' + '.join(row['kernels'])}")

  ba, bb, bc, bo = buf(a), buf(b), buf(c), buf(np.zeros(N, np.float32))
  report("a*b+c 16M", [Kernel(muladd_ast(N), [bo, ba, bb, bc])], bo, a * b + c, best(lambda: timed(lambda: a * b + c), args.runs), 2 * N, 1e-6)
  for op, npf, name in ((Ops.ADD, np.sum, "sum"), (Ops.MAX, np.max, "max")):
    peer = best(lambda: timed(lambda: npf(a)), args.runs)  # noqa: B023
    o1 = buf(np.zeros(1, np.float32))
    report(f"{name} 16M (1 kernel)", [Kernel(reduce_ast(1, N, op), [o1, ba])], o1, np.array([npf(a.astype(np.float64))], np.float32), peer, N, 1e-4)
    part, o2 = buf(np.zeros(2048, np.float32)), buf(np.zeros(1, np.float32))
    ks = [Kernel(reduce_ast(2048, N // 2048, op), [part, ba]), Kernel(reduce_ast(1, 2048, op), [o2, part])]
    report(f"{name} 16M (split, 2 kernels)", ks, o2, np.array([npf(a.astype(np.float64))], np.float32), peer, N, 1e-4)
  mc, mma, mmb = buf(np.zeros(M * M, np.float32)), buf(ma), buf(mb)
  report("matmul 1024^3", [Kernel(matmul_ast(M), [mc, mma, mmb])], mc, ma @ mb, best(lambda: timed(lambda: ma @ mb), args.runs), 2 * M ** 3, 1e-3)
  compile_ms = [ms for r in results for ms in r["compile_ms"]]
  summary = {"device": f"CPU:{type(Device['CPU'].renderer).__name__}", "median_compile_ms": statistics.median(compile_ms), "results": results}
  if args.json: print(json.dumps(summary, indent=2))
  else: print(f"codegen + compile per kernel: median {summary['median_compile_ms']:.1f} ms over {len(compile_ms)} kernels ({summary['device']})")

if __name__ == "__main__": main()
