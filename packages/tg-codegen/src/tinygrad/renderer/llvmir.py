"""LLVM IR renderer: a linear program (tinygrad.codegen) as one LLVM function with opaque pointers and SSA values.

Loops are phi-counted blocks (`loop_N`, `latch_N`, `exit_N`); a loop whose end is not a positive constant is guarded.
REG buffers are allocas (SROA/mem2reg turn them into registers). A gated load reads through `select(gate, ptr, base)`
and then selects the alt, so no branch and no access outside the buffer; one gate per lane is llvm.masked.load.
Bools are i1 in registers and i8 in memory.
A kernel that codegen vectorised itself carries the function attribute PREVECTORIZED (see `prevectorized`): the CPU compiler
then runs a short pipeline instead of O2.
"""
from __future__ import annotations
import functools, math, struct
from tinygrad.dtype import AddrSpace, DType, PtrDType, dtypes
from tinygrad.helpers import CPU_COUNT
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import UOp
from tinygrad.renderer import Renderer

FLAGS = "contract"
PREVECTORIZED = '"tg-prevectorized"'

def prevectorized(uops: list[UOp]) -> bool:
  """Every store to a global buffer stores a vector and no load has a gate per lane: LLVM's vectorisers and loop passes have
  nothing to add (measured: register-tiled matmul, conv, softmax, layernorm, attention), while scalar loops (a cumsum, an
  argmax) and per-lane masked loads keep needing them."""
  def glob(u: UOp) -> bool:
    while u.op not in (Ops.PARAM, Ops.BUFFER) and u.src: u = u.src[0]
    return u.op is Ops.PARAM and isinstance(u.dtype, PtrDType) and u.dtype.addrspace is AddrSpace.GLOBAL
  stores = [u for u in uops if u.op is Ops.STORE and glob(u.src[0])]
  return bool(stores) and all(u.src[1].dtype.count > 1 for u in stores) and \
    not any(u.op is Ops.LOAD and len(u.src) == 3 and u.src[2].dtype.count > 1 for u in uops)

@functools.cache  # dtypes are interned: a type's text is looked up, not rebuilt, for each of a kernel's thousands of values
def ltype(dt: DType, mem: bool = False) -> str:
  """LLVM type of a dtype; `mem` gives the in-memory type (bools are bytes)."""
  if isinstance(dt, PtrDType): return "ptr"
  if dt.count > 1: return f"<{dt.count} x {ltype(dt.scalar(), mem)}>"
  if dt == dtypes.bool: return "i8" if mem else "i1"
  if dtypes.is_int(dt): return f"i{dt.itemsize * 8}"
  return {dtypes.float16: "half", dtypes.bfloat16: "bfloat", dtypes.float32: "float", dtypes.float64: "double"}[dt]

def lconst(v: object, dt: DType) -> str:
  if dt.count > 1: return "<" + ", ".join([f"{ltype(dt.scalar())} {lconst(v, dt.scalar())}"] * dt.count) + ">"  # a splat
  if dt == dtypes.bool: return "1" if v else "0"
  if dtypes.is_int(dt): return str(int(v))  # type: ignore[call-overload]
  assert isinstance(v, (int, float))
  f = float(v)
  if math.isnan(f): return "0x7FF8000000000000"
  return "0x" + struct.pack(">d", f).hex().upper()  # a hex double is exact for every float width's values

def _is_signed(dt: DType) -> bool: return dtypes.is_int(dt) and not dtypes.is_unsigned(dt)

