"""The start of PCI+AMD: IP discovery parsed from the binary in the mock GPU's BAR0 (AMD's discovery.h layout, built by the mock with
its checksums), the VRAM size from BAR5, and the clear errors of PCI+AMD and MOCKPCI+AMD. The oracle is the IP list the mock was
built from, and struct-packed tables written here field by field."""
from __future__ import annotations
import struct
import pytest
from tinygrad.helpers import Context
from tinygrad.runtime.mockgpu.amd.pcidev import MOCK_BDF, MOCK_IPS, VRAM_SIZE, build_discovery, build_mock_gpu
from tinygrad.runtime.mockgpu.pci import FakePCIFunction, build_tree
from tinygrad.runtime.support.am.discovery import DiscoveryError, ip_versions, parse_discovery, read_discovery
from tinygrad.runtime.support.system import PCIDevice

def test_parse_what_the_mock_built():
  ips = parse_discovery(build_discovery(MOCK_IPS))
  assert [(ip.hw_id, ip.instance, ip.version, ip.bases) for ip in ips] == [(h, i, v, b) for h, i, v, b in MOCK_IPS]
  assert ip_versions(ips)[11] == (12, 0, 0) and ip_versions(ips)[42] == (7, 0, 0) and ip_versions(ips)[108] == (6, 3, 1)

def _v4_table_with_64bit_bases() -> bytes:
  # written field by field from discovery.h: one die, GC 9.4.3 with two 64-bit bases, table version 4 with base_addr_64_bit set
  ip = struct.pack("<HBBBBBB", 11, 0, 2, 9, 4, 3, 0) + struct.pack("<2Q", 0x1_0000_2000, 0xA000)
  die = struct.pack("<HH", 0, 1) + ip
  ihdr = struct.pack("<IHHIH", 0x53445049, 4, 80 + len(die), 0, 1) + struct.pack("<HH", 0, 140) + bytes(60) + bytes([1, 0])
  table = ihdr + die
  body = struct.pack("<H", 60 + len(table)) + struct.pack("<4H", 60, sum(table) & 0xFFFF, len(table), 0) + bytes(40) + table
  return struct.pack("<IHHH", 0x28211407, 2, 0, sum(body) & 0xFFFF) + body

def test_v4_64bit_bases():
  (gc,) = parse_discovery(_v4_table_with_64bit_bases())
  assert (gc.name, gc.version, gc.bases) == ("GC", (9, 4, 3), (0x1_0000_2000, 0xA000))

def test_damaged_tables_say_why():
  good = bytearray(build_discovery(MOCK_IPS))
  with pytest.raises(DiscoveryError, match=r"binary signature 0x00000000.*VRAM not initialised"): parse_discovery(bytes(len(good)))
  flipped = bytearray(good)
  flipped[200] ^= 0x40
  with pytest.raises(DiscoveryError, match="binary checksum mismatch"): parse_discovery(bytes(flipped))
  # a broken IP table under a binary checksum that was fixed up still fails on its own checksum
  flipped[8:10] = struct.pack("<H", sum(flipped[10:struct.unpack_from("<H", flipped, 10)[0]]) & 0xFFFF)
  with pytest.raises(DiscoveryError, match="IP table checksum mismatch"): parse_discovery(bytes(flipped))
  with pytest.raises(DiscoveryError, match="cannot hold the binary header"): parse_discovery(bytes(good[:20]))

def test_read_discovery_through_the_mock_bars(tmp_path):
  root = build_mock_gpu(tmp_path / "root")
  pci = PCIDevice(MOCK_BDF, root=root, lock_dir=tmp_path, unbind=False)
  try:
    assert pci.map_bar(5, fmt="I")[0xde3] == VRAM_SIZE >> 20
    assert ip_versions(read_discovery(pci)) == {h: v for h, i, v, _ in MOCK_IPS if i == 0}
  finally: pci.close()

def test_small_bar0_cannot_reach_discovery(tmp_path):
  # VRAM says 512 MiB but BAR0 is 256 MiB (no resizable BAR): the table at the top of VRAM is out of reach
  root = build_tree(tmp_path / "root", [FakePCIFunction(MOCK_BDF, 0x1002, 0x7550, 0x030000, {0: 256 << 20, 5: 2 << 20})])
  with open(root / "sys/bus/pci/devices" / MOCK_BDF / "resource5", "r+b") as f:
    f.seek(0xde3 * 4)
    f.write(struct.pack("<I", 512))
  pci = PCIDevice(MOCK_BDF, root=root, lock_dir=tmp_path, unbind=False)
  try:
    with pytest.raises(RuntimeError, match=r"BAR0 .* is 256 MiB but reading IP discovery .* needs 512 MiB: enable Resizable BAR"):
      read_discovery(pci)
  finally: pci.close()

def test_pci_and_mockpci_say_what_is_missing(tmp_path, monkeypatch):
  from tinygrad.runtime.ops_amd import AMDDevice, PCIIface
  monkeypatch.setattr(PCIIface, "root", str(tmp_path / "empty"))  # a machine with no AMD GPU on its bus
  with Context(DEV="PCI+AMD"), pytest.raises(RuntimeError, match=r"no supported AMD GPU on the PCI bus .*1002:7550.*DEV=KFD\+AMD"):
    AMDDevice("AMD")
  with Context(DEV="MOCKPCI+AMD"), pytest.raises(RuntimeError, match=r"found 0000:c3:00\.0 \(IP discovery: GC 12\.0\.0, SDMA0 7\.0\.0.*"
                                                                      r"NBIF 6\.3\.1.*cannot boot it yet"):
    AMDDevice("AMD")
