"""QMD v5 on a Blackwell mock GPU (MOCKGPU_ARCH=sm_100 when the device opens): the runtime picks BLACKWELL_COMPUTE_A and builds v5 QMDs
(field by field against the generated NVCEC0_QMDV05_00 tables), the mock decodes them; Tensor ops, chained launches with a release
semaphore and TinyJit replay are checked against numpy. The v3 layout of the Hopper mock is unchanged."""
import ctypes, itertools
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Device
from tinygrad.helpers import Context
from tinygrad.runtime.autogen import nv

BW = "NV:4"  # a mock GPU index no other test opens, so its arch is decided here

def _field(words: Any, name: str, idx: int | None = None) -> int:
  f = getattr(nv, "NVCEC0_QMDV05_00_" + name.upper())
  hi, lo = f(idx) if idx is not None else f
  return (sum(int(words[w]) << (32 * (w - lo // 32)) for w in range(lo // 32, hi // 32 + 1)) >> (lo % 32)) & ((1 << (hi - lo + 1)) - 1)

@pytest.fixture(scope="module")
def bw():
  mp = pytest.MonkeyPatch()
  mp.setenv("MOCKGPU_ARCH", "sm_100")
  with Context(DEV="MOCK+NV:PTX"):
    d = Device[BW]
    mp.undo()  # only this GPU's device object saw the variable
    yield d
  for name in [n for n in Device._opened if n.startswith("NV")]: Device[name].synchronize(); del Device._opened[name]

ADD1 = """.version 7.8
.target sm_100
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
  mov.u32 %r2, %ctaid.x;
  mad.lo.u32 %r0, %r2, 64, %r0;
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

def test_blackwell_device_uses_qmd_v5(bw):
  from tinygrad.runtime.ops_nv import QMDV5
  assert bw.arch == "sm_100" and bw.compute_class == nv.BLACKWELL_COMPUTE_A and bw.dma_class == nv.BLACKWELL_DMA_COPY_A
  from tinygrad.runtime.ops_nv import NVProgram
  prg = NVProgram(bw, "add1", ADD1.encode())
  assert prg.qmd_type is QMDV5 and prg.qmd_type.size == 0x60 * 4 and len(prg.qmd_template) == 0x60
  w = prg.qmd_template
  assert _field(w, "qmd_major_version") == 5 and _field(w, "qmd_type") == nv.NVCDC0_QMDV05_00_QMD_TYPE_GRID_CTA
  assert (_field(w, "program_address_upper_shifted4") << 32 | _field(w, "program_address_lower_shifted4")) << 4 == prg.prog_addr
  assert _field(w, "shared_memory_size_shifted7") << 7 == prg.shared_size and _field(w, "register_count") == prg.regs
  assert _field(w, "shader_local_memory_high_size_shifted4") << 4 == prg.local_size
  assert _field(w, "constant_buffer_valid", 0) == 1 and _field(w, "constant_buffer_size_shifted4", 0) << 4 >= prg.cbuf0_size
  assert _field(w, "target_sm_config_shared_mem_size") == 32 // 4 + 1  # 0x400 bytes of shared fit the 32 KiB config
  # one launch: grid/block/cbuf0 patched in the v5 fields of the QMD copied into the kernargs
  buf = bw.allocator.alloc(4 * 200)
  bw.allocator._copyin(buf, memoryview(np.zeros(200, np.float32).tobytes()))
  args = prg.fill_kernargs([buf], [200])
  assert args.buf.va_addr % 256 == 0
  q = bw.hw_compute_queue_t().exec(prg, args, (4, 1, 1), (64, 1, 1))
  qw = (ctypes.c_uint32 * 0x60).from_address(args.buf.va_addr + prg.qmd_offset)
  assert (_field(qw, "grid_width"), _field(qw, "grid_height"), _field(qw, "grid_depth")) == (4, 1, 1)
  assert (_field(qw, "cta_thread_dimension0"), _field(qw, "cta_thread_dimension1"), _field(qw, "cta_thread_dimension2")) == (64, 1, 1)
  assert (_field(qw, "constant_buffer_addr_upper_shifted6", 0) << 32 | _field(qw, "constant_buffer_addr_lower_shifted6", 0)) << 6 == args.buf.va_addr
  q.signal(bw.timeline_signal, v := bw.next_timeline())
  assert _field(qw, "release_enable", 0) == 1 and _field(qw, "release_payload64b", 0) == 1
  assert (_field(qw, "release_semaphore0_payload_upper") << 32 | _field(qw, "release_semaphore0_payload_lower")) == v
  assert (_field(qw, "release_semaphore0_addr_upper") << 32 | _field(qw, "release_semaphore0_addr_lower")) == bw.timeline_signal.value_addr
  q.submit(bw)
  bw.synchronize()
  out = bytearray(800)
  bw.allocator._copyout(memoryview(out), buf)
  np.testing.assert_array_equal(np.frombuffer(out, np.float32), np.ones(200, np.float32))

def test_chained_qmds_v5(bw):
  from tinygrad.runtime.ops_nv import NVProgram
  prg = NVProgram(bw, "add1", ADD1.encode())
  buf = bw.allocator.alloc(4 * 256)
  bw.allocator._copyin(buf, memoryview(np.ones(256, np.float32).tobytes()))
  q = bw.hw_compute_queue_t().wait(bw.timeline_signal, bw.timeline_value - 1).memory_barrier()
  kargs = []
  for n in (200, 130, 70):
    q.exec(prg, ka := prg.fill_kernargs([buf], [n]), (4, 1, 1), (64, 1, 1))
    kargs.append(ka)
  # the second and third QMDs start from the previous one's dependent_qmd0, not from the pushbuffer
  for a, b in itertools.pairwise(kargs):
    w = (ctypes.c_uint32 * 0x60).from_address(a.buf.va_addr + prg.qmd_offset)
    assert _field(w, "dependent_qmd0_enable") == 1 and _field(w, "dependent_qmd0_action") == nv.NVCDC0_QMDV05_00_DEPENDENT_QMD0_ACTION_QMD_SCHEDULE
    assert _field(w, "dependent_qmd0_pointer") << 8 == b.buf.va_addr + prg.qmd_offset
  q.signal(bw.timeline_signal, bw.next_timeline()).submit(bw)
  bw.synchronize()
  out = bytearray(1024)
  bw.allocator._copyout(memoryview(out), buf)
  i = np.arange(256)
  np.testing.assert_array_equal(np.frombuffer(out, np.float32), 1.0 + (i < 200) + (i < 130) + (i < 70))

def test_tensor_ops_vs_numpy_v5(bw):
  from tinygrad import Tensor
  a, b = np.random.default_rng(5).standard_normal((2, 33, 17)).astype(np.float32)
  ta, tb = Tensor(a, device=BW), Tensor(b, device=BW)
  np.testing.assert_allclose((ta * 2 + tb).numpy(), a * 2 + b, rtol=1e-6)
  np.testing.assert_allclose(ta.sum(axis=1).numpy(), a.sum(axis=1), rtol=1e-5, atol=1e-5)
  np.testing.assert_allclose((ta @ tb.T).numpy(), a @ b.T, rtol=1e-4, atol=1e-4)
  np.testing.assert_array_equal((Tensor.arange(1000, device=BW) % 7).numpy(), np.arange(1000) % 7)

def test_tinyjit_replay_v5(bw):
  from tinygrad import Tensor, TinyJit, Variable
  @TinyJit
  def f(a: Tensor, n: Any) -> Tensor: return ((a[:n] * 2 + 1).contiguous() * (a[:n] + 3)).sum().contiguous() + n
  data = np.arange(16, dtype=np.float32)
  for step, nval in enumerate([5, 9, 12, 3, 16, 7]):
    out = f(Tensor(data + step, device=BW).realize(), Variable("n", 1, 16).bind(nval)).numpy()
    x = data[:nval] + step
    np.testing.assert_allclose(out, ((x * 2 + 1) * (x + 3)).sum() + nval, rtol=1e-5)
  assert f.captured is not None and any(type(r).__name__ == "HCQGraph" for r, _ in f.captured._graph)

def test_unknown_mock_arch_is_refused(monkeypatch):
  from tinygrad.runtime.mockgpu.nv.nvdriver import mock_arch
  monkeypatch.setenv("MOCKGPU_ARCH", "sm_77")
  with pytest.raises(ValueError, match="MOCKGPU_ARCH=sm_77"): mock_arch()

def test_sm120_uses_compute_b_and_qmd_v5(bw, monkeypatch):
  from tinygrad import Tensor
  from tinygrad.runtime.ops_nv import QMDV5
  monkeypatch.setenv("MOCKGPU_ARCH", "sm_120")
  with Context(DEV="MOCK+NV:PTX"): d: Any = Device["NV:5"]
  monkeypatch.delenv("MOCKGPU_ARCH")
  assert d.arch == "sm_120" and d.compute_class == nv.BLACKWELL_COMPUTE_B and d.dma_class == nv.BLACKWELL_DMA_COPY_B
  x = np.random.default_rng(12).standard_normal(1000).astype(np.float32)
  t = Tensor(x, device="NV:5")
  np.testing.assert_allclose((t * t + 1).sqrt().numpy(), np.sqrt(x * x + 1), rtol=1e-6)
  from tinygrad.runtime.ops_nv import NVProgram
  assert NVProgram(d, "add1", ADD1.encode()).qmd_type is QMDV5

@pytest.mark.parametrize("major,decoder", [(5, "_decode_v3"), (3, "_decode_v5")])
def test_mock_refuses_a_qmd_of_the_other_layout(major: int, decoder: str):
  # a QMD read in the wrong layout gives garbage addresses: the mock must say so, not execute (or segfault on) them
  from tinygrad.runtime.mockgpu.nv import nvgpu
  words = (ctypes.c_uint32 * 0x60)()
  _, lo = nv.NVC6C0_QMDV03_00_QMD_MAJOR_VERSION if decoder == "_decode_v3" else nv.NVCEC0_QMDV05_00_QMD_MAJOR_VERSION
  words[lo // 32] |= major << (lo % 32)
  with pytest.raises(RuntimeError, match=f"major version {major}"): getattr(nvgpu, decoder)(ctypes.addressof(words))
