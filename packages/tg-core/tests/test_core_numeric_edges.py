"""Edge values of float and int arithmetic against numpy (or a float64 formula rounded to the dtype, for bfloat16): subnormals,
signed zeros, max, inf and nan through every binary op, logaddexp, low-precision pow, rand's range, Python int operand ranges,
int reductions and empty reductions."""
import itertools
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.dtype import DType
from tinygrad.tensor import _to_np_dtype

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
FLOATS = [dtypes.float16, dtypes.bfloat16, dtypes.float32, dtypes.float64]
# explicit mantissa bits, min normal exponent, max finite value
FMT = {dtypes.float16: (10, -14, 65504.0), dtypes.bfloat16: (7, -126, (2 - 2**-7) * 2.0**127),
       dtypes.float32: (23, -126, float(np.finfo(np.float32).max)), dtypes.float64: (52, -1022, float(np.finfo(np.float64).max))}

def round_to(x, dt: DType) -> np.ndarray:
  """Round float64 values to dt's format, nearest even (the exact result for one op whose float64 value has >= 2p+2 bits)."""
  m, emin, fmax = FMT[dt]
  x = np.asarray(x, np.float64)
  if dt == dtypes.float64: return x.copy()
  with np.errstate(all="ignore"):
    e = np.maximum(np.frexp(x)[1] - 1, emin)
    q = np.ldexp(1.0, e - m)
    r = np.where(np.isfinite(x), np.round(x / q) * q, x)
    return np.where(np.abs(r) > fmax, np.copysign(np.inf, x), r)

def edge_values(dt: DType) -> np.ndarray:
  m, emin, fmax = FMT[dt]
  tiny, sub = 2.0**emin, 2.0**(emin - m)
  pos = [0.0, sub, 3 * sub, tiny - sub, tiny, 0.5, 1.0, 1.5, 3.0, 1 / 3, 2.0**(m + 1), fmax / 2, fmax, np.inf]
  return round_to(np.array(pos + [-v for v in pos] + [np.nan]), dt)

def to_tensor(x: np.ndarray, dt: DType, dev: str) -> Tensor:
  """A dt tensor holding x's values exactly (bfloat16 by an exact cast from float32)."""
  if dt == dtypes.bfloat16: return Tensor(x.astype(np.float32), device=dev).cast(dt)
  return Tensor(x.astype({dtypes.float16: np.float16, dtypes.float32: np.float32, dtypes.float64: np.float64}[dt]), device=dev)

def to_np(t: Tensor) -> np.ndarray: return (t.cast(dtypes.float32) if t.dtype == dtypes.bfloat16 else t).numpy().astype(np.float64)

def assert_bits(got: np.ndarray, want: np.ndarray, what: str):
  """Equal bit for bit: same values, same sign of zeros, NaN where NaN."""
  same = (got == want) & (np.signbit(got) == np.signbit(want)) | (np.isnan(got) & np.isnan(want))
  assert same.all(), f"{what}: {(~same).sum()} differ, first {np.argwhere(~same)[:4].ravel().tolist()}: got {got[~same][:4]} want {want[~same][:4]}"

def pairs(dt: DType) -> tuple[np.ndarray, np.ndarray]:
  v = edge_values(dt)
  a, b = (np.array(x) for x in zip(*itertools.product(v, v)))
  rng = np.random.default_rng(0)
  ra, rb = (round_to(rng.standard_normal(2000) * np.exp2(rng.integers(-8, 8, 2000)), dt) for _ in range(2))
  return np.concatenate([a, ra]), np.concatenate([b, rb])

