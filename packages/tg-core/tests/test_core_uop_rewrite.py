"""graph_rewrite: visiting order, fixed points, the step limit, walk/enter_calls, big graphs, and VIZ tracking records."""
import pytest
from tinygrad.dtype import dtypes
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.uop.ops import BottomUpGate, PatternMatcher, UOp, UPat, Variable, graph_rewrite, graph_rewrite_map
from tinygrad.uop import rewrite as rw

def chain(*names: str) -> UOp:
  """NOOP(names[0]) -> NOOP(names[1]) -> ... : each node's single source is the next one."""
  node = UOp(Ops.NOOP, arg=names[-1])
  for n in reversed(names[:-1]): node = UOp(Ops.NOOP, src=(node,), arg=n)
  return node

log_visits = PatternMatcher([(UPat(Ops.NOOP, name="x"), lambda ctx, x: ctx.append(x.arg) or None)])

def test_default_order_rewrites_sources_first():
  seen: list[str] = []
  graph_rewrite(chain("a", "b", "c"), log_visits, ctx=seen)
  assert seen == ["c", "b", "a"]

def test_bottom_up_matches_a_node_before_its_sources():
  seen: list[str] = []
  graph_rewrite(chain("a", "b", "c"), log_visits, ctx=seen, bottom_up=True)
  assert seen == ["a", "b", "c"]

def test_order_changes_the_result():
  # "cut" drops everything below a node tagged cut; top-down visits the sources first, so they are rewritten anyway
  renamed = PatternMatcher([(UPat(Ops.NOOP, arg="c", name="x"), lambda x: x.replace(arg="C")),
                            (UPat(Ops.NOOP, arg="b", name="x"), lambda x: UOp(Ops.NOOP, arg="cut"))])
  assert graph_rewrite(chain("a", "b", "c"), renamed) is chain("a", "cut")
  seen: list[str] = []
  out = graph_rewrite(chain("a", "b", "c"), renamed + log_visits, ctx=seen, bottom_up=True)
  assert out is chain("a", "cut") and "c" not in seen and "C" not in seen  # bottom-up replaced b before visiting c

def test_bottom_up_gate_stops_descent():
  def gate(ctx, x):
    ctx.append(x.arg)
    if x.arg == "b": raise BottomUpGate
  seen: list[str] = []
  out = graph_rewrite(chain("a", "b", "c"), PatternMatcher([(UPat(Ops.NOOP, name="x"), gate)]), ctx=seen, bottom_up=True)
  assert out is chain("a", "b", "c") and seen == ["a", "b"]

fold_add = PatternMatcher([(UPat(Ops.ADD, src=(UPat.cvar("x"), UPat.cvar("y"))), lambda x, y: UOp.const(x.arg + y.arg))])

def test_fixed_point():
  e = ((UOp.const(1) + UOp.const(2)) + UOp.const(3)) + UOp.const(4)
  assert graph_rewrite(e, fold_add) is UOp.const(10)
  assert graph_rewrite(e, fold_add, bottom_up=True) is UOp.const(10)  # a rebuilt node is matched again
  # a result is rewritten again: x*2 -> x+x -> (with x const) folded
  dbl = PatternMatcher([(UPat(Ops.MUL, src=(UPat.var("x"), UPat.const(2))), lambda x: x + x)]) + fold_add
  assert graph_rewrite(UOp.const(5) * 2, dbl) is UOp.const(10)

def test_stack_limit_raises_clear_error():
  grow = PatternMatcher([(UPat(Ops.ADD, src=(UPat.var("x"), UPat.cvar("c"))), lambda x, c: x + (c.arg + 1))])
  with Context(REWRITE_STACK_LIMIT=500):
    with pytest.raises(RuntimeError, match="REWRITE_STACK_LIMIT=500"): graph_rewrite(Variable("a", 0, 3) + 1, grow, name="grower")

def test_cycle_raises():
  flip = PatternMatcher([(UPat(Ops.NOOP, arg="x"), lambda: UOp(Ops.NOOP, arg="y")), (UPat(Ops.NOOP, arg="y"), lambda: UOp(Ops.NOOP, arg="x"))])
  with pytest.raises(RuntimeError, match="cycle"): graph_rewrite(UOp(Ops.NOOP, arg="x"), flip, bottom_up=True)
  wrap = PatternMatcher([(UPat(Ops.CONST, name="c"), lambda c: c.cast(dtypes.int) if c.dtype is dtypes.weakint else None)])
  wrap_back = PatternMatcher([(UPat(Ops.CAST, src=(UPat.cvar("c"),)), lambda c: c)])
  with pytest.raises(RuntimeError, match="cycle"): graph_rewrite(UOp.const(1) + 1, wrap + wrap_back)

