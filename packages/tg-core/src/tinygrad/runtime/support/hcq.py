"""Hardware command queues (HCQ): the vendor-neutral base of GPU runtimes that talk to a kernel driver or the device directly.

A vendor runtime subclasses HWQueue (it encodes signal/wait/exec/copy into its packet format and rings its doorbell), HCQSignal
(a 16-byte slot in host memory: value u64 at +0, timestamp u64 at +8), HCQAllocator (alloc/free and mapping of HCQBuffers) and
HCQCompiled (the device: timeline, kernarg ring, queues). Device files are reached only through FileIOInterface and raw memory
only through MMIOInterface, so a mock GPU can replace the driver (its FileIOInterface) and watch the runtime's stores (a store hook
on MMIOInterface ranges) while every line of the runtime under test stays the real one.

Every submission waits for the device timeline's previous value, does its work and signals the next value; `synchronize` waits
for the last one and, past 2**31, swaps to a fresh timeline signal. Queue words may be symbolic (UOps): they are stored as
0xbadc0ded and rewritten from `var_vals` at each `submit`, so a recorded queue (an HCQ graph) is replayed with new values.
"""
from __future__ import annotations
import ctypes, difflib, fcntl, functools, importlib.metadata, mmap, os, struct, time
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar
from collections.abc import Callable, Sequence
from tinygrad.device import BufferSpec, Compiled, LRUAllocator, RendererChoice, registered_interfaces
from tinygrad.helpers import DEV, getenv
from tinygrad.uop.ops import UOp, sym_infer
from tinygrad.runtime.support.memory import BumpAllocator

PLACEHOLDER = 0xbadc0ded  # the queue word of a symbolic value until submit resolves it

def WAIT_TIMEOUT_MS() -> int: return getenv("HCQDEV_WAIT_TIMEOUT_MS", 30000)

# ---- raw memory and device files ----

def _mv(addr: int, nbytes: int) -> memoryview: return memoryview((ctypes.c_uint8 * nbytes).from_address(addr)).cast("B")

class MMIOInterface:
  """A typed view of `nbytes` at a raw address (rings, doorbells, signals, BARs). A mock GPU registers store hooks on address ranges:
  a store through a view inside one calls the hook with the stored address, after the store."""
  hooks: ClassVar[list[tuple[int, int, Callable[[int], None]]]] = []
  def __init__(self, addr: int, nbytes: int, fmt: str = "B"):
    self.addr, self.nbytes, self.fmt = addr, nbytes, fmt
    self.mv: memoryview = (_mv(addr, nbytes) if nbytes else memoryview(bytearray(0))).cast(fmt)  # type: ignore[call-overload]
    self.hook = next((h for s, e, h in MMIOInterface.hooks if s <= addr < e), None)
  def __len__(self) -> int: return self.nbytes // struct.calcsize(self.fmt)
  def __getitem__(self, k: Any) -> Any: return self.mv[k].tolist() if isinstance(k, slice) else self.mv[k]
  def __setitem__(self, k: Any, v: Any) -> None:
    if isinstance(k, slice):
      if k.step not in (None, 1): raise ValueError("MMIOInterface stores take contiguous slices")
      data = memoryview(struct.pack(f"<{len(v)}{self.fmt}", *v) if isinstance(v, (list, tuple)) else v).cast("B")
      off = (k.start or 0) * self.mv.itemsize
      self.mv.cast("B")[off:off + data.nbytes] = data
    else:
      off = k * self.mv.itemsize
      self.mv[k] = v
    if self.hook is not None: self.hook(self.addr + off)
  def view(self, offset: int = 0, size: int | None = None, fmt: str | None = None) -> MMIOInterface:
    return MMIOInterface(self.addr + offset, self.nbytes - offset if size is None else size, fmt or self.fmt)

@functools.cache
def _libc() -> ctypes.CDLL:
  lib = ctypes.CDLL(None, use_errno=True)
  lib.mmap.restype, lib.mmap.argtypes = ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
  lib.munmap.restype, lib.munmap.argtypes = ctypes.c_int, [ctypes.c_void_p, ctypes.c_size_t]
  return lib

