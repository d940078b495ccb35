"""bindings.yaml: where header trees live (roots) and what each binding module is made of."""
from __future__ import annotations
import glob, os, pathlib
from dataclasses import dataclass, field
from typing import Any

BINDINGS = pathlib.Path(__file__).with_name("bindings.yaml")
OUT_DIR = pathlib.Path(__file__).parent.parent

class MissingHeaders(Exception):
  """The header tree a module needs is not on this machine."""

@dataclass(frozen=True)
class Root:
  name: str
  paths: tuple[str, ...]
  env: str | None = None
  hint: str = ""

  def find(self) -> str | None:
    cands = ([os.environ[self.env]] if self.env and os.environ.get(self.env) else []) + [os.path.expanduser(p) for p in self.paths]
    return next((d for c in cands for d in sorted(glob.glob(c)) if os.path.isdir(d)), None)

@dataclass
class ModuleSpec:
  name: str
  headers: list[str]  # "root:relative/path" entries, globs allowed
  roots: dict[str, Root]
  args: list[str] = field(default_factory=list)
  dll: dict[str, Any] | None = None
  macros: bool = True
  recsym: bool = False
  keep: str | None = None  # when set, only macros whose name matches this regex

  def root_dir(self, root: str) -> str:
    if root not in self.roots: raise KeyError(f"module {self.name}: unknown root {root!r}; declare it under roots: in {BINDINGS.name}")
    if (d := self.roots[root].find()) is None:
      r = self.roots[root]
      raise MissingHeaders(f"module {self.name}: header tree {root!r} not found (looked in {', '.join(r.paths)}"
                           f"{', $' + r.env if r.env else ''}). {r.hint}".strip())
    return d

  def files(self) -> list[tuple[str, str]]:
    """(label, absolute path) for every header, globs expanded and sorted."""
    out = []
    for h in self.headers:
      root, rel = h.split(":", 1)
      base = self.root_dir(root)
      hits = sorted(glob.glob(os.path.join(base, rel))) if any(ch in rel for ch in "*?[") else [os.path.join(base, rel)]
      if not hits or not all(os.path.isfile(p) for p in hits): raise MissingHeaders(f"module {self.name}: header {h} not found under {base}")
      out += [(f"{root}:{os.path.relpath(p, base)}", p) for p in hits]
    return out

  def clang_args(self) -> list[str]:
    used = {h.split(":", 1)[0] for h in self.headers} | {r for r in self.roots if any("{" + r + "}" in a for a in self.args)}
    return [a.format(**{r: self.root_dir(r) for r in used}) for a in self.args]

def load(path: pathlib.Path = BINDINGS) -> dict[str, ModuleSpec]:
  import yaml
  data = yaml.safe_load(path.read_text())
  roots = {n: Root(n, tuple(r.get("paths", [])), r.get("env"), r.get("hint", "")) for n, r in data["roots"].items()}
  return {n: ModuleSpec(n, m["headers"], roots, m.get("args", []), m.get("dll"), m.get("macros", True), m.get("recsym", False), m.get("keep"))
          for n, m in data["modules"].items()}
