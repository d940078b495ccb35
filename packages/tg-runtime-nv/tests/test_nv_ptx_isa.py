"""PTX executor, instruction by instruction: random operands plus edge values (NaN, -0.0, denormals, infinities, out-of-range
conversions) against models written with numpy, Python floats and exact fractions."""
from __future__ import annotations
import math, struct
from fractions import Fraction
import numpy as np
import pytest
from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory, PTXError, PTXModule

REG = {"f16": "b16", "bf16": "b16", "s8": "s16", "u8": "u16"}
NP = {"f16": np.float16, "bf16": np.uint16, "f32": np.float32, "f64": np.float64, "s8": np.int8, "u8": np.uint8, "s16": np.int16,
      "u16": np.uint16, "s32": np.int32, "u32": np.uint32, "s64": np.int64, "u64": np.uint64, "b16": np.uint16, "b32": np.uint32,
      "b64": np.uint64}
MEMT = {"f16": "b16", "bf16": "b16"}

def kernel(body: str, ins: dict[str, str], outs: dict[str, str], extra: str = "") -> str:
  """A one-block kernel: thread i loads element i of each input into %<name>, runs body, stores each output %<name>."""
  names = list(ins) + list(outs)
  decls = [f"  .reg .{'pred' if t == 'pred' else REG.get(t, t)} %{n};" for n, t in {**ins, **outs}.items()]
  params = ", ".join(f".param .u64 p{i}" for i in range(len(names)))
  lines = [".version 7.8", ".target sm_80", ".address_size 64", f".visible .entry k({params})",
           "{", "  .reg .u64 %ad<16>;", "  .reg .u32 %tid;", "  .reg .u32 %pv;", *decls, extra, "  mov.u32 %tid, %tid.x;"]
  for i, n in enumerate(names):
    t = {**ins, **outs}[n]
    sz = 4 if t == "pred" else np.dtype(NP[t]).itemsize
    lines += [f"  ld.param.u64 %ad{i}, [p{i}];", f"  mad.wide.u32 %ad{i}, %tid, {sz}, %ad{i};"]
  for i, (n, t) in enumerate(ins.items()):
    lines.append(f"  ld.global.u32 %pv, [%ad{i}];\n  setp.ne.u32 %{n}, %pv, 0;" if t == "pred" else f"  ld.global.{MEMT.get(t, t)} %{n}, [%ad{i}];")
  lines.append(body)
  for i, (n, t) in enumerate(outs.items(), len(ins)):
    lines.append(f"  selp.u32 %pv, 1, 0, %{n};\n  st.global.u32 [%ad{i}], %pv;" if t == "pred" else f"  st.global.{MEMT.get(t, t)} [%ad{i}], %{n};")
  return "\n".join(lines + ["  ret;", "}"])

def run(body: str, ins: dict[str, tuple[str, np.ndarray]], outs: dict[str, str], extra: str = "") -> list[np.ndarray]:
  n = len(next(iter(ins.values()))[1])
  src = kernel(body, {k: t for k, (t, _) in ins.items()}, outs, extra)
  arrs = [np.ascontiguousarray(a.astype(np.uint32) if t == "pred" else a.astype(NP[t])) for t, a in ins.values()]
  arrs += [np.zeros(n, np.uint32 if t == "pred" else NP[t]) for t in outs.values()]
  mem = DeviceMemory()
  for a in arrs: mem.map(a.ctypes.data, max(a.nbytes, 1))
  PTXModule(src).run("k", b"".join(struct.pack("<Q", a.ctypes.data) for a in arrs), (1, 1, 1), (n, 1, 1), mem)
  return [a.astype(bool) if t == "pred" else a for a, t in zip(arrs[len(ins):], outs.values())]

F32_EDGE = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 1.17549435e-38, 3.4028235e38, -3.4028235e38, 0.5, 1.5,
                     2.5, -2.5, 1e-40, 65504.0, 65520.0, 2**24 + 1, 2.0**31, -2.0**31, 2.0**32, 1e10], np.float32)
def f32_vals(n: int = 200, seed: int = 0) -> np.ndarray:
  rng = np.random.default_rng(seed)
  r = (rng.standard_normal(n) * 10.0 ** rng.integers(-6, 6, n)).astype(np.float32)
  return np.concatenate([F32_EDGE, r])

def same(a: np.ndarray, b: np.ndarray) -> bool:
  """Bitwise equal, except that any NaN matches any NaN."""
  a, b = np.asarray(a), np.asarray(b)
  if a.dtype.kind == "f":
    nan = np.isnan(a) & np.isnan(b)
    ua, ub = a.view(f"u{a.itemsize}"), b.view(f"u{b.itemsize}")
    return bool(((ua == ub) | nan).all())
  return bool((a == b).all())

# ---- float arithmetic ----
@pytest.mark.parametrize("op,f", [("add", np.add), ("sub", np.subtract), ("mul", np.multiply)])
def test_f32_arith_rn(op, f):
  a, b = f32_vals(), np.roll(f32_vals(seed=1), 3)
  (d,) = run(f"  {op}.rn.f32 %d, %a, %b;", {"a": ("f32", a), "b": ("f32", b)}, {"d": "f32"})
  with np.errstate(all="ignore"): assert same(d, f(a, b))

def _exact(x: float) -> Fraction: return Fraction(x)

