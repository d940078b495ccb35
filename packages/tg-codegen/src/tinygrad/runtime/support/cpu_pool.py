"""A native worker pool for the CPU device: threads that spin briefly, then sleep on a futex, waiting for kernel slices.

The pool's code is LLVM IR compiled in-process by llvmlite (no C compiler needed) and JIT-loaded like a kernel. Each worker is a
Python daemon thread that enters `tg_pool_worker` through ctypes (which releases the GIL) and stays in native code until stopped.
A dispatch publishes a job (trampoline, kernel, argument array, slice count) in a control block, bumps a generation word, runs
slices itself and waits until every slice is done; slices are claimed with a compare-and-swap on a word tagged with the
generation, so a worker that wakes late can never run a slice of a newer job with an older job's arguments."""
from __future__ import annotations
import atexit, ctypes, functools, mmap, os, platform, sys, threading
from typing import Any
from tinygrad.helpers import DEBUG, getenv

# control block byte offsets; the words written by different parties sit on different cache lines
GEN, NEXT, DONE, WAITER, SLEEPERS, TRAMP, KERNEL, ARGS, N, STOP, SPIN, YIELD = 0, 64, 128, 132, 192, 256, 264, 272, 280, 288, 296, 304
SYS_FUTEX, FUTEX_WAIT, FUTEX_WAKE, SYS_SCHED_YIELD = 202, 128, 129, 24  # x86-64 syscall numbers; the _PRIVATE futex ops
# time-stamp-counter ticks to spin before sleeping: ~2 ms at 2-3 GHz. A sleeping worker woke ~0.5-1 ms late on a 2-core VM, which
# doubled a 1 ms softmax and a 5.6 ms 1024^3 matmul called in a loop (bench/norms.py, bench/matmul.py: 0.64x -> 1.06x torch,
# 0.55x -> 1.00x numpy with 5M); OpenBLAS spins ~100 ms. CPU_POOL_SPIN=0 sleeps at once (more runnable threads than cores)
SPIN_TICKS = getenv("CPU_POOL_SPIN", 5_000_000)
YIELD_TICKS = 25_000  # after this much spinning, each spin also yields the core (a loaded machine may have a runnable thread for it)

def _field(off: int) -> str: return f"getelementptr inbounds i8, ptr %ctl, i64 {off}"

