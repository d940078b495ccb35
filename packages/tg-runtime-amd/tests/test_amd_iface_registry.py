"""The AMD driver knows no test double: the mock GPU registers its KFD interface (`AMD.MOCKKFD`, `AMD.MOCK` entry points of
`tinygrad.interfaces`), DEV=MOCKKFD+AMD picks it through that registry, and only then is the mock imported; the mock may use the
driver, the driver never the mock."""
import ast, os, pathlib, subprocess, sys
from tinygrad.device import registered_interfaces

def test_driver_source_imports_no_mock():
  import tinygrad.runtime.ops_amd as ops_amd
  tree = ast.parse(pathlib.Path(ops_amd.__file__).read_text())
  mods = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names] + \
         [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
  assert not [m for m in mods if "mockgpu" in m]

def test_registry_names_the_mock_interface():
  from tinygrad.runtime.mockgpu.amd.amddriver import MockFileIOInterface
  from tinygrad.runtime.mockgpu.amd.iface import MOCKKFDIface
  from tinygrad.runtime.ops_amd import KFDIface
  ifaces = registered_interfaces("AMD")
  assert ifaces["MOCKKFD"].load() is MOCKKFDIface and ifaces["MOCK"].load() is MOCKKFDIface
  assert issubclass(MOCKKFDIface, KFDIface) and MOCKKFDIface.fio is MockFileIOInterface and MOCKKFDIface.is_mock and not KFDIface.is_mock
  # the mock's process-wide KFD state is its own: opening the mock never fills the hardware interface's
  assert MOCKKFDIface.gpus is not KFDIface.gpus

def test_mock_imported_only_when_chosen():
  code = ("import sys; from tinygrad.runtime import ops_amd; assert not [m for m in sys.modules if 'mockgpu' in m], 'eager'\n"
          "from tinygrad.device import Device; from tinygrad.helpers import Context\n"
          "with Context(DEV='MOCK+AMD'): d = Device['AMD']\n"
          "assert d.is_mock and type(d.iface).__name__ == 'MOCKKFDIface' and 'tinygrad.runtime.mockgpu.amd.iface' in sys.modules")
  env = {k: v for k, v in os.environ.items() if k != "DEV"}
  subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=120)
