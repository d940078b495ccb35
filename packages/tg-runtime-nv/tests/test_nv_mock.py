"""The NV runtime on the mock GPU (DEV=MOCK+NV:PTX): copies of odd sizes through the copy engine, transfers between two mock GPUs,
kernels launched from QMDs (chained, with release semaphores) and Tensor ops, all checked against numpy."""
import importlib.util, os, subprocess, sys
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Device
from tinygrad.helpers import Context

def _has_ptx_executor() -> bool:
  try: return importlib.util.find_spec("tinygrad.runtime.mockgpu.nv.ptx") is not None and bool(__import__("tinygrad.runtime.mockgpu.nv.ptx"))
  except ImportError: return False
needs_ptx = pytest.mark.skipif(not _has_ptx_executor(), reason="the PTX executor (mockgpu/nv/ptx.py) is not importable")

@pytest.fixture(scope="module", autouse=True)
def mock_nv():
  with Context(DEV="MOCK+NV:PTX"):
    yield Device["NV"]
  # later tests must not find a mock NV already open (Device.DEFAULT would pick it)
  for name in [n for n in Device._opened if n.startswith("NV")]: Device[name].synchronize(); del Device._opened[name]

def test_device_opened_on_mock(mock_nv):
  from tinygrad.runtime.ops_nv import NVDevice
  assert isinstance(mock_nv, NVDevice) and mock_nv.is_mock and type(mock_nv.iface).__name__ == "MOCKIface"
  mock_nv.synchronize()
  assert mock_nv.timeline_signal.value == mock_nv.timeline_value - 1  # the setup submissions ran on the mock channels

@pytest.mark.parametrize("n", [1, 3, 4097, (2 << 20) + 13, 3 * (2 << 20) + 5])
def test_copy_odd_sizes(mock_nv, n):
  data = np.random.default_rng(n).integers(0, 256, n, dtype=np.uint8)
  buf = mock_nv.allocator.alloc(n)
  mock_nv.allocator._copyin(buf, memoryview(data.tobytes()))
  out = bytearray(n)
  mock_nv.allocator._copyout(memoryview(out), buf)
  np.testing.assert_array_equal(np.frombuffer(out, np.uint8), data)
  mock_nv.allocator.free(buf, n)

def test_transfer_between_two_mock_gpus(mock_nv):
  other = Device["NV:1"]
  assert other.iface.root != mock_nv.iface.root or other.compute_gpfifo.token != mock_nv.compute_gpfifo.token
  n = 10007
  data = np.arange(n, dtype=np.uint8) * 7
  src, dst = mock_nv.allocator.alloc(n), other.allocator.alloc(n)
  mock_nv.allocator._copyin(src, memoryview(data.tobytes()))
  mock_nv.allocator._transfer(dst, src, n, mock_nv, other)
  out = bytearray(n)
  other.allocator._copyout(memoryview(out), dst)
  np.testing.assert_array_equal(np.frombuffer(out, np.uint8), data)
  assert other.timeline_signal.value == other.timeline_value - 1

def test_host_semaphore_wait_blocks_until_signalled(mock_nv):
  # a queue waiting on a signal the CPU sets later stays parked, then resumes on the CPU's store
  gate, done = mock_nv.new_signal(value=0), mock_nv.new_signal(value=0)
  q = type(mock_nv.hw_compute_queue_t())()
  q.wait(gate, 5).signal(done, 42).submit(mock_nv)
  assert done.value == 0
  gate.value = 5
  done.wait(42, timeout=2000)
  assert done.value == 42

@needs_ptx
def test_tensor_ops_vs_numpy(mock_nv):
  from tinygrad import Tensor
  a, b = np.random.default_rng(0).standard_normal((2, 33, 17)).astype(np.float32)
  ta, tb = Tensor(a, device="NV"), Tensor(b, device="NV")
  np.testing.assert_allclose((ta * 2 + tb).numpy(), a * 2 + b, rtol=1e-6)
  np.testing.assert_allclose(ta.sum(axis=1).numpy(), a.sum(axis=1), rtol=1e-5, atol=1e-5)
  np.testing.assert_allclose((ta @ tb.T).numpy(), a @ b.T, rtol=1e-4, atol=1e-4)
  np.testing.assert_allclose(ta.exp().max().numpy(), np.exp(a).max(), rtol=1e-5)
  np.testing.assert_array_equal((Tensor.arange(1000, device="NV") % 7).numpy(), np.arange(1000) % 7)

