"""WGSL programs executed for real: wgpu on a software adapter (Mesa's llvmpipe), results compared with numpy.

This checks the numbers the WGSL renderer (and the lowering under it) produce, not only that naga accepts the shader.
"""
import numpy as np
import pytest
from tinygrad.dtype import AddrSpace, DType, Invalid, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program
from tinygrad.codegen.opt import Opt, OptOps
from tinygrad.renderer.wgsl import WGSLRenderer
from tinygrad.runtime.support.compiler_gpu import WGSLCompiler, _wgpu_device

NP = {dtypes.float: np.float32, dtypes.half: np.float16, dtypes.int32: np.int32, dtypes.uint32: np.uint32, dtypes.int8: np.int8,
      dtypes.uint8: np.uint8, dtypes.int16: np.int16, dtypes.uint16: np.uint16, dtypes.bool: np.bool_}

@pytest.fixture(scope="module")
def device():
  if (why := WGSLCompiler.available()) is not None: pytest.skip(f"no WebGPU adapter: {why}")
  return _wgpu_device()

def run(device, ast: UOp, bufs: dict[int, np.ndarray], var_vals: dict[str, int] | None = None) -> dict[int, np.ndarray]:
  """Render, dispatch once, return every buffer read back (as its numpy dtype)."""
  import wgpu  # type: ignore[import-not-found,import-untyped,unused-ignore]
  prg = get_program(ast, WGSLRenderer())
  WGSLCompiler().compile(prg.src)
  pipe = device.create_compute_pipeline(layout="auto", compute={"module": device.create_shader_module(code=prg.src), "entry_point": prg.name})
  usage = wgpu.BufferUsage.STORAGE | wgpu.BufferUsage.COPY_SRC | wgpu.BufferUsage.COPY_DST
  gpu = {s: device.create_buffer_with_data(data=a.tobytes() + bytes(-a.nbytes % 4), usage=usage) for s, a in bufs.items()}
  entries = [{"binding": s, "resource": {"buffer": b}} for s, b in gpu.items()]
  for v, slot in zip(prg.vars, range(max(bufs) + 1, max(bufs) + 1 + len(prg.vars))):
    ub = device.create_buffer_with_data(data=np.array([(var_vals or {})[v.expr], 0, 0, 0], np.int32).tobytes(), usage=wgpu.BufferUsage.UNIFORM)
    entries.append({"binding": slot, "resource": {"buffer": ub}})
  enc = device.create_command_encoder()
  cp = enc.begin_compute_pass()
  cp.set_pipeline(pipe)
  cp.set_bind_group(0, device.create_bind_group(layout=pipe.get_bind_group_layout(0), entries=entries))
  cp.dispatch_workgroups(*prg.launch_dims(var_vals or {})[0])
  cp.end()
  device.queue.submit([enc.finish()])
  return {s: np.frombuffer(device.queue.read_buffer(b), dtype=bufs[s].dtype)[:bufs[s].size] for s, b in gpu.items()}

def buf(slot: int, dt: DType, n: int) -> UOp: return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))
def split(axis: int, amt: int, t: AxisType) -> Opt: return Opt(OptOps.SPLIT, axis, (amt, t))
rng = np.random.default_rng(0)

def test_gemm_with_locals_and_upcasts(device):
  n = 16
  A, B, C = buf(0, dtypes.float, n * n), buf(1, dtypes.float, n * n), buf(2, dtypes.float, n * n)
  i, j, k = UOp.range(n, 0), UOp.range(n, 1), UOp.range(n, 2, AxisType.REDUCE)
  red = UOp(Ops.REDUCE, dtypes.float, (A[i * n + k].load() * B[k * n + j].load(), k), (Ops.ADD, 0))
  opts = (split(2, 4, AxisType.UNROLL), split(0, 4, AxisType.UPCAST), split(1, 4, AxisType.LOCAL))
  ast = C[i * n + j].store(red).end(i, j).sink(arg=KernelInfo(name="gemm", opts_to_apply=opts))
  a, b = rng.standard_normal((n, n)).astype(np.float32), rng.standard_normal((n, n)).astype(np.float32)
  out = run(device, ast, {0: a.ravel(), 1: b.ravel(), 2: np.zeros(n * n, np.float32)})[2]
  np.testing.assert_allclose(out.reshape(n, n), a @ b, rtol=1e-5, atol=1e-5)

def test_reduce_max_and_transcendentals(device):
  n, m = 32, 4
  X, Y = buf(0, dtypes.float, n * m), buf(1, dtypes.float, m)
  i, r = UOp.range(m, 0), UOp.range(n, 1, AxisType.REDUCE)
  x = X[i * n + r].load()
  red = UOp(Ops.REDUCE, dtypes.float, (x.exp2() + x.sin(), r), (Ops.MAX, 0))
  ast = Y[i].store(red.sqrt() + red.log2()).end(i).sink(arg=KernelInfo(name="rmax", opts_to_apply=()))
  xs = rng.uniform(-3, 3, n * m).astype(np.float32)
  out = run(device, ast, {0: xs, 1: np.zeros(m, np.float32)})[1]
  ref = (np.exp2(xs) + np.sin(xs)).reshape(m, n).max(1)
  np.testing.assert_allclose(out, np.sqrt(ref) + np.log2(ref), rtol=1e-5)

