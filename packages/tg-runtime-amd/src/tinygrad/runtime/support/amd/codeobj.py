"""AMDGPU code objects: the HSA kernel descriptor and a loader that lays an amdgcn ELF (relocatable or linked) out as one image.

The kernel descriptor is the 64-byte record LLVM emits as `<kernel>.kd` (AMDGPU backend documentation, "Kernel Descriptor"): LDS and
scratch sizes, the kernarg size, the byte offset from the descriptor to the kernel's first instruction, and the COMPUTE_PGM_RSRC1/2/3
and kernel_code_properties words the dispatch programs into the compute registers.
"""
from __future__ import annotations
import struct
from dataclasses import dataclass
from tinygrad.runtime.support.elf import SHF_ALLOC, SHT_NOBITS, ElfError, elf_parse

EM_AMDGPU = 224
KD = struct.Struct("<IIIxxxxq20xIIIHH4x")  # llvm_amdhsa_kernel_descriptor_t, 64 bytes
# relocation type: (name, struct format, value from S symbol, A addend, P place)
AMDGPU_RELOCS = {1: ("R_AMDGPU_ABS32_LO", "<I", lambda s, a, p: (s + a) & 0xFFFFFFFF), 2: ("R_AMDGPU_ABS32_HI", "<I", lambda s, a, p: (s + a) >> 32),
                 3: ("R_AMDGPU_ABS64", "<Q", lambda s, a, p: s + a), 5: ("R_AMDGPU_REL64", "<q", lambda s, a, p: s + a - p),
                 10: ("R_AMDGPU_REL32_LO", "<I", lambda s, a, p: (s + a - p) & 0xFFFFFFFF),
                 11: ("R_AMDGPU_REL32_HI", "<I", lambda s, a, p: ((s + a - p) >> 32) & 0xFFFFFFFF)}
# kernel_code_properties bits: which user SGPRs the kernel expects, and its wave size
KCP_PRIVATE_SEGMENT_BUFFER, KCP_DISPATCH_PTR, KCP_QUEUE_PTR, KCP_KERNARG_PTR, KCP_DISPATCH_ID = 1, 2, 4, 8, 0x10
KCP_FLAT_SCRATCH_INIT, KCP_PRIVATE_SEGMENT_SIZE, KCP_WAVE32 = 0x20, 0x40, 0x400

@dataclass(frozen=True)
class KernelDescriptor:
  group_segment_size: int
  private_segment_size: int
  kernarg_size: int
  entry_offset: int
  rsrc3: int
  rsrc1: int
  rsrc2: int
  kernel_code_properties: int
  kernarg_preload: int
  @staticmethod
  def parse(raw: bytes) -> KernelDescriptor:
    if len(raw) < KD.size: raise ElfError(f"kernel descriptor is {len(raw)} bytes, not {KD.size}")
    return KernelDescriptor(*KD.unpack_from(raw))
  @property
  def wave32(self) -> bool: return bool(self.kernel_code_properties & KCP_WAVE32)

@dataclass(frozen=True)
class CodeObject:
  image: bytes          # every allocated section at its load offset, relocations to be applied once the base address is known
  relocs: tuple[tuple[int, int, int, int], ...]  # (image offset, type, target image offset, addend)
  desc_offset: int      # image offset of the kernel descriptor
  desc: KernelDescriptor

def load_code_object(lib: bytes, name: str | None = None) -> CodeObject:
  """Lay out an amdgcn ELF: sections with an address keep it (a linked object), the rest follow aligned; find `<name>.kd` (or the only one)."""
  elf = elf_parse(lib)
  if elf.machine != EM_AMDGPU: raise ElfError(f"ELF machine {elf.machine} is not AMDGPU ({EM_AMDGPU}); compile the kernel for an AMD gfx target")
  place: dict[int, int] = {}
  end = 0
  for i, s in enumerate(elf.sections):
    if not s.flags & SHF_ALLOC or s.size == 0: continue
    off = s.addr if s.addr else -(-end // max(s.align, 1)) * max(s.align, 1)
    place[i], end = off, max(end, off + s.size)
  image = bytearray(end)
  for i, off in place.items():
    if elf.sections[i].type != SHT_NOBITS: image[off:off + elf.sections[i].size] = elf.sections[i].data
  relocs = []
  for r in elf.relocs:
    if r.section not in place or elf.sections[r.section].name == ".eh_frame": continue
    if r.type not in AMDGPU_RELOCS: raise ElfError(f"AMDGPU relocation type {r.type} is not supported (only {sorted(AMDGPU_RELOCS)})")
    sym = elf.symbols[r.sym]
    if sym.shndx not in place: raise ElfError(f"relocation against {sym.name!r}, which is not in a loaded section")
    relocs.append((place[r.section] + r.offset, r.type, place[sym.shndx] + sym.value, r.addend))
  kds = [s for s in elf.symbols if s.name.endswith(".kd") and s.shndx in place]
  if name is not None and (want := [s for s in kds if s.name == f"{name}.kd"]): kds = want
  if not kds:
    ro = next((i for i, s in enumerate(elf.sections) if s.name == ".rodata" and i in place), None)
    if ro is None: raise ElfError("no kernel descriptor (<kernel>.kd symbol or .rodata) in the code object")
    desc_off = place[ro]
  else: desc_off = place[kds[0].shndx] + kds[0].value
  img = apply_relocs(bytes(image), tuple(relocs), 0)
  return CodeObject(bytes(image), tuple(relocs), desc_off, KernelDescriptor.parse(img[desc_off:desc_off + KD.size]))

def apply_relocs(image: bytes, relocs: tuple[tuple[int, int, int, int], ...], base: int) -> bytes:
  """The image with every relocation resolved for a load at `base` (PC-relative ones do not depend on it)."""
  out = bytearray(image)
  for off, typ, target, addend in relocs:
    _, fmt, fn = AMDGPU_RELOCS[typ]
    struct.pack_into(fmt, out, off, fn(base + target, addend, base + off))
  return bytes(out)
