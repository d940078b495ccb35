"""The AMD emulator one instruction at a time (gfx1100, wave32): words built from the generated tables' encodings, random operands
and edge values (NaN, +-0, denormals, inf, integer overflow, shifts past the width) against numpy models of AMD's ISA semantics."""
from __future__ import annotations
from collections.abc import Callable
from fractions import Fraction
import numpy as np
import pytest
from tinygrad.runtime.support.amd.disasm import decode, fmt_inst, load_isa
from tinygrad.runtime.mockgpu.amd.emu import EXEC, VCC, Ctx, EmuError, Memory, Wave, build, run_dispatch

ARCH, LANES = "gfx1100", 32
ISA = load_isa(ARCH)
rng = np.random.default_rng(7)
F32_EDGE = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 1.17549435e-38, 3.4028235e38, 0.5, -2.5, 1e-40, 7.0, -1e30],
                    np.float32)

def opcode(fmt: str, name: str) -> int:
  return next(k for k, v in ISA.ops[fmt].items() if v[0] in (name, f"{name}_e32", f"{name}_e64"))

def enc(fmt: str, name: str, lit: int | None = None, **fields: int) -> bytes:
  f = ISA.formats[fmt]
  word = f["enc"][2] << f["enc"][0]
  for k, v in {"op": opcode(fmt, name), **fields}.items(): word |= (v & ((1 << f[k][1]) - 1)) << f[k][0]
  wide = max(lo + w for k, (lo, w, *_) in f.items() if k != "enc") > 32
  return word.to_bytes(8 if wide else 4, "little") + (b"" if lit is None else lit.to_bytes(4, "little"))

def run1(code: bytes, setup: Callable[[Wave], object], denorm: bool = True, exec_mask: int = (1 << LANES) - 1) -> Wave:
  ctx = Ctx(ARCH, Memory(lambda a, n: False), LANES, 1024, 0, (0xF << 16) if denorm else 0)
  inst = decode(ctx.isa, lambda a, n: code[a:a + n], 0)
  assert inst.size == len(code), f"{fmt_inst(inst)} decoded as {inst.size} bytes, built {len(code)}"
  w = Wave(LANES, 0, 0)
  w.set_lane_mask(EXEC, exec_mask)
  setup(w)
  with np.errstate(all="ignore"): build(inst, ctx)(w)  # as the dispatch loop runs every instruction
  return w

def vset(w: Wave, r: int, x: np.ndarray) -> Wave:
  w.v[r] = np.asarray(x).view(np.uint32)
  return w
def f32(w: Wave, r: int) -> np.ndarray: return w.v[r].view(np.float32)
def pairs() -> tuple[np.ndarray, np.ndarray]:
  a = np.concatenate([F32_EDGE, rng.standard_normal(LANES - len(F32_EDGE)).astype(np.float32) * 100])
  return a, np.roll(a, 5)[::-1].copy()
V = 256  # 9-bit source operands: VGPR n is 256 + n

def same(got: np.ndarray, want: np.ndarray) -> None:
  np.testing.assert_array_equal(got.view(np.uint32) if got.dtype == np.float32 else got, want.view(np.uint32) if want.dtype == np.float32 else want)

@pytest.mark.parametrize("name,model", [("v_add_f32", np.add), ("v_sub_f32", np.subtract), ("v_subrev_f32", lambda a, b: b - a),
                                        ("v_mul_f32", np.multiply), ("v_max_f32", np.fmax), ("v_min_f32", np.fmin)])
def test_vop2_f32(name, model):
  a, b = pairs()
  w = run1(enc("VOP2", name, src0=V + 1, vsrc1=2, vdst=3), lambda w: (vset(w, 1, a), vset(w, 2, b)))
  with np.errstate(all="ignore"): want = model(a, b).astype(np.float32)
  nan = np.isnan(want)
  assert np.isnan(f32(w, 3)[nan]).all()
  same(f32(w, 3)[~nan], want[~nan])

