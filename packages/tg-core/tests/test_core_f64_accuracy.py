"""float64 elementwise math at float64 accuracy (asin/acos/atan and erf were float32-accurate, exp lost bits to x/ln2, ...),
in ulps against numpy and scipy.special over each function's range; float32 keeps its own bounds."""
import math
import numpy as np
import pytest
import scipy.special as sp
from tinygrad import Tensor

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

def _logu(rng, lo: float, hi: float, n: int) -> np.ndarray: return np.exp(rng.uniform(math.log(lo), math.log(hi), n))
def _sym(x: np.ndarray) -> np.ndarray: return np.concatenate([x, -x])
def _wide(r, n: int) -> np.ndarray: return _sym(np.concatenate([_logu(r, 1e-300, 745, n), r.uniform(0, 3, n)]))

# name: (tinygrad, oracle on float64, inputs from (rng, n), max ulp for float64, max ulp for float32)
CASES = {
  "asin": (Tensor.asin, np.arcsin, lambda r, n: _sym(np.concatenate([r.uniform(0, 1, n), _logu(r, 1e-300, 1, n), [0.5, 1.0]])), 3, 3),
  "acos": (Tensor.acos, np.arccos, lambda r, n: _sym(np.concatenate([r.uniform(0, 1, n), 1 - _logu(r, 1e-16, 0.5, n), [0.5, 1.0]])), 3, 3),
  "atan": (Tensor.atan, np.arctan, lambda r, n: _sym(np.concatenate([_logu(r, 1e-300, 1e300, n), r.uniform(0, 3, n)])), 2, 2),
  "erf": (Tensor.erf, sp.erf, lambda r, n: _sym(np.concatenate([_logu(r, 1e-300, 7, n), r.uniform(0, 7, n), [0.5, 1.5, 6.4999, 6.5]])), 3, 4),
  "exp": (Tensor.exp, np.exp, lambda r, n: np.concatenate([r.uniform(-745, 709.78, n), _sym(_logu(r, 1e-300, 1, n)), [709.78, -708.4]]), 2, 60),
  "sinh": (Tensor.sinh, np.sinh, lambda r, n: _sym(np.concatenate([_logu(r, 1e-300, 710, n), r.uniform(0, 2, n)])), 3, 60),
  "cosh": (Tensor.cosh, np.cosh, lambda r, n: _sym(np.concatenate([_logu(r, 1e-300, 710, n), r.uniform(0, 2, n)])), 2, 30),
  "tanh": (Tensor.tanh, np.tanh, lambda r, n: _sym(np.concatenate([_logu(r, 1e-300, 30, n), r.uniform(0, 2, n)])), 4, 8),
  "asinh": (Tensor.asinh, np.arcsinh, lambda r, n: _sym(np.concatenate([_logu(r, 1e-300, 1e300, n), r.uniform(0, 2, n)])), 3, 8),
  "acosh": (Tensor.acosh, np.arccosh, lambda r, n: np.concatenate([1 + _logu(r, 1e-16, 1e300, n), r.uniform(1, 3, n)]), 3, 3),
  "atanh": (Tensor.atanh, np.arctanh, lambda r, n: _sym(np.concatenate([_logu(r, 1e-300, 1, n), r.uniform(0, 1, n)])), 3, 6),
  # sigmoid from exp on the side where it does not overflow (scipy's expit gives 0 for 7e-316)
  "sigmoid": (Tensor.sigmoid, lambda x: np.where(x < 0, np.exp(x) / (1 + np.exp(x)), 1 / (1 + np.exp(-np.abs(x)))),
              _wide, 3, 40),
  "softplus": (Tensor.softplus, lambda x: np.logaddexp(0, x), _wide, 4, 40),
  "elu": (Tensor.elu, lambda x: np.where(x > 0, x, np.expm1(x)), _wide, 3, 3),
  "celu": (lambda t: t.celu(2.0), lambda x: np.where(x > 0, x, 2 * np.expm1(x / 2)), _wide, 3, 3),
  "logsigmoid": (Tensor.logsigmoid, lambda x: -np.logaddexp(0, -x), _wide, 4, 40),
}

def _ulps(got: np.ndarray, want: np.ndarray, npdt) -> np.ndarray:
  same = (got == want) | (np.isnan(got) & np.isnan(want))
  spacing = np.maximum(np.spacing(np.abs(want).astype(npdt)).astype(np.float64), np.finfo(npdt).smallest_subnormal)
  return np.where(same, 0.0, np.abs(got.astype(np.float64) - want) / spacing)

