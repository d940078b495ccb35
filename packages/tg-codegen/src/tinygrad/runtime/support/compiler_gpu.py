"""GPU source to binary with the vendors' offline tools, no GPU needed: the checks behind every GPU renderer's tests.

PTX -> cubin (`ptxas`), CUDA C -> cubin (`nvcc`), AMD LLVM IR -> code object (llvmlite's AMDGPU backend), HIP C -> AMDGPU
assembly and OpenCL C -> SPIR-V (Debian's clang, `CLANG_GPU` overrides which one), WGSL -> validated module (naga, inside the
`wgpu` wheel). `available()` says whether the tool is on this machine and, if not, how to install it.
"""
from __future__ import annotations
import functools, glob, os, re, shutil, subprocess, tempfile
from tinygrad.device import CompileError, Compiler
from tinygrad.helpers import getenv
from tinygrad.runtime.support.compiler_llvm import LLVMCompiler

def _run(cmd: list[str], src: str, suffix: str, out_suffix: str, what: str) -> bytes:
  with tempfile.TemporaryDirectory() as d:
    inp, out = os.path.join(d, f"k{suffix}"), os.path.join(d, f"k{out_suffix}")
    with open(inp, "w") as f: f.write(src)
    try: proc = subprocess.run([*cmd, inp, "-o", out], capture_output=True, text=True, timeout=getenv("CC_TIMEOUT", 120))
    except FileNotFoundError: raise CompileError(f"{cmd[0]} not found; {what}") from None
    if proc.returncode != 0: raise CompileError(f"{os.path.basename(cmd[0])} rejected the source:\n{proc.stderr or proc.stdout}")
    with open(out, "rb") as f: return f.read()

@functools.cache
def find_tool(name: str, env: str = "") -> str | None:
  """`env` if set, else `name` on PATH, else the newest /usr/local/cuda*/bin or /usr/lib/llvm-*/bin copy."""
  if env and (v := os.environ.get(env)): return shutil.which(v)
  if (p := shutil.which(name)) is not None: return p
  cands = sorted(glob.glob(f"/usr/local/cuda*/bin/{name}") + glob.glob(f"/usr/lib/llvm-*/bin/{name}"),
                 key=lambda p: [int(x) if x.isdigit() else 0 for x in p.replace("-", "/").replace(".", "/").split("/")])
  return cands[-1] if cands else None

class ToolCompiler(Compiler):
  """A compiler that runs one offline tool on a temp file: subclasses give the tool, its flags and the file suffixes."""
  name, hint, default_arch, suffixes = "", "", "", (".src", ".out")
  def __init__(self, arch: str | None = None):
    self.arch = self.default_arch if arch is None else arch
    super().__init__(f"compile_{self.name}_{self.arch}" if self.arch else f"compile_{self.name}")
  @staticmethod
  def tool() -> str | None: raise NotImplementedError
  @classmethod
  def available(cls) -> str | None: return None if cls.tool() else cls.hint
  def flags(self) -> list[str]: raise NotImplementedError
  def compile(self, src: str) -> bytes:
    if (tool := self.tool()) is None: raise CompileError(f"{self.name} not found; {self.hint}")
    return _run([tool, *self.flags()], src, *self.suffixes, self.hint)

class PTXASCompiler(ToolCompiler):
  """PTX to a cubin for `sm_XX` with ptxas (from the CUDA toolkit)."""
  name, hint, default_arch, suffixes = "ptxas", "install the CUDA toolkit (ptxas) or put it on PATH", "sm_80", (".ptx", ".cubin")
  @staticmethod
  def tool() -> str | None: return find_tool("ptxas")
  def flags(self) -> list[str]: return [f"-arch={self.arch}"]

class NVCCCompiler(ToolCompiler):
  """CUDA C to a cubin for `sm_XX` with nvcc."""
  name, hint, default_arch, suffixes = "nvcc", "install the CUDA toolkit (nvcc) or put it on PATH", "sm_80", (".cu", ".cubin")
  @staticmethod
  def tool() -> str | None: return find_tool("nvcc")
  def flags(self) -> list[str]: return ["-cubin", f"-arch={self.arch}", "-w"]

def _clang() -> str | None:
  """A clang whose AMDGPU backend knows gfx950 (LLVM 20+): `CLANG_GPU`, else the newest Debian clang-NN."""
  if (v := os.environ.get("CLANG_GPU")): return shutil.which(v)
  cands = sorted(glob.glob("/usr/bin/clang-[0-9]*"), key=lambda p: int(p.rsplit("-", 1)[1]) if p.rsplit("-", 1)[1].isdigit() else 0)
  return cands[-1] if cands and cands[-1].rsplit("-", 1)[1].isdigit() and int(cands[-1].rsplit("-", 1)[1]) >= 20 else None

