"""Conv bench: conv2d 3x3, padding 1, N=8, C_in=C_out=64, H=W=56 float32 through the Tensor API, beside torch CPU (when
importable) and a numpy peer (im2col with sliding_window_view, then one BLAS matmul) in the same run.
Target (issue 6): >= torch CPU's speed (1.0x torch).

  uv run python bench/conv.py [--n 8] [--c 64] [--hw 56] [--runs R] [--json]        (DEV=CPU:CLANG for the C renderer)
"""
from harness import args_parser, check, device_label, emit, median_s, print_kernels, ratio, row, tg_bench, try_torch
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
  tg = tg_bench(lambda: tx.conv2d(tw, padding=1), args.runs)
  check("conv2d", tg.output(), want, 1e-3, 1e-3)
  numpy_ms = median_s(lambda: im2col_conv(x, w), args.runs) * 1e3
  torch_ms = None
  if (torch := try_torch()) is not None:
    xx, xw = torch.from_numpy(x), torch.from_numpy(w)
    with torch.inference_mode():
      np.testing.assert_allclose(torch.nn.functional.conv2d(xx, xw, padding=1).numpy(), want, rtol=1e-3, atol=1e-3)
      torch_ms = median_s(lambda: torch.nn.functional.conv2d(xx, xw, padding=1), args.runs) * 1e3
  flops = 2 * args.n * args.c * args.c * 9 * args.hw * args.hw
  res = {"bench": "conv2d 3x3", "device": device_label(), "shape": [args.n, args.c, args.hw, args.hw], "runs": args.runs,
         "tinygrad_ms": tg.kernel_ms, "numpy_im2col_ms": numpy_ms, "torch_ms": torch_ms, "vs_torch": ratio(torch_ms, tg.kernel_ms),
         "vs_numpy_im2col": ratio(numpy_ms, tg.kernel_ms), "target_vs_torch": TARGET, "gflops": flops / (tg.kernel_ms * 1e-3) / 1e9,
         "kernels": tg.kernels(), "compile_ms": tg.compile_ms}
  res["met"] = None if res["vs_torch"] is None else res["vs_torch"] >= TARGET
  if not args.json:
    print(f"conv2d 3x3 pad 1, x {tuple(x.shape)}, w {tuple(w.shape)} on {res['device']}, median of {args.runs} warm runs")
    print(row("tinygrad", tg.kernel_ms, flops, TARGET if torch_ms else None, res["vs_torch"]) + ("  (vs torch)" if torch_ms else ""))
    print_kernels(tg.kernels())
    if torch_ms is not None: print(row("torch conv2d", torch_ms, flops))
    else: print("  torch                              not importable: no torch column (target is vs torch)")
    print(row("numpy im2col + sgemm", numpy_ms, flops) + f"  tinygrad {res['vs_numpy_im2col']:.2f}x numpy")
  emit(res, args.json)

if __name__ == "__main__": main()
