"""The CUDA device: NVIDIA GPUs through the CUDA driver API (libcuda), for machines where the NV device's direct ioctl path is not
wanted or not possible (a container without /dev/nvidia-uvm, WSL).

Each device holds the primary context of its GPU (shared with any other CUDA library in the process) and works on the default
stream: copies in go through pinned staging buffers (freed at the next synchronize), copies out synchronise first, transfers between
peers are device-to-device copies the destination waits for with an event. Kernels are PTX modules (the driver compiles them for
the GPU) launched with their arguments packed into one struct; TinyJit batches launch as CUDA graphs.
`DEV=MOCK+CUDA` swaps libcuda for Python replacements over the mock GPU's PTX executor; this runtime is unchanged.
"""
from __future__ import annotations
import ctypes, functools, re, time
from collections.abc import Sequence
from typing import Any
from tinygrad.device import BufferSpec, Compiled, Device, LRUAllocator, registered_interfaces
from tinygrad.engine.jit import GraphException, GraphRunner
from tinygrad.helpers import DEV
from tinygrad.runtime.support.compiler_cuda import CUDACCompiler, PTXCompiler

CU_MEMHOSTALLOC_PORTABLE, CU_LAUNCH_PARAM_END, CU_LAUNCH_PARAM_BUFFER_POINTER, CU_LAUNCH_PARAM_BUFFER_SIZE = 0x01, 0x00, 0x01, 0x02
CUDA_ERROR_NO_DEVICE = 100
# PTX parameter type -> the ctypes field that packs it (natural alignment, as the PTX ABI lays parameters out)
PARAM_CTYPE = {8: ctypes.c_uint64, 4: ctypes.c_uint32, 2: ctypes.c_uint16, 1: ctypes.c_uint8}

def load_cuda(interface: str = "") -> Any:
  """The driver API bindings: tg-autogen's over libcuda, or (DEV=IFACE+CUDA) a module registered in place of libcuda as the
  `CUDA.IFACE` entry point of `tinygrad.interfaces` (the mock GPU's replacements register CUDA.MOCK).

  Raises:
    ValueError: no module is registered under that interface name.
    RuntimeError: libcuda is missing."""
  if interface:
    if (ep := (ifaces := registered_interfaces("CUDA")).get(interface)) is None:
      raise ValueError(f"CUDA has no interface {interface!r} (registered: {sorted(ifaces)}): use DEV=CUDA or DEV=MOCK+CUDA")
    return ep.load()
  from tinygrad.runtime.autogen import cuda
  try: _ = cuda.dll.lib
  except OSError as e:
    raise RuntimeError(f"CUDA: libcuda (the NVIDIA driver's CUDA library) was not found ({e}); install the NVIDIA driver, or to test "
                       "without a GPU use DEV=MOCK+CUDA") from e
  return cuda

def check(cu: Any, status: int, what: str) -> None:
  if status == 0: return
  msg = ctypes.c_char_p()
  cu.cuGetErrorString(status, ctypes.byref(msg))
  hint = "; no CUDA GPU is visible (to test without one use DEV=MOCK+CUDA)" if status == CUDA_ERROR_NO_DEVICE else ""
  raise RuntimeError(f"CUDA: {what} failed: {(msg.value or b'unknown error').decode()} ({status}){hint}")

# ---- programs ----

