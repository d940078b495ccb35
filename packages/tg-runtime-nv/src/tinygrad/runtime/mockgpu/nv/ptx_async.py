"""sm_80 data movement: cp.async (global -> shared without registers, completed by commit/wait groups) and ldmatrix (a warp
loads 8x8 16-bit matrices from shared memory straight into mma fragments).

cp.async is asynchronous as on hardware: the source is read when the copy is issued, but the bytes land in shared memory only
when the issuing thread's `cp.async.wait_group N` / `wait_all` completes its group, so a kernel that reads the tile without
waiting reads what was there before (stale data), as a real GPU may. Each thread keeps its own sequence of committed groups.
"""
from __future__ import annotations
from typing import Any
from collections.abc import Callable
import numpy as np
from tinygrad.runtime.mockgpu.nv.ptx_operands import Ctx, PTXError, _addr, _addrs, _space_index, reader, writer

class AsyncCopies:
  """A batch's in-flight cp.async copies: per entry the issuing threads, their group (-1 = not committed yet), the shared
  byte offsets they write and the bytes."""
  def __init__(self, T: int):
    self.seq = np.zeros(T, np.int64)  # groups each thread has committed
    self.pending: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []  # (threads, group, dst (n,), data (n, size))
  def commit(self, act: np.ndarray) -> None:
    sel = np.zeros(len(self.seq), bool)
    sel[act] = True
    for ids, grp, _, _ in self.pending:
      new = sel[ids] & (grp < 0)
      grp[new] = self.seq[ids[new]]
    self.seq[act] += 1
  def wait(self, st: Any, act: np.ndarray, keep: int) -> None:
    """Complete the copies of threads `act` in every group but their `keep` most recent (keep -1: all, committed or not)."""
    sel = np.zeros(len(self.seq), bool)
    sel[act] = True
    left = []
    for ids, grp, dst, data in self.pending:
      done = sel[ids] & ((grp >= 0) & (grp < self.seq[ids] - keep) if keep >= 0 else True)
      if done.any(): st.shared[dst[done][:, None] + np.arange(data.shape[1], dtype=np.uint64)] = data[done]
      if not done.all(): left.append((ids[~done], grp[~done], dst[~done], data[~done]))
    self.pending = left

def _copies(st: Any) -> AsyncCopies:
  if getattr(st, "cp_async", None) is None or len(st.cp_async.seq) != st.T: st.cp_async = AsyncCopies(st.T)
  return st.cp_async

def _act(st: Any, m: Any) -> np.ndarray: return np.arange(st.T) if m is None else np.flatnonzero(m)

