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

  def find(self) -> list[str]:
    """Existing candidate directories, the environment variable's first."""
    cands = ([os.environ[self.env]] if self.env and os.environ.get(self.env) else []) + [os.path.expanduser(p) for p in self.paths]
    return [os.path.abspath(d) for c in cands for d in sorted(glob.glob(c)) if os.path.isdir(d)]

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
  prolog: list[str] = field(default_factory=list)
  anon_names: dict[str, str] = field(default_factory=dict)
  also: list[str] = field(default_factory=list)  # emitted from, but reached through the other headers rather than included

  def root_dir(self, root: str) -> str:
    """The first candidate directory of `root` that holds every header this module takes from it."""
    if root not in self.roots: raise KeyError(f"module {self.name}: unknown root {root!r}; declare it under roots: in {BINDINGS.name}")
    rels = [h.split(":", 1)[1] for h in self.headers + self.also if h.split(":", 1)[0] == root]
    for d in (r := self.roots[root]).find():
      if all(glob.glob(os.path.join(d, rel)) for rel in rels): return d
    raise MissingHeaders(f"module {self.name}: no {root!r} header tree with {', '.join(rels) or 'its files'} (looked in {', '.join(r.paths)}"
                         f"{', $' + r.env if r.env else ''}). {r.hint}".strip())

  def files(self, also: bool = False) -> list[tuple[str, str]]:
    """(label, absolute path) for every header (or every `also` header), globs expanded and sorted."""
    out = []
    for h in self.also if also else self.headers:
      root, rel = h.split(":", 1)
      base = self.root_dir(root)
      hits = sorted(glob.glob(os.path.join(base, rel))) if any(ch in rel for ch in "*?[") else [os.path.join(base, rel)]
      if not hits or not all(os.path.isfile(p) for p in hits): raise MissingHeaders(f"module {self.name}: header {h} not found under {base}")
      out += [(f"{root}:{os.path.relpath(p, base)}", p) for p in hits]
    return out

  def clang_args(self) -> list[str]:
    used = {h.split(":", 1)[0] for h in self.headers + self.also} | {r for r in self.roots if any("{" + r + "}" in a for a in self.args)}
    return [a.format(**{r: self.root_dir(r) for r in used}) for a in self.args]

def load(path: pathlib.Path = BINDINGS) -> dict[str, ModuleSpec]:
  import yaml
  data = yaml.safe_load(path.read_text())
  # a relative root path is relative to the YAML file (clang runs elsewhere, so a path relative to the working directory breaks)
  def rel(p: str) -> str: return p if os.path.isabs(os.path.expanduser(p)) else str(path.resolve().parent / p)
  roots = {n: Root(n, tuple(map(rel, r.get("paths", []))), r.get("env"), r.get("hint", "")) for n, r in data["roots"].items()}
  known = {"headers", "args", "dll", "macros", "recsym", "keep", "prolog", "anon_names", "also"}
  for n, m in data["modules"].items():
    if (bad := set(m) - known): raise ValueError(f"{path.name}: module {n} has unknown keys {sorted(bad)}; known keys are {sorted(known)}")
  return {n: ModuleSpec(n, m["headers"], roots, **{k: v for k, v in m.items() if k != "headers"}) for n, m in data["modules"].items()}
