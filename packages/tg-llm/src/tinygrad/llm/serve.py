"""The OpenAI-compatible HTTP server: /v1/models, /v1/chat/completions, /v1/completions (SSE streaming or JSON) and the chat page.

Requests are handled on threads. A Transformer of plain attention blocks is run by a batching scheduler (tinygrad.llm.batch):
concurrent requests are decoded together, each in its own KV cache slot, and a request whose prompt starts with a free slot's tokens
(a shared system prompt, the previous turn) reuses their KV rows. Any other model runs one generation at a time under a lock, with
one KV cache shared between requests, so a follow-up turn reuses its prefix.
"""
from __future__ import annotations
import contextlib, json, os, pathlib, re, sys, threading, time, uuid
from collections.abc import Callable, Generator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from tinygrad.helpers import DEBUG, colored

MAX_BODY = 16 << 20  # bytes; a chat history this large would not fit any context anyway
CHAT_HTML = pathlib.Path(__file__).with_name("chat.html")

def stderr_log(msg: str) -> None:
  sys.stderr.write(msg)
  sys.stderr.flush()

class BadRequest(Exception):
  """A client error: becomes an OpenAI-style JSON error with this status."""
  def __init__(self, message: str, status: int = 400, param: str | None = None, code: str | None = None):
    super().__init__(message)
    self.status, self.param, self.code = status, param, code
  def body(self) -> dict[str, Any]:
    return {"error": {"message": str(self), "type": "invalid_request_error", "param": self.param, "code": self.code}}

# ---------------------------------------------------------------- output routing: reasoning, content, tool calls

THINK, END_THINK, TOOL = "<think>", "</think>", "<tool_call>"

def _held(buf: str, tag: str) -> int:
  """Length of the longest suffix of buf that could be the start of tag (held back until the next token decides)."""
  return next((k for k in range(min(len(buf), len(tag) - 1), 0, -1) if tag.startswith(buf[-k:])), 0)

class StreamRouter:
  """Splits generated text into reasoning_content (inside <think>...</think>), content, and a tool-call buffer (from <tool_call> on).
  Partial tags at the end of the text are held back until they are decided, so a tag split over tokens never leaks."""
  def __init__(self, reasoning: bool = False):
    self.state, self.buf, self.tool_text, self.strip_nl = ("reasoning" if reasoning else "undecided"), "", "", False
  def feed(self, text: str, final: bool = False) -> list[tuple[str, str]]:
    self.buf += text
    out: list[tuple[str, str]] = []
    while True:
      if self.state == "undecided":
        stripped = self.buf.lstrip()
        if stripped.startswith(THINK): self.state, self.buf = "reasoning", stripped[len(THINK):]
        elif THINK.startswith(stripped) and not final: return out
        else: self.state = "content"
      elif self.state == "reasoning":
        if (i := self.buf.find(END_THINK)) >= 0:
          out.append(("reasoning_content", self.buf[:i]))
          self.state, self.buf, self.strip_nl = "content", self.buf[i+len(END_THINK):], True
        else: return self._emit(out, "reasoning_content", END_THINK, final)
      elif self.state == "content":
        if self.strip_nl:  # the newlines that follow </think> belong to neither part
          self.buf = self.buf.lstrip("\n")
          if not self.buf and not final: return [o for o in out if o[1]]
          self.strip_nl = False
        if (i := self.buf.find(TOOL)) >= 0:
          out.append(("content", self.buf[:i]))
          self.state, self.tool_text, self.buf = "tool", self.buf[i:], ""
        else: return self._emit(out, "content", TOOL, final)
      else:
        self.tool_text, self.buf = self.tool_text + self.buf, ""
        return [o for o in out if o[1]]
  def _emit(self, out: list[tuple[str, str]], kind: str, tag: str, final: bool) -> list[tuple[str, str]]:
    keep = 0 if final else _held(self.buf, tag)
    out.append((kind, self.buf[:len(self.buf)-keep]))
    self.buf = self.buf[len(self.buf)-keep:]
    return [o for o in out if o[1]]
  def flush(self) -> list[tuple[str, str]]: return self.feed("", final=True)

_TOOL_RE = re.compile(r"<tool_call>(.*?)(?:</tool_call>|$)", re.S)
_FUNC_RE = re.compile(r"<function=([^>\s]+)>(.*?)(?:</function>|$)", re.S)
_PARAM_RE = re.compile(r"<parameter=([^>\s]+)>(.*?)</parameter>", re.S)

