"""The public user API whose docstrings must carry a checked example, and how those examples run.

Every example is a doctest: `>>> ` lines run in a fresh namespace holding namespace()'s names, and the printed output must match
the text below them. The coverage count of issue 35 comes from here:

  uv run python packages/tg-core/tests/doc_api.py      # per group: names, with a docstring, with an example; then the missing ones
"""
from __future__ import annotations
import doctest, importlib, importlib.util, inspect, sys
from collections.abc import Iterator
from typing import Any

def namespace() -> dict[str, Any]:
  """What every example may use without importing it: tinygrad's top-level names, nn, and numpy as np."""
  import numpy as np
  from tinygrad import Context, Device, GlobalCounters, Tensor, TinyJit, UOp, Variable, dtypes, getenv, nn
  return {"np": np, "Tensor": Tensor, "dtypes": dtypes, "nn": nn, "TinyJit": TinyJit, "Device": Device, "Context": Context, "getenv": getenv,
          "GlobalCounters": GlobalCounters, "UOp": UOp, "Variable": Variable}

def _members(owner: Any, prefix: str) -> Iterator[tuple[str, Any]]:
  for name in sorted(dir(owner)):
    if name.startswith("_"): continue
    static = inspect.getattr_static(owner, name)
    obj = static.fget if isinstance(static, property) else getattr(owner, name)
    if callable(obj) or isinstance(static, property): yield f"{prefix}.{name}", obj

def _own(cls: type, name: str) -> bool:
  """A name cls introduces: not inherited, and not an override, whose contract (io.RawIOBase.readinto, Optimizer.step) the base documents."""
  return name in vars(cls) and not any(name in vars(base) for base in cls.__mro__[1:])

def _class_api(cls: type, prefix: str) -> Iterator[tuple[str, Any]]:
  return ((n, o) for n, o in _members(cls, prefix) if _own(cls, n.rsplit(".", 1)[-1]))

def _module_api(modname: str) -> Iterator[tuple[str, Any]]:
  mod = importlib.import_module(modname)
  for name, obj in sorted(vars(mod).items()):
    if name.startswith("_") or getattr(obj, "__module__", None) != modname or not (inspect.isclass(obj) or inspect.isfunction(obj)): continue
    yield f"{modname}.{name}", obj
    if inspect.isclass(obj): yield from _class_api(obj, f"{modname}.{name}")

def public_api() -> dict[str, list[tuple[str, Any]]]:
  """Groups of (qualified name, object) whose docstrings are the user documentation: Tensor's methods and properties first."""
  from tinygrad import Context, Device, Tensor, TinyJit, getenv
  return {"Tensor": [("tinygrad.Tensor", Tensor), *_members(Tensor, "tinygrad.Tensor")],
          "dtypes": list(_module_api("tinygrad.dtype")),
          "nn": list(_module_api("tinygrad.nn")), "nn.optim": list(_module_api("tinygrad.nn.optim")),
          "nn.state": list(_module_api("tinygrad.nn.state")), "distributed": list(_module_api("tinygrad.distributed")),
          "runtime": [("tinygrad.TinyJit", TinyJit), ("tinygrad.Device", type(Device)), ("tinygrad.Context", Context), ("tinygrad.getenv", getenv)],
          **({"tg-llm": list(_llm_api())} if importlib.util.find_spec("tinygrad.llm") is not None else {})}

LLM_API = {"cli": ("fetch", "load", "main"), "model": ("Transformer",), "tokenizer": ("SimpleTokenizer", "chat_template"),
           "gguf": ("GGMLType", "GGUFFile", "gguf_read", "gguf_write"), "quants": ("quantize", "dequantize"), "dequant": ("gguf_load",),
           "serve": ("serve",)}

def _llm_api() -> Iterator[tuple[str, Any]]:
  """tg-llm's Python API: what a program that loads, runs or serves a GGUF model itself uses (the rest is its implementation)."""
  for mod, names in LLM_API.items():
    m = importlib.import_module(f"tinygrad.llm.{mod}")
    for name in names:
      obj = getattr(m, name)
      yield f"tinygrad.llm.{mod}.{name}", obj
      if inspect.isclass(obj) and not issubclass(obj, int): yield from _class_api(obj, f"tinygrad.llm.{mod}.{name}")

def examples(obj: Any, name: str) -> list[doctest.DocTest]:
  """The doctests in obj's own docstring (not its members'), named `name`."""
  doc = inspect.getdoc(obj) if getattr(obj, "__doc__", None) else None
  if not doc: return []
  test = doctest.DocTestParser().get_doctest(doc, namespace(), name, None, 0)
  return [test] if test.examples else []

def run(test: doctest.DocTest) -> str:
  """Runs one docstring's examples; returns the failure report, empty when every printed output matched."""
  out: list[str] = []
  runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
  runner.run(test, out=out.append)
  return "".join(out)

def coverage() -> dict[str, tuple[int, int, int, list[str]]]:
  """Per group: (names, with a docstring, with a checked example, the names without an example)."""
  res = {}
  for group, items in public_api().items():
    documented = [n for n, o in items if inspect.getdoc(o)]
    with_ex = [n for n, o in items if examples(o, n)]
    res[group] = (len(items), len(documented), len(with_ex), [n for n, _ in items if n not in with_ex])
  return res

if __name__ == "__main__":
  for group, (n, d, e, missing) in coverage().items():
    print(f"{group:12s} {n:4d} names  {d:4d} with a docstring  {e:4d} with an example")
    if "-v" in sys.argv: print("  missing:", " ".join(m.rsplit(".", 1)[-1] for m in missing))
