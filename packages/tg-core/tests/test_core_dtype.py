import bisect, itertools, math, pickle, random, struct
from fractions import Fraction
import numpy as np
import pytest
from tinygrad.helpers import Context
from tinygrad.dtype import (DType, PtrDType, AddrSpace, dtypes, Invalid, InvalidType, NAN, to_dtype, least_upper_dtype, least_upper_float,
                            strong_dtype, weak_dtype, can_lossless_cast, sum_acc_dtype, truncate, bitcast, f32_to_bf16_bits, bf16_bits_to_f32,
                            float_to_bf16, float_to_fp8, fp8_to_float, f32_to_bf16_np, bf16_to_f32_np, float_to_fp8_np, fp8_to_float_np,
                            _to_np_dtype, _from_np_dtype, _to_torch_dtype, _from_torch_dtype)

# ---- the dtype table (names, sizes, formats) ----

SPEC_TABLE = {  # name: (bits, bytes, priority, fmt)
  "void": (0, 0, -1, None), "bool": (1, 1, 0, "?"), "int8": (8, 1, 1, "b"), "uint8": (8, 1, 2, "B"), "int16": (16, 2, 3, "h"),
  "uint16": (16, 2, 4, "H"), "int32": (32, 4, 5, "i"), "uint32": (32, 4, 6, "I"), "int64": (64, 8, 7, "q"), "uint64": (64, 8, 8, "Q"),
  "fp8e4m3": (8, 1, 10, None), "fp8e4m3fnuz": (8, 1, 10, None), "fp8e5m2": (8, 1, 11, None), "fp8e5m2fnuz": (8, 1, 11, None),
  "float16": (16, 2, 12, "e"), "bfloat16": (16, 2, 13, None), "float32": (32, 4, 14, "f"), "float64": (64, 8, 15, "d"),
  "weakint": (800, 100, 0, None), "weakfloat": (800, 100, 9, None)}
ALIASES = {"char": "int8", "uchar": "uint8", "short": "int16", "ushort": "uint16", "int": "int32", "uint": "uint32", "long": "int64",
           "ulong": "uint64", "half": "float16", "float": "float32", "double": "float64"}

@pytest.mark.parametrize("name", SPEC_TABLE)
def test_table(name):
  dt = getattr(dtypes, name)
  assert (dt.bitsize, dt.itemsize, dt.priority, dt.fmt) == SPEC_TABLE[name]
  assert eval(repr(dt), {"dtypes": dtypes}) is dt

def test_aliases_and_repr():
  for alias, name in ALIASES.items():
    assert getattr(dtypes, alias) is getattr(dtypes, name)
    assert repr(getattr(dtypes, name)) == f"dtypes.{alias}"  # the last alias names it
  assert repr(dtypes.bfloat16) == "dtypes.bfloat16" and repr(dtypes.weakint) == "dtypes.weakint"

def test_groups():
  assert dtypes.fp8s == (dtypes.fp8e4m3, dtypes.fp8e5m2, dtypes.fp8e4m3fnuz, dtypes.fp8e5m2fnuz)
  assert set(dtypes.floats) == {*dtypes.fp8s, dtypes.half, dtypes.bfloat16, dtypes.float, dtypes.double}
  assert set(dtypes.ints) == {*dtypes.uints, *dtypes.sints} and len(dtypes.ints) == 8
  assert all(np.dtype(_to_np_dtype(d)).kind == "u" for d in dtypes.uints) and all(np.dtype(_to_np_dtype(d)).kind == "i" for d in dtypes.sints)
  assert set(dtypes.all) == {*dtypes.floats, *dtypes.ints, dtypes.bool} and dtypes.weaks == (dtypes.weakint, dtypes.weakfloat)
  assert dtypes.int8s == (dtypes.int8, dtypes.uint8) and dtypes.int64s == (dtypes.int64, dtypes.uint64)

def test_predicates():
  assert all(dtypes.is_float(d) for d in (*dtypes.floats, dtypes.weakfloat)) and not any(dtypes.is_float(d) for d in (*dtypes.ints, dtypes.bool))
  assert all(dtypes.is_int(d) for d in (*dtypes.ints, dtypes.weakint)) and not any(dtypes.is_int(d) for d in (*dtypes.floats, dtypes.bool))
  assert [d for d in dtypes.all if dtypes.is_unsigned(d)] == list(dtypes.uints) and not dtypes.is_unsigned(dtypes.weakint)
  assert dtypes.is_bool(dtypes.bool) and not dtypes.is_bool(dtypes.uint8) and dtypes.is_float(dtypes.half.vec(4))

def test_ordering():
  every = dtypes.all + dtypes.weaks + (dtypes.void,)
  assert sorted(every) == sorted(every, key=lambda d: (d.priority, d.bitsize, d.name))
  assert dtypes.bool < dtypes.weakint < dtypes.int8 < dtypes.uint64 < dtypes.weakfloat < dtypes.fp8e4m3 < dtypes.float64

