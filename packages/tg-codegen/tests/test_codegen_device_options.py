"""`,KEY=VALUE` device options: CPU_COUNT on the CPU device sets how many threads a kernel is split over (the THREAD opt's limit)
and runs on; an unknown key or a bad value is an error that lists what is accepted."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.device import Device
from tinygrad.helpers import Context
from tinygrad.runtime import ops_cpu
from tinygrad.runtime.ops_cpu import CPUDevice
from tinygrad.runtime.support import cpu_pool

@pytest.mark.parametrize("n", [1, 3])
def test_cpu_count_limits_threads(n, monkeypatch):
  seen: list[int] = []
  real = ops_cpu.run_split
  def spy(addr: int, fn, args: list[int], slices: int, threads: int) -> None:
    seen.append(threads)
    real(addr, fn, args, slices, threads)
  monkeypatch.setattr(ops_cpu, "run_split", spy)
  dev = f"CPU::CPU_COUNT={n}"
  assert Device[dev].renderer.global_max[0] == n
  a = np.random.default_rng(0).standard_normal((256, 256)).astype(np.float32)
  with Context(CPU_COUNT=4):
    out = (Tensor(a, device=dev) @ Tensor(a, device=dev)).numpy()
  np.testing.assert_allclose(out, a @ a, rtol=1e-4, atol=1e-3)
  # one thread: the kernel is never split (called directly); three: every split kernel runs on a pool of three
  assert seen == [] if n == 1 else (seen and all(t == n for t in seen)), seen
  if n > 1 and cpu_pool.supported(): assert cpu_pool._pools[n].workers and len(cpu_pool._pools[n].workers) == n - 1  # on the native pool

def test_cpu_count_from_dev():
  with Context(DEV="CPU::CPU_COUNT=2"):
    dev = CPUDevice("CPU")
  assert dev.threads == 2 and dev.renderer.global_max == (2, 0, 0)

@pytest.mark.parametrize("dev,msg", [("CPU::FOO=1", "no option 'FOO'; its options are: CPU_COUNT"), ("CPU::CPU_COUNT=0", "positive number"),
                                     ("CPU::CPU_COUNT=x", "positive number")])
def test_bad_options(dev, msg):
  with Context(DEV=dev), pytest.raises(ValueError, match=msg): CPUDevice("CPU")

def test_null_has_no_options():
  from tinygrad.runtime.ops_null import NullDevice
  with Context(DEV="NULL::IMAGE_PITCH_ALIGNMENT=64"), pytest.raises(ValueError, match="its options are: none"): NullDevice("NULL")

def test_null_default_renderer():
  # NULL renders with NullRenderer unless a renderer is named: C text, no workgroups or threads, MAX kept as max()
  from tinygrad.codegen import get_program
  from tinygrad.renderer.cstyle import NullRenderer
  from tinygrad.runtime.ops_null import NullDevice
  from tinygrad.uop import Ops
  ren = NullDevice("NULL").renderer
  assert isinstance(ren, NullRenderer) and not ren.has_local and not ren.has_threads
  out = Tensor.empty(64, 128, dtype="int32", device="NULL").max(1)  # an int max: a float one is a NaN-keeping select, not max()
  (p,) = [get_program(c.src[0], ren) for c in out.schedule_linear().src if c.src[0].op is Ops.SINK]
  assert p.local_size is None and p.global_size == [1, 1, 1] and "max(" in p.src and p.name in p.src
  with Context(DEV="NULL:PTX:sm_80"): assert type(NullDevice("NULL").renderer).__name__ == "PTXRenderer"
