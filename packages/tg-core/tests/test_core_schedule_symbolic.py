"""Symbolic shapes: Variable-sized dims through reshape, shrink, pad, matmul, softmax and full; one compile per kernel."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, Variable
from tinygrad.engine import realize as engine
from tinygrad.uop import Ops

rng = np.random.default_rng(0)
FULL = rng.random((4, 10), dtype=np.float32)
W = rng.random((10, 3), dtype=np.float32)

def each_n(fn, ns=(3, 7, 10)):
  """Run fn(bound variable, n) for several values; every value must reuse the kernels compiled for the first."""
  X = Tensor(FULL).realize()
  before = None
  for n in ns:
    fn(X, Variable("n", 1, 10).bind(n), n)
    if before is None: before = len(engine._runners)
  assert len(engine._runners) == before, "a new bound value compiled new kernels"

def test_shrink_sum():
  each_n(lambda X, v, n: np.testing.assert_allclose(X[:, :v].sum(1).numpy(), FULL[:, :n].sum(1), rtol=1e-5))

def test_reshape():
  each_n(lambda X, v, n: np.testing.assert_allclose(X[:, :v].reshape(2, 2, v).sum(2).numpy(), FULL[:, :n].reshape(2, 2, n).sum(2), rtol=1e-5))

def test_pad():
  each_n(lambda X, v, n: np.testing.assert_allclose(X[:, :v].pad(((1, 1), (2, 0))).sum(1).numpy(), np.pad(FULL[:, :n], ((1, 1), (2, 0))).sum(1),
                                                    rtol=1e-5))

def test_softmax_matmul():
  def check(X: Tensor, v, n: int) -> None:
    ref = np.exp(FULL[:, :n])
    ref = (ref / ref.sum(1, keepdims=True)) @ W[:n]
    np.testing.assert_allclose((X[:, :v].softmax(-1) @ Tensor(W)[:v]).numpy(), ref, rtol=1e-5)
  each_n(check)

def test_matmul_symbolic_inner():
  T = Tensor(FULL.T.copy()).realize()
  each_n(lambda X, v, n: np.testing.assert_allclose((X[:, :v] @ T[:v, :]).numpy(), FULL[:, :n] @ FULL.T[:n], rtol=1e-5))

def test_full_symbolic():
  each_n(lambda X, v, n: np.testing.assert_allclose(Tensor.full((v, 3), 2.0).contiguous().sum(0).numpy(), np.full(3, 2.0 * n)))

def test_symbolic_output_is_realized_at_max_size():
  v = Variable("n", 1, 10).bind(4)
  t = (Tensor(FULL).realize()[:, :v] * 2).realize()
  bufs = [u for u in t.uop.toposort() if u.op is Ops.BUFFER and not u.is_variable]
  assert t.shape[0] == 4 and not isinstance(t.shape[1], int) and [b.arg.size for b in bufs] == [40]
  np.testing.assert_allclose(t.sum(1).numpy(), (FULL[:, :4] * 2).sum(1), rtol=1e-5)

def test_one_variable_two_values_in_one_schedule():
  X = Tensor(FULL).realize()
  a, b = X[:, :Variable("n", 1, 10).bind(2)].sum(1), X[:, :Variable("n", 1, 10).bind(3)].sum(1)
  with pytest.raises(RuntimeError, match="bound to both"): Tensor.realize(a, b)

def test_unbound_variable():
  n = Variable("n", 1, 10)
  with pytest.raises(RuntimeError, match="unbound Variable"): Tensor(FULL).realize()[:, :n].sum(1).contiguous().realize()