def test_round_to_is_numpy_rounding():
  x = np.random.default_rng(1).standard_normal(5000) * np.exp2(np.random.default_rng(2).integers(-30, 20, 5000))
  x = np.concatenate([x, [65520.0, 65519.99, 2.0**-25, 2.0**-24 * 1.5, 1e-300, np.inf, -np.inf]])
  with np.errstate(over="ignore"): want16 = x.astype(np.float16)
  assert_bits(round_to(x, dtypes.float16), want16.astype(np.float64), "round_to float16")
  assert_bits(round_to(x, dtypes.float32), x.astype(np.float32).astype(np.float64), "round_to float32")

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", FLOATS, ids=str)
def test_true_division_correctly_rounded(dev: str, dt: DType):
  a, b = pairs(dt)
  with np.errstate(all="ignore"): want = round_to(a / b, dt)
  assert_bits(to_np(to_tensor(a, dt, dev) / to_tensor(b, dt, dev)), want, f"{dt} a / b")

def ulps(got: np.ndarray, want: np.ndarray, dt: DType) -> np.ndarray:
  """|got - want| in units of dt's spacing at want (0 where both are the same inf or NaN)."""
  m, emin, _ = FMT[dt]
  with np.errstate(all="ignore"):
    q = np.ldexp(1.0, np.maximum(np.frexp(want)[1] - 1, emin) - m)
    d = np.abs(got - want) / q
  return np.where((got == want) | (np.isnan(got) & np.isnan(want)), 0, np.where(np.isfinite(want), d, np.inf))

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", FLOATS, ids=str)
def test_logaddexp_edges_and_accuracy(dev: str, dt: DType):
  v = edge_values(dt)
  a, b = (np.array(x) for x in zip(*itertools.product(v, v)))
  rng = np.random.default_rng(3)
  ra, rb = (round_to(rng.uniform(-30, 30, 1000), dt) for _ in range(2))
  a, b = np.concatenate([a, ra, [0.0, -20.0, 1e-3]]), np.concatenate([b, rb, [-20.0, 0.0, -1e-3]])  # log1p range: results ~2e-9
  with np.errstate(all="ignore"): want = round_to(np.logaddexp(a, b), dt)
  got = to_np(to_tensor(a, dt, dev).logaddexp(to_tensor(b, dt, dev)))
  special = ~np.isfinite(want) | ~np.isfinite(a) | ~np.isfinite(b)
  assert_bits(got[special], want[special], f"{dt} logaddexp of inf/nan")
  # halfs compute in float32 and round once; float32/64 are bounded by exp's error (exp(x) = exp2(x / log 2): ~x ulps at x = -30)
  assert ulps(got, want, dt).max() <= {dtypes.float32: 32, dtypes.float64: 64}.get(dt, 1)

def test_logaddexp_python_scalar_and_grad():
  x = np.array([-3.0, 0.0, 2.0, 50.0], np.float32)
  np.testing.assert_allclose(Tensor(x).logaddexp(1.5).numpy(), np.logaddexp(x, np.float32(1.5)), rtol=1e-6)
  a, b = Tensor(x, requires_grad=True), Tensor(x[::-1].copy(), requires_grad=True)
  a.logaddexp(b).sum().backward()
  r = np.logaddexp(x, x[::-1])
  np.testing.assert_allclose(a.grad.numpy(), np.exp(x - r), rtol=1e-5)  # d/da log(e^a + e^b) = e^a / (e^a + e^b)
  np.testing.assert_allclose(b.grad.numpy(), np.exp(x[::-1] - r), rtol=1e-5)

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", [dtypes.float16, dtypes.bfloat16], ids=str)
def test_half_pow_computes_in_float32(dev: str, dt: DType):
  fmax = FMT[dt][2]
  rng = np.random.default_rng(4)
  a = np.concatenate([[fmax, fmax, -fmax, 2.0, 0.5, 3.0, 10.0, -2.0, 0.0, -0.0, np.inf, 1.0], round_to(rng.uniform(0, 8, 500), dt)])
  b = np.concatenate([[1.0, 0.5, 1.0, 15.0, -3.0, 2.5, 4.0, 3.0, -1.0, 3.0, -0.5, np.nan], round_to(rng.uniform(-5, 5, 500), dt)])
  with np.errstate(all="ignore"): want = round_to(np.power(a, b), dt)  # numpy's float16 power: float32 powf, rounded once
  got = to_np(to_tensor(a, dt, dev) ** to_tensor(b, dt, dev))
  assert_bits(got[:12], want[:12], f"{dt} pow specials")
  assert ulps(got, want, dt).max() <= 1 and (got == want).mean() > 0.97
  with np.errstate(over="ignore"): want3 = round_to(a[:12].astype(np.float32) ** 3, dt)
  np.testing.assert_array_equal(to_np(to_tensor(a[:12], dt, dev) ** 3), want3)

