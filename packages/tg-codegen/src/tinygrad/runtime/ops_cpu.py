"""The CPU device: buffers in private anonymous mmaps (huge pages when large), kernels JIT-loaded from ELF objects, run on CPU_COUNT threads
(a native worker pool; Python threads where it cannot be built or CPU_POOL=0)."""
from __future__ import annotations
import ctypes, functools, itertools, mmap, os, re, time
from concurrent.futures import ThreadPoolExecutor, wait
from collections.abc import Callable
from typing import Any
from tinygrad.device import BufferSpec, Compiled, Compiler, LRUAllocator
from tinygrad.helpers import CPU_COUNT, CPU_POOL, round_up
from tinygrad.runtime.support.compiler_cpu import CPUCCompiler
from tinygrad.runtime.support.compiler_llvm import CPULLVMCompiler, host_arch
from tinygrad.runtime.support.cpu_jit import jit_layout
from tinygrad.runtime.support.cpu_pool import native_pool

class CPUBuffer:
  """`size` bytes at address `va`; `mem` is the mmap it lies in (None for external memory), kept alive by every view."""
  __slots__ = ("mem", "off", "size", "va")
  def __init__(self, va: int, size: int, mem: mmap.mmap | None = None, off: int = 0): self.va, self.size, self.mem, self.off = va, size, mem, off
  def mv(self) -> memoryview:
    if self.mem is not None: return memoryview(self.mem)[self.off:self.off + self.size]
    return memoryview((ctypes.c_char * self.size).from_address(self.va)).cast("B")
  def __repr__(self) -> str: return f"<CPUBuffer {self.size} bytes at {self.va:#x}>"

def _address(mv: memoryview) -> int: return ctypes.addressof(ctypes.c_char.from_buffer(mv))

HUGE_PAGE = 2 << 20  # buffers this big ask for transparent huge pages, as numpy's large arrays do

