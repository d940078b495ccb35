"""graph_rewrite: apply a PatternMatcher over a UOp graph until nothing matches; and the rewrite-tracking hook for VIZ.

Modes
- default: a node's sources are rewritten first, then the rebuilt node is matched; every result is rewritten again,
  so the graph reaches a fixed point.
- bottom_up=True (or a separate `bpm`): the matcher runs on a node *before* its sources are visited, to a fixed point;
  a rule that raises BottomUpGate keeps the node and skips its sources.
- walk=True: one pass; results are not rewritten again (used by `substitute`).
- enter_calls=False: the body (src[0]) of CALL/FUNCTION nodes is left alone.

Tracking record format (read by tg-viz). When `VIZ` is set or `TRACK_MATCH_STATS>=2`, each graph_rewrite call appends
one `TrackedGraphRewrite` to `tracked_rewrites` when it starts (so nested rewrites follow their parent, with a larger
`depth`) and, when it ends, calls every function in `rewrite_hooks` with it. Its fields:
  loc: (file, line) of the graph_rewrite call site      sink: the input UOp          output: the result UOp (None on error)
  name: the `name` argument, else the caller's name     depth: nesting level (0 = outermost)
  bottom_up, walk, enter_calls: the mode flags          matches: list of RewriteMatch, in the order the rules fired
A `RewriteMatch` is (before: UOp, after: UOp, upat: UPat | None, loc: (file, line) of the rule's pattern, seconds).
A rule that raises is recorded with `after` = UOp(Ops.REWRITE_ERROR, arg="<ExcType>\\n<message>"), upat None, then re-raised.

Rewrites that do not go through graph_rewrite are recorded the same way, as walk steps: `record_rebuild` records a graph rebuilt
in one pass by a helper (a match per node it replaced, upat None, loc the helper's callback), and `@traced_pass` records a whole
pass as one step whose single match is input -> output, with the rewrites it runs nested under it. A file in `helper_files` is
skipped when naming a step after its caller.
"""
from __future__ import annotations
import atexit, functools, operator, os, sys, time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar, cast
from collections.abc import Callable, Mapping
from tinygrad.dtype import dtypes
from tinygrad.helpers import PRINT_MATCH_STATS, REWRITE_STACK_LIMIT, TRACK_MATCH_STATS, VIZ
from tinygrad.uop import Ops
from tinygrad.uop.upat import PatternMatcher, UPat
if TYPE_CHECKING: from tinygrad.uop.ops import UOp

@dataclass(frozen=True)
class RewriteMatch:
  before: UOp
  after: UOp
  upat: UPat | None
  loc: tuple[str, int] | None
  seconds: float

@dataclass
class TrackedGraphRewrite:
  loc: tuple[str, int]
  sink: UOp
  name: str | None
  depth: int
  bottom_up: bool
  walk: bool
  enter_calls: bool
  matches: list[RewriteMatch] = field(default_factory=list)
  output: UOp | None = None

tracked_rewrites: list[TrackedGraphRewrite] = []
rewrite_hooks: list[Callable[[TrackedGraphRewrite], None]] = []
_active: list[TrackedGraphRewrite] = []
helper_files: set[str] = {__file__}
def tracking() -> bool: return bool(VIZ) or TRACK_MATCH_STATS >= 2 or bool(PRINT_MATCH_STATS)

# PRINT_MATCH_STATS: rule location -> [matches, seconds], pass name -> [runs, matches]; printed at exit
match_stats: dict[tuple[str, int] | None, list[float]] = {}
pass_stats: dict[str, list[int]] = {}

def _count_matches(rec: TrackedGraphRewrite) -> None:
  if not PRINT_MATCH_STATS: return
  for m in rec.matches:
    st = match_stats.setdefault(m.loc, [0, 0.0])
    st[0], st[1] = st[0] + 1, st[1] + m.seconds
  ps = pass_stats.setdefault(rec.name or "?", [0, 0])
  ps[0], ps[1] = ps[0] + 1, ps[1] + len(rec.matches)
  # recorded only for the counts: drop the graphs unless VIZ or TRACK_MATCH_STATS keeps them
  if not VIZ and TRACK_MATCH_STATS < 2 and tracked_rewrites and tracked_rewrites[-1] is rec: tracked_rewrites.pop()

