"""docs/ARCHITECTURE.md stays true: every repository path and `tinygrad.` module (or module attribute) it names exists, every
entry point group it names is declared by some wheel, and its wheel table's "its code imports" column is what the code imports."""
import ast, pathlib, re, tomllib
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
PAGE = ROOT / "docs" / "ARCHITECTURE.md"
SRC = sorted(ROOT.glob("packages/*/src"))

def _modules() -> dict[str, pathlib.Path]:
  """Every module of the tinygrad namespace, across the wheels: dotted name -> file (a package is its __init__.py)."""
  mods = {}
  for src in SRC:
    for f in src.glob("tinygrad/**/*.py"):
      parts = f.relative_to(src).with_suffix("").parts
      mods[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = f
  return mods

def _wheel(f: pathlib.Path) -> str: return f.relative_to(ROOT / "packages").parts[0]

def _groups() -> set[str]:
  return {g for p in ROOT.glob("packages/*/pyproject.toml") for g in tomllib.loads(p.read_text()).get("project", {}).get("entry-points", {})}

def _defines(f: pathlib.Path, attrs: list[str]) -> bool:
  """Whether the module file defines attrs[0] at top level (a def, class, assignment or import), attrs[1] inside that class, ..."""
  body: list[ast.stmt] = ast.parse(f.read_text()).body
  for a in attrs:
    found: ast.stmt | None = None
    for n in body:
      if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name == a: found = n
      elif isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == a for t in n.targets): found = n
      elif isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.target.id == a: found = n
      elif isinstance(n, (ast.Import, ast.ImportFrom)) and any((al.asname or al.name).split(".")[0] == a for al in n.names): found = n
    if found is None: return False
    body = found.body if isinstance(found, ast.ClassDef) else []
  return True

def _resolves(name: str, mods: dict[str, pathlib.Path]) -> bool:
  parts = name.split(".")
  for i in range(len(parts), 0, -1):
    if (mod := ".".join(parts[:i])) in mods: return _defines(mods[mod], parts[i:])
  return False

TEXT = PAGE.read_text()

def test_every_path_exists():
  paths = set(re.findall(r"(?<![\w./-])((?:packages|docs|bench|examples)/[\w./-]*\w/?)", TEXT))
  assert len(paths) >= 20, "the page names the files it maps"
  assert not (missing := sorted(p for p in paths if not (ROOT / p).exists())), f"docs/ARCHITECTURE.md names paths that do not exist: {missing}"

def test_every_module_name_exists():
  mods, groups = _modules(), _groups()
  names = set(re.findall(r"\btinygrad(?:\.\w+)+", TEXT))
  assert len(names) >= 40, "the page names the modules it maps"
  bad = sorted(n for n in names if n not in groups and not _resolves(n, mods))
  assert not bad, f"docs/ARCHITECTURE.md names modules or attributes that do not exist: {bad}"

def test_every_entry_point_group_is_declared():
  section = TEXT.split("## How a backend plugs in")[1].split("\n## ")[0]
  named = set(re.findall(r"^\| `(tinygrad\.\w+)` \|", section, re.M))
  assert named == _groups(), f"the page's entry point table lists {sorted(named)}, the wheels declare {sorted(_groups())}"

def _imports(f: pathlib.Path, mods: dict[str, pathlib.Path]) -> set[str]:
  """The tinygrad modules a file imports (`from pkg import mod` counts as pkg.mod when that is a module)."""
  out = set()
  for n in ast.walk(ast.parse(f.read_text())):
    if isinstance(n, ast.Import): out |= {a.name for a in n.names}
    elif isinstance(n, ast.ImportFrom) and n.module and n.level == 0:
      out |= {f"{n.module}.{a.name}" if f"{n.module}.{a.name}" in mods else n.module for a in n.names}
  return {m for m in out if m in mods}

def _table() -> dict[str, set[str]]:
  rows = re.findall(r"^\| (tg-[\w-]+) \| .* \| ([^|]*) \|$", TEXT.split("## The seven wheels")[1].split("\n## ")[0], re.M)
  return {w: set() if "no other wheel" in deps else {d.strip() for d in deps.split(",")} for w, deps in rows}

def test_wheel_import_table_matches_the_code():
  mods = _modules()
  code: dict[str, set[str]] = {_wheel(p): set() for p in mods.values()}
  for f in mods.values():
    code[_wheel(f)] |= {_wheel(mods[m]) for m in _imports(f, mods)} - {_wheel(f)}
  assert len(code) == 7
  assert _table() == code, f"the wheel table's imports {_table()} differ from the code's {code}"

@pytest.mark.parametrize("bad", ["tinygrad.engine.realize.no_such_function", "tinygrad.no_such_module", "tinygrad.device.Device.nope"])
def test_checker_rejects_missing_names(bad):
  mods = _modules()
  assert _resolves(bad.rsplit(".", 1)[0], mods) and not _resolves(bad, mods)
