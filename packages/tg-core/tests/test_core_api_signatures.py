"""Signature audit: every Tensor method, nn layer, optimizer and nn.state function of upstream's API listed here exists with upstream's
parameter names and defaults; a few run on small inputs against numpy. Absent here on purpose: Tensor.hash (keccak owner),
decode_hevc_frame (hardware), nn.state.fs_store/fs_load (TINYFS)."""
import inspect, re
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor, UOp, nn
from tinygrad.nn import optim, state

# name -> "param param=default ..." in upstream's order; *args/**kw as written
TENSOR = {"is_param_": "b=True", "numel": "", "size": "dim=None", "element_size": "", "nbytes": "", "is_floating_point": "", "alu": "op *src",
  "const": "b dtype=None", "const_like": "b dtype=None", "ufix": "x", "usum": "*ts", "uprod": "*ts", "empty": "*shape device=None dtype=None",
  "invalids": "*shape device=None dtype=None", "full": "shape fill_value dtype=None device=None buffer=True", "zeros": "*shape", "ones": "*shape",
  "full_like": "fill_value dtype=None device=None buffer=True", "zeros_like": "", "ones_like": "", "empty_like": "dtype=None device=None",
  "from_blob": "ptr shape", "from_url": "url gunzip=False", "arange": "start stop=None step=1 dtype=None",
  "linspace": "start stop steps dtype=None", "eye": "n m=None dtype=None", "triu": "diagonal=0", "tril": "diagonal=0", "manual_seed": "seed=0",
  "random_bits": "key counter num", "rand": "*shape device=None dtype=None contiguous=True", "rand_like": "", "randn_like": "dtype=None",
  "randn": "*shape dtype=None", "randint": "*shape low=0 high=10", "uniform": "*shape low=0.0 high=1.0 dtype=None",
  "normal": "*shape mean=0.0 std=1.0", "scaled_uniform": "*shape", "glorot_uniform": "*shape", "kaiming_uniform": "*shape a=0.01",
  "kaiming_normal": "*shape a=0.01", "randperm": "n device=None", "multinomial": "num_samples=1 replacement=False", "dropout": "p=0.5",
  "add": "x reverse=False", "sub": "x reverse=False", "mul": "x reverse=False", "div": "x reverse=False rounding_mode=None", "mod": "x",
  "fmod": "x", "pow": "x reverse=False", "maximum": "x", "minimum": "x", "bitwise_and": "x reverse=False", "bitwise_or": "x reverse=False",
  "bitwise_xor": "x reverse=False", "lshift": "x reverse=False", "rshift": "x reverse=False", "bitwise_not": "", "copysign": "other",
  "logaddexp": "other", "where": "x y", "masked_fill": "mask value", "lerp": "end weight", "threefry": "key", "eq": "x", "ne": "x",
  "logical_not": "", "isnan": "", "isinf": "detect_positive=True detect_negative=True", "isfinite": "",
  "isclose": "other rtol=1e-05 atol=1e-08 equal_nan=False", "allclose": "other rtol=1e-05 atol=1e-08 equal_nan=False", "neg": "", "reciprocal": "",
  "trunc": "", "ceil": "", "floor": "", "round": "", "sign": "", "abs": "", "sqrt": "", "rsqrt": "", "square": "", "exp": "", "exp2": "",
  "log": "", "log2": "", "log10": "", "sin": "", "cos": "", "tan": "", "asin": "", "acos": "", "atan": "", "sinh": "", "cosh": "", "tanh": "",
  "asinh": "", "acosh": "", "atanh": "", "erf": "", "clamp": "min_=None max_=None", "clip": "min_=None max_=None", "relu": "", "relu6": "",
  "leaky_relu": "neg_slope=0.01", "sigmoid": "", "logsigmoid": "", "hardsigmoid": "alpha=0.16666666666666666 beta=0.5", "hardswish": "",
  "hardtanh": "min_val=-1 max_val=1", "elu": "alpha=1.0", "celu": "alpha=1.0", "selu": "alpha=1.67326 gamma=1.0507", "swish": "", "silu": "",
  "quick_gelu": "", "gelu": "approximate='tanh'", "mish": "", "softplus": "beta=1.0", "softsign": "", "cast": "dtype", "bitcast": "dtype",
  "float": "", "half": "", "bfloat16": "", "double": "", "int": "", "long": "", "short": "", "bool": "", "reshape": "shape *args",
  "view": "shape *args", "expand": "shape *args", "permute": "order *args", "flip": "axis *args", "shrink": "arg", "shrink_to": "shape *args",
  "pad": "padding mode='constant' value=0.0", "pad_to": "shape *args value=0", "squeeze": "dim=None", "unsqueeze": "dim",
  "flatten": "start_dim=0 end_dim=-1", "unflatten": "dim sizes", "transpose": "dim0=1 dim1=0", "cat": "*args dim=0", "stack": "*args dim=0",
  "split": "sizes dim=0", "chunk": "chunks dim=0", "repeat": "repeats *args", "repeat_interleave": "repeats dim=None", "roll": "shifts dims=None",
  "diag": "", "diagonal": "offset=0 dim1=0 dim2=1", "unfold": "dimension size step", "meshgrid": "*tensors indexing='ij'",
  "rearrange": "formula **sizes", "gather": "dim index", "assign": "x", "sum": "axis=None keepdim=False dtype=None",
  "prod": "axis=None keepdim=False dtype=None", "max": "axis=None keepdim=False", "min": "axis=None keepdim=False",
  "any": "axis=None keepdim=False", "all": "axis=None keepdim=False", "mean": "axis=None keepdim=False",
  "var": "axis=None keepdim=False correction=1", "std": "axis=None keepdim=False correction=1", "var_mean": "axis=None keepdim=False correction=1",
  "std_mean": "axis=None keepdim=False correction=1", "logsumexp": "axis=None keepdim=False", "logcumsumexp": "axis=0",
  "softmax": "axis=-1 dtype=None", "log_softmax": "axis=-1 dtype=None", "softmin": "axis=-1 dtype=None", "argmax": "axis=None keepdim=False",
  "argmin": "axis=None keepdim=False", "cumsum": "axis=0", "cumprod": "axis", "cummax": "axis=0", "cummin": "axis=0",
  "normalize": "p=2.0 dim=1 eps=1e-12", "dot": "w dtype=None", "matmul": "x reverse=False dtype=None", "einsum": "formula *operands dtype=None",
  "conv2d": "weight bias=None groups=1 stride=1 dilation=1 padding=0 dtype=None",
  "conv_transpose2d": "weight bias=None groups=1 stride=1 dilation=1 padding=0 output_padding=0",
  "avg_pool2d": "kernel_size=(2, 2) stride=None dilation=1 padding=0 ceil_mode=False count_include_pad=True",
  "max_pool2d": "kernel_size=(2, 2) stride=None dilation=1 padding=0 ceil_mode=False return_indices=False",
  "max_unpool2d": "indices kernel_size=(2, 2) stride=None dilation=1 padding=0 output_size=None",
  "interpolate": "size mode='linear' align_corners=False", "scatter": "dim index src reduce=None",
  "scatter_reduce": "dim index src reduce include_self=True", "masked_select": "mask size=None fill_value=0", "nonzero": "size=None fill_value=0",
  "linear": "weight bias=None dtype=None", "sequential": "ll", "layernorm": "axis=-1 eps=1e-05", "batchnorm": "weight bias mean invstd axis=1",
  "one_hot": "num_classes", "scaled_dot_product_attention": "key value attn_mask=None dropout_p=0.0 is_causal=False enable_gqa=False",
  "binary_crossentropy": "Y reduction='mean'", "binary_crossentropy_logits": "Y reduction='mean' pos_weight=None",
  "sparse_categorical_crossentropy": "Y ignore_index=-1 label_smoothing=0.0 reduction='mean'",
  "cross_entropy": "Y reduction='mean' label_smoothing=0.0", "nll_loss": "Y weight=None ignore_index=None reduction='mean'",
  "sort": "dim=-1 descending=False", "argsort": "dim=-1 descending=False", "topk": "k dim=-1 largest=True sorted_=True", "qr": "",
  "svd": "full_matrices=True", "newton_schulz": "steps params eps=1e-07", "keccak": "cfg='sha3_256'", "gradient": "*targets gradient=None",
  "backward": "gradient=None", "detach": "", "contiguous_backward": "", "realize": "*lst do_update_stats=True", "linear_with_vars": "*lst",
  "schedule_linear": "*lst", "callify": "*lst", "replace": "x", "contiguous": "**kw", "clone": "device=None", "to": "device", "to_": "device",
  "data": "", "item": "", "tolist": "", "numpy": "", "shard": "devices axis=None", "shard_": "devices axis=None", "shard_like": "y",
  "call": "*others fxn grad_fxn=None", "custom_kernel": "*others fxn grad_fxn=None", "as_param": "slot"}
