"""Data types: the DType records, the `dtypes` namespace, the promotion lattice, and exact value converters (bf16, fp8)."""
from __future__ import annotations
import builtins, functools, math, struct
from dataclasses import dataclass, fields
from enum import Enum, auto
from typing import TYPE_CHECKING, Any, Final, TypeAlias
from tinygrad.helpers import ContextVar
if TYPE_CHECKING: import numpy as np

# ---- constants ----

class InvalidType:
  """The type of `Invalid`, the one "no value" marker (a masked-out index, a padded lane) in the UOp IR; a singleton, so
  compare with `is Invalid`.

  Examples:
    >>> from tinygrad.dtype import Invalid, InvalidType
    >>> print(InvalidType() is Invalid, Invalid)
    True Invalid
  """
  _inst: InvalidType | None = None
  def __new__(cls) -> InvalidType:
    if cls._inst is None: cls._inst = super().__new__(cls)
    return cls._inst
  def __repr__(self) -> str: return "Invalid"
  def __reduce__(self) -> str: return "Invalid"  # unpickles to this module's global, so it stays a singleton

Invalid: Final = InvalidType()
PyConst: TypeAlias = bool | int | float
ConstFloat: TypeAlias = float | int
ConstType: TypeAlias = PyConst | InvalidType

# ---- DType records ----

class AddrSpace(Enum):
  """Where a pointer points in a kernel: GLOBAL (device memory), LOCAL (shared memory of a workgroup), REG (registers) or
  ALU. Part of a PtrDType; used by renderers, not by Tensor code.

  Examples:
    >>> from tinygrad.dtype import AddrSpace
    >>> print(dtypes.float32.ptr(16, AddrSpace.LOCAL))
    dtypes.float.ptr(16, AddrSpace.LOCAL)
  """
  GLOBAL = auto(); LOCAL = auto(); REG = auto(); ALU = auto()
  def __repr__(self) -> str: return f"AddrSpace.{self.name}"

class _Interned(type):
  """Metaclass: one instance per distinct field tuple, however the constructor was called."""
  _by_call: dict[tuple, Any] = {}
  _by_fields: dict[tuple, Any] = {}
  def __call__(cls, *args: Any, **kwargs: Any) -> Any:
    key = (cls, args, tuple(kwargs.items()))
    if (ret := _Interned._by_call.get(key)) is not None: return ret
    inst = super().__call__(*args, **kwargs)
    ret = _Interned._by_call[key] = _Interned._by_fields.setdefault((cls, inst._fields()), inst)
    return ret

@dataclass(frozen=True, eq=False)
class DType(metaclass=_Interned):
  """A scalar or vector element type (`dtypes.float32`, `dtypes.int8.vec(4)`). DTypes are interned: one object per
  type, so `==` and `is` mean the same. They order by promotion priority (`dtypes.int8 < dtypes.float32`); promotion itself is
  `least_upper_dtype`.

  Examples:
    >>> print(dtypes.float16, dtypes.float16.itemsize, dtypes.float16.vec(4))
    dtypes.half 2 dtypes.half.vec(4)
    >>> print(Tensor([1, 2]).dtype, Tensor([1.0, 2.0]).dtype, Tensor([True]).dtype)
    dtypes.int dtypes.float dtypes.bool
  """
  priority: int  # lattice order only; promotion uses `least_upper_dtype`
  bitsize: int
  name: str      # the C spelling
  fmt: str | None  # struct format char, None where struct has none
  count: int = 1
  _scalar: DType | None = None

  def _fields(self) -> tuple: return tuple(getattr(self, f.name) for f in fields(self))
  def __reduce__(self) -> tuple: return (type(self), self._fields())
  def _key(self) -> tuple: return (self.priority, self.bitsize, self.name)
  def __lt__(self, o: DType) -> bool: return self._key() < o._key()
  def __le__(self, o: DType) -> bool: return self._key() <= o._key()
  def __gt__(self, o: DType) -> bool: return self._key() > o._key()
  def __ge__(self, o: DType) -> bool: return self._key() >= o._key()
  def __repr__(self) -> str:
    if self.count > 1: return f"{self.scalar()!r}.vec({self.count})"
    return f"dtypes.{_REPR_NAME.get(self, self.name)}"

  @property
  def itemsize(self) -> int:
    """Bytes per element (all lanes of a vector; a bool takes 1).

    Examples:
      >>> print(dtypes.int64.itemsize, dtypes.bool.itemsize, dtypes.float32.vec(4).itemsize)
      8 1 16
    """
    return (self.bitsize + 7) // 8
  @property
  def vcount(self) -> int:
    """The number of lanes: 1 for a scalar.

    Examples:
      >>> print(dtypes.float32.vcount, dtypes.float32.vec(8).vcount)
      1 8
    """
    return self.count
  def scalar(self) -> DType:
    """The scalar type of a vector's lanes (a scalar is its own).

    Examples:
      >>> print(dtypes.half.vec(4).scalar())
      dtypes.half
    """
    return self._scalar if self._scalar is not None else self
  @property
  def base(self) -> DType:
    """What a pointer points to; a non-pointer dtype is its own base.

    Examples:
      >>> print(dtypes.float32.ptr().base, dtypes.int8.base)
      dtypes.float dtypes.char
    """
    return self
  def vec(self, sz: int) -> DType:
    """The vector of `sz` lanes of this scalar type (itself for sz 1 and void).

    Raises:
      ValueError: sz < 1, or a dtype that is already a vector.

    Examples:
      >>> print(dtypes.float32.vec(4), dtypes.float32.vec(4).count)
      dtypes.float.vec(4) 4
    """
    if sz < 1: raise ValueError(f"vec({sz}) of {self}: the lane count must be at least 1")
    if sz == 1 or self == dtypes.void: return self
    if self.count != 1: raise ValueError(f"{self} is already a vector; call .vec() on {self.scalar()}")
    return DType(self.priority, self.bitsize * sz, f"{self.name}{sz}", None, sz, self)
  def ptr(self, size: int = -1, addrspace: AddrSpace = AddrSpace.GLOBAL) -> PtrDType:
    """A pointer to `size` elements (-1: unknown) of this type in `addrspace`, as kernels' buffer parameters are typed.

    Examples:
      >>> print(dtypes.int32.ptr(8))
      dtypes.int.ptr(8)
    """
    return PtrDType(self.priority, self.bitsize, self.name, self.fmt, self.count, None, self, addrspace, 1, size)

  @property
  def min(self) -> ConstFloat | bool:
    """The smallest value: the lowest integer, False for bool, -inf for floats.

    Examples:
      >>> print(dtypes.int8.min, dtypes.uint16.min, dtypes.float16.min)
      -128 0 -inf
    """
    if dtypes.is_int(self): return 0 if dtypes.is_unsigned(self) else -(1 << (self.scalar().bitsize - 1))
    return False if dtypes.is_bool(self) else -math.inf
  @property
  def max(self) -> ConstFloat | bool:
    """The largest value: the highest integer, True for bool, inf for floats.

    Examples:
      >>> print(dtypes.int8.max, dtypes.uint32.max, dtypes.float32.max)
      127 4294967295 inf
    """
    if dtypes.is_int(self): return (1 << (self.scalar().bitsize - (0 if dtypes.is_unsigned(self) else 1))) - 1
    return True if dtypes.is_bool(self) else math.inf

  def const(self, v: Any) -> Any:
    """The canonical Python value of `v` in this dtype: rounded (floats) or wrapped (ints) to what the type holds, one NaN
    object for every NaN, -0.0 kept; tuples map per lane.

    Examples:
      >>> print(dtypes.uint8.const(257), dtypes.int8.const(200), dtypes.float16.const(0.1), dtypes.bool.const(3))
      1 -56 0.0999755859375 True
    """
    if isinstance(v, (tuple, list)): return tuple(self.scalar().const(x) for x in v)
    if v is Invalid: return v
    x = truncate[self.scalar()](dtypes.as_const(v, self.scalar())) if self.scalar() in truncate else dtypes.as_const(v, self.scalar())
    return NAN if isinstance(x, float) and math.isnan(x) else x

