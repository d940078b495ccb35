"""ldmatrix for the sm_80 tensor-core matmul's fragments (issue 39): the PTX renderer loads each warp's A operand with one
ldmatrix.x4 and each B operand with one ldmatrix.x2.trans (B is staged k-major) instead of one shared load per element or pair,
found by evaluating the fragments' shared addresses for every thread. The rendered kernels run on the PTX executor against
numpy, and the kernel with a wrong ldmatrix (no .trans, lanes' rows a chunk over) is wrong; its K loop
has no shared-memory hazard, and each barrier and wait it has is needed."""
from __future__ import annotations
import re, shutil, struct, subprocess
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

def hazards(src: str, iters: int = 3) -> list[str]:
  """The shared-memory hazards of the K loop (the outermost loop holding mma) over its first `iters` iterations, after what comes
  before it. A copy (cp.async, st.shared) before the loop is K step 0's; one in iteration i is step i + 1's when the kernel has
  copies before its loop (a 2-stage pipeline: buffers alternate), else step i's. Iteration i reads step i: that step's cp.async
  group must be complete (commit_group, wait_group n: all but the newest n groups) before a barrier preceding the read, with no
  write of the same buffer since; a write must follow a barrier after the reads of the buffer's previous step. The executor
  runs a block's threads in lockstep, so it cannot see a missing barrier."""
  lines = [x.strip() for x in src.splitlines()]
  mma = next(i for i, x in enumerate(lines) if x.startswith("mma.sync"))
  start = max(i for i, x in enumerate(lines[:mma]) if x.startswith("LOOP_") and f"END_{x[5:-1]}:" in lines[mma:])
  body = lines[start:lines.index(f"END_{lines[start][5:-1]}:")]
  pre = [x for x in lines[:start] if x.startswith(("cp.async", "st.shared", "bar.sync"))]
  S = 2 if any(x.startswith(("cp.async.cg", "cp.async.ca", "st.shared")) for x in pre) else 1
  out: list[str] = []
  groups: list[set[int]] = []
  opened: set[int] = set()
  done: set[int] = set()
  seen: set[int] = set()  # complete before the last barrier
  read: set[int] = set()
  written: set[int] = set()  # since the last barrier
  for it, x in [(-1, x) for x in pre] + [(i, x) for i in range(iters) for x in body]:
    step = 0 if it < 0 else it + S - 1
    if x.startswith(("cp.async.cg", "cp.async.ca", "st.shared")):
      if any(r % S == step % S and r != step for r in read):
        out.append(f"iteration {it}: write of step {step} before a barrier after the reads of step {step - S}")
      written.add(step)
      (opened if x.startswith("cp.async") else done).add(step)
    elif x.startswith("cp.async.commit_group"): groups, opened = groups + [opened], set()
    elif x.startswith("cp.async.wait_group"):
      n = int(x.split()[1].rstrip(";"))
      for g in groups[:max(len(groups) - n, 0)]: done |= g
    elif x.startswith("bar.sync"): seen, read, written = set(done), set(), set()
    elif x.startswith(("ldmatrix", "ld.shared")):
      if it not in seen or it in written: out.append(f"iteration {it}: read of step {it} before its copy is complete and synchronised: {x}")
      read.add(it)
  return out

@pytest.mark.parametrize("pipeline", [1, 2])
def test_barriers_and_waits(pipeline: int) -> None:
  """The kernel's K loop is free of shared-memory hazards; without any one of its barriers, or the wait before its reads, or with
  that wait leaving one more group in flight, it is not. (Pipelined, the loop's first barrier commits without waiting: only
  copies follow it, and the wait before the reads covers every older group.)"""
  with Context(PIPELINE=pipeline): src = program(64, 128, 64, dtypes.half).src
  assert hazards(src) == []
  assert src.count("cp.async.wait_group") == 1 and src.count("cp.async.commit_group") == pipeline
  lines = src.splitlines()
  reads = next(i for i, x in enumerate(lines) if "ldmatrix" in x)
  wait = max(i for i, x in enumerate(lines[:reads]) if "cp.async.wait_group" in x)
  for i in [i for i, x in enumerate(lines) if "bar.sync" in x] + [wait]:
    assert hazards("\n".join(lines[:i] + lines[i + 1:])), f"no hazard found without line {i}: {lines[i]}"
  more = lines[wait].replace(f"wait_group {pipeline - 1}", f"wait_group {pipeline}")
  assert hazards("\n".join(lines[:wait] + [more] + lines[wait + 1:])), f"no hazard found with {more}"

