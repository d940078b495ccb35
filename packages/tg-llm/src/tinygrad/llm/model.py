"""Decoder-only transformers from GGUF: llama 3.x (RoPE frequency factors), qwen2/qwen3 (biases, QK-norm), MoE (qwen3moe, olmoe,
top-k routing with shared experts), grouped-query attention, a KV cache written at a symbolic position, chunked prefill and
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
from tinygrad.uop.ops import UOp

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
  cos, sin = freqs[:, :h], freqs[:, h:]
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
  def __init__(self, w: dict[str, Tensor], suffix: str = ""): self.w, self.s = w, suffix
  def __call__(self, x: Tensor) -> Tensor:
    w, s = self.w, self.s
    return linear(linear(x, w[f"ffn_gate{s}.weight"]).silu() * linear(x, w[f"ffn_up{s}.weight"]), w[f"ffn_down{s}.weight"])

class TransformerBlock:
  """Pre-norm attention (GQA, optional QK-norm, biases, output gate, partial RoPE) and a dense or MoE feed-forward."""
  def __init__(self, cfg: TransformerConfig, idx: int):
    self.cfg, self.idx, self.w = cfg, idx, dict[str, Tensor]()  # w is filled with this block's GGUF tensors, without the `blk.N.` prefix
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

  def attention(self, x: Tensor, start_pos: int | UOp, freqs: Tensor, mask: Tensor | None) -> Tensor:
    c, w = self.cfg, self.w
    B, T = x.shape[0], x.shape[1]
    q = linear(x, w["attn_q.weight"], w.get("attn_q.bias"))
    k = linear(x, w["attn_k.weight"], w.get("attn_k.bias")).reshape(B, T, c.n_kv_heads, c.head_dim)
    v = linear(x, w["attn_v.weight"], w.get("attn_v.bias")).reshape(B, T, c.n_kv_heads, c.v_head_dim)
    gate = None
    if c.attn_output_gate:  # per head [q | gate]
      qg = q.reshape(B, T, c.n_heads, 2 * c.head_dim)
      q, gate = qg[..., :c.head_dim], qg[..., c.head_dim:].reshape(B, T, c.n_heads * c.head_dim)
    q = self._qk_norm(q.reshape(B, T, c.n_heads, c.head_dim), "attn_q_norm", c.n_heads)
    k = self._qk_norm(k, "attn_k_norm", c.n_kv_heads)
    q, k, v = self._rope(q.transpose(1, 2), freqs), self._rope(k.transpose(1, 2), freqs), v.transpose(1, 2)
    kc, vc = self._caches(B, x.device)
    # the cache is written (and realized) before it is read, so this step's keys are in place for the attention below
    Tensor.realize(kc.shrink((None, None, (start_pos, start_pos + T), None)).assign(k.cast(kc.dtype)),
                   vc.shrink((None, None, (start_pos, start_pos + T), None)).assign(v.cast(vc.dtype)))
    keys, values = kc.shrink((None, None, (0, start_pos + T), None)), vc.shrink((None, None, (0, start_pos + T), None))
    out = q.scaled_dot_product_attention(keys, values, attn_mask=mask, enable_gqa=c.n_heads != c.n_kv_heads)
    out = out.transpose(1, 2).reshape(B, T, c.n_heads * c.v_head_dim)
    if gate is not None: out = out * gate.sigmoid()
    return linear(out, w["attn_output.weight"], w.get("attn_output.bias"))

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

  def __call__(self, x: Tensor, start_pos: int | UOp, freqs: Tensor, mask: Tensor | None) -> Tensor:
    h = x + self.attention(rms_norm(x, self.w["attn_norm.weight"], self.cfg.norm_eps), start_pos, freqs, mask)
    hn = rms_norm(h, self.w["ffn_norm.weight"], self.cfg.norm_eps)
    return h + (self.moe(hn) if self.is_moe else FFNBlock(self.w)(hn))

# ---------------------------------------------------------------- the model

def _jit(fxn: Any) -> Any:
  """TinyJit when the engine has it (JIT=0 or its absence runs eagerly; bound Variables keep kernels reusable either way)."""
  try: from tinygrad.engine.jit import TinyJit
  except ImportError: return fxn
  return TinyJit(fxn)

class Transformer:
  def __init__(self, cfg: TransformerConfig, weights: dict[str, Tensor] | None = None, device: str | None = None):
    if cfg.max_context < 2: raise ValueError(f"max_context must be at least 2, got {cfg.max_context}")
    self.cfg, self.max_context, self.device = cfg, cfg.max_context, device
    self.blk = [TransformerBlock(cfg, i) for i in range(cfg.num_blocks)]
    self.w: dict[str, Tensor] = {}
    if weights is not None: self.load(weights)
    self.freqs = precompute_freqs_cis(cfg.rope_dim, cfg.max_context, cfg.rope_theta, cfg.rope_freq_factors, cfg.rope_scale, device)
    self._cached_tokens: list[int] = []
    self._rng_key, self._rng_counter = int(Tensor._seed), 0
    self.rollout_jit, self.prefill_jits = _jit(self._step), dict[int, Any]()  # one prefill capture per chunk length

  # ---- parameters

  def load(self, weights: dict[str, Tensor]) -> None:
    """Take tensors by GGUF name; a missing one raises, naming it. `output.weight` falls back to the tied embedding."""
    for name, t in weights.items():
      if name.startswith("blk."):
        i, rest = name[4:].split(".", 1)
        if int(i) < len(self.blk): self.blk[int(i)].w[rest] = t
      else: self.w[name] = t
    if "output.weight" not in self.w and "token_embd.weight" in self.w: self.w["output.weight"] = self.w["token_embd.weight"]
    if missing := [n for n in self.required() if n not in self.state_dict()]:
      raise ValueError(f"the weights lack {len(missing)} tensors this {self.cfg.num_blocks}-block model needs: {', '.join(missing[:6])}")

  def required(self) -> list[str]:
    c, out = self.cfg, ["token_embd.weight", "output_norm.weight", "output.weight"]
    for i, b in enumerate(self.blk):
      names = ["attn_norm", "ffn_norm", "attn_q", "attn_k", "attn_v", "attn_output"] + (["attn_q_norm", "attn_k_norm"] if c.qk_norm else [])
      names += ["ffn_gate_inp", "ffn_gate_exps", "ffn_up_exps", "ffn_down_exps"] if b.is_moe else ["ffn_gate", "ffn_up", "ffn_down"]
      out += [f"blk.{i}.{n}.weight" for n in names] + ([f"blk.{i}.exp_probs_b.bias"] if b.is_moe and c.expert_bias else [])
    return out

  def state_dict(self) -> dict[str, Tensor]:
    return {**self.w, **{f"blk.{i}.{k}": v for i, b in enumerate(self.blk) for k, v in b.w.items()}}

  # ---- forward

  def logits(self, tokens: Tensor, start_pos: int | UOp = 0) -> Tensor:
    """(B, T, vocab) float32 logits of every position; the KV cache takes positions [start_pos, start_pos+T)."""
    return self._head(self._body(tokens, start_pos))

  def _body(self, tokens: Tensor, start_pos: int | UOp) -> Tensor:
    T = tokens.shape[1]
    x = self.w["token_embd.weight"][tokens].float()
    freqs = self.freqs.shrink(((start_pos, start_pos + T), None))
    mask = None
    if T > 1:  # query t sees keys up to start_pos + t; built at full width, then cut to the keys present
      full = Tensor.arange(self.max_context).reshape(1, -1) <= (Tensor.arange(T).reshape(T, 1) + Tensor(start_pos) if isinstance(start_pos, UOp)
                                                                else Tensor.arange(T).reshape(T, 1) + start_pos)
      mask = full.where(0.0, -math.inf).shrink((None, (0, start_pos + T)))
    for b in self.blk: x = b(x, start_pos, freqs, mask).realize()
    return x

  def _head(self, x: Tensor) -> Tensor: return linear(rms_norm(x, self.w["output_norm.weight"], self.cfg.norm_eps), self.w["output.weight"])

  def _step(self, tokens: Tensor, start_pos: int | UOp, last: int | UOp, temperature: Tensor, rng: Tensor) -> Tensor:
    """One forward call: the sampled next token (B,) int32 after position `last` of the chunk."""
    x = self._body(tokens, start_pos).shrink((None, (last, last + 1), None))
    return sample(self._head(x)[:, 0, :], temperature, rng)

  def __call__(self, tokens: Tensor, start_pos: int | UOp, temperature: Tensor, last: int | UOp | None = None,
               rng: Tensor | None = None) -> Tensor:
    T = tokens.shape[1]
    if last is None: last = T - 1
    if rng is None: rng = self._next_rng()
    jit = self.rollout_jit if T == 1 else self.prefill_jits.setdefault(int(T), _jit(self._step))
    return jit(tokens.contiguous().realize(), start_pos, last, temperature, rng)

  def _next_rng(self) -> Tensor:
    self._rng_counter += 1
    return Tensor(np.array([self._rng_key, self._rng_counter << 32], dtype=np.uint64), device=self.device)

  # ---- generation

  def get_start_pos(self, tokens: list[int]) -> int:
    """How many leading tokens already have their keys and values in the cache (the last token is always recomputed)."""
    n = 0
    for a, b in zip(self._cached_tokens, tokens[:-1]):
      if a != b: break
      n += 1
    return n

  def generate(self, tokens: list[int], chunk_size: int = 32, temperature: float = 0.0, seed: int | None = None) -> Generator[int, None, None]:
    """Sampled tokens, each also appended to `tokens`. The prompt runs in chunks of chunk_size; stops at max_context."""
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
        ids = Tensor([tokens[pos:pos + n] + [0] * (chunk_size - n)], dtype=dtypes.int32, device=self.device)
        sp = UOp.variable("start_pos", 0, self.max_context - chunk_size).bind(pos)
        out = self(ids, sp, temp, last=UOp.variable("last", 0, chunk_size - 1).bind(n - 1))
      else:
        n = 1
        ids = Tensor([[tokens[pos]]], dtype=dtypes.int32, device=self.device)
        out = self(ids, UOp.variable("start_pos", 0, self.max_context - 1).bind(pos), temp, last=0)
      pos += n
      self._cached_tokens = tokens[:pos]
    assert out is not None
    return out

  def warmup(self, chunk_size: int = 32) -> None:
    """Capture both JITs (prefill at this chunk size, and decode) with a throwaway prompt."""
    for _ in range(2):
      gen = self.generate([0, 0], chunk_size=chunk_size)
      next(gen); next(gen)
      gen.close()
    self._cached_tokens = []

  # ---- loading

  @staticmethod
  def from_gguf(path: str | os.PathLike, max_context: int | None = None, realize: bool | None = None, device: str | None = None,
                progress: Any = None, half: bool | None = None) -> tuple[Transformer, dict[str, Any]]:
    """(model, metadata). realize (default: REALIZE=1) dequantises once at load; half (default: HALF, 1) stores float weights as fp16."""
    from tinygrad.llm.dequant import gguf_load
    kv, weights = gguf_load(path, device, progress)
    cfg = config_from_gguf(kv, weights, max_context)
    weights = prepare_weights(kv, cfg, weights, bool(getenv("HALF", 1)) if half is None else half)
    if realize is None: realize = bool(getenv("REALIZE", 0))
    if realize: Tensor.realize(*[t.contiguous() for t in weights.values()])
    return Transformer(cfg, weights, device), kv

def sample(logits: Tensor, temperature: Tensor, rng: Tensor) -> Tensor:
  """Gumbel-max: argmax(logits / T + g) with g = -log(-log(u)), u uniform from threefry(rng); plain argmax at T == 0."""
  V = logits.shape[-1]
  bits = (Tensor.arange(V, dtype=dtypes.uint64) + rng[1]).threefry(rng[0])
  u = ((bits & 0xFFFFFF).cast(dtypes.float32) + 0.5) * (1 / (1 << 24))  # 24 random bits, strictly inside (0, 1)
  noisy = logits / temperature.maximum(1e-12) - (-(u.log())).log()
  # materialised first: argmax compares each entry with the max, which a fused kernel might recompute with different rounding
  return (temperature > 0).where(noisy, logits).contiguous().argmax(-1).cast(dtypes.int32)

# ---------------------------------------------------------------- GGUF metadata -> config, tensors -> the model's layout

SUPPORTED_ARCHS = ("llama", "qwen2", "qwen3", "qwen3moe", "olmoe", "mistral", "granite")

def config_from_gguf(kv: dict[str, Any], weights: dict[str, Tensor], max_context: int | None = None) -> TransformerConfig:
  arch = kv.get("general.architecture", "")
  if arch not in SUPPORTED_ARCHS: raise ValueError(f"model architecture {arch!r} is not supported (supported: {', '.join(SUPPORTED_ARCHS)})")
  def g(key: str, default: Any = None) -> Any:
    v = kv.get(f"{arch}.{key}", default)
    if v is None: raise ValueError(f"GGUF metadata lacks '{arch}.{key}', which a {arch} model needs")
    return v
  dim, n_heads = g("embedding_length"), g("attention.head_count")
  head_dim = g("attention.key_length", dim // n_heads)
  n_experts = g("expert_count", 0)
  ctx = g("context_length", 4096)
  factors = tuple(float(f) for f in weights["rope_freqs.weight"].numpy().reshape(-1)) if "rope_freqs.weight" in weights else ()
  scale = float(g("rope.scaling.factor", 1.0)) if kv.get(f"{arch}.rope.scaling.type", "none") == "linear" else 1.0
  first_moe = "blk.0"
  return TransformerConfig(
    num_blocks=g("block_count"), dim=dim, hidden_dim=g("expert_feed_forward_length", 0) or g("feed_forward_length"), n_heads=n_heads,
    n_kv_heads=g("attention.head_count_kv", n_heads), norm_eps=float(g("attention.layer_norm_rms_epsilon", 1e-5)),
    vocab_size=len(kv["tokenizer.ggml.tokens"]) if "tokenizer.ggml.tokens" in kv else int(weights["token_embd.weight"].shape[0]),
    head_dim=head_dim, rope_theta=float(g("rope.freq_base", 10000.0)), rope_dim=g("rope.dimension_count", head_dim),
    v_head_dim=g("attention.value_length", head_dim), max_context=min(max_context or ctx, ctx),
    qk_norm=int(weights["blk.0.attn_q_norm.weight"].shape[0]) if "blk.0.attn_q_norm.weight" in weights else 0,
    num_experts=n_experts, num_experts_per_tok=g("expert_used_count", 0),
    norm_topk_prob=bool(g("expert_weights_norm", arch in ("qwen3moe",))),
    expert_gating_func=ExpertGating(g("expert_gating_func", ExpertGating.SOFTMAX)),
    shared_expert_dim=g("expert_shared_feed_forward_length", 0), routed_scaling_factor=float(g("expert_weights_scale", 1.0)),
    qkv_bias="blk.0.attn_q.bias" in weights, expert_bias=f"{first_moe}.exp_probs_b.bias" in weights,
    shared_expert_gate=f"{first_moe}.ffn_gate_inp_shexp.weight" in weights, rope_scale=scale, rope_freq_factors=factors)

def _unpermute_rope(w: Tensor, heads: int) -> Tensor:
  """llama GGUFs order each head's q/k rows for interleaved rotary pairs (2i, 2i+1); the model rotates halves (i, i + d/2)."""
  out_dim, in_dim = w.shape
  d = out_dim // heads
  return w.reshape(heads, d // 2, 2, in_dim).transpose(1, 2).reshape(out_dim, in_dim)

def prepare_weights(kv: dict[str, Any], cfg: TransformerConfig, weights: dict[str, Tensor], half: bool = True) -> dict[str, Tensor]:
  """Matrices cast to fp16 if half (compute is fp32 either way), and llama's rotary row order undone."""
  arch = kv.get("general.architecture", "")
  out = {}
  for name, t in weights.items():
    if name == "rope_freqs.weight": continue
    if arch in ("llama", "mistral", "granite") and name.endswith(("attn_q.weight", "attn_k.weight")):
      t = _unpermute_rope(t, cfg.n_heads if name.endswith("attn_q.weight") else cfg.n_kv_heads)
    out[name] = t.cast(dtypes.float16) if half and dtypes.is_float(t.dtype) and t.dtype.itemsize > 2 and t.ndim > 1 else t
  return out