def test_gated_load_and_variable(device):
  A, B = buf(0, dtypes.int32, 10), buf(1, dtypes.int32, 16)
  v = UOp.variable("n", 1, 16)
  i = UOp.range(16, 0)
  idx = (i < 10).where(i, UOp.const(Invalid, dtypes.weakint))
  ast = B[i].store(A[idx].load() * v - 1).end(i).sink(arg=KernelInfo(name="gated", opts_to_apply=()))
  a = np.arange(10, dtype=np.int32) - 4
  out = run(device, ast, {0: a, 1: np.full(16, 77, np.int32)}, {"n": 13})[1]
  np.testing.assert_array_equal(out, np.concatenate([a * 13 - 1, [-1] * 6]))

@pytest.mark.parametrize("dt", [dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.uint16, dtypes.int32])
def test_packed_integers_wrap_and_floor_divide(device, dt):
  n = 37  # not a multiple of the 4 bytes a word packs
  A, B = buf(0, dt, n), buf(1, dt, n)
  outs = [buf(2, dt, n), buf(3, dt, n), buf(4, dtypes.bool, n), buf(5, dt, n), buf(6, dt, n)]
  i = UOp.range(n, 0)
  a, b = A[i].load(), B[i].load()
  vals = [a + b, a * b, a < b, a // b, a % b]
  ast = UOp.group(*(o[i].store(v) for o, v in zip(outs, vals))).end(i).sink(arg=KernelInfo(name="ints", opts_to_apply=()))
  info = np.iinfo(NP[dt])
  xa = rng.integers(info.min, info.max, n, endpoint=True).astype(NP[dt])
  sign = np.where(rng.integers(0, 2, n) == 1, -1, 1) if info.min < 0 else 1
  xb = (rng.integers(1, 100, n) * sign).astype(NP[dt])
  res = run(device, ast, {0: xa, 1: xb, **{o.arg.slot: np.zeros(n, NP[o.arg.dtype]) for o in outs}})
  with np.errstate(over="ignore"):
    ref = [xa + xb, xa * xb, xa < xb, np.floor_divide(xa, xb), np.mod(xa, xb)]
  for o, want in zip(outs, ref): np.testing.assert_array_equal(res[o.arg.slot], want.astype(NP[o.arg.dtype]), err_msg=f"{dt} output {o.arg.slot}")

def test_half(device):
  if "shader-f16" not in device.features: pytest.skip("the adapter has no shader-f16")
  n = 64
  A, B, C = buf(0, dtypes.half, n), buf(1, dtypes.half, n), buf(2, dtypes.half, n)
  i = UOp.range(n, 0)
  ast = C[i].store(A[i].load() * B[i].load() + 1).end(i).sink(arg=KernelInfo(name="hmul", opts_to_apply=(split(0, 8, AxisType.LOCAL),)))
  a, b = rng.standard_normal(n).astype(np.float16), rng.standard_normal(n).astype(np.float16)
  out = run(device, ast, {0: a, 1: b, 2: np.zeros(n, np.float16)})[2]
  np.testing.assert_allclose(out.astype(np.float32), (a * b + np.float16(1)).astype(np.float32), rtol=2e-3, atol=2e-3)

def test_shared_memory_and_barrier(device):
  groups, lanes = 4, 16
  A, O = buf(0, dtypes.float, groups * lanes), buf(1, dtypes.float, groups)
  g, l, r = UOp.range(groups, 0, AxisType.GLOBAL), UOp.range(lanes, 1, AxisType.LOCAL), UOp.range(lanes, 2, AxisType.REDUCE)
  tmp = UOp(Ops.BUFFER, dtypes.float.ptr(lanes, AddrSpace.LOCAL), (), ParamArg(None, dtypes.float, addrspace=AddrSpace.LOCAL))
  # each lane writes one element; after the barrier every lane reads all of them, lane 0 stores the sum
  staged = tmp.after(UOp.barrier(tmp[l].store(A[g * lanes + l].load() * 2)))
  red = UOp(Ops.REDUCE, dtypes.float, (staged[(r + l) % lanes].load(), r), (Ops.ADD, 0))
  ast = UOp.group(O[g].store(red, l.eq(0))).end(g, l).sink(arg=KernelInfo(name="blocksum", opts_to_apply=()))
  a = rng.standard_normal(groups * lanes).astype(np.float32)
  out = run(device, ast, {0: a, 1: np.zeros(groups, np.float32)})[1]
  np.testing.assert_allclose(out, (a * 2).reshape(groups, lanes).sum(1), rtol=1e-5)
