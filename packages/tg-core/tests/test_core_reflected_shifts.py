"""A Python int shifted by a tensor (8 >> t, 8 << t) takes the tensor's dtype, as numpy and torch; it failed to render as weakint."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.tensor import _to_np_dtype

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dtype", [dtypes.int32, dtypes.uint8, dtypes.int16, dtypes.int64])
@pytest.mark.parametrize("lhs", [8, 300, -64])
def test_int_shifted_by_tensor_matches_numpy(device, dtype, lhs):
  npdt = np.dtype(_to_np_dtype(dtype))
  if not np.can_cast(np.min_scalar_type(lhs), npdt): pytest.skip(f"{lhs} does not fit {npdt}: numpy refuses the Python int")
  amt = np.array([0, 1, 3], dtype=npdt)
  for got, want in ((lhs >> Tensor(amt, device=device), lhs >> amt), (lhs << Tensor(amt, device=device), lhs << amt),
                    (Tensor(amt, device=device).rshift(lhs, reverse=True), lhs >> amt)):
    assert got.dtype == dtype
    np.testing.assert_array_equal(got.numpy(), want)