@pytest.mark.parametrize("mode", ["rz", "rm", "rp"])
def test_f32_add_mul_directed(mode):
  rng = np.random.default_rng(2)
  a, b = rng.standard_normal(64).astype(np.float32), (rng.standard_normal(64) * 1e-3).astype(np.float32)
  for op in ("add", "mul"):
    (d,) = run(f"  {op}.{mode}.f32 %d, %a, %b;", {"a": ("f32", a), "b": ("f32", b)}, {"d": "f32"})
    for x, y, r in zip(a.tolist(), b.tolist(), d.tolist()):
      ex = _exact(x) + _exact(y) if op == "add" else _exact(x) * _exact(y)
      up, dn = float(np.nextafter(np.float32(r), np.float32(np.inf))), float(np.nextafter(np.float32(r), np.float32(-np.inf)))
      if mode == "rm": assert _exact(r) <= ex < _exact(up)
      elif mode == "rp": assert _exact(dn) < ex <= _exact(r)
      else: assert abs(_exact(r)) <= abs(ex) and (ex == r or abs(ex) < abs(_exact(up if r > 0 else dn)))

def test_fma_f32_single_rounding():
  rng = np.random.default_rng(3)
  a, b, c = (rng.standard_normal(128).astype(np.float32) for _ in range(3))
  (d,) = run("  fma.rn.f32 %d, %a, %b, %c;", {"a": ("f32", a), "b": ("f32", b), "c": ("f32", c)}, {"d": "f32"})
  for x, y, z, r in zip(a.tolist(), b.tolist(), c.tolist(), d.tolist()):
    ex = _exact(x) * _exact(y) + _exact(z)
    lo, hi = np.nextafter(np.float32(r), np.float32(-np.inf)), np.nextafter(np.float32(r), np.float32(np.inf))
    assert abs(ex - _exact(r)) <= min(abs(ex - _exact(float(lo))), abs(ex - _exact(float(hi))))

def test_f16_arith_and_fma():
  rng = np.random.default_rng(4)
  a, b, c = (rng.standard_normal(64).astype(np.float16) for _ in range(3))
  a[:4] = [np.nan, -0.0, 65504, 6e-8]
  s, p, f = run("  add.rn.f16 %s, %a, %b;\n  mul.rn.f16 %p, %a, %b;\n  fma.rn.f16 %f, %a, %b, %c;",
                {"a": ("f16", a), "b": ("f16", b), "c": ("f16", c)}, {"s": "f16", "p": "f16", "f": "f16"})
  with np.errstate(all="ignore"):
    assert same(s, a + b) and same(p, a * b)
    assert same(f, (a.astype(np.float64) * b + c).astype(np.float16))

def test_bf16_arith():
  rng = np.random.default_rng(5)
  af, bf = rng.standard_normal(64).astype(np.float32), rng.standard_normal(64).astype(np.float32)
  def to_bf(x: np.ndarray) -> np.ndarray: return (x.view(np.uint32) >> 16).astype(np.uint16)  # truncation: exact bf16 inputs
  def from_bf(h: np.ndarray) -> np.ndarray: return (h.astype(np.uint32) << 16).view(np.float32)
  a, b = to_bf(af), to_bf(bf)
  s, f = run("  add.rn.bf16 %s, %a, %b;\n  fma.rn.bf16 %f, %a, %b, %a;", {"a": ("bf16", a), "b": ("bf16", b)}, {"s": "bf16", "f": "bf16"})
  for x, y, r, q in zip(from_bf(a).tolist(), from_bf(b).tolist(), from_bf(s).tolist(), from_bf(f).tolist()):
    for ex, got in ((_exact(x) + _exact(y), r), (_exact(x) * _exact(y) + _exact(x), q)):
      step = Fraction(2) ** (math.frexp(got)[1] - 8) if got else Fraction(0)
      assert abs(ex - _exact(got)) <= step / 2

@pytest.mark.parametrize("op", ["min", "max"])
def test_min_max_nan_and_signed_zero(op):
  a = np.array([np.nan, 1.0, np.nan, 0.0, -0.0, 0.0, -0.0, 2.0, -np.inf], np.float32)
  b = np.array([1.0, np.nan, np.nan, -0.0, 0.0, 0.0, -0.0, -3.0, np.inf], np.float32)
  d, dn = run(f"  {op}.f32 %d, %a, %b;\n  {op}.NaN.f32 %e, %a, %b;", {"a": ("f32", a), "b": ("f32", b)}, {"d": "f32", "e": "f32"})
  for x, y, r, rn in zip(a.tolist(), b.tolist(), d.tolist(), dn.tolist()):
    if math.isnan(x) and math.isnan(y): assert math.isnan(r)
    elif math.isnan(x) or math.isnan(y): assert r == (y if math.isnan(x) else x)
    elif x == 0 and y == 0:
      neg = (math.copysign(1, x) < 0 and math.copysign(1, y) < 0) if op == "max" else (math.copysign(1, x) < 0 or math.copysign(1, y) < 0)
      assert r == 0 and (math.copysign(1, r) < 0) == neg
    else: assert r == (max(x, y) if op == "max" else min(x, y))
    assert math.isnan(rn) == (math.isnan(x) or math.isnan(y))

