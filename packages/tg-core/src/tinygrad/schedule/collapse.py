"""Reduce collapse: a sum over a range of a value that only steps at linear bounds of the range has a closed form.

`sum(r in [lo, hi)) where(a <= r < b, x, y)` is `x*cnt + y*(hi-lo-cnt)` with `cnt = max(0, min(b, hi) - max(a, lo))`, when x and
y do not depend on r. A `(r + c) % m` or `(r + c) // m` that wraps at most once over the range splits it in two intervals where
it is linear. This is what turns `arange` (a cumulative sum of a constant, built with the pad/reshape window trick) and
one-hot gathers back into plain index math instead of a quadratic loop.
"""
from __future__ import annotations
import functools
from tinygrad.dtype import Invalid, dtypes
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import UOp
from tinygrad.uop.symbolic import coef, split_sum

def _has(u: UOp, r: UOp) -> bool: return r in u.toposort()
def _int(x: int) -> UOp: return UOp.const(x, dtypes.weakint)

def _linear(d: UOp, r: UOp) -> tuple[int, UOp] | None:
  """d == k*r + rest with rest free of r, or None."""
  terms, k0 = split_sum(d.simplify())
  k, rest = 0, _int(k0)
  for t in terms:
    kk, b = coef(t)
    if b is r: k += kk
    elif _has(b, r): return None
    else: rest = rest + t
  return k, rest

