"""NV encodings against the documented layouts, field by field: method headers (NVC56F DMA header fields), GPFIFO entries (GP_ENTRY0/1)
and QMD v3 fields written through ops_nv.QMD and read back at their documented bit positions."""
import ctypes
import pytest
from tinygrad.runtime.autogen import nv
from tinygrad.runtime.ops_nv import QMD, fld, gpfifo_entry, method_header
from tinygrad.runtime.support.hcq import MMIOInterface

def bits(v: int, f: tuple[int, int]) -> int: return (v >> f[1]) & ((1 << (f[0] - f[1] + 1)) - 1)

@pytest.mark.parametrize("subch,mthd,count", [(0, nv.NVC56F_SEM_ADDR_LO, 5), (1, nv.NVC6C0_SEND_PCAS_A, 1), (4, nv.NVC6B5_LAUNCH_DMA, 1),
                                              (7, 0x1ffc, 0x1fff)])
def test_method_header(subch, mthd, count):
  h = method_header(subch, mthd, count)
  assert bits(h, nv.NVC56F_DMA_METHOD_ADDRESS) == mthd >> 2
  assert bits(h, nv.NVC56F_DMA_METHOD_SUBCHANNEL) == subch
  assert bits(h, nv.NVC56F_DMA_METHOD_COUNT) == count
  assert bits(h, nv.NVC56F_DMA_SEC_OP) == nv.NVC56F_DMA_SEC_OP_INC_METHOD  # each data word goes to the next method
  assert h == (1 << 29) | (count << 16) | (subch << 13) | (mthd >> 2)

@pytest.mark.parametrize("addr,dwords", [(0x1000, 1), (0x10_0000_1234, 77), ((1 << 40) - 4, (1 << 21) - 1)])
def test_gpfifo_entry(addr, dwords):
  e = gpfifo_entry(addr, dwords)
  e0, e1 = e & 0xFFFFFFFF, e >> 32
  assert bits(e0, nv.NVC56F_GP_ENTRY0_GET) << 2 | bits(e1, nv.NVC56F_GP_ENTRY1_GET_HI) << 32 == addr
  assert bits(e1, nv.NVC56F_GP_ENTRY1_LENGTH) == dwords
  assert bits(e1, nv.NVC56F_GP_ENTRY1_LEVEL) == nv.NVC56F_GP_ENTRY1_LEVEL_SUBROUTINE
  assert bits(e0, nv.NVC56F_GP_ENTRY0_FETCH) == 0 and bits(e1, nv.NVC56F_GP_ENTRY1_SYNC) == 0

def test_gpfifo_entry_rejects_wide_addresses():
  for addr in (1 << 40, 0x1002):
    with pytest.raises(ValueError, match="40-bit"): gpfifo_entry(addr, 1)

def test_fld_rejects_overflow():
  assert fld((4, 3), 2) == 0x10
  with pytest.raises(ValueError): fld((4, 3), 4)

def _qmd():
  mem = (ctypes.c_uint32 * 0x40)()
  return mem, QMD(MMIOInterface(ctypes.addressof(mem), 0x100, "I"))

def _field(name, idx):
  f = getattr(nv, "NVC6C0_QMDV03_00_" + name.upper())
  return f(idx) if idx is not None else f

@pytest.mark.parametrize("name,idx,value", [("cta_raster_width", None, 0x7fffffff), ("cta_raster_height", None, 65535),
  ("cta_thread_dimension0", None, 1024), ("cta_thread_dimension2", None, 64), ("program_address_lower", None, 0xdeadbeef),
  ("program_address_upper", None, 0x1f), ("constant_buffer_addr_lower", 0, 0x12345600), ("constant_buffer_addr_upper", 3, 0xab),
  ("constant_buffer_valid", 0, 1), ("constant_buffer_size_shifted4", 0, 0x1234), ("dependent_qmd0_pointer", None, 0x10_0000_12),
  ("dependent_qmd0_enable", None, 1), ("dependent_qmd0_action", None, 1), ("release0_payload_upper", None, 0xcafef00d),
  ("release0_enable", None, 1), ("qmd_major_version", None, 3), ("register_count_v", None, 255), ("shared_memory_size", None, 0x3ff80)])
def test_qmd_field(name, idx, value):
  mem, q = _qmd()
  q.write(name, value, idx)
  hi, lo = _field(name, idx)
  assert sum(mem[i] << (32 * i) for i in range(0x40)) == value << lo  # exactly those bits, nothing else
  assert q.read(name, idx) == value
  # neighbours keep their value: with every bit set, writing zero clears only the field
  for i in range(0x40): mem[i] = 0xFFFFFFFF
  q.write(name, 0, idx)
  assert sum(mem[i] << (32 * i) for i in range(0x40)) == ((1 << 2048) - 1) ^ (((1 << (hi - lo + 1)) - 1) << lo)

def test_qmd_rejects_overflow():
  _, q = _qmd()
  with pytest.raises(ValueError, match="cannot hold"): q.write("cta_thread_dimension2", 1 << 16)
  with pytest.raises(ValueError, match="cannot hold"): q.write("release0_enable", 2)

def test_documented_positions():
  # spot checks against the QMD v3 documentation (clc6c0qmd.h), independent of how the tables were generated
  assert nv.NVC6C0_QMDV03_00_CTA_RASTER_WIDTH == (415, 384) and nv.NVC6C0_QMDV03_00_CTA_THREAD_DIMENSION0 == (607, 592)
  assert nv.NVC6C0_QMDV03_00_PROGRAM_ADDRESS_LOWER == (1567, 1536) and nv.NVC6C0_QMDV03_00_RELEASE0_ENABLE == (823, 823)
