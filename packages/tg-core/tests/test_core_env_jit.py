"""JIT environment variables as tinygrad documents them (issue 37): UNSAFE_ALLOW_JIT_BUFFER, IGNORE_JIT_FIRST_BEAM."""
import numpy as np
import pytest
from tinygrad import Tensor, TinyJit
from tinygrad.engine import realize
from tinygrad.engine.jit import JitError
from tinygrad.helpers import Context

def _scaled_by_own_sum(x: Tensor) -> Tensor:
  s = x.sum().item()  # a Python number read while capturing: frozen into the replay
  return (x * s).realize()

def test_reading_data_in_capture_raises_by_default():
  f = TinyJit(_scaled_by_own_sum)
  f(Tensor([1.0, 2.0]))
  with pytest.raises(JitError, match="UNSAFE_ALLOW_JIT_BUFFER"): f(Tensor([3.0, 4.0]))

def test_unsafe_allow_jit_buffer_freezes_the_value():
  f, xs = TinyJit(_scaled_by_own_sum), [np.array([1.0, 2.0], np.float32), np.array([3.0, 5.0], np.float32), np.array([7.0, 11.0], np.float32)]
  with Context(UNSAFE_ALLOW_JIT_BUFFER=1): outs = [f(Tensor(x)).numpy() for x in xs]
  np.testing.assert_allclose(outs[0], xs[0] * xs[0].sum())
  np.testing.assert_allclose(outs[1], xs[1] * xs[1].sum())
  np.testing.assert_allclose(outs[2], xs[2] * xs[1].sum())  # the replay reuses the sum read while capturing, as documented

def _beams_of_new_runners(fn) -> set[int]:
  before = set(realize._runners)
  fn()
  return {k[2] for k in set(realize._runners) - before}

@pytest.mark.parametrize("ignore", [0, 1])
def test_ignore_jit_first_beam(ignore):
  # the first (eager) call compiles with BEAM unless IGNORE_JIT_FIRST_BEAM; the capture searches in both cases
  n = 37 + ignore  # kernels no other test compiled
  f = TinyJit(lambda x: (x * 3 + 1).realize())
  xs = [Tensor.arange(n).float().realize(), Tensor.arange(n).float().realize(), Tensor.ones(n).contiguous().realize()]
  with Context(BEAM=1, IGNORE_JIT_FIRST_BEAM=ignore, IGNORE_BEAM_CACHE=1, CACHELEVEL=0):
    first = _beams_of_new_runners(lambda: f(xs[0]))
    second = _beams_of_new_runners(lambda: f(xs[1]))
    out = f(xs[2]).numpy()
  assert first == ({0} if ignore else {1}) and 1 in second | first
  np.testing.assert_allclose(out, np.full(n, 4.0))
