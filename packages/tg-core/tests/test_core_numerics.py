"""Integers beyond int32 and transcendental accuracy, against numpy (float64 for the math functions)."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.tensor import _to_np_dtype

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

@pytest.mark.parametrize("data", [[2**31], [-2**31 - 1, 3], [[1, 2], [3, 2**40]], [2**63], [2**63 - 1, -2**63], [2**63, 2**64 - 1]])
def test_list_of_big_ints_infers_numpy_dtype(data):
  want = np.array(data)
  t = Tensor(data)
  assert np.dtype(_to_np_dtype(t.dtype)) == want.dtype
  assert t.tolist() == want.tolist()

def test_small_int_list_keeps_default_int():
  assert Tensor([1, -2, 2**31 - 1]).dtype == dtypes.default_int

@pytest.mark.parametrize("data", [[2**64], [-2**63 - 1], [1, 2**70], [-1, 2**64 - 1]])
def test_ints_past_64_bits_raise(data):
  with pytest.raises(OverflowError): np.array(data, dtype=np.int64) if max(data) < 2**64 else np.array(data, dtype=np.uint64)
  with pytest.raises(OverflowError, match="int64"): Tensor(data)

@pytest.mark.parametrize("v", [2**40, -2**40, 2**31, 2**62])
def test_scalar_big_int_round_trips(v):
  assert Tensor(v).item() == v
  assert (Tensor(v) + 1).item() == v + 1
  assert Tensor.full((2,), v).tolist() == np.full((2,), v).tolist()

def test_big_int_into_int32_tensor_raises_like_numpy():
  with pytest.raises(OverflowError): np.array([1], np.int32) + 2**40
  with pytest.raises(OverflowError, match="out of bounds"): Tensor([1]) + 2**40
  with pytest.raises(OverflowError, match="out of bounds"): Tensor.full((2,), 2**40, dtype=dtypes.int32)
  assert (Tensor([1], dtype=dtypes.int64) + 2**40).tolist() == (np.array([1], np.int64) + 2**40).tolist()

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", [dtypes.int32, dtypes.uint32, dtypes.int64, dtypes.uint64, dtypes.int8], ids=str)
def test_int_pow_matches_numpy(dev: str, dt):
  npdt = _to_np_dtype(dt)
  a = np.array([2, 3, 0, 0, 5, 1, 7, 2, 6, 9], npdt)
  b = np.array([3, 3, 0, 5, 0, 100, 20, 31, 63, 41], npdt)
  if dtypes.is_unsigned(dt) is False: a[1], a[5] = -3, -1
  np.testing.assert_array_equal((Tensor(a, device=dev) ** Tensor(b, device=dev)).numpy(), a ** b)

def test_int_pow_negative_exponent_truncates():
  # numpy refuses negative integer powers; tinygrad-style tensors give trunc(1 / x**|e|): 1 for x = 1, +-1 for x = -1, else 0
  a, b = np.array([1, -1, -1, 2, -3, 5], np.int32), np.array([-3, -3, -2, -1, -2, -1], np.int32)
  with pytest.raises(ValueError): a ** b
  want = np.trunc(1.0 / (a.astype(np.float64) ** -b.astype(np.float64))).astype(np.int32)
  np.testing.assert_array_equal((Tensor(a) ** Tensor(b)).numpy(), want)
