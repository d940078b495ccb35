"""The tg-llm command line on a tiny random llama GGUF and, as real subprocess runs, on the embedded model: piped lines read as a
`>>> ` chat (raw with --no_chat_template), the benchmark's figures and BENCHMARK_LOG's points, the console script itself, flags and
errors. Expected answers come from running the same model directly."""
from __future__ import annotations
import http.server, io, os, re, subprocess, sys, sysconfig, threading, urllib.parse
from typing import Any, cast
import pytest
from llm_fixtures import write_tiny_gguf
from tinygrad.llm import cli
from tinygrad.llm.model import Transformer
from tinygrad.llm.tokenizer import FallbackTemplate, SimpleTokenizer, chat_template

@pytest.fixture(scope="module")
def gguf(tmp_path_factory):
  return write_tiny_gguf(tmp_path_factory.mktemp("cli") / "tiny.gguf")

def expected(path, ids: list[int], max_tokens: int) -> str:
  model, kv = Transformer.from_gguf(path, 128)
  tok = SimpleTokenizer.from_gguf_kv(kv)
  out: list[int] = []
  for t in model.generate(list(ids)):
    if tok.is_end(t) or len(out) == max_tokens: break
    out.append(t)
  return tok.decode(out)

def run_main(monkeypatch, capsys, argv: list[str], stdin: str) -> str:
  monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
  cli.main(argv)
  return capsys.readouterr().out

def test_piped_line_is_a_chat_turn(gguf, monkeypatch, capsys):
  out = run_main(monkeypatch, capsys, ["-m", str(gguf), "--max_tokens", "12", "--max_context", "128"], "hello there\n")
  lines = out.split("\n", 1)
  assert lines[0].startswith('using model "tiny-test"')
  tok = SimpleTokenizer.from_gguf_kv(Transformer.from_gguf(gguf, 128)[1])
  prompt = tok.encode(FallbackTemplate(tok).render([{"role": "user", "content": "hello there"}]))
  assert lines[1] == ">>> " + expected(gguf, prompt, 12) + "\n\n>>> "  # upstream's input(">>> ") prompt; end of input: no newline

def test_model_summary_line(gguf, monkeypatch, capsys):
  out = run_main(monkeypatch, capsys, ["-m", str(gguf), "--max_tokens", "1"], "x")
  params = 261 * 32 + 32 + (32 * 2 + 32 * 32 + 16 * 32 * 2 + 32 * 32 + 64 * 32 * 3)  # embedding (tied output), norms, one block
  f32_bytes = 4 * params
  assert out.startswith(f'using model "tiny-test" with {f32_bytes:,} bytes and {params:,} params, max context 128 on ')

def test_no_chat_template_continues_raw_text(gguf, monkeypatch, capsys):
  out = run_main(monkeypatch, capsys, ["-m", str(gguf), "--no_chat_template", "--max_tokens", "10"], "def main():")
  assert out.split("\n", 1)[1] == "def main():" + expected(gguf, [256, *b"def main():"], 10) + "\n"

def test_benchmark_prints_figures(gguf, monkeypatch, capsys):
  out = run_main(monkeypatch, capsys, ["-m", str(gguf), "--benchmark", "4"], "")
  lines = out.splitlines()
  assert any(l.startswith("load time: ") for l in lines) and any(l.startswith("warmup time: ") for l in lines)
  assert sum(1 for l in lines if " ms, " in l and " tok/s, " in l and " GB/s, " in l) == 4
  pre = next(l for l in lines if l.startswith("prefill: "))
  dec = next(l for l in lines if l.startswith("decode: "))
  assert float(pre.split(", ")[-1].split()[0]) > 0 and float(dec.split(", ")[-1].split()[0]) > 0

def test_console_script_and_module(tmp_path):
  exe = os.path.join(sysconfig.get_path("scripts"), "tg-llm")
  assert os.path.exists(exe), "the tg-llm console script is not installed: uv sync"
  r = subprocess.run([exe, "--help"], capture_output=True, text=True, timeout=60)
  help_text = " ".join(r.stdout.split())
  assert r.returncode == 0 and "llama3.2:1b" in help_text and "--no_chat_template" in help_text and "local GGUF file" in help_text
  r = subprocess.run([sys.executable, "-m", "tinygrad.llm", "-m", str(tmp_path / "missing.gguf")], capture_output=True, text=True, timeout=60)
  assert r.returncode == 1 and "is not an alias or an existing GGUF file" in r.stderr  # the same program behind both names