NN = {"BatchNorm": "sz eps=1e-05 affine=True track_running_stats=True momentum=0.1", "BatchNorm2d": "", "BatchNorm3d": "",
  "Conv1d": "in_channels out_channels kernel_size stride=1 padding=0 dilation=1 groups=1 bias=True",
  "Conv2d": "in_channels out_channels kernel_size stride=1 padding=0 dilation=1 groups=1 bias=True",
  "ConvTranspose1d": "in_channels out_channels kernel_size stride=1 padding=0 output_padding=0 dilation=1 groups=1 bias=True",
  "ConvTranspose2d": "in_channels out_channels kernel_size stride=1 padding=0 output_padding=0 dilation=1 groups=1 bias=True",
  "Linear": "in_features out_features bias=True", "GroupNorm": "num_groups num_channels eps=1e-05 affine=True",
  "InstanceNorm": "num_features eps=1e-05 affine=True", "LayerNorm": "normalized_shape eps=1e-05 elementwise_affine=True", "LayerNorm2d": "",
  "RMSNorm": "dim eps=1e-06 elementwise_affine=True", "Embedding": "vocab_size embed_size", "LSTMCell": "input_size hidden_size bias=True"}
OPT = {"Optimizer": "params lr device=None fused",
  "SGD": "params lr=0.001 momentum=0.0 weight_decay=0.0 nesterov=False classic=False device=None fused",
  "LARS": "params lr=0.001 momentum=0.9 weight_decay=0.0001 ns_steps=0 ns_coefficients=None nesterov=False classic=True pre_wd=True "
          "tcoef=0.001 device=None fused",
  "Muon": "params lr=0.001 momentum=0.95 weight_decay=0.1 ns_steps=5 ns_coefficients=(3.4445, -4.775, 2.0315) nesterov=True device=None fused",
  "Adam": "params lr=0.001 b1=0.9 b2=0.999 eps=1e-08 device=None fused",
  "AdamW": "params lr=0.001 b1=0.9 b2=0.999 eps=1e-08 weight_decay=0.01 device=None fused",
  "LAMB": "params lr=0.001 b1=0.9 b2=0.999 eps=1e-06 weight_decay=0.0 adam=False device=None fused", "OptimizerGroup": "*optimizers"}
