"""One binding module from its spec: parse with libclang, check every macro translation, render the mako template."""
from __future__ import annotations
import ast, builtins, ctypes, hashlib, keyword, math, pathlib, re, sys, types
from typing import Any
import clang.cindex as ci
from mako.template import Template
from tinygrad.runtime.autogen.generator import VERSION
from tinygrad.runtime.autogen.generator.clangparse import Macro, Model, Parser, Unsupported, parse
from tinygrad.runtime.autogen.generator.config import ModuleSpec
from tinygrad.runtime.autogen.generator.macros import translate

TEMPLATE = Template(filename=str(pathlib.Path(__file__).parent / "templates" / "module.py.mako"))
MAIN = "/tmp/__tg_autogen_main__.c"  # an in-memory file that includes every header of the module

# ---- clang's own value for each object-like macro, to check the Python translation against ----

def _evaluator() -> Any:
  lib = ci.conf.lib
  lib.clang_Cursor_Evaluate.restype, lib.clang_Cursor_Evaluate.argtypes = ctypes.c_void_p, [ci.Cursor]
  for n, r in [("getKind", ctypes.c_int), ("getAsLongLong", ctypes.c_longlong), ("getAsUnsigned", ctypes.c_ulonglong),
               ("isUnsignedInt", ctypes.c_uint), ("getAsDouble", ctypes.c_double), ("dispose", None)]:
    f = getattr(lib, f"clang_EvalResult_{n}")
    f.restype, f.argtypes = r, [ctypes.c_void_p]
  return lib

def clang_values(includes: str, args: list[str], macros: list[Macro]) -> dict[str, int | float]:
  cands = [m.name for m in macros if m.params is None]
  probe = includes + "".join(f"static const __auto_type __tg_{i} = ({n});\n" for i, n in enumerate(cands))
  tu, lib, out = parse(MAIN, args, [(MAIN, probe)]), _evaluator(), {}
  # clang recovers from a body that is no C expression (NVIDIA's `hi:lo`) and would still give a value: such lines are not trusted
  bad = {d.location.line for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error and d.location.file and d.location.file.name == MAIN}
  for cur in tu.cursor.get_children():
    if cur.kind != ci.CursorKind.VAR_DECL or not cur.spelling.startswith("__tg_") or cur.location.line in bad: continue
    if not (res := lib.clang_Cursor_Evaluate(cur)): continue
    kind = lib.clang_EvalResult_getKind(res)
    if kind == 1: out[cands[int(cur.spelling[5:])]] = lib.clang_EvalResult_getAsUnsigned(res) if lib.clang_EvalResult_isUnsignedInt(res) \
      else lib.clang_EvalResult_getAsLongLong(res)
    elif kind == 2: out[cands[int(cur.spelling[5:])]] = lib.clang_EvalResult_getAsDouble(res)
    lib.clang_EvalResult_dispose(res)
  return out

# ---- macros: translated, ordered by dependency, and each one proven to evaluate ----

def _names(code: types.CodeType) -> set[str]:
  return set(code.co_names).union(*(_names(c) for c in code.co_consts if isinstance(c, types.CodeType)))

def _same(py: Any, cv: int | float) -> bool:
  if not isinstance(py, (int, float)): return True  # tuples, strings, types: nothing of C's to compare with
  if isinstance(py, float) or isinstance(cv, float): return isinstance(py, (int, float)) and abs(py - cv) <= 1e-9 * max(1.0, abs(cv))
  return isinstance(py, int) and (py - cv) % (1 << 64) == 0

def macro_lines(model: Model, cvals: dict[str, int | float], ns: dict[str, Any]) -> list[str]:
  by_name = {m.name: m for m in model.macros}
  lines: list[str] = []
  state: dict[str, int] = {}  # 1 visiting, 2 done
  def visit(m: Macro) -> None:
    if state.get(m.name): return
    state[m.name] = 1
    for tok in m.body:
      if tok in by_name and tok != m.name and tok not in (m.params or []): visit(by_name[tok])
    state[m.name] = 2
    if (line := one_macro(m, model, cvals.get(m.name), ns)) is not None: lines.append(line)
  for m in model.macros: visit(m)
  return lines

