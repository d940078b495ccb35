"""The NV device: NVIDIA GPUs driven straight through the kernel driver's ioctls (no CUDA runtime).

The resource manager (RM) object tree is root -> device -> subdevice/usermode, a GPU virtual address space registered with UVM, and a
channel group holding a compute and a copy GPFIFO channel. Commands are GPFIFO methods (header type<<28 | count<<16 | subchannel<<13 |
method>>2); a submission copies them into a command page, writes a GPFIFO entry and USERD's GPPut, then the channel's work token to
the usermode doorbell (+0x90). Kernels launch from QMDs (v3 Ampere/Ada, v4 Hopper, v5 Blackwell) built from NVIDIA's field tables, chained
through `dependent_qmd0` when consecutive. `DEV=MOCK+NV` swaps the device files for the in-process mock GPU; the runtime is unchanged.
"""
from __future__ import annotations
import ctypes, functools, itertools, mmap, os, re, struct, time
from typing import Any, ClassVar
from collections.abc import Iterator, Sequence
from tinygrad.device import BufferSpec
from tinygrad.helpers import round_up
from tinygrad.runtime.autogen import nv
from tinygrad.runtime.support.hcq import (FileIOInterface, HCQArgsState, HCQAllocator, HCQBuffer, HCQCompiled, HCQProgram, HCQSignal,
                                          HWQueue, MMIOInterface, data64, data64_le)
from tinygrad.runtime.support.memory import BumpAllocator
from tinygrad.runtime.support.nv.cubin import load_cubin
from tinygrad.runtime.support.compiler_cuda import nv_compilers

MAP_FIXED, MAP_FIXED_NOREPLACE = 0x10, 0x100000  # Linux mmap flags (the mmap module lacks them)

GPPUT_OFFSET: int = nv.AmpereAControlGPFifo.GPPut.offset  # type: ignore[attr-defined]

# ---- encoding helpers ----

def fld(f: tuple[int, int], v: int) -> int:
  """Value `v` placed in bit range (hi, lo); a value wider than the field is an error, not a silent truncation."""
  hi, lo = f
  if v >> (hi - lo + 1): raise ValueError(f"{v:#x} does not fit in bits {hi}:{lo}")
  return v << lo

def method_header(subch: int, mthd: int, count: int, typ: int = 2) -> int: return (typ << 28) | (count << 16) | (subch << 13) | (mthd >> 2)
def gpfifo_entry(addr: int, dwords: int) -> int:
  if addr >> 40 or addr & 3 or dwords >> 21: raise ValueError(f"GPFIFO entry: {addr:#x} must be a 4-byte aligned 40-bit address, {dwords} < 2^21")
  return addr | dwords << 42 | 1 << 41

