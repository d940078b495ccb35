"""QMD v4 on the Hopper mock GPU (the default MOCKGPU_ARCH=sm_90, HOPPER_COMPUTE_A): the runtime must build a 0x60-dword v4 QMD,
not Ampere's v3 (Mesa's NVK and the CUDA driver both hand Hopper v4; a v3 QMD on a real H200 hung the first launch). Fields are read
back at the bit positions NVIDIA publishes for NVCBC0_QMDV04_00_* (clcbc0qmd.h), typed here independently of the runtime's table;
the v4 decoder refuses a v3 QMD (the mock reads a v3 QMD on Hopper in Hopper's own v3 table instead), and kernels' outputs are compared with numpy."""
import ctypes, itertools
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Device
from tinygrad.helpers import Context
from tinygrad.runtime.autogen import nv

# (high bit, low bit) from clcbc0qmd.h, QMDV04_00
DOC = {"qmd_major_version": (583, 580), "qmd_minor_version": (579, 576), "grid_width": (1055, 1024), "grid_height": (1071, 1056),
       "cta_thread_dimension0": (1167, 1152), "cta_thread_dimension1": (1183, 1168), "register_count": (1208, 1200),
       "barrier_count": (1215, 1211), "program_address_lower": (1247, 1216), "program_address_upper": (1272, 1248),
       "shared_memory_size": (601, 584), "shader_local_memory_high_size": (567, 544), "target_sm_config_shared_mem_size": (625, 620),
       "cb0_valid": (416, 416), "cb0_invalidate": (419, 419), "cb0_addr_lower_shifted6": (1567, 1536), "cb0_addr_upper_shifted6": (1586, 1568),
       "cb0_size_shifted4": (1599, 1587), "release0_enable": (320, 320), "release0_structure_size": (322, 321), "release0_payload64b": (332, 332),
       "release_semaphore0_addr_lower": (671, 640), "release_semaphore0_addr_upper": (696, 672),
       "release_semaphore0_payload_lower": (735, 704), "release_semaphore0_payload_upper": (767, 736),
       "dependent_qmd0_enable": (368, 368), "dependent_qmd0_action": (371, 369), "dependent_qmd0_pointer": (479, 448),
       "program_prefetch_addr_lower_shifted": (1375, 1344), "program_prefetch_addr_upper_shifted": (1392, 1376),
       "program_prefetch_size": (1401, 1393)}

