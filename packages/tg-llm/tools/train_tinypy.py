"""Train `tinypy`, the small llama-architecture model shipped inside tg-llm, with tinygrad itself, and write it as GGUF.

  uv run python packages/tg-llm/tools/train_tinypy.py [--minutes 80] [--steps 100000] [--out .../weights/tinypy.gguf]

Corpus (offline, nothing downloaded): the documentation that ships with CPython itself, under the PSF License Version 2:
the language reference help topics (`pydoc_data.topics`) and the docstrings of ~90 standard-library modules and their public
functions and classes. It is used twice: as plain text, and as chat turns ("What does json.dumps do?" -> the docstring's
first paragraph) in the llama 3 chat format, so the model answers in that format. The docstrings depend on the Python
version, which is recorded in the file's metadata along with the steps, tokens and final loss.

Tokenizer: byte-level BPE with 1024 tokens (256 bytes, merges learnt here with the llama 3 pre-tokenizer, 5 special
tokens), stored in the GGUF exactly as llama.cpp stores llama 3's. The model is then trained with AdamW on random windows
of the encoded corpus; the file is rewritten (atomically) every --save_every steps, so stopping early still leaves a model.
"""
from __future__ import annotations
import argparse, collections, importlib, inspect, itertools, math, pathlib, platform, random, re, sys, time
import numpy as np
from tinygrad import Context, Tensor, TinyJit
from tinygrad.dtype import dtypes
from tinygrad.nn.optim import AdamW
from tinygrad.llm.gguf import Typed, GGUFValueType, gguf_write
from tinygrad.llm.model import apply_rope, linear, precompute_freqs_cis, rms_norm
from tinygrad.llm.tokenizer import FallbackTemplate, SimpleTokenizer, gpt2_byte_to_unicode, pretokenizer

OUT = pathlib.Path(__file__).resolve().parents[1] / "src" / "tinygrad" / "llm" / "weights" / "tinypy.gguf"
SPECIALS = ["<|begin_of_text|>", "<|end_of_text|>", "<|start_header_id|>", "<|end_header_id|>", "<|eot_id|>"]
MODULES = ("builtins os.path sys json os re math collections itertools functools string random datetime pathlib textwrap statistics "
           "heapq bisect fractions "
           "decimal csv shutil glob fnmatch typing dataclasses enum copy pprint operator time calendar argparse logging subprocess threading "
           "queue socket struct array base64 hashlib hmac secrets uuid zipfile tarfile gzip io tempfile contextlib abc inspect types weakref "
           "sqlite3 urllib.parse urllib.request http.client email html xml.etree.ElementTree difflib unicodedata locale shlex configparser "
           "pickle shelve unittest doctest traceback warnings timeit cmath numbers asyncio concurrent.futures multiprocessing sched signal "
           "platform sysconfig codecs").split()

# ---------------------------------------------------------------- corpus

def _first_paragraph(doc: str, limit: int = 400) -> str:
  paras = [p.strip() for p in doc.split("\n\n") if p.strip()]
  para = next((p for p in paras if not re.match(r"^[\w.]+\(.*\)$", p.splitlines()[0])), paras[0] if paras else "")  # skip signature lines
  para = " ".join(para.split())
  return para if len(para) <= limit else para[:limit].rsplit(" ", 1)[0] + " ..."

def _first_sentence(doc: str, limit: int = 240) -> str:
  """The one-line answer: the first paragraph up to its first full stop."""
  para = _first_paragraph(doc, limit)
  m = re.match(r"(.+?[.!?])(\s|$)", para)
  return m.group(1) if m else para

QUESTIONS = ["What does {} do?", "What is {}?", "Explain {}.", "How do I use {}?", "What is {} for?"]

def _documented(mod: object, m: str) -> list[tuple[str, object]]:
  """Public functions and classes of a module that are its own: defined in it, in its C accelerator (_json, posix), or listed in
  its __all__; a name another listed module owns is left to that module."""
  owners = {m.split(".")[0], getattr(mod, "__name__", m).split(".")[0]}
  owners |= {"_" + o for o in owners} | ({"posix"} if m == "os" else set())
  public = set(getattr(mod, "__all__", ()))
  return [(name, obj) for name, obj in sorted(vars(mod).items()) if not name.startswith("_")
          and (inspect.isfunction(obj) or inspect.isclass(obj) or inspect.isbuiltin(obj))
          and (str(getattr(obj, "__module__", "") or "").split(".")[0] in owners or name in public) and inspect.getdoc(obj)]

