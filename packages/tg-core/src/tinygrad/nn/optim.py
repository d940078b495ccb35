"""Optimizers: SGD, LARS, Muon (LARS family), Adam, AdamW, LAMB (LAMB family) and OptimizerGroup.

A step needs TRAINING (`with Context(TRAINING=1):`); each parameter is updated in place as p.assign(p.detach() - update).
"""
from __future__ import annotations
from typing import Any
from tinygrad.device import is_dtype_supported
from tinygrad.dtype import DType, dtypes, least_upper_dtype, to_dtype
from tinygrad.helpers import CONST_LR, FUSE_OPTIM, OPTIM_DTYPE, TRAINING, dedup
from tinygrad.tensor import Tensor

class Optimizer:
  """The base of every optimizer: the parameters to update, their state, the learning rate and the step protocol.

  Tensors with `is_param` False (e.g. BatchNorm's running statistics) that are passed in are kept as `buffers` and realized with
  each step. `lr` is a 1-element Tensor (so a schedule can assign it without recompiling) unless CONST_LR is set.

  Args:
    params: the tensors to update (duplicates are dropped).
    lr: the learning rate, >= 0.
    device: where the optimizer's state lives (default: the first parameter's device).
    fused: accepted for tinygrad compatibility (FUSE_OPTIM).
  Raises:
    ValueError: a negative lr.
    AssertionError: no parameter among params.

  Examples:
    >>> w = Tensor([1.0, 2.0], requires_grad=True)
    >>> opt = nn.optim.SGD([w], lr=0.1)
    >>> with Tensor.train():
    ...   opt.zero_grad()
    ...   _ = (w * w).sum().backward()
    ...   opt.step()
    >>> print(w.numpy())
    [0.8 1.6]
  """
  def __init__(self, params: list[Tensor], lr: float, device: Any = None, fused: bool = bool(FUSE_OPTIM)):
    if lr < 0: raise ValueError(f"learning rate must be >= 0, got {lr}")
    params = dedup(params)
    self.params, self.buffers = [p for p in params if p.is_param], [p for p in params if not p.is_param]
    if not self.params: raise AssertionError("an optimizer needs at least one parameter (a Tensor with is_param=True)")
    self.device = device if device is not None else self.params[0].device
    self.fused = fused
    self.state_dtype = to_dtype(OPTIM_DTYPE.value)
    self.lr: Any = lr if CONST_LR else Tensor([lr], device=self.device, dtype=least_upper_dtype(dtypes.default_float, dtypes.float32))
  def _zeros(self, p: Tensor) -> Tensor: return p.zeros_like(dtype=self.state_dtype).is_param_(False)  # placed (and sharded) like p
  def zero_grad(self) -> None:
    """Forgets every parameter's gradient (sets `.grad` to None), so the next backward starts from zero.

    Examples:
      >>> w = Tensor([1.0], requires_grad=True)
      >>> opt = nn.optim.SGD([w])
      >>> _ = w.sum().backward(); opt.zero_grad()
      >>> print(w.grad)
      None
    """
    for p in self.params: p.grad = None
  def schedule_step(self) -> list[Tensor]:
    """The tensors one step must realize (updated params, optimizer state and buffers), without realizing them: for
    fusing the step with other work in one `Tensor.realize_all`.

    Raises:
      RuntimeError: called outside training (TRAINING unset), or a parameter without a gradient.

    Examples:
      >>> w = Tensor([3.0], requires_grad=True)
      >>> opt = nn.optim.SGD([w], lr=0.5)
      >>> with Tensor.train():
      ...   _ = w.sum().backward()
      ...   Tensor.realize_all(*opt.schedule_step())
      >>> print(w.numpy())
      [2.5]
    """
    if not TRAINING: raise RuntimeError("optimizer steps need TRAINING; wrap training in `with Context(TRAINING=1):`")
    missing = [i for i, p in enumerate(self.params) if p.grad is None]
    if missing: raise RuntimeError(f"params {missing} have no grad; call loss.backward() before step()")
    grads = [p.grad.cast(p.dtype) if p.grad is not None else p for p in self.params]
    # grads land first: an update then reads no other parameter, so no write can race a read of another param
    Tensor.realize_all(*grads)
    return self._step(grads) + self.params + self.buffers
  def step(self) -> None:
    """Applies one update to every parameter from its `.grad` (realizes `schedule_step()`).

    Raises:
      RuntimeError: called outside training (TRAINING unset), or a parameter without a gradient.

    Examples:
      >>> w = Tensor([1.0, 2.0], requires_grad=True)
      >>> opt = nn.optim.SGD([w], lr=0.1, momentum=0.5)
      >>> with Tensor.train():
      ...   for _ in range(2):
      ...     opt.zero_grad()
      ...     _ = w.sum().backward()
      ...     opt.step()
      >>> print(w.numpy())  # steps of 0.1, then 0.1 + 0.5 * 0.1
      [0.75 1.75]
    """
    Tensor.realize_all(*self.schedule_step())
  def _step(self, grads: list[Tensor]) -> list[Tensor]: raise NotImplementedError

