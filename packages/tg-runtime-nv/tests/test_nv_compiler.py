"""The NVIDIA compilers: our PTX renderer's kernels through ptxas (and nvJitLink when its wheel is installed) into cubins the loader
reads, checked against `cuobjdump -elf` / ptxas -v where installed; CUDA C through nvcc/NVRTC; the error naming what to install."""
import os, re, shutil, subprocess
import pytest
from tinygrad.codegen import get_program
from tinygrad.device import CompileError, renderer_class
from tinygrad.tensor import Tensor
from tinygrad.runtime.support import compiler_cuda as cc
from tinygrad.runtime.support.nv.cubin import load_cubin

needs_ptxas = pytest.mark.skipif(cc.cuda_tool("ptxas") is None, reason="ptxas (CUDA toolkit) is not installed")
needs_nvcc = pytest.mark.skipif(cc.cuda_tool("nvcc") is None, reason="nvcc (CUDA toolkit) is not installed")

def programs(renderer: str, arch: str = "sm_90") -> list:
  a = Tensor.arange(96).reshape(8, 12).float().contiguous()
  b = ((a * 3).exp2().sum(1) + a.max(1)).contiguous()
  return [get_program(c.src[0], renderer_class(renderer)(arch)) for c in b.schedule_linear().src]

def backends(kind: str) -> list[str]:
  if kind == "ptx": return [b for b, ok in (("ptxas", cc.cuda_tool("ptxas")), ("nvjitlink", cc.nvjitlink())) if ok]
  return [b for b, ok in (("nvcc", cc.cuda_tool("nvcc")), ("nvrtc", cc.nvrtc())) if ok]

@needs_ptxas
@pytest.mark.parametrize("backend", backends("ptx"))
def test_ptx_to_cubin_matches_ptxas_report(tmp_path, backend):
  for p in programs("PTX"):
    lib = cc.PTXCubinCompiler("sm_90", backend).compile(p.src)
    assert lib[:4] == b"\x7fELF"
    k = load_cubin(lib, p.function_name)
    # the parameter list the renderer declared: every buffer is a u64 at 8-byte steps, values after
    n_params = len(re.findall(r"\.param\s+\.\w+", p.src))
    assert len(k.params) == n_params and all(size == 8 for _, size in k.params[:len(p.globals)])
    assert [off for off, _ in k.params[:len(p.globals)]] == [8 * i for i in range(len(p.globals))]
    (tmp_path / "k.ptx").write_text(p.src)
    rep = subprocess.run(["ptxas", "-arch=sm_90", "-v", str(tmp_path / "k.ptx"), "-o", str(tmp_path / "k.cubin")], capture_output=True,
                         text=True, check=True)
    report = rep.stdout + rep.stderr
    regs, stack = re.search(r"Used (\d+) registers", report), re.search(r"(\d+) bytes stack frame", report)
    assert regs is not None and stack is not None and k.regs == int(regs[1]) and k.stack == int(stack[1])
    if (m := re.search(r"(\d+) bytes smem", report)): assert k.shared == int(m[1])

@needs_ptxas
@pytest.mark.skipif(shutil.which("cuobjdump") is None, reason="cuobjdump is not installed")
def test_cubin_sections_match_cuobjdump(tmp_path):
  p = programs("PTX")[-1]
  lib = cc.PTXCubinCompiler("sm_90", "ptxas").compile(p.src)
  (tmp_path / "k.cubin").write_bytes(lib)
  out = subprocess.run(["cuobjdump", "-elf", str(tmp_path / "k.cubin")], capture_output=True, text=True, check=True).stdout
  k = load_cubin(lib, p.function_name)
  assert f".text.{p.function_name}" in out and k.regs > 0

@needs_nvcc
@pytest.mark.parametrize("backend", backends("cuda"))
@pytest.mark.parametrize("ptx", [True, False])
def test_cuda_c(backend, ptx):
  for p in programs("CUDA"):
    lib = cc.CUDACCompiler("sm_90", ptx, backend).compile(p.src)
    if ptx:
      src = lib.decode()
      assert re.search(r"\.target\s+sm_90", src) and re.search(rf"\.entry\s+{p.function_name}\b", src)
    else: assert load_cubin(lib, p.function_name).image

@needs_ptxas
def test_bad_ptx_is_a_compile_error():
  with pytest.raises(CompileError, match="ptxas"): cc.PTXCubinCompiler("sm_90", "ptxas").compile(".version 7.8\n.target sm_90\nnonsense;")

def test_nothing_installed_names_what_to_install(monkeypatch):
  monkeypatch.setattr(cc, "nvjitlink", lambda: None)
  monkeypatch.setattr(cc, "nvrtc", lambda: None)
  monkeypatch.setattr(cc, "cuda_tool", lambda name: None)
  with pytest.raises(RuntimeError, match=r"tg-runtime-nv\[cuda\]"): cc.PTXCubinCompiler("sm_90")
  with pytest.raises(RuntimeError, match="nvcc"): cc.CUDACCompiler("sm_90", ptx=True)

def test_ptx_compiler_keeps_the_text():
  p = programs("PTX")[0]
  assert cc.PTXCompiler("sm_90").compile(p.src) == p.src.encode()

