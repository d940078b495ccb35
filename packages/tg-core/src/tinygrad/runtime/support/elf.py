"""ELF64 parsing: the sections, symbols and RELA relocations of an object, every offset and size checked (ElfError otherwise).

The GPU runtimes read their code objects with it; tg-codegen's CPU JIT linker (runtime/support/cpu_jit.py) links with it."""
from __future__ import annotations
import struct
from dataclasses import dataclass

class ElfError(ValueError): pass

EHDR, SHDR, SYM, RELA = struct.Struct("<16sHHIQQQIHHHHHH"), struct.Struct("<IIQQQQIIQQ"), struct.Struct("<IBBHQQ"), struct.Struct("<QQq")
SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_NOBITS, SHT_REL = 2, 3, 4, 8, 9
SHF_WRITE, SHF_ALLOC, ET_REL, EM_X86_64 = 0x1, 0x2, 1, 62
SHN_UNDEF, SHN_LORESERVE, SHN_ABS, SHN_COMMON, SHN_XINDEX = 0, 0xff00, 0xfff1, 0xfff2, 0xffff
STB_WEAK, STT_SECTION = 2, 3

@dataclass(frozen=True)
class ElfSection:
  name: str
  type: int
  flags: int
  addr: int
  offset: int
  size: int
  link: int
  info: int
  align: int
  entsize: int
  data: bytes  # empty for NOBITS (.bss)

@dataclass(frozen=True)
class ElfSymbol:
  name: str
  value: int
  size: int
  bind: int
  type: int
  shndx: int

@dataclass(frozen=True)
class ElfReloc:
  section: int  # index of the section the relocation patches
  offset: int
  type: int
  sym: int
  addend: int

@dataclass(frozen=True)
class ElfFile:
  type: int
  machine: int
  sections: tuple[ElfSection, ...]
  symbols: tuple[ElfSymbol, ...]
  relocs: tuple[ElfReloc, ...]

def _check(ok: bool, what: str) -> None:
  if not ok: raise ElfError(f"corrupt or truncated ELF object: {what}; recompile it (the file was cut short or its bytes were changed)")

def _cstr(table: bytes, off: int, what: str) -> str:
  _check(off < len(table) or (off == 0 and not table), f"{what} name offset {off} is past its string table of {len(table)} bytes")
  end = table.find(b"\0", off)
  _check(end >= 0 or not table, f"{what} name at offset {off} has no terminating NUL")
  return table[off:end].decode(errors="replace") if table else ""

def _sections(blob: bytes, shoff: int, shnum: int, shstrndx: int) -> tuple[ElfSection, ...]:
  _check(shoff + shnum * SHDR.size <= len(blob), f"{shnum} section headers at offset {shoff} run past the end of the {len(blob)}-byte file")
  _check(shstrndx < shnum, f"section-name table index {shstrndx} is not below the section count {shnum}")
  raw = [SHDR.unpack_from(blob, shoff + i * SHDR.size) for i in range(shnum)]
  for i, (_, typ, _, _, off, size, _, _, align, _) in enumerate(raw):
    _check(typ == SHT_NOBITS or off + size <= len(blob), f"section {i} [{off}, {off + size}) runs past the end of the {len(blob)}-byte file")
    _check(align & (align - 1) == 0, f"section {i} alignment {align} is not a power of two")
  def data(r: tuple) -> bytes: return b"" if r[1] == SHT_NOBITS else blob[r[4]:r[4] + r[5]]
  names = data(raw[shstrndx])
  return tuple(ElfSection(_cstr(names, nm, f"section {i}"), typ, flags, addr, off, size, link, info, align, entsize, data(r))
               for i, r in enumerate(raw) for nm, typ, flags, addr, off, size, link, info, align, entsize in [r])

