"""ELF64 parsing, and a JIT linker that turns an x86-64 relocatable object into an image that runs from anonymous memory."""
from __future__ import annotations
import ctypes, ctypes.util, functools, mmap, struct
from collections.abc import Callable
from dataclasses import dataclass

class ElfError(ValueError): pass

EHDR, SHDR, SYM, RELA = struct.Struct("<16sHHIQQQIHHHHHH"), struct.Struct("<IIQQQQIIQQ"), struct.Struct("<IBBHQQ"), struct.Struct("<QQq")
SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_NOBITS, SHT_REL = 2, 3, 4, 8, 9
SHF_WRITE, SHF_ALLOC, ET_REL, EM_X86_64 = 0x1, 0x2, 1, 62
SHN_UNDEF, SHN_LORESERVE, SHN_ABS, SHN_COMMON, SHN_XINDEX = 0, 0xff00, 0xfff1, 0xfff2, 0xffff
STB_WEAK, STT_SECTION = 2, 3
MAX_IMAGE, PAGE = 1 << 30, mmap.PAGESIZE  # kernels are kilobytes; a corrupt .bss size or alignment must not allocate the machine away

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

# ---- the x86-64 JIT linker ----

# relocation type: (name, struct format of the patched field, value from S symbol, A addend, P place, G got slot, GOT base)
X86_64_RELOCS: dict[int, tuple[str, str, Callable[[int, int, int, int, int], int]]] = {
  1: ("R_X86_64_64", "<Q", lambda s, a, p, g, got: s + a),
  2: ("R_X86_64_PC32", "<i", lambda s, a, p, g, got: s + a - p),
  4: ("R_X86_64_PLT32", "<i", lambda s, a, p, g, got: s + a - p),
  9: ("R_X86_64_GOTPCREL", "<i", lambda s, a, p, g, got: g + a - p),
  10: ("R_X86_64_32", "<I", lambda s, a, p, g, got: s + a),
  11: ("R_X86_64_32S", "<i", lambda s, a, p, g, got: s + a),
  25: ("R_X86_64_GOTOFF64", "<q", lambda s, a, p, g, got: s + a - got),
  27: ("R_X86_64_GOT64", "<q", lambda s, a, p, g, got: g - got + a),
  29: ("R_X86_64_GOTPC64", "<q", lambda s, a, p, g, got: got + a - p),
  41: ("R_X86_64_GOTPCRELX", "<i", lambda s, a, p, g, got: g + a - p),
  42: ("R_X86_64_REX_GOTPCRELX", "<i", lambda s, a, p, g, got: g + a - p),
}
_GOT_RELOCS = {9, 27, 41, 42}
STUB = b"\xff\x25"  # jmp qword ptr [rip + rel32] through the symbol's GOT slot, padded to 8 bytes

@functools.cache
def _libs() -> tuple[ctypes.CDLL, ...]:
  names = [ctypes.util.find_library(n) for n in ("m", "gcc_s")]
  return tuple(ctypes.CDLL(n) for n in names if n) + (ctypes.CDLL(None),)

@functools.cache
def host_symbol(name: str) -> int | None:
  """The address of a function in libm, libgcc_s or the process (libc), or None."""
  for lib in _libs():
    try: return ctypes.cast(getattr(lib, name), ctypes.c_void_p).value
    except AttributeError: continue
  return None

def _align(x: int, a: int) -> int: return (x + max(a, 1) - 1) // max(a, 1) * max(a, 1)

