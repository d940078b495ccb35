"""Shared fixtures for tg-codegen tests: compile and run hand-built kernel ASTs on the CPU device with a chosen renderer."""
import os, pathlib, shutil, sys
import numpy as np
import pytest
from tinygrad.device import Buffer, renderer_class
from tinygrad.dtype import DType, bf16_to_f32_np, dtypes, f32_to_bf16_np, float_to_fp8_np, fp8_to_float_np
from tinygrad.uop import Ops
from tinygrad.uop.ops import ParamArg, UOp

sys.path.insert(0, str(pathlib.Path(__file__).parent))  # stage_kernels.py, the STAGE tests' shared kernels

def param(slot: int, dt: DType, n: int) -> UOp:
  """A GLOBAL kernel argument of `n` elements."""
  return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))

def _storage(a: np.ndarray, dt: DType) -> np.ndarray:
  if dt in dtypes.fp8s: return float_to_fp8_np(a, dt)
  return f32_to_bf16_np(a) if dt == dtypes.bfloat16 else np.ascontiguousarray(a, dtype=np.dtype(dt.fmt) if dt.fmt else None)

class KernelRunner:
  """Compiles an AST with one renderer (LLVM or CLANG) and runs it on numpy inputs; returns every buffer afterwards."""
  def __init__(self, name: str):
    from tinygrad.runtime.ops_cpu import CPUDevice, CPUProgram
    from tinygrad.runtime.support.compiler_llvm import host_arch
    self.name, self.renderer = name, renderer_class(name)()
    self.compiler, self.program = CPUDevice.compilers[name](host_arch()), CPUProgram
  def __call__(self, ast: UOp, arrays: list[np.ndarray], dts: list[DType] | None = None, var_vals: dict[str, int] | None = None) -> list[np.ndarray]:
    from tinygrad.codegen import get_program
    p = get_program(ast, self.renderer)
    self.last = p
    prg = self.program(p.name, self.compiler.compile_cached(p.src))
    dts = dts or [dtypes.float32 if a.dtype == np.float32 else _np_to_dt(a.dtype) for a in arrays]
    bufs = []
    for a, dt in zip(arrays, dts):
      s = _storage(a, dt)
      bufs.append(Buffer("CPU", a.size, dt).ensure_allocated().copyin(memoryview(s.tobytes())) if a.size else Buffer("CPU", 0, dt))
    gs, _ = p.launch_dims(var_vals or {})
    prg(*[bufs[i].ensure_allocated()._buf for i in p.globals], global_size=tuple(gs), vals=p.vals(var_vals or {}), wait=True)
    out = []
    for a, b, dt in zip(arrays, bufs, dts):
      raw = np.frombuffer(b.as_memoryview(), dtype=np.uint16 if dt == dtypes.bfloat16 else np.uint8 if dt in dtypes.fp8s else np.dtype(dt.fmt))
      out.append(bf16_to_f32_np(raw) if dt == dtypes.bfloat16 else fp8_to_float_np(raw, dt) if dt in dtypes.fp8s else raw.reshape(a.shape))
    return out

def _np_to_dt(npdt: np.dtype) -> DType:
  from tinygrad.dtype import _from_np_dtype
  return _from_np_dtype(npdt)

HAS_CC = any(shutil.which(c) for c in (os.getenv("CC", "clang"), "clang", "cc"))
RENDERERS = ["LLVM", pytest.param("CLANG", marks=pytest.mark.skipif(not HAS_CC, reason="no C compiler"))]

@pytest.fixture(params=RENDERERS)
def run(request: pytest.FixtureRequest) -> KernelRunner: return KernelRunner(request.param)

@pytest.fixture(autouse=True)
def _no_disk_programs():
  """Tests here patch codegen passes: a program rendered by patched code must never reach the shared disk cache, nor a cached
  program hide the patch. CACHELEVEL=1 keeps the compiler and BEAM caches; the program cache's tests set CACHELEVEL=2 themselves."""
  from tinygrad.helpers import Context
  with Context(CACHELEVEL=1): yield
