"""Emulated dtypes as tinygrad's dtype tests use them: bfloat16, fp8 e4m3fn/e5m2 and half held in float32 registers with their
raw bits in memory (EMULATED_DTYPES=<name>), and int64/uint64 as two 32-bit words (EMULATED_DTYPES=long,ulong), on CPU:LLVM,
CPU:CLANG and PYTHON: creation, casts to and from every dtype, bitcasts, arithmetic, reductions and the numpy round trip.

ml_dtypes is not in the venv, so the float oracle is written here from the encodings alone (float64): a code's value from its
sign/exponent/mantissa fields, and rounding as the nearest of the format's finite values, ties to the even code. Overflow follows
tg's documented rules (spec core.md §3): IEEE-like bfloat16/half overflow to inf at max + ulp/2; fp8 saturates finite values past
the range to the max normal (OCP "saturating" mode, as tinygrad; ml_dtypes' default instead gives NaN for e4m3fn and inf for
e5m2), ±inf is NaN in e4m3fn and stays ±inf in e5m2. Longs are checked against numpy's int64/uint64 arithmetic.
"""
from collections.abc import Callable
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.dtype import DType
from tinygrad.helpers import EMULATED_DTYPES, Context
from tinygrad.tensor import _to_np_dtype

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
rng = np.random.default_rng(37)

# ---- the float oracle ----

# name: (dtype, exponent bits, mantissa bits, bias, kind); kind "ieee" has inf and NaN at the top exponent, "fn" only a NaN at
# S.1111.111, "fnuz" one NaN at 0x80 and no -0
FMT: dict[str, tuple[DType, int, int, int, str]] = {
  "bfloat16": (dtypes.bfloat16, 8, 7, 127, "ieee"), "half": (dtypes.half, 5, 10, 15, "ieee"),
  "fp8e4m3": (dtypes.fp8e4m3, 4, 3, 7, "fn"), "fp8e5m2": (dtypes.fp8e5m2, 5, 2, 15, "ieee"),
  "fp8e4m3fnuz": (dtypes.fp8e4m3fnuz, 4, 3, 8, "fnuz"), "fp8e5m2fnuz": (dtypes.fp8e5m2fnuz, 5, 2, 16, "fnuz")}
EMULATED = ["bfloat16", "fp8e4m3", "fp8e5m2", "half"]
# the full device x format matrices take minutes to compile on 2 cores: CI runs CPU:LLVM on two formats, -m slow the rest
def matrix(*fast: str) -> list:
  """(device, format) params: CPU:LLVM with the `fast` formats runs in CI, the rest under -m slow."""
  return [pytest.param(d, n, id=f"{n}-{d}", marks=() if d == "CPU:LLVM" and n in fast else pytest.mark.slow) for d in DEVICES for n in EMULATED]
BITS = {1: np.uint8, 2: np.uint16}
UBITS = {1: dtypes.uint8, 2: dtypes.uint16}

def decode(codes: np.ndarray, name: str) -> np.ndarray:
  """The float64 value of every code."""
  _, e, m, bias, kind = FMT[name]
  c = np.asarray(codes).astype(np.int64)
  sign, ex, man = (c >> (e + m)) & 1, (c >> m) & ((1 << e) - 1), c & ((1 << m) - 1)
  mag = np.where(ex == 0, man * 2.0 ** (1 - bias - m), (man + 2.0 ** m) * 2.0 ** (ex - bias - m))
  if kind == "ieee": mag = np.where(ex == (1 << e) - 1, np.where(man == 0, np.inf, np.nan), mag)
  if kind == "fn": mag = np.where((ex == (1 << e) - 1) & (man == (1 << m) - 1), np.nan, mag)
  val = np.where(sign == 1, -mag, mag)
  return np.where(c == 1 << (e + m), np.nan, val) if kind == "fnuz" else val

def _positive(name: str) -> tuple[np.ndarray, np.ndarray]:
  """The non-negative finite codes and their values, increasing together."""
  _, e, m, _, _ = FMT[name]
  codes = np.arange(1 << (e + m))
  vals = decode(codes, name)
  ok = np.isfinite(vals)
  return codes[ok], vals[ok]

