"""The schedule cache (SCACHE) with bound Variables: the Variables are part of a graph's structure, their values are not, so a
repeat of a graph with another bound value reuses the schedule and runs with the new value; results match numpy."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
import tinygrad.schedule as sched_mod
from tinygrad import Tensor, Variable

rng = np.random.default_rng(1)
X = rng.random((4, 10), dtype=np.float32) - 0.5
W = rng.random((10, 3), dtype=np.float32) - 0.5

@pytest.fixture
def creates(monkeypatch: pytest.MonkeyPatch) -> list:
  """Every uncached schedule (a run of the scheduler's rewrites) is recorded here."""
  calls: list = []
  orig = sched_mod._create
  def create(roots):
    calls.append(roots)
    return orig(roots)
  monkeypatch.setattr(sched_mod, "_create", create)
  return calls

def test_second_value_reuses_the_schedule(creates: list):
  x, w = Tensor(X).realize(), Tensor(W).realize()
  for i, n in enumerate((3, 7, 3, 10)):
    v = Variable("n", 1, 10).bind(n)
    t = (x[:, :v] @ w[:v]).relu() + x[:, :v].sum(1, keepdim=True)
    s = sched_mod.create_schedule(t.uop)
    assert s.cached == (i > 0) and s.var_vals["n"] == n
    np.testing.assert_allclose(t.numpy(), np.maximum(X[:, :n] @ W[:n], 0) + X[:, :n].sum(1, keepdims=True), rtol=1e-5, atol=1e-6)
  assert len(creates) == 1, "one schedule for every bound value of the same structure"

def test_two_variables_and_other_buffers(creates: list):
  for n, m in ((2, 5), (4, 1), (2, 5)):
    a = rng.random((10, 10), dtype=np.float32)
    t = Tensor(a)[:Variable("n", 1, 10).bind(n), :Variable("m", 1, 10).bind(m)]
    np.testing.assert_allclose((t * 2).sum().numpy(), (a[:n, :m] * 2).sum(), rtol=1e-5)
  assert len(creates) == 1

def test_other_variable_is_another_structure(creates: list):
  x = Tensor(X).realize()
  np.testing.assert_allclose(x[:, :Variable("n", 1, 10).bind(4)].sum(1).numpy(), X[:, :4].sum(1), rtol=1e-5)
  np.testing.assert_allclose(x[:, :Variable("k", 1, 10).bind(6)].sum(1).numpy(), X[:, :6].sum(1), rtol=1e-5)
  np.testing.assert_allclose(x[:, :Variable("n", 1, 9).bind(5)].sum(1).numpy(), X[:, :5].sum(1), rtol=1e-5)
  assert len(creates) == 3, "a Variable's name and range are structure"

def test_realized_symbolic_value_keeps_its_binding(creates: list):
  x = Tensor(X).realize()
  for n in (3, 8):
    y = (x[:, :Variable("n", 1, 10).bind(n)] * 3).realize()  # its buffer view has a symbolic shape: the Variable must stay bound
    np.testing.assert_allclose((y + 1).sum(1).numpy(), (X[:, :n] * 3 + 1).sum(1), rtol=1e-5)
  assert len(creates) == 2, "both graphs (the product, then the sum over it) hit for the second value"
