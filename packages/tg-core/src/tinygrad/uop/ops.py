"""The UOp IR: immutable, hash-consed graph nodes `(op, dtype, src, arg, tag)`, their bounds, builders and printed forms.

Building the same node twice gives the same object; nodes live in a weak-value cache, so a graph is freed as soon as
nothing references it. Patterns, matchers and graph_rewrite are re-exported here from `upat` and `rewrite`.
"""
from __future__ import annotations
import functools, hashlib, itertools, math, operator, weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from enum import auto
from typing import Any, ClassVar, TypeAlias
from tinygrad.dtype import AddrSpace, DType, Invalid, PtrDType, PyConst, dtypes, least_upper_dtype, truncate
from tinygrad.helpers import TRACK_MATCH_STATS, all_int, argfix, strip_parens
from tinygrad.uop import FastEnum, GroupOp, Ops
from tinygrad.uop.mathtraits import MathTrait
from tinygrad.mixin import GraphMixin, MovementMixin
from tinygrad.uop.rewrite import BottomUpGate, RewriteLimitError, RewriteMatch, TrackedGraphRewrite, _run, graph_rewrite, graph_rewrite_map, \
  helper_files, rewrite_hooks, tracked_rewrites
from tinygrad.uop.upat import PatternMatcher, UPat, UPatAny

helper_files.add(__file__)  # a step of UOp.substitute/simplify is placed at the line that called it

# ---- records ----

class AxisType(FastEnum):
  """What a RANGE becomes: its letter is used in kernel names and debug output."""
  DEVICE = auto(); GLOBAL = auto(); WARP = auto(); LOCAL = auto(); WEAK = auto(); GROUP_REDUCE = auto(); REDUCE = auto(); UPCAST = auto()
  UNROLL = auto(); THREAD = auto(); PLACEHOLDER = auto(); LOOP = auto()
  @property
  def letter(self) -> str: return axis_letters[self]

axis_letters = {AxisType.DEVICE: "d", AxisType.GLOBAL: "g", AxisType.WARP: "w", AxisType.LOCAL: "l", AxisType.WEAK: "L", AxisType.GROUP_REDUCE: "G",
                AxisType.REDUCE: "R", AxisType.UPCAST: "u", AxisType.UNROLL: "r", AxisType.THREAD: "t", AxisType.PLACEHOLDER: "p", AxisType.LOOP: "L"}
axis_to_pos = {AxisType.DEVICE: -2, AxisType.WEAK: -1, AxisType.LOOP: -1, AxisType.GLOBAL: 0, AxisType.THREAD: 0, AxisType.WARP: 1, AxisType.LOCAL: 2,
               AxisType.GROUP_REDUCE: 2, AxisType.UPCAST: 3, AxisType.REDUCE: 4, AxisType.UNROLL: 5, AxisType.PLACEHOLDER: 6}

@dataclass(frozen=True)
class Estimates:
  """Work of a kernel: ALU ops, bytes loaded/stored (lds) and unique bytes of memory touched (mem); may be symbolic."""
  ops: sint = 0
  lds: sint = 0
  mem: sint = 0
  def __add__(self, o: Estimates) -> Estimates: return Estimates(self.ops + o.ops, self.lds + o.lds, self.mem + o.mem)
  def simplify(self) -> Estimates: return Estimates(ssimplify(self.ops), ssimplify(self.lds), ssimplify(self.mem))

@dataclass(frozen=True)
class KernelInfo:
  """The arg of a kernel's SINK. `opts_to_apply=()` compiles as written; None lets heuristics/BEAM choose."""
  name: str = "test"
  axis_types: tuple[AxisType, ...] = ()
  dont_use_locals: bool = False
  applied_opts: tuple = ()
  opts_to_apply: tuple | None = None
  estimates: Estimates | None = None
  beam: int = 0

@dataclass(frozen=True)
class ProgramInfo:
  """The arg of a PROGRAM(SINK, LINEAR, SOURCE[, BINARY]): how to launch the compiled kernel. `globals` are the CALL's buffer slots passed
  in order (empty: all of them), `outs`/`ins` those it writes/reads (empty outs: slot 0), `vars` the Variables passed after the buffers.
  tinygrad's field of the same name `target` is left out: tg picks the compiler from the device (Compiled.source_compiler)."""
  name: str = "test"
  global_size: tuple[sint, ...] = (1, 1, 1)
  local_size: tuple[int, ...] | None = None
  vars: tuple[UOp, ...] = ()
  globals: tuple[int, ...] = ()
  outs: tuple[int, ...] = ()
  ins: tuple[int, ...] = ()

@dataclass(frozen=True)
class CallInfo:
  """The arg of a CALL/FUNCTION that has a custom gradient or a name: autodiff calls `grad_fxn(grad, call)` (one output) or
  `grad_fxn(*grads, call=call)` (several) for one gradient per input in `call.src[1:]` (None where there is none)."""
  grad_fxn: Callable[..., Any] | None = None
  name: str | None = None

@dataclass(frozen=True)
class ParamArg:
  """The arg of PARAM and BUFFER. A Variable is a 0-d ALU-space BUFFER with a name and `vmin_vmax`."""
  slot: int | None = None
  dtype: DType = dtypes.void
  vmin_vmax: tuple[PyConst, PyConst] | None = None
  multiple_of: int = 1
  name: str | None = None
  addrspace: AddrSpace = AddrSpace.GLOBAL
  axis: int | None = None
  device: str | tuple[str, ...] | None = None
  volatile: bool = False
  size: int = -1  # a tensor-level BUFFER's element count (its slot is a unique buffer number)

  def __repr__(self) -> str:
    return "ParamArg(" + ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if getattr(self, f.name) != f.default) + ")"

class SymbolicError(AssertionError, ValueError):
  """A symbolic value that cannot be used as asked (out of range bind, unresolvable bool/int)."""

# ---- Python semantics of every ALU op (the constant folder and the PYTHON device use these) ----

def _cdiv(x: int, y: int) -> int: return abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1) if y else 0  # x/0 is 0 on every device
def _cmod(x: int, y: int) -> int: return x - _cdiv(x, y) * y
def _fdiv(x: Any, y: Any) -> Any:
  if y == 0: return math.nan if x == 0 or math.isnan(x) else math.copysign(math.inf, x) * math.copysign(1.0, y)
  return x / y
def _safe(f: Callable[..., float]) -> Callable[..., float]:
  def g(*x: Any) -> float:
    try: return f(*x)
    except (ValueError, OverflowError, ZeroDivisionError): return math.nan
  return g
