"""Symbolic algebra as rewrite rules. No rule makes an expression tree larger.

symbolic_simple: constant folding, identities, bool algebra, WHERE with a known condition, Invalid propagation.
symbolic:        + bounds folding (vmin == vmax), canonical order of commutative operands, like terms, div/mod folding,
                 comparison rewrites, MAX by bounds. Reassociation is done for integer dtypes only (floats would round).
sym:             + rules for lowered graphs (casts pushed into WHERE, nested WHEREs).

Canonical integer sums are left-leaning chains `((t0 + t1) + t2) + c` with the terms ordered by their base (the term
with its constant factor removed), so like terms end up adjacent and merge; the constant goes last.
"""
from __future__ import annotations
import functools, itertools, math, operator
from typing import Any
from tinygrad.dtype import Invalid, dtypes
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import UOp, dtype_kind, exec_alu
from tinygrad.uop.upat import PatternMatcher, UPat

def _int(u: UOp) -> bool: return dtype_kind(u.dtype)[0] and u.dtype.count == 1
def _intlike(u: UOp) -> bool: return (dtype_kind(u.dtype)[0] or dtype_kind(u.dtype)[1]) and u.dtype.count == 1
def _c(u: UOp) -> bool: return u.op is Ops.CONST and type(u.arg) in (int, bool)  # a scalar int/bool constant

# ---- phase 1: symbolic_simple ----

def fold_const(x: UOp) -> UOp | None:
  if any(s.arg is Invalid for s in x.src): return None
  try: return x.const_like(exec_alu(x.op, x.dtype, [s.arg for s in x.src]))
  except (ArithmeticError, ValueError, TypeError): return None  # x//0 and friends stay as they are

def _adds_nothing(x: UOp, c: Any) -> bool:
  """x + c is x: c is 0 for ints and bools, -0.0 for floats (IEEE: -0.0 + +0.0 is +0.0), or +0.0 for a float x that is never -0.0
  (an int cast to float)."""
  if isinstance(c, tuple) or c is Invalid or c != 0: return False
  return _intlike(x) or math.copysign(1.0, c) < 0 or (x.op is Ops.CAST and _intlike(x.src[0]))

def _int_or_bool(*us: UOp) -> bool: return all(_intlike(u) for u in us)

