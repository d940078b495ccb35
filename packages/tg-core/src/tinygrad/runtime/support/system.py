"""PCI devices and locked host memory from userspace, for drivers that run a GPU without its kernel module (AMD's AM driver, NV's PCI
path): a sysfs bus scan, PCIDevice (driver unbind, sibling removal, BAR mmap through `resourceN`, resizable BAR, function reset,
optional VFIO with an MSI eventfd), host memory pinned with mlock whose physical addresses come from /proc/self/pagemap, and one
lock file per device so two processes never drive the same GPU.

Every path is taken under a root: the `root` argument, else TG_SYSFS_ROOT, else "/". Tests point it at a fake tree
(tinygrad.runtime.mockgpu.pci); nothing here knows about the fake. Each failure names what is missing and how to get it.
"""
from __future__ import annotations
import ctypes, errno, fcntl, mmap, os, pathlib, struct
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Collection, Mapping
from tinygrad.runtime.support.hcq import FileIOInterface, MMIOInterface, _libc

PAGE = 0x1000
IORESOURCE_IO, IORESOURCE_MEM, IORESOURCE_PREFETCH, IORESOURCE_MEM_64 = 0x100, 0x200, 0x2000, 0x100000  # flags in sysfs `resource`
MAP_FIXED_NOREPLACE = 0x100000
# VFIO ioctls: _IO(';', 100 + n) in linux/vfio.h
VFIO_GET_API_VERSION, VFIO_CHECK_EXTENSION, VFIO_SET_IOMMU = 0x3B64, 0x3B65, 0x3B66
VFIO_GROUP_SET_CONTAINER, VFIO_GROUP_GET_DEVICE_FD, VFIO_DEVICE_SET_IRQS, VFIO_DEVICE_RESET = 0x3B68, 0x3B6A, 0x3B6E, 0x3B6F
VFIO_TYPE1_IOMMU, VFIO_NOIOMMU_IOMMU, VFIO_PCI_MSI_IRQ_INDEX = 1, 8, 1
VFIO_IRQ_SET_DATA_EVENTFD, VFIO_IRQ_SET_ACTION_TRIGGER = 1 << 2, 1 << 5

def sysfs_root(root: str | os.PathLike | None = None) -> pathlib.Path:
  """The directory that stands for "/": `root`, else $TG_SYSFS_ROOT, else "/"."""
  return pathlib.Path(root or os.environ.get("TG_SYSFS_ROOT") or "/")

def _hint(e: OSError, path: pathlib.Path) -> str:
  if e.errno in (errno.EACCES, errno.EPERM): return f"{path}: permission denied; run as root (or sudo) to drive a PCI device directly"
  return f"{path}: {os.strerror(e.errno or 0)}"

def sysfs_write(path: pathlib.Path, value: Any) -> None:
  """Write `value` (as text) to a sysfs attribute. Raises PermissionError or OSError naming the file and the fix."""
  try: pathlib.Path(path).write_text(str(value))
  except PermissionError as e: raise PermissionError(e.errno, _hint(e, path)) from e
  except OSError as e: raise OSError(e.errno, _hint(e, path)) from e

def _read_int(path: pathlib.Path) -> int: return int(path.read_text().split()[0], 0)

@dataclass(frozen=True)
class PCIBar:
  """One line of sysfs `resource`: the bus address, size and IORESOURCE flags of BAR `index`."""
  index: int
  addr: int
  size: int
  flags: int
  @property
  def is_mem(self) -> bool: return bool(self.flags & IORESOURCE_MEM)
  @property
  def prefetchable(self) -> bool: return bool(self.flags & IORESOURCE_PREFETCH)

def read_bars(bdf: str, root: str | os.PathLike | None = None) -> list[PCIBar]:
  """The six standard BARs of function `bdf` ("0000:03:00.0") from its sysfs `resource` file; an unused BAR has size 0."""
  lines = (sysfs_root(root) / "sys/bus/pci/devices" / bdf / "resource").read_text().splitlines()[:6]
  bars = []
  for i, ln in enumerate(lines):
    start, end, flags = (int(x, 16) for x in ln.split())
    bars.append(PCIBar(i, start, end - start + 1 if end else 0, flags))
  return bars

