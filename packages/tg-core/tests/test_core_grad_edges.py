"""Gradients at 0, at kinks and at domain edges, against closed-form float64 derivatives and the subgradient conventions torch
documents (relu'(0) = 0, elu'(0) = alpha, a clamp passes the gradient at its bounds, hardtanh does not, max ties split)."""
import math
import numpy as np
import pytest
from scipy import special
from tinygrad import Tensor, dtypes

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
PTS = [0.0, -0.0, 1e-3, -1e-3, 1e-7, -1e-7, 0.5, -0.5, 1.0, -1.0, 3.0, -3.0, 6.0, -6.0, 100.0, -100.0]
SELU_A, SELU_G = 1.6732632423543772, 1.0507009873554805
def sig(x): return 1 / (1 + np.exp(-x))

def grad_of(fn, pts, dev: str, dt=dtypes.float32) -> tuple[np.ndarray, np.ndarray]:
  x = Tensor(np.array(pts), dtype=dt, device=dev, requires_grad=True)
  y = fn(x)
  y.sum().backward()
  return y.numpy().astype(np.float64), x.grad.numpy().astype(np.float64)

# name: (tg function, the derivative as torch defines it, in float64)
ACTS = {
  "relu": (lambda x: x.relu(), lambda x: (x > 0) * 1.0),
  "leaky_relu": (lambda x: x.leaky_relu(0.01), lambda x: np.where(x > 0, 1, 0.01)),
  "relu6": (lambda x: x.relu6(), lambda x: ((x > 0) & (x < 6)) * 1.0),
  "hardtanh": (lambda x: x.hardtanh(), lambda x: ((x > -1) & (x < 1)) * 1.0),
  "hardsigmoid": (lambda x: x.hardsigmoid(), lambda x: ((x > -3) & (x < 3)) / 6),
  "elu": (lambda x: x.elu(), lambda x: np.where(x > 0, 1, np.exp(np.minimum(x, 0)))),
  "elu_half": (lambda x: x.elu(0.5), lambda x: np.where(x > 0, 1, 0.5 * np.exp(np.minimum(x, 0)))),
  "celu2": (lambda x: x.celu(2.0), lambda x: np.where(x > 0, 1, np.exp(np.minimum(x, 0) / 2))),
  "selu": (lambda x: x.selu(SELU_A, SELU_G), lambda x: SELU_G * np.where(x > 0, 1, SELU_A * np.exp(np.minimum(x, 0)))),
  "softplus": (lambda x: x.softplus(), sig),
  "softplus_beta2": (lambda x: x.softplus(2.0), lambda x: sig(2 * x)),
  "softplus_beta05": (lambda x: x.softplus(0.5), lambda x: sig(0.5 * x)),
  "logsigmoid": (lambda x: x.logsigmoid(), lambda x: sig(-x)),
  "erf": (lambda x: x.erf(), lambda x: 2 / math.sqrt(math.pi) * np.exp(-x * x)),
  "abs": (lambda x: x.abs(), lambda x: np.sign(x)),
  "clamp": (lambda x: x.clamp(-1, 1), lambda x: ((x >= -1) & (x <= 1)) * 1.0),
  "maximum_tie": (lambda x: x.maximum(0), lambda x: np.where(x > 0, 1, np.where(x == 0, 0.5, 0))),
  "minimum_tie": (lambda x: x.minimum(0), lambda x: np.where(x < 0, 1, np.where(x == 0, 0.5, 0))),
  "sigmoid": (lambda x: x.sigmoid(), lambda x: sig(x) * sig(-x)),
  "tanh": (lambda x: x.tanh(), lambda x: 1 / np.cosh(x) ** 2),
  "silu": (lambda x: x.silu(), lambda x: sig(x) * (1 + x * sig(-x))),
  "softsign": (lambda x: x.softsign(), lambda x: 1 / (1 + np.abs(x)) ** 2, 1e-5),  # x/(1+|x|) differentiated cancels at 100, as torch's
}

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("name", list(ACTS))
def test_activation_grad_at_zero_kinks_and_tails(dev: str, name: str):
  fn, d, *tol = ACTS[name]
  _, g = grad_of(fn, PTS, dev)
  np.testing.assert_allclose(g, d(np.array(PTS)), rtol=tol[0] if tol else 2e-6, atol=1e-30, err_msg=f"{name}'(x) at {PTS}")

