"""Opening the AMD device: what DEV=AMD says on a machine without /dev/kfd, unsupported and supported archs on the mock (RDNA3, RDNA4,
CDNA), `python -m tinygrad.device`, and the renderer choice. Arch variants run in a subprocess (the mock driver's arch is fixed per
process, as a machine's GPUs are)."""
from __future__ import annotations
import importlib.util, os, subprocess, sys
import pytest
from tinygrad.helpers import Context

def _run(code: str, dev: str, timeout: int = 120) -> subprocess.CompletedProcess:
  env = {**os.environ, "DEV": dev}
  return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=timeout)

@pytest.mark.skipif(os.path.exists("/dev/kfd"), reason="this machine has a real KFD")
def test_no_kfd_names_the_mock():
  from tinygrad.runtime.ops_amd import AMDDevice
  with Context(DEV="AMD"), pytest.raises(ExceptionGroup) as ei: AMDDevice("AMD")
  msgs = [str(e) for e in ei.value.exceptions]
  assert "MOCK+AMD" in str(ei.value) and any("/dev/kfd is missing" in m and "DEV=MOCKKFD+AMD" in m for m in msgs)

def test_unknown_interface_suggests():
  from tinygrad.runtime.ops_amd import AMDDevice
  with Context(DEV="MOCKKFDD+AMD"), pytest.raises(ValueError, match="did you mean MOCKKFD"): AMDDevice("AMD")

COPY_CHECK = """
import numpy as np
from tinygrad.device import Device
d = Device["AMD"]
data = np.random.default_rng(0).integers(0, 256, 3 * (2 << 20) + 7, dtype=np.uint8).tobytes()
buf = d.allocator.alloc(len(data)); d.allocator._copyin(buf, memoryview(data))
out = bytearray(len(data)); d.allocator._copyout(memoryview(out), buf)
o = Device["AMD:1"]; dst = o.allocator.alloc(len(data)); d.allocator._transfer(dst, buf, len(data), d, o)
out2 = bytearray(len(data)); o.allocator._copyout(memoryview(out2), dst)
s = d.new_signal(value=0)
d.hw_compute_queue_t().memory_barrier().timestamp(s).write(buf, 0x5A5A5A5A).signal(s, 9).submit(d)
s.wait(9, timeout=2000)
o4 = bytearray(4); d.allocator._copyout(memoryview(o4), buf)
assert bytes(o4) == bytes([0x5A] * 4), o4
print(d.gfx, d.gc.reg("regCOMPUTE_PGM_LO") - d.gc.PACKET3_SET_SH_REG_START, bytes(out) == data, bytes(out2) == data, d.cu_cnt)
"""

@pytest.mark.parametrize("arch,pgm_lo_sh,cus", [("gfx1100", 0x20C, 96), ("gfx1201", 0x20C, 96), ("gfx950", 0x20C, 76)])
def test_archs_open_and_copy(arch, pgm_lo_sh, cus):
  # COMPUTE_PGM_LO sits at SH offset 0x20c on every generation: GC base + register offset differ, the sum does not
  r = _run(COPY_CHECK, f"MOCKKFD+AMD:LLVM:{arch}")
  assert r.returncode == 0, r.stderr[-3000:]
  assert r.stdout.split() == [arch, str(pgm_lo_sh), "True", "True", str(cus)]

def test_unsupported_arch_says_so():
  r = _run("from tinygrad.device import Device; Device['AMD']", "MOCKKFD+AMD:LLVM:gfx1030")
  assert r.returncode != 0 and "Unsupported arch gfx1030" in r.stderr

def test_device_listing():
  r = _run("import runpy; runpy.run_module('tinygrad.device', run_name='__main__')", "MOCK+AMD")
  assert r.returncode == 0 and any(ln.split()[:2] == ["AMD", "PASS"] for ln in r.stdout.splitlines()), r.stdout + r.stderr

def test_renderer_choice():
  code = "from tinygrad.device import Device; d = Device['AMD']; print(d.target.renderer, [c[0] for c in d.renderers])"
  r = _run(code, "MOCKKFD+AMD:LLVM")
  assert r.returncode == 0 and r.stdout.split() == ["LLVM", "['HIP',", "'LLVM']"], r.stderr[-2000:]

def test_no_sdma_copies_through_the_cpu():
  code = COPY_CHECK.replace('o = Device["AMD:1"]', 'assert d.hw_copy_queue_t is None and buf.view is not None; o = Device["AMD:1"]')
  r = subprocess.run([sys.executable, "-c", code], env={**os.environ, "DEV": "MOCKKFD+AMD", "AMD_DISABLE_SDMA": "1"}, capture_output=True,
                     text=True, timeout=120)
  # transfers need a copy engine: the runtime says so instead of copying wrong
  assert r.returncode != 0 and "has no copy queue for device-to-device transfers" in r.stderr, r.stderr[-2000:]
  code2 = COPY_CHECK.split('o = Device["AMD:1"]')[0] + "print(bytes(out) == data, d.hw_copy_queue_t)"
  r = subprocess.run([sys.executable, "-c", code2], env={**os.environ, "DEV": "MOCKKFD+AMD", "AMD_DISABLE_SDMA": "1"}, capture_output=True,
                     text=True, timeout=120)
  assert r.returncode == 0 and r.stdout.split() == ["True", "None"], r.stderr[-2000:]

def test_entry_point_registers_amd():
  from importlib.metadata import entry_points
  (ep,) = [e for e in entry_points(group="tinygrad.devices") if e.name == "AMD"]
  assert ep.value == "tinygrad.runtime.ops_amd:AMDDevice" and ep.dist is not None and ep.dist.name == "tg-runtime-amd"

KERNELS = """
import numpy as np
from tinygrad import Tensor
a = np.random.default_rng(0).standard_normal((33, 17)).astype(np.float32)
t = Tensor(a)
np.testing.assert_allclose((t * 2 + 1).numpy(), a * 2 + 1, rtol=1e-6)
np.testing.assert_allclose(t.sum(1).numpy(), a.sum(1), rtol=1e-5, atol=1e-5)
np.testing.assert_allclose((t @ t.T).numpy(), a @ a.T, rtol=1e-4, atol=1e-4)
print(t.device, "ok")
"""

@pytest.mark.skipif(importlib.util.find_spec("tinygrad.runtime.mockgpu.amd.emu") is None, reason="the AMD ISA emulator is not installed")
@pytest.mark.parametrize("arch", ["gfx1201", "gfx950"])
def test_kernels_on_rdna4_and_cdna(arch):
  # gfx950 takes the gfx9 packet forms (ACQUIRE_MEM CP_COHER_CNTL, soc15 RELEASE_MEM) and runs wave64
  r = _run(KERNELS, f"MOCKKFD+AMD:LLVM:{arch}", timeout=300)
  assert r.returncode == 0 and r.stdout.split() == ["AMD", "ok"], r.stderr[-3000:]
