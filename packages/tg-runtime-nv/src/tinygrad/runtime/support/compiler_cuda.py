"""Compilers for NVIDIA targets: PTX text to a cubin (nvJitLink in-process, else the `ptxas` CLI) and CUDA C to PTX or a cubin
(NVRTC in-process, else the `nvcc` CLI).

The libraries come from NVIDIA's pip wheels (`pip install tg-runtime-nv[cuda]` pulls nvidia-nvjitlink-cu12, nvidia-cuda-nvrtc-cu12
and, for the headers NVRTC needs, nvidia-cuda-runtime-cu12: all under site-packages/nvidia/*), from $CUDA_PATH, or from the system's
library path; the CLIs from $PATH, $CUDA_PATH/bin or /usr/local/cuda*/bin. When none is found the error names what to install.
The PTX renderer already writes `.version` and `.target`, so PTX needs no rewriting: the mock GPUs and the CUDA device take it as is.
"""
from __future__ import annotations
import ctypes, functools, glob, os, shutil, subprocess, sys, tempfile
from collections.abc import Callable
from typing import Any
from tinygrad.device import CompileError, Compiler
from tinygrad.runtime.support.c import findlib

INSTALL_HINT = "install the extra (pip install 'tg-runtime-nv[cuda]': NVIDIA's nvjitlink and nvrtc wheels) or a CUDA toolkit (ptxas/nvcc on PATH)"

def wheel_lib_dirs(pkg: str) -> list[str]:
  """Where NVIDIA's pip wheels on sys.path put their shared libraries: site-packages/nvidia/<pkg>/lib (CUDA 12 wheels), then
  site-packages/nvidia/cu13/lib (CUDA 13 wheels share one folder)."""
  return [d for sub in (pkg, "cu13") for p in sys.path if p and os.path.isdir(d := os.path.join(p, "nvidia", sub, "lib"))]

def cuda_tool(name: str) -> str | None:
  """A CUDA toolkit program: $PATH, then $CUDA_PATH/bin, then the newest /usr/local/cuda*/bin."""
  if (p := shutil.which(name)) is not None: return p
  dirs = [os.path.join(os.environ["CUDA_PATH"], "bin")] if os.environ.get("CUDA_PATH") else []
  dirs += ["/usr/local/cuda/bin", *sorted(glob.glob("/usr/local/cuda-*/bin"), reverse=True)]
  return next((f for d in dirs if os.access(f := os.path.join(d, name), os.X_OK)), None)

def _run(cmd: list[str], what: str) -> None:
  p = subprocess.run(cmd, capture_output=True, text=True)
  if p.returncode != 0: raise CompileError(f"{what} failed ({' '.join(cmd)}):\n{p.stderr or p.stdout}")

# ---- nvJitLink: PTX -> cubin in-process ----

class NVJitLink:
  """libnvJitLink through ctypes. Its entry points carry the library's major version (`__nvJitLinkCreate_12_0`), so they are looked up by
  the version the library reports rather than the header the bindings were generated from."""
  INPUT_PTX = 2
  def __init__(self, path: str):
    self.lib = ctypes.CDLL(path)
    major, minor = ctypes.c_uint32(), ctypes.c_uint32()
    self.lib.nvJitLinkVersion.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    self.lib.nvJitLinkVersion(ctypes.byref(major), ctypes.byref(minor))
    self.version = (major.value, minor.value)
  SIGS: dict[str, list[Any]] = {"Create": [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_void_p], "Destroy": [ctypes.c_void_p],
                                "AddData": [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p],
                                "Complete": [ctypes.c_void_p], "GetLinkedCubinSize": [ctypes.c_void_p, ctypes.c_void_p],
                                "GetLinkedCubin": [ctypes.c_void_p, ctypes.c_void_p], "GetErrorLogSize": [ctypes.c_void_p, ctypes.c_void_p],
                                "GetErrorLog": [ctypes.c_void_p, ctypes.c_void_p]}
  def fn(self, name: str) -> Any:
    f = getattr(self.lib, f"__nvJitLink{name}_{self.version[0]}_0")
    f.restype, f.argtypes = ctypes.c_uint32, self.SIGS[name]  # size_t arguments must not go through ctypes' default int
    return f

  def _log(self, h: ctypes.c_void_p, kind: str) -> str:
    size = ctypes.c_uint64()
    self.fn(f"Get{kind}LogSize")(h, ctypes.byref(size))
    buf = ctypes.create_string_buffer(size.value + 1)
    self.fn(f"Get{kind}Log")(h, buf)
    return buf.value.decode(errors="replace")

  def link(self, ptx: bytes, arch: str) -> bytes:
    h = ctypes.c_void_p()
    opts = (ctypes.c_char_p * 1)(f"-arch={arch}".encode())
    if (st := self.fn("Create")(ctypes.byref(h), 1, opts)) != 0: raise CompileError(f"nvJitLinkCreate for {arch} failed with status {st}")
    try:
      data = ptx + b"\0"
      if self.fn("AddData")(h, self.INPUT_PTX, data, len(data), b"kernel.ptx") != 0 or self.fn("Complete")(h) != 0:
        raise CompileError(f"nvJitLink could not compile the PTX for {arch}:\n{self._log(h, 'Error')}")
      size = ctypes.c_uint64()
      self.fn("GetLinkedCubinSize")(h, ctypes.byref(size))
      out = ctypes.create_string_buffer(size.value)
      self.fn("GetLinkedCubin")(h, out)
      return out.raw
    finally: self.fn("Destroy")(ctypes.byref(h))

