"""Debug output parity (issue 37): DEBUG=3 (applied opts) and DEBUG=5 (the AST) print on every compile, cached or not; DEBUG=7 the disassembly."""
import os, stat, subprocess, sys
import numpy as np
import pytest
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.uop.ops import KernelInfo, ParamArg, UOp
from tinygrad.dtype import dtypes
from tinygrad.runtime.support import compiler_cpu

def _ast(n: int) -> UOp:
  o, a = (UOp(Ops.PARAM, dtypes.float.ptr(n), (), ParamArg(s, dtypes.float)) for s in range(2))
  i = UOp.range(n, 0)
  return UOp.sink(o[i].store(a[i].load() * 3.0 + 1.0).end(i), arg=KernelInfo())

def test_debug3_and_5_print_on_a_cache_hit(run, capsys):
  ast = _ast(37)
  with Context(DEBUG=5):
    run(ast, [np.zeros(37, np.float32), np.ones(37, np.float32)])
    first = capsys.readouterr().out
    p = run.last
    run(ast, [np.zeros(37, np.float32), np.ones(37, np.float32)])  # the in-process program cache answers
    second = capsys.readouterr().out
  assert run.last is p
  for out in (first, second):
    assert str(p.applied_opts[0] if p.applied_opts else "[]") in out and "UOp(Ops.SINK" in out, out[:400]
  assert f"{p.name}: {list(p.applied_opts)}" in second

_SCRIPT = "from tinygrad import Tensor; (Tensor.arange(41).float() * 5 + 2).realize()"

def test_debug3_prints_from_the_disk_cache(tmp_path):
  # a second process reads the program from the disk cache: DEBUG=3 shows its opts all the same
  env = {**{k: v for k, v in os.environ.items() if k != "DEV"}, "CACHEDB": str(tmp_path / "c.db"), "CACHELEVEL": "2", "DEBUG": "3", "DEV": "CPU:LLVM"}
  outs = [subprocess.run([sys.executable, "-c", _SCRIPT], env=env, capture_output=True, text=True, timeout=120) for _ in range(2)]
  for r in outs: assert r.returncode == 0, r.stderr[-500:]
  lines = [[ln for ln in r.stdout.splitlines() if (": [" in ln and "Opt(" in ln) or ln.rstrip().endswith(": []")] for r in outs]
  assert lines[0] and lines[1], [r.stdout[-800:] for r in outs]

@pytest.mark.skipif(compiler_cpu.disassembler() is None, reason="no llvm-objdump or objdump on this machine")
def test_debug7_prints_the_disassembly(capsys):
  from tinygrad import Tensor
  with Context(DEBUG=7, DEV="CPU:LLVM"): (Tensor.arange(43).float() * 7 + 1).realize()
  out = capsys.readouterr().out
  assert "Disassembly of section" in out and "ret" in out, out[-800:]

def test_old_llvm_objdump_is_not_used(tmp_path, monkeypatch):
  # a tool too old for the job is passed over for the next one, never used
  fake = tmp_path / "llvm-objdump"
  fake.write_text("#!/bin/sh\necho 'LLVM (http://llvm.org/):'\necho '  LLVM version 9.0.1'\n")
  fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
  monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
  compiler_cpu.tool_version.cache_clear()
  try:
    assert compiler_cpu.tool_version(str(fake)) == 9
    cmd = compiler_cpu.disassembler(min_llvm=11)
    assert cmd is None or cmd[0] != str(fake)
    assert compiler_cpu.disassembler(min_llvm=9)[0] == str(fake)
  finally: compiler_cpu.tool_version.cache_clear()