@pytest.mark.parametrize("dt", dtypes.ints)
def test_min_max_ints(dt):
  info = np.iinfo(np.dtype(_to_np_dtype(dt)).str)
  assert (dt.min, dt.max) == (int(info.min), int(info.max))

def test_min_max_other():
  assert (dtypes.bool.min, dtypes.bool.max) == (False, True)
  assert all((d.min, d.max) == (-math.inf, math.inf) for d in (*dtypes.floats, dtypes.weakfloat))
  assert dtypes.weakint.max == 2**799 - 1 and dtypes.weakint.min == -2**799

# ---- interning, vectors, pointers ----

def test_interned():
  assert DType(14, 32, "float", "f") is dtypes.float and DType(priority=14, bitsize=32, name="float", fmt="f") is dtypes.float
  assert dtypes.float.vec(4) is dtypes.float.vec(4) and dtypes.half.ptr(16) is dtypes.half.ptr(16)
  for d in (dtypes.int, dtypes.bfloat16.vec(8), dtypes.float.ptr(64, AddrSpace.LOCAL), dtypes.float.vec(4).ptr().vec(2)):
    assert pickle.loads(pickle.dumps(d)) is d
  assert hash(dtypes.float) == hash(pickle.loads(pickle.dumps(dtypes.float)))
  with pytest.raises(AttributeError): dtypes.float.bitsize = 3  # type: ignore[misc]

def test_vec():
  v = dtypes.half.vec(8)
  assert (v.count, v.scalar(), v.itemsize, v.bitsize, repr(v)) == (8, dtypes.half, 16, 128, "dtypes.half.vec(8)")
  assert dtypes.half.vec(1) is dtypes.half and dtypes.half.scalar() is dtypes.half and v.vec(1) is v
  assert least_upper_dtype(dtypes.int8.vec(4), dtypes.uint8.vec(4)) is dtypes.int16.vec(4)
  for bad in (lambda: dtypes.half.vec(0), lambda: v.vec(2), lambda: least_upper_dtype(dtypes.int.vec(2), dtypes.int8.vec(4))):
    with pytest.raises((ValueError, TypeError)): bad()

def test_ptr():
  p = dtypes.float.ptr()
  assert isinstance(p, PtrDType) and (p.base, p.size, p.addrspace, p.count, p.vcount) == (dtypes.float, -1, AddrSpace.GLOBAL, 1, 1)
  q = dtypes.half.vec(4).ptr(16, AddrSpace.LOCAL)
  assert (q.base, q.size, q.addrspace, q.count) == (dtypes.half.vec(4), 16, AddrSpace.LOCAL, 4)
  assert repr(q) == "dtypes.half.vec(4).ptr(16, AddrSpace.LOCAL)" and repr(p) == "dtypes.float.ptr(-1)"
  pv = p.vec(4)
  assert (pv.vcount, pv.scalar(), pv.base) == (4, p, dtypes.float) and p != dtypes.float and p != dtypes.float.ptr(4)
  assert [a.name for a in AddrSpace] == ["GLOBAL", "LOCAL", "REG", "ALU"]
  with pytest.raises(TypeError): p.ptr()

def test_invalid():
  assert InvalidType() is Invalid and pickle.loads(pickle.dumps(Invalid)) is Invalid and repr(Invalid) == "Invalid"
  assert dtypes.int.const(Invalid) is Invalid and dtypes.as_const(Invalid, dtypes.float) is Invalid

# ---- promotion ----

S = {"b": dtypes.bool, "wi": dtypes.weakint, "i8": dtypes.int8, "u8": dtypes.uint8, "i16": dtypes.int16, "u16": dtypes.uint16, "i32": dtypes.int32,
     "u32": dtypes.uint32, "i64": dtypes.int64, "u64": dtypes.uint64, "wf": dtypes.weakfloat, "e4": dtypes.fp8e4m3, "e4z": dtypes.fp8e4m3fnuz,
     "e5": dtypes.fp8e5m2, "e5z": dtypes.fp8e5m2fnuz, "f16": dtypes.half, "bf16": dtypes.bfloat16, "f32": dtypes.float, "f64": dtypes.double}