def _param_value(v: str) -> Any:
  v = v[1:] if v.startswith("\n") else v
  v = v[:-1] if v.endswith("\n") else v
  try: return json.loads(v)
  except json.JSONDecodeError: return v

def parse_tool_call(body: str) -> dict[str, Any] | None:
  """One tool call body (Hermes JSON or <function=NAME><parameter=K>V</parameter>) -> {"name", "arguments"}; None if unparseable."""
  try: obj = json.loads(body)
  except json.JSONDecodeError: obj = None
  if isinstance(obj, dict) and isinstance(obj.get("name"), str):
    args = obj.get("arguments", obj.get("parameters", {}))
    return {"name": obj["name"], "arguments": args} if isinstance(args, dict) else None
  if (m := _FUNC_RE.search(body)) is None: return None
  return {"name": m.group(1), "arguments": {k: _param_value(v) for k, v in _PARAM_RE.findall(m.group(2))}}

def parse_tool_calls(text: str) -> list[dict[str, Any]] | None:
  calls = [parse_tool_call(b.strip()) for b in _TOOL_RE.findall(text)]
  if not calls or any(c is None for c in calls): return None
  return [{"index": i, "id": f"call_{uuid.uuid4().hex[:24]}", "type": "function",
           "function": {"name": c["name"], "arguments": json.dumps(c["arguments"])}} for i, c in enumerate(calls) if c is not None]

def normalize_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
  """Assistant tool_calls arrive with JSON-string arguments; templates iterate them as objects."""
  out = []
  for m in messages:
    if m.get("role") == "assistant" and isinstance(m.get("tool_calls"), list):
      m = {**m, "tool_calls": [_parse_args(tc) for tc in m["tool_calls"]]}
    out.append(m)
  return out

def _parse_args(tc: Any) -> Any:
  if not (isinstance(tc, dict) and isinstance(fn := tc.get("function"), dict) and isinstance(args := fn.get("arguments"), str)): return tc
  try: return {**tc, "function": {**fn, "arguments": json.loads(args)}}
  except json.JSONDecodeError: return tc

# ---------------------------------------------------------------- request validation

def _field(req: dict[str, Any], name: str, types: type | tuple[type, ...], default: Any = None, required: bool = False) -> Any:
  if name not in req or req[name] is None:
    if required: raise BadRequest(f"'{name}' is required", param=name)
    return default
  v = req[name]
  if not isinstance(v, types) or (isinstance(v, bool) and bool not in (types if isinstance(types, tuple) else (types,))):
    tn = " or ".join(t.__name__ for t in (types if isinstance(types, tuple) else (types,)))
    raise BadRequest(f"'{name}' must be {tn}, got {type(v).__name__}", param=name)
  return v

def _sampling(req: dict[str, Any], max_context: int) -> tuple[int | None, float, int | None]:
  max_tokens = _field(req, "max_completion_tokens", int) or _field(req, "max_tokens", int)
  if max_tokens is not None and max_tokens < 1: raise BadRequest(f"'max_tokens' must be at least 1, got {max_tokens}", param="max_tokens")
  temperature = float(_field(req, "temperature", (int, float), 0.0))
  if not 0 <= temperature <= 2: raise BadRequest(f"'temperature' must be between 0 and 2, got {temperature}", param="temperature")
  if _field(req, "n", int, 1) != 1: raise BadRequest("only n=1 is supported", param="n")
  return max_tokens, temperature, _field(req, "seed", int)

def _stop(req: dict[str, Any]) -> tuple[str, ...]:
  stop = _field(req, "stop", (str, list), [])
  stop = [stop] if isinstance(stop, str) else stop
  if len(stop) > 4 or not all(isinstance(x, str) and x for x in stop):
    raise BadRequest("'stop' must be a non-empty string or a list of at most 4 of them", param="stop")
  return tuple(stop)

class StopText:
  """Cuts generated text at the first of the stop strings; text that could be the start of one is held until the next piece decides."""
  def __init__(self, stop: tuple[str, ...]): self.stop, self.buf, self.hit = stop, "", False
  def feed(self, text: str, final: bool = False) -> str:
    """The text that is certainly before any stop string; once one is seen, `hit` is set and later text is dropped."""
    if self.hit: return ""
    self.buf += text
    if (cut := min((i for x in self.stop if (i := self.buf.find(x)) >= 0), default=-1)) >= 0:
      self.hit, out, self.buf = True, self.buf[:cut], ""
      return out
    keep = 0 if final else max((_held(self.buf, x) for x in self.stop), default=0)
    out, self.buf = self.buf[:len(self.buf) - keep], self.buf[len(self.buf) - keep:]
    return out

