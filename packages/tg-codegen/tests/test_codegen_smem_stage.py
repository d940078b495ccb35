"""GPU OptOps.STAGE: a matmul's or conv's input tiles staged through LOCAL (shared) memory by the default GPU heuristic.

Results against numpy on PYTHON (threads shuffled between barriers, so a missing barrier shows) and on the mock GPUs (real
PTX, real AMD machine code), with shapes that divide the tiles and odd ones that need padding; the rendered sm_90 fp32 matmul
declares shared memory, synchronises, and reads each input element once per 64-wide tile instead of once per 4 outputs."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.device import Buffer, Device, renderer_class
from tinygrad.dtype import AddrSpace, DType, PtrDType, dtypes
from tinygrad.helpers import Context, prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program, program
from tinygrad.codegen.graph import base_buffer
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps
from tinygrad.codegen.opt.postrange import Scheduler
from tinygrad.codegen.prepare import prepare
from tinygrad.runtime import ops_python

@pytest.fixture(scope="module", autouse=True)
def close_mock_gpus():
  # an open mock NV/AMD would become Device.DEFAULT for the tests after these (it is the first usable device)
  before = set(Device._opened)
  yield
  for name in [n for n in Device._opened if n not in before and n.split(":")[0] in ("NV", "AMD", "CUDA")]:
    try: Device[name].synchronize()
    finally: del Device._opened[name]

def buf(slot: int, n: int, dt: DType = dtypes.float) -> UOp: return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))

def k_matmul(M: int, N: int, K: int) -> UOp:
  A, B, O = buf(0, M * K), buf(1, K * N), buf(2, M * N)
  i, j, k = UOp.range(M, 0), UOp.range(N, 1), UOp.range(K, 2, AxisType.REDUCE)
  red = UOp(Ops.REDUCE, dtypes.float, (A[i * K + k].load() * B[k * N + j].load(), k), (Ops.ADD, 0))
  return O[i * N + j].store(red).end(i, j).sink(arg=KernelInfo(name=f"mm_{M}_{N}_{K}"))

def run_python(ast: UOp, arrays: list[np.ndarray], seed: int | None = 0) -> tuple[np.ndarray, tuple]:
  """(output (the last array), applied opts) of the default heuristic's kernel on PYTHON with thread order `seed`."""
  dev = Device["PYTHON"]
  assert dev.runtime is not None
  p = get_program(ast, dev.renderer)
  bufs = [Buffer("PYTHON", a.size, dtypes.float).ensure_allocated().copyin(memoryview(np.ascontiguousarray(a).data).cast("B")) for a in arrays]
  prg = dev.runtime(p.name, dev.compiler.compile_cached(p.src))
  gs, ls = p.launch_dims({})
  old, ops_python.SCRAMBLE_SEED = ops_python.SCRAMBLE_SEED, seed
  try: prg(*[bufs[s]._buf for s in p.globals], global_size=gs, local_size=ls, wait=True)
  finally: ops_python.SCRAMBLE_SEED = old
  return np.frombuffer(bufs[-1].as_memoryview(), np.float32).reshape(arrays[-1].shape).copy(), p.applied_opts

def staged(opts: tuple) -> list[int]: return [o.arg for o in opts if o.op is OptOps.STAGE]

rng = np.random.default_rng(0)
def mats(M: int, N: int, K: int) -> list[np.ndarray]:
  return [rng.standard_normal((M, K)).astype(np.float32), rng.standard_normal((K, N)).astype(np.float32), np.zeros((M, N), np.float32)]

@pytest.mark.parametrize("shape", [(64, 64, 64), (50, 35, 66), (32, 48, 20)])
@pytest.mark.parametrize("seed", [0, 1])
def test_matmul_python(shape, seed):
  arrays = mats(*shape)
  out, opts = run_python(k_matmul(*shape), arrays, seed)
  assert staged(opts) == [0, 1], opts
  np.testing.assert_allclose(out, arrays[0].astype(np.float64) @ arrays[1], rtol=1e-4, atol=1e-4)

def test_matmul_python_wrong_without_barriers(monkeypatch):
  # the stage's copy is only right with the barriers before the reads and before the next step's copy
  monkeypatch.setattr(program, "_cache", {})
  monkeypatch.setattr(program, "add_barriers", lambda sink, ren: sink)
  arrays = mats(64, 64, 64)
  out, opts = run_python(k_matmul(64, 64, 64), arrays, 0)
  assert staged(opts) and not np.allclose(out, arrays[0] @ arrays[1], rtol=1e-3, atol=1e-3)

def test_conv_python():
  x, w = rng.standard_normal((2, 8, 10, 10)).astype(np.float32), rng.standard_normal((16, 8, 3, 3)).astype(np.float32)
  with Context(DEV="PYTHON"):
    t = Tensor(x).conv2d(Tensor(w), padding=1)
    kernels = [c.src[0] for c in t.schedule_linear().src if c.src[0].op is Ops.SINK]
    assert any(staged(get_program(a, Device["PYTHON"].renderer).applied_opts) for a in kernels)
    out = t.numpy()
  xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1))).astype(np.float64)
  ref = sum(np.einsum("nchw,oc->nohw", xp[:, :, ky:ky + 10, kx:kx + 10], w[:, :, ky, kx]) for ky in range(3) for kx in range(3))
  np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)

