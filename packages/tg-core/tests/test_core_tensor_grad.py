"""Gradients of every differentiable op against float64 central finite differences, under broadcasting."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.device import is_dtype_supported

rng = np.random.RandomState(2)

def check_grad(fn, *shapes, lo=-2.0, hi=2.0, eps=1e-6, rtol=1e-5, atol=1e-6, inputs=None):
  """d sum(fn(x) * w) / dx by autograd (float64) vs central differences. A device without float64 (by its capability: WEBGPU) runs
  autograd in float32, to a float32 tolerance, against the differences in float64 on the CPU."""
  xs = inputs if inputs is not None else [rng.uniform(lo, hi, s) for s in shapes]
  dt, ref = (dtypes.float64, None) if is_dtype_supported(dtypes.float64) else (dtypes.float32, "CPU")
  if dt == dtypes.float32: rtol, atol = max(rtol, 1e-3), max(atol, 1e-4)
  ts = [Tensor(x, dtype=dt) for x in xs]
  out = fn(*ts)
  w = rng.uniform(0.5, 1.5, out.shape)
  grads = (out * Tensor(w, dtype=dt)).sum().gradient(*ts)
  for i, (x, g) in enumerate(zip(xs, grads)):
    num = np.zeros_like(x)
    for j in np.ndindex(x.shape):
      xp, xm = [a.copy() for a in xs], [a.copy() for a in xs]
      xp[i][j] += eps
      xm[i][j] -= eps
      fp = (fn(*[Tensor(a, dtype=dtypes.float64, device=ref) for a in xp]).numpy() * w).sum()
      fm = (fn(*[Tensor(a, dtype=dtypes.float64, device=ref) for a in xm]).numpy() * w).sum()
      num[j] = (fp - fm) / (2 * eps)
    assert g.shape == x.shape
    np.testing.assert_allclose(g.numpy(), num, rtol=rtol, atol=atol, err_msg=f"input {i}")

@pytest.mark.parametrize("name, fn, lo, hi", [
  ("add", lambda a, b: a + b, -2, 2), ("sub", lambda a, b: a - b, -2, 2), ("mul", lambda a, b: a * b, -2, 2), ("div", lambda a, b: a / b, 0.5, 2),
  ("maximum", lambda a, b: a.maximum(b), -2, 2), ("minimum", lambda a, b: a.minimum(b), -2, 2), ("pow", lambda a, b: a ** b, 0.5, 2),
  ("where", lambda a, b: (a > b).where(a, b * 2), -2, 2)])
def test_binary_grads_broadcast(name, fn, lo, hi):
  check_grad(fn, (2, 3), (3,), lo=lo, hi=hi)

@pytest.mark.parametrize("name, lo, hi", [
  ("exp", -2, 2), ("log", 0.5, 3), ("sqrt", 0.5, 3), ("sin", -3, 3), ("cos", -3, 3), ("tanh", -2, 2), ("sigmoid", -3, 3), ("relu", -2, 2),
  ("reciprocal", 0.5, 2), ("abs", -2, 2), ("exp2", -2, 2), ("log2", 0.5, 3), ("gelu", -2, 2), ("silu", -2, 2), ("softplus", -2, 2),
  ("elu", -2, 2), ("leaky_relu", -2, 2), ("square", -2, 2), ("rsqrt", 0.5, 2), ("atan", -2, 2), ("erf", -1, 1), ("mish", -2, 2)])
def test_unary_grads(name, lo, hi):
  x = rng.uniform(lo, hi, (5,))
  x[np.abs(x) < 0.05] = 0.3  # keep away from kinks
  check_grad(lambda a: getattr(a, name)(), inputs=[x])

@pytest.mark.parametrize("name, fn", [
  ("sum", lambda a: a.sum(1)), ("mean", lambda a: a.mean()), ("max", lambda a: a.max(0)), ("prod", lambda a: a.prod(1)),
  ("var", lambda a: a.var(1)), ("softmax", lambda a: a.softmax(1)), ("log_softmax", lambda a: a.log_softmax(0)),
  ("logsumexp", lambda a: a.logsumexp(1)), ("cumsum", lambda a: a.cumsum(1)), ("layernorm", lambda a: a.layernorm())])
def test_reduce_grads(name, fn):
  check_grad(fn, (3, 4))

@pytest.mark.parametrize("name, fn", [
  ("reshape", lambda a: a.reshape(4, 3)), ("permute", lambda a: a.permute(1, 0)), ("expand", lambda a: a[:, :1].expand(3, 5)),
  ("pad", lambda a: a.pad((1, 2))), ("shrink", lambda a: a[1:, 1:3]), ("flip", lambda a: a.flip(1)), ("getitem", lambda a: a[::2, [0, 3]]),
  ("cat", lambda a: a.cat(a * 2, dim=1)),
  ("pad_reflect", lambda a: a.pad((2, 1), mode="reflect")), ("gather", lambda a: a.gather(1, Tensor([[0], [3], [1]], device=a.device)))])
def test_movement_grads(name, fn):
  check_grad(fn, (3, 4))

def test_matmul_conv_pool_grads():
  check_grad(lambda a, b: a @ b, (2, 3), (3, 4))
  check_grad(lambda x, w: x.conv2d(w, padding=1), (1, 2, 4, 4), (3, 2, 3, 3))
  check_grad(lambda x: x.max_pool2d(2), (1, 1, 4, 4))
  check_grad(lambda x: x.avg_pool2d(2), (1, 1, 4, 4))

def test_max_splits_ties_and_prod_handles_zeros():
  x = Tensor([1.0, 3.0, 3.0])
  assert x.max().gradient(x)[0].tolist() == [0.0, 0.5, 0.5]
  z = Tensor([2.0, 0.0, 3.0])
  assert z.prod().gradient(z)[0].tolist() == [0.0, 6.0, 0.0]
  z2 = Tensor([0.0, 0.0, 3.0])
  assert z2.prod().gradient(z2)[0].tolist() == [0.0, 0.0, 0.0]

def test_backward_fills_grads_and_accumulates():
  a = Tensor([1.0, 2.0, 3.0])
  b = Tensor([4.0, 5.0, 6.0])
  (a * b).sum().backward()
  assert a.grad.tolist() == [4.0, 5.0, 6.0] and b.grad.tolist() == [1.0, 2.0, 3.0]
  (a * 2).sum().backward()
  assert a.grad.tolist() == [6.0, 7.0, 8.0]

def test_detach_and_gradient_errors():
  a = Tensor([1.0, 2.0])
  g = (a * a.detach()).sum().gradient(a)[0]
  assert g.tolist() == [1.0, 2.0]
  assert (Tensor([5.0]) * 2).sum().gradient(a)[0].tolist() == [0.0, 0.0]  # not in the graph
  with pytest.raises(AssertionError): (a * 2).gradient(a)
  with pytest.raises(RuntimeError): Tensor([1, 2]).sum().gradient(Tensor([1, 2]))
