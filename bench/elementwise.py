"""Fused elementwise bench: a*b+c over 16M float32 through the Tensor API (one kernel), beside numpy (and torch CPU when
importable) in the same run. Target (issue 6): >= 2x numpy.

  uv run python bench/elementwise.py [--n N] [--runs R] [--json]        (DEV=CPU:CLANG for the C renderer)
"""
from harness import args_parser, check, device_label, emit, median_s, print_kernels, ratio, row, tg_bench, try_torch
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
  tg = tg_bench(lambda: ta * tb + tc, args.runs)
  check("a*b+c", tg.output(), a * b + c, 1e-6, 1e-6)
  numpy_ms = median_s(lambda: a * b + c, args.runs) * 1e3
  torch_ms = None
  if (torch := try_torch()) is not None:
    xa, xb, xc = (torch.from_numpy(x) for x in (a, b, c))
    torch_ms = median_s(lambda: torch.addcmul(xc, xa, xb), args.runs) * 1e3
  flops, gb = 2 * args.n, 16 * args.n / 1e9
  res = {"bench": "elementwise a*b+c", "device": device_label(), "n": args.n, "runs": args.runs, "tinygrad_ms": tg.kernel_ms,
         "numpy_ms": numpy_ms, "torch_ms": torch_ms, "vs_numpy": ratio(numpy_ms, tg.kernel_ms), "vs_torch": ratio(torch_ms, tg.kernel_ms),
         "target_vs_numpy": TARGET, "gb_per_s": gb / (tg.kernel_ms * 1e-3), "kernels": tg.kernels(), "compile_ms": tg.compile_ms}
  res["met"] = res["vs_numpy"] >= TARGET
  if not args.json:
    print(f"a*b+c over {args.n} float32 on {res['device']}, median of {args.runs} warm runs")
    print(row("tinygrad", tg.kernel_ms, flops, TARGET, res["vs_numpy"]) + f"  {res['gb_per_s']:.1f} GB/s")
    print_kernels(tg.kernels())
    print(row("numpy", numpy_ms, flops))
    if torch_ms is not None: print(row("torch (addcmul)", torch_ms, flops) + f"  tinygrad {res['vs_torch']:.2f}x torch")
  emit(res, args.json)

if __name__ == "__main__": main()
