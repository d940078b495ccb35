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
