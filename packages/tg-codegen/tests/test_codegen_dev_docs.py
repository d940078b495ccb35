"""The developer pages run as written: every `<!-- file: NAME -->` block of docs/developer/{pipeline,uops}.md is written to a fresh
folder, every line of each `<!-- run -->` block runs there (`uv run` against this checkout), and each `<!-- output: CMD -->` block
must be exactly what CMD printed. The programs check themselves against numbers worked out here too (sum of 2i+1, x*2 -> x<<1)."""
import os, pathlib, re, shutil, subprocess
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
DOCS = ROOT / "docs" / "developer"
pytestmark = [pytest.mark.skipif(shutil.which("uv") is None, reason="the pages' commands use uv (pip install uv)"),
              pytest.mark.skipif(not DOCS.is_dir(), reason="the docs are not beside this package (not a checkout)")]

def fenced(text: str, kind: str) -> list[tuple[str, str]]:
  return re.findall(rf"<!-- {kind}:? ?([^>]*?) -->\n```[a-z]*\n(.*?)```", text, re.S)

def run_page(page: str, tmp: pathlib.Path) -> dict[str, str]:
  text = (DOCS / page).read_text()
  for name, body in fenced(text, "file"): (tmp / name).write_text(body)
  # uv finds this checkout from the scratch folder; TMPDIR keeps VIZ's files out of the shared /tmp
  env = {**os.environ, "UV_PROJECT": str(ROOT), "UV_FROZEN": "1", "TMPDIR": str(tmp), "NO_COLOR": "1"}
  env.pop("DEV", None)
  outs = {}
  for _, cmds in fenced(text, "run"):
    for cmd in cmds.strip().splitlines():
      p = subprocess.run(cmd, shell=True, cwd=tmp, env=env, capture_output=True, text=True, timeout=300)
      assert p.returncode == 0, f"{page}: {cmd}\n{p.stdout}\n{p.stderr}"
      outs[cmd] = p.stdout
  for cmd, want in fenced(text, "output"): assert outs[cmd] == want, f"{page}: the output of {cmd!r} is not the page's"
  return outs

def test_pipeline_page(tmp_path):
  outs = run_page("pipeline.md", tmp_path)
  walk = outs["DEV=CPU:CLANG uv run python walk.py"]
  assert walk.splitlines()[-1] == f"[{sum(2 * i + 1 for i in range(8))}.] {sum(2 * i + 1 for i in range(8))}"
  assert "void r_8(" in walk  # the C renderer's kernel, printed by the walk
  jit = outs["DEV=CPU DEBUG=2 uv run python jit.py"].splitlines()
  assert [float(x) for x in jit if re.fullmatch(r"[\d.]+", x)] == [sum(max(2 * i + 1, 0) for _ in range(16)) for i in range(4)]
  assert sum("JIT replay" in x for x in jit) == 2 and any("JIT captured 1 calls" in x for x in jit)
  steps = outs["uv run python -m tinygrad.viz.cli -s TINY --ls"]
  assert "Schedule 1 Kernels" in steps and "linearize" in steps

def test_uops_page(tmp_path):
  outs = run_page("uops.md", tmp_path)
  lines = outs["uv run python rewrite_demo.py"].splitlines()
  assert lines[2] == "bounds: 0 20" and lines[3] == "x<<1 Ops.SHL"  # (x*2+0)*1 over x in [0, 10]
  assert lines[0].startswith("Ops.MUL") and "True" in lines[1]
