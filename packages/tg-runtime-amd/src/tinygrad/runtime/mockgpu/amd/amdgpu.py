"""The mock AMD GPU's command processors: a PM4 executor (the compute queue's CP) and an SDMA executor (the copy engine), each reading
the packets the runtime wrote into its ring from the read pointer up to the doorbell's write pointer, as the hardware would.

Register writes land in a register file at their absolute GC offsets; DISPATCH_DIRECT collects the program address, RSRC words,
user SGPRs, workgroup size and scratch from it and hands the dispatch to the AMD ISA emulator. A packet that cannot proceed (a wait
whose condition is unmet) leaves the read pointer at its header; the driver reruns every queue on each store to a doorbell or to
uncached memory, so work waiting on another queue, another mock GPU or the CPU resumes when that one signals. A fault (an address
not mapped to this GPU, an emulator error, or MOCKGPU_EMU_FAULTADDR) stops the queue and is reported by the next WAIT_EVENTS.
"""
from __future__ import annotations
import ctypes, mmap, os, sys, time
from typing import Any
from tinygrad.runtime.support.hcq import FileIOInterface

def _u32(addr: int) -> ctypes.c_uint32: return ctypes.c_uint32.from_address(addr)
def _u64(addr: int) -> ctypes.c_uint64: return ctypes.c_uint64.from_address(addr)
def gpu_clock() -> int: return int(time.perf_counter() * 1e8)  # 100 MHz, the runtime's timestamp divider of 100 ticks per µs

# the GC block's register bases (IP discovery), which the driver reports and the GPU decodes register writes with
GC_BASES_RDNA, GC_BASES_CDNA = [0x1260, 0xA000, 0x1C000, 0x2402C00, 0, 0], [0x2000, 0xA000, 0x1C000, 0x2402C00, 0, 0]

class QueueFault(Exception):
  """The queue stops, as a faulting GPU's does; `gap` marks a valid kernel the emulator cannot run (reported as such, never as an MMU fault)."""
  def __init__(self, addr: int, msg: str, gap: bool = False):
    super().__init__(msg)
    self.addr, self.gap = addr, gap

class MockAMDGPU:
  """One GPU: its register bases, doorbell page and queues, and faults not yet reported."""
  def __init__(self, gpu_id: int, arch: str, driver: Any):
    from tinygrad.runtime.ops_amd import AMDIP, gc_module
    self.gpu_id, self.arch, self.driver = gpu_id, arch, driver
    self.gc = AMDIP(gc_module(arch), GC_BASES_CDNA if arch.startswith("gfx9") else GC_BASES_RDNA)
    self.queues: list[Any] = []
    self.faults: list[tuple[int, str, bool]] = []  # (address, reason, an emulator gap)
    self._doorbell_page: int | None = None
    self.kd_props: dict[int, int | None] = {}  # code address -> kernel_code_properties of its descriptor

  def next_doorbell(self) -> int:
    """A 64-bit doorbell slot in this GPU's page (8 KiB aligned host memory, store-hooked)."""
    if self._doorbell_page is None:
      raw = FileIOInterface.anon_mmap(None, 0x4000, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED | mmap.MAP_ANONYMOUS)
      self._doorbell_page = (raw + 0x1FFF) & ~0x1FFF
      from tinygrad.runtime.support.hcq import MMIOInterface
      MMIOInterface.hooks.append((self._doorbell_page, self._doorbell_page + 0x2000, self.driver.on_store))
    return self._doorbell_page + 8 * len(self.queues)

  def kernarg_addr(self, code: int, user: list[int]) -> int:
    """The kernarg pointer among the user SGPRs: its position follows the kernel descriptor's enabled SGPRs, and the descriptor is the
    64-byte-aligned record in the code's allocation whose entry offset points at `code`."""
    if code not in self.kd_props:
      base, size = self.driver.allocation_at(code)
      self.kd_props[code] = next((ctypes.c_uint16.from_address(a + 56).value for a in range(base, base + min(size, 1 << 20) - 63, 64)
                                  if a + ctypes.c_int64.from_address(a + 16).value == code), None)
    if (props := self.kd_props[code]) is None or not props & 8: return 0
    i = sum(n for bit, n in ((1, 4), (2, 2), (4, 2)) if props & bit)
    return user[i] | user[i + 1] << 32 if i + 1 < len(user) else 0

  def check(self, addr: int, size: int, what: str) -> None:
    if not self.driver.mapped(self.gpu_id, addr, size):
      raise QueueFault(addr, f"{what} at {addr:#x} ({size} bytes) is not mapped to mock GPU {self.gpu_id:#x}")

class _Ring:
  def __init__(self, gpu: MockAMDGPU, ring: int, size: int, rptr_addr: int, doorbell: int):
    self.gpu, self.ring, self.size, self.rptr_addr, self.doorbell, self.dead = gpu, ring, size, rptr_addr, doorbell, False
    self.queue_id = 0
  @property
  def rptr(self) -> int: return _u64(self.rptr_addr).value
  @rptr.setter
  def rptr(self, v: int) -> None: _u64(self.rptr_addr).value = v
  def run(self) -> bool:
    if self.dead: return False
    try: return self._run()
    except QueueFault as e:
      self.dead = True
      self.gpu.faults.append((e.addr, str(e), e.gap))
      # KFD reports only the address: the reason goes to stderr, as a real GPU's goes to the kernel log
      print(f"mock AMD GPU {self.gpu.gpu_id:#x}: queue fault at {e.addr:#x}: {e}", file=sys.stderr)
      return False
  def _run(self) -> bool: raise NotImplementedError