def _exp2(x: Any) -> Any:
  try: return 2.0 ** x
  except OverflowError: return math.inf
def _log2(x: Any) -> Any: return -math.inf if x == 0 else math.nan if x < 0 else math.log2(x)
def _trunc(x: Any) -> Any: return x if not isinstance(x, float) or not math.isfinite(x) else float(math.trunc(x))

def threefry2x32(x: int, key: int) -> int:
  """Threefry-2x32 with 20 rounds (Random123): counter `x` and `key` are uint64 (low word first); returns the uint64 result."""
  m = 0xFFFFFFFF
  ks = [key & m, (key >> 32) & m, 0]
  ks[2] = ks[0] ^ ks[1] ^ 0x1BD11BDA
  x0, x1 = ((x & m) + ks[0]) & m, (((x >> 32) & m) + ks[1]) & m
  for r in range(20):
    rot = (13, 15, 26, 6, 17, 29, 16, 24)[r % 8]
    x0 = (x0 + x1) & m
    x1 = (((x1 << rot) | (x1 >> (32 - rot))) & m) ^ x0
    if r % 4 == 3:
      s = (r + 1) // 4
      x0, x1 = (x0 + ks[s % 3]) & m, (x1 + ks[(s + 1) % 3] + s) & m
  return (x1 << 32) | x0

python_alu: dict[Ops, Callable[..., Any]] = {
  Ops.EXP2: _exp2, Ops.LOG2: _log2, Ops.SIN: lambda x: math.sin(x) if math.isfinite(x) else math.nan,
  Ops.SQRT: lambda x: math.sqrt(x) if x >= 0 else math.nan,
  Ops.RECIPROCAL: lambda x: _fdiv(1.0, x), Ops.NEG: lambda x: (not x) if isinstance(x, bool) else -x, Ops.TRUNC: _trunc,
  Ops.ADD: operator.add, Ops.SUB: operator.sub, Ops.MUL: operator.mul, Ops.SHL: operator.lshift, Ops.SHR: operator.rshift, Ops.MAX: max,
  Ops.CDIV: _cdiv, Ops.CMOD: _cmod, Ops.FLOORDIV: operator.floordiv, Ops.FLOORMOD: operator.mod, Ops.FDIV: _fdiv, Ops.POW: _safe(operator.pow),
  Ops.CMPLT: operator.lt, Ops.CMPNE: operator.ne, Ops.CMPEQ: operator.eq, Ops.XOR: operator.xor, Ops.OR: operator.or_, Ops.AND: operator.and_,
  Ops.THREEFRY: threefry2x32, Ops.WHERE: lambda c, x, y: x if c else y, Ops.MULACC: lambda a, b, c: a * b + c}

def exec_alu(op: Ops, dtype: DType, operands: list[Any] | tuple[Any, ...], truncate_output: bool = True) -> Any:
  """Evaluate one ALU op on Python values as `dtype` would (ints wrap, floats round). Vector dtypes work lane by lane."""
  if dtype.count > 1:
    return tuple(exec_alu(op, dtype.scalar(), [x[i] if isinstance(x, tuple) else x for x in operands], truncate_output) for i in range(dtype.count))
  ret = python_alu[op](*operands)
  return truncate.get(dtype, lambda x: x)(ret) if truncate_output else ret

# ---- bounds: interval analysis for int and bool nodes ----

@functools.cache
def dtype_kind(dt: DType) -> tuple[bool, bool, bool, bool]:
  """(is_int, is_bool, is_weak, is_float) of a dtype, cached: these are asked for every node."""
  return dtypes.is_int(dt), dtypes.is_bool(dt), dtypes.is_weak(dt), dtypes.is_float(dt)
@functools.cache
def dtype_range(dt: DType) -> tuple[Any, Any]: return dt.min, dt.max

def _corners(f: Callable[[Any, Any], Any], a: tuple | list, b: tuple | list) -> tuple[Any, Any]:
  vals = [f(x, y) for x in a for y in b]
  return min(vals), max(vals)

def _div_bounds(f: Callable[[int, int], int], a: tuple, b: tuple) -> tuple[int, int] | None:
  lo, hi = (1 if b[0] == 0 else b[0]), (-1 if b[1] == 0 else b[1])  # dividing by 0 is undefined: the nearest divisors bound it
  divisors = [d for d in {lo, hi, *((-1, 1) if lo < 0 < hi else ())} if lo <= d <= hi]
  return _corners(f, a, divisors) if divisors else None

def _mod_bounds(a: tuple, b: tuple, floor: bool) -> tuple[int, int] | None:
  (a0, a1), (b0, b1) = a, b
  if b0 == b1 and b0 > 0 and (floor or a0 >= 0) and a0 // b0 == a1 // b0: return a0 % b0, a1 % b0  # one period: x%c is x-c*q
  if floor: return (0, min(b1 - 1, a1) if a0 >= 0 else b1 - 1) if b0 > 0 else (b0 + 1, 0) if b1 < 0 else None
  m = max(abs(b0), abs(b1)) - 1  # truncating: |x%y| < |y| and the sign follows x
  return max(a0, -m) if a0 < 0 else 0, min(a1, m) if a1 > 0 else 0

def _bitwise_bounds(op: Ops, a: tuple, b: tuple) -> tuple[int, int] | None:
  if isinstance(a[0], bool) and isinstance(b[0], bool):
    f = python_alu[op]
    return _corners(f, (False, True) if a[0] != a[1] else (a[0],), (False, True) if b[0] != b[1] else (b[0],))
  if op is Ops.AND and (a[0] >= 0 or b[0] >= 0): return 0, min(x[1] for x in (a, b) if x[0] >= 0)
  if a[0] >= 0 and b[0] >= 0: return (max(a[0], b[0]) if op is Ops.OR else 0), (1 << max(a[1], b[1]).bit_length()) - 1
  return None

def _shift_bounds(op: Ops, a: tuple, b: tuple) -> tuple[int, int] | None:
  if b[0] != b[1] or b[0] < 0: return None
  f = python_alu[op]
  return f(a[0], b[0]), f(a[1], b[0])

def _cmp_bounds(op: Ops, a: tuple, b: tuple) -> tuple[bool, bool]:
  if op is Ops.CMPLT: return (True, True) if a[1] < b[0] else (False, False) if a[0] >= b[1] else (False, True)
  ne = (True, True) if a[1] < b[0] or b[1] < a[0] else (False, False) if a[0] == a[1] == b[0] == b[1] else (False, True)
  return ne if op is Ops.CMPNE else (not ne[1], not ne[0])

