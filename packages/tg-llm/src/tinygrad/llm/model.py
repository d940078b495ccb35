"""Decoder-only transformers from GGUF: llama 3.x (RoPE frequency factors), qwen2/qwen3 (biases, QK-norm), MoE (qwen3moe, olmoe,
top-k routing with shared experts), qwen3.5 (Gated DeltaNet linear attention with gated full attention), deepseek2 multi-head
latent attention (compressed KV cache), grouped-query attention, a KV cache written at a symbolic position, chunked prefill and
Gumbel-max sampling (greedy at temperature 0) that is seedable.

Parameters live in flat dicts under their GGUF names (`blk.3.attn_q.weight`), so loading is a dictionary update.
"""
from __future__ import annotations
import functools, math, os
from collections.abc import Generator
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any
import numpy as np
from tinygrad.dtype import dtypes
from tinygrad.helpers import getenv
from tinygrad.tensor import Tensor
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp
from tinygrad.llm.matvec import MatvecWeight, from_dense, from_raw

class ExpertGating(IntEnum):
  SOFTMAX = 1; SIGMOID = 2; SOFTMAX_WEIGHT = 3; SQRT_SOFTPLUS = 4  # SOFTMAX_WEIGHT: softmax over the k selected logits

@dataclass(frozen=True)
class SSMConfig:
  conv_kernel: int
  state_size: int
  group_count: int
  time_step_rank: int
  inner_size: int
  kda: bool = False

@dataclass(frozen=True)
class TransformerConfig:
  num_blocks: int
  dim: int
  hidden_dim: int
  n_heads: int
  n_kv_heads: int
  norm_eps: float
  vocab_size: int
  head_dim: int
  rope_theta: float
  rope_dim: int
  v_head_dim: int
  max_context: int = 0
  qk_norm: int = 0  # 0: none, else the width the norm runs over (head_dim: per head)
  num_experts: int = 0
  num_experts_per_tok: int = 0
  norm_topk_prob: bool = False
  expert_gating_func: ExpertGating = ExpertGating.SOFTMAX
  q_lora_rank: int = 0
  kv_lora_rank: int = 0
  shared_expert_dim: int = 0
  ssm_layers: tuple[bool, ...] = ()
  attn_output_gate: bool = False
  ssm: SSMConfig | None = None
  shared_expert_gate: bool = True
  leading_dense_blocks: int = 0
  dense_hidden_dim: int = 0
  routed_scaling_factor: float = 1.0
  qkv_bias: bool = False
  expert_bias: bool = False
  rope_scale: float = 1.0  # linear position scaling (rope.scaling.type linear)
  rope_freq_factors: tuple[float, ...] = field(default=(), repr=False)  # llama 3.1+ per-frequency divisors (rope_freqs.weight)

# ---------------------------------------------------------------- building blocks

def rms_norm(x: Tensor, weight: Tensor | None, eps: float) -> Tensor:
  x = x.float()
  out = x * (x.square().mean(-1, keepdim=True) + eps).rsqrt()
  return out * weight.float() if weight is not None else out

def linear(x: Tensor, w: Tensor, b: Tensor | None = None) -> Tensor:
  """x @ w.T (+ b) with w (out, in) in its stored dtype, computed in float32."""
  out = x.float() @ w.cast(dtypes.float32).transpose()
  return out + b.float() if b is not None else out

def project(x: Tensor, w: dict[str, Tensor], mv: dict[str, MatvecWeight], name: str, b: Tensor | None = None) -> Tensor:
  """linear(x, w[name], b); one token (decode) reads the matrix's matvec form instead when there is one."""
  if x.shape[1] != 1 or (m := mv.get(name)) is None: return linear(x, w[name], b)
  return m(x) + b.float() if b is not None else m(x)

@functools.cache
def _freqs_np(dim: int, end: int, theta: float, factors: tuple[float, ...], scale: float) -> np.ndarray:
  inv = 1.0 / theta ** (np.arange(0, dim, 2, dtype=np.float64) / dim)
  if factors: inv = inv / np.asarray(factors, dtype=np.float64)
  ang = np.outer(np.arange(end, dtype=np.float64) / scale, inv)
  return np.concatenate([np.cos(ang), np.sin(ang)], axis=1).astype(np.float32)

def precompute_freqs_cis(dim: int, end: int, theta: float = 10000.0, factors: tuple[float, ...] = (), scale: float = 1.0,
                         device: str | None = None) -> Tensor:
  """(end, dim) float32 table: cos of each position's angles in the first dim/2 columns, sin in the rest."""
  return Tensor(_freqs_np(dim, end, theta, tuple(factors), scale), device=device)

def apply_rope(x: Tensor, freqs: Tensor) -> Tensor:
  """Half-split rotary embedding of x (..., T, D) with freqs (T, D) from precompute_freqs_cis: (a, b) -> (a cos - b sin, b cos + a sin)."""
  h = x.shape[-1] // 2
  cos, sin = freqs[..., :h], freqs[..., h:]
  a, b = x[..., :h], x[..., h:]
  return (a * cos - b * sin).cat(b * cos + a * sin, dim=-1)

def pairwise_topk(x: Tensor, k: int) -> tuple[Tensor, Tensor]:
  """Top-k of the last axis by counting, for every entry, how many beat it (ties go to the lower index): (values, int32 indices),
  largest first. O(n^2) compares but no sort, so it fuses into a few kernels."""
  n = x.shape[-1]
  i = Tensor.arange(n)
  a, b = x.unsqueeze(-1), x.unsqueeze(-2)  # a: entry i, b: entry j
  beats = (b > a) | ((b == a) & (i.reshape(1, n) < i.reshape(n, 1)))
  rank = beats.cast(dtypes.int32).sum(-1)  # (..., n): 0 for the largest
  onehot = rank.unsqueeze(-2).eq(Tensor.arange(k).reshape(k, 1))  # (..., k, n)
  idx = onehot.where(i.reshape(1, n), 0).sum(-1).cast(dtypes.int32)
  return onehot.where(x.unsqueeze(-2), 0).sum(-1), idx

class ExpertWeights:
  """Stacked expert matrices (num_experts, out, in); calling with selected indices applies each token's chosen experts."""
  def __init__(self, weight: Tensor): self.weight = weight
  def __call__(self, sel: Tensor, x: Tensor) -> Tensor:
    """sel (B, T, k) int, x (B, T, k, in) or (B, T, 1, in) -> (B, T, k, out)."""
    w = self.weight[sel].cast(dtypes.float32)  # (B, T, k, out, in)
    return (x.float().unsqueeze(-2) * w).sum(-1)

def _gate_scores(logits: Tensor, func: ExpertGating) -> Tensor:
  if func == ExpertGating.SOFTMAX: return logits.softmax(-1)
  if func == ExpertGating.SIGMOID: return logits.sigmoid()
  if func == ExpertGating.SQRT_SOFTPLUS: return logits.softplus().sqrt()
  return logits

# ---------------------------------------------------------------- blocks

