"""VALIDATE_WITH_CPU=1: kernels on another device are re-run on the CPU from shadow copies and compared; a wrong kernel raises."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.helpers import Context
from tinygrad.codegen import program
from tinygrad.engine import realize

rng = np.random.default_rng(0)

def test_validate_passes_on_right_kernels():
  a = rng.standard_normal((8, 256)).astype(np.float32)
  with Context(VALIDATE_WITH_CPU=1):
    out = Tensor(a, device="PYTHON").softmax(-1).numpy()
  e = np.exp(a - a.max(1, keepdims=True))
  np.testing.assert_allclose(out, e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-6)

def test_validate_catches_a_wrong_kernel(monkeypatch):
  # without its barriers a grouped sum on PYTHON (threads in a shuffled order) reads stale shared memory: the CPU disagrees
  monkeypatch.setattr(program, "_cache", {})
  monkeypatch.setattr(realize, "_runners", {})
  monkeypatch.setattr(program, "add_barriers", lambda sink, ren: sink)
  a = rng.standard_normal((8, 1024)).astype(np.float32)
  with Context(VALIDATE_WITH_CPU=1), pytest.raises(RuntimeError, match="disagrees with the CPU"):
    Tensor(a, device="PYTHON").sum(1).realize()
