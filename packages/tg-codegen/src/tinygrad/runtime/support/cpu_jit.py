"""The x86-64 JIT linker of the CPU device: a relocatable object (what the C or LLVM compiler emits for a kernel) laid out as an
image that runs from anonymous memory, with a GOT and call stubs for the host functions (libm, libgcc_s, libc) it calls."""
from __future__ import annotations
import ctypes, ctypes.util, functools, mmap, struct
from collections.abc import Callable
from dataclasses import dataclass
from tinygrad.runtime.support.elf import EM_X86_64, ET_REL, SHF_ALLOC, SHF_WRITE, SHN_ABS, SHN_COMMON, SHN_UNDEF, STB_WEAK, STT_SECTION, \
  ElfError, ElfFile, ElfReloc, _check, elf_parse

MAX_IMAGE, PAGE = 1 << 30, mmap.PAGESIZE  # kernels are kilobytes; a corrupt .bss size or alignment must not allocate the machine away

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
