"""PythonRenderer: the PYTHON device's "source" is the linear program itself (tinygrad.codegen), pickled and base64-encoded.

Each uop becomes (op, dtype, source positions, arg); a source that is not in the list (an ordering-only dep of AFTER/END) is -1.
A WMMA's arg becomes the TensorCore it runs, chosen from the arch's tables, so the program carries its lane layout.
The arch picks the tensor cores to emulate: METAL, gfx11xx (RDNA3), gfx12xx (RDNA4), gfx942/gfx950 (CDNA), sm_75/sm_80/sm_89.
"""
from __future__ import annotations
import base64, pickle
from typing import Any
from tinygrad.dtype import DType
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp, python_alu
from tinygrad.renderer import Renderer
from tinygrad.renderer import tc as T
from tinygrad.renderer.tc import TensorCore

# every ALU op the emulator runs directly; codegen lowers FLOORDIV/FLOORMOD/THREEFRY itself
NATIVE = [op for op in python_alu if op not in (Ops.FLOORDIV, Ops.FLOORMOD, Ops.THREEFRY)]
ARCHS = "METAL, gfx1100, gfx1201, gfx942, gfx950, sm_75, sm_80 or sm_89"

def arch_tensor_cores(arch: str) -> list[TensorCore]:
  """The tensor cores that DEV=PYTHON::<arch> emulates ([] without an arch)."""
  if not arch: return []
  if arch.upper() == "METAL": return T.metal
  if arch.startswith("gfx") and (tcs := T.amd_tensor_cores(arch)): return tcs
  if arch.startswith("sm_") and arch[3:].isdigit() and (tcs := T.cuda_tensor_cores(int(arch[3:]))): return tcs
  raise ValueError(f"PYTHON has no tensor cores for arch {arch!r}; use DEV=PYTHON::<arch> with {ARCHS}, or no arch")

class PythonRenderer(Renderer):
  device = "PYTHON"
  vector_gates = True  # masked vector loads, lane by lane
  code_for_op = {op: python_alu[op] for op in NATIVE}
  emulated_dtypes: tuple[DType, ...] = ()  # bf16 and fp8 are native: exec_alu rounds to them after every op

  def __init__(self, arch: str | None = None):
    super().__init__(arch)
    self.tensor_cores = arch_tensor_cores(self.arch)

  def tensor_core(self, u: UOp) -> TensorCore:
    """The tensor core a WMMA runs: its arg is (dims, name, threads); the operand dtypes pick among equal shapes."""
    dims, name, threads = u.arg[:3]
    want = (tuple(dims), threads, u.src[0].dtype.scalar(), u.dtype.scalar())
    for tc in self.tensor_cores:
      if (tc.dims, tc.threads, tc.dtype_in, tc.dtype_out) == want and name in (str(tc), None, ""): return tc
    raise NotImplementedError(f"PYTHON:{self.arch or '(no arch)'} has no tensor core {name} {want}; pick the arch that has it ({ARCHS})")

  def render(self, uops: list[UOp]) -> str:
    # a source is the latest copy of it so far: one IF node may open several gated stores (each with its own ENDIF)
    pos: dict[UOp, int] = {}
    prog: list[tuple[Ops, DType, tuple[int, ...], Any]] = []
    for i, u in enumerate(uops):
      if u.op in (Ops.CUSTOM, Ops.CUSTOMI): raise NotImplementedError(f"PYTHON cannot run {u.op} code {u.arg!r}; run the kernel on a C device")
      arg = self.tensor_core(u) if u.op is Ops.WMMA else None if u.op is Ops.SINK else u.arg
      prog.append((u.op, u.dtype, tuple(pos.get(s, -1) for s in u.src), arg))
      pos[u] = i
    name = uops[-1].arg.name if uops and uops[-1].op is Ops.SINK and uops[-1].arg is not None else "kernel"
    return base64.b64encode(pickle.dumps((name, prog))).decode()

__all__ = ["PythonRenderer", "arch_tensor_cores"]
