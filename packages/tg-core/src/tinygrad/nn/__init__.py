"""nn layers: plain classes with parameters as attributes, called with `layer(x)`."""
from __future__ import annotations
import math
from typing import Any
from tinygrad.dtype import dtypes
from tinygrad.helpers import TRAINING, make_tuple, prod
from tinygrad.tensor import Tensor
from tinygrad.nn import datasets, optim, state  # noqa: F401 -- tinygrad.nn.optim etc. are importable from here

class BatchNorm:
  """Batch normalisation over every axis but 1 (the channels): `(x - mean) / sqrt(var + eps) * weight + bias`.

  With `Tensor.training` (TRAINING) set, it normalises with the batch's statistics and updates the running ones with `momentum`
  (the running variance with the unbiased batch variance, as torch); otherwise it uses the running statistics. BatchNorm2d and
  BatchNorm3d are the same class.

  Args:
    sz: the number of channels (axis 1 of the input).
    eps: added to the variance.
    affine: learn `weight` (ones) and `bias` (zeros).
    track_running_stats: keep `running_mean` and `running_var`; without them batch statistics are always used.
    momentum: the weight of the new batch in the running statistics.
  Raises:
    ValueError: an input with fewer than 2 dims.

  Examples:
    >>> bn = nn.BatchNorm(2)
    >>> x = Tensor([[1.0, 10.0], [3.0, 30.0]])
    >>> with Tensor.train(): y = bn(x)
    >>> print(y.numpy().round(3))
    [[-1. -1.]
     [ 1.  1.]]
    >>> print(bn.running_mean.numpy())
    [0.2 2. ]
  """
  def __init__(self, sz: int, eps: float = 1e-5, affine: bool = True, track_running_stats: bool = True, momentum: float = 0.1):
    self.eps, self.track_running_stats, self.momentum = eps, track_running_stats, momentum
    self.weight: Tensor | None = Tensor.ones(sz) if affine else None
    self.bias: Tensor | None = Tensor.zeros(sz) if affine else None
    self.num_batches_tracked = Tensor.zeros((), dtype=dtypes.long).is_param_(False)
    if track_running_stats: self.running_mean, self.running_var = Tensor.zeros(sz).is_param_(False), Tensor.ones(sz).is_param_(False)
  def calc_stats(self, x: Tensor) -> tuple[Tensor, Tensor]:
    """The batch mean and (biased) variance per channel of x, each of shape (C,).

    Examples:
      >>> mean, var = nn.BatchNorm(2).calc_stats(Tensor([[1.0, 2.0], [3.0, 6.0]]))
      >>> print(mean.numpy(), var.numpy())
      [2. 4.] [1. 4.]
    """
    axes = tuple(i for i in range(x.ndim) if i != 1)
    mean = x.mean(axes)
    var = (x - mean.reshape(1, -1, *[1] * (x.ndim - 2))).square().mean(axes)
    return mean, var
  def __call__(self, x: Tensor) -> Tensor:
    if x.ndim < 2: raise ValueError(f"BatchNorm needs input with a channel dim (N, C, ...), got shape {x.shape}")
    use_batch = bool(TRAINING) or not self.track_running_stats
    if use_batch:
      mean, var = self.calc_stats(x)
      if TRAINING and self.track_running_stats:
        n = prod(x.shape) // x.shape[1]
        self.running_mean.assign((1 - self.momentum) * self.running_mean + self.momentum * mean.detach())
        self.running_var.assign((1 - self.momentum) * self.running_var + self.momentum * (n / max(n - 1, 1)) * var.detach())
        self.num_batches_tracked.assign(self.num_batches_tracked + 1)
    else: mean, var = self.running_mean, self.running_var
    return x.batchnorm(self.weight, self.bias, mean, (var + self.eps).rsqrt())
BatchNorm2d = BatchNorm3d = BatchNorm

