"""The mock CUDA driver (DEV=MOCK+CUDA): tg-autogen's cuda bindings (types, structs, constants) with the driver-API functions the CUDA
runtime calls replaced by Python over the mock GPU's PTX executor.

Memory is host memory (device pointer == host address) registered with the executor; modules hold PTX text; a launch unpacks the
argument struct named in `extra` and runs the kernel at once, so every stream is always idle. Graphs record their kernel nodes and
replay them in order. Several mock GPUs (NGPUS) share one address space, so peers can always access each other.
"""
from __future__ import annotations
import ctypes, itertools, time
from typing import Any
# the types and structs the runtime takes from the bindings module, re-exported unchanged
from tinygrad.runtime.autogen.cuda import (CUDA_KERNEL_NODE_PARAMS, CUcontext, CUdevice, CUdeviceptr, CUevent, CUfunction, CUgraph,  # noqa: F401
                                           CUgraphExec, CUgraphNode, CUmodule, CUstream)

NGPUS, COMPUTE_CAPABILITY = 6, (9, 0)
CUDA_SUCCESS, CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_DEVICE, CUDA_ERROR_INVALID_IMAGE, CUDA_ERROR_NOT_FOUND = 0, 1, 101, 200, 500
CUDA_ERROR_INVALID_HANDLE, CUDA_ERROR_LAUNCH_FAILED, CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 400, 719, 704
CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701
ERRORS = {CUDA_ERROR_INVALID_VALUE: "invalid argument", CUDA_ERROR_INVALID_DEVICE: "invalid device ordinal",
          CUDA_ERROR_INVALID_IMAGE: "device kernel image is invalid", CUDA_ERROR_NOT_FOUND: "named symbol not found",
          CUDA_ERROR_INVALID_HANDLE: "invalid resource handle", CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES: "too many resources requested for launch",
          CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED: "peer access is already enabled"}

class _State:
  """Process-wide mock driver state: allocations, handles (contexts, modules, functions, events, graphs) and the executor's memory."""
  def __init__(self) -> None:
    from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory
    self.mem = DeviceMemory()
    self.allocs: dict[int, Any] = {}  # address -> the ctypes array that owns it
    self.handles: dict[int, Any] = {}
    self.ids = itertools.count(0x1000, 0x10)
    self.current: int | None = None
    self.peers: set[tuple[int, int]] = set()
    self.last_error = ""
  def new(self, obj: Any) -> int:
    self.handles[h := next(self.ids)] = obj
    return h
  def get(self, h: Any) -> Any:
    return self.handles.get(ctypes.cast(h, ctypes.c_void_p).value or 0) if not isinstance(h, int) else self.handles.get(h)

S = _State()

def _out(p: Any, v: int) -> int:
  """Store `v` through an output argument (a byref() of a ctypes int or pointer); returns CUDA_SUCCESS."""
  obj = getattr(p, "_obj", p)
  ctypes.memmove(ctypes.addressof(obj), (v & ((1 << (8 * ctypes.sizeof(obj))) - 1)).to_bytes(ctypes.sizeof(obj), "little"), ctypes.sizeof(obj))
  return CUDA_SUCCESS

def _v(x: Any) -> int: return x.value if hasattr(x, "value") else int(x)
def _h(h: Any) -> int: return h if isinstance(h, int) else (ctypes.cast(h, ctypes.c_void_p).value or 0)

# ---- init, devices, contexts ----

def cuInit(flags: int) -> int: return CUDA_SUCCESS
def cuDriverGetVersion(p: Any) -> int: return _out(p, 12080)
def cuDeviceGetCount(p: Any) -> int: return _out(p, NGPUS)
def cuDeviceGet(p: Any, ordinal: int) -> int:
  if not 0 <= ordinal < NGPUS: return CUDA_ERROR_INVALID_DEVICE
  return _out(p, ordinal)
def cuDeviceGetName(buf: Any, n: int, dev: int) -> int:
  ctypes.memmove(buf, f"mock NVIDIA GPU {_v(dev)}".encode()[:n - 1] + b"\0", min(n, 20))
  return CUDA_SUCCESS
def cuDeviceComputeCapability(major: Any, minor: Any, dev: int) -> int:
  _out(major, COMPUTE_CAPABILITY[0])
  _out(minor, COMPUTE_CAPABILITY[1])
  return CUDA_SUCCESS
def cuDevicePrimaryCtxRetain(p: Any, dev: int) -> int:
  key = ("ctx", _v(dev))
  h = next((k for k, v in S.handles.items() if v == key), None) or S.new(key)
  return _out(p, h)
