"""tg-core's op, dtype, reduce, movement, gradient, JIT and training test files, each run as DEV=WEBGPU in a fresh process.

Slow (about 8 minutes on lavapipe with 2 cores): `uv run pytest -m slow packages/tg-codegen/tests/test_webgpu_core_suite.py`. The same
by hand: `DEV=WEBGPU uv run pytest -p no:xdist packages/tg-core/tests/<file>`. Dtypes the device lacks are skipped by the tests' own
capability checks (tinygrad.device.is_dtype_supported), not here.
"""
import os, pathlib, subprocess, sys
import pytest
from tinygrad import Device

ROOT = pathlib.Path(__file__).resolve().parents[3]
CORE_TESTS = "packages/tg-core/tests"
FILES = ["test_core_tensor_ops", "test_core_dtype", "test_core_tensor_reduce", "test_core_tensor_movement", "test_core_tensor_grad",
         "test_core_tensor_op_edges", "test_core_autograd", "test_core_engine_function_grad", "test_core_jit_basic",
         "test_core_jit_lifecycle", "test_core_global_ops", "test_core_jit_symbolic_replay", "test_core_jit_graph",
         "test_core_tensor_symbolic", "test_core_nn_layers", "test_core_nn_train", "test_core_tensor_sort_linalg",
         "test_core_split_reduce", "test_core_schedule_kernel_buffers", "test_core_check_oob", "test_core_device_name_errors",
         "test_core_realize_basic", "test_core_tensor_realize_all", "test_core_numerics", "test_core_tensor_custom_kernel",
         "test_core_jit_beam", "test_core_realize_memory_planner", "test_core_schedule_counts", "test_core_custom_gradients",
         "test_core_pad_symbolic", "test_core_docs_examples", "test_core_nn_state_archives", "test_core_multi_reshard",
         "test_core_realize_cache"]
# WGSL's sin is the driver's (tg's accurate sin reduces float32 arguments in float64, which WGSL lacks): lavapipe's cos is ~1e-5
# off near its zeros at |x| ~ 4000, past these tests' bounds
KNOWN = ["test_core_docs_examples.py::test_cos_tan_near_cos_zeros", "test_core_docs_examples.py::test_cos_absolute_error_and_gradient"]

@pytest.mark.slow
@pytest.mark.parametrize("name", FILES)
def test_core_file_as_webgpu(name: str):
  try: Device["WEBGPU"]
  except Exception as e: pytest.skip(f"no WebGPU adapter: {e}")
  deselect = [a for k in KNOWN if k.startswith(f"{name}.py::") for a in ("--deselect", f"{CORE_TESTS}/{k}")]
  cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider", f"{CORE_TESTS}/{name}.py", *deselect]
  proc = subprocess.run(cmd, cwd=ROOT, env={**os.environ, "DEV": "WEBGPU"}, capture_output=True, text=True, timeout=900)
  assert proc.returncode == 0, f"{name} as DEV=WEBGPU:\n{proc.stdout[-4000:]}{proc.stderr[-2000:]}"
