"""The AMD device: RDNA3 (gfx11xx), RDNA4 (gfx12xx) and CDNA3/4 (gfx942, gfx950) GPUs driven through the amdgpu kernel driver's KFD
interface, with no ROCm runtime: user-mode PM4 compute queues and SDMA copy queues whose rings, write pointers and doorbells this
process writes itself.

A PM4 packet is a header (3<<30 | count-1<<16 | opcode<<8) and its dwords; registers are set with SET_SH_REG / SET_UCONFIG_REG at
their offsets in the GC register space (IP base + register, both from IP discovery). Kernels are AMDGPU code objects: the kernel
descriptor's COMPUTE_PGM_RSRC words and user SGPRs go into registers and DISPATCH_DIRECT launches the grid. `DEV=MOCKKFD+AMD` (or
`MOCK+AMD`) swaps the device files for the in-process mock GPU; every line of this runtime stays the one that runs on hardware.
"""
from __future__ import annotations
import ctypes, errno, functools, importlib, itertools, mmap, os, time
from typing import Any, ClassVar, NamedTuple
from collections.abc import Sequence
from tinygrad.device import BufferSpec, Compiler, renderer_class
from tinygrad.helpers import DEV, getenv, round_up
from tinygrad.runtime.autogen import hsa, kfd
from tinygrad.runtime.support.hcq import (CLikeArgsState, FileIOInterface, HCQAllocator, HCQBuffer, HCQCompiled, HCQProgram, HCQSignal,
                                          HWQueue, MMIOInterface, data64_le)
from tinygrad.runtime.support.amd.codeobj import (KCP_DISPATCH_ID, KCP_DISPATCH_PTR, KCP_FLAT_SCRATCH_INIT, KCP_KERNARG_PTR,
  KCP_PRIVATE_SEGMENT_BUFFER, KCP_PRIVATE_SEGMENT_SIZE, KCP_QUEUE_PTR, apply_relocs, load_code_object)

MAP_FIXED, MAP_NORESERVE, PROT_NONE = 0x10, 0x4000, 0
GC_HWID, SDMA0_HWID, NBIF_HWID = 11, 42, 108  # IP discovery hardware ids
CACHE_FLUSH_AND_INV_TS_EVENT, CS_PARTIAL_FLUSH = 0x14, 0x7  # VGT event types
WAIT_EQ, WAIT_NE, WAIT_GEQ = 3, 4, 5
DISPATCH_COMPUTE_SHADER_EN, DISPATCH_FORCE_START_AT_000, DISPATCH_CS_W32_EN = 1 << 0, 1 << 2, 1 << 15
TMPRING_WAVES_SHIFT, TMPRING_WAVESIZE_SHIFT = 0, 12

def supported_arch(arch: str) -> bool: return arch in ("gfx942", "gfx950") or arch.startswith(("gfx11", "gfx12"))
def arch_of(target: int) -> str:
  if target == 90403: target = 90402
  return f"gfx{target // 10000}{(target // 100) % 100:x}{target % 100:x}"

class AMDIP:
  """One IP block's registers: `reg("regCOMPUTE_PGM_LO")` is the dword offset (IP base of the register's segment + offset)."""
  def __init__(self, module: Any, bases: Sequence[int]): self.module, self.bases = module, list(bases)
  def reg(self, name: str) -> int: return self.bases[getattr(self.module, f"{name}_BASE_IDX")] + getattr(self.module, name)
  def __getattr__(self, name: str) -> Any: return getattr(self.module, name)

def gc_module(arch: str) -> Any:
  return importlib.import_module("tinygrad.runtime.autogen." + ("amd_gpu_gfx9" if arch.startswith("gfx9") else "amd_gpu_gfx12"
                                                                 if arch.startswith("gfx12") else "amd_gpu"))

# ---- queues ----

class AMDSignal(HCQSignal):
  def __init__(self, *args: Any, **kwargs: Any): super().__init__(*args, **{**kwargs, "timestamp_divider": 100})

