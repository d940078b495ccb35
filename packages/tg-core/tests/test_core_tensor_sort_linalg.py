"""Tensor.sort / argsort / topk (bitonic network), argmax on fused expressions, qr / svd and keccak, against numpy and hashlib."""
import hashlib, math
import numpy as np
import pytest
from tinygrad import Tensor, dtypes

RNG = np.random.default_rng(1234)

def _stable_desc(x: np.ndarray, axis: int) -> np.ndarray:
  """numpy's stable argsort for a descending order with NaN first (tinygrad sorts NaN as the largest value)."""
  def row(r: np.ndarray) -> np.ndarray:
    r64 = r.astype(np.float64)
    return np.lexsort((np.where(np.isnan(r64), 0, -r64), ~np.isnan(r64)))
  return np.apply_along_axis(row, axis, x)

# ---- sort ----
@pytest.mark.parametrize("shape,dim", [((7,), -1), ((3, 10), 0), ((2, 5, 6), 1), ((4, 9), -1), ((2, 3, 4), -3), ((17,), 0)])
@pytest.mark.parametrize("dt", [np.float32, np.int32])
def test_sort_matches_numpy_with_duplicates(shape, dim, dt):
  x = RNG.integers(-4, 4, shape).astype(dt)
  v, i = Tensor(x).sort(dim)
  np.testing.assert_array_equal(v.numpy(), np.sort(x, axis=dim, kind="stable"))
  np.testing.assert_array_equal(i.numpy(), np.argsort(x, axis=dim, kind="stable"))
  v, i = Tensor(x).sort(dim, descending=True)
  ref = _stable_desc(x, dim)
  np.testing.assert_array_equal(i.numpy(), ref)
  np.testing.assert_array_equal(v.numpy(), np.take_along_axis(x, ref, dim))

def test_sort_random_floats_and_argsort():
  x = RNG.standard_normal((3, 37)).astype(np.float32)
  np.testing.assert_array_equal(Tensor(x).sort()[0].numpy(), np.sort(x, -1))
  np.testing.assert_array_equal(Tensor(x).argsort(0).numpy(), np.argsort(x, 0, kind="stable"))
  np.testing.assert_array_equal(Tensor(x).argsort(descending=True).numpy(), _stable_desc(x, -1))
  assert Tensor(x).argsort().dtype == dtypes.int32

def test_sort_specials():
  x = np.array([3, np.nan, 1, np.inf, np.nan, -np.inf, 1, -0.0, 0.0], dtype=np.float32)
  v, i = Tensor(x).sort()
  np.testing.assert_array_equal(i.numpy(), np.argsort(x, kind="stable"))  # numpy also puts NaN last and keeps -0.0/0.0 in order
  np.testing.assert_array_equal(v.numpy(), np.sort(x, kind="stable"))
  v, i = Tensor(x).sort(descending=True)
  np.testing.assert_array_equal(i.numpy(), [1, 4, 3, 0, 2, 6, 7, 8, 5])
  np.testing.assert_array_equal(v.numpy(), x[[1, 4, 3, 0, 2, 6, 7, 8, 5]])

@pytest.mark.parametrize("dt,vals", [(np.uint8, [255, 0, 7, 255, 1]), (np.int64, [2**62, -2**62, 5, -1, 2**62]), (np.int8, [-128, 127, 0, -128])])
def test_sort_int_extremes(dt, vals):
  x = np.array(vals, dtype=dt)
  np.testing.assert_array_equal(Tensor(x).sort()[0].numpy(), np.sort(x))
  np.testing.assert_array_equal(Tensor(x).sort()[1].numpy(), np.argsort(x, kind="stable"))
  np.testing.assert_array_equal(Tensor(x).sort(descending=True)[1].numpy(), _stable_desc(x, -1))

def test_sort_bool_and_small():
  np.testing.assert_array_equal(Tensor([True, False, True, False]).sort()[1].numpy(), [1, 3, 0, 2])
  v, i = Tensor([5.0]).sort()
  assert v.numpy().tolist() == [5.0] and i.numpy().tolist() == [0]
  v, i = Tensor.zeros(0, 3).sort(0)
  assert v.numpy().shape == (0, 3) and i.numpy().shape == (0, 3)
  v, i = Tensor(np.zeros((2, 0), np.float32)).sort()
  assert v.shape == (2, 0) and i.shape == (2, 0)
  v, i = Tensor(2.5).sort()
  assert v.item() == 2.5 and i.item() == 0