@pytest.mark.parametrize("dev", DEVICES)
def test_hardsigmoid_value_exact_at_kinks_float64(dev: str):
  v, _ = grad_of(lambda x: x.hardsigmoid(), [-3.0, 3.0, 0.0], dev, dtypes.float64)
  assert v.tolist() == [0.0, 1.0, 0.5]  # x/6 + 0.5 left 2.8e-17 at -3

@pytest.mark.parametrize("dev", DEVICES)
def test_exp_family_tails_keep_relative_accuracy(dev: str):
  x = np.array([-1e-7, -1e-4, -0.3, -2.0, -20.0])
  v, _ = grad_of(lambda t: t.elu(), x.tolist(), dev)
  np.testing.assert_allclose(v, np.expm1(x), rtol=3e-7)  # exp(x) - 1 was 19% off at -1e-7
  v, _ = grad_of(lambda t: t.softplus(), [-50.0, -20.0, -5.0, 20.0], dev)
  np.testing.assert_allclose(v, np.logaddexp(0, [-50.0, -20.0, -5.0, 20.0]), rtol=3e-6)  # log(1 + 2e-22) was 0; exp(-50) is 1e-6 off
  v, _ = grad_of(lambda t: t.logsigmoid(), [20.0, 40.0], dev)
  np.testing.assert_allclose(v, -np.logaddexp(0, [-20.0, -40.0]), rtol=3e-6)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", [dtypes.float32, dtypes.float64], ids=str)
def test_erf_values_and_slope(dev: str, dt):
  x = np.concatenate([[0.0, 1e-30, 1e-7, -1e-3, 0.49, 0.5], np.linspace(-6.5, 6.5, 131)])
  v, g = grad_of(lambda t: t.erf(), x.tolist(), dev, dt)
  xr = x.astype(np.float32).astype(np.float64) if dt == dtypes.float32 else x
  tol = 3e-7 if dt == dtypes.float32 else 1e-13  # the A&S formula was 1.5e-7 off, and erf(1e-30) came out 1e-9
  np.testing.assert_allclose(v, special.erf(xr), rtol=tol, atol=1e-30 if dt == dtypes.float64 else 6e-8)
  np.testing.assert_allclose(g, 2 / math.sqrt(math.pi) * np.exp(-xr * xr), rtol=50 * tol, atol=1e-30)

@pytest.mark.parametrize("dev", DEVICES)
def test_atanh_acosh_domain_edges(dev: str):
  v, g = grad_of(lambda t: t.atanh(), [1.0, -1.0, 0.5, 0.0], dev)
  assert v[:2].tolist() == [math.inf, -math.inf] and g[:2].tolist() == [math.inf, math.inf]  # torch: 1/(1-x^2) = inf; it was NaN
  np.testing.assert_allclose(g[2:], 1 / (1 - np.array([0.25, 0.0])), rtol=1e-6)
  v, g = grad_of(lambda t: t.acosh(), [1.0, 1.5, 3.0], dev)
  assert v[0] == 0.0 and g[0] == math.inf  # torch: 1/sqrt(x^2-1) = inf; it was NaN
  np.testing.assert_allclose(v[1:], np.arccosh([1.5, 3.0]), rtol=1e-6)
  np.testing.assert_allclose(g[1:], 1 / np.sqrt(np.array([1.5, 3.0]) ** 2 - 1), rtol=1e-6)
