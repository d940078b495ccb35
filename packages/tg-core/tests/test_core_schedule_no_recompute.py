"""No kernel redoes another's matmul: a reduce read by two kernels is computed once (also when the kernel that first rendered it
inline is still being built), and an activation between two matmuls is computed once as the first one's epilogue, not once per
output column of the second. Checked by GlobalCounters.global_ops against the FLOP formula and the values against float64 numpy,
at every FUSE_BROADCAST_REDUCE level."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor
from tinygrad.helpers import Context, GlobalCounters

rng = np.random.default_rng(5)
M, D, F = 16, 32, 64
X, A, WO, W1, W2 = (rng.standard_normal(s).astype(np.float32) * 0.3 for s in [(M, D), (M, D), (D, D), (D, F), (F, D)])

def np_layernorm(x: np.ndarray) -> np.ndarray: return (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5)
def np_gelu(x: np.ndarray) -> np.ndarray: return 0.5 * x * (1 + np.tanh(0.7978845608 * (x + 0.044715 * x ** 3)))

def run(fn) -> tuple[np.ndarray, int]:
  GlobalCounters.reset()
  out = fn().numpy()
  return out, GlobalCounters.global_ops

@pytest.mark.parametrize("fuse", [0, 1, 2])
def test_residual_matmul_read_by_two_kernels(fuse):
  # x1 = x + a @ wo feeds a layernorm -> matmul and the residual: a @ wo is one kernel's work, read by both
  def f():
    x1 = Tensor(X) + Tensor(A) @ Tensor(WO)
    return x1 + x1.layernorm() @ Tensor(W1) @ Tensor(W2)
  with Context(FUSE_BROADCAST_REDUCE=fuse): out, ops = run(f)
  x, a, wo, w1, w2 = (t.astype(np.float64) for t in (X, A, WO, W1, W2))
  x1 = x + a @ wo
  np.testing.assert_allclose(out, x1 + np_layernorm(x1) @ w1 @ w2, rtol=1e-4, atol=1e-4)
  matmuls = 2 * M * D * D + 2 * M * D * F + 2 * M * F * D
  assert ops < matmuls + 2 * M * D * D // 3, f"{ops} ops for {matmuls} of matmuls: a @ wo was computed twice"

@pytest.mark.parametrize("fuse", [0, 1, 2])
@pytest.mark.parametrize("act", ["gelu", "relu", "silu"])
def test_activation_between_matmuls_computed_once(fuse, act):
  b1, w3 = rng.standard_normal(F).astype(np.float32), rng.standard_normal((F, 128)).astype(np.float32)
  with Context(FUSE_BROADCAST_REDUCE=fuse):
    out, ops = run(lambda: getattr(Tensor(X) @ Tensor(W1) + Tensor(b1), act)() @ Tensor(w3))
    h = Tensor(X.astype(np.float64) @ W1 + b1, dtype="float32").realize()
    _, act_ops = run(lambda: getattr(h, act)())
  h64 = X.astype(np.float64) @ W1 + b1
  ref = {"gelu": np_gelu(h64), "relu": np.maximum(h64, 0), "silu": h64 / (1 + np.exp(-h64))}[act] @ w3
  np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)
  # recomputed per tile of the second matmul's 128 output columns, the activation would cost 8x (tiles of 16) or more
  matmuls = 2 * M * D * F + 2 * M * F * 128
  assert ops <= matmuls + 2 * act_ops + M * F, f"{ops} ops, {matmuls} of matmuls, {act_ops} for the {act}: it was recomputed"
