"""tg-core's op, dtype, reduce, movement, gradient and JIT test files on the mock NV GPU (MOCK+NV:PTX) and the mock CUDA device
(MOCK+CUDA:PTX), each file as a user runs it: `DEV=... pytest <file>`. Every one of those tests compares against numpy or a
float64 formula."""
import os, pathlib, subprocess, sys
import pytest

CORE_TESTS = pathlib.Path(__file__).resolve().parents[2] / "tg-core" / "tests"
FILES = ["test_core_tensor_ops.py", "test_core_dtype.py", "test_core_tensor_reduce.py", "test_core_tensor_movement.py",
         "test_core_tensor_grad.py", "test_core_jit_basic.py"]

@pytest.mark.timeout(600)  # a whole tg-core file emulated in a subprocess: past the 90 s default on a loaded 2-core machine
@pytest.mark.parametrize("dev", ["MOCK+NV:PTX", "MOCK+CUDA:PTX"])
@pytest.mark.parametrize("name", FILES)
def test_core_suite_on_mock(dev: str, name: str):
  if not (CORE_TESTS / name).exists(): pytest.skip(f"tg-core's tests are not beside this package ({CORE_TESTS})")
  r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", str(CORE_TESTS / name)], env={**os.environ, "DEV": dev},
                     capture_output=True, text=True, timeout=900)
  assert r.returncode == 0, f"DEV={dev} pytest {name} failed:\n{r.stdout[-6000:]}\n{r.stderr[-2000:]}"
