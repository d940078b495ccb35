"""Softmax and layernorm bench: float32 2048x2048 over the last axis through the Tensor API, beside numpy (a float32 formula)
and torch CPU (when importable), all timed interleaved in one process. Target (issue 20): >= 1.0x torch (numpy when torch is
not importable: then the ratio is against numpy, and says so). Beside the default (one kernel each: the row's reduces hoisted
into the kernel that writes the row) runs FUSE_BROADCAST_REDUCE=0, upstream's three kernels, as "tinygrad unfused".

  uv run python bench/norms.py [--rows 2048] [--cols 2048] [--runs R] [--json]        (DEV=CPU:CLANG for the C renderer)
"""
from harness import (TgRun, args_parser, check, device_label, emit, interleaved, machine_line, np_layernorm, np_softmax, of_peak, peak, peak_line,
                     print_kernels, ratio, row, try_torch)
import numpy as np
from tinygrad import Tensor
from tinygrad.helpers import Context

TARGET = 1.0

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--rows", type=int, default=2048)
  ap.add_argument("--cols", type=int, default=2048)
  args = ap.parse_args()
  x = np.random.default_rng(0).standard_normal((args.rows, args.cols), dtype=np.float32)
  tx, torch = Tensor(x).realize(), try_torch()
  xx = torch.from_numpy(x) if torch is not None else None
  pk, nbytes = peak(args.remeasure_peak), 2 * x.nbytes  # one read, one write: what a single fused pass must move
  res: dict = {"bench": "norms", "device": device_label(), "shape": list(x.shape), "runs": args.runs, "target": TARGET, "ops": {}}
  if not args.json: print(f"softmax and layernorm over {x.shape} float32 on {res['device']}; interleaved, median of {args.runs}")
  ops = {"softmax": (lambda: tx.softmax(-1), np_softmax, (lambda: torch.softmax(xx, -1)) if xx is not None else None),
         "layernorm": (lambda: tx.layernorm(), np_layernorm,
                       (lambda: torch.nn.functional.layer_norm(xx, (args.cols,))) if xx is not None else None)}
  for name, (tg_fn, np_fn, torch_fn) in ops.items():
    tg = TgRun.build(tg_fn()).time(1)
    with Context(FUSE_BROADCAST_REDUCE=0): unfused = TgRun.build(tg_fn()).time(1)
    for run in (tg, unfused): check(name, run.output(), np_fn(x.astype(np.float64)), 1e-4, 1e-5)
    contenders = {"tinygrad": tg.run_once, "tinygrad unfused": unfused.run_once, "numpy": lambda: np_fn(x)} | \
                 ({"torch": torch_fn} if torch_fn is not None else {})  # noqa: B023
    t = interleaved(contenders, args.runs)
    tg_ms = t["tinygrad"].median_ms
    peer = "torch" if "torch" in t else "numpy"
    r = res["ops"][name] = {**{f"{k}_ms": v.median_ms for k, v in t.items()}, **{f"{k}_min_ms": v.min_ms for k, v in t.items()},
                            "peer": peer, "vs_peer": ratio(t[peer].median_ms, tg_ms), "kernels": tg.kernels(),
                            "gb_per_s": nbytes / (tg_ms * 1e-3) / 1e9}
    r["met"] = r["vs_peer"] >= TARGET
    if not args.json:
      print(row(f"tinygrad {name} ({len(tg.items)} kernels)", tg_ms, None, TARGET, r["vs_peer"]) +
            f"  vs {peer}, {r['gb_per_s']:.1f} GB/s, {of_peak(pk, tg_ms, nbytes=nbytes)}")
      print_kernels(tg.kernels())
      for k in t:
        if k != "tinygrad": print(row(f"{k} {name}" + (f" ({len(unfused.items)} kernels)" if k == "tinygrad unfused" else ""), t[k].median_ms) +
                                  f"  tinygrad {ratio(t[k].median_ms, tg_ms):.2f}x {k}")
  if not args.json:
    if torch is None: print("  torch not importable: ratios are against numpy's float32 formula")
    print(peak_line(pk) + "\n" + machine_line())
  emit(res, args.json)

if __name__ == "__main__": main()