def _check_messages(messages: list[Any]) -> None:
  if not messages: raise BadRequest("'messages' must be a non-empty list", param="messages")
  for i, m in enumerate(messages):
    if not isinstance(m, dict) or not isinstance(m.get("role"), str):
      raise BadRequest(f"messages[{i}] must be an object with a string 'role'", param="messages")
    c = m.get("content")
    if not (c is None or isinstance(c, str) or (isinstance(c, list) and all(isinstance(p, dict) and p.get("type") == "text" for p in c))):
      raise BadRequest(f"messages[{i}].content must be a string, a list of text parts or null", param="messages")

# ---------------------------------------------------------------- server

class LLMServer(ThreadingHTTPServer):
  """Serves one model. Requests are threaded; a batchable model is run by `scheduler` (slots concurrent generations, prompts
  prefilled in chunks of `chunk` tokens, its JITs captured first if warmup); any other, or slots=0, takes turns under `lock`. slots
  defaults to LLM_SLOTS (8); each slot holds a float32 KV cache of the model's max_context."""
  daemon_threads, allow_reuse_address = True, True
  def __init__(self, addr: tuple[str, int], model: Any, model_name: str, tok: Any, template: Any, quiet: bool = False,
               slots: int | None = None, chunk: int = 32, warmup: bool = False):
    from tinygrad.llm.batch import BatchEngine, Scheduler, batchable
    self.model, self.model_name, self.tok, self.template, self.quiet = model, model_name, tok, template, quiet
    self.lock, self.t0 = threading.Lock(), time.perf_counter()
    slots = int(os.getenv("LLM_SLOTS", "8")) if slots is None else slots
    self.scheduler = Scheduler(BatchEngine(model, slots, chunk), warmup) if slots > 0 and batchable(model) else None
    super().__init__(addr, Handler)
    if not quiet: print(f"*** started server on http://{self.server_address[0]!s}:{self.server_address[1]} at {time.perf_counter()-self.t0:.2f} s")
  def server_close(self) -> None:
    super().server_close()
    if self.scheduler is not None: self.scheduler.close()

