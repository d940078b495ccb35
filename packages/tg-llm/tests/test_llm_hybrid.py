"""qwen3.5 (Gated DeltaNet linear attention + gated full attention) and deepseek2 (multi-head latent attention, sigmoid-routed MoE)
against float64 numpy forwards written here from the published equations, on random GGUFs written with llama.cpp's tensor names and
metadata keys; incremental decode, padded chunked prefill and prefix reuse against full recomputation."""
from __future__ import annotations
import math, pathlib
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.dtype import dtypes
from tinygrad.uop.ops import UOp
from tinygrad.llm.gguf import gguf_write
from tinygrad.llm.model import GatedDeltaNetBlock, MLATransformerBlock, Transformer, TransformerBlock

def rms(x: np.ndarray, w: np.ndarray | None, eps: float = 1e-6) -> np.ndarray:
  y = x / np.sqrt((x * x).mean(-1, keepdims=True) + eps)
  return y * w if w is not None else y

def silu(x: np.ndarray) -> np.ndarray: return x / (1 + np.exp(-x))
def sigmoid(x: np.ndarray) -> np.ndarray: return 1 / (1 + np.exp(-x))
def softplus(x: np.ndarray) -> np.ndarray: return np.log1p(np.exp(x))
def softmax(x: np.ndarray) -> np.ndarray:
  e = np.exp(x - x.max(-1, keepdims=True))
  return e / e.sum(-1, keepdims=True)

