"""The embedded default model (tinygrad/llm/weights/tinypy.gguf): shipped, small, self-describing, its tokenizer lossless, its
logits equal to a float64 numpy forward of the same weights, and what `tg-llm` with no model named answers."""
from __future__ import annotations
import inspect, io, json, os, re, shutil, sys
import numpy as np
import pytest
from test_llm_model import ref_logits
from tinygrad import Tensor
from tinygrad.dtype import dtypes
from tinygrad.llm import cli
from tinygrad.llm.gguf import GGUFFile, gguf_read
from tinygrad.llm.model import Transformer
from tinygrad.llm.tokenizer import FallbackTemplate, SimpleTokenizer

PATH = cli.EMBEDDED

def test_shipped_and_described():
  assert PATH.is_file() and PATH.stat().st_size < 8 << 20
  with GGUFFile(PATH) as f: kv = f.kv
  assert kv["general.architecture"] == "llama" and kv["general.name"] == "tinypy"
  assert "PSF" in kv["tinypy.training.corpus"] and kv["tinypy.training.steps"] > 0 and kv["tinypy.training.loss"] > 0
  assert cli.parse_args([]).model == "tinypy" and cli.fetch("tinypy") == PATH

def test_tokenizer_round_trip():
  with GGUFFile(PATH) as f: tok = SimpleTokenizer.from_gguf_kv(f.kv)
  for s in ["def f(x):\n    return json.dumps(x, indent=2)  # ok", "Ünïcödé ✓ 🐍\t\r\n", "<|eot_id|> inside text", ""]:
    assert tok.decode(tok.encode(s)) == s
  assert len(tok.encode("Return a new list.")) < len("Return a new list.")  # the merges compress text

def test_logits_match_numpy_reference():
  kv, t = gguf_read(PATH)
  H, KV, L = kv["llama.attention.head_count"], kv["llama.attention.head_count_kv"], kv["llama.block_count"]
  hd = kv["llama.embedding_length"] // H
  def halves(w: np.ndarray, n: int) -> np.ndarray: return w.reshape(n, hd // 2, 2, -1).swapaxes(1, 2).reshape(w.shape).astype(np.float64)
  W = {"embed": t["token_embd.weight"], "out_norm": t["output_norm.weight"], "output": t.get("output.weight", t["token_embd.weight"])}
  for i in range(L):
    b = f"blk.{i}."
    W |= {f"{i}.attn_norm": t[b + "attn_norm.weight"], f"{i}.ffn_norm": t[b + "ffn_norm.weight"], f"{i}.q": halves(t[b + "attn_q.weight"], H),
          f"{i}.k": halves(t[b + "attn_k.weight"], KV), f"{i}.v": t[b + "attn_v.weight"], f"{i}.o": t[b + "attn_output.weight"],
          f"{i}.gate": t[b + "ffn_gate.weight"], f"{i}.up": t[b + "ffn_up.weight"], f"{i}.down": t[b + "ffn_down.weight"]}
  c = {"layers": L, "heads": H, "kv_heads": KV, "head_dim": hd, "eps": kv["llama.attention.layer_norm_rms_epsilon"],
       "theta": kv["llama.rope.freq_base"]}
  tok = SimpleTokenizer.from_gguf_kv(kv)
  ids = tok.encode(FallbackTemplate(tok).render([{"role": "user", "content": "What does json.dumps do?"}]))
  model, _ = Transformer.from_gguf(PATH, 256)
  got = model.logits(Tensor([ids], dtype=dtypes.int32)).numpy()[0]
  np.testing.assert_allclose(got, ref_logits(c, {k: v.astype(np.float64) for k, v in W.items()}, ids), atol=2e-3, rtol=2e-3)

def test_default_model_answers_piped_prompt(monkeypatch, capsys):
  monkeypatch.setattr(sys, "stdin", io.StringIO("What does json.dumps do?\n"))
  cli.main(["--max_tokens", "24", "--max_context", "256"])
  head, answer = capsys.readouterr().out.split("\n", 1)
  assert head.startswith('using model "tinypy" with ')
  model, kv = Transformer.from_gguf(PATH, 256)
  tok = SimpleTokenizer.from_gguf_kv(kv)
  want: list[int] = []
  for tid in model.generate(tok.encode(FallbackTemplate(tok).render([{"role": "user", "content": "What does json.dumps do?"}]))):
    if tok.is_end(tid) or len(want) == 24: break
    want.append(tid)
  assert answer == ">>> " + tok.decode(want) + "\n\n>>> " and tok.decode(want).strip()  # a piped line is a chat turn after `>>> `

@pytest.mark.slow
def test_rooster_smoke():
  """Upstream's CI smoke test; needs llama3.2:1b (about 1 GB) in the download cache or network access."""
  path = cli.cache_dir() / "downloads"
  if not any(p.name == "Llama-3.2-1B-Instruct-Q6_K.gguf" for p in path.glob("*/*")): pytest.skip("llama3.2:1b is not downloaded")
  model, kv, _ = cli.load("llama3.2:1b", 512, quiet=True)
  tok = SimpleTokenizer.from_gguf_kv(kv)
  ids = tok.encode(FallbackTemplate(tok).render([{"role": "user", "content": "What's a male chicken called? Answer with only one word."}]))
  out: list[int] = []
  for tid in model.generate(ids):
    if tok.is_end(tid) or len(out) == 10: break
    out.append(tid)
  assert "rooster" in tok.decode(out).lower()

def _words(s: str) -> set[str]: return {w for w in re.findall(r"[a-z]+", s.lower()) if len(w) > 3}

@pytest.mark.parametrize("subject, obj", [("os.path.join", os.path.join), ("json.dumps", json.dumps), ("str.split", str.split),
                                          ("shutil.copy", shutil.copy)])
def test_default_model_answer_follows_the_docstring(subject: str, obj):
  """The greedy answer to "What does X do?" carries most of the words of X's docstring's first sentence (read from this Python)."""
  doc = " ".join(inspect.getdoc(obj).split("\n\n")[0].split())
  want = _words(re.match(r"(.+?[.!?])(\s|$)", doc).group(1))
  model, kv = Transformer.from_gguf(PATH, 256)
  tok = SimpleTokenizer.from_gguf_kv(kv)
  got: list[int] = []
  for tid in model.generate(tok.encode(FallbackTemplate(tok).render([{"role": "user", "content": f"What does {subject} do?"}]))):
    if tok.is_end(tid) or len(got) == 48: break
    got.append(tid)
  answer = tok.decode(got)
  assert len(want & _words(answer)) >= 0.6 * len(want), (answer, doc)
