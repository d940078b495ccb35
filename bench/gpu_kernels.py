"""GPU kernel quality read from the code, no GPU needed: the kernels of matmul fp16/fp32 4096, softmax, layernorm, a conv and
attention, scheduled on NULL with the target's renderer (NULL:PTX:sm_90: the scheduler sees a device with workgroups) and
rendered with the default heuristics for sm_90 (PTX, registers and shared memory from
`ptxas -v`) and gfx1100 (AMD LLVM IR, registers and LDS from the compiled code's metadata). Per kernel it prints threads per
workgroup and workgroups launched, registers per thread, bytes spilled (ptxas spill stores / AMD scratch), shared memory
bytes, global elements loaded and stored per output element, and whether tensor cores are used. The peer is what a
hand-written kernel does: one workgroup per output tile, each input read once per tile
(loads per output = 2K/tile for a matmul), tensor cores for fp16.

  uv run python bench/gpu_kernels.py [--json] [--only NAME]
  uv run python bench/gpu_kernels.py --mix [--only matmul]   # the tensor-core kernels' instruction mix on sm_80 (no GPU needed)

--mix prints, per kernel rendered for sm_80 (the PTX the mocks run): mma.sync, ldmatrix, cp.async and 16-bit / 128-bit global
load instructions in the code, global load instructions executed per output element (a vector or a cp.async is one), shared
memory bytes and registers (`ptxas -v`). STAGE_BOX=0 CP_ASYNC=0 LDMATRIX=0 PIPELINE=1 give the element-by-element staging for a before/after.
"""
import argparse, json, re, subprocess, tempfile, os
from collections.abc import Callable
from tinygrad import Tensor
from tinygrad.device import renderer_class
from tinygrad.dtype import AddrSpace, PtrDType, dtypes
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.codegen import get_program
from tinygrad.codegen.graph import base_buffer
from tinygrad.runtime.support import compiler_gpu as C


# each builds its graph from T(*shape, dt=...), empty tensors on the target's NULL device
WORKLOADS: dict[str, Callable[[Callable[..., Tensor]], Tensor]] = {
  "matmul fp32 4096": lambda T: T(4096, 4096) @ T(4096, 4096),
  "matmul fp16 4096": lambda T: (T(4096, 4096, dt=dtypes.half) @ T(4096, 4096, dt=dtypes.half)),
  "matmul bf16 4096": lambda T: (T(4096, 4096, dt=dtypes.bfloat16) @ T(4096, 4096, dt=dtypes.bfloat16)),
  "matmul fp16 1024 +bias relu cast": lambda T: ((T(1024, 1024, dt=dtypes.half) @ T(1024, 1024, dt=dtypes.half)) +
                                                T(1024, dt=dtypes.half)).relu().cast(dtypes.float),
  "matmul fp16 4096x14336 (LLM)": lambda T: T(4096, 4096, dt=dtypes.half) @ T(4096, 14336, dt=dtypes.half),
  "softmax 4096x4096": lambda T: T(4096, 4096).softmax(-1),
  "layernorm 4096x4096": lambda T: T(4096, 4096).layernorm(),
  "sum 4096": lambda T: T(4096).sum(),
  "conv 32x64x56x56 k3": lambda T: T(32, 64, 56, 56).conv2d(T(64, 64, 3, 3), padding=1),
  "attention 4x16x1024x64 fp16": lambda T: T(4, 16, 1024, 64, dt=dtypes.half).scaled_dot_product_attention(
    T(4, 16, 1024, 64, dt=dtypes.half), T(4, 16, 1024, 64, dt=dtypes.half)),
}
TARGETS = {"sm_90": ("PTX", "sm_90"), "gfx1100": ("AMDLLVM", "gfx1100"), "sm_80": ("PTX", "sm_80")}
MIX_TARGET = "sm_80"

def asts(name: str, target: str) -> list:
  dev = f"NULL:{TARGETS[target][0]}:{TARGETS[target][1]}"
  def T(*shape: int, dt=dtypes.float) -> Tensor: return Tensor.empty(*shape, dtype=dt, device=dev)
  return [c.src[0] for c in WORKLOADS[name](T).schedule_linear().src if c.src[0].op is Ops.SINK]

def _size(x) -> int: return x.arg if x.op is Ops.CONST else x.vmax

