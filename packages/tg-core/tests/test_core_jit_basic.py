"""TinyJit: eager first call, capture on the second, replay with new inputs; errors; prune; symbolic inputs; training step."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, TinyJit, Variable, nn
from tinygrad.engine import realize as engine
from tinygrad.engine.jit import JitError
from tinygrad.helpers import Context
from tinygrad.nn.state import get_parameters

rng = np.random.default_rng(0)
def rand(*shape: int) -> np.ndarray: return rng.random(shape, dtype=np.float32) - 0.5

def test_replay_new_inputs_own_outputs(monkeypatch: pytest.MonkeyPatch):
  f = TinyJit(lambda a, b: (a @ b + 1).relu())
  outs, want = [], []
  for i in range(4):
    a, b = rand(4, 8), rand(8, 3)
    if i == 3: monkeypatch.setattr(engine, "_schedule", lambda *_: pytest.fail("a replay must not schedule"))
    out = f(Tensor(a), Tensor(b))
    np.testing.assert_allclose(out.numpy(), np.maximum(a @ b + 1, 0), rtol=1e-5, atol=1e-6)
    outs.append(out)
    want.append(np.maximum(a @ b + 1, 0))
  assert f.cnt == 2 and outs[2] is not outs[3], "each replay returns its own output Tensor"
  for o, w in zip(outs, want): np.testing.assert_allclose(o.numpy(), w, rtol=1e-5, atol=1e-6, err_msg="a later replay changed a kept output")

def test_kwargs_and_lists():
  f = TinyJit(lambda xs, scale: xs[0] * scale + xs[1])
  for _ in range(3):
    a, b, s = rand(5), rand(5), rand(5)
    np.testing.assert_allclose(f([Tensor(a), Tensor(b)], scale=Tensor(s)).numpy(), a * s + b, rtol=1e-5, atol=1e-6)

def test_method():
  class M:
    def __init__(self): self.w = Tensor(rand(3)).realize()
    @TinyJit
    def __call__(self, x: Tensor) -> Tensor: return (x * self.w).sum()
  m = M()
  for _ in range(3):
    x = rand(3)
    assert abs(m(Tensor(x)).item() - float((x * m.w.numpy()).sum())) < 1e-5

def _jitted():
  f = TinyJit(lambda a: a * 2)
  for _ in range(3): f(Tensor(rand(4)))
  return f

@pytest.mark.parametrize("bad", [
  lambda: Tensor(rand(5)),                              # shape
  lambda: Tensor(rand(4)).cast("float16"),              # dtype
  lambda: Tensor(rand(4), device="CPU:1"),              # device
  lambda: Tensor(rand(8))[:4],                          # view structure
])
def test_input_mismatch(bad):
  f = _jitted()
  with pytest.raises(JitError, match="args mismatch"): f(bad())

def test_fewer_inputs():
  f = TinyJit(lambda *xs: sum(xs[1:], xs[0]) * 1)
  for _ in range(3): f(Tensor(rand(4)), Tensor(rand(4)))
  with pytest.raises(JitError, match="args mismatch"): f(Tensor(rand(4)))

def test_non_tensor_return():
  f = TinyJit(lambda a: ((a + 1).realize(), 3))
  f(Tensor(rand(2)))
  with pytest.raises(JitError, match="return"): f(Tensor(rand(2)))

def test_duplicate_and_const_inputs():
  f = TinyJit(lambda a, b: a + b)
  t = Tensor(rand(3)).realize()
  with pytest.raises(JitError, match="duplicate"): f(t, t)
  with pytest.raises(JitError, match="real buffers"): f(Tensor(rand(3)), Tensor.arange(3).float())

def test_nothing_jitted():
  f = TinyJit(lambda a: a)
  f(Tensor(rand(2)))
  with pytest.raises(JitError, match="didn't JIT anything"): f(Tensor(rand(2)))

def test_nested_capture():
  inner = TinyJit(lambda a: a + 1)
  outer = TinyJit(lambda a: inner(a) * 2)
  outer(Tensor(rand(2)))
  with pytest.raises(RuntimeError, match="nested"): outer(Tensor(rand(2)))

def test_jit_off():
  calls = []
  def f(a: Tensor) -> Tensor:
    calls.append(1)
    return a + 1
  jf = TinyJit(f)
  with Context(JIT=0):
    for _ in range(3): jf(Tensor(rand(2)))
  assert len(calls) == 3

def test_prune_drops_input_independent_kernels():
  w = Tensor(rand(4)).realize()
  def f(a: Tensor) -> Tensor: return a * (w * 3 + 1).contiguous()
  jf, plain = TinyJit(f, prune=True), TinyJit(f)
  for _ in range(3):
    a = rand(4)
    np.testing.assert_allclose(jf(Tensor(a)).numpy(), a * (w.numpy() * 3 + 1), rtol=1e-6)
    plain(Tensor(a))
  assert len(jf.captured.items) == 1 and len(plain.captured.items) == 2

def test_symbolic_shares_one_capture():
  f = TinyJit(lambda x: (x * 2).sum(1))
  full = rand(3, 10)
  x = Tensor(full).realize()
  for n in [2, 5, 7, 3, 10]:
    r = f(x[:, :Variable("n", 1, 10).bind(n)])
    np.testing.assert_allclose(r.numpy(), (full[:, :n] * 2).sum(1), rtol=1e-5)
  assert len(f.captured.items) == 1

def test_intermediates_share_memory():
  def f(a: Tensor) -> Tensor:
    for _ in range(4): a = (a * 2 + 1).contiguous()
    return a
  jf = TinyJit(f)
  for _ in range(3):
    a = rand(1024)
    np.testing.assert_allclose(jf(Tensor(a)).numpy(), f(Tensor(a)).numpy(), rtol=1e-6)
  inter = {id(b._base) for ei in jf.captured.items for b in ei.buffers()[:1] if b._base is not None}
  assert len(inter) == 1, "the three intermediates live in one arena"

def test_training_step_matches_eager():
  def run(jit: bool) -> tuple[list[float], np.ndarray]:
    l1, l2 = nn.Linear(6, 8), nn.Linear(8, 3)
    for p in get_parameters([l1, l2]): p.assign(Tensor(np.random.default_rng(1).random(p.shape, dtype=np.float32) - 0.5)).realize()
    opt = nn.optim.SGD(get_parameters([l1, l2]), lr=0.1)
    def step(x: Tensor, y: Tensor) -> Tensor:
      opt.zero_grad()
      loss = l2(l1(x).relu()).sparse_categorical_crossentropy(y)
      loss.backward()
      opt.step()
      return loss
    fn = TinyJit(step) if jit else step
    data = np.random.default_rng(2)
    with Context(TRAINING=1):
      losses = [fn(Tensor(data.random((4, 6), dtype=np.float32)), Tensor(data.integers(0, 3, 4))).item() for _ in range(4)]
    return losses, l1.weight.numpy()
  (la, wa), (lb, wb) = run(False), run(True)
  np.testing.assert_allclose(la, lb, rtol=1e-5)
  np.testing.assert_allclose(wa, wb, rtol=1e-5, atol=1e-6)

def test_function_checks_its_result():
  from tinygrad import function
  @function
  def f(a: Tensor) -> Tensor: return a * 2 + 1
  np.testing.assert_allclose(f(Tensor([1.0, 2.0])).numpy(), [3, 5])
  with pytest.raises(RuntimeError, match="must return"): function(lambda a: 3)(Tensor([1.0]))

def test_bound_variable_argument():
  # a KV-cache style position passed as a bound Variable: one capture serves every value
  f = TinyJit(lambda x, pos: (x[:, :pos] * 2).sum(1) + Tensor(pos).cast("float32"))
  full = rand(3, 10)
  x = Tensor(full).realize()
  for n in [2, 5, 7, 3]:
    np.testing.assert_allclose(f(x, Variable("p", 1, 10).bind(n)).numpy(), (full[:, :n] * 2).sum(1) + n, rtol=1e-5)
  assert f.cnt == 2

def test_free_intermediates_then_replay():
  def f(a: Tensor) -> Tensor:
    for _ in range(3): a = (a * 2 + 1).contiguous()
    return a
  jf = TinyJit(f)
  for _ in range(3): jf(Tensor(rand(64)))
  jf.captured.free_intermediates()
  assert not any(b.is_allocated() for bufs in jf.captured._bufs for b in bufs if b._base is not None)
  a = rand(64)
  np.testing.assert_allclose(jf(Tensor(a)).numpy(), ((a * 2 + 1) * 2 + 1) * 2 + 1, rtol=1e-6)
