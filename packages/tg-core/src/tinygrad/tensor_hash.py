"""Tensor.keccak: the Keccak sponge (FIPS 202) over the bytes of the last axis, every leading index hashed independently; and
Tensor.hash: a shake_128 tree over 1 MiB chunks built on it.

The state is a (..., 5, 5) uint64 tensor of lanes indexed [y][x]. A round is three small kernels (theta+rho, the pi lane
permutation as a one-hot select, chi+iota) whose constants are tensors, so all 24 rounds and all blocks reuse the same kernels.
"""
from __future__ import annotations
from typing import TYPE_CHECKING, Any
import numpy as np
from tinygrad.dtype import dtypes
if TYPE_CHECKING: from tinygrad.tensor import Tensor

# name -> (rate in bytes, domain-separation byte); the digest is (200 - rate) // 2 bytes (shake_128 gives 16)
KECCAK_CFGS: dict[str, tuple[int, int]] = {"sha3_224": (144, 0x06), "sha3_256": (136, 0x06), "sha3_384": (104, 0x06),
                                           "sha3_512": (72, 0x06), "shake_128": (168, 0x1F), "shake_256": (136, 0x1F)}
MASK64 = (1 << 64) - 1

def _round_constants() -> list[int]:
  """iota's 24 constants from FIPS 202's degree-8 LFSR: bit 2^j - 1 of round i's constant is output bit 7i + j."""
  out, r = [], 1
  for _ in range(24):
    c = 0
    for j in range(7):
      if r & 1: c |= 1 << ((1 << j) - 1)
      r = ((r << 1) ^ 0x171) if r & 0x80 else r << 1
    out.append(c)
  return out