def test_sort_deviceless_input():
  np.testing.assert_array_equal(Tensor.arange(6).sort(descending=True)[0].numpy(), [5, 4, 3, 2, 1, 0])

def test_sort_gradient_vs_finite_differences():
  x = RNG.standard_normal((2, 6)).astype(np.float32)
  w = RNG.standard_normal((2, 6)).astype(np.float32)
  t = Tensor(x)
  (t.sort(-1, descending=True)[0] * Tensor(w)).sum().backward()
  assert t.grad is not None
  f = lambda a: (-np.sort(-a, -1) * w).sum()
  num = np.zeros_like(x, dtype=np.float64)
  for idx in np.ndindex(x.shape):
    d = np.zeros_like(x, dtype=np.float64)
    d[idx] = 1e-3
    num[idx] = (f(x + d) - f(x - d)) / 2e-3
  np.testing.assert_allclose(t.grad.numpy(), num, atol=1e-3)

# ---- topk ----
def test_topk_values_indices():
  x = RNG.integers(-3, 3, (4, 11)).astype(np.float32)
  v, i = Tensor(x).topk(3)
  ref = _stable_desc(x, -1)[:, :3]
  np.testing.assert_array_equal(i.numpy(), ref)
  np.testing.assert_array_equal(v.numpy(), np.take_along_axis(x, ref, -1))
  v, i = Tensor(x).topk(2, dim=0, largest=False)
  ref = np.argsort(x, 0, kind="stable")[:2]
  np.testing.assert_array_equal(i.numpy(), ref)
  np.testing.assert_array_equal(v.numpy(), np.take_along_axis(x, ref, 0))

def test_topk_errors_and_gradient():
  with pytest.raises(ValueError): Tensor([1.0, 2.0]).topk(3)
  with pytest.raises(NotImplementedError): Tensor([1.0, 2.0]).topk(1, sorted_=False)
  t = Tensor([3.0, 1.0, 2.0, 5.0, 0.0])
  (t.topk(2)[0] * Tensor([1.0, 10.0])).sum().backward()
  assert t.grad is not None
  np.testing.assert_allclose(t.grad.numpy(), [10.0, 0.0, 0.0, 1.0, 0.0])

# ---- argmax on lazy fused expressions ----
def _argmax_ref(v: np.ndarray, axis):
  return np.argmax(v) if axis is None else np.argmax(v, axis=axis)

@pytest.mark.parametrize("shape", [(3, 5, 9), (33,), (2, 300)])
def test_argmax_fused_expression_in_range(shape):
  # a*b+c is computed once in the max reduce and again in the compare; FMA contraction once used to make them differ by an ulp
  an, bn, cn = [RNG.standard_normal(shape).astype(np.float32) for _ in range(3)]
  for axis in (None, -1, 0):
    a, b, c = Tensor(an), Tensor(bn), Tensor(cn)
    e = a * b + c
    r, v = e.argmax(axis).numpy(), e.numpy()
    n = v.size if axis is None else v.shape[axis]
    assert (np.asarray(r) < n).all()
    np.testing.assert_array_equal(r, _argmax_ref(v, axis))
    np.testing.assert_array_equal((a * b + c).argmin(axis).numpy(), np.argmin(v) if axis is None else np.argmin(v, axis=axis))

def test_argmax_ties_inf_nan():
  cases = [[2.0, 5.0, 5.0, 1.0], [-math.inf] * 3, [1.0, math.nan, 3.0, math.nan], [math.inf, 1.0, math.inf], [math.nan]]
  for c in cases:
    x = np.array(c, dtype=np.float32)
    assert Tensor(x).argmax().item() == np.argmax(x) and (Tensor(x) * 2 + 1).argmax().item() == np.argmax(x * 2 + 1)
    assert Tensor(x).argmin().item() == np.argmin(x)
  x = np.array([[1, 7, 7], [9, 0, 9]], dtype=np.int32)
  np.testing.assert_array_equal((Tensor(x) * 3 - 1).argmax(1).numpy(), np.argmax(x * 3 - 1, 1))

# ---- qr / svd ----
def _rank_deficient(m: int, n: int, r: int) -> np.ndarray:
  return (RNG.standard_normal((m, r)) @ RNG.standard_normal((r, n))).astype(np.float32)

