"""A restricted pickle reader: a stack machine over `pickletools.genops` with one handler per allowed opcode.

Only plain values (numbers, strings, bytes), containers the pickle itself builds (list, tuple, dict, OrderedDict, set, frozenset)
and what the caller's `find_class` / `persistent_load` return ever reach the stack, so nothing a file contains can reach a live
object. Attribute state (BUILD) and items (SETITEM, APPEND, ADDITEMS) are set only on containers of this pickle; extension codes
and out-of-band buffers are refused. Python 2 module names are translated as pickle itself does, so `__builtin__.eval` is judged
as `builtins.eval`.
"""
from __future__ import annotations
import _compat_pickle, pickle, pickletools
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

class Refused(pickle.UnpicklingError):
  """The pickle asks for something a checkpoint may not do (a class outside the allowlist, state on a live object, ...)."""

class Stateful:
  """Base of the objects a caller lets a pickle give state to (BUILD), such as stand-ins for a model's own classes."""
  def __setstate__(self, state: Any) -> None: self.state = state

def py3_name(module: str, name: str) -> tuple[str, str]:
  """The Python 3 module and name a Python 2 pickle's (module, name) means, with the table pickle uses for protocols 0-2."""
  if (module, name) in _compat_pickle.NAME_MAPPING: return _compat_pickle.NAME_MAPPING[(module, name)]
  return _compat_pickle.IMPORT_MAPPING.get(module, module), name

def _bytes(kind: type) -> Callable[..., Any]:
  """bytes/bytearray as protocols 0-4 spell them: empty, from bytes, or a str and its encoding (never a size to allocate)."""
  def make(*args: Any) -> Any:
    if not args or (len(args) == 1 and isinstance(args[0], (bytes, bytearray))): return kind(*args)
    if len(args) == 2 and isinstance(args[0], str) and args[1] == "latin1": return kind(*args)
    raise Refused(f"refusing {kind.__name__}{tuple(type(a).__name__ for a in args)}: only bytes, or a str in latin1")
  return make

PLAIN_CLASSES: dict[tuple[str, str], Callable[..., Any]] = {  # how pickle protocols 0-4 spell plain values, as calls
  ("collections", "OrderedDict"): OrderedDict, ("builtins", "set"): set, ("builtins", "frozenset"): frozenset, ("builtins", "slice"): slice,
  ("builtins", "complex"): lambda re=0.0, im=0.0: complex(float(re), float(im)), ("builtins", "bytes"): _bytes(bytes),
  ("builtins", "bytearray"): _bytes(bytearray), ("_codecs", "encode"): _bytes(bytes)}

def _build_state(inst: Any, state: Any) -> None:
  if isinstance(inst, Stateful): return inst.__setstate__(state)
  if type(inst) is not OrderedDict: raise Refused(f"refusing BUILD on {type(inst).__name__}: a checkpoint may only set state on what it builds")
  d, slots = state if isinstance(state, tuple) and len(state) == 2 else (state, None)
  for part in (d, slots):
    if part is None: continue
    if not isinstance(part, dict) or not all(isinstance(k, str) and not hasattr(OrderedDict, k) for k in part):
      raise Refused(f"refusing BUILD state {sorted(map(repr, part))[:4]} on an OrderedDict: only new plain attributes (as _metadata)")
    for k, v in part.items(): setattr(inst, k, v)

def _target(m: Unpickler, kinds: tuple[type, ...], op: str) -> Any:
  if type(t := m.stack[-1]) not in kinds: raise Refused(f"refusing {op} on {type(t).__name__}: only on a {'/'.join(k.__name__ for k in kinds)}")
  return t

def _pairs(items: list[Any]) -> zip[tuple[Any, Any]]:
  if len(items) % 2: raise IndexError(f"{len(items)} items do not make key-value pairs")
  return zip(items[::2], items[1::2])

def _setitems(m: Unpickler, items: list[Any]) -> None:
  t = _target(m, (dict, OrderedDict), "SETITEM")
  for k, v in _pairs(items): t[k] = v

