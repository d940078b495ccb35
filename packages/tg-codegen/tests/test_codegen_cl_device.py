"""The CL device on a real OpenCL driver (pocl on the CPU in CI): Tensor ops, dtypes, reductions and matmul against numpy, grouped
reductions through local memory and barriers, build errors with the build log, buffer views, event timing, the `,KEY=VALUE`
options, and what happens without an OpenCL library. Skipped, saying why, where no OpenCL driver is installed."""
import ctypes
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.device import Buffer, BufferSpec, CompileError, Device, _Device
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program
from tinygrad.codegen.opt import Opt, OptOps
from tinygrad.runtime import ops_cl

def _why_no_cl() -> str | None:
  try: ops_cl.cl_devices()
  except RuntimeError as e: return str(e)
  return None

pytestmark = pytest.mark.skipif((why := _why_no_cl()) is not None, reason=f"no OpenCL driver: {why}")
rng = np.random.default_rng(0)

def cl(a: np.ndarray) -> Tensor: return Tensor(a, device="CL")
def cldev(name: str = "CL") -> ops_cl.CLDevice:
  d = Device[name]
  assert isinstance(d, ops_cl.CLDevice)
  return d

ELEMENTWISE: dict[str, tuple[Any, Any]] = {"add": (lambda a, b: a + b, lambda a, b: a + b), "mul": (lambda a, b: a * b, lambda a, b: a * b),
               "div": (lambda a, b: a / (b.abs() + 1), lambda a, b: a / (np.abs(b) + 1)),
               "max": (lambda a, b: a.maximum(b), np.maximum), "where": (lambda a, b: (a < b).where(a, b), lambda a, b: np.where(a < b, a, b)),
               "exp": (lambda a, b: a.exp(), lambda a, b: np.exp(a)), "log": (lambda a, b: (a.abs() + 1).log(), lambda a, b: np.log(np.abs(a) + 1)),
               "sin": (lambda a, b: a.sin(), lambda a, b: np.sin(a)), "sqrt": (lambda a, b: a.abs().sqrt(), lambda a, b: np.sqrt(np.abs(a))),
               "pow": (lambda a, b: a.abs() ** b, lambda a, b: np.abs(a) ** b)}

@pytest.mark.parametrize("name", ELEMENTWISE)
def test_elementwise(name):
  a, b = rng.standard_normal((33, 47)).astype(np.float32), rng.standard_normal((33, 47)).astype(np.float32)
  fn, oracle = ELEMENTWISE[name]
  np.testing.assert_allclose(fn(cl(a), cl(b)).numpy(), oracle(a.astype(np.float64), b.astype(np.float64)), rtol=1e-5, atol=1e-5)

@pytest.mark.parametrize("dt", [dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.int32, dtypes.uint32, dtypes.int64, dtypes.float16,
                                dtypes.float32, dtypes.bool])
def test_dtypes(dt):
  npdt = np.dtype(dt.fmt) if dt != dtypes.bool else np.bool_
  a = (rng.integers(0, 100, (257,)) if dt != dtypes.bool else rng.integers(0, 2, (257,))).astype(npdt)
  b = (rng.integers(1, 50, (257,)) if dt != dtypes.bool else rng.integers(0, 2, (257,))).astype(npdt)
  got = (cl(a) * cl(b) + cl(a)).numpy() if dt != dtypes.bool else (cl(a) ^ cl(b)).numpy()
  np.testing.assert_array_equal(got, (a * b + a) if dt != dtypes.bool else (a ^ b))
  np.testing.assert_array_equal(cl(a).cast(dtypes.float32).numpy(), a.astype(np.float32))

def test_half_math_matches_numpy():
  # without cl_khr_fp16 (pocl) half is stored as bits and computed in float: results still round like numpy's float16
  a = rng.standard_normal(1000).astype(np.float16)
  np.testing.assert_allclose(cl(a).exp().numpy(), np.exp(a.astype(np.float32)).astype(np.float16), rtol=2e-3)
  np.testing.assert_array_equal((cl(a) + cl(a)).numpy(), a + a)