def encode(x: np.ndarray, name: str) -> np.ndarray:
  """The code of each float64: the nearest finite value, ties to the even code; overflow, inf and NaN as the module doc says."""
  _, e, m, _, kind = FMT[name]
  codes, vals = _positive(name)
  x = np.asarray(x, np.float64)
  a = np.where(np.isnan(x), 0.0, np.abs(x))
  hi = np.clip(np.searchsorted(vals, a), 1, len(vals) - 1)
  lo = hi - 1
  d_lo, d_hi = a - vals[lo], vals[hi] - a
  c = np.where((d_lo < d_hi) | ((d_lo == d_hi) & (codes[lo] % 2 == 0)), codes[lo], codes[hi])
  top, sign_bit = 1 << (e + m), np.signbit(x)
  inf_code = ((1 << e) - 1) << m
  if kind == "ieee" and name != "fp8e5m2":  # IEEE rounding: at or past max + ulp/2 the nearest even "next value" is inf
    c = np.where(a >= vals[-1] + (vals[-1] - vals[-2]) / 2, inf_code, c)
  else: c = np.where(a >= vals[-1], codes[-1], c)  # fp8: finite values past the range saturate
  if name == "fp8e5m2": c = np.where(np.isinf(x), inf_code, c)
  nan_code = {"fn": (1 << (e + m)) - 1, "fnuz": top, "ieee": inf_code | (1 << (m - 1))}[kind]
  c = np.where(np.isnan(x) | (np.isinf(x) & (kind != "ieee")), nan_code, c)
  neg = sign_bit & ((c != top) if kind == "fnuz" else True) & ~((kind == "fnuz") & (c == 0))
  return np.where(neg & ~((kind == "fnuz") & np.isnan(x)), c | top, c).astype(np.int64)

def rnd(x: np.ndarray, name: str) -> np.ndarray: return decode(encode(x, name), name)

def test_oracle_agrees_with_known_values():
  """The oracle itself, against values from the format definitions (OCP FP8 spec tables, IEEE binary16, bfloat16)."""
  assert decode(np.array([0x7E, 0x7F, 0x08, 0x01, 0xFE]), "fp8e4m3").tolist()[0] == 448.0
  assert np.isnan(decode(np.array([0x7F]), "fp8e4m3")[0]) and decode(np.array([0x01]), "fp8e4m3")[0] == 2.0 ** -9
  assert decode(np.array([0x7B, 0x7C, 0x01]), "fp8e5m2").tolist() == [57344.0, np.inf, 2.0 ** -16]
  assert decode(np.array([0x7F7F, 0x0001]), "bfloat16").tolist() == [(2 - 2 ** -7) * 2.0 ** 127, 2.0 ** -133]
  x = rng.standard_normal(4000) * 1e3
  np.testing.assert_array_equal(rnd(x, "half"), x.astype(np.float16).astype(np.float64))  # numpy's half rounds correctly
  np.testing.assert_array_equal(encode(np.array([1.0625, 1.1875, 1.0625 + 1e-9, 464.0, 1e9, np.inf, -np.inf]), "fp8e4m3"),
                                [0x38, 0x3A, 0x39, 0x7E, 0x7E, 0x7F, 0xFF])  # ties to even, saturation, inf -> NaN
  np.testing.assert_array_equal(encode(np.array([61440.0, 1e9, -np.inf, 2.0 ** -17, 2.0 ** -17 * 1.001]), "fp8e5m2"),
                                [0x7B, 0x7B, 0xFC, 0x00, 0x01])

# ---- helpers ----

def emulated(name: str) -> Context: return Context(EMULATED_DTYPES=name)

def codes_tensor(codes: np.ndarray, name: str, dev: str) -> Tensor:
  """A realized tensor of the format holding exactly these codes."""
  dt = FMT[name][0]
  return Tensor(codes.astype(BITS[dt.itemsize]), device=dev).bitcast(dt).realize()

def sample_codes(name: str, n: int = 256) -> np.ndarray:
  """Every code of an fp8 format; for 16-bit formats the specials plus random codes."""
  dt, e, m, _, _ = FMT[name]
  if dt.itemsize == 1: return np.arange(256)
  top = 1 << (e + m)
  special = np.array([0, top, 1, top | 1, (((1 << e) - 1) << m), (((1 << e) - 1) << m) - 1, (((1 << e) - 1) << m) | 1, 1 << m, (1 << m) - 1])
  return np.concatenate([special, special | top, rng.integers(0, 1 << 16, n)])

