"""Kernels with reduces hoisted above their output loops (FUSE_BROADCAST_REDUCE=1, the default: softmax/layernorm/var in one
kernel, attention in three; =2: attention in two): the heuristic unrolls each reduce's own loop, and the results match numpy on every CPU renderer."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.device import Device
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

def _softmax(x: np.ndarray) -> np.ndarray:
  e = np.exp(x - x.max(-1, keepdims=True))
  return e / e.sum(-1, keepdims=True)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("fuse", [0, 1, 2])
def test_fused_reductions_match_numpy(dev: str, fuse: int):
  rng = np.random.default_rng(0)
  a = rng.standard_normal((8, 96) if dev == "PYTHON" else (64, 128), dtype=np.float32)
  with Context(FUSE_BROADCAST_REDUCE=fuse):
    x = Tensor(a, device=dev)
    np.testing.assert_allclose(x.softmax(-1).numpy(), _softmax(a), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(x.log_softmax(-1).numpy(), np.log(_softmax(a)), rtol=1e-4, atol=1e-5)
    ln = (a - a.mean(-1, keepdims=True)) / np.sqrt(a.var(-1, keepdims=True) + 1e-5)
    np.testing.assert_allclose(x.layernorm().numpy(), ln, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(x.var(-1).numpy(), a.var(-1, ddof=1), rtol=1e-4, atol=1e-5)

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
@pytest.mark.parametrize("fuse", [1, 2])
def test_fused_attention_matches_numpy(dev: str, fuse: int):
  rng = np.random.default_rng(1)
  q, k, v = (rng.standard_normal((2, 4, 32, 16), dtype=np.float32) for _ in range(3))
  with Context(FUSE_BROADCAST_REDUCE=fuse):
    out = Tensor(q, device=dev).scaled_dot_product_attention(Tensor(k, device=dev), Tensor(v, device=dev)).numpy()
  np.testing.assert_allclose(out, _softmax(q @ k.transpose(0, 1, 3, 2) / 4.0) @ v, rtol=1e-4, atol=1e-5)

def test_each_hoisted_reduce_is_unrolled():
  from tinygrad.codegen.opt.heuristic import hand_coded_optimizations
  from tinygrad.codegen.opt.postrange import Scheduler
  from tinygrad.codegen.program import prepare
  calls = Tensor.empty(64, 128, device="CPU:LLVM").softmax(-1).schedule_linear().src
  (ast,) = [c.src[0] for c in calls if c.src[0].op is Ops.SINK]
  k = hand_coded_optimizations(Scheduler(prepare(ast), Device["CPU:LLVM"].renderer))
  # each reduce loop (the max, read by both the sum and the output; the sum) once, with an unrolled part; the output columns
  # get one vector, and 4 rows run together (their exps are independent chains: heuristic._hoisted_rows)
  assert len(k.reduceops) == 2 and all(any(r.arg[-1] is AxisType.UNROLL for r in u.src[1:]) for u in k.reduceops)
  assert sorted(k.full_shape[i] for i in k.axes_of(AxisType.UPCAST)) == [4, 16]

def _upcasts(t: Tensor) -> list[int]:
  from tinygrad.codegen.opt.heuristic import hand_coded_optimizations
  from tinygrad.codegen.opt.postrange import Scheduler
  from tinygrad.codegen.program import prepare
  (ast,) = [c.src[0] for c in t.schedule_linear().src if c.src[0].op is Ops.SINK]
  k = hand_coded_optimizations(Scheduler(prepare(ast), Device["CPU:LLVM"].renderer))
  return sorted(k.full_shape[i] for i in k.axes_of(AxisType.UPCAST))

def test_affine_layernorm_gets_no_row_tile():
  # the gain and bias (and a bias added inside the sums) vary over no output axis: a tile of rows would share no loaded matrix, only
  # copy the loop body (8 rows made a 2048^2 layernorm * g + b 1.44x slower and its codegen 4x longer); a matmul keeps its tile
  x, g, b, r = (Tensor.empty(*s, device="CPU:LLVM") for s in [(256, 512), (512,), (512,), (256, 512)])
  assert _upcasts(x.layernorm() * g + b) == [16] and _upcasts((x + r + b).layernorm() * g) == [16]
  assert len(_upcasts(Tensor.empty(256, 64, device="CPU:LLVM") @ Tensor.empty(64, 512, device="CPU:LLVM"))) >= 2
  rng = np.random.default_rng(4)
  xn, gn, bn = (rng.standard_normal(s).astype(np.float32) for s in [(256, 512), (512,), (512,)])
  x64 = xn.astype(np.float64)
  want = (x64 - x64.mean(-1, keepdims=True)) / np.sqrt(x64.var(-1, keepdims=True) + 1e-5) * gn + bn
  np.testing.assert_allclose((Tensor(xn, device="CPU:LLVM").layernorm() * Tensor(gn, device="CPU:LLVM") + Tensor(bn, device="CPU:LLVM")).numpy(),
                             want, rtol=1e-4, atol=1e-4)

@pytest.mark.parametrize("name, build, work", [
  ("softmax", lambda: Tensor.empty(64, 128, device="CPU:LLVM").softmax(-1), 3 * 64 * 128),  # stores, max, sum: once per row each
  ("layernorm", lambda: Tensor.empty(64, 128, device="CPU:LLVM").layernorm(), 3 * 64 * 128),  # stores, mean, variance
  ("matmul", lambda: Tensor.empty(64, 32, device="CPU:LLVM") @ Tensor.empty(32, 16, device="CPU:LLVM"), 64 * 16 + 64 * 16 * 32),
])
def test_thread_work_counts_hoisted_loops_once(name: str, build, work: int):
  # the THREAD heuristic's work estimate: a hoisted reduce runs once per row, not once per output element (the full shape's
  # product, 64 * 128^3 for the softmax, threaded tiny kernels and made them slower than the unfused ones)
  from tinygrad.codegen.opt.heuristic import _work
  from tinygrad.codegen.opt.postrange import Scheduler
  from tinygrad.codegen.program import prepare
  (ast,) = [c.src[0] for c in build().schedule_linear().src if c.src[0].op is Ops.SINK]
  assert _work(Scheduler(prepare(ast), Device["CPU:LLVM"].renderer)) == work