NAN: Final = float("nan")  # the one NaN object that DType.const returns, so tuples of consts compare equal by identity

@dataclass(frozen=True, eq=False)
class PtrDType(DType):
  """A pointer to `base` elements in an address space; `size` is the element count, -1 if unknown; `v` lanes of pointers.
  IR-internal: kernels' buffer parameters and loads/stores are typed with it, Tensors never are.

  Examples:
    >>> p = dtypes.float32.ptr(64)
    >>> print(p, p.base, p.size)
    dtypes.float.ptr(64) dtypes.float 64
  """
  _base: DType | None = None
  addrspace: AddrSpace = AddrSpace.GLOBAL
  v: int = 1
  size: int = -1

  @property
  def base(self) -> DType: return self._base if self._base is not None else self
  @property
  def vcount(self) -> int: return self.v
  def scalar(self) -> PtrDType: return self if self.v == 1 else self.base.ptr(self.size, self.addrspace)
  def vec(self, sz: int) -> DType:
    if sz < 1: raise ValueError(f"vec({sz}) of {self}: the lane count must be at least 1")
    if self.v != 1: raise ValueError(f"{self} is already a vector of pointers; call .vec() on {self.scalar()}")
    return self if sz == 1 else PtrDType(self.priority, self.bitsize, self.name, self.fmt, self.count, None, self.base, self.addrspace, sz, self.size)
  def ptr(self, size: int = -1, addrspace: AddrSpace = AddrSpace.GLOBAL) -> PtrDType:
    raise TypeError(f"{self} is already a pointer; pointers to pointers are not supported")
  def __repr__(self) -> str:
    s = f"{self.base!r}.ptr({self.size}{'' if self.addrspace == AddrSpace.GLOBAL else f', {self.addrspace!r}'})"
    return s + (f".vec({self.v})" if self.v != 1 else "")

# ---- the dtypes namespace ----

def _dt(priority: int, bitsize: int, name: str, fmt: str | None) -> DType: return DType(priority, bitsize, name, fmt)

DEFAULT_FLOAT = ContextVar("DEFAULT_FLOAT", "float32")
DEFAULT_INT = ContextVar("DEFAULT_INT", "int32")
SUM_DTYPE = ContextVar("SUM_DTYPE", "float32")