def _cast_bounds(src: tuple, dt: DType) -> tuple | None:
  if dtypes.is_bool(dt): return (True, True) if src[0] > 0 or src[1] < 0 else (False, False) if src[0] == src[1] == 0 else (False, True)
  return (int(src[0]), int(src[1])) if dt.min <= src[0] and src[1] <= dt.max and not isinstance(src[0], float) else None

def _alu_bounds(u: UOp) -> tuple | None:
  s = [x._min_max for x in u.src]
  if u.op is Ops.ADD: return s[0][0] + s[1][0], s[0][1] + s[1][1]
  if u.op is Ops.SUB: return s[0][0] - s[1][1], s[0][1] - s[1][0]
  if u.op is Ops.MUL: return _corners(operator.mul, s[0], s[1])
  if u.op is Ops.NEG: return (not s[0][1], not s[0][0]) if dtypes.is_bool(u.dtype) else (-s[0][1], -s[0][0])
  if u.op is Ops.MAX: return max(s[0][0], s[1][0]), max(s[0][1], s[1][1])
  if u.op is Ops.MULACC: return (m := _corners(operator.mul, s[0], s[1]))[0] + s[2][0], m[1] + s[2][1]
  if u.op in (Ops.FLOORDIV, Ops.CDIV): return _div_bounds(operator.floordiv if u.op is Ops.FLOORDIV else _cdiv, s[0], s[1])
  if u.op in (Ops.FLOORMOD, Ops.CMOD): return _mod_bounds(s[0], s[1], u.op is Ops.FLOORMOD)
  if u.op in GroupOp.Comparison: return _cmp_bounds(u.op, s[0], s[1])
  if u.op in (Ops.AND, Ops.OR, Ops.XOR): return _bitwise_bounds(u.op, s[0], s[1])
  if u.op in (Ops.SHL, Ops.SHR): return _shift_bounds(u.op, s[0], s[1])
  if u.op is Ops.WHERE:
    t, f = ((None if x.op is Ops.CONST and x.arg is Invalid else b) for x, b in zip(u.src[1:], s[1:]))  # an Invalid branch has no value
    if s[0] == (True, True) or f is None: return t
    if s[0] == (False, False) or t is None: return f
    return min(t[0], f[0]), max(t[1], f[1])
  if u.op is Ops.TRUNC: return s[0]
  return None

_SAME_VALUES = frozenset({Ops.RESHAPE, Ops.EXPAND, Ops.PERMUTE, Ops.FLIP, Ops.SHRINK})

def _bounds(u: UOp) -> tuple:
  dt = u.dtype
  full = dtype_range(dt)
  if u.op is Ops.CONST: return full if u.arg is Invalid or isinstance(u.arg, tuple) else (u.arg, u.arg)
  is_int, is_bool, is_weak, _ = dtype_kind(dt)
  if dt.count > 1 or isinstance(dt, PtrDType) or not (is_int or is_bool): return full
  if u.op in GroupOp.ALU: ret = _alu_bounds(u)
  elif u.op in (Ops.RANGE, Ops.SPECIAL): ret = (0, max(u.src[0]._min_max[1] - 1, 0))
  elif u.op in GroupOp.Defines and isinstance(u.arg, ParamArg) and u.arg.vmin_vmax is not None: ret = u.arg.vmin_vmax
  elif u.op is Ops.AFTER or u.op in _SAME_VALUES: ret = u.src[0]._min_max  # a view holds only its source's values
  elif u.op is Ops.PAD: ret = (min(u.src[0]._min_max[0], 0), max(u.src[0]._min_max[1], 0))  # ... and the 0 it pads with
  elif u.op is Ops.CAST: ret = _cast_bounds(u.src[0]._min_max, dt)
  else: ret = None
  if ret is None or (not is_weak and (ret[0] < full[0] or ret[1] > full[1])): return full  # fixed-width ints may wrap
  return (max(ret[0], full[0]), min(ret[1], full[1])) if is_weak else ret

# ---- the hash-consing cache ----

def _argkey(arg: Any) -> Any:
  """Keeps apart args that compare equal but are different constants: 0.0/-0.0/NaN, True/1, 1/1.0."""
  if type(arg) is float: return ("f", arg.hex())
  if type(arg) is bool: return ("b", arg)
  if type(arg) is tuple and any(type(a) in (float, bool) for a in arg): return ("t", tuple(_argkey(a) for a in arg))
  return arg

class UOpMetaClass(type):
  ucache: ClassVar[dict[tuple, weakref.ReferenceType]] = {}
  def __call__(cls, op: Ops, dtype: DType = dtypes.void, src: tuple[UOp, ...] = (), arg: Any = None, tag: Any = None) -> UOp:
    if type(src) is not tuple: src = tuple(src)
    key = (op, dtype, src, _argkey(arg), tag)
    if (wr := UOpMetaClass.ucache.get(key)) is not None and (ret := wr()) is not None: return ret
    if not isinstance(op, Ops): raise TypeError(f"UOp op must be an Ops member, got {op!r}")
    if not isinstance(dtype, DType): raise TypeError(f"UOp dtype must be a DType, got {dtype!r}; for a constant write UOp.const(value, dtype)")
    if not all(type(s) is UOp for s in src): raise TypeError(f"UOp sources must be UOps, got {[type(s).__name__ for s in src]}")
    ret = super().__call__(op, dtype, src, arg, tag)
    ret.__dict__["_ckey"] = key
    UOpMetaClass.ucache[key] = weakref.ref(ret)
    return ret

# an int in its dtype's range is already canonical: UOp.const skips DType.const (wrapping) for it, the common index constant
_INT_LIMITS: dict[DType, tuple[int, int]] = {d: (int(d.min), int(d.max)) for d in dtypes.ints}

_NO = object()  # cache sentinel: "not computed yet" (None is a valid cached value)

def _bind_value(name: str, val: Any) -> int:
  """The int a Variable is bound to, read from an int-like value (a Tensor's item, a numpy integer, a CONST UOp)."""
  if isinstance(val, UOp):
    if val.op is not Ops.CONST or not isinstance(val.arg, int) or isinstance(val.arg, bool):
      raise TypeError(f"cannot bind {name} to {val.op} {val.arg!r}: bind takes an int (or a one-element integer Tensor)")
    return val.arg
  if hasattr(val, "uop") and hasattr(val, "item"):  # a Tensor: its value, read on the host
    if not dtypes.is_int(val.dtype): raise TypeError(f"cannot bind {name} to a {val.dtype} Tensor: it needs an integer Tensor (cast it first)")
    if val.numel() != 1: raise TypeError(f"cannot bind {name} to a Tensor of shape {val.shape}: it needs one element")
    val = val.item()
  if hasattr(val, "dtype") and hasattr(val, "item") and not isinstance(val, bool): val = val.item()  # numpy scalar
  if not isinstance(val, int) or isinstance(val, bool): raise TypeError(f"cannot bind {name} to {val!r}: bind takes an int")
  return val

