"""Attention, softmax and layernorm on CPU, fused (FUSE_BROADCAST_REDUCE=2: attention in two kernels, the norms in one) and not:
results against numpy in float64 on every CPU renderer and PYTHON, and the shape of the fused kernels' code: the softmax's
loops read whole vectors along the row (no lanes gathered across rows), exp runs on vectors (no scalar exp per lane), and the
P @ v tile spans the output's columns (the softmax is not recomputed per column tile)."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.device import Device
from tinygrad.dtype import dtypes
from tinygrad.engine.realize import lower_and_compile
from tinygrad.helpers import Context
from tinygrad.uop import Ops

def _softmax(x: np.ndarray) -> np.ndarray:
  e = np.exp(x - x.max(-1, keepdims=True))
  return e / e.sum(-1, keepdims=True)

def _attention(q: np.ndarray, k: np.ndarray, v: np.ndarray, causal: bool) -> np.ndarray:
  q, k, v = (x.astype(np.float64) for x in (q, k, v))
  s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
  if causal: s = np.where(np.tril(np.ones(s.shape[-2:], dtype=bool)), s, -np.inf)
  return _softmax(s) @ v

# (dev, fuse, shape, causal): the tuned shapes (fused on LLVM; the rest with -m slow: they compile for seconds), odd sizes
# (no dimension a multiple of a vector), causal masks (-inf above the diagonal)
TUNED = [(8, 512, 64), (1, 12, 128, 64)]
ODD = [((7, 33, 65), False), ((7, 33, 65), True), ((2, 3, 40, 16), True), ((1, 2, 1, 64), False), ((3, 17, 9), False)]
SLOW = (("CPU:LLVM", 0), ("CPU:CLANG", 0), ("CPU:CLANG", 2))
CASES = [("CPU:LLVM", 2, s, False) for s in TUNED] + \
        [pytest.param(dev, fuse, s, False, marks=pytest.mark.slow) for s in TUNED for dev, fuse in SLOW] + \
        [(dev, fuse, s, c) for dev in ("CPU:LLVM", "CPU:CLANG") for fuse in (0, 2) for s, c in ODD]

@pytest.mark.parametrize("dev,fuse,shape,causal", CASES)
def test_attention_matches_numpy(dev: str, fuse: int, shape: tuple[int, ...], causal: bool):
  rng = np.random.default_rng(sum(shape))
  q, k, v = (rng.standard_normal(shape, dtype=np.float32) for _ in range(3))
  with Context(FUSE_BROADCAST_REDUCE=fuse):
    out = Tensor(q, device=dev).scaled_dot_product_attention(Tensor(k, device=dev), Tensor(v, device=dev), is_causal=causal).numpy()
  np.testing.assert_allclose(out, _attention(q, k, v, causal), rtol=1e-4, atol=1e-5)

@pytest.mark.parametrize("fuse", [0, 2])
@pytest.mark.parametrize("shape,causal", [((2, 5, 7), False), ((1, 2, 6, 5), True)])
def test_attention_python_device(fuse: int, shape: tuple[int, ...], causal: bool):
  rng = np.random.default_rng(3)
  q, k, v = (rng.standard_normal(shape, dtype=np.float32) for _ in range(3))
  with Context(FUSE_BROADCAST_REDUCE=fuse):
    out = Tensor(q, device="PYTHON").scaled_dot_product_attention(Tensor(k, device="PYTHON"), Tensor(v, device="PYTHON"), is_causal=causal).numpy()
  np.testing.assert_allclose(out, _attention(q, k, v, causal), rtol=1e-4, atol=1e-5)

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
@pytest.mark.parametrize("fuse", [0, 2])
@pytest.mark.parametrize("shape", [(256, 2048), (7, 65), (33, 17)])
def test_norms_match_numpy(dev: str, fuse: int, shape: tuple[int, int]):
  x = np.random.default_rng(5).standard_normal(shape, dtype=np.float32)
  x64 = x.astype(np.float64)
  with Context(FUSE_BROADCAST_REDUCE=fuse):
    t = Tensor(x, device=dev)
    np.testing.assert_allclose(t.softmax(-1).numpy(), _softmax(x64), rtol=1e-4, atol=1e-6)
    ln = (x64 - x64.mean(-1, keepdims=True)) / np.sqrt(x64.var(-1, keepdims=True) + 1e-5)
    np.testing.assert_allclose(t.layernorm().numpy(), ln, rtol=1e-4, atol=1e-4)

def _programs(out: Tensor) -> list:
  return [ei.runner.p for ei in lower_and_compile(out.schedule_linear()) if hasattr(ei.runner, "p")]

def _exp_reductions(p) -> list:
  """The range reduction of each exp: its rounded exponent, a float->int CAST or the BITCAST of a computed float (2^q's bits)."""
  return [u for u in p.uops if u.op in (Ops.CAST, Ops.BITCAST) and dtypes.is_int(u.dtype) and dtypes.is_float(u.src[0].dtype)
          and u.src[0].op is not Ops.CONST]

def _scalar_float_to_int(p) -> int:
  """Exps computed for one lane (on vectors the range reduction is one vector op)."""
  return sum(1 for u in _exp_reductions(p) if u.dtype.count == 1)

def _gathers(p) -> int:
  """Vectors assembled from lanes of different values (a transpose in registers); a broadcast repeats one lane and is not one."""
  return sum(1 for u in p.uops if u.op is Ops.STACK and not all(s is u.src[0] for s in u.src))

@pytest.mark.skipif(getattr(Device["CPU:LLVM"].renderer, "simd", None) is None, reason="register tiles are sized from the host's SIMD registers")
def test_fused_attention_kernel_is_vectorised_along_rows():
  from tinygrad.codegen.opt.heuristic import contiguous_outer, hand_coded_optimizations
  from tinygrad.codegen.opt.postrange import Scheduler
  from tinygrad.codegen.prepare import prepare
  q, k, v = (Tensor.empty(8, 512, 64, device="CPU:LLVM") for _ in range(3))
  with Context(FUSE_BROADCAST_REDUCE=2, CPU_COUNT=1):
    out = q.scaled_dot_product_attention(k, v)
    *_, pv = _programs(out)
    ast = [c.src[0] for c in out.schedule_linear().src if c.src[0].op is Ops.SINK][-1]
  assert _scalar_float_to_int(pv) == 0 and _gathers(pv) == 0
  sched = hand_coded_optimizations(Scheduler(prepare(ast), Device["CPU:LLVM"].renderer))
  # the head dimension (64) is one tile of output columns (no column loop left): max, sum and exp run once per row block
  assert contiguous_outer(sched) == []
  # every reduce (the max, read once by both the sum and P @ v; the sum; P @ v) is unrolled
  assert len(sched.reduceops) == 3 and all(any(r.arg[-1].name == "UNROLL" for r in u.src[1:]) for u in sched.reduceops)

def test_unfused_pv_exp_runs_on_vectors():
  q, k, v = (Tensor.empty(4, 256, 64, device="CPU:LLVM") for _ in range(3))
  with Context(CPU_COUNT=1): *_, pv = _programs(q.scaled_dot_product_attention(k, v))
  assert _scalar_float_to_int(pv) == 0

def test_fused_softmax_reads_rows_as_vectors():
  with Context(FUSE_BROADCAST_REDUCE=2, CPU_COUNT=1): (p,) = _programs(Tensor.empty(256, 2048, device="CPU:LLVM").softmax(-1))
  assert _scalar_float_to_int(p) == 0 and _gathers(p) == 0

def test_fused_attention_runs_two_loops_per_row_block():
  """max(s) (scheduled twice: under the sum and under the product) is one loop; sum(exp(s - max)) and sum(exp(s - max) / sum * v)
  share the other, where the 1/sum factor moved out of the product, and exp(s - max) is computed once per element."""
  from tinygrad.uop.ops import AxisType
  q, k, v = (Tensor.empty(2, 256, 64, device="CPU:LLVM") for _ in range(3))
  with Context(FUSE_BROADCAST_REDUCE=2, CPU_COUNT=1): *_, pv = _programs(q.scaled_dot_product_attention(k, v))
  assert sum(1 for u in pv.uops if u.op is Ops.RANGE and u.arg[-1] is AxisType.REDUCE) == 2
  exps = _exp_reductions(pv)
  assert len(exps) == 4 and all(u.dtype.count == 16 for u in exps)  # 4 rows x a vector of 16 elements per unrolled step

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
@pytest.mark.parametrize("shape", [(33, 65), (16, 64)])
def test_independent_reduces_sharing_a_loop(dev: str, shape: tuple[int, int]):
  """Reduces of equal sizes in one kernel, neither reading the other (their loops merge), and a loop-invariant factor."""
  rng = np.random.default_rng(7)
  x, w = rng.standard_normal(shape, dtype=np.float32), rng.standard_normal(shape, dtype=np.float32)
  x64, w64 = x.astype(np.float64), w.astype(np.float64)
  with Context(FUSE_BROADCAST_REDUCE=2):
    tx, tw = Tensor(x, device=dev), Tensor(w, device=dev)
    got = ((tx.max(-1, keepdim=True) + (tx * tw).sum(-1, keepdim=True) + tx.exp().sum(-1, keepdim=True)) * tx).sum(-1)
    want = ((x64.max(-1, keepdims=True) + (x64 * w64).sum(-1, keepdims=True) + np.exp(x64).sum(-1, keepdims=True)) * x64).sum(-1)
    np.testing.assert_allclose(got.numpy(), want, rtol=1e-4, atol=1e-4)
    r = tx.sum(-1, keepdim=True)
    want = ((x64 / np.exp(x64.sum(-1, keepdims=True))) * w64).sum(-1)
    np.testing.assert_allclose(((tx / r.exp()) * tw).sum(-1).numpy(), want, rtol=1e-4, atol=1e-6)

@pytest.mark.parametrize("n", [2, 4, 16])
def test_nested_reduce_keeps_its_own_loop(n):
  # sum_k x[k] * #{j: x[j] < x[k]}: the inner count runs over a range of the outer's size and reads the outer's index; sharing
  # the outer's range made it count x[k] < x[k] (scatter gave zeros)
  x = np.random.default_rng(n).permutation(n).astype(np.float32)
  got = (Tensor(x, device="CPU") * (Tensor(x, device="CPU")[None, :] < Tensor(x, device="CPU")[:, None]).sum(1)).sum().numpy()
  np.testing.assert_allclose(got, (x * (x[None, :] < x[:, None]).sum(1)).sum(dtype=np.float64), rtol=1e-6)
  idx = np.array([[0, 2], [1, 1], [3, 0]], np.int32)
  ref = np.zeros((3, 4), np.float32)
  np.put_along_axis(ref, idx, 5, 1)
  np.testing.assert_array_equal(Tensor.zeros(3, 4, device="CPU").scatter(1, Tensor(idx, device="CPU"), 5.0).numpy(), ref)
