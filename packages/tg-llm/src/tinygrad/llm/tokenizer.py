"""Byte-level BPE tokenizer built from GGUF metadata, and chat templates per model family."""
from __future__ import annotations
import codecs, datetime, functools, heapq, json, re, unicodedata
from collections.abc import Callable, Iterable
from typing import Any

# ---------------------------------------------------------------- pre-tokenizer

UNICODE_END = 0x323B0  # past the last assigned letter/number code point (CJK Extension H); nothing above is L*, N* or Z*

@functools.cache
def gpt2_byte_to_unicode() -> dict[int, str]:
  """GPT-2's reversible byte -> printable character map: printable Latin-1 bytes map to themselves, the other 68 to 256+i in order."""
  keep = [*range(33, 127), *range(161, 173), *range(174, 256)]
  rest = [b for b in range(256) if b not in keep]
  return {**{b: chr(b) for b in keep}, **{b: chr(256 + i) for i, b in enumerate(rest)}}

@functools.cache
def gpt2_unicode_to_byte() -> dict[str, int]: return {c: b for b, c in gpt2_byte_to_unicode().items()}

def _ranges(pred: Callable[[str], bool]) -> str:
  """Regex class body for every code point below UNICODE_END satisfying pred, as compacted runs."""
  out, start = [], None
  for cp in range(UNICODE_END + 1):
    inside = cp < UNICODE_END and pred(chr(cp))
    if inside and start is None: start = cp
    elif not inside and start is not None:
      out.append(f"\\U{start:08x}" if start == cp - 1 else f"\\U{start:08x}-\\U{cp-1:08x}")
      start = None
  return "".join(out)

def _compute_unicode_classes() -> tuple[str, str, str]:
  cat = unicodedata.category
  return (_ranges(lambda c: cat(c)[0] == "L"), _ranges(lambda c: cat(c)[0] == "N"),
          _ranges(lambda c: c in "\t\n\v\f\r\x85" or cat(c)[0] == "Z"))

@functools.cache
def unicode_classes() -> tuple[str, str, str]:
  """(letters, numbers, whitespace) class bodies: categories L*, N*, and \\t\\n\\v\\f\\r\\x85 plus Z* (Python's \\s differs).
  Scanning every code point takes ~0.5 s, so the result is kept on disk per Unicode database version (LLMCACHE=0: never)."""
  import os, tempfile
  from tinygrad.helpers import cache_dir
  path = cache_dir() / "llm" / f"unicode-classes-{unicodedata.unidata_version}-{UNICODE_END:x}.json"
  if os.getenv("LLMCACHE", "1") != "0":
    try:
      got = json.loads(path.read_text())
      if isinstance(got, list) and len(got) == 3 and all(isinstance(g, str) for g in got): return (got[0], got[1], got[2])
    except (OSError, ValueError): pass
  out = _compute_unicode_classes()
  if os.getenv("LLMCACHE", "1") != "0":
    try:
      path.parent.mkdir(parents=True, exist_ok=True)
      fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
      with os.fdopen(fd, "w") as f: json.dump(list(out), f)
      os.replace(tmp, path)
    except OSError: pass  # a read-only cache only costs the scan next time
  return out

@functools.cache
def pretokenizer(preset: str) -> re.Pattern[str]:
  """The llama-3 split pattern; qwen2 differs only in taking digits one at a time instead of up to three."""
  L, N, S = unicode_classes()
  digits = f"[{N}]" if PRESETS[preset] == "qwen2" else f"[{N}]{{1,3}}"
  return re.compile("|".join([
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)", f"[^\\r\\n{L}{N}]?[{L}]+", digits, f" ?[^{S}{L}{N}]+[\\r\\n]*",
    f"[{S}]*[\\r\\n]+", f"[{S}]+(?![^{S}])", f"[{S}]+"]))

# preset names GGUF files use -> the template/regex family
PRESETS = {"llama3": "llama3", "llama-v3": "llama3", "llama-bpe": "llama3", "qwen2": "qwen2", "qwen35": "qwen2", "qwen35moe": "qwen2",
           "olmo": "olmo", "kimi-k2": "kimi-k2", "tekken": "tekken", "glm4": "glm4"}

