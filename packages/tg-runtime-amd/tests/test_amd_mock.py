"""The AMD runtime on the mock KFD GPU (DEV=MOCKKFD+AMD): copies of odd sizes through SDMA, transfers between two mock GPUs, PM4 and
SDMA waits on signals, the timeline rollover, wait timeouts, faults, and the dispatch registers the PM4 executor hands to the
emulator, each checked against numpy or the values the test launched with."""
from __future__ import annotations
import os, subprocess, sys, time, types
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Device
from tinygrad.helpers import Context

@pytest.fixture(scope="module", autouse=True)
def amd() -> Any:
  with Context(DEV="MOCKKFD+AMD"):
    yield Device["AMD"]
  # later tests must not find a mock AMD already open (Device.DEFAULT would pick it)
  for name in [n for n in Device._opened if n.startswith("AMD")]:
    try: Device[name].synchronize()
    finally: del Device._opened[name]

def _roundtrip(dev: Any, data: bytes) -> bytes:
  buf = dev.allocator.alloc(len(data))
  dev.allocator._copyin(buf, memoryview(data))
  out = bytearray(len(data))
  dev.allocator._copyout(memoryview(out), buf)
  dev.allocator.free(buf, len(data))
  return bytes(out)

def test_device_opened_on_mock(amd):
  from tinygrad.runtime.ops_amd import AMDDevice
  assert isinstance(amd, AMDDevice) and amd.arch == "gfx1100" and type(amd.iface).__name__ == "MOCKKFDIface"
  assert amd.hw_copy_queue_t is not None and amd.cu_cnt == 96 and amd.max_lds == 64 * 1024
  amd.synchronize()
  assert amd.timeline_signal.value == amd.timeline_value - 1

@pytest.mark.parametrize("n", [1, 3, 4097, (2 << 20) + 13, 3 * (2 << 20) + 5])
def test_copy_odd_sizes(amd, n):
  data = np.random.default_rng(n).integers(0, 256, n, dtype=np.uint8).tobytes()
  assert _roundtrip(amd, data) == data

def test_transfer_between_two_mock_gpus(amd):
  other: Any = Device["AMD:1"]
  assert other.iface.gpu_id != amd.iface.gpu_id and other.compute_queue.doorbell.addr != amd.compute_queue.doorbell.addr
  n = 10007
  data = (np.arange(n, dtype=np.uint32) * 2654435761 % 251).astype(np.uint8)
  src, dst = amd.allocator.alloc(n), other.allocator.alloc(n)
  amd.allocator._copyin(src, memoryview(data.tobytes()))
  amd.allocator._transfer(dst, src, n, amd, other)
  out = bytearray(n)
  other.allocator._copyout(memoryview(out), dst)
  np.testing.assert_array_equal(np.frombuffer(out, np.uint8), data)
  assert other.timeline_signal.value == other.timeline_value - 1

def test_copy_from_memory_not_mapped_to_this_gpu_faults_not_corrupts(amd):
  # GPU 2 copies from a buffer only GPU 0 has mapped: the mock SDMA refuses (a real GPU would page-fault) and the runtime says so
  bad: Any = Device["AMD:2"]
  src = amd.allocator.alloc(64)
  dst = bad.allocator.alloc(64)
  bad.hw_copy_queue_t().wait(bad.timeline_signal, bad.timeline_value - 1).copy(dst.va_addr, src.va_addr, 64) \
    .signal(bad.timeline_signal, bad.next_timeline()).submit(bad)
  t0 = time.perf_counter()
  with pytest.raises(RuntimeError, match=f"MMU fault: {src.va_addr:#x}"): bad.synchronize()
  assert time.perf_counter() - t0 < 5
  # the dead queues were replaced: this GPU and the others keep working
  assert _roundtrip(bad, b"still usable") == b"still usable" and _roundtrip(amd, b"others too") == b"others too"
  bad.allocator.free(dst, 64)

