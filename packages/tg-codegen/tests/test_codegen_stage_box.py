"""STAGE axis 1: an input's tile staged into shared memory as the box of global memory it covers, in 16-byte chunks with
XOR-swizzled rows. Results against numpy on PYTHON (threads shuffled between barriers, so a missing barrier or a wrong
swizzle shows); the copy is whole 16-byte vectors; loads the box cannot serve (padding gates) and CPUs are refused."""
import numpy as np
import pytest
from tinygrad.device import Buffer, Device, renderer_class
from tinygrad.dtype import AddrSpace, PtrDType, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps
from tinygrad.codegen.opt.postrange import Scheduler
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

@pytest.mark.parametrize("slots", [(0,), (1,), (0, 1)])
@pytest.mark.parametrize("seed", [0, 1])
def test_box_matmul_python(slots: tuple[int, ...], seed: int) -> None:
  M = N = K = 64
  ast = k_matmul(M, N, K)
  ast = ast.replace(arg=KernelInfo(name="mm_box", opts_to_apply=tiled() + tuple(Opt(OptOps.STAGE, 1, s) for s in slots)))
  arrays = mats(M, N, K)
  out, applied = run_python(ast, arrays, seed)
  assert [o.arg for o in applied if o.op is OptOps.STAGE and o.axis == 1] == list(slots)
  np.testing.assert_allclose(out, arrays[0] @ arrays[1], rtol=1e-4, atol=1e-4)

def test_box_copy_is_16_byte_chunks() -> None:
  """Each thread's copy of A's 64x8 fp32 box is 4-float vectors (16 bytes) from global into shared memory: 512 / (16 threads x 4)
  = 8 chunks per thread, where the element copy (STAGE axis None) would move one float at a time for the UNROLL's scattered K."""
  ast = k_matmul(64, 64, 64).replace(arg=KernelInfo(name="mm_box", opts_to_apply=tiled() + (Opt(OptOps.STAGE, 1, 0),)))
  p = get_program(ast, Device["PYTHON"].renderer)
  copies = [u for u in p.uops if u.op is Ops.STORE and isinstance(dt := u.src[0].src[0].dtype, PtrDType) and dt.addrspace is AddrSpace.LOCAL]
  assert copies and all(u.src[1].dtype.count == 4 and u.src[1].op is Ops.LOAD for u in copies)

def test_box_refuses_gated_loads() -> None:
  """A padded tile (N = 50 under a 4x4 thread tile of 16-wide blocks) has gated loads: the box copy would read past the input."""
  k = Scheduler(k_matmul(64, 50, 64), Device["PYTHON"].renderer)
  k.apply_opt(Opt(OptOps.PADTO, 1, 64))
  for o in tiled(): k.apply_opt(o)
  with pytest.raises(KernelOptError, match="ungated"): k.apply_opt(Opt(OptOps.STAGE, 1, 1))

def test_box_needs_workgroups() -> None:
  k = Scheduler(k_matmul(64, 64, 64), renderer_class("CLANG")())
  with pytest.raises(KernelOptError, match="STAGE axis"): k.apply_opt(Opt(OptOps.STAGE, 1, 0))

@pytest.mark.parametrize("C", [1, 2, 4, 8, 16])
def test_box_swizzle_is_a_row_permutation(C: int) -> None:
  from tinygrad.codegen.opt.smem import box_swizzle
  for row in range(64): assert sorted(box_swizzle(row, ch, C) for ch in range(C)) == list(range(C))

@pytest.mark.parametrize("C", [1, 2, 4, 8, 16])
def test_box_swizzle_spreads_fragment_rows_over_banks(C: int) -> None:
  """With rows of C 16-byte chunks, a warp reading one chunk column of 8 consecutive rows (an A fragment: 128 bytes) or of rows
  0, 2, 4, 6 (a B fragment's k = 2t) hits each 16-byte group of the 32 banks once: no bank conflict. Unswizzled rows 128 bytes
  apart share a group."""
  from tinygrad.codegen.opt.smem import box_swizzle
  def groups(rows: list[int], ch: int, swz: bool) -> set[int]: return {(r * C + (box_swizzle(r, ch, C) if swz else ch)) % 8 for r in rows}
  for rows in (list(range(8)), [0, 2, 4, 6]):
    for ch in range(C): assert len(groups(rows, ch, True)) == len(rows), (rows, ch)
  if C > 1: assert min(len(groups(rows, 0, False)) for rows in (list(range(8)), [0, 2, 4, 6])) < 4
