"""tinygrad API compatibility: DEV reads as its first target; CHECK_OOB=1 turns out-of-range indices (zeros by default) into an
IndexError naming the op and the index."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes, nn
from tinygrad.helpers import CHECK_OOB, DEV, Context

@pytest.mark.parametrize("dev, want", [
  ("CPU:LLVM", ("CPU", "LLVM", "", "")),
  ("NULL:HIP:gfx950", ("NULL", "HIP", "gfx950", "")),
  ("MOCKKFD+AMD", ("AMD", "", "", "MOCKKFD")),
  ("CPU:CLANG:x86_64,haswell;AMD", ("CPU", "CLANG", "x86_64,haswell", "")),
  ("", ("", "", "", "")),
])
def test_dev_fields(dev, want):
  with Context(DEV=dev): assert (DEV.device, DEV.renderer, DEV.arch, DEV.interface) == want

X = np.arange(12, dtype=np.float32).reshape(3, 4) + 1

# (op name in the message, the call, the numpy result when out-of-range indices select zeros)
def _cases():
  gi = np.array([[0, 5, 1, 2]])
  yield "gather", lambda: Tensor(X).gather(0, Tensor(gi, dtype=dtypes.int32)), np.array([[X[0, 0], 0, X[1, 2], X[2, 3]]]), 5
  yield "tensor indexing", lambda: Tensor(X)[Tensor([0, 7, 2])], np.stack([X[0], np.zeros(4, np.float32), X[2]]), 7
  yield "one_hot", lambda: Tensor([0, 3, 9]).one_hot(4), np.array([[1, 0, 0, 0], [0, 0, 0, 1], [0, 0, 0, 0]]), 9
  emb = nn.Embedding(3, 4)
  emb.weight = Tensor(X)
  yield "Embedding", lambda: emb(Tensor([[2, -1]])), np.stack([[X[2], np.zeros(4, np.float32)]]), -1
  logits, y = np.log(np.array([[0.5, 0.25, 0.25], [0.2, 0.3, 0.5]], np.float32)), np.array([1, 3])
  yield ("sparse_categorical_crossentropy", lambda: Tensor(logits).sparse_categorical_crossentropy(Tensor(y), reduction="none"),
         np.array([-np.log(0.25), 0.0]), 3)
  yield "cross_entropy", lambda: Tensor(logits).cross_entropy(Tensor(y), reduction="none"), np.array([-np.log(0.25), 0.0]), 3

@pytest.mark.parametrize("name, fn, want, badix", list(_cases()), ids=[c[0] for c in _cases()])
def test_check_oob(name, fn, want, badix):
  np.testing.assert_allclose(fn().numpy(), want, rtol=1e-6, atol=1e-6)  # default: zeros, as tinygrad
  with Context(CHECK_OOB=1):
    with pytest.raises(IndexError, match=rf"{name}.*index {badix}\b.*out of range"): fn()
  assert CHECK_OOB.value == 0

def test_check_oob_passes_good_indices():
  with Context(CHECK_OOB=1):
    np.testing.assert_array_equal(Tensor(X)[Tensor([-3, 2])].numpy(), X[[-3, 2]])
    np.testing.assert_array_equal(Tensor(X).gather(1, Tensor([[3], [0], [1]])).numpy(), np.take_along_axis(X, np.array([[3], [0], [1]]), 1))
    logits = np.zeros((2, 3), np.float32)
    np.testing.assert_allclose(Tensor(logits).sparse_categorical_crossentropy(Tensor([2, -1]), reduction="sum").numpy(), np.log(3), rtol=1e-6)
