"""The memory planner: buffers whose lifetimes do not overlap share an arena; results do not change; NO_MEMORY_PLANNER turns it off."""
import random
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor
from tinygrad.dtype import dtypes
from tinygrad.engine.memory_planner import assign_offsets, lifetimes, memory_plan
from tinygrad.engine.realize import run_linear
from tinygrad.helpers import Context
from tinygrad.schedule import create_schedule
from tinygrad.uop.ops import UOp

def test_offsets_never_overlap_while_alive():
  rng = random.Random(0)
  for _ in range(50):
    lives = {}
    for _ in range(rng.randint(1, 12)):
      st = rng.randint(0, 20)
      lives[UOp.new_buffer("CPU", rng.randint(1, 5000), dtypes.float32)] = (st, st + rng.randint(0, 6))
    offs, total = assign_offsets(lives)
    spans = [(offs[b], offs[b] + b.arg.size * 4, *lives[b]) for b in lives]
    assert total >= max(e for _, e, _, _ in spans)
    for i, (o1, e1, s1, t1) in enumerate(spans):
      assert o1 % 256 == 0
      for o2, e2, s2, t2 in spans[i + 1:]:
        if not (t1 < s2 or t2 < s1): assert e1 <= o2 or e2 <= o1, "two buffers alive at once share bytes"

def chain_schedule():
  x = Tensor(np.arange(1024, dtype=np.float32)).realize()
  y = x
  for i in range(5): y = (y * 2 + i).contiguous()
  return create_schedule(y.uop), x.numpy()

def test_plan_shares_memory_and_keeps_results():
  sched, x = chain_schedule()
  out = sched.outs[0]
  inter = [b for b in sched.fresh if b is not out.base]
  assert len(inter) == 4 and len(lifetimes(sched.linear, set(inter))) == 4
  planned = memory_plan(sched.linear, inter)
  before = set(sched.linear.toposort())
  moved = {b for call in planned.src for b in call.src[1:] if b not in before}
  assert len(moved) == 4 and len({id(b.buffer.base) for b in moved}) == 1, "the four chained intermediates live in one arena"
  assert moved.pop().buffer.base.nbytes < 4 * 1024 * 4, "the arena is smaller than the four buffers side by side"
  run_linear(planned)
  ref = x
  for i in range(5): ref = ref * 2 + i
  np.testing.assert_allclose(out.base.buffer.numpy(), ref)

def test_planner_off():
  sched, _ = chain_schedule()
  inter = [b for b in sched.fresh if b is not sched.outs[0].base]
  with Context(NO_MEMORY_PLANNER=1): assert memory_plan(sched.linear, inter) is sched.linear

def test_outputs_are_never_planned():
  sched, _ = chain_schedule()
  planned = memory_plan(sched.linear, [])
  assert planned is sched.linear