def test_vop3_fma_with_neg_abs_and_inline_constant():
  a, b = pairs()
  c = rng.standard_normal(LANES).astype(np.float32)
  w = run1(enc("VOP3", "v_fma_f32", vdst=4, src0=V + 1, src1=V + 2, src2=V + 3, abs=0b010, neg=0b100),
           lambda w: [vset(w, i + 1, x) for i, x in enumerate((a, b, c))])
  with np.errstate(all="ignore"): want = (a.astype(np.float64) * np.abs(b).astype(np.float64) - c).astype(np.float32)
  ok = ~np.isnan(want)
  same(f32(w, 4)[ok], want[ok])
  w = run1(enc("VOP3", "v_fma_f32", vdst=4, src0=V + 1, src1=242, src2=240), lambda w: vset(w, 1, a))  # a * 1.0 + 0.5
  with np.errstate(all="ignore"): want = a + np.float32(0.5)
  same(f32(w, 4)[~np.isnan(want)], want[~np.isnan(want)])

def test_literal_and_exec_mask():
  a = rng.standard_normal(LANES).astype(np.float32)
  mask = int(rng.integers(0, 1 << LANES))
  w = run1(enc("VOP2", "v_mul_f32", lit=0x40400000, src0=255, vsrc1=1, vdst=2), lambda w: (vset(w, 1, a), vset(w, 2, np.full(LANES, 7, np.uint32))),
           exec_mask=mask)
  on = np.array([(mask >> i) & 1 for i in range(LANES)], bool)
  same(f32(w, 2)[on], a[on] * np.float32(3))
  assert (w.v[2][~on] == 7).all()  # lanes off in EXEC keep their value

def test_denormals_flush_when_the_descriptor_says_so():
  a = np.full(LANES, 1e-40, np.float32)
  keep = run1(enc("VOP2", "v_add_f32", src0=V + 1, vsrc1=1, vdst=2), lambda w: vset(w, 1, a), denorm=True)
  flush = run1(enc("VOP2", "v_add_f32", src0=V + 1, vsrc1=1, vdst=2), lambda w: vset(w, 1, a), denorm=False)
  same(f32(keep, 2), a + a)
  assert (f32(flush, 2) == 0).all()

U32_EDGE = np.array([0, 1, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 31, 32, 33, 63, 64, 0xFFFF, 0x10000], np.uint32)
def upairs() -> tuple[np.ndarray, np.ndarray]:
  a = np.concatenate([U32_EDGE, rng.integers(0, 1 << 32, LANES - len(U32_EDGE), dtype=np.uint64).astype(np.uint32)])
  return a, np.concatenate([U32_EDGE[::-1], rng.integers(0, 1 << 32, LANES - len(U32_EDGE), dtype=np.uint64).astype(np.uint32)])

M = 0xFFFFFFFF
@pytest.mark.parametrize("fmt,name,model", [
  ("VOP2", "v_add_nc_u32", lambda a, b: (a + b) & M), ("VOP2", "v_sub_nc_u32", lambda a, b: (a - b) & M),
  ("VOP2", "v_lshlrev_b32", lambda a, b: (b << (a & 31)) & M), ("VOP2", "v_lshrrev_b32", lambda a, b: b >> (a & 31)),
  ("VOP2", "v_ashrrev_i32", lambda a, b: ((b - ((b >> 31) << 32)) >> (a & 31)) & M),
  ("VOP2", "v_max_i32", lambda a, b: max(a - ((a >> 31) << 32), b - ((b >> 31) << 32)) & M),
  ("VOP2", "v_min_u32", min), ("VOP2", "v_xor_b32", lambda a, b: a ^ b),
  ("VOP2", "v_mul_u32_u24", lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) & M),
  ("VOP3", "v_mul_lo_u32", lambda a, b: (a * b) & M), ("VOP3", "v_mul_hi_u32", lambda a, b: (a * b) >> 32),
  ("VOP3", "v_mul_hi_i32", lambda a, b: (((a - ((a >> 31) << 32)) * (b - ((b >> 31) << 32))) >> 32) & M),
])
def test_integer_ops(fmt, name, model):
  a, b = upairs()
  fields = {"src0": V + 1, "vsrc1": 2, "vdst": 3} if fmt == "VOP2" else {"src0": V + 1, "src1": V + 2, "vdst": 3}
  w = run1(enc(fmt, name, **fields), lambda w: (vset(w, 1, a), vset(w, 2, b)))
  np.testing.assert_array_equal(w.v[3], np.array([model(int(x), int(y)) for x, y in zip(a, b)], np.uint32))