# ---------------------------------------------------------------- BPE

class SimpleTokenizer:
  """A byte-level BPE tokenizer (GPT-2 style, as llama 3, qwen and most GGUFs use): special tokens are matched in the text
  first, the rest is split by the preset's pre-tokenizer regex and merged pair by pair.

  Args:
    normal_tokens: {GPT-2 byte-mapped string: id}.
    special_tokens: {text: id}, matched literally in text.
    preset: the pre-tokenizer (tokenizer.ggml.pre: "llama3", "qwen2", ...).
    bos_id, eos_id, eot_id: the begin, end and end-of-turn ids.
    merges: "a b" strings, earliest first: a pair's rank is its merge index; without them, the merged token's id.
  Raises:
    ValueError: an unknown preset.

  Examples:
    >>> from tinygrad.llm.tokenizer import SimpleTokenizer
    >>> tok = SimpleTokenizer({"h": 0, "i": 1, "hi": 2, "Ġ": 3}, {"<eos>": 4}, preset="llama3", eos_id=4)
    >>> print(tok.encode("hi hi<eos>"), repr(tok.decode([2, 3, 2])))
    [2, 3, 2, 4] 'hi hi'
  """
  def __init__(self, normal_tokens: dict[str, int], special_tokens: dict[str, int], preset: str = "llama3", bos_id: int | None = None,
               eos_id: int = 0, eot_id: int | None = None, merges: Iterable[str] | None = None):
    if preset not in PRESETS: raise ValueError(f"Invalid tokenizer preset '{preset}' (supported: {', '.join(PRESETS)})")
    self.preset, self.family, self.bos_id, self.eos_id, self.eot_id = preset, PRESETS[preset], bos_id, eos_id, eot_id
    as_bytes = {t: _token_bytes(t) for t in normal_tokens}
    self.vocab: dict[bytes, int] = {as_bytes[t]: i for t, i in normal_tokens.items()}
    self.special = {t: i for t, i in special_tokens.items() if t}
    self.id_to_bytes: dict[int, bytes] = {i: b for b, i in self.vocab.items()} | {i: t.encode() for t, i in self.special.items()}
    self.ranks: dict[tuple[bytes, bytes], int] | None = None if merges is None else _merge_ranks(merges, as_bytes)
    # longest first, so a special token that is a prefix of another never wins
    alts = sorted(self.special, key=lambda t: (-len(t), self.special[t]))
    self._split_special = re.compile("|".join(map(re.escape, alts))) if alts else None
    self._split_to_word = pretokenizer(preset)
    self._cache: dict[str, list[int]] = {}

  @classmethod
  def from_gguf_kv(cls, kv: dict[str, Any]) -> SimpleTokenizer:
    """The tokenizer a GGUF's metadata describes (tokenizer.ggml.tokens, token_type, merges, pre and the special ids).

    Raises:
      ValueError: a tokenizer that is not byte-level BPE ("gpt2"), no pre-tokenizer preset, or inconsistent tables.

    Examples:
      >>> from tinygrad.llm.gguf import GGUFFile
      >>> from tinygrad.llm.cli import EMBEDDED
      >>> from tinygrad.llm.tokenizer import SimpleTokenizer
      >>> with GGUFFile(EMBEDDED) as f: tok = SimpleTokenizer.from_gguf_kv(f.kv)
      >>> print(tok.decode(tok.encode("import os")), len(tok.vocab) > 256)
      import os True
    """
    if (model := kv.get("tokenizer.ggml.model", "gpt2")) != "gpt2":
      raise ValueError(f"tokenizer model {model!r} is not supported: only byte-level BPE ('gpt2') tokenizers are")
    if "tokenizer.ggml.pre" not in kv: raise ValueError("GGUF metadata has no 'tokenizer.ggml.pre': the pre-tokenizer preset is unknown")
    tokens, types = kv["tokenizer.ggml.tokens"], kv.get("tokenizer.ggml.token_type")
    if types is not None and len(types) != len(tokens):
      raise ValueError(f"tokenizer.ggml.token_type has {len(types)} entries for {len(tokens)} tokens")
    normal = {t: i for i, t in enumerate(tokens) if types is None or types[i] == 1}
    special = {t: i for i, t in enumerate(tokens) if types is not None and types[i] != 1}
    bos = kv.get("tokenizer.ggml.bos_token_id") if kv.get("tokenizer.ggml.add_bos_token", True) else None
    eot = kv.get("tokenizer.ggml.eot_token_id", special.get("<|im_end|>"))
    return cls(normal, special, kv["tokenizer.ggml.pre"], bos, kv.get("tokenizer.ggml.eos_token_id", 0), eot, kv.get("tokenizer.ggml.merges"))

  def _rank(self, a: bytes, b: bytes) -> int | None:
    if self.ranks is not None: return self.ranks.get((a, b))
    return self.vocab.get(a + b)

  def _bpe(self, word: bytes) -> list[int]:
    """Merge the lowest-ranked adjacent pair (leftmost on ties) until none is mergeable: a heap over a linked list, O(n log n)."""
    if word in self.vocab: return [self.vocab[word]]  # a whole-word entry wins over the merges
    parts = [word[i:i+1] for i in range(len(word))]  # b"" marks a part merged into its left neighbour
    nxt, prv = list(range(1, len(word) + 1)), list(range(-1, len(word) - 1))
    heap: list[tuple[int, int, bytes, bytes]] = []
    def push(i: int) -> None:
      if i >= 0 and (j := nxt[i]) < len(parts) and (r := self._rank(a := parts[i], b := parts[j])) is not None: heapq.heappush(heap, (r, i, a, b))
    for i in range(len(parts) - 1): push(i)
    while heap:
      _, i, a, b = heapq.heappop(heap)
      if parts[i] != a or (j := nxt[i]) >= len(parts) or parts[j] != b: continue  # stale: one side was merged away
      parts[i], parts[j] = a + b, b""
      nxt[i] = nxt[j]
      if nxt[j] < len(parts): prv[nxt[j]] = i
      push(prv[i]); push(i)
    try: return [self.vocab[p] for p in parts if p]
    except KeyError as e: raise RuntimeError(f"token not found: {e.args[0]!r} is not in the vocabulary (it lacks a byte token)") from None

  def _encode_word(self, word: str) -> list[int]:
    if (ids := self._cache.get(word)) is None:
      if len(self._cache) > 1 << 16: self._cache.clear()
      ids = self._cache[word] = self._bpe(word.encode("utf-8"))
    return ids

  def _encode_text(self, text: str) -> list[int]:
    ids, pos = [], 0
    for m in self._split_to_word.finditer(text):
      if m.start() > pos: ids += self._encode_word(text[pos:m.start()])  # the pattern covers every char; this is a safety net
      ids += self._encode_word(m.group())
      pos = m.end()
    return ids + (self._encode_word(text[pos:]) if pos < len(text) else [])

  def encode(self, text: str) -> list[int]:
    """The token ids of text; special-token strings in it become their ids. Never adds BOS/EOS (chat templates do).

    Examples:
      >>> from tinygrad.llm.tokenizer import SimpleTokenizer
      >>> tok = SimpleTokenizer({"h": 0, "i": 1, "hi": 2, "Ġ": 3}, {"<eos>": 4}, preset="llama3", eos_id=4)
      >>> print(tok.encode("hi"), tok.encode("ih<eos>"))
      [2] [1, 0, 4]
    """
    if self._split_special is None: return self._encode_text(text)
    ids, pos = [], 0
    for m in self._split_special.finditer(text):
      ids += self._encode_text(text[pos:m.start()]) + [self.special[m.group()]]
      pos = m.end()
    return ids + self._encode_text(text[pos:])

  def token_bytes(self, tid: int) -> bytes:
    """The bytes of one token (a piece of a UTF-8 character for byte tokens; special tokens as their text).

    Raises:
      KeyError: an id not in the vocabulary.

    Examples:
      >>> from tinygrad.llm.tokenizer import SimpleTokenizer
      >>> tok = SimpleTokenizer({"h": 0, "i": 1, "hi": 2, "Ġ": 3}, {"<eos>": 4}, preset="llama3", eos_id=4)
      >>> print(tok.token_bytes(2), tok.token_bytes(3), tok.token_bytes(4))
      b'hi' b' ' b'<eos>'
    """
    if (b := self.id_to_bytes.get(tid)) is None: raise ValueError(f"token id {tid} is not in the vocabulary of {len(self.id_to_bytes)} tokens")
    return b
  def decode(self, ids: Iterable[int]) -> str:
    """The text of token ids (invalid UTF-8 becomes U+FFFD).

    Examples:
      >>> from tinygrad.llm.tokenizer import SimpleTokenizer
      >>> tok = SimpleTokenizer({"h": 0, "i": 1, "hi": 2, "Ġ": 3}, {"<eos>": 4}, preset="llama3", eos_id=4)
      >>> print(repr(tok.decode([2, 3, 0])))
      'hi h'
    """
    return b"".join(self.token_bytes(t) for t in ids).decode("utf-8", errors="replace")
  def stream_decoder(self) -> Callable[..., str]:
    """A decoder for streaming: f(id) returns the text this token completes (a partial UTF-8 character waits for its next
    bytes); f() flushes what is left.

    Examples:
      >>> from tinygrad.llm.tokenizer import SimpleTokenizer
      >>> tok = SimpleTokenizer({"Ã": 0, "©": 1}, {}, preset="llama3")  # the two bytes of "é", one token each
      >>> f = tok.stream_decoder()
      >>> print(repr(f(0)), repr(f(1)), repr(f()))
      '' 'é' ''
    """
    dec = codecs.getincrementaldecoder("utf-8")(errors="replace")
    def step(tid: int | None = None) -> str: return dec.decode(b"", final=True) if tid is None else dec.decode(self.token_bytes(tid))
    return step
  def is_end(self, tid: int) -> bool:
    """Whether tid ends an answer (the end-of-sequence or end-of-turn token).

    Examples:
      >>> from tinygrad.llm.tokenizer import SimpleTokenizer
      >>> tok = SimpleTokenizer({"h": 0, "i": 1, "hi": 2, "Ġ": 3}, {"<eos>": 4}, preset="llama3", eos_id=4)
      >>> print(tok.is_end(4), tok.is_end(2))
      True False
    """
    return tid == self.eos_id or (self.eot_id is not None and tid == self.eot_id)
  def token_text(self, tid: int | None) -> str:
    """The text of one token ("" for None), e.g. a special token's spelling for a chat template.

    Examples:
      >>> from tinygrad.llm.tokenizer import SimpleTokenizer
      >>> tok = SimpleTokenizer({"h": 0, "i": 1, "hi": 2, "Ġ": 3}, {"<eos>": 4}, preset="llama3", eos_id=4)
      >>> print(tok.token_text(4), repr(tok.token_text(None)))
      <eos> ''
    """
    return "" if tid is None else self.token_bytes(tid).decode("utf-8", errors="replace")

