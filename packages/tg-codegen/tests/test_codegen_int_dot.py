"""Block integer dot products (a quantised matvec's inner step: int8/uint8 values times int8 activations summed in int32 per block of
32, then scaled per block in float): the LLVM renderer writes a whole vector's lanes added together as llvm.vector.reduce.add, which
x86 lowers to integer dot instructions (vpdpbusd with VNNI for a one-vector uint8 x int8 block, vpmaddwd/vpdpwssd otherwise); the
CPU heuristic does not unroll the sum over blocks around an unrolled block dot (each lane would repeat the whole block body).
numpy int64/float64 as the oracle."""
from __future__ import annotations
import subprocess, tempfile
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.dtype import dtypes
from tinygrad.engine.realize import CompiledRunner, lower_and_compile
from tinygrad.runtime.support.compiler_cpu import disassembler

i32, f32 = dtypes.int32, dtypes.float32
O, N = 64, 8  # rows, blocks of 32

def _cpu_flags() -> set[str]:
  try:
    with open("/proc/cpuinfo") as f: return set(next((ln.split(":", 1)[1].split() for ln in f if ln.startswith("flags")), []))
  except OSError: return set()

def _inputs(unsigned: bool, dev: str, bs: int = 32):
  """(the Tensor expression, its float64 value, the sum of its terms' magnitudes) for blocks of bs."""
  rng = np.random.default_rng(0)
  w = rng.integers(0, 16, (O, N * bs)).astype(np.uint8) if unsigned else rng.integers(-127, 128, (O, N * bs)).astype(np.int8)
  x, d = rng.integers(-127, 128, (N * bs,)).astype(np.int8), rng.random((O, N)).astype(np.float32)
  dots = (w.astype(np.int64).reshape(O, N, bs) * x.astype(np.int64).reshape(1, N, bs)).sum(-1) * d.astype(np.float64)
  tw, tx, td = Tensor(w, device=dev).realize(), Tensor(x, device=dev).realize(), Tensor(d, device=dev).realize()
  dot = (tw.reshape(O, N, bs).cast(i32) * tx.reshape(1, N, bs).cast(i32)).sum(-1, dtype=i32)
  return (dot.cast(f32) * td).sum(-1), dots.sum(-1), np.abs(dots).sum(-1)

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG", "PYTHON"])
@pytest.mark.parametrize("unsigned", [True, False])
def test_block_int_dot_values(dev, unsigned):
  out, want, mag = _inputs(unsigned, dev)
  assert (np.abs(out.numpy() - want) <= 1e-6 * mag).all(), "exact int32 block sums, float32 rounding of the scaled sum only"

def _kernel(unsigned: bool, bs: int = 32) -> CompiledRunner:
  out = _inputs(unsigned, "CPU:LLVM", bs)[0]
  runners = [ei.runner for ei in lower_and_compile(out.schedule_linear()) if isinstance(ei.runner, CompiledRunner)]
  assert len(runners) == 1
  return runners[0]

@pytest.mark.parametrize("unsigned", [True, False])
def test_block_int_dot_is_a_vector_reduce_in_one_block_loop(unsigned):
  k = _kernel(unsigned)
  assert "@llvm.vector.reduce.add.v" in k.p.src, "the block's lanes are added as one vector reduction"
  unrolled = [o for o in k.p.applied_opts if "UNROLL" in str(o)]
  assert len(unrolled) == 1, f"only the block's 32 are unrolled, the sum over blocks stays a loop: {k.p.applied_opts}"

@pytest.mark.skipif(disassembler() is None, reason="no disassembler (llvm-objdump or objdump)")
@pytest.mark.parametrize("unsigned, bs", [(True, 16), (True, 32), (False, 32)])
def test_block_int_dot_uses_the_cpus_integer_dot_instructions(unsigned, bs):
  """The instructions follow the machine (read from /proc/cpuinfo, not assumed): a uint8 x int8 block of 16 (one vector) takes
  vpdpbusd where the CPU has AVX-512 VNNI or AVX-VNNI; a block of 32 is two 16-lane vectors, whose two reductions LLVM merges into
  one of their sum, which it lowers to vpmaddwd/vpdpwssd (16-bit pairs), not vpdpbusd; int8 x int8 has no byte form either."""
  flags = _cpu_flags()
  if "avx2" not in flags: pytest.skip(f"no AVX2 on this CPU ({sorted(flags)[:5]}...): no x86 integer dot instructions to look for")
  with tempfile.NamedTemporaryFile(suffix=".o") as f:
    f.write(_kernel(unsigned, bs).lib)
    f.flush()
    asm = subprocess.run([*(disassembler() or []), f.name], capture_output=True, text=True).stdout
  if unsigned and bs == 16 and flags & {"avx512_vnni", "avx_vnni"}: assert "vpdpbusd" in asm, asm[-3000:]
  else: assert any(i in asm for i in ("vpmaddwd", "vpdpwssd", "vpmaddubsw", "vpdpbusd")), asm[-3000:]
  assert "vpmulld" not in asm, "no 32-bit multiplies of widened bytes"
