"""UPat (a pattern over UOps) and PatternMatcher (rules of pattern -> callback, dispatched by op).

A rule is `(UPat, fn)`. `fn` receives the pattern's named captures as keyword arguments, plus `ctx` when it declares a
parameter of that name, and returns a replacement node or None. The first rule whose result is neither None nor the
input node wins.
"""
from __future__ import annotations
import copy, functools, importlib, inspect, itertools, operator, os, pickle, sys
from collections import defaultdict
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Iterable, Sequence
from tinygrad.dtype import DType, dtypes
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.mathtraits import MathTrait
if TYPE_CHECKING: from tinygrad.uop.ops import UOp

_BUILDER_FILES = {os.path.abspath(__file__), os.path.join(os.path.dirname(os.path.abspath(__file__)), "mathtraits.py")}
def _caller_location() -> tuple[str, int]:
  """file:line of the first frame outside the pattern builders: where the rule was written."""
  f = sys._getframe(1)
  while f.f_back is not None and os.path.abspath(f.f_code.co_filename) in _BUILDER_FILES: f = f.f_back
  return f.f_code.co_filename, f.f_lineno

def _tupleize(x: Any, kind: type) -> tuple | None:
  return None if x is None else (x,) if isinstance(x, kind) else tuple(x)

class UPat(MathTrait):
  """Matches a UOp by op, dtype, arg and sources.

  src: a tuple matches the sources in order; a list tries every permutation (for commutative ops); a single UPat must
  match every source, however many. `name` captures the node; a name used twice must bind the identical node.
  `allow_any_len` lets a tuple match a prefix of the sources. `arg=None` and `dtype=None` match anything.
  """
  __slots__ = ("_repeat", "allow_any_len", "arg", "dtype", "early_reject", "location", "name", "op", "src")
  def __init__(self, op: Ops | Iterable[Ops] | None = None, dtype: DType | Iterable[DType] | None = None, src: Any = None, arg: Any = None,
               name: str | None = None, allow_any_len: bool = False, custom_early_reject: set[Ops] | None = None,
               location: tuple[str, int] | None = None):
    self.op: tuple[Ops, ...] | None = _tupleize(op, Ops)
    self.dtype: tuple[DType, ...] | None = _tupleize(dtype, DType)
    self.arg, self.name, self.allow_any_len = arg, name, allow_any_len
    self._repeat: UPat | None = src if isinstance(src, UPat) else None
    # every alternative ordering of the source patterns; a list means "any permutation"
    self.src: list[tuple[UPat, ...]] | None = None
    if isinstance(src, list): self.src = list(dict.fromkeys(itertools.permutations(src)))
    elif isinstance(src, tuple): self.src = [src]
    elif src is not None and not isinstance(src, UPat): raise TypeError(f"UPat src must be a tuple, a list or a UPat, not {type(src).__name__}")
    single_op_srcs = [p.op[0] for p in (src if isinstance(src, (tuple, list)) else ()) if p.op is not None and len(p.op) == 1]
    self.early_reject: frozenset[Ops] = frozenset(custom_early_reject if custom_early_reject is not None else single_op_srcs)
    self.location = location or _caller_location()

  # ---- builders ----
  @staticmethod
  def any(*pats: UPat) -> UPatAny: return UPatAny(pats)
  @staticmethod
  def var(name: str | None = None, dtype: DType | Iterable[DType] | None = None) -> UPat: return UPat(dtype=dtype, name=name)
  @staticmethod
  def cvar(name: str | None = None, dtype: DType | Iterable[DType] | None = None) -> UPat: return UPat(Ops.CONST, dtype, name=name)
  @staticmethod
  def const(b: Any, dtype: DType | Iterable[DType] | None = None) -> UPat:
    if isinstance(b, DType): raise TypeError(f"UPat.const takes the value first: got the dtype {b} first; write UPat.const(value, {b})")
    return UPat(Ops.CONST, dtype, arg=b)
  def named(self, name: str) -> UPat:
    ret = copy.copy(self)
    ret.name = name
    return ret
  def or_casted(self, name: str | None = None) -> UPatAny:
    return UPat.any(self if name is None else self.named(name), UPat(Ops.CAST, name=name, src=(self,)))
  def or_after(self, name: str | None = None) -> UPatAny:
    return UPat.any(self if name is None else self.named(name), UPat(Ops.AFTER, name=name, src=(self,), allow_any_len=True))
  def cast(self, dtype: DType | None = None, name: str | None = None) -> UPat: return UPat(Ops.CAST, dtype, (self,), name=name)
  def bitcast(self, dtype: DType | None = None, name: str | None = None) -> UPat: return UPat(Ops.BITCAST, dtype, (self,), name=name)
  def index(self, *idx: UPat, name: str | None = None, allow_any_len: bool = False) -> UPat:
    return UPat(Ops.INDEX, None, (self, *idx), name=name, allow_any_len=allow_any_len)
  def load(self, *src: UPat, name: str | None = None, **kw: Any) -> UPat: return UPat(Ops.LOAD, src=(self, *src), name=name, **kw)
  def store(self, *src: UPat, name: str | None = None, **kw: Any) -> UPat: return UPat(Ops.STORE, dtypes.void, (self, *src), name=name, **kw)
  def after(self, *src: UPat, name: str | None = None, **kw: Any) -> UPat: return UPat(Ops.AFTER, None, (self, *src), name=name, **kw)

  # MathTrait hooks: `UPat.var("x") + UPat.cvar("c")` builds an ADD pattern with commutative sources
  def alu(self, op: Ops, *src: UPat) -> UPat:
    asrc = (self, *src)
    dtype = dtypes.bool if op in GroupOp.Comparison else asrc[-1].dtype
    return UPat(op, dtype, list(asrc) if op in GroupOp.Commutative else asrc)
  def const_like(self, b: Any) -> UPat: return UPat.const(b, self.dtype)

  # ---- matching ----
  def match(self, uop: UOp, store: dict[str, UOp]) -> list[dict[str, UOp]]:
    """Every way this pattern matches `uop`, as capture dicts extending `store` (which is mutated; pass one you own)."""
    if (self.op is not None and uop.op not in self.op) or (self.arg is not None and self.arg != uop.arg) or \
       (self.dtype is not None and uop.dtype not in self.dtype and uop.dtype.scalar() not in self.dtype): return []
    if self.name is not None:
      if store.setdefault(self.name, uop) is not uop: return []
    if self.src is None:
      if self._repeat is None: return [store]
      alternatives: list[tuple[UPat, ...]] = [(self._repeat,) * len(uop.src)]
    else: alternatives = self.src
    res: list[dict[str, UOp]] = []
    n, multi = len(uop.src), len(alternatives) > 1
    for vp in alternatives:
      if n != len(vp) and (n < len(vp) or not self.allow_any_len): continue
      stores = [store.copy() if multi else store]
      for pat, s in zip(vp, uop.src):
        stores = pat.match(s, stores[0]) if len(stores) == 1 else [r for st in stores for r in pat.match(s, st)]
        if not stores: break
      res.extend(stores)
    return res

  def __repr__(self) -> str:
    parts = [("(" + ", ".join(map(str, self.op)) + ")" if len(self.op) > 1 else str(self.op[0])) if self.op is not None else "None"]
    if self.dtype is not None: parts.append(f"dtype={self.dtype[0] if len(self.dtype) == 1 else self.dtype}")
    if self.arg is not None: parts.append(f"arg={self.arg!r}")
    if self.name is not None: parts.append(f"name={self.name!r}")
    if self._repeat is not None: parts.append(f"src={self._repeat!r}")
    elif self.src is not None:
      s = self.src[0]
      parts.append("src=" + ("[" + ", ".join(map(repr, s)) + "]" if len(self.src) > 1 else "(" + "".join(f"{x!r}, " for x in s) + ")"))
    if self.allow_any_len: parts.append("allow_any_len=True")
    return f"UPat({', '.join(parts)})"

