"""nn layers: plain classes with parameters as attributes, called with `layer(x)`."""
from __future__ import annotations
import math
from typing import Any
from tinygrad.dtype import dtypes
from tinygrad.helpers import TRAINING, make_tuple, prod
from tinygrad.tensor import Tensor
from tinygrad.nn import datasets, optim, state  # noqa: F401 -- tinygrad.nn.optim etc. are importable from here

class BatchNorm:
  """Batch normalisation over every axis but 1; batch statistics (and running-stat updates) when TRAINING is set."""
  def __init__(self, sz: int, eps: float = 1e-5, affine: bool = True, track_running_stats: bool = True, momentum: float = 0.1):
    self.eps, self.track_running_stats, self.momentum = eps, track_running_stats, momentum
    self.weight: Tensor | None = Tensor.ones(sz) if affine else None
    self.bias: Tensor | None = Tensor.zeros(sz) if affine else None
    self.num_batches_tracked = Tensor.zeros((), dtype=dtypes.long).is_param_(False)
    if track_running_stats: self.running_mean, self.running_var = Tensor.zeros(sz).is_param_(False), Tensor.ones(sz).is_param_(False)
  def calc_stats(self, x: Tensor) -> tuple[Tensor, Tensor]:
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
  """Convolution over len(kernel_size) spatial dims: weight (out, in/groups, *k) and bias (out), U(+-1/sqrt(in*prod(k)))."""
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
  return Conv2d(in_channels, out_channels, (kernel_size,), stride, padding, dilation, groups, bias)

class ConvTranspose2d(Conv2d):
  """Transposed convolution: weight (in, out/groups, *k)."""
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
  return ConvTranspose2d(in_channels, out_channels, (kernel_size,), stride, padding, output_padding, dilation, groups, bias)

class Linear:
  """y = x @ weight.T + bias with weight (out, in), U(+-1/sqrt(in))."""
  def __init__(self, in_features: int, out_features: int, bias: bool = True):
    bound = 1 / math.sqrt(in_features)
    self.weight = Tensor.uniform(out_features, in_features, low=-bound, high=bound)
    self.bias: Tensor | None = Tensor.uniform(out_features, low=-bound, high=bound) if bias else None
  def __call__(self, x: Tensor) -> Tensor: return x.linear(self.weight.transpose(), self.bias)

class GroupNorm:
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
  def __init__(self, num_features: int, eps: float = 1e-5, affine: bool = True):
    self.num_features, self.eps = num_features, eps
    self.weight: Tensor | None = Tensor.ones(num_features) if affine else None
    self.bias: Tensor | None = Tensor.zeros(num_features) if affine else None
  def __call__(self, x: Tensor) -> Tensor:
    x = x.reshape(x.shape[0], self.num_features, -1).layernorm(eps=self.eps).reshape(x.shape)
    if self.weight is None or self.bias is None: return x
    return x * self.weight.reshape(1, -1, *[1] * (x.ndim - 2)) + self.bias.reshape(1, -1, *[1] * (x.ndim - 2))

class LayerNorm:
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
  """LayerNorm over the channels of NCHW input."""
  def __call__(self, x: Tensor) -> Tensor: return super().__call__(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)

class RMSNorm:
  def __init__(self, dim: int, eps: float = 1e-6, elementwise_affine: bool = True):
    self.eps = eps
    self.weight: Tensor | None = Tensor.ones(dim) if elementwise_affine else None
  def _norm(self, x: Tensor) -> Tensor: return x * (x.square().mean(-1, keepdim=True) + self.eps).rsqrt()
  def __call__(self, x: Tensor) -> Tensor:
    x = self._norm(x.float()).cast(x.dtype)
    return x if self.weight is None else x * self.weight

class Embedding:
  """A lookup table: glorot-uniform weight (vocab, embed); int indices only."""
  def __init__(self, vocab_size: int, embed_size: int):
    self.vocab_sz, self.embed_sz, self.weight = vocab_size, embed_size, Tensor.glorot_uniform(vocab_size, embed_size)
  def __call__(self, idx: Tensor) -> Tensor:
    if not dtypes.is_int(idx.dtype): raise TypeError(f"Embedding indices must be an int tensor, got {idx.dtype}")
    idx._check_oob("Embedding", 0, self.vocab_sz)
    oh = idx.unsqueeze(-1).eq(Tensor.arange(self.vocab_sz))
    return (oh.unsqueeze(-1).where(self.weight, 0)).sum(-2, dtype=self.weight.dtype)

class LSTMCell:
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
