import functools, itertools, random, re, sys, unicodedata
from collections import Counter
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from tinygrad.llm.gguf import GGUFFile, Typed, GGUFValueType, gguf_write
from tinygrad.llm.tokenizer import (FallbackTemplate, JinjaTemplate, SimpleTokenizer, chat_template, gpt2_byte_to_unicode, pretokenizer,
                                    unicode_classes)

B2U = gpt2_byte_to_unicode()
def mapped(b: bytes) -> str: return "".join(B2U[x] for x in b)

def test_gpt2_byte_map():
  assert len(set(B2U.values())) == 256
  assert all(B2U[b] == chr(b) for b in [*range(33, 127), *range(161, 173), *range(174, 256)])
  moved = [b for b in range(256) if B2U[b] != chr(b)]
  assert len(moved) == 68 and [B2U[b] for b in moved] == [chr(256 + i) for i in range(68)]
  assert (B2U[ord(" ")], B2U[ord("\n")], B2U[0], B2U[173]) == ("Ġ", "Ċ", "Ā", "Ń")

# ---------------------------------------------------------------- pre-tokenizer

@pytest.mark.parametrize("preset,want", [
  ("llama3", ["Hello", " world", "'s", " ", "123", "45", " ok", "\n\n", " ", " x"]),
  ("qwen2", ["Hello", " world", "'s", " ", "1", "2", "3", "4", "5", " ok", "\n\n", " ", " x"])])
def test_pretokenizer_splits(preset, want):
  assert pretokenizer(preset).findall("Hello world's 12345 ok\n\n  x") == want

@pytest.mark.parametrize("text,want", [
  ("today\n  \n", ["today", "\n  \n"]),
  (" \x850", [" ", "\x85", "0"]),                              # \x85 is whitespace; a space before a non-space stays alone
  ("I'LL DON'T we'Re", ["I", "'LL", " DON", "'T", " we", "'Re"]),  # contractions are case-insensitive
  ("(a+b)=c!!", ["(a", "+b", ")=", "c", "!!"]),                # one non-letter prefixes a letter run
  ("héllo мир 日本語 🎉🎉 x\u00a0y", ["héllo", " мир", " 日本語", " 🎉🎉", " x", "\u00a0y"]),  # NBSP is Z*: joins the next word like a space
  ("a\r\n\r\nb  ", ["a", "\r\n\r\n", "b", "  "]),
  ("x ?!\n\ny", ["x", " ?!\n\n", "y"]),                       # punctuation swallows the line breaks after it
  ("٣٤٥٦ Ⅻ", ["٣٤٥", "٦", " ", "Ⅻ"])])                       # N* covers other scripts' digits and Roman numerals
def test_pretokenizer_hand_examples(text, want):
  assert pretokenizer("llama3").findall(text) == want

@functools.cache
def compiled_classes() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
  return tuple(re.compile(f"[{c}]") for c in unicode_classes())  # type: ignore[return-value]

def test_unicode_classes_equal_naive_listing():
  L, N, S = compiled_classes()
  rng = random.Random(0)
  cps = [*range(0x3000), *rng.sample(range(0x3000, 0x323B0), 20000), *range(0x1F300, 0x1F700)]
  for cp in cps:
    c = chr(cp)
    cat = unicodedata.category(c)
    assert bool(L.fullmatch(c)) == (cat[0] == "L"), hex(cp)
    assert bool(N.fullmatch(c)) == (cat[0] == "N"), hex(cp)
    assert bool(S.fullmatch(c)) == (c in "\t\n\v\f\r\x85" or cat[0] == "Z"), hex(cp)
  assert len(pretokenizer("llama3").pattern) < 100_000

@given(st.text())
@settings(max_examples=300, deadline=None)
def test_pretokenizer_covers_every_char(s):
  assert "".join(pretokenizer("llama3").findall(s)) == s

# ---------------------------------------------------------------- a hand-made vocabulary: tokenisations worked out by hand

BYTES = [mapped(bytes([b])) for b in range(256)]  # ids 0..255 are the single bytes, in byte order
HAND_MERGES = ["h e", "l l", "he ll", "hell o", "Ġ w", "o r", "Ġw or"]
HAND_TOKENS = [*BYTES, "he", "ll", "hell", "hello", "Ġw", "or", "Ġwor", "Ġhello"]  # 256.. ; "Ġhello" has no merge path
HAND_SPECIAL = ["<|begin_of_text|>", "<|eot_id|>", "<|im", "<|im_start|>"]

