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

`Opt(OptOps.STAGE, 1, slot)` (stage_box) copies the same tile as the box of global memory it covers instead: R rows of L
contiguous elements, in 16-byte chunks (128-bit loads; cp.async on sm_80), each row's chunks XOR-swizzled by the row.
`Opt(OptOps.STAGE, 2, slot)` does so through two buffers, a pipeline: step 0's copy goes before the reduce loop, and step k
issues step k + 1's copy before it reads its own tile (PTX: cp.async.wait_group 1 leaves that copy in flight over the mma).
"""
from __future__ import annotations
from typing import TYPE_CHECKING, Any
import numpy as np
from tinygrad.dtype import AddrSpace, Invalid, PtrDType, dtypes
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, ParamArg, UOp
from tinygrad.codegen.graph import range_key, stride, substitute
from tinygrad.codegen.opt import KernelOptError, check
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

def _tile_of(k: Scheduler, slot: int, box: bool) -> tuple[list[UOp], UOp, list[UOp], list[UOp], list[UOp]]:
  """(the loads of buffer `slot`, the buffer, its K-step reduce ranges, the workgroup's threads, the tile's ranges); raises
  KernelOptError when the buffer has no tile to stage (for an element copy: none the workgroup's threads share; a box copy
  also turns a thread's scattered narrow loads, as a tensor core's B fragment, into whole 16-byte chunks)."""
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
  check(box or any(r not in deps for r in threads), f"every thread of the workgroup reads its own part of buffer {slot}: staging it only adds a copy")
  return loads, buf, reds, threads, tile

def stage_local(k: Scheduler, slot: int, box: int = 0) -> None:
  """STAGE buffer `slot` into shared memory; `box` (Opt axis 1+): as its global box, in 16-byte chunks (stage_box), through
  `box` buffers (a pipeline of that many stages: 1 is none)."""
  loads, buf, reds, threads, tile = _tile_of(k, slot, bool(box))
  if box: return stage_box(k, slot, loads, buf, reds, threads, tile, box)
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
  def read(i: int, ld: UOp, tiled: UOp) -> UOp:
    own = set(ld.src[0].src[1].toposort())  # a tile range this load does not read is any value: 0
    at = [r if r in own else r.const_like(0) for r in layout[:len(tile)]] + ([var.const_like(i)] if var is not None else [])
    return UOp(Ops.LOAD, ld.dtype, (tiled.index(_flat(at, lsizes)),))
  _install(k, stage, fill, reds[0], loads, read)

def _install(k: Scheduler, stage: UOp, fill: UOp | tuple[UOp, ...], red: UOp, loads: list[UOp], read) -> None:
  """The loads read the staged tile after its copy (or copies); the tiles copied in the same reduce loop share one barrier."""
  fills = fill if isinstance(fill, tuple) else (fill,)
  prev = [u for u in k.ast.toposort() if u.op is Ops.AFTER and u.src[0].op is Ops.BUFFER and u.src[0].arg.slot >= LOCAL_SLOT
          and isinstance(u.src[0].dtype, PtrDType) and u.src[0].dtype.addrspace is AddrSpace.LOCAL
          and any(red in f.toposort() for f in u.src[1:])]
  tiled = stage.after(*dict.fromkeys(f for u in prev for f in u.src[1:]), *fills)  # (in the order the others list them)
  k.ast = substitute(k.ast, {**{ld: read(i, ld, tiled) for i, ld in enumerate(loads)}, **{u: u.replace(src=(*u.src, *fills)) for u in prev}})

BOX_BYTES = 16  # a chunk of the box copy: one 128-bit load (or cp.async) per thread per chunk

def _eval(u: UOp, env: dict[UOp, Any]) -> Any:
  """An integer index expression at numpy values of its ranges; KernelOptError for anything but +, *, //, %, ^ of ranges."""
  memo: dict[UOp, Any] = {}
  ops = {Ops.ADD: np.add, Ops.MUL: np.multiply, Ops.SUB: np.subtract, Ops.FLOORDIV: np.floor_divide, Ops.CDIV: np.floor_divide,
         Ops.FLOORMOD: np.mod, Ops.CMOD: np.mod, Ops.XOR: np.bitwise_xor, Ops.AND: np.bitwise_and, Ops.SHL: np.left_shift,
         Ops.SHR: np.right_shift}
  for x in u.toposort():
    if x.op is Ops.RANGE: memo[x] = env[x]
    elif x.op is Ops.CONST and isinstance(x.arg, int) and not isinstance(x.arg, bool): memo[x] = np.int64(x.arg)
    elif x.op is Ops.CAST and dtypes.is_int(x.dtype): memo[x] = memo[x.src[0]]
    elif x.op in ops and all(s in memo for s in x.src): memo[x] = ops[x.op](*(memo[s] for s in x.src))
    else: raise KernelOptError(f"the box STAGE needs an index of +, *, //, % of ranges; it has {x.op}")
  return memo[u]

