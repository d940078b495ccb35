"""`DEV=NULL:<RENDERER>[:<ARCH>]`: any GPU renderer on a machine without that GPU; the program is also compiled by the real
offline compiler where one is installed. Metal has no validator here: its output is compared with hand-reviewed golden files."""
import pathlib
import pytest
from tinygrad.device import Device, renderer_class
from tinygrad.dtype import dtypes
from tinygrad.helpers import Context, prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program
from tinygrad.codegen.opt import Opt, OptOps
from tinygrad.runtime.support import compiler_gpu as C

def buf(slot, dt, n): return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))

def matmul(n=32, dt=dtypes.half, acc=dtypes.float, opts=()):
  A, B, Cb = buf(0, dt, n * n), buf(1, dt, n * n), buf(2, acc, n * n)
  i, j, k = UOp.range(n, 0), UOp.range(n, 1), UOp.range(n, 2, AxisType.REDUCE)
  prod = A[i * n + k].load().cast(acc) * B[k * n + j].load().cast(acc)
  return Cb[i * n + j].store(UOp(Ops.REDUCE, acc, (prod, k), (Ops.ADD, 0))).end(i, j).sink(arg=KernelInfo(name="matmul", opts_to_apply=opts))

def softmax_row(n=64):
  # exp2 of x - max(x), normalised: reduce, transcendental, division, a gated tail
  X, Y = buf(0, dtypes.float, n), buf(1, dtypes.float, n)
  r, r2, i = UOp.range(n, 0, AxisType.REDUCE), UOp.range(n, 1, AxisType.REDUCE), UOp.range(n, 2)
  m = UOp(Ops.REDUCE, dtypes.float, (X[r].load(), r), (Ops.MAX, 0))
  s = UOp(Ops.REDUCE, dtypes.float, ((X[r2].load() - m).exp2(), r2), (Ops.ADD, 0))
  return Y[i].store((X[i].load() - m).exp2() / s).end(i).sink(arg=KernelInfo(name="softmax", opts_to_apply=()))

OFFLINE = {"PTX": C.PTXASCompiler, "CUDA": C.NVCCCompiler, "HIP": C.HIPClangCompiler, "AMDLLVM": C.AMDLLVMCompiler, "CL": C.CLClangCompiler,
           "WGSL": C.WGSLCompiler}
DEVS = ["NULL:PTX:sm_90", "NULL:PTX:sm_80", "NULL:CUDA:sm_89", "NULL:HIP:gfx950", "NULL:HIP:gfx1100", "NULL:AMDLLVM:gfx1201", "NULL:CL",
        "NULL:METAL", "NULL:WGSL"]

@pytest.fixture
def null_device(request):
  Device._opened.pop("NULL", None)
  with Context(DEV=request.param):
    yield Device["NULL"]
  Device._opened.pop("NULL", None)

@pytest.mark.parametrize("null_device", DEVS, indirect=True, ids=DEVS)
def test_null_renders_and_runs(null_device):
  ren, t = null_device.renderer, null_device.target
  assert type(ren) is renderer_class(t.renderer) and ren.arch == (t.arch or ren.arch)
  # 32x32 outputs with 4 upcast per thread, and one thread per softmax row element
  for ast, threads in ((matmul(opts=(Opt(OptOps.SPLIT, 0, (4, AxisType.UPCAST)),)), 256), (softmax_row(), 64)):
    prg = get_program(ast, ren)
    lib = null_device.compiler.compile_cached(prg.src)
    assert lib == prg.src.encode()  # NULL's compiler is the identity
    gs, ls = prg.launch_dims({})
    assert prod(gs) * prod(ls or [1]) == threads
    assert null_device.runtime(prg.name, lib)(global_size=gs, local_size=ls, wait=True) == 1e-3
    if (comp := OFFLINE.get(t.renderer)) is not None and comp.available() is None:
      (comp(ren.arch) if ren.arch else comp()).compile(prg.src)

GOLDEN = pathlib.Path(__file__).parent / "golden"
METAL_KERNELS = {"metal_matmul_upcast.metal": lambda: matmul(16, dtypes.float, dtypes.float, (Opt(OptOps.SPLIT, 1, (4, AxisType.UPCAST)),
                                                                                               Opt(OptOps.SPLIT, 0, (4, AxisType.LOCAL)))),
                 "metal_softmax.metal": softmax_row}

@pytest.mark.parametrize("fname", list(METAL_KERNELS))
def test_metal_golden(fname):
  from tinygrad.renderer.cstyle_gpu import MetalRenderer
  src = get_program(METAL_KERNELS[fname](), MetalRenderer()).src
  assert src == (GOLDEN / fname).read_text(), f"Metal output changed; review it and update {GOLDEN / fname}"

def test_metal_has_no_double():
  from tinygrad.renderer.cstyle_gpu import MetalRenderer
  with pytest.raises(NotImplementedError, match="no double"): get_program(matmul(8, dtypes.float64, dtypes.float64), MetalRenderer())
