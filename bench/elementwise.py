"""Fused elementwise bench: a*b+c over 16M float32 through the Tensor API (one kernel), beside numpy (and torch CPU when
importable) in the same run. Target (issue 6): >= 2x numpy.

  uv run python bench/elementwise.py [--n N] [--runs R] [--json]        (DEV=CPU:CLANG for the C renderer)
"""
from harness import (TgRun, args_parser, check, device_label, emit, interleaved, machine_line, of_peak, peak, peak_line, print_kernels, ratio,
                     row, try_torch)
import numpy as np
from tinygrad import Tensor

TARGET = 2.0

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--n", type=int, default=16 * 1024 * 1024, help="elements in a, b, c")
  args = ap.parse_args()
  rng = np.random.default_rng(0)
  a, b, c = (rng.random(args.n, dtype=np.float32) for _ in range(3))
  ta, tb, tc = (Tensor(x).realize() for x in (a, b, c))
  tg = TgRun.build(ta * tb + tc).time(1)
  check("a*b+c", tg.output(), a * b + c, 1e-6, 1e-6)
  contenders: dict = {"tinygrad": tg.run_once, "numpy": lambda: a * b + c}
  if (torch := try_torch()) is not None:
    xa, xb, xc = (torch.from_numpy(x) for x in (a, b, c))
    contenders["torch"] = lambda: torch.addcmul(xc, xa, xb)
  t = interleaved(contenders, args.runs)
  tg_ms, numpy_ms, torch_ms = t["tinygrad"].median_ms, t["numpy"].median_ms, t["torch"].median_ms if "torch" in t else None
  flops, gb = 2 * args.n, 16 * args.n / 1e9
  res = {"bench": "elementwise a*b+c", "device": device_label(), "n": args.n, "runs": args.runs, "tinygrad_ms": tg_ms,
         "numpy_ms": numpy_ms, "torch_ms": torch_ms, "vs_numpy": ratio(numpy_ms, tg_ms), "vs_torch": ratio(torch_ms, tg_ms),
         "target_vs_numpy": TARGET, "gb_per_s": gb / (tg_ms * 1e-3),
         "min_ms": {k: v.min_ms for k, v in t.items()}, "kernels": tg.kernels(), "compile_ms": tg.compile_ms}
  res["met"] = res["vs_numpy"] >= TARGET
  if not args.json:
    pk = peak(args.remeasure_peak)
    print(f"a*b+c over {args.n} float32 on {res['device']}; interleaved, median of {args.runs}")
    print(row("tinygrad", tg_ms, flops, TARGET, res["vs_numpy"]) + f"  {res['gb_per_s']:.1f} GB/s, {of_peak(pk, tg_ms, nbytes=gb * 1e9)}")
    print_kernels(tg.kernels())
    print(row("numpy", numpy_ms, flops))
    if torch_ms is not None: print(row("torch (addcmul)", torch_ms, flops) + f"  tinygrad {res['vs_torch']:.2f}x torch")
    print(peak_line(pk) + "\n" + machine_line())
  emit(res, args.json)

if __name__ == "__main__": main()
