"""SPEC checks: the input AST (contract A) and the output linear program (contract C)."""
from __future__ import annotations
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp

class ProgramSpecError(RuntimeError): pass

def check_ast(ast: UOp) -> None: pass

def check_program(uops: list[UOp]) -> None:
  seen: set[UOp] = set()
  for i, u in enumerate(uops):
    srcs = u.src[:1] if u.op in (Ops.AFTER, Ops.SINK) else u.src[-1:] if u.op is Ops.END else u.src
    if u.op is not Ops.SINK and (missing := [s for s in srcs if s not in seen]):
      raise ProgramSpecError(f"linear program: uop {i} ({u.op}) uses a {missing[0].op} that is not before it")
    seen.add(u)
