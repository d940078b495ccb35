"""The mock AMD GPUs as interfaces of the AMD runtime, registered in the `tinygrad.interfaces` entry points so ops_amd never imports
its test doubles: KFDIface over the mock driver's files (`AMD.MOCKKFD`, `AMD.MOCK`; it keeps its own process-wide KFD state, apart
from the hardware's) and PCIIface over the mock PCI device (`AMD.MOCKPCI`)."""
from __future__ import annotations
from typing import Any, ClassVar
from tinygrad.runtime.ops_amd import AM_PCI_IDS, KFDIface, PCIIface
from tinygrad.runtime.support.hcq import FileIOInterface, HCQBuffer
from tinygrad.runtime.mockgpu.amd.amddriver import MockFileIOInterface

class MOCKKFDIface(KFDIface):
  """KFDIface over the mock driver's files (DEV=MOCKKFD+AMD, DEV=MOCK+AMD)."""
  fio = MockFileIOInterface
  is_mock: ClassVar[bool] = True
  kfd: ClassVar[FileIOInterface | None] = None
  gpus: ClassVar[list[str]] = []
  event_page: ClassVar[HCQBuffer | None] = None

class MOCKPCIIface(PCIIface):
  """PCI+AMD over the mock PCI device (tinygrad.runtime.mockgpu.amd.pcidev): the same bus scan, then IP discovery read from its BAR0."""
  root: ClassVar[str | None] = None  # its own fake tree, built on first use
  is_mock: ClassVar[bool] = True
  def __init__(self, dev: Any, device_id: int):
    from tinygrad.runtime.mockgpu.amd.pcidev import build_mock_gpu
    if type(self).root is None: type(self).root = str(build_mock_gpu())
    super().__init__(dev, device_id)
  def inspect(self) -> str:
    from tinygrad.runtime.support.system import PCIDevice
    from tinygrad.runtime.support.am.discovery import HW_IDS, ip_versions, read_discovery
    pci = PCIDevice(self.bdf, root=self.root, supported=AM_PCI_IDS, lock_dir=str(self.root), unbind=False)
    try: self.ips = read_discovery(pci)
    finally: pci.close()
    return " (IP discovery: " + ", ".join(f"{HW_IDS.get(h, h)} {'.'.join(map(str, v))}" for h, v in ip_versions(self.ips).items()) + ")"