def test_compute_queue_waits_for_cpu_signal(amd):
  gate, done = amd.new_signal(value=0), amd.new_signal(value=0)
  amd.hw_compute_queue_t().wait(gate, 5).signal(done, 42).submit(amd)
  assert done.value == 0  # parked on WAIT_REG_MEM
  gate.value = 4
  assert done.value == 0
  gate.value = 5  # the store to uncached memory reruns the queue
  done.wait(42, timeout=2000)
  assert done.value == 42

def test_copy_queue_waits_for_compute_queue(amd):
  gate, mid, done = amd.new_signal(value=0), amd.new_signal(value=0), amd.new_signal(value=0)
  amd.hw_copy_queue_t().wait(mid, 1).signal(done, 7).submit(amd)
  amd.hw_compute_queue_t().wait(gate, 1).signal(mid, 1).submit(amd)
  assert (mid.value, done.value) == (0, 0)
  gate.value = 1
  done.wait(7, timeout=2000)
  assert (mid.value, done.value) == (1, 7)

def test_write_and_timestamps(amd):
  sig = amd.new_signal(value=0)
  st, en = amd.new_signal(), amd.new_signal()
  buf = amd.allocator.alloc(0x1000, __import__("tinygrad.device", fromlist=["BufferSpec"]).BufferSpec(cpu_access=True))
  amd.hw_compute_queue_t().timestamp(st).write(buf, 0x1122334455667788, b64=True).timestamp(en).signal(sig, 1).submit(amd)
  sig.wait(1, timeout=2000)
  assert buf.cpu_view().view(0, 8, "Q")[0] == 0x1122334455667788
  assert 0 <= en.timestamp - st.timestamp < 1e6  # µs, monotonic
  amd.hw_copy_queue_t().write(buf, 0xABCD).signal(sig, 2).submit(amd)
  sig.wait(2, timeout=2000)
  assert buf.cpu_view().view(0, 4, "I")[0] == 0xABCD

def test_wait_timeout_within_limit(amd, monkeypatch):
  from tinygrad.helpers import getenv
  monkeypatch.setenv("HCQDEV_WAIT_TIMEOUT_MS", "300")
  getenv.cache_clear()
  gate = amd.new_signal(value=0)
  amd.hw_compute_queue_t().wait(gate, 1).signal(amd.timeline_signal, amd.next_timeline()).submit(amd)
  t0 = time.perf_counter()
  try:
    with pytest.raises(RuntimeError, match="Wait timeout: 300 ms"): amd.synchronize()
  finally:
    monkeypatch.delenv("HCQDEV_WAIT_TIMEOUT_MS")
    getenv.cache_clear()
  assert 0.3 <= time.perf_counter() - t0 < 2.0
  gate.value = 1  # release the parked queue; the device carries on
  amd.synchronize()
  assert _roundtrip(amd, b"after timeout") == b"after timeout"

def test_timeline_rollover(amd):
  amd.synchronize()
  amd.timeline_signal.value = (1 << 31) + 4
  amd.timeline_value = (1 << 31) + 5
  amd.allocator.b_timeline = [0] * len(amd.allocator.b_timeline)
  old = amd.timeline_signal
  assert _roundtrip(amd, b"x" * 100) == b"x" * 100
  assert amd.timeline_signal is not old and amd.timeline_value < 10  # swapped to the shadow signal, restarted at 1
  assert _roundtrip(amd, bytes(range(256))) == bytes(range(256))

def test_sdma_ring_wraps_without_splitting_packets(amd):
  from tinygrad.runtime.ops_amd import KFDQueue
  small = amd.iface.create_queue(sdma=True, ring_size=0x1000)
  big, amd.sdma_queue = amd.sdma_queue, small
  try:
    n, src, dst = 300, amd.allocator.alloc(300 * 4), amd.allocator.alloc(300 * 4)
    data = np.arange(n, dtype=np.uint32) * 3 + 1
    amd.allocator._copyin(src, memoryview(data.tobytes()))
    q = amd.hw_copy_queue_t().wait(amd.timeline_signal, amd.timeline_value - 1)
    for i in range(n): q.copy(dst.va_addr + 4 * i, src.va_addr + 4 * (n - 1 - i), 4)  # 300 COPY_LINEARs: 8400 bytes through a 4 KiB ring
    q.signal(amd.timeline_signal, amd.next_timeline()).submit(amd)
    assert small.put * 4 > 0x1000 and isinstance(small, KFDQueue)
    out = np.empty(n, np.uint32)
    amd.allocator._copyout(memoryview(out.data).cast("B"), dst)
    np.testing.assert_array_equal(out, data[::-1])
  finally: amd.sdma_queue = big

