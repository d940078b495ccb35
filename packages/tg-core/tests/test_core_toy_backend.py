"""A third-party backend through the registries alone: tests/toy_backend is a separate package (its own pyproject) whose device
and renderer are `tinygrad.devices` / `tinygrad.renderers` entry points. Installed next to tg-core and nothing else, it becomes
Device.DEFAULT and runs kernels (elementwise, reduce, transpose, where/cast) whose results match numpy."""
import json, os, pathlib, shutil, subprocess, sys
import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
TOY = pathlib.Path(__file__).resolve().parent / "toy_backend"
UV = shutil.which("uv")
pytestmark = [pytest.mark.skipif(UV is None, reason="uv is not installed (pip install uv)"), pytest.mark.timeout(600)]

SCRIPT = """
import importlib.util, json
import numpy as np
from tinygrad import Device, Tensor
assert importlib.util.find_spec("tinygrad.codegen") is None, "tg-codegen must not be installed here"
a = Tensor(np.arange(-3, 9, dtype=np.float32).reshape(3, 4))
b = Tensor(np.linspace(0.5, 2, 4, dtype=np.float32))
outs = {"sqrt": ((a * a + b) * 2).sqrt(), "sum": a.sum(1), "max": a.max(0), "T": a.T.contiguous() - b.reshape(4, 1),
        "where": (a > 2).where(a, b).cast("int32")}
print(json.dumps({"default": Device.DEFAULT, "renderer": type(Device["TOY"].renderer).__module__,
                  **{k: v.tolist() for k, v in outs.items()}}))
"""

def run(*cmd, **kw) -> str:
  p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
  assert p.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{p.stdout}\n{p.stderr}"
  return p.stdout

def test_toy_backend_registers_and_runs(tmp_path: pathlib.Path):
  shutil.copytree(TOY, src := tmp_path / "toy")
  run(UV, "venv", "-q", "--python", sys.executable, env := tmp_path / "venv")
  run(UV, "pip", "install", "-q", "--python", env / "bin" / "python", ROOT / "packages" / "tg-core", src)
  got = json.loads(run(env / "bin" / "python", "-c", SCRIPT, cwd=tmp_path, env={k: v for k, v in os.environ.items() if k != "DEV"}))
  assert got["default"] == "TOY" and got["renderer"] == "tg_toy_backend"
  a, b = np.arange(-3, 9, dtype=np.float64).reshape(3, 4), np.linspace(0.5, 2, 4)
  np.testing.assert_allclose(got["sqrt"], np.sqrt((a * a + b) * 2), rtol=1e-6)
  np.testing.assert_allclose(got["sum"], a.sum(1))
  np.testing.assert_allclose(got["max"], a.max(0))
  np.testing.assert_allclose(got["T"], a.T - b.reshape(4, 1), rtol=1e-6)
  assert got["where"] == np.where(a > 2, a, b).astype(np.int32).tolist()
