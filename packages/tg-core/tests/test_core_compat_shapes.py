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
  pieces = Tensor(a).contiguous()[:, :Variable("a", 1, 3).bind(3)].split(5, dim=0)
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
  with pytest.raises(ValueError, match="out of bounds"): x[:Variable("a", 1, 20).bind(12)]  # 12 > 10 rows
  with pytest.raises(ValueError, match="out of bounds"): Tensor.ones(3).contiguous()[:Variable("a", 1, 10).bind(5)]
  for n in (2, 7):  # tinygrad takes a Variable whose range passes the buffer where its bound value fits; a replay with another
    # value would read past it, so tg refuses it and names the fix; a range that fits works
    with pytest.raises(ValueError, match="keeps the end within 10"): x[:Variable("a", 1, 20).bind(n)]
    np.testing.assert_allclose(x[:Variable("a", 1, 10).bind(n)].sum().item(), base[:n].sum())
    np.testing.assert_allclose(x[Variable("a", 1, 20).bind(n):].sum().item(), base[n:].sum())
    np.testing.assert_array_equal(x[:Variable("a", 1, 8).bind(n) + 2][:n + 2].numpy(), base[:n + 2])
  with pytest.raises(ValueError, match="size mismatch"): Tensor.ones(2, 2).reshape(2, Variable("a", 1, 10).bind(3))

# ---- gradients ----

def _target(v) -> Tensor: return Tensor(np.array(v, dtype=np.float32)).realize()

def test_gradient_of_an_implicitly_broadcast_alu_source_has_its_shape():
  from tinygrad.gradient import compute_gradient
  x, y, c = _target([2.0]).reshape(()), _target([1.0, 2.0, 3.0]), Tensor([True, False, True])
  yn = np.array([1.0, 2.0, 3.0])
  cases = [(x.uop * y.uop, yn.sum()),  # d/dx sum(x*y)
           (c.uop.where(x.uop, y.uop), 2.0),  # d/dx sum(where(c, x, y)): x is picked twice
           ((x.uop * y.uop) + x.uop * (x.uop * y.uop) + x.uop, yn.sum() + 2 * 2.0 * yn.sum() + 3)]  # x reaches the sum 3 ways
  for z, want in cases:
    g = compute_gradient(Tensor(z).sum().uop, Tensor(1.0, dtype=dtypes.float32).uop, {x.uop})[x.uop]
    assert g.shape == ()
    np.testing.assert_allclose(Tensor(g).numpy(), want, rtol=1e-6)

def test_tensor_gradient_broadcast_where_and_accumulated_intermediate():
  yn = np.array([1.0, 2.0, 3.0], dtype=np.float32)
  x = Tensor(2.0, dtype=dtypes.float32, requires_grad=True)
  m = x.exp()
  loss = (m * Tensor(yn)).sum() + (m * Tensor(yn) * Tensor(yn)).sum() + (Tensor([True, False, True]).where(m, Tensor(yn))).sum() + m
  loss.backward()
  assert x.grad is not None and x.grad.shape == ()
  np.testing.assert_allclose(x.grad.numpy(), np.exp(2.0) * (yn.sum() + (yn * yn).sum() + 2 + 1), rtol=1e-5)

def test_backward_twice_accumulates_into_grad():
  a = np.array([1.0, -2.0, 3.0], dtype=np.float32)
  x = Tensor(a, requires_grad=True)
  loss = (x * x).sum()
  loss.backward()
  assert x.grad is not None
  np.testing.assert_allclose(x.grad.numpy(), 2 * a)
  loss.backward()  # tinygrad keeps the graph: a second backward adds the same gradient again
  np.testing.assert_allclose(x.grad.numpy(), 4 * a)
  (x * 3).sum().backward()
  np.testing.assert_allclose(x.grad.numpy(), 4 * a + 3)

def test_contiguous_backward_of_a_deviceless_gradient():
  x = Tensor([1.0, 2.0], requires_grad=True)
  (x.contiguous_backward() * 2).sum().backward()  # the seed gradient is a deviceless constant: it stays index math, as in tinygrad
  assert x.grad is not None
  np.testing.assert_array_equal(x.grad.numpy(), [2.0, 2.0])
  y = Tensor([1.0, 2.0], requires_grad=True)  # a gradient with a device goes through
  (y.contiguous_backward() * Tensor([3.0, 4.0])).sum().backward()
  assert y.grad is not None
  np.testing.assert_array_equal(y.grad.numpy(), [3.0, 4.0])

# ---- misc ----

def test_one_hot_of_a_negative_index_raises_when_inferring():
  np.testing.assert_array_equal(Tensor([1, 0, 3]).one_hot().numpy(), np.eye(4, dtype=np.int32)[[1, 0, 3]])
  for data in ([-1], [-1, 2], -1):
    with pytest.raises(ValueError, match="one_hot"): Tensor(data).one_hot(-1)

def test_cumsum_of_a_0d_tensor():
  assert Tensor(3.0).cumsum(0).item() == np.cumsum(np.float32(3.0), axis=0)[0]
  with pytest.raises(IndexError): Tensor(3.0).cumsum(1)

