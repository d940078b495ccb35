"""Symbolic rewrite bench: a fixed, seeded corpus of integer index expressions over bounded Variables.

Prints expressions simplified per second and graph nodes rewritten per second by tinygrad's `symbolic` matcher, and, as the
peer in the same run, the same expressions through sympy's simplify (if sympy is importable) or else a plain Python
eval loop (parse + evaluate each expression's source), with the ratio.
"""
import argparse, gc, json, random, statistics, time
from typing import Any
from tinygrad.uop.ops import UOp, Variable, graph_rewrite
from tinygrad.uop.symbolic import symbolic

VARS = {"x": (0, 63), "y": (0, 15), "z": (1, 255), "w": (-8, 8)}
DIVS = [2, 3, 4, 8, 16, 5, -3]

class Expr:
  """One corpus entry, buildable both as a UOp and as Python source (the peer's input)."""
  def __init__(self, kind: str, *args: Any): self.kind, self.args = kind, args
  def uop(self, vs: dict[str, UOp]) -> UOp:
    k, a = self.kind, self.args
    if k == "var": return vs[a[0]]
    if k == "const": return UOp.const(a[0])
    l, r = a[0].uop(vs), a[1] if isinstance(a[1], int) else a[1].uop(vs)
    return {"add": lambda: l + r, "sub": lambda: l - r, "mul": lambda: l * r, "div": lambda: l // r, "mod": lambda: l % r,
            "max": lambda: l.maximum(r), "min": lambda: l.minimum(r), "lt": lambda: (l < r).where(l, r)}[k]()
  def py(self) -> str:
    k, a = self.kind, self.args
    if k in ("var", "const"): return str(a[0])
    l, r = a[0].py(), str(a[1]) if isinstance(a[1], int) else a[1].py()
    return {"add": f"({l}+{r})", "sub": f"({l}-{r})", "mul": f"({l}*{r})", "div": f"({l}//{r})", "mod": f"({l}%{r})",
            "max": f"max({l},{r})", "min": f"min({l},{r})", "lt": f"({l} if {l}<{r} else {r})"}[k]

def gen(r: random.Random, depth: int) -> Expr:
  if depth == 0 or r.random() < 0.15: return Expr("var", r.choice(sorted(VARS))) if r.random() < 0.75 else Expr("const", r.randint(-4, 12))
  k = r.choices(["add", "sub", "mul", "div", "mod", "max", "min", "lt"], [6, 2, 4, 3, 3, 1, 1, 1])[0]
  if k in ("mul", "div", "mod"): return Expr(k, gen(r, depth - 1), r.choice(DIVS))
  return Expr(k, gen(r, depth - 1), gen(r, depth - 1))

def corpus(n: int, seed: int) -> list[Expr]:
  r = random.Random(seed)
  return [gen(r, r.randint(2, 6)) for _ in range(n)]

def bench_tinygrad(exprs: list[Expr], reps: int) -> dict[str, float]:
  rates, node_rates, shrink = [], [], []
  for _ in range(reps):
    gc.collect()  # every rep starts from freshly built nodes: no bounds or results cached from the last one
    vs = {n: Variable(n, lo, hi) for n, (lo, hi) in VARS.items()}
    uops = [e.uop(vs) for e in exprs]
    nodes = sum(len(u.toposort()) for u in uops)
    st = time.perf_counter()
    outs = [graph_rewrite(u, symbolic) for u in uops]
    dt = time.perf_counter() - st
    rates.append(len(uops) / dt)
    node_rates.append(nodes / dt)
    shrink.append(sum(o.tree_size for o in outs) / sum(u.tree_size for u in uops))
    del vs, uops, outs
  return {"exprs_per_s": statistics.median(rates), "nodes_per_s": statistics.median(node_rates), "size_after_over_before": shrink[-1]}

def bench_sympy(exprs: list[Expr]) -> dict[str, Any]:
  import sympy
  syms = {n: sympy.Symbol(n, integer=True) for n in VARS}
  def to_sympy(e: Expr) -> Any:
    k, a = e.kind, e.args
    if k == "var": return syms[a[0]]
    if k == "const": return sympy.Integer(a[0])
    l, r = to_sympy(a[0]), sympy.Integer(a[1]) if isinstance(a[1], int) else to_sympy(a[1])
    return {"add": lambda: l + r, "sub": lambda: l - r, "mul": lambda: l * r, "div": lambda: sympy.floor(l / r), "mod": lambda: sympy.Mod(l, r),
            "max": lambda: sympy.Max(l, r), "min": lambda: sympy.Min(l, r), "lt": lambda: sympy.Piecewise((l, l < r), (r, True))}[k]()
  built = [to_sympy(e) for e in exprs]
  st = time.perf_counter()
  for s in built: sympy.simplify(s)
  return {"peer": f"sympy {sympy.__version__} simplify", "peer_exprs_per_s": len(built) / (time.perf_counter() - st), "peer_n": len(built)}

def bench_eval(exprs: list[Expr], reps: int) -> dict[str, Any]:
  r = random.Random(1)
  srcs = [e.py() for e in exprs]
  envs = [{n: r.randint(lo, hi) for n, (lo, hi) in VARS.items()} for _ in srcs]
  rates = []
  for _ in range(reps):
    st = time.perf_counter()
    for s, env in zip(srcs, envs): eval(s, {"max": max, "min": min}, env)
    rates.append(len(srcs) / (time.perf_counter() - st))
  return {"peer": "python eval (parse+evaluate)", "peer_exprs_per_s": statistics.median(rates), "peer_n": len(srcs)}

def main() -> None:
  p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  p.add_argument("--n", type=int, default=2000, help="corpus size")
  p.add_argument("--seed", type=int, default=1234)
  p.add_argument("--reps", type=int, default=3)
  p.add_argument("--sympy-n", type=int, default=200, help="how many corpus expressions sympy simplifies (it is slow)")
  p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
  args = p.parse_args()
  exprs = corpus(args.n, args.seed)
  res: dict[str, Any] = {"n": args.n, "seed": args.seed, **bench_tinygrad(exprs, args.reps)}
  try: res.update(bench_sympy(exprs[:args.sympy_n]))
  except ImportError: res.update(bench_eval(exprs, args.reps))
  res["ratio"] = res["exprs_per_s"] / res["peer_exprs_per_s"]
  if args.json: return print(json.dumps(res))
  print(f"corpus: {args.n} expressions (seed {args.seed}); simplified to {res['size_after_over_before']:.2f}x their tree size")
  print(f"tinygrad symbolic: {res['exprs_per_s']:10.0f} expressions/s  {res['nodes_per_s']:10.0f} nodes/s")
  print(f"peer, {res['peer']}: {res['peer_exprs_per_s']:10.0f} expressions/s  (on {res['peer_n']} expressions)")
  print(f"ratio tinygrad/peer: {res['ratio']:.3f}")

if __name__ == "__main__": main()
