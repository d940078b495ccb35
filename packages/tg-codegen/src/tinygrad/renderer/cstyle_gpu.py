"""GPU dialects of C: CUDA C (nvcc/NVRTC), HIP C (clang, no headers or device libs), OpenCL C and Metal (MSL).

They share `CStyleLanguage`'s program walk and add what a GPU kernel needs: launch indices, shared memory, barriers,
vector types each dialect spells its own way (structs in CUDA, `ext_vector_type` in HIP, built-ins in OpenCL and Metal)
and tensor cores (inline-PTX `mma.sync`, AMD WMMA/MFMA builtins, Metal simdgroup matrices).
"""
from __future__ import annotations
from collections.abc import Callable
from tinygrad.dtype import AddrSpace, DType, PtrDType, dtypes
from tinygrad.helpers import prod, strip_parens
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp
from tinygrad.renderer.cstyle import CStyleLanguage, _CRender
from tinygrad.renderer.ptx import wmma_dims
from tinygrad.renderer.tc import amd_tensor_cores, cuda_tensor_cores, metal
from tinygrad.codegen.graph import addrspace

XYZW = "xyzw"

class GPUCStyleLanguage(CStyleLanguage):
  """Hooks the GPU dialects add to CStyleLanguage; the defaults are clang's vector extensions."""
  code_for_workitem: dict[str, Callable[[int], str]] = {}
  reg_prefix = "__attribute__((aligned(16))) "  # REG arrays are read and written as vectors
  # casts the dialect cannot do directly go through another dtype
  cast_via: dict[tuple[DType, DType], DType] = {(dtypes.half, dtypes.bfloat16): dtypes.float, (dtypes.bfloat16, dtypes.half): dtypes.float}

  def render(self, uops: list[UOp]) -> str: return _GPURender(self, uops).run()
  def render_make_vector(self, dt: DType, elems: list[str]) -> str: return f"(({self.render_dtype(dt)}){{{','.join(elems)}}})"
  def render_lane(self, x: str, i: int, dt: DType) -> str: return f"{x}[{i}]"
  def render_vload(self, ptr: str, dt: DType, space: AddrSpace) -> str: return f"*(({self.render_dtype(dt)}*){ptr})"
  def render_vstore(self, ptr: str, val: str, dt: DType, space: AddrSpace) -> str: return f"*(({self.render_dtype(dt)}*){ptr}) = {val};"
  def render_prelude(self, r: _GPURender) -> list[str]: return []
  def render_wmma(self, r: _GPURender, u: UOp) -> str: raise NotImplementedError(f"{type(self).__name__} has no tensor cores")
  def kernel_attrs(self, r: _GPURender) -> str: return ""
  def render_kernel(self, name: str, body: list[str], params: list[tuple[str, str]], prefix: list[str], attrs: str = "") -> str:
    args = ", ".join([f"{t} {n}" for t, n in params] + self.extra_args)
    return "\n".join([*(p for p in prefix if p), f"{self.kernel_typedef}{attrs} {name}({args}) {{", *body, "}"]) + "\n"

