"""The viewer's model of a RewriteTrace: the context list, replaying a step match by match, graph JSON and text views.

Nodes are the trace's numbers. `NodeTable` re-interns rebuilt nodes by their fields, so replacing a source and rebuilding a
parent finds the very node the rewriter saw (the IR is hash-consed, and the trace keeps that property).
"""
from __future__ import annotations
import codecs, difflib, pickle, textwrap, traceback
from dataclasses import dataclass
from typing import Any
from collections.abc import Iterator
from tinygrad.helpers import Context, ansistrip
from tinygrad.profile import TracingKey
from tinygrad.uop import Ops
from tinygrad.viz.capture import RewriteStep, RewriteTrace

# ---- loading ----

def load_pickle(path: str | None, default: Any = None) -> Any:
  """Unpickle a capture file (it holds tinygrad classes, so tinygrad is imported); a missing file gives `default`."""
  if path is None: return default
  try:
    with open(path, "rb") as f, Context(DEBUG=0): return pickle.load(f)
  except FileNotFoundError: return default

def _argkey(arg: Any) -> Any:
  try:
    hash(arg)
    return (type(arg), arg)
  except TypeError: return (type(arg), repr(arg))

class NodeTable:
  """Numbered nodes `(op, dtype, src, arg, tag)` with structural interning."""
  def __init__(self, fields: dict[int, tuple]):
    self.fields = dict(fields)
    self.intern = {self._key(v): k for k, v in self.fields.items()}
    self.next = max(self.fields, default=-1) + 1
  @staticmethod
  def _key(f: tuple) -> tuple: return (f[0], f[1], f[2], _argkey(f[3]), _argkey(f[4]))
  def make(self, op: Any, dtype: Any, src: tuple[int, ...], arg: Any, tag: Any) -> int:
    if (n := self.intern.get(k := self._key(f := (op, dtype, src, arg, tag)))) is not None: return n
    self.fields[n := self.next] = f
    self.intern[k], self.next = n, n + 1
    return n
  def number(self, u: Any) -> int:
    """Intern a live UOp (e.g. a context key) into this table."""
    nums: dict[int, int] = {}
    for x in u.toposort(): nums[id(x)] = self.make(x.op, x.dtype, tuple(nums[id(s)] for s in x.src), x.arg, x.tag)
    return nums[id(u)]
  def toposort(self, root: int) -> list[int]:
    out: dict[int, None] = {}
    stack = [(root, False)]
    while stack:
      n, done = stack.pop()
      if n in out: continue
      if done: out[n] = None
      else: stack.extend([(n, True)] + [(s, False) for s in reversed(self.fields[n][2]) if s not in out])
    return list(out)

class ReplayError(RuntimeError): pass

def substitute(nt: NodeTable, root: int, repl: dict[int, int], step: RewriteStep, limit: int = 1_000_000) -> int:
  """`root` with every recorded replacement applied the way the rewriter applies them (walk: once; else to a fixed point)."""
  memo: dict[int, int] = {}
  stack, work = [root], 0
  def chase(n: int) -> int:
    seen = set()
    while n in repl and not step.walk and n not in seen: seen.add(n); n = repl[n]
    return repl.get(n, n) if step.walk else n
  while stack:
    if (work := work + 1) > limit: raise ReplayError(f"replaying {step.name!r} did not settle after {limit} node visits: the rules loop")
    n = stack[-1]
    if n in memo: stack.pop(); continue
    if (pre := chase(n)) != n:
      if step.walk: memo[n] = pre
      elif pre not in memo: stack.append(pre); continue
      else: memo[n] = memo[pre]
      stack.pop(); continue
    op, dt, src, arg, tag = nt.fields[n]
    kids = src[1:] if not step.enter_calls and op in (Ops.CALL, Ops.FUNCTION) else src
    if missing := [k for k in kids if k not in memo]: stack.extend(reversed(missing)); continue
    new_src = src[:len(src) - len(kids)] + tuple(memo[k] for k in kids)
    new = nt.make(op, dt, new_src, arg, tag) if new_src != src else n
    if (post := chase(new)) == new: memo[n] = new
    elif step.walk: memo[n] = post
    elif post not in memo: stack.append(post); continue
    else: memo[n] = memo[post]
    stack.pop()
  return memo[root]

