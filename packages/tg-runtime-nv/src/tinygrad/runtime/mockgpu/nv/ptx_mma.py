"""mma.sync: a warp-wide matrix multiply-accumulate. Each lane holds fragments of A, B and C in registers at positions
fixed by the PTX ISA (groupID = lane / 4, threadID_in_group = lane % 4); the executor gathers whole matrices per warp,
multiplies them with numpy and scatters D back into the lanes."""
from __future__ import annotations
from typing import Any
from collections.abc import Callable
import numpy as np
from tinygrad.runtime.mockgpu.nv.ptx_operands import Ctx, PTXError, reader, writer
from tinygrad.runtime.mockgpu.nv.ptx_num import bf16_to_f32

def _lane_pos(kind: str, shape: tuple[int, int, int], dtype: str, n: int) -> list[tuple[np.ndarray, np.ndarray]]:
  """(row, col) per lane of each of the n fragment elements of A, B or C/D."""
  lane = np.arange(32)
  gid, tig = lane >> 2, lane & 3
  out = []
  for i in range(n):
    if kind == "c": out.append((gid + 8 * (i // 2), tig * 2 + i % 2))
    elif dtype == "tf32":
      if kind == "a": out.append((gid + 8 * (i % 2), tig + 4 * (i // 2)))
      else: out.append((tig + 4 * i, gid))
    elif kind == "a": out.append((gid + 8 * ((i // 2) % 2), tig * 2 + i % 2 + 8 * (i // 4)))
    else: out.append((tig * 2 + i % 2 + 8 * (i // 2), gid))
  return out

def _elems(regs: list[np.ndarray], dtype: str) -> list[np.ndarray]:
  """Fragment elements as float values from their 32-bit registers (two 16-bit values each, low half first)."""
  out = []
  for r in regs:
    r = np.asarray(r).astype(np.uint32)
    if dtype == "tf32": out.append((r & np.uint32(0xFFFFE000)).view(np.float32))
    elif dtype == "f32": out.append(r.view(np.float32))
    else:
      for h in (r & np.uint32(0xFFFF), r >> np.uint32(16)):
        h16 = h.astype(np.uint16)
        out.append(h16.view(np.float16).astype(np.float32) if dtype == "f16" else bf16_to_f32(h16))
  return out

def b_mma(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  shape_tok = next((p for p in parts if p.startswith("m") and "n" in p and "k" in p), None)
  if shape_tok is None or "row" not in parts or "col" not in parts: raise c.err("mma needs .mMnNkK.row.col")
  M, rest = shape_tok[1:].split("n")
  N, K = rest.split("k")
  shape = (int(M), int(N), int(K))
  types = [p for p in parts if p in ("f16", "bf16", "tf32", "f32")]
  if len(types) != 4: raise c.err("mma needs .dtype.atype.btype.ctype")
  td, ta, tb, tc = types
  ok = {(16, 8, 16): ("f16", "bf16"), (16, 8, 8): ("f16", "bf16", "tf32"), (16, 8, 4): ("tf32",)}
  if shape not in ok or ta not in ok[shape] or ta != tb: raise c.err(f"mma shape {shape_tok} with .{ta} is not supported")
  if ta == "bf16" and (td != "f32" or tc != "f32"): raise c.err("bf16 mma accumulates in f32")
  Mm, Nn, Kk = shape
  na = Mm * Kk // 32
  nb = Kk * Nn // 32
  vec = [[x.strip() for x in o.strip()[1:-1].split(",")] for o in ops]
  regs_per = 1 if ta == "tf32" else 2
  if len(vec[1]) * regs_per != na or len(vec[2]) * regs_per != nb: raise c.err(f"mma operand counts {len(vec[1])}, {len(vec[2])} do not fit")
  ra = [reader(c, x, "b32") for x in vec[1]]
  rb = [reader(c, x, "b32") for x in vec[2]]
  rc = [reader(c, x, "b32") for x in vec[3]]
  wd = [writer(c, x, "b32") for x in vec[0]]
  pa, pb, pc = _lane_pos("a", shape, ta, na), _lane_pos("b", shape, ta, nb), _lane_pos("c", shape, tc, 4)
  def fn(st: Any, m: Any) -> None:
    T = st.T
    if T % 32 or (m is not None and not m.all()): raise PTXError("mma.sync needs every lane of every warp active")
    W = T // 32
    def gather(rs: list, dtype: str, pos: list, rows: int, cols: int) -> np.ndarray:
      mat = np.zeros((W, rows, cols), np.float64)
      for (r, cc), v in zip(pos, _elems([np.broadcast_to(x(st), (T,)) for x in rs], dtype)): mat[:, r, cc] = v.reshape(W, 32)
      return mat
    A, B, C = gather(ra, ta, pa, Mm, Kk), gather(rb, ta, pb, Kk, Nn), gather(rc, tc, pc, Mm, Nn)
    D = (A @ B + C).astype(np.float32)
    vals = [D[:, r, cc].reshape(T) for r, cc in pc]
    if td == "f32":
      for w, v in zip(wd, vals): w(st, v.view(np.uint32), m)
    else:
      h = [v.astype(np.float16).view(np.uint16).astype(np.uint32) for v in vals]
      for i, w in enumerate(wd): w(st, h[2 * i] | (h[2 * i + 1] << np.uint32(16)), m)
  return fn