class _GPURender(_CRender):
  """_CRender plus vectors, lanes, address-space aware vector access and WMMA for the GPU dialects."""
  ren: GPUCStyleLanguage
  def __init__(self, ren: GPUCStyleLanguage, uops: list[UOp]):
    super().__init__(ren, uops)
    self.defs: dict[str, None] = {}  # helper functions (WMMA wrappers), in first-use order
    self.used: set[DType] = {u.dtype.scalar() if not isinstance(u.dtype, PtrDType) else u.dtype.base.scalar() for u in uops}
    self.local_size = prod([int(u.src[0].arg) for u in uops if u.op is Ops.SPECIAL and u.arg[0] == "l" and u.src[0].op is Ops.CONST])

  def run(self) -> str:
    for u in self.uops: self.one(u)
    prefix = [*self.ren.render_prelude(self), *(self.ren.render_vector_typedef(dt) for dt in self.vectors), *self.defs]
    return self.ren.render_kernel(self.name, self.lines, [(t, n) for _, t, n in sorted(self.params)], prefix, self.ren.kernel_attrs(self))

  def one(self, u: UOp) -> None:
    r = self.r
    if u.op is Ops.STACK: self.assign(u, self.ren.render_make_vector(u.dtype, [strip_parens(r[s]) for s in u.src]), "vec", False)
    elif u.op is Ops.INDEX and len(u.src) == 1: r[u] = self.ren.render_lane(r[u.src[0]], u.arg, u.src[0].dtype)
    elif u.op is Ops.STORE and u.src[1].dtype.count > 1:
      self.dtype(u.src[1].dtype)
      self.emit(self.ren.render_vstore(r[u.src[0]], strip_parens(r[u.src[1]]), u.src[1].dtype, addrspace(u.src[0])))
    elif u.op is Ops.WMMA: self.assign(u, self.ren.render_wmma(self, u), "wmma", False)
    elif u.op is Ops.BUFFER and u.arg.addrspace is AddrSpace.REG:
      assert isinstance(u.dtype, PtrDType)
      r[u] = self.fresh("acc")
      self.emit(f"{self.ren.reg_prefix}{self.dtype(u.dtype.base)} {r[u]}[{u.dtype.size}];")
    elif u.op is Ops.CAST and (via_dt := self.ren.cast_via.get((u.src[0].dtype.scalar(), u.dtype.scalar()))) is not None:
      via = self.ren.render_cast(r[u.src[0]], via_dt.vec(u.dtype.count))
      self.assign(u, self.ren.render_cast(via, u.dtype), "cast", True)
    else: super().one(u)

  def load(self, u: UOp) -> None:
    if u.dtype.count == 1: return super().load(u)
    self.dtype(u.dtype)
    val = self.ren.render_vload(self.r[u.src[0]], u.dtype, addrspace(u.src[0]))
    if len(u.src) == 3: val = f"({strip_parens(self.r[u.src[2]])}?{val}:{self.r[u.src[1]]})"
    self.r[u] = name = self.fresh("val")
    self.emit(f"{self.dtype(u.dtype)} {name} = {val};")

def _wmma_name(u: UOp) -> str:
  N, M, K = wmma_dims(u)
  return f"__WMMA_{N}_{M}_{K}_{u.src[0].dtype.scalar().name}_{u.src[2].dtype.scalar().name}".replace(" ", "")

def _call(name: str) -> Callable[[str, DType], str]: return lambda x, dtype: f"{name}({x})"
def _f64_call(name: str, other: Callable[..., str]) -> Callable[[str, DType], str]:
  return lambda x, dtype: f"{name}({x})" if dtype.scalar() == dtypes.double else other(x, dtype)

def _math(fns: dict[DType, str], via: DType, ren: CStyleLanguage) -> Callable[[str, DType], str]:
  """A math function named per dtype; dtypes without one go through `via`."""
  def f(x: str, dtype: DType) -> str:
    if (name := fns.get(dtype.scalar())) is not None: return f"{name}({x})"
    return f"(({ren.render_dtype(dtype)}){fns[via]}(({ren.render_dtype(via)}){x}))"
  return f

# ---------------- CUDA ----------------

