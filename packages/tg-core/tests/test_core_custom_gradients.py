"""Custom kernels and their gradients: kernel pointer arithmetic, custom_kernel(grad_fxn=), Tensor.call / as_param, UOp.call_with_output(s),
unbound outputs, placeholders; numpy and finite-difference checks."""
import numpy as np
import pytest
from tinygrad import Tensor

rng = np.random.default_rng(0)


def _kernel(fxn):
  from tinygrad.uop.ops import KernelInfo
  return lambda *bufs: fxn(*bufs).sink(arg=KernelInfo(name="custom", opts_to_apply=()))

def test_kernel_adds_loads_from_buffers_of_different_sizes():
  pytest.importorskip("tinygrad.codegen")
  from tinygrad.uop.ops import UOp
  def k(C: UOp, A: UOp, B: UOp) -> UOp:
    i = UOp.range(C.shape[0], 0)
    assert (A[i] + B[i * 2]).dtype == A.dtype.base  # value arithmetic on two addresses (ptr(8), ptr(16)) has the element dtype
    return C[i].store((A[i] + B[i * 2]) * 2.0 - A[i] * A[i]).end(i)
  a, b = rng.random(8, dtype=np.float32), rng.random(16, dtype=np.float32)
  out = Tensor.empty(8).custom_kernel(Tensor(a), Tensor(b), fxn=_kernel(k))[0]
  np.testing.assert_allclose(out.numpy(), (a + b[::2]) * 2 - a * a, rtol=1e-6)

def test_kernel_mixed_dtype_addresses_promote_elements():
  pytest.importorskip("tinygrad.codegen")
  from tinygrad.uop.ops import UOp
  def k(C: UOp, A: UOp, B: UOp) -> UOp:
    i = UOp.range(C.shape[0], 0)
    return C[i].store((A[i] + B[i]).cast(C.dtype.base)).end(i)
  a, b = rng.integers(0, 100, 6).astype(np.int8), rng.integers(0, 1000, 6).astype(np.int32)
  out = Tensor.empty(6, dtype="int32").custom_kernel(Tensor(a), Tensor(b), fxn=_kernel(k))[0]
  np.testing.assert_array_equal(out.numpy(), a.astype(np.int32) + b)

# ---- custom gradients: custom_kernel(grad_fxn=), Tensor.call / as_param, UOp.call_with_output(s), unbound_outputs ----

def _fd_grad(f, xs: list[np.ndarray], i: int, eps: float = 1e-6) -> np.ndarray:
  """Central finite differences of scalar f (float64) with respect to xs[i]."""
  g = np.zeros_like(xs[i])
  for j in np.ndindex(xs[i].shape):
    hi, lo = [x.copy() for x in xs], [x.copy() for x in xs]
    hi[i][j] += eps
    lo[i][j] -= eps
    g[j] = (f(*hi) - f(*lo)) / (2 * eps)
  return g

def _mul_kernel(C, A, B):
  from tinygrad.uop.ops import UOp
  i = UOp.range(C.shape[0], 0)
  return C[i].store(A[i] * B[i]).end(i)