def test_pm4_encoding(amd):
  from tinygrad.runtime.autogen import amd_gpu
  sig = amd.new_signal(value=0)
  q = amd.hw_compute_queue_t().wait(sig, 3)
  # WAIT_REG_MEM: header 3<<30 | (6-1)<<16 | 0x3c<<8; function GEQ (5), memory space (bit 4); address; reference; mask; poll interval 4
  assert q._q == [3 << 30 | 5 << 16 | 0x3C << 8, 5 | 1 << 4, sig.value_addr & 0xFFFFFFFF, sig.value_addr >> 32, 3, 0xFFFFFFFF, 4]
  # SET_SH_REG takes the offset from the SH base: COMPUTE_PGM_LO is GC base 0x1260 + 0x1bac on gfx11
  q2 = amd.hw_compute_queue_t().set_reg("regCOMPUTE_PGM_LO", 0x12345, 0)
  assert q2._q == [3 << 30 | 2 << 16 | amd_gpu.PACKET3_SET_SH_REG << 8, 0x1260 + 0x1BAC - 0x2C00, 0x12345, 0]
  with pytest.raises(RuntimeError, match="Cannot set regCP_HQD_ACTIVE"): q2.set_reg("regCP_HQD_ACTIVE", 1)  # an HQD register: MMIO only

def test_unmapped_buffer_free_and_oom(amd):
  from tinygrad.device import BufferSpec
  with pytest.raises(MemoryError, match="out of memory"): amd.allocator._alloc(64 << 30, BufferSpec())
  buf = amd.allocator.alloc(1 << 20)
  amd.allocator.free(buf, 1 << 20)

# ---- dispatches: the registers the PM4 executor reads, checked against what was launched ----

def _llvm_kernel(arch: str, body: str, globals_: str = "") -> bytes:
  llvm = pytest.importorskip("llvmlite.binding")
  llvm.initialize_all_targets()
  llvm.initialize_all_asmprinters()
  ir = f'target triple = "amdgcn-amd-amdhsa"\n{globals_}\n{body}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n'
  m = llvm.parse_assembly(ir)
  m.verify()
  tm = llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(cpu=arch, features="+cumode", opt=2, reloc="pic", codemodel="default")
  return tm.emit_object(m)

ADD1 = """define amdgpu_kernel void @add1(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %a, i32 %id
  %v = load float, ptr addrspace(1) %p
  %w = fadd float %v, 1.0
  %q = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %w, ptr addrspace(1) %q
  ret void
}"""

def test_code_object_entry_is_the_kernel_symbol(amd):
  from tinygrad.runtime.support.amd.codeobj import load_code_object
  from tinygrad.runtime.support.elf import elf_parse
  lib = _llvm_kernel("gfx1100", ADD1)
  co = load_code_object(lib, "add1")
  elf = elf_parse(lib)
  sym = next(s for s in elf.symbols if s.name == "add1")
  text_off = 0  # .text is the first allocated section
  assert co.desc_offset + co.desc.entry_offset == text_off + sym.value
  assert co.desc.wave32 and co.desc.kernarg_size >= 20 and co.desc.group_segment_size == 0

@pytest.fixture
def fake_emu(monkeypatch):
  calls: list[dict] = []
  class EmuError(Exception): pass
  mod = types.ModuleType("tinygrad.runtime.mockgpu.amd.emu")
  mod.EmuError = EmuError  # type: ignore[attr-defined]
  def run_dispatch(**kw: Any) -> int:
    calls.append(kw)
    return 1
  mod.run_dispatch = run_dispatch  # type: ignore[attr-defined]
  monkeypatch.setitem(sys.modules, "tinygrad.runtime.mockgpu.amd.emu", mod)
  import tinygrad.runtime.mockgpu.amd as pkg
  monkeypatch.setattr(pkg, "emu", mod, raising=False)
  return calls

