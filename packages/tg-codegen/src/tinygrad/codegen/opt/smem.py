"""OptOps.STAGE on GPUs: the workgroup copies the tile of an input it re-reads into LOCAL (shared) memory, once per step of its
outermost reduce loop, and the computation reads the tile from there.

`Opt(OptOps.STAGE, None, slot)` stages the global buffer argument `slot`. The tile is every element its load reads while the
GLOBAL ranges (the workgroup) and the load's first reduce range (the K step) are fixed: its dims are the load's other ranges
(LOCAL threads, UPCAST lanes, the inner reduce and UNROLL ranges). Ranges overlapping in the address (a conv's y + ky) are
separate dims, so such elements are copied once per dim combination. Several loads of the buffer in one reduce loop (a
tensor core's fragment elements, each with constants for some bits) add one more dim, which load an element comes from.
All threads of the workgroup share the copy: thread t copies tile elements t, t + T, ... (T threads; `vec` neighbours at a
time along the input's contiguous dim when the threads divide the tile: vector loads), walking the dims in the order of the
input's memory (the contiguous dim fastest, so neighbouring threads read neighbouring addresses), and stores each where the
computation reads it (UPCAST dims last, so a thread's lanes are contiguous: vector loads from shared memory). The barriers
between the copies and the reads, and before the next step's copies, are inserted by codegen.barriers; every tile of one
reduce loop is read after all of its copies, so one barrier serves them all.
"""
from __future__ import annotations
from typing import TYPE_CHECKING
from tinygrad.dtype import AddrSpace, Invalid, PtrDType, dtypes
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

def _select(v: UOp, xs: list[UOp]) -> UOp:
  """xs[v] for a variant index v."""
  out = xs[-1]
  for i in reversed(range(len(xs) - 1)): out = v.eq(i).where(xs[i], out)
  return out

