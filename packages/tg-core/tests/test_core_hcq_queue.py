"""The HCQ base on a software device: symbolic queue words patched at submit, copies through staging, the timeline rollover,
and a wait that never completes raising "Wait timeout" (never hanging)."""
import ctypes, mmap, struct, time
import numpy as np
import pytest
from tinygrad.uop.ops import UOp
from tinygrad.runtime.support import hcq
from tinygrad.runtime.support.hcq import HCQAllocator, HCQBuffer, HCQCompiled, HCQSignal, HWQueue, MMIOInterface, PLACEHOLDER, data64_le

SIGNAL, WAIT, COPY = 1, 2, 3

class SoftQueue(HWQueue):
  """Commands as words [op, a_lo, a_hi, b_lo, b_hi, n] run by the CPU at submit (a wait that is not met is an error here)."""
  def signal(self, s, value=0): return self.q(SIGNAL, *data64_le(s.value_addr), *data64_le(value), 0) or self
  def wait(self, s, value=0): return self.q(WAIT, *data64_le(s.value_addr), *data64_le(value), 0) or self
  def copy(self, dest, src, n): return self.q(COPY, *data64_le(dest), *data64_le(src), n) or self
  def _submit(self, dev):
    dev.submitted.append(list(self._q))
    for i in range(0, len(self._q), 6):
      op, a, b, n = self._q[i], self._q[i+1] | self._q[i+2] << 32, self._q[i+3] | self._q[i+4] << 32, self._q[i+5]
      if op == SIGNAL: ctypes.c_uint64.from_address(a).value = b
      elif op == WAIT: assert ctypes.c_uint64.from_address(a).value >= b, "soft queue waited on an unmet signal"
      elif op == COPY: ctypes.memmove(a, b, n)

class SoftAllocator(HCQAllocator):
  def _alloc(self, size, options):
    m = mmap.mmap(-1, max(size, 1))
    addr = ctypes.addressof(ctypes.c_char.from_buffer(m))
    return HCQBuffer(addr, size, meta=m, view=MMIOInterface(addr, size))
  def _free(self, opaque, options): pass
  def _map(self, buf): pass

class SoftDevice(HCQCompiled):
  def __init__(self, device="SOFT", copy_queue=True):
    self.submitted = []
    super().__init__(device, SoftAllocator(self, batch_size=0x1000, batch_cnt=4), [], lambda *a: None, HCQSignal, SoftQueue,
                     SoftQueue if copy_queue else None, kernargs_size=0x10000)

@pytest.fixture
def dev():
  d = SoftDevice()
  yield d
  HCQCompiled.peer_groups.pop("SOFT", None)

def test_symbolic_words_patched_on_resubmit(dev):
  v, w = UOp.variable("v", 0, 1 << 40), UOp.variable("w", 0, 100)
  sig = dev.new_signal(value=0)
  q = SoftQueue().signal(sig, v).signal(sig, w + 3)
  assert q._q.count(PLACEHOLDER) == 4  # lo and hi of both values
  mem = MMIOInterface(dev.kernargs_buf.va_addr, 16, "I")
  q.bind_sints_to_mem(v, 7, mem=mem, fmt="I", start=0)
  for vv, ww in [(5, 1), (5, 2), ((1 << 33) + 9, 2)]:
    q.submit(dev, {"v": vv, "w": ww})
    words = dev.submitted[-1]
    assert (words[3] | words[4] << 32) == vv and words[9] == ww + 3 and sig.value == ww + 3
    assert mem[0] == vv & 0xFFFFFFFF and mem[1] == 7

def test_masked_bind(dev):
  v = UOp.variable("m", 0, 255)
  mem = MMIOInterface(dev.kernargs_buf.va_addr, 4, "I")
  mem[0] = 0xAABBCC00
  q = SoftQueue()
  q.bind_sints_to_mem(v, mem=mem, fmt="I", mask=0xFF)
  q.submit(dev, {"m": 0x5A})
  assert mem[0] == 0xAABBCC5A

