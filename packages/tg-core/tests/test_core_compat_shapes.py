"""tinygrad-compatible behaviour at the edges of shapes, gradients and argument checks, against numpy.

Symbolic shapes: a symbolic dim may be shrunk or reshaped to an int size that holds at the Variable's bound value (tinygrad's
`Tensor.arange(v.bind(4))[:4]`); the graph keeps the symbolic size, so a size that does not hold at the bound value still raises."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, Variable, dtypes
from tinygrad.helpers import Context
from tinygrad.uop.ops import SymbolicError

DEVICES = ["CPU:LLVM", "CPU:CLANG"]

@pytest.fixture(params=DEVICES, autouse=True)
def dev(request):
  with Context(DEV=request.param): yield request.param

# ---- symbolic shapes ----

@pytest.mark.parametrize("n", [1, 4, 9])
def test_arange_symbolic_stop(n):
  assert Tensor.arange(0, Variable("a", 1, 10).bind(n))[:n].tolist() == np.arange(n).tolist()
  assert Tensor.arange(Variable("a", 1, 10).bind(n)).reshape(n).tolist() == np.arange(n).tolist()

@pytest.mark.parametrize("n", [1, 4, 6])
def test_arange_symbolic_start(n):
  assert Tensor.arange(Variable("a", 1, 6).bind(n), 7)[:7 - n].tolist() == np.arange(n, 7).tolist()

@pytest.mark.parametrize("s", [1, 2, 3])
def test_arange_symbolic_step(s):
  want = np.arange(0, 10, s)
  assert Tensor.arange(0, 10, Variable("step", 1, 3).bind(s))[:len(want)].tolist() == want.tolist()

def test_arange_two_and_three_variables():
  b, e, s = Variable("b", 0, 5), Variable("e", 6, 20), Variable("s", 1, 3)
  assert Tensor.arange(b.bind(4), e.bind(7))[:3].tolist() == np.arange(4, 7).tolist()
  for lo, hi, st in [(2, 14, 3), (0, 20, 1), (5, 6, 2), (1, 19, 2)]:
    want = np.arange(lo, hi, st)
    assert Tensor.arange(b.bind(lo), e.bind(hi), s.bind(st))[:len(want)].tolist() == want.tolist()

def test_arange_symbolic_step_that_can_be_zero_raises():
  with pytest.raises(ValueError, match="step"): Tensor.arange(0, 10, Variable("z", 0, 3).bind(2))

def test_full_with_variable_value_and_shape():
  assert Tensor.full((3,), Variable("x", 1, 10).bind(5)).tolist() == np.full((3,), 5).tolist()
  v = Variable("i", 1, 10).bind(3)
  np.testing.assert_array_equal(Tensor.full((v, 2), 3.0).reshape(3, 2).numpy(), np.full((3, 2), 3.0))

@pytest.mark.parametrize("upper", [True, False])
def test_triu_tril_symbolic_shape_and_diagonal(upper):
  t = Variable("t", 1, 10).bind(4)
  for sp in (0, 1, 3):
    v = Variable("start_pos", 0, 5).bind(sp)
    full = Tensor.full((1, 1, t, v + t), float("-inf"))
    mask = full.triu(v + 1) if upper else full.tril(v + 1)
    want = (np.triu if upper else np.tril)(np.full((1, 1, 4, sp + 4), float("-inf")), k=sp + 1)
    np.testing.assert_array_equal(mask.shrink(((0, 1), (0, 1), (0, 4), (0, sp + 4))).numpy(), want)

def test_split_and_chunk_on_a_concrete_dim_of_a_symbolic_tensor():
  a = np.arange(30).reshape(10, 3)
  pieces = Tensor(a).contiguous()[:, :Variable("a", 1, 10).bind(3)].split(5, dim=0)
  assert len(pieces) == 2 and all(p.shape[0] == 5 for p in pieces)
  for p, w in zip(pieces, np.split(a, 2, axis=0)): np.testing.assert_array_equal(p.shrink(((0, 5), (0, 3))).numpy(), w)
  t = Tensor.ones(10, 8).contiguous()[:Variable("a", 1, 10).bind(4), :]
  chunks = t.chunk(2, dim=-1)
  assert len(chunks) == 2 and chunks[0].shape[1] == chunks[1].shape[1] == 4
  for c in chunks: np.testing.assert_array_equal(c.shrink(((0, 4), (0, 4))).numpy(), np.ones((4, 4)))
  with pytest.raises(SymbolicError, match="symbolic dim"): t.chunk(2, dim=0)
  with pytest.raises(SymbolicError, match="symbolic dim"): t.split(2, dim=0)

@pytest.mark.parametrize("n", [2, 5])
def test_mean_and_var_over_a_symbolic_axis(n):
  a = np.random.default_rng(n).random((3, 10), dtype=np.float32)
  t = Tensor(a).contiguous()[:, :Variable("a", 1, 10).bind(n)]
  np.testing.assert_allclose(t.mean(1)[:3].numpy(), a[:, :n].mean(1), rtol=1e-5)
  np.testing.assert_allclose(t.mean().item(), a[:, :n].mean(), rtol=1e-5)
  np.testing.assert_allclose(t.var(1).numpy(), a[:, :n].var(1, ddof=1), rtol=1e-4, atol=1e-6)
  np.testing.assert_allclose(Tensor(a[:, :n]).reshape(3, Variable("b", 1, 10).bind(n)).mean(1).numpy(), a[:, :n].mean(1), rtol=1e-5)

def test_variable_times_tensor_either_side():
  v, t = Variable("a", 1, 10).bind(2), Tensor.ones(3, dtype=dtypes.int8)
  assert (t * v).tolist() == (v * t).tolist() == [2, 2, 2]
  x = np.array([1.0, 2.0, 4.0], dtype=np.float32)
  np.testing.assert_allclose((v - Tensor(x)).numpy(), 2 - x)
  np.testing.assert_allclose((v / Tensor(x)).numpy(), 2 / x)
  assert isinstance(v * 3, type(v))  # UOp op int stays symbolic
  assert (Tensor.ones(10).contiguous()[:v] * Tensor(v)).sum().item() == 4.0

def test_empty_variable_sized_tensor():
  vb = Variable("i", 1, 10).bind(3)
  t = Tensor.empty(3, vb)
  assert t.shape == (3, vb)
  assert t.realize().shape == (3, vb)
  z = Tensor.zeros(Variable("z", 0, 10).bind(0))  # a symbolic dim bound to 0
  assert z.reshape(0).numpy().shape == (0,)
  assert z.sum().item() == 0.0

def test_shrink_past_the_buffer_with_a_variable():
  base = np.arange(10, dtype=np.float32)
  x = Tensor(base).contiguous()
  with pytest.raises(ValueError, match="out of bounds"): x[:Variable("a", 1, 20).bind(12)]  # 12 > 10 rows: refused at build
  with pytest.raises(ValueError, match="out of bounds"): Tensor.ones(3).contiguous()[:Variable("a", 1, 10).bind(5)]
  for n in (2, 7):  # a Variable whose range passes the buffer but whose bound value does not reads only what is there
    np.testing.assert_allclose(x[:Variable("a", 1, 20).bind(n)].sum().item(), base[:n].sum())
    np.testing.assert_array_equal(x[:Variable("a", 1, 20).bind(n) + 2][:n + 2].numpy(), base[:n + 2])
  with pytest.raises(ValueError, match="size mismatch"): Tensor.ones(2, 2).reshape(2, Variable("a", 1, 10).bind(3))
