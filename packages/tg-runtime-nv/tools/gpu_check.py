#!/usr/bin/env python3
"""Real-GPU check for tg-runtime-nv: run on a machine with an NVIDIA GPU, from the repository root.

  uv run python packages/tg-runtime-nv/tools/gpu_check.py [--timeout 240] [--devs NV,CUDA] [--quick] [--n 4096] [--no-bench] [--json FILE]
  python3 packages/tg-runtime-nv/tools/gpu_check.py ...     (no uv: any Python with numpy, pytest and llvmlite runs the repo in place)

Prints what was found (GPU, driver, /dev/nvidia* files, libcuda, ptxas/nvcc/nvJitLink/NVRTC), then for each device (DEV=NV:PTX,
DEV=NV:CUDA, DEV=CUDA:PTX, DEV=CUDA) runs a list of pytest suites in fresh processes with a per-suite timeout, measures an fp16 and an
fp32 4096x4096 matmul in TFLOPS, on NV with two GPUs checks peer access (a cross-GPU copy, sharded ops, the copy bandwidth), runs
bench/gpu_kernels.py once, and prints a summary of pass/fail counts. First, when libcuda is
there, it runs tools/nv_capture.py: the QMDs of CUDA's own launches field by field beside tg's (its encoding becomes the launch variant
"captured"). Before the NV suites it runs the step-by-step diagnose below: when the shipped launch encoding hangs and another variant
passes, the NV suites run with that one (and say so); when none passes they are skipped instead of hanging one by one. `--variant V`
forces one and skips the diagnose. Exits non-zero when any suite failed, timed out or could not start. Nothing is assumed about paths:
the repository root is found from this file, tools are looked up on PATH / CUDA_PATH / /usr/local/cuda*, and a device that does not open is reported,
not fatal.

  uv run python packages/tg-runtime-nv/tools/gpu_check.py --diagnose [--dev NV:PTX]

runs the NV device step by step in a fresh process with HCQDEV_WAIT_TIMEOUT_MS=3000: open, a signal on each queue, a 16-byte copy
round trip, a copy-engine read of 2 MiB-page video memory (the kernarg ring that holds QMDs), an empty kernel (load, then launch),
a one-thread store read back, Tensor([1,2,3])*2 against numpy. It prints each step's result and, at the first that hangs or fails,
the timeline value, each channel's USERD GP_GET/GP_PUT with the methods of the entry it stopped in, the fault report (error
notifiers, SM error states, MMU faults) and the kernel log's NVRM/Xid lines; on hardware the CUDA capture runs first;
`--dev MOCK+NV:PTX` runs it on the mock GPU.
"""
from __future__ import annotations
import argparse, atexit, glob, json, os, re, runpy, shutil, signal, subprocess, sys, tempfile, time, tomllib, traceback
from typing import Any
from collections.abc import Callable

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
  ("op-oracle", ["packages/tg-codegen/tests/test_codegen_op_oracle.py"]),  # edge-value fuzz vs numpy on the device (ORACLE_DEV)
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

def has_libcuda(info: dict[str, str]) -> bool: return info.get("libcuda", "None") not in ("", "None") and "(" not in info.get("libcuda", "")

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

# two GPUs: peer access (UVM), a cross-GPU copy and sharded ops against numpy, the NV:0 -> NV:1 copy bandwidth; one GPU: skipped
PEER = """
import time, numpy as np
from tinygrad import Tensor
from tinygrad.device import Buffer, Device
from tinygrad.dtype import dtypes
from tinygrad.engine.realize import BufferCopy
try: d1 = Device["NV:1"]
except RuntimeError as e:
  print(f"RESULT skipped: {e}")
  raise SystemExit(0)
d0 = Device["NV:0"]
ok = d0.iface.enable_peer(d1.iface)
x = np.random.default_rng(0).standard_normal(1 << 20).astype(np.float32)
np.testing.assert_allclose(((Tensor(x, device="NV:0") + 1).to("NV:1") * 2).numpy(), (x + 1) * 2, rtol=1e-6)
a, b = x[:4096].reshape(64, 64), x[4096:8192].reshape(64, 64)
A = Tensor(a).shard(("NV:0", "NV:1"), axis=0)
np.testing.assert_allclose((A * 2 + 1).numpy(), a * 2 + 1, rtol=1e-6)
np.testing.assert_allclose(A.sum().numpy(), a.sum(), rtol=1e-4)
np.testing.assert_allclose((A @ Tensor(b).shard(("NV:0", "NV:1"))).numpy(), a @ b, rtol=1e-4, atol=1e-4)
A1, B0 = Tensor(a).shard(("NV:0", "NV:1"), axis=1), Tensor(b).shard(("NV:0", "NV:1"), axis=0)
np.testing.assert_allclose((A1 @ B0).numpy(), a @ b, rtol=1e-4, atol=1e-4)
n = 256 << 20
src, dst = Buffer("NV:0", n, dtypes.uint8).ensure_allocated(), Buffer("NV:1", n, dtypes.uint8).ensure_allocated()
cp = BufferCopy("NV:1", "NV:0", 0, 0, n)
cp([dst, src], {}, wait=True)
best = min(cp([dst, src], {}, wait=True) for _ in range(5))
print(f"RESULT peer access {'enabled' if ok else 'refused (host-staged copies)'}; to(NV:1), sharded elementwise/sum/matmul match numpy; "
      f"NV:0 -> NV:1 copy {n / best / 1e9:.1f} GB/s")
"""

