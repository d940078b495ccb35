"""Validation of UOp graphs: matchers whose rules return True for a well-formed node, and `type_verify`.

`shared_spec` checks what every stage agrees on (constants, ALU dtypes and arity, casts, ranges, variables, effects).
`tensor_spec` adds the graph-level ops, `program_spec` the memory and control ops of lowered kernels. A stage extends one
with `+`. With `SPEC=1` (helpers.SPEC) each stage calls `type_verify` on its output; a node no rule accepts raises.
"""
from __future__ import annotations
from typing import Any
from tinygrad.dtype import DType, Invalid, PtrDType, dtypes, least_upper_dtype
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import AxisType, ParamArg, UOp, dtype_kind, pretty_print, value_dtype
from tinygrad.uop.upat import PatternMatcher, UPat

def _scalar_ok(v: Any, dt: DType) -> bool:
  if v is Invalid: return dtypes.is_int(dt) or dtypes.is_float(dt)
  is_int, is_bool, _, is_float = dtype_kind(dt.scalar())
  return (is_bool and type(v) is bool) or (is_int and type(v) is int) or (is_float and type(v) is float)

def const_ok(x: UOp) -> bool:
  """A CONST's arg is a Python value of its dtype (a tuple with one per lane for vectors), or Invalid."""
  if x.src: return False
  if isinstance(x.arg, tuple): return len(x.arg) == x.dtype.count and all(_scalar_ok(v, x.dtype) for v in x.arg)
  return _scalar_ok(x.arg, x.dtype)

def _promotes_to(dt: DType, *srcs: DType) -> bool:
  try: return least_upper_dtype(*srcs) == dt
  except TypeError: return False

def alu_ok(x: UOp) -> bool:
  """Arity by group, and the result dtype the builders derive: bool for comparisons, the promoted sources otherwise."""
  arity = 1 if x.op in GroupOp.Unary else 2 if x.op in GroupOp.Binary else 3
  if len(x.src) != arity or any(s.dtype == dtypes.void for s in x.src): return False
  d = [value_dtype(s.dtype) for s in x.src]  # an address source is read as its element
  if x.op in GroupOp.Comparison: return x.dtype == dtypes.bool.vec(d[0].count) and _promotes_to(least_upper_dtype(*d), *d)
  if x.op is Ops.WHERE:
    return (d[0].scalar() == dtypes.bool or (x.src[0].op is Ops.CONST and x.src[0].arg is Invalid)) and _promotes_to(x.dtype, d[1], d[2])
  if x.op in (Ops.SHL, Ops.SHR): return x.dtype == d[0] and dtypes.is_int(d[1])
  if x.op is Ops.THREEFRY: return x.dtype == dtypes.uint64
  return _promotes_to(x.dtype, *d)

def bitcast_ok(x: UOp) -> bool:
  return len(x.src) == 1 and isinstance(x.src[0].dtype, PtrDType) == isinstance(x.dtype, PtrDType) and \
    x.dtype.scalar().itemsize * x.dtype.count == x.src[0].dtype.scalar().itemsize * x.src[0].dtype.count

def range_ok(x: UOp) -> bool:
  """RANGE: one int source (the end) of its own dtype, arg = (axis_id, *sub_ids, AxisType)."""
  return len(x.src) == 1 and x.src[0].dtype == x.dtype and dtypes.is_int(x.dtype) and isinstance(x.arg, tuple) and len(x.arg) >= 2 and \
    isinstance(x.arg[-1], AxisType) and all(isinstance(a, int) for a in x.arg[:-1])

def define_ok(x: UOp) -> bool:
  """A Variable (ALU-space PARAM/BUFFER) carries a name and a range inside its dtype; other defines are checked by their stage."""
  if not x.is_variable: return True
  a: ParamArg = x.arg
  if a.vmin_vmax is None or not a.name: return False
  lo, hi = a.vmin_vmax
  return x.dtype.min <= lo <= hi <= x.dtype.max and a.multiple_of >= 1

def _vals(*us: UOp) -> bool: return all(u.dtype != dtypes.void for u in us)