def test_walk_is_a_single_pass():
  inc = PatternMatcher([(UPat(Ops.CONST, name="c"), lambda c: UOp.const(c.arg + 1))])
  assert graph_rewrite(UOp.const(1), inc, walk=True) is UOp.const(2)
  assert graph_rewrite(UOp.sink(UOp.const(1), UOp.const(2)), inc, walk=True) is UOp.sink(UOp.const(2), UOp.const(3))
  with Context(REWRITE_STACK_LIMIT=200):
    with pytest.raises(RuntimeError): graph_rewrite(UOp.const(1), inc)  # without walk it never stops

def test_enter_calls():
  body = UOp.const(1) + UOp.const(2)
  call = UOp(Ops.CALL, dtypes.void, (body, UOp.const(3) + UOp.const(4)))
  assert graph_rewrite(call, fold_add) is UOp(Ops.CALL, dtypes.void, (UOp.const(3), UOp.const(7)))
  assert graph_rewrite(call, fold_add, enter_calls=False) is UOp(Ops.CALL, dtypes.void, (body, UOp.const(7)))

def test_graph_rewrite_map():
  x = UOp.const(1) + UOp.const(2)
  m = graph_rewrite_map(UOp.sink(x, x * 3), fold_add)
  assert m[x] is UOp.const(3) and m[x * 3] is UOp.const(3) * 3

def test_ctx_and_shared_nodes_rewritten_once():
  counter = {"n": 0}
  def count(ctx, x):
    ctx["n"] += 1
    return None
  s = Variable("a", 0, 3) + 1
  e = UOp.sink(s * s, s * 2, s)
  graph_rewrite(e, PatternMatcher([(UPat(Ops.ADD, name="x"), count)]), ctx=counter)
  assert counter["n"] == 1

def test_big_graph_rewrite():
  # 100,000+ nodes, 25,000 deep: a sum of terms ((v + i)*1 + 0); rewriting x*1 -> x and x+0 -> x leaves the plain sum
  vs = [Variable(f"v{i}", 0, 9) for i in range(100)]
  total = UOp.const(0)
  for i in range(25000): total = total + ((vs[i % 100] + i) * 1 + 0)
  assert len(total.toposort()) > 100_000
  ident = PatternMatcher([(UPat.var("x") * 1, lambda x: x), (UPat.var("x") + 0, lambda x: x)])
  out = graph_rewrite(total, ident)
  assert not any(u.op is Ops.MUL or (u.op is Ops.ADD and u.src[1] is UOp.const(0)) for u in out.toposort())
  assert out.sym_infer({f"v{i}": i % 10 for i in range(100)}) == sum((i % 100) % 10 + i for i in range(25000))

def test_big_wide_graph_rewrite():
  vs = [Variable(f"w{i}", 0, 9) for i in range(100)]
  sink = UOp.sink(*[vs[i % 100] * (i + 3) + (i % 7) for i in range(35000)])
  assert len(sink.toposort()) > 100_000
  out = graph_rewrite(sink, PatternMatcher([(UPat(Ops.MUL, src=(UPat.var("x"), UPat.cvar("c"))), lambda x, c: x * 2 if c.arg > 2 else None)]))
  assert all(u.op is not Ops.MUL or u.src[1].arg == 2 for u in out.toposort())
  assert len(out.src) == 35000 and out.src[12].sym_infer({"w12": 3}) == 3 * 2 + 12 % 7

# ---- tracking (what tg-viz reads) ----

