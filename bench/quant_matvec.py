"""Decode matvec bench: one token's product with an (--rows, --cols) matrix in each quantised GGUF format, as tg-llm's decode runs
it (tinygrad.llm.matvec), beside numpy's float32 matvec over the dequantised matrix, same threads, interleaved, min / median of --runs.

For each type: `int8 dot` (QDOT=1: activations quantised to int8 per 32, integer block dot products; its two small activation kernels
and the matvec kernel timed apart), `float` (the path before: Q8_0/Q4_K dequantised to float as read, other types a dense fp16 copy),
and numpy (float32 dequantised weights: 4 bytes a weight). GB/s counts the bytes each one's matrix holds (the packed blocks for the
quantised forms), against the machine's measured GB/s (harness.peak: numpy copy/sum of 128 MiB; on a CPU whose L3 holds 128 MiB
that is L3's speed, not DRAM's). The machine may be shared: the load average is printed, and figures vary between runs.

  uv run python bench/quant_matvec.py [--rows 8192] [--cols 4096] [--types q8_0,q4_0,q4_k,q5_k,q6_k] [--runs 20] [--json]
"""
from harness import TgRun, args_parser, device_label, emit, interleaved, machine_line, peak, peak_line
import numpy as np
from tinygrad import Tensor
from tinygrad.llm.gguf import GGMLType
from tinygrad.llm.matvec import from_dense, from_raw
from tinygrad.llm.quants import dequantize

TYPES = {"q8_0": (GGMLType.Q8_0, 32, 34, [0]), "q4_0": (GGMLType.Q4_0, 32, 18, [0]), "q4_k": (GGMLType.Q4_K, 256, 144, [0, 2]),
         "q5_k": (GGMLType.Q5_K, 256, 176, [0, 2]), "q6_k": (GGMLType.Q6_K, 256, 210, [208])}

def random_blocks(name: str, n: int, rng: np.random.Generator) -> bytes:
  """n blocks of random bytes with finite fp16 scales (small, so the products stay finite)."""
  _, _, nbytes, offs = TYPES[name]
  b = rng.integers(0, 256, (n, nbytes), dtype=np.uint8)
  for o in offs: b[:, o:o + 2] = rng.uniform(-0.01, 0.01, n).astype("<f2").view(np.uint8).reshape(n, 2)
  return b.tobytes()

def gbs(nbytes: int, ms: float) -> float: return nbytes / (ms * 1e-3) / 1e9

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--rows", type=int, default=8192)
  ap.add_argument("--cols", type=int, default=4096)
  ap.add_argument("--types", default=",".join(TYPES))
  args = ap.parse_args()
  O, I, rng = args.rows, args.cols, np.random.default_rng(0)
  pk = peak(args.remeasure_peak)
  res: dict = {"bench": "quant_matvec", "device": device_label(), "rows": O, "cols": I, "runs": args.runs, "peak_gbs": pk["gb_per_s"], "types": {}}
  if not args.json: print(f"decode matvec ({O}, {I}) on {res['device']}; interleaved, min / median of {args.runs}\n{peak_line(pk)}")
  x = rng.standard_normal((1, 1, I)).astype(np.float32)
  tx = Tensor(x).realize()
  for name in args.types.split(","):
    gtype, per, nbytes, _ = TYPES[name]
    raw = random_blocks(name, O * I // per, rng)
    w32 = dequantize(raw, gtype).reshape(O, I)
    m = from_raw(Tensor(np.frombuffer(raw, np.uint8)), gtype, (O, I), half=True, qdot=True)
    assert m is not None
    m = m.realize()
    before = m if name in ("q8_0", "q4_k") else from_dense(Tensor(w32), half=True).realize()
    runs = {"int8 dot": (TgRun.build(m(tx, qdot=True)), m), "float": (TgRun.build(before(tx, qdot=False)), before)}
    want = x.reshape(1, I).astype(np.float64) @ w32.astype(np.float64).T
    for label, (r, _) in runs.items():  # each contender computes the product (int8 dot: within its activation rounding)
      got = r.time(1).output().reshape(1, O)
      assert np.abs(got - want).max() <= 0.02 * np.abs(want).max(), f"{name} {label}: off the float64 product"
    xv = x.reshape(I)
    contenders = {"int8 dot": runs["int8 dot"][0].run_once, "float": runs["float"][0].run_once, "numpy": lambda w32=w32, xv=xv: w32 @ xv}
    t = interleaved(contenders, args.runs)
    kern = runs["int8 dot"][0].time(args.runs).per_kernel_ms
    sizes = {"int8 dot": runs["int8 dot"][1].nbytes, "float": runs["float"][1].nbytes, "numpy": w32.nbytes}
    r = res["types"][name] = {k: {"min_ms": v.min_ms, "median_ms": v.median_ms, "bytes": sizes[k], "gbs_min": gbs(sizes[k], v.min_ms),
                                  "gbs_median": gbs(sizes[k], v.median_ms)} for k, v in t.items()}
    r["int8 dot"]["kernel_ms"] = kern
    if args.json: continue
    print(f"  {name} ({nbytes} bytes / {per} weights):")
    for k, v in r.items():
      print(f"    {k:9s} {v['min_ms']:8.2f} / {v['median_ms']:8.2f} ms  {v['bytes'] / 1e6:7.1f} MB  {v['gbs_min']:6.1f} / {v['gbs_median']:6.1f} GB/s"
            f"  ({v['gbs_min'] / pk['gb_per_s'] * 100:3.0f}% of peak at min)")
    print(f"    int8 dot kernels (median ms): {' + '.join(f'{k:.3f}' for k in kern)}; matvec kernel alone "
          f"{gbs(sizes['int8 dot'], kern[-1]):.1f} GB/s")
  if not args.json: print(machine_line())
  emit(res, args.json)

if __name__ == "__main__":
  main()
