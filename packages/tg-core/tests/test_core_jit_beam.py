"""JITBEAM: kernels captured by TinyJit are compiled with BEAM search; eager kernels keep the heuristic's."""
import numpy as np
from tinygrad import Tensor, TinyJit
from tinygrad.engine import realize
from tinygrad.helpers import Context

def test_jitbeam_compiles_captured_kernels_with_beam():
  rng = np.random.default_rng(0)
  xs = [rng.standard_normal((16, 16), dtype=np.float32) for _ in range(3)]
  w = rng.standard_normal((16, 16), dtype=np.float32)
  tw = Tensor(w).realize()
  @TinyJit
  def f(x: Tensor) -> Tensor: return (x @ tw).relu().realize()
  realize._runners.clear()  # a per-process cache: other tests' BEAM kernels (same shapes) must not count as this test's
  with Context(JITBEAM=1, IGNORE_BEAM_CACHE=1):
    for x in xs: np.testing.assert_allclose(f(Tensor(x)).numpy(), np.maximum(x @ w, 0), rtol=1e-5, atol=1e-5)
  beamed = {k[0] for k in realize._runners if k[2] == 1}
  eager = {k[0] for k in realize._runners if k[2] == 0}
  assert beamed and beamed <= eager  # the first (eager) call compiled with the heuristic, the capture with BEAM=1