def finite_values(name: str, lo: float, hi: float) -> np.ndarray:
  v = np.concatenate([-_positive(name)[1][::-1], _positive(name)[1]])
  return v[(v >= lo) & (v <= hi)]

# ---- creation and the numpy round trip ----

@pytest.mark.parametrize("dev", ["CPU:LLVM", "PYTHON", pytest.param("CPU:CLANG", marks=pytest.mark.slow)])
@pytest.mark.parametrize("name", EMULATED)
def test_create_from_python_and_numpy(dev: str, name: str):
  dt = FMT[name][0]
  x = np.concatenate([rng.standard_normal(40) * 50, [0.0, -0.0, 1e-5, -3e-3, 1e6, -1e6, 65504.0, 448.0, 464.0, np.inf, -np.inf, np.nan]])
  want = rnd(x, name)
  with emulated(name), np.errstate(over="ignore"):  # numpy warns casting 1e6 to float16 (it is inf) as tg does
    for src in (x.tolist(), x.astype(np.float32), x):  # a Python list, float32 and float64 arrays
      t = Tensor(src, dtype=dt, device=dev)
      got = t.numpy()
      assert t.dtype == dt and got.dtype == (np.float16 if dt == dtypes.half else np.float32)
      np.testing.assert_array_equal(got.astype(np.float64), want, err_msg=f"{type(src)}")
      np.testing.assert_array_equal(np.signbit(got)[~np.isnan(want)], np.signbit(want)[~np.isnan(want)])
    # the same values computed on the device: a cast kernel from float32
    np.testing.assert_array_equal(Tensor(x.astype(np.float32), device=dev).cast(dt).numpy().astype(np.float64), rnd(x.astype(np.float32), name))
    assert Tensor(x[:4].tolist(), dtype=dt, device=dev).tolist() == want[:4].tolist()

# ---- casts to and from every other dtype ----

OTHERS = [d for d in dtypes.all if d not in (dtypes.bool,)] + [dtypes.bool]

def _other_values(d: DType) -> np.ndarray:
  """float64 values exactly representable in d (moderate ints, so int -> float32 -> format rounds once)."""
  if d == dtypes.bool: return np.array([0.0, 1.0, 1.0, 0.0])
  if dtypes.is_int(d):
    lo, hi = max(int(d.min), -2 ** 20), min(int(d.max), 2 ** 20)
    return np.concatenate([rng.integers(lo, hi, 24), [lo, hi, 0, 1, 7, 17, 255 if hi >= 255 else hi]]).astype(np.float64)
  name = next((n for n, f in FMT.items() if f[0] == d), None)
  x = np.concatenate([rng.standard_normal(24) * 30, [0.0, -0.0, 0.1, 300.0, -1e4, 1e-3, np.inf, -np.inf, np.nan]])
  return rnd(x, name) if name else x.astype(np.float32).astype(np.float64) if d == dtypes.float32 else x

def _np_of(d: DType) -> type:
  t = _to_np_dtype(d)
  assert t is not None, d
  return t

def _tensor_of(vals: np.ndarray, d: DType, dev: str) -> Tensor:
  """A realized tensor of dtype d holding vals (built on the host, or through the bits for formats without numpy)."""
  name = next((n for n, f in FMT.items() if f[0] == d and d != dtypes.half), None)
  if name: return codes_tensor(encode(vals, name), name, dev)
  return Tensor(vals.astype(_np_of(d)), device=dev).realize()

@pytest.mark.parametrize("dev,name", matrix("fp8e4m3"))
def test_cast_from_every_dtype(dev: str, name: str):
  dt = FMT[name][0]
  with emulated(name):
    for d in OTHERS:
      vals = _other_values(d)
      got = _tensor_of(vals, d, dev).cast(dt).numpy().astype(np.float64)
      np.testing.assert_array_equal(got, rnd(vals, name), err_msg=f"{d} -> {dt}")

