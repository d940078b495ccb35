"""Allreduce bench: tinygrad.distributed's allreduce of float32 tensors (1-256 MB) beside mpi4py's own Allreduce on numpy arrays, in
the same MPI job, same sizes, alternating rounds. Target (issue 21): >= 0.9x mpi4py at each size.

  uv run mpiexec -n 2 python bench/allreduce.py [--sizes-mb 1,4,16,64,256] [--runs R] [--json]

tinygrad's figure is the warm call (scheduled and compiled once, as TinyJit replays it): the handshake that checks every rank runs the
same collective (MPI_CHECK=0 skips it), then MPI on the tensors' own host memory. Rank 0 prints; every rank checks its result
against numpy.
"""
from harness import TgRun, args_parser, check, device_label, emit, fmt, median_s, ratio
import numpy as np
from tinygrad import Tensor
from tinygrad import distributed as dist

TARGET = 0.9

def main() -> None:
  ap = args_parser(__doc__)
  ap.add_argument("--sizes-mb", default="1,4,16,64,256", help="comma-separated sizes in MB (float32)")
  ap.add_argument("--rounds", type=int, default=3, help="alternating rounds of tinygrad then mpi4py runs")
  args = ap.parse_args()
  me, n, comm = dist.rank(), dist.world_size(), dist.COMM
  res: dict = {"bench": "allreduce", "device": device_label(), "ranks": n, "runs": args.runs * args.rounds, "mpi_check": dist.MPI_CHECK.value,
               "target_vs_mpi4py": TARGET, "sizes": {}}
  if me == 0 and not args.json:
    print(f"allreduce (sum, float32) over {n} ranks on {res['device']}, MPI_CHECK={res['mpi_check']}; median of {res['runs']} warm runs")
  for mb in (int(s) for s in args.sizes_mb.split(",")):
    numel = mb * 2**20 // 4
    a = np.random.default_rng(me).random(numel, dtype=np.float32)
    out = np.empty_like(a)
    tg = TgRun.build(dist.allreduce(Tensor(a).realize()))
    want = np.sum([np.random.default_rng(r).random(numel, dtype=np.float32).astype(np.float64) for r in range(n)], axis=0).astype(np.float32)
    tg_ms: list[float] = []
    mpi_ms: list[float] = []
    for _ in range(args.rounds):
      comm.Barrier()
      tg_ms.append(tg.time(args.runs).kernel_ms)
      comm.Barrier()
      mpi_ms.append(median_s(lambda: comm.Allreduce(a, out), args.runs) * 1e3)  # noqa: B023
    ei = tg.items[-1]
    check(f"allreduce of {mb} MB", np.frombuffer(ei.bufs[0].buffer.as_memoryview(), np.float32), want, 1e-6, 1e-6)
    check(f"mpi4py Allreduce of {mb} MB", out, want, 1e-6, 1e-6)
    t, m = float(np.median(tg_ms)), float(np.median(mpi_ms))
    r = res["sizes"][mb] = {"tinygrad_ms": t, "mpi4py_ms": m, "vs_mpi4py": ratio(m, t), "tinygrad_gb_per_s": mb / 1024 / (t * 1e-3)}
    r["met"] = r["vs_mpi4py"] is not None and r["vs_mpi4py"] >= TARGET
    if me == 0 and not args.json:
      print(f"  {mb:4d} MB  tinygrad {fmt(t, '9.2f', ' ms')}  mpi4py {fmt(m, '9.2f', ' ms')}  {fmt(r['vs_mpi4py'], '5.2f', 'x')} "
            f"(target >= {TARGET}x: {'met' if r['met'] else 'MISSED'})  {r['tinygrad_gb_per_s']:.2f} GB/s")
  if me == 0: emit(res, args.json)

if __name__ == "__main__": main()
