"""Decode matvecs over row-major weights kept in their file format, and the Q4_K codec they read: the Q4_K decoders (numpy and
device) against a float64 transcription of the documented block formula, the quantiser's round trip, each matvec form against a
float64 product, and a model's one-token (decode) logits in F32, F16, Q8_0, Q4_K and Q4_0 against the float64 reference forward."""
from __future__ import annotations
import struct
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.dtype import dtypes
from tinygrad.helpers import Context
from tinygrad.llm.dequant import ggml_data_to_tensor
from tinygrad.llm.gguf import GGMLType
from tinygrad.llm.matvec import from_raw
from tinygrad.llm.model import Transformer
from tinygrad.llm.quants import dequantize, quantize
from test_llm_model import TOKENS, make_model, ref_logits

def q4_k_formula(block: bytes) -> np.ndarray:
  """One 144-byte Q4_K super-block by the documented formula, in float64, one value at a time: fp16 d and dmin, 12 bytes of 6-bit
  scales and mins (j < 4: low 6 bits of bytes j and j+4; j >= 4: byte j+4's nibbles with the top 2 bits of bytes j-4 and j), then
  128 bytes of 4-bit values; value i of sub-block j is d*scale_j*q - dmin*min_j, q the low nibble of byte 32*(j//2) + i for even j,
  the high nibble for odd j."""
  d, dmin = (float(np.frombuffer(block[o:o + 2], "<f2")[0]) for o in (0, 2))
  s, qs = block[4:16], block[16:144]
  out = []
  for j in range(8):
    if j < 4: sc, mn = s[j] & 63, s[j + 4] & 63
    else: sc, mn = (s[j + 4] & 0xF) | ((s[j - 4] >> 6) << 4), (s[j + 4] >> 4) | ((s[j] >> 6) << 4)
    for i in range(32):
      byte = qs[32 * (j // 2) + i]
      q = byte & 0xF if j % 2 == 0 else byte >> 4
      out.append(d * sc * q - dmin * mn)
  return np.array(out)

def random_q4_k_blocks(n: int, seed: int = 0) -> bytes:
  """n super-blocks of random bytes with finite fp16 d and dmin (every scale, min and nibble pattern occurs)."""
  rng = np.random.default_rng(seed)
  return b"".join(struct.pack("<ee", *rng.uniform(-0.1, 0.1, 2)) + rng.integers(0, 256, 140, dtype=np.uint8).tobytes() for _ in range(n))

def test_q4_k_decoders_match_the_formula():
  data = random_q4_k_blocks(6)
  want = np.concatenate([q4_k_formula(data[i:i + 144]) for i in range(0, len(data), 144)])
  np.testing.assert_allclose(dequantize(data, GGMLType.Q4_K), want, rtol=1e-6, atol=1e-7)
  dev = ggml_data_to_tensor(Tensor(np.frombuffer(data, np.uint8)), 6 * 256, GGMLType.Q4_K).numpy()
  np.testing.assert_allclose(dev, want, rtol=1e-6, atol=1e-7)

def test_q4_k_quantize_round_trip():
  x = np.random.default_rng(1).standard_normal((4, 512)).astype(np.float32)
  x[0, :32] = 0.0  # an all-zero sub-block, and one that is all positive (its min offset is 0)
  x[1, 32:64] = np.abs(x[1, 32:64]) + 1
  raw = quantize(x, GGMLType.Q4_K).data
  assert len(raw) == 4 * 2 * 144
  got = dequantize(raw, GGMLType.Q4_K).reshape(x.shape)
  want = np.concatenate([q4_k_formula(raw[i:i + 144]) for i in range(0, len(raw), 144)]).reshape(x.shape)
  np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-7)
  step = (x.reshape(-1, 32).max(1) - np.minimum(x.reshape(-1, 32).min(1), 0)) / 15  # one quantisation step of each sub-block
  err = np.abs(got - x).reshape(-1, 32).max(1)
  assert (err <= 0.75 * step + 1e-6).all(), "every value within 3/4 of its sub-block's step (1/2 from rounding, the rest from 6-bit scales)"
  assert np.all(got[0, :32] == 0)
  with pytest.raises(ValueError, match="multiple of 256"): quantize(x[:, :128], GGMLType.Q4_K)

@pytest.mark.parametrize("ggml_type, kind", [(GGMLType.F32, "float"), (GGMLType.F16, "float"), (GGMLType.Q8_0, "q8_0"), (GGMLType.Q4_K, "q4_k")])
def test_matvec_forms_match_float64(ggml_type, kind):
  rng = np.random.default_rng(2)
  w, x = rng.standard_normal((48, 512)).astype(np.float32), rng.standard_normal((2, 1, 512)).astype(np.float32)
  raw = quantize(w, ggml_type).data
  m = from_raw(Tensor(np.frombuffer(raw, np.uint8)), ggml_type, w.shape, half=False)
  assert m is not None and m.kind == kind and m.nbytes <= len(raw) * 1.05  # quantised stays (about) as small as the file
  m = m.realize()
  want = x.astype(np.float64) @ dequantize(raw, ggml_type).reshape(w.shape).astype(np.float64).T
  np.testing.assert_allclose(m(Tensor(x), qdot=False).numpy(), want, rtol=1e-4, atol=1e-4)  # the float path: exact up to float32

def q8_act(h: np.ndarray) -> np.ndarray:
  """h (.., n) as llama.cpp's q8_0 activations see it, in float64: per block of 32, round(h / d) * d with d = max|h| / 127."""
  b = h.reshape(*h.shape[:-1], -1, 32)
  d = np.abs(b).max(-1, keepdims=True) / 127
  return (np.round(b / np.where(d == 0, 1, d)) * d).reshape(h.shape)

@pytest.mark.parametrize("qtype, kind, qdot", [(None, "float", 0), (GGMLType.F16, "float", 0), (GGMLType.Q8_0, "q8_0", 0), (GGMLType.Q4_K, "q4_k", 0),
                                               (GGMLType.Q4_0, "float", 0), (GGMLType.Q8_0, "q8_0", 1),
                                               pytest.param(GGMLType.Q4_K, "q4_k", 1, marks=pytest.mark.slow),
                                               pytest.param(GGMLType.Q4_0, "q4_0", 1, marks=pytest.mark.slow)])
def test_decode_logits_match_reference(tmp_path, qtype, kind, qdot):
  """Prefill 5 tokens, then decode one at a time (the matvec path) against the float64 forward over the decoded weights; with QDOT
  the quantised matvecs quantise their inputs to int8 per 32 as llama.cpp does, so the reference does too for the decoded tokens."""
  with Context(QDOT=qdot): _decode_logits_match_reference(tmp_path, qtype, kind, quantised_act=bool(qdot) and kind != "float")

def _decode_logits_match_reference(tmp_path, qtype, kind, quantised_act):
  path, c, W = make_model(tmp_path, "llama", layers=2, dim=256, heads=4, kv_heads=2, ffn=256, vocab=64, qtype=qtype)
  model = Transformer.from_gguf(path, half=False)[0]
  assert model.blk[0].mv["attn_qkv"].kind == kind and model.blk[1].mv["ffn_down.weight"].kind == kind and "output.weight" in model.mv
  toks = [t % 64 for t in TOKENS]
  def mm(h: np.ndarray, w: np.ndarray) -> np.ndarray: return np.concatenate([h[:5], q8_act(h[5:])]) @ w.T
  full = ref_logits(c, W, toks, mm=mm if quantised_act else None)
  np.testing.assert_allclose(model.logits(Tensor([toks[:5]], dtype=dtypes.int32), 0).numpy()[0], full[:5], atol=2e-3, rtol=2e-3)
  steps = np.stack([model.logits(Tensor([[toks[p]]], dtype=dtypes.int32), p).numpy()[0, 0] for p in range(5, len(toks))])
  close = np.isclose(steps, full[5:], atol=2e-3, rtol=2e-3).all(-1)
  # float32 and float64 activations can round to neighbouring int8 steps (~1e-4 of the roundings): one step may differ by that
  assert close.sum() >= len(close) - quantised_act, f"decoded steps off the reference: {np.flatnonzero(~close) + 5}"
  nmse = ((steps - full[5:]) ** 2).sum(-1) / (full[5:] ** 2).sum(-1)
  assert (nmse < 1e-3).all(), f"normalised squared error {nmse.max():.2e}"

def test_matvec_off_and_fp16_decode(tmp_path):
  """MATVEC off leaves decode on the dense matrices; half=True decodes from fp16 rows, equal to the reference within fp16 rounding."""
  path, c, W = make_model(tmp_path, "llama", layers=1, dim=256, heads=4, kv_heads=2, ffn=256, vocab=64)
  assert not Transformer.from_gguf(path, half=False, matvec=False)[0].blk[0].mv
  model = Transformer.from_gguf(path, half=True)[0]
  assert model.blk[0].mv["attn_qkv"].planes[0].dtype == dtypes.float16
  toks = [t % 64 for t in TOKENS[:6]]
  model.logits(Tensor([toks[:5]], dtype=dtypes.int32), 0).realize()
  got = model.logits(Tensor([[toks[5]]], dtype=dtypes.int32), 5).numpy()[0, 0]
  np.testing.assert_allclose(got, ref_logits(c, W, toks)[5], atol=3e-2, rtol=3e-2)

def test_matvec_budget(tmp_path):
  """The matvec forms are copies: over the byte budget the fp16 fallbacks go first (Q4_0 has no quantised form without QDOT), then everything."""
  from tinygrad.llm.dequant import gguf_load
  from tinygrad.llm.model import config_from_gguf, matvec_weights, prepare_weights
  path, _, _ = make_model(tmp_path, "llama", layers=1, dim=256, heads=4, kv_heads=2, ffn=256, vocab=64, qtype=GGMLType.Q4_0)
  raw: dict = {}
  kv, w = gguf_load(path, raw=raw)
  cfg = config_from_gguf(kv, w)
  w = prepare_weights(kv, cfg, w, half=True)
  full = matvec_weights(kv, cfg, raw, w, half=True)
  total = sum(m.nbytes for m in full.values())
  assert {m.kind for m in full.values()} == {"float"} and total == 2 * sum(w[n].numel() for n in w if w[n].ndim == 2 and n != "token_embd.weight")
  assert matvec_weights(kv, cfg, raw, w, half=True, budget=total).keys() == full.keys()
  assert matvec_weights(kv, cfg, raw, w, half=True, budget=total - 1) == {}

BLOCK = {GGMLType.Q8_0: (32, 34, [0]), GGMLType.Q4_0: (32, 18, [0]), GGMLType.Q4_K: (256, 144, [0, 2]), GGMLType.Q5_K: (256, 176, [0, 2]),
         GGMLType.Q6_K: (256, 210, [208])}  # elements and bytes a block, offsets of its fp16 scales

def random_blocks(ggml_type: int, n: int, rng: np.random.Generator) -> bytes:
  """n blocks of random bytes with finite fp16 scales: every integer pattern the format allows occurs, decoded by dequantize."""
  _, nbytes, offs = BLOCK[ggml_type]
  b = rng.integers(0, 256, (n, nbytes), dtype=np.uint8)
  for o in offs: b[:, o:o + 2] = rng.uniform(-0.05, 0.05, n).astype("<f2").view(np.uint8).reshape(n, 2)
  return b.tobytes()

@pytest.mark.parametrize("ggml_type, kind", [(GGMLType.Q8_0, "q8_0"), (GGMLType.Q4_0, "q4_0"), (GGMLType.Q4_K, "q4_k"), (GGMLType.Q5_K, "q5_k"),
                                             (GGMLType.Q6_K, "q6_k")])
def test_integer_dot_matvec_within_activation_quantisation_bound(ggml_type, kind):
  """Integer-dot matvec (x quantised to int8 per 32, llama.cpp's q8_0 activations) against the float64 product of the dequantised
  weights: each term's error is at most |w| * xd / 2 (xd = max|x| / 127 of its block), so |err_o| <= sum_i |w_oi| xd_i / 2, plus float
  rounding of the int32-to-float32 sums."""
  rng = np.random.default_rng(3)
  O, I = 40, 512
  raw = random_blocks(ggml_type, O * I // BLOCK[ggml_type][0], rng)
  w = dequantize(raw, ggml_type).reshape(O, I).astype(np.float64)
  x = rng.standard_normal((2, 1, I)).astype(np.float32)
  x[0, 0, :32] = 0  # an all-zero activation block (scale 0)
  assert ggml_type in (GGMLType.Q8_0, GGMLType.Q4_K) or from_raw(Tensor(np.frombuffer(raw, np.uint8)), ggml_type, (O, I), half=False) is None
  m = from_raw(Tensor(np.frombuffer(raw, np.uint8)), ggml_type, (O, I), half=False, qdot=True)
  assert m is not None and m.kind == kind and m.nbytes <= len(raw) * 1.05
  m = m.realize()
  got = m(Tensor(x), qdot=True).numpy().astype(np.float64)
  want = x.astype(np.float64) @ w.T
  xd = np.abs(x.reshape(2, 1, I // 32, 32)).max(-1) / 127
  bound = (np.abs(w).reshape(1, O, I // 32, 32).sum(-1) * xd).sum(-1).reshape(2, 1, O) / 2 + 1e-5 * (np.abs(x.astype(np.float64)) @ np.abs(w).T)
  err = np.abs(got - want)
  assert (err <= bound).all(), f"max err/bound {(err / bound).max():.3f}"
  assert err.max() > 0 and (err <= 0.2 * bound).mean() > 0.5, "errors are of the activation quantisation's size"
