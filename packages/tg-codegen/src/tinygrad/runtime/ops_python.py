"""The PYTHON device: runs a linear program (its form: tinygrad.codegen's docstring) uop by uop; it is the executable definition of the uops.

Each workgroup runs in lockstep (batches of workgroups side by side): a value holds one entry per lane (in a workgroup, lanes are
numbered by flat local index, lidx0 fastest) and a program counter walks the list. RANGE starts a loop and END jumps back while a
lane's counter is below the end (lanes that are done leave the mask); IF/ENDIF push and pop lane masks. A program with LOCAL
memory instead runs each thread (each warp when it has WMMA) on its own, one after another in a shuffled order, from barrier
to barrier (SCRAMBLE_SEED; None runs lockstep): lockstep would hide a missing BARRIER, this schedule makes the read see stale
memory. Threads reaching different barriers (one finishes while another waits) is an error.
PARAM buffers are the caller's memory, REG buffers are per lane, LOCAL buffers are per workgroup.
An INDEX is a (buffer, element) pair; a load or store outside the buffer raises IndexError.
ALU ops use the IR's Python semantics (python_alu) and round to their dtype. WMMA gathers a warp's fragments into matrices by
its tensor core's lane layout (renderer/tc.py), computes D = A@B + C exactly in Python numbers and rounds once to the output dtype.
"""
from __future__ import annotations
import base64, functools, itertools, math, pickle, random, struct, time
from typing import Any
from collections.abc import Callable, Sequence
from tinygrad.device import BufferSpec, Compiled, Compiler, LRUAllocator
from tinygrad.dtype import AddrSpace, DType, PtrDType, bf16_bits_to_f32, bitcast, dtypes, f32_to_bf16_bits, float_to_fp8, fp8_to_float, truncate
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import exec_alu, python_alu
from tinygrad.renderer.tc import TensorCore

Prog = list[tuple[Ops, DType, tuple[int, ...], Any]]

# ---- memory ----

@functools.cache
def _codec(dt: DType) -> tuple[Callable[[memoryview, int], Any], Callable[[memoryview, int, Any], None]]:
  """(read element i, write element i) of a buffer of `dt`; bf16 and fp8 are stored as their raw bits."""
  if dt.fmt is not None:
    s = struct.Struct("<" + dt.fmt)
    return (lambda mv, i: s.unpack_from(mv, i * s.size)[0]), (lambda mv, i, v: s.pack_into(mv, i * s.size, v))
  if dt == dtypes.bfloat16:
    h = struct.Struct("<H")
    return (lambda mv, i: bf16_bits_to_f32(h.unpack_from(mv, 2 * i)[0])), (lambda mv, i, v: h.pack_into(mv, 2 * i, f32_to_bf16_bits(v)))
  if dt in dtypes.fp8s: return (lambda mv, i: fp8_to_float(mv[i], dt)), (lambda mv, i, v: mv.__setitem__(i, float_to_fp8(v, dt)))
  raise TypeError(f"PYTHON cannot hold {dt} in memory: it has no storage format")

