"""Numpy reference codecs for ggml's tensor types: `dequantize` for every type tg-llm reads (SUPPORTED), `quantize` for the ones
we write.

Each decoder maps raw blocks (n_blocks, block_bytes) uint8 to (n_blocks, block_elems) values and follows ggml's C
dequantisers' float32 operation order, so results are bit-exact. A device-side loader implements the same layouts;
these are the reference it is tested against.
"""
from __future__ import annotations
import functools
from collections.abc import Callable
import numpy as np
from tinygrad.llm import ggml_tables
from tinygrad.llm.ggml_types import GGML_BLOCKS, GGMLType, RawTensor, ggml_nbytes, ggml_type_name

f32 = np.float32

def _f16(b: np.ndarray, off: int) -> np.ndarray: return b[:, off:off+2].copy().view("<f2").astype(f32)  # (nb, 1)
def _u32(b: np.ndarray, off: int, cnt: int = 1) -> np.ndarray: return b[:, off:off+4*cnt].copy().view("<u4")
def _nibbles(qs: np.ndarray) -> np.ndarray: return np.concatenate([qs & 0xF, qs >> 4], axis=-1)  # low nibbles first, then high
def _bits(words: np.ndarray, n: int) -> np.ndarray: return ((words[..., None] >> np.arange(n, dtype=words.dtype)) & 1).reshape(*words.shape[:-1], -1)

@functools.cache
def iq_grid(name: str) -> np.ndarray:
  """The float32 grid of an i-quant ('IQ3XXS', 'IQ3S', 'IQ2S'): rows of unsigned magnitudes indexed by a block's grid codes."""
  vals = np.array(getattr(ggml_tables, f"{name}_VALUES"), dtype=f32)
  idx = np.frombuffer("".join(getattr(ggml_tables, f"{name}_GRID")).encode(), dtype=np.uint8)
  return vals[np.where(idx >= ord("a"), idx - ord("a") + 10, idx - ord("0"))].reshape(getattr(ggml_tables, f"{name}_SHAPE"))

def _iq_signs7(idx: np.ndarray) -> np.ndarray:
  """7 stored sign bits -> 8-bit mask whose top bit makes the popcount even (ggml's ksigns_iq2xs)."""
  return idx | (_bits(idx[..., None].astype(np.uint8), 7).sum(-1).astype(np.uint8) & 1) << 7

def _sign(bits: np.ndarray) -> np.ndarray: return np.where(bits != 0, f32(-1), f32(1))

# ---- 32-element blocks

def _q4_0(b: np.ndarray) -> np.ndarray: return (_nibbles(b[:, 2:18]).astype(np.int8) - 8).astype(f32) * _f16(b, 0)
def _q4_1(b: np.ndarray) -> np.ndarray: return _nibbles(b[:, 4:20]).astype(f32) * _f16(b, 0) + _f16(b, 2)
def _q5(b: np.ndarray, qh_off: int) -> np.ndarray: return _nibbles(b[:, qh_off+4:qh_off+20]) | (_bits(_u32(b, qh_off), 32).astype(np.uint8) << 4)
def _q5_0(b: np.ndarray) -> np.ndarray: return (_q5(b, 2).astype(np.int8) - 16).astype(f32) * _f16(b, 0)
def _q5_1(b: np.ndarray) -> np.ndarray: return _q5(b, 4).astype(f32) * _f16(b, 0) + _f16(b, 2)
def _q8_0(b: np.ndarray) -> np.ndarray: return b[:, 2:34].view(np.int8).astype(f32) * _f16(b, 0)

E2M1_DOUBLED = np.array([0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12], dtype=f32)  # ggml's kvalues_mxfp4
def _mxfp4(b: np.ndarray) -> np.ndarray:
  # doubled E2M1 values times 2^(e-128) == E2M1 times 2^(e-127); every case incl. e=0,1 (subnormal float32) is exact
  return E2M1_DOUBLED[_nibbles(b[:, 1:17])] * np.ldexp(f32(1), b[:, 0:1].astype(np.int32) - 128).astype(f32)

