"""The CUDA device (ops_cuda.py) over the mock driver API (DEV=MOCK+CUDA:PTX): pinned-staged copies of odd sizes, peer transfers between
two mock GPUs, Tensor ops and dtypes vs numpy, TinyJit through CUDA graphs with a Variable, and the errors a user sees."""
import ctypes
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Device
from tinygrad.helpers import Context
from tinygrad.runtime.support.compiler_cuda import cuda_tool

@pytest.fixture(scope="module", autouse=True)
def mock_cuda():
  with Context(DEV="MOCK+CUDA:PTX"):
    dev: Any = Device["CUDA"]
    yield dev
  # later tests must not find a mock CUDA already open (Device.DEFAULT would pick it)
  for name in [n for n in Device._opened if n.startswith("CUDA")]: Device[name].synchronize(); del Device._opened[name]

def test_device_opened_on_mock(mock_cuda):
  from tinygrad.runtime.ops_cuda import CUDADevice
  from tinygrad.runtime.mockgpu.nv import cuda as mock
  assert isinstance(mock_cuda, CUDADevice) and mock_cuda.is_mock and mock_cuda.cu is mock
  assert mock_cuda.arch == "sm_90" and type(mock_cuda.renderer).__name__ == "PTXRenderer"

@pytest.mark.parametrize("n", [1, 3, 4097, (1 << 20) + 13])
def test_copy_odd_sizes_through_pinned_staging(mock_cuda, n):
  from tinygrad.runtime.mockgpu.nv.cuda import S
  data = np.random.default_rng(n).integers(0, 256, n, dtype=np.uint8)
  before = len(S.allocs)
  buf = mock_cuda.allocator.alloc(n)
  mock_cuda.allocator._copyin(buf, memoryview(data.tobytes()))
  assert len(mock_cuda.pending_stages) == 1 and len(S.allocs) == before + 2  # the buffer and its staging copy
  out = bytearray(n)
  mock_cuda.allocator._copyout(memoryview(out), buf)
  assert mock_cuda.pending_stages == [] and len(S.allocs) == before + 1  # synchronize freed the staging buffer
  np.testing.assert_array_equal(np.frombuffer(out, np.uint8), data)
  mock_cuda.allocator.free(buf, n, None)
  mock_cuda.allocator.free_cache()
  assert len(S.allocs) == before

