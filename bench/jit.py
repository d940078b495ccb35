"""TinyJit bench: replay cost per kernel (a chain of N small kernels, replayed with graphs (JIT=1: batched launches), without
(JIT=2: one call at a time), and run eagerly with every kernel already compiled), the same for a chain whose kernels read a
KV-cache-like shrink by a bound Variable (a new value every replay, as a decode step's start_pos) against the same chain with
the shrink a constant, and the peak memory of a JIT'd MLP training step with the memory planner against NO_MEMORY_PLANNER=1, in the
same run.

  uv run python bench/jit.py [--json] [--kernels N] [--runs N]
"""
import argparse, json, time
import numpy as np
from tinygrad import Tensor, TinyJit, nn
from tinygrad.helpers import Context, GlobalCounters
from tinygrad.nn.state import get_parameters
from tinygrad.uop.ops import UOp

CACHE_LEN = 64

def kv_chain(n: int, cache: Tensor):
  def f(x: Tensor, pos: UOp | int) -> Tensor:
    for i in range(n): x = (x * 1.0001 + cache.shrink(((0, pos), (0, x.shape[0]))).sum(0) * 1e-3 + i).contiguous()
    return x
  return f

def kv_per_call_us(fn, x: np.ndarray, runs: int, symbolic: bool) -> float:
  """Best time of one call reading cache[:pos]: pos a Variable bound to 15, 16, 17 in turn (a new value every call, as a decode
  step's start_pos), or the constant 16 compiled into the kernels (the same work on average: the peer)."""
  var = UOp.variable("pos", 1, CACHE_LEN)
  def pos(r: int) -> UOp | int: return var.bind(15 + r % 3) if symbolic else 16
  for r in range(3): fn(Tensor(x), pos(r)).realize()
  best = float("inf")
  for r in range(runs):
    t = Tensor(x).realize()
    st = time.perf_counter()
    fn(t, pos(r)).realize()
    best = min(best, time.perf_counter() - st)
  return best * 1e6

def chain(n: int):
  def f(x: Tensor) -> Tensor:
    for i in range(n): x = (x * 1.0001 + i).contiguous()
    return x
  return f

def per_call_us(fn, x: np.ndarray, runs: int) -> float:
  for _ in range(3): fn(Tensor(x)).realize()  # compile, capture
  best = float("inf")
  for _ in range(runs):
    t = Tensor(x).realize()
    st = time.perf_counter()
    fn(t).realize()
    best = min(best, time.perf_counter() - st)
  return best * 1e6

def kernel_time_us(fn, x: np.ndarray) -> float:
  """The summed kernel time of one call (measured by the engine: DEBUG-independent)."""
  fn(Tensor(x)).realize()
  GlobalCounters.reset()
  with Context(PROFILE=1): fn(Tensor(x)).realize()
  return GlobalCounters.time_sum_s * 1e6

