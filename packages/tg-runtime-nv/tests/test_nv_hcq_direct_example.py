"""examples/hcq_direct.py (the driver used without Tensor, docs/developer/drivers.md) on the mock NV GPU, run as a user runs it:
LLVM's NVPTX output loaded by NVProgram, launched from a raw compute queue, and its output checked against numpy here."""
import json, os, pathlib, subprocess, sys
import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "examples" / "hcq_direct.py"

def test_example_on_mock_nv(tmp_path: pathlib.Path):
  pytest.importorskip("llvmlite.binding")
  if not EXAMPLE.exists(): pytest.skip("examples/ is not beside this package (not a checkout)")
  env = {**os.environ, "DEV": "MOCK+NV"}
  p = subprocess.run([sys.executable, str(EXAMPLE), "NV", str(tmp_path / "out.npz")], capture_output=True,
                     text=True, env=env, cwd=tmp_path, timeout=300)
  assert p.returncode == 0, p.stderr
  res = json.loads(p.stdout.strip().splitlines()[-1])
  assert res["device"] == "NV" and res["mock"] and res["n"] == 1000 and res["kernel_us"] > 0
  d = np.load(tmp_path / "out.npz")
  rng = np.random.default_rng(0)
  x, y = rng.standard_normal(1000).astype(np.float32), rng.standard_normal(1000).astype(np.float32)
  np.testing.assert_array_equal(d["x"], x)
  np.testing.assert_allclose(d["out"], np.float64(d["a"]) * x.astype(np.float64) + y, rtol=1e-6, atol=1e-6)

def test_llvm_pointer_param_attributes_parse():
  # LLVM writes `.param .u64 .ptr .global .align 1 name`: the .align belongs to the pointee, the parameter stays an 8-byte slot
  from tinygrad.runtime.mockgpu.nv.ptx import _parse_params
  txt = ".param .u64 .ptr .global .align 1 k_param_0, .param .f32 k_param_1, .param .align 8 .b8 k_param_2[12], .param .u32 k_param_3"
  assert _parse_params(txt) == [("k_param_0", "u64", 0, 8), ("k_param_1", "f32", 8, 4), ("k_param_2", "b8", 16, 12), ("k_param_3", "u32", 28, 4)]

@pytest.mark.parametrize("arch", ["sm_90", "sm_120"])
def test_example_builds_a_cubin_for_real_gpus(arch: str):
  # the hardware branch without a GPU: LLVM's PTX for the device's own arch (an sm_80 .version 7.0 file is refused by ptxas for sm_90)
  pytest.importorskip("llvmlite.binding")
  from tinygrad.runtime.support.compiler_cuda import cuda_tool, nvjitlink
  if cuda_tool("ptxas") is None and nvjitlink() is None: pytest.skip("neither ptxas nor nvJitLink is installed (extra `cuda`)")
  if not EXAMPLE.exists(): pytest.skip("examples/ is not beside this package (not a checkout)")
  import importlib.util, types
  from tinygrad.runtime.support.nv.cubin import load_cubin
  spec = importlib.util.spec_from_file_location("hcq_direct", EXAMPLE)
  assert spec is not None and spec.loader is not None
  spec.loader.exec_module(mod := importlib.util.module_from_spec(spec))
  lib = mod.compile_kernel("NV", types.SimpleNamespace(arch=arch, is_mock=False))
  # saxpy(float* out, float* x, float* y, float a, int n): three 8-byte pointers, then two 4-byte values, as C lays them out
  assert lib[:4] == b"\x7fELF" and load_cubin(lib, "saxpy").params == [(0, 8), (8, 8), (16, 8), (24, 4), (28, 4)]