def replay(nt: NodeTable, step: RewriteStep) -> Iterator[tuple[int, Any]]:
  """(graph, match) after each recorded match, starting with (input graph, None)."""
  yield step.sink, None
  repl: dict[int, int] = {}
  for m in step.matches:
    repl[m.before] = m.after
    yield substitute(nt, step.sink, repl, step), m

# ---- labels and graph JSON ----

uops_colors: dict[Ops, str] = {
  Ops.LOAD: "#ffc0c0", Ops.STORE: "#87cefa", Ops.CONST: "#e0e0e0", Ops.REDUCE: "#FF5B5B", Ops.ALLREDUCE: "#FF5B5B", Ops.RANGE: "#c8a0e0",
  Ops.END: "#c8a0e0", Ops.SPECIAL: "#c8a0e0", Ops.BUFFER: "#B0BDFF", Ops.PARAM: "#cb9037", Ops.CALL: "#00b3a4", Ops.FUNCTION: "#00b3a4",
  Ops.PROGRAM: "#00b3a4", Ops.COPY: "#a040a0", Ops.CONTIGUOUS: "#FFA500", Ops.REWRITE_ERROR: "#202020", Ops.SINK: "#ffffff",
  Ops.INDEX: "#e8ffa0", Ops.WMMA: "#efefc0", Ops.STACK: "#f0c8f0",
  Ops.AFTER: "#8A7866", Ops.SOURCE: "#c0c0c0", Ops.BINARY: "#404040", Ops.LINEAR: "#7070b0", Ops.CUSTOM: "#ffd5a0", Ops.CUSTOMI: "#ffd5a0",
  **{op: "#ffffc0" for op in Ops if op.name in {"ADD", "MUL", "SUB", "MAX", "CMPLT", "CMPNE", "CMPEQ", "WHERE", "NEG", "EXP2", "LOG2", "SIN",
                                               "SQRT", "RECIPROCAL", "AND", "OR", "XOR", "SHL", "SHR", "CDIV", "CMOD", "FDIV", "TRUNC", "POW",
                                               "FLOORDIV", "FLOORMOD", "MULACC", "THREEFRY", "CAST", "BITCAST"}},
  **{op: "#a0ffa0" for op in Ops if op.name in {"RESHAPE", "PERMUTE", "EXPAND", "PAD", "SHRINK", "FLIP"}}}
addrspace_colors = {"ALU": "#9e9e9e", "REG": "#e53935", "LOCAL": "#ffb300", "GLOBAL": "#43a047"}
_MOVEMENT = {"RESHAPE", "PERMUTE", "EXPAND", "PAD", "SHRINK", "FLIP"}

def _fmt_arg(op: Ops, arg: Any) -> str:
  if op is Ops.CONST and isinstance(arg, float): return f"{arg:g}"
  if op is Ops.BINARY and isinstance(arg, (bytes, bytearray)): return f"<{len(arg)} bytes>"
  s = str(arg) if isinstance(arg, str) else repr(arg)
  try: s = codecs.decode(s, "unicode_escape") if "\\" in s and op is not Ops.SOURCE else s
  except UnicodeDecodeError: pass
  width = 200 if op is Ops.SOURCE else 80
  lines = [w for ln in s.replace(":", "").split("\n") for w in (textwrap.wrap(ln, width) or [""])]
  return "\n".join(lines[:30] + ["..."] if op is Ops.SOURCE and len(lines) > 40 else lines)

def _const_text(nt: NodeTable, n: int) -> str:
  op, _, src, arg, _ = nt.fields[n]
  if op is Ops.CONST: return _fmt_arg(op, arg)
  if op is Ops.STACK: return "{" + ",".join(_const_text(nt, s) for s in src) + "}"
  return _const_text(nt, src[0]) if src else op.name

def excluded(nt: NodeTable, root: int, topo: list[int]) -> set[int]:
  """Nodes the client hides by default and folds into their consumers' labels."""
  users: dict[int, list[int]] = {}
  for n in topo:
    for s in nt.fields[n][2]: users.setdefault(s, []).append(n)
  out: set[int] = set()
  for n in topo:
    op, _, src, _, _ = nt.fields[n]
    if n == root: continue
    if op is Ops.CONST or (op is Ops.STACK and not src) or (op.name in ("RESHAPE", "EXPAND") and src and src[0] in out): out.add(n)
    elif op is Ops.STACK and all(nt.fields[s][0] is Ops.CONST for s in src) and \
        all(nt.fields[u][0].name in _MOVEMENT or nt.fields[u][0] is Ops.PARAM for u in users.get(n, [])): out.add(n)
  return out

