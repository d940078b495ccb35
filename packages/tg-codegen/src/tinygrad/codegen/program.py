"""get_program: kernel AST -> optimised, lowered, linearised, rendered ProgramSpec.

With VIZ each compiled kernel is one rewrite context named for the kernel (its TracingKey's keys hold the AST's key, which the
kernel's profile events carry): every pass of the ordered list below is a step, the rewrites a pass runs nested under it, and a
last step turns the linear program into PROGRAM(sink, LINEAR, SOURCE) so the viewer shows the uops and the source."""
from __future__ import annotations
import hashlib, os, pickle, time
from dataclasses import replace
from tinygrad.dtype import AddrSpace, PtrDType, dtypes
from tinygrad.uop.metadata import kernel_metadata
from tinygrad.helpers import BEAM, CACHELEVEL, DEBUG, IGNORE_BEAM_CACHE, NOOPT, SPEC, TRACEMETA, ContextVar, code_fingerprint, disable_gc, \
  diskcache_get, diskcache_put
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import Estimates, KernelInfo, ParamArg, UOp, graph_rewrite, sint
from tinygrad.uop.rewrite import traced_pass, tracking
from tinygrad.profile import TracingKey, track_rewrites
from tinygrad.uop.symbolic import sym
from tinygrad.renderer import ProgramSpec, Renderer
from tinygrad.codegen.barriers import add_barriers
from tinygrad.codegen.decomp import emulate_dtypes, emulates_long, lower_dtypes, pm_decomp, pm_late_decomp
from tinygrad.codegen.long import lower_longs
from tinygrad.codegen.expander import expand
from tinygrad.codegen.gpudims import add_gpudims, core_id
from tinygrad.codegen.graph import base_buffer, substitute
from tinygrad.codegen.group import lower_group_reduces
from tinygrad.codegen.linearize import linearize
from tinygrad.codegen.memory import apply_gates, coalesce, fold_gates
from tinygrad.codegen.prepare import prepare
from tinygrad.codegen.reduce import lower_reduces
from tinygrad.codegen.reuse_body import merge_loop_ends, reuse_reduce_bodies
from tinygrad.codegen.share_loops import share_reduce_loops
from tinygrad.codegen.transcendental import pm_transcendental
from tinygrad.codegen.vectorize import vectorize, vectorize_lanes
from tinygrad.codegen.wmma import fold_wmma_acc
from tinygrad.codegen.opt.tc import tc_opts

# wrapped here, not where they are defined: each pass is recorded as one VIZ step of the kernel's context
fold_wmma_acc, vectorize, vectorize_lanes = traced_pass()(fold_wmma_acc), traced_pass()(vectorize), traced_pass()(vectorize_lanes)

@traced_pass()
def name_params(sink: UOp, ren: Renderer) -> tuple[UOp, list[UOp]]:
  """Buffers keep their slots (gaps get placeholder PARAMs so slot i is argument i); Variables become scalar PARAMs after
  them, ordered by name; on CPU `core_id` is the last argument. Returns the sink and the Variables in argument order."""
  nodes = sink.toposort()
  bufs: dict[int, UOp] = {u.arg.slot: u for u in nodes if u.op is Ops.PARAM and isinstance(u.arg, ParamArg) and u.arg.addrspace is not AddrSpace.ALU
                          and u.arg.slot is not None}
  variables = sorted({u for u in nodes if u.is_variable and u.arg.name != "core_id"}, key=lambda v: v.arg.name)
  if len({v.arg.name for v in variables}) != len(variables): raise ValueError(f"two different Variables share a name: {[v.arg for v in variables]}")
  nbuf = max(bufs, default=-1) + 1
  subs = {v: UOp(Ops.PARAM, v.dtype, (), ParamArg(**{**v.arg.__dict__, "slot": nbuf + i})) for i, v in enumerate(variables)}
  cid = next((u for u in nodes if u.op is Ops.PARAM and u.arg.name == "core_id"), None)
  extra: list[UOp] = [UOp(Ops.PARAM, dtypes.uint8.ptr(1), (), ParamArg(i, dtypes.uint8)) for i in range(nbuf) if i not in bufs]
  if cid is not None: subs[cid] = cid.replace(arg=ParamArg(**{**cid.arg.__dict__, "slot": nbuf + len(variables)}))
  elif ren.has_threads: extra.append(core_id(1).replace(arg=ParamArg(**{**core_id(1).arg.__dict__, "slot": nbuf + len(variables)})))
  sink = substitute(sink, subs)
  return sink.replace(src=(*sink.src, *extra)), variables

