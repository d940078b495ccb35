"""The disk cache of rendered programs (get_program at CACHELEVEL>=2): a hit skips codegen and gives the same answers as numpy, a
changed setting, renderer or code version misses, a damaged entry is a miss that is rewritten, CACHELEVEL<2 neither reads nor writes."""
import os, pathlib, pickle, sqlite3, subprocess, sys, textwrap
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.codegen import program
from tinygrad.engine import realize
from tinygrad.helpers import VERSION, Context

TABLE = f"program_{VERSION}"

@pytest.fixture
def cachedb(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch):
  """An empty cache file, and a counter of real codegen runs (`compiled`)."""
  path = str(tmp_path / "cache.db")
  compiled: list[str] = []
  orig = program._compile
  def counting(ast, renderer):
    ret = orig(ast, renderer)
    compiled.append(ret.name)
    return ret
  monkeypatch.setattr(program, "_compile", counting)
  monkeypatch.setattr(program, "_cache", {})
  monkeypatch.setattr(realize, "_runners", {})
  with Context(CACHEDB=path, CACHELEVEL=2): yield path, compiled

def new_process(monkeypatch: pytest.MonkeyPatch) -> None:
  """Forget what this process compiled, as a fresh process would."""
  monkeypatch.setattr(program, "_cache", {})
  monkeypatch.setattr(realize, "_runners", {})

RNG = np.random.default_rng(0)
A, B = RNG.standard_normal((9, 20), dtype=np.float32), RNG.standard_normal((20, 7), dtype=np.float32)

def run_block() -> np.ndarray:
  """A matmul, a softmax and an elementwise tail: a few distinct kernels."""
  return ((Tensor(A) @ Tensor(B)).softmax(-1) * 3 + 1).numpy()

def want() -> np.ndarray:
  y = A.astype(np.float64) @ B.astype(np.float64)
  e = np.exp(y - y.max(-1, keepdims=True))
  return e / e.sum(-1, keepdims=True) * 3 + 1

def rows(path: str) -> int:
  with sqlite3.connect(path) as c:
    try: return c.execute(f"SELECT count(*) FROM '{TABLE}'").fetchone()[0]
    except sqlite3.OperationalError: return 0  # no table: nothing was written

def test_hit_skips_codegen(cachedb, monkeypatch):
  path, compiled = cachedb
  np.testing.assert_allclose(run_block(), want(), rtol=1e-5, atol=1e-5)
  n = len(compiled)
  assert n >= 2 and rows(path) >= n
  new_process(monkeypatch)
  np.testing.assert_allclose(run_block(), want(), rtol=1e-5, atol=1e-5)
  assert len(compiled) == n, f"a warm process rendered {compiled[n:]} again"

def test_hit_in_a_fresh_process(tmp_path: pathlib.Path):
  """The real use: a second process reads the programs the first one rendered (it runs no codegen) and answers the same."""
  code = textwrap.dedent("""
    import numpy as np
    from tinygrad import Tensor
    from tinygrad.codegen import program
    n = []
    orig = program._compile
    program._compile = lambda a, r: n.append(1) or orig(a, r)
    x = np.arange(48, dtype=np.float32).reshape(6, 8) / 100
    got = (Tensor(x) @ Tensor(x.T)).exp().sum(1).numpy()
    np.testing.assert_allclose(got, np.exp(x.astype(np.float64) @ x.T.astype(np.float64)).sum(1), rtol=1e-5)
    print(len(n))
  """)
  env = {**os.environ, "CACHEDB": str(tmp_path / "cache.db"), "CACHELEVEL": "2", "DEV": "CPU"}
  runs = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120) for _ in range(2)]
  assert all(r.returncode == 0 for r in runs), runs[0].stderr[-2000:] + runs[1].stderr[-2000:]
  cold, warm = (int(r.stdout.split()[-1]) for r in runs)
  assert cold >= 1 and warm == 0

@pytest.mark.parametrize("setting", [{"NOOPT": 1}, {"TRANSCENDENTAL": 2}, {"EMULATED_DTYPES": "float16"}])
def test_codegen_setting_misses(cachedb, monkeypatch, setting):
  _, compiled = cachedb
  run_block()
  n = len(compiled)
  new_process(monkeypatch)
  with Context(**setting): np.testing.assert_allclose(run_block(), want(), rtol=1e-5, atol=1e-5)
  assert len(compiled) == 2 * n, f"{setting} reused programs rendered without it"

