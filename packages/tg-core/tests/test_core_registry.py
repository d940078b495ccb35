"""Device registry, DEV target strings and ContextVars."""
import pytest
from tinygrad import Device
from tinygrad.device import NotInstalledError
from tinygrad.helpers import DEV, Context, ContextVar, Target

@pytest.mark.parametrize("s,fields", [
  ("CPU", ("CPU", "", "", "", (), ())),
  ("cpu:llvm", ("CPU", "LLVM", "", "", (), ())),
  ("NULL:HIP:gfx950", ("NULL", "HIP", "gfx950", "", (), ())),
  ("MOCKKFD+AMD:LLVM:gfx1100", ("AMD", "LLVM", "gfx1100", "MOCKKFD", (), ())),
  ("AMD::gfx950", ("AMD", "", "gfx950", "", (), ())),
  ("PCI:0-2,5+AMD", ("AMD", "", "", "PCI", (0, 1, 2, 5), ())),
  ("CPU:LLVM:x86_64,znver2,avx2,-avx512f", ("CPU", "LLVM", "x86_64,znver2,avx2,-avx512f", "", (), ())),
  ("CL::IMAGE_PITCH_ALIGNMENT=64", ("CL", "", "", "", (), (("IMAGE_PITCH_ALIGNMENT", "64"),))),
  ("NULL:IR3:a630,IMAGE_PITCH_ALIGNMENT=64", ("NULL", "IR3", "a630", "", (), (("IMAGE_PITCH_ALIGNMENT", "64"),))),
  (":LLVM", ("", "LLVM", "", "", (), ())),
])
def test_target_parse_and_roundtrip(s, fields):
  t = Target.parse(s)
  assert (t.device, t.renderer, t.arch, t.interface, t.indices, t.options) == fields
  assert Target.parse(str(t)) == t and eval(repr(t)) == t

@pytest.mark.parametrize("s", ["A+B+CPU", "CPU:LLVM:x:y", "", "C-PU", "CPU:LL VM", "PCI:a+AMD", "CPU,X=1", "NULL::=3"])
def test_target_malformed(s):
  with pytest.raises(ValueError, match="grammar is"): Target.parse(s)

def test_target_many_and_dev_target():
  assert [t.device for t in Target.parse_many("CPU:LLVM;AMD")] == ["CPU", "AMD"]
  with Context(DEV=":LLVM;AMD::gfx950"):
    assert DEV.target("CPU").renderer == "LLVM"
    assert DEV.target("AMD").renderer == "LLVM"  # the first target that applies wins
  with Context(DEV="AMD::gfx950;CPU:CLANG"):
    assert DEV.target("CPU").renderer == "CLANG" and DEV.target("AMD").arch == "gfx950"

def test_malformed_dev_env_raises():
  with Context(DEV="A+B+NULL"), pytest.raises(ValueError, match="grammar"): Device.DEFAULT

def test_canonicalize():
  assert [Device.canonicalize(x) for x in ["cpu:0", "cuda:1", "disk:/x/Y", "NULL"]] == ["CPU", "CUDA:1", "DISK:/x/Y", "NULL"]

def test_lazy_and_once():
  assert Device["NULL"] is Device["null"] is Device["NULL:0"]

def test_default_from_dev():
  with Context(DEV="NULL"): assert Device.DEFAULT == "NULL"
  with pytest.raises(AttributeError): Device.DEFAULT = "CPU"

def test_missing_and_unknown():
  with pytest.raises(NotInstalledError) as e: Device["FOO"]
  assert "known devices are" in str(e.value) and "NULL" in str(e.value)
  names = Device.known()
  for dev, wheel in [("AMD", "tg-runtime-amd"), ("NV", "tg-runtime-nv"), ("CPU", "tg-codegen")]:
    if dev in names: continue
    with pytest.raises(KeyError, match=f"pip install (-U )?{wheel}"): Device[dev]

def test_contextvar_and_context():
  with pytest.raises(RuntimeError): ContextVar("DEBUG", 0)
  from tinygrad.helpers import DEBUG
  old = DEBUG.value
  with Context(DEBUG=3): assert DEBUG >= 3 and DEBUG.value == 3
  assert DEBUG.value == old
  with pytest.raises(KeyError, match="unknown"), Context(NOT_A_VAR=1): pass

def test_disk_device_roundtrip(tmp_path):
  import numpy as np
  from tinygrad.device import Buffer
  from tinygrad.dtype import dtypes
  path = tmp_path / "blob"
  b = Buffer(f"DISK:{path}", 16, dtypes.uint8).copyin(memoryview(bytes(range(16))))
  assert path.stat().st_size == 16
  v = b.view(4, dtypes.uint8, 8)
  np.testing.assert_equal(v.numpy(), np.arange(8, 12, dtype=np.uint8))
