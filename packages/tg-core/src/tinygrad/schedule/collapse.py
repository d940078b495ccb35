"""Reduce collapse: a sum over a range of a value that only steps at linear bounds of the range has a closed form.

`sum(r in [0, N)) where(lo <= r < hi, x, y)` is `x*cnt + y*(N-cnt)` with `cnt = max(0, min(hi, N) - max(lo, 0))`, when x and
y do not depend on r. This is what turns `arange` (built as a cumulative sum of ones) and one-hot gathers back into plain
index math instead of a quadratic loop.
"""
from __future__ import annotations
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp
from tinygrad.uop.symbolic import coef, split_sum

def _has(u: UOp, r: UOp) -> bool: return r in u.toposort()

def _linear(d: UOp, r: UOp) -> tuple[int, UOp] | None:
  """d == k*r + rest with rest free of r, or None."""
  terms, k0 = split_sum(d.simplify())
  k, rest = 0, UOp.const(k0, dtypes.weakint)
  for t in terms:
    kk, b = coef(t)
    if b is r: k += kk
    elif _has(b, r): return None
    else: rest = rest + t
  return k, rest

def _bounds(cond: UOp, r: UOp, lo: UOp, hi: UOp) -> tuple[UOp, UOp] | None:
  """Narrow [lo, hi) to where `cond` (an AND of comparisons linear in r) holds."""
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

def collapse(v: UOp, r: UOp, n: UOp) -> UOp | None:
  """sum over r in [0, n) of v in closed form, or None when v is not a sum of range-bounded steps."""
  if not _has(v, r): return v * n.cast(v.dtype)
  if v.op is Ops.ADD:
    a, b = collapse(v.src[0], r, n), collapse(v.src[1], r, n)
    return None if a is None or b is None else a + b
  if v.op is Ops.MUL and not _has(v.src[1], r): return None if (a := collapse(v.src[0], r, n)) is None else a * v.src[1]
  if v.op is Ops.MUL and not _has(v.src[0], r): return None if (a := collapse(v.src[1], r, n)) is None else v.src[0] * a
  if v.op is Ops.CAST and v.src[0].op is Ops.WHERE:
    w = v.src[0]
    return collapse(w.src[0].where(w.src[1].cast(v.dtype), w.src[2].cast(v.dtype)), r, n)
  if v.op is Ops.WHERE and not _has(v.src[1], r) and not _has(v.src[2], r):
    if (bounds := _bounds(v.src[0], r, UOp.const(0, dtypes.weakint), n)) is None: return None
    cnt = (bounds[1] - bounds[0]).maximum(0).simplify().cast(v.dtype)
    return v.src[1] * cnt + v.src[2] * (n.cast(v.dtype) - cnt)
  return None
