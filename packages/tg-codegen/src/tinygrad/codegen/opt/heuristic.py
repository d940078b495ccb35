"""Hand-coded optimisations: the default when a kernel asks for none (KernelInfo.opts_to_apply is None) and NOOPT is off.

For CPUs (no locals):
1. UPCAST the output axis that is contiguous in the output (and in every input that reads it) by the vector width (64 bytes
   of the output dtype, at most 16); in a reduce kernel, a narrower one (56 = 7x8) is widened with the next rows;
2. with a reduce over every output axis and at least 1024 outputs, register-tile: UPCAST an output axis that an input read
   inside it broadcasts by 16, 8 or 4, so each loaded vector feeds several accumulators; first an axis the vector-loaded
   inputs broadcast (a matmul's rows, a conv's output channels), then by largest output stride; not for x @ w.T with narrow
   (fp16) weights (_narrow_dot);
3. UNROLL a kernel window (trailing reduce axes of at most 4, product <= 16: a conv's ky, kx) whole; otherwise the last
   reduce axis: fully when it is at most 32, else by 16..2, while upcast x unroll lanes stay within 64 (4096 for a product
   with a computed factor read along that axis, softmax(s) @ v, so the factor is computed on whole vectors); a staged tile whose
   product has such a factor spans the output's contiguous axis (in a fused attention kernel too, beside the softmax's reduces);
4. THREAD the outermost output axis over CPU_COUNT cores when each core gets at least ~128K operations.
For GPUs (has_local): a reduce with few outputs (<= 2048), or one that reads contiguous rows of its own (no input broadcast
along an output axis, as softmax, layernorm, row sums, unlike a matmul whose register tiles reuse loads), is split over the threads of a
workgroup (GROUP by 256..16 on its last reduce axis, threads interleaved so their loads coalesce); otherwise UPCAST as
above (by 4), then a reduce whose inputs the threads share (a matmul, a conv) gets 16x16 LOCAL threads, a K step of up to
16 and its inputs' tiles STAGEd through shared memory (opt/smem.py: a 64x64 tile of a fp32 matmul reads each input
element once per 64 outputs); anything else LOCAL output axes up to 128 threads.
"""
from __future__ import annotations
from tinygrad.helpers import getenv, prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, UOp
from tinygrad.codegen.graph import addrspace, stride
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps
from tinygrad.codegen.opt.stage import is_stage_copy
from tinygrad.codegen.opt.tc import stage_inputs
from tinygrad.codegen.opt.postrange import OUTPUT_TYPES, REDUCE_TYPES, Scheduler, const_size
from tinygrad.dtype import AddrSpace, Invalid

LANE_BUDGET = 256  # upcast lanes (register tile)
GPU_LANE_BUDGET = 16  # a GPU thread's register tile (4x4 accumulators): more registers per thread leave fewer threads resident
UNROLL_BUDGET = 64  # upcast x unroll lanes: past this, unrolling a reduce adds code (and compile time) but not speed
COMPUTED_UNROLL_BUDGET = 4096  # lanes of a product with a computed factor (_computed_along): 256 vector FMAs per iteration
OPS_PER_THREAD = 128 * 1024

def _accesses(k: Scheduler) -> tuple[list[UOp], list[UOp]]:
  """(load indices, store indices) into global memory."""
  nodes = k.ast.toposort()
  def glob(x: UOp) -> bool: return x.op is Ops.INDEX and len(x.src) == 2 and addrspace(x.src[0]) is AddrSpace.GLOBAL
  loads = [_ungated(u.src[0].src[1]) for u in nodes if u.op is Ops.LOAD and glob(u.src[0])]
  stores = [_ungated(u.src[0].src[1]) for u in nodes if u.op is Ops.STORE and glob(u.src[0])]
  return loads, stores

def _ungated(idx: UOp) -> UOp:
  """The address under a padding gate WHERE(valid, idx, Invalid): the gate does not change how lanes are laid out."""
  return idx.src[1] if idx.op is Ops.WHERE and idx.src[2].op is Ops.CONST and idx.src[2].arg is Invalid else idx

def _try(k: Scheduler, opt: Opt) -> bool:
  try: k.apply_opt(opt)
  except KernelOptError: return False
  return True

def _axis_of(k: Scheduler, r: UOp) -> int: return next(i for i, x in enumerate(k.rngs) if x is r)

