"""Kernel counts of canonical graphs, side by side: upstream tinygrad (codegen.md section 10, measured on DEV=CPU), our scheduler
with upstream's rule (FUSE_BROADCAST_REDUCE=0: a reduce broadcast back gets its own kernel), and ours on CPU (a broadcast reduce
fuses where loops run in sequence). Nothing runs: only schedules are built.

  uv run python bench/kernels.py [--json]
"""
import argparse, json
import numpy as np
from tinygrad import Tensor, nn
from tinygrad.helpers import Context
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

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  ap.add_argument("--json", action="store_true", help="print the figures as JSON")
  args = ap.parse_args()
  rows = []
  for name, (build, upstream) in WORKLOADS.items():
    with Context(FUSE_BROADCAST_REDUCE=0): rule = count(build)
    ours = count(build)
    rows.append({"workload": name, "upstream": upstream, "upstream_rule": rule, "ours": ours})
  if args.json:
    print(json.dumps(rows, indent=2))
    return
  print(f"{'workload':34s} {'upstream':>8s} {'upstream rule':>13s} {'ours (CPU)':>10s} {'ours/upstream':>13s}")
  for r in rows:
    ref = r["upstream"] if r["upstream"] is not None else r["upstream_rule"]
    print(f"{r['workload']:34s} {r['upstream'] if r['upstream'] is not None else '-':>8} {r['upstream_rule']:>13d} {r['ours']:>10d} "
          f"{r['ours'] / ref:>13.2f}")
  total_ref = sum(r["upstream"] if r["upstream"] is not None else r["upstream_rule"] for r in rows)
  print(f"{'total':34s} {'':>8s} {sum(r['upstream_rule'] for r in rows):>13d} {sum(r['ours'] for r in rows):>10d} "
        f"{sum(r['ours'] for r in rows) / total_ref:>13.2f}")

if __name__ == "__main__": main()
