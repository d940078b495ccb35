"""Tensor cores rendered directly: one warp loads its A/B/C fragments, runs one WMMA UOp and stores D, for every tensor
core of every target, compiled by the real compiler; where the compiler shows assembly, the matrix instruction must be in it."""
import re
import pytest
from tinygrad.device import renderer_class
from tinygrad.dtype import DType, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import KernelInfo, ParamArg, UOp
from tinygrad.codegen.linearize import linearize
from tinygrad.runtime.support import compiler_gpu as C

def wmma_program(tc, name: str) -> list[UOp]:
  """lane = lidx0; A/B/C fragments are the lane's ept consecutive elements, gathered lane by lane into vectors."""
  dts = (tc.dtype_in, tc.dtype_in, tc.dtype_out)
  bufs = [UOp(Ops.PARAM, dt.ptr(tc.threads * ept), (), ParamArg(i, dt)) for i, (dt, ept) in enumerate(zip(dts, tc.elements_per_thread))]
  out = UOp(Ops.PARAM, tc.dtype_out.ptr(tc.threads * tc.elements_per_thread[2]), (), ParamArg(3, tc.dtype_out))
  lane = UOp(Ops.SPECIAL, dtypes.int32, (UOp.const(tc.threads, dtypes.int32),), "lidx0")
  def frag(b: UOp, dt: DType, ept: int) -> UOp:
    loads = [b.index(lane * ept + e).load() for e in range(ept)]
    return UOp(Ops.STACK, dt.vec(ept), tuple(loads))
  a, bb, c = (frag(b, dt, ept) for b, dt, ept in zip(bufs, dts, tc.elements_per_thread))
  d = UOp(Ops.WMMA, tc.dtype_out.vec(tc.elements_per_thread[2]), (a, bb, c), (tc.dims, str(tc), tc.threads))
  ept_c = tc.elements_per_thread[2]
  stores = [out.index(lane * ept_c + e).store(UOp(Ops.INDEX, tc.dtype_out, (d,), e)) for e in range(ept_c)]
  return linearize(UOp.group(*stores).sink(arg=KernelInfo(name=name)))

# target -> (renderer, arch, compiler, instruction that must appear in the source, in the assembly)
TARGETS = {
  "PTX:sm_75": ("PTX", "sm_75", C.PTXASCompiler, r"mma\.sync\.aligned\.m16n8k8", None),
  "PTX:sm_80": ("PTX", "sm_80", C.PTXASCompiler, r"mma\.sync\.aligned\.m16n8k(16|8)", None),
  "PTX:sm_90": ("PTX", "sm_90", C.PTXASCompiler, r"mma\.sync\.aligned\.m16n8k(16|8)", None),
  "CUDA:sm_80": ("CUDA", "sm_80", C.NVCCCompiler, r"mma\.sync\.aligned\.m16n8k(16|8)", None),
  "CUDA:sm_89": ("CUDA", "sm_89", C.NVCCCompiler, r"mma\.sync\.aligned\.m16n8k(16|8|32)", None),
  "HIP:gfx1100": ("HIP", "gfx1100", C.HIPClangCompiler, r"__builtin_amdgcn_wmma_", r"v_wmma_"),
  "HIP:gfx1201": ("HIP", "gfx1201", C.HIPClangCompiler, r"__builtin_amdgcn_wmma_\w+_gfx12", r"v_wmma_"),
  "HIP:gfx950": ("HIP", "gfx950", C.HIPClangCompiler, r"__builtin_amdgcn_mfma_", r"v_mfma_"),
  "AMDLLVM:gfx1100": ("AMDLLVM", "gfx1100", C.AMDLLVMCompiler, r"@llvm\.amdgcn\.wmma\.", r"v_wmma_"),
  "AMDLLVM:gfx1201": ("AMDLLVM", "gfx1201", C.AMDLLVMCompiler, r"@llvm\.amdgcn\.wmma\.", r"v_wmma_"),
  "AMDLLVM:gfx950": ("AMDLLVM", "gfx950", C.AMDLLVMCompiler, r"@llvm\.amdgcn\.mfma\.", r"v_mfma_"),
}

def usable(ren) -> list[int]:
  # an emulated input dtype (fp8 everywhere, bf16 on PTX/AMDLLVM) has no register form to hand to the instruction
  return [i for i, tc in enumerate(ren.tensor_cores) if tc.dtype_in not in ren.emulated_dtypes and tc.dtype_out not in ren.emulated_dtypes]

def cases():
  for target, (name, arch, *_) in TARGETS.items():
    if name == "CUDA": continue  # nvcc runs once per target, in test_cuda_wmma_compiles
    ren = renderer_class(name)(arch)
    for i in usable(ren): yield pytest.param(target, i, id=f"{target}-{ren.tensor_cores[i]}")

@pytest.mark.parametrize("target,i", list(cases()))
def test_wmma_compiles(target, i):
  name, arch, comp_cls, src_re, asm_re = TARGETS[target]
  if (why := comp_cls.available()) is not None: pytest.skip(f"{comp_cls.__name__} unavailable: {why}")
  ren = renderer_class(name)(arch)
  tc = ren.tensor_cores[i]
  src = ren.render(wmma_program(tc, f"wmma_{i}"))
  assert re.search(src_re, src), f"{target} {tc}: no tensor-core instruction in\n{src}"
  comp = comp_cls(arch)
  if isinstance(comp, C.AMDLLVMCompiler):
    import llvmlite.binding as llvm
    asm = comp.tm.emit_assembly(llvm.parse_assembly(src))
  else: asm = comp.compile(src).decode(errors="ignore")
  if asm_re is not None: assert re.search(asm_re, asm), f"{target} {tc}: the compiler did not emit {asm_re}"

@pytest.mark.parametrize("target", [t for t in TARGETS if t.startswith("CUDA")])
def test_cuda_wmma_compiles(target):
  name, arch, comp_cls, src_re, _ = TARGETS[target]
  if (why := comp_cls.available()) is not None: pytest.skip(f"{comp_cls.__name__} unavailable: {why}")
  ren = renderer_class(name)(arch)
  progs = [(f"wmma_{i}", ren.render(wmma_program(ren.tensor_cores[i], f"wmma_{i}"))) for i in usable(ren)]
  assert len(progs) >= 4 and all(re.search(src_re, src) for _, src in progs)
  C.compile_many(comp_cls(arch), progs)

def test_metal_wmma_renders():
  ren = renderer_class("METAL")()
  for i, tc in enumerate(ren.tensor_cores):
    src = ren.render(wmma_program(tc, f"wmma_{i}"))
    assert "simdgroup_multiply_accumulate(mat_c, mat_a, mat_b, mat_c)" in src and f"simdgroup_{ren.render_dtype(tc.dtype_in)}8x8" in src

def test_every_target_has_tensor_cores():
  # sm_80 and gfx1100 expose half tensor cores: what OptOps.TC will pick for a half matmul
  for name, arch in (("PTX", "sm_80"), ("CUDA", "sm_80"), ("HIP", "gfx1100"), ("AMDLLVM", "gfx1100")):
    tcs = renderer_class(name)(arch).tensor_cores
    assert any(tc.dtype_in == dtypes.half and tc.dtype_out == dtypes.float for tc in tcs), f"{name}:{arch} has no half tensor core"
  assert renderer_class("PTX")("sm_70").tensor_cores == [] and renderer_class("CL")().tensor_cores == []
