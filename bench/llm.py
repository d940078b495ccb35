"""tg-llm speed, wall clock: decode and prefill tokens per second of a llama GGUF on tinygrad, beside llama.cpp on the same file
(llama-cpp-python, an optional peer run in this process and interleaved with ours) or, when that is not installed, beside the
roofline that tinygrad's own measured matmul GFLOPS and memory bandwidth allow for the model's FLOPs and bytes per token.

  uv run python bench/llm.py [--model PATH] [--dtype F32|F16|Q8_0|Q4_K|Q4_0] [--prompt 64] [--decode 32] [--reps 5] [--json]
  uv run python bench/llm.py --dtype Q8_0 --clients 1 2 4 8 [--slots 8]

--clients serves the model over real HTTP (tinygrad.llm.serve's batching server, on a free port in this process) and, for each N,
runs N concurrent streaming completions (distinct prompts of --prompt token ids, --decode greedy tokens each, N client threads),
wall clock: aggregate decode tok/s = the tokens that arrive while all N clients decode (after the last one's first token, until the
first one's last) / that window. Use a --decode long enough that the window spans many steps (prefills of the others happen first).

With no --model it writes an 83M-parameter llama (dim 768, 12 layers, 12 heads, FFN 1920, 1024-token vocab) from random weights,
stored as --dtype. Every figure is min and median of --reps runs, wall clock, with the machine's load average printed. Both sides
use the same threads: tinygrad's CPU device splits kernels over CPU_COUNT (default: the cores), llama.cpp gets n_threads=CPU_COUNT.

llama-cpp-python is never a dependency of this repository. To compare, build it from PyPI into a side venv (it compiles llama.cpp
for this CPU, ~20 min on 2 cores) and point --peer-site (or LLAMA_CPP_SITE) at its site-packages; it is imported in this process:
  python3 -m venv /tmp/llamaenv && CMAKE_BUILD_PARALLEL_LEVEL=2 /tmp/llamaenv/bin/pip install llama-cpp-python
  LLAMA_CPP_SITE=/tmp/llamaenv/lib/python3.11/site-packages uv run python bench/llm.py --dtype Q8_0
"""
from __future__ import annotations
import argparse, json, os, pathlib, statistics, sys, tempfile, time
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

TARGETS = {"prefill": 0.5, "decode": 1.0}  # issue 20's goals, as ratios of tinygrad's tok/s to llama.cpp's

def stats(xs: list[float]) -> dict[str, float]: return {"min": min(xs), "median": statistics.median(xs), "n": len(xs)}

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