class QMD:
  """A v3 QMD (Ampere, Ada) in memory: fields by name from the generated `NVC6C0_QMDV03_00_*` tables ((hi, lo) bit ranges over
  the whole QMD). The set_* helpers write what a launch needs in this version's field names and units."""
  prefix, size, version = "NVC6C0_QMDV03_00_", 0x40 * 4, 3
  shifted: dict[str, str] = {}  # 64-bit fields stored shifted: name -> the suffix of its halves
  pcas_action = nv.NVC6C0_SEND_SIGNALING_PCAS2_B_PCAS_ACTION_PREFETCH_SCHEDULE
  def __init__(self, view: MMIOInterface): self.view = view.view(0, self.size, "I")
  @classmethod
  def bits(cls, name: str, idx: int | None = None) -> tuple[int, int]:
    f = getattr(nv, cls.prefix + name.upper())
    return f(idx) if idx is not None else f
  def read(self, name: str, idx: int | None = None) -> int:
    hi, lo = self.bits(name, idx)
    words = self.view[lo // 32:hi // 32 + 1]
    return (sum(w << (32 * i) for i, w in enumerate(words)) >> (lo % 32)) & ((1 << (hi - lo + 1)) - 1)
  def write(self, name: str, value: int, idx: int | None = None) -> None:
    hi, lo = self.bits(name, idx)
    if value >> (hi - lo + 1): raise ValueError(f"QMD field {name} ({hi}:{lo}) cannot hold {value:#x}")
    w0, w1 = lo // 32, hi // 32
    cur = sum(w << (32 * i) for i, w in enumerate(self.view[w0:w1 + 1]))
    mask = ((1 << (hi - lo + 1)) - 1) << (lo % 32)
    new = (cur & ~mask) | (value << (lo % 32))
    self.view[w0:w1 + 1] = [(new >> (32 * i)) & 0xFFFFFFFF for i in range(w1 - w0 + 1)]
  def write64(self, name: str, value: int, idx: int | None = None) -> None:
    """A 64-bit quantity split over the `{name}_lower` and `{name}_upper` fields (with the version's `_shiftedN` suffix, if any)."""
    suffix = self.shifted.get(name, "")
    self.write(f"{name}_lower{suffix}", value & 0xFFFFFFFF, idx)
    self.write(f"{name}_upper{suffix}", value >> 32, idx)

  def set_static(self, prog_addr: int, regs: int, smem: int, local: int, smem_cfg: int) -> None:
    for name, v in [("qmd_major_version", 3), ("qmd_version", 0), ("sm_global_caching_enable", 1), ("register_count_v", regs),
                    ("shared_memory_size", round_up(smem, 128)), ("shader_local_memory_high_size", local)]: self.write(name, v)
    self.write64("program_address", prog_addr)
    self._set_common(smem_cfg)
  def _set_common(self, smem_cfg: int) -> None:
    for name, v in [("invalidate_texture_header_cache", 1), ("invalidate_texture_sampler_cache", 1), ("invalidate_texture_data_cache", 1),
                    ("invalidate_shader_data_cache", 1), ("api_visible_call_limit", 1), ("sampler_index", 1), ("barrier_count", 1),
                    ("cwd_membar_type", 1), ("qmd_group_id", 0x3f), ("min_sm_config_shared_mem_size", smem_cfg),
                    ("max_sm_config_shared_mem_size", 0x1a), ("target_sm_config_shared_mem_size", smem_cfg)]: self.write(name, v)
  def set_cbuf(self, bank: int, addr: int, size: int | None = None, invalidate: bool = False) -> None:
    self.write64("constant_buffer_addr", addr, bank)
    if size is not None:
      self.write("constant_buffer_size_shifted4", round_up(size, 16) >> 4, bank)
      self.write("constant_buffer_valid", 1, bank)
    if invalidate: self.write("constant_buffer_invalidate", 1, bank)
  def set_grid(self, grid: Sequence[int]) -> None:
    for n, g in zip(("cta_raster_width", "cta_raster_height", "cta_raster_depth"), grid): self.write(n, int(g))
  def set_block(self, block: Sequence[int]) -> None:
    for i, b in enumerate(block): self.write(f"cta_thread_dimension{i}", int(b))
  def release_enabled(self) -> bool: return bool(self.read("release0_enable"))
  def set_release(self, addr: int, value: int) -> None:
    self.write64("release0_address", addr)
    self.write64("release0_payload", value)
    self.write("release0_structure_size", nv.NVC6C0_QMDV03_00_RELEASE0_STRUCTURE_SIZE_SEMAPHORE_TWO_WORDS)
    self.write("release0_payload64b", 1)
    self.write("release0_enable", 1)
  def set_prefetch(self, prog_addr: int, size: int) -> None: pass  # v3/v5 launch without naming a prefetch range
  def chain(self, next_qmd: int) -> None:
    """Start the QMD at `next_qmd` (256-byte aligned) when this one completes."""
    if next_qmd & 0xFF: raise ValueError(f"QMD chaining: the dependent QMD at {next_qmd:#x} is not 256-byte aligned")
    for name, v in [("dependent_qmd0_pointer", next_qmd >> 8), ("dependent_qmd0_action", 1), ("dependent_qmd0_prefetch", 1),
                    ("dependent_qmd0_enable", 1)]: self.write(name, v)

class QMDV5(QMD):
  """A v5 QMD (Blackwell, `NVCEC0_QMDV05_00_*`, 0x60 dwords): the program address is stored >> 4, shared memory >> 7, local memory >> 4,
  constant buffer addresses >> 6; the grid is `grid_*`; the release semaphores are `release_semaphore{N}_*` with indexed controls."""
  prefix, size, version = "NVCEC0_QMDV05_00_", 0x60 * 4, 5
  shifted = {"program_address": "_shifted4", "constant_buffer_addr": "_shifted6"}
  def set_static(self, prog_addr: int, regs: int, smem: int, local: int, smem_cfg: int) -> None:
    if prog_addr & 0xF: raise ValueError(f"QMD v5: the program address {prog_addr:#x} must be 16-byte aligned")
    for name, v in [("qmd_major_version", 5), ("qmd_minor_version", 0), ("qmd_type", nv.NVCDC0_QMDV05_00_QMD_TYPE_GRID_CTA),
                    ("register_count", regs), ("shared_memory_size_shifted7", round_up(smem, 128) >> 7),
                    ("shader_local_memory_high_size_shifted4", round_up(local, 16) >> 4)]: self.write(name, v)
    self.write64("program_address", prog_addr >> 4)
    self._set_common(smem_cfg)
  def set_cbuf(self, bank: int, addr: int, size: int | None = None, invalidate: bool = False) -> None:
    if addr & 0x3F: raise ValueError(f"QMD v5: constant buffer {bank} at {addr:#x} must be 64-byte aligned")
    super().set_cbuf(bank, addr >> 6, size, invalidate)
  def set_grid(self, grid: Sequence[int]) -> None:
    for n, g in zip(("grid_width", "grid_height", "grid_depth"), grid): self.write(n, int(g))
  def release_enabled(self) -> bool: return bool(self.read("release_enable", 0))
  def set_release(self, addr: int, value: int) -> None:
    self.write64("release_semaphore0_addr", addr)
    self.write64("release_semaphore0_payload", value)
    self.write("release_structure_size", nv.NVCDC0_QMDV05_00_RELEASE_STRUCTURE_SIZE_SEMAPHORE_TWO_WORDS, 0)
    self.write("release_payload64b", 1, 0)
    self.write("release_membar_type", 1, 0)  # FE_SYSMEMBAR: the kernel's stores reach memory before the payload does
    self.write("release_enable", 1, 0)

class QMDV4(QMDV5):
  """A v4 QMD (Hopper, `NVCBC0_QMDV04_00_*`, 0x60 dwords): the v5 names for the grid, constant buffers (addresses >> 6) and
  release semaphores, but the program address, shared and local memory sizes unshifted; QMD_TYPE is GRID_CTA (the field's 0 is a
  queue QMD). Hopper channels are kicked with INVALIDATE_COPY_SCHEDULE, as NVK does, so SKED rereads a QMD slot reused
  from the kernarg ring instead of a cached copy."""
  prefix, size, version = "NVCBC0_QMDV04_00_", 0x60 * 4, 4
  shifted = {"constant_buffer_addr": "_shifted6"}
  pcas_action = nv.NVC6C0_SEND_SIGNALING_PCAS2_B_PCAS_ACTION_INVALIDATE_COPY_SCHEDULE
  @classmethod
  def bits(cls, name: str, idx: int | None = None) -> tuple[int, int]:
    # v4 indexes the dependent-QMD controls where v3 and v5 name them dependent_qmd0_*
    if (m := re.fullmatch(r"dependent_qmd0_(enable|action|prefetch)", name)): name, idx = f"dependent_qmd_{m[1]}", 0
    return super().bits(name, idx)
  def set_static(self, prog_addr: int, regs: int, smem: int, local: int, smem_cfg: int) -> None:
    # QMD_TYPE GRID_CTA: a grid of CTAs (0 is QUEUE, a circular queue of tasks; clcbc0qmd.h:317-323)
    for name, v in [("qmd_major_version", 4), ("qmd_minor_version", 0), ("qmd_type", nv.NVCBC0_QMDV04_00_QMD_TYPE_GRID_CTA),
                    ("register_count", regs), ("shared_memory_size", round_up(smem, 256)),
                    ("shader_local_memory_high_size", local)]: self.write(name, v)
    self.write64("program_address", prog_addr)
    self._set_common(smem_cfg)
  def set_prefetch(self, prog_addr: int, size: int) -> None:
    """The code SKED may prefetch (chained QMDs ask for it): from the 256-byte line holding the entry, in 256-byte units (9 bits), so a
    prefetch never reads the unset range at VA 0."""
    start = prog_addr >> 8 << 8
    for name, v in [("program_prefetch_addr_lower_shifted", (start >> 8) & 0xFFFFFFFF), ("program_prefetch_addr_upper_shifted", start >> 40),
                    ("program_prefetch_size", min(round_up(prog_addr + size - start, 256) >> 8, 0x1FF))]: self.write(name, v)

class QMDV3Hopper(QMD):
  """Ampere's v3 QMD as Hopper's class header defines it (`NVCBC0_QMDV03_00_*`, clcbc0qmd.h): the same fields plus SASS_VERSION and a
  program prefetch range; kicked with PREFETCH_SCHEDULE. Not the default on Hopper (v4 is); the diagnose's "v3-hopper" variant."""
  prefix = "NVCBC0_QMDV03_00_"
  sass_version = 0x90  # sm_90
  def set_static(self, prog_addr: int, regs: int, smem: int, local: int, smem_cfg: int) -> None:
    super().set_static(prog_addr, regs, smem, local, smem_cfg)
    self.write("sass_version", self.sass_version)
  def set_prefetch(self, prog_addr: int, size: int) -> None:
    start = prog_addr >> 8 << 8
    for name, v in [("program_prefetch_addr_lower_shifted", (start >> 8) & 0xFFFFFFFF), ("program_prefetch_addr_upper_shifted", start >> 40),
                    ("program_prefetch_size", min(round_up(prog_addr + size - start, 256) >> 8, 0x1FF))]: self.write(name, v)

BLACKWELL_COMPUTE = (nv.BLACKWELL_COMPUTE_B, nv.BLACKWELL_COMPUTE_A)
def qmd_type(compute_class: int) -> type[QMD]:
  """The QMD layout a compute class reads: v5 on Blackwell, v4 on Hopper, v3 on Ampere and Ada."""
  return QMDV5 if compute_class in BLACKWELL_COMPUTE else QMDV4 if compute_class == nv.HOPPER_COMPUTE_A else QMD

# ---- queues ----

class NVSignal(HCQSignal):
  def __init__(self, *args: Any, **kwargs: Any): super().__init__(*args, **{**kwargs, "timestamp_divider": 1000})

class NVCommandQueue(HWQueue):
  def nvm(self, subch: int, mthd: int, *args: Any, typ: int = 2) -> NVCommandQueue:
    self.q(method_header(subch, mthd, len(args), typ), *args)
    return self

  def wait(self, signal: Any, value: Any = 0) -> NVCommandQueue:
    self.nvm(0, nv.NVC56F_SEM_ADDR_LO, *data64_le(signal.value_addr), *data64_le(value), fld(nv.NVC56F_SEM_EXECUTE_OPERATION,
      nv.NVC56F_SEM_EXECUTE_OPERATION_ACQ_CIRC_GEQ) | fld(nv.NVC56F_SEM_EXECUTE_PAYLOAD_SIZE, nv.NVC56F_SEM_EXECUTE_PAYLOAD_SIZE_64BIT) |
      fld(nv.NVC56F_SEM_EXECUTE_ACQUIRE_SWITCH_TSG, nv.NVC56F_SEM_EXECUTE_ACQUIRE_SWITCH_TSG_EN))
    self.active_qmd: QMD | None = None
    return self

  def signal(self, signal: Any, value: Any = 0) -> NVCommandQueue:
    self.nvm(0, nv.NVC56F_SEM_ADDR_LO, *data64_le(signal.value_addr), *data64_le(value), fld(nv.NVC56F_SEM_EXECUTE_OPERATION,
      nv.NVC56F_SEM_EXECUTE_OPERATION_RELEASE) | fld(nv.NVC56F_SEM_EXECUTE_RELEASE_WFI, nv.NVC56F_SEM_EXECUTE_RELEASE_WFI_EN) |
      fld(nv.NVC56F_SEM_EXECUTE_PAYLOAD_SIZE, nv.NVC56F_SEM_EXECUTE_PAYLOAD_SIZE_64BIT) |
      fld(nv.NVC56F_SEM_EXECUTE_RELEASE_TIMESTAMP, nv.NVC56F_SEM_EXECUTE_RELEASE_TIMESTAMP_EN))
    self.nvm(0, nv.NVC56F_NON_STALL_INTERRUPT, 0)
    self.active_qmd = None
    return self

  def write(self, buf: HCQBuffer, value: Any, b64: bool = False) -> NVCommandQueue:
    size = nv.NVC56F_SEM_EXECUTE_PAYLOAD_SIZE_64BIT if b64 else nv.NVC56F_SEM_EXECUTE_PAYLOAD_SIZE_32BIT
    self.nvm(0, nv.NVC56F_SEM_ADDR_LO, *data64_le(buf.va_addr), *data64_le(value), fld(nv.NVC56F_SEM_EXECUTE_OPERATION,
      nv.NVC56F_SEM_EXECUTE_OPERATION_RELEASE) | fld(nv.NVC56F_SEM_EXECUTE_RELEASE_WFI, 1) | fld(nv.NVC56F_SEM_EXECUTE_PAYLOAD_SIZE, size))
    self.active_qmd = None
    return self

  def poll_bit(self, buf: HCQBuffer, value: Any, mask: int) -> NVCommandQueue:
    """Stall until the u32 at `buf` has the bits of `mask` equal to `value`: ACQ_AND waits for the bits that must be set, ACQ_NOR
    for those that must be clear (a mask with both kinds of bits gives both acquires)."""
    ones, zeros = value & mask, ~value & mask & 0xFFFFFFFF
    for op, bits in ((nv.NVC56F_SEM_EXECUTE_OPERATION_ACQ_AND, ones), (nv.NVC56F_SEM_EXECUTE_OPERATION_ACQ_NOR, zeros)):
      for b in range(32):  # the host acquires test "any bit": one acquire per required bit makes it "all bits"
        if bits >> b & 1:
          # AND: (mem & payload) != 0 tests bit b set; NOR: ~(mem | payload) != 0 with every other bit in payload tests bit b clear
          payload = 1 << b if op == nv.NVC56F_SEM_EXECUTE_OPERATION_ACQ_AND else 0xFFFFFFFF ^ (1 << b)
          self.nvm(0, nv.NVC56F_SEM_ADDR_LO, *data64_le(buf.va_addr), payload, 0, fld(nv.NVC56F_SEM_EXECUTE_OPERATION, op) |
                   fld(nv.NVC56F_SEM_EXECUTE_ACQUIRE_SWITCH_TSG, 1))
    self.active_qmd = None
    return self

  # always a host semaphore release: it carries the timestamp, a QMD release would not
  def timestamp(self, signal: Any) -> NVCommandQueue: return NVCommandQueue.signal(self, signal, 0)

  def _submit_to(self, dev: NVDevice, gpfifo: GPFifo) -> None:
    cmd = dev.cmdq_alloc.alloc(len(self._q) * 4, 8)
    dev.cmdq.view(cmd - dev.cmdq_buf.va_addr, len(self._q) * 4, "I")[:] = self._q
    gpfifo.ring[gpfifo.put % gpfifo.entries] = gpfifo_entry(cmd, len(self._q))
    gpfifo.put += 1
    gpfifo.userd[GPPUT_OFFSET // 4] = gpfifo.put % gpfifo.entries
    dev.gpu_mmio[0x90 // 4] = gpfifo.token

class NVComputeQueue(NVCommandQueue):
  def __init__(self) -> None:
    super().__init__()
    self.active_qmd = None
  def memory_barrier(self) -> NVComputeQueue:
    self.nvm(1, nv.NVC6C0_INVALIDATE_SHADER_CACHES_NO_WFI, fld(nv.NVC6C0_INVALIDATE_SHADER_CACHES_NO_WFI_INSTRUCTION, 1) |
             fld(nv.NVC6C0_INVALIDATE_SHADER_CACHES_NO_WFI_GLOBAL_DATA, 1) | fld(nv.NVC6C0_INVALIDATE_SHADER_CACHES_NO_WFI_CONSTANT, 1))
    self.active_qmd = None
    return self

  def exec(self, prg: Any, args_state: Any, global_size: Sequence[Any], local_size: Sequence[Any]) -> NVComputeQueue:
    qt = prg.qmd_type
    qmd_buf = args_state.buf.offset(prg.qmd_offset, qt.size)
    qmd_buf.cpu_view().view(0, qt.size, "I")[:] = prg.qmd_template
    qmd = qt(qmd_buf.cpu_view())
    qmd.set_grid(global_size)
    qmd.set_block(local_size)
    qmd.set_cbuf(0, args_state.buf.va_addr)
    if self.active_qmd is None:
      self.nvm(1, nv.NVC6C0_SEND_PCAS_A, qmd_buf.va_addr >> 8)
      self.nvm(1, nv.NVC6C0_SEND_SIGNALING_PCAS2_B, qt.pcas_action)
    else: self.active_qmd.chain(qmd_buf.va_addr)  # consecutive launches chain: the previous QMD starts this one when it completes
    self.active_qmd = qmd
    return self

  def signal(self, signal: Any, value: Any = 0) -> NVCommandQueue:
    if self.active_qmd is not None and isinstance(value, int) and not self.active_qmd.release_enabled():
      # a signal right after a launch is the QMD's own release, so the kernel chain need not drain through the host first
      self.active_qmd.set_release(signal.value_addr, value)
      return self
    return super().signal(signal, value)

  def _submit(self, dev: Any) -> None: self._submit_to(dev, dev.compute_gpfifo)

class NVCopyQueue(NVCommandQueue):
  def copy(self, dest: Any, src: Any, copy_size: int) -> NVCopyQueue:
    for off in range(0, copy_size, step := 1 << 31):
      n = min(step, copy_size - off)
      self.nvm(4, nv.NVC6B5_OFFSET_IN_UPPER, *data64(src + off), *data64(dest + off))
      self.nvm(4, nv.NVC6B5_LINE_LENGTH_IN, n)
      self.nvm(4, nv.NVC6B5_LAUNCH_DMA, fld(nv.NVC6B5_LAUNCH_DMA_DATA_TRANSFER_TYPE, nv.NVC6B5_LAUNCH_DMA_DATA_TRANSFER_TYPE_NON_PIPELINED) |
               fld(nv.NVC6B5_LAUNCH_DMA_SRC_MEMORY_LAYOUT, 1) | fld(nv.NVC6B5_LAUNCH_DMA_DST_MEMORY_LAYOUT, 1))
    return self
  def signal(self, signal: Any, value: Any = 0) -> NVCommandQueue:
    self.nvm(4, nv.NVC6B5_SET_SEMAPHORE_A, *data64(signal.value_addr), value)
    self.nvm(4, nv.NVC6B5_LAUNCH_DMA, fld(nv.NVC6B5_LAUNCH_DMA_FLUSH_ENABLE, 1) |
             fld(nv.NVC6B5_LAUNCH_DMA_SEMAPHORE_TYPE, nv.NVC6B5_LAUNCH_DMA_SEMAPHORE_TYPE_RELEASE_FOUR_WORD_SEMAPHORE))
    return self
  def _submit(self, dev: Any) -> None: self._submit_to(dev, dev.dma_gpfifo)

# ---- programs ----

CBUF0_PREFIX = 0x160  # driver-reserved words of constant buffer 0 before the kernel's parameters

class NVArgsState(HCQArgsState):
  """Constant buffer 0: the driver-reserved prefix, then the kernel's parameters (buffer addresses, then values) at their declared
  offsets and sizes."""
  def __init__(self, buf: HCQBuffer, prg: Any, bufs: Sequence[HCQBuffer], vals: Sequence[Any] = ()):
    super().__init__(buf, prg, bufs, vals)
    view = buf.cpu_view()
    view.view(0, prg.param_base, "I")[:] = prg.cbuf0
    if len(args := [b.va_addr for b in bufs] + list(vals)) != len(prg.param_slots):
      raise TypeError(f"kernel {prg.name} takes {len(prg.param_slots)} arguments, got {len(bufs)} buffers and {len(vals)} values")
    for (fmt, off), v in zip(prg.param_slots, args):
      if isinstance(v, int): v &= (1 << (8 * struct.calcsize(fmt))) - 1
      self.bind_sints_to_buf(v, buf=view, fmt=fmt, offset=prg.param_base + off)

class NVProgram(HCQProgram):
  """A kernel: a cubin, or anything else the interface loads itself (`NVKIface.load_ptx`: the mock GPU executes PTX text)."""
  param_slots: list[tuple[str, int]]          # (struct format, offset from param_base) of each argument, in launch order
  relocs: list[tuple[int, int, int]]          # (offset in the image, relocation type, target) patched after upload
  constbufs: dict[int, tuple[int, int]]       # constant bank -> (offset in the image, size)
  param_base: int; cbuf0_size: int; shared_size: int; local_size: int; regs: int
  def __init__(self, dev: NVDevice, name: str, lib: bytes):
    self.dev, self.name, self.lib = dev, name, lib
    if lib[:4] == b"\x7fELF": image, entry = self._from_cubin(lib, name)
    else: image, entry = dev.iface.load_ptx(self, lib)
    self.image = dev.allocator.alloc(round_up(len(image), 0x1000) + 0x1000, BufferSpec(cpu_access=True))  # 4 KiB guard after the code
    self.image.cpu_view()[0:len(image)] = image
    self.code_size = len(image) - entry
    for off, typ, target in self.relocs: self._relocate(off, typ, target)
    self.prog_addr = self.image.va_addr + entry
    dev._ensure_local_memory(self.local_size)
    self.cbuf0 = [0] * (self.param_base // 4)
    self.cbuf0[6:12] = [*data64_le(dev.shared_mem_window), *data64_le(dev.local_mem_window), 0xfffdc0, 0]
    self.qmd_offset, self.qmd_type = round_up(self.cbuf0_size, 256), qmd_type(dev.compute_class)
    self.qmd_template = self._make_qmd()
    super().__init__(NVArgsState, dev, name, kernargs_alloc_size=round_up(self.qmd_offset + self.qmd_type.size, 256))  # keeps every QMD 256-aligned

  def _from_cubin(self, lib: bytes, name: str) -> tuple[bytes, int]:
    k = load_cubin(lib, name)
    self.param_slots = [({8: "Q", 4: "I", 2: "H", 1: "B"}[size], off) for off, size in k.params]
    self.regs, self.relocs, self.constbufs = k.regs, k.relocs, k.constbufs
    # a kernel without parameters has no PARAM_CBANK record; bank 0 still holds the driver-reserved prefix (the memory windows)
    self.param_base, self.cbuf0_size = (k.param_base, k.cbuf0_size) if k.cbuf0_size else (CBUF0_PREFIX, CBUF0_PREFIX)
    self.shared_size, self.local_size = round_up(0x400 + k.shared, 128), round_up(k.stack + 0x240, 16)
    return k.image, k.entry

  def _relocate(self, off: int, typ: int, target: int) -> None:
    va, view = self.image.va_addr + target, self.image.cpu_view()
    if typ == 2: view.view(off, 8, "Q")[0] = va  # R_CUDA_64
    elif typ == 0x38: view.view(off + 4, 4, "I")[0] = va & 0xFFFFFFFF
    elif typ == 0x39: view.view(off + 4, 4, "I")[0] = va >> 32
    else: raise RuntimeError(f"NV: cubin relocation type {typ:#x} is not supported")

  def _make_qmd(self) -> list[int]:
    tmp = (ctypes.c_uint32 * (self.qmd_type.size // 4))()  # kept alive while the view is used
    buf = MMIOInterface(ctypes.addressof(tmp), self.qmd_type.size, "I")
    q = self.qmd_type(buf)
    q.set_static(self.prog_addr, self.regs, self.shared_size, self.local_size, self._smem_cfg(self.shared_size))
    q.set_prefetch(self.prog_addr, self.code_size)
    q.write("constant_buffer_invalidate", 1, 0)
    q.write("constant_buffer_size_shifted4", round_up(self.cbuf0_size, 16) >> 4, 0)
    q.write("constant_buffer_valid", 1, 0)
    for bank, (off, size) in self.constbufs.items():  # the cubin's other banks (addresses of .global data, literal pools) live in the image
      q.set_cbuf(bank, self.image.va_addr + off, size)
    return list(buf.mv)

  @staticmethod
  def _smem_cfg(smem: int) -> int: return next(kb for kb in (32, 64, 100) if kb * 1024 >= smem) // 4 + 1

  def __call__(self, *bufs: HCQBuffer, global_size: Sequence[int] | None = (1, 1, 1), local_size: Sequence[int] | None = (1, 1, 1),
               vals: Sequence[int] = (), wait: bool = False) -> float | None:
    ls = tuple(local_size or (1, 1, 1)) + (1,) * (3 - len(local_size or (1, 1, 1)))
    gs = tuple(global_size or (1, 1, 1)) + (1,) * (3 - len(global_size or (1, 1, 1)))
    if (threads := ls[0] * ls[1] * ls[2]) > 1024 or any(b > m for b, m in zip(ls, (1024, 1024, 64))):
      raise RuntimeError(f"NV: block {ls} ({threads} threads) exceeds the limits (1024 threads, (1024, 1024, 64)); use smaller local sizes")
    if any(g > m for g, m in zip(gs, (2**31 - 1, 65535, 65535))): raise RuntimeError(f"NV: grid {gs} exceeds (2^31-1, 65535, 65535)")
    # 65536 registers per SM, allocated per warp in granules of 256
    if threads > (max_threads := 65536 // round_up(max(self.regs, 1) * 32, 256) * 32):
      raise RuntimeError(f"NV: kernel {self.name} uses {self.regs} registers, so a block holds at most {max_threads} threads, not {threads}")
    return super().__call__(*bufs, global_size=gs, local_size=ls, vals=vals, wait=wait)

# ---- the driver interface ----

class GPFifo:
  def __init__(self, ring: MMIOInterface, userd: MMIOInterface, entries: int, token: int, handle: int = 0, engine: int = 0,
               notifier: HCQBuffer | None = None):
    self.ring, self.userd, self.entries, self.token, self.put = ring, userd, entries, token, 0
    self.handle, self.engine, self.notifier = handle, engine, notifier  # RM handles of the channel and its engine object; error notifier

# the GPFIFO channel and usermode classes in order of preference, the first the driver lists is used. Hopper keeps AMPERE_CHANNEL_GPFIFO_A
# (the channel class that ran signals and copies on an H200); Blackwell drivers list their own
CHANNEL_CLASSES = (nv.BLACKWELL_CHANNEL_GPFIFO_B, nv.BLACKWELL_CHANNEL_GPFIFO_A, nv.AMPERE_CHANNEL_GPFIFO_A, nv.HOPPER_CHANNEL_GPFIFO_A)
USERMODE_CLASSES = (nv.BLACKWELL_USERMODE_A, nv.HOPPER_USERMODE_A, nv.AMPERE_USERMODE_A, nv.TURING_USERMODE_A)
# Xid numbers RM writes as an error notifier's info32 (NVIDIA's Xid catalog)
RC_ERRORS = {13: "graphics engine exception (Xid 13)", 31: "GPU memory page fault (Xid 31)", 43: "GPU stopped processing (Xid 43)",
             45: "preemptive cleanup (Xid 45)", 69: "graphics engine class error (Xid 69)", 109: "context switch timeout (Xid 109)"}
MMU_ACCESS = {0: "read", 1: "write", 2: "atomic (strong)", 4: "atomic (weak)", 5: "atomic", 6: "write and atomic", 7: "any"}  # *_ACCESS_TYPE_VIRT_*

def pick_class(listed: set[int], prefs: Sequence[int], what: str) -> int:
  """The first of `prefs` the driver lists; an error naming both lists when none is."""
  if (c := next((c for c in prefs if c in listed), None)) is None:
    raise RuntimeError(f"NV: the driver lists no {what} class tg knows (wants one of {[hex(c) for c in prefs]}); this GPU is not supported")
  return c

def nv_iowr(fd: FileIOInterface, nr: int, params: Any) -> Any:
  fd.ioctl((3 << 30) | (ctypes.sizeof(params) << 16) | (ord("F") << 8) | nr, params)
  return params

def _check(status: int, what: str) -> None:
  if status == nv.NV_ERR_NO_MEMORY: raise MemoryError(f"{what}: {nv.nv_status_codes[status]}")
  if status != 0: raise RuntimeError(f"{what} failed: {nv.nv_status_codes.get(status, hex(status))}")

class NVKIface:
  """The NVIDIA kernel driver: /dev/nvidiactl (RM), /dev/nvidia-uvm (the address space), /dev/nvidiaN (mappings)."""
  fio: type[FileIOInterface] = FileIOInterface
  is_mock: ClassVar[bool] = False  # a mock GPU's driver files (never the default device; its kernels are PTX text, see load_ptx)
  host_handles: ClassVar[Iterator[int]] = itertools.count(0x5e000001)  # our handles for host memory objects, unique in the process
  def __init__(self, dev: NVDevice, device_id: int):
    for path in ("/dev/nvidiactl", "/dev/nvidia-uvm"):
      if not self.fio.exists(path):
        raise FileNotFoundError(f"{path} is missing: the NVIDIA kernel driver is not loaded (no NVIDIA GPU?); to test without one use DEV=MOCK+NV")
    self.dev, self.fd_ctl = dev, self.fio("/dev/nvidiactl", os.O_RDWR | os.O_CLOEXEC)
    self.fd_uvm = self.fio("/dev/nvidia-uvm", os.O_RDWR | os.O_CLOEXEC)
    self.fd_uvm_2 = self.fio("/dev/nvidia-uvm", os.O_RDWR | os.O_CLOEXEC)
    self.root = self.rm_alloc(0, nv.NV01_ROOT_CLIENT)
    self.uvm(nv.UVM_INITIALIZE, nv.UVM_INITIALIZE_PARAMS())
    try: self.uvm(nv.UVM_MM_INITIALIZE, nv.UVM_MM_INITIALIZE_PARAMS(uvmFd=self.fd_uvm.fd), fd=self.fd_uvm_2)
    except RuntimeError: pass  # already initialised by an earlier device
    cards = (nv.nv_ioctl_card_info_t * 64)()
    self.fd_ctl.ioctl((3 << 30) | (ctypes.sizeof(cards) << 16) | (ord("F") << 8) | nv.NV_ESC_CARD_INFO, cards)
    valid = [c for c in cards if c.valid]
    if device_id >= len(valid): raise RuntimeError(f"NV:{device_id} does not exist: the driver lists {len(valid)} GPUs")
    info = valid[device_id]
    self.fd_dev = self._open_dev(info.minor_number)
    idinfo = self.rm_control(self.root, nv.NV0000_CTRL_CMD_GPU_GET_ID_INFO_V2, nv.struct_NV0000_CTRL_GPU_GET_ID_INFO_V2_PARAMS(gpuId=info.gpu_id))
    self.minor = info.minor_number
    self.device = self.rm_alloc(self.root, nv.NV01_DEVICE_0, nv.struct_NV0080_ALLOC_PARAMETERS(deviceId=idinfo.deviceInstance,
      hClientShare=self.root, vaMode=nv.NV_DEVICE_ALLOCATION_VAMODE_OPTIONAL_MULTIPLE_VASPACES))
    self.subdevice = self.rm_alloc(self.device, nv.NV20_SUBDEVICE_0)
    self.usermode = self.rm_alloc(self.subdevice, pick_class(self.classes, USERMODE_CLASSES, "usermode"))
    self.gpu_mmio = MMIOInterface(self._map_to_cpu(self.usermode, 0x10000, None), 0x10000, "I")
    self.vaspace = self.rm_alloc(self.device, nv.FERMI_VASPACE_A, nv.NV_VASPACE_ALLOCATION_PARAMETERS(vaBase=0x1000, vaSize=0x1fffffb000000,
      flags=nv.NV_VASPACE_ALLOCATION_FLAGS_ENABLE_PAGE_FAULTING | nv.NV_VASPACE_ALLOCATION_FLAGS_IS_EXTERNALLY_OWNED))
    gid = self.rm_control(self.subdevice, nv.NV2080_CTRL_CMD_GPU_GET_GID_INFO, nv.struct_NV2080_CTRL_GPU_GET_GID_INFO_PARAMS(flags=2, length=16))
    self.gpu_uuid = bytes(gid.data[:16])
    self.uvm(nv.UVM_REGISTER_GPU, nv.UVM_REGISTER_GPU_PARAMS(rmCtrlFd=-1, gpu_uuid=self._uuid()))
    self.uvm(nv.UVM_REGISTER_GPU_VASPACE, nv.UVM_REGISTER_GPU_VASPACE_PARAMS(gpuUuid=self._uuid(), rmCtrlFd=self.fd_ctl.fd, hClient=self.root,
                                                                             hVaSpace=self.vaspace))
    self.host_mem: set[int] = set()  # handles of our host (system) memory objects: other GPUs map them without peer access
    self.peers: dict[bytes, bool] = {}  # peer GPU uuid -> whether UVM enabled peer access to it in our VA space

  def enable_peer(self, other: NVKIface) -> bool:
    """Let this GPU reach `other`'s video memory: register `other` in our UVM VA space, then UVM_ENABLE_PEER_ACCESS between the two.
    Returns False when the driver refuses (no P2P path between them: copies then go through the host); asked once per pair."""
    if other is self: return True
    if (ok := self.peers.get(other.gpu_uuid)) is not None: return ok
    try:  # a refusal of either step means no peer path: the caller copies through the host
      self.uvm(nv.UVM_REGISTER_GPU, nv.UVM_REGISTER_GPU_PARAMS(rmCtrlFd=-1, gpu_uuid=other._uuid()))
      self.uvm(nv.UVM_ENABLE_PEER_ACCESS, nv.UVM_ENABLE_PEER_ACCESS_PARAMS(gpuUuidA=self._uuid(), gpuUuidB=other._uuid()))
      ok = True
    except RuntimeError: ok = False
    self.peers[other.gpu_uuid] = ok
    return ok

  def map_foreign(self, buf: HCQBuffer) -> None:
    """Map `buf` (a whole allocation of another NV device) into this GPU at the same VA: UVM maps the owner's RM memory for our GPU.
    Host memory needs no peer access; video memory does (RuntimeError naming the pair when the driver refused it)."""
    owner: NVKIface = buf.owner.iface
    if buf.meta not in owner.host_mem and not self.enable_peer(owner):
      raise RuntimeError(f"NV:{self.dev.device_id} cannot map video memory of NV:{owner.dev.device_id}: the driver refused peer access "
                         "between them (no P2P path); copy through the host")
    self.uvm(nv.UVM_CREATE_EXTERNAL_RANGE, nv.UVM_CREATE_EXTERNAL_RANGE_PARAMS(base=buf.va_addr, length=buf.size))
    m = nv.UVM_MAP_EXTERNAL_ALLOCATION_PARAMS(base=buf.va_addr, length=buf.size, rmCtrlFd=owner.fd_ctl.fd, hClient=owner.root, hMemory=buf.meta,
                                              gpuAttributesCount=1)
    m.perGpuAttributes[0].gpuUuid = self._uuid()
    self.uvm(nv.UVM_MAP_EXTERNAL_ALLOCATION, m)

  def unmap_foreign(self, buf: HCQBuffer) -> None:
    """Drop this GPU's mapping of another device's allocation (before its owner frees it)."""
    self.uvm(nv.UVM_FREE, nv.UVM_FREE_PARAMS(base=buf.va_addr))

  def _uuid(self) -> Any:
    t = type(nv.UVM_REGISTER_GPU_PARAMS().gpu_uuid)
    return t.from_buffer_copy(self.gpu_uuid.ljust(ctypes.sizeof(t), b"\0"))

  def _open_dev(self, minor: int) -> FileIOInterface:
    fd = self.fio(f"/dev/nvidia{minor}", os.O_RDWR | os.O_CLOEXEC)
    nv_iowr(fd, nv.NV_ESC_REGISTER_FD, nv.nv_ioctl_register_fd_t(ctl_fd=self.fd_ctl.fd))
    return fd

  def _has_class(self, cls: int) -> bool: return cls in self.classes
  @functools.cached_property
  def classes(self) -> set[int]:
    p = self.rm_control(self.device, nv.NV0080_CTRL_CMD_GPU_GET_CLASSLIST, nv.struct_NV0080_CTRL_GPU_GET_CLASSLIST_PARAMS())
    lst = (ctypes.c_uint32 * p.numClasses)()
    p = self.rm_control(self.device, nv.NV0080_CTRL_CMD_GPU_GET_CLASSLIST, nv.struct_NV0080_CTRL_GPU_GET_CLASSLIST_PARAMS(
      numClasses=p.numClasses, classList=ctypes.addressof(lst)))
    return set(lst)

  def rm_alloc(self, parent: int, cls: int, params: Any = None) -> int:
    addr, size = (ctypes.addressof(params), ctypes.sizeof(params)) if params is not None else (0, 0)
    p = nv.NVOS21_PARAMETERS(hRoot=getattr(self, "root", 0), hObjectParent=parent, hClass=cls, pAllocParms=addr, paramsSize=size)
    nv_iowr(self.fd_ctl, nv.NV_ESC_RM_ALLOC, p)
    _check(p.status, f"RM_ALLOC of class {cls:#x}")
    return p.hObjectNew

  def rm_control(self, obj: int, cmd: int, params: Any) -> Any:
    p = nv.NVOS54_PARAMETERS(hClient=self.root, hObject=obj, cmd=cmd, params=ctypes.addressof(params), paramsSize=ctypes.sizeof(params))
    nv_iowr(self.fd_ctl, nv.NV_ESC_RM_CONTROL, p)
    _check(p.status, f"RM_CONTROL {cmd:#x}")
    return params

  def uvm(self, cmd: int, params: Any, fd: FileIOInterface | None = None) -> Any:
    (fd or self.fd_uvm).ioctl(cmd, params)
    _check(params.rmStatus, f"UVM ioctl {cmd}")
    return params

  def _map_to_cpu(self, hmem: int, size: int, target: int | None) -> int:
    fd = self._open_dev(self.minor)
    p = nv.nv_ioctl_nvos33_parameters_with_fd(params=nv.NVOS33_PARAMETERS(hClient=self.root, hDevice=self.device, hMemory=hmem, length=size,
                                              pLinearAddress=target or 0, flags=fld(nv.NVOS33_FLAGS_MAP_FIXED, 1) if target else 0), fd=fd.fd)
    nv_iowr(self.fd_ctl, nv.NV_ESC_RM_MAP_MEMORY, p)
    _check(p.params.status, "RM_MAP_MEMORY")
    addr = fd.mmap(target, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED | (MAP_FIXED if target else 0), 0)
    self._keep = getattr(self, "_keep", []) + [fd]
    return addr

  def alloc(self, size: int, va: int, host: bool, cpu_access: bool) -> HCQBuffer:
    """Host memory (pinned pages of our own mapping, seen by the GPU over PCIe) or video memory, CPU-mapped through BAR1 when asked."""
    if host:
      addr = self.fio.anon_mmap(va, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED | MAP_FIXED_NOREPLACE)
      if addr != va: raise OSError(f"NV: host memory could not be placed at {va:#x}")
      # this escape takes the new object's handle from the caller; RM returns none
      p = nv.nv_ioctl_nvos02_parameters_with_fd(params=nv.NVOS02_PARAMETERS(hRoot=self.root, hObjectParent=self.device,
        hObjectNew=next(self.host_handles), hClass=nv.NV01_MEMORY_SYSTEM_OS_DESCRIPTOR, pMemory=addr, limit=size - 1,
        flags=fld(nv.NVOS02_FLAGS_PHYSICALITY, 1) | fld(nv.NVOS02_FLAGS_COHERENCY, 1) | fld(nv.NVOS02_FLAGS_MAPPING, 1)), fd=-1)
      nv_iowr(self.fd_dev, nv.NV_ESC_RM_ALLOC_MEMORY, p)  # an escape of the GPU's own file, refused (EINVAL) on nvidiactl
      _check(p.params.status, "RM_ALLOC_MEMORY (host)")
      hmem = p.params.hObjectNew
      self.host_mem.add(hmem)
    else:
      # the page size is named to match the VA alignment (4 KiB, 2 MiB from 8 MiB up): RM's default 64 KiB pages fail to map at 4 KiB
      huge = size >= (8 << 20)
      attr = nv.NV_MEMORY_ALLOCATION_PARAMS(owner=self.root, type=nv.NVOS32_TYPE_IMAGE, size=size, limit=size - 1,
        alignment=2 << 20 if huge else 0x1000, attr2=fld(nv.NVOS32_ATTR2_PAGE_SIZE_HUGE, nv.NVOS32_ATTR2_PAGE_SIZE_HUGE_2MB) if huge else 0,
        attr=fld(nv.NVOS32_ATTR_LOCATION, nv.NVOS32_ATTR_LOCATION_VIDMEM) | fld(nv.NVOS32_ATTR_PHYSICALITY, 1) |
             fld(nv.NVOS32_ATTR_PAGE_SIZE, nv.NVOS32_ATTR_PAGE_SIZE_HUGE if huge else nv.NVOS32_ATTR_PAGE_SIZE_4KB),
        # MAP_NOT_REQUIRED only for memory the CPU never maps: the driver refuses RM_MAP_MEMORY of such memory
        flags=nv.NVOS32_ALLOC_FLAGS_ALIGNMENT_FORCE | nv.NVOS32_ALLOC_FLAGS_PERSISTENT_VIDMEM | nv.NVOS32_ALLOC_FLAGS_IGNORE_BANK_PLACEMENT |
              nv.NVOS32_ALLOC_FLAGS_MEMORY_HANDLE_PROVIDED | (0 if cpu_access else nv.NVOS32_ALLOC_FLAGS_MAP_NOT_REQUIRED))
      hmem = self.rm_alloc(self.device, nv.NV1_MEMORY_USER, attr)
      if cpu_access: self._map_to_cpu(hmem, size, va)
    self.uvm(nv.UVM_CREATE_EXTERNAL_RANGE, nv.UVM_CREATE_EXTERNAL_RANGE_PARAMS(base=va, length=size))
    dma = nv.NVOS46_PARAMETERS(hClient=self.root, hDevice=self.device, hDma=self.dev.virtmem, hMemory=hmem, length=size, dmaOffset=va,
                               flags=fld(nv.NVOS46_FLAGS_CACHE_SNOOP, 1) | fld(nv.NVOS46_FLAGS_DMA_OFFSET_FIXED, 1))
    nv_iowr(self.fd_ctl, nv.NV_ESC_RM_MAP_MEMORY_DMA, dma)
    _check(dma.status, "RM_MAP_MEMORY_DMA")
    m = nv.UVM_MAP_EXTERNAL_ALLOCATION_PARAMS(base=va, length=size, rmCtrlFd=self.fd_ctl.fd, hClient=self.root, hMemory=hmem, gpuAttributesCount=1)
    m.perGpuAttributes[0].gpuUuid = self._uuid()
    self.uvm(nv.UVM_MAP_EXTERNAL_ALLOCATION, m)
    return HCQBuffer(va, size, meta=hmem, view=MMIOInterface(va, size) if host or cpu_access else None, owner=self.dev)

  def free(self, buf: HCQBuffer) -> None:
    nv_iowr(self.fd_ctl, nv.NV_ESC_RM_FREE, nv.NVOS00_PARAMETERS(hRoot=self.root, hObjectParent=self.device, hObjectOld=buf.meta))
    self.uvm(nv.UVM_FREE, nv.UVM_FREE_PARAMS(base=buf.va_addr))
    if buf.view is not None: self.fio.munmap(buf.va_addr, buf.size)

  def load_ptx(self, prg: NVProgram, lib: bytes) -> tuple[bytes, int]:
    """(code image, entry offset) of a library that is not a cubin, setting prg's layout; hardware runs cubins only (the mock
    GPU's interface overrides this to run PTX text)."""
    raise RuntimeError(f"kernel {prg.name}: the NVIDIA driver loads cubins, and this library is not one (PTX text runs only on the "
                       "mock GPU, DEV=MOCK+NV); compile it for the GPU's arch")

class NVAllocator(HCQAllocator):
  supports_transfer = True  # copies between NV devices: the copy engine over peer mappings, or through the host when refused
  def _alloc(self, size: int, options: BufferSpec) -> HCQBuffer:
    dev: Any = self.dev
    # uncached memory is host memory: RM's own system memory (NV1_MEMORY_SYSTEM) cannot be CPU-mapped on current drivers
    host = options.host or options.uncached
    size = round_up(max(size, 1), 0x1000 if host or size < (8 << 20) else 2 << 20)
    va = (dev.low_va if host or options.cpu_access else dev.high_va).alloc(size, 0x1000 if size < (8 << 20) else 2 << 20)
    return dev.iface.alloc(size, va, host, options.cpu_access)
  def _free(self, opaque: HCQBuffer, options: BufferSpec) -> None:
    dev: Any = self.dev
    dev.synchronize()
    for d in opaque.mapped_devs:  # the GPUs it was mapped into drop their view first
      d.synchronize()
      d.iface.unmap_foreign(opaque)
    dev.iface.free(opaque)
  def _map(self, buf: HCQBuffer) -> HCQBuffer:
    """`buf` (another NV device's) mapped into this GPU at its own VA, once per allocation; each GPU has its own page tables."""
    base, dev = buf._base or buf, self.dev
    if base.owner is None or base.owner is dev or dev in base.mapped_devs: return buf
    dev.iface.map_foreign(base)  # type: ignore[attr-defined]
    base.mapped_devs.append(dev)
    return buf
  def _transfer(self, dest: HCQBuffer, src: HCQBuffer, sz: int, src_dev: Any, dest_dev: Any) -> None:
    """dest (on dest_dev) <- src (on src_dev): the source's copy engine writes the peer's memory when the driver allows peer access,
    else the bytes go through host memory (copied out of src, copied into dest)."""
    if src_dev.iface.enable_peer(dest_dev.iface): return super()._transfer(dest, src, sz, src_dev, dest_dev)
    tmp = memoryview(bytearray(sz))
    src_dev.allocator._copyout(tmp, src)
    dest_dev.allocator._copyin(dest, tmp)

# ---- the device ----

def _compilers(dev: NVDevice) -> list[tuple[str, Any]]:
  # the mock GPU executes PTX, so under MOCK the library is PTX text; hardware loads a cubin (nvJitLink/ptxas, NVRTC/nvcc)
  return nv_compilers(ptx_only=dev.is_mock)

class NVDevice(HCQCompiled):
  """`NV[:PTX]`; `MOCK+NV:PTX` runs on the mock GPU (several at once: MOCK+NV with NV:1, NV:2 ...)."""
  # one address space for the process: a buffer keeps its VA on every GPU it is mapped to; GPFIFO entries address 40 bits
  low_va = BumpAllocator(0x70_0000_0000, base=0x10_0000_0000, wrap=False)   # CPU-visible buffers
  high_va = BumpAllocator(0x70_0000_0000, base=0x80_0000_0000, wrap=False)  # device-only buffers
  def __init__(self, device: str = "NV"):
    self.device_id = int(device.split(":")[1]) if ":" in device and device.split(":")[1].isdigit() else 0
    self.iface: Any = HCQCompiled.select_iface("NV", [NVKIface], self, self.device_id)  # DEV=MOCK+NV: the mock's, registered as NV.MOCK
    self.is_mock = self.iface.is_mock
    self.gpu_mmio, self.virtmem = self.iface.gpu_mmio, 0
    self.virtmem = self.iface.rm_alloc(self.iface.device, nv.NV01_MEMORY_VIRTUAL, nv.NV_MEMORY_ALLOCATION_PARAMS(limit=0x1ffffffffffff))
    self.local_mem_window, self.shared_mem_window = 0x729300000000, 0x729400000000
    self._gr_info()
    self._setup_channels()
    from tinygrad.runtime.graph.hcq import HCQGraph
    super().__init__(device, NVAllocator(self), _compilers(self), functools.partial(NVProgram, self), NVSignal, NVComputeQueue, NVCopyQueue,
                     arch=self.arch, peer_group="NV", graph=HCQGraph)
    self.cmdq_buf = self.allocator._alloc(2 << 20, BufferSpec(cpu_access=True))
    self.cmdq, self.cmdq_alloc = self.cmdq_buf.cpu_view(), BumpAllocator(2 << 20, base=self.cmdq_buf.va_addr, wrap=True)
    self.slm_per_thread, self.slm_buf = 0, HCQBuffer(0, 0)
    NVComputeQueue().nvm(1, nv.NVC6C0_SET_OBJECT, self.compute_class) \
      .nvm(1, nv.NVC6C0_SET_SHADER_LOCAL_MEMORY_WINDOW_A, *data64(self.local_mem_window)) \
      .nvm(1, nv.NVC6C0_SET_SHADER_SHARED_MEMORY_WINDOW_A, *data64(self.shared_mem_window)) \
      .signal(self.timeline_signal, self.next_timeline()).submit(self)
    NVCopyQueue().nvm(4, nv.NVC6C0_SET_OBJECT, self.dma_class).signal(self.timeline_signal, self.next_timeline()).submit(self)
    self.synchronize()

  def _setup_channels(self) -> None:
    i = self.iface
    self.channel_group = i.rm_alloc(i.device, nv.KEPLER_CHANNEL_GROUP_A, nv.NV_CHANNEL_GROUP_ALLOCATION_PARAMETERS(
      engineType=nv.NV2080_ENGINE_TYPE_GRAPHICS))
    self.ctxshare = i.rm_alloc(self.channel_group, nv.FERMI_CONTEXT_SHARE_A, nv.NV_CTXSHARE_ALLOCATION_PARAMETERS(hVASpace=i.vaspace,
      flags=nv.NV_CTXSHARE_ALLOCATION_FLAGS_SUBCONTEXT_ASYNC))
    va = self.low_va.alloc(0x300000, 0x1000)
    self.gpfifo_area = i.alloc(0x300000, va, False, True)
    cls = i.classes
    self.compute_class = next(c for c in (*BLACKWELL_COMPUTE, nv.HOPPER_COMPUTE_A, nv.ADA_COMPUTE_A, nv.AMPERE_COMPUTE_B) if c in cls)
    self.dma_class = next(c for c in (nv.BLACKWELL_DMA_COPY_B, nv.BLACKWELL_DMA_COPY_A, nv.HOPPER_DMA_COPY_A, nv.AMPERE_DMA_COPY_B) if c in cls)
    self.channel_class = pick_class(cls, CHANNEL_CLASSES, "GPFIFO channel")
    self.compute_gpfifo = self._new_gpfifo(0, self.compute_class)
    self.dma_gpfifo = self._new_gpfifo(0x100000, self.dma_class)
    try:  # the debugger object reads SM error states and MMU faults after a hang; RM may refuse it (then the report says so)
      self.debugger: int | None = i.rm_alloc(i.device, nv.GT200_DEBUGGER, nv.NV83DE_ALLOC_PARAMETERS(hAppClient=i.root,
                                                                                                  hClass3dObject=self.compute_gpfifo.engine))
    except RuntimeError: self.debugger = None
    i.rm_control(self.channel_group, nv.NVA06C_CTRL_CMD_GPFIFO_SCHEDULE, nv.NVA06F_CTRL_GPFIFO_SCHEDULE_PARAMS(bEnable=1))

  def _new_gpfifo(self, offset: int, engine_cls: int, entries: int = 0x10000) -> GPFifo:
    i = self.iface
    # the error notifier: RM writes an NvNotification (timestamp, info32 = the Xid, info16, status) here when it stops the channel
    notifier: HCQBuffer | None = i.alloc(0x1000, self.low_va.alloc(0x1000, 0x1000), True, True)
    def alloc_channel(error: int) -> int:
      params = nv.struct_NV_CHANNEL_ALLOC_PARAMS(hObjectError=error, hObjectBuffer=self.gpfifo_area.meta,
        gpFifoOffset=self.gpfifo_area.va_addr + offset, gpFifoEntries=entries, hContextShare=self.ctxshare)
      params.hUserdMemory[0], params.userdOffset[0] = self.gpfifo_area.meta, offset + entries * 8
      return i.rm_alloc(self.channel_group, self.channel_class, params)
    try: chan = alloc_channel(notifier.meta if notifier is not None else 0)
    except RuntimeError:  # a driver that refuses this notifier memory still gets a channel, without the notifier
      chan, notifier = alloc_channel(0), None
    engine = i.rm_alloc(chan, engine_cls)
    # the VA space is UVM's (externally owned): a channel is schedulable only once UVM knows it, with a VA range for its buffers
    i.uvm(nv.UVM_REGISTER_CHANNEL, nv.UVM_REGISTER_CHANNEL_PARAMS(gpuUuid=i._uuid(), rmCtrlFd=i.fd_ctl.fd, hClient=i.root, hChannel=chan,
                                                                base=self.low_va.alloc(0x4000000, 0x1000), length=0x4000000))
    tok = i.rm_control(chan, nv.NVC36F_CTRL_CMD_GPFIFO_GET_WORK_SUBMIT_TOKEN, nv.struct_NVC36F_CTRL_CMD_GPFIFO_GET_WORK_SUBMIT_TOKEN_PARAMS())
    view = self.gpfifo_area.cpu_view()
    return GPFifo(view.view(offset, entries * 8, "Q"), view.view(offset + entries * 8, 0x200, "I"), entries, tok.workSubmitToken, chan, engine,
                  notifier)

  def synchronize(self) -> None:
    """Wait for all submitted work; a hang raises RuntimeError("Wait timeout ...") followed by `fault_report()`."""
    try: super().synchronize()
    except RuntimeError as e:
      if "Wait timeout" not in str(e): raise
      raise RuntimeError(f"{e}\n{self.fault_report()}") from e

  def fault_report(self) -> str:
    """What the GPU says about a hang, without waiting on it: per channel the GPFIFO entry it stopped in and its error notifier; from
    the debugger object the SM error states and MMU faults (address, access type) of the compute channel."""
    gget, gput, lines = nv.AmpereAControlGPFifo.GPGet.offset // 4, GPPUT_OFFSET // 4, []  # type: ignore[attr-defined]
    for name in ("compute_gpfifo", "dma_gpfifo"):
      if (g := getattr(self, name, None)) is None: continue
      get, put = g.userd[gget], g.userd[gput]
      line = f"{name}: GP_GET {get} GP_PUT {put}"
      if get != put:
        e = g.ring[get % g.entries]
        line += f", stopped in entry {get} ({(e >> 42) & ((1 << 21) - 1)} words at {e & ((1 << 40) - 1) & ~3:#x})"
      if g.notifier is None: line += "; no error notifier (RM refused it)"
      else:
        w = g.notifier.cpu_view().view(0, 16, "I")[:]
        info32, info16, status = w[2], w[3] & 0xFFFF, w[3] >> 16
        line += (f"; error notifier: info32 {info32} ({RC_ERRORS.get(info32, 'unknown error')}), info16 {info16:#x}, status {status:#x}"
                 if info32 or status else "; error notifier: clear")
      lines.append(line)
    if self.debugger is None: return "\n".join(lines + ["debugger object: not allocated (RM refused GT200_DEBUGGER)"])
    i = self.iface
    try:
      n = min(self.num_gpcs * self.num_tpc_per_gpc * self.num_sm_per_tpc, 100)
      p = i.rm_control(self.debugger, nv.NV83DE_CTRL_CMD_DEBUG_READ_ALL_SM_ERROR_STATES,
                       nv.struct_NV83DE_CTRL_DEBUG_READ_ALL_SM_ERROR_STATES_PARAMS(hTargetChannel=self.compute_gpfifo.handle, numSMsToRead=n))
      errs = [f"SM {k}: global ESR {e.hwwGlobalEsr:#x}, warp ESR {e.hwwWarpEsr:#x}, PC {e.hwwWarpEsrPc64:#x}, address {e.hwwEsrAddr:#x}"
              for k, e in enumerate(p.smErrorStateArray[:n]) if e.hwwGlobalEsr or e.hwwWarpEsr]
      lines.append("SM error states: " + ("; ".join(errs) if errs else f"none of {n} SMs latched an error"))
      if p.mmuFault.valid: lines.append(f"MMU fault info {p.mmuFault.faultInfo:#x}")
    except RuntimeError as e: lines.append(f"SM error states: not readable ({e})")
    try:
      m = i.rm_control(self.debugger, nv.NV83DE_CTRL_CMD_DEBUG_READ_MMU_FAULT_INFO, nv.struct_NV83DE_CTRL_DEBUG_READ_MMU_FAULT_INFO_PARAMS())
      lines += [f"MMU fault on the compute engine: address {f.faultAddress:#x}, fault type {f.faultType}, access "
                f"{MMU_ACCESS.get(f.accessType, f.accessType)}" for f in m.mmuFaultInfoList[:min(m.count, 4)]] or ["MMU faults: none"]
    except RuntimeError as e: lines.append(f"MMU faults: not readable ({e})")
    return "\n".join(lines)

  def _gr_info(self) -> None:
    """GPC/TPC/SM counts, warps per SM and the SM version (arch sm_XY) from GR_GET_INFO."""
    names = ("LITTER_NUM_GPCS", "LITTER_NUM_TPC_PER_GPC", "LITTER_NUM_SM_PER_TPC", "MAX_WARPS_PER_SM", "SM_VERSION")
    infos = (nv.struct_NVXXXX_CTRL_XXX_INFO * len(names))(*[nv.struct_NVXXXX_CTRL_XXX_INFO(index=getattr(nv, f"NV2080_CTRL_GR_INFO_INDEX_{n}"))
                                                           for n in names])
    self.iface.rm_control(self.iface.subdevice, nv.NV2080_CTRL_CMD_GR_GET_INFO, nv.struct_NV2080_CTRL_GR_GET_INFO_PARAMS(
      grInfoListSize=len(names), grInfoList=ctypes.addressof(infos)))
    self.num_gpcs, self.num_tpc_per_gpc, self.num_sm_per_tpc, self.max_warps_per_sm, sm = (x.data for x in infos)
    self.arch = f"sm_{(sm >> 8) & 0xf}{sm & 0xf}" if sm != 0xa04 else "sm_120"

  def _ensure_local_memory(self, required: int) -> None:
    """Grow the shader local memory (per-thread stack) so every resident thread of every TPC has `required` bytes."""
    if (per_thread := round_up(required, 32)) <= self.slm_per_thread: return
    self.synchronize()
    per_tpc = round_up(round_up(per_thread * 32, 0x200) * self.max_warps_per_sm * self.num_sm_per_tpc, 0x8000)
    size = round_up(per_tpc * self.num_tpc_per_gpc * self.num_gpcs, 0x20000)
    self.slm_buf, self.slm_per_thread = self.allocator.alloc(size), per_thread  # the old one stays cached for reuse
    NVComputeQueue().nvm(1, nv.NVC6C0_SET_SHADER_LOCAL_MEMORY_A, *data64(self.slm_buf.va_addr)) \
      .nvm(1, nv.NVC6C0_SET_SHADER_LOCAL_MEMORY_NON_THROTTLED_A, *data64(per_tpc), 0xff) \
      .signal(self.timeline_signal, self.next_timeline()).submit(self)

  def _sleep(self, ms: int) -> None: time.sleep(ms / 1e6)