INT_TABLE = """
     b   wi  i8  u8  i16 u16 i32 u32 i64 u64 wf
b    b   wi  i8  u8  i16 u16 i32 u32 i64 u64 wf
wi   wi  wi  i8  u8  i16 u16 i32 u32 i64 u64 wf
i8   i8  i8  i8  i16 i16 i32 i32 i64 i64 wf  wf
u8   u8  u8  i16 u8  i16 u16 i32 u32 i64 u64 wf
i16  i16 i16 i16 i16 i16 i32 i32 i64 i64 wf  wf
u16  u16 u16 i32 u16 i32 u16 i32 u32 i64 u64 wf
i32  i32 i32 i32 i32 i32 i32 i32 i64 i64 wf  wf
u32  u32 u32 i64 u32 i64 u32 i64 u32 i64 u64 wf
i64  i64 i64 i64 i64 i64 i64 i64 i64 i64 wf  wf
u64  u64 u64 wf  u64 wf  u64 wf  u64 wf  u64 wf
wf   wf  wf  wf  wf  wf  wf  wf  wf  wf  wf  wf
"""
FLOAT_TABLE = """
     e4   e4z  e5   e5z  f16  bf16 f32  f64
e4   e4   f16  f16  f16  f16  bf16 f32  f64
e4z  f16  e4z  f16  f16  f16  bf16 f32  f64
e5   f16  f16  e5   f16  f16  bf16 f32  f64
e5z  f16  f16  f16  e5z  f16  bf16 f32  f64
f16  f16  f16  f16  f16  f16  f32  f32  f64
bf16 bf16 bf16 bf16 bf16 f32  bf16 f32  f64
f32  f32  f32  f32  f32  f32  f32  f32  f64
f64  f64  f64  f64  f64  f64  f64  f64  f64
"""
def parse_table(t):
  head, *rows = [r.split() for r in t.strip().splitlines()]
  return {(r[0], c): v for r in rows for c, v in zip(head, r[1:])}

def full_table():
  tab = {**parse_table(INT_TABLE), **parse_table(FLOAT_TABLE)}
  ints, floats = INT_TABLE.split()[:11], FLOAT_TABLE.split()[:8]
  return {**tab, **{(i, f): f for i in ints for f in floats}, **{(f, i): f for i in ints for f in floats}}

def test_table_is_symmetric_and_complete():
  tab = full_table()
  assert len(tab) == len(S) ** 2 and all(tab[a, b] == tab[b, a] for a, b in tab)

def test_promotion_table():
  for (a, b), want in full_table().items(): assert least_upper_dtype(S[a], S[b]) is S[want], (a, b)

def test_spec_examples():
  d = dtypes
  assert least_upper_dtype(d.int8, d.uint8) is d.int16 and least_upper_dtype(d.int32, d.uint32) is d.int64
  assert least_upper_dtype(d.int64, d.uint64) is d.weakfloat and least_upper_dtype(d.half, d.bfloat16) is d.float32
  assert all(least_upper_dtype(i, d.half) is d.half for i in (*d.ints, d.bool)) and least_upper_dtype(d.fp8e4m3, d.fp8e5m2) is d.half
  assert least_upper_dtype(d.weakint, d.uint8) is d.uint8
  # Tensor rules of 2.13: int8 + 1 -> int8, half * 2.5 -> half, int32 + 1.5 -> weakfloat (reads as default_float)
  assert least_upper_dtype(d.int8, d.from_py(1)) is d.int8 and least_upper_dtype(d.half, d.from_py(2.5)) is d.half
  assert strong_dtype(least_upper_dtype(d.int32, d.from_py(1.5))) is d.default_float

EDGES = {"b": ["wi"], "wi": ["i8", "u8"], "i8": ["i16"], "i16": ["i32"], "i32": ["i64"], "i64": ["wf"], "u8": ["i16", "u16"], "u16": ["i32", "u32"],
         "u32": ["i64", "u64"], "u64": ["wf"], "wf": ["e4", "e4z", "e5", "e5z"], **{e: ["f16", "bf16"] for e in ("e4", "e4z", "e5", "e5z")},
         "f16": ["f32"], "bf16": ["f32"], "f32": ["f64"], "f64": []}

def test_lattice_against_graph():
  # independent of the priorities: the result is a common upper bound, and no other minimal common upper bound beats it but by priority
  up: dict[str, set[str]] = {k: set() for k in EDGES}
  def reach(k):
    if not up[k]: up[k] = {k}.union(*(reach(p) for p in EDGES[k]))
    return up[k]
  for a, b in itertools.product(EDGES, repeat=2):
    common = reach(a) & reach(b)
    minimal = [c for c in common if not any(c != o and c in reach(o) for o in common)]
    got = least_upper_dtype(S[a], S[b])
    assert got in [S[m] for m in minimal] and all(got.priority <= S[m].priority for m in minimal)

def test_lattice_laws():
  dts = list(S.values())
  for a in dts: assert least_upper_dtype(a) is a and least_upper_dtype(a, a) is a
  # the promotion lattice is not quite a lattice: two different fp8s join at half (by priority), yet each fp8 is below bfloat16,
  # so folding (e4m3, e5m2, bfloat16) pairwise depends on the order. Every other triple is associative.
  odd = [{a, b, c} for a, b, c in itertools.product(dts, repeat=3)
         if least_upper_dtype(least_upper_dtype(a, b), c) is not least_upper_dtype(a, least_upper_dtype(b, c))]
  assert {frozenset(t) for t in odd} == {frozenset({x, y, dtypes.bfloat16}) for x, y in itertools.combinations(dtypes.fp8s, 2)}
  for a, b, c in itertools.product(dts, repeat=3):
    if {a, b, c} not in odd: assert least_upper_dtype(least_upper_dtype(a, b), c) is least_upper_dtype(a, b, c)
  assert least_upper_dtype(dtypes.fp8e4m3, dtypes.fp8e5m2, dtypes.bfloat16) is dtypes.bfloat16  # n-ary: the least common ancestor
  with pytest.raises(TypeError, match="lattice"): least_upper_dtype(dtypes.float.ptr(), dtypes.int)