@functools.cache
def nvjitlink() -> NVJitLink | None:
  """The nvJitLink library from the wheel, $NVJITLINK_PATH, $CUDA_PATH or the system; None when there is none."""
  path = findlib("nvJitLink", ["nvJitLink"], [*wheel_lib_dirs("nvjitlink"), "/usr/local/cuda/lib64", "/usr/local/cuda/lib"])
  try: return NVJitLink(path) if path is not None else None
  except (OSError, AttributeError): return None

# ---- NVRTC: CUDA C -> PTX / cubin in-process ----

@functools.cache
def nvrtc() -> Any:
  """tg-autogen's NVRTC bindings, made to look in the wheel's folder first; None when no libnvrtc loads."""
  from tinygrad.runtime.autogen import nvrtc as lib
  lib.dll.paths = [*wheel_lib_dirs("cuda_nvrtc"), *lib.dll.paths]
  try: _ = lib.dll.lib
  except OSError: return None
  return lib

def cuda_includes() -> list[str]:
  """Include folders for cuda_fp16.h and friends: $CUDA_PATH/include, the toolkit's, and the nvrtc wheel's (when present)."""
  cands = [os.path.join(os.environ.get("CUDA_PATH", "/usr/local/cuda"), "include"), "/usr/local/cuda/include",
           *(os.path.join(os.path.dirname(d), "include") for d in wheel_lib_dirs("cuda_nvrtc")),
           *(os.path.join(os.path.dirname(d), "include") for d in wheel_lib_dirs("cuda_runtime"))]
  return list(dict.fromkeys(d for d in cands if os.path.isdir(d)))

def nvrtc_compile(src: str, arch: str, ptx: bool) -> bytes:
  lib = nvrtc()
  prog = lib.nvrtcProgram()
  if (st := lib.nvrtcCreateProgram(ctypes.byref(prog), src.encode(), b"kernel.cu", 0, None, None)) != 0:
    raise CompileError(f"nvrtcCreateProgram failed: {lib.nvrtcResult.get(st, st)}")
  try:
    major, minor = ctypes.c_int32(), ctypes.c_int32()
    lib.nvrtcVersion(ctypes.byref(major), ctypes.byref(minor))
    opts = [f"--gpu-architecture={arch if not ptx else 'compute_' + arch[3:]}", *(f"-I{d}" for d in cuda_includes())]
    if (major.value, minor.value) >= (12, 4): opts.append("--minimal")  # skips the implicit headers nothing we render uses
    copts = (ctypes.c_char_p * len(opts))(*[o.encode() for o in opts])
    if (st := lib.nvrtcCompileProgram(prog, len(opts), copts)) != 0:
      size = ctypes.c_uint64()
      lib.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
      log = ctypes.create_string_buffer(size.value + 1)
      lib.nvrtcGetProgramLog(prog, log)
      raise CompileError(f"NVRTC ({lib.nvrtcResult.get(st, st)}) for {arch}:\n{log.value.decode(errors='replace')}")
    size = ctypes.c_uint64()
    (lib.nvrtcGetPTXSize if ptx else lib.nvrtcGetCUBINSize)(prog, ctypes.byref(size))
    out = ctypes.create_string_buffer(size.value)
    (lib.nvrtcGetPTX if ptx else lib.nvrtcGetCUBIN)(prog, out)
    return out.raw.rstrip(b"\0") if ptx else out.raw
  finally: lib.nvrtcDestroyProgram(ctypes.byref(prog))

