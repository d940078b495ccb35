"""CPU:CLANG as a device name selects the C renderer, and its index expressions keep their parentheses."""
import numpy as np
from tinygrad import Tensor

def test_shifted_index_is_not_shifting_the_pointer():
  # the shrink of a reshaped broadcast indexes with `lidx>>3`; `data+lidx>>3` would parse as `(data+lidx)>>3`
  a, b = np.arange(4, dtype=np.float32), np.arange(8, dtype=np.float32)
  out = (Tensor(a, device="CPU:CLANG").unsqueeze(-1) + Tensor(b, device="CPU:CLANG")).reshape(32)[:31].numpy()
  np.testing.assert_array_equal(out, (a[:, None] + b).reshape(32)[:31])

def test_device_name_picks_its_renderer():
  from tinygrad.device import Device
  assert type(Device["CPU:CLANG"].renderer).__name__ == "ClangRenderer" and type(Device["CPU:LLVM"].renderer).__name__ == "LLVMRenderer"
  a = np.arange(6, dtype=np.float32)
  np.testing.assert_array_equal((Tensor(a, device="CPU:CLANG") * 2).numpy(), a * 2)
