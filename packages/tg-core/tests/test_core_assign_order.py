"""Assign and setitem ordering against numpy: reads that come before a write see the old data, reads after it the new data, in
whatever order (and in however many schedules) the values are realized; views share their base's storage."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes

DEVICES = ["CPU:LLVM", "CPU:CLANG"]

def arange(n: int, dev: str, shape: tuple[int, ...] | None = None) -> tuple[Tensor, np.ndarray]:
  a = np.arange(n, dtype=np.float32).reshape(shape or (n,))
  return Tensor(a, device=dev).realize(), a.copy()

# ---- one value reads a buffer before and after an assign to it (a cycle between the calls, broken by a snapshot) ----

@pytest.mark.parametrize("dev", DEVICES)
def test_diamond_read_before_and_after(dev):
  a, n = arange(4, dev)
  times = a * 3
  a.assign(Tensor.full((4,), 2., device=dev).contiguous())
  old, n[:] = n * 3, 2
  np.testing.assert_allclose((a + (times - 1)).numpy(), n + old - 1)

@pytest.mark.parametrize("dev", DEVICES)
def test_diamond_contiguous_read_after(dev):
  a, n = arange(4, dev)
  times = a * 3
  a.assign(Tensor.full((4,), 2., device=dev))
  old, n[:] = n * 3, 2
  np.testing.assert_allclose((a.contiguous() + times - 1).numpy(), n + old - 1)

@pytest.mark.parametrize("dev", DEVICES)
def test_read_before_and_after_in_one_kernel(dev):
  a, n = arange(4, dev)
  before = a * 2
  a.assign(Tensor.full((4,), 7., device=dev).contiguous())
  after = a * 2
  np.testing.assert_allclose((before + after * 100).numpy(), n * 2 + 7 * 2 * 100)
  np.testing.assert_allclose(a.numpy(), 7)

@pytest.mark.parametrize("dev", DEVICES)
def test_crossunder_assigns(dev):
  a, na = Tensor.full((4,), 2., device=dev).contiguous().realize(), np.full(4, 2.)
  b, nb = Tensor.full((4,), 3., device=dev).contiguous().realize(), np.full(4, 3.)
  c, nc = a + 9, na + 9
  a += b
  b += c
  na += nb
  nb += nc
  Tensor.realize(a, b)
  np.testing.assert_allclose(a.numpy(), na)
  np.testing.assert_allclose(b.numpy(), nb)

@pytest.mark.parametrize("dev", DEVICES)
def test_swap_through_lazy_reads(dev):
  a, na = arange(4, dev)
  b, nb = Tensor(na[::-1].copy(), device=dev).realize(), na[::-1].copy()
  c = a + 1  # reads a before a's assign, written into b after it
  a.assign(b + 1)
  b.assign(c)
  na, nb = nb + 1, na + 1
  Tensor.realize(a, b)
  np.testing.assert_allclose(a.numpy(), na)
  np.testing.assert_allclose(b.numpy(), nb)

@pytest.mark.parametrize("dev", DEVICES)
def test_reduce_before_and_after_partial_assign(dev):
  a, n = arange(16, dev, (4, 4))
  s0 = a.sum()
  a[1:3] = a[0:2] * 4
  old, n[1:3] = n.sum(), n[0:2] * 4
  np.testing.assert_allclose((s0 + a.sum() * 10).numpy(), old + n.sum() * 10)

# ---- chains of slice writes into one buffer ----

@pytest.mark.parametrize("dev", DEVICES)
def test_chained_slice_copies(dev):
  a, n = arange(8, dev)
  for lo in range(1, 5):
    a[lo:lo + 2] = a[lo - 1:lo + 1]
    n[lo:lo + 2] = n[lo - 1:lo + 1].copy()
  np.testing.assert_allclose(a.numpy(), n)

@pytest.mark.parametrize("dev", DEVICES)
def test_chained_copies_between_two_buffers(dev):
  a, na = arange(6, dev)
  b, nb = Tensor.zeros(6, device=dev).contiguous().realize(), np.zeros(6, np.float32)
  b[0:3] = a[3:6]
  nb[0:3] = na[3:6]
  a[0:3] = b[0:3] + 1
  na[0:3] = nb[0:3] + 1
  b[3:6] = a[0:3]
  nb[3:6] = na[0:3]
  Tensor.realize(a, b)
  np.testing.assert_allclose(a.numpy(), na)
  np.testing.assert_allclose(b.numpy(), nb)

@pytest.mark.parametrize("dev", DEVICES)
def test_overlapping_slice_assigns(dev):
  a, n = arange(8, dev)
  a[0:5] = 1
  n[0:5] = 1
  a[3:8] = a[0:5] + 2
  n[3:8] = n[0:5] + 2
  a[2:6].assign(a[1:5] * 3)
  n[2:6] = n[1:5] * 3
  np.testing.assert_allclose(a.numpy(), n)

@pytest.mark.parametrize("dev", DEVICES)
def test_overlapping_shifted_self_copy(dev):
  a, n = arange(64, dev)
  a[0:60].assign(a[4:64])
  n[0:60] = n[4:64].copy()
  np.testing.assert_allclose(a.numpy(), n)
  a[4:64].assign(a[0:60])
  n[4:64] = n[0:60].copy()
  np.testing.assert_allclose(a.numpy(), n)

@pytest.mark.parametrize("dev", DEVICES)
def test_reduction_after_partial_assign(dev):
  a, n = arange(16, dev, (4, 4))
  a[1] = 5
  n[1] = 5
  np.testing.assert_allclose(a.sum(1).numpy(), n.sum(1))
  np.testing.assert_allclose(a.sum(0).numpy(), n.sum(0))

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("k", [5, 7])
def test_many_slices_of_one_buffer(dev, k):
  big, n = Tensor.zeros(6 * k, device=dev).contiguous().realize(), np.zeros(6 * k, np.float32)
  views = [big[i * 6:(i + 1) * 6].reshape(2, 3) for i in range(k)]
  for i, v in enumerate(views): v.assign(v + i + 1)
  for i in range(k): n[i * 6:(i + 1) * 6] += i + 1
  Tensor.realize(*views)
  for i, v in enumerate(views): np.testing.assert_allclose(v.numpy(), n[i * 6:(i + 1) * 6].reshape(2, 3))
  np.testing.assert_allclose(big.numpy(), n)

@pytest.mark.parametrize("dev", DEVICES)
def test_five_slices_each_reading_the_last(dev):
  a, n = Tensor.zeros(10, device=dev).contiguous().realize(), np.zeros(10, np.float32)
  for i in range(1, 6):
    dst, src = slice(2 * (i % 5), 2 * (i % 5) + 2), slice(2 * (i - 1), 2 * i)
    a[dst] = a[src] + i
    n[dst] = n[src] + i
  np.testing.assert_allclose(a.numpy(), n)

# ---- permuted, flipped and masked views ----

@pytest.mark.parametrize("dev", DEVICES)
def test_permuted_target(dev):
  a, n = arange(16, dev, (4, 4))
  b = Tensor(n, device=dev).realize()
  t = a.permute(1, 0)
  t += b
  n.T[:] = n.T + n
  np.testing.assert_allclose(t.numpy(), n.T)
  np.testing.assert_allclose(a.numpy(), n)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("view", ["T", "flip0", "flip1", "reshape"])
def test_assign_from_a_view_of_itself(dev, view):
  f = {"T": lambda x: x.T, "flip0": lambda x: x.flip(0), "flip1": lambda x: x.flip(1), "reshape": lambda x: x.reshape(-1).reshape(5, 5)}[view]
  g = {"T": lambda x: x.T, "flip0": lambda x: x[::-1], "flip1": lambda x: x[:, ::-1], "reshape": lambda x: x}[view]
  a, n = arange(25, dev, (5, 5))
  b = Tensor(n * 2, device=dev).realize()
  a.assign(f(a) + b)
  np.testing.assert_allclose(a.numpy(), g(n) + n * 2)

@pytest.mark.parametrize("dev", DEVICES)
def test_flipped_target(dev):
  a, n = arange(6, dev)
  a.flip(0).assign(a + 10)
  n[::-1] = n + 10
  np.testing.assert_allclose(a.numpy(), n)
  a[::-2] = a[0:3] * 2
  n[::-2] = n[0:3] * 2
  np.testing.assert_allclose(a.numpy(), n)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("permute", [False, True])
def test_masked_view_of_itself(dev, permute):
  a, n = arange(16, dev, (4, 4))
  b = a.shrink((None, (0, 2))).pad((None, (0, 2)), value=2)
  m = np.pad(n[:, 0:2], ((0, 0), (0, 2)), constant_values=2)
  if permute: b, m = b.permute(1, 0), m.T
  a.assign(a + b)
  np.testing.assert_allclose(a.numpy(), n + m)

@pytest.mark.parametrize("dev", DEVICES)
def test_permuted_reduce_child_dual_use(dev):
  x = np.arange(4 * 4 * 4, dtype=np.float32).reshape(4, 4, 4)
  a = Tensor(x, device=dev).realize()
  b, n = arange(16, dev, (4, 4))
  b.assign(a.sum(axis=1) + b.permute(1, 0))
  np.testing.assert_allclose(b.numpy(), x.sum(1) + n.T)

# ---- a value computed before a write keeps the old data, however late it is realized (numpy semantics) ----

@pytest.mark.parametrize("dev", DEVICES)
def test_setitem_read_before_and_after(dev):
  t, n = arange(4, dev)
  before = t + 0
  t[0] = 5
  after = t + 0
  nb = n + 0
  n[0] = 5
  np.testing.assert_allclose(after.numpy(), n)
  np.testing.assert_allclose(before.numpy(), nb)

@pytest.mark.parametrize("dev", DEVICES)
def test_view_taken_before_setitem_sees_the_write(dev):
  t, n = arange(4, dev)
  v, nv = t[1:3], n[1:3]
  t[1] = 5
  n[1] = 5
  np.testing.assert_allclose(v.numpy(), nv)

@pytest.mark.parametrize("dev", DEVICES)
def test_read_before_assign_survives_a_realize(dev):
  a, n = arange(4, dev)
  before = a * 3
  a.assign(Tensor.full((4,), 5., device=dev))
  a.realize()
  np.testing.assert_allclose(before.numpy(), n * 3)
  np.testing.assert_allclose(a.numpy(), 5)

@pytest.mark.parametrize("dev", DEVICES)
def test_read_before_two_assigns(dev):
  g, n = arange(2, dev)
  before = g + 1
  g.assign(Tensor.zeros(2, device=dev))
  g.assign(g + 4)  # the first write lands before this one is queued
  np.testing.assert_allclose((before + g).numpy(), n + 1 + 4)

@pytest.mark.parametrize("dev", DEVICES)
def test_reads_between_three_assigns(dev):
  a, n = arange(4, dev)
  first = a + 100
  a.assign(Tensor([1., 2., 0., 0.], device=dev))
  second = a + 0
  a.assign(a + 10)
  np.testing.assert_allclose((first + second + a).numpy(), (n + 100) + np.array([1., 2, 0, 0]) + np.array([11., 12, 10, 10]))

@pytest.mark.parametrize("dev", DEVICES)
def test_lazy_sums_between_writes_realized_late(dev):
  buf = Tensor.zeros(4, device=dev).contiguous().realize()
  buf.assign(Tensor.full((4,), 3., device=dev))
  mid = buf.sum()
  buf.assign(Tensor.full((4,), 5., device=dev))
  final = buf.sum()
  assert final.item() == 20.
  assert mid.item() == 12.

@pytest.mark.parametrize("dev", DEVICES)
def test_swap_slices_through_lazy_clones(dev):
  buf, n = arange(8, dev)
  left, right = buf[0:4].clone(), buf[4:8].clone()
  buf[0:4].assign(right).realize()
  buf[4:8].assign(left).realize()
  np.testing.assert_allclose(buf.numpy(), np.concatenate([n[4:], n[:4]]))

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("order", [0, 1])
def test_corealize_order_does_not_matter(dev, order):
  x = Tensor([1.], device=dev).realize()
  y = x + 10
  x.assign(x * 2)
  x.assign(x + 3)
  if order: Tensor.realize(y, x)
  else: Tensor.realize(x, y)
  assert (y.item(), x.item()) == (11., 5.)

@pytest.mark.parametrize("dev", DEVICES)
def test_write_read_chain_between_buffers(dev):
  x, y = Tensor([1.], device=dev).contiguous().realize(), Tensor([2.], device=dev).contiguous().realize()
  x_expr = x + 10
  x.assign(x * 2)
  y.assign(y + x)
  z = y + x_expr
  Tensor.realize(x, y, z)
  assert [x.item(), y.item(), z.item()] == [2., 4., 15.]

def test_loss_read_after_step_is_the_pre_step_loss():
  from tinygrad import nn
  from tinygrad.helpers import Context
  w, x = Tensor([2.]).contiguous().realize(), Tensor([3.]).realize()
  opt = nn.optim.SGD([w], lr=0.1)
  with Context(TRAINING=1):
    loss = (w * x).sum()
    loss.backward()
    opt.step()
  assert loss.item() == pytest.approx(2. * 3.)
  assert w.item() == pytest.approx(2. - 0.1 * 3.)

# ---- writes into unrealized tensors and detached views ----

@pytest.mark.parametrize("dev", DEVICES)
def test_detached_tensor_shares_storage(dev):
  base, n = arange(3, dev)
  d = base.detach()
  d.assign(d + 1).realize()
  np.testing.assert_allclose(d.numpy(), n + 1)
  np.testing.assert_allclose(base.numpy(), n + 1)
  t, m = arange(9, dev, (3, 3))
  t.detach()[1, 2] = 5
  m[1, 2] = 5
  np.testing.assert_allclose(t.numpy(), m)

def test_detach_still_stops_the_gradient():
  w = Tensor([1., 2., 3.], requires_grad=True)
  (w.detach() * w).sum().backward()
  assert w.grad is not None
  np.testing.assert_allclose(w.grad.numpy(), [1., 2., 3.])

@pytest.mark.parametrize("dev", DEVICES)
def test_assign_into_an_unrealized_value_copies_its_source(dev):
  a = Tensor.full((4,), 7., device=dev).realize()
  b = Tensor.ones(4, device=dev) * 1
  b.assign(a)
  b.assign(Tensor.zeros(4, device=dev))
  b.realize()
  np.testing.assert_allclose(a.numpy(), 7)
  np.testing.assert_allclose(b.numpy(), 0)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("make", ["copy", "contiguous", "clone", "detach_copy", "detach_contiguous", "alu", "reduce", "cast"])
def test_write_into_a_view_of_an_unrealized_value(dev, make):
  t, n = arange(4, dev, (2, 2))
  other = "CPU:CLANG" if dev == "CPU:LLVM" else "CPU:LLVM"
  c, m = {"copy": (lambda: t.to(other), lambda: n), "contiguous": (lambda: t.permute(1, 0).contiguous(), lambda: n.T),
          "clone": (lambda: t.permute(1, 0).clone(), lambda: n.T), "detach_copy": (lambda: t.to(other).detach(), lambda: n),
          "detach_contiguous": (lambda: t.permute(1, 0).contiguous().detach(), lambda: n.T), "alu": (lambda: t + t, lambda: n + n),
          "reduce": (lambda: t.sum(0, keepdim=True).expand(2, 2).contiguous(), lambda: np.broadcast_to(n.sum(0, keepdims=True), (2, 2))),
          "cast": (lambda: t.cast("int32").float(), lambda: n)}[make]
  c, m = c(), m().copy()
  c[:, 1:2].assign(Tensor.full((2, 1), 9., device=c.device).contiguous())
  m[:, 1:2] = 9
  np.testing.assert_allclose(c.numpy(), m)
  np.testing.assert_allclose(t.numpy(), n)  # the source is not written

@pytest.mark.parametrize("dev", DEVICES)
def test_swap_rows_through_a_view_sees_the_write(dev):
  t, n = arange(6, dev, (3, 2))
  tmp, ntmp = t[0], n[0]
  t[0] = t[1]
  n[0] = n[1]
  t[2] = tmp
  n[2] = ntmp  # a numpy view: it reads the row written just before
  np.testing.assert_allclose(t.numpy(), n)

@pytest.mark.parametrize("dev", DEVICES)
def test_cross_assign_reads_old_values(dev):
  a, na = arange(4, dev)
  b, nb = Tensor(na + 4, device=dev).realize(), na + 4
  new_a, new_b = a + b, a * 2
  a.assign(new_a)
  b.assign(new_b)
  np.testing.assert_allclose(a.numpy(), na + nb)
  np.testing.assert_allclose(b.numpy(), na * 2)

@pytest.mark.parametrize("dev", DEVICES)
def test_lazy_sums_between_slice_writes(dev):
  t = Tensor.zeros(6, device=dev).contiguous().realize()
  s0 = t.sum()
  t[:3].assign(Tensor.ones(3, device=dev))
  s1 = t.sum()
  t[3:].assign(Tensor.full((3,), 2., device=dev))
  s2 = t.sum()
  assert [s0.item(), s1.item(), s2.item()] == [0., 3., 9.]

@pytest.mark.parametrize("weak", [False, True])
def test_write_into_a_view_of_a_constant(weak):
  c = (Tensor(5) if weak else Tensor(5, dtype="int32")).reshape(1, 1).expand(2, 2)
  c[:, 1:2].assign(Tensor.ones(2, 1, dtype="int32").contiguous().realize())
  m = np.full((2, 2), 5, np.int32)
  m[:, 1:2] = 1
  assert c.dtype == dtypes.int32
  np.testing.assert_array_equal(c.numpy(), m)

@pytest.mark.parametrize("weak", [False, True])
def test_setitem_into_a_constant(weak):
  c = (Tensor(5) if weak else Tensor(5, dtype="int32")).reshape(1, 1).expand(2, 3)
  v = c[:, 1:]  # a view taken before the write sees it, as in numpy
  c[:, 1:] = 7
  m = np.full((2, 3), 5, np.int32)
  m[:, 1:] = 7
  np.testing.assert_array_equal(c.numpy(), m)
  np.testing.assert_array_equal(v.numpy(), m[:, 1:])

# ---- what tinygrad refuses ----

@pytest.mark.parametrize("dev", DEVICES)
def test_writes_binding_one_variable_twice_raise(dev):
  from tinygrad import Variable
  v = Variable("i", 0, 3)
  buf = Tensor.zeros(4, 4, device=dev).contiguous().realize()
  buf[v.bind(0):v.bind(0) + 1, :].assign(Tensor.ones(1, 4, device=dev))
  buf[v.bind(1):v.bind(1) + 1, :].assign(Tensor.full((1, 4), 2., device=dev))
  with pytest.raises(RuntimeError, match="Variable i is bound to both"): buf[0:1, :].sum().item()

@pytest.mark.parametrize("dev", DEVICES)
def test_writes_binding_one_variable_once_each_run(dev):
  from tinygrad import Variable
  v = Variable("i", 0, 3)
  buf, n = Tensor.zeros(4, 4, device=dev).contiguous().realize(), np.zeros((4, 4), np.float32)
  for i in range(4):
    buf[v.bind(i):v.bind(i) + 1, :].assign(Tensor.full((1, 4), i + 1., device=dev)).realize()
    n[i] = i + 1
  np.testing.assert_allclose(buf.numpy(), n)

@pytest.mark.parametrize("dev", DEVICES)
def test_assign_dtype_mismatch_raises(dev):
  a = Tensor.zeros(4, device=dev).contiguous().realize()
  with pytest.raises(RuntimeError, match="assign dtype mismatch"): a.assign(Tensor([1, 2, 3, 4], dtype=dtypes.int32, device=dev))
  with pytest.raises(RuntimeError, match="dtype mismatch"): a[2:4] = Tensor([1, 2], dtype=dtypes.int32, device=dev)

# ---- a same-size bitcast is a view of the storage (numpy's view(dtype)) ----

REVERSED = np.array([4., 3., 2., 1.], np.float32).view(np.uint32)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("realize", [False, True])
def test_assign_through_a_bitcast_view(dev, realize):
  a = Tensor([1., 2., 3., 4.], device=dev).realize()
  w = a.bitcast(dtypes.uint32).assign(Tensor(REVERSED, device=dev))
  if realize: w.realize()
  np.testing.assert_array_equal(a.numpy(), [4., 3., 2., 1.])
  np.testing.assert_array_equal(w.numpy(), REVERSED)

@pytest.mark.parametrize("dev", DEVICES)
def test_assign_through_chained_and_sliced_bitcasts(dev):
  b = Tensor([1., 2., 3., 4.], device=dev).realize()
  b.bitcast(dtypes.uint32).bitcast(dtypes.int32).assign(Tensor(REVERSED.view(np.int32), device=dev)).realize()
  np.testing.assert_array_equal(b.numpy(), [4., 3., 2., 1.])
  c = Tensor([1., 2., 3., 4.], device=dev).realize()
  c[0:2].bitcast(dtypes.uint32).assign(Tensor(REVERSED[:2], device=dev)).realize()
  np.testing.assert_array_equal(c.numpy(), [4., 3., 3., 4.])

@pytest.mark.parametrize("dev", DEVICES)
def test_realized_bitcast_view_keeps_sharing(dev):
  a = Tensor([1., 2., 3., 4.], device=dev).realize()
  v = a.bitcast(dtypes.int32).realize()
  a[1] = 8.
  np.testing.assert_array_equal(v.numpy(), np.array([1., 8., 3., 4.], np.float32).view(np.int32))
  v[0] = int(np.array([5.], np.float32).view(np.int32)[0])
  np.testing.assert_array_equal(a.numpy(), [5., 8., 3., 4.])

@pytest.mark.parametrize("dev", DEVICES)
def test_realized_detached_tensor_sees_a_write_into_its_base(dev):
  base, n = arange(3, dev)
  d = base.detach().realize()
  base[0] = 9
  n[0] = 9
  np.testing.assert_allclose(d.numpy(), n)
