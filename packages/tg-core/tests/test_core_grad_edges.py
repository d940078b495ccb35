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
  "softsign": (lambda x: x.softsign(), lambda x: 1 / (1 + np.abs(x)) ** 2, 1e-5, 0),  # x/(1+|x|) differentiated cancels at 100, as torch's
  "hardswish": (lambda x: x.hardswish(), lambda x: np.where(x <= -3, 0, np.where(x < 3, x / 3 + 0.5, 1))),  # torch's: 0 at -3, 1 at 3
  # gelu: 1 + erf(x/sqrt2) cancels in float32 for x < 0 (torch's formula too)
  "gelu": (lambda x: x.gelu("none"), lambda x: 0.5 * (1 + special.erf(x / math.sqrt(2))) + x * np.exp(-x * x / 2) / math.sqrt(2 * math.pi),
           1e-5, 2e-9),
  "gelu_tanh": (lambda x: x.gelu("tanh"), lambda x: 0.5 * (1 + np.tanh(u := GC * (x + 0.044715 * x ** 3))) +
                0.5 * x * (1 - np.tanh(u) ** 2) * GC * (1 + 3 * 0.044715 * x * x)),
  "quick_gelu": (lambda x: x.quick_gelu(), lambda x: sig(1.702 * x) * (1 + 1.702 * x * sig(-1.702 * x))),
  "mish": (lambda x: x.mish(), lambda x: np.tanh(sp := np.logaddexp(0, x)) + x * (1 - np.tanh(sp) ** 2) * sig(x)),
  "floor": (lambda x: x.floor(), lambda x: x * 0), "ceil": (lambda x: x.ceil(), lambda x: x * 0),
  "round": (lambda x: x.round(), lambda x: x * 0), "trunc": (lambda x: x.trunc(), lambda x: x * 0),
  "sign": (lambda x: x.sign(), lambda x: x * 0),
}
GC = math.sqrt(2 / math.pi)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("name", list(ACTS))
def test_activation_grad_at_zero_kinks_and_tails(dev: str, name: str):
  fn, d, *tol = ACTS[name]
  _, g = grad_of(fn, PTS, dev)
  np.testing.assert_allclose(g, d(np.array(PTS)), rtol=tol[0] if tol else 2e-6, atol=tol[1] if tol else 1e-30, err_msg=f"{name}'(x) at {PTS}")

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
def test_poles_at_zero(dev: str):
  for fn, want in ((lambda t: t.sqrt(), math.inf), (lambda t: t.rsqrt(), -math.inf), (lambda t: t.log(), math.inf),
                   (lambda t: t.log2(), math.inf), (lambda t: t.reciprocal(), -math.inf)):
    assert grad_of(fn, [0.0], dev)[1].tolist() == [want]  # torch's: the pole's one-sided limit from above

@pytest.mark.parametrize("dev", DEVICES)
def test_atanh_acosh_domain_edges(dev: str):
  v, g = grad_of(lambda t: t.atanh(), [1.0, -1.0, 0.5, 0.0], dev)
  assert v[:2].tolist() == [math.inf, -math.inf] and g[:2].tolist() == [math.inf, math.inf]  # torch: 1/(1-x^2) = inf; it was NaN
  np.testing.assert_allclose(g[2:], 1 / (1 - np.array([0.25, 0.0])), rtol=1e-6)
  v, g = grad_of(lambda t: t.acosh(), [1.0, 1.5, 3.0], dev)
  assert v[0] == 0.0 and g[0] == math.inf  # torch: 1/sqrt(x^2-1) = inf; it was NaN
  np.testing.assert_allclose(v[1:], np.arccosh([1.5, 3.0]), rtol=1e-6)
  np.testing.assert_allclose(g[1:], 1 / np.sqrt(np.array([1.5, 3.0]) ** 2 - 1), rtol=1e-6)

# ---- sqrt-based statistics of constant data: torch gives the zero std / zero norm a zero gradient, not 0 * inf = NaN ----

