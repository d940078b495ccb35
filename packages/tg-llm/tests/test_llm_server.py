"""The OpenAI-compatible server over real HTTP on an ephemeral port, driven by the official `openai` client and raw requests:
response shapes, streaming, usage counts, 4xx errors, tool calls and concurrent clients. The model is scripted (conftest)."""
from __future__ import annotations
import json, threading, urllib.error, urllib.request
from collections.abc import Iterator
from typing import Any
import pytest
from llm_fixtures import ScriptedModel
from tinygrad.llm import serve
from tinygrad.llm.serve import LLMServer, StreamRouter, normalize_messages, parse_tool_calls

openai = pytest.importorskip("openai", reason="openai is in the dev group: uv sync")

@pytest.fixture
def server(tok, template) -> Iterator[Any]:
  servers = []
  def start(model: Any = None, name: str = "tiny-test") -> tuple[LLMServer, Any]:
    srv = LLMServer(("127.0.0.1", 0), model or ScriptedModel(tok), name, tok, template, quiet=True)
    threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True).start()
    servers.append(srv)
    return srv, openai.OpenAI(base_url=f"http://127.0.0.1:{srv.server_address[1]}/v1", api_key="none", max_retries=0, timeout=30)
  yield start
  for srv in servers:
    srv.shutdown()
    srv.server_close()

def post(srv: LLMServer, path: str, body: bytes | dict, headers: dict | None = None) -> tuple[int, dict]:
  data = body if isinstance(body, bytes) else json.dumps(body).encode()
  url = f"http://127.0.0.1:{srv.server_address[1]}{path}"
  req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json", **(headers or {})})
  try:
    with urllib.request.urlopen(req, timeout=30) as r: return r.status, json.loads(r.read())
  except urllib.error.HTTPError as e: return e.code, json.loads(e.read())

def test_models(server):
  _, client = server(name="my-model")
  models = client.models.list()
  assert [m.id for m in models.data] == ["my-model"] and models.data[0].object == "model"

def test_chat_non_stream(server, tok, template):
  srv, client = server()
  r = client.chat.completions.create(model="whatever", messages=[{"role": "user", "content": "hi there"}])
  assert r.id.startswith("chatcmpl-") and len(r.id) == len("chatcmpl-") + 24 and r.object == "chat.completion" and r.model == "whatever"
  assert r.choices[0].message.role == "assistant" and r.choices[0].message.content == "echo: hi there"
  assert r.choices[0].finish_reason == "stop"
  prompt = template.render([{"role": "user", "content": "hi there"}])
  assert r.usage.prompt_tokens == len(tok.encode(prompt)) and r.usage.completion_tokens == len(b"echo: hi there")  # one token per byte
  assert r.usage.total_tokens == r.usage.prompt_tokens + r.usage.completion_tokens
  assert srv.model.calls[0]["tokens"] == tok.encode(prompt) and srv.model.calls[0]["temperature"] == 0.0

def test_chat_stream_with_usage(server):
  _, client = server()
  chunks = list(client.chat.completions.create(model="m", messages=[{"role": "user", "content": "héllo 🐓"}], stream=True,
                                               stream_options={"include_usage": True}))
  assert chunks[0].choices[0].delta.role == "assistant"
  assert all(c.id == chunks[0].id and c.object == "chat.completion.chunk" and isinstance(c.created, int) and c.model == "m" for c in chunks)
  text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
  assert text == "echo: héllo 🐓"  # multi-byte characters split over byte tokens come out whole
  assert sum(1 for c in chunks if c.choices and c.choices[0].delta.content) >= 8
  assert chunks[-2].choices[0].finish_reason == "stop" and chunks[-1].choices == []
  assert chunks[-1].usage.completion_tokens == len("echo: héllo 🐓".encode())

