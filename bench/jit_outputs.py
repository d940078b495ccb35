"""TinyJit hand-off bench: 1000 replays of a tiny jitted function ((x * 2 + y).relu() on 16 floats), in the four loop shapes
user code has: outputs dropped at once, `o = f(x)` (the last output alive during the next call), `f(x).numpy()`, and every
output kept in a list. Prints the best round's microseconds per call. --peer PATH loads another engine/jit.py (e.g. main's, from
`git show main:packages/tg-core/src/tinygrad/engine/jit.py > /tmp/jit_main.py`) and times it interleaved round by round, so
load hits both alike.

  uv run python bench/jit_outputs.py [--device CPU:LLVM] [--rounds 40] [--peer /tmp/jit_main.py]
"""
import argparse, importlib.util, sys, time
from collections.abc import Callable
from typing import Any
import numpy as np
from tinygrad import Tensor
from tinygrad.engine import jit

def drop(f: Any, xs: list[Tensor], y: Tensor) -> None:
  for i in range(1000): f(xs[i % 8], y)
def rebind(f: Any, xs: list[Tensor], y: Tensor) -> Any:
  o = None
  for i in range(1000): o = f(xs[i % 8], y)
  return o
def read(f: Any, xs: list[Tensor], y: Tensor) -> None:
  for i in range(1000): f(xs[i % 8], y).numpy()
def keep(f: Any, xs: list[Tensor], y: Tensor) -> list: return [f(xs[i % 8], y) for i in range(1000)]

LOOPS: dict[str, Callable[[Any, list[Tensor], Tensor], Any]] = {"drop": drop, "o = f(x)": rebind, "f(x).numpy()": read, "keep all": keep}

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  ap.add_argument("--device", default="CPU:LLVM")
  ap.add_argument("--rounds", type=int, default=40)
  ap.add_argument("--peer", help="another engine/jit.py to time against")
  a = ap.parse_args()
  mods = {"this": jit}
  if a.peer:
    spec = importlib.util.spec_from_file_location("jit_peer", a.peer)
    assert spec is not None and spec.loader is not None
    sys.modules["jit_peer"] = mods["peer"] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mods["peer"])
  xs = [Tensor(np.full(16, i, np.float32), device=a.device).realize() for i in range(8)]
  y = Tensor(np.ones(16, np.float32), device=a.device).realize()
  fs = {}
  for name, m in mods.items():
    fs[name] = m.TinyJit(lambda x, y: (x * 2 + y).relu())
    for i in range(3): fs[name](xs[i], y)
  best: dict[tuple[str, str], float] = {}
  for _ in range(a.rounds):
    for name, f in fs.items():
      for lname, loop in LOOPS.items():
        st = time.perf_counter()
        loop(f, xs, y)
        best[(lname, name)] = min(best.get((lname, name), 1e9), (time.perf_counter() - st) * 1e3)  # ms per 1000 = us per call
  for lname in LOOPS: print(f"{a.device} {lname:14s} " + "  ".join(f"{n} {best[(lname, n)]:6.1f} us/call" for n in fs))

if __name__ == "__main__": main()