class DTypes:
  """The `dtypes` namespace: every dtype (`dtypes.float32`, and its C-style alias `dtypes.float`), the groups (`dtypes.floats`,
  `ints`, `uints`, `sints`, `fp8s`, `all`), the defaults (DEFAULT_FLOAT, DEFAULT_INT), and predicates. `weakint` and `weakfloat` are
  the dtypes of Python scalars: a weak operand adopts the other's dtype (int8 + 1 stays int8); an int tensor plus a Python float
  stays weakfloat until it is read or meets a float tensor, then it becomes the default float (float32, not numpy's float64).

  Examples:
    >>> print(dtypes.float32 is dtypes.float, dtypes.is_float(dtypes.half), dtypes.default_int)
    True True dtypes.int
    >>> x = Tensor([1, 2], dtype=dtypes.int8)
    >>> print((x + 1).dtype, (x + 1.5).dtype, (x + 1.5).numpy().dtype, (x + 1.5 + Tensor([0.0], dtype=dtypes.half)).dtype)
    dtypes.char dtypes.weakfloat float32 dtypes.half
  """
  void = _dt(-1, 0, "void", None)
  bool = _dt(0, 1, "bool", "?")
  int8 = _dt(1, 8, "signed char", "b")
  uint8 = _dt(2, 8, "unsigned char", "B")
  int16 = _dt(3, 16, "short", "h")
  uint16 = _dt(4, 16, "unsigned short", "H")
  int32 = _dt(5, 32, "int", "i")
  uint32 = _dt(6, 32, "unsigned int", "I")
  int64 = _dt(7, 64, "long", "q")
  uint64 = _dt(8, 64, "unsigned long", "Q")
  fp8e4m3 = _dt(10, 8, "float8_e4m3", None)
  fp8e4m3fnuz = _dt(10, 8, "float8_e4m3fnuz", None)
  fp8e5m2 = _dt(11, 8, "float8_e5m2", None)
  fp8e5m2fnuz = _dt(11, 8, "float8_e5m2fnuz", None)
  float16 = _dt(12, 16, "half", "e")
  bfloat16 = _dt(13, 16, "__bf16", None)
  float32 = _dt(14, 32, "float", "f")
  float64 = _dt(15, 64, "double", "d")
  # placeholders for Python scalars until an operand or codegen commits them; 800 bits so nothing real is wider
  weakint = _dt(0, 800, "weakint", None)
  weakfloat = _dt(9, 800, "weakfloat", None)
  _uint128 = _dt(8, 128, "unsigned __int128", None)
  _uint256 = _dt(8, 256, "_uint256", None)
  # C-style aliases; defined last so repr uses them (dtypes.int32 prints as dtypes.int)
  char, uchar, short, ushort, int, uint, long, ulong = int8, uint8, int16, uint16, int32, uint32, int64, uint64
  half, float, double = float16, float32, float64

  fp8_ocp = (fp8e4m3, fp8e5m2)
  fp8_fnuz = (fp8e4m3fnuz, fp8e5m2fnuz)
  fp8s = fp8_ocp + fp8_fnuz
  floats = (*fp8s, float16, bfloat16, float32, float64)
  int8s, int16s, int32s, int64s = (int8, uint8), (int16, uint16), (int32, uint32), (int64, uint64)
  uints = (uint8, uint16, uint32, uint64)
  sints = (int8, int16, int32, int64)
  ints = uints + sints
  weaks = (weakint, weakfloat)
  all = (*floats, *ints, bool)

  # dtypes are interned (equal is identical): set lookups by identity hash, not `in tuple` (each miss compares through __eq__, ~0.3 us)
  _floats, _ints, _uints, _weaks = frozenset((*floats, weakfloat)), frozenset((*ints, weakint)), frozenset(uints), frozenset(weaks)
  @staticmethod
  def is_float(x: DType) -> builtins.bool:
    """Whether x (or its lanes) is a floating-point type, fp8 and weakfloat included.

    Examples:
      >>> print(dtypes.is_float(dtypes.bfloat16), dtypes.is_float(dtypes.int32))
      True False
    """
    return x.scalar() in DTypes._floats
  @staticmethod
  def is_int(x: DType) -> builtins.bool:
    """Whether x (or its lanes) is an integer type, signed or unsigned (weakint included; bool is not).

    Examples:
      >>> print(dtypes.is_int(dtypes.uint8), dtypes.is_int(dtypes.bool))
      True False
    """
    return x.scalar() in DTypes._ints
  @staticmethod
  def is_unsigned(x: DType) -> builtins.bool:
    """Whether x (or its lanes) is an unsigned integer type.

    Examples:
      >>> print(dtypes.is_unsigned(dtypes.uint8), dtypes.is_unsigned(dtypes.int8))
      True False
    """
    return x.scalar() in DTypes._uints
  @staticmethod
  def is_bool(x: DType) -> builtins.bool:
    """Whether x (or its lanes) is bool.

    Examples:
      >>> print(dtypes.is_bool(Tensor([1]).eq(1).dtype))
      True
    """
    return x.scalar() is DTypes.bool
  @staticmethod
  def is_weak(x: DType) -> builtins.bool:
    """Whether x is weakint or weakfloat: a Python scalar's type that an operand's dtype overrides.

    Examples:
      >>> print(dtypes.is_weak(dtypes.from_py(3)), dtypes.is_weak(dtypes.int32))
      True False
    """
    return x.scalar() in DTypes._weaks
  @property
  def default_float(self) -> DType:
    """The float dtype Python floats become (DEFAULT_FLOAT, float32 unless set).

    Raises:
      ValueError: DEFAULT_FLOAT names no float dtype.

    Examples:
      >>> print(dtypes.default_float, Tensor([0.5]).dtype)
      dtypes.float dtypes.float
    """
    if (dt := to_dtype(DEFAULT_FLOAT.value)) not in DTypes.floats: raise ValueError(f"DEFAULT_FLOAT={DEFAULT_FLOAT.value} is no float; use e.g. half")
    return dt
  @property
  def default_int(self) -> DType:
    """The int dtype Python ints become (DEFAULT_INT, int32 unless set).

    Raises:
      ValueError: DEFAULT_INT names no int dtype.

    Examples:
      >>> print(dtypes.default_int, Tensor([3]).dtype)
      dtypes.int dtypes.int
    """
    if (dt := to_dtype(DEFAULT_INT.value)) not in DTypes.ints: raise ValueError(f"DEFAULT_INT={DEFAULT_INT.value} is not an int; use e.g. int64")
    return dt

  @staticmethod
  def from_py(x: Any) -> DType:
    """The dtype of a Python value: bool -> bool, int -> weakint, float -> weakfloat; a (nested) list or tuple gives the
    strongest of its elements, committed to the defaults (an empty one: the default float).

    Raises:
      TypeError: anything but bool, int, float and (nested) lists or tuples of them.

    Examples:
      >>> print(dtypes.from_py(3), dtypes.from_py([1, 2.5]), dtypes.from_py([True, False]))
      dtypes.weakint dtypes.float dtypes.bool
    """
    if isinstance(x, (list, tuple)): return max((strong_dtype(DTypes.from_py(e)) for e in x), default=dtypes.default_float)
    if isinstance(x, builtins.bool): return DTypes.bool
    if isinstance(x, builtins.int): return DTypes.weakint
    if isinstance(x, builtins.float): return DTypes.weakfloat
    raise TypeError(f"dtypes.from_py got {type(x).__name__} {x!r}; pass a bool, int, float or a (nested) list of them")
  @staticmethod
  def as_const(val: Any, dtype: DType) -> Any:
    """`val` as the Python type of `dtype` (int, float or bool), not rounded to its precision (that is `DType.const`);
    tuples map per lane; Invalid passes through.

    Raises:
      ValueError: a tuple whose length is not the dtype's lane count.

    Examples:
      >>> print(dtypes.as_const(2.7, dtypes.int32), dtypes.as_const(1, dtypes.float32), dtypes.as_const((0, 2), dtypes.bool.vec(2)))
      2 1.0 (False, True)
    """
    if isinstance(val, tuple):
      if len(val) != dtype.count: raise ValueError(f"const {val} has {len(val)} lanes but {dtype} has {dtype.count}")
      return tuple(DTypes.as_const(x, dtype) for x in val)
    if val is Invalid: return val
    if DTypes.is_int(dtype): return builtins.int(val)
    if DTypes.is_float(dtype): return builtins.float(val)
    if DTypes.is_bool(dtype): return builtins.bool(val)
    return val
  @staticmethod
  def finfo(x: DType) -> tuple[builtins.int, builtins.int]:
    """(exponent bits, mantissa bits) of a float dtype (weakfloat: the default float's).

    Raises:
      TypeError: a dtype that is not a float.

    Examples:
      >>> print(dtypes.finfo(dtypes.float16), dtypes.finfo(dtypes.bfloat16), dtypes.finfo(dtypes.fp8e4m3))
      (5, 10) (8, 7) (4, 3)
    """
    x = x.scalar()
    if x == DTypes.weakfloat: x = dtypes.default_float
    if x not in _FLOAT_FORMATS: raise TypeError(f"finfo needs a float dtype, got {x}; floats are {DTypes.floats}")
    return _FLOAT_FORMATS[x][:2]
  @staticmethod
  def fields() -> dict[str, DType]:
    """Every dtype by every name it has (`float32`, `float`, `half`, ...): what `to_dtype` and `getattr(dtypes, name)` accept.

    Examples:
      >>> f = dtypes.fields()
      >>> print(f["half"] is dtypes.float16, "bfloat16" in f)
      True True
    """
    return dict(_ALL_DTYPES)

