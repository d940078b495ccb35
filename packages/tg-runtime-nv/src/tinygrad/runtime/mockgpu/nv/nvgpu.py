"""The mock NV GPU's silicon: a GPFIFO executor that reads the entries and methods the runtime wrote, as the host, compute and copy
engines would, and runs each launched QMD's kernel (PTX text at the QMD's program address) on the PTX executor.

Memory is the process's own: a GPU virtual address is the host address of the same bytes. A method that cannot proceed (a semaphore
acquire whose condition is unmet) leaves the channel parked at that method's header; `MockNVGPU.run_all` retries every channel of
every mock GPU until none makes progress, so work waiting on another queue or another mock GPU resumes when that one signals.
"""
from __future__ import annotations
import collections, ctypes, re, time
from typing import Any
from tinygrad.runtime.autogen import nv

QMD_PREFIX, CBUF0_PARAMS = "NVC6C0_QMDV03_00_", 0x160  # kernel parameters start at c[0x0][0x160]
QMD5_PREFIX, BLACKWELL_COMPUTE = "NVCEC0_QMDV05_00_", (nv.BLACKWELL_COMPUTE_A, nv.BLACKWELL_COMPUTE_B)

def qmd_field(words: Any, name: str, idx: int | None = None, prefix: str = QMD_PREFIX) -> int:
  f = getattr(nv, prefix + name.upper())
  hi, lo = f(idx) if idx is not None else f
  v = sum(words[w] << (32 * (w - lo // 32)) for w in range(lo // 32, hi // 32 + 1))
  return (v >> (lo % 32)) & ((1 << (hi - lo + 1)) - 1)

def _u64(addr: int) -> ctypes.c_uint64: return ctypes.c_uint64.from_address(addr)
def _u32(addr: int) -> ctypes.c_uint32: return ctypes.c_uint32.from_address(addr)
def _ns() -> int: return time.perf_counter_ns()
GPGET, GPPUT = nv.AmpereAControlGPFifo.GPGet.offset, nv.AmpereAControlGPFifo.GPPut.offset  # type: ignore[attr-defined]

class GPFIFOChannel:
  """One channel: its ring of 64-bit entries, USERD (GPGet/GPPut), method state per subchannel, and the parked position."""
  def __init__(self, gpu: MockNVGPU, ring: int, entries: int, userd: int):
    self.gpu, self.ring, self.entries, self.userd = gpu, ring, entries, userd
    self.regs: dict[tuple[int, int], int] = {}
    self.classes: dict[int, int] = {}
    self.resume = 0  # dword offset of the parked method header inside the current entry
    self.hung: str | None = None  # why the channel stopped for good (a launch the hardware would not complete)
    self.notifier = 0  # the error notifier's address (RM_ALLOC's hObjectError), 0 when none
  @property
  def gpget(self) -> int: return _u32(self.userd + GPGET).value
  @gpget.setter
  def gpget(self, v: int) -> None: _u32(self.userd + GPGET).value = v
  @property
  def gpput(self) -> int: return _u32(self.userd + GPPUT).value

  def run(self) -> bool:
    progressed = False
    while self.gpget != self.gpput:
      entry = _u64(self.ring + 8 * self.gpget).value
      addr, length = entry & ((1 << 40) - 1) & ~3, (entry >> 42) & ((1 << 21) - 1)
      done, self.resume = self._exec((ctypes.c_uint32 * length).from_address(addr), self.resume)
      if not done: return progressed
      self.gpget, self.resume, progressed = (self.gpget + 1) % self.entries, 0, True
    return progressed

  def _exec(self, words: Any, pos: int) -> tuple[bool, int]:
    while pos < len(words):
      hdr = words[pos]
      typ, cnt, subc, mthd = hdr >> 29, (hdr >> 16) & 0x1FFF, (hdr >> 13) & 7, (hdr & 0x1FFF) << 2
      if typ == 4: args, size = [cnt], 1  # immediate: the count field is the data
      else: args, size = list(words[pos + 1:pos + 1 + cnt]), 1 + cnt
      for i, a in enumerate(args):
        m = mthd + 4 * (i if typ == 1 else 0 if typ == 3 else min(i, 1) if typ == 5 else i)
        if not self.method(subc, m, a): return False, pos
      pos += size
    return True, pos

  def reg64(self, subc: int, hi_m: int, lo_m: int) -> int: return self.regs.get((subc, hi_m), 0) << 32 | self.regs.get((subc, lo_m), 0)

  def method(self, subc: int, m: int, v: int) -> bool:
    if self.hung is not None: return False
    self.regs[(subc, m)] = v
    if m == 0 and subc != 0: self.classes[subc] = v
    elif subc == 0 and m == nv.NVC56F_SEM_EXECUTE: return self._semaphore(v)
    elif subc == 1 and m == nv.NVC6C0_SEND_SIGNALING_PCAS2_B and v & 0xF in (2, 3, 9, 0xA, 0xB):
      if (why := self.gpu.launch(self.regs[(1, nv.NVC6C0_SEND_PCAS_A)] << 8, self.classes.get(1, 0), self)) is not None:
        self.hung = why
        return False
    elif subc == 4 and m == nv.NVC6B5_LAUNCH_DMA: self._copy(v)
    return True

  def _semaphore(self, v: int) -> bool:
    addr = self.reg64(0, nv.NVC56F_SEM_ADDR_HI, nv.NVC56F_SEM_ADDR_LO)
    payload = self.reg64(0, nv.NVC56F_SEM_PAYLOAD_HI, nv.NVC56F_SEM_PAYLOAD_LO)
    op, is64 = v & 7, (v >> 24) & 1
    if op == nv.NVC56F_SEM_EXECUTE_OPERATION_RELEASE:
      if is64: _u64(addr).value = payload
      else: _u32(addr).value = payload & 0xFFFFFFFF
      if (v >> 25) & 1: _u64(addr + 8).value = _ns()
      return True
    cur = _u64(addr).value if is64 else _u32(addr).value
    if op in (nv.NVC56F_SEM_EXECUTE_OPERATION_ACQ_CIRC_GEQ, nv.NVC56F_SEM_EXECUTE_OPERATION_ACQ_STRICT_GEQ): return cur >= payload
    if op == nv.NVC56F_SEM_EXECUTE_OPERATION_ACQUIRE: return cur == payload
    if op == nv.NVC56F_SEM_EXECUTE_OPERATION_ACQ_AND: return (cur & payload) != 0
    if op == nv.NVC56F_SEM_EXECUTE_OPERATION_ACQ_NOR: return (~(cur | payload) & ((1 << (64 if is64 else 32)) - 1)) != 0
    raise NotImplementedError(f"mock NV: semaphore operation {op} is not emulated")

  def _copy(self, v: int) -> None:
    if v & 3:  # DATA_TRANSFER_TYPE pipelined or non-pipelined: a pitch-linear copy of LINE_LENGTH_IN bytes
      src = self.reg64(4, nv.NVC6B5_OFFSET_IN_UPPER, nv.NVC6B5_OFFSET_IN_UPPER + 4)
      dst = self.reg64(4, nv.NVC6B5_OFFSET_IN_UPPER + 8, nv.NVC6B5_OFFSET_IN_UPPER + 12)
      n, drv = self.regs[(4, nv.NVC6B5_LINE_LENGTH_IN)], self.gpu.driver
      # the copy engine translates through this GPU's page tables: memory of another GPU that UVM never mapped here faults
      if (bad := next(((a, w) for a, w in ((src, 0), (dst, 1)) if not drv.reachable(self.gpu, a, n)), None)) is not None:
        self.gpu.faults.append(f"copy engine: {'write' if bad[1] else 'read'} of {n} bytes at {bad[0]:#x} is not mapped on this GPU")
        self.gpu.mmu_faults.append((bad[0], 0, bad[1]))
      else:
        ctypes.memmove(dst, src, n)
        self.gpu.copies.append((dst, src, n))
    four = nv.NVC6B5_LAUNCH_DMA_SEMAPHORE_TYPE_RELEASE_FOUR_WORD_SEMAPHORE
    if (sem := (v >> 3) & 3) in (nv.NVC6B5_LAUNCH_DMA_SEMAPHORE_TYPE_RELEASE_ONE_WORD_SEMAPHORE, four):
      addr = self.reg64(4, nv.NVC6B5_SET_SEMAPHORE_A, nv.NVC6B5_SET_SEMAPHORE_A + 4)
      if sem == four: _u64(addr + 8).value = _ns()
      _u64(addr).value = self.regs[(4, nv.NVC6B5_SET_SEMAPHORE_PAYLOAD)]  # four words: payload, 0, then the timestamp

class MockNVGPU:
  """One mock GPU: its channels; `launch` runs a QMD (and the QMDs chained after it)."""
  def __init__(self, gpuid: int, driver: Any):
    self.gpuid, self.driver, self.arch = gpuid, driver, "sm_90"
    self.channels: list[GPFIFOChannel] = []
    self.faults: list[str] = []
    self.modules: dict[bytes, Any] = {}
    self.sm_errors: dict[int, tuple[int, int, int, int]] = {}  # SM -> (global ESR, warp ESR, PC, address), read by GT200_DEBUGGER
    self.mmu_faults: list[tuple[int, int, int]] = []  # (address, fault type, access type)
    self.peer_maps: set[int] = set()  # bases of other GPUs' video memory UVM mapped into this GPU
    self.copies: collections.deque[tuple[int, int, int]] = collections.deque(maxlen=4096)  # (dst, src, bytes) the copy engine moved
    self._mem: Any = None
  @property
  def mem(self) -> Any:
    """What this GPU's kernels may touch, as the PTX executor's DeviceMemory: every range the driver backs that it can reach."""
    if self._mem is None:
      from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory
      self._mem = DeviceMemory()
      for va, size in self.driver.ranges.items():
        if self.driver.owner.get(va, self.gpuid) == self.gpuid or va in self.peer_maps: self._mem.map(va, size)
    return self._mem
  def mem_map(self, va: int, size: int) -> None:
    if self._mem is not None and va not in self._mem.ranges: self._mem.map(va, size)
  def mem_unmap(self, va: int) -> None:
    if self._mem is not None and va in self._mem.ranges: self._mem.unmap(va)
  def add_channel(self, ring: int, entries: int, userd: int) -> GPFIFOChannel:
    self.channels.append(ch := GPFIFOChannel(self, ring, entries, userd))
    return ch

  def launch(self, qmd_addr: int, compute_class: int = 0, channel: GPFIFOChannel | None = None) -> str | None:
    """Run the QMD at `qmd_addr` and every QMD chained after it, decoded in the layout its major version names among those the
    channel's compute class reads (Hopper's class header defines v3 and v4). Returns why the launch never completes (a HANG_RULES
    match: the channel stops there, as the hardware does), else None."""
    from tinygrad.runtime.mockgpu.nv.ptx import PTXModule
    while qmd_addr:
      decode = _decoder(qmd_addr, compute_class)
      if (why := hang_reason(qmd_addr, decode)) is not None: return why
      prog, cbuf0, grid, block, release, qmd_addr = decode(qmd_addr)
      src = ctypes.string_at(prog)
      if (mod := self.modules.get(src)) is None: mod = self.modules[src] = PTXModule(src.decode())
      if (m := re.search(rb"\.entry\s+(\w+)", src)) is None: raise RuntimeError("mock NV: the QMD's program has no .entry")
      entry = m[1].decode()
      try: mod.run(entry, ctypes.string_at(cbuf0 + CBUF0_PARAMS, mod.param_size(entry)), grid, block, self.mem)
      except Exception as e:  # a faulting kernel ends; the queue goes on (its signals still fire) and the fault is reported
        self.faults.append(f"kernel {entry} (grid {grid}, block {block}): {type(e).__name__}: {e}")
        self._latch_fault(str(e), channel)
      if release is not None:
        addr, val, is64 = release
        if is64: _u64(addr).value = val
        else: _u32(addr).value = val & 0xFFFFFFFF
    return None

  def _latch_fault(self, msg: str, channel: GPFIFOChannel | None) -> None:
    """What the hardware latches for a faulting kernel: SM 0's error state, an MMU fault for an access outside every mapping (read or
    write as the instruction was), and the channel's error notifier (info32 = Xid 31 for a page fault, 13 otherwise)."""
    m = re.search(r"illegal address (0x[0-9a-f]+) \((\w+)", msg)
    if m is not None: self.mmu_faults.append((int(m[1], 16), 0, 1 if m[2].startswith(("st", "atom", "red")) else 0))
    line = re.search(r"line (\d+)", msg)
    self.sm_errors[0] = (0, 1, int(line[1]) if line else 0, int(m[1], 16) if m else 0)  # warp ESR 1: an error is latched; PC: the PTX line
    if channel is not None and channel.notifier:  # NvNotification: timestamp (u64), info32, info16, status
      _u64(channel.notifier).value = _ns()
      _u32(channel.notifier + 8).value = 31 if m is not None else 13
      _u32(channel.notifier + 12).value = 0xFFFF << 16

# launches the hardware does not complete: (what is wrong, the test on the decoded fields) from the QMD headers. A hang, not an error:
# the channel stops at the launch and the wait for its release times out, as on silicon. Rules learned on silicon are added here
HANG_RULES: list[tuple[str, Any]] = [
  ("release semaphore with an undefined structure size (3)", lambda f: f.get("release_enable") and f.get("release_structure_size") == 3),
  ("one-word release semaphore with a 64-bit payload", lambda f: f.get("release_enable") and f.get("release_structure_size") == 1
                                                                 and f.get("release_payload64b")),
  ("QMD_TYPE other than QUEUE (0) or GRID_CTA (2): grid-null and CGA launches need state the mock does not model",
   lambda f: f.get("qmd_type", 0) not in (0, 2)),
]

def _decoder(qmd_addr: int, compute_class: int) -> Any:
  """The layout a compute class reads a QMD in: v5 on Blackwell; on Hopper v4, or v3 in Hopper's own table when the QMD says so."""
  if compute_class in BLACKWELL_COMPUTE: return _decode_v5
  if compute_class != nv.HOPPER_COMPUTE_A: return _decode_v3
  major = qmd_field((ctypes.c_uint32 * 0x40).from_address(qmd_addr), "qmd_major_version", None, "NVCBC0_QMDV04_00_")  # same bits in v3
  return (lambda a: _decode_v3(a, "NVCBC0_QMDV03_00_")) if major == 3 else _decode_v4

def hang_reason(qmd_addr: int, decode: Any) -> str | None:
  """The first HANG_RULES entry the QMD's release-0 controls and type match."""
  if decode is _decode_v3 or decode not in (_decode_v4, _decode_v5):
    w, p = (ctypes.c_uint32 * 0x40).from_address(qmd_addr), QMD_PREFIX
    f = {"release_enable": qmd_field(w, "release0_enable", None, p), "release_structure_size": qmd_field(w, "release0_structure_size", None, p),
         "release_payload64b": qmd_field(w, "release0_payload64b", None, p)}
  else:
    w, p = (ctypes.c_uint32 * 0x60).from_address(qmd_addr), QMD5_PREFIX if decode is _decode_v5 else "NVCBC0_QMDV04_00_"
    f = {k: qmd_field(w, k, 0, p) for k in ("release_enable", "release_structure_size", "release_payload64b")}
    f["qmd_type"] = qmd_field(w, "qmd_type", None, p)
  return next((f"mock NV: the launch never completes: {why}" for why, test in HANG_RULES if test(f)), None)

Decoded = tuple[int, int, tuple[int, int, int], tuple[int, int, int], "tuple[int, int, bool] | None", int]

def _decode_v3(qmd_addr: int, prefix: str = QMD_PREFIX) -> Decoded:
  """(program, cbuf0, grid, block, release0 (address, payload, 64-bit) or None, next chained QMD or 0) of a v3 QMD (Ampere's table, or
  Hopper's NVCBC0_QMDV03_00 with the same positions for these fields)."""
  w = (ctypes.c_uint32 * 0x40).from_address(qmd_addr)
  def f(name: str, idx: int | None = None) -> int: return qmd_field(w, name, idx, prefix)
  if (ver := f("qmd_major_version")) != 3: raise RuntimeError(f"mock NV: a v3 channel launched a QMD of major version {ver}, not 3")
  release = None
  if f("release0_enable"):
    release = (f("release0_address_upper") << 32 | f("release0_address_lower"), f("release0_payload_upper") << 32 | f("release0_payload_lower"),
               bool(f("release0_payload64b")))
  return (f("program_address_upper") << 32 | f("program_address_lower"),
          f("constant_buffer_addr_upper", 0) << 32 | f("constant_buffer_addr_lower", 0),
          (f("cta_raster_width"), f("cta_raster_height"), f("cta_raster_depth")),
          (f("cta_thread_dimension0"), f("cta_thread_dimension1"), f("cta_thread_dimension2")),
          release, f("dependent_qmd0_pointer") << 8 if f("dependent_qmd0_enable") else 0)

def _decode_v45(qmd_addr: int, version: int) -> Decoded:
  """The same from a v4 (Hopper) or v5 (Blackwell) QMD: `grid_*`, indexed release controls, constant buffer addresses >> 6; v5 also
  stores the program address >> 4, and v4 indexes the dependent-QMD controls."""
  w = (ctypes.c_uint32 * 0x60).from_address(qmd_addr)
  def f(name: str, idx: int | None = None) -> int: return qmd_field(w, name, idx, QMD5_PREFIX if version == 5 else "NVCBC0_QMDV04_00_")
  if (ver := f("qmd_major_version")) != version:
    raise RuntimeError(f"mock NV: a {'Blackwell' if version == 5 else 'Hopper'} channel launched a QMD of major version {ver}, not {version}")
  release = None
  if f("release_enable", 0):
    release = (f("release_semaphore0_addr_upper") << 32 | f("release_semaphore0_addr_lower"),
               f("release_semaphore0_payload_upper") << 32 | f("release_semaphore0_payload_lower"), bool(f("release_payload64b", 0)))
  prog = (f("program_address_upper_shifted4") << 32 | f("program_address_lower_shifted4")) << 4 if version == 5 else \
    f("program_address_upper") << 32 | f("program_address_lower")
  chained = f("dependent_qmd0_enable") if version == 5 else f("dependent_qmd_enable", 0)
  return (prog, (f("constant_buffer_addr_upper_shifted6", 0) << 32 | f("constant_buffer_addr_lower_shifted6", 0)) << 6,
          (f("grid_width"), f("grid_height"), f("grid_depth")), (f("cta_thread_dimension0"), f("cta_thread_dimension1"), f("cta_thread_dimension2")),
          release, f("dependent_qmd0_pointer") << 8 if chained else 0)
def _decode_v4(qmd_addr: int) -> Decoded: return _decode_v45(qmd_addr, 4)
def _decode_v5(qmd_addr: int) -> Decoded: return _decode_v45(qmd_addr, 5)
