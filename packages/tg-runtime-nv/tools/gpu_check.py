#!/usr/bin/env python3
"""Real-GPU check for tg-runtime-nv: run on a machine with an NVIDIA GPU, from the repository root.

  uv run python packages/tg-runtime-nv/tools/gpu_check.py [--timeout 240] [--devs NV,CUDA] [--quick] [--n 4096] [--no-bench] [--json FILE]
  python3 packages/tg-runtime-nv/tools/gpu_check.py ...     (no uv: any Python with numpy, pytest and llvmlite runs the repo in place)

Prints what was found (GPU, driver, /dev/nvidia* files, libcuda, ptxas/nvcc/nvJitLink/NVRTC), then for each device (DEV=NV:PTX,
DEV=NV:CUDA, DEV=CUDA:PTX, DEV=CUDA) runs a list of pytest suites in fresh processes with a per-suite timeout, measures an fp16 and an
fp32 4096x4096 matmul in TFLOPS, runs bench/gpu_kernels.py once, and prints a summary of pass/fail counts. Exits non-zero when any
suite failed, timed out or could not start. Nothing is assumed about paths: the repository root is found from this file, tools are
looked up on PATH / CUDA_PATH / /usr/local/cuda*, and a device that does not open is reported, not fatal.
"""
from __future__ import annotations
import argparse, atexit, glob, json, os, re, shutil, signal, subprocess, sys, tempfile, time, tomllib

HERE = os.path.dirname(os.path.abspath(__file__))

def repo_root() -> str:
  d = HERE
  while d != os.path.dirname(d):
    if os.path.isfile(os.path.join(d, "pyproject.toml")) and os.path.isdir(os.path.join(d, "packages")): return d
    d = os.path.dirname(d)
  raise SystemExit(f"gpu_check: no repository root (a folder with pyproject.toml and packages/) above {HERE}")

ROOT = repo_root()
# (name, pytest paths relative to the root); --quick keeps the first three
SUITES = [
  ("nv-gpu", ["packages/tg-runtime-nv/tests/test_nv_gpu.py"]),
  ("core-ops", ["packages/tg-core/tests/test_core_tensor_ops.py", "packages/tg-core/tests/test_core_tensor_reduce.py"]),
  ("core-grad", ["packages/tg-core/tests/test_core_tensor_grad.py"]),
  ("core-movement-dtype", ["packages/tg-core/tests/test_core_tensor_movement.py", "packages/tg-core/tests/test_core_dtype.py"]),
  ("core-jit", ["packages/tg-core/tests/test_core_jit_basic.py", "packages/tg-core/tests/test_core_jit_graph.py",
                "packages/tg-core/tests/test_core_tensor_symbolic.py"]),
  ("core-nn", ["packages/tg-core/tests/test_core_nn_layers.py", "packages/tg-core/tests/test_core_nn_train.py"]),
  ("core-linalg", ["packages/tg-core/tests/test_core_tensor_sort_linalg.py"]),
]
DEVS = {"NV": ["NV:PTX", "NV:CUDA"], "CUDA": ["CUDA:PTX", "CUDA"]}

def tg_env() -> dict[str, str]:
  """Environment for the child processes. Nothing when tg is installed (uv run, pip). Otherwise (a GPU machine's own Python, with
  numpy and pytest but no uv and no network) the repository runs in place: its packages' src folders on PYTHONPATH, plus a folder
  of .dist-info entries written from each pyproject.toml so the device and renderer registries (entry points) resolve."""
  probe = "import importlib.metadata as m; print(any(e.name == 'NV' for e in m.entry_points(group='tinygrad.devices')))"
  if subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True).stdout.strip() == "True": return {}
  meta, srcs = tempfile.mkdtemp(prefix="tg_gpu_check_"), []
  atexit.register(shutil.rmtree, meta, True)
  for pp in sorted(glob.glob(os.path.join(ROOT, "packages", "*", "pyproject.toml"))):
    with open(pp, "rb") as f: proj = tomllib.load(f)["project"]
    srcs.append(os.path.join(os.path.dirname(pp), "src"))
    os.makedirs(di := os.path.join(meta, f"{proj['name'].replace('-', '_')}-{proj['version']}.dist-info"))
    with open(os.path.join(di, "METADATA"), "w") as f: f.write(f"Metadata-Version: 2.1\nName: {proj['name']}\nVersion: {proj['version']}\n")
    groups = {**proj.get("entry-points", {}), **({"console_scripts": proj["scripts"]} if "scripts" in proj else {})}
    with open(os.path.join(di, "entry_points.txt"), "w") as f:
      f.write("".join(f"[{g}]\n" + "".join(f"{k} = {v}\n" for k, v in eps.items()) for g, eps in groups.items()))
  print(f"  (tg is not installed in {sys.executable}: running the repository in place, registries from {meta})")
  return {"PYTHONPATH": os.pathsep.join([meta, *srcs, *filter(None, [os.environ.get("PYTHONPATH")])])}

