"""Autograd: gradients through clone() and __setitem__, gradients that survive reading or realizing before backward(),
requires_grad, Tensor.train()/test(), and gradients at edge values against torch's documented formulas (evaluated in float64)."""
import math
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, dtypes
from tinygrad.device import is_dtype_supported
from tinygrad.helpers import TRAINING, Context

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
rng = np.random.default_rng(17)
def rand(*shape: int) -> np.ndarray: return rng.uniform(-2, 2, shape).astype(np.float32)

# ---- clone ----

@pytest.mark.parametrize("dev", DEVICES)
def test_readme_clone_example(dev):
  x = Tensor.eye(3).clone(dev)
  y = Tensor([[2.0, 0, -2.0]], device=dev)
  y.matmul(x).sum().backward()
  # d sum(y @ x) / d x[i][j] = y[0][i]
  np.testing.assert_allclose(x.grad.numpy(), np.repeat(np.array([[2.0], [0.0], [-2.0]]), 3, axis=1))
  np.testing.assert_allclose(y.grad.numpy(), np.eye(3).sum(1)[None])

def test_readme_requires_grad_example():
  x = Tensor.eye(3, requires_grad=True)
  y = Tensor([[2.0, 0, -2.0]], requires_grad=True)
  z = y.matmul(x).sum()
  z.backward()
  assert x.grad is not None, "a deviceless tensor made with requires_grad=True gets its gradient"
  np.testing.assert_allclose(x.grad.numpy(), np.repeat(np.array([[2.0], [0.0], [-2.0]]), 3, axis=1))
  np.testing.assert_allclose(y.grad.numpy(), [[1.0, 1.0, 1.0]])

def test_creation_functions_take_requires_grad():
  for t in (Tensor.zeros(2, requires_grad=True), Tensor.ones(2, requires_grad=True), Tensor.rand(2, requires_grad=True),
            Tensor.randn(2, requires_grad=True), Tensor.arange(3.0, requires_grad=True), Tensor.full((2,), 3.0, requires_grad=True),
            Tensor.uniform(2, requires_grad=True), Tensor.empty(2, requires_grad=True), Tensor.eye(2).ones_like(requires_grad=True)):
    assert t.requires_grad is True
  assert Tensor.zeros(2, requires_grad=False).requires_grad is False and Tensor.zeros(2).requires_grad is None

def test_clone_passes_gradient_to_its_source():
  a = rand(4)
  w = Tensor(a)
  c = w.clone()
  (c * c).sum().backward()
  np.testing.assert_allclose(c.grad.numpy(), 2 * a, rtol=1e-6)
  np.testing.assert_allclose(w.grad.numpy(), 2 * a, rtol=1e-6)

def test_realized_clone_is_a_leaf_with_a_gradient():
  x = Tensor.eye(3).clone().realize()
  y = Tensor([[1.0, 2.0, 3.0]])
  (y @ x).square().sum().backward()
  yv = np.array([[1.0, 2.0, 3.0]])
  np.testing.assert_allclose(x.grad.numpy(), yv.T @ (2 * yv @ np.eye(3)), rtol=1e-6)

# ---- reading or realizing before backward ----

@pytest.mark.parametrize("read", ["item", "numpy", "tolist", "realize"])
def test_read_root_before_backward(read):
  a = rand(5)
  x = Tensor(a)
  y = (x * x).sum()
  getattr(y, read)()
  y.backward()
  assert x.grad is not None, f"y.{read}() before backward dropped the gradient"
  np.testing.assert_allclose(x.grad.numpy(), 2 * a, rtol=1e-6)

@pytest.mark.parametrize("read", ["numpy", "realize"])
def test_realize_intermediate_before_backward(read):
  a, b = rand(3, 4), rand(4, 2)
  x, w = Tensor(a), Tensor(b)
  h = (x @ w).relu()
  getattr(h, read)()
  loss = (h * 3).sum()
  loss.backward()
  mask = (a @ b > 0).astype(np.float64)
  np.testing.assert_allclose(h.grad.numpy(), np.full((3, 2), 3.0))
  np.testing.assert_allclose(w.grad.numpy(), a.T @ (3 * mask), rtol=1e-5, atol=1e-6)
  np.testing.assert_allclose(x.grad.numpy(), (3 * mask) @ b.T, rtol=1e-5, atol=1e-6)

