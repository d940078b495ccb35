"""Symbolic (Variable) dims in the Tensor API: slices with a symbolic start or stop, triu/tril, arange and full.
Results are read after binding (padded back to an int shape) and compared with numpy; every bound value reuses the first value's kernels."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import GlobalCounters, Tensor, Variable, dtypes
from tinygrad.engine import realize as engine
from tinygrad.uop.ops import UOp

rng = np.random.default_rng(0)
A = rng.random((4, 10), dtype=np.float32)
SQ = rng.random((2, 8, 8), dtype=np.float32)

def read(t: Tensor, full: tuple[int, ...]) -> np.ndarray:
  """A symbolic-shaped tensor zero-padded (by symbolic amounts, a graph-level PAD) to the int shape `full`, read back."""
  return Tensor(t.uop.pad(tuple((0, f - s) for f, s in zip(full, t.shape)))).numpy()

def padded(a: np.ndarray, full: tuple[int, ...]) -> np.ndarray: return np.pad(a, [(0, f - s) for f, s in zip(full, a.shape)])

def for_values(fn, ns=(3, 5, 8), lo=1, hi=8):
  """fn(bound Variable, n) for several n: the first value compiles, the others must only launch (same program cache, kernels run)."""
  compiled = None
  for n in ns:
    k0 = GlobalCounters.kernel_count
    fn(Variable("n", lo, hi).bind(n), n)
    assert GlobalCounters.kernel_count > k0, "nothing ran"
    if compiled is None: compiled = len(engine._runners)
    assert len(engine._runners) == compiled, f"binding n={n} compiled new kernels"

def test_slice_symbolic_start():
  X = Tensor(A).realize()
  for_values(lambda v, n: np.testing.assert_allclose(read(X[:, v:] * 2, (4, 10)), padded(A[:, n:] * 2, (4, 10)), rtol=1e-6))

def test_slice_symbolic_start_and_stop():
  X = Tensor(A).realize()
  def check(v: UOp, n: int) -> None:
    y = X[1:3, v - 1:v + 2]
    assert y.shape[0] == 2 and y.shape[1] == 3  # the length simplifies to an int
    np.testing.assert_allclose(y.numpy(), A[1:3, n - 1:n + 2], rtol=1e-6)
  for_values(check)

def test_slice_unbound_variable_shape():
  v = Variable("n", 1, 8)
  t = Tensor(A)[:, v:]
  assert t.shape[0] == 4 and isinstance(t.shape[1], UOp) and (t.shape[1].vmin, t.shape[1].vmax) == (2, 9)
  u = Tensor(A)[:, -9:v + 2].shape[1]  # -9 is column 1
  assert isinstance(u, UOp) and (u.vmin, u.vmax) == (2, 9)
  with pytest.raises(ValueError, match="out of bounds"): Tensor(A)[:, 7:v + 2]  # the stop can fall below the start

def test_slice_negative_int_on_symbolic_dim():
  X = Tensor(A).realize()
  def check(v: UOp, n: int) -> None:
    y = X[:, :v][:, -2:]  # the last two columns of the first n
    assert y.shape == (4, 2)
    np.testing.assert_allclose(y.numpy(), A[:, :n][:, -2:], rtol=1e-6)
  for_values(check, ns=(2, 6, 8), lo=2)

def test_symbolic_slice_with_step_raises():
  with pytest.raises(IndexError, match="step 1"): Tensor(A)[:, Variable("n", 1, 8)::2]

@pytest.mark.parametrize("diag", [-1, 0, 2])
def test_triu_tril_symbolic(diag):
  X = Tensor(SQ).realize()
  def check(v: UOp, n: int) -> None:
    x = X[:, :v, :v]
    np.testing.assert_allclose(read(x.triu(diag), (2, 8, 8)), padded(np.triu(SQ[:, :n, :n], diag), (2, 8, 8)), rtol=1e-6)
    np.testing.assert_allclose(read(x.tril(diag), (2, 8, 8)), padded(np.tril(SQ[:, :n, :n], diag), (2, 8, 8)), rtol=1e-6)
  for_values(check)

def test_arange_symbolic():
  def check(v: UOp, n: int) -> None:
    a = Tensor.arange(v)
    assert a.dtype == dtypes.default_int and isinstance(a.shape[0], UOp)
    np.testing.assert_equal(read(a, (8,)), padded(np.arange(n), (8,)))
    np.testing.assert_equal(read(Tensor.arange(2, v + 2), (8,)), padded(np.arange(2, n + 2), (8,)))
    np.testing.assert_equal(read(Tensor.arange(v, 20, 3), (7,)), padded(np.arange(n, 20, 3), (7,)))
    assert Tensor.arange(v).sum().item() == n * (n - 1) // 2
  for_values(check)

def test_arange_symbolic_bad_args():
  v = Variable("n", 1, 8)
  with pytest.raises(ValueError, match="step"): Tensor.arange(0, v, Variable("s", 0, 8))  # a step that can be 0
  with pytest.raises(TypeError, match="ints"): Tensor.arange(0.5, v)

def test_full_symbolic_shape():
  def check(v: UOp, n: int) -> None:
    assert Tensor.full((v, 3), 2.5).shape[1] == 3 and isinstance(Tensor.full(v, 7).shape[0], UOp)
    np.testing.assert_allclose(read(Tensor.full((v, 3), 2.5), (8, 3)), padded(np.full((n, 3), 2.5, np.float32), (8, 3)))
    np.testing.assert_equal(read(Tensor.full(v, 7, dtype=dtypes.int32), (8,)), padded(np.full(n, 7, np.int32), (8,)))
    np.testing.assert_allclose(read(Tensor.ones(2, v), (2, 8)), padded(np.ones((2, n), np.float32), (2, 8)))
    assert Tensor.full((v, 3), 2.5).sum().item() == pytest.approx(7.5 * n)
  for_values(check)

def test_causal_attention_symbolic_seqlen():
  Q, K, V = (rng.random((1, 2, 8, 4), dtype=np.float32) for _ in range(3))
  q, k, vv = Tensor(Q).realize(), Tensor(K).realize(), Tensor(V).realize()
  def check(v: UOp, n: int) -> None:
    out = q[:, :, :v].scaled_dot_product_attention(k[:, :, :v], vv[:, :, :v], is_causal=True)  # the causal mask is a symbolic tril
    s = np.where(np.tril(np.ones((n, n), bool)), Q[:, :, :n] @ K[:, :, :n].transpose(0, 1, 3, 2) / 2, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    np.testing.assert_allclose(read(out, (1, 2, 8, 4)), padded((p / p.sum(-1, keepdims=True)) @ V[:, :, :n], (1, 2, 8, 4)), rtol=1e-5, atol=1e-6)
  for_values(check)