def test_multi_turn_keeps_history(server, tok, template):
  srv, client = server()
  msgs = [{"role": "user", "content": "one"}, {"role": "assistant", "content": "echo: one"}, {"role": "user", "content": "two"}]
  r = client.chat.completions.create(model="m", messages=msgs, temperature=0.5, seed=7)
  assert r.choices[0].message.content == "echo: two"
  assert srv.model.calls[0]["tokens"] == tok.encode(template.render(msgs))
  assert srv.model.calls[0]["temperature"] == 0.5 and srv.model.calls[0]["seed"] == 7

def test_max_tokens_finish_length(server):
  _, client = server()
  r = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "abcdef"}], max_tokens=2)
  assert r.choices[0].message.content == "ec" and r.choices[0].finish_reason == "length" and r.usage.completion_tokens == 2
  chunks = list(client.chat.completions.create(model="m", messages=[{"role": "user", "content": "abc"}], max_completion_tokens=3, stream=True))
  assert [c.choices[0].delta.content for c in chunks if c.choices[0].delta.content] == ["e", "c", "h"]
  assert chunks[-1].choices[0].finish_reason == "length"

def test_completions(server, tok):
  _, client = server()
  r = client.completions.create(model="m", prompt="once upon", max_tokens=100)
  assert r.object == "text_completion" and r.id.startswith("cmpl-") and r.choices[0].text == "echo: once upon"
  assert r.choices[0].finish_reason == "stop" and r.usage.prompt_tokens == len(b"once upon") and r.usage.completion_tokens == 15
  chunks = list(client.completions.create(model="m", prompt="xy", max_tokens=4, stream=True))
  assert "".join(c.choices[0].text for c in chunks) == "echo" and chunks[-1].choices[0].finish_reason == "length"
  r = client.completions.create(model="m", prompt=[ord(c) for c in "ids"], max_tokens=50)  # a prompt of token ids
  assert r.choices[0].text == "echo: ids"
  assert client.completions.create(model="m", prompt="p" * 20).usage.completion_tokens == 16  # max_tokens defaults to 16

def test_context_length_exceeded(server, tok):
  srv, client = server(ScriptedModel(tok, max_context=16))
  with pytest.raises(openai.BadRequestError) as e:
    client.chat.completions.create(model="m", messages=[{"role": "user", "content": "this prompt is far too long"}])
  assert e.value.code == "context_length_exceeded" and "but the model context is 16" in e.value.message
  status, body = post(srv, "/v1/completions", {"model": "m", "prompt": "x" * 16})
  assert status == 400 and body["error"]["code"] == "context_length_exceeded"

@pytest.mark.parametrize("path, body, status, needle", [
  ("/v1/chat/completions", b"{not json", 400, "not valid JSON"),
  ("/v1/chat/completions", b"[1, 2]", 400, "must be a JSON object"),
  ("/v1/chat/completions", {"model": "m"}, 400, "'messages' is required"),
  ("/v1/chat/completions", {"model": "m", "messages": "hi"}, 400, "'messages' must be list"),
  ("/v1/chat/completions", {"model": "m", "messages": []}, 400, "non-empty"),
  ("/v1/chat/completions", {"model": "m", "messages": [{"content": "x"}]}, 400, "string 'role'"),
  ("/v1/chat/completions", {"model": "m", "messages": [{"role": "user", "content": 5}]}, 400, "content must be"),
  ("/v1/chat/completions", {"model": "m", "messages": [{"role": "user", "content": "x"}], "temperature": 3}, 400, "between 0 and 2"),
  ("/v1/chat/completions", {"model": "m", "messages": [{"role": "user", "content": "x"}], "max_tokens": 0}, 400, "at least 1"),
  ("/v1/chat/completions", {"model": "m", "messages": [{"role": "user", "content": "x"}], "max_tokens": "9"}, 400, "must be int"),
  ("/v1/chat/completions", {"model": "m", "messages": [{"role": "user", "content": "x"}], "stream": "yes"}, 400, "'stream' must be bool"),
  ("/v1/chat/completions", {"model": "m", "messages": [{"role": "user", "content": "x"}], "n": 2}, 400, "n=1"),
  ("/v1/completions", {"model": "m"}, 400, "'prompt' is required"),
  ("/v1/completions", {"model": "m", "prompt": ["a", "b"]}, 400, "batches are not supported"),
  ("/v1/completions", {"model": "m", "prompt": [1, 99999]}, 400, "not in the vocabulary"),
  ("/v1/embeddings", {"model": "m", "input": "x"}, 404, "unknown endpoint"),
])
def test_bad_requests(server, path, body, status, needle):
  srv, _ = server()
  got, resp = post(srv, path, body)
  assert got == status and needle in resp["error"]["message"] and resp["error"]["type"] == "invalid_request_error"
  assert srv.model.calls == []

