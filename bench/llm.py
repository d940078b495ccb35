"""tg-llm speed against llama.cpp as a user runs it: decode and prefill tokens per second, wall clock, on the same GGUF files.

  uv run python bench/llm.py [--types F16 Q8_0 Q4_K_M ...] [--tg-types Q8_0 ...] [--model PATH] [--prompt 64] [--decode 32]
                             [--reps 5] [--threads N] [--json]
  uv run python bench/llm.py --clients 1 2 4 8 [--clients-dtype Q8_0] [--slots 8]

--clients serves one model (--model, or the random 83M llama stored as --clients-dtype by tinygrad's quantiser) over real HTTP
(tinygrad.llm.serve's batching server, on a free port in this process) and, for each N, runs N concurrent streaming completions
(distinct prompts of --prompt token ids, --decode greedy tokens each, N client threads), wall clock: aggregate decode tok/s = the
tokens that arrive while all N clients decode (after the last one's first token, until the first one's last) / that window. Use a
--decode long enough that the window spans many steps (prefills of the others happen first).

The files: bench/llm.py's random_llama writes one 83M-parameter llama (dim 768, 12 layers, 12 heads, FFN 1920, 1024-token vocab,
random weights) in F16, and llama.cpp's own quantiser (llama-quantize) makes every --types file from it: F16, Q8_0, Q4_K_M (Q4_K
mixed with Q6_K), Q5_K_M, Q6_K, Q3_K_M, Q2_K, whichever it accepts (a refusal is printed and the type skipped). --tg-types adds
files quantised by tinygrad's own quantiser (tinygrad.llm.quants) as extra rows; --model measures one given file instead.

llama.cpp runs in its own process as a user runs it: llama-bench with its default threading (OMP_WAIT_POLICY and the other OpenMP
and ggml tuning variables are removed from its environment) and default weight repacking, -t CPU_COUNT (the threads tinygrad's CPU
device splits kernels over; --threads sets both), prefill = pp<prompt>, decode = tg<decode> at depth <prompt> (32 tokens decoded
after a 64-token context). tinygrad runs in this process: prefill = time to the first sampled token of a fresh <prompt>-token
prompt, decode = mean time per token of the next <decode>-1. Each of --reps rounds runs both sides once, the order alternating
(tinygrad first in even rounds, llama.cpp first in odd ones); every figure is the median of the rounds (min beside it).

If llama-bench crashes (a signal or an error exit), the round is rerun with llama.cpp's extra weight buffers off (--repack 0: AMX
tiles and repacked quant blocks), the output says which crash turned what off, and that file's ratios are printed as handicapped,
never as a headline. Every decode figure is checked against the machine's memory bandwidth, measured here with threads copying a
buffer far larger than the caches: tok/s x bytes of matrices read per token above it means the figure is wrong (or the weights
sit in cache), and the row says so.

llama.cpp is never a dependency of this repository. The bench finds llama-bench and llama-quantize in $LLAMA_CPP_BIN (a directory)
or on PATH; build them from source (~30 min on 2 cores), e.g. from the llama-cpp-python sdist, which vendors llama.cpp:
  pip download --no-binary :all: --no-deps llama-cpp-python && tar xzf llama_cpp_python-*.tar.gz
  cmake -S llama_cpp_python-*/vendor/llama.cpp -B /work/llamacpp/build -DCMAKE_BUILD_TYPE=Release -DLLAMA_CURL=OFF -DBUILD_SHARED_LIBS=OFF
  cmake --build /work/llamacpp/build -j2 --target llama-bench llama-quantize
  LLAMA_CPP_BIN=/work/llamacpp/build/bin uv run python bench/llm.py
Without them it prints tinygrad's figures on files from its own quantiser beside the roofline of its own measured matmul GFLOPS and
matvec bandwidth.
"""
from __future__ import annotations
import argparse, json, os, pathlib, shutil, signal, statistics, subprocess, tempfile, threading, time
from typing import Any
from collections.abc import Callable
import numpy as np

