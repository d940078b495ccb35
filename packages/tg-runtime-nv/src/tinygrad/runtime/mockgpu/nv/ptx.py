"""A PTX executor in Python for the mock NVIDIA devices: parse a module once, pre-decode each instruction into a closure,
then run a grid with every instruction applied by one numpy operation over all threads of a batch of blocks.

Device addresses are host addresses of memory registered with `DeviceMemory.map`; any global access outside a mapped range
raises PTXError. Divergence is handled with a per-thread program counter: the lowest pending pc runs next with the threads
sitting on it, which reconverges structured branches and loops and makes `bar.sync` a natural meeting point.
"""
from __future__ import annotations
import bisect, ctypes, re
from dataclasses import dataclass, field
from typing import Any
import numpy as np
from tinygrad.runtime.mockgpu.nv.ptx_operands import PTXError, np_dtype, type_size, SHARED_WINDOW, LOCAL_WINDOW
from tinygrad.runtime.mockgpu.nv.ptx_isa import decode
from tinygrad.runtime.mockgpu.nv.ptx_inline import prepare

__all__ = ["LOCAL_WINDOW", "SHARED_WINDOW", "DeviceMemory", "PTXError", "PTXModule"]

MAX_BATCH_THREADS = 8192  # blocks run together up to this many threads

