"""The page in headless Chromium (Debian's /usr/bin/chromium driven by playwright): load a capture, pick a kernel's rewrite step,
count the SVG nodes drawn, step through rewrites, open the source view, and count the profiler's drawn events."""
import json, os, re, threading
import pytest
from tinygrad.viz.serve import start

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is in the dev group: uv sync")
pytestmark = pytest.mark.skipif(not os.path.exists(CHROMIUM), reason=f"{CHROMIUM} is missing: apt-get install -y chromium")

@pytest.fixture
def page(capture):
  srv = start(capture.rewrites, capture.profile, port=0)
  threading.Thread(target=srv.serve_forever, daemon=True).start()
  errors: list[str] = []
  with sync_api.sync_playwright() as p:
    browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    pg = browser.new_page(viewport={"width": 1400, "height": 800})
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.goto(f"http://127.0.0.1:{srv.server_address[1]}/")
    yield pg, capture
    browser.close()
  srv.shutdown()
  srv.server_close()
  assert errors == []

def graph_node_count(pg) -> int:
  pg.wait_for_function("window.viz.graphReady")
  return pg.locator("#graph g.node").count()

def test_profiler_timeline(page):
  pg, cap = page
  pg.wait_for_function("document.querySelector('#profiler').dataset.drawn !== undefined")
  canvas = pg.locator("#profiler")
  assert canvas.get_attribute("data-tracks").split("|") == cap.tracks
  assert int(canvas.get_attribute("data-drawn")) == int(canvas.get_attribute("data-events")) == cap.timeline_events
  box = canvas.bounding_box()
  assert box is not None
  pg.mouse.move(box["x"] + box["width"] - 20, box["y"] + 200)
  for _ in range(6): pg.mouse.wheel(0, -400)  # zoom in at the right edge: the early CPU spans leave the view
  pg.wait_for_function(f"+document.querySelector('#profiler').dataset.drawn < {cap.timeline_events}")
  pg.keyboard.press(" ")  # zoom to fit brings every event back
  pg.wait_for_function(f"+document.querySelector('#profiler').dataset.drawn === {cap.timeline_events}")

def test_select_kernel_and_step_through_rewrites(page):
  pg, cap = page
  pg.click(f"#ctx-list .ctx[data-ctx='{cap.ctx_names.index('E_4') + 1}']")
  assert graph_node_count(pg) == 3  # BUFFER, ADD, MUL: the constants are folded into their users
  pg.click("#ctx-list .step[data-step='2']")  # linearize/render
  assert graph_node_count(pg) == 2
  pg.keyboard.press("ArrowRight")
  pg.wait_for_function("window.viz.sel.rewrite === 1 && window.viz.graphReady && document.querySelectorAll('#graph g.node').length === 5")
  changed = pg.locator("#graph g.node.changed").count()
  assert changed == 5 and pg.locator("#graph .change-cluster").count() == 1  # the whole PROGRAM subtree, BUFFER included
  assert "+UOp(Ops.PROGRAM" in pg.inner_text("#meta")
  pg.click("#ctx-list .step[data-step='4']")  # View Source
  pg.wait_for_selector("#code-view")
  assert pg.inner_text("#code-view").startswith("void E_4(float* restrict data0)")

def test_click_highlights_neighbours_and_history(page):
  pg, _ = page
  pg.click("#ctx-list .ctx[data-ctx='1']")
  assert graph_node_count(pg) == 3
  pg.locator("#graph g.node", has_text=re.compile("^ADD")).dispatch_event("click")
  assert pg.locator("#graph g.node.selected").count() == 1
  assert pg.locator("#graph g.node.parent").count() == 1 and pg.locator("#graph g.node.child").count() == 1
  assert pg.locator("#graph path.edge.lit").count() == 2
  pg.go_back()
  pg.wait_for_function("window.viz.sel.ctx === 0")
  assert json.loads(pg.evaluate("JSON.stringify(window.viz.sel)")) == {"ctx": 0, "step": 0, "rewrite": 0}