class FileIOInterface:
  """A device file (or a sysfs/proc file): the one place a runtime touches the kernel. A mock GPU swaps this class for its own."""
  def __init__(self, path: str = "", flags: int = os.O_RDONLY, fd: int | None = None):
    self.path: str = path
    self.fd: int = fd if fd is not None else os.open(path, flags)
  def __del__(self) -> None:
    if getattr(self, "fd", None) is not None and self.fd >= 0:
      try: os.close(self.fd)
      except OSError: pass
  def ioctl(self, request: int, arg: Any) -> int: return fcntl.ioctl(self.fd, request, arg, True) if isinstance(arg, ctypes.Structure) \
    else fcntl.ioctl(self.fd, request, arg)
  def mmap(self, start: int | None, size: int, prot: int, flags: int, offset: int) -> int:
    addr = _libc().mmap(start, size, prot, flags, self.fd, offset)
    if addr is None or addr == ctypes.c_void_p(-1).value: raise OSError(ctypes.get_errno(), f"mmap of {self.path} failed ({size:#x} bytes)")
    return addr
  def read(self, size: int | None = None, binary: bool = False, offset: int | None = None) -> Any:
    if offset is not None: os.lseek(self.fd, offset, os.SEEK_SET)
    data = os.read(self.fd, size) if size is not None else b"".join(iter(lambda: os.read(self.fd, 1 << 16), b""))
    return data if binary else data.decode()
  def write(self, content: Any, binary: bool = False, offset: int | None = None) -> int:
    if offset is not None: os.lseek(self.fd, offset, os.SEEK_SET)
    return os.write(self.fd, content if binary else str(content).encode())
  def seek(self, offset: int) -> None: os.lseek(self.fd, offset, os.SEEK_SET)
  def listdir(self) -> list[str]: return os.listdir(self.path)
  @staticmethod
  def anon_mmap(start: int | None, size: int, prot: int, flags: int, offset: int = 0) -> int:
    addr = _libc().mmap(start, size, prot, flags | mmap.MAP_ANONYMOUS, -1, offset)
    if addr is None or addr == ctypes.c_void_p(-1).value: raise OSError(ctypes.get_errno(), f"anonymous mmap of {size:#x} bytes failed")
    return addr
  @staticmethod
  def munmap(addr: int, size: int) -> int: return _libc().munmap(addr, size)
  @staticmethod
  def exists(path: str) -> bool: return os.path.exists(path)
  @staticmethod
  def readlink(path: str) -> str: return os.readlink(path)
  @staticmethod
  def eventfd(initval: int, flags: int = 0) -> FileIOInterface: return FileIOInterface(fd=os.eventfd(initval, flags))

# ---- queues ----

def data64(v: Any) -> tuple[Any, Any]: return (v >> 32, v & 0xFFFFFFFF)
def data64_le(v: Any) -> tuple[Any, Any]: return (v & 0xFFFFFFFF, v >> 32)

DeviceT = TypeVar("DeviceT", bound="HCQCompiled")
SignalT = TypeVar("SignalT", bound="HCQSignal")
ProgramT = TypeVar("ProgramT")
ArgsT = TypeVar("ArgsT")

