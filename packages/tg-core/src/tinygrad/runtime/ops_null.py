"""The NULL device: renders with any registered renderer and runs nothing; for codegen and scheduling tests."""
from __future__ import annotations
from typing import Any
from tinygrad.device import Allocator, BufferSpec, Compiled, Compiler, registered_renderers
from tinygrad.helpers import getenv

class NullAllocator(Allocator[int]):
  def _alloc(self, size: int, options: BufferSpec) -> int: return size
  def _copyin(self, dest: int, src: memoryview) -> None: pass
  def _copyout(self, dest: memoryview, src: int) -> None:
    if not getenv("NULL_ALLOW_COPYOUT"): raise RuntimeError("the NULL device holds no data to copy out; set NULL_ALLOW_COPYOUT=1 to read zeros")
    dest[:] = bytes(len(dest))
  def _offset(self, buf: int, size: int, offset: int) -> int: return size

class NullProgram:
  def __init__(self, name: str, lib: bytes, *args: Any, **kwargs: Any): self.name, self.lib = name, lib
  def __call__(self, *bufs: Any, global_size: tuple[int, ...] = (1, 1, 1), local_size: tuple[int, ...] = (1, 1, 1),
               vals: tuple[int, ...] = (), wait: bool = False) -> float:
    return 1e-3

class NullDevice(Compiled):
  holds_data = False
  def __init__(self, device: str):
    # every registered renderer is accepted, its source "compiled" as text; the default is NullRenderer (tg-codegen's "NULL")
    names = sorted(registered_renderers(), key=lambda r: r != "NULL")
    super().__init__(device, NullAllocator(), [(r, lambda _: Compiler()) for r in names], NullProgram)
