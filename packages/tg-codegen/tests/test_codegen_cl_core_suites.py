"""tg-core's op, dtype, reduce, movement, gradient and JIT test files on the CL device (`DEV=CL pytest <file>`, as a user runs
them), on whatever OpenCL driver is installed (pocl in CI). Every one of those tests compares against numpy or a float64 formula.
pocl compiles each kernel with its own LLVM, for every workgroup size it is launched with, so a cold run of the whole op file takes
minutes: only the dtype file runs in CI, the others are `slow`."""
import os, pathlib, subprocess, sys
import pytest
from tinygrad.runtime import ops_cl

CORE_TESTS = pathlib.Path(__file__).resolve().parents[2] / "tg-core" / "tests"
SLOW = ["test_core_tensor_ops.py", "test_core_tensor_reduce.py", "test_core_tensor_movement.py", "test_core_tensor_grad.py", "test_core_jit_basic.py"]

def _why_no_cl() -> str | None:
  try: ops_cl.cl_devices()
  except RuntimeError as e: return str(e)
  return None

pytestmark = pytest.mark.skipif((why := _why_no_cl()) is not None, reason=f"no OpenCL driver: {why}")

@pytest.mark.parametrize("name", ["test_core_dtype.py", *(pytest.param(n, marks=[pytest.mark.slow, pytest.mark.timeout(1800)]) for n in SLOW)])
def test_core_suite_on_cl(name: str):
  if not (CORE_TESTS / name).exists(): pytest.skip(f"tg-core's tests are not beside this package ({CORE_TESTS})")
  r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", str(CORE_TESTS / name)],
                     env={**os.environ, "DEV": "CL"}, capture_output=True, text=True, timeout=1800)
  assert r.returncode == 0, f"DEV=CL pytest {name} failed:\n{r.stdout[-6000:]}\n{r.stderr[-2000:]}"
  assert " passed" in r.stdout and " failed" not in r.stdout, r.stdout[-2000:]
