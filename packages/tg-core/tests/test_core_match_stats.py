"""PRINT_MATCH_STATS=1 counts every rewrite rule's matches and prints the table at exit (issue 37)."""
import os, subprocess, sys
from tinygrad.dtype import dtypes
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.uop import rewrite as rw
from tinygrad.uop.ops import PatternMatcher, UOp, UPat, graph_rewrite

def test_counts_each_rule():
  # x * 1 -> x on a chain of k multiplies: exactly k matches of that rule, none of the other
  mul1 = (UPat(Ops.MUL, src=(UPat.var("x"), UPat.cvar("c"))), lambda x, c: x if c.arg == 1 else None)
  never = (UPat(Ops.SUB, name="s"), lambda s: None)
  pm = PatternMatcher([mul1, never])
  x = UOp.variable("x", 0, 10, dtypes.int)
  for k in (1, 2, 7):
    g = x
    for i in range(k): g = g * UOp.const(1, dtypes.int) + i
    rw.match_stats.clear()
    with Context(PRINT_MATCH_STATS=1): out = graph_rewrite(g, pm, name="strip mul1")
    assert Ops.MUL not in {u.op for u in out.toposort()}
    loc = mul1[0].location
    assert rw.match_stats[loc][0] == k and len(rw.match_stats) == 1, rw.match_stats
    assert rw.pass_stats["strip mul1"][1] >= k
  rw.match_stats.clear()
  with Context(PRINT_MATCH_STATS=0): graph_rewrite(x * UOp.const(1, dtypes.int), pm)
  assert not rw.match_stats, "counted with PRINT_MATCH_STATS off"

def test_printed_at_exit():
  env = {**os.environ, "PRINT_MATCH_STATS": "1", "CACHELEVEL": "0"}
  r = subprocess.run([sys.executable, "-c", "from tinygrad import Tensor; print((Tensor([1.0, 2.0, 3.0]) * 2).sum().item())"],
                     env=env, capture_output=True, text=True, timeout=120)
  assert r.returncode == 0, r.stderr[-500:]
  lines = r.stdout.splitlines()
  assert lines[0] == "12.0", r.stdout[:300]
  rows = lines[lines.index(next(ln for ln in lines if ln.split()[:2] == ["matches", "ms"])) + 1:]
  total = next(ln for ln in rows if "total over" in ln)
  counted = sum(int(ln.split()[0]) for ln in rows[:rows.index(total)])
  assert int(total.split()[0]) >= counted > 0 and "graph_rewrite" in r.stdout
