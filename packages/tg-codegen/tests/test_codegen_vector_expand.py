"""Expansion that keeps a store's contiguous UPCAST range as vector lanes (CPU renderers): which kernels take it, and that what
they compute matches numpy in float64 (sums, a max reduce left per lane, padded loads under per-lane gates, integer math, the
narrower vector ops of the C renderer)."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.codegen import get_program
from tinygrad.codegen import expander
from tinygrad.engine.realize import CompiledRunner, ExecItem, lower_and_compile
from tinygrad.renderer.cstyle import ClangRenderer
from tinygrad.renderer.llvmir import LLVMRenderer
from tinygrad.uop import Ops

def _run(t: Tensor, ren, monkeypatch) -> tuple[np.ndarray, int, list]:
  """The last kernel of t rendered by `ren` and run on the CPU: (its output, how many stores kept vector lanes, vector REDUCE dtypes)."""
  calls, reduces = [0], []
  orig = expander._vector_copies
  def spy(root, rs, rv, ren_):
    calls[0] += 1
    out = orig(root, rs, rv, ren_)
    reduces.extend(u.dtype for g in out for u in g.toposort() if u.op is Ops.REDUCE and u.dtype.count > 1)
    return out
  monkeypatch.setattr(expander, "_vector_copies", spy)
  ei = lower_and_compile(t.schedule_linear())[-1]
  p = get_program(ei.runner.p.ast, ren)
  ExecItem(CompiledRunner(p, "CPU:CLANG" if isinstance(ren, ClangRenderer) else "CPU"), ei.bufs).run({}, wait=True)
  return np.asarray(ei.bufs[0].buffer.numpy()), calls[0], reduces

def _renderer(kind: str):
  ren = LLVMRenderer() if kind == "llvm" else ClangRenderer()
  ren.threads = 2
  return ren

@pytest.mark.parametrize("kind,n", [("llvm", 96), ("clang", 112)])
def test_matmul_tile_is_vector_lanes(kind, n, monkeypatch):
  rng = np.random.default_rng(0)
  a, b = rng.standard_normal((n, n), dtype=np.float32), rng.standard_normal((n, n), dtype=np.float32)
  got, vec, reduces = _run(Tensor(a).realize() @ Tensor(b).realize(), _renderer(kind), monkeypatch)
  assert vec >= 1 and reduces, "the output tile's column range was expanded as scalars"
  np.testing.assert_allclose(got.reshape(n, n), a.astype(np.float64) @ b.astype(np.float64), rtol=1e-4, atol=1e-4)

def test_max_reduce_keeps_lanes(monkeypatch):
  x = np.random.default_rng(1).standard_normal((80, 208), dtype=np.float32)
  x[3, 5] = np.nan
  got, _, reduces = _run(Tensor(x).realize().max(0), _renderer("llvm"), monkeypatch)
  assert not reduces  # a float max keeps NaNs through compare-and-select: reduced lane by lane
  np.testing.assert_array_equal(got.reshape(-1), x.max(0))

@pytest.mark.parametrize("kind", ["llvm", "clang"])
def test_padded_conv_matches_numpy(kind, monkeypatch):
  rng = np.random.default_rng(2)
  x, w = rng.standard_normal((2, 8, 20, 48), dtype=np.float32), rng.standard_normal((16, 8, 3, 3), dtype=np.float32)
  got, _, _ = _run(Tensor(x).realize().conv2d(Tensor(w).realize(), padding=1), _renderer(kind), monkeypatch)
  xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
  want = np.zeros((2, 16, 20, 48))
  for kh in range(3):
    for kw in range(3): want += np.einsum("nchw,oc->nohw", xp[:, :, kh:kh + 20, kw:kw + 48], w[:, :, kh, kw])
  np.testing.assert_allclose(got.reshape(want.shape), want, rtol=1e-3, atol=1e-3)

def test_shifted_padded_rows_under_lane_gates(monkeypatch):
  x = np.random.default_rng(3).standard_normal((64, 160), dtype=np.float32)
  t = Tensor(x).realize()
  got, vec, _ = _run(t.pad(((0, 0), (3, 0)))[:, :160] * 2 + t, _renderer("llvm"), monkeypatch)
  assert vec >= 1
  np.testing.assert_allclose(got.reshape(64, 160), np.pad(x, ((0, 0), (3, 0)))[:, :160] * 2 + x, rtol=1e-6)

@pytest.mark.parametrize("kind", ["llvm", "clang"])
def test_integer_math_in_vector_lanes(kind, monkeypatch):
  rng = np.random.default_rng(4)
  a, b = rng.integers(-1000, 1000, (48, 256), dtype=np.int32), rng.integers(1, 50, (48, 256), dtype=np.int32)
  ta, tb = Tensor(a).realize(), Tensor(b).realize()
  got, _, _ = _run((ta * 3 - tb).sum(0) + (ta // tb).max(0), _renderer(kind), monkeypatch)
  q = np.trunc(a / b).astype(np.int64)
  q = np.where((a % b != 0) & ((a < 0) != (b < 0)), q - 1, q)  # floor division, as Tensor.__floordiv__
  np.testing.assert_array_equal(got.reshape(-1), (a.astype(np.int64) * 3 - b).sum(0) + q.max(0))
