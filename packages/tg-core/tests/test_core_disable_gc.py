"""helpers.disable_gc (realize and codegen run with the cyclic collector off): it is back on afterwards, after errors too, nested
blocks restore what they found, and results are unchanged."""
import gc
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.helpers import disable_gc

def test_restores_after_realize_and_errors():
  assert gc.isenabled()
  a = np.arange(12, dtype=np.float32).reshape(3, 4)
  np.testing.assert_allclose((Tensor(a) * 2 + 1).sum(1).numpy(), (a * 2 + 1).sum(1))
  assert gc.isenabled()
  with pytest.raises(ZeroDivisionError), disable_gc():
    assert not gc.isenabled()
    _ = 1 / 0
  assert gc.isenabled()

def test_nests_and_keeps_a_disabled_collector_off():
  with disable_gc():
    with disable_gc(): assert not gc.isenabled()
    assert not gc.isenabled()
  assert gc.isenabled()
  gc.disable()
  try:
    with disable_gc(): pass
    assert not gc.isenabled(), "a collector the caller turned off stays off"
  finally: gc.enable()
