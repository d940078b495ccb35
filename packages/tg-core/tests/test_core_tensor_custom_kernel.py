"""Tensor.custom_kernel: hand-built kernel SINKs over placeholders, run lazily by the realize engine; numpy checks."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import GlobalCounters, Tensor, TinyJit
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, UOp

rng = np.random.default_rng(0)

def add_kernel(C: UOp, A: UOp, B: UOp) -> UOp:
  i = UOp.range(C.shape[0], 0)
  return C[i].store(A[i].load() + B[i].load()).end(i).sink(arg=KernelInfo(name="custom_add", opts_to_apply=()))

def gemm_kernel(C: UOp, A: UOp, B: UOp) -> UOp:
  (M, N), K = C.shape, A.shape[1]
  i, j, k = UOp.range(M, 0), UOp.range(N, 1), UOp.range(K, 2, AxisType.REDUCE)
  c1 = C[i, j].set(0.0)
  c2 = c1[i, j].set(c1.after(k)[i, j].load() + A[i, k].load() * B[k, j].load(), end=k)
  return c2.end(i, j).sink(arg=KernelInfo(name="custom_gemm", opts_to_apply=()))

def sum_kernel(out: UOp, x: UOp) -> UOp:
  r = UOp.range(x.shape[0], 0, AxisType.REDUCE)
  o1 = out[0].set(0.0)
  return o1[0].set(o1.after(r)[0].load() + x[r].load(), end=r).sink(arg=KernelInfo(name="custom_sum", opts_to_apply=()))

def kernels(fn) -> int:
  GlobalCounters.reset()
  fn()
  return GlobalCounters.kernel_count

def test_elementwise_lazy_inputs_and_outputs():
  a, b = rng.random(16, dtype=np.float32), rng.random(16, dtype=np.float32)
  out, ra, rb = Tensor.empty(16).custom_kernel(Tensor(a) + 1, Tensor(b), fxn=add_kernel)  # an unrealized input is computed first
  y = out * 2 - ra
  np.testing.assert_allclose(y.numpy(), (a + 1 + b) * 2 - (a + 1), rtol=1e-6)
  np.testing.assert_allclose(rb.numpy(), b)
  assert kernels(out.realize) == 0  # the call ran once and its outputs read its buffers
  np.testing.assert_allclose(out.numpy(), a + 1 + b, rtol=1e-6)

def test_gemm_multi_index_placeholders():
  an, bn = rng.random((5, 9), dtype=np.float32), rng.random((9, 7), dtype=np.float32)
  C = Tensor.empty(5, 7).custom_kernel(Tensor(an), Tensor(bn), fxn=gemm_kernel)[0]
  assert C.shape == (5, 7)
  np.testing.assert_allclose(C.numpy(), an @ bn, rtol=1e-5)

def test_reduce_into_scalar_and_runs_once():
  x = rng.random(100, dtype=np.float32)
  s = Tensor.empty(1).custom_kernel(Tensor(x), fxn=sum_kernel)[0]
  assert kernels(s.realize) == 1
  assert kernels(s.realize) == 0
  np.testing.assert_allclose(s.item(), x.sum(), rtol=1e-5)

def test_in_place_and_chained():
  x = rng.random(8, dtype=np.float32)
  def double(A: UOp) -> UOp:
    i = UOp.range(A.shape[0], 0)
    return A[i].store(A[i].load() * 2.0).end(i).sink(arg=KernelInfo(name="double", opts_to_apply=()))
  t = Tensor(x)
  d = t.custom_kernel(fxn=double)[0]
  dd = d.custom_kernel(fxn=double)[0]  # the second call reads what the first wrote
  np.testing.assert_allclose(dd.numpy(), x * 4, rtol=1e-6)

def test_view_input_is_copied_whole():
  x = rng.random((4, 6), dtype=np.float32)
  v = Tensor(x).realize()[1:3, 2:6]  # a strided view: the kernel gets a contiguous copy
  out = Tensor.empty(8).custom_kernel(v.flatten(), Tensor.ones(8), fxn=add_kernel)[0]
  np.testing.assert_allclose(out.numpy(), x[1:3, 2:6].ravel() + 1, rtol=1e-6)

def test_same_tensor_twice():
  x = rng.random(16, dtype=np.float32)
  t = Tensor(x).realize()
  out = Tensor.empty(16).custom_kernel(t, t, fxn=add_kernel)[0]
  np.testing.assert_allclose(out.numpy(), 2 * x, rtol=1e-6)

def test_schedule_linear_holds_the_call():
  a, b = Tensor(rng.random(16, dtype=np.float32)).realize(), Tensor(rng.random(16, dtype=np.float32)).realize()
  out = Tensor.empty(16).custom_kernel(a, b, fxn=add_kernel)[0]
  linear = (out + 1).schedule_linear()
  bodies = [c.src[0] for c in linear.src]
  assert bodies[0].op is Ops.SINK and bodies[0].arg.name == "custom_add" and len(bodies) == 2

def test_jit_replays_custom_kernel():
  @TinyJit
  def f(a: Tensor, b: Tensor) -> Tensor: return Tensor.empty(16).custom_kernel(a, b, fxn=add_kernel)[0] * 3
  for _ in range(4):
    a, b = rng.random(16, dtype=np.float32), rng.random(16, dtype=np.float32)
    np.testing.assert_allclose(f(Tensor(a), Tensor(b)).numpy(), (a + b) * 3, rtol=1e-6)

def test_errors():
  t = Tensor.ones(4).realize()
  with pytest.raises(TypeError, match="must return a kernel SINK"): t.custom_kernel(fxn=lambda A: A[0])
  with pytest.raises(RuntimeError, match="need a device"): t.custom_kernel(Tensor(3.0), fxn=add_kernel)
  with pytest.raises(IndexError, match="takes 2 indices"):
    Tensor.empty(2, 2).custom_kernel(fxn=lambda A: A[0, 0, 0].store(1.0).sink(arg=KernelInfo(opts_to_apply=())))

def test_symbolic_length_compiles_once():
  from tinygrad import Variable
  from tinygrad.engine import realize as engine
  x = rng.random(12, dtype=np.float32)
  X = Tensor(x).realize()
  compiled = None
  for n in (3, 7, 12):
    v = Variable("n", 1, 12).bind(n)
    def prefix_sum(out: UOp, a: UOp, v: UOp = v) -> UOp:
      r = UOp.range(v, 0, AxisType.REDUCE)
      o1 = out[0].set(0.0)
      return o1[0].set(o1.after(r)[0].load() + a[r].load(), end=r).sink(arg=KernelInfo(name="prefix_sum", opts_to_apply=()))
    s = Tensor.empty(1).custom_kernel(X[:v], fxn=prefix_sum)[0]  # the symbolic view is copied into a 12-element buffer
    np.testing.assert_allclose(s.item(), x[:n].sum(), rtol=1e-5)
    if compiled is None: compiled = len(engine._runners)
    assert len(engine._runners) == compiled, f"n={n} compiled a new kernel"

def test_sharded_runs_once_per_device():
  devs = ("CPU", "CPU:1")
  a, b = rng.random(16, dtype=np.float32), rng.random(8, dtype=np.float32)
  A, B = Tensor(a).shard(devs, axis=0), Tensor(b).shard(devs)  # A split in halves, B replicated
  seen: list[tuple] = []
  def add_half(C: UOp, X: UOp, Y: UOp) -> UOp:
    seen.append((C.shape, X.shape, Y.shape))
    return add_kernel(C, X, Y)
  out = Tensor.zeros(16).contiguous().shard(devs, axis=0).custom_kernel(A, B, fxn=add_half)[0]
  assert seen == [((8,), (8,), (8,))] and out.device == devs and out.shape == (16,)
  out.realize()
  from tinygrad.engine import realize as engine
  assert {r.device for r in engine._runners.values() if r.name == "custom_add"} >= set(devs)  # compiled and run for each device
  np.testing.assert_allclose(out.numpy(), a + np.tile(b, 2), rtol=1e-6)

def test_callify_runs_everything_once_when_realized():
  a, b = rng.random((4, 8), dtype=np.float32), rng.random((4, 8), dtype=np.float32)
  A, B = Tensor(a).realize(), Tensor(b).realize()
  c = (A + B).exp()
  d = c.sum(1)
  e = d * 2  # built on d before the callify: it is patched too
  n = len((c.schedule_linear(d)).src)
  assert kernels(lambda: c.callify(d)) == 0  # nothing runs yet
  assert any(u.op is Ops.CALL and u.src[0].op is Ops.LINEAR for u in d.uop.toposort())
  assert kernels(d.realize) == n  # the whole call runs
  assert kernels(c.realize) == 0  # and only once
  np.testing.assert_allclose(c.numpy(), np.exp(a + b), rtol=1e-6)
  np.testing.assert_allclose(d.numpy(), np.exp(a + b).sum(1), rtol=1e-5)
  np.testing.assert_allclose(e.numpy(), 2 * np.exp(a + b).sum(1), rtol=1e-5)

def test_callify_custom_kernel_and_realized_inputs():
  x = rng.random(16, dtype=np.float32)
  X = Tensor(x).realize()
  out = Tensor.empty(16).custom_kernel(X, X * 3, fxn=add_kernel)[0]
  y = out + 1
  assert y.callify() is y and kernels(lambda: X.callify()) == 0  # a realized tensor is left alone
  np.testing.assert_allclose(y.numpy(), 4 * x + 1, rtol=1e-6)
