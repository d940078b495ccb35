"""tg-core tests: when the scheduler/engine is not installed yet, Tensor tests realize through the numpy reference engine."""
import importlib, pathlib, sys, types

try:
  importlib.import_module("tinygrad.engine.realize")
except ImportError:
  sys.path.insert(0, str(pathlib.Path(__file__).parent))
  import core_npengine
  _pkg = sys.modules.get("tinygrad.engine") or types.ModuleType("tinygrad.engine")
  _pkg.__path__ = []  # type: ignore[attr-defined]
  _mod = types.ModuleType("tinygrad.engine.realize")
  _mod.realize_uops = core_npengine.realize_uops  # type: ignore[attr-defined]
  sys.modules["tinygrad.engine"], sys.modules["tinygrad.engine.realize"] = _pkg, _mod
