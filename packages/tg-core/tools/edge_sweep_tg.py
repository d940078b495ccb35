"""Edge sweep, tg half: compares tg's values and gradients with the reference edge_sweep_torch.py wrote, and prints every mismatch
beyond a few ulp (float32 3e-6, float64 1e-12 relative; gradients 10x that). torch is not always the right one: check a mismatch
against the float64 formula before calling it a bug.  uv run python packages/tg-core/tools/edge_sweep_tg.py ref.json [DEVICE]"""
import json, math, sys
import numpy as np
from tinygrad import Tensor, dtypes

SPECIAL = {"gelu": lambda t: t.gelu(approximate="none"), "neg": lambda t: -t, "selu": lambda t: t.selu(1.6732632423543772, 1.0507009873554805)}
SKIP_VAL = {("softplus", x) for x in (50.0, 88.0, 100.0, 1e10, 1e30)}  # torch's softplus returns x past its threshold of 20

def close(a: float, b: float, tol: float, tiny: float) -> bool:
  if math.isnan(a) and math.isnan(b): return True
  if math.isinf(a) or math.isinf(b): return a == b
  return abs(a - b) <= tol * max(abs(b), tiny) or abs(a - b) < tiny

def run(xs: list[float], dt: str, n: str, dev: str) -> tuple[np.ndarray, np.ndarray]:
  x = Tensor(xs, dtype=getattr(dtypes, dt), device=dev, requires_grad=True)
  y = SPECIAL[n](x) if n in SPECIAL else getattr(x, n)()
  y.sum().backward()
  assert x.grad is not None
  return y.numpy().astype(np.float64), x.grad.numpy().astype(np.float64)

def main() -> None:
  with open(sys.argv[1]) as f: ref = json.load(f)
  dev, xs, bad = sys.argv[2] if len(sys.argv) > 2 else "CPU:LLVM", ref["X"], 0
  for key, want in ref["out"].items():
    dt, n = key.split(":")
    if isinstance(want, str): print("torch fails", key, want[:60]); continue
    try: v, g = run(xs, dt, n, dev)
    except Exception as e: print("tg fails", key, type(e).__name__, str(e)[:80]); bad += 1; continue
    tol, tiny = (3e-6, 1e-37) if dt == "float32" else (1e-12, 1e-300)
    for i, x in enumerate(xs):
      if (n, x) not in SKIP_VAL and not close(v[i], want[0][i], tol, tiny):
        print(f"VALUE {dev} {key} x={x!r}: tg {v[i]!r} torch {want[0][i]!r}"); bad += 1
      if not close(g[i], want[1][i], tol * 10, tiny): print(f"GRAD  {dev} {key} x={x!r}: tg {g[i]!r} torch {want[1][i]!r}"); bad += 1
  print(dev, "mismatches:", bad)

if __name__ == "__main__": main()
