"""Turn the graph_rewrites that tinygrad.uop.rewrite recorded into a self-contained RewriteTrace, save it, and start the viewer.

A trace holds no live UOps: every node is a number into `uop_fields`, so it can be pickled, loaded in another process and
replayed without the nodes that produced it. Source lines (of the graph_rewrite call and of each pattern) are read here,
at capture time, so the file stays readable on a machine without the code.
"""
from __future__ import annotations
import itertools, linecache, os, pickle, sys
from dataclasses import dataclass, field
from typing import Any
from tinygrad.helpers import VIZ, atomic_write, colored
from tinygrad.profile import TracingKey, profile_path, rewrite_contexts, rewrite_owner, rewrites_path

UOpFields = tuple[Any, Any, tuple[int, ...], Any, Any]  # op, dtype, source numbers, arg, tag

@dataclass(frozen=True)
class RewriteMatch:
  before: int
  after: int
  loc: tuple[str, int] | None  # where the pattern was written
  pattern: str                 # its source text
  seconds: float

@dataclass
class RewriteStep:
  """One graph_rewrite call; nested calls follow their parent with a larger depth."""
  name: str
  loc: tuple[str, int]
  code_line: str
  sink: int
  output: int | None
  depth: int
  bottom_up: bool = False
  walk: bool = False
  enter_calls: bool = True
  matches: list[RewriteMatch] = field(default_factory=list)

@dataclass
class RewriteTrace:
  keys: list[TracingKey]
  rewrites: list[list[RewriteStep]]
  uop_fields: dict[int, UOpFields]

def source_text(loc: tuple[str, int] | None, max_lines: int = 12) -> str:
  """The statement starting at file:line, continued while brackets are open."""
  if loc is None: return ""
  lines: list[str] = []
  depth = 0
  for i in range(loc[1], loc[1] + max_lines):
    if not (ln := linecache.getline(loc[0], i)): break
    lines.append(ln.rstrip())
    depth += sum(ln.count(c) for c in "([{") - sum(ln.count(c) for c in ")]}")
    if depth <= 0: break
  return "\n".join(lines)

class _Numbering:
  def __init__(self) -> None:
    self.nums: dict[int, int] = {}
    self.fields: dict[int, UOpFields] = {}
    self.keep: list[Any] = []  # ids are only unique while the node lives
    self.counter = itertools.count()
  def __call__(self, root: Any) -> int:
    if (n := self.nums.get(id(root))) is not None: return n
    for u in root.toposort():
      if id(u) in self.nums: continue
      self.keep.append(u)
      self.nums[id(u)] = n = next(self.counter)
      self.fields[n] = (u.op, u.dtype, tuple(self.nums[id(s)] for s in u.src), u.arg, u.tag)
    return self.nums[id(root)]

def _step(t: Any, num: _Numbering, depth: int) -> RewriteStep:
  matches = [RewriteMatch(num(m.before), num(m.after), m.loc, source_text(m.loc), m.seconds) for m in t.matches]
  out = num(t.output) if t.output is not None else None
  return RewriteStep(t.name or "graph_rewrite", t.loc, source_text(t.loc, 1).strip(), num(t.sink), out, depth, t.bottom_up, t.walk,
                     t.enter_calls, matches)

def rewrite_trace(tracked: list | None = None) -> RewriteTrace:
  """Snapshot every recorded graph_rewrite, grouped by the context (track_rewrites) it ran in; ungrouped ones go to
  `default graph_rewrite`."""
  if tracked is None:
    from tinygrad.uop.rewrite import tracked_rewrites
    tracked = tracked_rewrites
  num = _Numbering()
  keys, groups = list(rewrite_contexts), [list[Any]() for _ in rewrite_contexts]
  default: list[Any] = []
  for t in tracked:
    owner = rewrite_owner.get(id(t))
    (groups[owner[1]] if owner is not None and owner[0] is t else default).append(t)
  if default: keys, groups = [*keys, TracingKey("default graph_rewrite")], [*groups, default]
  rewrites = []
  for g in groups:
    base = min((t.depth for t in g), default=0)
    rewrites.append([_step(t, num, t.depth - base) for t in g])
  return _picklable(RewriteTrace(keys, rewrites, num.fields))

def _picklable(trace: RewriteTrace) -> RewriteTrace:
  """Args or keys that cannot be pickled (lambdas, open files) are kept as their repr."""
  try:
    pickle.dumps(trace)
    return trace
  except Exception: pass
  def fix(x: Any) -> Any:
    try:
      pickle.dumps(x)
      return x
    except Exception: return repr(x)
  trace.uop_fields = {k: (op, dt, src, fix(arg), fix(tag)) for k, (op, dt, src, arg, tag) in trace.uop_fields.items()}
  trace.keys = [TracingKey(k.display_name, tuple(fix(x) for x in k.keys), fix(k.ret), k.tb) for k in trace.keys]
  return trace

def save_rewrites(path: str | None = None, trace: RewriteTrace | None = None) -> str:
  """Pickle the trace atomically; returns the path."""
  trace = trace if trace is not None else rewrite_trace()
  atomic_write(path := path or rewrites_path(), pickle.dumps(trace))
  n_graphs, n_matches = sum(len(g) for g in trace.rewrites), sum(len(s.matches) for g in trace.rewrites for s in g)
  print(f"rewrote {n_graphs} graphs and matched {n_matches} times, saved to {path}")
  return path

def finish() -> None:
  """At exit under VIZ: save the rewrites, then start the viewer (VIZ>0 on a terminal) or say how to view them."""
  save_rewrites()
  if VIZ > 0 and sys.stdout.isatty():
    print(colored("*** starting the viz server; Ctrl-C to stop", "green"), flush=True)
    args = [sys.executable, "-m", "tinygrad.viz.serve", "--profile-path", profile_path(), "--rewrites-path", rewrites_path()]
    os.execv(sys.executable, args)
  print("saved viz files, view using: python -m tinygrad.viz.cli (or tg-viz for the web viewer)")
