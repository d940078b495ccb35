"""exp2/log2/sin polynomials (the CPU renderers have no native ones): ulp error against numpy, and the special values."""
import numpy as np
import pytest
from tinygrad.dtype import DType, dtypes
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.uop.ops import KernelInfo, ParamArg, UOp

def param(slot: int, dt: DType, n: int) -> UOp: return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))
SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5]

def _inputs(op: Ops, npdt: type) -> np.ndarray:
  rng = np.random.default_rng(0)
  f64 = npdt is np.float64
  if op is Ops.EXP2: x = [rng.uniform(-1070, 1023, 600) if f64 else rng.uniform(-150, 128, 600), rng.uniform(-2, 2, 300), [-1080, 200, 127.9]]
  elif op is Ops.LOG2: x = [np.exp(rng.uniform(-700, 700, 600) if f64 else rng.uniform(-100, 88, 600)), rng.uniform(0.5, 2, 300),
                            [5e-324 if f64 else 1e-45, 1e-40, -3.0]]
  else: x = [rng.uniform(-30, 30, 400), rng.uniform(-1e5, 1e5, 400), [np.pi, 1e-30, 1e6]]
  return np.concatenate([*x, SPECIALS]).astype(npdt)

def _ulp_check(got: np.ndarray, want: np.ndarray, max_ulp: float) -> None:
  np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
  np.testing.assert_array_equal(np.isinf(got) & (got > 0), np.isinf(want) & (want > 0))
  np.testing.assert_array_equal(np.isinf(got) & (got < 0), np.isinf(want) & (want < 0))
  fin = np.isfinite(want)
  err = np.abs(got[fin].astype(np.float64) - want[fin].astype(np.float64)) / np.spacing(np.abs(want[fin])).astype(np.float64)
  assert err.max() <= max_ulp, f"max error {err.max()} ulp at x index {int(np.argmax(err))}"

@pytest.mark.parametrize("npdt", [np.float32, np.float64], ids=["float32", "float64"])
@pytest.mark.parametrize("op,ref", [(Ops.EXP2, np.exp2), (Ops.LOG2, np.log2), (Ops.SIN, np.sin)], ids=["exp2", "log2", "sin"])
def test_accuracy(run, op, ref, npdt):
  x = _inputs(op, npdt)
  dt = dtypes.float32 if npdt is np.float32 else dtypes.float64
  o, a = param(0, dt, x.size), param(1, dt, x.size)
  i = UOp.range(x.size, 0)
  out, _ = run(UOp.sink(o[i].store(a[i].load().alu(op)).end(i), arg=KernelInfo(opts_to_apply=())), [np.zeros_like(x), x])
  with np.errstate(all="ignore"): want = ref(x.astype(np.float64)).astype(npdt)
  _ulp_check(out, want, 3.5)
  assert not any(u.op is op for u in run.last.uops)

def test_half_goes_through_float32(run):
  x = np.linspace(-8, 8, 33).astype(np.float16)
  o, a = param(0, dtypes.half, x.size), param(1, dtypes.half, x.size)
  i = UOp.range(x.size, 0)
  out, _ = run(UOp.sink(o[i].store(a[i].load().exp2() + a[i].load().sin()).end(i), arg=KernelInfo(opts_to_apply=())), [np.zeros_like(x), x])
  want = np.exp2(x.astype(np.float32)).astype(np.float16) + np.sin(x.astype(np.float32)).astype(np.float16)
  np.testing.assert_allclose(out.astype(np.float32), want, rtol=2e-3, atol=2e-3)

def test_transcendental_2_decomposes_native_ops():
  from tinygrad.codegen import get_program
  from tinygrad.renderer.llvmir import LLVMRenderer
  o, a = param(0, dtypes.float, 4), param(1, dtypes.float, 4)
  i = UOp.range(4, 0)
  ren = type("SinRenderer", (LLVMRenderer,), {"code_for_op": {**LLVMRenderer.code_for_op, Ops.SIN: lambda *a, **k: ""}})()
  ast = UOp.sink(o[i].store(a[i].load().sin()).end(i), arg=KernelInfo(opts_to_apply=()))
  assert "llvm.sin" in get_program(ast, ren).src
  with Context(TRANSCENDENTAL=2): assert "llvm.sin" not in get_program(ast, ren).src
