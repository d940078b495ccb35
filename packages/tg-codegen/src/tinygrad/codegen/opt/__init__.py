"""Kernel optimisation actions. `Opt(OptOps.SPLIT, axis, (amount, AxisType.X))` splits axis `axis` (an index into the
kernel's ranges sorted by position, reduce axes included) by `amount` (0 = the whole axis) into a new range of type X."""
from __future__ import annotations
from dataclasses import dataclass
from enum import auto
from typing import Any
from tinygrad.uop import FastEnum

class OptOps(FastEnum):
  SPLIT = auto(); TC = auto(); PADTO = auto(); SWAP = auto(); NOLOCALS = auto()
  GROUP = auto(); GROUPTOP = auto()  # SPLIT into GROUP_REDUCE (threads interleaved / each thread a contiguous block)
  STAGE = auto()  # tg addition: copy a re-read input block into a per-thread (CPU, opt/stage.py) or shared (GPU, opt/smem.py) buffer, arg = slot;
  # axis 1 (GPU): as the block's global box in 16-byte chunks

class KernelOptError(Exception):
  """An optimisation that cannot apply to this kernel (bad axis, amount, or a limit of the target)."""

@dataclass(frozen=True, order=True)
class Opt:
  op: OptOps
  axis: int | None = None
  arg: Any = None
  def __repr__(self) -> str: return f"Opt(op={self.op}, axis={self.axis}, arg={self.arg})"

def check(cond: bool, msg: str) -> None:
  if not cond: raise KernelOptError(msg)

__all__ = ["KernelOptError", "Opt", "OptOps", "check"]
