"""GGUF tensors as lazy Tensors: each tensor's raw bytes are copied to the device once, and dequantisation is Tensor ops over
those bytes, so it runs on the device inside the kernels that use the weights. Layouts follow quants.py (the numpy reference).

Only same-size bitcasts are used inside a block formula (bytes are assembled into u16/u32 with shifts), so everything stays
one fused expression; float types need no work beyond a view of the bytes.
"""
from __future__ import annotations
import os, sys
from collections.abc import Callable
from typing import Any
import numpy as np
from tinygrad.dtype import DType, dtypes
from tinygrad.tensor import Tensor
from tinygrad.llm.ggml_types import GGML_BLOCKS, GGMLType, ggml_type_name
from tinygrad.llm.gguf import GGUFFile, split_paths

def _u16(b: Tensor, off: int) -> Tensor: return b[:, off:off+1].cast(dtypes.uint16) | (b[:, off+1:off+2].cast(dtypes.uint16) << 8)
def _f16(b: Tensor, off: int) -> Tensor: return _u16(b, off).bitcast(dtypes.float16).cast(dtypes.float32)  # (nb, 1)
def _nibbles(qs: Tensor) -> Tensor: return (qs & 0xF).cat(qs >> 4, dim=-1)  # low nibbles first, then high
def _bits(b: Tensor) -> Tensor:
  """(nb, k) bytes -> (nb, 8k) bits, LSB first: bit j of a little-endian word at position j."""
  return ((b.reshape(*b.shape, 1) >> Tensor.arange(8, dtype=dtypes.uint8)) & 1).reshape(b.shape[0], -1)

def _q4_0(b: Tensor) -> Tensor: return (_nibbles(b[:, 2:18]).bitcast(dtypes.int8) - 8).cast(dtypes.float32) * _f16(b, 0)
def _q4_1(b: Tensor) -> Tensor: return _nibbles(b[:, 4:20]).cast(dtypes.float32) * _f16(b, 0) + _f16(b, 2)
def _q5(b: Tensor, qh_off: int) -> Tensor: return _nibbles(b[:, qh_off+4:qh_off+20]) | (_bits(b[:, qh_off:qh_off+4]) << 4)
def _q5_0(b: Tensor) -> Tensor: return (_q5(b, 2).bitcast(dtypes.int8) - 16).cast(dtypes.float32) * _f16(b, 0)
def _q5_1(b: Tensor) -> Tensor: return _q5(b, 4).cast(dtypes.float32) * _f16(b, 0) + _f16(b, 2)
def _q8_0(b: Tensor) -> Tensor: return b[:, 2:34].bitcast(dtypes.int8).cast(dtypes.float32) * _f16(b, 0)

def _k_scales(s: Tensor) -> tuple[Tensor, Tensor]:
  """(nb, 12) -> eight 6-bit scales and mins of the Q4_K/Q5_K sub-blocks, as float32 (nb, 8)."""
  sc = (s[:, 0:4] & 63).cat((s[:, 8:12] & 15) | ((s[:, 0:4] >> 6) << 4), dim=1)
  mn = (s[:, 4:8] & 63).cat((s[:, 8:12] >> 4) | ((s[:, 4:8] >> 6) << 4), dim=1)
  return sc.cast(dtypes.float32), mn.cast(dtypes.float32)

def _k_nibbles(qs: Tensor) -> Tensor:
  """(nb, 128) -> (nb, 8, 32): chunk c's low nibbles are sub-block 2c, its high nibbles 2c+1."""
  c = qs.reshape(-1, 4, 1, 32)
  return (c & 0xF).cat(c >> 4, dim=2).reshape(-1, 8, 32)

def _k_2bit(qs: Tensor) -> Tensor:
  """(nb, 64) -> (nb, 16, 16) two-bit values: half n, shift 2j, then bytes 0-15 or 16-31 of that half (sub-block 8n+2j+h)."""
  return ((qs.reshape(-1, 2, 1, 2, 16) >> (Tensor.arange(4, dtype=dtypes.uint8) * 2).reshape(1, 1, 4, 1, 1)) & 3).reshape(-1, 16, 16)

def _q2_k(b: Tensor) -> Tensor:
  sc = b[:, 0:16]
  dl, ml = _f16(b, 80) * (sc & 0xF).cast(dtypes.float32), _f16(b, 82) * (sc >> 4).cast(dtypes.float32)
  return (dl.unsqueeze(-1) * _k_2bit(b[:, 16:80]).cast(dtypes.float32) - ml.unsqueeze(-1)).reshape(-1, 256)

