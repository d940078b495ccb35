"""The mock amdgpu kernel driver: a fake /dev/kfd, KFD sysfs topology, IP discovery files and render nodes answering the KFD ioctls from
the generated structs, for `DEV=MOCKKFD+AMD` and `DEV=MOCK+AMD`. The runtime reaches it only through MockFileIOInterface (its
FileIOInterface seam).

Memory is real host memory at the virtual address the runtime reserved (a GPU VA is the host address of the same bytes); each
allocation remembers which mock GPUs it is mapped to, and the executors check that before touching an address. Uncached memory
(signals, rings, queue pages) and the doorbell pages carry MMIOInterface store hooks: a store by the runtime runs every mock queue
whose doorbell is ahead of its read pointer, synchronously, as the GPU would have. `mmap` of /dev/kfd returns its offset, so the
doorbell offsets CREATE_QUEUE hands out are the doorbells' real addresses.
"""
from __future__ import annotations
import bisect, ctypes, errno, itertools, mmap, os, time
from typing import Any, ClassVar
from tinygrad.helpers import DEV
from tinygrad.runtime.autogen import kfd
from tinygrad.runtime.support.hcq import FileIOInterface, MMIOInterface
from tinygrad.runtime.mockgpu.amd.amdgpu import GC_BASES_CDNA, GC_BASES_RDNA, MockAMDGPU, PM4Executor, SDMAExecutor

NGPUS, FAKE_FD_BASE, MAP_FIXED = 6, 1 << 30, 0x10
TOPO, VRAM_SIZE = "/sys/devices/virtual/kfd/kfd/topology/nodes", 24 << 30
NBIF_BASES = [0x0, 0x14, 0xD20, 0x10400, 0x241B000, 0x4040000]

def target_version(arch: str) -> int:
  """gfx1100 -> 110000, gfx950 -> 90500, gfx1201 -> 120001 (the last two characters are hex minor and stepping)."""
  if not arch.startswith("gfx") or len(arch) < 6: raise ValueError(f"mock AMD: {arch!r} is not a gfx target like gfx1100")
  return int(arch[3:-2]) * 10000 + int(arch[-2], 16) * 100 + int(arch[-1], 16)

def gpu_files(i: int, arch: str) -> dict[str, str]:
  """sysfs text of mock GPU `i`: its topology node and the IP discovery versions and register bases."""
  cdna = arch.startswith("gfx9")
  simds, simd_per_cu, lds_kb = (304, 4, 160) if cdna else (192, 2, 64)
  props = {"cpu_cores_count": 0, "simd_count": simds, "array_count": 12 if not cdna else 32, "simd_arrays_per_engine": 2 if not cdna else 1,
           "cu_per_simd_array": 8 if not cdna else 2, "simd_per_cu": simd_per_cu, "max_waves_per_simd": 16 if not cdna else 8,
           "max_slots_scratch_cu": 32, "lds_size_in_kb": lds_kb, "num_xcc": 1, "gfx_target_version": target_version(arch),
           "drm_render_minor": 128 + i, "wave_front_size": 64 if cdna else 32}
  gc, sdma, nbif = ((9, 5, 0), (4, 4, 5), (7, 9, 0)) if cdna else ((12, 0, 0), (7, 0, 0), (6, 3, 1)) if arch.startswith("gfx12") else \
    ((11, 0, 0), (6, 0, 0), (4, 3, 0))
  files = {f"{TOPO}/{i + 1}/gpu_id": str(0x1000 + i), f"{TOPO}/{i + 1}/properties": "".join(f"{k} {v}\n" for k, v in props.items())}
  for hwid, ver, bases in ((11, gc, GC_BASES_CDNA if cdna else GC_BASES_RDNA), (42, sdma, [0x1260]), (108, nbif, NBIF_BASES)):
    d = f"/sys/class/drm/renderD{128 + i}/device/ip_discovery/die/0/{hwid}/0"
    files.update({f"{d}/major": str(ver[0]), f"{d}/minor": str(ver[1]), f"{d}/revision": str(ver[2]),
                  f"{d}/base_addr": "\n".join(f"{b:#x}" for b in bases)})
  return files

# ---- the kernel's CWSR sizing (kfd_queue.c, kfd_queue_ctx_save_restore_size), modelled per term as amdkfd writes it ----
PAGE, CTX_SAVE_HEADER, DEBUG_BYTES_PER_WAVE, DEBUG_ALIGN, GFX_NAVI10 = 0x1000, 40, 32, 64, 100100

