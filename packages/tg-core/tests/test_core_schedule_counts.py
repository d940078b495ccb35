"""Exact kernel counts of canonical graphs: the default on CPU (FUSE_BROADCAST_REDUCE=1: a reduce broadcast back over its rows
fuses into the kernel that uses it wherever no work is redone: fewer kernels than upstream) and FUSE_BROADCAST_REDUCE=0
(upstream's rule: such a reduce gets its own kernel).

Nothing runs: only the schedule is built. A failure prints the schedule, one line per call.
"""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad.tensor import Tensor
from tinygrad.helpers import Context
from tinygrad.schedule.describe import describe

def R(*shape: int) -> Tensor: return Tensor(np.random.default_rng(0).random(shape, dtype=np.float32), device="CPU").realize()

def check(n: int, *ts: Tensor) -> None:
  lin = ts[0].schedule_linear(*ts[1:])
  assert len(lin.src) == n, f"expected {n} kernels, got {len(lin.src)}:\n{describe(lin)}"

def chain() -> Tensor:
  c = R(8, 16)
  for _ in range(10): c = c * 1.01 + 0.5
  return c

def assign_add() -> Tensor:
  t = R(4, 4)
  t += 1
  return t

def setitem() -> Tensor:
  t = R(8)
  t[0:4] = 3
  return t

def assign_transposed() -> Tensor:
  p = R(4, 4)
  p.assign(p.T + 1)
  return p

def norm_two_readers() -> Tensor:
  # the normalised rows feed a matmul (under a broadcast) and a residual: one kernel computes them, mean and variance hoisted
  h = R(8, 16).layernorm() * R(16) + R(16)
  return h + h @ R(16, 16)

