"""Opening NV where it cannot open says why and what to do: no driver names MOCK+NV, an unknown interface suggests the close one."""
import os
import pytest
from tinygrad.helpers import Context
from tinygrad.runtime.ops_nv import NVDevice

@pytest.mark.skipif(os.path.exists("/dev/nvidiactl"), reason="this machine has the NVIDIA driver")
def test_no_driver_names_the_mock():
  with Context(DEV="NV"):
    with pytest.raises(ExceptionGroup, match=r"DEV=MOCK\+NV") as e: NVDevice("NV")
  assert any("/dev/nvidiactl is missing" in str(x) for x in e.value.exceptions)

def test_unknown_interface_suggests():
  with Context(DEV="MOKC+NV:PTX"):
    with pytest.raises(ValueError, match="did you mean MOCK"): NVDevice("NV")

def test_mock_is_never_a_fallback(monkeypatch):
  # with no interface named, only NVK is tried even though the mock would open
  import tinygrad.runtime.ops_nv as ops_nv
  monkeypatch.setattr(ops_nv.NVKIface, "__init__", lambda self, *a: (_ for _ in ()).throw(FileNotFoundError("no driver")))
  with Context(DEV="NV"):
    with pytest.raises(ExceptionGroup) as e: NVDevice("NV")
  assert [str(x) for x in e.value.exceptions] == ["NVK: no driver"]
