"""WGSL (WebGPU compute shaders): buffers are bindings, no pointers, no 64-bit types.

Each buffer is a storage binding and each Variable a uniform binding, in argument order. Values are f32, f16 (with
`shader-f16`), i32, u32 or bool; 8- and 16-bit buffers live packed in `atomic<u32>` words, read with atomicLoad and
written with an atomicAnd/atomicOr read-modify-write of their bits, and their values compute in i32/u32 registers,
wrapped back after every op.
"""
from __future__ import annotations
import math, struct
from collections.abc import Callable
from tinygrad.dtype import AddrSpace, DType, PtrDType, dtypes
from tinygrad.helpers import strip_parens
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp
from tinygrad.renderer.cstyle import CStyleLanguage, _CRender
from tinygrad.codegen.graph import base_buffer

# sub-word buffers: (elements per u32 word as a shift, bits per element)
PACKED = {dtypes.bool: (2, 8), dtypes.int8: (2, 8), dtypes.uint8: (2, 8), dtypes.int16: (1, 16), dtypes.uint16: (1, 16)}
XYZ = "xyz"

class WGSLRenderer(CStyleLanguage):
  """WGSL for WebGPU: f32/f16/i32/u32/bool, 8/16-bit buffers packed in atomic<u32>, one workgroup-size attribute per kernel."""
  device = "WEBGPU"
  supports_float4 = False
  global_max = (65535, 65535, 65535)
  local_max = (256, 256, 64)
  shared_max = 16384
  barrier = "workgroupBarrier();"
  code_for_workitem = {"g": lambda d: f"i32(gindex.{XYZ[d]})", "l": lambda d: f"i32(lindex.{XYZ[d]})", "i": lambda d: f"i32(tindex.{XYZ[d]})"}
  type_map = {dtypes.float: "f32", dtypes.half: "f16", dtypes.int32: "i32", dtypes.uint32: "u32", dtypes.bool: "bool", dtypes.int8: "i32",
              dtypes.uint8: "u32", dtypes.int16: "i32", dtypes.uint16: "u32"}
  # bf16 and fp8 are emulated through their bits (packed uint16/uint8 buffers); WGSL has no 64-bit types at all: longs are two
  # u32 words (codegen.long), double is refused (supports_dtype)
  emulated_dtypes = (dtypes.bfloat16, *dtypes.fp8s, dtypes.int64, dtypes.uint64)
  narrow = (dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.uint16)

  @property
  def code_for_op(self) -> dict[Ops, Callable[..., str]]:  # type: ignore[override]
    base = super().code_for_op
    m = {op: _call(n) for op, n in ((Ops.EXP2, "exp2"), (Ops.SIN, "sin"), (Ops.SQRT, "sqrt"), (Ops.TRUNC, "trunc"))}
    # log2(0) is -inf by a select: WGSL leaves it indeterminate, and lavapipe turns exp2(log2(x)*y) into a pow(x, y) that gives 0
    # for x = 0 where the select hides the pattern (0 ** -0.5 must be inf)
    m[Ops.LOG2] = lambda x, dtype: f"select(log2({x}), {self.render_const(-math.inf, dtype)}, {x}=={self.render_const(0.0, dtype)})"
    return {**{k: v for k, v in base.items() if k is not Ops.POW}, **m,
            Ops.WHERE: lambda c, a, b, dtype: f"select({b},{a},{c})",
            Ops.MAX: lambda a, b, dtype: f"max({a},{b})" if dtype != dtypes.bool else f"({a}|{b})",
            Ops.SHL: lambda a, b, dtype: f"({a}<<u32({b}))", Ops.SHR: lambda a, b, dtype: f"({a}>>u32({b}))",
            Ops.XOR: lambda a, b, dtype: f"({a}!={b})" if dtype == dtypes.bool else f"({a}^{b})"}

  def supports_dtype(self, dt: DType) -> bool:
    """Whether kernels can compute `dt`, natively or emulated: every dtype but double (WGSL has no 64-bit float, nothing emulates it)."""
    return dt.scalar() != dtypes.float64
  def render_dtype(self, dt: DType) -> str:
    if isinstance(dt, PtrDType) or dt.count > 1: raise NotImplementedError(f"WGSL renders no pointer or vector values, got {dt}")
    if dt == dtypes.float64: raise NotImplementedError("WGSL has no float64 (dtypes.double); compute in float32 (.float()) on WEBGPU")
    if dt not in self.type_map: raise NotImplementedError(f"WGSL has no {dt}: it has f32, f16, i32, u32, bool (and 8/16-bit buffers)")
    return self.type_map[dt]
  def render_const(self, v: object, dt: DType) -> str:
    if dt == dtypes.bool: return "true" if v else "false"
    if dtypes.is_float(dt):
      assert isinstance(v, (int, float))
      if math.isinf(v) or math.isnan(v):  # no literal for these: the bits
        bits = struct.unpack("<I", struct.pack("<f", float(v)))[0]
        return f"bitcast<f32>({bits}u)" if dt == dtypes.float else f"f16(bitcast<f32>({bits}u))"
      return f"{float(v)!r}{'h' if dt == dtypes.half else 'f'}"
    assert isinstance(v, int)
    if dt in (dtypes.uint32, dtypes.uint8, dtypes.uint16): return f"{v & 0xFFFFFFFF}u"
    return f"i32({v})" if v == -2**31 else f"({v}i)" if v < 0 else f"{v}i"
  def render_cast(self, x: str, dt: DType) -> str:
    if dt in (dtypes.uint8, dtypes.uint16): return f"(u32({x})&{(1 << 8 * dt.itemsize) - 1}u)"
    if dt in (dtypes.int8, dtypes.int16): return f"((i32({x})<<{32 - 8 * dt.itemsize}u)>>{32 - 8 * dt.itemsize}u)"
    return f"{self.render_dtype(dt)}({x})"
  def render_bitcast(self, x: str, src: DType, dt: DType) -> str:
    if src.itemsize != dt.itemsize or dt.itemsize not in (1, 2, 4): raise NotImplementedError(f"WGSL has no bitcast {src} -> {dt}")
    if dt.itemsize == 4: return f"bitcast<{self.render_dtype(dt)}>({strip_parens(x)})"
    # sub-word values sit in 32-bit registers: the low bits, as u32, then wrapped to the target width
    bits = f"pack2x16float(vec2<f32>(f32({x}), 0.0))" if src == dtypes.half else f"bitcast<u32>({strip_parens(x)})"
    return f"f16(unpack2x16float({bits}).x)" if dt == dtypes.half else self.render_cast(bits, dt)
  def render(self, uops: list[UOp]) -> str: return _WGSLRender(self, uops).run()

