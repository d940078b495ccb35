"""Numbers from tinygrad's documented examples and user flows, checked against numpy / float64 oracles."""
import numpy as np
import pytest
from tinygrad import Tensor

GRID = np.concatenate([[0.0, -0.0, 1e-30, -1e-30, 1e-8, 1e-5, 0.5, -0.5, 1.0, -1.0, 0.41421356, 0.41421357],
                                  np.linspace(-1, 1, 2001), np.geomspace(1e-20, 1e20, 401), -np.geomspace(1e-20, 1e20, 401)]).astype(np.float32)

def _relerr(got: np.ndarray, ref: np.ndarray) -> float:
  m = np.isfinite(ref)
  return float(np.max(np.abs(got[m] - ref[m]) / np.maximum(np.abs(ref[m]), np.finfo(np.float32).tiny)))

@pytest.mark.parametrize("name,ref", [("atan", np.arctan), ("asin", np.arcsin)])
def test_inverse_trig_relative_error(name, ref):
  # the docs' atan example prints atan(0); it was 1.2e-7 (and atan(1e-8) 1.2e-7, atan(inf) NaN)
  x = GRID if name == "atan" else GRID[np.abs(GRID) <= 1]
  got = getattr(Tensor(x), name)().numpy()
  want = ref(x.astype(np.float64))
  assert _relerr(got, want) < 5e-7
  np.testing.assert_array_equal(np.signbit(got[want == 0]), np.signbit(want[want == 0]))

def test_inverse_trig_special_values():
  x = np.array([np.inf, -np.inf, np.nan, 1.5, -2.0], dtype=np.float32)
  np.testing.assert_allclose(Tensor(x[:3]).atan().numpy(), np.arctan(x[:3]), rtol=1e-7)
  with np.errstate(invalid="ignore"): want = np.arcsin(x)
  np.testing.assert_array_equal(np.isnan(Tensor(x).asin().numpy()), np.isnan(want))

def test_acos_absolute_error():
  x = np.linspace(-1, 1, 4001, dtype=np.float32)
  np.testing.assert_allclose(Tensor(x).acos().numpy(), np.arccos(x.astype(np.float64)), atol=5e-7, rtol=0)

@pytest.mark.parametrize("name,dfn", [("atan", lambda x: 1 / (1 + x * x)), ("asin", lambda x: 1 / np.sqrt(1 - x * x))])
def test_inverse_trig_gradient(name, dfn):
  xs = np.array([0.0, 1e-6, 0.3, -0.45, 0.6, -0.9] + ([2.0, -40.0] if name == "atan" else []), dtype=np.float32)
  t = Tensor(xs, requires_grad=True)
  getattr(t, name)().sum().backward()
  assert t.grad is not None
  np.testing.assert_allclose(t.grad.numpy(), dfn(xs.astype(np.float64)), rtol=2e-5)
