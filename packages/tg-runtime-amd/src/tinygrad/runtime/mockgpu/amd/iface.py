"""The mock AMD GPU as an interface of the AMD runtime: KFDIface over the mock driver's files, registered as `AMD.MOCKKFD` and
`AMD.MOCK` in the `tinygrad.interfaces` entry points (DEV=MOCKKFD+AMD or MOCK+AMD picks it), so ops_amd never imports its test
double. It keeps its own process-wide KFD state (the open /dev/kfd, the GPU list, the event page), apart from the hardware's."""
from __future__ import annotations
from typing import ClassVar
from tinygrad.runtime.ops_amd import KFDIface
from tinygrad.runtime.support.hcq import FileIOInterface, HCQBuffer
from tinygrad.runtime.mockgpu.amd.amddriver import MockFileIOInterface

class MOCKKFDIface(KFDIface):
  """KFDIface over the mock driver's files (DEV=MOCKKFD+AMD, DEV=MOCK+AMD)."""
  fio = MockFileIOInterface
  is_mock: ClassVar[bool] = True
  kfd: ClassVar[FileIOInterface | None] = None
  gpus: ClassVar[list[str]] = []
  event_page: ClassVar[HCQBuffer | None] = None
