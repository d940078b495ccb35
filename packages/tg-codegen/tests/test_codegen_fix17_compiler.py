"""The compile cache never breaks compiling (an unusable cache is a miss, a bad cached binary is rebuilt), and the C compiler
picked for CPU:CLANG builds every dtype, float16 included, whatever clang or gcc the machine has."""
import os, pickle, sqlite3, stat, subprocess, sys
import numpy as np

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