def block(d: int = 64, heads: int = 2, seq: int = 8, ff: int = 128) -> Tensor:
  # a post-norm transformer encoder block: q/k/v/out projections, attention, residual + layernorm, relu MLP, residual + layernorm
  x = R(1, seq, d)
  q, k, v, o = ((R(d, d), R(d)) for _ in range(4))
  f1, f2, ln1, ln2 = (R(d, ff), R(ff)), (R(ff, d), R(d)), (R(d), R(d)), (R(d), R(d))
  qh, kh, vh = (x.linear(*w).reshape(1, seq, heads, d // heads).transpose(1, 2) for w in (q, k, v))
  h = (x + qh.scaled_dot_product_attention(kh, vh).transpose(1, 2).reshape(1, seq, d).linear(*o)).layernorm().linear(*ln1)
  return (h + h.linear(*f1).relu().linear(*f2)).layernorm().linear(*ln2)

# name -> (build, the default on CPU, with FUSE_BROADCAST_REDUCE=0 = upstream's count)
CASES = {
  "elementwise chain of 10": (lambda: (chain(),), 1, 1),
  "matmul + bias + relu": (lambda: ((R(8, 16) @ R(16, 4) + R(4)).relu(),), 1, 1),
  "softmax": (lambda: (R(8, 16).softmax(-1),), 1, 3),
  "log_softmax": (lambda: (R(8, 16).log_softmax(-1),), 1, 3),
  "layernorm": (lambda: (R(8, 16).layernorm(),), 1, 3),
  "var": (lambda: (R(8, 16).var(-1),), 1, 2),
  "conv2d": (lambda: (R(2, 3, 8, 8).conv2d(R(4, 3, 3, 3)),), 1, 1),
  # q@k^T, the softmax probabilities (max and sum hoisted), @v: the probabilities are not recomputed per column of v
  "attention": (lambda: (R(2, 4, 8).scaled_dot_product_attention(R(2, 4, 8), R(2, 4, 8)),), 3, 4),
  "causal attention": (lambda: (R(2, 4, 8).scaled_dot_product_attention(R(2, 4, 8), R(2, 4, 8), is_causal=True),), 4, 6),
  "layernorm into a matmul": (lambda: (R(8, 16).layernorm() @ R(16, 32),), 2, 3),
  "x.sum(-1, keepdim) + x": (lambda: ((x := R(8, 16)).sum(-1, keepdim=True) + x,), 1, 2),
  "layernorm read by a matmul and a residual": (lambda: (norm_two_readers(),), 2, 4),
  # q, k, v, scores, softmax, @v, out projection, layernorm, ff1, ff2, layernorm (upstream: 12)
  "transformer block": (lambda: (block(),), 11, 16),
  "sum over rows broadcast down columns": (lambda: ((x := R(8, 16)) / x.sum(0, keepdim=True),), 2, 2),
  "two independent outputs": (lambda: ((x := R(8, 16)) + 1, x * 2), 2, 2),
  "sum and max of one input": (lambda: ((x := R(8, 16)).sum(), x.max()), 2, 2),
  "t += 1": (lambda: (assign_add(),), 1, 1),
  "t[0:4] = 3": (lambda: (setitem(),), 1, 1),
  "p.assign(p.T + 1)": (lambda: (assign_transposed(),), 2, 2),
}

@pytest.mark.parametrize("name", CASES)
def test_count_default(name: str):
  build, fused, _ = CASES[name]
  check(fused, *build())

@pytest.mark.parametrize("name", CASES)
def test_count_upstream_rule(name: str):
  build, _, upstream = CASES[name]
  with Context(FUSE_BROADCAST_REDUCE=0): check(upstream, *build())

@pytest.mark.parametrize("fn", [lambda t: t.softmax(-1), lambda t: t.layernorm(), lambda t: t.sum(-1, keepdim=True) + t, lambda t: t.var(-1)])
def test_fused_values(fn):
  x = np.random.default_rng(1).random((8, 16), dtype=np.float32)
  with Context(FUSE_BROADCAST_REDUCE=0): ref = fn(Tensor(x)).numpy()
  np.testing.assert_allclose(fn(Tensor(x)).numpy(), ref, rtol=1e-5, atol=1e-6)

def test_arange_needs_no_reduce():
  lin = Tensor.arange(100).schedule_linear()
  assert len(lin.src) == 1 and "reduces []" in describe(lin), describe(lin)

def test_shared_reduce_is_computed_once():
  # two outputs read one reduce: it gets its own kernel instead of being computed twice
  x = R(8, 16)
  s = x.sum(1)
  check(3, s + 1, s * 2)

@pytest.mark.parametrize("n", [10, 1000, 100000])
def test_arange_and_rand_are_elementwise(n: int):
  # the cumulative-sum window (a mod that wraps once) collapses too: no quadratic loop hides in a random init
  for t in (Tensor.arange(n), Tensor.rand(n)):
    lin = t.schedule_linear()
    assert len(lin.src) == 1 and "reduces []" in describe(lin), describe(lin)
  assert Tensor.arange(n).tolist() == list(range(n))

# ---- on NULL (renders, "compiles" and launches nothing): its default renderer has no workgroups, so loops run in sequence and
# broadcast reduces fuse as on CPU; with a GPU renderer (NULL:CUDA) they do not, which gives upstream's counts ----

def E(*shape: int, dev: str = "NULL") -> Tensor: return Tensor.empty(*shape, device=dev)

NULL_CASES = {  # name -> (build on a device, kernels with NULL's renderer, kernels with CUDA's)
  "softmax": (lambda d: (E(8, 16, dev=d).softmax(-1),), 1, 3),
  "layernorm": (lambda d: (E(8, 16, dev=d).layernorm(),), 1, 3),
  "attention": (lambda d: (E(2, 4, 8, dev=d).scaled_dot_product_attention(E(2, 4, 8, dev=d), E(2, 4, 8, dev=d)),), 3, 4),
  "matmul + bias + relu": (lambda d: ((E(8, 16, dev=d) @ E(16, 4, dev=d) + E(4, dev=d)).relu(),), 1, 1),
  "x.sum(-1, keepdim) + x": (lambda d: ((x := E(8, 16, dev=d)).sum(-1, keepdim=True) + x,), 1, 2),
}

@pytest.mark.parametrize("name", NULL_CASES)
@pytest.mark.parametrize("dev", ["NULL", "NULL:CUDA"])
def test_count_null(name: str, dev: str):
  build, seq, gpu = NULL_CASES[name]
  ts = build(dev)
  check(seq if dev == "NULL" else gpu, *ts)
  ts[0].realize(*ts[1:])  # rendered, "compiled" and launched on NULL: nothing is read back

def test_wide_producer_under_a_broadcast_is_materialised():
  # a normalised value (5 buffers: x, mean, var, weight, bias) feeding a matmul is computed once, not once per output column
  x, w, b, W = R(16, 64), R(64), R(64), R(64, 32)
  lin = ((x.layernorm() * w + b) @ W).schedule_linear()
  assert "buffers float[512], float[1024], float[2048]" in describe(lin).splitlines()[-1], describe(lin)
  # a bias (1 buffer) is still fused into the matmul's input
  check(1, (x + b) @ W)

def test_split_reduceop():
  # a 1M-element sum is a partial reduce into a buffer and a final reduce, unless SPLIT_REDUCEOP=0
  xn = np.random.default_rng(2).random(1 << 20, dtype=np.float32)
  x = Tensor(xn, device="CPU").realize()
  check(2, x.sum())
  check(1, x.reshape(1024, 1024).sum(1))  # 1024 inputs per output: below REDUCEOP_SPLIT_THRESHOLD
  with Context(SPLIT_REDUCEOP=0): check(1, x.sum())
  np.testing.assert_allclose(x.sum().item(), xn.sum(dtype=np.float64), rtol=1e-5)
  np.testing.assert_allclose(x.reshape(16, 65536).max(1).numpy(), xn.reshape(16, 65536).max(1))
