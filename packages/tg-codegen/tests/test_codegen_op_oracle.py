"""Differential fuzz of Tensor ops on the CPU device against an independent oracle: numpy (float64 where the op is exact there) and
torch's documented behaviour written out as numpy formulas. Inputs carry the IEEE edge values (NaN, +-inf, +-0, subnormals, huge and
tiny), int min/max, empty and size-1 dims, odd sizes (7, 257, 4097) and non-contiguous views (permuted, sliced, expanded). Seeds are
fixed, so every failure reproduces; the renderer spot checks (CLANG, PYTHON) cover the ops whose NaN handling was fixed.
ORACLE_DEV names another device to fuzz, e.g. `DEV=MOCK+NV ORACLE_DEV=NV` (the mock GPUs) or `ORACLE_DEV=CUDA` on a real GPU."""
import math, os, zlib
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.dtype import DType

DEV = os.environ.get("ORACLE_DEV", "CPU:LLVM")
SPOT = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
nan, inf = math.nan, math.inf
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # numpy warns on the NaN and inf inputs that are the point
EDGES = np.array([nan, inf, -inf, 0.0, -0.0, 1e-45, -1e-45, 1e-38, 1.0, -1.0, 0.5, -2.5, 3.0, 1e4], np.float32)

def T(a, dev: str = DEV) -> Tensor: return Tensor(np.ascontiguousarray(a), device=dev)

def check(got, want, rtol: float = 1e-5, atol: float = 1e-6, dtype: np.dtype | None = None) -> None:
  """Equal up to tolerance with NaN == NaN and infinities equal; the shape (and dtype when given) must match exactly."""
  got, want = np.asarray(got), np.asarray(want)
  assert got.shape == want.shape, (got.shape, want.shape)
  if dtype is not None: assert got.dtype == dtype, (got.dtype, dtype)
  if got.dtype.kind in "fc" or want.dtype.kind in "fc":
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(invalid="ignore"): ok = np.isclose(g, w, rtol=rtol, atol=atol, equal_nan=True) | (g == w)
  else: ok = got == want
  assert ok.all(), f"got {got[~ok][:8]} want {want[~ok][:8]} at {np.argwhere(~ok)[:8].tolist()}"

def edge_array(shape: tuple[int, ...], seed: int, edges: np.ndarray = EDGES, frac: float = 0.3) -> np.ndarray:
  """Normal values with a fraction replaced by edge values, fixed by seed."""
  rng = np.random.default_rng(seed)
  a = rng.standard_normal(shape).astype(np.float32)
  m = rng.random(shape) < frac
  a[m] = rng.choice(edges, size=int(m.sum()))
  return a

LAYOUTS = ["contig", "permuted", "sliced", "expanded"]
def layout(a: np.ndarray, how: str, dev: str = DEV) -> tuple[Tensor, np.ndarray]:
  """The same logical 2-D array through a view: the tensor and the numpy array it must equal."""
  if how == "permuted": return T(a.T, dev).permute(1, 0), a
  if how == "sliced":
    big = np.pad(a, ((1, 2), (3, 1)), constant_values=77.0)[:, ::-1]
    return T(big, dev)[1:-2, 1:-3].flip(1), a
  if how == "expanded": return T(a[:1], dev).expand(*a.shape), np.broadcast_to(a[:1], a.shape)
  return T(a, dev), a

# ---- reductions ----
REDUCE: dict[str, Any] = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min, "mean": np.mean, "any": np.any, "all": np.all}

@pytest.mark.parametrize("how", LAYOUTS)
@pytest.mark.parametrize("shape", [(7, 257), (1, 7), (4097, 1), (3, 4097)])
@pytest.mark.parametrize("op", list(REDUCE))
def test_reduce_edges(op: str, shape: tuple[int, int], how: str):
  a = edge_array(shape, seed=zlib.crc32(f"{op}{shape}".encode()), frac=0.02)
  # magnitudes in [0.99, 1.01] keep products of 4097 factors (one value 4097 times when expanded) finite in float32
  if op == "prod": a = np.where(np.isfinite(a) & (a != 0), np.sign(a) * (0.99 + 0.02 * (np.abs(a) % 1)), a).astype(np.float32)
  t, ref = layout(a, how)
  for axis in (None, 0, 1):
    want = REDUCE[op](ref.astype(np.float64) if op not in ("any", "all") else ref, axis=axis)
    check(getattr(t, op)(axis=axis).numpy(), want, rtol=1e-4, atol=1e-4)

@pytest.mark.parametrize("dev", SPOT)
def test_max_min_propagate_nan(dev: str):
  """numpy and torch: max/min of elements containing a NaN is NaN (the MAX instruction kept the other operand)."""
  a = np.array([[1, nan, 3], [2, 2, -1], [nan, nan, nan], [-inf, nan, inf]], np.float32)
  for axis in (None, 0, 1):
    check(T(a, dev).max(axis).numpy(), np.max(a, axis))
    check(T(a, dev).min(axis).numpy(), np.min(a, axis))
  check(T(a[None, None], dev).max_pool2d((1, 2), stride=1).numpy()[0, 0], np.maximum(a[:, :-1], a[:, 1:]))

def test_reduce_empty_and_ints():
  z = np.zeros((0, 3), np.float32)
  check(T(z).sum(0).numpy(), np.zeros(3))
  check(T(z).prod(0).numpy(), np.ones(3))
  check(T(z).mean().numpy(), np.float32(nan))
  check(T(np.zeros((0,), bool)).any().numpy(), False)
  check(T(np.zeros((0,), bool)).all().numpy(), True)
  for dt in (np.int8, np.int32, np.int64, np.uint8, np.uint32):
    info = np.iinfo(dt)
    a = np.array([info.min, info.max, 0, info.max, info.min, 1], dt)
    check(T(a).max().numpy(), a.max())
    check(T(a).min().numpy(), a.min())
    check(T(a).argmax().numpy(), np.argmax(a))
    check(T(a).argmin().numpy(), np.argmin(a))
  check(T(np.full(300, 200, np.uint8)).sum().numpy(), 60000)  # small ints sum in a wider type (torch: int64)
  check(T(np.ones(300, bool)).sum().numpy(), 300)