def test_float16_pow_matches_numpy_float16():
  a, b = np.array([65504, 65504, 300, 2, 0.1], np.float16), np.array([1, 0.999, 2, 15, 3], np.float16)
  with np.errstate(over="ignore"): want = a ** b
  np.testing.assert_array_equal((Tensor(a) ** Tensor(b)).numpy(), want)
  np.testing.assert_array_equal((Tensor(a) ** 1).numpy(), a)

@pytest.mark.parametrize("dt", [dtypes.float16, dtypes.bfloat16], ids=str)
def test_narrow_rand_never_one(dt: DType):
  Tensor.manual_seed(0)
  r = Tensor.rand(100_000, dtype=dt).cast(dtypes.float32).numpy()
  assert r.max() < 1.0 and r.min() >= 0.0 and abs(r.mean() - 0.5) < 0.01

def test_float32_rand_stream_unchanged():
  # float32 rand is the top 23 bits of each threefry word under 1.0: the same words through randint(high=2**23) give its mantissa
  Tensor.manual_seed(11)
  f = Tensor.rand(5000).numpy()
  Tensor.manual_seed(11)
  w = Tensor.randint(5000, low=0, high=2**23).numpy()
  np.testing.assert_array_equal(f, w.astype(np.float32) * np.float32(2.0**-23))

@pytest.mark.parametrize("dt", [dtypes.float16, dtypes.bfloat16, dtypes.float32, dtypes.float64], ids=str)
@pytest.mark.parametrize("low,high", [(10.0, 11.0), (0.0, 1.0), (-3.0, 1e-3)])
def test_uniform_stays_below_high(dt: DType, low: float, high: float):
  Tensor.manual_seed(1)
  u = to_np(Tensor.uniform(50_000, low=low, high=high, dtype=dt))
  assert u.min() >= round_to(low, dt) and u.max() < high

def test_randint_reaches_every_value_and_big_ranges():
  Tensor.manual_seed(2)
  r = Tensor.randint(200_000, low=0, high=2**24).numpy()
  assert 0.49 < (r % 2).mean() < 0.51 and r.min() >= 0 and r.max() < 2**24  # a float32 uniform gave only even values past 2**23
  r = Tensor.randint(20, low=3, high=7).numpy()
  assert r.dtype == np.int32 and r.min() >= 3 and r.max() < 7
  r = Tensor.randint(4000, low=-2**40, high=2**40, dtype=dtypes.int64).numpy()
  assert r.min() >= -2**40 and r.max() < 2**40 and r.min() < -2**39 and r.max() > 2**39
  r = Tensor.randint(1000, low=2**64 - 4, high=2**64, dtype=dtypes.uint64).numpy()
  assert set(r.tolist()) == set(range(2**64 - 4, 2**64))
  with pytest.raises(ValueError, match="does not fit"): Tensor.randint(3, low=0, high=300, dtype=dtypes.uint8)

INTS = [dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.uint16, dtypes.int32, dtypes.uint32, dtypes.int64, dtypes.uint64]

@pytest.mark.parametrize("dt", INTS, ids=str)
def test_python_int_operand_checked_by_dtype_range(dt: DType):
  npdt = _to_np_dtype(dt)
  lo, hi = int(dt.min), int(dt.max)
  a = np.array([1, 0], npdt)
  for v in (lo - 1, hi + 1, hi * 2 + 2, -1 if lo == 0 else lo * 2):
    for op in (lambda x, v: x + v, lambda x, v: x * v, lambda x, v: v - x):
      with pytest.raises(OverflowError): op(a, v)
      with pytest.raises(OverflowError, match="out of bounds"): op(Tensor(a), v)
  for v in (lo, hi):  # the dtype's own range is fine and wraps as numpy's
    for op in (lambda x, v: x + v, lambda x, v: x * v, lambda x, v: x - v):
      with np.errstate(over="ignore"): want = op(a, v)
      assert op(Tensor(a), v).numpy().tolist() == want.tolist()