@traced_pass()
def optimize(sink: UOp, ren: Renderer) -> UOp:
  from tinygrad.codegen.opt.postrange import Scheduler
  from tinygrad.codegen.opt.heuristic import hand_coded_optimizations
  k = Scheduler(sink, ren)
  info = k.info
  if info.opts_to_apply is not None:
    for o in info.opts_to_apply: k.apply_opt(o)
  elif (beam := info.beam or BEAM.value) >= 1:
    from tinygrad.codegen.opt.search import beam_search
    k = beam_search(k, int(beam), None if NOOPT else tc_opts(k.copy()) or hand_coded_optimizations(k.copy()))
  elif not NOOPT and not _divides_longs(sink, ren):
    k = tc_opts(k) or hand_coded_optimizations(k)
  return k.get_optimized_ast()

def _divides_longs(sink: UOp, ren: Renderer) -> bool:
  """An emulated long divided by a non-constant is a 64-step long division: upcast lanes would each copy it (a kernel of
  50k ops compiles for minutes), so such a kernel keeps its plain loops."""
  return emulates_long(ren) and any(u.op in (Ops.CDIV, Ops.CMOD, Ops.FLOORDIV, Ops.FLOORMOD) and u.dtype.scalar() in (dtypes.int64, dtypes.uint64)
                                    and u.src[1].op is not Ops.CONST for u in sink.toposort())

def full_rewrite(sink: UOp, ren: Renderer) -> tuple[UOp, list[UOp], dict[str, sint]]:
  """The lowering passes after optimisation, in order; returns the lowered sink, the Variables in argument order and the
  symbolic launch sizes (SPECIAL name -> size over the Variables, for launch_dims)."""
  sink = add_gpudims(lower_group_reduces(reuse_reduce_bodies(share_reduce_loops(sink, ren), ren)), ren)
  dims: dict[str, sint] = {u.arg: u.src[0] for u in sink.toposort() if u.op is Ops.SPECIAL and u.src[0].op is not Ops.CONST}
  sink, variables = name_params(sink, ren)
  sink = graph_rewrite(sink, sym, name="symbolic")
  sink = apply_gates(sink)
  sink = lower_dtypes(sink)
  # decompositions on the small graph: expansion copies what they produce into every lane
  sink = emulate_dtypes(sink, ren)
  sink = graph_rewrite(sink, pm_decomp, ctx=ren, name="decompositions")
  # expansion only copies: a pass with nothing to fold in the small graph has nothing in the expanded one (a walk of ~20k nodes saved)
  small = sink.toposort()
  sink = fold_gates(expand(sink, ren), skip=not any(u.op in (Ops.LOAD, Ops.STORE) and len(u.src) == 3 for u in small))
  sink = fold_wmma_acc(merge_loop_ends(lower_reduces(sink, ren), ren), skip=not any(u.op is Ops.WMMA for u in small))
  # longs after the reduces are accumulators: a sum of longs is then word arithmetic like any other op
  if emulates_long(ren): sink = lower_longs(sink)
  sink = coalesce(sink, ren)
  if ren.extra_matcher is not None: sink = graph_rewrite(sink, ren.extra_matcher, ctx=ren, name="renderer extra_matcher")
  # transcendentals after vectorize: a vector of lanes is decomposed once, not once per lane
  sink = graph_rewrite(vectorize_lanes(vectorize(sink, ren), ren), pm_transcendental + pm_late_decomp, ctx=ren, name="transcendental")
  return add_barriers(sink, ren), variables, dims

# ---- what the engine needs besides the source ----

