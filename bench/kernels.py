"""Kernel counts of canonical graphs, side by side: upstream tinygrad (codegen.md section 10, measured on DEV=CPU), our default
(upstream's rule: a reduce broadcast back over its data gets its own kernel), ours with FUSE_BROADCAST_REDUCE=1 on CPU (such
a reduce fuses into the kernel that broadcasts it, where loops run in sequence) and with FUSE_BROADCAST_REDUCE=2 (also inside
another reduce: softmax's max in its sum, attention's softmax in @v). Nothing runs: only schedules are built.

  uv run python bench/kernels.py [--json] [--time] [--repeat N]

--time also runs each workload every way and reports the summed kernel time (best of N) of the fused schedules against the
default one: today output-level fusion is fewer kernels but slower (codegen leaves a hoisted reduce's loop scalar, unvectorised),
hence the default.
"""
import argparse, json, os
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

def kernel_ms(build, repeat: int = 5) -> float:
  """Summed kernel time of realizing the workload (compiled first), best of `repeat`."""
  best = float("inf")
  for _ in range(repeat + 1):
    ts = build()
    GlobalCounters.reset()
    with Context(PROFILE=1): ts[0].realize(*ts[1:])
    best = min(best, GlobalCounters.time_sum_s)
  return best * 1e3

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  ap.add_argument("--json", action="store_true", help="print the figures as JSON")
  ap.add_argument("--time", action="store_true", help="also time the kernels of ours against upstream's rule")
  ap.add_argument("--repeat", type=int, default=5, help="timed runs per workload and mode (the best counts)")
  args = ap.parse_args()
  rows = []
  for name, (build, upstream) in WORKLOADS.items():
    rows.append(r := {"workload": name, "upstream": upstream, "default": count(build)})
    for lvl in (1, 2):
      with Context(FUSE_BROADCAST_REDUCE=lvl): r[f"fused{lvl}"] = count(build)
    if args.time:
      r["default_ms"] = kernel_ms(build, args.repeat)
      for lvl in (1, 2):
        with Context(FUSE_BROADCAST_REDUCE=lvl): r[f"fused{lvl}_ms"] = kernel_ms(build, args.repeat)
  if args.json:
    print(json.dumps(rows, indent=2))
    return
  print(f"{'workload':34s} {'upstream':>8s} {'ours':>5s} {'FUSE=1':>7s} {'FUSE=2':>7s}" +
        (f" {'ours ms':>9s} {'FUSE=1 ms':>10s} {'FUSE=2 ms':>10s} {'time 1/ours':>11s} {'time 2/ours':>11s}" if args.time else ""))
  for r in rows:
    print(f"{r['workload']:34s} {r['upstream'] if r['upstream'] is not None else '-':>8} {r['default']:>5d} {r['fused1']:>7d} {r['fused2']:>7d}" +
          (f" {r['default_ms']:9.3f} {r['fused1_ms']:10.3f} {r['fused2_ms']:10.3f} {r['fused1_ms'] / r['default_ms']:11.2f} "
           f"{r['fused2_ms'] / r['default_ms']:11.2f}" if args.time else ""))
  total_ref = sum(r["upstream"] if r["upstream"] is not None else r["default"] for r in rows)
  print(f"{'total':34s} {total_ref:>8d} {sum(r['default'] for r in rows):>5d} {sum(r['fused1'] for r in rows):>7d} "
        f"{sum(r['fused2'] for r in rows):>7d}")
  if args.time:
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"times: summed kernel wall time, best of {args.repeat} per mode (modes run one after another, not interleaved: compare "
          f"the ratios, not the ms); load average {load} on {os.cpu_count()} cores")

if __name__ == "__main__": main()