class DeviceMemory:
  """Host ranges a kernel may touch; device address == host address."""
  def __init__(self) -> None:
    self.ranges: dict[int, np.ndarray] = {}
    self._views: dict[tuple[int, Any], tuple[np.ndarray, int]] = {}
    self._bases = np.zeros(0, np.uint64)
    self._ends = np.zeros(0, np.uint64)
  def map(self, base: int, size: int) -> None:
    if base <= 0 or size <= 0: raise ValueError(f"map needs a positive base and size, got base={base:#x} size={size}")
    self.ranges[base] = np.ctypeslib.as_array((ctypes.c_uint8 * size).from_address(base))
    self._reindex()
  def unmap(self, base: int) -> None:
    if self.ranges.pop(base, None) is None: raise ValueError(f"unmap of {base:#x}: no range was mapped at that base")
    self._views = {k: v for k, v in self._views.items() if k[0] != base}
    self._reindex()
  def _reindex(self) -> None:
    bs = sorted(self.ranges)
    self._order = bs
    self._bases = np.array(bs, np.uint64)
    self._ends = np.array([b + self.ranges[b].size for b in bs], np.uint64)
  def _typed(self, base: int, dt: Any) -> tuple[np.ndarray, int]:
    if (v := self._views.get((base, dt))) is None:
      raw, sz = self.ranges[base], np.dtype(dt).itemsize
      shift = (-base) % sz
      n = (raw.size - shift) // sz
      v = self._views[(base, dt)] = (raw[shift:shift + n * sz].view(dt), base + shift)
    return v
  def _groups(self, addrs: np.ndarray, sz: int, span: int, what: str) -> list[tuple[int, Any]]:
    """(range base, selector) groups covering addrs; raises for an access outside every range or misaligned."""
    if len(addrs) == 0: return []
    lo, hi = int(addrs.min()), int(addrs.max())
    k = bisect.bisect_right(self._order, lo) - 1
    if sz > 1 and (mis := (addrs & np.uint64(sz - 1)) != 0).any():
      raise PTXError(f"misaligned address {int(addrs[mis][0]):#x} ({what}, {sz} bytes)")
    if k >= 0 and hi + span <= int(self._ends[k]): return [(self._order[k], slice(None))]  # the common case: one range
    i = np.searchsorted(self._bases, addrs, side="right").astype(np.int64) - 1
    ok = (i >= 0) & ((addrs + np.uint64(span)) <= self._ends[np.maximum(i, 0)]) if len(self._ends) else np.zeros(len(addrs), bool)
    if not ok.all():  # overlapping maps: an address past a nested range may still lie inside an enclosing one
      for k, (b, e) in enumerate(zip(self._bases, self._ends)):
        fit = ~ok & (addrs >= b) & ((addrs + np.uint64(span)) <= e)
        i, ok = np.where(fit, k, i), ok | fit
    if not ok.all(): raise PTXError(f"illegal address {int(addrs[~ok][0]):#x} ({what}, {span} bytes): outside every mapped range")
    return [(self._order[int(r)], i == r) for r in np.unique(i)]
  def index(self, addrs: np.ndarray, dt: Any, what: str, vn: int = 1) -> list[tuple[Any, np.ndarray, Any]]:
    """(typed array, element indices (n,) or (n, vn), selector) groups for an access of vn elements of dt at each address."""
    sz = np.dtype(dt).itemsize
    out = []
    for base, sel in self._groups(addrs, sz, sz * vn, what):
      arr, b0 = self._typed(base, dt)
      idx = ((addrs[sel] - np.uint64(b0)) // np.uint64(sz)).astype(np.int64)
      out.append((arr, idx[:, None] + np.arange(vn) if vn > 1 else idx, sel))
    return out
  def load(self, addrs: np.ndarray, dt: Any, what: str = "load", vn: int = 1) -> np.ndarray:
    groups = self.index(addrs, dt, what, vn)
    if len(groups) == 1: return groups[0][0][groups[0][1]]
    out = np.empty((len(addrs), vn) if vn > 1 else len(addrs), dt)
    for arr, idx, sel in groups: out[sel] = arr[idx]
    return out
  def store(self, addrs: np.ndarray, vals: np.ndarray, what: str = "store") -> None:
    for arr, idx, sel in self.index(addrs, vals.dtype, what, vals.shape[1] if vals.ndim > 1 else 1): arr[idx] = vals[sel]

@dataclass
class Entry:
  name: str
  params: list[tuple[str, str, int, int]]  # (name, ptx type, offset, size)
  body: list[tuple[int, str]]  # (source line, statement) with labels as "NAME:"
  regs: dict[str, str] = field(default_factory=dict)  # register (or %prefix) -> ptx type
  shared: dict[str, tuple[int, int]] = field(default_factory=dict)  # name -> (offset, size)
  local: dict[str, tuple[int, int]] = field(default_factory=dict)
  shared_size: int = 0
  local_size: int = 0
  prog: list | None = None

_BRACE = re.compile(r"[{}]")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_ENTRY = re.compile(r"\.entry\s+([\w$]+)\s*\(([^)]*)\)\s*(?:\.\w+[^{]*)?\{", re.S)
_DECL = re.compile(r"^\s*(?:\.extern\s+)?\.(shared|local|global|const)\s+(?:\.align\s+(\d+)\s+)?\.(\w+)\s+([\w$]+)\s*(?:\[(\d*)\])?\s*(?:=\s*(.*))?$",
                   re.S)

def _align(x: int, a: int) -> int: return (x + a - 1) // a * a

_PARAM = re.compile(r"\.param\s+(?:\.align\s+(\d+)\s+)?\.(\w+)\s+(?:\.ptr\s+(?:\.(?:global|shared|local|const)\s+)?(?:\.align\s+\d+\s+)?)?"
                    r"([\w$]+)\s*(?:\[(\d+)\])?$")

def _parse_params(txt: str) -> list[tuple[str, str, int, int]]:
  out, off = [], 0
  for p in (x.strip() for x in txt.split(",") if x.strip()):
    # `.ptr [.space] [.align N]` (LLVM's NVPTX output) describes the memory pointed to, not the parameter's own layout
    m = _PARAM.match(p)
    if m is None: raise PTXError(f"cannot parse parameter {p!r}")
    t, sz = m.group(2), type_size(m.group(2))
    n = int(m.group(4)) if m.group(4) else 1
    a = int(m.group(1)) if m.group(1) else sz
    off = _align(off, a)
    out.append((m.group(3), t, off, sz * n))
    off += sz * n
  return out

_LEAD = re.compile(r"^\s*(?:([{}])|([\w$]+)\s*:(?!:))")

def _statements(body: str, first_line: int) -> list[tuple[int, str]]:
  """Split a body into statements and labels, dropping scoping braces; keep the source line of each.
  Splitting at ';' is safe: vector operands in braces never contain one."""
  out, line = [], first_line
  for chunk in body.split(";"):
    s, end_line = chunk, line + chunk.count("\n")
    while (m := _LEAD.match(s)):  # leading block braces and labels
      if m.group(2): out.append((line + s[:m.end()].count("\n"), m.group(2) + ":"))
      line += s[:m.end()].count("\n")
      s = s[m.end():]
    if s.strip(): out.append((line + s[:len(s) - len(s.lstrip())].count("\n"), " ".join(s.split())))
    line = end_line
  return out

class PTXModule:
  """A parsed PTX module: its header, entries (parameters, declarations, statements) and lazily decoded programs."""
  def __init__(self, src: str):
    src = prepare(_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), src))
    self.src = src
    hv = re.search(r"\.version\s+([\d.]+)", src)
    ht = re.search(r"\.target\s+([\w, ]+)", src)
    ha = re.search(r"\.address_size\s+(\d+)", src)
    self.version, self.target = hv.group(1) if hv else None, ht.group(1).strip() if ht else None
    self.address_size = int(ha.group(1)) if ha else 64
    if self.address_size != 64: raise PTXError(f".address_size {self.address_size} is not supported (only 64)")
    self._entries: dict[str, Entry] = {}
    self.module_decls: list[str] = []
    pos = 0
    for m in _ENTRY.finditer(src):
      self.module_decls += [d for d in src[pos:m.start()].split(";")]
      depth, i = 1, m.end()
      for b in _BRACE.finditer(src, m.end()):
        depth += 1 if b.group() == "{" else -1
        if depth == 0:
          i = b.end()
          break
      if depth: raise PTXError(f"entry {m.group(1)}: unbalanced braces")
      line0 = src.count("\n", 0, m.end()) + 1
      e = Entry(m.group(1), _parse_params(m.group(2)), [])
      self._setup(e, _statements(src[m.end():i - 1], line0))
      self._entries[e.name] = e
      pos = i
    self.module_decls += src[pos:].split(";")
    self.globals: dict[str, tuple[int, np.ndarray]] = {}
    mod_shared: list[tuple[str, int, int]] = []
    for d in self.module_decls:
      if (start := re.search(r"(?m)^\s*(?:\.visible\s+|\.weak\s+)?(?=(?:\.extern\s+)?\.(?:shared|global|const)\b)", d)) is None: continue
      if (dm := _DECL.match(re.sub(r"^\s*(?:\.visible|\.weak)\s+", "", d[start.start():].strip()))) is None: continue
      space, al, t, name, cnt, init = dm.groups()
      n = int(cnt) if cnt else (1 if cnt is None else 0)
      sz = type_size(t) * n
      if space == "shared": mod_shared.append((name, int(al or type_size(t)), sz))
      elif space in ("global", "const"):
        buf = np.zeros(max(sz, 1), np.uint8)
        if init:
          vals = [int(v, 0) if not v.strip().startswith("0f") else int(v.strip()[2:], 16) for v in init.strip().strip("{}").split(",") if v.strip()]
          buf[:len(vals) * type_size(t)] = np.array(vals, np.uint64).astype(np_dtype("b" + t[1:] if t[0] in "suf" else t)).view(np.uint8)
        self.globals[name] = (buf.ctypes.data, buf)
    for e in self._entries.values():
      for name, al, sz in mod_shared:
        e.shared_size = _align(e.shared_size, al)
        e.shared[name] = (e.shared_size, sz)
        e.shared_size += sz
    if not self._entries: raise PTXError("the module has no .entry")

  def _setup(self, e: Entry, stmts: list[tuple[int, str]]) -> None:
    for line, s in stmts:
      if s.startswith(".reg"):
        m = re.match(r"\.reg\s+(?:\.v\d\s+)?\.(\w+)\s+(.*)$", s)
        if m is None: raise PTXError(f"entry {e.name} line {line}: cannot parse {s!r}")
        for r in (x.strip() for x in m.group(2).split(",")):
          if (pm := re.match(r"(%?[\w$]+)<(\d+)>$", r)): e.regs["<" + pm.group(1)] = m.group(1)
          else: e.regs[r] = m.group(1)
      elif (dm := _DECL.match(s)):
        space, al, t, name, cnt, _ = dm.groups()
        sz = type_size(t) * (int(cnt) if cnt else 1)
        a = max(int(al or type_size(t)), 1)
        if space == "shared":
          e.shared_size = _align(e.shared_size, a)
          e.shared[name] = (e.shared_size, sz)
          e.shared_size += sz
        elif space == "local":
          e.local_size = _align(e.local_size, a)
          e.local[name] = (e.local_size, sz)
          e.local_size += sz
        else: raise PTXError(f"entry {e.name} line {line}: .{space} declarations inside an entry are not supported")
      elif s.startswith((".pragma", ".maxntid", ".reqntid", ".minnctapersm", ".maxnreg", ".loc", ".file")): continue
      else: e.body.append((line, s))
    e.shared_size, e.local_size = _align(e.shared_size, 16), _align(e.local_size, 16)

  @property
  def entries(self) -> list[str]: return list(self._entries)
  def _entry(self, name: str) -> Entry:
    if name not in self._entries: raise PTXError(f"no entry {name!r} in the module; entries: {self.entries}")
    return self._entries[name]
  def param_layout(self, entry: str) -> list[tuple[str, int, int]]:
    return [(t, off, sz) for _, t, off, sz in self._entry(entry).params]
  def param_size(self, entry: str) -> int:
    """Bytes of the entry's parameters: where the last one ends (no tail padding, as the CUDA driver counts them)."""
    ps = self._entry(entry).params
    return ps[-1][2] + ps[-1][3] if ps else 0

  def _program(self, e: Entry) -> list:
    if e.prog is None:
      labels, n = {}, 0
      for _, s in e.body:
        if s.endswith(":"): labels[s[:-1]] = n
        else: n += 1
      syms = {**{k: off for k, (off, _) in e.shared.items()}, **{k: off for k, (off, _) in e.local.items()},
              **{k: a for k, (a, _) in self.globals.items()}}
      params = {name: (t, off) for name, t, off, _ in e.params}
      e.prog = [decode(s, line, e.name, e.regs, labels, syms, params) for line, s in e.body if not s.endswith(":")]
    return e.prog

  def run(self, entry: str, params: bytes, grid: tuple[int, int, int], block: tuple[int, int, int], mem: DeviceMemory,
          max_instructions: int = 50_000_000) -> int:
    """Run every block of the grid; returns the thread-instructions executed. Raises PTXError on any fault."""
    e = self._entry(entry)
    if len(params) < (need := e.params[-1][2] + e.params[-1][3] if e.params else 0):
      raise PTXError(f"kernel {entry}: params buffer has {len(params)} bytes, the layout needs {need}")
    grid, block = (int(grid[0]), int(grid[1]), int(grid[2])), (int(block[0]), int(block[1]), int(block[2]))
    if len(grid) != 3 or len(block) != 3 or min(grid + block) < 1: raise PTXError(f"kernel {entry}: bad grid {grid} or block {block}")
    prog = self._program(e)
    for addr, buf in self.globals.values():
      if addr not in mem.ranges: mem.map(addr, buf.size)
    nthr = block[0] * block[1] * block[2]
    nblocks = grid[0] * grid[1] * grid[2]
    per = max(1, min(nblocks, MAX_BATCH_THREADS // nthr))
    lin = np.arange(nthr, dtype=np.uint32)
    tid = (lin % block[0], (lin // block[0]) % block[1], lin // (block[0] * block[1]))
    st = _State(mem, np.frombuffer(bytes(params), np.uint8), entry, e, block, grid)
    total, steps = 0, 0
    with np.errstate(all="ignore"):
      for b0 in range(0, nblocks, per):
        bids = np.arange(b0, min(b0 + per, nblocks), dtype=np.uint32)
        st.start(bids, tid, nthr)
        s, t = _execute(prog, st, max_instructions - steps, entry)
        steps += s
        total += t
    return total

class _State:
  """Registers and memories of one batch of blocks; registers are immutable numpy arrays replaced on write."""
  def __init__(self, mem: DeviceMemory, params: np.ndarray, kernel: str, e: Entry, block: tuple, grid: tuple):
    self.mem, self.params, self.kernel, self.e, self.block, self.grid = mem, params, kernel, e, block, grid
  def start(self, bids: np.ndarray, tid: tuple, nthr: int) -> None:
    nb = len(bids)
    self.T, self.nthr, self.nb = nb * nthr, nthr, nb
    self.regs: dict[str, np.ndarray] = {}
    self.cp_async: Any = None  # in-flight cp.async copies (ptx_async.AsyncCopies), per batch
    g = self.grid
    cta = (bids % g[0], (bids // g[0]) % g[1], bids // (g[0] * g[1]))
    self.special = {**{f"%tid.{d}": np.tile(tid[i], nb) for i, d in enumerate("xyz")},
                    **{f"%ctaid.{d}": np.repeat(cta[i], nthr) for i, d in enumerate("xyz")},
                    **{f"%ntid.{d}": np.uint32(self.block[i]) for i, d in enumerate("xyz")},
                    **{f"%nctaid.{d}": np.uint32(g[i]) for i, d in enumerate("xyz")},
                    "%laneid": np.tile(np.arange(nthr, dtype=np.uint32) % 32, nb), "%warpid": np.tile(np.arange(nthr, dtype=np.uint32) // 32, nb),
                    "%nwarpid": np.uint32(max(1, (nthr + 31) // 32))}
    self.shared = np.zeros(max(self.e.shared_size, 16) * nb, np.uint8)
    self.local = np.zeros(max(self.e.local_size, 16) * self.T, np.uint8)
    self.block_of = np.repeat(np.arange(nb, dtype=np.uint64), nthr)
    self.thread = np.arange(self.T, dtype=np.uint64)
    self.shared_base = self.block_of * np.uint64(self.e.shared_size)  # byte offset of each thread's block in `shared`
    self.local_base = self.thread * np.uint64(self.e.local_size)

def _execute(prog: list, st: _State, budget: int, kernel: str) -> tuple[int, int]:
  n, T = len(prog), st.T
  pcs: Any
  mask: Any
  pc, pcs, mask = 0, None, None
  m: Any
  steps, work = 0, 0
  regs = st.regs
  while True:
    if pcs is not None:
      pc = int(pcs.min())
      if pc >= n: break
      mask = pcs == pc
      if mask.all(): pcs, mask = None, None
    if pc >= n: break
    kind, fn, guard, neg, target, line, text = prog[pc]
    steps += 1
    if steps > budget:
      raise PTXError(f"kernel {kernel}: instruction budget exhausted after {steps - 1} steps (at line {line}: {text}); a runaway loop?")
    m = mask
    if guard is not None:
      g = regs.get(guard)
      if g is None: g = np.zeros(T, bool)
      if neg: g = ~g
      m = g if m is None else (m & g)
    work += T if m is None else int(np.count_nonzero(m))
    if kind == 0:
      if m is None or m.any():
        try: fn(st, m)
        except PTXError as ex:
          raise PTXError(f"{ex} in kernel {kernel} at line {line}: {text}") from None
      if pcs is None: pc += 1
      else: pcs[mask] = pc + 1
    elif kind == 1:  # branch
      if pcs is None:
        if m is None or m.all(): pc = target
        elif not m.any(): pc += 1
        else: pcs = np.where(m, target, pc + 1)
      else: pcs = np.where(mask, np.where(m, target, pc + 1), pcs)
    else:  # ret / exit
      if pcs is None:
        if m is None or m.all(): break
        if m.any(): pcs = np.where(m, n, pc + 1)
        else: pc += 1
      else: pcs = np.where(m, n, np.where(mask, pc + 1, pcs))
  return steps, work

