"""C-like renderers: `CStyleLanguage` renders a linear program (tinygrad.codegen) as one C function; GPU dialects (CUDA, HIP,
OpenCL, Metal) subclass it and override the hooks. `ClangRenderer` targets the CPU device (gcc or clang, vector extensions).

Values become locals named by kind (`alu0`, `val1`, `cast2`, ...); a value used once is inlined into its user. Ranges
are `{letter}idx{id}` (Lidx0, Ridx3), buffers `data{slot}_{size}`, accumulators `acc{n}`.
"""
from __future__ import annotations
import itertools, math
from collections import Counter
from collections.abc import Callable
from tinygrad.dtype import AddrSpace, DType, PtrDType, dtypes
from tinygrad.helpers import CPU_COUNT, strip_parens
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import UOp
from tinygrad.renderer import Renderer

def _float_lit(v: float, suffix: str) -> str:
  return repr(v) + suffix if "e" in repr(v) or "." in repr(v) else f"{v!r}.0{suffix}"

class CStyleLanguage(Renderer):
  """The hooks a C dialect sets: qualifiers, type names, literals, launch indices and the code of each op."""
  kernel_typedef: str = "void"
  buffer_prefix: str = ""
  buffer_suffix: str = " restrict"
  smem_prefix: str = ""
  arg_int_prefix: str = "const int"
  barrier: str = ""
  code_for_workitem: dict[str, Callable[[int], str]] = {}
  extra_args: list[str] = []
  type_map: dict[DType, str] = {dtypes.bool: "_Bool", dtypes.float16: "_Float16"}
  vec_names: dict[DType, str] = {dtypes.float32: "float", dtypes.float16: "half", dtypes.float64: "double", dtypes.int32: "int",
                                 dtypes.uint32: "uint", dtypes.int8: "char", dtypes.uint8: "uchar", dtypes.int16: "short", dtypes.uint16: "ushort",
                                 dtypes.int64: "long", dtypes.uint64: "ulong", dtypes.bool: "bool", dtypes.bfloat16: "bf16"}
  infinity: str = "__builtin_inff()"
  nan: str = '__builtin_nanf("")'
  # narrow types compute in int/float in C: their results are cast back so they wrap/round as the dtype does
  narrow: tuple[DType, ...] = (dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.uint16, dtypes.float16, dtypes.bfloat16)

  def _math(self, name: str) -> Callable[..., str]:
    def f(x: str, dtype: DType) -> str:
      if dtype.scalar() == dtypes.float64: return f"__builtin_{name}({x})"
      if dtype.scalar() == dtypes.float32: return f"__builtin_{name}f({x})"
      return f"({self.render_dtype(dtype)})__builtin_{name}f((float){x})"
    return f

  @property
  def code_for_op(self) -> dict[Ops, Callable[..., str]]:  # type: ignore[override]
    return {
      Ops.SQRT: self._math("sqrt"), Ops.TRUNC: self._math("trunc"), Ops.EXP2: self._math("exp2"), Ops.LOG2: self._math("log2"),
      Ops.SIN: self._math("sin"), Ops.NEG: lambda x, dtype: f"(!{x})" if dtype == dtypes.bool else f"(-{x})",
      Ops.ADD: lambda a, b, dtype: f"({a}+{b})", Ops.SUB: lambda a, b, dtype: f"({a}-{b})", Ops.MUL: lambda a, b, dtype: f"({a}*{b})",
      Ops.FDIV: lambda a, b, dtype: f"({a}/{b})", Ops.CDIV: lambda a, b, dtype: f"({a}/{b})", Ops.CMOD: lambda a, b, dtype: f"({a}%{b})",
      Ops.SHL: lambda a, b, dtype: f"({a}<<{b})", Ops.SHR: lambda a, b, dtype: f"({a}>>{b})", Ops.AND: lambda a, b, dtype: f"({a}&{b})",
      Ops.OR: lambda a, b, dtype: f"({a}|{b})", Ops.XOR: lambda a, b, dtype: f"({a}^{b})", Ops.CMPLT: lambda a, b, dtype: f"({a}<{b})",
      Ops.CMPNE: lambda a, b, dtype: f"({a}!={b})", Ops.CMPEQ: lambda a, b, dtype: f"({a}=={b})",
      Ops.WHERE: lambda c, a, b, dtype: f"({c}?{a}:{b})", Ops.POW: lambda a, b, dtype: self._pow(a, b, dtype)}

  def _pow(self, a: str, b: str, dtype: DType) -> str:
    if dtype.scalar() == dtypes.float64: return f"__builtin_pow({a},{b})"
    return f"__builtin_powf({a},{b})" if dtype.scalar() == dtypes.float32 else f"({self.render_dtype(dtype)})__builtin_powf((float){a},(float){b})"

  # ---- types and literals ----
  def render_dtype(self, dt: DType) -> str:
    if isinstance(dt, PtrDType): return self.render_dtype(dt.base) + "*"
    if dt.count > 1: return self.vec_names.get(dt.scalar(), dt.scalar().name.replace(" ", "_")) + str(dt.count)
    return self.type_map.get(dt, dt.name)

  def render_vector_typedef(self, dt: DType) -> str:
    s = dt.scalar()
    return f"typedef {self.render_dtype(s)} {self.render_dtype(dt)} __attribute__((vector_size({s.itemsize * dt.count}), aligned({s.itemsize})));"

  def render_const(self, v: object, dt: DType) -> str:
    if dt.count > 1: return f"(({self.render_dtype(dt)}){{{','.join([self.render_const(v, dt.scalar())] * dt.count)}}})"  # a splat
    if dtypes.is_float(dt):
      assert isinstance(v, (int, float))
      if math.isnan(v): ret = self.nan
      elif math.isinf(v): ret = ("-" if v < 0 else "") + self.infinity
      else: ret = _float_lit(float(v), "" if dt == dtypes.float64 else "f")
      return ret if dt in (dtypes.float32, dtypes.float64) else f"(({self.render_dtype(dt)}){ret})"
    if dt == dtypes.bool: return "1" if v else "0"
    assert isinstance(v, int)
    if dt == dtypes.int32 and v == -2**31: return "(-2147483647-1)"
    if dt == dtypes.int64 and v == -2**63: return "(-9223372036854775807ll-1)"
    suffix = {dtypes.uint32: "u", dtypes.int64: "ll", dtypes.uint64: "ull"}.get(dt, "")
    ret = f"{v}{suffix}"
    if dt in self.narrow: return f"(({self.render_dtype(dt)}){ret})"
    return f"({ret})" if v < 0 else ret

  def render_cast(self, x: str, dt: DType) -> str: return f"(({self.render_dtype(dt)})({x}))"
  def render_bitcast(self, x: str, src: DType, dt: DType) -> str:
    return f"(((union {{ {self.render_dtype(src)} a; {self.render_dtype(dt)} b; }}){{{strip_parens(x)}}}).b)"

  def render_kernel(self, name: str, body: list[str], params: list[tuple[str, str]], prefix: list[str]) -> str:
    args = ", ".join([f"{t} {n}" for t, n in params] + self.extra_args)
    return "\n".join([*prefix, f"{self.kernel_typedef} {name}({args}) {{", *body, "}"]) + "\n"

  def param_decl(self, u: UOp, name: str) -> str:
    if u.arg.addrspace is AddrSpace.ALU: return f"{self.arg_int_prefix if u.dtype == dtypes.int32 else 'const ' + self.render_dtype(u.dtype)}"
    return f"{self.buffer_prefix}{self.render_dtype(u.dtype)}{self.buffer_suffix}"

  # ---- the program ----
  def render(self, uops: list[UOp]) -> str:
    return _CRender(self, uops).run()