# ---- --diagnose: the NV device step by step, in a fresh process with a 3 s hang timeout ----

PTX_VERSION = {"sm_90": "7.8", "sm_100": "8.6", "sm_120": "8.7"}
DIAG_EMPTY = ".version {ver}\n.target {arch}\n.address_size 64\n.visible .entry diag_empty()\n{{\n  ret;\n}}\n"
DIAG_STORE = (".version {ver}\n.target {arch}\n.address_size 64\n.visible .entry diag_store(.param .u64 out)\n{{\n  .reg .u64 %rd<2>;\n"
              "  .reg .u32 %r<1>;\n  ld.param.u64 %rd0, [out];\n  cvta.to.global.u64 %rd1, %rd0;\n  mov.u32 %r0, 0x600DCAFE;\n"
              "  st.global.u32 [%rd1], %r0;\n  ret;\n}}\n")
DIAG_TIMEOUT_MS = 3000

def decode_methods(words: list[int], limit: int = 16) -> list[str]:
  """GPFIFO method headers (type<<29 | count<<16 | subchannel<<13 | method>>2) and their data, one line per header."""
  out: list[str] = []
  i = 0
  while i < len(words) and len(out) < limit:
    hdr = words[i]
    typ, cnt, subc, mthd = hdr >> 29, (hdr >> 16) & 0x1FFF, (hdr >> 13) & 7, (hdr & 0x1FFF) << 2
    data = [cnt] if typ == 4 else words[i + 1:i + 1 + cnt]
    out.append(f"sc{subc} {mthd:#06x} {'inc' if typ == 1 else 'imm' if typ == 4 else 'non' if typ == 3 else 'one' if typ == 5 else f't{typ}'} "
               + " ".join(f"{w:#x}" for w in data))
    i += 1 if typ == 4 else 1 + cnt
  return out