def _cast(x: str, src: DType, dt: DType) -> tuple[str, str]:
  """(instruction text, result type) of a value cast."""
  st, tt = ltype(src), ltype(dt)
  if dt.scalar() == dtypes.bool:
    zero = "zeroinitializer" if dt.count > 1 else "0.0" if dtypes.is_float(src) else "0"
    return (f"fcmp une {st} {x}, {zero}" if dtypes.is_float(src) else f"icmp ne {st} {x}, {zero}"), tt
  if st == tt: return f"bitcast {st} {x} to {tt}", tt  # a no-op cast (e.g. weak to strong of one width)
  if dtypes.is_float(src) and dtypes.is_float(dt):
    return f"{'fpext' if dt.scalar().itemsize > src.scalar().itemsize else 'fptrunc'} {st} {x} to {tt}", tt
  if dtypes.is_float(src): return f"{'fptosi' if _is_signed(dt) else 'fptoui'} {st} {x} to {tt}", tt
  if dtypes.is_float(dt): return f"{'sitofp' if _is_signed(src) else 'uitofp'} {st} {x} to {tt}", tt
  if dt.scalar().itemsize > src.scalar().itemsize or (src.scalar() == dtypes.bool and dt.scalar() != dtypes.bool):
    return f"{'sext' if _is_signed(src) else 'zext'} {st} {x} to {tt}", tt
  if dt.scalar().itemsize < src.scalar().itemsize: return f"trunc {st} {x} to {tt}", tt
  return f"bitcast {st} {x} to {tt}", tt

BINARY_INT = {Ops.ADD: "add", Ops.SUB: "sub", Ops.MUL: "mul", Ops.SHL: "shl", Ops.AND: "and", Ops.OR: "or", Ops.XOR: "xor"}
BINARY_FLOAT = {Ops.ADD: "fadd", Ops.SUB: "fsub", Ops.MUL: "fmul", Ops.FDIV: "fdiv"}
INTRINSICS = {Ops.SQRT: "sqrt", Ops.EXP2: "exp2", Ops.LOG2: "log2", Ops.SIN: "sin", Ops.TRUNC: "trunc", Ops.POW: "pow"}

def _alu(op: Ops, dt: DType, a: list[str], srcdt: DType) -> str:
  t = ltype(srcdt)
  if op in GroupOp.Comparison:
    if dtypes.is_float(srcdt): return f"fcmp {FLAGS} {dict([(Ops.CMPLT, 'olt'), (Ops.CMPNE, 'une'), (Ops.CMPEQ, 'oeq')])[op]} {t} {a[0]}, {a[1]}"
    lt = "slt" if _is_signed(srcdt) else "ult"
    return f"icmp {dict([(Ops.CMPLT, lt), (Ops.CMPNE, 'ne'), (Ops.CMPEQ, 'eq')])[op]} {t} {a[0]}, {a[1]}"
  if op is Ops.WHERE: return f"select {ltype(dtypes.bool.vec(dt.count))} {a[0]}, {ltype(dt)} {a[1]}, {ltype(dt)} {a[2]}"
  if dtypes.is_float(dt):
    if op in BINARY_FLOAT: return f"{BINARY_FLOAT[op]} {FLAGS} {t} {a[0]}, {a[1]}"
    if op is Ops.NEG: return f"fneg {FLAGS} {t} {a[0]}"
    if op in INTRINSICS: return f"call {FLAGS} {t} @llvm.{INTRINSICS[op]}.{_suffix(dt)}({', '.join(f'{t} {x}' for x in a)})"
    if op is Ops.MULACC: return f"call {FLAGS} {t} @llvm.fma.{_suffix(dt)}({t} {a[0]}, {t} {a[1]}, {t} {a[2]})"
  else:
    if op in BINARY_INT: return f"{BINARY_INT[op]} {t} {a[0]}, {a[1]}"
    if op is Ops.SHR: return f"{'ashr' if _is_signed(dt) else 'lshr'} {t} {a[0]}, {a[1]}"
    if op is Ops.CDIV: return f"{'sdiv' if _is_signed(dt) else 'udiv'} {t} {a[0]}, {a[1]}"
    if op is Ops.CMOD: return f"{'srem' if _is_signed(dt) else 'urem'} {t} {a[0]}, {a[1]}"
    if op is Ops.NEG: return f"xor {t} {a[0]}, {_splat(dt, '1')}" if dt.scalar() == dtypes.bool else f"sub {t} {_splat(dt, '0')}, {a[0]}"
  raise NotImplementedError(f"LLVM renderer cannot render {op} on {dt}")

def _splat(dt: DType, v: str) -> str: return v if dt.count == 1 else f"<{', '.join([f'{ltype(dt.scalar())} {v}'] * dt.count)}>"

