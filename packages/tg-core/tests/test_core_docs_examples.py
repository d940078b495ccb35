"""Numbers from tinygrad's documented examples and user flows, checked against numpy / float64 oracles."""
import numpy as np
import pytest
from tinygrad import Tensor

GRID = np.concatenate([[0.0, -0.0, 1e-30, -1e-30, 1e-8, 1e-5, 0.5, -0.5, 1.0, -1.0, 0.41421356, 0.41421357],
                                  np.linspace(-1, 1, 2001), np.geomspace(1e-20, 1e20, 401), -np.geomspace(1e-20, 1e20, 401)]).astype(np.float32)

def _relerr(got: np.ndarray, ref: np.ndarray) -> float:
  m = np.isfinite(ref)
  return float(np.max(np.abs(got[m] - ref[m]) / np.maximum(np.abs(ref[m]), np.finfo(np.float32).tiny)))

@pytest.mark.parametrize("name,ref", [("atan", np.arctan), ("asin", np.arcsin)])
def test_inverse_trig_relative_error(name, ref):
  # the docs' atan example prints atan(0); it was 1.2e-7 (and atan(1e-8) 1.2e-7, atan(inf) NaN)
  x = GRID if name == "atan" else GRID[np.abs(GRID) <= 1]
  got = getattr(Tensor(x), name)().numpy()
  want = ref(x.astype(np.float64))
  assert _relerr(got, want) < 5e-7
  np.testing.assert_array_equal(np.signbit(got[want == 0]), np.signbit(want[want == 0]))

def test_inverse_trig_special_values():
  x = np.array([np.inf, -np.inf, np.nan, 1.5, -2.0], dtype=np.float32)
  np.testing.assert_allclose(Tensor(x[:3]).atan().numpy(), np.arctan(x[:3]), rtol=1e-7)
  with np.errstate(invalid="ignore"): want = np.arcsin(x)
  np.testing.assert_array_equal(np.isnan(Tensor(x).asin().numpy()), np.isnan(want))

def test_acos_absolute_error():
  x = np.linspace(-1, 1, 4001, dtype=np.float32)
  np.testing.assert_allclose(Tensor(x).acos().numpy(), np.arccos(x.astype(np.float64)), atol=5e-7, rtol=0)

@pytest.mark.parametrize("name,dfn", [("atan", lambda x: 1 / (1 + x * x)), ("asin", lambda x: 1 / np.sqrt(1 - x * x))])
def test_inverse_trig_gradient(name, dfn):
  xs = np.array([0.0, 1e-6, 0.3, -0.45, 0.6, -0.9] + ([2.0, -40.0] if name == "atan" else []), dtype=np.float32)
  t = Tensor(xs, requires_grad=True)
  getattr(t, name)().sum().backward()
  assert t.grad is not None
  np.testing.assert_allclose(t.grad.numpy(), dfn(xs.astype(np.float64)), rtol=2e-5)

def test_batchnorm_state_shapes_match_torch():
  # torch registers num_batches_tracked as a 0-d long tensor (torch.tensor(0)); a (1,) buffer saved to safetensors differs from torch's
  from tinygrad import Context, dtypes, nn
  from tinygrad.nn.state import get_state_dict
  bn = nn.BatchNorm(3)
  x = np.arange(2 * 3 * 4, dtype=np.float32).reshape(2, 3, 4)
  with Context(TRAINING=1): bn(Tensor(x)).realize()
  shapes = {k: v.shape for k, v in get_state_dict(bn).items()}
  assert shapes == {"weight": (3,), "bias": (3,), "running_mean": (3,), "running_var": (3,), "num_batches_tracked": ()}
  assert bn.num_batches_tracked.dtype == dtypes.int64 and bn.num_batches_tracked.item() == 1
  np.testing.assert_allclose(bn.running_mean.numpy(), 0.1 * x.mean((0, 2)), rtol=1e-6)
  np.testing.assert_allclose(bn.running_var.numpy(), 0.9 + 0.1 * x.var((0, 2), ddof=1), rtol=1e-6)

def test_sparse_crossentropy_negative_ignore_index():
  # a target equal to a negative ignore_index must drop out of both the sum and the count (torch's cross_entropy)
  rng = np.random.default_rng(1)
  logits = rng.standard_normal((6, 5)).astype(np.float32)
  y = np.array([0, -1, 4, 2, -1, 3])
  lsm = logits.astype(np.float64) - np.log(np.exp(logits.astype(np.float64)).sum(-1, keepdims=True))
  keep = y != -1
  want = -lsm[np.arange(6)[keep], y[keep]].mean()
  got = Tensor(logits).sparse_categorical_crossentropy(Tensor(y.astype(np.int32)), ignore_index=-1).item()
  np.testing.assert_allclose(got, want, rtol=1e-5)