def test_gradient_after_realize_through_two_realized_tensors():
  a = rand(6)
  x = Tensor(a)
  e = x.exp().realize()
  h = (e * 2).realize()
  y = (h + x).sum()
  y.item()
  (gx,) = y.gradient(x)
  np.testing.assert_allclose(gx.numpy(), 2 * np.exp(a.astype(np.float64)) + 1, rtol=1e-5)

def test_loss_item_before_backward_in_a_training_loop():
  from tinygrad.nn.optim import SGD
  a, t = rand(8, 3), rand(8)
  w0 = rand(3)
  w, wn = Tensor(w0.copy()), w0.astype(np.float64)
  opt = SGD([w], lr=0.1)
  with Context(TRAINING=1):
    for _ in range(3):
      loss = ((Tensor(a) @ w - Tensor(t)) ** 2).mean()
      lv = loss.item()
      opt.zero_grad()
      loss.backward()
      opt.step()
      r = a @ wn - t
      assert abs(lv - (r ** 2).mean()) < 1e-4
      wn = wn - 0.1 * (2 / len(t)) * (a.T @ r)
  np.testing.assert_allclose(w.numpy(), wn, rtol=1e-4, atol=1e-5)

def test_inplace_write_after_realize_does_not_give_stale_gradients():
  x = Tensor(rand(4))
  h = (x * 2).contiguous().realize()
  h.assign(Tensor.ones(4) * 7).realize()
  h.sum().backward()
  assert x.grad is None or np.all(x.grad.numpy() == 0), "h's old history (x*2) must not survive a full overwrite"
  y = Tensor(rand(3))
  g = (y * y).contiguous().realize()
  z = (g * 1).sum()
  y.assign(Tensor.zeros(3)).realize()
  with pytest.raises(RuntimeError, match="modified in place"):
    z.backward()

def test_partial_write_into_a_realized_tensor_keeps_the_rest_of_its_history():
  a = rand(4)
  x = Tensor(a)
  h = (x * 3).contiguous()
  hv = h.reshape(2, 2)  # a view tensor of the same buffer, realized with it
  h.realize()
  h[0] = 5.0
  (h * h).sum().backward()
  np.testing.assert_allclose(x.grad.numpy(), np.where(np.arange(4) == 0, 0, 2 * 9 * a), rtol=1e-5)
  h.realize()
  assert hv.numpy()[0, 0] == 5.0, "a view of h reads the write into h"
  x.grad = None
  (hv * 1).sum().backward()  # hv's buffer was written in place: its old history (x * 3 everywhere) must not be used
  assert x.grad is None or np.array_equal(x.grad.numpy(), [0, 3, 3, 3]), f"a stale history gave {x.grad.numpy()}"

# ---- __setitem__ ----

def test_setitem_gradient():
  a = rand(3)
  x = Tensor(a)
  t = Tensor.zeros(2, 3).contiguous().realize()
  t[0] = x * 5
  t.sum().backward()
  np.testing.assert_allclose(x.grad.numpy(), np.full(3, 5.0))

def test_setitem_gradient_to_the_overwritten_value():
  a, b = rand(2, 3), rand(2)
  w, v = Tensor(a), Tensor(b)
  t = w * 1  # lazy: setitem clones it first
  t[:, 1] = v * 2
  (t * Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))).sum().backward()
  wt = np.arange(6, dtype=np.float64).reshape(2, 3)
  np.testing.assert_allclose(w.grad.numpy(), np.where(np.arange(3) == 1, 0, wt))
  np.testing.assert_allclose(v.grad.numpy(), 2 * wt[:, 1])

def test_assign_passes_gradient_to_the_value():
  a = rand(3)
  x = Tensor(a)
  t = Tensor.empty(3)
  t.assign(x * x)
  t.sum().backward()
  np.testing.assert_allclose(x.grad.numpy(), 2 * a, rtol=1e-6)

# ---- requires_grad, train/test ----

def test_requires_grad_argument():
  a = rand(3)
  x, c = Tensor(a, requires_grad=True), Tensor(a, requires_grad=False)
  assert x.requires_grad is True and c.requires_grad is False and Tensor(a).requires_grad is None
  (x * c).sum().backward()
  np.testing.assert_allclose(x.grad.numpy(), a)
  assert c.grad is None, "requires_grad=False tensors get no gradient"
  assert x.requires_grad_(False) is x and x.requires_grad is False