class AMDComputeQueue(HWQueue):
  def __init__(self, dev: AMDDevice):
    super().__init__()
    self.dev, self.gc, self.gfx9 = dev, dev.gc, dev.gfx.startswith("gfx9")

  def pkt3(self, op: int, *vals: Any) -> AMDComputeQueue:
    self.q(3 << 30 | (len(vals) - 1 & 0x3FFF) << 16 | (op & 0xFF) << 8, *vals)
    return self

  def set_reg(self, name: str, *vals: Any) -> AMDComputeQueue:
    reg, gc = self.gc.reg(name), self.gc
    if gc.PACKET3_SET_SH_REG_START <= reg < gc.PACKET3_SET_SH_REG_END:
      return self.pkt3(gc.PACKET3_SET_SH_REG, reg - gc.PACKET3_SET_SH_REG_START, *vals)
    if gc.PACKET3_SET_UCONFIG_REG_START <= reg < gc.PACKET3_SET_UCONFIG_REG_END:
      return self.pkt3(gc.PACKET3_SET_UCONFIG_REG, reg - gc.PACKET3_SET_UCONFIG_REG_START, *vals)
    raise RuntimeError(f"Cannot set {name} ({reg:#x}) via pm4 packet: it is neither an SH nor a UCONFIG register")

  def wait_reg_mem(self, value: Any, mask: int = 0xFFFFFFFF, mem: Any = None, reg_req: int = 0, reg_done: int = 0,
                   op: int = WAIT_GEQ) -> AMDComputeQueue:
    gc = self.gc
    info = gc.WAIT_REG_MEM_FUNCTION(op) | gc.WAIT_REG_MEM_MEM_SPACE(int(mem is not None)) | gc.WAIT_REG_MEM_OPERATION(int(mem is None)) | \
      gc.WAIT_REG_MEM_ENGINE(0)
    addr = data64_le(mem) if mem is not None else (reg_req, reg_done)
    return self.pkt3(gc.PACKET3_WAIT_REG_MEM, info, *addr, value, mask, 4)

  def acquire_mem(self, gli: int = 1, glm: int = 1, glk: int = 1, glv: int = 1, gl1: int = 1, gl2: int = 1) -> AMDComputeQueue:
    gc = self.gc
    if self.gfx9:
      cntl = gc.PACKET3_ACQUIRE_MEM_CP_COHER_CNTL_SH_ICACHE_ACTION_ENA(gli) | gc.PACKET3_ACQUIRE_MEM_CP_COHER_CNTL_SH_KCACHE_ACTION_ENA(glk) | \
        gc.PACKET3_ACQUIRE_MEM_CP_COHER_CNTL_TC_ACTION_ENA(gl2) | gc.PACKET3_ACQUIRE_MEM_CP_COHER_CNTL_TCL1_ACTION_ENA(gl1) | \
        gc.PACKET3_ACQUIRE_MEM_CP_COHER_CNTL_TC_WB_ACTION_ENA(gl2)
      return self.pkt3(gc.PACKET3_ACQUIRE_MEM, cntl, 0xFFFFFFFF, 0xFFFFFF, 0, 0, 0xA)
    f = {"GLI_INV": gli, "GLM_INV": glm, "GLM_WB": glm, "GLK_INV": glk, "GLK_WB": glk, "GLV_INV": glv, "GL1_INV": gl1, "GL2_INV": gl2, "GL2_WB": gl2}
    cntl = functools.reduce(lambda acc, kv: acc | getattr(gc, f"PACKET3_ACQUIRE_MEM_GCR_CNTL_{kv[0]}")(kv[1]), f.items(), 0)
    return self.pkt3(gc.PACKET3_ACQUIRE_MEM, 0, 0xFFFFFFFF, 0xFFFFFF, 0, 0, 0xA, cntl)

  def release_mem(self, address: Any, value: Any, data_sel: int, int_sel: int, ctxid: Any = 0, cache_flush: bool = False) -> AMDComputeQueue:
    """End-of-pipe write: DATA_SEL 0 none, 1 u32, 2 u64, 3 GPU clock; INT_SEL 2 raises an interrupt once the write is confirmed."""
    gc = self.gc
    if self.gfx9: flush = gc.EOP_TC_WB_ACTION_EN | gc.EOP_TC_NC_ACTION_EN if cache_flush else 0
    else: flush = (gc.PACKET3_RELEASE_MEM_GCR_GLV_INV | gc.PACKET3_RELEASE_MEM_GCR_GL1_INV | gc.PACKET3_RELEASE_MEM_GCR_GL2_INV |
                   gc.PACKET3_RELEASE_MEM_GCR_GLM_WB | gc.PACKET3_RELEASE_MEM_GCR_GLM_INV | gc.PACKET3_RELEASE_MEM_GCR_GL2_WB |
                   gc.PACKET3_RELEASE_MEM_GCR_SEQ) if cache_flush else 0
    if self.gfx9:  # soc15 names the fields without the packet prefix
      ev, sel = gc.EVENT_TYPE(CACHE_FLUSH_AND_INV_TS_EVENT) | gc.EVENT_INDEX(5) | flush, gc.DATA_SEL(data_sel) | gc.INT_SEL(int_sel) | gc.DST_SEL(0)
    else:
      ev = gc.PACKET3_RELEASE_MEM_EVENT_TYPE(CACHE_FLUSH_AND_INV_TS_EVENT) | gc.PACKET3_RELEASE_MEM_EVENT_INDEX(5) | flush
      sel = gc.PACKET3_RELEASE_MEM_DATA_SEL(data_sel) | gc.PACKET3_RELEASE_MEM_INT_SEL(int_sel) | gc.PACKET3_RELEASE_MEM_DST_SEL(0)
    return self.pkt3(gc.PACKET3_RELEASE_MEM, ev, sel, *data64_le(address), *data64_le(value), ctxid)

  def memory_barrier(self) -> AMDComputeQueue:
    """HDP flush (write the request register, wait for the done register), then invalidate and write back every cache."""
    pf = "PF1" if self.dev.nbio_version[:2] == (7, 11) else "PF0"
    req, done = self.dev.nbio.reg(f"regBIF_BX_{pf}_GPU_HDP_FLUSH_REQ"), self.dev.nbio.reg(f"regBIF_BX_{pf}_GPU_HDP_FLUSH_DONE")
    self.wait_reg_mem(0xFFFFFFFF, 0xFFFFFFFF, reg_req=req, reg_done=done, op=WAIT_EQ)
    return self.acquire_mem()

  def wait(self, signal: Any, value: Any = 0) -> AMDComputeQueue: return self.wait_reg_mem(value, mem=signal.value_addr, op=WAIT_GEQ)

  def signal(self, signal: Any, value: Any = 0) -> AMDComputeQueue:
    self.release_mem(signal.value_addr, value, data_sel=1, int_sel=2, cache_flush=True)
    if signal.is_timeline and (ev := self.dev.iface.queue_event) is not None:  # wakes a CPU asleep in WAIT_EVENTS
      self.release_mem(self.dev.iface.queue_event_mailbox, ev.event_id, data_sel=1, int_sel=2, ctxid=ev.event_id)
    return self

  def timestamp(self, signal: Any) -> AMDComputeQueue:
    self.release_mem(0, 0, data_sel=0, int_sel=0)
    self.release_mem(signal.timestamp_addr, 0, data_sel=3, int_sel=0)
    return self.acquire_mem()

  def write(self, buf: HCQBuffer, value: Any, b64: bool = False) -> AMDComputeQueue:
    return self.release_mem(buf.va_addr, value, data_sel=2 if b64 else 1, int_sel=0)

  def poll_bit(self, buf: HCQBuffer, value: Any, mask: int) -> AMDComputeQueue: return self.wait_reg_mem(value, mask, mem=buf.va_addr, op=WAIT_EQ)

  def exec(self, prg: Any, args_state: Any, global_size: Sequence[Any], local_size: Sequence[Any]) -> AMDComputeQueue:
    dev = self.dev
    self.acquire_mem(gli=0, gl2=0)
    props, user_regs = prg.desc.kernel_code_properties, list[Any]()
    # user SGPRs in the order the hardware loads them; the kernel descriptor says which it expects
    if props & KCP_PRIVATE_SEGMENT_BUFFER:
      user_regs += [dev.scratch.va_addr & 0xFFFFFFFF, (dev.scratch.va_addr >> 32) | 1 << 31, 0xFFFFFFFF, 0x20C14000]  # hi | swizzle
    if props & KCP_DISPATCH_PTR:
      pkt = args_state.buf.offset(prg.kernargs_segment_size, 64)  # hsa_kernel_dispatch_packet_t: workgroup size at +4, grid size at +12
      self.bind_sints_to_mem(*local_size, mem=pkt.cpu_view(), fmt="H", start=2)
      self.bind_sints_to_mem(*[g * ls for g, ls in zip(global_size, local_size)], mem=pkt.cpu_view(), fmt="I", start=3)
      user_regs += [*data64_le(pkt.va_addr)]
    if props & KCP_QUEUE_PTR: user_regs += [*data64_le(dev.compute_queue.gart.va_addr)]
    if props & KCP_KERNARG_PTR: user_regs += [*data64_le(args_state.buf.va_addr)]
    if props & KCP_DISPATCH_ID: user_regs += [0, 0]
    if props & KCP_FLAT_SCRATCH_INIT: user_regs += [*data64_le(dev.scratch.va_addr)]
    if props & KCP_PRIVATE_SEGMENT_SIZE: user_regs += [dev.scratch_per_thread]
    if (hidden := round_up(8 * len(args_state.bufs) + 4 * len(args_state.vals), 8)) + 256 == prg.desc.kernarg_size:
      hid = args_state.buf.cpu_view().view(hidden, 80)  # code object v5 hidden arguments: block counts, workgroup sizes, grid dims
      self.bind_sints_to_mem(*global_size, mem=hid, fmt="I", start=0)
      self.bind_sints_to_mem(*local_size, 0, 0, 0, mem=hid, fmt="H", start=6)
      self.bind_sints_to_mem(3, mem=hid, fmt="H", start=32)
    for vals, view, fmt in args_state.bind_data: self.bind_sints_to_mem(*vals, mem=view, fmt=fmt)
    self.set_reg("regCOMPUTE_PGM_LO", *data64_le(prg.prog_addr >> 8))
    self.set_reg("regCOMPUTE_PGM_RSRC1", prg.rsrc1, prg.rsrc2)
    self.set_reg("regCOMPUTE_PGM_RSRC3", prg.desc.rsrc3)
    self.set_reg("regCOMPUTE_TMPRING_SIZE", dev.tmpring_size)
    if dev.scratch.size: self.set_reg("regCOMPUTE_DISPATCH_SCRATCH_BASE_LO", *data64_le(dev.scratch.va_addr >> 8))
    self.set_reg("regCOMPUTE_RESTART_X", 0, 0, 0)
    if user_regs: self.set_reg("regCOMPUTE_USER_DATA_0", *user_regs)
    self.set_reg("regCOMPUTE_RESOURCE_LIMITS", getenv("WAVES_PER_SH", 0) & 0x3FF)
    self.set_reg("regCOMPUTE_START_X", 0, 0, 0, *local_size)
    initiator = DISPATCH_COMPUTE_SHADER_EN | DISPATCH_FORCE_START_AT_000 | (DISPATCH_CS_W32_EN if prg.desc.wave32 and not self.gfx9 else 0)
    self.pkt3(self.gc.PACKET3_DISPATCH_DIRECT, *global_size, initiator)
    return self.pkt3(self.gc.PACKET3_EVENT_WRITE, self.gc.EVENT_TYPE(CS_PARTIAL_FLUSH) | self.gc.EVENT_INDEX(4))

  def bind(self, dev: Any) -> AMDComputeQueue:
    """Move the words into an uncached page; a submit then sends one INDIRECT_BUFFER and symbolic words are patched in place."""
    self.binded_device = dev
    self.hw_buf = dev.allocator.alloc(round_up(len(self._q) * 4, 0x1000), BufferSpec(cpu_access=True, nolru=True, uncached=True))
    self.hw_page = self.hw_buf.cpu_view().view(0, len(self._q) * 4, "I")
    self.hw_page[:] = self._q
    self.indirect = [3 << 30 | 2 << 16 | self.gc.PACKET3_INDIRECT_BUFFER << 8, *data64_le(self.hw_buf.va_addr), len(self._q) | 1 << 23]
    return self

  def _submit(self, dev: Any) -> None:
    words = self.indirect if self.binded_device is dev else self._q
    dev.compute_queue.put_words(words)

