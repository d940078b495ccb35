"""tg-codegen's Tensor op oracle (a differential fuzz against numpy) run on the mock NVIDIA GPUs: the PTX renderer on MOCK+NV, the CUDA C
renderer (nvcc or NVRTC to PTX) on MOCK+CUDA. It found the mock CUDA's exact-size allocations rejecting nvcc's widened loads. Minutes
each, so marked slow: `uv run pytest -m slow packages/tg-runtime-nv/tests/test_nv_op_oracle.py`."""
import os, pathlib, subprocess, sys
import pytest

ORACLE = pathlib.Path(__file__).resolve().parents[2] / "tg-codegen" / "tests" / "test_codegen_op_oracle.py"

@pytest.mark.slow
@pytest.mark.parametrize("dev,target", [("MOCK+NV:PTX", "NV"), ("MOCK+CUDA", "CUDA")])
def test_op_oracle_on_mock_gpu(dev: str, target: str):
  if target == "CUDA":
    from tinygrad.runtime.support.compiler_cuda import cuda_tool, nvrtc
    if cuda_tool("nvcc") is None and nvrtc() is None: pytest.skip("the CUDA C renderer needs nvcc or NVRTC to make PTX")
  r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(ORACLE)],
                     env={**os.environ, "DEV": dev, "ORACLE_DEV": target}, capture_output=True, text=True, timeout=3000)
  assert r.returncode == 0, r.stdout[-4000:]
