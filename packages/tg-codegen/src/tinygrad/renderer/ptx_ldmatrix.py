"""ldmatrix for tensor-core fragments: a warp's mma operand whose 16-bit elements are read from shared memory as 8x8 matrices of
16-byte rows becomes one `ldmatrix.sync.aligned.m8n8.x{2,4}[.trans]` instead of one shared load per element (or pair).

Found numerically on the linear program: each fragment element's shared address is evaluated for every thread of the block
(and a few values of the loop counters and block ids); the operand qualifies when register i (elements 2i, 2i+1) of lane l
(g = l / 4, t = l % 4) reads row g of matrix i at columns 2t, 2t+1 (rows on 16 bytes: ldmatrix), or column g at rows 2t, 2t+1
(.trans, a B operand stored k-major). Lane l then gives the address of row l % 8 of matrix l / 8: the address its fragment
expression has at the lane that reads that row, built by renaming the thread ids.
"""
from __future__ import annotations
from dataclasses import dataclass
from typing import Any
import numpy as np
from tinygrad.dtype import AddrSpace, PtrDType, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp

SAMPLES = 4  # values per loop counter / block id the addresses are checked at

@dataclass(frozen=True)
class LdMatrix:
  """One operand as ldmatrix: `buf` the shared buffer (its AFTER), `addr` the element index each lane supplies, `num` matrices,
  `trans` for .trans; `loads` the shared loads (and their lane picks) it replaces."""
  buf: UOp
  addr: UOp
  num: int
  trans: bool
  loads: frozenset[UOp]

_NP = {Ops.ADD: np.add, Ops.MUL: np.multiply, Ops.SUB: np.subtract, Ops.AND: np.bitwise_and, Ops.OR: np.bitwise_or,
       Ops.XOR: np.bitwise_xor, Ops.SHL: np.left_shift, Ops.SHR: np.right_shift, Ops.MAX: np.maximum, Ops.CMPLT: np.less,
       Ops.CMPNE: np.not_equal, Ops.CMPEQ: np.equal}

def _eval(u: UOp, env: dict[UOp, Any], memo: dict[UOp, Any]) -> Any:
  """An int expression at numpy values of its leaves (env); None for anything it cannot evaluate."""
  for x in u.toposort():
    if x in memo: continue
    if x in env: memo[x] = env[x]
    elif x.op is Ops.CONST and isinstance(x.arg, (int, bool)): memo[x] = np.int64(x.arg)
    elif x.op is Ops.CAST and (dtypes.is_int(x.dtype) or x.dtype == dtypes.bool) and x.src[0] in memo: memo[x] = memo[x.src[0]]
    elif x.op in _NP and all(s in memo for s in x.src): memo[x] = _NP[x.op](*(memo[s] for s in x.src)).astype(np.int64)
    elif x.op in (Ops.CDIV, Ops.CMOD) and all(s in memo for s in x.src):
      a, b = memo[x.src[0]], memo[x.src[1]]
      if np.any(b == 0): return None
      q = np.trunc(a / b).astype(np.int64)
      memo[x] = q if x.op is Ops.CDIV else a - q * b
    elif x.op is Ops.WHERE and all(s in memo for s in x.src): memo[x] = np.where(memo[x.src[0]], memo[x.src[1]], memo[x.src[2]])
    else: return None
  return memo[u]

def _lane_elements(v: UOp) -> list[tuple[UOp, int]] | None:
  """(shared load, lane) of each element of a fragment value, or None when an element is anything else."""
  out = []
  for e in v.src:
    ld, j = (e.src[0], e.arg) if e.op is Ops.INDEX and len(e.src) == 1 else (e, 0)
    if ld.op is not Ops.LOAD or len(ld.src) != 1 or ld.src[0].op is not Ops.INDEX or len(ld.src[0].src) != 2: return None
    b = ld.src[0].src[0]
    while b.op is Ops.AFTER: b = b.src[0]
    if b.op is not Ops.BUFFER or not isinstance(b.dtype, PtrDType) or b.dtype.addrspace is not AddrSpace.LOCAL: return None
    out.append((ld, j))
  return out

def _op(op: Ops, a: UOp, b: UOp | int) -> UOp: return UOp(op, a.dtype, (a, b if isinstance(b, UOp) else a.const_like(b)))

def _rename(u: UOp, m: dict[UOp, UOp], memo: dict[UOp, UOp]) -> UOp:
  """u with the nodes of m replaced (the replacements themselves left as they are)."""
  if u in m: return m[u]
  if u not in memo: memo[u] = u.replace(src=tuple(_rename(s, m, memo) for s in u.src)) if u.src else u
  return memo[u]

