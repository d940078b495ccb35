"""SPLIT_REDUCEOP (schedule/split_reduce.py): a big reduce into few outputs is split once into partials + a final reduce."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad.tensor import Tensor
from tinygrad.helpers import Context
from tinygrad.uop import Ops

def kernels(t: Tensor) -> list:
  return [c.src[0] for c in t.schedule_linear().src if c.src[0].op is Ops.SINK]

@pytest.mark.parametrize("op", ["sum", "max"])
def test_16m_reduce_is_split_once(op: str):
  # 16M inputs: 256 partials of 65536 (each still over the threshold, but not split again), then 256 -> 1
  xn = np.random.default_rng(0).standard_normal(1 << 24, dtype=np.float32)
  x = Tensor(xn, device="CPU").realize()
  ks = kernels(getattr(x, op)())
  assert len(ks) == 2, [k.arg for k in ks]
  want = xn.astype(np.float64).sum() if op == "sum" else xn.max()
  np.testing.assert_allclose(getattr(x, op)().item(), want, rtol=1e-4, atol=1e-2)
  with Context(SPLIT_REDUCEOP=0): assert len(kernels(getattr(x, op)())) == 1

def test_small_and_per_row_reduces_stay_one_kernel():
  x = Tensor(np.arange(4096, dtype=np.float32), device="CPU").realize()
  assert len(kernels(x.sum())) == 1
  assert len(kernels(x.reshape(64, 64).sum(1))) == 1
  rows = np.random.default_rng(1).standard_normal((64, 65536), dtype=np.float32)
  t = Tensor(rows, device="CPU").realize()
  assert len(kernels(t.sum(1))) == 2  # 65536 inputs per output: split, as upstream
  np.testing.assert_allclose(t.sum(1).numpy(), rows.astype(np.float64).sum(1), rtol=1e-4, atol=1e-2)