def test_int_min_max_abs_neg():
  rng = np.random.default_rng(6)
  a, b = rng.integers(-2**31, 2**31, 64).astype(np.int32), rng.integers(-2**31, 2**31, 64).astype(np.int32)
  a[0] = -2**31
  mn, mx, ab, ng, umx = run("  min.s32 %mn, %a, %b;\n  max.s32 %mx, %a, %b;\n  abs.s32 %ab, %a;\n  neg.s32 %ng, %a;\n  max.u32 %umx, %a, %b;",
                            {"a": ("s32", a), "b": ("s32", b)}, {"mn": "s32", "mx": "s32", "ab": "s32", "ng": "s32", "umx": "u32"})
  A, B = a.astype(np.int64), b.astype(np.int64)
  assert (mn == np.minimum(A, B)).all() and (mx == np.maximum(A, B)).all()
  assert (ab.astype(np.int64) == np.where(A == -2**31, -2**31, np.abs(A))).all() and (ng == ((-A + 2**31) % 2**32 - 2**31)).all()
  assert (umx == np.maximum(a.view(np.uint32), b.view(np.uint32))).all()

# ---- comparisons ----
@pytest.mark.parametrize("cmp", ["eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"])
def test_setp_f32(cmp):
  a, b = f32_vals(60), np.roll(f32_vals(60, seed=2), 5)
  b[:10] = a[:10]
  (p,) = run(f"  setp.{cmp}.f32 %p, %a, %b;", {"a": ("f32", a), "b": ("f32", b)}, {"p": "pred"})
  base = {"eq": lambda x, y: x == y, "ne": lambda x, y: x != y, "lt": lambda x, y: x < y, "le": lambda x, y: x <= y,
          "gt": lambda x, y: x > y, "ge": lambda x, y: x >= y}
  for x, y, r in zip(a.tolist(), b.tolist(), p.tolist()):
    un = math.isnan(x) or math.isnan(y)
    want = (not un) if cmp == "num" else un if cmp == "nan" else (un or base[cmp[:2]](x, y)) if cmp.endswith("u") else \
      (not un and base[cmp](x, y))
    assert r == want, (cmp, x, y)

def test_setp_int_and_boolop_selp():
  rng = np.random.default_rng(7)
  a, b = rng.integers(-5, 5, 64).astype(np.int32), rng.integers(-5, 5, 64).astype(np.int32)
  c = rng.integers(0, 2, 64).astype(bool)
  p, q, d, u = run("  setp.lt.and.s32 %p|%q, %a, %b, %c;\n  selp.s32 %d, %a, %b, %p;\n  setp.lo.u32 %u, %a, %b;",
                   {"a": ("s32", a), "b": ("s32", b), "c": ("pred", c)}, {"p": "pred", "q": "pred", "d": "s32", "u": "pred"})
  assert (p == ((a < b) & c)).all() and (q == ((a >= b) & c)).all() and (d == np.where(p, a, b)).all()
  assert (u == (a.view(np.uint32) < b.view(np.uint32))).all()

# ---- integer arithmetic and bits ----
def test_int_div_rem_mul():
  rng = np.random.default_rng(8)
  a, b = rng.integers(-1000, 1000, 64).astype(np.int32), rng.integers(-20, 20, 64).astype(np.int32)
  b[:3], a[3], b[3] = 0, -2**31, -1
  q, r, hi, wide, mad = run("  div.s32 %q, %a, %b;\n  rem.s32 %r, %a, %b;\n  mul.hi.s32 %hi, %a, %b;\n  mul.wide.s32 %wide, %a, %b;\n"
                            "  mad.lo.s32 %mad, %a, %b, %a;", {"a": ("s32", a), "b": ("s32", b)},
                            {"q": "s32", "r": "s32", "hi": "s32", "wide": "s64", "mad": "s32"})
  for x, y, qq, rr, h, w, md in zip(a.tolist(), b.tolist(), q.tolist(), r.tolist(), hi.tolist(), wide.tolist(), mad.tolist()):
    if y != 0 and not (x == -2**31 and y == -1):
      tq = abs(x) // abs(y) * (1 if (x >= 0) == (y >= 0) else -1)
      assert qq == tq and rr == x - tq * y
    assert h == (x * y) >> 32 and w == x * y and md == ((x * y + x + 2**31) % 2**32) - 2**31

def test_unsigned_div_by_zero_and_u64():
  a = np.array([7, 0xFFFFFFFF, 5, 100], np.uint32)
  b = np.array([0, 2, 0, 7], np.uint32)
  q, r = run("  div.u32 %q, %a, %b;\n  rem.u32 %r, %a, %b;", {"a": ("u32", a), "b": ("u32", b)}, {"q": "u32", "r": "u32"})
  assert q.tolist() == [0xFFFFFFFF, 0x7FFFFFFF, 0xFFFFFFFF, 14] and r.tolist() == [7, 1, 5, 2]
  x = np.array([2**64 - 1, 3, 2**63 + 5], np.uint64)
  y = np.array([2**64 - 1, 2**63, 12345], np.uint64)
  (h,) = run("  mul.hi.u64 %h, %a, %b;", {"a": ("u64", x), "b": ("u64", y)}, {"h": "u64"})
  assert h.tolist() == [(int(i) * int(j)) >> 64 for i, j in zip(x, y)]

