"""C to a relocatable ELF object with an external compiler: `CC`, else clang, else the system cc (gcc)."""
from __future__ import annotations
import os, platform, shutil, subprocess, tempfile
from tinygrad.device import CompileError, Compiler
from tinygrad.helpers import getenv

def find_cc() -> str:
  """The C compiler to run: `CC` if set, else clang, else cc; a clear error when there is none."""
  for cc in ([getenv("CC", "")] if getenv("CC", "") else ["clang", "cc"]):
    if (path := shutil.which(cc)) is not None: return path
  raise CompileError(f"no C compiler found (tried {getenv('CC', '') or 'clang, cc'}); install clang or gcc, set CC, or use CPU:LLVM")

def arch_flags(arch: str, clang: bool) -> list[str]:
  """Target flags for `family,cpu[,feat,-feat...]`, e.g. `x86_64,native` gives `-march=native`."""
  family, cpu, *feats = [x.strip() for x in arch.split(",")] + ([] if "," in arch else ["native"])
  target = [f"--target={family}-none-unknown-elf"] if clang else []
  if family == "x86_64": return [*target, f"-march={cpu}", *(f"-mno-{f[1:]}" if f[0] == "-" else f"-m{f.lstrip('+')}" for f in feats)]
  if family in ("aarch64", "arm64"): return [*target, "-ffixed-x18", f"-mcpu={'+'.join([cpu, *(f.lstrip('+') for f in feats)])}"]
  raise CompileError(f"CPU family {family!r} in arch {arch!r} is not supported by the C compiler path; use x86_64 or aarch64")

def objdump(lib: bytes) -> None:
  """Print an object's disassembly (what DEBUG>=7 shows) with binutils' objdump."""
  if (tool := shutil.which("objdump")) is None: return print("objdump not found: install binutils to see the disassembly")
  with tempfile.NamedTemporaryFile(suffix=".o") as f:
    f.write(lib)
    f.flush()
    print(subprocess.run([tool, "-d", "-r", "--no-show-raw-insn", f.name], capture_output=True, text=True).stdout)

class CPUCCompiler(Compiler):
  """Compiles freestanding C (no libc headers, math through builtins or libm symbols the JIT loader resolves) to an object."""
  def __init__(self, arch: str | None = None, cc: str | None = None):
    self.cc, self.arch = cc or find_cc(), arch or f"{platform.machine().lower()},native"
    clang = "clang" in os.path.basename(self.cc)
    self.args = ["-c", "-x", "c", "-O2", "-fPIC", "-ffreestanding", "-fno-math-errno", "-nostdlib", "-fno-ident", "-fno-common",
                 "-fno-stack-protector", "-fno-asynchronous-unwind-tables", *arch_flags(self.arch, clang)]
    super().__init__(f"compile_cc_{os.path.basename(self.cc)}_{self.arch}")

  def compile(self, src: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="tg-cc-") as tmp:
      # gcc's assembler cannot write an object to a pipe, so the object goes through a file
      out = os.path.join(tmp, "kernel.o")
      try: proc = subprocess.run([self.cc, *self.args, "-", "-o", out], input=src.encode(), capture_output=True, timeout=getenv("CC_TIMEOUT", 120))
      except (OSError, subprocess.TimeoutExpired) as e: raise CompileError(f"running {self.cc} failed: {e}") from None
      if proc.returncode != 0: raise CompileError(f"{self.cc} failed (exit {proc.returncode}):\n{proc.stderr.decode(errors='replace')}")
      with open(out, "rb") as f: return f.read()

  def disassemble(self, lib: bytes) -> None: objdump(lib)

ClangJITCompiler = CPUCCompiler  # upstream's name for the same compiler