dtypes: Final = DTypes()

_ALL_DTYPES: dict[str, DType] = {k: v for k, v in DTypes.__dict__.items() if isinstance(v, DType) and not k.startswith("_")}
# tinygrad's DTYPES_DICT: the dtypes with storage (tests loop over it to make tensors); void and the weak kinds are names only
DTYPES_DICT: dict[str, DType] = {k: v for k, v in _ALL_DTYPES.items() if v != dtypes.void and v not in (dtypes.weakint, dtypes.weakfloat)}
_REPR_NAME: dict[DType, str] = {v: k for k, v in _ALL_DTYPES.items()}  # later aliases win: dtypes.int32 prints as dtypes.int
# (exponent bits, mantissa bits, exponent bias) of each float format
_FLOAT_FORMATS: dict[DType, tuple[int, int, int]] = {
  dtypes.fp8e4m3: (4, 3, 7), dtypes.fp8e4m3fnuz: (4, 3, 8), dtypes.fp8e5m2: (5, 2, 15), dtypes.fp8e5m2fnuz: (5, 2, 16),
  dtypes.float16: (5, 10, 15), dtypes.bfloat16: (8, 7, 127), dtypes.float32: (8, 23, 127), dtypes.float64: (11, 52, 1023)}
DTypeLike: TypeAlias = str | DType

class UnknownDTypeError(AttributeError, ValueError):
  """A dtype name that names no dtype: an AttributeError as tinygrad's `getattr(dtypes, name)` gives, and a ValueError as
  numpy's.

  Examples:
    >>> from tinygrad.dtype import UnknownDTypeError, to_dtype
    >>> try: to_dtype("float31")
    ... except UnknownDTypeError as e: print(isinstance(e, ValueError), isinstance(e, AttributeError))
    True True
  """

def to_dtype(x: DTypeLike) -> DType:
  """A DType from a DType or a name (`"float32"`, `"half"`, case-insensitive), as Tensor's `dtype=` arguments accept.

  Raises:
    UnknownDTypeError: an unknown name (or "").

  Examples:
    >>> from tinygrad.dtype import to_dtype
    >>> print(to_dtype("Half"), to_dtype(dtypes.int8))
    dtypes.half dtypes.char
  """
  if isinstance(x, DType): return x
  if isinstance(x, str) and (dt := _ALL_DTYPES.get(x.lower())) is not None: return dt
  raise UnknownDTypeError(f"unknown dtype {x!r}; use a DType or one of {sorted(_ALL_DTYPES)}")