def test_shifts_saturate_amount():
  a = np.array([1, -8, 0x7FFFFFFF, -1, 12345, -12345], np.int32)
  s = np.array([0, 1, 31, 32, 40, 33], np.uint32)
  l, ra, rl = run("  shl.b32 %l, %a, %s;\n  shr.s32 %ra, %a, %s;\n  shr.u32 %rl, %a, %s;", {"a": ("s32", a), "s": ("u32", s)},
                  {"l": "b32", "ra": "s32", "rl": "u32"})
  for x, k, L, R, U in zip(a.tolist(), s.tolist(), l.tolist(), ra.tolist(), rl.tolist()):
    assert L == ((x << k) & 0xFFFFFFFF if k < 32 else 0) and R == (x >> min(k, 31)) and U == ((x & 0xFFFFFFFF) >> k if k < 32 else 0)

def test_bit_ops():
  rng = np.random.default_rng(9)
  a, b = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32), rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
  a[0] = 0
  pc, cz, br, an, nt, lp, bf = run("  popc.b32 %pc, %a;\n  clz.b32 %cz, %a;\n  brev.b32 %br, %a;\n  and.b32 %an, %a, %b;\n  not.b32 %nt, %a;\n"
                                   "  lop3.b32 %lp, %a, %b, %a, 0x96;\n  bfe.u32 %bf, %a, 4, 8;", {"a": ("u32", a), "b": ("u32", b)},
                                   {"pc": "u32", "cz": "u32", "br": "b32", "an": "b32", "nt": "b32", "lp": "b32", "bf": "u32"})
  for x, y, *got in zip(a.tolist(), b.tolist(), pc.tolist(), cz.tolist(), br.tolist(), an.tolist(), nt.tolist(), lp.tolist(), bf.tolist()):
    assert got == [bin(x).count("1"), 32 - x.bit_length(), int(f"{x:032b}"[::-1], 2), x & y, x ^ 0xFFFFFFFF, x ^ y ^ x, (x >> 4) & 0xFF]

