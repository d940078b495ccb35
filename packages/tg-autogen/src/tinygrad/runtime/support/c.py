"""The small ctypes helpers generated binding modules use: exact-layout structs, ioctl numbers that can be called, lazy libraries."""
from __future__ import annotations
import ctypes, ctypes.util, functools, glob, os, re, sys
from typing import Any, ClassVar
from collections.abc import Callable, Sequence

# ---- typing helpers: subscriptable names that build the ctypes type ----

class POINTER:
  def __class_getitem__(cls, t: Any) -> Any: return ctypes.c_void_p if t is None else ctypes.POINTER(t)

class Array:
  def __class_getitem__(cls, a: tuple[Any, Any]) -> Any: return a[0] * (a[1] if isinstance(a[1], int) else a[1].__args__[0])

class CFUNCTYPE:
  def __class_getitem__(cls, a: tuple[Any, Sequence[Any]]) -> Any: return ctypes.CFUNCTYPE(a[0], *a[1])

def pointer(x: Any) -> Any: return ctypes.pointer(x)

# ---- structs: opaque bytes of the C size, fields read and written at explicit offsets ----

@functools.cache
def _holder(t: Any) -> Any:
  # a one-field packed struct gives native ctypes get/set semantics for a field of type t at any offset
  return type(f"_holder_{getattr(t, '__name__', 'x')}", (ctypes.Structure,), {"_pack_": 1, "_fields_": [("v", t)]})

class Field:
  """A struct member at a byte offset; a bitfield also has a width and a bit offset within that byte."""
  def __init__(self, name: str, ctype: Any, offset: int, bits: int = 0, bit_offset: int = 0):
    self.name, self.ctype, self.offset, self.bits, self.bit_offset = name, ctype, offset, bits, bit_offset
    self.nbytes = (bit_offset + bits + 7) // 8

  def _raw(self, inst: Any) -> Any: return (ctypes.c_ubyte * self.nbytes).from_buffer(inst, self.offset)

  def __get__(self, inst: Any, owner: Any = None) -> Any:
    if inst is None: return self
    if not self.bits: return _holder(self.ctype).from_buffer(inst, self.offset).v
    v = (int.from_bytes(bytes(self._raw(inst)), "little") >> self.bit_offset) & ((1 << self.bits) - 1)
    signed = issubclass(self.ctype, ctypes._SimpleCData) and self.ctype._type_ in "bhilqc"
    return v - (1 << self.bits) if signed and v >> (self.bits - 1) else v

  def __set__(self, inst: Any, value: Any) -> None:
    if self.bits:
      raw, mask = self._raw(inst), ((1 << self.bits) - 1) << self.bit_offset
      word = (int.from_bytes(bytes(raw), "little") & ~mask) | ((int(value) << self.bit_offset) & mask)
      raw[:] = list(word.to_bytes(self.nbytes, "little"))
      return
    if isinstance(value, (list, tuple)) and issubclass(self.ctype, ctypes.Array): value = self.ctype(*value)
    h = _holder(self.ctype).from_buffer(inst, self.offset)
    h.v = value
    # the view owns whatever ctypes must keep alive (pointer targets), so the struct keeps the view
    if h._objects: inst.__dict__.setdefault("_keep_", {})[self.name] = h

class Struct(ctypes.Structure):
  """Base of every generated struct and union: ctypes.sizeof, bytes(), from_buffer and addressof follow the C layout exactly."""
  SIZE: ClassVar[int] = 0
  _real_fields_: ClassVar[tuple[tuple, ...]] = ()

  def __init__(self, *args: Any, **kwargs: Any):
    super().__init__()
    if len(args) > len(self._real_fields_): raise TypeError(f"{type(self).__name__} takes at most {len(self._real_fields_)} positional values")
    for f, v in zip(self._real_fields_, args): setattr(self, f[0], v)
    for k, v in kwargs.items():
      if not isinstance(getattr(type(self), k, None), Field):
        raise TypeError(f"{type(self).__name__} has no field {k!r}; its fields are {[f[0] for f in self._real_fields_]}")
      setattr(self, k, v)

  @classmethod
  def register_fields(cls, fields: Sequence[tuple]) -> None:
    cls._real_fields_ = tuple(fields)
    for f in fields: setattr(cls, f[0], Field(*f))

  def __repr__(self) -> str: return f"{type(self).__name__}({', '.join(f'{f[0]}={getattr(self, f[0])!r}' for f in self._real_fields_)})"

def record(cls: Any) -> Any:
  """Class decorator: gives a Struct subclass its storage, SIZE opaque bytes."""
  cls._fields_ = [("_mem_", ctypes.c_ubyte * cls.SIZE)] if cls.SIZE else []
  return cls

@functools.cache
def init_c_struct_t(size: int, fields: tuple[tuple, ...]) -> type[Struct]:
  """A struct class of `size` bytes from (name, ctype, offset[, bits, bit_offset]) tuples, built once per layout."""
  cls = record(type("CStruct", (Struct,), {"SIZE": size}))
  cls.register_fields(fields)
  return cls

def init_c_var(ctype: Any, fill: Callable[[Any], Any]) -> Any:
  """Makes a ctypes value, lets `fill` pass it to a C call, returns it."""
  fill(v := ctype())
  return v

# ---- ioctl numbers (Linux encoding: dir<<30 | size<<16 | type<<8 | nr) ----