def hand_tok(merges: list[str] | None = HAND_MERGES, **kw) -> SimpleTokenizer:
  special = {t: len(HAND_TOKENS) + i for i, t in enumerate(HAND_SPECIAL)}
  return SimpleTokenizer({t: i for i, t in enumerate(HAND_TOKENS)}, special, merges=merges, **kw)

def test_hand_tokenisations():
  tok = hand_tok()
  # "hello": whole word in vocab. " world": Ġ w -> Ġw, o r -> or, Ġw or -> Ġwor, then l, d stay bytes
  assert tok.encode("hello world") == [259, 262, ord("l"), ord("d")]
  # "hellos": h e -> he, l l -> ll, he ll -> hell, hell o -> hello, s stays
  assert tok.encode("hellos") == [259, ord("s")]
  # " hello" is a vocab entry that no merge reaches: whole-word lookup still finds it
  assert tok.encode(" hello") == [263]
  assert tok.encode("") == [] and tok.encode("\n") == [ord("\n")]
  assert tok.decode([259, 262, 108, 100]) == "hello world"

def test_merge_rank_order_decides():
  toks = {**{t: i for i, t in enumerate(BYTES)}, "ab": 256, "bc": 257}
  abc = [ord("a"), ord("b"), ord("c")]
  assert SimpleTokenizer(toks, {}, merges=["a b", "b c"]).encode("abc") == [256, abc[2]]
  assert SimpleTokenizer(toks, {}, merges=["b c", "a b"]).encode("abc") == [abc[0], 257]
  # without a merges table the merged token's id is its rank: "ab" (256) beats "bc" (257)
  assert SimpleTokenizer(toks, {}).encode("abc") == [256, abc[2]]
  assert SimpleTokenizer({**toks, "ab": 300}, {}).encode("abc") == [abc[0], 257]

def test_special_tokens_split_before_bpe():
  tok = hand_tok()
  bot, eot, im, im_start = 264, 265, 266, 267
  assert tok.encode("<|begin_of_text|>hello<|eot_id|> world") == [bot, 259, eot, 262, 108, 100]
  assert tok.encode("hel<|eot_id|>lo") == [256, ord("l"), eot, ord("l"), ord("o")]  # "hel" -> he, l
  assert tok.encode("<|im_start|><|im") == [im_start, im]  # the longer special wins where both match
  assert tok.decode([bot, 259, eot]) == "<|begin_of_text|>hello<|eot_id|>"

def test_missing_byte_raises():
  tok = SimpleTokenizer({t: i for i, t in enumerate(BYTES[:128])}, {})
  assert tok.encode("abc") == [97, 98, 99]
  with pytest.raises(RuntimeError, match="token not found"): tok.encode("é")
  with pytest.raises(ValueError, match="token id 999"): tok.decode([999])
  with pytest.raises(ValueError, match="Invalid tokenizer preset 'gpt2'"): SimpleTokenizer({}, {}, preset="gpt2")

def test_stream_decoder_joins_split_emoji():
  tok = hand_tok()
  ids = tok.encode("a🎉b")
  assert ids == [97, 0xF0, 0x9F, 0x8E, 0x89, 98]
  f = tok.stream_decoder()
  assert [f(i) for i in ids] == ["a", "", "", "", "🎉", "b"] and f() == ""
  g = tok.stream_decoder()
  assert g(0xF0) == "" and g() == "\ufffd"  # a dangling partial sequence flushes as one replacement char

# ---------------------------------------------------------------- a vocabulary trained by a tiny BPE routine

CORPUS = ("The quick brown fox jumps over the lazy dog. The dog sleeps; the fox doesn't.\n"
          "Tokenizers split text into words, then merge frequent byte pairs: the the the, there, then, other.\n"
          "Numbers like 1234567 and 2024 appear too. Ünïcödé: café, naïve, 日本語のテキスト, emoji 🎉🎉!\n") * 3

