"""CREATE_QUEUE sizes on real GPUs: the control stack, CWSR area, debug area and EOP buffer tg asks KFD for must be the ones amdkfd
computes for the node (kfd_queue_ctx_save_restore_size in drivers/gpu/drm/amd/amdkfd/kfd_queue.c) or the kernel answers EINVAL. The
oracle is the kernel's formula written out term by term here, plus hand-worked values for real boards; the mock KFD applies the
kernel's checks, so a wrong size fails in CI as it would on the GPU."""
from __future__ import annotations
import contextlib, errno, math, os, types
from collections.abc import Iterator
from typing import Any
import pytest
from tinygrad.runtime.ops_amd import KFDIface, kfd_queue_sizes
from tinygrad.runtime.support.hcq import MMIOInterface

def node(gfxv: int, cus: int, simd_per_cu: int, arrays: int, arrays_per_se: int, lds_kb: int = 64, xcc: int = 1, waves: int = 16) -> dict:
  """sysfs `properties` of a KFD GPU node: simd_count counts every XCC's CUs, array_count every XCC's shader arrays."""
  return {"gfx_target_version": gfxv, "simd_count": cus * simd_per_cu, "simd_per_cu": simd_per_cu, "array_count": arrays,
          "simd_arrays_per_engine": arrays_per_se, "lds_size_in_kb": lds_kb, "num_xcc": xcc, "max_waves_per_simd": waves}

NODES = {
  "gfx90a MI210": node(90010, 104, 4, 8, 1, waves=8),  # the SPI limit (8 arrays * 512 waves) is below 104 CUs * 40
  "gfx942 MI300X CPX, 8 waves/SIMD": node(90402, 38, 4, 4, 1, waves=8),
  "gfx942 MI300X CPX, 16 waves/SIMD": node(90402, 38, 4, 4, 1, waves=16),
  "gfx942 MI300X SPX, 8 XCCs": node(90402, 304, 4, 32, 1, xcc=8, waves=8),
  "gfx950 MI355X CPX": node(90500, 32, 4, 4, 1, lds_kb=160, waves=8),
  "gfx1100 7900 XTX": node(110000, 96, 2, 12, 2),
  "gfx1151 Strix Halo": node(110501, 40, 2, 4, 2),
  "gfx1102 7600": node(110002, 32, 2, 4, 2),
  "gfx1201 9070 XT": node(120001, 64, 2, 8, 2),
}