@pytest.mark.parametrize("n", [1, 3, 0x1000, 0x1001, 3 * 0x1000 + 7, 9 * 0x1000 + 13])
@pytest.mark.parametrize("copy_queue", [True, False])
def test_copies_through_staging(n, copy_queue):
  d = SoftDevice("SOFTC", copy_queue=copy_queue)
  try:
    data = np.random.default_rng(n).integers(0, 256, n, dtype=np.uint8)
    buf = d.allocator.alloc(n)
    d.allocator._copyin(buf, memoryview(data.tobytes()))
    out = bytearray(n)
    d.allocator._copyout(memoryview(out), buf)
    np.testing.assert_array_equal(np.frombuffer(out, np.uint8), data)
    if copy_queue: assert len(d.submitted) == 2 * -(-n // 0x1000)  # one copy per staging chunk each way
  finally: HCQCompiled.peer_groups.pop("SOFTC", None)

def test_transfer_same_group():
  a, b = SoftDevice("SOFTT"), SoftDevice("SOFTT:1")
  try:
    src, dst = a.allocator.alloc(100), b.allocator.alloc(100)
    src.view[0:100] = bytes(range(100))
    a.allocator._transfer(dst, src, 100, a, b)
    b.synchronize()
    assert bytes(dst.view.mv) == bytes(range(100))
    assert b.timeline_signal.value == b.timeline_value - 1 and a.timeline_signal.value == a.timeline_value - 1
  finally: HCQCompiled.peer_groups.pop("SOFTT", None)

def test_timeline_rollover(dev):
  dev.timeline_value = (1 << 31) - 1
  dev.timeline_signal.value = dev.timeline_value - 1
  old = dev.timeline_signal
  for _ in range(3): SoftQueue().wait(dev.timeline_signal, dev.timeline_value - 1).signal(dev.timeline_signal, dev.next_timeline()).submit(dev)
  dev.synchronize()
  assert dev.timeline_value == 1 and dev.timeline_signal is not old and dev.timeline_signal.value == 0
  SoftQueue().wait(dev.timeline_signal, dev.timeline_value - 1).signal(dev.timeline_signal, dev.next_timeline()).submit(dev)
  dev.synchronize()
  assert dev.timeline_signal.value == 1 and dev.timeline_value == 2

def test_wait_timeout_is_quick(dev):
  s = dev.new_signal(value=3)
  st = time.perf_counter()
  with pytest.raises(RuntimeError, match="Wait timeout"): s.wait(4, timeout=50)
  assert time.perf_counter() - st < 2
  dev.timeline_value += 1  # work that never completes
  with pytest.raises(RuntimeError, match="Wait timeout"):
    import os
    os.environ["HCQDEV_WAIT_TIMEOUT_MS"] = "30"
    hcq.getenv.cache_clear()
    try: dev.synchronize()
    finally:
      del os.environ["HCQDEV_WAIT_TIMEOUT_MS"]
      hcq.getenv.cache_clear()
  assert isinstance(dev.error_state, RuntimeError)

def test_wait_timer_resets_on_progress(dev):
  s = dev.new_signal(value=0)
  import threading
  def bump():
    for i in range(1, 6):
      time.sleep(0.03)
      s.value = i
  t = threading.Thread(target=bump)
  t.start()
  s.wait(5, timeout=80)  # 150 ms in all, but never 80 ms without progress
  t.join()
  assert s.value == 5

def test_signal_slots_recycled(dev):
  a = dev.new_signal()
  addr = a.value_addr
  del a
  assert dev.new_signal().value_addr == addr
  assert struct.calcsize("Q") * 2 == 16

def test_interface_selection():
  class GoodIface:
    def __init__(self, *a): self.a = a
  class BadIface:
    def __init__(self, *a): raise FileNotFoundError("no /dev/bad")
  class MOCKIface:
    def __init__(self, *a): raise AssertionError("MOCK must never be a fallback")
  assert isinstance(HCQCompiled.select_iface("X", [BadIface, MOCKIface, GoodIface], 1), GoodIface)
  with pytest.raises(ExceptionGroup, match="DEV=MOCK\\+X") as e: HCQCompiled.select_iface("X", [BadIface, MOCKIface])
  assert "no /dev/bad" in str(e.value.exceptions[0])
  from tinygrad.helpers import Context
  with Context(DEV="MOCK+X"):
    with pytest.raises(AssertionError, match="never"): HCQCompiled.select_iface("X", [GoodIface, MOCKIface])
  with Context(DEV="GOD+X"):
    with pytest.raises(ValueError, match="did you mean GOOD"): HCQCompiled.select_iface("X", [GoodIface, MOCKIface])
