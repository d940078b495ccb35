"""EMULATED_DTYPES: int64/uint64 computed as two 32-bit words and half/bf16/fp8 held in float32 with their raw bits in memory
give numpy's numbers on CPU:LLVM, CPU:CLANG and PYTHON, and the lowered kernels hold no value of the emulated dtype."""
from collections.abc import Callable
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.device import Device
from tinygrad.dtype import DType, PtrDType, fp8_to_float_np, float_to_fp8_np
from tinygrad.helpers import Context
from tinygrad.uop import Ops

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
rng = np.random.default_rng(17)
I64 = np.concatenate([rng.integers(-2**62, 2**62, 12),
                      [0, 1, -1, 2**63 - 1, -2**63, 2**32, 2**32 - 1, -2**32, 7, -7, 12345678901, -98765]]).astype(np.int64)
J64 = np.concatenate([rng.integers(-2**40, 2**40, 12), [5, -3, 1, -1, 2, 1, 3, 2**31, -2**33, 3, 10, -4]]).astype(np.int64)

def lowered_dtypes(t: Tensor, dev: str) -> set[DType]:
  """Every scalar dtype of a value, and every buffer element dtype, in the lowered programs of t's kernels."""
  from tinygrad.codegen import get_program
  out: set[DType] = set()
  for c in t.schedule_linear().src:
    if c.src[0].op is Ops.SINK:
      for u in get_program(c.src[0], Device[dev].renderer).uops: out.add(u.dtype.base.scalar() if isinstance(u.dtype, PtrDType) else u.dtype.scalar())
  return out

def run(dev: str, emu: str, fn, *arrays: np.ndarray, dt: DType | None = None) -> np.ndarray:
  with Context(EMULATED_DTYPES=emu):
    ts = [Tensor(a, device=dev) if dt is None else Tensor(a, device=dev).cast(dt) for a in arrays]
    out = fn(*ts)
    names = [n for n in emu.split(",") if n]
    bad = {dtypes.int64, dtypes.uint64} if "long" in names else {getattr(dtypes, n) for n in names}
    assert not lowered_dtypes(out, dev) & bad, f"{bad} left in the lowered kernels"
    return out.numpy()

