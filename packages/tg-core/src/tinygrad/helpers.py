"""Small shared utilities: environment-backed ContextVars, device target strings, counters, iterable helpers."""
from __future__ import annotations
import contextlib, cProfile, functools, gc, hashlib, itertools, operator, os, pathlib, pstats, re, sqlite3, pickle, sys, tempfile, threading, time
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Generic, TypeVar
from collections.abc import Callable, Iterable, Iterator, Sequence

T = TypeVar("T")
U = TypeVar("U")

# ---- iterables and integers ----

def prod(x: Iterable[T], start: Any = 1) -> Any: return functools.reduce(lambda a, b: a * b, x, start)
def flatten(ll: Iterable[Iterable[T]]) -> list[T]: return [x for l in ll for x in l]
def dedup(x: Iterable[T]) -> list[T]: return list(dict.fromkeys(x))
def argsort(x: Sequence[Any]) -> list[int]: return sorted(range(len(x)), key=x.__getitem__)
def argfix(*x: Any) -> tuple:
  if x and isinstance(x[0], (tuple, list)):
    if len(x) != 1: raise ValueError(f"bad arg {x}: pass either one sequence or several values, not both")
    return tuple(x[0])
  return x
def all_int(t: Iterable[Any]) -> bool: return all(isinstance(s, int) for s in t)
def make_tuple(x: Any, cnt: int, what: str = "value") -> tuple[int, ...]:
  """`x` repeated `cnt` times if it is an int, else `tuple(x)`; anything else (a float, None) raises TypeError."""
  if isinstance(x, int): return (x,) * cnt
  if hasattr(x, "__iter__") and not isinstance(x, (str, bytes)): return tuple(x)
  if hasattr(type(x), "__index__"): return (operator.index(x),) * cnt  # a numpy int
  raise TypeError(f"{what} must be an int or a sequence of ints, got {type(x).__name__} {x!r}")