def pci_scan_bus(vendor: int, devices: Collection[int] | None = None, classes: Collection[int] | None = None,
                 root: str | os.PathLike | None = None) -> list[str]:
  """Bus addresses of the PCI functions whose vendor id is `vendor`, device id in `devices` (any if None) and class/subclass (the
  upper 16 bits of `class`, e.g. 0x0300 VGA, 0x0302 3D, 0x0380 display) in `classes` (any if None), sorted."""
  base = sysfs_root(root) / "sys/bus/pci/devices"
  if not base.is_dir(): return []
  found = []
  for d in sorted(base.iterdir()):
    try: ven, dev, cls = (_read_int(d / f) for f in ("vendor", "device", "class"))
    except (OSError, ValueError): continue  # a function vanishing mid-scan, or an unreadable one, is not ours
    if ven == vendor and (devices is None or dev in devices) and (classes is None or cls >> 8 in classes): found.append(d.name)
  return found

@dataclass
class SysMem:
  """Pinned host memory: the CPU view and the physical address of each 4 KiB page (what a device DMAs to)."""
  va: int
  size: int
  paddrs: list[int]
  view: MMIOInterface = field(repr=False)

def pagemap_paddrs(va: int, size: int, root: str | os.PathLike | None = None) -> list[int]:
  """Physical addresses of the pages of [va, va+size) from /proc/self/pagemap (bit 63 present, bits 0-54 the frame number).
  Raises PermissionError when the kernel hides frame numbers (it does without CAP_SYS_ADMIN) and RuntimeError for a page not present."""
  path = sysfs_root(root) / "proc/self/pagemap"
  n = (va + size - 1) // PAGE - va // PAGE + 1
  with open(path, "rb") as f:
    f.seek(va // PAGE * 8)
    entries = struct.unpack(f"<{n}Q", f.read(8 * n))
  out = []
  for i, e in enumerate(entries):
    if not e >> 63 & 1: raise RuntimeError(f"page {va // PAGE * PAGE + i * PAGE:#x} is not resident: lock it before asking for its address")
    if (pfn := e & ((1 << 55) - 1)) == 0:
      raise PermissionError(errno.EPERM, f"{path} hides physical addresses: run as root (CAP_SYS_ADMIN) for device DMA to host memory")
    out.append(pfn * PAGE)
  return out

def alloc_sysmem(size: int, va: int | None = None, root: str | os.PathLike | None = None) -> SysMem:
  """`size` bytes (rounded up to pages) of shared anonymous memory, locked and touched so every page is resident, at `va` if given
  (never over an existing mapping). Raises MemoryError when the lock limit is too low, PermissionError as pagemap_paddrs does."""
  size = (size + PAGE - 1) // PAGE * PAGE
  flags = mmap.MAP_SHARED | (MAP_FIXED_NOREPLACE if va is not None else 0)
  taken = OSError(errno.EEXIST, f"address {va:#x} is already mapped; pick another or pass va=None")
  try: addr = FileIOInterface.anon_mmap(va, size, mmap.PROT_READ | mmap.PROT_WRITE, flags)
  except OSError as e:
    if e.errno == errno.EEXIST: raise taken from e
    raise MemoryError(f"cannot map {size:#x} bytes of host memory: {os.strerror(e.errno or 0)}") from e
  if va is not None and addr != va:  # kernels before 4.17 treat NOREPLACE as a hint
    FileIOInterface.munmap(addr, size)
    raise taken
  libc = _libc()
  libc.mlock.argtypes, libc.mlock.restype = [ctypes.c_void_p, ctypes.c_size_t], ctypes.c_int
  if libc.mlock(addr, size) != 0:
    err = ctypes.get_errno()
    FileIOInterface.munmap(addr, size)
    raise MemoryError(f"mlock of {size:#x} bytes failed ({os.strerror(err)}): raise the locked-memory limit (ulimit -l unlimited) or run as root")
  view = MMIOInterface(addr, size)
  for off in range(0, size, PAGE): view.mv[off] = 0  # fault every page in
  try: paddrs = pagemap_paddrs(addr, size, root)
  except Exception:
    FileIOInterface.munmap(addr, size)
    raise
  return SysMem(addr, size, paddrs, view)

class PCIDevice:
  """One PCI function driven from userspace: holds its lock file, unbinds the kernel driver, removes the other functions of the same
  slot (a GPU's audio function keeps it powered), maps BARs, resizes and resets. With `vfio` the function is bound to vfio-pci and MSI
  interrupts arrive on `irq_fd` (an eventfd).

  `supported` maps vendor id to the device ids the caller drives; another id is refused. Raises FileNotFoundError for a missing
  function, RuntimeError for an unsupported id, a held lock or missing VFIO, PermissionError when sysfs refuses the writes."""
  def __init__(self, bdf: str, root: str | os.PathLike | None = None, supported: Mapping[int, Collection[int]] | None = None,
               lock_dir: str | os.PathLike = "/tmp", lock_prefix: str = "tg_pci", vfio: bool = False, unbind: bool = True):
    self.bdf, self.root = bdf, sysfs_root(root)
    self.path = self.root / "sys/bus/pci/devices" / bdf
    if not self.path.exists(): raise FileNotFoundError(f"PCI device {bdf} does not exist ({self.path}); list them with lspci -D")
    self.vendor, self.device = _read_int(self.path / "vendor"), _read_int(self.path / "device")
    if supported is not None and self.device not in supported.get(self.vendor, ()):
      ids = ", ".join(f"{v:04x}:{d:04x}" for v, ds in supported.items() for d in ds)
      raise RuntimeError(f"PCI device {bdf} is {self.vendor:04x}:{self.device:04x}, which this driver does not support (supported: {ids})")
    self.lock_path = pathlib.Path(lock_dir) / f"{lock_prefix}_{bdf.replace(':', '_')}.lock"
    self._lock_fd: int | None = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o666)
    try: fcntl.flock(self._lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
      os.close(self._lock_fd)
      self._lock_fd = None
      raise RuntimeError(f"PCI device {bdf} is in use by another process (it holds {self.lock_path})") from None
    self._maps: dict[tuple[int, int, int], MMIOInterface] = {}
    self.irq_fd: FileIOInterface | None = None
    self.vfio_dev: FileIOInterface | None = None
    try:
      if unbind: self.unbind_driver()
      if unbind: self.remove_siblings()
      if vfio: self._open_vfio()
    except BaseException:
      self.close()
      raise

  def close(self) -> None:
    """Release the device lock (the mappings stay valid until the process exits)."""
    if self._lock_fd is not None:
      os.close(self._lock_fd)
      self._lock_fd = None

  @property
  def driver(self) -> str | None:
    """Name of the kernel driver bound to the function, None when unbound."""
    link = self.path / "driver"
    return os.path.basename(os.readlink(link)) if link.is_symlink() else None

  def unbind_driver(self) -> None:
    """Detach the kernel driver (amdgpu, nouveau, ...) so this process owns the registers."""
    if self.driver is not None: sysfs_write(self.path / "driver" / "unbind", self.bdf)

  def remove_siblings(self) -> None:
    """Remove the slot's other functions from the bus (HDMI audio, USB-C controller): they share the device's power and reset."""
    slot = self.bdf.rsplit(".", 1)[0]
    for d in sorted((self.root / "sys/bus/pci/devices").glob(f"{slot}.*")):
      if d.name != self.bdf and (d / "remove").exists(): sysfs_write(d / "remove", 1)

  def read_config(self, offset: int, size: int) -> int:
    """`size` bytes (1, 2 or 4) of configuration space at `offset`, little-endian."""
    with open(self.path / "config", "rb") as f:
      f.seek(offset)
      data = f.read(size)
    if len(data) != size: raise ValueError(f"config space of {self.bdf} has no {size} bytes at {offset:#x} (without root only 64 bytes are readable)")
    return int.from_bytes(data, "little")

  def write_config(self, offset: int, value: int, size: int) -> None:
    """Write `size` bytes of configuration space at `offset`."""
    try:
      with open(self.path / "config", "r+b") as f:
        f.seek(offset)
        f.write(value.to_bytes(size, "little"))
    except OSError as e: raise OSError(e.errno, _hint(e, self.path / "config")) from e

  @property
  def bars(self) -> list[PCIBar]: return read_bars(self.bdf, self.root)
  def bar_size(self, index: int) -> int: return self.bars[index].size

  def require_bar(self, index: int, min_size: int, what: str = "the device memory") -> None:
    """Raise RuntimeError when BAR `index` is smaller than `min_size` (a BAR that does not cover the VRAM makes it unreachable)."""
    if (have := self.bar_size(index)) < min_size:
      raise RuntimeError(f"BAR{index} of {self.bdf} is {have >> 20} MiB but {what} needs {min_size >> 20} MiB: enable Resizable BAR and "
                         "Above 4G Decoding in the BIOS (or resize it with PCIDevice.resize_bar)")

  def map_bar(self, index: int, offset: int = 0, size: int | None = None, fmt: str = "B") -> MMIOInterface:
    """The CPU view of BAR `index` through sysfs `resource<index>` ([offset, offset+size), whole BAR by default)."""
    bar_size = self.bar_size(index)
    size = bar_size - offset if size is None else size
    if bar_size == 0: raise RuntimeError(f"{self.bdf} has no BAR{index}")
    if offset < 0 or size <= 0 or offset + size > bar_size or offset % PAGE:
      raise ValueError(f"BAR{index} of {self.bdf} is {bar_size:#x} bytes: cannot map {size:#x} bytes at {offset:#x} (offsets are page aligned)")
    if (key := (index, offset, size)) not in self._maps:
      path = self.path / f"resource{index}"
      try: f = FileIOInterface(str(path), os.O_RDWR | os.O_SYNC)
      except OSError as e: raise OSError(e.errno, _hint(e, path)) from e
      addr = f.mmap(None, size, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED, offset)
      self._maps[key] = MMIOInterface(addr, size)
    m = self._maps[key]
    return m if fmt == "B" else m.view(fmt=fmt)

  def resize_bar(self, index: int, size: int) -> None:
    """Resize BAR `index` to `size` bytes (a power of two the device lists in `resource<index>_resize`); the driver must be unbound."""
    path = self.path / f"resource{index}_resize"
    if not path.exists(): raise RuntimeError(f"BAR{index} of {self.bdf} is not resizable (no {path.name}; the kernel needs 5.15+)")
    supported, n = _read_int(pathlib.Path(path)), (size >> 20).bit_length() - 1
    if size < 1 << 20 or size != 1 << (n + 20) or not supported >> n & 1:
      sizes = [f"{1 << i} MiB" for i in range(supported.bit_length()) if supported >> i & 1]
      raise ValueError(f"BAR{index} of {self.bdf} cannot be {size:#x} bytes: it supports {', '.join(sizes) or 'no sizes'}")
    self._maps = {k: v for k, v in self._maps.items() if k[0] != index}
    sysfs_write(path, n)

  def reset(self) -> None:
    """Function-level reset through sysfs `reset` (or VFIO_DEVICE_RESET when the device is VFIO-bound)."""
    if self.vfio_dev is not None: self.vfio_dev.ioctl(VFIO_DEVICE_RESET, 0)
    else: sysfs_write(self.path / "reset", 1)

  def _open_vfio(self) -> None:
    """Bind to vfio-pci, attach the IOMMU group to a container (no-IOMMU mode when the group says so) and route MSI to an eventfd."""
    dev_vfio = self.root / "dev/vfio"
    if not (dev_vfio / "vfio").exists():
      raise RuntimeError("VFIO is not available (/dev/vfio/vfio is missing): modprobe vfio-pci, and without an IOMMU also "
                         "echo 1 > /sys/module/vfio/parameters/enable_unsafe_noiommu_mode; or run without VFIO=1")
    sysfs_write(self.path / "driver_override", "vfio-pci")
    sysfs_write(self.root / "sys/bus/pci/drivers_probe", self.bdf)
    group = os.path.basename(os.readlink(self.path / "iommu_group"))
    gpath = dev_vfio / group if (dev_vfio / group).exists() else dev_vfio / f"noiommu-{group}"
    try: container, gfd = FileIOInterface(str(dev_vfio / "vfio"), os.O_RDWR), FileIOInterface(str(gpath), os.O_RDWR)
    except OSError as e: raise OSError(e.errno, _hint(e, gpath)) from e
    gfd.ioctl(VFIO_GROUP_SET_CONTAINER, ctypes.c_int(container.fd))
    container.ioctl(VFIO_SET_IOMMU, VFIO_NOIOMMU_IOMMU if gpath.name.startswith("noiommu") else VFIO_TYPE1_IOMMU)
    self.vfio_dev = FileIOInterface(fd=gfd.ioctl(VFIO_GROUP_GET_DEVICE_FD, ctypes.create_string_buffer(self.bdf.encode())))
    self.irq_fd = FileIOInterface.eventfd(0, 0)
    irqs = struct.pack("<5Ii", 24, VFIO_IRQ_SET_DATA_EVENTFD | VFIO_IRQ_SET_ACTION_TRIGGER, VFIO_PCI_MSI_IRQ_INDEX, 0, 1, self.irq_fd.fd)
    self.vfio_dev.ioctl(VFIO_DEVICE_SET_IRQS, irqs)
    self._vfio_keep = (container, gfd)