# ---- promotion lattice (JAX style): each dtype lists the next wider ones ----

_PARENTS: dict[DType, tuple[DType, ...]] = {
  dtypes.bool: (dtypes.weakint,), dtypes.weakint: (dtypes.int8, dtypes.uint8),
  dtypes.int8: (dtypes.int16,), dtypes.int16: (dtypes.int32,), dtypes.int32: (dtypes.int64,), dtypes.int64: (dtypes.weakfloat,),
  dtypes.uint8: (dtypes.int16, dtypes.uint16), dtypes.uint16: (dtypes.int32, dtypes.uint32), dtypes.uint32: (dtypes.int64, dtypes.uint64),
  dtypes.uint64: (dtypes.weakfloat,), dtypes.weakfloat: dtypes.fp8s, **{d: (dtypes.float16, dtypes.bfloat16) for d in dtypes.fp8s},
  dtypes.float16: (dtypes.float32,), dtypes.bfloat16: (dtypes.float32,), dtypes.float32: (dtypes.float64,), dtypes.float64: ()}

@functools.cache
def _ancestors(dt: DType) -> frozenset[DType]:
  if dt not in _PARENTS: raise TypeError(f"{dt} is not in the promotion lattice; promote scalar dtypes from dtypes.all or dtypes.weaks")
  return frozenset({dt}).union(*(_ancestors(p) for p in _PARENTS[dt]))

def least_upper_dtype(*ds: DType) -> DType:
  """The smallest dtype every one of `ds` promotes to (tinygrad's promotion lattice, JAX-style: int8 + uint8 -> int16,
  ints + floats -> the float, float16 + bfloat16 -> float32, weak types yield to strong ones). Vectors promote lane-wise.

  Raises:
    ValueError: no dtype given.
    TypeError: vectors of different widths, or a dtype outside the lattice (pointers, void).

  Examples:
    >>> from tinygrad.dtype import least_upper_dtype
    >>> print(least_upper_dtype(dtypes.int8, dtypes.uint8), least_upper_dtype(dtypes.half, dtypes.bfloat16),
    ...       least_upper_dtype(dtypes.int64, dtypes.weakfloat))
    dtypes.short dtypes.float dtypes.weakfloat
  """
  if not ds: raise ValueError("least_upper_dtype needs at least one dtype")
  if all(d == ds[0] for d in ds): return ds[0]
  if len(counts := {d.count for d in ds}) != 1: raise TypeError(f"cannot promote vectors of different widths: {ds}")
  return min(frozenset.intersection(*(_ancestors(d.scalar()) for d in ds))).vec(counts.pop())

def least_upper_float(dt: DType) -> DType:
  """dt if it is a float, else the float it promotes to with a Python float (what `Tensor.sqrt` of an int tensor
  computes in).

  Examples:
    >>> from tinygrad.dtype import least_upper_float
    >>> print(least_upper_float(dtypes.half), least_upper_float(dtypes.int32), Tensor([4]).sqrt().dtype)
    dtypes.half dtypes.weakfloat dtypes.float
  """
  return dt if dtypes.is_float(dt) else least_upper_dtype(dt, dtypes.weakfloat)
def strong_dtype(dt: DType) -> DType:
  """A weak dtype committed to its default (weakint -> default_int, weakfloat -> default_float); others unchanged.

  Examples:
    >>> from tinygrad.dtype import strong_dtype
    >>> print(strong_dtype(dtypes.weakfloat), strong_dtype(dtypes.uint8))
    dtypes.float dtypes.uchar
  """
  s = dt.scalar()
  return dt if s not in dtypes.weaks else (dtypes.default_int if s == dtypes.weakint else dtypes.default_float).vec(dt.count)
def weak_dtype(dt: DType) -> DType:
  """The weak dtype of the same kind (ints -> weakint, floats -> weakfloat); bool and void unchanged.

  Examples:
    >>> from tinygrad.dtype import weak_dtype
    >>> print(weak_dtype(dtypes.int16), weak_dtype(dtypes.float64), weak_dtype(dtypes.bool))
    dtypes.weakint dtypes.weakfloat dtypes.bool
  """
  return dtypes.weakfloat if dtypes.is_float(dt) else dtypes.weakint if dtypes.is_int(dt) else dt

def can_lossless_cast(dt0: DType, dt1: DType) -> bool:
  """True when every value of dt0 is exactly representable in dt1.

  Examples:
    >>> from tinygrad.dtype import can_lossless_cast
    >>> print(can_lossless_cast(dtypes.int16, dtypes.float32), can_lossless_cast(dtypes.int32, dtypes.float32),
    ...       can_lossless_cast(dtypes.uint8, dtypes.int16))
    True False True
  """
  if dt0 == dt1 or dt0 == dtypes.bool: return True
  if dt1 == dtypes.weakfloat: return dt0 in dtypes.all or dt0 == dtypes.weakint
  if dt1 == dtypes.weakint: return dt0 in dtypes.ints
  if dt0 in dtypes.weaks or dt1 not in dtypes.all or dt1 == dtypes.bool: return False
  if dtypes.is_unsigned(dt1): return dtypes.is_unsigned(dt0) and dt0.bitsize <= dt1.bitsize
  if dtypes.is_int(dt1): return dtypes.is_int(dt0) and dt0.bitsize + dtypes.is_unsigned(dt0) <= dt1.bitsize
  if dtypes.is_int(dt0): return dt0.bitsize - (not dtypes.is_unsigned(dt0)) <= dtypes.finfo(dt1)[1] + 1
  if dt0 in dtypes.fp8s and dt1 in dtypes.fp8s: return False  # different biases and NaN/inf/-0 rules
  (_, m0, b0), (_, m1, b1) = _FLOAT_FORMATS[dt0], _FLOAT_FORMATS[dt1]
  return m0 <= m1 and _float_max(dt0) <= _float_max(dt1) and 1 - b0 - m0 >= 1 - b1 - m1  # precision, range, smallest subnormal

