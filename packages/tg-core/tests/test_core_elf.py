"""The ELF64 parser on objects from the system C compiler: sections, symbols and relocations as the compiler wrote them, and an
ElfError (never another exception) for a truncated or corrupted file."""
import os, random, shutil, struct, subprocess, tempfile
import pytest
from tinygrad.runtime.support.elf import EHDR, RELA, SHDR, ElfError, elf_parse

CC = shutil.which(os.getenv("CC", "cc"))
CFLAGS = ["-x", "c", "-O2", "-ffreestanding", "-nostdlib", "-fno-common", "-fno-stack-protector", "-fPIC", "-c"]
KERNEL_C = """
int counter;
float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
float sinf(float);
void kern(float* restrict out, const float* restrict in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] * table[i & 3] + sinf(in[i]);
  counter += n;
}
"""

@pytest.fixture(scope="module")
def obj() -> bytes:
  if CC is None: pytest.skip("no C compiler")
  with tempfile.TemporaryDirectory() as tmp:
    p = subprocess.run([CC, *CFLAGS, "-", "-o", f"{tmp}/k.o"], input=KERNEL_C.encode(), capture_output=True)
    if p.returncode != 0: pytest.skip(f"the C compiler cannot build an ELF object here: {p.stderr.decode()[:200]}")
    with open(f"{tmp}/k.o", "rb") as f: blob = f.read()
  if blob[:4] != b"\x7fELF" or blob[4] != 2: pytest.skip("the C compiler does not emit ELF64 objects")
  return blob

def test_parse_real_object(obj):
  elf = elf_parse(obj)
  names = {s.name: s for s in elf.sections}
  assert {".text", ".data", ".bss", ".symtab", ".strtab"} <= set(names) and elf.type == 1
  assert names[".data"].data == struct.pack("<4f", 1, 2, 3, 4) and names[".bss"].data == b"" and names[".bss"].size == 4
  syms = {s.name: s for s in elf.symbols}
  assert syms["kern"].type == 2 and syms["sinf"].shndx == 0 and syms["counter"].size == 4
  # every relocation patches a section with data and names a symbol of the table; the call to sinf is one of them
  assert all(r.section < len(elf.sections) and r.sym < len(elf.symbols) for r in elf.relocs)
  assert any(elf.symbols[r.sym].name == "sinf" for r in elf.relocs)

def test_truncated_objects_are_rejected(obj):
  for n in range(0, len(obj), 7):
    with pytest.raises(ElfError, match=r"ELF|truncated|bytes"): elf_parse(obj[:n])

def test_random_corruption_raises_only_elferror(obj):
  rng, shoff, ok = random.Random(0), EHDR.unpack_from(obj)[6], 0
  for _ in range(400):
    blob = bytearray(obj)
    for _ in range(rng.randint(1, 4)):
      blob[rng.choice([rng.randrange(EHDR.size), rng.randrange(shoff, len(blob)), rng.randrange(len(blob))])] = rng.randrange(256)
    try:
      elf_parse(bytes(blob))
      ok += 1
    except ElfError: pass  # any other exception type fails the test
  assert 0 < ok < 400

def set_section_field(obj: bytes, name: str, field: int, value: int) -> bytes:
  elf, shoff = elf_parse(obj), EHDR.unpack_from(obj)[6]
  i = [s.name for s in elf.sections].index(name)
  hdr = list(SHDR.unpack_from(obj, shoff + i * SHDR.size))
  hdr[field] = value
  out = bytearray(obj)
  SHDR.pack_into(out, shoff + i * SHDR.size, *hdr)
  return bytes(out)

def test_clear_errors(obj):
  with pytest.raises(ElfError, match="not an ELF file"): elf_parse(b"\x7fELG" + obj[4:])
  with pytest.raises(ElfError, match="64-bit little-endian"): elf_parse(obj[:4] + b"\x01" + obj[5:])
  with pytest.raises(ElfError, match="shorter than the 64-byte"): elf_parse(obj[:10])
  with pytest.raises(ElfError, match="runs past the end"): elf_parse(set_section_field(obj, ".text", 5, 1 << 20))
  with pytest.raises(ElfError, match="entry size"): elf_parse(set_section_field(obj, ".symtab", 9, 7))
  with pytest.raises(ElfError, match="power of two"): elf_parse(set_section_field(obj, ".text", 8, 3))
  rela = next(s.name for s in elf_parse(obj).sections if s.name.startswith(".rela"))
  with pytest.raises(ElfError, match="only RELA"): elf_parse(set_section_field(obj, rela, 1, 9))

def test_reloc_errors(obj):
  rela = next(s for s in elf_parse(obj).sections if s.name == ".rela.text")
  def mutate(fxn) -> bytes:
    off, info, addend = fxn(*RELA.unpack_from(rela.data))
    return obj[:rela.offset] + RELA.pack(off, info, addend) + obj[rela.offset + RELA.size:]
  with pytest.raises(ElfError, match="outside the"): elf_parse(mutate(lambda o, i, a: (1 << 20, i, a)))
  with pytest.raises(ElfError, match="names symbol"): elf_parse(mutate(lambda o, i, a: (o, 999 << 32 | (i & 0xffffffff), a)))