class OptimizerGroup(Optimizer):
  """Several optimizers stepped as one (e.g. Muon for matrices and AdamW for the rest); `group[i]` is the i-th.

  Examples:
    >>> a, b = Tensor([1.0], requires_grad=True), Tensor([1.0], requires_grad=True)
    >>> opt = nn.optim.OptimizerGroup(nn.optim.SGD([a], lr=0.1), nn.optim.SGD([b], lr=0.5))
    >>> with Tensor.train():
    ...   _ = (a + b).sum().backward()
    ...   opt.step()
    >>> print(a.numpy(), b.numpy())
    [0.9] [0.5]
  """
  def __init__(self, *optimizers: Optimizer):
    self.optimizers = optimizers
    self.params, self.buffers = [p for o in optimizers for p in o.params], [b for o in optimizers for b in o.buffers]
  def __getitem__(self, i: int) -> Optimizer: return self.optimizers[i]
  def zero_grad(self) -> None:
    for o in self.optimizers: o.zero_grad()
  def schedule_step(self) -> list[Tensor]: return [t for o in self.optimizers for t in o.schedule_step()]

def _like(x: Tensor, p: Tensor) -> Tensor:
  """x in p's dtype and shape: the (1,)-shaped lr and step counters broadcast a 0-d parameter's update to (1,)."""
  return x.cast(p.dtype).reshape(p.shape)

def _trust(w: Tensor, up: Tensor, num: Any, den: Any) -> Tensor:
  """num/den, or 1 where either norm is zero."""
  wn, un = w.square().sum().sqrt(), up.square().sum().sqrt()
  return ((wn > 0) & (un > 0)).where(num(wn) / den(wn, un), 1.0)

class LARS(Optimizer):
  """Layer-wise adaptive rate scaling (You et al., 2017), with SGD and Muon as its special cases.

  Each parameter's step is scaled by the trust ratio `tcoef * |w| / (|g| + weight_decay * |w|)` (1 where a norm is 0).

  Args:
    momentum: heavy-ball momentum (0 for none; >= 0).
    weight_decay: L2 decay, added to the gradient before momentum when pre_wd, else decoupled after it.
    ns_steps, ns_coefficients: Newton-Schulz iterations applied to the update (Muon).
    nesterov: Nesterov momentum.
    classic: multiply by lr (and the trust ratio) before momentum rather than after.
    tcoef: the trust coefficient; 0 turns the trust ratio off.
  Raises:
    ValueError: a negative lr or momentum.

  Examples:
    >>> w = Tensor([3.0, 4.0], requires_grad=True)
    >>> opt = nn.optim.LARS([w], lr=1.0, momentum=0, weight_decay=0, tcoef=0.1)
    >>> with Tensor.train():
    ...   _ = w.sum().backward()
    ...   opt.step()
    >>> print(w.numpy().round(4))  # the step is 0.1 * |w| / |g| = 0.3536 per element
    [2.6464 3.6464]
  """
  def __init__(self, params: list[Tensor], lr: float = 0.001, momentum: float = 0.9, weight_decay: float = 1e-4, ns_steps: int = 0,
               ns_coefficients: tuple[float, float, float] | None = None, nesterov: bool = False, classic: bool = True, pre_wd: bool = True,
               tcoef: float = 0.001, device: Any = None, fused: bool = bool(FUSE_OPTIM)):
    super().__init__(params, lr, device, fused)
    if momentum < 0: raise ValueError(f"momentum must be >= 0, got {momentum}")
    self.momentum, self.wd, self.nesterov, self.classic, self.pre_wd, self.tcoef = momentum, weight_decay, nesterov, classic, pre_wd, tcoef
    self.ns_steps, self.ns_coefficients = ns_steps, ns_coefficients
    self.b = [self._zeros(p) for p in self.params] if momentum else []
  def _step(self, grads: list[Tensor]) -> list[Tensor]:
    for i, (p, g) in enumerate(zip(self.params, grads)):
      w = p.detach()
      r: Any = _trust(w, g, lambda wn: self.tcoef * wn, lambda wn, gn: gn + self.wd * wn) if self.tcoef else 1.0
      if self.pre_wd and self.wd: g = g + self.wd * w
      if self.classic: g = g * r * self.lr
      if self.momentum:
        self.b[i].assign(_like(self.momentum * self.b[i] + g, self.b[i]))
        g = g + self.momentum * self.b[i] if self.nesterov else self.b[i]
      if self.ns_steps and self.ns_coefficients is not None:
        g = g.reshape(g.shape[0], -1).newton_schulz(self.ns_steps, self.ns_coefficients).reshape(g.shape)
      if not self.classic: g = g * r * self.lr
      if not self.pre_wd and self.wd: g = g + self.wd * self.lr * w  # decoupled decay after momentum (Muon)
      p.assign(_like(w - g, p))
    return self.b

