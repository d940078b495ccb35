"""Multi-device values over ("CPU", "CPU:1"): sharded or replicated, elementwise, reduce (allreduce), matmul, movement, assign, gather."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor
from tinygrad.uop.multi import MultiError
from tinygrad.uop import Ops

D = ("CPU", "CPU:1")
rng = np.random.default_rng(0)
X = rng.random((4, 6), dtype=np.float32)
W = rng.random((6, 3), dtype=np.float32)

def sh(a: np.ndarray, axis: int | None) -> Tensor: return Tensor(Tensor(a).uop.shard(D, axis))
def gathered(t: Tensor) -> np.ndarray: return Tensor(t.uop.copy_to_device("CPU")).numpy()

@pytest.mark.parametrize("axis", [None, 0, 1])
def test_shard_roundtrip(axis):
  t = sh(X, axis)
  assert t.device == D and t.uop.axis == axis and t.shape == X.shape
  np.testing.assert_equal(gathered(t), X)

CASES = {
  "elementwise": (lambda: sh(X, 0) * 2 + 1, X * 2 + 1, 0),
  "sharded + replicated": (lambda: sh(X, 0) + sh(X, None), X + X, 0),
  "different axes reshard": (lambda: sh(X, 0) + sh(X, 1), X + X, 0),
  "reduce other axis keeps sharding": (lambda: sh(X, 0).sum(1), X.sum(1), 0),
  "reduce sharded axis is an allreduce": (lambda: sh(X, 0).sum(0), X.sum(0), None),
  "max over sharded axis": (lambda: sh(X, 1).max(1), X.max(1), None),
  "matmul sharded batch": (lambda: sh(X, 0) @ sh(W, None), X @ W, 0),
  "matmul sharded inner dim": (lambda: sh(X, 1) @ sh(W, 0), X @ W, None),
  "permute moves the axis": (lambda: sh(X, 0).T, X.T, 1),
  "reshape splits the axis": (lambda: sh(X, 0).reshape(2, 2, 6), X.reshape(2, 2, 6), 0),
  "shrink across shards gathers": (lambda: sh(X, 0)[1:3], X[1:3], None),
  "softmax along shards": (lambda: sh(X, 1).softmax(-1), np.exp(X) / np.exp(X).sum(-1, keepdims=True), 1),
}

@pytest.mark.parametrize("name", CASES)
def test_ops(name):
  build, ref, axis = CASES[name]
  t = build()
  assert t.uop.axis == axis
  np.testing.assert_allclose(gathered(t), ref, rtol=1e-5, atol=1e-6)

def test_realized_is_an_mstack_of_buffers_and_assign_works():
  t = sh(X, 0).realize()
  assert t.uop.op is Ops.MSTACK and [s.base.op for s in t.uop.src] == [Ops.BUFFER, Ops.BUFFER]
  assert [s.device for s in t.uop.src] == list(D)
  t.assign(t * 3)
  np.testing.assert_allclose(gathered(t), X * 3, rtol=1e-6)
  t.assign(t + 1)
  np.testing.assert_allclose(gathered(t + 0), X * 3 + 1, rtol=1e-6)

def test_shards_never_alias_the_source():
  src = Tensor(X.copy()).realize()
  for axis in (None, 0):
    t = Tensor(src.uop.shard(D, axis)).realize()
    t.assign(t * 0)
    t.realize()
  np.testing.assert_equal(src.numpy(), X)

def test_replicated_buffer_assign():
  t = Tensor.empty(4, 6, device=D)
  t.assign(Tensor(Tensor(X).uop.copy_to_device(D)))
  np.testing.assert_allclose(gathered(t.realize() * 2), X * 2)

def test_errors():
  with pytest.raises(RuntimeError, match="uneven"): Tensor(rng.random((3, 2), dtype=np.float32)).uop.shard(D, 0)
  with pytest.raises(MultiError, match="between"): sh(X, 1).reshape(24).realize()

def test_unshard_concatenates_the_replicas_without_copies():
  from tinygrad.engine.realize import linear_with_vars
  r = Tensor(Tensor(X).uop.copy_to_device(D)) * 2  # replicated: each device computes its own copy
  u = Tensor(r.uop.unshard(1))
  assert u.shape == (4, 12) and u.uop.axis == 1
  def copies(t: Tensor) -> int: return sum(c.src[0].op is Ops.COPY for c in linear_with_vars(t.uop)[0].src)
  assert copies(u) == copies(r) == 1  # X onto CPU:1; the unshard itself moves nothing
  np.testing.assert_equal(gathered(u), np.concatenate([X * 2, X * 2], axis=1))
