"""Resharding a multi-device tensor (another axis, another device set, replicated <-> sharded) and mixing a multi-device tensor
with a single-device one (tinygrad raises RuntimeError: all operands must be on the same devices), checked against numpy."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor
from tinygrad.uop import Ops

D4 = ("CPU:0", "CPU:1", "CPU:2", "CPU:3")
D2 = ("CPU:1", "CPU:2")
D2b = ("CPU:4", "CPU:5")
A = np.random.default_rng(0).random((8, 12), dtype=np.float32)
canon = lambda ds: tuple("CPU" if d == "CPU:0" else d for d in ds)

def parts(t: Tensor) -> list[np.ndarray]:
  r = t.realize().uop
  assert r.op is Ops.MSTACK
  return [s.buffer.numpy().reshape(s.shape) for s in r.src]

@pytest.mark.parametrize("src,dst", [((D4, 0), (D4, 1)), ((D4, 0), (D2, 1)), ((D4, 1), (D2, 1)), ((D2, 0), (D4, 0)), ((D4, None), (D2, 0)),
                                     ((D4, 0), (D4, None)), ((D2, 1), (D2b, 0)), ((D4, 0), (D2b, None)), ((D2, 0), (D2, 0))])
def test_reshard_like_numpy(src, dst):
  (sd, sa), (dd, da) = src, dst
  t = Tensor(A).shard(sd, sa).shard(dd, da)
  assert t.device == canon(dd) and t.uop.axis == da and t.shape == A.shape
  np.testing.assert_equal(t.numpy(), A)
  want = [A] * len(dd) if da is None else np.split(A, len(dd), axis=da)
  for p, w, d in zip(parts(t), want, t.realize().uop.src): np.testing.assert_equal(p, w, err_msg=str(d.device))
  np.testing.assert_allclose((t * 2 + 1).sum(0).numpy(), (A * 2 + 1).sum(0), rtol=1e-5)

def test_reshard_of_unrealized_graph_and_grad():
  x = Tensor(A)
  y = (x.shard(D4, 0) * 3).shard(D2, 1)
  g, = (y * y).sum().gradient(x)  # taken before y is read (realizing first loses the graph: another part of issue 17)
  np.testing.assert_allclose(y.numpy(), A * 3, rtol=1e-6)
  np.testing.assert_allclose(g.numpy(), 18 * A, rtol=1e-5)

def test_reshard_is_a_copy():
  s = Tensor(A).shard(D4, 0).realize()
  r = s.shard(D4, 1).realize()
  s.assign(Tensor(np.zeros_like(A)).shard(D4, 0)).realize()
  np.testing.assert_equal(s.numpy(), 0)
  np.testing.assert_equal(r.numpy(), A)

def test_to_tuple_replicates_a_sharded_tensor():
  t = Tensor(A).shard(D4, 1).to(D2)
  assert t.device == canon(D2) and t.uop.axis is None
  for p in parts(t): np.testing.assert_equal(p, A)

def test_shard_like_and_uneven_reshard():
  np.testing.assert_equal(Tensor(A).shard(D4, 0).shard_like(Tensor(A).shard(D2, 1)).numpy(), A)
  with pytest.raises(RuntimeError, match="uneven"): Tensor(A).shard(D2, 0).shard(("CPU:1", "CPU:2", "CPU:3"), 0)

@pytest.mark.parametrize("single", ["CPU", "CPU:1", "CPU:6"])
def test_mixing_multi_and_single_device_raises_like_tinygrad(single):
  s, o = Tensor(A).shard(D4, 0), Tensor(A, device=single)
  for f in (lambda: s + o, lambda: o * s, lambda: (s > 0).where(o, s), lambda: s @ o.T,
            lambda: Tensor.cat(s, o), lambda: s.maximum(o)):
    with pytest.raises(RuntimeError, match=r"different devices.*\.to\(\) or \.shard\(\)"): f().realize()
  np.testing.assert_allclose((s + o.to(D4)).numpy(), 2 * A, rtol=1e-6)  # the fix the message names
  np.testing.assert_allclose((s + o.shard(D4, 0)).numpy(), 2 * A, rtol=1e-6)
  np.testing.assert_allclose((s.to(single) + o).numpy(), 2 * A, rtol=1e-6)

def test_deviceless_and_const_operands_mix():
  s = Tensor(A).shard(D4, 1)
  np.testing.assert_allclose((s + Tensor.arange(12).float()).numpy(), A + np.arange(12), rtol=1e-6)
  np.testing.assert_allclose((s * 2.5).numpy(), A * 2.5, rtol=1e-6)