@needs_ptx
def test_chained_launches_and_timing(mock_nv):
  from tinygrad import Tensor
  x = Tensor(np.arange(64, dtype=np.float32), device="NV")
  y = ((x + 1) * 3).contiguous()
  z = (y - x).realize()
  np.testing.assert_allclose(z.numpy(), (np.arange(64) + 1) * 3 - np.arange(64))

@needs_ptx
def test_program_launch_timed_and_chained(mock_nv):
  from tinygrad import Tensor
  t = Tensor(np.ones(256, np.float32), device="NV").realize()
  # two launches recorded in one queue: the second QMD is chained from the first, then one release signals the timeline
  from tinygrad.runtime.ops_nv import NVProgram
  src = """.version 7.8
.target sm_90
.address_size 64
.visible .entry add1(
  .param .u64 data0,
  .param .u32 n
)
{
  .reg .u64 %rd<4>;
  .reg .u32 %r<4>;
  .reg .f32 %f<2>;
  .reg .pred %p<1>;
  ld.param.u64 %rd0, [data0];
  ld.param.u32 %r1, [n];
  cvta.to.global.u64 %rd0, %rd0;
  mov.u32 %r0, %tid.x;
  setp.ge.u32 %p0, %r0, %r1;
  @%p0 bra DONE;
  mul.wide.u32 %rd1, %r0, 4;
  add.u64 %rd2, %rd0, %rd1;
  ld.global.f32 %f0, [%rd2];
  add.f32 %f1, %f0, 0f3F800000;
  st.global.f32 [%rd2], %f1;
DONE:
  ret;
}
"""
  prg = NVProgram(mock_nv, "add1", src.encode())
  buf = t.uop.buffer._buf
  q = mock_nv.hw_compute_queue_t().wait(mock_nv.timeline_signal, mock_nv.timeline_value - 1).memory_barrier()
  for _ in range(3): q.exec(prg, prg.fill_kernargs([buf], [200]), (1, 1, 1), (256, 1, 1))
  q.signal(mock_nv.timeline_signal, mock_nv.next_timeline()).submit(mock_nv)
  mock_nv.synchronize()
  np.testing.assert_array_equal(t.numpy(), np.where(np.arange(256) < 200, 4.0, 1.0))
  et = prg(buf, global_size=(1, 1, 1), local_size=(256, 1, 1), vals=(10,), wait=True)
  assert et is not None and 0 <= et < 10
  np.testing.assert_array_equal(t.numpy(), np.where(np.arange(256) < 10, 5.0, np.where(np.arange(256) < 200, 4.0, 1.0)))
  with pytest.raises(RuntimeError, match="exceeds"): prg(buf, global_size=(1, 1, 1), local_size=(2048, 1, 1), vals=(1,))
  with pytest.raises(TypeError, match="takes 2 arguments"): prg(buf, global_size=(1, 1, 1), local_size=(1, 1, 1))

@needs_ptx
def test_tinyjit_hcqgraph_with_variable(mock_nv):
  from tinygrad import Tensor, TinyJit, Variable
  from tinygrad.runtime.graph.hcq import HCQGraph
  from tinygrad.runtime.mockgpu.nv.nvdriver import NVDriver
  @TinyJit
  def f(a: Tensor, n: Any) -> Tensor: return ((a[:n] * 2 + 1).contiguous() * (a[:n] + 3)).sum().contiguous() + n
  data = np.arange(16, dtype=np.float32)
  ch = NVDriver.get().channels[mock_nv.compute_gpfifo.token]
  for step, nval in enumerate([5, 9, 12, 3, 16, 7]):
    v = Variable("n", 1, 16).bind(nval)
    before = ch.gpget
    out = f(Tensor(data, device="NV").realize(), v).numpy()
    x = data[:nval]
    np.testing.assert_allclose(out, ((x * 2 + 1) * (x + 3)).sum() + nval, rtol=1e-5)
    if step >= 2:  # replays: the batch is one HCQGraph submission
      assert any(isinstance(r, HCQGraph) for r, _ in f.captured._graph)
      assert ch.gpget - before <= 2, f"{ch.gpget - before} compute submissions for one replay"

