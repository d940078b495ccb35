"""The seam between tg-core and a backend (tinygrad.backend): the scheduler reads a device's limits from its renderer as
DeviceCaps, a renderer that lacks one is an error naming it (never a silent default), and a declared buffer limit splits kernels."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.backend import DeviceCaps, Program, Renderer, device_caps
from tinygrad.device import Device
from tinygrad.engine.realize import linear_with_vars
from tinygrad.uop import Ops

class FakeRenderer:
  device, has_local, has_shared, shared_max, global_max, local_max = "NULL", False, False, 0, None, None
  def __init__(self, max_kernel_buffers: int): self.max_kernel_buffers = max_kernel_buffers
  def lower(self, ast):
    raise AssertionError("scheduling must not lower")

class NoLimits:
  device, has_local = "NULL", True
  def lower(self, ast): raise AssertionError

def null_with(name: str, renderer) -> str:
  """A NULL device (opened under `name`) whose renderer is `renderer`: NULL runs nothing, so only scheduling is exercised."""
  dev = Device[name]
  dev.__dict__["_renderer_and_compiler"] = (renderer, None)
  return name

def test_protocols_describe_the_fakes():
  assert isinstance(FakeRenderer(0), DeviceCaps) and isinstance(FakeRenderer(0), Renderer)
  assert not isinstance(NoLimits(), DeviceCaps) and not isinstance(object(), Program)

def test_missing_cap_is_named():
  with pytest.raises(TypeError, match=r"max_kernel_buffers.*shared_max|has_shared.*max_kernel_buffers"): device_caps(NoLimits(), "NULL")
  dev = null_with("NULL:61", NoLimits())
  xs = [Tensor(np.full((4,), i, np.float32), device=dev) for i in range(3)]
  # the scheduler asks for the device's limits when it builds the kernel: a renderer without them stops it with the name
  with pytest.raises(TypeError, match="does not declare the device limits"): linear_with_vars(sum(xs[1:], xs[0]).uop)

@pytest.mark.parametrize("cap", [0, 4])
def test_declared_buffer_limit_splits_kernels(cap: int):
  dev = null_with(f"NULL:{62 + cap}", FakeRenderer(cap))
  xs = [Tensor(np.full((8,), i, np.float32), device=dev).realize() for i in range(7)]
  linear, _ = linear_with_vars(sum(xs[1:], xs[0]).uop)
  kernels = [c for c in linear.src if c.src[0].op is not Ops.COPY]
  most = max(len(c.src) - 1 for c in kernels)
  if cap: assert most <= cap and len(kernels) >= 2  # 7 inputs + 1 output do not fit in 4 buffers: the sum is split
  else: assert len(kernels) == 1 and most == 8

def test_device_class_attributes_replace_device_names(tmp_path):
  from tinygrad.device import Buffer
  from tinygrad.dtype import dtypes
  from tinygrad.helpers import Context, GlobalCounters
  with Context(MAX_BUFFER_SIZE=10):
    assert Buffer("NULL", 100, dtypes.float32).allocate().nbytes == 400  # holds_data=False: nothing is allocated, no limit applies
  disk = Buffer(name := f"DISK:{tmp_path / 'f.bin'}", 64, dtypes.uint8).allocate()  # maps_files: a file, not device memory
  assert GlobalCounters.mem_used_per_device.get(name, 0) == 0 and (tmp_path / "f.bin").stat().st_size >= 64
  assert Buffer("NULL", 8, dtypes.uint8).allocate()._counted and not disk._counted

def test_default_is_a_compute_device():
  assert Device.DEFAULT not in ("NULL", "DISK", "NPY", "PYTHON")  # holds_data=False or host_only: only opened by name

def test_device_without_kernels_has_no_caps():
  with pytest.raises(RuntimeError, match="runs no kernels; copy the data to a compute device"): Device["NPY"].caps