POOL_IR = f"""
declare i64 @syscall(i64, ...)
declare void @llvm.x86.sse2.pause()
declare i64 @llvm.readcyclecounter()

define internal void @claim(ptr %ctl, i32 %g) {{
entry:
  %trp = {_field(TRAMP)}
  %tramp = load atomic ptr, ptr %trp monotonic, align 8
  %kp = {_field(KERNEL)}
  %kern = load atomic ptr, ptr %kp monotonic, align 8
  %ap = {_field(ARGS)}
  %args = load atomic ptr, ptr %ap monotonic, align 8
  %np = {_field(N)}
  %n = load atomic i64, ptr %np monotonic, align 8
  %nextp = {_field(NEXT)}
  %donep = {_field(DONE)}
  %waitp = {_field(WAITER)}
  %g64 = zext i32 %g to i64
  %cur0 = load atomic i64, ptr %nextp monotonic, align 8
  br label %loop
loop:
  %cur = phi i64 [%cur0, %entry], [%seen, %retry], [%cur1, %ran]
  %tag = lshr i64 %cur, 32
  %idx = and i64 %cur, 4294967295
  %mine = icmp eq i64 %tag, %g64
  %left = icmp ult i64 %idx, %n
  %go = and i1 %mine, %left
  br i1 %go, label %take, label %out
take:
  %nxt = add i64 %cur, 1
  %pair = cmpxchg ptr %nextp, i64 %cur, i64 %nxt acq_rel monotonic, align 8
  %seen = extractvalue {{ i64, i1 }} %pair, 0
  %ok = extractvalue {{ i64, i1 }} %pair, 1
  br i1 %ok, label %run, label %retry
retry:
  br label %loop
run:
  call void %tramp(ptr %kern, ptr %args, i64 %idx)
  %old = atomicrmw add ptr %donep, i32 1 seq_cst, align 4
  %w = load atomic i32, ptr %waitp seq_cst, align 4
  %old64 = zext i32 %old to i64
  %last = add i64 %old64, 1
  %isl = icmp eq i64 %last, %n
  %hasw = icmp ne i32 %w, 0
  %wake = and i1 %isl, %hasw
  br i1 %wake, label %dowake, label %ran
dowake:
  %r = call i64 (i64, ...) @syscall(i64 {SYS_FUTEX}, ptr %donep, i64 {FUTEX_WAKE}, i64 2147483647)
  br label %ran
ran:
  %cur1 = load atomic i64, ptr %nextp monotonic, align 8
  br label %loop
out:
  ret void
}}

; spin until the i32 at %p differs from %val (or, for the done word, equals it: %until) - then sleep in futex_wait
define internal i32 @await(ptr %ctl, ptr %p, i32 %val, i1 %until, ptr %count, i1 %flag) {{
entry:
  %sp = {_field(SPIN)}
  %ticks = load atomic i64, ptr %sp monotonic, align 8
  %yp = {_field(YIELD)}
  %yticks = load atomic i64, ptr %yp monotonic, align 8
  %stopp = {_field(STOP)}
  %t0 = call i64 @llvm.readcyclecounter()
  br label %spin
spin:
  %v = load atomic i32, ptr %p acquire, align 4
  %eq = icmp eq i32 %v, %val
  %done = icmp eq i1 %eq, %until
  br i1 %done, label %out, label %chkstop
chkstop:
  %stop = load atomic i32, ptr %stopp acquire, align 4
  %stopped = icmp ne i32 %stop, 0
  %s = and i1 %stopped, %flag
  br i1 %s, label %out, label %time
time:
  %t = call i64 @llvm.readcyclecounter()
  %dt = sub i64 %t, %t0
  %more = icmp ult i64 %dt, %ticks
  br i1 %more, label %pause, label %sleep
pause:
  %early = icmp ult i64 %dt, %yticks
  br i1 %early, label %dopause, label %yield
dopause:
  call void @llvm.x86.sse2.pause()
  br label %spin
yield:
  %y = call i64 (i64, ...) @syscall(i64 {SYS_SCHED_YIELD})
  br label %spin
sleep:
  %a = atomicrmw add ptr %count, i32 1 seq_cst, align 4
  %v2 = load atomic i32, ptr %p seq_cst, align 4
  %eq2 = icmp eq i32 %v2, %val
  %done2 = icmp eq i1 %eq2, %until
  br i1 %done2, label %woke, label %wait
wait:
  %v264 = zext i32 %v2 to i64
  %r = call i64 (i64, ...) @syscall(i64 {SYS_FUTEX}, ptr %p, i64 {FUTEX_WAIT}, i64 %v264, ptr null)
  br label %woke
woke:
  %b = atomicrmw sub ptr %count, i32 1 seq_cst, align 4
  br label %spin
out:
  ret i32 %v
}}

define void @tg_pool_worker(ptr %ctl) {{
entry:
  %genp = {_field(GEN)}
  %sleepp = {_field(SLEEPERS)}
  %stopp = {_field(STOP)}
  %g0 = load atomic i32, ptr %genp acquire, align 4
  br label %loop
loop:
  %seen = phi i32 [%g0, %entry], [%g, %work]
  %g = call i32 @await(ptr %ctl, ptr %genp, i32 %seen, i1 false, ptr %sleepp, i1 true)
  %stop = load atomic i32, ptr %stopp acquire, align 4
  %stopped = icmp ne i32 %stop, 0
  br i1 %stopped, label %out, label %work
work:
  call void @claim(ptr %ctl, i32 %g)
  br label %loop
out:
  ret void
}}

define void @tg_pool_dispatch(ptr %ctl, ptr %tramp, ptr %kern, ptr %args, i64 %n) {{
entry:
  %genp = {_field(GEN)}
  %nextp = {_field(NEXT)}
  %donep = {_field(DONE)}
  %waitp = {_field(WAITER)}
  %sleepp = {_field(SLEEPERS)}
  %trp = {_field(TRAMP)}
  store atomic ptr %tramp, ptr %trp monotonic, align 8
  %kp = {_field(KERNEL)}
  store atomic ptr %kern, ptr %kp monotonic, align 8
  %ap = {_field(ARGS)}
  store atomic ptr %args, ptr %ap monotonic, align 8
  %np = {_field(N)}
  store atomic i64 %n, ptr %np monotonic, align 8
  store atomic i32 0, ptr %donep monotonic, align 4
  %g = load atomic i32, ptr %genp monotonic, align 4
  %g1 = add i32 %g, 1
  %g64 = zext i32 %g1 to i64
  %tag = shl i64 %g64, 32
  store atomic i64 %tag, ptr %nextp release, align 8
  store atomic i32 %g1, ptr %genp seq_cst, align 4
  %s = load atomic i32, ptr %sleepp seq_cst, align 4
  %any = icmp ne i32 %s, 0
  br i1 %any, label %wake, label %run
wake:
  %r = call i64 (i64, ...) @syscall(i64 {SYS_FUTEX}, ptr %genp, i64 {FUTEX_WAKE}, i64 2147483647)
  br label %run
run:
  call void @claim(ptr %ctl, i32 %g1)
  %n32 = trunc i64 %n to i32
  %d = call i32 @await(ptr %ctl, ptr %donep, i32 %n32, i1 true, ptr %waitp, i1 false)
  ret void
}}

define void @tg_pool_stop(ptr %ctl) {{
  %stopp = {_field(STOP)}
  store atomic i32 1, ptr %stopp seq_cst, align 4
  %genp = {_field(GEN)}
  %g = atomicrmw add ptr %genp, i32 1 seq_cst, align 4
  %r = call i64 (i64, ...) @syscall(i64 {SYS_FUTEX}, ptr %genp, i64 {FUTEX_WAKE}, i64 2147483647)
  ret void
}}
"""

