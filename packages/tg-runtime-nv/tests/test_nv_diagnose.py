"""tools/gpu_check.py --diagnose on the mock GPU: every step passes in a fresh process, and a hang is reported with the timeline value
and the stuck channel's USERD GP_GET/GP_PUT and pending methods (read back here from USERD and the ring independently)."""
import ast, importlib.util, json, os, subprocess, sys
import pytest
from tinygrad.device import Device
from tinygrad.helpers import Context
from tinygrad.runtime.autogen import nv

TOOL = os.path.join(os.path.dirname(__file__), "..", "tools", "gpu_check.py")

def _tool():
  spec = importlib.util.spec_from_file_location("gpu_check", TOOL)
  assert spec is not None and spec.loader is not None
  mod = importlib.util.module_from_spec(spec)
  spec.loader.exec_module(mod)
  return mod

def test_diagnose_passes_every_step_on_the_mock():
  env = {k: v for k, v in os.environ.items() if k not in ("DEV", "HCQDEV_WAIT_TIMEOUT_MS")}
  p = subprocess.run([sys.executable, TOOL, "--diagnose", "--dev", "MOCK+NV:PTX"], capture_output=True, text=True, timeout=180, env=env)
  assert p.returncode == 0, p.stdout + p.stderr
  lines = p.stdout.splitlines()
  for key in ("a", "b", "c", "d", "d2", "e1", "e2", "f", "g"): assert any(ln.startswith(f"step {key}: ") and ": ok (" in ln for ln in lines), key
  assert "0x600dcafe read back" in p.stdout and "[2.0, 4.0, 6.0] == numpy" in p.stdout and "QMDV4 (pcas action 3)" in p.stdout
  assert "DIAGNOSE: all 9 steps passed" in p.stdout

def test_decode_methods():
  tool = _tool()
  words = [(2 << 28) | (5 << 16) | (nv.NVC56F_SEM_ADDR_LO >> 2), 0x1000, 0x10, 7, 0, 0x1000003, (4 << 29) | (9 << 16) | (1 << 13) | (0x2c0 >> 2)]
  assert tool.decode_methods(words) == ["sc0 0x005c inc 0x1000 0x10 0x7 0x0 0x1000003", "sc1 0x02c0 imm 0x9"]

