"""Codegen environment variables as tinygrad documents them (issue 37): BEAM_STRICT_MODE, BEAM_TIMEOUT_SEC, BEAM_DEBUG, DISABLE_FAST_IDIV."""
import time
import pytest
import tinygrad.codegen.opt.search as search
from tinygrad.codegen.opt.heuristic import hand_coded_optimizations
from tinygrad.codegen.opt.postrange import Scheduler
from tinygrad.codegen.opt.search import beam_search
from tinygrad.codegen.prepare import prepare
from tinygrad.dtype import dtypes
from tinygrad.helpers import Context
from tinygrad.renderer.llvmir import LLVMRenderer
from tinygrad.uop import Ops
from tinygrad.uop.ops import KernelInfo, ParamArg, UOp

def _scale(n: int) -> Scheduler:
  o, a = (UOp(Ops.PARAM, dtypes.float.ptr(n), (), ParamArg(s, dtypes.float)) for s in range(2))
  i = UOp.range(n, 0)
  return Scheduler(prepare(UOp.sink(o[i].store(a[i].load() * 2.0).end(i), arg=KernelInfo())), LLVMRenderer())

@pytest.fixture
def clock(monkeypatch, tmp_path):
  """Fake run times (more opts: faster, so the search wants to go on) and a log of every timed candidate's opts."""
  timed: list[tuple] = []
  def runner(self, spec):
    def run() -> float:
      timed.append(spec.applied_opts)
      return 1.0 / (1 + len(spec.applied_opts))
    return run
  monkeypatch.setattr(search._Bench, "runner", runner)
  with Context(CACHEDB=str(tmp_path / "c.db"), CACHELEVEL=0, IGNORE_BEAM_CACHE=1, BEAM_UPCAST_MAX=16): yield timed

def _failing_children(monkeypatch, seed: Scheduler, exc: Exception, sleep: float = 0.0) -> None:
  real = search._lower
  def lower(k):
    if tuple(k.applied_opts) != tuple(seed.applied_opts):
      time.sleep(sleep)
      if not sleep: raise exc
    return real(k)
  monkeypatch.setattr(search, "_lower", lower)

def test_strict_mode_raises_a_candidates_error(clock, monkeypatch):
  k = _scale(4096)
  h = hand_coded_optimizations(k.copy())
  _failing_children(monkeypatch, h, ValueError("codegen bug in a child"))
  assert beam_search(k, 2, h).applied_opts == h.applied_opts  # skipped by default: the seed wins
  with Context(BEAM_STRICT_MODE=1), pytest.raises(ValueError, match="codegen bug in a child"): beam_search(k, 2, h)

def test_timeout_abandons_slow_candidates(clock, monkeypatch):
  k = _scale(4096)
  h = hand_coded_optimizations(k.copy())
  _failing_children(monkeypatch, h, RuntimeError(), sleep=0.5)
  # a child that outlived its 0.5 s sleep would be lowered and timed: only the seed may be
  with Context(BEAM_TIMEOUT_SEC=0.05): w = beam_search(k, 2, h)
  assert w.applied_opts == h.applied_opts and set(clock) == {tuple(h.applied_opts)}, "a child over the timeout was timed"

def test_beam_debug_prints_candidates(clock, capsys):
  k = _scale(4096)
  h = hand_coded_optimizations(k.copy())
  with Context(BEAM_DEBUG=1, DEBUG=0): w = beam_search(k, 2, h)
  out = capsys.readouterr().out
  assert "beam round 1" in out and f"{1e6 / (1 + len(w.applied_opts)):.2f} us" in out
  assert sum(" us " in ln for ln in out.splitlines()) >= len(set(clock)) - 1
  with Context(BEAM_DEBUG=0, DEBUG=0): beam_search(k, 2, h)
  assert capsys.readouterr().out == ""

@pytest.mark.parametrize("disable", [0, 1])
def test_disable_fast_idiv(disable):
  # on a target with local threads (PYTHON emulates one) i // 7 becomes a multiply and shift unless DISABLE_FAST_IDIV
  import numpy as np
  from tinygrad import Tensor
  from tinygrad.codegen import get_program
  from tinygrad.device import renderer_class
  n = 1000
  o = UOp(Ops.PARAM, dtypes.int.ptr(n), (), ParamArg(0, dtypes.int))
  i = UOp.range(n, 0)
  ast = UOp.sink(o[i].store(i.cast(dtypes.int) // (7 + 2 * disable)).end(i), arg=KernelInfo(opts_to_apply=()))
  with Context(DISABLE_FAST_IDIV=disable): ops = {u.op for u in get_program(ast, renderer_class("PYTHON")()).uops}
  assert (Ops.CDIV in ops) == bool(disable) and (Ops.SHR in ops) != bool(disable), ops
  with Context(DISABLE_FAST_IDIV=disable): got = (Tensor.arange(n, device="PYTHON") // (13 + 2 * disable)).numpy()
  np.testing.assert_equal(got, np.arange(n) // (13 + 2 * disable))
