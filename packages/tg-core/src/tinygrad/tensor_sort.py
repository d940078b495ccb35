"""Sorting for Tensor.sort / argsort / topk: a bitonic network over (value, index) pairs, O(n log^2 n) compare-exchanges.

The sorted dim is padded to a power of two N = 2^m and split into m axes of size 2, one per index bit, so the partner of an
element at distance 2^b is the other half of bit b's axis. Each stage first compares mirrored halves (the flip form of the
network, so every compare-exchange sorts the same way), then runs half-cleaners down the lower bits. Every step is materialised,
in the backward pass too (each output reads two inputs, so fusing steps would recompute exponentially). Ties in value break by
the carried index, which makes the sort stable: tied values keep their order of appearance.

NaN sorts as the largest value (last ascending, first descending). It is carried as +inf with its index moved out of [0, N):
+N ascending (after every real +inf), -N descending (before them); padding sorts after everything. The index's low m bits stay
the original position.
"""
from __future__ import annotations
import math
from typing import TYPE_CHECKING
from tinygrad.dtype import DType, dtypes
if TYPE_CHECKING: from tinygrad.tensor import Tensor

def _pad_value(dt: DType, descending: bool) -> bool | int | float:
  if dtypes.is_bool(dt): return not descending
  if dtypes.is_float(dt): return -math.inf if descending else math.inf
  return dt.min if descending else dt.max

def _exchange(v: Tensor, i: Tensor, ax: int, flip_axes: tuple[int, ...], descending: bool) -> tuple[Tensor, Tensor]:
  """Compare-exchange across the size-2 axis `ax`; the upper half is first reversed along `flip_axes` (and restored after)."""
  def half(t: Tensor, h: int) -> Tensor:
    s = t.shrink(tuple((h, h + 1) if d == ax else None for d in range(t.ndim)))
    return s.flip(flip_axes) if h and flip_axes else s
  va, vb, ia, ib = half(v, 0), half(v, 1), half(i, 0), half(i, 1)
  take_a = (vb < va if descending else va < vb) | (va.eq(vb) & (ia < ib))
  lo_v, hi_v, lo_i, hi_i = take_a.where(va, vb), take_a.where(vb, va), take_a.where(ia, ib), take_a.where(ib, ia)
  if flip_axes: hi_v, hi_i = hi_v.flip(flip_axes), hi_i.flip(flip_axes)
  return lo_v.cat(hi_v, dim=ax).contiguous().contiguous_backward(), lo_i.cat(hi_i, dim=ax).contiguous()

def bitonic_sort(x: Tensor, dim: int, descending: bool) -> tuple[Tensor, Tensor]:
  """(sorted values, int32 indices) of `x` along `dim`."""
  T = type(x)  # the caller's Tensor class: this module never imports tinygrad.tensor
  d = x._axis(dim)
  if x.ndim == 0: return x, T.const(0, dtypes.int32)
  n = int(x.shape[d])
  if n <= 1: return x, T.zeros(*x.shape, dtype=dtypes.int32, device=x.device)
  if x.device is None or dtypes.is_weak(x.dtype): x = x.clone()  # every step is materialised, so the input needs storage
  m = math.ceil(math.log2(n))
  N = 2 ** m
  xt = x.transpose(d, -1)
  lead = xt.shape[:-1]
  pos = T.arange(N, dtype=dtypes.int32).reshape(*[1] * len(lead), N).expand(*lead, N)
  i = pos + (pos >= n).where(2 * N, 0)  # padding sorts after every real value (and after NaN)
  v = xt.pad(tuple([None] * len(lead) + [(0, N - n)]), value=_pad_value(x.dtype, descending))
  if is_f := dtypes.is_float(x.dtype):
    nan = v.isnan()
    v, i = nan.where(math.inf, v), nan.where(i - N if descending else i + N, i)
  v, i = v.reshape(*lead, *[2] * m), i.reshape(*lead, *[2] * m).clone(x.device)
  bit_ax = [len(lead) + m - 1 - b for b in range(m)]  # the axis of index bit b (most significant bit first)
  for stage in range(1, m + 1):
    v, i = _exchange(v, i, bit_ax[stage - 1], tuple(bit_ax[:stage - 1]), descending)
    for b in range(stage - 2, -1, -1): v, i = _exchange(v, i, bit_ax[b], (), descending)
  v, i = v.reshape(*lead, N)[..., :n], i.reshape(*lead, N)[..., :n]
  if is_f: v = (i < 0 if descending else i >= N).where(math.nan, v)
  return v.transpose(d, -1), (i & (N - 1)).transpose(d, -1)
