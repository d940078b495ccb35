#!/usr/bin/env python3
"""Run upstream tinygrad's own test programs, unchanged, against an installed `tinygrad` and tabulate the outcome.

Upstream's tests are an oracle we run, never code we copy: export them outside the repo first (test/ imports extra/ too), e.g.
  mkdir -p /tmp/uptests && git -C <tinygrad snapshot> archive HEAD test extra conftest.py | tar -x -C /tmp/uptests
then, once per implementation (tg's venv, and a side venv with the PyPI release plus pytest and hypothesis):
  python packages/tg-core/tools/upstream_tests.py run --python .venv/bin/python --out /tmp/upt/tg.json [files...]
  python packages/tg-core/tools/upstream_tests.py run --python /tmp/upenv/bin/python --out /tmp/upt/up.json [files...]
  python packages/tg-core/tools/upstream_tests.py report /tmp/upt/tg.json /tmp/upt/up.json
`merge a.json b.json --out c.json` lays a rerun of some files over a full run. Upstream's tests import torch (--extra-path puts a
torch install after the venv's own packages) and its CPU device needs a `clang` (--clang-dir; its LLVM IR path fails on LLVM 22).
A full run of DEFAULT_FILES takes well over an hour on 2 busy cores: test_ops.py and test_dtype_alu.py are last for that reason.

Each file runs in its own pytest process with this module loaded as a plugin (`-p upstream_tests`). The plugin
1. logs every test report as a JSON line as it happens (a file that times out keeps its partial counts), and
2. lets the test files import tinygrad internals the implementation lacks: a missing `tinygrad.*` module or name, imported
   from a file under the tests root, becomes a placeholder that raises NeedsInternal when used, so such tests are counted
   as "needs internal X" instead of failures, and the rest of the file still runs.
"""
from __future__ import annotations
import argparse, builtins, collections, json, os, re, signal, subprocess, sys, time, types
from pathlib import Path
from typing import Any

# the unit test files a user would expect to pass on CPU (upstream moved them under backend/, null/ and unit/)
DEFAULT_FILES = [
  "test/backend/test_tensor.py", "test/null/test_tensor.py", "test/backend/test_dtype.py", "test/null/test_dtype.py",
  "test/unit/test_assign.py", "test/backend/test_setitem.py", "test/unit/test_multitensor.py", "test/backend/test_multitensor.py",
  "test/backend/test_randomness.py", "test/unit/test_randomness.py", "test/backend/test_jit.py", "test/unit/test_jit.py",
  "test/unit/test_jit_cases.py", "test/unit/test_jit_footguns.py", "test/backend/test_symbolic_ops.py",
  "test/backend/test_symbolic_jit.py", "test/backend/test_tensor_variable.py", "test/unit/test_symbolic_tensor.py",
  "test/null/test_symbolic_tensor.py", "test/backend/test_nn.py", "test/backend/test_optim.py", "test/unit/test_disk_tensor.py",
  "test/null/test_gc.py", "test/unit/test_allreduce.py", "test/unit/test_attention.py", "test/unit/test_conv.py",
  "test/unit/test_dtype_weak.py", "test/unit/test_function.py", "test/unit/test_getitem_ops.py", "test/unit/test_gradient.py",
  "test/unit/test_indexing.py", "test/unit/test_invalid_tensor.py", "test/unit/test_linalg.py", "test/unit/test_masked_tensor.py",
  "test/unit/test_rearrange_einops.py", "test/unit/test_tensor_data.py", "test/unit/test_tensor_io.py", "test/unit/test_tar.py",
  "test/unit/test_gguf.py", "test/unit/test_winograd.py", "test/unit/test_setitem_schedule.py", "test/unit/test_realize_is_realize.py",
  "test/backend/test_dtype_alu.py", "test/backend/test_ops.py",
]

# ---------------- plugin side (runs inside the pytest process) ----------------