INT_OPS: dict[str, tuple[Callable, Callable]] = {
  "add": (lambda a, b: a + b, lambda a, b: a + b), "sub": (lambda a, b: a - b, lambda a, b: a - b),
  "mul": (lambda a, b: a * b, lambda a, b: a * b), "neg": (lambda a, b: -a, lambda a, b: -a),
  "and_or_xor": (lambda a, b: (a & b) ^ (a | (b * 3)), lambda a, b: (a & b) ^ (a | (b * 3))),
  "lt": (lambda a, b: a < b, lambda a, b: a < b), "eq_ne": (lambda a, b: (a == b) | (a != b * 2), lambda a, b: (a == b) | (a != b * 2)),
  "max": (lambda a, b: a.maximum(b), np.maximum), "where": (lambda a, b: (a > b).where(a, b * 5), lambda a, b: np.where(a > b, a, b * 5)),
  "shl_const": (lambda a, b: a << 13, lambda a, b: a << 13), "shr_const": (lambda a, b: a >> 37, lambda a, b: a >> 37),
  "shl_var": (lambda a, b: a << (b & 63), lambda a, b: a << (b & 63)), "shr_var": (lambda a, b: a >> (b & 63), lambda a, b: a >> (b & 63)),
  "idiv": (lambda a, b: a // b, lambda a, b: a // b), "mod": (lambda a, b: a % b, lambda a, b: a % b),
  # constant divisors under 2^16 take three native 32-bit divisions; others the long division
  "div_const": (lambda a, b: (a // 7) + (a % -1000) * 3 + (a // -65535) + (a % 8) - (a // 16) + a // (2**40 + 3),
                lambda a, b: (a // 7) + (a % -1000) * 3 + (a // -65535) + (a % 8) - (a // 16) + a // (2**40 + 3)),
  "sum": (lambda a, b: (a >> 8).sum(), lambda a, b: (a >> 8).sum()), "max_reduce": (lambda a, b: a.max(), lambda a, b: a.max()),
  "prod": (lambda a, b: (b % 7 + 1).prod(), lambda a, b: (b % 7 + 1).prod()),
  "to_int32": (lambda a, b: a.cast(dtypes.int32), lambda a, b: a.astype(np.int32)),
  "to_float": (lambda a, b: (b >> 3).cast(dtypes.float32), lambda a, b: (b >> 3).astype(np.float32)),
  "to_double": (lambda a, b: b.cast(dtypes.float64), lambda a, b: b.astype(np.float64)),
  "to_bool": (lambda a, b: (a & 1).cast(dtypes.bool), lambda a, b: (a & 1).astype(bool)),
  "from_int32": (lambda a, b: a.cast(dtypes.int32).cast(dtypes.int64) * 3, lambda a, b: a.astype(np.int32).astype(np.int64) * 3),
  "from_float": (lambda a, b: (b.cast(dtypes.float32) * 1.5).cast(dtypes.int64),
                 lambda a, b: (b.astype(np.float32) * np.float32(1.5)).astype(np.int64)),
  "from_double": (lambda a, b: (b.cast(dtypes.float64) * -2.5).cast(dtypes.int64), lambda a, b: (b * -2.5).astype(np.int64)),
  # past the range and NaN: 2^63's bits, numpy's (x86) answer
  "from_float_out_of_range": (lambda a, b: (a.cast(dtypes.float32) * 4).cast(dtypes.int64), lambda a, b: (a.astype(np.float32) * 4).astype(np.int64)),
  "gather": (lambda a, b: a[b & 15] + a.gather(0, (b & 7) + 3), lambda a, b: a[b & 15] + a[(b & 7) + 3]),
}

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("op", INT_OPS)
def test_int64_emulated_like_numpy(dev, op):
  fn, ref = INT_OPS[op]
  with np.errstate(all="ignore"):
    want = ref(I64, J64)
  got = run(dev, "long", fn, I64, J64)
  np.testing.assert_array_equal(got, want)
  assert got.dtype == np.asarray(want).dtype

U64 = I64.view(np.uint64)
V64 = (J64.view(np.uint64) | np.uint64(1))
U_OPS = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b, "lt": lambda a, b: a < b, "shr": lambda a, b: a >> 35,
         "idiv": lambda a, b: a // b, "mod": lambda a, b: a % b, "div_const": lambda a, b: a // 7 + a % 1000,
         "max": lambda a, b: np.maximum(a, b) if isinstance(a, np.ndarray) else a.maximum(b),
         "to_float": lambda a, b: (a >> 40).astype(np.float32) if isinstance(a, np.ndarray) else (a >> 40).cast(dtypes.float32)}

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("op", U_OPS)
def test_uint64_emulated_like_numpy(dev, op):
  with np.errstate(over="ignore"):
    want = U_OPS[op](U64, V64)
  np.testing.assert_array_equal(run(dev, "long", U_OPS[op], U64, V64), want)

def test_int64_native_matches_emulated_and_unemulated_op_is_clear():
  a, b = I64[:8], J64[:8]
  native = (Tensor(a, device="CPU:CLANG") * Tensor(b, device="CPU:CLANG") + 3).numpy()
  np.testing.assert_array_equal(run("CPU:CLANG", "long", lambda x, y: x * y + 3, a, b), native)
  with pytest.raises(ValueError, match="EMULATED_DTYPES"), Context(EMULATED_DTYPES="notadtype"): (Tensor(a, device="CPU:LLVM") + 1).numpy()

F = np.concatenate([rng.standard_normal(20) * 10,
                    [0.0, -0.0, 1e-3, 65504.0, 70000.0, -1e5, 3.14159, 2.5, 1e-6, 6e-5, np.inf, -np.inf, np.nan]]).astype(np.float32)
G = np.concatenate([rng.standard_normal(20), [1.0, 2.0, -3.0, 0.5, 0.25, 8.0, -1.5, 0.1, 1e3, 7.0, 2.0, -2.0, 1.0]]).astype(np.float32)

def _fp8(x: np.ndarray, dt: DType) -> np.ndarray: return fp8_to_float_np(float_to_fp8_np(x, dt), dt)

FLOATS: dict[str, tuple[DType, object]] = {"half": (dtypes.half, lambda x: x.astype(np.float16).astype(np.float32)),
                                           "bfloat16": (dtypes.bfloat16, None), "fp8e4m3": (dtypes.fp8e4m3, lambda x: _fp8(x, dtypes.fp8e4m3)),
                                           "fp8e5m2": (dtypes.fp8e5m2, lambda x: _fp8(x, dtypes.fp8e5m2))}

def _bf16(x: np.ndarray) -> np.ndarray:
  from tinygrad.dtype import bf16_to_f32_np, f32_to_bf16_np
  return bf16_to_f32_np(f32_to_bf16_np(x.astype(np.float32)))

def rnd(name: str, x: np.ndarray) -> np.ndarray:
  with np.errstate(all="ignore"):
    return _bf16(x) if name == "bfloat16" else FLOATS[name][1](np.asarray(x, np.float32))  # type: ignore[operator]

# numpy references get `r`, rounding to the dtype: each op rounds as a native unit does (x / y a correctly rounded division)
FLOAT_OPS: dict[str, tuple[Callable, Callable]] = {"cast": (lambda a, b: a, lambda a, b, r: a), "add": (lambda a, b: a + b, lambda a, b, r: r(a + b)),
             "mul": (lambda a, b: a * b, lambda a, b, r: r(a * b)), "div": (lambda a, b: a / b, lambda a, b, r: r(a / b)),
             "sub_mul": (lambda a, b: (a - b) * b, lambda a, b, r: r(r(a - b) * b)),
             "max": (lambda a, b: a.maximum(b), lambda a, b, r: np.maximum(a, b))}

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("name", FLOATS)
@pytest.mark.parametrize("op", FLOAT_OPS)
def test_float_emulated_like_numpy(dev, name, op):
  dt = FLOATS[name][0]
  fn, ref = FLOAT_OPS[op]
  a, b = rnd(name, F), rnd(name, G)
  with np.errstate(all="ignore"):
    want = ref(a, b, lambda x: rnd(name, x))
  got = run(dev, name, lambda x, y: fn(x, y).cast(dtypes.float32), F, G, dt=dt)
  np.testing.assert_array_equal(got, want)
  if dev == "PYTHON" or dt == dtypes.half:  # PYTHON computes every float dtype natively; CPU renderers have native half
    np.testing.assert_array_equal(got, fn(Tensor(F, device=dev).cast(dt), Tensor(G, device=dev).cast(dt)).cast(dtypes.float32).numpy())

@pytest.mark.parametrize("dev", DEVICES)
def test_half_emulated_storage_sum_and_int_casts(dev):
  a = rnd("half", F[:20])
  with Context(EMULATED_DTYPES="half"):
    t = Tensor(F[:20], device=dev).cast(dtypes.half).realize()
    assert t.dtype == dtypes.half
    np.testing.assert_array_equal(t.numpy(), a.astype(np.float16))
    np.testing.assert_allclose(t.sum().cast(dtypes.float32).numpy(), np.float16(a.sum(dtype=np.float32)), rtol=0)
    np.testing.assert_array_equal(t.cast(dtypes.int32).numpy(), a.astype(np.int32))
    ints = np.arange(-20, 20, dtype=np.int32)
    np.testing.assert_array_equal(Tensor(ints, device=dev).cast(dtypes.half).numpy(), ints.astype(np.float16))
    subnormal = np.array([6e-8, 1e-7, 3e-6, -5e-7, 6.1e-5], np.float32)
    np.testing.assert_array_equal(Tensor(subnormal, device=dev).cast(dtypes.half).numpy(), subnormal.astype(np.float16))

@pytest.mark.parametrize("dev", DEVICES)
def test_random_numbers_with_emulated_long_equal_native(dev):
  Tensor.manual_seed(3)
  want = Tensor.rand(16, device=dev).numpy(), Tensor.randint(8, low=-2**40, high=2**40, dtype=dtypes.int64, device=dev).numpy()
  with Context(EMULATED_DTYPES="long"):
    Tensor.manual_seed(3)
    r = Tensor.rand(16, device=dev)
    assert not lowered_dtypes(r, dev) & {dtypes.int64, dtypes.uint64}  # threefry's uint64 counter runs on 32-bit words too
    np.testing.assert_array_equal(r.numpy(), want[0])
    np.testing.assert_array_equal(Tensor.randint(8, low=-2**40, high=2**40, dtype=dtypes.int64, device=dev).numpy(), want[1])

def test_long_op_without_emulation_raises_clearly():
  with Context(EMULATED_DTYPES="long"):
    with pytest.raises(NotImplementedError, match="bitcast"): Tensor([1.0], dtype=dtypes.float64, device="CPU:LLVM").bitcast(dtypes.int64).numpy()
    with pytest.raises(NotImplementedError, match="EMULATED_DTYPES=long"): Tensor(I64[:2], device="CPU:LLVM").bitcast(dtypes.float64).numpy()

HALF_OPS = {"exp": lambda t, w: t.exp(), "sin": lambda t, w: t.sin(), "softmax": lambda t, w: t.softmax(1), "matmul": lambda t, w: t @ w,
            "argmax": lambda t, w: t.argmax(1), "to_int": lambda t, w: t.cast(dtypes.int32), "bitcast": lambda t, w: t.bitcast(dtypes.uint16),
            "pow": lambda t, w: t.abs() ** 1.5, "cumsum": lambda t, w: t.cumsum(1)}

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("op", HALF_OPS)
def test_half_emulated_equals_native(dev, op):
  a, w = (rng.standard_normal((6, 16)) * 3).astype(np.float32), rng.standard_normal((16, 5)).astype(np.float32)
  f = HALF_OPS[op]
  native = f(Tensor(a, device=dev).cast(dtypes.half), Tensor(w, device=dev).cast(dtypes.half)).numpy()
  got = run(dev, "half", f, a, w, dt=dtypes.half)
  np.testing.assert_array_equal(got, native)
  if op == "matmul":
    a16, w16 = a.astype(np.float16).astype(np.float32), w.astype(np.float16).astype(np.float32)
    np.testing.assert_allclose(got, a16 @ w16, rtol=2e-3, atol=2e-2)

def test_long_division_kernel_stays_small():
  """Upcast lanes would each copy the 64-step division (50k ops, minutes of compiling): such kernels keep plain loops."""
  from tinygrad.codegen import get_program
  a, b = rng.integers(-2**60, 2**60, (32, 32)), rng.integers(1, 2**40, (32, 32))
  with Context(EMULATED_DTYPES="long"):
    out = (Tensor(a, device="CPU:LLVM") // Tensor(b, device="CPU:LLVM")).sum(0)
    sizes = [len(get_program(c.src[0], Device["CPU:LLVM"].renderer).uops) for c in out.schedule_linear().src if c.src[0].op is Ops.SINK]
    assert max(sizes) < 4000, sizes
    np.testing.assert_array_equal(out.numpy(), (a // b).sum(0))
