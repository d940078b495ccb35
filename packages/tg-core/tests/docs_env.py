"""Every environment variable tg's code reads, found statically (ast) in packages/*/src, for the docs' env-var page check.

A read is `getenv("X")`, `os.getenv("X")`, `os.environ.get("X")`, `os.environ["X"]`, `"X" in os.environ`, or a ContextVar("X") (any
class whose name ends in Var). A read with a computed name is resolved when it iterates a module-level tuple of strings; the few
other computed names are DYNAMIC below, each with the rule that gives its names. An unknown computed read is an error: document it.

  uv run python packages/tg-core/tests/docs_env.py     # name  file:line, one a line
"""
from __future__ import annotations
import ast, pathlib, re
from collections.abc import Iterator

ROOT = pathlib.Path(__file__).resolve().parents[3]

def _is_environ(n: ast.AST) -> bool: return (isinstance(n, ast.Attribute) and n.attr == "environ") or (isinstance(n, ast.Name) and n.id == "environ")

def _key_arg(node: ast.AST) -> ast.AST | None:
  """The name argument when node reads the environment (None otherwise)."""
  if isinstance(node, ast.Call) and node.args:
    f = node.func
    name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
    if name == "getenv" or (name.endswith("Var") and name != "TypeVar"): return node.args[0]  # ContextVar and its subclasses (_DevVar)
    if name == "get" and isinstance(f, ast.Attribute) and _is_environ(f.value): return node.args[0]
  if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and _is_environ(node.value): return node.slice
  if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.In | ast.NotIn) and _is_environ(node.comparators[0]):
    return node.left
  return None

def _str_tuples(tree: ast.Module) -> dict[str, list[str]]:
  """Module-level names bound to a tuple/list/set of string constants."""
  out = {}
  for st in tree.body:
    if not (isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name)): continue
    if isinstance(st.value, ast.Tuple | ast.List | ast.Set):
      if all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in st.value.elts):
        out[st.targets[0].id] = [e.value for e in st.value.elts]  # type: ignore[attr-defined]
  return out

def _iterated(tree: ast.AST, var: str, tuples: dict[str, list[str]]) -> list[str] | None:
  """The strings `var` takes when a comprehension or for loop binds it over a module-level string tuple."""
  for n in ast.walk(tree):
    gens = n.generators if isinstance(n, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp) else [n] if isinstance(n, ast.For) else []
    for g in gens:
      if isinstance(g.target, ast.Name) and g.target.id == var and isinstance(g.iter, ast.Name) and g.iter.id in tuples: return tuples[g.iter.id]
  return None

def _literal_calls(fn: str) -> set[str]:
  """String literals passed as the first argument of calls to `fn` anywhere in packages/*/src."""
  pat = re.compile(rf"\b{fn}\(\s*['\"]([A-Za-z0-9_.-]+)['\"]")
  return {m for p in _sources() for m in pat.findall(p.read_text())}

def _sources() -> list[pathlib.Path]: return sorted(ROOT.glob("packages/*/src/**/*.py"))

def _bindings_envs() -> set[str]:
  import yaml
  data = yaml.safe_load((ROOT / "packages/tg-autogen/src/tinygrad/runtime/autogen/generator/bindings.yaml").read_text())
  return {r["env"] for r in data["roots"].values() if r.get("env")}

# (file suffix, function) of a read whose name is computed -> the names it can read
DYNAMIC = {
  ("tinygrad/runtime/support/c.py", "findlib"):
    lambda: {n.upper().replace("-", "_") + "_PATH" for n in _literal_calls("DLL") | _literal_calls("findlib")},
  ("tinygrad/runtime/autogen/generator/amdisa.py", "llvm_tool"): lambda: {"LLVM_" + n.split("-")[-1].upper() for n in _literal_calls("llvm_tool")},
  ("tinygrad/runtime/autogen/generator/config.py", "find"): _bindings_envs,
  ("tinygrad/runtime/support/compiler_gpu.py", "find_tool"): lambda: set(),  # every caller passes no env name
}

def reads() -> Iterator[tuple[str, str]]:
  """(variable name, file:line) for every environment read in packages/*/src."""
  for p in _sources():
    text = p.read_text()
    if "environ" not in text and "getenv" not in text and "Var(" not in text: continue
    tree, rel = ast.parse(text), p.relative_to(ROOT).as_posix()
    tuples = _str_tuples(tree)
    funcs = [f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)]
    for node in ast.walk(tree):
      if (arg := _key_arg(node)) is None: continue
      where = f"{rel}:{node.lineno}"  # type: ignore[attr-defined]
      if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        if re.fullmatch(r"[A-Z][A-Z0-9_]*", arg.value): yield arg.value, where  # lower case: a Python contextvars.ContextVar, not the environment
        continue
      if isinstance(arg, ast.Name) and arg.id in ("key", "name") and any(f.name in ("getenv", "__init__") and node in ast.walk(f) for f in funcs):
        continue  # getenv and ContextVar themselves
      if isinstance(arg, ast.Name) and (names := _iterated(tree, arg.id, tuples)) is not None:
        yield from ((n, where) for n in names)
        continue
      owner = next((f.name for f in funcs if node in ast.walk(f)), "")
      rule = next((r for (suffix, fn), r in DYNAMIC.items() if rel.endswith(suffix) and fn == owner), None)
      if rule is None: raise RuntimeError(f"{where}: the environment variable read here has a computed name; add its rule to DYNAMIC in {__file__}")
      yield from ((n, where) for n in rule())

if __name__ == "__main__":
  seen: dict[str, list[str]] = {}
  for n, w in reads(): seen.setdefault(n, []).append(w)
  for n in sorted(seen): print(f"{n:28s} {' '.join(seen[n][:3])}")