symbolic_simple = PatternMatcher([
  (UPat(GroupOp.ALU, name="x", src=UPat(Ops.CONST)), fold_const),
  # identities
  (UPat.var("x") + UPat.cvar("c"), lambda x, c: x if _adds_nothing(x, c.arg) else None),
  (UPat.var("x") * 1, lambda x: x),
  (UPat.var("x") * 0, lambda x: x.const_like(0) if _int_or_bool(x) else None),
  (UPat.var("x") // 1, lambda x: x),
  (UPat.var("x") % 1, lambda x: x.const_like(0) if _int(x) else None),
  (UPat(Ops.FLOORDIV, src=(UPat.var("x"), UPat.var("x"))), lambda x: x.const_like(1) if _int(x) else None),
  (UPat(Ops.FLOORMOD, src=(UPat.var("x"), UPat.var("x"))), lambda x: x.const_like(0) if _int(x) else None),
  (UPat(Ops.FLOORMOD, src=(UPat(Ops.FLOORMOD, src=(UPat.var("x"), UPat.var("y")), name="m"), UPat.var("y"))), lambda x, y, m: m),
  (UPat(Ops.NEG, src=(UPat(Ops.NEG, src=(UPat.var("x"),)),)), lambda x: x),
  # a node against itself
  (UPat(Ops.CMPLT, src=(UPat.var("x"), UPat.var("x")), name="c"), lambda x, c: c.const_like(False) if _intlike(x) else None),
  (UPat(Ops.CMPNE, src=(UPat.var("x"), UPat.var("x")), name="c"), lambda x, c: c.const_like(False) if _intlike(x) else None),
  (UPat(Ops.CMPEQ, src=(UPat.var("x"), UPat.var("x")), name="c"), lambda x, c: c.const_like(True) if _intlike(x) else None),
  (UPat(Ops.XOR, src=(UPat.var("x"), UPat.var("x"))), lambda x: x.const_like(0) if _intlike(x) else None),
  (UPat((Ops.AND, Ops.OR, Ops.MAX), src=(UPat.var("x"), UPat.var("x"))), lambda x: x),
  # bool algebra
  (UPat.var("x", dtypes.bool) & True, lambda x: x),
  (UPat.var("x", dtypes.bool) & False, lambda x: x.const_like(False)),
  (UPat.var("x", dtypes.bool) | True, lambda x: x.const_like(True)),
  (UPat.var("x", dtypes.bool) | False, lambda x: x),
  (UPat.var("x", dtypes.bool).ne(False), lambda x: x),
  (UPat.var("x", dtypes.bool).ne(True).ne(True), lambda x: x),
  (UPat(Ops.MUL, dtypes.bool, src=(UPat.var("x"), UPat.var("y"))), lambda x, y: x & y if x.dtype == y.dtype else None),
  (UPat((Ops.ADD, Ops.MAX), dtypes.bool, src=(UPat.var("x"), UPat.var("y"))), lambda x, y: x | y if x.dtype == y.dtype else None),
  # WHERE
  (UPat(Ops.WHERE, src=(UPat.var("c"), UPat.var("x"), UPat.var("x"))), lambda c, x: x),
  (UPat(Ops.WHERE, src=(UPat.cvar("c"), UPat.var("t"), UPat.var("f"))), lambda c, t, f: None if isinstance(c.arg, tuple) else t if c.arg else f),
  (UPat(Ops.WHERE, dtypes.bool, src=(UPat.var("c", dtypes.bool), UPat.const(True), UPat.const(False))), lambda c: c),
  (UPat(Ops.WHERE, dtypes.bool, src=(UPat.var("c", dtypes.bool), UPat.const(False), UPat.const(True))), lambda c: c.logical_not()),
  # casts
  (UPat(Ops.CAST, name="x", src=(UPat.cvar("c"),)), lambda x, c: UOp.const(c.arg, x.dtype) if c.arg is not Invalid else None),
  (UPat(Ops.CAST, name="x", src=(UPat.var("y"),)), lambda x, y: y if x.dtype == y.dtype else None),
  # an op on WHERE(c, x, Invalid) moves inside the WHERE, so the Invalid stays the outermost gate
  (UPat(GroupOp.Binary - GroupOp.Comparison, name="alu", src=(UPat(Ops.WHERE, src=(UPat.var("c"), UPat.var("x"), UPat.const(Invalid))),
                                                                UPat.var("y"))),
   lambda alu, c, x, y: c.where(x.alu(alu.op, y), UOp.const(Invalid, alu.dtype)) if y.op is not Ops.WHERE else None),
])

# ---- phase 2 helpers: linear terms ----

def coef(t: UOp) -> tuple[int, UOp]:
  """t == base * k for a constant k: returns (k, base)."""
  return (t.src[1].arg, t.src[0]) if t.op is Ops.MUL and _c(t.src[1]) and not isinstance(t.src[1].arg, bool) else (1, t)

def term_key(t: UOp) -> tuple:
  """Sort key of a term in a sum: its base; x//c and x%c sort right after x so they meet to recombine."""
  b = coef(t)[1]
  return b.src[0].order_key + ((b.op.value, b.src[1].order_key),) if b.op in (Ops.FLOORDIV, Ops.FLOORMOD) else b.order_key

def mul_const(base: UOp, k: int) -> UOp: return base.const_like(0) if k == 0 else base if k == 1 else base * k

def merge_terms(a: UOp, b: UOp) -> UOp | None:
  """a + b as one term when they are like terms, or x//c*c*k + x%c*k, or x*k - x//c*c*k."""
  (ka, ba), (kb, bb) = coef(a), coef(b)
  if ba is bb: return mul_const(ba, ka + kb)
  for (k1, b1), (k2, b2) in (((ka, ba), (kb, bb)), ((kb, bb), (ka, ba))):
    if b1.op is Ops.FLOORDIV and _c(b1.src[1]) and b2.op is Ops.FLOORMOD and b2.src[0] is b1.src[0] and b2.src[1] is b1.src[1] \
       and k1 == k2 * b1.src[1].arg: return mul_const(b1.src[0], k2)
    if b2.op is Ops.FLOORDIV and _c(b2.src[1]) and b2.src[0] is b1 and k2 == -k1 * b2.src[1].arg: return mul_const(b1 % b2.src[1], k1)
  return None

def split_sum(u: UOp) -> tuple[list[UOp], int]:
  """The terms of an integer sum and its constant."""
  terms: list[UOp] = []
  k, stack = 0, [u]
  while stack:
    if (x := stack.pop()).op is Ops.ADD and _int(x): stack.extend(reversed(x.src))
    elif _c(x): k += x.arg
    else: terms.append(x)
  return terms, k

def build_sum(like: UOp, terms: list[tuple[int, UOp]], k: int) -> UOp:
  ret: UOp | None = None
  for kk, b in terms:
    if kk != 0: ret = mul_const(b, kk) if ret is None else ret + mul_const(b, kk)
  return like.const_like(k) if ret is None else ret + k if k else ret

# ---- phase 2: canonical sums and products ----

def add_chain(x: UOp, y: UOp) -> UOp | None:
  """x + y where y is a non-constant term and x may be a chain ending in a term or a constant."""
  if not _int(y) or _c(y): return None
  if x.op is Ops.ADD and _int(x):
    inner, last = x.src
    if _c(last): return (inner + y) + last  # constants move to the end
    if (m := merge_terms(last, y)) is not None: return inner + m
    if term_key(y) < term_key(last): return (inner + y) + last
    return None
  if _c(x): return y + x
  if (m := merge_terms(x, y)) is not None: return m
  return y + x if term_key(y) < term_key(x) else None

def add_const(x: UOp, c: UOp) -> UOp | None:
  if x.op is Ops.ADD and _int(x) and _c(x.src[1]): return x.src[0] + (x.src[1].arg + c.arg)
  return None

def mul_chain(x: UOp, y: UOp) -> UOp | None:
  if not _int(y) or _c(y): return None
  if x.op is Ops.MUL and _int(x):
    inner, last = x.src
    if _c(last): return (inner * y) * last
    return (inner * y) * last if y.order_key < last.order_key else None
  if _c(x): return y * x
  return y * x if y.order_key < x.order_key else None

def mul_const_rule(x: UOp, c: UOp) -> UOp | None:
  if x.op is Ops.MUL and _int(x) and _c(x.src[1]): return x.src[0] * (x.src[1].arg * c.arg)
  if x.op is Ops.ADD and _int(x) and _c(x.src[1]): return x.src[0] * c.arg + x.src[1].arg * c.arg  # distribute a constant
  return None

def canonical_order(x: UOp) -> UOp | None:
  """Constants second, otherwise operands in structural order (integer/bool operands only)."""
  a, b = x.src
  if not _intlike(a) or not _intlike(b) or _c(b): return None
  if _c(a) or b.order_key < a.order_key: return x.replace(src=(b, a))
  return None

# ---- phase 2: div and mod by a constant ----

def _norm_divisor(n: UOp, c: int) -> tuple[list[tuple[int, UOp]], int, int]:
  terms, k = split_sum(n)
  lin = [coef(t) for t in terms]
  return ([(-a, b) for a, b in lin], -k, -c) if c < 0 else (lin, k, c)  # floor(n/c) == floor(-n/-c)

def _one_period(lin: list[tuple[int, UOp]], kr: int, c: int) -> tuple[list[int], int] | None:
  """Remainder coefficients r_i (each r_i = a_i mod c, either sign) so that sum(r_i*x_i) + kr lies in one period [c*m, c*(m+1))."""
  base = [a % c for a, _ in lin]
  free = [i for i, r in enumerate(base) if r][:4]  # try both signs for up to 4 terms
  for signs in itertools.product((0, 1), repeat=len(free)):
    rs = list(base)
    for i, s in zip(free, signs): rs[i] -= c * s
    lo = kr + sum(min(r * b.vmin, r * b.vmax) for r, (_, b) in zip(rs, lin))
    hi = kr + sum(max(r * b.vmin, r * b.vmax) for r, (_, b) in zip(rs, lin))
    if lo // c == hi // c: return rs, lo // c
  return None

def _wraps(n: UOp) -> bool:
  """Whether the sum n = sum(a*b) + k can leave its dtype's range: then the value wrapped and the terms' algebra no longer holds."""
  terms, k = split_sum(n)
  lin = [coef(t) for t in terms]
  lo = k + sum(min(a * b.vmin, a * b.vmax) for a, b in lin)
  hi = k + sum(max(a * b.vmin, a * b.vmax) for a, b in lin)
  return lo < n.dtype.min or hi > n.dtype.max

def fold_divmod(x: UOp, n: UOp, d: UOp) -> UOp | None:
  """n//d and n%d for a constant d: split n = d*q + r so that r stays within one period, or factor out a common gcd.
  Not when n may have wrapped around (an int32 value near its limits times a constant)."""
  if not _int(x) or d.arg == 0 or isinstance(d.arg, bool) or _wraps(n): return None
  if n.op is Ops.FLOORDIV and x.op is Ops.FLOORDIV and _c(n.src[1]) and n.src[1].arg > 0 and d.arg > 0: return n.src[0] // (n.src[1].arg * d.arg)
  if n.op is Ops.FLOORMOD and x.op is Ops.FLOORMOD and _c(n.src[1]) and d.arg > 0 and n.src[1].arg % d.arg == 0: return n.src[0] % d
  lin, k, c = _norm_divisor(n, d.arg)
  kq, kr = divmod(k, c)
  cands: list[UOp] = []
  if (per := _one_period(lin, kr, c)) is not None:
    rs, m = per
    q = build_sum(x, [((a - r) // c, b) for r, (a, b) in zip(rs, lin)], kq + m)
    r_ = build_sum(x, [(r, b) for r, (_, b) in zip(rs, lin)], kr - c * m)
    cands.append(q if x.op is Ops.FLOORDIV else r_ if d.arg > 0 else r_ * -1)
  elif d.arg > 0:
    exact = [(a // c, b) for a, b in lin]
    rest = build_sum(x, [(a % c, b) for a, b in lin], kr)
    cands.append(build_sum(x, exact, kq) + rest // c if x.op is Ops.FLOORDIV else rest % c)
    if (g := math.gcd(c, k, *(a for a, _ in lin))) > 1:
      inner = build_sum(x, [(a // g, b) for a, b in lin], k // g)
      cands.append(inner // (c // g) if x.op is Ops.FLOORDIV else (inner % (c // g)) * g)
  return min((u for u in cands if u.tree_size <= x.tree_size and u is not x), key=lambda u: u.tree_size, default=None)

def divmod_nonneg(x: UOp, n: UOp, d: UOp) -> UOp | None:
  """Truncating CDIV/CMOD equal the floor versions when nothing is negative."""
  if not _int(x) or n.vmin < 0 or d.vmin <= 0: return None
  return n // d if x.op is Ops.CDIV else n % d

# ---- phase 2: comparisons and MAX ----

def lt_const(x: UOp, n: UOp, c: UOp) -> UOp | None:
  """n < c: move the constant of n over, divide through by a common factor, undo a floor division (not when n may wrap)."""
  if not _int(n) or isinstance(c.arg, bool) or _wraps(n): return None
  terms, k = split_sum(n)
  if k: return build_sum(n, [coef(t) for t in terms], 0) < c.arg - k
  if len(terms) == 1 and terms[0].op is Ops.FLOORDIV and _c(d := terms[0].src[1]) and d.arg > 0: return terms[0].src[0] < c.arg * d.arg
  lin = [coef(t) for t in terms]
  if (g := math.gcd(*(a for a, _ in lin))) > 1 and all(a > 0 for a, _ in lin):
    return build_sum(n, [(a // g, b) for a, b in lin], 0) < -(-c.arg // g)
  return None

def ne_const(x: UOp, n: UOp, c: UOp) -> UOp | None:
  """n != c and n == c with a constant moved over or a constant factor divided out (not when n may wrap)."""
  if not _int(n) or isinstance(c.arg, bool) or _wraps(n): return None
  terms, k = split_sum(n)
  if k: return build_sum(n, [coef(t) for t in terms], 0).alu(x.op, n.const_like(c.arg - k))
  if len(terms) == 1 and (a := coef(terms[0])[0]) not in (0, 1):
    if c.arg % a: return x.const_like(x.op is Ops.CMPNE)
    return coef(terms[0])[1].alu(x.op, n.const_like(c.arg // a))
  return None

def max_by_bounds(x: UOp, y: UOp) -> UOp | None:
  if not _intlike(x) or not _intlike(y): return None
  return x if x.vmin >= y.vmax else y if y.vmin >= x.vmax else None

def has_invalid(u: UOp) -> bool:
  """Whether an Invalid constant is anywhere below: such an expression may have no value, so it never folds to a constant."""
  return u._node_cache("_inv", lambda x: (x.op is Ops.CONST and x.arg is Invalid) or any(has_invalid(s) for s in x.src))

def fold_bounds(x: UOp) -> UOp | None:
  return x.const_like(x.vmin) if _intlike(x) and x.vmin == x.vmax and not has_invalid(x) else None

symbolic = symbolic_simple + PatternMatcher([
  (UPat(GroupOp.ALU, name="x"), fold_bounds),
  (UPat(Ops.ADD, src=(UPat.var("x"), UPat.cvar("c"))), lambda x, c: add_const(x, c) if _int(x) else None),
  (UPat(Ops.ADD, src=(UPat.var("x"), UPat(Ops.ADD, name="y"))), lambda x, y: (x + y.src[0]) + y.src[1] if _int(x) and _int(y) else None),
  (UPat(Ops.ADD, src=(UPat.var("x"), UPat.var("y"))), add_chain),
  (UPat(Ops.MUL, src=(UPat.var("x"), UPat.cvar("c"))), lambda x, c: mul_const_rule(x, c) if _int(x) and not isinstance(c.arg, bool) else None),
  (UPat(Ops.MUL, src=(UPat.var("x"), UPat(Ops.MUL, name="y"))), lambda x, y: (x * y.src[0]) * y.src[1] if _int(x) and _int(y) else None),
  (UPat(Ops.MUL, src=(UPat.var("x"), UPat.var("y"))), mul_chain),
  (UPat((Ops.MAX, Ops.AND, Ops.OR, Ops.XOR, Ops.CMPNE, Ops.CMPEQ), name="x"), canonical_order),
  (UPat((Ops.FLOORDIV, Ops.FLOORMOD), name="x", src=(UPat.var("n"), UPat.cvar("d"))), fold_divmod),
  (UPat((Ops.CDIV, Ops.CMOD), name="x", src=(UPat.var("n"), UPat.var("d"))), divmod_nonneg),
  (UPat(Ops.CMPLT, name="x", src=(UPat.var("n"), UPat.cvar("c"))), lt_const),
  (UPat((Ops.CMPNE, Ops.CMPEQ), name="x", src=(UPat.var("n"), UPat.cvar("c"))), ne_const),
  (UPat(Ops.MAX, src=(UPat.var("x"), UPat.var("y"))), max_by_bounds),
  (UPat(Ops.WHERE, src=(UPat.var("c"), UPat(Ops.WHERE, src=(UPat.var("c"), UPat.var("a"), UPat())), UPat.var("b"))), lambda c, a, b: c.where(a, b)),
  (UPat(Ops.WHERE, src=(UPat.var("c"), UPat.var("a"), UPat(Ops.WHERE, src=(UPat.var("c"), UPat(), UPat.var("b"))))), lambda c, a, b: c.where(a, b)),
  (UPat(Ops.WHERE, src=(UPat.var("c", dtypes.bool).ne(True), UPat.var("a"), UPat.var("b"))), lambda c, a, b: c.where(b, a)),
])

# ---- long sums: sorted once, top-down ----
# The rules above build a sum bottom-up, inserting each term into the already canonical chain below it: a chain of n terms
# out of order would take O(n^2) rewrites. `presort_sums`, run as graph_rewrite's `bpm` (before a node's sources), rebuilds an
# out-of-order sum once in term order, so the bottom-up pass finds every prefix sorted and only merges neighbours.

def _ordered_step(u: UOp) -> bool:
  a, b = u.src
  if (b.op is Ops.ADD and _int(b)) or _c(a): return False
  if a.op is Ops.ADD and _int(a): return a.__dict__["_osum"] and not _c(a.src[1]) and (_c(b) or term_key(a.src[1]) <= term_key(b))
  return _c(b) or term_key(a) <= term_key(b)

def ordered_sum(u: UOp) -> bool:
  """Whether an integer sum is a left chain of terms in term order, constant last; memoised down its left spine, iteratively."""
  spine, x = [], u
  while x.op is Ops.ADD and _int(x) and "_osum" not in x.__dict__:
    spine.append(x)
    x = x.src[0]
  for n in reversed(spine): n.__dict__["_osum"] = _ordered_step(n)
  return u.__dict__["_osum"]

def presort_sum(x: UOp) -> UOp | None:
  if not _int(x) or ordered_sum(x): return None
  terms, k = split_sum(x)
  if not terms: return None
  ret = functools.reduce(operator.add, sorted(terms, key=term_key))
  return ret + k if k else ret

presort_sums = PatternMatcher([(UPat(Ops.ADD, name="x"), presort_sum)])

# ---- phase 3: sym, for lowered graphs ----

def cast_into_where(x: UOp, c: UOp, a: UOp, b: UOp) -> UOp | None:
  return c.where(a.cast(x.dtype), b.cast(x.dtype)) if a.op is Ops.CONST or b.op is Ops.CONST else None

sym = symbolic + PatternMatcher([
  (UPat(Ops.CAST, name="x", src=(UPat(Ops.WHERE, src=(UPat.var("c"), UPat.var("a"), UPat.var("b"))),)), cast_into_where),
])

def simplify(x: Any) -> Any: return x.simplify() if isinstance(x, UOp) else x

__all__ = ["coef", "fold_const", "fold_divmod", "merge_terms", "ordered_sum", "presort_sums", "simplify", "split_sum", "sym", "symbolic",
           "symbolic_simple", "term_key"]