class CPUAllocator(LRUAllocator[CPUBuffer]):
  def _alloc(self, size: int, options: BufferSpec) -> CPUBuffer:
    if options.external_ptr is not None: return CPUBuffer(options.external_ptr, size)
    # private, not shared: shared anonymous memory is shmem, which never gets transparent huge pages (forked PARALLEL workers only
    # compile, so no process needs to see another's writes); 4K pages cost a long streaming reduce ~10-15% in TLB misses
    mem = mmap.mmap(-1, max(size, 1), flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    if size >= HUGE_PAGE and (advice := getattr(mmap, "MADV_HUGEPAGE", None)) is not None: mem.madvise(advice)
    return CPUBuffer(_address(memoryview(mem)), size, mem)
  # nothing to free: the mapping is unmapped when its last view is dropped
  def _free(self, opaque: CPUBuffer, options: BufferSpec) -> None: pass
  def _as_buffer(self, src: CPUBuffer) -> memoryview: return src.mv()
  def _copyin(self, dest: CPUBuffer, src: memoryview) -> None:
    if src.nbytes != dest.size: raise ValueError(f"copyin of {src.nbytes} bytes into a CPU buffer of {dest.size} bytes")
    if src.readonly or not src.c_contiguous or not src.nbytes: dest.mv()[:] = src  # no address to take: Python copies it
    else: ctypes.memmove(dest.va, _address(src), src.nbytes)
  def _copyout(self, dest: memoryview, src: CPUBuffer) -> None:
    if dest.nbytes != src.size: raise ValueError(f"copyout of a CPU buffer of {src.size} bytes into {dest.nbytes} bytes")
    if dest.nbytes: ctypes.memmove(_address(dest), src.va, src.size)
  def _offset(self, buf: CPUBuffer, size: int, offset: int) -> CPUBuffer:
    if offset < 0 or offset + size > buf.size: raise ValueError(f"CPU view [{offset}, {offset + size}) is outside the {buf.size}-byte buffer")
    return CPUBuffer(buf.va + offset, size, buf.mem, buf.off + offset)

@functools.cache
def _pool(workers: int) -> ThreadPoolExecutor: return ThreadPoolExecutor(workers, thread_name_prefix="tg-cpu")
# a forked child inherits the pool object but not its threads: give it a fresh one
os.register_at_fork(after_in_child=_pool.cache_clear)

def run_slices(fxn: Callable[[int], Any], n: int, threads: int) -> None:
  """Call fxn(core_id) for core_id in range(n) on up to `threads` threads (a persistent pool plus the caller)."""
  if min(n, threads) <= 1:
    for i in range(n): fxn(i)
    return
  ids = itertools.count()  # next() on a count is atomic under the GIL, so each slice runs exactly once
  def drain() -> None:
    while (i := next(ids)) < n: fxn(i)
  futures = [_pool(threads - 1).submit(drain) for _ in range(min(n, threads) - 1)]
  try: drain()
  finally:
    wait(futures)  # every slice ends, even when one failed, so no kernel outlives the call
    for f in futures: f.result()

def run_split(addr: int, fxn: Callable[..., Any], args: list[int], n: int, threads: int) -> None:
  """Run slices 0..n-1 of the kernel at `addr` (fxn is its ctypes function) on `threads` threads: the native pool, else Python threads."""
  if min(n, threads) > 1 and CPU_POOL.value and (pool := native_pool(threads)) is not None: pool.run(addr, args, n)
  else: run_slices(functools.partial(fxn, *args), n, threads)

U64 = ctypes.c_uint64
@functools.cache
def _cfunc_type(nargs: int) -> Any: return ctypes.CFUNCTYPE(None, *([U64] * nargs))

class CPUProgram:
  """A kernel from an ELF object, linked into executable memory; called with buffers, then variable values, then core_id."""
  def __init__(self, name: str, lib: bytes, *args: Any, threads: int | None = None, **kwargs: Any):
    self.name, self.lib, self.image, self.threads = name, lib, (image := jit_layout(lib)), threads
    if name not in (syms := image.symbols): raise ValueError(f"kernel {name!r} is not defined in the object; it defines {sorted(syms)}")
    self.mem = mmap.mmap(-1, round_up(max(image.size, 1), mmap.PAGESIZE), flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    self.base = _address(memoryview(self.mem))
    self.mem[:image.size] = image.link(self.base)
    # written while RW, then the code pages made RX: never writable and executable at once; .data/.bss pages stay RW
    rx = round_up(image.rx_size, mmap.PAGESIZE)
    if rx and _libc().mprotect(ctypes.c_void_p(self.base), ctypes.c_size_t(rx), mmap.PROT_READ | mmap.PROT_EXEC) != 0:
      raise OSError(ctypes.get_errno(), f"mprotect of {name} to read+execute failed; the system forbids executable anonymous memory")
    self.addr = self.base + syms[name]
    self.fxns: dict[int, Any] = {}  # argument count -> the ctypes function at addr (made once: a JIT replay calls it thousands of times)

  def __call__(self, *bufs: CPUBuffer | int, global_size: tuple[int, ...] | None = (1, 1, 1), local_size: tuple[int, ...] | None = None,
               vals: tuple[int, ...] = (), wait: bool = False) -> float | None:
    args = [b.va if isinstance(b, CPUBuffer) else int(b) for b in bufs]
    if vals: args += [v & 0xFFFFFFFFFFFFFFFF for v in vals]
    if (fxn := self.fxns.get(len(args))) is None: fxn = self.fxns[len(args)] = _cfunc_type(len(args) + 1)(self.addr)
    slices = int(global_size[0]) if global_size else 1
    st = time.perf_counter() if wait else 0.0
    if slices <= 1: fxn(*args, 0)
    else: run_split(self.addr, fxn, args, slices, self.threads or CPU_COUNT.value)
    return time.perf_counter() - st if wait else None

@functools.cache
def _libc() -> ctypes.CDLL:
  libc = ctypes.CDLL(None, use_errno=True)
  libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
  return libc

# CPUs LLVM knows by name whose vector registers are 512 bits (any other named x86 CPU is taken as AVX2 unless +avx512f is given)
AVX512_CPUS = ("skylake-avx512", "cascadelake", "cooperlake", "cannonlake", "icelake-client", "icelake-server", "tigerlake", "rocketlake",
               "sapphirerapids", "emeraldrapids", "graniterapids", "graniterapids-d", "znver4", "znver5", "x86-64-v4")

def simd_registers(arch: str) -> tuple[int, int]:
  """(vector registers, bytes each) of a CPU arch `family,cpu[,feats]`: x86 AVX-512 32 x 64, AVX2 16 x 32; aarch64 NEON 32 x 16."""
  family, cpu, *feats = [x.strip() for x in arch.split(",")] + ([] if "," in arch else ["native"])
  if family in ("aarch64", "arm64"): return (32, 16)
  if cpu == "native":
    import llvmlite.binding as llvm
    feats = llvm.get_host_cpu_features().flatten().split(",") + feats
  flags = {f.lstrip("+") for f in feats if not f.startswith("-")} - {f[1:] for f in feats if f.startswith("-")}
  if "avx512f" in flags or (cpu in AVX512_CPUS and "-avx512f" not in feats): return (32, 64)
  return (16, 32) if "avx2" in flags or cpu not in ("native", "x86-64", "x86-64-v2") else (16, 16)

class CPUDevice(Compiled):
  """`CPU`: renderers LLVM (in-process llvmlite, the default) and CLANG (clang or cc); arch `family,cpu[,feats]`."""
  compilers: dict[str, Callable[[str], Compiler]] = {"LLVM": CPULLVMCompiler, "CLANG": CPUCCompiler}
  known_options = {"CPU_COUNT": "threads a kernel is split over and runs on; default the CPU_COUNT variable"}
  def __init__(self, device: str = "CPU"):
    super().__init__(device, CPUAllocator(self), [(name, functools.partial(self._make_compiler, name)) for name in self.compilers], CPUProgram,
                     arch=host_arch())
    if (n := self.target.option("CPU_COUNT")) is not None:
      if not n.isdigit() or int(n) < 1: raise ValueError(f"{device}: CPU_COUNT={n} must be a positive number of threads, e.g. CPU_COUNT=4")
      self.threads: int | None = int(n)
      self.runtime = functools.partial(CPUProgram, threads=self.threads)
    else: self.threads = None

  @functools.cached_property
  def _renderer_and_compiler(self) -> tuple[Any, Compiler | None]:
    ren, comp = Compiled._renderer_and_compiler.func(self)  # type: ignore[attr-defined]
    if self.threads is not None: ren.threads = self.threads  # the THREAD opt splits kernels over this many cores
    ren.simd = simd_registers(self.arch or host_arch())  # the heuristic sizes register tiles to fit them
    return ren, comp
  def _make_compiler(self, name: str, renderer: Any = None) -> Compiler: return self.compilers[name](self.arch or host_arch())
  def source_compiler(self, src: str) -> Compiler:
    """LLVM IR (it defines a function: a line starting `define`) compiles with LLVM, anything else as C with the C compiler, whichever
    renderer this device uses: tinygrad's CPU renders C, so a raw PROGRAM written for it is C, while tg's default renderer is LLVM."""
    name = "LLVM" if re.search(r"^define\b", src, re.MULTILINE) else "CLANG"
    return self.compiler if type(self.compiler) is self.compilers[name] else self._source_compilers(name)
  @functools.cache  # noqa: B019 -- one per device and language, devices live for the process
  def _source_compilers(self, name: str) -> Compiler: return self._make_compiler(name)
