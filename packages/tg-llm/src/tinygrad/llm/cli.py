"""`tg-llm` / `python -m tinygrad.llm`: chat with a GGUF model in the terminal, answer a piped prompt, benchmark, or serve the
OpenAI-compatible API and web chat page. With no model named it uses the small model shipped inside this wheel, so it works offline."""
from __future__ import annotations
import argparse, hashlib, os, pathlib, sys, time, urllib.parse, urllib.request, uuid
from typing import Any
from tinygrad.helpers import Context, ContextVar, GlobalCounters, cache_dir
from tinygrad.llm.dequant import progress_bar
from tinygrad.llm.gguf import GGUFFile, split_paths
from tinygrad.llm.model import Transformer
from tinygrad.llm.tokenizer import FallbackTemplate, SimpleTokenizer, chat_template

__all__ = ["DEFAULT_MODEL", "FallbackTemplate", "SimpleTokenizer", "fetch", "main", "models"]

EMBEDDED = pathlib.Path(__file__).with_name("weights") / "tinypy.gguf"
DEFAULT_MODEL = "tinypy"
_HF = "https://huggingface.co/{}/resolve/main/{}"
# alias -> local path or URL; the first entry is the default
models: dict[str, str] = {
  DEFAULT_MODEL: str(EMBEDDED),
  "llama3.2:1b": _HF.format("bartowski/Llama-3.2-1B-Instruct-GGUF", "Llama-3.2-1B-Instruct-Q6_K.gguf"),
  "llama3.2:1b-q4": _HF.format("bartowski/Llama-3.2-1B-Instruct-GGUF", "Llama-3.2-1B-Instruct-Q4_K_M.gguf"),
  "llama3.2:3b": _HF.format("bartowski/Llama-3.2-3B-Instruct-GGUF", "Llama-3.2-3B-Instruct-Q6_K.gguf"),
  "llama3.2:3b-f16": _HF.format("bartowski/Llama-3.2-3B-Instruct-GGUF", "Llama-3.2-3B-Instruct-f16.gguf"),
  "llama3.1:8b": _HF.format("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF", "Meta-Llama-3.1-8B-Instruct-Q8_0.gguf"),
  "qwen3:0.6b": _HF.format("Qwen/Qwen3-0.6B-GGUF", "Qwen3-0.6B-Q8_0.gguf"),
  "qwen3:1.7b": _HF.format("unsloth/Qwen3-1.7B-GGUF", "Qwen3-1.7B-Q4_K_M.gguf"),
  "qwen3:8b": _HF.format("Qwen/Qwen3-8B-GGUF", "Qwen3-8B-Q4_K_M.gguf"),
  "qwen3:30b-a3b": _HF.format("Qwen/Qwen3-30B-A3B-GGUF", "Qwen3-30B-A3B-Q4_K_M.gguf"),
  "qwen3.5:0.8b": _HF.format("unsloth/Qwen3.5-0.8B-GGUF", "Qwen3.5-0.8B-Q8_0.gguf"),
  "qwen3.5:4b": _HF.format("unsloth/Qwen3.5-4B-GGUF", "Qwen3.5-4B-Q4_K_M.gguf"),
  "qwen3.5:9b": _HF.format("unsloth/Qwen3.5-9B-GGUF", "Qwen3.5-9B-Q4_K_M.gguf"),
  "qwen3.6:27b": _HF.format("unsloth/Qwen3.6-27B-GGUF", "Qwen3.6-27B-Q4_K_M.gguf"),
  "qwen3.6:35b-a3b": _HF.format("unsloth/Qwen3.6-35B-A3B-GGUF", "Qwen3.6-35B-A3B-UD-Q4_K_M.gguf"),
  "qwen3.8:27b": _HF.format("unsloth/Qwen3.8-27B-GGUF", "Qwen3.8-27B-Q4_K_M.gguf"),
  "olmoe": _HF.format("allenai/OLMoE-1B-7B-0924-Instruct-GGUF", "olmoe-1b-7b-0924-instruct-q4_k_m.gguf"),
  "moonlight": _HF.format("gabriellarson/Moonlight-16B-A3B-Instruct-GGUF", "Moonlight-16B-A3B-Instruct-Q4_K_M.gguf"),
  "glm-4.7-flash": _HF.format("unsloth/GLM-4.7-Flash-GGUF", "GLM-4.7-Flash-Q4_K_M.gguf"),
}

