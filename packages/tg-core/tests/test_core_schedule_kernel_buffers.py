"""MAX_KERNEL_BUFFERS: a kernel that would take more buffers than the cap is split (a part is computed into a buffer first);
every kernel stays within the cap and the result matches numpy."""
import functools
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Device, Tensor
from tinygrad.helpers import Context

XS = [np.random.default_rng(i).random(16, dtype=np.float32) for i in range(40)]

def tensors() -> list[Tensor]: return [Tensor(x).realize() for x in XS]
def nbufs(t: Tensor) -> list[int]: return [len(c.src) - 1 for c in t.schedule_linear().src]

def test_sum_of_40_with_cap_8():
  ts = tensors()
  with Context(MAX_KERNEL_BUFFERS=8):
    s = functools.reduce(lambda a, b: a + b, ts)
    counts = nbufs(s)
    np.testing.assert_allclose(s.numpy(), np.sum(XS, axis=0), rtol=1e-5)
  assert max(counts) <= 8 and len(counts) == 7, counts  # 40 inputs, each kernel folds 7 into 1: ceil(39 / 6) kernels
  # by default the device's own cap: none on CPU (one kernel of 41 buffers), the adapter's storage buffers on WEBGPU (32 on lavapipe)
  cap, default = Device[Device.DEFAULT].caps.max_kernel_buffers, nbufs(functools.reduce(lambda a, b: a + b, ts))
  assert default == [41] if cap == 0 else max(default) <= cap and len(default) > 1, (cap, default)

@pytest.mark.parametrize("cap", [3, 5, 16])
def test_tree_and_stack_reduce(cap: int):
  ts = tensors()
  def tree(lst: list[Tensor]) -> Tensor: return lst[0] if len(lst) == 1 else tree(lst[:len(lst) // 2]) * 0.5 + tree(lst[len(lst) // 2:])
  def ref(lst: list[np.ndarray]) -> np.ndarray:
    return lst[0] if len(lst) == 1 else ref(lst[:len(lst) // 2]) * np.float32(0.5) + ref(lst[len(lst) // 2:])
  with Context(MAX_KERNEL_BUFFERS=cap):
    t, r = tree(ts[:16]), Tensor.stack(*ts[:16]).exp().sum(0)
    assert max(nbufs(t)) <= cap and max(nbufs(r)) <= cap
    np.testing.assert_allclose(t.numpy(), ref(XS[:16]), rtol=1e-5)
    np.testing.assert_allclose(r.numpy(), np.exp(np.stack(XS[:16])).sum(0), rtol=1e-5)

def test_assign_within_cap():
  ts = tensors()
  w = Tensor(np.ones(16, dtype=np.float32)).realize()
  with Context(MAX_KERNEL_BUFFERS=6):
    w.assign(w * 2 + functools.reduce(lambda a, b: a - b, ts[:20]))
    assert max(nbufs(w)) <= 6
    w.realize()
  np.testing.assert_allclose(w.numpy(), 2 + XS[0] - np.sum(XS[1:20], axis=0), rtol=1e-5, atol=1e-5)

def test_cap_too_small():
  ts = tensors()
  with Context(MAX_KERNEL_BUFFERS=2), pytest.raises(RuntimeError, match="MAX_KERNEL_BUFFERS=2 is too small"): (ts[0] + ts[1]).realize()
