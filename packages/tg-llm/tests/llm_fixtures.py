"""Test helpers for tg-llm: a byte-level llama3-style tokenizer and a scripted model that needs no kernels."""
from __future__ import annotations
import threading, time
from collections.abc import Callable, Iterator
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
    self.active, self.overlaps, self.calls = 0, 0, []
    self._count = threading.Lock()
  def generate(self, tokens: list[int], chunk_size: int = 32, temperature: float = 0.0, seed: int | None = None) -> Iterator[int]:
    self.calls.append({"tokens": list(tokens), "temperature": temperature, "seed": seed})
    with self._count:
      self.active += 1
      self.overlaps += self.active > 1
    try:
      for t in [*self.tok.encode(self.reply(self.tok.decode(tokens))), self.tok.eot_id]:
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

