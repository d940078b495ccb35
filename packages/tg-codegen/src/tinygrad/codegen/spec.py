"""SPEC checks (SPEC>=1): the input kernel AST and the output linear program (tinygrad.codegen), with tinygrad.uop.spec's
matchers plus the ordering rules of a linear program."""
from __future__ import annotations
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat
from tinygrad.uop.spec import SpecError, program_spec, tensor_spec, type_verify

ast_spec = tensor_spec + program_spec
# a masked vector load (renderer.vector_gates): one bool gate per lane
linear_spec = PatternMatcher([(UPat(Ops.LOAD, name="x"), lambda x: True if len(x.src) == 3 and x.dtype.count > 1 and
                               x.src[2].dtype == dtypes.bool.vec(x.dtype.count) and x.src[1].dtype == x.dtype else None)]) + program_spec

def check_ast(ast: UOp) -> None: type_verify(ast, ast_spec)

def check_program(uops: list[UOp]) -> None:
  type_verify(uops, linear_spec)
  seen: set[UOp] = set()
  opened: list[UOp] = []
  for i, u in enumerate(uops):
    reads = u.src[:1] if u.op in (Ops.AFTER, Ops.SINK) else u.src[-1:] if u.op is Ops.END else u.src
    if u.op is not Ops.SINK and (missing := [s for s in reads if s not in seen]):
      raise SpecError(f"linear program: uop {i} ({u.op}) uses a {missing[0].op} that is not before it")
    if dtypes.is_weak(u.dtype): raise SpecError(f"linear program: uop {i} ({u.op}) still has the weak dtype {u.dtype}")
    if u.op in (Ops.RANGE, Ops.IF): opened.append(u)
    if u.op in (Ops.END, Ops.ENDIF) and (not opened or opened.pop() is not (u.src[-1] if u.op is Ops.END else u.src[0])):
      raise SpecError(f"linear program: uop {i} ({u.op}) does not close the innermost open block")
    seen.add(u)
  if opened: raise SpecError(f"linear program: {opened[-1].op} is never closed")
