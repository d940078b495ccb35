"""The Tensor op suite for every GPU target: each op is scheduled once, its kernels optimised by the default heuristics for
each renderer, rendered, and compiled by the target's real compiler (skipped when it is not installed).

What a target cannot render is listed in TENSOR_UNSUPPORTED with the reason, and a test proves each entry still fails.
"""
import functools
import numpy as np
import pytest
from tinygrad.device import CompileError, renderer_class
from tinygrad.dtype import DType, dtypes
from tinygrad.tensor import Tensor
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp
from tinygrad.codegen import get_program
from tinygrad.runtime.support import compiler_gpu as C

DEV = "NULL"
def t(*shape: int, dtype: DType = dtypes.float) -> Tensor: return Tensor.empty(*shape, dtype=dtype, device=DEV)
def ti(*shape: int, dtype: DType = dtypes.int32) -> Tensor: return Tensor.empty(*shape, dtype=dtype, device=DEV)

OPS = {
  # elementwise
  "add_mul_sub_div": lambda: (t(4, 33) + t(4, 33)) * t(33) - t(4, 33) / t(4, 1),
  "pow": lambda: t(64) ** t(64),
  "exp_log": lambda: t(64).exp() + t(64).log(),
  "exp2_log2": lambda: t(64).exp2() * t(64).log2(),
  "sin_cos_tan": lambda: t(64).sin() + t(64).cos() + t(64).tan(),
  "sqrt_rsqrt": lambda: t(64).sqrt() + t(64).rsqrt(),
  "relu_sigmoid_tanh": lambda: t(64).relu() + t(64).sigmoid() + t(64).tanh(),
  "gelu_swish": lambda: t(64).gelu() + t(64).swish(),
  "abs_sign_neg": lambda: t(64).abs() + t(64).sign() - t(64),
  "round_floor_ceil_trunc": lambda: t(64).round() + t(64).floor() + t(64).ceil() + t(64).trunc(),
  "maximum_minimum_clip": lambda: t(64).maximum(t(64)).minimum(t(64)).clip(-1, 1),
  "where_cmp": lambda: (t(64) < t(64)).where(t(64), t(64) == 2),
  "reciprocal_square": lambda: t(64).reciprocal() + t(64).square(),
  "int_ops": lambda: (ti(64) // ti(64)) + (ti(64) % ti(64)) + (ti(64) & ti(64)) + (ti(64) | 3) + (ti(64) ^ ti(64)) + (ti(64) << 2)
                     + (ti(64) >> 1),
  "int8_uint8": lambda: ti(64, dtype=dtypes.int8) * 3 + ti(64, dtype=dtypes.uint8).cast(dtypes.int8),
  "half": lambda: (t(64, dtype=dtypes.half) * t(64, dtype=dtypes.half)).exp().sum(),
  "bfloat16": lambda: (t(64, dtype=dtypes.bfloat16) + 1).relu(),
  "int64": lambda: ti(64, dtype=dtypes.int64) * 3 + 1,
  "float64": lambda: t(64, dtype=dtypes.float64).sqrt() + 1,
  "bool_logic": lambda: (t(64) > 0).logical_not() & (t(64) < 1),
  "casts": lambda: t(64).cast(dtypes.half).cast(dtypes.int8).cast(dtypes.int32).cast(dtypes.bool).cast(dtypes.float),
  "bitcast": lambda: t(64).bitcast(dtypes.uint32) >> 3,
  # creation and random
  "arange_eye": lambda: Tensor.arange(64, device=DEV).reshape(8, 8) + Tensor.eye(8, device=DEV),
  "rand": lambda: Tensor.rand(64, device=DEV),
  "randn": lambda: Tensor.randn(32, device=DEV),
  "full_like": lambda: t(8, 8).full_like(3.0) + t(8, 8).zeros_like(),
  # movement
  "permute_reshape_expand": lambda: t(4, 8, 2).permute(2, 0, 1).reshape(2, 32).expand(3, 2, 32) + 1,
  "pad_shrink_flip": lambda: t(8, 8).pad(((1, 2), (0, 3))).flip(0)[2:9, 1:7] + 1,
  "cat_stack": lambda: t(4, 5).cat(t(3, 5)).stack(t(7, 5)) + 1,
  "repeat": lambda: t(3, 4).repeat(2, 3) + 1,
  "getitem_tensor": lambda: t(10, 8)[ti(5)],
  "gather": lambda: t(8, 8).gather(1, ti(8, 4)),
  "triu_tril": lambda: t(8, 8).triu(1) + t(8, 8).tril(),
  # reductions
  "sum_max_min": lambda: t(32, 48).sum(1) + t(32, 48).max(1) + t(32, 48).min(1),
  "mean_var_std": lambda: t(16, 64).mean(0) + t(16, 64).var(0) + t(16, 64).std(0),
  "argmax": lambda: t(16, 64).argmax(1),
  "cumsum": lambda: t(4, 100).cumsum(1),
  "softmax_logsoftmax": lambda: t(8, 100).softmax(1) + t(8, 100).log_softmax(1),
  "logsumexp": lambda: t(8, 100).logsumexp(1),
  "sum_large": lambda: t(64, 1024).sum(),
  "prod": lambda: t(16, 8).prod(1),
  # processing
  "matmul": lambda: t(64, 48) @ t(48, 32),
  "matmul_half": lambda: t(64, 64, dtype=dtypes.half) @ t(64, 64, dtype=dtypes.half),
  "conv2d": lambda: t(2, 3, 16, 16).conv2d(t(8, 3, 3, 3), padding=1),
  "max_avg_pool": lambda: t(2, 3, 16, 16).max_pool2d() + t(2, 3, 16, 16).avg_pool2d(),
  "layernorm": lambda: t(8, 64).layernorm(),
  "cross_entropy": lambda: t(8, 10).sparse_categorical_crossentropy(ti(8)),
  "one_hot": lambda: ti(16).one_hot(10),
  "attention": lambda: t(1, 2, 16, 8).scaled_dot_product_attention(t(1, 2, 16, 8), t(1, 2, 16, 8), is_causal=True),
}

@functools.cache
def kernels(op: str) -> tuple[UOp, ...]:
  linear = OPS[op]().schedule_linear()
  return tuple(dict.fromkeys(c.src[0] for c in linear.src if c.src[0].op is Ops.SINK))

TARGETS = {
  "PTX:sm_80": ("PTX", "sm_80", C.PTXASCompiler), "PTX:sm_90": ("PTX", "sm_90", C.PTXASCompiler),
  "CUDA:sm_80": ("CUDA", "sm_80", C.NVCCCompiler),
  "HIP:gfx1100": ("HIP", "gfx1100", C.HIPClangCompiler), "HIP:gfx950": ("HIP", "gfx950", C.HIPClangCompiler),
  "AMDLLVM:gfx1100": ("AMDLLVM", "gfx1100", C.AMDLLVMCompiler), "AMDLLVM:gfx1201": ("AMDLLVM", "gfx1201", C.AMDLLVMCompiler),
  "AMDLLVM:gfx950": ("AMDLLVM", "gfx950", C.AMDLLVMCompiler), "CL": ("CL", None, C.CLClangCompiler),
  "WGSL": ("WGSL", None, C.WGSLCompiler),
  "METAL": ("METAL", None, None),
}

# (target prefix, op) -> why that target cannot render it
TENSOR_UNSUPPORTED: dict[tuple[str, str], str] = {
  ("WGSL", "float64"): "WGSL has no 64-bit float (longs, and rand's uint64 threefry, are emulated as u32 pairs)",
  ("METAL", "float64"): "Metal has no double",
}

def _unsupported(target: str, op: str) -> str | None:
  return next((why for (tp, o), why in TENSOR_UNSUPPORTED.items() if target.startswith(tp) and o == op), None)

def render_op(target: str, op: str) -> list[tuple[str, str]]:
  name, arch, _ = TARGETS[target]
  ren = renderer_class(name)(arch) if arch else renderer_class(name)()
  return [(p.name, p.src) for p in (get_program(k, ren) for k in kernels(op))]

def compile_all(target: str, srcs: dict[str, list[tuple[str, str]]]) -> None:
  _, arch, comp_cls = TARGETS[target]
  if comp_cls is None: return
  if (why := comp_cls.available()) is not None: pytest.skip(f"{comp_cls.__name__} unavailable: {why}")
  C.compile_many(comp_cls(arch) if arch else comp_cls(), [s for v in srcs.values() for s in v])

# one arch per renderer by default; the others (covered by the kernel-AST suite too) run with -m slow
SLOW = ("PTX:sm_90", "HIP:gfx950", "AMDLLVM:gfx1201", "AMDLLVM:gfx950")

@pytest.mark.parametrize("target", [pytest.param(t, marks=pytest.mark.slow) if t in SLOW else t for t in TARGETS])
def test_tensor_ops_compile(target):
  srcs = {op: render_op(target, op) for op in OPS if _unsupported(target, op) is None}
  assert sum(len(v) for v in srcs.values()) >= len(srcs)
  compile_all(target, srcs)

@pytest.mark.parametrize("entry", list(TENSOR_UNSUPPORTED), ids=lambda e: f"{e[0]}-{e[1]}")
def test_tensor_unsupported_still_fails(entry):
  target = next(t for t in TARGETS if t.startswith(entry[0]))
  with pytest.raises((CompileError, NotImplementedError)): compile_all(target, {entry[1]: render_op(target, entry[1])})

def test_matmul_heuristics_use_locals():
  # the default optimiser gives GPU targets workgroups: the half matmul launches more than one thread per group
  for name, arch in (("PTX", "sm_80"), ("HIP", "gfx1100")):
    ren = renderer_class(name)(arch)
    (k,) = kernels("matmul_half")
    prg = get_program(k, ren)
    assert prg.local_size is not None and np.prod(prg.local_size) > 1, f"{name}: {prg.applied_opts}"