class CUDARenderer(GPUCStyleLanguage):
  """CUDA C for nvcc/NVRTC: struct vectors, cuda_fp16/cuda_bf16 types, tensor cores through inline-PTX mma.sync."""
  device = "CUDA"
  global_max = (2**31 - 1, 65535, 65535)
  local_max = (1024, 1024, 64)
  shared_max = 49152
  kernel_typedef = 'extern "C" __global__ void'
  buffer_suffix = " __restrict__"
  smem_prefix = "__shared__ __align__(16) "
  reg_prefix = "__align__(16) "
  barrier = "__syncthreads();"
  infinity, nan = "__int_as_float(0x7f800000)", "__int_as_float(0x7fffffff)"
  code_for_workitem = {"g": lambda d: f"blockIdx.{XYZW[d]}", "l": lambda d: f"threadIdx.{XYZW[d]}",
                       "i": lambda d: f"(blockIdx.{XYZW[d]}*blockDim.{XYZW[d]}+threadIdx.{XYZW[d]})"}
  type_map = {dtypes.bool: "bool", dtypes.half: "half", dtypes.bfloat16: "__nv_bfloat16", dtypes.int64: "long long",
              dtypes.uint64: "unsigned long long"}
  # cuda_fp16.h/cuda_bf16.h own half2 and __nv_bfloat162: our half vectors get names of their own
  vec_names = {**CStyleLanguage.vec_names, dtypes.int64: "longlong", dtypes.uint64: "ulonglong", dtypes.half: "tg_half", dtypes.bfloat16: "tg_bf16_"}

  def __init__(self, arch: str | None = None):
    super().__init__(arch or "sm_80")
    if not self.arch.startswith("sm_") or not self.arch[3:].rstrip("af").isdigit():
      raise ValueError(f"CUDA arch must look like sm_80, got {self.arch!r}")
    self.sm = int(self.arch[3:].rstrip("af"))
    self.tensor_cores = cuda_tensor_cores(self.sm)
    # bf16 is native from sm_80 (cuda_bf16.h arithmetic); fp8 stays emulated
    self.emulated_dtypes = tuple(d for d in CStyleLanguage.emulated_dtypes if not (d == dtypes.bfloat16 and self.sm >= 80))

  @property
  def code_for_op(self) -> dict[Ops, Callable[..., str]]:  # type: ignore[override]
    fl = dtypes.float
    m = {op: _math({fl: f"{n}f", dtypes.double: n}, fl, self) for op, n in
         ((Ops.EXP2, "exp2"), (Ops.LOG2, "log2"), (Ops.SIN, "sin"), (Ops.SQRT, "sqrt"), (Ops.TRUNC, "trunc"))}
    return {**super().code_for_op, **m, Ops.MAX: lambda a, b, dtype: f"max({a},{b})" if dtype not in (dtypes.half, dtypes.bfloat16, dtypes.bool)
            else f"({a}>{b}?{a}:{b})" if dtype != dtypes.bool else f"({a}|{b})", Ops.POW: lambda a, b, dtype: self._cpow(a, b, dtype)}
  def _cpow(self, a: str, b: str, dtype: DType) -> str:
    if dtype.scalar() in (dtypes.float, dtypes.double): return f"pow({a},{b})"
    return f"(({self.render_dtype(dtype)})powf((float){a},(float){b}))"

  def render_vector_typedef(self, dt: DType) -> str:
    s, n, name = dt.scalar(), dt.count, self.render_dtype(dt)
    if self._builtin_vec(dt): return ""
    fields = ", ".join(XYZW[:n]) if n <= 4 else ", ".join(f"v{i}" for i in range(n))
    args = ", ".join(f"{self.render_dtype(s)} a{i}" for i in range(n))
    return (f"struct __align__({min(s.itemsize * n, 16)}) {name} {{ {self.render_dtype(s)} {fields}; }};\n"
            f"__device__ inline {name} make_{name}({args}) {{ {name} r = {{{', '.join(f'a{i}' for i in range(n))}}}; return r; }}")
  def _builtin_vec(self, dt: DType) -> bool:
    return dt.scalar() in (dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.uint16, dtypes.int32, dtypes.uint32, dtypes.int64, dtypes.uint64,
                           dtypes.float, dtypes.double) and dt.count <= 4
  def render_make_vector(self, dt: DType, elems: list[str]) -> str: return f"make_{self.render_dtype(dt)}({','.join(elems)})"
  def render_lane(self, x: str, i: int, dt: DType) -> str: return f"{x}.{XYZW[i]}" if dt.count <= 4 else f"{x}.v{i}"
  def render_bitcast(self, x: str, src: DType, dt: DType) -> str: return f"tg_bitcast<{self.render_dtype(dt)}>({strip_parens(x)})"
  def render_prelude(self, r: _GPURender) -> list[str]:
    ret = ["#include <cuda_fp16.h>"] + (["#include <cuda_bf16.h>"] if dtypes.bfloat16 in r.used else [])
    return ret + ["template<class T, class F> __device__ __forceinline__ T tg_bitcast(F x) { T t; memcpy(&t, &x, sizeof(T)); return t; }"]
  def kernel_attrs(self, r: _GPURender) -> str: return f" __launch_bounds__({max(r.local_size, 1)})"

  def render_wmma(self, r: _GPURender, u: UOp) -> str:
    N, M, K = wmma_dims(u)
    din, dout = u.src[0].dtype.scalar(), u.src[2].dtype.scalar()
    na, nb, nc = (s.dtype.count for s in u.src)
    ta, tb, tc = (self.render_dtype(s.dtype) for s in u.src)
    for s in u.src: r.dtype(s.dtype)
    pin = {dtypes.half: "f16", dtypes.bfloat16: "bf16", dtypes.float: "tf32"}[din]
    pout = "f16" if dout == dtypes.half else "f32"
    per = 4 // din.itemsize  # inputs packed into 32-bit registers
    n_a, n_b, n_c = na // per, nb // per, nc if pout == "f32" else nc // 2
    ops = [f"%{i}" for i in range(n_c + n_a + n_b)]
    cs = ", ".join(ops[:n_c])
    asm = (f"mma.sync.aligned.m{M}n{N}k{K}.row.col.{pout}.{pin}.{pin}.{pout} {{{cs}}}, {{{', '.join(ops[n_c:n_c + n_a])}}}, "
           f"{{{', '.join(ops[n_c + n_a:])}}}, {{{cs}}};")
    c_io = ", ".join(f'"+f"(c_pk[{i}])' if pout == "f32" else f'"+r"(c_pk[{i}])' for i in range(n_c))
    ins = ", ".join([f'"r"(a_pk[{i}])' for i in range(n_a)] + [f'"r"(b_pk[{i}])' for i in range(n_b)])
    name = _wmma_name(u)
    r.defs[f"__device__ {tc} {name}({ta} a, {tb} b, {tc} c) {{\n  unsigned *a_pk = (unsigned*)&a, *b_pk = (unsigned*)&b; "
           f"{'float' if pout == 'f32' else 'unsigned'} *c_pk = ({'float' if pout == 'f32' else 'unsigned'}*)&c;\n"
           f'  asm volatile("{asm}" : {c_io} : {ins});\n  return c;\n}}'] = None
    return f"{name}({', '.join(r.r[s] for s in u.src)})"

