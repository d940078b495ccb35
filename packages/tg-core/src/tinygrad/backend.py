"""What tg-core needs from a backend, as Protocols: a wheel that registers a renderer (`tinygrad.renderers` entry point) and a
device (`tinygrad.devices`) meets tg-core only through these, so tg-core imports nothing from tg-codegen or any device wheel.

- `DeviceCaps`: the limits the scheduler reads when it decides what fuses into one kernel. A device reports them through its
  renderer (`Compiled.renderer`); a missing attribute is a TypeError naming it, never a silent default.
- `Program`: one lowered kernel: its source (what the device compiler takes), its launch sizes and argument order.
- `Renderer`: the device's caps plus `lower(ast)`, which turns a kernel AST (a SINK of STOREs over the kernel's PARAMs) into a
  Program. tg-codegen's renderers lower through its optimiser and linearizer; a backend may lower any way it likes.

Optional capabilities, each with the default tg-core assumes where a backend leaves it out (tg-core asks for them only here):
- a Renderer may be `CachedLowering` (`lower_cached(ast)`: default, none cached: every kernel is lowered) and `DtypeSupport`
  (`supports_dtype(dtype)`: default, every dtype is supported).
- `Compiled.graph = None`: the graph executor class (or a functools.partial of one) the JIT batches the device's kernels with;
  None: tg's generic GraphRunner.
- `Compiler.compiles_in_thread = False`: True when compile() may run on a thread beside lowering (thread-safe, outside the GIL).
- `Allocator._as_buffer(buf) -> None`: a zero-copy host memoryview of a buffer, or None (the default) where the host cannot
  address the device's memory, so a copy reads it out first.
The last three are attributes of tg-core's base classes in tinygrad.device, which every device, compiler and allocator subclasses.
"""
from __future__ import annotations
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable
if TYPE_CHECKING: from tinygrad.uop.ops import UOp

@runtime_checkable
class DeviceCaps(Protocol):
  has_local: bool                      # the kernel has workgroups with LOCAL dims; False: loops run in sequence (CPU-like)
  has_shared: bool                     # workgroups share LOCAL memory
  shared_max: int                      # bytes of LOCAL memory one workgroup may use
  global_max: tuple[int, ...] | None   # largest global launch size per dim (None: no limit)
  local_max: tuple[int, ...] | None    # largest workgroup size per dim (None: no limit)
  max_kernel_buffers: int              # most buffers one kernel may take (0: no limit); the scheduler splits kernels over it

@runtime_checkable
class Program(Protocol):
  """A lowered kernel: `src` goes to the device compiler; launches pass the buffers of `globals`, then the values of `vars`."""
  name: str
  src: str
  device: str
  global_size: list[Any]
  local_size: list[int] | None
  globals: list[int]
  outs: list[int]
  ins: list[int]
  vars: list[UOp]
  estimates: Any  # tinygrad.uop.ops.Estimates: ops, lds, mem (may be symbolic)
  ast: UOp | None
  def launch_dims(self, var_vals: dict[str, int]) -> tuple[list[int], list[int] | None]: ...
  def vals(self, var_vals: dict[str, int]) -> tuple[int, ...]: ...

@runtime_checkable
class Renderer(DeviceCaps, Protocol):
  device: str
  def lower(self, ast: UOp) -> Program: ...

@runtime_checkable
class CachedLowering(Protocol):
  """Optional on a Renderer: the Program `lower(ast)` would return when the renderer already holds it (its process or disk cache),
  else None; the engine then skips starting lowering workers for it."""
  def lower_cached(self, ast: UOp) -> Program | None: ...

@runtime_checkable
class DtypeSupport(Protocol):
  """Optional on a Renderer: False for a dtype its kernels cannot compute (WEBGPU: float64)."""
  def supports_dtype(self, dtype: Any) -> bool: ...

def device_caps(renderer: Any, device: str) -> DeviceCaps:
  """`renderer` as DeviceCaps, or a TypeError naming what it lacks (a backend that forgot a limit must not fuse by guesswork)."""
  if not isinstance(renderer, DeviceCaps):
    missing = sorted(k for k in DeviceCaps.__annotations__ if not hasattr(renderer, k))
    raise TypeError(f"the renderer of {device} ({type(renderer).__name__}) does not declare the device limits {missing}; "
                    "add them as attributes (see tinygrad.backend.DeviceCaps)")
  return renderer

__all__ = ["CachedLowering", "DeviceCaps", "DtypeSupport", "Program", "Renderer", "device_caps"]
