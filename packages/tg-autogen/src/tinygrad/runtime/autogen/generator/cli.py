"""`tg-autogen [module...]`: regenerate binding modules from bindings.yaml (all of them when none is named)."""
from __future__ import annotations
import argparse, difflib, os, pathlib, sys, tempfile
from tinygrad.runtime.autogen.generator.config import BINDINGS, OUT_DIR, MissingHeaders, load

def write_atomic(path: pathlib.Path, text: str) -> None:
  fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
  with os.fdopen(fd, "w") as f: f.write(text)
  os.replace(tmp, path)

def main(argv: list[str] | None = None) -> int:
  ap = argparse.ArgumentParser(prog="tg-autogen", description=__doc__)
  ap.add_argument("modules", nargs="*", help="module names from bindings.yaml (default: all)")
  ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if a module differs from what is on disk")
  ap.add_argument("--list", action="store_true", help="print the modules and exit")
  ap.add_argument("--out", type=pathlib.Path, default=OUT_DIR, help="where the modules go (default: the installed package)")
  ap.add_argument("--bindings", type=pathlib.Path, default=BINDINGS, help="the YAML file of bindings")
  a = ap.parse_args(argv)
  try: import clang.cindex, mako, yaml  # noqa: F401
  except ImportError as e:
    print(f"tg-autogen needs its `generate` extra ({e.name} is missing): pip install 'tg-autogen[generate]'", file=sys.stderr)
    return 2
  specs = load(a.bindings)
  if a.list:
    for n, s in specs.items(): print(f"{n}: {', '.join(s.headers)}")
    return 0
  if (unknown := [m for m in a.modules if m not in specs]): ap.error(f"unknown module(s) {', '.join(unknown)}; known: {', '.join(specs)}")
  from tinygrad.runtime.autogen.generator.emit import generate
  rc = 0
  for name in a.modules or list(specs):
    try: text = generate(specs[name])
    except MissingHeaders as e:
      print(f"skipped {name}: {e}", file=sys.stderr)
      rc = rc or (2 if a.modules else 0)
      continue
    path = a.out / f"{name}.py"
    old = path.read_text() if path.exists() else ""
    if a.check:
      if old != text:
        sys.stdout.writelines(list(difflib.unified_diff(old.splitlines(True), text.splitlines(True), str(path), "regenerated"))[:200])
        rc = 1
      continue
    if old != text: write_atomic(path, text)
    print(f"{'wrote' if old != text else 'unchanged'} {path} ({text.count(chr(10))} lines)")
  return rc

if __name__ == "__main__": sys.exit(main())