@pytest.mark.parametrize("wd", [0.1, 0.5])
def test_muon_weight_decay_is_decoupled(wd):
  # Muon decays after momentum and orthogonalisation: p1(wd) = p1(0) - lr*wd*p0 (the paper's and torch.optim.Muon's rule); wd was ignored
  from tinygrad import Context
  from tinygrad.nn import optim
  rng = np.random.default_rng(2)
  p0, g = rng.standard_normal((6, 4)).astype(np.float32), rng.standard_normal((6, 4)).astype(np.float32)
  def step(wd_: float) -> np.ndarray:
    p = Tensor(p0.copy(), requires_grad=True)
    opt = optim.Muon([p], lr=0.05, weight_decay=wd_)
    with Context(TRAINING=1):
      opt.zero_grad()
      (p * Tensor(g)).sum().backward()
      opt.step()
    return p.numpy().astype(np.float64)
  np.testing.assert_allclose(step(wd) - step(0.0), -0.05 * wd * p0.astype(np.float64), atol=2e-6)

def test_tensor_repr_format():
  # tinygrad prints a tensor as <Tensor <UOp DEVICE SHAPE DTYPE> on DEVICE with grad GRAD>
  from tinygrad import dtypes
  t = Tensor.ones(2, 3, dtype=dtypes.half).sum(0)
  assert repr(t) == f"<Tensor <UOp {t.device} (3,) half> on {t.device} with grad None>" == str(t)
  x = Tensor([1.0, 2.0], requires_grad=True)
  (x * x).sum().backward()
  assert repr(x).startswith(f"<Tensor <UOp {x.device} (2,) float> on {x.device} with grad UOp(")

def test_cos_tan_near_cos_zeros():
  # float32(k*pi/2) lies within an ulp of a zero of cos: 1 - 2 sin^2(x/2) cancelled there, tan(float32(pi/2)) printed -7.4e6 (numpy -2.29e7)
  x = (np.arange(1, 2600, 2) * np.pi / 2).astype(np.float32)
  ref = np.cos(x.astype(np.float64))
  np.testing.assert_allclose(Tensor(x).cos().numpy(), ref, rtol=1e-3, atol=0)
  np.testing.assert_allclose(Tensor(x).tan().numpy(), np.tan(x.astype(np.float64)), rtol=1e-3, atol=0)
  x = np.array([0, np.pi / 4, np.pi / 2, 3 * np.pi / 4, np.pi], dtype=np.float32)
  np.testing.assert_allclose(Tensor(x).tan().numpy(), np.tan(x.astype(np.float64)), rtol=1e-5, atol=1e-7)

def test_cos_absolute_error_and_gradient():
  x = np.concatenate([np.linspace(-5000, 5000, 100001), [0.0, -0.0, 1e5, -3e6, 1e10]]).astype(np.float32)
  np.testing.assert_allclose(Tensor(x).cos().numpy(), np.cos(x.astype(np.float64)), atol=2.5e-7, rtol=0)
  xs = np.array([0.0, 0.3, 2.0, -5.0, 1000.5, 5000.0], dtype=np.float32)
  t = Tensor(xs, requires_grad=True)
  t.cos().sum().backward()
  assert t.grad is not None
  np.testing.assert_allclose(t.grad.numpy(), -np.sin(xs.astype(np.float64)), atol=1e-6)
  from tinygrad import dtypes
  x64 = np.linspace(-50, 50, 1001)
  np.testing.assert_allclose(Tensor(x64, dtype=dtypes.float64).cos().numpy(), np.cos(x64), atol=1e-14, rtol=0)

def test_sin_gradient_large_argument():
  xs = np.array([0.0, 1e-3, 0.7, -3.0, 1000.5, 4000.0, -5000.0, 2e4], dtype=np.float32)
  t = Tensor(xs, requires_grad=True)
  t.sin().sum().backward()
  assert t.grad is not None
  np.testing.assert_allclose(t.grad.numpy(), np.cos(xs.astype(np.float64)), atol=3e-7)

@pytest.mark.parametrize("a", [np.array(3.0, dtype=np.float32), np.array(True), np.arange(6, dtype=np.int32).reshape(2, 3)])
def test_data_memoryview_matches_numpy(a):
  # Tensor.data() of a 0-d tensor was 1-d (np.ascontiguousarray); numpy's own memoryview is the oracle
  m, want = Tensor(a).data(), memoryview(a)
  assert (m.shape, m.format, m.tolist()) == (want.shape, want.format, want.tolist())

@pytest.mark.parametrize("name", ["round", "ceil", "floor", "trunc"])
def test_rounding_matches_numpy_with_signed_zero(name):
  x = np.array([-0.5, -0.4, -0.0, 0.0, 0.4, 0.5, -1.5, -2.5, 2.5, 1.5, -0.7, 3.49, np.inf, -np.inf, np.nan], dtype=np.float32)
  got, want = getattr(Tensor(x), name)().numpy(), getattr(np, name)(x)
  np.testing.assert_array_equal(got, want)
  np.testing.assert_array_equal(np.signbit(got), np.signbit(want))

def test_bare_import_reaches_nn():
  # `import tinygrad` then tinygrad.nn.Linear works in tinygrad; it raised AttributeError here
  import subprocess, sys
  code = "import tinygrad; l = tinygrad.nn.Linear(2, 3); print(l.weight.shape, tinygrad.dtype.dtypes.float, hasattr(tinygrad, 'nosuch'))"
  out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
  assert out.returncode == 0, out.stderr
  assert out.stdout.split() == ["(3,", "2)", "dtypes.float", "False"]