def test_oversized_and_get_errors(server):
  srv, _ = server()
  got, resp = post(srv, "/v1/chat/completions", b"{}", headers={"Content-Length": str(serve.MAX_BODY + 1)})
  assert got == 413 and "at most" in resp["error"]["message"]
  with pytest.raises(urllib.error.HTTPError) as e: urllib.request.urlopen(f"http://127.0.0.1:{srv.server_address[1]}/v1/nope", timeout=10)
  assert e.value.code == 404
  with urllib.request.urlopen(f"http://127.0.0.1:{srv.server_address[1]}/", timeout=10) as r:
    assert r.headers["Content-Type"].startswith("text/html") and b"<title>tinygrad chat</title>" in r.read()

def test_concurrent_clients_queue_without_mixing(server, tok):
  model = ScriptedModel(tok, delay=0.002)
  _, client = server(model)
  results: dict[int, str] = {}
  def ask(i: int) -> None:
    stream = client.chat.completions.create(model="m", messages=[{"role": "user", "content": f"question number {i}"}], stream=True)
    results[i] = "".join(c.choices[0].delta.content or "" for c in stream)
  threads = [threading.Thread(target=ask, args=(i,)) for i in range(6)]
  for t in threads: t.start()
  for t in threads: t.join(60)
  assert results == {i: f"echo: question number {i}" for i in range(6)}
  assert model.overlaps == 0 and len(model.calls) == 6  # generations took turns

def test_client_disconnect_stops_generation(server, tok, capsys, monkeypatch):
  model = ScriptedModel(tok, reply=lambda _: "x" * 400, delay=0.002)
  srv, client = server(model)
  srv.quiet = False
  logs: list[str] = []
  monkeypatch.setattr(serve, "stderr_log", logs.append)
  stream = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "go"}], stream=True)
  next(iter(stream)); next(iter(stream))
  stream.close()  # hang up mid-reply
  r = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "again"}], max_tokens=3)  # the lock was released
  assert r.choices[0].message.content == "xxx"
  assert len(logs) == 2 and "gen:" in logs[0] and "\x1b[31mtotal:" in logs[0] and logs[0].endswith("\n") and not logs[0].startswith("\n")
  assert "out:    3" in logs[1] and "\x1b[31m" not in logs[1].split("out:")[1]

def test_tool_calls_streamed(server, tok):
  reply = 'before<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'
  _, client = server(ScriptedModel(tok, reply=lambda _: reply))
  chunks = list(client.chat.completions.create(model="m", messages=[{"role": "user", "content": "weather?"}], stream=True,
                                               tools=[{"type": "function", "function": {"name": "get_weather", "parameters": {}}}]))
  assert "".join(c.choices[0].delta.content or "" for c in chunks) == "before"
  calls = [tc for c in chunks for tc in (c.choices[0].delta.tool_calls or [])]
  assert len(calls) == 1 and calls[0].function.name == "get_weather" and json.loads(calls[0].function.arguments) == {"city": "Paris"}
  assert calls[0].id.startswith("call_") and chunks[-1].choices[0].finish_reason == "tool_calls"

