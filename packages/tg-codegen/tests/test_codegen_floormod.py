"""Float FLOORMOD: the remainder has the divisor's sign and magnitude below it, as Python's float % (the reference)."""
import numpy as np
import pytest
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import KernelInfo, ParamArg, UOp

@pytest.mark.parametrize("dt", [dtypes.half, dtypes.float], ids=str)
def test_float_floormod_near_multiples(run, dt):
  # a/b within an ulp of an integer: a truncated quotient rounded up left a tiny remainder of the wrong sign
  rng = np.random.default_rng(0)
  npdt = np.float16 if dt == dtypes.half else np.float32
  a, b = rng.uniform(-6, 6, 4096).astype(npdt), rng.uniform(-4, 4, 4096).astype(npdt)
  b[np.abs(b) < 0.5] = 1.5
  n = len(a)
  o, pa, pb = (UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(s, dt)) for s in range(3))
  i = UOp.range(n, 0)
  ast = UOp.sink(o[i].store(pa[i].load().alu(Ops.FLOORMOD, pb[i].load())).end(i), arg=KernelInfo(opts_to_apply=()))
  out, *_ = run(ast, [np.zeros(n, npdt), a, b], [dt, dt, dt])
  want = np.array([float(x) % float(y) for x, y in zip(a, b)], npdt).astype(np.float64)
  got = out.astype(np.float64)
  assert np.all((got == 0) | (np.sign(got) == np.sign(b))), "a remainder has the dividend's sign"
  np.testing.assert_allclose(got, want, rtol=2e-3 if dt == dtypes.half else 1e-5, atol=np.abs(b).max() * (2e-3 if dt == dtypes.half else 1e-6))
