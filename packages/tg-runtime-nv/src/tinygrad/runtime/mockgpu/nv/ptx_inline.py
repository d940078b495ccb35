"""Source preparation for the PTX executor, which runs flat entry bodies: `.func` calls are inlined, nested-block registers renamed.

NVRTC emits calls for library slow paths (float64 sin/cos argument reduction). A call site declares `.param` variables in a scope block,
stores the arguments into them, calls, and loads the results from the return `.param`. Here each such declaration becomes a per-thread
`.local` buffer with a name unique to its call site, `ld/st.param` on it become `ld/st.local`, and the callee's body is pasted in with
its registers prefixed, its labels and local buffers suffixed, its formal parameters and return values bound to the call site's buffers, and `ret`
turned into a branch past the copy. Semantics per thread are unchanged; recursion is refused. Registers declared in nested `{ }` blocks
get names of their own, since the executor drops the braces.
"""
from __future__ import annotations
import itertools, re
from tinygrad.runtime.mockgpu.nv.ptx_operands import PTXError

_FUNC = re.compile(r"(?:\.(?:visible|weak|extern)\s+)*\.func\s*(?:\(([^)]*)\))?\s*([\w$]+)\s*\(([^)]*)\)[^{;]*([{;])", re.S)
_CALL = re.compile(r"call(?:\.uni)?\s+(?:\(([^)]*)\)\s*,\s*)?([\w$]+)\s*(?:,\s*\(([^)]*)\))?\s*;")
_PARAM_DECL = re.compile(r"^([\s{}]*)\.param\s+(?:\.align\s+(\d+)\s+)?\.(\w+)\s+([\w$]+)(?:\s*\[(\d+)\])?\s*$")
_PARAM_NAME = re.compile(r"\.param\s+(?:\.align\s+\d+\s+)?\.\w+\s+([\w$]+)")
_LABEL = re.compile(r"(?m)^\s*([\w$]+)\s*:(?!:)")
_LOCAL = re.compile(r"\.local\s+(?:\.align\s+\d+\s+)?\.\w+\s+([\w$]+)")
SPECIAL_REGS = {"tid", "ntid", "ctaid", "nctaid", "laneid", "warpid", "nwarpid", "smid", "nsmid", "gridid", "clock", "clock64", "globaltimer",
                "lanemask_eq", "lanemask_le", "lanemask_lt", "lanemask_ge", "lanemask_gt", "dynamic_smem_size", "total_smem_size"}
MAX_DEPTH = 16

def _sub_names(text: str, names: dict[str, str]) -> str:
  if not names: return text
  pat = re.compile(r"(?<![\w$%.])(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?![\w$])")
  return pat.sub(lambda m: names[m[1]], text)

def _block_end(src: str, start: int) -> int:
  """Index just past the brace that closes the `{` at `start`."""
  depth = 0
  for i in range(start, len(src)):
    if src[i] == "{": depth += 1
    elif src[i] == "}":
      depth -= 1
      if depth == 0: return i + 1
  raise PTXError("unbalanced braces in a .func")