def _suffix(dt: DType) -> str: return ({dtypes.float16: "f16", dtypes.float32: "f32", dtypes.float64: "f64"}[dt.scalar()] if dt.count == 1 else
                                       f"v{dt.count}{_suffix(dt.scalar())}")

class LLVMRenderer(Renderer):
  """LLVM IR for the CPU device, compiled in-process by llvmlite."""
  device = "CPU"
  has_local, has_shared, has_threads = False, False, True
  aligned_vectors, vector_gates = False, True
  vector_widths = (16, 8, 4, 2)
  code_for_op = {op: (lambda *a, **kw: '') for op in (*GroupOp.Comparison, Ops.WHERE, *BINARY_INT, *BINARY_FLOAT, Ops.NEG, Ops.SHR, Ops.CDIV,
                                                     Ops.CMOD, Ops.SQRT, Ops.TRUNC, Ops.POW, Ops.MULACC)}
  @property
  def global_max(self) -> tuple[int, ...]: return (self.threads or CPU_COUNT.value, 0, 0)  # type: ignore[override]
  threads: int | None = None  # a device's CPU_COUNT option
  simd: tuple[int, int] | None = None  # (vector registers, bytes each) of the target CPU, set by the CPU device
  vector_alu = frozenset({*GroupOp.Comparison, Ops.WHERE, *BINARY_INT, *BINARY_FLOAT, Ops.NEG, Ops.SHR, Ops.CDIV, Ops.CMOD, Ops.SQRT,
                          Ops.TRUNC, Ops.MULACC, Ops.CAST, Ops.BITCAST,
                          Ops.EXP2, Ops.LOG2, Ops.SIN, Ops.THREEFRY})  # these four are decomposed on vectors
  def render(self, uops: list[UOp]) -> str: return _LLRender(uops).run()