def _size(x: UOp) -> sint:
  """A loop's trip count: symbolic over Variables (counted at their bound values, not their maxima), else its largest value."""
  if x.op is Ops.CONST: return x.arg
  ok = all(y.op is Ops.CONST or y.op in GroupOp.ALU or (y.is_variable and y.arg.name != "core_id") for y in x.toposort())
  return x if ok else x.vmax

def estimates(uops: list[UOp]) -> Estimates:
  """ops counts the ALU ops on data (those that read a loaded value): index arithmetic, gates and masks cost no FLOPs."""
  index_math = {x for u in uops if u.op is Ops.INDEX and len(u.src) > 1 for s in u.src[1:] for x in s.toposort(lambda y: y.op is not Ops.LOAD)
                if x.op in GroupOp.ALU}
  on_data: dict[UOp, bool] = {}
  data = lambda x: x.op is Ops.LOAD or (on_data[x.src[0]] if x.op is Ops.INDEX else any(on_data[s] for s in x.src))  # lane of a value
  for u in uops:
    if all(s in on_data for s in u.src): on_data[u] = data(u)  # the list is in order: only sources folded into their users are new
    else:
      for x in u.toposort(lambda y: y not in on_data): on_data[x] = data(x)
  index_math |= {u for u in uops if u.op in GroupOp.ALU and not on_data[u]}
  ops: sint = 0
  lds: sint = 0
  mult: list[sint] = [1]
  launch: sint = 1
  touched: dict[tuple[UOp, bool], sint] = {}
  for u in uops:
    if u.op is Ops.SPECIAL: launch = launch * _size(u.src[0])
    elif u.op is Ops.PARAM and u.arg.name == "core_id": launch = launch * (u.arg.vmin_vmax[1] + 1)
    elif u.op is Ops.RANGE: mult.append(mult[-1] * _size(u.src[0]))
    elif u.op is Ops.END: mult.pop()
    elif u.op in GroupOp.ALU and u not in index_math: ops += mult[-1] * (2 if u.op is Ops.MULACC else 1) * u.dtype.count
    elif u.op in (Ops.LOAD, Ops.STORE):
      dt = u.dtype if u.op is Ops.LOAD else u.src[1].dtype
      buf = base_buffer(u.src[0])
      if isinstance(buf.dtype, PtrDType) and buf.dtype.addrspace is not AddrSpace.REG:
        lds += mult[-1] * dt.itemsize * dt.count
        touched[(buf, u.op is Ops.STORE)] = touched.get((buf, u.op is Ops.STORE), 0) + mult[-1] * dt.itemsize * dt.count
  mem: sint = 0
  for (b, _), v in touched.items():
    cap = b.dtype.size * b.dtype.base.itemsize if isinstance(b.dtype, PtrDType) and b.dtype.size >= 0 else None
    mem = mem + (min(v * launch, cap) if cap is not None and isinstance(v * launch, int) else v * launch)
  return Estimates(ops * launch, lds * launch, mem)

def launch_sizes(uops: list[UOp], ren: Renderer, dims: dict[str, sint] | None = None) -> tuple[list[sint], list[int] | None]:
  """(global_size, local_size) from the SPECIALs; a size over Variables stays symbolic (`dims`), resolved at launch."""
  gs: list[sint] = [1, 1, 1]
  ls: list[int] | None = [1, 1, 1] if ren.has_local else None
  for u in uops:
    if u.op is Ops.PARAM and u.arg.name == "core_id": gs[0] = u.arg.vmin_vmax[1] + 1
    if u.op is Ops.SPECIAL:
      dim, size = int(u.arg[-1]), (dims or {}).get(u.arg, _size(u.src[0]))
      if u.arg[0] == "l":
        assert ls is not None
        ls[dim] = int(size)
      else: gs[dim] = size
  if any(u.op is Ops.SPECIAL and u.arg.startswith("idx") for u in uops): ls = None
  return gs, ls

# ---- the program caches: in this process, and on disk ----