def ldmatrix_plans(uops: list[UOp]) -> dict[UOp, LdMatrix]:
  """{fragment STACK: its ldmatrix} for the 16-bit mma operands of a linear program that ldmatrix can load (see the module)."""
  lids = {int(u.arg[-1]): u for u in uops if u.op is Ops.SPECIAL and str(u.arg).startswith("lidx")}
  if not lids or any(u.src[0].op is not Ops.CONST for u in lids.values()): return {}
  sizes = [lids[d].src[0].arg if d in lids else 1 for d in range(3)]
  T = int(np.prod(sizes))
  if T % 32 or any(s & (s - 1) for s in sizes): return {}
  tid = np.arange(T, dtype=np.int64)
  rng = np.random.default_rng(0)
  env: dict[UOp, Any] = {u: ((tid // int(np.prod(sizes[:d]))) % sizes[d])[:, None] for d, u in lids.items()}
  for u in uops:  # the other leaves: loop counters and block ids at a few values each
    if u.op in (Ops.RANGE, Ops.SPECIAL) and u not in env and u.src[0].op is Ops.CONST:
      env[u] = rng.integers(0, max(int(u.src[0].arg), 1), SAMPLES)[None, :]
  uses: dict[UOp, list[UOp]] = {}
  for u in uops:
    for s in u.src: uses.setdefault(s, []).append(u)
  pos = {u: i for i, u in enumerate(uops)}
  plans: dict[UOp, LdMatrix] = {}
  for w in (u for u in uops if u.op is Ops.WMMA):
    for v in w.src[:2]:
      if v in plans or v.op is not Ops.STACK or v.dtype.scalar() not in (dtypes.half, dtypes.bfloat16) or v.dtype.count not in (4, 8): continue
      if (plan := _plan(v, uops, uses, pos, env, lids, sizes)) is not None: plans[v] = plan
  return plans

def _plan(v: UOp, uops: list[UOp], uses: dict[UOp, list[UOp]], pos: dict[UOp, int], env: dict[UOp, Any], lids: dict[int, UOp],
          sizes: list[int]) -> LdMatrix | None:
  if (els := _lane_elements(v)) is None: return None
  loads = {ld for ld, _ in els}
  buf = next(iter(loads)).src[0].src[0]
  if any(ld.src[0].src[0] is not buf for ld in loads): return None
  # the loads feed only this operand, and shared memory does not change between them and it
  picks = {e for e in v.src if e.op is Ops.INDEX}
  if any(x not in picks and x is not v for ld in loads for x in uses.get(ld, [])) or any(uses.get(p, []) != [v] for p in picks): return None
  first = min(pos[ld] for ld in loads)
  if any(u.op in (Ops.BARRIER, Ops.STORE, Ops.RANGE, Ops.END, Ops.IF, Ops.ENDIF) for u in uops[first:pos[v]]): return None
  memo: dict[UOp, Any] = {}
  n, T = len(els), int(np.prod(sizes))
  A = np.empty((n, T, SAMPLES), np.int64)  # (element, thread, sample)
  for e, (ld, j) in enumerate(els):
    if (a := _eval(ld.src[0].src[1], env, memo)) is None: return None
    A[e] = np.broadcast_to(np.asarray(a) + j, (T, SAMPLES))
  lane = np.arange(T) % 32
  g, t = (lane // 4)[None, :, None], (lane % 4)[None, :, None]
  jj = (np.arange(n) % 2)[:, None, None]
  def rows(R: np.ndarray) -> bool:  # one value per (element pair, warp, 8-row group), on 16 bytes
    R = R.reshape(n // 2, 2, T // 32, 8, 4, -1)
    return bool((R == R[:, :1, :, :, :1]).all() and (R % 8 == 0).all())
  def rows_t(R: np.ndarray) -> bool:  # .trans: the row is (2t + j), shared by every g
    R = R.reshape(n // 2, 2, T // 32, 8, 4, -1)
    return bool((R == R[:, :, :, :1]).all() and (R % 8 == 0).all())
  if rows(A - 2 * t - jj): trans = False
  elif rows_t(A - g): trans = True
  else: return None
  return LdMatrix(buf, _lane_addr(els, trans, n // 2, lids, sizes), n // 2, trans, frozenset(loads | {e for e in v.src if e.op is Ops.INDEX}))

def _lane_addr(els: list[tuple[UOp, int]], trans: bool, num: int, lids: dict[int, UOp], sizes: list[int]) -> UOp:
  """The element index lane l supplies: row l % 8 of matrix (l / 8) % num, read from the fragment expression of the lane that
  reads it (lane 4 (l % 8), element 2i; .trans: lane (l % 8) / 2, element 2i + l % 2)."""
  l0 = lids[0]
  tid = l0
  for d in (1, 2):
    if d in lids: tid = _op(Ops.ADD, tid, _op(Ops.MUL, lids[d], int(np.prod(sizes[:d]))))
  lane = _op(Ops.AND, tid, 31)
  r = _op(Ops.AND, lane, 7)
  src_lane = _op(Ops.SHR, r, 1) if trans else _op(Ops.SHL, r, 2)
  new_tid = _op(Ops.ADD, _op(Ops.SUB, tid, lane), src_lane)
  ren = {lids[d]: (src_lane if sizes[0] == 32 and d == 0 else _op(Ops.AND, _op(Ops.SHR, new_tid, int(np.log2(np.prod(sizes[:d])))), sizes[d] - 1))
         for d in lids}
  if sizes[0] == 32 and len(lids) > 1: ren = {lids[0]: src_lane}  # the warp is lidx0: the other ids are the same for every lane
  memo: dict[UOp, UOp] = {}
  def elem(e: int) -> UOp:
    ld, j = els[e]
    return _rename(ld.src[0].src[1], ren, memo) + j if j else _rename(ld.src[0].src[1], ren, memo)
  mat = _op(Ops.AND, _op(Ops.SHR, lane, 3), num - 1)
  out = None
  for i in reversed(range(num)):
    x = elem(2 * i) if not trans else _op(Ops.AND, r, 1).eq(0).where(elem(2 * i), elem(2 * i + 1))
    out = x if out is None else mat.eq(i).where(x, out)
  assert out is not None
  return out
