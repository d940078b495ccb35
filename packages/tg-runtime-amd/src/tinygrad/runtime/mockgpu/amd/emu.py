"""An AMD GPU machine-code emulator for the mock GPU: runs a dispatched kernel's instructions on whole waves with numpy.

Each wave has its SGPRs (Python ints), VGPRs (a 256 x lanes uint32 array), SCC, EXEC and VCC; every vector instruction is one numpy
operation over the wave's lanes, masked by EXEC. Instructions are decoded once per address (through the generated ISA tables) and
bound to a handler. Memory is the host's: GPU virtual addresses are host addresses, and every access is checked with `mapped` first.
The workgroups of a grid run one after another; the waves of a workgroup run in turn, each until it reaches s_barrier or s_endpgm.
Scratch is the emulator's own per-lane memory of `scratch_size_per_lane` bytes; LDS is `lds_size` bytes per workgroup.
"""
from __future__ import annotations
import ctypes, dataclasses, itertools, re
from collections.abc import Callable
from typing import Any
import numpy as np
from tinygrad.runtime.support.amd.disasm import DecodeError, Inst, decode, fmt_inst, load_isa, vopd_ydst
from tinygrad.runtime.mockgpu.amd.emu_alu import (BITS, CMP, NP, SALU1, SALU2, SAVEEXEC, SCMP, UINT, VALU, fclass, is_float, sx32, M32, M64)

__all__ = ["EmuError", "run_dispatch"]

class EmuError(RuntimeError):
  """A kernel the emulator cannot run: an unknown or unsupported instruction, an unmapped address, a runaway loop."""
  def __init__(self, msg: str, addr: int = 0):
    super().__init__(msg)
    self.addr = addr

class EmuUnsupported(EmuError):
  """A valid kernel that uses what the emulator lacks: a gap of the mock, not a fault the GPU would raise."""

VCC, TTMP, NULL, M0, EXEC = 106, 108, 124, 125, 126
FLOATS = {240: 0.5, 241: -0.5, 242: 1.0, 243: -1.0, 244: 2.0, 245: -2.0, 246: 4.0, 247: -4.0, 248: 0.15915494309189535}
# apertures of flat addresses that fall into LDS or scratch (the high dword src_shared_base / src_private_base return)
SHARED_HI, PRIVATE_HI = 0x10000, 0x20000
SUFFIX = re.compile(r"_e(32|64)$")
OFF = (NULL, 0x7D, 0x7F)  # "off" SGPR addresses (0x7F on gfx9)

# ---- memory ----

class Memory:
  """Host memory at GPU addresses; `mapped(addr, size)` decides what a kernel may touch."""
  def __init__(self, mapped: Callable[[int, int], bool]): self.mapped = mapped
  def view(self, addr: int, n: int, what: str) -> np.ndarray:
    if addr <= 0 or not self.mapped(addr, n): raise EmuError(f"{what}: address {addr:#x} ({n} bytes) is not mapped GPU memory", addr)
    return np.ctypeslib.as_array((ctypes.c_uint8 * n).from_address(addr))
  def _span(self, addrs: np.ndarray, n: int, what: str) -> tuple[np.ndarray, np.ndarray] | None:
    lo, hi = int(addrs.min()), int(addrs.max()) + n
    if hi - lo <= 1 << 24 and lo > 0 and self.mapped(lo, hi - lo):
      return self.view(lo, hi - lo, what), (addrs - np.uint64(lo)).astype(np.int64)[:, None] + np.arange(n)
    return None
  def gather(self, addrs: np.ndarray, n: int, what: str) -> np.ndarray:
    if len(addrs) == 0: return np.zeros((0, n), np.uint8)
    if (sp := self._span(addrs, n, what)) is not None: return sp[0][sp[1]]
    return np.stack([self.view(int(a), n, what).copy() for a in addrs])
  def scatter(self, addrs: np.ndarray, data: np.ndarray, what: str) -> None:
    if len(addrs) == 0: return
    n = data.shape[1]
    if (sp := self._span(addrs, n, what)) is not None: sp[0][sp[1]] = data
    else:
      for a, d in zip(addrs, data): self.view(int(a), n, what)[:] = d

# ---- waves ----

_MASKS: dict[tuple[int, int], np.ndarray] = {}
def bits_mask(v: int, lanes: int) -> np.ndarray:
  if (m := _MASKS.get((v, lanes))) is None:
    if len(_MASKS) > 4096: _MASKS.clear()  # _FULL's entries may then be rebuilt as new objects: vwrite just takes the masked path
    m = _MASKS[(v, lanes)] = np.array([(v >> i) & 1 for i in range(lanes)], bool)
  return m
_FULL = {n: bits_mask((1 << n) - 1, n) for n in (32, 64)}  # the all-lanes EXEC mask objects (vwrite's fast path checks identity)
def mask_bits(m: np.ndarray) -> int: return int.from_bytes(np.packbits(m, bitorder="little").tobytes(), "little")

class Wave:
  def __init__(self, lanes: int, pc: int, wid: int):
    self.lanes, self.pc, self.wid = lanes, pc, wid
    self.s: list[int] = [0] * 128
    self.v = np.zeros((256, lanes), np.uint32)
    self.scc, self.done, self.barrier = 0, False, False
  def sget(self, n: int, w: int = 1) -> int: return self.s[n] | (self.s[n + 1] << 32 if w == 2 else 0)
  def sset(self, n: int, val: int, w: int = 1) -> None:
    if n == NULL: return
    self.s[n] = val & M32
    if w == 2: self.s[n + 1] = (val >> 32) & M32
  @property
  def exec(self) -> int: return self.s[EXEC] | (self.s[EXEC + 1] << 32 if self.lanes == 64 else 0)
  def execm(self) -> np.ndarray: return bits_mask(self.exec, self.lanes)
  def lane_mask(self, n: int) -> int: return self.s[n] | (self.s[n + 1] << 32 if self.lanes == 64 else 0)
  def set_lane_mask(self, n: int, val: int) -> None: self.sset(n, val, 2 if self.lanes == 64 else 1)

class Ctx:
  """What every wave of a dispatch shares: memory, LDS and scratch of the running workgroup, float modes, the decode cache."""
  def __init__(self, arch: str, mem: Memory, lanes: int, lds_size: int, scratch_per_lane: int, rsrc1: int):
    self.arch, self.mem, self.lanes = arch, mem, lanes
    self.isa = load_isa(arch)
    self.lds = np.zeros(max(lds_size, 0), np.uint8)
    self.scratch_per_lane = scratch_per_lane
    self.scratch = np.zeros(0, np.uint8)
    self.denorm32, self.denorm64 = (rsrc1 >> 16) & 3, (rsrc1 >> 18) & 3
    self.insts: dict[int, Inst] = {}
  def fetch(self, pc: int) -> Inst:
    if (inst := self.insts.get(pc)) is None:
      def read(a: int, n: int) -> bytes: return self.mem.view(a, n, "instruction fetch").tobytes()
      try: inst = decode(self.isa, read, pc)
      except DecodeError as e: raise EmuError(f"{e}", pc) from None
      inst.handler = build(inst, self)
      self.insts[pc] = inst
    return inst

# ---- operands ----

def const_bits(n: int, t: str, lit: int | None) -> int | None:
  """The bits an inline constant or literal gives an operand of type t (None: not a constant)."""
  bits = BITS.get(t, 32)
  if 128 <= n <= 208: return (n - 128 if n <= 192 else 192 - n) & ((1 << bits) - 1)
  if n in FLOATS:
    ft = t if is_float(t) and t != "bf16" else {16: "f16", 32: "f32", 64: "f64"}[bits]
    return int(np.array(FLOATS[n], NP[ft]).view(UINT[bits]))
  if n == 255:
    assert lit is not None
    if t == "f64": return lit << 32
    if t == "i64": return lit | (0xFFFFFFFF00000000 if lit >> 31 else 0)
    return lit & ((1 << bits) - 1)
  return None

def sread(w: Wave, n: int, t: str, lit: int | None, ctx: Ctx) -> int:
  """A scalar operand's bits (an SGPR, special register or constant)."""
  bits = BITS.get(t, 32)
  if n < 128: return w.sget(n, 2 if bits == 64 else 1) if n != NULL else 0
  if (c := const_bits(n, t, lit)) is not None: return c
  if n == 253: return w.scc
  if n == 251: return int(w.lane_mask(VCC) == 0)
  if n == 252: return int(w.exec == 0)
  if n in (235, 237): return (SHARED_HI if n == 235 else PRIVATE_HI) << (32 if bits == 64 else 0)
  raise EmuError(f"source operand {n} is not supported ({ctx.arch})")

def vread(w: Wave, n: int, t: str, lit: int | None, ctx: Ctx, hi: bool = False) -> np.ndarray:
  """A vector operand as a per-lane array of type t (a VGPR, or a scalar broadcast)."""
  bits = BITS[t]
  if n >= 256:
    r = n - 256
    if bits == 64: raw = w.v[r].astype(np.uint64) | (w.v[r + 1].astype(np.uint64) << np.uint64(32))
    elif bits == 16: raw = ((w.v[r] >> np.uint32(16)) if hi else w.v[r]).astype(np.uint16)
    else: raw = w.v[r]  # a view: handlers compute new arrays before any register is written
    return raw.view(NP[t])
  val = sread(w, n, t, lit, ctx)
  if bits == 16 and hi and n < 128: val >>= 16
  return np.full(w.lanes, val & ((1 << bits) - 1), UINT[bits]).view(NP[t])

