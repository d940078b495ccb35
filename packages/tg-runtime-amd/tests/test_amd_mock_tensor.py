"""Tensors on the mock KFD GPU (DEV=MOCKKFD+AMD:LLVM): kernels compiled by llvmlite, dispatched through the PM4 queue and run by
the AMD ISA emulator; ops and dtypes vs numpy, transfers between two mock GPUs, TinyJit through HCQGraph with a Variable, and a
sharded training step equal to one device's."""
from __future__ import annotations
import importlib.util
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Device
from tinygrad.helpers import Context

def _importable(name: str) -> bool:
  try: return importlib.util.find_spec(name) is not None
  except ImportError: return False

pytestmark = pytest.mark.skipif(not (_importable("tinygrad.runtime.mockgpu.amd.emu") and _importable("tinygrad.runtime.support.compiler_amd")),
                                reason="the AMD ISA emulator or the AMD:LLVM compiler is not installed")

@pytest.fixture(scope="module", autouse=True)
def amd() -> Any:
  with Context(DEV="MOCKKFD+AMD:LLVM"):
    yield Device["AMD"]
  for name in [n for n in Device._opened if n.startswith("AMD")]:
    try: Device[name].synchronize()
    finally: del Device._opened[name]

def test_elementwise_reduce_matmul(amd):
  from tinygrad import Tensor
  a, b = np.random.default_rng(0).standard_normal((2, 33, 17)).astype(np.float32)
  ta, tb = Tensor(a, device="AMD"), Tensor(b, device="AMD")
  np.testing.assert_allclose((ta * 2 + tb).numpy(), a * 2 + b, rtol=1e-6)
  np.testing.assert_allclose(ta.sum(axis=1).numpy(), a.sum(axis=1), rtol=1e-5, atol=1e-5)
  np.testing.assert_allclose((ta @ tb.T).numpy(), a @ b.T, rtol=1e-4, atol=1e-4)
  np.testing.assert_allclose(ta.exp().max().numpy(), np.exp(a).max(), rtol=1e-5)
  np.testing.assert_allclose(ta.abs().sqrt().log().numpy(), np.log(np.sqrt(np.abs(a))), rtol=1e-5, atol=1e-6)

