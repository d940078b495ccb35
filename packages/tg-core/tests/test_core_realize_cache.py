"""The compiled-program disk cache (helpers.diskcache, CACHEDB sqlite): several processes at once, and rebuilt when corrupt."""
import multiprocessing, os, pathlib, sqlite3
import pytest
from tinygrad.device import Compiler
from tinygrad.helpers import Context, _db_conn, diskcache_get, diskcache_put

@pytest.fixture
def cachedb(tmp_path: pathlib.Path):
  path = str(tmp_path / "cache.db")
  with Context(CACHEDB=path, CACHELEVEL=2): yield path

def _worker(path: str, wid: int, barrier, errors) -> None:
  try:
    with Context(CACHEDB=path, CACHELEVEL=2):
      barrier.wait()
      for i in range(60):
        diskcache_put("mp", f"w{wid}-{i}", (wid, i))
        diskcache_put("mp", f"shared-{i % 5}", i % 5)  # every process writes the same keys too
        got = diskcache_get("mp", f"w{wid}-{i}")
        if got != (wid, i): errors.put(f"worker {wid} read back {got!r} for item {i}")
  except Exception as e:
    errors.put(f"worker {wid}: {type(e).__name__}: {e}")

def test_many_processes_at_once(cachedb: str):
  ctx = multiprocessing.get_context("fork")
  n = 4
  barrier, errors = ctx.Barrier(n), ctx.Queue()
  procs = [ctx.Process(target=_worker, args=(cachedb, w, barrier, errors)) for w in range(n)]
  for p in procs: p.start()
  for p in procs: p.join(60)
  assert all(p.exitcode == 0 for p in procs)
  assert errors.empty(), errors.get()
  assert [diskcache_get("mp", f"w{w}-{i}") for w in range(n) for i in range(60)] == [(w, i) for w in range(n) for i in range(60)]
  assert [diskcache_get("mp", f"shared-{i}") for i in range(5)] == list(range(5))

def test_garbage_file_is_rebuilt(cachedb: str):
  pathlib.Path(cachedb).write_bytes(os.urandom(8192))
  _db_conn.clear()
  assert diskcache_get("t", "k") is None
  diskcache_put("t", "k", 123)
  assert diskcache_get("t", "k") == 123
  with sqlite3.connect(cachedb) as c: assert c.execute("PRAGMA integrity_check").fetchone() == ("ok",)

def test_malformed_pages_are_rebuilt(cachedb: str):
  for i in range(400): diskcache_put("t", f"k{i}", b"x" * 200)
  _db_conn.clear()
  with sqlite3.connect(cachedb) as c: c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
  raw = bytearray(pathlib.Path(cachedb).read_bytes())
  raw[4096:len(raw) - 4096] = b"\xff" * (len(raw) - 8192)  # keep the header, destroy the b-tree pages
  pathlib.Path(cachedb).write_bytes(bytes(raw))
  for suffix in ("-wal", "-shm"): pathlib.Path(cachedb + suffix).unlink(missing_ok=True)
  assert diskcache_get("t", "k5") is None, "a corrupt cache reads as a miss"
  diskcache_put("t", "new", 7)
  assert diskcache_get("t", "new") == 7

class Counting(Compiler):
  def __init__(self, log: pathlib.Path):
    super().__init__("test_counting_cc")
    self.log = log
  def compile(self, src: str) -> bytes:
    with open(self.log, "a") as f: f.write("compiled\n")
    return src[::-1].encode()

def _compile_in_child(path: str, log: pathlib.Path, out) -> None:
  with Context(CACHEDB=path, CACHELEVEL=2): out.put(Counting(log).compile_cached("int main(){}"))

def test_compile_cached_across_processes(cachedb: str, tmp_path: pathlib.Path):
  log = tmp_path / "log"
  assert Counting(log).compile_cached("int main(){}") == b"}{)(niam tni"
  ctx = multiprocessing.get_context("fork")
  out = ctx.Queue()
  p = ctx.Process(target=_compile_in_child, args=(cachedb, log, out))
  p.start()
  p.join(60)
  assert out.get(timeout=5) == b"}{)(niam tni"
  assert log.read_text().count("compiled") == 1, "the second process read the binary from the cache"

def test_ccache_off(cachedb: str, tmp_path: pathlib.Path):
  log = tmp_path / "log"
  with Context(CCACHE=0):
    for _ in range(2): Counting(log).compile_cached("x")
  assert log.read_text().count("compiled") == 2

def test_code_fingerprint_follows_sources(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch):
  """Disk-cache keys of computed things carry code_fingerprint: an added or edited source file (another version) changes it."""
  import tinygrad
  from tinygrad.helpers import code_fingerprint
  code_fingerprint.cache_clear()
  base = code_fingerprint()
  assert code_fingerprint() == base and len(base) == 64
  (tmp_path / "extra.py").write_text("X = 1\n")
  monkeypatch.setattr(tinygrad, "__path__", [*tinygrad.__path__, str(tmp_path)])
  code_fingerprint.cache_clear()
  added = code_fingerprint()
  (tmp_path / "extra.py").write_text("X = 22\n")
  code_fingerprint.cache_clear()
  assert len({base, added, code_fingerprint()}) == 3
  monkeypatch.undo()
  code_fingerprint.cache_clear()
  assert code_fingerprint() == base
