"""STAGE axis 1: an input's tile staged into shared memory as the box of global memory it covers, in 16-byte chunks with
XOR-swizzled rows. Results against numpy on PYTHON (threads shuffled between barriers, so a missing barrier or a wrong
swizzle shows); the copy is whole 16-byte vectors; loads the box cannot serve (padding gates) and CPUs are refused."""
import numpy as np
import pytest
from tinygrad.device import Device, renderer_class
from tinygrad.dtype import AddrSpace, PtrDType
from tinygrad.uop import Ops
from tinygrad.uop.ops import KernelInfo
from tinygrad.codegen import get_program
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps
from tinygrad.codegen.opt.postrange import Scheduler

from stage_kernels import k_matmul, mats, run_python, tiled

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