def test_unsigned_neg_and_arange_wrap_as_numpy():
  a = np.array([0, 1, 200], np.uint8)
  assert (-Tensor(a)).numpy().tolist() == (-a).tolist()
  assert (Tensor(a) - 1).numpy().tolist() == (a - np.uint8(1)).tolist()
  assert Tensor.arange(5, dtype=dtypes.uint64).numpy().tolist() == list(range(5))

@pytest.mark.parametrize("shape,axis", [((0,), None), ((0,), 0), ((0, 3), 0), ((3, 0), 1), ((0, 0), 0), ((2, 0, 3), (0, 1)), ((0, 3), None)])
@pytest.mark.parametrize("op", ["max", "min", "argmax", "argmin"])
@pytest.mark.parametrize("dt", [dtypes.float32, dtypes.int32, dtypes.uint8, dtypes.bool], ids=str)
def test_empty_axis_reductions_raise(shape, axis, op: str, dt: DType):
  if op.startswith("arg") and isinstance(axis, tuple): return
  with pytest.raises(ValueError): getattr(np.zeros(shape, _to_np_dtype(dt)), op)(axis=axis)
  with pytest.raises(ValueError, match="size 0"): getattr(Tensor.zeros(*shape, dtype=dt), op)(axis)

@pytest.mark.parametrize("op", ["max", "min", "argmax", "argmin"])
def test_reducing_nonempty_axis_of_empty_tensor_is_fine(op: str):
  a = np.zeros((0, 3), np.float32)
  assert getattr(Tensor(a), op)(1).numpy().shape == getattr(a, op)(axis=1).shape == (0,)

def test_softmax_logsumexp_of_empty_axis_keep_working():
  assert Tensor.zeros(0, 3).softmax(0).shape == (0, 3) and Tensor.zeros(3, 0).log_softmax(1).shape == (3, 0)
  assert Tensor.zeros(0, 3).logsumexp(0).numpy().tolist() == [-np.inf] * 3  # log(sum of nothing) = log(0), as torch

REDUCE_NP = {"sum": lambda a, dt: a.sum(axis=0, dtype=dt), "prod": lambda a, dt: a.prod(axis=0, dtype=dt),
             "cumsum": lambda a, dt: a.cumsum(axis=0, dtype=dt), "cumprod": lambda a, dt: a.cumprod(axis=0, dtype=dt)}

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("op", REDUCE_NP)
@pytest.mark.parametrize("dt", [dtypes.int8, dtypes.uint8, dtypes.int32, dtypes.uint32], ids=str)
def test_int_reduce_dtype_rule_and_acc_dtype(dev: str, op: str, dt: DType):
  a = np.array([[2**30 - 1, 7, 100], [3, 2**30, 120], [2**30, 5, 110], [11, 13, 127]], np.int64).astype(_to_np_dtype(dt))  # wraps
  t = Tensor(a, device=dev)
  # the documented rule (tinygrad's): sum/prod/cumsum accumulate in sum_acc_dtype (int8 -> int32, uint8 -> uint32, 32-bit stays),
  # cumprod in the input dtype; each wraps there exactly as numpy told to use that dtype
  rule = {"cumprod": dt}.get(op, {dtypes.int8: dtypes.int32, dtypes.uint8: dtypes.uint32}.get(dt, dt))
  got = getattr(t, op)(0)
  assert got.dtype == rule
  with np.errstate(over="ignore"): np.testing.assert_array_equal(got.numpy(), REDUCE_NP[op](a, _to_np_dtype(rule)))
  # acc_dtype=int64 (or dtype=) gives numpy's default result
  want = getattr(np, op)(a, axis=0) if dtypes.is_unsigned(dt) is False else getattr(np, op)(a.astype(np.int64), axis=0)
  for kw in ({"acc_dtype": dtypes.int64}, {"dtype": dtypes.int64}):
    got = getattr(t, op)(0, **kw)
    assert got.dtype == dtypes.int64
    np.testing.assert_array_equal(got.numpy(), want)

