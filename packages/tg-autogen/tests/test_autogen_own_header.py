"""docs/developer/autogen.md run as written: its files are written out, its commands run in a fresh folder, and the generated
module, the program's output and the layout are checked against the page and against gcc's own sizeof/offsetof/ioctl numbers."""
import os, pathlib, re, shutil, subprocess, sys
import pytest
pytest.importorskip("clang.cindex", reason="the generator needs the `generate` extra (libclang)")
pytest.importorskip("yaml", reason="the generator needs the `generate` extra (pyyaml)")
if shutil.which("gcc") is None: pytest.skip("the example builds its library with gcc", allow_module_level=True)

DOC = pathlib.Path(__file__).resolve().parents[3] / "docs" / "developer" / "autogen.md"
if not DOC.exists(): pytest.skip("the docs are not beside this package (not a checkout)", allow_module_level=True)
BLOCK = r"<!-- {} -->\n```[a-z]*\n(.*?)```"

def blocks(kind: str) -> dict[str, str]:
  return {m.group(1): m.group(2) for m in re.finditer(BLOCK.format(kind + r": ([\w./ ]+)"), DOC.read_text(), re.S)}

@pytest.fixture(scope="module")
def ran(tmp_path_factory) -> tuple[pathlib.Path, str]:
  d = tmp_path_factory.mktemp("own_header")
  for name, text in blocks("file").items():
    (d / name).parent.mkdir(parents=True, exist_ok=True)
    (d / name).write_text(text)
  (cmds,) = re.findall(BLOCK.format("run"), DOC.read_text(), re.S)
  env = {**os.environ, "PATH": f"{pathlib.Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}  # tg-autogen, python
  out = ""
  for cmd in cmds.strip().splitlines():
    p = subprocess.run(cmd, shell=True, cwd=d, env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"{cmd}:\n{p.stdout}\n{p.stderr}"
    out = p.stdout
  return d, out

def test_output_is_the_pages(ran):
  _, out = ran
  assert out == blocks("output")["python use_geom.py"]
  # the shoelace area of the 3-4-5 triangle, and the layer bits read back
  assert "area: 6.0" in out and "kind: GEOM_CLOSED layer: 5" in out

def test_generated_module_is_the_pages(ran):
  d, _ = ran
  shown = re.search(r"The generated `geom.py`:\n\n```python\n(.*?)```", DOC.read_text(), re.S)
  assert shown is not None and (d / "geom.py").read_text() == shown.group(1)

def test_layout_matches_gcc(ran):
  d, out = ran
  (d / "probe.c").write_text('#include <stdio.h>\n#include <stddef.h>\n#include "include/geom.h"\nint main(void) {\n'
    ' printf("%zu %zu %lu %d\\n", sizeof(struct geom_poly), offsetof(struct geom_poly, pts), (unsigned long)GEOM_IOC_AREA, GEOM_SCALE(7));\n}\n')
  subprocess.run(["gcc", "-o", d / "probe", d / "probe.c"], check=True, cwd=d)
  size, pts, ioc, scale = map(int, subprocess.run([d / "probe"], capture_output=True, text=True, check=True).stdout.split())
  assert f"size: {size}" in out and f"ioctl: {ioc:#x} scale: {scale}" in out
  assert f"('pts', (struct_geom_point * 16), {pts})" in (d / "geom.py").read_text()

def test_relative_root_is_relative_to_the_yaml(tmp_path, monkeypatch):
  # clang runs in a temporary folder, so a root path relative to the working directory used to fail with "file not found"
  from tinygrad.runtime.autogen.generator import config
  (tmp_path / "cfg" / "inc").mkdir(parents=True)
  (tmp_path / "cfg" / "inc" / "x.h").write_text("int x;\n")
  (tmp_path / "cfg" / "b.yaml").write_text("roots:\n  r: {paths: [inc]}\nmodules:\n  x:\n    headers: ['r:x.h']\n")
  monkeypatch.chdir(tmp_path)
  (label, path), = config.load(tmp_path / "cfg" / "b.yaml")["x"].files()
  assert label == "r:x.h" and path == str(tmp_path / "cfg" / "inc" / "x.h")
