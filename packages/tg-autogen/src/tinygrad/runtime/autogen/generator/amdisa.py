"""AMD GPU instruction tables from LLVM's AMDGPU disassembler: `python -m tinygrad.runtime.autogen.generator.amdisa [--check] [arch...]`.

For each encoding format of an ISA (the bit layouts of AMD's ISA reference, in FORMATS below) the generator sets the opcode field to
every value, fills the operand fields with distinct probe registers, and asks `llvm-mc --disassemble` what each word is. A valid
opcode gives its mnemonic, and the printed operands say which fields the instruction reads or writes and how many dwords each
register operand spans (`v[20:21]` is 2). The tables (`tinygrad.runtime.autogen.amd_isa.<family>`) record the llvm-mc version they came from.
"""
from __future__ import annotations
import argparse, glob, os, pathlib, pprint, re, shutil, subprocess, sys

OUT_DIR = pathlib.Path(__file__).resolve().parent.parent / "amd_isa"

# field: (lo bit, width) within the instruction's 32- or 64-bit word; "enc" is (lo, width, value); "op" is the opcode field
Fmt = dict[str, tuple[int, ...]]
RDNA_COMMON: dict[str, Fmt] = {
  "SOP2": {"enc": (30, 2, 0b10), "op": (23, 7), "sdst": (16, 7), "ssrc1": (8, 8), "ssrc0": (0, 8)},
  "SOPK": {"enc": (28, 4, 0b1011), "op": (23, 5), "sdst": (16, 7), "simm16": (0, 16)},
  "SOP1": {"enc": (23, 9, 0b101111101), "sdst": (16, 7), "op": (8, 8), "ssrc0": (0, 8)},
  "SOPC": {"enc": (23, 9, 0b101111110), "op": (16, 7), "ssrc1": (8, 8), "ssrc0": (0, 8)},
  "SOPP": {"enc": (23, 9, 0b101111111), "op": (16, 7), "simm16": (0, 16)},
  "VOP1": {"enc": (25, 7, 0b0111111), "vdst": (17, 8), "op": (9, 8), "src0": (0, 9)},
  "VOPC": {"enc": (25, 7, 0b0111110), "op": (17, 8), "vsrc1": (9, 8), "src0": (0, 9)},
  "VOP2": {"enc": (31, 1, 0), "op": (25, 6), "vdst": (17, 8), "vsrc1": (9, 8), "src0": (0, 9)},
  "VOP3": {"enc": (26, 6, 0b110101), "op": (16, 10), "clamp": (15, 1), "opsel": (11, 4), "abs": (8, 3), "sdst": (8, 7), "vdst": (0, 8),
           "neg": (61, 3), "omod": (59, 2), "src2": (50, 9), "src1": (41, 9), "src0": (32, 9)},
  "VOP3P": {"enc": (24, 8, 0b11001100), "op": (16, 7), "clamp": (15, 1), "opsel_hi2": (14, 1), "opsel": (11, 3), "neg_hi": (8, 3),
            "vdst": (0, 8), "neg": (61, 3), "opsel_hi": (59, 2), "src2": (50, 9), "src1": (41, 9), "src0": (32, 9)},
  "VOPD": {"enc": (26, 6, 0b110010), "opx": (22, 4), "opy": (17, 5), "vsrcx1": (9, 8), "srcx0": (0, 9),
           "vdstx": (56, 8), "vdsty": (49, 7), "vsrcy1": (41, 8), "srcy0": (32, 9)},
  "DS": {"enc": (26, 6, 0b110110), "op": (18, 8), "gds": (17, 1), "offset1": (8, 8), "offset0": (0, 8),
         "vdst": (56, 8), "data1": (48, 8), "data0": (40, 8), "addr": (32, 8)},
}
FORMATS: dict[str, dict[str, Fmt]] = {
  "rdna3": {**RDNA_COMMON,
    "SMEM": {"enc": (26, 6, 0b111101), "op": (18, 8), "glc": (14, 1), "dlc": (13, 1), "sdata": (6, 7), "sbase": (0, 6),
             "soffset": (57, 7), "offset": (32, 21)},
    "FLAT": {"enc": (26, 6, 0b110111), "op": (18, 7), "seg": (16, 2), "slc": (15, 1), "glc": (14, 1), "dlc": (13, 1), "offset": (0, 13),
             "vdst": (56, 8), "sve": (55, 1), "saddr": (48, 7), "data": (40, 8), "addr": (32, 8)},
  },
}
FORMATS["rdna4"] = {**RDNA_COMMON,
  "SMEM": {"enc": (26, 6, 0b111101), "op": (13, 8), "sdata": (6, 7), "sbase": (0, 6), "soffset": (57, 7), "offset": (32, 24)},
  "FLAT": {"enc": (26, 6, 0b111011), "seg": (24, 2), "op": (14, 8), "saddr": (0, 7), "vdst": (32, 8), "sve": (49, 1), "data": (55, 8),
           "addr": (64, 8), "offset": (72, 24)},
}
SOP = {k: RDNA_COMMON[k] for k in ("SOP2", "SOPK", "SOP1", "SOPC", "SOPP", "VOP1", "VOPC", "VOP2")}
FORMATS["cdna4"] = {**SOP,
  "VOP3": {"enc": (26, 6, 0b110100), "op": (16, 10), "clamp": (15, 1), "opsel": (11, 4), "abs": (8, 3), "sdst": (8, 7), "vdst": (0, 8),
           "neg": (61, 3), "omod": (59, 2), "src2": (50, 9), "src1": (41, 9), "src0": (32, 9)},
  "VOP3P": {"enc": (23, 9, 0b110100111), "op": (16, 7), "clamp": (15, 1), "opsel_hi2": (14, 1), "opsel": (11, 3), "neg_hi": (8, 3),
            "vdst": (0, 8), "neg": (61, 3), "opsel_hi": (59, 2), "src2": (50, 9), "src1": (41, 9), "src0": (32, 9)},
  "SMEM": {"enc": (26, 6, 0b110000), "op": (18, 8), "imm": (17, 1), "glc": (16, 1), "soe": (14, 1), "sdata": (6, 7), "sbase": (0, 6),
           "soffset": (57, 7), "offset": (32, 21)},
  "DS": {"enc": (26, 6, 0b110110), "acc": (25, 1), "op": (17, 8), "gds": (16, 1), "offset1": (8, 8), "offset0": (0, 8),
         "vdst": (56, 8), "data1": (48, 8), "data0": (40, 8), "addr": (32, 8)},
  "FLAT": {"enc": (26, 6, 0b110111), "op": (18, 7), "slc": (17, 1), "glc": (16, 1), "seg": (14, 2), "sve": (13, 1), "offset": (0, 13),
           "vdst": (56, 8), "acc": (55, 1), "saddr": (48, 7), "data": (40, 8), "addr": (32, 8)},
}
ARCHS = {"rdna3": "gfx1100", "rdna4": "gfx1201", "cdna4": "gfx950"}
# per-family probe values where the defaults mean something else (gfx9's "off" SGPR address is 0x7F)
PROBE_FAMILY = {"cdna4": {"saddr": 0x7F, "soffset": 0}}
# probe values of the operand fields: distinct register numbers, aligned for 64..512-bit operands (9-bit sources: 256 + VGPR)
PROBE = {"vdst": 8, "sdst": 8, "sdata": 16, "sbase": 2, "src0": 256 + 16, "src1": 256 + 24, "src2": 256 + 32, "ssrc0": 16, "ssrc1": 24,
         "vsrc1": 24, "addr": 16, "data0": 24, "data1": 32, "data": 24, "soffset": 0x7C, "saddr": 0x7C,
         "srcx0": 256 + 16, "vsrcx1": 24, "srcy0": 256 + 33, "vsrcy1": 41, "vdstx": 8, "vdsty": 0}