def vwrite(w: Wave, r: int, val: np.ndarray, t: str, m: np.ndarray, hi: bool = False, half: bool = True) -> None:
  bits = BITS[t]
  raw = np.asarray(val).astype(NP[t]).view(UINT[bits])
  if bits == 64:
    w.v[r][m] = (raw[m] & np.uint64(M32)).astype(np.uint32)
    w.v[r + 1][m] = (raw[m] >> np.uint64(32)).astype(np.uint32)
  elif bits == 16 and half:
    cur = w.v[r]
    new = (cur & np.uint32(0xFFFF)) | (raw.astype(np.uint32) << np.uint32(16)) if hi else (cur & np.uint32(0xFFFF0000)) | raw.astype(np.uint32)
    w.v[r][m] = new[m]
  elif m is _FULL.get(len(m)): w.v[r] = raw
  else: w.v[r][m] = raw[m]

FTYPES = ("f16", "f32", "f64")

def flush(x: np.ndarray) -> np.ndarray:
  """Denormals to zero of the same sign (the descriptor's FP_DENORM mode 0)."""
  return np.where(np.abs(x) < np.finfo(x.dtype).tiny, np.copysign(x.dtype.type(0), x), x)

# ---- handlers ----

def unsupported(inst: Inst, ctx: Ctx, why: str = "not emulated") -> Callable[[Wave], int | None]:
  raise EmuUnsupported(f"{ctx.arch}: instruction {fmt_inst(inst)!r} ({inst.fmt} opcode {inst.op}, words "
                 f"{' '.join(f'{x:08x}' for x in np.frombuffer(inst.raw, np.uint32))}) at {inst.addr:#x} is {why}", inst.addr)

def _d16(m: re.Match) -> str: return f"_load_d16{m[2] or ''}_{ {'ubyte': 'u8', 'sbyte': 'i8', 'short': 'b16'}[m[1]]}"

# CDNA (gfx9) mnemonics that name an RDNA instruction's semantics: (pattern, replacement), applied in order
GFX9_NAMES: list[tuple[str, Any]] = [(r"^s_andn2_", "s_and_not1_"), (r"^s_orn2_", "s_or_not1_"), (r"^s_ff1_i32_", "s_ctz_i32_"),
  (r"^s_flbit_i32_b32$", "s_clz_i32_u32"), (r"^s_flbit_i32_b64$", "s_clz_i32_u64"), (r"^s_flbit_i32$", "s_cls_i32"),
  (r"^s_flbit_i32_i64$", "s_cls_i32_i64"), (r"^v_ffbh_i32", "v_cls_i32"), (r"^s_load_dword$", "s_load_b32"),
  (r"^s_load_dwordx(\d+)$", lambda m: f"s_load_b{32 * int(m[1])}"), (r"^s_buffer_load_dword$", "s_buffer_load_b32"),
  (r"^s_buffer_load_dwordx(\d+)$", lambda m: f"s_buffer_load_b{32 * int(m[1])}"), (r"^v_(add|sub|subrev)_u(16|32)(_e32|_e64)?$", r"v_\1_nc_u\2"),
  (r"^v_addc_co_u32", "v_add_co_ci_u32"), (r"^v_subb_co_u32", "v_sub_co_ci_u32"), (r"^v_subbrev_co_u32", "v_subrev_co_ci_u32"),
  (r"^v_ffbh_u32", "v_clz_i32_u32"), (r"^v_ffbl_b32", "v_ctz_i32_b32"), (r"^v_cvt_pkrtz_f16_f32", "v_cvt_pk_rtz_f16_f32"),
  (r"^(global|flat|scratch)_(load|store)_dwordx(\d)$", lambda m: f"{m[1]}_{m[2]}_b{32 * int(m[3])}"),
  (r"^(global|flat|scratch)_(load|store)_dword$", r"\1_\2_b32"), (r"_load_(ubyte|sbyte|short)_d16(_hi)?$", _d16),
  (r"_store_(byte|short)_d16_hi$", lambda m: f"_store_d16_hi_b{8 if m[1] == 'byte' else 16}"),
  (r"^ds_read_(u8|i8|u16)_d16(_hi)?$", lambda m: f"ds_load_d16{m[2] or ''}_{m[1]}"), (r"^ds_write_b(8|16)_d16_hi$", r"ds_store_d16_hi_b\1"),
  (r"_load_ubyte", "_load_u8"), (r"_load_sbyte", "_load_i8"), (r"_load_ushort", "_load_u16"), (r"_load_sshort", "_load_i16"),
  (r"_load_short_d16", "_load_d16_b16"), (r"_store_byte", "_store_b8"), (r"_store_short", "_store_b16"),
  (r"^ds_read2st64_b(\d+)", r"ds_load_2addr_stride64_b\1"), (r"^ds_write2st64_b(\d+)", r"ds_store_2addr_stride64_b\1"),
  (r"^ds_read2_b(\d+)", r"ds_load_2addr_b\1"), (r"^ds_write2_b(\d+)", r"ds_store_2addr_b\1"), (r"^ds_read_", "ds_load_"),
  (r"^ds_write_", "ds_store_")]

def canonical(name: str, family: str) -> str:
  if family != "cdna4": return name
  for pat, rep in GFX9_NAMES: name = re.sub(pat, rep, name)
  return name