def kernel_formula(p: dict) -> tuple[int, int, int, int]:
  """(ctl_stack_size, cwsr_size, debug_memory_size, eop_buffer_size), each term as kfd_queue.c spells it."""
  gfxv = p["gfx_target_version"]
  cu_num = p["simd_count"] // p["simd_per_cu"] // p["num_xcc"]
  wave_num = min(cu_num * 40, p["array_count"] // p["simd_arrays_per_engine"] * 512) if gfxv < 100100 else cu_num * 32
  vgpr = {90010: 0x80000, 90402: 0x80000, 90500: 0x80000, 110000: 0x60000, 110501: 0x60000, 120001: 0x60000}.get(gfxv, 0x40000)
  lds = p["lds_size_in_kb"] * 1024 if gfxv == 90500 else 0x10000
  wg_data = math.ceil(cu_num * (vgpr + 0x4000 + lds + 0x1000) / 4096) * 4096
  ctl_stack = math.ceil((40 + wave_num * (12 if gfxv >= 100100 else 8) + 8) / 4096) * 4096
  return ctl_stack, ctl_stack + wg_data, math.ceil(wave_num * 32 / 64) * 64, 4096

@pytest.mark.parametrize("name", NODES)
def test_sizes_are_the_kernels(name):
  sz, (ctl, cwsr, debug, eop) = kfd_queue_sizes(NODES[name]), kernel_formula(NODES[name])
  assert (sz.ctl_stack, sz.ctx_save, sz.debug, sz.eop) == (ctl, cwsr, debug, eop)

def test_hand_worked_sizes():
  # gfx942, 38 CUs: waves min(38*40, 4/1*512) = 1520; control stack 40 + 1520*8 + 8 = 12208 -> 3 pages; workgroup data
  # 38 * (512 KiB VGPR + 16 KiB SGPR + 64 KiB LDS + 4 KiB HWREG) = 38 * 596 KiB; debug 1520 * 32
  sz = kfd_queue_sizes(NODES["gfx942 MI300X CPX, 8 waves/SIMD"])
  assert (sz.waves, sz.ctl_stack, sz.ctx_save, sz.debug) == (1520, 3 * 4096, 3 * 4096 + 38 * 596 * 1024, 48640)
  # gfx950 saves its 160 KiB LDS: 32 * (512 + 16 + 160 + 4) KiB; waves min(1280, 2048); control stack 40 + 10240 + 8 -> 3 pages
  sz = kfd_queue_sizes(NODES["gfx950 MI355X CPX"])
  assert (sz.waves, sz.ctl_stack, sz.ctx_save, sz.debug) == (1280, 3 * 4096, 3 * 4096 + 32 * 692 * 1024, 40960)
  # gfx1100: 32 waves per CU, 12 bytes each: 40 + 3072*12 + 8 = 36912 -> 10 pages; 96 * (384 + 16 + 64 + 4) KiB
  sz = kfd_queue_sizes(NODES["gfx1100 7900 XTX"])
  assert (sz.waves, sz.ctl_stack, sz.ctx_save, sz.debug) == (3072, 10 * 4096, 10 * 4096 + 96 * 468 * 1024, 98304)
  # MI210: 104 CUs * 40 = 4160 waves, capped at 8 arrays * 512 = 4096
  assert kfd_queue_sizes(NODES["gfx90a MI210"]).waves == 4096

def test_gfx9_sizes_ignore_waves_per_simd():
  # the kernel counts 40 wave slots per CU on gfx9 whatever max_waves_per_simd says (the old tg formula used 8*4 or 16*4)
  assert kfd_queue_sizes(NODES["gfx942 MI300X CPX, 8 waves/SIMD"]) == kfd_queue_sizes(NODES["gfx942 MI300X CPX, 16 waves/SIMD"])

def test_sizes_are_per_xcc():
  # an SPX MI300X reports all 8 XCCs' CUs: the per-XCC area is that of one 38-CU XCC
  assert kfd_queue_sizes(NODES["gfx942 MI300X SPX, 8 XCCs"])[:4] == kfd_queue_sizes(NODES["gfx942 MI300X CPX, 8 waves/SIMD"])[:4]

def test_sizes_the_kernel_exports_win():
  # kernels that print ctl_stack_size and cwsr_size in the node's properties are taken at their word (an older kernel's formula may differ)
  p = {**NODES["gfx1201 9070 XT"], "ctl_stack_size": 0x9000, "cwsr_size": 0x1234000}
  sz = kfd_queue_sizes(p)
  assert (sz.ctl_stack, sz.ctx_save, sz.debug) == (0x9000, 0x1234000, kernel_formula(p)[2])

def test_cpu_node_is_refused():
  with pytest.raises(ValueError, match="not a GPU node"): kfd_queue_sizes({"gfx_target_version": 0, "simd_count": 0, "simd_per_cu": 0})

def test_mock_kernel_model_agrees():
  from tinygrad.runtime.mockgpu.amd.amddriver import kfd_node_queue_props
  for name, p in NODES.items():
    m = kfd_node_queue_props(p)
    assert (m["ctl_stack_size"], m["cwsr_size"], m["debug_memory_size"], m["eop_buffer_size"]) == kernel_formula(p), name

# ---- the mock KFD refuses what the kernel refuses ----

@contextlib.contextmanager
def mock_kfd(arch: str) -> Iterator[Any]:
  """A KFD interface to GPU 0 of a fresh mock driver of `arch` (the process-wide mock is put back afterwards)."""
  from tinygrad.runtime.mockgpu.amd import amddriver
  saved, hooks = amddriver.AMDDriver._inst, list(MMIOInterface.hooks)
  amddriver.AMDDriver._inst = amddriver.AMDDriver(arch)
  try:
    cls = type("MOCKKFDIface", (KFDIface,), {"fio": amddriver.MockFileIOInterface, "kfd": None, "gpus": [], "event_page": None})
    yield cls(types.SimpleNamespace(), 0)
  finally:
    amddriver.AMDDriver._inst = saved
    MMIOInterface.hooks[:] = hooks

def _compute_queue(iface: Any, **over: int) -> Any:
  sz = kfd_queue_sizes(iface.props)
  return iface.create_queue(sdma=False, **{"ring_size": 1 << 16, "eop_size": sz.eop, "ctx_save": sz.ctx_save, "ctl_stack": sz.ctl_stack,
                                            "debug": sz.debug, **over})

@pytest.mark.parametrize("arch", ["gfx942", "gfx950", "gfx1100", "gfx1201"])
def test_mock_accepts_the_kernels_sizes_and_refuses_others(arch):
  with mock_kfd(arch) as iface:
    sz = kfd_queue_sizes(iface.props)
    q = _compute_queue(iface)
    assert q.queue_id > 0
    iface.destroy_queue(q)
    for over in ({"ctl_stack": sz.ctl_stack + 0x1000}, {"ctl_stack": sz.ctl_stack - 0x1000}, {"ctx_save": sz.ctx_save - 0x1000},
                 {"debug": sz.debug + 0x1000}, {"eop_size": 0x2000}, {"ring_size": 3 << 14}):
      with pytest.raises(RuntimeError, match=f"create_queue_args failed: {os.strerror(errno.EINVAL)}"):
        _compute_queue(iface, **over)
    # a larger context-save area than the node needs is allowed, if the buffer holds it exactly
    iface.destroy_queue(_compute_queue(iface, ctx_save=sz.ctx_save + 0x1000))

def test_old_waves_per_simd_formula_fails_on_gfx942():
  # tg's earlier sizing (max_waves_per_simd * simd_per_cu waves per CU) is what a real MI300 refused with EINVAL
  with mock_kfd("gfx942") as iface:
    p = iface.props
    cus, waves = p["simd_count"] // p["simd_per_cu"], p["max_waves_per_simd"] * p["simd_per_cu"] * (p["simd_count"] // p["simd_per_cu"])
    old_ctl = math.ceil((8 * waves + 48) / 4096) * 4096
    assert old_ctl != kfd_queue_sizes(p).ctl_stack and cus > 0
    with pytest.raises(RuntimeError, match="Invalid argument"): _compute_queue(iface, ctl_stack=old_ctl)

def test_queue_priority_out_of_range(monkeypatch):
  monkeypatch.setenv("AMD_KFD_QUEUE_PRIORITY", "16")
  from tinygrad.helpers import getenv
  getattr(getenv, "cache_clear", lambda: None)()
  try:
    with mock_kfd("gfx1100") as iface, pytest.raises(ValueError, match="priority from 0 to 15"): _compute_queue(iface)
  finally:
    monkeypatch.delenv("AMD_KFD_QUEUE_PRIORITY")
    getattr(getenv, "cache_clear", lambda: None)()
