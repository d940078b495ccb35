"""The PTX executor's sm_80 data movement against the PTX ISA's definitions, modelled with numpy: cp.async (cp-size, src-size
zero fill, ignore-src, alignment, .cg only 16 bytes), its commit/wait groups (data lands at wait_group, the N newest groups stay
pending, wait_all commits first) and ldmatrix (.x1/.x2/.x4, .trans: lanes 8i..8i+7 address matrix i's rows, lane l gets row
l/4, columns 2(l%4), 2(l%4)+1)."""
from __future__ import annotations
import struct
import numpy as np
import pytest
from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory, PTXError, PTXModule

def launch(body: str, arrays: list[np.ndarray], threads: int, smem: int = 1024) -> None:
  params = ", ".join(f".param .u64 p{i}" for i in range(len(arrays)))
  src = "\n".join([".version 7.8", ".target sm_80", ".address_size 64", f".visible .entry k({params})", "{",
                   "  .reg .u64 %a<16>;", "  .reg .u32 %r<32>;", "  .reg .b32 %x<8>;", "  .reg .pred %p<4>;",
                   f"  .shared .align 16 .b8 tile[{smem}];", "  mov.u32 %r0, %tid.x;", "  mov.u64 %a15, tile;",
                   *[f"  ld.param.u64 %a{i}, [p{i}];" for i in range(len(arrays))], body, "  ret;", "}"])
  mem = DeviceMemory()
  for a in arrays: mem.map(a.ctypes.data, a.nbytes)
  PTXModule(src).run("k", b"".join(struct.pack("<Q", a.ctypes.data) for a in arrays), (1, 1, 1), (threads, 1, 1), mem)

# thread t: %a4 = its 16 bytes of global p0, %a5 = its 16 bytes of the shared tile, %a6 = its 16 bytes of p1 (the output)
ADDRS = """  mul.wide.u32 %a7, %r0, 16;
  add.u64 %a4, %a0, %a7;
  add.u64 %a5, %a15, %a7;
  add.u64 %a6, %a1, %a7;"""
SENTINEL = "  mov.u32 %r1, 0xABABABAB;\n  st.shared.v4.u32 [%a5], {%r1, %r1, %r1, %r1};"
READ = "  ld.shared.v4.u32 {%r4, %r5, %r6, %r7}, [%a5];\n  st.global.v4.u32 [%a6], {%r4, %r5, %r6, %r7};"
STALE = np.full(16, 0xAB, np.uint8)