def hand_coded_optimizations(k: Scheduler) -> Scheduler:
  if any(u.op is Ops.STAGE for u in k.ast.toposort()): return k
  loads, stores = _accesses(k)
  if k.ren.has_local and k.ren.has_shared and not k.info.dont_use_locals and (_matvec(k) or _group(k, loads)): return k
  outs = [r for r in k.rngs if r.arg[-1] in OUTPUT_TYPES and const_size(r) is not None]
  reduces = [r for r in k.rngs if r.arg[-1] in REDUCE_TYPES]
  itemsize = max((u.src[1].dtype.itemsize for u in k.ast.toposort() if u.op is Ops.STORE), default=4)
  vec = max(1, min(16 if not k.ren.has_local else 4, 64 // itemsize))
  # 1. the contiguous output axis, vectorised
  # (only when every input reads it contiguously or not at all: lanes far apart in an input would need a gather)
  contiguous = [r for r in outs if stores and all(stride(s, r) == 1 for s in stores) and all(stride(ld, r) in (0, 1) for ld in loads)]
  for r in contiguous[-1:]:
    for amt in (vec, 8, 4, 2):
      if amt <= vec and (const_size(r) or 0) % amt == 0 and _try(k, Opt(OptOps.SPLIT, _axis_of(k, r), (amt, AxisType.UPCAST))): break
  # 1c. x @ W.T: the output's contiguous axis walks W's rows; STAGE (step 2) copies W's panel with those lanes contiguous
  # (not with narrow (fp16) weights: _narrow_dot's unrolled reduce serves those)
  if k.upcast_size == 1 and k.ren.has_threads and not _narrow_dot(k, loads) and (t := _transposed_panel(k, loads, stores, outs)) is not None:
    any(_try(k, Opt(OptOps.SPLIT, _axis_of(k, t), (amt, AxisType.UPCAST))) for amt in (vec, 8, 4) if (const_size(t) or 0) % amt == 0)
  # 2. register tiling over an axis an input broadcasts
  if reduces and k.output_size >= 1024 and not _narrow_dot(k, loads):
    filled = _fill_vector(k, vec)
    loads, stores = _accesses(k)  # steps 1 and 1b renamed the ranges
    # (an axis no reduce reads, as the output columns of a fused softmax whose reduces are hoisted above them, tiles nothing)
    # (nor does a reduce hoisted above an output axis, as a layernorm's mean and variance: tiling its rows shares no load a
    # matmul's tile would, it only copies the row's loop body; only the loads of reduces over every output axis count)
    outs_now = [r for r in k.rngs if r.arg[-1] in OUTPUT_TYPES and (const_size(r) or 2) > 1]
    full = [u for u in k.reduceops if set(outs_now) <= _value_ranges(u)]
    inside, reduced = {x for u in full for x in _value_ranges(u)}, {x for u in full for x in u.src[0].toposort()}
    cands = [r for r in k.rngs if r.arg[-1] in OUTPUT_TYPES and const_size(r) is not None
             and any(stride(ld, r) == 0 for ld in loads if ld in reduced) and r in inside]
    # an axis every vector-loaded input broadcasts first: one loaded vector then feeds a whole tile of accumulators (a conv's
    # output channels over x, not its batch, which only the weights broadcast); then rows of the output (largest stride)
    vloads = _vector_loads(k, loads)
    # rows of whole vectors: half the vector registers as accumulators (16 zmm with AVX-512; 8 ymm with AVX2, where 256 lanes spill)
    lanes = LANE_BUDGET if (simd := getattr(k.ren, "simd", None)) is None else simd[0] // 2 * simd[1] // itemsize
    budget = lanes if filled else lanes // 2
    if k.ren.has_local: budget = GPU_LANE_BUDGET
    def order(r: UOp) -> tuple[bool, int]:
      return (not (vloads and all(stride(ld, r) == 0 for ld in vloads)), -max((s for st in stores if (s := stride(st, r)) is not None), default=0))
    for r in sorted(cands, key=order):
      staged = _stage_candidate(k, r) if k.ren.has_threads else None
      tile = _staged_tile(k, vec * itemsize, _recomputed_cols(k)) if staged is not None else None
      rows = (tile[0],) if tile is not None else (16, 8, 4)
      # (the staged tile is sized to the registers already)
      if not any(_try(k, Opt(OptOps.SPLIT, _axis_of(k, r), (a, AxisType.UPCAST))) for a in rows if tile or k.upcast_size * a <= budget): continue
      if tile is not None:
        # a wider column tile per staged row of the input, then the copy into a contiguous block
        for c in [c for c in k.rngs if c.arg[-1] in OUTPUT_TYPES and c in contiguous_outer(k)][-1:] if tile[1] > 1 else []:
          _try(k, Opt(OptOps.SPLIT, _axis_of(k, c), (tile[1], AxisType.UPCAST)))
        _try(k, Opt(OptOps.STAGE, None, staged))
      break
  if k.ren.has_threads and not k.ren.has_local: _hoisted_rows(k)
  # 3. unroll a kernel window (the trailing reduce axes of <= 4, e.g. a conv's ky and kx) whole: its taps share loads, and
  # their addresses and padding gates become invariant in the remaining (channel) loop; else the last reduce axis
  red = [r for r in k.rngs if r.arg[-1] is AxisType.REDUCE and const_size(r) is not None]
  window = 1
  while red and (size := const_size(red[-1]) or 0) <= 4 and window * size <= 16:
    if not _try(k, Opt(OptOps.SPLIT, _axis_of(k, red[-1]), (size, AxisType.UNROLL))): break
    window, red = window * size, red[:-1]
  if red and window == 1: _unroll_reduces(k)
  # 4. threads (CPU) or locals (GPU)
  if k.ren.has_threads: _threads(k)
  elif k.ren.has_local and not _smem_tiles(k): _locals(k)
  return k

GROUP_SIZES = (256, 128, 64, 32, 16)
MV_BLOCKSIZE, MV_THREADS_PER_ROW, MV_ROWS_PER_THREAD = getenv("MV_BLOCKSIZE", 4), getenv("MV_THREADS_PER_ROW", 8), getenv("MV_ROWS_PER_THREAD", 4)

def _matvec(k: Scheduler) -> bool:
  """A matrix-vector product (one output axis, a reduce of matrix x vector loads, the matrix contiguous along the reduce): each
  row is reduced by MV_THREADS_PER_ROW threads, MV_BLOCKSIZE row groups per workgroup, MV_ROWS_PER_THREAD rows per thread."""
  outs, red = k.axes_of(*OUTPUT_TYPES), k.axes_of(AxisType.REDUCE)
  if len(outs) != 1 or len(red) != 1 or len(k.reduceops) != 1: return False
  mul = k.reduceops[0].src[0]
  mul = mul.src[0] if mul.op is Ops.CAST else mul
  if mul.op is not Ops.MUL or not all(x.op is Ops.LOAD and x.src[0].op is Ops.INDEX and len(x.src[0].src) == 2 for x in mul.src): return False
  o, r = k.rngs[outs[0]], k.rngs[red[0]]
  idx = [_ungated(x.src[0].src[1]) for x in mul.src]
  if not any(stride(i, r) == 1 and stride(i, o) not in (0, None) for i in idx) or not any(stride(i, o) == 0 for i in idx): return False
  if (const_size(r) or 0) % MV_THREADS_PER_ROW or (const_size(o) or 0) % (MV_BLOCKSIZE * MV_ROWS_PER_THREAD): return False
  k2 = k.copy()
  for opt in (Opt(OptOps.GROUP, red[0], MV_THREADS_PER_ROW), Opt(OptOps.SPLIT, outs[0], (MV_BLOCKSIZE, AxisType.LOCAL)),
              Opt(OptOps.SPLIT, outs[0], (MV_ROWS_PER_THREAD, AxisType.UPCAST))):
    if not _try(k2, opt): return False
  k.ast, k.applied_opts, k.info = k2.ast, k2.applied_opts, k2.info
  return True

def _group(k: Scheduler, loads: list[UOp]) -> bool:
  """GROUP the last reduce axis of a reduce that has few outputs or reads its own rows (see the module doc)."""
  red = [r for r in k.rngs if r.arg[-1] is AxisType.REDUCE and const_size(r) is not None]
  if not red or not k.reduceops: return False
  r, outs = red[-1], [o for o in k.rngs if o.arg[-1] in OUTPUT_TYPES]
  # (contiguous along the reduce: a column sum keeps one thread per column, whose neighbours then read neighbouring addresses)
  own_rows = all(stride(ld, o) != 0 for ld in loads if stride(ld, r) != 0 for o in outs) and any(stride(ld, r) == 1 for ld in loads)
  if not (k.output_size <= 2048 or (own_rows and (const_size(r) or 0) >= 256)): return False
  limit = k.ren.local_max[0] if k.ren.local_max else 1024
  return any(amt <= limit and (const_size(r) or 0) % amt == 0 and _try(k, Opt(OptOps.GROUP, _axis_of(k, r), amt)) for amt in GROUP_SIZES)

def _narrow_dot(k: Scheduler, loads: list[UOp]) -> bool:
  """x @ w.T with w stored narrower than the accumulator (tg-llm's fp16 weights): nothing upcast, the last reduce axis contiguous
  in the narrow input and contiguous or broadcast (a fused norm's per-row scale) in the others. A row tile then gathers lanes
  2048 apart and transposes them (3x slower than no tile at 32x2048x768); unrolling that axis by 32 loads whole vectors."""
  if k.upcast_size != 1 or not (red := [r for r in k.rngs if r.arg[-1] is AxisType.REDUCE]): return False
  acc = max((u.dtype.itemsize for u in k.reduceops), default=0)
  narrow = [_ungated(u.src[0].src[1]) for u in k.ast.toposort() if u.op is Ops.LOAD and u.dtype.itemsize < acc and u.src[0].op is Ops.INDEX
            and len(u.src[0].src) == 2]
  return any(stride(ld, red[-1]) == 1 for ld in narrow) and all(stride(ld, red[-1]) in (0, 1) for ld in loads)

def _value_ranges(red: UOp) -> set[UOp]:
  """The ranges a REDUCE's value varies over, less those reduced by REDUCEs nested in it (their lanes are summed inside) and
  those of a STAGE copy it reads (the copy's loop ends before the reduce)."""
  nodes = red.src[0].toposort(lambda x: not is_stage_copy(x))
  return {x for x in nodes if x.op is Ops.RANGE} - {r for u in nodes if u.op is Ops.REDUCE for r in u.src[1:]}

def _reduce_lanes(k: Scheduler, red: UOp) -> int:
  """Upcast x unroll lanes of one reduce's body: a reduce hoisted above the output loops (a fused softmax's max and sum) does
  not vary over the output's upcast axes, so they do not multiply what unrolling it costs."""
  rngs = _value_ranges(red)
  return prod(const_size(r) or 1 for r in k.rngs if r.arg[-1] in (AxisType.UPCAST, AxisType.UNROLL) and r in rngs)

def _nested_unrolled(k: Scheduler, red: UOp, r: UOp) -> int:
  """Unrolled lanes of the REDUCEs nested in red that are computed anew for each value of red's range r (a block's integer dot
  inside a sum over blocks; not a fused softmax's max and sum, computed once before the loop that reads them)."""
  nested = {x for u in red.src[0].toposort(lambda x: not is_stage_copy(x)) if u.op is Ops.REDUCE and r in _value_ranges(u) for x in u.src[1:]}
  return prod(const_size(x) or 1 for x in k.rngs if x.arg[-1] is AxisType.UNROLL and x in nested)

def _unroll_reduces(k: Scheduler) -> None:
  """UNROLL the last reduce axis of each reduce (a fused kernel has several loops of its own): fully when it is at most 32,
  else by 16..2, while that reduce's lanes stay within UNROLL_BUDGET."""
  tried: set[int] = set()
  while True:
    todo = [(i, u) for i, u in enumerate(k.reduceops) if i not in tried and not any(r.arg[-1] is AxisType.UNROLL for r in u.src[1:])]
    cands = [(i, u, rs[-1]) for i, u in todo if (rs := [r for r in u.src[1:] if r.arg[-1] is AxisType.REDUCE and const_size(r)])]
    if not cands: return
    i, u, r = cands[0]
    tried.add(i)
    size, lanes = const_size(r) or 0, _reduce_lanes(k, u)
    if _nested_unrolled(k, u, r) >= 16: continue  # a sum of unrolled nested reduces (a block's integer dot): lanes would repeat their bodies
    amts = ([size] if size <= 32 else [32]) + [16, 8, 4, 2]  # 32 lanes: two vector accumulators, two dependency chains
    # (a product with a computed factor read along this axis (softmax(s) @ v): unrolled by a vector, the factor is computed on
    # whole vectors (codegen.vectorize.vectorize_lanes) and its lanes broadcast, instead of once per lane)
    budget = COMPUTED_UNROLL_BUDGET if _computed_along(k, u, r) else UNROLL_BUDGET
    for amt in amts:
      if size % amt == 0 and lanes * amt <= budget and _try(k, Opt(OptOps.SPLIT, _axis_of(k, r), (amt, AxisType.UNROLL))): break

HOISTED_ROWS = (4, 2)

def _hoisted_rows(k: Scheduler) -> None:
  """2b. A reduce of a transcendental hoisted above the output loops (a fused softmax's sum of exp): UPCAST the innermost
  output axis it varies over (rows) by 4 or 2. The rows' exps are independent chains in one loop, and their loads are as
  many streams: 1.33x on a 2048x2048 softmax (one thread, 2026-12-04); a layernorm's plain sums gain nothing."""
  reds = [u for u in k.reduceops if any(x.op in (Ops.EXP2, Ops.LOG2, Ops.SIN) for x in u.src[0].toposort())]
  if not reds or k.upcast_size != (vec := _contiguous_lanes(k)) or vec == 1: return
  rows = [r for r in k.rngs if r.arg[-1] in OUTPUT_TYPES and const_size(r) is not None and all(r in _value_ranges(u) for u in reds)]
  for r in rows[-1:]:
    any(_try(k, Opt(OptOps.SPLIT, _axis_of(k, r), (a, AxisType.UPCAST))) for a in HOISTED_ROWS if (const_size(r) or 0) % a == 0)

def _contiguous_lanes(k: Scheduler) -> int:
  """Lanes of the upcast axes that no reduce varies over (the output's vector of columns, when the reduces are hoisted)."""
  inside = {x for u in k.reduceops for x in _value_ranges(u)}
  return prod(const_size(r) or 1 for r in k.rngs if r.arg[-1] is AxisType.UPCAST and r not in inside)

def _computed_along(k: Scheduler, red: UOp, r: UOp) -> bool:
  """Whether `red` sums a product whose factor other than a plain load is computed from loads contiguous along `r`."""
  if red.arg[0] is not Ops.ADD or (mul := red.src[0]).op is not Ops.MUL or not k.ren.has_threads: return False
  computed = [x for x in mul.src if (x.src[0] if x.op is Ops.CAST else x).op is not Ops.LOAD]
  return any(stride(_ungated(ld.src[0].src[1]), r) == 1 for x in computed for ld in x.toposort()
             if ld.op is Ops.LOAD and ld.src[0].op is Ops.INDEX and len(ld.src[0].src) == 2)

def _recomputed_cols(k: Scheduler) -> int | None:
  """Column vectors spanning the output's whole contiguous axis, when the reduce multiplies something computed (attention's
  softmax(q @ k^T) @ v: exp per element), not two loads: every column tile recomputes it, so one tile should span the axis."""
  # (a fused attention kernel also holds the softmax's own reduces, hoisted above the output loops: the product is the one MUL)
  if len(muls := [u.src[0] for u in k.reduceops if u.arg[0] is Ops.ADD and u.src[0].op is Ops.MUL]) != 1: return None
  if all((x.src[0] if x.op is Ops.CAST else x).op is Ops.LOAD for x in muls[0].src): return None
  cols = [const_size(c) or 0 for c in k.rngs if c.arg[-1] in OUTPUT_TYPES and c in contiguous_outer(k)][-1:]
  return cols[0] if cols and 1 <= cols[0] <= 4 else None

def _staged_tile(k: Scheduler, vec_bytes: int, span: int | None = None) -> tuple[int, int]:
  """(rows, column vectors) of a staged matmul's register tile: half the vector registers hold accumulators (the rest the
  loaded row and broadcasts), as many rows as fit, since each row reuses every loaded vector of the staged block. With
  AVX-512 (32 x 64 bytes) 8 rows x 2 vectors; AVX2 (16 x 32) 4 x 1; unknown (no `simd` on the renderer) 4 x 4, the old tile.
  Measured on 1 thread (thread CPU time, 2026-12-04, AVX-512 Xeon): 4096^3 8x2 1.00x numpy's BLAS, 4x4 0.87x. `span`: column
  vectors one tile must cover (_recomputed_cols), rows then as many as fit."""
  if (simd := getattr(k.ren, "simd", None)) is None: return (4, 4)
  regs_per_vec, acc = max(1, vec_bytes // simd[1]), simd[0] // 2
  if span is not None and (rows := next((r for r in (8, 4, 2) if r * span * regs_per_vec <= acc), 0)): return rows, span
  rows = next((r for r in (8, 4, 2) if r * regs_per_vec <= acc), 1)
  return rows, max(1, min(4, acc // (rows * regs_per_vec)))

def _vector_loads(k: Scheduler, loads: list[UOp]) -> list[UOp]:
  return [ld for ld in loads if any(stride(ld, u) == 1 for u in k.rngs if u.arg[-1] is AxisType.UPCAST)]

def _fill_vector(k: Scheduler, vec: int) -> bool:
  """A contiguous axis narrower than a vector (a 56-wide conv row gets 8 of 16 lanes) is widened with the output axis of
  smallest stride that the vector-loaded inputs also walk (the next rows): a vector register then holds whole rows of lanes."""
  loads, stores = _accesses(k)
  if not (1 < (w := k.upcast_size) < vec) or not (vloads := _vector_loads(k, loads)): return False
  def walks(idx: UOp, r: UOp) -> bool: return stride(idx, r) not in (None, 0)
  rows = [r for r in k.rngs if r.arg[-1] in OUTPUT_TYPES and const_size(r) and all(walks(x, r) for x in vloads + stores)]
  for r in sorted(rows, key=lambda r: min(abs(stride(st, r) or 0) for st in stores)):
    if (const_size(r) or 0) % (vec // w) == 0 and _try(k, Opt(OptOps.SPLIT, _axis_of(k, r), (vec // w, AxisType.UPCAST))): return True
  return False

def _transposed_panel(k: Scheduler, loads: list[UOp], stores: list[UOp], outs: list[UOp]) -> UOp | None:
  """The output axis contiguous in the store that an input of a dot (x @ W.T) reads across rows: every such input is read
  once, broadcast along another output axis and contiguous along the (long) reduce, so STAGE can transpose its panel."""
  red = [r for r in k.rngs if r.arg[-1] is AxisType.REDUCE and (const_size(r) or 0) >= 64]
  if len(k.reduceops) != 1 or not red or not stores: return None
  for r in [r for r in outs if all(stride(s, r) == 1 for s in stores)][-1:]:
    across = [ld for ld in loads if stride(ld, r) not in (0, 1)]
    if across and all(loads.count(ld) == 1 and stride(ld, red[-1]) == 1 and any(stride(ld, o) == 0 for o in outs if o is not r) for ld in across):
      return r
  return None

def _stage_candidate(k: Scheduler, row: UOp) -> int | None:
  """The slot of an input worth staging: broadcast along `row`, read along a long reduce axis with a large stride. Not in
  a kernel with a window (a conv's small trailing reduce axes): its taps re-read neighbouring rows, which stay in cache."""
  red = [r for r in k.rngs if r.arg[-1] is AxisType.REDUCE and (const_size(r) or 0) >= 64]
  if (last := [r for r in k.rngs if r.arg[-1] is AxisType.REDUCE][-1:]) and (const_size(last[0]) or 0) <= 4: return None
  for u in k.ast.toposort():
    if u.op is not Ops.LOAD or len(u.src) != 1 or u.src[0].op is not Ops.INDEX or len(u.src[0].src) != 2: continue
    buf, idx = u.src[0].src
    if buf.op is not Ops.PARAM or addrspace(buf) is not AddrSpace.GLOBAL or stride(idx, row) != 0: continue
    # (or across the lanes of an upcast output axis: x @ W.T's W, whose rows the output's columns walk)
    ups = [r for r in k.rngs if r.arg[-1] is AxisType.UPCAST and r is not row]
    if any((s := stride(idx, r)) is not None and abs(s) >= 64 for r in red + ups): return buf.arg.slot
  return None

def contiguous_outer(k: Scheduler) -> list[UOp]:
  """Output ranges that still have stride 1 in the stored address divided by the upcast width (the column tiles)."""
  _, stores = _accesses(k)
  ups = [r for r in k.rngs if r.arg[-1] is AxisType.UPCAST]
  widths = tuple(const_size(u) for u in ups)
  return [r for r in k.rngs if r.arg[-1] in OUTPUT_TYPES and stores and all(stride(s, r) in widths for s in stores)]

def _work(k: Scheduler) -> int:
  """Loop iterations the kernel runs: its stores, plus each reduce over the loops it runs under (a reduce hoisted above output
  loops, as softmax's max and sum in one kernel, runs once per row, not once per output element: the loops of the full shape
  are not all nested)."""
  def size(r: UOp) -> int: return int(r.src[0].vmax)
  nodes = k.ast.toposort()
  work = prod(size(r) for r in k.rngs if r.arg[-1] not in REDUCE_TYPES)
  for red in (u for u in nodes if u.op is Ops.REDUCE):
    inner = {r for u in red.toposort() if u.op is Ops.REDUCE and u is not red for r in u.src[1:]}
    work += prod(size(r) for r in red.toposort() if r.op is Ops.RANGE and r not in inner)
  return work

def _threads(k: Scheduler) -> None:
  assert k.ren.global_max is not None
  work = _work(k)
  for r in [r for r in k.rngs if r.arg[-1] in (AxisType.WEAK, AxisType.LOOP, AxisType.GLOBAL)]:
    size = const_size(r) or 0
    for t in range(min(k.ren.global_max[0], size), 1, -1):
      if size % t == 0 and work // t >= OPS_PER_THREAD and _try(k, Opt(OptOps.SPLIT, _axis_of(k, r), (t, AxisType.THREAD))): return

SMEM_THREADS = 256  # a staged workgroup's threads: with 4x4 register tiles a 64x64 output tile, each input read once per 64 outputs

def _smem_tiles(k: Scheduler) -> bool:
  """A GPU reduce whose inputs are shared between output tiles (a matmul, a conv): LOCAL up to 16 threads on each output axis
  (SMEM_THREADS in all), UNROLL the last reduce axis further (a K step of up to SMEM_K: fewer barriers per FMA, and
  threads copy whole vectors), then STAGE every input that some of those threads share through shared memory, so the
  workgroup reads each tile of it once per reduce step. False (nothing applied) when no input is staged."""
  if not (k.ren.has_shared and k.reduceops and not k.info.dont_use_locals): return False
  return any(_smem_tile(k, more) for more in (4, 2, 1))

SMEM_K = 16

def _smem_tile(k: Scheduler, more: int) -> bool:
  k2 = k.copy()
  limit = min(SMEM_THREADS, k.ren.local_max[0] if k.ren.local_max else SMEM_THREADS)
  for r in [r for r in k2.rngs if r.arg[-1] in (AxisType.WEAK, AxisType.LOOP, AxisType.GLOBAL)][::-1]:
    local, i, size = prod(const_size(x) or 1 for x in k2.rngs if x.arg[-1] is AxisType.LOCAL), _axis_of(k2, r), const_size(r) or 0
    # (an odd axis, as 25 rows of 4, is padded: its extra threads load nothing and store nothing)
    if size >= 8 and size % 2 and local * 16 <= limit: _try(k2, Opt(OptOps.PADTO, i, 16 if size > 16 else 8))
    any(local * amt <= limit and (const_size(k2.rngs[i]) or 0) % amt == 0 and _try(k2, Opt(OptOps.SPLIT, i, (amt, AxisType.LOCAL)))
        for amt in (16, 8, 4, 2))
  if more > 1:
    red = [r for r in k2.rngs if r.arg[-1] is AxisType.REDUCE][-1:]
    unrolled = prod(const_size(r) or 1 for r in k2.rngs if r.arg[-1] is AxisType.UNROLL)
    if not red or unrolled * more > SMEM_K or not _try(k2, Opt(OptOps.SPLIT, _axis_of(k2, red[0]), (more, AxisType.UNROLL))): return False
  if not stage_inputs(k2): return False
  k.ast, k.applied_opts, k.info = k2.ast, k2.applied_opts, k2.info
  return True

def _locals(k: Scheduler) -> None:
  for r in [r for r in k.rngs if r.arg[-1] in (AxisType.WEAK, AxisType.LOOP, AxisType.GLOBAL)][::-1]:
    local = prod(const_size(x) or 1 for x in k.rngs if x.arg[-1] is AxisType.LOCAL)
    for amt in (32, 16, 8, 4, 2):
      if local * amt <= 128 and (const_size(r) or 0) % amt == 0 and _try(k, Opt(OptOps.SPLIT, _axis_of(k, r), (amt, AxisType.LOCAL))): break