def _addrspace(dtype: Any, arg: Any) -> str | None:
  space = getattr(arg, "addrspace", None) or getattr(dtype, "addrspace", None)
  return addrspace_colors.get(getattr(space, "name", ""), None) if space is not None else None

def node_label(nt: NodeTable, n: int, hidden: set[int]) -> str:
  op, dtype, src, arg, _ = nt.fields[n]
  try:
    lines = [op.name]
    if arg is not None: lines.append(_fmt_arg(op, arg))
    if repr(dtype) != "dtypes.void": lines.append(repr(dtype))
    lines += [f"{nt.fields[s][0].name}{i} {_const_text(nt, s)}" for i, s in enumerate(src) if s in hidden]
    return "\n".join(x for x in lines if x != "")
  except Exception: return f"{op.name}\n<ISSUE GETTING LABEL>"

def uop_to_json(nt: NodeTable, root: int, refs: dict[int, int] | None = None) -> dict[str, dict]:
  """The graph under `root` as the client draws it: {id: {label, src: [[port, id]], exclude, color, ref, tag, addrspace}}."""
  topo = nt.toposort(root)
  hidden = excluded(nt, root, topo)
  out: dict[str, dict] = {}
  for n in topo:
    op, dtype, src, arg, tag = nt.fields[n]
    ref = (refs or {}).get(src[0]) if op in (Ops.CALL, Ops.FUNCTION) and src else (refs or {}).get(n) if op is Ops.SINK else None
    out[str(n)] = {"label": node_label(nt, n, hidden), "src": [[i, str(s)] for i, s in enumerate(src)], "exclude": n in hidden,
                   "color": uops_colors.get(op, "#ffffff"), "ref": ref, "tag": None if tag is None else repr(tag),
                   "addrspace": _addrspace(dtype, arg)}
  return out

def uop_text(nt: NodeTable, root: int) -> str:
  """Python-like text of the graph: shared nodes become `xN = UOp(...)` lines, the root comes last."""
  topo = nt.toposort(root)
  uses: dict[int, int] = {}
  for n in topo:
    for s in nt.fields[n][2]: uses[s] = uses.get(s, 0) + 1
  names: dict[int, str] = {}
  text: dict[int, str] = {}
  lines: list[str] = []
  for n in topo:
    op, dtype, src, arg, tag = nt.fields[n]
    srcs = "".join(f"{names.get(s) or text[s]}, " for s in src)
    text[n] = f"UOp({op}, {dtype!r}, arg={arg!r}{'' if tag is None else f', tag={tag!r}'}, src=({srcs}))"
    if uses.get(n, 0) > 1 or (len(text[n]) > 400 and n != root):
      names[n] = f"x{len(names)}"
      lines.append(f"{names[n]} = {text[n]}")
  return "\n".join([*lines, text[root]])

# ---- the trace as the server sees it ----

@dataclass
class VizData:
  trace: RewriteTrace
  nt: NodeTable
  refs: dict[int, int]       # interned key node -> context index (links CALLs to their codegen context)
  key_refs: dict[Any, int]   # hashable TracingKey key -> context index (links profile events)

def build_viz_data(trace: RewriteTrace | None) -> VizData:
  trace = trace or RewriteTrace([], [], {})
  nt, refs, key_refs = NodeTable(trace.uop_fields), dict[int, int](), dict[Any, int]()
  for i, k in enumerate(trace.keys):
    for key in k.keys:
      if hasattr(key, "toposort") and hasattr(key, "op"): refs.setdefault(nt.number(key), i)
      try: key_refs.setdefault(key, i)
      except TypeError: pass
  return VizData(trace, nt, refs, key_refs)

_CODE_VIEWS = (("View UOp List", "uops", Ops.LINEAR), ("View Source", "code", Ops.SOURCE), ("View Disassembly", "asm", Ops.BINARY))

def _final_ops(vd: VizData, steps: list[RewriteStep]) -> set[Ops]:
  found: set[Ops] = set()
  for s in steps:
    if s.output is not None and s.output in vd.nt.fields: found |= {vd.nt.fields[n][0] for n in vd.nt.toposort(s.output)}
  return found

