"""IP discovery: the table the GPU's firmware leaves at the top of VRAM (64 KiB below its end), naming every IP block with its hardware
id, version and register base addresses. The AM driver reads it through BAR0 before touching a register, as amdgpu does
(amdgpu_discovery.c), so register offsets and per-IP code paths follow the versions found, never an assumed family.

Layout (AMD's discovery.h, packed little-endian): a binary header (signature 0x28211407, version, a byte-sum checksum of the
binary, its size and a list of tables each with offset, checksum and size); the IP discovery table (signature "IPDS", version, size,
up to 16 dies with their header offsets; version 4 may flag 64-bit base addresses); per die a header (die id, IP count) followed by
IP entries of 8 bytes (hw_id u16, instance, base count, major, minor, revision, then harvest or sub-revision in the low nibble) and
their base addresses.
"""
from __future__ import annotations
import struct
from dataclasses import dataclass
from typing import Any

BINARY_SIGNATURE, DISCOVERY_TABLE_SIGNATURE = 0x28211407, 0x53445049
DISCOVERY_TMR_OFFSET = 64 << 10  # the table sits this far below the end of VRAM
IP_DISCOVERY_TABLE, BINARY_HEADER_SIZE, IP_HEADER_SIZE = 0, 60, 80
MEMSIZE_REG = 0xde3  # RCC_CONFIG_MEMSIZE: VRAM size in MiB, a dword index in the BAR5 register space

def _page_round(x: int) -> int: return (x + 0xFFF) & ~0xFFF
HW_IDS = {1: "MP1", 4: "SMUIO", 11: "GC", 12: "VCN", 34: "MMHUB", 35: "ATHUB", 40: "OSSSYS", 41: "HDP", 42: "SDMA0", 43: "SDMA1",
          46: "DF", 68: "SDMA2", 69: "SDMA3", 108: "NBIF", 150: "UMC", 255: "MP0"}

@dataclass(frozen=True)
class IPBlock:
  """One IP instance: its hardware id (soc15_hw_ip.h), die, instance, (major, minor, revision), register bases and harvest bits."""
  hw_id: int
  die: int
  instance: int
  version: tuple[int, int, int]
  bases: tuple[int, ...]
  harvest: int
  @property
  def name(self) -> str: return HW_IDS.get(self.hw_id, f"hwid{self.hw_id}")

class DiscoveryError(RuntimeError):
  """The discovery table is missing or damaged: the GPU's firmware did not initialise VRAM, or BAR0 does not reach the top of VRAM."""

def _byte_sum(data: bytes | memoryview) -> int: return sum(data) & 0xFFFF

def parse_discovery(blob: bytes | memoryview) -> list[IPBlock]:
  """Every IP block in a discovery binary (the bytes at VRAM end - 64 KiB). Raises DiscoveryError naming the check that failed."""
  blob = bytes(blob)
  if len(blob) < BINARY_HEADER_SIZE: raise DiscoveryError(f"IP discovery: {len(blob)} bytes cannot hold the binary header")
  sig, vmaj, _vmin, csum, size = struct.unpack_from("<IHHHH", blob, 0)
  if sig != BINARY_SIGNATURE:
    raise DiscoveryError(f"IP discovery: binary signature {sig:#010x}, expected {BINARY_SIGNATURE:#010x} (VRAM not initialised by the "
                         "firmware, or BAR0 does not cover the top of VRAM)")
  if not 10 < size <= len(blob) or _byte_sum(blob[10:size]) != csum:
    raise DiscoveryError(f"IP discovery: binary checksum mismatch (size {size}, header says {csum:#06x})")
  toff, tcsum, _tsize, _ = struct.unpack_from("<4H", blob, 12 + 8 * IP_DISCOVERY_TABLE)
  isig, iver, isize, _iid, ndies = struct.unpack_from("<IHHIH", blob, toff)
  if isig != DISCOVERY_TABLE_SIGNATURE: raise DiscoveryError(f"IP discovery: table signature {isig:#010x}, expected 'IPDS'")
  if _byte_sum(blob[toff:toff + isize]) != tcsum: raise DiscoveryError(f"IP discovery: IP table checksum mismatch (v{vmaj}, table v{iver})")
  base64 = iver == 4 and bool(blob[toff + IP_HEADER_SIZE - 2] & 1)
  ips = []
  for d in range(min(ndies, 16)):
    die_id, die_off = struct.unpack_from("<HH", blob, toff + 14 + 4 * d)
    _, nips = struct.unpack_from("<HH", blob, die_off)
    off = die_off + 4
    for _ in range(nips):
      hw_id, inst, nbase, major, minor, rev, b7 = struct.unpack_from("<HBBBBBB", blob, off)
      bases = struct.unpack_from(f"<{nbase}{'Q' if base64 else 'I'}", blob, off + 8)
      ips.append(IPBlock(hw_id, die_id, inst, (major, minor, rev), tuple(bases), b7 & 0xF if iver < 3 else 0))
      off += 8 + nbase * (8 if base64 else 4)
  return ips

def ip_versions(ips: list[IPBlock]) -> dict[int, tuple[int, int, int]]:
  """hw_id -> version of the first instance on die 0 (the versions the driver keys its code paths on)."""
  out: dict[int, tuple[int, int, int]] = {}
  for ip in ips:
    if ip.die == 0 and ip.hw_id not in out and not ip.harvest: out[ip.hw_id] = ip.version
  return out

def read_discovery(pci: Any) -> list[IPBlock]:
  """The IP blocks of the GPU behind `pci` (a system.PCIDevice): VRAM size from RCC_CONFIG_MEMSIZE (BAR5 dword 0xde3, in MiB), then
  the discovery binary through BAR0 at VRAM end - 64 KiB. Raises DiscoveryError when BAR0 does not reach it."""
  vram = pci.map_bar(5, 0, _page_round(MEMSIZE_REG * 4 + 4), fmt="I")[MEMSIZE_REG] << 20
  if vram == 0 or vram == 0xFFFFFFFF << 20: raise DiscoveryError(f"{pci.bdf}: RCC_CONFIG_MEMSIZE reads {vram >> 20} MiB: the GPU is not responding")
  pci.require_bar(0, vram, f"reading IP discovery at the top of its {vram >> 20} MiB of VRAM")
  return parse_discovery(pci.map_bar(0, vram - DISCOVERY_TMR_OFFSET, DISCOVERY_TMR_OFFSET).mv)