# ---------------- HIP ----------------

class HIPRenderer(GPUCStyleLanguage):
  """HIP C for clang's HIP front end (`--offload-arch=gfxNNNN -nogpulib -nogpuinc`): every declaration it needs is in the source."""
  device = "AMD"
  global_max = (2**31 - 1, 65535, 65535)
  local_max = (1024, 1024, 1024)
  global_prod_max = 2**32 - 1
  shared_max = 65536
  kernel_typedef = 'extern "C" __attribute__((global)) void'
  buffer_suffix = " __restrict__"
  smem_prefix = "__attribute__((shared, aligned(16))) "
  barrier = ('__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); '
             '__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");')
  code_for_workitem = {"g": lambda d: f"__ockl_get_group_id({d})", "l": lambda d: f"__ockl_get_local_id({d})",
                       "i": lambda d: f"__ockl_get_global_id({d})"}
  type_map = {dtypes.bool: "bool", dtypes.half: "_Float16", dtypes.bfloat16: "__bf16"}

  def __init__(self, arch: str | None = None):
    super().__init__(arch or "gfx1100")
    if not self.arch.startswith("gfx"): raise ValueError(f"HIP arch must be an AMD gfx target like gfx1100 or gfx950, got {self.arch!r}")
    self.tensor_cores = amd_tensor_cores(self.arch)
    self.emulated_dtypes = tuple(d for d in CStyleLanguage.emulated_dtypes if d != dtypes.bfloat16)  # clang's __bf16 computes through float

  @property
  def code_for_op(self) -> dict[Ops, Callable[..., str]]:  # type: ignore[override]
    # f32/f16 math lowers to native instructions; f64 exp2/log2/sin have none, so they call ocml (the device library)
    base = super().code_for_op
    ocml = {op: _f64_call(f"__ocml_{n}_f64", base[op]) for op, n in ((Ops.EXP2, "exp2"), (Ops.LOG2, "log2"), (Ops.SIN, "sin"))}
    return {**{k: v for k, v in base.items() if k is not Ops.POW}, **ocml,  # no pow instruction: codegen decomposes POW
            Ops.MAX: lambda a, b, dtype: f"__builtin_elementwise_max({a},{b})" if dtype != dtypes.bool else f"({a}|{b})"}
  def render_vector_typedef(self, dt: DType) -> str:
    return f"typedef {self.render_dtype(dt.scalar())} {self.render_dtype(dt)} __attribute__((ext_vector_type({dt.count})));"
  def render_bitcast(self, x: str, src: DType, dt: DType) -> str: return f"__builtin_bit_cast({self.render_dtype(dt)}, {strip_parens(x)})"
  def render_prelude(self, r: _GPURender) -> list[str]:
    return ["typedef long unsigned int size_t;"] + [f'extern "C" __attribute__((device, const)) size_t __ockl_get_{n}_id(unsigned int);'
                                                    for n in ("local", "group", "global")] + \
           ([f'extern "C" __attribute__((device, const)) double __ocml_{n}_f64(double);' for n in ("exp2", "log2", "sin")]
            if dtypes.double in r.used else [])
  def kernel_attrs(self, r: _GPURender) -> str: return f" __attribute__((amdgpu_flat_work_group_size(1, {max(r.local_size, 1)})))"

  def render_wmma(self, r: _GPURender, u: UOp) -> str:
    K = wmma_dims(u)[2]
    din, dout = u.src[0].dtype.scalar(), u.src[2].dtype.scalar()
    for s in u.src: r.dtype(s.dtype)
    a, b, c = (r.r[s] for s in u.src)
    if self.arch.startswith(("gfx11", "gfx12")):
      gfx12 = "_gfx12" if self.arch.startswith("gfx12") else ""
      if din == dtypes.int8:
        r.dtype(dtypes.int32.vec(4))
        return f"__builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(true, __builtin_bit_cast(int4, {a}), true, __builtin_bit_cast(int4, {b}), {c}, false)"
      tin = {dtypes.half: "f16", dtypes.bfloat16: "bf16"}[din]
      if dout == din:  # 16-bit accumulators: RDNA3 keeps them in the low halves of 16 lanes (OPSEL 0), RDNA4 packs 8
        if gfx12: return f"__builtin_amdgcn_wmma_{tin}_16x16x16_{tin}_w32_gfx12({a}, {b}, {c})"
        wide, tc, name = self.render_dtype(din.vec(16)), self.render_dtype(u.src[2].dtype), _wmma_name(u)
        r.dtype(din.vec(16))
        spread, pick = ", ".join(f"c[{i // 2}]" if i % 2 == 0 else "0" for i in range(16)), ", ".join(f"d[{2 * i}]" for i in range(8))
        r.defs[f"__attribute__((device)) static inline {tc} {name}({wide} a, {wide} b, {tc} c) {{\n  {wide} c16 = {{{spread}}};\n"
               f"  {wide} d = __builtin_amdgcn_wmma_{tin}_16x16x16_{tin}_w32(a, b, c16, false);\n  return ({tc}){{{pick}}};\n}}"] = None
        return f"{name}({a}, {b}, {c})"
      return f"__builtin_amdgcn_wmma_f32_16x16x16_{tin}_w32{gfx12}({a}, {b}, {c})"
    # CDNA MFMA
    if din in dtypes.fp8s:
      kind = "fp8" if din in (dtypes.fp8e4m3, dtypes.fp8e4m3fnuz) else "bf8"
      if K == 128:  # the scaled f8f6f4 MFMA with unit scales; cbsz/blgp 0 = e4m3, 1 = e5m2
        fmt = 0 if kind == "fp8" else 1
        r.dtype(dtypes.int32.vec(8))
        return (f"__builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(__builtin_bit_cast(int8, {a}), __builtin_bit_cast(int8, {b}), {c}, "
                f"{fmt}, {fmt}, 0, 127, 0, 127)")
      return f"__builtin_amdgcn_mfma_f32_16x16x32_{kind}_{kind}(__builtin_bit_cast(long, {a}), __builtin_bit_cast(long, {b}), {c}, 0, 0, 0)"
    if din == dtypes.bfloat16 and K == 16:  # the gfx90a+ "1k" bf16 MFMA takes raw bits
      r.dtype(dtypes.short.vec(4))
      return f"__builtin_amdgcn_mfma_f32_16x16x16bf16_1k(__builtin_bit_cast(short4, {a}), __builtin_bit_cast(short4, {b}), {c}, 0, 0, 0)"
    tin = {dtypes.half: "f16", dtypes.bfloat16: "bf16"}[din]
    return f"__builtin_amdgcn_mfma_f32_16x16x{K}{'_' if K == 32 else ''}{tin}({a}, {b}, {c}, 0, 0, 0)"

