"""STAGE axis 2: a box-staged tile through two shared buffers, a pipeline (step 0's copy before the reduce loop, step k + 1's
copy issued before step k reads its own buffer; zeros past the last step). Results against numpy on PYTHON, whose threads are
shuffled between barriers (a missing barrier, or a read of the buffer being filled, shows), with even and odd step counts."""
import numpy as np
import pytest
from tinygrad.device import Device
from tinygrad.dtype import AddrSpace, PtrDType
from tinygrad.uop import Ops
from tinygrad.uop.ops import KernelInfo
from tinygrad.codegen import get_program
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps

from stage_kernels import k_matmul, mats, run_python, tiled

@pytest.mark.parametrize("slots", [(0,), (1,), (0, 1)])
@pytest.mark.parametrize("K", [64, 72], ids=["8steps", "9steps"])
@pytest.mark.parametrize("seed", [0, 1])
def test_pipelined_matmul_python(slots: tuple[int, ...], K: int, seed: int) -> None:
  M = N = 32
  ast = k_matmul(M, N, K).replace(arg=KernelInfo(name="mm_pipe", opts_to_apply=tiled() + tuple(Opt(OptOps.STAGE, 2, s) for s in slots)))
  arrays = mats(M, N, K)
  out, applied = run_python(ast, arrays, seed)
  assert [o.arg for o in applied if o.op is OptOps.STAGE and o.axis == 2] == list(slots)
  np.testing.assert_allclose(out, arrays[0] @ arrays[1], rtol=1e-4, atol=1e-4)

def test_two_buffers_and_a_prologue() -> None:
  """The staged buffer holds two tiles, and the copy loop appears twice: once before the reduce loop (step 0), once inside it."""
  ast = k_matmul(32, 32, 64).replace(arg=KernelInfo(name="mm_pipe", opts_to_apply=tiled() + (Opt(OptOps.STAGE, 2, 0),)))
  one = k_matmul(32, 32, 64).replace(arg=KernelInfo(name="mm_box", opts_to_apply=tiled() + (Opt(OptOps.STAGE, 1, 0),)))
  def local(p) -> int:
    return sum(u.dtype.size for u in p.uops if u.op is Ops.BUFFER and isinstance(u.dtype, PtrDType) and u.dtype.addrspace is AddrSpace.LOCAL)
  p, q = get_program(ast, Device["PYTHON"].renderer), get_program(one, Device["PYTHON"].renderer)
  assert local(p) == 2 * local(q) > 0
  def copies(p) -> int:
    return sum(u.op is Ops.STORE and isinstance(dt := u.src[0].src[0].dtype, PtrDType) and dt.addrspace is AddrSpace.LOCAL for u in p.uops)
  assert copies(p) == 2 * copies(q)

def test_stages_must_match_and_are_bounded() -> None:
  """The tiles of one reduce loop take the same number of stages (the PTX renderer waits for copies by count); 3+ are refused."""
  with pytest.raises(KernelOptError, match="same number of stages"):
    mix = (Opt(OptOps.STAGE, 2, 0), Opt(OptOps.STAGE, 1, 1))
    get_program(k_matmul(32, 32, 64).replace(arg=KernelInfo(name="mm_mix", opts_to_apply=tiled() + mix)), Device["PYTHON"].renderer)
  with pytest.raises(KernelOptError, match="STAGE axis"):
    three = KernelInfo(name="mm_3", opts_to_apply=tiled() + (Opt(OptOps.STAGE, 3, 0),))
    get_program(k_matmul(32, 32, 64).replace(arg=three), Device["PYTHON"].renderer)
