"""Issue 37, JIT compatibility: in-place outputs aliasing an input, static-size masked_select/nonzero, outputs sharing an
intermediate, slice assigns inside the function and a jitted method shared by instances, each checked against numpy over calls."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, TinyJit
from tinygrad.engine.realize import JitError

DEVICES = ["CPU:LLVM", "CPU:CLANG"]
rng = np.random.default_rng(37)
def rand(*shape: int) -> np.ndarray: return rng.uniform(-1, 1, shape).astype(np.float32)

@pytest.mark.parametrize("dev", DEVICES)
def test_inplace_output_aliases_input(dev):
  @TinyJit
  def f(x: Tensor) -> Tensor:
    x.assign(x + 1)
    return x
  for _ in range(5):
    a = rand(4, 3)
    t = Tensor(a, device=dev)
    o = f(t)
    np.testing.assert_allclose(o.numpy(), a + 1, rtol=1e-6)
    np.testing.assert_allclose(t.numpy(), a + 1, rtol=1e-6, err_msg="the input was not updated in place")

@pytest.mark.parametrize("dev", DEVICES)
def test_view_of_input_returned(dev):
  f = TinyJit(lambda x, y: (x[1:, ::-1], (x * y).sum(1)))
  for _ in range(5):
    a, b = rand(3, 4), rand(3, 4)
    v, s = f(Tensor(a, device=dev), Tensor(b, device=dev))
    np.testing.assert_allclose(v.numpy(), a[1:, ::-1], rtol=1e-6)
    np.testing.assert_allclose(s.numpy(), (a * b).sum(1), rtol=1e-5, atol=1e-6)

@pytest.mark.parametrize("dev", DEVICES)
def test_masked_select_static_size(dev):
  f = TinyJit(lambda x: x.masked_select(x > 0, size=6, fill_value=-7.0) * 2)
  for _ in range(5):
    a = rand(3, 4)
    want = np.full(6, -7.0, np.float32) * 2
    sel = a[a > 0][:6] * 2
    want[:len(sel)] = sel
    np.testing.assert_allclose(f(Tensor(a, device=dev)).numpy(), want, rtol=1e-6)

@pytest.mark.parametrize("dev", DEVICES)
def test_nonzero_static_size(dev):
  f = TinyJit(lambda x: (x > 0).nonzero(size=5, fill_value=-1))
  for _ in range(5):
    a = rand(3, 4)
    nz = np.argwhere(a > 0)[:5]
    want = np.concatenate([nz, np.full((5 - len(nz), 2), -1)])
    got = f(Tensor(a, device=dev)).numpy()
    np.testing.assert_array_equal(got, want)

@pytest.mark.parametrize("dev", DEVICES)
def test_outputs_share_an_intermediate(dev):
  def g(x: Tensor, y: Tensor):
    h = (x @ y).relu()
    return h.sum(0), h * 2, h.exp()
  f = TinyJit(g)
  outs, ins = [], []
  for _ in range(5):
    a, b = rand(3, 4), rand(4, 2)
    outs.append(f(Tensor(a, device=dev), Tensor(b, device=dev)))
    ins.append((a, b))
  for (s, d, e), (a, b) in zip(outs, ins):
    h = np.maximum(a @ b, 0)
    np.testing.assert_allclose(s.numpy(), h.sum(0), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(d.numpy(), h * 2, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(e.numpy(), np.exp(h), rtol=1e-5, atol=1e-6)

@pytest.mark.parametrize("dev", DEVICES)
def test_slice_assign_without_realize(dev):
  @TinyJit
  def f(x: Tensor, y: Tensor) -> Tensor:
    x[1:3] = y
    return x
  for _ in range(5):
    a, b = rand(5, 2), rand(2, 2)
    t = Tensor(a, device=dev)
    o = f(t, Tensor(b, device=dev))
    want = a.copy()
    want[1:3] = b
    np.testing.assert_allclose(o.numpy(), want, rtol=1e-6)
    np.testing.assert_allclose(t.numpy(), want, rtol=1e-6)

@pytest.mark.parametrize("dev", DEVICES)
def test_slice_assign_of_computed_tensor(dev):
  @TinyJit
  def f(x: Tensor, y: Tensor) -> Tensor:
    z = x * 2
    z[1:3] = y + 1
    return z
  for _ in range(5):
    a, b = rand(5, 2), rand(2, 2)
    want = a * 2
    want[1:3] = b + 1
    np.testing.assert_allclose(f(Tensor(a, device=dev), Tensor(b, device=dev)).numpy(), want, rtol=1e-6)

class M:
  def __init__(self, w: np.ndarray, dev: str): self.w = Tensor(w, device=dev).realize()
  @TinyJit
  def f(self, x: Tensor) -> Tensor: return x @ self.w

@pytest.mark.parametrize("dev", DEVICES)
def test_jitted_method_one_instance(dev):
  w = rand(3, 2)
  m = M(w, dev)
  M.f.reset()  # the JIT lives on the class: another test's instance captured it
  for _ in range(4):
    a = rand(2, 3)
    np.testing.assert_allclose(m.f(Tensor(a, device=dev)).numpy(), a @ w, rtol=1e-5, atol=1e-6)

@pytest.mark.parametrize("dev", DEVICES)
def test_jitted_method_shared_across_instances(dev):
  w1, w2 = rand(3, 2), rand(3, 2)
  m1, m2 = M(w1, dev), M(w2, dev)
  M.f.reset()
  a = rand(2, 3)
  for _ in range(3): np.testing.assert_allclose(m1.f(Tensor(a, device=dev)).numpy(), a @ w1, rtol=1e-5, atol=1e-6)
  with pytest.raises(JitError, match="captured on another instance"): m2.f(Tensor(a, device=dev))
  for _ in range(3): np.testing.assert_allclose(m1.f(Tensor(a, device=dev)).numpy(), a @ w1, rtol=1e-5, atol=1e-6)
  M.f.reset()

def _nonzero_static(a: np.ndarray, size: int, fill: int) -> np.ndarray:
  nz = np.argwhere(a)[:size]
  return np.concatenate([nz, np.full((size - len(nz), a.ndim), fill)]).astype(np.int32)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("shape,p,size", [((2, 3, 4), 0.5, 4), ((2, 3, 4), 0.5, 30), ((7,), 0.0, 3), ((7,), 1.0, 7), ((3, 5), 1.0, 0),
                                          ((0, 3), 0.5, 2)])
def test_static_size_edges(dev, shape, p, size):
  a = rand(*shape)
  m = rng.uniform(0, 1, shape) < p
  np.testing.assert_array_equal(Tensor(m, device=dev).nonzero(size=size, fill_value=-2).numpy(), _nonzero_static(m, size, -2))
  want = np.concatenate([a[m][:size], np.full(max(0, size - m.sum()), 9.5, np.float32)])
  np.testing.assert_array_equal(Tensor(a, device=dev).masked_select(Tensor(m, device=dev), size=size, fill_value=9.5).numpy(), want)

def test_static_size_negative_raises():
  with pytest.raises(ValueError, match="size must be non-negative"): Tensor([1.0, 0.0]).nonzero(size=-1)

class PerInstance:
  def __init__(self, w: np.ndarray, dev: str):
    self.w, self.f = Tensor(w, device=dev).realize(), TinyJit(self._f)
  def _f(self, x: Tensor) -> Tensor: return (x * self.w).sum(1)

@pytest.mark.parametrize("dev", DEVICES)
def test_jit_per_instance(dev):
  ws = [rand(4), rand(4)]
  ms = [PerInstance(w, dev) for w in ws]
  for _ in range(4):
    for m, w in zip(ms, ws):
      a = rand(3, 4)
      np.testing.assert_allclose(m.f(Tensor(a, device=dev)).numpy(), (a * w).sum(1), rtol=1e-5, atol=1e-6)

def _calls(f, mk, want, dev: str, n: int = 5) -> None:
  """Call `f` n times on fresh inputs, keep every result, then compare each with `want` of its inputs."""
  kept = []
  for _ in range(n):
    ins = mk()
    kept.append((ins, f(*[Tensor(a, device=dev) for a in ins])))
  for ins, outs in kept:
    for o, w in zip(outs if isinstance(outs, tuple) else (outs,), want(*ins)): np.testing.assert_allclose(o.numpy(), w, rtol=1e-5, atol=1e-6)

def _assign_then_use(x: Tensor): return x.assign(x * 2), x + 1
def _slice_assign_view(x: Tensor, y: Tensor):
  x[1:3] = y
  return x[1:3], x.sum()
def _slice_from_self(x: Tensor):
  x[0:3] = x[3:6]
  return x
def _view_of_output(x: Tensor):
  h = (x * 3).contiguous()
  return h, h[1:3], h.T

@pytest.mark.parametrize("dev", DEVICES)
def test_aliasing_mixes(dev):
  _calls(TinyJit(_assign_then_use), lambda: [rand(4)], lambda a: (a * 2, a * 2 + 1), dev)
  _calls(TinyJit(_slice_assign_view), lambda: [rand(5), rand(2)], lambda a, b: (b, np.concatenate([a[:1], b, a[3:]]).sum()), dev)
  _calls(TinyJit(_slice_from_self), lambda: [rand(6)], lambda a: (np.concatenate([a[3:], a[3:]]),), dev)
  _calls(TinyJit(_view_of_output), lambda: [rand(4, 4)], lambda a: (a * 3, (a * 3)[1:3], (a * 3).T), dev)
  _calls(TinyJit(lambda x, y: (x, y * 2)), lambda: [rand(4), rand(4)], lambda a, b: (a, b * 2), dev)

@pytest.mark.parametrize("dev", DEVICES)
def test_state_counter_returned(dev):
  t = Tensor([0.0, 10.0], device=dev).realize()
  g = TinyJit(lambda c: c.assign(c + 1))
  for i in range(1, 6):
    o = g(t)
    np.testing.assert_array_equal(o.numpy(), [i, 10 + i])
    np.testing.assert_array_equal(t.numpy(), [i, 10 + i])
