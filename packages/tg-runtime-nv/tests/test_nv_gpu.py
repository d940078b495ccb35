"""On a real NVIDIA GPU (DEV=NV or DEV=CUDA, no MOCK): the device opens, copies of odd sizes, Tensor ops and dtypes vs numpy, the
compiled binary kind, TinyJit through the device's graph with a Variable, and transfers between two GPUs when there are two.
Skipped everywhere else; tools/gpu_check.py runs it on both devices."""
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Device
from tinygrad.helpers import DEV

def _real_gpu() -> str | None:
  t = DEV.first()
  return t.device if t.device in ("NV", "CUDA") and not t.interface.startswith("MOCK") else None

pytestmark = pytest.mark.skipif(_real_gpu() is None, reason="needs DEV=NV or DEV=CUDA on a machine with an NVIDIA GPU")

@pytest.fixture(scope="module")
def dev() -> Any:
  name = _real_gpu()
  assert name is not None
  return Device[name]

def test_device_and_compiler(dev):
  from tinygrad import Tensor
  assert dev.arch.startswith("sm_") and int(dev.arch[3:].rstrip("a")) >= 70
  out = (Tensor([1.0, 2.0, 3.0], device=dev.device) * 2).realize()
  np.testing.assert_array_equal(out.numpy(), [2, 4, 6])

def test_binary_kind(dev):
  from tinygrad import Tensor
  from tinygrad.engine.realize import get_runner
  t = Tensor.ones(16, device=dev.device).contiguous() + 1
  call = next(c for c in t.schedule_linear().src if c.src[0].op.name == "SINK")
  lib = get_runner(call).lib
  # NV loads cubins (nvJitLink/ptxas, NVRTC/nvcc); CUDA hands our PTX to the driver and CUDA C as an NVRTC/nvcc cubin
  if dev.device.startswith("NV") or type(dev.renderer).__name__ != "PTXRenderer": assert lib[:4] == b"\x7fELF"
  else: assert b".entry" in lib

@pytest.mark.parametrize("n", [1, 3, 4097, (2 << 20) + 13, 64 << 20])
def test_copy_odd_sizes(dev, n):
  data = np.random.default_rng(n).integers(0, 256, n, dtype=np.uint8)
  buf = dev.allocator.alloc(n)
  dev.allocator._copyin(buf, memoryview(data.tobytes()))
  out = bytearray(n)
  dev.allocator._copyout(memoryview(out), buf)
  np.testing.assert_array_equal(np.frombuffer(out, np.uint8), data)
  dev.allocator.free(buf, n)

def test_ops_vs_numpy(dev):
  from tinygrad import Tensor, dtypes
  d = dev.device
  a, b = np.random.default_rng(0).standard_normal((2, 257, 129)).astype(np.float32)
  ta, tb = Tensor(a, device=d), Tensor(b, device=d)
  np.testing.assert_allclose((ta * 2 + tb).numpy(), a * 2 + b, rtol=1e-6)
  np.testing.assert_allclose(ta.sum(axis=1).numpy(), a.sum(axis=1), rtol=1e-4, atol=1e-4)
  np.testing.assert_allclose((ta @ tb.T).numpy(), a @ b.T, rtol=1e-3, atol=1e-3)
  np.testing.assert_allclose(ta.softmax(1).numpy(), np.exp(a) / np.exp(a).sum(1, keepdims=True), rtol=1e-4, atol=1e-6)
  np.testing.assert_array_equal(ta.argmax(1).numpy(), a.argmax(1))
  np.testing.assert_allclose((ta.half() @ tb.half().T).float().numpy(), a.astype(np.float16).astype(np.float32) @ b.astype(np.float16).T,
                             rtol=2e-2, atol=2e-1)
  x = np.random.default_rng(1).uniform(-20, 20, 1000)
  np.testing.assert_allclose(Tensor(x, dtype=dtypes.float64, device=d).exp().numpy(), np.exp(x), rtol=1e-13)
  i = np.random.default_rng(2).integers(-1000, 1000, 4099).astype(np.int32)
  np.testing.assert_array_equal((Tensor(i, device=d) // 7).numpy(), i // 7)

def test_jit_graph_with_variable(dev):
  from tinygrad import Tensor, TinyJit, Variable
  @TinyJit
  def f(a: Tensor, n: Any) -> Tensor: return ((a[:n] * 2 + 1).contiguous() * (a[:n] + 3)).sum().contiguous() + n
  data = np.arange(64, dtype=np.float32)
  for step, nval in enumerate([5, 9, 12, 3, 64, 7]):
    out = f(Tensor(data + step, device=dev.device).realize(), Variable("n", 1, 64).bind(nval)).numpy()
    x = data[:nval] + step
    np.testing.assert_allclose(out, ((x * 2 + 1) * (x + 3)).sum() + nval, rtol=1e-5)
  assert f.captured is not None and f.captured._graph is not None
  assert any(type(r).__name__ in ("HCQGraph", "CUDAGraph") for r, _ in f.captured._graph)

def test_two_gpus(dev):
  from tinygrad import Tensor
  try: other = Device[f"{dev.device.split(':')[0]}:1"]
  except Exception as e: pytest.skip(f"one GPU only ({e})")
  a = np.random.default_rng(3).standard_normal(100003).astype(np.float32)
  np.testing.assert_array_equal((Tensor(a, device=dev.device).to(other.device) * 2).numpy(), a * 2)

def test_fault_report_objects(dev):
  # RM accepted the error notifiers and the debugger object (else the report says it refused them), and a healthy device reports no fault
  if dev.device != "NV": pytest.skip("the fault report is the NV runtime's")
  rep = dev.fault_report()
  assert "compute_gpfifo: GP_GET" in rep and "RM refused" not in rep, rep
  assert "error notifier: clear" in rep and "MMU faults: none" in rep and "latched an error" in rep, rep