def ceildiv(num: Any, amt: Any) -> Any: return -(num // -amt)
def round_up(num: int, amt: int) -> int: return (num + amt - 1) // amt * amt
def partition(itr: Iterable[T], fxn: Callable[[T], bool]) -> tuple[list[T], list[T]]:
  yes: list[T] = []
  no: list[T] = []
  for s in itr: (yes if fxn(s) else no).append(s)
  return yes, no
def pairwise(it: Iterable[T]) -> Iterator[tuple[T, T]]: return itertools.pairwise(it)
def strip_parens(fst: str) -> str:
  if not (fst.startswith("(") and fst.endswith(")")): return fst
  depth = 0
  for c in fst[1:-1]:
    depth += {"(": 1, ")": -1}.get(c, 0)
    if depth < 0: return fst
  return fst[1:-1]

# ---- environment and ContextVars ----

@functools.cache
def getenv(key: str, default: Any = 0) -> Any:
  """Reads the environment variable `key`, converted to the type of `default` (0 when not given, so an int).

  Args:
    key: the variable's name.
    default: returned (and its type used for the conversion) when the variable is unset.
  Raises:
    ValueError: a value that does not convert (e.g. "abc" for an int default).

  Examples:
    >>> import os
    >>> os.environ["MY_SETTING"] = "3"
    >>> print(getenv("MY_SETTING") + 1, getenv("MY_UNSET_SETTING", "none"))
    4 none
  """
  return type(default)(os.getenv(key, default))

class ContextVar:
  """A global setting read from the environment once and overridable with `Context(...)`."""
  _cache: ClassVar[dict[str, ContextVar]] = {}
  def __init__(self, key: str, default: Any):
    if key in ContextVar._cache: raise RuntimeError(f"ContextVar {key} is already defined; import it from tinygrad.helpers instead")
    ContextVar._cache[key] = self
    self.key, self.default = key, default
    self.value = getenv(key, default)
  def __bool__(self) -> bool: return bool(self.value)
  def __eq__(self, x: object) -> bool: return bool(self.value == x)
  def __ne__(self, x: object) -> bool: return bool(self.value != x)
  def __ge__(self, x: Any) -> bool: return bool(self.value >= x)
  def __gt__(self, x: Any) -> bool: return bool(self.value > x)
  def __le__(self, x: Any) -> bool: return bool(self.value <= x)
  def __lt__(self, x: Any) -> bool: return bool(self.value < x)
  def __hash__(self) -> int: return hash(self.key)
  def __repr__(self) -> str: return f"ContextVar({self.key}={self.value!r})"
  def tolist(self, obj: Any = None) -> list[Any]:
    """The comma-separated value as a list of names; with `obj` (e.g. `dtypes`), each name looked up as an attribute of it.
    `EMULATED_DTYPES.tolist(dtypes)` gives DType objects. An unknown name raises AttributeError naming the variable."""
    names = [x.strip() for x in str(self.value).split(",") if x.strip()]
    if obj is None: return names
    if (bad := [x for x in names if not hasattr(obj, x)]): raise AttributeError(f"{self.key}={self.value!r}: {bad} are not attributes of {obj!r}")
    return [getattr(obj, x) for x in names]

class Context(contextlib.ContextDecorator):
  """Temporarily sets tinygrad's settings (ContextVars: DEBUG, BEAM, NOOPT, ...) by name, restoring them on exit; also a
  decorator. The environment variable of the same name gives each setting's value outside a Context.

  Raises:
    KeyError: a name that is not a setting (the message lists the known ones).

  Examples:
    >>> from tinygrad.helpers import DEBUG
    >>> before = DEBUG.value
    >>> with Context(DEBUG=2): print(DEBUG.value)
    2
    >>> print(DEBUG.value == before)
    True
  """
  def __init__(self, **kwargs: Any): self.kwargs = kwargs
  def __enter__(self) -> None:
    unknown = [k for k in self.kwargs if k not in ContextVar._cache]
    if unknown: raise KeyError(f"Context got unknown variables {unknown}; known ones are {sorted(ContextVar._cache)}")
    self.old = {k: ContextVar._cache[k].value for k in self.kwargs}
    for k, v in self.kwargs.items(): ContextVar._cache[k].value = v
  def __exit__(self, *args: Any) -> None:
    for k, v in self.old.items(): ContextVar._cache[k].value = v

DEBUG, BEAM, NOOPT, JIT, VIZ = ContextVar("DEBUG", 0), ContextVar("BEAM", 0), ContextVar("NOOPT", 0), ContextVar("JIT", 1), ContextVar("VIZ", 0)
PROFILE, SPEC, CACHELEVEL, CCACHE = ContextVar("PROFILE", VIZ.value), ContextVar("SPEC", 1), ContextVar("CACHELEVEL", 2), ContextVar("CCACHE", 1)
CPU_COUNT = ContextVar("CPU_COUNT", len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))
CPU_POOL = ContextVar("CPU_POOL", 1)  # 0: split CPU kernels over Python threads instead of the native worker pool
ALLOW_DEVICE_USAGE, MAX_BUFFER_SIZE, TRACEMETA = ContextVar("ALLOW_DEVICE_USAGE", 1), ContextVar("MAX_BUFFER_SIZE", 0), ContextVar("TRACEMETA", 1)
REWRITE_STACK_LIMIT = ContextVar("REWRITE_STACK_LIMIT", 250000)
PRINT_MATCH_STATS = ContextVar("PRINT_MATCH_STATS", 0)  # 1: count every rewrite rule's matches and time, print the table at exit
TRACK_MATCH_STATS = ContextVar("TRACK_MATCH_STATS", 2 if VIZ.value else 0)  # >=2: record every graph_rewrite match (VIZ turns it on)
# training-time switches (dropout, BatchNorm statistics, optimizer steps) and optimizer settings
TRAINING, FUSE_OPTIM, CONST_LR = ContextVar("TRAINING", 0), ContextVar("FUSE_OPTIM", 0), ContextVar("CONST_LR", 0)
USE_ATOMICS = ContextVar("USE_ATOMICS", 0)
OPTIM_DTYPE, WINO = ContextVar("OPTIM_DTYPE", "float32"), ContextVar("WINO", 0)
# codegen: transcendental decompositions and the BEAM search
# UNSAFE_ALLOW_JIT_BUFFER=1: reading tensor data while a JIT captures is allowed (the value read is frozen into the replay);
# IGNORE_JIT_FIRST_BEAM=1: a TinyJit's first (eager) call compiles without BEAM, only the capture searches (JITBEAM or BEAM)
UNSAFE_ALLOW_JIT_BUFFER, IGNORE_JIT_FIRST_BEAM = ContextVar("UNSAFE_ALLOW_JIT_BUFFER", 0), ContextVar("IGNORE_JIT_FIRST_BEAM", 0)
DISABLE_FAST_IDIV = ContextVar("DISABLE_FAST_IDIV", 0)  # 1: integer division by a constant stays a division on GPUs (no multiply-shift)
TRANSCENDENTAL, JITBEAM, IGNORE_BEAM_CACHE = ContextVar("TRANSCENDENTAL", 1), ContextVar("JITBEAM", 0), ContextVar("IGNORE_BEAM_CACHE", 0)
# dtype names the target is treated as lacking ("long" is int64 and uint64): codegen emulates them (codegen.decomp)
EMULATED_DTYPES = ContextVar("EMULATED_DTYPES", "")
BEAM_UPCAST_MAX, BEAM_LOCAL_MAX = ContextVar("BEAM_UPCAST_MAX", 256), ContextVar("BEAM_LOCAL_MAX", 1024)
# BEAM_DEBUG=1: print every timed candidate (2: and every failed one); BEAM_STRICT_MODE=1: a candidate that fails to lower or
# compile raises instead of being skipped; BEAM_TIMEOUT_SEC: a candidate's lowering and compile longer than this is abandoned
BEAM_DEBUG, BEAM_STRICT_MODE, BEAM_TIMEOUT_SEC = ContextVar("BEAM_DEBUG", 0), ContextVar("BEAM_STRICT_MODE", 0), ContextVar("BEAM_TIMEOUT_SEC", 10.0)
BEAM_UOPS_MAX, BEAM_MIN_PROGRESS = ContextVar("BEAM_UOPS_MAX", 3000), ContextVar("BEAM_MIN_PROGRESS", 0.01)
# scheduler and engine: fuse broadcast reduces on sequential-loop devices (0: upstream's kernels; 1: where no work is redone, e.g.
# softmax and layernorm in one kernel; 2: also inside a reduce that redoes it per output column, e.g. attention in 2: faster only where
# codegen's tile spans all those columns (head dim 64), ~0.6x at head dim 128 and for a layernorm into a matmul, so 1 is the default), planner off
FUSE_BROADCAST_REDUCE, NO_MEMORY_PLANNER = ContextVar("FUSE_BROADCAST_REDUCE", 1), ContextVar("NO_MEMORY_PLANNER", 0)
SPLIT_REDUCEOP, REDUCEOP_SPLIT_THRESHOLD = ContextVar("SPLIT_REDUCEOP", 1), ContextVar("REDUCEOP_SPLIT_THRESHOLD", 32768)
# schedule cache, per-kernel buffer cap (0: the renderer's), compile workers, JIT graph batches (first size, then doubling)
SCACHE, MAX_KERNEL_BUFFERS = ContextVar("SCACHE", 1), ContextVar("MAX_KERNEL_BUFFERS", 0)
PARALLEL = ContextVar("PARALLEL", 0 if VIZ.value else min(8, CPU_COUNT.value))  # compile worker processes
VALIDATE_WITH_CPU = ContextVar("VALIDATE_WITH_CPU", 0)  # run every non-CPU kernel on the CPU too and compare (engine.validate)
JIT_BATCH_SIZE, GRAPH_ONE_KERNEL = ContextVar("JIT_BATCH_SIZE", 32), ContextVar("GRAPH_ONE_KERNEL", 0)
RING, ALL2ALL, RING_ALLREDUCE_THRESHOLD = ContextVar("RING", 1), ContextVar("ALL2ALL", 0), ContextVar("RING_ALLREDUCE_THRESHOLD", 256000)
ALLREDUCE_CAST = ContextVar("ALLREDUCE_CAST", 1)
CHECK_OOB = ContextVar("CHECK_OOB", 0)  # 1: index tensors (indexing, setitem, gather, scatter, one_hot, Embedding, losses) are range-checked

