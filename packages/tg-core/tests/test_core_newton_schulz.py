"""Tensor.newton_schulz against a float64 numpy run of the same iteration: each matrix of a batch is scaled by its own Frobenius norm
(the batch's total norm was used, so a batched call differed from per-matrix calls), and a 1-D input raises ValueError."""
import numpy as np
import pytest
from tinygrad import Tensor

MUON = (3.4445, -4.7750, 2.0315)

def ns_ref(g: np.ndarray, steps: int, params: tuple, eps: float = 1e-7) -> np.ndarray:
  a, b, c = params
  x = g / (np.sqrt((g * g).sum()) + eps)
  tall = x.shape[0] > x.shape[1]
  if tall: x = x.T
  for _ in range(steps):
    A = x @ x.T
    x = a * x + (b * A + c * A @ A) @ x
  return x.T if tall else x

@pytest.mark.parametrize("shape", [(3, 5), (5, 3), (4, 4)])
def test_matrix_vs_numpy(shape):
  g = np.random.default_rng(0).standard_normal(shape)
  np.testing.assert_allclose(Tensor(g.astype(np.float32)).newton_schulz(5, MUON).numpy(), ns_ref(g, 5, MUON), atol=2e-5)

def test_batch_normalises_each_matrix():
  g = np.random.default_rng(1).standard_normal((3, 4, 6)) * np.array([0.01, 1.0, 100.0])[:, None, None]
  got = Tensor(g.astype(np.float32)).newton_schulz(5, MUON).numpy()
  np.testing.assert_allclose(got, np.stack([ns_ref(m, 5, MUON) for m in g]), atol=2e-5)

def test_converges_to_orthogonal():
  g = np.random.default_rng(2).standard_normal((6, 3))
  x = Tensor(g.astype(np.float32)).newton_schulz(30, (1.5, -0.5, 0.0)).numpy()
  np.testing.assert_allclose(x.T @ x, np.eye(3), atol=1e-4)

def test_vector_raises():
  with pytest.raises(ValueError, match="matrix"): Tensor([1.0, 2.0]).newton_schulz(1, MUON)