def corpus(seed: int = 0) -> tuple[list[str], list[tuple[str, str]]]:
  """(plain documents, (question, answer) pairs) from CPython's own documentation. Each function, class and method is asked
  about in two phrasings (one always "What does X do?") and answered with its docstring's first sentence."""
  import pydoc_data.topics
  docs = [f"{name}\n\n{text.strip()}" for name, text in sorted(pydoc_data.topics.topics.items())]
  qa: list[tuple[str, str]] = []
  def ask(subject: str, doc: str) -> None:
    for q in [QUESTIONS[0], random.Random(subject).choice(QUESTIONS[1:])]: qa.append((q.format(subject), _first_sentence(doc)))
  for m in MODULES:
    mod = importlib.import_module(m)
    if d := inspect.getdoc(mod):
      docs.append(f"Module {m}\n\n{d}")
      q = random.Random(m).choice(["What is the {} module?", "Tell me about the {} module.", "What is {} for?"])
      qa.append((q.format(m), _first_sentence(d)))
    for name, obj in _documented(mod, m):
      subject, d = (name if m == "builtins" else f"{m}.{name}"), inspect.getdoc(obj) or ""
      docs.append(f"{subject}\n\n{d}")
      ask(subject, d)
  for t in (str, bytes, list, dict, set, int, float, tuple):
    for name, meth in sorted(vars(t).items()):
      if not name.startswith("_") and (d := inspect.getdoc(meth)): ask(f"{t.__name__}.{name}", d)
  for name, text in sorted(pydoc_data.topics.topics.items()):
    qa.append((f"Explain {name.replace('-', ' ')} in Python.", _first_paragraph(text, 600)))
  return docs, qa

# ---------------------------------------------------------------- tokenizer

def train_bpe(texts: list[str], n_merges: int) -> list[tuple[bytes, bytes]]:
  """Byte-level BPE merges: repeatedly merge the most frequent adjacent pair (first seen wins ties) over pre-tokenized words,
  keeping pair counts and a pair -> words index up to date instead of recounting."""
  pat = pretokenizer("llama3")
  word_counts = collections.Counter(w.encode() for t in texts for w in pat.findall(t))
  words = [[bytes([b]) for b in w] for w in word_counts]
  freq = list(word_counts.values())
  pairs: collections.Counter[tuple[bytes, bytes]] = collections.Counter()
  where: dict[tuple[bytes, bytes], set[int]] = collections.defaultdict(set)
  for i, w in enumerate(words):
    for p in itertools.pairwise(w):
      pairs[p] += freq[i]
      where[p].add(i)
  merges = []
  for _ in range(n_merges):
    if not pairs: break
    best = max(pairs.items(), key=lambda kv: kv[1])[0]
    merges.append(best)
    for i in list(where.pop(best, ())):
      w, f = words[i], freq[i]
      for p in itertools.pairwise(w): pairs[p] -= f
      j, new = 0, []
      while j < len(w):
        if j + 1 < len(w) and (w[j], w[j + 1]) == best: new.append(w[j] + w[j + 1]); j += 2
        else: new.append(w[j]); j += 1
      words[i] = new
      for p in itertools.pairwise(new):
        pairs[p] += f
        where[p].add(i)
    pairs = collections.Counter({p: c for p, c in pairs.items() if c > 0}) if len(merges) % 64 == 0 else pairs
    pairs.pop(best, None)
  return merges

