"""Tensor elementwise math, comparisons, casting and dtype rules against numpy (and torch when installed)."""
import math
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.dtype import DType

def close(t: Tensor, ref, rtol=1e-5, atol=1e-6, dtype: DType | None = None):
  out = t.numpy()
  ref = np.asarray(ref)
  assert out.shape == ref.shape, f"shape {out.shape} != {ref.shape}"
  if dtype is not None: assert t.dtype == dtype, f"dtype {t.dtype} != {dtype}"
  np.testing.assert_allclose(out, ref, rtol=rtol, atol=atol, equal_nan=True)

SHAPES = [(), (1,), (0,), (3,), (2, 3), (1, 4), (2, 0, 3), (2, 1, 3)]
rng = np.random.RandomState(0)

@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("name, fn, lo, hi", [
  ("neg", lambda x: -x, -3, 3), ("exp", np.exp, -3, 3), ("log", np.log, 0.1, 5), ("sqrt", np.sqrt, 0, 5), ("sin", np.sin, -4, 4),
  ("cos", np.cos, -4, 4), ("tanh", np.tanh, -3, 3), ("sigmoid", lambda x: 1 / (1 + np.exp(-x)), -5, 5), ("abs", np.abs, -3, 3),
  ("relu", lambda x: np.maximum(x, 0), -3, 3), ("exp2", np.exp2, -3, 3), ("log2", np.log2, 0.1, 5), ("reciprocal", lambda x: 1 / x, 0.5, 3),
  ("floor", np.floor, -3, 3), ("ceil", np.ceil, -3, 3), ("trunc", np.trunc, -3, 3), ("square", np.square, -3, 3),
  ("rsqrt", lambda x: 1 / np.sqrt(x), 0.2, 4), ("log10", np.log10, 0.1, 5), ("sinh", np.sinh, -2, 2), ("cosh", np.cosh, -2, 2),
  ("asin", np.arcsin, -0.99, 0.99), ("acos", np.arccos, -0.99, 0.99), ("atan", np.arctan, -3, 3), ("asinh", np.arcsinh, -3, 3),
  ("acosh", np.arccosh, 1.1, 4), ("atanh", np.arctanh, -0.9, 0.9), ("sign", np.sign, -3, 3), ("tan", np.tan, -1.2, 1.2),
  ("softplus", lambda x: np.log1p(np.exp(x)), -3, 3), ("erf", np.vectorize(math.erf, otypes=[np.float64]), -2, 2)])
def test_unary_matches_numpy(shape, name, fn, lo, hi):
  x = rng.uniform(lo, hi, size=shape).astype(np.float32)
  close(getattr(Tensor(x), name)(), fn(x.astype(np.float64)).astype(np.float32), rtol=2e-4, atol=2e-4, dtype=dtypes.float32)

def test_round_is_half_to_even():
  x = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 0.4, 0.6, -0.6], np.float32)
  close(Tensor(x).round(), np.round(x))

@pytest.mark.parametrize("a_shape, b_shape", [((3,), (3,)), ((2, 3), (3,)), ((2, 1), (1, 4)), ((0, 3), (3,)), ((), (2, 2)), ((1,), ())])
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div", "maximum", "minimum", "lt", "gt", "le", "ge", "eq", "ne", "pow"])
def test_binary_broadcasting(a_shape, b_shape, op):
  a, b = rng.uniform(0.5, 2, a_shape).astype(np.float32), rng.uniform(0.5, 2, b_shape).astype(np.float32)
  ref = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide, "maximum": np.maximum, "minimum": np.minimum, "lt": np.less,
         "gt": np.greater, "le": np.less_equal, "ge": np.greater_equal, "eq": np.equal, "ne": np.not_equal, "pow": np.power}[op](a, b)
  ta, tb = Tensor(a), Tensor(b)
  out = {"le": lambda: ta <= tb, "ge": lambda: ta >= tb, "eq": lambda: ta == tb, "ne": lambda: ta != tb}.get(op, lambda: getattr(ta, op)(tb))()
  close(out, ref, rtol=1e-5, dtype=dtypes.bool if ref.dtype == np.bool_ else dtypes.float32)