def test_renderer_setting_is_in_the_key():
  from tinygrad.renderer.llvmir import LLVMRenderer
  ast = (Tensor.empty(4, 4) + 1).schedule_linear().src[-1].src[0]
  a, b = LLVMRenderer("x86_64,native"), LLVMRenderer("x86_64,native")
  assert program.program_key(ast, a) == program.program_key(ast, b)
  b.threads = 3  # CPU_COUNT in the device string: kernels are split differently
  assert program.program_key(ast, a) != program.program_key(ast, b)
  assert program.program_key(ast, a) != program.program_key(ast, LLVMRenderer("x86_64,znver2"))
  plain = program.program_key(ast, a)
  with Context(NOOPT=1): assert program.program_key(ast, a) != plain

def test_code_version_misses(cachedb, monkeypatch):
  """Entries written by another tinygrad (another version, or edited sources: code_fingerprint) are never read."""
  _, compiled = cachedb
  run_block()
  n = len(compiled)
  new_process(monkeypatch)
  monkeypatch.setattr(program, "code_fingerprint", lambda: "another tinygrad")
  np.testing.assert_allclose(run_block(), want(), rtol=1e-5, atol=1e-5)
  assert len(compiled) == 2 * n

@pytest.mark.parametrize("damage", [b"\x80\x04garbage", pickle.dumps("not a program"), b""])
def test_damaged_entry_is_a_miss(cachedb, monkeypatch, damage):
  path, compiled = cachedb
  run_block()
  n = len(compiled)
  with sqlite3.connect(path) as c: c.execute(f"UPDATE '{TABLE}' SET val = ?", (damage,))
  new_process(monkeypatch)
  np.testing.assert_allclose(run_block(), want(), rtol=1e-5, atol=1e-5)
  assert len(compiled) == 2 * n
  new_process(monkeypatch)  # the miss rewrote the entries: the next process hits
  np.testing.assert_allclose(run_block(), want(), rtol=1e-5, atol=1e-5)
  assert len(compiled) == 2 * n

def test_damaged_uops_are_a_miss(cachedb, monkeypatch):
  """The uops are kept pickled apart from the program (rebuilt on first use): a changed byte there fails their digest, a miss."""
  path, compiled = cachedb
  run_block()
  n = len(compiled)
  with sqlite3.connect(path) as c:
    for key, val in c.execute(f"SELECT key, val FROM '{TABLE}'").fetchall():
      spec, blob, digest = pickle.loads(val)
      c.execute(f"UPDATE '{TABLE}' SET val = ? WHERE key = ?", (pickle.dumps((spec, blob[:-9] + b"X" + blob[-8:], digest)), key))
  new_process(monkeypatch)
  np.testing.assert_allclose(run_block(), want(), rtol=1e-5, atol=1e-5)
  assert len(compiled) == 2 * n

@pytest.mark.skipif(not hasattr(os, "fork"), reason="parallel compile forks its workers")
def test_warm_parallel_compile_starts_no_pool(cachedb, monkeypatch):
  """With PARALLEL workers, programs a warm process finds on disk are read in the caller: no pool is started for them."""
  _, compiled = cachedb
  monkeypatch.setattr(realize, "PARALLEL_MIN_KERNELS", 2)
  with Context(PARALLEL=0): run_block()
  n = len(compiled)
  new_process(monkeypatch)
  monkeypatch.setattr(realize, "ProcessPoolExecutor", lambda *a, **k: pytest.fail("a worker pool was started for cached programs"))
  with Context(PARALLEL=2): np.testing.assert_allclose(run_block(), want(), rtol=1e-5, atol=1e-5)
  assert len(compiled) == n

@pytest.mark.parametrize("level", [0, 1])
def test_cachelevel_below_2_is_off(cachedb, monkeypatch, level):
  path, compiled = cachedb
  with Context(CACHELEVEL=level):
    run_block()
    n = len(compiled)
    new_process(monkeypatch)
    np.testing.assert_allclose(run_block(), want(), rtol=1e-5, atol=1e-5)
  assert len(compiled) == 2 * n and rows(path) == 0

def test_hit_is_the_same_program(cachedb, monkeypatch):
  """A hit carries what the engine needs: source, launch sizes, arguments, estimates; and the caller's AST."""
  run_block()
  first = dict(program._cache)
  new_process(monkeypatch)
  run_block()
  for key, p in first.items():
    q = program._cache[key]
    assert isinstance(q, program.DiskProgram) and q is not p and q.ast is p.ast
    assert pickle.loads(pickle.dumps(q)).uops == p.uops  # a TinyJit pickles its programs
    assert (q.name, q.src, q.global_size, q.local_size, q.globals, q.outs, q.ins, q.vars, q.estimates, q.applied_opts, q.uops) == \
           (p.name, p.src, p.global_size, p.local_size, p.globals, p.outs, p.ins, p.vars, p.estimates, p.applied_opts, p.uops)