class Conv2d:
  """A convolution over len(kernel_size) spatial dims (2 for an int kernel_size), as `Tensor.conv2d`.

  `weight` is (out_channels, in_channels/groups, *kernel_size) and `bias` (out_channels), both uniform in +-1/sqrt(fan_in) as
  torch initialises them.

  Args:
    in_channels: channels of the input (axis 1).
    out_channels: channels of the output.
    kernel_size: an int (square) or one size per spatial dim.
    stride, dilation: an int or one per spatial dim.
    padding: an int, one per spatial dim, 2 per dim (left, right from the last dim), or "same" (stride 1 only).
    groups: split the channels into this many independent convolutions.
    bias: add a learned bias.
  Raises:
    ValueError: a padding string other than "same", or "same" with a stride.

  Examples:
    >>> conv = nn.Conv2d(1, 4, 3, padding=1)
    >>> print(conv.weight.shape, conv(Tensor.ones(2, 1, 8, 8)).shape)
    (4, 1, 3, 3) (2, 4, 8, 8)
  """
  def __init__(self, in_channels: int, out_channels: int, kernel_size: int | tuple[int, ...], stride: int | tuple = 1,
               padding: int | tuple | str = 0, dilation: int | tuple = 1, groups: int = 1, bias: bool = True):
    self.kernel_size = make_tuple(kernel_size, 2, "kernel_size")
    if isinstance(padding, str):
      if padding != "same": raise ValueError(f"padding must be an int, a tuple or 'same', got {padding!r}")
      if any(s != 1 for s in make_tuple(stride, len(self.kernel_size))): raise ValueError("padding='same' needs stride 1")
      d = make_tuple(dilation, len(self.kernel_size))
      padding = tuple(x for dd, k in zip(d[::-1], self.kernel_size[::-1]) for x in ((dd * (k - 1)) // 2, dd * (k - 1) - (dd * (k - 1)) // 2))
    self.stride, self.dilation, self.groups, self.padding = stride, dilation, groups, padding
    bound = 1 / math.sqrt(in_channels * prod(self.kernel_size))
    self.weight = Tensor.uniform(out_channels, in_channels // groups, *self.kernel_size, low=-bound, high=bound)
    self.bias: Tensor | None = Tensor.uniform(out_channels, low=-bound, high=bound) if bias else None
  def __call__(self, x: Tensor) -> Tensor:
    return x.conv2d(self.weight, self.bias, self.groups, self.stride, self.dilation, self.padding)

def Conv1d(in_channels: int, out_channels: int, kernel_size: int, stride: int = 1, padding: int | str = 0, dilation: int = 1,
           groups: int = 1, bias: bool = True) -> Conv2d:
  """A Conv2d over one spatial dim: input (N, C, L), weight (out_channels, in_channels/groups, kernel_size).

  Examples:
    >>> print(nn.Conv1d(2, 3, 5)(Tensor.ones(1, 2, 10)).shape)
    (1, 3, 6)
  """
  return Conv2d(in_channels, out_channels, (kernel_size,), stride, padding, dilation, groups, bias)

class ConvTranspose2d(Conv2d):
  """A transposed convolution, as `Tensor.conv_transpose2d`: weight (in_channels, out_channels/groups, *kernel_size).

  Args are Conv2d's, plus `output_padding` added to one side of each output dim.

  Examples:
    >>> up = nn.ConvTranspose2d(4, 2, 2, stride=2)
    >>> print(up(Tensor.ones(1, 4, 3, 3)).shape)
    (1, 2, 6, 6)
  """
  def __init__(self, in_channels: int, out_channels: int, kernel_size: int | tuple[int, ...], stride: int | tuple = 1, padding: int | tuple = 0,
               output_padding: int | tuple = 0, dilation: int | tuple = 1, groups: int = 1, bias: bool = True):
    super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias)
    bound = 1 / math.sqrt(in_channels * prod(self.kernel_size))
    self.weight = Tensor.uniform(in_channels, out_channels // groups, *self.kernel_size, low=-bound, high=bound)
    self.output_padding = output_padding
  def __call__(self, x: Tensor) -> Tensor:
    return x.conv_transpose2d(self.weight, self.bias, self.groups, self.stride, self.dilation, self.padding, self.output_padding)

def ConvTranspose1d(in_channels: int, out_channels: int, kernel_size: int, stride: int = 1, padding: int = 0, output_padding: int = 0,
                    dilation: int = 1, groups: int = 1, bias: bool = True) -> ConvTranspose2d:
  """A ConvTranspose2d over one spatial dim: input (N, C, L).

  Examples:
    >>> print(nn.ConvTranspose1d(2, 3, 4, stride=2)(Tensor.ones(1, 2, 5)).shape)
    (1, 3, 12)
  """
  return ConvTranspose2d(in_channels, out_channels, (kernel_size,), stride, padding, output_padding, dilation, groups, bias)

class Linear:
  """An affine map `x @ weight.T + bias`, weight (out_features, in_features) and bias (out_features), uniform in
  +-1/sqrt(in_features) as torch.

  Examples:
    >>> lin = nn.Linear(3, 2)
    >>> lin.weight, lin.bias = Tensor([[1.0, 0.0, 2.0], [0.0, 1.0, 0.0]]), Tensor([0.5, -1.0])
    >>> print(lin(Tensor([[1.0, 2.0, 3.0]])).numpy())
    [[7.5 1. ]]
  """
  def __init__(self, in_features: int, out_features: int, bias: bool = True):
    bound = 1 / math.sqrt(in_features)
    self.weight = Tensor.uniform(out_features, in_features, low=-bound, high=bound)
    self.bias: Tensor | None = Tensor.uniform(out_features, low=-bound, high=bound) if bias else None
  def __call__(self, x: Tensor) -> Tensor: return x.linear(self.weight.transpose(), self.bias)

class GroupNorm:
  """Group normalisation: the channels (axis 1) split into `num_groups` groups, each normalised over its channels and
  spatial positions, then scaled by `weight` and shifted by `bias` per channel.

  Raises:
    ValueError: num_channels not a multiple of num_groups.

  Examples:
    >>> gn = nn.GroupNorm(1, 2, eps=0)
    >>> print(gn(Tensor([[[1.0], [3.0]]])).numpy().reshape(-1))
    [-1.  1.]
  """
  def __init__(self, num_groups: int, num_channels: int, eps: float = 1e-5, affine: bool = True):
    if num_channels % num_groups: raise ValueError(f"num_channels {num_channels} must divide by num_groups {num_groups}")
    self.num_groups, self.num_channels, self.eps = num_groups, num_channels, eps
    self.weight: Tensor | None = Tensor.ones(num_channels) if affine else None
    self.bias: Tensor | None = Tensor.zeros(num_channels) if affine else None
  def __call__(self, x: Tensor) -> Tensor:
    x = x.reshape(x.shape[0], self.num_groups, -1).layernorm(eps=self.eps).reshape(x.shape)
    if self.weight is None or self.bias is None: return x
    return x * self.weight.reshape(1, -1, *[1] * (x.ndim - 2)) + self.bias.reshape(1, -1, *[1] * (x.ndim - 2))

class InstanceNorm:
  """Instance normalisation: each channel of each sample normalised over its spatial positions, then `weight` and `bias`.

  Examples:
    >>> norm = nn.InstanceNorm(1, eps=0)
    >>> print(norm(Tensor([[[1.0, 3.0, 5.0, 7.0]]])).numpy().round(4))
    [[[-1.3416 -0.4472  0.4472  1.3416]]]
  """
  def __init__(self, num_features: int, eps: float = 1e-5, affine: bool = True):
    self.num_features, self.eps = num_features, eps
    self.weight: Tensor | None = Tensor.ones(num_features) if affine else None
    self.bias: Tensor | None = Tensor.zeros(num_features) if affine else None
  def __call__(self, x: Tensor) -> Tensor:
    x = x.reshape(x.shape[0], self.num_features, -1).layernorm(eps=self.eps).reshape(x.shape)
    if self.weight is None or self.bias is None: return x
    return x * self.weight.reshape(1, -1, *[1] * (x.ndim - 2)) + self.bias.reshape(1, -1, *[1] * (x.ndim - 2))

class LayerNorm:
  """Layer normalisation over the trailing `normalized_shape` dims, then an elementwise `weight` and `bias`.

  Raises:
    AssertionError: the input's trailing dims are not normalized_shape (as tinygrad).

  Examples:
    >>> ln = nn.LayerNorm(4, eps=0)
    >>> print(ln(Tensor([[1.0, 3.0, 5.0, 7.0]])).numpy().round(4))
    [[-1.3416 -0.4472  0.4472  1.3416]]
  """
  def __init__(self, normalized_shape: int | tuple[int, ...], eps: float = 1e-5, elementwise_affine: bool = True):
    self.normalized_shape: tuple[int, ...] = make_tuple(normalized_shape, 1, "normalized_shape")
    self.axis, self.eps = tuple(-1 - i for i in range(len(self.normalized_shape))), eps
    self.weight: Tensor | None = Tensor.ones(*self.normalized_shape) if elementwise_affine else None
    self.bias: Tensor | None = Tensor.zeros(*self.normalized_shape) if elementwise_affine else None
  def __call__(self, x: Tensor) -> Tensor:
    if tuple(x.shape[-len(self.normalized_shape):]) != self.normalized_shape:
      raise AssertionError(f"LayerNorm over {self.normalized_shape}: the input's trailing dims are {x.shape}")
    x = x.layernorm(eps=self.eps, axis=self.axis)
    if self.weight is None or self.bias is None: return x
    return x * self.weight + self.bias

class LayerNorm2d(LayerNorm):
  """LayerNorm over the channels of NCHW input (each pixel normalised across its channels).

  Examples:
    >>> print(nn.LayerNorm2d(2, eps=0)(Tensor([[[[1.0]], [[3.0]]]])).numpy().reshape(-1))
    [-1.  1.]
  """
  def __call__(self, x: Tensor) -> Tensor: return super().__call__(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)

class RMSNorm:
  """Root-mean-square normalisation over the last dim, `x / sqrt(mean(x^2) + eps) * weight`, computed in float32 and
  cast back to the input's dtype.

  Examples:
    >>> print(nn.RMSNorm(2, eps=0)(Tensor([[3.0, 4.0]])).numpy().round(4))
    [[0.8485 1.1314]]
  """
  def __init__(self, dim: int, eps: float = 1e-6, elementwise_affine: bool = True):
    self.eps = eps
    self.weight: Tensor | None = Tensor.ones(dim) if elementwise_affine else None
  def _norm(self, x: Tensor) -> Tensor: return x * (x.square().mean(-1, keepdim=True) + self.eps).rsqrt()
  def __call__(self, x: Tensor) -> Tensor:
    x = self._norm(x.float()).cast(x.dtype)
    return x if self.weight is None else x * self.weight

class Embedding:
  """A lookup table: `weight` (vocab_size, embed_size), glorot-uniform; row i is the vector of index i.

  Raises (when called):
    TypeError: indices that are not an int tensor.

  Examples:
    >>> emb = nn.Embedding(3, 2)
    >>> emb.weight = Tensor([[0.0, 0.0], [1.0, 2.0], [3.0, 4.0]])
    >>> print(emb(Tensor([[2, 1]])).numpy())
    [[[3. 4.]
      [1. 2.]]]
  """
  def __init__(self, vocab_size: int, embed_size: int):
    self.vocab_sz, self.embed_sz, self.weight = vocab_size, embed_size, Tensor.glorot_uniform(vocab_size, embed_size)
  def __call__(self, idx: Tensor) -> Tensor:
    if not dtypes.is_int(idx.dtype): raise TypeError(f"Embedding indices must be an int tensor, got {idx.dtype}")
    idx._check_oob("Embedding", 0, self.vocab_sz)
    oh = idx.unsqueeze(-1).eq(Tensor.arange(self.vocab_sz))
    return (oh.unsqueeze(-1).where(self.weight, 0)).sum(-2, dtype=self.weight.dtype)

class LSTMCell:
  """One LSTM step: `cell(x, (h, c))` returns the new (h, c); with no state it starts from zeros. Gates are ordered
  input, forget, cell, output in `weight_ih` (4*hidden, input) and `weight_hh` (4*hidden, hidden), as torch.

  Examples:
    >>> cell = nn.LSTMCell(3, 5)
    >>> h, c = cell(Tensor.ones(2, 3))
    >>> print(h.shape, c.shape)
    (2, 5) (2, 5)
  """
  def __init__(self, input_size: int, hidden_size: int, bias: bool = True):
    stdv = 1.0 / math.sqrt(hidden_size)
    self.weight_ih = Tensor.uniform(hidden_size * 4, input_size, low=-stdv, high=stdv)
    self.weight_hh = Tensor.uniform(hidden_size * 4, hidden_size, low=-stdv, high=stdv)
    self.bias_ih: Tensor | None = Tensor.zeros(hidden_size * 4) if bias else None
    self.bias_hh: Tensor | None = Tensor.zeros(hidden_size * 4) if bias else None
  def __call__(self, x: Tensor, hc: tuple[Tensor, Tensor] | None = None) -> tuple[Tensor, Tensor]:
    if hc is None: hc = (Tensor.zeros(x.shape[0], self.weight_hh.shape[1], device=x.device),) * 2
    gates = x.linear(self.weight_ih.T, self.bias_ih) + hc[0].linear(self.weight_hh.T, self.bias_hh)
    i, f, g, o = gates.chunk(4, 1)
    i, f, g, o = i.sigmoid(), f.sigmoid(), g.tanh(), o.sigmoid()
    c = f * hc[1] + i * g
    return o * c.tanh(), c

__all__ = ["BatchNorm", "BatchNorm2d", "BatchNorm3d", "Conv1d", "Conv2d", "ConvTranspose1d", "ConvTranspose2d", "Embedding", "GroupNorm",
           "InstanceNorm", "LSTMCell", "LayerNorm", "LayerNorm2d", "Linear", "RMSNorm"]
_ = Any
