"""GGUF metadata arrays of arrays: nesting is bounded, so a corrupt (or hostile) file raises ValueError instead of RecursionError."""
import struct
import pytest
from tinygrad.llm.gguf import MAX_ARRAY_DEPTH, GGUFValueType, gguf_write, parse_header

def gstr(s: str) -> bytes: return struct.pack("<Q", len(s)) + s.encode()

def nested_image(depth: int) -> bytes:
  """A header whose one key holds `depth` arrays, each the single element of the one outside it; the innermost is an empty INT32 array."""
  payload = struct.pack("<iQ", GGUFValueType.ARRAY, 1) * (depth - 1) + struct.pack("<iQ", GGUFValueType.INT32, 0)
  head = b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + gstr("deep") + struct.pack("<i", GGUFValueType.ARRAY) + payload
  return head + b"\0" * (-len(head) % 32)

def depth_of(v: list) -> int:
  d = 0
  while isinstance(v, list):
    d, v = d + 1, v[0] if v else None
  return d

@pytest.mark.parametrize("depth", [1, 2, MAX_ARRAY_DEPTH])
def test_nesting_up_to_the_bound_reads(depth):
  assert depth_of(parse_header(nested_image(depth)).kv["deep"]) == depth

@pytest.mark.parametrize("depth", [MAX_ARRAY_DEPTH + 1, 5000])  # 5000 levels in 60 kB used to exhaust the stack (RecursionError)
def test_deeper_nesting_raises_value_error(depth):
  with pytest.raises(ValueError, match=rf"corrupt: metadata 'deep' nests arrays more than {MAX_ARRAY_DEPTH} deep"):
    parse_header(nested_image(depth))

def test_writer_nested_arrays_round_trip(tmp_path):
  v = [[[1, 2], [3]], [[4]], []]
  gguf_write(tmp_path / "n.gguf", {"n": v}, {})
  assert parse_header((tmp_path / "n.gguf").read_bytes()).kv["n"] == v
