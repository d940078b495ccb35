"""PTX executor bench: a fixed set of kernels rendered by our PTX renderer (sm_80) run in the Python PTX executor of the mock NV
device, timed warm (parse and decode excluded), beside the CPU device running the same expressions. Prints thread-instructions
per second (each PTX instruction counted once per active thread) and the executor/CPU time ratio.

  uv run python bench/ptx_executor.py [--runs R] [--json]
"""
from harness import args_parser, check, device_label, emit, median_s, ratio, row, tg_bench
import struct, time
import numpy as np
from tinygrad import Tensor, dtypes
from tinygrad.codegen import get_program
from tinygrad.device import renderer_class
from tinygrad.dtype import _to_np_dtype
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory, PTXModule

rng = np.random.default_rng(0)
def T(*s: int, dtype=dtypes.float) -> Tensor: return Tensor(rng.standard_normal(s).astype(np.float32)).cast(dtype).realize()

KERNELS = {
  "elementwise a*b+c 64K": lambda: T(65536) * T(65536) + T(65536),
  "exp+sin 16K": lambda: T(16384).exp() + T(16384).sin(),
  "sum 256x1024": lambda: T(256, 1024).sum(1),
  "softmax 64x256": lambda: T(64, 256).softmax(1),
  "matmul 128x128x128": lambda: T(128, 128) @ T(128, 128),
  "matmul half tc 128^3": lambda: T(128, 128, dtype=dtypes.half) @ T(128, 128, dtype=dtypes.half),
  "conv2d 4x16x32x32 k3": lambda: T(4, 16, 32, 32).conv2d(T(16, 16, 3, 3), padding=1),
}

class PTXRun:
  """The kernels of one expression, rendered and parsed once, with numpy copies of every buffer mapped for the executor."""
  def __init__(self, out: Tensor):
    self.mem, self.arrays, self.launches = DeviceMemory(), {}, []
    ren = renderer_class("PTX")("sm_80")
    for call in out.schedule_linear().src:
      body, bufs = call.src[0], call.src[1:]
      assert body.op is Ops.SINK, f"{body.op} in the schedule"
      p = get_program(body, ren)
      mod = PTXModule(p.src)
      gs, ls = p.launch_dims({})
      args = [self.arr(bufs[i]).ctypes.data for i in p.globals] + list(p.vals({}))
      pbuf = bytearray(sum(sz for _, _, sz in mod.param_layout(mod.entries[0])) + 16)
      for (t, off, _), v in zip(mod.param_layout(mod.entries[0]), args):
        struct.pack_into({"s64": "<q", "u64": "<Q", "b64": "<Q", "s32": "<i"}.get(t, "<I"), pbuf, off, v)
      self.launches.append((mod, bytes(pbuf), tuple(gs), tuple(ls or (1, 1, 1))))
      mod._program(mod._entry(mod.entries[0]))  # decode outside the timing
    self.last = bufs[0]
  def arr(self, b) -> np.ndarray:
    if b not in self.arrays:
      buf = b.buffer
      a = self.arrays[b] = np.zeros(max(buf.nbytes, 16), np.uint8)
      if buf.is_allocated(): a[:buf.nbytes] = np.frombuffer(buf.as_memoryview(), np.uint8)
      self.mem.map(a.ctypes.data, a.nbytes)
    return self.arrays[b]
  def run(self) -> int: return sum(mod.run(mod.entries[0], pb, gs, ls, self.mem) for mod, pb, gs, ls in self.launches)
  def output(self) -> np.ndarray:
    b = self.last.buffer
    return self.arrays[self.last][:b.nbytes].view(_to_np_dtype(b.dtype))

def main() -> None:
  ap = args_parser(__doc__)
  ap.set_defaults(runs=3)
  args = ap.parse_args()
  res: dict = {"bench": "ptx_executor", "device": device_label(), "runs": args.runs, "kernels": {}}
  if not args.json: print(f"PTX executor (sm_80 PTX from our renderer) vs the CPU device, median of {args.runs} warm runs")
  total_ms = total_work = 0.0
  with Context(DEV="CPU"):
    for name, make in KERNELS.items():
      out = make()
      st = time.perf_counter()
      pr = PTXRun(out)
      setup_ms = (time.perf_counter() - st) * 1e3
      work = pr.run()
      ms = median_s(pr.run, args.runs, warmup=0) * 1e3
      cpu = tg_bench(lambda: out, args.runs)  # noqa: B023
      check(name, pr.output().astype(np.float32), cpu.output().astype(np.float32).ravel(), 2e-2, 2e-2)
      r = res["kernels"][name] = {"ptx_ms": ms, "cpu_ms": cpu.kernel_ms, "vs_cpu": ratio(cpu.kernel_ms, ms), "thread_instructions": work,
                                  "instructions_per_s": work / (ms * 1e-3), "setup_ms": setup_ms, "launches": len(pr.launches)}
      total_ms += ms
      total_work += work
      if not args.json:
        print(row(name, ms) + f"  {r['instructions_per_s'] / 1e6:7.1f} M thread-ins/s  cpu {cpu.kernel_ms:8.3f} ms"
              f" (executor {ms / cpu.kernel_ms:7.0f}x slower)  render+parse+decode {setup_ms:4.0f} ms")
  res["total_ms"], res["instructions_per_s"] = total_ms, total_work / (total_ms * 1e-3)
  if not args.json: print(f"  total {total_ms:.1f} ms, {res['instructions_per_s'] / 1e6:.1f} M thread-instructions/s")
  emit(res, args.json)

if __name__ == "__main__": main()
