"""Gaps found by running upstream tinygrad's own test programs against tg (tools/upstream_tests.py), each checked against numpy."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

@pytest.mark.parametrize("make", [lambda: Tensor.rand(5, generator="foo"), lambda: Tensor.empty(3, foo=1), lambda: Tensor.full(3, 1.0, foo=2),
                                  lambda: Tensor.randn(2, generator="foo"), lambda: Tensor.zeros(2, pin_memory=True)])
def test_creation_rejects_unknown_keywords(make):
  # numpy and torch raise TypeError for an unknown keyword; it used to be swallowed (a generator= silently ignored)
  with pytest.raises(TypeError, match="unexpected keyword"): make()

def test_creation_keeps_requires_grad():
  for t in (Tensor.rand(3, requires_grad=True), Tensor.empty(2, requires_grad=True), Tensor.full(2, 1.0, requires_grad=True),
            Tensor.randn(2, requires_grad=True), Tensor.uniform(2, requires_grad=True)):
    assert t.requires_grad is True

@pytest.mark.parametrize("device", DEVICES)
def test_weakint_cast_truncates_under_a_float(device):
  # x.cast(weakint) is a kind conversion (numpy: astype(int) truncates); committing the whole to a float must keep it
  x = np.array([2.5, -3.7, 0.9, -0.2, 7.0], dtype=np.float32)
  t = Tensor(x, device=device)
  want = np.trunc(x)
  stacked = t.cast(dtypes.weakint).cast(dtypes.weakfloat)
  assert stacked.dtype == dtypes.weakfloat
  np.testing.assert_array_equal(np.array(stacked.tolist(), dtype=np.float32), want)
  np.testing.assert_array_equal(t.cast(dtypes.weakint).cast(dtypes.float32).numpy(), want)
  np.testing.assert_array_equal(t.cast(dtypes.weakint).cast(dtypes.float16).numpy(), want.astype(np.float16))
  np.testing.assert_array_equal((t.cast(dtypes.weakint) + Tensor(np.ones(5, np.float32), device=device)).numpy(), want + 1)
  np.testing.assert_array_equal(t.cast(dtypes.weakint).cast(dtypes.int8).numpy(), x.astype(np.int8))

@pytest.mark.parametrize("make", [lambda: Tensor.const(1.0).randn_like(), lambda: Tensor.const(1).randn_like(),
                                  lambda: Tensor.randn(2, dtype=dtypes.weakfloat), lambda: Tensor.const(1.0).rand_like()])
def test_random_needs_a_concrete_dtype(make):
  # a weak dtype has no storage: random values of it cannot be drawn (rand already refused; randn returned a weak tensor)
  with pytest.raises(ValueError, match="concrete"): make()

@pytest.mark.parametrize("device", DEVICES)
def test_fp8e5m2_nan_code_is_torchs(device):
  # torch.tensor(nan, dtype=torch.float8_e5m2).view(torch.uint8) is 0x7F (0xFF for -nan); tg wrote 0x7E, also a NaN but another code
  from tinygrad.dtype import float_to_fp8, float_to_fp8_np
  nan = float("nan")
  assert [float_to_fp8(x, dtypes.fp8e5m2) for x in (nan, -nan)] == [0x7F, 0xFF]
  assert float_to_fp8_np(np.array([nan, -nan]), dtypes.fp8e5m2).tolist() == [0x7F, 0xFF]
  got = Tensor([nan, -nan, 1.0], device=device).cast(dtypes.fp8e5m2).bitcast(dtypes.uint8).tolist()
  assert got == [0x7F, 0xFF, 0x3C]

def test_uop_realized_and_buf_uop():
  # tinygrad's UOp.realized: the Buffer of realized storage (None otherwise); an in-place assign keeps the same Buffer
  a, b = Tensor(np.arange(16, dtype=np.float32)).reshape(4, 4).realize(), Tensor(np.ones(16, np.float32)).reshape(4, 4).realize()
  ba1, bb1 = a.uop.base.realized, b.uop.base.realized
  assert ba1 is not None and bb1 is not None and ba1 is not bb1 and ba1.size == 16
  a += b
  a.realize()
  assert a.uop.base.realized is ba1
  np.testing.assert_array_equal(np.frombuffer(bytes(ba1.as_memoryview()), np.float32).reshape(4, 4), np.arange(16).reshape(4, 4) + 1)
  assert Tensor.full(3, 1.0, buffer=False).uop.realized is None and (Tensor([1.0]) + 1).uop.realized is None
  assert a.uop.buf_uop is a.uop.base and a[1:].uop.buf_uop is a.uop.base
  with pytest.raises(RuntimeError, match="realize"): _ = Tensor.full(3, 1.0, buffer=False).uop.buf_uop

def test_dtypes_dict_holds_storage_dtypes_only():
  # tinygrad's DTYPES_DICT has the dtypes a tensor can be stored in (its tests make a tensor of each); void and weak are names only
  from tinygrad.dtype import DTYPES_DICT, to_dtype
  assert not {"void", "weakint", "weakfloat"} & set(DTYPES_DICT)
  assert {"bool", "int8", "uint64", "fp8e5m2fnuz", "bfloat16", "half", "double", "long", "uchar"} <= set(DTYPES_DICT)
  for name, dt in DTYPES_DICT.items():
    t = Tensor.ones(3, dtype=dt)
    assert t.element_size() == dt.itemsize > 0, name
    if dt.fmt is not None: assert np.dtype(dt.fmt).itemsize == dt.itemsize
  assert to_dtype("weakint") is dtypes.weakint and to_dtype("void") is dtypes.void and repr(dtypes.weakfloat) == "dtypes.weakfloat"

def test_nested_jit_error_names_tinygrads_message():
  # tinygrad's tests match this text; the first call runs uncaptured (no error), the capturing second call raises
  from tinygrad import TinyJit
  f = TinyJit(lambda t: t + 1)
  g = TinyJit(lambda t: f(t) * 3)
  assert g(Tensor([1])).tolist() == [6]
  with pytest.raises(RuntimeError, match="having TinyJit inside another TinyJit is not supported"): g(Tensor([1])).realize()

@pytest.mark.parametrize("device", ["CPU:LLVM", "PYTHON"])
def test_jit_returned_symbolic_shape_follows_this_calls_binding(device):
  # a JIT output of shape (3, i) replayed with i=5 has 5 columns (it kept the capture's binding, i=2, and [:, :5] was out of bounds)
  from tinygrad import TinyJit, Variable
  jf = TinyJit(lambda a: (a + 1).realize())
  x = np.random.default_rng(0).standard_normal((3, 10)).astype(np.float32)
  a = Tensor(x, device=device).realize()
  for i in (1, 2, 3, 5, 9, 2):
    out = jf(a[:, :Variable("i", 1, 10).bind(i)])
    np.testing.assert_allclose(out[:3, :i].numpy(), x[:, :i] + 1, rtol=1e-6)
    np.testing.assert_allclose((out * 2).sum(axis=0)[:i].numpy(), (2 * (x[:, :i] + 1)).sum(axis=0), rtol=1e-5)

def test_backward_accumulates_into_the_same_grad_tensor():
  # tinygrad (and torch) keep x.grad the same object across backward calls; d/dx of 2x, 3x and x*x at 3 sum to 2 + 3 + 6
  x = Tensor([3.0], requires_grad=True)
  (x * 2)[0].backward()
  old = x.grad
  assert old is not None and old.tolist() == [2.0]
  (x * 3)[0].backward()
  assert x.grad is old and x.grad.tolist() == [5.0]
  (x * x)[0].backward()
  assert x.grad is old and x.grad.tolist() == [11.0]
  a, b = Tensor([1.0, 2.0], requires_grad=True), Tensor([1.0, 2.0], requires_grad=True)
  for _ in range(2): (a * b).sum().backward()  # two leaves: each its own grad, accumulated once per backward
  assert a.grad.tolist() == [2.0, 4.0] and b.grad.tolist() == [2.0, 4.0] and a.grad is not b.grad
