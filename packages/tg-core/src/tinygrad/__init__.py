"""tg: tinygrad, rebuilt as seven wheels that share this namespace."""
import importlib, pkgutil
from typing import Any
__path__ = pkgutil.extend_path(__path__, __name__)  # find the portions other tg wheels install

from tinygrad.helpers import PROFILE, Context, GlobalCounters, getenv
if PROFILE: import tinygrad.profile  # noqa: F401 -- registers the at-exit saver of PROFILE/VIZ captures (VIZ implies PROFILE)

# heavier modules load on first use, so `import tinygrad` stays fast
_LAZY = {"Device": ("tinygrad.device", "Device"), "Tensor": ("tinygrad.tensor", "Tensor"), "TinyJit": ("tinygrad.engine.jit", "TinyJit"),
         "function": ("tinygrad.engine.function", "function"),
         "UOp": ("tinygrad.uop.ops", "UOp"), "dtypes": ("tinygrad.dtype", "dtypes"), "fetch": ("tinygrad.helpers", "fetch")}

# submodules reachable as attributes after a bare `import tinygrad` (as in tinygrad, e.g. tinygrad.nn.Linear)
_SUBMODULES = ("nn", "tensor", "dtype", "device", "helpers", "engine", "uop", "schedule", "mixin", "codegen", "renderer", "runtime")

def __getattr__(name: str) -> Any:
  if name == "Variable": return __getattr__("UOp").variable
  if name in _SUBMODULES:
    try: return importlib.import_module(f"tinygrad.{name}")
    except ModuleNotFoundError as e:
      if e.name != f"tinygrad.{name}": raise
      raise AttributeError(f"module 'tinygrad' has no attribute {name!r} (install the tg wheel that ships tinygrad/{name})") from e
  if name not in _LAZY: raise AttributeError(f"module 'tinygrad' has no attribute {name!r}")
  module, attr = _LAZY[name]
  return getattr(importlib.import_module(module), attr)

__all__ = ["Context", "Device", "GlobalCounters", "Tensor", "TinyJit", "UOp", "Variable", "dtypes", "fetch", "function", "getenv"]
