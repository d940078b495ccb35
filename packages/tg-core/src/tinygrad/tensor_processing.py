"""ProcessingMixin: Tensor's contractions and windows: dot/matmul, einsum, convolutions, pooling, interpolation, linear layers."""
# self is annotated as the finished Tensor, which mypy's supertype rule for self types (a [misc] error) does not allow a mixin
# mypy: disable-error-code="misc"
from __future__ import annotations
import functools, math, string
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Sequence
from tinygrad.dtype import DTypeLike, dtypes, least_upper_dtype, to_dtype
from tinygrad.helpers import all_int, ceildiv, flatten, make_tuple, prod
from tinygrad.uop.ops import sint
from tinygrad.uop.shape import as_int, check_dims, sym_eq
from tinygrad.tensor_data import PyBool, PyInt
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

def _pos_ints(x: Any, cnt: PyInt, what: str) -> tuple[PyInt, ...]:
  """An int or a sequence of ints (a kernel size, stride, dilation), each >= 1: TypeError for a non-int, ValueError for < 1."""
  out = tuple(as_int(v, what) for v in make_tuple(x, cnt, what))
  if any(v < 1 for v in out): raise ValueError(f"{what} {x!r} must be >= 1 in every dim")
  return out

class ProcessingMixin:
  """Part of Tensor (tinygrad.tensor lists it among Tensor's bases): self is always a Tensor, so a method may call any other."""
  # ---- processing ----
  def dot(self: Tensor, w: Tensor, dtype: DTypeLike | None = None) -> Tensor:
    """Matrix product with numpy's matmul rules: (..., n, k) @ (..., k, m) -> (..., n, m); `@` calls it via matmul.

    A 1-D operand is a vector (a 1-D left operand is a row, a 1-D right one a column; its dim is dropped from the result); the
    batch dims broadcast.

    Args:
      w: the right operand.
      dtype: the accumulation and result dtype (default: the promotion of the operands).
    Raises:
      RuntimeError: a 0-d operand, or inner sizes that differ.

    Examples:
      >>> a = Tensor([[1, 2], [3, 4]])
      >>> print(a.dot(Tensor([[5], [6]])).tolist(), a.dot(Tensor([1, 1])).tolist())
      [[17], [39]] [3, 7]
      >>> print(Tensor([1, 2]).dot(Tensor([3, 4])).item())
      11
    """
    x = self
    if x.ndim == 0 or w.ndim == 0: raise RuntimeError(f"both operands of dot/matmul need at least 1 dim, got {x.shape} and {w.shape}")
    k_w = w.shape[-min(w.ndim, 2)]
    if not sym_eq(x.shape[-1], k_w): raise RuntimeError(f"matmul inner sizes differ: {x.shape} @ {w.shape} ({x.shape[-1]} != {k_w})")
    dt = to_dtype(dtype) if dtype is not None else least_upper_dtype(x.dtype, w.dtype)
    one = min(x.ndim - 1, w.ndim - 1, 1)
    x = x.reshape(*x.shape[:-1], *[1] * one, x.shape[-1])
    w = w.reshape(*w.shape[:-2], *[1] * one, *w.shape[-min(w.ndim, 2):]).transpose(-1, -min(w.ndim, 2))
    return (x.cast(dt) * w.cast(dt)).sum(-1, dtype=dtype if dtype is not None else None).cast(dt)
  def matmul(self: Tensor, x: Tensor, reverse: PyBool = False, dtype: DTypeLike | None = None) -> Tensor:
    """Matrix product with numpy's matmul rules (the `@` operator): (..., n, k) @ (..., k, m) with batch dims broadcast; 1-D operands are vectors.

    Args:
      x: the right operand.
      reverse: compute `x @ self` instead.
      dtype: the accumulation and result dtype (default: the promoted dtype of both), e.g. int32 for int8 inputs.
    Returns:
      The product tensor.
    Raises:
      RuntimeError: a 0-d operand, or inner sizes that differ.

    Examples:
      >>> print(Tensor([[1, 2], [3, 4]]).matmul(Tensor([[1], [1]])).numpy())
      [[3]
       [7]]
      >>> print((Tensor([1.0, 2.0]) @ Tensor([3.0, 4.0])).item())
      11.0
      >>> a = Tensor([[1, 2], [3, 4]], dtype=dtypes.int8)
      >>> print(a.matmul(Tensor.full((2, 2), 100, dtype=dtypes.int8), dtype=dtypes.int32).numpy())
      [[300 300]
       [700 700]]
    """
    return x.dot(self, dtype) if reverse else self.dot(x, dtype)
  def __matmul__(self: Tensor, x: Tensor) -> Tensor: return self.matmul(x)
  def __rmatmul__(self: Tensor, x: Tensor) -> Tensor: return self.matmul(x, reverse=True)
  @staticmethod
  def einsum(formula: str, *operands: Tensor | Sequence[Tensor], dtype: DTypeLike | None = None) -> Tensor:
    """Einstein summation over the operands, as numpy's and torch's einsum.

    Letters name dims; letters missing from the output are summed over. Supports `...` (broadcast batch dims), the implicit
    output (the letters that appear once, in alphabetical order, after the `...` dims) and repeated letters in one operand
    (a trace or diagonal).

    Args:
      formula: e.g. "ij,jk->ik"; spaces are ignored.
      operands: the tensors, or one list or tuple of them.
      dtype: the accumulation and result dtype (default: the promotion of the operands).
    Returns:
      A tensor with one dim per output letter.
    Raises:
      ValueError: a wrong number of operands, an output letter in no operand or repeated in the output.

    Examples:
      >>> a, b = Tensor([[1, 2], [3, 4]]), Tensor([[5, 6], [7, 8]])
      >>> print(Tensor.einsum("ij,jk->ik", a, b).tolist(), Tensor.einsum("ij->ji", a).tolist())
      [[19, 22], [43, 50]] [[1, 3], [2, 4]]
      >>> print(Tensor.einsum("ii", a).item(), Tensor.einsum("ij,ij", a, b).item())
      5 70
      >>> print(Tensor.einsum("i,j", Tensor([1, 2]), Tensor([3, 4, 5])).tolist())
      [[3, 4, 5], [6, 8, 10]]
    """
    ops: list[Tensor] = list(operands[0]) if len(operands) == 1 and isinstance(operands[0], (list, tuple)) else list(operands)  # type: ignore[arg-type]
    f = formula.replace(" ", "")
    lhs, rhs = (f.split("->")[0], f.split("->")[1]) if "->" in f else (f, None)
    ins = lhs.split(",")
    if len(ins) != len(ops): raise ValueError(f"einsum {formula!r} names {len(ins)} operands but got {len(ops)}")
    free = [c for c in string.ascii_letters if c not in f]
    nell = max((t.ndim - len(s.replace("...", "")) for s, t in zip(ins, ops) if "..." in s), default=0)
    ell = "".join(free[:nell])
    ins = [s.replace("...", ell[len(ell) - (t.ndim - len(s.replace("...", ""))):] if "..." in s else "") for s, t in zip(ins, ops)]
    if rhs is None: rhs = ell + "".join(sorted(c for c in set("".join(ins)) if "".join(ins).count(c) == 1 and c not in ell))
    else: rhs = rhs.replace("...", ell)
    if bad := [c for c in rhs if c not in "".join(ins)]: raise ValueError(f"einsum {formula!r}: output letter {bad[0]!r} is in no operand")
    if len(set(rhs)) != len(rhs): raise ValueError(f"einsum {formula!r}: an output letter appears more than once")
    sizes: dict[str, sint] = {}
    prepared = []
    for s, t in zip(ins, ops):
      if len(s) != t.ndim: raise ValueError(f"einsum operand {s!r} has {len(s)} letters for shape {t.shape}")
      while len(set(s)) != len(s):
        c = next(c for c in s if s.count(c) > 1)
        i, j = s.index(c), s.index(c, s.index(c) + 1)
        t = t.diagonal(0, i, j)
        s = s[:i] + s[i + 1:j] + s[j + 1:] + c
      for c, n in zip(s, t.shape):
        if isinstance(m := sizes.get(c, 1), int) and isinstance(n, int) and 1 != m != n != 1:
          raise ValueError(f"einsum {formula!r}: letter {c!r} has size {m} in one operand and {n} in another")
        sizes[c] = n if sizes.get(c, 1) == 1 else sizes[c]
      prepared.append((s, t))
    letters = sorted(sizes, key=lambda c: (c not in rhs, rhs.index(c) if c in rhs else 0, c))
    terms = []
    for s, t in prepared:
      order = sorted(range(len(s)), key=lambda i: letters.index(s[i]))
      t = t.permute(order) if s else t
      ss = "".join(s[i] for i in order)
      terms.append(t.reshape([t.shape[ss.index(c)] if c in ss else 1 for c in letters]).expand([sizes[c] for c in letters]))
    dt = to_dtype(dtype) if dtype is not None else least_upper_dtype(*[t.dtype for t in terms])
    prod_t = functools.reduce(lambda a, b: a * b, [t.cast(dt) for t in terms])
    red = tuple(i for i, c in enumerate(letters) if c not in rhs)
    out = prod_t.sum(red, dtype=dtype) if red else prod_t
    return out.cast(dt)
  def _pool(self: Tensor, k_: tuple[sint, ...], stride: PyInt | tuple[PyInt, ...] = 1, dilation: PyInt | tuple[PyInt, ...] = 1) -> Tensor:
    """Sliding windows over the last len(k_) dims: (..., *out, *k)."""
    nk = len(k_)
    if self.ndim < nk: raise RuntimeError(f"pooling needs at least {nk} dims, got shape {self.shape}")
    s_, d_ = _pos_ints(stride, nk, "stride"), _pos_ints(dilation, nk, "dilation")
    pre, i_ = tuple(self.shape[:-nk]), tuple(self.shape[-nk:])
    for i, k, d in zip(i_, k_, d_):
      if d * (k - 1) + 1 > i: raise RuntimeError(f"kernel {k_} (dilation {d_}) is larger than the input {i_}")
    o_ = [(i - d * (k - 1) - 1) // s + 1 for i, k, d, s in zip(i_, k_, d_, s_)]
    npre = len(pre)
    if all(k <= s for k, s in zip(k_, s_)) and all(d == 1 for d in d_):
      x = self.pad(tuple([None] * npre + [(0, max(0, o * s - i)) for i, o, s in zip(i_, o_, s_)]))
      x = x.shrink(tuple([None] * npre + [(0, o * s) for o, s in zip(o_, s_)]))
      x = x.reshape(*pre, *flatten((o, s) for o, s in zip(o_, s_)))
      x = x.shrink(tuple([None] * npre + flatten(((0, o), (0, k)) for o, k in zip(o_, k_))))
      return x.permute(*range(npre), *[npre + 2 * j for j in range(nk)], *[npre + 2 * j + 1 for j in range(nk)])
    # tile each dim so that a row of length i*f+d shifts the window start by d per kernel step
    f_ = [max(1, ceildiv(max(o * s - d, 0), i)) for i, o, s, d in zip(i_, o_, s_, d_)]
    L_ = [i * f + d for i, f, d in zip(i_, f_, d_)]
    x = self.repeat(*[1] * npre, *[ceildiv(k * L, i) for k, L, i in zip(k_, L_, i_)])
    x = x.shrink(tuple([None] * npre + [(0, k * L) for k, L in zip(k_, L_)]))
    x = x.reshape(*pre, *flatten((k, L) for k, L in zip(k_, L_)))
    x = x.shrink(tuple([None] * npre + flatten(((0, k), (0, o * s)) for k, o, s in zip(k_, o_, s_))))
    x = x.reshape(*pre, *flatten((k, o, s) for k, o, s in zip(k_, o_, s_)))
    x = x.shrink(tuple([None] * npre + flatten(((0, k), (0, o), (0, 1)) for k, o in zip(k_, o_))))
    x = x.reshape(*pre, *flatten((k, o) for k, o in zip(k_, o_)))
    return x.permute(*range(npre), *[npre + 2 * j + 1 for j in range(nk)], *[npre + 2 * j for j in range(nk)])
  @staticmethod
  def _padding_flat(padding: PyInt | Sequence[PyInt], k: tuple[sint, ...]) -> list[PyInt]:
    """Padding as flat torch order (last dim first): an int, one per dim, or 2 per dim."""
    if not isinstance(padding, (tuple, list)): return [as_int(padding, "padding")] * (2 * len(k))
    p = [as_int(x, "padding") for x in padding]
    if len(p) == len(k): return flatten([[x, x] for x in p[::-1]])
    if len(p) == 2 * len(k): return p
    raise ValueError(f"padding {padding} must be an int, one value per spatial dim ({len(k)}), or two per dim")
  def conv2d(self: Tensor, weight: Tensor, bias: Tensor | None = None, groups: PyInt = 1, stride: PyInt | tuple = 1, dilation: PyInt | tuple = 1,
             padding: PyInt | Sequence[PyInt] = 0, dtype: DTypeLike | None = None) -> Tensor:
    """Convolution (cross-correlation, as torch) over any number of spatial dims: input (N, Cin, *spatial), weight (Cout, Cin/groups, *k).

    Args:
      weight: the kernels, (Cout, Cin / groups, *kernel_size).
      bias: (Cout,), added to each output channel, or None.
      groups: split the channels into this many independent convolutions.
      stride: the step of the window, an int or one per spatial dim.
      dilation: the spacing between kernel elements, an int or one per spatial dim.
      padding: zero padding, an int, one per spatial dim, or two per dim in flat torch order (last dim first).
      dtype: the accumulation and result dtype (default: the promotion of input and weight).
    Returns:
      (N, Cout, *out), out = (in + padding - dilation * (k - 1) - 1) // stride + 1 per spatial dim.
    Raises:
      RuntimeError: input and weight with different ranks, or channels that do not match groups.
      ValueError: groups < 1, or padding of the wrong length.

    Examples:
      >>> x = Tensor.arange(16.0).reshape(1, 1, 4, 4)
      >>> print(x.conv2d(Tensor.ones(1, 1, 2, 2), stride=2).numpy())
      [[[[10. 18.]
         [42. 50.]]]]
      >>> print(x.conv2d(Tensor.ones(2, 1, 3, 3), bias=Tensor([0.0, 100.0])).shape)
      (1, 2, 2, 2)
    """
    (bs, cin_), (cout, cin), k = self.shape[:2], weight.shape[:2], tuple(weight.shape[2:])
    if self.ndim != weight.ndim: raise RuntimeError(f"input {self.shape} and weight {weight.shape} need the same number of dims")
    if (groups := as_int(groups, "groups")) < 1: raise ValueError(f"conv2d groups must be >= 1, got {groups}")
    if groups * cin != cin_: raise RuntimeError(f"input channels {cin_} != groups {groups} * weight in-channels {cin}")
    if cout % groups: raise RuntimeError(f"out channels {cout} must divide by groups {groups}")
    x = self.pad(Tensor._padding_flat(padding, k))._pool(k, stride, dilation)  # (bs, cin_, *o, *k)
    o = x.shape[2:2 + len(k)]
    rc = cout // groups
    x = x.reshape(bs, groups, cin, 1, *o, *k).expand(bs, groups, cin, rc, *o, *k)
    x = x.permute(0, 1, 3, *[4 + i for i in range(len(o))], 2, *[4 + len(o) + i for i in range(len(k))])  # (bs, g, rc, *o, cin, *k)
    w = weight.reshape(1, groups, rc, *[1] * len(o), cin, *k)
    dt = to_dtype(dtype) if dtype is not None else least_upper_dtype(self.dtype, weight.dtype)
    ret = (x.cast(dt) * w.cast(dt)).sum(tuple(range(-1 - len(k), 0)), dtype=dtype).cast(dt).reshape(bs, cout, *o)
    return ret if bias is None else ret + bias.reshape(1, -1, *[1] * len(k))
  def conv_transpose2d(self: Tensor, weight: Tensor, bias: Tensor | None = None, groups: PyInt = 1, stride: PyInt | tuple = 1,
                       dilation: PyInt | tuple = 1, padding: PyInt | Sequence[PyInt] = 0, output_padding: PyInt | Sequence[PyInt] = 0) -> Tensor:
    """Transposed convolution (the gradient of conv2d with respect to its input), as torch's conv_transpose2d.

    Args:
      weight: (Cin, Cout / groups, *kernel_size), torch's layout (in and out swapped against conv2d).
      bias: (Cout,), or None.
      groups: split the channels into this many independent convolutions.
      stride: the upsampling step, an int or one per spatial dim.
      dilation: the spacing between kernel elements.
      padding: removed from each side of the output (dilation * (k - 1) - padding is padded to the input).
      output_padding: extra size added to one side of the output, to pick between the shapes a strided conv2d maps to one size.
    Returns:
      (N, Cout, *out), out = (in - 1) * stride - 2 * padding + dilation * (k - 1) + output_padding + 1 per spatial dim.
    Raises:
      ValueError: groups < 1, or a stride or dilation < 1.

    Examples:
      >>> x = Tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
      >>> print(x.conv_transpose2d(Tensor.ones(1, 1, 2, 2)).numpy())
      [[[[ 1.  3.  2.]
         [ 4. 10.  6.]
         [ 3.  7.  4.]]]]
      >>> print(x.conv_transpose2d(Tensor.ones(1, 1, 2, 2), stride=2).numpy())
      [[[[1. 1. 2. 2.]
         [1. 1. 2. 2.]
         [3. 3. 4. 4.]
         [3. 3. 4. 4.]]]]
    """
    k = tuple(weight.shape[2:])
    nk = len(k)
    s_, d_, op_ = _pos_ints(stride, nk, "stride"), _pos_ints(dilation, nk, "dilation"), make_tuple(output_padding, nk, "output_padding")
    if (groups := as_int(groups, "groups")) < 1: raise ValueError(f"conv_transpose2d groups must be >= 1, got {groups}")
    p_flat = Tensor._padding_flat(padding, k)
    pads = [(p_flat[2 * (nk - 1 - i)], p_flat[2 * (nk - 1 - i) + 1]) for i in range(nk)]  # per spatial dim, first dim first
    cin = weight.shape[0]
    w = weight.reshape(groups, cin // groups, *weight.shape[1:]).transpose(1, 2).flip(*range(3, 3 + nk))
    w = w.reshape(groups * weight.shape[1], cin // groups, *k)
    x = self
    for i, s in enumerate(s_):
      if s == 1: continue
      ax = 2 + i
      sh = list(x.shape)
      x = x.reshape(*sh[:ax + 1], 1, *sh[ax + 1:]).pad(tuple([None] * (ax + 1) + [(0, s - 1)] + [None] * (len(sh) - ax - 1)))
      x = x.reshape(*sh[:ax], sh[ax] * s, *sh[ax + 1:]).shrink(tuple(None if j != ax else (0, sh[ax] * s - (s - 1)) for j in range(len(sh))))
    cpad = flatten([[d * (kk - 1) - pb, d * (kk - 1) - pa + op] for kk, d, (pb, pa), op in zip(k, d_, pads, op_)][::-1])
    return x.conv2d(w, bias, groups=groups, dilation=dilation, padding=[int(p) for p in cpad])
  def _pool_args(self: Tensor, kernel_size: Any, stride: Any, dilation: Any, padding: Any, ceil_mode: PyBool) -> tuple:
    k = _pos_ints(kernel_size, 2, "kernel_size")
    s = _pos_ints(stride if stride is not None else k, len(k), "stride")
    d = _pos_ints(dilation, len(k), "dilation")
    pf = Tensor._padding_flat(padding, k)
    extra: list[Any] = [0] * (2 * len(k))
    if ceil_mode:
      for j in range(len(k)):
        i, pb, pa = self.shape[-len(k) + j], pf[2 * (len(k) - 1 - j)], pf[2 * (len(k) - 1 - j) + 1]
        span = i + pb + pa - d[j] * (k[j] - 1) - 1
        o = -(-span // s[j]) + 1
        if (o - 1) * s[j] >= i + pb: o -= 1
        extra[2 * (len(k) - 1 - j) + 1] = max(0, (o - 1) * s[j] + d[j] * (k[j] - 1) + 1 - (i + pb + pa))
    return k, s, d, pf, extra
  def avg_pool2d(self: Tensor, kernel_size: Any = (2, 2), stride: Any = None, dilation: Any = 1, padding: Any = 0, ceil_mode: PyBool = False,
                 count_include_pad: PyBool = True) -> Tensor:
    """Average pooling over the last two dims (as many trailing dims as `kernel_size` has entries), as torch's avg_pool2d.

    Args:
      kernel_size: the window, an int or one per pooled dim.
      stride: the step between windows (default: kernel_size).
      dilation: the spacing between window elements.
      padding: zero padding, an int, one per pooled dim, or two per dim in flat torch order (last dim first).
      ceil_mode: round the output size up, so a partial window at the end counts (as torch).
      count_include_pad: divide by the whole window, padding included; False divides by the real elements only.
    Returns:
      A float tensor (ints are promoted to the default float) of shape (..., out_h, out_w).
    Raises:
      ValueError: a kernel_size, stride or dilation < 1, or padding of the wrong length.

    Examples:
      >>> t = Tensor.arange(16.0).reshape(1, 1, 4, 4)
      >>> print(t.avg_pool2d().numpy())
      [[[[ 2.5  4.5]
         [10.5 12.5]]]]
      >>> x = Tensor([[[[1.0, 2.0], [3.0, 4.0]]]])
      >>> print(x.avg_pool2d(kernel_size=2, stride=1, padding=1, count_include_pad=False).numpy())
      [[[[1.  1.5 2. ]
         [2.  2.5 3. ]
         [3.  3.5 4. ]]]]
    """
    k, s, d, pf, extra = self._pool_args(kernel_size, stride, dilation, padding, ceil_mode)
    tot = [a + b for a, b in zip(pf, extra)]
    axes = tuple(range(-len(k), 0))
    summed = self._float().pad(tot)._pool(k, s, d).sum(axes)
    ones = Tensor.full(self.shape[-len(k):], 1.0, buffer=False)
    cnt_pad = ones.pad(pf, value=1.0 if count_include_pad else 0.0).pad(extra)._pool(k, s, d).sum(axes)
    return (summed / cnt_pad).cast(self._float().dtype)
  def max_pool2d(self: Tensor, kernel_size: Any = (2, 2), stride: Any = None, dilation: Any = 1, padding: Any = 0, ceil_mode: PyBool = False,
                 return_indices: PyBool = False) -> Tensor | tuple[Tensor, Tensor]:
    """Max pooling over the last len(kernel_size) dims (torch's max_pool2d; any number of spatial dims works).

    Args:
      kernel_size: the window, an int or one per dim (default (2, 2)).
      stride: the step (default: the kernel size).
      dilation: the spacing inside the window (default 1).
      padding: an int, one per dim, or 2 per dim in flat torch order (last dim first); padded cells never win.
      ceil_mode: keep a last partial window (torch's ceil_mode).
      return_indices: also return where each maximum came from.
    Returns:
      The pooled tensor; with `return_indices`, also an int64 tensor of the flat positions in each input plane (the first maximum
      in a window), for `max_unpool2d`.
    Raises:
      ValueError: a kernel size, stride or dilation below 1, or a padding of another length.

    Examples:
      >>> x = Tensor.arange(16, dtype=dtypes.float32).reshape(1, 1, 4, 4)
      >>> print(x.max_pool2d().numpy())
      [[[[ 5.  7.]
         [13. 15.]]]]
      >>> m, idx = x.max_pool2d(return_indices=True)
      >>> print(idx.numpy(), idx.dtype)
      [[[[ 5  7]
         [13 15]]]] dtypes.long
      >>> print(x.max_pool2d(3, stride=1, padding=1).shape)
      (1, 1, 4, 4)
    """
    k, s, d, pf, extra = self._pool_args(kernel_size, stride, dilation, padding, ceil_mode)
    low = -math.inf if dtypes.is_float(self.dtype) else self.dtype.min
    tot = [a + b for a, b in zip(pf, extra)]
    win = self.pad(tot, value=low)._pool(k, s, d)
    axes = tuple(range(-len(k), 0))
    m = win.max(axes)
    if not return_indices: return m
    sp = self.shape[-len(k):]
    ar = Tensor.arange(prod(sp), dtype=dtypes.int32).reshape(sp).pad(tot, value=-1)._pool(k, s, d)
    ar = ar.reshape(*[1] * (self.ndim - len(k)), *ar.shape)
    n = prod(k)
    first = win.eq(m.reshape(*m.shape, *[1] * len(k)))
    # the first maximum in window order: weight by reversed position inside the window
    pos = Tensor.arange(n, 0, -1, dtype=dtypes.int32).reshape(*[1] * (win.ndim - len(k)), *k)
    best = first.where(pos, 0).max(axes, keepdim=True)
    idx = (first & pos.eq(best)).where(ar, 0).sum(axes, dtype=dtypes.int32)
    return m, idx.cast(dtypes.int64)
  def max_unpool2d(self: Tensor, indices: Tensor, kernel_size: Any = (2, 2), stride: Any = None, dilation: Any = 1, padding: Any = 0,
                   output_size: Any = None) -> Tensor:
    """Scatters pooled values back to the positions in `indices` (torch's max_unpool2d), zeros elsewhere.

    Args:
      indices: int flat positions within each output plane, as `max_pool2d(return_indices=True)` gives.
      kernel_size: the pooling window (default (2, 2)).
      stride: the pooling step (default: the kernel size).
      dilation: the pooling dilation (default 1).
      padding: the pooling padding (default 0).
      output_size: the output shape (its last dims are used); default: the size the pooling came from, as torch computes it.
    Returns:
      A tensor of self's leading shape then the output size, self's dtype.
    Raises:
      RuntimeError: indices that are not ints.
      IndexError: with CHECK_OOB=1, an index past the output (otherwise it is dropped).

    Examples:
      >>> x = Tensor.arange(16, dtype=dtypes.float32).reshape(1, 1, 4, 4)
      >>> m, idx = x.max_pool2d(return_indices=True)
      >>> print(m.max_unpool2d(idx).numpy())
      [[[[ 0.  0.  0.  0.]
         [ 0.  5.  0.  7.]
         [ 0.  0.  0.  0.]
         [ 0. 13.  0. 15.]]]]
    """
    k = _pos_ints(kernel_size, 2, "kernel_size")
    s, d = _pos_ints(stride if stride is not None else k, len(k), "stride"), _pos_ints(dilation, len(k), "dilation")
    pf = Tensor._padding_flat(padding, k)
    sp_in = self.shape[-len(k):]
    if output_size is None:
      output_size = tuple((i - 1) * st - pf[2 * (len(k) - 1 - j)] - pf[2 * (len(k) - 1 - j) + 1] + dd * (kk - 1) + 1
                          for j, (i, st, dd, kk) in enumerate(zip(sp_in, s, d, k)))
    out_sp = tuple(output_size)[-len(k):]
    n_out = prod(out_sp)
    pre = self.shape[:-len(k)]
    v, ix = self.reshape(*pre, -1), indices.reshape(*pre, -1)
    if not dtypes.is_int(ix.dtype): raise RuntimeError(f"max_unpool2d needs int indices, got {ix.dtype}")
    ix._check_oob("max_unpool2d indices", 0, n_out)
    oh = ix.unsqueeze(-1).eq(Tensor.arange(n_out))
    return oh.where(v.unsqueeze(-1), 0).sum(-2).cast(self.dtype).reshape(*pre, *out_sp)
  def interpolate(self: Tensor, size: tuple[PyInt, ...], mode: str = "linear", align_corners: PyBool = False) -> Tensor:
    """Resizes the last `len(size)` dims to `size` (torch's `F.interpolate` on the trailing dims).

    Args:
      size: the new sizes of the trailing dims.
      mode: "linear" (default; bilinear/trilinear on 2/3 dims), "nearest" (floor, as torch) or "nearest-exact" (pixel centres).
      align_corners: linear only: map the corner pixels onto each other, as torch's flag.
    Returns:
      A tensor of self's leading shape then `size`; an int tensor stays int (the blend is rounded), as torch.
    Raises:
      ValueError: another mode, align_corners with a nearest mode, or more sizes than dims.
      TypeError: a size that is not an int.

    Examples:
      >>> print(Tensor([[1.0, 2.0, 3.0]]).interpolate((5,), align_corners=True).numpy())
      [[1.  1.5 2.  2.5 3. ]]
      >>> print(Tensor([[1.0, 2.0, 3.0]]).interpolate((6,), mode="nearest").numpy())
      [[1. 1. 2. 2. 3. 3.]]
      >>> print(Tensor([[1.0, 2.0], [3.0, 4.0]]).interpolate((4, 4)).numpy())
      [[1.   1.25 1.75 2.  ]
       [1.5  1.75 2.25 2.5 ]
       [2.5  2.75 3.25 3.5 ]
       [3.   3.25 3.75 4.  ]]
    """
    if mode not in ("linear", "nearest", "nearest-exact"): raise ValueError(f"interpolate mode must be linear/nearest/nearest-exact, got {mode!r}")
    if align_corners and mode != "linear": raise ValueError("align_corners is only valid with mode='linear'")
    if len(size := make_tuple(size, 1, "interpolate size")) > self.ndim:
      raise ValueError(f"interpolate size {size} has more dims than the input {self.shape}")
    if not all_int(check_dims(size, "interpolate size")): raise TypeError(f"interpolate size {size} must be ints")
    x = self
    for j, out in enumerate(size):
      ax = self.ndim - len(size) + j
      n = self.shape[ax]
      if mode.startswith("nearest"):
        src = [min(n - 1, math.floor(((o + 0.5) if mode == "nearest-exact" else o) * n / out)) for o in range(out)]
        x = x[tuple([slice(None)] * ax + [src])]
        continue
      if align_corners: pos = [o * (n - 1) / (out - 1) if out > 1 else 0.0 for o in range(out)]
      else: pos = [max(0.0, (o + 0.5) * n / out - 0.5) for o in range(out)]
      lo = [min(math.floor(p), n - 1) for p in pos]
      hi = [min(lo_ + 1, n - 1) for lo_ in lo]
      w = Tensor([p - lo_ for p, lo_ in zip(pos, lo)], dtype=dtypes.float32, device=self.device).reshape(out, *[1] * (self.ndim - ax - 1))
      xf = x._float()
      a, b = xf[tuple([slice(None)] * ax + [lo])], xf[tuple([slice(None)] * ax + [hi])]
      x = (a + (b - a) * w).cast(xf.dtype)
    # an int image stays in its dtype (torch): the blend is rounded, and it lies between two inputs so it fits
    return x.round().cast(self.dtype) if dtypes.is_int(self.dtype) and x.dtype != self.dtype else x
  def linear(self: Tensor, weight: Tensor, bias: Tensor | None = None, dtype: DTypeLike | None = None) -> Tensor:
    """Applies an affine map `self @ weight + bias`.

    Unlike torch's `F.linear`, `weight` is (in_features, out_features), as tinygrad; a 1-D weight multiplies elementwise.

    Args:
      weight: the (in, out) matrix, or a 1-D scale.
      bias: added after the product (optional).
      dtype: the accumulation/result dtype of the matmul (default: the promoted dtype).
    Returns:
      A tensor of shape `self.shape[:-1] + (out,)`.

    Examples:
      >>> x = Tensor([[1.0, 2.0]])
      >>> print(x.linear(Tensor([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]]), Tensor([0.5, 0.5, 0.5])).numpy())
      [[1.5 2.5 3.5]]
      >>> print(x.linear(Tensor([2.0, 3.0])).numpy())
      [[2. 6.]]
    """
    x = self.mul(weight) if weight.ndim == 1 else self.dot(weight, dtype)
    return x.add(bias) if bias is not None else x
  def sequential(self: Tensor, ll: list[Callable[[Tensor], Tensor]]) -> Tensor:
    """Applies the callables in `ll` one after the other, starting from this tensor: `ll[-1](...ll[1](ll[0](self)))`.

    Args:
      ll: functions or layers that take and return a tensor.
    Returns:
      The last one's result (self for an empty list).

    Examples:
      >>> print(Tensor([1, 2]).sequential([lambda x: x + 1, lambda x: x * 10]).tolist())
      [20, 30]
    """
    return functools.reduce(lambda x, f: f(x), ll, self)