def one_macro(m: Macro, model: Model, cv: int | float | None, ns: dict[str, Any]) -> str | None:
  if not m.name.isidentifier() or keyword.iskeyword(m.name) or m.name in ns or hasattr(builtins, m.name) or m.body == [m.name]: return None
  try: py = translate(m.body, model.typenames, m.params)
  except (Unsupported, ValueError, SyntaxError): py = None
  if m.params is not None:
    if py is None: return None
    src = f"lambda {', '.join(m.params)}: {py}"
    try: fn = eval(src, ns)
    except Exception: return None
    if not _names(fn.__code__) <= (set(ns) | set(dir(builtins)) | {m.name}): return None
    ns[m.name] = fn
    return f"{m.name} = {src}"
  val: Any = None
  if py is not None:
    try:
      # a macro that calls a library function would call it at import time (only modules with a DLL have functions: skip the parse)
      fns = {f.name for f in model.functions}
      called = {n.func.id for n in ast.walk(ast.parse(py, mode="eval")) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)} if fns else set()
      val = eval(py, ns) if not called & fns else None
    except Exception: py = None
  if py is not None and ((cv is not None and not _same(val, cv)) or val is None): py = None  # the translation disagrees with C: keep C's value
  if py is None:
    if cv is None: return None
    val, py = cv, (hex(cv) if m.hexlike and isinstance(cv, int) else repr(cv) if isinstance(cv, int) or math.isfinite(cv) else f"float('{cv}')")
  ns[m.name] = val
  return f"{m.name} = {py}"

# ---- the module ----

def render(spec: ModuleSpec, model: Model, digest: str, macros: list[str]) -> str:
  dll = None
  if spec.dll:
    d = spec.dll
    extra = (f", paths={d['paths']!r}" if d.get("paths") else "") + (", use_errno=True" if d.get("errno") else "")
    dll = f"c.DLL({d['name']!r}, {d.get('candidates', [d['name']])!r}{extra})"
  return TEMPLATE.render(version=VERSION, inputs=", ".join(spec.headers + spec.also), digest=digest, name=spec.name, dll=dll, prolog=spec.prolog,
                         records=model.records, decls=model.decls, functions=model.functions if spec.dll else [], macros=macros)

def build(spec: ModuleSpec) -> tuple[str, Model]:
  """The module text and the model it came from. Same headers and generator give the same bytes."""
  files, also, args = spec.files(), spec.files(also=True), spec.clang_args()
  h = hashlib.sha256(repr((VERSION, spec.args)).encode())  # unformatted args: where a header tree lives must not change the bytes
  for label, path in files + also: h.update(label.encode() + b"\0" + pathlib.Path(path).read_bytes())
  includes = "".join(f'#include "{p}"\n' for _, p in files)
  tu = parse(MAIN, args, [(MAIN, includes)])
  mine = {p for _, p in files + also}
  # a missing header, or an error inside the module's own headers, spoils the module; gcc-only builtins in system headers do not
  if (fatal := [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Fatal or (d.severity >= ci.Diagnostic.Error and
                                                                                          d.location.file and d.location.file.name in mine)]):
    raise RuntimeError(f"module {spec.name}: clang failed on its headers; fix args in bindings.yaml:\n" + "\n".join(fatal[:10]))
  model = Parser(tu, [p for _, p in files + also], spec.recsym, spec.anon_names).run(want_functions=bool(spec.dll))
  for label, path in files:
    if path not in model.seen: print(f"warning: {spec.name}: {label} gave nothing; is another copy of it included first?", file=sys.stderr)
  if not spec.macros: model.macros = []
  elif spec.keep: model.macros = [m for m in model.macros if re.match(spec.keep, m.name)]
  text = render(spec, model, h.hexdigest()[:16], [])
  ns: dict[str, Any] = {"__name__": f"_tg_autogen_check_{spec.name}"}
  exec(compile(text, f"<{spec.name}>", "exec"), ns)
  macros = macro_lines(model, clang_values(includes, args, model.macros), ns) if model.macros else []
  return render(spec, model, h.hexdigest()[:16], macros), model

def generate(spec: ModuleSpec) -> str: return build(spec)[0]