def test_dispatch_registers_reach_the_emulator(amd, fake_emu):
  prg = amd.runtime("add1", _llvm_kernel("gfx1100", ADD1))
  a, out = amd.allocator.alloc(256), amd.allocator.alloc(256)
  prg(out, a, global_size=(3, 2, 1), local_size=(64, 1, 1), vals=(17,), wait=True)
  (kw,) = fake_emu
  assert kw["arch"] == "gfx1100" and kw["code_addr"] == prg.prog_addr and kw["grid"] == (3, 2, 1) and kw["block"] == (64, 1, 1)
  assert kw["wave32"] and kw["lds_size"] == 0 and kw["rsrc1"] == prg.rsrc1 and kw["rsrc2"] == prg.rsrc2
  ka = kw["kernarg_addr"]
  assert ka != 0 and kw["mapped"](ka, 24) and not kw["mapped"](0x10, 4)
  import ctypes
  assert [ctypes.c_uint64.from_address(ka).value, ctypes.c_uint64.from_address(ka + 8).value, ctypes.c_uint32.from_address(ka + 16).value] == \
    [out.va_addr, a.va_addr, 17]
  # the user SGPRs carry the kernarg pointer where the descriptor says (dispatch ptr, queue ptr, then kernarg)
  assert kw["user_sgprs"][4] | kw["user_sgprs"][5] << 32 == ka
  # code object v5 hidden arguments: block counts then workgroup sizes
  assert [ctypes.c_uint32.from_address(ka + 24 + 4 * i).value for i in range(3)] == [3, 2, 1]
  assert [ctypes.c_uint16.from_address(ka + 36 + 2 * i).value for i in range(3)] == [64, 1, 1]

def test_lds_over_limit_is_refused(amd):
  # LLVM refuses to compile over-limit LDS itself, so the descriptor of a compiled kernel is edited: group_segment_fixed_size = 80000
  from tinygrad.runtime.support.elf import elf_parse
  lib = bytearray(_llvm_kernel("gfx1100", ADD1))
  ro = next(s for s in elf_parse(bytes(lib)).sections if s.name == ".rodata")
  lib[ro.offset:ro.offset + 4] = (80000).to_bytes(4, "little")
  with pytest.raises(RuntimeError, match="Too many resources requested: group_segment_size 80000 > 65536"): amd.runtime("add1", bytes(lib))
  lib[ro.offset:ro.offset + 4] = (1000).to_bytes(4, "little")
  assert amd.runtime("add1", bytes(lib)).rsrc2 >> 15 & 0x1FF == 2  # ceil(1000 / 512) LDS granules

def test_emulator_fault_is_reported(amd, fake_emu, monkeypatch):
  dev: Any = Device["AMD:3"]
  prg = dev.runtime("add1", _llvm_kernel("gfx1100", ADD1))
  buf = dev.allocator.alloc(256)
  monkeypatch.setenv("MOCKGPU_EMU_FAULTADDR", str(0xBAD000))
  prg(buf, buf, global_size=(1, 1, 1), local_size=(32, 1, 1), vals=(0,))
  with pytest.raises(RuntimeError, match="MMU fault: 0xbad000"): dev.synchronize()
  monkeypatch.delenv("MOCKGPU_EMU_FAULTADDR")
  prg(buf, buf, global_size=(2, 1, 1), local_size=(32, 1, 1), vals=(0,))
  dev.synchronize()  # the recreated queue runs the next dispatch
  assert fake_emu[-1]["grid"] == (2, 1, 1)