def _q1_0(b: np.ndarray) -> np.ndarray: return _f16(b, 0) * np.where(np.unpackbits(b[:, 2:18], axis=1, bitorder="little") != 0, f32(1), f32(-1))

# ---- 256-element super-blocks

def _k_scales(s: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
  """12 bytes -> eight 6-bit (scale, min) pairs of the Q4_K/Q5_K sub-blocks."""
  sc = np.concatenate([s[:, 0:4] & 63, (s[:, 8:12] & 15) | ((s[:, 0:4] >> 6) << 4)], axis=1)
  mn = np.concatenate([s[:, 4:8] & 63, (s[:, 8:12] >> 4) | ((s[:, 4:8] >> 6) << 4)], axis=1)
  return sc.astype(f32), mn.astype(f32)

def _k_nibbles(qs: np.ndarray) -> np.ndarray:
  """128 bytes -> 8 sub-blocks of 32: chunk c's low nibbles are sub-block 2c, its high nibbles 2c+1."""
  c = qs.reshape(-1, 4, 32)
  return np.stack([c & 0xF, c >> 4], axis=2).reshape(-1, 8, 32)

def _k_2bit(qs: np.ndarray) -> np.ndarray:
  """64 bytes -> 16 sub-blocks of 16 two-bit values: half n, shift 2j, then bytes 0-15 or 16-31 of that half (ggml's order)."""
  return ((qs.reshape(-1, 2, 1, 2, 16) >> (2 * np.arange(4, dtype=np.uint8))[:, None, None]) & 3).reshape(-1, 16, 16)

def _q2_k(b: np.ndarray) -> np.ndarray:
  sc = b[:, 0:16]
  dl, ml = _f16(b, 80) * (sc & 0xF).astype(f32), _f16(b, 82) * (sc >> 4).astype(f32)
  return (dl[..., None] * _k_2bit(b[:, 16:80]).astype(f32) - ml[..., None]).reshape(-1, 256)

def _q3_k(b: np.ndarray) -> np.ndarray:
  s = b[:, 96:108]
  lo, hi = np.concatenate([s[:, 0:8] & 0xF, s[:, 0:8] >> 4], axis=1), s[:, None, 8:12] >> (2 * np.arange(4, dtype=np.uint8))[:, None]
  scales = (lo | ((hi & 3).reshape(-1, 16) << 4)).astype(np.int8) - 32  # 6-bit scales: low nibbles, then 2 high bits from bytes 8-11
  # sub-block 8n+2j+h takes bit 4n+j of hmask bytes 16h..16h+15: clear means the two-bit value is 4 lower
  hbit = (b[:, 0:32].reshape(-1, 1, 1, 2, 16) >> np.arange(8, dtype=np.uint8).reshape(2, 4, 1, 1)) & 1
  q = _k_2bit(b[:, 32:96]).astype(np.int8) - 4 * (1 - hbit.reshape(-1, 16, 16)).astype(np.int8)
  return ((_f16(b, 108) * scales.astype(f32))[..., None] * q.astype(f32)).reshape(-1, 256)

def _q4_k(b: np.ndarray) -> np.ndarray:
  sc, mn = _k_scales(b[:, 4:16])
  return ((_f16(b, 0) * sc)[..., None] * _k_nibbles(b[:, 16:144]).astype(f32) - (_f16(b, 2) * mn)[..., None]).reshape(-1, 256)

def _q5_k(b: np.ndarray) -> np.ndarray:
  sc, mn = _k_scales(b[:, 4:16])
  high = (b[:, None, 16:48] >> np.arange(8, dtype=np.uint8)[None, :, None]) & 1  # sub-block j takes bit j of qh[i]
  q = (_k_nibbles(b[:, 48:176]) + (high << 4)).astype(f32)
  return ((_f16(b, 0) * sc)[..., None] * q - (_f16(b, 2) * mn)[..., None]).reshape(-1, 256)

def _q6_k(b: np.ndarray) -> np.ndarray:
  ql, qh = b[:, :128].reshape(-1, 2, 64), b[:, 128:192].reshape(-1, 2, 1, 32)
  high = ((qh >> np.array([0, 2, 4, 6], dtype=np.uint8)[:, None]) & 3).reshape(-1, 2, 128)
  q = ((_nibbles(ql) | (high << 4)).astype(np.int8) - 32).reshape(-1, 16, 16).astype(f32)
  return ((_f16(b, 208) * b[:, 192:208].view(np.int8).astype(f32))[..., None] * q).reshape(-1, 256)

def _iq4_xs(b: np.ndarray) -> np.ndarray:
  lo = (b[:, 4:8, None] >> np.array([0, 4], dtype=np.uint8)) & 0xF
  hi = (b[:, 2:4].copy().view("<u2") >> np.arange(0, 16, 2, dtype=np.uint16)) & 3
  dl = _f16(b, 0) * ((lo.reshape(-1, 8) | (hi.astype(np.uint8) << 4)).astype(np.int8) - 32).astype(f32)
  lut = np.array(ggml_tables.IQ4NL_VALUES, dtype=f32)
  return (dl[..., None] * lut[_nibbles(b[:, 8:136].reshape(-1, 8, 16))]).reshape(-1, 256)

def _iq3_xxs(b: np.ndarray) -> np.ndarray:
  aux = _u32(b, 66, 8)                                                         # (nb, 8): 4-bit scale on top, four 7-bit sign codes
  db = _f16(b, 0) * (f32(0.5) + (aux >> 28).astype(f32)) * f32(0.5)
  signs = _iq_signs7(((aux[..., None] >> np.array([0, 7, 14, 21], dtype=np.uint32)) & 127).astype(np.uint8))  # (nb, 8, 4)
  grid = iq_grid("IQ3XXS")[b[:, 2:66]].reshape(-1, 8, 32)
  return (db[..., None] * grid * _sign(_bits(signs, 8))).reshape(-1, 256)

def _iq3_s(b: np.ndarray) -> np.ndarray:
  idx = b[:, 2:66].astype(np.uint16) | (np.unpackbits(b[:, 66:74], axis=1, bitorder="little").astype(np.uint16) << 8)
  scales = _nibbles(b[:, None, 106:110]).reshape(-1, 2, 4).transpose(0, 2, 1).reshape(-1, 8)  # byte k: low -> sub-block 2k, high -> 2k+1
  db = _f16(b, 0) * (1 + 2 * scales.astype(np.int32)).astype(f32)
  grid = iq_grid("IQ3S")[idx].reshape(-1, 8, 32)
  return (db[..., None] * grid * _sign(np.unpackbits(b[:, 74:106], axis=1, bitorder="little").reshape(-1, 8, 32))).reshape(-1, 256)

def _iq2_s(b: np.ndarray) -> np.ndarray:
  high = (b[:, 66:74, None] >> np.array([0, 2, 4, 6], dtype=np.uint8)) & 3
  idx = b[:, 2:34].astype(np.uint16) | (high.reshape(-1, 32).astype(np.uint16) << 8)
  scales = _nibbles(b[:, None, 74:82]).reshape(-1, 2, 8).transpose(0, 2, 1).reshape(-1, 16)  # per 16 elements: low nibble then high
  db = _f16(b, 0) * (f32(0.5) + scales.astype(f32)) * f32(0.25)
  grid = iq_grid("IQ2S")[idx].reshape(-1, 16, 16)
  return (db[..., None] * grid * _sign(np.unpackbits(b[:, 34:66], axis=1, bitorder="little").reshape(-1, 16, 16))).reshape(-1, 256)

DEQUANTIZERS: dict[int, Callable[[np.ndarray], np.ndarray]] = {
  GGMLType.Q4_0: _q4_0, GGMLType.Q4_1: _q4_1, GGMLType.Q5_0: _q5_0, GGMLType.Q5_1: _q5_1, GGMLType.Q8_0: _q8_0,
  GGMLType.Q2_K: _q2_k, GGMLType.Q3_K: _q3_k, GGMLType.Q4_K: _q4_k, GGMLType.Q5_K: _q5_k, GGMLType.Q6_K: _q6_k,
  GGMLType.IQ3_XXS: _iq3_xxs, GGMLType.IQ3_S: _iq3_s, GGMLType.IQ2_S: _iq2_s, GGMLType.IQ4_XS: _iq4_xs, GGMLType.MXFP4: _mxfp4, GGMLType.Q1_0: _q1_0}
NATIVE: dict[int, str] = {GGMLType.F32: "<f4", GGMLType.F16: "<f2", GGMLType.I8: "i1", GGMLType.I16: "<i2", GGMLType.I32: "<i4",
                          GGMLType.I64: "<i8", GGMLType.F64: "<f8", GGMLType.BF16: "<u2"}
SUPPORTED: frozenset[int] = frozenset(DEQUANTIZERS) | frozenset(NATIVE)

def dequantize(data: np.ndarray | bytes | memoryview, ggml_type: int, n: int | None = None) -> np.ndarray:
  """Decodes the first n elements (default: all whole blocks) of ggml_type data to a flat array: float32 for F32/F16/BF16
  and every quantised type (each block's scales applied exactly as ggml does), the native dtype for I8..I64 and F64.

  Raises:
    ValueError: a type it cannot decode, or data shorter than n elements need.

  Examples:
    >>> from tinygrad.llm.gguf import GGMLType; from tinygrad.llm.quants import dequantize, quantize
    >>> x = np.linspace(-1, 1, 32, dtype=np.float32)
    >>> y = dequantize(quantize(x, GGMLType.Q8_0).data, GGMLType.Q8_0)
    >>> print(y.shape, float(np.abs(y - x).max()) < 1 / 127)
    (32,) True
  """
  if ggml_type not in SUPPORTED: raise ValueError(f"GGML type '{ggml_type}' is not supported! ({ggml_type_name(ggml_type)})")
  raw = np.frombuffer(data, dtype=np.uint8) if not isinstance(data, np.ndarray) else data.reshape(-1).view(np.uint8)
  blk, size = GGML_BLOCKS[ggml_type]
  if n is None: n = len(raw) // size * blk
  need = ggml_nbytes(ggml_type, -(-n // blk) * blk)
  if len(raw) < need: raise ValueError(f"{n} {ggml_type_name(ggml_type)} elements need {need} bytes but only {len(raw)} were given")
  raw = raw[:need]
  if ggml_type == GGMLType.BF16: return (raw.view("<u2").astype(np.uint32) << 16).view(f32)
  if ggml_type in NATIVE:
    out = raw.view(NATIVE[ggml_type])
    return out.astype(f32) if ggml_type == GGMLType.F16 else out.astype(out.dtype.newbyteorder("="))
  with np.errstate(all="ignore"):  # inf/nan scales decode to inf/nan as in ggml, without numpy warnings
    return DEQUANTIZERS[ggml_type](raw.reshape(-1, size)).reshape(-1)[:n]

# ---- quantisers (ggml's reference rounding, so files we write decode as llama.cpp would have written them)

def _round_away(x: np.ndarray) -> np.ndarray: return np.sign(x) * np.floor(np.abs(x) + f32(0.5))  # C roundf: halves away from zero

def _quant_q8_0(x: np.ndarray) -> bytes:
  d = np.abs(x).max(axis=1, keepdims=True) / f32(127)
  inv = np.divide(f32(1), d, out=np.zeros_like(d), where=d != 0)
  q = _round_away(x * inv).astype(np.int8)
  return np.concatenate([d.astype("<f2").view(np.uint8), q.view(np.uint8)], axis=1).tobytes()

def _quant_q4_0(x: np.ndarray) -> bytes:
  mx = np.take_along_axis(x, np.abs(x).argmax(axis=1)[:, None], axis=1)  # signed value of largest magnitude (first if tied)
  d = mx / f32(-8)
  inv = np.divide(f32(1), d, out=np.zeros_like(d), where=d != 0)
  q = np.minimum(15, np.floor(x * inv + f32(8.5))).astype(np.uint8)
  return np.concatenate([d.astype("<f2").view(np.uint8), q[:, :16] | (q[:, 16:] << 4)], axis=1).tobytes()

def _quant_q4_k(x: np.ndarray) -> bytes:
  """256-value super-blocks of eight 32-value sub-blocks, each x ~ d*sc*q - dmin*m with q in 0..15 and 6-bit sc, m. A plain min/max
  fit per sub-block (ggml's reference searches each sub-block's scale and min; files it writes decode the same way)."""
  sub = x.reshape(-1, 8, 32)
  lo = np.minimum(sub.min(axis=2), f32(0))  # the min is stored as a non-negative offset that is subtracted
  scale, mins = (sub.max(axis=2) - lo) / f32(15), -lo
  d, dmin = scale.max(axis=1, keepdims=True) / f32(63), mins.max(axis=1, keepdims=True) / f32(63)
  d16, dmin16 = d.astype("<f2"), dmin.astype("<f2")
  def six(v: np.ndarray, top: np.ndarray) -> np.ndarray:
    inv = np.divide(f32(1), top, out=np.zeros_like(top), where=top != 0)
    return np.clip(_round_away(v * inv), 0, 63).astype(np.uint8)
  sc, mn = six(scale, d), six(mins, dmin)
  step, off = d16.astype(f32) * sc, dmin16.astype(f32) * mn  # what the decoder will multiply by and subtract, (nb, 8)
  inv = np.divide(f32(1), step, out=np.zeros_like(step), where=step != 0)
  q = np.clip(_round_away((sub + off[..., None]) * inv[..., None]), 0, 15).astype(np.uint8).reshape(-1, 4, 2, 32)
  qs = (q[:, :, 0] | (q[:, :, 1] << 4)).reshape(-1, 128)  # chunk c: sub-block 2c in the low nibbles, 2c+1 in the high
  hi_sc, hi_mn = sc[:, 4:], mn[:, 4:]  # sub-blocks 4..7: low 4 bits in bytes 8..11, top 2 bits on top of bytes 0..7
  packed = np.concatenate([sc[:, :4] | ((hi_sc >> 4) << 6), mn[:, :4] | ((hi_mn >> 4) << 6), (hi_sc & 15) | ((hi_mn & 15) << 4)], axis=1)
  return np.concatenate([d16.view(np.uint8), dmin16.view(np.uint8), packed, qs], axis=1).tobytes()

def _quant_bf16(x: np.ndarray) -> bytes:
  u = x.view(np.uint32).astype(np.uint64)
  r = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)  # round to nearest even
  return np.where(np.isnan(x), ((u >> 16) | 64).astype(np.uint16), r).astype("<u2").tobytes()

QUANTIZERS: dict[int, Callable[[np.ndarray], bytes]] = {
  GGMLType.F32: lambda x: x.astype("<f4").tobytes(), GGMLType.F16: lambda x: x.astype("<f2").tobytes(), GGMLType.BF16: _quant_bf16,
  GGMLType.Q8_0: _quant_q8_0, GGMLType.Q4_0: _quant_q4_0, GGMLType.Q4_K: _quant_q4_k}

def quantize(a: np.ndarray, ggml_type: int) -> RawTensor:
  """Encodes a float array as ggml_type blocks along its last axis (Q8_0, Q4_0 and Q4_K, as llama.cpp's reference quantisers
  round), returning a RawTensor that gguf_write stores as it is.

  Raises:
    ValueError: a type it cannot encode, or a last axis that is not a multiple of the block size (32; 256 for Q4_K).

  Examples:
    >>> from tinygrad.llm.gguf import GGMLType; from tinygrad.llm.quants import quantize
    >>> r = quantize(np.ones((4, 256), np.float32), GGMLType.Q4_K)
    >>> print(r.shape, len(r.data))  # 4 rows of one 144-byte super-block
    (4, 256) 576
  """
  if ggml_type not in QUANTIZERS:
    raise ValueError(f"cannot quantize to {ggml_type_name(ggml_type)}; supported: {', '.join(ggml_type_name(t) for t in QUANTIZERS)}")
  x = np.ascontiguousarray(a, dtype=f32)
  blk = GGML_BLOCKS[ggml_type][0]
  if x.ndim == 0 or x.shape[-1] % blk:
    raise ValueError(f"cannot quantize shape {x.shape} to {ggml_type_name(ggml_type)}: the last axis must be a multiple of {blk}")
  return RawTensor(ggml_type, x.shape, QUANTIZERS[ggml_type](x.reshape(-1, blk)))
