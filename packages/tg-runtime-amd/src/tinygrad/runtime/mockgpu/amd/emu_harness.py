"""Run an AMD code object on the emulator without the mock GPU: load it into host memory, write kernargs and the dispatch packet,
and call `run_dispatch` as the mock's PM4 executor would. Used by the emulator's tests and its benchmark.
"""
from __future__ import annotations
import struct
from collections.abc import Sequence
import numpy as np
from tinygrad.runtime.support.amd.codeobj import (KCP_DISPATCH_ID, KCP_DISPATCH_PTR, KCP_FLAT_SCRATCH_INIT, KCP_KERNARG_PTR, KCP_QUEUE_PTR,
                                                   KCP_PRIVATE_SEGMENT_BUFFER, KCP_PRIVATE_SEGMENT_SIZE, apply_relocs, load_code_object)
from tinygrad.runtime.mockgpu.amd.emu import run_dispatch

def addr(a: np.ndarray) -> int: return a.ctypes.data

class Loaded:
  """A code object placed in host memory (kept alive here), with everything a dispatch needs but the buffers."""
  def __init__(self, lib: bytes, name: str | None = None):
    co = load_code_object(lib, name)
    self.mem = np.zeros(len(co.image) + 256, np.uint8)
    base = -addr(self.mem) % 256
    self.base = addr(self.mem) + base
    self.mem[base:base + len(co.image)] = np.frombuffer(apply_relocs(co.image, co.relocs, self.base), np.uint8)
    self.desc = co.desc
    self.code_addr = self.base + co.desc_offset + co.desc.entry_offset

def run(loaded: Loaded, arch: str, bufs: Sequence[np.ndarray], vals: Sequence[int], global_size: Sequence[int], local_size: Sequence[int],
        scratch_per_lane: int | None = None, budget: int = 10_000_000) -> int:
  """Dispatch `global_size` workgroups of `local_size`; buffers' host addresses are their GPU addresses. Returns instructions run."""
  d = loaded.desc
  kernargs = np.zeros(max(d.kernarg_size, 8 * len(bufs) + 4 * len(vals)) + 64 + 256, np.uint8)
  struct.pack_into(f"<{len(bufs)}Q{len(vals)}i", kernargs.data, 0, *(addr(b) for b in bufs), *vals)
  ka = addr(kernargs)
  pkt = np.zeros(64, np.uint8)
  struct.pack_into("<3H2x3I", pkt.data, 4, *local_size, *(g * ls for g, ls in zip(global_size, local_size)))
  hidden = -(-(8 * len(bufs) + 4 * len(vals)) // 8) * 8
  if hidden + 256 == d.kernarg_size:  # code object v5 hidden arguments
    struct.pack_into("<3I3H", kernargs.data, hidden, *global_size, *local_size)
    struct.pack_into("<H", kernargs.data, hidden + 64, 3)
  props, user = d.kernel_code_properties, []
  if props & KCP_PRIVATE_SEGMENT_BUFFER: user += [0, 0, 0xFFFFFFFF, 0]
  if props & KCP_DISPATCH_PTR: user += [addr(pkt) & 0xFFFFFFFF, addr(pkt) >> 32]
  if props & KCP_QUEUE_PTR: user += [0, 0]
  if props & KCP_KERNARG_PTR: user += [ka & 0xFFFFFFFF, ka >> 32]
  if props & KCP_DISPATCH_ID: user += [0, 0]
  if props & KCP_FLAT_SCRATCH_INIT: user += [0, 0]
  if props & KCP_PRIVATE_SEGMENT_SIZE: user += [d.private_segment_size]
  ranges = [(loaded.base, len(loaded.mem) - (loaded.base - addr(loaded.mem))), (ka, kernargs.nbytes), (addr(pkt), pkt.nbytes),
            *((addr(b), b.nbytes) for b in bufs)]
  def mapped(a: int, n: int) -> bool: return any(lo <= a and a + n <= lo + sz for lo, sz in ranges)
  rsrc2 = d.rsrc2 | (-(-d.group_segment_size // 512) & 0x1FF) << 15
  per_lane = d.private_segment_size if scratch_per_lane is None else scratch_per_lane
  return run_dispatch(arch=arch, code_addr=loaded.code_addr, kernarg_addr=ka, user_sgprs=[u & 0xFFFFFFFF for u in user], rsrc1=d.rsrc1, rsrc2=rsrc2,
                      rsrc3=d.rsrc3, wave32=d.wave32 and not arch.startswith("gfx9"), grid=(global_size[0], global_size[1], global_size[2]),
                      block=(local_size[0], local_size[1], local_size[2]), lds_size=((rsrc2 >> 15) & 0x1FF) * 512, scratch_addr=0,
                      scratch_size_per_lane=per_lane, mapped=mapped, budget=budget)