# ---- device targets ----

TARGET_GRAMMAR = "[IFACE[:INDICES]+]DEVICE[:RENDERER[:ARCH]][,KEY=VALUE...] (several joined with ';'), e.g. CPU:LLVM, NULL:HIP:gfx950, MOCKKFD+AMD"
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

@dataclass(frozen=True)
class Target:
  """One parsed device target: `[IFACE[:INDICES]+]DEVICE[:RENDERER[:ARCH]][,KEY=VALUE...]`."""
  device: str = ""
  renderer: str = ""
  arch: str = ""
  interface: str = ""
  indices: tuple[int, ...] = ()
  options: tuple[tuple[str, str], ...] = field(default=())

  @staticmethod
  def parse(s: str) -> Target:
    def bad(why: str) -> ValueError: return ValueError(f"malformed device target {s!r}: {why}. The grammar is {TARGET_GRAMMAR}")
    head, iface, indices = s.strip(), "", tuple[int, ...]()
    if head.count("+") > 1: raise bad("more than one '+'")
    if "+" in head:
      pre, head = head.split("+")
      iface, _, idx = pre.partition(":")
      if not _NAME.fullmatch(iface): raise bad(f"interface {iface!r} is not a name")
      indices = Target._parse_indices(idx, bad)
    fields = head.split(":", 2)
    if len(fields) == 3 and ":" in fields[2]: raise bad("more than three ':' fields")
    dev, ren, rest = (fields + ["", ""])[:3]
    # comma-separated items of the last field: KEY=VALUE ones are options, the rest belong to ARCH
    items = rest.split(",") if rest else []
    if len(fields) < 3 and "," in (ren or dev): raise bad("options (,KEY=VALUE) go after the ARCH field; use DEVICE:RENDERER:ARCH,KEY=VALUE")
    opts = tuple(tuple(x.split("=", 1)) for x in items if "=" in x)
    arch = ",".join(x for x in items if "=" not in x)
    if dev and not _NAME.fullmatch(dev): raise bad(f"device {dev!r} is not a name")
    if ren and not _NAME.fullmatch(ren): raise bad(f"renderer {ren!r} is not a name")
    for k, _ in opts:
      if not _NAME.fullmatch(k): raise bad(f"option key {k!r} is not a name")
    if not dev and not ren and not arch and not opts: raise bad("it is empty")
    return Target(dev.upper(), ren.upper(), arch, iface.upper(), indices, opts)  # type: ignore[arg-type]

  @staticmethod
  def _parse_indices(idx: str, bad: Callable[[str], ValueError]) -> tuple[int, ...]:
    if not idx: return ()
    out: list[int] = []
    for part in idx.split(","):
      m = re.fullmatch(r"(\d+)(?:-(\d+))?", part)
      if m is None: raise bad(f"device indices {idx!r} must look like 0,2 or 0-3")
      out.extend(range(int(m[1]), int(m[2] or m[1]) + 1))
    return tuple(out)

  @staticmethod
  def parse_many(s: str) -> tuple[Target, ...]: return tuple(Target.parse(x) for x in s.split(";") if x.strip())

  def replacedefault(self, **kw: Any) -> Target: return replace(self, **{k: v for k, v in kw.items() if not getattr(self, k)})
  def option(self, key: str, default: str | None = None) -> str | None: return dict(self.options).get(key, default)

  def __str__(self) -> str:
    pre = f"{self.interface}{':' + ','.join(map(str, self.indices)) if self.indices else ''}+" if self.interface else ""
    tail = ",".join(([self.arch] if self.arch else []) + [f"{k}={v}" for k, v in self.options])
    fields = [self.device, self.renderer, tail]
    while len(fields) > 1 and not fields[-1]: fields.pop()
    return pre + ":".join(fields)
  def __repr__(self) -> str: return f"Target.parse({str(self)!r})"

