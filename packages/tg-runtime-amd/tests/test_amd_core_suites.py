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

@pytest.mark.timeout(600)  # a whole tg-core file emulated in a subprocess: past the 90 s default on a loaded 2-core machine
@pytest.mark.parametrize("name", FILES)
def test_core_suite_on_mock_amd(name: str):
  pytest.importorskip("tinygrad.runtime.mockgpu.amd.emu")
  run_core_suite("MOCKKFD+AMD:LLVM", name)

ORACLE = CORE_TESTS.parent.parent / "tg-codegen" / "tests" / "test_codegen_op_oracle.py"

@pytest.mark.slow  # ~10 minutes of emulation on two cores: `uv run pytest -m slow packages/tg-runtime-amd/tests/test_amd_core_suites.py`
def test_op_oracle_on_mock_amd():
  """tg-codegen's differential op fuzz vs numpy on the emulated gfx1100; it found the emulator's missing s_cls_i32 and v_cvt_pk_i16_f32."""
  pytest.importorskip("tinygrad.runtime.mockgpu.amd.emu")
  if not ORACLE.exists(): pytest.skip(f"tg-codegen's tests are not beside this package ({ORACLE})")
  r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(ORACLE)], env={**os.environ, "DEV": "MOCKKFD+AMD:LLVM",
                     "ORACLE_DEV": "AMD"}, capture_output=True, text=True, timeout=3600)
  assert r.returncode == 0, r.stdout[-4000:]