def ptx_param_sizes(src: bytes, name: str) -> list[int] | None:
  """Byte sizes of the entry's parameters from its PTX text; None for a cubin."""
  if (m := re.search(rb"\.entry\s+" + re.escape(name.encode()) + rb"\s*\((.*?)\)", src, re.S)) is None: return None
  return [int(t[1:]) // 8 if t[1:].isdigit() else 4 for t in re.findall(rb"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)", m[1]) for t in [t.decode()]]

class CUDAProgram:
  """A kernel: its module and function, and the packed-struct layout of its arguments (buffer pointers, then values)."""
  def __init__(self, dev: CUDADevice, name: str, lib: bytes):
    self.dev, self.name, self.lib, cu = dev, name, lib, dev.cu
    dev.set_context()
    self.module, self.func = cu.CUmodule(), cu.CUfunction()
    image = lib if lib[:4] == b"\x7fELF" else lib.rstrip(b"\0") + b"\0"
    check(cu, cu.cuModuleLoadData(ctypes.byref(self.module), image), f"loading the module of {name}")
    check(cu, cu.cuModuleGetFunction(ctypes.byref(self.func), self.module, name.encode()), f"finding kernel {name}")
    self.param_sizes = ptx_param_sizes(lib, name)

  def pack(self, bufs: Sequence[int], vals: Sequence[int]) -> ctypes.Structure:
    """The argument struct; its fields are typed from the PTX parameters (buffers 64-bit, values 32-bit without them)."""
    args = [*bufs, *vals]
    sizes = self.param_sizes if self.param_sizes is not None else [8] * len(bufs) + [4] * len(vals)
    if len(sizes) != len(args): raise TypeError(f"kernel {self.name} takes {len(sizes)} arguments, got {len(bufs)} buffers and {len(vals)} values")
    return _args_struct(tuple(sizes))(*[int(a) & ((1 << (8 * s)) - 1) for a, s in zip(args, sizes)])

  @staticmethod
  def extra(args: ctypes.Structure) -> tuple[Any, ...]:
    """cuLaunchKernel's `extra`: {BUFFER_POINTER: the struct, BUFFER_SIZE: its size, END}; the size cell is returned to be kept alive.
    The size is where the last parameter ends, without the struct's tail padding: the driver refuses any other size (error 701)."""
    last = args._fields_[-1][0] if args._fields_ else None
    size = ctypes.c_size_t(getattr(type(args), last).offset + getattr(type(args), last).size if last else 0)
    arr = (ctypes.c_void_p * 5)(CU_LAUNCH_PARAM_BUFFER_POINTER, ctypes.addressof(args), CU_LAUNCH_PARAM_BUFFER_SIZE, ctypes.addressof(size),
                               CU_LAUNCH_PARAM_END)
    return arr, size, args

  def __call__(self, *bufs: int, global_size: Sequence[int] = (1, 1, 1), local_size: Sequence[int] | None = (1, 1, 1), vals: Sequence[int] = (),
               wait: bool = False) -> float | None:
    cu, gs, ls = self.dev.cu, _dims3(global_size), _dims3(local_size or (1, 1, 1))
    if (n := ls[0] * ls[1] * ls[2]) > 1024: raise RuntimeError(f"kernel {self.name}: a block of {n} threads is over CUDA's 1024")
    self.dev.set_context()
    keep = self.extra(self.pack(bufs, vals))
    def launch() -> None: check(cu, cu.cuLaunchKernel(self.func, *gs, *ls, 0, None, None, keep[0]), f"launching {self.name}")
    if wait: return self.dev.timed(launch)
    launch()
    return None

  def __del__(self) -> None:
    if getattr(self, "module", None) is not None:
      try: self.dev.cu.cuModuleUnload(self.module)
      except Exception: pass  # interpreter shutdown: the driver reclaims it

@functools.cache
def _args_struct(sizes: tuple[int, ...]) -> type[ctypes.Structure]:
  return type("Args", (ctypes.Structure,), {"_fields_": [(f"f{i}", PARAM_CTYPE[s]) for i, s in enumerate(sizes)]})

def _dims3(d: Sequence[int]) -> tuple[int, int, int]:
  t = tuple(int(x) for x in d) + (1,) * (3 - len(d))
  return (t[0], t[1], t[2])

# ---- memory ----

class CUDAAllocator(LRUAllocator[int]):
  """Device memory (cuMemAlloc) or pinned host memory (cuMemHostAlloc); a buffer is its address."""
  def __init__(self, dev: CUDADevice):
    super().__init__(dev)
    self.cdev = dev
  def _alloc(self, size: int, options: BufferSpec) -> int:
    cu = self.cdev.cu
    self.cdev.set_context()
    if options.host:
      p = ctypes.c_void_p()
      check(cu, cu.cuMemHostAlloc(ctypes.byref(p), max(size, 1), CU_MEMHOSTALLOC_PORTABLE), f"cuMemHostAlloc of {size} bytes")
      return int(p.value or 0)
    d = cu.CUdeviceptr()
    if (st := cu.cuMemAlloc_v2(ctypes.byref(d), max(size, 1))) == 2: raise MemoryError(f"CUDA: out of memory allocating {size} bytes")
    check(cu, st, f"cuMemAlloc of {size} bytes")
    return int(d.value)
  def _free(self, opaque: int, options: BufferSpec) -> None:
    self.cdev.synchronize()
    cu = self.cdev.cu
    check(cu, cu.cuMemFreeHost(opaque) if options.host else cu.cuMemFree_v2(opaque), "freeing memory")
  def _offset(self, buf: int, size: int, offset: int) -> int: return buf + offset
  def _copyin(self, dest: int, src: memoryview) -> None:
    cu, src = self.cdev.cu, src.cast("B") if src.format != "B" else src
    stage = self._alloc(src.nbytes, BufferSpec(host=True))
    ctypes.memmove(stage, (ctypes.c_char * src.nbytes).from_buffer(src) if not src.readonly else bytes(src), src.nbytes)
    check(cu, cu.cuMemcpyHtoDAsync_v2(dest, stage, src.nbytes, None), "copy to the device")
    self.cdev.pending_stages.append(stage)
  def _copyout(self, dest: memoryview, src: int) -> None:
    cu, dest = self.cdev.cu, dest.cast("B") if dest.format != "B" else dest
    self.cdev.synchronize()
    check(cu, cu.cuMemcpyDtoH_v2((ctypes.c_char * dest.nbytes).from_buffer(dest), src, dest.nbytes), "copy from the device")
  def _transfer(self, dest: int, src: int, sz: int, src_dev: CUDADevice, dest_dev: CUDADevice) -> None:
    """dest (on dest_dev) <- src (on src_dev) device to device; the destination's stream waits for the copy through an event."""
    cu = src_dev.cu
    src_dev.set_context()
    check(cu, cu.cuMemcpyDtoDAsync_v2(dest, src, sz, None), f"transfer {src_dev.device} -> {dest_dev.device}")
    ev = cu.CUevent()
    check(cu, cu.cuEventCreate(ctypes.byref(ev), 0x2), "cuEventCreate")  # CU_EVENT_DISABLE_TIMING
    check(cu, cu.cuEventRecord(ev, None), "cuEventRecord")
    dest_dev.set_context()
    check(cu, cu.cuStreamWaitEvent(None, ev, 0), "cuStreamWaitEvent")
    dest_dev.pending_events.append(ev)

# ---- the device ----

class CUDADevice(Compiled):
  """`CUDA[:N]` over libcuda; `MOCK+CUDA` over the mock. Renderers: CUDA (C through NVRTC/nvcc, the default) and PTX."""
  devices: list[CUDADevice] = []
  def __init__(self, device: str = "CUDA"):
    self.cu = cu = load_cuda(iface := DEV.target("CUDA").interface)
    self.is_mock = bool(iface)  # bindings in place of libcuda are a test double's
    self.pending_stages: list[int] = []
    self.pending_events: list[Any] = []
    dev_id = int(device.split(":")[1]) if ":" in device and device.split(":")[1].isdigit() else 0
    check(cu, cu.cuInit(0), "cuInit")
    count = ctypes.c_int32()
    check(cu, cu.cuDeviceGetCount(ctypes.byref(count)), "cuDeviceGetCount")
    if dev_id >= count.value: raise RuntimeError(f"CUDA:{dev_id} does not exist: the driver lists {count.value} GPUs")
    self.cu_device = cu.CUdevice()
    check(cu, cu.cuDeviceGet(ctypes.byref(self.cu_device), dev_id), f"cuDeviceGet({dev_id})")
    # the primary context (what the CUDA runtime and other libraries use) rather than a private one: one context per GPU per process
    self.context = cu.CUcontext()
    check(cu, cu.cuDevicePrimaryCtxRetain(ctypes.byref(self.context), self.cu_device), "cuDevicePrimaryCtxRetain")
    self.set_context()
    major, minor = ctypes.c_int32(), ctypes.c_int32()
    check(cu, cu.cuDeviceComputeCapability(ctypes.byref(major), ctypes.byref(minor), self.cu_device), "cuDeviceComputeCapability")
    self._enable_peers()
    CUDADevice.devices.append(self)
    # PTX from our renderer (ISA 7.x) is JIT-compiled by any recent driver; CUDA C becomes a cubin on hardware, since NVRTC's newest PTX
    # ISA can be newer than the driver's, while its cubins run on every driver of the same CUDA major version. The mock executes PTX.
    compilers = [("CUDA", lambda r: CUDACCompiler(r.arch, ptx=self.is_mock)), ("PTX", lambda r: PTXCompiler(r.arch))]
    super().__init__(device, CUDAAllocator(self), compilers, functools.partial(CUDAProgram, self), graph=CUDAGraph,
                     arch=f"sm_{major.value}{minor.value}")

  def _enable_peers(self) -> None:
    cu = self.cu
    for other in CUDADevice.devices:
      for a, b in ((self, other), (other, self)):
        ok = ctypes.c_int32()
        check(cu, cu.cuDeviceCanAccessPeer(ctypes.byref(ok), a.cu_device, b.cu_device), "cuDeviceCanAccessPeer")
        if ok.value:
          a.set_context()
          if (st := cu.cuCtxEnablePeerAccess(b.context, 0)) not in (0, 704): check(cu, st, "cuCtxEnablePeerAccess")  # 704: already on

  def set_context(self) -> None: check(self.cu, self.cu.cuCtxSetCurrent(self.context), "cuCtxSetCurrent")

  @functools.cached_property
  def _elapsed(self) -> Any:
    """cuEventElapsedTime (its _v2 on CUDA >= 12.8 drivers; the old name otherwise), or None for host timing."""
    if self.is_mock: return self.cu.cuEventElapsedTime_v2
    for sym in ("cuEventElapsedTime_v2", "cuEventElapsedTime"):
      if (f := getattr(self.cu.dll.lib, sym, None)) is not None:
        f.restype, f.argtypes = ctypes.c_uint32, [ctypes.POINTER(ctypes.c_float), ctypes.c_void_p, ctypes.c_void_p]
        return f
    return None

  def timed(self, launch: Any) -> float:
    """Seconds the GPU spent on what `launch` enqueues, between two events on the stream (host timing without the event calls)."""
    cu = self.cu
    if self._elapsed is None:
      self.synchronize()
      st = time.perf_counter()
      launch()
      self.synchronize()
      return time.perf_counter() - st
    evs = [cu.CUevent(), cu.CUevent()]
    for e in evs: check(cu, cu.cuEventCreate(ctypes.byref(e), 0), "cuEventCreate")
    try:
      check(cu, cu.cuEventRecord(evs[0], None), "cuEventRecord")
      launch()
      check(cu, cu.cuEventRecord(evs[1], None), "cuEventRecord")
      check(cu, cu.cuEventSynchronize(evs[1]), f"waiting for {self.device}")
      ms = ctypes.c_float()
      check(cu, self._elapsed(ctypes.byref(ms), evs[0], evs[1]), "cuEventElapsedTime")
      return ms.value / 1e3
    finally:
      for e in evs: cu.cuEventDestroy_v2(e)

  def synchronize(self) -> None:
    self.set_context()
    check(self.cu, self.cu.cuCtxSynchronize(), f"synchronizing {self.device}")
    for s in self.pending_stages: check(self.cu, self.cu.cuMemFreeHost(s), "freeing a staging buffer")
    for e in self.pending_events: self.cu.cuEventDestroy_v2(e)
    self.pending_stages, self.pending_events = [], []

# ---- graphs ----

GRAPH_FUNCS = ("cuGraphCreate", "cuGraphAddKernelNode_v2", "cuGraphInstantiateWithFlags", "cuGraphExecKernelNodeSetParams_v2", "cuGraphLaunch")

class CUDAGraph(GraphRunner):
  """A TinyJit batch as one CUDA graph: a chain of kernel nodes, built and instantiated at the first replay; later replays update
  only the nodes whose buffers, launch dims or Variable values changed (cuGraphExecKernelNodeSetParams), then launch the graph."""
  def __init__(self, items: list[Any], bufs: list[list[Any]], input_slots: list[tuple[int, int, int]]):
    super().__init__(items, bufs, input_slots)
    self.dev: Any = Device[self.device]
    if not isinstance(self.dev, CUDADevice): raise GraphException(f"{self.device} is not a CUDA device")
    if not all(isinstance(ln.prg, CUDAProgram) for ln in self.launches): raise GraphException("CUDAGraph batches CUDA programs only")
    # the _v2 node calls came with CUDA 12.3's driver: an older driver replays the kernels one by one instead of failing
    if (missing := [f for f in GRAPH_FUNCS if not self.dev.is_mock and not hasattr(self.dev.cu.dll.lib, f)]):
      raise GraphException(f"the CUDA driver lacks {missing[0]} (CUDA >= 12.3 needed for graphs)")
    self.graph: Any = None
    self.exec: Any = None
    self.nodes: list[Any] = []
    self.last: list[tuple] = []
    self.keep: list[tuple] = []  # each node's argument struct and extra array, alive as long as the graph

  def _params(self, i: int, var_vals: dict[str, int]) -> tuple[Any, tuple]:
    ln, cu = self.launches[i], self.dev.cu
    prg: Any = ln.prg
    gs, ls, vals = ln.dims(var_vals)
    gs, ls = _dims3(gs), _dims3(ls or (1, 1, 1))
    key = (tuple(ln.args), gs, ls, tuple(vals))
    keep = prg.extra(prg.pack(ln.args, vals))
    p = cu.CUDA_KERNEL_NODE_PARAMS(func=prg.func, gridDimX=gs[0], gridDimY=gs[1], gridDimZ=gs[2], blockDimX=ls[0], blockDimY=ls[1],
                                   blockDimZ=ls[2], sharedMemBytes=0, kernelParams=None, extra=ctypes.cast(keep[0], ctypes.POINTER(ctypes.c_void_p)))
    return p, (key, keep)

  def _build(self, var_vals: dict[str, int]) -> None:
    cu, self.graph = self.dev.cu, self.dev.cu.CUgraph()
    check(cu, cu.cuGraphCreate(ctypes.byref(self.graph), 0), "cuGraphCreate")
    for i in range(len(self.launches)):
      p, (key, keep) = self._params(i, var_vals)
      node, deps = cu.CUgraphNode(), (cu.CUgraphNode * 1)(*self.nodes[-1:])
      check(cu, cu.cuGraphAddKernelNode_v2(ctypes.byref(node), self.graph, deps, len(self.nodes[-1:]), ctypes.byref(p)), "cuGraphAddKernelNode")
      self.nodes.append(node)
      self.last.append(key)
      self.keep.append(keep)
    self.exec = cu.CUgraphExec()
    check(cu, cu.cuGraphInstantiateWithFlags(ctypes.byref(self.exec), self.graph, 0), "cuGraphInstantiate")

  def __call__(self, bufs: list[Any], var_vals: dict[str, int], wait: bool = False) -> float | None:
    cu, raw = self.dev.cu, {k: bufs[k].ensure_allocated()._buf for k in self.inputs}
    self.dev.set_context()
    for ln in self.launches:
      for pos, k in ln.patches: ln.args[pos] = raw[k]
    if self.exec is None: self._build(var_vals)
    else:
      for i in range(len(self.launches)):
        p, (key, keep) = self._params(i, var_vals)
        if key == self.last[i]: continue
        check(cu, cu.cuGraphExecKernelNodeSetParams_v2(self.exec, self.nodes[i], ctypes.byref(p)), "cuGraphExecKernelNodeSetParams")
        self.last[i], self.keep[i] = key, keep
    def launch() -> None: check(cu, cu.cuGraphLaunch(self.exec, None), "cuGraphLaunch")
    if wait: return self.dev.timed(launch)
    launch()
    return None

  def __del__(self) -> None:
    try:
      if self.exec is not None: self.dev.cu.cuGraphExecDestroy(self.exec)
      if self.graph is not None: self.dev.cu.cuGraphDestroy(self.graph)
    except Exception: pass  # interpreter shutdown: the driver reclaims them