def _cast_oracle(v: np.ndarray, d: DType) -> tuple[np.ndarray, np.ndarray]:
  """(want, defined): the value of casting float64 v to d, and where C defines it (ints: finite and in range after truncation)."""
  if d == dtypes.bool: return v != 0, np.ones(v.shape, bool)
  if dtypes.is_int(d):
    t = np.trunc(np.nan_to_num(v, nan=0.0, posinf=0.0, neginf=0.0))
    ok = np.isfinite(v) & (t >= int(d.min)) & (t <= int(d.max))
    return np.where(ok, t, 0), ok
  name = next((n for n, f in FMT.items() if f[0] == d), None)
  if name: return rnd(v, name), np.ones(v.shape, bool)
  return v.astype(_np_of(d)).astype(np.float64), np.ones(v.shape, bool)

@pytest.mark.parametrize("dev,name", matrix("fp8e4m3"))
def test_cast_to_every_dtype(dev: str, name: str):
  """Every fp8 code (and the 16-bit formats' specials and a random sample) cast to each dtype."""
  codes = sample_codes(name)
  vals = decode(codes, name)
  with emulated(name), np.errstate(invalid="ignore"):  # lanes outside `ok` (C-undefined int casts) may hold anything
    t = codes_tensor(codes, name, dev)
    for d in OTHERS:
      want, ok = _cast_oracle(vals, d)
      out = t.cast(d)
      got = out.numpy()
      if d in (dtypes.bfloat16, *dtypes.fp8s): got = got.astype(np.float64)  # these come back as float32 values
      np.testing.assert_array_equal(np.asarray(got, np.float64)[ok], np.asarray(want, np.float64)[ok], err_msg=f"{FMT[name][0]} -> {d}")

# ---- bitcasts ----

@pytest.mark.parametrize("dev,name", matrix("fp8e4m3", "bfloat16"))
def test_bitcast_both_ways(dev: str, name: str):
  """A kernel bitcast (inside a where, so it runs on the device on upcast lanes) keeps every non-NaN code bit for bit; a NaN stays
  a NaN code of its format (the float32 register does not keep fp8 NaN payloads)."""
  dt = FMT[name][0]
  codes = sample_codes(name, 1024)
  vals = decode(codes, name)
  same = [d for d in dtypes.all if d.itemsize == dt.itemsize and d not in (dt, dtypes.bool)]
  with emulated(name):
    t = codes_tensor(codes, name, dev)
    keep = Tensor(np.arange(len(codes)) % 3 != 1, device=dev)
    for d in same:
      got = keep.where(t, t).bitcast(d).bitcast(UBITS[dt.itemsize]).numpy().astype(np.int64)
      if (dname := next((n for n, f in FMT.items() if f[0] == d), None)) is not None:
        nan_in, nan_out = np.isnan(vals), np.isnan(decode(got, dname))
        np.testing.assert_array_equal(got[~nan_in & ~nan_out], codes[~nan_in & ~nan_out], err_msg=f"{dt} -> {d}")
      else:
        np.testing.assert_array_equal(got[~np.isnan(vals)], codes[~np.isnan(vals)], err_msg=f"{dt} -> {d}")
        assert np.isnan(decode(got[np.isnan(vals)], name)).all()
      # and from d's bits into the format: a loaded value's bits are reinterpreted as they are (NaN payloads too, except on
      # PYTHON, which holds every float format as a Python float and so keeps a NaN's sign but not its payload)
      back = Tensor(codes.astype(BITS[dt.itemsize]), device=dev).bitcast(d)
      got = (back + 0 if dtypes.is_int(d) else back).bitcast(dt).numpy().astype(np.float64)
      keep_bits = ~np.isnan(decode(codes, dname)) if dname is not None and dev == "PYTHON" else np.ones(len(codes), bool)
      np.testing.assert_array_equal(got[keep_bits], vals[keep_bits], err_msg=f"{d} -> {dt}")

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG"])
def test_fp8_to_fp8_bitcast_of_vector_where_passes_the_spec(dev: str):
  """BITCAST of an upcast fp8 WHERE to another fp8 format bitcast the float32 register (BITCAST float.vec(16) -> uchar.vec(16),
  a SpecError): the source's code is what is reinterpreted."""
  codes = np.arange(256)
  a = codes_tensor(codes, "fp8e4m3", dev).reshape(16, 16)
  got = (a.isnan().logical_not()).where(a, a * 2).bitcast(dtypes.fp8e5m2).realize()
  finite = ~np.isnan(decode(codes, "fp8e4m3"))
  np.testing.assert_array_equal(got.numpy().reshape(-1).astype(np.float64)[finite], decode(codes, "fp8e5m2")[finite])

