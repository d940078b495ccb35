"""Tensor-core tables against the vendors' published fragment layouts (PTX ISA, AMD matrix instruction calculator, Metal)."""
import numpy as np
import pytest
from tinygrad.dtype import dtypes
from tinygrad.renderer import tc as T

# (lane, element) -> (row, col) of A (m, k), B (k, n), C (m, n), written from the vendor documents, independent of tc.py
def _cuda_c(l, e): return (l >> 2) + 8 * (e >> 1), 2 * (l & 3) + (e & 1)
VENDOR = {
  "cuda_m16n8k16": (lambda l, e: ((l >> 2) + 8 * (e >> 1 & 1), 2 * (l & 3) + (e & 1) + 8 * (e >> 2)),
                    lambda l, e: (2 * (l & 3) + (e & 1) + 8 * (e >> 1), l >> 2), _cuda_c),
  "cuda_m16n8k8_f16": (lambda l, e: ((l >> 2) + 8 * (e >> 1), 2 * (l & 3) + (e & 1)), lambda l, e: (2 * (l & 3) + e, l >> 2), _cuda_c),
  "cuda_m16n8k8_tf32": (lambda l, e: ((l >> 2) + 8 * (e & 1), (l & 3) + 4 * (e >> 1)), lambda l, e: ((l & 3) + 4 * e, l >> 2), _cuda_c),
  "cuda_m16n8k32_f8": (lambda l, e: ((l >> 2) + 8 * (e >> 2 & 1), 4 * (l & 3) + (e & 3) + 16 * (e >> 3)),
                       lambda l, e: (4 * (l & 3) + (e & 3) + 16 * (e >> 2), l >> 2), _cuda_c),
  "rdna3": (lambda l, e: (l & 15, e), lambda l, e: (e, l & 15), lambda l, e: (2 * e + (l >> 4), l & 15)),
  "rdna4": (lambda l, e: (l & 15, (e & 3) + 4 * (l >> 4) + 8 * (e >> 2)), lambda l, e: ((e & 3) + 4 * (l >> 4) + 8 * (e >> 2), l & 15),
            lambda l, e: (e + 8 * (l >> 4), l & 15)),
  "metal": (lambda l, e: (4 * (l >> 4) + (l >> 1 & 3), 4 * (l >> 3 & 1) + 2 * (l & 1) + e),
            lambda l, e: (4 * (l >> 4) + (l >> 1 & 3), 4 * (l >> 3 & 1) + 2 * (l & 1) + e),
            lambda l, e: (4 * (l >> 4) + (l >> 1 & 3), 4 * (l >> 3 & 1) + 2 * (l & 1) + e)),
}
def _cdna(ept): return (lambda l, e: (l & 15, e + ept * (l >> 4)), lambda l, e: (e + ept * (l >> 4), l & 15), lambda l, e: (e + 4 * (l >> 4), l & 15))

CASES = [(tc, "cuda_m16n8k16") for tc in T.cuda_81616] + [(tc, "cuda_m16n8k8_f16") for tc in T.cuda_8168_f16] + \
        [(tc, "cuda_m16n8k8_tf32") for tc in T.cuda_8168_tf32] + [(tc, "cuda_m16n8k32_f8") for tc in T.cuda_81632_f8] + \
        [(tc, "rdna3") for tc in T.amd_rdna3] + [(tc, "rdna4") for tc in T.amd_rdna4] + [(tc, "metal") for tc in T.metal] + \
        [(tc, f"cdna{tc.elements_per_thread[0]}") for tc in T.amd_cdna3 + T.amd_cdna4]

@pytest.mark.parametrize("tc,layout", CASES, ids=[f"{tc}-{lay}" for tc, lay in CASES])
def test_layout_matches_vendor(tc, layout):
  fns = _cdna(int(layout[4:])) if layout.startswith("cdna") else VENDOR[layout]
  for op in range(3):
    for lane in range(tc.threads):
      for e in range(tc.elements_per_thread[op]):
        assert tc.coords(op, lane, e) == fns[op](lane, e), f"{tc} operand {'ABC'[op]} lane {lane} elem {e}"

