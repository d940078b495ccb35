"""Issue 38, writes through views: setitem and assign on a view (slice, step, negative step, flip, permute, transpose, reshape,
a view of a view, a view of an unrealized tensor) write the storage it shares, so the base and every other view read them, as
numpy views do; a broadcast (expanded) view and the padding of a padded view refuse the write. numpy is the oracle: the same
view built with numpy indexing, the same write."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
rng = np.random.default_rng(38)
def base() -> np.ndarray: return rng.uniform(-1, 1, (4, 6)).astype(np.float32)

# (name, tinygrad view of t, numpy view of n): every view shares memory with its base in numpy
VIEWS = [
  ("slice", lambda t: t[1:3], lambda n: n[1:3]),
  ("slice cols", lambda t: t[:, 2:5], lambda n: n[:, 2:5]),
  ("step", lambda t: t[::2, 1::3], lambda n: n[::2, 1::3]),
  ("negative step", lambda t: t[::-1, 4:0:-2], lambda n: n[::-1, 4:0:-2]),
  ("flip", lambda t: t.flip(1), lambda n: n[:, ::-1]),
  ("permute", lambda t: t.permute(1, 0), lambda n: n.transpose(1, 0)),
  ("transpose", lambda t: t.T, lambda n: n.T),
  ("reshape", lambda t: t.reshape(2, 12), lambda n: n.reshape(2, 12)),
  ("reshape then slice", lambda t: t.reshape(3, 8)[1:, 2:7], lambda n: n.reshape(3, 8)[1:, 2:7]),
  ("view of a view", lambda t: t[1:][:, ::-1][1:3].T, lambda n: n[1:][:, ::-1][1:3].T),
  ("row", lambda t: t[2], lambda n: n[2]),
  ("0-d element", lambda t: t[3, 1, ...], lambda n: n[3, 1, ...]),
]

def _check(t: Tensor, n: np.ndarray, v: Tensor, vn: np.ndarray, what: str) -> None:
  np.testing.assert_array_equal(t.numpy(), n, err_msg=f"{what}: the base")
  np.testing.assert_array_equal(v.numpy(), vn, err_msg=f"{what}: the view")

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("name, tv, nv", VIEWS, ids=[v[0] for v in VIEWS])
def test_setitem_through_a_view(dev, name, tv, nv):
  a = base()
  t, n = Tensor(a, device=dev).realize(), a.copy()
  v, vn = tv(t), nv(n)
  np.testing.assert_array_equal(v.numpy(), vn)  # read before the write
  idx = 1 if vn.ndim else ()
  v[idx] = 7.0
  vn[idx] = 7.0
  _check(t, n, v, vn, f"{name}: v[{idx}] = 7")

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("name, tv, nv", VIEWS, ids=[v[0] for v in VIEWS])
def test_assign_through_a_view(dev, name, tv, nv):
  a = base()
  t, n = Tensor(a, device=dev).realize(), a.copy()
  v, vn = tv(t), nv(n)
  val = rng.uniform(5, 6, vn.shape).astype(np.float32)
  v.assign(Tensor(val, device=dev))
  vn[...] = val
  np.testing.assert_array_equal(t.numpy(), n, err_msg=f"{name}: the base reads the write before the view is realized")
  np.testing.assert_array_equal(v.numpy(), vn, err_msg=f"{name}: the view")

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_write_into_the_base_reaches_older_views(dev):
  a = base()
  t, n = Tensor(a, device=dev).realize(), a.copy()
  views = [(tv(t), nv(n)) for _, tv, nv in VIEWS]
  t[1:3, ::2] = -3.0
  n[1:3, ::2] = -3.0
  for (v, vn), (name, _, _) in zip(views, VIEWS): np.testing.assert_array_equal(v.numpy(), vn, err_msg=f"{name} after t[1:3, ::2] = -3")
  t.assign(Tensor(a * 2, device=dev))
  n[...] = a * 2
  for (v, vn), (name, _, _) in zip(views, VIEWS): np.testing.assert_array_equal(v.numpy(), vn, err_msg=f"{name} after t.assign(2a)")

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_writes_through_two_views_in_order(dev):
  a = base()
  t, n = Tensor(a, device=dev).realize(), a.copy()
  v1, v2, w = t[1:3], t[:, 2:4], t.T
  v1[0] = 1.0
  v2[1:3] = 2.0
  w[3, 0] = 3.0
  n[1:3][0] = 1.0
  n[:, 2:4][1:3] = 2.0
  n.T[3, 0] = 3.0
  for x, xn in [(t, n), (v1, n[1:3]), (v2, n[:, 2:4]), (w, n.T)]: np.testing.assert_array_equal(x.numpy(), xn)

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_overlapping_read_and_write(dev):
  a = np.arange(10, dtype=np.float32)
  t, n = Tensor(a, device=dev).realize(), a.copy()
  v = t[2:8]
  v.assign(t[0:6] * 2)  # reads the memory it writes: numpy evaluates the value first
  n[2:8] = n[0:6] * 2
  np.testing.assert_array_equal(t.numpy(), n)
  v[::-1] = v
  n[2:8] = n[2:8][::-1].copy()
  np.testing.assert_array_equal(t.numpy(), n)

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_view_of_an_unrealized_tensor(dev):
  a = base()
  x = Tensor(a, device=dev)
  t, n = x * 2 + 1, a * 2 + 1
  v, vn = t[1:3, ::-1], n[1:3, ::-1]
  v[0] = 9.0
  vn[0] = 9.0
  _check(t, n, v, vn, "setitem into a view of x * 2 + 1")
  base2 = x - 1
  u = base2[:, 1]
  u.assign(Tensor(np.arange(4, dtype=np.float32), device=dev))
  n2 = a - 1
  n2[:, 1] = np.arange(4)
  _check(base2, n2, u, n2[:, 1], "assign into a view of x - 1")
  w = (x + 0.5)
  wv = w[2]
  w[2, 3] = -1.0  # a write into the unrealized base reaches the view made before it
  nw = a + 0.5
  nw[2, 3] = -1.0
  _check(w, nw, wv, nw[2], "setitem into x + 0.5 seen by its view")

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_pending_writes_are_seen_before_realize(dev):
  a = np.zeros(4, np.float32)
  t = Tensor(a, device=dev).realize()
  v = t[1:3]
  v[0] = 7.0
  np.testing.assert_array_equal(t.numpy(), [0, 7, 0, 0])  # the base realizes the view's pending write
  np.testing.assert_array_equal(v.numpy(), [7, 0])
  w = t.reshape(2, 2)
  t.assign(Tensor(np.ones(4, np.float32), device=dev))
  np.testing.assert_array_equal(w.numpy(), np.ones((2, 2)))  # a view reads the base's pending assign

def test_expanded_view_refuses_writes():
  t = Tensor(base()).realize()
  e = t[0:1].expand(3, 6)
  with pytest.raises(RuntimeError, match="broadcast"): e[1, 2] = 5.0
  with pytest.raises(RuntimeError, match="broadcast"): e.assign(Tensor.ones(3, 6))
  with pytest.raises(RuntimeError, match="broadcast"): t.reshape(4, 1, 6).expand(4, 2, 6)[:, 0].assign(Tensor.ones(4, 6))
  np.testing.assert_array_equal(t[0:1].expand(1, 6).numpy(), t[0:1].numpy())  # an expand that repeats nothing stays writable
  one = t[0:1].expand(1, 6)
  one[0, 0] = 4.0
  assert t.numpy()[0, 0] == 4.0

def test_padded_view_writes_memory_and_refuses_padding():
  a = np.zeros(4, np.float32)
  t = Tensor(a).realize()
  p = t.pad(((2, 2),))
  p[2:4] = 5.0
  np.testing.assert_array_equal(t.numpy(), [5, 5, 0, 0])
  np.testing.assert_array_equal(p.numpy(), [0, 0, 5, 5, 0, 0, 0, 0])
  with pytest.raises(RuntimeError, match="padding"): p[0] = 1.0
  with pytest.raises(RuntimeError, match="padding"): p.assign(Tensor.ones(8))

def test_gradients_through_views():
  a = base()
  w = Tensor(a, requires_grad=True)
  (w[1:3, ::-1].T * Tensor(np.arange(12, dtype=np.float32).reshape(6, 2))).sum().backward()
  want = np.zeros_like(a)
  want[1:3, ::-1] = np.arange(12, dtype=np.float32).reshape(6, 2).T
  np.testing.assert_array_equal(w.grad.numpy(), want)
  x = Tensor(rng.uniform(-1, 1, 2).astype(np.float32), requires_grad=True)
  t = Tensor.zeros(4, 3).contiguous().realize()
  v = t[1:3]
  v[:, 1] = x * 5
  t.sum().backward()
  np.testing.assert_allclose(x.grad.numpy(), [5, 5])

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_more_writes_through_views(dev):
  a = np.arange(6, dtype=np.float32)
  t, n = Tensor(a, device=dev).realize(), a.copy()
  t[0] = 10.0  # a pending write under the view's assign: it lands first
  v = t[1:3]
  v.assign(Tensor(np.array([7, 8], np.float32), device=dev))
  n[0], n[1:3] = 10, [7, 8]
  np.testing.assert_array_equal(t.numpy(), n)
  t, n = Tensor(a, device=dev).realize(), a.copy()
  v = t[1:4]
  v[Tensor([0, 2], device=dev)] = 9.0  # advanced index through a view
  n[1:4][[0, 2]] = 9
  np.testing.assert_array_equal(v.numpy(), n[1:4])
  np.testing.assert_array_equal(t.numpy(), n)
  i, ni = Tensor(np.arange(8, dtype=np.int32), device=dev).realize(), np.arange(8, dtype=np.int32)
  iv = i.reshape(2, 4).T
  iv[1] = 100
  ni.reshape(2, 4).T[1] = 100
  np.testing.assert_array_equal(i.numpy(), ni)
  b, nb = Tensor([True, False, True, False], device=dev).realize(), np.array([True, False, True, False])
  bv = b[::-1]
  bv[0] = True
  nb[::-1][0] = True
  np.testing.assert_array_equal(b.numpy(), nb)

def test_view_assign_inside_a_jit():
  from tinygrad import TinyJit
  cache, nc = Tensor.zeros(4, 3).contiguous().realize(), np.zeros((4, 3), np.float32)
  @TinyJit
  def f(x: Tensor) -> Tensor:
    cache[1:3].assign(x)
    return (cache * 2).contiguous()
  outs = []
  for k in range(5):
    x = np.full((2, 3), k, np.float32)
    nc[1:3] = x
    outs.append((f(Tensor(x)), nc * 2))
  for o, want in outs: np.testing.assert_array_equal(o.numpy(), want)
  np.testing.assert_array_equal(cache.numpy(), nc)