class UOp(GraphMixin, MovementMixin, MathTrait, metaclass=UOpMetaClass):
  """One immutable graph node. Identity is structure: `UOp(...) is UOp(...)` for equal fields."""
  op: Ops
  dtype: DType
  src: tuple[UOp, ...]
  arg: Any
  tag: Any
  def __init__(self, op: Ops, dtype: DType = dtypes.void, src: tuple[UOp, ...] = (), arg: Any = None, tag: Any = None):
    self.__dict__.update(op=op, dtype=dtype, src=src, arg=arg, tag=tag)
  def __setattr__(self, k: str, v: Any) -> None: raise AttributeError(f"UOp is immutable: build a new node with .replace({k}=...)")
  def __del__(self) -> None:
    try:
      k = self.__dict__["_ckey"]
      if (wr := UOpMetaClass.ucache.get(k)) is not None and ((r := wr()) is None or r is self): del UOpMetaClass.ucache[k]
    except (KeyError, TypeError, AttributeError): pass  # half-built node, or interpreter shutdown
  def __reduce__(self) -> tuple:
    if self.op is Ops.BUFFER and not self.is_variable: return self._reduce_buffer()
    return UOp, (self.op, self.dtype, self.src, self.arg, self.tag)
  def __iter__(self) -> Iterator[UOp]: raise TypeError("a UOp is not iterable; use .src for its sources or .toposort() for the graph")
  def replace(self, **kw: Any) -> UOp:
    new = UOp(kw.pop("op", self.op), kw.pop("dtype", self.dtype), kw.pop("src", self.src), kw.pop("arg", self.arg), kw.pop("tag", self.tag))
    if kw: raise TypeError(f"UOp.replace got unknown fields {sorted(kw)}; the fields are op, dtype, src, arg, tag")
    return new
  def rtag(self, tag: Any = True) -> UOp: return self.replace(tag=tag)

  # ---- graph walks and per-node caches ----
  def toposort(self, gate: Callable[[UOp], bool] | None = None) -> dict[UOp, None]:
    """Every node reachable from here, sources before users. Nodes where `gate` is False are skipped with their sources."""
    out: dict[UOp, None] = {}
    if gate is not None and not gate(self): return out
    # a depth-first walk over (node, iterator of its sources): about twice as fast as pushing every source with a flag
    stack: list[tuple[UOp, Iterator[UOp]]] = [(self, iter(self.src))]
    while stack:
      node, it = stack[-1]
      for s in it:
        if s not in out and (gate is None or gate(s)):
          stack.append((s, iter(s.src)))
          break
      else:
        stack.pop()
        out[node] = None
    return out
  def _node_cache(self, attr: str, fn: Callable[[UOp], Any], depth: int = 0) -> Any:
    """fn(node) memoised on each node, sources first; past a small depth it walks iteratively (graphs may be 100k deep)."""
    if (r := (d := self.__dict__).get(attr, _NO)) is not _NO: return r
    if depth > 64:
      for u in self.toposort(lambda x: attr not in x.__dict__): u.__dict__[attr] = fn(u)
      return d[attr]
    for s in self.src:
      if attr not in s.__dict__: s._node_cache(attr, fn, depth + 1)
    d[attr] = r = fn(self)
    return r
  @property
  def _min_max(self) -> tuple: return self._node_cache("_mm", _bounds)
  @property
  def vmin(self) -> Any: return self._min_max[0]
  @property
  def vmax(self) -> Any: return self._min_max[1]
  @property
  def key(self) -> bytes:
    """Structural sha256 of the whole graph below (stable across processes)."""
    return self._node_cache("_key", lambda u: hashlib.sha256(repr((u.op, u.dtype, u.arg, u.tag)).encode() + b"".join(s.key for s in u.src)).digest())
  @property
  def order_key(self) -> tuple:
    """A total structural order used to canonicalise commutative operands."""
    return self._node_cache("_ok", lambda u: (u.op.value, _arg_order(u.arg), tuple(s.order_key for s in u.src)))
  @property
  def tree_size(self) -> int:
    """Node count of the expression tree (shared nodes counted at every use)."""
    return self._node_cache("_tree_size", lambda u: 1 + sum(s.tree_size for s in u.src))

  # ---- constants and builders ----
  @staticmethod
  def const(b: Any, dtype: DType | None = None) -> UOp:
    """A CONST node. Value first: `UOp.const(3, dtypes.int)`. Without a dtype, Python ints/floats get the weak dtypes."""
    if isinstance(b, DType): raise TypeError(f"UOp.const takes the value first: got the dtype {b} first; write UOp.const(value, {b})")
    if isinstance(b, UOp): return b if dtype is None else b.cast(dtype)
    dt = dtypes.from_py(b) if dtype is None else dtype
    # the common weak/bool cases skip dtype.const: the value is already canonical
    fast = (type(b) is int and (dt is dtypes.weakint or ((lim := _INT_LIMITS.get(dt)) is not None and lim[0] <= b <= lim[1]))) or \
      (type(b) is bool and dt is dtypes.bool) or (type(b) is float and dt is dtypes.weakfloat and b == b)
    return UOp(Ops.CONST, dt, (), b if fast else dt.const(b))
  def const_like(self, b: Any) -> UOp: return UOp.const(b, self.dtype)
  def ufix(self, x: Any) -> UOp:
    if isinstance(x, UOp): return x
    dt = self.dtype.base if isinstance(self.dtype, PtrDType) else self.dtype
    _, is_bool, _, is_float = dtype_kind(dt)
    if (isinstance(x, float) and not is_float) or (is_bool and not isinstance(x, bool)): dt = dtypes.from_py(x).vec(dt.count)
    return UOp.const(x, dt)
  def alu(self, op: Ops, *src: UOp) -> UOp:
    srcs = (self, *src)
    dts = [value_dtype(s.dtype) for s in srcs]  # an address (pointer-typed INDEX) used as a value is a load of its element
    if op in GroupOp.Comparison: out = dtypes.bool.vec(dts[0].count)
    elif op is Ops.WHERE: out = _promote(op, dts[1], dts[2])
    elif op in (Ops.SHL, Ops.SHR): out = dts[0]
    elif op is Ops.THREEFRY: out = dtypes.uint64
    else: out = _promote(op, *dts)
    return UOp(op, out, srcs)
  def neg(self) -> UOp: return self.logical_not() if dtypes.is_bool(self.dtype) else self * -1
  def cast(self, dtype: DType) -> UOp: return self if self.dtype == dtype else UOp(Ops.CAST, dtype, (self,))
  def bitcast(self, dtype: DType) -> UOp: return self if self.dtype == dtype else UOp(Ops.BITCAST, dtype, (self,))
  @staticmethod
  def range(end: sint, axis_id: int, axis_type: AxisType = AxisType.WEAK, *extra: int, dtype: DType = dtypes.weakint) -> UOp:
    """A loop index over [0, end); arg is (axis_id, *extra, axis_type)."""
    return UOp(Ops.RANGE, dtype, (UOp.const(end, dtype) if not isinstance(end, UOp) else end,), (axis_id, *extra, axis_type))
  @staticmethod
  def special(end: sint, name: str, dtype: DType = dtypes.weakint) -> UOp:
    return UOp(Ops.SPECIAL, dtype, (UOp.const(end, dtype) if not isinstance(end, UOp) else end,), name)
  @property
  def axis_type(self) -> AxisType:
    if self.op is not Ops.RANGE: raise TypeError(f"axis_type is a property of RANGE nodes, not {self.op}")
    return self.arg[-1]
  def index(self, *idx: sint) -> UOp:
    return UOp(Ops.INDEX, self.dtype, (self, *(UOp.const(i, dtypes.weakint) if not isinstance(i, UOp) else i for i in idx)))
  def __getitem__(self, idx: sint | tuple[sint, ...]) -> UOp:
    idx = idx if isinstance(idx, tuple) else (idx,)
    if any(isinstance(i, slice) for i in idx): raise TypeError("slicing a UOp needs movement ops (SHRINK); index with ints or UOps")
    return self.index(*idx)
  def load(self, *src: UOp, dtype: DType | None = None) -> UOp: return UOp(Ops.LOAD, dtype or self.dtype.base, (self, *src))
  def store(self, val: Any, *gate: UOp) -> UOp:
    return UOp(Ops.STORE, dtypes.void, (self, val if isinstance(val, UOp) else UOp.const(val, self.dtype.base), *gate))
  def set(self, val: Any, end: UOp | tuple[UOp, ...] = ()) -> UOp:
    """Store into this INDEX, close `end` ranges, and return the buffer ordered after the store."""
    if self.op is not Ops.INDEX: raise TypeError(f".set stores through an INDEX (buf[i].set(v)), not {self.op}")
    return self.src[0].after(self.store(val).end(*(end if isinstance(end, tuple) else (end,))))
  def after(self, *deps: UOp) -> UOp: return UOp(Ops.AFTER, self.dtype, (self, *deps))
  def end(self, *ranges: UOp) -> UOp: return UOp(Ops.END, dtypes.void, (self, *ranges)) if ranges else self
  def sink(*srcs: UOp, arg: Any = None) -> UOp:  # srcs[0] is self when called on a UOp; UOp.sink(arg=...) has none, as tinygrad allows
    return UOp(Ops.SINK, dtypes.void, srcs, arg)
  def group(self, *srcs: UOp) -> UOp: return UOp(Ops.GROUP, dtypes.void, (self, *srcs))
  def barrier(self, *srcs: UOp) -> UOp: return UOp(Ops.BARRIER, dtypes.void, (self, *srcs))
  def stack(self, *srcs: UOp) -> UOp:
    return UOp(Ops.STACK, self.dtype.vec(len(srcs) + 1) if self.dtype.count == 1 else self.dtype, (self, *srcs))
  def contract(self, *rngs: UOp) -> UOp:
    """The inverse of UNROLL: this value at every point of the UPCAST ranges `rngs` (all combinations, the last range varying fastest)
    as one STACK of those lanes. Like tinygrad's IR, tg's has no CONTRACT/UNROLL ops (UPCAST ranges are expanded by codegen); tg's STACK
    is always a vector, so the result's dtype is `dtype.vec(lanes)`. Raises ValueError for a range that is not a constant-size UPCAST."""
    if bad := [r for r in rngs if r.op is not Ops.RANGE or r.arg[-1] is not AxisType.UPCAST or r.src[0].op is not Ops.CONST]:
      raise ValueError(f"contract takes UPCAST RANGEs of constant size, got {[(r.op, r.arg) for r in bad]}; UOp.range(n, axis, AxisType.UPCAST)")
    if self.dtype.count != 1: raise ValueError(f"contract stacks scalar lanes, got a {self.dtype} value")
    points = itertools.product(*(range(r.src[0].arg) for r in rngs))
    lanes = tuple(self.substitute({r: UOp.const(v, r.dtype) for r, v in zip(rngs, pt)}) if rngs else self for pt in points)
    return UOp(Ops.STACK, self.dtype.vec(len(lanes)) if len(lanes) > 1 else self.dtype, lanes)
  # tinygrad's names for masked values (tg's index dtype is weakint) and per-device parts of multi-device values
  @staticmethod
  def invalid(count: int = 1) -> UOp:
    """The 'no value' index constant (CONST Invalid of tg's index dtype weakint, `count` lanes): an index masked out."""
    return UOp.const(Invalid, dtypes.weakint.vec(count) if count > 1 else dtypes.weakint)
  def valid(self, cond: UOp) -> UOp:
    """`self` where `cond` holds, else Invalid (no value): `cond.where(self, Invalid)`. `get_valid`/`get_idx` take it apart."""
    return cond.where(self, UOp.const(Invalid, self.dtype))
  def get_valid(self) -> UOp:
    """The condition of a `valid` value (WHERE(c, x, Invalid) -> c); a value with no mask is always valid (True)."""
    return self.src[0] if self.op is Ops.WHERE and self.src[2].op is Ops.CONST and self.src[2].arg is Invalid else UOp.const(True, dtypes.bool)
  def get_idx(self) -> UOp:
    """The value of a `valid` value without its mask (WHERE(c, x, Invalid) -> x); others are returned unchanged."""
    return self.src[1] if self.op is Ops.WHERE and self.src[2].op is Ops.CONST and self.src[2].arg is Invalid else self
  def mselect(self, i: int) -> UOp:
    """The part of multi-device `self` that device i holds, as a single-device value on that device (its shard, or its copy when
    replicated). tinygrad has an MSELECT op for this; tg expresses it as a shrink plus a copy to device i, which the scheduler
    already lowers to the local shard (multi-device graphs are split per device there), so no new op reaches codegen."""
    from tinygrad.uop.multi import axis_of, devices_of, mesh_box, shard_slice
    devs = devices_of(self)
    if not -len(devs) <= i < len(devs): raise IndexError(f"mselect({i}) on a value over {len(devs)} devices {devs}")
    if isinstance(a := axis_of(self), tuple): part = self.shrink(mesh_box(self.shape, a, i % len(devs)))  # its block of a device grid
    else: part = self if a is None else self.shrink(shard_slice(self.shape, a, i % len(devs), len(devs)))
    return part.copy_to_device(devs[i])
  def mstack(self, *srcs: UOp, axis: int | None = None) -> UOp:
    """One multi-device value from single-device values, one per device: replicated copies (axis None, the default as in
    tinygrad) or the shards of `axis` in device order. Raises ValueError for a multi-device source or mismatched dtypes."""
    parts = (self, *srcs)
    if any(not isinstance(p.device, str) for p in parts):
      raise ValueError(f"mstack takes single-device values, got devices {[p.device for p in parts]}")
    if len({p.dtype for p in parts}) != 1: raise ValueError(f"mstack needs one dtype, got {[p.dtype for p in parts]}")
    return UOp(Ops.MSTACK, self.dtype, parts, axis)
  @staticmethod
  def custom_function(name: str, *src: UOp) -> UOp: return UOp(Ops.CUSTOM_FUNCTION, dtypes.void, src, name)

  # ---- kernels and calls (tinygrad.uop.call builds them) ----
  @staticmethod
  def placeholder(shape: tuple[int, ...] | int, dtype: DType, slot: int, addrspace: AddrSpace = AddrSpace.GLOBAL, device: str | None = None,
                  volatile: bool = False) -> UOp:
    """A kernel buffer of `shape`: argument `slot` (GLOBAL) or the kernel's shared memory (LOCAL) or registers (REG)."""
    from tinygrad.uop.call import placeholder
    return placeholder(argfix(shape), dtype, slot, addrspace, device, volatile)
  def placeholder_like(self, slot: int) -> UOp:
    """A GLOBAL placeholder with this value's dtype and max shape."""
    return UOp.placeholder(tuple(s if isinstance(s, int) else int(s.vmax) for s in self.shape) or (1,), self.dtype, slot)
  @staticmethod
  def param(slot: int, dtype: DType, shape: tuple[int, ...] | None = None, device: str | tuple[str, ...] | None = None) -> UOp:
    """Value argument `slot` of a function body (see call_with_outputs)."""
    from tinygrad.uop.call import param
    return param(slot, dtype, shape, device)
  def custom_kernel(self, *others: UOp, fxn: Callable[..., UOp], grad_fxn: Callable[..., Any] | None = None) -> list[UOp]:
    """Tensor.custom_kernel on UOps: every input after the CALL of fxn(*placeholders)."""
    from tinygrad.uop.call import custom_call
    call = custom_call([self, *others], fxn, grad_fxn)
    return [u.after(call) for u in (self, *others)]
  @staticmethod
  def maketuple(*srcs: UOp) -> UOp: return UOp(Ops.TUPLE, dtypes.void, srcs)
  def call(self, *srcs: UOp, grad_fxn: Callable[..., Any] | None = None, name: str | None = None, precompile: bool = False,
           precompile_backward: bool = False) -> UOp:
    """Call this body on `srcs`: a kernel (SINK/PROGRAM over placeholders) gives a CALL (read its inputs with .after(call)); a value
    body or TUPLE of them (over UOp.param) gives a FUNCTION whose outputs are gettuple(i). precompile* change nothing here."""
    from tinygrad.uop.call import function_call, kernel_call
    if self.op in (Ops.SINK, Ops.PROGRAM, Ops.LINEAR, Ops.COPY, Ops.CUSTOM_FUNCTION):
      if self.op in (Ops.SINK, Ops.PROGRAM): return kernel_call(self, srcs, grad_fxn, name)
      return UOp(Ops.CALL, dtypes.void, (self, *srcs), CallInfo(grad_fxn, name) if grad_fxn is not None or name is not None else None)
    return function_call(self.src if self.op is Ops.TUPLE else (self,), srcs, grad_fxn, name)
  def gettuple(self, i: int) -> UOp:
    """Output i of a FUNCTION call (or source i of a TUPLE)."""
    if self.op is Ops.TUPLE: return self.src[i]
    from tinygrad.uop.call import function_outputs
    if self.op is not Ops.FUNCTION: raise TypeError(f"gettuple reads a FUNCTION call's outputs (body.call(...)), not {self.op}")
    return function_outputs(self)[i]
  def call_with_output(self, *args: UOp, grad_fxn: Callable[..., Any] | None = None, name: str | None = None) -> UOp:
    """This value body (over UOp.param / Tensor.as_param) called on `args`: its one output."""
    return UOp.call_with_outputs((self,), *args, grad_fxn=grad_fxn, name=name)[0]
  @staticmethod
  def call_with_outputs(outs: tuple[UOp, ...] | list[UOp], *args: UOp, grad_fxn: Callable[..., Any] | None = None,
                        name: str | None = None) -> tuple[UOp, ...]:
    """Value bodies called together on `args`; grad_fxn(*grads, call=call) (or (grad, call) for one output) supplies the gradient,
    where call.src[1:] are the args and call.unbound_outputs the outputs as graphs over them."""
    from tinygrad.uop.call import function_call, function_outputs
    return function_outputs(function_call(tuple(outs), args, grad_fxn, name))
  @property
  def unbound_outputs(self) -> tuple[UOp, ...]:
    from tinygrad.uop.call import unbound_outputs
    return unbound_outputs(self)
  @staticmethod
  def wmma(a: UOp, b: UOp, acc: UOp, dims: tuple[int, int, int], backend: str, threads: int) -> UOp:
    return UOp(Ops.WMMA, acc.dtype, (a, b, acc), (dims, backend, threads))

  # ---- variables ----
  @staticmethod
  def variable(name: str, min_val: int, max_val: int, dtype: DType = dtypes.weakint, multiple_of: int = 1, param: bool = False) -> UOp:
    """A named scalar with a value range: a 0-d ALU-space BUFFER (or PARAM with param=True)."""
    if not isinstance(name, str) or not name: raise ValueError(f"a Variable needs a non-empty name, got {name!r}")
    if not min_val <= max_val: raise ValueError(f"Variable {name!r}: min {min_val} is above max {max_val}; pass Variable(name, min, max)")
    pa = ParamArg(None, dtype, (min_val, max_val), multiple_of, name, AddrSpace.ALU)
    return UOp(Ops.PARAM if param else Ops.BUFFER, dtype, (), pa)
  @property
  def is_variable(self) -> bool: return self.op in GroupOp.Defines and isinstance(self.arg, ParamArg) and self.arg.addrspace is AddrSpace.ALU
  @property
  def is_bound_var(self) -> bool:
    return self.op is Ops.AFTER and self.src[0].is_variable and len(self.src) == 2 and self.src[1].op is Ops.STORE and \
      self.src[1].src[1].op is Ops.CONST
  @property
  def expr(self) -> str:
    if self.is_bound_var: return self.src[0].expr
    if not self.is_variable: raise TypeError(f".expr is the name of a Variable; this is {self.op}")
    return self.arg.name
  def bind(self, val: Any) -> UOp:
    """This Variable bound to `val`: AFTER(var, STORE(var, CONST(val))). `val` is an int, a numpy integer, an int CONST UOp or a
    one-element integer Tensor (its value is read now, a sync)."""
    if not self.is_variable: raise TypeError(f"only a Variable can be bound, not {self.op}")
    val = _bind_value(self.expr, val)
    lo, hi = self.arg.vmin_vmax
    if not lo <= val <= hi: raise SymbolicError(f"cannot bind {self.expr}={val}: outside its range [{lo}, {hi}]")
    if val % self.arg.multiple_of: raise SymbolicError(f"cannot bind {self.expr}={val}: not a multiple of {self.arg.multiple_of}")
    return self.after(self.store(UOp.const(val, self.dtype)))
  def unbind(self) -> tuple[UOp, int]:
    if not self.is_bound_var: raise TypeError(f"unbind needs a bound Variable (var.bind(v)), not {self.op}")
    return self.src[0], self.src[1].src[1].arg
  def unbind_all(self) -> tuple[UOp, dict[str, int]]:
    """This graph with every bound Variable replaced by the Variable, and the bound values keyed by name."""
    vals: dict[str, int] = {}
    subs: dict[UOp, UOp] = {}
    for u in self.toposort():
      if u.is_bound_var:
        var, v = u.unbind()
        if vals.setdefault(var.expr, v) != v: raise SymbolicError(f"Variable {var.expr} is bound to both {vals[var.expr]} and {v}")
        subs[u] = var
    return self.substitute(subs), vals
  def variables(self) -> list[UOp]:
    """The Variables in this graph (bound ones unbound), sorted by name."""
    return sorted({u for u in self.toposort() if u.is_variable}, key=lambda v: v.expr)

  # ---- symbolic ----
  def simplify(self) -> UOp:
    """This expression rewritten by the symbolic rules (cached per node); recorded for VIZ only at TRACK_MATCH_STATS>=3 (index math
    is simplified thousands of times per schedule)."""
    def run(u: UOp) -> UOp:
      from tinygrad.uop.symbolic import presort_sums, symbolic
      return _run(u, symbolic, None, False, "simplify", presort_sums, False, True, track=TRACK_MATCH_STATS >= 3).replace[u]
    if (r := self.__dict__.get("_simple")) is None:
      r = run(self)
      self.__dict__["_simple"] = r if r is not self else _NO  # never store self: that would be a reference cycle
    return self if r is _NO else r
  def ssimplify(self) -> sint: return ssimplify(self)
  def substitute(self, dvars: dict[UOp, UOp], name: str | None = None) -> UOp:
    """Replace nodes by the mapping, in one pass; what a replacement contains is not substituted again."""
    return graph_rewrite(self, _substitute, dvars, bpm=None, bottom_up=True, walk=True, name=name or "substitute") if dvars else self
  def sym_infer(self, var_vals: dict[str, int] | dict[UOp, int]) -> Any: return sym_infer(self, var_vals)
  def render(self, simplify: bool = True) -> str:
    """A readable (and Python-evaluable) form of a symbolic expression, e.g. `(a*4)+b`."""
    return strip_parens(_render(self.simplify() if simplify else self, lambda name: name))
  def _eval(self, kind: type) -> Any:
    if self.op is Ops.CONST and not isinstance(self.arg, tuple) and self.arg is not Invalid: return kind(self.arg)
    lo, hi = (s := self.simplify()).vmin, s.vmax
    if lo == hi: return kind(lo)
    raise SymbolicError(f"{self.render()} is symbolic (between {lo} and {hi}), so it has no {kind.__name__} value; "
                        "use resolve(x, default) or sym_infer(x, values)")
  def __bool__(self) -> bool: return self._eval(bool)
  def __int__(self) -> int: return self._eval(int)
  def __float__(self) -> float: return self._eval(float)
  def __repr__(self) -> str: return pretty_print(self)