@pytest.mark.parametrize("tc", [tc for tc, _ in CASES], ids=str)
def test_emulated_mma_is_a_matmul(tc):
  # scatter A, B, C into lane fragments by the table, run D = A@B + C through the fragments, gather D: must equal numpy
  N, M, K = tc.dims
  rng = np.random.default_rng(0)
  a, b, c = rng.integers(-4, 4, (M, K)), rng.integers(-4, 4, (K, N)), rng.integers(-4, 4, (M, N))
  frag = [[[mat[tc.coords(op, ln, e)] for e in range(tc.elements_per_thread[op])] for ln in range(tc.threads)] for op, mat in enumerate((a, b, c))]
  a2, b2 = np.zeros_like(a), np.zeros_like(b)
  for op, dst in ((0, a2), (1, b2)):
    for ln in range(tc.threads):
      for e, v in enumerate(frag[op][ln]): dst[tc.coords(op, ln, e)] = v
  d = np.zeros_like(c)
  for ln in range(tc.threads):
    for e, v in enumerate(frag[2][ln]): d[tc.coords(2, ln, e)] = v
  np.testing.assert_array_equal(a2 @ b2 + d, a @ b + c)

@pytest.mark.parametrize("tc", [tc for tc, _ in CASES], ids=str)
def test_every_element_held(tc):
  N, M, K = tc.dims
  for op, size in enumerate((M * K, K * N, M * N)):
    held = {tc.coords(op, ln, e) for ln in range(tc.threads) for e in range(tc.elements_per_thread[op])}
    assert len(held) == size, f"{tc} operand {'ABC'[op]} holds {len(held)} of {size} elements"

def test_target_lists():
  assert T.cuda_tensor_cores(75) == T.cuda_8168_f16 and T.cuda_tensor_cores(70) == []
  sm80 = {(tc.dims, tc.dtype_in, tc.dtype_out) for tc in T.cuda_tensor_cores(80)}
  assert sm80 >= {((8, 16, 16), dtypes.half, dtypes.float), ((8, 16, 16), dtypes.bfloat16, dtypes.float)}
  fp8 = [any(tc.dtype_in == dtypes.fp8e4m3 for tc in T.cuda_tensor_cores(sm)) for sm in (86, 89)]
  assert fp8 == [False, True]
  assert T.amd_tensor_cores("gfx1100") is T.amd_rdna3 and T.amd_tensor_cores("gfx1201") is T.amd_rdna4
  assert T.amd_tensor_cores("gfx950")[0].dims == (16, 16, 128) and T.amd_tensor_cores("gfx942")[0].dtype_in == dtypes.fp8e4m3fnuz
  assert T.amd_tensor_cores("gfx90a") == []

def test_construction_checks():
  good = T.cuda_81616[0]
  with pytest.raises(ValueError, match="threads"):
    T.TensorCore(good.dims, 64, good.elements_per_thread, good.dtype_in, good.dtype_out, good.opts, good.swizzle)
  with pytest.raises(ValueError, match="swizzle"):
    T.TensorCore(good.dims, 32, good.elements_per_thread, good.dtype_in, good.dtype_out, good.opts, (good.swizzle[0], good.swizzle[0][::-1]))

def test_permutes_and_name():
  tc = T.metal[0]
  shape = ["g0", *tc.base_shape_str()]
  pa, pb = tc.permutes_for_shape_str(shape)
  assert pa[0] == pb[0] == 0 and sorted(pa) == sorted(pb) == list(range(len(shape)))
  assert shape[pa[shape.index("l0")]] == "r1" and shape[pa[shape.index("u0")]] == "r0" and shape[pb[shape.index("l1")]] == "r0"
  assert str(tc) == "WMMA_8_8_8_float_float" and str(T.cuda_81616[1]) == "WMMA_8_16_16___bf16_float"
