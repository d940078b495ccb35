"""The CPU device's native worker pool: split kernels give numpy's answers, every slice runs exactly once, back-to-back and concurrent
dispatches stay correct, CPU_POOL=0 (Python threads) agrees, a forked child makes its own pool, and idle workers sleep."""
import multiprocessing, subprocess, sys, threading, time
import numpy as np
import pytest
from tinygrad import Tensor, TinyJit
from tinygrad.helpers import Context
from tinygrad.runtime import ops_cpu
from tinygrad.runtime.ops_cpu import CPUProgram
from tinygrad.runtime.support import cpu_pool
from tinygrad.runtime.support.compiler_llvm import CPULLVMCompiler

pytestmark = pytest.mark.skipif(not cpu_pool.supported(), reason="the native pool runs on x86-64 Linux")

# out[core] += 1 and out[n] += 1, atomically: a slice run twice or never shows up in out
COUNT_IR = """define void @count(ptr %out, i64 %n, i32 %core) {
  %c = sext i32 %core to i64
  %p = getelementptr i64, ptr %out, i64 %c
  %a = atomicrmw add ptr %p, i64 1 seq_cst, align 8
  %t = getelementptr i64, ptr %out, i64 %n
  %b = atomicrmw add ptr %t, i64 1 seq_cst, align 8
  ret void
}"""
# nine arguments (three on the stack): out[core] = a*1 + b*10 + ... + g*10^6 + core*10^7 checks each lands in its place
MANY_IR = """define void @many(ptr %out, i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i32 %core) {
  %c64 = sext i32 %core to i64
  %s1 = mul i64 %b, 10
  %s2 = mul i64 %c, 100
  %s3 = mul i64 %d, 1000
  %s4 = mul i64 %e, 10000
  %s5 = mul i64 %f, 100000
  %s6 = mul i64 %g, 1000000
  %s7 = mul i64 %c64, 10000000
  %t1 = add i64 %a, %s1
  %t2 = add i64 %t1, %s2
  %t3 = add i64 %t2, %s3
  %t4 = add i64 %t3, %s4
  %t5 = add i64 %t4, %s5
  %t6 = add i64 %t5, %s6
  %t7 = add i64 %t6, %s7
  %p = getelementptr i64, ptr %out, i64 %c64
  store i64 %t7, ptr %p, align 8
  ret void
}"""

def _prg(name: str, src: str, threads: int) -> CPUProgram: return CPUProgram(name, CPULLVMCompiler().compile(src), threads=threads)

def _count(prg: CPUProgram, out: np.ndarray, n: int) -> None: prg(out.ctypes.data, vals=(n,), global_size=(n, 1, 1))

@pytest.fixture
def spy(monkeypatch):
  seen: list[tuple[int, int, bool]] = []
  real = ops_cpu.run_split
  def run_split(addr, fxn, args, n, threads):
    seen.append((n, threads, bool(ops_cpu.CPU_POOL.value)))
    real(addr, fxn, args, n, threads)
  monkeypatch.setattr(ops_cpu, "run_split", run_split)
  return seen

@pytest.mark.parametrize("threads", [2, 3, 7])
def test_tensor_ops_match_numpy(threads, spy):
  dev, rng = f"CPU::CPU_COUNT={threads}", np.random.default_rng(threads)
  a, b = rng.standard_normal((96, 160)).astype(np.float32), rng.standard_normal((160, 72)).astype(np.float32)
  x = rng.standard_normal((64, 4096)).astype(np.float32)
  np.testing.assert_allclose((Tensor(a, device=dev) @ Tensor(b, device=dev)).numpy(), a @ b, rtol=1e-4, atol=1e-4)
  np.testing.assert_allclose(Tensor(x, device=dev).sum(1).numpy(), x.sum(1, dtype=np.float64), rtol=1e-4, atol=1e-3)
  np.testing.assert_allclose(Tensor(x, device=dev).max(0).numpy(), x.max(0))
  np.testing.assert_allclose((Tensor(x, device=dev) * 3 + 1).exp2().numpy(), np.exp2(x * 3 + 1), rtol=1e-5)
  assert any(n > 1 and t == threads and pool for n, t, pool in spy), spy  # kernels really were split, on the native pool
  assert threads in cpu_pool._pools

@pytest.mark.parametrize("threads", [2, 3, 7])
@pytest.mark.parametrize("n", [2, 3, 7, 64])
def test_every_slice_runs_exactly_once(threads, n):
  prg, out, reps = _prg("count", COUNT_IR, threads), np.zeros(65, np.int64), 50
  for _ in range(reps): _count(prg, out, n)
  np.testing.assert_array_equal(out[:n], reps)
  assert out[n] == reps * n and not out[n + 1:].any()

@pytest.mark.parametrize("n", [1, 2, 5])
def test_arguments_on_the_stack_reach_the_kernel(n):
  out = np.zeros(n, np.int64)
  _prg("many", MANY_IR, 2)(out.ctypes.data, vals=(1, 2, 3, 4, 5, 6, 7), global_size=(n, 1, 1))
  np.testing.assert_array_equal(out, 7654321 + 10**7 * np.arange(n))

def test_back_to_back_dispatches():
  prg, out = _prg("count", COUNT_IR, 2), np.zeros(4, np.int64)
  for _ in range(5000): _count(prg, out, 3)
  np.testing.assert_array_equal(out, [5000, 5000, 5000, 15000])
  # a JIT'd loop replays split kernels back to back, each reading the one before
  dev = "CPU::CPU_COUNT=2"
  step = TinyJit(lambda t: (t * 0.5 + 1).contiguous())
  t, ref = Tensor.full((256, 64), 3.0, device=dev).contiguous().realize(), np.full((256, 64), 3.0, np.float32)
  for _ in range(1500): t, ref = step(t), ref * 0.5 + 1
  np.testing.assert_allclose(t.numpy(), ref)