def test_least_upper_float_strong_weak():
  assert least_upper_float(dtypes.half) is dtypes.half and least_upper_float(dtypes.int32) is dtypes.weakfloat
  assert least_upper_float(dtypes.bool) is dtypes.weakfloat and strong_dtype(least_upper_float(dtypes.uint8)) is dtypes.float32
  assert strong_dtype(dtypes.weakint) is dtypes.int32 and strong_dtype(dtypes.weakfloat) is dtypes.float32
  assert strong_dtype(dtypes.int8) is dtypes.int8
  assert strong_dtype(dtypes.weakfloat.vec(4)) is dtypes.float.vec(4)
  assert weak_dtype(dtypes.half) is dtypes.weakfloat and weak_dtype(dtypes.uint16) is dtypes.weakint and weak_dtype(dtypes.bool) is dtypes.bool

def test_defaults_follow_context():
  assert (dtypes.default_float, dtypes.default_int) == (dtypes.float32, dtypes.int32)
  with Context(DEFAULT_FLOAT="HALF", DEFAULT_INT=dtypes.int64):
    assert (dtypes.default_float, dtypes.default_int) == (dtypes.half, dtypes.int64)
    assert strong_dtype(dtypes.weakfloat) is dtypes.half and dtypes.from_py([]) is dtypes.half and dtypes.from_py([1, True]) is dtypes.int64
  with Context(DEFAULT_FLOAT=dtypes.bfloat16): assert dtypes.default_float is dtypes.bfloat16
  with Context(DEFAULT_FLOAT="int8"), pytest.raises(ValueError, match="DEFAULT_FLOAT"): _ = dtypes.default_float
  assert dtypes.default_float is dtypes.float32

def test_sum_acc_dtype():
  assert [sum_acc_dtype(d) for d in dtypes.uints] == [dtypes.uint32, dtypes.uint32, dtypes.uint32, dtypes.uint64]
  assert [sum_acc_dtype(d) for d in (dtypes.bool, *dtypes.sints)] == [dtypes.int32] * 4 + [dtypes.int64]
  assert [sum_acc_dtype(d) for d in (dtypes.half, dtypes.bfloat16, dtypes.fp8e4m3, dtypes.double)] == [dtypes.float] * 3 + [dtypes.double]
  with Context(SUM_DTYPE="half"): assert sum_acc_dtype(dtypes.fp8e5m2) is dtypes.half and sum_acc_dtype(dtypes.float) is dtypes.float

def test_from_py():
  d = dtypes
  assert (d.from_py(True), d.from_py(3), d.from_py(3.0)) == (d.bool, d.weakint, d.weakfloat)
  assert d.from_py([1, 2]) is d.int32 and d.from_py([1, 2.0]) is d.float32 and d.from_py([True, False]) is d.bool
  assert d.from_py([[1], [2.5]]) is d.float32 and d.from_py([True, 2]) is d.int32 and d.from_py(()) is d.float32 and d.from_py([[]]) is d.float32
  with pytest.raises(TypeError, match="from_py"): d.from_py("1")

def test_to_dtype():
  assert to_dtype("float32") is dtypes.float and to_dtype("Half") is dtypes.half and to_dtype(dtypes.int8) is dtypes.int8
  assert all(to_dtype(n) is getattr(dtypes, n) for n in dtypes.fields())
  with pytest.raises(ValueError, match="unknown dtype"): to_dtype("float31")

def test_finfo():
  for d, npd in ((dtypes.half, np.float16), (dtypes.float, np.float32), (dtypes.double, np.float64)):
    assert dtypes.finfo(d) == (np.finfo(npd).nexp, np.finfo(npd).nmant)
  assert [dtypes.finfo(d) for d in (dtypes.bfloat16, *dtypes.fp8s)] == [(8, 7), (4, 3), (5, 2), (4, 3), (5, 2)]
  with pytest.raises(TypeError): dtypes.finfo(dtypes.int)

# ---- reference float formats, from the bit formula only ----

FORMATS = {  # dtype: (exponent bits, mantissa bits, bias, kind)
  dtypes.fp8e4m3: (4, 3, 7, "fn"), dtypes.fp8e5m2: (5, 2, 15, "ieee"), dtypes.fp8e4m3fnuz: (4, 3, 8, "fnuz"), dtypes.fp8e5m2fnuz: (5, 2, 16, "fnuz"),
  dtypes.bfloat16: (8, 7, 127, "ieee")}

