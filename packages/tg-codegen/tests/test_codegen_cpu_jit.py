"""The CPU device's x86-64 JIT linker on objects from the system C compiler: every relocation lands on its symbol, bad input is an ElfError."""
import mmap, os, random, shutil, struct, subprocess, tempfile
import pytest
from tinygrad.runtime.support.elf import EHDR, RELA, SHDR, ElfError, elf_parse
from tinygrad.runtime.support.cpu_jit import host_symbol, jit_layout, jit_loader

CC = shutil.which(os.getenv("CC", "cc"))
CFLAGS = ["-x", "c", "-O2", "-ffreestanding", "-fno-math-errno", "-nostdlib", "-fno-common", "-fno-stack-protector", "-c"]
pytestmark = pytest.mark.skipif(os.uname().machine != "x86_64", reason="the JIT linker targets x86-64")

KERNEL_C = """
int counter;
float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
void *memcpy(void *, const void *, unsigned long);
float sinf(float);
void kern(float* restrict out, const float* restrict in, int n, int core_id) {
  memcpy(out, in, (unsigned long)n * 4);
  for (int i = 0; i < n; i++) out[i] = out[i] * table[i & 3] + sinf(in[i]) + 0.25f;
  counter += n;
}
"""
ABS_C = """float table[4] = {1, 2, 3, 4};
void kern(unsigned long* o, unsigned* p) { o[0] = (unsigned long)&table[1]; p[0] = (unsigned)(unsigned long)&table[2]; }
"""

def cc_object(src: str, *flags: str) -> bytes:
  if CC is None: pytest.skip("no C compiler")
  with tempfile.TemporaryDirectory() as tmp:
    subprocess.run([CC, *CFLAGS, *flags, "-", "-o", f"{tmp}/k.o"], input=src.encode(), check=True, capture_output=True)
    with open(f"{tmp}/k.o", "rb") as f: return f.read()

@pytest.fixture(scope="module")
def pic_obj() -> bytes: return cc_object(KERNEL_C, "-fPIC")

def sym_addr(img, base: int, idx: int) -> int:
  s = img.elf.symbols[idx]
  if s.shndx != 0: return base + img.placed[s.shndx] + s.value
  addr = host_symbol(s.name)
  assert addr is not None
  return addr

def referenced(data: bytes, img, base: int, r) -> int:
  """The address a patched small-model field points at, following call stubs and GOT slots the way the CPU would."""
  fmt = {1: "<Q", 10: "<I", 11: "<i"}.get(r.type, "<i")
  at = img.placed[r.section] + r.offset
  val = struct.unpack_from(fmt, data, at)[0] - r.addend
  if r.type in (1, 10, 11): return val
  target = val + base + at
  if r.type in (9, 41, 42): return struct.unpack_from("<Q", data, target - base)[0]
  if img.elf.symbols[r.sym].shndx != 0: return target
  assert data[target - base:target - base + 2] == b"\xff\x25", "a call to an undefined symbol must land on a jmp-through-GOT stub"
  slot = target + 6 + struct.unpack_from("<i", data, target - base + 2)[0]
  return struct.unpack_from("<Q", data, slot - base)[0]

@pytest.mark.parametrize("flags", [("-fPIC",), ("-fPIC", "-fno-plt"), ("-fPIC", "-Wa,-mrelax-relocations=no")])
def test_every_relocation_points_at_its_symbol(flags):
  img, base = jit_layout(obj := cc_object(KERNEL_C, *flags)), 0x7F12_3456_0000
  data = img.link(base)
  types = {r.type for r in img.elf.relocs if r.section in img.placed}
  assert types & {4, 9, 41, 42} and len(data) == img.size
  for r in img.elf.relocs:
    if r.section in img.placed: assert referenced(data, img, base, r) == sym_addr(img, base, r.sym), r
  assert jit_loader(obj, base) == data

def test_parse_real_object(pic_obj):
  elf = elf_parse(pic_obj)
  names = {s.name: s for s in elf.sections}
  assert {".text", ".data", ".bss", ".symtab", ".strtab"} <= set(names) and elf.machine == 62 and elf.type == 1
  assert names[".data"].data == struct.pack("<4f", 1, 2, 3, 4) and names[".bss"].data == b"" and names[".bss"].size == 4
  syms = {s.name: s for s in elf.symbols}
  assert syms["kern"].type == 2 and syms["sinf"].shndx == 0 and syms["memcpy"].shndx == 0 and syms["counter"].size == 4
  img = jit_layout(pic_obj)
  assert img.symbols["table"] == img.placed[elf.sections.index(names[".data"])] and img.symbols["kern"] % 16 == 0

def test_writable_sections_get_their_own_pages(pic_obj):
  img = jit_layout(pic_obj)
  where = {img.elf.sections[i].name: off for i, off in img.placed.items()}
  assert img.rx_size % mmap.PAGESIZE == 0 and where[".text"] < img.rx_size <= where[".data"] < where[".bss"] < img.size
  assert max(img.stubs.values()) + 8 <= img.rx_size and max(img.got.values()) + 8 <= img.rx_size
  ro = jit_layout(cc_object("void kern(float* a) { a[0] = a[1] * 3.5f; }", "-fPIC"))
  assert ro.rx_size == ro.size < mmap.PAGESIZE

