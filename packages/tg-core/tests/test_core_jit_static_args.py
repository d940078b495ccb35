"""A TinyJit replay never reuses a stale non-Tensor argument, and `@TinyJit(prune=True)` works as a decorator; values vs numpy."""
import numpy as np
import pytest
from tinygrad import Tensor, TinyJit
from tinygrad.engine.jit import JitError

def _x() -> Tensor: return Tensor(np.arange(4, dtype=np.float32), device="CPU")

def test_changed_python_arg_raises():
  @TinyJit
  def f(x: Tensor, k: int) -> Tensor: return (x * k).realize()
  for _ in range(3): np.testing.assert_allclose(f(_x(), 2).numpy(), np.arange(4) * 2)  # the same k replays
  with pytest.raises(JitError, match="argument 1 changed: captured with 2, called with 3"): f(_x(), 3)

def test_changed_kwarg_raises():
  @TinyJit
  def f(x: Tensor, scale: float = 1.0) -> Tensor: return (x + scale).realize()
  for _ in range(3): np.testing.assert_allclose(f(_x(), scale=0.5).numpy(), np.arange(4) + 0.5)
  with pytest.raises(JitError, match="scale"): f(_x(), scale=1.5)
  f.reset()
  for k in (1.5, 1.5, 1.5): np.testing.assert_allclose(f(_x(), scale=k).numpy(), np.arange(4) + k)

def test_prune_decorator():
  w = Tensor(np.full(4, 3.0, np.float32), device="CPU").realize()
  @TinyJit(prune=True)
  def f(x: Tensor) -> Tensor: return (x * (w + 1)).realize()
  for i in range(4):
    a = np.arange(4, dtype=np.float32) + i
    np.testing.assert_allclose(f(Tensor(a, device="CPU")).numpy(), a * 4)