# ---- module helpers ----

sint: TypeAlias = int | UOp
Variable = UOp.variable

def value_dtype(dt: DType) -> DType: return dt.base if isinstance(dt, PtrDType) else dt
def _promote(op: Ops, *dts: DType) -> DType:
  if all(d is dts[0] for d in dts): return dts[0]
  try: return least_upper_dtype(*dts)
  except TypeError as e: raise TypeError(f"{op} on mixed dtypes {dts}: {e}. Cast the operands to one dtype first") from None

def _arg_order(arg: Any) -> tuple:
  if arg is None: return (0,)
  if isinstance(arg, (bool, int, float)): return (1, arg)
  if isinstance(arg, str): return (2, arg)
  if isinstance(arg, tuple): return (3, tuple(_arg_order(a) for a in arg))
  if isinstance(arg, ParamArg): return (4, arg.name or "", arg.slot if arg.slot is not None else -1)
  return (5, repr(arg))

def resolve(x: Any, default: bool = True) -> bool:
  """bool(x) when it is provable, else `default`."""
  if not isinstance(x, UOp): return bool(x)
  if x.vmin == x.vmax: return bool(x.vmin)
  return bool(s.vmin) if (s := x.simplify()).vmin == s.vmax else default

def ssimplify(x: Any) -> Any:
  """Simplify a symbolic value; a constant comes back as a plain Python value."""
  if not isinstance(x, UOp): return x
  s = x.simplify()
  return s.arg if s.op is Ops.CONST and not isinstance(s.arg, tuple) and s.arg is not Invalid else s

