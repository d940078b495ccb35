"""OptOps.STAGE (CPU): copy the part of an input that a loop nest re-reads into a contiguous per-thread REG buffer first.

`Opt(OptOps.STAGE, None, slot)` stages the global buffer argument `slot`. Its one load pattern must not depend on some output
range (it is re-read for every value of that range: a matmul's B for every row of A). The staged block is every element
the load reads while its outer ranges (the THREAD slice, output loops) are fixed: one loop nest copies it, in the order of
the load's ranges (upcast ones last, else largest stride first), into `stage[...]`, and the load reads that instead. Strided reads (a column panel
of B, one cache line per 4 KiB row) become sequential ones, and the copy happens once per outer iteration instead of once
per row tile. The outer loops of the staged load are moved outside every other output loop so the block is reused.
"""
from __future__ import annotations
from typing import TYPE_CHECKING
from tinygrad.dtype import AddrSpace, PtrDType
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, ParamArg, UOp
from tinygrad.codegen.graph import range_key, stride, substitute
from tinygrad.codegen.opt import check
if TYPE_CHECKING: from tinygrad.codegen.opt.postrange import Scheduler

STAGE_MAX_BYTES = 1 << 20  # the staged block lives on the thread's stack
OUTER = (AxisType.THREAD, AxisType.GLOBAL, AxisType.WEAK, AxisType.LOOP)

def _loads_of(ast: UOp, slot: int) -> list[UOp]:
  return [u for u in ast.toposort() if u.op is Ops.LOAD and len(u.src) == 1 and u.src[0].op is Ops.INDEX and len(u.src[0].src) == 2 and
          u.src[0].src[0].op is Ops.PARAM and u.src[0].src[0].arg.slot == slot and u.src[0].src[0].arg.addrspace is AddrSpace.GLOBAL]

def stage_input(k: Scheduler, slot: int) -> None:
  check(k.ren.has_threads and not k.ren.has_local, f"STAGE is a CPU optimisation; {type(k.ren).__name__} has workgroups (use LOCAL)")
  loads = _loads_of(k.ast, slot)
  check(len(loads) == 1, f"STAGE needs exactly one load of buffer {slot}, this kernel has {len(loads)}")
  ld = loads[0]
  buf, idx = ld.src[0].src
  deps = [r for r in idx.toposort() if r.op is Ops.RANGE]
  outs = [r for r in k.rngs if r.arg[-1] in OUTPUT_AND_UPCAST]
  check(any(r not in deps for r in outs), f"buffer {slot} is read once per output: staging it would only add a copy")
  outer = sorted((r for r in deps if r.arg[-1] in OUTER), key=range_key)
  inner = [r for r in deps if r.arg[-1] not in OUTER]
  check(all(r.src[0].op is Ops.CONST for r in inner), "STAGE needs constant sizes for the staged ranges")
  strides = {r: stride(idx, r) for r in inner}
  check(all(s is not None for s in strides.values()), "STAGE needs an index that is a sum of range terms")
  # upcast ranges innermost: their lanes are then contiguous in the block and load as vectors (x @ W.T: W's rows become columns)
  inner.sort(key=lambda r: (r.arg[-1] is AxisType.UPCAST, -(strides[r] or 0)))
  sizes = [r.src[0].arg for r in inner]
  assert isinstance(buf.dtype, PtrDType)
  check(prod(sizes) * buf.dtype.base.itemsize <= STAGE_MAX_BYTES, f"the staged block of {prod(sizes)} elements is over {STAGE_MAX_BYTES} bytes")
  next_id = max(u.arg[0] for u in k.ast.toposort() if u.op is Ops.RANGE) + 1
  copy = [r.replace(arg=(next_id + i, AxisType.UPCAST if r.arg[-1] is AxisType.UPCAST else AxisType.LOOP)) for i, r in enumerate(inner)]
  def flat(rs: list[UOp]) -> UOp: return sum((r * prod(sizes[i + 1:]) for i, r in enumerate(rs)), start=rs[0].const_like(0))
  stage = UOp(Ops.BUFFER, buf.dtype.base.ptr(prod(sizes), AddrSpace.REG), (), ParamArg(1000 + slot, buf.dtype.base, addrspace=AddrSpace.REG))
  fill = stage.index(flat(copy)).store(UOp(Ops.LOAD, ld.dtype, (buf.index(substitute(idx, dict(zip(inner, copy)))),))).end(*copy)
  ast = substitute(k.ast, {ld: UOp(Ops.LOAD, ld.dtype, (stage.after(fill).index(flat(inner)),))})
  # the staged block is reused only if its outer loops enclose the other output loops: give them the smallest ids
  loops = [r for r in outer if r.arg[-1] is not AxisType.THREAD]
  if loops:  # ids 0..n-1 for them, every other range shifts up by n; through tagged copies so no mapping can cycle
    first = {r: i for i, r in enumerate(loops)}
    tagged = {r: r.replace(arg=(first.get(r, r.arg[0] + len(loops)), *r.arg[1:]), tag="stage") for r in ast.toposort() if r.op is Ops.RANGE}
    k.ast = substitute(substitute(ast, tagged), {t: t.replace(tag=None) for t in tagged.values()})
  else: k.ast = ast

OUTPUT_AND_UPCAST = (*OUTER, AxisType.LOCAL, AxisType.UPCAST)

def is_stage_copy(u: UOp) -> bool:
  return u.op is Ops.AFTER and isinstance(u.src[0].dtype, PtrDType) and u.src[0].dtype.addrspace is AddrSpace.REG

def stage_intact(k: Scheduler) -> bool:
  """False when an opt after a STAGE broke the copy of the staged block into its per-thread buffer: a range the block depends on
  (not the copy's own loops) became lanes (UPCAST/UNROLL/LOCAL: every lane copies its block into the same buffer), or one of the
  copy's own loops became anything but LOOP/UPCAST (THREAD: each thread would copy only its share into its own buffer)."""
  for u in k.ast.toposort():
    if not is_stage_copy(u): continue
    fill = UOp.sink(*u.src[1:]).toposort()
    own = {r for e in fill if e.op is Ops.END for r in e.src[1:]}
    if any(r.op is Ops.RANGE and (r.arg[-1] not in COPY_TYPES if r in own else r.arg[-1] in LANE_TYPES) for r in fill): return False
  return True
LANE_TYPES = (AxisType.UPCAST, AxisType.UNROLL, AxisType.LOCAL, AxisType.GROUP_REDUCE, AxisType.WARP)
COPY_TYPES = (AxisType.LOOP, AxisType.UPCAST)