def SGD(params: list[Tensor], lr: float = 0.001, momentum: float = 0.0, weight_decay: float = 0.0, nesterov: bool = False, classic: bool = False,
        device: Any = None, fused: bool = bool(FUSE_OPTIM)) -> LARS:
  """Stochastic gradient descent, torch's update rule: `b = momentum * b + (g + weight_decay * w)`; `w -= lr * b` (or with
  `nesterov`, `w -= lr * (g + momentum * b)`). A LARS without the trust ratio.

  Args:
    params: the tensors to update.
    lr: the learning rate.
    momentum: 0 for plain SGD.
    weight_decay: L2 decay added to the gradient.
    nesterov: Nesterov momentum.
    classic: scale by lr before the momentum buffer instead of after (tinygrad's option; the same without momentum).

  Examples:
    >>> w = Tensor([1.0, 2.0], requires_grad=True)
    >>> opt = nn.optim.SGD([w], lr=0.1)
    >>> with Tensor.train():
    ...   opt.zero_grad()
    ...   _ = (w * w).sum().backward()
    ...   opt.step()
    >>> print(w.numpy())
    [0.8 1.6]
  """
  return LARS(params, lr, momentum, weight_decay, 0, None, nesterov, classic, True, 0.0, device, fused)

def Muon(params: list[Tensor], lr: float = 0.001, momentum: float = 0.95, weight_decay: float = 0.1, ns_steps: int = 5,
         ns_coefficients: tuple[float, float, float] = (3.4445, -4.775, 2.0315), nesterov: bool = True, device: Any = None,
         fused: bool = bool(FUSE_OPTIM)) -> LARS:
  """Muon: Nesterov momentum, then the update orthogonalised by `ns_steps` Newton-Schulz iterations, with weight decay
  applied after (decoupled). For 2-D weights; the update of an N-D weight is orthogonalised as (shape[0], -1).

  Raises:
    AssertionError: fused=True (Muon cannot be fused, as tinygrad).

  Examples:
    >>> w = Tensor.eye(2, requires_grad=True)
    >>> opt = nn.optim.Muon([w], lr=0.1, weight_decay=0)
    >>> with Tensor.train():
    ...   _ = (w * Tensor([[1.0, 0.0], [0.0, 2.0]])).sum().backward()
    ...   opt.step()
    >>> print(w.shape, bool((w.numpy() < 1).all()))
    (2, 2) True
  """
  if fused: raise AssertionError("Muon cannot be fused")
  return LARS(params, lr, momentum, weight_decay, ns_steps, ns_coefficients, nesterov, False, False, 0.0, device, fused)