def train_bpe(text: str, n_merges: int, preset: str = "llama3") -> tuple[list[tuple[bytes, bytes]], dict[str, list[bytes]]]:
  """Classic BPE training: repeatedly merge the most frequent adjacent pair (ties: largest pair) within pre-tokenized words."""
  words = Counter(pretokenizer(preset).findall(text))
  segs = {w: [bytes([b]) for b in w.encode()] for w in words}
  merges: list[tuple[bytes, bytes]] = []
  for _ in range(n_merges):
    pairs: Counter = Counter()
    for w, c in words.items():
      for a, b in zip(segs[w], segs[w][1:]): pairs[(a, b)] += c
    if not pairs: break
    (a, b), _ = max(pairs.items(), key=lambda kv: (kv[1], kv[0]))
    merges.append((a, b))
    for w, s in segs.items():
      out, i = [], 0
      while i < len(s):
        if i + 1 < len(s) and (s[i], s[i + 1]) == (a, b): out.append(a + b); i += 2
        else: out.append(s[i]); i += 1
      segs[w] = out
  return merges, segs

SPECIALS = ["<|begin_of_text|>", "<|end_of_text|>", "<|start_header_id|>", "<|end_header_id|>", "<|eot_id|>", "<|im_start|>", "<|im_end|>"]

@functools.cache
def trained(preset: str = "llama3") -> tuple[dict, dict[str, list[bytes]]]:
  merges, segs = train_bpe(CORPUS, 150, preset)
  tokens = [bytes([b]) for b in range(256)]
  for a, b in merges:
    if a + b not in tokens: tokens.append(a + b)
  strs = [mapped(t) for t in tokens] + SPECIALS
  kv = {"tokenizer.ggml.model": "gpt2", "tokenizer.ggml.pre": preset, "tokenizer.ggml.tokens": strs,
        "tokenizer.ggml.token_type": [1] * len(tokens) + [3] * len(SPECIALS),
        "tokenizer.ggml.merges": [f"{mapped(a)} {mapped(b)}" for a, b in merges],
        "tokenizer.ggml.bos_token_id": strs.index("<|begin_of_text|>"), "tokenizer.ggml.eos_token_id": strs.index("<|eot_id|>")}
  return kv, segs

@pytest.mark.parametrize("preset", ["llama3", "qwen2"])
def test_trained_vocab_reproduces_training_segmentation(preset):
  kv, segs = trained(preset)
  tok = SimpleTokenizer.from_gguf_kv(kv)
  vocab = {bytes(b): i for i, b in enumerate(tok.token_bytes(i) for i in range(len(kv["tokenizer.ggml.tokens"]) - len(SPECIALS)))}
  for w, s in segs.items(): assert tok.encode(w) == [vocab[p] for p in s], w
  ids = tok.encode(CORPUS)
  assert ids == [vocab[p] for w in pretokenizer(preset).findall(CORPUS) for p in segs[w]]
  assert tok.decode(ids) == CORPUS and len(ids) < len(CORPUS.encode()) // 2  # 150 merges on a repeated text compress it over 2x

def test_from_gguf_file_round_trip(tmp_path):
  kv, _ = trained()
  gguf_write(tmp_path / "tok.gguf", {**kv, "tokenizer.ggml.token_type": Typed(GGUFValueType.INT32, kv["tokenizer.ggml.token_type"])}, {})
  with GGUFFile(tmp_path / "tok.gguf") as f: tok2 = SimpleTokenizer.from_gguf_kv(f.kv)
  tok = SimpleTokenizer.from_gguf_kv(kv)
  text = "<|begin_of_text|>The fox doesn't sleep 12345 🎉<|eot_id|>"
  assert tok2.encode(text) == tok.encode(text) and tok2.decode(tok2.encode(text)) == text