def tramp_ir(nargs: int) -> str:
  """`tg_tramp(kernel, args, core_id)` calls kernel(args[0], ..., args[nargs-1], core_id): the pool calls every kernel this way."""
  loads = "\n".join(f"  %p{i} = getelementptr inbounds i64, ptr %args, i64 {i}\n  %a{i} = load i64, ptr %p{i}, align 8" for i in range(nargs))
  params = "".join(f"i64 %a{i}, " for i in range(nargs))
  return f"define void @tg_tramp(ptr %k, ptr %args, i64 %core) {{\n{loads}\n  call void %k({params}i64 %core)\n  ret void\n}}\n"

def supported() -> bool: return sys.platform == "linux" and platform.machine().lower() in ("x86_64", "amd64")

@functools.cache
def _compiler() -> Any:
  from tinygrad.runtime.support.compiler_llvm import LLVMCompiler, host_arch, parse_arch
  class PoolCompiler(LLVMCompiler):
    """The pool's hand-written IR (atomics, syscalls, one indirect call) gains nothing from O2, which took ~25 ms of every process's
    first kernel launch; compiled results go to the disk cache like kernels'."""
    def short(self, src: str) -> bool: return True
  comp = PoolCompiler(*parse_arch(host_arch()), opt=2)  # the kernels' target: its TargetMachine is warm by the first launch
  if comp.cachekey is not None: comp.cachekey += "_pool"
  return comp

def _load(src: str, *names: str) -> tuple[Any, list[int]]:
  from tinygrad.runtime.ops_cpu import CPUProgram  # the JIT loader of kernels loads the pool's code too
  prg = CPUProgram(names[0], _compiler().compile_cached(src))
  return prg, [prg.base + prg.image.symbols[n] for n in names]

