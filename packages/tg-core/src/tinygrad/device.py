"""The device registry (entry points), buffers, allocators, compilers and the Compiled device base."""
from __future__ import annotations
import functools, importlib.metadata, os
from collections import defaultdict
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar
from collections.abc import Callable, Iterator, Sequence
from tinygrad.backend import DeviceCaps, DtypeSupport, Renderer, device_caps
from tinygrad.helpers import ALLOW_DEVICE_USAGE, CCACHE, DEBUG, DEV, MAX_BUFFER_SIZE, _NAME, GlobalCounters, Target, diskcache_get, diskcache_put, \
  getenv

DEVICE_GROUP, RENDERER_GROUP, IFACE_GROUP = "tinygrad.devices", "tinygrad.renderers", "tinygrad.interfaces"
# which tg wheel to suggest for a device or renderer no installed wheel registers (the registries cannot name an absent wheel)
DEVICE_WHEELS = {"CPU": "tg-codegen", "PYTHON": "tg-codegen", "CL": "tg-codegen", "WEBGPU": "tg-codegen[webgpu]", "AMD": "tg-runtime-amd",
                 "NV": "tg-runtime-nv", "CUDA": "tg-runtime-nv"}
RENDERER_WHEELS = dict.fromkeys(("CLANG", "LLVM", "PTX", "CUDA", "HIP", "AMDLLVM", "CL", "METAL", "WGSL", "PYTHON", "NULL"), "tg-codegen")
# Device.DEFAULT tries these first (tinygrad's order), then every other registered device that runs kernels, by name
PREFERENCE = ("METAL", "AMD", "NV", "CUDA", "QCOM", "CL", "CPU", "DSP", "WEBGPU")

def _entry_points(group: str) -> dict[str, importlib.metadata.EntryPoint]:
  return {ep.name.upper(): ep for ep in importlib.metadata.entry_points(group=group)}

class NotInstalledError(KeyError, RuntimeError):
  """A device or renderer that no installed wheel provides; the message says which wheel would."""
  def __str__(self) -> str: return str(self.args[0])

def _missing(kind: str, name: str, known: dict[str, Any], wheels: dict[str, str]) -> NotInstalledError:
  group = DEVICE_GROUP if kind == "device" else RENDERER_GROUP
  if not known: return NotInstalledError(f"{kind} {name} is not registered: no installed wheel registers any {kind} ({group!r} entry points); "
                                         f"pip install {wheels.get(name, 'tg-codegen')}")
  if name in wheels:
    try: ver = importlib.metadata.version(wheels[name])
    except importlib.metadata.PackageNotFoundError: return NotInstalledError(f"{name} needs {wheels[name]}: pip install {wheels[name]}")
    return NotInstalledError(f"{kind} {name} is not registered by the installed {wheels[name]} {ver}; upgrade it (pip install -U {wheels[name]})")
  return NotInstalledError(f"unknown {kind} {name!r}; known {kind}s are {sorted(known)} (a wheel adds more through {group!r} entry points)")

@functools.cache
def renderer_class(name: str) -> Callable[..., Renderer]:
  """The Renderer class registered as `name` in the `tinygrad.renderers` entry points."""
  eps = _entry_points(RENDERER_GROUP)
  if name.upper() not in eps: raise _missing("renderer", name.upper(), eps, RENDERER_WHEELS)
  return eps[name.upper()].load()

def registered_renderers() -> list[str]: return sorted(_entry_points(RENDERER_GROUP))

def registered_interfaces(device: str) -> dict[str, importlib.metadata.EntryPoint]:
  """The interfaces other code registers for `device`, by name: `tinygrad.interfaces` entry points named `DEVICE.IFACE` (NV.MOCK:
  the mock GPU's driver files), picked with DEV=IFACE+DEVICE. Loading one imports its module, so a driver never imports the test
  double that stands in for its hardware: the mock names itself here."""
  pre = device.split(":")[0].upper() + "."
  return {name.removeprefix(pre): ep for name, ep in _entry_points(IFACE_GROUP).items() if name.startswith(pre)}