class UPatAny(UPat):
  """Matches when any of its alternatives does; the captures of every matching alternative are returned."""
  __slots__ = ("alternatives",)
  def __init__(self, pats: Sequence[UPat]):
    ops = None if any(p.op is None for p in pats) else tuple(dict.fromkeys(o for p in pats for o in p.op or ()))
    super().__init__(ops, location=_caller_location())
    self.alternatives = tuple(pats)
  def match(self, uop: UOp, store: dict[str, UOp]) -> list[dict[str, UOp]]:
    return [r for p in self.alternatives for r in p.match(uop, store.copy())]
  def __repr__(self) -> str: return f"UPat.any({', '.join(map(repr, self.alternatives))})"

Rule = tuple[UPat, Callable[..., Any]]

def _module_matcher(module: str, line: int) -> PatternMatcher:
  """The module-level PatternMatcher created at module:line (how a pickled matcher is found again)."""
  todo = [v for v in vars(importlib.import_module(module)).values() if isinstance(v, PatternMatcher)]
  while todo:  # unnamed matchers are reachable through the sums they are part of
    if (pm := todo.pop())._origin == (module, line): return pm
    todo.extend(pm._parts)
  raise pickle.UnpicklingError(f"no PatternMatcher defined at {module}:{line}; the code changed since it was pickled")