@functools.cache
def _unmap_table() -> dict[int, int]: return {ord(c): b for c, b in gpt2_unicode_to_byte().items() if ord(c) != b}

def _token_bytes(tok: str) -> bytes:
  # the moved characters go back to their bytes, the rest are already latin-1; an entry with other characters
  # (seen in some converted vocabularies) is taken as plain UTF-8 text
  try: return tok.translate(_unmap_table()).encode("latin-1")
  except UnicodeEncodeError: return tok.encode("utf-8")

def _merge_ranks(merges: Iterable[str], known: dict[str, bytes]) -> dict[tuple[bytes, bytes], int]:
  """(left, right) -> rank from "left right" strings; both sides are normally vocab entries already converted in known."""
  ranks: dict[tuple[bytes, bytes], int] = {}
  for i, m in enumerate(merges):
    a, sep, b = m.partition(" ")
    if not sep: raise ValueError(f"tokenizer merge #{i} {m!r} is not two tokens separated by a space")
    ranks.setdefault((known.get(a) or _token_bytes(a), known.get(b) or _token_bytes(b)), i)
  return ranks

# ---------------------------------------------------------------- chat templates

def _content(c: Any) -> str:
  if c is None: return ""
  if isinstance(c, str): return c
  if isinstance(c, list):
    for p in c:
      if not (isinstance(p, dict) and p.get("type") == "text"): raise RuntimeError(f"only text message parts are supported, got {p!r}")
    return "".join(p["text"] for p in c)
  raise RuntimeError(f"message content must be a string, a list of text parts or None, got {type(c).__name__}")

