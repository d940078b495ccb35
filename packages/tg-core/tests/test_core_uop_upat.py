"""UPat matching and PatternMatcher dispatch."""
import pytest
from tinygrad.dtype import dtypes
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat, Variable

a, b = Variable("a", 0, 10), Variable("b", 0, 10)
one, two = UOp.const(1), UOp.const(2)

def matches(p: UPat, u: UOp) -> list[dict]: return p.match(u, {})

def test_op_dtype_arg():
  assert matches(UPat(Ops.ADD), a + b) and not matches(UPat(Ops.MUL), a + b)
  assert matches(UPat((Ops.MUL, Ops.ADD)), a + b) and matches(UPat({Ops.MUL, Ops.ADD}), a * b)
  assert matches(UPat(Ops.CONST, dtypes.weakint), one) and not matches(UPat(Ops.CONST, dtypes.float), one)
  assert matches(UPat(Ops.CONST, (dtypes.float, dtypes.weakint)), one)
  assert matches(UPat(Ops.CONST, dtypes.float), UOp.const(1.0, dtypes.float.vec(4)))  # a vector matches its scalar dtype
  assert matches(UPat(Ops.CONST, arg=2), two) and not matches(UPat(Ops.CONST, arg=3), two)
  assert matches(UPat(), a)  # no constraint at all

def test_src_forms():
  e = a + one
  assert matches(UPat(Ops.ADD, src=(UPat.var("x"), UPat.cvar("c"))), e)
  assert not matches(UPat(Ops.ADD, src=(UPat.cvar("c"), UPat.var("x"))), e)  # a tuple is ordered
  assert matches(UPat(Ops.ADD, src=[UPat.cvar("c"), UPat.var("x")]), e)  # a list tries every permutation
  m = matches(UPat(Ops.ADD, src=[UPat.var("x"), UPat.var("y")]), a + b)
  assert [(d["x"], d["y"]) for d in m] == [(a, b), (b, a)]
  assert matches(UPat(Ops.SINK, src=UPat(Ops.CONST)), UOp.sink(one, two, one))  # one UPat must match every source
  assert not matches(UPat(Ops.SINK, src=UPat(Ops.CONST)), UOp.sink(one, a))
  assert not matches(UPat(Ops.SINK, src=(UPat.var("x"),)), UOp.sink(one, two))
  assert matches(UPat(Ops.SINK, src=(UPat.var("x"),), allow_any_len=True), UOp.sink(one, two))
  assert not matches(UPat(Ops.SINK, src=(UPat(), UPat(), UPat()), allow_any_len=True), UOp.sink(one, two))

def test_named_captures_must_agree():
  p = UPat(Ops.ADD, src=(UPat.var("x"), UPat.var("x")))
  assert matches(p, a + a)[0] == {"x": a} and not matches(p, a + b)
  m = matches(UPat(Ops.MUL, src=(UPat(Ops.ADD, src=(UPat.var("x"), UPat.cvar("c")), name="s"), UPat.var("y"))), (a + 1) * b)
  assert m == [{"s": a + 1, "x": a, "c": one, "y": b}]

def test_any_and_helpers():
  p = UPat.any(UPat(Ops.ADD, name="x"), UPat(Ops.MUL, name="x"))
  assert matches(p, a * b) == [{"x": a * b}] and not matches(p, a.maximum(b))
  c = a.cast(dtypes.int)
  assert matches(UPat.var("y").or_casted("z"), c) == [{"z": c}, {"y": a, "z": c}]  # either as is, or the CAST of it
  assert matches(UPat.const(2), two) and matches(UPat.const(2, dtypes.weakint), two) and not matches(UPat.const(2, dtypes.int), two)
  with pytest.raises(TypeError, match="value first"): UPat.const(dtypes.int, 2)  # type: ignore[arg-type]
  assert matches(UPat(Ops.BUFFER).named("v"), a) == [{"v": a}]
  aft = a.after(a.store(1))
  assert matches(UPat(Ops.BUFFER, name="v").or_after(), aft) and matches(UPat(Ops.BUFFER, name="v").or_after(), a)

