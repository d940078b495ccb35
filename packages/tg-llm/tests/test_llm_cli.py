"""The tg-llm command line on a tiny random llama GGUF: a piped prompt answered once (chat and raw), the benchmark's figures,
the console script itself, flags and errors. Expected answers come from running the same model directly."""
from __future__ import annotations
import io, os, subprocess, sys, sysconfig
from typing import cast
import pytest
from llm_fixtures import write_tiny_gguf
from tinygrad.llm import cli
from tinygrad.llm.model import Transformer
from tinygrad.llm.tokenizer import FallbackTemplate, SimpleTokenizer

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

def test_piped_prompt_answered_once(gguf, monkeypatch, capsys):
  out = run_main(monkeypatch, capsys, ["-m", str(gguf), "--max_tokens", "12", "--max_context", "128"], "hello there\n")
  lines = out.split("\n", 1)
  assert lines[0].startswith('using model "tiny-test"')
  tok = SimpleTokenizer.from_gguf_kv(Transformer.from_gguf(gguf, 128)[1])
  prompt = tok.encode(FallbackTemplate(tok).render([{"role": "user", "content": "hello there"}]))
  assert lines[1] == expected(gguf, prompt, 12) + "\n" and ">>>" not in out

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
  assert out == ">>> echo: first question\n\n>>> >>> echo: second\n\n>>> \n"  # the empty line is skipped
  history = [{"role": "user", "content": "first question"}, {"role": "assistant", "content": "echo: first question"},
             {"role": "user", "content": "second"}]
  assert model.calls[1]["tokens"] == tok.encode(template.render(history))
  assert model.calls[1]["temperature"] == 0.5 and model.calls[1]["seed"] == 3

def test_snapshot_written_then_replayed(gguf, monkeypatch, capsys, tmp_path):
  monkeypatch.setenv("LLMCACHE", "1")
  monkeypatch.setattr(cli, "cache_dir", lambda: tmp_path)
  argv = ["-m", str(gguf), "--max_tokens", "12", "--max_context", "128"]
  first = run_main(monkeypatch, capsys, argv, "hello there\n")
  snaps = list((tmp_path / "llm").glob("tiny-*.pkl"))
  assert len(snaps) == 1
  loaded = cli.load_snapshot(snaps[0])
  assert loaded is not None and loaded.rollout_jit.captured is not None and all(j.captured is not None for j in loaded.prefill_jits.values())
  calls = []
  monkeypatch.setattr(Transformer, "from_gguf", staticmethod(lambda *a, **k: calls.append(a) or (_ for _ in ()).throw(AssertionError)))
  assert run_main(monkeypatch, capsys, argv, "hello there\n") == first and not calls  # the second run never read the GGUF's tensors
  snaps[0].write_bytes(b"not a pickle")  # a damaged snapshot is a miss: the model loads from the GGUF again
  assert cli.load_snapshot(snaps[0]) is None
  monkeypatch.setenv("LLMCACHE", "0")
  assert cli.snapshot_path(gguf, 128) is None