def dump_channels(dev: Any) -> None:
  """The timeline and, per channel, USERD's GP_GET/GP_PUT and the methods of the entry the channel stopped in."""
  from tinygrad.runtime.autogen import nv
  get_off, put_off = nv.AmpereAControlGPFifo.GPGet.offset, nv.AmpereAControlGPFifo.GPPut.offset  # type: ignore[attr-defined]
  ts = dev.timeline_signal
  print(f"  timeline signal {ts.value_addr:#x}: value {ts.value}, last value submitted {dev.timeline_value - 1}")
  for name in ("compute_gpfifo", "dma_gpfifo"):
    if (g := getattr(dev, name, None)) is None: continue
    get, put = g.userd[get_off // 4], g.userd[put_off // 4]
    print(f"  {name}: USERD GP_GET {get} GP_PUT {put} (USERD +{get_off:#x}/+{put_off:#x}; runtime put {g.put % g.entries}, "
          f"work token {g.token:#x})")
    for e in range(get, get + min((put - get) % g.entries, 4)):  # the entry it stopped in and up to 3 queued behind it
      entry = g.ring[e % g.entries]
      addr, n = entry & ((1 << 40) - 1) & ~3, (entry >> 42) & ((1 << 21) - 1)
      print(f"    entry {e % g.entries}: {entry:#018x} -> {n} words at {addr:#x}")
      if dev.cmdq_buf.va_addr <= addr < dev.cmdq_buf.va_addr + dev.cmdq_buf.size:
        words = dev.cmdq.view(addr - dev.cmdq_buf.va_addr, n * 4, "I")[:]
        for line in decode_methods(words): print(f"      {line}")
        dump_launched_qmds(dev, words)
  if os.path.exists("/dev/nvidiactl"):
    xid = [ln for ln in sh(["dmesg"]).splitlines() if "Xid" in ln or "NVRM" in ln][-6:]
    print("  dmesg: " + ("\n         ".join(xid) if xid else "(no NVRM/Xid lines, or dmesg not readable)"))

def dump_launched_qmds(dev: Any, words: list[int]) -> None:
  """The QMD each SEND_PCAS_A of a stuck entry points at (in the kernarg ring, CPU-visible), as its nonzero dwords."""
  from tinygrad.runtime.autogen import nv
  pcas = (2 << 28) | (1 << 16) | (1 << 13) | (nv.NVC6C0_SEND_PCAS_A >> 2)
  for i in [i for i, w in enumerate(words[:-1]) if w == pcas]:
    qmd, ka = words[i + 1] << 8, dev.kernargs_buf
    if ka.va_addr <= qmd < ka.va_addr + ka.size - 0x180:
      q = ka.cpu_view().view(qmd - ka.va_addr, 0x180, "I")[:]
      print(f"      QMD at {qmd:#x} nonzero dwords: {({j: f'{w:#x}' for j, w in enumerate(q) if w})}")

# launch encodings to try when the shipped one hangs at a kernel launch (each in its own process): name -> what it changes. Factors
# interact (a queue-type QMD may never start, whatever its release), so the combined ones come first; "captured" runs only after a capture
VARIANTS = {"v4": "as shipped on Hopper: QMD v4, QMD_TYPE GRID_CTA, release TWO_WORDS + 64-bit payload + FE_SYSMEMBAR, PCAS action "
                  "INVALIDATE_COPY_SCHEDULE (3)",
            "captured": "the encoding CUDA used in the capture: its QMD's non-address fields over tg's, its PCAS action",
            "v4-grid-sass-host": "QMD v4 GRID_CTA + SASS_VERSION 0x90 + the timeline released by the channel (host semaphore after a WFI)",
            "v4-minimal": "QMD v4 with only the fields a launch needs (version, GRID_CTA, program, registers, barriers, shared/local memory, "
                          "SM configs, grid, block, constant bank 0); no invalidates, membars, group id, call limit, prefetch; host release",
            "v3-hopper": "v3 as Ampere encodes it, in Hopper's own v3 table (NVCBC0_QMDV03_00): program prefetch range, SASS_VERSION 0x90, "
                         "PCAS action PREFETCH_SCHEDULE (9)",
            "v4-host-release": "QMD v4 without QMD release semaphores: the timeline is released by the channel after a WFI",
            "v4-queue": "the encoding that hung on an H200: QMD v4 with QMD_TYPE QUEUE (0) and no release membar",
            "v4-nvk": "QMD v4 with only the fields Mesa's NVK sets (no cache invalidates, membar, group id, QMD type; local memory in LOW_SIZE; "
                      "shared memory configs by its 8/16/32/64/96 KB rule)",
            "v4-pcas9": "QMD v4 kicked with PCAS action PREFETCH_SCHEDULE (9)",
            "v3": "the old encoding: Ampere's QMD v3 (NVC6C0 table) kicked with PREFETCH_SCHEDULE (9)"}
SASS_VERSION = 0x90  # sm_90: the variants' guess at the field's value (no header documents it); the capture shows CUDA's

def _patch_after(cls: Any, meth: str, writes: Callable[[Any], Any]) -> None:
  """Run `writes(qmd)` after `cls.meth` (set_static / set_release) in this process."""
  orig = getattr(cls, meth)
  def patched(self: Any, *args: Any) -> None:
    orig(self, *args)
    writes(self)
  setattr(cls, meth, patched)

def apply_captured(path: str) -> None:
  """Copy the encoding fields of the capture at `path` (nv_capture.captured_encoding) over the QMDs tg builds: the static ones after
  set_static, release 0's controls after set_release; the PCAS action too when CUDA kicked with SEND_SIGNALING_PCAS2_B."""
  import nv_capture
  from tinygrad.runtime import ops_nv
  with open(path) as f: enc = nv_capture.captured_encoding(json.load(f))
  cls = {"NVCBC0_QMDV04_00_": ops_nv.QMDV4, "NVCBC0_QMDV03_00_": ops_nv.QMDV3Hopper, "NVCEC0_QMDV05_00_": ops_nv.QMDV5,
         "NVC6C0_QMDV03_00_": ops_nv.QMD}[enc["prefix"]]
  if cls is ops_nv.QMDV3Hopper:
    pick = ops_nv.qmd_type
    ops_nv.qmd_type = lambda compute_class: ops_nv.QMDV3Hopper if compute_class == ops_nv.nv.HOPPER_COMPUTE_A else pick(compute_class)
  fields = [(m[1].lower(), int(m[2]) if m[2] else None, v) for k, v in enc["fields"].items() if (m := re.fullmatch(r"(\w+?)(?:\((\d+)\))?", k))]
  static = [f for f in fields if not f[0].startswith("release")]
  rel = [f for f in fields if f[0].startswith("release") and f[1] in (0, None) and f[0] not in ("release_enable", "release0_enable")]
  _patch_after(cls, "set_static", lambda q: [q.write(n, v, i) for n, i, v in static])
  _patch_after(cls, "set_release", lambda q: [q.write(n, v, i) for n, i, v in rel])
  if enc["pcas_action"] is not None and enc.get("pcas_method", ops_nv.nv.NVC6C0_SEND_SIGNALING_PCAS2_B) == ops_nv.nv.NVC6C0_SEND_SIGNALING_PCAS2_B:
    cls.pcas_action = enc["pcas_action"]

def apply_variant(name: str) -> None:
  """Patch the runtime's launch encoding in this process only (the runtime's own choice is "v4")."""
  from tinygrad.helpers import round_up
  from tinygrad.runtime import ops_nv
  host_release = lambda: setattr(ops_nv.NVComputeQueue, "signal", ops_nv.NVCommandQueue.signal)
  if name == "v4-pcas9": ops_nv.QMDV4.pcas_action = 9
  elif name == "v4-host-release": host_release()
  elif name == "v4-nvk":
    def nvk_static(self: Any, prog_addr: int, regs: int, smem: int, local: int, smem_cfg: int) -> None:
      cfg = lambda size: next((kb for kb in (8, 16, 32, 64) if size <= kb * 1024), 96) * 1024 // 4096 + 1
      for n, v in [("qmd_major_version", 4), ("qmd_minor_version", 0), ("api_visible_call_limit", 1), ("sampler_index", 0),
                   ("barrier_count", 1), ("register_count", regs), ("shared_memory_size", round_up(smem, 256)),
                   ("min_sm_config_shared_mem_size", cfg(smem)), ("target_sm_config_shared_mem_size", cfg(smem)),
                   ("max_sm_config_shared_mem_size", cfg(96 * 1024)), ("shader_local_memory_low_size", round_up(local, 16))]: self.write(n, v)
      self.write64("program_address", prog_addr)
    ops_nv.QMDV4.set_static = nvk_static  # type: ignore[method-assign]
  elif name == "v4-queue":
    _patch_after(ops_nv.QMDV4, "set_static", lambda q: q.write("qmd_type", ops_nv.nv.NVCBC0_QMDV04_00_QMD_TYPE_QUEUE))
    _patch_after(ops_nv.QMDV4, "set_release", lambda q: q.write("release_membar_type", 0, 0))
  elif name == "v4-grid-sass-host":
    _patch_after(ops_nv.QMDV4, "set_static", lambda q: q.write("sass_version", SASS_VERSION))
    host_release()
  elif name == "v4-minimal":
    def minimal_static(self: Any, prog_addr: int, regs: int, smem: int, local: int, smem_cfg: int) -> None:
      for n, v in [("qmd_major_version", 4), ("qmd_type", ops_nv.nv.NVCBC0_QMDV04_00_QMD_TYPE_GRID_CTA), ("register_count", regs),
                   ("barrier_count", 1), ("shared_memory_size", round_up(smem, 256)), ("shader_local_memory_high_size", local),
                   ("min_sm_config_shared_mem_size", smem_cfg), ("max_sm_config_shared_mem_size", 0x1a),
                   ("target_sm_config_shared_mem_size", smem_cfg)]: self.write(n, v)
      self.write64("program_address", prog_addr)
    ops_nv.QMDV4.set_static = minimal_static  # type: ignore[method-assign]
    ops_nv.QMDV4.set_prefetch = lambda self, prog_addr, size: None  # type: ignore[method-assign]
    host_release()
  elif name == "v3-hopper":
    pick3 = ops_nv.qmd_type
    ops_nv.QMDV3Hopper.sass_version = SASS_VERSION
    ops_nv.qmd_type = lambda compute_class: ops_nv.QMDV3Hopper if compute_class == ops_nv.nv.HOPPER_COMPUTE_A else pick3(compute_class)
  elif name == "v3":
    pick = ops_nv.qmd_type
    ops_nv.qmd_type = lambda compute_class: ops_nv.QMD if compute_class == ops_nv.nv.HOPPER_COMPUTE_A else pick(compute_class)
  elif name == "captured":
    if not (path := os.environ.get("TG_NV_CAPTURE")): raise SystemExit("gpu_check: the variant 'captured' needs TG_NV_CAPTURE=<capture json>")
    apply_captured(path)
  elif name != "v4": raise SystemExit(f"gpu_check: unknown variant {name!r}; choose one of {', '.join(VARIANTS)}")

def run_capture() -> str | None:
  """nv_capture.py in a fresh process (libcuda under the LD_PRELOAD shim): prints CUDA's QMDs beside tg's and keeps the capture in a
  temporary file for the "captured" variant; returns its path, or None when there is no libcuda, no C compiler, or it failed."""
  print("\n== CUDA capture (tools/nv_capture.py): what libcuda sends for one launch, beside tg's QMD")
  fd, path = tempfile.mkstemp(prefix="tg_nv_capture_", suffix=".json")
  os.close(fd)
  def drop() -> None:
    if os.path.exists(path): os.remove(path)
  atexit.register(drop)
  rc, out = run([sys.executable, os.path.join(HERE, "nv_capture.py"), "--json", path], {"PYTHONUNBUFFERED": "1"}, 300)
  print(out.rstrip())
  ok = rc == 0 and os.path.getsize(path) > 0
  if not ok: print(f"== capture failed (rc {rc}); the diagnose goes on without the 'captured' variant")
  return path if ok else None

def diagnose_steps(variant: str = "v4") -> int:
  """Inside the fresh process: open the device and submit one more kind of work per step; stop at the first that fails or hangs."""
  import numpy as np
  from tinygrad import Tensor
  from tinygrad.device import Device
  from tinygrad.runtime.ops_nv import NVDevice, NVProgram
  apply_variant(variant)
  print(f"variant {variant}: {VARIANTS[variant]}")
  seen: dict[str, Any] = {}
  NVDevice.on_device_hang = lambda self: seen.setdefault("dev", self)  # type: ignore[method-assign]  # hangs while opening
  def dev() -> Any:
    return seen["dev"]
  def open_dev() -> str:
    d: Any = Device[Device.DEFAULT]
    seen["dev"] = d
    return (f"{d.device} {d.arch}, compute class {d.compute_class:#x}, copy class {d.dma_class:#x}, tokens "
            f"{d.compute_gpfifo.token:#x}/{d.dma_gpfifo.token:#x}, renderer {type(d.renderer).__name__}")
  def signal_only(queue: str) -> str:
    d = dev()
    getattr(d, queue)().signal(d.timeline_signal, d.next_timeline()).submit(d)
    d.synchronize()
    return f"timeline {d.timeline_signal.value}"
  def copy_roundtrip() -> str:
    d, data, out = dev(), np.arange(4, dtype=np.uint32) * 0x01010101 + 0x11223344, np.zeros(4, np.uint32)
    buf = d.allocator.alloc(16)
    d.allocator._copyin(buf, data.data)
    d.allocator._copyout(out.data, buf)
    if not np.array_equal(out, data): raise AssertionError(f"read back {out.tolist()}, wrote {data.tolist()}")
    return f"16 bytes at {buf.va_addr:#x} round-tripped"
  def huge_pages() -> str:
    # the first launch is the first GPU read of 2 MiB-page video memory (the kernarg ring holding QMDs and constant bank 0): check that
    # path alone, with the copy engine reading what the CPU wrote through BAR1 (and a device-only 8 MiB buffer round trip)
    d, data, out = dev(), np.arange(4, dtype=np.uint32) + 0x5A5A0000, np.zeros(4, np.uint32)
    ka = d.kernargs_buf.offset(d.kernargs_buf.size - 0x1000, 16)
    ka.cpu_view().view(0, 16, "I")[:] = data.tolist()
    d.allocator._copyout(out.data, ka)
    if not np.array_equal(out, data): raise AssertionError(f"kernarg ring at {ka.va_addr:#x} read back {out.tolist()}, CPU wrote {data.tolist()}")
    big = d.allocator.alloc(8 << 20)
    d.allocator._copyin(big.offset((8 << 20) - 16, 16), (data + 1).data)
    d.allocator._copyout(out.data, big.offset((8 << 20) - 16, 16))
    if not np.array_equal(out, data + 1): raise AssertionError(f"8 MiB buffer at {big.va_addr:#x} read back {out.tolist()}")
    return f"kernarg ring {ka.va_addr:#x} and 8 MiB buffer {big.va_addr:#x} read back"
  def load(src: str, name: str) -> NVProgram:
    d = dev()
    lib = d.compiler.compile(src.format(ver=PTX_VERSION.get(d.arch, "7.8"), arch=d.arch))
    prg = NVProgram(d, name, lib)  # grows shader local memory on the first program: one compute submission
    words, kind = {i: f"{w:#x}" for i, w in enumerate(prg.qmd_template) if w}, "cubin" if lib[:4] == b"\x7fELF" else "PTX"
    print(f"    {name}: {kind} {len(lib)} B, {prg.qmd_type.__name__} (pcas action {prg.qmd_type.pcas_action}), regs {prg.regs}, "
          f"params at c[0][{prg.param_base:#x}], shared {prg.shared_size}, local {prg.local_size}")
    print(f"    QMD template nonzero dwords: {words}")
    return prg
  def load_empty() -> str:
    seen["empty"] = load(DIAG_EMPTY, "diag_empty")
    return "loaded"
  def empty_kernel() -> str:
    d = dev()
    seen["empty"](global_size=(1, 1, 1), local_size=(1, 1, 1))
    d.synchronize()
    return "launched and signalled"
  def store_kernel() -> str:
    d, out = dev(), np.zeros(1, np.uint32)
    prg, buf = load(DIAG_STORE, "diag_store"), d.allocator.alloc(64)
    prg(buf, global_size=(1, 1, 1), local_size=(1, 1, 1))
    d.synchronize()
    d.allocator._copyout(out.data, buf)
    if out[0] != 0x600DCAFE: raise AssertionError(f"the kernel's store read back as {out[0]:#x}, not 0x600dcafe")
    return "0x600dcafe read back"
  def tensor_op() -> str:
    got = (Tensor([1.0, 2.0, 3.0], device=dev().device) * 2).numpy()
    if not np.array_equal(got, want := np.array([1.0, 2.0, 3.0], np.float32) * 2): raise AssertionError(f"got {got}, numpy {want}")
    return f"{got.tolist()} == numpy"
  steps = [("a", "open the device (init: compute SET_OBJECT + windows + signal, copy SET_OBJECT + signal)", open_dev),
           ("b", "compute queue: signal only", lambda: signal_only("hw_compute_queue_t")),
           ("c", "copy queue: signal only", lambda: signal_only("hw_copy_queue_t")),
           ("d", "copy host->device 16 bytes and back", copy_roundtrip),
           ("d2", "copy engine reads 2 MiB-page video memory (CPU-written kernarg ring, 8 MiB buffer)", huge_pages),
           ("e1", "load an empty kernel (first program: SET_SHADER_LOCAL_MEMORY_* submission)", load_empty),
           ("e2", "launch the empty kernel (PTX ret;)", empty_kernel),
           ("f", "one-thread kernel storing 0x600dcafe, read back", store_kernel),
           ("g", "Tensor([1,2,3])*2 vs numpy", tensor_op)]
  for key, what, fn in steps:
    st = time.perf_counter()
    try: detail = fn()
    except Exception as e:
      hung = "timeout" in str(e).lower()
      print(f"step {key}: {what}: {'HANG' if hung else 'FAIL'} after {time.perf_counter() - st:.1f} s: {type(e).__name__}: {str(e)[:4000]}")
      if not hung: print("".join(traceback.format_exception(e, limit=-4)).rstrip())  # a host-side error: where it was raised
      if "dev" in seen: dump_channels(seen["dev"])
      print(f"DIAGNOSE: stopped at step {key}", flush=True)
      os._exit(1)  # no exit handlers: freeing buffers would wait on the hung device again
    print(f"step {key}: {what}: ok ({(time.perf_counter() - st) * 1e3:.0f} ms) {detail}")
  print(f"DIAGNOSE: all {len(steps)} steps passed")
  return 0

def diagnose(dev: str, timeout: float, variant: str | None = None, show_probe: bool = True) -> tuple[int, str | None]:
  """Run the steps in a fresh process (HCQDEV_WAIT_TIMEOUT_MS=3000 so a hang is reported in seconds) and print what it printed. When
  the shipped encoding stops at a kernel launch (e2, f, g) and no variant was named, each other launch variant runs too.
  Returns the exit status and the first variant that passed every step (None when none did)."""
  print(f"== gpu_check --diagnose: DEV={dev}, repository {ROOT}")
  ENV.update(ENV or tg_env())
  if show_probe and not dev.upper().startswith("MOCK"):
    for k, v in (info := probe()).items(): print(f"  {k:15s} {v}")
    if has_libcuda(info) and not ENV.get("TG_NV_CAPTURE") and (cap := run_capture()): ENV["TG_NV_CAPTURE"] = cap
  def one(v: str) -> tuple[int, str]:
    rc, out = run([sys.executable, os.path.abspath(__file__), "--diagnose-steps", v],
                  {"DEV": dev, "HCQDEV_WAIT_TIMEOUT_MS": str(DIAG_TIMEOUT_MS), "PYTHONUNBUFFERED": "1"}, timeout)
    print(out.rstrip())
    if rc == 124: print("DIAGNOSE: the process itself was killed (a hang the 3 s signal timeout did not catch: a blocked ioctl or mmap?)")
    m = re.search(r"DIAGNOSE: stopped at step (\w+)", out)
    return rc, m[1] if m else ("all" if rc == 0 else "?")
  rc, reached = one(variant or "v4")
  summary = {variant or "v4": reached}
  if variant is None and reached in ("e2", "f", "g"):
    for v in [v for v in VARIANTS if v != "v4" and (v != "captured" or ENV.get("TG_NV_CAPTURE"))]:
      print(f"\n== variant {v}")
      summary[v] = one(v)[1]
    print("\n== launch variants (step each stopped at; 'all' = every step passed):")
    for v, at in summary.items(): print(f"  {v:18s} {at:4s} {VARIANTS[v]}")
  return rc, next((v for v, at in summary.items() if at == "all"), None)

def nv_launch(target: str) -> str | None:
  """The launch encoding the NV suites should use: the shipped one when the step-by-step diagnose passes with it, else the first
  variant that does (None: no kernel launches, so the suites are not run)."""
  print(f"\n== DEV={target}: step-by-step diagnose before the suites")
  return diagnose(target, 120, show_probe=False)[1]

def exec_with_variant(variant: str, rest: list[str]) -> None:
  """`--exec-variant V -c CODE` or `--exec-variant V -m MODULE ARGS...`: Python with launch variant V applied first (the NV suites
  run this way when the diagnose found the shipped encoding hangs and another passes)."""
  apply_variant(variant)
  if rest[:1] == ["-c"]:
    sys.argv = ["-c", *rest[2:]]
    exec(compile(rest[1], "<string>", "exec"), {"__name__": "__main__"})
  elif rest[:1] == ["-m"]:
    sys.argv = [rest[1], *rest[2:]]
    runpy.run_module(rest[1], run_name="__main__", alter_sys=True)
  else: raise SystemExit(f"gpu_check --exec-variant: expected -c CODE or -m MODULE, got {rest[:2]}")

def main() -> int:
  if sys.argv[1:2] == ["--diagnose-steps"]: return diagnose_steps(*sys.argv[2:3])
  if sys.argv[1:2] == ["--exec-variant"]:
    exec_with_variant(sys.argv[2], sys.argv[3:])
    return 0
  ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
  ap.add_argument("--diagnose", action="store_true", help="run the NV device step by step and print which step hangs (see --dev)")
  ap.add_argument("--dev", default="NV:PTX", help="device for --diagnose (default NV:PTX; MOCK+NV:PTX for the mock GPU)")
  ap.add_argument("--variant", default=None, choices=list(VARIANTS), help="--diagnose with this launch encoding only (default: the shipped "
                  "one, then the others if it stops at a launch); without --diagnose, run the NV suites with it and skip their diagnose")
  ap.add_argument("--timeout", type=float, default=240, help="seconds per suite (default 240)")
  ap.add_argument("--devs", default="NV,CUDA", help="devices to check (NV, CUDA)")
  ap.add_argument("--quick", action="store_true", help="only the first three suites, one renderer per device")
  ap.add_argument("--n", type=int, default=4096, help="matmul size (default 4096)")
  ap.add_argument("--no-bench", action="store_true", help="skip bench/gpu_kernels.py")
  ap.add_argument("--json", default=None, help="also write the results to this file")
  args = ap.parse_args()
  if args.diagnose: return diagnose(args.dev, min(args.timeout, 120), args.variant)[0]
  t0, failed = time.perf_counter(), False
  print(f"== gpu_check: repository {ROOT}, python {sys.version.split()[0]} ({sys.executable})")
  ENV.update(tg_env())
  info = probe()
  for k, v in info.items(): print(f"  {k:15s} {v}")
  if has_libcuda(info) and any(d.strip().upper() == "NV" for d in args.devs.split(",")) and (cap := run_capture()): ENV["TG_NV_CAPTURE"] = cap
  results: list[dict] = []
  suites = SUITES[:3] if args.quick else SUITES
  for devname in [d.strip().upper() for d in args.devs.split(",") if d.strip()]:
    for target in DEVS.get(devname, [devname])[:1 if args.quick else None]:
      env = {"DEV": target, "ORACLE_DEV": target.split(":")[0], "PYTHONUNBUFFERED": "1"}
      rc, out = run_py("from tinygrad.device import Device; d = Device[Device.DEFAULT]; print('OPENED', d.device, d.arch, type(d.renderer).__name__)",
                       env, 120)
      if rc != 0 or "OPENED" not in out:
        print(f"\n== DEV={target}: the device did not open (rc {rc}):\n{out.strip()[-1500:]}")
        results.append({"dev": target, "suite": "open", "rc": rc, "counts": {}, "seconds": 0})
        failed = True
        continue
      print(f"\n== DEV={target}: {out.strip().splitlines()[-1]}")
      py = [sys.executable]
      if devname.split("+")[-1] == "NV":  # MOCK+NV too: the diagnose runs on the mock GPU as well
        if (launch := args.variant or nv_launch(target)) is None:
          print(f"== DEV={target}: no launch encoding passed the diagnose (above); its suites would only hang, so they are skipped")
          results.append({"dev": target, "suite": "launch", "rc": 1, "counts": {}, "seconds": 0})
          failed = True
          continue
        if launch != "v4": py = [sys.executable, os.path.abspath(__file__), "--exec-variant", launch]
        print(f"== DEV={target}: suites run with launch variant {launch}: {VARIANTS[launch]}")
      for name, paths in suites:
        st = time.perf_counter()
        rc, out = run([*py, "-m", "pytest", "-q", "-p", "no:cacheprovider", *(["-x"] if args.quick else []), *paths], env, args.timeout)
        counts, dt = parse_counts(out), time.perf_counter() - st
        bad = rc not in (0, 5) or counts.get("failed", 0) or counts.get("error", 0)
        failed |= bool(bad)
        print(f"  {name:22s} {'FAIL' if bad else 'ok  '} rc={rc:<3d} {counts} {dt:6.1f} s")
        if bad: print("    " + "\n    ".join([ln for ln in out.splitlines() if ln.startswith(("FAILED", "ERROR"))][:15] or out.splitlines()[-15:]))
        results.append({"dev": target, "suite": name, "rc": rc, "counts": counts, "seconds": round(dt, 1)})
      for dt_name in ("half", "float"):
        rc, out = run([*py, "-c", MATMUL.format(dt=dt_name, n=args.n)], env, args.timeout)
        line = next((ln[7:] for ln in out.splitlines() if ln.startswith("RESULT ")), None)
        print(f"  matmul {dt_name:5s} {args.n:<8d} {line or 'FAILED: ' + out.strip()[-800:]}")
        failed |= line is None
        results.append({"dev": target, "suite": f"matmul {dt_name}", "rc": rc, "result": line})
      if devname.split("+")[-1] == "NV":
        rc, out = run([*py, "-c", PEER], env, args.timeout)
        line = next((ln[7:] for ln in out.splitlines() if ln.startswith("RESULT ")), None)
        print(f"  multi-GPU peer         {line or 'FAILED: ' + out.strip()[-800:]}")
        failed |= line is None
        results.append({"dev": target, "suite": "multi-GPU peer", "rc": rc, "result": line})
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
