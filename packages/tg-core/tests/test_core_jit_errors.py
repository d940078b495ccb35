"""TinyJit's errors say what is wrong in words: a nested return names the element, an input that differs from the capture names
the field (a slice at another offset printed two InputSig dumps)."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, TinyJit
from tinygrad.engine.jit import JitError
from tinygrad.helpers import Context

def test_dict_inside_tuple_return_names_the_element():
  f = TinyJit(lambda x: ((x + 1).realize(), {"a": x * 2}))
  f(Tensor.ones(4).contiguous().realize())  # the first call runs eagerly, as tinygrad
  with pytest.raises(JitError, match=r"flat tuple/list/dict of Tensors.*element \[1\] of the returned tuple is a dict"):
    f(Tensor.ones(4).contiguous().realize())

def test_number_in_dict_return_names_the_key():
  f = TinyJit(lambda x: {"y": (x + 1).realize(), "n": 3})
  f(Tensor.ones(4).contiguous().realize())
  with pytest.raises(JitError, match=r"element \['n'\] of the returned dict is a int"): f(Tensor.ones(4).contiguous().realize())

def test_flat_returns_still_replay():
  f = TinyJit(lambda x: {"a": (x + 1).realize(), "b": (x * 2).realize()})
  for i in range(4):
    v = np.arange(4, dtype=np.float32) + i
    out = f(Tensor(v).realize())
    np.testing.assert_array_equal(out["a"].numpy(), v + 1)
    np.testing.assert_array_equal(out["b"].numpy(), v * 2)

def _sliced_jit():
  base = Tensor.arange(10).float().contiguous().realize()
  f = TinyJit(lambda x: (x * 2).realize())
  for _ in range(3): f(base[0:5])
  return f, base

def test_shifted_slice_names_both_views():
  f, base = _sliced_jit()
  with pytest.raises(JitError) as e: f(base[1:6])
  msg = str(e.value)
  assert "InputSig" not in msg
  assert "input 0: view shrink((1, 6),) (captured shrink((0, 5),))" in msg and "same place" in msg

def test_other_dtype_and_size_name_each_field():
  f, _ = _sliced_jit()
  with pytest.raises(JitError, match=r"dtype dtypes\.int \(captured dtypes\.float\), a buffer of 5 elements \(captured 10\), "
                                     r"view the whole buffer \(captured shrink\(\(0, 5\),\)\)"):
    f(Tensor.arange(5).contiguous().realize())

def test_same_slice_replays():
  f, base = _sliced_jit()
  np.testing.assert_array_equal(f(base[0:5]).numpy(), np.arange(5, dtype=np.float32) * 2)

def test_check_oob_inside_a_capture_says_how_to_check():
  f = TinyJit(lambda x, i: x[i].realize())
  x, i = Tensor.arange(4).float().contiguous().realize(), Tensor([1, 2]).realize()
  with Context(CHECK_OOB=1):
    f(x, i)
    with pytest.raises(JitError, match=r"tensor indexing: CHECK_OOB=1 reads index tensors on the host.*JIT=0"): f(x, i)