def test_train_test_context_and_decorator():
  assert not Tensor.training and not TRAINING
  with Tensor.train():
    assert Tensor.training and TRAINING
    with Tensor.test():
      assert not Tensor.training and not TRAINING
    assert Tensor.training
  assert not Tensor.training

  @Tensor.train()
  def drop(x: Tensor) -> Tensor: return x.dropout(0.5)
  out = drop(Tensor.ones(1000)).numpy()
  assert not Tensor.training
  assert set(np.unique(out)) <= {0.0, 2.0} and 300 < (out == 0).sum() < 700, "dropout ran in training mode"
  np.testing.assert_array_equal(Tensor.ones(10).dropout(0.5).numpy(), np.ones(10))
  Tensor.training = True
  try: assert TRAINING and (Tensor.ones(1000).dropout(0.5).numpy() == 0).any()
  finally: Tensor.training = False
  assert not TRAINING

# ---- gradients at edge values (torch's documented backward formulas) ----

def grad_of(fn, xs, dtype=dtypes.float32):
  t = Tensor(np.array(xs), dtype=dtype)
  (g,) = fn(t).sum().gradient(t)
  return g.numpy()

def test_abs_and_copysign_at_zero():
  # torch: abs' = sign(x) (0 at 0); copysign(x, y)' wrt x = copysign(1, y)*sign(x)... masked to 0 where x == 0, wrt y = 0
  np.testing.assert_array_equal(grad_of(Tensor.abs, [-2.0, 0.0, 3.0]), [-1.0, 0.0, 1.0])
  x, y = Tensor([0.0, 2.0, -2.0, 0.0, 3.0]), Tensor([1.0, -1.0, -1.0, -1.0, 0.0])
  gx, gy = x.copysign(y).sum().gradient(x, y)
  np.testing.assert_array_equal(gx.numpy(), [0.0, -1.0, 1.0, 0.0, 1.0])
  np.testing.assert_array_equal(gy.numpy(), np.zeros(5))

def test_clip_at_bounds():
  # torch clamp backward: grad where min <= x <= max (the bounds themselves pass the gradient)
  np.testing.assert_array_equal(grad_of(lambda t: t.clip(-1.0, 1.0), [-2.0, -1.0, 0.0, 1.0, 2.0]), [0.0, 1.0, 1.0, 1.0, 0.0])
  np.testing.assert_array_equal(grad_of(lambda t: t.clamp(min_=0.0), [-1.0, 0.0, 1.0]), [0.0, 1.0, 1.0])
  np.testing.assert_array_equal(grad_of(lambda t: t.clamp(max_=0.0), [-1.0, 0.0, 1.0]), [1.0, 1.0, 0.0])

def torch_pow_grads(b: float, e: float) -> tuple[float, float]:
  """torch pow_backward_self / pow_backward_exponent in float64: 0 where e == 0; exponent grad 0 where b == 0 and e >= 0."""
  with np.errstate(all="ignore"):
    gb = 0.0 if e == 0 else e * np.power(np.float64(b), e - 1)
    ge = 0.0 if (b == 0 and e >= 0) else np.power(np.float64(b), e) * (np.log(np.float64(b)) if b >= 0 else np.nan)
  return float(gb), float(ge)

def widest_float():
  """float64 where the default device computes it, else float32 (WEBGPU): the edge cases are the same, only the tolerance widens."""
  return dtypes.float64 if is_dtype_supported(dtypes.float64) else dtypes.float32

@pytest.mark.parametrize("b, e", [(0.0, 2.0), (0.0, 0.0), (0.0, 1.0), (0.0, 0.5), (0.0, -1.0), (3.0, 0.0), (-2.0, 0.0), (-2.0, 3.0),
                                  (-2.0, 2.0), (-0.5, -3.0), (-math.inf, 0.5), (-math.inf, 2.0), (math.inf, 0.5), (2.0, 3.0), (1.5, -0.5)])
def test_pow_edges(b, e):
  dt = widest_float()
  x, y = Tensor([b], dtype=dt), Tensor([e], dtype=dt)
  gx, gy = (x ** y).sum().gradient(x, y)
  eb, ee = torch_pow_grads(b, e)
  tol = 1e-12 if dt == dtypes.float64 else 1e-6
  np.testing.assert_allclose(gx.numpy(), [eb], rtol=tol, err_msg=f"d/dbase of {b} ** {e}")
  np.testing.assert_allclose(gy.numpy(), [ee], rtol=tol, err_msg=f"d/dexp of {b} ** {e}")
  (gc,) = (x ** e).sum().gradient(x)  # python-number exponent
  np.testing.assert_allclose(gc.numpy(), [eb], rtol=tol, err_msg=f"d/dbase of {b} ** const {e}")