def _q3_k(b: Tensor) -> Tensor:
  s = b[:, 96:108]
  hi = ((s[:, 8:12].reshape(-1, 1, 4) >> (Tensor.arange(4, dtype=dtypes.uint8) * 2).reshape(1, 4, 1)) & 3).reshape(-1, 16)
  scales = ((s[:, 0:8] & 0xF).cat(s[:, 0:8] >> 4, dim=1) | (hi << 4)).cast(dtypes.float32) - 32
  hbit = (b[:, 0:32].reshape(-1, 1, 1, 2, 16) >> Tensor.arange(8, dtype=dtypes.uint8).reshape(1, 2, 4, 1, 1)) & 1  # clear: 4 lower
  q = _k_2bit(b[:, 32:96]).cast(dtypes.float32) - (1 - hbit.reshape(-1, 16, 16).cast(dtypes.float32)) * 4
  return ((_f16(b, 108) * scales).unsqueeze(-1) * q).reshape(-1, 256)

def _q4_k(b: Tensor) -> Tensor:
  sc, mn = _k_scales(b[:, 4:16])
  return ((_f16(b, 0) * sc).unsqueeze(-1) * _k_nibbles(b[:, 16:144]).cast(dtypes.float32) - (_f16(b, 2) * mn).unsqueeze(-1)).reshape(-1, 256)

def _q5_k(b: Tensor) -> Tensor:
  sc, mn = _k_scales(b[:, 4:16])
  high = (b[:, 16:48].reshape(-1, 1, 32) >> Tensor.arange(8, dtype=dtypes.uint8).reshape(1, 8, 1)) & 1  # sub-block j takes bit j of qh[i]
  q = (_k_nibbles(b[:, 48:176]) + (high << 4)).cast(dtypes.float32)
  return ((_f16(b, 0) * sc).unsqueeze(-1) * q - (_f16(b, 2) * mn).unsqueeze(-1)).reshape(-1, 256)

def _q6_k(b: Tensor) -> Tensor:
  ql, qh = b[:, :128].reshape(-1, 2, 64), b[:, 128:192].reshape(-1, 2, 1, 32)
  high = ((qh >> (Tensor.arange(4, dtype=dtypes.uint8) * 2).reshape(1, 1, 4, 1)) & 3).reshape(-1, 2, 128)
  q = (_nibbles(ql) | (high << 4)).bitcast(dtypes.int8) - 32
  scales = b[:, 192:208].bitcast(dtypes.int8).cast(dtypes.float32)
  return ((_f16(b, 208) * scales).unsqueeze(-1) * q.reshape(-1, 16, 16).cast(dtypes.float32)).reshape(-1, 256)

_E2M1_DOUBLED = [0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12]
def _mxfp4(b: Tensor) -> Tensor:
  nib = _nibbles(b[:, 1:17])
  lut = Tensor(np.array(_E2M1_DOUBLED, dtype=np.float32), device=b.device)
  val = (nib.unsqueeze(-1).eq(Tensor.arange(16, dtype=dtypes.uint8)).where(lut, 0.0)).sum(-1)
  # 2^(e-128) built from its float32 bits; e < 2 gives the subnormals 2^-127 and 2^-128
  e = b[:, 0:1].cast(dtypes.uint32)
  scale = (e >= 2).where(((e - 1) << 23).bitcast(dtypes.float32), (Tensor.const(1, dtypes.uint32) << (21 + e)).bitcast(dtypes.float32))
  return val * scale

def _q1_0(b: Tensor) -> Tensor:
  return _f16(b, 0) * (_bits(b[:, 2:18]) != 0).where(1.0, -1.0)

DEVICE_DEQUANT: dict[int, Callable[[Tensor], Tensor]] = {
  GGMLType.Q4_0: _q4_0, GGMLType.Q4_1: _q4_1, GGMLType.Q5_0: _q5_0, GGMLType.Q5_1: _q5_1, GGMLType.Q8_0: _q8_0,
  GGMLType.Q2_K: _q2_k, GGMLType.Q3_K: _q3_k, GGMLType.Q4_K: _q4_k, GGMLType.Q5_K: _q5_k, GGMLType.Q6_K: _q6_k, GGMLType.MXFP4: _mxfp4,
  GGMLType.Q1_0: _q1_0}
_NATIVE: dict[int, DType] = {GGMLType.F32: dtypes.float32, GGMLType.F16: dtypes.float16, GGMLType.I8: dtypes.int8, GGMLType.I16: dtypes.int16,
                             GGMLType.I32: dtypes.int32, GGMLType.I64: dtypes.int64, GGMLType.F64: dtypes.float64}