def ref_value(code, dt):
  """sign * 2^(e-bias) * (1 + m/2^M), or sign * 2^(1-bias) * m/2^M for e == 0; None for NaN."""
  E, M, bias, kind = FORMATS[dt]
  s, e, m = code >> (E + M), (code >> M) & ((1 << E) - 1), code & ((1 << M) - 1)
  if kind == "fnuz" and code == 1 << (E + M): return None
  if kind == "ieee" and e == (1 << E) - 1: return None if m else (-1) ** s * math.inf
  if kind == "fn" and e == (1 << E) - 1 and m == (1 << M) - 1: return None
  mag = Fraction(m, 1 << M) * Fraction(2) ** (1 - bias) if e == 0 else (1 + Fraction(m, 1 << M)) * Fraction(2) ** (e - bias)
  return (-1) ** s * float(mag)

def pos_grid(dt):
  """Exact values of the non-negative finite codes 0..max, indexed by code."""
  E, M, _, _ = FORMATS[dt]
  codes = range(1 << (E + M))
  return [Fraction(ref_value(c, dt)) for c in codes if ref_value(c, dt) is not None and not math.isinf(ref_value(c, dt))]

def ref_round(x, grid, saturate):
  """Index into grid nearest to |x|, ties to the even index; past the last point: the last (saturate) or len(grid) (overflow)."""
  a = Fraction(abs(x))
  i = bisect.bisect_left(grid, a)
  if i == len(grid): return i - 1 if saturate else i
  if i == 0 or grid[i] == a: return i
  lo, hi = grid[i - 1], grid[i]
  if a - lo != hi - a: return i - 1 if a - lo < hi - a else i
  return i - 1 if (i - 1) % 2 == 0 else i

def same_float(a, b):
  return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))

# ---- fp8 ----

NAN_CODES = {dtypes.fp8e4m3: {0x7F, 0xFF}, dtypes.fp8e5m2: {0x7D, 0x7E, 0x7F, 0xFD, 0xFE, 0xFF},
             dtypes.fp8e4m3fnuz: {0x80}, dtypes.fp8e5m2fnuz: {0x80}}
MAXES = {dtypes.fp8e4m3: 448.0, dtypes.fp8e5m2: 57344.0, dtypes.fp8e4m3fnuz: 240.0, dtypes.fp8e5m2fnuz: 57344.0}

@pytest.mark.parametrize("dt", dtypes.fp8s)
def test_fp8_all_codes(dt):
  vals = [fp8_to_float(c, dt) for c in range(256)]
  for c, v in enumerate(vals):
    want = ref_value(c, dt)
    if want is None: assert math.isnan(v) and c in NAN_CODES[dt]
    else:
      assert same_float(v, want) and c not in NAN_CODES[dt]
      assert float_to_fp8(v, dt) == c or (c == 0x80 and dt in dtypes.fp8_fnuz)
  assert np.array_equal(fp8_to_float_np(np.arange(256), dt), np.array(vals, np.float32), equal_nan=True)
  np_codes = float_to_fp8_np(np.array(vals), dt)
  assert [float_to_fp8(v, dt) for v in vals] == np_codes.tolist()
  assert max(v for v in vals if not math.isnan(v) and not math.isinf(v)) == MAXES[dt]

def fp8_inputs(dt):
  g = [float(x) for x in pos_grid(dt)]
  mids = [(a + b) / 2 for a, b in itertools.pairwise(g)]
  xs = g + mids + [math.nextafter(m, math.inf) for m in mids] + [math.nextafter(m, -math.inf) for m in mids]
  xs += [g[-1] * 1.01, g[-1] * 2, 1e30, 5e-324, g[1] / 4, g[1] * 0.75, 1e-300, 0.0]
  rng = random.Random(0)
  xs += [2.0 ** rng.uniform(-22, 18) for _ in range(500)]
  return xs + [-x for x in xs]

@pytest.mark.parametrize("dt", dtypes.fp8s)
def test_fp8_rounding(dt):
  grid, fnuz = pos_grid(dt), dt in dtypes.fp8_fnuz
  xs = fp8_inputs(dt)
  got = [float_to_fp8(x, dt) for x in xs]
  for x, c in zip(xs, got):
    i = ref_round(x, grid, saturate=True)
    neg = math.copysign(1, x) < 0
    want = 0 if i == 0 and fnuz else i | (0x80 if neg else 0)
    assert c == want, (x, c, want)
  assert float_to_fp8_np(np.array(xs), dt).tolist() == got

