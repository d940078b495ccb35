"""The mock NV GPU's silicon: a GPFIFO executor that reads the entries and methods the runtime wrote, as the host, compute and copy
engines would, and runs each launched QMD's kernel (PTX text at the QMD's program address) on the PTX executor.

Memory is the process's own: a GPU virtual address is the host address of the same bytes. A method that cannot proceed (a semaphore
acquire whose condition is unmet) leaves the channel parked at that method's header; `MockNVGPU.run_all` retries every channel of
every mock GPU until none makes progress, so work waiting on another queue or another mock GPU resumes when that one signals.
"""
from __future__ import annotations
import ctypes, re, time
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
    self.regs[(subc, m)] = v
    if m == 0 and subc != 0: self.classes[subc] = v
    elif subc == 0 and m == nv.NVC56F_SEM_EXECUTE: return self._semaphore(v)
    elif subc == 1 and m == nv.NVC6C0_SEND_SIGNALING_PCAS2_B and v & 0xF in (2, 3, 9, 0xA, 0xB):
      self.gpu.launch(self.regs[(1, nv.NVC6C0_SEND_PCAS_A)] << 8, self.classes.get(1, 0))
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
      ctypes.memmove(dst, src, self.regs[(4, nv.NVC6B5_LINE_LENGTH_IN)])
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
  def add_channel(self, ring: int, entries: int, userd: int) -> GPFIFOChannel:
    self.channels.append(ch := GPFIFOChannel(self, ring, entries, userd))
    return ch

  def launch(self, qmd_addr: int, compute_class: int = 0) -> None:
    """Run the QMD at `qmd_addr` and every QMD chained after it, decoded in the layout of the channel's compute class."""
    from tinygrad.runtime.mockgpu.nv.ptx import PTXModule
    decode = _decode_v5 if compute_class in BLACKWELL_COMPUTE else _decode_v4 if compute_class == nv.HOPPER_COMPUTE_A else _decode_v3
    while qmd_addr:
      prog, cbuf0, grid, block, release, qmd_addr = decode(qmd_addr)
      src = ctypes.string_at(prog)
      if (mod := self.modules.get(src)) is None: mod = self.modules[src] = PTXModule(src.decode())
      if (m := re.search(rb"\.entry\s+(\w+)", src)) is None: raise RuntimeError("mock NV: the QMD's program has no .entry")
      entry = m[1].decode()
      try: mod.run(entry, ctypes.string_at(cbuf0 + CBUF0_PARAMS, mod.param_size(entry)), grid, block, self.driver.mem)
      except Exception as e:  # a faulting kernel ends; the queue goes on (its signals still fire) and the fault is reported
        self.faults.append(f"kernel {entry} (grid {grid}, block {block}): {type(e).__name__}: {e}")
      if release is not None:
        addr, val, is64 = release
        if is64: _u64(addr).value = val
        else: _u32(addr).value = val & 0xFFFFFFFF

Decoded = tuple[int, int, tuple[int, int, int], tuple[int, int, int], "tuple[int, int, bool] | None", int]

def _decode_v3(qmd_addr: int) -> Decoded:
  """(program, cbuf0, grid, block, release0 (address, payload, 64-bit) or None, next chained QMD or 0) of a v3 QMD."""
  w = (ctypes.c_uint32 * 0x40).from_address(qmd_addr)
  def f(name: str, idx: int | None = None) -> int: return qmd_field(w, name, idx)
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