@pytest.mark.parametrize("dev", DEVICES)
def test_std_of_constant_has_zero_grad(dev: str):
  x = Tensor([[2.0, 1.0], [2.0, 3.0], [2.0, 5.0]], device=dev, requires_grad=True)
  x.std(0).sum().backward()
  xs = np.array([1.0, 3.0, 5.0])
  want = np.stack([np.zeros(3), (xs - xs.mean()) / ((len(xs) - 1) * xs.std(ddof=1))], axis=1)  # d std / dx_i, std > 0
  np.testing.assert_allclose(x.grad.numpy(), want, rtol=1e-6, atol=0)
  for fn, want_c in ((lambda t: t.std(), 0.0), (lambda t: t.std(correction=0), 0.0), (lambda t: t.var(), 0.0), (lambda t: sum(t.std_mean()), 1 / 3)):
    c = Tensor([2.0, 2.0, 2.0], device=dev, requires_grad=True)
    fn(c).backward()
    np.testing.assert_allclose(c.grad.numpy(), [want_c] * 3, rtol=1e-7, atol=0)  # std_mean: the mean's 1/n, the std's 0

@pytest.mark.parametrize("dev", DEVICES)
def test_layernorm_of_constant_row(dev: str):
  x = Tensor([[2.0, 2.0, 2.0]], device=dev, requires_grad=True)
  w = np.array([1.0, 2.0, 3.0])
  (x.layernorm(eps=1e-5) * Tensor(w.tolist(), device=dev)).sum().backward()
  np.testing.assert_allclose(x.grad.numpy()[0], (w - w.mean()) / math.sqrt(1e-5), rtol=1e-5)  # d y_i/dx_j = (d_ij - 1/n) / sqrt(eps)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("p", [2.0, 1.0, 3.0])
def test_normalize_zero_row(dev: str, p: float):
  x = Tensor([[0.0, 0.0], [3.0, 4.0]], device=dev, requires_grad=True)
  y = x.normalize(p=p, dim=1, eps=1e-12)
  (y * Tensor([[1.0, 2.0], [1.0, 1.0]], device=dev)).sum().backward()
  g = x.grad.numpy().astype(np.float64)
  np.testing.assert_allclose(g[0], [1e12, 2e12], rtol=1e-6)  # x / max(0, eps): 1/eps, and the zero norm passes no gradient
  r = np.array([3.0, 4.0])
  n = (r ** p).sum() ** (1 / p)
  np.testing.assert_allclose(g[1], 1 / n - (r / n).sum() * r ** (p - 1) / n ** p, rtol=1e-5)  # d/dx_j sum_i x_i / n

# ---- inputs in the graph with no influence get zeros (torch), not None ----

@pytest.mark.parametrize("dev", DEVICES)
def test_pow_zero_gives_zero_grad(dev: str):
  x = Tensor([1.0, 2.0, math.nan, -math.inf], device=dev, requires_grad=True)
  y = x ** 0
  y.sum().backward()
  assert y.numpy().tolist() == [1.0] * 4 and x.grad is not None and x.grad.numpy().tolist() == [0.0] * 4

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("op", ["sum", "prod", "mean"])
@pytest.mark.parametrize("shape,axis", [((0, 3), None), ((0, 3), 0), ((2, 0, 3), 1)])
def test_empty_reduction_gives_zero_grad(dev: str, op: str, shape, axis):
  x = Tensor(np.zeros(shape, np.float32), device=dev, requires_grad=True)
  y = getattr(x, op)(axis)
  want = getattr(np, op)(np.zeros(shape), axis=axis) if op != "mean" else np.full(np.sum(np.zeros(shape), axis=axis).shape, np.nan)
  np.testing.assert_array_equal(y.numpy(), want)
  y.sum().backward()
  assert x.grad is not None and x.grad.shape == shape and x.grad.dtype == x.dtype

# ---- a scalar parameter from a Python float is trained ----

def hand_sgd(w: float, steps: int, lr: float, mom: float) -> float:
  b = 0.0
  for _ in range(steps):
    g = 2 * (w - 2.0)
    b = mom * b + g
    w -= lr * b
  return w

def hand_adam(w: float, steps: int, lr: float, b1: float = 0.9, b2: float = 0.999, eps: float = 1e-8) -> float:
  m = v = 0.0
  for t in range(1, steps + 1):
    g = 2 * (w - 2.0)
    m, v = b1 * m + (1 - b1) * g, b2 * v + (1 - b2) * g * g
    w -= lr * (m / (1 - b1 ** t)) / (math.sqrt(v / (1 - b2 ** t)) + eps)
  return w