# settings that never change a rendered program (where output goes, caching, checks, the engine's own knobs): left out of the keys
_NOT_CODEGEN = frozenset({"DEBUG", "CACHEDB", "CACHELEVEL", "CCACHE", "SCACHE", "PARALLEL", "PROFILE", "VIZ", "TRACK_MATCH_STATS", "TRACEMETA",
                          "SPEC", "CHECK_OOB", "JIT", "JIT_BATCH_SIZE", "IGNORE_BEAM_CACHE", "ALLOW_DEVICE_USAGE", "NO_MEMORY_PLANNER",
                          "VALIDATE_WITH_CPU", "DEV", "BEAM_DEBUG", "BEAM_STRICT_MODE", "PRINT_MATCH_STATS", "UNSAFE_ALLOW_JIT_BUFFER",
                          "IGNORE_JIT_FIRST_BEAM"})
# knobs the optimiser reads from the environment directly (not ContextVars)
_RAW_ENV = ("MV_BLOCKSIZE", "MV_THREADS_PER_ROW", "MV_ROWS_PER_THREAD", "BEAM_PADTO", "LLVMOPT")

def codegen_settings() -> tuple:
  """Every setting that may change what get_program makes: the ContextVars away from their defaults (bar _NOT_CODEGEN), the
  optimiser's raw environment knobs and the default dtypes (which code may set without a ContextVar)."""
  cvs = tuple(sorted((k, repr(v.value)) for k, v in ContextVar._cache.items() if k not in _NOT_CODEGEN and v.value != v.default))
  return cvs, tuple(os.environ.get(k) for k in _RAW_ENV), str(dtypes.default_float), str(dtypes.default_int)

def program_key(ast: UOp, renderer: Renderer) -> tuple:
  """What a rendered program depends on besides the code itself: the AST, the renderer (class, target, every instance setting
  such as CPU threads or SIMD width) and codegen_settings()."""
  ren = (f"{type(renderer).__module__}.{type(renderer).__qualname__}", renderer.device, renderer.suffix, repr(sorted(vars(renderer).items())))
  return (ast.key, ren, codegen_settings())

PROGRAM_CACHE_VERSION = 1  # the layout of a cached ProgramSpec
_cache: dict[tuple, ProgramSpec] = {}

def disk_program_cache() -> bool:
  """Rendered programs are kept on disk at CACHELEVEL>=2, except while rewrites are being recorded (VIZ wants to see them) or BEAM
  is told to search again (IGNORE_BEAM_CACHE)."""
  return CACHELEVEL >= 2 and not tracking() and not IGNORE_BEAM_CACHE

def _disk_key(key: tuple) -> tuple: return ("program", PROGRAM_CACHE_VERSION, code_fingerprint(), key)

class DiskProgram(ProgramSpec):
  """A ProgramSpec read from the disk cache. Its linear uops (BEAM, VIZ and tests read them; a launch does not) stay pickled
  until first used: rebuilding them is most of the cost of a hit."""
  @property
  def uops(self) -> list[UOp]:
    if "_uops" not in self.__dict__: self.__dict__["_uops"] = pickle.loads(self.__dict__.pop("_uops_blob"))
    return self.__dict__["_uops"]
  @uops.setter
  def uops(self, v: list[UOp]) -> None: self.__dict__["_uops"] = v

def _to_disk(p: ProgramSpec) -> tuple[ProgramSpec, bytes, bytes]:
  """(the program without its uops and AST, the pickled uops, their digest)."""
  blob = pickle.dumps(p.uops)
  return replace(p, ast=None, uops=[]), blob, hashlib.sha256(blob).digest()

def _from_disk(key: tuple, ast: UOp) -> ProgramSpec | None:
  """A program rendered by an earlier process for the same key, or None (absent, unreadable, damaged: a miss)."""
  entry = diskcache_get("program", _disk_key(key))
  if not (isinstance(entry, tuple) and len(entry) == 3 and isinstance(spec := entry[0], ProgramSpec) and isinstance(spec.src, str)
          and isinstance(blob := entry[1], bytes) and hashlib.sha256(blob).digest() == entry[2]): return None
  ret = DiskProgram.__new__(DiskProgram)
  ret.__dict__.update({k: v for k, v in spec.__dict__.items() if k != "uops"}, _uops_blob=blob, ast=ast)
  return ret