def test_errors(tmp_path, monkeypatch, capsys):
  with pytest.raises(SystemExit, match="not an alias or an existing GGUF file"): cli.main(["-m", str(tmp_path / "nope.gguf")])
  with pytest.raises(SystemExit): cli.parse_args(["--max_context", "2"])
  assert "--max_context must be at least 8" in capsys.readouterr().err
  assert next(iter(cli.models)) == cli.DEFAULT_MODEL and cli.parse_args([]).model == cli.DEFAULT_MODEL
  assert cli.parse_args(["--serve"]).serve == 8000 and cli.parse_args(["--benchmark"]).benchmark == 20
  assert cli.parse_args(["--serve", "9000"]).serve == 9000 and cli.parse_args([]).host == "127.0.0.1"

def test_interactive_chat_keeps_history(tok, template, monkeypatch, capsys):
  from llm_fixtures import ScriptedModel
  model = ScriptedModel(tok)
  lines = iter(["first question", "", "second"])
  def fake_input(prompt: str) -> str:
    print(prompt, end="")
    try: return next(lines)
    except StopIteration: raise EOFError from None
  monkeypatch.setattr("builtins.input", fake_input)
  cli.chat(cast(Transformer, model), tok, template, cli.parse_args(["--temperature", "0.5", "--seed", "3"]))
  out = capsys.readouterr().out
  assert out == ">>> echo: first question\n\n>>> echo: \n\n>>> echo: second\n\n>>> "  # as upstream: an empty line is a turn too
  history = [{"role": "user", "content": "first question"}, {"role": "assistant", "content": "echo: first question"},
             {"role": "user", "content": ""}, {"role": "assistant", "content": "echo: "}, {"role": "user", "content": "second"}]
  assert model.calls[2]["tokens"] == tok.encode(template.render(history))
  assert model.calls[2]["temperature"] == 0.5 and model.calls[2]["seed"] == 3

def test_snapshot_written_then_replayed(gguf, monkeypatch, capsys, tmp_path):
  monkeypatch.setenv("LLMCACHE", "1")
  monkeypatch.setattr(cli, "cache_dir", lambda: tmp_path)
  argv = ["-m", str(gguf), "--max_tokens", "12", "--max_context", "128"]
  first = run_main(monkeypatch, capsys, argv, "hello there\n")
  snaps = list((tmp_path / "llm").glob("tiny-*.pkl"))
  assert len(snaps) == 1
  loaded = cli.load_snapshot(snaps[0])
  assert loaded is not None and loaded.rollout_jit.captured is not None and all(j.captured is not None for j in loaded.prefill_jits.values())
  calls: list[tuple] = []
  def no_load(*a, **k):
    calls.append(a)
    raise AssertionError("the snapshot run read the GGUF")
  monkeypatch.setattr(Transformer, "from_gguf", staticmethod(no_load))
  assert run_main(monkeypatch, capsys, argv, "hello there\n") == first and not calls  # the second run never read the GGUF's tensors
  snaps[0].write_bytes(b"not a pickle")  # a damaged snapshot is a miss: the model loads from the GGUF again
  assert cli.load_snapshot(snaps[0]) is None
  monkeypatch.setenv("LLMCACHE", "0")
  assert cli.snapshot_path(gguf, 128) is None

# ---------------------------------------------------------------- real subprocess runs of the CLI on the embedded model

