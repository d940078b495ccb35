"""NNMixin: Tensor's nn functional API: activations, layernorm and batchnorm, attention, one_hot and the losses."""
# self is annotated as the finished Tensor, which mypy's supertype rule for self types (a [misc] error) does not allow a mixin
# mypy: disable-error-code="misc"
from __future__ import annotations
import math
from typing import TYPE_CHECKING, Any
from tinygrad.dtype import dtypes, least_upper_dtype
from tinygrad.uop.ops import resolve
from tinygrad.uop.shape import as_int, norm_axes, sym_eq
from tinygrad.tensor_data import PyBool, PyFloat, PyInt
from tinygrad.tensor_numerics import _bce, _expm1, _log1p, _with_slope
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

def _valid_reduction(reduction: str) -> str:
  if reduction not in ("mean", "sum", "none"): raise ValueError(f"reduction must be 'mean', 'sum' or 'none', got {reduction!r}")
  return reduction

def _check_smoothing(x: Any) -> None:
  if not 0.0 <= x <= 1.0: raise ValueError(f"label_smoothing must be in [0, 1], got {x}")

class NNMixin:
  """Part of Tensor (tinygrad.tensor lists it among Tensor's bases): self is always a Tensor, so a method may call any other."""
  # ---- activations ----
  def relu(self: Tensor) -> Tensor:
    """Rectified linear unit, max(x, 0) elementwise; NaN stays NaN (as torch) and the gradient at 0 is 0.

    Returns:
      A tensor of the same shape and dtype.

    Examples:
      >>> print(Tensor([-1.0, 0.0, 2.5]).relu().numpy())
      [0.  0.  2.5]
      >>> print(Tensor([-3, 4]).relu().tolist())
      [0, 4]
    """
    return ((self > 0) | self.isnan()).where(self, 0)  # NaN stays NaN (torch); the gradient at 0 is 0
  def relu6(self: Tensor) -> Tensor:
    """relu clipped at 6: min(max(x, 0), 6) elementwise (6 at +inf, as torch).

    Returns:
      A tensor of the same shape and dtype.

    Examples:
      >>> print(Tensor([-1.0, 3.0, 8.0, float("inf")]).relu6().numpy())
      [0. 3. 6. 6.]
    """
    return (self >= 6).where(6, self.relu())  # relu(x) - relu(x - 6) is inf - inf at inf (torch: 6)
  def leaky_relu(self: Tensor, neg_slope: PyFloat = 0.01) -> Tensor:
    """Leaky ReLU: `x` where `x > 0`, else `neg_slope * x`.

    Args:
      neg_slope: the slope for negative inputs (default 0.01, as torch).
    Returns:
      A tensor of the same shape; ints give a float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([-2.0, 0.0, 3.0]).leaky_relu().numpy())
      [-0.02  0.    3.  ]
      >>> print(Tensor([-2.0, 0.0, 3.0]).leaky_relu(0.5).numpy())
      [-1.  0.  3.]
    """
    return self._opmath(lambda x: (x > 0).where(x, x * neg_slope))  # torch: neg_slope at 0
  def sigmoid(self: Tensor) -> Tensor:
    """The logistic function 1 / (1 + e^-x) elementwise, computed from e^-|x| so neither the value nor the gradient overflows.

    Returns:
      A float tensor of the same shape (ints become `dtypes.default_float`; halfs compute in float32).

    Examples:
      >>> print(Tensor([-100.0, 0.0, 100.0]).sigmoid().numpy())
      [3.8e-44 5.0e-01 1.0e+00]
    """
    def f(x: Tensor) -> Tensor:  # exp(-|x|) <= 1 never overflows, so neither the value nor the gradient turns NaN at large |x|
      e = (x >= 0).where(-x, x).exp()
      return (x >= 0).where(1.0, e) / (1 + e)
    return self._transcendental(f)
  def logsigmoid(self: Tensor) -> Tensor:
    """`log(sigmoid(x))`, computed as `-softplus(-x)` so large |x| neither overflows nor rounds to log(0).

    Returns:
      A tensor of the same shape.

    Examples:
      >>> print(Tensor([-100.0, 0.0, 100.0]).logsigmoid().numpy().round(4))
      [-100.       -0.6931   -0.    ]
    """
    return -(-self).softplus()
  def hardsigmoid(self: Tensor, alpha: PyFloat = 1 / 6, beta: PyFloat = 0.5) -> Tensor:
    """Hard sigmoid, `clamp(alpha * x + beta, 0, 1)`; the defaults give torch's `relu6(x + 3) / 6`.

    Args:
      alpha: the slope (default 1/6).
      beta: the offset (default 0.5).
    Returns:
      A tensor of the same shape; NaN stays NaN.

    Examples:
      >>> print(Tensor([-4.0, -3.0, 0.0, 1.5, 3.0, 4.0]).hardsigmoid().numpy())
      [0.   0.   0.5  0.75 1.   1.  ]
    """
    y = (self + beta / alpha) / (1 / alpha) if alpha != 0 else self * 0 + beta  # (x + 3) / 6 is exactly 0 and 1 at -3 and 3 (x/6 + 0.5 is not)
    return (y >= 1).where(1, y.relu())  # a clamp to [0, 1] that keeps NaN and gives 1 at inf (a difference of relus gave NaN)
  def hardswish(self: Tensor) -> Tensor:
    """Hard swish, `x * relu6(x + 3) / 6` (torch's hardswish).

    Returns:
      A tensor of the same shape; ints are promoted to the default float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([-4.0, -1.5, 0.0, 1.5, 3.0, 4.0]).hardswish().numpy())
      [-0.    -0.375  0.     1.125  3.     4.   ]
    """
    return self._opmath(lambda x: x * (x + 3).relu6() * (1 / 6))
  def hardtanh(self: Tensor, min_val: PyFloat = -1, max_val: PyFloat = 1) -> Tensor:
    """Clamps every element to [min_val, max_val].

    As torch, the gradient is 0 at the bounds themselves (`clamp` passes it there).

    Args:
      min_val: the lower bound (default -1).
      max_val: the upper bound (default 1).
    Returns:
      A tensor of the same shape and dtype.

    Examples:
      >>> print(Tensor([-2.0, -0.5, 0.5, 2.0]).hardtanh().numpy())
      [-1.  -0.5  0.5  1. ]
      >>> print(Tensor([-3, 0, 3]).hardtanh(-2, 2).numpy())
      [-2  0  2]
    """
    if not dtypes.is_float(self.dtype): return self.clamp(min_val, max_val)
    return (self <= min_val).where(min_val, (self >= max_val).where(max_val, self))
  def elu(self: Tensor, alpha: PyFloat = 1.0) -> Tensor:
    """The ELU activation: x for x > 0, alpha * (exp(x) - 1) otherwise (torch's elu).

    Computed with an expm1, so tiny negative inputs keep their value (elu(-1e-30) is -1e-30, not 0); the gradient is torch's
    (alpha at 0). float16/bfloat16 compute in float32 and round once.

    Args:
      alpha: the negative saturation value is -alpha.

    Examples:
      >>> print(Tensor([1.0, 0.0, -1.0, -1000.0]).elu().numpy().round(4))
      [ 1.      0.     -0.6321 -1.    ]
      >>> print(Tensor([-1.0]).elu(alpha=2.0).numpy().round(4))
      [-1.2642]
    """
    return self._opmath(lambda x: x._exp_linear(alpha, 1.0))
  def celu(self: Tensor, alpha: PyFloat = 1.0) -> Tensor:
    """The CELU activation: x for x > 0, alpha * (exp(x / alpha) - 1) otherwise (torch's celu).

    Args:
      alpha: the negative saturation value -alpha and the scale of the exponential.
    Returns:
      A tensor of self's shape; float16/bfloat16 compute in float32 and round once.

    Examples:
      >>> print(Tensor([1.0, 0.0, -1.0, -100.0]).celu(alpha=2.0).numpy().round(4))
      [ 1.      0.     -0.7869 -2.    ]
    """
    return self._opmath(lambda x: x._exp_linear(alpha, 1 / alpha))
  def selu(self: Tensor, alpha: PyFloat = 1.67326, gamma: PyFloat = 1.0507) -> Tensor:
    """Scaled exponential linear unit: `gamma * (x if x > 0 else alpha * (exp(x) - 1))` elementwise.

    Args:
      alpha: the scale of the negative part (default 1.67326, torch's value rounded).
      gamma: the overall scale (default 1.0507).
    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).selu().numpy().round(4))
      [-1.1113  0.      1.0507]
    """
    return self._opmath(lambda x: gamma * x._exp_linear(alpha, 1.0))
  def _exp_linear(self: Tensor, alpha: PyFloat, scale: PyFloat) -> Tensor:
    pos = self > 0  # the expm1 never sees x > 0: e^800 = inf would turn its zero gradient into NaN
    return pos.where(self, alpha * _expm1(pos.where(0.0, self) * scale))
  def swish(self: Tensor) -> Tensor:
    """x * sigmoid(x) elementwise (also `silu`).

    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).swish().numpy().round(4))
      [-0.2689  0.      0.7311]
    """
    return self._opmath(lambda x: x * x.sigmoid())
  def silu(self: Tensor) -> Tensor:
    """Sigmoid linear unit, x * sigmoid(x) elementwise, the same as `swish`.

    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).silu().numpy().round(4))
      [-0.2689  0.      0.7311]
    """
    return self.swish()
  def quick_gelu(self: Tensor) -> Tensor:
    """The sigmoid approximation of GELU, `x * sigmoid(1.702 x)` (as in CLIP).

    Returns:
      A tensor of the same shape; ints give a float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).quick_gelu().numpy().round(4))
      [-0.1542  0.      0.8458]
    """
    return self._opmath(lambda x: x * (x * 1.702).sigmoid())
  def gelu(self: Tensor, approximate: str = "tanh") -> Tensor:
    # 0.5 * (1 + tanh(u)) is sigmoid(2u): no tanh (whose small-|u| series only helps tanh alone) and no cancellation
    """Gaussian Error Linear Unit, `x * Phi(x)`.

    tinygrad's default is the tanh approximation; torch's `gelu` defaults to the exact erf form (`approximate="none"` here).

    Args:
      approximate: "tanh" (default) for `0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 x^3)))`, "none" for `0.5 * x * (1 + erf(x/sqrt(2)))`.
    Returns:
      A tensor of the same shape; ints are promoted to the default float, half-width floats compute in float32.
    Raises:
      RuntimeError: another `approximate`.

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).gelu().numpy().round(4))
      [-0.1588  0.      0.8412]
      >>> print(Tensor([-1.0, 0.0, 1.0]).gelu(approximate="none").numpy().round(4))
      [-0.1587  0.      0.8413]
    """
    if approximate == "tanh": return self._opmath(lambda x: x * (2 * math.sqrt(2 / math.pi) * (x + 0.044715 * x * x * x)).sigmoid())
    if approximate == "none": return self._opmath(lambda x: 0.5 * x * (1 + (x / math.sqrt(2)).erf()))
    raise RuntimeError(f"gelu approximate must be 'tanh' or 'none', got {approximate!r}")
  def mish(self: Tensor) -> Tensor:
    """Mish activation, `x * tanh(softplus(x))`.

    Returns:
      A tensor of the same shape; ints give a float, half-width floats compute in float32.

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0]).mish().numpy().round(4))
      [-0.3034  0.      0.8651]
    """
    return self._opmath(lambda x: x * x.softplus().tanh())
  def softplus(self: Tensor, beta: PyFloat = 1.0) -> Tensor:
    """log(1 + e^(beta x)) / beta elementwise, a smooth relu.

    Computed as max(z, 0) + log1p(e^-|z|) with z = beta x, so large inputs do not overflow and tiny results are not rounded to 0
    (softplus(-40) is 4.2e-18); the gradient at 0 is sigmoid(0) = 1/2.

    Args:
      beta: the sharpness (default 1).
    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-1.0, 0.0, 1.0, 100.0]).softplus().numpy().round(4))
      [  0.3133   0.6931   1.3133 100.    ]
      >>> print(Tensor([0.0, 1.0]).softplus(beta=2).numpy().round(4))
      [0.3466 1.0635]
    """
    def f(x: Tensor) -> Tensor:
      pos = (z := x * beta) > 0
      return (1 / beta) * (pos.where(z, 0) + _log1p(pos.where(-z, z).exp()))
    return self._opmath(f)
  def softsign(self: Tensor) -> Tensor:
    """x / (1 + |x|) elementwise, with the slope 1 / (1 + |x|)^2 as its gradient.

    Returns:
      A float tensor of the same shape (halfs compute in float32).

    Examples:
      >>> print(Tensor([-3.0, 0.0, 1.0]).softsign().numpy())
      [-0.75  0.    0.5 ]
    """
    return self._opmath(lambda x: _with_slope(x, lambda v: v / (1 + v.abs()), lambda v: (1 + v.abs()).square().reciprocal()))

  # ---- nn functional ----
  def layernorm(self: Tensor, axis: PyInt | tuple[PyInt, ...] = -1, eps: PyFloat = 1e-5) -> Tensor:
    """Normalizes over `axis` to zero mean and unit variance: `(x - mean) / sqrt(var + eps)` (biased variance, no affine weights).

    Args:
      axis: the axis or axes to normalize over (default the last).
      eps: added to the variance (default 1e-5).
    Returns:
      A tensor of the same shape.

    Examples:
      >>> print(Tensor([[1.0, 2.0, 3.0], [2.0, 2.0, 2.0]]).layernorm().numpy().round(4))
      [[-1.2247  0.      1.2247]
       [ 0.      0.      0.    ]]
    """
    y = self - self.mean(axis, keepdim=True)
    return y.mul((y * y).mean(axis, keepdim=True).add(eps).rsqrt())
  def batchnorm(self: Tensor, weight: Tensor | None, bias: Tensor | None, mean: Tensor, invstd: Tensor,
                axis: PyInt | tuple[PyInt, ...] = 1) -> Tensor:
    """Normalizes with given statistics: `(self - mean) * invstd * weight + bias`.

    The statistics are laid along `axis` (the channel dim 1 by default, as in (N, C, H, W)) and broadcast over the others; this
    is the functional core of nn.BatchNorm, which computes mean and invstd.

    Args:
      weight: the per-channel scale, or None for 1.
      bias: the per-channel shift, or None for 0.
      mean: the per-channel mean.
      invstd: the per-channel 1 / sqrt(var + eps).
      axis: the dim (or dims) the statistics run along.
    Returns:
      A tensor of self's shape.
    Raises:
      ValueError: repeated axes.

    Examples:
      >>> x = Tensor([[1.0, 2.0], [3.0, 5.0]])
      >>> print(x.batchnorm(None, None, Tensor([2.0, 3.0]), Tensor([1.0, 0.5])).numpy())
      [[-1.  -0.5]
       [ 1.   1. ]]
      >>> print(x.batchnorm(Tensor([2.0, 1.0]), Tensor([0.0, 10.0]), Tensor([2.0, 3.0]), Tensor([1.0, 0.5])).numpy())
      [[-2.   9.5]
       [ 2.  11. ]]
    """
    axes = norm_axes(axis, self.ndim, "batchnorm axis")
    shape = tuple(s if i in axes else 1 for i, s in enumerate(self.shape))
    x = self - mean.reshape(shape)
    if weight is not None: x = x * weight.reshape(shape)
    ret = x.mul(invstd.reshape(shape) if len(invstd.shape) == len(axes) else invstd)
    return (ret + bias.reshape(shape)) if bias is not None else ret
  def one_hot(self: Tensor, num_classes: PyInt = -1) -> Tensor:
    """One-hot rows of an int tensor of class indices (torch's F.one_hot).

    Args:
      num_classes: the row length; -1 (default) infers max + 1 from the data (one read).
    Returns:
      A default_int (int32, as tinygrad; torch gives int64) tensor of shape `self.shape + (num_classes,)`; an index outside
      [0, num_classes) gives a zero row.
    Raises:
      RuntimeError: a non-int tensor.
      ValueError: num_classes < -1, 0 with indices, or -1 with an empty tensor or a negative index.
      TypeError: a non-int num_classes.
      IndexError: with CHECK_OOB=1, an index out of range.

    Examples:
      >>> print(Tensor([0, 2, 1]).one_hot().numpy())
      [[1 0 0]
       [0 0 1]
       [0 1 0]]
      >>> print(Tensor([0, 2]).one_hot(4).numpy())
      [[1 0 0 0]
       [0 0 1 0]]
    """
    if not dtypes.is_int(self.dtype): raise RuntimeError(f"one_hot needs an int tensor, got {self.dtype}")
    if (num_classes := as_int(num_classes, "one_hot num_classes")) == -1:
      if sym_eq(self.numel(), 0): raise ValueError("one_hot cannot infer num_classes from an empty tensor; pass num_classes")
      lo, hi = (int(v) for v in Tensor.stack(self.min(), self.max()).tolist())  # one read for both
      if lo < 0: raise ValueError(f"one_hot cannot infer num_classes from a negative index ({lo}); class values must be >= 0")
      num_classes = hi + 1
    if num_classes < 0: raise ValueError(f"one_hot num_classes must be >= 0 (or -1 to infer it), got {num_classes}")
    if num_classes == 0 and resolve(self.numel() > 0, False):
      raise ValueError(f"one_hot num_classes=0 leaves no class for the {self.numel()} indices")
    self._check_oob("one_hot", 0, num_classes)
    return self.unsqueeze(-1).eq(Tensor.arange(num_classes)).where(1, 0).cast(dtypes.default_int)
  def scaled_dot_product_attention(self: Tensor, key: Tensor, value: Tensor, attn_mask: Tensor | None = None, dropout_p: PyFloat = 0.0,
                                   is_causal: PyBool = False, enable_gqa: PyBool = False) -> Tensor:
    """Attention: `softmax(self @ key.T / sqrt(d) + mask) @ value` over the last two dims (torch's scaled_dot_product_attention).

    self is the query of shape (..., L, d); key (..., S, d); value (..., S, dv). Scores are computed in float32 at least, and are
    cast back to a float query's dtype before the softmax.

    Args:
      key: the keys.
      value: the values.
      attn_mask: a bool mask (False positions get -inf, so they get no weight) or a float mask added to the scores; broadcasts to (L, S).
      dropout_p: dropout on the attention weights, active only in training mode (`Tensor.train()`).
      is_causal: a lower-triangular mask: query i sees keys 0..i.
      enable_gqa: grouped-query attention: key and value have fewer heads (dim -3), each repeated to match the query's heads.
    Returns:
      A tensor of shape (..., L, dv).
    Raises:
      RuntimeError: both attn_mask and is_causal.

    Examples:
      >>> q = Tensor.ones(1, 2, 4)
      >>> v = Tensor.arange(8).reshape(1, 2, 4).float()
      >>> print(q.scaled_dot_product_attention(q, v).numpy())
      [[[2. 3. 4. 5.]
        [2. 3. 4. 5.]]]
      >>> print(q.scaled_dot_product_attention(q, v, is_causal=True).numpy())
      [[[0. 1. 2. 3.]
        [2. 3. 4. 5.]]]
    """
    if is_causal and attn_mask is not None: raise RuntimeError("pass either attn_mask or is_causal, not both")
    if enable_gqa:
      key = key.repeat_interleave(int(self.shape[-3]) // int(key.shape[-3]), dim=-3)
      value = value.repeat_interleave(int(self.shape[-3]) // int(value.shape[-3]), dim=-3)
    qd = least_upper_dtype(self.dtype, dtypes.float32)
    scores = (self.cast(qd) @ key.cast(qd).transpose(-2, -1)) * (1 / math.sqrt(self.shape[-1]))
    scores = scores.cast(self.dtype if dtypes.is_float(self.dtype) else qd)
    if is_causal:
      attn_mask = Tensor.ones(self.shape[-2], key.shape[-2], dtype=dtypes.bool, device=self.device).tril()
    if attn_mask is not None:
      scores = (attn_mask.logical_not().where(-math.inf, scores)) if attn_mask.dtype == dtypes.bool else scores + attn_mask
    return scores.softmax(-1).cast(scores.dtype).dropout(dropout_p) @ value
  def binary_crossentropy(self: Tensor, Y: Tensor, reduction: str = "mean") -> Tensor:
    """Binary cross-entropy of probabilities `self` against targets `Y`, as torch's BCELoss.

    Each log is clamped at -100, so a probability of exactly 0 or 1 (a saturated float32 sigmoid) gives a finite loss and torch's
    finite gradient, not NaN. Prefer binary_crossentropy_logits on raw scores: it is more accurate.

    Args:
      Y: targets in [0, 1], broadcast against self.
      reduction: "mean" (default), "sum" or "none".
    Returns:
      A float scalar, or the elementwise losses for "none".
    Raises:
      ValueError: another reduction.

    Examples:
      >>> p, y = Tensor([0.9, 0.1, 0.5]), Tensor([1.0, 0.0, 1.0])
      >>> print(p.binary_crossentropy(y, reduction="none").numpy().round(4))
      [0.1054 0.1054 0.6931]
      >>> print(round(p.binary_crossentropy(y).item(), 4))
      0.3013
    """
    x, y = self._float()._broadcasted(Y)
    dt = x.dtype if not dtypes.is_weak(x.dtype) else y.dtype
    return self._reduce_loss(_bce(x.cast(dt), y.cast(dt)), reduction)
  def binary_crossentropy_logits(self: Tensor, Y: Tensor, reduction: str = "mean", pos_weight: Tensor | None = None) -> Tensor:
    """Binary cross-entropy of logits `self` (raw scores, before a sigmoid) against targets `Y`, as torch's BCEWithLogitsLoss.

    Computed with logsigmoid, so large logits neither overflow nor lose precision.

    Args:
      Y: targets in [0, 1], broadcast against self.
      reduction: "mean" (default), "sum" or "none".
      pos_weight: a weight on the positive term, broadcast against self (default 1).
    Returns:
      A float scalar, or the elementwise losses for "none".
    Raises:
      ValueError: another reduction.

    Examples:
      >>> x, y = Tensor([0.0, 2.0, -2.0]), Tensor([1.0, 1.0, 0.0])
      >>> print(x.binary_crossentropy_logits(y, reduction="none").numpy().round(4))
      [0.6931 0.1269 0.1269]
      >>> print(x.binary_crossentropy_logits(y, reduction="none", pos_weight=Tensor([2.0])).numpy().round(4))
      [1.3863 0.2539 0.1269]
    """
    log_p, log_1mp = self.logsigmoid(), (-self).logsigmoid()
    pw = 1 if pos_weight is None else pos_weight
    return self._reduce_loss(-(pw * Y * log_p + (1 - Y) * log_1mp), reduction)
  def _reduce_loss(self: Tensor, loss: Tensor, reduction: str) -> Tensor:
    r = _valid_reduction(reduction)
    return loss.mean() if r == "mean" else loss.sum() if r == "sum" else loss
  def sparse_categorical_crossentropy(self: Tensor, Y: Tensor, ignore_index: PyInt = -1, label_smoothing: PyFloat = 0.0,
                                      reduction: str = "mean") -> Tensor:
    """Cross-entropy loss of logits `self` (classes on the last dim) against integer class labels `Y` (torch's cross_entropy).

    Args:
      Y: int labels of self's shape without its last dim.
      ignore_index: a label that contributes no loss and is left out of the mean (default -1; torch's default is -100).
      label_smoothing: in [0, 1]; mixes the target with the uniform distribution: (1 - s) * nll + s * mean(-log_softmax).
      reduction: "mean" (over the targets that are not ignored), "sum" or "none" (a loss per target).
    Returns:
      A scalar float tensor, or a tensor of Y's shape for "none". A label outside [0, classes) adds no loss (IndexError
      with CHECK_OOB=1).
    Raises:
      ValueError: label_smoothing outside [0, 1] or an unknown reduction.

    Examples:
      >>> logits, y = Tensor([[2.0, 0.0, 0.0], [0.0, 0.0, 0.0]]), Tensor([0, 2])
      >>> print(logits.sparse_categorical_crossentropy(y, reduction="none").numpy().round(4))
      [0.2395 1.0986]
      >>> print(logits.sparse_categorical_crossentropy(y).numpy().round(4), logits.sparse_categorical_crossentropy(Tensor([0, -1])).numpy().round(4))
      0.6691 0.2395
    """
    _check_smoothing(label_smoothing)
    r = _valid_reduction(reduction)
    logp = self.log_softmax(-1)
    nc = self.shape[-1]
    Y._check_oob("sparse_categorical_crossentropy labels", 0, nc, ignore_index)
    valid = Y.ne(ignore_index)
    y_oh = Y.unsqueeze(-1).eq(Tensor.arange(nc)) & valid.unsqueeze(-1)
    nll = -(y_oh.where(logp, 0).sum(-1))
    # a -inf logit (a masked class) makes the smoothing term inf: it must not reach the loss as 0 * inf when unused or ignored
    loss = nll if label_smoothing == 0 else (1 - label_smoothing) * nll + label_smoothing * valid.where(-logp.mean(-1), 0)
    if r == "none": return loss
    return loss.sum() if r == "sum" else loss.sum() / valid.sum().maximum(1)
  def cross_entropy(self: Tensor, Y: Tensor, reduction: str = "mean", label_smoothing: PyFloat = 0.0) -> Tensor:
    """Cross-entropy of logits `self` against `Y`, as torch's cross_entropy (log_softmax over the class dim, then the NLL).

    The class dim is 1 (0 for a 1-D input). `Y` holds class indices (self's shape without the class dim) or class probabilities
    (self's shape).

    Args:
      Y: the targets, indices or probabilities.
      reduction: "mean" (default), "sum" or "none".
      label_smoothing: in [0, 1]: the targets are mixed with the uniform distribution, (1 - s) * Y + s / classes.
    Returns:
      A float scalar, or the per-sample losses for "none".
    Raises:
      ValueError: another reduction, or label_smoothing outside [0, 1].

    Examples:
      >>> logits = Tensor([[2.0, 0.0, -1.0], [0.0, 0.0, 0.0]])
      >>> print(logits.cross_entropy(Tensor([0, 2]), reduction="none").numpy().round(4))
      [0.1698 1.0986]
      >>> print(round(logits.cross_entropy(Tensor([[1.0, 0.0, 0.0], [0.0, 0.5, 0.5]])).item(), 4))
      0.6342
    """
    _check_smoothing(label_smoothing)
    r = _valid_reduction(reduction)
    cd = 0 if self.ndim == 1 else 1
    nc = self.shape[cd]
    if indices := Y.shape != self.shape:
      Y._check_oob("cross_entropy labels", 0, nc)
      Y = Y.unsqueeze(cd).eq(Tensor.arange(nc).reshape(nc, *[1] * (self.ndim - cd - 1))).cast(self._float().dtype)
    Y = (1 - label_smoothing) * Y + label_smoothing / nc
    terms = self.log_softmax(cd) * Y
    # torch picks the target's log-probability for class indices: a -inf logit of another class is not 0 * -inf = NaN
    loss = -(Y.ne(0).where(terms, 0) if indices else terms).sum(cd)
    return loss.mean() if r == "mean" else loss.sum() if r == "sum" else loss
  def nll_loss(self: Tensor, Y: Tensor, weight: Tensor | None = None, ignore_index: PyInt | None = None, reduction: str = "mean") -> Tensor:
    """Negative log likelihood loss of log-probabilities `self` against class labels `Y` (torch's nll_loss).

    Args:
      Y: int class indices, self's shape without the class dim (dim 1, or dim 0 for 1-D input).
      weight: a per-class weight (C,); the "mean" reduction then divides by the summed weights of the targets, as torch.
      ignore_index: a label that contributes nothing (and is left out of the mean).
      reduction: "mean" (default), "sum" or "none".
    Returns:
      A scalar, or the per-sample losses for "none".
    Raises:
      ValueError: another reduction.
      IndexError: with CHECK_OOB=1, a label out of range (otherwise it contributes 0).

    Examples:
      >>> logp = Tensor([[0.0, -1.0, -2.0], [-3.0, -4.0, 0.0]])
      >>> print(logp.nll_loss(Tensor([1, 2])).item(), logp.nll_loss(Tensor([1, 2]), reduction="sum").item())
      0.5 1.0
      >>> print(logp.nll_loss(Tensor([1, 0]), ignore_index=0).item())
      1.0
    """
    r = _valid_reduction(reduction)
    cd = 0 if self.ndim == 1 else 1
    nc = self.shape[cd]
    Y._check_oob("nll_loss labels", 0, nc, ignore_index)
    oh = Y.unsqueeze(cd).eq(Tensor.arange(nc).reshape(nc, *[1] * (self.ndim - cd - 1)))
    if ignore_index is not None: oh = oh & Y.ne(ignore_index).unsqueeze(cd)
    w = oh.where(1.0 if weight is None else weight.reshape(nc, *[1] * (self.ndim - cd - 1)), 0.0)
    loss = -(self * w).sum(cd)
    if r == "none": return loss
    return loss.sum() if r == "sum" else loss.sum() / w.sum()
