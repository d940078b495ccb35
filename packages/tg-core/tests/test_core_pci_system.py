"""tinygrad.runtime.support.system against a fake PCI sysfs tree (tinygrad.runtime.mockgpu.pci): bus scan, BARs, PCIDevice (unbind,
sibling removal, config space, BAR mmap, resize, reset, the device lock), pagemap physical addresses and locked memory, and the errors
for what is missing. The oracle is the fake's own files: what the tree says, and what a write left in it."""
from __future__ import annotations
import ctypes, mmap, os, pathlib, struct
from typing import Any
import pytest
from tinygrad.runtime.mockgpu.pci import FakePCIFunction, build_tree, write_pagemap
from tinygrad.runtime.support import system
from tinygrad.runtime.support.hcq import FileIOInterface

GPU = "0000:03:00.0"
AMD_IDS = {0x1002: (0x744c, 0x7550)}

def functions() -> list[FakePCIFunction]:
  return [FakePCIFunction(GPU, 0x1002, 0x744c, 0x030000, {0: 32 << 20, 2: 2 << 20, 5: 1 << 20}, driver="amdgpu", resizable={0: 0x3FF0}),
          FakePCIFunction("0000:03:00.1", 0x1002, 0xab30, 0x040300, {0: 1 << 14}, driver="snd_hda_intel"),  # its HDMI audio
          FakePCIFunction("0000:04:00.0", 0x1002, 0x7550, 0x038000, {0: 16 << 20}),
          FakePCIFunction("0000:05:00.0", 0x10de, 0x2684, 0x030000, {0: 16 << 20}, driver="nvidia"),
          FakePCIFunction("0000:06:00.0", 0x1002, 0x1478, 0x060400)]  # a bridge of the same vendor

@pytest.fixture
def root(tmp_path):
  return build_tree(tmp_path / "root", functions())

@pytest.fixture
def dev(root, tmp_path):
  d = system.PCIDevice(GPU, root=root, supported=AMD_IDS, lock_dir=tmp_path)
  yield d
  d.close()

def test_scan_filters_vendor_device_class(root):
  assert system.pci_scan_bus(0x1002, root=root) == [GPU, "0000:03:00.1", "0000:04:00.0", "0000:06:00.0"]
  assert system.pci_scan_bus(0x1002, devices=AMD_IDS[0x1002], root=root) == [GPU, "0000:04:00.0"]
  assert system.pci_scan_bus(0x1002, classes=(0x0300, 0x0302, 0x0380), root=root) == [GPU, "0000:04:00.0"]
  assert system.pci_scan_bus(0x10de, root=root) == ["0000:05:00.0"]
  assert system.pci_scan_bus(0x8086, root=root) == []

def test_scan_root_from_env(root, monkeypatch):
  monkeypatch.setenv("TG_SYSFS_ROOT", str(root))
  assert system.pci_scan_bus(0x10de) == ["0000:05:00.0"]
  monkeypatch.setenv("TG_SYSFS_ROOT", str(root / "nothing"))
  assert system.pci_scan_bus(0x10de) == []

def test_bars_from_resource(root):
  bars = system.read_bars(GPU, root)
  assert [b.size for b in bars] == [32 << 20, 0, 2 << 20, 0, 0, 1 << 20]
  assert all(b.addr % b.size == 0 and b.is_mem for b in bars if b.size)  # naturally aligned memory BARs
  assert bars[0].prefetchable and not bars[5].prefetchable and bars[5].addr + bars[5].size <= 1 << 32  # VRAM vs 32-bit registers
  cfg = (root / "sys/bus/pci/devices" / GPU / "config").read_bytes()
  # config space agrees with `resource`: BAR0 64-bit prefetchable (type bits 0b1100), BAR5 32-bit
  assert struct.unpack_from("<Q", cfg, 0x10)[0] == bars[0].addr | 0b1100 and struct.unpack_from("<I", cfg, 0x24)[0] == bars[5].addr

def test_open_unbinds_driver_and_removes_siblings(dev, root):
  assert (root / "sys/bus/pci/drivers/amdgpu/unbind").read_text() == GPU
  assert (root / "sys/bus/pci/devices/0000:03:00.1/remove").read_text() == "1"
  assert (root / "sys/bus/pci/devices/0000:04:00.0/remove").read_text() == ""  # another slot is left alone
  assert (root / "sys/bus/pci/drivers/nvidia/unbind").read_text() == ""
  assert dev.driver == "amdgpu" and (dev.vendor, dev.device) == (0x1002, 0x744c)

