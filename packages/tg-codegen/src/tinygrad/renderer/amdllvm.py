"""AMD LLVM IR: the LLVM renderer's program as an `amdgpu_kernel` for amdgcn-amd-amdhsa (llvmlite or comgr compile it).

Buffers arrive as `ptr addrspace(1)`, LDS is an addrspace(3) global and REG buffers are addrspace(5) allocas; each is
cast to a flat pointer once, and LLVM's InferAddressSpaces gives the loads and stores back their address space.
Launch indices are the workgroup/workitem intrinsics; tensor cores are the WMMA (RDNA) and MFMA (CDNA) intrinsics.
"""
from __future__ import annotations
from tinygrad.dtype import AddrSpace, PtrDType, dtypes
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp
from tinygrad.renderer.llvmir import LLVMRenderer, _LLRender, ltype
from tinygrad.renderer.ptx import wmma_dims
from tinygrad.renderer.tc import amd_tensor_cores
from tinygrad.codegen.transcendental import pm_f64_transcendental

DATALAYOUT = ("e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-"
              "i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9")
XYZ = "xyz"

class AMDLLVMRenderer(LLVMRenderer):
  """LLVM IR for AMD GPUs (gfx11 RDNA3, gfx12 RDNA4, gfx942/gfx950 CDNA); `arch` is the gfx target."""
  device = "AMD"
  has_local, has_shared, has_threads = True, True, False
  aligned_vectors, vector_gates = True, False
  local_max = (1024, 1024, 1024)
  global_prod_max = 2**32 - 1
  shared_max = 65536
  extra_matcher = pm_f64_transcendental  # f64 exp2/log2/sin have no AMDGPU instruction (ocml implements them)
  # no pow instruction on AMDGPU: codegen decomposes POW
  code_for_op = {k: v for k, v in LLVMRenderer.code_for_op.items() if k is not Ops.POW} | \
    {op: (lambda *a, **kw: "") for op in (Ops.EXP2, Ops.LOG2, Ops.SIN, Ops.MAX)}

  def __init__(self, arch: str | None = None):
    super().__init__(arch or "gfx1100")
    if not self.arch.startswith("gfx"): raise ValueError(f"AMDLLVM arch must be an AMD gfx target like gfx1100 or gfx950, got {self.arch!r}")
    self.tensor_cores = amd_tensor_cores(self.arch)
  @property
  def global_max(self) -> tuple[int, ...]: return (2**31 - 1, 65535, 65535)  # type: ignore[override]
  def render(self, uops: list[UOp]) -> str: return _AMDRender(self, uops).run()

