"""The NVIDIA compilers: our PTX renderer's kernels through ptxas (and nvJitLink when its wheel is installed) into cubins the loader
reads, checked against `cuobjdump -elf` / ptxas -v where installed; CUDA C through nvcc/NVRTC; the error naming what to install."""
import re, shutil, subprocess
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
