"""The WEBGPU device: WGSL kernels on any GPU with Vulkan, Metal or D3D12, through wgpu-native (the `wgpu` wheel's Python API).

Adapters come from wgpu's enumeration, best first: discrete GPUs, then integrated, virtual and CPU ones (Mesa's lavapipe); `WEBGPU:N`
picks the Nth, `WEBGPU_BACKEND=vulkan|metal|dx12` keeps one backend's. The device is opened with the adapter's own limits (workgroup
size and invocations, storage buffers per stage, buffer and binding sizes, workgroup memory), which the WGSL renderer then launches
within; half needs `shader-f16` (without it half is kept as bits and computed in float32), longs are two u32 words (codegen.long),
double is refused. Kernels are recorded into one compute pass and submitted in batches: a copy, a free or synchronize() submits
them first. Copies out go through a reusable mappable staging buffer; copies in through the queue's own staging (write_buffer).
A timed launch (DEBUG>=2) reads the pass's GPU timestamps where the adapter has `timestamp-query`, else the host's clock.
"""
from __future__ import annotations
import functools, os, re, time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any
from collections.abc import Sequence
from tinygrad.device import BufferSpec, Compiled, Compiler, CompileError, LRUAllocator
from tinygrad.dtype import dtypes
from tinygrad.helpers import prod, round_up

INSTALL = ("pip install 'tg-codegen[webgpu]' (the wgpu wheel, which ships wgpu-native) and have a Vulkan, Metal or D3D12 driver; "
           "on Linux without a GPU: apt-get install mesa-vulkan-drivers (lavapipe, Vulkan on the CPU)")
BACKENDS = {"vulkan": "Vulkan", "metal": "Metal", "dx12": "D3D12", "d3d12": "D3D12"}
ADAPTER_RANK = {"DiscreteGPU": 0, "IntegratedGPU": 1, "VirtualGPU": 2, "CPU": 3}
# the limits a kernel launch depends on, requested at the adapter's maximum (a device gets WebGPU's small defaults otherwise)
LIMITS = ("max-compute-workgroup-size-x", "max-compute-workgroup-size-y", "max-compute-workgroup-size-z", "max-compute-invocations-per-workgroup",
          "max-compute-workgroups-per-dimension", "max-compute-workgroup-storage-size", "max-storage-buffers-per-shader-stage",
          "max-uniform-buffers-per-shader-stage", "max-buffer-size", "max-storage-buffer-binding-size", "max-bindings-per-bind-group")
STAGING = 64 << 20  # bytes a copy out maps at once
BATCH = 64  # kernels recorded before a submit, so the GPU starts on long JIT replays

@functools.cache
def load_wgpu() -> Any:
  """The `wgpu` module; a RuntimeError that says what to install without it."""
  try: import wgpu  # type: ignore[import-not-found,import-untyped,unused-ignore]
  except ImportError as e: raise RuntimeError(f"WEBGPU needs the wgpu wheel ({e}); {INSTALL}") from e
  try: wgpu.backends.wgpu_native.extras.set_instance_extras(backends=["Primary"])  # Vulkan, Metal, D3D12: no GL (it has no useful compute)
  except Exception: pass  # an instance made earlier in this process (by the WGSL validator) keeps its backends: they are filtered below
  return wgpu

@functools.cache
def adapters() -> tuple[Any, ...]:
  """Every compute-capable adapter, best first (discrete, integrated, virtual, CPU), of the backend WEBGPU_BACKEND names if set."""
  wgpu, want = load_wgpu(), os.getenv("WEBGPU_BACKEND", "").lower()
  if want and want not in BACKENDS: raise ValueError(f"WEBGPU_BACKEND={want!r} is not a backend; use one of {sorted(BACKENDS)}")
  found = [a for a in wgpu.gpu.enumerate_adapters_sync() if a.info["backend_type"] in BACKENDS.values()]
  usable = [a for a in found if not want or a.info["backend_type"] == BACKENDS[want]]
  if not usable:
    seen = ", ".join(sorted({a.info["backend_type"] for a in found})) or "none"
    raise RuntimeError(f"WEBGPU: no {BACKENDS.get(want, 'Vulkan, Metal or D3D12')} adapter (backends found: {seen}); {INSTALL}")
  return tuple(sorted(usable, key=lambda a: ADAPTER_RANK.get(a.info["adapter_type"], 4)))

def describe(adapter: Any) -> str:
  i = adapter.info
  return f"{i['device'] or i['vendor']} ({i['backend_type']}, {i['adapter_type']}{', ' + i['description'] if i['description'] else ''})"