@functools.cache
def _code() -> tuple[Any, Any, Any, Any]:
  prg, (worker, dispatch, stop) = _load(POOL_IR, "tg_pool_worker", "tg_pool_dispatch", "tg_pool_stop")
  vp = ctypes.c_void_p
  return (prg, ctypes.CFUNCTYPE(None, vp)(worker), ctypes.CFUNCTYPE(None, vp, vp, vp, vp, ctypes.c_uint64)(dispatch),
          ctypes.CFUNCTYPE(None, vp)(stop))

@functools.cache
def _tramp(nargs: int) -> tuple[Any, int, Any]:
  prg, (addr,) = _load(tramp_ir(nargs), "tg_tramp")
  return prg, addr, ctypes.c_uint64 * max(nargs, 1)  # the argument array's type, made once: a JIT replay dispatches thousands of times

class NativePool:
  """`threads - 1` native workers plus the calling thread; `run` splits one kernel into n slices over them (one dispatch at a time)."""
  def __init__(self, threads: int):
    self.code = _code()
    self.ctl = mmap.mmap(-1, mmap.PAGESIZE, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    self.addr = ctypes.addressof(ctypes.c_char.from_buffer(self.ctl))
    ctypes.c_uint64.from_address(self.addr + SPIN).value, ctypes.c_uint64.from_address(self.addr + YIELD).value = SPIN_TICKS, YIELD_TICKS
    self.lock, self.stopped = threading.Lock(), False
    self.workers = [threading.Thread(target=self.code[1], args=(self.addr,), name=f"tg-cpu-{i}", daemon=True) for i in range(threads - 1)]
    try:
      for t in self.workers: t.start()
    except BaseException:  # e.g. no more threads allowed: stop the workers that did start, then fall back
      self.workers = [t for t in self.workers if t.ident is not None]
      self.stop()
      raise

  def run(self, kernel: int, args: list[int], n: int) -> None:
    if not 0 < n < 2**31: raise ValueError(f"a kernel split into {n} slices: the pool takes 1 to 2**31-1 (global_size[0] of the CPU kernel)")
    _, tramp, argv_t = _tramp(len(args))
    argv = argv_t(*args)
    with self.lock:
      if self.stopped: raise RuntimeError("the CPU worker pool was stopped (interpreter exit); no kernel can be split any more")
      self.code[2](self.addr, tramp, kernel, argv, n)

  def stop(self, timeout: float = 1.0) -> None:
    if not self.lock.acquire(timeout=timeout): return  # a dispatch is stuck in a kernel: leave the daemon threads be
    try:
      if self.stopped: return
      self.stopped = True
      self.code[3](self.addr)
    finally: self.lock.release()
    for t in self.workers: t.join(timeout)

_pools: dict[int, NativePool] = {}
_pools_lock = threading.Lock()
_failed: set[int] = set()  # thread counts whose pool failed to build: not tried again
_exiting = False

def native_pool(threads: int) -> NativePool | None:
  """This process's pool of `threads` threads, made on first use; None where the pool cannot be built (then callers use Python threads)."""
  if (p := _pools.get(threads)) is not None: return p
  if not supported() or threads in _failed or _exiting: return None
  with _pools_lock:
    if (p := _pools.get(threads)) is None:
      try: p = _pools[threads] = NativePool(threads)
      except Exception as e:  # any failure to build the pool falls back to Python threads
        if DEBUG >= 1: print(f"CPU: native worker pool unavailable ({type(e).__name__}: {e}); kernels are split on Python threads")
        _failed.add(threads)
        return None
  return p

def _stop_all() -> None:
  # at exit: kernels still run later (by other exit handlers) are split over Python threads
  global _exiting
  _exiting = True
  for p in list(_pools.values()): p.stop()
  _pools.clear()

def _forget_in_child() -> None:
  # a forked child has the parent's control blocks but none of its worker threads: it makes its own pools
  _pools.clear()
  global _pools_lock
  _pools_lock = threading.Lock()

atexit.register(_stop_all)
os.register_at_fork(after_in_child=_forget_in_child)
