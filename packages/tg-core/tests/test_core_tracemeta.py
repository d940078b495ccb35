"""TRACEMETA (issue 37): UOps are tagged with the outermost Tensor method that made them; DEBUG=2 prints each kernel's methods."""
import re
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor
from tinygrad.helpers import Context
from tinygrad.uop.metadata import uop_metadata

def _kernel_lines(out: str) -> list[str]: return [ln for ln in out.splitlines() if "***" in ln]
# tags live on hash-consed UOps (constants are shared by every graph) and a kernel's tags on its AST (shared by identical kernels), the
# first tags staying: sizes and data no other test uses keep these graphs and kernels their own
rng = np.random.default_rng(3737)
def fresh(*shape: int) -> np.ndarray: return (rng.random(shape) + 1).astype(np.float32)

def test_outermost_method_tags_the_result():
  x = Tensor(fresh(2, 3))
  y = x.softmax(1)
  assert uop_metadata.get(y.uop) == "softmax"
  mine = [u for u in y.uop.toposort() if x.uop in u.toposort()]  # the nodes softmax built on x; constants are shared with every graph
  inner = {uop_metadata.get(u) for u in mine} - {None, "softmax"}
  assert not inner, f"methods called inside softmax tagged their results too: {inner}"
  assert uop_metadata.get((x + 1).uop) == "__add__"
  with Context(TRACEMETA=0): assert (x * 7).uop not in uop_metadata

def test_debug2_prints_the_kernel_methods(capsys):
  na, nb = fresh(3737), fresh(3737)
  a, b = Tensor(na).realize(), Tensor(nb).realize()
  with Context(DEBUG=2): s = (a * b).relu().sum().item()
  lines = _kernel_lines(capsys.readouterr().out)
  assert s == pytest.approx(float((na * nb).sum()), rel=1e-6) and len(lines) == 1 and re.search(r"\['__mul__', 'relu', 'sum'\]$", lines[0]), lines
  with Context(DEBUG=2): (a - b).exp2().realize()  # tags come with the kernel, also when the schedule cache answers
  with Context(DEBUG=2): (b - a).exp2().realize()
  lines = _kernel_lines(capsys.readouterr().out)
  assert len(lines) == 2 and all(ln.endswith("['__sub__', 'exp2']") for ln in lines), lines

def test_tracemeta_off_prints_none(capsys):
  a = Tensor(np.array([1.0, 2.0], np.float32)).realize()
  with Context(TRACEMETA=0, DEBUG=2): np.testing.assert_allclose((a * 3 - 1).numpy(), [2.0, 5.0])
  lines = _kernel_lines(capsys.readouterr().out)
  assert lines and not any(ln.rstrip().endswith("]") for ln in lines), lines

def test_viz_context_names_the_methods():
  # tg-viz lists each compiled kernel as a rewrite context: its name carries the methods too
  from tinygrad.profile import rewrite_contexts
  a = Tensor(fresh(5353)).realize()
  n = len(rewrite_contexts)
  with Context(TRACK_MATCH_STATS=2, CACHELEVEL=0): (a * 5).sqrt().realize()
  names = [k.display_name for k in rewrite_contexts[n:]]
  assert any(nm.endswith("['__mul__', 'sqrt']") for nm in names), names