@dataclass(eq=False)
class WGBuffer:
  """`size` bytes at `offset` in the GPUBuffer `gpu` (allocated in whole 4-byte words, as WGSL reads them)."""
  gpu: Any
  size: int
  offset: int = 0

class WebGPUAllocator(LRUAllocator[WGBuffer]):
  def __init__(self, dev: WebGPUDevice):
    super().__init__(dev)
    self.wdev = dev
  def _alloc(self, size: int, options: BufferSpec) -> WGBuffer:
    if options.external_ptr is not None or options.image is not None:
      raise RuntimeError("WEBGPU buffers cannot wrap host memory or be images; copy the data in instead")
    dev = self.wdev
    if size > dev.limits["max-buffer-size"]: raise MemoryError(f"WEBGPU: {size} bytes is over the adapter's largest buffer, "
                                                              f"{dev.limits['max-buffer-size']} bytes")
    usage = dev.wgpu.BufferUsage.STORAGE | dev.wgpu.BufferUsage.COPY_SRC | dev.wgpu.BufferUsage.COPY_DST
    try: return WGBuffer(dev.gpu.create_buffer(size=max(round_up(size, 4), 4), usage=usage), size)
    except Exception as e:
      if "memory" in str(e).lower(): raise MemoryError(f"WEBGPU: out of memory allocating {size} bytes: {e}") from e
      raise
  def _free(self, opaque: WGBuffer, options: BufferSpec) -> None:
    self.wdev.flush()  # a command recorded but not yet submitted may still use it
    opaque.gpu.destroy()

  def _copyin(self, dest: WGBuffer, src: memoryview) -> None:
    if src.nbytes != dest.size: raise ValueError(f"copyin of {src.nbytes} bytes into a WEBGPU buffer of {dest.size} bytes")
    if not src.nbytes: return
    dev = self.wdev
    dev.flush()  # write_buffer lands before the next submit: the kernels recorded so far must go first
    lo, hi = dest.offset & ~3, round_up(dest.offset + dest.size, 4)
    if lo == dest.offset and (hi == dest.offset + dest.size or hi == dest.gpu.size): data = bytearray(src) + bytes(hi - lo - src.nbytes)
    else:  # a view that starts or ends inside a word: its neighbours' bytes are read and written back unchanged
      data = bytearray(hi - lo)
      self._read(memoryview(data), dest.gpu, lo)
      data[dest.offset - lo:dest.offset - lo + src.nbytes] = src
    dev.gpu.queue.write_buffer(dest.gpu, lo, data)

  def _copyout(self, dest: memoryview, src: WGBuffer) -> None:
    if dest.nbytes != src.size: raise ValueError(f"copyout of a WEBGPU buffer of {src.size} bytes into {dest.nbytes} bytes")
    if not dest.nbytes: return
    lo, hi = src.offset & ~3, round_up(src.offset + src.size, 4)
    if lo == src.offset: self._read(dest, src.gpu, lo)
    else:
      words = bytearray(hi - lo)
      self._read(memoryview(words), src.gpu, lo)
      dest[:] = words[src.offset - lo:src.offset - lo + src.size]

  def _read(self, dest: memoryview, gpu: Any, offset: int) -> None:
    """dest.nbytes bytes from `offset` (a multiple of 4) of `gpu`, through the staging buffer, STAGING bytes at a time."""
    dev, dest = self.wdev, dest.cast("B")
    dev.flush()
    for st in range(0, dest.nbytes, STAGING):
      n = min(STAGING, dest.nbytes - st)
      staging = dev.staging(n4 := round_up(n, 4))
      enc = dev.gpu.create_command_encoder()
      enc.copy_buffer_to_buffer(gpu, offset + st, staging, 0, n4)
      dev.gpu.queue.submit([enc.finish()])
      staging.map_sync(dev.wgpu.MapMode.READ, 0, n4)
      try: dest[st:st + n] = staging.read_mapped(0, n4, copy=False)[:n]
      finally: staging.unmap()

  def _offset(self, buf: WGBuffer, size: int, offset: int) -> WGBuffer:
    if offset < 0 or offset + size > buf.size: raise ValueError(f"WEBGPU view [{offset}, {offset + size}) is outside the {buf.size}-byte buffer")
    return WGBuffer(buf.gpu, size, buf.offset + offset)

def _bindings(src: str) -> tuple[list[int], list[int]]:
  """(storage binding numbers, uniform binding numbers) the WGSL renderer declared, each in argument order."""
  found = re.findall(r"@binding\((\d+)\) var<(storage|uniform)", src)
  return sorted(int(b) for b, k in found if k == "storage"), sorted(int(b) for b, k in found if k == "uniform")