def traffic(uops: list) -> tuple[float, float, int]:
  """(global elements loaded, stored) over the whole launch, and output elements (distinct elements stored). Under an IF on
  launch indices that the access does not use (a grouped reduce's `lidx == 0`), only one of those threads is counted."""
  mult, threads, out = [1], 1, {}
  ld = st = 0
  for u in uops:
    if u.op is Ops.SPECIAL: threads *= _size(u.src[0])
    elif u.op is Ops.RANGE: mult.append(mult[-1] * _size(u.src[0]))
    elif u.op is Ops.IF:
      addr = {x for x in uops[uops.index(u) + 1].src[0].toposort() if x.op is Ops.SPECIAL}
      mult.append(mult[-1] / prod(_size(x.src[0]) for x in u.src[0].toposort() if x.op is Ops.SPECIAL and x not in addr))
    elif u.op in (Ops.END, Ops.ENDIF): mult.pop()
    elif u.op in (Ops.LOAD, Ops.STORE):
      b = base_buffer(u.src[0])
      if not isinstance(b.dtype, PtrDType) or b.dtype.addrspace is not AddrSpace.GLOBAL: continue
      n = (u.dtype if u.op is Ops.LOAD else u.src[1].dtype).count * mult[-1]
      if u.op is Ops.LOAD: ld += n
      else: st, out[b] = st + n, b.dtype.size
  return ld * threads, st * threads, sum(out.values())

