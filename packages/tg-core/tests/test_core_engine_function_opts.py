"""function(precompile=, precompile_backward=, allow_implicit=) do what they say (issue 37); values against numpy."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import GlobalCounters, Tensor, function

rng = np.random.default_rng(3)
x_np, w_np = rng.standard_normal((4, 3)).astype(np.float32), rng.standard_normal((3, 2)).astype(np.float32)

def test_implicit_input_raises_unless_allowed():
  W = Tensor(w_np).realize()
  def body(x: Tensor) -> Tensor: return (x @ W).relu()  # W is read from the closure: an implicit input
  with pytest.raises(RuntimeError, match=r"implicit inputs.*allow_implicit=True"): function(body)(Tensor(x_np))
  lazy = W * 2  # unrealized, but over W's buffer: implicit too
  with pytest.raises(RuntimeError, match="implicit"): function(lambda x: x @ lazy)(Tensor(x_np))
  np.testing.assert_allclose(function(body, allow_implicit=True)(Tensor(x_np)).numpy(), np.maximum(x_np @ w_np, 0), rtol=1e-5, atol=1e-6)
  np.testing.assert_allclose(function(lambda x, w: (x @ w).relu())(Tensor(x_np), W).numpy(), np.maximum(x_np @ w_np, 0), rtol=1e-5, atol=1e-6)

def test_tensors_made_inside_are_not_implicit():
  f = function(lambda x: x * Tensor.ones(3).contiguous() + Tensor([1.0, 2.0, 3.0]))
  np.testing.assert_allclose(f(Tensor(x_np)).numpy(), x_np + [1, 2, 3], rtol=1e-6)

@pytest.mark.parametrize("pre", [False, True])
def test_precompile_realizes_at_the_call(pre):
  f = function(lambda x, w: (x @ w).tanh(), precompile=pre)
  X, W = Tensor(x_np).realize(), Tensor(w_np).realize()
  kc = GlobalCounters.kernel_count
  y = f(X, W)
  assert y.uop.is_realized == pre and (GlobalCounters.kernel_count > kc) == pre
  np.testing.assert_allclose(y.numpy(), np.tanh(x_np @ w_np), rtol=1e-5, atol=1e-6)

@pytest.mark.parametrize("pre", [False, True])
def test_precompile_backward_realizes_the_gradient(pre):
  f = function(lambda x, w: (x @ w).tanh(), precompile_backward=pre)
  X, W = Tensor(x_np, requires_grad=True), Tensor(w_np, requires_grad=True)
  loss = f(X, W).sum()
  loss.realize()
  kc = GlobalCounters.kernel_count
  loss.backward()
  assert (GlobalCounters.kernel_count > kc) == pre, "the gradient at the function's inputs runs as its own kernels only when asked"
  d = 1 - np.tanh(x_np @ w_np) ** 2
  np.testing.assert_allclose(X.grad.numpy(), d @ w_np.T, rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(W.grad.numpy(), x_np.T @ d, rtol=1e-4, atol=1e-5)