class WebGPUProgram:
  """A WGSL kernel's compute pipeline (made once per source on the device), dispatched over its global size in workgroups."""
  def __init__(self, dev: WebGPUDevice, name: str, lib: bytes):
    self.dev, self.name, self.src = dev, name, lib.decode()
    self.storage, self.uniform = _bindings(self.src)
    self.pipeline, self.layout = dev.pipeline(self.src, name)
    self.groups: OrderedDict[tuple, Any] = OrderedDict()  # the bind groups of the last few argument lists (a JIT replays the same ones)

  def _bind_group(self, bufs: Sequence[WGBuffer], vals: Sequence[int]) -> Any:
    if len(bufs) != len(self.storage) or len(vals) != len(self.uniform):
      raise TypeError(f"kernel {self.name} takes {len(self.storage)} buffers and {len(self.uniform)} values, got {len(bufs)} and {len(vals)}")
    key = (*((id(b.gpu), b.offset, b.size) for b in bufs), *vals)
    if (hit := self.groups.get(key)) is not None:
      self.groups.move_to_end(key)
      return hit[0]
    dev, entries = self.dev, []
    for i, (slot, b) in enumerate(zip(self.storage, bufs)):
      if b.offset % dev.limits["min-storage-buffer-offset-alignment"]:
        raise RuntimeError(f"kernel {self.name}: argument {i} is a view at byte {b.offset}, not a multiple of the adapter's "
                           f"{dev.limits['min-storage-buffer-offset-alignment']}-byte binding alignment; copy it to its own buffer")
      if (n := min(round_up(max(b.size, 4), 4), b.gpu.size - b.offset)) > dev.limits["max-storage-buffer-binding-size"]:
        raise RuntimeError(f"kernel {self.name}: argument {i} is {n} bytes, over the adapter's largest binding "
                           f"({dev.limits['max-storage-buffer-binding-size']} bytes); split the tensor")
      entries.append({"binding": slot, "resource": {"buffer": b.gpu, "offset": b.offset, "size": n}})
    entries += [{"binding": slot, "resource": {"buffer": dev.uniform(v)}} for slot, v in zip(self.uniform, vals)]
    group = dev.gpu.create_bind_group(layout=self.layout, entries=entries)
    self.groups[key] = (group, bufs)  # the buffers are kept so their ids cannot be reused while the key is cached
    if len(self.groups) > 16: self.groups.popitem(last=False)
    return group

  def __call__(self, *bufs: WGBuffer, global_size: Sequence[int] = (1, 1, 1), local_size: Sequence[int] | None = None,
               vals: Sequence[int] = (), wait: bool = False) -> float | None:
    gs = tuple(int(g) for g in global_size) + (1,) * (3 - len(global_size))
    if (top := self.dev.limits["max-compute-workgroups-per-dimension"]) < max(gs):
      raise RuntimeError(f"kernel {self.name}: {gs} workgroups is over the adapter's {top} per dimension")
    group = self._bind_group(bufs, vals)
    if 0 in gs: return 0.0 if wait else None
    return self.dev.dispatch(self.pipeline, group, gs, wait)

class WebGPUCompiler(Compiler):
  """Checks WGSL against the adapter (its limits, then naga through wgpu) and keeps the shader module; the binary is the source."""
  def __init__(self, dev: WebGPUDevice):
    self.dev = dev
    super().__init__(None)  # nothing worth caching on disk: the pipeline is built from source at load
  def compile(self, src: str) -> bytes:
    lim = self.dev.limits
    if (m := re.search(r"@workgroup_size\(([\d,]+)\)", src)) and (n := prod(int(x) for x in m.group(1).split(","))) > \
       lim["max-compute-invocations-per-workgroup"]:
      raise CompileError(f"WEBGPU: a workgroup of {n} invocations is over the adapter's {lim['max-compute-invocations-per-workgroup']}")
    storage, uniform = _bindings(src)
    if len(storage) > lim["max-storage-buffers-per-shader-stage"] or len(uniform) > lim["max-uniform-buffers-per-shader-stage"]:
      raise CompileError(f"WEBGPU: the kernel takes {len(storage)} buffers and {len(uniform)} variables; the adapter allows "
                         f"{lim['max-storage-buffers-per-shader-stage']} and {lim['max-uniform-buffers-per-shader-stage']}")
    # naga validates in the process that opened the device; a forked compile worker (PARALLEL) must not touch its Vulkan state,
    # so there the pipeline build at load reports a bad shader instead
    if os.getpid() == self.dev.pid: self.dev.shader(src)
    return src.encode()