class AMDCopyQueue(HWQueue):
  """SDMA packets; chunks of at most `max_copy_size` bytes per COPY_LINEAR."""
  def __init__(self, dev: AMDDevice):
    super().__init__()
    self.dev, self.s = dev, dev.sdma_pkt
    self.max_copy_size = (4 << 20) if dev.sdma_version[0] < 5 else (1 << 30)
    self.packets: list[int] = []  # start index of each packet, so a submit never splits one across the ring end

  def pkt(self, *words: Any) -> AMDCopyQueue:
    self.packets.append(len(self._q))
    self.q(*words)
    return self

  def copy(self, dest: Any, src: Any, copy_size: int) -> AMDCopyQueue:
    s = self.s
    for off in range(0, copy_size, self.max_copy_size):
      n = min(self.max_copy_size, copy_size - off)
      self.pkt(s.SDMA_PKT_COPY_LINEAR_HEADER_OP(s.SDMA_OP_COPY) | s.SDMA_PKT_COPY_LINEAR_HEADER_SUB_OP(s.SDMA_SUBOP_COPY_LINEAR),
               s.SDMA_PKT_COPY_LINEAR_COUNT_COUNT(n - 1), 0, *data64_le(src + off), *data64_le(dest + off))
    return self

  def fence(self, addr: int, value: Any) -> AMDCopyQueue:
    s, mtype = self.s, 0 if self.dev.gfx.startswith("gfx9") else 3
    return self.pkt(s.SDMA_PKT_FENCE_HEADER_OP(s.SDMA_OP_FENCE) | s.SDMA_PKT_FENCE_HEADER_MTYPE(mtype), *data64_le(addr), value)

  def signal(self, signal: Any, value: Any = 0) -> AMDCopyQueue:
    self.fence(signal.value_addr, value)
    if signal.is_timeline and (ev := self.dev.iface.queue_event) is not None:
      self.fence(self.dev.iface.queue_event_mailbox, ev.event_id)
      self.pkt(self.s.SDMA_PKT_TRAP_HEADER_OP(self.s.SDMA_OP_TRAP), self.s.SDMA_PKT_TRAP_INT_CONTEXT_INT_CONTEXT(ev.event_id))
    return self

  def wait(self, signal: Any, value: Any = 0) -> AMDCopyQueue:
    s = self.s
    return self.pkt(s.SDMA_PKT_POLL_REGMEM_HEADER_OP(s.SDMA_OP_POLL_REGMEM) | s.SDMA_PKT_POLL_REGMEM_HEADER_FUNC(WAIT_GEQ) |
                    s.SDMA_PKT_POLL_REGMEM_HEADER_MEM_POLL(1), *data64_le(signal.value_addr), value, 0xFFFFFFFF,
                    s.SDMA_PKT_POLL_REGMEM_DW5_INTERVAL(4) | s.SDMA_PKT_POLL_REGMEM_DW5_RETRY_COUNT(0xFFF))

  def timestamp(self, signal: Any) -> AMDCopyQueue:
    s = self.s
    return self.pkt(s.SDMA_PKT_TIMESTAMP_GET_GLOBAL_HEADER_OP(s.SDMA_OP_TIMESTAMP) |
                    s.SDMA_PKT_TIMESTAMP_GET_GLOBAL_HEADER_SUB_OP(s.SDMA_SUBOP_TIMESTAMP_GET_GLOBAL), *data64_le(signal.timestamp_addr))

  def write(self, buf: HCQBuffer, value: Any, b64: bool = False) -> AMDCopyQueue:
    s = self.s
    vals = [*data64_le(value)] if b64 else [value]
    return self.pkt(s.SDMA_PKT_WRITE_UNTILED_HEADER_OP(s.SDMA_OP_WRITE) | s.SDMA_PKT_WRITE_UNTILED_HEADER_SUB_OP(s.SDMA_SUBOP_WRITE_LINEAR),
                    *data64_le(buf.va_addr), s.SDMA_PKT_WRITE_UNTILED_DW_3_COUNT(len(vals) - 1), *vals)

  def _submit(self, dev: Any) -> None:
    bounds = [*self.packets, len(self._q)]
    dev.sdma_queue.put_packets([self._q[a:b] for a, b in itertools.pairwise(bounds)])