QR_CASES = [RNG.standard_normal((4, 4)).astype(np.float32), RNG.standard_normal((6, 3)).astype(np.float32),
            RNG.standard_normal((3, 5)).astype(np.float32), RNG.standard_normal((2, 5, 4)).astype(np.float32), _rank_deficient(5, 4, 2)]

@pytest.mark.parametrize("a", QR_CASES, ids=lambda a: "x".join(map(str, a.shape)))
def test_qr(a):
  Q, R = Tensor(a).qr()
  q, r = Q.numpy(), R.numpy()
  m = a.shape[-2]
  assert q.shape == (*a.shape[:-2], m, m) and r.shape == a.shape
  np.testing.assert_allclose(q @ r, a, atol=2e-5)
  np.testing.assert_allclose(np.swapaxes(q, -1, -2) @ q, np.broadcast_to(np.eye(m), q.shape), atol=2e-5)
  assert (np.tril(r, -1) == 0).all()
  np.testing.assert_allclose(np.abs(np.diagonal(r, 0, -2, -1)), np.abs(np.diagonal(np.linalg.qr(a)[1], 0, -2, -1)), atol=2e-5)

@pytest.mark.parametrize("a", QR_CASES, ids=lambda a: "x".join(map(str, a.shape)))
def test_svd(a):
  U, S, Vh = Tensor(a).svd()
  u, s, vh = U.numpy(), S.numpy(), Vh.numpy()
  m, n = a.shape[-2:]
  k = min(m, n)
  assert u.shape == (*a.shape[:-2], m, m) and s.shape == (*a.shape[:-2], k) and vh.shape == (*a.shape[:-2], n, n)
  np.testing.assert_allclose(s, np.linalg.svd(a, compute_uv=False), atol=3e-5)
  assert (np.diff(s, axis=-1) <= 0).all()
  np.testing.assert_allclose((u[..., :, :k] * s[..., None, :]) @ vh[..., :k, :], a, atol=3e-5)
  np.testing.assert_allclose(np.swapaxes(u, -1, -2) @ u, np.broadcast_to(np.eye(m), u.shape), atol=3e-5)
  np.testing.assert_allclose(vh @ np.swapaxes(vh, -1, -2), np.broadcast_to(np.eye(n), vh.shape), atol=3e-5)

def test_svd_reduced_and_errors():
  a = QR_CASES[1]
  U, S, Vh = Tensor(a).svd(full_matrices=False)
  assert U.shape == (6, 3) and S.shape == (3,) and Vh.shape == (3, 3)
  np.testing.assert_allclose((U.numpy() * S.numpy()) @ Vh.numpy(), a, atol=3e-5)
  with pytest.raises(ValueError): Tensor([1.0, 2.0]).svd()
  with pytest.raises(ValueError): Tensor([[1, 2], [3, 4]]).qr()

# ---- keccak ----
@pytest.mark.parametrize("n", [0, 1, 135, 136, 137])
def test_keccak_sha3_256_lengths(n):
  data = RNG.integers(0, 256, n, dtype=np.uint8)
  out = Tensor(data).keccak().numpy()
  assert out.dtype == np.uint8 and out.shape == (32,)
  assert out.tobytes() == hashlib.sha3_256(data.tobytes()).digest()

def test_keccak_batched_rows_and_cfgs():
  data = RNG.integers(0, 256, (2, 3, 169), dtype=np.uint8)
  out = Tensor(data).keccak("shake_128").numpy()
  assert out.shape == (2, 3, 16)
  for idx in np.ndindex(2, 3): assert out[idx].tobytes() == hashlib.shake_128(data[idx].tobytes()).digest(16)
  rows = RNG.integers(0, 256, (3, 168), dtype=np.uint8)
  out = Tensor(rows).keccak("shake_128").numpy()
  assert [r.tobytes() for r in out] == [hashlib.shake_128(r.tobytes()).digest(16) for r in rows]
  out = Tensor(rows[:, :100]).keccak("sha3_224").numpy()
  assert [r.tobytes() for r in out] == [hashlib.sha3_224(r.tobytes()).digest() for r in rows[:, :100]]
  assert Tensor(rows[0, :10]).keccak((136, 6)).numpy().tobytes() == hashlib.sha3_256(rows[0, :10].tobytes()).digest()
  assert Tensor(b"").keccak("shake_128").numpy().tobytes() == hashlib.shake_128(b"").digest(16)

def test_keccak_errors():
  with pytest.raises(ValueError): Tensor(b"abc").keccak("md5")
  with pytest.raises(ValueError): Tensor(b"abc").keccak((100, 6))