def _rotations() -> list[int]:
  """rho's offset for lane x + 5y: walk (x, y) -> (y, 2x + 3y) from (1, 0), the t-th lane turning by (t+1)(t+2)/2."""
  rot, (x, y) = [0] * 25, (1, 0)
  for t in range(24):
    rot[x + 5 * y] = ((t + 1) * (t + 2) // 2) % 64
    x, y = y, (2 * x + 3 * y) % 5
  return rot

RC, ROT = _round_constants(), _rotations()
# pi moves lane (x, y) to (y, 2x + 3y): output lane X + 5Y reads input lane x + 5y with y = X, x = (X + 3Y) % 5
PI_SRC = [(X + 3 * Y) % 5 + 5 * X for Y in range(5) for X in range(5)]

def _keccak_round(s: Tensor, rc: Tensor, rot: Tensor, pi: Tensor) -> Tensor:
  """One Keccak-f[1600] round on states (..., 5, 5) indexed [y][x]; the constants come in as tensors so all rounds share kernels."""
  c = s[..., 0, :] ^ s[..., 1, :] ^ s[..., 2, :] ^ s[..., 3, :] ^ s[..., 4, :]
  c1 = c.roll(-1, -1)
  a = s ^ (c.roll(1, -1) ^ (c1 << 1) ^ (c1 >> 63)).unsqueeze(-2)
  a = ((a << rot) | (a >> ((64 - rot) % 64))).contiguous()  # rho; a shift by 64 would be undefined, so rotations by 0 shift by 0
  b = pi.where(a.reshape(*a.shape[:-2], 1, 25), 0).sum(-1, dtype=dtypes.uint64).reshape(a.shape).contiguous()
  return (b ^ (~b.roll(-1, -1) & b.roll(-2, -1)) ^ rc).contiguous()

def _message_words(data: Tensor, rate: int, dsbyte: int) -> Tensor:
  """Rows of bytes (..., L) padded (pad10*1 with the domain byte) into little-endian uint64 words (..., blocks, rate // 8)."""
  T = type(data)
  n, lead = int(data.shape[-1]), data.shape[:-1]
  padded = (n // rate + 1) * rate
  pattern = np.zeros(padded, np.uint8)
  pattern[n] ^= dsbyte
  pattern[-1] ^= 0x80
  msg = data.pad(tuple([None] * len(lead) + [(0, padded - n)])) ^ T(pattern, device=data.device)
  shifts = T(np.arange(0, 64, 8, dtype=np.uint64), device=data.device)
  return (msg.reshape(*lead, padded // rate, rate // 8, 8).cast(dtypes.uint64) << shifts).sum(-1, dtype=dtypes.uint64)

def _constants(like: Tensor) -> tuple[Tensor, Tensor, list[Tensor]]:
  """(rho rotations, pi one-hot select, iota round constants) as tensors on like's device."""
  T, dev = type(like), like.device
  rot = T(np.array(ROT, np.uint64).reshape(5, 5), device=dev)
  pi = T(np.array(PI_SRC).reshape(25, 1) == np.arange(25).reshape(1, 25), device=dev)
  return rot, pi, [T(np.array([[c, 0, 0, 0, 0]] + [[0] * 5] * 4, np.uint64), device=dev) for c in RC]

def _absorb(s: Tensor, block: Tensor, consts: tuple[Tensor, Tensor, list[Tensor]]) -> Tensor:
  """The sponge state (..., 25) after xoring in one block of words (..., rate // 8) and permuting."""
  lead = s.shape[:-1]
  s = (s ^ block.pad(tuple([None] * len(lead) + [(0, 25 - int(block.shape[-1]))]))).reshape(*lead, 5, 5)
  for rc in consts[2]: s = _keccak_round(s, rc, consts[0], consts[1])
  return s.reshape(*lead, 25)

def _squeeze(s: Tensor, rate: int) -> Tensor:
  """The (200 - rate) // 2 digest bytes from the first lanes of states (..., 25)."""
  T = type(s)
  out_len = (200 - rate) // 2
  out = s[..., :(out_len + 7) // 8].unsqueeze(-1) >> T(np.arange(0, 64, 8, dtype=np.uint64), device=s.device)
  return (out & 0xFF).cast(dtypes.uint8).reshape(*s.shape[:-1], -1)[..., :out_len]

def keccak(data: Tensor, cfg: str | tuple[int, int] = "sha3_256") -> Tensor:
  """Digest of each row of bytes along the last axis: (..., L) uint8 -> (..., (200 - rate) // 2) uint8."""
  T = type(data)  # the caller's Tensor class: this module never imports tinygrad.tensor
  if isinstance(cfg, str) and cfg not in KECCAK_CFGS:
    raise ValueError(f"unknown keccak cfg {cfg!r}; use one of {sorted(KECCAK_CFGS)} or a (rate, dsbyte) pair")
  rate, dsbyte = KECCAK_CFGS[cfg] if isinstance(cfg, str) else cfg
  if not (0 < rate < 200 and rate % 8 == 0 and 0 < dsbyte < 256):
    raise ValueError(f"keccak needs 0 < rate < 200 with rate % 8 == 0 and 0 < dsbyte < 256, got {cfg}")
  if data.ndim == 0: raise ValueError("keccak hashes the last axis; pass at least a 1-D tensor of bytes")
  if data.dtype != dtypes.uint8: data = data.bitcast(dtypes.uint8)
  words, consts = _message_words(data, rate, dsbyte), _constants(data)
  s = T.zeros(*data.shape[:-1], 25, dtype=dtypes.uint64, device=data.device)
  for blk in range(int(words.shape[-2])): s = _absorb(s, words[..., blk, :], consts)
  return _squeeze(s, rate)

# ---- Tensor.hash: a shake_128 tree over 1 MiB chunks ----
# The bytes are zero-padded to whole 1 MiB chunks and each chunk is hashed to 16 bytes with shake_128; while there was more than
# one chunk, the concatenated digests are hashed the same way (padded to whole chunks again). The last single digest is the hash.

HASH_CHUNK = 1 << 20
_SHAKE_RATE, _SHAKE_DS = KECCAK_CFGS["shake_128"]
_absorbers: dict[tuple, Any] = {}

def _absorber(rows: int, blocks: int, like: Tensor) -> Any:
  """A TinyJit of one sponge step for `rows` chunks (the block picked by a bound Variable), so a chunk's 6242 blocks replay the
  same captured kernels instead of scheduling each round again."""
  from tinygrad.engine.jit import TinyJit
  if (key := (rows, blocks, like.device)) not in _absorbers:
    rot, pi, rcs = _constants(like)
    consts = (rot.realize(), pi.realize(), [rc.realize() for rc in rcs])
    def step(s: Tensor, words: Tensor, blk: Any) -> Tensor:
      return _absorb(s, words.shrink(((0, rows), (blk, blk + 1), (0, _SHAKE_RATE // 8))).reshape(rows, -1), consts).contiguous()
    _absorbers[key] = TinyJit(step)
  return _absorbers[key]

def _shake128_chunks(chunks: Tensor) -> Tensor:
  """shake_128 16-byte digests of each row of (rows, HASH_CHUNK) uint8."""
  T = type(chunks)
  from tinygrad.uop.ops import UOp
  rows = int(chunks.shape[0])
  words = _message_words(chunks, _SHAKE_RATE, _SHAKE_DS).contiguous().realize()
  blocks, step = int(words.shape[1]), _absorber(rows, int(words.shape[1]), chunks)
  s = T.zeros(rows, 25, dtype=dtypes.uint64, device=chunks.device).contiguous().realize()
  for b in range(blocks): s = step(s, words, UOp.variable("keccak_block", 0, blocks - 1).bind(b))
  return _squeeze(s.clone(), _SHAKE_RATE)

def tree_hash(t: Tensor) -> Tensor:
  """16 bytes (uint8) identifying the tensor's contents: see the tree layout above."""
  if isinstance(t.device, tuple): raise NotImplementedError("hash of a multi-device tensor: copy it to one device first (.to(dev))")
  data = (t.cast(dtypes.uint8) if t.dtype == dtypes.bool else t).flatten()
  if data.dtype != dtypes.uint8: data = data.bitcast(dtypes.uint8)
  while True:
    n = int(data.shape[0])
    rows = max(1, -(-n // HASH_CHUNK))
    data = _shake128_chunks(data.pad(((0, rows * HASH_CHUNK - n),)).reshape(rows, HASH_CHUNK)).flatten()
    if rows == 1: return data
