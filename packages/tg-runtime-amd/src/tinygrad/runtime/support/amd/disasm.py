"""AMD GPU machine code -> instructions (a decoder over the generated ISA tables) and text in LLVM's assembler syntax.

The tables (`tinygrad.runtime.autogen.amd_isa.<family>`) give each encoding format's bit fields and, per opcode, the mnemonic and
the dword count of every register operand, all probed from LLVM's AMDGPU disassembler. An instruction's size follows from its
format, a literal constant (operand field 255, or an opcode that always takes one) and a DPP word.
"""
from __future__ import annotations
import functools, importlib, re, struct
from dataclasses import dataclass, field
from collections.abc import Callable
from typing import Any

SUFFIX_E = re.compile(r"_e(32|64)$")
FAMILIES = {"gfx11": "rdna3", "gfx12": "rdna4", "gfx9": "cdna4"}
SRC_FIELDS = ("ssrc0", "ssrc1", "src0", "src1", "src2", "srcx0", "srcy0")
LITERAL, DPP16, DPP8, DPP9, SDWA9 = 255, 250, 233, 250, 249
SPECIAL = {106: "vcc_lo", 107: "vcc_hi", 124: "null", 125: "m0", 126: "exec_lo", 127: "exec_hi", 235: "src_shared_base",
           236: "src_shared_limit", 237: "src_private_base", 238: "src_private_limit", 251: "src_vccz", 252: "src_execz", 253: "src_scc",
           254: "src_pops_exiting_wave_id"}
FLOAT_CONSTS = {240: 0.5, 241: -0.5, 242: 1.0, 243: -1.0, 244: 2.0, 245: -2.0, 246: 4.0, 247: -4.0}
INV_2PI = 248

class DecodeError(ValueError):
  def __init__(self, msg: str, addr: int = 0):
    super().__init__(msg)
    self.addr = addr

@dataclass(frozen=True)
class Isa:
  family: str
  arch: str
  llvm_version: str
  formats: dict[str, dict[str, tuple[int, ...]]]
  ops: dict[str, dict[Any, Any]]
  order: tuple[str, ...]  # formats by encoding prefix length, longest first (SOP2's opcode space holds the other SOP prefixes)

def family_of(arch: str) -> str:
  for pre, fam in FAMILIES.items():
    if arch.startswith(pre): return fam
  raise DecodeError(f"no instruction tables for {arch}: the decoder knows {sorted(FAMILIES)}xx (generate more with tg-autogen's amdisa)")

FORMAT_BITS: dict[str, dict[str, dict[str, tuple[int, ...]]]] = {}

@functools.cache
def load_isa(arch: str) -> Isa:
  fam = family_of(arch)
  mod = importlib.import_module(f"tinygrad.runtime.autogen.amd_isa.{fam}")
  FORMAT_BITS[fam] = mod.FORMATS
  order = tuple(sorted(mod.FORMATS, key=lambda f: -mod.FORMATS[f]["enc"][1]))
  return Isa(fam, mod.ARCH, mod.LLVM_VERSION, mod.FORMATS, mod.OPS, order)

@dataclass(eq=False)
class Inst:
  addr: int
  size: int
  fmt: str
  op: Any
  name: str
  f: dict[str, int]                                  # every field of the format, decoded
  widths: dict[str, int] = field(default_factory=dict)  # register operands named by the instruction: dwords (-1 a true16 half)
  lit: int | None = None
  dpp: int | None = None
  sdwa: int | None = None                             # gfx9: the SDWA word (operand byte/word selects)
  text: str = ""                                      # the generator's probe text (operand order as LLVM prints it)
  y: Inst | None = None                               # VOPD: the second (Y) operation; this one is X
  handler: Callable[..., Any] | None = None           # the executor's bound semantics, filled on first run
  raw: bytes = b""                                    # the instruction's bytes
  family: str = ""                                    # the ISA tables it was decoded with (rdna3, rdna4)
  def sfield(self, k: str) -> int:
    """A signed immediate field, its width from the format."""
    width, v = FORMAT_BITS[self.family][self.fmt][k][1], self.f[k]
    return v - (1 << width) if v >> (width - 1) & 1 else v

  @property
  def words(self) -> int: return self.size // 4

