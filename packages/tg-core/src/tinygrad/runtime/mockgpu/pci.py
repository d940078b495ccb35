"""A fake PCI sysfs tree in a directory, laid out as Linux lays out /sys/bus/pci: one directory per function with `vendor`, `device`,
`class`, a 256-byte `config` space (ids, class and BAR registers where the PCI spec puts them), `resource` (start, end and flags per
BAR) and a `resourceN` file per memory BAR whose bytes are the BAR (mmap-able), `resourceN_resize`, `reset`, `remove`,
`driver_override`, a `driver` link to the bound driver and an `iommu_group` link. /proc/self/pagemap entries and /dev/vfio can be
added. The kernel's side effects are not modelled: a test reads the attribute files back to see what was written.

Point tinygrad.runtime.support.system at it with its `root` argument or TG_SYSFS_ROOT.
"""
from __future__ import annotations
import os, pathlib, struct
from dataclasses import dataclass, field

IORESOURCE_MEM, IORESOURCE_PREFETCH, IORESOURCE_MEM_64 = 0x200, 0x2000, 0x100000

@dataclass
class FakePCIFunction:
  """One function: ids, 24-bit class code, BAR sizes by index (memory, 64-bit, prefetchable), bound driver and resizable BARs
  (index -> bitmask of supported sizes, bit n = 1 MiB << n)."""
  bdf: str
  vendor: int
  device: int
  cls: int = 0x030000
  bars: dict[int, int] = field(default_factory=dict)
  driver: str | None = None
  resizable: dict[int, int] = field(default_factory=dict)
  iommu_group: int = 0

def _is64(i: int) -> bool: return i % 2 == 0 and i < 5  # a 64-bit BAR takes two slots: 0/1, 2/3 (BAR5 is the 32-bit register BAR)

def _bar_addrs(fn: FakePCIFunction, base64: int, base32: int = 0xE000_0000) -> dict[int, int]:
  out, nxt = {}, {True: base64, False: base32}
  for i, size in sorted(fn.bars.items()):
    a = (nxt[_is64(i)] + size - 1) // size * size  # BARs are naturally aligned
    out[i], nxt[_is64(i)] = a, a + size
  return out

def write_function(root: pathlib.Path, fn: FakePCIFunction, bar_base: int = 0x80_0000_0000) -> pathlib.Path:
  """Create (or rewrite) the sysfs directory of `fn` under `root` and return it; resourceN files are sparse, so large BARs cost nothing."""
  real = root / "sys/devices/pci0000:00" / fn.bdf
  real.mkdir(parents=True, exist_ok=True)
  link = root / "sys/bus/pci/devices" / fn.bdf
  link.parent.mkdir(parents=True, exist_ok=True)
  if not link.is_symlink(): link.symlink_to(os.path.relpath(real, link.parent))
  for name, val in (("vendor", f"{fn.vendor:#06x}"), ("device", f"{fn.device:#06x}"), ("class", f"{fn.cls:#08x}")):
    (real / name).write_text(val + "\n")
  addrs = _bar_addrs(fn, bar_base)
  cfg = bytearray(256)
  struct.pack_into("<HH", cfg, 0, fn.vendor, fn.device)
  cfg[9:12] = fn.cls.to_bytes(3, "little")
  for i, a in addrs.items(): struct.pack_into("<Q" if _is64(i) else "<I", cfg, 0x10 + 4 * i, a | (0b1100 if _is64(i) else 0))
  (real / "config").write_bytes(bytes(cfg))
  lines = []
  for i in range(13):  # the kernel prints every resource slot: 6 BARs, the ROM, bridge windows
    flags = IORESOURCE_MEM | (IORESOURCE_PREFETCH | IORESOURCE_MEM_64 if _is64(i) else 0)
    if i in addrs: lines.append(f"{addrs[i]:#018x} {addrs[i] + fn.bars[i] - 1:#018x} {flags:#018x}")
    else: lines.append(f"{0:#018x} {0:#018x} {0:#018x}")
  (real / "resource").write_text("\n".join(lines) + "\n")
  for i, size in fn.bars.items():
    with open(real / f"resource{i}", "wb") as f: f.truncate(size)
  for i, mask in fn.resizable.items(): (real / f"resource{i}_resize").write_text(f"{mask:#010x}\n")
  for name in ("reset", "remove", "enable", "driver_override"): (real / name).touch()
  if fn.driver is not None:
    drv = root / "sys/bus/pci/drivers" / fn.driver
    drv.mkdir(parents=True, exist_ok=True)
    (drv / "unbind").touch()
    if not (real / "driver").is_symlink(): (real / "driver").symlink_to(os.path.relpath(drv, real))
  group = root / "sys/kernel/iommu_groups" / str(fn.iommu_group)
  group.mkdir(parents=True, exist_ok=True)
  if not (real / "iommu_group").is_symlink(): (real / "iommu_group").symlink_to(os.path.relpath(group, real))
  (root / "sys/bus/pci/drivers_probe").touch()
  return real

def build_tree(root: str | os.PathLike, functions: list[FakePCIFunction], vfio: bool = False) -> pathlib.Path:
  """A fake root holding `functions` on the PCI bus (and /dev/vfio/vfio when `vfio`)."""
  r = pathlib.Path(root)
  for fn in functions: write_function(r, fn)
  if vfio:
    (r / "dev/vfio").mkdir(parents=True, exist_ok=True)
    (r / "dev/vfio/vfio").touch()
  return r

def write_pagemap(root: str | os.PathLike, va: int, paddrs: list[int]) -> None:
  """Fake /proc/self/pagemap entries (present, frame number) for the pages from `va`; a paddr of 0 reads as a hidden frame."""
  path = pathlib.Path(root) / "proc/self/pagemap"
  path.parent.mkdir(parents=True, exist_ok=True)
  path.touch()
  with open(path, "r+b") as f:
    f.seek(va // 0x1000 * 8)
    f.write(b"".join(struct.pack("<Q", 1 << 63 | p // 0x1000) for p in paddrs))