def _table(secs: tuple[ElfSection, ...], i: int, st: struct.Struct, what: str) -> list[tuple]:
  s = secs[i]
  _check(s.entsize == st.size and s.size % st.size == 0, f"{what} section {s.name!r} has entry size {s.entsize} and size {s.size}, not {st.size}")
  return [st.unpack_from(s.data, o) for o in range(0, s.size, st.size)]

def _symbols(secs: tuple[ElfSection, ...]) -> tuple[int, tuple[ElfSymbol, ...]]:
  idx = [i for i, s in enumerate(secs) if s.type == SHT_SYMTAB]
  if not idx: return -1, ()
  _check(len(idx) == 1, f"{len(idx)} symbol tables, an object has at most one")
  _check(0 < secs[idx[0]].link < len(secs) and secs[secs[idx[0]].link].type == SHT_STRTAB, "the symbol table's string table index is invalid")
  strtab, syms = secs[secs[idx[0]].link].data, []
  for j, (name, info, _, shndx, value, size) in enumerate(_table(secs, idx[0], SYM, "symbol table")):
    _check(shndx < len(secs) or shndx >= SHN_LORESERVE, f"symbol {j} refers to section {shndx} of {len(secs)}")
    if shndx == SHN_XINDEX: raise ElfError(f"symbol {j} uses extended section indices; objects with over 65280 sections are not supported")
    if 0 < shndx < len(secs) and secs[shndx].flags & SHF_ALLOC: _check(value <= secs[shndx].size, f"symbol {j} value {value} is outside its section")
    syms.append(ElfSymbol(_cstr(strtab, name, f"symbol {j}"), value, size, info >> 4, info & 0xf, shndx))
  return idx[0], tuple(syms)

def _relocs(secs: tuple[ElfSection, ...], symtab: int, nsyms: int) -> tuple[ElfReloc, ...]:
  out = []
  for i, s in enumerate(secs):
    if s.type == SHT_REL: raise ElfError(f"section {s.name!r} holds REL relocations; only RELA (what x86-64 and AArch64 compilers emit) is supported")
    if s.type != SHT_RELA: continue
    _check(s.link == symtab, f"relocation section {s.name!r} links to section {s.link}, not the symbol table")
    _check(0 < s.info < len(secs) and secs[s.info].type != SHT_NOBITS, f"relocation section {s.name!r} patches section {s.info}, not one with data")
    for off, info, addend in _table(secs, i, RELA, "relocation"):
      _check(info >> 32 < nsyms, f"a relocation in {s.name!r} names symbol {info >> 32} of {nsyms}")
      _check(off < secs[s.info].size, f"a relocation in {s.name!r} at offset {off} is outside the {secs[s.info].size}-byte section it patches")
      out.append(ElfReloc(s.info, off, info & 0xffffffff, info >> 32, addend))
  return tuple(out)

def elf_parse(blob: bytes) -> ElfFile:
  """Parse a little-endian ELF64 file's sections, symbols and RELA relocations, checking every offset and size first."""
  blob = bytes(blob)
  _check(len(blob) >= EHDR.size, f"{len(blob)} bytes is shorter than the {EHDR.size}-byte ELF64 header")
  ident, etype, machine, _, _, _, shoff, _, ehsize, _, _, shentsize, shnum, shstrndx = EHDR.unpack_from(blob)
  if ident[:4] != b"\x7fELF": raise ElfError(f"not an ELF file (magic {ident[:4]!r}); expected an object file from a compiler")
  if ident[4] != 2 or ident[5] != 1: raise ElfError(f"ELF class {ident[4]} / data encoding {ident[5]}: only 64-bit little-endian ELF is supported")
  _check(ehsize == EHDR.size and shentsize == SHDR.size, f"header size {ehsize} / section header size {shentsize} are not ELF64's 64 / 64")
  _check(shnum > 0, "no section headers (or extended numbering, which is not supported)")
  secs = _sections(blob, shoff, shnum, shstrndx)
  symtab, syms = _symbols(secs)
  return ElfFile(etype, machine, secs, syms, _relocs(secs, symtab, len(syms)))
