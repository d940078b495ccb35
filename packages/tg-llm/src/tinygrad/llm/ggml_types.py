"""ggml's tensor types: the type ids GGUF stores, each type's block shape (elements, bytes), and a tensor already encoded in
those blocks. A leaf: the file reader (gguf.py), the numpy codecs (quants.py) and the Tensor-side loader (dequant.py) all read
this table, and it imports none of them.
"""
from __future__ import annotations
from dataclasses import dataclass
from enum import IntEnum

class GGMLType(IntEnum):
  """ggml's tensor types as GGUF numbers them: floats, ints, and the quantised block formats (legacy Q4_0..Q8_1, k-quants
  Q2_K..Q8_K, i-quants IQ*, MXFP4, ...).

  Examples:
    >>> from tinygrad.llm.gguf import GGMLType
    >>> print(GGMLType.Q4_K.value, GGMLType(8).name)
    12 Q8_0
  """
  F32 = 0; F16 = 1; Q4_0 = 2; Q4_1 = 3; Q5_0 = 6; Q5_1 = 7; Q8_0 = 8; Q8_1 = 9; Q2_K = 10; Q3_K = 11
  Q4_K = 12; Q5_K = 13; Q6_K = 14; Q8_K = 15; IQ2_XXS = 16; IQ2_XS = 17; IQ3_XXS = 18; IQ1_S = 19; IQ4_NL = 20
  IQ3_S = 21; IQ2_S = 22; IQ4_XS = 23; I8 = 24; I16 = 25; I32 = 26; I64 = 27; F64 = 28; IQ1_M = 29; BF16 = 30
  TQ1_0 = 34; TQ2_0 = 35; MXFP4 = 39; NVFP4 = 40; Q1_0 = 41

# (elements per block, bytes per block) for every type ggml defines, so a file with any of them parses;
# which of them can be dequantised is decided in quants.py
GGML_BLOCKS: dict[int, tuple[int, int]] = {
  GGMLType.F32: (1, 4), GGMLType.F16: (1, 2), GGMLType.Q4_0: (32, 18), GGMLType.Q4_1: (32, 20), GGMLType.Q5_0: (32, 22),
  GGMLType.Q5_1: (32, 24), GGMLType.Q8_0: (32, 34), GGMLType.Q8_1: (32, 36), GGMLType.Q2_K: (256, 84), GGMLType.Q3_K: (256, 110),
  GGMLType.Q4_K: (256, 144), GGMLType.Q5_K: (256, 176), GGMLType.Q6_K: (256, 210), GGMLType.Q8_K: (256, 292),
  GGMLType.IQ2_XXS: (256, 66), GGMLType.IQ2_XS: (256, 74), GGMLType.IQ3_XXS: (256, 98), GGMLType.IQ1_S: (256, 50),
  GGMLType.IQ4_NL: (32, 18), GGMLType.IQ3_S: (256, 110), GGMLType.IQ2_S: (256, 82), GGMLType.IQ4_XS: (256, 136),
  GGMLType.I8: (1, 1), GGMLType.I16: (1, 2), GGMLType.I32: (1, 4), GGMLType.I64: (1, 8), GGMLType.F64: (1, 8),
  GGMLType.IQ1_M: (256, 56), GGMLType.BF16: (1, 2), GGMLType.TQ1_0: (256, 54), GGMLType.TQ2_0: (256, 66),
  GGMLType.MXFP4: (32, 17), GGMLType.NVFP4: (64, 36), GGMLType.Q1_0: (128, 18)}

def ggml_type_name(t: int) -> str: return GGMLType(t).name if t in GGMLType._value2member_map_ else f"unknown({t})"

def ggml_nbytes(ggml_type: int, n: int) -> int:
  """Bytes that n elements of ggml_type occupy; n must be a whole number of blocks."""
  if ggml_type not in GGML_BLOCKS: raise ValueError(f"GGML type '{ggml_type}' is not a known ggml type id")
  blk, size = GGML_BLOCKS[ggml_type]
  if n % blk: raise ValueError(f"{n} elements is not a whole number of {ggml_type_name(ggml_type)} blocks of {blk}")
  return n // blk * size

@dataclass(frozen=True)
class RawTensor:
  """Tensor data already encoded as ggml_type blocks (what quants.quantize returns)."""
  ggml_type: int
  shape: tuple[int, ...]  # numpy order
  data: bytes