def random_llama(path: str, dtype: str = "F32", dim: int = 768, layers: int = 12, heads: int = 12, kv_heads: int = 12, ffn: int = 1920,
                 vocab: int = 1024, ctx: int = 2048) -> str:
  """A random-weight llama GGUF (no tokenizer: the bench feeds token ids); matrices stored as dtype, norms as float32. A matrix whose
  rows are not a whole number of dtype's blocks (ffn_down's 1920 in Q4_K's 256) is stored as Q8_0, as llama.cpp's quantiser falls back."""
  from tinygrad.llm.gguf import GGML_BLOCKS, GGMLType, gguf_write
  from tinygrad.llm.quants import quantize
  rng, hd = np.random.default_rng(0), dim // heads
  def r(*shape: int) -> Any:
    a = rng.standard_normal(shape, dtype=np.float32) * 0.02
    if dtype in ("F32", "F16"): return a if dtype == "F32" else a.astype(np.float16)
    return quantize(a, GGMLType[dtype] if shape[-1] % GGML_BLOCKS[GGMLType[dtype]][0] == 0 else GGMLType.Q8_0)
  t: dict[str, Any] = {"token_embd.weight": r(vocab, dim), "output_norm.weight": np.ones(dim, np.float32), "output.weight": r(vocab, dim)}
  for i in range(layers):
    b = f"blk.{i}."
    t |= {b + "attn_norm.weight": np.ones(dim, np.float32), b + "ffn_norm.weight": np.ones(dim, np.float32), b + "attn_q.weight": r(dim, dim),
          b + "attn_k.weight": r(kv_heads * hd, dim), b + "attn_v.weight": r(kv_heads * hd, dim), b + "attn_output.weight": r(dim, dim),
          b + "ffn_gate.weight": r(ffn, dim), b + "ffn_up.weight": r(ffn, dim), b + "ffn_down.weight": r(dim, ffn)}
  gguf_write(path, {"general.architecture": "llama", "general.name": f"random-83m-{dtype}", "llama.block_count": layers,
                    "llama.context_length": ctx, "llama.embedding_length": dim, "llama.feed_forward_length": ffn,
                    "llama.attention.head_count": heads, "llama.attention.head_count_kv": kv_heads,
                    "llama.attention.layer_norm_rms_epsilon": 1e-5, "llama.rope.freq_base": 10000.0, **spm_vocab(vocab)}, t)
  return path

def spm_vocab(n: int) -> dict[str, Any]:
  """A SentencePiece-style vocabulary of n tokens (unk, bos, eos, the 256 byte tokens, then filler pieces): llama.cpp refuses a model
  without one, though the bench feeds token ids and never tokenises."""
  tokens = ["<unk>", "<s>", "</s>"] + [f"<0x{i:02X}>" for i in range(256)]
  tokens += [f"\u2581t{i}" for i in range(n - len(tokens))]
  types = [2, 3, 3] + [6] * 256 + [1] * (n - 259)  # unknown, control, byte, normal
  return {"tokenizer.ggml.model": "llama", "tokenizer.ggml.tokens": tokens, "tokenizer.ggml.scores": [float(-i) for i in range(n)],
          "tokenizer.ggml.token_type": types, "tokenizer.ggml.bos_token_id": 1, "tokenizer.ggml.eos_token_id": 2,
          "tokenizer.ggml.unknown_token_id": 0}

TARGETS = {"prefill": 1.0, "decode": 1.0}  # issue 32's goals, as ratios of tinygrad's tok/s to llama.cpp's at its defaults
LLAMA_TYPES = ["F16", "Q8_0", "Q4_K_M", "Q5_K_M", "Q6_K", "Q3_K_M", "Q2_K"]
TG_TYPES = ["F32", "F16", "Q8_0", "Q4_K", "Q4_0"]
# variables that change how llama.cpp's threads wait or are placed: a user's llama.cpp runs without them
PEER_ENV_DROP = ("OMP_WAIT_POLICY", "OMP_NUM_THREADS", "OMP_PROC_BIND", "OMP_PLACES", "GOMP_SPINCOUNT", "KMP_BLOCKTIME", "GGML_NUMA")
HOWTO = ("llama.cpp's llama-bench and llama-quantize were not found in $LLAMA_CPP_BIN or on PATH; build them from source as this "
         "bench's docstring shows (python bench/llm.py --help prints it) and set LLAMA_CPP_BIN to their directory")

