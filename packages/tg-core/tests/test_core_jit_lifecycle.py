"""TinyJit and tensor lifecycle: random numbers advance inside replays, changed non-Tensor arguments raise, realize() of a
deviceless tensor gives a buffer, pickling a TinyJit / CapturedJit / Buffer / Tensor, @TinyJit(prune=True), and autograd histories that
a replay makes stale."""
import pickle
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, TinyJit, dtypes
from tinygrad.device import Buffer
from tinygrad.engine.jit import CapturedJit, JitError
from tinygrad.helpers import Context

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
rng = np.random.default_rng(1717)
def rand(*shape: int) -> np.ndarray: return rng.uniform(-1, 1, shape).astype(np.float32)

# ---- random numbers inside a JIT ----

def _draws(fn, dev: str, jit: bool, n: int = 5) -> list[np.ndarray]:
  Tensor.manual_seed(42)
  f = TinyJit(fn) if jit else fn
  return [f(Tensor(np.ones(8, np.float32), device=dev)).numpy() for _ in range(n)]

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("name, fn", [
  ("rand", lambda x: x * Tensor.rand(8, device=x.device)),
  ("randn", lambda x: x + Tensor.randn(2, 4, device=x.device).reshape(8)),
  ("two draws", lambda x: x * Tensor.rand(8, device=x.device) + Tensor.uniform(8, low=5, high=6, device=x.device))])
def test_jit_replays_draw_new_random_numbers(dev, name, fn):
  eager, jitted = _draws(fn, dev, False), _draws(fn, dev, True)
  for a, b in zip(eager, jitted): np.testing.assert_allclose(b, a, rtol=1e-6, err_msg=f"{name}: the JIT's stream differs from eager's")
  assert len({arr.tobytes() for arr in jitted}) == len(jitted), f"{name}: a replay repeated random numbers"

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_jit_dropout_masks_change(dev):
  @TinyJit
  def f(x: Tensor) -> Tensor:
    with Context(TRAINING=1): return x.dropout(0.5).realize()
  masks = [f(Tensor(np.ones(256, np.float32), device=dev)).numpy() != 0 for _ in range(5)]
  assert all(100 < m.sum() < 156 for m in masks)
  assert len({m.tobytes() for m in masks}) == 5, "jitted training reused one dropout mask"

def test_jit_train_step_without_inputs_samples_new_batches():
  # tinygrad's beautiful_mnist: @TinyJit @Tensor.train() def train_step(): samples = Tensor.randint(BS, high=N) ...
  from tinygrad import nn
  X = Tensor(rand(256, 8)).realize()
  lin = nn.Linear(8, 1)
  opt = nn.optim.SGD(nn.state.get_parameters(lin), lr=0.01)
  @TinyJit
  @Tensor.train()
  def train_step() -> Tensor:
    opt.zero_grad()
    samples = Tensor.randint(32, high=256)
    lin(X[samples]).square().mean().backward()
    opt.step()
    return samples.realize()
  batches = [train_step().numpy() for _ in range(6)]
  assert all(b.min() >= 0 and b.max() < 256 for b in batches)
  assert len({b.tobytes() for b in batches}) == 6, "every replay samples a new batch"

def test_jit_rng_follows_manual_seed_and_prune():
  f = TinyJit(lambda x: x + Tensor.rand(4, device=x.device), prune=True)
  for _ in range(3): f(Tensor(np.zeros(4, np.float32)))
  Tensor.manual_seed(7)
  a = f(Tensor(np.zeros(4, np.float32))).numpy()
  Tensor.manual_seed(7)
  np.testing.assert_array_equal(Tensor.rand(4).numpy(), a)
  assert not np.array_equal(f(Tensor(np.zeros(4, np.float32))).numpy(), a)

# ---- non-Tensor arguments ----

def test_changed_non_tensor_argument_raises():
  f = TinyJit(lambda x, k: x * k)
  for _ in range(3): np.testing.assert_allclose(f(Tensor([1.0, 2.0]), 3).numpy(), [3.0, 6.0])
  for k in (4, 5, 3.0, True):
    with pytest.raises(JitError, match=r"argument 1 changed: captured with 3, called with"): f(Tensor([1.0, 2.0]), k)
  np.testing.assert_allclose(f(Tensor([5.0, 1.0]), 3).numpy(), [15.0, 3.0])
  f.reset()
  assert [f(Tensor([1.0, 2.0]), k).numpy().tolist() for k in (4, 4, 4)] == [[4.0, 8.0]] * 3

def test_changed_kwarg_list_and_object_raise():
  f = TinyJit(lambda x, opts, scale=1.0: x * opts[0] * scale)
  for _ in range(3): f(Tensor([1.0]), [2.0], scale=0.5)
  with pytest.raises(JitError, match=r"argument scale changed"): f(Tensor([1.0]), [2.0], scale=0.25)
  with pytest.raises(JitError, match=r"argument 1\[0\] changed"): f(Tensor([1.0]), [3.0], scale=0.5)
  g = TinyJit(lambda x, w: x * Tensor(w))
  w = np.array([2.0], np.float32)
  for _ in range(3): g(Tensor([1.0]), w)
  with pytest.raises(JitError, match=r"argument 1 changed"): g(Tensor([1.0]), np.array([3.0], np.float32))
  h = TinyJit(lambda x, s: x * float(s))
  for _ in range(3): np.testing.assert_allclose(h(Tensor([2.0]), np.float32(1.5)).numpy(), [3.0])  # numpy scalars compare by value
  with pytest.raises(JitError, match=r"captured with 1.5, called with 2.5"): h(Tensor([2.0]), np.float32(2.5))

