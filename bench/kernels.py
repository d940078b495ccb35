"""Kernel counts of canonical graphs, side by side: upstream tinygrad (codegen.md section 10, measured on DEV=CPU), our default
(upstream's rule: a reduce broadcast back over its data gets its own kernel), and ours with FUSE_BROADCAST_REDUCE=1 on CPU (such
a reduce fuses into the kernel that broadcasts it, where loops run in sequence). Nothing runs: only schedules are built.

  uv run python bench/kernels.py [--json] [--time]

--time also runs each workload both ways and reports the summed kernel time (best of 5) of the fused schedule against the
default one: today the fused kernels are fewer but slower (codegen leaves a hoisted reduce's loop scalar), hence the default.
"""
import argparse, json
import numpy as np
from tinygrad import Tensor, nn
from tinygrad.helpers import Context, GlobalCounters
from tinygrad.nn.state import get_parameters

def R(*shape: int) -> Tensor: return Tensor(np.random.default_rng(0).random(shape, dtype=np.float32), device="CPU").realize()

def mlp_step() -> tuple[Tensor, ...]:
  """The optimizer step of a 2-layer MLP (16-32-4) with SGD after loss.backward(): the kernels opt.step() realizes."""
  l1, l2 = nn.Linear(16, 32), nn.Linear(32, 4)
  for p in get_parameters([l1, l2]): p.realize()
  opt = nn.optim.SGD(get_parameters([l1, l2]), lr=0.1)
  x, y = R(8, 16), Tensor(np.arange(8) % 4).realize()
  with Context(TRAINING=1):
    opt.zero_grad()
    l2(l1(x).relu()).sparse_categorical_crossentropy(y).backward()
    return tuple(opt.schedule_step())

def chain() -> tuple[Tensor, ...]:
  c = R(64, 64)
  for _ in range(10): c = c * 1.01 + 0.5
  return (c,)

# name -> (graph, upstream's count from the spec or None when the spec has no figure)
WORKLOADS = {
  "elementwise chain of 10": (chain, 1),
  "matmul + bias + relu": (lambda: ((R(64, 64) @ R(64, 64) + R(64)).relu(),), 1),
  "softmax": (lambda: (R(64, 128).softmax(-1),), 3),
  "log_softmax": (lambda: (R(64, 128).log_softmax(-1),), 3),
  "layernorm": (lambda: (R(64, 128).layernorm(),), 3),
  "var": (lambda: (R(64, 128).var(-1),), 2),
  "conv2d": (lambda: (R(2, 3, 16, 16).conv2d(R(8, 3, 3, 3)),), 1),
  "attention (q@k^T, softmax, @v)": (lambda: (R(2, 8, 64, 32).scaled_dot_product_attention(R(2, 8, 64, 32), R(2, 8, 64, 32)),), 4),
  "x.sum(-1, keepdim) + x": (lambda: ((x := R(64, 128)).sum(-1, keepdim=True) + x,), 2),
  "two independent outputs": (lambda: ((x := R(64, 128)) + 1, x * 2), 2),
  "MLP training step (SGD update)": (mlp_step, None),
}

def count(build) -> int:
  ts = build()
  return len(ts[0].schedule_linear(*ts[1:]).src)

def kernel_ms(build) -> float:
  """Summed kernel time of realizing the workload (compiled first), best of 5."""
  best = float("inf")
  for _ in range(6):
    ts = build()
    GlobalCounters.reset()
    with Context(PROFILE=1): ts[0].realize(*ts[1:])
    best = min(best, GlobalCounters.time_sum_s)
  return best * 1e3

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  ap.add_argument("--json", action="store_true", help="print the figures as JSON")
  ap.add_argument("--time", action="store_true", help="also time the kernels of ours against upstream's rule")
  args = ap.parse_args()
  rows = []
  for name, (build, upstream) in WORKLOADS.items():
    with Context(FUSE_BROADCAST_REDUCE=1): fused = count(build)
    rows.append({"workload": name, "upstream": upstream, "default": count(build), "fused": fused})
    if args.time:
      rows[-1]["default_ms"] = kernel_ms(build)
      with Context(FUSE_BROADCAST_REDUCE=1): rows[-1]["fused_ms"] = kernel_ms(build)
  if args.json:
    print(json.dumps(rows, indent=2))
    return
  print(f"{'workload':34s} {'upstream':>8s} {'ours':>5s} {'fused (CPU)':>11s} {'fused/upstream':>14s}" +
        (f" {'ours ms':>9s} {'fused ms':>9s} {'time ratio':>10s}" if args.time else ""))
  for r in rows:
    ref = r["upstream"] if r["upstream"] is not None else r["default"]
    print(f"{r['workload']:34s} {r['upstream'] if r['upstream'] is not None else '-':>8} {r['default']:>5d} {r['fused']:>11d} "
          f"{r['fused'] / ref:>14.2f}" + (f" {r['default_ms']:9.3f} {r['fused_ms']:9.3f} {r['fused_ms'] / r['default_ms']:10.2f}"
                                         if args.time else ""))
  total_ref = sum(r["upstream"] if r["upstream"] is not None else r["default"] for r in rows)
  print(f"{'total':34s} {total_ref:>8d} {sum(r['default'] for r in rows):>5d} {sum(r['fused'] for r in rows):>11d} "
        f"{sum(r['fused'] for r in rows) / total_ref:>14.2f}")

if __name__ == "__main__": main()
