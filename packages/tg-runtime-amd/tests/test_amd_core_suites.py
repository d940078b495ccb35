"""tg-core's op, dtype, reduce, movement, gradient and JIT test files on the mock KFD GPU (gfx1100, AMD:LLVM), each file as a
user runs it: `DEV=MOCKKFD+AMD:LLVM pytest <file>`. Every one of those tests compares against numpy or a float64 formula."""
import os, pathlib, subprocess, sys
import pytest

CORE_TESTS = pathlib.Path(__file__).resolve().parents[2] / "tg-core" / "tests"
FILES = ["test_core_tensor_ops.py", "test_core_dtype.py", "test_core_tensor_reduce.py", "test_core_tensor_movement.py",
         "test_core_tensor_grad.py", "test_core_jit_basic.py"]

def run_core_suite(dev: str, name: str) -> None:
  if not (CORE_TESTS / name).exists(): pytest.skip(f"tg-core's tests are not beside this package ({CORE_TESTS})")
  env = {**os.environ, "DEV": dev}
  r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", str(CORE_TESTS / name)], env=env,
                     capture_output=True, text=True, timeout=900)
  assert r.returncode == 0, f"DEV={dev} pytest {name} failed:\n{r.stdout[-6000:]}\n{r.stderr[-2000:]}"

@pytest.mark.parametrize("name", FILES)
def test_core_suite_on_mock_amd(name: str):
  pytest.importorskip("tinygrad.runtime.mockgpu.amd.emu")
  run_core_suite("MOCKKFD+AMD:LLVM", name)