def test_three_operand_integer_ops():
  a, b = upairs()
  c = rng.integers(0, 1 << 32, LANES, dtype=np.uint64).astype(np.uint32)
  def run3(name: str) -> np.ndarray:
    return run1(enc("VOP3", name, vdst=4, src0=V + 1, src1=V + 2, src2=V + 3), lambda w: [vset(w, i + 1, x) for i, x in enumerate((a, b, c))]).v[4]
  A, B, C = (x.astype(np.uint64) for x in (a, b, c))
  np.testing.assert_array_equal(run3("v_bfe_u32"), [(int(x) >> (int(y) & 31)) & ((1 << (int(z) & 31)) - 1) for x, y, z in zip(a, b, c)])
  np.testing.assert_array_equal(run3("v_alignbit_b32"), ((A << np.uint64(32) | B) >> (C & np.uint64(31))).astype(np.uint32))
  np.testing.assert_array_equal(run3("v_add3_u32"), ((A + B + C) & np.uint64(M)).astype(np.uint32))
  np.testing.assert_array_equal(run3("v_lshl_add_u32"), (((A << (B & np.uint64(31))) + C) & np.uint64(M)).astype(np.uint32))
  np.testing.assert_array_equal(run3("v_bfi_b32"), ((A & B) | (~A & C) & np.uint64(M)).astype(np.uint32))

def test_carry_chain_and_mad_u64():
  a, b = upairs()
  w = run1(enc("VOP3", "v_add_co_u32", vdst=3, sdst=VCC, src0=V + 1, src1=V + 2), lambda w: (vset(w, 1, a), vset(w, 2, b)))
  s = a.astype(np.uint64) + b
  np.testing.assert_array_equal(w.v[3], (s & np.uint64(M)).astype(np.uint32))
  assert w.s[VCC] == sum(1 << i for i in range(LANES) if s[i] >> np.uint64(32))
  c = rng.integers(0, 1 << 63, LANES, dtype=np.uint64)
  def mad(w: Wave) -> None:
    vset(w, 1, a), vset(w, 2, b)
    w.v[4], w.v[5] = (c & np.uint64(M)).astype(np.uint32), (c >> np.uint64(32)).astype(np.uint32)
  w = run1(enc("VOP3", "v_mad_u64_u32", vdst=6, sdst=0, src0=V + 1, src1=V + 2, src2=V + 4), mad)
  got = w.v[6].astype(np.uint64) | w.v[7].astype(np.uint64) << np.uint64(32)
  np.testing.assert_array_equal(got, [(int(x) * int(y) + int(z)) & (2**64 - 1) for x, y, z in zip(a, b, c)])

@pytest.mark.parametrize("name,model", [
  ("v_cvt_i32_f32", lambda x: 0 if np.isnan(x) else int(np.clip(np.trunc(np.float64(x)), -2**31, 2**31 - 1)) & M),
  ("v_cvt_u32_f32", lambda x: 0 if np.isnan(x) else int(np.clip(np.trunc(np.float64(x)), 0, 2**32 - 1))),
  ("v_cvt_f32_i32", lambda x: int(np.float32(np.uint32(x).view(np.int32)).view(np.uint32))),
  ("v_rcp_f32", lambda x: int((np.float32(1) / x).view(np.uint32)) if not np.isnan(x) else None),
  ("v_sqrt_f32", lambda x: int(np.sqrt(x).view(np.uint32)) if not np.isnan(np.sqrt(x)) else None),
  ("v_exp_f32", lambda x: int(np.exp2(x).view(np.uint32)) if not np.isnan(x) else None),
  ("v_floor_f32", lambda x: int(np.floor(x).view(np.uint32)) if not np.isnan(x) else None),
])
def test_vop1_conversions_and_transcendentals(name, model):
  a = np.concatenate([F32_EDGE, np.array([2.5e9, -3e9, 4.3e9, 1.5, -1.5, 2**31, -2**31, 123.75], np.float32),
                      rng.standard_normal(8).astype(np.float32) * 1e3])
  src = a.view(np.uint32) if name != "v_cvt_f32_i32" else rng.integers(-2**31, 2**31, LANES).astype(np.int32).view(np.uint32)
  with np.errstate(all="ignore"):
    w = run1(enc("VOP1", name, src0=V + 1, vdst=2), lambda w: vset(w, 1, src))
    want = [model(np.uint32(x) if name == "v_cvt_f32_i32" else np.float32(np.uint32(x).view(np.float32))) for x in src]
  for lane, wv in enumerate(want):
    if wv is not None: assert int(w.v[2][lane]) == wv, f"{name} lane {lane}: input {src[lane]:#x} gave {int(w.v[2][lane]):#x}, want {wv:#x}"

