"""The Scheduler: a kernel's ranges and the actions that reshape them (splits into UPCAST/UNROLL/LOCAL/GROUP_REDUCE/THREAD)."""
from __future__ import annotations
import re
from dataclasses import replace
from typing import Any
from tinygrad.helpers import DEBUG, colored, prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, UOp
from tinygrad.renderer import Renderer
from tinygrad.codegen.graph import range_key, replace_range, scopes, substitute
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps, check

GR = AxisType.GROUP_REDUCE
REDUCE_TYPES = (AxisType.REDUCE, AxisType.UNROLL, AxisType.GROUP_REDUCE)
OUTPUT_TYPES = (AxisType.WEAK, AxisType.LOOP, AxisType.GLOBAL, AxisType.THREAD, AxisType.LOCAL)
MAX_UPCAST, MAX_UNROLL = 16, 32
axis_colors = {AxisType.GLOBAL: "blue", AxisType.THREAD: "BLUE", AxisType.LOCAL: "cyan", AxisType.WARP: "CYAN", AxisType.WEAK: "WHITE",
               AxisType.LOOP: "WHITE", AxisType.GROUP_REDUCE: "green", AxisType.REDUCE: "red", AxisType.UPCAST: "yellow", AxisType.UNROLL: "magenta"}

def const_size(r: UOp) -> int | None: return r.src[0].arg if r.src[0].op is Ops.CONST and isinstance(r.src[0].arg, int) else None