def _call(name: str) -> Callable[[str, DType], str]: return lambda x, dtype: f"{name}({x})"

class _WGSLRender(_CRender):
  ren: WGSLRenderer
  def __init__(self, ren: WGSLRenderer, uops: list[UOp]):
    super().__init__(ren, uops)
    self.bindings: list[tuple[int, str]] = []
    self.module: list[str] = []
    self.local = [1, 1, 1]
    for u in uops:
      if u.op is Ops.SPECIAL and u.arg[0] == "l": self.local[int(u.arg[-1])] = int(u.src[0].arg)

  def run(self) -> str:
    for u in self.uops: self.one(u)
    f16 = any(u.dtype.scalar() == dtypes.half or (isinstance(u.dtype, PtrDType) and u.dtype.base == dtypes.half) for u in self.uops)
    args = ", ".join(f"@builtin({b}) {n}: vec3<u32>" for b, n in (("workgroup_id", "gindex"), ("local_invocation_id", "lindex"),
                                                                  ("global_invocation_id", "tindex")))
    return "\n".join([*(["enable f16;"] if f16 else []), *(b for _, b in sorted(self.bindings)), *self.module,
                      f"@compute @workgroup_size({','.join(map(str, self.local))}) fn {self.name}({args}) {{", *self.lines, "}"]) + "\n"

  def alu(self, u: UOp) -> str:
    # bools do not order in WGSL: a < b is !a & b
    if u.op is Ops.CMPLT and u.src[0].dtype == dtypes.bool: return f"((!{self.r[u.src[0]]})&{self.r[u.src[1]]})"
    if u.op is Ops.CMPNE and dtypes.is_float(u.src[0].dtype):
      # x != x (isnan): WGSL lets the compiler assume no NaN and fold it to false, so the bits are tested instead
      if u.src[0] is u.src[1]:
        x = self.r[u.src[0]] if u.src[0].dtype == dtypes.float else f"f32({self.r[u.src[0]]})"
        return f"((bitcast<u32>({strip_parens(x)})&0x7fffffffu)>0x7f800000u)"
      # naga emits != as an ordered compare (false with a NaN): IEEE's != is true there, as !(a == b) is
      return f"(!({self.r[u.src[0]]}=={self.r[u.src[1]]}))"
    return super().alu(u)

  def assign(self, u: UOp, expr: str, prefix: str, inline: bool) -> None:
    if inline and self.uses[u] <= 1: self.r[u] = expr
    else:
      self.r[u] = name = self.fresh(prefix)
      self.emit(f"let {name}: {self.ren.render_dtype(u.dtype)} = {strip_parens(expr)};")

  def one(self, u: UOp) -> None:
    r, ren = self.r, self.ren
    if u.op is Ops.PARAM:
      slot = u.arg.slot
      if u.arg.addrspace is AddrSpace.ALU:
        r[u] = u.arg.name
        self.bindings.append((slot, f"@group(0) @binding({slot}) var<uniform> {r[u]}: {ren.render_dtype(u.dtype)};"))
      else:
        r[u] = f"data{slot}"
        elem = "atomic<u32>" if u.dtype.base in PACKED else ren.render_dtype(u.dtype.base)
        self.bindings.append((slot, f"@group(0) @binding({slot}) var<storage,read_write> {r[u]}: array<{elem}>;"))
    elif u.op is Ops.BUFFER:
      assert isinstance(u.dtype, PtrDType)
      r[u] = self.fresh("acc" if u.arg.addrspace is AddrSpace.REG else "temp")
      arr = f"array<{ren.render_dtype(u.dtype.base)}, {u.dtype.size}>"
      if u.arg.addrspace is AddrSpace.LOCAL: self.module.append(f"var<workgroup> {r[u]}: {arr};")
      else: self.emit(f"var {r[u]}: {arr};")
    elif u.op is Ops.SPECIAL:
      r[u] = u.arg
      self.emit(f"let {u.arg}: i32 = {ren.code_for_workitem[u.arg[0]](int(u.arg[-1]))};")
    elif u.op is Ops.RANGE:
      r[u] = f"{u.arg[-1].letter}idx{'_'.join(map(str, u.arg[:-1]))}"
      self.emit(f"for (var {r[u]}: {ren.render_dtype(u.dtype)} = 0; {r[u]} < {strip_parens(r[u.src[0]])}; {r[u]}++) {{")
      self.depth += 1
    elif u.op is Ops.INDEX and len(u.src) > 1: r[u] = strip_parens(r[u.src[1]])  # the element index; LOAD/STORE name the buffer
    elif u.op is Ops.LOAD:
      val = self.read(u.src[0], u.dtype)
      if len(u.src) == 3: val = f"select({r[u.src[1]]}, {val}, {strip_parens(r[u.src[2]])})"
      self.r[u] = name = self.fresh("val")
      self.emit(f"let {name}: {ren.render_dtype(u.dtype)} = {val};")
    elif u.op is Ops.STORE: self.write(u.src[0], strip_parens(r[u.src[1]]), u.src[1].dtype)
    elif u.op in (Ops.STACK, Ops.WMMA) or (u.op is Ops.INDEX and len(u.src) == 1): raise NotImplementedError(f"WGSL has no vectors ({u.op})")
    else: super().one(u)

  def _buf(self, idx: UOp) -> tuple[str, DType]:
    b = base_buffer(idx)
    return self.r[b], b.dtype.base if isinstance(b.dtype, PtrDType) else b.dtype

  def read(self, idx: UOp, dt: DType) -> str:
    name, bdt = self._buf(idx)
    i = self.r[idx]
    if bdt not in PACKED or base_buffer(idx).op is Ops.BUFFER: return f"{name}[{i}]"
    sh, bits = PACKED[bdt]
    word = f"((atomicLoad(&{name}[({i})>>{sh}]) >> ((u32({i})&{(1 << sh) - 1}u)*{bits}u))&{(1 << bits) - 1}u)"
    if bdt == dtypes.bool: return f"({word}!=0u)"
    return f"((bitcast<i32>({word})<<{32 - bits}u)>>{32 - bits}u)" if bdt in (dtypes.int8, dtypes.int16) else word

  def write(self, idx: UOp, val: str, dt: DType) -> None:
    name, bdt = self._buf(idx)
    i = self.r[idx]
    if bdt not in PACKED or base_buffer(idx).op is Ops.BUFFER:
      self.emit(f"{name}[{i}] = {val};")
      return
    sh, bits = PACKED[bdt]
    mask = (1 << bits) - 1
    v = f"select(0u, 1u, {val})" if bdt == dtypes.bool else f"(u32({val})&{mask}u)"
    at = f"((u32({i})&{(1 << sh) - 1}u)*{bits}u)"
    self.emit(f"atomicAnd(&{name}[({i})>>{sh}], ~({mask}u<<{at})); atomicOr(&{name}[({i})>>{sh}], {v}<<{at});")