def fetch(name: str) -> pathlib.Path:
  """The local file of a model: an alias from `models` (the default "tinypy" ships in the wheel), a local GGUF path, or a URL
  (downloaded once into the cache, atomically, with a progress bar).

  Raises:
    SystemExit: a name that is neither an alias nor an existing file, or a failed download (the message says which).

  Examples:
    >>> from tinygrad.llm.cli import fetch
    >>> print(fetch("tinypy").name)
    tinypy.gguf
  """
  src = models.get(name, name)
  if "://" not in src:
    if not (p := pathlib.Path(src).expanduser()).is_file():
      hint = " (the embedded model is missing from this install; reinstall tg-llm)" if name == DEFAULT_MODEL else \
        f"; known aliases: {', '.join(models)}"
      raise SystemExit(f"error: model {name!r} is not an alias or an existing GGUF file{hint}")
    return p
  dest = cache_dir() / "downloads" / hashlib.sha256(src.encode()).hexdigest()[:16] / src.rsplit("/", 1)[-1]
  if dest.is_file(): return dest
  dest.parent.mkdir(parents=True, exist_ok=True)
  tmp = dest.with_name(dest.name + f".{os.getpid()}.part")
  try:
    with urllib.request.urlopen(src, timeout=60) as r, open(tmp, "wb") as f:
      total, done = int(r.headers.get("Content-Length") or 0), 0
      while chunk := r.read(1 << 20):
        f.write(chunk)
        done += len(chunk)
        progress_bar(done, total, f"downloading {dest.name}")
    os.replace(tmp, dest)
  except OSError as e:
    tmp.unlink(missing_ok=True)
    raise SystemExit(f"error: could not download {src}: {e}") from None
  return dest

# ---------------------------------------------------------------- snapshots: a small model with its captured JITs, pickled

SNAPSHOT_LIMIT = 64 << 20  # models whose file is larger are never snapshotted (the pickle holds every weight and cache)
_ENV_KEYS = ("HALF", "PACK", "MATVEC", "REALIZE", "BEAM", "JITBEAM", "JIT", "DEVICE", "CPU", "CPU_LLVM", "CPU_CLANG")

def snapshot_path(path: pathlib.Path, max_context: int) -> pathlib.Path | None:
  """Where the snapshot of this model file at this context lives: keyed by the file (path, size, mtime), the device, the settings
  that change the kernels, and the source of this package and tinygrad's (a changed line makes a new key). None: too large or LLMCACHE=0."""
  if os.getenv("LLMCACHE", "1") == "0" or path.stat().st_size > SNAPSHOT_LIMIT: return None
  import tinygrad, tinygrad.llm
  st, h = path.stat(), hashlib.sha256()
  h.update(f"{path.resolve()}|{st.st_size}|{st.st_mtime_ns}|{max_context}|{_device()}|{sys.version}".encode())
  h.update(repr([(k, os.environ.get(k)) for k in _ENV_KEYS]).encode())
  for pkg in (tinygrad.llm, tinygrad):  # every .py of tg-llm and of the tinygrad packages: their sizes and mtimes
    for d in pkg.__path__:
      for f in sorted(pathlib.Path(d).rglob("*.py")):
        fs = f.stat()
        h.update(f"{f}|{fs.st_size}|{fs.st_mtime_ns}".encode())
  return cache_dir() / "llm" / f"{path.stem}-{h.hexdigest()[:20]}.pkl"

def load_snapshot(snap: pathlib.Path | None) -> Transformer | None:
  """The pickled model, or None when there is none or it cannot be read (then the model loads from the GGUF and a new one is written)."""
  if snap is None or not snap.is_file(): return None
  import pickle
  try:
    with open(snap, "rb") as f: model = pickle.load(f)
  except Exception: return None  # a partial or incompatible file is just a miss
  return model if isinstance(model, Transformer) else None