def test_peer_transfer_between_two_mock_gpus(mock_cuda):
  other: Any = Device["CUDA:1"]
  from tinygrad.runtime.mockgpu.nv.cuda import S
  assert (other.context.contents is not None) and (ctypes.cast(other.context, ctypes.c_void_p).value, ctypes.cast(mock_cuda.context,
          ctypes.c_void_p).value) in S.peers  # peer access was enabled both ways when the second GPU opened
  n = 12345
  data = np.random.default_rng(1).standard_normal(n // 4 + 1).astype(np.float32).tobytes()[:n]
  src, dst = mock_cuda.allocator.alloc(n), other.allocator.alloc(n)
  mock_cuda.allocator._copyin(src, memoryview(data))
  other.allocator._transfer(dst, src, n, mock_cuda, other)
  assert len(other.pending_events) == 1
  out = bytearray(n)
  other.allocator._copyout(memoryview(out), dst)
  assert bytes(out) == data and other.pending_events == []
  from tinygrad import Tensor
  a = np.arange(10, dtype=np.float32)
  np.testing.assert_array_equal((Tensor(a, device="CUDA").to("CUDA:1") * 2).numpy(), a * 2)

def test_tensor_ops_vs_numpy(mock_cuda):
  from tinygrad import Tensor, dtypes
  a, b = np.random.default_rng(0).standard_normal((2, 33, 17)).astype(np.float32)
  ta, tb = Tensor(a, device="CUDA"), Tensor(b, device="CUDA")
  np.testing.assert_allclose((ta * 2 + tb).numpy(), a * 2 + b, rtol=1e-6)
  np.testing.assert_allclose(ta.sum(axis=1).numpy(), a.sum(axis=1), rtol=1e-5, atol=1e-5)
  np.testing.assert_allclose((ta @ tb.T).numpy(), a @ b.T, rtol=1e-4, atol=1e-4)
  np.testing.assert_allclose(ta.exp().max().numpy(), np.exp(a).max(), rtol=1e-5)
  np.testing.assert_allclose(ta.softmax(1).numpy(), np.exp(a) / np.exp(a).sum(1, keepdims=True), rtol=1e-5, atol=1e-6)
  np.testing.assert_array_equal((Tensor.arange(1000, device="CUDA") % 7).numpy(), np.arange(1000) % 7)
  np.testing.assert_array_equal(ta.argmax(1).numpy(), a.argmax(1))
  np.testing.assert_allclose((ta.cast(dtypes.half) * 3).numpy(), (a.astype(np.float16) * 3), rtol=1e-3)
  i = np.random.default_rng(2).integers(-1000, 1000, 257).astype(np.int32)
  np.testing.assert_array_equal((Tensor(i, device="CUDA") // 7 + (Tensor(i, device="CUDA") < 3).where(1, 2)).numpy(),
                                i // 7 + np.where(i < 3, 1, 2))

def test_tinyjit_cuda_graph_with_variable(mock_cuda, monkeypatch):
  from tinygrad import Tensor, TinyJit, Variable
  from tinygrad.runtime.ops_cuda import CUDAGraph
  from tinygrad.runtime.mockgpu.nv import cuda as mock
  launches: list[int] = []
  real = mock.cuGraphLaunch
  def counted(e: Any, s: Any) -> int:
    launches.append(1)
    return real(e, s)
  monkeypatch.setattr(mock, "cuGraphLaunch", counted)
  @TinyJit
  def f(a: Tensor, n: Any) -> Tensor: return ((a[:n] * 2 + 1).contiguous() * (a[:n] + 3)).sum().contiguous() + n
  data = np.arange(16, dtype=np.float32)
  for step, nval in enumerate([5, 9, 12, 3, 16, 7]):
    v = Variable("n", 1, 16).bind(nval)
    out = f(Tensor(data + step, device="CUDA").realize(), v).numpy()
    x = data[:nval] + step
    np.testing.assert_allclose(out, ((x * 2 + 1) * (x + 3)).sum() + nval, rtol=1e-5)
    if step >= 2: assert any(isinstance(r, CUDAGraph) for r, _ in f.captured._graph)
  assert len(launches) == 4  # every replay is one graph launch

def test_kernel_fault_is_reported_and_device_stays_usable(mock_cuda):
  from tinygrad import Tensor
  from tinygrad.runtime.ops_cuda import CUDAProgram
  src = ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry wild(\n  .param .u64 data0\n)\n{\n  .reg .u64 %rd<1>;\n" \
        "  .reg .f32 %f<1>;\n  mov.u64 %rd0, 8;\n  ld.global.f32 %f0, [%rd0];\n  ret;\n}\n"
  prg = CUDAProgram(mock_cuda, "wild", src.encode())
  t = Tensor(np.ones(4, np.float32), device="CUDA").realize()
  with pytest.raises(RuntimeError, match="launching wild failed: kernel wild"): prg(t.uop.buffer._buf)
  with pytest.raises(TypeError, match="takes 1 arguments, got 2 buffers"): prg(t.uop.buffer._buf, t.uop.buffer._buf)
  with pytest.raises(RuntimeError, match="finding kernel nope"): CUDAProgram(mock_cuda, "nope", src.encode())
  np.testing.assert_array_equal((t + 1).numpy(), np.full(4, 2, np.float32))

@pytest.mark.skipif(cuda_tool("nvcc") is None, reason="nvcc (CUDA toolkit) is not installed")
def test_cuda_c_renderer_through_nvcc_ptx():
  from tinygrad import Tensor
  from tinygrad.runtime.ops_cuda import CUDADevice
  with Context(DEV="MOCK+CUDA"):
    dev = CUDADevice("CUDA:2")  # not through Device[]: DEV's renderer for this one is CUDA C
    assert type(dev.renderer).__name__ == "CUDARenderer"
    Device._opened["CUDA:2"] = dev
    try:
      a = np.random.default_rng(3).standard_normal((9, 31)).astype(np.float32)
      np.testing.assert_allclose((Tensor(a, device="CUDA:2").exp2() * 3).sum(1).numpy(), (np.exp2(a) * 3).sum(1), rtol=1e-5)
    finally: del Device._opened["CUDA:2"]

def test_errors_name_the_fix(monkeypatch):
  from tinygrad.runtime.ops_cuda import CUDADevice
  import tinygrad.runtime.autogen.cuda as cuda
  with Context(DEV="MOKC+CUDA"):
    with pytest.raises(ValueError, match="DEV=MOCK\\+CUDA"): CUDADevice("CUDA")
  monkeypatch.setattr(cuda.dll, "_lib", None)
  monkeypatch.setattr(cuda.dll, "candidates", ["no-such-libcuda"])
  monkeypatch.setenv("CUDA_PATH", "/nonexistent")
  with Context(DEV="CUDA"):
    with pytest.raises(RuntimeError, match=r"libcuda .* not found.*DEV=MOCK\+CUDA"): CUDADevice("CUDA")
  with Context(DEV="MOCK+CUDA:PTX"):
    with pytest.raises(RuntimeError, match="CUDA:9 does not exist"): CUDADevice("CUDA:9")

@pytest.mark.parametrize("name, lo, hi", [("exp", -20, 20), ("exp2", -30, 30), ("log", 1e-3, 1e3), ("log2", 1e-3, 1e3), ("sin", -50, 50),
                                          ("cos", -50, 50)])
def test_float64_transcendentals_are_full_precision(mock_cuda, name, lo, hi):
  # PTX has ex2/lg2/sin only as .approx.f32: float64 once went through them and came back ~1e-7 off, silently
  from tinygrad import Tensor, dtypes
  x = np.random.default_rng(4).uniform(lo, hi, 300)
  out = getattr(Tensor(x, dtype=dtypes.float64, device="CUDA"), name)().numpy()
  np.testing.assert_allclose(out, getattr(np, name)(x), rtol=1e-14, atol=1e-15)

def test_float64_softmax_gradient_vs_closed_form(mock_cuda):
  from tinygrad import Tensor, dtypes
  a = np.random.default_rng(5).standard_normal((4, 7))
  w = np.random.default_rng(6).standard_normal((4, 7))
  t = Tensor(a, dtype=dtypes.float64, device="CUDA", requires_grad=True)
  (t.softmax(1) * Tensor(w, dtype=dtypes.float64, device="CUDA")).sum().backward()
  s = np.exp(a - a.max(1, keepdims=True))
  s /= s.sum(1, keepdims=True)
  assert t.grad is not None
  np.testing.assert_allclose(t.grad.numpy(), s * (w - (s * w).sum(1, keepdims=True)), rtol=1e-12, atol=1e-14)

def test_ptx_float64_exp_renders_no_f32_approx():
  from tinygrad import Tensor, dtypes
  from tinygrad.codegen import get_program
  from tinygrad.device import renderer_class
  t = Tensor(np.ones(8), dtype=dtypes.float64).exp2().sin().log2()
  src = "\n".join(get_program(c.src[0], renderer_class("PTX")("sm_90")).src for c in t.schedule_linear().src)
  assert ".approx" not in src and "cvt.rn.f32.f64" not in src

def test_old_driver_without_graph_calls_replays_one_by_one(mock_cuda, monkeypatch):
  from tinygrad import Tensor, TinyJit
  from tinygrad.runtime.ops_cuda import CUDAGraph
  from tinygrad.engine.jit import GraphRunner
  lib = type("Lib", (), {f: None for f in ("cuGraphCreate", "cuGraphInstantiateWithFlags", "cuGraphLaunch")})()  # no _v2 node calls
  monkeypatch.setattr(mock_cuda, "is_mock", False)
  monkeypatch.setattr(mock_cuda.cu, "dll", type("DLL", (), {"lib": lib})(), raising=False)
  @TinyJit
  def f(a: Tensor) -> Tensor: return ((a * 2).contiguous() + 1).contiguous().sum()
  for i in range(4):
    a = np.arange(10, dtype=np.float32) + i
    np.testing.assert_allclose(f(Tensor(a, device="CUDA")).numpy(), (a * 2 + 1).sum())
  assert f.captured is not None and f.captured._graph is not None and len(f.captured._graph) >= 2
  assert not any(isinstance(r, (CUDAGraph, GraphRunner)) for r, _ in f.captured._graph)  # the kernels run one by one

def test_sharded_training_step_over_two_mock_gpus(mock_cuda):
  from tinygrad import Tensor
  from tinygrad.nn.optim import SGD
  rng = np.random.default_rng(8)
  X, Y, W = (rng.standard_normal(s).astype(np.float32) for s in ((8, 5), (8, 3), (5, 3)))
  devs = ("CUDA", "CUDA:1")
  w = Tensor(W, requires_grad=True).shard(devs)
  opt = SGD([w], lr=0.1)
  with Tensor.train():
    loss = ((Tensor(X).shard(devs, axis=0) @ w - Tensor(Y).shard(devs, axis=0)) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
  np.testing.assert_allclose(w.numpy(), W - 0.1 * 2 * X.T @ (X @ W - Y) / Y.size, rtol=1e-5, atol=1e-6)

def test_timed_launch_uses_events_or_host_timing(mock_cuda, monkeypatch):
  from tinygrad import Tensor
  t = Tensor(np.ones(256, np.float32), device="CUDA").realize()
  from tinygrad.runtime.ops_cuda import CUDAProgram
  src = ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry k(\n  .param .u64 data0\n)\n{\n  ret;\n}\n"
  prg = CUDAProgram(mock_cuda, "k", src.encode())
  import time
  t0 = time.perf_counter()
  dt = prg(t.uop.buffer._buf, wait=True)
  assert dt is not None and 0 <= dt <= time.perf_counter() - t0  # between two events: inside the call's wall time
  monkeypatch.setitem(mock_cuda.__dict__, "_elapsed", None)  # a driver without cuEventElapsedTime: host timing around synchronize
  from tinygrad.runtime.mockgpu.nv import cuda as mock
  monkeypatch.setattr(mock, "cuEventRecord", lambda *a: pytest.fail("no events without cuEventElapsedTime"))
  dt2 = prg(t.uop.buffer._buf, wait=True)
  assert dt2 is not None and dt2 >= 0
