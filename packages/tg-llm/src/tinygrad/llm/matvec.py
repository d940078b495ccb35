"""Single-token (decode) matrix-vector products over weights kept row-major (out, in) as the GGUF stores them, quantised ones still
quantised: Q8_0 as an int8 plane and an fp16 scale per 32, Q4_K as a nibble plane with fp16 super-block scales and 6-bit sub-block
scales and mins, dequantised to float as they are read; so a decoded token streams ~1.06 (Q8_0) or ~0.58 (Q4_K) bytes per weight
instead of an fp16 copy's 2. The rows split evenly over the CPU's threads.

With QDOT=1 the activations are quantised to int8 per block of 32 (llama.cpp's q8_0 activation format), each weight block's integer
values are multiplied with them and summed in int32, and only the per-block sums are scaled in float; Q4_0 (a nibble plane),
Q5_K (Q4_K's planes and a fifth-bit plane) and Q6_K (repacked at load into a nibble plane and a 2-bit plane that read
sequentially, the file's size) then get quantised forms too (~0.56, ~0.69 and ~0.82 bytes per weight).

Prefill (many tokens) keeps using the dequantised fp16 matrices: a matmul reuses each weight across tokens, a matvec cannot.
"""
from __future__ import annotations
from collections.abc import Callable
from dataclasses import dataclass
from tinygrad.dtype import dtypes
from tinygrad.helpers import ContextVar
from tinygrad.tensor import Tensor
from tinygrad.llm.gguf import GGMLType

f32, i32 = dtypes.float32, dtypes.int32
# integer-dot decode (quantize_act): off by default while its kernels run slower than the float ones (bench/quant_matvec.py)
QDOT = ContextVar("QDOT", 0)

def _u16(b: Tensor) -> Tensor: return b[..., 0].cast(dtypes.uint16) | (b[..., 1].cast(dtypes.uint16) << 8)