def run_cli(args: list[str], stdin: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
  return subprocess.run([sys.executable, "-m", "tinygrad.llm", *args], input=stdin, capture_output=True, text=True, timeout=600,
                        env={**os.environ, **(env or {})})

@pytest.fixture(scope="module")
def tinypy():
  model, kv = Transformer.from_gguf(cli.EMBEDDED, 256)
  tok = SimpleTokenizer.from_gguf_kv(kv)
  return model, tok, chat_template(kv, tok)

def greedy(model: Transformer, tok: SimpleTokenizer, ids: list[int], n: int) -> str:
  model._cached_tokens = []
  out: list[int] = []
  for t in model.generate(list(ids)):
    if tok.is_end(t) or len(out) == n: break
    out.append(t)
  return tok.decode(out)

def test_subprocess_piped_lines_are_chat_turns(tinypy):
  """Each piped line is one user turn after a `>>> ` prompt, answered with the whole history so far, as upstream's CLI does."""
  model, tok, template = tinypy
  questions = ["What does json.dumps do?", "And str.split?"]
  r = run_cli(["--max_tokens", "10", "--max_context", "256"], "".join(q + "\n" for q in questions))
  assert r.returncode == 0, r.stderr
  head, body = r.stdout.split("\n", 1)
  assert head.startswith('using model "tinypy" with ')
  history: list[dict[str, str]] = []
  want = ""
  for q in questions:
    history.append({"role": "user", "content": q})
    answer = greedy(model, tok, tok.encode(template.render(history, add_generation_prompt=True)), 10)
    history.append({"role": "assistant", "content": answer})
    want += ">>> " + answer + "\n\n"
  assert body == want + ">>> " and all(h["content"] for h in history)

def test_subprocess_no_chat_template_reads_all_stdin_as_one_raw_prompt(tinypy):
  model, tok, _ = tinypy
  prompt = "def add(a, b):\n    return"
  r = run_cli(["--no_chat_template", "--max_tokens", "8", "--max_context", "256"], prompt)
  assert r.returncode == 0, r.stderr
  body = r.stdout.split("\n", 1)[1]
  assert body == prompt + greedy(model, tok, [tok.bos_id, *tok.encode(prompt)], 8) + "\n" and ">>>" not in body

class InfluxStub(http.server.BaseHTTPRequestHandler):
  """Records each InfluxDB v2 write: the query, the Authorization header and the line-protocol body."""
  writes: list[dict[str, Any]] = []
  def do_POST(self) -> None:
    body = self.rfile.read(int(self.headers["Content-Length"])).decode()
    InfluxStub.writes.append({"path": self.path, "auth": self.headers["Authorization"], "body": body})
    self.send_response(204)
    self.end_headers()
  def log_message(self, *_: Any) -> None: pass

def test_subprocess_benchmark_log_sends_each_step_time():
  """BENCHMARK_LOG=<name> --benchmark: every decode step's wall time is a point under the sanitised name, equal to the printed ms."""
  srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), InfluxStub)
  threading.Thread(target=srv.serve_forever, daemon=True).start()
  try:
    env = {"BENCHMARK_LOG": "tinypy:q8.run", "INFLUXDB_HOST": f"http://127.0.0.1:{srv.server_address[1]}", "INFLUXDB_TOKEN": "sekrit",
           "INFLUXDB_ORG": "acme", "GITHUB_SHA": "abc123"}
    r = run_cli(["--benchmark", "3", "--max_context", "256"], "", env)
  finally: srv.shutdown()
  assert r.returncode == 0, r.stderr
  printed = [float(m.group(1)) for l in r.stdout.splitlines() if (m := re.match(r"\s*([\d.]+) ms, .* tok/s, ", l))]
  assert len(printed) == 3 and len(InfluxStub.writes) == 1
  w = InfluxStub.writes[0]
  q = urllib.parse.parse_qs(urllib.parse.urlsplit(w["path"]).query)
  assert urllib.parse.urlsplit(w["path"]).path == "/api/v2/write" and w["auth"] == "Token sekrit"
  assert q["org"] == ["acme"] and q["precision"] == ["ns"] and q["bucket"] == ["benchmarks"]
  matches = [re.fullmatch(r"(\w+),(\S+) step=(\S+),x=(\d+)i (\d+)", l) for l in w["body"].split("\n")]
  points = [m for m in matches if m is not None]
  assert len(points) == 3 and [p.group(1) for p in points] == ["tinypy_q8_run"] * 3
  tags = [dict(tuple(kv.split("=", 1)) for kv in p.group(2).split(",")) for p in points]
  assert [t["index"] for t in tags] == ["0", "1", "2"] and [int(p.group(4)) for p in points] == [0, 1, 2]
  assert all(t["commit"] == "abc123" and t["device"] == "CPU" for t in tags) and len({t["id"] for t in tags}) == 1
  assert [round(float(p.group(3)) * 1e3, 2) for p in points] == pytest.approx(printed, abs=0.006)

def test_bench_log_without_host_says_nothing_was_sent(monkeypatch, capsys):
  monkeypatch.delenv("INFLUXDB_HOST", raising=False)
  cli.bench_log("x", [0.5, 0.25])
  assert "BENCHMARK_LOG=x: 2 step times not sent (INFLUXDB_HOST is not set)" in capsys.readouterr().err
  lines = cli.influx_lines("a b,c", [1.5], event="step")
  assert lines[0].startswith("a_b_c,id=") and " step=1.5,x=0i " in lines[0]
