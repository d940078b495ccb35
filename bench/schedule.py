"""Schedule bench: time to schedule, and to compile, a GPT-2-small forward (12 layers, d=768, 16 tokens) and a small CNN training
step, beside the time the scheduled kernels take to run once compiled, in the same run (the ratio says how many runs the
scheduling costs). Weights are Tensor.empty: no init kernels, nothing to download.
Schedule: the first build (a schedule-cache miss), a rebuild over new buffers (a hit), and that rebuild with SCACHE=0.
Compile: serial (PARALLEL=0) against a worker pool (PARALLEL=N, N = its default or at least 2), each from an empty program cache
(a schedule below engine.realize.PARALLEL_MIN_KERNELS new kernels compiles serially either way).

  uv run python bench/schedule.py [--json] [--layers N] [--tokens N]
"""
import argparse, json, resource, time
import numpy as np
from tinygrad import Tensor, nn
from tinygrad.engine import realize
from tinygrad.engine.realize import lower_and_compile, run_linear
from tinygrad.helpers import Context, ContextVar
from tinygrad.nn.state import get_parameters

def gpt2(layers: int, tokens: int, d: int = 768, heads: int = 12, vocab: int = 50257) -> Tensor:
  E = lambda *s: Tensor.empty(*s).realize()
  wte, wpe = E(vocab, d), E(1024, d)
  tok = Tensor(np.arange(tokens) % vocab).reshape(1, tokens).realize()
  x = wte[tok] + wpe[:tokens]
  for _ in range(layers):
    h = x.layernorm() * E(d) + E(d)
    q, k, v = (h @ E(d, 3 * d) + E(3 * d)).reshape(1, tokens, 3, heads, d // heads).permute(2, 0, 3, 1, 4)
    a = q.scaled_dot_product_attention(k, v, is_causal=True).permute(0, 2, 1, 3).reshape(1, tokens, d)
    x = x + a @ E(d, d) + E(d)
    h = x.layernorm() * E(d) + E(d)
    x = x + (h @ E(d, 4 * d) + E(4 * d)).gelu() @ E(4 * d, d) + E(d)
  return (x.layernorm() * E(d) + E(d)) @ wte.T

def cnn_step() -> list[Tensor]:
  rng = np.random.default_rng(0)
  c1, c2, fc = nn.Conv2d(1, 8, 3), nn.Conv2d(8, 16, 3), nn.Linear(16 * 5 * 5, 10)
  params = get_parameters([c1, c2, fc])
  for p in params: p.realize()
  opt = nn.optim.SGD(params, lr=0.01)
  x, y = Tensor(rng.random((32, 1, 28, 28), dtype=np.float32)).realize(), Tensor(rng.integers(0, 10, 32)).realize()
  with Context(TRAINING=1):
    opt.zero_grad()
    h = c1(x).relu().max_pool2d()
    h = c2(h).relu().max_pool2d()
    loss = fc(h.flatten(1)).sparse_categorical_crossentropy(y)
    loss.backward()
    return [loss, *opt.schedule_step()]

def schedule(build) -> tuple[float, object]:
  ts = build()
  st = time.perf_counter()
  linear = ts[0].schedule_linear(*ts[1:])
  return time.perf_counter() - st, linear

WORKERS = max(2, ContextVar._cache["PARALLEL"].default)

def _cpu() -> float:
  return sum(getattr(resource.getrusage(w), f) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN) for f in ("ru_utime", "ru_stime"))

def compile_time(linear, parallel: int) -> tuple[float, float]:
  """(wall, CPU seconds of this process and its workers) to compile every kernel from scratch."""
  from tinygrad.codegen import program
  realize._runners.clear()
  program._cache.clear()
  with Context(PARALLEL=parallel, CCACHE=0, CACHELEVEL=1):  # CACHELEVEL=1: rendered programs are not read from disk either
    st, cpu = time.perf_counter(), _cpu()
    lower_and_compile(linear)
    return time.perf_counter() - st, _cpu() - cpu

def measure(build) -> dict:
  sched, linear = schedule(build)
  hit, _ = schedule(build)
  with Context(SCACHE=0): nocache, _ = schedule(build)
  (compile_serial, cpu_serial), (compile_s, cpu_par) = compile_time(linear, 0), compile_time(linear, WORKERS)
  st = time.perf_counter()
  run_linear(linear, wait=True)
  run = time.perf_counter() - st
  return {"kernels": len(linear.src), "schedule_s": sched, "schedule_hit_s": hit, "schedule_scache0_s": nocache, "scache_speedup": nocache / hit,
          "compile_serial_s": compile_serial, "compile_s": compile_s, "parallel_speedup": compile_serial / compile_s,
          "compile_serial_cpu_s": cpu_serial, "compile_cpu_s": cpu_par, "run_s": run,
          "schedule_per_run": sched / run}

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  ap.add_argument("--json", action="store_true", help="print the figures as JSON")
  ap.add_argument("--layers", type=int, default=12)
  ap.add_argument("--tokens", type=int, default=16)
  args = ap.parse_args()
  res = {"gpt2_forward": measure(lambda: [gpt2(args.layers, args.tokens)]), "cnn_train_step": measure(cnn_step)}
  if args.json:
    print(json.dumps(res, indent=2))
    return
  for name, r in res.items():
    print(f"{name:16s} {r['kernels']:4d} kernels: schedule {r['schedule_s'] * 1e3:8.1f} ms ({r['schedule_s'] / r['kernels'] * 1e3:5.2f} ms/kernel)"
          f"   run {r['run_s'] * 1e3:8.1f} ms   schedule/run {r['schedule_per_run']:6.2f}x")
    print(f"{'':16s} again, new buffers: schedule cache hit {r['schedule_hit_s'] * 1e3:8.1f} ms, SCACHE=0 {r['schedule_scache0_s'] * 1e3:8.1f} ms"
          f"   ({r['scache_speedup']:.1f}x)")
    print(f"{'':16s} compile: PARALLEL=0 {r['compile_serial_s'] * 1e3:8.1f} ms, PARALLEL={WORKERS} "
          f"{r['compile_s'] * 1e3:8.1f} ms   ({r['parallel_speedup']:.2f}x wall; CPU {r['compile_serial_cpu_s']:.1f} s vs "
          f"{r['compile_cpu_s']:.1f} s, this process and its workers)")

if __name__ == "__main__": main()
