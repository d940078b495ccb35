"""The DISK device: files mapped into memory; it only copies and views (a computation on DISK data runs on a compute device)."""
from __future__ import annotations
import mmap, os
from dataclasses import dataclass
from tinygrad.device import Allocator, BufferSpec, Compiled

@dataclass
class DiskBuffer:
  """`size` bytes at `offset` of one mapping of the file; the mapping lives as long as a buffer (or a numpy view) over it does."""
  device: DiskDevice
  size: int
  mem: mmap.mmap | None
  offset: int = 0
  def mv(self) -> memoryview:
    if self.mem is None: return memoryview(bytearray(0))  # an empty file cannot be mapped; only an empty buffer lives on it
    return memoryview(self.mem)[self.offset:self.offset + self.size]

class DiskAllocator(Allocator[DiskBuffer]):
  def __init__(self, dev: DiskDevice):
    super().__init__(dev)
    self.disk = dev
  def _alloc(self, size: int, options: BufferSpec) -> DiskBuffer: return DiskBuffer(self.disk, size, self.disk.map(size))
  def _free(self, opaque: DiskBuffer, options: BufferSpec) -> None: pass  # the mapping closes when its last buffer is collected
  def _copyin(self, dest: DiskBuffer, src: memoryview) -> None:
    if (mv := dest.mv()).readonly: raise PermissionError(f"{self.disk.path} is read-only; cannot write to it")
    mv[:] = src
  def _copyout(self, dest: memoryview, src: DiskBuffer) -> None: dest[:] = src.mv()
  def _offset(self, buf: DiskBuffer, size: int, offset: int) -> DiskBuffer:
    if offset < 0 or offset + size > buf.size:
      raise ValueError(f"disk view [{offset}, {offset + size}) is outside the {buf.size}-byte mapping of {self.disk.path}")
    return DiskBuffer(buf.device, size, buf.mem, buf.offset + offset)

class DiskDevice(Compiled):
  """`DISK:/path/to/file`: the file grows to the largest size asked of it. Each allocation maps the file as it is on disk now: a
  file replaced (renamed over, as safe_save does) or resized since is mapped afresh, so a re-opened path reads its new contents."""
  host_only, maps_files = True, True
  def __init__(self, device: str):
    if ":" not in device or not device.split(":", 1)[1]: raise ValueError(f"DISK needs a path: DISK:/path/to/file, got {device!r}")
    self.path = device.split(":", 1)[1]
    self.mem: mmap.mmap | None = None
    self.ident: tuple[int, int, int] | None = None  # (st_dev, st_ino, size) of the file self.mem maps
    super().__init__(device, DiskAllocator(self), [], None)
  def map(self, size: int) -> mmap.mmap | None:
    """A shared mapping of the whole file, grown to at least `size` bytes; the last one is reused while it still maps the same file at
    the same size. A read-only file is mapped read-only (writes then raise PermissionError). None for an empty file."""
    try: fd, writable = os.open(self.path, os.O_RDWR | os.O_CREAT), True
    except PermissionError: fd, writable = os.open(self.path, os.O_RDONLY), False
    try:
      st = os.fstat(fd)
      if size > st.st_size:
        if not writable: raise PermissionError(f"{self.path} is read-only and holds {st.st_size} bytes; cannot grow it to {size}")
        os.ftruncate(fd, size)
      ident = (st.st_dev, st.st_ino, n := max(size, st.st_size))
      if self.ident != ident:
        self.mem, self.ident = mmap.mmap(fd, n, access=mmap.ACCESS_DEFAULT if writable else mmap.ACCESS_READ) if n else None, ident
      return self.mem
    finally: os.close(fd)  # the mapping holds its own reference to the file
