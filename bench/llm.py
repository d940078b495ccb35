"""tg-llm speed: prefill and decode tokens per second of a GGUF llama (default: the embedded tinypy) on tinygrad, side by side
with a numpy forward of the same weights (float32, KV cache, BLAS matmuls) run in the same process.

  uv run python bench/llm.py [--model PATH | --random100m] [--prompt 64] [--decode 32] [--json]

Both greedy-decode the same prompt; the report says whether their tokens agree.
"""
from __future__ import annotations
import argparse, json, pathlib, sys, time
from typing import Any
import numpy as np
from tinygrad.llm.cli import fetch, DEFAULT_MODEL
from tinygrad.llm.gguf import gguf_read
from tinygrad.llm.model import Transformer

class NumpyLlama:
  """The llama forward in numpy float32 with a KV cache: the peer the tinygrad numbers are compared with."""
  def __init__(self, path: str, max_context: int):
    kv, t = gguf_read(path)
    a = kv["general.architecture"]
    if a != "llama": raise SystemExit(f"the numpy peer only runs llama models, not {a!r}")
    self.L, self.H, self.KV = kv[f"{a}.block_count"], kv[f"{a}.attention.head_count"], kv[f"{a}.attention.head_count_kv"]
    self.D, self.eps, self.theta = kv[f"{a}.embedding_length"], kv[f"{a}.attention.layer_norm_rms_epsilon"], kv[f"{a}.rope.freq_base"]
    self.hd, self.ctx = self.D // self.H, max_context
    def halves(w: np.ndarray, n: int) -> np.ndarray: return w.reshape(n, self.hd // 2, 2, -1).swapaxes(1, 2).reshape(w.shape)
    self.w = {k: v.astype(np.float32) for k, v in t.items()}
    for i in range(self.L):
      self.w[f"blk.{i}.attn_q.weight"] = halves(self.w[f"blk.{i}.attn_q.weight"], self.H)
      self.w[f"blk.{i}.attn_k.weight"] = halves(self.w[f"blk.{i}.attn_k.weight"], self.KV)
    self.w.setdefault("output.weight", self.w["token_embd.weight"])
    inv = 1.0 / self.theta ** (np.arange(0, self.hd, 2) / self.hd)
    ang = np.outer(np.arange(max_context), inv)
    self.cos, self.sin = np.cos(ang).astype(np.float32), np.sin(ang).astype(np.float32)
    self.k = np.zeros((self.L, self.KV, max_context, self.hd), np.float32)
    self.v = np.zeros_like(self.k)

  def _rms(self, x: np.ndarray, w: np.ndarray) -> np.ndarray: return x / np.sqrt((x * x).mean(-1, keepdims=True) + self.eps) * w
  def _rope(self, x: np.ndarray, pos: slice) -> np.ndarray:
    h = self.hd // 2
    c, s = self.cos[pos][None], self.sin[pos][None]
    return np.concatenate([x[..., :h] * c - x[..., h:] * s, x[..., h:] * c + x[..., :h] * s], -1)

  def __call__(self, tokens: list[int], start: int) -> int:
    """Feed tokens at positions start.., return the greedy next token."""
    T, w, end = len(tokens), self.w, start + len(tokens)
    x = w["token_embd.weight"][tokens]
    mask = np.triu(np.full((T, end), -np.inf, np.float32), start + 1)
    for i in range(self.L):
      p = f"blk.{i}."
      h = self._rms(x, w[p + "attn_norm.weight"])
      q = self._rope((h @ w[p + "attn_q.weight"].T).reshape(T, self.H, self.hd).transpose(1, 0, 2), slice(start, end))
      self.k[i, :, start:end] = self._rope((h @ w[p + "attn_k.weight"].T).reshape(T, self.KV, self.hd).transpose(1, 0, 2), slice(start, end))
      self.v[i, :, start:end] = (h @ w[p + "attn_v.weight"].T).reshape(T, self.KV, self.hd).transpose(1, 0, 2)
      k, v = np.repeat(self.k[i, :, :end], self.H // self.KV, 0), np.repeat(self.v[i, :, :end], self.H // self.KV, 0)
      s = q @ k.transpose(0, 2, 1) / np.sqrt(self.hd) + mask
      s = np.exp(s - s.max(-1, keepdims=True))
      x = x + ((s / s.sum(-1, keepdims=True)) @ v).transpose(1, 0, 2).reshape(T, -1) @ w[p + "attn_output.weight"].T
      h = self._rms(x, w[p + "ffn_norm.weight"])
      g = h @ w[p + "ffn_gate.weight"].T
      x = x + ((g / (1 + np.exp(-g))) * (h @ w[p + "ffn_up.weight"].T)) @ w[p + "ffn_down.weight"].T
    return int(np.argmax(self._rms(x[-1], w["output_norm.weight"]) @ w["output.weight"].T))

def run_numpy(path: str, prompt: list[int], n: int, ctx: int) -> tuple[float, float, list[int]]:
  m = NumpyLlama(path, ctx)
  st = time.perf_counter()
  tok = m(prompt, 0)
  prefill = len(prompt) / (time.perf_counter() - st)
  out, st = [tok], time.perf_counter()
  for i in range(n - 1): out.append(m([out[-1]], len(prompt) + i))
  return prefill, (n - 1) / (time.perf_counter() - st), out

def run_tinygrad(path: str, prompt: list[int], n: int, ctx: int) -> tuple[float, float, list[int], dict[str, float]]:
  st = time.perf_counter()
  model, _ = Transformer.from_gguf(path, ctx)
  load = time.perf_counter() - st
  st = time.perf_counter()
  model.warmup()
  warm = time.perf_counter() - st
  for _ in range(2):  # capture the prefill JIT at this prompt's chunking, then time a replay
    model._cached_tokens = []
    next(model.generate(list(prompt)))
  model._cached_tokens = []
  st = time.perf_counter()
  gen = model.generate(list(prompt))
  out = [next(gen)]
  prefill = len(prompt) / (time.perf_counter() - st)
  st = time.perf_counter()
  for _ in range(n - 1): out.append(next(gen))
  return prefill, (n - 1) / (time.perf_counter() - st), out, {"load_s": load, "warmup_s": warm}

def random_llama(path: str, dim: int = 768, layers: int = 12, heads: int = 12, kv_heads: int = 4, ffn: int = 2048, vocab: int = 32000) -> str:
  """A ~100M-parameter llama with random fp16 weights (no tokenizer needed: the bench feeds token ids)."""
  from tinygrad.llm.gguf import gguf_write
  rng, hd = np.random.default_rng(0), dim // heads
  def r(*shape: int) -> np.ndarray: return (rng.standard_normal(shape, dtype=np.float32) * 0.02).astype(np.float16)
  t: dict[str, Any] = {"token_embd.weight": r(vocab, dim), "output_norm.weight": np.ones(dim, np.float32), "output.weight": r(vocab, dim)}
  for i in range(layers):
    b = f"blk.{i}."
    t |= {b + "attn_norm.weight": np.ones(dim, np.float32), b + "ffn_norm.weight": np.ones(dim, np.float32), b + "attn_q.weight": r(dim, dim),
          b + "attn_k.weight": r(kv_heads * hd, dim), b + "attn_v.weight": r(kv_heads * hd, dim), b + "attn_output.weight": r(dim, dim),
          b + "ffn_gate.weight": r(ffn, dim), b + "ffn_up.weight": r(ffn, dim), b + "ffn_down.weight": r(dim, ffn)}
  gguf_write(path, {"general.architecture": "llama", "general.name": "random-100m", "llama.block_count": layers, "llama.context_length": 2048,
                    "llama.embedding_length": dim, "llama.feed_forward_length": ffn, "llama.attention.head_count": heads,
                    "llama.attention.head_count_kv": kv_heads, "llama.attention.layer_norm_rms_epsilon": 1e-5, "llama.rope.freq_base": 10000.0}, t)
  return path

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  ap.add_argument("--model", default=DEFAULT_MODEL, help="alias or GGUF path (a llama)")
  ap.add_argument("--prompt", type=int, default=64, help="prompt length in tokens")
  ap.add_argument("--decode", type=int, default=32, help="tokens to decode")
  ap.add_argument("--random100m", action="store_true", help="instead: a ~100M-parameter random-weight llama written to a temp file")
  ap.add_argument("--json", action="store_true", help="print one JSON object instead of text")
  args = ap.parse_args()
  if args.random100m:
    import tempfile
    args.model = random_llama(str(pathlib.Path(tempfile.mkdtemp()) / "random100m.gguf"))
  path = str(fetch(args.model))
  prompt = [(7 * i + 3) % 200 for i in range(args.prompt)]
  ctx = args.prompt + args.decode + 8
  tg_pre, tg_dec, tg_out, times = run_tinygrad(path, prompt, args.decode, ctx)
  np_pre, np_dec, np_out = run_numpy(path, prompt, args.decode, ctx)
  res = {"model": args.model, "prompt_tokens": args.prompt, "decode_tokens": args.decode, **{k: round(v, 3) for k, v in times.items()},
         "tinygrad": {"prefill_tok_s": round(tg_pre, 2), "decode_tok_s": round(tg_dec, 2)},
         "numpy": {"prefill_tok_s": round(np_pre, 2), "decode_tok_s": round(np_dec, 2)},
         "ratio_vs_numpy": {"prefill": round(tg_pre / np_pre, 3), "decode": round(tg_dec / np_dec, 3)}, "tokens_agree": tg_out == np_out}
  if args.json: return print(json.dumps(res))
  print(f"model {args.model}: load {times['load_s']:.2f} s, warmup {times['warmup_s']:.2f} s")
  for k in ("prefill", "decode"):
    print(f"{k:8s} tinygrad {res['tinygrad'][f'{k}_tok_s']:10.2f} tok/s   numpy {res['numpy'][f'{k}_tok_s']:10.2f} tok/s   "
          f"ratio {res['ratio_vs_numpy'][k]:.3f}")
  print(f"greedy tokens agree: {res['tokens_agree']}")
  sys.exit(0)

if __name__ == "__main__":
  main()
