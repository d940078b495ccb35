"""The staged matmul's register tile follows the CPU's vector registers (simd_registers -> renderer.simd -> heuristic)."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.codegen import get_program
from tinygrad.device import Device
from tinygrad.engine.realize import CompiledRunner, ExecItem, lower_and_compile
from tinygrad.renderer.llvmir import LLVMRenderer
from tinygrad.runtime.ops_cpu import simd_registers
from tinygrad.uop.ops import AxisType

@pytest.mark.parametrize("arch,want", [("x86_64,haswell", (16, 32)), ("x86_64,znver2,avx2,-avx512f", (16, 32)), ("x86_64,znver4", (32, 64)),
                                       ("x86_64,skylake-avx512,-avx512f", (16, 32)), ("x86_64,x86-64-v2", (16, 16)),
                                       ("x86_64,x86-64-v2,avx512f", (32, 64)), ("aarch64,cortex-a76", (32, 16))])
def test_simd_registers(arch, want): assert simd_registers(arch) == want

def test_cpu_device_sets_simd(): assert Device["CPU"].renderer.simd == simd_registers(Device["CPU"].arch)

# (a size each: programs are cached per kernel and device, so every case needs a kernel of its own)
@pytest.mark.parametrize("simd,rows,cols,n", [((32, 64), 8, 32, 128), ((16, 32), 4, 16, 256), ((32, 16), 4, 16, 384), (None, 4, 64, 512)])
def test_staged_tile(simd, rows, cols, n):
  a, b = np.random.default_rng(0).random((n, n), dtype=np.float32), np.random.default_rng(1).random((n, n), dtype=np.float32)
  ta, tb = Tensor(a).realize(), Tensor(b).realize()
  ei = lower_and_compile((ta @ tb).schedule_linear())[-1]
  ren = LLVMRenderer()
  ren.simd, ren.threads = simd, 2
  p = get_program(ei.runner.p.ast, ren)
  ups = [o.arg[0] for o in p.applied_opts if isinstance(o.arg, tuple) and o.arg[1] is AxisType.UPCAST]
  assert any(o.op.name == "STAGE" for o in p.applied_opts), p.applied_opts
  assert ups[0] == 16 and ups[1] == rows and int(np.prod(ups[2:])) * 16 == cols, p.applied_opts  # 16 lanes x rows x (16 x column vectors)
  ExecItem(CompiledRunner(p, "CPU"), ei.bufs).run({}, wait=True)
  np.testing.assert_allclose(np.asarray(ei.bufs[0].buffer.numpy()).reshape(n, n), a @ b, rtol=1e-4)
