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

@pytest.mark.parametrize("simd,lanes,c", [((16, 32), 64, 16), ((32, 64), 256, 32), (None, 256, 48)])
def test_conv_tile_fits_registers(simd, lanes, c):
  # a conv's register tile (upcast lanes) stays within half the vector registers: 256 lanes with AVX2 would spill
  x = np.random.default_rng(0).standard_normal((2, c, 16, 16), dtype=np.float32)
  w = np.random.default_rng(1).standard_normal((c, c, 3, 3), dtype=np.float32)
  ei = lower_and_compile(Tensor(x).realize().conv2d(Tensor(w).realize(), padding=1).schedule_linear())[-1]
  ren = LLVMRenderer()
  ren.simd, ren.threads = simd, 2
  p = get_program(ei.runner.p.ast, ren)
  assert int(np.prod([o.arg[0] for o in p.applied_opts if isinstance(o.arg, tuple) and o.arg[1] is AxisType.UPCAST])) <= lanes, p.applied_opts
  ExecItem(CompiledRunner(p, "CPU"), ei.bufs).run({}, wait=True)
  want = np_conv3x3(x, w)
  np.testing.assert_allclose(np.asarray(ei.bufs[0].buffer.numpy()).reshape(want.shape), want, rtol=1e-3, atol=1e-3)

def np_conv3x3(x: np.ndarray, w: np.ndarray) -> np.ndarray:
  """3x3 same-padding conv in float64 numpy: the sum over the nine taps of shifted inputs times the weights."""
  xp, out = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1))), 0.0
  for ky in range(3):
    for kx in range(3): out = out + np.einsum("nchw,oc->nohw", xp[:, :, ky:ky + x.shape[2], kx:kx + x.shape[3]], w[:, :, ky, kx])
  return out

@pytest.mark.parametrize("m,k,n", [(64, 256, 128), (48, 96, 80), (1024, 64, 32)])
def test_x_at_w_transposed_stages_w(m, k, n):
  # x @ W.T (nn.Linear): W's panel is staged with the output's columns contiguous, so the inner loop loads whole vectors of it
  # (before: a 16-row tile over x gathered lanes K apart, 0.06x numpy at 1024^3)
  from tinygrad.dtype import AddrSpace
  from tinygrad.uop import Ops
  x, w = np.random.default_rng(0).random((m, k), dtype=np.float32), np.random.default_rng(1).random((n, k), dtype=np.float32)
  out = Tensor(x).realize() @ Tensor(w).realize().T
  np.testing.assert_allclose(out.numpy(), x @ w.T, rtol=1e-4)
  p = lower_and_compile((Tensor(x).realize() @ Tensor(w).realize().T).schedule_linear())[-1].runner.p
  if k >= 64 and n % 16 == 0:
    assert any(o.op.name == "STAGE" for o in p.applied_opts), p.applied_opts
    staged = [u for u in p.uops if u.op is Ops.LOAD and any(x.op is Ops.BUFFER and x.dtype.addrspace is AddrSpace.REG for x in u.toposort())]
    assert staged and all(u.dtype.count > 1 for u in staged), [u.dtype for u in staged]

def test_computed_operand_tile_spans_columns():
  # softmax(s) @ v: the exp of each element is recomputed by every column tile, so one tile spans the 64 columns (4 rows x 4
  # vectors) instead of 8 rows x 2 vectors (2.3x slower at 8 heads x 512 x 64 on AVX-512)
  rng = np.random.default_rng(0)
  s, v = rng.standard_normal((4, 128, 128), dtype=np.float32), rng.random((4, 128, 64), dtype=np.float32)
  ts, tv = Tensor(s).realize(), Tensor(v).realize()
  out = ts.exp() @ tv
  np.testing.assert_allclose(out.numpy(), np.exp(s.astype(np.float64)) @ v, rtol=1e-4)
  ei = lower_and_compile((ts.exp() @ tv).schedule_linear())[-1]
  ren = LLVMRenderer()
  ren.simd, ren.threads = (32, 64), 2
  p = get_program(ei.runner.p.ast, ren)
  ups = [o.arg[0] for o in p.applied_opts if isinstance(o.arg, tuple) and o.arg[1] is AxisType.UPCAST]
  assert any(o.op.name == "STAGE" for o in p.applied_opts) and ups == [16, 4, 4], p.applied_opts
