"""A device name's renderer field must name one of the device's renderers: a misspelling raised nothing and silently used the
default renderer. DEV reads as its first target's fields."""
import numpy as np
import pytest
from tinygrad import Device, Tensor
from tinygrad.helpers import DEV, Context

@pytest.mark.parametrize("name", ["CPU:CLNAG", "CPU:LLMV", "cpu:gcc"])
def test_misspelled_renderer_raises_naming_the_known_ones(name):
  with pytest.raises(ValueError, match=rf"CPU has no renderer '{name.split(':')[1].upper()}'; its renderers are \[") as e:
    Tensor.ones(3, device=name).numpy()
  assert "'CLANG'" in str(e.value) and "'LLVM'" in str(e.value)

@pytest.mark.parametrize("name, renderer", [("CPU:CLANG", "CLANG"), ("cpu:llvm", "LLVM"), ("CPU:clang", "CLANG")])
def test_known_renderer_is_used(name, renderer):
  dev = Device[Device.canonicalize(name)]
  assert dev.target.renderer == renderer
  np.testing.assert_array_equal((Tensor([1.0, 2.0], device=name) * 3).numpy(), np.array([3.0, 6.0], np.float32))

@pytest.mark.parametrize("name", ["CPU", "CPU:1", "CPU::CPU_COUNT=2"])
def test_names_without_a_renderer_field_still_open(name):
  assert Device[Device.canonicalize(name)].device == Device.canonicalize(name)

@pytest.mark.parametrize("dev, want", [
  ("CPU:LLVM", ("CPU", "LLVM", "", "")),
  ("NULL:HIP:gfx950", ("NULL", "HIP", "gfx950", "")),
  ("MOCKKFD+AMD", ("AMD", "", "", "MOCKKFD")),
  ("CPU:CLANG:x86_64,haswell;AMD", ("CPU", "CLANG", "x86_64,haswell", "")),
  ("", ("", "", "", "")),
])
def test_dev_fields(dev, want):
  with Context(DEV=dev): assert (DEV.device, DEV.renderer, DEV.arch, DEV.interface) == want
