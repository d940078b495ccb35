"""Fused against unfused schedules of the same workload, in one process: attention (q @ k^T, softmax, @ v), softmax,
layernorm and a layernorm feeding a matmul, each scheduled with FUSE_BROADCAST_REDUCE=2 (softmax and layernorm one kernel,
attention two, layernorm @ W one), 1 (the default: attention three, layernorm @ W two) and 0 (upstream's rule: a reduce broadcast
back over its data gets its own kernel), checked against numpy in float64, then timed by harness.interleaved (wall clock,
alternating blocks of back-to-back calls, median of N; the load average printed). The ratios are unfused / fused, unfused /
level 1 and level 1 / level 2: > 1 means the more fused schedule is faster.
Level 2 is not the default: it pays only where the consumer's register tile spans every output column, so nothing is redone.
Attention with head dim 64 gains 4-17% (its P @ v tile is 64 columns wide); with head dim 32 (0.89x) or 128 (0.59x) the tile
covers part of v's columns and the softmax's exp is redone per column tile; a layernorm fused into the matmul reading it redoes
its normalization per column tile in the inner loop (~1 op per multiply-add): 0.45-0.5x.

  uv run python bench/fused.py [--runs R] [--json] [--only attention|softmax|layernorm] [--causal]   (CPU_COUNT=1: one thread)
"""
from collections.abc import Callable
from harness import TgRun, args_parser, check, device_label, emit, interleaved, load_warning, machine_line, np_layernorm, np_softmax, print_kernels
import numpy as np
from tinygrad import Context, Tensor
from tinygrad.helpers import FUSE_BROADCAST_REDUCE

ATTENTION = [(8, 512, 64), (1, 12, 128, 64), (4, 16, 1024, 64), (8, 512, 32), (8, 512, 128)]  # head dims 64, 32, 128
NORMS = [(2048, 2048)]
LN_MATMUL = [(128, 768, 2304)]  # a pre-norm block's layernorm into its qkv projection (GPT-2 small's sizes)

def workloads(only: str | None, causal: bool = False) -> list[tuple[str, list[np.ndarray], Callable[..., Tensor], np.ndarray]]:
  rng = np.random.default_rng(0)
  out: list = []
  for shape in ATTENTION:
    q, k, v = (rng.standard_normal(shape, dtype=np.float32) for _ in range(3))
    s = q.astype(np.float64) @ np.swapaxes(k, -1, -2) / np.sqrt(shape[-1])
    if causal: s = np.where(np.tril(np.ones(s.shape[-2:], dtype=bool)), s, -np.inf)
    out.append((f"attention {'x'.join(map(str, shape))}{' causal' if causal else ''}", [q, k, v],
                lambda q, k, v: q.scaled_dot_product_attention(k, v, is_causal=causal), np_softmax(s) @ v))
  for shape in NORMS:
    x = rng.standard_normal(shape, dtype=np.float32)
    out.append((f"softmax {'x'.join(map(str, shape))}", [x], lambda x: x.softmax(-1), np_softmax(x.astype(np.float64))))
    out.append((f"layernorm {'x'.join(map(str, shape))}", [x], lambda x: x.layernorm(), np_layernorm(x.astype(np.float64))))
  for rows, dim, cols in LN_MATMUL:
    x, w = rng.standard_normal((rows, dim), dtype=np.float32), rng.standard_normal((dim, cols), dtype=np.float32) / np.sqrt(dim)
    out.append((f"layernorm {rows}x{dim} @ W {dim}x{cols}", [x, w], lambda x, w: x.layernorm() @ w, np_layernorm(x.astype(np.float64)) @ w))
  return [w for w in out if only is None or w[0].startswith(only)]

LEVELS = {"unfused": 0, "level1": 1, "fused": 2}  # FUSE_BROADCAST_REDUCE=0: upstream's kernels; 1: no redone work; 2: attention in 2

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--only", default=None, help="workloads whose name starts with this")
  ap.add_argument("--causal", action="store_true", help="attention with a causal mask")
  args = ap.parse_args()
  res: dict = {"bench": "fused", "device": device_label(), "runs": args.runs, "default_level": FUSE_BROADCAST_REDUCE.value, "workloads": {}}
  if not args.json:
    print(f"FUSE_BROADCAST_REDUCE=2 (fused), 1, 0 (unfused; the default here is {FUSE_BROADCAST_REDUCE.value}) on {res['device']}; "
          f"harness.interleaved, median of {args.runs} calls each")
  for name, arrays, fn, ref in workloads(args.only, args.causal):
    tensors = [Tensor(a).realize() for a in arrays]
    runs = {}
    for label, lvl in LEVELS.items():
      with Context(FUSE_BROADCAST_REDUCE=lvl): runs[label] = TgRun.build(fn(*tensors)).time(1)
      check(f"{label} {name}", runs[label].output(), ref, 1e-3, 1e-4)
    t = interleaved({k: v.run_once for k, v in runs.items()}, args.runs)
    ms = {k: v.median_ms for k, v in t.items()}
    r = res["workloads"][name] = {**{f"{k}_ms": v for k, v in ms.items()}, "unfused_over_fused": ms["unfused"] / ms["fused"],
                                  "unfused_over_level1": ms["unfused"] / ms["level1"], "level1_over_fused": ms["level1"] / ms["fused"],
                                  "kernel_counts": {k: len(v.items) for k, v in runs.items()}, "timing": {k: str(v) for k, v in t.items()},
                                  "compile_ms": {k: v.compile_ms for k, v in runs.items()}, "kernels": {k: v.kernels() for k, v in runs.items()}}
    if not args.json:
      print(f"  {name:32s} " + "  ".join(f"{k} {ms[k]:8.2f} ms ({len(runs[k].items)} kernels)" for k in LEVELS) +
            f"  unfused/fused {r['unfused_over_fused']:.2f}x  level1/fused {r['level1_over_fused']:.2f}x  "
            f"unfused/level1 {r['unfused_over_level1']:.2f}x")
      for k, v in runs.items():
        print(f"    {k}: {t[k]}")
        print_kernels(v.kernels())
      if (warn := load_warning(t)) is not None: print(warn)
  if not args.json: print(machine_line())
  emit(res, args.json)

if __name__ == "__main__": main()