class HIPClangCompiler(ToolCompiler):
  """HIP C (the HIP renderer's self-contained dialect: no headers, no device libs) to AMDGPU assembly with clang's HIP front end."""
  name, default_arch, suffixes = "hipclang", "gfx1100", (".hip", ".s")
  hint = "apt-get install clang-22 (any clang >= 20 for gfx950), or set CLANG_GPU"
  tool = staticmethod(_clang)
  def flags(self) -> list[str]: return ["-x", "hip", f"--offload-arch={self.arch}", "-nogpulib", "-nogpuinc", "--cuda-device-only", "-O3", "-S", "-w"]

class CLClangCompiler(ToolCompiler):
  """OpenCL C 2.0 to SPIR (LLVM bitcode for spir64) with clang's OpenCL front end: the checks a driver's clBuildProgram does.
  SPIR, not SPIR-V: LLVM's optimiser may leave integer widths SPIR-V cannot express (i33 from 64-bit math)."""
  name, hint, suffixes = "clclang", "apt-get install clang-22 (any clang >= 20), or set CLANG_GPU", (".cl", ".bc")
  tool = staticmethod(_clang)
  def flags(self) -> list[str]: return ["-x", "cl", "-cl-std=CL2.0", "--target=spir64", "-emit-llvm", "-c", "-O2", "-w"]

@functools.cache
def _wgpu_device() -> object | None:
  try: import wgpu  # type: ignore[import-not-found,import-untyped,unused-ignore]
  except ImportError: return None
  adapter = wgpu.gpu.request_adapter_sync(power_preference="low-power") or wgpu.gpu.request_adapter_sync(force_fallback_adapter=True)
  if adapter is None: return None
  return adapter.request_device_sync(required_features=[f for f in ("shader-f16",) if f in adapter.features])

class WGSLCompiler(Compiler):
  """WGSL validated by naga (in the `wgpu` wheel); needs some adapter, e.g. Mesa's llvmpipe (apt-get install mesa-vulkan-drivers)."""
  hint = "pip install wgpu and apt-get install mesa-vulkan-drivers (a software Vulkan adapter for naga to validate against)"
  def __init__(self, arch: str = ""):
    self.arch = arch
    super().__init__(None)
  @staticmethod
  def available() -> str | None:
    # the renderer's half kernels need shader-f16, which Mesa's Vulkan llvmpipe has and its GL one lacks
    try: return None if (d := _wgpu_device()) is not None and "shader-f16" in d.features else WGSLCompiler.hint  # type: ignore[attr-defined]
    except Exception as e: return f"{WGSLCompiler.hint} ({e})"
  def compile(self, src: str) -> bytes:
    if (dev := _wgpu_device()) is None: raise CompileError(f"no WGSL validator; {self.hint}")
    try: dev.create_shader_module(code=src)  # type: ignore[attr-defined]
    except Exception as e: raise CompileError(f"naga rejected the WGSL:\n{e}") from None
    return src.encode()

class AMDLLVMCompiler(LLVMCompiler):
  """LLVM IR for amdgcn to a relocatable code object (gfx10+ in CU mode), through llvmlite's AMDGPU backend."""
  def __init__(self, arch: str = "gfx1100"):
    self.arch = arch
    super().__init__("amdgcn-amd-amdhsa", arch, "+cumode" if arch.startswith(("gfx10", "gfx11", "gfx12")) else "")
  @staticmethod
  def available() -> str | None: return None
  def disassemble(self, lib: bytes) -> None: pass

def compile_many(comp: Compiler, progs: list[tuple[str, str]]) -> None:
  """Check many (kernel name, source) programs with as few tool runs as the language allows (nvcc costs ~1 s a run): C++
  dialects each in a namespace of one file, OpenCL and PTX as one module with the headers once, others one by one."""
  srcs: list[str] = []
  for i, (name, src) in enumerate(dict.fromkeys(progs)):  # same-named kernels get unique names (one module holds them all)
    srcs.append(re.sub(rf"\b{re.escape(name)}\b", f"{name}_tg{i}", src))
  if isinstance(comp, (NVCCCompiler, HIPClangCompiler)):
    incl = sorted({ln for s in srcs for ln in s.splitlines() if ln.startswith("#include")})
    body = [f"namespace tg_ns{i} {{\n" + "\n".join(ln for ln in s.splitlines() if not ln.startswith("#include")) + "\n}" for i, s in enumerate(srcs)]
    comp.compile("\n".join([*incl, *body]))
  elif isinstance(comp, (CLClangCompiler, PTXASCompiler)):
    head = ("#pragma", ".version", ".target", ".address_size")
    lines = [ln for s in srcs for ln in s.splitlines()]
    comp.compile("\n".join([*dict.fromkeys(ln for ln in lines if ln.startswith(head)), *(ln for ln in lines if not ln.startswith(head))]))
  else:
    for s in srcs: comp.compile(s)
