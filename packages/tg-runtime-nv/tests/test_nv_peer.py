"""Peer access between NV devices on the mock GPUs (DEV=MOCK+NV:PTX): each mock GPU reaches another's video memory only once UVM mapped
it there (UVM_ENABLE_PEER_ACCESS, UVM_MAP_EXTERNAL_ALLOCATION), as the hardware's MMU would. Cross-GPU copies use the copy engine over
that mapping when the driver allows peer access and go through the host when it refuses; results against numpy."""
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Buffer, BufferSpec, Device
from tinygrad.dtype import dtypes
from tinygrad.helpers import Context

ADD1 = """.version 7.8
.target sm_90
.address_size 64
.visible .entry add1(
  .param .u64 data0
)
{
  .reg .u64 %rd<4>;
  .reg .u32 %r<2>;
  .reg .f32 %f<2>;
  ld.param.u64 %rd0, [data0];
  cvta.to.global.u64 %rd0, %rd0;
  mov.u32 %r0, %tid.x;
  mul.wide.u32 %rd1, %r0, 4;
  add.u64 %rd2, %rd0, %rd1;
  ld.global.f32 %f0, [%rd2];
  add.f32 %f1, %f0, 0f3F800000;
  st.global.f32 [%rd2], %f1;
  ret;
}
"""

@pytest.fixture(scope="module")
def drv():
  from tinygrad.runtime.mockgpu.nv.nvdriver import NVDriver
  with Context(DEV="MOCK+NV:PTX"):
    Device["NV"]
    yield NVDriver.get()
  # later tests must not find a mock NV already open (Device.DEFAULT would pick it)
  for name in [n for n in Device._opened if n.startswith("NV")]: Device[name].synchronize(); del Device._opened[name]

def nv(name: str) -> Any: return Device[name]  # an NVDevice, typed loosely: the tests reach its driver-level attributes

def _copies_into(gpu: Any, va: int, n: int) -> list[tuple[int, int, int]]:
  return [c for c in gpu.copies if va <= c[0] < va + n]

def _raw(dev: str, n: int) -> Any:
  return nv(dev).allocator._alloc(n, BufferSpec())  # past the LRU cache: a fresh allocation no other GPU has mapped

def test_unmapped_peer_address_faults_then_maps(drv):
  # the copy engine of GPU 0 writing GPU 1's memory: refused until UVM maps it into GPU 0, then the bytes arrive
  d0, d1 = nv("NV:0"), nv("NV:1")
  n, data = 4096, np.arange(1024, dtype=np.float32)
  src, dst = _raw("NV:0", n), _raw("NV:1", n)
  d0.allocator._copyin(src, memoryview(data.tobytes()))
  d0.synchronize()
  def copy() -> None:
    d0.hw_copy_queue_t().wait(d0.timeline_signal, d0.timeline_value - 1).copy(dst.va_addr, src.va_addr, n) \
      .signal(d0.timeline_signal, d0.next_timeline()).submit(d0)
  with pytest.raises(RuntimeError, match=f"copy engine: write of {n} bytes at {dst.va_addr:#x} is not mapped"): copy()
  assert drv.gpus[0].mmu_faults[-1] == (dst.va_addr, 0, 1) and dst.va_addr not in drv.gpus[0].peer_maps
  d0.allocator._map(dst)
  assert dst.va_addr in drv.gpus[0].peer_maps and d0 in dst.mapped_devs
  copy()
  out = bytearray(n)
  d1.allocator._copyout(memoryview(out), dst)
  np.testing.assert_array_equal(np.frombuffer(out, np.float32), data)

def test_kernel_reading_unmapped_peer_memory_faults(drv):
  from tinygrad.runtime.ops_nv import NVProgram
  d0 = nv("NV:0")
  peer, data = _raw("NV:1", 1024), np.arange(256, dtype=np.float32)
  nv("NV:1").allocator._copyin(peer, memoryview(data.tobytes()))
  nv("NV:1").synchronize()
  prg = NVProgram(d0, "add1", ADD1.encode())
  with pytest.raises(RuntimeError, match=r"fault: kernel add1.*illegal address"): prg(peer, global_size=(1, 1, 1), local_size=(256, 1, 1))
  d0.synchronize()
  d0.allocator._map(peer)  # mapped: GPU 0's kernel now reads and writes GPU 1's memory in place
  prg(peer, global_size=(1, 1, 1), local_size=(256, 1, 1), wait=True)
  out = bytearray(1024)
  nv("NV:1").allocator._copyout(memoryview(out), peer)
  np.testing.assert_array_equal(np.frombuffer(out, np.float32), data + 1)

def test_peer_copy_uses_the_copy_engine(drv):
  from tinygrad.engine.realize import BufferCopy
  data = np.random.default_rng(0).standard_normal(3001).astype(np.float32)
  src = Buffer("NV:0", data.size, dtypes.float32).ensure_allocated().copyin(memoryview(data.tobytes()))
  dst = Buffer("NV:1", data.size, dtypes.float32).ensure_allocated()
  BufferCopy("NV:1", "NV:0", 0, 0, data.nbytes)([dst, src], {})
  np.testing.assert_array_equal(dst.numpy(), data)
  assert nv("NV:0").iface.peers[nv("NV:1").iface.gpu_uuid] is True
  # GPU 0's copy engine wrote straight from its own buffer into GPU 1's, mapped there by UVM
  va = dst._buf.va_addr
  assert (va, src._buf.va_addr, data.nbytes) in _copies_into(drv.gpus[0], va, data.nbytes)
  assert va in drv.gpus[0].peer_maps

