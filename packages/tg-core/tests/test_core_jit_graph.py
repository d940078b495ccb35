"""TinyJit graphs: replay batches kernels into GraphRunners (JIT_BATCH_SIZE, doubling), JIT=2 runs them one by one, both match
numpy; reading tensor data while capturing raises JitError."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, TinyJit, Variable
from tinygrad.engine.jit import GraphRunner, JitError
from tinygrad.helpers import Context, GlobalCounters

rng = np.random.default_rng(0)
def rand(*shape: int) -> np.ndarray: return rng.random(shape, dtype=np.float32) - 0.5

def chain(n: int):
  def f(x: Tensor, y: Tensor) -> Tensor:
    for i in range(n): x = (x * 1.5 + y * i).contiguous()
    return x
  return f

def ref(n: int, x: np.ndarray, y: np.ndarray) -> np.ndarray:
  for i in range(n): x = x * np.float32(1.5) + y * np.float32(i)
  return x

@pytest.mark.parametrize("read", ["numpy", "item", "tolist", "data"])
def test_data_read_while_capturing_raises(read: str):
  def f(x: Tensor) -> Tensor:
    s = x.sum()
    getattr(s, read)()
    return x * 2
  jf = TinyJit(f)
  np.testing.assert_allclose(jf(Tensor([1.0, 2.0])).numpy(), [2.0, 4.0])  # the eager first call may read
  with pytest.raises(JitError, match="read tensor data"): jf(Tensor([1.0, 2.0]))
  assert Tensor([3.0]).item() == 3.0, "the guard is gone once the capture failed"

def test_batches_double_from_jit_batch_size():
  jf = TinyJit(chain(10))
  with Context(JIT_BATCH_SIZE=3):
    for _ in range(4):
      x, y = rand(16), rand(16)
      np.testing.assert_allclose(jf(Tensor(x), Tensor(y)).numpy(), ref(10, x, y), rtol=1e-5, atol=1e-6)
  g = jf.captured._graph
  assert [len(idx) for _, idx in g] == [3, 6, 1] and [isinstance(r, GraphRunner) for r, _ in g] == [True, True, False]

def test_graph_counts_kernels_and_matches_unbatched():
  jf = TinyJit(chain(6))
  for _ in range(3): jf(Tensor(rand(8)), Tensor(rand(8)))
  x, y = rand(8), rand(8)
  for jit in (1, 2):
    with Context(JIT=jit):
      GlobalCounters.reset()
      np.testing.assert_allclose(jf(Tensor(x), Tensor(y)).numpy(), ref(6, x, y), rtol=1e-5, atol=1e-6)
      assert GlobalCounters.kernel_count >= 6  # the inputs' copies may add to the kernels

def test_graph_one_kernel():
  jf = TinyJit(lambda x: x * 3 + 1)
  with Context(GRAPH_ONE_KERNEL=1):
    for _ in range(3):
      x = rand(5)
      np.testing.assert_allclose(jf(Tensor(x)).numpy(), x * 3 + 1, rtol=1e-6, atol=1e-6)
  assert [isinstance(r, GraphRunner) for r, _ in jf.captured._graph] == [True]

def test_graph_with_symbolic_shapes():
  def f(x: Tensor) -> Tensor: return ((x * 2).contiguous() + 1).sum(1)
  jf, full = TinyJit(f), rand(3, 10)
  x = Tensor(full).realize()
  for n in [2, 5, 9, 3]:
    np.testing.assert_allclose(jf(x[:, :Variable("n", 1, 10).bind(n)]).numpy(), (full[:, :n] * 2 + 1).sum(1), rtol=1e-5)
  assert any(isinstance(r, GraphRunner) for r, _ in jf.captured._graph)

def test_free_intermediates_rebuilds_graph():
  jf = TinyJit(chain(5))
  for _ in range(3): jf(Tensor(rand(32)), Tensor(rand(32)))
  jf.captured.free_intermediates()
  assert jf.captured._graph is None
  x, y = rand(32), rand(32)
  np.testing.assert_allclose(jf(Tensor(x), Tensor(y)).numpy(), ref(5, x, y), rtol=1e-5, atol=1e-6)

def test_compiled_runner_pickles():
  import pickle
  jf = TinyJit(chain(2))
  for _ in range(3): jf(Tensor(rand(8)), Tensor(rand(8)))
  ei = next(ei for ei in jf.captured.items if hasattr(ei.runner, "p"))
  back = pickle.loads(pickle.dumps(ei.runner))
  assert back.lib == ei.runner.lib and back.p.src == ei.runner.p.src
  x, y, out = Tensor(rand(8)).realize(), Tensor(rand(8)).realize(), Tensor.empty(8).realize()
  args = [out.uop.buffer, x.uop.buffer, y.uop.buffer]
  back(args, {})
  np.testing.assert_allclose(out.numpy(), x.numpy() * np.float32(1.5) + y.numpy() * 0, rtol=1e-6)
