"""Fused against unfused schedules of the same workload, in one process: attention (q @ k^T, softmax, @ v), softmax and
layernorm, each scheduled with FUSE_BROADCAST_REDUCE=2 (softmax and layernorm one kernel, attention two), 1 (the default:
attention three) and 0 (upstream's rule: a reduce broadcast back over its data gets its own kernel), checked against numpy in
float64, then timed interleaved round by round (wall clock, median of N; the load average printed). The ratios are unfused / fused
and unfused / default: > 1 means the fused schedule is faster.

  uv run python bench/fused.py [--runs R] [--json] [--only attention|softmax|layernorm] [--causal]   (CPU_COUNT=1: one thread)
"""
from harness import TgRun, args_parser, check, device_label, emit, interleaved, machine_line, np_layernorm, np_softmax, print_kernels
import numpy as np
from tinygrad import Context, Tensor

ATTENTION = [(8, 512, 64), (1, 12, 128, 64), (4, 16, 1024, 64)]
NORMS = [(2048, 2048)]

def workloads(only: str | None, causal: bool = False) -> list[tuple[str, list[np.ndarray], object, object]]:
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
  return [w for w in out if only is None or w[0].startswith(only)]

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--only", default=None, help="workloads whose name starts with this")
  ap.add_argument("--causal", action="store_true", help="attention with a causal mask")
  args = ap.parse_args()
  res: dict = {"bench": "fused", "device": device_label(), "runs": args.runs, "workloads": {}}
  if not args.json: print(f"FUSE_BROADCAST_REDUCE=2 (fused), 1 (default), 0 (unfused) on {res['device']}; interleaved, median of {args.runs}")
  for name, arrays, fn, ref in workloads(args.only, args.causal):
    tensors = [Tensor(a).realize() for a in arrays]
    runs = {}
    for label, lvl in (("unfused", 0), ("default", 1), ("fused", 2)):
      with Context(FUSE_BROADCAST_REDUCE=lvl): runs[label] = TgRun.build(fn(*tensors)).time(1)
      check(f"{label} {name}", runs[label].output(), ref, 1e-3, 1e-4)
    t = interleaved({k: v.run_once for k, v in runs.items()}, args.runs)
    r = res["workloads"][name] = {"unfused_ms": t["unfused"].median_ms, "fused_ms": t["fused"].median_ms,
                                  "default_ms": t["default"].median_ms, "unfused_over_default": t["unfused"].median_ms / t["default"].median_ms,
                                  "unfused_over_fused": t["unfused"].median_ms / t["fused"].median_ms,
                                  "compile_ms": {k: v.compile_ms for k, v in runs.items()},
                                  "kernels": {k: v.kernels() for k, v in runs.items()}}
    if not args.json:
      print(f"  {name:28s} unfused {r['unfused_ms']:8.2f} ms ({len(runs['unfused'].items)} kernels)  fused {r['fused_ms']:8.2f} ms "
            f"({len(runs['fused'].items)} kernels)  default {r['default_ms']:8.2f} ms ({len(runs['default'].items)} kernels)  "
            f"unfused/fused {r['unfused_over_fused']:.2f}x  unfused/default {r['unfused_over_default']:.2f}x")
      for k, v in runs.items():
        print(f"    {k}:")
        print_kernels(v.kernels())
  if not args.json: print(machine_line())
  emit(res, args.json)

if __name__ == "__main__": main()
