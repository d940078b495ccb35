"""The mock NV GPU as an interface of the NV runtime: NVKIface over the mock driver's files, registered as `NV.MOCK` in the
`tinygrad.interfaces` entry points (DEV=MOCK+NV picks it), so ops_nv never imports its test double. Its kernels are PTX text,
which the mock GPU's executor runs; `load_ptx` lays out their parameters the way that executor reads them."""
from __future__ import annotations
from typing import ClassVar
from tinygrad.helpers import round_up
from tinygrad.runtime.ops_nv import CBUF0_PREFIX, NVKIface, NVProgram
from tinygrad.runtime.mockgpu.nv.nvdriver import MockFileIOInterface
from tinygrad.runtime.mockgpu.nv.ptx import PTXModule

PARAM_FMT = {8: "Q", 4: "I", 2: "H", 1: "B"}

class MOCKIface(NVKIface):
  """NVKIface over the mock driver's files (DEV=MOCK+NV)."""
  fio = MockFileIOInterface
  is_mock: ClassVar[bool] = True

  def load_ptx(self, prg: NVProgram, lib: bytes) -> tuple[bytes, int]:
    """PTX text as the image: parameters at the natural or `.align`ed offsets the executor reads (after the driver-reserved
    words), with fixed shared/local sizes and registers."""
    mod = PTXModule(lib.decode())
    prg.param_slots = [(PARAM_FMT[size], off) for _, off, size in mod.param_layout(mod.entries[0])]
    prg.param_base, prg.cbuf0_size = CBUF0_PREFIX, CBUF0_PREFIX + round_up(mod.param_size(mod.entries[0]), 8)
    prg.shared_size, prg.local_size, prg.regs = 0x400, 0x240, 64
    prg.relocs, prg.constbufs = [], {}
    return lib + b"\0", 0