def b_cp(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  """cp.async.{ca,cg}.shared{::cta}.global [dst], [src], cp-size{, src-size | ignore-src}; commit_group; wait_group N; wait_all."""
  if len(parts) < 2 or parts[1] != "async": raise c.err(f"unsupported {'.'.join(parts)} (only cp.async)")
  if parts[2:] == ["commit_group"]: return lambda st, m: _copies(st).commit(_act(st, m))
  if parts[2:] == ["wait_all"]:
    def wait_all(st: Any, m: Any) -> None:
      _copies(st).commit(a := _act(st, m))
      st.cp_async.wait(st, a, 0)
    return wait_all
  if parts[2:] == ["wait_group"]:
    n = int(ops[0], 0)
    if n < 0: raise c.err("cp.async.wait_group needs N >= 0")
    return lambda st, m: _copies(st).wait(st, _act(st, m), n)
  mods = [p for p in parts[2:] if not p.startswith("L2::")]
  if len(mods) != 3 or mods[0] not in ("ca", "cg") or mods[1] not in ("shared", "shared::cta") or mods[2] != "global":
    raise c.err(f"unsupported {'.'.join(parts)}: cp.async.ca|cg.shared.global")
  size = int(ops[2], 0)
  if size not in (4, 8, 16) or (mods[0] == "cg" and size != 16):
    raise c.err(f"cp.async.{mods[0]} cp-size must be {'16' if mods[0] == 'cg' else '4, 8 or 16'}")
  dst, _ = _addr(c, ops[0])
  src, _ = _addr(c, ops[1])
  extra = ops[3].strip() if len(ops) > 3 else None
  ignore = extra is not None and extra.startswith("%") and c.storage(extra.lstrip("!")) is np.bool_
  rsz = reader(c, extra, "pred" if ignore else "u32") if extra is not None else None
  def fn(st: Any, m: Any) -> None:
    act = _act(st, m)
    d, s = _addrs(st, dst(st))[act], _addrs(st, src(st))[act]
    if (d % np.uint64(size)).any() or (s % np.uint64(size)).any(): raise PTXError(f"cp.async: misaligned address ({size}-byte copy)")
    n = np.full(len(act), size, np.int64)
    if rsz is not None:
      v = np.broadcast_to(np.asarray(rsz(st)), (st.T,))[act]
      n = np.where(v, 0, size) if ignore else v.astype(np.int64)
      if (n > size).any(): raise PTXError(f"cp.async: src-size {int(n.max())} is over cp-size {size} (undefined behaviour)")
    data = np.zeros((len(act), size), np.uint8)  # bytes past src-size are zeros
    for k in np.unique(n[n > 0]):  # only src-size bytes of the source are read
      sel = n == k
      data[sel, :k] = st.mem.load(s[sel], np.uint8, "cp.async", int(k)).reshape(-1, int(k))
    buf, idx = _space_index(st, "shared", d, size, act)
    assert buf is st.shared
    _copies(st).pending.append((act, np.full(len(act), -1, np.int64), idx * np.uint64(size), data))
  return fn

def b_ldmatrix(c: Ctx, parts: list[str], ops: list[str]) -> Callable:
  """ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared}.b16 {r..}, [p]: lanes 8i..8i+7 give the row addresses of matrix i
  (16 bytes each, 16-byte aligned); lane l gets, for each matrix, row l/4, columns 2(l%4) and 2(l%4)+1 (low half first);
  .trans gives the transposed matrix's (column l/4, rows 2(l%4), 2(l%4)+1)."""
  num = next((int(p[1:]) for p in parts if p in ("x1", "x2", "x4")), None)
  if "m8n8" not in parts or num is None or "b16" not in parts: raise c.err("ldmatrix supports .m8n8.x1|x2|x4.b16")
  trans = "trans" in parts
  dsts = [x.strip() for x in ops[0].strip()[1:-1].split(",")] if ops[0].strip().startswith("{") else [ops[0]]
  if len(dsts) != num: raise c.err(f"ldmatrix.x{num} needs {num} destination registers, got {len(dsts)}")
  ws = [writer(c, x, "b32") for x in dsts]
  addr, _ = _addr(c, ops[1])
  def fn(st: Any, m: Any) -> None:
    T = st.T
    if T % 32 or (m is not None and not m.all()): raise PTXError("ldmatrix needs every lane of every warp active (.sync.aligned)")
    a = _addrs(st, addr(st))
    if (a % np.uint64(16)).any(): raise PTXError(f"ldmatrix: row address {int(a[(a % np.uint64(16)) != 0][0]):#x} is not 16-byte aligned")
    lane, W = np.arange(T) % 32, T // 32
    warp0 = np.arange(T) - lane
    for i, w in enumerate(ws):
      rows_from = warp0[:, None] + 8 * i + np.arange(8)  # (T, 8): the lanes that hold matrix i's 8 row addresses
      sel = rows_from.reshape(W, 32, 8)[:, 0].reshape(-1)  # (W*8,) one per warp row
      buf, idx = _space_index(st, "shared", a[sel], 2, sel, 8)
      mat = buf.view(np.uint16)[idx].reshape(W, 8, 8)  # [warp, row, col]
      if trans: mat = mat.transpose(0, 2, 1)
      g, t = lane // 4, lane % 4
      wi = np.arange(T) // 32
      lo, hi = mat[wi, g, 2 * t].astype(np.uint32), mat[wi, g, 2 * t + 1].astype(np.uint32)
      w(st, lo | (hi << np.uint32(16)), m)
  return fn

__all__ = ["AsyncCopies", "b_cp", "b_ldmatrix"]