def train_peak(planner: bool) -> tuple[int, float]:
  """Bytes of every buffer a JIT'd 3-layer MLP training step touches on replay (weights, inputs, activations, gradients: what
  must be resident at the step's peak), and the final loss."""
  with Context(NO_MEMORY_PLANNER=int(not planner), TRAINING=1):
    rng = np.random.default_rng(0)
    layers = [nn.Linear(256, 512), nn.Linear(512, 512), nn.Linear(512, 10)]
    for p in get_parameters(layers): p.assign(Tensor(rng.random(p.shape, dtype=np.float32) * 0.1 - 0.05)).realize()
    opt = nn.optim.SGD(get_parameters(layers), lr=0.01)
    @TinyJit
    def step(x: Tensor, y: Tensor) -> Tensor:
      opt.zero_grad()
      h = x
      for i, l in enumerate(layers): h = l(h).relu() if i < len(layers) - 1 else l(h)
      loss = h.sparse_categorical_crossentropy(y)
      loss.backward()
      opt.step()
      return loss
    xs, ys = rng.random((5, 64, 256), dtype=np.float32), rng.integers(0, 10, (5, 64))
    loss = 0.0
    for i in range(5): loss = step(Tensor(xs[i]), Tensor(ys[i])).item()
    bases = {id(b.base): b.base for bufs in step.captured._bufs for b in bufs}
    return sum(b.nbytes for b in bases.values()), loss

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  ap.add_argument("--json", action="store_true", help="print the figures as JSON")
  ap.add_argument("--kernels", type=int, default=50, help="kernels in the replayed chain")
  ap.add_argument("--runs", type=int, default=20)
  args = ap.parse_args()
  x = np.random.default_rng(0).random(256, dtype=np.float32)
  f = chain(args.kernels)
  eager, jit = per_call_us(f, x, args.runs), per_call_us(TinyJit(f), x, args.runs)
  with Context(JIT=2): nograph = per_call_us(TinyJit(f), x, args.runs)
  ktime = kernel_time_us(f, x)
  cache = Tensor(np.random.default_rng(1).random((CACHE_LEN, 256), dtype=np.float32)).realize()
  kv = kv_chain(args.kernels, cache)
  kv_static, kv_sym = kv_per_call_us(TinyJit(kv), x, args.runs * 5, False), kv_per_call_us(TinyJit(kv), x, args.runs * 5, True)
  with Context(JIT=2): kv_sym_nograph = kv_per_call_us(TinyJit(kv), x, args.runs, True)
  peak_plan, loss_plan = train_peak(True)
  peak_none, loss_none = train_peak(False)
  res = {"kernels": args.kernels, "eager_us_per_kernel": eager / args.kernels, "jit_us_per_kernel": jit / args.kernels,
         "jit_nograph_us_per_kernel": nograph / args.kernels, "graph_speedup": nograph / jit,
         "kernel_time_us_per_kernel": ktime / args.kernels, "jit_speedup": eager / jit,
         "kv_static_us_per_kernel": kv_static / args.kernels, "kv_var_us_per_kernel": kv_sym / args.kernels,
         "kv_var_nograph_us_per_kernel": kv_sym_nograph / args.kernels, "kv_var_vs_static": kv_sym / kv_static,
         "train_peak_bytes_planner": peak_plan, "train_peak_bytes_no_planner": peak_none, "planner_ratio": peak_plan / max(peak_none, 1),
         "losses_match": abs(loss_plan - loss_none) < 1e-4}
  if args.json:
    print(json.dumps(res, indent=2))
    return
  print(f"chain of {args.kernels} kernels on 256 floats (best of {args.runs}):")
  print(f"  eager realize (compiled, cached) {res['eager_us_per_kernel']:9.1f} us/kernel")
  print(f"  TinyJit replay, JIT=2 (no graph) {res['jit_nograph_us_per_kernel']:9.1f} us/kernel")
  print(f"  TinyJit replay, graphs           {res['jit_us_per_kernel']:9.1f} us/kernel   ({res['jit_speedup']:.1f}x faster than eager, "
        f"{res['graph_speedup']:.1f}x faster than no graph)")
  print(f"  of which kernel time             {res['kernel_time_us_per_kernel']:9.1f} us/kernel")
  print(f"chain of {args.kernels} kernels each adding a sum over cache[:pos] of a ({CACHE_LEN}, 256) cache (best of {args.runs * 5}):")
  print(f"  TinyJit replay, pos=16 constant  {res['kv_static_us_per_kernel']:9.1f} us/kernel")
  print(f"  TinyJit replay, pos a Variable   {res['kv_var_us_per_kernel']:9.1f} us/kernel   ({res['kv_var_vs_static']:.2f}x the constant's time; "
        f"bound to 15, 16, 17 in turn)")
  print(f"  the same, JIT=2 (no graph)       {res['kv_var_nograph_us_per_kernel']:9.1f} us/kernel")
  print("JIT'd MLP training step 256-512-512-10, batch 64, SGD:")
  print(f"  peak memory with the planner     {peak_plan / 1e6:9.2f} MB")
  print(f"  peak memory NO_MEMORY_PLANNER=1  {peak_none / 1e6:9.2f} MB   (ratio {res['planner_ratio']:.2f}, losses match: {res['losses_match']})")

if __name__ == "__main__": main()
