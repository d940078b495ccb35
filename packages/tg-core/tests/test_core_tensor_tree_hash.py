"""Tensor.hash(): a 16-byte shake_128 tree hash over 1 MiB chunks, checked against a hashlib reference written from
the description: zero-pad the bytes to whole 1 MiB chunks, shake_128 each chunk to 16 bytes; while there was more than one chunk,
hash the concatenated digests the same way."""
import hashlib
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Tensor, dtypes

CHUNK = 1 << 20
rng = np.random.default_rng(3)

def ref_hash(b: bytes) -> bytes:
  while True:
    rows = max(1, -(-len(b) // CHUNK))
    b += bytes(rows * CHUNK - len(b))
    b = b"".join(hashlib.shake_128(b[i * CHUNK:(i + 1) * CHUNK]).digest(16) for i in range(rows))
    if rows == 1: return b

def test_one_chunk_of_floats_from_a_graph():
  x = rng.standard_normal((30, 40)).astype(np.float32)
  h = (Tensor(x) * 2).hash()  # an unrealized graph: its value's bytes are hashed
  assert h.shape == (16,) and h.dtype == dtypes.uint8
  assert bytes(h.numpy()) == ref_hash((x * 2).tobytes())
  assert ref_hash((x * 2).tobytes()) != ref_hash(x.tobytes())

def test_exact_chunk_and_int_dtype():
  x = rng.integers(-2**31, 2**31, CHUNK // 4, dtype=np.int32)  # exactly one chunk: plain shake_128 of the bytes
  h = bytes(Tensor(x).hash().numpy())
  assert h == ref_hash(x.tobytes()) == hashlib.shake_128(x.tobytes()).digest(16)

def test_two_chunks_make_a_tree():
  x = rng.integers(0, 256, CHUNK + 77, dtype=np.uint8)
  h = bytes(Tensor(x).hash().numpy())
  leaves = hashlib.shake_128(x[:CHUNK].tobytes()).digest(16) + hashlib.shake_128(x[CHUNK:].tobytes() + bytes(CHUNK - 77)).digest(16)
  assert h == ref_hash(x.tobytes()) == hashlib.shake_128(leaves + bytes(CHUNK - 32)).digest(16)