def _check(name: str, dev: str, npdt) -> None:
  fn, ref, gen, tol64, tol32 = CASES[name]
  x = gen(np.random.default_rng(64), 100 if dev == "PYTHON" else 2000).astype(npdt)
  got = fn(Tensor(x, device=dev)).numpy()
  assert got.dtype == npdt
  err = _ulps(got, ref(x.astype(np.float64)).astype(npdt).astype(np.float64), npdt)
  tol = tol64 if npdt == np.float64 else tol32
  assert err.max() <= tol, f"{name}: {err.max():.3g} ulp at x={x[np.argmax(err)]!r}, got {got[np.argmax(err)]!r}"

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("name", CASES)
def test_float64_ulps(name: str, dev: str): _check(name, dev, np.float64)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("name", CASES)
def test_float32_ulps(name: str, dev: str): _check(name, dev, np.float32)

@pytest.mark.parametrize("dt", [np.float16, np.float32, np.float64])
def test_erf_signed_zero_and_limits(dt):
  x = np.array([-0.0, 0.0, np.inf, -np.inf, np.nan, 7.0, -7.0], dt)
  got = Tensor(x, device="CPU:LLVM").erf().numpy()
  np.testing.assert_array_equal(got, sp.erf(x))
  assert np.signbit(got[0]) and not np.signbit(got[1])

@pytest.mark.parametrize("dt", [np.float32, np.float64])
def test_erf_asin_acos_gradients(dt):
  x = np.array([0.0, 0.3, -0.7, 0.99, 0.49, 0.51, 2.0], dt)
  for fn, d in ((Tensor.erf, 2 / np.sqrt(np.pi) * np.exp(-x.astype(np.float64) ** 2)), (Tensor.asin, 1 / np.sqrt(1 - x.astype(np.float64) ** 2)),
                (Tensor.acos, -1 / np.sqrt(1 - x.astype(np.float64) ** 2)), (Tensor.atan, 1 / (1 + x.astype(np.float64) ** 2))):
    t = Tensor(x[:-1] if fn in (Tensor.asin, Tensor.acos) else x, requires_grad=True)
    fn(t).sum().backward()
    np.testing.assert_allclose(t.grad.numpy(), d[:len(t.grad.numpy())], rtol=1e-13 if dt == np.float64 else 2e-5)  # float32 erf: the fit's own slope

# numpy's NaN domain edges, and infinities and signed zeros, for every float dtype
EDGES = [-np.inf, -1e308, -1e300, -1e20, -1e18, -2.0, -1.0000001, -1.0, -0.9999999, -0.5, -1e-300, -0.0, 0.0, 1e-300, 0.5, 0.9999999, 1.0,
         1.0000001, 2.0, 1e18, 1e20, 1e300, np.inf, np.nan]

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", [np.float16, np.float32, np.float64])
def test_domain_edges_match_numpy(dt, dev: str):
  x = np.array(EDGES).astype(dt)
  with np.errstate(all="ignore"):
    for fn, ref in ((Tensor.asin, np.arcsin), (Tensor.acos, np.arccos), (Tensor.acosh, np.arccosh), (Tensor.atanh, np.arctanh),
                    (Tensor.asinh, np.arcsinh), (Tensor.atan, np.arctan), (Tensor.log, np.log), (Tensor.log2, np.log2), (Tensor.sqrt, np.sqrt),
                    (Tensor.tanh, np.tanh), (Tensor.sinh, np.sinh), (Tensor.cosh, np.cosh), (Tensor.exp, np.exp)):
      got, want = fn(Tensor(x, device=dev)).numpy(), ref(x)
      np.testing.assert_array_equal(np.isnan(got), np.isnan(want), err_msg=f"{fn.__name__} NaN pattern")
      exact = np.isinf(want) | (want == 0)
      np.testing.assert_array_equal(got[exact], want[exact], err_msg=f"{fn.__name__} infinities and zeros")
      np.testing.assert_array_equal(np.signbit(got[want == 0]), np.signbit(want[want == 0]), err_msg=f"{fn.__name__} signed zeros")

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("args", [(0.0, 1.0, 7), (-3.3, 1e10, 1001), (5.0, -5.0, 4), (1 / 3, 2 / 3, 300), (0.1, 0.7, 2)])
def test_linspace_float64_is_float64(dev: str, args):
  got = Tensor.linspace(*args, dtype="float64", device=dev).numpy()
  want = np.linspace(*args, dtype=np.float64)
  assert got.dtype == np.float64 and got[-1] == want[-1]  # numpy puts stop itself last
  np.testing.assert_array_max_ulp(got, want, maxulp=1)  # i * step + start may be one fused multiply-add