def _align(x: int, a: int) -> int: return (x + a - 1) // a * a
def _vgpr_per_cu(gfxv: int) -> int:
  if gfxv // 100 == 904 or gfxv in (90008, 90010, 90500, 120500, 120501): return 0x80000
  return 0x60000 if gfxv in (110000, 110001, 110501, 120000, 120001) else 0x40000
def _sgpr_per_cu(gfxv: int) -> int: return 0x8000 if gfxv in (120500, 120501) else 0x4000
def _hwreg_per_cu(gfxv: int) -> int: return 0x8000 if gfxv in (120500, 120501) else 0x1000
def _lds_per_cu(gfxv: int, props: dict[str, int]) -> int: return props["lds_size_in_kb"] << 10 if gfxv in (90500, 120500, 120501) else 0x10000
def _num_waves(gfxv: int, props: dict[str, int], cu_num: int) -> int:
  if gfxv < GFX_NAVI10: return min(cu_num * 40, props["array_count"] // props["simd_arrays_per_engine"] * 512)
  return cu_num * 32 if gfxv < 120500 else cu_num * 64

def kfd_node_queue_props(props: dict[str, int]) -> dict[str, int]:
  """What amdkfd stores in a GPU node at topology time and CREATE_QUEUE checks against: ctl_stack_size, cwsr_size,
  debug_memory_size, eop_buffer_size."""
  gfxv = props["gfx_target_version"]
  cu_num = props["simd_count"] // props["simd_per_cu"] // props["num_xcc"]
  wave_num = _num_waves(gfxv, props, cu_num)
  wg_data = _align(cu_num * (_vgpr_per_cu(gfxv) + _sgpr_per_cu(gfxv) + _lds_per_cu(gfxv, props) + _hwreg_per_cu(gfxv)), PAGE)
  ctl_stack = _align(CTX_SAVE_HEADER + wave_num * (12 if gfxv >= GFX_NAVI10 else 8) + 8, PAGE)
  if gfxv // 10000 * 10000 == 100000: ctl_stack = min(ctl_stack, 0x7000)
  return {"ctl_stack_size": ctl_stack, "cwsr_size": ctl_stack + wg_data, "debug_memory_size": _align(wave_num * DEBUG_BYTES_PER_WAVE, DEBUG_ALIGN),
          "eop_buffer_size": 0x8000 if gfxv == 80002 else 0x1000}

class Allocation:
  def __init__(self, va: int, size: int, flags: int, hooked: bool, owner: int):
    self.va, self.size, self.flags, self.hooked, self.owner, self.gpus = va, size, flags, hooked, owner, set[int]()

class AMDDriver:
  """Process-wide driver state: allocations, events, the mock GPUs and their queues."""
  _inst: ClassVar[AMDDriver | None] = None
  @classmethod
  def get(cls) -> AMDDriver:
    if cls._inst is None: cls._inst = AMDDriver()
    return cls._inst

  def __init__(self, arch: str | None = None) -> None:
    self.arch = arch or DEV.target("AMD").arch or "gfx1100"
    self.files: dict[str, str] = {f"{TOPO}/0/gpu_id": "0", f"{TOPO}/0/properties": "cpu_cores_count 16\n"}
    for i in range(NGPUS): self.files.update(gpu_files(i, self.arch))
    props = [{k: int(v) for k, v in (ln.split() for ln in self.files[f"{TOPO}/{i + 1}/properties"].splitlines())} for i in range(NGPUS)]
    self.node_queue_props = {0x1000 + i: {**kfd_node_queue_props(p), "num_xcc": p["num_xcc"]} for i, p in enumerate(props)}
    self.devices = {"/dev/kfd", *(f"/dev/dri/renderD{128 + i}" for i in range(NGPUS))}
    self.gpus = {0x1000 + i: MockAMDGPU(0x1000 + i, self.arch, self) for i in range(NGPUS)}
    self.handles, self.fds, self.event_ids, self.queue_ids = itertools.count(1), itertools.count(FAKE_FD_BASE), itertools.count(1), \
      itertools.count(1)
    self.allocs: dict[int, Allocation] = {}
    self.starts: list[int] = []  # sorted allocation start addresses
    self.by_start: dict[int, Allocation] = {}
    self.events: dict[int, int] = {}  # event id -> type
    self.vram_used: dict[int, int] = dict.fromkeys(self.gpus, 0)
    self._running = False
    self.log: list[int] = []  # KFD ioctl numbers in the order they were issued

  # ---- memory ----
  def _add(self, a: Allocation) -> None:
    bisect.insort(self.starts, a.va)
    self.by_start[a.va] = a
    if a.hooked: MMIOInterface.hooks.append((a.va, a.va + a.size, self.on_store))

  def _remove(self, a: Allocation) -> None:
    self.starts.remove(a.va)
    del self.by_start[a.va]
    if a.hooked: MMIOInterface.hooks[:] = [h for h in MMIOInterface.hooks if h[0] != a.va]

  def allocation_at(self, addr: int) -> tuple[int, int]:
    i = bisect.bisect_right(self.starts, addr) - 1
    a = self.by_start[self.starts[i]] if i >= 0 else None
    return (a.va, a.size) if a is not None and addr < a.va + a.size else (addr, 0)

  def mapping_is(self, gpu_id: int, addr: int, size: int) -> bool:
    """amdkfd's kfd_queue_buffer_get: the GPU mapping holding `addr` starts at its page and spans exactly `size` bytes."""
    a = self.by_start.get(addr & ~(PAGE - 1))
    return a is not None and gpu_id in a.gpus and _align(a.size, PAGE) == size

  def mapped(self, gpu_id: int, addr: int, size: int) -> bool:
    """Whether [addr, addr+size) lies inside one allocation mapped to GPU `gpu_id`."""
    i = bisect.bisect_right(self.starts, addr) - 1
    if i < 0: return False
    a = self.by_start[self.starts[i]]
    return addr + size <= a.va + a.size and gpu_id in a.gpus

  # ---- running the queues ----
  def on_store(self, addr: int) -> None:
    if self._running: return
    self._running = True
    try:
      while any([q.run() for g in self.gpus.values() for q in g.queues]): pass
    finally: self._running = False

  # ---- ioctls ----
  def ioctl(self, path: str, request: int, arg: Any) -> int:
    if path != "/dev/kfd": raise OSError(errno.ENOTTY, f"mock AMD: ioctl {request:#x} on {path} is not emulated")
    nr = request & 0xFF
    self.log.append(nr)
    handler = {int(kfd.AMDKFD_IOC_GET_VERSION) & 0xFF: self._version, int(kfd.AMDKFD_IOC_ACQUIRE_VM) & 0xFF: lambda a: None,
               int(kfd.AMDKFD_IOC_RUNTIME_ENABLE) & 0xFF: lambda a: None, int(kfd.AMDKFD_IOC_CREATE_EVENT) & 0xFF: self._create_event,
               int(kfd.AMDKFD_IOC_WAIT_EVENTS) & 0xFF: self._wait_events, int(kfd.AMDKFD_IOC_ALLOC_MEMORY_OF_GPU) & 0xFF: self._alloc,
               int(kfd.AMDKFD_IOC_FREE_MEMORY_OF_GPU) & 0xFF: self._free, int(kfd.AMDKFD_IOC_MAP_MEMORY_TO_GPU) & 0xFF: self._map,
               int(kfd.AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU) & 0xFF: self._unmap, int(kfd.AMDKFD_IOC_CREATE_QUEUE) & 0xFF: self._create_queue,
               int(kfd.AMDKFD_IOC_DESTROY_QUEUE) & 0xFF: self._destroy_queue}.get(nr)
    if handler is None: raise OSError(errno.EINVAL, f"mock AMD: KFD ioctl nr {nr:#x} is not emulated")
    handler(arg)
    return 0

  def _version(self, a: Any) -> None: a.major_version, a.minor_version = 1, 14
  def _create_event(self, a: Any) -> None:
    a.event_id = eid = next(self.event_ids)
    a.event_slot_index = eid
    self.events[eid] = a.event_type

  def _wait_events(self, a: Any) -> None:
    evs = (kfd.struct_kfd_event_data * a.num_events).from_address(a.events_ptr)
    fired = False
    for e in evs:
      if self.events.get(e.event_id) != kfd.KFD_IOC_EVENT_MEMORY: continue
      for g in self.gpus.values():
        if g.faults:
          va, why, gap = g.faults.pop(0)
          # the queue is dead as after a fault (the runtime recovers), but the wait names the emulator's gap, not a bad address
          if gap: raise NotImplementedError(f"mock AMD GPU {g.gpu_id:#x} cannot run this kernel: {why}")
          m = e.memory_exception_data
          m.va, m.gpu_id, m.failure.NotPresent, m.ErrorType = va, g.gpu_id, 1, 0
          fired = True
          break
    if not fired: time.sleep(min(a.timeout, 20) / 1000)
    a.wait_result = kfd.KFD_IOC_WAIT_RESULT_COMPLETE if fired else kfd.KFD_IOC_WAIT_RESULT_TIMEOUT

  def _alloc(self, a: Any) -> None:
    flags = a.flags
    if a.gpu_id not in self.gpus: raise OSError(errno.EINVAL, f"mock AMD: no GPU with id {a.gpu_id:#x}")
    vram = bool(flags & kfd.KFD_IOC_ALLOC_MEM_FLAGS_VRAM)
    if vram and self.vram_used[a.gpu_id] + a.size > VRAM_SIZE: raise OSError(errno.ENOMEM, "mock AMD: out of VRAM")
    if vram: self.vram_used[a.gpu_id] += a.size
    alloc = Allocation(a.va_addr, a.size, flags, hooked=bool(flags & kfd.KFD_IOC_ALLOC_MEM_FLAGS_UNCACHED),
                       owner=a.gpu_id)
    a.handle = h = next(self.handles)
    if not flags & kfd.KFD_IOC_ALLOC_MEM_FLAGS_USERPTR: a.mmap_offset = h << 20  # the runtime mmaps the render node at this offset
    self.allocs[h] = alloc
    if flags & kfd.KFD_IOC_ALLOC_MEM_FLAGS_USERPTR: self._add(alloc)  # already host memory; others are added at their mmap

  def _free(self, a: Any) -> None:
    alloc = self.allocs.pop(a.handle)
    if alloc.va in self.by_start and self.by_start[alloc.va] is alloc: self._remove(alloc)
    if alloc.flags & kfd.KFD_IOC_ALLOC_MEM_FLAGS_VRAM: self.vram_used[alloc.owner] -= alloc.size

  def _ids(self, a: Any) -> list[int]: return list((ctypes.c_uint32 * a.n_devices).from_address(a.device_ids_array_ptr))
  def _map(self, a: Any) -> None:
    self.allocs[a.handle].gpus.update(self._ids(a))
    a.n_success = a.n_devices
  def _unmap(self, a: Any) -> None:
    self.allocs[a.handle].gpus.difference_update(self._ids(a))
    a.n_success = a.n_devices

  def _check_queue(self, a: Any) -> None:
    """CREATE_QUEUE's argument checks as amdkfd makes them (set_queue_properties_from_user, then kfd_queue_acquire_buffers), with
    its errno; the reason goes to the OSError text, as the kernel's goes to its debug log."""
    def bad(why: str) -> OSError: return OSError(errno.EINVAL, f"mock KFD: CREATE_QUEUE: {why}")
    if a.queue_percentage & 0xFF > 100: raise bad(f"queue percentage {a.queue_percentage & 0xFF} > 100")
    if a.queue_priority > 15: raise bad(f"queue priority {a.queue_priority} > 15")
    if a.ring_size & (a.ring_size - 1): raise bad(f"ring size {a.ring_size:#x} is not a power of 2")
    if a.queue_type not in (kfd.KFD_IOC_QUEUE_TYPE_COMPUTE, kfd.KFD_IOC_QUEUE_TYPE_COMPUTE_AQL, kfd.KFD_IOC_QUEUE_TYPE_SDMA,
                            kfd.KFD_IOC_QUEUE_TYPE_SDMA_XGMI): raise OSError(524, f"mock KFD: queue type {a.queue_type} is not supported")
    if a.gpu_id not in self.gpus: raise bad(f"no GPU with id {a.gpu_id:#x}")
    node, gid = self.node_queue_props[a.gpu_id], a.gpu_id
    for name, addr in (("write pointer", a.write_pointer_address), ("read pointer", a.read_pointer_address)):
      if not self.mapping_is(gid, addr, PAGE): raise bad(f"{name} {addr:#x} is not in a one-page buffer mapped to GPU {gid:#x}")
    if not self.mapping_is(gid, a.ring_base_address, max(a.ring_size, 1024)) or a.ring_base_address & (PAGE - 1):
      raise bad(f"ring {a.ring_base_address:#x} is not a buffer of exactly {a.ring_size:#x} bytes mapped to GPU {gid:#x}")
    if a.queue_type not in (kfd.KFD_IOC_QUEUE_TYPE_COMPUTE, kfd.KFD_IOC_QUEUE_TYPE_COMPUTE_AQL): return
    if a.eop_buffer_address:
      if a.eop_buffer_size != node["eop_buffer_size"]: raise bad(f"EOP size {a.eop_buffer_size:#x} != node's {node['eop_buffer_size']:#x}")
      if not self.mapping_is(gid, a.eop_buffer_address, a.eop_buffer_size): raise bad("EOP buffer is not mapped at exactly its size")
    if a.ctl_stack_size != node["ctl_stack_size"]: raise bad(f"ctl stack size {a.ctl_stack_size:#x} != node's {node['ctl_stack_size']:#x}")
    if a.ctx_save_restore_size < node["cwsr_size"]: raise bad(f"cwsr size {a.ctx_save_restore_size:#x} < node's {node['cwsr_size']:#x}")
    total = _align((a.ctx_save_restore_size + node["debug_memory_size"]) * node["num_xcc"], PAGE)
    if not self.mapping_is(gid, a.ctx_save_restore_address, total):
      raise bad(f"CWSR buffer {a.ctx_save_restore_address:#x} is not mapped at exactly (ctx save + debug) * XCCs = {total:#x} bytes")

  def _create_queue(self, a: Any) -> None:
    self._check_queue(a)
    gpu = self.gpus[a.gpu_id]
    execs = {kfd.KFD_IOC_QUEUE_TYPE_COMPUTE: PM4Executor, kfd.KFD_IOC_QUEUE_TYPE_SDMA: SDMAExecutor}
    if a.queue_type in execs: q = execs[a.queue_type](gpu, a.ring_base_address, a.ring_size, a.read_pointer_address, gpu.next_doorbell())
    else: raise OSError(errno.EINVAL, f"mock AMD: queue type {a.queue_type} (AQL) is not emulated; unset AMD_AQL")
    gpu.queues.append(q)
    a.queue_id = q.queue_id = next(self.queue_ids)
    a.doorbell_offset = q.doorbell

  def _destroy_queue(self, a: Any) -> None:
    for g in self.gpus.values():
      for q in g.queues:
        if q.queue_id == a.queue_id: q.dead = True  # its doorbell slot stays taken; a new queue gets a fresh one

  def mmap(self, path: str, start: int | None, size: int, prot: int, flags: int, offset: int) -> int:
    if path == "/dev/kfd": return offset  # doorbell offsets are the doorbells' addresses
    h = offset >> 20
    if h not in self.allocs or start is None: raise OSError(errno.EINVAL, f"mock AMD: mmap of {path} at offset {offset:#x} has no allocation")
    addr = FileIOInterface.anon_mmap(start, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED | MAP_FIXED)
    self._add(self.allocs[h])
    return addr

class MockFileIOInterface(FileIOInterface):
  """FileIOInterface whose mock paths (/dev/kfd, render nodes, KFD sysfs and IP discovery files) belong to AMDDriver; every other path
  is the real file system."""
  def __init__(self, path: str = "", flags: int = os.O_RDONLY, fd: int | None = None):
    drv = AMDDriver.get()
    self.mock = path in drv.devices or path in drv.files or path == TOPO
    if self.mock: self.path, self.fd = path, next(drv.fds)
    else: super().__init__(path, flags, fd)
  def __del__(self) -> None:
    if not getattr(self, "mock", False): super().__del__()
  def ioctl(self, request: int, arg: Any) -> int:
    return AMDDriver.get().ioctl(self.path, request, arg) if self.mock else super().ioctl(request, arg)
  def mmap(self, start: int | None, size: int, prot: int, flags: int, offset: int) -> int:
    return AMDDriver.get().mmap(self.path, start, size, prot, flags, offset) if self.mock else super().mmap(start, size, prot, flags, offset)
  def read(self, size: int | None = None, binary: bool = False, offset: int | None = None) -> Any:
    if not self.mock: return super().read(size, binary, offset)
    data = AMDDriver.get().files[self.path][offset or 0:]
    return data.encode() if binary else data
  def listdir(self) -> list[str]:
    if self.path != TOPO: return super().listdir()
    return sorted({p[len(TOPO) + 1:].split("/")[0] for p in AMDDriver.get().files if p.startswith(TOPO + "/")})
  @staticmethod
  def exists(path: str) -> bool:
    drv = AMDDriver.get()
    return path in drv.devices or path in drv.files or os.path.exists(path)