def _fields(fmt: dict[str, tuple[int, ...]], word: int) -> dict[str, int]:
  return {k: (word >> v[0]) & ((1 << v[1]) - 1) for k, v in fmt.items() if k != "enc"}

def classify(isa: Isa, w0: int) -> str | None:
  for name in isa.order:
    lo, w, v = isa.formats[name]["enc"]
    if (w0 >> lo) & ((1 << w) - 1) == v: return name
  return None

def decode(isa: Isa, read: Callable[[int, int], bytes], addr: int) -> Inst:
  """The instruction at `addr`; `read(addr, n)` gives code bytes. Unknown encodings raise DecodeError naming the words."""
  w0 = struct.unpack("<I", read(addr, 4))[0]
  if (fname := classify(isa, w0)) is None: raise DecodeError(f"unknown encoding {w0:#010x} at {addr:#x} ({isa.arch})", addr)
  fmt = isa.formats[fname]
  size = 4 * -(-max(v[0] + v[1] for k, v in fmt.items() if k != "enc") // 32)
  word = int.from_bytes(read(addr, size), "little") if size > 4 else w0
  f = _fields(fmt, word)
  if fname == "VOPD":
    xs, ys = isa.ops["VOPD"]["X"], isa.ops["VOPD"]["Y"]
    if f["opx"] not in xs or f["opy"] not in ys:
      raise DecodeError(f"unknown VOPD opcode pair ({f['opx']}, {f['opy']}) in {word:#018x} at {addr:#x} ({isa.arch})", addr)
    inst = Inst(addr, size, fname, (f["opx"], f["opy"]), f"{xs[f['opx']]}::{ys[f['opy']]}", f)
    needs_lit = any(x in inst.name for x in ("fmaak", "fmamk")) or LITERAL in (f["srcx0"], f["srcy0"])
  else:
    key: Any = (f["seg"], f["op"]) if fname == "FLAT" else f["op"]
    if (ent := isa.ops[fname].get(key)) is None:
      raise DecodeError(f"unknown {fname} opcode {key} in {word:#0{2 + 2 * size}x} at {addr:#x} ({isa.arch})", addr)
    inst = Inst(addr, size, fname, key, ent[0], f, dict(ent[1]), text=ent[2])
    srcs = [k for k in SRC_FIELDS if k in f and (k in inst.widths or k in ("ssrc0", "ssrc1"))]
    needs_lit = "0xffffffff" in inst.text or any(f[k] == LITERAL for k in srcs)
    gfx9 = isa.family == "cdna4"
    if fname in ("VOP1", "VOP2", "VOPC") and gfx9 and f["src0"] == SDWA9 and "src0" in inst.widths:
      inst.sdwa = struct.unpack("<I", read(addr + size, 4))[0]
      inst.size += 4
    elif fname in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3P") and f["src0"] in ((DPP9,) if gfx9 else (DPP16, DPP8)) and "src0" in inst.widths:
      inst.dpp = struct.unpack("<I", read(addr + size, 4))[0]
      inst.size += 4
  if needs_lit:
    inst.lit = struct.unpack("<I", read(addr + inst.size, 4))[0]
    inst.size += 4
  inst.raw, inst.family = read(addr, inst.size), isa.family
  return inst

def decode_all(code: bytes, arch: str, base: int = 0) -> list[Inst]:
  """Every instruction in `code` (a kernel's .text), stopping after the s_code_end padding starts."""
  isa, out, pc = load_isa(arch), [], 0
  def read(a: int, n: int) -> bytes:
    if a - base + n > len(code): raise DecodeError(f"instruction at {a:#x} runs past the end of the code ({len(code)} bytes)", a)
    return code[a - base:a - base + n]
  while pc < len(code):
    inst = decode(isa, read, base + pc)
    out.append(inst)
    pc += inst.size
    if inst.name == "s_code_end": break
  return out

# ---- text ----

def _float(x: float) -> str: return repr(float(x))

def sreg(n: int, w: int = 1) -> str:
  if n < 106: return f"s{n}" if w == 1 else f"s[{n}:{n + w - 1}]"
  if 108 <= n < 124: return f"ttmp{n - 108}" if w == 1 else f"ttmp[{n - 108}:{n - 108 + w - 1}]"
  if w == 2 and n in (106, 126): return {106: "vcc", 126: "exec"}[n]
  return SPECIAL.get(n, f"s?{n}")

def src_text(n: int, w: int, lit: int | None, half_hi: bool = False, ftype: str = "") -> str:
  """A 9-bit (or 8-bit scalar) source operand as LLVM prints it."""
  if n >= 256: return vreg(n - 256, w, half_hi)
  if n < 128: return sreg(n, max(w, 1))
  if n <= 192: return str(n - 128)
  if n <= 208: return str(192 - n)
  if n in FLOAT_CONSTS: return _float(FLOAT_CONSTS[n])
  if n == INV_2PI: return "0.15915494"
  if n == LITERAL: return f"0x{lit or 0:x}"
  return SPECIAL.get(n, f"src?{n}")

def vreg(n: int, w: int, hi: bool = False) -> str:
  if w == -1: return f"v{n & 0x7F}.{'h' if n & 0x80 or hi else 'l'}" if not hi else f"v{n}.h"
  return f"v{n}" if w == 1 else f"v[{n}:{n + w - 1}]"

def _operands(inst: Inst) -> list[str]:
  f, w, fm = inst.f, inst.widths, inst.fmt
  gfx9 = inst.family == "cdna4"
  vcc = "vcc" if gfx9 else "vcc_lo"  # wave64's lane masks are SGPR pairs
  def v8(k: str) -> str: return vreg(f[k], w.get(k, 1))
  def s9(k: str, hi: bool = False) -> str:
    n = f[k]
    if n >= 256 and w.get(k) == -1 and fm in ("VOP1", "VOP2", "VOPC"): return f"v{(n - 256) & 0x7F}.{'h' if (n - 256) & 0x80 else 'l'}"
    if n >= 256 and w.get(k) == -1: return f"v{n - 256}.{'h' if hi else 'l'}"
    return src_text(n, w.get(k, 1), inst.lit)
  if fm in ("SOP1", "SOP2", "SOPC", "SOPK"):
    ops = [sreg(f["sdst"], w.get("sdst", 1))] if "sdst" in w else []
    ops += [src_text(f[k], w.get(k, 1), inst.lit) for k in ("ssrc0", "ssrc1") if k in w]
    if fm == "SOPK": ops.append(f"0x{f['simm16']:x}")
    return ops
  if fm == "SOPP": return [str(f["simm16"])] if inst.text.split()[1:] else []
  if fm == "SMEM":
    ops = [sreg(f["sdata"], w.get("sdata", 1)), sreg(f["sbase"] * 2, 2)]
    if inst.family == "rdna3": return [*ops, f"0x{f['offset']:x}" if f["offset"] else sreg(f["soffset"])]
    if inst.family == "cdna4": return [*ops, f"0x{f['offset']:x}" if f["imm"] else sreg(f["offset"] & 0x7F)]
    return [*ops, f"0x{f['offset']:x}" if f["soffset"] == 124 else f"{sreg(f['soffset'])} offset:0x{f['offset']:x}"]
  if fm in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3P"):
    opsel = f.get("opsel", 0)
    ops = []
    if "vdst" in w:
      if fm == "VOP1" and inst.name.startswith("v_readfirstlane"): ops.append(sreg(f["vdst"]))
      elif fm == "VOP3" and inst.name.startswith(("v_cmp_", "v_readlane", "v_s_")): ops.append(sreg(f["vdst"], w["vdst"]))
      elif w["vdst"] == -1: ops.append(f"v{f['vdst'] & 0x7F}.{'h' if f['vdst'] & 0x80 else 'l'}" if fm != "VOP3" else
                                       f"v{f['vdst']}.{'h' if opsel & 8 else 'l'}")
      else: ops.append(v8("vdst"))
    elif fm == "VOPC" and not inst.name.startswith("v_cmpx"): ops.append(vcc)
    if gfx9 and fm == "VOP2" and re.match(r"v_(add|sub|subrev|addc|subb|subbrev)_co_u32_e32", inst.name): ops.append("vcc")
    if "sdst" in w: ops.append(sreg(f["sdst"], w["sdst"]))
    for k in ("src0", "vsrc1", "src1", "src2"):
      if k not in w: continue
      if k == "vsrc1":
        ops.append(f"v{f[k] & 0x7F}.{'h' if f[k] & 0x80 else 'l'}" if w[k] == -1 else v8(k))
        continue
      ops.append(s9(k, bool(opsel >> (0 if k == "src0" else 1 if k == "src1" else 2) & 1)))
    if inst.name.startswith(("v_cndmask_b32_e32", "v_add_co_ci_u32_e32", "v_sub_co_ci_u32_e32", "v_subrev_co_ci_u32_e32", "v_addc_co_u32_e32",
                             "v_subb_co_u32_e32", "v_subbrev_co_u32_e32")): ops.append(vcc)
    if "fmamk" in inst.name: ops.insert(2, f"0x{inst.lit or 0:x}")
    if "fmaak" in inst.name: ops.append(f"0x{inst.lit or 0:x}")
    return ops
  if fm == "DS":
    return [v8(k) for k in ("vdst", "addr", "data0", "data1") if k in w]
  if fm == "FLAT":
    seg = f["seg"]
    ops = [v8("vdst")] if "vdst" in w else []
    sv = f["saddr"] not in ((0x7F,) if gfx9 else (124, 125))
    if seg == 1: ops.append(vreg(f["addr"], 1) if f["sve"] else "off")
    else: ops.append(vreg(f["addr"], 1 if sv and seg == 2 else 2))
    if "data" in w: ops.append(v8("data"))
    if seg: ops.append(sreg(f["saddr"], 2 if seg == 2 else 1) if sv else "off")
    return ops
  return []

def _modifiers(inst: Inst) -> str:
  f, fm, mods = inst.f, inst.fmt, []
  if fm == "FLAT" and (off := inst.sfield("offset")): mods.append(f"offset:{off}")
  if fm == "DS":
    if "2addr" in inst.name or inst.name.startswith(("ds_read2", "ds_write2")):  # (gfx9 spells ds_load_2addr ds_read2)
      mods += [f"offset0:{f['offset0']}" if f["offset0"] else "", f"offset1:{f['offset1']}" if f["offset1"] else ""]
    elif (off := f["offset0"] | f["offset1"] << 8): mods.append(f"offset:{off}")
  if fm in ("FLAT", "SMEM") and f.get("glc"): mods.append("glc")
  if fm == "FLAT" and f.get("slc"): mods.append("slc")
  if fm in ("FLAT", "SMEM") and f.get("dlc"): mods.append("dlc")
  if fm == "VOP3" and f["clamp"]: mods.append("clamp")
  if fm == "VOP3" and f["omod"]: mods.append(["", "mul:2", "mul:4", "div:2"][f["omod"]])
  nsrc = sum(k in inst.widths for k in ("src0", "src1", "src2"))
  if fm == "VOP3" and f["opsel"] and any(v == -1 for v in inst.widths.values()) and "cndmask" not in inst.name:
    mods.append(f"op_sel:[{','.join(str(f['opsel'] >> i & 1) for i in [*range(nsrc), 3])}]")
  if fm == "VOP3P":
    hi = [f["opsel_hi"] & 1, f["opsel_hi"] >> 1 & 1, f["opsel_hi2"]][:nsrc]
    if f["opsel"]: mods.append(f"op_sel:[{','.join(str(f['opsel'] >> i & 1) for i in range(nsrc))}]")
    # (MFMA's bits there are 0 by default: llvm-objdump prints nothing for them)
    if hi != [0 if "_mix" in inst.name or "mfma" in inst.name else 1] * nsrc: mods.append(f"op_sel_hi:[{','.join(map(str, hi))}]")
    if f["neg"]: mods.append(f"neg_lo:[{','.join(str(f['neg'] >> i & 1) for i in range(nsrc))}]")
    if f["neg_hi"]: mods.append(f"neg_hi:[{','.join(str(f['neg_hi'] >> i & 1) for i in range(nsrc))}]")
    if f["clamp"]: mods.append("clamp")
  return " ".join(m for m in mods if m)

def _apply_negabs(inst: Inst, ops: list[str]) -> list[str]:
  if inst.fmt != "VOP3" or "sdst" in inst.widths: return ops
  first = 1 if "vdst" in inst.widths else 0
  out = list(ops)
  for i in range(3):
    j = first + i
    if j >= len(out): break
    if inst.f["abs"] >> i & 1: out[j] = f"|{out[j]}|"
    if inst.f["neg"] >> i & 1: out[j] = f"-{out[j]}"
  return out

def fmt_inst(inst: Inst) -> str:
  """One instruction in LLVM's syntax (operands; VOP3 neg/abs, clamp, omod, memory offsets and cache bits)."""
  if inst.fmt == "VOPD":
    f, (xn, yn) = inst.f, inst.name.split("::")
    def half(n: str, dst: int, s0: int, v1: int) -> str:
      ops = [f"v{dst}", src_text(s0, 1, inst.lit)] + ([] if "mov" in n else [f"v{v1}"])
      if "fmamk" in n: ops.insert(2, f"0x{inst.lit or 0:x}")
      if "fmaak" in n: ops.append(f"0x{inst.lit or 0:x}")
      return f"{n} {', '.join(ops)}"
    return f"{half(xn, f['vdstx'], f['srcx0'], f['vsrcx1'])} :: {half(yn, vopd_ydst(f), f['srcy0'], f['vsrcy1'])}"
  ops = _apply_negabs(inst, _operands(inst))
  if inst.fmt == "SOPP" and inst.name == "s_waitcnt": return f"s_waitcnt {waitcnt_text(inst.f['simm16'], inst.family == 'cdna4')}"
  if inst.sdwa is not None: return sdwa_text(inst)
  if inst.name.startswith("v_bitop3"):
    f = inst.f
    return f"{inst.name} {', '.join(_operands(inst))} bitop3:0x{f['neg'] | f['abs'] << 3 | f['omod'] << 6:x}"
  if inst.fmt == "SOPP" and inst.name == "s_delay_alu": return f"s_delay_alu {delay_text(inst.f['simm16'])}"
  if inst.fmt == "SOPP" and inst.name in ("s_waitcnt_depctr", "s_wait_alu"): return f"{inst.name} {depctr_text(inst.f['simm16'])}"
  if inst.fmt == "SOPP" and (inst.name == "s_barrier_wait" or inst.text.split(" ", 1)[1:2] == ["0x0"]): return f"{inst.name} 0x{inst.f['simm16']:x}"
  if inst.fmt == "SOPP" and inst.name.startswith(("s_sendmsg", "s_clause", "s_set_inst_prefetch")): ops = [f"0x{inst.f['simm16']:x}"]
  text = inst.name + (" " + ", ".join(ops) if ops else "")
  return f"{text} {m}" if (m := _modifiers(inst)) else text

SDWA_SELS = ["BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"]
def sdwa_text(inst: Inst) -> str:
  x, f = inst.sdwa or 0, inst.f
  sel = lambda v: SDWA_SELS[v] if v < len(SDWA_SELS) else str(v)
  s0 = sreg(x & 0xFF) if x >> 23 & 1 else f"v{x & 0xFF}"
  s1 = "" if "vsrc1" not in f else sreg(f["vsrc1"]) if x >> 31 & 1 else f"v{f['vsrc1']}"
  name = SUFFIX_E.sub("", inst.name) + "_sdwa"
  if inst.fmt == "VOPC":
    dst = sreg((x >> 8) & 0x7F, 2) if x >> 15 & 1 else "vcc"
    return f"{name} {dst}, {s0}, {s1} src0_sel:{sel(x >> 16 & 7)} src1_sel:{sel(x >> 24 & 7)}"
  ops = [f"v{f['vdst']}", s0] + ([s1] if "vsrc1" in inst.widths else [])
  unused = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "3"][x >> 11 & 3]
  mods = [f"dst_sel:{sel(x >> 8 & 7)}", f"dst_unused:{unused}", f"src0_sel:{sel(x >> 16 & 7)}"]
  if "vsrc1" in inst.widths: mods.append(f"src1_sel:{sel(x >> 24 & 7)}")
  return f"{name} {', '.join(ops)} {' '.join(mods)}"