class NeedsInternal(Exception):
  """A test used a tinygrad internal the implementation under test does not have."""

class _Missing:
  """Stands in for a missing tinygrad name; any use raises NeedsInternal naming it."""
  def __init__(self, name: str): object.__setattr__(self, "_name", name)
  def _raise(self, *a: Any, **k: Any) -> Any: raise NeedsInternal(f"needs internal {object.__getattribute__(self, '_name')}")
  def __getattr__(self, a: str) -> Any:
    if a.startswith("__") and a.endswith("__"): raise AttributeError(a)
    return self._raise()
  def __instancecheck__(self, obj: Any) -> bool: return False  # a missing renderer class: nothing is an instance of it
  def __gt__(self, o: Any) -> bool: return False  # a missing flag (IMAGE > 0 in a skipIf) reads as unset
  __lt__ = __ge__ = __le__ = __gt__
  def __subclasscheck__(self, cls: Any) -> bool: return False
  __call__ = __iter__ = __bool__ = __len__ = __getitem__ = __mro_entries__ = __or__ = __ror__ = _raise
  def __repr__(self) -> str: return f"<missing {object.__getattribute__(self, '_name')}>"

class _ProxyModule(types.ModuleType):
  """A real module whose missing names read as placeholders (only handed to `from X import ...` in test files)."""
  def __init__(self, real: types.ModuleType):
    super().__init__(real.__name__)
    self.__dict__["_real"] = real
  def __getattr__(self, a: str) -> Any:
    real = self.__dict__["_real"]
    return getattr(real, a) if hasattr(real, a) else _Missing(f"{real.__name__}.{a}")

def _install_import_shim(root: str) -> None:
  orig = builtins.__import__
  def shim(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0) -> Any:
    from_tests = level == 0 and name.startswith("tinygrad") and str((globals or {}).get("__file__", "")).startswith(root)
    if not from_tests: return orig(name, globals, locals, fromlist, level)
    try: mod = orig(name, globals, locals, fromlist, level)
    except ImportError as e:
      if not fromlist: raise NeedsInternal(f"needs internal module {name}") from e
      return _ProxyModule(types.ModuleType(name))  # every name of a missing module is a placeholder
    if fromlist and any(not hasattr(mod, n) for n in fromlist if n != "*"): return _ProxyModule(mod)
    return mod
  builtins.__import__ = shim

def _crash_line(rep: Any) -> str:
  lr = getattr(rep, "longrepr", None)
  if lr is None: return ""
  if isinstance(lr, tuple): return str(lr[-1])[:300]  # skip: (file, line, reason)
  crash = getattr(getattr(lr, "reprcrash", None), "message", None)
  return (crash or str(lr).strip().splitlines()[-1])[:300]

_LOG: Any = None
def _emit(**kw: Any) -> None:
  if _LOG is not None: _LOG.write(json.dumps(kw) + "\n"); _LOG.flush()

def pytest_configure(config: Any) -> None:
  global _LOG
  if p := os.environ.get("UPT_LOG"): _LOG = open(p, "a")
  for extra in filter(None, os.environ.get("UPT_EXTRA_PATH", "").split(os.pathsep)): sys.path.append(extra)  # torch, after the venv's numpy
  if root := os.environ.get("UPT_ROOT"): _install_import_shim(root)

def pytest_collectreport(report: Any) -> None:
  if report.failed: _emit(nodeid=report.nodeid, when="collect", outcome="failed", msg=_crash_line(report))

def pytest_runtest_logstart(nodeid: str, location: Any) -> None: _emit(nodeid=nodeid, when="start", outcome="started", msg="")

def pytest_runtest_logreport(report: Any) -> None:
  if report.when == "call" or report.outcome != "passed":
    _emit(nodeid=report.nodeid, when=report.when, outcome=report.outcome, msg=_crash_line(report))

# ---------------- driver side ----------------

