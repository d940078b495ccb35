"""OptOps.TC: matmul kernels on tensor cores. On the PYTHON device (exact lane layouts of every tensor-core family) the results
must equal numpy; on the GPU renderers the heuristic must pick the tensor core, render mma.sync / wmma / mfma and compile with
the real compiler. TC=0, shapes that do not fit, tf32 without ALLOW_TF32 and USE_TC=2 fall back without a WMMA."""
import re
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Buffer, Device, renderer_class
from tinygrad.dtype import DType, bf16_to_f32_np, dtypes, f32_to_bf16_np, float_to_fp8_np, fp8_to_float_np
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps
from tinygrad.renderer.python import PythonRenderer, arch_tensor_cores
from tinygrad.runtime.support import compiler_gpu as C

def param(slot: int, dt: DType, n: int) -> UOp: return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))

def matmul(M: int, N: int, K: int, din: DType, dout: DType, opts: tuple | None = None) -> UOp:
  """C (M x N, dout) = sum over k of A (M x K) * B (K x N) in din, cast to dout: the AST a Tensor matmul schedules."""
  Cb, A, B = param(0, dout, M * N), param(1, din, M * K), param(2, din, K * N)
  i, j, k = UOp.range(M, 0), UOp.range(N, 1), UOp.range(K, 2, AxisType.REDUCE)
  prod = A[i * K + k].load() * B[k * N + j].load()
  red = UOp(Ops.REDUCE, dout, (prod if din == dout else prod.cast(dout), k), (Ops.ADD, 0))
  return Cb[i * N + j].store(red).end(i, j).sink(arg=KernelInfo(opts_to_apply=opts))

def tc_opt(tc_select: int = -1, tc_opt: int = 2, use: int = 1, axis: int = 0) -> tuple:
  return (Opt(OptOps.TC, axis, (tc_select, tc_opt, use)),)

def wmmas(p) -> list[UOp]: return [u for u in p.uops if u.op is Ops.WMMA]

# ---- numbers on the PYTHON device ----

def _to_bytes(a: np.ndarray, dt: DType) -> memoryview:
  if dt == dtypes.bfloat16: raw = f32_to_bf16_np(a.astype(np.float32))
  elif dt in dtypes.fp8s: raw = float_to_fp8_np(a.astype(np.float32), dt)
  else: raw = np.ascontiguousarray(a, dtype=np.dtype(dt.fmt))
  return memoryview(raw.reshape(-1).data).cast("B")

def _from_bytes(mv: memoryview, dt: DType) -> np.ndarray:
  if dt == dtypes.bfloat16: return bf16_to_f32_np(np.frombuffer(mv, np.uint16))
  if dt in dtypes.fp8s: return fp8_to_float_np(np.frombuffer(mv, np.uint8), dt)
  return np.frombuffer(mv, np.dtype(dt.fmt)).astype(np.float64)

def run_python(ast: UOp, ren: PythonRenderer, a: np.ndarray, b: np.ndarray, din: DType, dout: DType):
  """Compile for `ren` (a PYTHON arch), run on the PYTHON device; returns (C as float64, ProgramSpec)."""
  dev, p = Device["PYTHON"], get_program(ast, ren)
  assert dev.runtime is not None
  prg = dev.runtime(p.name, dev.compiler.compile_cached(p.src))
  bufs = [Buffer("PYTHON", x.size, dt).ensure_allocated().copyin(_to_bytes(x, dt))
          for x, dt in ((np.zeros(a.shape[0] * b.shape[1]), dout), (a, din), (b, din))]
  gs, ls = p.launch_dims({})
  prg(*[bufs[i]._buf for i in p.globals], global_size=gs, local_size=ls, wait=True)
  return _from_bytes(bufs[0].as_memoryview(), dout).reshape(a.shape[0], b.shape[1]), p

