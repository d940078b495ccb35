"""Profile events: what ran where and when, recorded by any code through this module and saved at exit for tg-viz.

Producers append to `profile_events` (or register a callable in `profile_sources` that yields events at save time, e.g.
a device that reads its timestamps lazily). Timestamps are `Decimal` microseconds of `perf_counter_us()`; a device whose
clock differs emits one `ProfileDeviceEvent` with `tdiff` = (CPU time - device time) and its own-clock range events.

Point events understood by tg-viz (`ProfilePointEvent(device, name, key, arg, ts)`):
  alloc   key=buffer id, arg={"dtype": DType, "sz": element count}      free    key=buffer id, arg={}
  exec    key=launch number, arg={"name": kernel name, "bufs": buffer ids in argument order, "inputs": read arg indices,
          "outputs": written arg indices, "var_vals": {name: int}, "estimates": (ops, lds, mem) or None}, ts=launch start
  marker  device="CPU", arg={"name": str, "color": str} (from `profile_marker`)      JSON    arg=dict merged into the viewer index
Copies are ranges on a `<DEV>:SDMA:<n>` queue named "A -> B" whose TracingKey `ret` is the byte count.

Rewrite groups (`track_rewrites`) name the contexts in which graph_rewrite calls are recorded for VIZ (see
tinygrad.uop.rewrite): `rewrite_contexts[i]` is the TracingKey of context i; `rewrite_owner[id(track)]` = (track, i) for every
recorded graph_rewrite that ran inside a group (the track is held so its id cannot be reused).

Files: with PROFILE set the event list is pickled to `profile_path()` at exit (written atomically); with VIZ set, the viewer's
exit hook (the `finish` entry point of group `tinygrad.viz`: tg-viz's `tinygrad.viz.capture.finish`) then saves the rewrites and
may start the viewer. tg-core never imports tg-viz.
"""
from __future__ import annotations
import atexit, contextlib, functools, getpass, importlib.metadata, itertools, linecache, os, pickle, sys, tempfile, time
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any
from collections.abc import Callable, Iterator
from tinygrad.helpers import PROFILE, TRACK_MATCH_STATS, VIZ, atomic_write

Frame = tuple[str, int, str, str]  # file, line, function, source line

def stack_trace(skip: int = 1, limit: int = 30) -> tuple[Frame, ...]:
  """The caller's Python stack, innermost first, at most `limit` frames."""
  out: list[Frame] = []
  f = sys._getframe(skip + 1)
  while f is not None and len(out) < limit:
    out.append((f.f_code.co_filename, f.f_lineno, f.f_code.co_name, linecache.getline(f.f_code.co_filename, f.f_lineno).strip()))
    f = f.f_back  # type: ignore[assignment]
  return tuple(out)

@dataclass(frozen=True)
class TracingKey:
  """A name for a span or rewrite context: `keys` link profile events to it, `ret` is shown with it, `tb` is where it began."""
  display_name: str
  keys: tuple[Any, ...] = ()
  ret: Any = None
  tb: tuple[Frame, ...] | None = None

class ProfileEvent: pass

@dataclass
class ProfileRangeEvent(ProfileEvent):
  device: str
  name: str | TracingKey
  st: Decimal
  en: Decimal | None = None
  profile_key: Any = None

@dataclass(frozen=True)
class ProfilePointEvent(ProfileEvent):
  device: str
  name: str
  key: Any
  arg: dict = field(default_factory=dict)
  ts: Decimal = field(default_factory=lambda: perf_counter_us())

@dataclass(frozen=True)
class ProfileDeviceEvent(ProfileEvent):
  device: str
  tdiff: Decimal = Decimal(0)
  props: dict | None = None

@dataclass(frozen=True)
class ProfileProgramEvent(ProfileEvent):
  device: str
  name: str
  lib: bytes | None
  base: int | None
  tag: int | None = None
  profile_key: Any = None

@dataclass(frozen=True)
class ProfileGraphEntry:
  device: str
  name: str | TracingKey
  st_id: int
  en_id: int
  profile_key: Any = None

@dataclass(frozen=True)
class ProfileGraphEvent(ProfileEvent):
  """A batched command graph: entry i ran from sigs[ents[i].st_id] to sigs[ents[i].en_id] (device clock, µs)."""
  ents: list[ProfileGraphEntry]
  deps: list[list[int]]
  sigs: list[Decimal]

profile_events: list[ProfileEvent] = []
profile_sources: list[Callable[[], list[ProfileEvent]]] = []