class _DevVar(ContextVar):
  """`DEV`: the list of targets; `DEV.target(name)` gives the one that applies to device `name`."""
  def targets(self) -> tuple[Target, ...]: return Target.parse_many(self.value) if self.value else ()
  def target(self, dev: str) -> Target:
    return next((t for t in self.targets() if t.device in ("", dev.split(":")[0])), Target(dev.split(":")[0]))
  # DEV reads as its first target (empty fields when DEV is unset), as in tinygrad: DEV.device, DEV.renderer, DEV.arch, DEV.interface
  def first(self) -> Target: return next(iter(self.targets()), Target())
  @property
  def device(self) -> str: return self.first().device
  @property
  def renderer(self) -> str: return self.first().renderer
  @property
  def arch(self) -> str: return self.first().arch
  @property
  def interface(self) -> str: return self.first().interface

DEV = _DevVar("DEV", "")

# ---- counters, timing, colours ----

class GlobalCounters:
  """Process-wide work counters; `mem_used` is never reset."""
  global_ops: ClassVar[int] = 0
  global_mem: ClassVar[int] = 0
  time_sum_s: ClassVar[float] = 0.0
  kernel_count: ClassVar[int] = 0
  mem_used: ClassVar[int] = 0
  mem_used_per_device: ClassVar[dict[str, int]] = {}
  @staticmethod
  def reset() -> None: GlobalCounters.global_ops, GlobalCounters.global_mem, GlobalCounters.time_sum_s, GlobalCounters.kernel_count = 0, 0, 0.0, 0

