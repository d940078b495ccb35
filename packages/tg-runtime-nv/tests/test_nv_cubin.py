"""Cubins from ptxas: the loader's registers, stack, parameter window and offsets against what ptxas reports (-v), and the QMD an
NVProgram builds from one (it is not run: the mock executes PTX)."""
import re, shutil, subprocess
import pytest
from tinygrad.helpers import Context
from tinygrad.runtime.support.nv.cubin import load_cubin

pytestmark = pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas (CUDA toolkit) is not installed")

PTX = """.version 7.8
.target sm_90
.address_size 64
.visible .entry k(
  .param .u64 data0,
  .param .u64 data1,
  .param .u32 n
)
{
  .reg .u64 %rd<6>;
  .reg .u32 %r<4>;
  .reg .f32 %f<3>;
  .local .align 4 .b8 scratch[96];
  .reg .pred %p<1>;
  ld.param.u64 %rd0, [data0];
  ld.param.u64 %rd1, [data1];
  ld.param.u32 %r1, [n];
  cvta.to.global.u64 %rd0, %rd0;
  cvta.to.global.u64 %rd1, %rd1;
  mov.u32 %r0, %tid.x;
  setp.ge.u32 %p0, %r0, %r1;
  @%p0 bra DONE;
  mul.wide.u32 %rd2, %r0, 4;
  add.u64 %rd3, %rd1, %rd2;
  ld.global.f32 %f0, [%rd3];
  mov.u64 %rd5, scratch;
  st.local.f32 [%rd5], %f0;
  ld.local.f32 %f1, [%rd5];
  add.f32 %f2, %f1, 0f3F800000;
  add.u64 %rd4, %rd0, %rd2;
  st.global.f32 [%rd4], %f2;
DONE:
  ret;
}
"""

def ptxas(tmp_path, src):
  (tmp_path / "k.ptx").write_text(src)
  p = subprocess.run(["ptxas", "-arch=sm_90", "-v", str(tmp_path / "k.ptx"), "-o", str(tmp_path / "k.cubin")], capture_output=True, text=True,
                     check=True)
  return (tmp_path / "k.cubin").read_bytes(), p.stdout + p.stderr

def test_cubin_attributes_match_ptxas(tmp_path):
  lib, report = ptxas(tmp_path, PTX)
  k = load_cubin(lib, "k")
  assert k.regs == int(re.search(r"Used (\d+) registers", report)[1])
  assert k.stack == int(re.search(r"(\d+) bytes stack frame", report)[1])
  assert [size for _, size in k.params] == [8, 8, 4] and [off for off, _ in k.params] == [0, 8, 16]
  assert k.cbuf0_size == k.param_base + 20 and k.param_base % 4 == 0
  assert k.image[k.entry:k.entry + 16] != bytes(16)  # the code is in the image
  with pytest.raises(ValueError, match="no kernel 'nope'"): load_cubin(lib, "nope")

def test_nvprogram_from_cubin_builds_its_qmd(tmp_path):
  from tinygrad.runtime.ops_nv import NVDevice, NVProgram, QMDV4
  from tinygrad.runtime.support.hcq import MMIOInterface
  import ctypes
  lib, _ = ptxas(tmp_path, PTX)
  with Context(DEV="MOCK+NV:PTX"): dev = NVDevice("NV")  # not through Device[]: later tests must not find a mock NV open
  prg = NVProgram(dev, "k", lib)
  assert prg.qmd_type is QMDV4  # the mock is a Hopper (HOPPER_COMPUTE_A)
  mem = (ctypes.c_uint32 * 0x60)(*prg.qmd_template)
  q = QMDV4(MMIOInterface(ctypes.addressof(mem), 0x180, "I"))
  k = load_cubin(lib, "k")
  assert q.read("qmd_major_version") == 4 and q.read("register_count") == k.regs
  assert q.read("program_address_upper") << 32 | q.read("program_address_lower") == prg.image.va_addr + k.entry
  assert q.read("constant_buffer_size_shifted4", 0) == -(-k.cbuf0_size // 16) and q.read("constant_buffer_valid", 0) == 1
  assert q.read("shader_local_memory_high_size") >= k.stack
  assert bytes(prg.image.cpu_view().mv[:len(k.image)]) == k.image
  assert prg.param_slots == [("Q", 0), ("Q", 8), ("I", 16)]
  # the register file bounds the block: 254 registers -> 8192 per warp (granule 256) -> 8 warps of 65536
  prg.regs = 254
  with pytest.raises(RuntimeError, match="at most 256 threads, not 512"): prg(global_size=(1, 1, 1), local_size=(512, 1, 1), vals=(1,))

def test_nvprogram_from_cubin_without_parameters(tmp_path):
  # no PARAM_CBANK record: bank 0 still carries the driver prefix (shared and local windows) and a launch's arguments fill it
  from tinygrad.runtime.ops_nv import CBUF0_PREFIX, NVDevice, NVProgram
  lib, _ = ptxas(tmp_path, ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry e()\n{\n  ret;\n}\n")
  assert load_cubin(lib, "e").params == []
  with Context(DEV="MOCK+NV:PTX"): dev = NVDevice("NV")
  prg = NVProgram(dev, "e", lib)
  assert (prg.param_base, prg.cbuf0_size, prg.param_slots) == (CBUF0_PREFIX, CBUF0_PREFIX, [])
  args = prg.fill_kernargs((), ())
  words = args.buf.cpu_view().view(0, CBUF0_PREFIX, "I")[:]
  assert words[6] | words[7] << 32 == dev.shared_mem_window and words[8] | words[9] << 32 == dev.local_mem_window
  with pytest.raises(TypeError, match="takes 0 arguments"): prg.fill_kernargs((), (1,))