class KFDQueue:
  """A ring the runtime writes: words at `put`, the write pointer in the queue's gart page, then the doorbell. PM4 rings count
  dwords; SDMA rings count bytes and never split a packet across the end."""
  def __init__(self, ring: HCQBuffer, gart: HCQBuffer, doorbell: MMIOInterface, sdma: bool):
    self.ring, self.gart, self.doorbell, self.sdma = ring.cpu_view().view(fmt="I"), gart, doorbell, sdma
    self.ring_buf, self.put, self.queue_id, self.bufs = ring, 0, 0, list[HCQBuffer]()
    self.wptr = gart.cpu_view().view(hsa.struct_amd_queue_s.write_dispatch_id.offset, 8, "Q")  # type: ignore[attr-defined]
    self.rptr = gart.cpu_view().view(hsa.struct_amd_queue_s.read_dispatch_id.offset, 8, "Q")  # type: ignore[attr-defined]
    self.n = len(self.ring)

  def put_words(self, words: list[int]) -> None:
    for i in range(0, len(words), self.n // 2):
      chunk = words[i:i + self.n // 2]
      self._wait_space(len(chunk))
      start = self.put % self.n
      first = min(len(chunk), self.n - start)
      self.ring[start:start + first] = chunk[:first]
      if first < len(chunk): self.ring[0:len(chunk) - first] = chunk[first:]
      self.put += len(chunk)
    self._ring_doorbell(self.put)

  def put_packets(self, packets: list[list[int]]) -> None:
    for p in packets:
      start = self.put % self.n
      if start + len(p) > self.n:  # zero the tail (SDMA NOPs) and wrap
        self._wait_space(self.n - start)
        self.ring[start:self.n] = [0] * (self.n - start)
        self.put += self.n - start
        start = 0
      self._wait_space(len(p))
      self.ring[start:start + len(p)] = p
      self.put += len(p)
    self._ring_doorbell(self.put * 4)

  def _wait_space(self, n: int) -> None:
    unit = 4 if self.sdma else 1
    if self.put + n - self.rptr[0] // unit <= self.n: return
    self._ring_doorbell(self.put * unit)  # a submission longer than the free space: let the engine drain what is written so far
    st = time.perf_counter()
    while self.put + n - self.rptr[0] // unit > self.n:
      if time.perf_counter() - st > 10: raise RuntimeError(f"AMD: {'SDMA' if self.sdma else 'compute'} ring full for 10 s; the queue is hung")

  def _ring_doorbell(self, value: int) -> None:
    self.wptr[0] = value
    self.doorbell[0] = value

# ---- programs ----

class AMDProgram(HCQProgram):
  def __init__(self, dev: AMDDevice, name: str, lib: bytes):
    self.dev, self.name, self.lib = dev, name, lib
    co = load_code_object(lib, name)
    self.lib_gpu = dev.allocator.alloc(round_up(len(co.image), 0x1000), BufferSpec(cpu_access=True, nolru=True))
    self.lib_gpu.cpu_view()[0:len(co.image)] = apply_relocs(co.image, co.relocs, self.lib_gpu.va_addr)
    self.desc = co.desc
    if co.desc.group_segment_size > dev.max_lds:
      raise RuntimeError(f"Too many resources requested: group_segment_size {co.desc.group_segment_size} > {dev.max_lds} bytes of LDS ({name})")
    if co.desc.wave32 and dev.gfx.startswith("gfx9"): raise RuntimeError(f"{name} is compiled for wave32, which {dev.gfx} does not run")
    lds_granules = (-(-co.desc.group_segment_size // 512)) & 0x1FF
    self.rsrc1 = co.desc.rsrc1 | ((1 << 20) if dev.gfx.startswith("gfx11") else 0)  # gfx11: avoids a CWSR hang on trap
    self.rsrc2 = co.desc.rsrc2 | lds_granules << 15
    self.prog_addr = self.lib_gpu.va_addr + co.desc_offset + co.desc.entry_offset
    if self.prog_addr & 0xFF: raise RuntimeError(f"{name}: kernel entry {self.prog_addr:#x} is not 256-byte aligned")
    dev._ensure_scratch(co.desc.private_segment_size)
    self.kernargs_segment_size = round_up(co.desc.kernarg_size, 16)
    super().__init__(CLikeArgsState, dev, name, kernargs_alloc_size=self.kernargs_segment_size + 64)
    dev.synchronize()

  def __call__(self, *bufs: HCQBuffer, global_size: Sequence[int] | None = (1, 1, 1), local_size: Sequence[int] | None = (1, 1, 1),
               vals: Sequence[int] = (), wait: bool = False) -> float | None:
    ls = tuple(local_size or (1, 1, 1))
    if (threads := functools.reduce(lambda a, b: a * b, ls, 1)) > 1024:
      raise RuntimeError(f"AMD: a workgroup of {ls} ({threads} threads) exceeds 1024 threads; use smaller local sizes")
    return super().__call__(*bufs, global_size=global_size, local_size=local_size, vals=vals, wait=wait)

# ---- the KFD interface ----

class KFDQueueSizes(NamedTuple):
  waves: int      # wave slots per XCC the context save must hold
  ctl_stack: int  # control stack, header included (page aligned)
  ctx_save: int   # per-XCC CWSR area: control stack + workgroup data
  debug: int      # per-XCC debugger area after it
  eop: int        # end-of-pipe buffer

def kfd_queue_sizes(props: dict[str, int]) -> KFDQueueSizes:
  """The compute queue's CWSR, control-stack, debug and EOP sizes exactly as amdkfd computes them for a topology node
  (kfd_queue_ctx_save_restore_size in drivers/gpu/drm/amd/amdkfd/kfd_queue.c): CREATE_QUEUE fails with EINVAL unless ctl_stack
  equals the node's, ctx_save is at least the node's cwsr_size and the CWSR buffer is exactly (ctx_save + debug) * XCCs, page aligned.

  `props` is the node's sysfs `properties` (gfx_target_version, simd_count, simd_per_cu, num_xcc, array_count, simd_arrays_per_engine,
  lds_size_in_kb). Kernels that export `ctl_stack_size` and `cwsr_size` there are taken at their word. Where kernel versions size the
  VGPR save differently (gfx1151 and gfx940/941/943 gained the larger size later) the larger is taken: every version accepts a larger
  CWSR area, only the control stack must match exactly. Raises ValueError on a node without SIMDs (a CPU node).
  """
  gfxv, xccs = props["gfx_target_version"], max(props.get("num_xcc", 1), 1)
  if not props.get("simd_count") or not props.get("simd_per_cu"): raise ValueError(f"KFD node {props} has no SIMDs: not a GPU node")
  cus = props["simd_count"] // props["simd_per_cu"] // xccs
  if gfxv < 100100: waves = min(cus * 40, props["array_count"] // max(props["simd_arrays_per_engine"], 1) * 512)  # gfx9: SPI limit
  elif gfxv < 120500: waves = cus * 32
  else: waves = cus * 64  # gfx1250
  vgpr = 0x80000 if gfxv // 100 == 904 or gfxv in (90008, 90010, 90500, 120500, 120501) else \
    0x60000 if gfxv in (110000, 110001, 110501, 120000, 120001) else 0x40000
  sgpr, hwreg = (0x8000, 0x8000) if gfxv in (120500, 120501) else (0x4000, 0x1000)
  lds = props["lds_size_in_kb"] << 10 if gfxv in (90500, 120500, 120501) else 0x10000  # gfx950 and gfx1250 save their larger LDS
  ctl_stack = round_up(40 + waves * (12 if gfxv >= 100100 else 8) + 8, 0x1000)  # 40-byte HSA context-save header
  if gfxv // 10000 == 10: ctl_stack = min(ctl_stack, 0x7000)  # gfx10: the hardware caps the control stack
  ctl_stack = props.get("ctl_stack_size") or ctl_stack
  ctx_save = props.get("cwsr_size") or ctl_stack + round_up(cus * (vgpr + sgpr + lds + hwreg), 0x1000)
  return KFDQueueSizes(waves, ctl_stack, ctx_save, round_up(waves * 32, 64), 0x8000 if gfxv == 80002 else 0x1000)

def _kfd_error(e: OSError, what: str) -> Exception:
  return MemoryError(f"AMD: out of memory in {what}") if e.errno == errno.ENOMEM else RuntimeError(f"AMD: {what} failed: {os.strerror(e.errno or 0)}")

class KFDIface:
  """`/dev/kfd` and the GPU's render node: the ioctl sequence of the ROCm thunk, done by hand."""
  fio: ClassVar[type[FileIOInterface]] = FileIOInterface
  is_mock: ClassVar[bool] = False  # a mock GPU's driver files: never the default device
  kfd: ClassVar[FileIOInterface | None] = None
  gpus: ClassVar[list[str]] = []
  event_page: ClassVar[HCQBuffer | None] = None
  topo = "/sys/devices/virtual/kfd/kfd/topology/nodes"

  def __init__(self, dev: AMDDevice, device_id: int):
    cls = type(self)
    if not self.fio.exists("/dev/kfd"):
      raise FileNotFoundError("/dev/kfd is missing: the amdgpu kernel driver (KFD) is not loaded or there is no AMD GPU; "
                              "to test without one use DEV=MOCKKFD+AMD")
    if cls.kfd is None:
      cls.kfd = self.fio("/dev/kfd", os.O_RDWR)
      nodes = [n for n in self.fio(self.topo).listdir() if self.fio(f"{self.topo}/{n}/gpu_id").read().strip() not in ("", "0")]
      cls.gpus = [f"{self.topo}/{n}" for n in sorted(nodes, key=int)]
      if (want := DEV.target("AMD").indices): cls.gpus = [g for i, g in enumerate(cls.gpus) if i in want]
    if device_id >= len(cls.gpus): raise RuntimeError(f"AMD:{device_id} does not exist: KFD lists {len(cls.gpus)} GPUs")
    self.dev, self.node = dev, cls.gpus[device_id]
    self.gpu_id = int(self.fio(f"{self.node}/gpu_id").read().strip())
    self.props = {k: int(v) for k, v in (ln.split() for ln in self.fio(f"{self.node}/properties").read().splitlines() if ln.strip())}
    minor = self.props["drm_render_minor"]
    self.ip_versions, self.ip_bases = {}, {}
    for hwid in (GC_HWID, SDMA0_HWID, NBIF_HWID):
      base = f"/sys/class/drm/renderD{minor}/device/ip_discovery/die/0/{hwid}/0"
      self.ip_versions[hwid] = tuple(int(self.fio(f"{base}/{f}").read().strip()) for f in ("major", "minor", "revision"))
      self.ip_bases[hwid] = [int(x, 16) for x in self.fio(f"{base}/base_addr").read().split()]
    self.drm_fd = self.fio(f"/dev/dri/renderD{minor}", os.O_RDWR)
    ver = self.ioctl(kfd.AMDKFD_IOC_GET_VERSION, kfd.struct_kfd_ioctl_get_version_args())
    self.ioctl(kfd.AMDKFD_IOC_ACQUIRE_VM, kfd.struct_kfd_ioctl_acquire_vm_args(drm_fd=self.drm_fd.fd, gpu_id=self.gpu_id))
    if (ver.major_version, ver.minor_version) >= (1, 14):
      try: self.ioctl(kfd.AMDKFD_IOC_RUNTIME_ENABLE, kfd.struct_kfd_ioctl_runtime_enable_args(mode_mask=0))
      except RuntimeError: pass  # already enabled by an earlier device of this process
    if cls.event_page is None:
      cls.event_page = self.alloc(0x8000, uncached=True)
      self.ioctl(kfd.AMDKFD_IOC_CREATE_EVENT, kfd.struct_kfd_ioctl_create_event_args(event_page_offset=cls.event_page.meta.handle))
    else: self.map(cls.event_page)
    self.queue_event = self.create_event(kfd.KFD_IOC_EVENT_SIGNAL, auto_reset=1)
    self.queue_event_mailbox = cls.event_page.va_addr + self.queue_event.event_slot_index * 8
    self.mem_event = self.create_event(kfd.KFD_IOC_EVENT_MEMORY)
    self.hw_event = self.create_event(kfd.KFD_IOC_EVENT_HW_EXCEPTION)
    self.doorbells: MMIOInterface | None = None

  def ioctl(self, req: Any, arg: Any) -> Any:
    assert self.kfd is not None
    try: self.kfd.ioctl(int(req), arg)
    except OSError as e: raise _kfd_error(e, f"KFD ioctl {type(arg).__name__.removeprefix('struct_kfd_ioctl_')}") from e
    return arg

  def create_event(self, typ: int, auto_reset: int = 0) -> Any:
    return self.ioctl(kfd.AMDKFD_IOC_CREATE_EVENT, kfd.struct_kfd_ioctl_create_event_args(event_type=typ, auto_reset=auto_reset, node_id=0))

  def alloc(self, size: int, host: bool = False, uncached: bool = False, cpu_access: bool = False, cpu_addr: int | None = None) -> HCQBuffer:
    F = kfd
    flags = F.KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE | F.KFD_IOC_ALLOC_MEM_FLAGS_EXECUTABLE | F.KFD_IOC_ALLOC_MEM_FLAGS_NO_SUBSTITUTE
    if uncached: flags |= F.KFD_IOC_ALLOC_MEM_FLAGS_COHERENT | F.KFD_IOC_ALLOC_MEM_FLAGS_UNCACHED | F.KFD_IOC_ALLOC_MEM_FLAGS_GTT
    else: flags |= F.KFD_IOC_ALLOC_MEM_FLAGS_USERPTR if host else F.KFD_IOC_ALLOC_MEM_FLAGS_VRAM
    if cpu_addr is not None: flags |= F.KFD_IOC_ALLOC_MEM_FLAGS_COHERENT | F.KFD_IOC_ALLOC_MEM_FLAGS_UNCACHED
    if cpu_access or host: flags |= F.KFD_IOC_ALLOC_MEM_FLAGS_PUBLIC
    userptr = bool(flags & F.KFD_IOC_ALLOC_MEM_FLAGS_USERPTR)
    if userptr: va = cpu_addr or self.fio.anon_mmap(None, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED)
    else: va = self.fio.anon_mmap(None, size, PROT_NONE, mmap.MAP_PRIVATE | MAP_NORESERVE)  # reserve the VA
    args = kfd.struct_kfd_ioctl_alloc_memory_of_gpu_args(va_addr=va, size=size, gpu_id=self.gpu_id, flags=flags & 0xFFFFFFFF,
                                                          mmap_offset=va if userptr else 0)
    try:
      assert self.kfd is not None
      self.kfd.ioctl(kfd.AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, args)
    except OSError as e:
      if not userptr: self.fio.munmap(va, size)
      if e.errno == errno.EINVAL and flags & F.KFD_IOC_ALLOC_MEM_FLAGS_VRAM and cpu_access:
        raise MemoryError("AMD: cannot allocate CPU-visible VRAM: enable resizable BAR (Above 4G decoding / ReBAR) in the BIOS") from e
      raise _kfd_error(e, f"ALLOC_MEMORY_OF_GPU of {size:#x} bytes") from e
    if not userptr:
      addr = self.drm_fd.mmap(va, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED | MAP_FIXED, args.mmap_offset)
      if addr != va: raise OSError(f"AMD: the render node mapped {size:#x} bytes at {addr:#x}, not the reserved {va:#x}")
    buf = HCQBuffer(va, size, meta=args, view=MMIOInterface(va, size) if host or cpu_access or uncached or cpu_addr else None, owner=self.dev)
    buf.meta.owns = cpu_addr is None
    self.map(buf)
    return buf

  def map(self, buf: HCQBuffer) -> None:
    if self.gpu_id in getattr(buf.meta, "mapped_gpus", []): return
    ids = (ctypes.c_uint32 * 1)(self.gpu_id)
    self.ioctl(kfd.AMDKFD_IOC_MAP_MEMORY_TO_GPU, kfd.struct_kfd_ioctl_map_memory_to_gpu_args(handle=buf.meta.handle,
               device_ids_array_ptr=ctypes.addressof(ids), n_devices=1))
    buf.meta.mapped_gpus = getattr(buf.meta, "mapped_gpus", []) + [self.gpu_id]

  def free(self, buf: HCQBuffer) -> None:
    gpus = getattr(buf.meta, "mapped_gpus", [])
    if gpus:
      ids = (ctypes.c_uint32 * len(gpus))(*gpus)
      self.ioctl(kfd.AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU, kfd.struct_kfd_ioctl_unmap_memory_from_gpu_args(handle=buf.meta.handle,
                 device_ids_array_ptr=ctypes.addressof(ids), n_devices=len(gpus)))
    if getattr(buf.meta, "owns", True): self.fio.munmap(buf.va_addr, buf.size)
    self.ioctl(kfd.AMDKFD_IOC_FREE_MEMORY_OF_GPU, kfd.struct_kfd_ioctl_free_memory_of_gpu_args(handle=buf.meta.handle))

  def create_queue(self, sdma: bool, ring_size: int, eop_size: int = 0, ctx_save: int = 0, ctl_stack: int = 0, debug: int = 0,
                   xccs: int = 1) -> KFDQueue:
    """`ctx_save` (per XCC, control stack included) and `debug` size the CWSR area the firmware saves preempted waves into."""
    if not 0 <= (prio := getenv("AMD_KFD_QUEUE_PRIORITY", 7)) <= 15:
      raise ValueError(f"AMD_KFD_QUEUE_PRIORITY={prio}: KFD takes a queue priority from 0 to 15 (default 7)")
    ring = self.alloc(ring_size, uncached=True, cpu_access=True)
    gart = self.alloc(0x1000, uncached=True, cpu_access=True)
    eop = self.alloc(eop_size) if eop_size else None
    cwsr = self.alloc(round_up((ctx_save + debug) * xccs, 0x1000)) if ctx_save else None
    wptr = gart.va_addr + hsa.struct_amd_queue_s.write_dispatch_id.offset  # type: ignore[attr-defined]
    rptr = gart.va_addr + hsa.struct_amd_queue_s.read_dispatch_id.offset  # type: ignore[attr-defined]
    args = kfd.struct_kfd_ioctl_create_queue_args(ring_base_address=ring.va_addr, ring_size=ring_size, gpu_id=self.gpu_id,
      queue_type=kfd.KFD_IOC_QUEUE_TYPE_SDMA if sdma else kfd.KFD_IOC_QUEUE_TYPE_COMPUTE, queue_percentage=100 | (xccs - 1) << 8 if not sdma else 100,
      queue_priority=prio, write_pointer_address=wptr, read_pointer_address=rptr,
      eop_buffer_address=eop.va_addr if eop else 0, eop_buffer_size=eop_size,
      ctx_save_restore_address=cwsr.va_addr if cwsr else 0, ctx_save_restore_size=ctx_save if cwsr else 0,
      ctl_stack_size=ctl_stack)
    self.ioctl(kfd.AMDKFD_IOC_CREATE_QUEUE, args)
    if self.doorbells is None:
      assert self.kfd is not None
      page = args.doorbell_offset & ~0x1FFF
      self.doorbells_base = page
      self.doorbells = MMIOInterface(self.kfd.mmap(None, 0x2000, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED, page), 0x2000, "Q")
    q = KFDQueue(ring, gart, self.doorbells.view((args.doorbell_offset & 0x1FFF), 8, "Q"), sdma)
    q.queue_id, q.bufs = args.queue_id, [b for b in (ring, gart, eop, cwsr) if b is not None]
    return q

  def destroy_queue(self, q: KFDQueue) -> None:
    self.ioctl(kfd.AMDKFD_IOC_DESTROY_QUEUE, kfd.struct_kfd_ioctl_destroy_queue_args(queue_id=q.queue_id))
    for b in q.bufs: self.free(b)

  def sleep(self, ms: int) -> None:
    """WAIT_EVENTS on the queue, memory and hardware-exception events; a fired fault becomes a readable error."""
    evs = (kfd.struct_kfd_event_data * 3)()
    for e, ev in zip(evs, (self.queue_event, self.mem_event, self.hw_event)): e.event_id = ev.event_id
    self.ioctl(kfd.AMDKFD_IOC_WAIT_EVENTS, kfd.struct_kfd_ioctl_wait_events_args(events_ptr=ctypes.addressof(evs), num_events=3,
               wait_for_all=0, timeout=ms))
    if evs[1].memory_exception_data.gpu_id:
      m = evs[1].memory_exception_data
      bits = [n for n in ("NotPresent", "ReadOnly", "NoExecute") if getattr(m.failure, n)]
      raise RuntimeError(f"MMU fault: {m.va:#x} | {', '.join(bits) or 'unknown'} on AMD GPU {m.gpu_id} (a kernel read or wrote memory "
                         "it does not own: an out-of-bounds index or a freed buffer)")
    if evs[2].hw_exception_data.gpu_id: raise RuntimeError(f"HW fault on AMD GPU {evs[2].hw_exception_data.gpu_id}: the GPU was reset")

AM_PCI_IDS = {0x1002: (0x74a1, 0x744c, 0x7480, 0x7550, 0x7551, 0x7590, 0x75a0, 0x75a8)}  # the GPUs the AM driver is written for

class PCIIface:
  """PCI+AMD, the AM userspace driver over PCI. It finds a supported GPU on the bus and (MOCKPCI) reads its IP discovery through BAR0;
  the bring-up after that (PSP, SMU, GMC, IH, GFX, SDMA) is not written yet, so opening stops before the real GPU is touched: no
  driver is unbound, no register written."""
  root: ClassVar[str | None] = None
  is_mock: ClassVar[bool] = False
  def __init__(self, dev: Any, device_id: int):
    from tinygrad.runtime.support.system import pci_scan_bus
    ids = ", ".join(f"{v:04x}:{d:04x}" for v, ds in AM_PCI_IDS.items() for d in ds)
    gpus = pci_scan_bus(0x1002, AM_PCI_IDS[0x1002], root=self.root)
    if (want := DEV.target("AMD").indices): gpus = [g for i, g in enumerate(gpus) if i in want]
    if not gpus: raise RuntimeError(f"no supported AMD GPU on the PCI bus (PCI+AMD drives {ids}); other GPUs run over KFD (DEV=KFD+AMD)")
    if device_id >= len(gpus): raise RuntimeError(f"AMD:{device_id} does not exist: the PCI bus has {len(gpus)} supported AMD GPUs")
    self.bdf = gpus[device_id]
    found = self.inspect()
    raise RuntimeError(f"PCI+AMD found {self.bdf}{found}, but tg's AM driver cannot boot it yet (the PSP/SMU/GMC/IH/GFX/SDMA bring-up "
                       "is not implemented); use the amdgpu kernel driver with DEV=KFD+AMD")
  def inspect(self) -> str: return ""

# ---- allocator and device ----

class AMDAllocator(HCQAllocator):
  def _alloc(self, size: int, options: BufferSpec) -> HCQBuffer:
    dev: Any = self.dev
    size = round_up(max(size, 1), 0x1000)
    # with no SDMA queue copies are CPU stores, so every buffer needs a CPU mapping
    return dev.iface.alloc(size, host=options.host, uncached=options.uncached, cpu_access=options.cpu_access or dev.sdma_queue is None)
  def _free(self, opaque: HCQBuffer, options: BufferSpec) -> None:
    dev: Any = self.dev
    gpus = getattr(opaque.meta, "mapped_gpus", [])
    for d in HCQCompiled.peer_groups.get(dev.peer_group, []):  # every device the buffer is mapped to may still use it
      if d is dev or (isinstance(d, AMDDevice) and d.iface.gpu_id in gpus): d.synchronize()
    dev.iface.free(opaque)
  def _map(self, buf: HCQBuffer) -> HCQBuffer:
    dev: Any = self.dev
    base = buf._base or buf
    dev.iface.map(base)
    return buf

class _NeedsComgr(Compiler):
  def __init__(self, renderer: Any): raise RuntimeError("AMD:HIP needs libamd_comgr (ROCm); use AMD:LLVM (in-process llvmlite) instead")

def _llvm_compiler(dev: AMDDevice) -> Any:
  def make(renderer: Any) -> Compiler:
    from tinygrad.runtime.support.compiler_amd import AMDLLVMCompiler
    return AMDLLVMCompiler(dev.gfx)
  return make

class AMDDevice(HCQCompiled):
  """`AMD[:LLVM|:HIP][:gfx...]`; `MOCKKFD+AMD` (or `MOCK+AMD`) runs on the mock GPU, several at once (AMD:1, AMD:2 ...)."""
  renderer_names = {"HIP": "HIP", "LLVM": "AMDLLVM"}
  def __init__(self, device: str = "AMD"):
    self.device_id = int(device.split(":")[1]) if ":" in device and device.split(":")[1].isdigit() else 0
    # DEV=MOCKKFD+AMD / MOCK+AMD / MOCKPCI+AMD: the mock GPU's interfaces, registered as tinygrad.interfaces entry points
    self.iface: Any = HCQCompiled.select_iface("AMD", [KFDIface, PCIIface], self, self.device_id)
    self.is_mock = self.iface.is_mock
    p = self.iface.props
    self.gfx: str = arch_of(p["gfx_target_version"])
    if not supported_arch(self.gfx):
      raise RuntimeError(f"Unsupported arch {self.gfx}: tg's AMD runtime drives gfx11xx, gfx12xx, gfx942 and gfx950")
    if (want := DEV.target("AMD").arch) and want != self.gfx:
      raise RuntimeError(f"AMD:{self.device_id} is {self.gfx}, but DEV asks for {want}; drop the arch or pick a matching device")
    self.xccs = max(p.get("num_xcc", 1), 1)
    if self.xccs > 1:  # each XCC would run the whole grid: PM4 dispatches need PRED_EXEC per XCC, or AQL queues
      raise RuntimeError(f"AMD:{self.device_id} ({self.gfx}) has {self.xccs} XCCs; multi-XCC partitions are not supported yet: "
                         "switch the GPU to CPX mode (one XCC per device, amd-smi set --compute-partition CPX)")
    self.se_cnt = max(p["array_count"] // max(p["simd_arrays_per_engine"], 1), 1)
    self.cu_cnt = max(p["simd_count"] // max(p["simd_per_cu"], 1), 1)  # over all XCCs
    self.waves_per_cu = p["max_waves_per_simd"] * p["simd_per_cu"]
    self.max_lds, self.max_slots_scratch_cu = p["lds_size_in_kb"] * 1024, p["max_slots_scratch_cu"]
    self.gc = AMDIP(gc_module(self.gfx), self.iface.ip_bases[GC_HWID])
    self.nbio = AMDIP(self.gc.module, self.iface.ip_bases[NBIF_HWID])
    self.nbio_version, self.sdma_version = self.iface.ip_versions[NBIF_HWID], self.iface.ip_versions[SDMA0_HWID]
    self.sdma_pkt = importlib.import_module("tinygrad.runtime.autogen.amd_gpu")  # SDMA v5-v6 packet layout (v4 shares the fields used)
    self.compute_queue = self._create_compute_queue()
    self.sdma_queue: KFDQueue | None = None
    if not getenv("AMD_DISABLE_SDMA"):
      try: self.sdma_queue = self.iface.create_queue(sdma=True, ring_size=16 << 20)
      except (OSError, RuntimeError): self.sdma_queue = None
    self.scratch, self.tmpring_size, self.scratch_per_thread = HCQBuffer(0, 0), 0, 0
    from tinygrad.runtime.graph.hcq import HCQGraph
    compilers: list[tuple[str, Any]] = [("HIP", _NeedsComgr), ("LLVM", _llvm_compiler(self))]
    super().__init__(device, AMDAllocator(self), compilers, functools.partial(AMDProgram, self), AMDSignal,
                     functools.partial(AMDComputeQueue, self), functools.partial(AMDCopyQueue, self) if self.sdma_queue else None,
                     arch=self.gfx, peer_group="AMD", graph=HCQGraph)
    self._ensure_scratch(128)

  @functools.cached_property
  def _renderer_and_compiler(self) -> tuple[Any, Compiler | None]:
    wanted = [c for c in self.renderers if not self.target.renderer or c[0] == self.target.renderer]
    if not wanted: raise RuntimeError(f"{self.device} has no renderer {self.target.renderer}; it supports {[c[0] for c in self.renderers]}")
    errors = []
    for name, make in wanted:
      try:
        r = renderer_class(self.renderer_names[name])(self.gfx)
        return r, make(r) if make is not None else None
      except Exception as e: errors.append(f"{name}: {e}")
    raise RuntimeError(f"no renderer of {self.device} could start: {'; '.join(errors)}")

  def _create_compute_queue(self) -> KFDQueue:
    sz = kfd_queue_sizes(self.iface.props)
    return self.iface.create_queue(sdma=False, ring_size=16 << 20, eop_size=sz.eop, ctx_save=sz.ctx_save, ctl_stack=sz.ctl_stack,
                                   debug=sz.debug, xccs=self.xccs)

  def _ensure_scratch(self, psize: int) -> None:
    """Grow the private segment so every wave slot of every CU has `psize` bytes per lane; TMPRING_SIZE says how it is split."""
    gfx9 = self.gfx.startswith("gfx9")
    align, lanes = (1024 if gfx9 else 256), 64
    per_thread = round_up(max(psize, 1), align // lanes)
    if self.scratch.size and per_thread <= self.scratch_per_thread: return
    cus_per_xcc = self.cu_cnt // self.xccs
    per_xcc = per_thread * lanes * self.max_slots_scratch_cu * cus_per_xcc
    if self.scratch.size: self.synchronize()
    self.scratch, self.scratch_per_thread = self.allocator.alloc(per_xcc * self.xccs, BufferSpec(nolru=True)), per_thread
    wavesize = -(-(lanes * per_thread) // align)
    waves = per_xcc // (wavesize * align) // (1 if gfx9 else self.se_cnt)
    waves = min(waves, cus_per_xcc * self.max_slots_scratch_cu * self.xccs, 0xFFF)
    self.tmpring_size = waves << TMPRING_WAVES_SHIFT | wavesize << TMPRING_WAVESIZE_SHIFT

  def _sleep(self, ms: int) -> None:
    try: self.iface.sleep(ms)
    except RuntimeError:
      self._recover()
      raise

  def on_device_hang(self) -> None: self._sleep(0)  # a pending fault names itself instead of a bare timeout

  def _recover(self) -> None:
    """After a fault the queues are dead: replace them and mark the lost work done, so the device stays usable (its results are not)."""
    self.iface.destroy_queue(self.compute_queue)
    self.compute_queue = self._create_compute_queue()
    if self.sdma_queue is not None:
      self.iface.destroy_queue(self.sdma_queue)
      self.sdma_queue = self.iface.create_queue(sdma=True, ring_size=16 << 20)
    self.timeline_signal.value = self.timeline_value - 1
