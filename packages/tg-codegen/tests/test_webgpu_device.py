"""DEV=WEBGPU: tensors computed on a WebGPU adapter (Mesa's lavapipe in CI) through wgpu-native, against numpy.

Skipped, with the reason, where no adapter opens (no wgpu wheel, no Vulkan/Metal/D3D12 driver).
"""
import numpy as np
import pytest
from tinygrad import Device, Tensor, TinyJit, dtypes
from tinygrad.device import Buffer, is_dtype_supported
from tinygrad.helpers import Context, GlobalCounters
from tinygrad.uop import Ops
from tinygrad.uop.ops import KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program
from tinygrad.renderer.wgsl import WGSLRenderer

D = "WEBGPU"
rng = np.random.default_rng(0)

@pytest.fixture(scope="module")
def dev():
  try: return Device[D]
  except Exception as e: pytest.skip(f"no WebGPU adapter: {e}")

def T(a: np.ndarray) -> Tensor: return Tensor(a, device=D)

def test_elementwise(dev):
  a, b = rng.standard_normal((37, 19)).astype(np.float32), rng.uniform(0.5, 2, (37, 19)).astype(np.float32)
  out = (T(a) * T(b) + T(a).exp() - T(b).log() / T(a).abs().maximum(0.1) + T(a).sin()).numpy()
  np.testing.assert_allclose(out, a * b + np.exp(a) - np.log(b) / np.maximum(np.abs(a), 0.1) + np.sin(a), rtol=1e-4, atol=1e-4)
  np.testing.assert_array_equal((T(a) < T(b)).where(T(a), -1).numpy(), np.where(a < b, a, -1))

