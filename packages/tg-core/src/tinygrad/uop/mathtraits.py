"""Python operators on anything that can build ALU nodes: UOp, UPat (and Tensor, which reuses this mixin).

`//` and `%` build FLOORDIV/FLOORMOD (Python's floor semantics); `cdiv`/`cmod` build the truncating CDIV/CMOD.
`==` stays identity so nodes stay hashable: use `.eq(x)` for an equality node and `!=` (or `.ne(x)`) for inequality.
"""
from __future__ import annotations
from typing import Any, Self, cast
from tinygrad.uop import Ops

def _defers(a: Any, b: Any) -> bool:
  """An operator on a and b is left to b's reflected method: b is a higher-ranked MathTrait (a Variable times a Tensor is a Tensor)."""
  return isinstance(b, MathTrait) and type(b)._op_rank > type(a)._op_rank

class MathTrait:
  """Subclasses define `alu(op, *src)` and `const_like(b)`; everything else is built from those two."""
  _op_rank = 0  # the class with the higher rank builds a mixed binary op (Tensor over UOp)
  def alu(self, op: Ops, *src: Self) -> Self: raise NotImplementedError
  def const_like(self, b: Any) -> Self: raise NotImplementedError
  def ufix(self, x: Any) -> Self: return cast(Self, x) if isinstance(x, MathTrait) else self.const_like(x)
  def _binop(self, op: Ops, x: Any, reverse: bool) -> Self: return self.ufix(x).alu(op, self) if reverse else self.alu(op, self.ufix(x))

  # arithmetic
  def neg(self) -> Self: return self * -1
  def add(self, x: Any, reverse: bool = False) -> Self:
    """Adds `x` elementwise (`x + self` with reverse); `a + b` calls this.

    Operands are broadcast as numpy's; dtypes promote to their common dtype (a Python number is weakly typed and takes the
    tensor's kind: int tensor + 1 stays int, int tensor + 0.5 is float).

    Args:
      x: a tensor or a Python number.
      reverse: compute x + self instead (what `1 + t` calls).
    Returns:
      A lazy tensor of the broadcast shape.

    Examples:
      >>> print(Tensor([1, 2, 3]).add(10).tolist())
      [11, 12, 13]
      >>> print((Tensor([1, 2, 3]) + Tensor([[10], [20]])).tolist())
      [[11, 12, 13], [21, 22, 23]]
      >>> print((Tensor([1, 2]) + 0.5).numpy())
      [1.5 2.5]
    """
    return self._binop(Ops.ADD, x, reverse)
  def sub(self, x: Any, reverse: bool = False) -> Self: return self.ufix(x) + -self if reverse else self + -self.ufix(x)
  def mul(self, x: Any, reverse: bool = False) -> Self:
    """Multiplies elementwise, `self * x` (the `*` operator), broadcasting and promoting the dtypes.

    Args:
      x: a tensor or a Python number.
      reverse: compute `x * self` (the same value; the order of the graph's operands).
    Returns:
      A tensor of the broadcast shape and promoted dtype (an int tensor times a Python float is a float).

    Examples:
      >>> print(Tensor([1, 2]).mul(3).numpy())
      [3 6]
      >>> print(Tensor([1, 2]).mul(Tensor([[1], [2]])).numpy())
      [[1 2]
       [2 4]]
      >>> print((Tensor([1, 2]) * 0.5).numpy())
      [0.5 1. ]
    """
    return self._binop(Ops.MUL, x, reverse)
  def div(self, x: Any, reverse: bool = False) -> Self: return self._binop(Ops.FDIV, x, reverse)
  def floordiv(self, x: Any, reverse: bool = False) -> Self: return self._binop(Ops.FLOORDIV, x, reverse)
  def mod(self, x: Any, reverse: bool = False) -> Self: return self._binop(Ops.FLOORMOD, x, reverse)
  def cdiv(self, x: Any, reverse: bool = False) -> Self:
    """Integer division rounding toward zero, as C's `/` (`x.cdiv(self)` with reverse); `//` rounds down instead.

    Args:
      x: a tensor or a Python number.
      reverse: compute x cdiv self.
    Returns:
      A lazy tensor of the broadcast shape and promoted dtype.

    Examples:
      >>> print(Tensor([7, -7]).cdiv(2).tolist(), (Tensor([7, -7]) // 2).tolist())
      [3, -3] [3, -4]
    """
    return self._binop(Ops.CDIV, x, reverse)
  def cmod(self, x: Any, reverse: bool = False) -> Self:
    """The remainder of `cdiv`, with the sign of the dividend, as C's `%` and `fmod` (`%` takes the divisor's sign instead).

    Args:
      x: a tensor or a Python number.
      reverse: compute x cmod self.
    Returns:
      A lazy tensor of the broadcast shape and promoted dtype.

    Examples:
      >>> print(Tensor([7, -7]).cmod(3).tolist(), (Tensor([7, -7]) % 3).tolist())
      [1, -1] [1, 2]
    """
    return self._binop(Ops.CMOD, x, reverse)
  def pow(self, x: Any, reverse: bool = False) -> Self: return self._binop(Ops.POW, x, reverse)
  def maximum(self, x: Any) -> Self: return self.alu(Ops.MAX, self.ufix(x))
  def minimum(self, x: Any) -> Self: return -(-self).maximum(-self.ufix(x))  # there is no MIN op
  def reciprocal(self) -> Self: return self.alu(Ops.RECIPROCAL)
  def sqrt(self) -> Self: return self.alu(Ops.SQRT)
  def exp2(self) -> Self: return self.alu(Ops.EXP2)
  def log2(self) -> Self: return self.alu(Ops.LOG2)
  def sin(self) -> Self: return self.alu(Ops.SIN)
  def trunc(self) -> Self: return self.alu(Ops.TRUNC)
  def threefry(self, key: Any) -> Self:
    """The threefry2x32 block cipher (20 rounds) of 64-bit counters `self` under the 64-bit `key`, elementwise: counter-based random bits.

    Both operands are cast to uint64 and broadcast; the two 32-bit halves of each counter are enciphered with the two halves of the
    key. The same counter and key always give the same word; `random_bits` and `rand` are built on it.

    Args:
      key: the key, a tensor or a Python int.
    Returns:
      A uint64 tensor of the broadcast shape.

    Examples:
      >>> ctr = Tensor([0, 1, 2], dtype=dtypes.uint64)
      >>> a, b = ctr.threefry(7), ctr.threefry(7)
      >>> print(a.dtype, a.shape, (a == b).all().item(), (a == ctr.threefry(8)).any().item())
      dtypes.ulong (3,) True False
    """
    return self.alu(Ops.THREEFRY, self.ufix(key))

  # bits and logic
  def bitwise_and(self, x: Any, reverse: bool = False) -> Self: return self._binop(Ops.AND, x, reverse)
  def bitwise_or(self, x: Any, reverse: bool = False) -> Self: return self._binop(Ops.OR, x, reverse)
  def bitwise_xor(self, x: Any, reverse: bool = False) -> Self: return self._binop(Ops.XOR, x, reverse)
  def lshift(self, x: Any, reverse: bool = False) -> Self: return self._binop(Ops.SHL, x, reverse)
  def rshift(self, x: Any, reverse: bool = False) -> Self: return self._binop(Ops.SHR, x, reverse)
  def logical_not(self) -> Self: return self.ne(True)

  # comparisons
  def ne(self, x: Any) -> Self: return self.alu(Ops.CMPNE, self.ufix(x))
  def eq(self, x: Any) -> Self: return self.alu(Ops.CMPEQ, self.ufix(x))
  def lt(self, x: Any) -> Self: return self.alu(Ops.CMPLT, self.ufix(x))
  def gt(self, x: Any) -> Self: return self.ufix(x).alu(Ops.CMPLT, self)
  def le(self, x: Any) -> Self: return self.gt(x).logical_not()
  def ge(self, x: Any) -> Self: return self.lt(x).logical_not()
  def where(self, x: Any, y: Any) -> Self:
    ref = cast(Self, x if isinstance(x, MathTrait) else y if isinstance(y, MathTrait) else self)
    return self.alu(Ops.WHERE, ref.ufix(x), ref.ufix(y))

  # Python operators
  def __neg__(self) -> Self: return self.neg()
  def __add__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.add(x)
  def __radd__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.add(x, True)
  def __sub__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.sub(x)
  def __rsub__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.sub(x, True)
  def __mul__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.mul(x)
  def __rmul__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.mul(x, True)
  def __truediv__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.div(x)
  def __rtruediv__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.div(x, True)
  def __floordiv__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.floordiv(x)
  def __rfloordiv__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.floordiv(x, True)
  def __mod__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.mod(x)
  def __rmod__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.mod(x, True)
  def __pow__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.pow(x)
  def __rpow__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.pow(x, True)
  def __and__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.bitwise_and(x)
  def __rand__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.bitwise_and(x, True)
  def __or__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.bitwise_or(x)
  def __ror__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.bitwise_or(x, True)
  def __xor__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.bitwise_xor(x)
  def __rxor__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.bitwise_xor(x, True)
  def __lshift__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.lshift(x)
  def __rlshift__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.lshift(x, True)
  def __rshift__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.rshift(x)
  def __rrshift__(self, x: Any) -> Self: return NotImplemented if _defers(self, x) else self.rshift(x, True)
  def __lt__(self, x: Any) -> Self: return self.lt(x)
  def __gt__(self, x: Any) -> Self: return self.gt(x)
  def __le__(self, x: Any) -> Self: return self.le(x)
  def __ge__(self, x: Any) -> Self: return self.ge(x)
  def __ne__(self, x: Any) -> Self: return self.ne(x)  # type: ignore[override]
