"""Re-vectorisation of upcast lanes that apply one op to sources of different dtypes (a comparison of floats in one lane and of
bools in the other) must not merge them; checked against numpy on every CPU renderer."""
import math
import numpy as np
import pytest
from tinygrad import Tensor

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

def _pairs(xs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
  v = np.concatenate([xs, [-math.inf]]).astype(np.float32).reshape(-1, 2)
  return v[:, 0:1], v[:, 1:2]

@pytest.mark.parametrize("dev", DEVICES)
def test_nan_aware_compare_of_padded_pairs(dev: str):
  xs = np.array([3, -1, 2, 7, np.nan, 1, 4, np.nan, np.nan, 0, 5], np.float32)
  x = Tensor(xs, device=dev)
  v = x.pad(((0, 1),), value=-math.inf).reshape(-1, 2)
  va, vb = v[:, 0:1], v[:, 1:2]
  # lane 0 compares the floats (vb<va), lane 1 compares bools (isnan & not isnan) after the same upcast: a mixed CMPNE stack
  t = (vb < va) | (va.isnan() & vb.isnan().logical_not())
  got = t.where(1, 2).cat(t.where(3, 4), dim=1).numpy()
  na, nb = _pairs(xs)
  nt = (nb < na) | (np.isnan(na) & ~np.isnan(nb))
  np.testing.assert_array_equal(got, np.concatenate([np.where(nt, 1, 2), np.where(nt, 3, 4)], axis=1))

@pytest.mark.parametrize("dev", DEVICES)
def test_mixed_dtype_compares_in_one_vector(dev: str):
  a = np.array([1.5, -2.0, np.nan, 0.0, 3.0, np.nan, -1.0, 2.0], np.float32)
  b = np.array([1.5, 1.0, np.nan, -0.0, 2.0, 1.0, np.nan, 3.0], np.float32)
  ta, tb = Tensor(a, device=dev), Tensor(b, device=dev)
  # per row: col 0 is a float inequality, col 1 an inequality of two bool comparisons
  t = (ta != tb).reshape(-1, 1).cat(((ta < tb) != (tb < ta)).reshape(-1, 1), dim=1)
  want = np.stack([a != b, (a < b) != (b < a)], axis=1)
  np.testing.assert_array_equal(t.numpy(), want)