def smax(*lst: Any) -> Any:
  vals = argfix(*lst)
  return max(vals) if all_int(vals) else ssimplify(functools.reduce(lambda a, b: a.maximum(b) if isinstance(a, UOp) else b.maximum(a), vals))
def smin(*lst: Any) -> Any:
  vals = argfix(*lst)
  return min(vals) if all_int(vals) else ssimplify(functools.reduce(lambda a, b: a.minimum(b) if isinstance(a, UOp) else b.minimum(a), vals))

def sym_fn(x: UOp) -> Callable[[dict[str, Any]], Any]:
  """The expression compiled to a Python function of the Variable values by name (compiled once per node)."""
  if (fn := x.__dict__.get("_symfn")) is None: x.__dict__["_symfn"] = fn = _compile_sym(x)
  return fn

def sym_infer(x: Any, var_vals: dict[str, int] | dict[UOp, int]) -> Any:
  """The value of a symbolic expression for the given Variable values (keyed by name or by Variable)."""
  if not isinstance(x, UOp): return x
  vals = {(k.expr if isinstance(k, UOp) else k): v for k, v in var_vals.items()}
  try: return sym_fn(x)(vals)
  except KeyError as e: raise SymbolicError(f"unbound Variable {e.args[0]} in {x.render()}; pass its value in var_vals") from None