def cached_program(ast: UOp, renderer: Renderer) -> ProgramSpec | None:
  """get_program's result if it is memoised in this process or on disk, else None: nothing is rendered. A hit prints what a
  compile would at DEBUG>=3 (the applied opts) and DEBUG>=5 (the AST), so a warm cache hides nothing."""
  if (hit := _cache.get(key := program_key(ast, renderer))) is None and disk_program_cache() and (hit := _from_disk(key, ast)) is not None:
    _cache[key] = hit
  if hit is not None:
    if DEBUG >= 5: print(ast)
    if DEBUG >= 3: print(f"{hit.name}: {list(hit.applied_opts)}")
  return hit

def get_program(ast: UOp, renderer: Renderer) -> ProgramSpec:
  """Compile a kernel AST for `renderer`: optimise (unless opts_to_apply is set or NOOPT), lower, linearise, render. Memoised in
  this process and, at CACHELEVEL>=2, on disk (CACHEDB) under the same key plus the code's fingerprint."""
  from tinygrad.codegen.spec import check_ast
  if (hit := cached_program(ast, renderer)) is not None: return hit
  key, disk = program_key(ast, renderer), disk_program_cache()
  if DEBUG >= 5: print(ast)
  if SPEC: check_ast(ast)
  with disable_gc(): ret = _cache[key] = _compile(ast, renderer)
  if disk: diskcache_put("program", _disk_key(key), _to_disk(ret))
  return ret

def _viz_name(ast: UOp, ret: ProgramSpec) -> TracingKey:
  """The kernel's name in tg-viz, with the Tensor methods it computes (TRACEMETA) after it."""
  meta = kernel_metadata.get(ast) if TRACEMETA else None
  return TracingKey(f"{ret.name} {list(meta)}" if meta else ret.name, (ast.key,))

@track_rewrites(name=lambda ast, renderer, ret: _viz_name(ast, ret))
def _compile(ast: UOp, renderer: Renderer) -> ProgramSpec:
  ret = lower_optimized(optimize(prepare(ast), renderer), renderer)
  ret.ast = ast
  return ret

@traced_pass("render")
def _recorded_program(sink: UOp, uops: list[UOp], src: str) -> UOp:
  return UOp(Ops.PROGRAM, dtypes.void, (sink, UOp(Ops.LINEAR, dtypes.void, tuple(uops)), UOp(Ops.SOURCE, dtypes.void, (), src)))

def lower_optimized(sink: UOp, renderer: Renderer) -> ProgramSpec:
  """An optimised kernel (its SINK's KernelInfo names it and lists its opts) lowered, linearised and rendered."""
  from tinygrad.codegen.spec import check_program
  st = time.perf_counter()
  info: KernelInfo = sink.arg
  lowered, variables, dims = full_rewrite(sink, renderer)
  uops = linearize(lowered)
  if SPEC: check_program(uops)
  if DEBUG >= 5:
    for i, u in enumerate(uops): print(f"{i:4d} {u.op!s:20s} {u.dtype!r:30s} {[uops.index(s) if s in uops else '-' for s in u.src]!s:16s} {u.arg!r}")
  src = renderer.render(uops)
  if DEBUG >= 4: print(src)
  if tracking(): _recorded_program(lowered, uops, src)
  gs, ls = launch_sizes(uops, renderer, dims)
  bufs = sorted((u for u in uops if u.op is Ops.PARAM and u.arg.addrspace is not AddrSpace.ALU), key=lambda u: u.arg.slot)
  stores = {base_buffer(u.src[0]) for u in uops if u.op is Ops.STORE}
  loads = {base_buffer(u.src[0]) for u in uops if u.op is Ops.LOAD}
  ret = ProgramSpec(info.name, src, renderer.device, gs, ls, [b.arg.slot for b in bufs], [b.arg.slot for b in bufs if b in stores],
                    [b.arg.slot for b in bufs if b in loads], variables, estimates(uops), info.applied_opts, uops, sink)
  if DEBUG >= 6: print(f"codegen {info.name}: {(time.perf_counter() - st) * 1e3:.2f} ms, {len(uops)} uops, estimates {ret.estimates}")
  return ret
