"""Gradients reach a tensor whose value was assigned into its own buffer (clone), checked against the closed-form matmul gradient."""
import numpy as np
from tinygrad import Tensor

def test_readme_example_clone_grad():
  # tinygrad's README: d/dx sum(y @ x) = y^T broadcast over the columns of x
  x = Tensor.eye(3).clone()
  y = Tensor([[2.0, 0, -2.0]])
  y.matmul(x).sum().backward()
  assert x.grad is not None
  np.testing.assert_allclose(x.grad.numpy(), np.repeat(np.array([[2.0], [0.0], [-2.0]]), 3, axis=1))

def test_clone_grad_random():
  rng = np.random.default_rng(3)
  a, w = rng.standard_normal((4, 5)).astype(np.float32), rng.standard_normal((5, 3)).astype(np.float32)
  x = Tensor(w).clone()
  (Tensor(a).matmul(x) * 3).sum().backward()
  assert x.grad is not None
  np.testing.assert_allclose(x.grad.numpy(), 3 * a.T @ np.ones((4, 3), np.float32), rtol=1e-5, atol=1e-5)