def test_double():
  if "cl_khr_fp64" not in cldev().extensions: pytest.skip("this OpenCL device has no cl_khr_fp64")
  a = rng.standard_normal(999)
  np.testing.assert_allclose((cl(a).abs() * 3 + 1).sqrt().numpy(), np.sqrt(np.abs(a) * 3 + 1), rtol=1e-15)

@pytest.mark.parametrize("shape,axis", [((4096,), None), ((37, 300), 1), ((300, 37), 0), ((8, 16, 32), (0, 2))])
def test_reductions(shape, axis):
  a = rng.standard_normal(shape).astype(np.float32)
  np.testing.assert_allclose(cl(a).sum(axis).numpy(), a.astype(np.float64).sum(axis), rtol=1e-4, atol=1e-4)
  np.testing.assert_allclose(cl(a).max(axis).numpy(), a.max(axis))
  np.testing.assert_allclose(cl(a).mean(axis).numpy(), a.astype(np.float64).mean(axis), rtol=1e-4, atol=1e-5)

@pytest.mark.parametrize("M,N,K", [(64, 64, 64), (33, 65, 17), (1, 256, 512), (128, 1, 96)])
def test_matmul(M, N, K):
  a, b = rng.standard_normal((M, K)).astype(np.float32), rng.standard_normal((K, N)).astype(np.float32)
  np.testing.assert_allclose((cl(a) @ cl(b)).numpy(), a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)

def test_softmax_and_movement():
  a = rng.standard_normal((16, 50)).astype(np.float32)
  e = np.exp(a - a.max(1, keepdims=True))
  np.testing.assert_allclose(cl(a).softmax(1).numpy(), e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-6)
  np.testing.assert_array_equal(cl(a).permute(1, 0)[3:40:2].pad(((1, 2), (0, 3))).numpy(), np.pad(a.T[3:40:2], ((1, 2), (0, 3))))

# ---- kernels with local memory and barriers ----

def _param(slot: int, n: int) -> UOp: return UOp(Ops.PARAM, dtypes.float.ptr(n), (), ParamArg(slot, dtypes.float))

def _rows_sum(M: int, N: int) -> UOp:
  A, O = _param(0, M * N), _param(1, M)
  i, r = UOp.range(M, 0), UOp.range(N, 1, AxisType.REDUCE)
  return O[i].store(UOp(Ops.REDUCE, dtypes.float, (A[i * N + r].load(), r), (Ops.ADD, 0))).end(i).sink(arg=KernelInfo(name="rows_sum"))

def _run(ast: UOp, opts: tuple, arrays: list[np.ndarray]) -> tuple[np.ndarray, str, float | None]:
  dev = cldev()
  p = get_program(ast.replace(arg=KernelInfo(name=ast.arg.name, opts_to_apply=opts)), dev.ren)
  bufs = [Buffer("CL", a.size, dtypes.float).ensure_allocated().copyin(memoryview(np.ascontiguousarray(a).data).cast("B")) for a in arrays]
  gs, ls = p.launch_dims({})
  t = ops_cl.CLProgram(dev, p.name, dev.compiler.compile_cached(p.src))(*[bufs[s]._buf for s in p.globals], global_size=gs, local_size=ls, wait=True)
  return np.frombuffer(bufs[-1].as_memoryview(), np.float32).reshape(arrays[-1].shape).copy(), p.src, t

@pytest.mark.parametrize("opts", [(Opt(OptOps.GROUP, 1, 16),), (Opt(OptOps.GROUPTOP, 1, 64),),
                                  (Opt(OptOps.GROUP, 1, 32), Opt(OptOps.SPLIT, 0, (4, AxisType.LOCAL)))])
def test_grouped_reduction_local_memory(opts):
  M, N = 24, 512
  a = rng.standard_normal((M, N)).astype(np.float32)
  out, src, t = _run(_rows_sum(M, N), opts, [a, np.zeros(M, np.float32)])
  assert "__local" in src and "barrier(CLK_LOCAL_MEM_FENCE)" in src, src
  np.testing.assert_allclose(out, a.astype(np.float64).sum(1), rtol=1e-4, atol=1e-4)
  assert isinstance(t, float) and 0 < t < 10  # seconds between the kernel's profiling START and END events