def doc(words: Any, name: str) -> int:
  hi, lo = DOC[name]
  return (sum(int(words[w]) << (32 * (w - lo // 32)) for w in range(lo // 32, hi // 32 + 1)) >> (lo % 32)) & ((1 << (hi - lo + 1)) - 1)

STORE = """.version 7.8
.target sm_90
.address_size 64
.visible .entry store(
  .param .u64 out,
  .param .u32 n
)
{
  .reg .u64 %rd<4>;
  .reg .u32 %r<4>;
  .reg .pred %p<1>;
  ld.param.u64 %rd0, [out];
  ld.param.u32 %r1, [n];
  cvta.to.global.u64 %rd0, %rd0;
  mov.u32 %r0, %tid.x;
  setp.ge.u32 %p0, %r0, %r1;
  @%p0 bra DONE;
  mul.wide.u32 %rd1, %r0, 4;
  add.u64 %rd2, %rd0, %rd1;
  mul.lo.u32 %r2, %r0, 3;
  st.global.u32 [%rd2], %r2;
DONE:
  ret;
}
"""

@pytest.fixture(scope="module")
def hop():
  with Context(DEV="MOCK+NV:PTX"): yield Device["NV"]

def test_table_matches_nvidia_positions():  # the runtime's positions come from tg-autogen's generation from clcbc0qmd.h
  from tinygrad.runtime.ops_nv import QMDV4
  for name, pos in DOC.items():
    if name.startswith("cb0_"): assert QMDV4.bits("constant_buffer_" + name[4:], 0) == pos, name
    elif name.startswith("release0_"): assert QMDV4.bits("release_" + name[9:], 0) == pos, name
    else: assert QMDV4.bits(name) == pos, name
  assert QMDV4.bits("constant_buffer_addr_lower_shifted6", 2) == (1567 + 128, 1536 + 128)  # banks are 64 bits apart
  assert QMDV4.bits("release_enable", 1) == (336, 336) and QMDV4.bits("dependent_qmd_enable", 1) == (373, 373)
  with pytest.raises(AttributeError): QMDV4.bits("cta_raster_width")

def test_hopper_launch_is_a_v4_qmd(hop):
  from tinygrad.runtime.ops_nv import NVProgram, QMDV4
  assert hop.compute_class == nv.HOPPER_COMPUTE_A
  prg = NVProgram(hop, "store", STORE.encode())
  assert prg.qmd_type is QMDV4 and len(prg.qmd_template) == 0x60
  w = prg.qmd_template
  assert (doc(w, "qmd_major_version"), doc(w, "qmd_minor_version")) == (4, 0)
  assert doc(w, "program_address_upper") << 32 | doc(w, "program_address_lower") == prg.prog_addr  # unshifted on v4
  assert doc(w, "register_count") == prg.regs and doc(w, "barrier_count") == 1
  assert doc(w, "shared_memory_size") == prg.shared_size and doc(w, "shared_memory_size") % 256 == 0
  assert doc(w, "shader_local_memory_high_size") == prg.local_size and doc(w, "target_sm_config_shared_mem_size") == 32 // 4 + 1
  assert doc(w, "cb0_valid") == 1 and doc(w, "cb0_invalidate") == 1 and doc(w, "cb0_size_shifted4") << 4 >= prg.cbuf0_size
  # the prefetch range (chained QMDs prefetch) is the code itself, in 256-byte lines, never the unset VA 0
  pf = (doc(w, "program_prefetch_addr_upper_shifted") << 32 | doc(w, "program_prefetch_addr_lower_shifted")) << 8
  assert pf <= prg.prog_addr < pf + 256 and pf + doc(w, "program_prefetch_size") * 256 >= prg.prog_addr + prg.code_size > 0
  buf = hop.allocator.alloc(4 * 64)
  args = prg.fill_kernargs([buf], [40])
  q = hop.hw_compute_queue_t().exec(prg, args, (1, 1, 1), (64, 1, 1))
  qw = (ctypes.c_uint32 * 0x60).from_address(args.buf.va_addr + prg.qmd_offset)
  assert (doc(qw, "grid_width"), doc(qw, "grid_height"), doc(qw, "cta_thread_dimension0"), doc(qw, "cta_thread_dimension1")) == (1, 1, 64, 1)
  assert (doc(qw, "cb0_addr_upper_shifted6") << 32 | doc(qw, "cb0_addr_lower_shifted6")) << 6 == args.buf.va_addr
  # the kick: SEND_PCAS_A with the QMD address >> 8, then SEND_SIGNALING_PCAS2_B with INVALIDATE_COPY_SCHEDULE (NVK's action on Hopper)
  words = q._q
  i = words.index((2 << 28) | (1 << 16) | (1 << 13) | (nv.NVC6C0_SEND_PCAS_A >> 2))
  assert words[i + 1] == (args.buf.va_addr + prg.qmd_offset) >> 8
  assert words[i + 2:i + 4] == [(2 << 28) | (1 << 16) | (1 << 13) | (nv.NVC6C0_SEND_SIGNALING_PCAS2_B >> 2), 3]
  q.signal(hop.timeline_signal, v := hop.next_timeline())
  assert doc(qw, "release0_enable") == 1 and doc(qw, "release0_payload64b") == 1 and doc(qw, "release0_structure_size") == 2
  assert doc(qw, "release_semaphore0_payload_upper") << 32 | doc(qw, "release_semaphore0_payload_lower") == v
  assert doc(qw, "release_semaphore0_addr_upper") << 32 | doc(qw, "release_semaphore0_addr_lower") == hop.timeline_signal.value_addr
  q.submit(hop)
  hop.synchronize()
  out = np.zeros(64, np.uint32)
  hop.allocator._copyout(memoryview(out), buf)
  np.testing.assert_array_equal(out[:40], np.arange(40) * 3)

def test_chained_v4_qmds_vs_numpy(hop):
  from tinygrad.runtime.ops_nv import NVProgram
  prg = NVProgram(hop, "store", STORE.encode())
  bufs = [hop.allocator.alloc(4 * 64) for _ in range(3)]
  q = hop.hw_compute_queue_t().wait(hop.timeline_signal, hop.timeline_value - 1).memory_barrier()
  kargs = [prg.fill_kernargs([b], [n]) for b, n in zip(bufs, (64, 17, 5))]
  for ka in kargs: q.exec(prg, ka, (1, 1, 1), (64, 1, 1))
  for a, b in itertools.pairwise(kargs):
    w = (ctypes.c_uint32 * 0x60).from_address(a.buf.va_addr + prg.qmd_offset)
    assert doc(w, "dependent_qmd0_enable") == 1 and doc(w, "dependent_qmd0_action") == 1
    assert doc(w, "dependent_qmd0_pointer") << 8 == b.buf.va_addr + prg.qmd_offset
  q.signal(hop.timeline_signal, hop.next_timeline()).submit(hop)
  hop.synchronize()
  for b, n in zip(bufs, (64, 17, 5)):
    out = np.zeros(64, np.uint32)
    hop.allocator._copyout(memoryview(out), b)
    np.testing.assert_array_equal(out[:n], np.arange(n) * 3)

def test_v4_decoder_refuses_a_v3_qmd():
  # a v3 QMD read in the v4 layout would give garbage fields: the v4 decoder says so (the mock picks the v3 decoder by version first)
  from tinygrad.runtime.mockgpu.nv import nvgpu
  from tinygrad.runtime.ops_nv import QMD
  from tinygrad.runtime.support.hcq import MMIOInterface
  words = (ctypes.c_uint32 * 0x60)()
  QMD(MMIOInterface(ctypes.addressof(words), 0x100, "I")).set_static(0x1000, 16, 0x400, 0x240, 9)
  with pytest.raises(RuntimeError, match="Hopper channel launched a QMD of major version 3"): nvgpu._decode_v4(ctypes.addressof(words))

def test_tensor_ops_on_hopper_vs_numpy(hop):
  from tinygrad import Tensor
  np.testing.assert_array_equal((Tensor([1.0, 2.0, 3.0], device="NV") * 2).numpy(), np.array([2.0, 4.0, 6.0], np.float32))
  a = np.random.default_rng(4).standard_normal((19, 23)).astype(np.float32)
  np.testing.assert_allclose((Tensor(a, device="NV").exp() @ Tensor(a.T, device="NV")).numpy(), np.exp(a) @ a.T, rtol=1e-4, atol=1e-4)