class Mem:
  """`size` elements of `dtype` in the bytes of `mv`; `name` says which buffer it is in errors."""
  __slots__ = ("dtype", "mv", "name", "read", "size", "write")
  def __init__(self, mv: memoryview, dtype: DType, size: int, name: str):
    self.mv, self.dtype, self.name = mv, dtype, name
    self.size = min(size, mv.nbytes // dtype.itemsize) if size >= 0 else mv.nbytes // dtype.itemsize
    self.read, self.write = _codec(dtype)
  def check(self, i: int, what: str) -> None:
    if not 0 <= i < self.size:
      raise IndexError(f"{what} of element {i} is out of bounds of {self.name} ({self.size} x {self.dtype.name}, valid 0..{self.size - 1}); "
                       "the kernel's index math or its launch size is wrong")
  def load(self, i: int, n: int) -> Any:
    for k in (0, n - 1): self.check(i + k, "load")
    return self.read(self.mv, i) if n == 1 else tuple(self.read(self.mv, i + k) for k in range(n))
  def store(self, i: int, v: Any, n: int) -> None:
    for k in (0, n - 1): self.check(i + k, "store")
    if n == 1: self.write(self.mv, i, v)
    else:
      for k in range(n): self.write(self.mv, i + k, v[k])

class PythonAllocator(LRUAllocator[memoryview]):
  """Buffers are bytearrays; a view is a slice of its base."""
  def _alloc(self, size: int, options: BufferSpec) -> memoryview: return memoryview(bytearray(size))
  def _copyin(self, dest: memoryview, src: memoryview) -> None: dest[:] = src
  def _copyout(self, dest: memoryview, src: memoryview) -> None: dest[:] = src
  def _offset(self, buf: memoryview, size: int, offset: int) -> memoryview: return buf[offset:offset + size]

# ---- values ----

def cast(x: Any, dt: DType) -> Any:
  """C conversion: float->int truncates toward zero (NaN gives 0, +-inf saturate: C leaves them undefined), x->bool is x != 0."""
  if isinstance(x, tuple): return tuple(cast(v, dt.scalar()) for v in x)
  if dt == dtypes.bool: return bool(x)
  # an int goes in whole: float(x) would round it to float64 first, and a second rounding (to bf16) can then land on a tie
  if dtypes.is_float(dt): return truncate[dt](x if isinstance(x, int) else float(x))
  if isinstance(x, float): x = (0 if math.isnan(x) else dt.max if x > 0 else dt.min) if not math.isfinite(x) else math.trunc(x)
  return truncate[dt](int(x))

@functools.cache
def wmma_layout(tc: TensorCore) -> tuple[tuple[tuple[tuple[int, int], ...], ...], ...]:
  """[operand][lane][element] -> (row, col) of A (m, k), B (k, n) or C/D (m, n)."""
  return tuple(tuple(tuple(tc.coords(op, ln, e) for e in range(tc.elements_per_thread[op])) for ln in range(tc.threads)) for op in range(3))

def wmma(tc: TensorCore, a: Sequence[tuple], b: Sequence[tuple], c: Sequence[tuple]) -> list[tuple]:
  """One warp's D = A@B + C from its lanes' fragments; where lanes replicate an element, the lowest lane's copy is used."""
  (N, M, K), (la, lb, lc) = tc.dims, wmma_layout(tc)
  A, B, C = [[0] * K for _ in range(M)], [[0] * N for _ in range(K)], [[0] * N for _ in range(M)]
  for mat, lay, frag in ((A, la, a), (B, lb, b), (C, lc, c)):
    for ln in reversed(range(tc.threads)):
      for (r, col), v in zip(lay[ln], frag[ln]): mat[r][col] = v
  t = truncate[tc.dtype_out]
  D = [[t(C[m][n] + sum(A[m][k] * B[k][n] for k in range(K))) for n in range(N)] for m in range(M)]
  return [tuple(D[r][col] for r, col in lc[ln]) for ln in range(tc.threads)]

# ---- the interpreter ----

def _norm(cond: list) -> list[bool] | None:
  """A lane mask from per-lane truth values (None where a lane is off); None when every lane is on."""
  return None if all(cond) else [bool(x) for x in cond]

HANDLERS: dict[Ops, Callable[..., int | None]] = {}
def handles(*ops: Ops) -> Callable:
  def deco(f: Callable[..., int | None]) -> Callable[..., int | None]:
    for op in ops: HANDLERS[op] = f
    return f
  return deco

class Lanes:
  """A run of whole workgroups in lockstep: per-uop lane values, the lane mask, and the masks saved by open RANGEs and IFs.

  Workgroups only meet in global memory, so running several side by side is one valid schedule; it shares the per-uop work.
  `threads` (flat local ids) runs only those threads of each workgroup, with LOCAL buffers from `shared` (one per workgroup)."""
  def __init__(self, prg: PythonProgram, mems: dict[int, Mem], vals: Sequence[int], gids: list[tuple[int, ...]], lsize: Sequence[int],
               threads: Sequence[int] | None = None, shared: dict[tuple[int, int], Mem] | None = None):
    self.prg, self.mems, self.vals, self.lsize, self.shared = prg, mems, vals, lsize, shared
    threads = range(lsize[0] * lsize[1] * lsize[2]) if threads is None else threads
    self.wg, self.pc = len(threads), 0
    lids = [(ln % lsize[0], ln // lsize[0] % lsize[1], ln // (lsize[0] * lsize[1])) for ln in threads]
    self.gid, self.lid = [g for g in gids for _ in lids], lids * len(gids)
    self.n = len(self.gid)
    self.v: list[list[Any]] = [[]] * len(prg.prog)
    self.mask: list[bool] | None = None
    self.saved: list[list[bool] | None] = []
    self.ends: dict[int, list[Any] | None] = {}

  def lanes(self, f: Callable[..., Any], *xs: list[Any]) -> list[Any]:
    """f over the active lanes of the lane values xs; an inactive lane gets None."""
    if self.mask is None: return list(map(f, *xs))
    return [f(*a) if m else None for m, *a in zip(self.mask, *xs)]

  def active(self) -> list[bool]: return [True] * self.n if self.mask is None else list(self.mask)

  def run(self) -> None:
    steps, pc = self.prg.steps, 0
    while pc < len(steps):
      h, u = steps[pc]
      nxt = h(self, pc, *u)
      pc = pc + 1 if nxt is None else nxt

  def run_to_barrier(self) -> bool:
    """Run from where the last call stopped to just past the next BARRIER (True) or to the end (False)."""
    steps, pc = self.prg.steps, self.pc
    while pc < len(steps):
      h, u = steps[pc]
      nxt = h(self, pc, *u)
      pc = pc + 1 if nxt is None else nxt
      if u[0] is Ops.BARRIER:
        self.pc = pc
        return True
    self.pc = pc
    return False

  # ---- arguments, buffers, launch indices, constants ----
  @handles(Ops.PARAM)
  def op_param(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None:
    if isinstance(dt, PtrDType): self.v[pc] = [self.mems[arg.slot]] * self.n
    else: self.v[pc] = [truncate[dt](self.vals[arg.slot - len(self.mems)])] * self.n

  @handles(Ops.BUFFER)
  def op_buffer(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None:
    if self.v[pc]: return  # declared once per workgroup, even inside a loop
    assert isinstance(dt, PtrDType)
    name = f"{dt.addrspace.name} buffer {arg.slot} of {self.prg.name}"
    new = lambda: Mem(memoryview(bytearray(dt.size * dt.base.itemsize)), dt.base, dt.size, name)
    if dt.addrspace is AddrSpace.REG: self.v[pc] = [new() for _ in range(self.n)]
    elif self.shared is None: self.v[pc] = [m for _ in range(self.n // self.wg) for m in [new()] * self.wg]  # one per workgroup
    else: self.v[pc] = [m for k in range(self.n // self.wg) for m in [self.shared.setdefault((pc, k), new())] * self.wg]

  @handles(Ops.SPECIAL)
  def op_special(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: str) -> None:
    dim = int(arg[-1])
    if arg.startswith("g"): self.v[pc] = [gid[dim] for gid in self.gid]
    elif arg.startswith("l"): self.v[pc] = [lid[dim] for lid in self.lid]
    else: self.v[pc] = [gid[dim] * self.lsize[dim] + lid[dim] for gid, lid in zip(self.gid, self.lid)]

  @handles(Ops.CONST)
  def op_const(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None: self.v[pc] = [arg] * self.n

  @handles(Ops.AFTER)
  def op_after(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None: self.v[pc] = self.v[src[0]]

  @handles(Ops.SINK, Ops.GROUP, Ops.NOOP, Ops.BARRIER)
  def op_nothing(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None: pass

  # ---- control flow ----
  @handles(Ops.RANGE)
  def op_range(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> int | None:
    self.saved.append(self.mask)
    self.ends[pc] = end = self.v[src[0]] if src else None
    self.v[pc] = [0] * self.n
    cond = self.lanes(lambda e: 0 < e, end) if end is not None else self.active()
    if not any(cond):
      self.mask = self.saved.pop()
      return self.prg.jump[pc] + 1
    self.mask = _norm(cond)
    return None

  @handles(Ops.END)
  def op_end(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> int | None:
    r = self.prg.jump[pc]
    nxt, end = self.lanes(lambda c: c + 1, self.v[r]), self.ends[r]
    cond = self.lanes(lambda c, e: c < e, nxt, end) if end is not None else self.active()
    for s in self.prg.backedges[pc]: cond = self.lanes(lambda c, b: c and b, cond, self.v[s])
    if any(cond):
      self.v[r], self.mask = nxt, _norm(cond)
      return r + 1
    self.mask = self.saved.pop()
    return None

  @handles(Ops.IF)
  def op_if(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> int | None:
    self.saved.append(self.mask)
    cond = self.lanes(bool, self.v[src[0]])
    if not any(cond): return self.prg.jump[pc]  # straight to the ENDIF, which restores the mask
    self.mask = _norm(cond)
    return None

  @handles(Ops.ENDIF)
  def op_endif(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None: self.mask = self.saved.pop()

  # ---- memory ----
  @handles(Ops.INDEX)
  def op_index(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None:
    if len(src) == 1: self.v[pc] = self.lanes(lambda x: x[arg], self.v[src[0]])  # one lane of a vector
    else: self.v[pc] = self.lanes(lambda b, i: (b, i), self.v[src[0]], self.v[src[1]])

  @handles(Ops.LOAD)
  def op_load(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None:
    n = dt.count
    if len(src) == 1: self.v[pc] = self.lanes(lambda a: a[0].load(a[1], n), self.v[src[0]])
    elif self.prg.prog[src[2]][1].count > 1:  # one gate per lane: a masked load reads only the enabled elements
      self.v[pc] = self.lanes(lambda a, alt, g: tuple(a[0].load(a[1] + k, 1) if g[k] else alt[k] for k in range(n)), *(self.v[s] for s in src))
    else: self.v[pc] = self.lanes(lambda a, alt, g: a[0].load(a[1], n) if g else alt, *(self.v[s] for s in src))

  @handles(Ops.STORE)
  def op_store(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None:
    n = self.prg.prog[src[1]][1].count
    gate = self.v[src[2]] if len(src) > 2 else self.active()
    self.lanes(lambda a, x, g: a[0].store(a[1], x, n) if g else None, self.v[src[0]], self.v[src[1]], gate)

  # ---- values ----
  @handles(Ops.STACK)
  def op_stack(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None:
    self.v[pc] = self.lanes(lambda *x: x, *(self.v[s] for s in src))

  @handles(Ops.CAST)
  def op_cast(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None:
    self.v[pc] = self.lanes(lambda x: cast(x, dt), self.v[src[0]])

  @handles(Ops.BITCAST)
  def op_bitcast(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None:
    sdt = self.prg.prog[src[0]][1]
    if sdt.count != dt.count: raise NotImplementedError(f"PYTHON bitcasts elementwise; {sdt} -> {dt} changes the element count")
    f = lambda x: bitcast(x, sdt.scalar(), dt.scalar())
    self.v[pc] = self.lanes(lambda x: tuple(map(f, x)) if isinstance(x, tuple) else f(x), self.v[src[0]])

  @handles(*GroupOp.ALU)
  def op_alu(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], arg: Any) -> None:
    fn, t, xs = python_alu[op], truncate.get(dt), [self.v[s] for s in src]
    if dt.count > 1: self.v[pc] = self.lanes(lambda *x: exec_alu(op, dt, x), *xs)
    elif self.mask is None: self.v[pc] = list(map(fn, *xs)) if t is None else list(map(t, map(fn, *xs)))
    else: self.v[pc] = self.lanes(fn if t is None else lambda *x: t(fn(*x)), *xs)

  @handles(Ops.WMMA)
  def op_wmma(self, pc: int, op: Ops, dt: DType, src: tuple[int, ...], tc: TensorCore) -> None:
    if self.wg % tc.threads: raise RuntimeError(f"{tc} runs on warps of {tc.threads} lanes; the local size {list(self.lsize)} is not a multiple")
    if self.mask is not None: raise RuntimeError(f"{tc} needs every lane of its warp active; it ran under an IF or a divergent loop")
    a, b, c = (self.v[s] for s in src)
    self.v[pc] = [d for w in range(0, self.n, tc.threads) for d in wmma(tc, *(x[w:w + tc.threads] for x in (a, b, c)))]

SCRAMBLE_SEED: int | None = 0  # thread order of programs with LOCAL memory (None: lockstep, which hides missing barriers)

def run_scrambled(prg: PythonProgram, mems: dict[int, Mem], vals: Sequence[int], gids: list[tuple[int, ...]], ls: Sequence[int],
                  order: random.Random) -> None:
  """Each thread (warp) of the workgroups runs alone up to its next barrier, in a new shuffled order after every barrier."""
  wg = ls[0] * ls[1] * ls[2]
  unit = prg.warp if wg % prg.warp == 0 else wg
  shared: dict[tuple[int, int], Mem] = {}
  live = [Lanes(prg, mems, vals, gids, ls, range(s, s + unit), shared) for s in range(0, wg, unit)]
  while live:
    order.shuffle(live)
    waiting = [t for t in live if t.run_to_barrier()]
    if waiting and len(waiting) != len(live):
      raise RuntimeError(f"{prg.name}: {len(waiting)} of {len(live)} threads of a workgroup wait at a barrier the others never reach; "
                         "a BARRIER must be reached by every thread (not under an IF or a loop that differs between threads)")
    live = waiting

BATCH_LANES = 4096  # lanes run side by side: enough to share each uop's dispatch, few enough to keep the values small

class PythonProgram:
  """A program from PythonRenderer; called like every runtime: buffers, then launch sizes and the Variable values."""
  def __init__(self, name: str, lib: bytes):
    self.name, self.prog = pickle.loads(lib)
    self.prog = [(op, dt, src, truncate[dt](arg) if op is Ops.CONST and dt in truncate else arg) for op, dt, src, arg in self.prog]
    self.jump, self.backedges = control_flow(self.prog)
    if (bad := [op for op, *_ in self.prog if op not in HANDLERS]): raise NotImplementedError(f"PYTHON cannot run {bad[0]} (in {self.name})")
    self.steps = [(HANDLERS[u[0]], u) for u in self.prog]
    self.scramble = any(op is Ops.BUFFER and isinstance(dt, PtrDType) and dt.addrspace is AddrSpace.LOCAL for op, dt, _, _ in self.prog)
    self.warp = max((arg.threads for op, _, _, arg in self.prog if op is Ops.WMMA), default=1)

  def __call__(self, *bufs: memoryview, global_size: Sequence[int] | None = (1, 1, 1), local_size: Sequence[int] | None = None,
               vals: tuple[int, ...] = (), wait: bool = False) -> float:
    st = time.perf_counter()
    params = {arg.slot: dt for op, dt, _, arg in self.prog if op is Ops.PARAM and isinstance(dt, PtrDType)}
    if len(params) != len(bufs): raise TypeError(f"{self.name} takes {len(params)} buffers, got {len(bufs)}")
    # buffers arrive in slot order (ProgramSpec.globals); slots have gaps when a buffer's reads were folded away (where(c, x, x))
    mems = {slot: Mem(b, dt.base, dt.size, f"buffer {slot} of {self.name}") for (slot, dt), b in zip(sorted(params.items()), bufs)}
    gs, ls = [int(g) for g in (global_size or (1, 1, 1))], [int(s) for s in (local_size or (1, 1, 1))]
    gids = [g[::-1] for g in itertools.product(*(range(g) for g in reversed(gs)))]
    per = max(1, BATCH_LANES // (ls[0] * ls[1] * ls[2]))
    order = random.Random(SCRAMBLE_SEED) if self.scramble and SCRAMBLE_SEED is not None else None
    for i in range(0, len(gids), per):
      if order is None: Lanes(self, mems, vals, gids[i:i + per], ls).run()
      else: run_scrambled(self, mems, vals, gids[i:i + per], ls, order)
    return time.perf_counter() - st

def control_flow(prog: Prog) -> tuple[dict[int, int], dict[int, list[int]]]:
  """RANGE <-> END and IF -> ENDIF positions, and each END's bool back-edge conditions; checks that value sources are present."""
  jump: dict[int, int] = {}
  backedges: dict[int, list[int]] = {}
  for i, (op, _, src, _) in enumerate(prog):
    if any(s < 0 for s in (src[:1] if op is Ops.AFTER else () if op in (Ops.END, Ops.SINK, Ops.GROUP) else src)):
      raise ValueError(f"uop {i} ({op}) reads a value that is not in the program; the linear program is malformed")
    if op is Ops.END:
      rng = [s for s in src[1:] if prog[s][0] is Ops.RANGE]
      if len(rng) != 1: raise ValueError(f"END at uop {i} must close exactly one RANGE, it names {len(rng)}")
      jump[i], jump[rng[0]] = rng[0], i
      backedges[i] = [s for s in src[1:] if s >= 0 and prog[s][0] is not Ops.RANGE]
      if not prog[rng[0]][2] and not backedges[i]: raise ValueError(f"the void RANGE at uop {rng[0]} needs a bool back-edge on its END")
    if op is Ops.ENDIF: jump[src[0]] = i
  return jump, backedges

class PythonCompiler(Compiler):
  """The "binary" is the pickled program: base64 decoding is all there is to do."""
  def __init__(self, renderer: Any = None): super().__init__(None)
  def compile(self, src: str) -> bytes: return base64.b64decode(src)

class PythonDevice(Compiled):
  """`PYTHON`: the uop emulator; DEV=PYTHON::<arch> emulates that target's tensor cores (see renderer/python.py)."""
  host_only = True
  def __init__(self, device: str = "PYTHON"):
    super().__init__(device, PythonAllocator(self), [("PYTHON", PythonCompiler)], PythonProgram)

__all__ = ["SCRAMBLE_SEED", "Lanes", "Mem", "PythonAllocator", "PythonCompiler", "PythonDevice", "PythonProgram", "cast", "wmma"]