def _bounds(cond: UOp, r: UOp, lo: UOp, hi: UOp) -> tuple[UOp, UOp] | None:
  """Narrow [lo, hi) to where `cond` (an AND of comparisons linear in r) holds."""
  if not _has(cond, r): return None
  if cond.op is Ops.AND:
    if (b := _bounds(cond.src[0], r, lo, hi)) is None: return None
    return _bounds(cond.src[1], r, *b)
  neg = cond.op is Ops.CMPNE and cond.src[1].op is Ops.CONST and cond.src[1].arg is True
  atom = cond.src[0] if neg else cond
  if atom.op is Ops.CMPEQ and not neg and atom.src[0].dtype == dtypes.weakint:
    if (lin := _linear(atom.src[0] - atom.src[1], r)) is None or lin[0] not in (1, -1): return None
    at = -lin[1] if lin[0] == 1 else lin[1]
    return lo.maximum(at), hi.minimum(at + 1)
  if atom.op is not Ops.CMPLT or atom.src[0].dtype != dtypes.weakint: return None
  if (lin := _linear(atom.src[0] - atom.src[1], r)) is None: return None
  k, rest = lin
  if neg: k, rest = -k, -rest - 1  # not(d < 0) is (-d - 1 < 0)
  if k > 0: return lo, hi.minimum((-rest + (k - 1)) // k)
  if k < 0: return lo.maximum(rest // -k + 1), hi
  return None

def _wrap(v: UOp, r: UOp) -> UOp | None:
  """A `(r + c) % m` or `(r + c) // m` in v (m a constant) whose argument stays in [0, 2m), so it wraps at most once."""
  for u in v.toposort():
    if u.op in (Ops.FLOORMOD, Ops.FLOORDIV) and u.src[1].op is Ops.CONST and _has(u.src[0], r) and (lin := _linear(u.src[0], r)) is not None \
       and lin[0] == 1 and u.src[0].vmin >= 0 and u.src[0].vmax < 2 * u.src[1].arg: return u
  return None

def _replace(u: UOp, old: UOp, new: UOp, memo: dict | None = None) -> UOp:
  """u with the node `old` replaced by `new` (a plain rebuild: cheaper than a graph_rewrite for these small expressions)."""
  if u is old: return new
  if memo is None: memo = {}
  if (r := memo.get(u)) is None:
    srcs = tuple(_replace(s, old, new, memo) for s in u.src)
    # ALU nodes take the promoted dtype of their new sources (a data-dependent index is not weakint)
    r = memo[u] = u if srcs == u.src else srcs[0].alu(u.op, *srcs[1:]) if u.op in GroupOp.ALU else u.replace(src=srcs)
  return r

def _split(v: UOp, r: UOp, lo: UOp, hi: UOp, w: UOp) -> UOp | None:
  """Collapse over the two intervals where the wrapping node `w` is linear: below the wrap point and from it on."""
  x, m = w.src[0], w.src[1].arg
  p = (_int(m) - (x - r)).simplify()  # x = r + c wraps at r = m - c
  mid = p.maximum(lo).minimum(hi)
  below, above = (x, x - m) if w.op is Ops.FLOORMOD else (_int(0), _int(1))
  a, b = collapse(_replace(v, w, below), r, lo, mid), collapse(_replace(v, w, above), r, mid, hi)
  return None if a is None or b is None else a + b

def _as_index(u: UOp) -> UOp | None:
  """An integer expression as weakint index math: value-preserving integer casts are dropped (None when there is another op)."""
  if u.dtype == dtypes.weakint and u.op in (Ops.RANGE, Ops.CONST): return u
  if u.op is Ops.CONST and dtypes.is_int(u.dtype): return _int(u.arg)
  if u.op is Ops.CAST and dtypes.is_int(u.dtype) and dtypes.is_int(u.src[0].dtype) and u.dtype.min <= u.src[0].vmin and u.src[0].vmax <= u.dtype.max:
    return _as_index(u.src[0])
  if u.op in (Ops.ADD, Ops.MUL, Ops.SUB) and dtypes.is_int(u.dtype):
    srcs = [_as_index(x) for x in u.src]
    return None if any(x is None for x in srcs) else UOp(u.op, dtypes.weakint, tuple(x for x in srcs if x is not None))
  return None

def _equality(cond: UOp) -> tuple[UOp, UOp] | None:
  """(a, b) when cond is a == b (CMPEQ, or the negation of CMPNE)."""
  if cond.op is Ops.CMPEQ: return cond.src[0], cond.src[1]
  if cond.op is Ops.CMPNE and cond.src[1].op is Ops.CONST and cond.src[1].arg is True and cond.src[0].op is Ops.CMPNE:
    return cond.src[0].src[0], cond.src[0].src[1]
  return None

def _gate_loads(u: UOp, at: UOp, valid: UOp) -> UOp:
  """Every address computed from `at` made Invalid where `valid` is false, so a gathered load never reads out of bounds."""
  subs = {}
  for x in u.toposort():
    if x.op is Ops.INDEX and len(x.src) == 2 and _has(x.src[1], at):
      i = x.src[1]
      g = (valid & i.src[0]).where(i.src[1], i.src[2]) if i.op is Ops.WHERE and i.src[2].op is Ops.CONST and i.src[2].arg is Invalid else \
        valid.where(i, UOp.const(Invalid, dtypes.weakint))
      subs[x] = x.replace(src=(x.src[0], g))
  for old, new in subs.items(): u = _replace(u, old, new)
  return u

def _one_hot(cond: UOp, x: UOp, r: UOp, lo: UOp, hi: UOp) -> UOp | None:
  """sum over r in [lo, hi) of where(f(r) == e, x(r), 0) with f linear (slope +-1): x at the one r that matches, or 0."""
  if (eq := _equality(cond)) is None: return None
  a, b = eq if _has(eq[0], r) else (eq[1], eq[0])
  if _has(b, r) or not dtypes.is_int(b.dtype) or (ai := _as_index(a)) is None or (lin := _linear(ai, r)) is None or lin[0] not in (1, -1): return None
  at = (b - lin[1]) * lin[0]  # a data-dependent index keeps the integer dtype of the data
  valid = (at >= lo) & (at < hi)
  return valid.where(_gate_loads(_replace(x, r, at), at, valid), x.const_like(0))

def collapse(v: UOp, r: UOp, lo: UOp, hi: UOp) -> UOp | None:
  """sum over r in [lo, hi) of v in closed form, or None when v is not a sum of range-bounded steps."""
  if not _has(v, r): return v * (hi - lo).maximum(0).simplify().cast(v.dtype)
  if (w := _wrap(v, r)) is not None: return _split(v, r, lo, hi, w)
  if v.op is Ops.ADD:
    a, b = collapse(v.src[0], r, lo, hi), collapse(v.src[1], r, lo, hi)
    return None if a is None or b is None else a + b
  if v.op is Ops.MUL and not _has(v.src[1], r): return None if (a := collapse(v.src[0], r, lo, hi)) is None else a * v.src[1]
  if v.op is Ops.MUL and not _has(v.src[0], r): return None if (a := collapse(v.src[1], r, lo, hi)) is None else v.src[0] * a
  if v.op is Ops.CAST and v.src[0].op is Ops.WHERE:
    w = v.src[0]
    return collapse(w.src[0].where(w.src[1].cast(v.dtype), w.src[2].cast(v.dtype)), r, lo, hi)
  if v.op is Ops.WHERE and _has(v.src[1], r) and v.src[2].op is Ops.CONST and v.src[2].arg == 0: return _one_hot(v.src[0], v.src[1], r, lo, hi)
  if v.op is Ops.MUL and (m := [x for x in v.src if x.op is Ops.CAST and x.src[0].dtype == dtypes.bool]):
    return _one_hot(m[0].src[0], v.src[1] if v.src[0] is m[0] else v.src[0], r, lo, hi)
  if v.op is Ops.WHERE and not _has(v.src[1], r) and not _has(v.src[2], r):
    if (bounds := _bounds(v.src[0], r, lo, hi)) is None: return None
    cnt = (bounds[1] - bounds[0]).maximum(0).simplify()
    return v.src[1] * cnt.cast(v.dtype) + v.src[2] * ((hi - lo).maximum(0) - cnt).simplify().cast(v.dtype)
  return None

@functools.lru_cache(maxsize=1 << 12)  # every random init of a model collapses the same arange
def collapse_range(v: UOp, r: UOp) -> UOp | None:
  """sum over all of RANGE r of v in closed form, or None."""
  topo = v.toposort()
  # only a value with a step in it (a WHERE, a bool cast) or no r at all can collapse: a matmul's products stop here at once
  if r in topo and not any(x.op is Ops.WHERE or (x.op is Ops.CAST and x.src[0].dtype == dtypes.bool) for x in topo): return None
  return collapse(v, r, _int(0), r.src[0])
