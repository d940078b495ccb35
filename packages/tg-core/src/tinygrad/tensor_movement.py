"""MovementIndexMixin: Tensor's movement ops beyond the shared MovementMixin (pad, cat, stack, split, repeat, roll, unfold, rearrange)
and indexing (getitem, setitem, gather, scatter, masked_select, nonzero)."""
# self is annotated as the finished Tensor, which mypy's supertype rule for self types (a [misc] error) does not allow a mixin
# mypy: disable-error-code="misc"
from __future__ import annotations
import functools, itertools, math
from typing import TYPE_CHECKING, Any, Literal
from collections.abc import Sequence
import numpy as np
from tinygrad.dtype import dtypes, least_upper_dtype, sum_acc_dtype
from tinygrad.helpers import CHECK_OOB, all_int, argfix, ceildiv, flatten, make_tuple, prod
from tinygrad.mixin import MovementMixin
from tinygrad.uop import Ops
from tinygrad.uop.ops import SymbolicError, UOp, resolve, sint, ssimplify
from tinygrad.uop.shape import as_int, broadcast_shape, check_dims, sym_eq
from tinygrad.tensor_data import PyBool, PyInt
from tinygrad.tensor_disk import _is_disk
from tinygrad.tensor_registry import _in_storage
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

def _r(x: sint) -> str: return str(x) if isinstance(x, int) else x.render()

def _is_zero(x: sint) -> bool: return isinstance(x, int) and x == 0

def _pad_amount(x: Any) -> sint: return x if isinstance(x, UOp) else as_int(x, "pad amount")

def _pad_neg(x: sint) -> bool:
  """Whether a pad amount crops; a symbolic one must have one sign over its whole range."""
  if isinstance(x, int): return x < 0
  if x.vmax < 0: return True
  if x.vmin >= 0: return False
  raise ValueError(f"symbolic pad amount {x.render()} ranges over [{x.vmin}, {x.vmax}]; it must be >= 0 (or < 0 to crop) for every value")