class FFNBlock:
  """SwiGLU: down(silu(gate(x)) * up(x)); `suffix` picks the tensor names (dense '' or the shared expert '_shexp')."""
  def __init__(self, w: dict[str, Tensor], suffix: str = "", mv: dict[str, MatvecWeight] | None = None): self.w, self.s, self.mv = w, suffix, mv or {}
  def __call__(self, x: Tensor) -> Tensor:
    w, s, mv = self.w, self.s, self.mv
    gate, up = project(x, w, mv, f"ffn_gate{s}.weight"), project(x, w, mv, f"ffn_up{s}.weight")
    # a chunk: gate and up as two matmul kernels (one kernel reducing both got worse tiles: prefill(64) 1.07x apart, in one process);
    # one token: both matvecs in one kernel, one launch fewer
    if x.shape[1] != 1: gate, up = gate.contiguous(), up.contiguous()
    # materialised: fused into the down projection's matmul, silu's exp would be recomputed per output tile and block its vectorisation
    return project((gate.silu() * up).contiguous(), w, mv, f"ffn_down{s}.weight")

class TransformerBlock:
  """Pre-norm attention (GQA, optional QK-norm, biases, output gate, partial RoPE) and a dense or MoE feed-forward."""
  def __init__(self, cfg: TransformerConfig, idx: int):
    self.cfg, self.idx, self.w = cfg, idx, dict[str, Tensor]()  # w is filled with this block's GGUF tensors, without the `blk.N.` prefix
    self.mv: dict[str, MatvecWeight] = {}  # matvec forms of some matrices, read in decode (attn_qkv: q, k and v stacked)
    self.is_moe = cfg.num_experts > 0 and idx >= cfg.leading_dense_blocks
    self.k_cache: Tensor | None = None
    self.v_cache: Tensor | None = None

  def _caches(self, B: Any, device: Any) -> tuple[Tensor, Tensor]:
    if self.k_cache is None or self.v_cache is None or self.k_cache.shape[0] != B:
      c = self.cfg
      self.k_cache = Tensor.zeros(B, c.n_kv_heads, c.max_context, c.head_dim, device=device).contiguous().realize()
      self.v_cache = Tensor.zeros(B, c.n_kv_heads, c.max_context, c.v_head_dim, device=device).contiguous().realize()
    return self.k_cache, self.v_cache

  def _qk_norm(self, t: Tensor, name: str, heads: int) -> Tensor:
    """QK-norm over the whole projection, or per head when the norm is head_dim wide."""
    c = self.cfg
    if not c.qk_norm: return t
    if c.qk_norm == c.head_dim: return rms_norm(t, self.w[f"{name}.weight"], c.norm_eps)
    return rms_norm(t.reshape(*t.shape[:2], heads * c.head_dim), self.w[f"{name}.weight"], c.norm_eps).reshape(t.shape)

  def _rope(self, t: Tensor, freqs: Tensor) -> Tensor:
    rd = self.cfg.rope_dim
    if rd == t.shape[-1]: return apply_rope(t, freqs)
    return apply_rope(t[..., :rd], freqs).cat(t[..., rd:], dim=-1)

  def attn_names(self) -> list[str]:
    names = ["attn_q.weight", "attn_k.weight", "attn_v.weight", "attn_output.weight"]
    return names + (["attn_q_norm.weight", "attn_k_norm.weight"] if self.cfg.qk_norm else [])

  def qkv(self, x: Tensor, freqs: Tensor) -> tuple[Tensor, Tensor, Tensor, Tensor | None]:
    """Normed input x (B, T, dim) -> q (B, H, T, hd) and k (B, Hkv, T, hd) roped with freqs (T, rope_dim), v (B, Hkv, T, vd), and the
    output gate (B, T, H*hd) or None."""
    c, w = self.cfg, self.w
    B, T = x.shape[0], x.shape[1]
    fused_mv, qkv = self.mv.get("attn_qkv") if T == 1 else None, w.get("attn_qkv.packed")
    if fused_mv is not None or qkv is not None:  # one product into a buffer the three projections are views of
      y = (fused_mv(x) if fused_mv is not None else linear(x, qkv) if qkv is not None else x).contiguous()
      dq, dk = w["attn_q.weight"].shape[0], w["attn_k.weight"].shape[0]
      q, k, v = y[..., :dq], y[..., dq:dq + dk], y[..., dq + dk:]
      q, k, v = [t + b.float() if (b := w.get(f"attn_{n}.bias")) is not None else t for n, t in zip("qkv", (q, k, v))]
    else: q, k, v = [project(x, w, self.mv, f"attn_{n}.weight", w.get(f"attn_{n}.bias")) for n in "qkv"]
    k, v = k.reshape(B, T, c.n_kv_heads, c.head_dim), v.reshape(B, T, c.n_kv_heads, c.v_head_dim)
    gate = None
    if c.attn_output_gate:  # per head [q | gate]
      qg = q.reshape(B, T, c.n_heads, 2 * c.head_dim)
      q, gate = qg[..., :c.head_dim], qg[..., c.head_dim:].reshape(B, T, c.n_heads * c.head_dim)
    q = self._qk_norm(q.reshape(B, T, c.n_heads, c.head_dim), "attn_q_norm", c.n_heads)
    k = self._qk_norm(k, "attn_k_norm", c.n_kv_heads)
    return self._rope(q.transpose(1, 2), freqs), self._rope(k.transpose(1, 2), freqs), v.transpose(1, 2), gate

  def attn_out(self, out: Tensor, gate: Tensor | None) -> Tensor:
    """The attended values (B, T, H*vd), gated if the model has an output gate, through the output projection."""
    if gate is not None: out = out * gate.sigmoid()
    return project(out, self.w, self.mv, "attn_output.weight", self.w.get("attn_output.bias"))

  def attention(self, x: Tensor, start_pos: int | UOp, freqs: Tensor, mask: Tensor | None, last: int | UOp) -> Tensor:
    c = self.cfg
    B, T = x.shape[0], x.shape[1]
    q, k, v, gate = self.qkv(x, freqs)
    kc, vc = self._caches(B, x.device)
    # the cache is written (and realized) before it is read, so this step's keys are in place for the attention below
    Tensor.realize(kc.shrink((None, None, (start_pos, start_pos + T), None)).assign(k.cast(kc.dtype)),
                   vc.shrink((None, None, (start_pos, start_pos + T), None)).assign(v.cast(vc.dtype)))
    keys, values = kc.shrink((None, None, (0, start_pos + T), None)), vc.shrink((None, None, (0, start_pos + T), None))
    if T > 1: q = q.contiguous()  # materialised: inside the scores kernel a chunk's RoPE would be recomputed for every key tile
    out = q.scaled_dot_product_attention(keys, values, attn_mask=mask, enable_gqa=c.n_heads != c.n_kv_heads)
    return self.attn_out(out.transpose(1, 2).reshape(B, T, c.n_heads * c.v_head_dim), gate)

  def moe(self, x: Tensor) -> Tensor:
    c, w = self.cfg, self.w
    logits = linear(x, w["ffn_gate_inp.weight"])  # (B, T, E)
    scores = _gate_scores(logits, c.expert_gating_func)
    choose = scores + w["exp_probs_b.bias"].float() if c.expert_bias else scores
    _, sel = pairwise_topk(choose, c.num_experts_per_tok)  # (B, T, k)
    picked = (logits if c.expert_gating_func == ExpertGating.SOFTMAX_WEIGHT else scores).gather(-1, sel)
    if c.expert_gating_func == ExpertGating.SOFTMAX_WEIGHT: picked = picked.softmax(-1)
    elif c.norm_topk_prob: picked = picked / picked.sum(-1, keepdim=True)
    picked = picked * c.routed_scaling_factor
    xs = x.unsqueeze(-2)  # (B, T, 1, dim)
    h = ExpertWeights(w["ffn_gate_exps.weight"])(sel, xs).silu() * ExpertWeights(w["ffn_up_exps.weight"])(sel, xs)
    out = (ExpertWeights(w["ffn_down_exps.weight"])(sel, h) * picked.unsqueeze(-1)).sum(-2)
    if "ffn_up_shexp.weight" in w:
      shared = FFNBlock(w, "_shexp")(x)
      if "ffn_gate_inp_shexp.weight" in w: shared = shared * linear(x, w["ffn_gate_inp_shexp.weight"].reshape(1, -1)).sigmoid()
      out = out + shared
    return out

  def __call__(self, x: Tensor, start_pos: int | UOp, freqs: Tensor, mask: Tensor | None, last: int | UOp) -> Tensor:
    """`last`: the chunk's last real token; later positions are padding that must not reach recurrent state."""
    # materialised: the FFN's norm and its residual add both read h, and would each recompute the attention output projection
    return self.ffn_residual(x, self.attention(rms_norm(x, self.w["attn_norm.weight"], self.cfg.norm_eps), start_pos, freqs, mask, last))

  def ffn_residual(self, x: Tensor, attn: Tensor) -> Tensor:
    """The block's output given its input x and attention output attn: h = x + attn, then h + ffn(norm(h))."""
    # materialised: the FFN's norm and its residual add both read h, and would each recompute the attention output projection
    h = (x + attn).contiguous()
    hn = rms_norm(h, self.w["ffn_norm.weight"], self.cfg.norm_eps)
    return h + (self.moe(hn) if self.is_moe else FFNBlock(self.w, mv=self.mv)(hn))

