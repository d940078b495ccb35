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

def _half_pairs() -> tuple[np.ndarray, np.ndarray]:
  # random pairs plus a/d one ulp either side of an integer, and quotients up to 2^15 where half's q*d rounds
  rng = np.random.default_rng(1)
  d = rng.uniform(0.5, 4, 2048).astype(np.float16) * rng.choice([-1, 1], 2048).astype(np.float16)
  k = rng.integers(-2000, 2000, 2048).astype(np.float64)
  near = (k * d.astype(np.float64)).astype(np.float16)  # q*d rounded to half: the multiple itself or a neighbour
  near = np.where(rng.integers(0, 2, 2048) == 0, np.nextafter(near, np.float16(np.inf)), np.nextafter(near, np.float16(-np.inf)))
  big = rng.uniform(-60000, 60000, 1024).astype(np.float16)
  a = np.concatenate([rng.uniform(-6, 6, 1024).astype(np.float16), near, big])
  b = np.concatenate([rng.uniform(0.5, 4, 1024).astype(np.float16), d, rng.uniform(-1e-3, 1e-3, 1024).astype(np.float16)])
  b[b == 0] = np.float16(1e-3)
  return a, b

@pytest.mark.parametrize("op", [Ops.FLOORMOD, Ops.FLOORDIV], ids=str)
def test_half_floor_exact(run, op):
  # issue 37: on a Zen 5 one half remainder came out 0.0 (want 1.19) and two 1-3 ulp off: half rounded q*d and a - q*d.
  # Python's float % and // are exact in float64 for halves; rounded once to half they are the only right answer
  a, b = _half_pairs()
  n = len(a)
  o, pa, pb = (UOp(Ops.PARAM, dtypes.half.ptr(n), (), ParamArg(s, dtypes.half)) for s in range(3))
  i = UOp.range(n, 0)
  ast = UOp.sink(o[i].store(pa[i].load().alu(op, pb[i].load())).end(i), arg=KernelInfo(opts_to_apply=()))
  out, *_ = run(ast, [np.zeros(n, np.float16), a, b], [dtypes.half] * 3)
  fn = (lambda x, y: x % y) if op is Ops.FLOORMOD else (lambda x, y: x // y)
  with np.errstate(over="ignore"): want = np.array([fn(float(x), float(y)) for x, y in zip(a, b)], np.float64).astype(np.float16)  # //: inf
  bad = np.flatnonzero(out.view(np.uint16) != want.view(np.uint16))
  assert len(bad) == 0, f"{len(bad)} of {n} differ, e.g. {[(float(a[j]), float(b[j]), float(out[j]), float(want[j])) for j in bad[:4]]}"