class Ioctl(int):
  """An ioctl request number that can also be issued: `IOC(fd, *values, **fields)` returns the filled struct."""
  struct: Any

  def __new__(cls, request: int, struct: Any = None) -> Ioctl:
    obj = super().__new__(cls, request)
    obj.struct = struct
    return obj

  def __call__(self, fd: Any, *args: Any, _payload_: Any = None, **kwargs: Any) -> Any:
    payload = _payload_ if _payload_ is not None else self.struct(*args, **kwargs) if self.struct is not None else (args[0] if args else 0)
    # anything with an .ioctl method (a mock driver's file) takes the call; a plain fd goes to the kernel
    if hasattr(fd, "ioctl"): ret = fd.ioctl(int(self), payload)
    else:
      import fcntl
      ret = fcntl.ioctl(fd, int(self), payload, True) if isinstance(payload, ctypes.Structure) else fcntl.ioctl(fd, int(self), payload)
    if ret: raise RuntimeError(f"ioctl {int(self):#x} returned {ret}")
    return payload

def _ioc(direction: int, base: int | str, nr: int, struct: Any) -> Ioctl:
  if sys.platform == "win32": raise RuntimeError("ioctls are not available on Windows")
  size = ctypes.sizeof(struct) if isinstance(struct, type) else 0 if struct is None else int(struct)
  return Ioctl(direction << 30 | size << 16 | (ord(base) if isinstance(base, str) else base) << 8 | nr, struct if isinstance(struct, type) else None)

def _IO(base: int | str, nr: int) -> Ioctl: return _ioc(0, base, nr, None)
def _IOW(base: int | str, nr: int, struct: Any) -> Ioctl: return _ioc(1, base, nr, struct)
def _IOR(base: int | str, nr: int, struct: Any) -> Ioctl: return _ioc(2, base, nr, struct)
def _IOWR(base: int | str, nr: int, struct: Any) -> Ioctl: return _ioc(3, base, nr, struct)

# ---- shared libraries, loaded on first use ----

_LIB_DIRS = ["/usr/lib64", "/usr/lib", "/usr/local/lib", "/usr/lib/wsl/lib", "/lib", "/lib64", f"/usr/lib/{sys.implementation._multiarch}"
             if hasattr(sys.implementation, "_multiarch") else "/usr/lib/x86_64-linux-gnu"]

def _is_elf(path: str) -> bool:
  try:
    with open(path, "rb") as f: return f.read(4) == b"\x7fELF"  # rejects linker scripts named lib*.so
  except OSError: return False

def findlib(name: str, candidates: Sequence[str], paths: Sequence[str] = ()) -> str | None:
  """The file to load for library `name`: $NAME_PATH, absolute candidates, then lib<c>.so[.N] in the usual directories and `paths`."""
  env = os.environ.get(name.upper().replace("-", "_") + "_PATH", "")
  if os.path.isfile(env): return env
  for cand in candidates:
    if os.path.isabs(cand) and os.path.exists(cand): return cand
  # a directory in $NAME_PATH (CUDA_PATH=/usr/local/cuda) is searched first, with its lib folders
  envdirs = [os.path.join(env, sub) for sub in ("", "lib64", "lib")] if os.path.isdir(env) else []
  dirs = envdirs + [d for d in os.environ.get("LD_LIBRARY_PATH", "").split(":") if d] + _LIB_DIRS + [os.path.expanduser(p) for p in paths]
  for cand in (c for c in candidates if not os.path.isabs(c)):
    pat = re.compile(rf"lib{re.escape(cand)}\.so(\.\d+)*$")
    for d in dirs:
      hits = sorted((f for f in glob.glob(os.path.join(glob.escape(d), f"lib{glob.escape(cand)}.so*")) if pat.search(f) and _is_elf(f)), key=len)
      if hits: return hits[0]
    if (found := ctypes.util.find_library(cand)): return found
  return None

class DLL:
  """A shared library loaded on first use; `bind` makes a stub function call the C symbol of the same name."""
  _loaded_: ClassVar[set[str]] = set()

  def __init__(self, name: str, candidates: str | Sequence[str], paths: Sequence[str] = (), use_errno: bool = False):
    self.name, self.candidates, self.paths, self.use_errno = name, [candidates] if isinstance(candidates, str) else list(candidates), paths, use_errno
    self._lib: ctypes.CDLL | None = None

  @property
  def lib(self) -> ctypes.CDLL:
    if self._lib is None:
      if (path := findlib(self.name, self.candidates, self.paths)) is None:
        raise OSError(f"library {self.name!r} not found (looked for {', '.join('lib'+c+'.so' for c in self.candidates)}): "
                      f"install it, or set {self.name.upper().replace('-', '_')}_PATH to the file or its directory")
      self._lib = ctypes.CDLL(path, use_errno=self.use_errno)
      DLL._loaded_.add(self.name)
    return self._lib

  def __getattr__(self, sym: str) -> Any:
    if sym.startswith("__"): raise AttributeError(sym)
    return getattr(self.lib, sym)

  def bind(self, restype: Any, *argtypes: Any) -> Callable[[Callable], Callable]:
    """Decorator: the symbol is looked up at the first call, so one module serves library versions that lack some functions."""
    def deco(stub: Callable) -> Callable:
      fn: Any = None
      @functools.wraps(stub)
      def call(*args: Any) -> Any:
        nonlocal fn
        if fn is None:
          fn = getattr(self.lib, stub.__name__)
          fn.restype, fn.argtypes = restype, list(argtypes)
        return fn(*args)
      return call
    return deco