@pytest.mark.parametrize("t,npdt", [("i16", np.int16), ("u16", np.uint16)])
def test_cvt_pk_16_f32_truncates_and_saturates(t, npdt):  # LLVM packs float->int16 casts this way: every such cast once failed
  info = np.iinfo(npdt)
  a = np.array([0.5, -0.5, 1.99, -1.99, 40000.0, -40000.0, np.nan, np.inf, -np.inf, 123.75, -32768.0, 65535.0, *rng.uniform(-7e4, 7e4, 20)],
               np.float32)[:LANES]
  b = a[::-1].copy()
  w = run1(enc("VOP3", f"v_cvt_pk_{t}_f32", vdst=3, src0=V + 1, src1=V + 2), lambda w: (vset(w, 1, a.view(np.uint32)), vset(w, 2, b.view(np.uint32))))
  want = lambda x: np.clip(np.trunc(np.nan_to_num(x.astype(np.float64), nan=0.0)), info.min, info.max).astype(npdt)
  np.testing.assert_array_equal((w.v[3][:len(a)] & 0xFFFF).astype(np.uint16).view(npdt), want(a))
  np.testing.assert_array_equal((w.v[3][:len(a)] >> 16).astype(np.uint16).view(npdt), want(b))

def test_f16_true16_halves():
  a = rng.standard_normal(LANES).astype(np.float32)
  w = run1(enc("VOP1", "v_cvt_f16_f32", src0=V + 1, vdst=2 | 0x80), lambda w: (vset(w, 1, a), vset(w, 2, np.full(LANES, 0x1234, np.uint32))))
  np.testing.assert_array_equal(w.v[2] >> 16, a.astype(np.float16).view(np.uint16))  # v2.h written, v2.l kept
  assert (w.v[2] & 0xFFFF == 0x1234).all()
  h = (a.astype(np.float16).view(np.uint16).astype(np.uint32) << 16)
  w = run1(enc("VOP1", "v_cvt_f32_f16", src0=V + (1 | 0x80), vdst=2), lambda w: vset(w, 1, h))
  np.testing.assert_array_equal(f32(w, 2), a.astype(np.float16).astype(np.float32))

@pytest.mark.parametrize("cond,model", [("lt", np.less), ("eq", np.equal), ("neq", lambda a, b: ~(a == b)),
                                        ("u", lambda a, b: np.isnan(a) | np.isnan(b)),
                                        ("nge", lambda a, b: ~(a >= b))])
def test_vopc_f32(cond, model):
  a, b = pairs()
  w = run1(enc("VOPC", f"v_cmp_{cond}_f32", src0=V + 1, vsrc1=2), lambda w: (vset(w, 1, a), vset(w, 2, b)), exec_mask=0x7FFFFFFF)
  with np.errstate(invalid="ignore"): want = model(a, b) & (np.arange(LANES) < 31)
  assert w.s[VCC] == sum(1 << i for i in range(LANES) if want[i])

def test_cmpx_writes_exec_and_cmp_class():
  a, _ = pairs()
  w = run1(enc("VOPC", "v_cmpx_gt_f32", src0=128, vsrc1=1), lambda w: vset(w, 1, a))  # 0 > a
  with np.errstate(invalid="ignore"): assert w.exec == sum(1 << i for i in range(LANES) if 0 > a[i])
  mask = np.full(LANES, 0b1000000011, np.uint32)
  w = run1(enc("VOP3", "v_cmp_class_f32", vdst=10, src0=V + 1, src1=V + 2), lambda w: (vset(w, 1, a), vset(w, 2, mask)))
  want = np.isnan(a) | np.isposinf(a)  # sNaN, qNaN and +inf
  assert w.s[10] == sum(1 << i for i in range(LANES) if want[i])

def test_cndmask_uses_vcc():
  a, b = upairs()
  vcc = int(rng.integers(0, 1 << LANES))
  def setup(w: Wave) -> None:
    vset(w, 1, a), vset(w, 2, b)
    w.s[VCC] = vcc
  w = run1(enc("VOP2", "v_cndmask_b32", src0=V + 1, vsrc1=2, vdst=3), setup)
  np.testing.assert_array_equal(w.v[3], np.where([(vcc >> i) & 1 for i in range(LANES)], b, a))

