"""OptOps.TC: run a matmul-shaped reduce on the renderer's tensor cores.

`Opt(OptOps.TC, axis, (tc_select, tc_opt, use_tensor_cores))`:
- the kernel's one REDUCE(ADD) must be of MUL(a, b), possibly under a CAST, with a and b of a tensor core's dtype_in and the
  reduce of its dtype_out (tc_select -1 tries every tensor core in order, i picks the i-th; fp32 tf32 ones need ALLOW_TF32);
- `axis` picks one of (N range only in b) x (M range only in a) x (reduce range), in that nesting order;
- tc_opt 0 needs a and b to be plain loads and a single reduce range, 1 allows any a and b (casts, padding selects) and several
  reduce ranges, 2 also pads N/M/K up to a multiple of the tensor core's dims (padded loads read 0, padded stores are skipped;
  K only when a and b are then 0);
- the tensor core's `opts` peel size-2 bits off N and M (an "l" bit is a lane of the warp, a "u" bit an accumulator element)
  and the K bits become size-2 UNROLLs; the lane bits form one WARP range of `threads` lanes (lidx0 in gpudims);
- use_tensor_cores 1 builds the WMMA: each operand is gathered into its fragment through the tensor core's swizzle (which
  kernel bit holds which lane/element bit), the output element is picked by the "u" bits, and the remaining reduce ranges
  accumulate it (codegen then folds `acc + WMMA(a, b, 0)` into `WMMA(a, b, acc)`); 2 stops after the splits (the shape of a
  tensor-core kernel, computed with plain ALU ops).
"""
from __future__ import annotations
import itertools, math
from typing import TYPE_CHECKING
from tinygrad.dtype import AddrSpace, DType, dtypes
from tinygrad.helpers import ContextVar, prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, UOp
from tinygrad.codegen.graph import addrspace, replace_range, substitute
from tinygrad.codegen.gpudims import gate_accesses
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps, check
from tinygrad.renderer.tc import TensorCore, cuda_8168_tf32
if TYPE_CHECKING: from tinygrad.codegen.opt.postrange import Scheduler

TC, TC_SELECT, TC_OPT = ContextVar("TC", 1), ContextVar("TC_SELECT", -1), ContextVar("TC_OPT", 0)
PIPELINE = ContextVar("PIPELINE", 2)  # stages of the heuristic's box-staged tiles (at most Renderer.stage_pipeline; 0 or 1: none)
STAGE_BOX = ContextVar("STAGE_BOX", 1)  # 0: the heuristic stages tiles element by element (the pre-box form, for comparisons)
USE_TC, ALLOW_TF32 = ContextVar("USE_TC", 1), ContextVar("ALLOW_TF32", 0)
PAD_MAX = 4  # padding may at most quadruple an axis
STAGE_MIN_STEPS = 8  # K steps of a tensor-core kernel worth staging its inputs through shared memory
OUTER = (AxisType.WEAK, AxisType.LOOP, AxisType.GLOBAL)

def _size(r: UOp) -> int | None: return r.src[0].arg if r.src[0].op is Ops.CONST and isinstance(r.src[0].arg, int) else None
def _ranges(u: UOp) -> set[UOp]: return {x for x in u.toposort() if x.op is Ops.RANGE}
def _zero_padded(u: UOp) -> bool:
  """u is 0 wherever its loads read 0 (padded K must add nothing): loads, casts, products and selects of such values, zeros."""
  if u.op is Ops.LOAD or (u.op is Ops.CONST and u.arg == 0): return True
  if u.op is Ops.CAST: return _zero_padded(u.src[0])
  if u.op is Ops.MUL: return any(_zero_padded(s) for s in u.src)
  return u.op is Ops.WHERE and _zero_padded(u.src[1]) and _zero_padded(u.src[2])

def _operands(mul: UOp) -> tuple[UOp, UOp]:
  """The MUL's factors; both widened from one narrower dtype (half*half computed in float, as attention's q@k^T) are the
  narrow values: the tensor core widens them itself, exactly."""
  a, b = mul.src
  if a.op is Ops.CAST and b.op is Ops.CAST and a.src[0].dtype == b.src[0].dtype and a.src[0].dtype.itemsize < mul.dtype.itemsize and \
     dtypes.is_float(a.src[0].dtype) and dtypes.is_float(mul.dtype): return a.src[0], b.src[0]
  return a, b