def test_config_space(dev, root):
  assert dev.read_config(0, 2) == 0x1002 and dev.read_config(2, 2) == 0x744c and dev.read_config(9, 3) == 0x030000
  dev.write_config(4, 0x6, 2)  # memory space + bus master
  assert (root / "sys/bus/pci/devices" / GPU / "config").read_bytes()[4:6] == b"\x06\x00"
  with pytest.raises(ValueError, match="no 4 bytes at 0x100"): dev.read_config(0x100, 4)

def test_bar_mmap_reads_and_writes_the_resource_file(dev, root):
  res = root / "sys/bus/pci/devices" / GPU / "resource5"
  mmio = dev.map_bar(5, fmt="I")
  assert len(mmio) == (1 << 20) // 4
  mmio[0x40] = 0xDEADBEEF
  with open(res, "rb") as f:
    f.seek(0x100)
    assert f.read(4) == struct.pack("<I", 0xDEADBEEF)
  with open(res, "r+b") as f:
    f.seek(0x2000)
    f.write(struct.pack("<I", 0x12345678))
  assert dev.map_bar(5, offset=0x2000, size=0x1000, fmt="I")[0] == 0x12345678
  with pytest.raises(ValueError, match="cannot map"): dev.map_bar(5, offset=0, size=2 << 20)
  with pytest.raises(RuntimeError, match="no BAR1"): dev.map_bar(1)

def test_small_bar_and_resize(dev, root):
  dev.require_bar(0, 32 << 20)
  with pytest.raises(RuntimeError, match=r"BAR0 .* is 32 MiB but the device memory needs 24576 MiB: enable Resizable BAR"):
    dev.require_bar(0, 24 << 30)
  with pytest.raises(ValueError, match=r"supports 16 MiB, 32 MiB, .*, 8192 MiB$"): dev.resize_bar(0, 64 << 30)  # mask 0x3FF0: bits 4-13
  with pytest.raises(ValueError, match="cannot be"): dev.resize_bar(0, 3 << 20)
  dev.resize_bar(0, 256 << 20)  # bit 8 of the mask: 1 MiB << 8 (the kernel then reads the mask back; the fake file keeps what we wrote)
  assert (root / "sys/bus/pci/devices" / GPU / "resource0_resize").read_text() == "8"
  with pytest.raises(RuntimeError, match="not resizable"): dev.resize_bar(2, 4 << 20)

def test_reset_writes_sysfs(dev, root):
  dev.reset()
  assert (root / "sys/bus/pci/devices" / GPU / "reset").read_text() == "1"

def test_one_process_per_device(dev, root, tmp_path):
  with pytest.raises(RuntimeError, match=f"{GPU} is in use by another process"): system.PCIDevice(GPU, root=root, lock_dir=tmp_path)
  dev.close()
  again = system.PCIDevice(GPU, root=root, lock_dir=tmp_path, unbind=False)
  again.close()

def test_clear_errors(root, tmp_path, monkeypatch):
  with pytest.raises(FileNotFoundError, match=r"0000:09:00\.0 does not exist"): system.PCIDevice("0000:09:00.0", root=root, lock_dir=tmp_path)
  with pytest.raises(RuntimeError, match=r"10de:2684, which this driver does not support \(supported: 1002:744c, 1002:7550\)"):
    system.PCIDevice("0000:05:00.0", root=root, supported=AMD_IDS, lock_dir=tmp_path)
  with pytest.raises(RuntimeError, match="VFIO is not available"): system.PCIDevice("0000:04:00.0", root=root, lock_dir=tmp_path, vfio=True)
  # the failed open released its lock
  system.PCIDevice("0000:04:00.0", root=root, lock_dir=tmp_path).close()
  real_write = pathlib.Path.write_text
  def denied(self, *a, **k):
    if self.name == "unbind": raise PermissionError(13, "Permission denied")
    return real_write(self, *a, **k)
  monkeypatch.setattr(pathlib.Path, "write_text", denied)
  with pytest.raises(PermissionError, match="unbind: permission denied; run as root"): system.PCIDevice(GPU, root=root, lock_dir=tmp_path)

