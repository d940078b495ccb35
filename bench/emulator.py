"""AMD ISA emulator bench: instructions per second on AMD:LLVM kernels (run straight through the emulator's harness), and the time of
a Tensor op suite on the mock GPU (DEV=MOCKKFD+AMD:LLVM: PM4 queue -> emulator) with the instructions it ran.

  uv run python bench/emulator.py [--arch gfx1100] [--json]
"""
import argparse, json, time
from collections.abc import Callable
from typing import Any
import numpy as np
from tinygrad import Tensor, dtypes
from tinygrad.codegen import get_program
from tinygrad.device import Device, renderer_class
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.runtime.support.compiler_amd import AMDLLVMCompiler
from tinygrad.runtime.mockgpu.amd import emu
from tinygrad.runtime.mockgpu.amd.emu_harness import Loaded, run

rng = np.random.default_rng(0)
def f32(*s: int) -> np.ndarray: return rng.standard_normal(s).astype(np.float32)

KERNELS: dict[str, tuple[Callable[..., Any], list[np.ndarray]]] = {"elementwise 64k": (lambda a, b: (a * b + 1).exp2(), [f32(65536), f32(65536)]),
           "sum 256x256": (lambda a: a.sum(1), [f32(256, 256)]), "matmul 64x64x64": (lambda a, b: a @ b, [f32(64, 64), f32(64, 64)]),
           "softmax 64x256": (lambda a: a.softmax(1), [f32(64, 256)])}
Ops_ = dict[str, tuple[Callable[..., Any], list[np.ndarray]]]
SUITE: Ops_ = {"add_mul_div": (lambda a, b: (a + b) * b - a / (b.abs() + 1), [f32(4, 33), f32(4, 33)]),
         "exp_log_sin": (lambda a: a.exp() + a.abs().log() + a.sin(), [f32(64)]),
         "int_ops": (lambda a: (a.cast(dtypes.int32) // 3) + (a.cast(dtypes.int32) % 5), [f32(64) * 100]),
         "half": (lambda a: (a.cast(dtypes.half) * 2).exp().sum(), [f32(64)]),
         "float64": (lambda a: a.cast(dtypes.float64).sqrt(), [np.abs(f32(64))]),
         "reductions": (lambda a: a.sum(1) + a.max(1) + a.argmax(1), [f32(32, 48)]), "cumsum": (lambda a: a.cumsum(1), [f32(4, 100)]),
         "matmul": (lambda a, b: a @ b, [f32(64, 48), f32(48, 32)]),
         "conv2d": (lambda a, w: a.conv2d(w, padding=1), [f32(2, 3, 8, 8), f32(4, 3, 3, 3)]),
         "attention": (lambda q, k, v: q.scaled_dot_product_attention(k, v, is_causal=True), [f32(1, 2, 16, 8)] * 3)}

def kernel_rates(arch: str) -> dict[str, dict]:
  ren, comp, out = renderer_class("AMDLLVM")(arch), AMDLLVMCompiler(arch), {}
  for name, (fn, arrays) in KERNELS.items():
    res = fn(*[Tensor.empty(*a.shape, device="NULL") for a in arrays])
    count, secs = 0, 0.0
    for call in res.schedule_linear().src:
      if call.src[0].op is not Ops.SINK: continue
      p = get_program(call.src[0], ren)
      loaded = Loaded(comp.compile(p.src), p.name)
      bufs = [np.zeros(1 << 20, np.uint8) for _ in p.globals]  # every buffer here fits in 1 MiB
      st = time.perf_counter()
      count += run(loaded, arch, bufs, [], [int(g) for g in p.global_size], p.local_size or [1, 1, 1])
      secs += time.perf_counter() - st
    out[name] = {"instructions": count, "seconds": round(secs, 3), "inst_per_s": round(count / secs)}
  return out

def suite_time(arch: str) -> dict:
  counted = [0]
  orig = emu.run_dispatch
  def counting(**kw): counted[0] += (n := orig(**kw)); return n
  emu.run_dispatch = counting
  try:
    with Context(DEV=f"MOCKKFD+AMD:LLVM:{arch}"):
      Device["AMD"]
      st = time.perf_counter()
      for fn, arrays in SUITE.values(): fn(*[Tensor(a, device="AMD") for a in arrays]).numpy()
      secs = time.perf_counter() - st
  finally: emu.run_dispatch = orig
  return {"ops": len(SUITE), "seconds": round(secs, 2), "instructions": counted[0], "inst_per_s": round(counted[0] / secs)}

if __name__ == "__main__":
  ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  ap.add_argument("--arch", default="gfx1100")
  ap.add_argument("--json", action="store_true")
  args = ap.parse_args()
  res = {"kernels": kernel_rates(args.arch), "suite": suite_time(args.arch)}
  if args.json: print(json.dumps(res))
  else:
    for k, v in res["kernels"].items(): print(f"{k:18s} {v['instructions']:>9d} instructions {v['seconds']:7.3f} s  {v['inst_per_s']:>8d} inst/s")
    s = res["suite"]
    print(f"op suite ({s['ops']} ops on MOCKKFD+AMD:LLVM:{args.arch}, compile included) {s['seconds']} s, {s['instructions']} instructions, "
          f"{s['inst_per_s']} inst/s")
