"""Single-token (decode) matrix-vector products over weights kept row-major (out, in) as the GGUF stores them, quantised ones still
quantised: Q8_0 as an int8 plane and an fp16 scale per 32, Q4_K as a nibble plane with its fp16 super-block scales and 6-bit
sub-block scales and mins. Each product is one reduce over a row's contiguous bytes, dequantised as it is read, so a decoded token
streams ~1.06 (Q8_0) or ~0.58 (Q4_K) bytes per weight instead of an fp16 copy's 2, and the rows split evenly over the CPU's threads.

Prefill (many tokens) keeps using the dequantised fp16 matrices: a matmul reuses each weight across tokens, a matvec cannot.
"""
from __future__ import annotations
from collections.abc import Callable
from dataclasses import dataclass
from tinygrad.dtype import dtypes
from tinygrad.tensor import Tensor
from tinygrad.llm.gguf import GGMLType

f32 = dtypes.float32

def _u16(b: Tensor) -> Tensor: return b[..., 0].cast(dtypes.uint16) | (b[..., 1].cast(dtypes.uint16) << 8)

@dataclass
class MatvecWeight:
  """An (out, in) matrix as `kind` planes, each with `out` leading rows: float (w), q8_0 (q int8 (out, in), d fp16 (out, in/32)),
  q4_k (qs uint8 (out, in/64, 32): byte j of a 64-chunk holds element j low and 32+j high; sc, mn uint8 (out, in/32); d, dmin
  fp16 (out, in/256))."""
  kind: str
  planes: tuple[Tensor, ...]
  shape: tuple[int, int]

  def __call__(self, x: Tensor) -> Tensor:
    """x (B, 1, in) -> x @ W.T (B, 1, out), float32."""
    B, (O, I) = x.shape[0], self.shape
    x = x.float().reshape(B, 1, I)
    if self.kind == "float": return (x * self.planes[0].cast(f32).reshape(1, O, I)).sum(-1).reshape(B, 1, O)
    if self.kind == "q8_0":
      q, d = self.planes
      w = q.reshape(1, O, I // 32, 32).cast(f32) * d.cast(f32).reshape(1, O, I // 32, 1)
      return (w * x.reshape(B, 1, I // 32, 32)).sum((-1, -2)).reshape(B, 1, O)
    qs, sc, mn, d, dmin = self.planes
    C = I // 64  # chunks of 64: two 32-element sub-blocks, the low and the high nibbles of the same 32 bytes
    def per_chunk(t: Tensor) -> Tensor: return t.cast(f32).reshape(O, C // 4, 1).expand(O, C // 4, 4).reshape(O, C, 1)  # 4 chunks a super-block
    dc, mc = per_chunk(d), per_chunk(dmin)
    s, m, xs, b = sc.reshape(O, C, 2).cast(f32), mn.reshape(O, C, 2).cast(f32), x.reshape(B, 1, C, 2, 32), qs.reshape(1, O, C, 32)
    lo = ((b & 15).cast(f32) * (dc * s[:, :, 0:1]) - mc * m[:, :, 0:1]) * xs[:, :, :, 0]
    hi = ((b >> 4).cast(f32) * (dc * s[:, :, 1:2]) - mc * m[:, :, 1:2]) * xs[:, :, :, 1]
    return (lo + hi).sum((-1, -2)).reshape(B, 1, O)

  def map_rows(self, fn: Callable[[Tensor], Tensor]) -> MatvecWeight:
    """The same matrix with fn (a function of a tensor whose axis 0 is the rows) applied to every plane, e.g. a row permutation."""
    return MatvecWeight(self.kind, tuple(fn(p) for p in self.planes), self.shape)

  def realize(self) -> MatvecWeight:
    planes = tuple(p.contiguous() for p in self.planes)
    Tensor.realize(*planes)
    return MatvecWeight(self.kind, planes, self.shape)

  @property
  def nbytes(self) -> int: return sum(p.numel() * p.dtype.itemsize for p in self.planes)

  @staticmethod
  def cat(*ws: MatvecWeight) -> MatvecWeight | None:
    """The matrices stacked by rows (one product computes all of them), or None when their kinds or widths differ."""
    if len({(w.kind, w.shape[1], tuple(p.dtype for p in w.planes)) for w in ws}) != 1: return None
    return MatvecWeight(ws[0].kind, tuple(Tensor.cat(*ps) for ps in zip(*[w.planes for w in ws])), (sum(w.shape[0] for w in ws), ws[0].shape[1]))

def from_raw(raw: Tensor, ggml_type: int, shape: tuple[int, int], half: bool) -> MatvecWeight | None:
  """The matvec form of a GGUF matrix from its raw bytes (uint8), lazily; None for a type without one (use the dequantised copy)."""
  O, I = shape
  if ggml_type == GGMLType.F16: return MatvecWeight("float", (raw.bitcast(dtypes.float16).reshape(O, I),), shape)
  if ggml_type == GGMLType.F32:
    w = raw.bitcast(dtypes.float32).reshape(O, I)
    return MatvecWeight("float", (w.cast(dtypes.float16) if half else w,), shape)
  if ggml_type == GGMLType.Q8_0:
    b = raw.reshape(O, I // 32, 34)
    return MatvecWeight("q8_0", (b[:, :, 2:].bitcast(dtypes.int8).reshape(O, I), _u16(b[:, :, 0:2]).bitcast(dtypes.float16)), shape)
  if ggml_type == GGMLType.Q4_K:
    from tinygrad.llm.dequant import _k_scales
    S = I // 256
    b = raw.reshape(O * S, 144)
    sc, mn = _k_scales(b[:, 4:16])  # (O*S, 8) as float32 holding 6-bit integers
    return MatvecWeight("q4_k", (b[:, 16:].reshape(O, S * 4, 32), sc.cast(dtypes.uint8).reshape(O, S * 8), mn.cast(dtypes.uint8).reshape(O, S * 8),
                                 _u16(b[:, 0:2]).bitcast(dtypes.float16).reshape(O, S), _u16(b[:, 2:4]).bitcast(dtypes.float16).reshape(O, S)), shape)
  return None

def from_dense(w: Tensor, half: bool) -> MatvecWeight:
  """The matvec form of any (out, in) matrix: its values, as fp16 when half (a type with no quantised form here)."""
  return MatvecWeight("float", (w.cast(dtypes.float16) if half and w.dtype.itemsize > 2 else w,), (int(w.shape[0]), int(w.shape[1])))
