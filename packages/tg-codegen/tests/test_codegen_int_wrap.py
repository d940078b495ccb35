"""Signed integer arithmetic on tensors wraps around in two's complement, as numpy's does, on every CPU renderer: a compiler may not
use the C rule that signed overflow never happens to fold a comparison, nor the symbolic rules fold a division of a value that
may have wrapped."""
import numpy as np
import pytest
from tinygrad import Tensor

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
A = np.array([2147483647, 5, -2147483648, 100, -7, 1 << 30], dtype=np.int32)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("n", [4, 6])  # one int4 vector, int2 vectors in a loop
def test_overflowing_compare_matches_numpy(dev: str, n: int):
  t, A_ = Tensor(A[:n], device=dev), A[:n]
  with np.errstate(all="ignore"):
    np.testing.assert_array_equal(((t + 1) > t).numpy(), (A_ + np.int32(1)) > A_)
    np.testing.assert_array_equal(((t + 2147483647) < t).numpy(), (A_ + np.int32(2147483647)) < A_)
    np.testing.assert_array_equal(((t * 2) < t).numpy(), (A_ * np.int32(2)) < A_)
    np.testing.assert_array_equal(((t + 1) < 5).numpy(), (A_ + np.int32(1)) < 5)
    np.testing.assert_array_equal(((t * 2) < 6).numpy(), (A_ * np.int32(2)) < 6)
    np.testing.assert_array_equal(((t * 2) == 6).numpy(), (A_ * np.int32(2)) == 6)
    np.testing.assert_array_equal(((t + 1) != -2147483648).numpy(), (A_ + np.int32(1)) != np.int32(-2147483648))

@pytest.mark.parametrize("dev", DEVICES)
def test_wrapped_sum_undoes(dev: str):
  np.testing.assert_array_equal(((Tensor(A, device=dev) + 10) - 10).numpy(), A)

@pytest.mark.parametrize("dev", DEVICES)
def test_overflowing_product_divides_as_wrapped(dev: str):
  """(x*c)//c is x only when x*c cannot wrap: an int32 load may hold anything, a loop index is bounded."""
  t = Tensor(A, device=dev)
  with np.errstate(all="ignore"):
    for c in (2, 3, 6):
      np.testing.assert_array_equal(((t * c) // c).numpy(), (A * np.int32(c)) // np.int32(c))
      np.testing.assert_array_equal(((t * c + 1) % c).numpy(), (A * np.int32(c) + np.int32(1)) % np.int32(c))
  np.testing.assert_array_equal(((Tensor.arange(1000, device=dev) * 3) // 3).numpy(), np.arange(1000))
