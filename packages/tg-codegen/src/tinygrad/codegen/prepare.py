"""Normalise a kernel AST (a SINK of STOREs into PARAMs over RANGE indices) before optimisation.

- bound Variables become plain Variables; a Variable (ALU-space BUFFER/PARAM) stays as is until gpudims names it;
- the SINK's sources become effects only (AFTER(buf, *effects) contributes its effects, GROUPs are flattened);
- ENDs that close the same ranges are merged, so each range is one loop;
- multi-dimensional INDEX on a RESHAPEd buffer becomes a flat row-major index;
- an element address used as a value becomes an explicit LOAD (INDEX is an address; its dtype is the pointer);
- ALU nodes that were built on addresses get the element dtype.
"""
from __future__ import annotations
from tinygrad.dtype import PtrDType
from tinygrad.helpers import prod
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.uop.rewrite import traced_pass
from tinygrad.codegen.graph import is_address

class KernelASTError(ValueError):
  """A kernel AST that is not a SINK of STOREs into PARAMs over RANGE indices; the message says what to change."""

# sources that are read as values (everything else on these ops is structure)
_VALUE_OPS = (Ops.CAST, Ops.BITCAST, Ops.STACK, Ops.WMMA, Ops.CUSTOM, Ops.CUSTOMI)
def _value_srcs(u: UOp) -> range:
  if u.op in GroupOp.ALU or u.op in _VALUE_OPS: return range(len(u.src))
  if u.op is Ops.REDUCE: return range(1)
  if u.op in (Ops.STORE, Ops.LOAD, Ops.INDEX): return range(1, len(u.src))
  return range(0)

def _load(a: UOp) -> UOp:
  if not isinstance(a.dtype, PtrDType): raise KernelASTError(f"an address without a pointer dtype: {a.op} {a.dtype}")
  return UOp(Ops.LOAD, a.dtype.base, (a,))

def _fix_dtype(u: UOp, srcs: tuple[UOp, ...]) -> UOp:
  """Rebuild an ALU node whose dtype came from pointer sources, deriving it from the loaded values."""
  if u.op in GroupOp.ALU and isinstance(u.dtype, PtrDType): return srcs[0].alu(u.op, *srcs[1:])
  if u.op in (Ops.REDUCE, Ops.STACK) and isinstance(u.dtype, PtrDType): return u.replace(dtype=srcs[0].dtype if u.op is Ops.REDUCE else
                                                                                             srcs[0].dtype.vec(len(srcs)), src=srcs)
  return u.replace(src=srcs)

def _shape_of(buf: UOp) -> tuple[int, ...] | None:
  if buf.op is Ops.RESHAPE and isinstance(buf.arg, tuple) and all(isinstance(s, int) for s in buf.arg): return buf.arg
  return None

def _flat_index(u: UOp, srcs: tuple[UOp, ...]) -> UOp | None:
  buf, idx = srcs[0], srcs[1:]
  while buf.op is Ops.RESHAPE: buf = buf.src[0]
  if len(idx) <= 1: return u.replace(src=(buf, *idx)) if buf is not srcs[0] else None
  if (shape := _shape_of(srcs[0])) is None or len(shape) != len(idx):
    raise KernelASTError(f"INDEX with {len(idx)} indices needs a buffer of that many dims (RESHAPE it, or index it with one flat index)")
  flat = idx[0]
  for i, s in zip(idx[1:], shape[1:]): flat = flat * s + i
  if isinstance(buf.dtype, PtrDType) and 0 <= buf.dtype.size < prod(shape):
    raise KernelASTError(f"RESHAPE to {shape} is larger than the buffer of {buf.dtype.size} elements")
  return u.replace(src=(buf, flat))

def _loads(u: UOp) -> UOp | None:
  if not any(is_address(s) for i, s in enumerate(u.src) if i in (vals := _value_srcs(u))): return None
  return _fix_dtype(u, tuple(_load(s) if i in vals and is_address(s) else s for i, s in enumerate(u.src)))

def _index(u: UOp) -> UOp | None:
  flat = _flat_index(u, u.src) if u.src[0].op is not Ops.INDEX and isinstance(u.src[0].dtype, PtrDType) else None
  loaded = _loads(flat if flat is not None else u)
  return loaded if loaded is not None else flat

# one walk, sources first (each result is final): bound Variables unbind, indexes flatten, addresses read as values become LOADs
pm_prepare = PatternMatcher([(UPat(Ops.AFTER, name="u"), lambda u: u.src[0] if u.is_bound_var else None), (UPat(Ops.INDEX, name="u"), _index),
                             (UPat((*GroupOp.ALU, *_VALUE_OPS, Ops.REDUCE, Ops.STORE, Ops.LOAD), name="u"), _loads)])

def _effects(u: UOp) -> list[UOp]:
  if u.op in (Ops.GROUP, Ops.SINK): return [e for s in u.src for e in _effects(s)]
  if u.op is Ops.AFTER: return [e for s in u.src[1:] for e in _effects(s)]
  if u.op in (Ops.STORE, Ops.END, Ops.BARRIER, Ops.CUSTOM, Ops.NOOP): return [u]
  raise KernelASTError(f"a kernel SINK holds effects (END/STORE/GROUP, or AFTER(buffer, effects)); got {u.op}. "
                       "Store the value with buf[i].store(v)")

def merge_ends(sink: UOp) -> UOp:
  """END(a, *rs) and END(b, *rs) at the top level become END(GROUP(a, b), *rs)."""
  by_ranges: dict[tuple[UOp, ...], list[UOp]] = {}
  rest: list[UOp] = []
  for e in sink.src:
    if e.op is Ops.END: by_ranges.setdefault(e.src[1:], []).append(e.src[0])
    else: rest.append(e)
  ends = [UOp(Ops.END, e[0].dtype, (e[0] if len(e) == 1 else UOp(Ops.GROUP, e[0].dtype, tuple(e)), *rs)) for rs, e in by_ranges.items()]
  return sink.replace(src=(*ends, *rest))

@traced_pass()
def prepare(ast: UOp) -> UOp:
  if ast.op is not Ops.SINK:
    raise KernelASTError(f"a kernel AST is a SINK(arg=KernelInfo) of effects, not {ast.op}; end it with .sink(arg=KernelInfo(...))")
  sink = graph_rewrite(ast, pm_prepare, walk=True, name="prepare")
  sink = sink.replace(src=tuple(dict.fromkeys(_effects(sink))))
  return merge_ends(sink)