def test_fp8_specials():
  e4, e5, e4z, e5z = dtypes.fp8e4m3, dtypes.fp8e5m2, dtypes.fp8e4m3fnuz, dtypes.fp8e5m2fnuz
  inf, nan = math.inf, math.nan
  assert [float_to_fp8(x, e4) for x in (inf, -inf, nan, -0.0, 0.0, 1e9, -1e9)] == [0x7F, 0xFF, 0x7F, 0x80, 0x00, 0x7E, 0xFE]
  assert [float_to_fp8(x, e5) for x in (inf, -inf, -0.0, 1e9, -1e9)] == [0x7C, 0xFC, 0x80, 0x7B, 0xFB] and float_to_fp8(nan, e5) in NAN_CODES[e5]
  for d in (e4z, e5z): assert [float_to_fp8(x, d) for x in (inf, -inf, nan, -0.0, -1e-30, 1e9)] == [0x80, 0x80, 0x80, 0, 0, 0x7F]
  # ties to even at the subnormal edge: half of the smallest subnormal rounds to 0; 1.5x rounds up to 2x
  assert float_to_fp8(2.0 ** -10, e4) == 0 and float_to_fp8(1.5 * 2.0 ** -9, e4) == 2 and float_to_fp8(2.5 * 2.0 ** -9, e4) == 2
  assert float_to_fp8(-(2.0 ** -10), e4) == 0x80 and fp8_to_float(1, e4) == 2.0 ** -9 and fp8_to_float(1, e5z) == 2.0 ** -17
  assert float_to_fp8(1.0625, e4) == 0x38 and float_to_fp8(1.1875, e4) == 0x3A  # 1 + 1/16 ties down to 1.0, 1 + 3/16 ties up to 1.25
  arr = float_to_fp8_np(np.array([inf, -inf, nan, -0.0]), e5)
  assert arr.dtype == np.uint8 and arr[:2].tolist() == [0x7C, 0xFC] and arr[2] in NAN_CODES[e5] and arr[3] == 0x80
  with pytest.raises(TypeError, match="fp8"): float_to_fp8(1.0, dtypes.half)

# ---- bfloat16 ----

def test_bf16_all_codes():
  grid_bits = np.arange(65536, dtype=np.uint32)
  vals = bf16_to_f32_np(grid_bits.astype(np.uint16))
  assert np.array_equal(vals.view(np.uint32), grid_bits << 16)
  ref = [ref_value(c, dtypes.bfloat16) for c in range(65536)]
  for c in range(0, 65536, 7) : assert same_float(bf16_bits_to_f32(c), math.nan if ref[c] is None else ref[c])
  finite = np.array([r is not None for r in ref])
  assert np.array_equal(vals[finite].astype(np.float64), np.array([r for r in ref if r is not None]))
  assert np.array_equal(f32_to_bf16_np(vals)[finite], grid_bits[finite].astype(np.uint16))  # exact values come back unchanged
  assert np.isnan(bf16_to_f32_np(f32_to_bf16_np(vals[~finite]))).all()
  assert all(f32_to_bf16_bits(float(v)) == c for c, v in enumerate(vals.tolist()) if ref[c] is not None)

def bf16_grid():
  # codes 0..0x7F7F, then 0x7F80 standing for 2^128: IEEE rounding treats infinity as the next step after the max
  return pos_grid(dtypes.bfloat16) + [Fraction(2) ** 128]

def test_bf16_rounding():
  grid = bf16_grid()
  rng = np.random.default_rng(0)
  bits = rng.integers(0, 2**32, 4000, dtype=np.uint64).astype(np.uint32)
  codes = rng.integers(0, 0x7F7F, 500)
  lo, hi = bf16_to_f32_np(codes.astype(np.uint16)), bf16_to_f32_np((codes + 1).astype(np.uint16))
  mids = ((lo.astype(np.float64) + hi) / 2).astype(np.float32)  # exact: bf16 has 16 fewer mantissa bits than f32
  xs = np.concatenate([bits.view(np.float32), mids, np.nextafter(mids, np.float32(np.inf)), np.nextafter(mids, np.float32(0)),
                       np.array([3.3895314e38, 3.4028235e38, 1e-45, 0.0, 2**-133, 3 * 2**-134], np.float32), -mids])
  xs = xs[np.isfinite(xs)]
  got = f32_to_bf16_np(xs)
  for x, c in zip(xs.tolist(), got.tolist()):
    i = ref_round(x, grid, saturate=False)
    assert c == i | (0x8000 if math.copysign(1, x) < 0 else 0), (x, hex(c), hex(i))
    assert f32_to_bf16_bits(x) == c
  assert all(float_to_bf16(x) == bf16_bits_to_f32(c) for x, c in zip(xs[:200].tolist(), got[:200].tolist()))

def test_bf16_specials():
  assert [f32_to_bf16_bits(x) for x in (math.inf, -math.inf, 0.0, -0.0, 1.0, 3.4028235e38)] == [0x7F80, 0xFF80, 0, 0x8000, 0x3F80, 0x7F80]
  nan_bits = np.array([0x7F800001, 0xFF800001, 0x7FC00000, 0x7FFFFFFF], np.uint32).view(np.float32)
  for x in nan_bits: assert math.isnan(bf16_bits_to_f32(f32_to_bf16_bits(float(x))))
  assert np.isnan(bf16_to_f32_np(f32_to_bf16_np(nan_bits))).all()
  assert f32_to_bf16_bits(1.0 + 2**-8) == 0x3F80 and f32_to_bf16_bits(1.0 + 3 * 2**-8) == 0x3F82  # ties to even
  assert f32_to_bf16_bits(1e39) == 0x7F80  # past float32: inf

# ---- ml_dtypes, when present ----

