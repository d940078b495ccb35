"""FUSE_BROADCAST_REDUCE=2 on CPU: a reduce broadcast inside another reduce (softmax's max in its sum, attention's softmax in @v)
is hoisted into that kernel too: counts below upstream's, values equal to numpy."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor
from tinygrad.helpers import Context

rng = np.random.default_rng(3)
X = rng.random((8, 16), dtype=np.float32) - 0.5
Q, K, V = (rng.random((2, 4, 8, 8), dtype=np.float32) - 0.5 for _ in range(3))

def np_softmax(x: np.ndarray) -> np.ndarray:
  e = np.exp(x - x.max(-1, keepdims=True))
  return e / e.sum(-1, keepdims=True)

CASES = {  # name -> (build, numpy reference, kernels at FUSE_BROADCAST_REDUCE=2)
  "softmax": (lambda: Tensor(X).softmax(-1), np_softmax(X), 1),
  "log_softmax": (lambda: Tensor(X).log_softmax(-1), np.log(np_softmax(X)), 1),
  "layernorm": (lambda: Tensor(X).layernorm(), (X - X.mean(-1, keepdims=True)) / np.sqrt(X.var(-1, keepdims=True) + 1e-5), 1),
  "var": (lambda: Tensor(X).var(-1), X.var(-1, ddof=1), 1),
  "attention": (lambda: Tensor(Q).scaled_dot_product_attention(Tensor(K), Tensor(V)),
                np_softmax(Q @ K.transpose(0, 1, 3, 2) / np.sqrt(8)) @ V, 2),
}

@pytest.mark.parametrize("name", CASES)
def test_nested_fusion(name: str):
  build, ref, n = CASES[name]
  with Context(FUSE_BROADCAST_REDUCE=2):
    t = build()
    assert len(t.schedule_linear().src) == n
    np.testing.assert_allclose(t.numpy(), ref, rtol=1e-4, atol=1e-5)