shared_spec = PatternMatcher([
  (UPat(Ops.CONST, name="x"), const_ok),
  (UPat(GroupOp.ALU, name="x"), alu_ok),
  (UPat(Ops.CAST, name="x"), lambda x: len(x.src) == 1 and _vals(x, x.src[0])),
  (UPat(Ops.BITCAST, name="x"), bitcast_ok),
  (UPat(Ops.RANGE, name="x"), range_ok),
  (UPat(Ops.SPECIAL, name="x"), lambda x: len(x.src) == 1 and dtypes.is_int(x.dtype) and x.src[0].dtype == x.dtype and isinstance(x.arg, str)),
  (UPat(GroupOp.Defines, name="x"), define_ok),
  (UPat((Ops.SINK, Ops.GROUP), dtypes.void), lambda: True),
  (UPat(Ops.NOOP), lambda: True),
  (UPat(Ops.AFTER, name="x"), lambda x: len(x.src) >= 1 and x.dtype == x.src[0].dtype),
  (UPat(Ops.END, dtypes.void, name="x"), lambda x: len(x.src) >= 2 and all(r.op is Ops.RANGE or r.dtype == dtypes.bool for r in x.src[1:])),
  (UPat(Ops.STORE, dtypes.void, name="x"), lambda x: len(x.src) in (2, 3) and _vals(x.src[1]) and (len(x.src) == 2 or x.src[2].dtype == dtypes.bool)),
  (UPat(Ops.STACK, name="x"), lambda x: len(x.src) >= 1 and all(s.dtype == x.src[0].dtype for s in x.src) and x.dtype.count in (1, len(x.src))),
  (UPat(Ops.INDEX, name="x"), lambda x: len(x.src) >= 1 and all(dtypes.is_int(i.dtype) or dtypes.is_bool(i.dtype) for i in x.src[1:])),
])

# graph-level ops (before codegen): their shapes are checked where shapes are derived
tensor_spec = shared_spec + PatternMatcher([
  (UPat(GroupOp.Movement | {Ops.CONTIGUOUS, Ops.CONTIGUOUS_BACKWARD, Ops.DETACH, Ops.COPY, Ops.REDUCE, Ops.ALLREDUCE, Ops.MSELECT, Ops.MSTACK,
         Ops.UNSHARD, Ops.STAGE, Ops.CALL, Ops.FUNCTION, Ops.TUPLE, Ops.GETTUPLE, Ops.CUSTOM_FUNCTION}), lambda: True),
])

# lowered kernels and programs
program_spec = shared_spec + PatternMatcher([
  (UPat(Ops.LOAD, name="x"), lambda x: 1 <= len(x.src) <= 3 and x.dtype != dtypes.void and (len(x.src) < 3 or x.src[2].dtype == dtypes.bool)),
  (UPat((Ops.IF,), dtypes.void, name="x"), lambda x: len(x.src) >= 1 and x.src[0].dtype == dtypes.bool),
  (UPat((Ops.ENDIF, Ops.BARRIER, Ops.WAIT), dtypes.void), lambda: True),
  (UPat(Ops.WMMA, name="x"), lambda x: len(x.src) == 3 and x.dtype == x.src[2].dtype and isinstance(x.arg, tuple)),
  (UPat((Ops.CUSTOM, Ops.CUSTOMI, Ops.INS, Ops.GETADDR, Ops.SHRINK, Ops.PROGRAM, Ops.LINEAR, Ops.SOURCE, Ops.BINARY, Ops.CALL)), lambda: True),
])

class SpecError(RuntimeError): pass

def _describe(u: UOp) -> str:
  text = pretty_print(u)
  if text.count("\n") < 40: return text
  srcs = ", ".join(f"<{s.op} {s.dtype!r}>" for s in u.src)
  return f"UOp({u.op}, {u.dtype!r}, arg={u.arg!r}, src=({srcs}))"

def type_verify(uops: UOp | list[UOp], spec: PatternMatcher = shared_spec) -> None:
  """Raise SpecError naming the first node (sources first) that no rule of `spec` accepts."""
  nodes = list(uops.toposort()) if isinstance(uops, UOp) else list(uops)
  for i, u in enumerate(nodes):
    if spec.rewrite(u) is not True:
      raise SpecError(f"UOp verification failed at node {i} of {len(nodes)}: {u.op} {u.dtype!r} with sources {[s.op for s in u.src]} and arg "
                      f"{u.arg!r}\n{_describe(u)}")

__all__ = ["SpecError", "alu_ok", "const_ok", "program_spec", "shared_spec", "tensor_spec", "type_verify"]
