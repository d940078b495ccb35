"""contiguous_backward: the identity forward, a contiguous gradient backward, whatever device the seed gradient has."""
import numpy as np
import pytest
from tinygrad import Tensor

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

@pytest.mark.parametrize("dev", DEVICES)
def test_backward_through_contiguous_backward_with_a_deviceless_seed(dev):
  # the seed of .sum().backward() is a deviceless 1; its contiguous had no device to realize on ("cannot realize ... device None")
  x = np.array([[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]], np.float32)
  X = Tensor(x, device=dev)
  y = X.contiguous_backward() * 2
  y.sum().backward()
  np.testing.assert_array_equal(y.numpy(), x * 2)
  np.testing.assert_array_equal(X.grad.numpy(), np.full_like(x, 2))

@pytest.mark.parametrize("dev", DEVICES)
def test_contiguous_backward_gradient_with_a_device_seed(dev):
  x, w = np.array([1.0, 2.0, 3.0], np.float32), np.array([3.0, -1.0, 0.5], np.float32)
  X = Tensor(x, device=dev)
  (gx,) = (X.permute(0).contiguous_backward() * X).sum().gradient(X)
  np.testing.assert_array_equal(gx.numpy(), 2 * x)  # d/dx sum(x * x)
  X = Tensor(x, device=dev)
  (X.contiguous_backward() * 3).backward(Tensor(w, device=dev))
  np.testing.assert_array_equal(X.grad.numpy(), 3 * w)