def print_match_stats(limit: int = 40) -> None:
  """Print the rules that matched most (by time, then count) and every pass's runs and matches, as PRINT_MATCH_STATS does at exit."""
  if not match_stats: return
  print(f"{'matches':>9s} {'ms':>9s}  rule")
  for loc, (n, sec) in sorted(match_stats.items(), key=lambda kv: (-kv[1][1], -kv[1][0]))[:limit]:
    where = f"{loc[0].rpartition(os.sep + 'tinygrad' + os.sep)[2]}:{loc[1]}" if loc else "(whole passes)"
    print(f"{int(n):9d} {sec * 1e3:9.2f}  {where}")
  total = sum(int(n) for n, _ in match_stats.values())
  print(f"{total:9d} {sum(s for _, s in match_stats.values()) * 1e3:9.2f}  total over {len(match_stats)} rules")
  print(f"{'runs':>9s} {'matches':>9s}  graph_rewrite")
  for name, (runs, n) in sorted(pass_stats.items(), key=lambda kv: -kv[1][1]): print(f"{runs:9d} {n:9d}  {name}")

rewrite_hooks.append(_count_matches)
atexit.register(print_match_stats)

class RewriteLimitError(RuntimeError): pass
class BottomUpGate(Exception):
  """Raised by a bottom-up rule to keep the node as it is and not descend into its sources."""

Entry = tuple["UOp", int, "UOp"]  # (original node, stage, node being worked on)