# ---- conversions ----
@pytest.mark.parametrize("rnd", ["rni", "rzi", "rmi", "rpi"])
@pytest.mark.parametrize("dst", ["s32", "u32", "s8", "u16", "s64"])
def test_cvt_float_to_int_saturates(rnd, dst):
  a = f32_vals(80)
  (d,) = run(f"  cvt.{rnd}.{dst}.f32 %d, %a;", {"a": ("f32", a)}, {"d": dst})
  bits = int(dst[1:])
  lo, hi = (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if dst[0] == "s" else (0, 2**bits - 1)
  f = {"rni": round, "rzi": math.trunc, "rmi": math.floor, "rpi": math.ceil}[rnd]
  for x, r in zip(a.tolist(), d.tolist()):
    want = 0 if math.isnan(x) else hi if x == math.inf else lo if x == -math.inf else min(max(f(x), lo), hi)
    assert r == want, (x, r, want)

def test_cvt_float_narrowing():
  a = f32_vals(300)
  h, hz, b, d, s = run("  cvt.rn.f16.f32 %h, %a;\n  cvt.rz.f16.f32 %hz, %a;\n  cvt.rn.bf16.f32 %b, %a;\n  cvt.f64.f32 %d, %a;\n"
                       "  cvt.sat.f32.f32 %s, %a;", {"a": ("f32", a)}, {"h": "f16", "hz": "f16", "b": "bf16", "d": "f64", "s": "f32"})
  with np.errstate(all="ignore"): assert same(h, a.astype(np.float16))
  assert same(d, a.astype(np.float64))
  assert same(s, np.where(np.isnan(a), 0, np.clip(a, 0, 1)).astype(np.float32))
  for x, r in zip(a.tolist(), hz.astype(np.float32).tolist()):
    if math.isnan(x): assert math.isnan(r)
    elif math.isinf(x): assert r == x
    else:
      with np.errstate(over="ignore"): away = float(np.nextafter(np.float16(r), np.float16(math.copysign(np.inf, x))))
      assert abs(r) <= abs(x) and abs(x - r) < abs(away - r) + 1e-45
  for x, r in zip(a.tolist(), b.tolist()):  # bf16: nearest, ties to even
    if math.isnan(x):
      assert (r & 0x7F80) == 0x7F80 and (r & 0x7F)
      continue
    lo16 = int(np.float32(x).view(np.uint32)) >> 16  # truncation; the other candidate is one bf16 step away from zero

    def val(c: int) -> Fraction:
      f = float(np.uint32(c << 16).view(np.float32))
      return Fraction(int(math.copysign(2**128, f))) if math.isinf(f) else _exact(f)
    if math.isinf(x):
      assert r == lo16
      continue
    dl, dh = abs(val(lo16) - _exact(x)), abs(val(lo16 + 1) - _exact(x))
    want = lo16 if dl < dh or (dl == dh and lo16 % 2 == 0) else lo16 + 1
    assert r == want, (x, r, want)

def test_cvt_int_to_int_wrap_and_sat():
  a = np.array([0, 1, -1, 127, 128, 255, 256, -129, 70000, -70000, 2**31 - 1, -2**31], np.int32)
  w8, s8, su8, u16 = run("  cvt.s8.s32 %w8, %a;\n  cvt.sat.s8.s32 %s8, %a;\n  cvt.sat.u8.s32 %su8, %a;\n  cvt.u16.s32 %u16, %a;",
                         {"a": ("s32", a)}, {"w8": "s8", "s8": "s8", "su8": "u8", "u16": "u16"})
  for x, *got in zip(a.tolist(), w8.tolist(), s8.tolist(), su8.tolist(), u16.tolist()):
    assert got == [((x + 128) % 256) - 128, min(max(x, -128), 127), min(max(x, 0), 255), x % 65536]

def test_cvt_int_to_float():
  a = np.array([0, 1, -1, 2**24 + 1, 2**31 - 1, -2**31, 16777217, 33554435], np.int32)
  f, h, d = run("  cvt.rn.f32.s32 %f, %a;\n  cvt.rn.f16.s32 %h, %a;\n  cvt.rn.f64.s32 %d, %a;",
                {"a": ("s32", a)}, {"f": "f32", "h": "f16", "d": "f64"})
  assert same(f, np.array([float(x) for x in a.tolist()], np.float32)) and (d == a.astype(np.float64)).all()
  with np.errstate(all="ignore"): assert same(h, a.astype(np.float64).astype(np.float16))
  big = np.array([2**63 - 1, -2**63, 2**53 + 1, 2**60 + 2**36 + 1], np.int64)
  (g,) = run("  cvt.rn.f32.s64 %g, %a;", {"a": ("s64", big)}, {"g": "f32"})
  assert g.tolist() == [float(np.float32(float(Fraction(x)))) if abs(x) < 2**53 else float(np.float32(_round_to_f32(x))) for x in big.tolist()]

def _round_to_f32(x: int) -> float:
  """Nearest float32 to an integer, ties to even, computed from its bits."""
  s, x = (-1 if x < 0 else 1), abs(x)
  e = x.bit_length() - 24
  if e <= 0: return s * float(x)
  q, r = divmod(x, 1 << e)
  if r > (1 << (e - 1)) or (r == (1 << (e - 1)) and q & 1): q += 1
  return s * float(q << e)

def _fp8_ref(kind: str) -> dict[int, float]:
  mb, bias = (3, 7) if kind == "e4m3" else (2, 15)
  out = {}
  for code in range(128):
    e, m = code >> mb, code & ((1 << mb) - 1)
    if (kind == "e4m3" and code == 0x7F) or (kind == "e5m2" and e == 31): continue
    out[code] = math.ldexp(m, 1 - bias - mb) if e == 0 else math.ldexp((1 << mb) + m, e - bias - mb)
  return out

@pytest.mark.parametrize("kind", ["e4m3", "e5m2"])
def test_cvt_fp8_satfinite_roundtrip(kind):
  ref = _fp8_ref(kind)
  top = max(ref.values())
  rng = np.random.default_rng(10)
  a = np.concatenate([np.array([0.0, -0.0, np.nan, np.inf, -np.inf, top * 2, -top * 3, 1e-9], np.float32),
                      (rng.standard_normal(100) * 10.0 ** rng.integers(-3, 3, 100)).astype(np.float32)])
  b = np.roll(a, 1)
  (p,) = run(f"  cvt.rn.satfinite.{kind}x2.f32 %p, %a, %b;", {"a": ("f32", a), "b": ("f32", b)}, {"p": "b16"})
  (h,) = run(f"  cvt.rn.f16x2.{kind}x2 %h, %p;", {"p": ("b16", p)}, {"h": "b32"})
  for x, y, code, hh in zip(a.tolist(), b.tolist(), p.tolist(), h.tolist()):
    for v, c8, half in ((x, code >> 8, hh >> 16), (y, code & 0xFF, hh & 0xFFFF)):
      if math.isnan(v):
        assert (c8 & 0x7F) in ((0x7F,) if kind == "e4m3" else (0x7D, 0x7E, 0x7F))
        continue
      av = min(abs(v), top)
      best = min(ref, key=lambda k: (abs(ref[k] - av), k & 1))
      assert c8 & 0x7F == best and (c8 >> 7) == (1 if math.copysign(1, v) < 0 else 0), (v, c8, best)
      assert np.uint16(half).view(np.float16) == np.float16(math.copysign(ref[best], v))

# ---- transcendentals (accuracy NVIDIA documents for the .approx forms) ----
def test_approx_transcendentals():
  rng = np.random.default_rng(11)
  x = rng.uniform(-3.14, 3.14, 256).astype(np.float32)
  p = np.concatenate([rng.uniform(1e-3, 1e3, 192), rng.uniform(0.5, 2, 64)]).astype(np.float32)
  e2, l2, sn, cs, rc, rs, sq = run("  ex2.approx.f32 %e2, %x;\n  lg2.approx.f32 %l2, %p;\n  sin.approx.f32 %sn, %x;\n  cos.approx.f32 %cs, %x;\n"
                                   "  rcp.rn.f32 %rc, %p;\n  rsqrt.approx.f32 %rs, %p;\n  sqrt.rn.f32 %sq, %p;", {"x": ("f32", x), "p": ("f32", p)},
                                   {"e2": "f32", "l2": "f32", "sn": "f32", "cs": "f32", "rc": "f32", "rs": "f32", "sq": "f32"})
  X, P = x.astype(np.float64), p.astype(np.float64)
  assert (np.abs(e2 - np.exp2(X)) <= 2 * np.spacing(np.exp2(X).astype(np.float32))).all()
  mid = (P >= 0.5) & (P <= 2)  # absolute error bound on [0.5, 2]; elsewhere the float32 result's own rounding
  assert (np.abs(l2 - np.log2(P))[mid] <= 2**-22.6).all() and (np.abs(l2 - np.log2(P)) <= 2 * np.spacing(np.abs(l2))).all()
  assert (np.abs(sn - np.sin(X)) <= 2**-20.9).all() and (np.abs(cs - np.cos(X)) <= 2**-20.9).all()
  assert same(rc, (1 / P).astype(np.float32)) and same(sq, np.sqrt(P).astype(np.float32))
  assert (np.abs(rs - 1 / np.sqrt(P)) / (1 / np.sqrt(P)) <= 2**-22.9).all()
  e = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, -1.0], np.float32)
  e2, l2, sq, rc = run("  ex2.approx.f32 %e2, %x;\n  lg2.approx.f32 %l2, %x;\n  sqrt.rn.f32 %sq, %x;\n  rcp.rn.f32 %rc, %x;", {"x": ("f32", e)},
                       {"e2": "f32", "l2": "f32", "sq": "f32", "rc": "f32"})
  with np.errstate(all="ignore"): assert same(e2, np.exp2(e)) and same(l2, np.log2(e)) and same(sq, np.sqrt(e)) and same(rc, 1 / e)

