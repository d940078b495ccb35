"""The MOCKPCI+AMD GPU's PCI side: a fake sysfs tree (tinygrad.runtime.mockgpu.pci) holding one AMD function whose BAR0 file is the
VRAM, with the IP discovery binary the firmware would leave 64 KiB below its end, and whose BAR5 file is the register space with the
VRAM size in MiB at dword 0xde3 (RCC_CONFIG_MEMSIZE), as the AM driver reads them. The discovery binary is built here in AMD's
discovery.h layout, checksums included.
"""
from __future__ import annotations
import atexit, functools, pathlib, shutil, struct, tempfile
from tinygrad.runtime.mockgpu.pci import FakePCIFunction, build_tree

BINARY_SIGNATURE, DISCOVERY_TABLE_SIGNATURE, MEMSIZE_REG = 0x28211407, 0x53445049, 0xde3
MOCK_BDF, MOCK_ID, VRAM_SIZE = "0000:c3:00.0", (0x1002, 0x7550), 512 << 20
# (hw_id, instance, version, bases): an RDNA4 board (GC 12.0.0, SDMA 7.0.0, MMHUB 4.1.0, NBIF 6.3.1, MP0 14.0.2, HDP/OSSSYS 7.0.0)
MOCK_IPS = [(11, 0, (12, 0, 0), (0x1260, 0xA000, 0x1C000, 0x2402C00)), (42, 0, (7, 0, 0), (0x1260, 0xA000)), (42, 1, (7, 0, 0), (0x1260,)),
            (34, 0, (4, 1, 0), (0x1A000, 0x2408800)), (108, 0, (6, 3, 1), (0x0, 0x14, 0xD20, 0x10400, 0x241B000)),
            (255, 0, (14, 0, 2), (0x16000, 0x243FC00)), (41, 0, (7, 0, 0), (0xF20, 0x240A400)), (40, 0, (7, 0, 0), (0x10A0, 0x240A000))]

def build_discovery(ips: list[tuple[int, int, tuple[int, int, int], tuple[int, ...]]], table_version: int = 3) -> bytes:
  """A discovery binary with one die holding `ips`: binary header, IP discovery table header, die header, IP entries, checksums."""
  die_off, ip_off = 60, 60 + 80
  entries = b"".join(struct.pack("<HBBBBBB", hw, inst, len(bases), *ver, 0) + struct.pack(f"<{len(bases)}I", *bases)
                     for hw, inst, ver, bases in ips)
  die = struct.pack("<HH", 0, len(ips)) + entries
  table_size = 80 + len(die)
  ihdr = struct.pack("<IHHIH", DISCOVERY_TABLE_SIGNATURE, table_version, table_size, 0, 1) + struct.pack("<HH", 0, ip_off) + bytes(60) + bytes(2)
  table = ihdr + die
  assert len(ihdr) == 80 and die_off + len(ihdr) == ip_off
  tables = struct.pack("<4H", die_off, sum(table) & 0xFFFF, table_size, 0) + bytes(8 * 5)
  size = 60 + len(table)
  body = struct.pack("<H", size) + tables + table
  return struct.pack("<IHHH", BINARY_SIGNATURE, 1, 0, sum(body) & 0xFFFF) + body

def build_mock_gpu(root: str | pathlib.Path | None = None) -> pathlib.Path:
  """A fake root with the mock GPU on its PCI bus, its VRAM holding the discovery binary; returns the root (a temporary directory,
  removed at exit, when `root` is None)."""
  if root is None: atexit.register(functools.partial(shutil.rmtree, root := tempfile.mkdtemp(prefix="tg_mockpci_"), ignore_errors=True))
  r = build_tree(root, [FakePCIFunction(MOCK_BDF, *MOCK_ID, 0x030000,
                 {0: VRAM_SIZE, 2: 2 << 20, 5: 2 << 20}, resizable={0: 0x3FF0})])
  dev = r / "sys/bus/pci/devices" / MOCK_BDF
  with open(dev / "resource0", "r+b") as f:
    f.seek(VRAM_SIZE - (64 << 10))
    f.write(build_discovery(MOCK_IPS))
  with open(dev / "resource5", "r+b") as f:
    f.seek(MEMSIZE_REG * 4)
    f.write(struct.pack("<I", VRAM_SIZE >> 20))
  return r