FIELD_OF_REG = {8: "vdst", 16: "src0", 24: "src1", 32: "src2"}  # printed register number -> the field it came from (per format, below)

def llvm_tool(name: str) -> str | None:
  """The newest LLVM `name` (LLVM_MC / LLVM_OBJDUMP override): Debian installs versioned copies under /usr/lib/llvm-N/bin."""
  if (v := os.environ.get(f"LLVM_{name.split('-')[-1].upper()}")): return shutil.which(v)
  cands = sorted(glob.glob(f"/usr/lib/llvm-*/bin/{name}"), key=lambda p: int(re.sub(r"\D", "", p.split("/")[3]) or 0))
  return cands[-1] if cands else shutil.which(name)

def llvm_major(tool: str) -> int | None:
  """The LLVM major version `tool --version` reports (None when it does not run or says none)."""
  try: out = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=30).stdout
  except (OSError, subprocess.SubprocessError): return None
  return int(m[1]) if (m := re.search(r"LLVM version (\d+)", out)) else None

def encode(fmt: Fmt, vals: dict[str, int]) -> bytes:
  word = fmt["enc"][2] << fmt["enc"][0]
  for k, v in vals.items(): word |= (v & ((1 << fmt[k][1]) - 1)) << fmt[k][0]
  return word.to_bytes(4 * -(-max(lo + w for lo, w, *_ in fmt.values()) // 32), "little")

def classify(fmts: dict[str, Fmt], word: int) -> str | None:
  """The format of a first dword: the longest matching encoding prefix (SOP2's opcode space holds SOP1/SOPC/SOPP/SOPK's prefixes)."""
  for name, f in sorted(fmts.items(), key=lambda kv: -kv[1]["enc"][1]):
    lo, w, v = f["enc"]
    if (word >> lo) & ((1 << w) - 1) == v: return name
  return None

# llvm-mc rejects some encodings whose unused operand fields are not zero: the probes that fail are retried with these zeroed
# ("+field": set to all ones, as WMMA's op_sel_hi must be)
RETRY_ZERO = (("+opsel_hi", "+opsel_hi2"),
              ("vdst", "data1"), ("vdst", "data1", "data0"), ("vdst", "data"), ("vdst", "data", "addr"), ("vsrcx1",), ("vsrcy1",),
              ("vsrcx1", "vsrcy1"))

def probes(fmts: dict[str, Fmt], fname: str, zero: tuple[str, ...] = ()) -> list[tuple[tuple[int, ...], bytes]]:
  fmt = fmts[fname]
  return [(k, b) for k, b in _probes(fname, fmt, zero) if classify(fmts, int.from_bytes(b[:4], "little")) == fname]

def _probes(fname: str, fmt: Fmt, zero: tuple[str, ...]) -> list[tuple[tuple[int, ...], bytes]]:
  probe = PROBE | PROBE_FAMILY.get(FAMILY[0], {})
  base = {k: 0 if k in zero else v for k, v in probe.items() if k in fmt and not (k == "sdst" and "vdst" in fmt)}
  base |= {k[1:]: (1 << fmt[k[1:]][1]) - 1 for k in zero if k[:1] == "+" and k[1:] in fmt}
  if fname == "VOPD":
    return [((x, y), encode(fmt, {**base, "opx": x, "opy": y})) for x in range(16) for y in range(32)]
  if fname == "FLAT": return [((seg, op), encode(fmt, {**base, "op": op, "seg": seg})) for seg in range(3) for op in range(1 << fmt["op"][1])]
  return [((op,), encode(fmt, {**base, "op": op})) for op in range(1 << fmt["op"][1])]

# a marker instruction (s_movk_i32 s0, 0x1d5a) between the probes, so each probe's output is the text between two markers; an
# invalid dword after each probe is the literal constant of those that take one
MARKER, PAD = bytes.fromhex("5a1d00b0"), b"\xff" * 4

def disassemble(mc: str, cpu: str, fmt: Fmt, blobs: list[bytes]) -> list[str | None]:
  """One llvm-mc run over every probe: the text of each, None where llvm-mc calls the encoding invalid. A probe's text must carry
  its opcode (llvm-mc prints the encoding it would emit): an invalid first dword makes llvm-mc try the next one."""
  src = "".join(",".join(f"0x{b:02x}" for b in m) + "\n" for m in [x for blob in blobs for x in (MARKER, blob + PAD)] + [MARKER])
  p = subprocess.run([mc, "--disassemble", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-encoding"], input=src, capture_output=True, text=True)
  groups: list[list[tuple[str, bytes]]] = []
  for ln in p.stdout.splitlines():
    if "; encoding:" not in ln: continue
    txt, enc = ln.split("; encoding:")
    if txt.strip() == "s_movk_i32 s0, 0x1d5a": groups.append([])
    elif groups: groups[-1].append((txt.strip(), bytes(int(x, 16) for x in enc.strip(" []").split(","))))
  if len(groups) != len(blobs) + 1: raise RuntimeError(f"llvm-mc printed {len(groups) - 1} probe groups for {len(blobs)} probes:\n{p.stderr[:2000]}")
  opf = [k for k in fmt if k in ("op", "opx", "opy", "seg")]
  def same_op(a: bytes, b: bytes) -> bool:
    wa, wb = (int.from_bytes(x[:12].ljust(12, b"\0"), "little") for x in (a, b))
    return all((wa >> fmt[k][0]) & ((1 << fmt[k][1]) - 1) == (wb >> fmt[k][0]) & ((1 << fmt[k][1]) - 1) for k in opf + ["enc"])
  return [g[0][0] if g and same_op(g[0][1], blob) else None for g, blob in zip(groups, blobs)]

REG = re.compile(r"^(v|s|a|ttmp)(?:(\d+)|\[(\d+):(\d+)\])(\.[lh])?$")
HALF = -1  # the dword count recorded for a true16 operand: half of a VGPR (`v16.l`), the high half chosen by a bit of the field

def operands(text: str) -> list[tuple[str, int, int] | str]:
  """Printed operands: (kind, first register, dword count) for registers, the raw text otherwise."""
  parts = re.sub(r"/\*.*?\*/", "", text).split(None, 1)  # llvm-mc's comments (a probe register of the wrong class) are not operands
  if len(parts) < 2: return []
  out: list[tuple[str, int, int] | str] = []
  for tok in (t.strip() for t in parts[1].split(",")):
    tok = tok.split()[0] if tok else tok
    if (m := REG.match(tok)): out.append((m[1], int(m[2]), HALF if m[5] else 1) if m[2] else (m[1], int(m[3]), int(m[4]) - int(m[3]) + 1))
    elif tok == "vcc": out.append(("s", 106, 2))
    elif tok == "vcc_lo": out.append(("s", 106, 1))
    else: out.append(tok)
  return out

def widths(fname: str, fmt: Fmt, text: str, zero: tuple[str, ...] = ()) -> dict[str, int]:
  """Which fields the instruction names, with the dword count of each register operand (0 for a field printed as a non-register)."""
  probe = {k: 0 if k in zero else v - 256 if v >= 256 else v for k, v in PROBE.items() if k in fmt}
  by_num: dict[int, list[str]] = {}
  for k, v in probe.items(): by_num.setdefault(v, []).append(k)
  res: dict[str, int] = {}
  ops = operands(text)
  for i, o in enumerate(ops):
    if isinstance(o, str): continue
    kind, num, n = o
    names = [f for f in by_num.get(num, []) if f not in res]
    if num == 0 and len(names) > 1: names = [f for f in names if (f == "vdst") == (i == 0)] or names  # zeroed: the first operand is vdst
    if fname == "VOP3" and i == 1 and kind == "s" and not names: names = ["sdst"]  # VOP3SD: the carry/VCC output
    if fname in ("VOPC", "VOP3") and i == 0 and kind == "s" and num == 106: names = ["vcc"]
    if names: res[names[0]] = n
  return res

FAMILY = [""]  # the family being generated (its probe values)

def generate(family: str, mc: str) -> str:
  cpu, FAMILY[0] = ARCHS[family], family
  version = subprocess.run([mc, "--version"], capture_output=True, text=True).stdout
  ver = re.search(r"LLVM version ([\d.]+)", version)
  table: dict[str, dict] = {}
  for fname, fmt in FORMATS[family].items():
    ps = probes(FORMATS[family], fname)
    texts = disassemble(mc, cpu, fmt, [b for _, b in ps])
    zeroed: list[tuple[str, ...]] = [()] * len(ps)
    for zero in RETRY_ZERO if fname in ("DS", "FLAT", "VOPD", "VOP3P") else ():
      if not (miss := [i for i, t in enumerate(texts) if t is None]): break
      alt = dict(probes(FORMATS[family], fname, zero))
      for i, t in zip(miss, disassemble(mc, cpu, fmt, [alt[ps[i][0]] for i in miss])): texts[i], zeroed[i] = t, zero
    if fname == "VOPD":
      xs: dict[int, str] = {}
      ys: dict[int, str] = {}
      for (x, y), t in zip((k for k, _ in ps), texts):
        if t is None or "::" not in t: continue
        a, b = (s.strip().split()[0] for s in t.split("::"))
        xs.setdefault(x, a)
        ys.setdefault(y, b)
      table[fname] = {"X": dict(sorted(xs.items())), "Y": dict(sorted(ys.items()))}
      continue
    ent: dict = {}
    for (key, _), t, z in zip(ps, texts, zeroed):
      if t is None or not t.split(): continue
      ent[key if len(key) > 1 else key[0]] = (t.split()[0], widths(fname, fmt, t, z), t)
    table[fname] = ent
  fmts = {f: {k: v for k, v in fmt.items()} for f, fmt in FORMATS[family].items()}
  head = (f"# Code generated by tg-autogen from llvm-mc {ver[1] if ver else '?'} --disassemble -mcpu={cpu} (LLVM's AMDGPU disassembler); "
          f"DO NOT EDIT.\n# Regenerate with: python -m tinygrad.runtime.autogen.generator.amdisa {family}\n# mypy: ignore-errors\n")
  body = (f'"""{family} instruction tables: FORMATS[format][field] = (lo bit, width[, value]); OPS[format][opcode] = (mnemonic, '
          '{field: register dwords (-1: a true16 half VGPR)}, llvm-mc text of the probe)."""\n'
          f"LLVM_VERSION = {ver[1] if ver else '?'!r}\nARCH = {cpu!r}\n"
          f"FORMATS = {pprint.pformat(fmts, width=150, compact=True, sort_dicts=False)}\n"
          f"OPS = {pprint.pformat(table, width=150, compact=True, sort_dicts=False)}\n")
  return head + body

def main(argv: list[str] | None = None) -> int:
  ap = argparse.ArgumentParser(prog="amdisa", description=__doc__)
  ap.add_argument("families", nargs="*", default=list(ARCHS), help=f"ISA families (default: all of {list(ARCHS)})")
  ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if a table differs from what is on disk")
  ap.add_argument("--out", type=pathlib.Path, default=OUT_DIR)
  args = ap.parse_args(argv)
  if (mc := llvm_tool("llvm-mc")) is None:
    print("llvm-mc not found: apt-get install llvm-22 (or set LLVM_MC)", file=sys.stderr)
    return 2
  rc = 0
  for fam in args.families:
    if fam not in ARCHS: ap.error(f"unknown family {fam!r}; one of {list(ARCHS)}")
    text, path = generate(fam, mc), args.out / f"{fam}.py"
    if args.check:
      if not path.exists() or path.read_text() != text: print(f"{path} differs from a fresh generation", file=sys.stderr); rc = 1
    else: path.write_text(text)
  return rc

if __name__ == "__main__": sys.exit(main())