class _Rewriter:
  def __init__(self, pm: PatternMatcher | None, bpm: PatternMatcher | None, ctx: Any, walk: bool, enter_calls: bool, name: str,
               track: TrackedGraphRewrite | None):
    self.pm, self.bpm, self.ctx, self.walk, self.enter_calls, self.name, self.track = pm, bpm, ctx, walk, enter_calls, name, track
    self.replace: dict[UOp, UOp] = {}
    self.started: set[UOp] = set()
    self.waiting: dict[UOp, list[Entry]] = {}
    self.stack: list[Entry] = []
    self.limit = int(REWRITE_STACK_LIMIT.value)

  def apply(self, pm: PatternMatcher, n: UOp) -> UOp | None:
    if self.track is None: return pm.rewrite(n, self.ctx)
    st = time.perf_counter()
    try: r = pm.rewrite_traced(n, self.ctx)
    except Exception as e:
      err = n.replace(op=Ops.REWRITE_ERROR, dtype=dtypes.void, src=(), arg=f"{type(e).__name__}\n{e}", tag=None)
      self.track.matches.append(RewriteMatch(n, err, None, None, 0.0))
      raise
    if r is None: return None
    self.track.matches.append(RewriteMatch(n, r[0], r[1], r[1].location, time.perf_counter() - st))
    return r[0]

  def too_deep(self, what: str, n: UOp) -> RewriteLimitError:
    return RewriteLimitError(f"graph_rewrite {self.name!r} exceeded REWRITE_STACK_LIMIT={self.limit} ({what}): a rule keeps producing new nodes "
                             f"(a rewrite loop) near {n.op} {n.arg!r}. Fix the rule, or raise REWRITE_STACK_LIMIT for a legitimately huge graph")

  def kids(self, n: UOp) -> tuple[UOp, ...]:
    return n.src[1:] if not self.enter_calls and n.op in (Ops.CALL, Ops.FUNCTION) else n.src

  def push(self, n: UOp) -> None:
    # a node already queued but not started is queued again on top (cheaper than making its users wait); the later copy is skipped
    if n not in self.replace and n not in self.started: self.stack.append((n, 0, n))

  def finish(self, n: UOp, result: UOp) -> None:
    self.replace[n] = result
    if self.waiting: self.stack.extend(self.waiting.pop(n, ()))
    if not self.walk and result not in self.replace:  # a result reached here is a fixed point: never rewrite it again
      self.replace[result] = result
      if self.waiting: self.stack.extend(self.waiting.pop(result, ()))

  def wait(self, on: UOp, entry: Entry) -> None: self.waiting.setdefault(on, []).append(entry)

  def run_bpm(self, n: UOp) -> UOp:
    assert self.bpm is not None
    seen: set[UOp] = set()
    while (r := self.apply(self.bpm, n)) is not None:
      if self.walk: return r
      if r in seen: raise RuntimeError(f"graph_rewrite {self.name!r}: bottom-up rules cycle back to {r.op} {r.arg!r}; make one of them stop matching")
      if len(seen) > self.limit: raise self.too_deep("bottom-up steps on one node", n)
      seen.add(n := r)
    return n

  def walk_sources_first(self, root: UOp) -> UOp:
    """walk without bottom-up rules: one pass in topological order, each node matched once over its rewritten sources."""
    replace = self.replace
    for n in root.toposort():
      new_src = tuple([replace[x] for x in n.src])
      rebuilt = n if all(map(operator.is_, new_src, n.src)) else type(n)(n.op, n.dtype, new_src, n.arg, n.tag)
      r = self.apply(self.pm, rebuilt) if self.pm is not None else None
      replace[n] = rebuilt if r is None else r
    return replace[root]

  def rewrite(self, root: UOp) -> UOp:
    if self.walk and self.bpm is None and self.enter_calls: return self.walk_sources_first(root)
    replace, stack, started = self.replace, self.stack, self.started
    self.push(root)
    while stack:
      if len(stack) > self.limit: raise self.too_deep("stack size", stack[-1][0])
      n, stage, new_n = stack.pop()
      if n in replace: continue
      if stage == 0:
        if n in started: continue
        started.add(n)
        if self.bpm is not None:
          try: new_n = self.run_bpm(n)
          except BottomUpGate:
            self.finish(n, n)
            continue
          if new_n is not n and self.walk:
            self.finish(n, new_n)
            continue
        stack.append((n, 1, new_n))
        for x in reversed(self.kids(new_n)):
          if x not in replace and x not in started: stack.append((x, 0, x))
      elif stage == 1: self.stage1(n, new_n)
      elif new_n in replace: self.finish(n, replace[new_n])
      else: self.wait(new_n, (n, 2, new_n))
    if root not in replace: raise RuntimeError(f"graph_rewrite {self.name!r}: the rules rewrite a node into a graph that contains it (a cycle)")
    return replace[root]

  def stage1(self, n: UOp, new_n: UOp) -> None:
    kids = self.kids(new_n)
    try: new_kids = tuple([self.replace[x] for x in kids])
    except KeyError:  # a source is still being rewritten further up: continue when it is done
      return self.wait(next(x for x in kids if x not in self.replace), (n, 1, new_n))
    if new_kids != kids:  # tuple compare is by identity here
      rebuilt = new_n.replace(src=new_n.src[:len(new_n.src) - len(kids)] + new_kids)  # a skipped CALL body stays as is
      if self.walk:
        r = self.apply(self.pm, rebuilt) if self.pm is not None else None
        return self.finish(n, rebuilt if r is None else r)  # `or` would call UOp.__bool__ (symbolic) and drop a const 0
      self.stack.append((n, 2, rebuilt))
      return self.push(rebuilt)
    if self.pm is None or (r := self.apply(self.pm, new_n)) is None: return self.finish(n, new_n)
    if self.walk: return self.finish(n, r)
    self.stack.append((n, 2, r))
    self.push(r)

def _caller_name_loc() -> tuple[str, tuple[str, int]]:
  f = sys._getframe(2)
  while f.f_back is not None and f.f_code.co_filename in helper_files: f = f.f_back
  return f.f_code.co_name, (f.f_code.co_filename, f.f_lineno)

def _begin(sink: UOp, name: str | None, bottom_up: bool, walk: bool, enter_calls: bool, loc: tuple[str, int] | None = None) -> TrackedGraphRewrite:
  fname, caller = _caller_name_loc()
  rec = TrackedGraphRewrite(loc or caller, sink, name or fname, len(_active), bottom_up, walk, enter_calls)
  tracked_rewrites.append(rec)
  _active.append(rec)
  return rec