def save_snapshot(model: Transformer, snap: pathlib.Path | None) -> None:
  """Capture both JITs (warmup) and pickle the model atomically; the next run replays the kernels with no scheduling or codegen."""
  if snap is None: return
  import pickle, tempfile
  model.warmup()
  snap.parent.mkdir(parents=True, exist_ok=True)
  fd, tmp = tempfile.mkstemp(dir=snap.parent, prefix=f".{snap.name}.")
  try:
    with os.fdopen(fd, "wb") as f: pickle.dump(model, f, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(tmp, snap)
  except Exception as e:  # a model that cannot be pickled still answered: say so once, keep going
    os.unlink(tmp)
    if os.getenv("DEBUG", "0") not in ("", "0"): print(f"(no snapshot written: {e})", file=sys.stderr)

def load(name: str, max_context: int, quiet: bool = False) -> tuple[Transformer, dict[str, Any], str]:
  """Loads a model by alias, path or URL (see fetch) as the CLI does: returns (model, metadata, display name) and prints the
  one-line summary upstream prints unless quiet. A snapshot (see snapshot_path: the model with its captured JITs, pickled) is used
  when there is one; otherwise model.snapshot says where to write it once its JITs are captured.

  Examples:
    >>> from tinygrad.llm.cli import load
    >>> model, kv, name = load("tinypy", 64, quiet=True)
    >>> print(name, model.max_context)
    tinypy 64
  """
  path = fetch(name)
  snap = snapshot_path(path, max_context)
  if (model := load_snapshot(snap)) is not None:
    with GGUFFile(path) as f: kv = f.kv
    model.snapshot = None
  else:
    model, kv = Transformer.from_gguf(path, max_context, progress=None if quiet else lambda d, t, n: progress_bar(d, t, f"loading {n}"))
    model.snapshot = snap
  model_name = kv.get("general.name") or kv.get("general.basename") or name
  nbytes, params = 0, 0  # the file's own figures: the packed copies in memory (pack_weights) are not the model's size
  for part in split_paths(path, kv):
    with GGUFFile(part) as f: nbytes, params = nbytes + sum(i.nbytes for i in f.tensors.values()), params + sum(i.n for i in f.tensors.values())
  if not quiet: print(f'using model "{model_name}" with {nbytes:,} bytes and {params:,} params, max context {model.max_context} on {_device()}')
  return model, kv, model_name

def _device() -> str:
  from tinygrad.device import Device
  return str(Device.DEFAULT)

# ---------------------------------------------------------------- terminal front ends

def reply(model: Transformer, tok: SimpleTokenizer, ids: list[int], temperature: float, max_tokens: int | None, seed: int | None) -> str:
  """Stream one answer to stdout; returns its text (without the end token)."""
  dec, out, n = tok.stream_decoder(), [], 0
  for tid in model.generate(ids, temperature=temperature, seed=seed):
    if tok.is_end(tid): break
    if text := dec(tid):
      sys.stdout.write(text)
      sys.stdout.flush()
      out.append(text)
    n += 1
    if max_tokens is not None and n >= max_tokens: break
  if rest := dec():
    sys.stdout.write(rest)
    out.append(rest)
  sys.stdout.write("\n")
  sys.stdout.flush()
  return "".join(out)

def chat(model: Transformer, tok: SimpleTokenizer, template: Any, args: argparse.Namespace) -> None:
  """A conversation read with input(">>> ") from the terminal or from piped stdin, as upstream's CLI reads it: each line, an empty
  one too, is a user turn; the whole history is sent each time (its prefix stays cached). End of input ends it without a newline."""
  history: list[dict[str, str]] = []
  while True:
    try: line = input(">>> ")
    except EOFError: return
    except KeyboardInterrupt:
      print()
      return
    history.append({"role": "user", "content": line})
    ids = tok.encode(template.render(history, add_generation_prompt=True))
    if len(ids) >= model.max_context:
      print(f"(the conversation has {len(ids)} tokens, more than the context of {model.max_context}: starting over)")
      history = history[-1:]
      ids = tok.encode(template.render(history, add_generation_prompt=True))
    try: text = reply(model, tok, ids, args.temperature, args.max_tokens, args.seed)
    except KeyboardInterrupt:
      print()
      text = ""
    history.append({"role": "assistant", "content": text})
    print()

def answer_raw(model: Transformer, tok: SimpleTokenizer, prompt: str, args: argparse.Namespace) -> None:
  """--no_chat_template with piped stdin: its whole text is one raw prompt (after bos), printed and continued once."""
  ids = ([tok.bos_id] if tok.bos_id is not None else []) + tok.encode(prompt)
  if not ids: raise SystemExit("error: the prompt is empty")
  if len(ids) >= model.max_context: raise SystemExit(f"error: the prompt has {len(ids)} tokens but the context holds {model.max_context}")
  sys.stdout.write(prompt)
  reply(model, tok, ids, args.temperature, args.max_tokens, args.seed)

BENCHMARK_LOG = ContextVar("BENCHMARK_LOG", "")  # a measurement name: --benchmark's decode steps are logged under it, as upstream's

def influx_lines(name: str, values: list[float], event: str = "step") -> list[str]:
  """InfluxDB line protocol for one run's wall-time events, one point per event: the measurement is `name` with ':' and '.' made '_'
  (as upstream's bench log names it); tags id (this run), index, device, attempt/ref/commit (from GitHub Actions' GITHUB_RUN_ATTEMPT,
  GITHUB_REF_NAME, GITHUB_SHA; "-" outside it); fields `event` (seconds) and x (the index); nanosecond timestamps."""
  def tag(v: object) -> str: return str(v).replace("\\", "\\\\").replace(",", "\\,").replace("=", "\\=").replace(" ", "\\ ") or "-"
  meas, run, now = name.replace(":", "_").replace(".", "_").replace(" ", "_").replace(",", "_"), uuid.uuid4().hex[:12], time.time_ns()
  env = {k: tag(os.environ.get(e, "")) for k, e in (("attempt", "GITHUB_RUN_ATTEMPT"), ("ref", "GITHUB_REF_NAME"), ("commit", "GITHUB_SHA"))}
  return [f"{meas},id={run},index={i},device={tag(_device())},attempt={env['attempt']},ref={env['ref']},commit={env['commit']} "
          f"{event}={v!r},x={i}i {now + i}" for i, v in enumerate(values)]

def bench_log(name: str, values: list[float]) -> None:
  """Send --benchmark's step times to InfluxDB under BENCHMARK_LOG's name, as upstream's CI does: INFLUXDB_HOST (a URL), INFLUXDB_ORG
  (default "tiny"), INFLUXDB_TOKEN, INFLUXDB_BUCKET (default "benchmarks"), through the v2 write API. Without INFLUXDB_HOST, or when
  the write fails, a line on stderr says the points were not sent; the benchmark's own figures are printed either way."""
  body = "\n".join(influx_lines(name, values)).encode()
  if not (host := os.environ.get("INFLUXDB_HOST")):
    return print(f"BENCHMARK_LOG={name}: {len(values)} step times not sent (INFLUXDB_HOST is not set)", file=sys.stderr)
  q = urllib.parse.urlencode({"org": os.environ.get("INFLUXDB_ORG", "tiny"), "bucket": os.environ.get("INFLUXDB_BUCKET", "benchmarks"),
                              "precision": "ns"})
  req = urllib.request.Request(f"{host.rstrip('/')}/api/v2/write?{q}", data=body, method="POST",
                               headers={"Authorization": f"Token {os.environ.get('INFLUXDB_TOKEN', '')}", "Content-Type": "text/plain"})
  try:
    with urllib.request.urlopen(req, timeout=30): pass
  except OSError as e: print(f"BENCHMARK_LOG={name}: could not send {len(values)} step times to {host}: {e}", file=sys.stderr)

def benchmark(model: Transformer, tok: SimpleTokenizer, count: int, timings: dict[str, float]) -> None:
  """Load and warmup times, prefill speed on a 64-token prompt, then `count` timed decode steps and their mean speed. With
  BENCHMARK_LOG set, each step's wall time (seconds) is logged under that name (see bench_log)."""
  for k, v in timings.items(): print(f"{k} time: {v:.2f} s")
  prompt = [tok.bos_id or 0] + [(7 * i) % max(tok_size(tok) - 1, 1) for i in range(1, min(64, model.max_context // 2))]
  for _ in range(2):  # the second run is timed: the first may still capture a JIT for this prompt's chunking
    model._cached_tokens = []
    gen = model.generate(list(prompt))
    st = time.perf_counter()
    next(gen)
    pre = time.perf_counter() - st
    gen.close()
  print(f"prefill: {len(prompt)} tokens in {pre*1e3:.2f} ms, {len(prompt)/pre:.2f} tok/s")
  model._cached_tokens = []
  ids = [tok.bos_id or 0]
  gen, times = model.generate(ids), []
  for _ in range(min(count, model.max_context - 2)):
    GlobalCounters.reset()
    st = time.perf_counter_ns()
    next(gen)
    et = time.perf_counter_ns() - st
    times.append(et)
    text = tok.decode(ids[1:]).replace("\n", "\\n")
    mem = GlobalCounters.global_mem
    print(f"{et*1e-6:6.2f} ms, {1e9/et:6.2f} tok/s, {mem/et:7.2f} GB/s, {mem//1000000}MB  --  {text[-60:]}")
  if times:
    steady = times[1:] or times
    print(f"decode: {len(steady)} tokens, {1e9*len(steady)/sum(steady):.2f} tok/s")
  if BENCHMARK_LOG.value: bench_log(BENCHMARK_LOG.value, [t * 1e-9 for t in times])

def tok_size(tok: SimpleTokenizer) -> int: return len(tok.vocab)

def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
  p = argparse.ArgumentParser(prog="tg-llm", description="Chat with, benchmark or serve a GGUF language model on tinygrad.")
  p.add_argument("--model", "-m", default=DEFAULT_MODEL,
                 help=f"model: {', '.join(models)} (default {DEFAULT_MODEL}, shipped in this wheel), or path to a local GGUF file, or a URL")
  p.add_argument("--max_context", type=int, default=4096, help="KV cache length (clamped to the model's context length)")
  p.add_argument("--serve", type=int, nargs="?", const=8000, metavar="PORT", help="serve the OpenAI-compatible API and chat page (port 8000)")
  p.add_argument("--host", default="127.0.0.1", help="address to serve on (default 127.0.0.1; 0.0.0.0 for every interface)")
  p.add_argument("--slots", type=int, default=None, help="--serve: requests decoded together, each with its own float32 KV "
                 "cache of --max_context positions (default LLM_SLOTS or 8; 0: one at a time)")
  p.add_argument("--warmup", action="store_true", help="capture the JITs before anything else")
  p.add_argument("--benchmark", type=int, nargs="?", const=20, metavar="COUNT", help="time COUNT decode steps (20) and exit")
  p.add_argument("--no_chat_template", action="store_true", help="feed stdin as a raw prompt and print its continuation")
  p.add_argument("--temperature", type=float, default=0.0, help="sampling temperature (0: greedy)")
  p.add_argument("--seed", type=int, default=None, help="seed for sampling at temperature > 0")
  p.add_argument("--max_tokens", type=int, default=None, help="stop each answer after this many tokens")
  args = p.parse_args(argv)
  if args.slots is not None and args.slots < 0: p.error(f"--slots must be >= 0, got {args.slots}")
  if args.max_context < 8: p.error(f"--max_context must be at least 8, got {args.max_context}")
  if args.temperature < 0: p.error(f"--temperature must be >= 0, got {args.temperature}")
  return args

def main(argv: list[str] | None = None) -> None:
  """The `tg-llm` command: chat in the terminal, answer piped stdin, `--benchmark`, or `--serve` the OpenAI-compatible API.

  Args:
    argv: the arguments (default: sys.argv[1:]).

  Examples:
    >>> from tinygrad.llm.cli import main
    >>> main(["--help"])
    Traceback (most recent call last):
    ...
    SystemExit: 0
  """
  args = parse_args(argv)
  st = time.perf_counter()
  model, kv, model_name = load(args.model, args.max_context)
  timings = {"load": time.perf_counter() - st}
  tok = SimpleTokenizer.from_gguf_kv(kv)
  template = chat_template(kv, tok)
  if args.warmup or args.serve is not None or args.benchmark is not None:
    st = time.perf_counter()
    with Context(DEBUG=max(1, int(os.getenv("DEBUG", "0") or 0))) if args.warmup else Context(): model.warmup()
    timings["warmup"] = time.perf_counter() - st
    save_snapshot(model, model.snapshot)
  if args.serve is not None:
    from tinygrad.llm.serve import serve
    return serve(model, model_name, tok, template, args.serve, args.host, args.slots)
  if args.benchmark is not None: return benchmark(model, tok, args.benchmark, timings)
  try:
    if args.no_chat_template and not sys.stdin.isatty(): return answer_raw(model, tok, sys.stdin.read(), args)
    chat(model, tok, template, args)
  finally:
    if model.snapshot is not None: save_snapshot(model, model.snapshot)
