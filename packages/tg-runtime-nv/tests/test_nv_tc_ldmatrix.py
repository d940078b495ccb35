"""ldmatrix for the sm_80 tensor-core matmul's fragments (issue 39): the PTX renderer loads each warp's A operand with one
ldmatrix.x4 and each B operand with one ldmatrix.x2.trans (B is staged k-major) instead of one shared load per element or pair,
found by evaluating the fragments' shared addresses for every thread. The rendered kernels run on the PTX executor against
numpy, and the kernel with a wrong ldmatrix (no .trans, lanes' rows a chunk over) is wrong; its K loop
has no shared-memory hazard, and each barrier and wait it has is needed."""
from __future__ import annotations
import re, struct
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.device import renderer_class
from tinygrad.dtype import DType, dtypes
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.codegen import get_program

def program(M: int, K: int, N: int, dt: DType, arch: str = "sm_80") -> Any:
  a, b = (Tensor.empty(*s, dtype=dt, device=f"NULL:PTX:{arch}") for s in ((M, K), (K, N)))
  return get_program(next(c.src[0] for c in (a @ b).schedule_linear().src if c.src[0].op is Ops.SINK), renderer_class("PTX")(arch))

def run(p: Any, src: str, x: np.ndarray, y: np.ndarray, dt: DType) -> np.ndarray:
  """The kernel source `src` of program `p` on the PTX executor: x @ y as float64."""
  from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory, PTXModule
  def enc(v: np.ndarray) -> np.ndarray:
    if dt == dtypes.half: return v.astype(np.float16)
    return (v.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
  out = np.zeros((x.shape[0], y.shape[1]), np.float16 if dt == dtypes.half else np.uint16)
  bufs = [out, enc(x), enc(y)]
  mem = DeviceMemory()
  for buf in bufs: mem.map(buf.ctypes.data, buf.nbytes)
  PTXModule(src).run(p.name, b"".join(struct.pack("<Q", buf.ctypes.data) for buf in bufs), tuple(int(g) for g in p.global_size),
                     tuple(p.local_size or (1, 1, 1)), mem)
  if dt == dtypes.half: return out.astype(np.float64)
  return (out.astype(np.uint32) << 16).view(np.float32).astype(np.float64)

def operands(M: int, K: int, N: int, dt: DType) -> tuple[np.ndarray, np.ndarray]:
  """Random operands exactly representable in dt (bf16: the top 16 bits of an f32)."""
  rng = np.random.default_rng(M + K + N)
  x, y = rng.standard_normal((M, K)), rng.standard_normal((K, N))
  if dt == dtypes.half: return x.astype(np.float16).astype(np.float64), y.astype(np.float16).astype(np.float64)
  return tuple((v.astype(np.float32).view(np.uint32) & 0xFFFF0000).view(np.float32).astype(np.float64) for v in (x, y))  # type: ignore

def close(out: np.ndarray, ref: np.ndarray, dt: DType) -> bool:
  ulp = 2.0 ** (-10 if dt == dtypes.half else -7)
  return bool(np.allclose(out, ref, rtol=2 * ulp, atol=4 * ulp * np.abs(ref).max() / 8))

@pytest.mark.parametrize("dt", [dtypes.half, dtypes.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("arch", ["sm_80", "sm_90"])
def test_kernel_form(dt: DType, arch: str) -> None:
  """Per K step: 4 ldmatrix.x4 (A) and 4 ldmatrix.x2.trans (B) feed 16 mma.sync, with no shared load left; LDMATRIX=0 loads
  the same fragments with 32 shared loads."""
  src = program(64, 128, 64, dt, arch).src
  assert src.count("ldmatrix.sync.aligned.m8n8.x4.shared.b16") == 4 and src.count("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16") == 4
  assert "ld.shared" not in src and src.count("mma.sync") == 16
  with Context(LDMATRIX=0): old = program(64, 128, 64, dt, arch).src
  assert "ldmatrix" not in old and old.count("ld.shared") == 32

@pytest.mark.parametrize("dt", [dtypes.half, dtypes.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("shape", [(64, 128, 64), (96, 160, 80), (32, 256, 128)], ids=lambda s: "x".join(map(str, s)))
def test_ldmatrix_matmul(shape: tuple[int, int, int], dt: DType) -> None:
  M, K, N = shape
  p = program(M, K, N, dt)
  assert "ldmatrix" in p.src
  x, y = operands(M, K, N, dt)
  assert close(run(p, p.src, x, y, dt), x @ y, dt)

def test_wrong_ldmatrix_is_caught() -> None:
  """The executor runs what the renderer found, exactly: without .trans, or with the lanes' row addresses a chunk over, the result
  is wrong."""
  M, K, N, dt = 64, 128, 64, dtypes.half
  p = program(M, K, N, dt)
  x, y = operands(M, K, N, dt)
  ref = x @ y
  assert close(run(p, p.src, x, y, dt), ref, dt)
  assert not close(run(p, p.src.replace(".x2.trans.", ".x2."), x, y, dt), ref, dt)
  # every lane's row address one 16-byte chunk over (A's row r read at columns 8-15 for 0-7: another matrix's row)
  shifted = re.sub(r"(\n  ldmatrix[^\n]*x4[^\n]*\[(%rl\d+)\];)", r"\n  add.s64 \2, \2, 16;\1", p.src)
  assert shifted.count("add.s64") == p.src.count("add.s64") + 4 and not close(run(p, shifted, x, y, dt), ref, dt)

def hazards(src: str) -> list[str]:
  """The shared-memory hazards of the K loop (the outermost loop holding mma), run twice round for its back edge: a read (ldmatrix,
  ld.shared) of a tile written (cp.async, st.shared) with no barrier since, or with a cp.async not waited for before that barrier;
  a write after a read with no barrier between. The executor runs a block's threads in lockstep, so it cannot see these."""
  lines = [x.strip() for x in src.splitlines()]
  mma = next(i for i, x in enumerate(lines) if x.startswith("mma.sync"))
  start = max(i for i, x in enumerate(lines[:mma]) if x.startswith("LOOP_") and f"END_{x[5:-1]}:" in lines[mma:])
  body = lines[start:lines.index(f"END_{lines[start][5:-1]}:")]
  out, written, read, waited, inflight = [], False, False, True, False
  for x in body * 2:
    if x.startswith(("cp.async.cg", "cp.async.ca", "st.shared")):
      if read: out.append(f"write after read without a barrier: {x}")
      written, inflight = True, inflight or x.startswith("cp.async")
    elif x.startswith("cp.async.wait_group 0"): inflight = False
    elif x.startswith("bar.sync"): written, read, waited = False, False, not inflight
    elif x.startswith(("ldmatrix", "ld.shared")):
      if written or not waited: out.append(f"read of an unsynchronised tile: {x}")
      read = True
  return out

def test_barriers_and_waits() -> None:
  """The kernel's K loop is free of shared-memory hazards; without any one of its barriers or its wait_group it is not."""
  src = program(64, 128, 64, dtypes.half).src
  assert hazards(src) == []
  lines = src.splitlines()
  for i in [i for i, x in enumerate(lines) if "bar.sync" in x or "cp.async.wait_group" in x]:
    assert hazards("\n".join(lines[:i] + lines[i + 1:])), f"no hazard found without line {i}: {lines[i]}"
