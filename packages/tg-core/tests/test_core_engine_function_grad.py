"""function(grad_fxn=...): the traced outputs become one FUNCTION call over the Tensor arguments and autodiff asks
grad_fxn for their gradients; forward values vs numpy, gradients vs float64 central finite differences (or the custom formula)."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, function
from tinygrad.uop import Ops

rng = np.random.default_rng(7)

def fd_grad(f, xs: list[np.ndarray], i: int, eps: float = 1e-6) -> np.ndarray:
  """d f(*xs) / d xs[i] by central differences in float64."""
  g = np.zeros_like(xs[i], dtype=np.float64)
  for idx in np.ndindex(xs[i].shape):
    hi, lo = [x.astype(np.float64).copy() for x in xs], [x.astype(np.float64).copy() for x in xs]
    hi[i][idx] += eps
    lo[i][idx] -= eps
    g[idx] = (f(*hi) - f(*lo)) / (2 * eps)
  return g

def test_analytic_grad_fxn_matches_finite_differences():
  x, w = rng.standard_normal((3, 4)), rng.standard_normal(4)
  calls = []
  def bwd(g, call):  # y = tanh(x*w): dy = (1 - y^2) * g, read back from the call's output
    calls.append(call)
    xu, wu = Tensor(call.src[1]), Tensor(call.src[2])
    d = Tensor(g) * (1 - Tensor(call.unbound_outputs[0]).square())
    return d * wu, (d * xu).sum(0)
  @function(grad_fxn=bwd)
  def f(a: Tensor, b: Tensor) -> Tensor: return (a * b).tanh()
  X, W = Tensor(x.astype(np.float32)), Tensor(w.astype(np.float32))
  y = f(X, W)
  c = rng.standard_normal((3, 4))
  gx, gw = (y * Tensor(c.astype(np.float32))).sum().gradient(X, W)  # before y is realized: realizing replaces y's graph
  np.testing.assert_allclose(y.numpy(), np.tanh(x * w), rtol=1e-5, atol=1e-6)
  ref = lambda a, b: float((np.tanh(a * b) * c).sum())
  np.testing.assert_allclose(gx.numpy(), fd_grad(ref, [x, w], 0), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(gw.numpy(), fd_grad(ref, [x, w], 1), rtol=1e-4, atol=1e-5)
  assert len(calls) == 1 and calls[0].op is Ops.FUNCTION

def test_grad_fxn_replaces_autodiff():
  # a straight-through estimator: forward rounds, backward passes the gradient through unchanged
  x = rng.standard_normal(6) * 3
  ste = function(lambda a: a.round(), grad_fxn=lambda g, call: (g,))
  X = Tensor(x.astype(np.float32))
  y = ste(X)
  np.testing.assert_allclose((y * 3).sum().gradient(X)[0].numpy(), np.full(6, 3.0), rtol=1e-6)
  np.testing.assert_allclose(y.numpy(), np.round(x.astype(np.float32)), atol=1e-6)
  plain = function(lambda a: a.round())(X)
  np.testing.assert_allclose((plain * 3).sum().gradient(X)[0].numpy(), np.zeros(6))  # autodiff's gradient of round is zero

def test_several_outputs_and_kwargs_order():
  a, b = rng.standard_normal(5), rng.standard_normal(5)
  seen = []
  def bwd(gp, gs, call):  # p = a*b, s = a+b; inputs in get_state_dict order: a (positional), then b (kwarg)
    seen.append(len(call.src) - 1)
    return gp * call.src[2] + gs, gp * call.src[1] + gs
  @function(grad_fxn=bwd)
  def f(u: Tensor, *, v: dict) -> tuple[Tensor, Tensor]: return u * v["v"], u + v["v"]
  A, B = Tensor(a.astype(np.float32)), Tensor(b.astype(np.float32))
  p, s = f(A, v={"v": B})
  ga, gb = (p * 2 + s.square()).sum().gradient(A, B)
  np.testing.assert_allclose(p.numpy(), a * b, rtol=1e-6)
  np.testing.assert_allclose(s.numpy(), a + b, rtol=1e-6)
  ref = lambda x, y: float((2 * x * y + (x + y) ** 2).sum())
  np.testing.assert_allclose(ga.numpy(), fd_grad(ref, [a, b], 0), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(gb.numpy(), fd_grad(ref, [a, b], 1), rtol=1e-4, atol=1e-5)
  assert seen == [2]

def test_repeated_argument_is_one_input_and_grad_flows_further():
  x = rng.standard_normal(4)
  sq = function(lambda a, b: a * b, grad_fxn=lambda g, call: (2 * Tensor(g) * Tensor(call.src[1]),))
  X = Tensor(x.astype(np.float32))
  H = X * 3  # the gradient continues through the argument's own graph
  y = sq(H, H)
  np.testing.assert_allclose(y.sum().gradient(X)[0].numpy(), fd_grad(lambda v: float(((3 * v) ** 2).sum()), [x], 0), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(y.numpy(), (3 * x) ** 2, rtol=1e-5)

def test_bad_grad_fxn_results_raise():
  X = Tensor(rng.random(4, dtype=np.float32))
  f = function(lambda a, b: a * b, grad_fxn=lambda g, call: (g,))
  with pytest.raises(ValueError, match="one per input"): f(X, X * 2).sum().gradient(X)
  with pytest.raises(RuntimeError, match="no Tensor arguments"): function(lambda: Tensor([1.0]), grad_fxn=lambda g, call: ())()
  with pytest.raises(TypeError, match="callable"): function(lambda a: a, grad_fxn=3)
