"""A Variable bound from a Tensor's value (a 0-d or one-element integer Tensor, numpy integer or CONST UOp): the value is read
and bound as an int, so symbolic shapes built from it give numpy's answers; non-integer or many-element values raise."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, Variable, dtypes
from tinygrad.uop.ops import SymbolicError, UOp

A = np.random.default_rng(0).random((4, 10), dtype=np.float32)

@pytest.mark.parametrize("make", [lambda n: Tensor(n), lambda n: Tensor([n]), lambda n: Tensor([[n]], dtype=dtypes.int64),
                                  lambda n: (Tensor([n - 2, 2]).sum()), lambda n: Tensor(n, dtype=dtypes.uint8).realize()])
def test_bind_from_tensor_value_slices_like_numpy(make):
  X = Tensor(A).realize()
  for n in (2, 5, 9):
    v = Variable("n17", 1, 10).bind(make(n))
    assert v.unbind()[1] == n
    y = X[:, :v]
    assert isinstance(y.shape[1], UOp)
    np.testing.assert_allclose(y.sum(1).numpy(), A[:, :n].sum(1), rtol=1e-6)
    np.testing.assert_allclose(Tensor.ones(10).contiguous()[:v].sum().item(), float(n))

def test_bind_from_numpy_int_and_const_uop():
  assert Variable("n17", 1, 10).bind(np.int64(7)).unbind()[1] == 7
  assert Variable("n17", 1, 10).bind(UOp.const(6, dtypes.int32)).unbind()[1] == 6
  assert isinstance(Variable("n17", 1, 10).bind(np.int32(7)).unbind()[1], int)

def test_bind_from_tensor_checks_range_and_kind():
  with pytest.raises(SymbolicError, match="outside its range"): Variable("n17", 1, 10).bind(Tensor(11))
  with pytest.raises(TypeError, match="integer"): Variable("n17", 1, 10).bind(Tensor(3.0))
  with pytest.raises(TypeError, match="integer"): Variable("n17", 1, 10).bind(Tensor(True))
  with pytest.raises(TypeError, match="one element"): Variable("n17", 1, 10).bind(Tensor([1, 2]))
  with pytest.raises(TypeError, match="int"): Variable("n17", 1, 10).bind(2.5)
  with pytest.raises(TypeError, match="int"): Variable("n17", 1, 10).bind(Variable("m", 1, 10))

def test_bind_from_tensor_with_jit():
  from tinygrad import TinyJit
  from tinygrad.engine.jit import JitError
  @TinyJit
  def f(v: UOp) -> Tensor: return (Tensor(A)[:, :v] * 2).sum(1).realize()
  for n in (3, 6, 4, 9):  # bound outside the function from a tensor value: every replay sees its own n
    np.testing.assert_allclose(f(Variable("n17", 1, 10).bind(Tensor([n]))).numpy(), (A[:, :n] * 2).sum(1), rtol=1e-6)
  @TinyJit
  def g(t: Tensor) -> Tensor: return Tensor.ones(10).contiguous()[:Variable("n17", 1, 10).bind(t)].sum().realize()
  with pytest.raises(JitError, match="frozen"):  # reading the value inside a capture would freeze it: refused, never stale
    for n in (2, 3, 4): g(Tensor([n]))