# ---- rendering ----

_BIN = {Ops.ADD: "+", Ops.SUB: "-", Ops.MUL: "*", Ops.FLOORDIV: "//", Ops.FLOORMOD: "%", Ops.FDIV: "/", Ops.CMPLT: "<", Ops.CMPNE: "!=",
        Ops.CMPEQ: "==", Ops.AND: "&", Ops.OR: "|", Ops.XOR: "^", Ops.SHL: "<<", Ops.SHR: ">>", Ops.POW: "**"}

def _neg_const(u: UOp) -> bool: return u.op is Ops.CONST and isinstance(u.arg, (int, float)) and not isinstance(u.arg, bool) and u.arg < 0

def _render_node(u: UOp, r: Callable[[UOp], str], var: Callable[[str], str]) -> str:
  s = [r(x) for x in u.src]
  if u.op is Ops.CONST: return repr(u.arg) if not isinstance(u.arg, float) or math.isfinite(u.arg) else str(u.arg)
  if u.is_variable or u.is_bound_var: return var(u.expr)
  if u.op is Ops.RANGE: return f"ridx{'_'.join(map(str, u.arg[:-1]))}"
  if u.op is Ops.SPECIAL: return str(u.arg)
  if u.op is Ops.ADD and _neg_const(u.src[1]): return f"({s[0]}-{-u.src[1].arg})"
  if u.op is Ops.ADD and u.src[1].op is Ops.MUL and _neg_const(u.src[1].src[1]) and u.src[1].src[1].arg == -1: return f"({s[0]}-{r(u.src[1].src[0])})"
  if u.op is Ops.MUL and u.src[1].op is Ops.CONST and u.src[1].arg == -1: return f"(-{s[0]})"
  if u.op in _BIN: return f"({s[0]}{_BIN[u.op]}{s[1]})"
  if u.op is Ops.NEG: return f"(-{s[0]})"
  if u.op is Ops.MAX: return f"max({s[0]}, {s[1]})"
  if u.op in (Ops.CDIV, Ops.CMOD): return f"{u.op.name.lower()}({s[0]}, {s[1]})"
  if u.op is Ops.WHERE: return f"({s[1]} if {s[0]} else {s[2]})"
  if u.op in (Ops.CAST, Ops.AFTER): return s[0]
  return f"{u.op.name.lower()}({', '.join(s)})"

