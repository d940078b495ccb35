"""Tensor.train()/Tensor.test() as context managers and decorators, and Tensor(requires_grad=), checked against numpy."""
import numpy as np
from tinygrad import Tensor
from tinygrad.helpers import TRAINING

def _dropped(x: Tensor) -> int: return int((x.dropout(0.5).numpy() == 0).sum())

def test_train_context_and_decorator():
  x = Tensor.ones(64, 64, device="CPU").contiguous()
  assert _dropped(x) == 0  # dropout is the identity outside training
  with Tensor.train():
    out = x.dropout(0.5).numpy()
    assert 0 < (out == 0).sum() < out.size and np.all((out == 0) | (out == 2.0))  # kept values scaled by 1/(1-p)
    with Tensor.test(): assert _dropped(x) == 0
  assert not TRAINING
  @Tensor.train()
  def step() -> int: return _dropped(x)
  assert step() > 0 and not TRAINING

def test_requires_grad():
  a = np.array([1.0, -2.0, 3.0], np.float32)
  x, w = Tensor(a, requires_grad=True), Tensor(a * 2, requires_grad=False)
  (x * w).sum().backward()
  assert x.grad is not None and w.grad is None
  np.testing.assert_allclose(x.grad.numpy(), a * 2)
