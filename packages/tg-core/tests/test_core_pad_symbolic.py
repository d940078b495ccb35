"""Tensor.pad by a symbolic amount (a bound Variable): every mode, crops, errors and the gradient, against numpy.pad."""
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor, Variable

rng = np.random.default_rng(0)
NP_MODE: dict[str, Any] = {"constant": "constant", "reflect": "reflect", "replicate": "edge", "circular": "wrap"}

@pytest.mark.parametrize("mode", list(NP_MODE))
@pytest.mark.parametrize("val", [1, 3])
def test_pad_symbolic_amount(mode: str, val: int):
  x = rng.random((2, 4), dtype=np.float32)
  v = Variable("v", 0, 3).bind(val)
  t = Tensor(x).pad(((0, 0), (v, 1)), mode=mode)
  assert t.shape[1].vmax == 8  # one kernel shape for every bound value
  want = np.pad(x, ((0, 0), (val, 1)), mode=NP_MODE[mode])
  np.testing.assert_allclose(t.sum().item(), want.sum(), rtol=1e-5)
  np.testing.assert_allclose((t * t).sum().item(), (want * want).sum(), rtol=1e-5)
  np.testing.assert_allclose(t[:, :4].numpy(), want[:, :4], rtol=1e-6)

def test_pad_symbolic_crop_and_flat_order():
  x = rng.random((3, 5), dtype=np.float32)
  v = Variable("v", 1, 2).bind(2)
  np.testing.assert_allclose(Tensor(x).pad((-v, 0)).sum().item(), x[:, 2:].sum(), rtol=1e-5)  # a provably negative amount crops
  np.testing.assert_allclose(Tensor(x).pad((v, 0, 0, v)).sum().item(), x.sum(), rtol=1e-5)

def test_pad_symbolic_errors():
  v = Variable("v", 0, 3)
  with pytest.raises(ValueError, match="must be >= 0"): Tensor.ones(2, 4).pad(((0, 0), (v - 1, 0)))
  with pytest.raises(ValueError, match="smaller than the dim"): Tensor.ones(2, 4).pad(((0, 0), (v + 1, 0)), mode="reflect")
  with pytest.raises(ValueError, match="wrap at most once"): Tensor.ones(2, 4).pad(((0, 0), (v * 2, 0)), mode="circular")

def test_pad_symbolic_gradient():
  x = rng.random(8, dtype=np.float32)
  v = Variable("v", 1, 3).bind(2)
  X = Tensor(x)
  y = X.pad(((v, 1),)) * Tensor.arange(12).float().shrink(((0, 8 + v + 1),))  # weight i at padded position i
  np.testing.assert_allclose(y.sum().gradient(X)[0].numpy(), np.arange(12)[2:10], rtol=1e-6)