@pytest.mark.parametrize("late", [False, True], ids=["ctor", "set_after"])
@pytest.mark.parametrize("opt", ["sgd", "adam"])
def test_python_float_parameter_trains(late: bool, opt: str):
  from tinygrad import Context, nn
  w = Tensor(0.5) if late else Tensor(0.5, requires_grad=True)
  if late: w.requires_grad = True
  assert w.dtype == dtypes.float32 and w.device is not None and w.shape == ()
  o = nn.optim.SGD([w], lr=0.1, momentum=0.9) if opt == "sgd" else nn.optim.Adam([w], lr=0.1)
  with Context(TRAINING=1):
    for _ in range(4):
      o.zero_grad()
      ((w - 2.0) ** 2).backward()
      o.step()
  want = hand_sgd(0.5, 4, 0.1, 0.9) if opt == "sgd" else hand_adam(0.5, 4, 0.1)
  # Adam keeps b1**t and b2**t in float64 (as torch): float32 powers made 1 - b2**t 1.3e-5 off at t = 1
  assert w.shape == () and w.item() == pytest.approx(want, rel=1e-6)
  assert w.item() != pytest.approx(0.5, abs=0.3)  # it moved towards 2

def test_python_float_parameter_grad_and_device():
  w = Tensor(0.5, dtype=dtypes.float64, device="PYTHON", requires_grad=True)
  (w * w * 3).backward()
  assert w.device == "PYTHON" and w.grad is not None and w.grad.dtype == dtypes.float64 and w.grad.item() == 3.0

# ---- infinities and NaN: no 0 * inf = NaN from a masked branch ----

@pytest.mark.parametrize("dev", DEVICES)
def test_grads_at_infinity(dev: str):
  inf = math.inf
  for fn, want in ((lambda t: t.abs(), [1.0, -1.0]), (lambda t: t.atan(), [0.0, 0.0]), (lambda t: t.erf(), [0.0, 0.0]),
                   (lambda t: t.sigmoid(), [0.0, 0.0]), (lambda t: t.relu(), [1.0, 0.0])):
    _, g = grad_of(fn, [inf, -inf], dev)
    assert g.tolist() == want

@pytest.mark.parametrize("dev", DEVICES)
def test_logaddexp_of_minus_infinities(dev: str):
  a = Tensor([-math.inf, -math.inf, 0.0], device=dev)
  want = np.logaddexp([-np.inf, -np.inf, 0.0], [-np.inf, 1.0, 0.0])
  assert a.logaddexp(Tensor([-math.inf, 1.0, 0.0], device=dev)).numpy().tolist() == pytest.approx(want.tolist())

@pytest.mark.parametrize("dev", DEVICES)
def test_maximum_grad_with_nan_goes_to_both(dev: str):
  # torch: an operand gets the whole gradient unless the other is bigger, half on a tie; with a NaN neither is bigger
  x = Tensor([math.nan, 0.0, 1.0, 2.0], device=dev, requires_grad=True)
  y = Tensor([0.0, 0.0, 2.0, 1.0], device=dev, requires_grad=True)
  x.maximum(y).sum().backward()
  assert x.grad.numpy().tolist() == [1.0, 0.5, 0.0, 1.0] and y.grad.numpy().tolist() == [1.0, 0.5, 1.0, 0.0]

# ---- float64 transcendentals are float64-accurate, value and slope (the series were float32's: asin' was 1.3e-7 off) ----

F64 = {
  "asin": (lambda t: t.asin(), np.arcsin, lambda x: 1 / np.sqrt(1 - x * x), (-0.999, 0.999)),
  "acos": (lambda t: t.acos(), np.arccos, lambda x: -1 / np.sqrt(1 - x * x), (-0.999, 0.999)),
  "atan": (lambda t: t.atan(), np.arctan, lambda x: 1 / (1 + x * x), (-20, 20)),
  "sinh": (lambda t: t.sinh(), np.sinh, np.cosh, (-5, 5)),
  "tanh": (lambda t: t.tanh(), np.tanh, lambda x: 1 / np.cosh(x) ** 2, (-5, 5)),
  "asinh": (lambda t: t.asinh(), np.arcsinh, lambda x: 1 / np.sqrt(x * x + 1), (-20, 20)),
  "atanh": (lambda t: t.atanh(), np.arctanh, lambda x: 1 / (1 - x * x), (-0.999, 0.999)),
  "erf": (lambda t: t.erf(), special.erf, lambda x: 2 / math.sqrt(math.pi) * np.exp(-x * x), (-6, 6)),
}

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
@pytest.mark.parametrize("name", list(F64))
def test_float64_transcendentals(dev: str, name: str):
  fn, v, d, (lo, hi) = F64[name]
  x = np.concatenate([np.linspace(lo, hi, 501), np.geomspace(1e-6, 0.6, 60), -np.geomspace(1e-6, 0.6, 60)])
  x = x[(x >= lo) & (x <= hi)]
  val, g = grad_of(fn, x.tolist(), dev, dtypes.float64)
  np.testing.assert_allclose(val, v(x), rtol=3e-15, atol=1e-300)
  np.testing.assert_allclose(g, d(x), rtol=1e-13 if name != "erf" else 1e-12, atol=1e-300)

