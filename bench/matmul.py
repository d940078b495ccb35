"""Matmul bench: float32 1024x1024 @ 1024x1024 through the Tensor API, with the default heuristics (in this process) and with
BEAM=2 (in a subprocess, since the search can take minutes: its progress is echoed, --beam-timeout caps it), each beside
numpy's BLAS measured in the same process, and torch CPU when importable.
Targets (issue 20): >= 0.9x numpy with the default heuristics and with BEAM=2. The BEAM process also times the
heuristics' kernel alternately with its winner (BEAM must never be slower).

  uv run python bench/matmul.py [--size 1024 4096] [--runs R] [--beam 2] [--beam-timeout S] [--no-beam] [--json] [--remeasure-peak]
  (all contenders wall clock on the same threads, in this process, in alternating blocks of back-to-back calls with a settle before
  each block until the other side's pool threads are idle (harness.interleaved); the first call after idle is printed apart, and
  the load average and the cores other processes used while each side ran)
  (DEV=CPU:CLANG for the C renderer; the BEAM winner is cached on disk, IGNORE_BEAM_CACHE=1 searches again)
"""
import argparse, json, os, subprocess, sys, tempfile, threading, time
from typing import Any
from harness import (CPU_TIME, TgRun, args_parser, check, device_label, emit, fmt, interleaved, load_warning, machine_line, of_peak, peak,
                     peak_line, print_kernels, ratio, row, try_torch)
import numpy as np
from tinygrad import Context, Tensor
from tinygrad.device import Device
from tinygrad.engine.realize import CompiledRunner, ExecItem

TARGET_DEFAULT, TARGET_BEAM = 0.9, 0.9

def measure(size: int, runs: int, with_torch: bool, vs_heuristic: bool = False) -> dict:
  """tinygrad (with whatever BEAM this process has), numpy and torch (if asked and importable) on the same inputs, timed in
  wall clock by harness.interleaved (min and median of `runs`, the first call after idle apart); with vs_heuristic, also the
  heuristics' kernel."""
  rng = np.random.default_rng(0)
  a, b = rng.random((size, size), dtype=np.float32), rng.random((size, size), dtype=np.float32)
  ta, tb = Tensor(a).realize(), Tensor(b).realize()
  tg = TgRun.build(ta @ tb)
  tg.time(1)  # per-kernel figures (and DEBUG=2 lines) once; the headline comes from the interleaved runs below
  check("matmul", tg.output(), a @ b, 1e-3, 1e-3)
  contenders: dict = {"tinygrad": tg.run_once, "numpy": lambda: a @ b}
  if with_torch and (torch := try_torch()) is not None:
    xa, xb = torch.from_numpy(a), torch.from_numpy(b)
    contenders["torch"] = lambda: xa @ xb
  if vs_heuristic: contenders["heuristic"] = heuristic_twin(tg).run_once
  else:  # x @ W.T, nn.Linear's form: the output's columns walk W's rows
    xwt = TgRun.build(ta @ tb.T).time(1)
    check("x @ W.T", xwt.output(), a @ b.T, 1e-3, 1e-3)
    contenders.update(tinygrad_xwt=xwt.run_once, numpy_xwt=lambda: a @ b.T)
  t = interleaved(contenders, runs)
  res = {"device": device_label(), "runs": runs, "compile_ms": tg.compile_ms, "kernels": tg.kernels(), "torch_ms": None,
         **{f"{k}_ms": v.median_ms for k, v in t.items()}, **{f"{k}_min_ms": v.min_ms for k, v in t.items()},
         **{f"{k}_first_ms": v.first_ms for k, v in t.items()},
         **{f"{k}_cpu_ms": v.cpu_ms for k, v in t.items()}, "timing": {k: str(v) for k, v in t.items()}}
  res["vs_numpy"], res["vs_torch"] = ratio(res["numpy_ms"], res["tinygrad_ms"]), ratio(res["torch_ms"], res["tinygrad_ms"])
  res["vs_numpy_min"] = ratio(res["numpy_min_ms"], res["tinygrad_min_ms"])
  res["vs_numpy_first"] = ratio(res["numpy_first_ms"], res["tinygrad_first_ms"])
  res["vs_numpy_cpu"] = ratio(res["numpy_cpu_ms"], res["tinygrad_cpu_ms"])
  res["load_warning"] = load_warning(t)
  res["xwt_vs_numpy"] = ratio(res.get("numpy_xwt_ms"), res.get("tinygrad_xwt_ms"))
  if vs_heuristic:
    res["interleaved_ms"], res["interleaved_heuristic_ms"] = res["tinygrad_ms"], res["heuristic_ms"]
    res["vs_heuristic"] = ratio(res["heuristic_ms"], res["tinygrad_ms"])
  return res

def heuristic_twin(run: TgRun) -> TgRun:
  """The same calls compiled with the default heuristics (BEAM=0), on the same buffers: a BEAM process times both, interleaved."""
  from tinygrad.codegen import get_program
  items = []
  for ei in run.items:
    if isinstance(ei.runner, CompiledRunner):
      if (ast := ei.runner.p.ast) is None: raise ValueError(f"{ei.runner.name} was compiled without its AST: nothing to recompile")
      renderer: Any = Device[ei.runner.device].renderer  # the device's renderer (typed by the backend interface)
      with Context(BEAM=0): p = get_program(ast, renderer)
      ei = ExecItem(CompiledRunner(p, ei.runner.device), ei.bufs)
    items.append(ei)
  return TgRun(items, 0.0)

def _echo(stream, prefix: str) -> None:
  for line in stream: print(f"{prefix}{line.rstrip()}", file=sys.stderr, flush=True)

