"""Edge sweep, reference half: torch's values and gradients of every unary op and activation at 33 edge points, float32 and float64,
written as JSON. Run with a Python that has torch (not a tg dependency):  python edge_sweep_torch.py ref.json
then compare with tg:  uv run python packages/tg-core/tools/edge_sweep_tg.py ref.json CPU:LLVM"""
import json, math, sys
import numpy as np, torch
X = [0.0, -0.0, 1e-3, -1e-3, 1e-7, -1e-7, 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 6.0, 10.0, -10.0, 20.0, -20.0, 50.0, -50.0, 88.0, -88.0,
     100.0, 1e10, -1e10, 1e30, -1e30, math.inf, -math.inf, math.nan, 1e-40, -1e-40]
UN = ["relu", "leaky_relu", "gelu", "silu", "mish", "softsign", "hardswish", "hardsigmoid", "hardtanh", "relu6", "celu", "selu", "elu", "softplus",
      "logsigmoid", "sigmoid", "tanh", "erf", "abs", "sign", "sqrt", "rsqrt", "log", "log2", "exp", "exp2", "sin", "cos", "tan", "asin", "acos",
      "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "square", "reciprocal", "trunc", "floor", "ceil", "round", "neg"]
F = torch.nn.functional
def tfn(name):
  funcs = ("leaky_relu", "gelu", "silu", "mish", "softsign", "hardswish", "hardsigmoid", "hardtanh", "relu6", "celu", "selu", "elu", "softplus",
           "logsigmoid", "relu")
  return getattr(F, name) if name in funcs else getattr(torch, name, None)
out = {}
for dt in ["float32", "float64"]:
  for n in UN:
    x = torch.tensor(X, dtype=getattr(torch, dt), requires_grad=True)
    try:
      y = tfn(n)(x); y.sum().backward()
      out[f"{dt}:{n}"] = (y.detach().numpy().astype(np.float64).tolist(), x.grad.numpy().astype(np.float64).tolist())
    except Exception as e: out[f"{dt}:{n}"] = str(e)
with open(sys.argv[1], "w") as f: json.dump({"X": X, "out": out}, f)
print(f"{len(out)} op/dtype references written to {sys.argv[1]}")
