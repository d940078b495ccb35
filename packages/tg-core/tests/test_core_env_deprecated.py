"""tinygrad's removed device-selection variables raise at import and name the DEV spelling, instead of silently picking another device."""
import os, subprocess, sys
import pytest
from tinygrad.device import deprecated_env_error

def _import_with(env: dict[str, str]) -> subprocess.CompletedProcess:
  base = {k: v for k, v in os.environ.items() if k != "DEV"}
  return subprocess.run([sys.executable, "-c", "from tinygrad import Tensor"], env={**base, **env}, capture_output=True, text=True, timeout=120)

@pytest.mark.parametrize("env, want", [({"CPU": "1"}, "DEV=CPU"), ({"CPU_LLVM": "1"}, "DEV=CPU:LLVM"), ({"AMD_IFACE": "pci"}, "DEV=PCI+AMD"),
                                       ({"HCQ_VISIBLE_DEVICES": "0,1"}, "DEV=PCI:0,1+AMD")], ids=lambda x: str(x))
def test_removed_variable_raises_at_import(env, want):
  r = _import_with(env)
  assert r.returncode != 0 and "RuntimeError" in r.stderr and want in r.stderr, r.stderr[-500:]

def test_named_spelling_parses_and_lookalikes_pass():
  from tinygrad.helpers import Target
  for env in ({"CPU_LLVM": "1"}, {"NV_PTX": "1"}, {"AMD_IFACE": "usb"}, {"CPU": "1"}):
    msg = deprecated_env_error(env)
    assert msg is not None
    Target.parse(msg.split("use DEV=")[1].split(";")[0])  # the suggested spelling is a valid target
  # our own variables and unrelated ones that share a prefix are not mistaken for removed ones
  for env in ({"CPU_COUNT": "2"}, {"CPU_POOL": "0"}, {"PYTHON": "python3"}, {"CUDA_VISIBLE_DEVICES": "0"}, {"CPU": "0"}, {"CPU_LLVM": ""},
              {"AMD": "1"}):
    assert deprecated_env_error(env) is None, env

def test_clean_environment_imports():
  r = _import_with({"CPU_COUNT": "2"})
  assert r.returncode == 0, r.stderr[-500:]
