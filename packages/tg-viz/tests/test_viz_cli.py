"""`python -m tinygrad.viz.cli` on a capture: every output mode parsed back with json, numbers checked against the events made."""
import json, os, re, subprocess, sys
import pytest
from tinygrad.helpers import Context
from tinygrad.viz.cli import CLIError, get_arg_parser, main

def run(capture, capsys, *argv: str, debug: int = 0) -> list:
  paths = ["--profile-path", capture.profile, "--rewrites-path", capture.rewrites]
  with Context(DEBUG=debug): main(get_arg_parser().parse_args(["--json", *paths, *argv]))
  return [json.loads(ln) for ln in capsys.readouterr().out.splitlines()]

def test_timeline(capture, capsys):
  out = run(capture, capsys)
  assert [o["name"] for o in out if o["device"] == "SOURCE"] == ["NULL Memory"]
  evs = [o for o in out if o["device"] not in ("SOURCE", "MARKER")]
  assert len(evs) == capture.timeline_events and [o["st_ms"] for o in evs] == sorted(o["st_ms"] for o in evs)
  assert [o["name"] for o in out if o["device"] == "MARKER"] == ["train @ 1", "train @ 2", "train @ 3"]
  kernels = [o for o in evs if o["device"] == "NULL"]
  assert [o["dur_ms"] for o in kernels] == [pytest.approx(0.1)] * 3 and all(o["ref"] == 2 for o in kernels)
  assert kernels[0]["fmt"]["FLOPS"] == pytest.approx(4e6 / 100e-6)
  copy = next(o for o in evs if o["device"] == "NULL:SDMA:0")
  assert copy["fmt"] == {"B/s": pytest.approx((1 << 20) / 100e-6), "B": 1 << 20}

def test_list(capture, capsys):
  assert [o["value"] for o in run(capture, capsys, "--list")] == ["ALL", *capture.tracks]

def test_top(capture, capsys):
  out = run(capture, capsys, "-t")
  e4 = next(o for o in out if o["name"] == "NULL E_4")
  assert e4["count"] == 3 and e4["dur_ms"] == pytest.approx(0.3) and e4["ref"] == 2 and e4["fmt"]["FLOPS"] == pytest.approx(4e10)
  assert len(out) == 9  # USER, 3 TINY, NULL E_4, the copy, the graph batch, E_5, E_6
  assert sum(o["pct"] for o in out) == pytest.approx(100)
  assert [o["dur_ms"] for o in out] == sorted((o["dur_ms"] for o in out), reverse=True)
  top2 = run(capture, capsys, "-t", "2")
  assert [o["name"] for o in top2][:2] == [o["name"] for o in out][:2] and top2[2]["name"] == "Other"
  assert top2[2]["count"] == sum(o["count"] for o in out[2:])

def test_device_top_interval(capture, capsys):
  # the README recipe: kernels of one device between two markers
  out = run(capture, capsys, "-s", "NULL", "-t", "--interval", "train @ 1", "train @ 2")
  assert [(o["name"], o["count"], o["pct"]) for o in out] == [("E_4", 2, 100.0)]
  assert run(capture, capsys, "-s", "NULL", "-t", "--interval", "train @ 2")[0]["count"] == 1

def test_memory_source(capture, capsys):
  out = run(capture, capsys, "-s", "NULL Memory")
  assert out[0] == {"peak": 1024 * 4 + 256 * 4}
  assert [(o["event"], o["key"]) for o in out[1:]] == [("alloc", 0), ("alloc", 1), ("free", 1), ("free", 0)]
  assert out[3]["info"] == ", ".join(["E_4 read@data1"] * 3)

def test_steps_and_debug(capture, capsys):
  out = run(capture, capsys, "-s", "TINY", "--ls")
  assert [o.get("value", o.get("name")).strip() for o in out][-4:] == ["E_4", "outer - 1", "inner - 1", "linearize/render - 1"]
  deep = run(capture, capsys, "-s", "NULL", debug=7)
  text = [o["value"] for o in deep if "value" in o]
  assert any(t.startswith("void E_4(") for t in text) and sum(t.startswith("--- STEP") for t in text) == 3
  assert any(isinstance(o, dict) and all("label" in n for n in o.values()) for o in deep if "value" not in o and "device" not in o)

def test_errors(capture, capsys, tmp_path):
  with pytest.raises(CLIError, match=re.escape("item 'NUL' not found in list, did you mean 'NULL'?")): run(capture, capsys, "-s", "NUL")
  with pytest.raises(CLIError, match="marker not found: nope"): run(capture, capsys, "--interval", "nope")
  with pytest.raises(CLIError, match="empty profile in"):
    main(get_arg_parser().parse_args(["--profile-path", str(tmp_path / "x.pkl"), "--rewrites-path", capture.rewrites]))

def test_module_json_is_valid(capture):
  # CI's check: DEBUG=7 python -m tinygrad.viz.cli --json | jq empty
  env = {**os.environ, "DEBUG": "7"}
  res = subprocess.run([sys.executable, "-m", "tinygrad.viz.cli", "--json", "--profile-path", capture.profile, "--rewrites-path", capture.rewrites],
                       capture_output=True, text=True, env=env, timeout=60, check=True)
  lines = res.stdout.splitlines()
  assert len(lines) > capture.timeline_events and all(isinstance(json.loads(ln), dict) for ln in lines)
  bad = subprocess.run([sys.executable, "-m", "tinygrad.viz.cli", "-s", "NOPE", "--profile-path", capture.profile], capture_output=True, text=True,
                       timeout=60)
  assert bad.returncode == 1 and "error: item 'NOPE' not found in list" in bad.stderr