class LAMB(Optimizer):
  """LAMB (You et al., 2019): Adam's bias-corrected moments, plus weight decay, scaled per parameter by the trust ratio
  `|w| / |update|`; `adam=True` drops the trust ratio (Adam, AdamW). The running powers b1^t, b2^t are kept in float64 where the
  device has it, as torch keeps them in double.

  Args:
    lr: the learning rate.
    b1, b2: the decay rates of the first and second moments.
    eps: added to the root of the second moment.
    weight_decay: decoupled weight decay (AdamW's), >= 0.
    adam: no trust ratio.
  Raises:
    ValueError: a negative lr or weight_decay.

  Examples:
    >>> w = Tensor([3.0, 4.0], requires_grad=True)
    >>> opt = nn.optim.LAMB([w], lr=0.1)
    >>> with Tensor.train():
    ...   _ = w.sum().backward()
    ...   opt.step()
    >>> print(w.numpy().round(4))  # the update (1, 1) is scaled by |w| / |update| = 5 / sqrt(2)
    [2.6464 3.6464]
  """
  def __init__(self, params: list[Tensor], lr: float = 0.001, b1: float = 0.9, b2: float = 0.999, eps: float = 1e-6, weight_decay: float = 0.0,
               adam: bool = False, device: Any = None, fused: bool = bool(FUSE_OPTIM)):
    super().__init__(params, lr, device, fused)
    if weight_decay < 0: raise ValueError(f"weight_decay must be >= 0, got {weight_decay}")
    self.b1, self.b2, self.eps, self.wd, self.adam = b1, b2, eps, weight_decay, adam
    pdt = _powers_dtype(self.device)
    self.b1_t, self.b2_t = (Tensor.ones(1, dtype=pdt, device=self.device).is_param_(False) for _ in range(2))
    self.m, self.v = [self._zeros(p) for p in self.params], [self._zeros(p) for p in self.params]
  def _step(self, grads: list[Tensor]) -> list[Tensor]:
    self.b1_t.assign(self.b1_t * self.b1)
    self.b2_t.assign(self.b2_t * self.b2)
    for p, g, m, v in zip(self.params, grads, self.m, self.v):
      g = g.cast(m.dtype)
      m.assign(self.b1 * m + (1.0 - self.b1) * g)
      v.assign(self.b2 * v + (1.0 - self.b2) * (g * g))
      c1, c2 = ((1.0 - b).cast(dtypes.float32) for b in (self.b1_t, self.b2_t))
      up = (m / c1) / ((v / c2).sqrt() + self.eps)
      w = p.detach()
      if self.wd: up = up + self.wd * w
      r: Any = 1.0 if self.adam else _trust(w, up, lambda wn: wn, lambda wn, un: un)
      p.assign(_like(w - self.lr * r * up, p))
    return [self.b1_t, self.b2_t, *self.m, *self.v]

def _powers_dtype(device: Any) -> DType:
  """float64 for Adam's running powers b^t where every device computes it, as torch keeps them in double: 1 - 0.999^t from a float32
  0.999 is 1.3e-5 off at step 1. float32 elsewhere (WEBGPU)."""
  return dtypes.float64 if all(is_dtype_supported(dtypes.float64, d) for d in (device if isinstance(device, tuple) else (device,))) \
    else dtypes.float32

def Adam(params: list[Tensor], lr: float = 0.001, b1: float = 0.9, b2: float = 0.999, eps: float = 1e-8, device: Any = None,
         fused: bool = bool(FUSE_OPTIM)) -> LAMB:
  """Adam (Kingma & Ba, 2014) with torch's defaults: the bias-corrected moments `w -= lr * m_hat / (sqrt(v_hat) + eps)`.

  Examples:
    >>> w = Tensor([1.0, -2.0], requires_grad=True)
    >>> opt = nn.optim.Adam([w], lr=0.1)
    >>> with Tensor.train():
    ...   _ = (w * w).sum().backward()
    ...   opt.step()
    >>> print(w.numpy().round(4))  # the first step moves each weight by lr against its gradient's sign
    [ 0.9 -1.9]
  """
  return LAMB(params, lr, b1, b2, eps, 0.0, adam=True, device=device, fused=fused)

def AdamW(params: list[Tensor], lr: float = 0.001, b1: float = 0.9, b2: float = 0.999, eps: float = 1e-8, weight_decay: float = 0.01,
          device: Any = None, fused: bool = bool(FUSE_OPTIM)) -> LAMB:
  """AdamW (Loshchilov & Hutter, 2017): Adam with decoupled weight decay, `w -= lr * (m_hat / (sqrt(v_hat) + eps) + weight_decay * w)`.

  Examples:
    >>> w = Tensor([1.0], requires_grad=True)
    >>> opt = nn.optim.AdamW([w], lr=0.1, weight_decay=0.5)
    >>> with Tensor.train():
    ...   _ = w.sum().backward()
    ...   opt.step()
    >>> print(w.numpy().round(4))  # 1 - 0.1 * (1 + 0.5 * 1)
    [0.85]
  """
  return LAMB(params, lr, b1, b2, eps, weight_decay, adam=True, device=device, fused=fused)

__all__ = ["LAMB", "LARS", "SGD", "Adam", "AdamW", "Muon", "Optimizer", "OptimizerGroup"]
