"""CPU buffers large enough for huge pages (private mappings) keep their contents through views, kernels and copies."""
import mmap
import numpy as np
from tinygrad import Tensor
from tinygrad.device import Device
from tinygrad.runtime.ops_cpu import HUGE_PAGE

def test_large_buffer_is_private_and_round_trips():
  n = HUGE_PAGE // 4 * 3 + 5
  a = np.random.default_rng(1).standard_normal(n).astype(np.float32)
  t = Tensor(a, device="CPU").realize()
  buf = t.uop.buffer._buf
  assert buf.mem is not None and len(buf.mem) >= n * 4
  # a view at an offset reads the same bytes the kernel wrote
  np.testing.assert_array_equal((t * 2)[HUGE_PAGE // 4:].numpy(), a[HUGE_PAGE // 4:] * 2)
  np.testing.assert_allclose(t.max().item(), a.max())
  np.testing.assert_allclose(t.sum().item(), a.astype(np.float64).sum(), rtol=1e-4)

def test_view_of_large_buffer_shares_memory():
  alloc = Device["CPU"].allocator
  raw = alloc.alloc(HUGE_PAGE + mmap.PAGESIZE)
  view = alloc._offset(raw, 16, HUGE_PAGE)
  alloc._copyin(view, memoryview(np.arange(4, dtype=np.float32).tobytes()))
  out = np.empty(HUGE_PAGE // 4 + 4, np.float32)
  alloc._copyout(memoryview(out.data).cast("B"), alloc._offset(raw, HUGE_PAGE + 16, 0))
  np.testing.assert_array_equal(out[-4:], np.arange(4, dtype=np.float32))
  np.testing.assert_array_equal(out[:-4], 0)
