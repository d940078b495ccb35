"""sm_80 tensor-core matmuls as the heuristic builds them (issue 39): both operands staged through shared memory as their global
boxes in 16-byte chunks (STAGE axis 1, XOR-swizzled rows), copied with cp.async.cg, mma.sync m16n8k16 for fp16 and bf16, and
the following bias + relu + cast fused into the same kernel. Run on MOCK+CUDA and MOCK+NV (the PTX executor) against numpy with the same
roundings; the executor's cp.async lands data only at wait_group, so a kernel without its wait reads stale shared memory."""
from __future__ import annotations
import struct
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.device import Device, renderer_class
from tinygrad.dtype import DType, dtypes
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.codegen import get_program

@pytest.fixture(scope="module", params=["CUDA", "NV"])
def mock(request) -> Any:
  """The device name, opened on its mock (the PTX executor) and closed after: later tests must not find a mock open."""
  with Context(DEV=f"MOCK+{request.param}:PTX"):
    Device[request.param]
    yield request.param
  for name in [n for n in Device._opened if n.split(":")[0] == request.param]: Device[name].synchronize(); del Device._opened[name]

def rnd(x: np.ndarray, dt: DType) -> np.ndarray:
  """float64 -> the nearest dtype value (round to nearest even), as float64."""
  if dt == dtypes.half: return x.astype(np.float16).astype(np.float64)
  b = x.astype(np.float32).view(np.uint32).astype(np.uint64)
  return ((b + 0x7FFF + ((b >> 16) & 1)) & 0xFFFF0000).astype(np.uint32).view(np.float32).astype(np.float64)

def operands(M: int, K: int, N: int, dt: DType) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
  rng = np.random.default_rng(M * 7 + K * 3 + N)
  return tuple(rnd(rng.standard_normal(s), dt) for s in ((M, K), (K, N), (N,)))  # type: ignore[return-value]

def kernel_src(M: int, K: int, N: int, dt: DType, arch: str = "sm_80") -> str:
  dev = f"NULL:PTX:{arch}"
  a, b, bias = (Tensor.empty(*s, dtype=dt, device=dev) for s in ((M, K), (K, N), (N,)))
  asts = [c.src[0] for c in ((a @ b) + bias).relu().cast(dtypes.float).schedule_linear().src if c.src[0].op is Ops.SINK]
  assert len(asts) == 1, "matmul, bias, relu and cast are one kernel"
  return get_program(asts[0], renderer_class("PTX")(arch)).src

# (M, K, N): a K loop long enough to stage (8+ steps of 16), tiles that do not divide the heuristic's 4x4 register tile, K
# a multiple of 8 only (m16n8k8), and odd sizes (no tensor core)
SHAPES = [(64, 128, 64), (96, 160, 80), (40, 72, 24), (33, 47, 29)]

@pytest.mark.parametrize("dt", [dtypes.half, dtypes.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s)))
def test_matmul_bias_relu_cast(mock: str, shape: tuple[int, int, int], dt: DType) -> None:
  M, K, N = shape
  a, b, bias = operands(M, K, N, dt)
  ta, tb, tbias = (Tensor(x.astype(np.float32), device=mock).cast(dt).realize() for x in (a, b, bias))
  out = ((ta @ tb) + tbias).relu().cast(dtypes.float).numpy()
  # the matmul's result (accumulated in f32) and the bias add are rounded to dt, as the tensors' dtype says
  ref = np.maximum(rnd(rnd(a @ b, dt) + bias, dt), 0)
  ulp = 2.0 ** (-10 if dt == dtypes.half else -7)
  np.testing.assert_allclose(out, ref, rtol=2 * ulp, atol=2 * ulp * np.abs(ref).max() / 8)

@pytest.mark.parametrize("dt", [dtypes.half, dtypes.bfloat16], ids=["fp16", "bf16"])
def test_kernel_form(dt: DType) -> None:
  """The heuristic's sm_80 kernel without its pipeline (PIPELINE=1): mma.sync, both operands copied by 16-byte cp.async waited
  at the barrier, no 16-bit global load in the K loop; sm_75 has no cp.async: the same boxes are copied with 128-bit loads.
  (The pipelined form: test_nv_tc_ldmatrix.)"""
  with Context(PIPELINE=1): src = kernel_src(64, 128, 64, dt)
  assert f"mma.sync.aligned.m16n8k16.row.col.f32.{'f16.f16' if dt == dtypes.half else 'bf16.bf16'}.f32" in src
  assert src.count("cp.async.cg.shared.global") == 2 and "cp.async.wait_group 0" in src
  # (the copies are waited for at the barrier between them and the reads)
  assert src.rindex("cp.async.cg") < src.index("cp.async.wait_group 0") < src.index("bar.sync", src.rindex("cp.async.cg"))
  assert "ld.global.b16" not in src and "ld.global.u16" not in src
  if dt == dtypes.half:
    old = kernel_src(64, 128, 64, dt, "sm_75")
    assert "cp.async" not in old and old.count("ld.global.v4.b32") == 2 and old.count("st.shared.v4.b32") == 2

def test_cp_async_wait_is_needed() -> None:
  """The rendered kernel (PIPELINE=1) run on the PTX executor: right with its wait_group, stale (wrong) without it."""
  from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory, PTXModule
  dev, M, K, N = "NULL:PTX:sm_80", 64, 128, 64
  a, b = (Tensor.empty(*s, dtype=dtypes.half, device=dev) for s in ((M, K), (K, N)))
  ast = next(c.src[0] for c in (a @ b).schedule_linear().src if c.src[0].op is Ops.SINK)
  with Context(PIPELINE=1): p = get_program(ast, renderer_class("PTX")("sm_80"))
  x, y, _ = operands(M, K, N, dtypes.half)
  def run(src: str) -> np.ndarray:
    bufs: list[Any] = [np.zeros((M, N), np.float16), x.astype(np.float16), y.astype(np.float16)]
    mem = DeviceMemory()
    for buf in bufs: mem.map(buf.ctypes.data, buf.nbytes)
    PTXModule(src).run(p.name, b"".join(struct.pack("<Q", buf.ctypes.data) for buf in bufs), tuple(int(g) for g in p.global_size),
                       tuple(p.local_size or (1, 1, 1)), mem)
    return bufs[0].astype(np.float64)
  ref = x @ y
  np.testing.assert_allclose(run(p.src), ref, rtol=2e-3, atol=2e-2)
  assert "cp.async.wait_group 0" in p.src
  assert not np.allclose(run(p.src.replace("cp.async.wait_group 0;", "")), ref, rtol=2e-3, atol=2e-2)

@pytest.mark.slow
@pytest.mark.parametrize("dt", [dtypes.half, dtypes.bfloat16], ids=["fp16", "bf16"])
def test_matmul_bias_relu_cast_large(mock: str, dt: DType) -> None:
  test_matmul_bias_relu_cast(mock, (256, 512, 192), dt)