class WebGPUDevice(Compiled):
  """`WEBGPU[:N]`: the Nth adapter wgpu finds (best first; WEBGPU_BACKEND=vulkan|metal|dx12 keeps one backend); renderer WGSL.
  Arch: the shader features it was opened with (shader-f16). `WEBGPU::F16=0` opens it without shader-f16 (half then computes in f32)."""
  known_options = {"F16": "0: do not ask for shader-f16, so half is kept as bits and computed in float32 (as on adapters without it)"}
  @classmethod
  def auto_select(cls) -> bool:
    """Device.DEFAULT picks WEBGPU only for a GPU adapter: Vulkan on the CPU (lavapipe) is the CPU device's job; DEV=WEBGPU opens it."""
    return any(a.info["adapter_type"] != "CPU" for a in adapters())
  def __init__(self, device: str = "WEBGPU"):
    self.wgpu = wgpu = load_wgpu()
    idx = int(device.split(":")[1]) if ":" in device and device.split(":")[1].isdigit() else 0
    if not 0 <= idx < len(found := adapters()):
      raise RuntimeError(f"WEBGPU:{idx} does not exist; the adapters are " + "; ".join(f"{i}: {describe(a)}" for i, a in enumerate(found)))
    self.adapter, self.summary, self.pid = found[idx], describe(found[idx]), os.getpid()
    super().__init__(device, WebGPUAllocator(self), [("WGSL", lambda r: WebGPUCompiler(self))], functools.partial(WebGPUProgram, self))
    if (f16 := self.target.option("F16", "1")) not in ("0", "1"): raise ValueError(f"{device}: F16={f16} must be 0 or 1")
    alim = self.adapter.limits
    features = [f for f in ("shader-f16", "timestamp-query") if f in self.adapter.features and (f16 == "1" or f != "shader-f16")]
    self.gpu = self.adapter.request_device_sync(required_features=features, required_limits={k: alim[k] for k in LIMITS if k in alim})
    self.limits, self.features = dict(self.gpu.limits), frozenset(self.gpu.features)
    if not self.target.arch: self.arch = "shader-f16" if "shader-f16" in self.features else ""
    self.encoder: Any = None
    self.cpass: Any = None  # the compute pass kernels are recorded into until the next submit
    self.recorded = 0
    self._staging: Any = None
    self._uniforms: dict[int, Any] = {}
    self._shaders: dict[str, Any] = {}
    self._pipelines: dict[tuple[str, str], tuple[Any, Any]] = {}
    if (timed := "timestamp-query" in self.features):
      self._queries = self.gpu.create_query_set(type=wgpu.QueryType.timestamp, count=2)
      self._resolved = self.gpu.create_buffer(size=16, usage=wgpu.BufferUsage.QUERY_RESOLVE | wgpu.BufferUsage.COPY_SRC)
    self.timestamps = timed

  @functools.cached_property
  def _renderer_and_compiler(self) -> tuple[Any, Compiler | None]:
    ren, comp = Compiled._renderer_and_compiler.func(self)  # type: ignore[attr-defined]
    lim, inv = self.limits, self.limits["max-compute-invocations-per-workgroup"]
    ren.local_max = tuple(min(lim[f"max-compute-workgroup-size-{d}"], inv) for d in "xyz")
    ren.global_max = (lim["max-compute-workgroups-per-dimension"],) * 3
    ren.shared_max = lim["max-compute-workgroup-storage-size"]
    ren.max_kernel_buffers = lim["max-storage-buffers-per-shader-stage"]
    if "shader-f16" not in self.features: ren.emulated_dtypes = (*ren.emulated_dtypes, dtypes.half)  # half kept as bits, computed in f32
    return ren, comp

  def shader(self, src: str) -> Any:
    """The shader module of `src`, made once; naga's complaint as a CompileError."""
    if (mod := self._shaders.get(src)) is None:
      try: mod = self._shaders[src] = self.gpu.create_shader_module(code=src)
      except Exception as e: raise CompileError(f"WEBGPU: {self.summary} rejected the WGSL:\n{e}\n--- source:\n{src}") from None
    return mod

  def pipeline(self, src: str, name: str) -> tuple[Any, Any]:
    """(compute pipeline, its bind group layout) of kernel `name` in `src`, made once per source."""
    if (hit := self._pipelines.get((src, name))) is not None: return hit
    storage, uniform = _bindings(src)
    ty = self.wgpu.BufferBindingType
    entries = [{"binding": b, "visibility": self.wgpu.ShaderStage.COMPUTE, "buffer": {"type": t}}
               for bs, t in ((storage, ty.storage), (uniform, ty.uniform)) for b in bs]
    layout = self.gpu.create_bind_group_layout(entries=entries)
    try: pipe = self.gpu.create_compute_pipeline(layout=self.gpu.create_pipeline_layout(bind_group_layouts=[layout]),
                                                    compute={"module": self.shader(src), "entry_point": name})
    except CompileError: raise
    except Exception as e: raise CompileError(f"WEBGPU: {self.summary} could not build the pipeline of {name}:\n{e}") from None
    self._pipelines[(src, name)] = (pipe, layout)
    return pipe, layout

  def uniform(self, v: int) -> Any:
    """A 16-byte uniform buffer holding the int32 `v` (one per value, kept: recorded kernels may read different values)."""
    if (b := self._uniforms.get(v)) is None:
      if len(self._uniforms) >= 4096: self._uniforms.clear()  # buffers a recorded bind group uses stay alive through it
      b = self._uniforms[v] = self.gpu.create_buffer_with_data(data=(v & 0xFFFFFFFF).to_bytes(4, "little") + bytes(12),
                                                                    usage=self.wgpu.BufferUsage.UNIFORM)
    return b

  def staging(self, n: int) -> Any:
    """A mappable buffer of at least n bytes (grown to the next power of two, at most STAGING), reused by every copy out."""
    if self._staging is None or self._staging.size < n:
      if self._staging is not None: self._staging.destroy()
      self._staging = self.gpu.create_buffer(size=min(max(1 << (n - 1).bit_length(), 4096), STAGING),
                                                usage=self.wgpu.BufferUsage.MAP_READ | self.wgpu.BufferUsage.COPY_DST)
    return self._staging

  def dispatch(self, pipeline: Any, group: Any, gs: tuple[int, ...], wait: bool) -> float | None:
    """Record one dispatch into the open compute pass (WebGPU orders the dispatches of a pass by what they read and write); with
    `wait`, run it alone and return its GPU time (the timestamps) or host time (without them)."""
    if wait: return self._timed(pipeline, group, gs)
    if self.cpass is None:
      self.encoder = self.gpu.create_command_encoder()
      self.cpass = self.encoder.begin_compute_pass()
    self.cpass.set_pipeline(pipeline)
    self.cpass.set_bind_group(0, group)
    self.cpass.dispatch_workgroups(*gs)
    if (n := self.recorded + 1) >= BATCH: self.flush()
    else: self.recorded = n
    return None

  def _timed(self, pipeline: Any, group: Any, gs: tuple[int, ...]) -> float:
    self.flush()
    enc = self.gpu.create_command_encoder()
    tw = {"query_set": self._queries, "beginning_of_pass_write_index": 0, "end_of_pass_write_index": 1} if self.timestamps else None
    cp = enc.begin_compute_pass(timestamp_writes=tw)
    cp.set_pipeline(pipeline)
    cp.set_bind_group(0, group)
    cp.dispatch_workgroups(*gs)
    cp.end()
    st = time.perf_counter()
    if tw is None:
      self.gpu.queue.submit([enc.finish()])
      self.synchronize()
      return time.perf_counter() - st
    enc.resolve_query_set(self._queries, 0, 2, self._resolved, 0)
    enc.copy_buffer_to_buffer(self._resolved, 0, staging := self.staging(16), 0, 16)
    self.gpu.queue.submit([enc.finish()])
    staging.map_sync(self.wgpu.MapMode.READ, 0, 16)
    try: t0, t1 = (int.from_bytes(staging.read_mapped(i, 8), "little") for i in (0, 8))
    finally: staging.unmap()
    return (t1 - t0) * 1e-9  # WebGPU timestamps are nanoseconds

  def flush(self) -> None:
    """Submit the kernels recorded so far."""
    if self.cpass is not None:
      self.cpass.end()
      enc, self.encoder, self.cpass, self.recorded = self.encoder, None, None, 0
      self.gpu.queue.submit([enc.finish()])

  def synchronize(self) -> None:
    """Wait for every kernel and copy submitted: a clear of the staging buffer is submitted last and its mapping waited on (the
    queue runs in order; wgpu-py 0.32's on_submitted_work_done_sync fails on a mismatched callback type)."""
    self.flush()
    enc, staging = self.gpu.create_command_encoder(), self.staging(4)
    enc.clear_buffer(staging, 0, 4)
    self.gpu.queue.submit([enc.finish()])
    staging.map_sync(self.wgpu.MapMode.READ, 0, 4)
    staging.unmap()