@pytest.mark.parametrize("correction", [0, 1, 2, 5])
def test_var_std_correction(correction: int):
  a = edge_array((7, 257), 3, edges=np.array([nan, 0.0, -0.0, 1e-45, 1e4, -1e4], np.float32), frac=0.05)
  a[1:4] = np.nan_to_num(a[1:4])
  for axis in (None, 0, 1):
    with np.errstate(all="ignore"):  # numpy and torch both divide by max(0, N - correction)
      check(T(a).var(axis, correction=correction).numpy(), np.var(a.astype(np.float64), axis, ddof=correction), rtol=1e-4)
      check(T(a).std(axis, correction=correction).numpy(), np.std(a.astype(np.float64), axis, ddof=correction), rtol=1e-4)
  with np.errstate(all="ignore"):
    check(T(np.array([[1.0, 2.0, 4.0]], np.float32)).var(1, correction=3).numpy(), np.var([[1.0, 2.0, 4.0]], 1, ddof=3))

@pytest.mark.parametrize("dt,npdt", [(dtypes.float16, np.float16), (dtypes.bfloat16, np.float32)])
def test_half_var_std_do_not_overflow(dt: DType, npdt):
  """torch computes a half variance in float32 and casts the result: deviations of ~300 square past half's 65504 midway."""
  a = (np.random.default_rng(4).standard_normal((7, 257)) * np.array([[100], [1000], [1], [0.01], [100], [100], [30]])).astype(np.float16)
  d = a.astype(np.float64)
  for axis in (None, 1):
    with np.errstate(over="ignore"):
      check(T(a).cast(dt).var(axis).cast(dtypes.float32).numpy(), d.var(axis, ddof=1).astype(npdt).astype(np.float32), rtol=1e-2)
    check(T(a).cast(dt).std(axis, correction=0).cast(dtypes.float32).numpy(), d.std(axis).astype(npdt).astype(np.float32), rtol=1e-2)

@pytest.mark.parametrize("how", LAYOUTS)
def test_argmax_argmin_ties_and_nan(how: str):
  """The first maximum wins ties; a NaN counts as the maximum (and the minimum), the first NaN's index (numpy, torch)."""
  rng = np.random.default_rng(7)
  a = rng.integers(-2, 3, (7, 257)).astype(np.float32)
  a[2, 100], a[2, 5], a[5, 0] = nan, nan, nan
  a[3] = -inf
  t, ref = layout(a, how)
  for axis in (None, 0, 1):
    check(t.argmax(axis).numpy(), np.argmax(ref, axis))
    check(t.argmin(axis).numpy(), np.argmin(ref, axis))

def test_logsumexp_edges():
  a = np.array([[-inf, -inf, -inf], [inf, 1, 0], [inf, -inf, 0], [nan, 1, 2], [1000, 1000, -1000], [-1e30, -1e30, -1e30]], np.float32)
  m = np.max(a, 1, keepdims=True)
  with np.errstate(all="ignore"):
    m0 = np.where(np.isinf(m), 0, m)
    want = (np.log(np.exp(a.astype(np.float64) - m0).sum(1, keepdims=True)) + m0)[:, 0]
  check(T(a).logsumexp(1).numpy(), want)

@pytest.mark.parametrize("n", [1, 7, 257, 4097])
def test_cumsum_cumprod(n: int):
  a = edge_array((3, n), n, edges=np.array([nan, inf, -inf, 0.0, -0.0, 1e-45], np.float32), frac=0.01)
  b = np.where(np.abs(a) > 1.5, np.sign(a), a)
  with np.errstate(all="ignore"):
    check(T(a).cumsum(1).numpy(), np.cumsum(a.astype(np.float64), 1), rtol=1e-4, atol=1e-3)
    check(T(a.T).cumsum(0).numpy(), np.cumsum(a.T.astype(np.float64), 0), rtol=1e-4, atol=1e-3)
    if n <= 257: check(T(b).cumprod(1).numpy(), np.cumprod(b.astype(np.float64), 1), rtol=1e-4, atol=1e-6)
  check(T(np.full(n, 200, np.uint8)).cumsum().numpy(), np.cumsum(np.full(n, 200, np.int64)))

