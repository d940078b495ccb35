"""MovementMixin: the user-facing argument rules of movement ops, shared by UOp and Tensor.

A subclass provides `shape` and `_mop(op, arg)` (build one movement node with a normalised, full-length arg). Here the
arguments are checked and normalised: varargs or one tuple, `None`/`-1` placeholders, negative axes. No-ops return self.
"""
from __future__ import annotations
from typing import Any, Self
from tinygrad.helpers import argfix, prod
from tinygrad.uop import Ops
from tinygrad.uop.shape import as_int, norm_axes, norm_axis, sym_eq, sym_le

def _is(x: Any, v: int) -> bool: return isinstance(x, int) and not isinstance(x, bool) and x == v
def _dim(x: Any, what: str) -> Any:
  """A shape entry: None and symbolic dims pass, an int-like becomes an int, a float or bool raises TypeError."""
  return x if type(x) is int or x is None or hasattr(x, "vmin") else as_int(x, what)

class MovementMixin:
  shape: Any  # tuple[sint, ...], provided by the subclass
  def _mop(self, op: Ops, arg: Any) -> Self: raise NotImplementedError

  @property
  def ndim(self) -> int:
    """The number of dimensions, `len(self.shape)`.

    Examples:
      >>> print(Tensor.ones(2, 3).ndim, Tensor(1.0).ndim)
      2 0
    """
    return len(self.shape)
  def numel(self) -> Any:
    """The number of elements, the product of the shape (1 for a 0-d tensor); symbolic for a symbolic shape.

    Examples:
      >>> print(Tensor.ones(2, 3).numel(), Tensor(1).numel(), Tensor.ones(0, 3).numel())
      6 1 0
    """
    return prod(self.shape)
  def _axis(self, axis: int, extra: int = 0) -> int: return norm_axis(axis, self.ndim + extra, "dim")

  def reshape(self, shape: Any, *args: Any) -> Self:
    """A view with a new shape holding the same elements in the same (row-major) order.

    Args:
      shape: the new shape, as ints or one tuple. `None` keeps that dim's size; one `-1` is inferred from the others.
    Returns:
      A tensor of the new shape (self when the shape is unchanged); a view, so no data is copied.
    Raises:
      TypeError: a float or bool size.
      RuntimeError: more than one -1.
      ValueError: a negative size other than -1, a -1 next to a 0 dim, or an element count that differs.

    Examples:
      >>> t = Tensor.arange(6)
      >>> print(t.reshape(2, 3).tolist())
      [[0, 1, 2], [3, 4, 5]]
      >>> print(t.reshape(-1, 2).shape, t.reshape(2, 3).reshape(None, 3).shape)
      (3, 2) (2, 3)
    """
    new = tuple(self.shape[i] if s is None else s for i, s in enumerate(_dim(s, "reshape size") for s in argfix(shape, *args)))
    if sum(_is(s, -1) for s in new) > 1: raise RuntimeError(f"only one dimension can be inferred using -1, got shape {new}")
    if any(isinstance(s, int) and s < -1 for s in new): raise ValueError(f"reshape to {new}: negative dims are not allowed (only one -1)")
    if any(_is(s, -1) for s in new):
      rest = prod(s for s in new if not _is(s, -1))
      if sym_eq(rest, 0): raise ValueError(f"cannot reshape {self.shape} to {new}: -1 is ambiguous next to a 0 dim")
      new = tuple(self.numel() // rest if _is(s, -1) else s for s in new)
    # a symbolic size that matches only at the bound values is allowed, as in tinygrad (a (3, n) input viewed as (3, v) with v bound
    # to n, per call); a shrink, which reads a fixed buffer, is checked over the Variables' whole range
    if not sym_eq(prod(new), self.numel(), bound=True):
      raise ValueError(f"size mismatch: cannot reshape {self.shape} ({self.numel()} elements) to {new}")
    return self if new == tuple(self.shape) else self._mop(Ops.RESHAPE, new)

  def expand(self, shape: Any, *args: Any) -> Self:
    """Broadcasts size-1 dims to `shape` without copying (a view), as torch's expand.

    New dims can be added on the left; -1 (or None) keeps a dim's size.

    Args:
      shape: the new shape, ints or one tuple of them.
    Returns:
      A view of the new shape.
    Raises:
      TypeError: a float or bool size.
      ValueError: fewer dims than self, a negative size, or a dim other than 1 that would change.

    Examples:
      >>> t = Tensor([[1], [2]])
      >>> print(t.expand(2, 3).tolist(), t.expand(-1, 2).tolist())
      [[1, 1, 1], [2, 2, 2]] [[1, 1], [2, 2]]
      >>> print(Tensor([1, 2]).expand(2, 2).tolist())
      [[1, 2], [1, 2]]
    """
    new = tuple(_dim(s, "expand size") for s in argfix(shape, *args))
    if len(new) < self.ndim: raise ValueError(f"cannot expand {self.shape} to {new}: the new shape has fewer dims")
    base = (1,) * (len(new) - self.ndim) + tuple(self.shape)
    new = tuple(b if s is None or _is(s, -1) else s for b, s in zip(base, new))
    if any(isinstance(s, int) and s < 0 for s in new):
      raise ValueError(f"cannot expand {self.shape} to {new}: sizes must be >= 0 (or -1 to keep one)")
    if any(not sym_eq(b, s) and not sym_eq(b, 1) for b, s in zip(base, new)):
      raise ValueError(f"cannot expand {self.shape} to {new}: only size-1 dims can grow")
    x = self.reshape(base)
    return x if new == base else x._mop(Ops.EXPAND, new)

  def permute(self, order: Any, *args: Any) -> Self:
    """Reorders the dims: dim i of the result is dim `order[i]` of self (a view, no copy).

    Args:
      order: the new order, as ints or one tuple; negative dims count from the end.
    Returns:
      A tensor of shape `tuple(self.shape[i] for i in order)`.
    Raises:
      RuntimeError: an order of another length or one that is not a permutation.
      IndexError: a dim out of range.

    Examples:
      >>> t = Tensor.arange(6).reshape(1, 2, 3)
      >>> print(t.permute(2, 0, 1).shape)
      (3, 1, 2)
      >>> print(t.permute((0, 2, 1)).numpy())
      [[[0 3]
        [1 4]
        [2 5]]]
    """
    o = argfix(order, *args)
    if len(o) != self.ndim: raise RuntimeError(f"permute order {o} has {len(o)} entries for {self.ndim} dims")
    o = tuple(norm_axis(i, self.ndim, "permute dim") for i in o)
    if sorted(o) != list(range(self.ndim)): raise RuntimeError(f"permute order {o} is not a permutation of range({self.ndim})")
    return self if o == tuple(range(self.ndim)) else self._mop(Ops.PERMUTE, o)

  def flip(self, axis: Any, *args: Any) -> Self:
    """Reverses the order of elements along the given dims (a view), as torch.flip.

    Args:
      axis: the dims, as ints or one tuple; negative counts from the end.
    Raises:
      RuntimeError: a repeated dim.
      IndexError: a dim out of range.

    Examples:
      >>> t = Tensor([[1, 2], [3, 4]])
      >>> print(t.flip(0).tolist(), t.flip(1).tolist(), t.flip(0, 1).tolist())
      [[3, 4], [1, 2]] [[2, 1], [4, 3]] [[4, 3], [2, 1]]
    """
    axes = [self._axis(a) for a in argfix(axis, *args)]
    if len(set(axes)) != len(axes): raise RuntimeError(f"flip got a repeated dim in {argfix(axis, *args)}")
    return self._mop(Ops.FLIP, tuple(i in axes for i in range(self.ndim))) if axes and self.ndim else self

  def shrink(self, arg: Any) -> Self:
    """Keeps the elements in [start, end) of each dim, a view (like slicing with `t[a:b, c:d]`).

    Args:
      arg: one `(start, end)` pair or None (the whole dim) per dim.
    Returns:
      A view of the shrunk shape (self when nothing is cut).
    Raises:
      ValueError: not one entry per dim, or bounds outside [0, size] or with start > end.

    Examples:
      >>> t = Tensor.arange(9).reshape(3, 3)
      >>> print(t.shrink(((0, 2), (1, 3))).tolist())
      [[1, 2], [4, 5]]
      >>> print(t.shrink((None, (2, 3))).tolist())
      [[2], [5], [8]]
    """
    arg = tuple(arg)
    if len(arg) != self.ndim: raise ValueError(f"shrink needs one (start, end) or None per dim of {self.shape}, got {arg}")
    full = tuple((0, s) if a is None else tuple(_dim(x, "shrink bound") for x in a) for a, s in zip(arg, self.shape))
    for (b, e), s in zip(full, self.shape):
      # bounds that hold at the bound Variable values pass inside a symbolic dim (t[:4] of a (v,) t: its buffer holds the largest v);
      # over a concrete dim they must hold for every value (tinygrad takes X[:v] of 10 rows with v up to 20 bound to 4, and a replay
      # with v = 15 reads past the buffer unchecked)
      if not (sym_le(0, b) and sym_le(b, e, True) and sym_le(e, s, not isinstance(s, int))):
        hint = f": bind Variables whose range keeps the end within {s}" if isinstance(s, int) and sym_le(e, s, True) else ""
        raise ValueError(f"shrink {arg} is out of bounds for shape {self.shape}{hint}")
    return self if all(sym_eq(b, 0) and sym_eq(e, s) for (b, e), s in zip(full, self.shape)) else self._mop(Ops.SHRINK, full)

  def shrink_to(self, shape: Any, *args: Any) -> Self:
    """Keeps the leading `shape[i]` elements of each dim (`shrink` with (0, n) pairs).

    Args:
      shape: the new size per dim, as ints or one tuple; None keeps a dim.
    Returns:
      A view of the new shape.
    Raises:
      ValueError: not one size per dim, or a size larger than the dim.

    Examples:
      >>> t = Tensor.arange(9).reshape(3, 3)
      >>> print(t.shrink_to(2, None).tolist(), t.shrink_to(1, 2).tolist())
      [[0, 1, 2], [3, 4, 5]] [[0, 1]]
    """
    new = argfix(shape, *args)
    if len(new) != self.ndim: raise ValueError(f"shrink_to {new} needs {self.ndim} dims to match {self.shape}")
    return self.shrink(tuple(None if n is None else (0, n) for n in new))

  def pad(self, arg: Any) -> Self:
    """Zero padding: one (before, after) or None per dim."""
    arg = tuple(arg)
    if len(arg) != self.ndim: raise ValueError(f"pad needs one (before, after) or None per dim of {self.shape}, got {arg}")
    full = tuple((0, 0) if a is None else tuple(_dim(x, "pad amount") for x in a) for a in arg)
    if any(not sym_le(0, x) for p in full for x in p): raise ValueError(f"pad {arg} has a negative amount; crop with shrink instead")
    return self if all(_is(b, 0) and _is(a, 0) for b, a in full) else self._mop(Ops.PAD, full)

  # ---- views built from the primitives ----
  def squeeze(self, dim: int | tuple[int, ...] | None = None) -> Self:
    """Removes size-1 dims: all of them, or those named in `dim` that have size 1 (others are kept, as torch).

    Args:
      dim: a dim or a tuple of dims; None removes every size-1 dim.
    Returns:
      A view with those dims dropped.
    Raises:
      IndexError: a dim out of range.

    Examples:
      >>> t = Tensor.ones(1, 3, 1)
      >>> print(t.squeeze().shape, t.squeeze(0).shape, t.squeeze((0, 1)).shape)
      (3,) (3, 1) (3, 1)
    """
    if dim is None: return self.reshape(tuple(s for s in self.shape if not _is(s, 1)))
    dims = set(norm_axes(dim, self.ndim, "dim"))
    if self.ndim == 0: return self
    return self.reshape(tuple(s for i, s in enumerate(self.shape) if i not in dims or not _is(s, 1)))
  def unsqueeze(self, dim: int) -> Self:
    """Inserts a size-1 dim at position `dim` (a view).

    Args:
      dim: where the new dim goes, in [-ndim-1, ndim]; negative counts from the end of the result.
    Returns:
      A view with one more dim.
    Raises:
      IndexError: a dim out of range.

    Examples:
      >>> t = Tensor.ones(2, 3)
      >>> print(t.unsqueeze(0).shape, t.unsqueeze(-1).shape)
      (1, 2, 3) (2, 3, 1)
    """
    d = self._axis(dim, 1)
    return self.reshape(tuple(self.shape[:d]) + (1,) + tuple(self.shape[d:]))
  def flatten(self, start_dim: int = 0, end_dim: int = -1) -> Self:
    """Merges dims start_dim..end_dim (both included) into one, as torch.flatten; a 0-d tensor becomes shape (1,).

    Args:
      start_dim: the first dim to merge.
      end_dim: the last dim to merge.
    Raises:
      ValueError: start_dim after end_dim.
      IndexError: a dim out of range.

    Examples:
      >>> t = Tensor.arange(24).reshape(2, 3, 4)
      >>> print(t.flatten().shape, t.flatten(1).shape, t.flatten(0, 1).shape)
      (24,) (2, 12) (6, 4)
    """
    if self.ndim == 0: return self.reshape(1)
    s, e = self._axis(start_dim), self._axis(end_dim)
    if s > e: raise ValueError(f"flatten start_dim {start_dim} comes after end_dim {end_dim}")
    return self.reshape(tuple(self.shape[:s]) + (prod(self.shape[s:e + 1]),) + tuple(self.shape[e + 1:]))
  def unflatten(self, dim: int, sizes: tuple[int, ...]) -> Self:
    """Splits dim `dim` into several dims of sizes `sizes` (the inverse of `flatten`).

    Args:
      dim: the dim to split; negative counts from the end.
      sizes: a tuple (or list) of ints whose product is the dim's size; one may be -1 (inferred).
    Returns:
      A view with `dim` replaced by `sizes`.
    Raises:
      TypeError: sizes is not a tuple or list.
      ValueError: the sizes do not multiply to the dim.

    Examples:
      >>> t = Tensor.ones(2, 6)
      >>> print(t.unflatten(1, (2, 3)).shape, t.unflatten(-1, (-1, 2)).shape)
      (2, 2, 3) (2, 3, 2)
    """
    d = self._axis(dim)
    if not isinstance(sizes, (tuple, list)): raise TypeError(f"unflatten sizes must be a tuple of ints, got {type(sizes).__name__} {sizes!r}")
    return self.reshape(tuple(self.shape[:d]) + tuple(sizes) + tuple(self.shape[d + 1:]))
  def transpose(self, dim0: int = 1, dim1: int = 0) -> Self:
    """Swaps two dims (a view; the default swaps dims 1 and 0).

    Args:
      dim0: one dim (default 1); negative counts from the end.
      dim1: the other dim (default 0).
    Returns:
      A view with those two dims exchanged.
    Raises:
      IndexError: a dim out of range.

    Examples:
      >>> print(Tensor([[1, 2, 3], [4, 5, 6]]).transpose().tolist())
      [[1, 4], [2, 5], [3, 6]]
      >>> print(Tensor.ones(2, 3, 4).transpose(-1, 0).shape)
      (4, 3, 2)
    """
    order = list(range(self.ndim))
    a, b = self._axis(dim0), self._axis(dim1)
    order[a], order[b] = order[b], order[a]
    return self.permute(order)
  @property
  def T(self) -> Self:
    """The transpose: dims 0 and 1 swapped (`transpose()`), as tinygrad; numpy and torch reverse all dims of an N-d array.

    Raises:
      IndexError: fewer than 2 dims.

    Examples:
      >>> print(Tensor([[1, 2, 3], [4, 5, 6]]).T.tolist())
      [[1, 4], [2, 5], [3, 6]]
      >>> print(Tensor.ones(2, 3, 4).T.shape)
      (3, 2, 4)
    """
    return self.transpose()
