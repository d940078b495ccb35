"""conv2d under the heuristic's opts (padding gates, W vectors, a Cout register tile) and vector MAX on every CPU renderer,
checked against numpy."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType
from tinygrad.codegen.opt import OptOps

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

def conv_ref(x: np.ndarray, w: np.ndarray, pad: int) -> np.ndarray:
  n, _, h, wd = x.shape
  o, _, kh, kw = w.shape
  xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pad, pad), (pad, pad)))
  ho, wo = h + 2 * pad - kh + 1, wd + 2 * pad - kw + 1
  out = np.zeros((n, o, ho, wo))
  for ky in range(kh):
    for kx in range(kw): out += np.einsum("nchw,oc->nohw", xp[:, :, ky:ky + ho, kx:kx + wo], w[:, :, ky, kx])
  return out

def conv_kernel_opts(dev: str, x: Tensor, w: Tensor, padding: int = 1) -> tuple:
  from tinygrad.codegen.opt.heuristic import hand_coded_optimizations
  from tinygrad.codegen.opt.postrange import Scheduler
  from tinygrad.codegen.program import prepare
  from tinygrad.device import Device
  ast = next(c.src[0] for c in x.conv2d(w, padding=padding).schedule_linear().src if c.src[0].op is Ops.SINK)
  return tuple(hand_coded_optimizations(Scheduler(prepare(ast), Device[dev].renderer)).applied_opts)

@pytest.mark.parametrize("dev", DEVICES)
def test_conv2d_padded_matches_numpy(dev: str):
  rng = np.random.default_rng(0)
  n, c, o, hw = (2, 4, 16, 8) if dev == "PYTHON" else (2, 8, 32, 24)
  x, w = rng.standard_normal((n, c, hw, hw), dtype=np.float32), rng.standard_normal((o, c, 3, 3), dtype=np.float32)
  tx, tw = Tensor(x, device=dev), Tensor(w, device=dev)
  np.testing.assert_allclose(tx.conv2d(tw, padding=1).numpy(), conv_ref(x, w, 1), rtol=1e-4, atol=1e-4)

def test_conv2d_heuristic_vectorises_w_and_tiles_cout():
  # axes (N, Cout, H, W | Cin, ky, kx): W (stride 1 under the padding gate) is vectorised by 8 (24 = 3x8), two rows (H) fill
  # the 16-lane vector, Cout (x broadcasts it) is the register tile, and the 3x3 window is unrolled whole
  rng = np.random.default_rng(1)
  x = Tensor(rng.standard_normal((2, 8, 24, 24), dtype=np.float32), device="CPU:LLVM")
  w = Tensor(rng.standard_normal((32, 8, 3, 3), dtype=np.float32), device="CPU:LLVM")
  opts = conv_kernel_opts("CPU:LLVM", x, w)
  ups = [(o.axis, o.arg[0]) for o in opts if o.op is OptOps.SPLIT and o.arg[1] is AxisType.UPCAST]
  assert ups == [(3, 8), (2, 2), (1, 16)], opts
  assert sum(o.op is OptOps.SPLIT and o.arg == (3, AxisType.UNROLL) for o in opts) == 2, opts
  # unpadded (valid) conv: the same tile, and no matmul-style STAGE of x (its window taps re-read cached rows)
  xv = Tensor(rng.standard_normal((2, 8, 26, 26), dtype=np.float32), device="CPU:LLVM")
  valid = conv_kernel_opts("CPU:LLVM", xv, w, padding=0)
  assert not any(o.op is OptOps.STAGE for o in valid) and sum(o.arg == (3, AxisType.UNROLL) for o in valid) == 2, valid

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", [np.float32, np.int32])
def test_vector_max_matches_numpy(dev: str, dt: type):
  rng = np.random.default_rng(2)
  a: np.ndarray = (rng.standard_normal(4096) * 1000).astype(dt) - 5000  # all negative for ints: an accumulator starting at 0 would be wrong
  if dev == "PYTHON": a = a[:512]
  t = Tensor(a, device=dev)
  assert t.max().item() == a.max()
  np.testing.assert_array_equal(t.reshape(-1, 64).max(1).numpy(), a.reshape(-1, 64).max(1))
  np.testing.assert_array_equal(t.reshape(-1, 16).max(0).numpy(), a.reshape(-1, 16).max(0))  # output lanes as vectors

def test_clang_max_chain_renders_linear():
  # a chain of MAX (a max over an unrolled axis) renders each operand once: the source grows linearly, not 2^n
  from tinygrad.renderer.cstyle import ClangRenderer
  from tinygrad.dtype import dtypes
  ren = ClangRenderer()
  s = ren.code_for_op[Ops.MAX]("val1", "val2", dtype=dtypes.float32)
  assert s.count("val1") == 1 and s.count("val2") == 1, s
  v = ren.code_for_op[Ops.MAX]("val1", "val2", dtype=dtypes.float32.vec(8))
  assert v.count("val1") == 1 and v.count("val2") == 1 and "_a<_b" in v, v
  a = np.random.default_rng(3).standard_normal((64, 32), dtype=np.float32)
  np.testing.assert_array_equal(Tensor(a, device="CPU:CLANG").max(1).numpy(), a.max(1))

@pytest.mark.parametrize("dev", DEVICES)
def test_padded_window_masked_loads_match_numpy(dev: str):
  # y[i] = x[i-1] + 2*x[i] + 3*x[i+1] with zero padding: the vector loads at both ends of x have lanes gated off
  # (flat index -1 and len(x) are outside the buffer); every element is checked
  a = np.random.default_rng(4).standard_normal(64 if dev == "PYTHON" else 1000, dtype=np.float32)
  x = Tensor(a, device=dev).pad(((1, 1),))
  got = (x[:-2] + 2 * x[1:-1] + 3 * x[2:]).numpy()
  ap = np.pad(a, 1)
  np.testing.assert_allclose(got, ap[:-2] + 2 * ap[1:-1] + 3 * ap[2:], rtol=1e-6, atol=1e-6)

@pytest.mark.parametrize("ren", ["LLVM", "CLANG"])
def test_conv_loads_are_masked_vectors(ren: str):
  # the padded conv's x loads are vector loads with one gate per lane, not scalar gated loads
  from tinygrad.codegen import get_program
  from tinygrad.device import renderer_class
  rng = np.random.default_rng(5)
  x = Tensor(rng.standard_normal((2, 8, 24, 24), dtype=np.float32), device=f"CPU:{ren}")
  w = Tensor(rng.standard_normal((32, 8, 3, 3), dtype=np.float32), device=f"CPU:{ren}")
  ast = next(c.src[0] for c in x.conv2d(w, padding=1).schedule_linear().src if c.src[0].op is Ops.SINK)
  p = get_program(ast, renderer_class(ren)())
  masked = [u for u in p.uops if u.op is Ops.LOAD and len(u.src) == 3 and u.src[2].dtype.count > 1]
  assert masked and all(u.dtype.count >= 8 for u in masked), [u.dtype for u in masked]
  assert not [u for u in p.uops if u.op is Ops.LOAD and len(u.src) == 3 and u.dtype.count == 1], "scalar gated loads left"
