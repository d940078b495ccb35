"""The mock NVIDIA kernel driver: fake /dev/nvidiactl, /dev/nvidia-uvm and /dev/nvidiaN answering the RM and UVM ioctls from the generated
structs, for `DEV=MOCK+NV`. The runtime reaches it through MockFileIOInterface (its FileIOInterface seam); nothing else is replaced.

Memory is real host memory at the GPU virtual address the runtime chose (a GPU VA is the host address of the same bytes), registered
with the PTX executor's DeviceMemory. Video memory belongs to the GPU it was allocated on: another GPU reaches it only once UVM mapped it
there (UVM_ENABLE_PEER_ACCESS, then UVM_MAP_EXTERNAL_ALLOCATION naming that GPU); a copy or kernel touching it unmapped faults, as the
hardware's MMU would. Host memory is reachable by every GPU. The usermode page (doorbell at +0x90) and host memory carry MMIOInterface
store hooks: a store by the runtime runs every mock channel whose GPGet != GPPut, synchronously, as the GPU would have.
"""
from __future__ import annotations
import ctypes, errno, itertools, mmap, os
from typing import Any, ClassVar
from tinygrad.runtime.autogen import nv
from tinygrad.runtime.support.hcq import FileIOInterface, MMIOInterface
from tinygrad.runtime.mockgpu.nv.nvgpu import GPFIFOChannel, MockNVGPU

NGPUS, FAKE_FD_BASE, MAP_FIXED_NOREPLACE = 6, 1 << 30, 0x100000
MOCK_CLASSES = [nv.NV01_ROOT_CLIENT, nv.NV01_DEVICE_0, nv.NV20_SUBDEVICE_0, nv.NV01_MEMORY_VIRTUAL, nv.HOPPER_USERMODE_A, nv.TURING_USERMODE_A,
                nv.FERMI_VASPACE_A, nv.KEPLER_CHANNEL_GROUP_A, nv.FERMI_CONTEXT_SHARE_A, nv.AMPERE_CHANNEL_GPFIFO_A, nv.HOPPER_CHANNEL_GPFIFO_A,
                nv.HOPPER_COMPUTE_A, nv.HOPPER_DMA_COPY_A, nv.NV1_MEMORY_USER, nv.NV1_MEMORY_SYSTEM, nv.NV01_MEMORY_SYSTEM_OS_DESCRIPTOR,
                nv.GT200_DEBUGGER]
HOPPER_ONLY = (nv.HOPPER_COMPUTE_A, nv.HOPPER_DMA_COPY_A, nv.AMPERE_CHANNEL_GPFIFO_A, nv.HOPPER_CHANNEL_GPFIFO_A, nv.HOPPER_USERMODE_A,
               nv.TURING_USERMODE_A)
CHANNEL_CLASSES = (nv.AMPERE_CHANNEL_GPFIFO_A, nv.HOPPER_CHANNEL_GPFIFO_A, nv.BLACKWELL_CHANNEL_GPFIFO_A, nv.BLACKWELL_CHANNEL_GPFIFO_B)
USERMODE_CLASSES = (nv.HOPPER_USERMODE_A, nv.TURING_USERMODE_A, nv.BLACKWELL_USERMODE_A)
# MOCKGPU_ARCH picks what a GPU reports when its device object is allocated: (SM version for GR_GET_INFO, the classes it lists). The
# Blackwell lists name only Blackwell's own channel and usermode classes, so a runtime that hard-codes Ampere's channel fails there
ARCHS = {"sm_90": (0x900, MOCK_CLASSES),
         "sm_100": (0xa00, [c for c in MOCK_CLASSES if c not in HOPPER_ONLY] + [nv.BLACKWELL_COMPUTE_A, nv.BLACKWELL_DMA_COPY_A,
                   nv.BLACKWELL_CHANNEL_GPFIFO_A, nv.BLACKWELL_USERMODE_A]),
         "sm_120": (0xc00, [c for c in MOCK_CLASSES if c not in HOPPER_ONLY] + [nv.BLACKWELL_COMPUTE_B, nv.BLACKWELL_DMA_COPY_B,
                   nv.BLACKWELL_CHANNEL_GPFIFO_B, nv.BLACKWELL_USERMODE_A])}

def mock_arch() -> str:
  if (arch := os.environ.get("MOCKGPU_ARCH", "sm_90")) not in ARCHS:
    raise ValueError(f"MOCKGPU_ARCH={arch} is not a mock NV GPU; choose one of {', '.join(ARCHS)}")
  return arch