def test_pic_image_depends_on_base_only_in_got_slots_of_defined_symbols(pic_obj):
  img = jit_layout(pic_obj)
  lo, hi = img.link(0x10000), img.link(0x7FFF_0000_0000)
  defined = sorted(off for sym, off in img.got.items() if img.elf.symbols[sym].shndx != 0)
  assert len(defined) == 2 and {i // 8 * 8 for i in range(len(lo)) if lo[i] != hi[i]} == set(defined)
  static = cc_object(KERNEL_C.replace("int counter;", "static int counter;").replace("float table", "static float table"), "-fPIC")
  assert jit_loader(static, 0x10000) == jit_loader(static, 0x7FFF_0000_0000)

def test_absolute_relocations():
  img = jit_layout(obj := cc_object(ABS_C, "-fno-pic"))
  assert {10, 11} <= {r.type for r in img.elf.relocs}
  data = img.link(base := 0x40_0000)
  for r in img.elf.relocs: assert referenced(data, img, base, r) == sym_addr(img, base, r.sym)
  with pytest.raises(ElfError, match=r"does not fit.*-fPIC"): jit_loader(obj, 0x7F00_0000_0000)

def test_truncated_objects_are_rejected(pic_obj):
  for n in range(len(pic_obj)):
    with pytest.raises(ElfError, match=r"ELF|truncated|bytes"): jit_layout(pic_obj[:n])

def test_random_corruption_raises_only_elferror(pic_obj):
  rng = random.Random(0)
  shoff = EHDR.unpack_from(pic_obj)[6]
  ok = 0
  for _ in range(600):
    blob = bytearray(pic_obj)
    for _ in range(rng.randint(1, 4)):
      # aim most hits at the headers, where a wrong byte changes offsets and sizes
      pos = rng.choice([rng.randrange(EHDR.size), rng.randrange(shoff, len(blob)), rng.randrange(len(blob))])
      blob[pos] = rng.randrange(256)
    try:
      jit_layout(bytes(blob)).link(0x7F00_0000_0000)
      ok += 1
    except ElfError: pass  # any other exception type (IndexError, struct.error, MemoryError...) fails the test
  assert 0 < ok < 600

def set_section_field(obj: bytes, name: str, field: int, value: int) -> bytes:
  elf, shoff = elf_parse(obj), EHDR.unpack_from(obj)[6]
  i = [s.name for s in elf.sections].index(name)
  hdr = list(SHDR.unpack_from(obj, shoff + i * SHDR.size))
  hdr[field] = value
  out = bytearray(obj)
  SHDR.pack_into(out, shoff + i * SHDR.size, *hdr)
  return bytes(out)

def test_clear_errors(pic_obj):
  # the parser's own checks are tested with tg-core's elf.py (test_core_elf.py); these are the linker's
  with pytest.raises(ElfError, match=r"over the .*-byte limit"): jit_layout(set_section_field(pic_obj, ".bss", 5, 1 << 40))
  with pytest.raises(ElfError, match="alignment over the"): jit_layout(set_section_field(pic_obj, ".text", 8, 1 << 16))
  with pytest.raises(ElfError, match="x86-64 relocatable"): jit_layout(pic_obj[:18] + struct.pack("<H", 183) + pic_obj[20:])

def mutate_reloc(obj: bytes, fxn) -> bytes:
  elf, shoff = elf_parse(obj), EHDR.unpack_from(obj)[6]
  rela = next(s for s in elf.sections if s.name == ".rela.text")
  off, info, addend = fxn(*RELA.unpack_from(rela.data))
  return obj[:rela.offset] + RELA.pack(off, info, addend) + obj[rela.offset + RELA.size:] if shoff else obj

def test_reloc_errors(pic_obj):
  bad_type = mutate_reloc(pic_obj, lambda o, i, a: (o, i >> 32 << 32 | 99, a))
  with pytest.raises(ElfError, match="relocation type 99 is not supported"): jit_layout(bad_type).link()
  with pytest.raises(ElfError, match="does not fit"): jit_layout(mutate_reloc(pic_obj, lambda o, i, a: (o, i, 1 << 40))).link()

ENVIRON_C = "extern char **environ;\nvoid kern(unsigned long* o) { o[0] = (unsigned long)environ; }\n"

def test_host_data_symbols_go_through_the_got_not_a_call_stub():
  img = jit_layout(cc_object(ENVIRON_C, "-fPIC"))
  slot = next(off for sym, off in img.got.items() if img.elf.symbols[sym].name == "environ")
  assert struct.unpack_from("<Q", img.link(0x10000), slot)[0] == host_symbol("environ")
  # without -fPIC the code reads environ RIP-relative, which cannot reach libc from a JIT image: a clear error, not a stub's bytes
  with pytest.raises(ElfError, match=r"R_X86_64_PC32 to 'environ' does not fit.*-fPIC"): jit_loader(cc_object(ENVIRON_C, "-fno-pic"), 0x10000)

def test_undefined_symbol_is_named():
  obj = cc_object("float no_such_fn_xyz(float);\nvoid kern(float* a) { a[0] = no_such_fn_xyz(a[1]); }\n", "-fPIC")
  with pytest.raises(ElfError, match="undefined symbol 'no_such_fn_xyz'"): jit_layout(obj)
  assert jit_layout(obj, resolve=lambda name: 0x1234 if name == "no_such_fn_xyz" else None).external

def test_host_symbols():
  import ctypes, ctypes.util
  libm = ctypes.CDLL(ctypes.util.find_library("m"))
  assert host_symbol("expf") == ctypes.cast(libm.expf, ctypes.c_void_p).value
  assert host_symbol("memset") is not None and host_symbol("definitely_not_a_symbol_q") is None
