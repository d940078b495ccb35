"""The NV and CUDA drivers know no test double: the mock GPU registers its interfaces (`NV.MOCK`, `CUDA.MOCK` entry points of
`tinygrad.interfaces`), DEV=MOCK+NV / MOCK+CUDA picks them through that registry, and only then is the mock imported."""
import ast, os, pathlib, subprocess, sys, types
import pytest
from tinygrad.device import registered_interfaces

DRIVERS = ("ops_nv.py", "ops_cuda.py")

def _imports(path: pathlib.Path) -> list[str]:
  tree = ast.parse(path.read_text())
  return [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names] + \
         [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]

@pytest.mark.parametrize("name", DRIVERS)
def test_driver_source_imports_no_mock(name):
  import tinygrad.runtime.ops_nv as ops_nv
  assert not [m for m in _imports(pathlib.Path(ops_nv.__file__).with_name(name)) if "mockgpu" in m]

def test_registry_names_the_mock_interfaces():
  from tinygrad.runtime.mockgpu.nv import cuda as mock_cuda
  from tinygrad.runtime.mockgpu.nv.iface import MOCKIface
  from tinygrad.runtime.ops_nv import NVKIface, NVProgram
  assert registered_interfaces("NV")["MOCK"].load() is MOCKIface and registered_interfaces("nv:1")["MOCK"].load() is MOCKIface
  assert registered_interfaces("CUDA")["MOCK"].load() is mock_cuda
  assert issubclass(MOCKIface, NVKIface) and MOCKIface.is_mock and not NVKIface.is_mock
  assert not hasattr(NVProgram, "_from_ptx")
  assert registered_interfaces("NOSUCHDEVICE") == {}

def test_hardware_interface_refuses_ptx_text():
  from tinygrad.runtime.ops_nv import NVKIface
  prg = types.SimpleNamespace(name="k")
  with pytest.raises(RuntimeError, match=r"kernel k: .*cubins.*DEV=MOCK\+NV"): NVKIface.load_ptx(None, prg, b".version 8.0")  # type: ignore[arg-type]

def test_unknown_cuda_interface_lists_registered():
  from tinygrad.runtime.ops_cuda import load_cuda
  with pytest.raises(ValueError, match=r"CUDA has no interface 'MOKC' \(registered: \['MOCK'\]\)"): load_cuda("MOKC")

def test_mock_imported_only_when_chosen():
  code = ("import sys; from tinygrad.runtime import ops_nv, ops_cuda; assert not [m for m in sys.modules if 'mockgpu' in m], 'eager'\n"
          "from tinygrad.device import Device; from tinygrad.helpers import Context\n"
          "with Context(DEV='MOCK+NV:PTX'): d = Device['NV']\n"
          "assert 'tinygrad.runtime.mockgpu.nv.iface' in sys.modules and d.is_mock and type(d.iface).__module__.endswith('mockgpu.nv.iface')")
  env = {k: v for k, v in os.environ.items() if k != "DEV"}
  subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=120)
