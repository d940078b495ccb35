"""Integer // and % (floor and truncating) by a divisor holding 0 or -1 never trap on any CPU renderer or the emulator:
x // 0 and x % 0 are 0 and MIN // -1 wraps to MIN, as numpy computes them."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
DTS = [dtypes.int8, dtypes.uint8, dtypes.int32, dtypes.uint32, dtypes.int64]

def _operands(dt, n: int = 64) -> tuple[np.ndarray, np.ndarray]:
  npdt = np.dtype(dt.fmt)
  info = np.iinfo(npdt)
  rng = np.random.default_rng(dt.bitsize)
  a = rng.integers(max(info.min, -1000), min(info.max, 1000), n, dtype=npdt, endpoint=True)
  b = rng.integers(max(info.min, -5), 5, n, dtype=npdt, endpoint=True)
  a[:4], b[:4] = [info.min, info.min, info.max, 7], [0, npdt.type(-1) if info.min < 0 else 0, 0, 0]
  return a, b

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt", DTS, ids=str)
def test_int_div_mod_by_zero_matches_numpy(dev: str, dt):
  a, b = _operands(dt)
  ta, tb = Tensor(a, device=dev), Tensor(b, device=dev)
  with np.errstate(all="ignore"):
    fl, md = a // b, a % b
    tr = np.where(b == 0, 0, np.trunc(a.astype(np.float64) / np.where(b == 0, 1, b).astype(np.float64)))
  np.testing.assert_array_equal((ta // tb).numpy(), fl)
  np.testing.assert_array_equal((ta % tb).numpy(), md)
  got_tr = ta.div(tb, rounding_mode="trunc").numpy()
  # MIN / -1 overflows: the wrapped answer is MIN, numpy's float route gives MAX+1
  ok = ~((a == np.iinfo(a.dtype).min) & (b.astype(np.int64) == -1))
  np.testing.assert_array_equal(got_tr[ok], tr[ok].astype(a.dtype))
  if (~ok).any(): assert (got_tr[~ok] == np.iinfo(a.dtype).min).all()

@pytest.mark.parametrize("dev", DEVICES)
def test_int_div_by_const_zero(dev: str):
  a = np.array([5, -5, 0], np.int32)
  with np.errstate(all="ignore"): want = (a // np.int32(0), a % np.int32(0))
  np.testing.assert_array_equal((Tensor(a, device=dev) // 0).numpy(), want[0])
  np.testing.assert_array_equal((Tensor(a, device=dev) % 0).numpy(), want[1])