def test_heuristic_groups_a_long_sum():
  a = rng.standard_normal(1 << 14).astype(np.float32)
  out = cl(a).sum()
  (p,) = [get_program(c.src[0], cldev().ren) for c in out.schedule_linear().src if c.src[0].op is Ops.SINK]
  assert "barrier(" in p.src and p.local_size is not None and np.prod(p.local_size) > 1, p.src
  np.testing.assert_allclose(out.numpy(), a.astype(np.float64).sum(), rtol=1e-4)

# ---- programs, buffers, options ----

def test_build_error_shows_build_log():
  with pytest.raises(CompileError, match=r"(?s)build log:.*not_declared_anywhere"):
    ops_cl.CLProgram(cldev(), "bad", b"__kernel void bad(__global float* a) { a[0] = not_declared_anywhere; }")

def test_missing_kernel_name():
  with pytest.raises(RuntimeError, match="clCreateKernel nope failed: CL_INVALID_KERNEL_NAME"):
    ops_cl.CLProgram(cldev(), "nope", b"__kernel void yes(__global float* a) { a[0] = 1.0f; }")

def test_workgroup_over_limit_is_an_error():
  prg = ops_cl.CLProgram(cldev(), "k", b"__kernel void k(__global float* a) { a[get_global_id(0)] = 1.0f; }")
  b = Buffer("CL", 4, dtypes.float).ensure_allocated()
  with pytest.raises(RuntimeError, match="work-items is over"): prg(b._buf, global_size=(1, 1, 1), local_size=(prg.max_threads + 1, 1, 1))