def tokenizer_kv(merges: list[tuple[bytes, bytes]]) -> dict:
  """GGUF tokenizer metadata in llama.cpp's llama-3 layout: gpt2 byte-mapped token strings, merges, control specials."""
  b2u = gpt2_byte_to_unicode()
  def m(b: bytes) -> str: return "".join(b2u[x] for x in b)
  tokens = [m(bytes([b])) for b in range(256)] + [m(a + b) for a, b in merges]
  tokens = list(dict.fromkeys(tokens))  # a merge can rebuild an existing token; ids stay unique
  n_normal = len(tokens)
  tokens += SPECIALS
  return {"tokenizer.ggml.model": "gpt2", "tokenizer.ggml.pre": "llama-bpe", "tokenizer.ggml.tokens": tokens,
          "tokenizer.ggml.token_type": Typed(GGUFValueType.INT32, [1] * n_normal + [3] * len(SPECIALS)),
          "tokenizer.ggml.merges": [f"{m(a)} {m(b)}" for a, b in merges],
          "tokenizer.ggml.bos_token_id": n_normal, "tokenizer.ggml.eos_token_id": n_normal + 4, "tokenizer.ggml.eot_token_id": n_normal + 4,
          "tokenizer.ggml.padding_token_id": n_normal + 1}

def encode_corpus(tok: SimpleTokenizer, docs: list[str], qa: list[tuple[str, str]], seed: int) -> np.ndarray:
  """Plain documents and chat transcripts, shuffled, each BOS ... EOT, concatenated into one token stream."""
  tmpl = FallbackTemplate(tok)
  items = [tok.token_text(tok.bos_id) + d + "<|eot_id|>" for d in docs]
  items += [tmpl.render([{"role": "user", "content": q}, {"role": "assistant", "content": a}], add_generation_prompt=False) for q, a in qa] * 2
  random.Random(seed).shuffle(items)
  return np.array([t for s in items for t in tok.encode(s)], dtype=np.int32)

# ---------------------------------------------------------------- model

def init_weights(cfg: dict, seed: int) -> dict[str, Tensor]:
  """HF-layout llama weights (half-split rotary rows), named as in GGUF; the output projection is tied to the embedding."""
  Tensor.manual_seed(seed)
  D, H, KV, hd, F = cfg["dim"], cfg["heads"], cfg["kv_heads"], cfg["dim"] // cfg["heads"], cfg["ffn"]
  def r(*s: int, std: float = 0.02) -> Tensor: return (Tensor.randn(*s) * std).contiguous()
  proj = 0.02 / math.sqrt(2 * cfg["layers"])  # residual projections scaled down with depth (GPT-2)
  w = {"token_embd.weight": r(cfg["vocab"], D), "output_norm.weight": Tensor.ones(D).contiguous()}
  for i in range(cfg["layers"]):
    b = f"blk.{i}."
    w |= {b + "attn_norm.weight": Tensor.ones(D).contiguous(), b + "ffn_norm.weight": Tensor.ones(D).contiguous(),
          b + "attn_q.weight": r(H * hd, D), b + "attn_k.weight": r(KV * hd, D), b + "attn_v.weight": r(KV * hd, D),
          b + "attn_output.weight": r(D, H * hd, std=proj), b + "ffn_gate.weight": r(F, D), b + "ffn_up.weight": r(F, D),
          b + "ffn_down.weight": r(D, F, std=proj)}
  Tensor.realize(*w.values())
  for t in w.values(): t.requires_grad = True
  return w

def forward(w: dict[str, Tensor], cfg: dict, x: Tensor, freqs: Tensor) -> Tensor:
  """(B, T) tokens -> (B, T, vocab) logits: the same llama block tinygrad.llm.model runs, over a whole causal sequence."""
  B, T = x.shape
  D, H, KV, hd, eps = cfg["dim"], cfg["heads"], cfg["kv_heads"], cfg["dim"] // cfg["heads"], cfg["eps"]
  h = w["token_embd.weight"][x]
  for i in range(cfg["layers"]):
    p = {k.split(".", 2)[2]: v for k, v in w.items() if k.startswith(f"blk.{i}.")}
    a = rms_norm(h, p["attn_norm.weight"], eps)
    q = apply_rope(linear(a, p["attn_q.weight"]).reshape(B, T, H, hd).transpose(1, 2), freqs)
    k = apply_rope(linear(a, p["attn_k.weight"]).reshape(B, T, KV, hd).transpose(1, 2), freqs)
    v = linear(a, p["attn_v.weight"]).reshape(B, T, KV, hd).transpose(1, 2)
    o = q.scaled_dot_product_attention(k, v, is_causal=True, enable_gqa=H != KV).transpose(1, 2).reshape(B, T, D)
    h = h + linear(o, p["attn_output.weight"])
    a = rms_norm(h, p["ffn_norm.weight"], eps)
    h = h + linear(linear(a, p["ffn_gate.weight"]).silu() * linear(a, p["ffn_up.weight"]), p["ffn_down.weight"])
  return linear(rms_norm(h, w["output_norm.weight"], eps), w["token_embd.weight"])

