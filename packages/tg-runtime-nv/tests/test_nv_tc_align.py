"""Buffer views that do not start on 16 bytes, fed to sm_80 tensor-core matmuls whose tiles are copied with 16-byte cp.async (and
128-bit vectors): the launch runs them through an aligned copy (the executor, like hardware, faults on a misaligned cp.async).
Run on MOCK+CUDA and MOCK+NV against numpy."""
from __future__ import annotations
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.device import Buffer, Device
from tinygrad.helpers import Context
from tinygrad.uop.ops import UOp

@pytest.fixture(scope="module", params=["CUDA", "NV"])
def mock(request) -> Any:
  with Context(DEV=f"MOCK+{request.param}:PTX"):
    Device[request.param]
    yield request.param
  for name in [n for n in Device._opened if n.split(":")[0] == request.param]: Device[name].synchronize(); del Device._opened[name]

def view_of(dev: str, x: np.ndarray, skip: int) -> Tensor:
  """x as a Tensor over a view starting `skip` elements into a larger buffer (whose first elements are garbage)."""
  flat = np.concatenate([np.full(skip, 7, x.dtype), x.reshape(-1)])
  base = Buffer(dev, flat.size, dtypes.half).allocate().copyin(memoryview(flat.tobytes()))
  return Tensor(UOp.from_buffer(base.view(x.size, dtypes.half, skip * 2))).reshape(x.shape)

@pytest.mark.parametrize("skip", [1, 3, 8], ids=["2B", "6B", "16B"])
def test_matmul_on_views(mock: str, skip: int) -> None:
  M, K, N = 64, 128, 64
  rng = np.random.default_rng(skip)
  a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((K, N)).astype(np.float16)
  out = (view_of(mock, a, skip) @ view_of(mock, b, skip + 5)).numpy()
  np.testing.assert_allclose(out, a.astype(np.float64) @ b.astype(np.float64), rtol=4e-3, atol=3e-2)