def _end(rec: TrackedGraphRewrite, output: UOp | None) -> None:
  _active.pop()
  rec.output = output
  for hook in rewrite_hooks: hook(rec)

def _code_loc(fn: Callable) -> tuple[str, int] | None:
  code = getattr(getattr(fn, "func", fn), "__code__", None)  # a functools.partial names its function
  return (code.co_filename, code.co_firstlineno) if code is not None else None

def record_rebuild(sink: UOp, output: UOp, done: Mapping[UOp, UOp], name: str | None = None, fn: Callable | None = None) -> None:
  """Record a one-pass rebuild (sources first) that turned `sink` into `output` as a walk step; `done` maps the nodes it visited to
  what they became. A node whose result is not just itself over its new sources is a match (before = it over its new sources)."""
  if not tracking(): return
  rec = _begin(sink, name, False, True, True)
  loc = _code_loc(fn) if fn is not None else None
  for u, r in done.items():
    if r is u: continue
    before = u if all(done.get(s, s) is s for s in u.src) else u.replace(src=tuple(done.get(s, s) for s in u.src))
    if before is not r: rec.matches.append(RewriteMatch(before, r, None, loc, 0.0))
  _end(rec, output)

PassFn = TypeVar("PassFn", bound=Callable[..., Any])
def traced_pass(name: str | None = None) -> Callable[[PassFn], PassFn]:
  """Record a pass `fn(sink, ...) -> UOp (or a tuple that starts with one)` as one walk step named `name` (default: the function's
  name) whose single match is input -> output; the graph_rewrites it runs are recorded after it, one level deeper. A pass whose
  result is no UOp (a linearizer's list) is recorded with no output."""
  def decorator(fn: PassFn) -> PassFn:
    @functools.wraps(fn)
    def wrapper(sink: UOp, *args: Any, **kwargs: Any) -> Any:
      if not tracking(): return fn(sink, *args, **kwargs)
      rec, ret = _begin(sink, name or fn.__name__, False, True, True, _code_loc(fn)), None
      from tinygrad.uop.ops import UOp
      try: ret = fn(sink, *args, **kwargs)
      finally:
        out = ret[0] if isinstance(ret, tuple) else ret
        if not isinstance(out, UOp): out = None
        elif out is not sink: rec.matches.append(RewriteMatch(sink, out, None, _code_loc(fn), 0.0))
        _end(rec, out)
      return ret
    return cast(PassFn, wrapper)
  return decorator

def _run(sink: UOp, pm: PatternMatcher | None, ctx: Any, bottom_up: bool, name: str | None, bpm: PatternMatcher | None, walk: bool,
         enter_calls: bool, track: bool = True) -> _Rewriter:
  if bottom_up: pm, bpm = None, (pm if bpm is None or pm is None else bpm + pm)
  rec = _begin(sink, name, bpm is not None, walk, enter_calls) if track and tracking() else None
  rw = _Rewriter(pm, bpm, ctx, walk, enter_calls, name or "", rec)
  try: rw.rewrite(sink)
  finally:
    if rec is not None: _end(rec, rw.replace.get(sink))
  return rw

def graph_rewrite(sink: UOp, pm: PatternMatcher, ctx: Any = None, bottom_up: bool = False, name: str | None = None,
                  bpm: PatternMatcher | None = None, walk: bool = False, enter_calls: bool = True) -> UOp:
  """Rewrite `sink` with the rules of `pm` (and `bpm` before visiting sources) to a fixed point; return the new root."""
  return _run(sink, pm, ctx, bottom_up, name, bpm, walk, enter_calls).replace[sink]

def graph_rewrite_map(sink: UOp, pm: PatternMatcher, ctx: Any = None, bottom_up: bool = False, name: str | None = None,
                      bpm: PatternMatcher | None = None, walk: bool = False, enter_calls: bool = True) -> dict[UOp, UOp]:
  """As graph_rewrite, returning what every node of the input graph became."""
  rw = _run(sink, pm, ctx, bottom_up, name, bpm, walk, enter_calls)
  return {k: rw.replace.get(k, k) for k in sink.toposort()}
