"""OptOps.STAGE on GPUs: the workgroup copies the tile of an input it re-reads into LOCAL (shared) memory, once per step of its
outermost reduce loop, and the computation reads the tile from there.

`Opt(OptOps.STAGE, None, slot)` stages the global buffer argument `slot` (its one load). The tile is every element the load
reads while the GLOBAL ranges (the workgroup) and the load's first reduce range (the K step) are fixed: its dims are the load's
other ranges (LOCAL threads, UPCAST lanes, the inner reduce and UNROLL ranges). Ranges overlapping in the address (a conv's
y + ky) are separate dims, so such elements are copied once per dim combination. All threads of the workgroup share the
copy: thread t copies tile elements t, t + T, ... (T threads), walking the dims in the order of the input's memory (the
contiguous dim fastest, so neighbouring threads read neighbouring addresses), and stores each where the computation reads it
(UPCAST dims last, so a thread's lanes are contiguous: vector loads from shared memory). The barriers between the copy and
the reads, and before the next step's copy, are inserted by codegen.barriers.
"""
from __future__ import annotations
from typing import TYPE_CHECKING
from tinygrad.dtype import AddrSpace, Invalid, PtrDType
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, ParamArg, UOp
from tinygrad.codegen.graph import range_key, stride, substitute
from tinygrad.codegen.opt import check
from tinygrad.codegen.opt.stage import _loads_of
if TYPE_CHECKING: from tinygrad.codegen.opt.postrange import Scheduler

THREAD_TYPES = (AxisType.LOCAL, AxisType.WARP, AxisType.GROUP_REDUCE)
REDUCE_TYPES = (AxisType.REDUCE, AxisType.UNROLL)
TILE_TYPES = (*THREAD_TYPES, AxisType.UPCAST, *REDUCE_TYPES)
LOCAL_SLOT = 2000  # BUFFER ids of staged tiles (grouped reduces use 1000+, CPU stages 1000 + slot in REG)

def _gated(idx: UOp, valid: UOp) -> UOp:
  if idx.op is Ops.WHERE and idx.src[2].op is Ops.CONST and idx.src[2].arg is Invalid: return (idx.src[0] & valid).where(idx.src[1], idx.src[2])
  return valid.where(idx, UOp.const(Invalid, idx.dtype))

def _flat(rs: list[UOp], sizes: list[int]) -> UOp:
  return sum((r * prod(sizes[i + 1:]) for i, r in enumerate(rs)), start=rs[0].const_like(0))

def _addr(idx: UOp) -> UOp:
  return idx.src[1] if idx.op is Ops.WHERE and idx.src[2].op is Ops.CONST and idx.src[2].arg is Invalid else idx

def stage_local(k: Scheduler, slot: int) -> None:
  check(k.ren.has_local and k.ren.has_shared and not k.info.dont_use_locals, f"{type(k.ren).__name__} has no shared memory to stage into")
  loads = _loads_of(k.ast, slot)
  check(len(loads) == 1, f"STAGE needs exactly one load of buffer {slot}, this kernel has {len(loads)}")
  ld = loads[0]
  buf, idx = ld.src[0].src
  deps = sorted((r for r in idx.toposort() if r.op is Ops.RANGE), key=range_key)
  check(not any(r.arg[-1] not in (AxisType.GLOBAL, AxisType.WEAK, AxisType.LOOP, *TILE_TYPES) for r in deps),
        f"STAGE into shared memory reads ranges of the workgroup only; buffer {slot} depends on {[r.arg for r in deps]}")
  reds = [r for r in deps if r.arg[-1] is AxisType.REDUCE]
  check(bool(reds), f"buffer {slot} is not read in a reduce loop: there is no tile to reuse")
  threads = sorted((r for r in k.rngs if r.arg[-1] in THREAD_TYPES), key=range_key)
  check(bool(threads) and all(r.src[0].op is Ops.CONST for r in threads), "STAGE into shared memory needs the workgroup's threads (LOCAL)")
  tile = [r for r in deps if r.arg[-1] in TILE_TYPES and r is not reds[0]]
  check(bool(tile), f"buffer {slot}'s tile is one element per reduce step: split its axes (LOCAL, UPCAST, UNROLL) first")
  check(all(r.src[0].op is Ops.CONST for r in tile), "STAGE needs constant sizes for the tile's ranges")
  check(any(r not in deps for r in threads), f"every thread of the workgroup reads its own part of buffer {slot}: staging it only adds a copy")
  assert isinstance(buf.dtype, PtrDType)
  size, T = prod(r.src[0].arg for r in tile), prod(r.src[0].arg for r in threads)
  steps = -(-size // T)
  used = sum(dt.size * dt.base.itemsize for u in k.ast.toposort() if u.op is Ops.BUFFER and isinstance(dt := u.dtype, PtrDType)
             and dt.addrspace is AddrSpace.LOCAL)
  check(used + steps * T * buf.dtype.base.itemsize <= k.ren.shared_max,
        f"a tile of {size} elements is over the shared memory of {type(k.ren).__name__} ({k.ren.shared_max} bytes, {used} used)")
  addr = _addr(idx)
  def st(r: UOp) -> int: return abs(s) if (s := stride(addr, r)) is not None else 0
  # layout: where the computation reads (its lanes last and contiguous); copy order: the input's memory order
  layout = sorted(tile, key=lambda r: (r.arg[-1] is AxisType.UPCAST, -st(r), range_key(r)))
  order = sorted(tile, key=lambda r: (-st(r), range_key(r)))
  lsizes, osizes = [r.src[0].arg for r in layout], [r.src[0].arg for r in order]
  nid = max(u.arg[0] for u in k.ast.toposort() if u.op is Ops.RANGE) + 1
  j = UOp.range(steps, nid, AxisType.LOOP, dtype=threads[0].dtype)
  # through tagged copies of the thread ranges: a tile dim may be a thread range itself, and a mapping must not cycle
  tagged = [r.replace(tag="smem") for r in threads]
  e = _flat(tagged, [r.src[0].arg for r in threads])
  if steps > 1: e = j * T + e
  coords = {r: (e // prod(osizes[i + 1:])) % osizes[i] if i else e // prod(osizes[1:]) for i, r in enumerate(order)}
  untag = dict(zip(tagged, threads))
  src_idx, dst_idx, e = [substitute(x, untag) for x in (substitute(idx, coords), _flat([coords[r] for r in layout], lsizes), e)]
  # the last step's extra threads load nothing and store into padding past the tile (a gated store is not a barrier's effect)
  if size % T: src_idx, dst_idx = _gated(src_idx, e < size), (e < size).where(dst_idx, e)
  dt = buf.dtype.base
  stage = UOp(Ops.BUFFER, dt.ptr(steps * T, AddrSpace.LOCAL), (), ParamArg(LOCAL_SLOT + slot, dt, addrspace=AddrSpace.LOCAL))
  fill = stage.index(dst_idx).store(UOp(Ops.LOAD, ld.dtype, (buf.index(src_idx),)))
  if steps > 1: fill = fill.end(j)
  k.ast = substitute(k.ast, {ld: UOp(Ops.LOAD, ld.dtype, (stage.after(fill).index(_flat(layout, lsizes)),))})