@functools.cache
def _float_max(dt: DType) -> float:
  if dt in dtypes.fp8s: return fp8_to_float(_FP8_MAX_CODE[dt], dt)
  e, m, bias = _FLOAT_FORMATS[dt]
  return math.ldexp(2 - 2.0 ** -m, 2 ** e - 2 - bias)

def sum_acc_dtype(dt: DType) -> DType:
  """The accumulator of a sum of dt: unsigned -> at least uint32, signed and bool -> at least int32, floats -> at least
  SUM_DTYPE (float32), as tinygrad's `Tensor.sum` widens.

  Examples:
    >>> from tinygrad.dtype import sum_acc_dtype
    >>> print(sum_acc_dtype(dtypes.uint8), sum_acc_dtype(dtypes.bool), sum_acc_dtype(dtypes.half), sum_acc_dtype(dtypes.float64))
    dtypes.uint dtypes.int dtypes.float dtypes.double
  """
  if dtypes.is_unsigned(dt): return least_upper_dtype(dt, dtypes.uint32.vec(dt.count))
  if dtypes.is_int(dt) or dtypes.is_bool(dt): return least_upper_dtype(dt, dtypes.int32.vec(dt.count))
  return least_upper_dtype(dt, to_dtype(SUM_DTYPE.value).vec(dt.count))

# ---- exact converters: bfloat16 ----

def _f32_bits_odd(x: float) -> int:
  """float32 bits of x rounded to odd (toward zero, the last bit set when inexact): rounding those again to at most 22
  significant bits gives x correctly rounded, where rounding to nearest twice (x -> float32 -> bfloat16) can land on a tie."""
  u = struct.unpack("<I", struct.pack("<f", truncate[dtypes.float32](x)))[0]
  if math.isnan(x) or math.isinf(x): return u
  if abs(struct.unpack("<f", struct.pack("<I", u))[0]) > abs(x): u -= 1  # rounded away from zero (or to inf): step back
  return u | 1 if struct.unpack("<f", struct.pack("<I", u))[0] != x else u

def f32_to_bf16_bits(x: float) -> int:
  """The bfloat16 bits of x: round to nearest even (from x itself, not from x rounded to float32); NaN stays a (quiet) NaN,
  +-inf stays +-inf.

  Examples:
    >>> from tinygrad.dtype import f32_to_bf16_bits
    >>> print(hex(f32_to_bf16_bits(1.0)), hex(f32_to_bf16_bits(-2.0)), hex(f32_to_bf16_bits(1 + 2**-8)), hex(f32_to_bf16_bits(1 + 2**-8 + 2**-30)))
    0x3f80 0xc000 0x3f80 0x3f81
  """
  u = _f32_bits_odd(x)
  if math.isnan(x): return (u >> 16) | 0x40  # keep a mantissa bit set so the NaN cannot round to inf
  return (u + 0x7FFF + ((u >> 16) & 1)) >> 16

def bf16_bits_to_f32(b: int) -> float:
  """The value of bfloat16 bits `b` (exact: every bfloat16 is a float32).

  Examples:
    >>> from tinygrad.dtype import bf16_bits_to_f32
    >>> print(bf16_bits_to_f32(0x3f80), bf16_bits_to_f32(0x4049))
    1.0 3.140625
  """
  return struct.unpack("<f", struct.pack("<I", (b & 0xFFFF) << 16))[0]
def float_to_bf16(x: float) -> float:
  """x rounded to the nearest bfloat16 (ties to even), as a Python float.

  Examples:
    >>> from tinygrad.dtype import float_to_bf16
    >>> print(float_to_bf16(3.14159), float_to_bf16(257.0))
    3.140625 256.0
  """
  return bf16_bits_to_f32(f32_to_bf16_bits(x))

# ---- exact converters: fp8 ----
# OCP e4m3: no inf, NaN is S.1111.111. OCP e5m2: IEEE-like, keeps inf. fnuz: one NaN 0x80, no inf, no -0, bias one higher.

_FP8_MAX_CODE: dict[DType, int] = {dtypes.fp8e4m3: 0x7E, dtypes.fp8e5m2: 0x7B, dtypes.fp8e4m3fnuz: 0x7F, dtypes.fp8e5m2fnuz: 0x7F}
_FP8_NAN_CODE: dict[DType, int] = {dtypes.fp8e4m3: 0x7F, dtypes.fp8e5m2: 0x7F, dtypes.fp8e4m3fnuz: 0x80, dtypes.fp8e5m2fnuz: 0x80}

def _fp8_format(dt: DType) -> tuple[int, int, int]:
  if dt not in dtypes.fp8s: raise TypeError(f"{dt} is not an fp8 dtype; use one of {dtypes.fp8s}")
  return _FLOAT_FORMATS[dt]

