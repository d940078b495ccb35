"""HCQGraph: a TinyJit batch of kernels on one HCQ device sent as one submission.

Each replay encodes one compute queue (wait for the timeline, barrier, every kernel's launch with its inputs and this call's launch
dims and Variable values, signal the timeline) and rings the doorbell once; consecutive launches in one queue let a vendor chain them
on the device (NV chains QMDs). Kernel arguments live in the device's kernarg ring like single launches.
"""
from __future__ import annotations
from typing import Any
from tinygrad.device import Buffer, Device
from tinygrad.engine.jit import GraphException, GraphRunner
from tinygrad.engine.realize import ExecItem

class HCQGraph(GraphRunner):
  def __init__(self, items: list[ExecItem], bufs: list[list[Buffer]], input_slots: list[tuple[int, int, int]]):
    super().__init__(items, bufs, input_slots)
    from tinygrad.runtime.support.hcq import HCQCompiled, HCQProgram
    self.dev: Any = Device[self.device]
    if not isinstance(self.dev, HCQCompiled): raise GraphException(f"{self.device} is not an HCQ device")
    if not all(isinstance(ln.prg, HCQProgram) for ln in self.launches): raise GraphException("HCQGraph batches HCQ programs only")

  def __call__(self, bufs: list[Buffer], var_vals: dict[str, int], wait: bool = False) -> float | None:
    dev, raw = self.dev, {k: bufs[k].ensure_allocated()._buf for k in self.inputs}
    q = dev.hw_compute_queue_t().wait(dev.timeline_signal, dev.timeline_value - 1).memory_barrier()
    if wait: st, en = dev.new_signal(), dev.new_signal()
    if wait: q.timestamp(st)
    for ln in self.launches:
      for pos, k in ln.patches: ln.args[pos] = raw[k]
      gs, ls, vals = ln.dims(var_vals)
      gs, ls = tuple(gs) + (1,) * (3 - len(gs)), tuple(ls or (1, 1, 1)) + (1,) * (3 - len(ls or (1, 1, 1)))
      prg: Any = ln.prg
      q.exec(prg, prg.fill_kernargs(ln.args, vals), gs, ls)
    if wait: q.timestamp(en)
    q.signal(dev.timeline_signal, dev.next_timeline()).submit(dev)
    if not wait: return None
    dev.synchronize()
    return (en.timestamp - st.timestamp) / 1e6