@pytest.mark.parametrize("dev", DEVICES)
def test_float64_rounds_once_into_the_formats(dev: str):
  """float64 -> bfloat16/fp8/emulated half rounds x itself, not x rounded to float32: 1 + 2^-8 + 2^-30 is past the bf16 midpoint
  1 + 2^-8, which float32 rounds it onto (a tie, then to even: 1.0 instead of 1 + 2^-7). Host creation rounds the same way."""
  x = np.array([1 + 2 ** -8 + 2 ** -30, 1 + 2 ** -11 + 2 ** -40, 1 + 2 ** -4 + 2 ** -35, -(1 + 2 ** -3 + 2 ** -33), -(1 + 2 ** -8 + 2 ** -60),
                3.0 * 2 ** 127, 1e300, -1e-300, 2 ** -140 * (1 + 2 ** -8 + 2 ** -50)])
  for name in EMULATED:
    with emulated(name), np.errstate(over="ignore"):
      dt = FMT[name][0]
      np.testing.assert_array_equal(Tensor(x, device=dev).cast(dt).numpy().astype(np.float64), rnd(x, name), err_msg=name)
      np.testing.assert_array_equal(Tensor(x, dtype=dt, device=dev).numpy().astype(np.float64), rnd(x, name), err_msg=name)
      np.testing.assert_array_equal(Tensor(x.tolist(), dtype=dt, device=dev).numpy().astype(np.float64), rnd(x, name), err_msg=name)

def _bf16_of_int(v: int) -> float:
  """The bfloat16 nearest to the Python int v (ties to even), in exact integer arithmetic."""
  a = abs(v)
  if a < 2 ** 8: return float(v)
  ulp = 2 ** (a.bit_length() - 8)
  q, r = divmod(a, ulp)
  q += 2 * r > ulp or (2 * r == ulp and q % 2 == 1)
  return float(q * ulp) * (1 if v > 0 else -1)

WIDE = {dtypes.int32: [2 ** 24 + 2 ** 16 + 1, -(2 ** 24 + 2 ** 16 + 1), 2 ** 31 - 1, -2 ** 31, 2 ** 30 + 2 ** 22 + 3, 0, -1, 300],
        dtypes.uint32: [2 ** 24 + 2 ** 16 + 1, 2 ** 32 - 1, 2 ** 31 + 2 ** 23 + 1, 0, 7],
        dtypes.int64: [2 ** 40 + 2 ** 32 + 1, -(2 ** 40 + 2 ** 32 + 1), 2 ** 63 - 1, -2 ** 63, 2 ** 24 + 2 ** 16 + 1, -5],
        dtypes.uint64: [2 ** 64 - 1, 2 ** 63 + 2 ** 55 + 1, 2 ** 40 + 2 ** 32 + 1, 0, 3]}

@pytest.mark.parametrize("dev,emu", [("CPU:LLVM", ""), ("CPU:CLANG", ""), ("PYTHON", ""), ("CPU:LLVM", "long"),
                                     pytest.param("CPU:CLANG", "long", marks=pytest.mark.slow)])
def test_wide_ints_round_once_into_bfloat16(dev: str, emu: str):
  """int -> bf16 rounds the int itself: 2^24 + 2^16 + 1 is past the midpoint 2^24 + 2^16, which float32 (and 2^63 + 2^55 + 1,
  which float64) rounds it onto. (PYTHON with EMULATED_DTYPES=long still goes through float64: left, see long.py _to_float.)"""
  with Context(EMULATED_DTYPES=emu):
    for dt, vs in WIDE.items():
      assert Tensor(vs, dtype=dt, device=dev).tolist() == vs
      got = Tensor(vs, dtype=dt, device=dev).cast(dtypes.bfloat16).numpy().astype(np.float64).tolist()
      assert got == [_bf16_of_int(v) for v in vs], dt