ENV: dict[str, str] = {}

def sh(cmd: list[str], timeout: float = 20) -> str:
  try: return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout.strip()
  except (OSError, subprocess.TimeoutExpired) as e: return f"({type(e).__name__}: {e})"

def run_py(code: str, env: dict[str, str], timeout: float) -> tuple[int, str]:
  return run([sys.executable, "-c", code], env, timeout)

def run(cmd: list[str], env: dict[str, str], timeout: float) -> tuple[int, str]:
  """(exit status, output); a run past `timeout` is killed with its process group and reported as 124."""
  p = subprocess.Popen(cmd, cwd=ROOT, env={**os.environ, **ENV, **env}, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       start_new_session=True)
  try: out, _ = p.communicate(timeout=timeout)
  except subprocess.TimeoutExpired:
    os.killpg(p.pid, signal.SIGKILL)
    out, _ = p.communicate()
    return 124, (out or "") + f"\n(timed out after {timeout:.0f} s)"
  return p.returncode, out

def probe() -> dict[str, str]:
  info: dict[str, str] = {}
  if (smi := shutil.which("nvidia-smi")) is not None:
    info["nvidia-smi"] = sh([smi, "--query-gpu=index,name,driver_version,memory.total,compute_cap", "--format=csv,noheader"])
  else: info["nvidia-smi"] = "not on PATH"
  if os.path.exists(v := "/proc/driver/nvidia/version"):
    with open(v) as f: info["kernel driver"] = f.readline().strip()
  info["device files"] = " ".join(sorted(glob.glob("/dev/nvidia*"))) or "none"
  code = ("from tinygrad.runtime.support import compiler_cuda as cc; from tinygrad.runtime.support.c import findlib; "
          "j = cc.nvjitlink(); print('libcuda', findlib('cuda', ['cuda'], ['/usr/lib/wsl/lib', '/usr/local/cuda/lib64'])); "
          "print('nvJitLink', j.version if j else None); print('NVRTC', cc.nvrtc() is not None); "
          "print('ptxas', cc.cuda_tool('ptxas')); print('nvcc', cc.cuda_tool('nvcc'))")
  rc, out = run_py(code, {}, 60)
  for line in out.splitlines():
    k, _, val = line.partition(" ")
    info[k] = val
  if rc: info["probe error"] = out[-500:]
  return info

def parse_counts(out: str) -> dict[str, int]:
  """pytest's final line counts: passed, failed, errors, skipped, xfailed, ..."""
  tail = out.strip().splitlines()[-1] if out.strip() else ""
  return {k.rstrip("s") if k in ("errors",) else k: int(n) for n, k in re.findall(r"(\d+) (passed|failed|errors?|skipped|xfailed|xpassed)", tail)}

MATMUL = """
import time
from tinygrad import Tensor, TinyJit, dtypes
from tinygrad.device import Device
N, dt = {n}, dtypes.{dt}
a, b = Tensor.rand(N, N).cast(dt).realize(), Tensor.rand(N, N).cast(dt).realize()
f = TinyJit(lambda x, y: (x @ y).realize())
for _ in range(3): f(a, b)
dev = Device[a.device]; dev.synchronize()
best = 1e9
for _ in range(10):
  st = time.perf_counter(); f(a, b); dev.synchronize(); best = min(best, time.perf_counter() - st)
print(f"RESULT {{2 * N**3 / best / 1e12:.3g}} TFLOPS ({{best * 1e3:.2f}} ms) on {{dev.device}} {{dev.arch}} with {{type(dev.renderer).__name__}}")
"""

