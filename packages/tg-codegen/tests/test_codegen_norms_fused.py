"""Fused softmax reads exp(x - max) back from its output (codegen.reuse_body): the sum's loop stores it, the output's loop rescales
it in place. Every result is checked against numpy in float64; where the rewrite must not apply (the output's elements are not
the sum's, element for element), it is checked that the kernel does not read its output."""
from typing import Any, cast
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.device import Device
from tinygrad.uop import Ops
from tinygrad.codegen.graph import base_buffer
from tinygrad.codegen.program import get_program

DEVICES = ["CPU:LLVM", "CPU:CLANG"]

def _softmax(x: np.ndarray, axis: int = -1) -> np.ndarray:
  e = np.exp(x - x.max(axis, keepdims=True))
  return e / e.sum(axis, keepdims=True)

def _rand(shape: tuple[int, ...], seed: int = 0) -> np.ndarray: return np.random.default_rng(seed).standard_normal(shape).astype(np.float32) * 3

def _reads_output(t: Tensor, dev: str) -> list[bool]:
  """Per kernel of t's schedule: whether it loads from a buffer it stores to."""
  out, ren = [], cast(Any, Device[dev].renderer)  # typed as the backend protocol
  for call in t.linear_with_vars()[0].src:
    if (ast := call.src[0]).op is not Ops.SINK: continue
    uops = get_program(ast, ren).uops
    stored = {base_buffer(u.src[0]) for u in uops if u.op is Ops.STORE}
    out.append(any(u.op is Ops.LOAD and base_buffer(u.src[0]) in stored and base_buffer(u.src[0]).op is Ops.PARAM for u in uops))
  return out

@pytest.mark.parametrize("dev", DEVICES)
# (4, 16) and (3, 32): the reduce is unrolled whole, no loop: the output must still read after the stores (linearize through GROUPs)
@pytest.mark.parametrize("shape", [(7, 1000), (3, 4097), (64, 128), (5, 1), (1, 33), (2, 3, 17), (4, 16), (3, 32), (6, 8)])
def test_softmax_last_axis_reads_back(dev: str, shape: tuple[int, ...]):
  a = _rand(shape)
  x = Tensor(a, device=dev)
  np.testing.assert_allclose(x.softmax(-1).numpy(), _softmax(a.astype(np.float64)), rtol=2e-6, atol=1e-7)
  # one row is scheduled as three kernels (whole-tensor reduces); one column has nothing to sum
  if shape[-1] > 1 and np.prod(shape[:-1]) > 1: assert _reads_output(x.softmax(-1), dev) == [True]

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("shape, axis", [((1000, 7), 0), ((33, 65), 0), ((4, 5, 6), 1), ((3, 129, 10), 1)])
def test_softmax_other_axes(dev: str, shape: tuple[int, ...], axis: int):
  a = _rand(shape, 1)
  np.testing.assert_allclose(Tensor(a, device=dev).softmax(axis).numpy(), _softmax(a.astype(np.float64), axis), rtol=2e-6, atol=1e-7)

@pytest.mark.parametrize("dev", DEVICES)
def test_log_softmax_is_not_rewritten(dev: str):
  # its output holds log(sum(exp)), not exp(x - max): nothing to read back
  a = _rand((7, 1000), 2)
  x = Tensor(a, device=dev)
  a64 = a.astype(np.float64)
  np.testing.assert_allclose(x.log_softmax(-1).numpy(), a64 - a64.max(-1, keepdims=True) - np.log(np.exp(a64 - a64.max(-1, keepdims=True)).sum(-1,
                             keepdims=True)), rtol=1e-5, atol=1e-5)
  assert _reads_output(x.log_softmax(-1), dev) == [False]

@pytest.mark.parametrize("dev", DEVICES)
def test_transposed_input_is_not_rewritten(dev: str):
  # the output is stored contiguously, the input read transposed: the sum's loop would write the wrong elements
  a = _rand((48, 40), 3)
  x = Tensor(a, device=dev)
  np.testing.assert_allclose(x.T.softmax(-1).numpy(), _softmax(a.T.astype(np.float64)), rtol=2e-6, atol=1e-7)

@pytest.mark.parametrize("dev", DEVICES)
def test_broadcast_bias_and_two_inputs(dev: str):
  a, b, c = _rand((9, 300), 4), _rand((300,), 5), _rand((9, 300), 6)
  x, bias, y = (Tensor(v, device=dev) for v in (a, b, c))
  a64, b64, c64 = (v.astype(np.float64) for v in (a, b, c))
  np.testing.assert_allclose((x + bias).softmax(-1).numpy(), _softmax(a64 + b64), rtol=2e-6, atol=1e-7)
  np.testing.assert_allclose((x * y).softmax(-1).numpy(), _softmax(a64 * c64), rtol=5e-6, atol=1e-7)