class HWQueue(Generic[SignalT, DeviceT, ProgramT, ArgsT]):
  """A command buffer of 32-bit words. Vendors implement the commands (signal, wait, timestamp, memory_barrier, exec, copy, write,
  poll_bit), `_submit` and optionally `bind`; every command returns the queue so calls chain."""
  def __init__(self) -> None:
    self._q: list[int] = []
    self.syms: list[UOp] = []                       # distinct symbolic values, in order of first use
    self.q_sints: list[tuple[int, int]] = []        # (word index, sym index)
    self.mv_sints: list[tuple[MMIOInterface, int, int, int | None]] = []  # (view, element, sym index, mask)
    self._prev_vals: list[int | None] = []
    self.binded_device: DeviceT | None = None
    self.hw_page: MMIOInterface | None = None

  def q(self, *values: Any) -> None:
    for v in values:
      if isinstance(v, UOp):
        self.q_sints.append((len(self._q), self._sym(v)))
        self._q.append(PLACEHOLDER)
      else: self._q.append(int(v) & 0xFFFFFFFF)

  def _sym(self, v: UOp) -> int:
    for i, s in enumerate(self.syms):
      if s is v: return i
    self.syms.append(v)
    self._prev_vals.append(None)
    return len(self.syms) - 1

  def bind_sints_to_mem(self, *vals: Any, mem: MMIOInterface, fmt: str, start: int = 0, mask: int | None = None) -> None:
    """Write `vals` into `mem` (viewed as `fmt`) from element `start`; symbolic ones are recorded and rewritten at each submit."""
    view = mem if mem.fmt == fmt else mem.view(fmt=fmt)
    for i, v in enumerate(vals):
      if isinstance(v, UOp): self.mv_sints.append((view, start + i, self._sym(v), mask))
      else: view[start + i] = (v if mask is None else (view[start + i] & ~mask) | (v & mask)) & ((1 << 8 * view.mv.itemsize) - 1)

  def _apply_var_vals(self, var_vals: dict[str, int]) -> None:
    vals = [int(sym_infer(s, var_vals)) for s in self.syms]
    changed = {i for i, v in enumerate(vals) if v != self._prev_vals[i]}
    for pos, si in self.q_sints:
      if si in changed:
        self._q[pos] = vals[si] & 0xFFFFFFFF
        if self.hw_page is not None: self.hw_page[pos] = self._q[pos]
    for mv, idx, si, mask in self.mv_sints:
      if si in changed: mv[idx] = (vals[si] if mask is None else (mv[idx] & ~mask) | (vals[si] & mask)) & ((1 << 8 * mv.mv.itemsize) - 1)
    self._prev_vals = list(vals)

  def submit(self, dev: DeviceT, var_vals: dict[str, int] | None = None) -> HWQueue:
    if self.syms: self._apply_var_vals(var_vals or {})
    self._submit(dev)
    return self

  def _submit(self, dev: DeviceT) -> None: raise NotImplementedError(f"{type(self).__name__} cannot submit")
  def bind(self, dev: DeviceT) -> HWQueue: return self  # vendors move the words into device memory; the default keeps them
  def signal(self, signal: SignalT, value: Any = 0) -> HWQueue: raise NotImplementedError(f"{type(self).__name__} has no signal")
  def wait(self, signal: SignalT, value: Any = 0) -> HWQueue: raise NotImplementedError(f"{type(self).__name__} has no wait")
  def timestamp(self, signal: SignalT) -> HWQueue: raise NotImplementedError(f"{type(self).__name__} has no timestamp")
  def memory_barrier(self) -> HWQueue: return self
  def exec(self, prg: ProgramT, args_state: ArgsT, global_size: Sequence[Any], local_size: Sequence[Any]) -> HWQueue:
    raise NotImplementedError(f"{type(self).__name__} cannot launch kernels")
  def copy(self, dest: Any, src: Any, copy_size: int) -> HWQueue: raise NotImplementedError(f"{type(self).__name__} cannot copy")
  def write(self, buf: HCQBuffer, value: Any, b64: bool = False) -> HWQueue: raise NotImplementedError(f"{type(self).__name__} has no write")
  def poll_bit(self, buf: HCQBuffer, value: Any, mask: int) -> HWQueue: raise NotImplementedError(f"{type(self).__name__} has no poll_bit")

# ---- signals ----