class _Device:
  """The device registry, `tinygrad.Device`: `Device["CPU"]` opens a device once, lazily, through the `tinygrad.devices` entry
  points each wheel declares, so installing a wheel adds its devices. `Device.DEFAULT` is where tensors go when no device is
  named (DEV=... sets it, e.g. DEV=CPU, DEV=NV, DEV=AMD:LLVM; otherwise the first device that opens).

  Raises:
    NotInstalledError (a KeyError and RuntimeError, from Device[...]): a device no installed wheel provides, listing the known ones.

  Examples:
    >>> print(Device.canonicalize("cpu:1"))
    CPU:1
    >>> print(Device["CPU"].renderer is not None)
    True
  """
  def __init__(self) -> None: self._opened: dict[str, Compiled] = {}

  @staticmethod
  def canonicalize(device: str | None) -> str:
    if device is None: return Device.DEFAULT
    base, sep, rest = device.partition(":")
    name = base.upper() + sep + rest
    return name[:-2] if name.endswith(":0") else name

  def get_class(self, name: str) -> type[Compiled]:
    eps = _entry_points(DEVICE_GROUP)
    if (key := name.split(":")[0].upper()) not in eps: raise _missing("device", key, eps, DEVICE_WHEELS)
    return eps[key].load()

  def known(self) -> list[str]: return sorted(_entry_points(DEVICE_GROUP))

  def __getitem__(self, ix: str) -> Compiled:
    name = self.canonicalize(ix)
    if name not in self._opened:
      cls = self.get_class(name)
      if not ALLOW_DEVICE_USAGE and not cls.host_only:
        raise RuntimeError(f"opening {name} is forbidden by ALLOW_DEVICE_USAGE=0; unset it to use compute devices")
      self._opened[name] = dev = cls(name)  # type: ignore[call-arg]
      if DEBUG >= 1: print(f"opened device {name} from pid:{os.getpid()}")
      dev.device = name
    return self._opened[name]

  def __iter__(self) -> Iterator[str]: return iter(self._opened)

  @property
  def DEFAULT(self) -> str:
    if (targets := DEV.targets()) and targets[0].device: return targets[0].device
    known = self.known()
    order = [*[d for d in PREFERENCE if d in known], *[d for d in known if d not in PREFERENCE]]
    for name in order:
      try:
        if (cls := self.get_class(name)).host_only or not cls.holds_data or not cls.auto_select(): continue  # NULL: asked for by name
        if self[name].is_mock: continue  # a mock GPU opened earlier by name (MOCK+NV) is never the silent default
      except Exception:  # a device whose driver or hardware is missing is skipped; the next in order is tried
        continue
      DEV.value = f"{name}{DEV.value}" if DEV.value.startswith(":") else name
      return name
    raise NotInstalledError(f"no usable compute device among the registered {known}; install a device wheel (pip install tg-codegen for "
                            "CPU) or set DEV")
  @DEFAULT.setter
  def DEFAULT(self, _: str) -> None: raise AttributeError("Device.DEFAULT cannot be set; use Context(DEV=...) or DEV.value = ...")

  @property
  def default(self) -> Compiled: return self[self.DEFAULT]

  def get_available_devices(self) -> Iterator[str]:
    for name in self.known():
      try:
        self[name]
        yield name
      except Exception:
        pass

def deprecated_env_error(environ: dict[str, str] | os._Environ[str]) -> str | None:
  """The message for the first removed device-selection variable set in `environ` (None if there is none).

  tinygrad's older spellings `CPU=1` (other `<DEV>=1` are left alone), `CPU_LLVM=1` (`<DEV>_<REN>`), `AMD_IFACE=PCI` (`<DEV>_IFACE`)
  and `HCQ_VISIBLE_DEVICES=0,1` are one DEV target string now; read silently they would pick another device than the user asked for."""
  # most environments hold none of the candidates: skip reading the entry points (milliseconds at every import)
  known = {*DEVICE_WHEELS, *PREFERENCE, "NULL"}
  if not any(v and (k == "HCQ_VISIBLE_DEVICES" or k.endswith("_IFACE") or k.partition("_")[0] in known) for k, v in environ.items()):
    return None
  devs = {*DEVICE_WHEELS, *_entry_points(DEVICE_GROUP)}
  rens = {*RENDERER_WHEELS, *_entry_points(RENDERER_GROUP)} - {"NULL"}
  use = "; DEV takes [IFACE[:INDICES]+]DEVICE[:RENDERER[:ARCH]]"
  for key, val in environ.items():
    if not val: continue
    dev, _, tail = key.partition("_")
    if key == "HCQ_VISIBLE_DEVICES": return f"HCQ_VISIBLE_DEVICES={val} was removed: name the indices in DEV, e.g. DEV=PCI:{val}+AMD{use}"
    if dev in devs and tail == "IFACE": return f"{key}={val} was removed: use DEV={val.upper()}+{dev}{use}"
    if dev in devs and tail in rens and val.isdigit():
      return f"{key}={val} was removed: use DEV={dev}:{tail}{use}" if int(val) else f"{key}=0 was removed: name a renderer, DEV={dev}:RENDERER{use}"
    if key == "CPU" and val.isdigit() and int(val): return f"CPU={val} was removed: use DEV=CPU{use}"  # AMD=1, NV=1 ... are left alone
  return None

