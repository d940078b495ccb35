"""Kernels our PTX renderer produces for Tensor expressions, run in the PTX executor on numpy copies of the inputs and compared
with the CPU device running the same expression."""
from __future__ import annotations
import shutil, struct, subprocess, tempfile
from collections.abc import Callable
import pytest
import numpy as np
from tinygrad.codegen import get_program
from tinygrad.device import renderer_class
from tinygrad.dtype import _to_np_dtype
from tinygrad.tensor import Tensor
from tinygrad.helpers import Context
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory, PTXModule

def run_ptx(out: Tensor, arch: str = "sm_80", renderer: str = "PTX", compile_ptx=None) -> tuple[np.ndarray, int]:
  """The value of `out` computed by running every kernel of its schedule in the executor; also the thread-instructions run."""
  linear = out.schedule_linear()
  ren = renderer_class(renderer)(arch)
  arrays: dict = {}
  mem = DeviceMemory()
  def arr(b) -> np.ndarray:
    if b not in arrays:
      buf = b.buffer
      a = np.zeros(max(buf.nbytes, 16), np.uint8)
      if buf.is_allocated(): a[:buf.nbytes] = np.frombuffer(buf.as_memoryview(), np.uint8)
      arrays[b] = a
      mem.map(a.ctypes.data, a.nbytes)
    return arrays[b]
  work, last = 0, None
  for call in linear.src:
    body, bufs = call.src[0], call.src[1:]
    if body.op is not Ops.SINK: raise NotImplementedError(f"{body.op} in the schedule")
    p = get_program(body, ren)
    src = p.src if compile_ptx is None else compile_ptx(p.src)
    mod = PTXModule(src)
    gs, ls = p.launch_dims({})
    args = [arr(bufs[i]).ctypes.data for i in p.globals] + list(p.vals({}))
    layout = mod.param_layout(mod.entries[0])
    pbuf = bytearray(layout[-1][1] + layout[-1][2] if layout else 0)
    for (t, off, _), v in zip(layout, args):
      fmt = {"u64": "<Q", "s64": "<q", "u32": "<I", "s32": "<i", "b64": "<Q", "b32": "<I"}[t]
      struct.pack_into(fmt, pbuf, off, v)
    work += mod.run(mod.entries[0], bytes(pbuf), (gs[0], gs[1], gs[2]), (ls[0], ls[1], ls[2]) if ls is not None else (1, 1, 1), mem)
    last = bufs[0]
  assert last is not None
  b = last.buffer
  raw = arrays[last][:b.nbytes]
  if b.dtype == dtypes.bfloat16: return (raw.view(np.uint16).astype(np.uint32) << 16).view(np.float32).reshape(out.shape), work
  return raw.view(_to_np_dtype(b.dtype)).reshape(out.shape), work

rng = np.random.default_rng(0)
def T(*s: int, dtype=dtypes.float, scale: float = 1.0) -> Tensor:
  return Tensor((rng.standard_normal(s) * scale).astype(np.float32)).cast(dtype).realize()
def TI(*s: int, lo: int = -50, hi: int = 50, dtype=dtypes.int32) -> Tensor:
  return Tensor(rng.integers(lo, hi, s).astype(np.int32)).cast(dtype).realize()