def build(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  if (sem := canonical(inst.name, inst.family)) != inst.name: inst = dataclasses.replace(inst, name=sem)
  fn = {"SOP1": build_sop1, "SOP2": build_sop2, "SOPC": build_sopc, "SOPK": build_sopk, "SOPP": build_sopp, "SMEM": build_smem,
        "VOP1": build_valu, "VOP2": build_valu, "VOP3": build_valu, "VOPC": build_valu, "VOP3P": build_vop3p, "VOPD": build_vopd,
        "DS": build_ds, "FLAT": build_flat}.get(inst.fmt)
  if fn is None: return unsupported(inst, ctx, f"in the {inst.fmt} format, which the emulator does not run")
  if inst.dpp is not None: return unsupported(inst, ctx, "a DPP form, which the emulator does not run")
  if inst.sdwa is not None: return build_sdwa(inst, ctx)
  return fn(inst, ctx)

def sext(inst: Inst, ctx: Ctx, k: str) -> int:
  """A signed immediate field, its width from the format."""
  width, v = ctx.isa.formats[inst.fmt][k][1], inst.f[k]
  return v - (1 << width) if v >> (width - 1) & 1 else v

def _swidth(inst: Inst, k: str) -> int: return max(inst.widths.get(k, 1), 1)

def build_sop1(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  n, f, lit = inst.name, inst.f, inst.lit
  dw, sw = _swidth(inst, "sdst"), _swidth(inst, "ssrc0")
  st = "b64" if sw == 2 else "b32"
  if (m := re.fullmatch(r"s_(\w+)_saveexec_b(32|64)", n)) and m[1] in SAVEEXEC:
    op, width = SAVEEXEC[m[1]], int(m[2])
    def saveexec(w: Wave) -> None:
      e = w.exec
      src = sread(w, f["ssrc0"], st, lit, ctx)
      w.sset(f["sdst"], e, dw)
      ne = op(src, e) & ((1 << width) - 1)
      w.set_lane_mask(EXEC, ne)
      w.scc = int(ne != 0)
    return saveexec
  if n == "s_barrier_signal": return lambda w: None  # s_barrier_wait does the waiting
  if n in ("s_cmov_b32", "s_cmov_b64"):
    def cmov(w: Wave) -> None:
      if w.scc: w.sset(f["sdst"], sread(w, f["ssrc0"], st, lit, ctx), dw)
    return cmov
  if n == "s_getpc_b64":
    def getpc(w: Wave) -> None: w.sset(f["sdst"], inst.addr + inst.size, 2)
    return getpc
  if n in ("s_setpc_b64", "s_swappc_b64"):
    def setpc(w: Wave) -> int:
      target = w.sget(f["ssrc0"], 2)
      if n == "s_swappc_b64": w.sset(f["sdst"], inst.addr + inst.size, 2)
      return target
    return setpc
  if (m := re.fullmatch(r"s_bitset([01])_b(32|64)", n)):
    bit, width = int(m[1]), int(m[2])
    def bitset(w: Wave) -> None:  # reads its destination: D[S0 mod width] = 0 or 1, the other bits kept
      i, d = sread(w, f["ssrc0"], "b32", lit, ctx) % width, w.sget(f["sdst"], dw)
      w.sset(f["sdst"], d | (1 << i) if bit else d & ~(1 << i), dw)
    return bitset
  if (op1 := SALU1.get(n)) is None: return unsupported(inst, ctx)
  def sop1(w: Wave) -> None:
    r, scc = op1(sread(w, f["ssrc0"], st, lit, ctx))
    w.sset(f["sdst"], r, dw)
    if scc is not None: w.scc = scc
  return sop1

def build_sop2(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  n, f, lit = inst.name, inst.f, inst.lit
  if n in ("s_fmac_f32", "s_fmaak_f32", "s_fmamk_f32"):  # RDNA4 scalar FMAs: one rounding
    def sfma(w: Wave) -> None:
      a, b = (float(np.uint32(sread(w, f[k], "b32", lit, ctx)).view(np.float32)) for k in ("ssrc0", "ssrc1"))
      k = float(np.uint32(lit or 0).view(np.float32))
      x, y, z = (a, b, float(np.uint32(w.s[f["sdst"]]).view(np.float32))) if n == "s_fmac_f32" else (a, b, k) if n == "s_fmaak_f32" else (a, k, b)
      w.sset(f["sdst"], int(np.float32(x * y + z).view(np.uint32)))
    return sfma
  if (op := SALU2.get(n)) is None: return unsupported(inst, ctx)
  dw = _swidth(inst, "sdst")
  t0, t1 = ("b64" if _swidth(inst, k) == 2 else "b32" for k in ("ssrc0", "ssrc1"))
  def sop2(w: Wave) -> None:
    r, scc = op(sread(w, f["ssrc0"], t0, lit, ctx), sread(w, f["ssrc1"], t1, lit, ctx), w.scc)
    w.sset(f["sdst"], r, dw)
    if scc is not None: w.scc = scc
  return sop2

def build_sopc(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  f, lit = inst.f, inst.lit
  if (op := SCMP.get(inst.name)) is None: return unsupported(inst, ctx)
  t0, t1 = ("b64" if _swidth(inst, k) == 2 else "b32" for k in ("ssrc0", "ssrc1"))
  def sopc(w: Wave) -> None: w.scc = int(op(sread(w, f["ssrc0"], t0, lit, ctx), sread(w, f["ssrc1"], t1, lit, ctx)))
  return sopc

def build_sopk(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  n, f = inst.name, inst.f
  k, d = f["simm16"], f["sdst"]
  ks = k - 0x10000 if k & 0x8000 else k
  if n.startswith(("s_waitcnt", "s_version")): return lambda w: None
  if n == "s_movk_i32":
    def movk(w: Wave) -> None: w.sset(d, ks & M32)
    return movk
  if n == "s_cmovk_i32":
    def cmovk(w: Wave) -> None:
      if w.scc: w.sset(d, ks & M32)
    return cmovk
  if n in ("s_addk_i32", "s_addk_co_i32"):
    def addk(w: Wave) -> None:
      r = sx32(w.s[d]) + ks
      w.sset(d, r & M32)
      w.scc = int(not -2**31 <= r < 2**31)
    return addk
  if n == "s_mulk_i32":
    def mulk(w: Wave) -> None: w.sset(d, (sx32(w.s[d]) * ks) & M32)
    return mulk
  if (m := re.fullmatch(r"s_cmpk_(\w+)_([iu]32)", n)):
    op, kk = SCMP[f"s_cmp_{m[1]}_{m[2]}"], (k if m[2] == "u32" else ks & M32)
    def cmpk(w: Wave) -> None: w.scc = int(op(w.s[d], kk))
    return cmpk
  if n in ("s_setreg_b32", "s_setreg_imm32_b32") and k & 0x3F == 1:  # HW_REG_MODE: the float modes
    off, size = (k >> 6) & 0x1F, ((k >> 11) & 0x1F) + 1
    def setreg(w: Wave) -> None:
      val = (inst.lit if n == "s_setreg_imm32_b32" else w.s[d]) or 0
      mode = (((ctx.denorm64 << 2 | ctx.denorm32) << 4) & ~(((1 << size) - 1) << off)) | ((val & ((1 << size) - 1)) << off)
      if mode & 0xF: raise EmuUnsupported(f"{n}: rounding mode {mode & 0xF:#x} is not emulated (only round-to-nearest-even)", inst.addr)
      ctx.denorm32, ctx.denorm64 = (mode >> 4) & 3, (mode >> 6) & 3
    return setreg
  return unsupported(inst, ctx)

NOPS = ("s_nop", "s_waitcnt", "s_delay_alu", "s_clause", "s_set_inst_prefetch_distance", "s_waitcnt_depctr", "s_sendmsg", "s_setprio",
        "s_icache_inv", "s_sleep", "s_wait_idle", "s_inst_prefetch", "s_wait_event")

def build_sopp(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  n, k = inst.name, inst.f["simm16"]
  target = inst.addr + 4 + 4 * (k - 0x10000 if k & 0x8000 else k)
  if n in NOPS or n.startswith("s_wait_") or n == "s_barrier_signal": return lambda w: None
  if n == "s_endpgm":
    def endpgm(w: Wave) -> None: w.done = True
    return endpgm
  if n in ("s_barrier", "s_barrier_wait"):
    def barrier(w: Wave) -> None: w.barrier = True
    return barrier
  if n == "s_branch": return lambda w: target
  conds: dict[str, Callable[[Wave], bool]] = {
    "s_cbranch_scc0": lambda w: w.scc == 0, "s_cbranch_scc1": lambda w: w.scc == 1, "s_cbranch_vccz": lambda w: w.lane_mask(VCC) == 0,
    "s_cbranch_vccnz": lambda w: w.lane_mask(VCC) != 0, "s_cbranch_execz": lambda w: w.exec == 0, "s_cbranch_execnz": lambda w: w.exec != 0}
  if (cond := conds.get(n)) is not None:
    def cbranch(w: Wave) -> int | None: return target if cond(w) else None
    return cbranch
  if n == "s_denorm_mode":
    def denorm(w: Wave) -> None: ctx.denorm32, ctx.denorm64 = k & 3, (k >> 2) & 3
    return denorm
  if n == "s_round_mode" and k == 0: return lambda w: None
  return unsupported(inst, ctx)

def build_smem(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  f, n = inst.f, inst.name
  if n in ("s_dcache_inv", "s_gl1_inv"): return lambda w: None
  if not (m := re.fullmatch(r"s_(buffer_)?load_([bui])(\d+)", n)): return unsupported(inst, ctx)
  nbytes, buf, signed = int(m[3]) // 8, bool(m[1]), m[2] == "i"  # RDNA4 also loads u8/i8/u16/i16 into one SGPR, extended
  off = sext(inst, ctx, "offset")
  gfx9 = "imm" in f  # gfx9: IMM says whether OFFSET is a byte offset or an SGPR; SOE adds SOFFSET
  use_soffset = f["soffset"] not in OFF and (f["soe"] if gfx9 else True)
  def smem(w: Wave) -> None:
    base = w.sget(f["sbase"] * 2, 2)
    if buf: base &= 0xFFFFFFFFFFFF
    addr = base + (off if not gfx9 or f["imm"] else w.s[f["offset"] & 0x7F]) + (w.s[f["soffset"]] if use_soffset else 0)
    raw = ctx.mem.view(addr, nbytes, f"{n} at {inst.addr:#x}")
    if nbytes < 4:
      v = int.from_bytes(raw.tobytes(), "little")
      w.sset(f["sdata"], (v - (1 << 8 * nbytes) if signed and v >> (8 * nbytes - 1) else v) & M32)
      return
    data = raw.view(np.uint32)
    for i in range(nbytes // 4): w.sset(f["sdata"] + i, int(data[i]))
  return smem

# vector ALU

def _optype(name: str) -> str:
  ts = re.findall(r"_([fiub](?:16|32|64))", name)
  return ts[-1] if ts else "b32"

def _src_list(inst: Inst) -> list[tuple[int, bool]]:
  """(9-bit operand, reads the high half) of each source, in order."""
  f, w = inst.f, inst.widths
  if inst.fmt == "VOP3":
    return [(f[k], bool(f["opsel"] >> i & 1)) for i, k in enumerate(("src0", "src1", "src2")) if k in w]
  out = []
  s0 = f["src0"]
  if "src0" in w:
    out.append((256 + (s0 - 256 & 0x7F), bool(s0 - 256 & 0x80)) if w["src0"] == -1 and s0 >= 256 else (s0, False))
  if "vsrc1" in w: out.append((256 + (f["vsrc1"] & 0x7F), bool(f["vsrc1"] & 0x80)) if w["vsrc1"] == -1 else (256 + f["vsrc1"], False))
  return out

def _dst(inst: Inst) -> tuple[int, bool]:
  f, w = inst.f, inst.widths
  if inst.fmt == "VOP3": return f["vdst"], bool(f["opsel"] >> 3 & 1)
  d = f.get("vdst", 0)
  return (d & 0x7F, bool(d & 0x80)) if w.get("vdst") == -1 else (d, False)

Build = Callable[[Wave], int | None]

@dataclasses.dataclass
class VOp:
  """A decoded VALU instruction's operands, as every VALU builder reads them: sources, destination, and the VOP3 input modifiers
  (ABS/NEG per source) and output modifiers (CLAMP, OMOD)."""
  inst: Inst
  ctx: Ctx
  def __post_init__(self) -> None:
    inst, f = self.inst, self.inst.f
    self.name, self.f, self.lit, self.vop3 = SUFFIX.sub("", inst.name), f, inst.lit, inst.fmt == "VOP3"
    self.srcs, (self.dreg, self.dhi) = _src_list(inst), _dst(inst)
    self.abs_, self.neg = (f["abs"], f["neg"]) if self.vop3 and "sdst" not in inst.widths else (0, f["neg"] if self.vop3 else 0)
    self.clamp, self.omod = (f["clamp"], f["omod"]) if self.vop3 else (0, 0)
    self.half = inst.widths.get("vdst") == -1
  def read(self, w: Wave, types: tuple[str, ...]) -> list[np.ndarray]:
    """The sources as `types`, float ones with ABS/NEG applied and denormals flushed as the mode says."""
    out = []
    for i, ((n, hi), t) in enumerate(zip(self.srcs, types)):
      x = vread(w, n, t, self.lit, self.ctx, hi)
      if t in FTYPES:
        if self.abs_ >> i & 1: x = np.abs(x)
        if self.neg >> i & 1: x = -x
        if (self.ctx.denorm32 if t == "f32" else self.ctx.denorm64) == 0: x = flush(x)
      out.append(x)
    return out

def _v_nop(o: VOp) -> Build: return lambda w: None

def _v_strans(o: VOp, sm: re.Match) -> Build:  # RDNA4 scalar transcendentals: an SGPR result
  sfn, st = VALU[f"v_{sm[1]}_{sm[2]}"][0], sm[2]
  def strans(w: Wave) -> None:
    x = np.array([sread(w, o.srcs[0][0], st, o.lit, o.ctx)], UINT[BITS[st]]).view(NP[st])
    if o.abs_ & 1: x = np.abs(x)
    if o.neg & 1: x = -x
    w.sset(o.f["vdst"], int(np.asarray(sfn(x)).astype(NP[st]).view(UINT[BITS[st]])[0]))
  return strans

def _v_bitop3(o: VOp) -> Build:  # gfx950: a 3-input truth table held in the ABS, OMOD and NEG fields
  f = o.f
  ttbl, t = f["neg"] | f["abs"] << 3 | f["omod"] << 6, o.name[-3:]
  def bitop3(w: Wave) -> None:
    a, b, c = (vread(w, n, t, o.lit, o.ctx, hi).astype(np.uint32) for n, hi in o.srcs)
    r = np.zeros(w.lanes, np.uint32)
    for i in range(8):
      if ttbl >> i & 1: r |= (a if i & 4 else ~a) & (b if i & 2 else ~b) & (c if i & 1 else ~c)
    vwrite(w, o.dreg, r.astype(NP[t]), t, w.execm(), o.dhi, o.half)
  return bitop3

def _v_cmp(o: VOp, cm: re.Match) -> Build:
  cls, t = cm[1].startswith("class_"), cm[1].split("_")[-1]
  if not cls and cm[1] not in CMP: return unsupported(o.inst, o.ctx)
  test = CMP[cm[1]][0] if not cls else None
  to_exec, sdst = o.name.startswith("v_cmpx_"), (o.f["vdst"] if o.vop3 else VCC)
  both = to_exec and o.inst.family == "cdna4"  # gfx9's v_cmpx writes EXEC and the SGPR destination
  read = o.read
  def vcmp(w: Wave) -> None:
    m = w.execm()
    with np.errstate(invalid="ignore"):
      if cls: r = fclass(read(w, (t,))[0], read(w, (t, "u32"))[1])
      else:
        a, b = read(w, (t, t))
        r = test(a, b)  # type: ignore[misc]
    bits = mask_bits(r & m)
    w.set_lane_mask(EXEC if to_exec else sdst, bits)
    if both: w.set_lane_mask(sdst, bits)
  return vcmp

def _v_cndmask(o: VOp) -> Build:
  t = "b32" if o.name.endswith("32") else "b16"
  ft, sel = "f32" if t == "b32" else "f16", o.f["src2"] if o.vop3 else VCC
  def cndmask(w: Wave) -> None:
    m = w.execm()
    a, b = o.read(w, (ft, ft) if (o.abs_ | o.neg) else (t, t))
    c = bits_mask(w.lane_mask(sel), w.lanes)
    vwrite(w, o.dreg, np.where(c, b, a).view(NP[t]), t, m, o.dhi, o.half)
  return cndmask

def _v_add_co(o: VOp, cm: re.Match) -> Build:
  op, ci = cm[1], bool(cm[2])
  cout, cin = o.f["sdst"] if o.vop3 else VCC, ((o.f["src2"] if o.vop3 else VCC) if ci else None)
  def carry(w: Wave) -> None:
    m = w.execm()
    a, b = (x.astype(np.int64) for x in o.read(w, ("u32", "u32")))
    c = bits_mask(w.lane_mask(cin), w.lanes).astype(np.int64) if cin is not None else 0
    r = a + b + c if op == "add" else a - b - c if op == "sub" else b - a - c
    vwrite(w, o.dreg, (r & M32).astype(np.uint32), "u32", m)
    w.set_lane_mask(cout, mask_bits(((r > M32) | (r < 0)) & m))
  return carry

def _v_mad64(o: VOp) -> Build:
  signed = o.name.endswith("i64_i32")
  def mad64(w: Wave) -> None:
    m = w.execm()
    a, b = o.read(w, ("i32", "i32") if signed else ("u32", "u32"))
    c = vread(w, o.srcs[2][0], "u64", o.lit, o.ctx)
    p = a.astype(np.int64) * b.astype(np.int64) if signed else a.astype(np.uint64) * b.astype(np.uint64)
    r = p.astype(np.uint64) + c
    vwrite(w, o.dreg, r, "u64", m)
    w.set_lane_mask(o.f["sdst"], mask_bits((r < c) & m) if not signed else 0)
  return mad64

def _v_div_scale(o: VOp) -> Build:
  t = o.name[-3:]
  def div_scale(w: Wave) -> None:  # no scaling: v_div_fixup computes the exact quotient of the original operands
    vwrite(w, o.dreg, o.read(w, (t,))[0], t, w.execm())
    w.set_lane_mask(o.f["sdst"], 0)
  return div_scale

def _v_readfirstlane(o: VOp) -> Build:
  def readfirst(w: Wave) -> None:
    x = vread(w, o.srcs[0][0], "b32", o.lit, o.ctx)
    lanes = np.flatnonzero(w.execm())
    w.sset(o.f["vdst"], int(x[lanes[0] if len(lanes) else 0]))
  return readfirst

def _v_readlane(o: VOp) -> Build:
  def readlane(w: Wave) -> None:
    x = vread(w, o.srcs[0][0], "b32", o.lit, o.ctx)
    w.sset(o.f["vdst"], int(x[sread(w, o.srcs[1][0], "b32", o.lit, o.ctx) % w.lanes]))
  return readlane

def _v_writelane(o: VOp) -> Build:
  def writelane(w: Wave) -> None:
    w.v[o.f["vdst"]][sread(w, o.srcs[1][0], "b32", o.lit, o.ctx) % w.lanes] = sread(w, o.srcs[0][0], "b32", o.lit, o.ctx)
  return writelane

def _v_mbcnt(o: VOp) -> Build:
  hi = o.name == "v_mbcnt_hi_u32_b32"
  def mbcnt(w: Wave) -> None:
    m = w.execm()
    a, b = o.read(w, ("u32", "u32"))
    sh = np.clip(np.arange(w.lanes) - (32 if hi else 0), 0, 32).astype(np.uint64)
    below = (a.astype(np.uint64) & ((np.uint64(1) << sh) - np.uint64(1)))
    vwrite(w, o.dreg, np.bitwise_count(below).astype(np.uint32) + b, "u32", m)
  return mbcnt

def _v_table(o: VOp) -> Build:
  """An instruction of emu_alu's VALU semantics table (fn, result type, source types), with FMAC/FMAMK/FMAAK's extra operand,
  integer CLAMP (saturation), float OMOD/CLAMP and denormal flushing."""
  name, ctx = o.name, o.ctx
  if (op := VALU.get(name)) is None: return unsupported(o.inst, o.ctx)
  fn, dt, sts = op
  if len(sts) != len(o.srcs) and not name.startswith(("v_fmac", "v_fmamk", "v_fmaak")):
    return unsupported(o.inst, o.ctx, f"decoded with {len(o.srcs)} sources where the semantics take {len(sts)}")
  fmac, fmamk, fmaak = name.startswith("v_fmac"), name.startswith("v_fmamk"), name.startswith("v_fmaak")
  omod, clamp, lit = o.omod, o.clamp, o.lit
  if omod and not is_float(dt): return unsupported(o.inst, o.ctx, "with omod on an integer result")
  int_clamp = bool(clamp) and not is_float(dt) and BITS[dt] <= 32  # integer CLAMP saturates instead of wrapping
  ftz_dt = is_float(dt) and dt != "bf16"
  read, dreg, dhi, half, src_types = o.read, o.dreg, o.dhi, o.half, sts[:len(o.srcs)]
  def valu(w: Wave) -> None:
    m = w.execm()
    args = read(w, src_types)
    if fmac: args.append(vread(w, 256 + dreg, dt, lit, ctx, dhi))
    elif fmamk or fmaak:
      k = np.full(w.lanes, lit or 0, np.uint32 if dt == "f32" else np.uint16).view(NP[dt])
      args = [args[0], k, args[1]] if fmamk else [args[0], args[1], k]
    if int_clamp:
      info = np.iinfo(NP[dt])
      r = np.clip(np.asarray(fn(*[a.astype(np.int64) for a in args])), info.min, info.max).astype(NP[dt])
    else: r = np.asarray(fn(*args))  # float exceptions are ignored for the whole dispatch (_run_group)
    if ftz_dt:
      if omod: r = r * NP[dt]([1, 2, 4, 0.5][omod])
      if clamp: r = np.where(np.isnan(r), NP[dt](0), np.clip(r, 0, 1))
      if (ctx.denorm32 if dt == "f32" else ctx.denorm64) == 0: r = flush(r.astype(NP[dt]))
    vwrite(w, dreg, r, dt, m, dhi, half)
  return valu

# VALU instructions whose semantics are not a plain function of their sources (lane masks, SGPR results, carries, truth tables):
# by exact name, then by family pattern; every other name is looked up in emu_alu's VALU table
VALU_SPECIAL: dict[str, Callable[[VOp], Build]] = {
  "v_nop": _v_nop, **dict.fromkeys(("v_bitop3_b32", "v_bitop3_b16"), _v_bitop3), **dict.fromkeys(("v_cndmask_b32", "v_cndmask_b16"), _v_cndmask),
  **dict.fromkeys(("v_mad_u64_u32", "v_mad_i64_i32", "v_mad_co_u64_u32", "v_mad_co_i64_i32"), _v_mad64),
  **dict.fromkeys(("v_div_scale_f32", "v_div_scale_f64"), _v_div_scale), "v_readfirstlane_b32": _v_readfirstlane,
  "v_readlane_b32": _v_readlane, "v_writelane_b32": _v_writelane, **dict.fromkeys(("v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32"), _v_mbcnt)}
VALU_FAMILIES: list[tuple[re.Pattern[str], Callable[[VOp, re.Match], Build]]] = [
  (re.compile(r"v_s_(exp|log|rcp|rsq|sqrt)_(f32|f16)"), _v_strans), (re.compile(r"v_cmpx?_(\w+)"), _v_cmp),
  (re.compile(r"v_(add|sub|subrev)_co(_ci)?_u32"), _v_add_co)]

def build_valu(inst: Inst, ctx: Ctx) -> Build:
  """VOP1/VOP2/VOP3/VOPC: the instruction's builder from VALU_SPECIAL or VALU_FAMILIES, else the VALU semantics table."""
  o = VOp(inst, ctx)
  if (special := VALU_SPECIAL.get(o.name)) is not None: return special(o)
  for pat, family in VALU_FAMILIES:
    if (fm := pat.fullmatch(o.name)): return family(o, fm)
  return _v_table(o)

def build_vop3p(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  f, lit, name = inst.f, inst.lit, inst.name
  if name in ("v_fma_mix_f32", "v_fma_mixlo_f16", "v_fma_mixhi_f16"): return build_fma_mix(inst, ctx)
  if name.startswith("v_wmma_"): return build_wmma(inst, ctx)
  if name.startswith("v_mfma_"): return build_mfma(inst, ctx)
  if name in ("v_pk_add_f32", "v_pk_mul_f32", "v_pk_fma_f32", "v_pk_mov_b32"): return build_pk_f32(inst, ctx)
  if not (pm := re.fullmatch(r"v_pk_(\w+?)_([fiub]16)", name)): return unsupported(inst, ctx)
  op, t = pm[1], pm[2]
  key = f"v_{op}_{t}" if f"v_{op}_{t}" in VALU else f"v_{op}_nc_{t}" if f"v_{op}_nc_{t}" in VALU else f"v_{op}_lo_{t}"
  if op == "mul_lo": key = f"v_mul_lo_{t.replace('i', 'u')}"
  if key not in VALU: return unsupported(inst, ctx)
  fn, _, sts = VALU[key]
  srcs = [f[k] for k in ("src0", "src1", "src2") if k in inst.widths]
  hi_sel = [(f["opsel_hi"] >> i & 1) if i < 2 else f["opsel_hi2"] for i in range(3)]
  def pk(w: Wave) -> None:
    m = w.execm()
    res = []
    for h in (0, 1):
      args = []
      for i, n in enumerate(srcs):
        x = vread(w, n, t, lit, ctx, bool((f["opsel"] if h == 0 else hi_sel[i] << i) >> i & 1))
        if is_float(t) and (f["neg"] if h == 0 else f["neg_hi"]) >> i & 1: x = -x
        args.append(x)
      with np.errstate(all="ignore"): res.append(np.asarray(fn(*args[:len(sts)])).astype(NP[t]).view(np.uint16).astype(np.uint32))
    vwrite(w, f["vdst"], res[0] | (res[1] << np.uint32(16)), "b32", m)
  return pk

def bf16_bits(x: np.ndarray) -> np.ndarray:
  """float32 -> bfloat16 bits, round to nearest even (NaN stays NaN)."""
  u = x.view(np.uint32).astype(np.uint64)
  r = ((u + np.uint64(0x7FFF) + ((u >> np.uint64(16)) & np.uint64(1))) >> np.uint64(16)).astype(np.uint16)
  return np.where(np.isnan(x), np.uint16(0x7FC0), r)

def _bf16(x: np.ndarray) -> np.ndarray: return (x.astype(np.uint32) << np.uint32(16)).view(np.float32)

def build_wmma(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  """v_wmma_<D>_16x16x16_<AB> on wave32: D = A @ B + C for 16x16 tiles held across the lanes. RDNA3: lane l holds row l%16 of A and
  column l%16 of B (lanes 16-31 repeat 0-15), D[r][c] is VGPR r//2 of lane c + 16*(r%2). RDNA4: lanes 16-31 hold K 8-15 of the
  same rows/columns, D[r][c] is VGPR r%8 of lane c + 16*(r//8). Accumulation is exact, then rounded once to D's type."""
  f, name = inst.f, inst.name
  if not (wm := re.fullmatch(r"v_wmma_(f32|f16|bf16|i32)_16x16x16_(f16|bf16|iu8)(_w32)?", name)) or ctx.lanes != 32:
    return unsupported(inst, ctx, "a WMMA shape or wave size the emulator does not run")
  dt, it, rdna4 = wm[1], wm[2], ctx.arch.startswith("gfx12")
  if rdna4 and dt in ("f16", "bf16"): return unsupported(inst, ctx, "an RDNA4 WMMA with a 16-bit result, which the emulator does not run")
  na, nd = inst.widths["src0"], inst.widths["vdst"]
  def elems(w: Wave, n: int, cnt: int) -> np.ndarray:
    if n < 256: raise EmuError(f"{name}: A/B operands must be VGPRs", inst.addr)
    regs = w.v[n - 256:n - 256 + cnt].T.copy()  # (lanes, dwords)
    if it == "iu8": return regs.view(np.uint8)
    return regs.view(np.uint16).view(np.float16).astype(np.float64) if it == "f16" else _bf16(regs.view(np.uint16)).astype(np.float64)
  def tile(x: np.ndarray, signed: bool) -> np.ndarray:
    """(lanes, K per lane) -> 16x16 with rows indexed by lane%16."""
    if it == "iu8": x = (x.view(np.int8) if signed else x).astype(np.float64)
    return np.concatenate([x[:16], x[16:]], axis=1) if rdna4 else x[:16]
  def acc(w: Wave) -> np.ndarray:
    t = {"f32": "f32", "i32": "i32", "f16": "f16", "bf16": "b16"}[dt]
    rows = [vread(w, f["src2"] + (j if f["src2"] >= 256 else 0), "b32", inst.lit, ctx) for j in range(nd)]
    raw = np.stack(rows)  # (regs, lanes)
    if t == "f16": vals = (raw & np.uint32(0xFFFF)).astype(np.uint16).view(np.float16).astype(np.float64) if not f["opsel"] else \
        (raw >> np.uint32(16)).astype(np.uint16).view(np.float16).astype(np.float64)
    elif t == "b16": vals = _bf16(((raw >> np.uint32(16)) if f["opsel"] else raw & np.uint32(0xFFFF)).astype(np.uint16)).astype(np.float64)
    else: vals = raw.view(np.float32 if t == "f32" else np.int32).astype(np.float64)
    return vals
  def to_grid(regs: np.ndarray) -> np.ndarray:
    """(8 VGPRs, 32 lanes) -> 16x16 D layout."""
    g = np.empty((16, 16), regs.dtype)
    for r in range(16): g[r] = regs[r % 8, 16 * (r // 8):16 * (r // 8) + 16] if rdna4 else regs[r // 2, 16 * (r % 2):16 * (r % 2) + 16]
    return g
  def from_grid(g: np.ndarray) -> np.ndarray:
    regs = np.empty((8, 32), g.dtype)
    for r in range(16):
      if rdna4: regs[r % 8, 16 * (r // 8):16 * (r // 8) + 16] = g[r]
      else: regs[r // 2, 16 * (r % 2):16 * (r % 2) + 16] = g[r]
    return regs
  def wmma(w: Wave) -> None:
    if w.exec != (1 << 32) - 1: raise EmuError(f"{name} at {inst.addr:#x} needs all 32 lanes active (EXEC={w.exec:#x})", inst.addr)
    a = tile(elems(w, f["src0"], na), bool(f["neg"] & 1))
    b = tile(elems(w, f["src1"], inst.widths["src1"]), bool(f["neg"] & 2))
    c = to_grid(acc(w))
    d = a @ b.T + c
    out: np.ndarray
    if dt == "f32": out = from_grid(d.astype(np.float32)).view(np.uint32)
    elif dt == "i32":
      wrapped = np.clip(d, -2**31, 2**31 - 1) if f["clamp"] else np.mod(d + 2**31, 2**32) - 2**31
      out = from_grid(wrapped.astype(np.int64).astype(np.int32)).view(np.uint32)
    else:
      half = from_grid(d.astype(np.float16).view(np.uint16) if dt == "f16" else bf16_bits(d.astype(np.float32)))
      cur = w.v[f["vdst"]:f["vdst"] + 8]
      out = (cur & np.uint32(0xFFFF)) | (half.astype(np.uint32) << np.uint32(16)) if f["opsel"] else (cur & np.uint32(0xFFFF0000)) | half
    w.v[f["vdst"]:f["vdst"] + nd] = out[:nd]
  return wmma

def build_mfma(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  """v_mfma_f32_16x16x<K>_{f16,bf16} on wave64 VGPRs: lane l holds row l%16 of A and column l%16 of B at K index (K/4)*(l//16) + j for
  its j-th element; D[4*(l//16) + i][l%16] is VGPR i of lane l. Exact accumulation, one rounding to f32."""
  f, name = inst.f, inst.name
  if not (mm := re.fullmatch(r"v_mfma_f32_16x16x(16|32)_(f16|bf16)", name)) or ctx.lanes != 64:
    return unsupported(inst, ctx, "an MFMA shape the emulator does not run (it runs v_mfma_f32_16x16x{16,32}_{f16,bf16})")
  if f["clamp"] or f["neg_hi"] or f["opsel"] or f["opsel_hi2"] or f["neg"]:
    return unsupported(inst, ctx, "with AccVGPRs or CBSZ/ABID/BLGP broadcast controls")
  kpl, bf = int(mm[1]) // 4, mm[2] == "bf16"
  def operand(w: Wave, n: int) -> np.ndarray:
    if n < 256: raise EmuError(f"{name} at {inst.addr:#x}: A/B must be VGPRs", inst.addr)
    h = w.v[n - 256:n - 256 + kpl // 2].T.copy().view(np.uint16)  # (lanes, kpl)
    x = (_bf16(h) if bf else h.view(np.float16)).astype(np.float64)
    return np.concatenate([x[16 * q:16 * q + 16] for q in range(4)], axis=1)  # 16 rows x K
  def mfma(w: Wave) -> None:
    if w.exec != (1 << 64) - 1: raise EmuError(f"{name} at {inst.addr:#x} needs all 64 lanes active (EXEC={w.exec:#x})", inst.addr)
    a, b = operand(w, f["src0"]), operand(w, f["src1"])
    c = np.stack([vread(w, f["src2"] + (i if f["src2"] >= 256 else 0), "f32", inst.lit, ctx) for i in range(4)]).astype(np.float64)
    d = np.empty((16, 16))
    for q in range(4):
      for i in range(4): d[4 * q + i] = c[i, 16 * q:16 * q + 16]
    d += a @ b.T
    out = np.empty((4, 64), np.float32)
    for q in range(4):
      for i in range(4): out[i, 16 * q:16 * q + 16] = d[4 * q + i]
    w.v[f["vdst"]:f["vdst"] + 4] = out.view(np.uint32)
  return mfma

def build_pk_f32(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  """CDNA's packed f32 ops on register pairs: OPSEL picks each source's dword for the low result, OPSEL_HI for the high one."""
  f, lit = inst.f, inst.lit
  fns: dict[str, Callable[..., Any]] = {"v_pk_add_f32": np.add, "v_pk_mul_f32": np.multiply, "v_pk_mov_b32": np.add,
                                        "v_pk_fma_f32": lambda a, b, c: (a.astype(np.float64) * b + c).astype(np.float32)}
  fn = fns[inst.name]
  srcs = [f[k] for k in ("src0", "src1", "src2") if k in inst.widths]
  hi_sel = [f["opsel_hi"] & 1, f["opsel_hi"] >> 1 & 1, f["opsel_hi2"]]
  def half(w: Wave, n: int, second: bool) -> np.ndarray:
    if n >= 256 or n < 106: return vread(w, n + int(second), "f32", lit, ctx)  # a VGPR or SGPR pair
    return vread(w, n, "f32", lit, ctx)  # an inline constant or literal fills both dwords
  if inst.name == "v_pk_mov_b32":  # D.lo = src0's dword op_sel[0], D.hi = src1's dword op_sel[1]
    def pkmov(w: Wave) -> None:
      m = w.execm()
      lo, hi = half(w, srcs[0], bool(f["opsel"] & 1)), half(w, srcs[1], bool(f["opsel"] & 2))
      vwrite(w, f["vdst"], lo, "f32", m)
      vwrite(w, f["vdst"] + 1, hi, "f32", m)
    return pkmov
  def pk(w: Wave) -> None:
    m = w.execm()
    outs = []
    for h in (0, 1):
      args = []
      for i, n in enumerate(srcs):
        x = half(w, n, bool((f["opsel"] >> i & 1) if h == 0 else hi_sel[i]))
        if (f["neg"] if h == 0 else f["neg_hi"]) >> i & 1: x = -x
        args.append(x)
      with np.errstate(all="ignore"): outs.append(np.asarray(fn(*args), np.float32))
    vwrite(w, f["vdst"], outs[0], "f32", m)
    vwrite(w, f["vdst"] + 1, outs[1], "f32", m)
  return pk

SDWA_SEL = {0: (0, 8), 1: (8, 8), 2: (16, 8), 3: (24, 8), 4: (0, 16), 5: (16, 16), 6: (0, 32)}

def build_sdwa(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  """gfx9 SDWA: each source is a byte, word or dword of its register (zero- or sign-extended), the result goes to a byte/word/dword."""
  f, x = inst.f, inst.sdwa or 0
  name = SUFFIX.sub("", inst.name.removesuffix("_sdwa"))
  op: tuple[Callable[..., Any], str, tuple[str, ...]] | None = VALU.get(name)
  if name == "v_cndmask_b32": op = ((lambda a, b, c: np.where(c, b, a)), "b32", ("b32", "b32"))
  elif op is None and not name.startswith("v_cmp"): return unsupported(inst, ctx)
  if (x >> 13) & 7 and inst.fmt != "VOPC": return unsupported(inst, ctx, "with SDWA clamp/omod")
  def src(w: Wave, reg: int, sgpr: bool, sel: int, sext: bool, neg: bool, ab: bool, t: str) -> np.ndarray:
    raw = np.full(w.lanes, w.s[reg], np.uint32) if sgpr else w.v[reg].copy()
    lo, width = SDWA_SEL[sel]
    v = (raw >> np.uint32(lo)) & np.uint32((1 << width) - 1) if width < 32 else raw
    if sext and width < 32: v = ((v << np.uint32(32 - width)).view(np.int32) >> np.int32(32 - width)).view(np.uint32)
    if is_float(t): val = v.astype(np.uint16).view(np.float16) if BITS[t] == 16 else v.view(NP[t])
    else: val = v.astype(NP[t]) if BITS[t] < 32 else v.view(NP[t])
    if is_float(t) and ab: val = np.abs(val)
    if is_float(t) and neg: val = -val
    return val
  def operands(w: Wave, types: tuple[str, ...]) -> list[np.ndarray]:
    out = [src(w, x & 0xFF, bool(x >> 23 & 1), x >> 16 & 7, bool(x >> 19 & 1), bool(x >> 20 & 1), bool(x >> 21 & 1), types[0])]
    if len(types) > 1:
      out.append(src(w, f["vsrc1"], bool(x >> 31 & 1), x >> 24 & 7, bool(x >> 27 & 1), bool(x >> 28 & 1), bool(x >> 29 & 1), types[1]))
    return out
  if name.startswith("v_cmp"):
    cm = re.fullmatch(r"v_cmpx?_(\w+)", name)
    if cm is None or cm[1] not in CMP: return unsupported(inst, ctx)
    test, t = CMP[cm[1]]
    sdst = (x >> 8) & 0x7F if x >> 15 & 1 else VCC
    def cmp(w: Wave) -> None:
      with np.errstate(invalid="ignore"): r = test(*operands(w, (t, t))) & w.execm()
      w.set_lane_mask(sdst, mask_bits(r))
      if name.startswith("v_cmpx"): w.set_lane_mask(EXEC, mask_bits(r))
    return cmp
  assert op is not None
  fn, dt, sts = op
  dlo, dwidth = SDWA_SEL[(x >> 8) & 7]
  unused = (x >> 11) & 3
  def sdwa(w: Wave) -> None:
    m = w.execm()
    args = operands(w, sts)
    if name.startswith("v_fmac") or name.startswith("v_mac"): args.append(vread(w, 256 + f["vdst"], dt, None, ctx))
    if name == "v_cndmask_b32": args.append(bits_mask(w.lane_mask(VCC), w.lanes))
    with np.errstate(all="ignore"): r = np.asarray(fn(*args)).astype(NP[dt]).view(UINT[BITS[dt]]).astype(np.uint32)
    if dwidth < 32:
      mask = np.uint32(((1 << dwidth) - 1) << dlo)
      r = (r << np.uint32(dlo)) & mask
      if unused == 2: r |= w.v[f["vdst"]] & ~mask
      elif unused == 1 and dlo + dwidth < 32:
        r |= np.where(r >> np.uint32(dlo + dwidth - 1) & np.uint32(1), ~(mask | np.uint32((1 << dlo) - 1)), 0).astype(np.uint32)
    w.v[f["vdst"]][m] = r[m]
  return sdwa

def build_fma_mix(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  """v_fma_mix*: each source is an f32, or (its opsel_hi bit set) the f16 half its opsel bit picks; neg_hi is |x|; one f32 rounding."""
  f, lit, name = inst.f, inst.lit, inst.name
  hi_sel = [f["opsel_hi"] & 1, f["opsel_hi"] >> 1 & 1, f["opsel_hi2"]]
  def mix(w: Wave) -> None:
    m = w.execm()
    args = []
    for i, n in enumerate((f["src0"], f["src1"], f["src2"])):
      x = vread(w, n, "f16", lit, ctx, bool(f["opsel"] >> i & 1)).astype(np.float32) if hi_sel[i] else vread(w, n, "f32", lit, ctx)
      if f["neg_hi"] >> i & 1: x = np.abs(x)
      if f["neg"] >> i & 1: x = -x
      args.append(x.astype(np.float64))
    with np.errstate(all="ignore"):
      r = args[0] * args[1] + args[2]
      if f["clamp"]: r = np.where(np.isnan(r), 0, np.clip(r, 0, 1))
    if name == "v_fma_mix_f32": vwrite(w, f["vdst"], r.astype(np.float32), "f32", m)
    else: vwrite(w, f["vdst"], r.astype(np.float16), "f16", m, name == "v_fma_mixhi_f16")
  return mix

VOPD_OPS: dict[str, Callable[..., np.ndarray]] = {
  "fmac_f32": lambda a, b, d, k: VALU["v_fma_f32"][0](a, b, d), "fmaak_f32": lambda a, b, d, k: VALU["v_fma_f32"][0](a, b, k),
  "fmamk_f32": lambda a, b, d, k: VALU["v_fma_f32"][0](a, k, b), "mul_f32": lambda a, b, d, k: a * b, "add_f32": lambda a, b, d, k: a + b,
  "sub_f32": lambda a, b, d, k: a - b, "subrev_f32": lambda a, b, d, k: b - a, "max_f32": lambda a, b, d, k: np.fmax(a, b),
  "min_f32": lambda a, b, d, k: np.fmin(a, b),
  "max_num_f32": lambda a, b, d, k: np.fmax(a, b), "min_num_f32": lambda a, b, d, k: np.fmin(a, b),
  "mul_dx9_zero_f32": lambda a, b, d, k: VALU["v_mul_dx9_zero_f32"][0](a, b),
  "mov_b32": lambda a, b, d, k: a, "add_nc_u32": lambda a, b, d, k: (a.view(np.uint32) + b.view(np.uint32)).view(np.float32),
  "lshlrev_b32": lambda a, b, d, k: (b.view(np.uint32) << (a.view(np.uint32) & np.uint32(31))).view(np.float32),
  "and_b32": lambda a, b, d, k: (a.view(np.uint32) & b.view(np.uint32)).view(np.float32)}

def build_vopd(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  f, lit = inst.f, inst.lit
  halves = []
  for nm, d, s0, s1 in zip(inst.name.split("::"), (f["vdstx"], vopd_ydst(f)), (f["srcx0"], f["srcy0"]), (f["vsrcx1"], f["vsrcy1"])):
    op = nm.removeprefix("v_dual_")
    if op != "cndmask_b32" and op not in VOPD_OPS: return unsupported(inst, ctx, f"(VOPD half {nm}) not emulated")
    halves.append((op, d, s0, s1))
  def vopd(w: Wave) -> None:
    m = w.execm()
    k = np.full(w.lanes, lit or 0, np.uint32).view(np.float32)
    outs = []
    for op, d, s0, s1 in halves:  # both halves read their operands before either writes
      a, b, dd = vread(w, s0, "f32", lit, ctx), w.v[s1].view(np.float32), w.v[d].view(np.float32)
      if ctx.denorm32 == 0 and op.endswith("f32"): a, b, dd = flush(a), flush(b), flush(dd)
      if op == "cndmask_b32": r = np.where(bits_mask(w.lane_mask(VCC), w.lanes), b, a)
      else:
        with np.errstate(all="ignore"): r = VOPD_OPS[op](a, b, dd, k)
      outs.append((d, np.asarray(r, np.float32)))
    for d, r in outs: w.v[d][m] = r.view(np.uint32)[m]
  return vopd

# memory

def _mem_kind(name: str) -> tuple[str, int, str]:
  """(load/store/atomic, bytes, data type of the access) from a memory mnemonic."""
  name = re.sub(r"_([biu])(8|16)_d16(_hi)?$", lambda m: f"_d16{m[3] or ''}_{m[1]}{m[2]}", name)  # RDNA3: ds_store_b16_d16_hi
  if (m := re.search(r"_(load|store)_(d16_hi_|d16_)?([biu])(8|16|32|64|96|128)$", name)):
    return m[1] + ("_" + m[2].rstrip("_") if m[2] else ""), int(m[4]) // 8, m[3]
  if (m := re.search(r"_atomic_(\w+?)_(rtn_)?([biuf])(32|64)$", name)): return "atomic_" + m[1], int(m[4]) // 8, m[3]
  return "", 0, ""

def _load_to_dwords(raw: np.ndarray, nbytes: int, signed: bool) -> np.ndarray:
  """Loaded bytes (lanes, n) as dwords (lanes, ceil(n/4)): sub-dword loads zero- or sign-extend."""
  if nbytes >= 4: return raw.view(np.uint32).reshape(len(raw), -1)
  v = raw.view(np.uint8 if nbytes == 1 else np.uint16)[:, 0]
  v = v.astype(np.int8 if nbytes == 1 else np.int16).astype(np.int32).view(np.uint32) if signed else v.astype(np.uint32)
  return v[:, None]

def _write_loaded(w: Wave, vdst: int, kind: str, data: np.ndarray, m: np.ndarray, nbytes: int, signed: bool) -> None:
  lanes = np.flatnonzero(m)
  if kind.endswith("d16_hi") or kind.endswith("d16"):
    v = _load_to_dwords(data, nbytes, signed)[:, 0] & np.uint32(0xFFFF)
    cur = w.v[vdst][lanes]
    w.v[vdst][lanes] = (cur & np.uint32(0xFFFF)) | (v << np.uint32(16)) if kind.endswith("hi") else (cur & np.uint32(0xFFFF0000)) | v
    return
  dw = _load_to_dwords(data, nbytes, signed)
  for i in range(dw.shape[1]): w.v[vdst + i][lanes] = dw[:, i]

def _store_bytes(w: Wave, data: int, kind: str, nbytes: int, lanes: np.ndarray) -> np.ndarray:
  if nbytes >= 4: return np.ascontiguousarray(np.stack([w.v[data + i][lanes] for i in range(nbytes // 4)], axis=1)).view(np.uint8)
  v = w.v[data][lanes] >> np.uint32(16) if kind.endswith("hi") else w.v[data][lanes]
  return np.ascontiguousarray(v.astype(np.uint8 if nbytes == 1 else np.uint16)).view(np.uint8).reshape(len(lanes), nbytes)

ATOMIC: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
  "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
  "min": np.minimum, "max": np.maximum, "swap": lambda a, b: b, "add_f32": lambda a, b: a + b}

def _atomic(data: np.ndarray, old: np.ndarray, op: str, t: str) -> np.ndarray:
  d32, d64 = {"u": np.uint32, "i": np.int32, "b": np.uint32, "f": np.float32}, {"u": np.uint64, "i": np.int64, "b": np.uint64}
  dt = (d32 if data.shape[1] == 4 else d64)[t]
  fn = ATOMIC.get(op)
  if fn is None: raise EmuUnsupported(f"atomic {op} is not emulated")
  with np.errstate(all="ignore"): return np.asarray(fn(old.view(dt)[:, 0], data.view(dt)[:, 0])).astype(dt).view(np.uint8).reshape(data.shape)

def _serial_atomic(read: Callable[[int], np.ndarray], write: Callable[[int, np.ndarray], None], addrs: np.ndarray, data: np.ndarray,
                   op: str, t: str) -> np.ndarray:
  """Lane by lane (lanes may hit the same address): the old values."""
  olds = []
  for a, d in zip(addrs, data):
    old = read(int(a)).copy()
    write(int(a), _atomic(d[None], old[None], op, t)[0])
    olds.append(old)
  return np.stack(olds) if olds else np.zeros((0, data.shape[1]), np.uint8)

def build_flat(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  f, name = inst.f, inst.name
  kind, nbytes, t = _mem_kind(name)
  if not kind: return unsupported(inst, ctx)
  seg, off = f["seg"], sext(inst, ctx, "offset")
  saddr = f["saddr"] if f["saddr"] not in OFF else None
  signed, what = t == "i", f"{name} at {inst.addr:#x}"
  def addresses(w: Wave, lanes: np.ndarray) -> np.ndarray:
    if seg == 1:  # scratch: a per-lane byte offset into the lane's private memory
      a = w.v[f["addr"]][lanes].astype(np.int64) if f["sve"] else np.zeros(len(lanes), np.int64)
      return a + (sx32(w.s[saddr]) if saddr is not None else 0) + off
    if seg == 2 and saddr is not None: return (w.sget(saddr, 2) + w.v[f["addr"]][lanes].astype(np.uint64) + np.uint64(off & M64)) & np.uint64(M64)
    return (w.v[f["addr"]][lanes].astype(np.uint64) | (w.v[f["addr"] + 1][lanes].astype(np.uint64) << np.uint64(32))) + np.uint64(off & M64)
  def private(w: Wave, lanes: np.ndarray, a: np.ndarray) -> np.ndarray:
    per = ctx.scratch_per_lane
    if per == 0: raise EmuError(f"{what}: the kernel uses scratch but the dispatch gave it none (scratch_size_per_lane 0)", inst.addr)
    if (a < 0).any() or (a + nbytes > per).any():
      raise EmuError(f"{what}: scratch offset {int(a[(a < 0) | (a + nbytes > per)][0])} is outside the lane's {per} bytes", inst.addr)
    need = (w.wid + 1) * w.lanes * per
    if len(ctx.scratch) < need: ctx.scratch = np.concatenate([ctx.scratch, np.zeros(need - len(ctx.scratch), np.uint8)])
    return (w.wid * w.lanes + lanes) * per + a
  def flat_mem(w: Wave, lanes: np.ndarray, addrs: np.ndarray) -> tuple[str, np.ndarray]:
    if seg == 1: return "scratch", private(w, lanes, addrs.astype(np.int64))
    if seg == 0 and len(addrs) and ((hi := (addrs >> np.uint64(32)).astype(np.int64)) == SHARED_HI).any() | (hi == PRIVATE_HI).any():
      if (hi == SHARED_HI).all(): return "lds", (addrs & np.uint64(M32)).astype(np.int64)
      if (hi == PRIVATE_HI).all(): return "scratch", private(w, lanes, (addrs & np.uint64(M32)).astype(np.int64))
      raise EmuUnsupported(f"{what}: a flat access mixing LDS, scratch and global addresses is not emulated", inst.addr)
    return "global", addrs
  def gather(w: Wave, where: str, a: np.ndarray) -> np.ndarray:
    if where == "global": return ctx.mem.gather(a, nbytes, what)
    buf = ctx.scratch if where == "scratch" else ctx.lds
    if where == "lds" and ((a < 0) | (a + nbytes > len(buf))).any(): raise EmuError(f"{what}: LDS address out of the {len(buf)} bytes", inst.addr)
    return buf[a.astype(np.int64)[:, None] + np.arange(nbytes)]
  def scatter(w: Wave, where: str, a: np.ndarray, data: np.ndarray) -> None:
    if where == "global": return ctx.mem.scatter(a, data, what)
    buf = ctx.scratch if where == "scratch" else ctx.lds
    if where == "lds" and ((a < 0) | (a + nbytes > len(buf))).any(): raise EmuError(f"{what}: LDS address out of the {len(buf)} bytes", inst.addr)
    buf[a.astype(np.int64)[:, None] + np.arange(nbytes)] = data
    return None
  def load(w: Wave) -> None:
    m = w.execm()
    lanes = np.flatnonzero(m)
    where, a = flat_mem(w, lanes, addresses(w, lanes))
    _write_loaded(w, f["vdst"], kind, gather(w, where, a), m, nbytes, signed)
  def store(w: Wave) -> None:
    lanes = np.flatnonzero(w.execm())
    where, a = flat_mem(w, lanes, addresses(w, lanes))
    scatter(w, where, a, _store_bytes(w, f["data"], kind, nbytes, lanes))
  def atomic(w: Wave) -> None:
    m = w.execm()
    lanes = np.flatnonzero(m)
    where, a = flat_mem(w, lanes, addresses(w, lanes))
    data = _store_bytes(w, f["data"], "", nbytes, lanes)
    op = kind.removeprefix("atomic_") + ("_f32" if t == "f" else "")
    old = _serial_atomic(lambda x: gather(w, where, np.array([x], a.dtype))[0], lambda x, d: scatter(w, where, np.array([x], a.dtype), d[None]),
                         a, data, op if op in ATOMIC else kind.removeprefix("atomic_"), t)
    if "rtn" in name or f["glc"]: _write_loaded(w, f["vdst"], "load", old, m, nbytes, False)
  return load if kind.startswith("load") else store if kind.startswith("store") else atomic

def build_ds(inst: Inst, ctx: Ctx) -> Callable[[Wave], int | None]:
  f, name = inst.f, inst.name
  what = f"{name} at {inst.addr:#x}"
  def check(a: np.ndarray, n: int) -> np.ndarray:
    if len(a) and (int(a.min()) < 0 or int(a.max()) + n > len(ctx.lds)):
      bad = int(a[(a < 0) | (a + n > len(ctx.lds))][0])
      raise EmuError(f"{what}: LDS address {bad:#x} (+{n}) is outside the workgroup's {len(ctx.lds)} bytes", inst.addr)
    return a[:, None] + np.arange(n)
  def addr(w: Wave, lanes: np.ndarray) -> np.ndarray: return w.v[f["addr"]][lanes].astype(np.int64)
  if (m2 := re.fullmatch(r"ds_(load|store)_2addr(_stride64)?_b(32|64)", name)):
    n = int(m2[3]) // 8
    scale = n * (64 if m2[2] else 1)
    offs = (f["offset0"] * scale, f["offset1"] * scale)
    if m2[1] == "load":
      def load2(w: Wave) -> None:
        lanes = np.flatnonzero(w.execm())
        for j, o in enumerate(offs):
          dw = ctx.lds[check(addr(w, lanes) + o, n)].view(np.uint32).reshape(len(lanes), -1)
          for i in range(dw.shape[1]): w.v[f["vdst"] + j * (n // 4) + i][lanes] = dw[:, i]
      return load2
    def store2(w: Wave) -> None:
      lanes = np.flatnonzero(w.execm())
      for o, d in zip(offs, (f["data0"], f["data1"])): ctx.lds[check(addr(w, lanes) + o, n)] = _store_bytes(w, d, "", n, lanes)
    return store2
  off = f["offset0"] | f["offset1"] << 8
  kind, nbytes, t = _mem_kind(name.replace("ds_", "ds__"))
  if kind.startswith("load"):
    def dsload(w: Wave) -> None:
      m = w.execm()
      lanes = np.flatnonzero(m)
      _write_loaded(w, f["vdst"], kind, ctx.lds[check(addr(w, lanes) + off, nbytes)], m, nbytes, t == "i")
    return dsload
  if kind.startswith("store"):
    def dsstore(w: Wave) -> None:
      lanes = np.flatnonzero(w.execm())
      ctx.lds[check(addr(w, lanes) + off, nbytes)] = _store_bytes(w, f["data0"], kind, nbytes, lanes)
    return dsstore
  if (ma := re.fullmatch(r"ds_(add|sub|and|or|xor|min|max|swap)(_rtn)?_([iuf])(32|64)", name.replace("_b32", "_u32").replace("_b64", "_u64"))):
    nb, op = int(ma[4]) // 8, ma[1] + ("_f32" if ma[3] == "f" else "")
    def dsatomic(w: Wave) -> None:
      m = w.execm()
      lanes = np.flatnonzero(m)
      a = addr(w, lanes) + off
      check(a, nb)
      def rd(x: int) -> np.ndarray: return ctx.lds[x:x + nb]
      def wr(x: int, d: np.ndarray) -> None: ctx.lds[x:x + nb] = d
      old = _serial_atomic(rd, wr, a, _store_bytes(w, f["data0"], "", nb, lanes), op, ma[3])
      if ma[2]: _write_loaded(w, f["vdst"], "load", old, m, nb, False)
    return dsatomic
  if name in ("ds_bpermute_b32", "ds_permute_b32"):
    def permute(w: Wave) -> None:
      m = w.execm()
      idx = ((w.v[f["addr"]].astype(np.int64) + off) >> 2) % w.lanes
      src = w.v[f["data0"]].copy()
      if name == "ds_bpermute_b32": w.v[f["vdst"]][m] = src[idx][m]
      else:
        out = np.zeros(w.lanes, np.uint32)
        out[idx[m]] = src[m]
        w.v[f["vdst"]][m] = out[m]
    return permute
  return unsupported(inst, ctx)

# ---- dispatch ----

def _setup_wave(w: Wave, user: list[int], rsrc2: int, group: tuple[int, int, int], tids: np.ndarray, block: tuple[int, int, int],
                nthreads: int) -> None:
  for i, u in enumerate(user): w.s[i] = u & M32
  i = (rsrc2 >> 1) & 0x1F  # the system SGPRs follow USER_SGPR_COUNT (LLVM may reserve more user SGPRs than it loads)
  for bit, g in zip((7, 8, 9), group):
    if rsrc2 >> bit & 1: w.s[i], i = g, i + 1
  if rsrc2 >> 10 & 1: w.s[i], i = w.wid | (-(-nthreads // w.lanes)) << 16, i + 1  # workgroup info: wave id, waves in the group
  if rsrc2 & 1: w.s[i] = 0  # the private segment wave offset: scratch is per lane here
  w.s[TTMP + 9], w.s[TTMP + 7] = group[0], group[1] | group[2] << 16  # RDNA4's architected workgroup IDs
  bx, by = block[0], block[1]
  x, y, z = tids % bx, (tids // bx) % by, tids // (bx * by)
  w.v[0] = (x | y << 10 | z << 20).astype(np.uint32)
  w.set_lane_mask(EXEC, mask_bits(tids < nthreads))

def run_dispatch(*, arch: str, code_addr: int, kernarg_addr: int, user_sgprs: list[int], rsrc1: int, rsrc2: int, rsrc3: int, wave32: bool,
                 grid: tuple[int, int, int], block: tuple[int, int, int], lds_size: int, scratch_addr: int, scratch_size_per_lane: int,
                 mapped: Callable[[int, int], bool], budget: int = 10_000_000) -> int:
  """Run one dispatch: `grid` workgroups of `block` work-items from the kernel code at `code_addr`. Returns the instructions run.
  `budget` bounds the wave instructions of each workgroup (a runaway loop stops there; a big grid of sane workgroups does not)."""
  if rsrc1 >> 12 & 0xF:
    raise EmuUnsupported(f"kernel at {code_addr:#x}: float round mode {rsrc1 >> 12 & 0xF:#x} in RSRC1 is not emulated (only RNE)", code_addr)
  lanes = 32 if wave32 else 64
  if arch.startswith("gfx9") and wave32: raise EmuError(f"{arch} runs waves of 64; the dispatch asked for wave32", code_addr)
  try: ctx = Ctx(arch, Memory(mapped), lanes, lds_size, scratch_size_per_lane, rsrc1)
  except DecodeError as e: raise EmuError(str(e), code_addr) from None
  nthreads = block[0] * block[1] * block[2]
  if nthreads <= 0 or min(grid) <= 0: return 0
  nwaves, count = -(-nthreads // lanes), 0
  for gz, gy, gx in itertools.product(range(grid[2]), range(grid[1]), range(grid[0])):
    ctx.lds[:] = 0
    waves = [Wave(lanes, code_addr, i) for i in range(nwaves)]
    for wv in waves: _setup_wave(wv, user_sgprs, rsrc2, (gx, gy, gz), np.arange(wv.wid * lanes, (wv.wid + 1) * lanes), block, nthreads)
    count += _run_group(ctx, waves, 0, budget)
  return count

def _run_group(ctx: Ctx, waves: list[Wave], count: int, budget: int) -> int:
  with np.errstate(all="ignore"):
    while True:
      for w in waves:
        while not (w.done or w.barrier):
          inst = ctx.fetch(w.pc)
          assert inst.handler is not None
          nxt = inst.handler(w)
          w.pc = inst.addr + inst.size if nxt is None else nxt
          count += 1
          if count > budget:
            raise EmuError(f"instruction budget of {budget} per workgroup exceeded at {inst.addr:#x} ({fmt_inst(inst)}): a runaway loop?",
                           inst.addr)
      if all(w.done for w in waves): return count
      if not all(w.done or w.barrier for w in waves): continue
      for w in waves: w.barrier = False