def waitcnt_text(v: int, gfx9: bool = False) -> str:
  if gfx9:
    c9 = {"vmcnt": ((v & 0xF) | ((v >> 14) & 3) << 4, 0x3F), "expcnt": ((v >> 4) & 7, 7), "lgkmcnt": ((v >> 8) & 0xF, 0xF)}
    return " ".join(f"{k}({n})" for k, (n, mx) in c9.items() if n != mx) or "vmcnt(63) expcnt(7) lgkmcnt(15)"
  cnt = {"vmcnt": ((v >> 10) & 0x3F, 0x3F), "expcnt": (v & 7, 7), "lgkmcnt": ((v >> 4) & 0x3F, 0x3F)}
  return " ".join(f"{k}({n})" for k, (n, mx) in cnt.items() if n != mx) or "vmcnt(63) expcnt(7) lgkmcnt(63)"

DELAY_IDS = ["NO_DEP", "VALU_DEP_1", "VALU_DEP_2", "VALU_DEP_3", "VALU_DEP_4", "TRANS32_DEP_1", "TRANS32_DEP_2", "TRANS32_DEP_3",
             "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1", "SALU_CYCLE_2", "SALU_CYCLE_3"]
def delay_text(v: int) -> str:
  id0, skip, id1 = v & 0xF, (v >> 4) & 7, (v >> 7) & 0xF
  parts = [f"instid0({DELAY_IDS[id0] if id0 < len(DELAY_IDS) else id0})"] if id0 else []
  if skip: parts.append(f"instskip({['SAME', 'NEXT', 'SKIP_1', 'SKIP_2', 'SKIP_3', 'SKIP_4'][skip] if skip < 6 else skip})")
  if id1: parts.append(f"instid1({DELAY_IDS[id1] if id1 < len(DELAY_IDS) else id1})")
  return " | ".join(parts) or "0"