class _Inliner:
  def __init__(self, funcs: dict[str, tuple[list[str], list[str], str]]):
    self.funcs, self.ids, self.local_params = funcs, itertools.count(), set[str]()

  def params_to_local(self, body: str) -> str:
    """Each `.param` declared in a body becomes a `.local` buffer unique to its place; later references follow the newest one."""
    out, cur = [], dict[str, str]()
    for stmt in body.split(";"):
      if (m := _PARAM_DECL.match(stmt)):
        lead, al, t, name, cnt = m.groups()
        size = (int(t[1:]) // 8 if t[1:].isdigit() else 1) * (int(cnt) if cnt else 1)
        cur[name] = uniq = f"{name}_q{next(self.ids)}"
        self.local_params.add(uniq)
        out.append(f"{lead}.local .align {al or 8} .b8 {uniq}[{size}]")
      else: out.append(_sub_names(stmt, cur))
    return ";".join(out)

  def expand(self, body: str, depth: int = 0) -> str:
    body = self.params_to_local(body)
    def call(m: re.Match) -> str:
      rets, args = ([a.strip() for a in (g or "").split(",") if a.strip()] for g in (m[1], m[3]))
      if (fn := self.funcs.get(m[2])) is None: raise PTXError(f"call to {m[2]}: no .func of that name in the module")
      if depth >= MAX_DEPTH: raise PTXError(f"call to {m[2]}: calls nest deeper than {MAX_DEPTH} (recursion is not supported)")
      formal_rets, formal_args, fbody = fn
      if len(args) != len(formal_args) or len(rets) != len(formal_rets): raise PTXError(f"call to {m[2]}: wrong number of arguments")
      n = next(self.ids)
      fbody = self.expand(fbody, depth + 1)
      own = {x: f"{x}_f{n}" for x in _LABEL.findall(fbody) + _LOCAL.findall(fbody)}
      fbody = _sub_names(fbody, {**own, **dict(zip(formal_args, args)), **dict(zip(formal_rets, rets))})
      fbody = re.sub(r"%([A-Za-z_$][\w$]*)", lambda r: r[0] if r[1] in SPECIAL_REGS else f"%_f{n}_{r[1]}", fbody)
      fbody = re.sub(r"\bret(?:\.uni)?\s*;", f"bra.uni $ret_f{n};", fbody)
      return f"\n{fbody}\n$ret_f{n}:\n"
    return _CALL.sub(call, body)

  def param_space(self, body: str) -> str:
    """`ld/st.param` on a call site's buffers read and write them as local memory."""
    def fix(m: re.Match) -> str: return m[0].replace(".param", ".local", 1) if m[2] in self.local_params else m[0]
    return re.sub(r"\b(ld|st)\.param\b[^;]*?\[\s*([\w$]+)", fix, body)

_REG_DECL = re.compile(r"^(\s*\.reg\s+(?:\.v\d\s+)?\.\w+\s+)(.*)$", re.S)

def scope_registers(body: str, ids: itertools.count) -> str:
  """Registers declared inside a `{ }` block are that block's own: renamed uniquely so they cannot clobber an outer register of the
  same name (NVRTC's inline assembly declares %r0..%r3 in nested blocks of functions that use %r1..)."""
  out, stack = [], [dict[str, str]()]
  def apply(text: str) -> str:  # register names may lack the % (inline assembly's `.reg .b16 c;`)
    return re.sub(r"(?<![\w$.%])%?[A-Za-z_$][\w$]*", lambda m: stack[-1].get(m[0], m[0]), text) if len(stack) > 1 else text
  for tok in re.split(r"([{}])", body):
    if tok == "{": stack.append(dict(stack[-1]))
    elif tok == "}": stack.pop() if len(stack) > 1 else None
    else:
      stmts = tok.split(";")
      for i, st in enumerate(stmts):
        if len(stack) > 1 and (m := _REG_DECL.match(st)):
          n, decls = next(ids), []
          for r in (x.strip() for x in m[2].split(",") if x.strip()):
            if (rng := re.match(r"(%?[\w$]+)<(\d+)>$", r)):
              stack[-1].update({f"{rng[1]}{j}": f"{rng[1]}_s{n}_{j}" for j in range(int(rng[2]))})
              decls.append(f"{rng[1]}_s{n}_<{rng[2]}>")
            else:
              stack[-1][r] = f"{r}_s{n}"
              decls.append(stack[-1][r])
          stmts[i] = m[1] + ", ".join(decls)
        else: stmts[i] = apply(st)
      tok = ";".join(stmts)
    out.append(tok)
  return "".join(out)

def prepare(src: str) -> str:
  """The module as the executor runs it: every `.func` removed and every call inlined, nested-block registers made unique."""
  funcs: dict[str, tuple[list[str], list[str], str]] = {}
  pieces, pos = [], 0
  while ".func" in src and (m := _FUNC.search(src, pos)) is not None:
    end = _block_end(src, m.start(4)) if m[4] == "{" else m.end()
    if m[4] == "{": funcs[m[2]] = (_PARAM_NAME.findall(m[1] or ""), _PARAM_NAME.findall(m[3]), src[m.end(4):end - 1])
    pieces.append(src[pos:m.start()])
    pos = end
  rest = "".join(pieces) + src[pos:]
  inl = _Inliner(funcs)
  out, pos = [], 0
  for m in re.finditer(r"\.entry\s+[\w$]+\s*\([^)]*\)[^{]*\{", rest):
    if m.start() < pos: continue
    end = _block_end(rest, m.end() - 1)
    body = rest[m.end():end - 1]
    if funcs: body = inl.param_space(inl.expand(body))
    if "{" in body: body = scope_registers(body, inl.ids)
    out += [rest[pos:m.end()], body, "}"]
    pos = end
  return "".join(out) + rest[pos:]