def float_to_fp8(x: float, dtype: DType) -> int:
  """The fp8 code of x in `dtype` (one of dtypes.fp8s): round to nearest even; finite values past the range saturate to the
  largest finite value; NaN (and inf where the format has none) gives the NaN code; e5m2 keeps inf.

  Raises:
    TypeError: a dtype that is not fp8.

  Examples:
    >>> from tinygrad.dtype import float_to_fp8
    >>> print(hex(float_to_fp8(1.0, dtypes.fp8e4m3)), hex(float_to_fp8(1000.0, dtypes.fp8e4m3)), hex(float_to_fp8(-1.0, dtypes.fp8e5m2)))
    0x38 0x7e 0xbc
  """
  _, m, bias = _fp8_format(dtype)
  sign = 0x80 if math.copysign(1.0, x) < 0 else 0
  if math.isinf(x) and dtype == dtypes.fp8e5m2: return sign | 0x7C
  if math.isnan(x) or math.isinf(x): return _FP8_NAN_CODE[dtype] | (0 if dtype in dtypes.fp8_fnuz else sign)
  _, e = math.frexp(abs(x))
  f = max(e - 1 + bias, 1) if x else 1  # biased exponent; zero and subnormals are scaled as if exponent 1
  n = round(math.ldexp(abs(x), m + bias - f))  # significand in units in the last place; round() ties to even
  code = min(((f - 1) << m) + n, _FP8_MAX_CODE[dtype])  # a carry out of the mantissa lands in the exponent field by itself
  return 0 if code == 0 and dtype in dtypes.fp8_fnuz else sign | code

def fp8_to_float(code: int, dtype: DType) -> float:
  """The exact value of an fp8 code in `dtype` (one of dtypes.fp8s).

  Raises:
    TypeError: a dtype that is not fp8.

  Examples:
    >>> from tinygrad.dtype import fp8_to_float
    >>> print(fp8_to_float(0x7e, dtypes.fp8e4m3), fp8_to_float(0x7c, dtypes.fp8e5m2), fp8_to_float(0x01, dtypes.fp8e4m3))
    448.0 inf 0.001953125
  """
  _, m, bias = _fp8_format(dtype)
  code &= 0xFF
  sign, f, mant = (-1.0 if code & 0x80 else 1.0), (code & 0x7F) >> m, code & ((1 << m) - 1)
  if dtype in dtypes.fp8_fnuz and code == 0x80: return math.nan
  if dtype == dtypes.fp8e4m3 and code & 0x7F == 0x7F: return math.copysign(math.nan, sign)
  if dtype == dtypes.fp8e5m2 and f == 0x1F: return sign * math.inf if mant == 0 else math.copysign(math.nan, sign)
  return sign * math.ldexp(mant if f == 0 else mant | (1 << m), max(f, 1) - bias - m)

# ---- truncate: a Python value wrapped/rounded to what the dtype holds ----

def _wrap_int(bits: int, signed: bool) -> Any:
  mask, top = (1 << bits) - 1, 1 << (bits - 1)
  return lambda x: ((int(x) & mask) ^ top) - top if signed else int(x) & mask

def _struct_round(fmt: str) -> Any:
  def f(x: float) -> float:
    try: return struct.unpack(fmt, struct.pack(fmt, x))[0]
    except OverflowError: return math.inf if x > 0 else -math.inf  # struct refuses values that round past the max
  return f

truncate: dict[DType, Any] = {
  dtypes.bool: bool, dtypes.weakint: int, dtypes.weakfloat: float, dtypes.float64: float,
  dtypes.float32: _struct_round("f"), dtypes.float16: _struct_round("e"), dtypes.bfloat16: float_to_bf16,
  **{d: functools.partial(lambda x, d: fp8_to_float(float_to_fp8(x, d), d), d=d) for d in dtypes.fp8s},
  **{d: _wrap_int(d.bitsize, d in dtypes.sints) for d in (*dtypes.ints, dtypes._uint128, dtypes._uint256)}}

# ---- bitcast of one Python value ----

def _to_bits(v: Any, dt: DType) -> int:
  if dt.fmt is not None: return int.from_bytes(struct.pack(f"<{dt.fmt}", truncate[dt](v)), "little")
  if dt == dtypes.bfloat16: return f32_to_bf16_bits(v)
  if dt in dtypes.fp8s: return float_to_fp8(v, dt)
  if dt in (dtypes._uint128, dtypes._uint256): return truncate[dt](v)
  raise TypeError(f"cannot bitcast from {dt}: it has no storage format")

def _from_bits(b: int, dt: DType) -> Any:
  if dt.fmt is not None: return struct.unpack(f"<{dt.fmt}", b.to_bytes(dt.itemsize, "little"))[0]
  if dt == dtypes.bfloat16: return bf16_bits_to_f32(b)
  if dt in dtypes.fp8s: return fp8_to_float(b, dt)
  if dt in (dtypes._uint128, dtypes._uint256): return b
  raise TypeError(f"cannot bitcast to {dt}: it has no storage format")

def bitcast(v: Any, from_dt: DType, to_dt: DType) -> Any:
  """Reinterprets the bits of the Python value `v`, stored as `from_dt`, as a `to_dt` value (Tensor.bitcast for one
  constant).

  Raises:
    ValueError: dtypes of different sizes.

  Examples:
    >>> from tinygrad.dtype import bitcast
    >>> print(hex(bitcast(1.0, dtypes.float32, dtypes.uint32)), bitcast(-1, dtypes.int8, dtypes.uint8))
    0x3f800000 255
  """
  if from_dt.itemsize != to_dt.itemsize: raise ValueError(f"bitcast {from_dt} -> {to_dt} changes the size; bitcast between equal-size dtypes")
  return _from_bits(_to_bits(v, from_dt), to_dt)

# ---- vectorised converters (numpy arrays) ----

