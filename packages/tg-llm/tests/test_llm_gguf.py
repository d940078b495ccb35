import math, struct
import numpy as np
import pytest
from tinygrad.llm.gguf import (GGML_BLOCKS, GGMLType, GGUFFile, GGUFValueType, RawTensor, Typed, gguf_read, gguf_write, ggml_nbytes,
                               parse_header)
from tinygrad.llm.quants import SUPPORTED, dequantize, iq_grid, quantize

# ---------------------------------------------------------------- a GGUF image built byte by byte, independently of the writer

def gstr(s: str | bytes) -> bytes:
  b = s.encode() if isinstance(s, str) else s
  return struct.pack("<Q", len(b)) + b
def kv_entry(key: str, vtype: int, payload: bytes) -> bytes: return gstr(key) + struct.pack("<i", vtype) + payload
def tensor_entry(name: str, dims: tuple[int, ...], ttype: int, off: int) -> bytes:
  return gstr(name) + struct.pack(f"<I{len(dims)}Qi", len(dims), *dims, ttype) + struct.pack("<Q", off)
def image(kvs: list[bytes], infos: list[bytes], data: bytes = b"", version: int = 3, align: int = 32,
          n_tensors: int | None = None, n_kv: int | None = None) -> bytes:
  head = b"GGUF" + struct.pack("<IQQ", version, len(infos) if n_tensors is None else n_tensors, len(kvs) if n_kv is None else n_kv)
  head += b"".join(kvs) + b"".join(infos)
  return head + b"\0" * (-len(head) % align) + data

def f16b(x: float) -> bytes: return np.float16(x).tobytes()
def f16(x: float) -> float: return float(np.float16(x))

@pytest.mark.parametrize("version", [2, 3])
def test_hand_built_header_all_value_types(version):
  kvs = [kv_entry("u8", 0, b"\xfe"), kv_entry("i8", 1, b"\xfe"), kv_entry("u16", 2, struct.pack("<H", 65000)),
         kv_entry("i16", 3, struct.pack("<h", -300)), kv_entry("u32", 4, struct.pack("<I", 4_000_000_000)),
         kv_entry("i32", 5, struct.pack("<i", -7)), kv_entry("f32", 6, struct.pack("<f", 0.1)), kv_entry("bool", 7, b"\x01"),
         kv_entry("str", 8, gstr("héllo 🎉")), kv_entry("u64", 10, struct.pack("<Q", 2**63 + 5)),
         kv_entry("i64", 11, struct.pack("<q", -2**40)), kv_entry("f64", 12, struct.pack("<d", math.pi)),
         kv_entry("arr.i32", 9, struct.pack("<iQ3i", 5, 3, 1, -2, 3)), kv_entry("arr.str", 9, struct.pack("<iQ", 8, 2) + gstr("a") + gstr("")),
         kv_entry("arr.nested", 9, struct.pack("<iQ", 9, 2) + struct.pack("<iQ2H", 2, 2, 7, 8) + struct.pack("<iQ", 7, 0)),
         kv_entry("arr.empty", 9, struct.pack("<iQ", 6, 0)), kv_entry("general.alignment", 4, struct.pack("<I", 64))]
  w = np.arange(12, dtype=np.float32).reshape(3, 4)
  h = np.array([1.5, -2.0], dtype=np.float16)
  infos = [tensor_entry("w", (4, 3), GGMLType.F32, 0), tensor_entry("h", (2,), GGMLType.F16, 64)]
  data = w.tobytes() + b"\0" * 16 + h.tobytes()
  buf = image(kvs, infos, data, version=version, align=64)
  hdr = parse_header(buf)
  assert hdr.version == version and hdr.alignment == 64 and hdr.data_offset % 64 == 0 and hdr.data_offset == len(buf) - len(data)
  assert hdr.kv == {"u8": 254, "i8": -2, "u16": 65000, "i16": -300, "u32": 4_000_000_000, "i32": -7, "f32": float(np.float32(0.1)),
                    "bool": True, "str": "héllo 🎉", "u64": 2**63 + 5, "i64": -2**40, "f64": math.pi, "arr.i32": [1, -2, 3],
                    "arr.str": ["a", ""], "arr.nested": [[7, 8], []], "arr.empty": [], "general.alignment": 64}
  tw, th = hdr.tensors["w"], hdr.tensors["h"]
  assert (tw.shape, tw.offset, tw.nbytes, tw.n) == ((3, 4), hdr.data_offset, 48, 12)
  assert (th.shape, th.offset, th.nbytes, th.ggml_type) == ((2,), hdr.data_offset + 64, 4, GGMLType.F16)
  np.testing.assert_array_equal(dequantize(buf[tw.offset:tw.offset + tw.nbytes], tw.ggml_type).reshape(tw.shape), w)
  np.testing.assert_array_equal(dequantize(buf[th.offset:th.offset + th.nbytes], th.ggml_type), h.astype(np.float32))

