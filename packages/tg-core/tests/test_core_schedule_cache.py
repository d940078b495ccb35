"""The schedule cache (SCACHE): a structurally identical graph over other buffers reuses the schedule, with its buffers
substituted and fresh intermediates/outputs of its own; results match numpy; knobs and structure changes miss."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
import tinygrad.schedule as sched_mod
from tinygrad import Tensor
from tinygrad.helpers import Context

rng = np.random.default_rng(0)
def rand(*shape: int) -> np.ndarray: return rng.random(shape, dtype=np.float32) - 0.5

@pytest.fixture
def creates(monkeypatch: pytest.MonkeyPatch) -> list:
  """Every uncached schedule (a run of the scheduler's rewrites) is recorded here."""
  calls: list = []
  orig = sched_mod._create
  monkeypatch.setattr(sched_mod, "_create", lambda roots: calls.append(roots) or orig(roots))
  return calls

def graph(a: Tensor, b: Tensor) -> Tensor: return ((a @ b).relu() + a.sum(1, keepdim=True)).softmax(-1)
def ref(a: np.ndarray, b: np.ndarray) -> np.ndarray:
  x = np.maximum(a @ b, 0) + a.sum(1, keepdims=True)
  e = np.exp(x - x.max(-1, keepdims=True))
  return e / e.sum(-1, keepdims=True)

def test_hit_with_other_buffers_is_right(creates: list):
  outs = []
  for i in range(3):
    a, b = rand(6, 6), rand(6, 6)
    s = sched_mod.create_schedule(graph(Tensor(a).realize(), Tensor(b).realize()).uop)
    assert s.cached == (i > 0)
    t = graph(Tensor(a).realize(), Tensor(b).realize())
    np.testing.assert_allclose(t.numpy(), ref(a, b), rtol=1e-5, atol=1e-6)
    outs.append((t, ref(a, b)))
  assert len(creates) == 1, "one schedule for all six realizes of the same structure"
  for t, r in outs: np.testing.assert_allclose(t.numpy(), r, rtol=1e-5, atol=1e-6)  # outputs are not shared between hits

def test_shared_buffer_vs_two_buffers_are_different_entries(creates: list):
  a, b = rand(8), rand(8)
  ta, tb = Tensor(a).realize(), Tensor(b).realize()
  np.testing.assert_allclose((ta * tb + 1).numpy(), a * b + 1, rtol=1e-6)
  np.testing.assert_allclose((ta * ta + 1).numpy(), a * a + 1, rtol=1e-6)  # same buffer twice: another template
  np.testing.assert_allclose((tb * ta + 1).numpy(), b * a + 1, rtol=1e-6)  # a hit, buffers swapped
  assert len(creates) == 2

def test_assign_hits_and_updates_the_right_buffer(creates: list):
  ws = [Tensor(rand(4, 4)).realize() for _ in range(3)]
  want = [w.numpy() for w in ws]
  for _ in range(2):
    for i, w in enumerate(ws):
      g = rand(4, 4)
      w.assign(w - Tensor(g) * 0.5).realize()
      want[i] = want[i] - g * np.float32(0.5)
  for w, x in zip(ws, want): np.testing.assert_allclose(w.numpy(), x, rtol=1e-5, atol=1e-6)
  assert len(creates) < 6, "the assigns of one structure share a schedule"

def test_knob_change_and_scache_off_miss(creates: list):
  x = rand(16, 32)
  def run() -> None:
    t = Tensor(x).realize()
    np.testing.assert_allclose((t - t.max(-1, keepdim=True)).exp().numpy(), np.exp(x - x.max(-1, keepdims=True)), rtol=1e-5)
  run(); run()
  assert len(creates) == 1
  with Context(FUSE_BROADCAST_REDUCE=0): run()  # not the default
  assert len(creates) == 2
  with Context(SCACHE=0):
    run(); run()
  assert len(creates) == 4