@dataclass(frozen=True)
class JitImage:
  """A laid-out object: read-only sections, a GOT, call stubs, then writable sections; `link(base)` fills in the bytes."""
  elf: ElfFile
  placed: dict[int, int]  # section index -> image offset
  got: dict[int, int]  # symbol index -> GOT slot offset
  stubs: dict[int, int]  # undefined symbol index -> call stub offset
  external: dict[int, int]  # undefined symbol index -> host address
  got_base: int
  rx_size: int  # bytes [0, rx_size) hold code, constants, GOT and stubs (read+execute); the rest is writable data on later pages
  size: int

  @property
  def symbols(self) -> dict[str, int]:
    """Image offsets of the named functions and data objects the object defines."""
    return {s.name: self.placed[s.shndx] + s.value for s in self.elf.symbols if s.name and s.type != STT_SECTION and s.shndx in self.placed}

  def addr(self, sym: int, base: int) -> int:
    s = self.elf.symbols[sym]
    if sym == 0: return 0
    if sym in self.external: return self.external[sym]
    if s.shndx == SHN_ABS: return s.value
    if s.name == "_GLOBAL_OFFSET_TABLE_" and s.shndx == SHN_UNDEF: return base + self.got_base
    if s.shndx not in self.placed: raise ElfError(f"symbol {s.name!r} lives in section {s.shndx}, which is not loaded (not SHF_ALLOC)")
    return base + self.placed[s.shndx] + s.value

  def link(self, base: int = 0) -> bytes:
    """The image's bytes when it is loaded at address `base` (PC-relative code is the same for every base; absolute relocations are not)."""
    img = bytearray(self.size)
    for i, off in self.placed.items(): img[off:off + len(self.elf.sections[i].data)] = self.elf.sections[i].data
    for sym, off in self.got.items(): struct.pack_into("<Q", img, off, self.addr(sym, base))
    for sym, off in self.stubs.items(): img[off:off + 8] = STUB + struct.pack("<i", self.got[sym] - (off + 6)) + b"\xcc\xcc"
    for r in self.elf.relocs:
      if r.section in self.placed: self._patch(img, r, base)
    return bytes(img)

  def _patch(self, img: bytearray, r: ElfReloc, base: int) -> None:
    if r.type == 0: return
    if r.type not in X86_64_RELOCS: raise ElfError(f"relocation type {r.type} is not supported; compile with -fPIC and the small code model")
    name, fmt, fxn = X86_64_RELOCS[r.type]
    sec = self.elf.sections[r.section]
    _check(r.offset + struct.calcsize(fmt) <= sec.size, f"{name} at offset {r.offset} runs past the end of the {sec.size}-byte section {sec.name!r}")
    # a call or jmp to a host function goes through its stub (libm is too far for rel32); data references get the real address
    is_call = r.type == 4 or (r.type == 2 and r.offset > 0 and sec.data[r.offset - 1] in (0xE8, 0xE9))
    s = base + self.stubs[r.sym] if is_call and r.sym in self.stubs else self.addr(r.sym, base)
    val = fxn(s, r.addend, base + self.placed[r.section] + r.offset, base + self.got.get(r.sym, 0), base + self.got_base)
    if fmt in ("<Q", "<q"): fmt, val = "<Q", val & (2**64 - 1)
    try: struct.pack_into(fmt, img, self.placed[r.section] + r.offset, val)
    except struct.error: raise ElfError(f"{name} to {self.elf.symbols[r.sym].name!r} does not fit: value {val:#x} at base {base:#x}; "
                                        "compile with -fPIC so code does not use absolute 32-bit addresses") from None

def _resolve(elf: ElfFile, sym: int, resolve: Callable[[str], int | None]) -> int:
  s = elf.symbols[sym]
  if (addr := resolve(s.name)) is not None: return addr
  if s.bind == STB_WEAK: return 0
  raise ElfError(f"undefined symbol {s.name!r}: not found in libm, libgcc_s or libc; the kernel calls a function the host does not provide")

def jit_layout(obj: bytes, resolve: Callable[[str], int | None] = host_symbol) -> JitImage:
  """Lay out an x86-64 relocatable object's loadable sections and give every referenced undefined symbol a GOT slot and a call stub."""
  elf = elf_parse(obj)
  if elf.type != ET_REL or elf.machine != EM_X86_64:
    raise ElfError(f"the JIT loader takes x86-64 relocatable objects (type {ET_REL}, machine {EM_X86_64}), got type {elf.type} machine {elf.machine}")
  if any(s.shndx == SHN_COMMON for s in elf.symbols): raise ElfError("the object has COMMON symbols; compile with -fno-common")
  loaded = [i for i, sec in enumerate(elf.sections) if sec.flags & SHF_ALLOC]
  used = {r.sym for r in elf.relocs if r.section in loaded and r.type != 0}
  undef = sorted(j for j in used if j != 0 and elf.symbols[j].shndx == SHN_UNDEF and elf.symbols[j].name != "_GLOBAL_OFFSET_TABLE_")
  external = {j: _resolve(elf, j, resolve) for j in undef}
  got_syms = sorted({r.sym for r in elf.relocs if r.section in loaded and r.type in _GOT_RELOCS} | set(undef))
  # read-only sections, the GOT and the stubs come first and become read+execute; writable data (if any) starts on its own page
  if big := [elf.sections[i].name for i in loaded if elf.sections[i].align > PAGE]:
    raise ElfError(f"sections {big} ask for alignment over the {PAGE}-byte page the JIT image is aligned to")
  writable = [i for i in loaded if elf.sections[i].flags & SHF_WRITE and elf.sections[i].size]
  placed, off = _place(elf, [i for i in loaded if i not in writable], 0)
  got_base = _align(off, 8)
  got = {j: got_base + 8 * k for k, j in enumerate(got_syms)}
  stub_base = _align(got_base + 8 * len(got), 16)
  stubs = {j: stub_base + 8 * k for k, j in enumerate(undef)}
  rx_size = stub_base + 8 * len(stubs)
  rw_placed, size = _place(elf, writable, _align(rx_size, PAGE) if writable else rx_size)
  return JitImage(elf, placed | rw_placed, got, stubs, external, got_base, _align(rx_size, PAGE) if writable else rx_size, size)

def _place(elf: ElfFile, secs: list[int], off: int) -> tuple[dict[int, int], int]:
  placed = {}
  for i in secs: placed[i], off = _align(off, elf.sections[i].align), _align(off, elf.sections[i].align) + elf.sections[i].size
  if off > MAX_IMAGE: raise ElfError(f"the object's loadable sections need {off} bytes, over the {MAX_IMAGE}-byte limit for a JIT image")
  return placed, off

def jit_loader(obj: bytes, base: int = 0) -> bytes:
  """The bytes of `obj` linked to run at address `base` (undefined symbols resolved from libm, libgcc_s and libc)."""
  return jit_layout(obj).link(base)
