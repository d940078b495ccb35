"""Issue 38, TinyJit outputs: every call's returned Tensors are its own (a kept output, its views and lazy graphs on it keep their
values when later calls replay), dropped outputs reuse their memory, state outputs stay the state, and threads sharing one JIT
each get their own results."""
import threading
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, TinyJit

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
rng = np.random.default_rng(38)
def rand(*shape: int) -> np.ndarray: return rng.uniform(-1, 1, shape).astype(np.float32)

@pytest.mark.parametrize("dev", DEVICES)
def test_kept_outputs_keep_their_values(dev):
  f = TinyJit(lambda x, y: (x * 2 + y).relu())
  xs, y = [rand(3, 4) for _ in range(6)], rand(3, 4)
  outs = [f(Tensor(x, device=dev), Tensor(y, device=dev)) for x in xs]
  for o, x in zip(outs, xs): np.testing.assert_allclose(o.numpy(), np.maximum(x * 2 + y, 0), rtol=1e-6, err_msg="a later call changed it")
  assert len({id(o) for o in outs}) == len(outs)

@pytest.mark.parametrize("dev", DEVICES)
def test_read_at_once(dev):
  f = TinyJit(lambda x: x.exp2() - 1)
  xs = [rand(5) for _ in range(5)]
  for got, x in zip([f(Tensor(x, device=dev)).numpy() for x in xs], xs): np.testing.assert_allclose(got, np.exp2(x) - 1, rtol=1e-5, atol=1e-6)

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_views_and_lazy_graphs_of_a_kept_output(dev):
  f = TinyJit(lambda x: x.reshape(2, 3) * 3)
  xs = [rand(6) for _ in range(5)]
  views, lazies = [], []
  for x in xs:
    o = f(Tensor(x, device=dev))
    views.append(o[1:, ::-1])
    lazies.append(o.sum(0) + 1)  # not realized until after every call
  for v, z, x in zip(views, lazies, xs):
    np.testing.assert_allclose(v.numpy(), (x.reshape(2, 3) * 3)[1:, ::-1], rtol=1e-6)
    np.testing.assert_allclose(z.numpy(), (x.reshape(2, 3) * 3).sum(0) + 1, rtol=1e-5)

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_tuple_and_dict_outputs(dev):
  def fn(x: Tensor) -> tuple:
    a = (x + 1).contiguous()
    return a, a.reshape(2, 2), {"neg": -x}
  f = TinyJit(lambda x: (lambda r: (r[0], r[1], r[2]["neg"]))(fn(x)))
  g = TinyJit(lambda x: {"sq": x * x, "half": x / 2})
  xs = [rand(4) for _ in range(5)]
  fo, go = [f(Tensor(x, device=dev)) for x in xs], [g(Tensor(x, device=dev)) for x in xs]
  for (a, a2, n), d, x in zip(fo, go, xs):
    np.testing.assert_allclose(a.numpy(), x + 1, rtol=1e-6)
    np.testing.assert_allclose(a2.numpy(), (x + 1).reshape(2, 2), rtol=1e-6)
    np.testing.assert_allclose(n.numpy(), -x)
    np.testing.assert_allclose(d["sq"].numpy(), x * x, rtol=1e-6)
    np.testing.assert_allclose(d["half"].numpy(), x / 2, rtol=1e-6)

def test_dropped_outputs_reuse_memory():
  f = TinyJit(lambda x: x + 1)
  for _ in range(3): f(Tensor(rand(8))).numpy()
  bufs = set()
  for _ in range(5):
    f(Tensor(rand(8))).numpy()
    assert f.captured is not None
    bufs.add(id(f.captured.outs[0].buf))
  assert len(bufs) == 1, "an output nobody kept is rewritten in place, no new buffer per call"

def test_outputs_read_through_other_graphs_reuse_memory():
  # a realized graph over the output must not keep its BUFFER node alive (the scheduler's templating was a reference cycle)
  f = TinyJit(lambda x: x * 2)
  for _ in range(3): f(Tensor(rand(8)))
  bufs = set()
  for _ in range(6):
    x = rand(8)
    np.testing.assert_allclose((f(Tensor(x)) + 1).numpy(), x * 2 + 1, rtol=1e-6)
    assert f.captured is not None
    bufs.add(id(f.captured.outs[0].buf))
  assert len(bufs) == 1, f"(f(x) + 1).numpy() made {len(bufs)} output buffers"

