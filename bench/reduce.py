"""Reduce bench: sum and max over 16M float32 through the Tensor API, beside numpy (and torch CPU when importable) in the
same run. Target (issue 6): >= 0.8x numpy for each.

  uv run python bench/reduce.py [--n N] [--runs R] [--json]        (DEV=CPU:CLANG for the C renderer)
"""
from harness import args_parser, check, device_label, emit, median_s, print_kernels, ratio, row, tg_bench, try_torch
import numpy as np
from tinygrad import Tensor

TARGET = 0.8

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--n", type=int, default=16 * 1024 * 1024, help="elements reduced")
  args = ap.parse_args()
  a = np.random.default_rng(0).random(args.n, dtype=np.float32)
  ta, torch = Tensor(a).realize(), try_torch()
  xa = torch.from_numpy(a) if torch is not None else None
  res: dict = {"bench": "reduce", "device": device_label(), "n": args.n, "runs": args.runs, "target_vs_numpy": TARGET, "ops": {}}
  if not args.json: print(f"reduce over {args.n} float32 on {res['device']}, median of {args.runs} warm runs")
  for name in ("sum", "max"):
    tg = tg_bench(lambda: getattr(ta, name)(), args.runs)  # noqa: B023
    check(name, tg.output(), np.array(getattr(a.astype(np.float64), name)(), np.float32), 1e-4, 1e-4)
    numpy_ms = median_s(lambda: getattr(a, name)(), args.runs) * 1e3  # noqa: B023
    torch_ms = median_s(lambda: getattr(xa, name)(), args.runs) * 1e3 if xa is not None else None  # noqa: B023
    r = res["ops"][name] = {"tinygrad_ms": tg.kernel_ms, "numpy_ms": numpy_ms, "torch_ms": torch_ms, "vs_numpy": ratio(numpy_ms, tg.kernel_ms),
                            "vs_torch": ratio(torch_ms, tg.kernel_ms), "gb_per_s": 4 * args.n / 1e9 / (tg.kernel_ms * 1e-3),
                            "kernels": tg.kernels(), "compile_ms": tg.compile_ms}
    r["met"] = r["vs_numpy"] >= TARGET
    if not args.json:
      print(row(f"tinygrad {name}", tg.kernel_ms, args.n, TARGET, r["vs_numpy"]) + f"  {r['gb_per_s']:.1f} GB/s")
      print_kernels(tg.kernels())
      print(row(f"numpy {name}", numpy_ms, args.n))
      if torch_ms is not None: print(row(f"torch {name}", torch_ms, args.n) + f"  tinygrad {r['vs_torch']:.2f}x torch")
  emit(res, args.json)

if __name__ == "__main__": main()