class HCQSignal:
  """A 16-byte slot: the value (u64) at +0 and the timestamp (u64, raw ticks; `timestamp_divider` ticks per µs) at +8."""
  def __init__(self, base_buf: HCQBuffer, value: int = 0, owner: Any = None, timestamp_divider: float = 1000,
               is_timeline: bool = False, pool_key: Any = None):
    if base_buf.view is None: raise ValueError("a signal needs CPU-visible memory (an HCQBuffer with a view)")
    self.base_buf, self.owner, self.timestamp_divider, self.is_timeline, self.pool_key = base_buf, owner, timestamp_divider, is_timeline, pool_key
    self.value_addr, self.timestamp_addr = base_buf.va_addr, base_buf.va_addr + 8
    self._view = base_buf.view.view(0, 16, "Q")
    self.value = value
  def __del__(self) -> None:
    if self.pool_key is not None and HCQCompiled is not None: HCQCompiled.signal_pool[self.pool_key].append(self.base_buf)
  @property
  def value(self) -> int: return self._view[0]
  @value.setter
  def value(self, v: int) -> None: self._view[0] = v
  @property
  def timestamp(self) -> float: return self._view[1] / self.timestamp_divider  # µs
  def _sleep(self, time_spent_ms: int) -> None:
    if self.owner is not None and time_spent_ms > 200: self.owner._sleep(200)
  def wait(self, value: int, timeout: int | None = None) -> None:
    """Spin until the value is >= `value`; raise "Wait timeout" after `timeout` ms (HCQDEV_WAIT_TIMEOUT_MS) without progress."""
    timeout = WAIT_TIMEOUT_MS() if timeout is None else timeout
    start, last = time.perf_counter(), self.value
    while (cur := self.value) < value:
      if cur != last: start, last = time.perf_counter(), cur
      spent_ms = int((time.perf_counter() - start) * 1000)
      if spent_ms > timeout:
        raise RuntimeError(f"Wait timeout: {timeout} ms on signal {self.value_addr:#x}: value {cur}, waiting for {value}; "
                           "the device hung or a dependency never signalled (raise HCQDEV_WAIT_TIMEOUT_MS if the work is just long)")
      self._sleep(spent_ms)

# ---- buffers, kernargs, programs ----

@dataclass(eq=False)
class HCQBuffer:
  """Device memory at `va_addr` (GPU virtual address; the same address on the CPU when `view` is set)."""
  va_addr: Any
  size: int
  meta: Any = None
  _base: HCQBuffer | None = None
  view: MMIOInterface | None = None
  owner: Any = None
  mapped_devs: list = field(default_factory=list)
  def offset(self, offset: int = 0, size: int | None = None) -> HCQBuffer:
    size = self.size - offset if size is None else size
    return HCQBuffer(self.va_addr + offset, size, self.meta, self._base or self, None if self.view is None else self.view.view(offset, size),
                     self.owner, self.mapped_devs)
  def cpu_view(self) -> MMIOInterface:
    if self.view is None: raise RuntimeError(f"buffer at {self.va_addr:#x} has no CPU mapping; allocate it with cpu_access or host")
    return self.view

class HCQArgsState(Generic[ProgramT]):
  """Kernel arguments written into `buf` (a slice of the device's kernarg ring)."""
  def __init__(self, buf: HCQBuffer, prg: ProgramT, bufs: Sequence[HCQBuffer], vals: Sequence[Any] = ()):
    self.buf, self.prg, self.bufs, self.vals = buf, prg, bufs, vals
    self.bind_data: list[tuple[tuple[Any, ...], MMIOInterface, str]] = []  # symbolic values a queue writes at submit
  def bind_sints_to_buf(self, *vals: Any, buf: MMIOInterface, fmt: str, offset: int = 0) -> None:
    if any(isinstance(v, UOp) for v in vals): self.bind_data.append((vals, buf.view(offset, struct.calcsize(fmt) * len(vals), fmt), fmt))
    else: buf.view(offset, struct.calcsize(fmt) * len(vals), fmt)[:] = list(vals)

class CLikeArgsState(HCQArgsState[ProgramT]):
  """C-like layout: an optional dword prefix (e.g. NV's cbuf0), then 8-byte buffer addresses, then 32-bit values."""
  def __init__(self, buf: HCQBuffer, prg: ProgramT, bufs: Sequence[HCQBuffer], vals: Sequence[Any] = (), prefix: Sequence[int] | None = None):
    super().__init__(buf, prg, bufs, vals)
    view, off = buf.cpu_view(), 0
    if prefix is not None:
      view.view(0, len(prefix) * 4, "I")[:] = list(prefix)
      off = len(prefix) * 4
    self.bind_sints_to_buf(*[b.va_addr for b in bufs], buf=view, fmt="Q", offset=off)
    self.bind_sints_to_buf(*vals, buf=view, fmt="I", offset=off + len(bufs) * 8)