if (_msg := deprecated_env_error(os.environ)) is not None: raise RuntimeError(_msg)
Device = _Device()

def is_dtype_supported(dtype: Any, device: str | None = None) -> bool:
  """Whether kernels on `device` (default: Device.DEFAULT) can compute `dtype`, natively or emulated.

  Asks the device's renderer (`supports_dtype(dtype)`, optional: a renderer without it supports every dtype); WEBGPU has no float64.
  Opening the device may raise as Device[...] does."""
  r = Device[Device.canonicalize(device)].renderer
  return bool(r.supports_dtype(dtype)) if isinstance(r, DtypeSupport) else True

# ---- buffers and allocators ----

@dataclass(frozen=True, eq=True)
class BufferSpec:
  image: Any = None
  uncached: bool = False
  cpu_access: bool = False
  host: bool = False
  nolru: bool = False
  zero: bool = False
  external_ptr: int | None = None

class Buffer:
  """`size` elements of `dtype` on `device`; allocated on first use, or a view into a base buffer."""
  def __init__(self, device: str, size: int, dtype: Any, opaque: Any = None, options: BufferSpec | None = None,
               initial_value: bytes | memoryview | None = None, base: Buffer | None = None, offset: int = 0, preallocate: bool = False):
    if size < 0: raise ValueError(f"buffer size must be >= 0, got {size}")
    self.device, self.size, self.dtype, self.options, self.offset = device, size, dtype, options, offset
    self._base = base
    if base is not None:
      if base._base is not None: raise ValueError("a view's base must itself be a base buffer")
      if offset + self.nbytes > base.nbytes: raise ValueError(f"view of {self.nbytes}B at offset {offset} exceeds its base of {base.nbytes}B")
    if opaque is not None: self.allocate(opaque)
    if initial_value is not None:
      self.allocate()
      self.copyin(memoryview(initial_value))
    if preallocate: self.ensure_allocated()

  @property
  def base(self) -> Buffer: return self._base if self._base is not None else self
  @property
  def nbytes(self) -> int: return self.size * self.dtype.itemsize
  @property
  def allocator(self) -> Allocator: return Device[self.device].allocator

  _buf: Any
  def is_allocated(self) -> bool: return hasattr(self, "_buf")
  def ensure_allocated(self) -> Buffer: return self if self.is_allocated() else self.allocate()

  def allocate(self, opaque: Any = None, external_ptr: int | None = None) -> Buffer:
    if self.is_allocated(): raise RuntimeError("buffer is already allocated")
    if self._base is not None:
      self._base.ensure_allocated()
      self._buf = self.allocator._offset(self._base._buf, self.nbytes, self.offset)
      return self
    if 0 < MAX_BUFFER_SIZE.value < self.size and external_ptr is None and type(Device[self.device]).holds_data:
      raise RuntimeError(f"buffer of {self.size} elements exceeds MAX_BUFFER_SIZE={MAX_BUFFER_SIZE.value}; raise it or set it to 0")
    opts = self.options if external_ptr is None else BufferSpec(**{**(self.options or BufferSpec()).__dict__, "external_ptr": external_ptr})
    self._buf = opaque if opaque is not None else self.allocator.alloc(self.nbytes, opts)
    self._counted = opaque is None and external_ptr is None and not type(Device[self.device]).maps_files
    if self._counted:
      GlobalCounters.mem_used += self.nbytes
      GlobalCounters.mem_used_per_device[self.device] = GlobalCounters.mem_used_per_device.get(self.device, 0) + self.nbytes
    return self

  def deallocate(self) -> None:
    if not self.is_allocated(): raise RuntimeError("buffer is not allocated")
    if self._base is None and getattr(self, "_counted", False):
      self.allocator.free(self._buf, self.nbytes, self.options)
      GlobalCounters.mem_used -= self.nbytes
      GlobalCounters.mem_used_per_device[self.device] -= self.nbytes
    del self._buf

  def __del__(self) -> None:
    if getattr(self, "_counted", False) and self.is_allocated() and self._base is None:
      try: self.deallocate()
      except Exception: pass  # the interpreter may be shutting down

  def copyin(self, mv: memoryview) -> Buffer:
    mv = mv.cast("B") if mv.nbytes else mv
    if mv.nbytes != self.nbytes: raise ValueError(f"copyin of {mv.nbytes} bytes into a buffer of {self.nbytes} bytes")
    self.ensure_allocated().allocator._copyin(self._buf, mv)
    return self

  def copyout(self, mv: memoryview) -> memoryview:
    mv = mv.cast("B") if mv.nbytes else mv
    if mv.nbytes != self.nbytes: raise ValueError(f"copyout of a buffer of {self.nbytes} bytes into {mv.nbytes} bytes")
    self.ensure_allocated().allocator._copyout(mv, self._buf)
    return mv

  def as_memoryview(self) -> memoryview: return self.copyout(memoryview(bytearray(self.nbytes)))

  def numpy(self) -> Any:
    import numpy as np
    return np.frombuffer(self.as_memoryview(), dtype=np.dtype(self.dtype.fmt) if getattr(self.dtype, "fmt", None) else np.uint8)

  def view(self, size: int, dtype: Any, offset: int) -> Buffer:
    return Buffer(self.device, size, dtype, base=self.base, offset=self.offset + offset)

  def copy_from(self, src: Buffer) -> Buffer:
    if src.nbytes != self.nbytes: raise ValueError(f"copy_from needs equal sizes, got {src.nbytes} and {self.nbytes} bytes")
    return self.copyin(src.as_memoryview())

  def __repr__(self) -> str: return f"<buf device:{self.device} size:{self.size} dtype:{self.dtype}{' view' if self._base else ''}>"
  def __reduce__(self) -> tuple:
    """Pickles the contents (a view pickles its base and offset; a DISK buffer its file), never the device memory handle."""
    if self._base is not None: return Buffer, (self.device, self.size, self.dtype, None, None, None, self._base, self.offset, self.is_allocated())
    data = bytes(self.as_memoryview()) if self.is_allocated() and not type(Device[self.device]).maps_files else None
    opts = self.options if self.options is None or self.options.external_ptr is None else replace(self.options, external_ptr=None)
    return Buffer, (self.device, self.size, self.dtype, None, opts, data)