def _render(root: UOp, var: Callable[[str], str]) -> str:
  out: dict[UOp, str] = {}
  for u in root.toposort(lambda x: x.op is not Ops.STORE):  # a bound Variable renders as its name; its STORE is not needed
    out[u] = _render_node(u, lambda x: out.get(x, ""), var)
  return out[root]

def _compile_sym(root: UOp) -> Callable[[dict[str, Any]], Any]:
  """A Python function of the Variable values: one line per node, so graphs of any depth compile (evaluated as built:
  simplifying a huge sum first would cost more than it saves)."""
  names: dict[UOp, str] = {}
  lines = ["def _f(_v):"]
  for u in root.toposort(lambda x: x.op is not Ops.STORE):
    expr = _render_node(u, lambda x: names.get(x, ""), lambda name: f"_v[{name!r}]")
    if u.src and u is not root and not u.is_bound_var:
      lines.append(f"  x{len(names)} = {expr}")
      names[u] = f"x{len(names)}"
    else: names[u] = expr
  lines.append(f"  return {names[root]}")
  env: dict[str, Any] = {"cdiv": _cdiv, "cmod": _cmod, "max": max, "inf": math.inf, "nan": math.nan}
  exec(compile("\n".join(lines), "<sym_infer>", "exec"), env)
  return env["_f"]

# ---- printing ----

def _node_str(u: UOp, srcs: str) -> str:
  return f"UOp({u.op}, {u.dtype!r}, arg={u.arg!r}{'' if u.tag is None else f', tag={u.tag!r}'}, src=({srcs}))"

def pretty_print(root: UOp) -> str:
  """The graph as nested `UOp(...)` constructors; a node used more than once is named at first use (`x3:=UOp(...)`).
  Graphs deeper than 200 print flat instead, one `xN = UOp(...)` line per node."""
  topo = root.toposort()
  if root._node_cache("_depth", lambda u: 1 + max((s._node_cache("_depth", lambda _: 0) for s in u.src), default=0)) > 200:
    names = {u: f"x{i}" for i, u in enumerate(topo)}
    return "\n".join(f"{names[u]} = " + _node_str(u, "".join(f"{names[s]}, " for s in u.src)) for u in topo)
  uses: dict[UOp, int] = {}
  for u in topo:
    for s in u.src: uses[s] = uses.get(s, 0) + 1
  named: dict[UOp, str] = {}
  def fmt(u: UOp, depth: int) -> str:
    if u in named: return named[u]
    head = (named.setdefault(u, f"x{len(named)}") + ":=") if uses.get(u, 0) > 1 else ""
    return head + _node_str(u, "".join(f"\n{'  ' * (depth + 1)}{fmt(s, depth + 1)}," for s in u.src))
  return fmt(root, 0)

# substitute: replace a node by ctx[node] before visiting its sources
_substitute = PatternMatcher([(UPat(name="x"), lambda ctx, x: ctx.get(x))])

__all__ = ["AxisType", "BottomUpGate", "CallInfo", "Estimates", "GroupOp", "KernelInfo", "Ops", "ParamArg", "PatternMatcher", "ProgramInfo",
           "RewriteLimitError", "RewriteMatch", "SymbolicError", "TrackedGraphRewrite", "UOp", "UPat", "UPatAny", "Variable", "exec_alu",
           "graph_rewrite", "graph_rewrite_map", "pretty_print", "python_alu", "resolve", "rewrite_hooks", "sint", "smax", "smin", "ssimplify",
           "sym_infer", "threefry2x32", "tracked_rewrites", "value_dtype"]
