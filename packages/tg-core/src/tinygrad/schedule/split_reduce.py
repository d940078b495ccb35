"""SPLIT_REDUCEOP: a reduce of many inputs into few outputs becomes partial reduces of contiguous chunks into a buffer, then a
small reduce of the partials (upstream's split_reduceop), so the first kernel has outputs to spread over CPU cores/GPU threads."""
from __future__ import annotations
import weakref
from tinygrad.helpers import REDUCEOP_SPLIT_THRESHOLD, SPLIT_REDUCEOP, prod
from tinygrad.uop.ops import UOp

# the partial reduces made here: split once (their partials already spread over the cores; splitting them again only adds
# a kernel and a pass over the partials, e.g. 16M -> 65536 -> 256 -> 1)
_PARTIALS: weakref.WeakSet[UOp] = weakref.WeakSet()

def split_reduce(u: UOp) -> UOp | None:
  """A big reduce into a small output as two: partial reduces of contiguous chunks into a buffer, then a reduce of the partials
  (SPLIT_REDUCEOP), so the work spreads over cores or threads instead of a few long loops. None when it does not apply."""
  if u in _PARTIALS or not SPLIT_REDUCEOP or u.device is None or not all(isinstance(s, int) for s in u.src[0].shape): return None
  op, axes = u.arg
  ins, outs = prod(u.src[0].shape), max(prod(u.shape), 1)
  if ins // outs < REDUCEOP_SPLIT_THRESHOLD.value: return None
  for a in axes:
    for d in range(min(256, (1 << 22) // outs), 7, -1):
      if (s := u.src[0].shape[a]) % d == 0 and s // d > 1:
        x = u.src[0].reshape((*u.src[0].shape[:a], d, s // d, *u.src[0].shape[a + 1:]))
        rest = tuple(b + (b > a) for b in axes if b != a)  # the other reduced axes, after the split one
        part = x.reduce(op, (a + 1, *rest))
        _PARTIALS.add(part)
        part = part.contiguous()
        return part.reduce(op, (a,)).reshape(u.shape)
  return None