def test_pow_int_exponent_tensor_and_int_base():
  b = np.array([-2.0, 0.0, 3.0])
  e = Tensor([3, 2, 0], dtype=dtypes.int32)
  x = Tensor(b, dtype=widest_float())
  (gx,) = (x ** e).sum().gradient(x)
  np.testing.assert_allclose(gx.numpy(), [3 * 4.0, 0.0, 0.0])
  ib = Tensor([2, 3], dtype=dtypes.int32)
  with pytest.raises(RuntimeError, match="float"):
    (ib ** Tensor([3, 2], dtype=dtypes.int32)).sum().gradient(ib)

def _sig(x): return 1 / (1 + np.exp(-x))
EDGE_X = [-1e4, -100.0, -30.0, -5.0, 0.0, 5.0, 30.0, 100.0, 1e4]

@pytest.mark.parametrize("name, deriv", [
  ("sigmoid", lambda x: _sig(x) * (1 - _sig(x))),
  ("tanh", lambda x: 1 - np.tanh(x) ** 2),
  ("quick_gelu", lambda x: _sig(1.702 * x) + x * 1.702 * _sig(1.702 * x) * (1 - _sig(1.702 * x))),
  ("gelu", lambda x: 0.5 * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3))) + 0.5 * x * (1 - np.tanh(np.sqrt(2 / np.pi) *
                     (x + 0.044715 * x ** 3)) ** 2) * np.sqrt(2 / np.pi) * (1 + 3 * 0.044715 * x ** 2)),
  ("silu", lambda x: _sig(x) + x * _sig(x) * (1 - _sig(x)))])
@pytest.mark.parametrize("dtype", [dtypes.float32, dtypes.float64])
def test_activation_grads_at_large_magnitude(name, deriv, dtype):
  if not is_dtype_supported(dtype): pytest.skip(f"the default device has no {dtype}")
  x = np.array(EDGE_X, dtype=np.float64)
  with np.errstate(all="ignore"): want = deriv(x)
  got = grad_of(lambda t: getattr(t, name)(), EDGE_X, dtype)
  assert np.all(np.isfinite(got)), f"{name}' has non-finite values at {x[~np.isfinite(got)]}"
  np.testing.assert_allclose(got, want, rtol=2e-5 if dtype == dtypes.float32 else 1e-9, atol=1e-7 if dtype == dtypes.float32 else 1e-12)

@pytest.mark.parametrize("xs", [[1000.0, 1001.0, 1002.0, 999.0], [-1000.0, 0.0, 1000.0, 3.0], [5.0, -200.0, 80.0, 80.0, -1e4]])
def test_logcumsumexp_large_values(xs):
  x = np.array(xs, dtype=np.float64)
  out = np.array([np.logaddexp.reduce(x[:i + 1]) for i in range(len(x))])
  w = np.arange(1, len(x) + 1, dtype=np.float64)
  # d sum(w * out) / dx_j = sum_{i >= j} w_i exp(x_j - out_i)
  want = np.array([sum(w[i] * np.exp(x[j] - out[i]) for i in range(j, len(x))) for j in range(len(x))])
  t = Tensor(x.astype(np.float32))
  y = t.logcumsumexp()
  np.testing.assert_allclose(y.numpy(), out, rtol=1e-6)
  (g,) = (y * Tensor(w.astype(np.float32))).sum().gradient(t)
  np.testing.assert_allclose(g.numpy(), want, rtol=1e-5, atol=1e-6)

def test_logcumsumexp_long_axis_and_infs():
  x = rng.uniform(-50, 50, (2, 700))
  want = np.logaddexp.accumulate(x, axis=1)
  np.testing.assert_allclose(Tensor(x.astype(np.float32)).logcumsumexp(1).numpy(), want, rtol=2e-5, atol=1e-4)
  xi = np.array([-np.inf, -np.inf, 1.0, np.inf, 2.0])
  np.testing.assert_array_equal(Tensor(xi.astype(np.float32)).logcumsumexp().numpy(), np.logaddexp.accumulate(xi))