class Handler(BaseHTTPRequestHandler):
  server: LLMServer
  def log_message(self, format: str, *args: Any) -> None: pass

  def send_data(self, data: bytes, content_type: str = "application/json", status: int = 200) -> None:
    self.send_response(status)
    self.send_header("Content-Type", content_type)
    self.send_header("Content-Length", str(len(data)))
    self.end_headers()
    self.wfile.write(data)

  def send_json(self, obj: Any, status: int = 200) -> None: self.send_data(json.dumps(obj).encode(), status=status)

  def stream_json(self, source: Iterator[dict[str, Any]]) -> None:
    """SSE: one `data: <json>` event per chunk, then `data: [DONE]`. A client that hangs up stops the generation."""
    self.send_response(200)
    self.send_header("Content-Type", "text/event-stream")
    self.send_header("Cache-Control", "no-cache")
    self.end_headers()
    try:
      for chunk in source:
        self.wfile.write(f"data: {json.dumps({k: v for k, v in chunk.items() if not k.startswith('_')})}\n\n".encode())
        self.wfile.flush()
      self.wfile.write(b"data: [DONE]\n\n")
      self.wfile.flush()
    except (BrokenPipeError, ConnectionResetError): pass
    finally:
      if hasattr(source, "close"): source.close()

  def do_GET(self) -> None:
    path = self.path.split("?")[0]
    if path == "/v1/models":
      return self.send_json({"object": "list", "data": [{"id": self.server.model_name, "object": "model", "owned_by": "tinygrad"}]})
    if path.startswith("/v1/"): return self.send_json(BadRequest(f"unknown endpoint GET {path}", 404).body(), 404)
    self.send_data(CHAT_HTML.read_bytes(), "text/html; charset=utf-8")

  def do_POST(self) -> None:
    path = self.path.split("?")[0]
    try:
      handler = {"/v1/chat/completions": self.chat_completions, "/v1/completions": self.completions}.get(path)
      if handler is None: raise BadRequest(f"unknown endpoint POST {path}: use /v1/chat/completions or /v1/completions", 404)
      handler(self.read_json())
    except BadRequest as e: self.send_json(e.body(), e.status)

  def read_json(self) -> dict[str, Any]:
    if (length := self.headers.get("Content-Length")) is None: raise BadRequest("a Content-Length header is required", 411)
    if not length.isdigit() or int(length) > MAX_BODY: raise BadRequest(f"request body must be at most {MAX_BODY} bytes", 413)
    try: req = json.loads(self.rfile.read(int(length)))
    except (json.JSONDecodeError, UnicodeDecodeError) as e: raise BadRequest(f"request body is not valid JSON: {e}") from None
    if not isinstance(req, dict): raise BadRequest("request body must be a JSON object")
    if DEBUG >= 1: stderr_log(json.dumps(req, indent=2) + "\n")
    return req

  def _prompt_ids(self, ids: list[int]) -> list[int]:
    if len(ids) >= (ctx := self.server.model.max_context):
      raise BadRequest(f"prompt has {len(ids)} tokens, but the model context is {ctx}", param="messages", code="context_length_exceeded")
    return ids

  def chat_completions(self, req: dict[str, Any]) -> None:
    messages = _field(req, "messages", list, required=True)
    _check_messages(messages)
    model_name = _field(req, "model", str, self.server.model_name)
    max_tokens, temperature, seed = _sampling(req, self.server.model.max_context)
    tools, stream = _field(req, "tools", list), _field(req, "stream", bool, False)
    include_usage = bool(_field(req, "stream_options", dict, {}).get("include_usage", False)) or not stream
    t0 = time.perf_counter()
    try: prompt = self.server.template.render(normalize_messages(messages), tools=tools, add_generation_prompt=True, preserve_thinking=True)
    except (RuntimeError, ValueError, TypeError) as e:
      raise BadRequest(f"cannot render the messages with the chat template: {e}", param="messages") from None
    ids = self._prompt_ids(self.server.tok.encode(prompt))
    src = self.run_model(ids, model_name, include_usage, max_tokens, temperature, prompt.rstrip().endswith(THINK), seed=seed, t0=t0, stop=_stop(req))
    if stream: return self.stream_json(src)
    self.send_json(chat_response(list(src)))

  def completions(self, req: dict[str, Any]) -> None:
    prompt = _field(req, "prompt", (str, list), required=True)
    if isinstance(prompt, list):
      if len(prompt) == 1 and isinstance(prompt[0], str): prompt = prompt[0]
      elif not (prompt and all(isinstance(t, int) and not isinstance(t, bool) for t in prompt)):
        raise BadRequest("'prompt' must be a string or a non-empty list of token ids (batches are not supported)", param="prompt")
    model_name = _field(req, "model", str, self.server.model_name)
    max_tokens, temperature, seed = _sampling(req, self.server.model.max_context)
    stream = _field(req, "stream", bool, False)
    include_usage = bool(_field(req, "stream_options", dict, {}).get("include_usage", False)) or not stream
    t0 = time.perf_counter()
    ids = prompt if isinstance(prompt, list) else self.server.tok.encode(prompt)
    if not ids: raise BadRequest("'prompt' is empty", param="prompt")
    if isinstance(prompt, list) and (bad := [t for t in ids if not 0 <= t < len(self.server.tok.id_to_bytes)]):
      raise BadRequest(f"token ids {bad[:5]} are not in the vocabulary", param="prompt")
    src = self.run_completion(self._prompt_ids(list(ids)), model_name, include_usage, 16 if max_tokens is None else max_tokens, temperature, seed, t0,
                              _stop(req))
    if stream: return self.stream_json(src)
    self.send_json(completion_response(list(src)))

  # ---- generation

  def generate_text(self, ids: list[int], max_tokens: int | None, temperature: float, seed: int | None, t0: float,
                    on_end: Callable[[int], None], stop: tuple[str, ...] = ()) -> Generator[str, None, None]:
    """Decoded text pieces of one generation, cut before the first stop string; on_end(count) gets the number of tokens made.
    Stats go to stderr when it ends, in red when the client went away first."""
    srv, done, n, dec, cut = self.server, False, 0, self.server.tok.stream_decoder(), StopText(stop)
    t_start, t_first = time.perf_counter(), None
    with self._tokens(ids, max_tokens, temperature, seed) as (tokens, cached):
      try:
        for tid in tokens:
          if t_first is None: t_first = time.perf_counter()
          if srv.tok.is_end(tid): break
          n += 1
          if text := cut.feed(dec(tid)): yield text
          if cut.hit or (max_tokens is not None and n >= max_tokens): break
        if text := cut.feed(dec(), final=True): yield text
        done = True
      finally:
        on_end(n)
        if not srv.quiet: self._log(t0, t_start, t_first, cached(), len(ids) - cached(), n, done)

  @contextlib.contextmanager
  def _tokens(self, ids: list[int], max_tokens: int | None, temperature: float, seed: int | None
              ) -> Generator[tuple[Iterator[int], Callable[[], int]], None, None]:
    """(the sampled token ids, how many prompt tokens were cached): from the batching scheduler, which frees the request's slot when
    this ends (also early: a client gone), or from the model's own generate under the lock."""
    srv = self.server
    if srv.scheduler is not None:
      req = srv.scheduler.submit(ids, max_tokens, temperature, seed, srv.tok.is_end)
      def tokens() -> Iterator[int]:
        while (t := req.out.get()) is not None:
          if isinstance(t, BaseException): raise t
          yield t
      try: yield tokens(), lambda: req.cached
      finally: srv.scheduler.cancel(req)
      return
    with srv.lock:
      model = srv.model
      cached = model.get_start_pos(ids) if hasattr(model, "get_start_pos") else 0
      gen = model.generate(list(ids), temperature=temperature, **({} if seed is None else {"seed": seed}))
      try: yield gen, lambda: cached
      finally: gen.close()

  def _log(self, t0: float, t_start: float, t_first: float | None, cached: int, new: int, n: int, done: bool) -> None:
    now, sep = time.perf_counter(), colored("--", "BLACK")
    t_first = t_first or now
    total = f"total:{now-t0:.2f}s"
    stderr_log(f"{self.path} {sep} prep:{(t_start-t0)*1e3:.1f} ms {sep} in:{cached} +{new} {sep} prefill:{new/max(t_first-t_start, 1e-9):.1f} tok/s "
               f"{sep} gen:{max(n-1, 0)/max(now-t_first, 1e-9):.1f} tok/s {sep} out:{n:5d} {sep} {total if done else colored(total, 'red')}\n")

  def run_model(self, ids: list[int], model_name: str, include_usage: bool = False, max_tokens: int | None = None, temperature: float = 0.0,
                reasoning: bool = False, seed: int | None = None, t0: float | None = None, stop: tuple[str, ...] = ()) -> Iterator[dict[str, Any]]:
    """Chat completion chunks: the role, routed text deltas, tool calls, the finish reason, then usage if asked."""
    cid, created, count = f"chatcmpl-{uuid.uuid4().hex[:24]}", int(time.time()), [0]
    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
      return {"id": cid, "object": "chat.completion.chunk", "created": created, "model": model_name,
              "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
    yield chunk({"role": "assistant", "content": ""})
    router = StreamRouter(reasoning)
    texts = self.generate_text(ids, max_tokens, temperature, seed, t0 or time.perf_counter(), lambda n: count.__setitem__(0, n), stop)
    with contextlib.closing(texts):
      for text in texts:
        for kind, part in router.feed(text): yield chunk({kind: part})
    for kind, part in router.flush(): yield chunk({kind: part})
    finish = "length" if max_tokens is not None and count[0] >= max_tokens else "stop"
    if router.tool_text:
      if (calls := parse_tool_calls(router.tool_text)) is not None:
        yield chunk({"tool_calls": calls})
        finish = "tool_calls" if finish == "stop" else finish
      else:
        if not self.server.quiet: stderr_log(f"note: could not parse a tool call, sent as content: {router.tool_text[:200]!r}\n")
        yield chunk({"content": router.tool_text})
    yield chunk({}, finish)
    if include_usage: yield {**chunk({}), "choices": [], "usage": _usage(len(ids), count[0])}

  def run_completion(self, ids: list[int], model_name: str, include_usage: bool, max_tokens: int, temperature: float, seed: int | None,
                     t0: float, stop: tuple[str, ...] = ()) -> Iterator[dict[str, Any]]:
    cid, created, count = f"cmpl-{uuid.uuid4().hex[:24]}", int(time.time()), [0]
    def chunk(text: str, finish: str | None = None) -> dict[str, Any]:
      return {"id": cid, "object": "text_completion", "created": created, "model": model_name,
              "choices": [{"index": 0, "text": text, "logprobs": None, "finish_reason": finish}]}
    texts = self.generate_text(ids, max_tokens, temperature, seed, t0, lambda n: count.__setitem__(0, n), stop)
    with contextlib.closing(texts):
      for text in texts: yield chunk(text)
    yield chunk("", "length" if count[0] >= max_tokens else "stop")
    if include_usage: yield {**chunk(""), "choices": [], "usage": _usage(len(ids), count[0])}

def _usage(prompt: int, completion: int) -> dict[str, int]:
  return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}

