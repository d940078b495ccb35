"""Integer division by a constant on GPUs: a non-negative dividend becomes a multiply and a shift (no div instruction), equal to
floor division for every dividend in its range."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.helpers import Context
from tinygrad.codegen.decomp import magic_div

@pytest.mark.parametrize("d", [3, 5, 6, 7, 10, 11, 12, 13, 24, 25, 100, 255, 641, 1000, 4097, 65521])
def test_magic_div_exhaustive_small_range(d: int):
  for n, bits in ((1 << 12, 31), (1 << 20, 64)):
    m, s = magic_div(n - 1, d, bits)
    x = np.arange(n, dtype=np.uint64)
    np.testing.assert_array_equal((x * np.uint64(m)) >> np.uint64(s), x // np.uint64(d))
    assert (n - 1) * m < 2**bits

def test_magic_div_at_range_edges():
  rng = np.random.default_rng(0)
  for _ in range(300):
    d, a_max = int(rng.integers(2, 10**6)), int(rng.integers(1, 2**31 - 1))
    m, s = magic_div(a_max, d, 64) or (0, 0)  # any non-negative int32 fits the 64-bit product
    assert a_max * m < 2**64
    xs = [a_max, a_max - 1, a_max // d * d, a_max // d * d - 1, d - 1, d, 0, *rng.integers(0, a_max + 1, 50).tolist()]
    assert all((x * m) >> s == x // d for x in xs if x >= 0)

def test_magic_div_refuses_what_does_not_fit():
  assert magic_div(2**31 - 1, 7, 31) is None  # x * m would overflow int32: the division stays a division

def _ptx(fn) -> str:
  from tinygrad.codegen import get_program
  from tinygrad.renderer.ptx import PTXRenderer
  t = fn(Tensor.arange(5000, dtype=dtypes.int32, device="NULL"))
  return "\n".join(get_program(si.src[0], PTXRenderer("sm_80")).src for si in t.schedule_linear().src if si.src[0].op.name == "SINK")

def test_ptx_has_no_division_by_a_constant():
  with Context(DEV="NULL"):
    src = _ptx(lambda t: (t // 7) * 1000 + t % 13)
  assert src.count(".entry") >= 1 and "mul." in src, "no kernel was rendered"
  assert "div." not in src and "rem." not in src, src

@pytest.mark.parametrize("dev", ["MOCK+NV:PTX", "MOCKKFD+AMD:LLVM"])
def test_division_by_constants_on_mock_gpus(dev: str):
  pytest.importorskip("tinygrad.runtime.mockgpu.nv.ptx" if "NV" in dev else "tinygrad.runtime.mockgpu.amd.emu")
  x = np.arange(0, 200_000, 7, dtype=np.int32)
  with Context(DEV=dev):
    t = Tensor(x)
    for d in (3, 7, 10, 13, 641):
      np.testing.assert_array_equal((t // d).numpy(), x // d)
      np.testing.assert_array_equal((t % d).numpy(), x % d)
    np.testing.assert_array_equal((Tensor(-x) // 7).numpy(), -x // 7)  # negative dividends keep the general path
