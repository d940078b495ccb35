"""Launch dimensions: THREAD becomes the CPU's `core_id` argument; GLOBAL/LOCAL ranges become SPECIAL launch indices.

On renderers with `has_local`, the output loops (WEAK/LOOP) become GLOBAL. Globals are numbered in reverse (the last,
fastest-moving axis is gidx0); more than three dims of a kind are merged into the first and recovered with div/mod.
"""
from __future__ import annotations
from tinygrad.dtype import AddrSpace, Invalid, dtypes
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.uop.rewrite import traced_pass
from tinygrad.renderer import Renderer
from tinygrad.codegen.graph import range_key, replace_range

def core_id(n: int) -> UOp:
  return UOp(Ops.PARAM, dtypes.weakint, (), ParamArg(None, dtypes.weakint, (0, max(n - 1, 0)), name="core_id", addrspace=AddrSpace.ALU))

def _ranges(sink: UOp, *types: AxisType) -> list[UOp]:
  return sorted((u for u in sink.toposort() if u.op is Ops.RANGE and u.arg[-1] in types), key=range_key)

def _to_specials(sink: UOp, rngs: list[UOp], prefix: str) -> UOp:
  if not rngs: return sink
  sizes = [r.src[0] for r in rngs]
  # at most 3 launch dims: merge the leading ranges into one
  groups = [rngs[:len(rngs) - 2], rngs[-2:-1], rngs[-1:]] if len(rngs) > 3 else [[r] for r in rngs]
  for dim, grp in enumerate(reversed(groups)):
    gsizes = [r.src[0] for r in grp]
    sp = UOp.special(prod(gsizes) if len(gsizes) > 1 else gsizes[0], f"{prefix}{dim}")
    for i, r in enumerate(grp):
      inner = prod(gsizes[i + 1:]) if i + 1 < len(grp) else 1
      expr = sp if len(grp) == 1 else (sp // inner) % gsizes[i] if i else sp // inner
      sink = replace_range(sink, r, expr, ())
  del sizes
  return sink

@traced_pass()
def add_gpudims(sink: UOp, ren: Renderer) -> UOp:
  info = sink.arg if isinstance(sink.arg, KernelInfo) else KernelInfo()
  for t in _ranges(sink, AxisType.THREAD):
    if not ren.has_threads: raise ValueError(f"a THREAD range needs a renderer with has_threads; {type(ren).__name__} has none")
    sink = replace_range(sink, t, core_id(t.src[0].arg), ())
  if not ren.has_local: return sink
  for r in _ranges(sink, AxisType.WEAK, AxisType.LOOP):
    if not _is_output(sink, r): continue
    sink = replace_range(sink, r, (g := r.replace(arg=(*r.arg[:-1], AxisType.GLOBAL))), (g,))
  sink = _fit_globals(_guard_symbolic(sink), ren)
  if info.dont_use_locals:
    return _to_specials(sink, _ranges(sink, AxisType.GLOBAL, AxisType.LOCAL, AxisType.GROUP_REDUCE, AxisType.WARP), "idx")
  sink = _to_specials(sink, _ranges(sink, AxisType.GLOBAL), "gidx")
  # the WARP range (OptOps.TC) is lidx0: the lanes of one tensor-core warp must be consecutive threads
  return _to_specials(sink, _ranges(sink, AxisType.LOCAL, AxisType.GROUP_REDUCE) + _ranges(sink, AxisType.WARP), "lidx")

def _gate(idx: UOp, valid: UOp) -> UOp:
  if idx.op is Ops.WHERE and idx.src[2].op is Ops.CONST and idx.src[2].arg is Invalid: return (idx.src[0] & valid).where(idx.src[1], idx.src[2])
  return valid.where(idx, UOp.const(Invalid, idx.dtype))

# ctx = (range, valid): an element address that depends on the range is gated by `valid`
pm_gate_accesses = PatternMatcher([(UPat(Ops.INDEX, src=(UPat(), UPat.var("idx")), name="x"),
                                    lambda ctx, x, idx: x.replace(src=(x.src[0], _gate(idx, ctx[1]))) if ctx[0] in idx.toposort() else None)])

def gate_accesses(root: UOp, r: UOp, valid: UOp) -> UOp:
  """Every memory access whose address depends on range r is gated by `valid`: loads read 0 where it is false, stores skip."""
  return graph_rewrite(root, pm_gate_accesses, ctx=(r, valid), walk=True, name="gate accesses")

def _guard_symbolic(sink: UOp) -> UOp:
  """A GLOBAL range of Variable size: launches are sized by the Variable's value (launch_dims), but a launch of more threads
  (its upper bound) must not touch memory past it, so its accesses are guarded by `index < size`."""
  for r in _ranges(sink, AxisType.GLOBAL):
    if r.src[0].op is not Ops.CONST: sink = gate_accesses(sink, r, r.lt(r.src[0]))
  return sink

def _split_size(n: int, inner: int, outer: int) -> int:
  """The inner size b of a launch dim of n split in two (b <= inner, ceil(n/b) <= outer): a divisor of n when one fits, else `inner`."""
  return next((b for b in range(max(-(-n // outer), 1), inner + 1) if n % b == 0), inner)

def _fit_globals(sink: UOp, ren: Renderer) -> UOp:
  """A GLOBAL range over its launch dim's limit (WebGPU: 65535 workgroups a dim) becomes two dims, outer*b + inner, while fewer
  than three are used; where b does not divide it, the threads past its end are gated off memory."""
  while ren.global_max and len(ren.global_max) >= 3 and len(rngs := _ranges(sink, AxisType.GLOBAL)) < 3:
    # the last range is dim 0; splitting range i gives its inner part i's dim and its outer part the next one
    over = [i for i, r in enumerate(rngs) if r.src[0].op is Ops.CONST and r.src[0].arg > ren.global_max[len(rngs) - 1 - i]]
    if not over: break
    r = rngs[i := over[0]]
    n, inner, outer = r.src[0].arg, ren.global_max[len(rngs) - 1 - i], ren.global_max[len(rngs) - i]
    if -(-n // (b := _split_size(n, inner, outer))) > outer: raise ValueError(f"a launch of {n} workgroups does not fit in {inner} x {outer}")
    lo, hi = (r.replace(src=(UOp.const(sz, r.dtype),), arg=(*r.arg[:-1], j, AxisType.GLOBAL)) for j, sz in enumerate((-(-n // b), b)))
    sink = replace_range(sink, r, expr := lo * b + hi, (lo, hi))
    if n % b: sink = gate_accesses(sink, lo, expr.lt(n))
  return sink

def _is_output(sink: UOp, r: UOp) -> bool:
  """A range that one of the kernel's top-level ENDs closes (a loop every store sits in), not a loop inside a reduce."""
  return any(e.op is Ops.END and any(x is r for x in e.src[1:]) for e in sink.src)