def operands(M: int, N: int, K: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
  # small integers: exact in every input dtype (fp8 included) and every sum fits bf16/half exactly
  r = np.random.default_rng(seed)
  return r.integers(-2, 3, (M, K)).astype(np.float64), r.integers(-2, 3, (K, N)).astype(np.float64)

ARCHS = ["sm_75", "sm_89", "gfx1100", "gfx1201", "gfx942", "gfx950", "METAL"]
CASES = [(arch, i) for arch in ARCHS for i in range(len(arch_tensor_cores(arch)))]

@pytest.mark.parametrize("arch,i", CASES, ids=[f"{a}-{arch_tensor_cores(a)[i]}-{arch_tensor_cores(a)[i].dims[2]}" for a, i in CASES])
def test_tc_matmul_matches_numpy(arch, i):
  # two tiles in every dim: several warps, a K loop around the WMMA, the accumulator folded into it
  tc = arch_tensor_cores(arch)[i]
  N, M, K = (2 * d for d in tc.dims)
  a, b = operands(M, N, K)
  with Context(ALLOW_TF32=1):
    out, p = run_python(matmul(M, N, K, tc.dtype_in, tc.dtype_out, tc_opt(i)), PythonRenderer(arch), a, b, tc.dtype_in, tc.dtype_out)
  assert len(wmmas(p)) >= 1 and all(w.arg[1] == str(tc) for w in wmmas(p))
  np.testing.assert_array_equal(out, a @ b)

@pytest.mark.parametrize("arch,shape", [("sm_80", (24, 40, 40)), ("gfx1100", (20, 33, 17)), ("gfx950", (50, 17, 33)), ("METAL", (13, 9, 7)),
                                        ("gfx1201", (16, 48, 20))], ids=str)
def test_tc_padded_matmul_matches_numpy(arch, shape):
  # tc_opt 2 pads N/M/K up to the tile: padded loads read 0, padded rows/cols are not stored
  N, M, K = shape
  a, b = operands(M, N, K, 1)
  out, p = run_python(matmul(M, N, K, dtypes.half, dtypes.float, tc_opt()), PythonRenderer(arch), a, b, dtypes.half, dtypes.float)
  assert wmmas(p)
  np.testing.assert_array_equal(out, a @ b)

@pytest.mark.parametrize("arch", ["sm_80", "gfx1100", "gfx950"])
def test_heuristic_uses_tc(arch):
  # no opts given: the heuristic applies TC first, then upcasts M and N (and locals N)
  a, b = operands(64, 64, 64, 2)
  out, p = run_python(matmul(64, 64, 64, dtypes.half, dtypes.float), PythonRenderer(arch), a, b, dtypes.half, dtypes.float)
  assert wmmas(p) and p.applied_opts[0].op is OptOps.TC and len(p.applied_opts) > 1
  np.testing.assert_array_equal(out, a @ b)

def test_use_tc_2_is_the_shape_without_wmma():
  a, b = operands(32, 32, 32, 3)
  with Context(USE_TC=2):
    out, p = run_python(matmul(32, 32, 32, dtypes.half, dtypes.float), PythonRenderer("sm_80"), a, b, dtypes.half, dtypes.float)
  assert not wmmas(p) and p.applied_opts[0] == Opt(OptOps.TC, 0, (-1, 0, 2)) and p.local_size == [32, 1, 1]
  np.testing.assert_array_equal(out, a @ b)

def test_tc_off_and_fallbacks():
  ren = PythonRenderer("sm_80")
  a, b = operands(32, 32, 32, 4)
  with Context(TC=0):
    out, p = run_python(matmul(32, 32, 32, dtypes.half, dtypes.float), ren, a, b, dtypes.half, dtypes.float)
  assert not wmmas(p) and all(o.op is not OptOps.TC for o in p.applied_opts)
  np.testing.assert_array_equal(out, a @ b)
  # K = 12 does not divide 16 or 8 and the default TC_OPT=0 does not pad: the normal heuristic runs
  a, b = operands(32, 32, 12, 5)
  out, p = run_python(matmul(32, 32, 12, dtypes.half, dtypes.float), ren, a, b, dtypes.half, dtypes.float)
  assert not wmmas(p)
  np.testing.assert_array_equal(out, a @ b)
  # float32 on sm_80 is tf32: only with ALLOW_TF32
  a, b = operands(32, 32, 32, 6)
  out, p = run_python(matmul(32, 32, 32, dtypes.float, dtypes.float), ren, a, b, dtypes.float, dtypes.float)
  assert not wmmas(p)
  np.testing.assert_array_equal(out, a @ b)

def test_explicit_tc_errors():
  ren = PythonRenderer("sm_80")
  with pytest.raises(KernelOptError, match=r"no tensor core .* fits.*tc_opt 2 pads"):
    get_program(matmul(32, 32, 12, dtypes.half, dtypes.float, tc_opt(tc_opt=0)), ren)
  with pytest.raises(KernelOptError, match="no tensor core"): get_program(matmul(32, 32, 32, dtypes.int32, dtypes.int32, tc_opt()), ren)
  with pytest.raises(KernelOptError, match="axis 3 is out of range"): get_program(matmul(32, 32, 32, dtypes.half, dtypes.float, tc_opt(axis=3)), ren)
  with pytest.raises(KernelOptError, match="first opt"):
    get_program(matmul(32, 32, 32, dtypes.half, dtypes.float, (Opt(OptOps.SPLIT, 0, (2, AxisType.UPCAST)), *tc_opt())), ren)
  with pytest.raises(KernelOptError, match="no tensor_cores"): get_program(matmul(32, 32, 32, dtypes.half, dtypes.float, tc_opt()), PythonRenderer())
  with pytest.raises(KernelOptError, match="USE_TC=3"): get_program(matmul(32, 32, 32, dtypes.half, dtypes.float, tc_opt(use=3)), ren)
  with pytest.raises(KernelOptError, match="TC_SELECT 99"): get_program(matmul(32, 32, 32, dtypes.half, dtypes.float, tc_opt(99)), ren)

# ---- GPU renderers: the heuristic picks the tensor core, the real compiler accepts the source ----

# target -> (renderer, arch, compiler, instruction in the source)
TARGETS: dict[str, tuple[str, str, Any, str]] = {
  "PTX:sm_80": ("PTX", "sm_80", C.PTXASCompiler, r"mma\.sync\.aligned\.m16n8k"),
  "PTX:sm_90": ("PTX", "sm_90", C.PTXASCompiler, r"mma\.sync\.aligned\.m16n8k"),
  "CUDA:sm_80": ("CUDA", "sm_80", C.NVCCCompiler, r"mma\.sync\.aligned\.m16n8k"),
  "HIP:gfx1100": ("HIP", "gfx1100", C.HIPClangCompiler, r"__builtin_amdgcn_wmma_"),
  "HIP:gfx950": ("HIP", "gfx950", C.HIPClangCompiler, r"__builtin_amdgcn_mfma_"),
  "AMDLLVM:gfx1100": ("AMDLLVM", "gfx1100", C.AMDLLVMCompiler, r"@llvm\.amdgcn\.wmma\."),
}
SHAPES = {"64": (64, 64, 64), "odd": (72, 40, 56)}  # (N, M, K); odd needs padding (TC_OPT=2)

def _dtypes(name: str, arch: str) -> list[DType]:
  ren = renderer_class(name)(arch)
  return [dt for dt in (dtypes.half, dtypes.bfloat16) if any(tc.dtype_in == dt and tc.dtype_out == dtypes.float and dt not in ren.emulated_dtypes
                                                              for tc in ren.tensor_cores)]

def render_tc(target: str, shape: str, din: DType = dtypes.half, **ctx) -> tuple[str, str]:
  """(kernel name, source) of the heuristic's matmul kernel for `target`; it must use the tensor core."""
  name, arch, _, src_re = TARGETS[target]
  N, M, K = SHAPES[shape]
  with Context(TC_OPT=2 if shape == "odd" else 0, **ctx):
    p = get_program(matmul(M, N, K, din, dtypes.float), renderer_class(name)(arch))
  assert wmmas(p) and p.applied_opts[0].op is OptOps.TC and re.search(src_re, p.src), f"{target} {shape} {din}: no tensor core in\n{p.src}"
  return p.name, p.src

GPU_CASES = [(t, s, dt) for t, (name, arch, *_) in TARGETS.items() for s in SHAPES for dt in _dtypes(name, arch)]

@pytest.mark.parametrize("target,shape,din", [c for c in GPU_CASES if not c[0].startswith("CUDA")], ids=str)
def test_gpu_tc_matmul_compiles(target, shape, din):
  _, arch, comp_cls, _ = TARGETS[target]
  _, src = render_tc(target, shape, din)
  if (why := comp_cls.available()) is not None: pytest.skip(f"{comp_cls.__name__} unavailable: {why}")
  comp = comp_cls(arch)
  if isinstance(comp, C.AMDLLVMCompiler):
    import llvmlite.binding as llvm
    asm = comp.tm.emit_assembly(llvm.parse_assembly(src))
  else: asm = comp.compile(src).decode(errors="ignore")
  # the AMD code objects name their instructions: the matrix instruction must survive compilation
  if target.startswith(("HIP", "AMDLLVM")): assert re.search(r"v_wmma_|v_mfma_", asm), f"{target}: no matrix instruction in the machine code"

def test_cuda_tc_matmul_compiles():
  # nvcc is slow to start: every CUDA case (half, bf16, tf32) in one batch
  srcs = [render_tc(t, s, dt) for t, s, dt in GPU_CASES if t.startswith("CUDA")] + [render_tc("CUDA:sm_80", "64", dtypes.float, ALLOW_TF32=1)]
  assert len(srcs) == 5 and "m16n8k8.row.col.f32.tf32.tf32.f32" in srcs[-1][1]
  if (why := C.NVCCCompiler.available()) is not None: pytest.skip(f"nvcc unavailable: {why}")
  C.compile_many(C.NVCCCompiler("sm_80"), srcs)

def test_ptx_tf32_only_with_allow_tf32():
  _, src = render_tc("PTX:sm_80", "64", dtypes.float, ALLOW_TF32=1)
  assert "tf32" in src
  if (why := C.PTXASCompiler.available()) is None: assert C.PTXASCompiler("sm_80").compile(src)
  else: pytest.skip(why)
  p = get_program(matmul(64, 64, 64, dtypes.float, dtypes.float), renderer_class("PTX")("sm_80"))
  assert not wmmas(p) and "mma" not in p.src

def _conv_ast(dt: DType) -> UOp:
  from tinygrad.tensor import Tensor
  from tinygrad.engine.realize import linear_with_vars
  x, w = Tensor.empty(2, 8, 10, 10, dtype=dt, device="NULL"), Tensor.empty(16, 8, 3, 3, dtype=dt, device="NULL")
  lin, _ = linear_with_vars(x.conv2d(w, padding=1).uop)
  return [c.src[0] for c in lin.src if c.src[0].op is Ops.SINK][-1]

@pytest.mark.parametrize("axis", [3, 4])
def test_tc_conv_matches_numpy(axis):
  # a padded conv (selects around the input loads, three reduce axes): tc_opt 2, the reduce axis picked by `axis` padded to K
  from dataclasses import replace
  ast = _conv_ast(dtypes.half)
  ast = ast.replace(arg=replace(ast.arg, opts_to_apply=tc_opt(axis=axis)))
  r = np.random.default_rng(7)
  x, w = r.integers(-2, 3, (2, 8, 10, 10)).astype(np.float16), r.integers(-2, 3, (16, 8, 3, 3)).astype(np.float16)
  xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
  ref = np.einsum("bchwij,ocij->bohw", np.lib.stride_tricks.sliding_window_view(xp, (3, 3), axis=(2, 3)), w.astype(np.float64))
  dev, p = Device["PYTHON"], get_program(ast, PythonRenderer("sm_80"))
  assert wmmas(p) and dev.runtime is not None
  bufs = [Buffer("PYTHON", a.size, dtypes.half).ensure_allocated().copyin(memoryview(np.ascontiguousarray(a).reshape(-1).data).cast("B"))
          for a in (np.zeros(ref.size, np.float16), x, w)]
  gs, ls = p.launch_dims({})
  dev.runtime(p.name, dev.compiler.compile_cached(p.src))(*[bufs[i]._buf for i in p.globals], global_size=gs, local_size=ls, wait=True)
  np.testing.assert_array_equal(np.frombuffer(bufs[0].as_memoryview(), np.float16).reshape(ref.shape), ref)

@pytest.mark.parametrize("arch", ["sm_80", "gfx1100", "METAL"])
def test_unrolled_k_chains_wmmas(arch):
  # TC then UNROLL of the K loop left: the accumulator flows through the WMMAs' C operands, no float add is left
  from tinygrad.codegen.opt.postrange import Scheduler
  from tinygrad.codegen.prepare import prepare
  ren = PythonRenderer(arch)
  k = Scheduler(prepare(matmul(64, 64, 128, dtypes.half, dtypes.float)), ren)
  k.apply_opt(tc_opt()[0])
  unroll = Opt(OptOps.SPLIT, k.axis_types.index(AxisType.REDUCE), (2, AxisType.UNROLL))
  a, b = operands(64, 64, 128, 8)
  out, p = run_python(matmul(64, 64, 128, dtypes.half, dtypes.float, (*tc_opt(), unroll)), ren, a, b, dtypes.half, dtypes.float)
  np.testing.assert_array_equal(out, a @ b)
  assert len(wmmas(p)) == 2 and not [u for u in p.uops if u.op is Ops.ADD and u.dtype.scalar() == dtypes.float]