def test_int_lists_past_int64_keep_their_values():
  """numpy infers float64 for [2**64 - 1, 3]: with an int dtype given, the ints are kept exactly (as numpy with that dtype)."""
  assert Tensor([2 ** 64 - 1, 3], dtype=dtypes.uint64).tolist() == np.array([2 ** 64 - 1, 3], dtype=np.uint64).tolist()
  assert Tensor([[2 ** 63 + 5, 1], [2, 3]], dtype=dtypes.uint64).numpy().tolist() == [[2 ** 63 + 5, 1], [2, 3]]
  assert Tensor([2 ** 64 - 1, 3], dtype=dtypes.bfloat16).tolist() == [_bf16_of_int(2 ** 64 - 1), 3.0]

@pytest.mark.parametrize("dev", DEVICES)
def test_nan_sign_and_payload_survive_a_bitcast_of_loaded_fp8(dev: str):
  """-NaN of e4m3 (0xFF) and e5m2's NaN codes bitcast back to themselves; e5m2 codes read as e4m3 are e4m3's values."""
  codes = np.array([0x7C, 0x7D, 0x7E, 0x7F, 0xFD, 0xFF, 0x01, 0x80])
  t = codes_tensor(codes, "fp8e5m2", dev)
  nan_ok = dev != "PYTHON"  # PYTHON keeps the NaN and its sign, not the payload (0x7D and 0x7E read back as 0x7F, torch's NaN code)
  got = t.bitcast(dtypes.uint8).numpy()
  np.testing.assert_array_equal(got if nan_ok else got[[0, 3, 6, 7]], codes if nan_ok else codes[[0, 3, 6, 7]])
  assert all(got[[4, 5]] & 0x80)
  e4 = t.bitcast(dtypes.fp8e4m3).numpy().astype(np.float64)
  keep = slice(None) if nan_ok else [0, 3, 6, 7]
  np.testing.assert_array_equal(e4[keep], decode(codes, "fp8e4m3")[keep])
  n = codes_tensor(np.array([0xFF, 0x7F]), "fp8e4m3", dev)  # -NaN and NaN of e4m3 keep their signs through arithmetic
  np.testing.assert_array_equal(n.neg().neg().bitcast(dtypes.uint8).numpy(), [0xFF, 0x7F])

def test_python_kernel_whose_folded_source_leaves_a_gap_in_the_slots():
  """where(c, x, x) folds to x, so the kernel's PARAMs are slots 0 and 2 of three: PYTHON took the buffers by slot number."""
  t = Tensor(np.arange(16, dtype=np.float32), device="PYTHON").realize()
  keep = Tensor(np.arange(16) % 3 != 1, device="PYTHON").realize()
  np.testing.assert_array_equal(keep.where(t, t).numpy(), np.arange(16, dtype=np.float32))
  np.testing.assert_array_equal((keep.where(t, t) + 1).numpy(), np.arange(16, dtype=np.float32) + 1)

# ---- arithmetic ----

# numpy references get `r`, rounding to the format: a Python float operand takes the tensor's dtype first
ARITH: dict[str, tuple[Callable, Callable]] = {
  "add": (lambda a, b: a + b, lambda a, b, r: a + b), "sub": (lambda a, b: a - b, lambda a, b, r: a - b),
  "mul": (lambda a, b: a * b, lambda a, b, r: a * b), "div": (lambda a, b: a / b, lambda a, b, r: a / b),
  "neg": (lambda a, b: -a, lambda a, b, r: -a), "max": (lambda a, b: a.maximum(b), lambda a, b, r: np.maximum(a, b)),
  "where": (lambda a, b: (a < b).where(a, b), lambda a, b, r: np.where(a < b, a, b)),
  "mul_const": (lambda a, b: a * 3, lambda a, b, r: a * 3), "add_const": (lambda a, b: a + 0.1, lambda a, b, r: a + r(np.array(0.1))),
}
CMP: dict[str, tuple[Callable, Callable]] = {"lt": (lambda a, b: a < b, np.less), "eq": (lambda a, b: a == b, np.equal),
                                             "ne": (lambda a, b: a != b, np.not_equal), "gt": (lambda a, b: a > b, np.greater)}