# ---- control flow, memory, atomics ----
def test_divergent_loop_and_branch():
  n = np.arange(64, dtype=np.int32) % 7
  body = """
  mov.s32 %d, 0;
  mov.s32 %i, 0;
LOOP:
  setp.ge.s32 %p, %i, %n;
  @%p bra DONE;
  add.s32 %d, %d, %i;
  add.s32 %i, %i, 1;
  bra LOOP;
DONE:
  and.b32 %i, %n, 1;
  setp.eq.s32 %p, %i, 1;
  @%p bra ODD;
  mul.lo.s32 %d, %d, 10;
  bra END;
ODD:
  neg.s32 %d, %d;
END:
  add.s32 %d, %d, 1;"""
  (d,) = run(body, {"n": ("s32", n)}, {"d": "s32"}, "  .reg .s32 %i;\n  .reg .pred %p;")
  tri = n * (n - 1) // 2
  assert (d == np.where(n % 2 == 1, -tri, tri * 10) + 1).all()

def _launch(src: str, arrs: list[np.ndarray], grid: tuple, block: tuple, **kw) -> int:
  mem = DeviceMemory()
  for a in arrs: mem.map(a.ctypes.data, a.nbytes)
  mod = PTXModule(src)
  return mod.run(mod.entries[0], b"".join(struct.pack("<Q", a.ctypes.data) for a in arrs), grid, block, mem, **kw)

HDR = ".version 7.8\n.target sm_80\n.address_size 64\n"

def test_shared_memory_barrier_reverse_and_vectors():
  src = HDR + """.visible .entry rev(.param .u64 out, .param .u64 inp)
{
  .reg .u64 %rd<6>; .reg .u32 %r<6>; .reg .f32 %f<4>;
  .shared .align 16 .b8 buf[1024];
  ld.param.u64 %rd0, [out]; ld.param.u64 %rd1, [inp];
  mov.u32 %r0, %tid.x; mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ntid.x;
  mad.lo.u32 %r3, %r1, %r2, %r0;
  mul.wide.u32 %rd2, %r3, 8;
  add.s64 %rd3, %rd1, %rd2;
  ld.global.v2.f32 {%f0, %f1}, [%rd3];
  mov.u64 %rd4, buf;
  mul.wide.u32 %rd5, %r0, 8;
  add.s64 %rd4, %rd4, %rd5;
  st.shared.v2.f32 [%rd4], {%f1, %f0};
  bar.sync 0;
  sub.u32 %r4, %r2, 1;
  sub.u32 %r4, %r4, %r0;
  mul.wide.u32 %rd5, %r4, 8;
  mov.u64 %rd4, buf;
  add.s64 %rd4, %rd4, %rd5;
  ld.shared.v2.f32 {%f2, %f3}, [%rd4];
  add.s64 %rd3, %rd0, %rd2;
  st.global.v2.f32 [%rd3], {%f2, %f3};
  ret;
}"""
  x = np.arange(3 * 64 * 2, dtype=np.float32)
  out = np.zeros_like(x)
  _launch(src, [out, x], (3, 1, 1), (64, 1, 1))
  assert (out.reshape(3, 64, 2) == x.reshape(3, 64, 2)[:, ::-1, ::-1]).all()

def test_atomics_global_and_shared():
  src = HDR + """.visible .entry at(.param .u64 acc, .param .u64 olds)
{
  .reg .u64 %rd<4>; .reg .u32 %r<6>; .reg .f32 %f<2>;
  .shared .align 4 .b8 cnt[4];
  ld.param.u64 %rd0, [acc]; ld.param.u64 %rd1, [olds];
  mov.u32 %r0, %tid.x;
  cvt.rn.f32.u32 %f0, %r0;
  atom.global.add.f32 %f1, [%rd0], %f0;
  atom.global.add.u32 %r1, [%rd0+4], 1;
  atom.global.max.s32 %r2, [%rd0+8], %r0;
  atom.shared.add.u32 %r3, [cnt], 2;
  atom.global.cas.b32 %r4, [%rd0+12], 0, 7;
  mul.wide.u32 %rd2, %r0, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r1;
  bar.sync 0;
  ld.shared.u32 %r5, [cnt];
  st.global.u32 [%rd0+16], %r5;
  ret;
}"""
  acc = np.zeros(8, np.uint32)
  olds = np.zeros(96, np.uint32)
  _launch(src, [acc, olds], (1, 1, 1), (96, 1, 1))
  assert acc[:1].view(np.float32)[0] == sum(range(96)) and acc[1] == 96 and acc[2] == 95 and acc[4] == 192 and acc[3] == 7
  assert sorted(olds.tolist()) == list(range(96))

