"""Kernel counts of canonical graphs, side by side: upstream tinygrad (codegen.md section 10, measured on DEV=CPU), ours with
FUSE_BROADCAST_REDUCE=0 (upstream's rule: a reduce broadcast back over its data gets its own kernel), our default (=1: on CPU
such a reduce fuses into the kernel that broadcasts it wherever no work is redone: softmax and layernorm in one kernel; where
an enclosing reduce would redo it per output column, as attention's softmax inside @v, the probabilities get one kernel
instead) and =2 (hoisted inside such reduces too: attention in two kernels; on CPU its P@v tile spans all of v's columns, so the
exp runs once per element).
Nothing runs unless --time: only schedules are built.

  uv run python bench/kernels.py [--json] [--time] [--runs N] [--cpu-time] [--block]

--time runs each workload every way in one process, in alternating blocks of back-to-back calls (harness.interleaved), and prints the median
time of each mode and its ratio to FUSE=0 (< 1: faster than upstream's rule). --block lists the transformer block's kernels.
"""
from harness import TgRun, args_parser, emit, interleaved, machine_line  # first: it sets the thread counts before numpy loads
from typing import Any
import numpy as np
from tinygrad import Tensor, nn
from tinygrad.engine.realize import lower_and_compile
from tinygrad.helpers import Context
from tinygrad.nn.state import get_parameters
from tinygrad.schedule.describe import describe

LEVELS = (0, 1, 2)

def R(*shape: int) -> Tensor: return Tensor(np.random.default_rng(0).random(shape, dtype=np.float32) - 0.5, device="CPU").realize()

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

def transformer_block(d: int = 256, heads: int = 4, seq: int = 32, ff: int = 1024) -> tuple[Tensor, ...]:
  """A post-norm encoder block (upstream's extra/models/transformer.py layout, eval mode): q, k, v and output projections,
  attention, residual + layernorm with affine, a relu MLP, residual + layernorm with affine."""
  x = R(1, seq, d)
  q, k, v, o = ((R(d, d), R(d)) for _ in range(4))
  f1, f2, ln1, ln2 = (R(d, ff), R(ff)), (R(ff, d), R(d)), (R(d), R(d)), (R(d), R(d))
  qh, kh, vh = (x.linear(*w).reshape(1, seq, heads, d // heads).transpose(1, 2) for w in (q, k, v))
  h = (x + qh.scaled_dot_product_attention(kh, vh).transpose(1, 2).reshape(1, seq, d).linear(*o)).layernorm().linear(*ln1)
  return ((h + h.linear(*f1).relu().linear(*f2)).layernorm().linear(*ln2),)

# name -> (graph, upstream's count from the spec or the issue, or None when there is no figure)
WORKLOADS = {
  "elementwise chain of 10": (chain, 1),
  "matmul + bias + relu": (lambda: ((R(64, 64) @ R(64, 64) + R(64)).relu(),), 1),
  "softmax": (lambda: (R(64, 128).softmax(-1),), 3),
  "log_softmax": (lambda: (R(64, 128).log_softmax(-1),), 3),
  "layernorm": (lambda: (R(64, 128).layernorm(),), 3),
  "var": (lambda: (R(64, 128).var(-1),), 2),
  "conv2d": (lambda: (R(2, 3, 16, 16).conv2d(R(8, 3, 3, 3)),), 1),
  "attention (q@k^T, softmax, @v)": (lambda: (R(2, 8, 64, 32).scaled_dot_product_attention(R(2, 8, 64, 32), R(2, 8, 64, 32)),), 4),
  "causal attention": (lambda: (R(2, 8, 64, 32).scaled_dot_product_attention(R(2, 8, 64, 32), R(2, 8, 64, 32), is_causal=True),), 4),
  "layernorm into a matmul": (lambda: (R(64, 128).layernorm() @ R(128, 128),), None),
  "x.sum(-1, keepdim) + x": (lambda: ((x := R(64, 128)).sum(-1, keepdim=True) + x,), 2),
  "two independent outputs": (lambda: ((x := R(64, 128)) + 1, x * 2), 2),
  "MLP training step (SGD update)": (mlp_step, None),
  "transformer block (d=256, seq 32)": (transformer_block, 12),
}

def schedule(build, level: int):
  with Context(FUSE_BROADCAST_REDUCE=level):
    ts = build()
    return ts[0].schedule_linear(*ts[1:])

def times(build, runs: int) -> dict[int, float]:
  """Median ms of each level's kernels (compiled first), the levels' blocks of calls alternating (harness.interleaved)."""
  tg = {lvl: TgRun(lower_and_compile(schedule(build, lvl)), 0.0) for lvl in LEVELS}
  t = interleaved({str(lvl): r.run_once for lvl, r in tg.items()}, runs)
  return {lvl: t[str(lvl)].median_ms for lvl in LEVELS}

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--time", action="store_true", help="also time every mode, interleaved")
  ap.add_argument("--block", action="store_true", help="list the transformer block's kernels in each mode")
  args = ap.parse_args()
  rows: list[dict[str, Any]] = []
  for name, (build, upstream) in WORKLOADS.items():
    r: dict[str, Any] = {"workload": name, "upstream": upstream, **{f"fuse{lvl}": len(schedule(build, lvl).src) for lvl in LEVELS}}
    rows.append(r)
    if args.time: r.update({f"fuse{lvl}_ms": ms for lvl, ms in times(build, args.runs).items()})
  if args.json: return emit({"bench": "kernels", "rows": rows}, True)
  print(f"{'workload':34s} {'upstream':>8s} {'FUSE=0':>7s} {'default':>7s} {'FUSE=2':>7s}" +
        (f" {'FUSE=0 ms':>10s} {'default ms':>10s} {'FUSE=2 ms':>10s} {'dflt/0':>7s} {'2/0':>7s}" if args.time else ""))
  for r in rows:
    print(f"{r['workload']:34s} {r['upstream'] if r['upstream'] is not None else '-':>8} {r['fuse0']:>7d} {r['fuse1']:>7d} {r['fuse2']:>7d}" +
          (f" {r['fuse0_ms']:10.3f} {r['fuse1_ms']:10.3f} {r['fuse2_ms']:10.3f} {r['fuse1_ms'] / r['fuse0_ms']:7.2f} "
           f"{r['fuse2_ms'] / r['fuse0_ms']:7.2f}" if args.time else ""))
  total_ref = sum(r["upstream"] if r["upstream"] is not None else r["fuse0"] for r in rows)
  print(f"{'total':34s} {total_ref:>8d} " + " ".join(f"{sum(r[f'fuse{lvl}'] for r in rows):>7d}" for lvl in LEVELS))
  if args.time: print(f"times: median of {args.runs} per mode, modes in alternating blocks in one process (harness.interleaved)\n{machine_line()}")
  if args.block:
    for lvl in LEVELS: print(f"transformer block, FUSE_BROADCAST_REDUCE={lvl}:\n{describe(schedule(transformer_block, lvl))}")

if __name__ == "__main__": main()