def _io(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
  return np.random.default_rng(seed).integers(0, 256, (n, 16), dtype=np.uint8), np.zeros((n, 16), np.uint8)

@pytest.mark.parametrize("wait", ["  cp.async.commit_group;\n  cp.async.wait_group 0;", "  cp.async.wait_all;"])
def test_cp_async_lands_at_wait(wait: str) -> None:
  src, out = _io(64)
  launch(f"{ADDRS}\n{SENTINEL}\n  cp.async.cg.shared.global [%a5], [%a4], 16;\n{wait}\n  bar.sync 0;\n{READ}", [src, out], 64)
  np.testing.assert_array_equal(out, src)

def test_cp_async_without_wait_reads_stale_shared() -> None:
  src, out = _io(32)
  launch(f"{ADDRS}\n{SENTINEL}\n  cp.async.cg.shared.global [%a5], [%a4], 16;\n  cp.async.commit_group;\n  bar.sync 0;\n{READ}", [src, out], 32)
  np.testing.assert_array_equal(out, np.broadcast_to(STALE, out.shape))

def test_wait_group_keeps_the_newest_groups_pending() -> None:
  # group 0 copies the first 16 bytes, group 1 the next 16 (into the second half of the tile); wait_group 1 completes only group 0
  src, out = np.random.default_rng(1).integers(0, 256, (32, 32), dtype=np.uint8), np.zeros((32, 64), np.uint8)
  body = f"""{ADDRS}
  mul.wide.u32 %a7, %r0, 32;
  add.u64 %a4, %a0, %a7;
  mul.wide.u32 %a7, %r0, 64;
  add.u64 %a6, %a1, %a7;
  mul.wide.u32 %a7, %r0, 16;
  add.u64 %a8, %a5, 512;
  mov.u32 %r1, 0xABABABAB;
  st.shared.v4.u32 [%a5], {{%r1, %r1, %r1, %r1}};
  st.shared.v4.u32 [%a8], {{%r1, %r1, %r1, %r1}};
  cp.async.ca.shared.global [%a5], [%a4], 16;
  cp.async.commit_group;
  add.u64 %a9, %a4, 16;
  cp.async.ca.shared.global [%a8], [%a9], 16;
  cp.async.commit_group;
  cp.async.wait_group 1;
  ld.shared.v4.u32 {{%r4, %r5, %r6, %r7}}, [%a5];
  st.global.v4.u32 [%a6], {{%r4, %r5, %r6, %r7}};
  ld.shared.v4.u32 {{%r4, %r5, %r6, %r7}}, [%a8];
  st.global.v4.u32 [%a6+16], {{%r4, %r5, %r6, %r7}};
  cp.async.wait_group 0;
  ld.shared.v4.u32 {{%r4, %r5, %r6, %r7}}, [%a8];
  st.global.v4.u32 [%a6+32], {{%r4, %r5, %r6, %r7}};"""
  launch(body, [src, out], 32)
  np.testing.assert_array_equal(out[:, :16], src[:, :16])
  np.testing.assert_array_equal(out[:, 16:32], np.broadcast_to(STALE, (32, 16)))
  np.testing.assert_array_equal(out[:, 32:48], src[:, 16:])

@pytest.mark.parametrize("size", [4, 8, 16])
def test_cp_async_src_size_zero_fills(size: int) -> None:
  # thread t copies src-size = t % (size + 1) bytes (0 included: nothing is read); the rest of its cp-size bytes become zeros
  src, out = _io(64, 2)
  body = f"""{ADDRS}
  {SENTINEL.strip()}
  rem.u32 %r2, %r0, {size + 1};
  cp.async.ca.shared.global [%a5], [%a4], {size}, %r2;
  cp.async.wait_all;
{READ}"""
  launch(body, [src, out], 64)
  for t in range(64):
    n = t % (size + 1)
    want = np.concatenate([src[t, :n], np.zeros(size - n, np.uint8), STALE[size:]])
    np.testing.assert_array_equal(out[t], want, err_msg=f"thread {t}, src-size {n}")

def test_cp_async_ignore_src() -> None:
  src, out = _io(32, 3)
  body = (f"{ADDRS}\n  and.b32 %r2, %r0, 1;\n  setp.ne.u32 %p0, %r2, 0;\n  cp.async.cg.shared.global [%a5], [%a4], 16, %p0;\n"
          f"  cp.async.wait_all;\n{READ}")
  launch(body, [src, out], 32)
  np.testing.assert_array_equal(out[0::2], src[0::2])
  np.testing.assert_array_equal(out[1::2], 0)

@pytest.mark.parametrize("bad, err", [("cp.async.cg.shared.global [%a5], [%a4], 8;", "cp-size"),
                                      ("cp.async.ca.shared.global [%a5], [%a4], 12;", "cp-size"),
                                      ("add.u64 %a4, %a4, 8;\n  cp.async.cg.shared.global [%a5], [%a4], 16;", "misaligned"),
                                      ("mov.u32 %r2, 17;\n  cp.async.cg.shared.global [%a5], [%a4], 16, %r2;", "src-size")])
def test_cp_async_rejects(bad: str, err: str) -> None:
  src, out = _io(32)
  with pytest.raises(PTXError, match=err): launch(f"{ADDRS}\n  {bad}\n  cp.async.wait_all;\n{READ}", [src, out], 32)

def _ldmatrix_ref(data: np.ndarray, offs: np.ndarray, num: int, trans: bool) -> np.ndarray:
  """(threads, num) u32 per the ISA: lane l of warp w, matrix i: rows from the addresses of lanes 8i..8i+7 of the warp."""
  h = data.view(np.uint16)
  out = np.zeros((len(offs), num), np.uint32)
  for t in range(len(offs)):
    w, l = divmod(t, 32)
    for i in range(num):
      mat = np.stack([h[offs[32 * w + 8 * i + r] // 2:][:8] for r in range(8)])
      if trans: mat = mat.T
      out[t, i] = int(mat[l // 4, 2 * (l % 4)]) | int(mat[l // 4, 2 * (l % 4) + 1]) << 16
  return out

@pytest.mark.parametrize("num", [1, 2, 4])
@pytest.mark.parametrize("trans", [False, True])
def test_ldmatrix(num: int, trans: bool) -> None:
  rng = np.random.default_rng(num + 8 * trans)
  data = rng.integers(0, 65536, 512, dtype=np.uint16)  # the 1 KiB shared tile: 64 rows of 8
  offs = (rng.permutation(64) * 16).astype(np.uint32)  # each lane's row address, rows in a random order
  out = np.zeros((64, num), np.uint32)
  regs = ", ".join(f"%x{i}" for i in range(num))
  body = f"""{ADDRS}
  ld.global.v4.u32 {{%r4, %r5, %r6, %r7}}, [%a4];
  st.shared.v4.u32 [%a5], {{%r4, %r5, %r6, %r7}};
  bar.sync 0;
  mul.wide.u32 %a7, %r0, 4;
  add.u64 %a8, %a1, %a7;
  ld.global.u32 %r2, [%a8];
  cvt.u64.u32 %a9, %r2;
  add.u64 %a9, %a15, %a9;
  ldmatrix.sync.aligned.m8n8.x{num}{'.trans' if trans else ''}.shared.b16 {{{regs}}}, [%a9];
  mul.wide.u32 %a7, %r0, {4 * num};
  add.u64 %a10, %a2, %a7;
""" + "\n".join(f"  st.global.u32 [%a10+{4 * i}], %x{i};" for i in range(num))
  launch(body, [data, offs, out], 64)
  np.testing.assert_array_equal(out, _ldmatrix_ref(data, offs, num, trans))

def test_ldmatrix_needs_aligned_rows() -> None:
  data, offs, out = np.zeros(512, np.uint16), (np.arange(32, dtype=np.uint32) * 16 + 8), np.zeros(32, np.uint32)
  body = """  mul.wide.u32 %a7, %r0, 4;
  add.u64 %a8, %a1, %a7;
  ld.global.u32 %r2, [%a8];
  cvt.u64.u32 %a9, %r2;
  add.u64 %a9, %a15, %a9;
  ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%x0}, [%a9];"""
  with pytest.raises(PTXError, match="16-byte aligned"): launch(body, [data, offs, out], 32)