def test_views():
  a = np.arange(256, dtype=np.float32)
  base = Buffer("CL", 256, dtypes.float).ensure_allocated().copyin(memoryview(a.data).cast("B"))
  align = cldev().base_align
  for off in (align, 4):  # a sub-buffer, and an unaligned window that still copies in and out
    v = base.view(16, dtypes.float, off)
    np.testing.assert_array_equal(np.frombuffer(v.as_memoryview(), np.float32), a[off // 4:off // 4 + 16])
    v.copyin(memoryview(np.full(16, -1, np.float32).data).cast("B"))
    a[off // 4:off // 4 + 16] = -1
    np.testing.assert_array_equal(np.frombuffer(base.as_memoryview(), np.float32), a)
  prg = ops_cl.CLProgram(cldev(), "k", b"__kernel void k(__global float* a) { a[get_global_id(0)] *= 2.0f; }")
  prg(base.view(16, dtypes.float, align).ensure_allocated()._buf, global_size=(16, 1, 1))
  a[align // 4:align // 4 + 16] *= 2
  np.testing.assert_array_equal(np.frombuffer(base.as_memoryview(), np.float32), a)
  with pytest.raises(RuntimeError, match="sub-buffer alignment"): prg(base.view(16, dtypes.float, 4).ensure_allocated()._buf, global_size=(16, 1, 1))

def test_variables_are_passed():
  n = UOp.variable("n", 1, 64)
  t = Tensor.arange(64, device="CL").float()[:n.bind(37)].sum()
  assert t.item() == sum(range(37))

@pytest.mark.parametrize("dev,msg", [("CL::FOO=1", "no option 'FOO'; its options are: IMAGE_PITCH_ALIGNMENT"),
                                     ("CL::IMAGE_PITCH_ALIGNMENT=48", "power of two"), ("CL::IMAGE_PITCH_ALIGNMENT=x", "power of two"),
                                     ("CL::IMAGE_PITCH_ALIGNMENT=0", "power of two")])
def test_bad_options(dev, msg):
  with Context(DEV=dev), pytest.raises(ValueError, match=msg): ops_cl.CLDevice("CL")

def test_bad_device_index():
  with pytest.raises(RuntimeError, match="CL:99 does not exist; the OpenCL devices are 0: "): ops_cl.CLDevice("CL:99")

def test_cl_device_env_picks_by_name(monkeypatch):
  first = ops_cl.cl_devices()[0]
  monkeypatch.setenv("CL_DEVICE", first.name.split()[0][:6])
  assert ops_cl.CLDevice("CL").info == first
  monkeypatch.setenv("CL_DEVICE", "no such device anywhere")
  with pytest.raises(RuntimeError, match="matches no OpenCL device"): ops_cl.CLDevice("CL")

# ---- images and IMAGE_PITCH_ALIGNMENT ----

def _image(dev: ops_cl.CLDevice, h: int, w: int, data: np.ndarray) -> tuple[Buffer, int]:
  """A (h, w) RGBA image buffer holding `data`; returns it and the row pitch the driver reports (CL_IMAGE_ROW_PITCH)."""
  b = Buffer(dev.device, data.size, dtypes.float if data.dtype == np.float32 else dtypes.half, options=BufferSpec(image=(h, w)))
  b.ensure_allocated().copyin(memoryview(data.data).cast("B"))
  pitch = ctypes.c_uint64()
  ops_cl.check(dev.cl.clGetImageInfo(b._buf.mem, dev.cl.CL_IMAGE_ROW_PITCH, 8, ctypes.addressof(pitch), None), "clGetImageInfo")
  return b, pitch.value

def _storage_rows(dev: ops_cl.CLDevice, b: Buffer) -> bytes:
  im = b._buf.image
  if isinstance(im.storage, ctypes.Array): return bytes(im.storage)
  out = (ctypes.c_char * (im.pitch * im.height))()
  ops_cl.check(dev.cl.clEnqueueReadBuffer(dev.queue, im.storage, True, 0, len(out), ctypes.addressof(out), 0, None, None), "read storage")
  return bytes(out)

@pytest.mark.parametrize("np_dt,texel", [(np.float32, 16), (np.float16, 8)])
@pytest.mark.parametrize("align", [None, 64, 256])
def test_image_pitch_alignment(np_dt, texel, align):
  h, w = 3, 5
  dev = cldev("CL" if align is None else f"CL::IMAGE_PITCH_ALIGNMENT={align}")
  if not dev.has_images: pytest.skip("this OpenCL device has no images")
  data = rng.standard_normal((h, w, 4)).astype(np_dt)
  b, pitch = _image(dev, h, w, data)
  want = -(-w * texel // (align or max(dev.driver_pitch_alignment, 1) * texel)) * (align or max(dev.driver_pitch_alignment, 1) * texel)
  assert pitch == want == b._buf.image.pitch, (pitch, want)
  if align == 256: assert pitch == 256 and pitch > w * texel  # the option padded each 80- or 40-byte row
  np.testing.assert_array_equal(np.frombuffer(b.as_memoryview(), np_dt).reshape(h, w, 4), data)  # round trip through the pitched image
  rows = _storage_rows(dev, b)  # the texels sit `pitch` bytes apart in the image's memory
  for r in range(h): assert rows[r * pitch:r * pitch + w * texel] == data[r].tobytes()

def test_image_kernel_reads_pitched_rows():
  dev = cldev("CL::IMAGE_PITCH_ALIGNMENT=128")
  if not dev.has_images: pytest.skip("this OpenCL device has no images")
  h, w = 4, 3
  data = rng.standard_normal((h, w, 4)).astype(np.float32)
  img, _ = _image(dev, h, w, data)
  out = Buffer(dev.device, h * w * 4, dtypes.float).ensure_allocated()
  src = (b"__constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;\n"
         b"__kernel void rd(read_only image2d_t im, __global float4* o) { int x = get_global_id(0), y = get_global_id(1);\n"
         b"  o[y*" + str(w).encode() + b"+x] = read_imagef(im, smp, (int2)(x, y)); }")
  ops_cl.CLProgram(dev, "rd", src)(img._buf, out._buf, global_size=(w, h, 1))
  np.testing.assert_array_equal(np.frombuffer(out.as_memoryview(), np.float32).reshape(h, w, 4), data)

def test_bad_image_specs():
  dev = Device["CL"]
  with pytest.raises(ValueError, match=r"image=\(height, width\)"): dev.allocator.alloc(64, BufferSpec(image=(4,)))
  with pytest.raises(ValueError, match="RGBA image holds"): dev.allocator.alloc(100, BufferSpec(image=(2, 2)))

# ---- device selection ----

def test_auto_selection_skips_a_cpu_only_driver():
  if any(d.kind != "CPU" for d in ops_cl.cl_devices()): pytest.skip("an OpenCL GPU or accelerator is present: auto-selection may pick it")
  with Context(DEV=""):
    d = _Device()
    assert d.DEFAULT == "CPU"
    assert isinstance(d["CL"], ops_cl.CLDevice)  # asked for by name it opens
  with Context(DEV=""): assert d.DEFAULT == "CPU"  # and stays out of the choice once open

def test_no_opencl_library_names_what_to_install(monkeypatch):
  from tinygrad.runtime.autogen import opencl
  from tinygrad.runtime.support import c
  monkeypatch.setattr(opencl, "dll", c.DLL("OpenCL", ["tg-no-such-OpenCL"]))
  monkeypatch.setenv("OPENCL_PATH", "/nonexistent")
  ops_cl.load_cl.cache_clear()
  try:
    with pytest.raises(RuntimeError, match=r"no OpenCL library.*apt-get install ocl-icd-libopencl1 pocl-opencl-icd"): ops_cl.CLDevice("CL")
    with Context(DEV=""): assert _Device().DEFAULT != "CL"
  finally: ops_cl.load_cl.cache_clear()

def test_without_tg_autogen_names_the_wheel(monkeypatch):
  import sys
  monkeypatch.setitem(sys.modules, "tinygrad.runtime.autogen.opencl", None)  # an import of it raises ImportError, as with the wheel absent
  ops_cl.load_cl.cache_clear()
  try:
    with pytest.raises(RuntimeError, match="pip install tg-autogen"): ops_cl.CLDevice("CL")
  finally: ops_cl.load_cl.cache_clear()

def test_bad_cached_binary_is_rebuilt_from_source():
  from tinygrad.helpers import diskcache_get, diskcache_put
  dev, src = cldev(), b"__kernel void seven(__global float* a) { a[get_global_id(0)] = 7.0f; }"
  diskcache_put(dev._binary_table, src, b"not a binary of any driver")
  b = Buffer("CL", 8, dtypes.float).ensure_allocated()
  ops_cl.CLProgram(dev, "seven", src)(b._buf, global_size=(8, 1, 1))
  np.testing.assert_array_equal(np.frombuffer(b.as_memoryview(), np.float32), np.full(8, 7, np.float32))
  assert diskcache_get(dev._binary_table, src) != b"not a binary of any driver"

def test_half_follows_the_fp16_extension():
  dev = cldev()
  assert dev.arch == (",".join(e for e in ("cl_khr_fp16", "cl_khr_fp64") if e in dev.extensions) or "cl_nofp")
  a = np.arange(64).astype(np.float16)
  t = cl(a).realize() * 3 + 1
  (p,) = [get_program(c.src[0], dev.ren) for c in t.schedule_linear().src if c.src[0].op is Ops.SINK]
  if "cl_khr_fp16" in dev.extensions: assert "cl_khr_fp16 : enable" in p.src and "half" in p.src, p.src
  else: assert "half" not in p.src and "ushort" in p.src, p.src  # stored as its bits, computed in float
  np.testing.assert_array_equal(t.numpy(), a * 3 + 1)

def test_allocation_limits_and_empty_buffers():
  dev = cldev()
  with pytest.raises(MemoryError, match="out of memory allocating") as e: dev.allocator.alloc(dev.max_alloc + 1)
  assert "over the device's largest allocation" in str(e.value.__cause__)
  assert cl(np.zeros((0, 3), np.float32)).numpy().shape == (0, 3)
  np.testing.assert_array_equal((cl(np.zeros((0, 3), np.float32)) + 1).sum(0).numpy(), np.zeros(3, np.float32))