def test_custom_kernel_grad_fxn_vs_finite_differences():
  pytest.importorskip("tinygrad.codegen")
  a, b = rng.standard_normal(6), rng.standard_normal(6)
  seen = []
  def grad(g, call):
    seen.append(len(call.src))
    A, B = Tensor(call.src[2]), Tensor(call.src[3])
    return None, Tensor(g) * B, Tensor(g) * A  # None for the output slot
  A, B = Tensor(a.astype(np.float32)), Tensor(b.astype(np.float32))
  out = Tensor.empty(6).custom_kernel(A, B, fxn=_kernel(_mul_kernel), grad_fxn=grad)[0]
  loss = (out.sin() * out).sum()
  ga, gb = loss.gradient(A, B)
  f = lambda x, y: float((np.sin(x * y) * x * y).sum())
  np.testing.assert_allclose(ga.numpy(), _fd_grad(f, [a, b], 0), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(gb.numpy(), _fd_grad(f, [a, b], 1), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(loss.item(), f(a, b), rtol=1e-5)
  assert seen == [4]  # body + 3 inputs, asked once

def test_custom_kernel_grad_fxn_backward_fills_grad():
  pytest.importorskip("tinygrad.codegen")
  a, b = rng.random(5, dtype=np.float32), rng.random(5, dtype=np.float32)
  A, B = Tensor(a), Tensor(b)
  out = Tensor.empty(5).custom_kernel(A, B, fxn=_kernel(_mul_kernel), grad_fxn=lambda g, c: (None, g * c.src[3], g * c.src[2]))[0]
  (out * 3).sum().backward()
  np.testing.assert_allclose(A.grad.numpy(), 3 * b, rtol=1e-6)
  np.testing.assert_allclose(B.grad.numpy(), 3 * a, rtol=1e-6)

def test_custom_kernel_grad_fxn_errors():
  pytest.importorskip("tinygrad.codegen")
  A = Tensor(rng.random(4, dtype=np.float32))
  out = Tensor.empty(4).custom_kernel(A, A, fxn=_kernel(_mul_kernel), grad_fxn=lambda g, c: (None, g))[0]
  with pytest.raises(ValueError, match="one per input"): out.sum().gradient(A)
  out = Tensor.empty(4).custom_kernel(A, A, fxn=_kernel(_mul_kernel), grad_fxn=lambda g, c: (None, Tensor(g).sum(0), None))[0]
  with pytest.raises(ValueError, match="shape"): out.sum().gradient(A)

def test_kernel_without_grad_fxn_is_not_differentiable():
  pytest.importorskip("tinygrad.codegen")
  A = Tensor(rng.random(4, dtype=np.float32))
  out = Tensor.empty(4).custom_kernel(A, A, fxn=_kernel(_mul_kernel))[0]
  np.testing.assert_array_equal(out.sum().gradient(A)[0].numpy(), np.zeros(4, np.float32))  # the call cuts the graph, like detach

def test_tensor_call_value_body_and_gradients():
  x, w = rng.standard_normal((3, 4)), rng.standard_normal(4)
  X, W = Tensor(x.astype(np.float32)), Tensor(w.astype(np.float32))
  xp, wp = X.as_param(0), W.as_param(1)
  assert xp.shape == (3, 4) and xp.dtype == X.dtype and xp.device == X.device
  body = (xp * wp).tanh() + xp  # built once, called on any tensors of these shapes
  y = X.call(W, fxn=body)  # no grad_fxn: autodiff goes through the body
  f = lambda a, b: float((np.tanh(a * b) + a).sum())
  gx, gw = y.sum().gradient(X, W)
  np.testing.assert_allclose(gx.numpy(), _fd_grad(f, [x, w], 0), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(gw.numpy(), _fd_grad(f, [x, w], 1), rtol=1e-4, atol=1e-5)
  X2 = Tensor(rng.random((3, 4), dtype=np.float32))
  np.testing.assert_allclose(X2.call(W, fxn=body).numpy(), np.tanh(X2.numpy() * w) + X2.numpy(), rtol=1e-5, atol=1e-6)

def test_call_with_output_grad_fxn_uses_unbound_outputs():
  from tinygrad import UOp
  x = rng.standard_normal((2, 8))
  X = Tensor(x.astype(np.float32))
  xp = X.as_param(0)
  rrms = ((xp * xp).mean(-1, keepdim=True) + 1e-6).rsqrt()
  def bwd(gy, gr, call):  # d(x*rrms): rrms*(g - xn*mean(g*xn)), reading the saved rrms from the call's outputs
    xn, r = Tensor(call.unbound_outputs[0]), Tensor(call.unbound_outputs[1])
    g = Tensor(gy)
    return ((g - xn * (g * xn).mean(-1, keepdim=True)) * r).uop,
  y, r = UOp.call_with_outputs(((xp * rrms).uop, rrms.uop), X.uop, grad_fxn=bwd)
  wgt = rng.standard_normal((2, 8))
  loss = (Tensor(y) * Tensor(wgt.astype(np.float32))).sum()
  f = lambda a: float((a / np.sqrt((a * a).mean(-1, keepdims=True) + 1e-6) * wgt).sum())
  np.testing.assert_allclose(loss.gradient(X)[0].numpy(), _fd_grad(f, [x], 0), rtol=1e-3, atol=1e-4)
  np.testing.assert_allclose(Tensor(r).numpy(), 1 / np.sqrt((x * x).mean(-1, keepdims=True) + 1e-6), rtol=1e-4)

def test_call_with_outputs_several_grads_and_gettuple():
  from tinygrad import UOp
  a, b = rng.standard_normal(5), rng.standard_normal(5)
  A, B = Tensor(a.astype(np.float32)), Tensor(b.astype(np.float32))
  ap, bp = A.as_param(0), B.as_param(1)
  calls = []
  def grad(g0, g1, call):
    calls.append(call)
    return g0 * call.src[2] + g1, g0 * call.src[1] + g1
  o0, o1 = UOp.call_with_outputs(((ap * bp).uop, (ap + bp).uop), A.uop, B.uop, grad_fxn=grad)
  loss = (Tensor(o0) * 2 + Tensor(o1).square()).sum()
  f = lambda x, y: float((2 * x * y + (x + y) ** 2).sum())
  ga, gb = loss.gradient(A, B)
  np.testing.assert_allclose(ga.numpy(), _fd_grad(f, [a, b], 0), rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(gb.numpy(), _fd_grad(f, [a, b], 1), rtol=1e-4, atol=1e-5)
  assert len(calls) == 1 and calls[0].op.name == "FUNCTION"
  only0 = Tensor(o0).sum().gradient(A)[0]  # an output with no gradient gets zeros
  np.testing.assert_allclose(only0.numpy(), b, rtol=1e-6)
  fn = UOp.maketuple((ap * bp).uop, (ap - bp).uop).call(A.uop, B.uop)
  np.testing.assert_allclose(Tensor(fn.gettuple(1)).numpy(), a.astype(np.float32) - b.astype(np.float32), rtol=1e-6)

def test_call_errors():
  from tinygrad import UOp
  X = Tensor.ones(3)
  body = X.as_param(0) * X.as_param(1)
  with pytest.raises(IndexError, match="param slot 1"): X.call(fxn=body)
  with pytest.raises(ValueError, match="elements"): X.call(Tensor.ones(4), fxn=body)
  with pytest.raises(TypeError, match="cast it"): X.call(Tensor.ones(3, dtype="int32"), fxn=body)
  with pytest.raises(ValueError, match="non-negative"): UOp.param(-1, X.dtype, (3,))
  with pytest.raises(TypeError, match="FUNCTION"): _ = X.uop.unbound_outputs

def test_uop_placeholder_addrspaces_and_custom_kernel():
  pytest.importorskip("tinygrad.codegen")
  from tinygrad.dtype import AddrSpace, PtrDType, dtypes
  from tinygrad.uop.ops import UOp
  g = UOp.placeholder((2, 3), dtypes.float, 1)
  assert g.shape == (2, 3) and g.base.op.name == "PARAM" and isinstance(g.base.dtype, PtrDType) and g.base.dtype.size == 6
  r = UOp.placeholder(4, dtypes.int32, 0, addrspace=AddrSpace.REG)
  assert r.op.name == "BUFFER" and isinstance(r.dtype, PtrDType) and r.dtype.addrspace is AddrSpace.REG and r.shape == (4,)
  with pytest.raises(ValueError, match="memory"): UOp.placeholder(4, dtypes.float, 0, addrspace=AddrSpace.ALU)
  a, b = rng.random(8, dtype=np.float32), rng.random(8, dtype=np.float32)
  outs = Tensor.empty(8).uop.custom_kernel(Tensor(a).uop, Tensor(b).uop, fxn=_kernel(_mul_kernel))
  np.testing.assert_allclose(Tensor(outs[0]).numpy(), a * b, rtol=1e-6)

def test_custom_kernel_grad_fxn_on_sharded_inputs():
  pytest.importorskip("tinygrad.codegen")
  devs = ("CPU", "CPU:1")
  a, b = rng.random(8, dtype=np.float32), rng.random(8, dtype=np.float32)
  A, B = Tensor(a).shard(devs, 0), Tensor(b).shard(devs, 0)
  out = Tensor.empty(8).shard(devs, 0).custom_kernel(A, B, fxn=_kernel(_mul_kernel), grad_fxn=lambda g, c: (None, g * c.src[3], g * c.src[2]))[0]
  ga, gb = (out * out).sum().gradient(A, B)
  np.testing.assert_allclose(ga.numpy(), 2 * a * b * b, rtol=1e-5)
  np.testing.assert_allclose(gb.numpy(), 2 * a * a * b, rtol=1e-5)