def _cummax_ref(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
  """torch.cummax: a NaN is the running max from where it appears, and the index is the latest maximum (ties: the last one)."""
  vals, idx = np.empty_like(a), np.empty(a.shape, np.int64)
  best, bi = a[0], 0
  for i, x in enumerate(a):
    if np.isnan(x) or (not np.isnan(best) and x >= best): best, bi = x, i
    vals[i], idx[i] = best, bi
  return vals, idx

@pytest.mark.parametrize("dev", SPOT)
@pytest.mark.parametrize("seed", [0, 1])
def test_cummax_cummin_nan_and_ties(dev: str, seed: int):
  rng = np.random.default_rng(seed)
  a = rng.integers(-3, 4, 40).astype(np.float32)
  a[rng.integers(0, 40, 3)] = nan
  a[:2] = [a[2], a[2]]
  for fn, sgn in (("cummax", 1), ("cummin", -1)):
    v, i = getattr(T(a, dev), fn)(0)
    wv, wi = _cummax_ref(sgn * a)
    check(v.numpy(), sgn * wv)
    check(i.numpy(), wi)

# ---- casts ----
FLOAT_TO_INT = [(np.int8, dtypes.int8), (np.uint8, dtypes.uint8), (np.int16, dtypes.int16), (np.int32, dtypes.int32),
                (np.int64, dtypes.int64), (np.uint16, dtypes.uint16), (np.uint32, dtypes.uint32)]

@pytest.mark.parametrize("npdt,dt", FLOAT_TO_INT)
def test_float_to_int_truncates(npdt, dt: DType):
  """In-range floats cast to ints truncate toward zero (C, numpy, torch); out-of-range values are undefined and left out."""
  info = np.iinfo(npdt)
  rng = np.random.default_rng(0)
  a = rng.uniform(max(info.min, -2.0**31), min(info.max, 2.0**31) + 0.999, 257).astype(np.float32)
  a = np.concatenate([a, np.array([0.0, -0.0, 0.5, -0.5, 0.999, -0.999, 1e-45, info.min, info.max - 0.5 if info.max < 2**24 else 0.0], np.float32)])
  a = a[(np.trunc(a) >= info.min) & (np.trunc(a) <= info.max)]
  check(T(a).cast(dt).numpy(), np.trunc(a).astype(npdt), dtype=np.dtype(npdt))
  check(T(a.astype(np.float64)).cast(dt).numpy(), np.trunc(a.astype(np.float64)).astype(npdt))

def test_int_casts_wrap_and_bool():
  a = np.array([0, 1, -1, 255, 256, -129, 2**31 - 1, -2**31, 65535, 12345678], np.int64)
  for npdt, dt in FLOAT_TO_INT: check(T(a).cast(dt).numpy(), a.astype(npdt))
  big = np.array([2**62 + 1, -2**63, 2**63 - 1, 2**53 + 1, -(2**40) - 3], np.int64)
  check(T(big).cast(dtypes.int32).numpy(), big.astype(np.int32))
  check(T(big).cast(dtypes.float32).numpy(), big.astype(np.float32), rtol=0)
  check(T(big).cast(dtypes.float64).numpy(), big.astype(np.float64), rtol=0)
  check((T(big) + T(big[::-1])).numpy(), big + big[::-1])
  u = np.array([2**64 - 1, 2**63 + 2**11, 0], np.uint64)
  check(T(u).cast(dtypes.float64).numpy(), u.astype(np.float64), rtol=0)
  u32 = np.array([4294967295, 2**31 + 1], np.uint32)
  check(T(u32).cast(dtypes.float32).numpy(), u32.astype(np.float32), rtol=0)
  f = np.array([0.0, -0.0, nan, 1e-45, -inf, 0.1], np.float32)
  check(T(f).cast(dtypes.bool).numpy(), f.astype(bool))
  check(T(np.array([0, -2**31, 256, 1], np.int32)).cast(dtypes.bool).numpy(), np.array([0, -2**31, 256, 1]).astype(bool))
  check(T(np.array([True, False])).cast(dtypes.float32).numpy(), np.array([1.0, 0.0], np.float32), dtype=np.dtype(np.float32))

def _bf16_ref(a: np.ndarray) -> np.ndarray:
  """float32 -> bfloat16 with round to nearest even, NaN kept (torch), returned as float32."""
  b = a.astype(np.float32).view(np.uint32).astype(np.uint64)
  r = (((b + 0x7FFF + ((b >> 16) & 1)) >> 16) << 16).astype(np.uint32)
  return np.where(np.isnan(a), np.float32(nan), r.view(np.float32))

def test_half_bfloat16_round_to_nearest_even():
  ties = np.array([1 + 2.0**-11, 1 + 3 * 2.0**-11, 2049, 2051, 65504, 65519, 65520, 1e5, 6e-8, 2.98e-8, 3e-8, -1e-8, nan, -inf, 0.1, 1 / 3],
                  np.float32)
  rnd = edge_array((257,), 5) * np.float32(1000)
  for a in (ties, rnd):
    check(T(a).cast(dtypes.float16).numpy(), a.astype(np.float16), rtol=0, atol=0)
    check(T(a.astype(np.float64)).cast(dtypes.float16).numpy(), a.astype(np.float64).astype(np.float16), rtol=0, atol=0)
  bt = np.array([1 + 2.0**-8, 1 + 3 * 2.0**-8, 1 + 2.0**-8 + 2.0**-20, 257, 259, 3.38e38, 1e-40, nan, -0.0, -inf], np.float32)
  for a in (bt, rnd):
    check(T(a).cast(dtypes.bfloat16).cast(dtypes.float32).numpy(), _bf16_ref(a), rtol=0, atol=0)
  check(T(np.array([-2.5, 65504, 3.7, -100.9], np.float16)).cast(dtypes.int32).numpy(), np.array([-2, 65504, 3, -100]))

# ---- dtype promotion (torch's rules, which upstream tinygrad follows) ----
def _torch_promote(a: np.dtype, b: np.dtype) -> np.dtype:
  """torch: a float operand's dtype wins over any int or bool (no widening to float64); two ints or bools promote as numpy does."""
  fa, fb = a.kind == "f", b.kind == "f"
  if fa != fb: return a if fa else b
  return np.result_type(a, b)

PROMO = [np.bool_, np.uint8, np.int8, np.int16, np.int32, np.int64, np.uint32, np.float16, np.float32]
@pytest.mark.parametrize("da", PROMO)
def test_binary_promotion(da):
  x = np.array([1, 0, 1], da)
  for db in PROMO:
    y: np.ndarray = np.array([1, 1, 0], db)
    want = _torch_promote(np.dtype(da), np.dtype(db))
    r = T(x) * T(y)
    assert np.dtype(r.dtype.fmt) == want, (da, db, r.dtype, want)
    check(r.numpy(), (x.astype(np.float64) * y).astype(want))
  check((T(np.array([200], np.uint8)) + T(np.array([-100], np.int8))).numpy(), np.array([100], np.int16), dtype=np.dtype(np.int16))
  check((T(np.array([200], np.uint8)) + 100).numpy(), np.array([44], np.uint8), dtype=np.dtype(np.uint8))
  check((T(np.array([True, False])) + 1.5).numpy(), np.array([2.5, 1.5], np.float32))

ALL_DTS = [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.float16, np.float32, np.float64, np.bool_]
def _edge_values(npdt, seed: int) -> np.ndarray:
  rng = np.random.default_rng(seed)
  if npdt == np.bool_: return rng.random(40) < 0.5
  if np.dtype(npdt).kind == "f":
    fi = np.finfo(npdt)
    edges = np.array([0, -0.0, 1, -1, fi.max, -fi.max, fi.tiny, inf, -inf, nan, 0.5, 3], npdt)
    return np.concatenate([edges, (rng.standard_normal(28) * 100).astype(npdt)])
  ii = np.iinfo(npdt)
  return np.concatenate([np.array([ii.min, ii.max, 0, 1, ii.max - 1, ii.min + 1], npdt), rng.integers(ii.min, ii.max, 34, dtype=npdt, endpoint=True)])

@pytest.mark.parametrize("da", ALL_DTS)
def test_mixed_dtype_arithmetic(da):
  """Every dtype pair through + - * maximum <, with each dtype's extremes: the result dtype is torch's and the values wrap as numpy's do
  in it (int8 - uint8 negated the uint8 before promoting: 127 - 255 gave 128, 0 - (-128) gave -128)."""
  x = _edge_values(da, 1)
  for db in ALL_DTS:
    want_dt = _torch_promote(np.dtype(da), np.dtype(db))
    if want_dt == np.float64 and np.dtype(da).kind != "f" and np.dtype(db).kind != "f": continue  # uint64 with a signed int: no common int
    y = _edge_values(db, 2)
    xa, ya = x.astype(want_dt), y.astype(want_dt)
    ta, tb = T(x), T(y)
    ops = {"add": (ta + tb, np.add), "mul": (ta * tb, np.multiply), "maximum": (ta.maximum(tb), np.maximum), "lt": (ta < tb, np.less)}
    if want_dt != np.bool_: ops["sub"] = (ta - tb, np.subtract)
    for r, fn in ops.values():
      with np.errstate(all="ignore"): w = fn(xa, ya)
      check(r.numpy(), w, rtol=1e-3 if want_dt == np.float16 else 1e-6, atol=0, dtype=w.dtype)

# ---- integer division, modulo, bitwise ----
INT_DTS = [np.int8, np.uint8, np.int32, np.int64, np.uint32]
@pytest.mark.parametrize("npdt", INT_DTS)
def test_int_div_mod_floor_and_trunc(npdt):
  info = np.iinfo(npdt)
  base = np.array([7, -7, 0, 1, -1, 5, -128, 127, info.min, info.max, info.min + 1, info.max - 1, 3, -3], np.int64)
  a = np.array([v for v in base if info.min <= v <= info.max], npdt)
  rng = np.random.default_rng(1)
  a = np.concatenate([a, rng.integers(info.min, info.max, 30, dtype=npdt, endpoint=True)])
  for d in ([2, 3, 7, -1, -2, -3, 127] if info.min < 0 else [1, 2, 3, 7, 255]):
    b = np.full_like(a, d)
    keep = ~((a == info.min) & (b == -1)) if info.min < 0 else np.ones(a.shape, bool)  # INT_MIN // -1 overflows (UB in C)
    aa, bb = a[keep], b[keep]
    check((T(aa) // d).numpy(), aa // bb)
    check((T(aa) // T(bb)).numpy(), aa // bb)
    check((T(aa) % d).numpy(), aa % bb)
    check((T(aa) % T(bb)).numpy(), aa % bb)
    check(T(aa).div(T(bb), rounding_mode="trunc").numpy(), np.fmod(aa, bb) * 0 + (aa - np.fmod(aa, bb)) // bb)
    check(T(aa).fmod(T(bb)).numpy(), np.fmod(aa, bb))

def test_int_true_division_is_float():
  a, b = np.array([7, -7, 1, 0], np.int32), np.array([2, 2, 3, 5], np.int32)
  check((T(a) / T(b)).numpy(), a / b, dtype=np.dtype(np.float32))

@pytest.mark.parametrize("dev", SPOT)
def test_float_floordiv_mod_fmod_infinities(dev: str):
  """numpy and torch: inf // y and inf % y are NaN, x // inf is 0 or -1, x % inf is x or inf with the divisor's sign, fmod(x, inf) is x."""
  v = np.array([7.5, -7.5, 0.0, -0.0, 3.0, -3.0, inf, -inf, nan, 1.0, 5.0, -5.0, 0.25], np.float32)
  a, b = np.repeat(v, len(v)), np.tile(v, len(v))
  ta, tb = T(a, dev), T(b, dev)
  keep = ~np.isin(b, [0.0])  # x // 0 and x % 0 are checked on their own: numpy and torch give +-inf / NaN
  with np.errstate(all="ignore"):
    check((ta // tb).numpy()[keep], np.floor_divide(a, b)[keep])
    check((ta % tb).numpy()[keep], np.remainder(a, b)[keep])
    check(ta.fmod(tb).numpy()[keep], np.fmod(a, b)[keep])
    check((ta // 0.0).numpy()[~np.isnan(a) & (a != 0)], np.floor_divide(a, 0.0)[~np.isnan(a) & (a != 0)])
    check((ta % 0.0).numpy(), np.remainder(a, 0.0))

@pytest.mark.parametrize("dev", [*SPOT, *([DEV] if DEV not in SPOT else [])])
@pytest.mark.parametrize("npdt", [np.float16, np.float32])
def test_float_floordiv_mod_fmod_exact(dev: str, npdt):
  """Bit for bit numpy's: quotients that round to an integer (1 // 0.1 is 9, not 10), quotients past 2**24 (fmod(1e30, 7) is 1), the
  smallest subnormal divisors, signed zeros, infinities; plus random pairs over the dtype's whole exponent range."""
  fi, rng = np.finfo(npdt), np.random.default_rng(11)
  edge = np.array([1.0, 0.1, 0.3, -0.3, 7.0, -7.0, 2.5, fi.max, -fi.max, fi.smallest_subnormal, -fi.smallest_subnormal, fi.tiny, 0.0,
                   -0.0, 1e4, 3.0, 2.0 ** -10, 1e30 if npdt == np.float32 else 6e4, inf, -inf], npdt)
  a, b = np.repeat(edge, len(edge)), np.tile(edge, len(edge))
  exps = rng.integers(np.log2(fi.smallest_subnormal), fi.maxexp, (2, 600))
  ra, rb = (np.ldexp(rng.uniform(0.5, 1, 600) * rng.choice([-1, 1], 600), e).astype(npdt) for e in exps)
  a, b = np.concatenate([a, ra]), np.concatenate([b, rb])
  keep = b != 0  # x // 0 is checked in test_float_floordiv_mod_fmod_infinities
  with np.errstate(all="ignore"):
    for got, want in [((T(a, dev) // T(b, dev)).numpy(), np.floor_divide(a, b)), ((T(a, dev) % T(b, dev)).numpy(), np.remainder(a, b)),
                      (T(a, dev).fmod(T(b, dev)).numpy(), np.fmod(a, b))]:
      got, want = got[keep], want[keep]
      same = (got.view(np.uint16 if npdt == np.float16 else np.uint32) == want.view(np.uint16 if npdt == np.float16 else np.uint32)) | \
             (np.isnan(got) & np.isnan(want))
      assert same.all(), f"a={a[keep][~same][:4]} b={b[keep][~same][:4]}: got {got[~same][:4]}, numpy {want[~same][:4]}"

@pytest.mark.parametrize("dev", SPOT)
def test_float64_fmod_mod_signs(dev: str):
  """float64 takes one reduction step (exact for small quotients); its zeros still carry numpy's signs."""
  a, b = np.array([-6.0, 6.0, -7.5, -0.0, 5.0, 7.0, -7.0]), np.array([3.0, -3.0, 2.0, 3.0, -2.0, -7.0, 7.0])
  for got, want in [(T(a, dev).fmod(T(b, dev)).numpy(), np.fmod(a, b)), ((T(a, dev) % T(b, dev)).numpy(), np.remainder(a, b)),
                    ((T(a, dev) // T(b, dev)).numpy(), np.floor_divide(a, b))]:
    assert np.array_equal(got.view(np.uint64), want.view(np.uint64)), (got, want)

@pytest.mark.parametrize("npdt", [np.int8, np.uint8, np.int32, np.int64, np.uint32])
def test_bitwise_and_shifts(npdt):
  info = np.iinfo(npdt)
  rng = np.random.default_rng(2)
  a = np.concatenate([np.array([0, 1, info.min, info.max], npdt), rng.integers(info.min, info.max, 60, dtype=npdt, endpoint=True)])
  b = rng.integers(info.min, info.max, len(a), dtype=npdt, endpoint=True)
  sh = rng.integers(0, info.bits, len(a)).astype(npdt)
  check((T(a) & T(b)).numpy(), a & b)
  check((T(a) | T(b)).numpy(), a | b)
  check((T(a) ^ T(b)).numpy(), a ^ b)
  check((~T(a)).numpy(), ~a)
  check((T(a) >> T(sh)).numpy(), a >> sh)  # arithmetic for signed (numpy, torch)
  check((T(a) << T(sh)).numpy(), (a << sh).astype(npdt))
  check((T(a) >> 3).numpy(), a >> npdt(3))
  check((T(a) << 3).numpy(), (a << npdt(3)).astype(npdt))
  bo = np.array([True, False, True, False]), np.array([True, True, False, False])
  check((T(bo[0]) ^ T(bo[1])).numpy(), bo[0] ^ bo[1])
  check((T(bo[0]) & T(bo[1])).numpy(), bo[0] & bo[1])
  check((~T(bo[0])).numpy(), ~bo[0])

@pytest.mark.parametrize("npdt,dt", [(np.int8, dtypes.int8), (np.uint8, dtypes.uint8), (np.int32, dtypes.int32), (np.int64, dtypes.int64)])
def test_int_pow_stays_int_and_wraps(npdt, dt: DType):
  """torch: an int tensor to an int power (tensor or Python constant, either side) is an int that wraps; exponents over 8 gave float32."""
  a = np.array([2, 3, -3, 0, 1, -1, 7], np.int64)
  a = a[(a >= np.iinfo(npdt).min)].astype(npdt)
  for n in (0, 1, 2, 5, 9, 16, 31, 39, 64, 100):
    r = T(a) ** n
    assert r.dtype == dt, (n, r.dtype)
    check(r.numpy(), a ** npdt(n))
  e = np.array([0, 1, 5, 9, 31, 2, 3], npdt)[:len(a)]
  check((T(a) ** T(e)).numpy(), a ** e)
  check((2 ** T(e)).numpy(), (npdt(2) ** e))

def test_activations_at_infinity():
  """torch: relu6(inf) = 6, hardsigmoid(+-inf) = 1 and 0, hardswish(inf) = inf (differences of relus gave inf - inf = NaN)."""
  x = np.array([inf, -inf, nan, -3.5, 0.0, 2.0, 6.0, 7.0], np.float32)
  d = x.astype(np.float64)
  check(T(x).relu6().numpy(), np.where(np.isnan(d), nan, np.clip(d, 0, 6)))
  check(T(x).hardsigmoid().numpy(), np.where(np.isnan(d), nan, np.clip(d / 6 + 0.5, 0, 1)))
  with np.errstate(invalid="ignore"): check(T(x).hardswish().numpy(), d * np.clip(d + 3, 0, 6) / 6)

def test_inverse_trig_small_large_and_infinite():
  """atan(1e20) was 1.2e-7 (x*x overflowed) and atan(+-inf) NaN; asin and atan of tiny x were 1.2e-7 (the fit's absolute error)."""
  x = np.concatenate([np.array([1e20, -1e30, 1e19, inf, -inf, 1e-30, -1e-8, 1e-4, 0.0, -0.0, 1.0, -1.0, 3.0], np.float32),
                      np.linspace(-50, 50, 4097, dtype=np.float32)])
  check(T(x).atan().numpy(), np.arctan(x.astype(np.float64)), rtol=1e-6, atol=0)
  y = np.concatenate([np.array([1e-30, -1e-8, 1e-4, 0.0, 1.0, -1.0, 0.5, -0.5], np.float32), np.linspace(-1, 1, 4097, dtype=np.float32)])
  check(T(y).asin().numpy(), np.arcsin(y.astype(np.float64)), rtol=1e-6, atol=0)
  check(T(y).acos().numpy(), np.arccos(y.astype(np.float64)), rtol=1e-6, atol=1e-7)

def test_hyperbolic_small_and_large():
  """Closed forms cancel near 0 (tanh, sinh, asinh, atanh of 1e-8 were 0; tanh(1e-3) off by 7e-5) and x*x overflows past 1.8e19
  (asinh, acosh of 1e20 were inf): the odd Taylor series below a limit, log(2|x|) past 1e18; gradients stay finite."""
  x = np.concatenate([np.array([1e-30, -1e-8, 1e-6, -1e-3, 0.05, 0.1249, 0.126, -0.49, 0.51, 3.0, -30.0, 0.0], np.float32),
                      np.linspace(-3, 3, 4097, dtype=np.float32)])
  d = x.astype(np.float64)
  for fn, want in (("tanh", np.tanh), ("sinh", np.sinh), ("asinh", np.arcsinh)):
    check(getattr(T(x), fn)().numpy(), want(d), rtol=2e-6, atol=0)
  sm = x[np.abs(x) < 0.99]
  check(T(sm).atanh().numpy(), np.arctanh(sm.astype(np.float64)), rtol=2e-6, atol=0)
  big = np.array([1e20, -1e30, 1e19, 3e38, 2.0, 7.5], np.float32)
  check(T(big).asinh().numpy(), np.arcsinh(big.astype(np.float64)), rtol=1e-6)
  check(T(np.abs(big)).acosh().numpy(), np.arccosh(np.abs(big).astype(np.float64)), rtol=1e-6)
  g = np.array([0.0, 1e-8, -0.1, 0.7, 30.0, 1e20], np.float32)
  t = T(g).requires_grad_()
  (t.tanh() + t.asinh() + t.atan()).sum().backward()
  gd = g.astype(np.float64)
  check(t.grad.numpy(), (1 - np.tanh(gd) ** 2) + 1 / np.sqrt(gd * gd + 1) + 1 / (1 + gd * gd), rtol=1e-5, atol=1e-30)

def test_gelu_tanh_relative_accuracy():
  """gelu's tanh form is x * sigmoid(2u): 0.5 * x * (1 + tanh(u)) cancelled for negative x (relative error 0.2 near x = -4, 0 for -1e-37)."""
  x = np.concatenate([np.linspace(-10, 10, 4097), [-30.0, 30.0, -1e-8, 1e-8, 0.0]]).astype(np.float32)
  d = x.astype(np.float64)
  with np.errstate(over="ignore"): want = d / (1 + np.exp(-2 * math.sqrt(2 / math.pi) * (d + 0.044715 * d ** 3)))
  check(T(x).gelu().numpy(), want, rtol=2e-5, atol=1e-38)

# ---- comparisons, where, clip ----
@pytest.mark.parametrize("dev", SPOT)
def test_comparisons_with_nan(dev: str):
  """Every ordered comparison with a NaN is False and != is True (numpy, torch); <= and >= were not (x > y) and said True."""
  v = np.array([nan, inf, -inf, 0.0, -0.0, 1.0, 1e-45], np.float32)
  a, b = np.repeat(v, len(v)), np.tile(v, len(v))
  for op in ("__lt__", "__le__", "__gt__", "__ge__", "__eq__", "__ne__"):
    check(getattr(T(a, dev), op)(T(b, dev)).numpy(), getattr(a, op)(b))
    check(getattr(T(a, dev), op)(nan).numpy(), getattr(a, op)(np.float32(nan)))
    check(getattr(T(a, dev), op)(1.0).numpy(), getattr(a, op)(np.float32(1.0)))
  i = np.array([-2**31, -1, 0, 2**31 - 1], np.int32)
  check((T(i, dev) <= T(i[::-1], dev)).numpy(), i <= i[::-1])
  check((T(i, dev) >= 0).numpy(), i >= 0)

def test_where_masked_fill_clip():
  a = edge_array((7, 257), 11)
  check(T(a).where(1.0, 2.0).numpy(), np.where(a.astype(bool), 1.0, 2.0))
  check(T(a).masked_fill(T(np.isnan(a)), 0.0).numpy(), np.where(np.isnan(a), 0, a))
  check(T(a > 0).where(T(a), T(-a)).numpy(), np.where(a > 0, a, -a))
  check(T(np.array([True, False])).where(T(np.array([1, 2], np.int32)), 0.5).numpy(), np.array([1.0, 0.5]))
  # torch: clamp(x, lo, hi) is min(max(x, lo), hi), so lo > hi gives hi everywhere; NaN stays NaN
  check(T(a).clip(2.0, 1.0).numpy(), np.where(np.isnan(a), nan, 1.0))
  check(T(a).clip(-1.0, 1.0).numpy(), np.clip(a, -1, 1))
  lo = np.random.default_rng(3).standard_normal(a.shape).astype(np.float32)
  check(T(a).clip(T(lo), None).numpy(), np.where(np.isnan(a), nan, np.maximum(a, lo)))

# ---- sort, topk, indexing ----
@pytest.mark.parametrize("n", [1, 7, 257])
def test_sort_topk_stable_nan_last(n: int):
  """torch: sort is stable with NaN greater than everything (last ascending, first descending); topk takes NaN as the largest."""
  rng = np.random.default_rng(n)
  a = rng.integers(-3, 4, (5, n)).astype(np.float32)
  a[rng.random(a.shape) < 0.1] = nan
  a[rng.random(a.shape) < 0.1] = inf
  a[rng.random(a.shape) < 0.1] = -0.0
  v, i = T(a).sort(-1)
  check(v.numpy(), np.sort(a, -1))
  check(i.numpy(), np.argsort(a, -1, kind="stable"))
  v, i = T(a).sort(-1, descending=True)
  key = np.where(np.isnan(a), -inf, -a)  # descending, stable, NaN first
  order = np.lexsort((np.arange(n)[None].repeat(5, 0), key, ~np.isnan(a)))
  check(i.numpy(), order)
  check(v.numpy(), np.take_along_axis(a, order, -1))
  k = min(3, n)
  check(T(a).topk(k)[0].numpy(), np.take_along_axis(a, order, -1)[:, :k])
  check(T(a).topk(k, largest=False)[0].numpy(), np.sort(a, -1)[:, :k])
  check(T(a.T).sort(0)[0].numpy(), np.sort(a.T, 0))

def test_gather_index_negative_and_views():
  base = np.arange(42, dtype=np.float32).reshape(6, 7)
  check(T(base)[:, T(np.array([-1, 0, -7, 3]))].numpy(), base[:, [-1, 0, -7, 3]])
  check(T(base)[T(np.array([-1, -6]))].numpy(), base[[-1, -6]])
  check(T(base)[-1, -2].numpy(), base[-1, -2])
  check(T(base)[::-2, 1::3].numpy(), base[::-2, 1::3])
  idx = np.random.default_rng(4).integers(0, 7, (6, 9))
  check(T(base).gather(1, T(idx)).numpy(), np.take_along_axis(base, idx, 1))
  check(T(base.T).permute(1, 0).gather(1, T(idx)).numpy(), np.take_along_axis(base, idx, 1))
  z = np.zeros((2, 6), np.float32)
  np.put_along_axis(z, np.array([[0, 1], [5, 4]]), 1.0, 1)
  check(Tensor.zeros(2, 6, device=DEV).scatter(1, T(np.array([[0, 1], [5, 4]])), T(np.ones((2, 2), np.float32))).numpy(), z)
  src = np.array([-1.0, 2.0, nan, 4.0], np.float32)
  got = Tensor.ones(5, device=DEV).scatter_reduce(0, T(np.array([0, 0, 2, 4])), T(src), "amax").numpy()
  check(got, np.array([2.0, 1.0, nan, 1.0, 4.0]))  # torch propagates the NaN

def test_out_of_range_indices_raise_with_check_oob():
  """torch raises for gather/scatter indices outside [0, n) (negative ones too); tg selects nothing (tinygrad's rule) unless CHECK_OOB=1."""
  from tinygrad.helpers import Context
  base, bad = np.arange(12, dtype=np.float32).reshape(2, 6), np.array([[0, -1], [6, 1]])
  check(T(base).gather(1, T(bad)).numpy(), np.where((bad >= 0) & (bad < 6), np.take_along_axis(base, bad % 6, 1), 0))
  with Context(CHECK_OOB=1):
    with pytest.raises(IndexError, match="gather"): T(base).gather(1, T(bad)).realize()
    with pytest.raises(IndexError, match="scatter"): Tensor.zeros(2, 6, device=DEV).scatter(1, T(bad), 1.0).realize()
    with pytest.raises(IndexError, match="scatter"): T(base).scatter_reduce(1, T(bad), T(base[:, :2].copy()), "sum").realize()

# ---- softmax, matmul, einsum ----
def test_softmax_log_softmax_rows_with_inf():
  a = np.array([[1, inf, 2], [-inf, -inf, -inf], [inf, inf, 1], [1, 2, 3], [-inf, 0, 1], [nan, 1, 2], [1e30, -1e30, 0]], np.float32)
  d = a.astype(np.float64)
  with np.errstate(all="ignore"):
    m = d.max(1, keepdims=True)
    e = np.exp(d - m)
    check(T(a).softmax(1).numpy(), e / e.sum(1, keepdims=True))
    check(T(a).log_softmax(1).numpy(), d - m - np.log(e.sum(1, keepdims=True)))

def test_cross_entropy_with_masked_logits():
  """A -inf logit (a masked class) that is not the target leaves the loss finite (torch gathers the target's log-probability);
  with label smoothing the smoothing mass on it makes the loss inf (torch)."""
  x = np.array([[0, -inf, 1], [2, 0, -inf], [-inf, -inf, 3]], np.float32)
  y = np.array([2, 0, 2])
  d = x.astype(np.float64)
  with np.errstate(all="ignore"):
    m = d.max(1, keepdims=True)
    logp = d - m - np.log(np.exp(d - m).sum(1, keepdims=True))
  nll = -logp[np.arange(3), y]
  check(T(x).cross_entropy(T(y), reduction="none").numpy(), nll)
  check(T(x).cross_entropy(T(y)).numpy(), nll.mean())
  check(T(x).sparse_categorical_crossentropy(T(y), reduction="none").numpy(), nll)
  check(T(x).sparse_categorical_crossentropy(T(np.array([2, -1, 2]))).numpy(), nll[[0, 2]].mean())
  check(T(x).cross_entropy(T(y), label_smoothing=0.1, reduction="none").numpy(), np.full(3, inf))
  check(T(x[[0]]).sparse_categorical_crossentropy(T(y[[0]]), label_smoothing=0.1).numpy(), inf)

def test_binary_crossentropy_at_zero_and_one():
  """torch's BCELoss clamps each log at -100: probabilities of exactly 0 and 1 give finite losses (0 * log 0 was NaN)."""
  p, y = np.array([0, 1, 0.5, 1e-30, 1 - 1e-7, 0, 1], np.float32), np.array([0, 1, 1, 1, 0, 1, 0], np.float32)
  d = p.astype(np.float64)
  with np.errstate(divide="ignore"):
    want = -(y * np.maximum(np.log(d), -100) + (1 - y) * np.maximum(np.log1p(-d), -100))
  check(T(p).binary_crossentropy(T(y), reduction="none").numpy(), want, rtol=1e-4)
  check(T(p).binary_crossentropy(T(y)).numpy(), want.mean(), rtol=1e-4)

@pytest.mark.parametrize("dev", SPOT)
def test_mean_is_a_true_division(dev: str):
  """The mean of a constant row is the constant (s * (1/n) missed by an ulp: layernorm of a constant row of 3e4 gave -0.53, torch 0)."""
  for n in (3, 7, 257, 4097):
    for v in (3e4, -7.25, 0.5) + ((1e-40,) if n < 300 else ()):  # sums that are exact in float32, so only the division can miss
      a = np.full((2, n), v, np.float32)
      check(T(a, dev).mean(1).numpy(), a[:, 0], rtol=0, atol=0)
  check(T(np.full((2, 7), 3e4, np.float32), dev).layernorm().numpy(), np.zeros((2, 7)), atol=0)
  a = np.random.default_rng(12).standard_normal((3, 257)).astype(np.float32)
  check(T(a, dev).mean(1).numpy(), a.astype(np.float64).mean(1), rtol=1e-6)

def test_matmul_edges():
  m1, m2 = np.array([[1, inf], [0, 1], [nan, 0], [-inf, inf]], np.float32), np.array([[0, 1], [2, 0]], np.float32)
  with np.errstate(all="ignore"): check((T(m1) @ T(m2)).numpy(), m1.astype(np.float64) @ m2)
  check((T(np.zeros((3, 0), np.float32)) @ T(np.zeros((0, 4), np.float32))).numpy(), np.zeros((3, 4)))
  check((T(np.zeros((0, 3), np.float32)) @ T(np.ones((3, 4), np.float32))).numpy(), np.zeros((0, 4)))
  check((T(np.array([[2.0]], np.float32)) @ T(np.array([[3.0]], np.float32))).numpy(), np.array([[6.0]]))
  rng = np.random.default_rng(5)
  a, b = rng.standard_normal((7, 257)).astype(np.float32), rng.standard_normal((257, 5)).astype(np.float32)
  check((T(a.T).T @ T(b)).numpy(), a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)
  check((T(a[:1]).expand(7, 257) @ T(b[:, ::-1])).numpy(), np.broadcast_to(a[:1], (7, 257)).astype(np.float64) @ b[:, ::-1], rtol=1e-4, atol=1e-4)
  check((T(np.ones(7, np.float32)) @ T(np.arange(7, dtype=np.float32))).numpy(), np.float64(21.0))
  ia, ib = np.array([[2**20, 3]], np.int32), np.array([[2**11], [5]], np.int32)
  check((T(ia) @ T(ib)).numpy(), (ia.astype(np.int64) @ ib).astype(np.int32))  # int32 accumulation wraps as numpy's int32 matmul

EINSUM_SHAPES: dict[str, list[tuple[int, ...]]] = {
  "ij,jk->ik": [(7, 257), (257, 5)], "ii->": [(7, 7)], "ii->i": [(7, 7)], "bij,bjk->bik": [(2, 7, 3), (2, 3, 1)],
  "i,j->ij": [(3,), (4,)], "...ij->...ji": [(7, 1, 5)], "ij,jk": [(1, 7), (7, 7)], "ij->j": [(257, 3)], "ij,ij->i": [(5, 7), (5, 7)]}

@pytest.mark.parametrize("eq", list(EINSUM_SHAPES))
def test_einsum_matches_numpy(eq: str):
  rng = np.random.default_rng(6)
  shapes = EINSUM_SHAPES[eq]
  ops = [rng.standard_normal(s).astype(np.float32) for s in shapes]
  check(Tensor.einsum(eq, *[T(o) for o in ops]).numpy(), np.einsum(eq, *[o.astype(np.float64) for o in ops]), rtol=1e-4, atol=1e-4)

# ---- pad, interpolate, conv2d ----
@pytest.mark.parametrize("mode,npmode", [("constant", "constant"), ("reflect", "reflect"), ("replicate", "edge"), ("circular", "wrap")])
def test_pad_modes(mode: str, npmode: Any):
  p = edge_array((2, 1, 3, 7), 8)
  check(T(p).pad((1, 2, 2, 1), mode=mode).numpy(), np.pad(p, ((0, 0), (0, 0), (2, 1), (1, 2)), mode=npmode))
  check(T(p).pad((0, 0, 2, 0), mode=mode).numpy(), np.pad(p, ((0, 0), (0, 0), (2, 0), (0, 0)), mode=npmode))
  if mode == "constant":
    check(T(p).pad((1, 1), value=-inf).numpy(), np.pad(p, ((0, 0), (0, 0), (0, 0), (1, 1)), constant_values=-inf))
    check(T(p).pad((-1, 1, 0, -2)).numpy(), np.pad(p, ((0, 0), (0, 0), (0, 0), (0, 1)))[..., :1, 1:])

def _linear_src(insz: int, outsz: int, align: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
  """torch's source coordinates for linear interpolation: corners aligned, or half-pixel centres clamped at 0."""
  if align: src = np.arange(outsz) * ((insz - 1) / (outsz - 1) if outsz > 1 else 0.0)
  else: src = np.maximum((np.arange(outsz) + 0.5) * insz / outsz - 0.5, 0)
  lo = np.minimum(np.floor(src).astype(int), insz - 1)
  return lo, np.minimum(lo + 1, insz - 1), src - lo

@pytest.mark.parametrize("size", [(10, 3), (5, 7), (1, 1), (13, 20)])
def test_interpolate_matches_torch_formulas(size: tuple[int, int]):
  x = np.random.default_rng(9).standard_normal((1, 2, 5, 7)).astype(np.float32)
  oh, ow = size
  for align in (False, True):
    l0, h0, f0 = _linear_src(5, oh, align)
    l1, h1, f1 = _linear_src(7, ow, align)
    d = x.astype(np.float64)
    rows = d[:, :, l0] * (1 - f0)[:, None] + d[:, :, h0] * f0[:, None]
    check(T(x).interpolate(size, mode="linear", align_corners=align).numpy(), rows[..., l1] * (1 - f1) + rows[..., h1] * f1)
  near = lambda n, o, off: np.minimum(np.floor((np.arange(o) + off) * n / o).astype(int), n - 1)
  check(T(x).interpolate(size, mode="nearest").numpy(), x[:, :, near(5, oh, 0)][..., near(7, ow, 0)])
  check(T(x).interpolate(size, mode="nearest-exact").numpy(), x[:, :, near(5, oh, 0.5)][..., near(7, ow, 0.5)])

def _conv2d_ref(x: np.ndarray, w: np.ndarray, stride: int, dil: int, pad: int, groups: int) -> np.ndarray:
  x = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pad, pad), (pad, pad)))
  o, cg, kh, kw = w.shape
  oh, ow = (x.shape[2] - dil * (kh - 1) - 1) // stride + 1, (x.shape[3] - dil * (kw - 1) - 1) // stride + 1
  out = np.zeros((x.shape[0], o, oh, ow))
  for oc in range(o):
    g = oc // (o // groups)
    for i in range(kh):
      for j in range(kw):
        patch = x[:, g * cg:(g + 1) * cg, i * dil:i * dil + stride * (oh - 1) + 1:stride, j * dil:j * dil + stride * (ow - 1) + 1:stride]
        out[:, oc] += np.einsum("nchw,c->nhw", patch, w[oc, :, i, j])
  return out

@pytest.mark.parametrize("c,o,g,s,d,p,h,k", [(4, 6, 2, 2, 1, 1, 7, 3), (3, 3, 3, 1, 2, 2, 9, 3), (2, 4, 1, 3, 1, 0, 8, 2), (1, 1, 1, 1, 1, 0, 1, 1),
                                             (6, 6, 6, 1, 3, 3, 7, 3)])
def test_conv2d_groups_dilation_stride(c: int, o: int, g: int, s: int, d: int, p: int, h: int, k: int):
  rng = np.random.default_rng(c * 100 + o)
  x, w = rng.standard_normal((2, c, h, h + 1)).astype(np.float32), rng.standard_normal((o, c // g, k, k)).astype(np.float32)
  got = T(x).conv2d(T(w), groups=g, stride=s, dilation=d, padding=p).numpy()
  check(got, _conv2d_ref(x, w, s, d, p, g), rtol=1e-4, atol=1e-4)