def chat_response(chunks: list[dict[str, Any]]) -> dict[str, Any]:
  """The non-streaming chat.completion object built from the chunks run_model yielded."""
  parts: dict[str, list[str]] = {"content": [], "reasoning_content": []}
  tool_calls, finish, usage = None, "stop", None
  for c in chunks:
    if "usage" in c: usage = c["usage"]
    for ch in c["choices"]:
      for k in parts:
        if ch["delta"].get(k): parts[k].append(ch["delta"][k])
      if "tool_calls" in ch["delta"]: tool_calls = [{k: v for k, v in tc.items() if k != "index"} for tc in ch["delta"]["tool_calls"]]
      if ch["finish_reason"]: finish = ch["finish_reason"]
  message: dict[str, Any] = {"role": "assistant", "content": "".join(parts["content"]) or None}
  if parts["reasoning_content"]: message["reasoning_content"] = "".join(parts["reasoning_content"])
  if tool_calls: message["tool_calls"] = tool_calls
  head = chunks[0]
  return {"id": head["id"], "object": "chat.completion", "created": head["created"], "model": head["model"],
          "choices": [{"index": 0, "message": message, "finish_reason": finish}], "usage": usage}

def completion_response(chunks: list[dict[str, Any]]) -> dict[str, Any]:
  text = "".join(ch["text"] for c in chunks for ch in c["choices"])
  finish = next(ch["finish_reason"] for c in chunks for ch in c["choices"] if ch["finish_reason"])
  head = chunks[0]
  return {"id": head["id"], "object": "text_completion", "created": head["created"], "model": head["model"],
          "choices": [{"index": 0, "text": text, "logprobs": None, "finish_reason": finish}], "usage": chunks[-1]["usage"]}

