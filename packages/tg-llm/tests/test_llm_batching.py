"""The batching server (tinygrad.llm.batch) over real HTTP with real concurrent clients, on tiny random llamas: concurrent clients get
the tokens the model's own unbatched generate gives, a client that hangs up frees its slot, a long prompt's prefill interleaves with
the others' decoding one chunk at a time (seen in the order tokens arrive), seeds reproduce, and a reused prefix changes nothing."""
from __future__ import annotations
import http.client, itertools, json, threading
from collections.abc import Iterator
from typing import Any
import pytest
from llm_fixtures import write_tiny_gguf
from tinygrad.llm.batch import Request
from tinygrad.llm.model import Transformer
from tinygrad.llm.serve import LLMServer, StopText
from tinygrad.llm.tokenizer import FallbackTemplate, SimpleTokenizer

CTX = 512

@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> tuple[Transformer, SimpleTokenizer]:
  model, kv = Transformer.from_gguf(write_tiny_gguf(tmp_path_factory.mktemp("batching") / "tiny.gguf", layers=2, ctx=CTX), CTX)
  return model, SimpleTokenizer.from_gguf_kv(kv)

class Recording(LLMServer):
  """An LLMServer whose submitted Requests are kept in `requests`."""
  def __init__(self, *a: Any, **k: Any):
    super().__init__(*a, **k)
    assert self.scheduler is not None
    self.requests: list[Request] = []
    submit = self.scheduler.submit
    def recording(*a: Any, **k: Any) -> Request:
      self.requests.append(r := submit(*a, **k))
      return r
    self.scheduler.submit = recording  # type: ignore[method-assign]

def start(model: Transformer, tok: SimpleTokenizer, slots: int, chunk: int) -> Recording:
  srv = Recording(("127.0.0.1", 0), model, "tiny", tok, FallbackTemplate(tok), quiet=True, slots=slots, chunk=chunk)
  threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True).start()
  return srv

def stop(srv: LLMServer) -> None:
  srv.shutdown()
  srv.server_close()

@pytest.fixture(scope="module")
def four(tiny) -> Iterator[Recording]:
  """One server with 4 slots and prefill chunks of 4 tokens for the tests that do not need their own (its JITs are captured once)."""
  srv = start(tiny[0], tiny[1], slots=4, chunk=4)
  yield srv
  stop(srv)

@pytest.fixture
def server(four) -> Recording:
  four.requests = []
  return four

def solo(model: Transformer, ids: list[int], n: int, tok: SimpleTokenizer) -> list[int]:
  """The oracle: the model's own one-request generate from an empty cache, up to n tokens or an end token."""
  model._cached_tokens = []
  out: list[int] = []
  for t in model.generate(list(ids)):
    if tok.is_end(t) or len(out) == n: break
    out.append(t)
  return out

def complete(srv: LLMServer, prompt: list[int], **body: Any) -> dict:
  conn = http.client.HTTPConnection("127.0.0.1", srv.server_address[1], timeout=60)
  conn.request("POST", "/v1/completions", json.dumps({"prompt": prompt, **body}), {"Content-Type": "application/json"})
  r = conn.getresponse()
  out = json.loads(r.read())
  conn.close()
  assert r.status == 200, out
  return out

def stream(srv: LLMServer, prompt: list[int], **body: Any) -> tuple[http.client.HTTPResponse, Iterator[dict]]:
  """A streaming completion: the response (close it to hang up: it holds the socket) and its events as they arrive."""
  conn = http.client.HTTPConnection("127.0.0.1", srv.server_address[1], timeout=60)
  conn.request("POST", "/v1/completions", json.dumps({"prompt": prompt, "stream": True, **body}), {"Content-Type": "application/json"})
  r = conn.getresponse()
  def events() -> Iterator[dict]:
    while line := r.readline():
      if line.startswith(b"data: ") and line.strip() != b"data: [DONE]": yield json.loads(line[6:])
  conn.close()
  return r, events()

def run_all(fns: list[Any]) -> list[Any]:
  """Calls every fn on its own thread, all released at once; their results in order."""
  out: list[Any] = [None] * len(fns)
  go = threading.Barrier(len(fns))
  def one(i: int) -> None:
    go.wait()
    out[i] = fns[i]()
  ts = [threading.Thread(target=one, args=(i,)) for i in range(len(fns))]
  for t in ts: t.start()
  for t in ts: t.join(120)
  return out

PROMPTS = [[256, *b"hello world"], [256, *b"the quick brown fox jumps over the lazy dog, twice"], [256, 1, 2, 3], [256, *b"abc"], [256, *b"x"]]

def test_concurrent_clients_get_their_solo_outputs(tiny, server):
  model, tok = tiny
  want = [tok.decode(solo(model, p, 24, tok)) for p in PROMPTS]
  srv = server  # six clients, four slots: two wait for a slot, then join the running batch
  got = run_all([lambda p=p: complete(srv, p, max_tokens=24) for p in PROMPTS + PROMPTS[:1]])
  assert [g["choices"][0]["text"] for g in got] == want + want[:1]
  assert sorted({r.slot for r in srv.requests}) == [0, 1, 2, 3] and all(r.pos > 0 for r in srv.requests)

