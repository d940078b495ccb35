"""A Python int shifted by a tensor (`1 << t`, `64 >> t`) takes the tensor's dtype, as numpy (NEP 50) and torch do; it used to keep the
weak int dtype of the scalar and failed to compile (SpecError: weak dtype in the program)."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.tensor import _to_np_dtype

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("dt", [dtypes.int8, dtypes.uint8, dtypes.int32, dtypes.uint32, dtypes.int64])
def test_scalar_shifted_by_tensor(device, dt):
  x = np.array([0, 1, 3, 5], _to_np_dtype(dt))
  t = Tensor(x, device=device)
  for got, want in [(1 << t, 1 << x), (t.lshift(3, reverse=True), 3 << x), (64 >> t, 64 >> x), (t.rshift(100, reverse=True), 100 >> x)]:
    assert got.dtype == dt
    np.testing.assert_array_equal(got.numpy(), want)
    assert got.numpy().dtype == want.dtype

def test_tensor_shifted_by_scalar_keeps_its_dtype():
  x = np.array([1, 2, 3], np.uint8)
  np.testing.assert_array_equal((Tensor(x) << 2).numpy(), x << 2)
  assert (Tensor(x) >> 1).dtype == dtypes.uint8