def test_rebinding_loop_alternates_two_buffers():
  f = TinyJit(lambda x: x * 3)
  o, bufs, seen = None, set(), []
  for i in range(8):
    prev = o
    o = f(Tensor(np.full(4, i, np.float32)))
    assert f.captured is None or f.captured.outs, "the output is handed out per call"
    if f.captured is not None: bufs.add(id(f.captured.outs[0].buf))
    if prev is not None: seen.append((prev.numpy()[0], o.numpy()[0]))
  assert len(bufs) == 2, f"`o = f(x)` should alternate two buffers, used {len(bufs)}"
  assert seen == [(3.0 * i, 3.0 * (i + 1)) for i in range(7)], "the previous output kept its value while the next call ran"

def test_pruned_writes_into_a_kept_output():
  # the fill does not depend on the input and is pruned from the replay: a fresh output buffer must start as a copy
  @TinyJit(prune=True)
  def f(x: Tensor) -> Tensor:
    o = Tensor.full((4,), 5.0).contiguous()
    o[0:2] = x
    return o
  xs = [rand(2) for _ in range(6)]
  outs = [f(Tensor(x)) for x in xs]
  for o, x in zip(outs, xs): np.testing.assert_allclose(o.numpy(), np.concatenate([x, [5, 5]]), rtol=1e-6)

def test_state_output_is_the_state():
  s = Tensor.zeros(3).contiguous().realize()
  @TinyJit
  def f(x: Tensor) -> Tensor: return s.assign(s + x)
  xs = [rand(3) for _ in range(5)]
  outs = [f(Tensor(x)) for x in xs]
  np.testing.assert_allclose(s.numpy(), sum(xs), rtol=1e-5, atol=1e-6)
  np.testing.assert_allclose(outs[-1].numpy(), s.numpy(), err_msg="the returned state reads the state")

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_threads_share_one_jit(dev):
  f = TinyJit(lambda x, y: x * y + x)
  y = Tensor(yv := rand(16), device=dev).realize()
  bad: list[str] = []
  def work(k: int) -> None:
    for i in range(100):
      x = np.full(16, k * 1000 + i, np.float32)
      got = f(Tensor(x, device=dev), y).numpy()
      if not np.allclose(got, x * yv + x, rtol=1e-5): bad.append(f"thread {k} call {i}: {got[:2]} want {(x * yv + x)[:2]}")
  ts = [threading.Thread(target=work, args=(k,)) for k in range(4)]
  for t in ts: t.start()
  for t in ts: t.join()
  assert not bad, f"{len(bad)} of 400 calls got another call's result: {bad[:4]}"

def test_a_capture_records_only_its_own_thread():
  started, done = threading.Event(), threading.Event()
  def fn(x: Tensor) -> Tensor:
    y = (x + 1).realize()
    if f.cnt == 1:  # hold the capture open while another thread realizes and reads its own tensors
      started.set()
      done.wait(10)
    return y * 2
  f, g = TinyJit(fn), TinyJit(lambda x: ((x + 1).realize()) * 2)
  f(Tensor(rand(4)))
  g(Tensor(rand(4)))
  g(Tensor(rand(4)))
  got, errs = [], []
  def other() -> None:
    started.wait(10)
    try: got.append((Tensor(b := rand(5)) * 3 - 1).numpy() - (b * 3 - 1))
    except Exception as e: errs.append(e)
    done.set()
  th = threading.Thread(target=other)
  th.start()
  f(Tensor(rand(4)))  # the capture
  th.join()
  assert not errs, f"another thread's read failed during a capture: {errs[0]!r}"
  np.testing.assert_allclose(got[0], 0, atol=1e-6)
  assert f.captured is not None and g.captured is not None and len(f.captured.items) == len(g.captured.items), \
    "the capture recorded another thread's kernels"
  x = rand(4)
  np.testing.assert_allclose(f(Tensor(x)).numpy(), (x + 1) * 2, rtol=1e-6)

@pytest.mark.parametrize("axis", [0, None])
def test_kept_multi_device_outputs_keep_their_values(axis):
  # outputs sharded over two devices are copied out per call (each call's own); they read the last call's values before
  f = TinyJit(lambda x: (x * 2 + 1).relu())
  xs = [rand(4, 3) for _ in range(5)]
  ins = [Tensor(x).shard(("CPU:0", "CPU:1"), axis).realize() for x in xs]
  outs = [f(t) for t in ins]
  for o, x in zip(outs, xs): np.testing.assert_allclose(o.numpy(), np.maximum(x * 2 + 1, 0), rtol=1e-6, err_msg="a later call changed it")
  assert all(o.device == t.device for o, t in zip(outs, ins))