def test_reduce(dev):
  a = rng.standard_normal((64, 300)).astype(np.float32)
  np.testing.assert_allclose(T(a).sum(1).numpy(), a.sum(1), rtol=1e-4, atol=1e-4)
  np.testing.assert_allclose(T(a).max(0).numpy(), a.max(0))
  np.testing.assert_allclose(T(a).mean().numpy(), a.mean(), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(T(a).softmax(1).numpy(), np.exp(a) / np.exp(a).sum(1, keepdims=True), rtol=1e-4, atol=1e-6)

def test_matmul(dev):
  a, b = rng.standard_normal((65, 129)).astype(np.float32), rng.standard_normal((129, 33)).astype(np.float32)
  np.testing.assert_allclose((T(a) @ T(b)).numpy(), a @ b, rtol=1e-4, atol=1e-4)

def test_movement(dev):
  a = rng.standard_normal((4, 6, 5)).astype(np.float32)
  t = T(a)
  np.testing.assert_array_equal(t.permute(2, 0, 1).contiguous().numpy(), a.transpose(2, 0, 1))
  np.testing.assert_array_equal(t.flip(1).numpy(), a[:, ::-1])
  np.testing.assert_array_equal(t[1:3, ::2, 2:].numpy(), a[1:3, ::2, 2:])
  np.testing.assert_array_equal(t.pad(((1, 0), (0, 2), (1, 1))).numpy(), np.pad(a, ((1, 0), (0, 2), (1, 1))))
  np.testing.assert_array_equal(t[:, :1].expand(4, 3, 5).numpy(), np.broadcast_to(a[:, :1], (4, 3, 5)))
  np.testing.assert_array_equal(Tensor.cat(t, t * 2, dim=2).numpy(), np.concatenate([a, a * 2], 2))

def test_gradient_step(dev):
  """One SGD step of least squares: W -= lr * 2/N x^T (xW - y), the closed-form gradient."""
  x, y, w = (rng.standard_normal(s).astype(np.float32) for s in ((32, 8), (32, 3), (8, 3)))
  W = T(w).requires_grad_()
  loss = ((T(x) @ W - T(y)) ** 2).mean()
  loss.backward()
  assert W.grad is not None
  np.testing.assert_allclose(loss.numpy(), ((x @ w - y) ** 2).mean(), rtol=1e-5)
  grad = 2 / (32 * 3) * x.T @ (x @ w - y)
  np.testing.assert_allclose(W.grad.numpy(), grad, rtol=1e-4, atol=1e-6)
  np.testing.assert_allclose((W - 0.1 * W.grad).numpy(), w - 0.1 * grad, rtol=1e-5, atol=1e-6)

def test_tinyjit_replay(dev):
  @TinyJit
  def f(a: Tensor, b: Tensor) -> Tensor: return ((a @ b).relu() + a.sum()).realize()
  for i in range(5):
    a, b = rng.standard_normal((16, 16)).astype(np.float32), rng.standard_normal((16, 16)).astype(np.float32)
    GlobalCounters.reset()
    out = f(T(a), T(b)).numpy()
    np.testing.assert_allclose(out, np.maximum(a @ b, 0) + a.sum(), rtol=1e-4, atol=1e-4, err_msg=f"call {i}")
  assert f.captured is not None and GlobalCounters.kernel_count > 0  # the last calls replayed the captured kernels

def test_double_is_refused_by_capability(dev):
  assert not is_dtype_supported(dtypes.float64, D) and is_dtype_supported(dtypes.int64, D) and is_dtype_supported(dtypes.float32, D)
  with pytest.raises(NotImplementedError, match="float64"): (T(np.ones(4)) * 2).realize()  # numpy's float64 stays float64

@pytest.mark.parametrize("dt", [dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.uint16, dtypes.int64, dtypes.uint64, dtypes.bool])
def test_narrow_and_long_ints(dev, dt):
  """8/16-bit values packed in u32 words, longs as two words: wraparound and division as numpy's."""
  npdt = np.dtype(dt.fmt)
  if dt == dtypes.bool:
    a, b = rng.integers(0, 2, 37).astype(bool), rng.integers(0, 2, 37).astype(bool)
    np.testing.assert_array_equal((T(a) & T(b) | ~T(a)).numpy(), a & b | ~a)
    np.testing.assert_array_equal(T(a).sum().numpy(), a.sum())
    return
  info = np.iinfo(npdt)
  lo, hi = max(info.min, -2**40), min(info.max, 2**40)
  a, b = rng.integers(lo, hi, 37).astype(npdt), rng.integers(1, 100, 37).astype(npdt)
  with np.errstate(over="ignore"):
    np.testing.assert_array_equal((T(a) * T(b) + T(a)).numpy(), a * b + a)
  np.testing.assert_array_equal((T(a) // T(b)).numpy(), a // b)
  np.testing.assert_array_equal(T(a).max().numpy(), a.max())

def test_half(dev):
  a = rng.standard_normal(100).astype(np.float16)
  out = (T(a) * 3 + 1).numpy()
  assert out.dtype == np.float16  # native with shader-f16, else bits computed in float32: the same values either way
  np.testing.assert_allclose(out.astype(np.float32), (a * np.float16(3) + np.float16(1)).astype(np.float32), rtol=1e-3)

def test_launch_over_65535_workgroups_is_split(dev):
  """70001 output rows of one thread each: two launch dims (the limit is per dim), the rows past the end gated off memory."""
  a = rng.standard_normal((70001, 3)).astype(np.float32)
  np.testing.assert_allclose(T(a).sum(1).numpy(), a.sum(1), rtol=1e-5, atol=1e-5)

@pytest.mark.parametrize("n", [70001, 65536 * 3, 131071])
def test_fit_globals_in_renderer(n):
  """Without a GPU: the WGSL program of a kernel with n workgroups launches at most global_max per dim and covers n."""
  X, Y = (UOp(Ops.PARAM, dtypes.float.ptr(n), (), ParamArg(i, dtypes.float)) for i in range(2))
  i = UOp.range(n, 0)
  ast = Y[i].store(X[i].load() + 1).end(i).sink(arg=KernelInfo(name="add1", opts_to_apply=()))
  gs = get_program(ast, WGSLRenderer()).launch_dims({})[0]
  assert max(gs) <= 65535 and np.prod(gs) >= n and np.prod(gs) - n < max(gs)

def test_many_inputs_split_by_max_kernel_buffers(dev):
  n = dev.renderer.max_kernel_buffers + 4
  xs = [rng.standard_normal(8).astype(np.float32) for _ in range(n)]
  ts = [T(x).realize() for x in xs]
  acc = ts[0]
  for t in ts[1:]: acc = acc + t
  np.testing.assert_allclose(acc.numpy(), np.sum(xs, 0), rtol=1e-5, atol=1e-5)

def test_renderer_limits_come_from_the_adapter(dev):
  ren, lim = dev.renderer, dev.limits
  assert ren.max_kernel_buffers == lim["max-storage-buffers-per-shader-stage"] == dev.adapter.limits["max-storage-buffers-per-shader-stage"]
  assert ren.local_max[0] == min(lim["max-compute-workgroup-size-x"], lim["max-compute-invocations-per-workgroup"])
  assert ren.global_max == (lim["max-compute-workgroups-per-dimension"],) * 3 and ren.shared_max == lim["max-compute-workgroup-storage-size"]

def test_unaligned_views_copy(dev):
  base = Buffer(D, 13, dtypes.uint8).ensure_allocated().copyin(memoryview(bytes(range(13))))
  v = base.view(6, dtypes.uint8, 3)
  assert bytes(v.as_memoryview()) == bytes(range(3, 9))
  v.copyin(memoryview(b"abcdef"))
  assert bytes(base.as_memoryview()) == bytes(range(3)) + b"abcdef" + bytes(range(9, 13))

def test_timed_kernel(dev):
  with Context(DEBUG=2):
    GlobalCounters.reset()
    (T(rng.standard_normal(1000).astype(np.float32)) + 1).realize()
  assert GlobalCounters.time_sum_s > 0

def test_backend_choice(dev, monkeypatch):
  from tinygrad.runtime import ops_webgpu
  monkeypatch.setenv("WEBGPU_BACKEND", "opengl")
  ops_webgpu.adapters.cache_clear()
  try:
    with pytest.raises(ValueError, match="vulkan"): ops_webgpu.adapters()
    monkeypatch.setenv("WEBGPU_BACKEND", "vulkan")
    ops_webgpu.adapters.cache_clear()
    if dev.adapter.info["backend_type"] == "Vulkan": assert all(a.info["backend_type"] == "Vulkan" for a in ops_webgpu.adapters())
    monkeypatch.setenv("WEBGPU_BACKEND", "metal")
    ops_webgpu.adapters.cache_clear()
    if not any(a.info["backend_type"] == "Metal" for a in ops_webgpu.load_wgpu().gpu.enumerate_adapters_sync()):
      with pytest.raises(RuntimeError, match=r"no Metal adapter.*mesa-vulkan-drivers"): ops_webgpu.adapters()
  finally: ops_webgpu.adapters.cache_clear()

def test_missing_wgpu_names_the_extra(monkeypatch):
  import sys
  from tinygrad.runtime import ops_webgpu
  monkeypatch.setitem(sys.modules, "wgpu", None)  # import wgpu raises ImportError
  ops_webgpu.load_wgpu.cache_clear()
  try:
    with pytest.raises(RuntimeError, match=r"pip install 'tg-codegen\[webgpu\]'.*mesa-vulkan-drivers"): ops_webgpu.load_wgpu()
  finally: ops_webgpu.load_wgpu.cache_clear()

def test_fit_globals_keeps_a_wide_dim0():
  """CUDA's dim 0 takes 2^31-1 blocks: a 100000-block kernel stays one dim there (only dims 1 and 2 stop at 65535)."""
  from tinygrad.renderer.cstyle_gpu import CUDARenderer
  X, Y = (UOp(Ops.PARAM, dtypes.float.ptr(100000), (), ParamArg(i, dtypes.float)) for i in range(2))
  i = UOp.range(100000, 0)
  ast = Y[i].store(X[i].load() + 1).end(i).sink(arg=KernelInfo(name="add1", opts_to_apply=()))
  assert get_program(ast, CUDARenderer("sm_80")).launch_dims({})[0][0] == 100000

def test_synchronize_and_host_timing(dev, monkeypatch):
  """Kernels are recorded and submitted in batches; synchronize() submits and waits. Without timestamp-query a timed launch uses
  the host clock around submit-and-wait."""
  a = rng.standard_normal(4096).astype(np.float32)
  out = (T(a) * 2).realize()
  dev.synchronize()
  assert dev.encoder is None
  np.testing.assert_array_equal(out.numpy(), a * 2)
  monkeypatch.setattr(dev, "timestamps", False)
  with Context(DEBUG=2):
    GlobalCounters.reset()
    (T(a) + 1).realize()
  assert GlobalCounters.time_sum_s > 0

def test_parallel_compile_workers(dev):
  """Over PARALLEL_MIN_KERNELS new kernels are lowered in forked workers: they check WGSL against the limits only (the Vulkan state
  belongs to the parent, which builds and validates the pipelines), and the results are right."""
  xs = [rng.standard_normal((8, 8)).astype(np.float32) for _ in range(20)]
  with Context(PARALLEL=2):
    outs = [(T(x) * (i + 1)).exp2().sum(axis=i % 2) for i, x in enumerate(xs)]
    Tensor.realize(*outs)
  for i, (o, x) in enumerate(zip(outs, xs)): np.testing.assert_allclose(o.numpy(), np.exp2(x * (i + 1)).sum(axis=i % 2), rtol=1e-4)

def test_auto_select_only_for_gpu_adapters(dev):
  from tinygrad.runtime.ops_webgpu import WebGPUDevice, adapters
  kinds = {a.info["adapter_type"] for a in adapters()}
  assert WebGPUDevice.auto_select() is (kinds != {"CPU"})  # lavapipe alone is never Device.DEFAULT; DEV=WEBGPU still opens it

@pytest.mark.parametrize("ctr, key, want", [((0, 0), (0, 0), (0x6b200159, 0x99ba4efe)),
                                            ((0xffffffff, 0xffffffff), (0xffffffff, 0xffffffff), (0x1cb996fc, 0xbb002be7)),
                                            ((0x243f6a88, 0x85a308d3), (0x13198a2e, 0x03707344), (0xc4923a9c, 0x483df7a0))])
def test_threefry_known_answers(dev, ctr, key, want):
  """Threefry-2x32-20 (rand's bits) on uint64 words emulated as u32 pairs: Random123's published known-answer vectors."""
  c, k = Tensor([ctr[0] | ctr[1] << 32], dtype=dtypes.uint64, device=D), Tensor([key[0] | key[1] << 32], dtype=dtypes.uint64, device=D)
  assert c.threefry(k).item() == want[0] | want[1] << 32

def test_half_without_shader_f16_rounds_like_numpy(dev):
  """WEBGPU::F16=0 opens the adapter without shader-f16: half is kept as bits and each op rounded from float32 (nearest even),
  numpy's float16 results bit for bit. The rounding once used (t + 2^23) - 2^23, which lavapipe's compiler folded to t."""
  nof16 = Device["WEBGPU::F16=0"]
  assert "shader-f16" not in nof16.features and dtypes.half in nof16.renderer.emulated_dtypes
  a, b = rng.standard_normal(257).astype(np.float16), rng.standard_normal(257).astype(np.float16)
  ta, tb = Tensor(a, device="WEBGPU::F16=0"), Tensor(b, device="WEBGPU::F16=0")
  np.testing.assert_array_equal((ta * 3 + tb).numpy(), a * np.float16(3) + b)
  np.testing.assert_array_equal((ta / tb).numpy(), a / b)  # true division, rounded once to half

def test_bfloat16_and_fp8_round_to_nearest_even(dev):
  from tinygrad.dtype import float_to_fp8_np, fp8_to_float_np
  x = np.concatenate([rng.standard_normal(200) * 10, [0.0, -0.0, 1.00390625, 1.01171875, 3e-3]]).astype(np.float32)
  u = x.view(np.uint32)
  want = (((u + 0x7FFF + ((u >> 16) & 1)) >> 16) << 16).astype(np.uint32).view(np.float32)  # bf16: nearest even of the high half
  np.testing.assert_array_equal(T(x).cast(dtypes.bfloat16).cast(dtypes.float32).numpy(), want)
  for dt in (dtypes.fp8e4m3, dtypes.fp8e5m2):
    np.testing.assert_array_equal(T(x).cast(dt).cast(dtypes.float32).numpy(), fp8_to_float_np(float_to_fp8_np(x, dt), dt), err_msg=str(dt))

def test_dependent_kernels_in_one_pass(dev):
  """100 kernels each reading the last one's output, recorded into compute passes of BATCH (64) dispatches: WebGPU orders the
  dispatches of a pass by their buffers, and the batch boundary submits in order."""
  x = rng.standard_normal(300).astype(np.float32)
  t, want = T(x), x.copy()
  for i in range(100):
    t, want = (t * 0.5 + i).contiguous(), want * np.float32(0.5) + np.float32(i)
  np.testing.assert_allclose(t.numpy(), want, rtol=1e-6)

def test_pow_at_zero_base(dev):
  """0 ** -0.5 is inf and d/dx x ** 0.5 at 0 is inf: lavapipe folds exp2(log2(x) * y) into a pow(x, y) that gives 0 at x = 0,
  unless log2(0) is selected to -inf (the WGSL renderer's log2)."""
  x = Tensor([0.0, 4.0], device=D).requires_grad_()
  np.testing.assert_array_equal((x ** -0.5).numpy(), [np.inf, 0.5])
  (x ** 0.5).sum().backward()
  assert x.grad is not None
  np.testing.assert_array_equal(x.grad.numpy(), [np.inf, 0.25])
  np.testing.assert_array_equal(Tensor([0.0, 1.0, 8.0], device=D).log2().numpy(), [-np.inf, 0.0, 3.0])

def test_round_keeps_the_sign_of_zero(dev):
  """round(-0.4) is -0.0 (numpy): by copysign, since x * 0 may be folded to +0 by the driver (it was on lavapipe)."""
  x = np.array([-0.5, -0.4, -0.0, 0.0, 0.4, 2.5, -1.5], np.float32)
  got = T(x).round().numpy()
  np.testing.assert_array_equal(got, np.round(x))
  np.testing.assert_array_equal(np.signbit(got), np.signbit(np.round(x)))