def load_rewrites(vd: VizData) -> list[dict]:
  """The context list of /ctxs: [{name, steps: [{name, query, depth, loc, match_count, code_line, trace}]}]."""
  ctxs = []
  for i, (key, steps) in enumerate(zip(vd.trace.keys, vd.trace.rewrites)):
    out = [{"name": s.name, "query": f"/graph-rewrites?ctx={i}&step={j}", "depth": s.depth, "loc": list(s.loc), "match_count": len(s.matches),
            "code_line": s.code_line, "trace": [list(f) for f in key.tb] if j == 0 and key.tb else None} for j, s in enumerate(steps)]
    present = _final_ops(vd, steps)
    out += [{"name": name, "query": f"/{kind}?ctx={i}&step={len(steps) + k}", "depth": 0}
            for k, (name, kind, op) in enumerate(_CODE_VIEWS) if op in present]
    ctxs.append({"name": key.display_name, "steps": out, "ref": None})
  return ctxs

def get_full_rewrite(vd: VizData, ctx: int, step: int) -> Iterator[dict]:
  """The messages of one step's stream: the input graph, then the graph after each match (with its pattern and diff)."""
  nt, s = vd.nt, vd.trace.rewrites[ctx][step]
  prev = s.sink
  try:
    for g, m in replay(nt, s):
      msg: dict[str, Any] = {"graph": uop_to_json(nt, g, vd.refs), "uop": uop_text(nt, g), "change": None, "diff": None, "upat": None}
      if m is not None:
        changed = set(nt.toposort(m.after)) & set(nt.toposort(g))
        msg["change"] = [str(n) for n in changed]
        msg["diff"] = list(difflib.unified_diff(uop_text(nt, m.before).splitlines(), uop_text(nt, m.after).splitlines(), lineterm=""))[2:]
        msg["upat"] = [list(m.loc) if m.loc else None, f"# {m.seconds * 1e6:.2f} us\n{m.pattern}"]
      prev = g
      yield msg
  except Exception:
    err = nt.make(Ops.REWRITE_ERROR, nt.fields[prev][1], (), traceback.format_exc(), None)
    yield {"graph": uop_to_json(nt, err), "uop": str(nt.fields[err][3]), "change": None, "diff": None, "upat": None}

def _last_node(vd: VizData, ctx: int, op: Ops) -> Any:
  for s in reversed(vd.trace.rewrites[ctx]):
    if s.output is None: continue
    for n in reversed(vd.nt.toposort(s.output)):
      if vd.nt.fields[n][0] is op: return n
  return None

def get_render(vd: VizData, kind: str, ctx: int, step: int) -> Any:
  """The payload of /<kind>?ctx=&step= (the stream of graph-rewrites is get_full_rewrite); None when there is none."""
  if not 0 <= ctx < len(vd.trace.rewrites): return None
  nt = vd.nt
  if kind == "graph-rewrites": return get_full_rewrite(vd, ctx, step) if 0 <= step < len(vd.trace.rewrites[ctx]) else None
  if kind == "uops":
    n = _last_node(vd, ctx, Ops.LINEAR)
    if n is None: return {"src": "No linear found"}
    return {"src": "\n".join(f"{i:4d} {node_label(nt, s, set()).replace(chr(10), ' ')}" for i, s in enumerate(nt.fields[n][2]))}
  if kind == "code":
    n = _last_node(vd, ctx, Ops.SOURCE)
    return {"src": str(nt.fields[n][3]), "lang": "cpp"} if n is not None else {"src": "No source found"}
  if kind == "asm":
    n = _last_node(vd, ctx, Ops.BINARY)
    if n is None: return {"src": "No disassembly found"}
    lib = nt.fields[n][3]
    return {"src": "\n".join(f"{i:08x}  {lib[i:i + 16].hex(' ')}" for i in range(0, len(lib), 16)) if isinstance(lib, bytes) else str(lib)}
  return None

def context_of(vd: VizData, key: Any) -> int | None:
  """The context a profile key (or a TracingKey) links to."""
  if isinstance(key, TracingKey):
    if (idx := next((i for i, k in enumerate(vd.trace.keys) if k == key), None)) is not None: return idx  # a group's own span
    return next((r for k in key.keys if (r := context_of(vd, k)) is not None), None)
  try: return vd.key_refs.get(key)
  except TypeError: return None

__all__ = ["NodeTable", "VizData", "addrspace_colors", "ansistrip", "build_viz_data", "get_full_rewrite", "get_render", "load_pickle",
           "load_rewrites", "uop_text", "uop_to_json", "uops_colors"]