_VALUES = ("INT", "BININT", "BININT1", "BININT2", "LONG", "LONG1", "LONG4", "FLOAT", "BINFLOAT", "STRING", "BINSTRING", "SHORT_BINSTRING",
           "UNICODE", "SHORT_BINUNICODE", "BINUNICODE", "BINUNICODE8", "BINBYTES", "SHORT_BINBYTES", "BINBYTES8", "BYTEARRAY8")
# opcodes that push one value: the handler computes it (popping what it consumes) before the push
_PUSH: dict[str, Callable[[Unpickler, Any], Any]] = {
  **{name: lambda m, arg: arg for name in _VALUES},
  "NONE": lambda m, arg: None, "NEWTRUE": lambda m, arg: True, "NEWFALSE": lambda m, arg: False,
  "EMPTY_LIST": lambda m, arg: [], "EMPTY_TUPLE": lambda m, arg: (), "EMPTY_DICT": lambda m, arg: {}, "EMPTY_SET": lambda m, arg: set(),
  "DUP": lambda m, arg: m.stack[-1], "LIST": lambda m, arg: m.pop_mark(), "TUPLE": lambda m, arg: tuple(m.pop_mark()),
  "TUPLE1": lambda m, arg: m.pop(1), "TUPLE2": lambda m, arg: m.pop(2), "TUPLE3": lambda m, arg: m.pop(3),
  "FROZENSET": lambda m, arg: frozenset(m.pop_mark()), "DICT": lambda m, arg: dict(_pairs(m.pop_mark())),
  "GET": lambda m, arg: m.memo[arg], "BINGET": lambda m, arg: m.memo[arg], "LONG_BINGET": lambda m, arg: m.memo[arg],
  "GLOBAL": lambda m, arg: m.global_(*arg.split(" ")), "STACK_GLOBAL": lambda m, arg: m.global_(*m.pop(2)),
  "REDUCE": lambda m, arg: m.call(*m.pop(2)), "NEWOBJ": lambda m, arg: m.call(*m.pop(2)), "NEWOBJ_EX": lambda m, arg: m.call(*m.pop(3)),
  "INST": lambda m, arg: m.call(m.global_(*arg.split(" ")), tuple(m.pop_mark())),
  "OBJ": lambda m, arg: m.call((items := m.pop_mark())[0], tuple(items[1:])),
  "PERSID": lambda m, arg: m.persistent_load(arg), "BINPERSID": lambda m, arg: m.persistent_load(m.stack.pop()),
}
# opcodes that change the stack, the memo or a container on the stack
_EFFECT: dict[str, Callable[[Unpickler, Any], Any]] = {
  "MARK": lambda m, arg: m.mark(), "POP_MARK": lambda m, arg: m.pop_mark(), "POP": lambda m, arg: m.stack.pop() if m.stack else m.pop_mark(),
  "APPEND": lambda m, arg: (v := m.stack.pop(), _target(m, (list,), "APPEND").append(v)),
  "APPENDS": lambda m, arg: (items := m.pop_mark(), _target(m, (list,), "APPENDS").extend(items)),
  "SETITEM": lambda m, arg: _setitems(m, list(m.pop(2))), "SETITEMS": lambda m, arg: _setitems(m, m.pop_mark()),
  "ADDITEMS": lambda m, arg: (items := m.pop_mark(), _target(m, (set,), "ADDITEMS").update(items)),
  "PUT": lambda m, arg: m.put(arg), "BINPUT": lambda m, arg: m.put(arg), "LONG_BINPUT": lambda m, arg: m.put(arg),
  "MEMOIZE": lambda m, arg: m.put(len(m.memo)), "BUILD": lambda m, arg: _build_state(m.stack[-2], m.stack.pop()),
  "PROTO": lambda m, arg: None, "FRAME": lambda m, arg: None,
}
REFUSED = {"EXT1": "extension codes", "EXT2": "extension codes", "EXT4": "extension codes", "NEXT_BUFFER": "out-of-band buffers",
           "READONLY_BUFFER": "out-of-band buffers"}

def _ops(f: Any) -> Iterator[tuple[str, Any, int | None]]:
  it = pickletools.genops(f)
  while True:
    try: op, arg, pos = next(it)
    except StopIteration: return
    except ValueError as e: raise pickle.UnpicklingError(f"corrupt pickle: {e}") from None
    yield op.name, arg, pos