# ---------------- OpenCL ----------------

class OpenCLRenderer(GPUCStyleLanguage):
  """OpenCL C: `__kernel`/`__global`/`__local`, vload/vstore for vectors, half with cl_khr_fp16, double with cl_khr_fp64."""
  device = "CL"
  kernel_typedef = "__kernel void"
  buffer_prefix = "__global "
  buffer_suffix = " restrict"
  smem_prefix = "__attribute__((aligned(16))) __local "
  barrier = "barrier(CLK_LOCAL_MEM_FENCE);"
  infinity, nan = "INFINITY", "NAN"
  code_for_workitem = {"g": lambda d: f"get_group_id({d})", "l": lambda d: f"get_local_id({d})", "i": lambda d: f"get_global_id({d})"}
  type_map = {dtypes.bool: "bool", dtypes.half: "half", dtypes.int8: "char", dtypes.uint8: "uchar", dtypes.int16: "short", dtypes.uint16: "ushort",
              dtypes.uint32: "uint", dtypes.uint64: "ulong"}

  @property
  def code_for_op(self) -> dict[Ops, Callable[..., str]]:  # type: ignore[override]
    m = {op: _call(n) for op, n in ((Ops.EXP2, "exp2"), (Ops.LOG2, "log2"), (Ops.SIN, "sin"), (Ops.SQRT, "sqrt"), (Ops.TRUNC, "trunc"))}
    return {**super().code_for_op, **m, Ops.MAX: lambda a, b, dtype: (f"fmax({a},{b})" if dtypes.is_float(dtype) else f"max({a},{b})")
            if dtype != dtypes.bool else f"({a}|{b})", Ops.POW: lambda a, b, dtype: f"pow({a},{b})"}
  def render_vector_typedef(self, dt: DType) -> str: return ""
  def render_make_vector(self, dt: DType, elems: list[str]) -> str: return f"(({self.render_dtype(dt)})({','.join(elems)}))"
  def render_lane(self, x: str, i: int, dt: DType) -> str: return f"{x}.s{i:x}"
  def render_vload(self, ptr: str, dt: DType, space: AddrSpace) -> str: return f"vload{dt.count}(0, {ptr})"
  def render_vstore(self, ptr: str, val: str, dt: DType, space: AddrSpace) -> str: return f"vstore{dt.count}({val}, 0, {ptr});"
  def render_bitcast(self, x: str, src: DType, dt: DType) -> str: return f"as_{self.render_dtype(dt)}({x})"
  def render_const(self, v: object, dt: DType) -> str:
    # OpenCL's long is 64 bits and long long is reserved (128): an ll literal made as_ulong(x + 0ll) a size mismatch
    r = super().render_const(v, dt)
    return r.replace("ll", "l") if dt.scalar() in (dtypes.int64, dtypes.uint64) else r
  def render_cast(self, x: str, dt: DType) -> str:
    return f"convert_{self.render_dtype(dt)}({x})" if dt.count > 1 else super().render_cast(x, dt)
  def render_prelude(self, r: _GPURender) -> list[str]:
    return (["#pragma OPENCL EXTENSION cl_khr_fp16 : enable"] if dtypes.half in r.used else []) + \
           (["#pragma OPENCL EXTENSION cl_khr_fp64 : enable"] if dtypes.double in r.used else [])
  def param_decl(self, u: UOp, name: str) -> str:
    if u.arg.addrspace is not AddrSpace.ALU and u.dtype.base == dtypes.bool: return f"{self.buffer_prefix}uchar*{self.buffer_suffix}"
    return super().param_decl(u, name)