class PM4Executor(_Ring):
  """Compute queue: the ring and the write pointer count dwords."""
  def __init__(self, *args: Any):
    super().__init__(*args)
    self.regs: dict[int, int] = {}
    self.ib: tuple[int, int, int] | None = None  # an indirect buffer in progress: (address, dwords, position)
    self.gc = self.gpu.gc

  def _run(self) -> bool:
    progressed, n = False, self.size // 4
    while True:
      if self.ib is not None:  # an indirect buffer started earlier (possibly parked on a wait) runs before the ring moves on
        before = self.ib
        done = self._finish_ib()
        progressed |= self.ib != before
        if not done: return progressed
      wptr, rptr = _u64(self.doorbell).value, self.rptr
      if rptr >= wptr: return progressed
      if (step := self._packet(lambda i: _u32(self.ring + 4 * (i % n)).value, rptr)) == 0: return progressed
      self.rptr, progressed = rptr + step, True

  def _packet(self, word: Any, pos: int) -> int:
    """Run the packet at `pos`; its size in dwords, or 0 when it must wait."""
    hdr = word(pos)
    if hdr >> 30 == 2: return 1  # type-2 filler
    if hdr >> 30 != 3: raise QueueFault(0, f"PM4 header {hdr:#x} is not a type-3 packet")
    op, cnt = (hdr >> 8) & 0xFF, ((hdr >> 16) & 0x3FFF) + 1
    p = [word(pos + 1 + i) for i in range(cnt)]
    gc = self.gc
    if op in (gc.PACKET3_SET_SH_REG, gc.PACKET3_SET_UCONFIG_REG):
      base = gc.PACKET3_SET_SH_REG_START if op == gc.PACKET3_SET_SH_REG else gc.PACKET3_SET_UCONFIG_REG_START
      for i, v in enumerate(p[1:]): self.regs[base + p[0] + i] = v
    elif op in (gc.PACKET3_ACQUIRE_MEM, gc.PACKET3_NOP, gc.PACKET3_EVENT_WRITE): pass
    elif op == gc.PACKET3_RELEASE_MEM: self._release_mem(p)
    elif op == gc.PACKET3_WAIT_REG_MEM:
      if not self._wait_met(p): return 0
    elif op == gc.PACKET3_INDIRECT_BUFFER:
      addr, ndw = (p[0] | p[1] << 32) & ~3, p[2] & 0xFFFFF
      if self.ib is not None: raise QueueFault(addr, "nested INDIRECT_BUFFER is not emulated")
      self.gpu.check(addr, ndw * 4, "indirect buffer")
      self.ib = (addr, ndw, 0)
    elif op == gc.PACKET3_DISPATCH_DIRECT: self._dispatch(p[0], p[1], p[2], p[3])
    else: raise QueueFault(0, f"PM4 opcode {op:#x} is not emulated by the mock GPU")
    return 1 + cnt

  def _finish_ib(self) -> bool:
    """Run the pending indirect buffer; False (and it stays pending at the waiting packet) when it waits part-way."""
    assert self.ib is not None
    addr, ndw, pos = self.ib
    words = (ctypes.c_uint32 * ndw).from_address(addr)
    while pos < ndw:
      self.ib = (addr, ndw, pos)
      if (step := self._packet(lambda i: words[i] if i < ndw else 0, pos)) == 0: return False
      pos += step
    self.ib = None
    return True

  def _release_mem(self, p: list[int]) -> None:
    data_sel, addr, data = (p[1] >> 29) & 7, p[2] | p[3] << 32, p[4] | p[5] << 32
    if data_sel == 0: return
    self.gpu.check(addr, 4 if data_sel == 1 else 8, "RELEASE_MEM")
    if data_sel == 1: _u32(addr).value = data & 0xFFFFFFFF
    elif data_sel == 2: _u64(addr).value = data
    elif data_sel == 3: _u64(addr).value = gpu_clock()
    else: raise QueueFault(addr, f"RELEASE_MEM DATA_SEL {data_sel} is not emulated")

  def _wait_met(self, p: list[int]) -> bool:
    info, ref, mask = p[0], p[3], p[4]
    if not (info >> 4) & 1: return True  # the register form (HDP flush request/done) completes at once
    addr = p[1] | p[2] << 32
    self.gpu.check(addr, 4, "WAIT_REG_MEM")
    return _compare(info & 7, _u32(addr).value & mask, ref)

  def _reg(self, name: str, i: int = 0) -> int: return self.regs.get(self.gc.reg(name) + i, 0)

  def _dispatch(self, gx: int, gy: int, gz: int, initiator: int) -> None:
    code = (self._reg("regCOMPUTE_PGM_LO") | self._reg("regCOMPUTE_PGM_LO", 1) << 32) << 8
    rsrc1, rsrc2, rsrc3 = self._reg("regCOMPUTE_PGM_RSRC1"), self._reg("regCOMPUTE_PGM_RSRC2"), self._reg("regCOMPUTE_PGM_RSRC3")
    user = [self._reg("regCOMPUTE_USER_DATA_0", i) for i in range((rsrc2 >> 1) & 0x1F)]
    block = (self._reg("regCOMPUTE_NUM_THREAD_X"), self._reg("regCOMPUTE_NUM_THREAD_X", 1), self._reg("regCOMPUTE_NUM_THREAD_X", 2))
    scratch = (self._reg("regCOMPUTE_DISPATCH_SCRATCH_BASE_LO") | self._reg("regCOMPUTE_DISPATCH_SCRATCH_BASE_LO", 1) << 32) << 8
    wavesize = (self._reg("regCOMPUTE_TMPRING_SIZE") >> 12) & 0x7FFF
    per_lane = wavesize * (16 if self.gpu.arch.startswith("gfx9") else 4)
    # read per dispatch (not cached): a test injects it at run time
    if (fault := int(os.environ.get("MOCKGPU_EMU_FAULTADDR", "0"), 0)):
      raise QueueFault(fault, f"injected fault at {fault:#x} (MOCKGPU_EMU_FAULTADDR)")
    self.gpu.check(code, 4, "kernel code")
    try: from tinygrad.runtime.mockgpu.amd import emu
    except ImportError as e: raise QueueFault(code, f"the AMD ISA emulator (tinygrad.runtime.mockgpu.amd.emu) cannot run kernels: {e}") from e
    try:
      emu.run_dispatch(arch=self.gpu.arch, code_addr=code, kernarg_addr=self.gpu.kernarg_addr(code, user), user_sgprs=user,
                       rsrc1=rsrc1, rsrc2=rsrc2, rsrc3=rsrc3, wave32=bool(initiator & (1 << 15)), grid=(gx, gy, gz), block=block,
                       lds_size=((rsrc2 >> 15) & 0x1FF) * 512, scratch_addr=scratch, scratch_size_per_lane=per_lane,
                       mapped=lambda a, s: self.gpu.driver.mapped(self.gpu.gpu_id, a, s))
    except emu.EmuError as e: raise QueueFault(e.addr, f"kernel at {code:#x}: {e}", gap=isinstance(e, emu.EmuUnsupported)) from e