def test_against_ml_dtypes():
  ml = pytest.importorskip("ml_dtypes")
  pairs = {dtypes.fp8e4m3: ml.float8_e4m3fn, dtypes.fp8e5m2: ml.float8_e5m2, dtypes.fp8e4m3fnuz: ml.float8_e4m3fnuz,
           dtypes.fp8e5m2fnuz: ml.float8_e5m2fnuz, dtypes.bfloat16: ml.bfloat16}
  for dt, mt in pairs.items():
    n = 65536 if dt == dtypes.bfloat16 else 256
    raw = np.arange(n, dtype=np.uint16 if n > 256 else np.uint8)
    want = raw.view(mt).astype(np.float32)
    got = bf16_to_f32_np(raw) if dt == dtypes.bfloat16 else fp8_to_float_np(raw, dt)
    assert np.array_equal(got, want, equal_nan=True)
    x = np.random.default_rng(1).normal(0, 4, 5000).astype(np.float32)
    # ties and subnormals; as float32, since ml_dtypes converts float64 through float32 (rounding twice)
    if dt != dtypes.bfloat16: x = np.concatenate([x, np.array(fp8_inputs(dt), np.float32)])
    x = x[np.abs(x) < float(ml.finfo(mt).max)]  # ml_dtypes overflows to NaN/inf where we saturate
    codes = f32_to_bf16_np(x) if dt == dtypes.bfloat16 else float_to_fp8_np(x, dt)
    assert np.array_equal(codes, x.astype(mt).view(codes.dtype))

# ---- truncate, const, bitcast ----

@pytest.mark.parametrize("dt", dtypes.ints)
def test_truncate_ints(dt):
  rng = random.Random(1)
  xs = [0, 1, -1, 127, 128, 255, 256, -129, 2**31, 2**63, -(2**63) - 1, 2**64 + 5] + [rng.randrange(-(2**70), 2**70) for _ in range(300)]
  want = np.array([x % 2**64 for x in xs], np.uint64).astype(_to_np_dtype(dt))  # numpy wraps modulo 2^bits on a narrowing cast
  assert [truncate[dt](x) for x in xs] == want.tolist()

@pytest.mark.parametrize("dt,npd", [(dtypes.half, np.float16), (dtypes.float, np.float32), (dtypes.double, np.float64)])
def test_truncate_floats(dt, npd):
  rng = np.random.default_rng(2)
  xs = np.concatenate([rng.normal(0, 1, 500) * 10.0 ** rng.integers(-40, 40, 500), [65519.99, 65520.0, -65520.0, 1e39, -1e39, 1e-8, -0.0, np.inf]])
  with np.errstate(over="ignore"): want = xs.astype(npd).astype(np.float64)
  got = np.array([truncate[dt](x) for x in xs.tolist()])
  assert np.array_equal(got, want) and np.array_equal(np.signbit(got), np.signbit(want))

def test_truncate_other():
  assert truncate[dtypes.bool](3) is True and truncate[dtypes.bool](0.0) is False
  assert truncate[dtypes.weakint](2**100) == 2**100 and truncate[dtypes.weakfloat](0.1) == 0.1
  assert truncate[dtypes.bfloat16](1.0 + 2**-9) == 1.0 and truncate[dtypes.fp8e4m3](1000.0) == 448.0 and truncate[dtypes.fp8e5m2](1e6) == 57344.0
  assert math.isnan(truncate[dtypes.fp8e4m3](math.inf)) and truncate[dtypes.fp8e5m2](-math.inf) == -math.inf

def test_const():
  assert dtypes.float.const(0.1) == struct.unpack("f", struct.pack("f", 0.1))[0] and dtypes.double.const(0.1) == 0.1
  assert dtypes.int8.const(200) == -56 and dtypes.uint8.const(-1) == 255 and dtypes.int.const(3.9) == 3 and dtypes.bool.const(2) is True
  assert dtypes.float.const(3) == 3.0 and isinstance(dtypes.float.const(3), float) and dtypes.weakint.const(2**90) == 2**90
  assert dtypes.half.const(float("nan")) is NAN and dtypes.float.const(-math.nan) is NAN
  assert math.copysign(1, dtypes.half.const(-0.0)) == -1 and math.copysign(1, dtypes.fp8e4m3fnuz.const(-0.0)) == 1
  assert dtypes.half.vec(2).const((1.0, 70000.0)) == (1.0, math.inf) and dtypes.float.const((Invalid, 1)) == (Invalid, 1.0)
  assert (dtypes.float.const(math.nan),) == (dtypes.half.const(math.nan),)  # one NaN object, so tuples compare equal
  assert dtypes.as_const((1, 2), dtypes.float.vec(2)) == (1.0, 2.0) and dtypes.as_const(2.7, dtypes.int) == 2
  with pytest.raises(ValueError, match="lanes"): dtypes.as_const((1, 2), dtypes.float.vec(4))

BITCAST_PAIRS = [(dtypes.float, dtypes.int32), (dtypes.float, dtypes.uint32), (dtypes.half, dtypes.int16), (dtypes.half, dtypes.uint16),
                 (dtypes.double, dtypes.int64), (dtypes.double, dtypes.uint64), (dtypes.int8, dtypes.uint8), (dtypes.int32, dtypes.uint32)]