class HCQProgram:
  """A loaded kernel. Vendors set `args_state_t` and implement the queue's exec; `__call__` launches it on the device's timeline."""
  def __init__(self, args_state_t: type[HCQArgsState], dev: Any, name: str, kernargs_alloc_size: int, kernargs_args_offset: int = 0):
    self.args_state_t, self.dev, self.name, self.kernargs_alloc_size, self.kernargs_args_offset = \
      args_state_t, dev, name, kernargs_alloc_size, kernargs_args_offset

  def fill_kernargs(self, bufs: Sequence[HCQBuffer], vals: Sequence[Any] = (), kernargs: HCQBuffer | None = None) -> HCQArgsState:
    if kernargs is None:
      size = self.kernargs_alloc_size
      kernargs = self.dev.kernargs_buf.offset(self.dev.kernargs_offset_allocator.alloc(size, 8), size)
    return self.args_state_t(kernargs, self, bufs, vals=vals)

  def __call__(self, *bufs: HCQBuffer, global_size: Sequence[int] | None = (1, 1, 1), local_size: Sequence[int] | None = (1, 1, 1),
               vals: Sequence[int] = (), wait: bool = False) -> float | None:
    global_size, local_size = tuple(global_size or (1, 1, 1)), tuple(local_size or (1, 1, 1))
    global_size, local_size = global_size + (1,) * (3 - len(global_size)), local_size + (1,) * (3 - len(local_size))
    dev = self.dev
    q = dev.hw_compute_queue_t().wait(dev.timeline_signal, dev.timeline_value - 1).memory_barrier()
    if wait: st, en = dev.new_signal(), dev.new_signal()
    if wait: q.timestamp(st)
    q.exec(self, self.fill_kernargs(bufs, vals), global_size, local_size)
    if wait: q.timestamp(en)
    q.signal(dev.timeline_signal, dev.next_timeline()).submit(dev)
    if not wait: return None
    dev.synchronize()
    return (en.timestamp - st.timestamp) / 1e6

# ---- allocator ----

