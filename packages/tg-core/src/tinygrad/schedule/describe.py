"""A one-line-per-call summary of a LINEAR, printed when a kernel-count check fails."""
from __future__ import annotations
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp

def describe_call(i: int, call: UOp) -> str:
  body, bufs = call.src[0], call.src[1:]
  if body.op is Ops.COPY: return f"{i:3d} COPY {body.arg[2]} bytes {bufs[1].arg.device} -> {bufs[0].arg.device}"
  nodes = body.toposort()
  ranges = [f"{r.src[0].render() if r.src[0].op is not Ops.CONST else r.src[0].arg}{r.arg[-1].letter}" for r in nodes if r.op is Ops.RANGE]
  reduces = sorted({r.arg[0].name for r in nodes if r.op is Ops.REDUCE})
  return f"{i:3d} KERNEL on {bufs[0].arg.device}: ranges [{' '.join(ranges)}] reduces {reduces} buffers " + \
    ", ".join(f"{b.dtype.name}[{b.arg.size}]" for b in bufs)

def describe(linear: UOp) -> str:
  """Every call of a LINEAR: kernels with their loop sizes (L/R letters), reduce ops and buffers; copies with their devices."""
  return "\n".join(describe_call(i, c) for i, c in enumerate(linear.src))
