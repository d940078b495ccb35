"""Broadcast reduces fused on CPU at every FUSE_BROADCAST_REDUCE level (0: upstream's kernels, 1: the default, 2: also inside
a reduce that redoes the work per output column): kernel counts, and values against float64 numpy formulas, including -inf
masks, fully masked rows, magnitudes where a naive exp overflows, and odd shapes."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor
from tinygrad.helpers import Context

rng = np.random.default_rng(3)
X = rng.random((8, 16), dtype=np.float32) - 0.5
Q, K, V = (rng.random((2, 4, 8, 8), dtype=np.float32) - 0.5 for _ in range(3))

def np_softmax(x: np.ndarray) -> np.ndarray:
  x = x.astype(np.float64)
  e = np.exp(x - x.max(-1, keepdims=True))
  return e / e.sum(-1, keepdims=True)

def np_layernorm(x: np.ndarray, eps: float = 1e-5) -> np.ndarray:
  x = x.astype(np.float64)
  return (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + eps)

def np_attention(q: np.ndarray, k: np.ndarray, v: np.ndarray, mask: np.ndarray | None = None) -> np.ndarray:
  s = q.astype(np.float64) @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
  if mask is not None: s = np.where(mask, s, -np.inf)
  return np_softmax(s) @ v

CASES = {  # name -> (build, numpy reference, kernels at FUSE_BROADCAST_REDUCE=0, 1, 2)
  "softmax": (lambda: Tensor(X).softmax(-1), np_softmax(X), (3, 1, 1)),
  "log_softmax": (lambda: Tensor(X).log_softmax(-1), np.log(np_softmax(X)), (3, 1, 1)),
  "layernorm": (lambda: Tensor(X).layernorm(), np_layernorm(X), (3, 1, 1)),
  "var": (lambda: Tensor(X).var(-1), X.astype(np.float64).var(-1, ddof=1), (2, 1, 1)),
  "attention": (lambda: Tensor(Q).scaled_dot_product_attention(Tensor(K), Tensor(V)), np_attention(Q, K, V), (4, 3, 2)),
  "layernorm into a matmul": (lambda: Tensor(X).layernorm() @ Tensor(X.T), np_layernorm(X) @ X.T, (3, 2, 1)),
}

@pytest.mark.parametrize("level", [0, 1, 2])
@pytest.mark.parametrize("name", CASES)
def test_fusion_levels(name: str, level: int):
  build, ref, counts = CASES[name]
  with Context(FUSE_BROADCAST_REDUCE=level):
    t = build()
    assert len(t.schedule_linear().src) == counts[level]
    np.testing.assert_allclose(t.numpy(), ref, rtol=1e-4, atol=1e-5)

def test_default_is_level_1():
  assert len(Tensor(X).softmax(-1).schedule_linear().src) == 1
  assert len(Tensor(Q).scaled_dot_product_attention(Tensor(K), Tensor(V)).schedule_linear().src) == 3

@pytest.mark.parametrize("level", [0, 1, 2])
@pytest.mark.parametrize("shape", [(1, 1), (3, 7), (5, 33), (2, 3, 129)])
def test_softmax_layernorm_odd_shapes(level: int, shape: tuple[int, ...]):
  x = np.random.default_rng(sum(shape)).standard_normal(shape).astype(np.float32)
  with Context(FUSE_BROADCAST_REDUCE=level):
    np.testing.assert_allclose(Tensor(x).softmax(-1).numpy(), np_softmax(x), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(Tensor(x).log_softmax(-1).numpy(), np.log(np_softmax(x)), rtol=1e-4, atol=1e-5)
    if shape[-1] > 1: np.testing.assert_allclose(Tensor(x).layernorm().numpy(), np_layernorm(x), rtol=1e-3, atol=1e-4)

@pytest.mark.parametrize("level", [0, 1, 2])
def test_softmax_large_magnitudes_and_inf(level: int):
  # 1e4-scale logits (exp(1e4) overflows float32 without the max subtracted), -inf entries, a row of all -inf (NaN, as numpy
  # and torch give: -inf - -inf), a row with one finite entry
  x = np.random.default_rng(5).standard_normal((6, 19)).astype(np.float32) * 1e4
  x[1, ::3] = -np.inf
  x[2, :] = -np.inf
  x[3, :] = -np.inf
  x[3, 4] = 7.0
  with Context(FUSE_BROADCAST_REDUCE=level):
    got = Tensor(x).softmax(-1).numpy()
  with np.errstate(invalid="ignore"): ref = np_softmax(x)
  assert np.isnan(got[2]).all() and np.isfinite(got[[0, 1, 3, 4, 5]]).all()
  np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-6)
  np.testing.assert_allclose(np.delete(got, 2, 0).sum(-1), 1.0, rtol=1e-5)

@pytest.mark.parametrize("level", [0, 1, 2])
def test_layernorm_large_magnitudes(level: int):
  x = (np.random.default_rng(6).standard_normal((5, 37)) * 1e4).astype(np.float32)
  with Context(FUSE_BROADCAST_REDUCE=level):
    np.testing.assert_allclose(Tensor(x).layernorm().numpy(), np_layernorm(x), rtol=1e-3, atol=1e-4)

@pytest.mark.parametrize("level", [0, 1, 2])
@pytest.mark.parametrize("shape", [(2, 4, 8, 8), (1, 3, 13, 5), (3, 5, 7)])
def test_attention_masks(level: int, shape: tuple[int, ...]):
  r = np.random.default_rng(len(shape) + shape[-1])
  q, k, v = (r.standard_normal(shape).astype(np.float32) for _ in range(3))
  causal = np.tril(np.ones((shape[-2], shape[-2]), bool))
  with Context(FUSE_BROADCAST_REDUCE=level):
    plain = Tensor(q).scaled_dot_product_attention(Tensor(k), Tensor(v)).numpy()
    tri = Tensor(q).scaled_dot_product_attention(Tensor(k), Tensor(v), is_causal=True).numpy()
    # scores in the thousands (exp overflows float32 past 88); larger ones carry float32 rounding of a full unit in the last place
    big = Tensor(q * 30).scaled_dot_product_attention(Tensor(k * 30), Tensor(v)).numpy()
    mask = causal.copy()
    mask[0] = False  # a query that sees no key: NaN, as the float64 formula gives
    masked = Tensor(q).scaled_dot_product_attention(Tensor(k), Tensor(v), attn_mask=Tensor(mask)).numpy()
  np.testing.assert_allclose(plain, np_attention(q, k, v), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(tri, np_attention(q, k, v, causal), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(big, np_attention(q * 30, k * 30, v), rtol=1e-3, atol=1e-3)
  with np.errstate(invalid="ignore"): ref = np_attention(q, k, v, mask)
  assert np.isnan(masked[..., 0, :]).all()
  np.testing.assert_allclose(masked, ref, rtol=1e-4, atol=1e-5)

@pytest.mark.parametrize("level", [0, 1, 2])
def test_transformer_block(level: int):
  # a post-norm encoder block (d=32, 2 heads, 6 tokens, ff 48) against the same formula in float64 numpy
  d, heads, seq, ff = 32, 2, 6, 48
  r = np.random.default_rng(7)
  def w(*shape: int) -> np.ndarray: return (r.standard_normal(shape) / np.sqrt(shape[0])).astype(np.float32)
  x, (wq, wk, wv, wo, w1, w2) = w(1, seq, d) * 5, (w(d, d), w(d, d), w(d, d), w(d, d), w(d, ff), w(ff, d))
  bs = [w(n) for n in (d, d, d, d, ff, d)]
  g1, b1, g2, b2 = w(d) + 1, w(d), w(d) + 1, w(d)
  def heads_of(t): return t.reshape(1, seq, heads, d // heads).transpose(1, 2)
  with Context(FUSE_BROADCAST_REDUCE=level):
    T = Tensor
    xt = T(x)
    qh, kh, vh = (heads_of(xt.linear(T(m), T(b))) for m, b in zip((wq, wk, wv), bs))
    a = qh.scaled_dot_product_attention(kh, vh).transpose(1, 2).reshape(1, seq, d).linear(T(wo), T(bs[3]))
    h = (xt + a).layernorm() * T(g1) + T(b1)
    got = ((h + h.linear(T(w1), T(bs[4])).relu().linear(T(w2), T(bs[5]))).layernorm() * T(g2) + T(b2)).numpy()
  def np_heads(t): return t.reshape(1, seq, heads, d // heads).transpose(0, 2, 1, 3)
  x64 = x.astype(np.float64)
  qn, kn, vn = (np_heads(x64 @ m + b) for m, b in zip((wq, wk, wv), bs))
  an = np_attention(qn, kn, vn).transpose(0, 2, 1, 3).reshape(1, seq, d) @ wo + bs[3]
  hn = np_layernorm(x64 + an) * g1 + b1
  ref = np_layernorm(hn + np.maximum(hn @ w1 + bs[4], 0) @ w2 + bs[5]) * g2 + b2
  np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-4)
