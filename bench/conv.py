"""Conv bench: conv2d 3x3, padding 1, N=8, C_in=C_out=64, H=W=56 float32 through the Tensor API, beside torch CPU (when
importable) and a numpy peer (im2col with sliding_window_view, then one BLAS matmul) in the same run.
Target (issue 6): >= torch CPU's speed (1.0x torch).

  uv run python bench/conv.py [--n 8] [--c 64] [--hw 56] [--runs R] [--json]        (DEV=CPU:CLANG for the C renderer)
"""
from harness import (TgRun, args_parser, check, device_label, emit, interleaved, machine_line, of_peak, peak, peak_line, print_kernels, ratio,
                     row, try_torch)
import numpy as np
from tinygrad import Tensor

TARGET = 1.0

def im2col_conv(x: np.ndarray, w: np.ndarray) -> np.ndarray:
  """3x3 same-padding conv as im2col + one sgemm: (N*H*W, C*9) @ (C*9, O), back to NCHW."""
  n, c, h, wd = x.shape
  cols = np.lib.stride_tricks.sliding_window_view(np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1))), (3, 3), axis=(2, 3))  # N,C,H,W,3,3
  cols = np.ascontiguousarray(cols.transpose(0, 2, 3, 1, 4, 5)).reshape(n * h * wd, c * 9)
  return np.ascontiguousarray((cols @ w.reshape(w.shape[0], -1).T).reshape(n, h, wd, -1).transpose(0, 3, 1, 2))

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--n", type=int, default=8)
  ap.add_argument("--c", type=int, default=64, help="input and output channels")
  ap.add_argument("--hw", type=int, default=56, help="height and width")
  args = ap.parse_args()
  rng = np.random.default_rng(0)
  x = rng.standard_normal((args.n, args.c, args.hw, args.hw), dtype=np.float32)
  w = (rng.standard_normal((args.c, args.c, 3, 3), dtype=np.float32) / np.sqrt(9 * args.c)).astype(np.float32)
  want = im2col_conv(x, w)
  tx, tw = Tensor(x).realize(), Tensor(w).realize()
  tg = TgRun.build(tx.conv2d(tw, padding=1)).time(1)
  check("conv2d", tg.output(), want, 1e-3, 1e-3)
  contenders: dict = {"tinygrad": tg.run_once, "numpy": lambda: im2col_conv(x, w)}
  if (torch := try_torch()) is not None:
    xx, xw = torch.from_numpy(x), torch.from_numpy(w)
    with torch.inference_mode(): np.testing.assert_allclose(torch.nn.functional.conv2d(xx, xw, padding=1).numpy(), want, rtol=1e-3, atol=1e-3)
    def torch_conv() -> None:
      with torch.inference_mode(): torch.nn.functional.conv2d(xx, xw, padding=1)
    contenders["torch"] = torch_conv
  t = interleaved(contenders, args.runs)
  tg_ms, numpy_ms, torch_ms = t["tinygrad"].median_ms, t["numpy"].median_ms, t["torch"].median_ms if "torch" in t else None
  flops = 2 * args.n * args.c * args.c * 9 * args.hw * args.hw
  res = {"bench": "conv2d 3x3", "device": device_label(), "shape": [args.n, args.c, args.hw, args.hw], "runs": args.runs,
         "tinygrad_ms": tg_ms, "numpy_im2col_ms": numpy_ms, "torch_ms": torch_ms, "vs_torch": ratio(torch_ms, tg_ms),
         "vs_numpy_im2col": ratio(numpy_ms, tg_ms), "target_vs_torch": TARGET, "gflops": flops / (tg_ms * 1e-3) / 1e9,
         "min_ms": {k: v.min_ms for k, v in t.items()},
         "kernels": tg.kernels(), "compile_ms": tg.compile_ms}
  res["met"] = None if res["vs_torch"] is None else res["vs_torch"] >= TARGET
  if not args.json:
    pk = peak(args.remeasure_peak)
    print(f"conv2d 3x3 pad 1, x {tuple(x.shape)}, w {tuple(w.shape)} on {res['device']}; interleaved, median of {args.runs}")
    print(row("tinygrad", tg_ms, flops, TARGET if torch_ms else None, res["vs_torch"]) + ("  (vs torch)" if torch_ms else "") +
          f"  {of_peak(pk, tg_ms, flops)}")
    print_kernels(tg.kernels())
    if torch_ms is not None: print(row("torch conv2d", torch_ms, flops))
    else: print("  torch                              not importable: no torch column (target is vs torch)")
    print(row("numpy im2col + sgemm", numpy_ms, flops) + f"  tinygrad {res['vs_numpy_im2col']:.2f}x numpy")
    print(peak_line(pk) + "\n" + machine_line())
  emit(res, args.json)

if __name__ == "__main__": main()