def beam_subprocess(size: int, runs: int, beam: int, timeout: float) -> dict | None:
  """This script again with BEAM=<beam> (and DEBUG>=2 for its per-round lines); None if it fails or runs past `timeout` s."""
  with tempfile.TemporaryDirectory() as d:
    out = os.path.join(d, "beam.json")
    env = {**os.environ, "BEAM": str(beam), "DEBUG": str(max(int(os.environ.get("DEBUG", "0") or 0), 2))}
    cmd = [sys.executable, __file__, "--size", str(size), "--runs", str(runs), "--child-out", out] + ["--cpu-time"] * CPU_TIME
    st = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    echo = threading.Thread(target=_echo, args=(proc.stdout, f"  [BEAM={beam}] "), daemon=True)
    echo.start()
    try: rc = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
      proc.kill()
      proc.wait()
      print(f"  [BEAM={beam}] stopped after {timeout:.0f} s (--beam-timeout); no BEAM figure", file=sys.stderr)
      return None
    finally: echo.join(timeout=5)
    if rc != 0 or not os.path.exists(out):
      print(f"  [BEAM={beam}] exited with {rc}; no BEAM figure", file=sys.stderr)
      return None
    with open(out) as f: res = json.load(f)
    res["wall_s"] = time.perf_counter() - st
    return res

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--size", type=int, nargs="+", default=[1024, 4096], help="M = N = K (several: one table each)")
  ap.add_argument("--beam", type=int, default=2, help="BEAM width of the search run")
  ap.add_argument("--beam-timeout", type=float, default=900.0, help="seconds the BEAM subprocess may take (search + timing)")
  ap.add_argument("--no-beam", action="store_true", help="skip the BEAM subprocess")
  ap.add_argument("--child-out", help=argparse.SUPPRESS)
  args = ap.parse_args()
  if args.child_out:  # the BEAM subprocess: measure with the BEAM env var this process was given, hand the figures back
    with open(args.child_out, "w") as f: json.dump(measure(args.size[0], args.runs, with_torch=False, vs_heuristic=True), f)
    return
  pk = peak(args.remeasure_peak)
  out = []
  for size in args.size:
    out.append(one_size(size, args, pk))
  if not args.json: print(peak_line(pk) + "\n" + machine_line())
  emit(out[0] if len(out) == 1 else {"bench": "matmul", "sizes": out}, args.json)

def one_size(size: int, args: argparse.Namespace, pk: dict) -> dict:
  flops = 2 * size ** 3
  if not args.json: print(f"matmul float32 {size}^3 on {device_label()}; tinygrad, numpy, torch in alternating blocks (harness.interleaved), "
                          f"median of {args.runs} calls each", flush=True)
  res: dict = {"bench": "matmul", "size": size, "runs": args.runs, "flops": flops, "default": measure(size, args.runs, with_torch=True),
               "target_default_vs_numpy": TARGET_DEFAULT, "target_beam_vs_numpy": TARGET_BEAM, "beam": None}
  d = res["default"]
  d["met"] = d["vs_numpy"] >= TARGET_DEFAULT
  if not args.json:
    print(row("tinygrad (default heuristics)", d["tinygrad_ms"], flops, TARGET_DEFAULT, d["vs_numpy"]) +
          f"  vs numpy (min: {d['vs_numpy_min']:.2f}x), {of_peak(pk, d['tinygrad_ms'], flops)}")
    print_kernels(d["kernels"])
    print(row("numpy (BLAS)", d["numpy_ms"], flops) + f"  {of_peak(pk, d['numpy_ms'], flops)}")
    print(f"  first call after idle: tinygrad {d['tinygrad_first_ms']:.2f} ms, numpy {d['numpy_first_ms']:.2f} ms: {d['vs_numpy_first']:.2f}x; "
          f"CPU time of all threads per call (secondary): tinygrad {d['tinygrad_cpu_ms']:.2f} ms, numpy {d['numpy_cpu_ms']:.2f} ms: "
          f"{d['vs_numpy_cpu']:.2f}x")
    for k, v in d["timing"].items(): print(f"    {k}: {v}")
    if d["load_warning"]: print(d["load_warning"])
    if d["torch_ms"] is not None: print(row("torch", d["torch_ms"], flops) + f"  tinygrad {d['vs_torch']:.2f}x torch")
    else: print("  torch                              not importable: no torch column")
    if d["xwt_vs_numpy"] is not None:
      print(row("tinygrad x @ W.T", d["tinygrad_xwt_ms"], flops, TARGET_DEFAULT, d["xwt_vs_numpy"]) + "  vs numpy x @ W.T")
      print(row("numpy x @ W.T", d["numpy_xwt_ms"], flops))
  if not args.no_beam:
    if not args.json: print(f"BEAM={args.beam} in a subprocess (cap {args.beam_timeout:.0f} s; the winner is cached on disk) ...", flush=True)
    bm = res["beam"] = beam_subprocess(size, args.runs, args.beam, args.beam_timeout)
    if bm is not None:
      bm["met"] = bm["vs_numpy"] >= TARGET_BEAM
      if not args.json:
        print(row(f"tinygrad BEAM={args.beam}", bm["tinygrad_ms"], flops, TARGET_BEAM, bm["vs_numpy"]) +
              f"  (search + compile {bm['compile_ms'] / 1e3:.1f} s)")
        print_kernels(bm["kernels"])
        print(row("numpy (BLAS), BEAM process", bm["numpy_ms"], flops))
        print(f"  BEAM={args.beam} vs default heuristics, interleaved in the BEAM process: {fmt(bm['vs_heuristic'])}x "
              f"({bm['interleaved_ms']:.2f} vs {bm['interleaved_heuristic_ms']:.2f} ms)")
  return res

if __name__ == "__main__": main()