# s_waitcnt_depctr fields: (name, lo bit, width); LLVM prints those that differ from all ones
DEPCTR = (("depctr_hold_cnt", 7, 1), ("depctr_sa_sdst", 0, 1), ("depctr_va_vdst", 12, 4), ("depctr_va_sdst", 9, 3), ("depctr_va_ssrc", 8, 1),
          ("depctr_va_vcc", 1, 1), ("depctr_vm_vsrc", 2, 3))
def depctr_text(v: int) -> str:
  return " ".join(f"{n}({(v >> lo) & ((1 << w) - 1)})" for n, lo, w in DEPCTR if (v >> lo) & ((1 << w) - 1) != (1 << w) - 1) or f"0x{v:x}"

def vopd_ydst(f: dict[str, int]) -> int: return (f["vdsty"] << 1) | ((f["vdstx"] & 1) ^ 1)

def disassemble_elf(lib: bytes, arch: str) -> str:
  """Every function of a code object's .text, one instruction a line with its offset and words."""
  from tinygrad.runtime.support.elf import elf_parse
  elf = elf_parse(lib)
  text_i = next((i for i, s in enumerate(elf.sections) if s.name == ".text"), None)
  if text_i is None: raise DecodeError("the code object has no .text section")
  sec, lines = elf.sections[text_i], []
  names = {s.value: s.name for s in elf.symbols if s.shndx == text_i and s.name}
  for inst in decode_all(bytes(sec.data), arch):
    if inst.addr in names: lines.append(f"{names[inst.addr]}:")
    words = " ".join(f"{w:08X}" for w in struct.unpack(f"<{inst.size // 4}I", sec.data[inst.addr:inst.addr + inst.size]))
    lines.append(f"  {fmt_inst(inst):<56} // {inst.addr:012X}: {words}")
  return "\n".join(lines)