def ggml_data_to_tensor(t: Tensor, n: int, ggml_type: int) -> Tensor:
  """The first n elements of ggml_type data held in the uint8 Tensor t, as a lazy flat Tensor (float32 for quantised types).
  The i-quants, whose grids would need gathers, are decoded on the host by quants.py instead."""
  from tinygrad.llm.quants import SUPPORTED, dequantize
  if ggml_type not in SUPPORTED: raise ValueError(f"GGML type '{ggml_type}' is not supported! ({ggml_type_name(ggml_type)})")
  blk, size = GGML_BLOCKS[ggml_type]
  nbytes = -(-n // blk) * size
  if t.shape[0] < nbytes: raise ValueError(f"{n} {ggml_type_name(ggml_type)} elements need {nbytes} bytes but the tensor holds {t.shape[0]}")
  if ggml_type in _NATIVE: return t[:nbytes].bitcast(_NATIVE[ggml_type])
  if ggml_type == GGMLType.BF16: return (t[:nbytes].bitcast(dtypes.uint16).cast(dtypes.uint32) << 16).bitcast(dtypes.float32)
  if ggml_type in DEVICE_DEQUANT: return DEVICE_DEQUANT[ggml_type](t[:nbytes].reshape(-1, size)).reshape(-1)[:n]
  return Tensor(dequantize(t[:nbytes].numpy(), ggml_type, n), device=t.device)

def progress_bar(done: int, total: int, name: str) -> None:
  """A one-line bar on stderr, redrawn in place (only on a terminal: logs get no carriage-return clutter)."""
  if total and sys.stderr.isatty():
    w = 30
    sys.stderr.write(f"\r[{'#' * (w * done // total):<{w}}] {done * 100 // total:3d}% {name[:50]:<50}")
    if done == total: sys.stderr.write("\n")
    sys.stderr.flush()

def gguf_load(fn: str | os.PathLike | Tensor, device: str | None = None, progress: Callable[[int, int, str], None] | None = None,
              raw: dict[str, tuple[Tensor, int]] | None = None) -> tuple[dict[str, Any], dict[str, Tensor]]:
  """Loads a GGUF file (every part of a split one) as (metadata, {name: lazy Tensor in numpy shape order}), dequantised on the
  device by Tensor ops when used. Each tensor's bytes are read from the memory map once, into a realized uint8 device buffer.

  Args:
    fn: a path, or a uint8 Tensor holding the file.
    device: where the tensors go (default: Device.DEFAULT).
    progress: called as progress(done_bytes, total_bytes, name) as the tensors load.
    raw: when given, receives {name: (that uint8 buffer, ggml type)} (the decode matvecs read quantised blocks from it).
  Raises:
    ValueError: a malformed file, or a type it cannot dequantise.

  Examples:
    >>> import os, tempfile; from tinygrad.llm.gguf import GGMLType, gguf_write
    >>> from tinygrad.llm.quants import quantize; from tinygrad.llm.dequant import gguf_load
    >>> fn = os.path.join(tempfile.mkdtemp(), "m.gguf")
    >>> gguf_write(fn, {}, {"a": np.full((2, 32), 0.5, np.float32), "q": quantize(np.full((1, 32), 2.0, np.float32), GGMLType.Q4_0)})
    >>> kv, ts = gguf_load(fn)
    >>> print(ts["a"].shape, ts["q"].numpy().max())
    (2, 32) 2.0
  """
  if isinstance(fn, Tensor):
    import tempfile
    with tempfile.NamedTemporaryFile(suffix=".gguf", delete=False) as tmp: tmp.write(fn.numpy().tobytes())
    try: return gguf_load(tmp.name, device, progress, raw)
    finally: os.unlink(tmp.name)
  with GGUFFile(fn) as first: kv = first.kv
  parts = split_paths(fn, kv)
  files = [GGUFFile(p) for p in parts]
  try:
    total, done, state = sum(i.nbytes for f in files for i in f.tensors.values()), 0, {}
    for f in files:
      for name, info in f.tensors.items():
        data = Tensor(f.raw(name), device=device).realize()
        state[name] = ggml_data_to_tensor(data, info.n, info.ggml_type).reshape(info.shape)
        if raw is not None: raw[name] = (data, info.ggml_type)
        done += info.nbytes
        if progress is not None: progress(done, total, name)
  finally:
    for f in files: f.close()
  return kv, state