# name -> (expression, atol, rtol); the reference is the CPU device running the same expression
CASES: dict[str, tuple[Callable[[], Tensor], float, float]] = {
  "elementwise": (lambda: (T(4, 33) + T(4, 33)) * T(33) - T(4, 33) / (T(4, 1).abs() + 0.5), 1e-5, 1e-5),
  "transcendental": (lambda: T(64).exp() + (T(64).abs() + 0.1).log() + T(64).sin() + T(64).abs().sqrt() + T(64).sigmoid(), 1e-4, 1e-4),
  "int_ops": (lambda: (TI(64) // TI(64, lo=1)) + (TI(64) % TI(64, lo=1)) + (TI(64) & TI(64)) + (TI(64) ^ 7) + (TI(64) << 2) + (TI(64) >> 1), 0, 0),
  "int8_uint8": (lambda: TI(64, dtype=dtypes.int8) * 3 + TI(64, lo=0, hi=200, dtype=dtypes.uint8).cast(dtypes.int8), 0, 0),
  "int64": (lambda: TI(64, dtype=dtypes.int64) * 3 + 1, 0, 0),
  "float64": (lambda: T(64, dtype=dtypes.float64).abs().sqrt() + 1, 1e-12, 1e-12),
  "half": (lambda: (T(64, dtype=dtypes.half) * T(64, dtype=dtypes.half)).exp().sum(), 0.1, 1e-2),
  "bfloat16": (lambda: (T(64, dtype=dtypes.bfloat16) + 1).relu(), 0, 0),
  "casts": (lambda: (T(64) * 100).cast(dtypes.half).cast(dtypes.int8).cast(dtypes.int32).cast(dtypes.bool).cast(dtypes.float), 0, 0),
  "casts_float": (lambda: T(64, scale=1e3).cast(dtypes.half).cast(dtypes.bfloat16).cast(dtypes.float64).cast(dtypes.float), 0, 0),
  "bitcast": (lambda: T(64).bitcast(dtypes.uint32) >> 3, 0, 0),
  "where_cmp": (lambda: (T(64) < T(64)).where(T(64), T(64)), 0, 0),
  "bool_logic": (lambda: (T(64) > 0).logical_not() & (T(64) < 1), 0, 0),
  "sum_max": (lambda: T(32, 48).sum(1) + T(32, 48).max(1) + T(32, 48).min(1), 1e-5, 1e-5),
  "sum_large": (lambda: T(64, 1024).sum(), 1e-3, 1e-5),
  "softmax": (lambda: T(8, 100).softmax(1), 1e-6, 1e-5),
  "cumsum": (lambda: T(4, 100).cumsum(1), 1e-5, 1e-5),
  "matmul": (lambda: T(64, 48) @ T(48, 32), 1e-4, 1e-5),
  "matmul_half_tc": (lambda: T(64, 64, dtype=dtypes.half) @ T(64, 64, dtype=dtypes.half), 0.05, 1e-2),
  "conv2d": (lambda: T(2, 3, 16, 16).conv2d(T(8, 3, 3, 3), padding=1), 1e-4, 1e-5),
  "rand": (lambda: (Tensor.manual_seed(7), Tensor.rand(64) + Tensor.randn(32).sum())[1], 1e-6, 1e-6),
  "arange_eye": (lambda: Tensor.arange(64).reshape(8, 8) + Tensor.eye(8), 0, 0),
  "gather": (lambda: T(8, 8).gather(1, TI(8, 4, lo=0, hi=8)), 0, 0),
  "pad_flip": (lambda: T(8, 8).pad(((1, 2), (0, 3))).flip(0)[2:9, 1:7] + 1, 0, 0),
  "max_pool": (lambda: T(2, 3, 16, 16).max_pool2d() + T(2, 3, 16, 16).avg_pool2d(), 1e-6, 1e-6),
  "layernorm": (lambda: T(8, 64).layernorm(), 1e-4, 1e-4),
  "pow": (lambda: T(64).abs() ** T(64), 1e-5, 1e-5),
  "exp2_log2": (lambda: T(64).exp2() * (T(64).abs() + 0.1).log2(), 1e-5, 1e-5),
  "sin_cos_tan": (lambda: T(64).sin() + T(64).cos() + T(64).tan(), 1e-4, 1e-4),
  "relu_sigmoid_tanh_gelu": (lambda: T(64).relu() + T(64).sigmoid() + T(64).tanh() + T(64).gelu() + T(64).swish(), 1e-5, 1e-5),
  "abs_sign_neg": (lambda: T(64).abs() + T(64).sign() - T(64), 0, 0),
  "round_floor_ceil_trunc": (lambda: (T(64) * 4).round() + (T(64) * 4).floor() + (T(64) * 4).ceil() + (T(64) * 4).trunc(), 0, 0),
  "maximum_minimum_clip": (lambda: T(64).maximum(T(64)).minimum(T(64)).clip(-1, 1), 0, 0),
  "reciprocal_square": (lambda: (T(64).abs() + 0.5).reciprocal() + T(64).square(), 1e-6, 1e-6),
  "cat_stack_repeat": (lambda: T(4, 5).cat(T(3, 5)).stack(T(7, 5)).repeat(2, 1, 1) + 1, 0, 0),
  "getitem_tensor": (lambda: T(10, 8)[TI(5, lo=0, hi=10)], 0, 0),
  "triu_tril": (lambda: T(8, 8).triu(1) + T(8, 8).tril(), 0, 0),
  "mean_var_std": (lambda: T(16, 64).mean(0) + T(16, 64).var(0) + T(16, 64).std(0), 1e-5, 1e-5),
  "logsumexp_prod": (lambda: T(8, 100).logsumexp(1) + T(8, 16).prod(1), 1e-5, 1e-5),
  "cross_entropy_one_hot": (lambda: T(8, 10).sparse_categorical_crossentropy(TI(8, lo=0, hi=10)) + TI(16, lo=0, hi=10).one_hot(10).sum(), 1e-5, 1e-5),
  "int16_uint16_uint32_uint64": (lambda: (TI(64, dtype=dtypes.int16) * 300 + TI(64, lo=0, hi=50, dtype=dtypes.uint16).cast(dtypes.int16))
                                 .cast(dtypes.uint32).cast(dtypes.uint64) * 3 + (T(64, scale=1e4).abs().cast(dtypes.uint64) >> 2), 0, 0),
  # in range only: out-of-range float -> int is undefined in C (the CPU wraps), PTX saturates
  "float_int_casts": (lambda: T(64, scale=30).cast(dtypes.int8).cast(dtypes.float) + T(64, scale=1e4).cast(dtypes.int16).cast(dtypes.float)
                      + T(64, scale=50).abs().cast(dtypes.uint8).cast(dtypes.float) + T(64, scale=1e10).cast(dtypes.int64).cast(dtypes.float),
                      0, 0),
  "attention": (lambda: T(1, 2, 16, 8).scaled_dot_product_attention(T(1, 2, 16, 8), T(1, 2, 16, 8), is_causal=True), 1e-5, 1e-5),
}
# known renderer problems the executor exposes (the executor runs what the PTX says, as a GPU would)
XFAIL: dict[str, str] = {}
CASES["argmax"] = (lambda: T(16, 64).argmax(1), 0, 0)

def nvcc_ptx(src: str, arch: str = "sm_80") -> str:
  """What NVRTC would give for our CUDA renderer's source: nvcc -ptx."""
  with tempfile.TemporaryDirectory() as d:
    with open(f"{d}/k.cu", "w") as f: f.write(src)
    subprocess.run(["nvcc", "-ptx", f"-arch={arch}", "-w", "-o", f"{d}/k.ptx", f"{d}/k.cu"], check=True, capture_output=True)
    with open(f"{d}/k.ptx") as f: return f.read()

def _check(name: str, arch: str, renderer: str = "PTX") -> None:
  fn, atol, rtol = CASES[name]
  with Context(DEV="CPU"):  # the reference is the CPU device, whatever default an earlier test left
    out = fn()
    got, work = run_ptx(out, arch, renderer, (lambda s: nvcc_ptx(s, arch)) if renderer == "CUDA" else None)
    ref = out.cast(dtypes.float).numpy() if out.dtype == dtypes.bfloat16 else out.numpy()
  assert work > 0
  np.testing.assert_allclose(got.astype(np.float64), ref.astype(np.float64), atol=atol, rtol=rtol)

@pytest.mark.parametrize("name", list(CASES))
def test_kernel_sm80(name):
  if name in XFAIL: pytest.xfail(XFAIL[name])
  _check(name, "sm_80")

@pytest.mark.slow
@pytest.mark.parametrize("name", list(CASES))
def test_kernel_sm90(name):
  if name in XFAIL: pytest.xfail(XFAIL[name])
  _check(name, "sm_90")

CUDA_CI = ("elementwise", "transcendental", "bfloat16", "rand", "matmul_half_tc", "argmax")
needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not installed")

@needs_nvcc
@pytest.mark.parametrize("name", [n if n in CUDA_CI else pytest.param(n, marks=pytest.mark.slow) for n in CASES])
def test_cuda_renderer_nvcc_ptx_sm80(name):
  _check(name, "sm_80", "CUDA")

def test_tensor_core_kernel_uses_mma():
  (call,) = (T(64, 64, dtype=dtypes.half) @ T(64, 64, dtype=dtypes.half)).schedule_linear().src
  assert "mma.sync" in get_program(call.src[0], renderer_class("PTX")("sm_80")).src

HAND_CUDA = """#include <cuda_fp16.h>
extern "C" __global__ void depot(float* out, const float* in, int n) {
  float acc[16];
  for (int i = 0; i < 16; i++) acc[i] = in[(threadIdx.x + i) % n];
  int j = (int)in[threadIdx.x] & 15;
  acc[j] += 1.0f;
  out[threadIdx.x] = acc[(j + 3) & 15] + acc[j];
}
extern "C" __global__ void h2(__half2* out, const __half2* a, const __half2* b) {
  int i = threadIdx.x;
  out[i] = __hfma2(a[i], b[i], __hadd2(a[i], b[i]));
}
"""

@needs_nvcc
def test_nvcc_local_depot_and_inline_asm_half2():
  # nvcc's own idioms: a dynamically indexed local array (__local_depot, %SPL) and cuda_fp16's inline-asm blocks
  mod = PTXModule(nvcc_ptx(HAND_CUDA))
  x = (np.arange(64, dtype=np.float32) * 7.3) % 29
  out = np.zeros(64, np.float32)
  mem = DeviceMemory()
  for a in (x, out): mem.map(a.ctypes.data, a.nbytes)
  mod.run("depot", struct.pack("<QQi", out.ctypes.data, x.ctypes.data, 64), (1, 1, 1), (64, 1, 1), mem)
  want = np.zeros(64, np.float32)
  for t in range(64):
    acc = [x[(t + i) % 64] for i in range(16)]
    j = int(x[t]) & 15
    acc[j] += np.float32(1)
    want[t] = acc[(j + 3) & 15] + acc[j]
  np.testing.assert_array_equal(out, want)
  a, b = (rng.standard_normal(64).astype(np.float16) for _ in range(2))
  o = np.zeros(64, np.float16)
  for arr in (a, b, o): mem.map(arr.ctypes.data, arr.nbytes)
  mod.run("h2", struct.pack("<QQQ", o.ctypes.data, a.ctypes.data, b.ctypes.data), (1, 1, 1), (32, 1, 1), mem)
  np.testing.assert_array_equal(o, (a.astype(np.float64) * b + (a + b)).astype(np.float16))

def test_tf32_tensor_core_matmul():
  # ALLOW_TF32 makes float matmuls use mma.sync...tf32: the inputs keep 10 mantissa bits (the low 13 are dropped)
  with Context(DEV="CPU", ALLOW_TF32=1):
    a, b = T(64, 64), T(64, 64)
    out = a @ b
    (call,) = out.schedule_linear().src
    assert ".tf32" in get_program(call.src[0], renderer_class("PTX")("sm_80")).src
    got, _ = run_ptx(out)
    an, bn = a.numpy(), b.numpy()
  def tf32(x: np.ndarray) -> np.ndarray: return (x.view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32).astype(np.float64)
  np.testing.assert_allclose(got, tf32(an) @ tf32(bn), rtol=1e-5, atol=1e-4)
  assert np.abs(got - an.astype(np.float64) @ bn).max() > 1e-4  # the reduced precision is visible
