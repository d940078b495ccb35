"""LLVM IR to a relocatable ELF object, in-process with llvmlite (no C compiler needed)."""
from __future__ import annotations
import functools, hashlib, platform, threading
import llvmlite.binding as llvm
from tinygrad.device import CompileError, Compiler
from tinygrad.helpers import getenv
from tinygrad.renderer.llvmir import PREVECTORIZED
from tinygrad.runtime.support.compiler_cpu import objdump

TRIPLES = {"x86_64": "x86_64-unknown-linux-gnu", "aarch64": "aarch64-unknown-linux-gnu", "arm64": "aarch64-unknown-linux-gnu"}

def host_arch() -> str: return f"{platform.machine().lower()},native"

def parse_arch(arch: str) -> tuple[str, str, str]:
  """`family,cpu[,feat,-feat...]` (e.g. `x86_64,native` or `x86_64,znver2,avx2,-avx512f`) as an LLVM (triple, cpu, features)."""
  family, cpu, *feats = [x.strip() for x in arch.split(",")] + ([] if "," in arch else ["native"])
  if family not in TRIPLES: raise CompileError(f"CPU family {family!r} in arch {arch!r} is unknown; use one of {sorted(TRIPLES)}, e.g. x86_64,native")
  if cpu != "native": return TRIPLES[family], cpu, ",".join(f if f[:1] in "+-" else f"+{f}" for f in feats)
  if family.replace("arm64", "aarch64") != platform.machine().lower().replace("arm64", "aarch64"):
    raise CompileError(f"arch {arch!r}: 'native' means this {platform.machine()} host; name a CPU for another family")
  host = llvm.get_host_cpu_features().flatten()
  return llvm.get_process_triple(), llvm.get_host_cpu_name(), ",".join([host, *(f if f[:1] in "+-" else f"+{f}" for f in feats)]).strip(",")

@functools.cache
def _target_machine(triple: str, cpu: str, features: str, opt: int) -> llvm.TargetMachine:
  llvm.initialize_all_targets()
  llvm.initialize_all_asmprinters()
  try: target = llvm.Target.from_triple(triple)
  except RuntimeError as e: raise CompileError(f"LLVM has no target for {triple}: {e}") from None
  # PIC keeps constant pools and calls RIP-relative, so the JIT loader's image runs at any address
  return target.create_target_machine(cpu=cpu, features=features, opt=opt, reloc="pic", codemodel="default")

@functools.cache
def _pass_builder(tm: llvm.TargetMachine, opt: int, unroll: bool) -> llvm.PassBuilder:
  pto = llvm.create_pipeline_tuning_options(speed_level=opt)
  pto.loop_vectorization = pto.slp_vectorization = opt > 0
  pto.loop_unrolling = unroll and opt > 0
  return llvm.create_pass_builder(tm, pto)

def _short_pipeline(mod: llvm.ModuleRef, pb: llvm.PassBuilder) -> None:
  """Accumulators into registers (SROA), then InstCombine and SimplifyCFG: all that a kernel codegen vectorised itself needs."""
  pm = llvm.create_new_module_pass_manager()
  pm.add_sroa_pass()
  pm.add_instruction_combine_pass()
  pm.add_simplify_cfg_pass()
  pm.run(mod, pb)

# one TargetMachine serves every compile, and LLVM's code emitter is not safe to share across threads
_lock = threading.Lock()

class LLVMCompiler(Compiler):
  """Parses and verifies LLVM IR, runs the `default<O2>` pipeline (`LLVMOPT=0`: O0, `LLVMOPT=3`: O3; `unroll=False` without
  LLVM's loop unroller) and emits an object."""
  def __init__(self, triple: str, cpu: str, features: str = "", opt: int | None = None, unroll: bool = True):
    self.opt, self.unroll = min(max(getenv("LLVMOPT", 2) if opt is None else opt, 0), 3), unroll
    self.tm = _target_machine(triple, cpu, features, self.opt)
    feats = hashlib.sha256(features.encode()).hexdigest()[:12]
    super().__init__(f"compile_llvm_{triple}_{cpu}_{feats}_O{self.opt}{'' if unroll else '_nounroll'}_{llvm.llvm_version_major}")

  def compile(self, src: str) -> bytes:
    with _lock:
      try:
        mod = llvm.parse_assembly(src, context=llvm.create_context())
        mod.verify()
      except RuntimeError as e: raise CompileError(f"LLVM rejected the IR: {e}") from None
      if self.opt > 0:
        pb = _pass_builder(self.tm, self.opt, self.unroll)
        if self.opt == 2 and self.short(src): _short_pipeline(mod, pb)
        else: pb.getModulePassManager().run(mod, pb)
      return bytes(self.tm.emit_object(mod))

  def short(self, src: str) -> bool:
    """Whether this source gets _short_pipeline instead of O2 (at LLVMOPT=2)."""
    return False

  def disassemble(self, lib: bytes) -> None: objdump(lib)

class CPULLVMCompiler(LLVMCompiler):
  """The CPU device's in-process compiler; `arch` is `family,cpu[,feats]`, by default this host and all its features.
  Without LLVM's loop unroller: codegen unrolls already (UPCAST/UNROLL), and the unroller cost ~20% of compile time for no kernel
  speed (measured on matmul, conv, a*b+c, sum, max, softmax and a CNN training step's kernels, 2026-11-30). A kernel the LLVM
  renderer marks as vectorised by codegen gets the short pipeline: the block of bench/first_call.py compiles in 350 ms instead of
  625 at the same kernel speed (matmul, conv, softmax, layernorm, the block, argmax, cumsum, 2026-12-04)."""
  compiles_in_thread = True  # llvmlite's calls release the GIL, and compile() holds a lock around the shared TargetMachine
  def __init__(self, arch: str | None = None, opt: int | None = None):
    self.arch = arch or host_arch()
    super().__init__(*parse_arch(self.arch), opt=opt, unroll=False)
  def short(self, src: str) -> bool: return PREVECTORIZED in src
