"""Every endpoint of the viewer over real HTTP, on a server bound to an ephemeral port; and the tg-viz console script."""
import json, os, re, shutil, subprocess, sys, threading, urllib.error, urllib.request
import pytest
from tinygrad.viz.serve import start
from tinygrad.viz.timeline import decode_profile

@pytest.fixture
def server(capture):
  srv = start(capture.rewrites, capture.profile, port=0)
  threading.Thread(target=srv.serve_forever, daemon=True).start()
  yield f"http://127.0.0.1:{srv.server_address[1]}", capture
  srv.shutdown()
  srv.server_close()

def get(url: str) -> tuple[int, str, bytes]:
  try:
    with urllib.request.urlopen(url, timeout=10) as r: return r.status, r.headers["Content-Type"], r.read()
  except urllib.error.HTTPError as e: return e.code, e.headers["Content-Type"], e.read()

def sse(body: bytes) -> list:
  items = [ln[len("data: "):] for ln in body.decode().split("\n\n") if ln.startswith("data: ")]
  assert items[-1] == "[DONE]"
  return [json.loads(x) for x in items[:-1]]

def test_static_files(server):
  url, _ = server
  status, ctype, body = get(url + "/")
  assert status == 200 and ctype == "text/html" and b'<script src="/js/index.js">' in body
  for name in ("index.js", "worker.js"):
    status, ctype, body = get(f"{url}/js/{name}")
    assert (status, ctype) == (200, "application/javascript") and len(body) > 1000
  assert get(url + "/js/missing.js")[0] == 404
  assert get(url + "/js/../serve.py")[0] == 404

def test_ctxs(server):
  url, cap = server
  status, ctype, body = get(url + "/ctxs")
  ctxs = json.loads(body)
  assert status == 200 and ctype == "application/json"
  assert [c["name"] for c in ctxs] == cap.ctx_names
  steps = ctxs[2]["steps"]
  assert [(s["name"], s["depth"]) for s in steps] == [("outer", 0), ("inner", 1), ("linearize/render", 0), ("View UOp List", 0), ("View Source", 0)]
  assert steps[0]["match_count"] == 1 and steps[0]["query"] == "/graph-rewrites?ctx=2&step=0"
  assert steps[0]["code_line"].startswith("u = graph_rewrite")
  assert not any(k.startswith("_") for c in ctxs for s in c["steps"] for k in s)

def test_profile_blob(server):
  url, cap = server
  status, ctype, body = get(url + "/get_profile")
  assert status == 200 and ctype == "application/octet-stream"
  p = decode_profile(body)
  assert list(p["layout"]) == cap.tracks
  assert sum(len(t["events"]) for t in p["layout"].values() if t["type"] == "timeline") == cap.timeline_events
  assert [e["ref"] for e in p["layout"]["NULL"]["events"]] == [2, 2, 2]  # kernels link to the E_4 codegen context
  assert [e["ref"] for e in p["layout"]["TINY"]["events"]] == [0, 1, 2]  # each group's span links to its own context

def test_graph_rewrites_stream(server):
  url, _ = server
  ctxs = json.loads(get(url + "/ctxs")[2])
  assert [s["match_count"] for c in ctxs for s in c["steps"] if "match_count" in s] == [2, 2, 1, 1, 1, 1]
  for query, matches in ((s["query"], s["match_count"]) for c in ctxs for s in c["steps"] if "match_count" in s):
    status, ctype, body = get(url + query)
    msgs = sse(body)
    assert status == 200 and ctype == "text/event-stream" and len(msgs) == matches + 1
    assert set(msgs[0]) == {"graph", "uop", "change", "diff", "upat"}
    assert all(set(n) == {"label", "src", "exclude", "color", "ref", "tag", "addrspace"} for m in msgs for n in m["graph"].values())
    assert all(m["change"] for m in msgs[1:])
  final = sse(get(f"{url}/graph-rewrites?ctx=0&step=0")[2])[-1]["graph"]
  assert [n["label"].split("\n")[0] for n in final.values()] == ["BUFFER"]

def test_code_views(server):
  url, _ = server
  code = json.loads(get(url + "/code?ctx=2&step=4")[2])
  assert code["lang"] == "cpp" and code["src"].startswith("void E_4(float* restrict data0)")
  uops = json.loads(get(url + "/uops?ctx=2&step=3")[2])
  assert uops["src"].splitlines()[0].split()[:2] == ["0", "BUFFER"]
  assert json.loads(get(url + "/code?ctx=0&step=1")[2]) == {"src": "No source found"}
  assert json.loads(get(url + "/asm?ctx=2&step=5")[2]) == {"src": "No disassembly found"}

def test_not_found(server):
  url, _ = server
  assert get(url + "/graph-rewrites?ctx=99&step=0")[0] == 404
  assert get(url + "/graph-rewrites?ctx=0&step=99")[0] == 404
  assert get(url + "/graph-rewrites")[0] == 404
  assert get(url + "/nonsense?ctx=0&step=0")[0] == 404

def test_without_profile(tracking, tmp_path, capture):
  srv = start(capture.rewrites, str(tmp_path / "none.pkl"), port=0)
  threading.Thread(target=srv.serve_forever, daemon=True).start()
  try: assert get(f"http://127.0.0.1:{srv.server_address[1]}/get_profile")[0] == 404
  finally: srv.shutdown(); srv.server_close()

def test_occupied_port(server):
  url, cap = server
  port = int(url.rsplit(":", 1)[1])
  with pytest.raises(RuntimeError, match=f"127.0.0.1:{port} is occupied"): start(cap.rewrites, cap.profile, port=port)

def test_console_script(capture):
  exe = shutil.which("tg-viz") or os.path.join(os.path.dirname(sys.executable), "tg-viz")
  proc = subprocess.Popen([exe, "--port", "0", "--rewrites-path", capture.rewrites, "--profile-path", capture.profile],
                          stdout=subprocess.PIPE, text=True, env={**os.environ, "BROWSER": ""})
  try:
    assert proc.stdout is not None
    lines = [proc.stdout.readline() for _ in range(3)]
    assert lines[0].strip() == "*** viz is starting" and "ready in" in lines[2]
    m = re.search(r"started server on (http://127\.0\.0\.1:\d+)", lines[1])
    assert m is not None
    assert [c["name"] for c in json.loads(get(m[1] + "/ctxs")[2])] == capture.ctx_names
  finally:
    proc.terminate()
    proc.wait(timeout=10)
