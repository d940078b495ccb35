"""The GGML codecs against an independent implementation: llama.cpp's own Python package `gguf` (gguf.quants). Random block bytes
(scales that decode to NaN and inf included) dequantize bit for bit as gguf does, on the numpy codec and on the device path, and
the quantizers write the same bytes."""
from __future__ import annotations
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.llm.dequant import DEVICE_DEQUANT, ggml_data_to_tensor
from tinygrad.llm.gguf import GGML_BLOCKS, GGMLType
from tinygrad.llm.quants import QUANTIZERS, SUPPORTED, dequantize, quantize

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # gguf warns as it decodes the NaN and inf scales
gguf = pytest.importorskip("gguf")
gq = pytest.importorskip("gguf.quants")

def _gguf_type(t: int):
  return getattr(gguf.GGMLQuantizationType, GGMLType(t).name, None)

def _gguf_dequantizes(t: int) -> bool:
  blk, size = GGML_BLOCKS[t]
  if blk == 1 or _gguf_type(t) is None: return False
  try: gq.dequantize(np.zeros(size, np.uint8), _gguf_type(t))
  except NotImplementedError: return False
  return True

BOTH = [t for t in sorted(SUPPORTED) if t in GGML_BLOCKS and _gguf_dequantizes(t)]

def same_bits(a: np.ndarray, b: np.ndarray) -> bool:
  a, b = a.astype(np.float32).reshape(-1), b.astype(np.float32).reshape(-1)
  nan = np.isnan(a)
  return bool((nan == np.isnan(b)).all() and np.array_equal(a[~nan].view(np.uint32), b[~nan].view(np.uint32)))

def test_the_oracle_covers_the_common_types():
  assert {GGMLType.Q4_0, GGMLType.Q8_0, GGMLType.Q4_K, GGMLType.Q5_K, GGMLType.Q6_K, GGMLType.MXFP4} <= set(BOTH)

@pytest.mark.parametrize("ggml_type", BOTH, ids=lambda t: GGMLType(t).name)
def test_dequantize_matches_gguf(ggml_type):
  blk, size = GGML_BLOCKS[ggml_type]
  raw = np.random.default_rng(ggml_type).integers(0, 256, size=48 * size, dtype=np.uint8)
  want = gq.dequantize(raw, _gguf_type(ggml_type))
  assert same_bits(dequantize(raw, ggml_type, 48 * blk), want)
  if ggml_type in DEVICE_DEQUANT: assert same_bits(ggml_data_to_tensor(Tensor(raw), 48 * blk, ggml_type).numpy(), want)

@pytest.mark.parametrize("ggml_type", [t for t in QUANTIZERS if t != GGMLType.F32], ids=lambda t: GGMLType(t).name)
def test_quantize_matches_gguf(ggml_type):
  x = np.random.default_rng(1).standard_normal((6, 512)).astype(np.float32) * np.float32(3)
  x[0, :32] = 0  # an all-zero block: a zero scale
  x[1, 5] = 1e4  # one outlier sets its block's scale
  try: want = gq.quantize(x, _gguf_type(ggml_type))
  except NotImplementedError: pytest.skip(f"gguf does not quantize {GGMLType(ggml_type).name}")
  assert bytes(quantize(x, ggml_type).data) == np.ascontiguousarray(want).tobytes()