class _AMDRender(_LLRender):
  def __init__(self, ren: AMDLLVMRenderer, uops: list[UOp]):
    super().__init__(uops)
    self.ren = ren
    self.globals: list[str] = []
    self.local_size = prod([int(u.src[0].arg) for u in uops if u.op is Ops.SPECIAL and u.arg[0] == "l" and u.src[0].op is Ops.CONST])

  def run(self) -> str:
    for u in self.uops: self.one(u)
    args = ", ".join(a for _, a in sorted(self.params))
    head = [f'target datalayout = "{DATALAYOUT}"', 'target triple = "amdgcn-amd-amdhsa"', *self.globals,
            *(f"declare {d}" for d in sorted(self.decls))]
    body = [f"define amdgpu_kernel void @{self.name}({args}) #0 {{", "entry:", *self.lines, "  ret void", "}"]
    attrs = f'attributes #0 = {{ nounwind "amdgpu-flat-work-group-size"="1,{max(self.local_size, 1)}" "no-trapping-math"="true" }}'
    return "\n".join([*head, *body, attrs]) + "\n"

  def one(self, u: UOp) -> None:
    if u.op is Ops.PARAM and u.arg.addrspace is not AddrSpace.ALU:
      self.params.append((u.arg.slot, f"ptr addrspace(1) noalias %data{u.arg.slot}.g"))
      self.val(u, f"addrspacecast ptr addrspace(1) %data{u.arg.slot}.g to ptr", "data")
    elif u.op is Ops.BUFFER: self.buffer(u)
    elif u.op is Ops.SPECIAL: self.special(u)
    elif u.op is Ops.BARRIER:
      self.decls.add("void @llvm.amdgcn.s.barrier()")
      self.emit('fence syncscope("workgroup") release')
      self.emit("call void @llvm.amdgcn.s.barrier()")
      self.emit('fence syncscope("workgroup") acquire')
    elif u.op is Ops.WMMA: self.wmma(u)
    elif u.op is Ops.MAX: self.maximum(u)
    elif u.op is Ops.CAST and ltype(u.src[0].dtype) == ltype(u.dtype): self.r[u] = self.r[u.src[0]]  # int32 <-> uint32: same LLVM type
    else: super().one(u)

  def buffer(self, u: UOp) -> None:
    assert isinstance(u.dtype, PtrDType)
    arr = f"[{u.dtype.size} x {ltype(u.dtype.base, True)}]"
    if u.arg.addrspace is AddrSpace.LOCAL:
      name = f"@temp{len(self.globals)}"
      self.globals.append(f"{name} = internal unnamed_addr addrspace(3) global {arr} undef, align 16")
      self.val(u, f"addrspacecast ptr addrspace(3) {name} to ptr", "lds")
    else:
      priv = self.val_of(f"alloca {arr}, align 16, addrspace(5)")
      self.val(u, f"addrspacecast ptr addrspace(5) {priv} to ptr", "acc")

  def special(self, u: UOp) -> None:
    kind, dim, t = u.arg[0], XYZ[int(u.arg[-1])], ltype(u.dtype)
    if kind in "gl":
      fn = f"llvm.amdgcn.{'workgroup' if kind == 'g' else 'workitem'}.id.{dim}"
      self.decls.add(f"i32 @{fn}()")
      v = self.val_of(f"call i32 @{fn}()")
    else:  # global id: group id * group size (from the dispatch packet) + local id
      self.decls |= {f"i32 @llvm.amdgcn.workgroup.id.{dim}()", f"i32 @llvm.amdgcn.workitem.id.{dim}()",
                     "ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()"}
      dp = self.val_of("call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()")
      sz = self.val_of(f"getelementptr i8, ptr addrspace(4) {dp}, i64 {4 + 2 * int(u.arg[-1])}")
      sz = self.val_of(f"zext i16 {self.val_of(f'load i16, ptr addrspace(4) {sz}, align 2')} to i32")
      g, l = self.val_of(f"call i32 @llvm.amdgcn.workgroup.id.{dim}()"), self.val_of(f"call i32 @llvm.amdgcn.workitem.id.{dim}()")
      v = self.val_of(f"add i32 {self.val_of(f'mul i32 {g}, {sz}')}, {l}")
    self.r[u] = v if t == "i32" else self.val_of(f"sext i32 {v} to {t}")

  def maximum(self, u: UOp) -> None:
    a, b, t = self.r[u.src[0]], self.r[u.src[1]], ltype(u.dtype)
    if dtypes.is_float(u.dtype): cmp = f"fcmp ogt {t} {a}, {b}"
    elif u.dtype.scalar() == dtypes.bool:
      self.val(u, f"or {t} {a}, {b}")
      return
    else: cmp = f"icmp {'ugt' if dtypes.is_unsigned(u.dtype) else 'sgt'} {t} {a}, {b}"
    c = self.val_of(cmp)
    self.val(u, f"select {'i1' if u.dtype.count == 1 else f'<{u.dtype.count} x i1>'} {c}, {t} {a}, {t} {b}")

  def wmma(self, u: UOp) -> None:
    K = wmma_dims(u)[2]
    din, dout = u.src[0].dtype.scalar(), u.src[2].dtype.scalar()
    a, b, c = (self.r[s] for s in u.src)
    na, nc = u.src[0].dtype.count, u.src[2].dtype.count
    ta, tc = ltype(u.src[0].dtype), ltype(u.src[2].dtype)
    arch = self.ren.arch
    if arch.startswith(("gfx11", "gfx12")):
      if din == dtypes.int8:
        ai, bi = (self.val_of(f"bitcast {ta} {x} to <4 x i32>") for x in (a, b))
        fn = "llvm.amdgcn.wmma.i32.16x16x16.iu8.v8i32.v4i32"
        self.decls.add(f"<8 x i32> @{fn}(i1 immarg, <4 x i32>, i1 immarg, <4 x i32>, <8 x i32>, i1 immarg)")
        self.val(u, f"call <8 x i32> @{fn}(i1 true, <4 x i32> {ai}, i1 true, <4 x i32> {bi}, <8 x i32> {c}, i1 false)")
        return
      if din == dtypes.bfloat16:  # the bf16 WMMA takes raw bits
        a, b = (self.val_of(f"bitcast {ta} {x} to <{na} x i16>") for x in (a, b))
        ta = f"<{na} x i16>"
      tin = "bf16" if din == dtypes.bfloat16 else "f16"
      if dout == din:
        if arch.startswith("gfx12"):
          cc = self.val_of(f"bitcast {tc} {c} to <{nc} x i16>") if din == dtypes.bfloat16 else c
          rt = f"<{nc} x i16>" if din == dtypes.bfloat16 else tc
          et = "i16" if din == dtypes.bfloat16 else "f16"
          fn = f"llvm.amdgcn.wmma.{tin}.16x16x16.{tin}.v{nc}{et}.v{na}{et}"
          self.decls.add(f"{rt} @{fn}({ta}, {ta}, {rt}, i1 immarg)")
          out = self.val_of(f"call {rt} @{fn}({ta} {a}, {ta} {b}, {rt} {cc}, i1 false)")
          self.val(u, f"bitcast {rt} {out} to {tc}" if din == dtypes.bfloat16 else f"select i1 true, {tc} {out}, {tc} {out}")
          return
        # RDNA3 keeps 16-bit accumulators in the low half of each of 16 lanes (OPSEL 0)
        mask = ", ".join(f"i32 {i // 2 if i % 2 == 0 else nc}" for i in range(16))
        wide = self.val_of(f"shufflevector {tc} {c}, {tc} zeroinitializer, <16 x i32> <{mask}>")
        fn = "llvm.amdgcn.wmma.f16.16x16x16.f16.v16f16.v16f16"
        self.decls.add(f"<16 x half> @{fn}(<16 x half>, <16 x half>, <16 x half>, i1 immarg)")
        out = self.val_of(f"call <16 x half> @{fn}({ta} {a}, {ta} {b}, <16 x half> {wide}, i1 false)")
        self.val(u, f"shufflevector <16 x half> {out}, <16 x half> poison, <8 x i32> <{', '.join(f'i32 {2 * i}' for i in range(8))}>")
        return
      fn = f"llvm.amdgcn.wmma.f32.16x16x16.{tin}.v8f32.v{na}{'i16' if din == dtypes.bfloat16 else 'f16'}"
      self.decls.add(f"<8 x float> @{fn}({ta}, {ta}, <8 x float>)")
      self.val(u, f"call <8 x float> @{fn}({ta} {a}, {ta} {b}, <8 x float> {c})")
      return
    # CDNA MFMA
    if din in dtypes.fp8s or din == dtypes.uint8:
      kind = "fp8" if din in (dtypes.fp8e4m3, dtypes.fp8e4m3fnuz) else "bf8"
      if K == 128:
        ai, bi = (self.val_of(f"bitcast {ta} {x} to <8 x i32>") for x in (a, b))
        fn, fmt = "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v8i32.v8i32", 0 if kind == "fp8" else 1
        self.decls.add(f"<4 x float> @{fn}(<8 x i32>, <8 x i32>, <4 x float>, i32 immarg, i32 immarg, i32 immarg, i32, i32 immarg, i32)")
        self.val(u, f"call <4 x float> @{fn}(<8 x i32> {ai}, <8 x i32> {bi}, <4 x float> {c}, i32 {fmt}, i32 {fmt}, i32 0, i32 127, i32 0, i32 127)")
        return
      ai, bi = (self.val_of(f"bitcast {ta} {x} to i64") for x in (a, b))
      fn = f"llvm.amdgcn.mfma.f32.16x16x32.{kind}.{kind}"
      self.decls.add(f"<4 x float> @{fn}(i64, i64, <4 x float>, i32 immarg, i32 immarg, i32 immarg)")
      self.val(u, f"call <4 x float> @{fn}(i64 {ai}, i64 {bi}, <4 x float> {c}, i32 0, i32 0, i32 0)")
      return
    if din == dtypes.bfloat16 and K == 16:  # the gfx90a+ "1k" bf16 MFMA takes raw bits
      a, b = (self.val_of(f"bitcast {ta} {x} to <4 x i16>") for x in (a, b))
      ta = "<4 x i16>"
    tin = "bf16" if din == dtypes.bfloat16 else "f16"
    fn = f"llvm.amdgcn.mfma.f32.16x16x{K}.{tin}" if K == 32 else f"llvm.amdgcn.mfma.f32.16x16x16{tin}{'.1k' if tin == 'bf16' else ''}"
    self.decls.add(f"<4 x float> @{fn}({ta}, {ta}, <4 x float>, i32 immarg, i32 immarg, i32 immarg)")
    self.val(u, f"call <4 x float> @{fn}({ta} {a}, {ta} {b}, <4 x float> {c}, i32 0, i32 0, i32 0)")