@dataclass
class MatvecWeight:
  """An (out, in) matrix as `kind` planes, each with `out` leading rows: float (w), q8_0 (q int8 (out, in), d fp16 (out, in/32)),
  q4_k (qs uint8 (out, in/64, 32): byte j of a 64-chunk holds element j low and 32+j high; sc, mn uint8 (out, in/32); d, dmin
  fp16 (out, in/256)), q5_k (q4_k's planes with qh uint8 (out, in/256, 32) after qs: bit j of byte i is element i of sub-block j's
  fifth bit), q4_0 (qs uint8 (out, in/32, 16): element i low, 16+i high; d fp16 (out, in/32)), q6_k (6-bit values v: lo uint8 (out, in/32, 16)
  with v & 15 of element i low and 16+i high, hi uint8 (out, in/64, 16) with v >> 4 of element 16k+i at bits 2k; int8 scales
  (out, in/16); fp16 d (out, in/256))."""
  kind: str
  planes: tuple[Tensor, ...]
  shape: tuple[int, int]

  def __call__(self, x: Tensor, qdot: bool | None = None) -> Tensor:
    """x (B, 1, in) -> x @ W.T (B, 1, out), float32. Quantised kinds take integer dot products of their weights with x quantised to
    int8 per block of 32 (see quantize_act) when qdot (default: QDOT, 0), else dequantise to float as they read (q8_0, q4_k only)."""
    B, (O, I) = x.shape[0], self.shape
    x = x.float().reshape(B, 1, I)
    if self.kind == "float": return (x * self.planes[0].cast(f32).reshape(1, O, I)).sum(-1).reshape(B, 1, O)
    if (QDOT.value if qdot is None else qdot) or self.kind not in ("q8_0", "q4_k"): return _QDOT[self.kind](self, *quantize_act(x))
    if self.kind == "q8_0":
      q, d = self.planes
      w = q.reshape(1, O, I // 32, 32).cast(f32) * d.cast(f32).reshape(1, O, I // 32, 1)
      return (w * x.reshape(B, 1, I // 32, 32)).sum((-1, -2)).reshape(B, 1, O)
    qs, sc, mn, d, dmin = self.planes
    C = I // 64  # chunks of 64: two 32-element sub-blocks, the low and the high nibbles of the same 32 bytes
    dc, mc = _per_chunk(d, O, C).cast(f32), _per_chunk(dmin, O, C).cast(f32)
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

def _per_chunk(t: Tensor, O: int, C: int) -> Tensor:
  """(O, C/4) per-super-block values -> (O, C, 1), one per 64-element chunk (4 chunks a 256 super-block)."""
  return t.reshape(O, C // 4, 1).expand(O, C // 4, 4).reshape(O, C, 1)

def quantize_act(x: Tensor) -> tuple[Tensor, Tensor, Tensor]:
  """x (B, 1, I) float -> (xq, xd, xs) as llama.cpp's q8_0 activations: xq int8 (B, 1, I/32, 32) = round(x / xd), xd float32
  (B, 1, I/32, 1) = max|x| / 127 of each block of 32, xs int32 (B, 1, I/32, 1) the sum of each block's xq (for the weights' offsets).
  Each product term's error is at most |w| * xd / 2. Realized here so the matvec kernel reads int8, not x again per row."""
  B, _, I = x.shape
  if I % 32: raise ValueError(f"quantize_act: width {I} is not a multiple of 32; pad the activations to whole blocks of 32")
  xb = x.reshape(B, 1, I // 32, 32)
  xd = xb.abs().max(-1, keepdim=True) / 127
  xq = (xb / (xd == 0).where(1.0, xd)).round().cast(dtypes.int8).contiguous()
  return xq, xd.contiguous(), xq.cast(i32).sum(-1, keepdim=True, dtype=i32).contiguous()

def _idot(w: Tensor, xq: Tensor) -> Tensor:
  """Integer dot of weight values w (.., n) (uint8/int8) with int8 activations xq (.., n), summed over the last axis in int32."""
  return (w.cast(i32) * xq.cast(i32)).sum(-1, dtype=i32)

def _nib(b: Tensor, axis: int) -> Tensor:
  """The low (index 0) and high (1) nibbles of bytes b on a new axis, by a shift per index (no select in the kernel)."""
  b = b.unsqueeze(axis)
  return (b >> Tensor([0, 4], dtype=dtypes.uint8).reshape([2 if i == (axis % b.ndim) else 1 for i in range(b.ndim)])) & 15

def _qdot_q8_0(m: MatvecWeight, xq: Tensor, xd: Tensor, xs: Tensor) -> Tensor:
  (O, I), (q, d), B = m.shape, m.planes, xq.shape[0]  # q8_0 weights are signed: no offset, xs unused
  dot = _idot(q.reshape(1, O, I // 32, 32), xq.reshape(B, 1, I // 32, 32))
  return (dot.cast(f32) * d.cast(f32).reshape(1, O, I // 32) * xd.reshape(B, 1, I // 32)).sum(-1).reshape(B, 1, O)

def _qdot_q4_0(m: MatvecWeight, xq: Tensor, xd: Tensor, xs: Tensor) -> Tensor:
  O, (qs, d), B, N = m.shape[0], m.planes, xq.shape[0], m.shape[1] // 32
  dot = _idot(_nib(qs.reshape(1, O, N, 16), 3), xq.reshape(B, 1, N, 2, 16)).sum(-1, dtype=i32)  # low nibbles 0-15, high 16-31
  return ((dot - 8 * xs.reshape(B, 1, N)).cast(f32) * d.cast(f32).reshape(1, O, N) * xd.reshape(B, 1, N)).sum(-1).reshape(B, 1, O)

def _k_mins(m: MatvecWeight, q: Tensor, xq: Tensor, xd: Tensor, xs: Tensor, sc: Tensor, mn: Tensor, d: Tensor, dmin: Tensor) -> Tensor:
  """Q4_K/Q5_K: sum over sub-blocks j of xd_j * (d * sc_j * dot_j - dmin * mn_j * xs_j), q the (1, O, I/32, 32) integer values."""
  O, B, N = m.shape[0], xq.shape[0], m.shape[1] // 32
  dot, sub = _idot(q, xq.reshape(B, 1, N, 32)), (B, 1, N)
  per = (lambda t: t.reshape(O, N // 8, 1).expand(O, N // 8, 8).reshape(1, O, N).cast(f32))
  isc, imn = (dot * sc.reshape(1, O, N).cast(i32)).cast(f32), (xs.reshape(sub) * mn.reshape(1, O, N).cast(i32)).cast(f32)
  return ((per(d) * isc - per(dmin) * imn) * xd.reshape(sub)).sum(-1).reshape(B, 1, O)

def _qdot_q4_k(m: MatvecWeight, xq: Tensor, xd: Tensor, xs: Tensor) -> Tensor:
  (O, I), (qs, sc, mn, d, dmin) = m.shape, m.planes
  return _k_mins(m, _nib(qs.reshape(1, O, I // 64, 32), 3).reshape(1, O, I // 32, 32), xq, xd, xs, sc, mn, d, dmin)

def _qdot_q5_k(m: MatvecWeight, xq: Tensor, xd: Tensor, xs: Tensor) -> Tensor:
  (O, I), (qs, qh, sc, mn, d, dmin), S = m.shape, m.planes, m.shape[1] // 256
  high = (qh.reshape(1, O, S, 1, 32) >> Tensor.arange(8, dtype=dtypes.uint8).reshape(1, 1, 1, 8, 1)) & 1  # sub-block j: bit j of qh[i]
  q = _nib(qs.reshape(1, O, S, 4, 32), 4).reshape(1, O, S, 8, 32) | (high << 4)
  return _k_mins(m, q.reshape(1, O, I // 32, 32), xq, xd, xs, sc, mn, d, dmin)

def _qdot_q6_k(m: MatvecWeight, xq: Tensor, xd: Tensor, xs: Tensor) -> Tensor:
  O, (lo, hi, sc, d), G, B = m.shape[0], m.planes, m.shape[1] // 64, xq.shape[0]
  # 64-groups of four 16-element sub-blocks k: low nibbles from byte k//2 of lo's pair (shift 4*(k%2)), top 2 bits at shift 2k of hi
  l4 = (lo.reshape(1, O, G, 2, 1, 16) >> Tensor([0, 4], dtype=dtypes.uint8).reshape(1, 1, 1, 1, 2, 1)) & 15
  h2 = (hi.reshape(1, O, G, 1, 16) >> Tensor([0, 2, 4, 6], dtype=dtypes.uint8).reshape(1, 1, 1, 4, 1)) & 3
  q = (l4.reshape(1, O, G, 4, 16) | (h2 << 4)).bitcast(dtypes.int8) - 32
  dot = _idot(q, xq.reshape(B, 1, G, 4, 16)) * sc.reshape(1, O, G, 4).cast(i32)
  dot = dot.reshape(B, O, G, 2, 2).sum(-1, dtype=i32)  # 16-element sub-blocks share their 32-block's activation scale
  ds = d.cast(f32).reshape(O, G // 4, 1, 1).expand(O, G // 4, 4, 2).reshape(1, O, G, 2)
  return (dot.cast(f32) * xd.reshape(B, 1, G, 2) * ds).sum((-1, -2)).reshape(B, 1, O)

_QDOT: dict[str, Callable[..., Tensor]] = {"q8_0": _qdot_q8_0, "q4_0": _qdot_q4_0, "q4_k": _qdot_q4_k, "q5_k": _qdot_q5_k, "q6_k": _qdot_q6_k}

def _q6_ints(b: Tensor) -> Tensor:
  """(nb, 210) Q6_K blocks -> (nb, 256) uint8 6-bit values (0..63) in element order: half n's low nibbles of its 64 ql bytes then
  their high nibbles, each with 2 bits of qh[n, i % 32] (shift 2 * (i // 32)) on top."""
  from tinygrad.llm.dequant import _nibbles
  ql, qh = b[:, :128].reshape(-1, 2, 64), b[:, 128:192].reshape(-1, 2, 1, 32)
  high = ((qh >> (Tensor.arange(4, dtype=dtypes.uint8) * 2).reshape(1, 1, 4, 1)) & 3).reshape(-1, 2, 128)
  return (_nibbles(ql) | (high << 4)).reshape(-1, 256)

def from_raw(raw: Tensor, ggml_type: int, shape: tuple[int, int], half: bool, qdot: bool | None = None) -> MatvecWeight | None:
  """The matvec form of a GGUF matrix from its raw bytes (uint8), lazily; None for a type without one (use the dequantised copy).
  Q4_0, Q5_K and Q6_K have one only for the integer-dot path (qdot, default QDOT)."""
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
  if not (QDOT.value if qdot is None else qdot): return None
  if ggml_type == GGMLType.Q4_0:
    b = raw.reshape(O, I // 32, 18)
    return MatvecWeight("q4_0", (b[:, :, 2:].contiguous(), _u16(b[:, :, 0:2]).bitcast(dtypes.float16)), shape)
  if ggml_type == GGMLType.Q5_K:
    from tinygrad.llm.dequant import _k_scales
    S = I // 256
    b = raw.reshape(O * S, 176)
    sc, mn = _k_scales(b[:, 4:16])
    return MatvecWeight("q5_k", (b[:, 48:].reshape(O, S * 4, 32), b[:, 16:48].reshape(O, S, 32), sc.cast(dtypes.uint8).reshape(O, S * 8),
                                 mn.cast(dtypes.uint8).reshape(O, S * 8), _u16(b[:, 0:2]).bitcast(dtypes.float16).reshape(O, S),
                                 _u16(b[:, 2:4]).bitcast(dtypes.float16).reshape(O, S)), shape)
  if ggml_type == GGMLType.Q6_K:
    S = I // 256
    b = raw.reshape(O * S, 210)
    # repacked once for sequential reads: low nibbles of two 16-element sub-blocks a byte run, the top 2 bits of four
    q = _q6_ints(b)
    lo = (q & 15).reshape(O, I // 32, 2, 16)
    hi = (q >> 4).reshape(O, I // 64, 4, 16)
    planes = ((lo[:, :, 0] | (lo[:, :, 1] << 4)), hi[:, :, 0] | (hi[:, :, 1] << 2) | (hi[:, :, 2] << 4) | (hi[:, :, 3] << 6),
              b[:, 192:208].bitcast(dtypes.int8).reshape(O, S * 16))
    return MatvecWeight("q6_k", (*planes, _u16(b[:, 208:210]).bitcast(dtypes.float16).reshape(O, S)), shape)
  return None

def from_dense(w: Tensor, half: bool) -> MatvecWeight:
  """The matvec form of any (out, in) matrix: its values, as fp16 when half (a type with no quantised form here)."""
  return MatvecWeight("float", (w.cast(dtypes.float16) if half and w.dtype.itemsize > 2 else w,), (int(w.shape[0]), int(w.shape[1])))