def _pair(name: str) -> tuple[np.ndarray, np.ndarray]:
  """Two vectors of values of the format: every finite pair kind (subnormals, signs, large), plus inf/NaN lanes."""
  v = decode(sample_codes(name, 512), name)
  v = v[np.isfinite(v)]
  a, b = rng.choice(v, 300), rng.choice(v, 300)
  special = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0, 1.0])
  return rnd(np.concatenate([a, special, special[::-1]]), name), rnd(np.concatenate([b, special[::-1], special]), name)

@pytest.mark.parametrize("dev,name", matrix("fp8e4m3", "bfloat16"))
@pytest.mark.parametrize("op", ARITH)
def test_arithmetic_rounds_once_to_the_format(dev: str, name: str, op: str):
  """Each op gives the exact result rounded once to the format (float32 in the registers is wide enough that double rounding is
  innocuous for + - * /: 24 >= 2*11 + 2)."""
  fn, ref = ARITH[op]
  a, b = _pair(name)
  with emulated(name), np.errstate(all="ignore"):
    want = rnd(ref(a, b, lambda x: rnd(x, name)), name)
    got = fn(_tensor_of(a, FMT[name][0], dev), _tensor_of(b, FMT[name][0], dev)).numpy().astype(np.float64)
  np.testing.assert_array_equal(got, want)
  np.testing.assert_array_equal(np.signbit(got[got == 0]), np.signbit(want[want == 0]))

@pytest.mark.parametrize("dev,name", matrix("bfloat16"))
def test_comparisons_and_reductions(dev: str, name: str):
  dt = FMT[name][0]
  a, b = _pair(name)
  with emulated(name):
    ta, tb = _tensor_of(a, dt, dev), _tensor_of(b, dt, dev)
    for op, (fn, ref) in CMP.items(): np.testing.assert_array_equal(fn(ta, tb).numpy(), ref(a, b), err_msg=op)
    # sums accumulate in float32 and round once: values of at most 11 significant bits within 2^8 of each other sum exactly
    v = finite_values(name, -8.0, 8.0)
    v = rng.choice(v[np.abs(v) >= 2 ** -4], (4, 16))
    t = _tensor_of(v, dt, dev)
    assert t.sum().dtype == dt
    np.testing.assert_array_equal(t.sum(1).numpy().astype(np.float64), rnd(v.sum(1), name))
    np.testing.assert_array_equal(t.sum().numpy().astype(np.float64), rnd(v.sum(), name))
    np.testing.assert_array_equal(t.max(1).numpy().astype(np.float64), v.max(1))
    np.testing.assert_array_equal(t.min(0).numpy().astype(np.float64), v.min(0))
    np.testing.assert_array_equal(t.sum(1, dtype=dtypes.float32).numpy(), v.sum(1).astype(np.float32))

# ---- int64 / uint64 as two 32-bit words ----

LONG = "long,ulong"
I64 = np.concatenate([rng.integers(-2 ** 63, 2 ** 63 - 1, 40, dtype=np.int64),
                      [0, 1, -1, 2 ** 63 - 1, -2 ** 63, 2 ** 32, 2 ** 32 - 1, -2 ** 32, 2 ** 31, -2 ** 31 - 1, 255, -256]]).astype(np.int64)
J64 = np.concatenate([rng.integers(-2 ** 63, 2 ** 63 - 1, 40, dtype=np.int64),
                      [3, -1, 2 ** 63 - 1, -1, 2 ** 32 + 1, -2 ** 32, 7, 2 ** 31, -5, 1, 2 ** 40, -2 ** 62]]).astype(np.int64)

def test_emulated_dtypes_spellings():
  """`long,ulong` and tinygrad's dtype names both name the pair; tolist(dtypes) gives the DTypes."""
  with Context(EMULATED_DTYPES=LONG): assert EMULATED_DTYPES.tolist(dtypes) == [dtypes.int64, dtypes.uint64]
  with Context(EMULATED_DTYPES="bfloat16,fp8e4m3,half"): assert EMULATED_DTYPES.tolist(dtypes) == [dtypes.bfloat16, dtypes.fp8e4m3, dtypes.half]

