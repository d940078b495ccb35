"""Test helpers for tg-llm: a byte-level llama3-style tokenizer and a scripted model that needs no kernels."""
from __future__ import annotations
import threading, time
from collections.abc import Callable, Iterator
from typing import Any
from tinygrad.llm.tokenizer import SimpleTokenizer, gpt2_byte_to_unicode

SPECIALS = ["<|begin_of_text|>", "<|end_of_text|>", "<|start_header_id|>", "<|end_header_id|>", "<|eot_id|>"]

def byte_tokenizer() -> SimpleTokenizer:
  """Every byte is a token (ids 0..255), then the llama3 special tokens: any text encodes, one token per byte."""
  b2u = gpt2_byte_to_unicode()
  special = {t: 256 + i for i, t in enumerate(SPECIALS)}
  return SimpleTokenizer({b2u[b]: b for b in range(256)}, special, "llama3", bos_id=256, eos_id=260, eot_id=260)

class ScriptedModel:
  """generate() answers `reply(prompt_text)` token by token, then the end-of-turn token; appends to the caller's list like the real
  model. `delay` between tokens lets concurrent requests interleave if the server failed to queue them."""
  def __init__(self, tok: SimpleTokenizer, reply: Callable[[str], str] | None = None, max_context: int = 512, delay: float = 0.0):
    self.tok, self.reply, self.max_context, self.delay = tok, reply or echo_reply, max_context, delay
    self.active, self.overlaps, self.calls = 0, 0, list[dict[str, Any]]()
    self._count = threading.Lock()
  def generate(self, tokens: list[int], chunk_size: int = 32, temperature: float = 0.0, seed: int | None = None) -> Iterator[int]:
    self.calls.append({"tokens": list(tokens), "temperature": temperature, "seed": seed})
    with self._count:
      self.active += 1
      self.overlaps += self.active > 1
    try:
      for t in [*self.tok.encode(self.reply(self.tok.decode(tokens))), self.tok.eot_id or self.tok.eos_id]:
        if self.delay: time.sleep(self.delay)
        tokens.append(t)
        yield t
    finally:
      with self._count: self.active -= 1

def echo_reply(prompt: str) -> str:
  """'echo: ' + the last user message of a llama3 chat prompt, or + the whole prompt when it is not a chat."""
  head = "<|start_header_id|>user<|end_header_id|>\n\n"
  if head not in prompt: return "echo: " + prompt
  return "echo: " + prompt.rsplit(head, 1)[1].split("<|eot_id|>", 1)[0]


def write_tiny_gguf(path: Any, layers: int = 1, dim: int = 32, heads: int = 2, kv_heads: int = 1, ffn: int = 64, ctx: int = 128,
                    seed: int = 0) -> Any:
  """A random llama with the byte tokenizer above (ids 0..255 bytes, then the specials), as a complete chat model GGUF."""
  import numpy as np
  from tinygrad.llm.gguf import Typed, GGUFValueType, gguf_write
  rng = np.random.default_rng(seed)
  b2u, vocab, hd = gpt2_byte_to_unicode(), 256 + len(SPECIALS), dim // heads
  def r(*shape: int, s: float = 0.3) -> np.ndarray: return (rng.standard_normal(shape) * s).astype(np.float32)
  t = {"token_embd.weight": r(vocab, dim, s=1.0), "output_norm.weight": 1 + r(dim, s=0.1)}
  for i in range(layers):
    b = f"blk.{i}."
    t |= {b + "attn_norm.weight": 1 + r(dim, s=0.1), b + "ffn_norm.weight": 1 + r(dim, s=0.1), b + "attn_q.weight": r(heads * hd, dim),
          b + "attn_k.weight": r(kv_heads * hd, dim), b + "attn_v.weight": r(kv_heads * hd, dim), b + "attn_output.weight": r(dim, heads * hd),
          b + "ffn_gate.weight": r(ffn, dim), b + "ffn_up.weight": r(ffn, dim), b + "ffn_down.weight": r(dim, ffn)}
  kv = {"general.architecture": "llama", "general.name": "tiny-test", "llama.block_count": layers, "llama.context_length": ctx,
        "llama.embedding_length": dim, "llama.feed_forward_length": ffn, "llama.attention.head_count": heads,
        "llama.attention.head_count_kv": kv_heads, "llama.attention.layer_norm_rms_epsilon": 1e-5, "llama.rope.freq_base": 10000.0,
        "tokenizer.ggml.model": "gpt2", "tokenizer.ggml.pre": "llama-bpe",
        "tokenizer.ggml.tokens": [b2u[i] for i in range(256)] + SPECIALS,
        "tokenizer.ggml.token_type": Typed(GGUFValueType.INT32, [1] * 256 + [3] * len(SPECIALS)),
        "tokenizer.ggml.bos_token_id": 256, "tokenizer.ggml.eos_token_id": 260}
  gguf_write(path, kv, t)
  return path