# ---- BCE of saturated probabilities: torch's finite gradient (x - y) / max(x (1 - x), 1e-12) ----

@pytest.mark.parametrize("dev", DEVICES)
def test_binary_crossentropy_grad_at_saturation(dev: str):
  p, t = np.array([0.0, 1.0, 0.0, 1.0, 0.3, 0.9]), np.array([1.0, 0.0, 0.0, 1.0, 0.0, 0.25])
  x, y = Tensor(p.tolist(), device=dev, requires_grad=True), Tensor(t.tolist(), device=dev, requires_grad=True)
  loss = x.binary_crossentropy(y)
  loss.backward()
  lp, l1p = np.maximum(np.log(np.maximum(p, 1e-300)), -100), np.maximum(np.log(np.maximum(1 - p, 1e-300)), -100)
  np.testing.assert_allclose(loss.item(), -(t * lp + (1 - t) * l1p).mean(), rtol=1e-6)
  np.testing.assert_allclose(x.grad.numpy(), (p - t) / np.maximum(p * (1 - p), 1e-12) / len(p), rtol=1e-5)
  with np.errstate(divide="ignore"): assert y.grad.numpy().tolist() == pytest.approx(((np.log(1 - p) - np.log(p)) / len(p)).tolist())
  z = Tensor([20.0, -20.0], device=dev, requires_grad=True)  # float32 sigmoid saturates to exactly 1 and 2e-9
  z.sigmoid().binary_crossentropy(Tensor([0.0, 1.0], device=dev)).backward()
  assert np.isfinite(z.grad.numpy()).all() and z.grad.numpy()[0] > 0 > z.grad.numpy()[1]

# ---- sin' and cos' (and float64 cos) keep relative accuracy near cos's zeros (1 - 2 sin^2(x/2) was only absolute) ----

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", [dtypes.float32, dtypes.float64], ids=str)
def test_sin_cos_slopes_near_zeros(dev: str, dt):
  npdt = np.float32 if dt == dtypes.float32 else np.float64
  x = np.array([np.pi / 2, -np.pi / 2, 3 * np.pi / 2, 1.5707963, 1e-8, -3e-7, np.pi, 2 * np.pi, 100 * np.pi, 7.3, -2.2], npdt)
  xr = x.astype(np.float64)  # the input as rounded, in float64
  rtol = 2e-6 if dt == dtypes.float32 else 2e-15  # float32: sin(h) and d cancel to ~16 ulps at 3pi/2
  v, g = grad_of(lambda t: t.sin(), x.tolist(), dev, dt)
  np.testing.assert_allclose(g, np.cos(xr), rtol=rtol, atol=1e-300)  # sin'(pi/2) in float32 was -1.3e-7, not -4.4e-8
  v, g = grad_of(lambda t: t.cos(), x.tolist(), dev, dt)
  np.testing.assert_allclose(v, np.cos(xr), rtol=rtol, atol=1e-300)  # float64 cos(pi/2) was 1.8e-16, not 6.1e-17
  np.testing.assert_allclose(g, -np.sin(xr), rtol=rtol, atol=1e-300)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", [dtypes.float32, dtypes.float64], ids=str)
def test_closed_form_slopes_of_exp_sinh_cosh_softsign(dev: str, dt):
  # exp/sinh/cosh got 0 past the clamp inside float64 exp (want e^x = inf), cosh'(1e-7) was 1.19e-7 in float32 (want sinh = 1e-7)
  pts = [1e-7, -1e-7, 0.5, -3.0, 20.0, 700.0, 1e10, -1e10, math.inf, -math.inf] if dt == dtypes.float64 else [1e-7, -1e-7, 0.5, -3.0, 20.0]
  x = np.array(pts, dtype=np.float64)
  with np.errstate(over="ignore"):
    for fn, d in ((lambda t: t.exp(), np.exp), (lambda t: t.sinh(), np.cosh), (lambda t: t.cosh(), np.sinh),
                  (lambda t: t.softsign(), lambda v: 1 / (1 + np.abs(v)) ** 2)):
      _, g = grad_of(fn, pts, dev, dt)
      np.testing.assert_allclose(g, d(x).astype(np.float64 if dt == dtypes.float64 else np.float32), rtol=1e-13 if dt == dtypes.float64 else 3e-6)
