"""tg-llm speed, wall clock: decode and prefill tokens per second of a llama GGUF on tinygrad, beside llama.cpp on the same file
(llama-cpp-python, an optional peer run in this process and interleaved with ours) or, when that is not installed, beside the
roofline that tinygrad's own measured matmul GFLOPS and memory bandwidth allow for the model's FLOPs and bytes per token.

  uv run python bench/llm.py [--model PATH] [--dtype F32|F16|Q8_0|Q4_0] [--prompt 64] [--decode 32] [--reps 5] [--threads 2] [--json]

With no --model it writes an 83M-parameter llama (dim 768, 12 layers, 12 heads, FFN 1920, 1024-token vocab) from random weights,
stored as --dtype. Every figure is min and median of --reps runs, wall clock, with the machine's load average printed.
"""
from __future__ import annotations
import argparse, json, os, pathlib, statistics, sys, tempfile, time
from typing import Any
from collections.abc import Callable
import numpy as np

def random_llama(path: str, dtype: str = "F32", dim: int = 768, layers: int = 12, heads: int = 12, kv_heads: int = 12, ffn: int = 1920,
                 vocab: int = 1024, ctx: int = 2048) -> str:
  """A random-weight llama GGUF (no tokenizer: the bench feeds token ids); matrices stored as dtype, norms as float32."""
  from tinygrad.llm.gguf import GGMLType, gguf_write
  from tinygrad.llm.quants import quantize
  rng, hd = np.random.default_rng(0), dim // heads
  def r(*shape: int) -> Any:
    a = rng.standard_normal(shape, dtype=np.float32) * 0.02
    return a if dtype == "F32" else a.astype(np.float16) if dtype == "F16" else quantize(a, GGMLType[dtype])
  t: dict[str, Any] = {"token_embd.weight": r(vocab, dim), "output_norm.weight": np.ones(dim, np.float32), "output.weight": r(vocab, dim)}
  for i in range(layers):
    b = f"blk.{i}."
    t |= {b + "attn_norm.weight": np.ones(dim, np.float32), b + "ffn_norm.weight": np.ones(dim, np.float32), b + "attn_q.weight": r(dim, dim),
          b + "attn_k.weight": r(kv_heads * hd, dim), b + "attn_v.weight": r(kv_heads * hd, dim), b + "attn_output.weight": r(dim, dim),
          b + "ffn_gate.weight": r(ffn, dim), b + "ffn_up.weight": r(ffn, dim), b + "ffn_down.weight": r(dim, ffn)}
  gguf_write(path, {"general.architecture": "llama", "general.name": f"random-83m-{dtype}", "llama.block_count": layers,
                    "llama.context_length": ctx, "llama.embedding_length": dim, "llama.feed_forward_length": ffn,
                    "llama.attention.head_count": heads, "llama.attention.head_count_kv": kv_heads,
                    "llama.attention.layer_norm_rms_epsilon": 1e-5, "llama.rope.freq_base": 10000.0}, t)
  return path

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
  """llama.cpp through llama-cpp-python, the same GGUF, the same threads, greedy."""
  def __init__(self, path: str, ctx: int, threads: int):
    import llama_cpp
    self.llm = llama_cpp.Llama(model_path=path, n_ctx=ctx, n_threads=threads, n_threads_batch=threads, n_batch=512, verbose=False)
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
      tok = int(np.argmax(self.llm.scores[self.llm.n_tokens - 1]))
      out.append(tok)
      if st is None: st = time.perf_counter()
      self.llm.eval([tok])
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
  (what llama.cpp reads) and as tinygrad keeps them (fp16 unless HALF=0, packed by pack_weights)."""
  from tinygrad.llm.gguf import GGUFFile
  with GGUFFile(path) as f:
    kv, ts = f.kv, f.tensors
    mats = [n for n, i in ts.items() if len(i.shape) == 2 and n != "token_embd.weight"]
    L, D = kv["llama.block_count"], kv["llama.embedding_length"]
    flops = 2 * sum(ts[n].n for n in mats) + L * 4 * ctx_mid * D
    sd = model.state_dict()
    return {"params": sum(i.n for i in ts.values()), "flops_per_token": flops, "file_bytes_per_token": sum(ts[n].nbytes for n in mats),
            "bytes_per_token": sum(sd[n].numel() * sd[n].dtype.itemsize for n in mats)}

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  ap.add_argument("--model", default=None, help="a llama GGUF (default: the random 83M model written to a temp file)")
  ap.add_argument("--dtype", default="F32", choices=["F32", "F16", "Q8_0", "Q4_0"], help="storage type of the random model's matrices")
  ap.add_argument("--prompt", type=int, default=64, help="prompt length in tokens")
  ap.add_argument("--decode", type=int, default=32, help="tokens to decode per run")
  ap.add_argument("--reps", type=int, default=5, help="runs of each measurement (min and median printed)")
  ap.add_argument("--threads", type=int, default=os.cpu_count() or 1, help="threads for llama.cpp (tinygrad's CPU device uses its own pool)")
  ap.add_argument("--no-peer", action="store_true", help="skip llama.cpp even when it is installed")
  ap.add_argument("--json", action="store_true", help="print one JSON object instead of text")
  args = ap.parse_args()
  path = args.model or random_llama(str(pathlib.Path(tempfile.mkdtemp()) / f"random83m-{args.dtype}.gguf"), args.dtype)
  prompt = [(7 * i + 3) % 1000 for i in range(args.prompt)]
  ctx = args.prompt + args.decode + 8
  tg = TgRunner(path, max(ctx, 2 * 64 + 8))
  peer: LlamaCppRunner | None = None
  if not args.no_peer:
    try: peer = LlamaCppRunner(path, ctx, args.threads)
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
  if peer is not None:
    res["llama.cpp"] = {k: stats(v) for k, v in runs["llama.cpp"].items()}
    res["ratio_median"] = {k: res["tinygrad"][k]["median"] / res["llama.cpp"][k]["median"] for k in ("prefill", "decode")}
    res["greedy_tokens_agree"] = toks["tinygrad"] == toks["llama.cpp"]
  else:
    wdtype = tg.model.blk[0].w["attn_q.weight"].dtype
    m, c = measure_machine(args.reps, wdtype), model_costs(path, args.prompt + args.decode // 2, tg.model)
    res["machine"], res["costs"] = m, c
    roof = {"prefill": m["matmul_gflops"] * 1e9 / c["flops_per_token"], "decode": m["matvec_gbs"] * 1e9 / c["bytes_per_token"]}
    res["roofline_tok_s"] = roof
    res["fraction_of_roofline"] = {k: res["tinygrad"][k]["median"] / roof[k] for k in roof}
  if args.json: return print(json.dumps(res))
  la = res["loadavg"]
  print(f"model {path}\nload average {la[0]:.2f} {la[1]:.2f} {la[2]:.2f}; tg load {tg.load_s:.2f} s, warmup {tg.warm_s:.2f} s; "
        f"prompt {args.prompt}, decode {args.decode}, reps {args.reps} (min / median, wall clock)")
  for k in ("prefill", "decode"):
    t = res["tinygrad"][k]
    line = f"{k:8s} tinygrad {t['min']:9.1f} / {t['median']:9.1f} tok/s"
    if peer is not None:
      p = res["llama.cpp"][k]
      line += f"   llama.cpp {p['min']:9.1f} / {p['median']:9.1f} tok/s   ratio {res['ratio_median'][k]:.3f}"
    else: line += f"   roofline {res['roofline_tok_s'][k]:9.1f} tok/s   fraction {res['fraction_of_roofline'][k]:.3f}"
    print(line)
  if peer is not None: print(f"greedy tokens agree: {res['greedy_tokens_agree']}")
  else:
    m, c = res["machine"], res["costs"]
    print(f"llama-cpp-python is not installed: roofline from tinygrad's measured {m['matmul_gflops']:.1f} GFLOPS (64x768x1920 matmul) and "
          f"{m['matvec_gbs']:.1f} GB/s (4096x2048 {wdtype.name} matvec); the model: {c['params']/1e6:.1f}M params, {c['flops_per_token']/1e6:.0f} "
          f"MFLOP and {c['bytes_per_token']/1e6:.0f} MB of matrices per token as tinygrad keeps them "
          f"({c['file_bytes_per_token']/1e6:.0f} MB in the file)")
  sys.exit(0)

if __name__ == "__main__":
  main()