# ---- realize() of a deviceless tensor ----

def test_realize_gives_a_buffer_and_jit_accepts_it():
  a = Tensor.arange(20).realize()
  assert a.device is not None and a.uop.is_realized and a.uop.has_buffer
  np.testing.assert_array_equal(a.numpy(), np.arange(20))
  e = Tensor.eye(3).realize()
  assert e.uop.is_realized
  f = TinyJit(lambda x: x * 2)
  for i in range(3): np.testing.assert_array_equal(f(Tensor.arange(20 + 0 * i).realize()).numpy(), np.arange(20) * 2)

# ---- pickle ----

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_pickle_buffer_tensor_and_view(dev):
  t = Tensor(rand(3, 4), device=dev).realize()
  b = t.uop.buffer
  b2 = pickle.loads(pickle.dumps(b))
  assert b2 is not b and b2.device == b.device and b2.size == 12
  np.testing.assert_array_equal(np.frombuffer(b2.as_memoryview(), np.float32), t.numpy().reshape(-1))
  v = b.view(4, b.dtype, 16)
  v2 = pickle.loads(pickle.dumps(v))
  np.testing.assert_array_equal(np.frombuffer(v2.as_memoryview(), np.float32), t.numpy().reshape(-1)[4:8])
  t2 = pickle.loads(pickle.dumps(t))
  np.testing.assert_array_equal((t2 + 1).numpy(), t.numpy() + 1)
  assert t2.uop.buffer is not b, "an unpickled tensor owns a copy"
  assert pickle.loads(pickle.dumps(Buffer(dev, 5, dtypes.float32))).is_allocated() is False

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_pickle_tinyjit_and_captured(dev):
  w = Tensor(rand(4, 3), device=dev).realize()
  f = TinyJit(lambda x: (x @ w).relu() + Tensor.rand(3, device=dev))
  for _ in range(3): f(Tensor(rand(2, 4), device=dev))
  g, cj = pickle.loads(pickle.dumps(f)), pickle.loads(pickle.dumps(f.captured))
  assert isinstance(cj, CapturedJit)
  for jit in (g, TinyJit(captured=cj)):
    x = rand(2, 4)
    out = jit(Tensor(x, device=dev)).numpy()
    base = np.maximum(x @ w.numpy(), 0)
    assert np.all((out - base >= 0) & (out - base < 1)), "replayed matmul + relu + rand in [0, 1)"
  w.assign(Tensor(np.zeros((4, 3), np.float32), device=dev)).realize()  # the pickled weights are a copy
  assert np.any(g(Tensor(np.ones((2, 4), np.float32), device=dev)).numpy() > 1)

def test_prune_decorator():
  w = Tensor(rand(4)).realize()
  @TinyJit(prune=True)
  def f(a: Tensor) -> Tensor: return a * (w * 3 + 1).contiguous()
  assert f.prune and f.__name__ == "f"
  for _ in range(3):
    a = rand(4)
    np.testing.assert_allclose(f(Tensor(a)).numpy(), a * (w.numpy() * 3 + 1), rtol=1e-6)
  assert len(f.captured.items) == 1, "the input-independent kernel was pruned"

# ---- autograd through and around a JIT ----

def test_history_read_from_a_jit_output_survives_a_replay():
  f = TinyJit(lambda x: (x * 2).contiguous())
  for _ in range(3): f(Tensor(rand(3)))
  out = f(Tensor(x0 := rand(3)))
  w = Tensor(rand(3), requires_grad=True)
  loss = (out * w).sum()
  loss.item()
  f(Tensor(rand(3)))  # a kept output is not rewritten: this replay writes a buffer of its own
  loss.backward()
  assert w.grad is not None
  np.testing.assert_allclose(w.grad.numpy(), x0 * 2, rtol=1e-6, err_msg="d loss / d w is the kept output")

def test_history_read_from_jit_state_goes_stale_on_replay():
  s = Tensor.zeros(3).contiguous().realize()
  @TinyJit
  def f(x: Tensor) -> Tensor: return s.assign(s + x)  # returns state: the replay rewrites it in place
  for _ in range(3): f(Tensor(rand(3)))
  loss = (s * Tensor(rand(3), requires_grad=True)).sum()
  loss.item()
  f(Tensor(rand(3)))
  with pytest.raises(RuntimeError, match="modified in place"): loss.backward()

def test_jit_output_has_no_capture_history():
  x0 = Tensor(rand(3))
  f = TinyJit(lambda x: (x * x).contiguous())
  f(Tensor(rand(3)))
  out = f(x0)  # the capture call
  out.sum().backward()
  assert x0.grad is None, "the capture's graph must not stay behind a buffer every replay rewrites"
