"""Parallel compile (PARALLEL): the new kernels of one schedule are compiled in forked workers, never in the caller, and the
results match numpy and the serial build."""
import os
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
import tinygrad.codegen
from tinygrad import Tensor
from tinygrad.engine import realize
from tinygrad.helpers import Context

def build(seed: float) -> tuple[Tensor, np.ndarray]:
  """Distinct kernels per seed (the constants differ), so nothing is compiled yet."""
  x = np.random.default_rng(int(seed * 1000)).random((8, 16), dtype=np.float32)
  t = Tensor(x).realize()
  a = (t * seed).exp().sum(1, keepdim=True).contiguous()
  b = (t + a).relu().max(0) * (seed + 1)
  ex = np.exp(x * np.float32(seed)).sum(1, keepdims=True)
  return b, np.maximum(x + ex, 0).max(0) * np.float32(seed + 1)

@pytest.mark.skipif(not hasattr(os, "fork"), reason="parallel compile forks its workers")
def test_parallel_compile_in_workers_matches(monkeypatch: pytest.MonkeyPatch):
  parent, orig = os.getpid(), tinygrad.codegen.get_program
  def only_in_workers(ast, renderer):
    if os.getpid() == parent: raise AssertionError("a kernel was compiled in the caller")
    return orig(ast, renderer)
  t, want = build(0.37)
  monkeypatch.setattr(realize, "PARALLEL_MIN_KERNELS", 2)
  monkeypatch.setattr(tinygrad.codegen, "get_program", only_in_workers)
  with Context(PARALLEL=2): np.testing.assert_allclose(t.numpy(), want, rtol=1e-5)
  monkeypatch.setattr(tinygrad.codegen, "get_program", orig)
  with Context(PARALLEL=0):
    s, want2 = build(0.53)
    np.testing.assert_allclose(s.numpy(), want2, rtol=1e-5)

def test_parallel_off_compiles_in_caller(monkeypatch: pytest.MonkeyPatch):
  monkeypatch.setattr(realize, "ProcessPoolExecutor", lambda *a, **k: pytest.fail("PARALLEL=0 must not start workers"))
  with Context(PARALLEL=0):
    t, want = build(0.71)
    np.testing.assert_allclose(t.numpy(), want, rtol=1e-5)

def test_compile_behind_runs_compiles_on_a_thread(monkeypatch: pytest.MonkeyPatch):
  """Below the pool's threshold (PARALLEL>=2), the caller lowers each kernel and a thread compiles it meanwhile."""
  import threading
  from tinygrad.device import Compiler
  main, where, orig = threading.get_ident(), [], Compiler.compile_cached
  def spy(self, src, refresh=False):
    where.append(threading.get_ident())
    return orig(self, src, refresh)
  monkeypatch.setattr(Compiler, "compile_cached", spy)
  with Context(PARALLEL=2):
    t, want = build(0.29)
    np.testing.assert_allclose(t.numpy(), want, rtol=1e-5)
  assert len(where) >= 2 and main not in where

def test_compile_behind_raises_the_compile_error(monkeypatch: pytest.MonkeyPatch):
  from tinygrad.device import CompileError, Device
  comp = type(Device["CPU"].compiler)
  def broken(self, src): raise CompileError("refused by the test")
  monkeypatch.setattr(comp, "compile", broken)
  monkeypatch.setattr(comp, "compile_cached", lambda self, src, refresh=False: broken(self, src))
  with Context(PARALLEL=2), pytest.raises(CompileError, match="refused by the test"):
    build(0.83)[0].numpy()
