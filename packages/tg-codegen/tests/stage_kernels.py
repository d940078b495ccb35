"""Shared by the STAGE tests (test_codegen_stage_box.py, test_codegen_stage_pipeline.py): a matmul kernel AST, its inputs, a run on
PYTHON with threads shuffled between barriers, and the register/thread tiling the staging applies to."""
import numpy as np
from tinygrad.device import Buffer, Device
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program
from tinygrad.codegen.opt import Opt, OptOps
from tinygrad.runtime import ops_python

def k_matmul(M: int, N: int, K: int) -> UOp:
  A, B, O = (UOp(Ops.PARAM, dtypes.float.ptr(n), (), ParamArg(s, dtypes.float)) for s, n in ((0, M * K), (1, K * N), (2, M * N)))
  i, j, k = UOp.range(M, 0), UOp.range(N, 1), UOp.range(K, 2, AxisType.REDUCE)
  red = UOp(Ops.REDUCE, dtypes.float, (A[i * K + k].load() * B[k * N + j].load(), k), (Ops.ADD, 0))
  return O[i * N + j].store(red).end(i, j).sink(arg=KernelInfo(name=f"mm_{M}_{N}_{K}"))

def mats(M: int, N: int, K: int) -> list[np.ndarray]:
  rng = np.random.default_rng(M + N + K)
  return [rng.standard_normal((M, K)).astype(np.float32), rng.standard_normal((K, N)).astype(np.float32), np.zeros((M, N), np.float32)]

def run_python(ast: UOp, arrays: list[np.ndarray], seed: int) -> tuple[np.ndarray, tuple]:
  """(output (the last array), applied opts) of the kernel on PYTHON, threads shuffled between barriers by `seed`."""
  dev = Device["PYTHON"]
  assert dev.runtime is not None
  p = get_program(ast, dev.renderer)
  bufs = [Buffer("PYTHON", a.size, dtypes.float).ensure_allocated().copyin(memoryview(np.ascontiguousarray(a).data).cast("B")) for a in arrays]
  prg = dev.runtime(p.name, dev.compiler.compile_cached(p.src))
  gs, ls = p.launch_dims({})
  old, ops_python.SCRAMBLE_SEED = ops_python.SCRAMBLE_SEED, seed
  try: prg(*[bufs[s]._buf for s in p.globals], global_size=gs, local_size=ls, wait=True)
  finally: ops_python.SCRAMBLE_SEED = old
  return np.frombuffer(bufs[-1].as_memoryview(), np.float32).reshape(arrays[-1].shape).copy(), p.applied_opts

def tiled(local: int = 4, unroll: int = 8) -> tuple[Opt, ...]:
  """A 4x4 register tile per thread, local x local threads, K unrolled by `unroll` (axis 6 is the reduce after the splits)."""
  return (Opt(OptOps.SPLIT, 1, (4, AxisType.UPCAST)), Opt(OptOps.SPLIT, 0, (4, AxisType.UPCAST)), Opt(OptOps.SPLIT, 0, (local, AxisType.LOCAL)),
          Opt(OptOps.SPLIT, 1, (local, AxisType.LOCAL)), Opt(OptOps.SPLIT, 6, (unroll, AxisType.UNROLL)))