def test_python_operators_and_reflected():
  a = np.array([1.5, -2.0, 3.0], np.float32)
  t = Tensor(a)
  close(2 - t, 2 - a)
  close(2 / t, 2 / a)
  close(t ** 2, a ** 2)
  close(2 ** t, 2 ** a, rtol=1e-5)
  close(-t, -a)
  close(t // 2, a // 2)
  close(t % 2, a % 2)

def test_int_ops_floor_semantics():
  a, b = np.array([7, -7, 7, -7, 0], np.int32), np.array([2, 2, -2, -2, 3], np.int32)
  ta, tb = Tensor(a), Tensor(b)
  close(ta // tb, a // b, dtype=dtypes.int32)
  close(ta % tb, a % b, dtype=dtypes.int32)
  close(ta.div(tb, rounding_mode="trunc"), np.trunc(a / b).astype(np.int32))
  close(ta.fmod(tb), np.fmod(a, b))
  close(ta / tb, (a / b).astype(np.float32), dtype=dtypes.float32)

def test_bitwise_and_shifts():
  a, b = np.array([1, 6, 255, 12], np.int32), np.array([3, 5, 15, 2], np.int32)
  ta, tb = Tensor(a), Tensor(b)
  close(ta & tb, a & b)
  close(ta | tb, a | b)
  close(ta ^ tb, a ^ b)
  close(ta << 2, a << 2)
  close(ta >> 1, a >> 1)
  close(~ta, ~a)
  close(~Tensor([True, False]), np.array([False, True]))
  with pytest.raises(RuntimeError): Tensor([1.0]) & Tensor([2.0])

@pytest.mark.parametrize("dt, scalar, expected", [
  (dtypes.int8, 1, dtypes.int8), (dtypes.float16, 2.5, dtypes.float16), (dtypes.int32, 1.5, dtypes.weakfloat), (dtypes.uint8, 3, dtypes.uint8),
  (dtypes.bool, True, dtypes.bool), (dtypes.float32, 2, dtypes.float32)])
def test_weak_scalars_adopt_tensor_dtype(dt, scalar, expected):
  t = Tensor([1, 2, 3], dtype=dt)
  assert (t + scalar).dtype == expected if dt != dtypes.bool else (t | scalar).dtype == expected

def test_weak_results_read_as_defaults():
  t = Tensor([1, 2, 3], dtype=dtypes.int32) + 1.5
  assert t.dtype == dtypes.weakfloat and t.numpy().dtype == np.float32
  np.testing.assert_allclose(t.numpy(), [2.5, 3.5, 4.5])
  c = Tensor(3) + 4
  assert c.device is None and c.dtype == dtypes.weakint and c.item() == 7 and c.numpy().dtype == np.int32

@pytest.mark.parametrize("a, b, expected", [(dtypes.int8, dtypes.uint8, dtypes.int16), (dtypes.int32, dtypes.uint32, dtypes.int64),
                                            (dtypes.float16, dtypes.bfloat16, dtypes.float32), (dtypes.int64, dtypes.float16, dtypes.float16)])
def test_promotion_lattice(a, b, expected):
  assert (Tensor([1], dtype=a) + Tensor([1], dtype=b)).dtype == expected

def test_transcendental_of_ints_is_float_and_half_roundtrips():
  assert Tensor([1, 2]).exp().dtype == dtypes.float32 and Tensor([1, 2]).sqrt().dtype == dtypes.float32
  h = Tensor(np.array([0.5, 1.0], np.float16))
  assert h.exp().dtype == dtypes.float16
  close(h.exp(), np.exp(np.array([0.5, 1.0], np.float16)), rtol=1e-3)

def test_cast_and_bitcast():
  x = np.array([1.7, -2.3, 0.0], np.float32)
  close(Tensor(x).cast(dtypes.int32), x.astype(np.int32), dtype=dtypes.int32)
  close(Tensor(x).bitcast(dtypes.uint32), x.view(np.uint32))
  close(Tensor(x).cast("half"), x.astype(np.float16), rtol=1e-3, dtype=dtypes.half)
  close(Tensor(np.arange(8, dtype=np.uint8)).bitcast(dtypes.uint32), np.arange(8, dtype=np.uint8).view(np.uint32))
  assert Tensor(x).cast(dtypes.float32) is not None and Tensor(x).float().dtype == dtypes.float32
  with pytest.raises(RuntimeError): Tensor([1.0]).cast(dtypes.weakfloat).bitcast(dtypes.int32)

def test_where_masked_fill_clamp_lerp():
  x = np.array([-2.0, -0.5, 0.5, 2.0], np.float32)
  t = Tensor(x)
  close((t > 0).where(t, 0.0), np.where(x > 0, x, 0))
  close(t.masked_fill(t < 0, 9.0), np.where(x < 0, 9, x))
  close(t.clamp(-1, 1), np.clip(x, -1, 1))
  close(t.lerp(Tensor(np.ones(4, np.float32)), 0.25), x + (1 - x) * 0.25)
  with pytest.raises(RuntimeError): t.clamp()

def test_activations():
  x = np.linspace(-3, 3, 13).astype(np.float32)
  t = Tensor(x)
  sig = 1 / (1 + np.exp(-x))
  close(t.silu(), x * sig, atol=1e-5)
  close(t.leaky_relu(0.1), np.where(x < 0, 0.1 * x, x))
  close(t.elu(), np.where(x > 0, x, np.exp(x) - 1), atol=1e-5)
  close(t.relu6(), np.clip(x, 0, 6))
  close(t.hardtanh(), np.clip(x, -1, 1))
  close(t.gelu(approximate="none"), 0.5 * x * (1 + np.vectorize(math.erf)(x / np.sqrt(2))), atol=2e-4)
  close(t.softsign(), x / (1 + np.abs(x)))
  close(t.logsigmoid(), np.log(sig), atol=1e-5)
  with pytest.raises(RuntimeError): t.gelu(approximate="x")

def test_isnan_isinf_isclose_copysign():
  x = np.array([1.0, np.nan, np.inf, -np.inf, -0.0], np.float32)
  t = Tensor(x)
  close(t.isnan(), np.isnan(x))
  close(t.isinf(), np.isinf(x))
  close(t.isinf(detect_negative=False), np.isposinf(x))
  close(t.isfinite(), np.isfinite(x))
  close(Tensor([1.0, 2.0]).isclose(Tensor([1.0 + 1e-7, 2.1])), np.array([True, False]))
  close(Tensor([1.0, 2.0, 3.0]).copysign(Tensor([-1.0, -0.0, 0.0])), np.copysign([1.0, 2.0, 3.0], [-1.0, -0.0, 0.0]).astype(np.float32))

def test_pow_int_negative_exponent_raises():
  with pytest.raises(RuntimeError): Tensor([2, 3]) ** -1
  close(Tensor([2, 3]) ** 3, np.array([8, 27]))
  close(Tensor([-2.0, 2.0]) ** 3, np.array([-8.0, 8.0]))
  close(Tensor([-8.0, 0.0]) ** Tensor([0.5, 0.0]), np.array([np.nan, 1.0]))

def test_torch_agrees_when_installed():
  torch = pytest.importorskip("torch")
  x = rng.randn(3, 4).astype(np.float32)
  close(Tensor(x).gelu(), torch.nn.functional.gelu(torch.tensor(x), approximate="tanh").numpy(), atol=1e-5)