def stage_local(k: Scheduler, slot: int) -> None:
  check(k.ren.has_local and k.ren.has_shared and not k.info.dont_use_locals, f"{type(k.ren).__name__} has no shared memory to stage into")
  check(bool(loads := _loads_of(k.ast, slot)), f"STAGE needs a load of buffer {slot}, this kernel has none")
  buf = loads[0].src[0].src[0]
  deps = sorted({r for ld in loads for r in ld.src[0].src[1].toposort() if r.op is Ops.RANGE}, key=range_key)
  check(not any(r.arg[-1] not in (AxisType.GLOBAL, AxisType.WEAK, AxisType.LOOP, *TILE_TYPES) for r in deps),
        f"STAGE into shared memory reads ranges of the workgroup only; buffer {slot} depends on {[r.arg for r in deps]}")
  reds = [r for r in deps if r.arg[-1] is AxisType.REDUCE]
  check(bool(reds), f"buffer {slot} is not read in a reduce loop: there is no tile to reuse")
  # several loads (a tensor core's fragment elements) share one copy per step of the same reduce loop
  check(all(reds[0] in ld.src[0].src[1].toposort() for ld in loads), f"the loads of buffer {slot} are in different reduce loops")
  threads = sorted((r for r in k.rngs if r.arg[-1] in THREAD_TYPES), key=range_key)
  check(bool(threads) and all(r.src[0].op is Ops.CONST for r in threads), "STAGE into shared memory needs the workgroup's threads (LOCAL)")
  tile = [r for r in deps if r.arg[-1] in TILE_TYPES and r is not reds[0]]
  check(bool(tile) or len(loads) > 1, f"buffer {slot}'s tile is one element per reduce step: split its axes (LOCAL, UPCAST, UNROLL) first")
  check(all(r.src[0].op is Ops.CONST for r in tile), "STAGE needs constant sizes for the tile's ranges")
  check(any(r not in deps for r in threads), f"every thread of the workgroup reads its own part of buffer {slot}: staging it only adds a copy")
  assert isinstance(buf.dtype, PtrDType)
  nid = max(u.arg[0] for u in k.ast.toposort() if u.op is Ops.RANGE) + 1
  # the load a tile element comes from is one more dim of the tile, the last (a lane's fragment elements are then contiguous)
  var = UOp.range(len(loads), nid + 1, AxisType.UPCAST, dtype=threads[0].dtype) if len(loads) > 1 else None
  size, T = prod(r.src[0].arg for r in tile) * len(loads), prod(r.src[0].arg for r in threads)
  idxs = [ld.src[0].src[1] for ld in loads]
  def st(r: UOp) -> int: return abs(s) if (s := stride(_addr(idxs[0]), r)) is not None else 0
  order = sorted(tile, key=lambda r: (-st(r), range_key(r)))
  # each thread copies `vec` neighbours of the input's contiguous dim at a time (vector loads) when the threads divide the tile
  vec = next((v for v in (4, 2) if var is None and order and st(order[-1]) == 1 and order[-1].src[0].arg % v == 0 and size % (T * v) == 0), 1)
  steps = -(-size // (T * vec))
  used = sum(dt.size * dt.base.itemsize for u in k.ast.toposort() if u.op is Ops.BUFFER and isinstance(dt := u.dtype, PtrDType)
             and dt.addrspace is AddrSpace.LOCAL)
  check(used + steps * T * vec * buf.dtype.base.itemsize <= k.ren.shared_max,
        f"a tile of {size} elements is over the shared memory of {type(k.ren).__name__} ({k.ren.shared_max} bytes, {used} used)")
  # layout: where the computation reads (its lanes last and contiguous); copy order: the input's memory order
  layout = sorted(tile, key=lambda r: (r.arg[-1] is AxisType.UPCAST, -st(r), range_key(r))) + ([var] if var is not None else [])
  order += [var] if var is not None else []
  lsizes, osizes = [r.src[0].arg for r in layout], [r.src[0].arg for r in order]
  j = UOp.range(steps, nid, AxisType.LOOP, dtype=threads[0].dtype)
  # through tagged copies of the thread ranges: a tile dim may be a thread range itself, and a mapping must not cycle
  tagged = [r.replace(tag="smem") for r in threads]
  e = _flat(tagged, [r.src[0].arg for r in threads])
  if steps > 1: e = j * T + e
  # (in units of vectors along the contiguous dim, then the vector's lane: the lanes' addresses are visibly consecutive)
  lane, vsizes = UOp.range(vec, nid + 2, AxisType.UPCAST, dtype=threads[0].dtype), osizes[:-1] + [osizes[-1] // vec]
  coords = {r: (e // prod(vsizes[i + 1:])) % vsizes[i] if i else e // prod(vsizes[1:]) for i, r in enumerate(order)}
  if vec > 1: coords[order[-1]], e = coords[order[-1]] * vec + lane, e * vec + lane
  subs = [substitute(x, coords) for x in idxs]
  if var is None: src_idx = subs[0]
  else:  # the variant's address, and its gate when any variant has one
    addr = _select(coords[var], [_addr(x) for x in subs])
    gates = [x.src[0] if x is not _addr(x) else UOp.const(True, dtypes.bool) for x in subs]
    src_idx = _gated(addr, _select(coords[var], gates)) if any(x is not _addr(x) for x in subs) else addr
  untag = dict(zip(tagged, threads))
  src_idx, dst_idx, e = [substitute(x, untag) for x in (src_idx, _flat([coords[r] for r in layout], lsizes), e)]
  # the last step's extra threads load nothing and store into padding past the tile (a gated store is not a barrier's effect)
  if size % T: src_idx, dst_idx = _gated(src_idx, e < size), (e < size).where(dst_idx, e)
  dt = buf.dtype.base
  stage = UOp(Ops.BUFFER, dt.ptr(steps * T * vec, AddrSpace.LOCAL), (), ParamArg(LOCAL_SLOT + slot, dt, addrspace=AddrSpace.LOCAL))
  fill = stage.index(dst_idx).store(UOp(Ops.LOAD, loads[0].dtype, (buf.index(src_idx),)))
  if steps > 1 or vec > 1: fill = fill.end(*([j] if steps > 1 else []), *([lane] if vec > 1 else []))
  # the tiles copied in the same reduce loop are read after all their copies: one barrier (the same BARRIER node) serves them all
  prev = [u for u in k.ast.toposort() if u.op is Ops.AFTER and u.src[0].op is Ops.BUFFER and u.src[0].arg.slot >= LOCAL_SLOT
          and isinstance(u.src[0].dtype, PtrDType) and u.src[0].dtype.addrspace is AddrSpace.LOCAL and reds[0] in u.src[1].toposort()]
  tiled = stage.after(*dict.fromkeys(f for u in prev for f in u.src[1:]), fill)  # (in the order the others list them)
  def read(i: int, ld: UOp) -> UOp:
    own = set(ld.src[0].src[1].toposort())  # a tile range this load does not read is any value: 0
    at = [r if r in own else r.const_like(0) for r in layout[:len(tile)]] + ([var.const_like(i)] if var is not None else [])
    return UOp(Ops.LOAD, ld.dtype, (tiled.index(_flat(at, lsizes)),))
  k.ast = substitute(k.ast, {**{ld: read(i, ld) for i, ld in enumerate(loads)}, **{u: u.replace(src=(*u.src, fill)) for u in prev}})