def stats(xs: list[float]) -> dict[str, float]: return {"min": min(xs), "median": statistics.median(xs), "n": len(xs)}

def find_tool(name: str) -> str | None:
  """A llama.cpp binary: $LLAMA_CPP_BIN/name, else name on PATH, else None."""
  if (d := os.environ.get("LLAMA_CPP_BIN")) and os.access(p := os.path.join(d, name), os.X_OK): return p
  return shutil.which(name)

def describe_exit(rc: int) -> str:
  return f"killed by {signal.Signals(-rc).name}" if rc < 0 and -rc in signal.Signals._value2member_map_ else f"exit status {rc}"

def llama_quantize(exe: str, base: str, out: str, qtype: str, threads: int) -> str | None:
  """llama.cpp's quantiser writes base as qtype into out; returns None, or why it refused (its last lines)."""
  r = subprocess.run([exe, base, out, qtype, str(threads)], capture_output=True, text=True)
  if r.returncode == 0 and os.path.isfile(out): return None
  return f"{describe_exit(r.returncode)}: " + " | ".join((r.stderr or r.stdout).strip().splitlines()[-3:])

class LlamaBench:
  """llama.cpp in its own process: one llama-bench run per round (pp<prompt> at depth 0, tg<decode> at depth <prompt>, -r 1 after
  its own warmup), default threading and repacking. A crash turns the extra weight buffers off (--repack 0) and is recorded."""
  def __init__(self, exe: str, path: str, threads: int, prompt: int, decode: int):
    self.exe, self.path, self.threads, self.prompt, self.decode = exe, path, threads, prompt, decode
    self.extra: list[str] = []
    self.turned_off: list[str] = []  # what was turned off, and the crash that made it so
    self.env = {k: v for k, v in os.environ.items() if k not in PEER_ENV_DROP}
    self.dropped = sorted(k for k in PEER_ENV_DROP if k in os.environ)
  def _run(self, args: list[str]) -> subprocess.CompletedProcess:
    cmd = [self.exe, "-m", self.path, "-t", str(self.threads), "-r", "1", "-o", "json", *args, *self.extra]
    return subprocess.run(cmd, capture_output=True, text=True, env=self.env, timeout=1800)
  def _one(self, args: list[str]) -> float:
    r = self._run(args)
    if r.returncode != 0 and not self.extra:
      said = " | ".join(r.stderr.strip().splitlines()[-2:]) or "nothing on stderr; -v shows the last step"
      why = f"llama-bench {' '.join(args)} {describe_exit(r.returncode)} ({said})"
      self.extra, self.turned_off = ["--repack", "0"], [f"extra weight buffers (--repack 0: AMX / repacked quant blocks) after {why}"]
      r = self._run(args)
    if r.returncode != 0: raise RuntimeError(f"llama-bench failed even with {self.extra}: {describe_exit(r.returncode)}: {r.stderr[-400:]}")
    rows = json.loads(r.stdout)
    assert len(rows) == 1 and "avg_ts" in rows[0], rows
    return float(rows[0]["avg_ts"])
  def round(self) -> dict[str, float]:
    return {"prefill": self._one(["-p", str(self.prompt), "-n", "0"]),
            "decode": self._one(["-p", "0", "-n", str(self.decode), "-d", str(self.prompt)])}