class FallbackTemplate:
  """The chat format of the tokenizer's model family, for GGUFs without a jinja template (or without jinja2 installed)."""
  def __init__(self, tok: SimpleTokenizer): self.tok = tok
  def role(self, r: str) -> str:
    match self.tok.family:
      case "llama3": return f"<|start_header_id|>{r}<|end_header_id|>\n\n"
      case "qwen2": return f"<|im_start|>{r}\n"
      case "olmo": return f"<|{r}|>\n"
      case "kimi-k2": return f"<|im_{r}|>{r}<|im_middle|>"
      case "glm4": return f"<|{r}|>"
    if r not in ("user", "assistant"): raise ValueError(f"the tekken chat format has no role {r!r}: only user and assistant")
    return "[INST]" if r == "user" else ""
  def end_turn(self) -> str:
    eos = self.tok.token_text(self.tok.eos_id)
    return {"llama3": eos, "qwen2": eos + "\n", "olmo": "\n", "kimi-k2": eos, "glm4": "", "tekken": "[/INST]"}[self.tok.family]
  def render(self, messages: list[dict[str, Any]], tools: Any = None, add_generation_prompt: bool = True, preserve_thinking: bool = False) -> str:
    out = self.tok.token_text(self.tok.bos_id) + ("<sop>" if self.tok.family == "glm4" else "")
    out += "".join(self.role(m["role"]) + _content(m.get("content")) + self.end_turn() for m in messages)
    return out + (self.role("assistant") if add_generation_prompt else "")