class Unpickler:
  """Read one pickle from the binary file `f`. `find_class(module, name)` returns a callable (or raises `Refused`); the values it
  returns are the only callables a pickle can call. The base class allows PLAIN_CLASSES only. `persistent_load(pid)` resolves
  persistent ids (the base class has none).

  >>> import io, pickle
  >>> Unpickler(io.BytesIO(pickle.dumps({"a": [1, 2.5, b"x"]}))).load()
  {'a': [1, 2.5, b'x']}
  """
  def __init__(self, f: Any):
    self.f = f
    self.stack: list[Any] = []
    self.meta: list[list[Any]] = []  # the stacks under each MARK
    self.memo: dict[int, Any] = {}
    self.callables: dict[int, Any] = {}  # id -> what find_class returned (held, so ids stay unique): all a pickle may call
  def find_class(self, module: str, name: str) -> Any:
    if (module, name) in PLAIN_CLASSES: return PLAIN_CLASSES[(module, name)]
    raise Refused(f"refusing to load {module}.{name} from a checkpoint: only tensors and plain containers are allowed")
  def persistent_load(self, pid: Any) -> Any: raise pickle.UnpicklingError(f"unsupported persistent id {pid!r}")
  def load(self) -> Any:
    """The object the pickle describes. Raises `Refused` (an UnpicklingError) for what a checkpoint may not do, UnpicklingError
    for a corrupt pickle, and whatever `find_class`'s callables raise."""
    for name, arg, pos in _ops(self.f):
      if name == "STOP": break
      if name in REFUSED: raise Refused(f"refusing pickle opcode {name} at byte {pos}: {REFUSED[name]} are not allowed in a checkpoint")
      try: self.step(name, arg)
      except (IndexError, KeyError, TypeError) as e: raise pickle.UnpicklingError(f"corrupt pickle at byte {pos} ({name}): {e!r}") from None
    else: raise pickle.UnpicklingError("corrupt pickle: no STOP opcode")
    if len(self.stack) != 1 or self.meta: raise pickle.UnpicklingError(f"corrupt pickle: STOP with {len(self.stack)} values on the stack")
    return self.stack.pop()
  def step(self, name: str, arg: Any) -> None:
    if name in _PUSH: self.push(_PUSH[name](self, arg))  # the value first: it may pop to a mark, which swaps self.stack
    else: _EFFECT[name](self, arg)
  def push(self, v: Any) -> None: self.stack.append(v)
  def mark(self) -> None: self.meta.append(self.stack); self.stack = []
  def pop_mark(self) -> list[Any]:
    items, self.stack = self.stack, self.meta.pop()
    return items
  def pop(self, n: int) -> tuple[Any, ...]:
    if len(self.stack) < n: raise IndexError(f"stack holds {len(self.stack)} items, the opcode needs {n}")
    items = tuple(self.stack[-n:])
    del self.stack[-n:]
    return items
  def put(self, idx: int) -> None:
    if idx < 0: raise pickle.UnpicklingError(f"corrupt pickle: negative memo index {idx}")
    self.memo[idx] = self.stack[-1]
  def global_(self, module: Any, name: Any) -> Any:
    if not isinstance(module, str) or not isinstance(name, str): raise pickle.UnpicklingError("corrupt pickle: STACK_GLOBAL needs two strings")
    module, name = py3_name(module, name)
    if not all(p.isidentifier() for p in module.split(".")) or not all(p.isidentifier() for p in name.split(".")):
      raise Refused(f"refusing to load {module!r}.{name!r}: not a module and class name")
    obj = self.find_class(module, name)
    self.callables[id(obj)] = obj
    return obj
  def call(self, func: Any, args: Any, kwargs: Any = None) -> Any:
    kwargs = {} if kwargs is None else kwargs
    if id(func) not in self.callables: raise Refused(f"refusing to call a {type(func).__name__} that no allowed class name gave")
    if not isinstance(args, tuple) or not isinstance(kwargs, dict): raise pickle.UnpicklingError("corrupt pickle: call arguments are not a tuple")
    return func(*args, **kwargs)