class Scheduler:
  """Holds a kernel AST while opts are applied; `get_optimized_ast` returns it with the KernelInfo filled in."""
  def __init__(self, ast: UOp, ren: Renderer):
    self.ast, self.ren = ast, ren
    self.applied_opts: list[Opt] = []
    self.info: KernelInfo = ast.arg if isinstance(ast.arg, KernelInfo) else KernelInfo()
    self.ast = self._drop_unit_ranges(ast)

  def copy(self) -> Scheduler:
    ret = Scheduler.__new__(Scheduler)
    ret.ast, ret.ren, ret.applied_opts, ret.info = self.ast, self.ren, list(self.applied_opts), self.info
    return ret

  @staticmethod
  def _drop_unit_ranges(ast: UOp) -> UOp:
    for r in [u for u in ast.toposort() if u.op is Ops.RANGE and const_size(u) == 1]: ast = replace_range(ast, r, r.src[0].const_like(0), ())
    return ast

  # ---- views of the kernel ----
  @property
  def rngs(self) -> list[UOp]:
    return sorted((u for u in self.ast.toposort() if u.op is Ops.RANGE and u.arg[-1] is not AxisType.DEVICE and const_size(u) != 1), key=range_key)
  @property
  def axis_types(self) -> list[AxisType]: return [r.arg[-1] for r in self.rngs]
  @property
  def full_shape(self) -> list: return [const_size(r) if const_size(r) is not None else r.src[0] for r in self.rngs]
  def axes_of(self, *types: AxisType) -> list[int]: return [i for i, t in enumerate(self.axis_types) if t in types]
  @property
  def upcast_size(self) -> int: return prod(s for s, t in zip(self.full_shape, self.axis_types) if t in (AxisType.UPCAST, AxisType.UNROLL))
  @property
  def reduceops(self) -> list[UOp]: return [u for u in self.ast.toposort() if u.op is Ops.REDUCE]
  @property
  def output_size(self) -> int:
    return prod(s if isinstance(s, int) else s.vmax for s, t in zip(self.full_shape, self.axis_types) if t not in REDUCE_TYPES)

  def kernel_name(self, color: bool = False) -> str:
    if self.info.name != "test": return re.sub(r"\W", "_", self.info.name)
    prefix = "r" if any(t in REDUCE_TYPES for t in self.axis_types) or self.reduceops else "E"
    dims = [colored(str(s if isinstance(s, int) else s.render()), axis_colors.get(t) if color else None)
            for s, t in zip(self.full_shape, self.axis_types)]
    return re.sub(r"\W", "_", "_".join([prefix, *(dims or ["1"])])) if not color else "_".join([prefix, *(dims or ["1"])])

  # ---- the split primitive ----
  def shift_to(self, r: UOp, amount: int, new_type: AxisType, top: bool = False) -> UOp:
    size = const_size(r)
    if size is None: raise KernelOptError(f"axis {r.arg} has a symbolic size; only constant axes split")
    check(amount > 0 and size % amount == 0, f"split amount {amount} does not divide axis of size {size}")
    new_id = max((u.arg[0] for u in self.ast.toposort() if u.op is Ops.RANGE), default=-1) + 1
    new = UOp.range(amount, new_id, new_type, dtype=r.dtype)
    ranges: tuple[UOp, ...]
    if amount == size: expr, ranges = new, (new,)
    else:
      rest = r.replace(src=(r.src[0].const_like(size // amount),))
      expr, ranges = (new * (size // amount) + rest, (new, rest)) if top else (rest * amount + new, (rest, new))
    self.ast = replace_range(self.ast, r, expr, ranges)
    return new

  # ---- opts ----
  def apply_opt(self, opt: Opt, append: bool = True) -> Any:
    """Apply one opt (KernelOptError if it does not fit, leaving the kernel as it was); OptOps.TC returns the ranges left of its
    (N, M, K) axes."""
    ast, info = self.ast, self.info
    try: return self._apply_opt(opt, append)
    except KernelOptError:
      self.ast, self.info = ast, info  # a check after the rewrite (a broken STAGE copy) must not leave the rewrite behind
      raise

  def _apply_opt(self, opt: Opt, append: bool) -> Any:
    ret = None
    # (a shared-memory tile's copy is built for the ranges as they are: a later split would leave it copying the wrong block)
    check(not (self.ren.has_local and opt.op is not OptOps.STAGE and any(o.op is OptOps.STAGE for o in self.applied_opts)),
          f"{opt} after a STAGE into shared memory; apply it before STAGE")
    if opt.op is OptOps.TC:
      from tinygrad.codegen.opt.tc import apply_tc
      ret = apply_tc(self, opt)
    elif opt.op is OptOps.NOLOCALS:
      check(not self.axes_of(AxisType.LOCAL, AxisType.GROUP_REDUCE, AxisType.WARP), "NOLOCALS after locals were added")
      self.info = replace(self.info, dont_use_locals=True)
    elif opt.op is OptOps.SWAP: self._swap(opt)
    elif opt.op is OptOps.STAGE:
      from tinygrad.codegen.opt.stage import stage_input
      from tinygrad.codegen.opt.smem import stage_local
      check(isinstance(opt.arg, int), f"STAGE arg is a buffer slot, got {opt.arg!r}")
      check(opt.axis in (None, 1, 2) and (opt.axis is None or self.ren.has_local), f"STAGE axis is None, 1 or 2 (GPU: the tile's "
            f"global box in {16}-byte chunks, through that many buffers: 2 is a pipeline), got {opt.axis!r}")
      if self.ren.has_local: stage_local(self, opt.arg, box=opt.axis or 0)
      else: stage_input(self, opt.arg)
    elif opt.op is OptOps.SPLIT: self._split(opt)
    elif opt.op in (OptOps.GROUP, OptOps.GROUPTOP):
      self._split(Opt(OptOps.SPLIT, opt.axis, (opt.arg, AxisType.GROUP_REDUCE, opt.op is OptOps.GROUPTOP)))
    elif opt.op is OptOps.PADTO: self._padto(opt)
    else: raise KernelOptError(f"{opt.op} is not supported by this optimiser; use OptOps.SPLIT, SWAP, NOLOCALS, PADTO or TC")
    if any(o.op is OptOps.STAGE for o in self.applied_opts):
      from tinygrad.codegen.opt.stage import stage_intact
      check(stage_intact(self), f"{opt} after a STAGE splits the staged block's copy (lanes or threads would overwrite it); apply it before STAGE")
    if append: self.applied_opts.append(opt)
    return ret

  def _split(self, opt: Opt) -> None:
    rngs = self.rngs
    check(opt.axis is not None and 0 <= opt.axis < len(rngs), f"axis {opt.axis} is out of range: this kernel has {len(rngs)} axes")
    check(isinstance(opt.arg, tuple) and len(opt.arg) in (2, 3) and isinstance(opt.arg[1], AxisType),
          f"SPLIT arg is (amount, AxisType) or (amount, AxisType.GROUP_REDUCE, top), got {opt.arg}")
    assert opt.axis is not None
    r, (amt, typ), top = rngs[opt.axis], opt.arg[:2], bool(opt.arg[2:] and opt.arg[2])
    size = const_size(r)
    check(size is not None, f"axis {opt.axis} has a symbolic size")
    assert size is not None
    amt = amt if amt != 0 else size
    rt = r.arg[-1]
    if typ is AxisType.UPCAST:
      check(rt in OUTPUT_TYPES, f"UPCAST splits an output axis; axis {opt.axis} is {rt}")
      check(amt <= MAX_UPCAST, f"UPCAST by {amt} is over the limit of {MAX_UPCAST}")
    elif typ is AxisType.UNROLL:
      check(rt in (AxisType.REDUCE, AxisType.GROUP_REDUCE), f"UNROLL splits a reduce axis; axis {opt.axis} is {rt}")
      check(amt <= MAX_UNROLL, f"UNROLL by {amt} is over the limit of {MAX_UNROLL}")
    elif typ is AxisType.LOCAL:
      check(self.ren.has_local and not self.info.dont_use_locals, f"{type(self.ren).__name__} has no local (workgroup) threads")
      check(rt in (AxisType.WEAK, AxisType.LOOP, AxisType.GLOBAL), f"LOCAL splits a global axis; axis {opt.axis} is {rt}")
    elif typ is AxisType.GROUP_REDUCE:
      check(self.ren.has_local and self.ren.has_shared and not self.info.dont_use_locals, f"{type(self.ren).__name__} has no shared memory")
      check(rt is AxisType.REDUCE, f"GROUP_REDUCE splits a reduce axis; axis {opt.axis} is {rt}")
      check(not any(o.op is OptOps.TC for o in self.applied_opts), "GROUP after TC: the tensor-core reduce cannot be split over threads")
      self._check_group(r, amt)
    elif typ is AxisType.THREAD:
      check(self.ren.has_threads, f"{type(self.ren).__name__} has no CPU threads")
      check(rt in (AxisType.WEAK, AxisType.LOOP, AxisType.GLOBAL), f"THREAD splits an output axis; axis {opt.axis} is {rt}")
      check(not self.axes_of(AxisType.THREAD), "THREAD may be applied once per kernel")
      check(self.ren.global_max is not None and amt <= self.ren.global_max[0], f"THREAD {amt} is more than the {self.ren.global_max} threads")
    else: raise KernelOptError(f"SPLIT into {typ} is not supported; use UPCAST, UNROLL, LOCAL, GROUP_REDUCE or THREAD")
    self.shift_to(r, amt, typ, top=typ is AxisType.THREAD or top)

  def _check_group(self, r: UOp, amt: int) -> None:
    sc = scopes(self.ast)
    for red in (u for u in self.reduceops if r in u.src[1:]):
      outer = [x for x in sc[red.src[0]] - set(red.src[1:]) if x.arg[-1] in REDUCE_TYPES]
      check(not outer, f"GROUP on a reduce nested inside the reduce over {outer[0].arg if outer else ''}; group the outer reduce")
      lanes = prod(s for s, t in zip(self.full_shape, self.axis_types) if t in (AxisType.LOCAL, AxisType.UPCAST, AxisType.WARP, GR))
      need = amt * lanes * red.dtype.itemsize
      check(need <= self.ren.shared_max, f"GROUP needs {need} bytes of shared memory, over the {self.ren.shared_max} of {type(self.ren).__name__}")

  def _padto(self, opt: Opt) -> None:
    """The axis grows to a multiple of opt.arg: accesses past the old size are gated, and a reduce sees its identity there."""
    rngs = self.rngs
    check(opt.axis is not None and 0 <= opt.axis < len(rngs), f"axis {opt.axis} is out of range: this kernel has {len(rngs)} axes")
    assert opt.axis is not None
    r, amt = rngs[opt.axis], opt.arg
    check(isinstance(amt, int) and amt > 1, f"PADTO arg is the multiple to pad to (an int > 1), got {amt!r}")
    check((size := const_size(r)) is not None, f"axis {opt.axis} has a symbolic size; only constant axes pad")
    assert size is not None
    check(r.arg[-1] in (*OUTPUT_TYPES, AxisType.REDUCE), f"PADTO pads an output or reduce axis; axis {opt.axis} is {r.arg[-1]}")
    new = -(-size // amt) * amt
    check(new != size, f"axis {opt.axis} of size {size} is already a multiple of {amt}")
    check(new <= 4 * size, f"PADTO {amt} turns {size} into {new}: more than 4x the work")
    from tinygrad.codegen.gpudims import gate_accesses
    from tinygrad.codegen.reduce import identity
    r2 = r.replace(src=(r.src[0].const_like(new),))
    ast = replace_range(self.ast, r, r2, (r2,))
    valid = r2 < size
    ast = substitute(ast, {u: u.replace(src=(valid.where(u.src[0], u.src[0].const_like(identity(u.arg[0], u.src[0].dtype))), *u.src[1:]))
                           for u in ast.toposort() if u.op is Ops.REDUCE and r2 in u.src[1:]})
    self.ast = gate_accesses(ast, r2, valid)

  def _swap(self, opt: Opt) -> None:
    rngs = self.rngs
    check(opt.axis is not None and isinstance(opt.arg, int) and 0 <= opt.axis < len(rngs) and 0 <= opt.arg < len(rngs), f"bad SWAP {opt}")
    assert opt.axis is not None
    a, b = rngs[opt.axis], rngs[opt.arg]
    check(a.arg[-1] is b.arg[-1] and a.arg[-1] in OUTPUT_TYPES, "SWAP exchanges the order of two output axes of one type")
    # through placeholders: the swapped `a` may be the very node `b` (same size and type), and a mapping must not cycle
    ta, tb = a.replace(arg=(-1, *a.arg[1:-1], AxisType.PLACEHOLDER)), b.replace(arg=(-2, *b.arg[1:-1], AxisType.PLACEHOLDER))
    ast = substitute(self.ast, {a: ta, b: tb})
    self.ast = substitute(ast, {ta: a.replace(arg=(b.arg[0], *a.arg[1:])), tb: b.replace(arg=(a.arg[0], *b.arg[1:]))})

  def get_optimized_ast(self) -> UOp:
    name = self.kernel_name()
    if DEBUG >= 3: print(f"{self.kernel_name(color=True)}: {self.applied_opts}")
    info = replace(self.info, name=name, axis_types=tuple(self.axis_types), applied_opts=tuple(self.applied_opts))
    return self.ast.replace(arg=info)