def main() -> int:
  ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
  ap.add_argument("--timeout", type=float, default=240, help="seconds per suite (default 240)")
  ap.add_argument("--devs", default="NV,CUDA", help="devices to check (NV, CUDA)")
  ap.add_argument("--quick", action="store_true", help="only the first three suites, one renderer per device")
  ap.add_argument("--n", type=int, default=4096, help="matmul size (default 4096)")
  ap.add_argument("--no-bench", action="store_true", help="skip bench/gpu_kernels.py")
  ap.add_argument("--json", default=None, help="also write the results to this file")
  args = ap.parse_args()
  t0, failed = time.perf_counter(), False
  print(f"== gpu_check: repository {ROOT}, python {sys.version.split()[0]} ({sys.executable})")
  ENV.update(tg_env())
  info = probe()
  for k, v in info.items(): print(f"  {k:15s} {v}")
  results: list[dict] = []
  suites = SUITES[:3] if args.quick else SUITES
  for devname in [d.strip().upper() for d in args.devs.split(",") if d.strip()]:
    for target in DEVS.get(devname, [devname])[:1 if args.quick else None]:
      env = {"DEV": target, "PYTHONUNBUFFERED": "1"}
      rc, out = run_py("from tinygrad.device import Device; d = Device[Device.DEFAULT]; print('OPENED', d.device, d.arch, type(d.renderer).__name__)",
                       env, 120)
      if rc != 0 or "OPENED" not in out:
        print(f"\n== DEV={target}: the device did not open (rc {rc}):\n{out.strip()[-1500:]}")
        results.append({"dev": target, "suite": "open", "rc": rc, "counts": {}, "seconds": 0})
        failed = True
        continue
      print(f"\n== DEV={target}: {out.strip().splitlines()[-1]}")
      for name, paths in suites:
        st = time.perf_counter()
        rc, out = run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *(["-x"] if args.quick else []), *paths], env, args.timeout)
        counts, dt = parse_counts(out), time.perf_counter() - st
        bad = rc not in (0, 5) or counts.get("failed", 0) or counts.get("error", 0)
        failed |= bool(bad)
        print(f"  {name:22s} {'FAIL' if bad else 'ok  '} rc={rc:<3d} {counts} {dt:6.1f} s")
        if bad: print("    " + "\n    ".join([ln for ln in out.splitlines() if ln.startswith(("FAILED", "ERROR"))][:15] or out.splitlines()[-15:]))
        results.append({"dev": target, "suite": name, "rc": rc, "counts": counts, "seconds": round(dt, 1)})
      for dt_name in ("half", "float"):
        rc, out = run_py(MATMUL.format(dt=dt_name, n=args.n), env, args.timeout)
        line = next((ln[7:] for ln in out.splitlines() if ln.startswith("RESULT ")), None)
        print(f"  matmul {dt_name:5s} {args.n:<8d} {line or 'FAILED: ' + out.strip()[-800:]}")
        failed |= line is None
        results.append({"dev": target, "suite": f"matmul {dt_name}", "rc": rc, "result": line})
  if not args.no_bench and os.path.isfile(bench := os.path.join(ROOT, "bench", "gpu_kernels.py")):
    rc, out = run([sys.executable, bench], {}, args.timeout)
    print(f"\n== bench/gpu_kernels.py (rc {rc}):\n{out.strip()[-4000:]}")
    results.append({"dev": "-", "suite": "bench/gpu_kernels.py", "rc": rc})
    failed |= rc != 0
  total = {k: sum(r.get("counts", {}).get(k, 0) for r in results) for k in ("passed", "failed", "error", "skipped")}
  print(f"\n== summary: {total} over {sum('counts' in r for r in results)} suite runs in {time.perf_counter() - t0:.0f} s: "
        f"{'FAILURES' if failed else 'all passed'}")
  if args.json:
    with open(args.json, "w") as f: json.dump({"info": info, "results": results, "total": total, "failed": failed}, f, indent=1)
  return 1 if failed else 0

if __name__ == "__main__":
  sys.exit(main())
