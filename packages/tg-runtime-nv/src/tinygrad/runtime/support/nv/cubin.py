"""What the NV runtime needs from a cubin (an ELF from ptxas or nvJitLink): the loadable image and one kernel's launch attributes.

The image holds the allocated PROGBITS sections at 128-byte aligned offsets; the kernel's attributes come from `.nv.info` records
(format byte, attribute byte, then a 16-bit value or a 16-bit size and a payload): PARAM_CBANK (0x0a) gives constant bank 0's
parameter window, KPARAM_INFO (0x17) each parameter's offset and size, MIN_STACK_SIZE (0x12) the per-thread stack, REGCOUNT (0x2f)
the registers. Shared memory is `.nv.shared.<name>`.
"""
from __future__ import annotations
import struct
from dataclasses import dataclass, field
from tinygrad.helpers import round_up
from tinygrad.runtime.support.elf import elf_parse

EIFMT_HVAL, EIFMT_SVAL = 3, 4
EIATTR_PARAM_CBANK, EIATTR_MIN_STACK_SIZE, EIATTR_KPARAM_INFO, EIATTR_REGCOUNT = 0x0a, 0x12, 0x17, 0x2f
SHF_ALLOC, SHT_PROGBITS, SHT_NOBITS = 0x2, 1, 8

@dataclass
class CubinKernel:
  image: bytes
  entry: int            # offset of .text.<name> in the image
  regs: int
  param_base: int       # where the parameters start in constant bank 0
  cbuf0_size: int       # end of the parameter window in constant bank 0
  params: list[tuple[int, int]]  # (offset from param_base, size) by ordinal
  stack: int            # bytes of local memory per thread (MIN_STACK_SIZE)
  shared: int           # static shared memory of the kernel
  constbufs: dict[int, tuple[int, int]] = field(default_factory=dict)  # bank -> (image offset, size), banks other than 0
  relocs: list[tuple[int, int, int]] = field(default_factory=list)  # (image offset, type, target image offset + addend)

def nv_info(data: bytes) -> list[tuple[int, bytes]]:
  """(attribute, payload) records of a .nv.info section; a 16-bit value comes back as its two bytes."""
  out, i = [], 0
  while i + 4 <= len(data):
    fmt, attr, val = data[i], data[i + 1], struct.unpack_from("<H", data, i + 2)[0]
    if fmt == EIFMT_SVAL:
      out.append((attr, data[i + 4:i + 4 + val]))
      i += 4 + val
    else:
      out.append((attr, data[i + 2:i + 4]))
      i += 4
  return out

def load_cubin(lib: bytes, name: str) -> CubinKernel:
  elf = elf_parse(lib)
  secs = {s.name: (i, s) for i, s in enumerate(elf.sections)}
  if f".text.{name}" not in secs: raise ValueError(f"cubin has no kernel {name!r}: it has {[n[6:] for n in secs if n.startswith('.text.')]}")
  image, offsets = bytearray(), {}
  for i, s in enumerate(elf.sections):
    if s.flags & SHF_ALLOC and s.type == SHT_PROGBITS and s.size:
      offsets[i] = round_up(len(image), 128)
      image += b"\0" * (offsets[i] - len(image)) + s.data
  sym_idx = next(i for i, s in enumerate(elf.symbols) if s.name == name)
  regs, base, cbuf0, stack, params = 0, 0, 0, 0, {}
  for sec in (".nv.info", f".nv.info.{name}"):
    for attr, p in nv_info(secs[sec][1].data) if sec in secs else []:
      if attr == EIATTR_REGCOUNT and struct.unpack_from("<I", p)[0] == sym_idx: regs = struct.unpack_from("<I", p, 4)[0]
      elif attr == EIATTR_MIN_STACK_SIZE and struct.unpack_from("<I", p)[0] == sym_idx: stack = struct.unpack_from("<I", p, 4)[0]
      elif attr == EIATTR_PARAM_CBANK:
        base, size = struct.unpack_from("<HH", p, 4)
        cbuf0 = base + size
      elif attr == EIATTR_KPARAM_INFO:
        ordinal, off, flags = struct.unpack_from("<HHI", p, 4)
        params[ordinal] = (off, flags >> 18)
  shared = secs[f".nv.shared.{name}"][1].size if f".nv.shared.{name}" in secs else 0
  constbufs = {int(n[12:].split(".")[0]): (offsets[i], s.size) for n, (i, s) in secs.items()
               if n.startswith(".nv.constant") and i in offsets and n[12:].split(".")[0].isdigit() and n[12:].split(".")[0] != "0"}
  relocs = [(offsets[r.section] + r.offset, r.type, offsets.get(elf.symbols[r.sym].shndx, 0) + elf.symbols[r.sym].value + r.addend)
            for r in elf.relocs if r.section in offsets]
  return CubinKernel(bytes(image), offsets[secs[f".text.{name}"][0]], regs, base, cbuf0, [params[i] for i in sorted(params)], stack, shared,
                     constbufs, relocs)