class _CRender:
  """One rendering: names, inlined expressions, and the lines of the body."""
  def __init__(self, ren: CStyleLanguage, uops: list[UOp]):
    self.ren, self.uops = ren, uops
    self.r: dict[UOp, str] = {}
    self.uses = Counter(s for u in uops for s in (u.src[:1] if u.op in (Ops.AFTER, Ops.END) else u.src))
    self.counts: Counter[str] = Counter()
    self.lines: list[str] = []
    self.depth = 1
    self.vectors: dict[DType, None] = {}
    self.helpers: dict[str, str] = {}
    self.params: list[tuple[int, str, str]] = []
    self.name = uops[-1].arg.name if uops and uops[-1].op is Ops.SINK and uops[-1].arg is not None else "kernel"
    self.code = ren.code_for_op

  def fresh(self, prefix: str) -> str:
    self.counts[prefix] += 1
    return f"{prefix}{self.counts[prefix] - 1}"

  def emit(self, line: str) -> None: self.lines.append("  " * self.depth + line)

  def dtype(self, dt: DType) -> str:
    if dt.count > 1 and not isinstance(dt, PtrDType): self.vectors[dt] = None
    return self.ren.render_dtype(dt)

  def assign(self, u: UOp, expr: str, prefix: str, inline: bool) -> None:
    if inline and self.uses[u] <= 1: self.r[u] = expr
    else:
      self.r[u] = name = self.fresh(prefix)
      self.emit(f"{self.dtype(u.dtype)} {name} = {strip_parens(expr)};")

  def alu(self, u: UOp) -> str:
    srcs = [self.r[s] for s in u.src]
    if u.op not in self.code: raise NotImplementedError(f"{type(self.ren).__name__} cannot render {u.op}: add it to code_for_op or decompose it")
    ret = self.code[u.op](*srcs, dtype=u.dtype)
    narrow = u.dtype.count == 1 and u.dtype in self.ren.narrow and u.op not in (Ops.WHERE, Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ)
    return self.ren.render_cast(ret, u.dtype) if narrow else ret

  def run(self) -> str:
    for u in self.uops: self.one(u)
    prefix = [self.ren.render_vector_typedef(dt) for dt in self.vectors] + list(self.helpers.values())
    return self.ren.render_kernel(self.name, self.lines, [(t, n) for _, t, n in sorted(self.params)], prefix)

  def one(self, u: UOp) -> None:
    ren, r = self.ren, self.r
    if u.op is Ops.PARAM:
      if u.arg.addrspace is AddrSpace.ALU: r[u] = u.arg.name
      else: r[u] = f"data{u.arg.slot}_{u.dtype.size if isinstance(u.dtype, PtrDType) else 1}"
      self.params.append((u.arg.slot, ren.param_decl(u, r[u]), r[u]))
    elif u.op is Ops.BUFFER:
      r[u] = self.fresh("acc" if u.arg.addrspace is AddrSpace.REG else "temp")
      pre = ren.smem_prefix if u.arg.addrspace is AddrSpace.LOCAL else ""
      self.emit(f"{pre}{self.dtype(u.dtype.base)} {r[u]}[{u.dtype.size if isinstance(u.dtype, PtrDType) else 1}];")
    elif u.op is Ops.SPECIAL:
      r[u] = u.arg
      self.emit(f"int {u.arg} = {ren.code_for_workitem[u.arg[0]](int(u.arg[-1]))}; /* {self.r.get(u.src[0], u.src[0].arg)} */")
    elif u.op is Ops.CONST: r[u] = ren.render_const(u.arg, u.dtype)
    elif u.op is Ops.RANGE:
      r[u] = f"{u.arg[-1].letter}idx{'_'.join(map(str, u.arg[:-1]))}"
      self.emit(f"for ({self.dtype(u.dtype)} {r[u]} = 0; {r[u]} < {strip_parens(r[u.src[0]])}; {r[u]}++) {{")
      self.depth += 1
    elif u.op in (Ops.END, Ops.ENDIF):
      self.depth -= 1
      self.emit("}")
    elif u.op is Ops.IF:
      self.emit(f"if ({strip_parens(r[u.src[0]])}) {{")
      self.depth += 1
    elif u.op is Ops.BARRIER: self.emit(ren.barrier)
    elif u.op is Ops.SINK: pass
    elif u.op is Ops.AFTER: r[u] = r[u.src[0]]
    elif u.op is Ops.INDEX and len(u.src) == 1: r[u] = f"{r[u.src[0]]}[{u.arg}]"
    elif u.op is Ops.INDEX: r[u] = f"({r[u.src[0]]}+{r[u.src[1]]})"
    elif u.op is Ops.LOAD: self.load(u)
    elif u.op is Ops.STORE:
      ptr, val = r[u.src[0]], r[u.src[1]]
      self.emit(f"*(({self.dtype(u.src[1].dtype)}*){ptr}) = {strip_parens(val)};" if u.src[1].dtype.count > 1 else f"*{ptr} = {strip_parens(val)};")
    elif u.op is Ops.STACK and u.dtype.scalar() == dtypes.bool: r[u] = ""  # a masked load's per-lane gates: C reads the lanes
    elif u.op is Ops.STACK and (shuf := self.shuffle(u)) is not None: self.assign(u, shuf, "vec", False)
    elif u.op is Ops.STACK: self.assign(u, f"(({self.dtype(u.dtype)}){{{','.join(strip_parens(r[s]) for s in u.src)}}})", "vec", False)
    elif u.op is Ops.CAST: self.assign(u, ren.render_cast(r[u.src[0]], u.dtype), "cast", True)
    elif u.op is Ops.BITCAST: self.assign(u, ren.render_bitcast(r[u.src[0]], u.src[0].dtype, u.dtype), "cast", True)
    elif u.op in (Ops.CUSTOM, Ops.CUSTOMI):
      code = (u.arg[0] if isinstance(u.arg, tuple) else u.arg).format(*(r[s] for s in u.src))
      if u.op is Ops.CUSTOMI: r[u] = code
      else: self.emit(code)
    elif u.op in GroupOp.ALU: self.assign(u, self.alu(u), "alu", True)
    else: raise NotImplementedError(f"{type(ren).__name__} cannot render {u.op}")

  def load(self, u: UOp) -> None:
    ptr = self.r[u.src[0]]
    val = f"*(({self.dtype(u.dtype)}*){ptr})" if u.dtype.count > 1 else f"*{ptr}"
    if len(u.src) == 3 and u.src[2].dtype.count > 1: val = self.masked_load(u, ptr, val)
    elif len(u.src) == 3: val = f"({strip_parens(self.r[u.src[2]])}?{val}:{self.r[u.src[1]]})"
    self.r[u] = name = self.fresh("val")
    self.emit(f"{self.dtype(u.dtype)} {name} = {val};")

  def shuffle(self, u: UOp) -> str | None:
    """A STACK of in-order lanes of one or two vectors (rows of a register tile joined into one register) as
    __builtin_shufflevector (gcc >= 12, clang): from a lane-by-lane initializer gcc emits one insert per lane."""
    if not all(s.op is Ops.INDEX and len(s.src) == 1 for s in u.src) or len(vs := list(dict.fromkeys(s.src[0] for s in u.src))) > 2: return None
    if any(v.dtype != vs[0].dtype for v in vs) or not getattr(self.ren, "shufflevector", False): return None
    idx = [s.arg + (vs[0].dtype.count if s.src[0] is not vs[0] else 0) for s in u.src]
    if any(b <= a for a, b in itertools.pairwise(idx)): return None  # only joins/slices: a splat stays a broadcast (vfmadd's {1toN})
    return f"__builtin_shufflevector({self.r[vs[0]]}, {self.r[vs[-1]]}, {', '.join(map(str, idx))})"

  def masked_load(self, u: UOp, ptr: str, val: str) -> str:
    """One gate per lane (vector_gates): the whole vector when every lane is on, else an out-of-line lane-by-lane copy (C
    has no masked load; kept out of the loop body so the hot path stays one vector load)."""
    if u.src[2].op is not Ops.STACK: raise NotImplementedError(f"{type(self.ren).__name__} takes a per-lane gate only as a STACK of bools")
    t, st, n = self.dtype(u.dtype), self.ren.render_dtype(u.dtype.scalar()), u.dtype.count
    fn = f"masked_load_{t}"
    self.helpers[fn] = (f"static __attribute__((noinline, cold)) {t} {fn}(const {st}* p, unsigned m, {t} alt) {{ "
                        f"for (int i = 0; i < {n}; i++) if ((m >> i) & 1u) alt[i] = p[i]; return alt; }}")
    mask = "|".join(f"((unsigned)({strip_parens(self.r[g])})<<{i}u)" for i, g in enumerate(u.src[2].src))
    return f"({{unsigned _m = {mask}; _m == {(1 << n) - 1}u ? {val} : {fn}({ptr}, _m, {self.r[u.src[1]]});}})"

