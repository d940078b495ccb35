"""The launch encoding from NVIDIA's headers, and the mock following them: QMD v4 fields tg sets (read back at the bit positions of
clcbc0qmd.h, typed here), each mock hang rule (a launch the hardware would not complete stops the channel and the wait times out with
the fault report), v3 QMDs valid on HOPPER_COMPUTE_A, the fault report naming an MMU fault from the error notifier and the debugger
object, and Blackwell's own channel/usermode classes picked from the driver's class list."""
import ctypes
import numpy as np
import pytest
from tinygrad.device import Device
from tinygrad.helpers import Context
from tinygrad.runtime.autogen import nv

# (hi, lo) from clcbc0qmd.h: QMD_TYPE (line 317), SASS_VERSION (420), RELEASE_STRUCTURE_SIZE(0) (349), RELEASE_MEMBAR_TYPE(0) (353),
# RELEASE_PAYLOAD64B(0), RELEASE_ENABLE(0), QMD_MAJOR_VERSION (430)
DOC = {"qmd_type": (25, 23), "sass_version": (543, 536), "release_structure_size0": (322, 321), "release_membar_type0": (323, 323),
       "release_payload64b0": (332, 332), "release_enable0": (320, 320), "qmd_major_version": (583, 580)}

def doc(words, name):
  hi, lo = DOC[name]
  return (sum(int(words[w]) << (32 * (w - lo // 32)) for w in range(lo // 32, hi // 32 + 1)) >> (lo % 32)) & ((1 << (hi - lo + 1)) - 1)

STORE = """.version 7.8
.target sm_90
.address_size 64
.visible .entry store(.param .u64 out)
{
  .reg .u64 %rd<2>;
  .reg .u32 %r<1>;
  ld.param.u64 %rd0, [out];
  cvta.to.global.u64 %rd1, %rd0;
  mov.u32 %r0, 0x600DCAFE;
  st.global.u32 [%rd1], %r0;
  ret;
}
"""
WILD = STORE.replace("ld.param.u64 %rd0, [out];", "mov.u64 %rd0, 0x40;")  # stores to VA 0x40: nothing is mapped there

_n = iter(range(10, 60))

@pytest.fixture
def dev():
  # a fresh device each test on mock GPUs 1-5 (a hang test leaves its channel stopped for good), dropped afterwards
  with Context(DEV="MOCK+NV:PTX"): d = Device[f"NV:{next(_n) % 5 + 1}"]
  yield d
  Device._opened.pop(d.device, None)

def _launch(d, prg, out, qmd_edit=None):
  """One launch followed by the timeline signal (the QMD's own release); `qmd_edit(words)` changes the QMD in the kernarg ring first."""
  q = d.hw_compute_queue_t()
  q.exec(prg, ka := prg.fill_kernargs([out]), (1, 1, 1), (1, 1, 1))
  q.signal(d.timeline_signal, d.next_timeline())
  if qmd_edit is not None:
    words = (ctypes.c_uint32 * (prg.qmd_type.size // 4)).from_address(ka.buf.va_addr + prg.qmd_offset)
    qmd_edit(words)
  q.submit(d)
  return ka

def _set(words, name, v, idx=None):
  hi, lo = DOC[name] if idx is None else DOC[f"{name}{idx}"]
  for b in range(lo, hi + 1):
    words[b // 32] = (words[b // 32] & ~(1 << (b % 32))) | (((v >> (b - lo)) & 1) << (b % 32))

def test_v4_fields_tg_sets(dev):
  from tinygrad.runtime.ops_nv import NVProgram
  prg, out = NVProgram(dev, "store", STORE.encode()), dev.allocator.alloc(64)
  assert doc(prg.qmd_template, "qmd_major_version") == 4 and doc(prg.qmd_template, "qmd_type") == nv.NVCBC0_QMDV04_00_QMD_TYPE_GRID_CTA == 2
  ka = _launch(dev, prg, out)
  dev.synchronize()
  w = (ctypes.c_uint32 * 0x60).from_address(ka.buf.va_addr + prg.qmd_offset)
  assert [doc(w, n) for n in ("release_enable0", "release_structure_size0", "release_payload64b0", "release_membar_type0")] == [1, 2, 1, 1]
  got = np.zeros(1, np.uint32)
  dev.allocator._copyout(memoryview(got), out)
  assert got[0] == 0x600DCAFE

@pytest.mark.parametrize("edit,why", [
  (lambda w: _set(w, "release_structure_size", 3, 0), "undefined structure size"),
  (lambda w: _set(w, "release_structure_size", 1, 0), "one-word release semaphore with a 64-bit payload"),
  (lambda w: _set(w, "qmd_type", 1), "QMD_TYPE other than QUEUE"),
  (lambda w: _set(w, "qmd_type", 3), "QMD_TYPE other than QUEUE"),
])
def test_mock_hangs_on_launches_the_hardware_would_not_complete(dev, monkeypatch, edit, why):
  from tinygrad.runtime.ops_nv import NVProgram
  from tinygrad.runtime.mockgpu.nv.nvdriver import NVDriver
  from tinygrad.runtime.support import hcq
  prg, out = NVProgram(dev, "store", STORE.encode()), dev.allocator.alloc(64)
  monkeypatch.setattr(hcq, "WAIT_TIMEOUT_MS", lambda: 200)
  _launch(dev, prg, out, edit)
  with pytest.raises(RuntimeError, match="Wait timeout") as e: dev.synchronize()
  ch = next(c for c in NVDriver.get().channels if c.hung and c.hung != "test over")
  assert why in ch.hung
  assert "compute_gpfifo: GP_GET" in str(e.value) and "stopped in entry" in str(e.value)  # the report names the stuck entry
  assert ctypes.c_uint32.from_address(out.va_addr).value == 0  # the kernel never ran (the mock's GPU VA is the host address)
  ch.hung = "test over"  # stays stopped; the device is dropped

def test_queue_type_still_launches(dev):
  # NVK leaves QMD_TYPE 0 on Hopper; until silicon says otherwise a queue-type QMD runs in the mock
  from tinygrad.runtime.ops_nv import NVProgram
  prg, out = NVProgram(dev, "store", STORE.encode()), dev.allocator.alloc(64)
  _launch(dev, prg, out, lambda w: _set(w, "qmd_type", 0))
  dev.synchronize()
  got = np.zeros(1, np.uint32)
  dev.allocator._copyout(memoryview(got), out)
  assert got[0] == 0x600DCAFE

@pytest.mark.parametrize("cls_name", ["QMDV3Hopper", "QMD"])
def test_v3_qmd_is_valid_on_hopper(dev, monkeypatch, cls_name):
  from tinygrad.runtime import ops_nv
  monkeypatch.setattr(ops_nv, "qmd_type", lambda cc: getattr(ops_nv, cls_name))
  prg, out = ops_nv.NVProgram(dev, "store", STORE.encode()), dev.allocator.alloc(64)
  assert prg.qmd_type.size == 0x100 and dev.compute_class == nv.HOPPER_COMPUTE_A
  if cls_name == "QMDV3Hopper":  # Hopper's v3 table: SASS_VERSION at 1663:1656, prefetch size at 1649:1641 (clcbc0qmd.h lines 253, 249)
    t = prg.qmd_template
    assert (t[1656 // 32] >> (1656 % 32)) & 0xFF == 0x90 and (t[1641 // 32] >> (1641 % 32)) & 0x1FF > 0
  _launch(dev, prg, out)
  dev.synchronize()
  got = np.zeros(1, np.uint32)
  dev.allocator._copyout(memoryview(got), out)
  assert got[0] == 0x600DCAFE

def test_fault_report_names_the_mmu_fault(dev, monkeypatch):
  from tinygrad.runtime.ops_nv import NVProgram
  from tinygrad.runtime.support import hcq
  assert dev.debugger is not None and dev.compute_gpfifo.notifier is not None
  assert "error notifier: clear" in dev.fault_report() and "MMU faults: none" in dev.fault_report()
  prg, out = NVProgram(dev, "store", WILD.encode()), dev.allocator.alloc(64)
  with pytest.raises(RuntimeError, match="illegal address 0x40"): _launch(dev, prg, out)
  dev.synchronize()
  rep = dev.fault_report()
  assert "MMU fault on the compute engine: address 0x40, fault type 0, access write" in rep
  assert "info32 31 (GPU memory page fault (Xid 31))" in rep and "SM 0: global ESR 0x0, warp ESR 0x1" in rep, rep
  # a hang after it: the timeout message carries the report
  gate = dev.new_signal(value=0)
  monkeypatch.setattr(hcq, "WAIT_TIMEOUT_MS", lambda: 200)
  dev.hw_compute_queue_t().wait(gate, 1).signal(dev.timeline_signal, dev.next_timeline()).submit(dev)
  with pytest.raises(RuntimeError, match="Wait timeout") as e: dev.synchronize()
  assert "address 0x40" in str(e.value) and "Xid 31" in str(e.value) and "stopped in entry" in str(e.value)
  gate.value = 1
  dev.error_state = None
  dev.hw_compute_queue_t().signal(dev.timeline_signal, dev.next_timeline()).submit(dev)
  dev.synchronize()

def test_mock_refuses_a_notifier_too_small_and_a_stray_debugger():
  from tinygrad.runtime.mockgpu.nv.nvdriver import NVDriver
  drv = NVDriver.get()
  mem = next(h for h, o in drv.objs.items() if o["cls"] == nv.NV01_MEMORY_SYSTEM_OS_DESCRIPTOR) if any(
    o["cls"] == nv.NV01_MEMORY_SYSTEM_OS_DESCRIPTOR for o in drv.objs.values()) else None
  if mem is None: pytest.skip("no host memory object yet")
  grp = next(h for h, o in drv.objs.items() if o["cls"] == nv.KEPLER_CHANNEL_GROUP_A)
  size = drv.objs[mem]["size"]
  drv.objs[mem]["size"] = 32  # smaller than NV_CHANNELGPFIFO_NOTIFICATION_TYPE__SIZE_1 notifications
  try:
    cp = nv.struct_NV_CHANNEL_ALLOC_PARAMS(hObjectError=mem)
    p = nv.NVOS21_PARAMETERS(hObjectParent=grp, hClass=nv.AMPERE_CHANNEL_GPFIFO_A, pAllocParms=ctypes.addressof(cp), paramsSize=ctypes.sizeof(cp))
    drv.rm_alloc(p)
    assert p.status == nv.NV_ERR_INVALID_OBJECT_HANDLE
  finally: drv.objs[mem]["size"] = size
  dp = nv.NV83DE_ALLOC_PARAMETERS(hClass3dObject=mem)  # not a compute object
  p = nv.NVOS21_PARAMETERS(hObjectParent=grp, hClass=nv.GT200_DEBUGGER, pAllocParms=ctypes.addressof(dp), paramsSize=ctypes.sizeof(dp))
  drv.rm_alloc(p)
  assert p.status == nv.NV_ERR_INVALID_OBJECT

@pytest.mark.parametrize("arch,chan", [("sm_100", nv.BLACKWELL_CHANNEL_GPFIFO_A), ("sm_120", nv.BLACKWELL_CHANNEL_GPFIFO_B)])
def test_blackwell_uses_the_classes_its_driver_lists(monkeypatch, arch, chan):
  from tinygrad.runtime import ops_nv
  from tinygrad.runtime.mockgpu.nv.nvdriver import NVDriver
  monkeypatch.setenv("MOCKGPU_ARCH", arch)
  with Context(DEV="MOCK+NV:PTX"): d = Device[name := "NV:5"]
  try:
    monkeypatch.delenv("MOCKGPU_ARCH")
    assert d.channel_class == chan
    um = [o["cls"] for o in NVDriver.get().objs.values() if o["cls"] in (nv.BLACKWELL_USERMODE_A, nv.HOPPER_USERMODE_A, nv.TURING_USERMODE_A)]
    assert um[-1] == nv.BLACKWELL_USERMODE_A
    from tinygrad import Tensor
    np.testing.assert_array_equal((Tensor([1.0, 2.0], device=name) * 3).numpy(), np.array([3.0, 6.0], np.float32))
  finally: Device._opened.pop(d.device, None)
  # a runtime that insisted on Ampere's channel class is refused there, as RM refuses a class it does not list
  monkeypatch.setenv("MOCKGPU_ARCH", arch)
  monkeypatch.setattr(ops_nv, "CHANNEL_CLASSES", (nv.AMPERE_CHANNEL_GPFIFO_A,))
  with Context(DEV="MOCK+NV:PTX"), pytest.raises(RuntimeError, match="GPFIFO channel"): Device["NV:5"]
  Device._opened.pop("NV:5", None)

def test_pick_class_names_what_is_missing():
  from tinygrad.runtime.ops_nv import CHANNEL_CLASSES, pick_class
  assert pick_class({nv.HOPPER_CHANNEL_GPFIFO_A, nv.AMPERE_CHANNEL_GPFIFO_A}, CHANNEL_CLASSES, "GPFIFO channel") == nv.AMPERE_CHANNEL_GPFIFO_A
  assert pick_class({nv.HOPPER_CHANNEL_GPFIFO_A}, CHANNEL_CLASSES, "GPFIFO channel") == nv.HOPPER_CHANNEL_GPFIFO_A
  with pytest.raises(RuntimeError, match="lists no GPFIFO channel class"): pick_class({nv.KEPLER_CHANNEL_GPFIFO_A}, CHANNEL_CLASSES, "GPFIFO channel")
