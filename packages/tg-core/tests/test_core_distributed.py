"""tinygrad.distributed on localhost: each test launches `mpiexec -n N` on test_core_distributed_worker.py (the checks against numpy run
on every rank there) and reads the job's status and output. Skipped where the tg-core[mpi] extra is not installed."""
from __future__ import annotations
import importlib.util, os, pathlib, re, subprocess, sys, time
import pytest

WORKER = pathlib.Path(__file__).with_name("test_core_distributed_worker.py")
MPIEXEC = pathlib.Path(sys.executable).parent / "mpiexec"
pytestmark = pytest.mark.skipif(importlib.util.find_spec("mpi4py") is None or not MPIEXEC.exists(), reason="needs tg-core[mpi] (mpi4py, mpiexec)")

def mpirun(n: int, scenario: str, timeout: float = 80, mpi_timeout: float = 60, check: int = 1) -> tuple[int, str, float]:
  """(exit status, stdout+stderr, seconds) of `mpiexec -n n python worker scenario`."""
  env = {**os.environ, "MPI_TIMEOUT": str(mpi_timeout), "MPI_CHECK": str(check), "PYTHONUNBUFFERED": "1"}
  st = time.monotonic()
  p = subprocess.run([str(MPIEXEC), "-n", str(n), sys.executable, str(WORKER), scenario], capture_output=True, text=True, timeout=timeout, env=env)
  return p.returncode, p.stdout + p.stderr, time.monotonic() - st

@pytest.mark.parametrize("n,check", [(2, 1), (3, 1), (2, 0)])
def test_collectives_every_dtype(n: int, check: int):
  rc, out, _ = mpirun(n, "collectives", check=check)  # MPI_CHECK=0: without the handshake
  assert rc == 0, out
  assert sum(f"rank {r}: collectives ok" in out for r in range(n)) == n, out

@pytest.mark.parametrize("n", [2, 3])
def test_staged_device_memory_and_local_shards(n: int):
  rc, out, _ = mpirun(n, "devices")
  assert rc == 0, out
  assert sum(f"rank {r}: staged and local-sharded collectives ok" in out for r in range(n)) == n, out

@pytest.mark.parametrize("n", [2, 3])
def test_gradients_through_collectives(n: int):
  rc, out, _ = mpirun(n, "grads")
  assert rc == 0, out
  assert sum(f"rank {r}: grads ok" in out for r in range(n)) == n, out

@pytest.mark.parametrize("n", [2, 3])
def test_data_parallel_step_equals_single_process(n: int):
  rc, out, _ = mpirun(n, "train_step")
  assert rc == 0, out
  assert sum(f"rank {r}: data-parallel steps match" in out for r in range(n)) == n, out

@pytest.mark.parametrize("n", [2, 3])
def test_tensor_parallel_weight_sharded_across_ranks(n: int):
  rc, out, _ = mpirun(n, "tensor_parallel")
  assert rc == 0, out
  assert sum(f"rank {r}: tensor-parallel steps match" in out for r in range(n)) == n, out

def test_mismatched_shapes_name_ranks_and_shapes():
  rc, out, _ = mpirun(2, "mismatch")
  assert rc == 0, out
  assert out.count("rank 0 allreduce(sum) dtypes.float (2, 1), rank 1 allreduce(sum) dtypes.float (2, 2)") == 2, out
  assert out.count("usable after the mismatch") == 2, out

@pytest.mark.parametrize("n", [2, 3])
def test_stuck_rank_raises_on_the_others_within_the_timeout(n: int):
  rc, out, secs = mpirun(n, "stuck", timeout=60, mpi_timeout=3)
  assert rc != 0, out
  assert f"ranks [{n - 1}] did not join within MPI_TIMEOUT=3 s" in out and "CollectiveTimeoutError" in out, out
  assert secs < 40, f"the job took {secs:.0f} s"

@pytest.mark.parametrize("n", [2, 3])
def test_killed_rank_ends_the_job_within_the_timeout(n: int):
  rc, out, secs = mpirun(n, "killed", timeout=60, mpi_timeout=3)
  assert rc != 0 and "a collective with a dead rank completed" not in out, out
  assert "Killed (signal 9)" in out, out  # mpiexec names the dead rank's fate and ends the survivors
  assert secs < 40, f"the job took {secs:.0f} s"

def test_train_digits_example_data_parallel():
  pytest.importorskip("sklearn")
  example = pathlib.Path(__file__).resolve().parents[3] / "examples" / "train_digits.py"
  env = {**os.environ, "MPI_TIMEOUT": "60"}
  p = subprocess.run([str(MPIEXEC), "-n", "2", sys.executable, str(example), "--mpi", "--steps", "60", "--batch", "64", "--lr", "0.03"],
                     capture_output=True, text=True, timeout=80, env=env)
  assert p.returncode == 0, p.stdout + p.stderr
  # both ranks write to one pipe: a line of one may land inside the other's, so match the reports, not lines
  accs = {r: float(a) for r, a in re.findall(r"(rank \d/\d): test accuracy ([\d.]+)%", p.stdout)}
  assert set(accs) == {"rank 0/2", "rank 1/2"}, p.stdout
  assert accs["rank 0/2"] == accs["rank 1/2"] >= 85, accs  # same weights on both ranks; one process gets 91.1% here

def test_import_without_the_extra_names_it():
  code = "import sys; sys.modules['mpi4py'] = None\ntry: import tinygrad.distributed\nexcept ImportError as e: print(e)"
  out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
  assert "pip install tg-core[mpi]" in out