def save(path: pathlib.Path, w: dict[str, Tensor], cfg: dict, tok_kv: dict, info: dict) -> None:
  """GGUF as llama.cpp writes llama: q/k rows in interleaved rotary order, matrices fp16, norms fp32, tied output."""
  H, KV, hd = cfg["heads"], cfg["kv_heads"], cfg["dim"] // cfg["heads"]
  def interleave(a: np.ndarray, n: int) -> np.ndarray: return a.reshape(n, 2, hd // 2, -1).swapaxes(1, 2).reshape(a.shape)
  tensors = {}
  for name, t in w.items():
    a = t.numpy().astype(np.float32)
    if name.endswith("attn_q.weight"): a = interleave(a, H)
    if name.endswith("attn_k.weight"): a = interleave(a, KV)
    tensors[name] = a.astype(np.float16) if a.ndim == 2 else a
  kv = {"general.architecture": "llama", "general.name": "tinypy", "general.basename": "tinypy", "general.license": "MIT",
        "general.description": "A tiny llama trained by tinygrad on CPython's own documentation (PSF License 2.0); a demo, not an assistant.",
        "llama.block_count": cfg["layers"], "llama.context_length": cfg["ctx"], "llama.embedding_length": cfg["dim"],
        "llama.feed_forward_length": cfg["ffn"], "llama.attention.head_count": H, "llama.attention.head_count_kv": KV,
        "llama.attention.layer_norm_rms_epsilon": cfg["eps"], "llama.rope.freq_base": cfg["theta"], "llama.rope.dimension_count": hd,
        "llama.vocab_size": cfg["vocab"], **{f"tinypy.training.{k}": v for k, v in info.items()}, **tok_kv}
  gguf_write(path, kv, tensors)

def resume(path: pathlib.Path, cfg: dict) -> tuple[dict[str, Tensor], dict, dict]:
  """(trainable weights, tokenizer kv, training info) from a GGUF this script wrote: q/k rows back in half-split order."""
  from tinygrad.llm.gguf import gguf_read
  kv, t = gguf_read(path)
  H, KV, hd = cfg["heads"], cfg["kv_heads"], cfg["dim"] // cfg["heads"]
  def halves(a: np.ndarray, n: int) -> np.ndarray: return a.reshape(n, hd // 2, 2, -1).swapaxes(1, 2).reshape(a.shape)
  w = {}
  for name, a in t.items():
    a = a.astype(np.float32)
    if name.endswith("attn_q.weight"): a = halves(a, H)
    if name.endswith("attn_k.weight"): a = halves(a, KV)
    w[name] = Tensor(a).contiguous().realize()
    w[name].requires_grad = True
  tok_kv = {k: v for k, v in kv.items() if k.startswith("tokenizer.")}
  tok_kv["tokenizer.ggml.token_type"] = Typed(GGUFValueType.INT32, list(tok_kv["tokenizer.ggml.token_type"]))
  return w, tok_kv, {k.split(".", 2)[2]: v for k, v in kv.items() if k.startswith("tinypy.training.")}

def lr_at(step: int, progress: float, peak: float) -> float:
  """Linear warmup over 30 steps, then cosine decay to a tenth of the peak as the time budget runs out."""
  return peak * min(1.0, (step + 1) / 30) * (0.1 + 0.45 * (1 + math.cos(math.pi * min(progress, 1.0))))

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  ap.add_argument("--out", type=pathlib.Path, default=OUT)
  ap.add_argument("--minutes", type=float, default=80.0, help="stop training after this long")
  ap.add_argument("--steps", type=int, default=100000)
  ap.add_argument("--batch", type=int, default=16)
  ap.add_argument("--seq", type=int, default=128)
  ap.add_argument("--lr", type=float, default=4e-3)
  ap.add_argument("--save_every", type=int, default=25)
  ap.add_argument("--seed", type=int, default=0)
  ap.add_argument("--dim", type=int, default=128)
  ap.add_argument("--layers", type=int, default=4)
  ap.add_argument("--vocab", type=int, default=1024)
  ap.add_argument("--resume", type=pathlib.Path, help="continue from this GGUF (its weights and tokenizer; the optimizer starts afresh)")
  args = ap.parse_args()
  cfg = {"dim": args.dim, "layers": args.layers, "heads": 4, "kv_heads": 2, "ffn": 3 * args.dim, "vocab": args.vocab, "ctx": 512,
         "eps": 1e-5, "theta": 10000.0}
  t0 = time.time()
  docs, qa = corpus(args.seed)
  prev: dict = {}
  if args.resume: w, tok_kv, prev = resume(args.resume, cfg)
  else: tok_kv = tokenizer_kv(train_bpe(docs + [a for _, a in qa], args.vocab - 256 - len(SPECIALS)))
  cfg["vocab"] = len(tok_kv["tokenizer.ggml.tokens"])
  tok = SimpleTokenizer.from_gguf_kv({**tok_kv, "tokenizer.ggml.token_type": tok_kv["tokenizer.ggml.token_type"].value})
  data = encode_corpus(tok, docs, qa, args.seed)
  print(f"corpus: {len(docs)} documents, {len(qa)} question/answer pairs, {sum(map(len, docs)):,} chars -> {len(data):,} tokens "
        f"({time.time() - t0:.1f} s); vocab {cfg['vocab']}", flush=True)
  if not args.resume: w = init_weights(cfg, args.seed)
  opt = AdamW(list(w.values()), lr=args.lr, weight_decay=0.01)
  freqs = precompute_freqs_cis(cfg["dim"] // cfg["heads"], args.seq, cfg["theta"])
  rng = np.random.default_rng(args.seed)
  t_start, step, ema, done = time.time(), 0, None, int(prev.get("steps", 0))
  info = {"corpus": "CPython documentation: pydoc_data.topics and stdlib docstrings (PSF License 2.0)", "python": platform.python_version(),
          "seed": args.seed}
  @TinyJit  # captured on the second call, then replayed: no scheduling or compiling per step
  def train_step(x: Tensor, y: Tensor) -> Tensor:
    with Context(TRAINING=1):
      loss = forward(w, cfg, x, freqs).sparse_categorical_crossentropy(y)
      opt.zero_grad()
      loss.backward()
      opt.step()
    return loss.realize()
  while step < args.steps and time.time() - t_start < args.minutes * 60:
    opt.lr.assign(Tensor([lr_at(step, (time.time() - t_start) / (args.minutes * 60), args.lr)], dtype=opt.lr.dtype)).realize()
    starts = rng.integers(0, len(data) - args.seq - 1, size=args.batch)
    batch = np.stack([data[s:s + args.seq + 1] for s in starts])
    loss = train_step(Tensor(batch[:, :-1], dtype=dtypes.int32), Tensor(batch[:, 1:], dtype=dtypes.int32))
    step += 1
    lv = float(loss.item())
    ema = lv if ema is None else 0.9 * ema + 0.1 * lv
    print(f"step {step:5d}  loss {lv:.3f}  (avg {ema:.3f})  {(time.time() - t_start) / step:.2f} s/step", flush=True)
    if step % args.save_every == 0:
      save(args.out, w, cfg, tok_kv, {**info, "steps": done + step, "tokens_seen": (done + step) * args.batch * args.seq, "loss": round(ema, 4)})
  save(args.out, w, cfg, tok_kv, {**info, "steps": done + step, "tokens_seen": (done + step) * args.batch * args.seq, "loss": round(ema or 0.0, 4)})
  print(f"wrote {args.out} ({args.out.stat().st_size:,} bytes) after {step} steps, {time.time() - t0:.0f} s", file=sys.stderr)

if __name__ == "__main__":
  main()