@needs_ptx
def test_kernel_fault_is_reported_and_device_stays_usable(mock_nv):
  from tinygrad import Tensor
  from tinygrad.runtime.ops_nv import NVProgram
  src = """.version 7.8
.target sm_90
.address_size 64
.visible .entry wild(
  .param .u64 data0
)
{
  .reg .u64 %rd<2>;
  .reg .f32 %f<1>;
  mov.u64 %rd0, 8;
  ld.global.f32 %f0, [%rd0];
  ret;
}
"""
  prg = NVProgram(mock_nv, "wild", src.encode())
  t = Tensor(np.ones(4, np.float32), device="NV").realize()
  with pytest.raises(RuntimeError, match="fault: kernel wild"): prg(t.uop.buffer._buf, global_size=(1, 1, 1), local_size=(1, 1, 1))
  mock_nv.synchronize()  # the queue went on past the fault: nothing hangs
  np.testing.assert_array_equal((t + 1).numpy(), np.full(4, 2, np.float32))

def test_free_releases_memory(mock_nv):
  from tinygrad.device import BufferSpec
  from tinygrad.runtime.mockgpu.nv.nvdriver import NVDriver
  drv = NVDriver.get()
  for opts in (BufferSpec(), BufferSpec(cpu_access=True), BufferSpec(host=True)):
    buf = mock_nv.allocator._alloc(0x3000, opts)
    assert buf.va_addr in drv.ranges
    mock_nv.allocator._free(buf, opts)
    assert buf.va_addr not in drv.ranges

def test_wait_that_never_completes_times_out(mock_nv, monkeypatch):
  from tinygrad.runtime.support import hcq
  gate = mock_nv.new_signal(value=0)
  mock_nv.hw_compute_queue_t().wait(gate, 1).signal(mock_nv.timeline_signal, mock_nv.next_timeline()).submit(mock_nv)
  monkeypatch.setattr(hcq, "WAIT_TIMEOUT_MS", lambda: 50)
  with pytest.raises(RuntimeError, match="Wait timeout"): mock_nv.synchronize()
  gate.value = 1  # the CPU's store reaches the mock: the parked queue resumes and the device recovers
  mock_nv.synchronize()
  assert mock_nv.timeline_signal.value == mock_nv.timeline_value - 1

@needs_ptx
def test_timeline_rollover_on_mock(mock_nv):
  from tinygrad import Tensor
  mock_nv.synchronize()
  mock_nv.timeline_value = (1 << 31) - 1
  mock_nv.timeline_signal.value = mock_nv.timeline_value - 1
  old = mock_nv.timeline_signal
  x = Tensor(np.arange(8, dtype=np.float32), device="NV")
  np.testing.assert_array_equal((x * 3).numpy(), np.arange(8) * 3)  # crosses 2^31, synchronize swaps the timeline
  assert mock_nv.timeline_signal is not old and mock_nv.timeline_value < 100
  np.testing.assert_array_equal((x + 5).numpy(), np.arange(8) + 5)

@pytest.mark.parametrize("value,mask", [(0b101, 0b111), (0, 0b11), (0x80000000, 0x80000001)])
def test_write_and_poll_bit(mock_nv, value, mask):
  from tinygrad.device import BufferSpec
  mem = mock_nv.allocator._alloc(0x1000, BufferSpec(host=True))
  flag, done = mem.offset(0, 8), mock_nv.new_signal(value=0)
  words = flag.view.view(0, 8, "I")
  words[0], words[1] = value ^ mask, 0  # every masked bit wrong
  mock_nv.hw_compute_queue_t().poll_bit(flag, value, mask).write(flag.offset(4, 4), 0xABCD).signal(done, 1).submit(mock_nv)
  assert done.value == 0 and words[1] == 0
  words[0] = value ^ (mask & -mask)  # one masked bit wrong: still parked
  assert done.value == 0
  words[0] = value | (~mask & 0x30)  # masked bits right, unmasked bits anything
  assert done.value == 1 and words[1] == 0xABCD
  mock_nv.allocator._free(mem, BufferSpec(host=True))