ST = {"safe_load": "fn", "safe_load_metadata": "fn", "safe_save": "tensors fn metadata=None", "get_state_dict": "obj prefix='' tensor_type",
  "get_parameters": "obj", "load_state_dict": "model state_dict strict=True verbose=True consume=False realize=True", "tar_extract": "fn",
  "zip_extract": "fn", "torch_load": "fn", "TensorIO": "t"}

def _parse(s: str) -> list[tuple[str, str | None]]:
  return [(t.split("=", 1)[0], t.split("=", 1)[1] if "=" in t else None) for t in re.findall(r"[^\s(]+(?:\([^)]*\))?", s)]

def _params(f) -> dict[str, str | None]:
  ps = [p for p in inspect.signature(f).parameters.values() if p.name != "self"]
  return {("*" if p.kind is p.VAR_POSITIONAL else "**" if p.kind is p.VAR_KEYWORD else "") + p.name: None if p.default is p.empty else repr(p.default)
          for p in ps}

@pytest.mark.parametrize("where,table", [(Tensor, TENSOR), (nn, NN), (optim, OPT), (state, ST)], ids=["Tensor", "nn", "optim", "state"])
def test_signatures(where, table):
  bad = []
  for name, want in table.items():
    if (f := getattr(where, name, None)) is None:
      bad.append(f"{name}: missing")
      continue
    got = _params(f)
    for p, d in _parse(want):
      if p not in got: bad.append(f"{name}: no parameter {p} (has {list(got)})")
      elif d is not None and got[p] != d and got[p] != d.replace("'", '"'): bad.append(f"{name}: {p} defaults to {got[p]}, upstream {d}")
  assert not bad, "\n".join(bad)

def test_uop_kernel_api_names():
  names = ["placeholder", "placeholder_like", "param", "custom_kernel", "call", "maketuple", "gettuple", "call_with_output", "call_with_outputs",
           "unbound_outputs", "custom_function", "barrier", "after", "end", "group", "sink", "set", "store", "load", "range", "special", "variable",
           "bind", "unbind", "unbind_all", "variables", "simplify", "substitute", "render", "sym_infer", "wmma", "stack", "is_variable",
           "is_bound_var", "expr"]
  assert [n for n in names if not hasattr(UOp, n)] == []

UNARY: dict[str, Any] = {"neg": np.negative, "abs": np.abs, "sqrt": np.sqrt, "exp": np.exp, "log": np.log, "sin": np.sin, "cos": np.cos,
         "tanh": np.tanh,
         "sigmoid": lambda x: 1 / (1 + np.exp(-x)), "relu": lambda x: np.maximum(x, 0), "square": np.square, "reciprocal": np.reciprocal,
         "floor": np.floor, "ceil": np.ceil, "softplus": lambda x: np.log1p(np.exp(x)), "erf": None}

@pytest.mark.parametrize("name", [n for n, f in UNARY.items() if f is not None])
def test_unary_runs_vs_numpy(name):
  x = np.array([[0.5, 1.2, 2.0], [0.1, 0.7, 3.3]], dtype=np.float32)
  np.testing.assert_allclose(getattr(Tensor(x), name)().numpy(), UNARY[name](x), rtol=2e-5, atol=1e-6)