class MultiBuffer:
  """One Buffer per device for a multi-device value: `bufs[i]` (`size` elements of `dtype`) lives on `device[i]`. tinygrad keeps one
  object like this per multi-device buffer; tg's graph holds the per-device BUFFERs under an MSTACK instead, so this is a thin view:
  `UOp.buffer` of a realized multi-device value returns one over the existing buffers, and `MultiBuffer(devices, size, dtype)` makes
  new (lazily allocated) ones."""
  def __init__(self, device: tuple[str, ...], size: int, dtype: Any, bufs: Sequence[Buffer] | None = None):
    if not isinstance(device, tuple) or not device: raise ValueError(f"MultiBuffer needs a non-empty tuple of devices, got {device!r}")
    self.device, self.size, self.dtype = device, size, dtype
    self.bufs = list(bufs) if bufs is not None else [Buffer(d, size, dtype) for d in device]
    if [b.device for b in self.bufs] != list(device) or any(b.size != size or b.dtype != dtype for b in self.bufs):
      raise ValueError(f"MultiBuffer parts {self.bufs} do not match devices {device}, size {size}, dtype {dtype}")
  @property
  def nbytes(self) -> int: return self.size * self.dtype.itemsize
  def is_allocated(self) -> bool: return all(b.is_allocated() for b in self.bufs)
  def ensure_allocated(self) -> MultiBuffer:
    for b in self.bufs: b.ensure_allocated()
    return self
  def __repr__(self) -> str: return f"<multibuf devices:{self.device} size:{self.size} dtype:{self.dtype}>"

BufT = TypeVar("BufT")