class JinjaTemplate:
  """A GGUF's tokenizer.chat_template rendered with jinja2 and the globals HF chat templates expect."""
  def __init__(self, source: str, tok: SimpleTokenizer):
    import jinja2
    def raise_exception(msg: str) -> None: raise RuntimeError(msg)
    env = jinja2.Environment()
    env.filters["tojson"] = lambda x, **kw: json.dumps(x, ensure_ascii=False, **kw)
    env.globals.update(raise_exception=raise_exception, strftime_now=lambda fmt: datetime.datetime.now().strftime(fmt),
                       bos_token=tok.token_text(tok.bos_id), eos_token=tok.token_text(tok.eos_id))
    self.template = env.from_string(source)
  def render(self, messages: list[dict[str, Any]], tools: Any = None, add_generation_prompt: bool = True, **kw: Any) -> str:
    return self.template.render(messages=messages, tools=tools, add_generation_prompt=add_generation_prompt, **kw)

def chat_template(kv: dict[str, Any], tok: SimpleTokenizer) -> JinjaTemplate | FallbackTemplate:
  """The chat template: the GGUF's jinja template (tokenizer.chat_template) when it has one and jinja2 is installed, else the
  tokenizer family's built-in format. `.render(messages, add_generation_prompt=True)` gives the prompt text.

  Examples:
    >>> from tinygrad.llm.tokenizer import SimpleTokenizer, chat_template
    >>> tok = SimpleTokenizer({"a": 0}, {"<|eot_id|>": 1, "<|begin_of_text|>": 2, "<|start_header_id|>": 3, "<|end_header_id|>": 4},
    ...                       preset="llama3", bos_id=2, eos_id=1)
    >>> print(chat_template({}, tok).render([{"role": "user", "content": "hi"}]))
    <|begin_of_text|><|start_header_id|>user<|end_header_id|>
    <BLANKLINE>
    hi<|eot_id|><|start_header_id|>assistant<|end_header_id|>
    <BLANKLINE>
    <BLANKLINE>
  """
  if (src := kv.get("tokenizer.chat_template")) is None: return FallbackTemplate(tok)
  try: return JinjaTemplate(src, tok)
  except ImportError:
    print("warning: jinja2 is not installed, the model's chat template is disabled")
    return FallbackTemplate(tok)