def colored(st: str, color: str | None, background: bool = False) -> str:
  if color is None or getenv("NO_COLOR"): return st
  colors = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
  return f"\u001b[{10 * background + 60 * (color.upper() == color) + 30 + colors.index(color.lower())}m{st}\u001b[0m"
def ansistrip(s: str) -> str: return re.sub(r"\x1b\[(K|.*?m)", "", s)

class disable_gc(contextlib.ContextDecorator):
  """The cyclic garbage collector off for a block: scheduling and codegen build and drop ~100k acyclic UOps (freed by reference
  counting), and the collections their allocations set off cost ~15% of codegen time. Nests; restores what it found."""
  def __enter__(self) -> None:
    self.was = gc.isenabled()
    gc.disable()
  def __exit__(self, *exc: Any) -> None:
    if self.was: gc.enable()

class Timing(contextlib.ContextDecorator):
  def __init__(self, prefix: str = "", on_exit: Callable[[int], str] | None = None, enabled: bool = True):
    self.prefix, self.on_exit, self.enabled = prefix, on_exit, enabled
  def __enter__(self) -> None: self.st = time.perf_counter_ns()
  def __exit__(self, *exc: Any) -> None:
    self.et = time.perf_counter_ns() - self.st
    if self.enabled: print(f"{self.prefix}{self.et * 1e-6:6.2f} ms" + (self.on_exit(self.et) if self.on_exit else ""))

class Profiling(contextlib.ContextDecorator):
  """cProfile the block; on exit print the top `frac` of the stats sorted by `sort` (a pstats key, e.g. "cumtime", "tottime").
  `fn`: also dump the raw stats there (for snakeviz etc.). `ts`: times are printed multiplied by it (1: seconds, 1000: ms).
  `enabled=False` makes it a no-op, so the call site can stay in place."""
  def __init__(self, enabled: bool = True, sort: str = "cumtime", frac: float = 0.2, fn: str | None = None, ts: float = 1):
    self.enabled, self.sort, self.frac, self.fn, self.ts = enabled, sort, frac, fn, ts
  def __enter__(self) -> None:
    # a scaled timer is a Python call per event (slower), so the default keeps cProfile's C timer
    self.pr = cProfile.Profile() if self.ts == 1 else cProfile.Profile(lambda: time.perf_counter() * self.ts)
    if self.enabled: self.pr.enable()
  def __exit__(self, *exc: Any) -> None:
    if not self.enabled: return
    self.pr.disable()
    if self.fn: self.pr.dump_stats(self.fn)
    pstats.Stats(self.pr).strip_dirs().sort_stats(self.sort).print_stats(self.frac)

