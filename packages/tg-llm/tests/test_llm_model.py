"""Transformer forward vs a float64 numpy implementation of the same architecture, on tiny random weights written to GGUF here
(llama with GQA and RoPE frequency factors, qwen3 with QK-norm, qwen2 biases, MoE with top-k routing, quantised weights);
KV-cache decoding and chunked prefill against full recomputation; sampling; prefix reuse."""
from __future__ import annotations
import math, pathlib
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.dtype import dtypes
from tinygrad.llm.gguf import GGMLType, gguf_write
from tinygrad.llm.model import ExpertGating, Transformer, pairwise_topk, pack_weights
from tinygrad.llm.quants import dequantize, quantize

# ---------------------------------------------------------------- the reference, in float64 on Hugging Face-layout weights

def rms(x: np.ndarray, w: np.ndarray | None, eps: float) -> np.ndarray:
  y = x / np.sqrt((x * x).mean(-1, keepdims=True) + eps)
  return y * w if w is not None else y

def rope(x: np.ndarray, pos: np.ndarray, theta: float, factors: np.ndarray | None) -> np.ndarray:
  """Half-split rotary embedding (HF's rotate_half) of x (T, H, d)."""
  d = x.shape[-1]
  inv = 1.0 / theta ** (np.arange(0, d, 2) / d)
  if factors is not None: inv = inv / factors
  ang = pos[:, None] * inv[None]
  cos, sin = np.cos(ang)[:, None], np.sin(ang)[:, None]
  a, b = x[..., :d // 2], x[..., d // 2:]
  return np.concatenate([a * cos - b * sin, b * cos + a * sin], -1)

def silu(x: np.ndarray) -> np.ndarray: return x / (1 + np.exp(-x))
def softmax(x: np.ndarray) -> np.ndarray:
  e = np.exp(x - x.max(-1, keepdims=True))
  return e / e.sum(-1, keepdims=True)

def ref_logits(c: dict[str, Any], W: dict[str, np.ndarray], tokens: list[int], mm: Any = None) -> np.ndarray:
  """(T, vocab) logits of a causal decoder: pre-norm attention (GQA, optional QK-norm and biases) and SwiGLU or top-k MoE. mm(h, w)
  computes the dense layers' products h @ w.T (e.g. with h quantised as a decode matvec does), default exactly."""
  def lin(h: np.ndarray, w: np.ndarray) -> np.ndarray: return h @ w.T if mm is None else mm(h, w)
  T, H, KV, hd = len(tokens), c["heads"], c["kv_heads"], c["head_dim"]
  x, pos = W["embed"][tokens], np.arange(T, dtype=np.float64)
  for L in range(c["layers"]):
    def p(n: str, L: int = L) -> np.ndarray: return W[f"{L}.{n}"]
    h = rms(x, p("attn_norm"), c["eps"])
    q, k, v = (lin(h, p(n)) + (p(n + "_b") if c.get("bias") else 0) for n in ("q", "k", "v"))
    q, k, v = q.reshape(T, H, hd), k.reshape(T, KV, hd), v.reshape(T, KV, hd)
    if c.get("qk_norm"): q, k = rms(q, p("q_norm"), c["eps"]), rms(k, p("k_norm"), c["eps"])
    q, k = rope(q, pos, c["theta"], c.get("factors")), rope(k, pos, c["theta"], c.get("factors"))
    k, v = np.repeat(k, H // KV, axis=1), np.repeat(v, H // KV, axis=1)
    s = np.einsum("thd,shd->hts", q, k) / math.sqrt(hd) + np.triu(np.full((T, T), -np.inf), 1)
    x = x + lin(np.einsum("hts,shd->thd", softmax(s), v).reshape(T, H * hd), p("o"))
    h = rms(x, p("ffn_norm"), c["eps"])
    if c.get("experts"):
      probs = softmax(h @ p("router").T)
      out = np.zeros_like(h)
      for t in range(T):
        top = np.argsort(-probs[t], kind="stable")[:c["top_k"]]
        wts = probs[t, top] / (probs[t, top].sum() if c.get("norm_topk") else 1)
        for e, wt in zip(top, wts): out[t] += wt * ((silu(h[t] @ p("gate_e")[e].T) * (h[t] @ p("up_e")[e].T)) @ p("down_e")[e].T)
      x = x + out
    else: x = x + lin(silu(lin(h, p("gate"))) * lin(h, p("up")), p("down"))
  return lin(rms(x, W["out_norm"], c["eps"]), W["output"])

# ---------------------------------------------------------------- random models written as GGUF

def make_model(tmp: pathlib.Path, arch: str = "llama", layers: int = 2, dim: int = 64, heads: int = 4, kv_heads: int = 2, ffn: int = 96,
               vocab: int = 96, ctx: int = 64, seed: int = 0, qtype: int | None = None, **extra: Any) -> tuple[pathlib.Path, dict, dict]:
  """A random model as (gguf path, reference config, float64 HF-layout weights). llama's q/k rows are written permuted as
  llama.cpp's converter does; quantised matrices are compared through their dequantised values."""
  rng = np.random.default_rng(seed)
  hd = dim // heads
  c = {"layers": layers, "heads": heads, "kv_heads": kv_heads, "head_dim": hd, "eps": 1e-5, "theta": 10000.0 if arch != "qwen3" else 1e6, **extra}
  def r(*shape: int, s: float = 0.3) -> np.ndarray: return (rng.standard_normal(shape) * s).astype(np.float32)
  W: dict[str, np.ndarray] = {"embed": r(vocab, dim, s=1.0), "out_norm": 1 + r(dim, s=0.1), "output": r(vocab, dim, s=0.2)}
  for L in range(layers):
    W |= {f"{L}.attn_norm": 1 + r(dim, s=0.1), f"{L}.ffn_norm": 1 + r(dim, s=0.1), f"{L}.q": r(heads * hd, dim, s=0.2),
          f"{L}.k": r(kv_heads * hd, dim, s=0.2), f"{L}.v": r(kv_heads * hd, dim, s=0.2), f"{L}.o": r(dim, heads * hd, s=0.2)}
    if c.get("bias"): W |= {f"{L}.q_b": r(heads * hd), f"{L}.k_b": r(kv_heads * hd), f"{L}.v_b": r(kv_heads * hd)}
    if c.get("qk_norm"): W |= {f"{L}.q_norm": 1 + r(hd, s=0.1), f"{L}.k_norm": 1 + r(hd, s=0.1)}
    if c.get("experts"):
      E = c["experts"]
      W |= {f"{L}.router": r(E, dim, s=0.5), f"{L}.gate_e": r(E, ffn, dim, s=0.2), f"{L}.up_e": r(E, ffn, dim, s=0.2),
            f"{L}.down_e": r(E, dim, ffn, s=0.2)}
    else: W |= {f"{L}.gate": r(ffn, dim, s=0.2), f"{L}.up": r(ffn, dim, s=0.2), f"{L}.down": r(dim, ffn, s=0.2)}
  if qtype is not None:  # the model sees the quantised bytes; the reference their exact decoded values
    for name in [n for n in W if W[n].ndim == 2 and n != "embed"]: W[name] = dequantize(quantize(W[name], qtype).data, qtype).reshape(W[name].shape)
  def perm(w: np.ndarray, n: int) -> np.ndarray:  # HF half-split rows -> GGUF interleaved pairs
    return w.reshape(n, 2, hd // 2, -1).swapaxes(1, 2).reshape(w.shape) if arch == "llama" else w
  def q(w: np.ndarray) -> Any: return quantize(w, qtype) if qtype is not None and w.ndim == 2 else w
  t = {"token_embd.weight": W["embed"], "output_norm.weight": W["out_norm"], "output.weight": q(W["output"])}
  if "factors" in c: t["rope_freqs.weight"] = c["factors"].astype(np.float32)
  for L in range(layers):
    b = f"blk.{L}."
    t |= {b + "attn_norm.weight": W[f"{L}.attn_norm"], b + "ffn_norm.weight": W[f"{L}.ffn_norm"], b + "attn_q.weight": q(perm(W[f"{L}.q"], heads)),
          b + "attn_k.weight": q(perm(W[f"{L}.k"], kv_heads)), b + "attn_v.weight": q(W[f"{L}.v"]), b + "attn_output.weight": q(W[f"{L}.o"])}
    if c.get("bias"): t |= {b + "attn_q.bias": W[f"{L}.q_b"], b + "attn_k.bias": W[f"{L}.k_b"], b + "attn_v.bias": W[f"{L}.v_b"]}
    if c.get("qk_norm"): t |= {b + "attn_q_norm.weight": W[f"{L}.q_norm"], b + "attn_k_norm.weight": W[f"{L}.k_norm"]}
    if c.get("experts"):
      t |= {b + "ffn_gate_inp.weight": W[f"{L}.router"], b + "ffn_gate_exps.weight": W[f"{L}.gate_e"], b + "ffn_up_exps.weight": W[f"{L}.up_e"],
            b + "ffn_down_exps.weight": W[f"{L}.down_e"]}
    else: t |= {b + "ffn_gate.weight": q(W[f"{L}.gate"]), b + "ffn_up.weight": q(W[f"{L}.up"]), b + "ffn_down.weight": q(W[f"{L}.down"])}
  kv = {"general.architecture": arch, "general.name": f"tiny-{arch}", f"{arch}.block_count": layers, f"{arch}.embedding_length": dim,
        f"{arch}.feed_forward_length": ffn, f"{arch}.attention.head_count": heads, f"{arch}.attention.head_count_kv": kv_heads,
        f"{arch}.attention.layer_norm_rms_epsilon": c["eps"], f"{arch}.rope.freq_base": c["theta"], f"{arch}.context_length": ctx,
        "tokenizer.ggml.tokens": [f"t{i}" for i in range(vocab)]}
  if c.get("experts"):
    kv |= {f"{arch}.expert_count": c["experts"], f"{arch}.expert_used_count": c["top_k"], f"{arch}.expert_feed_forward_length": ffn,
           f"{arch}.expert_weights_norm": bool(c.get("norm_topk"))}
  path = tmp / f"{arch}.gguf"
  gguf_write(path, kv, t)
  return path, c, {k: v.astype(np.float64) for k, v in W.items()}

def load(path: pathlib.Path, ctx: int | None = None) -> Transformer: return Transformer.from_gguf(path, ctx, half=False)[0]

TOKENS = [3, 17, 42, 5, 88, 1, 60, 9, 33, 71, 2, 50]

@pytest.mark.parametrize("arch, extra", [
  ("llama", {}),
  ("llama", {"factors": np.array([1.0, 1.0, 2.0, 4.0, 8.0, 8.0, 8.0, 8.0])}),  # llama 3.1-style RoPE frequency scaling
  ("qwen3", {"qk_norm": True}),
  ("qwen2", {"bias": True}),
  ("qwen3moe", {"experts": 4, "top_k": 2, "norm_topk": True, "qk_norm": True}),
  ("olmoe", {"experts": 4, "top_k": 2}),
])
def test_logits_match_reference(tmp_path, arch, extra):
  path, c, W = make_model(tmp_path, arch, **extra)
  model = load(path)
  got = model.logits(Tensor([TOKENS], dtype=dtypes.int32)).numpy()[0]
  np.testing.assert_allclose(got, ref_logits(c, W, TOKENS), atol=1e-3, rtol=1e-3)

@pytest.mark.parametrize("qtype", [GGMLType.Q8_0, GGMLType.Q4_0])
def test_quantized_weights(tmp_path, qtype):
  path, c, W = make_model(tmp_path, "llama", layers=1, qtype=qtype)
  got = load(path).logits(Tensor([TOKENS[:6]], dtype=dtypes.int32)).numpy()[0]
  np.testing.assert_allclose(got, ref_logits(c, W, TOKENS[:6]), atol=1e-3, rtol=1e-3)

def test_generate_with_quantized_embedding(tmp_path):
  """generate reads embedding rows at bound token ids (no one-hot gather): through Q8_0 blocks too, in prefill chunks and decode."""
  from tinygrad.llm.gguf import gguf_read
  path, c, W = make_model(tmp_path, "llama", layers=1, seed=7)
  kv, t = gguf_read(path)
  packed = quantize(np.asarray(t["token_embd.weight"], dtype=np.float32), GGMLType.Q8_0)
  W["embed"] = dequantize(packed.data, GGMLType.Q8_0).reshape(W["embed"].shape).astype(np.float64)
  gguf_write(tmp_path / "qemb.gguf", kv, {**t, "token_embd.weight": packed})
  toks = list(TOKENS[:7])
  gen = load(tmp_path / "qemb.gguf").generate(toks, chunk_size=4)
  assert [next(gen) for _ in range(4)] == greedy_reference(c, W, TOKENS[:7], 4)

def test_kv_cache_decode_equals_full_recompute(tmp_path):
  path, c, W = make_model(tmp_path, "llama", layers=1, seed=1)
  model = load(path)
  full = ref_logits(c, W, TOKENS)
  first = model.logits(Tensor([TOKENS[:5]], dtype=dtypes.int32), 0).numpy()[0]
  np.testing.assert_allclose(first, full[:5], atol=1e-3, rtol=1e-3)
  for p in range(5, len(TOKENS)):  # one token at a time, attending over the cache
    step = model.logits(Tensor([[TOKENS[p]]], dtype=dtypes.int32), p).numpy()[0, 0]
    np.testing.assert_allclose(step, full[p], atol=1e-3, rtol=1e-3)

def greedy_reference(c: dict, W: dict, prompt: list[int], n: int) -> list[int]:
  toks = list(prompt)
  for _ in range(n): toks.append(int(np.argmax(ref_logits(c, W, toks)[-1])))
  return toks[len(prompt):]

def test_generate_greedy_chunked_prefill(tmp_path):
  path, c, W = make_model(tmp_path, "qwen3", qk_norm=True, seed=2)
  want = greedy_reference(c, W, TOKENS[:9], 5)
  for chunk in (4, 32):  # 9 prompt tokens: three chunks of 4 (the last one padded), or one
    model = load(path)
    toks = list(TOKENS[:9])
    gen = model.generate(toks, chunk_size=chunk)
    got = [next(gen) for _ in range(5)]
    assert got == want and toks == TOKENS[:9] + want

def test_chunked_prefill_fills_the_same_cache(tmp_path):
  path, _, _ = make_model(tmp_path, "llama", layers=1, seed=3)
  caches = []
  for chunk in (3, 16):
    model = load(path)
    next(model.generate(list(TOKENS[:10]), chunk_size=chunk))
    caches.append([c.numpy()[:, :, :10] for b in model.blk for c in (b.k_cache, b.v_cache) if c is not None])
  for a, b in zip(*caches): np.testing.assert_allclose(a, b, atol=1e-5)

def test_prefix_reuse(tmp_path):
  path, c, W = make_model(tmp_path, "llama", layers=1, seed=4)
  model = load(path)
  toks = list(TOKENS[:6])
  gen = model.generate(toks)
  next(gen); next(gen)
  gen.close()
  assert model.get_start_pos(toks + [7, 8]) == len(toks) - 1  # all but the newest token (sampled, never fed) are cached
  assert model.get_start_pos(TOKENS[:3] + [95, 94]) == 3 and model.get_start_pos([50, 51]) == 0
  assert model.get_start_pos(toks[:4]) == 3  # at least the last token is recomputed
  follow = toks + [7, 8]
  got = next(model.generate(follow))  # reuses the cache and must still agree with a fresh run
  assert got == greedy_reference(c, W, toks + [7, 8], 1)[0]

def test_sampling_seeded(tmp_path):
  path, _, _ = make_model(tmp_path, "llama", layers=1, seed=5)
  model = load(path)
  def run(seed: int | None, temperature: float) -> list[int]:
    gen = model.generate(list(TOKENS[:4]), temperature=temperature, seed=seed)
    return [next(gen) for _ in range(8)]
  a, b, other, greedy = run(1, 1.5), run(1, 1.5), run(2, 1.5), run(None, 0.0)
  assert a == b and a != other and a != greedy
  assert run(None, 0.0) == greedy

def test_sampling_follows_the_distribution():
  from tinygrad.llm.model import sample
  logits = Tensor([[0.0, math.log(3.0), -50.0]])
  counts = np.zeros(3)
  for i in range(200): counts[sample(logits, Tensor([1.0]), Tensor(np.array([7, i << 32], dtype=np.uint64))).item()] += 1
  assert counts[2] == 0 and 0.6 < counts[1] / 200 < 0.9  # p = 0.75 for the middle token
  assert sample(logits, Tensor([0.0]), Tensor(np.array([7, 0], dtype=np.uint64))).item() == 1

def test_pairwise_topk():
  x = np.array([[0.5, 2.0, 2.0, -1.0, 3.0, 0.5]], dtype=np.float32)
  vals, idx = pairwise_topk(Tensor(x), 4)
  assert idx.numpy().tolist() == [[4, 1, 2, 0]] and vals.numpy().tolist() == [[3.0, 2.0, 2.0, 0.5]]  # ties go to the lower index

def test_errors(tmp_path):
  path, _, _ = make_model(tmp_path, "llama", layers=1)
  model = load(path)
  with pytest.raises(ValueError, match="context holds 64"): next(model.generate(list(range(64))))
  with pytest.raises(ValueError, match="at least one prompt token"): next(model.generate([]))
  from tinygrad.llm.gguf import gguf_read
  kv, t = gguf_read(path)
  del t["blk.0.ffn_up.weight"]
  gguf_write(tmp_path / "broken.gguf", kv, t)
  with pytest.raises(ValueError, match=r"blk\.0\.ffn_up\.weight"): load(tmp_path / "broken.gguf")
  gguf_write(tmp_path / "mamba.gguf", {**kv, "general.architecture": "mamba"}, t)
  with pytest.raises(ValueError, match="'mamba' is not supported"): load(tmp_path / "mamba.gguf")

def test_expert_gating_enum():
  assert [g.value for g in ExpertGating] == [1, 2, 3, 4]

def test_warmup_then_default_generation(tmp_path):
  path, c, W = make_model(tmp_path, "llama", layers=1, seed=6)
  model = load(path)
  model.warmup()
  assert model._cached_tokens == [] and getattr(model.rollout_jit, "cnt", 2) == 2  # the decode step is captured
  toks = list(TOKENS[:5])
  gen = model.generate(toks)  # the default chunk size, as after warmup in the CLI and server
  assert [next(gen) for _ in range(3)] == greedy_reference(c, W, TOKENS[:5], 3)

def is_packed(t: Tensor) -> bool:
  """t is a transposed view of a realized (in, out) buffer: one BUFFER, then a reshape, a permute and at most a shrink (a slice)."""
  ops = [u.op.name for u in t.uop.toposort()]
  return ops[:3] == ["BUFFER", "RESHAPE", "PERMUTE"] and ops[3:] in ([], ["SHRINK"]) and list(t.uop.toposort())[1].is_realized

@pytest.mark.parametrize("pack", [0, 1])
def test_packed_and_lazy_weights_match_reference(tmp_path, pack):
  path, c, W = make_model(tmp_path, "llama", layers=1, qtype=GGMLType.Q8_0)
  model = Transformer.from_gguf(path, half=False, pack=pack)[0]
  got = model.logits(Tensor([TOKENS[:6]], dtype=dtypes.int32)).numpy()[0]
  np.testing.assert_allclose(got, ref_logits(c, W, TOKENS[:6]), atol=1e-3, rtol=1e-3)
  q = model.blk[0].w["attn_q.weight"]
  assert is_packed(q) == bool(pack)  # packed: a view of a realized buffer; lazy: dequantised inside each kernel

def test_pack_weights_layout_tied_head_and_limit():
  rng = np.random.default_rng(1)
  emb, wq = rng.standard_normal((10, 4)).astype(np.float32), rng.standard_normal((6, 4)).astype(np.float16)
  w = {"token_embd.weight": Tensor(emb), "blk.0.attn_q.weight": Tensor(wq), "output_norm.weight": Tensor(np.ones(4, np.float32))}
  packed = pack_weights(w)
  for name, ref in (("blk.0.attn_q.weight", wq), ("output.weight", emb)):  # the tied head gets its own packed copy of the embedding
    t = packed[name]
    assert t.shape == ref.shape and t.dtype == Tensor(ref).dtype
    assert is_packed(t)
    np.testing.assert_array_equal(t.numpy(), ref)
  assert packed["token_embd.weight"] is w["token_embd.weight"] and packed["output_norm.weight"] is w["output_norm.weight"]
  assert pack_weights(w, limit=10) is w  # over the byte limit: unchanged

def test_pack_fuses_qkv_into_one_buffer():
  rng = np.random.default_rng(2)
  ws = {f"blk.0.attn_{n}.weight": rng.standard_normal((rows, 8)).astype(np.float32) for n, rows in zip("qkv", (8, 4, 4))}
  packed = pack_weights({k: Tensor(v) for k, v in ws.items()})
  fused = packed["blk.0.attn_qkv.packed"]  # q, k and v stacked: their three views share its buffer
  np.testing.assert_array_equal(fused.numpy(), np.concatenate(list(ws.values())))
  buffers = {id(u) for n in ws for u in packed[n].uop.toposort() if u.op.name == "BUFFER"}
  assert len(buffers) == 1 and is_packed(fused)
  for n, ref in ws.items(): np.testing.assert_array_equal(packed[n].numpy(), ref)
