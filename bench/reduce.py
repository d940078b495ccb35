"""Reduce bench: sum and max over 16M float32 through the Tensor API, beside numpy (and torch CPU when importable) in the
same run. Target (issue 6): >= 0.8x numpy for each.

  uv run python bench/reduce.py [--n N] [--runs R] [--json]        (DEV=CPU:CLANG for the C renderer)
"""
from harness import (TgRun, args_parser, check, device_label, emit, interleaved, machine_line, of_peak, peak, peak_line, print_kernels, ratio,
                     row, try_torch)
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
  pk = peak(args.remeasure_peak)
  if not args.json: print(f"reduce over {args.n} float32 on {res['device']}; interleaved, median of {args.runs}")
  for name in ("sum", "max"):
    tg = TgRun.build(getattr(ta, name)()).time(1)
    check(name, tg.output(), np.array(getattr(a.astype(np.float64), name)(), np.float32), 1e-4, 1e-4)
    contenders: dict = {"tinygrad": tg.run_once, "numpy": getattr(a, name)}
    if xa is not None: contenders["torch"] = getattr(xa, name)
    t = interleaved(contenders, args.runs)
    tg_ms, numpy_ms, torch_ms = t["tinygrad"].median_ms, t["numpy"].median_ms, t["torch"].median_ms if "torch" in t else None
    r = res["ops"][name] = {"tinygrad_ms": tg_ms, "numpy_ms": numpy_ms, "torch_ms": torch_ms, "vs_numpy": ratio(numpy_ms, tg_ms),
                            "vs_torch": ratio(torch_ms, tg_ms), "gb_per_s": 4 * args.n / 1e9 / (tg_ms * 1e-3),
                            "min_ms": {k: v.min_ms for k, v in t.items()},
                            "kernels": tg.kernels(), "compile_ms": tg.compile_ms}
    r["met"] = r["vs_numpy"] >= TARGET
    if not args.json:
      print(row(f"tinygrad {name}", tg_ms, args.n, TARGET, r["vs_numpy"]) + f"  {r['gb_per_s']:.1f} GB/s, {of_peak(pk, tg_ms, nbytes=4 * args.n)}")
      print_kernels(tg.kernels())
      print(row(f"numpy {name}", numpy_ms, args.n))
      if torch_ms is not None: print(row(f"torch {name}", torch_ms, args.n) + f"  tinygrad {r['vs_torch']:.2f}x torch")
  if not args.json: print(peak_line(pk) + "\n" + machine_line())
  emit(res, args.json)

if __name__ == "__main__": main()