class HCQAllocator(LRUAllocator[HCQBuffer]):
  """Vendors implement `_alloc`/`_free`/`_map`. Host<->device copies go through a ring of host staging buffers, each reused only once
  the copy that last used it has finished (its timeline value); copies inside one peer group are done by the source's copy queue."""
  def __init__(self, dev: HCQCompiled, batch_size: int = 2 << 20, batch_cnt: int = 32):
    super().__init__(dev)
    self.dev: HCQCompiled = dev
    self.batch_size, self.batch_cnt = batch_size, batch_cnt
    self._staging: list[HCQBuffer] = []
    self.b_timeline, self.b_next = [0] * batch_cnt, 0

  def staging(self, i: int) -> HCQBuffer:
    while len(self._staging) <= i: self._staging.append(self._alloc(self.batch_size, BufferSpec(host=True)))
    return self._staging[i]

  def _map(self, buf: HCQBuffer) -> HCQBuffer: raise NotImplementedError(f"{type(self).__name__} cannot map foreign buffers")
  def _offset(self, buf: HCQBuffer, size: int, offset: int) -> HCQBuffer: return buf.offset(offset, size)

  def _copyin(self, dest: HCQBuffer, src: memoryview) -> None:
    dev, src = self.dev, src.cast("B") if src.format != "B" else src
    if dev.hw_copy_queue_t is None:
      dev.synchronize()
      dest.cpu_view()[0:src.nbytes] = src
      return
    for i in range(0, src.nbytes, self.batch_size):
      n = min(self.batch_size, src.nbytes - i)
      slot, self.b_next = self.b_next, (self.b_next + 1) % self.batch_cnt
      dev.timeline_signal.wait(self.b_timeline[slot])
      stage = self.staging(slot)
      stage.cpu_view().view(0, n, "B")[0:n] = src[i:i + n]
      dev.hw_copy_queue_t().wait(dev.timeline_signal, dev.timeline_value - 1).copy(dest.va_addr + i, stage.va_addr, n) \
        .signal(dev.timeline_signal, dev.next_timeline()).submit(dev)
      self.b_timeline[slot] = dev.timeline_value - 1

  def _copyout(self, dest: memoryview, src: HCQBuffer) -> None:
    dev, dest = self.dev, dest.cast("B") if dest.format != "B" else dest
    dev.synchronize()
    if dev.hw_copy_queue_t is None:
      dest[:] = src.cpu_view().view(0, dest.nbytes, "B").mv
      return
    stage = self.staging(0)
    for i in range(0, dest.nbytes, self.batch_size):
      n = min(self.batch_size, dest.nbytes - i)
      dev.hw_copy_queue_t().wait(dev.timeline_signal, dev.timeline_value - 1).copy(stage.va_addr, src.va_addr + i, n) \
        .signal(dev.timeline_signal, dev.next_timeline()).submit(dev)
      dev.timeline_signal.wait(dev.timeline_value - 1)
      dest[i:i + n] = stage.cpu_view().view(0, n, "B").mv

  def _transfer(self, dest: HCQBuffer, src: HCQBuffer, sz: int, src_dev: HCQCompiled, dest_dev: HCQCompiled) -> None:
    """dest (on dest_dev) <- src (on src_dev), both in one peer group: the source's copy queue copies, the destination waits for it."""
    if src_dev.peer_group != dest_dev.peer_group: raise RuntimeError(f"{src_dev.device} and {dest_dev.device} are not peers; copy through the host")
    if src_dev.hw_copy_queue_t is None: raise RuntimeError(f"{src_dev.device} has no copy queue for device-to-device transfers")
    src_dev.hcq_allocator._map(dest)
    src_dev.hw_copy_queue_t().wait(src_dev.timeline_signal, src_dev.timeline_value - 1) \
      .wait(dest_dev.timeline_signal, dest_dev.timeline_value - 1).copy(dest.va_addr, src.va_addr, sz) \
      .signal(src_dev.timeline_signal, src_dev.next_timeline()).submit(src_dev)
    dest_dev.hw_compute_queue_t().wait(src_dev.timeline_signal, src_dev.timeline_value - 1) \
      .wait(dest_dev.timeline_signal, dest_dev.timeline_value - 1).signal(dest_dev.timeline_signal, dest_dev.next_timeline()).submit(dest_dev)

# ---- the device ----

