"""The NV and AMD drivers from another project, without Tensor: open a device, allocate and copy buffers, load a kernel compiled
outside the driver, launch it with arguments, wait on a signal and time it.

  DEV=MOCK+NV uv run python examples/hcq_direct.py NV        # the mock NVIDIA GPU (no GPU needed)
  DEV=MOCKKFD+AMD uv run python examples/hcq_direct.py AMD   # the mock AMD GPU
  uv run python examples/hcq_direct.py NV                    # a real GPU through the kernel driver
  ... hcq_direct.py NV out.npz                               # also saves a, x, y and the kernel's output

The kernel is `out[i] = a * x[i] + y[i]` for i < n, written once in LLVM IR and compiled by llvmlite (a library, not the driver):
to PTX for NV (the mock executes PTX; a real GPU gets a cubin from ptxas/nvJitLink) and to an amdgcn code object for AMD.
Prints one JSON line: the device, the kernel time in µs and the largest error against numpy.
"""
from __future__ import annotations
import json, struct, sys
from typing import Any
import numpy as np

BLOCK = 64  # threads per block/workgroup; the IR computes i = block_id * BLOCK + thread_id

BODY = """
  %tid = call i32 @{tid}()
  %bid = call i32 @{bid}()
  %base = mul i32 %bid, {block}
  %i = add i32 %base, %tid
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %body, label %done
body:
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %m = fmul float %a, %vx
  %r = fadd float %m, %vy
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  br label %done
done:
  ret void
}}
declare i32 @{tid}()
declare i32 @{bid}()
"""
SIG = "void @saxpy(ptr addrspace(1) %out, ptr addrspace(1) %x, ptr addrspace(1) %y, float %a, i32 %n)"

def saxpy_ir(vendor: str) -> str:
  """The kernel as LLVM IR for `vendor` ("NV" or "AMD"): the same body, each target's thread-id intrinsics and kernel marking."""
  if vendor == "NV":
    body = BODY.format(tid="llvm.nvvm.read.ptx.sreg.tid.x", bid="llvm.nvvm.read.ptx.sreg.ctaid.x", block=BLOCK)
    return (f'target triple = "nvptx64-nvidia-cuda"\ndefine {SIG} {{\nentry:{body}'
            '!nvvm.annotations = !{!0}\n!0 = !{ptr @saxpy, !"kernel", i32 1}\n')
  body = BODY.format(tid="llvm.amdgcn.workitem.id.x", bid="llvm.amdgcn.workgroup.id.x", block=BLOCK)
  return f'target triple = "amdgcn-amd-amdhsa"\ndefine amdgpu_kernel {SIG} {{\nentry:{body}'

def compile_kernel(vendor: str, dev: Any) -> bytes:
  """The binary the driver loads, built outside it: PTX text (mock NV), a cubin (real NV) or an amdgcn code object (AMD)."""
  if vendor == "AMD":
    from tinygrad.runtime.support.compiler_amd import AMDLLVMCompiler
    return AMDLLVMCompiler(dev.arch).compile(saxpy_ir("AMD"))
  import llvmlite.binding as llvm
  llvm.initialize_all_targets()
  llvm.initialize_all_asmprinters()
  mod = llvm.parse_assembly(saxpy_ir("NV"))
  mod.verify()
  # LLVM picks the PTX ISA version the arch needs (sm_90: 7.8); ptxas refuses an older one
  ptx = llvm.Target.from_triple("nvptx64-nvidia-cuda").create_target_machine(cpu=dev.arch, opt=2).emit_assembly(mod)
  if dev.is_mock: return ptx.encode()  # the mock GPU's PTX executor runs PTX text
  from tinygrad.runtime.support.compiler_cuda import PTXCubinCompiler
  return PTXCubinCompiler(dev.arch).compile(ptx)

def open_device(vendor: str) -> Any:
  """The device class itself, not Device[...]: DEV (e.g. MOCK+NV) picks the interface, a real GPU needs no variable."""
  if vendor == "NV":
    from tinygrad.runtime.ops_nv import NVDevice
    return NVDevice("NV")
  from tinygrad.runtime.ops_amd import AMDDevice
  return AMDDevice("AMD")

def run(vendor: str, n: int = 1000, a: float = 2.5, save: str | None = None) -> dict:
  """Runs saxpy on `n` floats on `vendor`'s device and checks it against numpy; returns the figures as a dict.
  With `save`, writes a, x, y and the kernel's output to that .npz file."""
  dev = open_device(vendor)
  rng = np.random.default_rng(0)
  x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
  # device memory: HCQBuffers with a GPU virtual address; the allocator's copies go through a staging buffer and the copy queue
  bx, by, bout = (dev.allocator.alloc(n * 4) for _ in range(3))
  dev.allocator._copyin(bx, memoryview(x.tobytes()))
  dev.allocator._copyin(by, memoryview(y.tobytes()))
  prg = dev.runtime("saxpy", compile_kernel(vendor, dev))  # NVProgram / AMDProgram: loads the image, builds the launch template
  # kernel arguments: buffer addresses as 64-bit words, then 32-bit values; a float goes in as its bit pattern
  args = prg.fill_kernargs([bout, bx, by], [struct.unpack("<I", struct.pack("<f", a))[0], n])
  start, end, done = dev.new_signal(value=0), dev.new_signal(value=0), dev.new_signal(value=0)
  q = dev.hw_compute_queue_t().wait(dev.timeline_signal, dev.timeline_value - 1).memory_barrier()  # after the copies in
  q.timestamp(start).exec(prg, args, ((n + BLOCK - 1) // BLOCK, 1, 1), (BLOCK, 1, 1)).timestamp(end).signal(done, 1).submit(dev)
  done.wait(1)  # the CPU spins on the signal's memory until the queue writes 1 (raises "Wait timeout" if it never does)
  out = bytearray(n * 4)
  dev.allocator._copyout(memoryview(out), bout)
  got = np.frombuffer(out, np.float32)
  if save: np.savez(save, a=np.float32(a), x=x, y=y, out=got)
  err = float(np.abs(got - (np.float32(a) * x + y)).max())
  return {"device": dev.device, "arch": dev.arch, "mock": dev.is_mock, "n": n, "kernel_us": end.timestamp - start.timestamp, "max_err": err}

if __name__ == "__main__":
  if len(sys.argv) not in (2, 3) or sys.argv[1].upper() not in ("NV", "AMD"):
    sys.exit(f"usage: {sys.argv[0]} NV|AMD [OUT.npz]  (DEV=MOCK+NV / DEV=MOCKKFD+AMD for the mocks)")
  res = run(sys.argv[1].upper(), save=sys.argv[2] if len(sys.argv) == 3 else None)
  print(json.dumps(res))
  if res["max_err"] > 1e-5: sys.exit(f"wrong result: max error {res['max_err']}")