def test_kfd_ioctl_order():
  from tinygrad.runtime.autogen import kfd
  from tinygrad.runtime.mockgpu.amd.amddriver import AMDDriver
  nr = {int(getattr(kfd, f"AMDKFD_IOC_{n}")) & 0xFF: n for n in ("GET_VERSION", "ACQUIRE_VM", "RUNTIME_ENABLE", "CREATE_EVENT", "ALLOC_MEMORY_OF_GPU",
                                                                  "MAP_MEMORY_TO_GPU", "CREATE_QUEUE")}
  log = [nr.get(n, "other") for n in AMDDriver.get().log]
  # the first device: version, VM, runtime enable, the event page and its event, the queue/memory/exception events, then memory and queues
  assert log[:8] == ["GET_VERSION", "ACQUIRE_VM", "RUNTIME_ENABLE", "ALLOC_MEMORY_OF_GPU", "MAP_MEMORY_TO_GPU", "CREATE_EVENT", "CREATE_EVENT",
                     "CREATE_EVENT"]
  assert log.count("CREATE_QUEUE") >= 2 and log.index("CREATE_QUEUE") > log.index("GET_VERSION")

def test_bound_queue_replays_through_an_indirect_buffer(amd):
  from tinygrad.uop.ops import UOp
  from tinygrad import dtypes
  gate, done = amd.new_signal(value=0), amd.new_signal(value=0)
  a, b = UOp.variable("a", 0, 1000, dtypes.int), UOp.variable("b", 0, 1000, dtypes.int)
  q = amd.hw_compute_queue_t().wait(gate, a).signal(done, b).bind(amd)
  ring_before = amd.compute_queue.put
  for av, bv in ((3, 10), (7, 20), (9, 30)):
    q.submit(amd, {"a": av, "b": bv})
    assert done.value != bv  # parked on the wait inside the indirect buffer
    gate.value = av
    done.wait(bv, timeout=2000)
  assert amd.compute_queue.put - ring_before == 3 * 4  # each replay put one 4-dword INDIRECT_BUFFER packet on the ring
  assert q.hw_page is not None and q.hw_page[4] == 9  # the patched wait reference lives in the bound page

SCRATCH = """define amdgpu_kernel void @scr(ptr addrspace(1) %out, i32 %i) {
  %arr = alloca [64 x i32], align 4, addrspace(5)
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [64 x i32], ptr addrspace(5) %arr, i32 0, i32 %id
  store volatile i32 %id, ptr addrspace(5) %p
  %p2 = getelementptr [64 x i32], ptr addrspace(5) %arr, i32 0, i32 %i
  %v = load volatile i32, ptr addrspace(5) %p2
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %q
  ret void
}"""

def test_scratch_reaches_the_emulator(amd, fake_emu):
  prg = amd.runtime("scr", _llvm_kernel("gfx1100", SCRATCH))
  assert prg.desc.private_segment_size >= 256
  out = amd.allocator.alloc(256)
  prg(out, global_size=(1, 1, 1), local_size=(32, 1, 1), vals=(5,), wait=True)
  (kw,) = fake_emu
  assert kw["scratch_addr"] == amd.scratch.va_addr and kw["scratch_size_per_lane"] >= prg.desc.private_segment_size
  # the scratch buffer holds every wave slot of every CU at that size per lane
  assert amd.scratch.size >= kw["scratch_size_per_lane"] * 64 * amd.max_slots_scratch_cu * amd.cu_cnt
  assert kw["mapped"](kw["scratch_addr"], amd.scratch.size)

def test_mock_never_becomes_the_default():
  # a fresh process whose first Device.DEFAULT is asked inside a MOCK context: afterwards the default must not stay on the mock GPU
  code = ("from tinygrad import Tensor\nfrom tinygrad.device import Device\nfrom tinygrad.helpers import Context\n"
          "with Context(DEV='MOCKKFD+AMD:LLVM'):\n  assert (Tensor([7, 9]) // 3).tolist() == [2, 3]\n"
          "print(Device.DEFAULT, Tensor([1]).device)")
  out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env={**os.environ, "DEV": ""})
  assert out.returncode == 0, out.stderr
  assert out.stdout.split() == ["CPU", "CPU"], out.stdout