def perf_counter_us() -> Decimal: return Decimal(time.perf_counter_ns()) / 1000

@contextlib.contextmanager
def cpu_profile(name: str | TracingKey, device: str = "TINY", display: bool = True) -> Iterator[ProfileRangeEvent]:
  """Record the enclosed block as a span on the CPU track `device` (only when PROFILE is on)."""
  ev = ProfileRangeEvent(device, name, perf_counter_us())
  try: yield ev
  finally:
    ev.en = perf_counter_us()
    if PROFILE and display: profile_events.append(ev)

def profile_marker(name: str, color: str = "gray") -> None:
  """A named vertical line on the timeline; the CLI's `--interval A B` selects the events between two markers."""
  profile_events.append(ProfilePointEvent("CPU", "marker", None, {"name": name, "color": color}))

# ---- rewrite contexts ----

rewrite_contexts: list[TracingKey] = []
rewrite_owner: dict[int, tuple[Any, int]] = {}
_open_contexts: list[int] = []
_name_counts: dict[str, itertools.count] = {}

def _claim(track: Any) -> None:
  if _open_contexts: rewrite_owner.setdefault(id(track), (track, _open_contexts[-1]))

@functools.cache
def _hook_rewrites() -> None:
  from tinygrad.uop.rewrite import rewrite_hooks
  rewrite_hooks.append(_claim)

def _context_name(fn: Callable, name: Any, args: tuple, kwargs: dict, ret: Any, tb: tuple[Frame, ...] | None) -> TracingKey:
  got = name(*args, **kwargs, ret=ret) if callable(name) else None
  if isinstance(got, TracingKey): return got if got.tb is not None or tb is None else TracingKey(got.display_name, got.keys, got.ret, tb)
  base = got if isinstance(got, str) else fn.__name__
  return TracingKey(f"{base} n{next(_name_counts.setdefault(base, itertools.count(1)))}", (), None, tb)

def track_rewrites(name: Callable[..., str | TracingKey] | bool = True, new_ctx: bool = True) -> Callable[[Callable], Callable]:
  """Decorate a function so the graph_rewrites it runs form one viewer context (and one span on TINY).
  `name(*args, ret=result, **kwargs)` may return a str (replaces the function name, still numbered) or a TracingKey (used as is).
  With new_ctx=False the rewrites join the enclosing context instead."""
  def decorator(fn: Callable) -> Callable:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
      if not (VIZ or TRACK_MATCH_STATS >= 2 or PROFILE) or not new_ctx: return fn(*args, **kwargs)
      _hook_rewrites()
      idx, tb = len(rewrite_contexts), stack_trace(1) if VIZ else None
      rewrite_contexts.append(TracingKey(fn.__name__))
      _open_contexts.append(idx)
      ret: Any = None
      try:
        with cpu_profile(fn.__name__, "TINY") as ev: ret = fn(*args, **kwargs)
      finally:
        _open_contexts.pop()
        rewrite_contexts[idx] = ev.name = _context_name(fn, name, args, kwargs, ret, tb)
      return ret
    return wrapper
  return decorator

# ---- saving ----

def _login() -> str:
  try: return getpass.getuser()
  except Exception: return str(os.getuid()) if hasattr(os, "getuid") else "user"
def profile_path() -> str: return os.path.join(tempfile.gettempdir(), f"profile.pkl.{_login()}")
def rewrites_path() -> str: return os.path.join(tempfile.gettempdir(), f"rewrites.pkl.{_login()}")

def collect_profile() -> list[ProfileEvent]:
  """Every recorded event: those appended to `profile_events` and those the registered sources yield now."""
  return profile_events + [e for src in profile_sources for e in src()]

def save_profile(path: str | None = None) -> str:
  """Pickle the event list atomically (readers see the old file or the whole new one); returns the path."""
  atomic_write(path := path or profile_path(), pickle.dumps(collect_profile()))
  return path

VIZ_GROUP = "tinygrad.viz"  # entry point group: `finish` saves the VIZ rewrites at exit (tg-viz registers it)

def _at_exit() -> None:
  if PROFILE: save_profile()
  if not VIZ: return
  if (ep := next((e for e in importlib.metadata.entry_points(group=VIZ_GROUP) if e.name == "finish"), None)) is None:
    print("VIZ recorded rewrites but tg-viz is not installed, so they were not saved: pip install tg-viz")
    return
  ep.load()()

atexit.register(_at_exit)