@pytest.mark.parametrize("dev", DEVICES)
def test_float64_pow_ulps(dev: str):
  # exponents that take b**e to every size (e log2 b up to +-1070), bases near 1, and negative bases with integer exponents
  rng = np.random.default_rng(7)
  n = 100 if dev == "PYTHON" else 2000
  b = np.concatenate([rng.uniform(0.7, 1.42, n), _logu(rng, 1e-300, 1e300, n), 1 + rng.uniform(-1e-9, 1e-9, n // 4)])
  e = rng.uniform(-1070, 1020, b.size) / np.log2(b)
  nb = -_logu(rng, 1e-3, 1e3, n)
  b, e = np.concatenate([b, nb]), np.concatenate([e, np.round(rng.uniform(-60, 60, n))])
  got = Tensor(b, device=dev).pow(Tensor(e, device=dev)).numpy()
  err = _ulps(got, np.power(b, e), np.float64)
  assert err.max() <= 3, f"{err.max():.3g} ulp at {b[np.argmax(err)]!r} ** {e[np.argmax(err)]!r}"

def test_float64_pow_special_values_match_numpy():
  v = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 2.0, -3.0, 1e300, -1e300, 1e-310, 5e-324, 2.5, -1075.0, 1e20]
  a, b = np.array([(x, y) for x in v for y in v]).T
  got = Tensor(a, device="CPU:LLVM").pow(Tensor(b, device="CPU:LLVM")).numpy()
  with np.errstate(all="ignore"): want = np.power(a, b)
  exact = ~np.isfinite(want) | (want == 0)
  np.testing.assert_array_equal(got[exact], want[exact])
  np.testing.assert_array_equal(np.signbit(got)[~np.isnan(want)], np.signbit(want)[~np.isnan(want)])
  np.testing.assert_array_max_ulp(got[~exact], want[~exact], maxulp=2)

def test_float64_pow_gradient_of_the_plain_form():
  # constant operands take the formula's own autodiff: its value is the float64-exact one, its gradient the plain form's
  b = Tensor(np.array([1.7, 0.3, 2.0]), requires_grad=True)
  (b ** 3.5).sum().backward()
  np.testing.assert_allclose(b.grad.numpy(), 3.5 * np.array([1.7, 0.3, 2.0]) ** 2.5, rtol=1e-14)
  np.testing.assert_array_max_ulp((Tensor(np.array([1.7, 0.3])) ** 3.5).numpy(), np.array([1.7, 0.3]) ** 3.5, maxulp=1)

@pytest.mark.parametrize("dt", [np.float32, np.float64])
def test_elu_family_gradients_are_torchs(dt):
  # torch: x <= 0 takes the exponential branch (alpha at 0), and x > 709 has gradient 1, not the NaN of 0 * e^800
  x = np.array([0.0, -1e-30, -1.0, 800.0, -800.0], dt)
  def branch(alpha: float, scale: float) -> np.ndarray: return np.where(x > 0, 1.0, alpha * scale * np.exp(np.minimum(x, 0) * scale)).astype(dt)
  for fn, want in ((lambda t: t.elu(), branch(1.0, 1.0)), (lambda t: t.elu(2.0), branch(2.0, 1.0)), (lambda t: t.celu(2.0), branch(2.0, 0.5))):
    t = Tensor(x, requires_grad=True)
    fn(t).sum().backward()
    np.testing.assert_allclose(t.grad.numpy(), want, rtol=1e-6)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", [np.float32, np.float64])
def test_sinh_cosh_finite_past_exp_overflow(dt, dev: str):
  # e^|x| overflows before sinh/cosh do (709.78..710.47 for float64, 88.72..89.41 for float32): those were inf
  top = 710.4 if dt == np.float64 else 89.4
  x = np.array([top, -top, top - 0.3, 700.5 if dt == np.float64 else 85.5, top + 0.2], dt)
  t = Tensor(x, device=dev)
  with np.errstate(over="ignore"):
    np.testing.assert_array_max_ulp(t.sinh().numpy(), np.sinh(x), maxulp=3 if dt == np.float64 else 60)
    np.testing.assert_array_max_ulp(t.cosh().numpy(), np.cosh(x), maxulp=3 if dt == np.float64 else 60)