def test_hang_report_names_the_stuck_channel(monkeypatch, capsys):
  from tinygrad.runtime.support import hcq
  tool = _tool()
  with Context(DEV="MOCK+NV:PTX"): d = Device["NV:3"]
  gate = d.new_signal(value=0)
  try:
    from tinygrad.runtime.ops_nv import NVProgram
    prg = NVProgram(d, "e", tool.DIAG_EMPTY.format(ver="7.8", arch="sm_90").replace("diag_empty", "e").encode())  # loaded before the hang
    monkeypatch.setattr(hcq, "WAIT_TIMEOUT_MS", lambda: 300)
    d.hw_compute_queue_t().wait(gate, 1).signal(d.timeline_signal, d.next_timeline()).submit(d)
    with pytest.raises(RuntimeError, match="Wait timeout"): d.synchronize()
    tool.dump_channels(d)
    out = capsys.readouterr().out
    g = d.compute_gpfifo
    get, put = g.userd[nv.AmpereAControlGPFifo.GPGet.offset // 4], g.userd[nv.AmpereAControlGPFifo.GPPut.offset // 4]
    assert get + 1 == put  # the entry with the unmet acquire is still pending
    assert f"compute_gpfifo: USERD GP_GET {get} GP_PUT {put}" in out and f"value {d.timeline_signal.value}, last value submitted" in out
    assert f"sc0 0x005c inc {gate.value_addr & 0xFFFFFFFF:#x} {gate.value_addr >> 32:#x} 0x1 0x0" in out  # the acquire it waits in
    # a launch queued behind the stuck entry is shown with the QMD its SEND_PCAS_A points at
    q = d.hw_compute_queue_t().wait(gate, 1)
    q.exec(prg, ka := prg.fill_kernargs([]), (3, 1, 1), (8, 1, 1))
    q.signal(d.timeline_signal, d.next_timeline()).submit(d)
    tool.dump_channels(d)
    qmd_va, out2 = ka.buf.va_addr + prg.qmd_offset, capsys.readouterr().out
    words = ast.literal_eval(out2.split(f"QMD at {qmd_va:#x} nonzero dwords: ")[1].splitlines()[0])
    assert int(words[18], 16) >> 16 & 0xFF == 0x04 and int(words[32], 16) == 3  # v4: major version 4 (bits 583:580), grid width 3 (dword 32)
    dma = d.dma_gpfifo.userd
    assert f"dma_gpfifo: USERD GP_GET {dma[nv.AmpereAControlGPFifo.GPGet.offset // 4]} GP_PUT {dma[nv.AmpereAControlGPFifo.GPPut.offset // 4]}" in out
  finally:
    gate.value = 1
    d.error_state = None
    d.hw_compute_queue_t().signal(d.timeline_signal, d.next_timeline()).submit(d)  # the doorbell lets the mock resume the parked channel
    d.synchronize()
    del Device._opened["NV:3"]

def test_captured_variant_applies_the_capture(tmp_path):
  # a synthetic capture: CUDA's QMD with SASS_VERSION 0x90 (bits 543:536, dword 16) and INVALIDATE_INSTRUCTION_CACHE (bit 606), PCAS 9
  q = [0] * 0x60
  q[18] |= 4 << 4  # QMD_MAJOR_VERSION 4 (583:580)
  q[0] |= 2 << 23  # GRID_CTA
  q[16] |= 0x90 << 24
  q[606 // 32] |= 1 << (606 % 32)
  f = tmp_path / "cap.json"
  f.write_text(json.dumps({"sm": 90, "channels": [], "launches": [{"label": "empty", "compute_class": nv.HOPPER_COMPUTE_A, "qmd_addr": 0x100,
                                                                    "qmd": q, "pcas_action": 9, "pcas_method": nv.NVC6C0_SEND_SIGNALING_PCAS2_B}]}))
  env = {**{k: v for k, v in os.environ.items() if k not in ("DEV", "HCQDEV_WAIT_TIMEOUT_MS")}, "TG_NV_CAPTURE": str(f)}
  p = subprocess.run([sys.executable, TOOL, "--diagnose", "--dev", "MOCK+NV:PTX", "--variant", "captured"], capture_output=True, text=True,
                     timeout=180, env=env)
  assert p.returncode == 0 and "DIAGNOSE: all 9 steps passed" in p.stdout and "(pcas action 9)" in p.stdout, p.stdout[-3000:]
  words = ast.literal_eval(p.stdout.split("QMD template nonzero dwords: ")[1].splitlines()[0])
  assert int(words[16], 16) >> 24 == 0x90 and int(words[18], 16) >> 30 & 1 == 1  # SASS_VERSION and INVALIDATE_INSTRUCTION_CACHE copied

def test_a_launch_hang_runs_every_variant(monkeypatch, capsys):
  tool = _tool()
  calls: list[str] = []
  def fake_run(cmd, env, timeout):
    calls.append(cmd[-1])
    assert cmd[-2] == "--diagnose-steps" and env["HCQDEV_WAIT_TIMEOUT_MS"] == "3000" and env["DEV"] == "MOCK+NV:PTX"
    return (0, "DIAGNOSE: all 9 steps passed") if cmd[-1] == "v4-minimal" else (1, "step e2: ... HANG\nDIAGNOSE: stopped at step e2")
  monkeypatch.setattr(tool, "run", fake_run)
  monkeypatch.setitem(tool.ENV, "PYTHONPATH", os.environ.get("PYTHONPATH", ""))  # tg_env() not consulted
  assert tool.diagnose("MOCK+NV:PTX", 60) == (1, "v4-minimal")  # the first variant that passed every step
  assert calls == [v for v in tool.VARIANTS if v != "captured"]  # no capture was made: its variant is left out
  out = capsys.readouterr().out
  assert "v4-minimal         all" in out and "v3                 e2" in out and "v4-grid-sass-host  e2" in out
  calls.clear()
  monkeypatch.setitem(tool.ENV, "TG_NV_CAPTURE", "/nonexistent.json")
  tool.diagnose("MOCK+NV:PTX", 60)
  assert calls[:2] == ["v4", "captured"]  # with a capture, CUDA's own encoding is tried first
  calls.clear()
  monkeypatch.setattr(tool, "run", lambda cmd, env, timeout: calls.append(cmd[-1]) or (1, "DIAGNOSE: stopped at step d"))
  assert tool.diagnose("MOCK+NV:PTX", 60) == (1, None) and calls == ["v4"]  # a copy hang is not a launch encoding question

def test_nv_suites_use_the_variant_the_diagnose_found(monkeypatch):
  tool = _tool()
  monkeypatch.setattr(tool, "run", lambda cmd, env, timeout: (0, "DIAGNOSE: all 9 steps passed"))
  assert tool.nv_launch("MOCK+NV:PTX") == "v4"  # the shipped encoding works: no variant
  monkeypatch.setattr(tool, "run", lambda cmd, env, timeout: (1, "DIAGNOSE: stopped at step e2") if cmd[-1] != "v3" else (0, "DIAGNOSE: all"))
  assert tool.nv_launch("MOCK+NV:PTX") == "v3"
  monkeypatch.setattr(tool, "run", lambda cmd, env, timeout: (1, "DIAGNOSE: stopped at step f"))
  assert tool.nv_launch("MOCK+NV:PTX") is None  # nothing launches: the suites are skipped

def test_exec_variant_applies_it_before_the_code_runs():
  code = "from tinygrad.runtime import ops_nv; import sys; print('PCAS', ops_nv.QMDV4.pcas_action, sys.argv[1:])"
  p = subprocess.run([sys.executable, TOOL, "--exec-variant", "v4-pcas9", "-c", code, "x"], capture_output=True, text=True, timeout=120)
  assert p.returncode == 0 and "PCAS 9 ['x']" in p.stdout, p.stdout + p.stderr
  p = subprocess.run([sys.executable, TOOL, "--exec-variant", "v4", "-c", code], capture_output=True, text=True, timeout=120)
  assert "PCAS 3 []" in p.stdout, p.stdout + p.stderr
  p = subprocess.run([sys.executable, TOOL, "--exec-variant", "v3", "-m", "json.tool", "--help"], capture_output=True, text=True, timeout=120)
  assert p.returncode == 0 and "json.tool" in p.stdout, p.stdout + p.stderr

@pytest.mark.parametrize("variant", ["v4-grid-sass-host", "v4-minimal", "v3-hopper",
                                     *(pytest.param(v, marks=pytest.mark.slow) for v in ("v3", "v4-queue", "v4-host-release", "v4-nvk", "v4-pcas9"))])
def test_v4_variants_launch_on_the_mock(variant):
  # each variant's patch runs for real (its field names exist, its launches complete and compute what numpy does)
  env = {k: v for k, v in os.environ.items() if k not in ("DEV", "HCQDEV_WAIT_TIMEOUT_MS")}
  p = subprocess.run([sys.executable, TOOL, "--diagnose", "--dev", "MOCK+NV:PTX", "--variant", variant], capture_output=True, text=True,
                     timeout=180, env=env)
  assert p.returncode == 0 and "DIAGNOSE: all 9 steps passed" in p.stdout and "[2.0, 4.0, 6.0] == numpy" in p.stdout, p.stdout[-3000:]
