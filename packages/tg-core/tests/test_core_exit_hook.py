"""The PROFILE/VIZ exit hook: registered by `import tinygrad` (helpers does not import the profiler), and it reaches tg-viz only
through the `tinygrad.viz` entry point group, so tg-core runs (and says what is missing) without tg-viz."""
import ast, os, pathlib, subprocess, sys
import tinygrad.helpers

def _run(code: str, tmp_path: pathlib.Path, **env: str) -> str:
  full = {k: v for k, v in os.environ.items() if k not in ("VIZ", "PROFILE", "TRACK_MATCH_STATS")} | env | {"TMPDIR": str(tmp_path)}
  return subprocess.run([sys.executable, "-c", code], env=full, capture_output=True, text=True, timeout=60, check=True).stdout

def test_helpers_does_not_import_profile():
  tree = ast.parse(pathlib.Path(tinygrad.helpers.__file__).read_text())
  names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
  names += [f"{n.module}.{a.name}" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module for a in n.names]
  assert not [n for n in names if "profile" in n]

def test_profile_saved_with_only_helpers_imported(tmp_path):
  # nothing recorded an event and nothing imported tinygrad.profile by name: `import tinygrad` alone registers the saver
  _run("import tinygrad.helpers", tmp_path, PROFILE="1")
  assert [f.name.split(".")[0] for f in tmp_path.iterdir()] == ["profile"]

def test_viz_without_viewer_entry_point_says_what_to_install(tmp_path):
  out = _run("import importlib.metadata as m; real = m.entry_points\n"
             "m.entry_points = lambda **kw: [] if kw.get('group') == 'tinygrad.viz' else real(**kw)\nimport tinygrad.helpers",
             tmp_path, VIZ="-1")
  assert "tg-viz is not installed" in out and "pip install tg-viz" in out
  assert [f.name.split(".")[0] for f in tmp_path.iterdir()] == ["profile"]  # the profile is still saved; the rewrites need tg-viz

def test_viz_entry_point_saves_rewrites(tmp_path):
  out = _run("import tinygrad.helpers", tmp_path, VIZ="-1")
  assert "saved viz files" in out and sorted(f.name.split(".")[0] for f in tmp_path.iterdir()) == ["profile", "rewrites"]