LONG_OPS: dict[str, Callable] = {
  "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b, "xor_or_and": lambda a, b: (a ^ b) | (a & 0xFF),
  "lt": lambda a, b: a < b, "ge": lambda a, b: a >= b, "eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
  "where": lambda a, b: (a < b).where(a, b) if isinstance(a, Tensor) else np.where(a < b, a, b),
  "max": lambda a, b: a.maximum(b) if isinstance(a, Tensor) else np.maximum(a, b),
  "shl": lambda a, b: a << (b & 63), "shr": lambda a, b: a >> (b & 63),
  "div": lambda a, b: a // b, "mod": lambda a, b: a % b,
  "sum": lambda a, b: a.sum(), "neg": lambda a, b: -a,
}

@pytest.mark.slow  # test_codegen_emulated_dtypes covers these ops in CI; this adds uint64 comparisons and shifts with the high bit set
@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("signed", [True, False], ids=["int64", "uint64"])
@pytest.mark.parametrize("op", LONG_OPS)
def test_long_ops_like_numpy(dev: str, signed: bool, op: str):
  """Wraparound, shifts across the words, floor division and comparisons with the high word set, as numpy computes them."""
  a, b = (I64, J64) if signed else (I64.view(np.uint64), J64.view(np.uint64))
  if op in ("div", "mod"):
    b = b.copy()
    b[b == 0] = 3
  if op == "neg" and not signed: pytest.skip("numpy's -uint64 is the same wrap as 0 - x, tested by sub")
  fn = LONG_OPS[op]
  with np.errstate(all="ignore"):
    want = np.asarray(fn(a, b))
  with Context(EMULATED_DTYPES=LONG):
    got = fn(Tensor(a, device=dev), Tensor(b, device=dev)).numpy()
  np.testing.assert_array_equal(got, want)
  assert got.dtype == want.dtype

@pytest.mark.slow  # every dtype both ways: ~3 s a device; test_codegen_emulated_dtypes covers the common casts in CI
@pytest.mark.parametrize("dev,signed", [(d, sg) for d in DEVICES for sg in (True, False)])
def test_long_casts_to_and_from_every_dtype(dev: str, signed: bool):
  ldt, npl = (dtypes.int64, np.int64) if signed else (dtypes.uint64, np.uint64)
  a = I64 if signed else I64.view(np.uint64)
  with Context(EMULATED_DTYPES=LONG):
    t = Tensor(a, device=dev)
    for d in OTHERS:
      if d in (ldt,): continue
      if dtypes.is_int(d) or d == dtypes.bool:  # integer casts wrap (numpy's astype); bool is != 0
        np.testing.assert_array_equal(t.cast(d).numpy(), a.astype(_np_of(d)), err_msg=f"{ldt} -> {d}")
      else:  # to floats: moderate values round once (int -> float64 exact below 2^53)
        small = (a.astype(np.float64) / 2 ** 30).astype(npl) if signed else a >> np.uint64(34)
        want, _ = _cast_oracle(small.astype(np.float64), d)
        got = Tensor(small, device=dev).cast(d).numpy()
        np.testing.assert_array_equal(np.asarray(got, np.float64), want, err_msg=f"{ldt} -> {d}")
      # from d: values of d that fit the long (negative ones only into int64)
      vals = _other_values(d)
      vals = vals[np.isfinite(vals) & ((vals >= 0) | signed)]
      want = np.trunc(vals).astype(npl)
      np.testing.assert_array_equal(_tensor_of(vals, d, dev).cast(ldt).numpy(), want, err_msg=f"{d} -> {ldt}")
    np.testing.assert_array_equal(t.bitcast(dtypes.uint64 if signed else dtypes.int64).numpy(), a.view(np.uint64 if signed else np.int64))

@pytest.mark.parametrize("dev", DEVICES)
def test_long_numpy_round_trip_and_creation(dev: str):
  with Context(EMULATED_DTYPES=LONG):
    for src in (I64, I64.tolist()):
      t = Tensor(src, dtype=dtypes.int64, device=dev)
      np.testing.assert_array_equal((t + 0).numpy(), I64)
    assert Tensor([2 ** 63, 2 ** 64 - 1], device=dev).add(1).tolist() == [2 ** 63 + 1, 0]
    np.testing.assert_array_equal(Tensor.arange(2 ** 33, 2 ** 33 + 8, dtype=dtypes.int64, device=dev).numpy(), np.arange(2 ** 33, 2 ** 33 + 8))
