"""Device-side dequantisation (Tensor ops over raw GGUF bytes) against the numpy reference codecs, bit for bit, and gguf_load
against gguf_read on a written file."""
from __future__ import annotations
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.llm.dequant import DEVICE_DEQUANT, ggml_data_to_tensor, gguf_load
from tinygrad.llm.gguf import GGML_BLOCKS, GGMLType, gguf_read, gguf_write
from tinygrad.llm.quants import dequantize, quantize

# byte offsets of each type's fp16 scale fields: kept finite (exponent < 31) so results compare without NaN
F16_FIELDS: dict[int, list[int]] = {GGMLType.Q4_0: [0], GGMLType.Q4_1: [0, 2], GGMLType.Q5_0: [0], GGMLType.Q5_1: [0, 2], GGMLType.Q8_0: [0],
              GGMLType.Q4_K: [0, 2], GGMLType.Q5_K: [0, 2], GGMLType.Q6_K: [208], GGMLType.MXFP4: [], GGMLType.Q1_0: [0],
              GGMLType.Q2_K: [80, 82], GGMLType.Q3_K: [108]}

def random_blocks(ggml_type: int, n_blocks: int = 6, seed: int = 0) -> np.ndarray:
  _, size = GGML_BLOCKS[ggml_type]
  raw = np.random.default_rng(seed).integers(0, 256, size=(n_blocks, size), dtype=np.uint8)
  for off in F16_FIELDS.get(ggml_type, []): raw[:, off + 1] &= 0x3F
  return raw.reshape(-1)

@pytest.mark.parametrize("ggml_type", list(DEVICE_DEQUANT), ids=lambda t: GGMLType(t).name)
def test_block_types_bit_exact(ggml_type):
  raw = random_blocks(ggml_type)
  blk, size = GGML_BLOCKS[ggml_type]
  n = len(raw) // size * blk
  got = ggml_data_to_tensor(Tensor(raw), n, ggml_type).numpy()
  want = dequantize(raw, ggml_type, n)
  assert got.dtype == np.float32 and np.array_equal(got.view(np.uint32), want.view(np.uint32))

def test_mxfp4_every_exponent():
  raw = random_blocks(GGMLType.MXFP4, 256)
  raw.reshape(256, 17)[:, 0] = np.arange(256, dtype=np.uint8)  # e = 0 and 1 are float32 subnormals
  got = ggml_data_to_tensor(Tensor(raw), 256 * 32, GGMLType.MXFP4).numpy()
  want = dequantize(raw, GGMLType.MXFP4)
  assert np.array_equal(np.nan_to_num(got).view(np.uint32), np.nan_to_num(want).view(np.uint32))

@pytest.mark.parametrize("ggml_type", [GGMLType.F32, GGMLType.F16, GGMLType.BF16, GGMLType.I8, GGMLType.I32])
def test_native_types(ggml_type):
  raw = np.random.default_rng(1).integers(0, 256, size=64 * 4, dtype=np.uint8)
  if ggml_type in (GGMLType.F32, GGMLType.F16, GGMLType.BF16): raw.reshape(-1, 2)[:, 1] &= 0x3F  # finite values
  n = 64 * 4 // GGML_BLOCKS[ggml_type][1]
  got, want = ggml_data_to_tensor(Tensor(raw), n, ggml_type).numpy(), dequantize(raw, ggml_type, n)
  assert np.array_equal(got.astype(want.dtype), want)

def test_host_fallback():
  raw = random_blocks(GGMLType.IQ4_XS, 2)
  assert np.array_equal(ggml_data_to_tensor(Tensor(raw), 512, GGMLType.IQ4_XS).numpy(), dequantize(raw, GGMLType.IQ4_XS))

def test_errors():
  raw = random_blocks(GGMLType.Q8_0, 4)
  with pytest.raises(ValueError, match="not supported"): ggml_data_to_tensor(Tensor(raw), 256, GGMLType.IQ1_S)
  with pytest.raises(ValueError, match="need 68 bytes"): ggml_data_to_tensor(Tensor(raw[:40]), 64, GGMLType.Q8_0)

def test_trims_to_n():
  raw = random_blocks(GGMLType.Q8_0, 2)
  assert np.array_equal(ggml_data_to_tensor(Tensor(raw), 40, GGMLType.Q8_0).numpy(), dequantize(raw, GGMLType.Q8_0, 40))

def test_gguf_load_matches_gguf_read(tmp_path):
  rng = np.random.default_rng(2)
  tensors: dict[str, Any] = {"a": rng.standard_normal((4, 64)).astype(np.float32), "b": rng.standard_normal((3, 32)).astype(np.float16),
             "c": quantize(rng.standard_normal((2, 64)), GGMLType.Q8_0), "d": quantize(rng.standard_normal((5, 32)), GGMLType.Q4_0)}
  gguf_write(tmp_path / "m.gguf", {"general.name": "x", "answer": 42}, tensors)
  seen: list[tuple[int, int, str]] = []
  kv, state = gguf_load(tmp_path / "m.gguf", progress=lambda d, t, n: seen.append((d, t, n)))
  _, ref = gguf_read(tmp_path / "m.gguf")
  assert kv["answer"] == 42 and set(state) == set(ref) == set(tensors)
  for name in ref:
    assert state[name].shape == ref[name].shape
    np.testing.assert_array_equal(state[name].numpy().astype(np.float32), ref[name].astype(np.float32))
  assert [n for _, _, n in seen] == list(tensors) and seen[-1][0] == seen[-1][1]  # progress reaches the total
  _, state2 = gguf_load(Tensor(np.fromfile(tmp_path / "m.gguf", dtype=np.uint8)))  # the file's bytes as a Tensor
  np.testing.assert_array_equal(state2["c"].numpy(), ref["c"])