# ---- the CLIs ----

def ptxas_compile(ptx: bytes, arch: str, tool: str) -> bytes:
  with tempfile.TemporaryDirectory() as d:
    with open(src := os.path.join(d, "k.ptx"), "wb") as f: f.write(ptx)
    _run([tool, f"-arch={arch}", src, "-o", out := os.path.join(d, "k.cubin")], "ptxas")
    with open(out, "rb") as f: return f.read()

def nvcc_compile(src: str, arch: str, ptx: bool, tool: str) -> bytes:
  with tempfile.TemporaryDirectory() as d:
    with open(cu := os.path.join(d, "k.cu"), "w") as f: f.write(src)
    out = os.path.join(d, "k.ptx" if ptx else "k.cubin")
    _run([tool, "--ptx" if ptx else "--cubin", f"-arch={'compute_' + arch[3:] if ptx else arch}", cu, "-o", out], "nvcc")
    with open(out, "rb") as f: return f.read()

# ---- the Compiler classes the devices use ----

class PTXCompiler(Compiler):
  """PTX stays PTX: the library of the mock GPU and of the CUDA device (the driver JIT-compiles it) is the text itself."""
  def __init__(self, arch: str = ""): super().__init__(None)
  def compile(self, src: str) -> bytes: return src.encode()

class PTXCubinCompiler(Compiler):
  """PTX -> cubin for the NV device: nvJitLink in-process when its library is found, else the ptxas CLI."""
  def __init__(self, arch: str, backend: str | None = None):
    self.arch, self.backend = arch, backend or self.pick()
    super().__init__(f"compile_ptx_cubin_{arch}")
  @staticmethod
  def pick() -> str:
    if nvjitlink() is not None: return "nvjitlink"
    if cuda_tool("ptxas") is not None: return "ptxas"
    raise RuntimeError(f"NV cannot compile PTX to a cubin: neither libnvJitLink nor ptxas was found; {INSTALL_HINT}")
  def compile(self, src: str) -> bytes:
    if self.backend == "nvjitlink" and (lib := nvjitlink()) is not None: return lib.link(src.encode(), self.arch)
    if (tool := cuda_tool("ptxas")) is None: raise RuntimeError(f"ptxas is not installed; {INSTALL_HINT}")
    return ptxas_compile(src.encode(), self.arch, tool)
  def disassemble(self, lib: bytes) -> None:
    if (tool := cuda_tool("nvdisasm")) is None: return print(f"nvdisasm is not installed; the cubin is {len(lib)} bytes")
    with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
      f.write(lib)
      f.flush()
      print(subprocess.run([tool, f.name], capture_output=True, text=True).stdout)

class CUDACCompiler(Compiler):
  """CUDA C -> PTX (`ptx=True`: the mock GPUs) or a cubin (the NV and CUDA devices): NVRTC in-process, else the nvcc CLI."""
  def __init__(self, arch: str, ptx: bool, backend: str | None = None):
    self.arch, self.ptx, self.backend = arch, ptx, backend or self.pick()
    super().__init__(f"compile_cuda_{'ptx' if ptx else 'cubin'}_{arch}")
  @staticmethod
  def pick() -> str:
    if nvrtc() is not None: return "nvrtc"
    if cuda_tool("nvcc") is not None: return "nvcc"
    raise RuntimeError(f"cannot compile CUDA C: neither libnvrtc nor nvcc was found; {INSTALL_HINT}")
  def compile(self, src: str) -> bytes:
    if self.backend == "nvrtc" and nvrtc() is not None: return nvrtc_compile(src, self.arch, self.ptx)
    if (tool := cuda_tool("nvcc")) is None: raise RuntimeError(f"nvcc is not installed; {INSTALL_HINT}")
    return nvcc_compile(src, self.arch, self.ptx, tool)

def nv_compilers(ptx_only: bool, default: str = "PTX") -> list[tuple[str, Callable[[Any], Compiler]]]:
  """The NV device's (renderer, compiler factory) list, `default` first: under MOCK (`ptx_only`) PTX, on hardware cubins."""
  if ptx_only: out = [("PTX", lambda r: PTXCompiler(r.arch)), ("CUDA", lambda r: CUDACCompiler(r.arch, ptx=True))]
  else: out = [("PTX", lambda r: PTXCubinCompiler(r.arch)), ("CUDA", lambda r: CUDACCompiler(r.arch, ptx=False))]
  return sorted(out, key=lambda c: c[0] != default)
