"""A refused opt leaves the kernel as it was: a THREAD split of a STAGE copy's loop is refused after the rewrite, and the
heuristic that tried it went on with the half-split kernel (each thread copied half of the staged block: small matmuls wrong)."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps
from tinygrad.codegen.opt.postrange import Scheduler
from tinygrad.device import Device

def k_matmul(M: int, K: int, N: int) -> UOp:
  A, B, C = (UOp(Ops.PARAM, dtypes.float.ptr(n), (), ParamArg(s, dtypes.float)) for s, n in ((0, M * K), (1, K * N), (2, M * N)))
  i, j, k = UOp.range(M, 0), UOp.range(N, 1), UOp.range(K, 2, AxisType.REDUCE)
  acc = UOp(Ops.REDUCE, dtypes.float, (A[i * K + k].load() * B[k * N + j].load(), k), (Ops.ADD, 0))
  return C[i * N + j].store(acc).end(i, j).sink(arg=KernelInfo(name="mm"))

def test_refused_thread_split_of_stage_copy_leaves_kernel_unchanged():
  k = Scheduler(k_matmul(12, 64, 192), Device["CPU"].renderer)
  for o in (Opt(OptOps.SPLIT, 1, (16, AxisType.UPCAST)), Opt(OptOps.SPLIT, 0, (4, AxisType.UPCAST)), Opt(OptOps.STAGE, None, 1)): k.apply_opt(o)
  before, opts = k.ast, list(k.applied_opts)
  copy_loop = next(a for a, r in enumerate(k.rngs) if r.arg[-1] is AxisType.LOOP and r.src[0].arg == 64)
  with pytest.raises(KernelOptError, match="STAGE"): k.apply_opt(Opt(OptOps.SPLIT, copy_loop, (2, AxisType.THREAD)))
  assert k.ast is before and k.applied_opts == opts

@pytest.mark.parametrize("T", [1, 2, 6, 12, 24, 32, 64])
@pytest.mark.parametrize("K,N", [(64, 192), (128, 192), (768, 64), (64, 2304)])
def test_small_matmuls_vs_numpy(T: int, K: int, N: int):
  rng = np.random.default_rng(T * 1000 + K + N)
  x, w = rng.standard_normal((T, K), dtype=np.float32), rng.standard_normal((K, N), dtype=np.float32)
  np.testing.assert_allclose((Tensor(x).realize() @ Tensor(w).realize()).numpy(), x.astype(np.float64) @ w, rtol=1e-4, atol=1e-4)
