"""Out-of-range index tensors: by default they select zeros and drop writes (tinygrad's fast rule); CHECK_OOB=1 raises an IndexError
naming the index value and the size wherever numpy raises its IndexError on the same indices. Python index lists are known on the
host and always raise, as in numpy. The named ops (gather, tensor indexing, one_hot, Embedding, the cross-entropies) name
themselves in the error."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes, nn
from tinygrad.helpers import CHECK_OOB, Context

X = np.arange(12, dtype=np.float32).reshape(3, 4) + 1
DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
ON: dict[str, str | None] = {"device": None}  # where the case builders put tensors
def T(a: np.ndarray) -> Tensor: return Tensor(a, device=ON["device"])

def _index(i: np.ndarray):
  ok = (i >= -3) & (i < 3)
  return lambda: T(X)[T(i)], lambda: X[i], np.where(ok[:, None], X[np.where(ok, i, 0)], 0)

def _index2(i: np.ndarray, j: np.ndarray):
  ok = (i >= -3) & (i < 3) & (j >= -4) & (j < 4)
  return lambda: T(X)[T(i), T(j)], lambda: X[i, j], np.where(ok, X[np.where(ok, i, 0), np.where(ok, j, 0)], 0)

def _gather(i: np.ndarray):
  ok = (i >= 0) & (i < 4)
  return lambda: T(X).gather(1, T(i)), lambda: np.take_along_axis(X, i, 1), np.where(ok, np.take_along_axis(X, np.where(ok, i, 0), 1), 0)

def _scatter(i: np.ndarray):
  src = np.full(i.shape, -1.0, np.float32)
  want = X.copy()
  for r, c in zip(*np.nonzero((i >= 0) & (i < 4))): want[r, i[r, c]] = src[r, c]
  def np_fn() -> None: np.put_along_axis(X.copy(), i, src, 1)
  return lambda: T(X).scatter(1, T(i), T(src)), np_fn, want

def _scatter_reduce(i: np.ndarray):
  src = np.full(i.shape, 10.0, np.float32)
  want = X.copy()
  ok = (i >= 0) & (i < 4)
  np.add.at(want, (np.nonzero(ok)[0], i[ok]), src[ok])
  def np_fn() -> None: np.add.at(X.copy(), (np.arange(i.shape[0])[:, None].repeat(i.shape[1], 1), i), src)
  return lambda: T(X).scatter_reduce(1, T(i), T(src), "sum"), np_fn, want

def _one_hot(i: np.ndarray):
  return lambda: T(i).one_hot(4), lambda: np.eye(4, dtype=np.int32)[i], np.where((i < 4)[:, None], np.eye(4, dtype=np.int32)[np.minimum(i, 3)], 0)

def _setitem(i: np.ndarray):
  def tg():
    x = T(X.copy()).contiguous().realize()
    x[T(i)] = -1.0
    return x
  def np_fn() -> None: X.copy()[i] = -1.0
  want = X.copy()
  want[i[(i >= -3) & (i < 3)]] = -1.0
  return tg, np_fn, want

# (op name in the message, case builder, bad indices, the first bad value, the size it is out of range for)
CASES = [
  ("tensor indexing", _index, np.array([0, 7, 2]), 7, 3),
  ("tensor indexing", _index, np.array([-4, 1]), -4, 3),
  ("tensor indexing", lambda j: _index2(np.array([0, 2, 1]), j), np.array([1, 9, 0]), 9, 4),
  ("gather", _gather, np.array([[0, 5, 1], [2, 3, 1], [0, 0, 0]]), 5, 4),
  ("gather", _gather, np.array([[0], [-1], [3]]), -1, 4),
  ("scatter", _scatter, np.array([[1, 4], [0, 2], [3, 3]]), 4, 4),
  ("scatter", _scatter, np.array([[1, 0], [-2, 2], [3, 3]]), -2, 4),
  ("scatter", _scatter_reduce, np.array([[1, 9], [0, 2], [3, 3]]), 9, 4),
  ("one_hot", _one_hot, np.array([0, 3, 9, 1]), 9, 4),
  ("tensor indexing", _setitem, np.array([1, 5]), 5, 3),
]
IDS = [f"{c[0]}-{c[3]}" + ("-setitem" if c[1] is _setitem else "-reduce" if c[1] is _scatter_reduce else "") for c in CASES]

@pytest.fixture
def on_device(request, monkeypatch):
  monkeypatch.setitem(ON, "device", request.param)
  return request.param

@pytest.mark.parametrize("on_device", DEVICES, indirect=True)
@pytest.mark.parametrize("name, build, idx, bad, size", CASES, ids=IDS)
def test_default_selects_zeros_or_drops_writes(name, build, idx, bad, size, on_device):
  fn, _, want = build(idx)
  out = fn()
  assert out.device == on_device
  np.testing.assert_array_equal(out.numpy(), want)

@pytest.mark.parametrize("name, build, idx, bad, size", CASES, ids=IDS)
def test_check_oob_raises_where_numpy_does(name, build, idx, bad, size):
  fn, np_fn, _ = build(idx)
  if name in ("gather", "scatter") and bad < 0: np_fn()  # numpy's take/put_along_axis wrap negatives; torch raises for them, as tg
  else:
    with pytest.raises(IndexError): np_fn()  # the oracle: numpy refuses the same indices
  with Context(CHECK_OOB=1):
    with pytest.raises(IndexError, match=rf"{name}: index {bad} at flat position \d+ is out of range for size {size}: valid indices"): fn()
  assert CHECK_OOB.value == 0

@pytest.mark.parametrize("name, build, idx, bad, size", CASES, ids=IDS)
def test_check_oob_passes_in_range_indices(name, build, idx, bad, size):
  good = np.clip(idx, 0, size - 1)
  fn, np_fn, _ = build(good)
  with Context(CHECK_OOB=1): got = fn().numpy()
  if build is _setitem or build is _scatter or build is _scatter_reduce: np.testing.assert_array_equal(got, build(good)[2])
  else: np.testing.assert_array_equal(got, np_fn())

def test_max_unpool2d_indices():
  m = Tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
  ix = Tensor([[[[0, 99], [5, 15]]]])
  want = np.zeros(16, np.float32)
  want[[0, 5, 15]] = [1.0, 3.0, 4.0]
  np.testing.assert_array_equal(m.max_unpool2d(ix, 2).numpy().reshape(-1), want)
  with Context(CHECK_OOB=1):
    with pytest.raises(IndexError, match=r"max_unpool2d indices: index 99 .*size 16"): m.max_unpool2d(ix, 2)

@pytest.mark.parametrize("idx, bad", [([0, 4], 4), ([-5, 1], -5), ([[0, 1], [9, 2]], 9)])
def test_index_lists_always_raise_like_numpy(idx, bad):
  with pytest.raises(IndexError, match=rf"index {bad} is out of bounds for axis 0 with size 4"): np.arange(4)[idx]
  with pytest.raises(IndexError, match=rf"index {bad} is out of bounds for dim 0 with size 4"): Tensor.arange(4)[idx]
  x = Tensor.zeros(4).contiguous().realize()
  with pytest.raises(IndexError, match=rf"index {bad} is out of bounds for dim 0 with size 4"): x[idx] = 1.0

def test_index_list_on_a_later_dim_names_it():
  a = np.arange(12).reshape(3, 4)
  with pytest.raises(IndexError, match="out of bounds for axis 1 with size 4"): a[:, [1, 4]]
  with pytest.raises(IndexError, match="index 4 is out of bounds for dim 1 with size 4"): Tensor(a)[:, [1, 4]]
  np.testing.assert_array_equal(Tensor(a)[..., [3, -4]].numpy(), a[..., [3, -4]])

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