class _LLRender:
  def __init__(self, uops: list[UOp]):
    self.uops = uops
    self.r: dict[UOp, str] = {}
    self.lines: list[str] = []
    self.params: list[tuple[int, str]] = []
    self.n = 0
    self.block = "entry"
    self.loops: dict[UOp, tuple[str, str]] = {}
    self.ifs: dict[UOp, str] = {}
    self.decls: set[str] = set()
    self.name = uops[-1].arg.name if uops and uops[-1].op is Ops.SINK and uops[-1].arg is not None else "kernel"

  def tmp(self, prefix: str = "v") -> str:
    self.n += 1
    return f"%{prefix}{self.n}"

  def emit(self, line: str) -> None: self.lines.append(f"  {line}")
  def label(self, name: str) -> None:
    self.lines.append(f"{name}:")
    self.block = name

  def val(self, u: UOp, text: str, prefix: str = "v") -> str:
    self.r[u] = name = self.tmp(prefix)
    self.emit(f"{name} = {text}")
    return name

  def run(self) -> str:
    for u in self.uops: self.one(u)
    args = ", ".join(a for _, a in sorted(self.params))
    head = [f"declare {d}" for d in sorted(self.decls)]
    body = [f"define void @{self.name}({args}) #0 {{", "entry:", *self.lines, "  ret void", "}"]
    mark = f" {PREVECTORIZED}" if prevectorized(self.uops) else ""
    return "\n".join([*head, *body, f'attributes #0 = {{ nounwind "no-builtins" "no-trapping-math"="true"{mark} }}']) + "\n"

  def one(self, u: UOp) -> None:
    r = self.r
    if u.op is Ops.PARAM:
      r[u] = f"%{u.arg.name}" if u.arg.addrspace is AddrSpace.ALU else f"%data{u.arg.slot}"
      self.params.append((u.arg.slot, f"{ltype(u.dtype)} {r[u]}" if u.arg.addrspace is AddrSpace.ALU else f"ptr noalias {r[u]}"))
    elif u.op is Ops.BUFFER:
      assert isinstance(u.dtype, PtrDType)
      self.val(u, f"alloca [{u.dtype.size} x {ltype(u.dtype.base, True)}], align 64", "acc")
    elif u.op is Ops.CONST: r[u] = lconst(u.arg, u.dtype)
    elif u.op is Ops.AFTER: r[u] = r[u.src[0]]
    elif u.op is Ops.SINK: pass
    elif u.op is Ops.RANGE: self.range(u)
    elif u.op is Ops.END: self.end(u.src[-1])
    elif u.op is Ops.IF:
      k = self.tmp("if")[1:]
      self.ifs[u] = k
      self.emit(f"br i1 {r[u.src[0]]}, label %{k}_then, label %{k}_end")
      self.label(f"{k}_then")
    elif u.op is Ops.ENDIF:
      k = self.ifs[u.src[0]]
      self.emit(f"br label %{k}_end")
      self.label(f"{k}_end")
    elif u.op is Ops.INDEX and len(u.src) == 1: self.val(u, f"extractelement {ltype(u.src[0].dtype)} {r[u.src[0]]}, i32 {u.arg}")
    elif u.op is Ops.INDEX:
      buf, idx = u.src[0], u.src[1]
      base = buf.dtype.base if isinstance(buf.dtype, PtrDType) else buf.dtype
      self.val(u, f"getelementptr inbounds {ltype(base, True)}, ptr {r[buf]}, {ltype(idx.dtype)} {r[idx]}", "p")
    elif u.op is Ops.LOAD: self.load(u)
    elif u.op is Ops.STORE:
      v, dt = r[u.src[1]], u.src[1].dtype
      if dt.scalar() == dtypes.bool: v = self.val_of(f"zext {ltype(dt)} {v} to {ltype(dt, True)}")
      self.emit(f"store {ltype(dt, True)} {v}, ptr {r[u.src[0]]}, align {dt.scalar().itemsize}")
    elif u.op is Ops.STACK: self.stack(u)
    elif u.op is Ops.CAST: self.val(u, _cast(r[u.src[0]], u.src[0].dtype, u.dtype)[0])
    elif u.op is Ops.BITCAST: self.val(u, self.bitcast(r[u.src[0]], u.src[0].dtype, u.dtype))
    elif u.op is Ops.ADD and self.hreduce(u): pass
    elif u.op in GroupOp.ALU:
      if u.op in INTRINSICS or u.op is Ops.MULACC:
        t = ltype(u.dtype)
        name = "fma" if u.op is Ops.MULACC else INTRINSICS[u.op]
        self.decls.add(f"{t} @llvm.{name}.{_suffix(u.dtype)}({', '.join([t] * len(u.src))})")
      self.val(u, _alu(u.op, u.dtype, [r[s] for s in u.src], u.src[-1].dtype if u.op is Ops.WHERE else u.src[0].dtype))
    else: raise NotImplementedError(f"LLVM renderer cannot render {u.op}")

  def hreduce(self, u: UOp) -> bool:
    """An integer add tree whose leaves include every lane of a vector (an unrolled reduce's lanes) as llvm.vector.reduce.add of that
    vector: LLVM's x86 backend turns a reduce of mul(zext i8, sext i8) into vpdpbusd (VNNI) and of 16-bit products into vpmaddwd,
    which it does not find in the lane-by-lane extractelement/add chain. Other leaves (an accumulator) are added after."""
    if u.dtype.count != 1 or not dtypes.is_int(u.dtype): return False
    leaves: list[UOp] = []
    todo = [u]
    while todo:
      if len(leaves) + len(todo) > 1024: return False  # a shared-node DAG, not a reduce's tree
      x = todo.pop()
      if x.op is Ops.ADD and x.dtype == u.dtype: todo.extend(x.src)
      else: leaves.append(x)
    lanes: dict[UOp, list[int]] = {}
    for x in leaves:
      if x.op is Ops.INDEX and len(x.src) == 1: lanes.setdefault(x.src[0], []).append(x.arg)
    full = [v for v, ls in lanes.items() if v.dtype.count >= 4 and sorted(ls) == list(range(v.dtype.count))]
    if not full: return False
    terms = [self.reduce_add(v) for v in full] + [self.r[x] for x in leaves if not (x.op is Ops.INDEX and len(x.src) == 1 and x.src[0] in full)]
    t = ltype(u.dtype)
    acc = terms[0]
    for i, term in enumerate(terms[1:]): acc = self.val(u, f"add {t} {acc}, {term}") if i == len(terms) - 2 else self.val_of(f"add {t} {acc}, {term}")
    if len(terms) == 1: self.r[u] = acc
    return True

  def reduce_add(self, v: UOp) -> str:
    t, vt = ltype(v.dtype.scalar()), ltype(v.dtype)
    self.decls.add(f"{t} @llvm.vector.reduce.add.v{v.dtype.count}{t}({vt})")
    return self.val_of(f"call {t} @llvm.vector.reduce.add.v{v.dtype.count}{t}({vt} {self.r[v]})")

  def stack(self, u: UOp) -> None:
    """A vector of scalars. A broadcast is one insert and a splat, and lanes of at most two vectors of one type a shuffle: a chain of
    one insertelement per lane means the same code after LLVM's instcombine, but costs it (and the parser) time per lane."""
    r, vt, n = self.r, ltype(u.dtype), len(u.src)
    if n > 1 and all(s is u.src[0] for s in u.src):
      one = self.val_of(f"insertelement {vt} poison, {ltype(u.src[0].dtype)} {r[u.src[0]]}, i32 0")
      self.val(u, f"shufflevector {vt} {one}, {vt} poison, <{n} x i32> zeroinitializer")
      return
    vecs = list(dict.fromkeys(s.src[0] for s in u.src if s.op is Ops.INDEX and len(s.src) == 1))
    if n > 1 and 0 < len(vecs) <= 2 and all(s.op is Ops.INDEX and len(s.src) == 1 for s in u.src) and len({v.dtype for v in vecs}) == 1:
      cnt, t = vecs[0].dtype.count, ltype(vecs[0].dtype)
      mask = ", ".join(f"i32 {s.arg + vecs.index(s.src[0]) * cnt}" for s in u.src)
      self.val(u, f"shufflevector {t} {r[vecs[0]]}, {t} {r[vecs[1]] if len(vecs) == 2 else 'poison'}, <{n} x i32> <{mask}>")
      return
    if n > 1 and len(vecs) > 2 and all(s.op is Ops.INDEX and len(s.src) == 1 for s in u.src) and len({v.dtype for v in vecs}) == 1:
      r[u] = self.shuffle_tree(u, vecs)
      return
    cur = "poison"
    for i, s in enumerate(u.src): cur = self.val_of(f"insertelement {vt} {cur}, {ltype(s.dtype)} {r[s]}, i32 {i}")
    r[u] = cur

  def shuffle_tree(self, u: UOp, vecs: list[UOp]) -> str:
    """Lanes of more than two vectors (a register tile's transpose): each pair of vectors is one shuffle into the lanes it
    supplies, then pairs of partial results merge, one shuffle each; len(vecs) - 1 shuffles instead of an insert per lane."""
    n, t, cnt, vt = len(u.src), ltype(vecs[0].dtype), vecs[0].dtype.count, ltype(u.dtype)
    src = [(s.src[0], s.arg) for s in u.src]
    parts: list[tuple[str, set[int]]] = []
    for k in range(0, len(vecs), 2):
      pair = vecs[k:k + 2]
      mask = ", ".join(f"i32 {i + pair.index(v) * cnt}" if v in pair else "i32 poison" for v, i in src)
      other = self.r[pair[1]] if len(pair) == 2 else "poison"
      lanes = {p for p, (v, _) in enumerate(src) if v in pair}
      parts.append((self.val_of(f"shufflevector {t} {self.r[pair[0]]}, {t} {other}, <{n} x i32> <{mask}>"), lanes))
    while len(parts) > 1:
      merged = []
      for (a, pa), (b, pb) in zip(parts[::2], parts[1::2]):
        mask = ", ".join(f"i32 {p}" if p in pa else f"i32 {n + p}" if p in pb else "i32 poison" for p in range(n))
        merged.append((self.val_of(f"shufflevector {vt} {a}, {vt} {b}, <{n} x i32> <{mask}>"), pa | pb))
      parts = merged + parts[len(merged) * 2:]
    return parts[0][0]

  def bitcast(self, x: str, src: DType, dst: DType) -> str:
    """A bool is an i1 in registers but a byte in memory, so bitcasts go through bytes (to bool: a nonzero byte is true, as numpy's
    view); `bitcast <16 x i8> to <16 x i1>` did not compile."""
    if src.scalar() == dtypes.bool: x, src = self.val_of(f"zext {ltype(src)} {x} to {ltype(src, True)}"), dtypes.uint8.vec(src.count)
    if dst.scalar() != dtypes.bool: return f"bitcast {ltype(src)} {x} to {ltype(dst)}"
    if src != (b := dtypes.uint8.vec(dst.count)): x = self.val_of(f"bitcast {ltype(src)} {x} to {ltype(b)}")
    return f"icmp ne {ltype(b)} {x}, zeroinitializer"
  def val_of(self, text: str) -> str:
    name = self.tmp()
    self.emit(f"{name} = {text}")
    return name

  def load(self, u: UOp) -> None:
    ptr, mt = self.r[u.src[0]], ltype(u.dtype, True)
    if len(u.src) == 3 and u.src[2].dtype.count > 1:  # one gate per lane: a masked load touches only the enabled lanes
      fn = f"@llvm.masked.load.{_suffix(u.dtype) if dtypes.is_float(u.dtype) else f'v{u.dtype.count}i{u.dtype.scalar().itemsize * 8}'}.p0"
      self.decls.add(f"{mt} {fn}(ptr, i32, {ltype(u.src[2].dtype)}, {mt})")
      self.r[u] = self.val_of(f"call {mt} {fn}(ptr {ptr}, i32 {u.dtype.scalar().itemsize}, {ltype(u.src[2].dtype)} {self.r[u.src[2]]}, "
                              f"{mt} {self.r[u.src[1]]})")
      return
    if len(u.src) == 3:
      idx = u.src[0]
      while idx.op is Ops.AFTER: idx = idx.src[0]
      base = self.r[idx.src[0]]
      gate = self.r[u.src[2]]
      ptr = self.val_of(f"select i1 {gate}, ptr {ptr}, ptr {base}")
    v = self.val_of(f"load {mt}, ptr {ptr}, align {u.dtype.scalar().itemsize}")
    if u.dtype.scalar() == dtypes.bool: v = self.val_of(f"icmp ne {mt} {v}, zeroinitializer")
    if len(u.src) == 3:
      vt = ltype(u.dtype)
      gate = self.r[u.src[2]]
      if u.dtype.count > 1: gate = self.val_of(f"insertelement <{u.dtype.count} x i1> poison, i1 {gate}, i32 0")
      if u.dtype.count > 1: gate = self.val_of(f"shufflevector <{u.dtype.count} x i1> {gate}, <{u.dtype.count} x i1> poison, "
                                               f"<{u.dtype.count} x i32> zeroinitializer")
      v = self.val_of(f"select {'i1' if u.dtype.count == 1 else f'<{u.dtype.count} x i1>'} {gate}, {vt} {v}, {vt} {self.r[u.src[1]]}")
    self.r[u] = v

  def range(self, u: UOp) -> None:
    k = self.tmp("loop")[1:]
    end, t = self.r[u.src[0]], ltype(u.dtype)
    self.loops[u] = (k, self.block)
    if u.src[0].op is Ops.CONST and u.src[0].arg > 0: self.emit(f"br label %{k}")
    else: self.emit(f"br i1 {self.val_of(f'icmp slt {t} 0, {end}')}, label %{k}, label %{k}_exit")
    pre = self.block
    self.label(k)
    self.r[u] = f"%{k}_i"
    self.emit(f"%{k}_i = phi {t} [0, %{pre}], [%{k}_next, %{k}_latch]")

  def end(self, rng: UOp) -> None:
    k, _ = self.loops[rng]
    t, end = ltype(rng.dtype), self.r[rng.src[0]]
    self.emit(f"br label %{k}_latch")
    self.label(f"{k}_latch")
    self.emit(f"%{k}_next = add nsw {t} %{k}_i, 1")
    self.emit(f"%{k}_c = icmp slt {t} %{k}_next, {end}")
    self.emit(f"br i1 %{k}_c, label %{k}, label %{k}_exit")
    self.label(f"{k}_exit")