def test_local_memory_and_special_registers():
  src = HDR + """.visible .entry sp(.param .u64 out)
{
  .reg .u64 %rd<4>; .reg .u32 %r<12>;
  .local .align 16 .b8 scratch[16];
  ld.param.u64 %rd0, [out];
  mov.u32 %r0, %tid.x; mov.u32 %r1, %tid.y; mov.u32 %r2, %ctaid.x; mov.u32 %r3, %ctaid.y;
  mov.u32 %r4, %ntid.x; mov.u32 %r5, %nctaid.x; mov.u32 %r6, %laneid; mov.u32 %r7, %ntid.y;
  mov.u64 %rd1, scratch;
  st.local.v4.u32 [%rd1], {%r0, %r1, %r2, %r3};
  ld.local.v4.u32 {%r8, %r9, %r10, %r11}, [%rd1];
  mad.lo.u32 %r1, %r9, %r4, %r8;
  mad.lo.u32 %r3, %r11, %r5, %r10;
  mul.lo.u32 %r7, %r7, %r4;
  mad.lo.u32 %r3, %r3, %r7, %r1;
  mul.wide.u32 %rd2, %r3, 8;
  add.s64 %rd2, %rd0, %rd2;
  st.global.v2.u32 [%rd2], {%r3, %r6};
  ret;
}"""
  out = np.zeros((2 * 3 * 8 * 5, 2), np.uint32)
  _launch(src, [out], (2, 3, 1), (8, 5, 1))
  assert (out[:, 0] == np.arange(len(out))).all()
  assert (out[:, 1] == (np.arange(len(out)) % 40) % 32).all()

