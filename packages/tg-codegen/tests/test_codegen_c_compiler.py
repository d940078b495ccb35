"""The compile cache never breaks compiling (an unusable cache is a miss, a bad cached binary is rebuilt), and the C compiler
picked for CPU:CLANG builds every dtype, float16 included, whatever clang or gcc the machine has."""
import os, pickle, platform, shutil, sqlite3, stat, subprocess, sys
import numpy as np
import pytest

PROG = "import numpy as np; from tinygrad import Tensor; print((Tensor(np.arange(8, dtype=np.float32)) * 3.25 + 1.5).tolist())"
WANT = (np.arange(8, dtype=np.float32) * np.float32(3.25) + np.float32(1.5)).tolist()

def _run(env_over: dict, prog: str = PROG) -> subprocess.CompletedProcess:
  env = {k: v for k, v in os.environ.items() if k not in ("CACHEDB", "XDG_CACHE_HOME", "CACHELEVEL", "CCACHE")}
  env.update({"DEV": "CPU:CLANG", "PARALLEL": "0", **env_over})
  return subprocess.run([sys.executable, "-c", prog], env=env, capture_output=True, text=True, timeout=300)

def _check(proc: subprocess.CompletedProcess) -> None:
  assert proc.returncode == 0, proc.stderr[-2000:]
  assert eval(proc.stdout.strip().splitlines()[-1]) == WANT

def test_cache_folder_under_a_file_is_a_miss(tmp_path):
  (blocker := tmp_path / "file").write_text("not a folder")
  # the cache folder cannot be created even by root: its parent is a regular file
  for env in ({"XDG_CACHE_HOME": str(blocker / "cache")}, {"HOME": str(blocker), "CACHEDB": str(blocker / "x" / "cache.db")}):
    proc = _run({**env, "DEBUG": "1"})
    _check(proc)
    assert proc.stderr.count("cannot be used") == 1, proc.stderr[-2000:]  # one warning, not one per kernel

def test_cache_in_read_only_folder_is_a_miss(tmp_path):
  (ro := tmp_path / "ro").mkdir()
  ro.chmod(stat.S_IRUSR | stat.S_IXUSR)
  try: _check(_run({"XDG_CACHE_HOME": str(ro / "cache")}))
  finally: ro.chmod(stat.S_IRWXU)

def test_bad_cached_binary_is_rebuilt(tmp_path):
  db = tmp_path / "cache.db"
  _check(_run({"CACHEDB": str(db)}))
  conn = sqlite3.connect(db)
  tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'") if r[0].startswith("compile_cc")]
  assert tables, "the first run cached no binary"
  for t in tables: conn.execute(f"UPDATE '{t}' SET val=?", (pickle.dumps(b"\x7fELF garbage, not an object"),))
  conn.commit()
  _check(_run({"CACHEDB": str(db)}))  # the bad entry is dropped and rebuilt ...
  for t in tables: assert all(pickle.loads(v).startswith(b"\x7fELF\x02") for (v,) in conn.execute(f"SELECT val FROM '{t}'"))
  _check(_run({"CACHEDB": str(db)}))  # ... so the next process uses the good one
  conn.close()

# ---- float16 with a C compiler that lacks _Float16 (Debian's clang 14 on x86 without AVX512-FP16) ----

HALF_PROG = """import numpy as np; from tinygrad import Tensor, dtypes
x = np.array([0.0, 1.0, -2.5, 3.0, 7.0, 100.0, 0.333, -1e-3], np.float16)
t = Tensor(x, dtype=dtypes.half)
print([(t * t + t).tolist(), t.exp().tolist(), Tensor(x.astype(np.float64)).cast(dtypes.half).tolist()])"""

def _half_want() -> list:
  x = np.array([0.0, 1.0, -2.5, 3.0, 7.0, 100.0, 0.333, -1e-3], np.float16)
  with np.errstate(over="ignore"): return [(x * x + x).tolist(), np.exp(x.astype(np.float32)).astype(np.float16).tolist(), x.tolist()]

def _check_half(proc: subprocess.CompletedProcess) -> None:
  assert proc.returncode == 0, proc.stderr[-3000:]
  got, want = eval(proc.stdout.strip().splitlines()[-1], {"inf": np.inf}), _half_want()
  np.testing.assert_array_equal(got[0], want[0])
  np.testing.assert_allclose(got[1], want[1], rtol=2e-3)
  np.testing.assert_array_equal(got[2], want[2])

def _old_clang(tmp_path) -> str:
  """A `clang` that refuses _Float16 as clang 14 does on x86 (storage-only __fp16 still works): clang-14 itself where installed, else a
  wrapper around a newer clang."""
  real = shutil.which("clang-14") or shutil.which("clang") or next((p for v in range(30, 14, -1) if (p := shutil.which(f"clang-{v}"))), None)
  if real is None: pytest.skip("no clang installed")
  (bindir := tmp_path / "bin").mkdir()
  (fake := bindir / "clang").write_text(f"""#!/bin/sh
src=$(cat)
case "$*" in *-D_Float16=__fp16*) ;; *) case "$src" in *_Float16*) echo "_Float16 is not supported on this target" >&2; exit 1;; esac;; esac
printf '%s' "$src" | exec {real} "$@"
""")
  fake.chmod(0o755)
  return str(bindir)

@pytest.mark.skipif(platform.machine().lower() not in ("x86_64", "amd64"), reason="the storage-only path is for x86 clang")
@pytest.mark.parametrize("explicit", [False, True])
def test_half_with_old_clang(tmp_path, explicit):
  bindir = _old_clang(tmp_path)
  env = {"PATH": f"{bindir}:{os.environ['PATH']}", "CCACHE": "0", **({"CC": f"{bindir}/clang"} if explicit else {})}
  _check_half(_run(env, HALF_PROG))  # automatic: gcc where it has _Float16, else storage-only; CC=clang-14: storage-only

@pytest.mark.skipif(shutil.which("clang-14") is None or platform.machine().lower() not in ("x86_64", "amd64"), reason="needs clang-14 on x86")
def test_half_with_real_clang14():
  # haswell has no native half in clang 14 whatever the host CPU has, so this takes the fallback path
  for env in ({"CC": "clang-14"}, {}):
    _check_half(_run({**env, "CCACHE": "0", "DEV": "CPU:CLANG:x86_64,haswell"}, HALF_PROG))