class Allocator(Generic[BufT]):
  """A device's memory: backends implement `_alloc`, `_free`, `_copyin`, `_copyout` (and optionally `_offset`); one that sets
  `supports_transfer` also implements `_transfer(dest, src, nbytes, src_dev, dest_dev)`, used for copies inside its peer group."""
  supports_transfer: bool = False
  def __init__(self, dev: Compiled | None = None): self.dev = dev
  def alloc(self, size: int, options: BufferSpec | None = None) -> BufT:
    if size < 0: raise ValueError(f"cannot allocate {size} bytes")
    try: return self._alloc(size, options if options is not None else BufferSpec())
    except MemoryError as e:
      raise MemoryError(f"out of memory allocating {size} bytes; in use: {GlobalCounters.mem_used_per_device}") from e
  def free(self, opaque: BufT, size: int, options: BufferSpec | None = None) -> None:
    self._free(opaque, options if options is not None else BufferSpec())
  def _alloc(self, size: int, options: BufferSpec) -> BufT: raise NotImplementedError(f"{type(self).__name__} cannot allocate")
  def _free(self, opaque: BufT, options: BufferSpec) -> None: pass
  def _copyin(self, dest: BufT, src: memoryview) -> None: raise NotImplementedError(f"{type(self).__name__} cannot copy in")
  def _copyout(self, dest: memoryview, src: BufT) -> None: raise NotImplementedError(f"{type(self).__name__} cannot copy out")
  def _offset(self, buf: BufT, size: int, offset: int) -> BufT: raise NotImplementedError(f"{type(self).__name__} has no buffer views")
  def _as_buffer(self, buf: BufT) -> memoryview | None:
    """A zero-copy host view of buf's bytes; None (this default) where the host cannot address the device's memory."""
    return None

class LRUAllocator(Allocator[BufT]):
  """Keeps freed blocks by (size, options) for reuse; on out-of-memory it empties the cache and retries."""
  def __init__(self, dev: Compiled | None = None):
    super().__init__(dev)
    self.cache: dict[tuple[int, BufferSpec | None], list[BufT]] = defaultdict(list)
  def alloc(self, size: int, options: BufferSpec | None = None) -> BufT:
    if self.cache.get((size, options)): return self.cache[(size, options)].pop()
    try: return super().alloc(size, options)
    except MemoryError:
      self.free_cache()
      return super().alloc(size, options)
  def free_cache(self) -> None:
    for (_, opts), bufs in self.cache.items():
      for b in bufs: super().free(b, 0, opts)
    self.cache.clear()
  def free(self, opaque: BufT, size: int, options: BufferSpec | None = None) -> None:
    if getenv("LRU", 1) and (options is None or not options.nolru): self.cache[(size, options)].append(opaque)
    else: super().free(opaque, size, options)

# ---- compilers and devices ----

class CompileError(Exception): pass

class Compiler:
  """Turns source into a binary; `compile_cached` keeps results in the disk cache under `cachekey`. `compiles_in_thread`: compile()
  may run on a thread beside the caller (it is thread-safe and spends its time outside the GIL), so the engine overlaps it with lowering."""
  compiles_in_thread: bool = False
  def __init__(self, cachekey: str | None = None): self.cachekey = None if not CCACHE else cachekey
  def compile(self, src: str) -> bytes: return src.encode()
  def compile_cached(self, src: str, refresh: bool = False) -> bytes:
    """`refresh` skips the cached entry and overwrites it (the runtime refused it)."""
    if self.cachekey is not None and not refresh and (lib := diskcache_get(self.cachekey, src)) is not None: return lib
    lib = self.compile(src)
    if self.cachekey is not None: diskcache_put(self.cachekey, src, lib)
    return lib
  def disassemble(self, lib: bytes) -> None: pass

# a device's renderer choice: the registered renderer name and a factory of its compiler (None: render only)
RendererChoice = tuple[str, Callable[[Any], Compiler] | None]

