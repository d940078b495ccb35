"""Which kernels the LLVM renderer marks as vectorised by codegen (the CPU compiler then runs its short pipeline instead of O2),
and that marked kernels compute what numpy does."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.codegen import get_program
from tinygrad.engine.realize import CompiledRunner, ExecItem, lower_and_compile
from tinygrad.renderer.llvmir import PREVECTORIZED, LLVMRenderer
from tinygrad.runtime.support import compiler_llvm
from tinygrad.runtime.support.compiler_llvm import CPULLVMCompiler

def _kernel(t: Tensor) -> tuple:
  ei = lower_and_compile(t.schedule_linear())[-1]
  ren = LLVMRenderer()
  ren.threads = 2
  return ei, get_program(ei.runner.p.ast, ren)

def test_register_tiled_matmul_is_marked_and_runs_like_numpy(monkeypatch):
  rng = np.random.default_rng(0)
  a, b = rng.standard_normal((80, 72), dtype=np.float32), rng.standard_normal((72, 96), dtype=np.float32)
  ei, p = _kernel(Tensor(a).realize() @ Tensor(b).realize())
  assert PREVECTORIZED in p.src
  short = []
  monkeypatch.setattr(compiler_llvm, "_short_pipeline", lambda mod, pb, f=compiler_llvm._short_pipeline: short.append(1) or f(mod, pb))
  lib = CPULLVMCompiler().compile(p.src)
  assert short, "a marked kernel went through O2"
  ExecItem(CompiledRunner(p, "CPU", lib=lib), ei.bufs).run({}, wait=True)
  np.testing.assert_allclose(np.asarray(ei.bufs[0].buffer.numpy()).reshape(80, 96), a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)

@pytest.mark.parametrize("make", [
  lambda x: x[:32].cumsum(1),                             # a scalar loop: LLVM's vectorisers still help
  lambda x: x.argmax(1),                                  # scalar stores of indices
  lambda x: x.pad(((0, 0), (3, 0)))[:, :256] * 2 + 1.0,  # per-lane masked loads
], ids=["cumsum", "argmax", "masked"])
def test_kernels_left_to_o2(make):
  x = Tensor(np.random.default_rng(1).standard_normal((64, 256), dtype=np.float32)).realize()
  _, p = _kernel(make(x))
  assert PREVECTORIZED not in p.src

def test_o3_and_o0_ignore_the_mark(monkeypatch):
  _, p = _kernel(Tensor.ones(64, 64).contiguous().realize() @ Tensor.ones(64, 64).contiguous().realize())
  assert PREVECTORIZED in p.src
  monkeypatch.setattr(compiler_llvm, "_short_pipeline", lambda mod, pb: pytest.fail("short pipeline at LLVMOPT != 2"))
  for opt in (0, 3): CPULLVMCompiler(opt=opt).compile(p.src)