RELOC_PTX = """.version 7.8
.target sm_90
.address_size 64
.global .align 4 .u32 table[4] = {11, 22, 33, 44};
.visible .entry k(
  .param .u64 data0
)
{
  .reg .u64 %rd<4>;
  .reg .u32 %r<2>;
  ld.param.u64 %rd0, [data0];
  cvta.to.global.u64 %rd0, %rd0;
  mov.u64 %rd1, table;
  mov.u32 %r0, %tid.x;
  mul.wide.u32 %rd2, %r0, 4;
  add.u64 %rd3, %rd1, %rd2;
  ld.global.u32 %r1, [%rd3];
  add.u64 %rd3, %rd0, %rd2;
  st.global.u32 [%rd3], %r1;
  ret;
}
"""

@needs_ptxas
@pytest.mark.parametrize("backend", backends("ptx"))
def test_global_table_relocation_and_constant_bank(backend):
  """A .global table's address is relocated: the loader patches the image (the patched words must be the VA of the table's initial
  data, read from the ELF independently of cubin.py) and the QMD binds any constant bank holding it."""
  import ctypes
  from tinygrad.helpers import Context
  from tinygrad.runtime.ops_nv import NVDevice, NVProgram, QMDV4
  from tinygrad.runtime.support.elf import elf_parse
  from tinygrad.runtime.support.hcq import MMIOInterface
  lib = cc.PTXCubinCompiler("sm_90", backend).compile(RELOC_PTX)
  elf = elf_parse(lib)
  init = next(s for s in elf.sections if s.name == ".nv.global.init")
  assert bytes(init.data[:16]) == bytes(b for v in (11, 22, 33, 44) for b in v.to_bytes(4, "little"))
  k = load_cubin(lib, "k")
  # ptxas puts the table's address in a constant bank (one R_CUDA_64); nvJitLink patches it into the code (0x38 low / 0x39 high words)
  assert sorted(t for _, t, _ in k.relocs) in ([2], [0x38, 0x39])
  with Context(DEV="MOCK+NV:PTX"): dev = NVDevice("NV")
  prg = NVProgram(dev, "k", lib)
  img = bytes(prg.image.cpu_view().mv[:len(k.image)])
  word = {t: int.from_bytes(img[off + (0 if t == 2 else 4):off + 8], "little") for off, t, _ in k.relocs}
  table_va = word[2] if 2 in word else word[0x39] << 32 | word[0x38]
  assert bytes(prg.image.cpu_view().mv[table_va - prg.image.va_addr:table_va - prg.image.va_addr + 16]) == bytes(init.data[:16])
  assert prg.qmd_type is QMDV4  # the mock is a Hopper: constant bank addresses are stored >> 6
  mem = (ctypes.c_uint32 * 0x60)(*prg.qmd_template)
  q = QMDV4(MMIOInterface(ctypes.addressof(mem), 0x180, "I"))
  assert len(k.constbufs) == (1 if 2 in word else 0)
  for bank, (cb_off, cb_size) in k.constbufs.items():
    assert q.read("constant_buffer_valid", bank) == 1 and q.read("constant_buffer_size_shifted4", bank) == -(-cb_size // 16)
    addr = q.read("constant_buffer_addr_upper_shifted6", bank) << 32 | q.read("constant_buffer_addr_lower_shifted6", bank)
    assert addr << 6 == prg.image.va_addr + cb_off

@needs_nvcc
def test_mock_nv_runs_cuda_c_through_ptx():
  import numpy as np
  from tinygrad.device import Device
  from tinygrad.helpers import Context
  from tinygrad.runtime.ops_nv import NVDevice
  with Context(DEV="MOCK+NV:CUDA"):
    dev = NVDevice("NV:4")  # not through Device[] first: its DEV renderer is CUDA C
    assert type(dev.renderer).__name__ == "CUDARenderer" and type(dev.compiler).__name__ == "CUDACCompiler" and dev.compiler.ptx
    Device._opened["NV:4"] = dev
    try:
      a = np.random.default_rng(7).standard_normal((5, 40)).astype(np.float32)
      np.testing.assert_allclose((Tensor(a, device="NV:4").exp() + 1).max(1).numpy(), (np.exp(a) + 1).max(1), rtol=1e-5)
    finally:
      dev.synchronize()
      del Device._opened["NV:4"]

@pytest.mark.skipif(cc.nvrtc() is None or not cc.wheel_lib_dirs("cuda_runtime"), reason="needs the nvrtc and cuda-runtime wheels (the cuda extra)")
def test_nvrtc_with_only_the_wheels_headers(monkeypatch):
  # a machine with the extra and no CUDA toolkit: cuda_fp16.h/cuda_bf16.h come from the runtime wheel's include folder
  monkeypatch.setenv("CUDA_PATH", "/nonexistent")
  wheel_dirs = [d for d in cc.cuda_includes() if os.sep + "nvidia" + os.sep in d]
  monkeypatch.setattr(cc, "cuda_includes", lambda: wheel_dirs)
  for p in programs("CUDA"): assert load_cubin(cc.CUDACCompiler("sm_90", ptx=False, backend="nvrtc").compile(p.src), p.function_name).image

@pytest.mark.parametrize("backend", [b for b in backends("ptx") if b == "nvjitlink"])
def test_nvjitlink_error_log(backend):
  with pytest.raises(CompileError, match="bogus"):
    cc.PTXCubinCompiler("sm_90", backend).compile(".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry k() { bogus; }")