def serve(model: Any, model_name: str, tok: Any, template: Any, port: int = 8000, host: str = "127.0.0.1", slots: int | None = None) -> None:
  """Serves the OpenAI-compatible API (/v1/models, /v1/chat/completions, /v1/completions, streaming or not) and the chat page
  at http://host:port/ until interrupted (KeyboardInterrupt).

  Args:
    model: a Transformer; model_name: the id /v1/models reports; tok, template: its tokenizer and chat template.
    port, host: where to listen (127.0.0.1 by default; 0.0.0.0 for every interface).
    slots: concurrent generations, each with its own KV cache (default LLM_SLOTS, 8; 0: one at a time under a lock).
  Raises:
    OSError: the port is taken.

  Examples:
    `serve` blocks; a program that serves in the background runs the same LLMServer in a thread and stops it itself:

    >>> import json, threading, urllib.request
    >>> from tinygrad.llm.cli import load; from tinygrad.llm.serve import LLMServer
    >>> from tinygrad.llm.tokenizer import SimpleTokenizer, chat_template
    >>> model, kv, name = load("tinypy", 128, quiet=True)
    >>> tok = SimpleTokenizer.from_gguf_kv(kv)
    >>> srv = LLMServer(("127.0.0.1", 0), model, name, tok, chat_template(kv, tok), quiet=True)  # port 0: any free port
    >>> threading.Thread(target=srv.serve_forever, daemon=True).start()
    >>> print(json.load(urllib.request.urlopen(f"http://127.0.0.1:{srv.server_address[1]}/v1/models"))["data"][0]["id"])
    tinypy
    >>> srv.shutdown(); srv.server_close()  # stops the request loop, then the batching scheduler's thread
  """
  srv = LLMServer((host, port), model, model_name, tok, template, slots=slots, warmup=True)
  try: srv.serve_forever()
  except KeyboardInterrupt: pass
  finally: srv.server_close()
