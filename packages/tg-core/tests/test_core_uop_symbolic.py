"""Symbolic algebra: rule-by-rule unit tests, and property tests that simplification keeps the value and never grows."""
import itertools, operator
from collections.abc import Callable
from typing import Any
import pytest
from hypothesis import given, settings, strategies as st
from tinygrad.dtype import Invalid, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp, Variable, graph_rewrite
from tinygrad.uop.symbolic import sym, symbolic, symbolic_simple

a, b, c = Variable("a", 0, 10), Variable("b", 0, 3), Variable("c", -5, 5)

@pytest.mark.parametrize("expr,want", [
  # constant folding and identities
  (UOp.const(3) * 4 + 2, "14"), (a + 0, "a"), (a * 1, "a"), (a * 0, "0"), (a // 1, "a"), (a % 1, "0"), (a // a, "1"), (a % a, "0"),
  ((a % 4) % 4, "a%4"), (a - a, "0"), (a ^ a, "0"), (a.maximum(a), "a"),
  # canonical order and like terms
  (b + a, "a+b"), (4 * a, "a*4"), (a + a, "a*2"), (a * 3 + a * 5, "a*8"), ((a + 1) + (b + 2), "(a+b)+3"), (a + b - a, "b"),
  ((a + 1) * 2 + 3, "(a*2)+5"), (a * 2 * 3, "a*6"), (3 + a + 4 + b * 2 - 7, "a+(b*2)"), (c + a + b, "(a+b)+c"),
  # div and mod with bounds
  ((a * 4 + b) // 4, "a"), ((a * 4 + b) % 4, "b"), ((b + 8) // 4, "2"), ((a * 6 + b * 4) // 2, "(a*3)+(b*2)"), ((a // 2) // 3, "a//6"),
  ((a * 8 + 4) // 4, "(a*2)+1"), ((a + 3) // 3, "(a//3)+1"), ((a // 4) * 4 + a % 4, "a"), (a - (a // 4) * 4, "a%4"), ((b * -1 + 3) // 4, "0"),
  ((b * 4 + 3) % 4, "3"), ((a * 4 - b) // 4, "((a*4)-b)//4"), ((a % 12) % 4, "a%4"), (a.cdiv(4), "a//4"),
  # comparisons
  (a < 11, "True"), (a < 0, "False"), (a * 2 + 4 < 10, "a<3"), (a * 3 < 7, "a<3"), (a // 4 < 2, "a<8"), ((a * 2).ne(3), "True"),
  ((a + 2).eq(5), "a==3"), ((a * 2).eq(6), "a==3"), (a.maximum(b + 11), "b+11"), (b.maximum(a * 0 - 1), "b"),
  # where and bools
  ((a < 3).where(b, b), "b"), (UOp.const(True).where(a, b), "a"), ((a < 3).logical_not().logical_not(), "a<3"),
  ((a < 3).where(UOp.const(True), UOp.const(False)), "a<3"), ((a < b).where((a < b).where(a, c), b), "a if (a<b) else b"),
])
def test_simplify(expr, want):
  assert expr.render() == want
  assert expr.simplify().tree_size <= expr.tree_size

def test_floats_are_not_reassociated():
  x = Variable("x", 0, 10).cast(dtypes.float)
  e = (x + 1.0) + 2.0
  assert e.simplify() is e  # (x+1)+2 != x+3 in floating point
  assert (x * 1.0).simplify() is x and (x + 0.0).simplify() is x and (UOp.const(1.5, dtypes.float) * 2).simplify() is UOp.const(3.0, dtypes.float)
  assert (x * 0).simplify() is not UOp.const(0.0, dtypes.float)  # x*0 is NaN for x=inf

def test_fixed_width_ints_fold_with_wraparound():
  i8 = UOp.const(100, dtypes.int8)
  assert (i8 + i8).simplify() is UOp.const(-56, dtypes.int8)

def test_division_by_zero_is_left_alone():
  e = UOp.const(3) // UOp.const(0)
  assert e.simplify() is e

def test_invalid_moves_out():
  gated = (a < 5).where(a, UOp.const(Invalid, dtypes.weakint))
  out = graph_rewrite(gated * 2 + 1, symbolic_simple)
  assert out.op is Ops.WHERE and out.src[2].arg is Invalid and out.src[1] is a * 2 + 1

def test_gated_values_do_not_fold_away():
  gated = (a < 5).where(UOp.const(3), UOp.const(Invalid, dtypes.weakint))
  for e in (gated + 1, 1 + gated, UOp.const(7) // gated.maximum(1)):
    out = e.simplify()
    assert any(u.op is Ops.CONST and u.arg is Invalid for u in out.toposort()), out.render(simplify=False)

def test_sym_pushes_casts_into_where():
  e = (a < 5).where(a, 0).cast(dtypes.int)
  out = graph_rewrite(e, sym)
  assert out.op is Ops.WHERE and out.src[1] is a.cast(dtypes.int) and out.src[2] is UOp.const(0, dtypes.int)

def test_symbolic_is_idempotent():
  e = ((a * 4 + b) // 2 + c * 3) % 7
  s = graph_rewrite(e, symbolic)
  assert graph_rewrite(s, symbolic) is s

# ---- property tests: random integer expressions over bounded Variables ----

VARS = {"x": (-4, 9), "y": (0, 7), "z": (1, 30)}
V = {n: Variable(n, lo, hi) for n, (lo, hi) in VARS.items()}
DIVS = [-7, -3, -2, -1, 1, 2, 3, 4, 5, 8, 16]

def _where(c, t, f): return t if c else f
CMPS = [(operator.lt, UOp.__lt__), (operator.ne, UOp.ne), (operator.eq, UOp.eq), (operator.le, UOp.__le__), (operator.gt, UOp.__gt__)]

leaf = st.one_of(st.sampled_from(sorted(VARS)).map(lambda n: (V[n], lambda e, n=n: e[n])),
                 st.integers(-8, 12).map(lambda k: (UOp.const(k), lambda e, k=k: k)))

def _extend(children):
  pair = st.tuples(children, children)
  k = st.sampled_from(DIVS)
  cmp = st.tuples(children, children, st.sampled_from(CMPS))
  def mkcmp(t): return (t[2][1](t[0][0], t[1][0]), lambda e, t=t: t[2][0](t[0][1](e), t[1][1](e)))
  return st.one_of(
    pair.map(lambda p: (p[0][0] + p[1][0], lambda e, p=p: p[0][1](e) + p[1][1](e))),
    pair.map(lambda p: (p[0][0] - p[1][0], lambda e, p=p: p[0][1](e) - p[1][1](e))),
    st.tuples(children, k).map(lambda p: (p[0][0] * p[1], lambda e, p=p: p[0][1](e) * p[1])),
    st.tuples(children, k).map(lambda p: (p[0][0] // p[1], lambda e, p=p: p[0][1](e) // p[1])),
    st.tuples(children, k).map(lambda p: (p[0][0] % p[1], lambda e, p=p: p[0][1](e) % p[1])),
    pair.map(lambda p: (p[0][0].maximum(p[1][0]), lambda e, p=p: max(p[0][1](e), p[1][1](e)))),
    pair.map(lambda p: (p[0][0].minimum(p[1][0]), lambda e, p=p: min(p[0][1](e), p[1][1](e)))),
    st.tuples(cmp.map(mkcmp), children, children).map(lambda p: (p[0][0].where(p[1][0], p[2][0]),
                                                                 lambda e, p=p: _where(p[0][1](e), p[1][1](e), p[2][1](e)))),
  )

int_expr = st.recursive(leaf, _extend, max_leaves=12)
bool_expr = st.tuples(int_expr, int_expr, st.sampled_from(CMPS)).map(lambda t: (t[2][1](t[0][0], t[1][0]),
                                                                               lambda e, t=t: t[2][0](t[0][1](e), t[1][1](e))))
assignment = st.fixed_dictionaries({n: st.integers(lo, hi) for n, (lo, hi) in VARS.items()})

_PY: dict[Ops, Callable[..., Any]] = {Ops.ADD: operator.add, Ops.MUL: operator.mul, Ops.FLOORDIV: operator.floordiv, Ops.FLOORMOD: operator.mod,
       Ops.MAX: max, Ops.CMPLT: operator.lt, Ops.CMPNE: operator.ne, Ops.CMPEQ: operator.eq, Ops.WHERE: _where,
       Ops.AND: operator.and_, Ops.OR: operator.or_, Ops.XOR: operator.xor}

def evaluate(u: UOp, env: dict[str, int]):
  """An interpreter independent of the library's own: Python semantics of each op."""
  vals: dict[UOp, Any] = {}
  for x in u.toposort():
    vals[x] = x.arg if x.op is Ops.CONST else env[x.expr] if x.is_variable else _PY[x.op](*[vals[s] for s in x.src])
  return vals[u]

def check(expr_fn, envs):
  u, f = expr_fn
  s = u.simplify()
  assert s.tree_size <= u.tree_size, f"{u.render(simplify=False)} grew to {s.render(simplify=False)}"
  for env in envs:
    want = f(env)
    got = evaluate(s, env)
    assert got == want and isinstance(got, bool) == isinstance(want, bool), f"{u.render(simplify=False)} -> {s.render(simplify=False)} at {env}"
    assert u.vmin <= want <= u.vmax and s.vmin <= got <= s.vmax, "bounds must contain every value"
    assert s.sym_infer(env) == want

@settings(max_examples=400, deadline=None)
@given(int_expr, st.lists(assignment, min_size=1, max_size=8))
def test_int_expressions_keep_value_and_never_grow(e, envs): check(e, envs)

@settings(max_examples=200, deadline=None)
@given(bool_expr, st.lists(assignment, min_size=1, max_size=8))
def test_comparisons_keep_value_and_never_grow(e, envs): check(e, envs)

def test_exhaustive_small_divmod():
  # every (x*k1 + y*k2 + k3) // d and % d over the whole variable box: the div/mod engine's folds must be exact
  x, y = Variable("x", -3, 5), Variable("y", 0, 4)
  for k1, k2, k3, d in itertools.product([1, 2, 4, -3], [1, 3, -2], [0, 5, -6], [2, 4, -3]):
    for op in (operator.floordiv, operator.mod):
      e = op(x * k1 + y * k2 + k3, d)
      s = e.simplify()
      assert s.tree_size <= e.tree_size
      for xv, yv in itertools.product(range(-3, 6), range(5)):
        assert evaluate(s, {"x": xv, "y": yv}) == op(xv * k1 + yv * k2 + k3, d), (k1, k2, k3, d, s.render(simplify=False))

def test_long_sums_simplify_in_near_linear_work(monkeypatch):
  # terms in reverse order: inserting each into the sorted chain below builds O(n^2) nodes; sorting the sum once builds O(n)
  n = 400
  vs = [Variable(f"v{i:04d}", 0, 10) for i in range(n)]
  e = vs[-1] + 3
  for i, v in reversed(list(enumerate(vs[:-1]))): e = e + v * (i % 3 + 1) + 1
  created, init = 0, UOp.__init__
  def counting_init(self, *args, **kwargs):
    nonlocal created
    created += 1
    init(self, *args, **kwargs)
  monkeypatch.setattr(UOp, "__init__", counting_init)
  s = e.simplify()
  monkeypatch.undo()
  assert created < 12 * n, f"simplifying a {n}-term sum built {created} nodes"
  env = {v.expr: (i * 7) % 11 for i, v in enumerate(vs)}
  assert s.sym_infer(env) == e.sym_infer(env)
  r = s.render()
  assert r.endswith(f"+{3 + n - 1}") and r.index("v0000") < r.index("v0001") < r.index("v0399")