# ---------------- Metal ----------------

class MetalRenderer(GPUCStyleLanguage):
  """Metal Shading Language: `device`/`threadgroup` pointers, variables as `constant&`, simdgroup_matrix tensor cores (Apple7+)."""
  device = "METAL"
  shared_max = 32768
  max_kernel_buffers = 31  # a Metal kernel's buffer argument table has 31 entries
  local_max = (1024, 1024, 1024)
  kernel_typedef = "kernel void"
  buffer_prefix = "device "
  buffer_suffix = ""
  smem_prefix = "threadgroup __attribute__((aligned(16))) "
  reg_prefix = "alignas(16) "
  barrier = "threadgroup_barrier(mem_flags::mem_threadgroup);"
  infinity, nan = "INFINITY", "NAN"
  code_for_workitem = {"g": lambda d: f"gid.{XYZW[d]}", "l": lambda d: f"lid.{XYZW[d]}", "i": lambda d: f"tid.{XYZW[d]}"}
  extra_args = ["uint3 gid [[threadgroup_position_in_grid]]", "uint3 lid [[thread_position_in_threadgroup]]", "uint3 tid [[thread_position_in_grid]]"]
  type_map = {dtypes.bool: "bool", dtypes.half: "half", dtypes.bfloat16: "bfloat", dtypes.int8: "char", dtypes.uint8: "uchar", dtypes.int16: "short",
              dtypes.uint16: "ushort", dtypes.uint32: "uint", dtypes.uint64: "ulong"}
  emulated_dtypes = tuple(dtypes.fp8s)
  tensor_cores = metal

  @property
  def code_for_op(self) -> dict[Ops, Callable[..., str]]:  # type: ignore[override]
    m = {op: _call(n) for op, n in ((Ops.EXP2, "exp2"), (Ops.LOG2, "log2"), (Ops.SIN, "precise::sin"), (Ops.SQRT, "sqrt"), (Ops.TRUNC, "trunc"))}
    return {**super().code_for_op, **m, Ops.MAX: lambda a, b, dtype: f"max({a},{b})" if dtype != dtypes.bool else f"({a}|{b})",
            Ops.POW: lambda a, b, dtype: f"pow({a},{b})"}
  def render_dtype(self, dt: DType) -> str:
    if dt.scalar() == dtypes.float64 or (isinstance(dt, PtrDType) and dt.base == dtypes.float64):
      raise NotImplementedError("Metal has no double; cast to float (or half) before the kernel")
    return super().render_dtype(dt)
  def render_vector_typedef(self, dt: DType) -> str: return ""
  def render_make_vector(self, dt: DType, elems: list[str]) -> str: return f"{self.render_dtype(dt)}({','.join(elems)})"
  def render_vload(self, ptr: str, dt: DType, space: AddrSpace) -> str: return f"*(({_MSL_SPACE[space]} {self.render_dtype(dt)}*)({ptr}))"
  def render_vstore(self, ptr: str, val: str, dt: DType, space: AddrSpace) -> str:
    return f"*(({_MSL_SPACE[space]} {self.render_dtype(dt)}*)({ptr})) = {val};"
  def render_bitcast(self, x: str, src: DType, dt: DType) -> str: return f"as_type<{self.render_dtype(dt)}>({strip_parens(x)})"
  def render_prelude(self, r: _GPURender) -> list[str]: return ["#include <metal_stdlib>", "using namespace metal;"]
  def param_decl(self, u: UOp, name: str) -> str:
    if u.arg.addrspace is AddrSpace.ALU: return f"constant {self.render_dtype(u.dtype)}&"
    return f"{self.buffer_prefix}{self.render_dtype(u.dtype)}"
  def render_kernel(self, name: str, body: list[str], params: list[tuple[str, str]], prefix: list[str], attrs: str = "") -> str:
    return super().render_kernel(name, body, [(t, f"{n} [[buffer({i})]]") for i, (t, n) in enumerate(params)], prefix, attrs)
  def render_wmma(self, r: _GPURender, u: UOp) -> str:
    din, dout = u.src[0].dtype.scalar(), u.src[2].dtype.scalar()
    for s in u.src: r.dtype(s.dtype)
    ta, tc = self.render_dtype(u.src[0].dtype), self.render_dtype(u.src[2].dtype)
    mi, mo = f"simdgroup_{self.render_dtype(din)}8x8", f"simdgroup_{self.render_dtype(dout)}8x8"
    name = _wmma_name(u)
    r.defs[f"{tc} {name}({ta} a, {ta} b, {tc} c) {{\n  {mi} mat_a, mat_b; {mo} mat_c;\n"
           "  mat_a.thread_elements()[0] = a[0]; mat_a.thread_elements()[1] = a[1];\n"
           "  mat_b.thread_elements()[0] = b[0]; mat_b.thread_elements()[1] = b[1];\n"
           "  mat_c.thread_elements()[0] = c[0]; mat_c.thread_elements()[1] = c[1];\n"
           "  simdgroup_multiply_accumulate(mat_c, mat_a, mat_b, mat_c);\n"
           f"  return {tc}(mat_c.thread_elements()[0], mat_c.thread_elements()[1]);\n}}"] = None
    return f"{name}({', '.join(r.r[s] for s in u.src)})"

_MSL_SPACE = {AddrSpace.GLOBAL: "device", AddrSpace.LOCAL: "threadgroup", AddrSpace.REG: "thread"}
