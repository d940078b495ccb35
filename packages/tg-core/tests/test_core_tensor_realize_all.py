"""Tensor.realize_all / Tensor.realize(*ts): one schedule for all the tensors, so shared subexpressions run once, and every
live tensor on a node that got a buffer reads it afterwards (nothing runs twice)."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import GlobalCounters, Tensor

A = np.arange(16, dtype=np.float32) / 4

def kernels(fn) -> int:
  GlobalCounters.reset()
  fn()
  return GlobalCounters.kernel_count

def test_shared_reduce_runs_once():
  a = Tensor(A).realize()
  def parts() -> tuple[Tensor, Tensor]:
    s = (a * 3).sum()  # broadcast back into both outputs: it gets its own buffer
    return a + s, a - s
  p, q = parts()
  assert kernels(lambda: Tensor.realize_all(p, q)) == 3  # s once, then p and q
  p2, q2 = parts()
  assert kernels(lambda: (p2.realize(), q2.realize())) == 4  # apart, each schedule computes s again
  for x, y in ((p, p2), (q, q2)): np.testing.assert_allclose(x.numpy(), y.numpy())
  np.testing.assert_allclose(p.numpy(), A + 3 * A.sum(), rtol=1e-6)
  np.testing.assert_allclose(q.numpy(), A - 3 * A.sum(), rtol=1e-6)

def test_shared_contiguous_is_patched():
  a = Tensor(A).realize()
  c = (a + 1).contiguous()
  x, y = c * 2, c.exp()
  assert kernels(lambda: Tensor.realize(x, y)) == 3
  assert kernels(c.realize) == 0 and c.uop.is_realized  # c now reads the buffer that schedule filled
  np.testing.assert_allclose(c.numpy(), A + 1)
  np.testing.assert_allclose(x.numpy(), (A + 1) * 2)
  np.testing.assert_allclose(y.numpy(), np.exp(A + 1), rtol=1e-6)

def test_assign_runs_once():
  t = Tensor.zeros(16).contiguous().realize()
  t.assign(t + 1)
  u = t * 2
  assert kernels(u.realize) == 2  # the assign, then u
  assert kernels(t.realize) == 0  # the assign is not run a second time
  np.testing.assert_allclose(t.numpy(), np.ones(16))
  np.testing.assert_allclose(u.numpy(), np.full(16, 2.0))

def test_skips_realized_and_virtual():
  a = Tensor(A).realize()
  assert kernels(lambda: Tensor.realize_all(a, Tensor.arange(4), Tensor(3.0))) == 0
  assert kernels(lambda: Tensor.realize_all()) == 0

def test_realize_returns_self_and_counts_stats_only_when_asked():
  a = Tensor(A).realize()
  x = a * 5
  assert kernels(lambda: x.realize(do_update_stats=False)) == 0 and x.uop.is_realized
  np.testing.assert_allclose(x.numpy(), A * 5)
  y = a + 7
  assert y.realize() is y