class PatternMatcher:
  """An ordered list of rules, indexed by op so a node only tries the rules that can match it.

  Pickling (e.g. a renderer sent to a compile worker) works for matchers defined at module level and their sums: they
  pickle as a reference to where they were defined, so their lambdas never need to be serialised."""
  def __init__(self, patterns: Sequence[Rule], _parts: tuple[PatternMatcher, ...] = ()):
    self.patterns: list[Rule] = list(patterns)
    self._parts = _parts
    f = sys._getframe(1)
    self._origin = (f.f_globals.get("__name__", ""), f.f_lineno) if f.f_code.co_name == "<module>" and not _parts else None
    self.pdict: dict[Ops, list[tuple[UPat, Callable[..., Any], frozenset[Ops], bool]]] = defaultdict(list)
    for p, fxn in self.patterns:
      if not callable(fxn): raise TypeError(f"rule for {p} has a {type(fxn).__name__} where a callback belongs; write (UPat, lambda **captures: ...)")
      has_ctx = "ctx" in inspect.signature(fxn).parameters
      for op in (p.op if p.op is not None else tuple(Ops)): self.pdict[op].append((p, fxn, p.early_reject, has_ctx))

  @functools.cache  # noqa: B019 -- matchers are long-lived module globals; caching the sum keeps `pm1 + pm2` in a hot path cheap
  def __add__(self, more: PatternMatcher) -> PatternMatcher: return PatternMatcher(self.patterns + more.patterns, (self, more))

  def __reduce__(self) -> tuple:
    if self._parts: return operator.add, self._parts
    if self._origin is None: raise pickle.PicklingError("only a PatternMatcher defined at module level (or a sum of those) can be pickled")
    return _module_matcher, self._origin


  def rewrite(self, uop: UOp, ctx: Any = None) -> UOp | None:
    """The first rule's non-None result that is not `uop` itself, else None."""
    if not (rules := self.pdict.get(uop.op)): return None  # most nodes of a pass's graph have no rule: skip building `ler`
    ler = {u.op for u in uop.src}
    for p, fxn, early_reject, has_ctx in rules:
      if not early_reject.issubset(ler): continue
      for match in p.match(uop, {}):
        if (ret := fxn(ctx=ctx, **match) if has_ctx else fxn(**match)) is not None and ret is not uop: return ret
    return None

  def rewrite_traced(self, uop: UOp, ctx: Any = None) -> tuple[UOp, UPat] | None:
    """As `rewrite`, also returning the pattern that fired (used when rewrites are being recorded)."""
    if not (rules := self.pdict.get(uop.op)): return None
    ler = {u.op for u in uop.src}
    for p, fxn, early_reject, has_ctx in rules:
      if not early_reject.issubset(ler): continue
      for match in p.match(uop, {}):
        if (ret := fxn(ctx=ctx, **match) if has_ctx else fxn(**match)) is not None and ret is not uop: return ret, p
    return None