def test_from_gguf_kv_fields():
  kv, _ = trained()
  tok = SimpleTokenizer.from_gguf_kv(kv)
  strs = kv["tokenizer.ggml.tokens"]
  # no eot_token_id key: the id of <|im_end|> stands in
  assert (tok.preset, tok.bos_id, tok.eos_id, tok.eot_id) == ("llama3", strs.index("<|begin_of_text|>"), strs.index("<|eot_id|>"),
                                                              strs.index("<|im_end|>"))
  assert tok.is_end(tok.eos_id) and tok.is_end(strs.index("<|im_end|>")) and not tok.is_end(5)
  q = SimpleTokenizer.from_gguf_kv({**kv, "tokenizer.ggml.pre": "qwen35", "tokenizer.ggml.add_bos_token": False})
  assert q.preset == "qwen35" and q.family == "qwen2" and q.bos_id is None
  no_im = SimpleTokenizer.from_gguf_kv({**kv, "tokenizer.ggml.token_type": kv["tokenizer.ggml.token_type"][:-1] + [1]})
  assert no_im.eot_id is None
  assert SimpleTokenizer.from_gguf_kv({**kv, "tokenizer.ggml.eot_token_id": 7}).eot_id == 7
  with pytest.raises(ValueError, match="'llama'"): SimpleTokenizer.from_gguf_kv({**kv, "tokenizer.ggml.model": "llama"})
  no_pre = {k: v for k, v in kv.items() if k != "tokenizer.ggml.pre"}
  with pytest.raises(ValueError, match=r"tokenizer\.ggml\.pre"): SimpleTokenizer.from_gguf_kv(no_pre)
  with pytest.raises(ValueError, match="Invalid tokenizer preset 'falcon'"): SimpleTokenizer.from_gguf_kv({**kv, "tokenizer.ggml.pre": "falcon"})
  with pytest.raises(ValueError, match="token_type has 3 entries"): SimpleTokenizer.from_gguf_kv({**kv, "tokenizer.ggml.token_type": [1, 1, 1]})
  with pytest.raises(ValueError, match="merge #0"): SimpleTokenizer.from_gguf_kv({**kv, "tokenizer.ggml.merges": ["ab"]})

def test_trained_vocab_without_merges_uses_id_rank():
  kv, _ = trained()
  tok = SimpleTokenizer.from_gguf_kv({k: v for k, v in kv.items() if k != "tokenizer.ggml.merges"})
  # tokens were appended in merge order, so id rank and merge rank agree on the training words
  assert tok.encode(CORPUS) == SimpleTokenizer.from_gguf_kv(kv).encode(CORPUS)

def naive_bpe(tok: SimpleTokenizer, word: bytes) -> list[int]:
  """The definition, quadratic: merge the lowest-ranked adjacent pair, leftmost on ties, until none merges."""
  if word in tok.vocab: return [tok.vocab[word]]
  parts = [bytes([b]) for b in word]
  while cand := [(r, i) for i, (a, b) in enumerate(itertools.pairwise(parts)) if (r := tok._rank(a, b)) is not None]:
    _, i = min(cand)
    parts[i:i + 2] = [parts[i] + parts[i + 1]]
  return [tok.vocab[p] for p in parts]

@given(st.text(alphabet="thefox dog'sé日本語のテ🎉", max_size=40))
@settings(max_examples=150, deadline=None)
def test_bpe_equals_naive_definition(s):
  for kv in (trained()[0], {k: v for k, v in trained()[0].items() if k != "tokenizer.ggml.merges"}):
    tok = SimpleTokenizer.from_gguf_kv(kv)
    for w in [s, s * 8]: assert tok._bpe(w.encode()) == naive_bpe(tok, w.encode())  # unsplit, so long words are covered too

SPECIAL_TEXT = st.sampled_from(SPECIALS + ["🎉", "👩‍👩‍👧", "\r\n", "  ", "'s", "日本", "\x85", "\u00a0", "ǅ", "1234"])

@given(st.one_of(st.text(), st.lists(st.one_of(st.text(max_size=5), SPECIAL_TEXT)).map("".join)))
@settings(max_examples=400, deadline=None)
def test_decode_encode_round_trip(s):
  for preset in ("llama3", "qwen2"):
    tok = SimpleTokenizer.from_gguf_kv(trained(preset)[0])
    assert tok.decode(tok.encode(s)) == s

@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=40))
@settings(max_examples=200, deadline=None)
def test_stream_decoder_equals_decode(s):
  tok = SimpleTokenizer.from_gguf_kv(trained()[0])
  f = tok.stream_decoder()
  assert "".join(f(i) for i in tok.encode(s)) + f() == s

# ---------------------------------------------------------------- chat templates

def family_tok(preset: str, bos: str | None = "<|begin_of_text|>", eos: str = "<|eot_id|>") -> SimpleTokenizer:
  special = {t: 256 + i for i, t in enumerate([*SPECIALS, "<|endoftext|>", "</s>"])}
  return SimpleTokenizer({t: i for i, t in enumerate(BYTES)}, special, preset, special[bos] if bos else None, special[eos])

MSGS = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi"}]

def test_llama3_template():
  t = FallbackTemplate(family_tok("llama-bpe"))
  assert t.render(MSGS) == ("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nBe brief.<|eot_id|>"
                            "<|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n")
  assert t.render(MSGS[1:], add_generation_prompt=False) == "<|begin_of_text|><|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|>"