class ClangRenderer(CStyleLanguage):
  """C for the CPU device, compiled by clang or gcc: GNU vector extensions, _Float16, libm through builtins."""
  device = "CPU"
  has_local, has_shared, has_threads = False, False, True
  aligned_vectors, vector_gates = False, True
  shufflevector = True  # __builtin_shufflevector: clang, gcc >= 12
  @property
  def global_max(self) -> tuple[int, ...]: return (self.threads or CPU_COUNT.value, 0, 0)  # type: ignore[override]
  threads: int | None = None  # a device's CPU_COUNT option
  simd: tuple[int, int] | None = None  # (vector registers, bytes each) of the target CPU, set by the CPU device
  vector_widths = (16, 8, 4, 2)
  vector_alu = frozenset({Ops.ADD, Ops.SUB, Ops.MUL, Ops.FDIV, Ops.MAX})
  def can_vectorize(self, u: UOp) -> bool:
    return u.op in self.vector_alu and u.dtype.scalar() != dtypes.bool and all(s.dtype.scalar() != dtypes.bool for s in u.src)
  @property
  def code_for_op(self) -> dict[Ops, Callable[..., str]]:  # type: ignore[override]
    # libm's exp2/log2/sin are calls the compiler cannot vectorise: codegen's polynomials are used instead
    return {**{k: v for k, v in super().code_for_op.items() if k not in (Ops.EXP2, Ops.LOG2, Ops.SIN)}, Ops.MAX: self._max}

  def _max(self, a: str, b: str, dtype: DType) -> str:
    """a<b ? b : a (NaN in b keeps a, as the compare-and-select decomposition), in a statement expression so that operands
    are not repeated (inlined chains of MAX would grow exponentially). GNU C has no vector ?:, so a vector MAX is a vector
    compare (a lane mask) and a bitwise select, which compilers turn into one compare and a blend or masked move."""
    if dtype == dtypes.bool: return f"({a}|{b})"
    t = self.render_dtype(dtype)
    sel = "_a<_b?_b:_a" if dtype.count == 1 else f"__typeof__(_a<_b) _m = _a<_b; ({t})((_m&(__typeof__(_m))_b)|(~_m&(__typeof__(_m))_a))"
    return f"(({{{t} _a = {strip_parens(a)}, _b = {strip_parens(b)}; {sel};}}))"

class NullRenderer(CStyleLanguage):
  """The NULL device's default renderer: C text for no particular machine (no workgroups, no threads, MAX as `max`). Nothing
  compiles or runs it; it shows a kernel as the optimiser leaves it without a GPU's locals or a CPU's THREAD split."""
  device = "NULL"
  has_local, has_shared, has_threads = False, False, False
  @property
  def code_for_op(self) -> dict[Ops, Callable[..., str]]:  # type: ignore[override]
    return {**super().code_for_op, Ops.MAX: lambda a, b, dtype: f"max({a},{b})"}