class Compiled:
  """A device: an allocator, the renderers it can compile, and a runtime that turns binaries into callables.

  `known_options` names the `,KEY=VALUE` target options the device reads (key -> what it sets); any other key is an error.
  `host_only` devices (files, the emulator) open even with ALLOW_DEVICE_USAGE=0 and are never picked as Device.DEFAULT; a device
  that does not `holds_data` (NULL) is exempt from MAX_BUFFER_SIZE and never the default either; a device that `maps_files` (DISK)
  has buffers that are files: not counted as device memory, and pickled as their path, not their bytes. `auto_select()` False keeps
  a device that would open out of Device.DEFAULT's choice (CL when its only OpenCL device is a CPU: the CPU device runs that better);
  an instance that `is_mock` (a mock GPU's driver) is never chosen either."""
  known_options: dict[str, str] = {}
  graph: Any = None  # the graph executor class (or a partial of one) the JIT batches kernels with; None: the generic GraphRunner
  is_mock: bool = False
  host_only: bool = False
  holds_data: bool = True
  maps_files: bool = False
  @classmethod
  def auto_select(cls) -> bool: return True
  def __init__(self, device: str, allocator: Allocator, renderers: Sequence[RendererChoice], runtime: Callable[..., Any] | None,
               graph: Any = None, arch: str | None = None):
    self.device, self.allocator, self.renderers, self.runtime, self.graph = device, allocator, list(renderers), runtime, graph
    self.target = DEV.target(device.split(":")[0])
    # a device name that names one of its renderers ("CPU:CLANG") picks it over DEV's
    if len(f := device.split(":")) > 1 and f[1].upper() in {c[0] for c in self.renderers}:
      own = Target.parse(device)
      self.target = own.replacedefault(arch=self.target.arch if own.renderer == self.target.renderer else "")
    elif len(f) > 1 and self.renderers and _NAME.fullmatch(f[1]):  # a misspelled renderer would silently pick the default one
      raise ValueError(f"{device}: {f[0]} has no renderer {f[1].upper()!r}; its renderers are {[c[0] for c in self.renderers]}")
    # options in the device name itself ("CPU::CPU_COUNT=2") add to DEV's; a name that is no target (a DISK path) has none
    if "=" in f[-1] and len(f) == 3:
      try: self.target = replace(self.target, options=(*self.target.options, *Target.parse(device).options))
      except ValueError: pass
    if bad := [k for k, _ in self.target.options if k not in self.known_options]:
      known = ", ".join(f"{k} ({v})" for k, v in self.known_options.items()) or "none"
      raise ValueError(f"{device} has no option {bad[0]!r}; its options are: {known}")
    self.arch = self.target.arch or arch
    self.device_id = int(device.split(":")[1]) if ":" in device and device.split(":")[1].isdigit() else 0

  @functools.cached_property
  def _renderer_and_compiler(self) -> tuple[Renderer, Compiler | None]:
    wanted = [c for c in self.renderers if not self.target.renderer or c[0] == self.target.renderer]
    if not self.renderers and self.runtime is not None:
      raise NotInstalledError(f"{self.device} renders with a registered renderer and none is installed; pip install tg-codegen")
    if not self.renderers: raise RuntimeError(f"{self.device} runs no kernels; copy the data to a compute device first (.to('CPU'))")
    if not wanted:
      raise RuntimeError(f"{self.device} has no renderer {self.target.renderer}; it supports {[c[0] for c in self.renderers]}")
    errors = []
    for name, make_compiler in wanted:
      try:
        renderer = renderer_class(name)(self.arch) if self.arch else renderer_class(name)()
        return renderer, (make_compiler(renderer) if make_compiler is not None else None)
      except Exception as e:
        errors.append(f"{name}: {e}")
    raise RuntimeError(f"no renderer of {self.device} could start: {'; '.join(errors)}")
  @property
  def renderer(self) -> Renderer:
    """The renderer that lowers kernels for this device (a `tinygrad.backend.Renderer`)."""
    return self._renderer_and_compiler[0]
  @property
  def caps(self) -> DeviceCaps:
    """The device's limits as the scheduler reads them (from its renderer); a renderer that lacks one is a TypeError."""
    return device_caps(self.renderer, self.device)
  @property
  def compiler(self) -> Compiler:
    if (c := self._renderer_and_compiler[1]) is None: raise RuntimeError(f"{self.device} with {type(self.renderer).__name__} has no compiler")
    return c

  def source_compiler(self, src: str) -> Compiler:
    """The compiler for a kernel source handed in as a raw PROGRAM (Tensor.custom_kernel): the device's own; a device that takes
    sources in several languages picks by the source."""
    return self.compiler

  def synchronize(self) -> None: pass
  def finalize(self) -> None: pass


if __name__ == "__main__":
  for name in sorted(set(DEVICE_WHEELS) | set(Device.known())):
    try:
      dev = Device[name if name != "DISK" else f"DISK:{os.devnull}"]
      print(f"{name:8s} PASS" + (f" {summary}" if (summary := getattr(dev, "summary", "")) else ""))
    except Exception as e:
      print(f"{name:8s} FAIL: {e}")