class MovementIndexMixin:
  """Part of Tensor (tinygrad.tensor lists it among Tensor's bases): self is always a Tensor, so a method may call any other."""
  # ---- movement ----
  def view(self: Tensor, shape: Any, *args: Any) -> Tensor:
    """The same as `reshape` (torch's name); tg tensors have no strides, so any shape with the same element count works.

    Args:
      shape: the new shape, as ints or one tuple; one -1 is inferred.
    Returns:
      A view of the new shape.
    Raises:
      ValueError: the element count differs (and the other errors of `reshape`).

    Examples:
      >>> print(Tensor.arange(6).view(3, 2).tolist(), Tensor.arange(6).view((2, -1)).shape)
      [[0, 1], [2, 3], [4, 5]] (2, 3)
    """
    return self.reshape(shape, *args)
  def pad(self: Tensor, padding: Any, mode: str = "constant", value: Any = 0.0) -> Tensor:
    """Pads (or, with negative amounts, crops) the tensor (torch's F.pad plus tinygrad's per-dim form).

    Args:
      padding: either flat torch order, (before, after) pairs starting from the last dim, (left, right, top, bottom, ...), or one
        (before, after) pair or None per dim, in dim order. A negative amount crops.
      mode: "constant" (default), "reflect", "replicate" or "circular".
      value: the fill for "constant" (default 0).
    Returns:
      The padded tensor, same dtype.
    Raises:
      NotImplementedError: another mode.
      ValueError: a flat padding of odd length or longer than 2 * ndim, a per-dim padding of the wrong length, or cropping more than a dim.
      TypeError: a non-int amount.

    Examples:
      >>> x = Tensor([[1, 2], [3, 4]])
      >>> print(x.pad((1, 1)).numpy())
      [[0 1 2 0]
       [0 3 4 0]]
      >>> print(x.pad(((1, 0), None), value=9).numpy())
      [[9 9]
       [1 2]
       [3 4]]
      >>> print(x.pad((1, 1), mode="reflect").numpy())
      [[2 1 2 1]
       [4 3 4 3]]
      >>> print(x.pad((-1, 1)).numpy())
      [[2 0]
       [4 0]]
    """
    if mode not in ("constant", "reflect", "replicate", "circular"):
      raise NotImplementedError(f"pad mode {mode!r}; use constant/reflect/replicate/circular")
    p = tuple(padding)
    if p and all(isinstance(x, int) or (not isinstance(x, (tuple, list)) and x is not None) for x in p):
      if len(p) % 2 or len(p) // 2 > self.ndim: raise ValueError(f"flat padding {p} must have an even length <= 2*ndim")
      pairs = [(p[i], p[i + 1]) for i in range(0, len(p), 2)][::-1]
      full: list[tuple[sint, sint]] = [(0, 0)] * (self.ndim - len(pairs)) + pairs
    else:
      if len(p) != self.ndim: raise ValueError(f"padding {p} needs one (before, after) or None per dim of {self.shape}")
      full = [(0, 0) if x is None else (x[0], x[1]) for x in p]
    full = [(ssimplify(_pad_amount(b)), ssimplify(_pad_amount(a))) for b, a in full]  # an offset difference (cat's) folds: exact bounds
    neg = [(_pad_neg(b), _pad_neg(a)) for b, a in full]
    for d, ((b, a), (nb, na), n) in enumerate(zip(full, neg, self.shape)):
      if resolve((b if nb else 0) + (a if na else 0) + n < 0, False):
        raise ValueError(f"padding ({_r(b)}, {_r(a)}) of dim {d} crops more than its size {_r(n)}; negative padding may remove at most the whole dim")
    if mode == "constant":
      crop = tuple((-b if nb else 0, s + a if na else s) for (b, a), (nb, na), s in zip(full, neg, self.shape))
      x = self.shrink(crop) if any(nb or na for nb, na in neg) else self
      pz = tuple((0 if nb else b, 0 if na else a) for (b, a), (nb, na) in zip(full, neg))
      if all(_is_zero(b) and _is_zero(a) for b, a in pz): return x
      padded = MovementMixin.pad(x, pz)
      if isinstance(value, (int, float)) and value == 0 and not (isinstance(value, float) and math.copysign(1, value) < 0): return padded
      mask = MovementMixin.pad(Tensor.full(x.shape, True, dtype=dtypes.bool, buffer=False), pz)
      return mask.where(padded, value)
    crop = tuple((-b if nb else 0, s + a if na else s) for (b, a), (nb, na), s in zip(full, neg, self.shape))
    # a negative side crops. circular wraps the cropped dim (torch); reflect/replicate pad about the original's edges, then crop
    x = self.shrink(crop) if mode == "circular" and any(nb or na for nb, na in neg) else self
    for d, ((b, a), (nb, na)) in enumerate(zip(full, neg)):
      if (_is_zero(b) or nb) and (_is_zero(a) or na): continue
      x = x._pad_dim(d, 0 if nb else b, 0 if na else a, mode)
    if mode == "circular" or not any(nb or na for nb, na in neg): return x
    return x.shrink(tuple((-b if nb else 0, s + a if na else s) for (b, a), (nb, na), s in zip(full, neg, x.shape)))
  def _pad_dim(self: Tensor, d: PyInt, b: sint, a: sint, mode: str) -> Tensor:
    n = self.shape[d]
    def sl(start: Any, stop: Any) -> Tensor: return self.shrink(tuple((start, stop) if i == d else None for i in range(self.ndim)))
    def grow(k: sint, part: Tensor) -> Tensor: return part.expand(*[k if i == d else s for i, s in enumerate(self.shape)])
    if mode == "reflect":
      if not (resolve(b < n, False) and resolve(a < n, False)):
        raise ValueError(f"reflect padding ({_r(b)}, {_r(a)}) must be smaller than the dim {_r(n)}")
      parts = [] if _is_zero(b) else [sl(1, b + 1).flip(d)]
      parts += [self] + ([] if _is_zero(a) else [sl(n - a - 1, n - 1).flip(d)])
    elif mode == "replicate":
      parts = ([] if _is_zero(b) else [grow(b, sl(0, 1))]) + [self] + ([] if _is_zero(a) else [grow(a, sl(n - 1, n))])
    else:
      if not (resolve(b <= n, False) and resolve(a <= n, False)):
        raise ValueError(f"circular padding ({_r(b)}, {_r(a)}) may wrap at most once around the dim {_r(n)}")
      parts = ([] if _is_zero(b) else [sl(n - b, n)]) + [self] + ([] if _is_zero(a) else [sl(0, a)])
    return parts[0].cat(*parts[1:], dim=d)
  def pad_to(self: Tensor, shape: Any, *args: Any, value: Any = 0) -> Tensor:
    """Pads at the end of each dim up to `shape` (None keeps a dim; a smaller size crops, as a negative pad does).

    Args:
      shape: the target size per dim, as ints/None or one tuple.
      value: the fill (default 0).
    Returns:
      A tensor of `shape`.
    Raises:
      ValueError: a different number of dims.

    Examples:
      >>> x = Tensor([[1, 2], [3, 4]])
      >>> print(x.pad_to(3, 4).numpy())
      [[1 2 0 0]
       [3 4 0 0]
       [0 0 0 0]]
      >>> print(x.pad_to((None, 3), value=-1).numpy())
      [[ 1  2 -1]
       [ 3  4 -1]]
    """
    new = argfix(shape, *args)
    if len(new) != self.ndim: raise ValueError(f"pad_to {new} needs {self.ndim} dims to match {self.shape}")
    return self.pad(tuple(None if n is None else (0, n - s) for n, s in zip(new, self.shape)), value=value)
  def cat(self: Tensor, *args: Tensor, dim: PyInt = 0) -> Tensor:
    """Concatenates self and `args` along `dim`: `a.cat(b, c)` or `Tensor.cat(a, b, c)`.

    All tensors need the same number of dims and the same sizes except in `dim`; dtypes promote to their common dtype.

    Args:
      args: the tensors after self.
      dim: the dim to join along; negative counts from the end.
    Returns:
      A tensor whose `dim` is the sum of theirs.
    Raises:
      TypeError: a non-Tensor argument (unpack a list with `*`).
      RuntimeError: shapes that differ outside `dim`.

    Examples:
      >>> a, b = Tensor([[1, 2]]), Tensor([[3, 4], [5, 6]])
      >>> print(a.cat(b).tolist())
      [[1, 2], [3, 4], [5, 6]]
      >>> print(Tensor.cat(a, a, dim=1).tolist())
      [[1, 2, 1, 2]]
    """
    if not isinstance(self, Tensor) or (bad := next((a for a in args if not isinstance(a, Tensor)), None)) is not None:
      got = self if not isinstance(self, Tensor) else bad
      raise TypeError(f"cat takes Tensors, a.cat(b, c) or Tensor.cat(a, b, c); got a {type(got).__name__} (unpack a list with *)")
    ts = (self, *args)
    d = self._axis(dim)
    for t in ts:
      if t.ndim != self.ndim or any(not sym_eq(a, b) for i, (a, b) in enumerate(zip(t.shape, self.shape)) if i != d):
        raise RuntimeError(f"cat needs equal shapes except in dim {d}: {[t.shape for t in ts]}")
    dt = least_upper_dtype(*[t.dtype for t in ts])
    sizes = [t.shape[d] for t in ts]
    total, offs = sum(sizes), list(itertools.accumulate(sizes, initial=0))
    z = -0.0 if dtypes.is_float(dt) else 0  # x + -0.0 is x for every float x; x + 0.0 turned -0.0 into +0.0
    parts = [t.cast(dt).pad(tuple((offs[i], total - offs[i + 1]) if j == d else None for j in range(self.ndim)), value=z) for i, t in enumerate(ts)]
    return functools.reduce(lambda a, b: a + b, parts) if not dtypes.is_bool(dt) else functools.reduce(lambda a, b: a | b, parts)
  def stack(self: Tensor, *args: Tensor, dim: PyInt = 0) -> Tensor:
    """Joins tensors of equal shape along a new dim `dim`.

    Called as `Tensor.stack(a, b)`, `a.stack(b)`, or `Tensor.stack([a, b])` with a list or tuple.

    Args:
      args: the other tensors.
      dim: where the new dim goes (may be ndim, the end).
    Returns:
      A tensor of shape `shape[:dim] + (count,) + shape[dim:]`, in the promoted dtype.
    Raises:
      RuntimeError: shapes differ.
      ValueError: an empty list.

    Examples:
      >>> a, b = Tensor([1, 2]), Tensor([3, 4])
      >>> print(Tensor.stack(a, b).tolist(), a.stack(b, dim=1).tolist())
      [[1, 2], [3, 4]] [[1, 3], [2, 4]]
    """
    if not isinstance(self, Tensor):
      if not (ts := [*self, *args]): raise ValueError("stack needs at least one tensor")
      return Tensor.stack(*ts, dim=dim)
    ts = (self, *args)
    if any(t.shape != self.shape for t in ts): raise RuntimeError(f"stack needs equal shapes, got {[t.shape for t in ts]}")
    d = self._axis(dim, 1)
    return ts[0].unsqueeze(d).cat(*[t.unsqueeze(d) for t in ts[1:]], dim=d)
  def split(self: Tensor, sizes: PyInt | Sequence[PyInt], dim: PyInt = 0) -> tuple[Tensor, ...]:
    """Splits the tensor into views along `dim`.

    Args:
      sizes: an int gives pieces of that size (the last may be smaller); a list gives pieces of those sizes.
      dim: the dim to split (default 0).
    Returns:
      A tuple of views (torch.split; numpy's split counts pieces instead).
    Raises:
      TypeError: a size that is not an int.
      RuntimeError: an int size <= 0 (0 only on an empty dim), a negative list entry, or a list that does not sum to the dim.
      SymbolicError: a symbolic dim.

    Examples:
      >>> print([p.tolist() for p in Tensor.arange(5).split(2)])
      [[0, 1], [2, 3], [4]]
      >>> print([p.shape for p in Tensor.ones(2, 3).split([1, 2], dim=1)])
      [(2, 1), (2, 2)]
    """
    d = self._axis(dim)
    if isinstance(sd := self.shape[d], UOp): raise SymbolicError(f"split/chunk along dim {d} of size {sd.render()}: a symbolic dim cannot "
                                                                "be split; split a concrete dim, or shrink this one to an int size first")
    n = int(self.shape[d])
    if isinstance(sizes, (tuple, list)):
      sz = [as_int(x, "split size") for x in sizes]
      if any(x < 0 for x in sz): raise RuntimeError(f"split sizes {sz} must be non-negative")
    else:
      if (k := as_int(sizes, "split size")) < 0 or (k == 0 and n): raise RuntimeError(f"split size must be positive, got {k} for dim {d} of size {n}")
      sz = [min(k, n - i) for i in range(0, max(n, 1), max(k, 1))]
    if sum(sz) != n: raise RuntimeError(f"split sizes {sz} must sum to the dim size {n}")
    offs = list(itertools.accumulate(sz, initial=0))
    return tuple(self.shrink(tuple((offs[i], offs[i + 1]) if j == d else None for j in range(self.ndim))) for i in range(len(sz)))
  def chunk(self: Tensor, chunks: PyInt, dim: PyInt = 0) -> list[Tensor]:
    """Splits into at most `chunks` views along `dim`, each ceil(size / chunks) long but the last, as torch.chunk.

    Args:
      chunks: how many pieces (fewer come back when the dim is short; an empty dim gives `chunks` empty views, as torch).
      dim: the dim to split.
    Returns:
      A list of views.
    Raises:
      TypeError: a non-int `chunks`.
      ValueError: chunks <= 0.

    Examples:
      >>> print([c.tolist() for c in Tensor.arange(5).chunk(2)])
      [[0, 1, 2], [3, 4]]
      >>> print([c.tolist() for c in Tensor.arange(6).chunk(4)])
      [[0, 1], [2, 3], [4, 5]]
    """
    if (chunks := as_int(chunks, "chunks")) <= 0: raise ValueError(f"chunk needs a positive number of chunks, got {chunks}")
    n = self.shape[self._axis(dim)]
    if isinstance(n, UOp): return list(self.split(1, dim))  # raises: a symbolic dim has no int size to share out
    return list(self.split(ceildiv(n, chunks) if n else [0] * chunks, dim))  # an empty dim gives `chunks` empty views, as torch
  def repeat(self: Tensor, repeats: Any, *args: Any) -> Tensor:
    """Tiles the tensor `repeats` times along each dim, like numpy's `tile` and torch's `repeat`.

    Args:
      repeats: one count per dim (ints or one tuple); extra leading counts add new leading dims.
    Returns:
      A tensor of shape `repeats[i] * shape[i]` per dim.
    Raises:
      ValueError: fewer counts than dims, or a negative count.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.repeat(1, 2).tolist())
      [[1, 2, 1, 2], [3, 4, 3, 4]]
      >>> print(Tensor([1, 2]).repeat(2, 2).tolist())
      [[1, 2, 1, 2], [1, 2, 1, 2]]
    """
    reps = check_dims(argfix(repeats, *args), "repeat counts")
    if len(reps) < self.ndim: raise ValueError(f"repeat needs at least {self.ndim} repeats, got {reps}")
    base = (1,) * (len(reps) - self.ndim) + tuple(self.shape)
    x = self.reshape(flatten((1, s) for s in base)).expand(flatten((r, s) for r, s in zip(reps, base)))
    return x.reshape(tuple(r * s for r, s in zip(reps, base)))
  def repeat_interleave(self: Tensor, repeats: PyInt, dim: PyInt | None = None) -> Tensor:
    """Repeats each element `repeats` times along `dim`, next to each other (numpy's `repeat`).

    Args:
      repeats: the count, an int >= 0 (a tensor of per-element counts, as torch allows, is not supported).
      dim: the dim to repeat along; None flattens the tensor first.
    Returns:
      A tensor whose `dim` is `repeats` times longer (1-D when dim is None).
    Raises:
      TypeError: a count that is not an int.
      ValueError: a negative count.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.repeat_interleave(2).tolist())
      [1, 1, 2, 2, 3, 3, 4, 4]
      >>> print(t.repeat_interleave(2, dim=0).tolist())
      [[1, 2], [1, 2], [3, 4], [3, 4]]
    """
    if (n := as_int(repeats, "repeat_interleave repeats")) < 0: raise ValueError(f"repeat_interleave repeats must be >= 0, got {n}")
    x, d = (self.flatten(), 0) if dim is None else (self, self._axis(dim))
    sh = x.shape
    return x.reshape(*sh[:d + 1], 1, *sh[d + 1:]).expand(*sh[:d + 1], n, *sh[d + 1:]).reshape(*sh[:d], sh[d] * n, *sh[d + 1:])
  def roll(self: Tensor, shifts: PyInt | tuple[PyInt, ...], dims: PyInt | tuple[PyInt, ...] | None = None) -> Tensor:
    """Shifts the elements cyclically by `shifts` along `dims` (torch.roll); elements pushed past the end come back at the start.

    Args:
      shifts: the shift, or one per dim in `dims`; negative shifts roll towards the start.
      dims: the dim or dims to roll; None rolls the flattened tensor and restores the shape.
    Returns:
      A tensor of the same shape and dtype.
    Raises:
      TypeError: a shift that is not an int.
      RuntimeError: a different number of shifts and dims.

    Examples:
      >>> print(Tensor.arange(5).roll(2).tolist())
      [3, 4, 0, 1, 2]
      >>> t = Tensor.arange(6).reshape(2, 3)
      >>> print(t.roll(1, 1).tolist(), t.roll((1, -1), (0, 1)).tolist())
      [[2, 0, 1], [5, 3, 4]] [[4, 5, 3], [1, 2, 0]]
    """
    if dims is None: return self.flatten().roll(shifts, 0).reshape(self.shape)
    sh, ds = tuple(as_int(x, "roll shift") for x in make_tuple(shifts, 1, "roll shifts")), make_tuple(dims, 1, "roll dims")
    if len(sh) != len(ds): raise RuntimeError(f"roll needs as many shifts as dims: {sh} vs {ds}")
    x = self
    for s, d in zip(sh, ds):
      d = self._axis(d)
      n = int(x.shape[d])
      if n == 0: continue
      s %= n
      if s: x = x.shrink(tuple((n - s, n) if i == d else None for i in range(x.ndim))).cat(
        x.shrink(tuple((0, n - s) if i == d else None for i in range(x.ndim))), dim=d)
    return x
  def diag(self: Tensor) -> Tensor:
    """The square matrix with the 1-D self on its diagonal and zeros elsewhere.

    Returns:
      An (n, n) tensor of self's dtype.
    Raises:
      ValueError: self is not 1-D (use diagonal to read a matrix's diagonal).

    Examples:
      >>> print(Tensor([1, 2, 3]).diag().tolist())
      [[1, 0, 0], [0, 2, 0], [0, 0, 3]]
    """
    if self.ndim != 1: raise ValueError(f"diag takes a 1-D tensor, got shape {self.shape}")
    n = int(self.shape[0])
    return Tensor.eye(n, dtype=dtypes.bool).where(self.unsqueeze(0).expand(n, n), 0)
  def diagonal(self: Tensor, offset: PyInt = 0, dim1: PyInt = 0, dim2: PyInt = 1) -> Tensor:
    """The diagonal of dims dim1 and dim2, moved to the last dim, as torch.diagonal.

    Args:
      offset: which diagonal: 0 the main one, > 0 above it, < 0 below it.
      dim1: the first dim of the matrices.
      dim2: the second dim of the matrices.
    Returns:
      A tensor without dim1 and dim2 and with a last dim of the diagonal's length.
    Raises:
      TypeError: a non-int offset.
      RuntimeError: dim1 == dim2.

    Examples:
      >>> m = Tensor.arange(9).reshape(3, 3)
      >>> print(m.diagonal().tolist(), m.diagonal(offset=1).tolist(), m.diagonal(-1).tolist())
      [0, 4, 8] [1, 5] [3, 7]
      >>> print(Tensor.arange(8).reshape(2, 2, 2).diagonal(dim1=1, dim2=2).tolist())
      [[0, 3], [4, 7]]
    """
    d1, d2, offset = self._axis(dim1), self._axis(dim2), as_int(offset, "diagonal offset")
    if d1 == d2: raise RuntimeError("diagonal dims must differ")
    x = self.permute(*[i for i in range(self.ndim) if i not in (d1, d2)], d1, d2)
    r, c = x.shape[-2], x.shape[-1]
    x = x[..., :, offset:] if offset >= 0 else x[..., -offset:, :]
    r, c = x.shape[-2], x.shape[-1]
    n = max(0, min(r, c))
    x = x[..., :n, :n]
    if n == 0: return x.reshape(*x.shape[:-2], 0)
    # the diagonal of an n x n block: flatten, pad one, take every (n+1)th
    flat = x.flatten(-2).pad(tuple([None] * (x.ndim - 2) + [(0, n)]))
    return flat.reshape(*x.shape[:-2], n, n + 1)[..., 0]
  def unfold(self: Tensor, dimension: PyInt, size: PyInt, step: PyInt) -> Tensor:
    """Sliding windows of `size` elements every `step` along `dimension`, as a new last dim (torch's Tensor.unfold).

    Args:
      dimension: the dim to slide along.
      size: the window length, in [0, the dim's size].
      step: the stride between windows, >= 1.
    Returns:
      A tensor whose `dimension` counts the windows, (size - window) // step + 1, with a new last dim of length `size`.
    Raises:
      RuntimeError: size or step out of range.

    Examples:
      >>> print(Tensor.arange(7).unfold(0, 3, 2).tolist())
      [[0, 1, 2], [2, 3, 4], [4, 5, 6]]
    """
    d, size, step = self._axis(dimension), as_int(size, "unfold size"), as_int(step, "unfold step")
    if not 0 <= size <= self.shape[d] or step <= 0:
      raise RuntimeError(f"unfold: size {size} must be in [0, {self.shape[d]}] (the dim) and step {step} must be >= 1")
    x = self.transpose(d, -1)._pool((size,), step)
    return x.transpose(d, -2)
  def meshgrid(self: Tensor, *tensors: Tensor, indexing: Literal["ij", "xy"] = "ij") -> tuple[Tensor, ...]:
    """Coordinate grids from 1-D inputs: `a.meshgrid(b, ...)` or `Tensor.meshgrid(a, b, ...)`.

    Args:
      tensors: the other inputs (each is flattened).
      indexing: "ij" (default, matrix indexing: torch's default) or "xy" (Cartesian: numpy's default, first two axes swapped).
    Returns:
      One tensor per input, each of shape (len(a), len(b), ...) for "ij"; expanded views, no copies.
    Raises:
      RuntimeError: another `indexing`.

    Examples:
      >>> x, y = Tensor([1, 2, 3]).meshgrid(Tensor([4, 5]))
      >>> print(x.numpy().tolist(), y.numpy().tolist())
      [[1, 1], [2, 2], [3, 3]] [[4, 5], [4, 5], [4, 5]]
      >>> x, y = Tensor.meshgrid(Tensor([1, 2, 3]), Tensor([4, 5]), indexing="xy")
      >>> print(x.numpy().tolist(), y.shape)
      [[1, 2, 3], [1, 2, 3]] (2, 3)
    """
    tensors = (self, *tensors)
    if indexing not in ("ij", "xy"): raise RuntimeError(f"indexing must be 'ij' or 'xy', got {indexing!r}")
    ts = tensors if indexing == "ij" else (tensors[1], tensors[0], *tensors[2:]) if len(tensors) >= 2 else tensors
    shape = tuple(t.numel() for t in ts)
    out = [t.reshape(*[-1 if i == j else 1 for j in range(len(ts))]).expand(shape) for i, t in enumerate(ts)]
    if indexing == "xy" and len(out) >= 2: out = [out[1], out[0], *out[2:]]  # inputs were swapped: give them back in order
    return tuple(out)
  def rearrange(self: Tensor, formula: str, **sizes: PyInt) -> Tensor:
    """Reorders, splits and merges dims by an einops formula such as `"b (h w) c -> b c h w"`.

    Names on the left are the input dims, names in parentheses split or merge a dim, `...` stands for the remaining dims and `1` for a
    size-1 dim.

    Args:
      formula: `"<input dims> -> <output dims>"`.
      sizes: the sizes of names that cannot be inferred (one unknown per parenthesised group).
    Returns:
      A view with the rearranged shape.
    Raises:
      ValueError: no or several `->`, a name repeated on one side or missing on the other, a dim count or a group size that does not
        match the tensor.

    Examples:
      >>> t = Tensor.arange(6).reshape(2, 3)
      >>> print(t.rearrange("a b -> b a").tolist())
      [[0, 3], [1, 4], [2, 5]]
      >>> print(Tensor.arange(12).reshape(2, 6).rearrange("b (h w) -> b h w", h=2).shape)
      (2, 2, 3)
    """
    def parse(side: str) -> list[list[str]]:
      toks, out, group = side.replace("(", " ( ").replace(")", " ) ").split(), list[list[str]](), None
      for tk in toks:
        if tk == "(": group = list[str]()
        elif tk == ")": out.append(group or []); group = None
        elif group is not None: group.append(tk)
        else: out.append([tk])
      return out
    if formula.count("->") != 1: raise ValueError(f"rearrange {formula!r} needs exactly one '->' between the input and output dims")
    lhs_s, rhs_s = formula.split("->")
    lhs, rhs = parse(lhs_s), parse(rhs_s)
    for side in (lhs, rhs):
      if len(nm := [n for n in flatten(side) if n != "1"]) != len(set(nm)): raise ValueError(f"rearrange {formula!r} repeats a name on one side")
    if one := {n for n in flatten(lhs) if n != "1"} ^ {n for n in flatten(rhs) if n != "1"}:
      raise ValueError(f"rearrange {formula!r}: {sorted(one)} must appear on both sides")
    if "..." in flatten(lhs):
      n_ell = self.ndim - (len(lhs) - 1)
      ell = [f"_e{i}" for i in range(n_ell)]
      def expand_ell(side: list[list[str]]) -> list[list[str]]: return flatten([[[e] for e in ell] if g == ["..."] else [g] for g in side])
      lhs, rhs = expand_ell(lhs), expand_ell(rhs)
    if len(lhs) != self.ndim: raise ValueError(f"rearrange {formula!r}: the left side has {len(lhs)} dims, the tensor {self.ndim}")
    known = dict(sizes)
    for g, s in zip(lhs, self.shape):
      unknown = [n for n in g if n not in known and n != "1"]
      kp = prod(known[n] for n in g if n in known)
      if len(unknown) > 1: raise ValueError(f"rearrange: cannot infer sizes of {unknown}")
      if unknown: known[unknown[0]] = s // kp
      if isinstance(s, int) and isinstance(gp := prod(known[n] for n in g if n != "1"), int) and gp != s:
        raise ValueError(f"rearrange {formula!r}: group {g} of sizes {[known[n] for n in g if n != '1']} does not match the dim of size {s}")
    names = [n for g in lhs for n in g if n != "1"]
    x = self.reshape([known[n] if n != "1" else 1 for g in lhs for n in g]) if any(len(g) != 1 for g in lhs) else self
    flat_lhs = [n for g in lhs for n in g]
    x = x.reshape([known[n] for n in names]) if "1" in flat_lhs else x
    order = [names.index(n) for g in rhs for n in g if n != "1"]
    x = x.permute(order)
    return x.reshape([prod(known[n] if n != "1" else 1 for n in g) for g in rhs])

  # ---- indexing ----
  def __getitem__(self: Tensor, indices: Any) -> Tensor: return self._getitem(indices)
  def _getitem(self: Tensor, indices: Any) -> Tensor:
    idx = list(indices) if isinstance(indices, tuple) else [indices]
    if sum(i is Ellipsis for i in idx) > 1: raise IndexError("an index can only have a single ellipsis ('...')")
    host: dict[PyInt, np.ndarray] = {}  # index lists by id of their tensor: known here, so always range-checked (as numpy)
    for i, ix in enumerate(idx):
      if isinstance(ix, (list, tuple)) and ix and all(isinstance(v, bool) for v in ix):
        # a 1-D bool list is a mask (numpy): it selects the positions that are True
        if Ellipsis not in idx[:i] and (d := sum(1 for v in idx[:i] if v is not None)) < self.ndim and len(ix) != self.shape[d]:
          raise IndexError(f"boolean index of length {len(ix)} does not match dim {d} of size {self.shape[d]}")
        ix = [j for j, v in enumerate(ix) if v]
      if isinstance(ix, (list, tuple)):
        if any(isinstance(v, (bool, float)) for v in flatten([ix]) if not isinstance(v, (list, tuple))) or \
           any(isinstance(v, (bool, float)) for v in np.array(ix, dtype=object).reshape(-1).tolist()):
          raise IndexError(f"index lists must hold ints, got {ix!r}")
        idx[i] = Tensor((a := np.array(ix, dtype=np.int64)).astype(np.int32), device=self.device if self.device is not None else None)
        host[id(idx[i])] = a
      elif isinstance(ix, Tensor) and not dtypes.is_int(ix.dtype):
        raise IndexError(f"tensors used as indices must be int tensors, got {ix.dtype}")
      elif not (ix is None or ix is Ellipsis or isinstance(ix, (int, slice, Tensor, UOp))) or isinstance(ix, bool):
        raise IndexError(f"unsupported index type {type(ix).__name__} ({ix!r}); use ints, slices, None, ..., int lists or int tensors")
    consumed = sum(1 for ix in idx if ix is not None and ix is not Ellipsis)
    if consumed > self.ndim: raise IndexError(f"too many indices for tensor of dimension {self.ndim}: got {consumed}")
    if Ellipsis in [ix for ix in idx if not isinstance(ix, Tensor)]:
      e = next(i for i, ix in enumerate(idx) if ix is Ellipsis and not isinstance(ix, Tensor))
      idx = idx[:e] + [slice(None)] * (self.ndim - consumed) + idx[e + 1:]
    idx += [slice(None)] * (self.ndim - sum(1 for ix in idx if ix is not None))
    # basic part: shrink/flip/stride every dim, remember what each index did
    x, d, out_shape, adv, adv_pos, int_pos = self, 0, list[Any](), list[Any](), list[Any](), list[Any]()
    for k, ix in enumerate(idx):
      if ix is None:
        out_shape.append(1)
        continue
      n = self.shape[d]
      if isinstance(ix, (int, UOp)) and not isinstance(ix, bool):
        if isinstance(ix, int) and not -n <= ix < n: raise IndexError(f"index {ix} is out of bounds for dim {d} with size {n}")
        i0 = ix + n if isinstance(ix, int) and ix < 0 else ix
        x = x.shrink(tuple((i0, i0 + 1) if j == d else None for j in range(x.ndim)))
        int_pos.append(k)
      elif isinstance(ix, slice):
        x, size = x._slice_dim(d, ix)
        out_shape.append(size)
      else:
        adv.append((d, ix))
        adv_pos.append((k, len(out_shape)))
        out_shape.append(None)
      d += 1
    # drop int dims, add None dims
    keep = [s for s in out_shape]
    kept_dims: list[sint] = []
    it = iter(range(x.ndim))
    dim_map: list[int | None] = []
    for ix in idx:
      if ix is None: kept_dims.append(1); dim_map.append(None)
      elif isinstance(ix, (int, UOp)) and not isinstance(ix, bool): next(it)
      else:
        j = next(it)
        kept_dims.append(x.shape[j]); dim_map.append(j)
    x = x.reshape(kept_dims) if tuple(kept_dims) != tuple(x.shape) else x
    del keep
    if not adv: return x
    # advanced part: positions of the advanced dims in x
    res_pos = [p for _, p in adv_pos]
    tensors = [t for _, t in adv]
    sizes = [x.shape[p] for p in res_pos]
    bshape = broadcast_shape(*(t.shape for t in tensors))
    for (d, t), n in zip(adv, sizes):
      if id(t) in host and isinstance(n, int) and len(bad := host[id(t)][(host[id(t)] < -n) | (host[id(t)] >= n)]):
        raise IndexError(f"index {bad[0]} is out of bounds for dim {d} with size {n}")
      t._check_oob("tensor indexing", -n, n)
    ixs = [(t < 0).where(t + n, t)._broadcast_to(bshape) for t, n in zip(tensors, sizes)]
    # move the advanced dims to the front
    rest = [i for i in range(x.ndim) if i not in res_pos]
    xp = x.permute(*res_pos, *rest)
    mask = None
    nb = len(bshape)
    for j, (t, n) in enumerate(zip(ixs, sizes)):
      oh = t.reshape(*bshape, *[1] * j, 1, *[1] * (len(sizes) - j - 1)).eq(
        Tensor.arange(n).reshape(*[1] * nb, *[1] * j, n, *[1] * (len(sizes) - j - 1)))
      mask = oh if mask is None else mask & oh
    assert mask is not None
    mask = mask.reshape(*mask.shape, *[1] * len(rest))
    xe = xp.reshape(*[1] * nb, *xp.shape)
    sel = mask.where(xe, xe.zeros_like_const())
    red = tuple(range(nb, nb + len(sizes)))
    acc = sum_acc_dtype(x.dtype) if not dtypes.is_weak(x.dtype) else None
    out = sel.any(red) if dtypes.is_bool(x.dtype) else sel.sum(red, dtype=acc).cast(x.dtype)
    # numpy placement: adjacent advanced (or int) indices keep their place, otherwise the broadcast dims lead
    positions = sorted([k for k, _ in adv_pos] + int_pos)
    adjacent = positions == list(range(positions[0], positions[0] + len(positions)))
    if adjacent and res_pos[0] > 0:
      first = res_pos[0]
      before = [i for i in rest if i < first]
      order = list(range(nb, nb + len(before))) + list(range(nb)) + list(range(nb + len(before), out.ndim))
      out = out.permute(order)
    return out
  def _check_oob(self: Tensor, op: str, lo: sint, hi: sint, ignore: PyInt | None = None) -> None:
    """With CHECK_OOB=1, raise IndexError naming `op`, the first index outside [lo, hi) and the size `hi` (an out-of-range index
    otherwise selects nothing: zeros, as in tinygrad). The index tensor is realized and read on the host, so this costs a sync."""
    if not CHECK_OOB or not all_int((lo, hi)) or sym_eq(self.numel(), 0): return
    from tinygrad.engine.realize import JitError, capturing
    if capturing: raise JitError(f"{op}: CHECK_OOB=1 reads index tensors on the host, which a TinyJit capture cannot; run it with JIT=0")
    a = self.numpy().reshape(-1)
    if len(bad := np.flatnonzero(((a < lo) | (a >= hi)) & (a != ignore if ignore is not None else True))):
      raise IndexError(f"{op}: index {a[bad[0]]} at flat position {bad[0]} is out of range for size {hi}: valid indices are "
                       f"[{lo}, {hi}){'' if ignore is None else f' or {ignore}'} (CHECK_OOB=1)")
  def zeros_like_const(self: Tensor) -> Tensor:
    """A deviceless constant 0 (False for bool) with this tensor's shape and dtype: no buffer, a broadcast constant in the graph.

    Unlike `zeros_like`, nothing is allocated; it is meant for building graphs (e.g. the masked branch of a `where`).

    Returns:
      A deviceless tensor of this tensor's shape and dtype.

    Examples:
      >>> z = Tensor([1, 2]).zeros_like_const()
      >>> print(z.device, z.dtype, z.tolist(), Tensor([True]).zeros_like_const().tolist())
      None dtypes.int [0, 0] [False]
    """
    return Tensor.full(self.shape, False if dtypes.is_bool(self.dtype) else 0, dtype=self.dtype, buffer=False)
  def _slice_dim(self: Tensor, d: PyInt, s: slice) -> tuple[Tensor, sint]:
    n = self.shape[d]
    if s.step == 0: raise ValueError("slice step cannot be zero")
    if isinstance(s.stop, UOp) or isinstance(s.start, UOp) or not isinstance(n, int):
      if s.step not in (None, 1): raise IndexError(f"a symbolic slice needs step 1, got {s.step}; slice with ints to use a step")
      # `or` would ask a symbolic start for its truth value; negative ints count from the (symbolic) end
      start, stop = [dflt if b is None else n + b if isinstance(b, int) and b < 0 else b for b, dflt in ((s.start, 0), (s.stop, n))]
      return self.shrink(tuple((start, stop) if j == d else None for j in range(self.ndim))), ssimplify(stop - start)
    start, stop, step = s.indices(n)
    cnt = len(range(start, stop, step))
    x = self
    if step < 0: x, start, step = x.flip(d), n - 1 - start, -step
    if cnt == 0: return x.shrink(tuple((0, 0) if j == d else None for j in range(x.ndim))), 0
    x = x.shrink(tuple((start, start + (cnt - 1) * step + 1) if j == d else None for j in range(x.ndim)))
    if step > 1:
      x = x.pad(tuple((0, cnt * step - x.shape[d]) if j == d else None for j in range(x.ndim)))
      sh = list(x.shape)
      x = x.reshape(*sh[:d], cnt, step, *sh[d + 1:]).shrink(tuple((0, 1) if j == d + 1 else None for j in range(x.ndim + 1)))
      x = x.reshape(*sh[:d], cnt, *sh[d + 1:])
    return x, cnt
  def __setitem__(self: Tensor, indices: Any, v: Any) -> None:
    """self[indices] = v, lazily, in this tensor's storage (numpy indexing; v broadcast, same dtype). On a view (slice, step, flip,
    permute, reshape) the write reaches the base and every other view, as in numpy; an unrealized tensor is realized first, so the
    views of it share its buffer. Raises RuntimeError for a dtype mismatch, a broadcast (expanded) view or padding."""
    if self.device is None: self._own_storage()
    if dtypes.is_weak(self.dtype): raise RuntimeError(f"cannot setitem into a weak {self.dtype} tensor: it has no storage")
    if isinstance(v, Tensor):
      if dtypes.is_weak(v.dtype) and (least_upper_dtype(v.dtype, self.dtype) == self.dtype): v = v.cast(self.dtype)
      if v.dtype != self.dtype: raise RuntimeError(f"setitem dtype mismatch: value is {v.dtype}, tensor is {self.dtype}; cast it")
    else: v = Tensor(v, device=self.device, dtype=self.dtype) if isinstance(v, (list, tuple)) else Tensor.const(v).cast(self.dtype)
    idx = indices if isinstance(indices, tuple) else (indices,)
    advanced = any(isinstance(i, (Tensor, list)) or (isinstance(i, tuple)) for i in idx)
    if _is_disk(self.device):
      if advanced: raise RuntimeError("advanced-index setitem on a DISK tensor is not supported; copy the file's values with .to() first")
      self[indices]._disk_assign(v._broadcast_to(self[indices].shape))
      return
    if self.device is None: self.replace(self.clone())
    single = not isinstance(self.device, tuple) and self._shares_storage()
    if not advanced:
      if not single and not _in_storage(self.uop) and self.uop.op is not Ops.AFTER: self.replace(self.clone())
      view = self[indices]
      val = v.to(self.device)._broadcast_to(view.shape)
      if single: self._write(view.uop, val.uop)  # through the storage this tensor shares with its base and other views
      else: self.uop = self.uop.after(view.uop.assign(val.uop).src[1])
      return
    # flat positions counted from 1, so an out-of-range index (which selects 0) becomes -1 and writes nothing, as scatter
    pos = (Tensor.arange(self.numel()) + 1).reshape(self.shape)[indices] - 1
    val = v.to(self.device)._broadcast_to(pos.shape).flatten()
    p = pos.flatten()
    hit = p.unsqueeze(0).eq(Tensor.arange(self.numel()).unsqueeze(1))  # (numel, m)
    last = hit.where(Tensor.arange(p.numel()).unsqueeze(0), -1)._max(1)
    picked = val[last.maximum(0)]
    merged = (last >= 0).where(picked, self.flatten()).reshape(self.shape)
    if single or self.uop.is_realized or self.uop.op is Ops.AFTER: self.assign(merged.contiguous())
    else: self.uop = merged.uop
  def gather(self: Tensor, dim: PyInt, index: Tensor) -> Tensor:
    """Picks values along `dim` at the positions in `index` (torch.gather): for dim=1, `out[i][j] = self[i][index[i][j]]`.

    Args:
      dim: the axis to index along; negative counts from the end.
      index: an int tensor with as many dims as self, no larger than self outside `dim`.
    Returns:
      A tensor of `index.shape` and self's dtype.
    Raises:
      RuntimeError: a non-int index, a different ndim, an index larger than self outside `dim`, or an index on another device.
      IndexError: with CHECK_OOB=1, an index value out of range for `dim` (otherwise such an index selects 0, as tinygrad).

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.gather(1, Tensor([[0, 0], [1, 0]])).numpy())
      [[1 1]
       [4 3]]
      >>> print(t.gather(0, Tensor([[1, 0]])).numpy())
      [[3 2]]
    """
    d = self._axis(dim)
    if not dtypes.is_int(index.dtype): raise RuntimeError(f"gather needs an int index tensor, got {index.dtype}; cast it with .int()")
    if index.ndim != self.ndim: raise RuntimeError(f"gather needs index with the same ndim: {index.shape} vs {self.shape}")
    if index.device is not None and self.device is not None and index.device != self.device: raise RuntimeError("gather index is on another device")
    if any(index.shape[i] > self.shape[i] for i in range(self.ndim) if i != d):
      raise RuntimeError(f"gather index {index.shape} is larger than {self.shape} outside dim {d}")
    index._check_oob("gather", 0, self.shape[d])
    x = self.shrink(tuple(None if i == d else (0, index.shape[i]) for i in range(self.ndim))).transpose(d, -1)
    ix = index.transpose(d, -1)
    n = self.shape[d]
    oh = ix.unsqueeze(-1).eq(Tensor.arange(n))
    sel = oh.where(x.unsqueeze(-2), x.unsqueeze(-2).zeros_like_const())
    out = sel.any(-1) if dtypes.is_bool(self.dtype) else sel.sum(-1, dtype=sum_acc_dtype(self.dtype)).cast(self.dtype)
    return out.transpose(d, -1)
  def _scatter_onehot(self: Tensor, dim: PyInt, index: Tensor, src: Any = None) -> tuple[PyInt, Tensor]:
    d = self._axis(dim)
    if not dtypes.is_int(index.dtype): raise RuntimeError(f"scatter needs an int index tensor, got {index.dtype}; cast it with .int()")
    if index.ndim != self.ndim: raise RuntimeError(f"scatter needs index with the same ndim: {index.shape} vs {self.shape}")
    if any(resolve(index.shape[i] > self.shape[i], False) for i in range(self.ndim) if i != d):
      raise RuntimeError(f"scatter index {index.shape} is larger than {self.shape} outside dim {d}")
    if isinstance(src, Tensor) and (src.ndim != index.ndim or any(resolve(i > s, False) for i, s in zip(index.shape, src.shape))):
      raise RuntimeError(f"scatter src {src.shape} must have the index's ndim and be at least its shape {index.shape} in every dim")
    index._check_oob("scatter", 0, self.shape[d])  # as gather: an index outside [0, n) writes nothing unless CHECK_OOB=1
    oh = index.unsqueeze(-1).eq(Tensor.arange(self.shape[d]))  # index.shape + (n,)
    return d, oh.transpose(d, -1)  # dim d holds the target position, the last dim runs over index entries along d
  def _pad_index_dims(self: Tensor, t: Tensor, d: PyInt, fill: Any) -> Tensor:
    return t.pad(tuple(None if i == d else (0, self.shape[i] - t.shape[i]) for i in range(self.ndim)), value=fill)
  def scatter(self: Tensor, dim: PyInt, index: Tensor, src: Any, reduce: Literal["add", "multiply"] | None = None) -> Tensor:
    """Writes `src` into a copy of self at the positions `index` gives along `dim` (torch.scatter).

    For a 2-D tensor and dim=1, `out[i][index[i][j]] = src[i][j]`; where several writes land on one position, the last wins.

    Args:
      dim: the dim the indices address.
      index: an int tensor with as many dims as self, no larger than src in any dim (nor self outside `dim`).
      src: a tensor (its leading part of index's shape is used) or a scalar written everywhere index points.
      reduce: None to overwrite, or "add" / "multiply" to combine with the value there (a scalar src only; use `scatter_reduce`
        for a tensor).
    Returns:
      A tensor of self's shape and dtype. An index outside the dim writes nothing (IndexError with CHECK_OOB=1).
    Raises:
      TypeError: another reduce, or reduce with a tensor src.
      RuntimeError: a non-int index, or index/src shapes torch refuses.

    Examples:
      >>> print(Tensor.zeros(3, 3).scatter(1, Tensor([[2], [0], [1]]), Tensor.ones(3, 1)).numpy())
      [[0. 0. 1.]
       [1. 0. 0.]
       [0. 1. 0.]]
      >>> print(Tensor.zeros(3).scatter(0, Tensor([0, 0, 2]), 5.0, reduce="add").numpy())
      [10.  0.  5.]
    """
    if reduce not in (None, "add", "multiply"): raise TypeError(f"scatter reduce must be None, 'add' or 'multiply', got {reduce!r}")
    if isinstance(src, Tensor) and reduce is not None: raise TypeError("scatter with a tensor src and reduce: use scatter_reduce")
    d, oh = self._scatter_onehot(dim, index, src)
    s = src.shrink(tuple((0, i) for i in index.shape)) if isinstance(src, Tensor) else Tensor.full(index.shape, src, dtype=self.dtype,
                                                                                                  buffer=False)
    s = s.cast(self.dtype).unsqueeze(-1).transpose(d, -1)  # dim d is 1, last dim runs over index entries
    if reduce is None:
      last = oh & oh.cast(dtypes.int32).flip(-1).cumsum(-1).flip(-1).eq(1)
      val = last.where(s, s.zeros_like_const()).sum(-1, dtype=sum_acc_dtype(self.dtype)).cast(self.dtype) if not dtypes.is_bool(self.dtype) \
        else (last & s).any(-1)
      hit = oh.any(-1)
      return self._pad_index_dims(hit, d, False).where(self._pad_index_dims(val, d, 0), self)
    if reduce == "add":
      return self + self._pad_index_dims(oh.where(s, 0).sum(-1, dtype=sum_acc_dtype(self.dtype)).cast(self.dtype), d, 0)
    return self * self._pad_index_dims(oh.where(s, 1).prod(-1).cast(self.dtype), d, 1)
  def scatter_reduce(self: Tensor, dim: PyInt, index: Tensor, src: Tensor, reduce: str, include_self: PyBool = True) -> Tensor:
    """Scatters `src` into a copy of self like `scatter`, combining the values that land on one position (torch.scatter_reduce).

    Args:
      dim: the dim the indices address.
      index: an int tensor, with the same rules as in `scatter`.
      src: a tensor of self's dtype.
      reduce: "sum", "prod", "mean", "amax" or "amin". An int "mean" rounds down (floor), as torch.
      include_self: combine with self's value at each written position; when False, a written position holds only the
        reduction of what landed there.
    Returns:
      A tensor of self's shape and dtype; positions nothing is written to keep self's value.
    Raises:
      RuntimeError: another reduce, src of another dtype, or the index errors of `scatter`.

    Examples:
      >>> t, idx, src = Tensor([1.0, 2.0, 3.0, 4.0]), Tensor([0, 0, 3]), Tensor([5.0, 6.0, 7.0])
      >>> print(t.scatter_reduce(0, idx, src, "amax").numpy())
      [6. 2. 3. 7.]
      >>> print(t.scatter_reduce(0, idx, src, "sum", include_self=False).numpy())
      [11.  2.  3.  7.]
    """
    if reduce not in ("sum", "prod", "mean", "amax", "amin"):
      raise RuntimeError(f"scatter_reduce reduce must be sum/prod/mean/amax/amin, got {reduce!r}")
    if src.dtype != self.dtype: raise RuntimeError(f"scatter_reduce needs equal dtypes: src {src.dtype}, self {self.dtype}")
    d, oh = self._scatter_onehot(dim, index, src)
    s = src.shrink(tuple((0, i) for i in index.shape)).unsqueeze(-1).transpose(d, -1)
    hit = self._pad_index_dims(oh.any(-1), d, False)
    cnt = self._pad_index_dims(oh.sum(-1), d, 0)
    if reduce in ("sum", "mean"):
      tot = self._pad_index_dims(oh.where(s, 0).sum(-1, dtype=sum_acc_dtype(self.dtype)), d, 0)
      if reduce == "sum": return (tot + self if include_self else hit.where(tot, self)).cast(self.dtype)
      num, den = (tot + self, cnt + 1) if include_self else (tot, cnt)
      m = num / den.maximum(1)
      res = m.floor() if dtypes.is_int(self.dtype) else m
      return hit.where(res.cast(self.dtype), self)
    if reduce == "prod":
      p = self._pad_index_dims(oh.where(s, 1).prod(-1), d, 1).cast(self.dtype)
      return p * self if include_self else hit.where(p, self)
    big = dtypes.min(self.dtype) if False else (-math.inf if dtypes.is_float(self.dtype) else self.dtype.min)
    if reduce == "amin": big = math.inf if dtypes.is_float(self.dtype) else self.dtype.max
    fn = (lambda t, ax: t._max(ax)) if reduce == "amax" else (lambda t, ax: -((-t)._max(ax)) if dtypes.is_float(t.dtype) else ~((~t)._max(ax)))
    r = self._pad_index_dims(fn(oh.where(s, big), -1), d, big).cast(self.dtype)
    return hit.where(r.maximum(self) if reduce == "amax" else r.minimum(self), self) if include_self else hit.where(r, self)
  def masked_select(self: Tensor, mask: Tensor, size: PyInt | None = None, fill_value: Any = 0) -> Tensor:
    """The elements of self where `mask` (bool, broadcast with self) is True, flattened in row-major order (torch.masked_select).

    Args:
      mask: a bool tensor broadcastable with self.
      size: a static result size: the first `size` selected elements, then `fill_value`. Computed on the device without reading the mask
        back, so it works inside TinyJit; without it the mask is read to size the result.
      fill_value: pads the result past the selected elements when `size` is given (default 0).
    Returns:
      A 1-D tensor of self's dtype.
    Raises:
      RuntimeError: a mask that is not bool.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.masked_select(t > 1).numpy())
      [2 3 4]
      >>> print(t.masked_select(Tensor([True, False]), size=3, fill_value=-1).numpy())
      [ 1  3 -1]
    """
    if mask.dtype != dtypes.bool: raise RuntimeError(f"masked_select needs a bool mask, got {mask.dtype}")
    m = mask._broadcast_to(broadcast_shape(self.shape, mask.shape))
    x = self._broadcast_to(m.shape)
    if size is not None:
      flat, valid = Tensor._select_positions(m.flatten(), size)
      return valid.where(x.flatten()[flat], fill_value) if x.numel() else Tensor.full((size,), fill_value, dtype=self.dtype, device=self.device)
    pos = np.flatnonzero(m.numpy().reshape(-1))
    if len(pos) == 0: return Tensor.full((0,), 0, dtype=self.dtype, buffer=False)
    return x.flatten()[Tensor(pos.astype(np.int32), device=self.device)]
  def nonzero(self: Tensor, size: PyInt | None = None, fill_value: Any = 0) -> Tensor:
    """The indices of the nonzero elements, one row per element in row-major order (numpy.argwhere, torch.nonzero).

    Args:
      size: a static row count: the first `size` rows found, then rows of `fill_value`. Computed on the device without reading data
        back, so it works inside TinyJit; without it the data is read to size the result.
      fill_value: the padding rows' value when `size` is given (default 0).
    Returns:
      An int32 tensor of shape (n, ndim).

    Examples:
      >>> print(Tensor([[1, 0], [0, 3]]).nonzero().numpy())
      [[0 0]
       [1 1]]
      >>> print(Tensor([0, 5, 0, 7]).nonzero(size=3, fill_value=-1).numpy().tolist())
      [[1], [3], [-1]]
    """
    if size is not None and self.ndim > 0:
      flat, valid = Tensor._select_positions(self.flatten() != 0, size)
      strides = [prod(self.shape[d + 1:]) for d in range(self.ndim)]
      coords = Tensor.stack(*[(flat // st) % sh for st, sh in zip(strides, self.shape)], dim=1)
      return valid.unsqueeze(1).where(coords, fill_value).cast(dtypes.int32)
    nz = np.argwhere(self.numpy() != 0)
    if size is not None:
      nz = np.concatenate([nz[:size], np.full((max(0, size - len(nz)), self.ndim), fill_value, dtype=nz.dtype)])
    return Tensor(nz.astype(np.int32).reshape(-1, self.ndim), device=self.device)
  @staticmethod
  def _select_positions(m: Tensor, size: PyInt) -> tuple[Tensor, Tensor]:
    """For a flat bool `m`: the flat positions of its first `size` True elements (int32, 0 past the count) and which are real."""
    if size < 0: raise ValueError(f"size must be non-negative, got {size}")
    n = m.shape[0]
    rank = m.cast(dtypes.int32).cumsum() - 1  # output slot of each selected element
    hit = m.unsqueeze(1) & (rank.unsqueeze(1) == Tensor.arange(size, device=m.device).unsqueeze(0))  # (n, size): element i fills slot k
    flat = hit.where(Tensor.arange(n, device=m.device, dtype=dtypes.int32).unsqueeze(1), 0).sum(0, dtype=dtypes.int32)
    return flat, Tensor.arange(size, device=m.device) < m.cast(dtypes.int32).sum()