def rope_neox(x: np.ndarray, theta: float) -> np.ndarray:
  """Rotary embedding on (T, H, d) pairing dim i with i + d/2 (qwen's layout); position = row index."""
  d = x.shape[-1]
  ang = np.arange(x.shape[0])[:, None] * (1.0 / theta ** (np.arange(0, d, 2) / d))[None]
  cos, sin = np.cos(ang)[:, None], np.sin(ang)[:, None]
  a, b = x[..., :d // 2], x[..., d // 2:]
  return np.concatenate([a * cos - b * sin, b * cos + a * sin], -1)

def rope_pairs(x: np.ndarray, theta: float) -> np.ndarray:
  """Rotary embedding on (T, H, d) rotating adjacent pairs (2i, 2i+1), as ggml's NORM rope reads deepseek2's GGUF rows."""
  d = x.shape[-1]
  ang = np.arange(x.shape[0])[:, None] * (1.0 / theta ** (np.arange(0, d, 2) / d))[None]
  cos, sin = np.cos(ang)[:, None], np.sin(ang)[:, None]
  e, o = x[..., 0::2], x[..., 1::2]
  out = np.empty_like(x)
  out[..., 0::2], out[..., 1::2] = e * cos - o * sin, e * sin + o * cos
  return out

def causal_attention(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float) -> np.ndarray:
  """q, k (T, H, d), v (T, H, dv) -> (T, H, dv)."""
  T = q.shape[0]
  s = np.einsum("thd,shd->hts", q, k) * scale + np.triu(np.full((T, T), -np.inf), 1)
  return np.einsum("hts,shd->thd", softmax(s), v)

def swiglu(x: np.ndarray, W: dict, p: str) -> np.ndarray:
  return (silu(x @ W[p + "ffn_gate.weight"].T) * (x @ W[p + "ffn_up.weight"].T)) @ W[p + "ffn_down.weight"].T

# ---------------------------------------------------------------- qwen3.5

def ref_qwen35(c: dict, W: dict, tokens: list[int]) -> np.ndarray:
  """(T, vocab) logits. Linear-attention layers: causal depthwise conv + SiLU over [q|k|v], L2-normed q/k (value head h uses key head
  h mod n_k), q / sqrt(d_k); per step S = exp(g) S, S += beta (v - S k) k^T, o = S q with g = softplus(alpha + dt_bias) * a;
  RMSNorm(o) * silu(z) -> ssm_out. Every interval-th layer: attention with [q | gate] per head, per-head QK RMSNorm, partial rope."""
  T, eps = len(tokens), c["eps"]
  x = W["token_embd.weight"][tokens]
  hk, dk, hv, dv, K = c["hk"], c["dk"], c["hv"], c["dv"], c["conv"]
  for L in range(c["layers"]):
    p = f"blk.{L}."
    h = rms(x, W[p + "attn_norm.weight"], eps)
    if (L + 1) % c["interval"]:
      qkv = h @ W[p + "attn_qkv.weight"].T  # (T, C)
      pad = np.concatenate([np.zeros((K - 1, qkv.shape[1])), qkv])
      conv = silu(np.stack([(pad[t:t + K] * W[p + "ssm_conv1d.weight"].T).sum(0) for t in range(T)]))
      q, k, v = conv[:, :hk * dk].reshape(T, hk, dk), conv[:, hk * dk:2 * hk * dk].reshape(T, hk, dk), conv[:, 2 * hk * dk:].reshape(T, hv, dv)
      q, k = (a / np.sqrt((a * a).sum(-1, keepdims=True) + 1e-6) for a in (q, k))
      q, k = q[:, np.arange(hv) % hk] / math.sqrt(dk), k[:, np.arange(hv) % hk]
      beta = sigmoid(h @ W[p + "ssm_beta.weight"].T)
      g = softplus(h @ W[p + "ssm_alpha.weight"].T + W[p + "ssm_dt.bias"]) * W[p + "ssm_a"]
      S, o = np.zeros((hv, dv, dk)), np.zeros((T, hv, dv))
      for t in range(T):
        for j in range(hv):
          S[j] *= np.exp(g[t, j])
          S[j] += np.outer((v[t, j] - S[j] @ k[t, j]) * beta[t, j], k[t, j])
          o[t, j] = S[j] @ q[t, j]
      z = (h @ W[p + "attn_gate.weight"].T).reshape(T, hv, dv)
      out = (rms(o, W[p + "ssm_norm.weight"], eps) * silu(z)).reshape(T, hv * dv) @ W[p + "ssm_out.weight"].T
    else:
      H, KV, hd, rd = c["heads"], c["kv_heads"], c["head_dim"], c["rope_dim"]
      qg = (h @ W[p + "attn_q.weight"].T).reshape(T, H, 2 * hd)
      q, gate = rms(qg[..., :hd], W[p + "attn_q_norm.weight"], eps), qg[..., hd:].reshape(T, H * hd)
      k = rms((h @ W[p + "attn_k.weight"].T).reshape(T, KV, hd), W[p + "attn_k_norm.weight"], eps)
      v = (h @ W[p + "attn_v.weight"].T).reshape(T, KV, hd)
      q = np.concatenate([rope_neox(q[..., :rd], c["theta"]), q[..., rd:]], -1)
      k = np.concatenate([rope_neox(k[..., :rd], c["theta"]), k[..., rd:]], -1)
      att = causal_attention(q, np.repeat(k, H // KV, 1), np.repeat(v, H // KV, 1), 1 / math.sqrt(hd))
      out = (att.reshape(T, H * hd) * sigmoid(gate)) @ W[p + "attn_output.weight"].T
    x = x + out
    hn = rms(x, W[p + "post_attention_norm.weight"], eps)
    x = x + (qwen_moe(hn, W, p, c["top_k"]) if c.get("experts") else swiglu(hn, W, p))
  return rms(x, W["output_norm.weight"], eps) @ W["output.weight"].T

def qwen_moe(h: np.ndarray, W: dict, p: str, k: int) -> np.ndarray:
  """qwen3.5-moe FFN: softmax router, top-k renormalised, plus a shared expert scaled by sigmoid(h . ffn_gate_inp_shexp)."""
  probs, out = softmax(h @ W[p + "ffn_gate_inp.weight"].T), np.zeros_like(h)
  for t in range(h.shape[0]):
    top = np.argsort(-probs[t], kind="stable")[:k]
    for e, wt in zip(top, probs[t, top] / probs[t, top].sum()):
      up = silu(h[t] @ W[p + "ffn_gate_exps.weight"][e].T) * (h[t] @ W[p + "ffn_up_exps.weight"][e].T)
      out[t] += wt * (up @ W[p + "ffn_down_exps.weight"][e].T)
  shared = (silu(h @ W[p + "ffn_gate_shexp.weight"].T) * (h @ W[p + "ffn_up_shexp.weight"].T)) @ W[p + "ffn_down_shexp.weight"].T
  return out + shared * sigmoid(h @ W[p + "ffn_gate_inp_shexp.weight"])[:, None]

def make_qwen35(tmp: pathlib.Path, layers: int = 4, seed: int = 0, hk: int = 2, hv: int = 4, ctx: int = 64,
                experts: int = 0) -> tuple[pathlib.Path, dict, dict]:
  rng = np.random.default_rng(seed)
  dim, vocab, ffn, E = 48, 80, 64, experts
  c: dict[str, Any] = {"layers": layers, "eps": 1e-6, "hk": hk, "dk": 8, "hv": hv, "dv": 6, "conv": 4, "interval": 2, "heads": 4, "kv_heads": 2,
       "head_dim": 16, "rope_dim": 8, "theta": 1e6, "experts": E, "top_k": 2}
  def r(*shape: int, s: float = 0.3) -> np.ndarray: return (rng.standard_normal(shape) * s).astype(np.float32)
  W: dict[str, Any] = {"token_embd.weight": r(vocab, dim, s=1.0), "output_norm.weight": 1 + r(dim, s=0.1), "output.weight": r(vocab, dim, s=0.2)}
  conv_dim = 2 * hk * c["dk"] + hv * c["dv"]
  for L in range(layers):
    p = f"blk.{L}."
    W |= {p + "attn_norm.weight": 1 + r(dim, s=0.1), p + "post_attention_norm.weight": 1 + r(dim, s=0.1)}
    if E: W |= {p + "ffn_gate_inp.weight": r(E, dim, s=0.5), p + "ffn_gate_exps.weight": r(E, ffn, dim), p + "ffn_up_exps.weight": r(E, ffn, dim),
                p + "ffn_down_exps.weight": r(E, dim, ffn), p + "ffn_gate_shexp.weight": r(ffn, dim), p + "ffn_up_shexp.weight": r(ffn, dim),
                p + "ffn_down_shexp.weight": r(dim, ffn), p + "ffn_gate_inp_shexp.weight": r(dim, s=0.5)}
    else: W |= {p + "ffn_gate.weight": r(ffn, dim), p + "ffn_up.weight": r(ffn, dim), p + "ffn_down.weight": r(dim, ffn)}
    if (L + 1) % c["interval"]:
      W |= {p + "attn_qkv.weight": r(conv_dim, dim), p + "attn_gate.weight": r(hv * c["dv"], dim),
            p + "ssm_conv1d.weight": r(conv_dim, c["conv"], s=0.5),
            p + "ssm_beta.weight": r(hv, dim), p + "ssm_alpha.weight": r(hv, dim), p + "ssm_dt.bias": r(hv, s=0.5),
            p + "ssm_a": -np.exp(r(hv, s=0.5)), p + "ssm_norm.weight": 1 + r(c["dv"], s=0.1), p + "ssm_out.weight": r(dim, hv * c["dv"])}
    else:
      H, KV, hd = c["heads"], c["kv_heads"], c["head_dim"]
      W |= {p + "attn_q.weight": r(2 * H * hd, dim, s=0.2), p + "attn_k.weight": r(KV * hd, dim, s=0.2), p + "attn_v.weight": r(KV * hd, dim, s=0.2),
            p + "attn_output.weight": r(dim, H * hd, s=0.2), p + "attn_q_norm.weight": 1 + r(hd, s=0.1), p + "attn_k_norm.weight": 1 + r(hd, s=0.1)}
  a = "qwen35moe" if E else "qwen35"
  kv = {"general.architecture": a, "general.name": f"tiny-{a}", f"{a}.block_count": layers, f"{a}.context_length": ctx,
        f"{a}.embedding_length": dim, f"{a}.feed_forward_length": ffn, f"{a}.attention.head_count": c["heads"],
        f"{a}.attention.head_count_kv": c["kv_heads"], f"{a}.attention.key_length": c["head_dim"], f"{a}.attention.value_length": c["head_dim"],
        f"{a}.attention.layer_norm_rms_epsilon": c["eps"], f"{a}.rope.freq_base": c["theta"], f"{a}.rope.dimension_count": c["rope_dim"],
        f"{a}.ssm.conv_kernel": c["conv"], f"{a}.ssm.state_size": c["dk"], f"{a}.ssm.group_count": hk, f"{a}.ssm.time_step_rank": hv,
        f"{a}.ssm.inner_size": hv * c["dv"], f"{a}.full_attention_interval": c["interval"], "tokenizer.ggml.tokens": [f"t{i}" for i in range(vocab)]}
  if E: kv |= {f"{a}.expert_count": E, f"{a}.expert_used_count": c["top_k"], f"{a}.expert_feed_forward_length": ffn,
               f"{a}.expert_shared_feed_forward_length": ffn}
  path = tmp / f"{a}.gguf"
  gguf_write(path, kv, W)
  return path, c, {k: v.astype(np.float64) for k, v in W.items()}

# ---------------------------------------------------------------- deepseek2 (MLA)

def ref_deepseek2(c: dict, W: dict, tokens: list[int]) -> np.ndarray:
  """(T, vocab) logits with naive (non-absorbed) MLA: per head k = [c_kv k_b^T | rope(k_pe)], v = c_kv v_b^T with c_kv = RMSNorm of the
  compressed kv; scores / sqrt(nope + rope). FFN: `dense` SwiGLU blocks, then sigmoid-routed top-k experts (selection bias, normalised,
  scaled) plus an ungated shared expert."""
  T, eps, H, nope, rd, Lr = len(tokens), c["eps"], c["heads"], c["nope"], c["rope"], c["lora"]
  x = W["token_embd.weight"][tokens]
  for L in range(c["layers"]):
    p = f"blk.{L}."
    h = rms(x, W[p + "attn_norm.weight"], eps)
    if c["q_lora"]: q = rms(h @ W[p + "attn_q_a.weight"].T, W[p + "attn_q_a_norm.weight"], eps) @ W[p + "attn_q_b.weight"].T
    else: q = h @ W[p + "attn_q.weight"].T
    q = q.reshape(T, H, nope + rd)
    kv = h @ W[p + "attn_kv_a_mqa.weight"].T
    ckv, kpe = rms(kv[:, :Lr], W[p + "attn_kv_a_norm.weight"], eps), rope_pairs(kv[:, None, Lr:], c["theta"])
    kb, vb = W[p + "attn_k_b.weight"], W[p + "attn_v_b.weight"]  # (H, lora, nope), (H, v, lora)
    k = np.concatenate([np.einsum("tl,hln->thn", ckv, kb), np.repeat(kpe, H, 1)], -1)
    v = np.einsum("tl,hvl->thv", ckv, vb)
    q = np.concatenate([q[..., :nope], rope_pairs(q[..., nope:], c["theta"])], -1)
    x = x + causal_attention(q, k, v, 1 / math.sqrt(nope + rd)).reshape(T, -1) @ W[p + "attn_output.weight"].T
    hn = rms(x, W[p + "ffn_norm.weight"], eps)
    if L < c["dense"]: x = x + swiglu(hn, W, p); continue
    scores = sigmoid(hn @ W[p + "ffn_gate_inp.weight"].T)
    out = np.zeros_like(hn)
    for t in range(T):
      top = np.argsort(-(scores[t] + W[p + "exp_probs_b.bias"]), kind="stable")[:c["top_k"]]
      wts = scores[t, top] / scores[t, top].sum() * c["scale"]
      for e, wt in zip(top, wts):
        up = silu(hn[t] @ W[p + "ffn_gate_exps.weight"][e].T) * (hn[t] @ W[p + "ffn_up_exps.weight"][e].T)
        out[t] += wt * (up @ W[p + "ffn_down_exps.weight"][e].T)
    x = x + out + (silu(hn @ W[p + "ffn_gate_shexp.weight"].T) * (hn @ W[p + "ffn_up_shexp.weight"].T)) @ W[p + "ffn_down_shexp.weight"].T
  return rms(x, W["output_norm.weight"], eps) @ W["output.weight"].T

def make_deepseek2(tmp: pathlib.Path, q_lora: int = 24, legacy_kv_b: bool = False, seed: int = 0, ctx: int = 64) -> tuple[pathlib.Path, dict, dict]:
  rng = np.random.default_rng(seed)
  dim, vocab, ffn, eff, E = 48, 80, 64, 32, 4
  c: dict[str, Any] = {"layers": 2, "eps": 1e-6, "heads": 4, "nope": 12, "rope": 8, "v": 10, "lora": 16, "q_lora": q_lora, "dense": 1, "top_k": 2,
       "scale": 1.5, "theta": 10000.0}
  H, nope, rd, Lr = c["heads"], c["nope"], c["rope"], c["lora"]
  def r(*shape: int, s: float = 0.3) -> np.ndarray: return (rng.standard_normal(shape) * s).astype(np.float32)
  W: dict[str, Any] = {"token_embd.weight": r(vocab, dim, s=1.0), "output_norm.weight": 1 + r(dim, s=0.1), "output.weight": r(vocab, dim, s=0.2)}
  for L in range(c["layers"]):
    p = f"blk.{L}."
    W |= {p + "attn_norm.weight": 1 + r(dim, s=0.1), p + "ffn_norm.weight": 1 + r(dim, s=0.1), p + "attn_kv_a_mqa.weight": r(Lr + rd, dim),
          p + "attn_kv_a_norm.weight": 1 + r(Lr, s=0.1), p + "attn_k_b.weight": r(H, Lr, nope), p + "attn_v_b.weight": r(H, c["v"], Lr),
          p + "attn_output.weight": r(dim, H * c["v"], s=0.2)}
    if q_lora:
      W |= {p + "attn_q_a.weight": r(q_lora, dim), p + "attn_q_a_norm.weight": 1 + r(q_lora, s=0.1),
            p + "attn_q_b.weight": r(H * (nope + rd), q_lora)}
    else: W[p + "attn_q.weight"] = r(H * (nope + rd), dim)
    if L < c["dense"]: W |= {p + "ffn_gate.weight": r(ffn, dim), p + "ffn_up.weight": r(ffn, dim), p + "ffn_down.weight": r(dim, ffn)}
    else: W |= {p + "ffn_gate_inp.weight": r(E, dim, s=0.5), p + "exp_probs_b.bias": r(E, s=0.3), p + "ffn_gate_exps.weight": r(E, eff, dim),
                p + "ffn_up_exps.weight": r(E, eff, dim), p + "ffn_down_exps.weight": r(E, dim, eff), p + "ffn_gate_shexp.weight": r(eff, dim),
                p + "ffn_up_shexp.weight": r(eff, dim), p + "ffn_down_shexp.weight": r(dim, eff)}
  t = dict(W)
  if legacy_kv_b:  # one (H * (nope + v), lora) matrix, per head [k_b^T rows | v_b rows]
    for L in range(c["layers"]):
      p = f"blk.{L}."
      kb, vb = t.pop(p + "attn_k_b.weight"), t.pop(p + "attn_v_b.weight")
      t[p + "attn_kv_b.weight"] = np.concatenate([kb.transpose(0, 2, 1), vb], 1).reshape(H * (nope + c["v"]), Lr)
  a = "deepseek2"
  kv = {"general.architecture": a, "general.name": "tiny-deepseek2", f"{a}.block_count": c["layers"], f"{a}.context_length": ctx,
        f"{a}.embedding_length": dim, f"{a}.feed_forward_length": ffn, f"{a}.expert_feed_forward_length": eff, f"{a}.attention.head_count": H,
        f"{a}.attention.head_count_kv": 1, f"{a}.attention.key_length": Lr + rd, f"{a}.attention.value_length": Lr,
        f"{a}.attention.key_length_mla": nope + rd, f"{a}.attention.value_length_mla": c["v"], f"{a}.attention.kv_lora_rank": Lr,
        f"{a}.attention.layer_norm_rms_epsilon": c["eps"], f"{a}.rope.freq_base": c["theta"], f"{a}.rope.dimension_count": rd,
        f"{a}.expert_count": E, f"{a}.expert_used_count": c["top_k"], f"{a}.expert_shared_count": 1, f"{a}.leading_dense_block_count": c["dense"],
        f"{a}.expert_weights_scale": c["scale"], f"{a}.expert_weights_norm": True, f"{a}.expert_gating_func": 2,
        "tokenizer.ggml.tokens": [f"t{i}" for i in range(vocab)]}
  if q_lora: kv[f"{a}.attention.q_lora_rank"] = q_lora
  path = tmp / "deepseek2.gguf"
  gguf_write(path, kv, t)
  return path, c, {k: v.astype(np.float64) for k, v in W.items()}

# ---------------------------------------------------------------- tests

TOKENS = [3, 17, 42, 5, 70, 1, 60, 9, 33, 71, 2, 50]
MAKERS: dict[str, tuple[Any, Any]] = {"qwen35": (make_qwen35, ref_qwen35), "deepseek2": (make_deepseek2, ref_deepseek2)}

def load(path: pathlib.Path) -> Transformer: return Transformer.from_gguf(path, half=False)[0]

@pytest.mark.parametrize("arch, kw", [("qwen35", {}), ("qwen35", {"hk": 2, "hv": 2, "layers": 2}), ("qwen35", {"experts": 4, "layers": 2}),
                                      ("deepseek2", {}),
                                      ("deepseek2", {"q_lora": 0}), ("deepseek2", {"legacy_kv_b": True})])
def test_logits_match_reference(tmp_path, arch, kw):
  make, ref = MAKERS[arch]
  path, c, W = make(tmp_path, **kw)
  model = load(path)
  kinds = {type(b) for b in model.blk}
  assert kinds == ({GatedDeltaNetBlock, TransformerBlock} if arch == "qwen35" else {MLATransformerBlock})
  got = model.logits(Tensor([TOKENS], dtype=dtypes.int32)).numpy()[0]
  np.testing.assert_allclose(got, ref(c, W, TOKENS), atol=1e-3, rtol=1e-3)

@pytest.mark.parametrize("arch", ["qwen35", "deepseek2"])
def test_decode_equals_full_recompute(tmp_path, arch):
  make, ref = MAKERS[arch]
  path, c, W = make(tmp_path, seed=1)
  model = load(path)
  full = ref(c, W, TOKENS)
  np.testing.assert_allclose(model.logits(Tensor([TOKENS[:5]], dtype=dtypes.int32), 0).numpy()[0], full[:5], atol=1e-3, rtol=1e-3)
  for p in range(5, len(TOKENS)):  # one token at a time on the recurrent state / latent cache, at a bound position (kernels reused)
    step = model.logits(Tensor([[TOKENS[p]]], dtype=dtypes.int32), UOp.variable("start_pos", 0, 63).bind(p)).numpy()[0, 0]
    np.testing.assert_allclose(step, full[p], atol=1e-3, rtol=1e-3)
  again = model.logits(Tensor([TOKENS[:3]], dtype=dtypes.int32), 0).numpy()[0]  # position 0 starts a new sequence
  np.testing.assert_allclose(again, full[:3], atol=1e-3, rtol=1e-3)

def greedy(ref: Any, c: dict, W: dict, prompt: list[int], n: int) -> list[int]:
  toks = list(prompt)
  for _ in range(n): toks.append(int(np.argmax(ref(c, W, toks)[-1])))
  return toks[len(prompt):]

@pytest.mark.parametrize("arch", ["qwen35", "deepseek2"])
def test_generate_chunked_prefill_under_jit(tmp_path, arch):
  make, ref = MAKERS[arch]
  path, c, W = make(tmp_path, seed=2, layers=2) if arch == "qwen35" else make(tmp_path, seed=2)
  want = greedy(ref, c, W, TOKENS[:9], 4)
  for chunk in (4, 16):  # 9 prompt tokens: chunks 4 + 4 + 1 (decode), or one chunk padded from 9 to 16
    model = load(path)
    toks = list(TOKENS[:9])
    gen = model.generate(toks, chunk_size=chunk)
    assert [next(gen) for _ in range(4)] == want
    gen.close()

def test_recurrent_prefix_reuse(tmp_path):
  path, c, W = make_qwen35(tmp_path, seed=3, layers=2)
  model = load(path)
  toks = list(TOKENS[:6])
  gen = model.generate(toks, chunk_size=4)
  next(gen); next(gen)
  gen.close()
  consumed = list(model._cached_tokens)
  assert consumed == toks[:-1] and model.get_start_pos(toks + [7]) == len(consumed)  # the state holds exactly what was fed
  assert model.get_start_pos(consumed) == 0 and model.get_start_pos(TOKENS[:3] + [1, 2, 3, 4]) == 0  # no rewinding a recurrent state
  follow = toks + [7, 8]
  assert next(model.generate(follow, chunk_size=4)) == greedy(ref_qwen35, c, W, toks + [7, 8], 1)[0]
  fresh = [5, 6, 7]
  assert next(model.generate(fresh, chunk_size=4)) == greedy(ref_qwen35, c, W, [5, 6, 7], 1)[0]  # a restart resets the states
