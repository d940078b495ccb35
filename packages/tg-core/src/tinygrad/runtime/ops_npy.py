"""The NPY device: numpy arrays as buffers, so a Tensor made from an array starts without a copy."""
from __future__ import annotations
import numpy as np
from tinygrad.device import Allocator, BufferSpec, Compiled

class NpyAllocator(Allocator[np.ndarray]):
  def _alloc(self, size: int, options: BufferSpec) -> np.ndarray: return np.zeros(size, dtype=np.uint8)
  def _copyin(self, dest: np.ndarray, src: memoryview) -> None: dest.view(np.uint8).reshape(-1)[:] = np.frombuffer(src, dtype=np.uint8)
  def _copyout(self, dest: memoryview, src: np.ndarray) -> None: dest[:] = np.ascontiguousarray(src).reshape(-1).view(np.uint8).data
  def _offset(self, buf: np.ndarray, size: int, offset: int) -> np.ndarray: return buf.reshape(-1).view(np.uint8)[offset:offset + size]

class NpyDevice(Compiled):
  host_only = True
  def __init__(self, device: str): super().__init__(device, NpyAllocator(), [], None)