def test_concurrent_dispatch_from_two_threads():
  prg, outs, errors = _prg("count", COUNT_IR, 2), [np.zeros(8, np.int64) for _ in range(2)], []
  def work(out: np.ndarray) -> None:
    try:
      for _ in range(1000): _count(prg, out, 7)
    except Exception as e: errors.append(e)
  ts = [threading.Thread(target=work, args=(o,), daemon=True) for o in outs]
  for t in ts: t.start()
  for t in ts: t.join(60)
  assert not any(t.is_alive() for t in ts), "concurrent dispatch hung"
  assert not errors
  for o in outs: np.testing.assert_array_equal(o, [1000] * 7 + [7000])

def test_python_threads_agree(spy):
  dev, rng = "CPU::CPU_COUNT=3", np.random.default_rng(5)
  a, x = rng.standard_normal((128, 128)).astype(np.float32), rng.standard_normal((32, 3000)).astype(np.float32)
  def run() -> tuple[np.ndarray, np.ndarray]: return (Tensor(a, device=dev) @ Tensor(a, device=dev)).numpy(), Tensor(x, device=dev).sum(1).numpy()
  native = run()
  with Context(CPU_POOL=0): python = run()
  for n, p in zip(native, python): np.testing.assert_array_equal(n, p)
  assert {pool for n, _, pool in spy if n > 1} == {True, False}  # both paths really ran
  np.testing.assert_allclose(native[0], a @ a, rtol=1e-4, atol=1e-3)

def _child(q) -> None:
  prg, out = _prg("count", COUNT_IR, 2), np.zeros(4, np.int64)
  for _ in range(100): _count(prg, out, 3)
  x = np.arange(4096, dtype=np.float32).reshape(16, 256)
  q.put((out.tolist(), Tensor(x, device="CPU::CPU_COUNT=2").sum(1).numpy().tolist(), id(cpu_pool._pools.get(2))))

def test_forked_child_runs_kernels():
  _count(_prg("count", COUNT_IR, 2), np.zeros(4, np.int64), 3)  # the parent's pool of two exists before the fork
  parent = cpu_pool._pools[2]
  ctx = multiprocessing.get_context("fork")
  q = ctx.Queue()
  p = ctx.Process(target=_child, args=(q,))
  p.start()
  out, sums, pool_id = q.get(timeout=120)
  p.join(30)
  assert p.exitcode == 0
  assert out == [100, 100, 100, 300] and pool_id != id(parent)
  np.testing.assert_allclose(sums, np.arange(4096, dtype=np.float64).reshape(16, 256).sum(1))

def test_idle_workers_sleep():
  prg = _prg("count", COUNT_IR, 7)
  _count(prg, np.zeros(8, np.int64), 7)
  time.sleep(0.05)
  cpu0, wall0 = time.process_time(), time.perf_counter()
  time.sleep(0.2)
  busy = time.process_time() - cpu0
  # six spinning workers would burn up to 2 cores x 0.2 s; asleep they burn nothing (slack for the test process's other threads)
  assert busy < 0.05, f"{busy:.3f} s of CPU in {time.perf_counter() - wall0:.3f} s idle"

def test_interpreter_exits_with_the_pool_running():
  # workers blocked in native code are stopped at exit: the process ends at once instead of hanging on them
  code = ("import numpy as np; from tinygrad import Tensor; "
          "print(Tensor(np.ones((64, 512), np.float32), device='CPU::CPU_COUNT=3').sum(1).numpy()[:2])")
  st = time.perf_counter()
  out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
  assert out.returncode == 0 and out.stdout.strip() == "[512. 512.]", out.stderr[-2000:]
  assert time.perf_counter() - st < 60

def test_failed_pool_falls_back_to_python_threads(monkeypatch):
  def broken() -> None: raise RuntimeError("no pool here")
  monkeypatch.setattr(cpu_pool, "_code", broken)
  monkeypatch.setattr(cpu_pool, "_failed", set())
  assert cpu_pool.native_pool(5) is None and 5 in cpu_pool._failed and 5 not in cpu_pool._pools
  out = np.zeros(8, np.int64)
  _count(_prg("count", COUNT_IR, 5), out, 7)  # runs on Python threads instead
  np.testing.assert_array_equal(out, [1] * 7 + [7])

def test_stopped_workers_exit_and_kernels_still_run(monkeypatch):
  monkeypatch.setattr(cpu_pool, "_pools", {})
  monkeypatch.setattr(cpu_pool, "_exiting", False)  # restored after the test: _stop_all sets it
  prg, out = _prg("count", COUNT_IR, 4), np.zeros(8, np.int64)
  _count(prg, out, 7)
  pool = cpu_pool._pools[4]
  cpu_pool._stop_all()  # what interpreter exit runs
  assert not any(t.is_alive() for t in pool.workers) and not cpu_pool._pools
  _count(prg, out, 7)  # later kernels (other exit handlers) run on Python threads
  np.testing.assert_array_equal(out, [2] * 7 + [14])

def test_no_spin_still_correct(monkeypatch):
  # CPU_POOL_SPIN=0: every wait goes straight to the futex, so every dispatch wakes sleeping workers
  monkeypatch.setattr(cpu_pool, "_pools", {})
  monkeypatch.setattr(cpu_pool, "SPIN_TICKS", 0)
  prg, out = _prg("count", COUNT_IR, 3), np.zeros(8, np.int64)
  for _ in range(300): _count(prg, out, 7)
  np.testing.assert_array_equal(out, [300] * 7 + [2100])
  cpu_pool._pools[3].stop()