class LlamaCppRunner:
  """llama.cpp through llama-cpp-python, the same GGUF, the same threads, greedy. extra_bufts=False keeps llama.cpp off its extra
  weight buffers (AMX tiles, repacked quant blocks): its AMX Q8_0 path crashed (SIGSEGV) on this repository's AMX-capable VM."""
  def __init__(self, path: str, ctx: int, threads: int, extra_bufts: bool):
    import llama_cpp
    import llama_cpp.llama_cpp as capi
    default = capi.llama_model_default_params
    def params() -> Any:
      p = default()
      p.use_extra_bufts = extra_bufts
      return p
    capi.llama_model_default_params = params
    try: self.llm = llama_cpp.Llama(model_path=path, n_ctx=ctx, n_threads=threads, n_threads_batch=threads, n_batch=512, verbose=False)
    finally: capi.llama_model_default_params = default
  def _argmax(self) -> int:  # the last evaluated token's logits (llama-cpp-python keeps scores only with logits_all)
    return int(np.argmax(np.ctypeslib.as_array(self.llm._ctx.get_logits(), shape=(self.llm.n_vocab(),))))
  def prefill(self, prompt: list[int]) -> float:
    self.llm.reset()
    st = time.perf_counter()
    self.llm.eval(prompt)
    return len(prompt) / (time.perf_counter() - st)
  def decode(self, prompt: list[int], n: int) -> tuple[float, list[int]]:
    self.llm.reset()
    self.llm.eval(prompt)
    out: list[int] = []
    st = None
    for _ in range(n):
      out.append(self._argmax())
      if st is None: st = time.perf_counter()
      self.llm.eval([out[-1]])
    assert st is not None
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
  import threading
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

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  ap.add_argument("--model", default=None, help="a llama GGUF (default: the random 83M model written to a temp file)")
  ap.add_argument("--dtype", default="F32", choices=["F32", "F16", "Q8_0", "Q4_K", "Q4_0"], help="storage type of the random model's matrices")
  ap.add_argument("--prompt", type=int, default=64, help="prompt length in tokens")
  ap.add_argument("--decode", type=int, default=32, help="tokens to decode per run")
  ap.add_argument("--reps", type=int, default=5, help="runs of each measurement (min and median printed)")
  ap.add_argument("--threads", type=int, default=None, help="threads for llama.cpp (default: tinygrad's CPU_COUNT, the threads its kernels use)")
  ap.add_argument("--peer-site", default=os.environ.get("LLAMA_CPP_SITE"), help="a site-packages holding llama_cpp (appended to sys.path)")
  ap.add_argument("--peer-extra-bufts", action="store_true", help="let llama.cpp use its AMX / repacked weight buffers (crashed here)")
  ap.add_argument("--peer-omp-active", action="store_true", help="leave llama.cpp's OpenMP threads spinning (default: OMP_WAIT_POLICY=PASSIVE)")
  ap.add_argument("--no-peer", action="store_true", help="skip llama.cpp even when it is installed")
  ap.add_argument("--json", action="store_true", help="print one JSON object instead of text")
  ap.add_argument("--clients", type=int, nargs="+", default=None, help="measure the batching HTTP server with these numbers of concurrent clients")
  ap.add_argument("--slots", type=int, default=8, help="--clients: the server's KV cache slots (concurrent generations)")
  args = ap.parse_args()
  from tinygrad.helpers import CPU_COUNT
  if args.threads is None: args.threads = CPU_COUNT.value
  if args.peer_site: sys.path.append(args.peer_site)  # after ours: numpy and the rest still come from this environment
  # llama.cpp's OpenMP threads spin between ops by default; on a shared, loaded machine a spinning thread holds the core its partner
  # needs (decode measured 1.2 tok/s spinning vs 11.7 passive at load 7.6 on 2 cores). tinygrad's pool spins ~0.1 ms, then sleeps.
  if not args.peer_omp_active: os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
  path = args.model or random_llama(str(pathlib.Path(tempfile.mkdtemp()) / f"random83m-{args.dtype}.gguf"), args.dtype)
  if args.clients:
    b = bench_clients(path, args)
    if args.json: return print(json.dumps({"model": path, "loadavg": os.getloadavg(), **b}))
    la = os.getloadavg()
    print(f"model {path}\nload average {la[0]:.2f} {la[1]:.2f} {la[2]:.2f}; batching server, {args.slots} slots, warmup {b['warmup_s']:.1f} s; "
          f"prompt {args.prompt}, decode {args.decode} per client, reps {args.reps} (min / median, wall clock), CPU_COUNT={CPU_COUNT.value}")
    for n, s in b["clients"].items():
      print(f"clients {n:3d}  aggregate decode {s['min']:8.1f} / {s['median']:8.1f} tok/s   {s['vs_one_client']:.2f}x one client's"
            + ("  (goal at 8: >= 4x)" if n == 8 else ""))
    sys.exit(0)
  prompt = [(7 * i + 3) % 1000 for i in range(args.prompt)]
  ctx = args.prompt + args.decode + 8
  tg = TgRunner(path, max(ctx, 2 * 64 + 8))
  peer: LlamaCppRunner | None = None
  if not args.no_peer:
    try: peer = LlamaCppRunner(path, ctx, args.threads, args.peer_extra_bufts)
    except ImportError: peer = None
  res: dict[str, Any] = {"model": path, "prompt": args.prompt, "decode": args.decode, "reps": args.reps, "loadavg": os.getloadavg(),
                         "tg_load_s": tg.load_s, "tg_warmup_s": tg.warm_s}
  runs: dict[str, dict[str, list[float]]] = {"tinygrad": {"prefill": [], "decode": []}, "llama.cpp": {"prefill": [], "decode": []}}
  toks: dict[str, list[int]] = {}
  for _ in range(args.reps):  # interleaved: each rep runs ours, then the peer's
    for name, r in (("tinygrad", tg), ("llama.cpp", peer)):
      if r is None: continue
      runs[name]["prefill"].append(r.prefill(prompt))
      d, toks[name] = r.decode(prompt, args.decode)
      runs[name]["decode"].append(d)
  res["tinygrad"] = {k: stats(v) for k, v in runs["tinygrad"].items()}
  res["costs"] = c = model_costs(path, args.prompt + args.decode // 2, tg.model)
  res["threads"] = {"tinygrad": CPU_COUNT.value, "llama.cpp": args.threads if peer is not None else None}
  res["decode_gb_s"] = {"tinygrad": res["tinygrad"]["decode"]["median"] * c["bytes_per_token"] / 1e9}
  if peer is not None:
    res["llama.cpp"] = {k: stats(v) for k, v in runs["llama.cpp"].items()}
    res["decode_gb_s"]["llama.cpp"] = res["llama.cpp"]["decode"]["median"] * c["file_bytes_per_token"] / 1e9
    res["ratio_median"] = {k: res["tinygrad"][k]["median"] / res["llama.cpp"][k]["median"] for k in ("prefill", "decode")}
    res["greedy_tokens_agree"] = next((i for i, (a, b) in enumerate(zip(toks["tinygrad"], toks["llama.cpp"])) if a != b), len(toks["tinygrad"]))
  else:
    wdtype = tg.model.blk[0].w["attn_q.weight"].dtype
    m = measure_machine(args.reps, wdtype)
    res["machine"] = m
    roof = {"prefill": m["matmul_gflops"] * 1e9 / c["flops_per_token"], "decode": m["matvec_gbs"] * 1e9 / c["bytes_per_token"]}
    res["roofline_tok_s"] = roof
    res["fraction_of_roofline"] = {k: res["tinygrad"][k]["median"] / roof[k] for k in roof}
  if args.json: return print(json.dumps(res))
  la = res["loadavg"]
  print(f"model {path}\nload average {la[0]:.2f} {la[1]:.2f} {la[2]:.2f}; tg load {tg.load_s:.2f} s, warmup {tg.warm_s:.2f} s; "
        f"prompt {args.prompt}, decode {args.decode}, reps {args.reps} (min / median, wall clock); threads: tinygrad CPU_COUNT="
        f"{CPU_COUNT.value}, llama.cpp n_threads={res['threads']['llama.cpp']} (OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY', '-')})")
  for k in ("prefill", "decode"):
    t = res["tinygrad"][k]
    line = f"{k:8s} tinygrad {t['min']:9.1f} / {t['median']:9.1f} tok/s"
    if peer is not None:
      p = res["llama.cpp"][k]
      goal = TARGETS[k]
      line += (f"   llama.cpp {p['min']:9.1f} / {p['median']:9.1f} tok/s   ratio {res['ratio_median'][k]:.3f} "
               f"(target >= {goal}x: {'met' if res['ratio_median'][k] >= goal else 'MISSED'})")
    else: line += f"   roofline {res['roofline_tok_s'][k]:9.1f} tok/s   fraction {res['fraction_of_roofline'][k]:.3f}"
    print(line)
  gbs = res["decode_gb_s"]
  print(f"decode reads {c['bytes_per_token']/1e6:.0f} MB of matrices per token in tinygrad ({gbs['tinygrad']:.1f} GB/s), "
        f"{c['file_bytes_per_token']/1e6:.0f} MB in llama.cpp" + (f" ({gbs['llama.cpp']:.1f} GB/s)" if peer is not None else ""))
  if peer is not None: print(f"greedy decode: the first {res['greedy_tokens_agree']} of {args.decode} tokens agree")
  else:
    m = res["machine"]
    print(f"llama-cpp-python is not installed: roofline from tinygrad's measured {m['matmul_gflops']:.1f} GFLOPS (64x768x1920 matmul) and "
          f"{m['matvec_gbs']:.1f} GB/s (4096x2048 {wdtype.name} matvec); the model: {c['params']/1e6:.1f}M params, {c['flops_per_token']/1e6:.0f} "
          f"MFLOP and {c['bytes_per_token']/1e6:.0f} MB of matrices per token as tinygrad keeps them "
          f"({c['file_bytes_per_token']/1e6:.0f} MB in the file)")
  sys.exit(0)

if __name__ == "__main__":
  main()