# what each escape's argument must be, by size, as the kernel module checks it (a bare NVOS02_PARAMETERS is refused with EINVAL)
ESCAPE_STRUCTS = {nv.NV_ESC_RM_ALLOC: nv.NVOS21_PARAMETERS, nv.NV_ESC_RM_ALLOC_MEMORY: nv.nv_ioctl_nvos02_parameters_with_fd,
                  nv.NV_ESC_RM_MAP_MEMORY: nv.nv_ioctl_nvos33_parameters_with_fd, nv.NV_ESC_RM_CONTROL: nv.NVOS54_PARAMETERS,
                  nv.NV_ESC_RM_MAP_MEMORY_DMA: nv.NVOS46_PARAMETERS, nv.NV_ESC_RM_FREE: nv.NVOS00_PARAMETERS,
                  nv.NV_ESC_REGISTER_FD: nv.nv_ioctl_register_fd_t}
DEVICE_FILE_ESCAPES = {nv.NV_ESC_RM_ALLOC_MEMORY, nv.NV_ESC_REGISTER_FD}  # sent on /dev/nvidiaN; the others on nvidiactl only

class NVDriver:
  """Process-wide driver state: RM objects by handle, memory ranges, the mock GPUs and their channels."""
  _inst: ClassVar[NVDriver | None] = None
  @classmethod
  def get(cls) -> NVDriver:
    if cls._inst is None: cls._inst = NVDriver()
    return cls._inst

  def __init__(self) -> None:
    self._mem: Any = None
    self.gpus = [MockNVGPU(i, self) for i in range(NGPUS)]
    self.files = {"/dev/nvidiactl", "/dev/nvidia-uvm", *(f"/dev/nvidia{i}" for i in range(NGPUS))}
    self.objs: dict[int, dict[str, Any]] = {}
    self.handles, self.fds = itertools.count(0xcf000000), itertools.count(FAKE_FD_BASE)
    self.ranges: dict[int, int] = {}  # va -> size of backed memory
    self.pending_map: dict[int, tuple[int, int, int | None]] = {}  # fd -> (handle, size, fixed address) from RM_MAP_MEMORY
    self.channels: list[GPFIFOChannel] = []
    self._running = False
    self.owner: dict[int, int] = {}  # va of a video memory range -> the GPU it lives on
    self.vaspaces: dict[int, dict[str, Any]] = {}  # UVM fd -> its registered GPUs, enabled peer pairs, peer mappings (va -> GPUs)
    self.p2p = True  # whether the GPUs can reach each other (False: UVM_ENABLE_PEER_ACCESS is refused, as on a topology without P2P)

  # ---- memory ----
  @property
  def mem(self) -> Any:
    """The PTX executor's view of memory, made at the first launch from every range backed so far."""
    if self._mem is None:
      from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory
      self._mem = DeviceMemory()
      for va, size in self.ranges.items(): self._mem.map(va, size)
    return self._mem
  def back(self, va: int, size: int, hooked: bool = False) -> int:
    """Host memory at `va` (the GPU VA); reused when already backed."""
    if va in self.ranges: return va
    addr = FileIOInterface.anon_mmap(va, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED | MAP_FIXED_NOREPLACE)
    if addr != va: raise OSError(f"mock NV: could not place memory at {va:#x} (got {addr:#x})")
    self.track(va, size, hooked)
    return va
  def track(self, va: int, size: int, hooked: bool = True) -> None:
    self.ranges[va] = size
    if self._mem is not None: self._mem.map(va, size)
    for g in self.gpus: g.mem_map(va, size)
    if hooked: MMIOInterface.hooks.append((va, va + size, self.on_store))
  def untrack(self, va: int) -> None:
    if (size := self.ranges.pop(va, None)) is None: return
    if self._mem is not None: self._mem.unmap(va)
    self.owner.pop(va, None)
    for g in self.gpus: g.mem_unmap(va)
    MMIOInterface.hooks[:] = [h for h in MMIOInterface.hooks if h[0] != va]
    FileIOInterface.munmap(va, size)

  def range_of(self, addr: int) -> int | None:
    """The base of the backed range holding `addr`, None outside every range."""
    return next((va for va, size in self.ranges.items() if va <= addr < va + size), None)
  def reachable(self, gpu: MockNVGPU, addr: int, n: int) -> bool:
    """Whether `gpu` may touch [addr, addr+n): host memory, its own video memory, or another GPU's that UVM mapped into it."""
    if (base := self.range_of(addr)) is None or addr + n > base + self.ranges[base]: return False
    return (o := self.owner.get(base)) is None or o == gpu.gpuid or base in gpu.peer_maps

  def on_store(self, addr: int) -> None:
    if self._running: return  # a store made while emulating (none today) must not recurse
    self._running = True
    try:
      while any([ch.run() for ch in self.channels]): pass
    finally: self._running = False
    for g in self.gpus:
      if g.faults:
        faults, g.faults = g.faults, []
        raise RuntimeError(f"mock NV GPU {g.gpuid} fault: {'; '.join(faults)}")

  # ---- ioctls ----
  def ioctl(self, f: MockFile, request: int, arg: Any) -> int:
    if f.path == "/dev/nvidia-uvm": return self.uvm(request, arg, f.fd)
    nr = request & 0xFF
    if (want := ESCAPE_STRUCTS.get(nr)) is not None and (request >> 16) & 0x3FFF != ctypes.sizeof(want):
      raise OSError(errno.EINVAL, f"mock NV: escape {nr:#x} takes {want.__name__} ({ctypes.sizeof(want)} bytes), got {(request >> 16) & 0x3FFF}")
    if want is not None and (nr in DEVICE_FILE_ESCAPES) != (f.path != "/dev/nvidiactl"):
      raise OSError(errno.EINVAL, f"mock NV: escape {nr:#x} is not accepted on {f.path}")
    if nr == nv.NV_ESC_CARD_INFO:
      for i in range(NGPUS): arg[i].valid, arg[i].gpu_id, arg[i].minor_number = 1, 0x100 + i, i
    elif nr == nv.NV_ESC_REGISTER_FD: pass
    elif nr == nv.NV_ESC_RM_ALLOC: self.rm_alloc(arg)
    elif nr == nv.NV_ESC_RM_CONTROL: self.rm_control(arg)
    elif nr == nv.NV_ESC_RM_ALLOC_MEMORY:
      p = arg.params
      if not (h := p.hObjectNew) or h in self.objs:  # the caller names the new object (RM_ALLOC_MEMORY makes no handle)
        p.status = nv.NV_ERR_INVALID_OBJECT_NEW
        return 0
      self.objs[h] = {"cls": p.hClass, "parent": p.hObjectParent, "va": p.pMemory, "size": p.limit + 1}
      self.track(p.pMemory, p.limit + 1)  # host memory: the runtime's own mapping, watched for signal stores
      p.status = 0
    elif nr == nv.NV_ESC_RM_MAP_MEMORY:
      p, obj = arg.params, self.objs[arg.params.hMemory]
      # as driver 580 answers: RM's own system memory and memory allocated MAP_NOT_REQUIRED have no CPU mapping
      if obj["cls"] == nv.NV1_MEMORY_SYSTEM or obj.get("flags", 0) & nv.NVOS32_ALLOC_FLAGS_MAP_NOT_REQUIRED: p.status = nv.NV_ERR_INVALID_ARGUMENT
      else:
        self.pending_map[arg.fd] = (p.hMemory, p.length, p.pLinearAddress or None)
        p.status = 0
    elif nr == nv.NV_ESC_RM_MAP_MEMORY_DMA:  # a VA off the memory's page size fails as on hardware (NO_MEMORY, driver 580)
      obj = self.objs[arg.hMemory]
      if arg.dmaOffset % (page := obj.get("page", 0x1000)) or arg.length % page: arg.status = nv.NV_ERR_NO_MEMORY
      else: obj["va"], arg.status = arg.dmaOffset, 0
    elif nr == nv.NV_ESC_RM_FREE:  # the backing goes with the UVM range (UVM_FREE)
      self.objs.pop(arg.hObjectOld, None)
      arg.status = 0
    else: raise NotImplementedError(f"mock NV: ioctl nr {nr:#x} on {f.path} is not emulated")
    return 0

  def _gpu_of(self, h: int) -> int:
    while (o := self.objs[h])["cls"] != nv.NV01_DEVICE_0: h = o["parent"]
    return o["gpu"]

  def _listed(self, parent: int, cls: int) -> bool:
    """Whether the GPU an object is allocated under lists `cls` (objects outside a device, the root and the device, always are)."""
    h = parent
    while h in self.objs and self.objs[h]["cls"] != nv.NV01_DEVICE_0: h = self.objs[h]["parent"]
    return h not in self.objs or cls in ARCHS[self.gpus[self.objs[h]["gpu"]].arch][1]

  def rm_alloc(self, p: Any) -> None:
    if all(p.hClass not in classes for _, classes in ARCHS.values()):
      raise NotImplementedError(f"mock NV: RM_ALLOC of class {p.hClass:#x} is not emulated")
    if not self._listed(p.hObjectParent, p.hClass):  # as RM answers a class the GPU's class list does not hold
      p.status = nv.NV_ERR_INVALID_CLASS
      return
    obj: dict[str, Any] = {"cls": p.hClass, "parent": p.hObjectParent}
    if p.hClass in CHANNEL_CLASSES:
      cp = nv.struct_NV_CHANNEL_ALLOC_PARAMS.from_address(p.pAllocParms)
      # the error notifier must be memory holding one NvNotification (16 bytes) per notification type
      if cp.hObjectError and ((n := self.objs.get(cp.hObjectError)) is None or "va" not in n or
                              n.get("size", 0) < 16 * nv.NV_CHANNELGPFIFO_NOTIFICATION_TYPE__SIZE_1):
        p.status = nv.NV_ERR_INVALID_OBJECT_HANDLE
        return
    elif p.hClass == nv.GT200_DEBUGGER:  # cl83de.h: the debugger names the client and the compute object it watches
      dp = nv.NV83DE_ALLOC_PARAMETERS.from_address(p.pAllocParms)
      if (eng := self.objs.get(dp.hClass3dObject)) is None or "channel" not in self.objs.get(eng["parent"], {}) or dp.hAppClient not in self.objs:
        p.status = nv.NV_ERR_INVALID_OBJECT
        return
      obj["channel"] = self.objs[eng["parent"]]["channel"]
    p.hObjectNew = h = next(self.handles)
    if p.hClass == nv.NV01_DEVICE_0:
      obj["gpu"] = nv.struct_NV0080_ALLOC_PARAMETERS.from_address(p.pAllocParms).deviceId
      self.gpus[obj["gpu"]].arch = mock_arch()
    elif p.hClass in (nv.NV1_MEMORY_USER, nv.NV1_MEMORY_SYSTEM):
      mp = nv.NV_MEMORY_ALLOCATION_PARAMS.from_address(p.pAllocParms)
      obj["size"], obj["flags"] = mp.size, mp.flags
      ps = (mp.attr >> nv.NVOS32_ATTR_PAGE_SIZE[1]) & 3  # default and BIG are 64 KiB pages on Hopper; HUGE is 2 MiB here
      obj["page"] = {nv.NVOS32_ATTR_PAGE_SIZE_4KB: 0x1000, nv.NVOS32_ATTR_PAGE_SIZE_HUGE: 2 << 20}.get(ps, 0x10000)
    elif p.hClass in CHANNEL_CLASSES:
      userd = self.objs[cp.hUserdMemory[0]]["va"] + cp.userdOffset[0]
      gpu = self.gpus[self._gpu_of(p.hObjectParent)]
      obj["token"], obj["channel"] = len(self.channels), gpu.add_channel(cp.gpFifoOffset, cp.gpFifoEntries, userd)
      obj["channel"].notifier = self.objs[cp.hObjectError]["va"] if cp.hObjectError else 0
      self.channels.append(obj["channel"])
    self.objs[h] = obj
    p.status = 0

  def rm_control(self, p: Any) -> None:
    c, addr = p.cmd, p.params
    if c == nv.NV0000_CTRL_CMD_GPU_GET_ID_INFO_V2:
      s = nv.struct_NV0000_CTRL_GPU_GET_ID_INFO_V2_PARAMS.from_address(addr)
      s.deviceInstance = s.gpuId - 0x100
    elif c == nv.NV0080_CTRL_CMD_GPU_GET_CLASSLIST:
      cl, classes = nv.struct_NV0080_CTRL_GPU_GET_CLASSLIST_PARAMS.from_address(addr), ARCHS[self.gpus[self._gpu_of(p.hObject)].arch][1]
      if cl.classList: ctypes.memmove(cl.classList, (ctypes.c_uint32 * len(classes))(*classes), 4 * len(classes))
      cl.numClasses = len(classes)
    elif c == nv.NV2080_CTRL_CMD_GPU_GET_GID_INFO:
      gid = nv.struct_NV2080_CTRL_GPU_GET_GID_INFO_PARAMS.from_address(addr)
      gid.data[:16] = list(self._gpu_of(p.hObject).to_bytes(16, "little"))
      gid.length = 16
    elif c == nv.NV2080_CTRL_CMD_GR_GET_INFO:  # a small GPU: 1 GPC, 2 TPCs, 2 SMs each, 64 warps per SM, SM 9.0 unless MOCKGPU_ARCH
      gr = nv.struct_NV2080_CTRL_GR_GET_INFO_PARAMS.from_address(addr)
      vals = {nv.NV2080_CTRL_GR_INFO_INDEX_LITTER_NUM_GPCS: 1, nv.NV2080_CTRL_GR_INFO_INDEX_LITTER_NUM_TPC_PER_GPC: 2,
              nv.NV2080_CTRL_GR_INFO_INDEX_LITTER_NUM_SM_PER_TPC: 2, nv.NV2080_CTRL_GR_INFO_INDEX_MAX_WARPS_PER_SM: 64,
              nv.NV2080_CTRL_GR_INFO_INDEX_SM_VERSION: ARCHS[self.gpus[self._gpu_of(p.hObject)].arch][0]}
      for info in (nv.struct_NVXXXX_CTRL_XXX_INFO * gr.grInfoListSize).from_address(gr.grInfoList or 0): info.data = vals.get(info.index, 0)
    elif c == nv.NVC36F_CTRL_CMD_GPFIFO_GET_WORK_SUBMIT_TOKEN:
      nv.struct_NVC36F_CTRL_CMD_GPFIFO_GET_WORK_SUBMIT_TOKEN_PARAMS.from_address(addr).workSubmitToken = self.objs[p.hObject]["token"]
    elif c == nv.NV83DE_CTRL_CMD_DEBUG_READ_ALL_SM_ERROR_STATES:  # the SM error states latched by the debugged channel's GPU
      sp = nv.struct_NV83DE_CTRL_DEBUG_READ_ALL_SM_ERROR_STATES_PARAMS.from_address(addr)
      dch: Any = self.objs[p.hObject]["channel"]
      target: Any = self.objs.get(sp.hTargetChannel, {}).get("channel")
      if target is not dch:
        p.status = nv.NV_ERR_INVALID_CHANNEL
        return
      for smid, (gesr, wesr, pc, esr_addr) in dch.gpu.sm_errors.items():
        if sp.startingSM <= smid < sp.startingSM + min(sp.numSMsToRead, 100):
          e = sp.smErrorStateArray[smid - sp.startingSM]
          e.hwwGlobalEsr, e.hwwWarpEsr, e.hwwWarpEsrPc, e.hwwWarpEsrPc64, e.hwwEsrAddr = gesr, wesr, pc & 0xFFFFFFFF, pc, esr_addr
      sp.mmuFault.valid = int(bool(dch.gpu.mmu_faults))
    elif c == nv.NV83DE_CTRL_CMD_DEBUG_READ_MMU_FAULT_INFO:
      mp = nv.struct_NV83DE_CTRL_DEBUG_READ_MMU_FAULT_INFO_PARAMS.from_address(addr)
      faults = self.objs[p.hObject]["channel"].gpu.mmu_faults[:4]
      for k, (fa, ft, at) in enumerate(faults):
        e = mp.mmuFaultInfoList[k]
        e.faultAddress, e.faultType, e.accessType = fa, ft, at
      mp.count = len(faults)
    elif c == nv.NVA06C_CTRL_CMD_GPFIFO_SCHEDULE:  # a channel in a UVM-owned VA space runs only once registered with UVM
      if any(o["parent"] == p.hObject and "channel" in o and not o.get("uvm") for o in self.objs.values()):
        p.status = nv.NV_ERR_INVALID_STATE
        return
    p.status = 0  # every other control is accepted and does nothing

  def uvm(self, request: int, p: Any, fd: int = 0) -> int:
    vs = self.vaspaces.setdefault(fd, {"gpus": set(), "peers": set(), "peer_maps": {}})
    if request == nv.UVM_CREATE_EXTERNAL_RANGE: self.back(p.base, p.length)
    elif request == nv.UVM_FREE:
      if p.base in vs["peer_maps"]:  # a peer's mapping of memory another VA space owns: only that GPU's view goes
        for g in vs["peer_maps"].pop(p.base):
          self.gpus[g].peer_maps.discard(p.base)
          self.gpus[g].mem_unmap(p.base)
      else: self.untrack(p.base)
    elif request == nv.UVM_REGISTER_GPU: vs["gpus"].add(int.from_bytes(bytes(p.gpu_uuid.uuid), "little"))
    elif request == nv.UVM_ENABLE_PEER_ACCESS:
      a, b = (int.from_bytes(bytes(u.uuid), "little") for u in (p.gpuUuidA, p.gpuUuidB))
      # uvm_ioctl.h: both GPUs must be registered in the VA space; GPUs without a P2P path answer NOT_SUPPORTED
      if a not in vs["gpus"] or b not in vs["gpus"]: p.rmStatus = nv.NV_ERR_INVALID_DEVICE
      elif not self.p2p or a == b: p.rmStatus = nv.NV_ERR_NOT_SUPPORTED
      else: vs["peers"].add(frozenset((a, b))); p.rmStatus = 0
      return 0
    elif request == nv.UVM_MAP_EXTERNAL_ALLOCATION:
      p.rmStatus = self._map_external(p, vs)
      return 0
    elif request == nv.UVM_REGISTER_CHANNEL:
      if (ch := self.objs.get(p.hChannel)) is None or "channel" not in ch or not p.length:
        p.rmStatus = nv.NV_ERR_INVALID_ARGUMENT
        return 0
      ch["uvm"] = True
    p.rmStatus = 0
    return 0

  def _map_external(self, p: Any, vs: dict[str, Any]) -> int:
    """UVM_MAP_EXTERNAL_ALLOCATION: the memory maps into each named GPU; video memory of another GPU needs peer access enabled
    between the two in this VA space (else NV_ERR_INVALID_DEVICE, as UVM answers)."""
    if (obj := self.objs.get(p.hMemory)) is None: return nv.NV_ERR_OBJECT_NOT_FOUND
    home = self._gpu_of(obj["parent"]) if obj["cls"] in (nv.NV1_MEMORY_USER,) else None
    gpus = [int.from_bytes(bytes(p.perGpuAttributes[i].gpuUuid.uuid), "little") for i in range(p.gpuAttributesCount)]
    if any(g not in vs["gpus"] or (home is not None and g != home and frozenset((g, home)) not in vs["peers"]) for g in gpus):
      return nv.NV_ERR_INVALID_DEVICE
    if home is not None and p.base not in self.owner:  # the owner's own mapping: from now on other GPUs must be mapped to reach it
      self.owner[p.base] = home
      for g in self.gpus:
        if g.gpuid != home and p.base not in g.peer_maps: g.mem_unmap(p.base)
    for gid in gpus:
      if home is not None and gid != home:
        self.gpus[gid].peer_maps.add(p.base)
        self.gpus[gid].mem_map(p.base, self.ranges[p.base])
        vs["peer_maps"].setdefault(p.base, set()).add(gid)
    return 0

  def mmap(self, f: MockFile, start: int | None, size: int, prot: int, flags: int, offset: int) -> int:
    if (m := self.pending_map.pop(f.fd, None)) is None: raise OSError(f"mock NV: mmap of {f.path} without RM_MAP_MEMORY first")
    h, _, fixed = m
    if self.objs[h]["cls"] in USERMODE_CLASSES:
      addr = FileIOInterface.anon_mmap(None, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED)
      MMIOInterface.hooks.append((addr, addr + size, self.on_store))  # the doorbell page
      return addr
    return self.back(start or fixed or 0, size, hooked=True)

class MockFile:
  def __init__(self, path: str, fd: int): self.path, self.fd = path, fd

class MockFileIOInterface(FileIOInterface):
  """FileIOInterface whose mock device paths open fake files of NVDriver; every other path is the real file system."""
  def __init__(self, path: str = "", flags: int = os.O_RDONLY, fd: int | None = None):
    drv = NVDriver.get()
    self.mock: MockFile | None = None
    if path in drv.files:
      self.path, self.fd, self.mock = path, next(drv.fds), MockFile(path, 0)
      self.mock.fd = self.fd
    else: super().__init__(path, flags, fd)
  def __del__(self) -> None:
    if getattr(self, "mock", None) is None: super().__del__()
  def ioctl(self, request: int, arg: Any) -> int:
    return NVDriver.get().ioctl(self.mock, request, arg) if self.mock is not None else super().ioctl(request, arg)
  def mmap(self, start: int | None, size: int, prot: int, flags: int, offset: int) -> int:
    if self.mock is None: return super().mmap(start, size, prot, flags, offset)
    return NVDriver.get().mmap(self.mock, start, size, prot, flags, offset)
  @staticmethod
  def exists(path: str) -> bool: return path in NVDriver.get().files or os.path.exists(path)
