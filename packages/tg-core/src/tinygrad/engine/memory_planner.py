"""The memory planner: intermediate buffers whose lifetimes do not overlap share one arena per device.

Lifetime = first to last call of the LINEAR that uses the buffer. Sizes round up to 256 bytes; offsets are assigned
first-fit over the gaps left by buffers that are live at the same time. Each planned BUFFER is replaced by a BUFFER backed
by a view of the arena. Only the buffers the caller names are planned (never outputs or anything a live tensor can reach);
DISK buffers are skipped.
`NO_MEMORY_PLANNER=1` turns it off.
"""
from __future__ import annotations
from tinygrad.device import Buffer
from tinygrad.dtype import dtypes
from tinygrad.helpers import DEBUG, NO_MEMORY_PLANNER, round_up
from tinygrad.uop.ops import UOp

ALIGN = 256

def _plannable(b: UOp) -> bool:
  dev = b.arg.device
  return isinstance(dev, str) and not dev.startswith(("DISK", "TINYFS", "NPY")) and b.arg.size > 0

def lifetimes(linear: UOp, bufs: set[UOp]) -> dict[UOp, tuple[int, int]]:
  """First and last call index of each of `bufs` that the LINEAR uses."""
  out: dict[UOp, tuple[int, int]] = {}
  for i, call in enumerate(linear.src):
    for b in call.src[1:]:
      if b in bufs and _plannable(b): out[b] = (out[b][0], i) if b in out else (i, i)
  return out

def assign_offsets(lives: dict[UOp, tuple[int, int]]) -> tuple[dict[UOp, int], int]:
  """First-fit offsets so that buffers alive at the same time never overlap; returns (offsets, arena size)."""
  placed: list[tuple[int, int, int, int]] = []  # (offset, size, start, end)
  offs: dict[UOp, int] = {}
  for b, (st, en) in sorted(lives.items(), key=lambda kv: (-round_up(kv[0].arg.size * kv[0].dtype.itemsize, ALIGN), kv[1])):
    size = round_up(b.arg.size * b.dtype.itemsize, ALIGN)
    busy = sorted((o, o + s) for o, s, s0, e0 in placed if not (e0 < st or en < s0))
    off = 0
    for lo, hi in busy:
      if off + size <= lo: break
      off = max(off, hi)
    placed.append((off, size, st, en))
    offs[b] = off
  return offs, max((o + s for o, s, _, _ in placed), default=0)

def memory_plan(linear: UOp, bufs: list[UOp] | set[UOp]) -> UOp:
  """`linear` with the intermediate buffers `bufs` moved into per-device arenas."""
  if NO_MEMORY_PLANNER: return linear
  lives = lifetimes(linear, set(bufs))
  if not lives: return linear
  subs: dict[UOp, UOp] = {}
  for dev in sorted({b.arg.device for b in lives}):
    mine = {b: t for b, t in lives.items() if b.arg.device == dev}
    offs, total = assign_offsets(mine)
    before = sum(round_up(b.arg.size * b.dtype.itemsize, ALIGN) for b in mine)
    if total >= before: continue  # nothing shared: keep plain buffers
    arena = Buffer(dev, total, dtypes.uint8)
    for b, off in offs.items(): subs[b] = UOp.from_buffer(arena.view(b.arg.size, b.dtype, off))
    if DEBUG >= 1: print(f"memory planner on {dev}: {len(mine)} buffers, {before / 1e6:.2f} MB -> {total / 1e6:.2f} MB")
  if not subs: return linear
  return linear.replace(src=tuple(call.replace(src=(call.src[0], *[subs.get(b, b) for b in call.src[1:]])) for call in linear.src))