@needs_ptx
def test_gr_info_and_local_memory(mock_nv):
  from tinygrad import Tensor
  from tinygrad.runtime.autogen import nv
  from tinygrad.runtime.mockgpu.nv.nvdriver import NVDriver
  assert mock_nv.arch == "sm_90" and (mock_nv.num_gpcs, mock_nv.num_tpc_per_gpc, mock_nv.num_sm_per_tpc) == (1, 2, 2)
  (Tensor(np.ones(4, np.float32), device="NV") + 1).realize()
  ch = NVDriver.get().channels[mock_nv.compute_gpfifo.token]
  per_thread = -(-0x240 // 32) * 32
  per_tpc = -(-(-(-per_thread * 32 // 0x200) * 0x200) * 64 * 2 // 0x8000) * 0x8000  # warps per SM 64, 2 SMs per TPC
  assert ch.reg64(1, nv.NVC6C0_SET_SHADER_LOCAL_MEMORY_A, nv.NVC6C0_SET_SHADER_LOCAL_MEMORY_B) == mock_nv.slm_buf.va_addr
  assert ch.reg64(1, nv.NVC6C0_SET_SHADER_LOCAL_MEMORY_NON_THROTTLED_A, nv.NVC6C0_SET_SHADER_LOCAL_MEMORY_NON_THROTTLED_B) == per_tpc
  assert mock_nv.slm_buf.size >= per_tpc * 2
  assert ch.reg64(1, nv.NVC6C0_SET_SHADER_LOCAL_MEMORY_WINDOW_A, nv.NVC6C0_SET_SHADER_LOCAL_MEMORY_WINDOW_A + 4) == 0x729300000000

@pytest.mark.parametrize("dev", ["MOCK+NV:PTX", "MOCK+CUDA:PTX"])
def test_mock_never_becomes_the_default(dev: str):
  # a fresh process whose first Device.DEFAULT is asked inside a MOCK context: afterwards the default must not stay on the mock GPU
  code = ("import numpy as np\nfrom tinygrad import Tensor\nfrom tinygrad.device import Device\nfrom tinygrad.helpers import Context\n"
          f"with Context(DEV={dev!r}):\n  assert (Tensor([7, 9]) // 3).tolist() == [2, 3]\n"
          "print(Device.DEFAULT, Tensor([1]).device)")
  out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env={**os.environ, "DEV": ""})
  assert out.returncode == 0, out.stderr
  assert out.stdout.split() == ["CPU", "CPU"], out.stdout

def _edge_pairs() -> tuple[np.ndarray, np.ndarray]:
  rng = np.random.default_rng(0)
  rand = lambda: (rng.standard_normal(246) * 10 ** rng.uniform(-30, 30, 246)).astype(np.float32)
  a = np.concatenate([np.array([0, -0.0, 1e-40, 1e-40, 1, 3, 7, 1e30, np.inf, np.nan], np.float32), rand()])
  b = np.concatenate([np.array([1e-40, 1e-40, 1e-40, 3, 0, 10, 0.1, 1e-30, 2, 1], np.float32), rand()])
  return a, b

def test_division_and_logaddexp_edges_vs_numpy(mock_nv):
  # true division is correctly rounded on the GPU too (subnormal divisors included), logaddexp keeps its infinities
  from tinygrad import Tensor
  a, b = _edge_pairs()
  with np.errstate(all="ignore"): want = a / b
  np.testing.assert_array_equal((Tensor(a, device="NV") / Tensor(b, device="NV")).numpy(), want)
  x, y = np.array([np.inf, -np.inf, 0.0, 3.0], np.float32), np.array([np.inf, -np.inf, -20.0, np.inf], np.float32)
  np.testing.assert_allclose(Tensor(x, device="NV").logaddexp(Tensor(y, device="NV")).numpy(), np.logaddexp(x, y), rtol=1e-6)
