"""The DISK device: files (or POSIX shared memory) mapped into memory; it only copies and views."""
from __future__ import annotations
import mmap, os
from dataclasses import dataclass
from tinygrad.device import Allocator, BufferSpec, Compiled

@dataclass
class DiskBuffer:
  device: DiskDevice
  size: int
  offset: int = 0
  def mv(self) -> memoryview:
    if self.device.mem is None: raise RuntimeError(f"{self.device.device} is not open")
    return memoryview(self.device.mem)[self.offset:self.offset + self.size]

class DiskAllocator(Allocator[DiskBuffer]):
  def __init__(self, dev: DiskDevice):
    super().__init__(dev)
    self.disk = dev
  def _alloc(self, size: int, options: BufferSpec) -> DiskBuffer:
    self.disk.open(size)
    return DiskBuffer(self.disk, size)
  def _free(self, opaque: DiskBuffer, options: BufferSpec) -> None: self.disk.close()
  def _copyin(self, dest: DiskBuffer, src: memoryview) -> None: dest.mv()[:] = src
  def _copyout(self, dest: memoryview, src: DiskBuffer) -> None: dest[:] = src.mv()
  def _offset(self, buf: DiskBuffer, size: int, offset: int) -> DiskBuffer:
    if offset + size > buf.size: raise ValueError(f"disk view [{offset}, {offset + size}) is outside the {buf.size}-byte mapping")
    return DiskBuffer(buf.device, size, buf.offset + offset)

class DiskDevice(Compiled):
  """`DISK:/path/to/file`: the file grows to the largest size asked of it; handles are reference counted."""
  host_only, maps_files = True, True
  def __init__(self, device: str):
    if ":" not in device or not device.split(":", 1)[1]: raise ValueError(f"DISK needs a path: DISK:/path/to/file, got {device!r}")
    self.path, self.count, self.size = device.split(":", 1)[1], 0, 0
    self.mem: mmap.mmap | None = None
    self.fd: int | None = None
    super().__init__(device, DiskAllocator(self), [], None)
  def open(self, size: int) -> None:
    if self.fd is None:
      self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT)
      self.size = os.fstat(self.fd).st_size
    if size > self.size:
      if self.mem is not None: raise RuntimeError(f"{self.path} is mapped at {self.size} bytes and cannot grow to {size} while in use")
      os.ftruncate(self.fd, size)
      self.size = size
    if self.mem is None and self.size: self.mem = mmap.mmap(self.fd, self.size)
    self.count += 1
  def close(self) -> None:
    self.count -= 1
    if self.count == 0 and self.fd is not None:
      if self.mem is not None: self.mem.close()
      os.close(self.fd)
      self.fd, self.mem = None, None
