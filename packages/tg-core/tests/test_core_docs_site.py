"""The docs site (mkdocs.yml, docs/): it builds with `mkdocs build --strict` (no broken link, every API page renders), the
Tensor reference lists every public Tensor name on exactly one page, the environment-variable page lists exactly the variables
the code reads, and every `>>>` example on the pages prints what the page says."""
import doctest, pathlib, re, subprocess, sys
import pytest
from doc_api import public_api
from docs_env import reads

ROOT = pathlib.Path(__file__).resolve().parents[3]
DOCS = ROOT / "docs"

@pytest.mark.timeout(300)  # ~6 s of CPU; the wall clock on a loaded 2-core machine was 50 s
def test_mkdocs_build_strict(tmp_path):
  pytest.importorskip("mkdocstrings", reason="the docs toolchain is in the dev group: uv sync")
  r = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(tmp_path / "site")], cwd=ROOT,
                     capture_output=True, text=True, env={**__import__("os").environ, "NO_MKDOCS_2_WARNING": "1"})
  assert r.returncode == 0 and "WARNING" not in r.stderr + r.stdout, r.stderr + r.stdout
  assert (tmp_path / "site" / "tensor" / "reduce" / "index.html").read_text().count('id="tinygrad.tensor.Tensor.') >= 10

def test_tensor_reference_lists_each_name_once():
  listed = [(m, p.name) for p in sorted((DOCS / "tensor").glob("*.md")) for m in re.findall(r"^::: tinygrad\.tensor\.Tensor\.(\w+)\s*$",
                                                                                             p.read_text(), re.M)]
  names = {n.rsplit(".", 1)[1] for n, _ in public_api()["Tensor"][1:]}
  pages: dict[str, list[str]] = {}
  for m, page in listed: pages.setdefault(m, []).append(page)
  assert not (missing := sorted(names - set(pages))), f"public Tensor names on no page of docs/tensor/: {missing}"
  assert not (extra := sorted(set(pages) - names)), f"docs/tensor/ lists names Tensor does not have: {extra}"
  assert not (twice := {m: p for m, p in pages.items() if len(p) > 1}), f"listed more than once: {twice}"

def _page_vars() -> set[str]:
  """The variables in the first column of env.md's `| variable |` tables (not the DEV examples, not the removed spellings)."""
  tables = re.findall(r"^\| variable \|.*?(?=^$)", (DOCS / "env.md").read_text() + "\n", re.M | re.S)
  return {n for t in tables for n in re.findall(r"^\| `([A-Z][A-Z0-9_]*)` \|", t, re.M)}

def test_env_page_lists_every_variable_the_code_reads():
  code: dict[str, str] = {}
  for name, where in reads(): code.setdefault(name, where)
  page = _page_vars()
  assert not (missing := {n: w for n, w in code.items() if n not in page}), f"read by the code, missing from docs/env.md: {missing}"
  assert not (stale := sorted(page - set(code))), f"docs/env.md lists variables nothing in packages/*/src reads: {stale}"

def test_env_scanner_finds_each_kind_of_read(tmp_path):
  found = {n for n, _ in reads()}
  # one of each: getenv, ContextVar, _DevVar, os.environ.get, os.getenv, a tuple read in a loop, DLL names, bindings.yaml, llvm_tool
  assert {"CPU_POOL_SPIN", "DEBUG", "DEV", "XDG_CACHE_HOME", "CL_DEVICE", "MV_BLOCKSIZE", "CUDA_PATH", "TG_AUTOGEN_NV", "LLVM_MC"} <= found
  assert not any(n in found for n in ("T", "ArgsT", "tg_in_tensor_method"))  # TypeVars and Python's contextvars are not environment

PAGES = sorted(p for p in DOCS.glob("**/*.md") if ">>> " in p.read_text() and "developer" not in p.parts)

@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(DOCS).as_posix() for p in PAGES])
def test_page_examples(page):
  text = re.sub(r"^```.*$", "", page.read_text(), flags=re.M)  # a code fence ends the expected output, as a blank line does
  test = doctest.DocTestParser().get_doctest(text, {}, page.name, str(page), 0)
  out: list[str] = []
  doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE).run(test, out=out.append)
  assert "".join(out) == "", "".join(out)

def test_griffe_extension_separates_sections():
  sys.path.insert(0, str(DOCS / "tools"))
  from griffe_sections import with_blank_lines
  doc = "Sums.\nArgs:\n  axis: the axis.\nReturns:\n  A tensor.\n\nExamples:\n  >>> 1\n  1"
  assert with_blank_lines(doc) == "Sums.\n\nArgs:\n  axis: the axis.\n\nReturns:\n  A tensor.\n\nExamples:\n  >>> 1\n  1"
  assert with_blank_lines("Args: inline text stays") == "Args: inline text stays"
  bare = "The absolute value.\n\n>>> print(1)\n1\n\nMore text."
  assert with_blank_lines(bare) == "The absolute value.\n\n```pycon\n>>> print(1)\n1\n```\n\nMore text."
  assert with_blank_lines("Abs.\n\n>>> 1\n1") == "Abs.\n\n```pycon\n>>> 1\n1\n```"

@pytest.mark.slow
def test_tutorial_mnist_style_trains():
  sys.path.insert(0, str(ROOT / "examples"))
  import mnist_style
  acc = mnist_style.train(steps=2, batch=16)  # also saves and reloads the weights (asserted inside)
  assert 0.0 <= acc <= 100.0
