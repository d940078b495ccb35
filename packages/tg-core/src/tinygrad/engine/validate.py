"""VALIDATE_WITH_CPU=1: every kernel that runs on another device also runs on the CPU, on shadow copies of its buffers taken
before it ran, and its outputs must match the CPU's (allclose, rtol and atol 1e-3); a mismatch raises naming the kernel."""
from __future__ import annotations
from dataclasses import replace
from typing import TYPE_CHECKING, Any
from collections.abc import Callable
from tinygrad.device import Buffer, Device
from tinygrad.dtype import _to_np_dtype
from tinygrad.uop.ops import KernelInfo
if TYPE_CHECKING: from tinygrad.engine.realize import CompiledRunner

TOL = 1e-3
_cpu: dict[Any, CompiledRunner] = {}

def cpu_runner(r: CompiledRunner) -> CompiledRunner:
  """The same kernel AST compiled for the CPU with the CPU's own optimisations (a GPU's LOCAL splits do not apply there)."""
  from tinygrad.engine.realize import CompiledRunner
  if (ast := r.p.ast) is None: raise RuntimeError(f"VALIDATE_WITH_CPU needs the AST of kernel {r.name}; its renderer kept none")
  if isinstance(ast.arg, KernelInfo): ast = ast.replace(arg=replace(ast.arg, opts_to_apply=None))
  if (c := _cpu.get(ast.key)) is None: c = _cpu[ast.key] = CompiledRunner(Device["CPU"].renderer.lower(ast), "CPU")
  return c

def run_validated(r: CompiledRunner, bufs: list[Buffer], var_vals: dict[str, int], run: Callable[[], float | None]) -> float | None:
  import numpy as np
  shadow = [Buffer("CPU", b.size, b.dtype).ensure_allocated() for b in bufs]
  for s, b in zip(shadow, bufs): s.copyin(b.ensure_allocated().as_memoryview())
  t = run()
  cpu_runner(r)(shadow, var_vals, wait=True)
  for slot in r.p.outs:
    if (npdt := _to_np_dtype(bufs[slot].dtype)) is None or bufs[slot].dtype.fmt is None: continue  # bf16/fp8: no numpy view of the bits
    got, want = (np.frombuffer(x.as_memoryview(), npdt).astype(np.float64) for x in (bufs[slot], shadow[slot]))
    if not np.allclose(got, want, rtol=TOL, atol=TOL, equal_nan=True):
      bad = int(np.argmax(~np.isclose(got, want, rtol=TOL, atol=TOL, equal_nan=True)))
      raise RuntimeError(f"VALIDATE_WITH_CPU: kernel {r.name} on {r.device} disagrees with the CPU in buffer {slot}: element {bad} is "
                         f"{got[bad]}, the CPU computes {want[bad]} ({int((~np.isclose(got, want, rtol=TOL, atol=TOL)).sum())} of "
                         f"{got.size} elements differ)")
  return t