def _compare(func: int, v: int, ref: int) -> bool:
  return [True, v < ref, v <= ref, v == ref, v != ref, v >= ref, v > ref, True][func]

class SDMAExecutor(_Ring):
  """Copy queue: the ring and the write pointer count bytes."""
  def _run(self) -> bool:
    progressed = False
    while (rptr := self.rptr) < _u64(self.doorbell).value:
      if (step := self._packet(rptr % self.size)) == 0: return progressed
      self.rptr, progressed = rptr + 4 * step, True
    return progressed

  def _packet(self, off: int) -> int:
    def w(i: int) -> int: return _u32(self.ring + (off + 4 * i) % self.size).value
    hdr = w(0)
    op, sub = hdr & 0xFF, (hdr >> 8) & 0xFF
    if op == 0: return 1 + ((hdr >> 16) & 0x3FFF)  # NOP (a zeroed ring tail)
    if op == 1 and sub == 0:  # COPY_LINEAR
      n, src, dst = (w(1) & 0x3FFFFFFF) + 1, w(3) | w(4) << 32, w(5) | w(6) << 32
      self.gpu.check(src, n, "SDMA copy source")
      self.gpu.check(dst, n, "SDMA copy destination")
      ctypes.memmove(dst, src, n)
      return 7
    if op == 2:  # WRITE (linear)
      dst, n = w(1) | w(2) << 32, (w(3) & 0xFFFFF) + 1
      self.gpu.check(dst, 4 * n, "SDMA write")
      for i in range(n): _u32(dst + 4 * i).value = w(4 + i)
      return 4 + n
    if op == 5:  # FENCE
      addr = w(1) | w(2) << 32
      self.gpu.check(addr, 4, "SDMA fence")
      _u32(addr).value = w(3)
      return 4
    if op == 6: return 2  # TRAP: the interrupt only wakes WAIT_EVENTS, which the mock never blocks in
    if op == 8:  # POLL_REGMEM
      if not hdr >> 31: return 6
      addr = w(1) | w(2) << 32
      self.gpu.check(addr, 4, "SDMA poll")
      return 6 if _compare((hdr >> 28) & 7, _u32(addr).value & w(4), w(3)) else 0
    if op == 13:  # TIMESTAMP
      addr = w(1) | w(2) << 32
      self.gpu.check(addr, 8, "SDMA timestamp")
      _u64(addr).value = gpu_clock()
      return 3
    if op == 17: return 5  # GCR_REQ: caches are coherent here
    if op == 32: return 2  # DUMMY_TRAP
    raise QueueFault(0, f"SDMA opcode {op} (sub-op {sub}) is not emulated by the mock GPU")