def test_tracking_records_every_match():
  rw.tracked_rewrites.clear()
  finished: list = []
  rw.rewrite_hooks.append(finished.append)
  try:
    e = (UOp.const(1) + UOp.const(2)) + UOp.const(3)
    with Context(TRACK_MATCH_STATS=2): out = graph_rewrite(e, fold_add, name="fold")
  finally: rw.rewrite_hooks.remove(finished.append)
  assert len(rw.tracked_rewrites) == 1 and finished == rw.tracked_rewrites
  t = rw.tracked_rewrites[0]
  assert t.name == "fold" and t.sink is e and t.output is out is UOp.const(6) and t.depth == 0 and not t.bottom_up
  assert t.loc[0].endswith("test_core_uop_rewrite.py")
  assert [(m.before, m.after) for m in t.matches] == [(UOp.const(1) + UOp.const(2), UOp.const(3)), (UOp.const(3) + UOp.const(3), UOp.const(6))]
  m = t.matches[0]
  assert m.upat is fold_add.patterns[0][0] and m.loc == m.upat.location and m.loc[0].endswith("test_core_uop_rewrite.py") and m.seconds >= 0
  rw.tracked_rewrites.clear()

def test_tracking_nested_and_errors():
  rw.tracked_rewrites.clear()
  inner = PatternMatcher([(UPat(Ops.NOOP, arg="in"), lambda: UOp(Ops.NOOP, arg="done"))])
  outer = PatternMatcher([(UPat(Ops.NOOP, arg="out"), lambda: graph_rewrite(UOp(Ops.NOOP, arg="in"), inner, name="inner"))])
  boom = PatternMatcher([(UPat(Ops.NOOP, arg="bad"), lambda: 1 // 0)])
  with Context(TRACK_MATCH_STATS=2):
    graph_rewrite(UOp(Ops.NOOP, arg="out"), outer, name="outer")
    with pytest.raises(ZeroDivisionError): graph_rewrite(UOp(Ops.NOOP, arg="bad"), boom, name="boom")
  assert [(t.name, t.depth) for t in rw.tracked_rewrites] == [("outer", 0), ("inner", 1), ("boom", 0)]
  err = rw.tracked_rewrites[2].matches[0].after
  assert err.op is Ops.REWRITE_ERROR and err.arg.startswith("ZeroDivisionError\n") and rw.tracked_rewrites[2].output is None
  rw.tracked_rewrites.clear()

def test_no_tracking_by_default_and_simplify_is_untracked():
  rw.tracked_rewrites.clear()
  with Context(TRACK_MATCH_STATS=0, VIZ=0): graph_rewrite(UOp.const(1) + UOp.const(2), fold_add)
  with Context(TRACK_MATCH_STATS=2): (Variable("a", 0, 3) * 1).simplify()
  assert rw.tracked_rewrites == []

def test_rebuild_and_pass_are_recorded_as_walk_steps():
  rw.tracked_rewrites.clear()
  @rw.traced_pass("double")
  def double(sink: UOp, k: int) -> tuple[UOp, int]:
    done: dict[UOp, UOp] = {}
    for u in sink.toposort(): done[u] = UOp.const(u.arg * k) if u.op is Ops.CONST else u.replace(src=tuple(done[s] for s in u.src))
    rw.record_rebuild(sink, done[sink], done, "consts")
    return done[sink], k
  e = (UOp.const(1) + UOp.const(2)) * UOp.const(3)
  with Context(TRACK_MATCH_STATS=2): out, _ = double(e, 2)
  assert out is (UOp.const(2) + UOp.const(4)) * UOp.const(6)
  assert [(t.name, t.depth, t.walk, t.output is out) for t in rw.tracked_rewrites] == [("double", 0, True, True), ("consts", 1, True, True)]
  assert [(m.before, m.after) for m in rw.tracked_rewrites[0].matches] == [(e, out)]
  # only the constants are matches: their parents are just rebuilt over new sources, which a walk replay redoes
  steps = rw.tracked_rewrites[1].matches
  assert sorted((m.before.arg, m.after.arg) for m in steps) == [(1, 2), (2, 4), (3, 6)] and all(m.upat is None for m in steps)
  assert e.substitute({m.before: m.after for m in steps}) is out
  with Context(TRACK_MATCH_STATS=0, VIZ=0): double(e, 3)
  assert len(rw.tracked_rewrites) == 2
  rw.tracked_rewrites.clear()

def test_simplify_is_recorded_at_track_match_stats_3():
  rw.tracked_rewrites.clear()
  with Context(TRACK_MATCH_STATS=3): out = (Variable("b", 0, 5) * 1 + 0).simplify()
  assert out is Variable("b", 0, 5)
  assert [t.name for t in rw.tracked_rewrites] == ["simplify"] and rw.tracked_rewrites[0].output is out and rw.tracked_rewrites[0].matches
  rw.tracked_rewrites.clear()