def cuCtxSetCurrent(ctx: Any) -> int:
  if S.get(ctx) is None: return CUDA_ERROR_INVALID_HANDLE
  S.current = _h(ctx)
  return CUDA_SUCCESS
def cuCtxSynchronize() -> int: return CUDA_SUCCESS
def cuDeviceCanAccessPeer(p: Any, dev: int, peer: int) -> int: return _out(p, int(_v(dev) != _v(peer)))
def cuCtxEnablePeerAccess(peer: Any, flags: int) -> int:
  if (S.current, _h(peer)) in S.peers: return CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED
  S.peers.add((S.current or 0, _h(peer)))
  return CUDA_SUCCESS
def cuGetErrorString(status: int, p: Any) -> int:
  detailed = status in (CUDA_ERROR_LAUNCH_FAILED, CUDA_ERROR_INVALID_IMAGE) and S.last_error
  msg = S.last_error if detailed else ERRORS.get(status, f"mock CUDA error {status}")
  getattr(p, "_obj", p).value = msg.encode()
  return CUDA_SUCCESS

# ---- memory ----

ALLOC_GRANULE = 256  # cuMemAlloc's alignment: code may touch the rest of an aligned block (nvcc widens loads within it), as hardware allows
def _alloc(p: Any, size: int) -> int:
  if size <= 0: return CUDA_ERROR_INVALID_VALUE
  n = -(-size // ALLOC_GRANULE) * ALLOC_GRANULE
  arr = (ctypes.c_uint8 * (n + ALLOC_GRANULE))()
  addr = -(-ctypes.addressof(arr) // ALLOC_GRANULE) * ALLOC_GRANULE
  S.allocs[addr] = arr
  S.mem.map(addr, n)
  return _out(p, addr)
def _free(addr: Any) -> int:
  if (a := _h(addr) if not isinstance(addr, int) else addr) not in S.allocs: return CUDA_ERROR_INVALID_VALUE
  S.mem.unmap(a)
  del S.allocs[a]
  return CUDA_SUCCESS
def cuMemAlloc_v2(p: Any, size: int) -> int: return _alloc(p, size)
def cuMemHostAlloc(p: Any, size: int, flags: int) -> int: return _alloc(p, size)
def cuMemFree_v2(addr: int) -> int: return _free(addr)
def cuMemFreeHost(addr: int) -> int: return _free(addr)
def _copy(dst: Any, src: Any, n: int) -> int:
  ctypes.memmove(dst, src, n)
  return CUDA_SUCCESS
def cuMemcpyHtoDAsync_v2(dst: int, src: Any, n: int, stream: Any) -> int: return _copy(dst, src, n)
def cuMemcpyDtoH_v2(dst: Any, src: int, n: int) -> int: return _copy(dst, src, n)
def cuMemcpyDtoDAsync_v2(dst: int, src: int, n: int, stream: Any) -> int: return _copy(dst, src, n)

# ---- events (streams are always idle: every call completes before it returns) ----

def cuEventCreate(p: Any, flags: int) -> int: return _out(p, S.new(["event", 0.0]))
def cuEventRecord(ev: Any, stream: Any) -> int:
  if (e := S.get(ev)) is None: return CUDA_ERROR_INVALID_HANDLE
  e[1] = time.perf_counter()
  return CUDA_SUCCESS
def cuEventSynchronize(ev: Any) -> int: return CUDA_SUCCESS if S.get(ev) else CUDA_ERROR_INVALID_HANDLE
def cuEventElapsedTime_v2(p: Any, start: Any, end: Any) -> int:
  if (a := S.get(start)) is None or (b := S.get(end)) is None: return CUDA_ERROR_INVALID_HANDLE
  getattr(p, "_obj", p).value = (b[1] - a[1]) * 1e3
  return CUDA_SUCCESS
def cuStreamWaitEvent(stream: Any, ev: Any, flags: int) -> int: return CUDA_SUCCESS if S.get(ev) else CUDA_ERROR_INVALID_HANDLE
def cuEventDestroy_v2(ev: Any) -> int: return CUDA_SUCCESS if S.handles.pop(_h(ev), None) else CUDA_ERROR_INVALID_HANDLE

# ---- modules and launches ----

def cuModuleLoadData(p: Any, image: Any) -> int:
  from tinygrad.runtime.mockgpu.nv.ptx import PTXError, PTXModule
  src = ctypes.string_at(image) if not isinstance(image, bytes) else image.split(b"\0")[0]
  if src[:4] == b"\x7fELF": return CUDA_ERROR_INVALID_IMAGE  # a cubin: the mock runs PTX only
  try: mod = PTXModule(src.decode())
  except PTXError as e:
    S.last_error = str(e)
    return CUDA_ERROR_INVALID_IMAGE
  return _out(p, S.new(("module", mod)))
def cuModuleUnload(h: Any) -> int: return CUDA_SUCCESS if S.handles.pop(_h(h), None) else CUDA_ERROR_INVALID_HANDLE
def cuModuleGetFunction(p: Any, h: Any, name: bytes) -> int:
  if (m := S.get(h)) is None: return CUDA_ERROR_INVALID_HANDLE
  if name.decode() not in m[1].entries: return CUDA_ERROR_NOT_FOUND
  return _out(p, S.new(("function", m[1], name.decode())))

def _launch(f: Any, grid: tuple[int, int, int], block: tuple[int, int, int], params: Any, extra: Any) -> int:
  if (fn := S.get(f)) is None or fn[0] != "function": return CUDA_ERROR_INVALID_HANDLE
  if params or not extra: return CUDA_ERROR_INVALID_VALUE  # the runtime passes one packed struct through `extra`
  ex = ctypes.cast(extra, ctypes.POINTER(ctypes.c_void_p))
  if ex[0] != 1 or ex[2] != 2 or ex[4]: return CUDA_ERROR_INVALID_VALUE
  args = ctypes.string_at(ex[1], ctypes.c_size_t.from_address(ex[3]).value)
  _, mod, name = fn
  if len(args) != (need := mod.param_size(name)):  # as the driver: a buffer of any other size fails the launch
    S.last_error = f"kernel {name}: argument buffer of {len(args)} bytes, its parameters take {need}"
    return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES
  try: mod.run(name, args, grid, block, S.mem)
  except Exception as e:  # a faulting kernel: the launch reports it, as the driver would at the next synchronize
    S.last_error = f"kernel {name} (grid {grid}, block {block}): {type(e).__name__}: {e}"
    return CUDA_ERROR_LAUNCH_FAILED
  return CUDA_SUCCESS

def cuLaunchKernel(f: Any, gx: int, gy: int, gz: int, bx: int, by: int, bz: int, smem: int, stream: Any, params: Any, extra: Any) -> int:
  return _launch(f, (gx, gy, gz), (bx, by, bz), params, extra)

# ---- graphs: nodes keep a copy of their launch (the driver copies the argument buffer when a node is added or updated) ----

def _node(p: Any) -> tuple:
  k = ctypes.cast(p, ctypes.POINTER(CUDA_KERNEL_NODE_PARAMS))[0]
  ex = ctypes.cast(k.extra, ctypes.POINTER(ctypes.c_void_p))
  buf = ctypes.create_string_buffer(ctypes.string_at(ex[1], n := ctypes.c_size_t.from_address(ex[3]).value), n)
  size = ctypes.c_size_t(n)
  arr = (ctypes.c_void_p * 5)(1, ctypes.addressof(buf), 2, ctypes.addressof(size), 0)
  return (_h(k.func), (k.gridDimX, k.gridDimY, k.gridDimZ), (k.blockDimX, k.blockDimY, k.blockDimZ), arr, buf, size)

def cuGraphCreate(p: Any, flags: int) -> int: return _out(p, S.new(["graph"]))
def cuGraphAddKernelNode_v2(p: Any, graph: Any, deps: Any, ndeps: int, params: Any) -> int:
  if (g := S.get(graph)) is None: return CUDA_ERROR_INVALID_HANDLE
  g.append(_node(params))
  return _out(p, len(g) - 1)  # a node handle is its (1-based) place in the graph
def cuGraphInstantiateWithFlags(p: Any, graph: Any, flags: int) -> int:
  if (g := S.get(graph)) is None: return CUDA_ERROR_INVALID_HANDLE
  return _out(p, S.new(["exec", *g[1:]]))
def cuGraphExecKernelNodeSetParams_v2(ex: Any, node: Any, params: Any) -> int:
  if (e := S.get(ex)) is None or not 1 <= (i := _h(node)) < len(e): return CUDA_ERROR_INVALID_HANDLE
  e[i] = _node(params)
  return CUDA_SUCCESS
def cuGraphLaunch(ex: Any, stream: Any) -> int:
  if (e := S.get(ex)) is None: return CUDA_ERROR_INVALID_HANDLE
  for f, grid, block, arr, _, _ in e[1:]:
    if (st := _launch(f, grid, block, None, arr)) != CUDA_SUCCESS: return st
  return CUDA_SUCCESS
def cuGraphDestroy(g: Any) -> int: return CUDA_SUCCESS if S.handles.pop(_h(g), None) is not None else CUDA_ERROR_INVALID_HANDLE
def cuGraphExecDestroy(e: Any) -> int: return CUDA_SUCCESS if S.handles.pop(_h(e), None) is not None else CUDA_ERROR_INVALID_HANDLE