def test_integer_and_bool_dtypes(amd):
  from tinygrad import Tensor, dtypes
  x = np.arange(-500, 500, dtype=np.int32)
  t = Tensor(x, device="AMD")
  np.testing.assert_array_equal((Tensor.arange(1000, device="AMD") % 7).numpy(), np.arange(1000) % 7)
  np.testing.assert_array_equal((t * 3 // 4).numpy(), x * 3 // 4)
  np.testing.assert_array_equal(((t > 0).where(t, -t)).numpy(), np.abs(x))
  np.testing.assert_array_equal(t.cast(dtypes.uint8).numpy(), x.astype(np.uint8))
  np.testing.assert_array_equal((t.cast(dtypes.float32) / 8).numpy(), x.astype(np.float32) / 8)

def test_int64_to_float_casts(amd):  # compiled through s_cls_i32, once missing from the emulator
  from tinygrad import Tensor, dtypes
  rng = np.random.default_rng(5)
  v = np.concatenate([rng.integers(-2**63, 2**63 - 1, 40, dtype=np.int64), [0, 1, -1, 2**53 + 1, -(2**53) - 1, 2**63 - 1, -2**63],
                      2 ** np.arange(0, 63, 7, dtype=np.int64), -(2 ** np.arange(0, 63, 7, dtype=np.int64))]).astype(np.int64)
  for dt, npdt in [(dtypes.float32, np.float32), (dtypes.float64, np.float64)]:
    np.testing.assert_array_equal(Tensor(v, device="AMD").cast(dt).numpy(), v.astype(npdt))
  u = v.view(np.uint64)
  np.testing.assert_array_equal(Tensor(u, device="AMD").cast(dtypes.float32).numpy(), u.astype(np.float32))

def test_transfer_between_mock_gpus(amd):
  from tinygrad import Tensor
  x = np.random.default_rng(1).standard_normal(4099).astype(np.float32)
  t = (Tensor(x, device="AMD") + 1).to("AMD:1") * 2
  assert t.device == "AMD:1"
  np.testing.assert_allclose(t.numpy(), (x + 1) * 2, rtol=1e-6)

def test_tinyjit_hcqgraph_with_variable(amd, monkeypatch):
  from tinygrad import Tensor, TinyJit, Variable
  from tinygrad.runtime.graph.hcq import HCQGraph
  from tinygrad.engine.jit import graph_class
  assert graph_class(amd) is HCQGraph and graph_class("AMD") is HCQGraph  # what the JIT batches with below
  submits: list[int] = []
  orig = type(amd.compute_queue).put_words
  def counting(self: Any, words: list[int]) -> None:
    submits.append(len(words))
    orig(self, words)
  monkeypatch.setattr(type(amd.compute_queue), "put_words", counting)
  @TinyJit
  def f(a: Tensor, n: Any) -> Tensor: return ((a[:n] * 2 + 1).contiguous() * (a[:n] + 3)).sum().contiguous() + n
  data = np.arange(16, dtype=np.float32)
  for step, nval in enumerate([5, 9, 12, 3, 16, 7]):
    x = Tensor(data, device="AMD").realize()
    submits.clear()
    out = f(x, Variable("n", 1, 16).bind(nval)).numpy()
    np.testing.assert_allclose(out, ((data[:nval] * 2 + 1) * (data[:nval] + 3)).sum() + nval, rtol=1e-5)
    if step >= 2:  # replays: every kernel of the batch in one compute submission
      assert any(isinstance(r, HCQGraph) for r, _ in f.captured._graph)
      assert len(submits) == 1, f"{len(submits)} compute submissions for one replay"

def _mlp_step(devices: tuple | None, steps: int = 2) -> list[np.ndarray]:
  from tinygrad import Tensor
  from tinygrad.nn.optim import SGD
  r = np.random.default_rng(1)
  x, y = r.random((8, 5), dtype=np.float32), r.integers(0, 3, 8).astype(np.int32)
  w1, w2 = Tensor(r.random((5, 16), dtype=np.float32) - 0.5, device="AMD"), Tensor(r.random((16, 3), dtype=np.float32) - 0.5, device="AMD")
  xt, yt = Tensor(x, device="AMD"), Tensor(y, device="AMD")
  if devices is not None:
    w1.shard_(devices, None)
    w2.shard_(devices, None)
    xt, yt = xt.shard(devices, 0), yt.shard(devices, 0)
  opt = SGD([w1, w2], lr=0.1)
  with Context(TRAINING=1):
    for _ in range(steps):
      opt.zero_grad()
      loss = (xt @ w1).relu().matmul(w2).sparse_categorical_crossentropy(yt)
      loss.backward()
      opt.step()
  return [loss.numpy(), w1.numpy(), w2.numpy()]

def test_sharded_training_step_equals_one_device(amd):
  ref = _mlp_step(None)
  got = _mlp_step(("AMD", "AMD:1"))
  for r, g in zip(ref, got): np.testing.assert_allclose(g, r, rtol=1e-5, atol=1e-5)
  # and the weights equal a float64 numpy oracle of the same two SGD steps
  rng = np.random.default_rng(1)
  x, y = rng.random((8, 5), dtype=np.float32).astype(np.float64), rng.integers(0, 3, 8)
  w1, w2 = rng.random((5, 16), dtype=np.float32).astype(np.float64) - 0.5, rng.random((16, 3), dtype=np.float32).astype(np.float64) - 0.5
  for _ in range(2):
    h = x @ w1
    z = np.maximum(h, 0) @ w2
    p = np.exp(z - z.max(1, keepdims=True))
    dz = (p / p.sum(1, keepdims=True) - np.eye(3)[y]) / 8
    w1, w2 = w1 - 0.1 * (x.T @ ((dz @ w2.T) * (h > 0))), w2 - 0.1 * (np.maximum(h, 0).T @ dz)
  np.testing.assert_allclose(got[1], w1, rtol=1e-4, atol=1e-5)
  np.testing.assert_allclose(got[2], w2, rtol=1e-4, atol=1e-5)

def test_wild_kernel_read_is_an_mmu_fault_and_the_device_recovers(amd, capfd):
  from tinygrad import Tensor
  from tinygrad.runtime.support.compiler_amd import AMDLLVMCompiler
  src = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @wild(ptr addrspace(1) %out) {
  %v = load volatile float, ptr addrspace(1) inttoptr (i64 4096 to ptr addrspace(1))
  store float %v, ptr addrspace(1) %out
  ret void
}"""
  prg = amd.runtime("wild", AMDLLVMCompiler("gfx1100").compile(src))
  t = Tensor(np.ones(4, np.float32), device="AMD").realize()
  prg(t.uop.buffer._buf, global_size=(1, 1, 1), local_size=(1, 1, 1))
  with pytest.raises(RuntimeError, match="MMU fault: 0x1000"): amd.synchronize()
  assert "queue fault at 0x1000" in capfd.readouterr().err  # the mock logs why, as the kernel log would
  np.testing.assert_array_equal((t + 1).numpy(), np.full(4, 2, np.float32))  # new queues: the device works on

def test_float64_transcendentals_full_precision(amd):
  # AMDGPU has exp2/log2/sin in f32 only: float64 must take the polynomial path, scalar and vectorised, not an f32 round trip
  from tinygrad import Tensor, dtypes
  x = np.array([0.7, 1.3, 1.9, 0.55, 3.25, 10.5, 123.456, 1e-3], dtype=np.float64)
  t = Tensor(x, device="AMD", dtype=dtypes.float64)
  np.testing.assert_allclose(t.log2().numpy(), np.log2(x), rtol=1e-14)
  np.testing.assert_allclose(t.exp2().numpy(), np.exp2(x), rtol=1e-14)
  np.testing.assert_allclose(t.sin().numpy(), np.sin(x), rtol=1e-13, atol=1e-15)

def _edge_pairs() -> tuple[np.ndarray, np.ndarray]:
  rng = np.random.default_rng(0)
  rand = lambda: (rng.standard_normal(246) * 10 ** rng.uniform(-30, 30, 246)).astype(np.float32)
  a = np.concatenate([np.array([0, -0.0, 1e-40, 1e-40, 1, 3, 7, 1e30, np.inf, np.nan], np.float32), rand()])
  b = np.concatenate([np.array([1e-40, 1e-40, 1e-40, 3, 0, 10, 0.1, 1e-30, 2, 1], np.float32), rand()])
  return a, b

def test_division_and_logaddexp_edges_vs_numpy(amd):
  # true division is correctly rounded on the GPU too (subnormal divisors included), logaddexp keeps its infinities
  from tinygrad import Tensor
  a, b = _edge_pairs()
  with np.errstate(all="ignore"): want = a / b
  np.testing.assert_array_equal((Tensor(a, device="AMD") / Tensor(b, device="AMD")).numpy(), want)
  x, y = np.array([np.inf, -np.inf, 0.0, 3.0], np.float32), np.array([np.inf, -np.inf, -20.0, np.inf], np.float32)
  np.testing.assert_allclose(Tensor(x, device="AMD").logaddexp(Tensor(y, device="AMD")).numpy(), np.logaddexp(x, y), rtol=1e-6)
