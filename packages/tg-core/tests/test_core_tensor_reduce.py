"""Reductions, cumulative ops, matmul/einsum, convolution, pooling, sorting and the nn functional ops against numpy."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes

def close(t: Tensor, ref, rtol=1e-5, atol=1e-5):
  out, ref = t.numpy(), np.asarray(ref)
  assert out.shape == ref.shape, f"shape {out.shape} != {ref.shape}"
  np.testing.assert_allclose(out, ref, rtol=rtol, atol=atol, equal_nan=True)

rng = np.random.RandomState(1)
X = rng.randn(2, 3, 4).astype(np.float32)

@pytest.mark.parametrize("axis", [None, 0, -1, (0, 2), (1,)])
@pytest.mark.parametrize("keepdim", [False, True])
def test_reductions(axis, keepdim):
  t = Tensor(X)
  close(t.sum(axis, keepdim), X.sum(axis, keepdims=keepdim))
  close(t.max(axis, keepdim), X.max(axis, keepdims=keepdim))
  close(t.min(axis, keepdim), X.min(axis, keepdims=keepdim))
  close(t.mean(axis, keepdim), X.mean(axis, keepdims=keepdim))
  close(t.prod(axis, keepdim), X.prod(axis, keepdims=keepdim), rtol=1e-4)
  close(t.var(axis, keepdim), X.var(axis, keepdims=keepdim, ddof=1), rtol=1e-4)
  close(t.std(axis, keepdim, correction=0), X.std(axis, keepdims=keepdim), rtol=1e-4)
  close((t > 0).any(axis, keepdim), (X > 0).any(axis, keepdims=keepdim))
  close((t > -3).all(axis, keepdim), (X > -3).all(axis, keepdims=keepdim))

def test_reduction_dtypes_and_empty():
  assert Tensor([1, 2], dtype=dtypes.int8).sum().dtype == dtypes.int32 and Tensor([1, 2], dtype=dtypes.uint8).sum().dtype == dtypes.uint32
  assert Tensor([1.0], dtype=dtypes.half).sum().dtype == dtypes.half and Tensor([1, 2]).mean().dtype == dtypes.float32
  assert Tensor([True, True]).sum().item() == 2
  close(Tensor.zeros(0, 3).sum(0), np.zeros(3))
  close(Tensor.zeros(2, 0).sum(1), np.zeros(2))
  close(Tensor.zeros(2, 0).prod(1), np.ones(2))
  with pytest.raises(ValueError, match="axis 1"): Tensor.ones(2, 0).max(1)  # no identity: numpy and torch raise
  assert Tensor(5.0).sum().item() == 5.0
  with pytest.raises(IndexError): Tensor(X).sum(3)

def test_argmax_argmin_first_wins():
  x = np.array([[1, 3, 3, 0], [2, 2, -1, -1]], np.float32)
  close(Tensor(x).argmax(1), x.argmax(1))
  close(Tensor(x).argmin(1), x.argmin(1))
  close(Tensor(x).argmax(), x.argmax())
  assert Tensor(x).argmax(1).dtype == dtypes.int32
  close(Tensor(x).argmax(0, keepdim=True), x.argmax(0)[None])

def test_softmax_logsumexp():
  t = Tensor(X)
  e = np.exp(X - X.max(-1, keepdims=True))
  close(t.softmax(), e / e.sum(-1, keepdims=True))
  close(t.log_softmax(1), np.log(np.exp(X) / np.exp(X).sum(1, keepdims=True)), atol=1e-5)
  close(t.logsumexp(-1), np.log(np.exp(X).sum(-1)))
  close(Tensor([-np.inf, -np.inf]).logsumexp(), -np.inf)

def test_cumulative():
  x = np.array([[1.0, -2.0, 3.0, 0.5], [2.0, 2.0, -1.0, 4.0]], np.float32)
  close(Tensor(x).cumsum(1), np.cumsum(x, 1))
  close(Tensor(x).cumsum(0), np.cumsum(x, 0))
  close(Tensor(x).cumprod(1), np.cumprod(x, 1))
  v, i = Tensor(x).cummax(1)
  close(v, np.maximum.accumulate(x, 1))
  assert i.numpy()[0].tolist() == [0, 0, 2, 2]
  close(Tensor(np.ones(600, np.float32)).cumsum(), np.arange(1, 601))
  close(Tensor(x).logcumsumexp(1), np.log(np.cumsum(np.exp(x), 1)), atol=1e-5)

@pytest.mark.parametrize("sa, sb", [((3, 4), (4, 5)), ((4,), (4, 2)), ((2, 4), (4,)), ((4,), (4,)), ((2, 3, 4), (4, 2)), ((2, 1, 3, 4), (5, 4, 2)),
                                    ((0, 4), (4, 3)), ((3, 0), (0, 2))])
def test_matmul_numpy_rules(sa, sb):
  a, b = rng.randn(*sa).astype(np.float32), rng.randn(*sb).astype(np.float32)
  close(Tensor(a) @ Tensor(b), a @ b, rtol=1e-4, atol=1e-4)

def test_matmul_errors_and_dtypes():
  with pytest.raises(RuntimeError): Tensor([1.0, 2.0]) @ Tensor([1.0, 2.0, 3.0])
  with pytest.raises(RuntimeError): Tensor(1.0).dot(Tensor([1.0]))
  assert (Tensor([[1, 2]], dtype=dtypes.int8) @ Tensor([[1], [2]], dtype=dtypes.int8)).dtype == dtypes.int8
  h = Tensor(np.ones((2, 8), np.float16)) @ Tensor(np.ones((8, 2), np.float16))
  assert h.dtype == dtypes.half and h.numpy().tolist() == [[8, 8], [8, 8]]

def test_einsum():
  a, b = rng.randn(2, 3).astype(np.float32), rng.randn(3, 4).astype(np.float32)
  close(Tensor.einsum("ij,jk->ik", Tensor(a), Tensor(b)), np.einsum("ij,jk->ik", a, b), rtol=1e-4)
  close(Tensor.einsum("ij->ji", Tensor(a)), a.T)
  close(Tensor.einsum("ij,jk", Tensor(a), Tensor(b)), np.einsum("ij,jk", a, b), rtol=1e-4)
  m = rng.randn(3, 3).astype(np.float32)
  close(Tensor.einsum("ii->", Tensor(m)), np.trace(m), rtol=1e-4)
  close(Tensor.einsum("...j,j->...", Tensor(X), Tensor(X[0, 0])), np.einsum("...j,j->...", X, X[0, 0]), rtol=1e-4)
  with pytest.raises(ValueError): Tensor.einsum("ij,jk->ik", Tensor(a))

def np_conv2d(x, w, stride=1, padding=0, dilation=1, groups=1):
  x = np.pad(x, ((0, 0), (0, 0), (padding, padding), (padding, padding)))
  n, _, h, wd = x.shape
  co, ci, kh, kw = w.shape
  oh, ow = (h - dilation * (kh - 1) - 1) // stride + 1, (wd - dilation * (kw - 1) - 1) // stride + 1
  out = np.zeros((n, co, oh, ow), np.float64)
  g_out = co // groups
  for o in range(co):
    g = o // g_out
    for i in range(oh):
      for j in range(ow):
        ys, xs = slice(i * stride, i * stride + dilation * (kh - 1) + 1, dilation), slice(j * stride, j * stride + dilation * (kw - 1) + 1, dilation)
        patch = x[:, g * ci:(g + 1) * ci, ys, xs]
        out[:, o, i, j] = (patch * w[o]).sum((1, 2, 3))
  return out

@pytest.mark.parametrize("stride, padding, dilation, groups", [(1, 0, 1, 1), (2, 1, 1, 1), (1, 2, 2, 1), (1, 1, 1, 2), (3, 0, 1, 2)])
def test_conv2d(stride, padding, dilation, groups):
  x, w, b = rng.randn(2, 4, 7, 6).astype(np.float32), rng.randn(4, 4 // groups, 3, 3).astype(np.float32), rng.randn(4).astype(np.float32)
  ref = np_conv2d(x, w, stride, padding, dilation, groups) + b[None, :, None, None]
  close(Tensor(x).conv2d(Tensor(w), Tensor(b), groups, stride, dilation, padding), ref, rtol=1e-4, atol=1e-4)

def test_conv1d_and_errors():
  x, w = rng.randn(1, 2, 9).astype(np.float32), rng.randn(3, 2, 4).astype(np.float32)
  ref = np.stack([sum(np.convolve(x[0, c], w[o, c][::-1], mode="valid") for c in range(2)) for o in range(3)])[None]
  close(Tensor(x).conv2d(Tensor(w)), ref, rtol=1e-4, atol=1e-4)
  with pytest.raises(RuntimeError): Tensor(x).conv2d(Tensor(rng.randn(3, 3, 4).astype(np.float32)))

def test_conv_transpose2d_is_adjoint_of_conv2d():
  x, w = rng.randn(1, 3, 5, 5).astype(np.float32), rng.randn(3, 2, 3, 3).astype(np.float32)
  y = Tensor(x).conv_transpose2d(Tensor(w), stride=2, padding=1)
  assert y.shape == (1, 2, 9, 9)
  # <conv_transpose(x), z> == <x, conv(z)> for the same weight
  z = rng.randn(*y.shape).astype(np.float32)
  lhs = (y.numpy() * z).sum()
  rhs = (x * Tensor(z).conv2d(Tensor(w), stride=2, padding=1).numpy()).sum()
  np.testing.assert_allclose(lhs, rhs, rtol=1e-3)

def test_pooling():
  x = rng.randn(1, 2, 6, 5).astype(np.float32)
  mp = Tensor(x).max_pool2d(2)
  close(mp, x[:, :, :6, :4].reshape(1, 2, 3, 2, 2, 2).max((3, 5)))
  close(Tensor(x).avg_pool2d(2), x[:, :, :6, :4].reshape(1, 2, 3, 2, 2, 2).mean((3, 5)))
  close(Tensor(x).max_pool2d(3, stride=1).shape and Tensor(x).max_pool2d(3, stride=1),
        np.lib.stride_tricks.sliding_window_view(x, (3, 3), (2, 3)).max((-1, -2)))
  close(Tensor(x).max_pool2d(2, ceil_mode=True), np.pad(x, ((0, 0), (0, 0), (0, 0), (0, 1)), constant_values=-np.inf)
        .reshape(1, 2, 3, 2, 3, 2).max((3, 5)))
  v, idx = Tensor(x).max_pool2d(2, return_indices=True)
  flat = x.reshape(1, 2, -1)
  np.testing.assert_allclose(np.take_along_axis(flat, idx.numpy().reshape(1, 2, -1), 2).reshape(v.shape), v.numpy())
  un = v.max_unpool2d(idx, 2, output_size=(6, 5))
  assert un.shape == (1, 2, 6, 5) and np.isclose(un.numpy().sum(), v.numpy().sum(), rtol=1e-5)

def test_interpolate():
  x = np.arange(4, dtype=np.float32).reshape(1, 1, 4)
  close(Tensor(x).interpolate((8,), mode="nearest"), np.repeat(x, 2, -1))
  close(Tensor(x).interpolate((7,), mode="linear", align_corners=True), np.linspace(0, 3, 7).reshape(1, 1, 7), rtol=1e-5)
  with pytest.raises(ValueError): Tensor(x).interpolate((8,), mode="cubic")

def test_sort_topk_argsort():
  x = np.array([[3.0, 1.0, 2.0, 1.0], [0.0, -1.0, 5.0, 5.0]], np.float32)
  v, i = Tensor(x).sort()
  close(v, np.sort(x, 1)) and close(i, np.argsort(x, 1, kind="stable"))
  v, i = Tensor(x).sort(descending=True)
  close(v, -np.sort(-x, 1))
  assert i.numpy().tolist() == [[0, 2, 1, 3], [2, 3, 0, 1]]  # ties keep their order
  tv, _ = Tensor(x).topk(2)
  close(tv, -np.sort(-x, 1)[:, :2])
  with pytest.raises(ValueError): Tensor(x).topk(5)
  with pytest.raises(NotImplementedError): Tensor(x).topk(1, sorted_=False)

def test_norms_and_losses():
  x = rng.randn(4, 5).astype(np.float32)
  close(Tensor(x).layernorm(), (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5), atol=1e-4)
  y = np.array([1, 0, 4, 2], np.int32)
  logp = x - np.log(np.exp(x).sum(-1, keepdims=True))
  close(Tensor(x).sparse_categorical_crossentropy(Tensor(y)), -logp[np.arange(4), y].mean(), atol=1e-5)
  close(Tensor(x).cross_entropy(Tensor(y)), -logp[np.arange(4), y].mean(), atol=1e-5)
  close(Tensor(x).sparse_categorical_crossentropy(Tensor(np.array([1, -1, 4, -1], np.int32))), -(logp[0, 1] + logp[2, 4]) / 2, atol=1e-5)
  close(Tensor(logp).nll_loss(Tensor(y), reduction="sum"), -logp[np.arange(4), y].sum(), atol=1e-4)
  p, t = np.array([0.2, 0.9], np.float32), np.array([0.0, 1.0], np.float32)
  close(Tensor(p).binary_crossentropy(Tensor(t)), -(t * np.log(p) + (1 - t) * np.log(1 - p)).mean(), atol=1e-5)
  z = np.array([-1.0, 2.0], np.float32)
  close(Tensor(z).binary_crossentropy_logits(Tensor(t)), np.mean(np.log1p(np.exp(-z)) * t + (1 - t) * (z + np.log1p(np.exp(-z)))), atol=1e-5)
  oh = Tensor([0, 2]).one_hot(3)
  assert oh.dtype == dtypes.default_int and oh.tolist() == [[1, 0, 0], [0, 0, 1]]
  with pytest.raises(ValueError): Tensor(x).cross_entropy(Tensor(y), reduction="avg")
  with pytest.raises(RuntimeError): Tensor([1.0]).one_hot(2)

def test_scaled_dot_product_attention():
  q, k, v = (rng.randn(1, 2, 3, 4).astype(np.float32) for _ in range(3))
  s = q @ k.transpose(0, 1, 3, 2) / 2.0
  s = s + np.triu(np.full((3, 3), -np.inf), 1)
  p = np.exp(s - s.max(-1, keepdims=True))
  close(Tensor(q).scaled_dot_product_attention(Tensor(k), Tensor(v), is_causal=True), (p / p.sum(-1, keepdims=True)) @ v, atol=1e-5)
  with pytest.raises(RuntimeError): Tensor(q).scaled_dot_product_attention(Tensor(k), Tensor(v), attn_mask=Tensor.ones(3, 3), is_causal=True)