# ---- the opt itself ----

def scheduler(ast: UOp, target: str = "CUDA") -> Scheduler: return Scheduler(prepare(ast), renderer_class(target)("sm_90"))
def split(axis: int, amt: int, t: AxisType) -> Opt: return Opt(OptOps.SPLIT, axis, (amt, t))

def test_stage_needs_threads_that_share_the_tile():
  k = scheduler(k_matmul(64, 64, 64))
  with pytest.raises(KernelOptError, match="LOCAL"): k.apply_opt(Opt(OptOps.STAGE, None, 0))
  k.apply_opt(split(1, 16, AxisType.LOCAL))  # threads along N: all of them read the same rows of A, each its own column of B
  with pytest.raises(KernelOptError, match="its own part"): k.apply_opt(Opt(OptOps.STAGE, None, 1))
  with pytest.raises(KernelOptError, match="one element per reduce step"): k.apply_opt(Opt(OptOps.STAGE, None, 0))
  k.apply_opt(split(3, 8, AxisType.UNROLL))
  k.apply_opt(Opt(OptOps.STAGE, None, 0))

def test_no_split_after_a_shared_stage():
  k = scheduler(k_matmul(64, 64, 64))
  for o in (split(1, 16, AxisType.LOCAL), split(0, 16, AxisType.LOCAL), split(4, 8, AxisType.UNROLL), Opt(OptOps.STAGE, None, 0)): k.apply_opt(o)
  with pytest.raises(KernelOptError, match="before STAGE"): k.apply_opt(split(0, 2, AxisType.UPCAST))
  k.apply_opt(Opt(OptOps.STAGE, None, 1))

def test_stage_over_shared_memory_is_refused():
  k = scheduler(k_matmul(1024, 1024, 256))
  for o in (split(1, 16, AxisType.LOCAL), split(0, 16, AxisType.LOCAL), split(1, 16, AxisType.UPCAST), split(0, 16, AxisType.UPCAST),
            split(6, 32, AxisType.UNROLL)):
    k.apply_opt(o)
  k.apply_opt(Opt(OptOps.STAGE, None, 0))  # 256 x 32 floats: 32 KiB of the 48
  with pytest.raises(KernelOptError, match="shared memory"): k.apply_opt(Opt(OptOps.STAGE, None, 1))

# ---- the rendered sm_90 matmul ----

def global_loads(uops: list[UOp]) -> float:
  """Global elements loaded over the whole launch: each load times the trip counts of its loops and the launch's threads."""
  mult, threads, ld = [1], 1, 0.0
  for u in uops:
    if u.op is Ops.SPECIAL: threads *= u.src[0].arg
    elif u.op is Ops.RANGE: mult.append(mult[-1] * u.src[0].arg)
    elif u.op is Ops.IF: mult.append(mult[-1])
    elif u.op in (Ops.END, Ops.ENDIF): mult.pop()
    elif u.op is Ops.LOAD and isinstance(b := base_buffer(u.src[0]).dtype, PtrDType) and b.addrspace is AddrSpace.GLOBAL:
      ld += u.dtype.count * mult[-1]
  return ld * threads

def test_sm90_fp32_matmul_uses_shared_memory():
  with Context(DEV="NULL"):
    t = Tensor.empty(4096, 4096) @ Tensor.empty(4096, 4096)
    ast = next(c.src[0] for c in t.schedule_linear().src if c.src[0].op is Ops.SINK)
  p = get_program(ast, renderer_class("PTX")("sm_90"))
  assert ".shared" in p.src and "bar.sync" in p.src, p.src
  # each thread copies 4 neighbours of a row at a time: on sm_80+ one 16-byte cp.async, the copy never passing through registers
  assert "cp.async.cg.shared.global" in p.src and "cp.async.wait_group" in p.src, "each thread copies 4 neighbours of a row at a time"
  assert "ld.global.v4.f32" in get_program(ast, renderer_class("PTX")("sm_75")).src, "sm_75: 4 neighbours through registers"
  assert staged(p.applied_opts), p.applied_opts
  # per K step: one barrier before the copies (the last step's reads are done), one after both (A's and B's tiles are in)
  assert sum(u.op is Ops.BARRIER for u in p.uops) == 2
  assert p.local_size is not None and prod(p.local_size) >= 128
  per_output = global_loads(p.uops) / 4096 ** 2
  # unstaged: 2048 (8 elements per 16 outputs per k); the 2-stage pipeline's copy of step 0 before the loop counts once more (its
  # last step's copy, past the end, reads nothing: cp.async ignore-src)
  assert per_output <= 128 * (1 + 1 / 256), per_output

# ---- the mock GPUs ----