def global_load_instructions(uops: list) -> float:
  """Global load instructions executed over the launch (a vector load or a cp.async counts once), as traffic() counts elements."""
  mult, threads, n = [1], 1, 0.0
  for u in uops:
    if u.op is Ops.SPECIAL: threads *= _size(u.src[0])
    elif u.op is Ops.RANGE: mult.append(mult[-1] * _size(u.src[0]))
    elif u.op is Ops.IF: mult.append(mult[-1])
    elif u.op in (Ops.END, Ops.ENDIF): mult.pop()
    elif u.op is Ops.LOAD and isinstance((b := base_buffer(u.src[0])).dtype, PtrDType) and b.dtype.addrspace is AddrSpace.GLOBAL:
      n += mult[-1] * max(1, u.dtype.itemsize // 16)
  return n * threads

def instruction_mix(src: str) -> dict[str, int]:
  """Static counts of the tensor-core kernel's instructions in PTX source, and its declared shared bytes."""
  ins = [ln.strip().lstrip("@!%p0123456789 ") for ln in src.splitlines() if ln.strip().endswith(";") and not ln.strip().startswith(".")]
  def n(*pre: str) -> int: return sum(any(i.startswith(p) for p in pre) for i in ins)
  return {"mma": n("mma."), "ldmatrix": n("ldmatrix"), "cp.async": n("cp.async.ca", "cp.async.cg"),
          "ld.global 16b": n("ld.global.b16", "ld.global.u16"), "ld.global 128b": n("ld.global.v4.b32", "ld.global.v4.f32", "ld.global.v4.u32"),
          "ld.shared": n("ld.shared"), "st.shared": n("st.shared")}

def mix(name: str) -> list[dict]:
  ren = renderer_class("PTX")("sm_80")
  rows = []
  for ast in asts(name, MIX_TARGET):
    p = get_program(ast, ren)
    if not any(u.op is Ops.WMMA for u in p.uops): continue
    regs, smem, spill = ptx_resources(p.src, "sm_80")
    outs = traffic(p.uops)[2]
    rows.append({"workload": name, "kernel": p.name, **instruction_mix(p.src), "gld/out": global_load_instructions(p.uops) / max(outs, 1),
                 "ld elems/out": traffic(p.uops)[0] / max(outs, 1), "shared_bytes": smem, "registers": regs, "spill_bytes": spill,
                 "opts": [str(o) for o in p.applied_opts]})
  return rows

def ptx_resources(src: str, arch: str) -> tuple[int, int, int]:
  with tempfile.TemporaryDirectory() as d:
    open(p := os.path.join(d, "k.ptx"), "w").write(src)
    r = subprocess.run(["ptxas", "-v", f"-arch={arch}", p, "-o", os.path.join(d, "k.cubin")], capture_output=True, text=True, check=True)
  regs = re.search(r"Used (\d+) registers", r.stderr)
  smem, spill = re.search(r"(\d+) bytes smem", r.stderr), re.search(r"(\d+) bytes spill stores", r.stderr)
  return int(regs[1]) if regs else 0, int(smem[1]) if smem else 0, int(spill[1]) if spill else 0

def amd_resources(src: str, arch: str) -> tuple[int, int, int]:
  import llvmlite.binding as llvm
  from tinygrad.runtime.support.compiler_llvm import _lock, _pass_builder
  comp = C.AMDLLVMCompiler(arch)
  with _lock:
    mod = llvm.parse_assembly(src, context=llvm.create_context())
    (pb := _pass_builder(comp.tm, comp.opt, comp.unroll)).getModulePassManager().run(mod, pb)
    asm = comp.tm.emit_assembly(mod)
  vg, lds = re.search(r"\.vgpr_count:\s*(\d+)", asm), re.search(r"\.group_segment_fixed_size:\s*(\d+)", asm)
  scratch = re.search(r"\.private_segment_fixed_size:\s*(\d+)", asm)
  return int(vg[1]) if vg else 0, int(lds[1]) if lds else 0, int(scratch[1]) if scratch else 0

def measure(name: str, target: str) -> list[dict]:
  ren = renderer_class(TARGETS[target][0])(TARGETS[target][1])
  rows = []
  for ast in asts(name, target):
    p = get_program(ast, ren)
    ls = p.local_size or [1, 1, 1]
    gs = [int(g) for g in p.global_size]
    regs, smem, spill = ptx_resources(p.src, target) if target.startswith("sm") else amd_resources(p.src, target)
    ld, st, outs = traffic(p.uops)
    rows.append({"workload": name, "target": target, "kernel": p.name, "opts": [str(o) for o in p.applied_opts], "threads": prod(ls),
                 "workgroups": prod(gs), "registers": regs, "spill_bytes": spill, "shared_bytes": smem, "loads_per_output": ld / max(outs, 1),
                 "stores_per_output": st / max(outs, 1), "tensor_cores": any(u.op is Ops.WMMA for u in p.uops)})
  return rows

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  ap.add_argument("--json", action="store_true")
  ap.add_argument("--only", default=None, help="run the workloads whose name contains this")
  ap.add_argument("--mix", action="store_true", help="the tensor-core kernels' instruction mix on sm_80")
  args = ap.parse_args()
  if args.mix:
    mrows = [r for w in WORKLOADS if args.only is None or args.only in w for r in mix(w)]
    if args.json: return print(json.dumps(mrows, indent=1))
    cols = ["mma", "ldmatrix", "cp.async", "ld.global 16b", "ld.global 128b", "ld.shared", "st.shared"]
    print(f"{'workload':34s} " + " ".join(f"{c:>8s}" for c in ["mma", "ldmatrix", "cp.async", "ldg.16b", "ldg.128b", "lds", "sts"]) +
          f" {'gld/out':>8s} {'elem/out':>8s} {'smem':>6s} {'regs':>5s} {'spill':>5s}")
    for r in mrows:
      print(f"{r['workload'][:34]:34s} " + " ".join(f"{r[c]:8d}" for c in cols) +
            f" {r['gld/out']:8.3f} {r['ld elems/out']:8.1f} {r['shared_bytes']:6d} {r['registers']:5d} {r['spill_bytes']:5d}")
    return None
  rows = [r for w in WORKLOADS if args.only is None or args.only in w for t in TARGETS if t != MIX_TARGET for r in measure(w, t)]
  if args.json: return print(json.dumps(rows, indent=1))
  print(f"{'workload':28s} {'target':8s} {'kernel':34s} {'thr/wg':>6s} {'wgs':>8s} {'regs':>5s} {'spill':>5s} {'smem':>6s} {'ld/out':>8s} "
        f"{'st/out':>6s} tc")
  for r in rows:
    print(f"{r['workload']:28s} {r['target']:8s} {r['kernel'][:34]:34s} {r['threads']:6d} {r['workgroups']:8d} {r['registers']:5d} "
          f"{r['spill_bytes']:5d} {r['shared_bytes']:6d} {r['loads_per_output']:8.1f} {r['stores_per_output']:6.2f} "
          f"{'yes' if r['tensor_cores'] else 'no'}")

if __name__ == "__main__": main()