def test_disconnect_frees_the_slot(tiny):
  model, tok = tiny
  long = [256, *b"once"]
  assert len(solo(model, long, 400, tok)) == 400  # left alone, this request runs 400 tokens
  srv = start(model, tok, slots=1, chunk=4)
  conn, events = stream(srv, long, max_tokens=400)
  [next(events) for _ in range(3)]
  conn.close()  # hang up mid-stream
  want = tok.decode(solo(model, PROMPTS[0], 8, tok))
  assert complete(srv, PROMPTS[0], max_tokens=8)["choices"][0]["text"] == want  # one slot: it waited for the freed one
  gone, later = srv.requests
  stop(srv)
  assert gone.cancelled and gone.made < 200 and later.slot == gone.slot == 0

def test_long_prompt_does_not_stall_the_others(tiny, server, monkeypatch):
  model, tok = tiny
  a_prompt = [256, *b"tell me"]
  assert len(solo(model, a_prompt, 480, tok)) == 480  # A runs 480 tokens: no end token before
  srv = server
  sched, trace = srv.scheduler, list[str]()  # the order the scheduler feeds chunks ("P<slot>") and hands out tokens ("T<slot>")
  assert sched is not None
  prefill, emit = sched.engine.prefill, sched._emit
  def traced_prefill(slot: int, *a: Any) -> Any:
    trace.append(f"P{slot}")
    return prefill(slot, *a)
  def traced_emit(r: Request, t: int) -> None:
    trace.append(f"T{r.slot}")
    emit(r, t)
  monkeypatch.setattr(sched.engine, "prefill", traced_prefill)
  monkeypatch.setattr(sched, "_emit", traced_emit)
  order, lock = list[str](), threading.Lock()  # as the clients see it: "A" per event of the running client, "B<" sent, "B" B's first text
  _, a_events = stream(srv, a_prompt, max_tokens=480)
  for _ in range(3): next(a_events)
  def a() -> None:
    for _ in a_events:
      with lock: order.append("A")
  ta = threading.Thread(target=a)
  ta.start()
  long_prompt = [256, *(b"a long prompt, fed in chunks of four tokens: " * 2)]  # 91 tokens: 23 chunks
  with lock: order.append("B<")
  _, b_events = stream(srv, long_prompt, max_tokens=2)
  for e in b_events:
    if e["choices"] and e["choices"][0]["text"]:
      with lock: order.append("B")
      break
  ta.join(60)
  monkeypatch.undo()
  a_slot, b_slot = (r.slot for r in srv.requests)
  b_chunks = [i for i, t in enumerate(trace) if t == f"P{b_slot}"]
  assert len(b_chunks) == (len(long_prompt) + 3) // 4
  # between two of B's chunks A got a token: the long prompt held A back by one chunk at a time
  assert all(f"T{a_slot}" in trace[i + 1:j] for i, j in itertools.pairwise(b_chunks)), trace
  # and A's client saw its tokens keep coming while B's prompt was being read (events: a token that ends mid-character waits)
  assert order.index("B") < len(order) - 1 and order[order.index("B<"):order.index("B")].count("A") >= len(b_chunks) // 2, order

def test_seeds_reproduce(server):
  srv = server
  body = {"max_tokens": 16, "temperature": 1.2}
  got = run_all([lambda: complete(srv, PROMPTS[0], seed=5, **body), lambda: complete(srv, PROMPTS[0], seed=5, **body),
                 lambda: complete(srv, PROMPTS[0], seed=6, **body), lambda: complete(srv, PROMPTS[1], max_tokens=16)])
  alone = complete(srv, PROMPTS[0], seed=5, **body)
  texts = [g["choices"][0]["text"] for g in got + [alone]]
  assert texts[0] == texts[1] == texts[4] and texts[2] != texts[0]

def test_prefix_reuse_gives_the_same_output(tiny, server):
  model, tok = tiny
  system = [256, *b"You are a terse assistant that answers in one line. "]
  first, second = system + list(b"Q: one"), system + list(b"Q: two, please")
  want = tok.decode(solo(model, second, 24, tok))
  others = [tok.decode(solo(model, p, 24, tok)) for p in PROMPTS[:3]]
  srv = server
  assert srv.scheduler is not None
  srv.scheduler.cached = [[] for _ in srv.scheduler.cached]  # as a fresh server: no slot holds a prefix worth keeping yet
  complete(srv, first, max_tokens=24)
  # three other clients take the other slots (their prompts share only the BOS token); the kept prefix's slot is a masked row of their
  # batch, whose writes go to the scratch position, not over its rows
  assert [g["choices"][0]["text"] for g in run_all([lambda p=p: complete(srv, p, max_tokens=24) for p in PROMPTS[:3]])] == others
  assert srv.requests[0].slot not in {r.slot for r in srv.requests[1:]}
  assert complete(srv, second, max_tokens=24)["choices"][0]["text"] == want
  assert srv.requests[4].cached == len(system) + 3 and srv.requests[4].slot == srv.requests[0].slot  # "Q: " is shared too

def test_stop_strings(tiny, server):
  model, tok = tiny
  srv = server
  full = tok.decode(solo(model, PROMPTS[1], 24, tok))
  stop = full[5:7]
  r = complete(srv, PROMPTS[1], max_tokens=24, stop=[stop, "\x00never"])
  assert r["choices"][0]["text"] == full[:full.index(stop)] and r["choices"][0]["finish_reason"] == "stop"
  cut = StopText(("</end>",))
  assert cut.feed("ab</e") == "ab" and cut.feed("nx") == "</enx" and cut.feed("y</end>z") == "y" and cut.hit and cut.feed("more") == ""