def test_mma_m16n8k16_f16_and_bf16():
  rng = np.random.default_rng(12)
  A, B, C = rng.standard_normal((16, 16)), rng.standard_normal((16, 8)), rng.standard_normal((16, 8)).astype(np.float32)
  lane = np.arange(32)
  g, t = lane // 4, lane % 4
  for ty in ("f16", "bf16"):
    def enc(x: np.ndarray, ty: str = ty) -> np.ndarray:
      return x.astype(np.float16).view(np.uint16) if ty == "f16" else (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    def dec(h: np.ndarray, ty: str = ty) -> np.ndarray:
      return h.view(np.float16).astype(np.float64) if ty == "f16" else (h.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    Ah, Bh = enc(A), enc(B)
    # fragment layout of the PTX ISA for m16n8k16: a{0..7} rows g/g+8, cols 2t+{0,1} (+8); b{0..3} rows 2t+{0,1} (+8), col g
    a = np.stack([Ah[g + 8 * ((i // 2) % 2), 2 * t + i % 2 + 8 * (i // 4)] for i in range(8)], 1).astype(np.uint32)
    b = np.stack([Bh[2 * t + i % 2 + 8 * (i // 2), g] for i in range(4)], 1).astype(np.uint32)
    c = np.stack([C[g + 8 * (i // 2), 2 * t + i % 2] for i in range(4)], 1)
    ins = {f"a{i}": ("b32", a[:, 2 * i] | (a[:, 2 * i + 1] << 16)) for i in range(4)}
    ins |= {f"b{i}": ("b32", b[:, 2 * i] | (b[:, 2 * i + 1] << 16)) for i in range(2)} | {f"c{i}": ("f32", c[:, i]) for i in range(4)}
    outs = run(f"  mma.sync.aligned.m16n8k16.row.col.f32.{ty}.{ty}.f32 {{%d0, %d1, %d2, %d3}}, {{%a0, %a1, %a2, %a3}}, {{%b0, %b1}}, "
               "{%c0, %c1, %c2, %c3};", ins, {f"d{i}": "f32" for i in range(4)})
    D = np.zeros((16, 8))
    for i in range(4): D[g + 8 * (i // 2), 2 * t + i % 2] = outs[i]
    ref = dec(Ah) @ dec(Bh) + C
    np.testing.assert_allclose(D, ref, rtol=1e-5, atol=1e-5)

# ---- errors ----
def test_illegal_address_is_an_error_naming_the_kernel():
  src = HDR + """.visible .entry bad(.param .u64 out)
{
  .reg .u64 %rd<2>; .reg .u32 %r<2>;
  ld.param.u64 %rd0, [out];
  add.s64 %rd1, %rd0, 4096;
  st.global.u32 [%rd1], 1;
  ret;
}"""
  a = np.zeros(4, np.uint32)
  with pytest.raises(PTXError, match=r"illegal address 0x[0-9a-f]+.*in kernel bad at line \d+"): _launch(src, [a], (1, 1, 1), (1, 1, 1))
  mem = DeviceMemory()
  mem.map(a.ctypes.data, a.nbytes)
  mem.unmap(a.ctypes.data)
  with pytest.raises(PTXError, match="illegal address"):
    PTXModule(src.replace("4096", "0")).run("bad", struct.pack("<Q", a.ctypes.data), (1, 1, 1), (1, 1, 1), mem)

def test_unsupported_instruction_and_modifier_are_errors():
  with pytest.raises(PTXError, match=r"unsupported instruction frobnicate in kernel k at line"):
    run("  frobnicate.b32 %d, %a;", {"a": ("u32", np.zeros(1))}, {"d": "u32"})
  with pytest.raises(PTXError, match=r"unsupported modifier .weird on add"):
    run("  add.weird.f32 %d, %a, %a;", {"a": ("f32", np.zeros(1))}, {"d": "f32"})

def test_runaway_kernel_stops_at_budget():
  src = HDR + ".visible .entry spin()\n{\nL:\n  bra L;\n}"
  with pytest.raises(PTXError, match="instruction budget"):
    PTXModule(src).run("spin", b"", (1, 1, 1), (32, 1, 1), DeviceMemory(), max_instructions=1000)

def test_param_layout_natural_alignment():
  mod = PTXModule(HDR + ".visible .entry k(.param .u8 a, .param .u64 b, .param .f32 c, .param .align 8 .b8 s[12], .param .u16 d)\n{\n  ret;\n}")
  assert mod.entries == ["k"]
  assert mod.param_layout("k") == [("u8", 0, 1), ("u64", 8, 8), ("f32", 16, 4), ("b8", 24, 12), ("u16", 36, 2)]
  assert mod.param_size("k") == 38  # where the last parameter ends: the CUDA driver wants exactly this many bytes
  with pytest.raises(PTXError, match="params buffer has 8 bytes"): mod.run("k", bytes(8), (1, 1, 1), (1, 1, 1), DeviceMemory())
  with pytest.raises(PTXError, match="no entry 'nope'"): mod.param_layout("nope")

def test_packed_half2_arith():
  rng = np.random.default_rng(13)
  a, b = rng.standard_normal((64, 2)).astype(np.float16), rng.standard_normal((64, 2)).astype(np.float16)
  a[0] = [np.nan, -0.0]
  pa, pb = a.view(np.uint32).ravel(), b.view(np.uint32).ravel()
  s, f, mx = run("  add.rn.f16x2 %s, %a, %b;\n  fma.rn.f16x2 %f, %a, %b, %s;\n  max.f16x2 %mx, %a, %b;", {"a": ("b32", pa), "b": ("b32", pb)},
                 {"s": "b32", "f": "b32", "mx": "b32"})
  S, F, M = (x.view(np.float16).reshape(64, 2) for x in (s, f, mx))
  with np.errstate(all="ignore"):
    assert same(S, a + b) and same(F, (a.astype(np.float64) * b + (a + b)).astype(np.float16))
  assert same(M[1:], np.fmax(a, b)[1:]) and M[0, 0] == b[0, 0]

def test_device_memory_ranges_nested_and_split():
  big = np.arange(64, dtype=np.uint32)
  mem = DeviceMemory()
  mem.map(big.ctypes.data, big.nbytes)
  mem.map(big.ctypes.data + 64, 32)  # a nested range must not hide the enclosing one
  addrs = big.ctypes.data + np.array([0, 60, 64, 92, 100, 252], np.uint64)
  assert mem.load(addrs, np.uint32).tolist() == [0, 15, 16, 23, 25, 63]
  other = np.full(4, 7, np.uint32)
  mem.map(other.ctypes.data, other.nbytes)
  both = np.array([big.ctypes.data + 4, other.ctypes.data + 8], np.uint64)
  assert mem.load(both, np.uint32).tolist() == [1, 7]
  with pytest.raises(PTXError, match="illegal address"): mem.load(np.array([big.ctypes.data + 256], np.uint64), np.uint32)
  with pytest.raises(PTXError, match="misaligned"): mem.load(np.array([big.ctypes.data + 2], np.uint64), np.uint32)

def test_fma_f32_hard_cases_single_rounding():
  # a*b+c landing next to a float32 midpoint, where a float64 sum rounded twice would go the wrong way
  a = np.array([1 + 2**-12, 1 + 2**-23, 1 - 2**-24, 3.0, 1 + 2**-11], np.float32)
  b = np.array([1 + 2**-12, 1 - 2**-23, 1 + 2**-24, 1 / 3, 1 + 2**-13], np.float32)
  c = np.array([-(1 + 2**-11), -1.0, 2**-30, -1.0, 2**-53], np.float32)
  for mode in ("rn", "rz", "rm", "rp"):
    (d,) = run(f"  fma.{mode}.f32 %d, %a, %b, %c;", {"a": ("f32", a), "b": ("f32", b), "c": ("f32", c)}, {"d": "f32"})
    for x, y, z, r in zip(a.tolist(), b.tolist(), c.tolist(), d.tolist()):
      ex = _exact(x) * _exact(y) + _exact(z)
      lo, hi = (_exact(float(np.nextafter(np.float32(r), np.float32(s)))) for s in (-np.inf, np.inf))
      if mode == "rn": assert abs(ex - _exact(r)) <= min(abs(ex - lo), abs(ex - hi)), (x, y, z, r)
      elif mode == "rm": assert _exact(r) <= ex < hi
      elif mode == "rp": assert lo < ex <= _exact(r)
      else: assert abs(_exact(r)) <= abs(ex)