class HCQCompiled(Compiled):
  """A device driven through hardware queues: the timeline, signal pages shared by a peer group, the kernarg ring, the queues."""
  peer_groups: ClassVar[dict[str, list[HCQCompiled]]] = {}
  signal_pages: ClassVar[dict[str, list[HCQBuffer]]] = {}
  signal_pool: ClassVar[dict[str, list[HCQBuffer]]] = {}
  cpu_devices: ClassVar[list[Compiled]] = []

  def __init__(self, device: str, allocator: HCQAllocator, renderers: Sequence[RendererChoice], runtime: Callable[..., Any],
               signal_t: type[HCQSignal], comp_queue_t: Callable[[], HWQueue], copy_queue_t: Callable[[], HWQueue] | None = None,
               kernargs_size: int = 16 << 20, sigalloc_size: int = 0x1000, arch: str | None = None, peer_group: str | None = None, graph: Any = None):
    self.signal_t, self.hw_compute_queue_t, self.hw_copy_queue_t = signal_t, comp_queue_t, copy_queue_t
    self.sigalloc_size, self.can_recover = sigalloc_size, False
    self.error_state: Exception | None = None
    self.allocator: HCQAllocator
    self.peer_group = peer_group or device.split(":")[0]
    super().__init__(device, allocator, renderers, runtime, graph=graph, arch=arch)
    HCQCompiled.peer_groups.setdefault(self.peer_group, []).append(self)
    for page in HCQCompiled.signal_pages.get(self.peer_group, []): self.hcq_allocator._map(page)  # slots handed out later live there too
    self.timeline_value: int = 1
    self.timeline_signal, self._shadow_timeline_signal = self.new_signal(value=0, is_timeline=True), self.new_signal(value=0, is_timeline=True)
    self.kernargs_buf: HCQBuffer = self.allocator.alloc(kernargs_size, BufferSpec(cpu_access=True))
    self.kernargs_offset_allocator = BumpAllocator(self.kernargs_buf.size, base=0, wrap=True)

  def new_signal(self, **kwargs: Any) -> Any:
    """A signal slot from the peer group's signal pages (host memory, uncached, mapped into every device of the group)."""
    pool = HCQCompiled.signal_pool.setdefault(self.peer_group, [])
    if not pool:
      page = self.allocator.alloc(self.sigalloc_size, BufferSpec(host=True, uncached=True, cpu_access=True))
      HCQCompiled.signal_pages.setdefault(self.peer_group, []).append(page)
      for d in HCQCompiled.peer_groups[self.peer_group]:
        if d is not self: d.hcq_allocator._map(page)
      pool.extend(page.offset(off, 16) for off in range(0, self.sigalloc_size, 16))
    return self.signal_t(pool.pop(), owner=self, pool_key=self.peer_group, **kwargs)

  @property
  def hcq_allocator(self) -> HCQAllocator: return self.allocator

  def next_timeline(self) -> int:
    self.timeline_value += 1
    return self.timeline_value - 1

  def _sleep(self, ms: int) -> None: pass

  def synchronize(self) -> None:
    for d in HCQCompiled.cpu_devices: d.synchronize()
    try: self.timeline_signal.wait(self.timeline_value - 1)
    except RuntimeError as e:
      self.error_state = e
      self.on_device_hang()
      raise
    if self.timeline_value > (1 << 31): self._wrap_timeline_signal()

  def _wrap_timeline_signal(self) -> None:
    """Past 2**31 the timeline restarts at 1 on the shadow signal (zeroed), so 32-bit compares in queues never overflow."""
    self.timeline_signal, self._shadow_timeline_signal, self.timeline_value = self._shadow_timeline_signal, self.timeline_signal, 1
    self.timeline_signal.value = 0
    self.allocator.b_timeline = [0] * len(self.allocator.b_timeline)

  def on_device_hang(self) -> None: pass

  @staticmethod
  def select_iface(device: str, ifaces: Sequence[type], *args: Any) -> Any:
    """The device's interface: the one DEV names (IFACE+DEVICE), else the first non-MOCK one that constructs (MOCK is never a fallback);
    if none does, all their errors together. `ifaces` are the driver's own; the `tinygrad.interfaces` entry points add the ones
    registered for `device` (the mock GPUs), imported only when chosen.

    Raises:
      ValueError: DEV names an interface that is neither the driver's nor registered (with the closest name).
      ExceptionGroup: no interface could open; each one's error is in it."""
    dname = device.split(":")[0]
    names: dict[str, type | importlib.metadata.EntryPoint] = {cls.__name__.removesuffix("Iface").upper(): cls for cls in ifaces}
    names |= {name: ep for name, ep in registered_interfaces(dname).items() if name not in names}
    def load(x: type | importlib.metadata.EntryPoint) -> Any: return x.load() if isinstance(x, importlib.metadata.EntryPoint) else x
    if (want := DEV.target(dname).interface):
      if want not in names:
        close = difflib.get_close_matches(want, list(names))
        hint = f" (did you mean {close[0]}?)" if close else ""
        raise ValueError(f"unknown interface {want!r} for {dname}; its interfaces are {list(names)}{hint}")
      return load(names[want])(*args)
    errors: list[Exception] = []
    for name, cls in names.items():
      if name.startswith("MOCK"): continue
      try: return load(cls)(*args)
      except Exception as e: errors.append(type(e)(f"{name}: {e}") if _retypable(e) else e)
    raise ExceptionGroup(f"no interface of {dname} could open ({', '.join(n for n in names if not n.startswith('MOCK'))}); "
                         f"to test without the hardware use DEV=MOCK+{dname}", errors)

def _retypable(e: Exception) -> bool:
  try: type(e)("x")
  except Exception: return False
  return type(e).__init__ is Exception.__init__ or isinstance(e, (RuntimeError, OSError, ValueError, FileNotFoundError))