def run(args: argparse.Namespace) -> None:
  root = Path(args.tests).resolve()
  results: dict[str, Any] = {"python": args.python, "files": {}}
  for f in args.files or DEFAULT_FILES:
    if not (root / f).exists(): print(f"skip {f}: not in {root}"); continue
    log = Path(args.out).with_suffix(f".{f.replace('/', '_')}.jsonl")
    log.unlink(missing_ok=True)
    env = {**os.environ, "DEV": args.dev, "UPT_LOG": str(log), "UPT_ROOT": str(root), "UPT_EXTRA_PATH": args.extra_path,
           "PYTHONPATH": str(Path(__file__).parent), "PATH": f"{args.clang_dir}{os.pathsep}{os.environ.get('PATH', '')}",
           "TEST_TIMEOUT": str(args.test_timeout), "PYTHONDONTWRITEBYTECODE": "1"}
    t0, status, skip = time.time(), "ok", set[str]()
    hung: list[str] = []
    while True:  # a test past TEST_TIMEOUT aborts pytest (upstream's conftest): count it as hung and run the rest of the file
      cmd = [os.path.abspath(args.python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-p", "upstream_tests", f,
             *[x for h in sorted(skip) for x in ("--deselect", h)]]
      try: rc = subprocess.run(cmd, cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=max(1, args.file_timeout - (time.time() - t0))).returncode
      except subprocess.TimeoutExpired: rc, status = -1, "timeout"
      started = [json.loads(x) for x in log.read_text().splitlines()] if log.exists() else []
      done = {r["nodeid"] for r in started if r["when"] != "start"}
      open_ = [r["nodeid"] for r in started if r["when"] == "start" and r["nodeid"] not in done and r["nodeid"] not in hung]
      if rc != -signal.SIGABRT or not open_ or len(hung) >= args.max_hung: break
      hung.append(open_[-1]); skip |= done | {open_[-1]}  # the rerun runs only what has not run yet
      with log.open("a") as fh: fh.write(json.dumps({"nodeid": open_[-1], "when": "call", "outcome": "failed",
                                                      "msg": f"hung: past TEST_TIMEOUT={args.test_timeout}s"}) + "\n")
    if rc not in (0, 1, -1): status = f"rc={rc}"
    recs = [r for r in (json.loads(x) for x in log.read_text().splitlines()) if r["when"] != "start"] if log.exists() else []
    results["files"][f] = {"status": status, "seconds": round(time.time() - t0, 1), "records": recs}
    print(f"{f}: {status} {summarize(results['files'][f])} in {time.time()-t0:.0f}s", flush=True)
    Path(args.out).write_text(json.dumps(results))

def outcomes(entry: dict) -> dict[str, tuple[str, str]]:
  """nodeid -> (kind, message); kind in passed/failed/error/skipped/internal/collect."""
  out: dict[str, tuple[str, str]] = {}
  for r in entry["records"]:
    nid, msg = r["nodeid"], r.get("msg", "")
    if r["when"] == "collect": kind = "internal" if "NeedsInternal" in msg or "needs internal" in msg else "collect"
    elif r["outcome"] == "skipped": kind = "skipped"
    elif r["outcome"] == "passed": kind = "passed"
    elif "needs internal" in msg: kind = "internal"
    else: kind = "failed" if r["when"] == "call" else "error"
    if nid not in out or out[nid][0] == "passed": out[nid] = (kind, msg)  # a teardown error overrides a pass
  return out

def summarize(entry: dict) -> dict[str, int]:
  c = collections.Counter(k for k, _ in outcomes(entry).values())
  return {"collected": sum(c.values()), **{k: c[k] for k in ("passed", "failed", "error", "skipped", "internal", "collect")}}

def cause(msg: str) -> str:
  """Group key: the exception line with numbers and long quoted values blurred."""
  msg = re.sub(r"0x[0-9a-f]+", "#", msg.splitlines()[0] if msg else "")
  msg = re.sub(r"'[^']{40,}'", "'…'", msg)
  return re.sub(r"-?\d+(\.\d+)?(e-?\d+)?", "#", msg)[:140]

def report(args: argparse.Namespace) -> None:
  res = [json.loads(Path(p).read_text()) for p in args.results]
  names = [Path(p).stem for p in args.results]
  cols = ["collected", "passed", "failed", "error", "skipped", "internal", "collect"]
  print("| file | " + " | ".join(f"{names[0]} {c}" for c in cols) + "".join(f" | {n} passed | {n} status" for n in names[1:]) + " |")
  print("|" + "---|" * (1 + len(cols) + 2 * (len(names) - 1)))
  tot: collections.Counter[str] = collections.Counter()
  tot_other: list[collections.Counter[str]] = [collections.Counter() for _ in names[1:]]
  for f, e in res[0]["files"].items():
    s = summarize(e); tot.update(s)
    row = f"| {f} | " + " | ".join(str(s[c]) for c in cols) + (f" ({e['status']})" if e["status"] != "ok" else "")
    for i, r in enumerate(res[1:]):
      o = r["files"].get(f)
      so = summarize(o) if o else {"passed": 0}; tot_other[i].update(so)
      row += f" | {so['passed']} | {o['status'] if o else '-'}"
    print(row + " |")
  print("| **total** | " + " | ".join(str(tot[c]) for c in cols) + "".join(f" | {t['passed']} | " for t in tot_other) + " |")
  groups: dict[str, list[str]] = collections.defaultdict(list)
  ref = {f: outcomes(e) for f, e in res[1]["files"].items()} if len(res) > 1 else {}
  for f, e in res[0]["files"].items():
    for nid, (kind, msg) in outcomes(e).items():
      if ref and f not in ref: continue  # the reference did not run this file: no comparison
      if kind in ("failed", "error", "collect", "internal") and (not ref or ref[f].get(nid, ("",))[0] in ("passed", "")):
        groups[("needs internal: " if kind == "internal" else "") + cause(msg)].append(nid)
  print(f"\n## {names[0]} failures/errors{' where ' + names[1] + ' passes' if ref else ''}, grouped (count, cause, examples)")
  for k, v in sorted(groups.items(), key=lambda kv: -len(kv[1]))[:args.top]:
    print(f"- {len(v)}: `{k}` e.g. {', '.join(v[:2])}")

def merge(args: argparse.Namespace) -> None:
  """Later result files replace earlier ones file by file (a rerun of the files a fix touched over a full earlier run)."""
  out: dict[str, Any] = {"python": "", "files": {}}
  for p in args.results:
    r = json.loads(Path(p).read_text())
    out["python"] = r["python"]; out["files"].update(r["files"])
  Path(args.out).write_text(json.dumps(out))

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
  sub = ap.add_subparsers(dest="cmd", required=True)
  r = sub.add_parser("run")
  r.add_argument("--python", required=True); r.add_argument("--out", required=True)
  r.add_argument("--tests", default="/tmp/uptests"); r.add_argument("--dev", default="CPU")
  # upstream's CPU device compiles with a `clang` on PATH (its LLVM IR path fails on LLVM 22: typed pointers)
  r.add_argument("--clang-dir", default="/usr/lib/llvm-22/bin")
  r.add_argument("--extra-path", default="/work/torchenv/lib/python3.11/site-packages")
  r.add_argument("--file-timeout", type=int, default=900); r.add_argument("--test-timeout", type=int, default=120)
  r.add_argument("--max-hung", type=int, default=5)
  r.add_argument("files", nargs="*")
  p = sub.add_parser("report"); p.add_argument("results", nargs="+"); p.add_argument("--top", type=int, default=40)
  m = sub.add_parser("merge"); m.add_argument("results", nargs="+"); m.add_argument("--out", required=True)
  a = ap.parse_args()
  {"run": run, "report": report, "merge": merge}[a.cmd](a)

if __name__ == "__main__": main()
