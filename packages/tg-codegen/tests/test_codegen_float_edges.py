"""IEEE edge values through elementwise float ops on every CPU renderer, compared with numpy over the full grid of pairs: NaN
propagates through maximum/minimum, pow follows C's pow for zeros, ones, infinities and NaN, and the rest agree as numpy's do."""
import numpy as np
import pytest
from tinygrad import Tensor

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
V = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 1e-45, 3.4e38, -3.4e38, 0.5, 88.7, -103.0, 3.0, 2.0**24 + 1], dtype=np.float32)
A, B = np.repeat(V, len(V)), np.tile(V, len(V))

def _check(got: np.ndarray, want: np.ndarray) -> None:
  ok = np.isclose(got, want, rtol=1e-5, atol=0, equal_nan=True) | (got == want)
  assert ok.all(), [(a, b, g, w) for a, b, g, w in zip(A[~ok], B[~ok], got[~ok], want[~ok])][:6]

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("op", ["maximum", "minimum", "pow", "lt", "eq", "add", "mul"])
def test_binary_edges_match_numpy(dev: str, op: str):
  ta, tb = Tensor(A, device=dev), Tensor(B, device=dev)
  got = {"maximum": lambda: ta.maximum(tb), "minimum": lambda: ta.minimum(tb), "pow": lambda: ta.pow(tb), "lt": lambda: ta < tb,
         "eq": lambda: ta == tb, "add": lambda: ta + tb, "mul": lambda: ta * tb}[op]().numpy()
  with np.errstate(all="ignore"):
    want = {"maximum": np.maximum, "minimum": np.minimum, "pow": np.power, "lt": np.less, "eq": np.equal, "add": np.add, "mul": np.multiply}[op](A, B)
  _check(got, want)

@pytest.mark.parametrize("dev", DEVICES)
def test_maximum_with_nan_keeps_its_gradient(dev: str):
  a, b = Tensor([1.0, np.nan, 3.0], device=dev, requires_grad=True), Tensor([2.0, 0.0, np.nan], device=dev, requires_grad=True)
  a.maximum(b).sum().backward()
  np.testing.assert_array_equal(a.grad.numpy()[[0]], [0.0])
  np.testing.assert_array_equal(b.grad.numpy()[[0]], [1.0])

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("fn", ["relu", "relu6", "clamp", "hardtanh", "elu", "leaky_relu", "sigmoid", "hardswish"])
def test_activations_propagate_nan(dev: str, fn: str):
  """torch's activations return NaN for NaN (relu = max(0, x)); the finite values are checked against float64 formulas."""
  x = np.array([np.nan, -2.0, -0.5, 0.0, 0.5, 7.0], dtype=np.float32)
  got = getattr(Tensor(x, device=dev), fn)(*((-1.0, 1.0) if fn == "clamp" else ())).numpy()
  d = x.astype(np.float64)
  want = {"relu": np.maximum(d, 0), "relu6": np.clip(d, 0, 6), "clamp": np.clip(d, -1, 1), "hardtanh": np.clip(d, -1, 1),
          "elu": np.where(d > 0, d, np.expm1(d)), "leaky_relu": np.where(d < 0, 0.01 * d, d), "sigmoid": 1 / (1 + np.exp(-d)),
          "hardswish": d * np.clip(d + 3, 0, 6) / 6}[fn]
  np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-7)

@pytest.mark.parametrize("dev", DEVICES)
def test_relu_gradient_at_zero_is_zero(dev: str):
  x = Tensor([-1.0, 0.0, 2.0], device=dev, requires_grad=True)
  x.relu().sum().backward()
  np.testing.assert_array_equal(x.grad.numpy(), [0.0, 0.0, 1.0])