@pytest.mark.parametrize("a,b", BITCAST_PAIRS)
def test_bitcast_against_numpy(a, b):
  raw = np.random.default_rng(3).integers(0, 256, 64 * a.itemsize, dtype=np.uint8)
  xa = raw.view(_to_np_dtype(a))
  xb = xa.view(_to_np_dtype(b))
  # a NaN travels as a Python float, so its payload is not kept (struct writes half NaNs as 0x7E00): compare the other values
  pairs = [(x, y) for x, y in zip(xa.tolist(), xb.tolist()) if x == x]
  assert len(pairs) > 32 and all(bitcast(x, a, b) == y for x, y in pairs)
  assert all(bitcast(y, b, a) == x for x, y in zip(xa.tolist(), xb.tolist()) if x == x)

def test_bitcast_special():
  assert bitcast(1.0, dtypes.float, dtypes.uint32) == 0x3F800000 and bitcast(-1, dtypes.int8, dtypes.uint8) == 255
  assert bitcast(0x3F80, dtypes.uint16, dtypes.bfloat16) == 1.0 and bitcast(-2.0, dtypes.bfloat16, dtypes.int16) == -16384
  assert bitcast(0x38, dtypes.uint8, dtypes.fp8e4m3) == 1.0 and bitcast(448.0, dtypes.fp8e4m3, dtypes.uint8) == 0x7E
  assert bitcast(True, dtypes.bool, dtypes.uint8) == 1 and bitcast(300, dtypes.uint8, dtypes.int8) == 44
  with pytest.raises(ValueError, match="size"): bitcast(1.0, dtypes.float, dtypes.int16)

# ---- lossless casts, checked by casting every value of the small dtypes ----

def all_values(dt):
  if dt in dtypes.ints: return range(dt.min, dt.max + 1)
  if dt == dtypes.bool: return [False, True]
  if dt == dtypes.bfloat16: return bf16_to_f32_np(np.arange(65536, dtype=np.uint16)).tolist()
  if dt == dtypes.half: return np.arange(65536, dtype=np.uint16).view(np.float16).astype(np.float64).tolist()
  return [fp8_to_float(c, dt) for c in range(256)]

SMALL = [dtypes.bool, *dtypes.int8s, *dtypes.int16s, *dtypes.fp8s, dtypes.half, dtypes.bfloat16]

@pytest.mark.parametrize("dt0", SMALL)
def test_can_lossless_cast_exhaustive(dt0):
  vals = all_values(dt0)
  for dt1 in dtypes.all:
    if dtypes.is_float(dt1): exact = all(same_float(truncate[dt1](float(v)), float(v)) for v in vals)
    else: exact = all(not isinstance(v, float) or v.is_integer() for v in vals) and all(truncate[dt1](v) == v for v in vals)
    assert can_lossless_cast(dt0, dt1) == exact, (dt0, dt1)

def test_can_lossless_cast_wide():
  d = dtypes
  yes = [(d.int32, d.double), (d.uint32, d.double), (d.uint32, d.int64), (d.float, d.double), (d.int, d.weakint), (d.uint64, d.weakint),
         (d.half, d.float), (d.bfloat16, d.float), (d.int16, d.float), (d.float, d.weakfloat), (d.weakint, d.weakfloat)]
  no = [(d.int32, d.float), (d.int64, d.double), (d.uint64, d.int64), (d.int32, d.uint64), (d.double, d.float), (d.float, d.int64),
        (d.weakint, d.int64), (d.half, d.weakint), (d.weakfloat, d.double)]
  assert all(can_lossless_cast(a, b) for a, b in yes) and not any(can_lossless_cast(a, b) for a, b in no)

# ---- numpy and torch ----

def test_numpy_mapping():
  for dt in (*dtypes.ints, dtypes.bool, dtypes.half, dtypes.float, dtypes.double):
    npt = _to_np_dtype(dt)
    assert np.dtype(npt).itemsize == dt.itemsize and _from_np_dtype(npt) is dt and _from_np_dtype(np.dtype(npt)) is dt
  assert all(_to_np_dtype(d) is np.float32 for d in (dtypes.bfloat16, *dtypes.fp8s)) and _to_np_dtype(dtypes.void) is None
  assert _to_np_dtype(dtypes.weakint) is np.int32 and _to_np_dtype(dtypes.float.vec(4)) is np.float32
  with pytest.raises(TypeError, match="numpy dtype complex64"): _from_np_dtype(np.complex64)

def test_torch_mapping():
  torch = pytest.importorskip("torch")
  assert _to_torch_dtype(dtypes.bfloat16) is torch.bfloat16 and _to_torch_dtype(dtypes.fp8e4m3) is torch.uint8
  for dt in (dtypes.bool, *dtypes.sints, dtypes.uint8, dtypes.half, dtypes.bfloat16, dtypes.float, dtypes.double):
    assert _from_torch_dtype(_to_torch_dtype(dt)) is dt