def _scalar(v: int | UOp) -> Tensor | int: return Tensor(v) if isinstance(v, UOp) else v

def l2_norm(x: Tensor, eps: float = 1e-6) -> Tensor: return x * (x.square().sum(-1, keepdim=True) + eps).rsqrt()

class MLATransformerBlock(TransformerBlock):
  """DeepSeek multi-head latent attention, absorbed: queries are mapped into the kv_lora_rank latent space with attn_k_b, so the cache
  holds one shared row per position, [RMSNorm(compressed kv) | roped key] (kv_lora_rank + rope_dim wide), and attn_v_b maps the
  attended latent back to each head's values."""
  def attn_names(self) -> list[str]:
    q = ["attn_q_a.weight", "attn_q_a_norm.weight", "attn_q_b.weight"] if self.cfg.q_lora_rank else ["attn_q.weight"]
    return q + ["attn_kv_a_mqa.weight", "attn_kv_a_norm.weight", "attn_k_b.weight", "attn_v_b.weight", "attn_output.weight"]

  def _latent_cache(self, B: Any, device: Any) -> Tensor:
    if self.k_cache is None or self.k_cache.shape[0] != B:
      c = self.cfg
      self.k_cache = Tensor.zeros(B, 1, c.max_context, c.kv_lora_rank + c.rope_dim, device=device).contiguous().realize()
    return self.k_cache

  def attention(self, x: Tensor, start_pos: int | UOp, freqs: Tensor, mask: Tensor | None, last: int | UOp) -> Tensor:
    c, w = self.cfg, self.w
    B, T, L, nope = x.shape[0], x.shape[1], c.kv_lora_rank, c.head_dim - c.rope_dim
    if c.q_lora_rank: q = linear(rms_norm(linear(x, w["attn_q_a.weight"]), w["attn_q_a_norm.weight"], c.norm_eps), w["attn_q_b.weight"])
    else: q = linear(x, w["attn_q.weight"])
    q = q.reshape(B, T, c.n_heads, c.head_dim).transpose(1, 2)  # (B, H, T, nope + rope)
    q_lat = q[..., :nope] @ w["attn_k_b.weight"].float().transpose(-1, -2)  # (B, H, T, L)
    kv = linear(x, w["attn_kv_a_mqa.weight"])
    row = rms_norm(kv[..., :L], w["attn_kv_a_norm.weight"], c.norm_eps).cat(apply_rope(kv[..., L:], freqs), dim=-1).unsqueeze(1)
    cache = self._latent_cache(B, x.device)
    cache.shrink((None, None, (start_pos, start_pos + T), None)).assign(row.cast(cache.dtype)).realize()
    keys = cache.shrink((None, None, (0, start_pos + T), None)).float()  # (B, 1, S, L + rope), shared by every head
    scores = q_lat.cat(apply_rope(q[..., nope:], freqs), dim=-1) @ keys.transpose(-1, -2) * (1 / math.sqrt(c.head_dim))
    if mask is not None: scores = scores + mask
    out = (scores.softmax(-1) @ keys[..., :L]) @ w["attn_v_b.weight"].float().transpose(-1, -2)  # (B, H, T, v_head_dim)
    return linear(out.transpose(1, 2).reshape(B, T, c.n_heads * c.v_head_dim), w["attn_output.weight"])