def test_tool_call_unparseable_is_content(server, tok):
  _, client = server(ScriptedModel(tok, reply=lambda _: "<tool_call>not a call</tool_call>"))
  r = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "x"}])
  assert r.choices[0].message.content == "<tool_call>not a call</tool_call>" and r.choices[0].message.tool_calls is None
  assert r.choices[0].finish_reason == "stop"

def test_reasoning_content(server, tok):
  _, client = server(ScriptedModel(tok, reply=lambda _: "<think>let me see</think>\nthe answer"))
  r = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "q"}])
  assert r.choices[0].message.content == "the answer" and r.choices[0].message.model_extra["reasoning_content"] == "let me see"

def test_stream_router_holds_split_tags():
  r = StreamRouter()
  out = [o for piece in ["<th", "ink>ab", "c</thi", "nk>hello <tool", "_call>", "{\"x\"", "}"] for o in r.feed(piece)] + r.flush()
  assert out == [("reasoning_content", "ab"), ("reasoning_content", "c"), ("content", "hello ")]
  assert r.tool_text == '<tool_call>{"x"}'
  r = StreamRouter(reasoning=True)
  assert r.feed("x<tool_call>y</think>z") + r.flush() == [("reasoning_content", "x<tool_call>y"), ("content", "z")]
  r = StreamRouter()
  assert r.feed("<") == [] and r.feed("b>") == [("content", "<b>")]

def test_parse_tool_calls_xml_and_hermes():
  text = ("<tool_call>\n<function=add>\n<parameter=a>\n1\n</parameter>\n<parameter=note>\nfirst\nsecond\n\n</parameter>\n</function>\n</tool_call>"
          '<tool_call>{"name": "f", "parameters": {"k": [1, 2]}}</tool_call>')
  calls = parse_tool_calls(text)
  assert calls is not None and [c["index"] for c in calls] == [0, 1]
  assert calls[0]["function"]["name"] == "add" and json.loads(calls[0]["function"]["arguments"]) == {"a": 1, "note": "first\nsecond\n"}
  assert calls[1]["function"]["name"] == "f" and json.loads(calls[1]["function"]["arguments"]) == {"k": [1, 2]}
  assert parse_tool_calls("<tool_call>{\"name\": 3}</tool_call>") is None

def test_normalize_messages():
  calls = [{"function": {"name": "f", "arguments": '{"a": 1}'}}, {"function": {"name": "g", "arguments": "{bad"}}]
  msgs: list[dict[str, Any]] = [{"role": "assistant", "tool_calls": calls}]
  out = normalize_messages(msgs)
  assert out[0]["tool_calls"][0]["function"]["arguments"] == {"a": 1} and out[0]["tool_calls"][1]["function"]["arguments"] == "{bad"
  assert msgs[0]["tool_calls"][0]["function"]["arguments"] == '{"a": 1}'  # the request itself is not modified

def test_real_model_over_http(server, tmp_path):
  from llm_fixtures import write_tiny_gguf
  from tinygrad.llm.model import Transformer
  from tinygrad.llm.tokenizer import FallbackTemplate, SimpleTokenizer
  model, kv = Transformer.from_gguf(write_tiny_gguf(tmp_path / "tiny.gguf"), 128)
  tok = SimpleTokenizer.from_gguf_kv(kv)
  msgs = [{"role": "user", "content": "hi"}]
  ids = tok.encode(FallbackTemplate(tok).render(msgs))
  want: list[int] = []
  for t in model.generate(list(ids)):
    if tok.is_end(t) or len(want) == 6: break
    want.append(t)
  srv, client = server(model)
  srv.tok, srv.template = tok, FallbackTemplate(tok)
  r = client.chat.completions.create(model="tiny", messages=msgs, max_tokens=6)
  assert r.choices[0].message.content == tok.decode(want) and r.usage.prompt_tokens == len(ids)
  assert r.usage.completion_tokens == len(want)
  stream = client.chat.completions.create(model="tiny", messages=msgs, max_tokens=6, stream=True)  # the cached prefix is reused
  assert "".join(c.choices[0].delta.content or "" for c in stream) == tok.decode(want)