def test_pagemap_physical_addresses(tmp_path):
  buf = mmap.mmap(-1, 3 * 4096)
  va = ctypes.addressof(ctypes.c_char.from_buffer(buf))
  write_pagemap(tmp_path, va, [0x1_0000_0000, 0x2_0000_3000, 0x5000])
  assert system.pagemap_paddrs(va, 3 * 4096, tmp_path) == [0x1_0000_0000, 0x2_0000_3000, 0x5000]
  assert system.pagemap_paddrs(va + 4096 + 8, 8, tmp_path) == [0x2_0000_3000]
  write_pagemap(tmp_path, va, [0x1_0000_0000, 0])
  with pytest.raises(PermissionError, match="hides physical addresses: run as root"): system.pagemap_paddrs(va, 2 * 4096, tmp_path)
  with open(tmp_path / "proc/self/pagemap", "r+b") as f:
    f.seek(va // 4096 * 8)
    f.write(b"\0" * 8)
  with pytest.raises(RuntimeError, match="is not resident"): system.pagemap_paddrs(va, 4096, tmp_path)

def test_alloc_sysmem_locked_at_fixed_va(tmp_path):
  probe = FileIOInterface.anon_mmap(None, 1 << 24, 0, mmap.MAP_PRIVATE)  # find a free range, then hand it back
  FileIOInterface.munmap(probe, 1 << 24)
  va = (probe + 0xFFFF) & ~0xFFFF
  paddrs = [0x40_0000_0000 + i * 0x7000 for i in range(4)]
  write_pagemap(tmp_path, va, paddrs)
  mem = system.alloc_sysmem(3 * 4096 + 1, va=va, root=tmp_path)
  assert (mem.va, mem.size, mem.paddrs) == (va, 4 * 4096, paddrs)
  mem.view[5] = 0xAB
  assert ctypes.c_uint8.from_address(va + 5).value == 0xAB
  with pytest.raises(OSError, match="already mapped"): system.alloc_sysmem(4096, va=va, root=tmp_path)
  FileIOInterface.munmap(mem.va, mem.size)

def test_vfio_constants_match_the_uapi_header():
  # tg-core cannot depend on tg-autogen, so system.py spells the VFIO numbers out; the generated linux/vfio.h bindings are the oracle
  vfio = pytest.importorskip("tinygrad.runtime.autogen.vfio")
  for name in ("VFIO_SET_IOMMU", "VFIO_GROUP_SET_CONTAINER", "VFIO_GROUP_GET_DEVICE_FD", "VFIO_DEVICE_SET_IRQS", "VFIO_DEVICE_RESET",
               "VFIO_NOIOMMU_IOMMU", "VFIO_TYPE1_IOMMU", "VFIO_PCI_MSI_IRQ_INDEX", "VFIO_IRQ_SET_DATA_EVENTFD", "VFIO_IRQ_SET_ACTION_TRIGGER"):
    assert getattr(system, name) == getattr(vfio, name), name

def test_vfio_sequence(tmp_path, monkeypatch):
  # no kernel behind the fake tree: the ioctls are recorded, and their arguments decoded as linux/vfio.h lays them out
  root = build_tree(tmp_path / "root", [FakePCIFunction(GPU, 0x1002, 0x7550, bars={0: 1 << 20}, iommu_group=7)], vfio=True)
  (root / "dev/vfio/noiommu-7").touch()
  calls: list[tuple[str, int, Any]] = []
  dev_fd = os.open(root / "dev/vfio/vfio", os.O_RDONLY)
  def ioctl(self, request, arg):
    calls.append((os.path.basename(self.path) if self.path else "device", request, bytes(arg) if not isinstance(arg, int) else arg))
    return dev_fd if request == system.VFIO_GROUP_GET_DEVICE_FD else 0
  monkeypatch.setattr(FileIOInterface, "ioctl", ioctl)
  d = system.PCIDevice(GPU, root=root, lock_dir=tmp_path, vfio=True, unbind=False)
  dev_path = root / "sys/bus/pci/devices" / GPU
  assert (dev_path / "driver_override").read_text() == "vfio-pci" and (root / "sys/bus/pci/drivers_probe").read_text() == GPU
  (f0, r0, a0), (f1, r1, a1), (f2, r2, a2), (f3, r3, a3) = calls
  assert (f0, r0) == ("noiommu-7", system.VFIO_GROUP_SET_CONTAINER) and struct.unpack("<i", a0)[0] > 2  # the container's fd
  assert (f1, r1, a1) == ("vfio", system.VFIO_SET_IOMMU, system.VFIO_NOIOMMU_IOMMU)  # a noiommu group
  assert (f2, r2) == ("noiommu-7", system.VFIO_GROUP_GET_DEVICE_FD) and a2.rstrip(b"\0") == GPU.encode()
  argsz, flags, index, start, count, fd = struct.unpack("<5Ii", a3)
  assert (f3, r3, argsz, index, start, count) == ("device", system.VFIO_DEVICE_SET_IRQS, 24, system.VFIO_PCI_MSI_IRQ_INDEX, 0, 1)
  assert flags == system.VFIO_IRQ_SET_DATA_EVENTFD | system.VFIO_IRQ_SET_ACTION_TRIGGER and d.irq_fd is not None and fd == d.irq_fd.fd
  d.reset()  # a VFIO-bound function resets through the device fd
  assert calls[-1][1] == system.VFIO_DEVICE_RESET and (dev_path / "reset").read_text() == ""
  d.close()
