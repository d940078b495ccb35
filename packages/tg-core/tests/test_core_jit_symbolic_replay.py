"""TinyJit replay with bound Variables: launch dims and Variable arguments come from evaluators compiled once per kernel
(realize.launch_fn); replays match numpy for every bound value, in graphs and one call at a time, on CPU and on the PYTHON
device (whose launch dims are symbolic)."""
import pickle
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, TinyJit, Variable
from tinygrad.engine.jit import GraphRunner
from tinygrad.engine.realize import launch_fn
from tinygrad.helpers import Context, GlobalCounters
from tinygrad.renderer import ProgramSpec

N = 32
rng = np.random.default_rng(0)
CACHE = rng.random((N, 8), dtype=np.float32)
POS = [5, 1, 17, 32, 9, 9, 2]  # a repeat and both ends of the range, in no order

def kv_step(cache: Tensor, n: int):
  """A decode-like step: n kernels, each reading cache[:pos] (a shrink by the bound Variable) and the value of pos itself."""
  def f(x: Tensor, pos) -> Tensor:
    for i in range(n): x = (x * 0.5 + cache.shrink(((0, pos), None)).sum(0) + i).contiguous()
    return x
  return f

def kv_ref(x: np.ndarray, p: int, n: int) -> np.ndarray:
  for i in range(n): x = x * np.float32(0.5) + CACHE[:p].sum(0) + np.float32(i)
  return x

@pytest.mark.parametrize("jit", [1, 2])
def test_replay_matches_numpy_for_each_bound_value(jit: int):
  cache, v = Tensor(CACHE).realize(), Variable("pos", 1, N)
  jf = TinyJit(kv_step(cache, 6))
  with Context(JIT=jit):
    for p in POS:
      x = rng.random(8, dtype=np.float32)
      np.testing.assert_allclose(jf(Tensor(x), v.bind(p)).numpy(), kv_ref(x, p, 6), rtol=1e-5)
  assert jf.cnt == 2
  assert (jit == 1) == any(isinstance(r, GraphRunner) for r, _ in jf.captured._graph or [])

def test_replay_matches_eager():
  cache, v = Tensor(CACHE).realize(), Variable("pos", 1, N)
  f = kv_step(cache, 4)
  jf = TinyJit(f)
  for p in POS:
    x = rng.random(8, dtype=np.float32)
    np.testing.assert_array_equal(jf(Tensor(x), v.bind(p)).numpy(), f(Tensor(x), v.bind(p)).numpy())

def test_counters_match_unbatched_replay():
  cache, v = Tensor(CACHE).realize(), Variable("pos", 1, N)
  jf = TinyJit(kv_step(cache, 5))
  for p in (3, 4): jf(Tensor(np.ones(8, np.float32)), v.bind(p))
  counts = []
  for jit in (1, 2):
    with Context(JIT=jit):
      GlobalCounters.reset()
      jf(Tensor(np.ones(8, np.float32)), v.bind(20))
      counts.append((GlobalCounters.kernel_count, GlobalCounters.global_ops, GlobalCounters.global_mem))
  assert counts[0] == counts[1] and counts[0][0] >= 5

def test_symbolic_runner_pickles_after_replay():
  """The compiled launch evaluator cached on a runner is not pickled: the unpickled runner builds its own."""
  cache, v = Tensor(CACHE).realize(), Variable("pos", 1, N)
  jf = TinyJit(kv_step(cache, 3))
  for p in (2, 3, 4): jf(Tensor(np.zeros(8, np.float32)), v.bind(p))
  r = next(ei.runner for ei in jf.captured.items if getattr(ei.runner, "p", None) is not None and ei.runner.p.vars)
  back = pickle.loads(pickle.dumps(r))
  assert "launch" in r.__dict__ and "launch" not in back.__dict__
  assert back.dims({"pos": 29}) == r.dims({"pos": 29}) and r.dims({"pos": 29})[2] == (29,)

def test_symbolic_launch_dims_on_python_device():
  """The PYTHON device launches a symbolic-size kernel over pos work-groups: its global size changes with every replay."""
  a = Tensor(np.arange(N * 4, dtype=np.float32).reshape(N, 4), device="PYTHON").realize()
  v = Variable("pos", 1, N)
  @TinyJit
  def f(x: Tensor, pos) -> Tensor:
    y = (a.shrink(((0, pos), None)) * 2 + 1).contiguous()
    return (x + y.sum(0)).contiguous()
  full = np.arange(N * 4, dtype=np.float32).reshape(N, 4) * 2 + 1
  for p in (4, 9, 1, 32, 6):
    np.testing.assert_allclose(f(Tensor(np.ones(4, np.float32), device="PYTHON"), v.bind(p)).numpy(), 1 + full[:p].sum(0))
  assert any(not isinstance(g, int) for ei in f.captured.items for g in ei.runner.p.global_size), "no symbolic launch dims were tested"

def test_launch_fn_matches_spec():
  a, b = Variable("a", 1, 100), Variable("b", 0, 9)
  p = ProgramSpec("k", "", "NULL", global_size=[a * 2 + b, (a + 3) // 4, 1], local_size=[b + 1, 1, 1], vars=[b, a])
  fn = launch_fn(p)
  for av, bv in [(1, 0), (7, 3), (100, 9), (33, 5)]:
    gs, ls = p.launch_dims({"a": av, "b": bv})
    assert ls is not None
    assert fn({"a": av, "b": bv}) == ((av * 2 + bv, (av + 3) // 4, 1), (bv + 1, 1, 1), (bv, av))
    assert fn({"a": av, "b": bv}) == (tuple(gs), tuple(ls), p.vals({"a": av, "b": bv}))
  assert launch_fn(ProgramSpec("k", "", "NULL", global_size=[4, 2, 1]))({}) == ((4, 2, 1), None, ())

def test_unbound_variable_is_named():
  cache, v = Tensor(CACHE).realize(), Variable("pos", 1, N)
  jf = TinyJit(kv_step(cache, 2))
  for p in (2, 3): jf(Tensor(np.zeros(8, np.float32)), v.bind(p))
  ei = next(ei for ei in jf.captured.items if getattr(ei.runner, "p", None) is not None and ei.runner.p.vars)
  with pytest.raises(RuntimeError, match="unbound Variable pos"): ei.run({})
  by_uop, by_name = ei.runner.dims({v: 7}), ei.runner.dims({"pos": 7})
  assert by_uop == by_name and by_uop[2] == (7,), "Variables keyed by UOp still resolve"  # (launch sizes are the device's)