class tqdm(Generic[T]):
  """A minimal progress bar with tinygrad's `tqdm` signature (no tqdm dependency), written to stderr.
  Iterate it (`for x in tqdm(xs)`) or drive it by hand (`t.update(n)`, `t.set_description(s)`, `t.update(close=True)`);
  `total` defaults to `len(iterable)`; `rate` caps redraws per second; `unit_scale` prints counts as 1.2k, 3.4M."""
  def __init__(self, iterable: Iterable[T] | None = None, desc: str = "", disable: bool = False, unit: str = "it",
               unit_scale: bool = False, total: int | None = None, rate: int = 100):
    self.iterable, self.disable, self.unit, self.unit_scale, self.rate = iterable, disable, unit, unit_scale, rate
    self.st, self.i, self.n, self.skip, self.t = time.perf_counter(), -1, 0, 1, total
    if total is None and iterable is not None and hasattr(iterable, "__len__"): self.t = len(iterable)  # type: ignore[arg-type]
    self.set_description(desc)
    self.update(0)
  def __iter__(self) -> Iterator[T]:
    if self.iterable is None: raise TypeError("this tqdm has no iterable; drive it with update(n) instead")
    for item in self.iterable:
      yield item
      self.update(1)
    self.update(close=True)
  def __enter__(self) -> tqdm[T]: return self
  def __exit__(self, *exc: Any) -> None: self.update(close=True)
  def set_description(self, desc: str) -> None: self.desc = f"{desc}: " if desc else ""
  def _fmt(self, x: float) -> str:
    if not self.unit_scale: return str(int(x))
    for div, suf in ((1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")):
      if abs(x) >= div: return f"{x / div:.2f}{suf}" if x / div < 10 else f"{x / div:.1f}{suf}" if x / div < 100 else f"{x / div:.0f}{suf}"
    return f"{x:.0f}" if x == int(x) else f"{x:.2f}"
  def update(self, n: int = 0, close: bool = False) -> None:
    """Advance by `n` and redraw (at most `rate` times a second unless `close`); `close` ends the line with a newline."""
    self.n, self.i = self.n + n, self.i + 1
    if self.disable or (not close and self.i % self.skip != 0): return
    elapsed = time.perf_counter() - self.st
    if self.i // self.skip > 1 and elapsed > 0: self.skip = max(int(self.i / elapsed) // self.rate, 1)  # redraw ~rate times a second
    its = self.n / elapsed if elapsed > 0 else 0.0
    def hms(t: float) -> str: return ":".join(f"{int(x):02d}" for x in (t // 3600, (t // 60) % 60, t % 60)).removeprefix("00:")
    rem = hms((self.t - self.n) / its) if self.t and its > 0 and self.n else "?"
    suf = f"{self._fmt(self.n)}/{self._fmt(self.t)}" if self.t else self._fmt(self.n)
    suf += f" [{hms(elapsed)}{'<' + rem if self.t else ''}, {self._fmt(its) if self.n else '?'}{self.unit}/s]"
    bar = ""
    if self.t:
      frac = min(self.n / self.t, 1.0)
      bar = f"{100 * frac:3.0f}%|{('█' * int(20 * frac)).ljust(20)}| "
    sys.stderr.write(f"\r{self.desc}{bar}{suf}" + ("\n" if close else ""))
    sys.stderr.flush()

class trange(tqdm[int]):
  """`tqdm(range(n))`: a progress bar over 0..n-1 with `total=n`."""
  def __init__(self, n: int, **kwargs: Any): super().__init__(iterable=range(n), total=n, **kwargs)

# ---- paths and the disk cache ----

OSX = sys.platform == "darwin"
def cache_dir() -> pathlib.Path:
  return pathlib.Path(getenv("XDG_CACHE_HOME", os.path.expanduser("~/Library/Caches" if OSX else "~/.cache"))) / "tinygrad"
CACHEDB = ContextVar("CACHEDB", str(cache_dir() / "cache.db"))
VERSION = 1

# one connection per (path, process): a sqlite connection must not cross a fork; the lock lets threads share it
_db_conn: dict[tuple[str, int], sqlite3.Connection] = {}
_db_lock = threading.RLock()

def _db() -> sqlite3.Connection:
  key = (path := str(CACHEDB.value), os.getpid())
  if key not in _db_conn:
    pathlib.Path(path).parent.mkdir(parents=True, exist_ok=True)
    try:
      conn = _connect(path)
    except sqlite3.DatabaseError as e:
      if not _corrupt(e): raise
      _drop_db(path)  # not a database: a corrupt cache is rebuilt, never trusted
      conn = _connect(path)
    _db_conn[key] = conn
  return _db_conn[key]

def _connect(path: str) -> sqlite3.Connection:
  conn = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
  conn.execute("PRAGMA journal_mode=WAL")  # readers never block the one writer; several processes share the file
  # no fsync per write (a cold first call writes ~30 entries: 40-160 ms of fsyncs on a busy disk); WAL stays consistent, and a
  # power cut can only lose the last entries of a cache
  conn.execute("PRAGMA synchronous=NORMAL")
  return conn

def _drop_db(path: str) -> None:
  """Forget and delete a corrupt cache file with its WAL (a stale WAL would corrupt the rebuilt file)."""
  if (conn := _db_conn.pop((path, os.getpid()), None)) is not None: conn.close()
  for suffix in ("", "-wal", "-shm"): pathlib.Path(path + suffix).unlink(missing_ok=True)

def _corrupt(e: sqlite3.DatabaseError) -> bool:
  return not isinstance(e, sqlite3.OperationalError) or "malformed" in str(e) or "not a database" in str(e)

_db_warned: set[str] = set()

def _db_unusable(e: Exception) -> None:
  """A cache that cannot be opened or written is a miss; DEBUG>=1 says so once per path."""
  if DEBUG >= 1 and (path := str(CACHEDB.value)) not in _db_warned:
    _db_warned.add(path)
    print(f"WARNING: the disk cache {path} cannot be used ({e}); running without it. Set CACHEDB to a writable file or CACHELEVEL=0",
          file=sys.stderr)

def _db_run(sql: str, args: tuple) -> Any:
  """Run one statement: a corrupt file is rebuilt and the statement retried; any other failure (a missing table, a database
  busy past the timeout, a read-only file, a folder that cannot be created) is a cache miss, never an error."""
  rebuilt = False
  for busy in range(100):
    try:
      with _db_lock:
        if DEBUG >= 8: print(f"CACHEDB: {sql} {args[:1]}")
        return _db().execute(sql, args).fetchone()
    except OSError as e: return _db_unusable(e)
    except sqlite3.DatabaseError as e:
      # another process holding the lock past sqlite's busy handler (switching to WAL is not covered by it): wait and retry
      if isinstance(e, sqlite3.OperationalError) and "locked" in str(e) and busy < 99: time.sleep(0.002 * (busy + 1)); continue
      if rebuilt or not _corrupt(e): return _db_unusable(e) if "unable to open" in str(e) or "readonly" in str(e) else None
      with _db_lock: _drop_db(str(CACHEDB.value))
      rebuilt = True
  return None

def diskcache_get(table: str, key: Any) -> Any:
  if CACHELEVEL < 1: return None
  if (row := _db_run(f"SELECT val FROM '{table}_{VERSION}' WHERE key=?", (_cache_key(key),))) is None: return None
  try: return pickle.loads(row[0])
  except Exception: return None  # a corrupt entry is a miss

def diskcache_put(table: str, key: Any, val: Any) -> Any:
  if CACHELEVEL < 1: return val
  _db_run(f"CREATE TABLE IF NOT EXISTS '{table}_{VERSION}' (key TEXT PRIMARY KEY, val BLOB)", ())
  _db_run(f"INSERT OR REPLACE INTO '{table}_{VERSION}' (key, val) VALUES (?, ?)", (_cache_key(key), pickle.dumps(val)))
  return val

def _cache_key(key: Any) -> str: return key if isinstance(key, str) else hashlib.sha256(pickle.dumps(key)).hexdigest()

@functools.cache
def code_fingerprint() -> str:
  """A digest of tinygrad's Python source files (generated bindings aside: path, size, modification time), for disk-cache keys of
  anything the code computes (rendered programs): another version or an edited checkout makes old entries misses, never stale
  hits. Stat, not content (nor package metadata, slow to import): ~2 ms once per process; a file rewritten unchanged costs misses."""
  import tinygrad
  files = sorted((str(f.relative_to(root)), f.stat()) for root in tinygrad.__path__ for f in pathlib.Path(root).rglob("*.py")
                 if "autogen" not in f.parts)
  return hashlib.sha256(repr([(rel, st.st_size, st.st_mtime_ns) for rel, st in files]).encode()).hexdigest()

def diskcache(func: Callable[..., T]) -> Callable[..., T]:
  @functools.wraps(func)
  def wrapper(*args: Any, **kwargs: Any) -> T:
    key = (args, tuple(sorted(kwargs.items())))
    if (ret := diskcache_get(func.__name__, key)) is not None: return ret
    return diskcache_put(func.__name__, key, func(*args, **kwargs))
  return wrapper

def atomic_write(path: str | os.PathLike, data: bytes) -> None:
  """Write a file so that readers see the old file or the whole new one, never a part."""
  path = pathlib.Path(path)
  path.parent.mkdir(parents=True, exist_ok=True)
  fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
  try:
    with os.fdopen(fd, "wb") as f: f.write(data)
    os.replace(tmp, path)
  except BaseException:
    os.unlink(tmp)
    raise

# ---- downloads ----

DISABLE_HTTP_CACHE = getenv("DISABLE_HTTP_CACHE")

def _downloads_dir() -> pathlib.Path:
  """$XDG_CACHE_HOME/tinygrad/downloads (read at call time), /raid/downloads on a tinybox, else the platform cache dir's."""
  if xdg := os.environ.get("XDG_CACHE_HOME"): return pathlib.Path(xdg) / "tinygrad" / "downloads"
  if os.path.isdir("/raid/downloads"): return pathlib.Path("/raid/downloads")
  return pathlib.Path(os.path.expanduser("~/Library/Caches" if OSX else "~/.cache")) / "tinygrad" / "downloads"

def _progress(desc: str, done: int, total: int, final: bool = False) -> None:
  pct = f"{100 * done / total:3.0f}% " if total else ""
  sys.stderr.write(f"\r{desc}: {pct}{done / 1e6:8.2f}/{total / 1e6:.2f} MB" if total else f"\r{desc}: {done / 1e6:8.2f} MB")
  if final: sys.stderr.write("\n")

def fetch(url: str, name: str | pathlib.Path | None = None, subdir: str | None = None, gunzip: bool = False,
          allow_caching: bool = not DISABLE_HTTP_CACHE, headers: dict[str, str] | None = None, sha256: str | None = None,
          extract: bool = False) -> pathlib.Path:
  """Download `url` once into the cache dir and return its path (a url starting with '/' or '.' is a local path).
  The file appears whole or not at all: it streams to a temp file that is renamed into place."""
  if url.startswith(("/", ".")): return pathlib.Path(url)
  headers = headers or {}
  if name is not None and "/" in str(name): fp = pathlib.Path(name)
  else:
    fn = str(name) if name is not None else hashlib.md5(url.encode()).hexdigest()
    if headers: fn += "_" + hashlib.md5(repr(sorted(headers.items())).encode()).hexdigest()
    fp = _downloads_dir() / (subdir or "") / (fn + (".gunzip" if gunzip else ""))
  if not fp.is_file() or not allow_caching or (sha256 is not None and hashlib.sha256(fp.read_bytes()).hexdigest() != sha256):
    _download(url, fp, gunzip, headers, sha256)
  return _extract(fp) if extract else fp

def _download(url: str, fp: pathlib.Path, gunzip: bool, headers: dict[str, str], sha256: str | None) -> None:
  import gzip, http.client, urllib.error, urllib.request, zlib
  fp.parent.mkdir(parents=True, exist_ok=True)
  fd, tmp = tempfile.mkstemp(dir=fp.parent, prefix=f".{fp.name}.", suffix=".partial")
  try:
    with os.fdopen(fd, "wb") as f:
      try:
        with urllib.request.urlopen(urllib.request.Request(url, headers={"User-Agent": "tinygrad", **headers}), timeout=30) as r:
          total, got = int(r.headers.get("content-length", 0) or 0), 0
          counted: Any = _Counted(r)
          src: Any = gzip.GzipFile(fileobj=counted) if gunzip else counted
          while chunk := src.read(1 << 20):
            f.write(chunk)
            if counted.n - got >= (1 << 22): _progress(url, got := counted.n, total)
          _progress(url, counted.n, total, final=True)
      except urllib.error.HTTPError as e: raise RuntimeError(f"fetch {url} failed: HTTP {e.code} {e.reason}") from None
      except urllib.error.URLError as e:
        raise RuntimeError(f"fetch {url} failed: cannot reach it ({e.reason}); are you offline? you can also place the file at {fp}") from None
      except (EOFError, OSError, zlib.error, http.client.HTTPException) as e:
        raise RuntimeError(f"fetch {url} failed: bad or truncated download ({e})") from None
    if total and counted.n < total: raise RuntimeError(f"fetch {url} failed: got {counted.n} of {total} bytes")
    if sha256 is not None and (h := hashlib.sha256(pathlib.Path(tmp).read_bytes()).hexdigest()) != sha256:
      raise RuntimeError(f"fetch {url} failed: sha256 {h} does not match the expected {sha256}")
    os.replace(tmp, fp)
  except BaseException:
    pathlib.Path(tmp).unlink(missing_ok=True)
    raise

class _Counted:
  """A response wrapper that counts the (compressed) bytes read, for the progress bar and the short-download check."""
  def __init__(self, r: Any): self.r, self.n = r, 0
  def read(self, size: int = -1) -> bytes:
    b = self.r.read(size)
    self.n += len(b)
    return b

def _extract(fp: pathlib.Path) -> pathlib.Path:
  """Untar `fp` into `<fp>.extract` (built in a temp dir, then renamed) and return that directory."""
  import shutil, tarfile
  if (out := fp.with_name(fp.name + ".extract")).is_dir(): return out
  tmp = pathlib.Path(tempfile.mkdtemp(dir=fp.parent, prefix=f".{out.name}."))
  try:
    with tarfile.open(fp) as tf: tf.extractall(tmp, filter="data")
    os.replace(tmp, out)
  except BaseException:
    shutil.rmtree(tmp, ignore_errors=True)
    raise
  return out