@pytest.mark.parametrize("op", ["sum", "prod"])
def test_reduce_with_an_empty_dtype_name_raises_attribute_error(op):
  with pytest.raises(AttributeError, match="unknown dtype"): getattr(Tensor([1, 2]), op)(dtype="")
  with pytest.raises(ValueError): getattr(Tensor([1, 2]), op)(dtype="notadtype")  # numpy's kind of error too

@pytest.mark.parametrize("formula,shapes", [("...ij,jk->...ik", [(2, 3, 4), (4, 2)]), ("i...->...", [(2, 3, 4)]),
                                            ("...i,...i->...", [(2, 3, 4), (2, 3, 4)]), ("...ii->...i", [(2, 3, 3)]),
                                            ("ab...,b...->a...", [(2, 3, 4), (3, 4)])])
def test_einsum_with_ellipsis(formula, shapes):
  rng = np.random.default_rng(1)
  ops = [rng.random(s, dtype=np.float32) for s in shapes]
  np.testing.assert_allclose(Tensor.einsum(formula, *[Tensor(o) for o in ops]).numpy(), np.einsum(formula, *ops), rtol=1e-5)

def test_div_rounding_modes():
  x = np.array([-7.0, -3.5, 3.5, 7.0, 0.5, -0.5], dtype=np.float32)
  y = np.array([2.0, 2.0, -2.0, -2.0, 3.0, 3.0], dtype=np.float32)
  np.testing.assert_array_equal(Tensor(x).div(Tensor(y), rounding_mode="trunc").numpy(), np.trunc(x / y))
  np.testing.assert_array_equal(Tensor(x).div(Tensor(y), rounding_mode="floor").numpy(), np.floor(x / y))
  xi, yi = np.array([-7, 7, -8, 9], dtype=np.int32), np.array([2, -2, 3, 4], dtype=np.int32)
  np.testing.assert_array_equal(Tensor(xi).div(Tensor(yi), rounding_mode="floor").numpy(), np.floor_divide(xi, yi))
  np.testing.assert_array_equal(Tensor(xi).div(Tensor(yi), rounding_mode="trunc").numpy(), np.trunc(xi / yi).astype(np.int32))
  np.testing.assert_allclose(Tensor(xi).div(Tensor(yi)).numpy(), xi / yi, rtol=1e-6)

@pytest.mark.parametrize("pads", [(-1, 2), (2, -1), (-2, -1), (-1, 2, 1, -1), (1, -2, -1, 2)])
def test_circular_pad_with_negative_pads_crops_then_wraps(pads):
  a = np.arange(24, dtype=np.float32).reshape(1, 2, 3, 4)
  # torch's order: crop the negative sides, then wrap the cropped tensor
  pairs = [(pads[i], pads[i + 1]) for i in range(0, len(pads), 2)][::-1]
  pairs = [(0, 0)] * (a.ndim - len(pairs)) + pairs
  crop = a[tuple(slice(max(-b, 0), s - max(-e, 0)) for (b, e), s in zip(pairs, a.shape))]
  want = np.pad(crop, [(max(b, 0), max(e, 0)) for b, e in pairs], mode="wrap")
  np.testing.assert_array_equal(Tensor(a).pad(pads, mode="circular").numpy(), want)

def _np_max_pool_with_indices(a: np.ndarray, k: int, s: int, p: int) -> tuple[np.ndarray, np.ndarray]:
  n, c, h, w = a.shape
  oh, ow = (h + 2 * p - k) // s + 1, (w + 2 * p - k) // s + 1
  vals, idx = np.zeros((n, c, oh, ow), a.dtype), np.zeros((n, c, oh, ow), np.int64)
  for b, ch, i, j in np.ndindex(n, c, oh, ow):
    best = None
    for di, dj in np.ndindex(k, k):  # the first maximum in window order, as torch
      r, q = i * s - p + di, j * s - p + dj
      if 0 <= r < h and 0 <= q < w and (best is None or a[b, ch, r, q] > best): best, idx[b, ch, i, j] = a[b, ch, r, q], r * w + q
    vals[b, ch, i, j] = best
  return vals, idx

@pytest.mark.parametrize("k,s,p", [(2, 2, 0), (3, 1, 1), (3, 2, 1)])
def test_max_pool2d_return_indices(k, s, p):
  a = np.random.default_rng(k * 10 + s).integers(-5, 5, (2, 2, 5, 6)).astype(np.float32)  # ties: the first maximum wins
  vals, idx = Tensor(a).max_pool2d(k, stride=s, padding=p, return_indices=True)
  want_v, want_i = _np_max_pool_with_indices(a, k, s, p)
  np.testing.assert_array_equal(vals.numpy(), want_v)
  assert idx.dtype == dtypes.int64
  np.testing.assert_array_equal(idx.numpy(), want_i)

def test_where_of_python_ints_materialises_as_default_int():
  t = Tensor([True, False, True]).where(1, 2)
  got = t.numpy()
  assert got.dtype == np.int32 and got.tolist() == np.where([True, False, True], 1, 2).tolist()
  assert Tensor([True, False]).where(Tensor(3).expand(2), -1).numpy().dtype == np.int32  # through a view
  big = Tensor([True, False]).where(2**40, 1).numpy()  # a value past int32 still widens to int64
  assert big.dtype == np.int64 and big.tolist() == [2**40, 1]