@pytest.mark.parametrize("dev", DEVICES)
def test_softmax_into_a_slice_and_in_place(dev: str):
  a = _rand((6, 50), 7)
  buf = Tensor.zeros(6, 80, device=dev).contiguous().realize()
  buf[:, 10:60].assign(Tensor(a, device=dev).softmax(-1)).realize()
  want = np.zeros((6, 80))
  want[:, 10:60] = _softmax(a.astype(np.float64))
  np.testing.assert_allclose(buf.numpy(), want, rtol=2e-6, atol=1e-7)
  x = Tensor(a, device=dev).contiguous().realize()
  x.assign(x.softmax(-1)).realize()
  np.testing.assert_allclose(x.numpy(), _softmax(a.astype(np.float64)), rtol=2e-6, atol=1e-7)

@pytest.mark.parametrize("dev", DEVICES)
def test_softmax_half_and_attention(dev: str):
  a = _rand((5, 200), 8).astype(np.float16)
  np.testing.assert_allclose(Tensor(a, device=dev).softmax(-1).numpy().astype(np.float64), _softmax(a.astype(np.float64)), rtol=2e-3, atol=1e-4)
  q, k, v = (_rand((2, 3, 24, 16), 9 + i) for i in range(3))
  out = Tensor(q, device=dev).scaled_dot_product_attention(Tensor(k, device=dev), Tensor(v, device=dev)).numpy()
  want = _softmax(q.astype(np.float64) @ k.astype(np.float64).transpose(0, 1, 3, 2) / 4.0) @ v.astype(np.float64)
  np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-5)

@pytest.mark.parametrize("dev", DEVICES)
def test_softmax_special_values(dev: str):
  # masked entries (-inf) give exact zeros, a NaN poisons its row, huge gaps underflow to 0 (exp2's clamp and NaN path)
  a = _rand((6, 70), 10)
  a[0, ::3], a[1, 5], a[2, :] = -np.inf, np.nan, 0.0
  a[3, 0], a[4, :35] = 100.0, -200.0
  with np.errstate(invalid="ignore"):
    want = _softmax(a.astype(np.float64))
  got = Tensor(a, device=dev).softmax(-1).numpy()
  np.testing.assert_allclose(got, want, rtol=2e-6, atol=1e-7)
  assert (got[0, ::3] == 0).all() and np.isnan(got[1]).all() and (got[4, :35] == 0).all()

@pytest.mark.parametrize("dev", [*DEVICES, "PYTHON"])
@pytest.mark.parametrize("dt", [np.float32, np.float64])
def test_exp2_specials_and_ties(dev: str, dt):
  # round-to-nearest of the exponent (ties to even) and NaN carried through the clamp instead of a final select
  v = np.array([np.nan, np.inf, -np.inf, -149.0, -126.5, 127.5, 128.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.0, 1e30, -1e30], dtype=dt)
  got = Tensor(v, device=dev).exp2().numpy()
  with np.errstate(over="ignore"): want = np.exp2(v.astype(np.float64)).astype(dt)
  np.testing.assert_allclose(got, want, rtol=3e-7 if dt == np.float32 else 1e-15, atol=0)

@pytest.mark.parametrize("dev", DEVICES)
def test_softmax_symbolic_rows_and_columns(dev: str):
  # a Variable number of rows (outer loop symbolic: the rewrite still applies) and of columns (the sum's loop symbolic: it does
  # not); each result is read through a graph-level pad to the full int shape, the padding zeros
  from tinygrad.uop.ops import UOp, Variable
  a = _rand((9, 40), 11)
  x = Tensor(a, device=dev).realize()
  def padded(t: Tensor) -> np.ndarray: return Tensor(t.uop.pad(tuple((0, f - s) for f, s in zip(a.shape, t.shape)))).numpy()
  for n in (3, 7, 9):
    v: UOp = Variable("n", 1, 9).bind(n)
    rows, want = padded(x[:v].softmax(-1)), np.zeros(a.shape)
    want[:n] = _softmax(a[:n].astype(np.float64))
    np.testing.assert_allclose(rows, want, rtol=2e-6, atol=1e-7)
    assert _reads_output(x[:v].softmax(-1), dev) == [True]
    v = Variable("m", 1, 40).bind(n * 4)
    cols, want = padded(x[:, :v].softmax(-1)), np.zeros(a.shape)
    want[:, :n * 4] = _softmax(a[:, :n * 4].astype(np.float64))
    np.testing.assert_allclose(cols, want, rtol=2e-6, atol=1e-7)
    assert _reads_output(x[:, :v].softmax(-1), dev) == [False]
