"""exp2/log2/sin polynomials (the CPU renderers have no native ones): ulp error against numpy, and the special values; sin of huge
float32 and float64 arguments (Payne-Hanek reduction) on every CPU renderer and through Tensor.sin/cos/tan on every device."""
import math
import numpy as np
import pytest
from tinygrad import Tensor
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

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

def _huge() -> np.ndarray:
  rng = np.random.default_rng(17)
  x = np.exp(rng.uniform(np.log(2.0 ** 19), np.log(3.4e38), 3000)).astype(np.float32)
  # float32 values closest to multiples of pi/2 up to 2^30 and around the largest exponents
  extra = np.array([1e20, 1e30, 3.4028235e38, 2.0 ** 20, 2.0 ** 20 - 1, 16777215.0, 1e8, 1e7, 102940.4], np.float32)
  return np.concatenate([x, extra, -x, -extra])

def _check(got: np.ndarray, x: np.ndarray, max_ulp: float = 2.0) -> None:
  want = np.sin(x.astype(np.float64))
  err = np.abs(got.astype(np.float64) - want)
  # a few ulp of the result, or (for results within 1e-6 of 0) an absolute 1e-13: the reduction carries ~2^-50 of r
  ok = (err <= max_ulp * np.spacing(np.abs(want).astype(np.float32)).astype(np.float64)) | (err <= 1e-13)
  assert ok.all(), f"{(~ok).sum()} bad, worst x={x[~ok][:3]} got={got[~ok][:3]} want={want[~ok][:3]}"

def test_sin_kernel_huge_float32(run):
  x = _huge()
  o, a = (UOp(Ops.PARAM, dtypes.float32.ptr(x.size), (), ParamArg(s, dtypes.float32)) for s in range(2))
  i = UOp.range(x.size, 0)
  out, _ = run(UOp.sink(o[i].store(a[i].load().alu(Ops.SIN)).end(i), arg=KernelInfo(opts_to_apply=())), [np.zeros_like(x), x])
  assert not any(u.op is Ops.SIN for u in run.last.uops)
  _check(out, x)

@pytest.mark.parametrize("dev", DEVICES)
def test_tensor_sin_cos_tan_large_arguments(dev: str):
  rng = np.random.default_rng(0)
  x = np.concatenate([np.geomspace(1, 1e8, 3000), rng.uniform(1, 1e8, 3000), [1e6, 1e7, 1e20, 3e38]]).astype(np.float32)
  x = np.concatenate([x, -x])
  xd = x.astype(np.float64)
  t = Tensor(x, device=dev)
  s, c, tn = t.sin().numpy().astype(np.float64), t.cos().numpy().astype(np.float64), t.tan().numpy().astype(np.float64)
  assert np.isfinite(s).all() and np.isfinite(c).all()
  np.testing.assert_allclose(s, np.sin(xd), rtol=0, atol=2e-7)
  np.testing.assert_allclose(c, np.cos(xd), rtol=0, atol=4e-7)
  np.testing.assert_array_equal(c[:x.size // 2], c[x.size // 2:])  # cos is even
  # tan = sin/cos: the relative error is cos's absolute error over |cos|, so points within 1e-3 of a pole are left out
  far = np.abs(np.cos(xd)) > 1e-3
  np.testing.assert_allclose(tn[far], np.tan(xd[far]), rtol=5e-4, atol=1e-6)

def test_sin_kernel_float64_whole_range(run):
  # float64 past 2^20 takes Payne-Hanek (it gave inf/NaN past ~1e17): every binade, the largest doubles, fl(k*pi/2) for k of every
  # size, and 6381956970095103 * 2^797, the double nearest a multiple of pi/2; against math.sin (glibc, within an ulp)
  rng = np.random.default_rng(64)
  x = np.concatenate([np.exp(rng.uniform(np.log(1e-300), np.log(1.7e308), 3000)), np.exp(rng.uniform(0, np.log(1e300), 500)) * (np.pi / 2),
                      [1.7976931348623157e308, 2.0 ** 20, 2.0 ** 20 - 1, 6381956970095103 * 2.0 ** 797, 1e22]])
  x = np.concatenate([x, -x])
  o, a = (UOp(Ops.PARAM, dtypes.float64.ptr(x.size), (), ParamArg(s, dtypes.float64)) for s in range(2))
  i = UOp.range(x.size, 0)
  out, _ = run(UOp.sink(o[i].store(a[i].load().alu(Ops.SIN)).end(i), arg=KernelInfo(opts_to_apply=())), [np.zeros_like(x), x])
  assert not any(u.op is Ops.SIN for u in run.last.uops)
  want = np.array([math.sin(v) for v in x])
  np.testing.assert_array_max_ulp(out, want, maxulp=2)
