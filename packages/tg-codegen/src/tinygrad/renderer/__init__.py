"""Renderer: turns a linear program (its form: tinygrad.codegen's docstring) into source text. ProgramSpec: what the engine runs.

A renderer describes its target with class attributes; codegen reads them to decide what to lower:
  code_for_op      ops the target renders natively; every other ALU op is decomposed (its keys decide, not its values)
  supports_float4  memory_coalescing may form vector loads/stores; `vector_widths` gives the widths tried, widest first
  aligned_vectors  a vector access needs an address that is a multiple of its width (GPUs); CPUs take any address
  vector_gates     a vector LOAD may take one gate per lane (a bool vector, STACK of the lanes' gates): a masked load
  vector_alu       ops rendered on vectors: lanes doing one such op become one vector op (codegen.vectorize)
  has_local/has_shared/has_threads, global_max/local_max/shared_max, tensor_cores: launch and optimiser limits
  stage_box        the tensor-core heuristic stages tiles as 16-byte chunks of their global box (STAGE axis 1; PTX: cp.async)
  stage_pipeline   the most buffers (pipeline stages, STAGE axis 2-4) the heuristic gives a box-staged tile (1: no pipeline)
  max_kernel_buffers  most buffers one kernel may take (0: no limit); the scheduler splits bigger kernels
  extra_matcher    a PatternMatcher run last on the lowered graph, for target-specific rewrites
"""
from __future__ import annotations
import functools
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Callable
from tinygrad.dtype import DType, dtypes
from tinygrad.helpers import Target
from tinygrad.uop import Ops
from tinygrad.uop.ops import Estimates, PatternMatcher, UOp, sint, sym_infer

class Renderer:
  """Base of every renderer. Subclasses set the class attributes and implement `render`."""
  device: str = ""
  suffix: str = ""
  supports_float4: bool = True
  vector_widths: tuple[int, ...] = (4, 2)
  aligned_vectors: bool = True
  vector_gates: bool = False
  has_local: bool = True
  has_shared: bool = True
  has_threads: bool = False
  global_max: tuple[int, ...] | None = (0x8FFFFFFF,) * 3
  local_max: tuple[int, ...] | None = (0x8FFFFFFF,) * 3
  global_prod_max: int | None = None
  shared_max: int = 32768
  max_kernel_buffers: int = 0
  tensor_cores: list[Any] = []
  stage_box: bool = False
  stage_pipeline: int = 1
  extra_matcher: PatternMatcher | None = None
  # ops the renderer computes on vectors (lanes doing one op are fused into a vector op); empty: ALU stays scalar
  vector_alu: frozenset[Ops] = frozenset()
  code_for_op: dict[Ops, Callable[..., str]] = {}
  # dtypes the target computes natively; the rest are emulated through float32 (see codegen.decomp)
  emulated_dtypes: tuple[DType, ...] = (dtypes.bfloat16, *dtypes.fp8s)

  def __init__(self, arch: str | None = None): self.arch = arch or ""
  @property
  def target(self) -> Target: return Target(self.device, type(self).__name__.removesuffix("Renderer").upper(), self.arch)
  def can_vectorize(self, u: UOp) -> bool: return u.op in self.vector_alu
  def supported_dtypes(self) -> tuple[DType, ...]: return tuple(d for d in (*dtypes.all,) if d not in self.emulated_dtypes)
  def lower(self, ast: UOp) -> ProgramSpec:
    """The kernel AST as a program for this target: tg-core finds lowering through the renderer it was given (tinygrad.backend)."""
    from tinygrad.codegen import get_program
    return get_program(ast, self)
  def lower_cached(self, ast: UOp) -> ProgramSpec | None:
    """`lower`'s result when it needs no codegen (memoised in this process or in the disk cache), else None."""
    from tinygrad.codegen.program import cached_program
    return cached_program(ast, self)
  def render(self, uops: list[UOp]) -> str: raise NotImplementedError(f"{type(self).__name__} does not render source")
  def asm(self, prg: ProgramSpec, uops: list[UOp]) -> bytes: raise NotImplementedError(f"{type(self).__name__} does not assemble")
  def __reduce__(self) -> tuple: return (type(self), (self.arch or None,))
  def __repr__(self) -> str: return f"{type(self).__name__}({self.arch!r})"

@dataclass
class ProgramSpec:
  """A compiled-to-source kernel and how to launch it (what `Renderer.lower` returns; a tinygrad.backend.Program).

  Arguments at launch: the buffers of `globals` in that order, then the values of `vars` in that order (each a uint64 on
  CPU, which appends `core_id` itself). On CPU global_size[0] is the number of core slices."""
  name: str
  src: str
  device: str
  global_size: list[sint] = field(default_factory=lambda: [1, 1, 1])
  local_size: list[int] | None = None
  globals: list[int] = field(default_factory=list)
  outs: list[int] = field(default_factory=list)
  ins: list[int] = field(default_factory=list)
  vars: list[UOp] = field(default_factory=list)
  estimates: Estimates = field(default_factory=Estimates)
  applied_opts: tuple[Any, ...] = ()
  uops: list[UOp] = field(default_factory=list)
  ast: UOp | None = None

  @functools.cached_property
  def runtimevars(self) -> dict[str, int]:
    """Scalar arguments the runtime supplies itself (name -> position among the scalar arguments)."""
    return {u.arg.name: i for i, u in enumerate(self._scalar_params) if u.arg.name in ("core_id",)}
  @functools.cached_property
  def _scalar_params(self) -> list[UOp]: return [u for u in self.uops if u.op is Ops.PARAM and u.arg.slot is not None and u.arg.name is not None]

  def launch_dims(self, var_vals: dict[str, int] | dict[UOp, int]) -> tuple[list[int], list[int] | None]:
    """(global_size, local_size) with symbolic sizes resolved from the Variable values."""
    gs = [int(sym_infer(g, var_vals)) for g in self.global_size]
    return gs, None if self.local_size is None else [int(sym_infer(s, var_vals)) for s in self.local_size]

  def vals(self, var_vals: dict[str, int] | dict[UOp, int]) -> tuple[int, ...]:
    """The values of `vars`, in argument order; an unbound Variable is an error that names it."""
    named = {(k.expr if isinstance(k, UOp) else k): v for k, v in var_vals.items()}
    missing = [v.expr for v in self.vars if v.expr not in named]
    if missing: raise RuntimeError(f"unbound Variable {missing[0]} in kernel {self.name}; bind it (var.bind(value)) before running")
    return tuple(int(named[v.expr]) for v in self.vars)

  @property
  def function_name(self) -> str: return self.name

__all__ = ["ProgramSpec", "Renderer"]