@pytest.mark.parametrize("dev", ["MOCK+NV:PTX", "MOCKKFD+AMD:LLVM"])
@pytest.mark.parametrize("shape", [(64, 64, 64), (100, 70, 130)])
def test_matmul_on_mock_gpus(dev: str, shape):
  pytest.importorskip("tinygrad.runtime.mockgpu.nv.ptx" if "NV" in dev else "tinygrad.runtime.mockgpu.amd.emu")
  a, b, _ = mats(*shape)
  with Context(DEV=dev):
    t = Tensor(a) @ Tensor(b)
    ast = next(c.src[0] for c in t.schedule_linear().src if c.src[0].op is Ops.SINK)
    assert staged(get_program(ast, Device[dev.split("+")[1].split(":")[0]].renderer).applied_opts)
    out = t.numpy()
  np.testing.assert_allclose(out, a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)

@pytest.mark.parametrize("dev", ["MOCK+NV:PTX", "MOCKKFD+AMD:LLVM"])
def test_conv_on_mock_gpus(dev: str):
  pytest.importorskip("tinygrad.runtime.mockgpu.nv.ptx" if "NV" in dev else "tinygrad.runtime.mockgpu.amd.emu")
  x, w = rng.standard_normal((2, 8, 12, 12)).astype(np.float32), rng.standard_normal((16, 8, 3, 3)).astype(np.float32)
  with Context(DEV=dev):
    t = Tensor(x).conv2d(Tensor(w), padding=1)
    kernels = [c.src[0] for c in t.schedule_linear().src if c.src[0].op is Ops.SINK]
    assert any(staged(get_program(a, Device[dev.split("+")[1].split(":")[0]].renderer).applied_opts) for a in kernels)
    out = t.numpy()
  xp = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1))).astype(np.float64)
  ref = sum(np.einsum("nchw,oc->nohw", xp[:, :, ky:ky + 12, kx:kx + 12], w[:, :, ky, kx]) for ky in range(3) for kx in range(3))
  np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)

# ---- attention's softmax(q k^T) @ v on tensor cores (its P operand is computed, not loaded) ----

@pytest.mark.parametrize("dev", ["MOCK+NV:PTX", "MOCKKFD+AMD:LLVM"])
def test_attention_pv_on_tensor_cores(dev: str):
  pytest.importorskip("tinygrad.runtime.mockgpu.nv.ptx" if "NV" in dev else "tinygrad.runtime.mockgpu.amd.emu")
  q, k, v = [rng.standard_normal((1, 2, 128, 16)).astype(np.float16) for _ in range(3)]
  with Context(DEV=dev):
    t = Tensor(q).scaled_dot_product_attention(Tensor(k), Tensor(v))
    ren = Device[dev.split("+")[1].split(":")[0]].renderer
    progs = [get_program(c.src[0], ren) for c in t.schedule_linear().src if c.src[0].op is Ops.SINK]
    out = t.numpy()
  # q @ k^T and P @ v both run on the tensor cores; P @ v's K loop (the 128 keys) is long enough to stage v
  assert sum(any(u.op is Ops.WMMA for u in p.uops) for p in progs) == 2, [(p.name, p.applied_opts) for p in progs]
  assert any(staged(p.applied_opts) and any(u.op is Ops.WMMA for u in p.uops) for p in progs), [(p.name, p.applied_opts) for p in progs]
  qf, kf, vf = (x.astype(np.float64) for x in (q, k, v))
  s = qf @ kf.transpose(0, 1, 3, 2) / 4
  p = np.exp(s - s.max(-1, keepdims=True))
  np.testing.assert_allclose(out, (p / p.sum(-1, keepdims=True)) @ vf, rtol=2e-2, atol=2e-3)

@pytest.mark.parametrize("dev", ["MOCK+NV:PTX", "MOCKKFD+AMD:LLVM"])
@pytest.mark.parametrize("shape,tc_opt", [((128, 128, 128), 0), ((96, 160, 136), 2)])
def test_fp16_matmul_tensor_cores_staged(dev: str, shape, tc_opt: int):
  # each tensor-core fragment element is a load of its own: one copy per K step serves all of them (K >= 8 steps of 16 is staged)
  pytest.importorskip("tinygrad.runtime.mockgpu.nv.ptx" if "NV" in dev else "tinygrad.runtime.mockgpu.amd.emu")
  M, N, K = shape
  a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((K, N)).astype(np.float16)
  with Context(DEV=dev, TC_OPT=tc_opt):
    t = Tensor(a) @ Tensor(b)
    ast = next(c.src[0] for c in t.schedule_linear().src if c.src[0].op is Ops.SINK)
    p = get_program(ast, Device[dev.split("+")[1].split(":")[0]].renderer)
    out = t.numpy()
  assert any(u.op is Ops.WMMA for u in p.uops) and staged(p.applied_opts), p.applied_opts
  np.testing.assert_allclose(out.astype(np.float64), a.astype(np.float64) @ b.astype(np.float64), rtol=1e-2, atol=5e-2)