def test_default_alignment_is_32():
  buf = image([kv_entry("k", 8, gstr("v"))], [tensor_entry("t", (8,), GGMLType.I8, 0)], bytes(range(8)))
  hdr = parse_header(buf)
  assert hdr.alignment == 32 and hdr.data_offset == -(-(len(buf) - 8) // 32) * 32
  np.testing.assert_array_equal(dequantize(buf[hdr.data_offset:], GGMLType.I8), np.arange(8, dtype=np.int8))

# ---------------------------------------------------------------- writer round trip

def test_writer_round_trip(tmp_path):
  rng = np.random.default_rng(0)
  kv = {"general.architecture": "llama", "general.name": "tiny ✓", "llama.context_length": 128, "neg": -3, "big": 2**40, "f": 0.25,
        "flag": False, "tokens": ["a", "b c", "🎉"], "scores": [0.5, -1.25], "ids": [3, -1, 7], "typed": Typed(GGUFValueType.INT16, -5),
        "typed_arr": Typed(GGUFValueType.UINT8, [1, 2, 255]), "np_arr": np.array([1, 2], dtype=np.int64), "bools": [True, False]}
  x32 = rng.standard_normal((4, 64)).astype(np.float32)
  q8 = quantize(x32, GGMLType.Q8_0)
  tensors: dict[str, np.ndarray | RawTensor] = {"f32": x32, "f16": x32.astype(np.float16), "i32": np.arange(6, dtype=np.int32).reshape(2, 3),
                                                 "f64": np.array([1e300, -2.5]),
             "q8": q8, "q4": quantize(x32, GGMLType.Q4_0), "bf16": quantize(x32, GGMLType.BF16),
             "scalar": np.array(7.0, dtype=np.float32)}
  path = tmp_path / "m.gguf"
  gguf_write(path, kv, tensors, alignment=64)
  assert [p.name for p in tmp_path.iterdir()] == ["m.gguf"]  # the temp file was renamed, nothing left behind
  with GGUFFile(path) as f:
    want = {**kv, "typed": -5, "typed_arr": [1, 2, 255], "np_arr": [1, 2], "general.alignment": 64}
    assert f.kv == want and f.header.alignment == 64
    assert all(t.offset % 64 == 0 for t in f.tensors.values())
    assert {n: (t.shape, t.ggml_type) for n, t in f.tensors.items()} == {
      "f32": ((4, 64), GGMLType.F32), "f16": ((4, 64), GGMLType.F16), "i32": ((2, 3), GGMLType.I32), "f64": ((2,), GGMLType.F64),
      "q8": ((4, 64), GGMLType.Q8_0), "q4": ((4, 64), GGMLType.Q4_0), "bf16": ((4, 64), GGMLType.BF16), "scalar": ((), GGMLType.F32)}
    raw = f.raw("q8")
    assert raw.dtype == np.uint8 and not raw.flags.owndata and raw.tobytes() == q8.data  # zero-copy view of the map
  kv2, t2 = gguf_read(path)
  assert kv2 == want
  np.testing.assert_array_equal(t2["f32"], x32)
  np.testing.assert_array_equal(t2["f16"], x32.astype(np.float16).astype(np.float32))
  np.testing.assert_array_equal(t2["i32"], tensors["i32"])
  np.testing.assert_array_equal(t2["f64"], tensors["f64"])
  assert t2["scalar"].shape == () and t2["scalar"] == 7.0
  for name in ("q8", "q4", "bf16"): assert t2[name].shape == (4, 64) and np.abs(t2[name] - x32).max() < 0.5

def test_writer_rejects_bad_input(tmp_path):
  with pytest.raises(ValueError, match="dtype complex128"): gguf_write(tmp_path / "a.gguf", {}, {"t": np.zeros(2, dtype=complex)})
  with pytest.raises(ValueError, match="cannot store a dict"): gguf_write(tmp_path / "a.gguf", {"k": {}}, {})
  with pytest.raises(ValueError, match="mixes value types"): gguf_write(tmp_path / "a.gguf", {"k": ["a", 1.5]}, {})
  with pytest.raises(ValueError, match="does not fit"): gguf_write(tmp_path / "a.gguf", {"k": Typed(GGUFValueType.UINT8, 300)}, {})
  with pytest.raises(ValueError, match="do not hold"): gguf_write(tmp_path / "a.gguf", {}, {"t": RawTensor(GGMLType.Q8_0, (32,), b"\0" * 33)})
  with pytest.raises(ValueError, match="power of two"): gguf_write(tmp_path / "a.gguf", {}, {}, alignment=48)
  assert list(tmp_path.iterdir()) == []

def test_numeric_array_is_fast_to_parse():
  n = 200_000  # a real vocabulary's token_type array; parsed with one numpy read, not 200k struct calls
  buf = image([kv_entry("tt", 9, struct.pack("<iQ", 5, n) + np.arange(n, dtype="<i4").tobytes())], [])
  assert parse_header(buf).kv["tt"] == list(range(n))

def test_split_model(tmp_path):
  a, b = np.ones((2, 4), np.float32), np.arange(8, dtype=np.float16)
  split = {"split.count": 2}
  gguf_write(tmp_path / "m-00001-of-00002.gguf", {**split, "split.no": 0, "general.name": "m"}, {"a": a})
  gguf_write(tmp_path / "m-00002-of-00002.gguf", {**split, "split.no": 1}, {"b": b})
  kv, t = gguf_read(tmp_path / "m-00001-of-00002.gguf")
  assert kv["general.name"] == "m" and kv["split.no"] == 0 and sorted(t) == ["a", "b"]
  np.testing.assert_array_equal(t["b"], b.astype(np.float32))
  with pytest.raises(ValueError, match="part 2 of a split model"): gguf_read(tmp_path / "m-00002-of-00002.gguf")
  (tmp_path / "renamed.gguf").write_bytes((tmp_path / "m-00001-of-00002.gguf").read_bytes())
  with pytest.raises(ValueError, match="not named"): gguf_read(tmp_path / "renamed.gguf")
  (tmp_path / "m-00002-of-00002.gguf").unlink()
  with pytest.raises(FileNotFoundError, match=r"m-00002-of-00002\.gguf"): gguf_read(tmp_path / "m-00001-of-00002.gguf")

# ---------------------------------------------------------------- malformed files

def small_file() -> tuple[bytes, int]:
  kvs = [kv_entry("name", 8, gstr("x")), kv_entry("arr", 9, struct.pack("<iQ", 8, 2) + gstr("ab") + gstr("c"))]
  infos = [tensor_entry("a", (32,), GGMLType.Q8_0, 0), tensor_entry("b", (2, 3), GGMLType.F32, 64)]
  data = bytes(34) + bytes(30) + np.ones(6, np.float32).tobytes()
  buf = image(kvs, infos, data)
  return buf, len(buf)

def test_truncated_anywhere_raises_value_error():
  buf, end = small_file()
  parse_header(buf)
  for cut in range(end):  # every section boundary and everything between: magic, counts, kv, infos, padding, each tensor's data
    with pytest.raises(ValueError, match=r"truncated|not a GGUF|corrupt"): parse_header(buf[:cut])

def test_empty_and_missing_files(tmp_path):
  (tmp_path / "e.gguf").write_bytes(b"")
  with pytest.raises(ValueError, match="empty"): GGUFFile(tmp_path / "e.gguf")
  with pytest.raises(FileNotFoundError): GGUFFile(tmp_path / "missing.gguf")
  (tmp_path / "t.gguf").write_bytes(small_file()[0][:50])
  with pytest.raises(ValueError, match="truncated"): GGUFFile(tmp_path / "t.gguf")

BAD = {
  "magic": (lambda: b"GGUX" + small_file()[0][4:], "not a GGUF file"),
  "version 1": (lambda: image([], [], version=1), "version 1"),
  "version 4": (lambda: image([], [], version=4), "version 4"),
  "big-endian": (lambda: b"GGUF" + struct.pack(">I", 3) + bytes(16), "big-endian"),
  "huge tensor count": (lambda: image([], [], n_tensors=2**63), "tensor count"),
  "huge kv count": (lambda: image([], [], n_kv=2**40), "metadata key/value count"),
  "huge string": (lambda: image([struct.pack("<Q", 2**60) + b"k"], []), "length"),
  "huge array": (lambda: image([kv_entry("a", 9, struct.pack("<iQ", 8, 2**62))], []), "array count"),
  "huge numeric array": (lambda: image([kv_entry("a", 9, struct.pack("<iQ", 12, 2**61) + bytes(16))], []), "array count"),
  "unknown value type": (lambda: image([kv_entry("a", 13, b"\0" * 8)], []), "unknown value type 13"),
  "unknown element type": (lambda: image([kv_entry("a", 9, struct.pack("<iQ", 99, 1))], []), "unknown value type 99"),
  "bad utf8 key": (lambda: image([kv_entry("a", 8, gstr("x"))[:8] + b"\xff" + struct.pack("<i", 8) + gstr("x")], []), "UTF-8"),
  "duplicate key": (lambda: image([kv_entry("a", 5, bytes(4))] * 2, []), "appears twice"),
  "duplicate tensor": (lambda: image([], [tensor_entry("t", (4,), 0, 0)] * 2, bytes(16)), "appears twice"),
  "too many dims": (lambda: image([], [gstr("t") + struct.pack("<I", 1000) + bytes(64)], bytes(64)), "1000 dims"),
  "unknown ggml type": (lambda: image([], [tensor_entry("t", (4,), 99, 0)], bytes(64)), "unknown ggml type 99"),
  "partial block": (lambda: image([], [tensor_entry("t", (33,), GGMLType.Q8_0, 0)], bytes(128)), "not a multiple"),
  "huge dims": (lambda: image([], [tensor_entry("t", (2**62, 2**62), 0, 0)], bytes(64)), "truncated"),
  "offset past end": (lambda: image([], [tensor_entry("t", (4,), 0, 2**63)], bytes(64)), "truncated"),
  "misaligned offset": (lambda: image([], [tensor_entry("t", (4,), 0, 4)], bytes(64)), "not aligned"),
  "alignment 0": (lambda: image([kv_entry("general.alignment", 4, struct.pack("<I", 0))], []), "alignment"),
  "alignment 48": (lambda: image([kv_entry("general.alignment", 4, struct.pack("<I", 48))], [], align=16), "alignment"),
  "alignment string": (lambda: image([kv_entry("general.alignment", 8, gstr("32"))], []), "alignment"),
}

@pytest.mark.parametrize("case", list(BAD))
def test_corrupt_file_raises_clear_value_error(case):
  make, msg = BAD[case]
  with pytest.raises(ValueError, match=msg): parse_header(make())

# ---------------------------------------------------------------- block decoders on hand-made blocks (values from the format definitions)

def nib_bytes(q: list[int]) -> bytes:
  """32 4-bit values -> 16 bytes: element i in the low nibble of byte i, element i+16 in its high nibble."""
  return bytes(q[i] | (q[i + 16] << 4) for i in range(16))

def test_q4_0_q4_1_q8_0():
  rng = np.random.default_rng(1)
  q = rng.integers(0, 16, 32).tolist()
  d, m = 0.375, -1.5
  assert dequantize(f16b(d) + nib_bytes(q), GGMLType.Q4_0).tolist() == [(v - 8) * d for v in q]
  assert dequantize(f16b(d) + f16b(m) + nib_bytes(q), GGMLType.Q4_1).tolist() == [v * d + m for v in q]
  q8 = rng.integers(-128, 128, 32).tolist()
  assert dequantize(f16b(-0.125) + np.array(q8, np.int8).tobytes(), GGMLType.Q8_0).tolist() == [v * -0.125 for v in q8]

def test_q5_0_q5_1():
  rng = np.random.default_rng(2)
  q = rng.integers(0, 32, 32).tolist()
  qh = struct.pack("<I", sum((v >> 4) << i for i, v in enumerate(q)))  # bit i of the word is element i's fifth bit
  lo = nib_bytes([v & 15 for v in q])
  d, m = 0.25, 3.0
  assert dequantize(f16b(d) + qh + lo, GGMLType.Q5_0).tolist() == [(v - 16) * d for v in q]
  assert dequantize(f16b(d) + f16b(m) + qh + lo, GGMLType.Q5_1).tolist() == [v * d + m for v in q]

def pack_k_scales(sc: list[int], mn: list[int]) -> bytes:
  """Eight 6-bit scales and mins -> the 12 bytes of Q4_K/Q5_K: sub-blocks 0-3 in the low 6 bits of bytes 0-3 / 4-7,
  sub-blocks 4-7 as low nibbles in bytes 8-11 with their top 2 bits in the top bits of bytes 0-3 (scale) / 4-7 (min)."""
  s = [0] * 12
  for j in range(4): s[j], s[j + 4] = sc[j], mn[j]
  for j in range(4, 8):
    s[j + 4] = (sc[j] & 15) | ((mn[j] & 15) << 4)
    s[j - 4] |= (sc[j] >> 4) << 6
    s[j] |= (mn[j] >> 4) << 6
  return bytes(s)

def k_quant_block(bits: int, seed: int) -> tuple[bytes, list[float]]:
  rng = np.random.default_rng(seed)
  sc, mn = rng.integers(0, 64, 8).tolist(), rng.integers(0, 64, 8).tolist()
  sc[5], mn[6] = 63, 63  # exercise every stored bit
  q = rng.integers(0, 2**bits, 256).tolist()
  d, dmin = 0.0625, 0.03125
  qs = bytearray(128)
  for i, v in enumerate(q):  # sub-block j = i//32 lives in chunk j//2 of 32 bytes, low nibbles for even j, high for odd
    j, r = divmod(i, 32)
    qs[32 * (j // 2) + r] |= (v & 15) << (4 * (j % 2))
  qh = bytes(sum(((q[32 * j + r] >> 4) & 1) << j for j in range(8)) for r in range(32))  # bit j of qh[r]: sub-block j, element r
  want = [f16(d) * sc[i // 32] * v - f16(dmin) * mn[i // 32] for i, v in enumerate(q)]
  return f16b(d) + f16b(dmin) + pack_k_scales(sc, mn) + (qh if bits == 5 else b"") + bytes(qs), want

@pytest.mark.parametrize("bits,ggml_type", [(4, GGMLType.Q4_K), (5, GGMLType.Q5_K)])
def test_q4_k_q5_k(bits, ggml_type):
  blocks = [k_quant_block(bits, s) for s in range(3)]
  got = dequantize(b"".join(b for b, _ in blocks), ggml_type)
  np.testing.assert_allclose(got, np.concatenate([w for _, w in blocks]), rtol=1e-6, atol=0)

def test_q6_k():
  rng = np.random.default_rng(3)
  q = rng.integers(0, 64, 256).tolist()
  sc = rng.integers(-128, 128, 16).tolist()
  ql, qh = bytearray(128), bytearray(64)
  for e, v in enumerate(q):  # half h: ql[64h + r%64] holds r<64 in the low nibble, r>=64 in the high; qh[32h + r%32] bits 2*(r//32)
    h, r = divmod(e, 128)
    ql[64 * h + r % 64] |= (v & 15) << (4 * (r // 64))
    qh[32 * h + r % 32] |= (v >> 4) << (2 * (r // 32))
  d = 0.015625
  got = dequantize(bytes(ql) + bytes(qh) + np.array(sc, np.int8).tobytes() + f16b(d), GGMLType.Q6_K)
  np.testing.assert_array_equal(got, np.array([d * sc[e // 16] * (v - 32) for e, v in enumerate(q)], np.float32))

def e2m1(code: int) -> float:
  """OCP FP4 E2M1: sign bit, 2 exponent bits (bias 1), 1 mantissa bit; exponent 0 is subnormal."""
  s, e, m = code >> 3, (code >> 1) & 3, code & 1
  return (-1) ** s * (m * 0.5 if e == 0 else (1 + m / 2) * 2.0 ** (e - 1))

@pytest.mark.parametrize("exp", [0, 1, 2, 100, 127, 128, 200, 254])
def test_mxfp4_every_code(exp):
  q = list(range(16)) * 2
  got = dequantize(bytes([exp]) + nib_bytes(q), GGMLType.MXFP4)
  with np.errstate(over="ignore"):  # 6 * 2^127 overflows float32 to inf, as it does in ggml
    assert got.tolist() == np.array([e2m1(c) * 2.0 ** (exp - 127) for c in q], np.float32).tolist()

def test_q1_0_and_bf16():
  bits = np.random.default_rng(4).integers(0, 2, 128)
  packed = bytes(sum(int(bits[8 * k + i]) << i for i in range(8)) for k in range(16))
  assert dequantize(f16b(0.5) + packed, GGMLType.Q1_0).tolist() == [0.5 if b else -0.5 for b in bits]
  x = np.array([1.0, -2.5, 3.140625, 1e30, -0.0], np.float32)
  hi = (x.view(np.uint32) >> 16).astype("<u2")
  np.testing.assert_array_equal(dequantize(hi.tobytes(), GGMLType.BF16), (hi.astype(np.uint32) << 16).view(np.float32))

IQ4NL = [-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113]  # ggml's kvalues_iq4nl

def test_iq4_xs():
  rng = np.random.default_rng(5)
  ls, q = rng.integers(0, 64, 8).tolist(), rng.integers(0, 16, 256).tolist()
  scales_h = sum((v >> 4) << (2 * ib) for ib, v in enumerate(ls))
  scales_l = bytes((ls[2 * k] & 15) | ((ls[2 * k + 1] & 15) << 4) for k in range(4))
  qs = b"".join(nib_bytes(q[32 * ib:32 * ib + 32]) for ib in range(8))
  d = 0.5
  got = dequantize(f16b(d) + struct.pack("<H", scales_h) + scales_l + qs, GGMLType.IQ4_XS)
  assert got.tolist() == [d * (ls[i // 32] - 32) * IQ4NL[v] for i, v in enumerate(q)]

def grid_word(row: np.ndarray) -> int: return int.from_bytes(bytes(row.astype(np.uint8).tolist()), "little")

def test_iq_grids_match_ggml_words():
  # first words of ggml-common.h's iq3xxs_grid, iq3s_grid and iq2s_grid (a grid row is one little-endian word of magnitude bytes)
  assert [grid_word(r) for r in iq_grid("IQ3XXS")[:8]] == [0x04040404, 0x04040414, 0x04040424, 0x04040c0c, 0x04040c1c, 0x04040c3e,
                                                            0x04041404, 0x04041414]
  assert [grid_word(r) for r in iq_grid("IQ3S")[:8]] == [0x01010101, 0x01010103, 0x01010105, 0x0101010b, 0x0101010f, 0x01010301,
                                                          0x01010303, 0x01010305]
  assert [grid_word(r) for r in iq_grid("IQ2S")[:4]] == [0x0808080808080808, 0x080808080808082b, 0x0808080808081919, 0x0808080808082b08]
  assert iq_grid("IQ3XXS").shape == (256, 4) and iq_grid("IQ3S").shape == (512, 4) and iq_grid("IQ2S").shape == (1024, 8)
  assert len({grid_word(r) for r in iq_grid("IQ2S")}) == 1024 and len({grid_word(r) for r in iq_grid("IQ3S")}) == 512

def parity_sign_mask(code7: int) -> int: return code7 | ((bin(code7).count("1") & 1) << 7)

def test_iq3_xxs():
  rng = np.random.default_rng(6)
  idx, scales, codes = rng.integers(0, 256, 64).tolist(), rng.integers(0, 16, 8).tolist(), rng.integers(0, 128, (8, 4)).tolist()
  words = [scales[ib] << 28 | sum(c << (7 * l) for l, c in enumerate(codes[ib])) for ib in range(8)]
  d = 0.25
  got = dequantize(f16b(d) + bytes(idx) + struct.pack("<8I", *words), GGMLType.IQ3_XXS)
  grid = iq_grid("IQ3XXS")
  want = [d * (0.5 + scales[i // 32]) * 0.5 * grid[idx[i // 4], i % 4] * (-1 if parity_sign_mask(codes[i // 32][i % 32 // 8]) >> (i % 8) & 1 else 1)
          for i in range(256)]
  assert got.tolist() == want

def test_iq3_s():
  rng = np.random.default_rng(7)
  idx9, signs, sc = rng.integers(0, 512, 64).tolist(), rng.integers(0, 2, 256).tolist(), rng.integers(0, 16, 8).tolist()
  qs = bytes(v & 255 for v in idx9)
  qh = bytes(sum((idx9[8 * k + i] >> 8) << i for i in range(8)) for k in range(8))
  sg = bytes(sum(signs[8 * k + i] << i for i in range(8)) for k in range(32))
  scales = bytes(sc[2 * k] | (sc[2 * k + 1] << 4) for k in range(4))
  d = 0.125
  got = dequantize(f16b(d) + qs + qh + sg + scales, GGMLType.IQ3_S)
  grid = iq_grid("IQ3S")
  assert got.tolist() == [d * (1 + 2 * sc[i // 32]) * grid[idx9[i // 4], i % 4] * (-1 if signs[i] else 1) for i in range(256)]

def test_iq2_s():
  rng = np.random.default_rng(8)
  idx10, signs, sc = rng.integers(0, 1024, 32).tolist(), rng.integers(0, 2, 256).tolist(), rng.integers(0, 16, 16).tolist()
  qs = bytes(v & 255 for v in idx10)
  qh = bytes(sum((idx10[4 * k + l] >> 8) << (2 * l) for l in range(4)) for k in range(8))
  sg = bytes(sum(signs[8 * k + i] << i for i in range(8)) for k in range(32))
  scales = bytes(sc[2 * k] | (sc[2 * k + 1] << 4) for k in range(8))  # per 16 elements: low nibble first
  d = 2.0
  got = dequantize(f16b(d) + qs + sg + qh + scales, GGMLType.IQ2_S)
  grid = iq_grid("IQ2S")
  assert got.tolist() == [d * (0.5 + sc[i // 16]) * 0.25 * grid[idx10[i // 8], i % 8] * (-1 if signs[i] else 1) for i in range(256)]

def test_native_types():
  for t, dt in [(GGMLType.I8, np.int8), (GGMLType.I16, np.int16), (GGMLType.I32, np.int32), (GGMLType.I64, np.int64), (GGMLType.F64, np.float64)]:
    a = np.array([-3, 0, 5, 100], dtype=dt)
    got = dequantize(a.astype(np.dtype(dt).newbyteorder("<")).tobytes(), t)
    assert got.dtype == dt and got.tolist() == a.tolist()

def test_every_supported_type_decodes_random_blocks_to_finite_or_nan():
  # shape/length contract for every type: n elements out, trimming partial trailing blocks
  rng = np.random.default_rng(9)
  for t in SUPPORTED:
    blk, size = GGML_BLOCKS[t]
    raw = rng.integers(0, 256, 3 * size, dtype=np.uint8)
    assert dequantize(raw, t).shape == (3 * blk,)
    n = 2 * blk + (blk // 2 or 1)
    np.testing.assert_array_equal(dequantize(raw, t, n), dequantize(raw, t)[:n])

def test_dequantize_errors():
  with pytest.raises(ValueError, match="GGML type '19' is not supported"): dequantize(bytes(110), GGMLType.IQ1_S)
  with pytest.raises(ValueError, match="GGML type '77' is not supported"): dequantize(bytes(84), 77)
  with pytest.raises(ValueError, match="need 68 bytes"): dequantize(bytes(50), GGMLType.Q8_0, 64)
  with pytest.raises(ValueError, match="not a whole number"): ggml_nbytes(GGMLType.Q4_K, 100)
  with pytest.raises(ValueError, match="multiple of 32"): quantize(np.zeros((2, 40)), GGMLType.Q8_0)
  with pytest.raises(ValueError, match="cannot quantize to Q6_K"): quantize(np.zeros(256), GGMLType.Q6_K)

# ---------------------------------------------------------------- quantise -> dequantise error bounds

def blocks_of(seed: int) -> np.ndarray:
  rng = np.random.default_rng(seed)
  x = rng.standard_normal((200, 32)) * rng.uniform(1e-2, 1e3, (200, 1))
  x[0], x[1, :] = 0, 5.0  # an all-zero block and a constant block
  x[2, 7] = -x[2].__abs__().max() * 2  # a negative extreme
  return x.astype(np.float32)

FP16_REL = 2.0 ** -11  # fp16 has an 11-bit significand: relative rounding error of a stored scale

def test_q8_0_error_bound():
  x = blocks_of(10)
  y = dequantize(quantize(x, GGMLType.Q8_0).data, GGMLType.Q8_0).reshape(x.shape)
  d = np.abs(x).max(1, keepdims=True) / 127  # |x - round(x/d)*d| <= d/2; the fp16 scale adds at most 127*d*2^-11
  assert (np.abs(y - x) <= d * (0.5 + 127 * FP16_REL) * (1 + 1e-5)).all()
  assert (y[0] == 0).all()

def test_q4_0_error_bound():
  x = blocks_of(11)
  y = dequantize(quantize(x, GGMLType.Q4_0).data, GGMLType.Q4_0).reshape(x.shape)
  amax = np.abs(x).max(1, keepdims=True)
  d = amax / 8  # the extreme maps to code 0 exactly; codes are x/d + 8 rounded, clipped to 15 on the far side
  ratio = -x * np.sign(x[np.arange(len(x)), np.abs(x).argmax(1)])[:, None] / np.where(d == 0, 1, d)
  step = np.where(ratio <= 7.5, 0.5, 1.0)  # values past +7.5 steps clip to code 15 (7 steps), so err <= 1 step
  assert (np.abs(y - x) <= d * (step + 8 * FP16_REL) * (1 + 1e-5)).all()
  np.testing.assert_allclose(y[np.arange(len(x)), np.abs(x).argmax(1)], x[np.arange(len(x)), np.abs(x).argmax(1)], rtol=FP16_REL)

@pytest.mark.parametrize("ggml_type,rel,sub", [(GGMLType.F16, 2.0 ** -11, 2.0 ** -25), (GGMLType.BF16, 2.0 ** -8, 0), (GGMLType.F32, 0, 0)])
def test_float_round_trip_bound(ggml_type, rel, sub):
  x = blocks_of(12) / 1e3  # below 2^-14 fp16 is subnormal: half its 2^-24 spacing is the bound there
  y = dequantize(quantize(x, ggml_type).data, ggml_type).reshape(x.shape)
  assert (np.abs(y - x) <= np.maximum(np.abs(x) * rel, sub)).all()

def test_q4_0_q8_0_codes_match_rounding_rule():
  # one hand-checked block: values k*d for integer k quantise to exactly k
  k = np.arange(-8, 24) % 16 - 8  # covers -8..7
  k[0] = -8
  x = (k * 0.5).astype(np.float32)  # max-magnitude element is -4.0 -> d = 0.5
  np.testing.assert_array_equal(dequantize(quantize(x, GGMLType.Q4_0).data, GGMLType.Q4_0), x)
  x8 = (np.arange(-127, 128, 8)[:32] * 0.25).astype(np.float32)
  x8 = np.resize(x8, 32)
  x8[0] = 127 * 0.25
  np.testing.assert_array_equal(dequantize(quantize(x8, GGMLType.Q8_0).data, GGMLType.Q8_0), x8)