@pytest.mark.parametrize("dt", [dtypes.half, dtypes.bfloat16], ids=["fp16", "bf16"])
def test_pipeline_form(dt: DType) -> None:
  """The heuristic's sm_80 matmul is a 2-stage pipeline: each operand's step-0 tile is copied before the K loop; in the loop,
  step k + 1's tiles are issued (cp.async, zeros past the end) before the barrier that waits for all but that newest group
  (wait_group 1) and the ldmatrix / mma of step k; the shared buffers are twice the PIPELINE=1 ones."""
  src = program(64, 128, 64, dt).src
  loop = src.rindex("\nLOOP_", 0, src.index("cp.async.commit_group"))  # the K loop
  assert src[:loop].count("cp.async.cg") == 2 and src[loop:].count("cp.async.cg") == 2
  assert src[loop:].count("cp.async.commit_group") == 2 and src.count("cp.async.wait_group 1") == 1 and "wait_group 0" not in src
  first_read = src.index("ldmatrix")
  assert src.rindex("cp.async.cg", 0, first_read) < src.rindex("wait_group 1", 0, first_read) < src.rindex("bar.sync", 0, first_read)
  assert "cp.async.wait_all" in src
  with Context(PIPELINE=1): one = program(64, 128, 64, dt).src
  def smem(s: str) -> int: return sum(int(x) for x in re.findall(r"\.shared \.align 16 \.b8 \w+\[(\d+)\]", s))
  assert smem(src) == 2 * smem(one) > 0

def test_pipeline_wait_is_needed() -> None:
  """On the executor (cp.async lands at the wait that covers it), the pipelined kernel is right; waiting for one group fewer
  (wait_group 2) reads step k's tile before it lands: wrong."""
  M, K, N, dt = 64, 128, 64, dtypes.half
  p = program(M, K, N, dt)
  x, y = operands(M, K, N, dt)
  ref = x @ y
  assert close(run(p, p.src, x, y, dt), ref, dt)
  assert not close(run(p, p.src.replace("cp.async.wait_group 1;", "cp.async.wait_group 2;"), x, y, dt), ref, dt)

@pytest.mark.parametrize("dt", [dtypes.half, dtypes.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("shape", [(64, 16 * 9, 64), (32, 16 * 8 + 8, 128)], ids=lambda s: "x".join(map(str, s)))
def test_pipeline_matmul_shapes(shape: tuple[int, int, int], dt: DType) -> None:
  """An odd number of K steps (the last step's prefetch is zeros into the other buffer) and a K tail of 8 (m16n8k8 after the 16s)."""
  M, K, N = shape
  p = program(M, K, N, dt)
  x, y = operands(M, K, N, dt)
  assert close(run(p, p.src, x, y, dt), x @ y, dt)

@pytest.mark.parametrize("shape", [(128, 256, 128), (96, 272, 160)], ids=lambda s: "x".join(map(str, s)))
def test_pipeline_fp32_matmul(shape: tuple[int, int, int]) -> None:
  """The fp32 matmul's heuristic (no tensor core: per-thread 4x4 tiles) stages both inputs in 2 stages too; on the executor vs numpy."""
  M, K, N = shape
  a, b = (Tensor.empty(*s, device="NULL:PTX:sm_80") for s in ((M, K), (K, N)))
  p = get_program(next(c.src[0] for c in (a @ b).schedule_linear().src if c.src[0].op is Ops.SINK), renderer_class("PTX")("sm_80"))
  assert p.src.count(".b8 pipe2_") == 2 and "cp.async.wait_group 1" in p.src
  from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory, PTXModule
  rng = np.random.default_rng(M)
  x, y = rng.standard_normal((M, K)).astype(np.float32), rng.standard_normal((K, N)).astype(np.float32)
  bufs = [np.zeros((M, N), np.float32), x, y]
  mem = DeviceMemory()
  for buf in bufs: mem.map(buf.ctypes.data, buf.nbytes)
  PTXModule(p.src).run(p.name, b"".join(struct.pack("<Q", buf.ctypes.data) for buf in bufs), tuple(int(g) for g in p.global_size),
                       tuple(p.local_size or (1, 1, 1)), mem)
  np.testing.assert_allclose(bufs[0], x.astype(np.float64) @ y, rtol=1e-4, atol=1e-4 * np.sqrt(K))

@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas (the CUDA toolkit) is not installed")
@pytest.mark.parametrize("arch", ["sm_80", "sm_90"])
def test_ptxas_accepts(arch: str, tmp_path: Any) -> None:
  """NVIDIA's assembler takes the pipelined ldmatrix kernels (fp16 and bf16, and an odd shape without tensor cores) as they are."""
  for dt, shape in ((dtypes.half, (64, 128, 64)), (dtypes.bfloat16, (96, 160, 80)), (dtypes.half, (33, 47, 29))):
    (f := tmp_path / "k.ptx").write_text(program(*shape, dt, arch).src)
    r = subprocess.run(["ptxas", f"-arch={arch}", str(f), "-o", str(tmp_path / "k.cubin")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
