"""examples/hcq_direct.py (the driver used without Tensor, docs/developer/drivers.md) on the mock AMD GPU, run as a user runs it:
an amdgcn code object from AMDLLVMCompiler loaded by AMDProgram, launched from a raw compute queue, and its output checked against numpy here."""
import json, os, pathlib, subprocess, sys
import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "examples" / "hcq_direct.py"

def test_example_on_mock_amd(tmp_path: pathlib.Path):
  pytest.importorskip("llvmlite.binding")
  if not EXAMPLE.exists(): pytest.skip("examples/ is not beside this package (not a checkout)")
  env = {**os.environ, "DEV": "MOCKKFD+AMD"}
  p = subprocess.run([sys.executable, str(EXAMPLE), "AMD", str(tmp_path / "out.npz")], capture_output=True,
                     text=True, env=env, cwd=tmp_path, timeout=300)
  assert p.returncode == 0, p.stderr
  res = json.loads(p.stdout.strip().splitlines()[-1])
  assert res["device"] == "AMD" and res["mock"] and res["n"] == 1000 and res["kernel_us"] > 0
  d = np.load(tmp_path / "out.npz")
  rng = np.random.default_rng(0)
  x, y = rng.standard_normal(1000).astype(np.float32), rng.standard_normal(1000).astype(np.float32)
  np.testing.assert_array_equal(d["x"], x)
  np.testing.assert_allclose(d["out"], np.float64(d["a"]) * x.astype(np.float64) + y, rtol=1e-6, atol=1e-6)

