"""tg-llm's Linear with fp16 weights, x.float() @ w.cast(float32).T: results against numpy on every CPU renderer, and the
heuristic's choice for it (the contiguous reduce axis unrolled by a vector, no gathered row tile)."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType
from tinygrad.codegen.opt import OptOps

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

def linear(x: Tensor, w: Tensor) -> Tensor: return x.float() @ w.cast(dtypes.float32).transpose()

def _inputs(m: int, k: int, n: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
  rng = np.random.default_rng(seed)
  return rng.standard_normal((m, k), dtype=np.float32), rng.standard_normal((n, k), dtype=np.float32).astype(np.float16)

def heuristic_opts(dev: str, out: Tensor) -> tuple:
  from tinygrad.codegen.opt.heuristic import _work, hand_coded_optimizations
  from tinygrad.codegen.opt.postrange import Scheduler
  from tinygrad.codegen.program import prepare
  from tinygrad.device import Device
  # the matmul is the kernel with the most work (a norm before it may get a kernel of its own, whose hoisted reduce loops make
  # its full shape's product large but not its work)
  ks = [Scheduler(prepare(c.src[0]), Device[dev].renderer) for c in out.schedule_linear().src if c.src[0].op is Ops.SINK]
  return tuple(hand_coded_optimizations(max(ks, key=_work)).applied_opts)

@pytest.mark.parametrize("dev", DEVICES)
def test_half_weight_linear_matches_numpy(dev: str):
  m, k, n = (4, 64, 8) if dev == "PYTHON" else (32, 256, 96)
  x, w = _inputs(m, k, n, 0)
  got = linear(Tensor(x, device=dev), Tensor(w, device=dev)).numpy()
  np.testing.assert_allclose(got, x @ w.T.astype(np.float32), rtol=1e-4, atol=1e-3)

def test_half_weight_linear_unrolls_contiguous_reduce():
  # axes (tokens, out | in): `in` is contiguous in x and in w, no output axis is; a tile of tokens would gather lanes K apart
  x, w = _inputs(32, 2048, 768, 1)
  opts = heuristic_opts("CPU:LLVM", linear(Tensor(x, device="CPU:LLVM"), Tensor(w, device="CPU:LLVM")))
  assert not any(o.op is OptOps.SPLIT and o.arg[1] is AxisType.UPCAST for o in opts), opts
  assert [o.arg for o in opts if o.op is OptOps.SPLIT and o.arg[1] is AxisType.UNROLL] == [(32, AxisType.UNROLL)], opts

@pytest.mark.parametrize("dev", DEVICES)
def test_half_weight_linear_after_rms_norm(dev: str):
  # tg-llm's attention/ffn input: the normalised rows get one kernel (the mean hoisted), the matmul reads them
  m, k, n = (4, 64, 8) if dev == "PYTHON" else (32, 768, 64)
  x, w = _inputs(m, k, n, 3)
  tx = Tensor(x, device=dev)
  out = linear(tx * (tx.square().mean(-1, keepdim=True) + 1e-5).rsqrt(), Tensor(w, device=dev))
  if dev == "CPU:LLVM":
    opts = heuristic_opts(dev, out)
    assert not any(o.op is OptOps.SPLIT and o.arg[1] is AxisType.UPCAST for o in opts), opts
    assert any(o.op is OptOps.SPLIT and o.arg == (32, AxisType.UNROLL) for o in opts), opts
  xn = x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + 1e-5)
  np.testing.assert_allclose(out.numpy(), xn @ w.T.astype(np.float32), rtol=1e-4, atol=1e-3)

def test_float_weight_linear_keeps_row_tile():
  # fp32 weights keep the register tile over the token rows (bench/kernels.py's nn.Linear and attention choices)
  rng = np.random.default_rng(2)
  x, w = rng.standard_normal((32, 256), dtype=np.float32), rng.standard_normal((96, 256), dtype=np.float32)
  opts = heuristic_opts("CPU:LLVM", Tensor(x, device="CPU:LLVM") @ Tensor(w, device="CPU:LLVM").transpose())
  assert any(o.op is OptOps.SPLIT and o.arg[1] is AxisType.UPCAST for o in opts), opts