def test_refused_peer_access_falls_back_to_the_host(drv):
  from tinygrad.engine.realize import BufferCopy
  drv.p2p = False  # as on GPUs without a P2P path: UVM_ENABLE_PEER_ACCESS answers NOT_SUPPORTED
  try:
    d2, d3 = nv("NV:2"), nv("NV:3")
    data = np.random.default_rng(1).integers(-2**31, 2**31 - 1, 5000, dtype=np.int32)
    src = Buffer("NV:2", data.size, dtypes.int32).ensure_allocated().copyin(memoryview(data.tobytes()))
    dst = Buffer("NV:3", data.size, dtypes.int32).ensure_allocated()
    BufferCopy("NV:3", "NV:2", 0, 0, data.nbytes)([dst, src], {})
    np.testing.assert_array_equal(dst.numpy(), data)
    assert d2.iface.peers[d3.iface.gpu_uuid] is False
    with pytest.raises(RuntimeError, match="refused peer access"): d2.allocator._map(dst._buf)
    va = dst._buf.va_addr
    assert not _copies_into(drv.gpus[2], va, data.nbytes) and va not in drv.gpus[2].peer_maps  # GPU 2 never touched GPU 3's memory
    # GPU 3's own copy engine filled it from host staging memory
    assert all(drv.owner.get(drv.range_of(s)) is None for _, s, _ in _copies_into(drv.gpus[3], va, data.nbytes))
    assert _copies_into(drv.gpus[3], va, data.nbytes)
  finally: drv.p2p = True

def test_tensor_to_other_gpu(drv):
  from tinygrad import Tensor
  x = np.random.default_rng(2).standard_normal(4099).astype(np.float32)
  t = (Tensor(x, device="NV") + 1).to("NV:1") * 2
  assert t.device == "NV:1"
  np.testing.assert_allclose(t.numpy(), (x + 1) * 2, rtol=1e-6)

@pytest.mark.parametrize("devs", [("NV:0", "NV:1"), ("NV:2", "NV:3")], ids=["peer", "host-fallback"])
def test_sharded_ops_vs_numpy(drv, devs):
  from tinygrad import Tensor
  drv.p2p = devs[0] != "NV:2"  # NV:2/NV:3 refuse peer access (their pair was first asked with P2P off)
  try:
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((8, 6)).astype(np.float32), rng.standard_normal((6, 4)).astype(np.float32)
    A = Tensor(a).shard(devs, axis=0)
    np.testing.assert_allclose((A * 2 + 1).numpy(), a * 2 + 1, rtol=1e-6)
    np.testing.assert_allclose(A.sum().numpy(), a.sum(), rtol=1e-5)
    np.testing.assert_allclose(A.sum(0).numpy(), a.sum(0), rtol=1e-5)
    np.testing.assert_allclose((A @ Tensor(b).shard(devs)).numpy(), a @ b, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose((Tensor(a).shard(devs, axis=1) @ Tensor(b).shard(devs, axis=0)).numpy(), a @ b, rtol=1e-5, atol=1e-5)
  finally: drv.p2p = True
  assert nv(devs[0]).iface.peers.get(nv(devs[1]).iface.gpu_uuid, True) is (devs[0] == "NV:0")

def test_free_unmaps_from_peers(drv):
  # the owner's free first drops every peer's mapping (UVM_FREE in that GPU's VA space), then the memory itself
  buf = _raw("NV:1", 8192)
  nv("NV:0").allocator._map(buf)
  assert buf.va_addr in drv.gpus[0].peer_maps and buf.va_addr in drv.gpus[0].mem.ranges
  nv("NV:1").allocator._free(buf, BufferSpec())
  assert buf.va_addr not in drv.gpus[0].peer_maps and buf.va_addr not in drv.gpus[0].mem.ranges and drv.range_of(buf.va_addr) is None

def test_gpu_check_peer_script_on_the_mock():
  # the script tools/gpu_check.py runs on a two-GPU machine, run here on the mock GPUs so it cannot rot before hardware sees it
  import importlib.util, os, subprocess, sys
  tool = os.path.join(os.path.dirname(__file__), "..", "tools", "gpu_check.py")
  spec = importlib.util.spec_from_file_location("gpu_check", tool)
  assert spec is not None and spec.loader is not None
  spec.loader.exec_module(mod := importlib.util.module_from_spec(spec))
  p = subprocess.run([sys.executable, "-c", mod.PEER], capture_output=True, text=True, timeout=300, env={**os.environ, "DEV": "MOCK+NV:PTX"})
  assert p.returncode == 0, p.stderr[-2000:]
  assert "RESULT peer access enabled; to(NV:1), sharded elementwise/sum/matmul match numpy" in p.stdout