def test_acc_dtype_conflict_raises():
  with pytest.raises(ValueError, match="disagree"): Tensor([1, 2]).sum(dtype=dtypes.int64, acc_dtype=dtypes.int32)
  assert Tensor([1.5, 2.25], dtype=dtypes.float16).sum(acc_dtype=dtypes.float32).dtype == dtypes.float32

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", FLOATS, ids=str)
def test_pow_one_is_identity_at_the_edges(dev: str, dt: DType):
  v = edge_values(dt)
  got = to_np(to_tensor(v, dt, dev) ** to_tensor(np.ones_like(v), dt, dev))
  assert_bits(got, v, f"{dt} x ** 1.0")  # C's pow(x, 1) is x: max ** 1 rounded through exp2(log2(max)) to inf

@pytest.mark.parametrize("dev", DEVICES)
def test_float64_fmod_mod_floordiv_exact_below_2_100(dev: str):
  rng = np.random.default_rng(5)
  n = 3000
  b = rng.uniform(0.5, 2, n) * np.exp2(rng.integers(-60, 60, n)) * rng.choice([-1, 1], n)
  q = np.exp2(rng.uniform(0, 95, n))
  a = b * q * rng.choice([-1, 1], n)  # fl(b * q): near-multiples, where a / b rounds to an integer
  a[:500] = np.nextafter(a[:500], np.inf)
  a = np.concatenate([a, [7.0, -7.0, 1e20, 12345678901234567.0, 6.0, -6.0, 5.0, 0.0, 1e-310]])
  b = np.concatenate([b, [0.1, 0.1, 3.0, 10.0, 3.0, 3.0, np.inf, 2.5, 3e-320]])
  ta, tb = Tensor(a, device=dev), Tensor(b, device=dev)
  assert_bits(ta.fmod(tb).numpy(), np.fmod(a, b), "float64 fmod")  # 7 % 0.1 gave 4e-16, 1e20 % 3 gave 4096
  assert_bits((ta % tb).numpy(), np.mod(a, b), "float64 %")
  assert_bits((ta // tb).numpy(), np.floor_divide(a, b), "float64 //")

EXACT_BINARY = {"add": (lambda x, y: x + y, np.add), "sub": (lambda x, y: x - y, np.subtract), "mul": (lambda x, y: x * y, np.multiply),
  "div": (lambda x, y: x / y, np.divide), "mod": (lambda x, y: x % y, np.mod), "fmod": (lambda x, y: x.fmod(y), np.fmod),
  "floordiv": (lambda x, y: x // y, np.floor_divide), "copysign": (lambda x, y: x.copysign(y), np.copysign),
  "maximum": (lambda x, y: x.maximum(y), np.maximum), "minimum": (lambda x, y: x.minimum(y), np.minimum),
  "lt": (lambda x, y: x < y, np.less), "le": (lambda x, y: x <= y, np.less_equal), "eq": (lambda x, y: x == y, np.equal),
  "ne": (lambda x, y: x != y, np.not_equal), "gt": (lambda x, y: x > y, np.greater), "ge": (lambda x, y: x >= y, np.greater_equal)}

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG", pytest.param("PYTHON", marks=pytest.mark.slow)])  # PYTHON: 3 s per dtype
@pytest.mark.parametrize("dt", FLOATS, ids=str)
def test_every_exact_binary_op_on_edge_values(dev: str, dt: DType):
  """0, -0, subnormals, the smallest normal, max, inf and NaN (both signs) against each other, bit for bit with numpy (float32 numpy
  rounded once for bfloat16, which computes in float32). Not compared: the sign of max/min of 0 and -0 (numpy returns its second
  argument, torch its first), and float64 fmod/%/// where |a / b| >= 2**100 (approximate there, see _fmod64)."""
  v = edge_values(dt)
  a, b = (np.array(x) for x in zip(*itertools.product(v, v)))
  ta, tb = to_tensor(a, dt, dev), to_tensor(b, dt, dev)
  names = list(EXACT_BINARY)
  got = to_np(Tensor.stack(*[EXACT_BINARY[n][0](ta, tb).cast(dt) for n in names]))
  npdt = {dtypes.float16: np.float16, dtypes.bfloat16: np.float32, dtypes.float32: np.float32, dtypes.float64: np.float64}[dt]
  with np.errstate(all="ignore"): huge = np.abs(a / b) >= 2.0**100
  for i, n in enumerate(names):
    with np.errstate(all="ignore"): want = round_to(EXACT_BINARY[n][1](a.astype(npdt), b.astype(npdt)).astype(np.float64), dt)
    keep = np.ones(len(a), bool)
    if n in ("maximum", "minimum"): keep &= ~((a == 0) & (b == 0))
    if n in ("mod", "fmod", "floordiv") and dt == dtypes.float64: keep &= ~huge
    assert_bits(got[i][keep], want[keep], f"{dt} {n}")

@pytest.mark.parametrize("dev", DEVICES)
def test_signed_zero_survives_cat_stack_and_plus_zero(dev: str):
  a, b = np.array([-0.0, 1.0, -0.0], np.float32), np.array([-0.0, 0.0], np.float32)
  ta, tb = Tensor(a, device=dev), Tensor(b, device=dev)
  assert_bits(Tensor.cat(ta, tb).numpy().astype(np.float64), np.concatenate([a, b]).astype(np.float64), "cat")  # cat padded with +0.0
  assert_bits(Tensor.stack(ta[:2], tb).numpy().ravel().astype(np.float64), np.stack([a[:2], b]).ravel().astype(np.float64), "stack")
  assert_bits((ta + 0.0).numpy().astype(np.float64), (a + np.float32(0.0)).astype(np.float64), "x + 0.0")  # -0.0 + 0.0 is +0.0
  assert_bits((ta - 0.0).numpy().astype(np.float64), (a - np.float32(0.0)).astype(np.float64), "x - 0.0")
  assert Tensor.cat(Tensor([1, 2], device=dev), Tensor([3], device=dev)).tolist() == [1, 2, 3]

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", [dtypes.float16, dtypes.bfloat16], ids=str)
def test_half_rsqrt_rounds_once(dev: str, dt: DType):
  rng = np.random.default_rng(6)
  x = np.concatenate([edge_values(dt), round_to(np.exp2(rng.uniform(-12, 12, 3000)), dt)])
  with np.errstate(all="ignore"): want = round_to(1 / np.sqrt(x), dt)
  got = to_np(to_tensor(x, dt, dev).rsqrt())
  special = ~np.isfinite(want) | (x <= 0) | (x == FMT[dt][2])
  assert_bits(got[special], want[special], f"{dt} rsqrt specials")  # bfloat16 rsqrt(max) was 0.8% off
  assert ulps(got, want, dt).max() <= 1 and (got == want).mean() > 0.99  # sqrt then 1/x each rounded to dt missed ~1 in 4

def _erfc(x: np.ndarray) -> np.ndarray:
  from scipy.special import erfc
  return erfc(x)

ACTIVATIONS = {  # float64 formulas, the tinygrad constants
  "softplus": (lambda t: t.softplus(), lambda x: np.logaddexp(0, x)), "logsigmoid": (lambda t: t.logsigmoid(), lambda x: -np.logaddexp(0, -x)),
  "elu": (lambda t: t.elu(), lambda x: np.where(x > 0, x, np.expm1(np.minimum(x, 0)))),
  "celu": (lambda t: t.celu(0.5), lambda x: np.maximum(x, 0) + np.minimum(0.5 * np.expm1(x / 0.5), 0)),
  "selu": (lambda t: t.selu(), lambda x: 1.0507 * np.where(x >= 0, x, 1.67326 * np.expm1(np.minimum(x, 0)))),
  "silu": (lambda t: t.silu(), lambda x: x / (1 + np.exp(-x))), "quick_gelu": (lambda t: t.quick_gelu(), lambda x: x / (1 + np.exp(-1.702 * x))),
  "mish": (lambda t: t.mish(), lambda x: x * np.tanh(np.logaddexp(0, x))),
  "gelu": (lambda t: t.gelu(), lambda x: x / (1 + np.exp(-2 * np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))),  # 0.5 (1 + tanh u)
  "gelu_erf": (lambda t: t.gelu("none"), lambda x: 0.5 * x * _erfc(-x / np.sqrt(2))),
  "hardswish": (lambda t: t.hardswish(), lambda x: x * np.clip(x + 3, 0, 6) / 6), "softsign": (lambda t: t.softsign(), lambda x: x / (1 + np.abs(x))),
  "leaky_relu": (lambda t: t.leaky_relu(), lambda x: np.where(x < 0, 0.01 * x, x))}

@pytest.mark.parametrize("name", ACTIVATIONS)
def test_float32_activations_keep_small_values(name: str):
  x = np.array([-20.0, -5.0, -1e-5, -1e-30, 1e-6, 0.3, 2.0, 15.0], np.float32)
  f, ref = ACTIVATIONS[name]
  with np.errstate(all="ignore"): want = ref(x.astype(np.float64))
  # softplus(-20) gave 0 (log(1 + 2e-9)), elu(-1e-5) was 1% off (exp(x) - 1)
  # gelu_erf's 1 + erf(x / sqrt 2) cancels for x << 0: erf's own absolute error (float32 erf's accuracy is not this file's subject)
  np.testing.assert_allclose(f(Tensor(x)).numpy(), want, rtol=4e-6, atol=1e-6 if name == "gelu_erf" else 1e-37)

@pytest.mark.parametrize("dev", ["CPU:LLVM", "PYTHON"])
@pytest.mark.parametrize("dt", [dtypes.float16, dtypes.bfloat16], ids=str)
def test_half_activations_round_once(dev: str, dt: DType):
  x = round_to(np.random.default_rng(8).uniform(-8, 8, 600), dt)
  bad = {}
  for name, (f, ref) in ACTIVATIONS.items():
    with np.errstate(all="ignore"): want = round_to(ref(x), dt)
    got = to_np(f(to_tensor(x, dt, dev)))
    u = ulps(got, want, dt)
    if name == "gelu_erf": u = u[x > -4]  # past -4, 1 + erf(x / sqrt 2) is below float32 erf's absolute error (erf's accuracy)
    if u.max() > 1 or (u > 0).mean() > 0.03: bad[name] = (u.max(), (u > 0).mean())  # each step rounded to dt: up to 680 ulps
  assert not bad, bad

@pytest.mark.parametrize("name,deriv", [("softplus", lambda x: 1 / (1 + np.exp(-x))), ("elu", lambda x: np.where(x > 0, 1, np.exp(x))),
                                        ("selu", lambda x: 1.0507 * np.where(x >= 0, 1, 1.67326 * np.exp(x)))])
def test_accurate_activation_gradients(name: str, deriv):
  # the log1p/expm1 corrections are value-only: their factor is off 1 by u's rounding / x (1% at 1e-5), the gradient must not see it
  x = np.array([-20.0, -12.0, -3.0, -1e-5, 1e-6, 0.5, 3.0, 25.0], np.float32)
  t = Tensor(x, requires_grad=True)
  ACTIVATIONS[name][0](t).sum().backward()
  np.testing.assert_allclose(t.grad.numpy(), deriv(x.astype(np.float64)), rtol=1e-5, atol=1e-30)
