"""End to end through the real scheduler and engine: Tensor graphs realized on the default device, checked against numpy."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad.tensor import Tensor
from tinygrad.helpers import Context, GlobalCounters
from tinygrad.uop import Ops

rng = np.random.default_rng(0)
def rand(*shape: int) -> np.ndarray: return rng.random(shape, dtype=np.float32)

def test_add_const():
  assert (Tensor([1, 2]) + 1).tolist() == [2, 3]

def test_ones_sum():
  np.testing.assert_equal(Tensor.ones(4, 4).sum(1).numpy(), np.full(4, 4.0))

def test_matmul_by_broadcast():
  a, b = rand(3, 4), rand(4, 5)
  A, B = Tensor(a), Tensor(b)
  m = (A.reshape(3, 4, 1).expand(3, 4, 5) * B.reshape(1, 4, 5).expand(3, 4, 5)).sum(1)
  np.testing.assert_allclose(m.numpy(), a @ b, rtol=1e-5)

def test_views():
  x = np.arange(12, dtype=np.float32).reshape(3, 4)
  got = Tensor(x).permute(1, 0).pad(((1, 1), (0, 2))).shrink(((1, 4), (1, 4))).numpy()
  np.testing.assert_equal(got, np.pad(x.T, ((1, 1), (0, 2)))[1:4, 1:4])

def test_flip_expand_reshape():
  x = rand(2, 1, 3)
  got = (Tensor(x).flip(2).expand(2, 4, 3).reshape(8, 3) * 2).numpy()
  np.testing.assert_allclose(got, (np.broadcast_to(x[:, :, ::-1], (2, 4, 3)).reshape(8, 3)) * 2)

def test_pad_of_nonzero_elementwise():
  # the padded region is 0 even though exp(0) is 1
  x = rand(3)
  np.testing.assert_allclose(Tensor(x).exp().pad(((2, 1),)).numpy(), np.pad(np.exp(x), (2, 1)), rtol=1e-6)

def test_reduce_of_reduce():
  x = rand(4, 5, 6)
  np.testing.assert_allclose(Tensor(x).sum(2).max(1).numpy(), x.sum(2).max(1), rtol=1e-5)

def test_dtypes_and_casts():
  x = np.array([-3, -1, 0, 2, 7], dtype=np.int32)
  t = Tensor(x)
  assert (t * 3 - 1).tolist() == (x * 3 - 1).tolist()
  assert (t < 1).tolist() == (x < 1).tolist()
  np.testing.assert_allclose(t.cast("float32").exp().numpy(), np.exp(x.astype(np.float32)), rtol=1e-6)
  assert t.cast("uint8").tolist() == x.astype(np.uint8).tolist()

def test_bitcast_same_size():
  x = np.array([1.0, -2.5, 3.25], dtype=np.float32)
  assert Tensor(x).bitcast("int32").tolist() == x.view(np.int32).tolist()

def test_arange_is_elementwise():
  t = Tensor.arange(2, 40, 3)
  lin = t.schedule_linear()
  assert [c.src[0].op for c in lin.src] == [Ops.SINK]
  assert not any(u.op is Ops.REDUCE for u in lin.src[0].src[0].toposort()), "the cumulative-sum arange should collapse to index math"
  assert t.tolist() == list(range(2, 40, 3))

def test_softmax_layernorm_attention_values():
  x = rand(4, 16)
  e = np.exp(x - x.max(-1, keepdims=True))
  np.testing.assert_allclose(Tensor(x).softmax(-1).numpy(), e / e.sum(-1, keepdims=True), rtol=1e-5, atol=1e-7)
  ln = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5)
  np.testing.assert_allclose(Tensor(x).layernorm().numpy(), ln, rtol=1e-4, atol=1e-5)
  q, k, v = rand(2, 3, 8), rand(2, 3, 8), rand(2, 3, 8)
  a = q @ k.transpose(0, 2, 1) / np.sqrt(8)
  a = np.exp(a - a.max(-1, keepdims=True))
  a /= a.sum(-1, keepdims=True)
  np.testing.assert_allclose(Tensor(q).scaled_dot_product_attention(Tensor(k), Tensor(v)).numpy(), a @ v, rtol=1e-5, atol=1e-6)

# ---- assigns ----

def test_assign_inplace_add():
  x = rand(4, 4)
  t = Tensor(x).realize()
  buf = t.uop.base
  t += 1
  t.realize()
  assert t.uop.base is buf, "assign writes the same buffer"
  np.testing.assert_allclose(t.numpy(), x + 1)

def test_assign_transpose_hazard():
  x = np.arange(16, dtype=np.float32).reshape(4, 4)
  p = Tensor(x).realize()
  p.assign(p.T + 1)
  np.testing.assert_equal(p.numpy(), x.T + 1)

def test_setitem_slice():
  t = Tensor(np.zeros(8, dtype=np.float32)).realize()
  t[2:5] = 3
  np.testing.assert_equal(t.numpy(), [0, 0, 3, 3, 3, 0, 0, 0])

def test_write_after_read_order():
  # b reads a before the assign, c after it: realized together, both must see the right version
  x = rand(5)
  a = Tensor(x).realize()
  b = a * 2
  a.assign(a + 1)
  c = a * 3
  Tensor.realize(b, c, a)
  np.testing.assert_allclose(b.numpy(), x * 2, rtol=1e-6)
  np.testing.assert_allclose(c.numpy(), (x + 1) * 3, rtol=1e-6)

def test_chained_assigns():
  a = Tensor(np.zeros(3, dtype=np.float32)).realize()
  a.assign(a + 1)
  a.assign(a * 5)
  assert a.tolist() == [5, 5, 5]

# ---- copies and devices ----

def test_copy_between_devices():
  x = rand(6)
  t = Tensor(x, device="CPU").to("CPU:1")
  assert t.device == "CPU:1"
  np.testing.assert_allclose((t + 1).numpy(), x + 1)

def test_copy_of_view():
  x = np.arange(10, dtype=np.float32)
  np.testing.assert_equal(Tensor(x, device="CPU")[3:7].to("CPU:1").numpy(), x[3:7])
  np.testing.assert_equal(Tensor(x, device="CPU").reshape(2, 5).T.to("CPU:1").numpy(), x.reshape(2, 5).T)

# ---- counters ----

def test_global_counters():
  a = Tensor(rand(64)).realize()
  GlobalCounters.reset()
  (a * 2 + 1).realize()
  assert GlobalCounters.kernel_count == 1
  assert GlobalCounters.global_ops >= 64 and GlobalCounters.global_mem >= 2 * 64 * 4

def test_debug2_line(capsys):
  a = Tensor(rand(16)).realize()
  with Context(DEBUG=2): (a + 1).realize()
  out = capsys.readouterr().out
  assert "E_" in out and "GFLOPS" in out and "GB/s" in out

def test_debug4_prints_source(capsys):
  from tinygrad.engine import realize as engine
  a = Tensor(rand(16)).realize()
  before = set(engine._runners)
  with Context(DEBUG=4): (a * 1.2345678).realize()  # a constant no other test uses, so the kernel is compiled here
  (new,) = [engine._runners[k] for k in set(engine._runners) - before]
  assert new.p.src in capsys.readouterr().out

# ---- profile events (tinygrad.profile, read by tg-viz) ----

def test_profile_events():
  from tinygrad.profile import ProfilePointEvent, ProfileRangeEvent, profile_events
  a = Tensor(rand(32), device="CPU").realize()
  start = len(profile_events)
  with Context(PROFILE=1):
    b = (a * 2).realize()
    c = b.to("CPU:1").realize()
  evs = profile_events[start:]
  execs = [e for e in evs if isinstance(e, ProfilePointEvent) and e.name == "exec"]
  allocs = {e.key: e for e in evs if isinstance(e, ProfilePointEvent) and e.name == "alloc"}
  assert len(execs) == 1 and execs[0].arg["name"].startswith("E_") and execs[0].arg["outputs"] == [0] and execs[0].arg["inputs"] == [1]
  assert all(k in allocs for k in execs[0].arg["bufs"]) and allocs[execs[0].arg["bufs"][0]].arg["sz"] == 32
  ranges = [e for e in evs if isinstance(e, ProfileRangeEvent)]
  assert any(r.device == "CPU" and r.name == execs[0].arg["name"] and r.en >= r.st for r in ranges)
  assert any(r.device == "CPU:1:SDMA:0" and r.name.ret == 128 for r in ranges)
  np.testing.assert_allclose(c.numpy(), a.numpy() * 2)

def test_realize_map_reports_assigns_and_contiguous():
  from tinygrad.engine.realize import realize_map
  a = Tensor(np.zeros(4, dtype=np.float32)).realize()
  after = a.uop.assign((a + 1).uop)
  mid = (Tensor(np.ones(4, dtype=np.float32)) * 3).contiguous().uop
  root = (Tensor(after) + Tensor(mid)).uop
  got = realize_map(root)
  assert got[after] is a.uop, "an assign that ran is replaced by its target"
  assert got[mid].base.op is Ops.BUFFER and got[root].base.op is Ops.BUFFER
  np.testing.assert_equal(Tensor(got[root]).numpy(), [4, 4, 4, 4])
  np.testing.assert_equal(Tensor(got[mid]).numpy(), [3, 3, 3, 3])
  assert realize_map(Tensor(got[after]).uop) == {got[after]: got[after]}, "a realized buffer needs no calls"

# ---- errors ----

def test_kernel_reading_another_device():
  a, b = Tensor(rand(4), device="CPU").realize(), Tensor(rand(4), device="CPU:1").realize()
  with pytest.raises(RuntimeError, match="move it first"): Tensor(a.uop + b.uop).realize()

def test_read_before_and_after_an_assign_in_one_kernel():
  a = Tensor(np.zeros(4, dtype=np.float32)).realize()
  old = a.uop
  a.assign(a + 1)
  # numpy order: the old state is read (from a snapshot) before the write, the new one after it
  np.testing.assert_allclose(Tensor(old + a.uop * 10).numpy(), 0 + 1 * 10)