def usable(k: Scheduler, tc_select: int) -> list[TensorCore]:
  """The renderer's tensor cores TC_SELECT allows, minus tf32 without ALLOW_TF32 and dtypes the renderer only emulates."""
  tcs: list[TensorCore] = k.ren.tensor_cores
  check(bool(tcs), f"tensor cores (OptOps.TC) are not available on {type(k.ren).__name__}{':' + k.ren.arch if k.ren.arch else ''}: "
        "it has no tensor_cores")
  check(-1 <= tc_select < len(tcs), f"TC_SELECT {tc_select} is out of range: {type(k.ren).__name__} has {len(tcs)} tensor cores (-1 = any)")
  emulated = getattr(k.ren, "emulated_dtypes", ())
  return [tc for tc in (tcs if tc_select == -1 else [tcs[tc_select]]) if (ALLOW_TF32 or tc not in cuda_8168_tf32)
          and tc.dtype_in not in emulated and tc.dtype_out not in emulated]

def _match(k: Scheduler, axis: int, tc_opt: int, tcs: list[TensorCore]) -> tuple[TensorCore, tuple[UOp, UOp, UOp]]:
  """(the tensor core, its (N, M, K) ranges) or KernelOptError saying why the kernel does not fit."""
  reds = k.reduceops
  check(len(reds) == 1, f"TC needs exactly one REDUCE, this kernel has {len(reds)}")
  red = reds[0]
  check(red.arg[0] is Ops.ADD, f"TC needs a sum, this kernel reduces with {red.arg[0]}")
  mul = red.src[0].src[0] if red.src[0].op is Ops.CAST else red.src[0]
  check(mul.op is Ops.MUL, f"TC needs a reduce of a MUL (a matmul or conv), this reduces {mul.op}")
  a, b = _operands(mul)
  rngs = k.rngs
  red_r = [r for r in red.src[1:] if r in rngs and r.arg[-1] is AxisType.REDUCE and _size(r) is not None]
  if tc_opt < 1:
    check(a.op is Ops.LOAD and b.op is Ops.LOAD, "TC with tc_opt 0 needs a MUL of two loads (tc_opt 1 allows casts)")
    check(len(red_r) == 1, f"TC with tc_opt 0 needs one reduce axis, this kernel has {len(red_r)} (tc_opt 1 allows more)")
  ra, rb = _ranges(a), _ranges(b)
  out = [r for r in rngs if r.arg[-1] in OUTER and _size(r) is not None]
  choices = list(itertools.product([r for r in out if r in rb and r not in ra], [r for r in out if r in ra and r not in rb], red_r))
  check(0 <= axis < len(choices), f"TC axis {axis} is out of range: this kernel has {len(choices)} (N, M, K) axis choices")
  n, m, kr = choices[axis]
  sizes = [_size(x) or 0 for x in (n, m, kr)]
  for tc in tcs:
    if a.dtype != tc.dtype_in or b.dtype != tc.dtype_in or red.dtype != tc.dtype_out: continue
    if any(s % d for s, d in zip(sizes, tc.dims)) and (tc_opt < 2 or any(-(-s // d) * d > PAD_MAX * s for s, d in zip(sizes, tc.dims))): continue
    if sizes[2] % tc.dims[2] and not all(_zero_padded(x) for x in (a, b)): continue
    return tc, (n, m, kr)
  raise KernelOptError(f"no tensor core of {type(k.ren).__name__} fits: inputs {a.dtype}/{b.dtype} -> {red.dtype}, N/M/K "
                       f"{sizes}, tensor cores {[str(tc) for tc in tcs]}" + ("" if tc_opt >= 2 else " (tc_opt 2 pads)"))

# ---- padding ----

def pad_to(k: Scheduler, r: UOp, size: int) -> UOp:
  """Range r grows to `size`; every memory access that depends on it is gated to the old size (loads read 0, stores skip)."""
  old = _size(r)
  assert old is not None
  if size == old: return r
  new = r.replace(src=(r.src[0].const_like(size),))
  k.ast = substitute(gate_accesses(k.ast, r, r.lt(old)), {r: new})
  return new

# ---- the tensor core ----

def _permute(u: UOp, mapping: dict[UOp, UOp]) -> UOp:
  """Substitute ranges simultaneously (the mapping may swap them): through tagged copies, so no replacement is replaced again."""
  tagged = {src: dst.replace(tag="tc") for src, dst in mapping.items() if src is not dst}
  return substitute(substitute(u, tagged), {t: t.replace(tag=None) for t in tagged.values()})

def _fragment(x: UOp, bits: dict[str, UOp], remap: dict[str, str], elems: list[str], dt: DType) -> UOp:
  """An operand's fragment: lane bit j / element bit i read the kernel bits that the swizzle puts there, gathered into a vector."""
  x = _permute(x, {bits[remap[p]]: bits[p] for p in bits})
  return UOp(Ops.STACK, dt.vec(2 ** len(elems)), tuple(substitute(x, {bits[p]: bits[p].const_like(e >> i & 1) for i, p in enumerate(elems)})
                                                       for e in range(2 ** len(elems))))

def apply_tc(k: Scheduler, opt: Opt) -> tuple[UOp, UOp, UOp]:
  """Apply `opt` (OptOps.TC) to k; returns the ranges left of (N, M, K) after the tensor core's tile is split off."""
  check(isinstance(opt.arg, tuple) and len(opt.arg) == 3, f"TC arg is (tc_select, tc_opt, use_tensor_cores), got {opt.arg!r}")
  tc_select, tc_opt, use = opt.arg
  check(not k.applied_opts, f"TC must be the first opt, {k.applied_opts} came before it")
  check(use != 3, "use_tensor_cores 3 (USE_TC=3: emulate the warp's fragments through shared memory) is not implemented; use 1 or 2")
  check(0 <= tc_opt <= 2 and use in (1, 2), f"TC wants tc_opt 0..2 and use_tensor_cores 1 (WMMA) or 2 (shape only), got {opt.arg}")
  tcs = usable(k, tc_select)
  check(k.ren.has_local and not k.info.dont_use_locals, f"TC needs workgroup threads, {type(k.ren).__name__} has none or NOLOCALS is set")
  tc, axes = _match(k, opt.axis if opt.axis is not None else -1, tc_opt, tcs)
  # pad, then split the tile's bits off: opts peel N (0) and M (1) lowest bit first, then the K bits
  cur = [pad_to(k, r, -(-(_size(r) or 0) // d) * d) for r, d in zip(axes, tc.dims)]
  bits: dict[str, UOp] = {}
  names = tc.base_shape_str()
  for name, o in zip(names, tc.opts):
    bits[name], cur[int(o[1])] = _split2(k, cur[int(o[1])], AxisType.WARP if o[0] == "l" else AxisType.UPCAST)
  for i in range(int(math.log2(tc.dims[2]))): bits[f"r{i}"], cur[2] = _split2(k, cur[2], AxisType.UNROLL)
  if use == 1: _build_wmma(k, tc, next(u for u in k.ast.toposort() if u.op is Ops.REDUCE), bits)
  _merge_lanes(k, [bits[f"l{j}"] for j in range(len(tc.get_local_axes()))])
  return cur[0], cur[1], cur[2]

def _split2(k: Scheduler, r: UOp, typ: AxisType) -> tuple[UOp, UOp]:
  """(the new size-2 range, what is left of r: the new range itself when r was used up)"""
  size = _size(r)
  assert size is not None and size % 2 == 0
  new = k.shift_to(r, 2, typ)
  return new, (r.replace(src=(r.src[0].const_like(size // 2),)) if size > 2 else new)

def _build_wmma(k: Scheduler, tc: TensorCore, red: UOp, bits: dict[str, UOp]) -> None:
  mul = red.src[0].src[0] if red.src[0].op is Ops.CAST else red.src[0]
  remaps = tc._remaps()
  frags = [_fragment(x, bits, remaps[i], _elem_names(tc, i), tc.dtype_in) for i, x in enumerate(_operands(mul))]
  ept = tc.elements_per_thread[2]
  acc = UOp(Ops.STACK, tc.dtype_out.vec(ept), tuple(UOp.const(0, tc.dtype_out) for _ in range(ept)))
  wmma = UOp.wmma(frags[0], frags[1], acc, tc.dims, str(tc), tc.threads)
  # C's element bits are the "u" bits, lowest first: the lane of the expanded kernel picks its element
  elem = sum((bits[f"u{i}"] * (1 << i) for i in range(len(tc.get_upcast_axes()))), start=bits["u0"].const_like(0)) if ept > 1 else None
  out = UOp(Ops.INDEX, tc.dtype_out, (wmma,), 0)
  for p in range(1, ept):
    assert elem is not None
    out = elem.eq(p).where(UOp(Ops.INDEX, tc.dtype_out, (wmma,), p), out)
  k_bits = {bits[f"r{i}"] for i in range(int(math.log2(tc.dims[2])))}
  new_red = UOp(Ops.REDUCE, tc.dtype_out, (out, *[r for r in red.src[1:] if r not in k_bits]), red.arg)
  k.ast = substitute(k.ast, {red: new_red})

def _elem_names(tc: TensorCore, op: int) -> list[str]:
  """The kernel bits (base names) that hold element bit i of operand op after its swizzle: the lowest of base_upcast_axes."""
  n_e = int(math.log2(tc.elements_per_thread[op]))
  return list(reversed(tc.base_upcast_axes()[:n_e])) if n_e else []

def _merge_lanes(k: Scheduler, lanes: list[UOp]) -> None:
  """The size-2 lane bits become bits of one WARP range (lane = sum of bit j * 2**j), so gpudims maps it to lidx0."""
  if not lanes: return
  new_id = max(u.arg[0] for u in k.ast.toposort() if u.op is Ops.RANGE) + 1
  w = UOp.range(2 ** len(lanes), new_id, AxisType.WARP, dtype=lanes[0].dtype)
  for j, r in enumerate(lanes): k.ast = replace_range(k.ast, r, (w // (1 << j)) % 2 if j else w % 2, (w,) if j == 0 else ())

def tc_opts(k: Scheduler) -> Scheduler | None:
  """The heuristic's first try: TC on axis choices 0-2, then UPCAST M and N by 5/4/3/2 and LOCAL N by 4/2 (M when N is used up),
  then STAGE the inputs through shared memory when the K loop has STAGE_MIN_STEPS steps. None if TC does not apply.
  With TC_OPT=0 a kernel of one reduce axis whose operands are computed (attention's softmax(q k^T) @ v) gets tc_opt 1 next:
  each lane computes its fragment's elements, and the dtype decides as for loads."""
  if not TC or not k.ren.tensor_cores: return None
  if TC_OPT < 1 and len([r for r in k.rngs if r.arg[-1] is AxisType.REDUCE]) != 1: return None
  for axis, tc_opt in [(a, o) for o in ((0, 1) if TC_OPT.value == 0 else (TC_OPT.value,)) for a in range(3)]:
    tk = k.copy()
    try: n, m, _ = tk.apply_opt(Opt(OptOps.TC, axis, (TC_SELECT.value, tc_opt, USE_TC.value)))
    except KernelOptError: continue
    left = [n, m]
    for d in (1, 0):
      size = _size(left[d]) or 1
      if left[d].arg[-1] not in OUTER: continue
      # (computed operands: M by 2 at most, their per-lane recomputation holds registers besides the accumulators)
      for amt in (5, 4, 3, 2) if tc_opt == TC_OPT.value or d == 0 else (2,):
        if size % amt == 0:
          left[d] = _try_split(tk, left[d], amt, AxisType.UPCAST)
          break
    # LOCAL N by 4/2, or M when N is used up
    for r in [r for r in left if r.arg[-1] in OUTER and r in tk.rngs][:1]:
      for amt in (4, 2):
        if (_size(r) or 1) % amt == 0:
          _try_split(tk, r, amt, AxisType.LOCAL)
          break
    # (not for a short K loop, as attention's q k^T over a 64-wide head: it reads little, and the copy costs registers)
    if k.ren.has_shared and prod(_size(r) or 1 for r in tk.rngs if r.arg[-1] is AxisType.REDUCE) >= STAGE_MIN_STEPS: stage_inputs(tk)
    return tk
  return None

def stage_inputs(k: Scheduler) -> list[int]:
  """STAGE (through shared memory) every global input whose tile the workgroup's threads share, as its global box in 16-byte
  chunks where it is one and the renderer asks for it (Renderer.stage_box; Opt axis 1: 128-bit loads, cp.async on sm_80+) through
  PIPELINE buffers (Opt axis 2, at most Renderer.stage_pipeline: a pipeline), else element by element; the slots staged."""
  slots = sorted({u.src[0].src[0].arg.slot for u in k.ast.toposort() if u.op is Ops.LOAD and u.src[0].op is Ops.INDEX and
                  len(u.src[0].src) == 2 and u.src[0].src[0].op is Ops.PARAM and addrspace(u.src[0].src[0]) is AddrSpace.GLOBAL})
  out, stages = [], max(1, min(PIPELINE.value, k.ren.stage_pipeline))
  for s in slots:
    for ax in dict.fromkeys((stages, 1, None)):
      try:
        check(ax is None or (bool(STAGE_BOX) and k.ren.stage_box), "STAGE_BOX=0 or the renderer stages element by element")
        k.apply_opt(Opt(OptOps.STAGE, ax, s))
      except KernelOptError: continue
      out.append(s)
      break
  return out

def _try_split(k: Scheduler, r: UOp, amt: int, typ: AxisType) -> UOp:
  """Split r by amt into typ if the optimiser allows it; returns what is left of r."""
  size = _size(r) or 1
  try: k.apply_opt(Opt(OptOps.SPLIT, k.rngs.index(r), (amt, typ)))
  except (KernelOptError, ValueError): return r
  return r.replace(src=(r.src[0].const_like(size // amt),)) if size > amt else r