S_EDGE = [0, 1, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 32, 33, 0xDEADBEEF]
@pytest.mark.parametrize("name,model", [
  ("s_add_u32", lambda a, b: ((a + b) & M, int(a + b > M))), ("s_sub_u32", lambda a, b: ((a - b) & M, int(b > a))),
  ("s_lshl_b32", lambda a, b: ((a << (b & 31)) & M, int((a << (b & 31)) & M != 0))),
  ("s_ashr_i32", lambda a, b: (((a - ((a >> 31) << 32)) >> (b & 31)) & M, None)),
  ("s_min_i32", lambda a, b: (a if (a - ((a >> 31) << 32)) <= (b - ((b >> 31) << 32)) else b, None)), ("s_mul_i32", lambda a, b: ((a * b) & M, None)),
  ("s_and_not1_b32", lambda a, b: (a & ~b & M, int(a & ~b & M != 0))),
  ("s_bfe_u32", lambda a, b: ((a >> (b & 31)) & ((1 << ((b >> 16) & 0x7F)) - 1) if (b >> 16) & 0x7F else 0, None)),
])
def test_sop2(name, model):
  for a in S_EDGE:
    for b in S_EDGE + [0x00080004]:
      def setup(w: Wave, a: int = a, b: int = b) -> None: w.s[1], w.s[2] = a, b
      w = run1(enc("SOP2", name, sdst=3, ssrc0=1, ssrc1=2), setup)
      r, scc = model(a, b)
      assert w.s[3] == r, f"{name}({a:#x}, {b:#x}) = {w.s[3]:#x}, want {r:#x}"
      if scc is not None: assert w.scc == scc

def _cls_model(x: int, bits: int) -> int:
  """The ISA's definition, bit by bit: the first bit below the sign bit that differs from it, counted from the top; -1 if none."""
  sign = (x >> (bits - 1)) & 1
  return next((i for i in range(1, bits) if (x >> (bits - 1 - i)) & 1 != sign), M)

def test_count_leading_sign_bits():  # LLVM converts int64 to float with s_cls_i32: an emulator gap here failed every such cast
  xs = [*S_EDGE, 0x40000000, 0xBFFFFFFF, 0xC0000000, 0x00010000, 0xFFFE0000, *rng.integers(0, 2**32, 16).tolist()]
  for x in xs:
    assert run1(enc("SOP1", "s_cls_i32", sdst=3, ssrc0=1), lambda w, x=x: w.s.__setitem__(1, x)).s[3] == _cls_model(x, 32), hex(x)
  for x in [0, 2**64 - 1, 1 << 62, (1 << 63) | 1, 0x00000000FFFFFFFF, *rng.integers(0, 2**63, 8).tolist()]:
    def setup(w: Wave, x: int = x) -> None: w.s[2], w.s[3] = x & M, x >> 32
    assert run1(enc("SOP1", "s_cls_i32_i64", sdst=4, ssrc0=2), setup).s[4] == _cls_model(x, 64), hex(x)
  v = np.array((xs * 2)[:LANES], np.uint32)
  w = run1(enc("VOP1", "v_cls_i32", src0=V + 1, vdst=2), lambda w: vset(w, 1, v))
  np.testing.assert_array_equal(w.v[2], [_cls_model(int(x), 32) for x in v])