def test_operator_sugar():
  p = UPat.var("x") + UPat.cvar("c")
  assert p.op == (Ops.ADD,) and matches(p, a + 3) and matches(p, UOp.const(3) + a)  # ADD is commutative: both orders
  assert matches(UPat.var("x") * -1, a * -1) and not matches(UPat.var("x") * -1, a * 2)
  lt = UPat.var("x") < UPat.cvar("c")
  assert lt.dtype == (dtypes.bool,) and matches(lt, a < 4) and not matches(lt, UOp.const(4) < a)  # CMPLT is ordered
  assert matches(UPat.var("x") // 2, a // 2) and matches(UPat.var("x") % UPat.cvar("c"), a % 5)
  assert matches(UPat.var("x").maximum(UPat.var("y")), b.maximum(a))
  assert matches(UPat.var("c").where(UPat.var("t"), UPat.var("f")), (a < b).where(a, b))

def test_pattern_matcher_dispatch_and_ctx():
  calls: list[UOp] = []
  pm = PatternMatcher([
    (UPat(Ops.ADD, src=(UPat.var("x"), UPat.const(0))), lambda x: x),
    (UPat(Ops.MUL, name="m"), lambda ctx, m: ctx.append(m) or None),  # declares ctx: gets it
    (UPat(Ops.MUL, src=(UPat.var("x"), UPat.const(1))), lambda x: x),
  ])
  assert pm.rewrite(a + 0) is a and pm.rewrite(a + 1) is None
  assert pm.rewrite(a * 1, calls) is a and calls == [a * 1]  # first rule returned None: the next one was tried
  assert Ops.ADD in pm.pdict and Ops.SUB not in pm.pdict

def test_first_result_wins_and_identity_is_no_match():
  pm = PatternMatcher([(UPat(Ops.ADD, name="x"), lambda x: x), (UPat(Ops.ADD, name="x"), lambda x: x.src[0]), (UPat(Ops.ADD), lambda: one)])
  assert pm.rewrite(a + b) is a

def test_early_reject():
  p = UPat(Ops.ADD, src=(UPat.var("x"), UPat(Ops.CONST)))
  assert p.early_reject == {Ops.CONST}
  pm = PatternMatcher([(p, lambda x: x)])
  assert pm.rewrite(a + b) is None and pm.rewrite(a + 2) is a

def test_combine_and_location():
  pm1 = PatternMatcher([(UPat(Ops.ADD, src=(UPat.var("x"), UPat.const(0))), lambda x: x)])
  pm2 = PatternMatcher([(UPat(Ops.MUL, src=(UPat.var("x"), UPat.const(1))), lambda x: x)])
  both = pm1 + pm2
  assert both is pm1 + pm2 and len(both.patterns) == 2
  assert both.rewrite(a + 0) is a and both.rewrite(a * 1) is a
  loc = pm1.patterns[0][0].location
  assert loc[0].endswith("test_core_uop_upat.py") and loc[1] > 0
  assert (UPat.var("x") + 1).location[0].endswith("test_core_uop_upat.py")  # sugar records where the rule was written

def test_bad_rule_is_rejected():
  with pytest.raises(TypeError, match="callback"): PatternMatcher([(UPat(Ops.ADD), 3)])  # type: ignore[list-item]
  with pytest.raises(TypeError, match="tuple, a list or a UPat"): UPat(Ops.ADD, src=3)

def test_repr():
  assert repr(UPat(Ops.ADD, src=(UPat.var("x"), UPat.cvar("c")), name="n")) == \
    "UPat(Ops.ADD, name='n', src=(UPat(None, name='x'), UPat(Ops.CONST, name='c'), ))"
  assert "UPat.any(" in repr(UPat.any(UPat(Ops.ADD), UPat(Ops.MUL)))

def test_group_patterns():
  pm = PatternMatcher([(UPat(GroupOp.Comparison, name="x"), lambda x: UOp.const(True))])
  assert pm.rewrite(a < b) is UOp.const(True) and pm.rewrite(a.eq(b)) is UOp.const(True) and pm.rewrite(a + b) is None

module_pm = PatternMatcher([(UPat(Ops.ADD, src=(UPat.var("x"), UPat.const(0))), lambda x: x)])
summed_pm = module_pm + PatternMatcher([(UPat(Ops.MUL, src=(UPat.var("x"), UPat.const(1))), lambda x: x)]) + module_pm

def test_pickle_module_level_matchers():
  import pickle
  from tinygrad.uop.symbolic import sym
  for pm in (module_pm, summed_pm, sym):
    assert pickle.loads(pickle.dumps(pm)) is pm
  inner = summed_pm._parts[0]._parts[1]  # defined inline: found again through the sum that holds it
  assert pickle.loads(pickle.dumps(inner)) is inner and inner.rewrite(a * 1) is a
  with pytest.raises(pickle.PicklingError, match="module level"): pickle.dumps(PatternMatcher([(UPat(Ops.ADD), lambda: None)]))
