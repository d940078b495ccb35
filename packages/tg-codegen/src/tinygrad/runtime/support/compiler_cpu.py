"""C to a relocatable ELF object with an external compiler: `CC`, else clang, else the system cc (gcc). Half kernels go to a compiler
with `_Float16` for the target (clang < 15 on x86 lacks it): gcc, else clang's storage-only `__fp16`."""
from __future__ import annotations
import functools, hashlib, os, platform, re, shutil, subprocess, tempfile
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

@functools.cache
def tool_version(tool: str) -> int:
  """The major version a `--version` line names (LLVM's or binutils'), 0 when it cannot be read."""
  try: out = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=30).stdout
  except (OSError, subprocess.TimeoutExpired): return 0
  m = re.search(r"(?:LLVM version|GNU objdump.*?)\s(\d+)\.", out)
  return int(m[1]) if m else 0

def disassembler(min_llvm: int = 11) -> list[str] | None:
  """The disassembler command for a host object: llvm-objdump at least `min_llvm`, else binutils' objdump; None if neither."""
  if (tool := shutil.which("llvm-objdump")) is not None and tool_version(tool) >= min_llvm: return [tool, "-d", "-r", "--no-show-raw-insn"]
  if (tool := shutil.which("objdump")) is not None: return [tool, "-d", "-r", "--no-show-raw-insn"]
  return None

def objdump(lib: bytes) -> None:
  """Print an object's disassembly (what DEBUG>=7 shows): llvm-objdump when present and new enough, else binutils' objdump."""
  if (cmd := disassembler()) is None: return print("no disassembler found: install llvm (llvm-objdump) or binutils (objdump) to see it")
  with tempfile.NamedTemporaryFile(suffix=".o") as f:
    f.write(lib)
    f.flush()
    print(subprocess.run([*cmd, f.name], capture_output=True, text=True).stdout)

_HALF_PROBE = "typedef _Float16 h2 __attribute__((vector_size(4), aligned(2)));\nvoid f(_Float16* a, float* b) { h2 v = *(h2*)a; " \
              "a[0] = v[0] * v[1] + (_Float16)b[0]; b[1] = (float)a[1]; }\n"

def _builds(cmd: list[str], src: str) -> bool:
  with tempfile.TemporaryDirectory(prefix="tg-cc-probe-") as tmp:
    try: return subprocess.run([*cmd, "-", "-o", os.path.join(tmp, "p.o")], input=src.encode(), capture_output=True, timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired): return False

def cc_args(cc: str, arch: str) -> list[str]:
  return ["-c", "-x", "c", "-O2", "-fwrapv", "-fPIC", "-ffreestanding", "-fno-math-errno", "-nostdlib", "-fno-ident", "-fno-common",
          "-fno-stack-protector", "-fno-asynchronous-unwind-tables", *arch_flags(arch, "clang" in os.path.basename(cc))]

@functools.cache
def half_command(cc: str, arch: str, explicit: bool) -> list[str]:
  """The command that builds `_Float16` kernels for this compiler and target, probed once per process: `cc` where half is native, else
  gcc where half is native there (unless CC chose the compiler), else clang's storage-only `__fp16` (ops compute in float)."""
  if _builds(cmd := [cc, *cc_args(cc, arch)], _HALF_PROBE): return cmd
  if not explicit and (gcc := shutil.which("gcc")) and _builds(gcmd := [gcc, *cc_args(gcc, arch)], _HALF_PROBE): return gcmd
  if _builds([*cmd, "-D_Float16=__fp16"], _HALF_PROBE): return [*cmd, "-D_Float16=__fp16"]
  return cmd  # nothing works: the kernel's own compile error names the compiler

# clang calls __truncdfhf2 for a double -> __fp16 cast; the host's libgcc one returns in another register, so the object brings its own:
# round to odd in float (truncate, set the last bit when inexact), which float -> half then rounds correctly
_FP16_SHIM = """unsigned short __truncdfhf2(double x) {
  union { float f; unsigned u; } c = { (float)x };
  if ((double)c.f != x && x == x) { if ((c.f < 0 ? -(double)c.f : (double)c.f) > (x < 0 ? -x : x)) c.u -= 1; c.u |= 1; }
  union { __fp16 h; unsigned short s; } r = { (__fp16)c.f };
  return r.s;
}
"""

class CPUCCompiler(Compiler):
  """Compiles freestanding C (no libc headers, math through builtins or libm symbols the JIT loader resolves) to an object."""
  compiles_in_thread = True  # a subprocess in its own temp folder
  def __init__(self, arch: str | None = None, cc: str | None = None):
    self.cc, self.arch = cc or find_cc(), arch or f"{platform.machine().lower()},native"
    self.args, self.explicit = cc_args(self.cc, self.arch), cc is not None or bool(getenv("CC", ""))
    flags = hashlib.sha256(" ".join(self.args).encode()).hexdigest()[:8]  # objects built with other flags are not reused
    super().__init__(f"compile_cc_{os.path.basename(self.cc)}_{self.arch}_{flags}")

  def compile(self, src: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="tg-cc-") as tmp:
      # gcc's assembler cannot write an object to a pipe, so the object goes through a file
      out = os.path.join(tmp, "kernel.o")
      cmd = half_command(self.cc, self.arch, self.explicit) if "_Float16" in src else [self.cc, *self.args]
      if "-D_Float16=__fp16" in cmd: src = _FP16_SHIM + src
      try: proc = subprocess.run([*cmd, "-", "-o", out], input=src.encode(), capture_output=True, timeout=getenv("CC_TIMEOUT", 120))
      except (OSError, subprocess.TimeoutExpired) as e: raise CompileError(f"running {self.cc} failed: {e}") from None
      if proc.returncode != 0: raise CompileError(f"{self.cc} failed (exit {proc.returncode}):\n{proc.stderr.decode(errors='replace')}")
      with open(out, "rb") as f: return f.read()

  def disassemble(self, lib: bytes) -> None: objdump(lib)

ClangJITCompiler = CPUCCompiler  # upstream's name for the same compiler