@pytest.mark.parametrize("name,width,bit", [("s_bitset0_b32", 32, 0), ("s_bitset1_b32", 32, 1), ("s_bitset0_b64", 64, 0), ("s_bitset1_b64", 64, 1)])
def test_sop1_bitset(name, width, bit):
  # ISA: D.u[S0.u[4:0]] (b64: S0.u[5:0]) = bit, D's other bits unchanged; index 37 on b32 wraps to 5
  for d, i in ((0, 0), ((1 << width) - 1, width - 1), (0x12345678, 37), (0xF0F0F0F0, 4), (0x0F0F0F0F, 4)):
    def setup(w: Wave, d=d, i=i) -> None:
      for k in range(width // 32): w.s[4 + k] = (d >> (32 * k)) & 0xFFFFFFFF
      w.s[1] = i
    w = run1(enc("SOP1", name, sdst=4, ssrc0=1), setup)
    got = sum(int(w.s[4 + k]) << (32 * k) for k in range(width // 32))
    want = d | (1 << (i % width)) if bit else d & ~(1 << (i % width))
    assert got == want, (hex(d), i, hex(got))

def test_saveexec_and_scalar_compare():
  def setup(w: Wave) -> None: w.s[4] = 0x0000FFF0
  w = run1(enc("SOP1", "s_and_saveexec_b32", sdst=6, ssrc0=4), setup, exec_mask=0x00FF00FF)
  assert (w.s[6], w.exec, w.scc) == (0x00FF00FF, 0x0000FFF0 & 0x00FF00FF, 1)
  for a, b in [(5, 0xFFFFFFFF), (0xFFFFFFFF, 5)]:
    def cmp(w: Wave, a: int = a, b: int = b) -> None: w.s[1], w.s[2] = a, b
    assert run1(enc("SOPC", "s_cmp_lt_i32", ssrc0=1, ssrc1=2), cmp).scc == int((a - ((a >> 31) << 32)) < (b - ((b >> 31) << 32)))
    assert run1(enc("SOPC", "s_cmp_lt_u32", ssrc0=1, ssrc1=2), cmp).scc == int(a < b)

def test_64bit_shift_and_f64():
  x = rng.integers(0, 1 << 63, LANES, dtype=np.uint64)
  sh = np.concatenate([np.array([0, 1, 31, 32, 63, 64, 65], np.uint32), rng.integers(0, 128, LANES - 7).astype(np.uint32)])
  def setup(w: Wave) -> None:
    vset(w, 1, sh)
    w.v[2], w.v[3] = (x & np.uint64(M)).astype(np.uint32), (x >> np.uint64(32)).astype(np.uint32)
  w = run1(enc("VOP3", "v_lshlrev_b64", vdst=4, src0=V + 1, src1=V + 2), setup)
  np.testing.assert_array_equal(w.v[4].astype(np.uint64) | w.v[5].astype(np.uint64) << np.uint64(32), x << (sh & 63).astype(np.uint64))
  a, b = rng.standard_normal(LANES), rng.standard_normal(LANES)
  def setf(w: Wave) -> None:
    for r, v in ((2, a), (4, b)):
      w.v[r], w.v[r + 1] = (v.view(np.uint64) & np.uint64(M)).astype(np.uint32), (v.view(np.uint64) >> np.uint64(32)).astype(np.uint32)
  w = run1(enc("VOP3", "v_fma_f64", vdst=6, src0=V + 2, src1=V + 4, src2=242), setf)  # a * b + 1.0 (the f64 inline constant)
  got = (w.v[6].astype(np.uint64) | w.v[7].astype(np.uint64) << np.uint64(32)).view(np.float64)
  np.testing.assert_array_equal(got, [float(Fraction(x) * Fraction(y) + 1) for x, y in zip(a, b)])  # fused: one rounding

def test_unsupported_instruction_names_itself():
  with pytest.raises(EmuError, match=r"s_trap 2.*SOPP opcode 16.*at 0x0"): run1(enc("SOPP", "s_trap", simm16=2), lambda w: None)

def test_dispatch_errors_are_clear():
  junk = np.full(16, 0xFF, np.uint8)
  with pytest.raises(EmuError, match=r"unknown encoding 0xffffffff at 0x[0-9a-f]+ \(gfx1100\)"):
    run_dispatch(arch=ARCH, code_addr=junk.ctypes.data, kernarg_addr=0, user_sgprs=[], rsrc1=0, rsrc2=0, rsrc3=0, wave32=True, grid=(1, 1, 1),
                 block=(1, 1, 1), lds_size=0, scratch_addr=0, scratch_size_per_lane=0,
                 mapped=lambda a, n: junk.ctypes.data <= a < junk.ctypes.data + 16)
  loop = np.frombuffer(enc("SOPP", "s_branch", simm16=0xFFFF) + enc("SOPP", "s_endpgm"), np.uint8).copy()  # s_branch to itself
  base = loop.ctypes.data
  def mapped(a: int, n: int) -> bool: return base <= a and a + n <= base + loop.nbytes
  kw = dict(arch=ARCH, kernarg_addr=0, user_sgprs=[], rsrc1=0xF << 16, rsrc2=0, rsrc3=0, wave32=True, grid=(1, 1, 1), block=(32, 1, 1), lds_size=0,
            scratch_addr=0, scratch_size_per_lane=0, mapped=mapped)
  with pytest.raises(EmuError, match="instruction budget of 1000 per workgroup exceeded"): run_dispatch(code_addr=base, budget=1000, **kw)  # type: ignore[arg-type]
  load = np.frombuffer(enc("SMEM", "s_load_b32", sdata=4, sbase=0, soffset=124, offset=0) + enc("SOPP", "s_endpgm"), np.uint8).copy()
  kw["mapped"] = lambda a, n: load.ctypes.data <= a and a + n <= load.ctypes.data + load.nbytes
  with pytest.raises(EmuError, match=r"s_load_b32 at .*: address 0xdead0000 .* not mapped"):
    run_dispatch(code_addr=load.ctypes.data, **{**kw, "user_sgprs": [0xDEAD0000, 0], "rsrc2": 2 << 1})  # type: ignore[arg-type]
  with pytest.raises(EmuError, match="round mode"): run_dispatch(code_addr=base, **{**kw, "rsrc1": 1 << 12})  # type: ignore[arg-type]

# ---- CDNA4 (gfx950, wave64) ----

CDNA = load_isa("gfx950")

def enc9(fmt: str, name: str, **fields: int) -> bytes:
  f = CDNA.formats[fmt]
  op = next(k for k, v in CDNA.ops[fmt].items() if v[0] in (name, f"{name}_e32", f"{name}_e64"))
  word = f["enc"][2] << f["enc"][0]
  for k, v in {"op": op, **fields}.items(): word |= (v & ((1 << f[k][1]) - 1)) << f[k][0]
  return word.to_bytes(8 if max(lo + w for k, (lo, w, *_) in f.items() if k != "enc") > 32 else 4, "little")

def run9(code: bytes, setup: Callable[[Wave], object]) -> Wave:
  ctx = Ctx("gfx950", Memory(lambda a, n: False), 64, 1024, 0, 0xF << 16)
  inst = decode(ctx.isa, lambda a, n: code[a:a + n].ljust(n, b"\0"), 0)
  w = Wave(64, 0, 0)
  w.set_lane_mask(EXEC, (1 << 64) - 1)
  setup(w)
  with np.errstate(all="ignore"): build(inst, ctx)(w)  # as the dispatch loop runs every instruction
  return w

def test_cdna_bitop3_truth_table():
  a, b, c = (rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(3))
  for ttbl in (0xEC, 0x96, 0x01, 0xFE, 0x5A):  # (a&c)|b, a^b^c, nor3, or3, a^c
    code = enc9("VOP3", "v_bitop3_b32", vdst=4, src0=V + 1, src1=V + 2, src2=V + 3, neg=ttbl & 7, abs=ttbl >> 3 & 7, omod=ttbl >> 6)
    w = run9(code, lambda w: [vset(w, i + 1, x) for i, x in enumerate((a, b, c))])
    want = np.array([sum(((ttbl >> ((int(x) >> k & 1) << 2 | (int(y) >> k & 1) << 1 | (int(z) >> k & 1))) & 1) << k for k in range(32))
                     for x, y, z in zip(a, b, c)], np.uint32)
    np.testing.assert_array_equal(w.v[4], want, err_msg=f"bitop3 table {ttbl:#x}")

def test_cdna_packed_f32_fma_and_sdwa_byte_select():
  a, b, c = (rng.standard_normal(128).astype(np.float32) for _ in range(3))
  def pairs(w: Wave) -> None:
    for r, x in ((2, a), (4, b), (6, c)): w.v[r], w.v[r + 1] = x[:64].view(np.uint32), x[64:].view(np.uint32)
  w = run9(enc9("VOP3P", "v_pk_fma_f32", vdst=8, src0=V + 2, src1=V + 4, src2=V + 6, opsel_hi=3, opsel_hi2=1), pairs)
  want = (a.astype(np.float64) * b + c).astype(np.float32)
  np.testing.assert_array_equal(np.concatenate([w.v[8], w.v[9]]).view(np.float32), want)
  x = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
  sdwa = 1 | 6 << 8 | 1 << 16 | 1 << 19 | 6 << 24  # src0 = v1 byte 1 sign-extended, src1 = v2 dword, dst = dword
  code = enc9("VOP2", "v_add_u32", vdst=3, src0=249, vsrc1=2) + sdwa.to_bytes(4, "little")
  w = run9(code, lambda w: (vset(w, 1, x), vset(w, 2, np.full(64, 1000, np.uint32))))
  np.testing.assert_array_equal(w.v[3], ((x >> 8 & 0xFF).astype(np.uint8).view(np.int8).astype(np.int64) + 1000).astype(np.uint32))

# ---- the committed tables are what the generator makes from this machine's llvm-mc ----

@pytest.mark.parametrize("family", ["rdna3", "rdna4", "cdna4"])
def test_tables_match_a_fresh_generation(family, tmp_path):
  import importlib, subprocess
  from tinygrad.runtime.autogen.generator import amdisa
  if (mc := amdisa.llvm_tool("llvm-mc")) is None: pytest.skip("llvm-mc not installed (apt-get install llvm-22)")
  have = subprocess.run([mc, "--version"], capture_output=True, text=True).stdout
  table = importlib.import_module(f"tinygrad.runtime.autogen.amd_isa.{family}")
  if f"LLVM version {table.LLVM_VERSION}" not in have: pytest.skip(f"the tables come from llvm-mc {table.LLVM_VERSION}; this machine has another")
  assert amdisa.main(["--out", str(tmp_path), family]) == 0
  fresh = (tmp_path / f"{family}.py").read_text()
  assert fresh == open(str(table.__file__)).read(), f"amd_isa/{family}.py differs from a fresh generation: run python -m {amdisa.__name__} {family}"

# ---- RDNA4 (gfx1201) scalar float ----

def run12(fmt: str, name: str, setup: Callable[[Wave], object], lit: int | None = None, **fields: int) -> Wave:
  isa = load_isa("gfx1201")
  f = isa.formats[fmt]
  word = f["enc"][2] << f["enc"][0]
  for k, v in {"op": next(k for k, v in isa.ops[fmt].items() if v[0] in (name, f"{name}_e64")), **fields}.items():
    word |= (v & ((1 << f[k][1]) - 1)) << f[k][0]
  code = word.to_bytes(8 if fmt == "VOP3" else 4, "little") + (b"" if lit is None else lit.to_bytes(4, "little"))
  ctx = Ctx("gfx1201", Memory(lambda a, n: False), 32, 0, 0, 0xF << 16)
  w = Wave(32, 0, 0)
  setup(w)
  with np.errstate(all="ignore"): build(decode(ctx.isa, lambda a, n: code[a:a + n], 0), ctx)(w)
  return w

def test_rdna4_scalar_float_fma_and_transcendental():
  for a, b, c in [(1.5, -2.25, 0.125), (3e38, 2.0, -3e38), (1e-20, 1e-20, 1.0)]:
    bits = [int(np.float32(x).view(np.uint32)) for x in (a, b, c)]
    def setup(w: Wave, bits: list[int] = bits) -> None: w.s[1], w.s[2], w.s[3] = bits
    w = run12("SOP2", "s_fmac_f32", setup, sdst=3, ssrc0=1, ssrc1=2)
    assert w.s[3] == int(np.float32(float(Fraction(float(np.float32(a))) * Fraction(float(np.float32(b))) + Fraction(float(np.float32(c))))
                                     if abs(a * b + c) < 3.4e38 else a * b + c).view(np.uint32))
  x = np.float32(0.7)
  def sx(w: Wave) -> None: w.s[4] = int(x.view(np.uint32))
  assert run12("VOP3", "v_s_sqrt_f32", sx, vdst=5, src0=4).s[5] == int(np.sqrt(x).view(np.uint32))
  assert run12("VOP3", "v_s_exp_f32", sx, vdst=5, src0=4).s[5] == int(np.exp2(x).view(np.uint32))

def test_integer_clamp_saturates():
  a, b = upairs()
  for name, model in (("v_add_nc_u32", lambda x, y: min(x + y, M)), ("v_sub_nc_u32", lambda x, y: max(x - y, 0))):
    w = run1(enc("VOP3", name, vdst=3, src0=V + 1, src1=V + 2, clamp=1), lambda w: (vset(w, 1, a), vset(w, 2, b)))
    np.testing.assert_array_equal(w.v[3], np.array([model(int(x), int(y)) for x, y in zip(a, b)], np.uint32), err_msg=name)