def _f32_odd_np(a: Any) -> np.ndarray:
  """A float64 array as float32 rounded to odd (see `_f32_bits_odd`); float32 arrays are returned as they are."""
  import numpy as np
  if (x := np.asarray(a)).dtype == np.float32: return x
  x = x.astype(np.float64)
  with np.errstate(over="ignore", invalid="ignore"):
    u = x.astype(np.float32).view(np.uint32)
    u = np.where(np.isfinite(x) & (np.abs(u.view(np.float32)) > np.abs(x)), u - 1, u).astype(np.uint32)
    return np.where(np.isfinite(x) & (u.view(np.float32) != x), u | 1, u).astype(np.uint32).view(np.float32)

def f32_to_bf16_np(a: Any) -> np.ndarray:
  """The bfloat16 bits (uint16) of an array's values, round to nearest even (float64 values directly, not via float32), NaN
  stays NaN.

  Examples:
    >>> from tinygrad.dtype import f32_to_bf16_np
    >>> print(f32_to_bf16_np([1.0, -2.0, 3.14159]).tolist())
    [16256, 49152, 16457]
  """
  import numpy as np
  x = _f32_odd_np(a)
  u = x.view(np.uint32).astype(np.uint64)
  return np.where(np.isnan(x), (u >> 16) | 0x40, (u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)

def bf16_to_f32_np(b: Any) -> np.ndarray:
  """The float32 values of an array of bfloat16 bits.

  Examples:
    >>> from tinygrad.dtype import bf16_to_f32_np
    >>> print(bf16_to_f32_np([16256, 49152, 16457]))
    [ 1.       -2.        3.140625]
  """
  import numpy as np
  return (np.asarray(b, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)

def float_to_fp8_np(a: Any, dtype: DType) -> np.ndarray:
  """The fp8 codes (uint8) of an array's values, with `float_to_fp8`'s rules.

  Examples:
    >>> from tinygrad.dtype import float_to_fp8_np
    >>> print(float_to_fp8_np([1.0, 1000.0, -0.5], dtypes.fp8e4m3).tolist())
    [56, 126, 176]
  """
  import numpy as np
  _, m, bias = _fp8_format(dtype)
  x = np.asarray(a, dtype=np.float64)
  ax, sign = np.abs(x), np.signbit(x)
  finite = np.isfinite(x)
  _, e = np.frexp(np.where(finite, ax, 0.0))
  f = np.where(ax == 0, 1, np.maximum(e.astype(np.int64) - 1 + bias, 1))
  n = np.rint(np.ldexp(np.where(finite, ax, 0.0), (m + bias - f).astype(np.int32)))
  code = np.minimum((f - 1) * (1 << m) + n, _FP8_MAX_CODE[dtype]).astype(np.uint8)
  code = np.where(sign & ~((code == 0) & (dtype in dtypes.fp8_fnuz)), code | 0x80, code)
  if dtype == dtypes.fp8e5m2: code = np.where(np.isinf(x), np.where(sign, 0xFC, 0x7C), code)
  nan = np.isnan(x) | (np.isinf(x) & (dtype != dtypes.fp8e5m2))
  nan_code = _FP8_NAN_CODE[dtype] | np.where(sign & (dtype not in dtypes.fp8_fnuz), 0x80, 0)
  return np.where(nan, nan_code, code).astype(np.uint8)

@functools.cache
def _fp8_table(dtype: DType) -> np.ndarray:
  import numpy as np
  return np.array([fp8_to_float(c, dtype) for c in range(256)], dtype=np.float32)

def fp8_to_float_np(codes: Any, dtype: DType) -> np.ndarray:
  """The float32 values of an array of fp8 codes.

  Examples:
    >>> from tinygrad.dtype import fp8_to_float_np
    >>> print(fp8_to_float_np([56, 126, 176], dtypes.fp8e4m3))
    [  1.  448.   -0.5]
  """
  import numpy as np
  return _fp8_table(dtype)[np.asarray(codes, dtype=np.uint8)]

# ---- numpy and torch dtype mappings ----

def _to_np_dtype(dt: DType) -> type | None:
  """The numpy scalar type that stores `dt`: bf16 and fp8 map to float32 (their values, not their bits); void maps to None."""
  import numpy as np
  dt = strong_dtype(dt.scalar())
  if dt == dtypes.void: return None
  return np.float32 if dt.fmt is None else np.dtype(dt.fmt).type

def _from_np_dtype(npdtype: Any) -> DType:
  import numpy as np
  name = np.dtype(npdtype).name
  if name not in DTYPES_DICT: raise TypeError(f"numpy dtype {name} has no tinygrad dtype; convert the array to one of {sorted(DTYPES_DICT)}")
  return DTYPES_DICT[name]

@functools.cache
def _torch_dtypes() -> dict[DType, Any]:
  import torch
  names = {d: n for n, d in reversed(DTYPES_DICT.items())}  # the first name (int32, not int): torch spells them that way
  out = {d: getattr(torch, names[d], None) for d in (*dtypes.ints, *dtypes.floats, dtypes.bool) if d not in dtypes.fp8s}
  out.update({d: torch.uint8 for d in dtypes.fp8s})  # torch carries fp8 as raw bytes
  return {d: t for d, t in out.items() if t is not None}

def _to_torch_dtype(dt: DType) -> Any: return _torch_dtypes().get(strong_dtype(dt.scalar()))
def _from_torch_dtype(tdt: Any) -> DType:
  for d, t in _torch_dtypes().items():
    if t == tdt and d not in dtypes.fp8s: return d
  raise TypeError(f"torch dtype {tdt} has no tinygrad dtype")
