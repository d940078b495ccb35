"""The AMD:LLVM renderer's IR to an amdgcn code object, in-process through llvmlite's AMDGPU backend (no ROCm needed).

The result is a relocatable ELF for `amdgcn-amd-amdhsa` holding the kernel's code and its `<name>.kd` kernel descriptor; the AMD
runtime's code-object loader lays it out and applies its relocations. RDNA targets compile in CU mode (`+cumode`), as the runtime
dispatches them.
"""
from __future__ import annotations
import re
from tinygrad.device import CompileError
from tinygrad.runtime.support.compiler_llvm import LLVMCompiler

TRIPLE = "amdgcn-amd-amdhsa"
# the archs the AMD runtime drives (gfx11xx RDNA3, gfx12xx RDNA4, gfx942/gfx950 CDNA3/4)
SUPPORTED = re.compile(r"gfx(11[05][0-9a-f]|120[01]|94[12]|950)$")

def amd_target(arch: str) -> tuple[str, str, str]:
  """`gfxNNNN` (feature flags after a colon, like `gfx942:sramecc+:xnack-`, are dropped) as an LLVM (triple, cpu, features)."""
  cpu = arch.split(":")[0].strip().lower()
  if not SUPPORTED.match(cpu):
    raise CompileError(f"AMD arch {arch!r} is not supported by AMD:LLVM; use gfx11xx (e.g. gfx1100), gfx12xx (gfx1200, gfx1201), gfx942 or gfx950")
  return TRIPLE, cpu, "+cumode" if cpu.startswith(("gfx11", "gfx12")) else ""

class AMDLLVMCompiler(LLVMCompiler):
  """AMD:LLVM's compiler: parses and verifies the IR, runs LLVM's `default<O2>` pipeline and emits the code object."""
  def __init__(self, arch: str = "gfx1100", opt: int | None = None):
    triple, self.arch, features = amd_target(arch)
    super().__init__(triple, self.arch, features, opt=opt)

  def compile(self, src: str) -> bytes:
    lib = super().compile(src)
    if b".kd\x00" not in lib: raise CompileError("LLVM emitted no kernel descriptor: the IR has no `amdgpu_kernel` function")
    return lib

  def disassemble(self, lib: bytes) -> None:
    from tinygrad.runtime.support.amd.disasm import disassemble_elf
    print(disassemble_elf(lib, self.arch))