def machine_bandwidth(reps: int = 5, nbytes: int = 512 << 20) -> float:
  """The machine's memory bandwidth in GB/s: CPU_COUNT threads each copying its part of a buffer far larger than the caches (numpy
  releases the GIL); bytes read + bytes written over the best time of reps."""
  from tinygrad.helpers import CPU_COUNT
  src, dst = np.ones(nbytes // 8, np.float64), np.zeros(nbytes // 8, np.float64)
  parts = np.array_split(np.arange(len(src)), CPU_COUNT.value)
  def copy(ix: np.ndarray) -> None: np.copyto(dst[ix[0]:ix[-1] + 1], src[ix[0]:ix[-1] + 1])
  best = float("inf")
  for _ in range(reps + 1):
    ts = [threading.Thread(target=copy, args=(ix,)) for ix in parts]
    st = time.perf_counter()
    for t in ts: t.start()
    for t in ts: t.join()
    best = min(best, time.perf_counter() - st)
  return 2 * nbytes / best / 1e9

class TgRunner:
  """tinygrad: prefill = time to the first sampled token of a fresh prompt; decode = mean time per token of the next `decode`."""
  def __init__(self, path: str, ctx: int):
    from tinygrad.llm.model import Transformer
    st = time.perf_counter()
    self.model, _ = Transformer.from_gguf(path, ctx)
    self.load_s = time.perf_counter() - st
    st = time.perf_counter()
    self.model.warmup(64)
    self.warm_s = time.perf_counter() - st
  def prefill(self, prompt: list[int]) -> float:
    self.model._cached_tokens = []
    gen = self.model.generate(list(prompt), chunk_size=64)
    st = time.perf_counter()
    next(gen)
    dt = time.perf_counter() - st
    gen.close()
    return len(prompt) / dt
  def decode(self, prompt: list[int], n: int) -> tuple[float, list[int]]:
    self.model._cached_tokens = []
    gen = self.model.generate(list(prompt), chunk_size=64)
    out = [next(gen)]
    st = time.perf_counter()
    out += [next(gen) for _ in range(n - 1)]
    return (n - 1) / (time.perf_counter() - st), out

def measure_machine(reps: int, wdtype: Any) -> dict[str, float]:
  """tinygrad's own speed on the kernels an LLM is made of: GFLOPS of a (64, 768) x (768, 1920) float32 matmul (prefill's shape) and
  GB/s of a matrix-vector product over a (4096, 2048) matrix stored as wdtype, computed in float32 (decode's shape: every weight byte
  read once per token, in the dtype the model keeps its matrices in)."""
  from tinygrad.dtype import dtypes
  from tinygrad.tensor import Tensor
  def best(f: Callable[[], Any]) -> float:
    ts = []
    for _ in range(reps + 1):
      st = time.perf_counter()
      f()
      ts.append(time.perf_counter() - st)
    return min(ts[1:])
  a, b = Tensor.rand(64, 768).realize(), Tensor.rand(768, 1920).realize()
  t_mm = best(lambda: (a @ b).realize())
  w, x = Tensor.rand(4096, 2048).cast(wdtype).realize(), Tensor.rand(2048).realize()
  t_mv = best(lambda: (w.cast(dtypes.float32) @ x).realize())
  return {"matmul_gflops": 2 * 64 * 768 * 1920 / t_mm / 1e9, "matvec_gbs": 4096 * 2048 * wdtype.itemsize / t_mv / 1e9}

def model_costs(path: str, ctx_mid: int, model: Any) -> dict[str, float]:
  """FLOPs per token (2 x matrix parameters + attention at the mid context), and the matrix bytes read per decoded token: in the file
  (what llama.cpp reads) and as tinygrad's decode reads them (its matvec forms, else the fp16 or packed matrices)."""
  from tinygrad.llm.gguf import GGUFFile
  with GGUFFile(path) as f:
    kv, ts = f.kv, f.tensors
    mats = [n for n, i in ts.items() if len(i.shape) == 2 and n != "token_embd.weight"]
    L, D = kv["llama.block_count"], kv["llama.embedding_length"]
    flops = 2 * sum(ts[n].n for n in mats) + L * 4 * ctx_mid * D
    sd, mv = model.state_dict(), {**model.mv, **{f"blk.{i}.{k}": m for i, b in enumerate(model.blk) for k, m in b.mv.items()}}
    covered = set(mv) | {n.replace("attn_qkv", f"attn_{x}.weight") for n in mv if n.endswith("attn_qkv") for x in "qkv"}
    tg_bytes = sum(m.nbytes for m in mv.values()) + sum(sd[n].numel() * sd[n].dtype.itemsize for n in mats if n not in covered)
    return {"params": sum(i.n for i in ts.values()), "flops_per_token": flops, "file_bytes_per_token": sum(ts[n].nbytes for n in mats),
            "bytes_per_token": tg_bytes}

def byte_tokenizer(vocab: int) -> Any:
  """A tokenizer for the random model's ids over HTTP: ids 0..127 are ASCII bytes, the rest text pieces (so every token is one streamed
  event: no byte waits for the rest of a UTF-8 character), no end token (every client decodes exactly the tokens it asked for)."""
  from tinygrad.llm.tokenizer import SimpleTokenizer, gpt2_byte_to_unicode
  b2u = gpt2_byte_to_unicode()
  return SimpleTokenizer({**{b2u[b]: b for b in range(128)}, **{f"t{i}": i for i in range(128, vocab)}}, {}, "llama3", eos_id=-1)

def client(port: int, prompt: list[int], n: int) -> tuple[int, list[float]]:
  """One streaming completion over HTTP: (tokens made, as the usage counts them; the arrival time of every token's event)."""
  import http.client
  conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
  body = {"prompt": prompt, "max_tokens": n, "stream": True, "stream_options": {"include_usage": True}}
  conn.request("POST", "/v1/completions", json.dumps(body), {"Content-Type": "application/json"})
  r, times, made = conn.getresponse(), [], 0
  while line := r.readline():
    if not line.startswith(b"data: {"): continue
    ev = json.loads(line[6:])
    if ev.get("usage"): made = ev["usage"]["completion_tokens"]
    elif ev["choices"][0]["text"]: times.append(time.perf_counter())
  conn.close()
  return made, times

def bench_clients(path: str, args: argparse.Namespace) -> dict[str, Any]:
  """Aggregate decode tok/s of N concurrent HTTP clients on the batching server, per N in args.clients (min / median of args.reps)."""
  from tinygrad.llm.model import Transformer
  from tinygrad.llm.serve import LLMServer
  model, _ = Transformer.from_gguf(path, args.prompt + args.decode + 8)
  srv = LLMServer(("127.0.0.1", 0), model, "random", byte_tokenizer(model.cfg.vocab_size), None, quiet=True, slots=args.slots)
  assert srv.scheduler is not None, "the model is not batchable"
  st = time.perf_counter()
  srv.scheduler.engine.warmup()
  warm = time.perf_counter() - st
  threading.Thread(target=srv.serve_forever, daemon=True).start()
  port, out = srv.server_address[1], {"warmup_s": warm, "slots": args.slots, "clients": {}}
  try:
    rates: dict[int, list[float]] = {n: [] for n in args.clients}
    for rep in range(args.reps + 1):  # rounds interleave the client counts, so a load that drifts on a shared machine hits them alike
      for n in args.clients:  # round 0 is a warmup (byte decoders, thread start-up)
        prompts = [[(7 * i + 131 * c + 17 * rep + 3) % 1000 for i in range(args.prompt)] for c in range(n)]  # distinct: no prefix reuse
        res: list[tuple[int, list[float]]] = [(0, [])] * n
        def run(c: int, prompts: list[list[int]] = prompts, res: list[tuple[int, list[float]]] = res) -> None:
          res[c] = client(port, prompts[c], args.decode)
        ts = [threading.Thread(target=run, args=(c,)) for c in range(n)]
        for t in ts: t.start()
        for t in ts: t.join()
        if any(r[0] != args.decode or len(r[1]) != args.decode for r in res): raise RuntimeError(f"clients got {[r[0] for r in res]} tokens")
        # decode only: from when the last client got its first token (every prompt is in) to when the first one ended
        t0, t1 = max(r[1][0] for r in res), min(r[1][-1] for r in res)
        if rep and t1 > t0: rates[n].append(sum(t0 < t <= t1 for r in res for t in r[1]) / (t1 - t0))
    out["clients"] = {n: stats(v) for n, v in rates.items()}
  finally:
    srv.shutdown()
    srv.server_close()
  one = out["clients"].get(1)
  for s in out["clients"].values(): s["vs_one_client"] = s["median"] / one["median"] if one else None
  return out

def tg_round(tg: TgRunner, prompt: list[int], decode: int) -> dict[str, float]:
  return {"prefill": tg.prefill(prompt), "decode": tg.decode(prompt, decode)[0]}

def bench_file(label: str, path: str, args: argparse.Namespace, bench_exe: str | None, bw: float) -> dict[str, Any]:
  """Both sides on one file, --reps rounds in alternating order; medians, ratios, GB/s against the machine's bandwidth."""
  from tinygrad.llm.gguf import GGUFFile
  with GGUFFile(path) as g: vocab = len(g.kv.get("tokenizer.ggml.tokens", range(1001)))
  prompt = [(7 * i + 3) % (vocab - 1) for i in range(args.prompt)]
  tg = TgRunner(path, max(args.prompt + args.decode + 8, 2 * 64 + 8))
  peer = LlamaBench(bench_exe, path, args.threads, args.prompt, args.decode) if bench_exe else None
  runs: dict[str, dict[str, list[float]]] = {"tinygrad": {"prefill": [], "decode": []}, "llama.cpp": {"prefill": [], "decode": []}}
  for i in range(args.reps):
    sides: list[tuple[str, Callable[[], dict[str, float]]]] = [("tinygrad", lambda: tg_round(tg, prompt, args.decode))]
    if peer is not None: sides.append(("llama.cpp", peer.round))
    for name, f in (sides if i % 2 == 0 else sides[::-1]):
      for k, v in f().items(): runs[name][k].append(v)
  res: dict[str, Any] = {"file": label, "path": path, "size_mb": os.path.getsize(path) / 1e6, "tg_load_s": tg.load_s, "tg_warmup_s": tg.warm_s,
                         "tinygrad": {k: stats(v) for k, v in runs["tinygrad"].items()}}
  c = res["costs"] = model_costs(path, args.prompt + args.decode // 2, tg.model)
  res["decode_gb_s"] = {"tinygrad": res["tinygrad"]["decode"]["median"] * c["bytes_per_token"] / 1e9}
  if peer is not None:
    res["llama.cpp"] = {k: stats(v) for k, v in runs["llama.cpp"].items()}
    res["decode_gb_s"]["llama.cpp"] = res["llama.cpp"]["decode"]["median"] * c["file_bytes_per_token"] / 1e9
    res["ratio_median"] = {k: res["tinygrad"][k]["median"] / res["llama.cpp"][k]["median"] for k in ("prefill", "decode")}
    res["peer_turned_off"], res["peer_env_removed"] = peer.turned_off, peer.dropped
    res["headline"] = not peer.turned_off
  else:  # no peer: the roofline of tinygrad's own measured matmul and matvec speed
    m = res["machine"] = measure_machine(args.reps, wdtype := tg.model.blk[0].w["attn_q.weight"].dtype)
    roof = res["roofline_tok_s"] = {"prefill": m["matmul_gflops"] * 1e9 / c["flops_per_token"],
                                    "decode": m["matvec_gbs"] * 1e9 / c["bytes_per_token"]}
    res["fraction_of_roofline"] = {k: res["tinygrad"][k]["median"] / roof[k] for k in roof}
    res["roofline_from"] = f"{m['matmul_gflops']:.1f} GFLOPS (64x768x1920 matmul), {m['matvec_gbs']:.1f} GB/s (4096x2048 {wdtype.name} matvec)"
  res["above_bandwidth"] = [k for k, v in res["decode_gb_s"].items() if v > bw]
  return res

def make_files(args: argparse.Namespace, quantize_exe: str | None, tmp: pathlib.Path) -> tuple[list[tuple[str, str]], list[str]]:
  """(label, path) of every file to measure, and the quantiser's refusals."""
  if args.model: return [(pathlib.Path(args.model).name, args.model)], []
  files, refused = [], []
  if quantize_exe is not None:
    base = random_llama(str(tmp / "random83m-base-F16.gguf"), "F16")
    for t in args.types:
      out = str(tmp / f"random83m-{t}.gguf")
      if (why := llama_quantize(quantize_exe, base, out, t, args.threads)) is None: files.append((f"{t} (llama-quantize)", out))
      elif t == "F16": files.append(("F16 (random_llama)", base))  # the base file is already F16 when the quantiser will not copy it
      else: refused.append(f"llama-quantize refused {t}: {why}")
  for t in (args.tg_types if quantize_exe is not None else args.tg_types or ["F16", "Q8_0", "Q4_K"]):
    files.append((f"{t} (tg quantiser)", random_llama(str(tmp / f"random83m-tg-{t}.gguf"), t)))
  return files, refused

def report(res: dict[str, Any], bw: float, args: argparse.Namespace) -> None:
  c = res["costs"]
  print(f"\n{res['file']}: {res['size_mb']:.1f} MB, {c['file_bytes_per_token']/1e6:.1f} MB of matrices per token in the file, "
        f"{c['bytes_per_token']/1e6:.1f} MB as tinygrad reads them; tg load {res['tg_load_s']:.2f} s, warmup {res['tg_warmup_s']:.2f} s")
  for k in ("prefill", "decode"):
    t = res["tinygrad"][k]
    line = f"  {k:8s} tinygrad {t['min']:8.1f} / {t['median']:8.1f} tok/s"
    if "llama.cpp" in res:
      p, r = res["llama.cpp"][k], res["ratio_median"][k]
      verdict = ("met" if r >= TARGETS[k] else "MISSED") if res["headline"] else "peer handicapped: not a headline"
      line += f"   llama.cpp {p['min']:8.1f} / {p['median']:8.1f} tok/s   ratio {r:.3f} (target >= {TARGETS[k]}x: {verdict})"
    elif "roofline_tok_s" in res: line += f"   roofline {res['roofline_tok_s'][k]:8.1f} tok/s   fraction {res['fraction_of_roofline'][k]:.3f}"
    print(line)
  g = res["decode_gb_s"]
  print(f"  decode reads {g['tinygrad']:.2f} GB/s in tinygrad" + (f", {g['llama.cpp']:.2f} GB/s in llama.cpp" if "llama.cpp" in g else "") +
        f" (machine: {bw:.1f} GB/s)" + (f"; ABOVE the machine's bandwidth: {', '.join(res['above_bandwidth'])} (figure wrong or weights "
                                         "cached)" if res["above_bandwidth"] else ""))
  for why in res.get("peer_turned_off", []): print(f"  llama.cpp CRASHED and was rerun with {why}")
  if "roofline_from" in res: print(f"  roofline from tinygrad's measured {res['roofline_from']}")

def clients_main(args: argparse.Namespace) -> None:
  """--clients: aggregate decode tok/s of N concurrent HTTP clients on the batching server, beside one client's."""
  path = args.model or random_llama(str(pathlib.Path(tempfile.mkdtemp()) / f"random83m-{args.clients_dtype}.gguf"), args.clients_dtype)
  b = bench_clients(path, args)
  if args.json: return print(json.dumps({"model": path, "loadavg": os.getloadavg(), **b}))
  la = os.getloadavg()
  print(f"model {path}\nload average {la[0]:.2f} {la[1]:.2f} {la[2]:.2f}; batching server, {args.slots} slots, warmup {b['warmup_s']:.1f} s; "
        f"prompt {args.prompt}, decode {args.decode} per client, reps {args.reps} (min / median, wall clock), CPU_COUNT={args.threads}")
  for n, st in b["clients"].items():
    print(f"clients {n:3d}  aggregate decode {st['min']:8.1f} / {st['median']:8.1f} tok/s   {st['vs_one_client']:.2f}x one client's"
          + ("  (goal at 8: >= 4x)" if n == 8 else ""))

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.splitlines()[0], epilog=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  ap.add_argument("--types", nargs="*", default=["F16", "Q8_0", "Q4_K_M"], help=f"llama-quantize types to measure (any of {' '.join(LLAMA_TYPES)})")
  ap.add_argument("--tg-types", nargs="*", default=[], choices=TG_TYPES, help="extra files from tinygrad's own quantiser")
  ap.add_argument("--model", default=None, help="measure this GGUF file only")
  ap.add_argument("--prompt", type=int, default=64, help="prompt length in tokens")
  ap.add_argument("--decode", type=int, default=32, help="tokens to decode per run")
  ap.add_argument("--reps", type=int, default=5, help="rounds (median and min printed)")
  ap.add_argument("--threads", type=int, default=None, help="threads for both sides (default: tinygrad's CPU_COUNT; sets CPU_COUNT)")
  ap.add_argument("--json", action="store_true", help="print one JSON object instead of text")
  ap.add_argument("--clients", type=int, nargs="+", default=None, help="measure the batching HTTP server with these numbers of concurrent clients")
  ap.add_argument("--clients-dtype", default="Q8_0", choices=TG_TYPES, help="--clients: the random model's storage type (tinygrad's quantiser)")
  ap.add_argument("--slots", type=int, default=8, help="--clients: the server's KV cache slots (concurrent generations)")
  args = ap.parse_args()
  if args.threads is not None: os.environ["CPU_COUNT"] = str(args.threads)  # before tinygrad reads it
  from tinygrad.helpers import CPU_COUNT
  args.threads = CPU_COUNT.value
  if args.clients: return clients_main(args)
  bench_exe, quantize_exe = find_tool("llama-bench"), find_tool("llama-quantize")
  if bench_exe is None or quantize_exe is None: bench_exe = quantize_exe = None
  bw = machine_bandwidth()
  out: dict[str, Any] = {"loadavg_start": os.getloadavg(), "threads": args.threads, "prompt": args.prompt, "decode": args.decode,
                         "reps": args.reps, "machine_gb_s": bw, "llama_bench": bench_exe, "files": []}
  with tempfile.TemporaryDirectory() as tmp:
    files, out["refused"] = make_files(args, quantize_exe, pathlib.Path(tmp))
    for label, path in files:
      try: res = bench_file(label, path, args, bench_exe, bw)
      except Exception as e: res = {"file": label, "error": f"{type(e).__name__}: {e}"}
      out["files"].append(res)
  out["loadavg_end"] = os.getloadavg()
  if args.json: return print(json.dumps(out))
  la, lb = out["loadavg_start"], out["loadavg_end"]
  print(f"threads {args.threads} on both sides (llama-bench -t, tinygrad CPU_COUNT); prompt {args.prompt}, decode {args.decode}, "
        f"{args.reps} rounds alternating, min / median tok/s, wall clock; load average {la[0]:.2f} at start, {lb[0]:.2f} at end; machine "
        f"memory bandwidth {bw:.1f} GB/s (threaded copy, read + write)")
  if bench_exe is None: print(HOWTO)
  else:
    dropped = sorted({k for r in out["files"] for k in r.get("peer_env_removed", [])})
    print(f"llama.cpp: {bench_exe}, its defaults" + (f" (removed from its environment: {', '.join(dropped)})" if dropped else ""))
  for why in out["refused"]: print(why)
  for res in out["files"]:
    if "error" in res: print(f"\n{res['file']}: {res['error']}")
    else: report(res, bw, args)
  heads = [r for r in out["files"] if r.get("headline")]
  if heads:
    print("\nheadline (tinygrad / llama.cpp at its defaults, median):")
    print("| file | prefill tg / llama.cpp tok/s | ratio | decode tg / llama.cpp tok/s | ratio |\n|---|---|---|---|---|")
    for r in heads:
      t, p, q = r["tinygrad"], r["llama.cpp"], r["ratio_median"]
      print(f"| {r['file']} | {t['prefill']['median']:.0f} / {p['prefill']['median']:.0f} | {q['prefill']:.2f}x | "
            f"{t['decode']['median']:.0f} / {p['decode']['median']:.0f} | {q['decode']:.2f}x |")

if __name__ == "__main__":
  main()