def box_swizzle(row: Any, ch: Any, C: int) -> Any:
  """Where chunk `ch` of box row `row` (C chunks of 16 bytes per row) is stored in the row: XOR-ed with the row's place among the
  rows that share the 32 banks' 128 bytes (every 8 // C rows), so the rows a warp reads at one column (a fragment's 8 rows, or
  rows 2t of a B fragment) sit in different 16-byte bank groups; ints or UOps."""
  if C == 1: return ch
  return ch ^ (row % 8 if C >= 8 else (row // (8 // C)) % C)

PIPE_NAME = "pipe{stages}_{slot}"  # a pipelined stage buffer's name: the PTX renderer waits for all but the newest stages - 1 copies

def stage_box(k: Scheduler, slot: int, loads: list[UOp], buf: UOp, reds: list[UOp], threads: list[UOp], tile: list[UOp],
              stages: int = 1) -> None:
  """Stage the tile as the box of global memory it covers (R rows of L contiguous elements, a row stride apart), whatever loads
  read it (a tensor core's fragments too): thread t copies 16-byte chunks t, t + T, ... (a 128-bit load, or one cp.async),
  stored row-major with each row's chunks XOR-swizzled by the row (box_swizzle), so the rows a warp's
  fragment reads at one column land in different banks. Each load reads its element at the box position of its address.
  `stages` > 1: a pipeline through that many tile buffers: the copies of K steps 0 .. stages - 2 go before the reduce loop, and
  step k copies step k + stages - 1 (zeros past the end) into buffer (k + stages - 1) % stages before it reads buffer k % stages;
  the tiles of one reduce loop take the same number of stages (the renderer waits for the copies by their count)."""
  idxs = [ld.src[0].src[1] for ld in loads]
  check(all(_addr(x) is x for x in idxs), f"the box STAGE of buffer {slot} needs ungated loads (a padded tile is staged per element)")
  # (3+ stages need a commit group per step: the PTX renderer commits cp.async groups at barriers, one per K step)
  check(stages in (1, 2), f"a box STAGE has 1 or 2 stages (buffers), got {stages}")
  assert isinstance(buf.dtype, PtrDType)
  vec = BOX_BYTES // (isz := buf.dtype.base.itemsize)
  outer = [r for r in {r for x in idxs for r in x.toposort() if r.op is Ops.RANGE} if r not in tile]
  grid = np.meshgrid(*[np.arange(r.src[0].arg, dtype=np.int64) for r in tile], indexing="ij")
  env = {**dict(zip(tile, grid)), **{r: np.int64(0) for r in outer}}
  offs = [np.broadcast_to(_eval(x, env), grid[0].shape) for x in idxs]
  # the tile moves as a whole with the workgroup and the K step, by whole chunks (every chunk stays 16-byte aligned)
  for r in outer:
    d = [np.broadcast_to(_eval(x, {**env, r: np.int64(1)}), grid[0].shape) - o for x, o in zip(idxs, offs)]
    check(all((x == d[0].flat[0]).all() for x in d) and int(d[0].flat[0]) % vec == 0,
          f"buffer {slot}'s tile does not move by whole {BOX_BYTES}-byte chunks along {r.arg}")
  u = np.unique(np.concatenate([o.reshape(-1) for o in offs]))
  m, u = int(u[0]), u - u[0]
  breaks = np.flatnonzero(np.diff(u) != 1)
  L = int(breaks[0]) + 1 if len(breaks) else len(u)
  check(L % vec == 0 and len(u) % L == 0 and m % vec == 0, f"buffer {slot}'s tile has rows of {L} elements: not whole {BOX_BYTES}-byte chunks")
  R = len(u) // L
  RS = int(u[L]) if R > 1 else L
  check(RS % vec == 0 and bool((u.reshape(R, L) == (np.arange(R) * RS)[:, None] + np.arange(L)).all()),
        f"buffer {slot}'s tile is not a box of rows of global memory")
  C, T = L // vec, prod(r.src[0].arg for r in threads)
  steps = -(-(R * C) // T)
  size = steps * T * vec  # one stage's buffer
  bufs = [u for u in k.ast.toposort() if u.op is Ops.BUFFER and isinstance(dt := u.dtype, PtrDType) and dt.addrspace is AddrSpace.LOCAL]
  used = sum(b.dtype.size * b.dtype.base.itemsize for b in bufs if isinstance(b.dtype, PtrDType))
  check(used + stages * size * isz <= k.ren.shared_max,
        f"{stages} tile(s) of {R * L} elements are over the shared memory of {type(k.ren).__name__} ({k.ren.shared_max} bytes, {used} used)")
  red = reds[0]
  peers = [b for b in bufs if b.arg.slot is not None and b.arg.slot >= LOCAL_SLOT and any(red in f.toposort() for a in k.ast.toposort()
           if a.op is Ops.AFTER and a.src[0] is b for f in a.src[1:])]
  check(all((b.arg.name or "pipe1_").startswith(f"pipe{stages}_") for b in peers),
        f"the tiles staged in one reduce loop take the same number of stages; buffer {slot} asks {stages}")
  nid = max(u.arg[0] for u in k.ast.toposort() if u.op is Ops.RANGE) + 1
  dt = threads[0].dtype
  def swz(row: UOp, ch: UOp) -> UOp: return row * L + box_swizzle(row, ch, C) * vec
  origin = substitute(idxs[0], {r: r.const_like(0) for r in tile})
  stage = UOp(Ops.BUFFER, buf.dtype.base.ptr(stages * size, AddrSpace.LOCAL), (), ParamArg(LOCAL_SLOT + slot, buf.dtype.base,
              addrspace=AddrSpace.LOCAL, name=PIPE_NAME.format(stages=stages, slot=slot)))
  def fill(n: int, step: UOp | None, at: UOp | int) -> UOp:
    """The copy of K step `step` (None: this step) into stage buffer `at`, through copy ranges numbered from nid + 3n."""
    j, lane = UOp.range(steps, nid + 3 * n, AxisType.LOOP, dtype=dt), UOp.range(vec, nid + 3 * n + 2, AxisType.UPCAST, dtype=dt)
    e = _flat(threads, [r.src[0].arg for r in threads])
    if steps > 1: e = j * T + e
    row, ch = e // C, e % C
    src_idx = origin + (m - int(offs[0].flat[0])) + row * RS + ch * vec + lane
    dst_idx = swz(row, ch) + lane
    # the last step's extra threads load nothing and store into padding past the tile
    if (R * C) % T: src_idx, dst_idx = _gated(src_idx, e < R * C), (e < R * C).where(dst_idx, e * vec + lane)
    if step is not None:  # another step's copy: its K index, and zeros past the last step (that buffer is not read again)
      tag = red.replace(tag="pipe")
      src_idx = substitute(substitute(src_idx, {red: tag}), {tag: step})
      if not (isinstance(step.vmax, int) and isinstance(red.src[0].vmin, int) and step.vmax < red.src[0].vmin):
        src_idx = _gated(src_idx, step < red.src[0])
    dst_idx = dst_idx + at * size if not (isinstance(at, int) and at == 0) else dst_idx
    return stage.index(dst_idx).store(UOp(Ops.LOAD, loads[0].dtype, (buf.index(src_idx),))).end(*([j] if steps > 1 else []), lane)
  if stages == 1: fills: tuple[UOp, ...] = (fill(0, None, 0),)
  else:
    ahead = red + (stages - 1)
    fills = (*(fill(n, red.const_like(n), n) for n in range(stages - 1)), fill(stages - 1, ahead, ahead % stages))
  cur = red % stages if stages > 1 else None
  def read(i: int, ld: UOp, tiled: UOp) -> UOp:
    g = substitute(ld.src[0].src[1], {r: r.const_like(0) for r in outer}) + (-m)
    r, col = g // RS, g % RS
    at = swz(r, col // vec) + col % vec
    return UOp(Ops.LOAD, ld.dtype, (tiled.index(at + cur * size if cur is not None else at),))
  _install(k, stage, fills, red, loads, read)