class GatedDeltaNetBlock(TransformerBlock):
  """qwen3.5 linear attention: a causal depthwise conv (+SiLU) over the fused q|k|v projection, then per value head the gated delta
  rule S <- a S; S <- S + beta (v - S k) k^T, read out as S q, normed and gated by silu(attn_gate x). The conv window and S persist
  across calls (this layer's "KV cache") and restart empty at position 0."""
  def __init__(self, cfg: TransformerConfig, idx: int):
    super().__init__(cfg, idx)
    if cfg.ssm is None: raise ValueError("a Gated DeltaNet block needs TransformerConfig.ssm")
    s = cfg.ssm
    self.hk, self.dk, self.hv, self.dv = s.group_count, s.state_size, s.time_step_rank, s.inner_size // s.time_step_rank
    self.conv_state: Tensor | None = None
    self.recurrent_state: Tensor | None = None

  def attn_names(self) -> list[str]:
    return [f"{n}.weight" for n in ("attn_qkv", "attn_gate", "ssm_conv1d", "ssm_beta", "ssm_alpha", "ssm_norm", "ssm_out")] + ["ssm_dt.bias", "ssm_a"]

  def _states(self, B: Any, device: Any) -> tuple[Tensor, Tensor]:
    if self.conv_state is None or self.recurrent_state is None or self.conv_state.shape[0] != B:
      assert self.cfg.ssm is not None
      conv_dim = 2 * self.hk * self.dk + self.hv * self.dv
      self.conv_state = Tensor.zeros(B, self.cfg.ssm.conv_kernel - 1, conv_dim, device=device).contiguous().realize()
      self.recurrent_state = Tensor.zeros(B, self.hv, self.dv, self.dk, device=device).contiguous().realize()
    return self.conv_state, self.recurrent_state

  def attention(self, x: Tensor, start_pos: int | UOp, freqs: Tensor, mask: Tensor | None, last: int | UOp) -> Tensor:
    c, w = self.cfg, self.w
    assert c.ssm is not None
    B, T, K, hk, dk, hv, dv = x.shape[0], x.shape[1], c.ssm.conv_kernel, self.hk, self.dk, self.hv, self.dv
    conv_state, S = self._states(B, x.device)
    fresh = Tensor(start_pos).eq(0) if isinstance(start_pos, UOp) else start_pos == 0  # a new sequence: both states start empty
    seq = (Tensor.zeros_like(conv_state) if fresh is True else conv_state if fresh is False else fresh.where(0.0, conv_state))
    seq = seq.cat(linear(x, w["attn_qkv.weight"]), dim=1)  # (B, K-1+T, conv_dim)
    cw = w["ssm_conv1d.weight"].float()  # (conv_dim, K)
    conv = functools.reduce(Tensor.add, [seq[:, j:j + T] * cw[:, j] for j in range(K)]).silu()
    q = l2_norm(conv[..., :hk * dk].reshape(B, T, hk, dk))
    k = l2_norm(conv[..., hk * dk:2 * hk * dk].reshape(B, T, hk, dk))
    v = conv[..., 2 * hk * dk:].reshape(B, T, hv, dv)
    if hv != hk: q, k = q.repeat(1, 1, hv // hk, 1), k.repeat(1, 1, hv // hk, 1)  # value head h reads key head h % hk (ggml_repeat)
    q = q * (1 / math.sqrt(dk))
    valid = (Tensor.arange(T) <= _scalar(last)).reshape(1, T, 1)  # padding after `last` leaves the state alone
    beta = valid.where(linear(x, w["ssm_beta.weight"]).sigmoid(), 0.0)
    decay = valid.where(((linear(x, w["ssm_alpha.weight"]) + w["ssm_dt.bias"].float()).softplus() * w["ssm_a"].float()).exp(), 1.0)
    if fresh is True: S = Tensor.zeros_like(S)
    elif fresh is not False: S = fresh.where(0.0, S)
    outs = []
    assert isinstance(T, int), "the recurrence unrolls over a concrete chunk length"
    for t in range(T):
      kt = k[:, t].unsqueeze(2)  # (B, H, 1, dk)
      S = S * decay[:, t].reshape(B, hv, 1, 1)
      delta = (v[:, t] - (S * kt).sum(-1)) * beta[:, t].unsqueeze(-1)  # (B, H, dv)
      S = (S + delta.unsqueeze(-1) * kt).contiguous()
      outs.append((S * q[:, t].unsqueeze(2)).sum(-1))
    new_conv = seq.shrink((None, (last + 1, last + K), None)).contiguous()
    o = Tensor.stack(*outs, dim=1)  # (B, T, H, dv)
    Tensor.realize(o, S, new_conv)
    Tensor.realize(conv_state.assign(new_conv), self._states(B, x.device)[1].assign(S))
    o = rms_norm(o, w["ssm_norm.weight"], c.norm_eps) * linear(x, w["attn_gate.weight"]).reshape(B, T, hv, dv).silu()
    return linear(o.reshape(B, T, hv * dv), w["ssm_out.weight"])

# ---------------------------------------------------------------- the model

def _jit(fxn: Any) -> Any:
  """TinyJit when the engine has it (JIT=0 or its absence runs eagerly; bound Variables keep kernels reusable either way)."""
  try: from tinygrad.engine.jit import TinyJit
  except ImportError: return fxn
  return TinyJit(fxn)

def block_class(cfg: TransformerConfig, idx: int) -> type[TransformerBlock]:
  if cfg.ssm_layers and cfg.ssm_layers[idx]: return GatedDeltaNetBlock
  return MLATransformerBlock if cfg.kv_lora_rank else TransformerBlock

class Transformer:
  """A decoder-only language model from a GGUF file (llama, qwen2/3, qwen3-moe, qwen3.5 hybrids, olmoe, deepseek2/kimi MLA, glm4):
  the forward pass, a KV cache of `max_context` positions, and a greedy or sampled `generate` whose prefill and decode steps are
  TinyJit replays. Build it with `Transformer.from_gguf`.

  Examples:
    >>> from tinygrad.llm.cli import EMBEDDED
    >>> from tinygrad.llm.model import Transformer
    >>> from tinygrad.llm.tokenizer import SimpleTokenizer, chat_template
    >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=128)  # tinypy, the 1.9 MB model shipped in tg-llm
    >>> tok = SimpleTokenizer.from_gguf_kv(kv)
    >>> ids = tok.encode(chat_template(kv, tok).render([{"role": "user", "content": "What does os.path.join do?"}]))
    >>> out = []
    >>> for t in model.generate(ids):
    ...   if tok.is_end(t) or len(out) == 6: break
    ...   out.append(t)
    >>> print(tok.decode(out))
    Join two or more
  """
  def __init__(self, cfg: TransformerConfig, weights: dict[str, Tensor] | None = None, device: str | None = None):
    if cfg.max_context < 2: raise ValueError(f"max_context must be at least 2, got {cfg.max_context}")
    self.cfg, self.max_context, self.device = cfg, cfg.max_context, device
    self.blk = [block_class(cfg, i)(cfg, i) for i in range(cfg.num_blocks)]
    self.recurrent = any(isinstance(b, GatedDeltaNetBlock) for b in self.blk)
    self.w: dict[str, Tensor] = {}
    self.mv: dict[str, MatvecWeight] = {}
    if weights is not None: self.load(weights)
    self.freqs = precompute_freqs_cis(cfg.rope_dim, cfg.max_context, cfg.rope_theta, cfg.rope_freq_factors, cfg.rope_scale, device)
    self._cached_tokens: list[int] = []
    self._rng_key, self._rng_counter = int(Tensor._seed), 0
    self._key_t: tuple[int, Tensor] | None = None
    self._rows: dict[int, Tensor] = {}  # per chunk length: the embedding rows of the chunk being fed
    self.rollout_jit, self.prefill_jits = _jit(self._step), dict[int, Any]()  # one prefill capture per chunk length
    self.snapshot: Any = None  # the CLI's: where to pickle this model once its JITs are captured

  # ---- parameters

  def load(self, weights: dict[str, Tensor]) -> None:
    """Takes weights by GGUF name (`blk.3.attn_q.weight`, ...) into the model; `output.weight` falls back to the tied embedding.

    Raises:
      ValueError: a tensor the model needs is missing (naming the first ones).

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> model.load({"output_norm.weight": Tensor.ones(model.cfg.dim)})  # replaces one weight
      >>> print(model.w["output_norm.weight"].numpy()[:3])
      [1. 1. 1.]
      >>> Transformer(model.cfg).load({})
      Traceback (most recent call last):
      ...
      ValueError: the weights lack ... tensors this 4-block model needs: token_embd.weight, ...
    """
    for name, t in weights.items():
      if name.startswith("blk."):
        i, rest = name[4:].split(".", 1)
        if int(i) < len(self.blk): self.blk[int(i)].w[rest] = t
      else: self.w[name] = t
    if "output.weight" not in self.w and "token_embd.weight" in self.w: self.w["output.weight"] = self.w["token_embd.weight"]
    if missing := [n for n in self.required() if n not in self.state_dict()]:
      raise ValueError(f"the weights lack {len(missing)} tensors this {self.cfg.num_blocks}-block model needs: {', '.join(missing[:6])}")

  def required(self) -> list[str]:
    """The GGUF names of every weight this configuration needs.

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> print(model.required()[:4])
      ['token_embd.weight', 'output_norm.weight', 'output.weight', 'blk.0.attn_q.weight']
    """
    c, out = self.cfg, ["token_embd.weight", "output_norm.weight", "output.weight"]
    for i, b in enumerate(self.blk):
      ffn = ["ffn_gate_inp", "ffn_gate_exps", "ffn_up_exps", "ffn_down_exps"] if b.is_moe else ["ffn_gate", "ffn_up", "ffn_down"]
      names = b.attn_names() + [f"{n}.weight" for n in ["attn_norm", "ffn_norm", *ffn]] + (["exp_probs_b.bias"] if b.is_moe and c.expert_bias else [])
      out += [f"blk.{i}.{n}" for n in names]
    return out

  def state_dict(self) -> dict[str, Tensor]:
    """Every weight by its GGUF name (the tied `output.weight` included).

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> sd = model.state_dict()
      >>> print(len(sd), sd["token_embd.weight"].shape)
      43 (1024, 128)
    """
    return {**self.w, **{f"blk.{i}.{k}": v for i, b in enumerate(self.blk) for k, v in b.w.items()}}

  # ---- forward

  def logits(self, tokens: Tensor, start_pos: int | UOp = 0) -> Tensor:
    """The (B, T, vocab) float32 logits of every position of `tokens` (B, T) int32; the KV cache takes positions
    [start_pos, start_pos+T), so a later call continues the same sequence.

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> lg = model.logits(Tensor([[1, 2, 3]], dtype=dtypes.int32))
      >>> print(lg.shape, lg.dtype)
      (1, 3, 1024) dtypes.float
    """
    return self._head(self._body(tokens, start_pos, tokens.shape[1] - 1))

  def _embed(self, tokens: Tensor | tuple[UOp, ...]) -> Tensor:
    """(B, T, dim) float32 rows of the embedding. Bound token ids (what generate feeds) read each row as a view at a symbolic offset:
    no one-hot reduction over the whole vocabulary (T x vocab x dim work) and nothing to upload per step. A chunk copies its rows
    into a persistent buffer, one tiny kernel each (a single kernel concatenating T symbolic views took minutes to compile)."""
    emb = self.w["token_embd.weight"]
    if isinstance(tokens, Tensor): return emb[tokens].float()
    if len(tokens) == 1: return emb.shrink(((tokens[0], tokens[0] + 1), None)).float().unsqueeze(0)
    if (buf := self._rows.get(len(tokens))) is None:
      buf = self._rows[len(tokens)] = Tensor.zeros(1, len(tokens), self.cfg.dim, device=self.device).contiguous().realize()
    Tensor.realize(*[buf[:, i:i + 1].assign(emb.shrink(((t, t + 1), None)).float().unsqueeze(0)) for i, t in enumerate(tokens)])
    return buf

  def _body(self, tokens: Tensor | tuple[UOp, ...], start_pos: int | UOp, last: int | UOp) -> Tensor:
    x = self._embed(tokens)
    T = x.shape[1]
    freqs = self.freqs.shrink(((start_pos, start_pos + T), None))
    mask = self.causal_mask(int(T), start_pos) if T > 1 else None
    for b in self.blk: x = b(x, start_pos, freqs, mask, last).realize()
    return x

  def causal_mask(self, T: int, start_pos: int | UOp) -> Tensor:
    """The (T, start_pos+T) additive attention mask of a chunk of T tokens at start_pos: query t sees the keys up to start_pos + t
    (0 there, -inf past it); built at full width, then cut, so a symbolic start_pos gives one kernel for every position.

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> print(model.causal_mask(2, 1).numpy())
      [[  0.   0. -inf]
       [  0.   0.   0.]]
    """
    full = Tensor.arange(self.max_context).reshape(1, -1) <= (Tensor.arange(T).reshape(T, 1) + _scalar(start_pos))
    return full.where(0.0, -math.inf).shrink((None, (0, start_pos + T)))

  def _head(self, x: Tensor) -> Tensor:
    return project(rms_norm(x, self.w["output_norm.weight"], self.cfg.norm_eps), self.w, self.mv, "output.weight")

  def load_matvec(self, mv: dict[str, MatvecWeight]) -> None:
    """Takes matvec forms (tinygrad.llm.matvec.MatvecWeight: row-major, quantised ones still packed) by GGUF name, blk.N.attn_qkv
    for q, k and v stacked; single-token decode reads them instead of the dense matrices. `from_gguf` calls it.

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> print(sorted(model.blk[0].mv)[:3])
      ['attn_output.weight', 'attn_qkv', 'ffn_down.weight']
      >>> model.load_matvec({}); print(len(model.blk[0].mv) > 0)  # nothing to take: the forms loaded stay
      True
    """
    for name, m in mv.items():
      if name.startswith("blk."):
        i, rest = name[4:].split(".", 1)
        if int(i) < len(self.blk): self.blk[int(i)].mv[rest] = m
      else: self.mv[name] = m

  def _step(self, start_pos: int | UOp, last: int | UOp, temperature: Tensor, key: Tensor, counter: UOp, *tokens: UOp) -> Tensor:
    """One forward call: the sampled next token (1,) int32 after position `last` of the chunk. Every per-call value is a bound
    Variable, so a JIT replay needs no uploads and no eager kernels."""
    x = self._body(tokens, start_pos, last).shrink((None, (last, last + 1), None))
    rng = key.cat((Tensor(counter, device=key.device).cast(dtypes.uint64) * (1 << 32)).reshape(1))
    return sample(self._head(x)[:, 0, :], temperature, rng)

  def __call__(self, tokens: Tensor | list[int], start_pos: int | UOp, temperature: Tensor, last: int | UOp | None = None) -> Tensor:
    """Sampled next token (1,) for tokens (a list of ids, or a (1, T) Tensor) at start_pos: decode (T == 1) replays `rollout_jit`,
    chunks replay one `prefill_jits[T]` per length."""
    ids = [int(t) for t in (tokens.reshape(-1).tolist() if isinstance(tokens, Tensor) else tokens)]
    T = len(ids)
    if last is None: last = T - 1
    toks = [UOp.variable(f"tok{i}", 0, self.cfg.vocab_size - 1).bind(t) for i, t in enumerate(ids)]
    jit = self.rollout_jit if T == 1 else self.prefill_jits.setdefault(T, _jit(self._step))
    return jit(start_pos, last, temperature, self._key(), self._next_rng(), *toks)

  def _key(self) -> Tensor:
    if self._key_t is None or self._key_t[0] != self._rng_key:
      self._key_t = (self._rng_key, Tensor(np.array([self._rng_key], dtype=np.uint64), device=self.device).realize())
    return self._key_t[1]

  def _next_rng(self) -> UOp:
    self._rng_counter += 1
    return UOp.variable("rng_counter", 0, (1 << 31) - 1).bind(self._rng_counter % (1 << 31))

  # ---- generation

  def get_start_pos(self, tokens: list[int]) -> int:
    """How many leading tokens already have their keys and values in the cache (the last token is always recomputed), so a
    conversation resent with one more turn only prefills the new part. A recurrent state cannot be rewound, so a model with one
    resumes only when everything it consumed is a strict prefix of `tokens`.

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> ids = [1, 5, 6, 7]
      >>> _ = next(model.generate(ids))  # ids is now the prompt plus the sampled token
      >>> print(model.get_start_pos(ids + [9]), model.get_start_pos([1, 5, 8]))
      4 2
    """
    if self.recurrent:
      n = len(self._cached_tokens)
      return n if n < len(tokens) and tokens[:n] == self._cached_tokens else 0
    n = 0
    for a, b in zip(self._cached_tokens, tokens[:-1]):
      if a != b: break
      n += 1
    return n

  def generate(self, tokens: list[int], chunk_size: int = 32, temperature: float = 0.0, seed: int | None = None) -> Generator[int, None, None]:
    """Yields the next token ids, each also appended to `tokens`, until max_context (the caller stops at an end token).

    The prompt runs in prefill chunks of chunk_size (a part already in the KV cache is skipped, see get_start_pos), then one
    decode step per token; both are TinyJit replays after their first calls.

    Args:
      tokens: the prompt's ids (at least one), extended in place.
      chunk_size: prefill chunk length.
      temperature: 0 for greedy; otherwise softmax sampling at this temperature.
      seed: seed the sampler (the same seed and prompt give the same tokens).
    Raises:
      ValueError: an empty prompt, or one that fills the context.

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> ids = [1, 5, 6]
      >>> gen = model.generate(ids, temperature=0.8, seed=3)
      >>> first = [next(gen) for _ in range(4)]
      >>> print(len(ids), ids[3:] == first)
      7 True
    """
    if not tokens: raise ValueError("generate needs at least one prompt token (a BOS token will do)")
    if len(tokens) >= self.max_context: raise ValueError(f"the prompt has {len(tokens)} tokens but the context holds {self.max_context}")
    if seed is not None: self._rng_key, self._rng_counter = seed, 0
    temp = Tensor([float(temperature)], device=self.device).realize()
    pos = self.get_start_pos(tokens)
    self._cached_tokens = self._cached_tokens[:pos]
    while True:
      out = self._feed(tokens, pos, chunk_size, temp)
      pos = len(tokens)
      self._cached_tokens = tokens[:pos]
      nxt = int(out.item())
      tokens.append(nxt)
      yield nxt
      if len(tokens) >= self.max_context: return

  def _feed(self, tokens: list[int], pos: int, chunk_size: int, temp: Tensor) -> Tensor:
    """Run tokens[pos:] through the model in chunks; the sample after the last one. A short chunk is padded to chunk_size so every
    prefill call has the same shape; the padding's cache rows lie past the prompt and are overwritten before they are ever read."""
    out = None
    while pos < len(tokens):
      n = min(chunk_size, len(tokens) - pos)
      if n > 1 and pos + chunk_size <= self.max_context:
        sp = UOp.variable("start_pos", 0, self.max_context - chunk_size).bind(pos)
        out = self(tokens[pos:pos + n] + [0] * (chunk_size - n), sp, temp, last=UOp.variable("last", 0, chunk_size - 1).bind(n - 1))
      else:
        n = 1
        out = self([tokens[pos]], UOp.variable("start_pos", 0, self.max_context - 1).bind(pos), temp, last=0)
      pos += n
      self._cached_tokens = tokens[:pos]
    assert out is not None
    return out

  def warmup(self, chunk_size: int = 32) -> None:
    """Captures both JITs (prefill at this chunk size, and decode) with a throwaway prompt, so the first real request is fast.

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> model.warmup()
      >>> print(len(model.prefill_jits), model.get_start_pos([0, 0, 0]))  # captured; the throwaway prompt left no cache
      1 0
    """
    for _ in range(2):
      self._cached_tokens = []  # so the second prompt runs its prefill again instead of reusing the cached prefix
      gen = self.generate([0, 0], chunk_size=chunk_size)
      next(gen); next(gen)
      gen.close()
    self._cached_tokens = []

  # ---- loading

  @staticmethod
  def from_gguf(path: str | os.PathLike, max_context: int | None = None, realize: bool | None = None, device: str | None = None,
                progress: Any = None, half: bool | None = None, pack: int | None = None, matvec: bool | None = None
                ) -> tuple[Transformer, dict[str, Any]]:
    """Loads a GGUF model: returns (model, metadata). Every quantisation type of tinygrad.llm.quants loads; tensors stay lazy
    and quantised until used.

    Args:
      path: the .gguf file (the first part of a split model).
      max_context: the KV cache length (default and upper bound: the model's context length).
      realize: dequantise every tensor once at load (default: REALIZE, 0).
      device: where the weights go (default: Device.DEFAULT).
      progress: called as progress(done_bytes, total_bytes, tensor_name) while loading.
      half: store float weights as fp16 (default: HALF, 1).
      pack: store matrices transposed (default: PACK, -1: when they fit PACK_LIMIT bytes), see pack_weights.
      matvec: give decode row-major matvec forms of the dense layers' matrices (default: MATVEC, 1), see matvec_weights.
    Raises:
      ValueError: an architecture or tensor layout it does not know, naming it; a malformed file.

    Examples:
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.model import Transformer
      >>> model, kv = Transformer.from_gguf(EMBEDDED, max_context=64)
      >>> print(kv["general.architecture"], model.cfg.num_blocks, model.cfg.dim, model.max_context)
      llama 4 128 64
    """
    from tinygrad.llm.dequant import gguf_load
    raw: dict[str, tuple[Tensor, int]] = {}
    kv, weights = gguf_load(path, device, progress, raw)
    cfg = config_from_gguf(kv, weights, max_context)
    half = bool(getenv("HALF", 1)) if half is None else half
    weights = prepare_weights(kv, cfg, weights, half)
    if pack is None: pack = int(getenv("PACK", -1))
    packed = pack_weights(weights, limit=None if pack > 0 else PACK_LIMIT) if pack else weights
    # the matvec forms are copies beside the packed matrices: together they stay within PACK_LIMIT (a model too big to pack gets none)
    budget = PACK_LIMIT - _packed_bytes(packed) if packed is not weights else 0
    mv = matvec_weights(kv, cfg, raw, weights, half, budget) if (getenv("MATVEC", 1) if matvec is None else matvec) else {}
    del raw
    if realize is None: realize = bool(getenv("REALIZE", 0))
    if realize: Tensor.realize(*[t.contiguous() for t in packed.values()])
    model = Transformer(cfg, packed, device)
    model.load_matvec(mv)
    return model, kv

PACK_LIMIT = 4 << 30
MATVEC_NAMES = ("attn_q", "attn_k", "attn_v", "attn_output", "ffn_gate", "ffn_up", "ffn_down")

def matvec_weights(kv: dict[str, Any], cfg: TransformerConfig, raw: dict[str, tuple[Tensor, int]], weights: dict[str, Tensor], half: bool,
                   budget: int | None = None) -> dict[str, MatvecWeight]:
  """Realized matvec forms (out, in) of every dense attention and FFN matrix and the output head: F32/F16/Q8_0/Q4_K (with QDOT
  Q4_0/Q5_K/Q6_K too) from the file's bytes (quantised blocks stay quantised), other types from the dequantised matrix as fp16.
  q, k and v of the same form are stacked into one (blk.N.attn_qkv). MLA and Gated DeltaNet attention keep their dense matrices.
  They are copies: over `budget` bytes the fp16 ones of other types are left out, and if that is not enough, all (decode then
  reads the dense matrices)."""
  arch, out, fallback = kv.get("general.architecture", ""), {}, set()
  head = "output.weight" if "output.weight" in raw else "token_embd.weight"
  names = [(f"blk.{i}.{n}.weight", f"blk.{i}.{n}.weight") for i in range(cfg.num_blocks) for n in MATVEC_NAMES
           if not (cfg.kv_lora_rank and n.startswith("attn"))] + [("output.weight", head)]
  for name, src in names:
    if src not in raw or src not in weights or weights[src].ndim != 2: continue
    shape = (int(weights[src].shape[0]), int(weights[src].shape[1]))
    m = from_raw(raw[src][0], raw[src][1], shape, half)
    if m is not None and arch in ("llama", "mistral", "granite") and name.endswith(("attn_q.weight", "attn_k.weight")):
      heads = cfg.n_heads if name.endswith("attn_q.weight") else cfg.n_kv_heads
      m = m.map_rows(functools.partial(_unpermute_rows, heads=heads))
    if m is None:
      m = from_dense(weights[name], half)
      fallback.add(name)
    out[name] = m
  if budget is not None and sum(m.nbytes for m in out.values()) > budget:
    out = {n: m for n, m in out.items() if n not in fallback}
    if sum(m.nbytes for m in out.values()) > budget: return {}
  for i in range(cfg.num_blocks):
    b = f"blk.{i}."
    if all(f"{b}attn_{n}.weight" in out for n in "qkv") and (qkv := MatvecWeight.cat(*[out[f"{b}attn_{n}.weight"] for n in "qkv"])) is not None:
      out[f"{b}attn_qkv"] = qkv
      for n in "qkv": del out[f"{b}attn_{n}.weight"]
  return {n: m.realize() for n, m in out.items()}

def _packed_bytes(weights: dict[str, Tensor]) -> int:
  """Bytes of the realized buffers under the 2-D matrices of `weights`, each buffer once (packed q/k/v are views of one buffer)."""
  bufs = {b: b.buffer.nbytes for n, t in weights.items() if t.ndim == 2 and n != "token_embd.weight" for b in t.uop.toposort() if b.op is Ops.BUFFER}
  return sum(bufs.values())

def pack_weights(weights: dict[str, Tensor], limit: int | None = PACK_LIMIT) -> dict[str, Tensor]:
  """Every matrix dequantised once into a realized buffer laid out (in, out), kept as its (out, in) transposed view: x @ w.T then reads
  a contiguous (in, out) matrix, the layout whose matmul kernels vectorise (on CPU ~20x the GFLOPS of reducing along w's rows in
  prefill, and faster matrix-vector products in decode). The embedding stays row-major (rows are gathered); a tied output head gets
  its own packed copy. Skipped, with the weights returned as they were, when the packed matrices would take more than limit bytes
  (a quantised model then keeps its smaller blocks and dequantises inside each kernel)."""
  out = dict(weights)
  if "output.weight" not in out and "token_embd.weight" in out: out["output.weight"] = out["token_embd.weight"]
  names = [n for n, t in out.items() if t.ndim == 2 and n != "token_embd.weight"]
  def dt(t: Tensor) -> Any: return t.dtype if dtypes.is_float(t.dtype) and t.dtype.itemsize <= 4 else dtypes.float32
  if limit is not None and sum(out[n].numel() * dt(out[n]).itemsize for n in names) > limit: return weights
  groups, claimed = [], set()
  for n in names:  # matrices that read the same input share one buffer: one matmul kernel instead of two or three
    prefix, kind = n.rsplit(".", 2)[0] if n.count(".") > 1 else "", n.rsplit(".", 2)[-2]
    if (fused := _FUSED.get(kind)) is not None and all(f"{prefix}.{m}.weight" in out for m in fused[1:]):
      groups.append([n] + [f"{prefix}.{m}.weight" for m in fused[1:]])
      claimed.update(groups[-1])
  groups += [[n] for n in names if n not in claimed]
  packed = [(g, Tensor.cat(*[out[n] for n in g]).cast(dt(out[g[0]])).transpose().contiguous()) for g in groups]
  Tensor.realize(*[t for _, t in packed])
  for g, t in packed:
    rows = 0
    for n in g:
      nr = int(out[n].shape[0])
      out[n], rows = t.transpose()[rows:rows + nr], rows + nr
    if len(g) > 1: out[g[0].rsplit(".", 2)[0] + f".{_FUSED_NAME[g[0].rsplit('.', 2)[-2]]}"] = t.transpose()
  return out

# per first matrix: the matrices packed after it into one buffer, and the name the whole (rows stacked) is stored under
# (gate|up fused measured slower in prefill: its 64 x 2*ffn matmul gets worse kernel options than the two halves)
_FUSED = {"attn_q": ("attn_q", "attn_k", "attn_v")}
_FUSED_NAME = {"attn_q": "attn_qkv.packed"}

def sample(logits: Tensor, temperature: Tensor, rng: Tensor) -> Tensor:
  """Gumbel-max: argmax(logits / T + g) with g = -log(-log(u)), u uniform from threefry(rng); plain argmax at T == 0."""
  V = logits.shape[-1]
  bits = (Tensor.arange(V, dtype=dtypes.uint64) + rng[1]).threefry(rng[0])
  u = ((bits & 0xFFFFFF).cast(dtypes.float32) + 0.5) * (1 / (1 << 24))  # 24 random bits, strictly inside (0, 1)
  noisy = logits / temperature.maximum(1e-12) - (-(u.log())).log()
  # materialised first: argmax compares each entry with the max, which a fused kernel might recompute with different rounding
  return (temperature > 0).where(noisy, logits).contiguous().argmax(-1).cast(dtypes.int32)

# ---------------------------------------------------------------- GGUF metadata -> config, tensors -> the model's layout

SUPPORTED_ARCHS = ("llama", "qwen2", "qwen3", "qwen3moe", "olmoe", "mistral", "granite", "qwen35", "qwen35moe", "deepseek2")
HYBRID_ARCHS = ("qwen35", "qwen35moe")  # Gated DeltaNet layers, every full_attention_interval-th layer full (gated) attention

def config_from_gguf(kv: dict[str, Any], weights: dict[str, Tensor], max_context: int | None = None) -> TransformerConfig:
  arch = kv.get("general.architecture", "")
  if arch not in SUPPORTED_ARCHS: raise ValueError(f"model architecture {arch!r} is not supported (supported: {', '.join(SUPPORTED_ARCHS)})")
  def g(key: str, default: Any = None) -> Any:
    v = kv.get(f"{arch}.{key}", default)
    if v is None: raise ValueError(f"GGUF metadata lacks '{arch}.{key}', which a {arch} model needs")
    return v
  dim, n_heads = g("embedding_length"), g("attention.head_count")
  head_dim = kv.get(f"{arch}.attention.key_length_mla") or g("attention.key_length", dim // n_heads)  # MLA: nope + rope per head
  n_experts, dense = g("expert_count", 0), g("leading_dense_block_count", 0)
  ctx, n_blocks = g("context_length", 4096), g("block_count") - g("nextn_predict_layers", 0)  # multi-token-prediction layers dropped
  factors = tuple(float(f) for f in weights["rope_freqs.weight"].numpy().reshape(-1)) if "rope_freqs.weight" in weights else ()
  scale = float(g("rope.scaling.factor", 1.0)) if kv.get(f"{arch}.rope.scaling.type", "none") == "linear" else 1.0
  first_moe, expert_ffn = f"blk.{dense}", g("expert_feed_forward_length", 0)
  hybrid = arch in HYBRID_ARCHS
  ssm = SSMConfig(g("ssm.conv_kernel"), g("ssm.state_size"), g("ssm.group_count"), g("ssm.time_step_rank"), g("ssm.inner_size")) if hybrid else None
  interval = g("full_attention_interval", 4) if hybrid else 0
  return TransformerConfig(
    num_blocks=n_blocks, dim=dim, hidden_dim=expert_ffn or g("feed_forward_length"), n_heads=n_heads,
    n_kv_heads=g("attention.head_count_kv", n_heads), norm_eps=float(g("attention.layer_norm_rms_epsilon", 1e-5)),
    vocab_size=len(kv["tokenizer.ggml.tokens"]) if "tokenizer.ggml.tokens" in kv else int(weights["token_embd.weight"].shape[0]),
    head_dim=head_dim, rope_theta=float(g("rope.freq_base", 10000.0)), rope_dim=g("rope.dimension_count", head_dim),
    v_head_dim=kv.get(f"{arch}.attention.value_length_mla") or g("attention.value_length", head_dim), max_context=min(max_context or ctx, ctx),
    qk_norm=head_dim if hybrid else int(weights["blk.0.attn_q_norm.weight"].shape[0]) if "blk.0.attn_q_norm.weight" in weights else 0,
    num_experts=n_experts, num_experts_per_tok=g("expert_used_count", 0),
    norm_topk_prob=bool(g("expert_weights_norm", arch in ("qwen3moe", "qwen35moe"))),
    expert_gating_func=ExpertGating(g("expert_gating_func", ExpertGating.SOFTMAX)),
    shared_expert_dim=g("expert_shared_feed_forward_length", 0) or g("expert_shared_count", 0) * expert_ffn,
    routed_scaling_factor=float(g("expert_weights_scale", 1.0)), q_lora_rank=g("attention.q_lora_rank", 0),
    kv_lora_rank=g("attention.kv_lora_rank", 0), leading_dense_blocks=dense, dense_hidden_dim=g("feed_forward_length", 0),
    ssm=ssm, ssm_layers=tuple((i + 1) % interval != 0 for i in range(n_blocks)) if hybrid else (), attn_output_gate=hybrid,
    qkv_bias="blk.0.attn_q.bias" in weights, expert_bias=f"{first_moe}.exp_probs_b.bias" in weights,
    shared_expert_gate=f"{first_moe}.ffn_gate_inp_shexp.weight" in weights, rope_scale=scale, rope_freq_factors=factors)

def _unpermute_rope(w: Tensor, heads: int) -> Tensor:
  """llama GGUFs order each head's q/k rows for interleaved rotary pairs (2i, 2i+1); the model rotates halves (i, i + d/2)."""
  out_dim, in_dim = w.shape
  d = out_dim // heads
  return w.reshape(heads, d // 2, 2, in_dim).transpose(1, 2).reshape(out_dim, in_dim)

def _unpermute_rows(t: Tensor, heads: int) -> Tensor:
  """_unpermute_rope on any tensor whose axis 0 is the rows (a quantised matrix's planes)."""
  return t.reshape(heads, int(t.shape[0]) // heads // 2, 2, *t.shape[1:]).transpose(1, 2).reshape(t.shape)

def _unpermute_rope_tail(w: Tensor, groups: int, rope: int) -> Tensor:
  """MLA: only the last `rope` rows of each of `groups` row groups are rotary, stored interleaved like llama's."""
  out_dim, in_dim = w.shape
  g = w.reshape(groups, out_dim // groups, in_dim)
  d = g.shape[1]
  tail = g[:, d - rope:].reshape(groups, rope // 2, 2, in_dim).transpose(1, 2).reshape(groups, rope, in_dim)
  return g[:, :d - rope].cat(tail, dim=1).reshape(out_dim, in_dim)

def _split_kv_b(w: Tensor, cfg: TransformerConfig) -> tuple[Tensor, Tensor]:
  """Older deepseek2 GGUFs keep attn_kv_b (H * (nope + v), kv_lora_rank): split into attn_k_b (H, lora, nope), attn_v_b (H, v, lora)."""
  nope = cfg.head_dim - cfg.rope_dim
  per = w.reshape(cfg.n_heads, nope + cfg.v_head_dim, cfg.kv_lora_rank)
  return per[:, :nope].transpose(1, 2), per[:, nope:]

def _rename(arch: str, name: str) -> str:
  return name.replace("post_attention_norm", "ffn_norm") if arch in HYBRID_ARCHS else name

def prepare_weights(kv: dict[str, Any], cfg: TransformerConfig, weights: dict[str, Tensor], half: bool = True) -> dict[str, Tensor]:
  """Matrices cast to fp16 if half (compute is fp32 either way), llama's (and MLA's) interleaved rotary row order undone, names mapped."""
  arch = kv.get("general.architecture", "")
  out = {}
  for name, t in weights.items():
    if name == "rope_freqs.weight": continue
    if arch in ("llama", "mistral", "granite") and name.endswith(("attn_q.weight", "attn_k.weight")):
      t = _unpermute_rope(t, cfg.n_heads if name.endswith("attn_q.weight") else cfg.n_kv_heads)
    if cfg.kv_lora_rank and name.endswith(("attn_q.weight", "attn_q_b.weight", "attn_kv_a_mqa.weight")):
      t = _unpermute_rope_tail(t, 1 if name.endswith("attn_kv_a_mqa.weight") else cfg.n_heads, cfg.rope_dim)
    parts = dict(zip((name.replace("kv_b", "k_b"), name.replace("kv_b", "v_b")), _split_kv_b(t, cfg))) if name.endswith("attn_kv_b.weight") \
      else {_rename(arch, name): t}
    for n, p in parts.items(): out[n] = p.cast(dtypes.float16) if half and dtypes.is_float(p.dtype) and p.dtype.itemsize > 2 and p.ndim > 1 else p
  return out