def test_qwen_template():
  t = FallbackTemplate(family_tok("qwen2", bos=None, eos="<|im_end|>"))
  assert t.render(MSGS) == "<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n"
  t35 = FallbackTemplate(family_tok("qwen35moe", bos=None, eos="<|im_end|>"))
  assert t35.render([{"role": "user", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}], add_generation_prompt=False) \
    == "<|im_start|>user\nab<|im_end|>\n"

def test_other_family_templates():
  m: list[dict] = [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": None}]
  assert FallbackTemplate(family_tok("olmo", bos=None, eos="<|endoftext|>")).render(m) == "<|user|>\nHi\n<|assistant|>\n\n<|assistant|>\n"
  assert FallbackTemplate(family_tok("kimi-k2", bos=None, eos="<|im_end|>")).render(m, add_generation_prompt=False) == \
    "<|im_user|>user<|im_middle|>Hi<|im_end|><|im_assistant|>assistant<|im_middle|><|im_end|>"
  assert FallbackTemplate(family_tok("glm4", bos=None)).render(m[:1]) == "<sop><|user|>Hi<|assistant|>"
  tk = FallbackTemplate(family_tok("tekken", bos="</s>"))
  assert tk.render(m[:1]) == "</s>[INST]Hi[/INST]"
  with pytest.raises(ValueError, match="no role 'system'"): tk.render(MSGS)

def test_template_content_errors():
  t = FallbackTemplate(family_tok("llama3"))
  with pytest.raises(RuntimeError, match="only text"): t.render([{"role": "user", "content": [{"type": "image_url"}]}])
  with pytest.raises(RuntimeError, match="must be a string"): t.render([{"role": "user", "content": 5}])

def test_chat_template_selection(monkeypatch, capsys):
  tok = family_tok("llama3")
  assert isinstance(chat_template({}, tok), FallbackTemplate)
  monkeypatch.setitem(sys.modules, "jinja2", None)  # jinja2 absent: the fallback is used, with a warning
  assert isinstance(chat_template({"tokenizer.chat_template": "{{ x }}"}, tok), FallbackTemplate)
  assert "jinja2 is not installed" in capsys.readouterr().out

def test_jinja_template():
  pytest.importorskip("jinja2")
  src = ("{{ bos_token }}{% for m in messages %}[{{ m.role }}]{{ m.content }}{{ eos_token }}{% endfor %}"
         "{% if tools %}{{ tools | tojson }}{% endif %}{% if add_generation_prompt %}[assistant]{% endif %}")
  t = chat_template({"tokenizer.chat_template": src}, family_tok("llama3"))
  assert isinstance(t, JinjaTemplate)
  assert t.render(MSGS[1:], tools=[{"n": "é"}]) == '<|begin_of_text|>[user]Hi<|eot_id|>[{"n": "é"}][assistant]'
  with pytest.raises(RuntimeError, match="boom"): JinjaTemplate("{{ raise_exception('boom') }}", family_tok("llama3")).render([])

def test_encode_is_cached_per_word():
  tok = SimpleTokenizer.from_gguf_kv(trained()[0])
  tok.encode("the the fox")
  assert {"the", " the", " fox"} <= set(tok._cache)
  ids = np.array(tok.encode("the " * 1000))
  assert len(set(ids[1:-1].tolist())) <= 2

def test_unicode_classes_cached_on_disk(monkeypatch, tmp_path):
  import tinygrad.helpers
  from tinygrad.llm import tokenizer
  monkeypatch.setenv("LLMCACHE", "1")
  monkeypatch.setattr(tinygrad.helpers, "cache_dir", lambda: tmp_path)
  ref = tokenizer._compute_unicode_classes()
  tokenizer.unicode_classes.cache_clear()
  assert tokenizer.unicode_classes() == ref
  files = list((tmp_path / "llm").glob("unicode-classes-*.json"))
  assert len(files) == 1
  files[0].write_text('["x", "y", "z"]')  # what is on disk is what a later process uses
  tokenizer.unicode_classes.cache_clear()
  assert tokenizer.unicode_classes() == ("x", "y", "z")
  files[0].write_text("{broken")
  tokenizer.unicode_classes.cache_clear()
  assert tokenizer.unicode_classes() == ref
  tokenizer.unicode_classes.cache_clear()
