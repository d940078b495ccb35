"""Regenerates the docs' screenshots in headless Chromium (Debian's /usr/bin/chromium through playwright, no browser download).

  uv run python docs/tools/screenshots.py                 # docs/img/viz-*.png: the tg-viz viewer on a recorded training step
  uv run python docs/tools/screenshots.py --site SITE     # also docs/img/site-tensor.png from a built site (mkdocs build -d SITE)

The tg-viz capture is a real one: a two-layer MLP's SGD step run with VIZ=-1 in a child process (files in a temp dir), then
served by tinygrad.viz.serve on a free port.
"""
from __future__ import annotations
import argparse, functools, http.server, json, os, pathlib, re, subprocess, sys, tempfile, threading

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
IMG = pathlib.Path(__file__).resolve().parents[1] / "img"
TRAIN = """
import json, numpy as np
from tinygrad import Context, Tensor, nn
from tinygrad.nn.optim import SGD
from tinygrad.profile import profile_path, rewrites_path
l1, l2 = nn.Linear(8, 16), nn.Linear(16, 4)
opt = SGD([l1.weight, l1.bias, l2.weight, l2.bias], lr=0.1)
x, y = Tensor(np.random.RandomState(0).rand(4, 8).astype(np.float32)), Tensor([0, 1, 2, 3])
with Context(TRAINING=1):
  opt.zero_grad()
  loss = l2(l1(x).relu()).sparse_categorical_crossentropy(y).backward()
  opt.step()
loss.item()
print(json.dumps({"rewrites": rewrites_path(), "profile": profile_path()}))
"""

def capture(tmp: str) -> dict[str, str]:
  """Runs TRAIN with VIZ=-1; the paths of the rewrites and profile files it saved."""
  env = {**os.environ, "VIZ": "-1", "TMPDIR": tmp, "PARALLEL": "0"}
  env.pop("DEBUG", None)
  out = subprocess.run([sys.executable, "-c", TRAIN], env=env, capture_output=True, text=True, timeout=300, check=True).stdout
  return json.loads(next(ln for ln in reversed(out.splitlines()) if ln.startswith("{")))

def shoot_viz(browser, paths: dict[str, str]) -> list[pathlib.Path]:
  from tinygrad.viz.serve import start
  srv = start(paths["rewrites"], paths["profile"], port=0)
  threading.Thread(target=srv.serve_forever, daemon=True).start()
  made = []
  try:
    pg = browser.new_page(viewport={"width": 1280, "height": 720})
    pg.goto(f"http://127.0.0.1:{srv.server_address[1]}/")
    pg.wait_for_function("document.querySelector('#profiler') && document.querySelector('#profiler').dataset.drawn !== undefined")
    made.append(IMG / "viz-timeline.png")
    pg.screenshot(path=made[-1])
    names = pg.eval_on_selector_all("#ctx-list .ctx", "els => els.map(e => e.title)")
    # the first layer's matmul kernel (TRACEMETA names it 'linear'), at the first rewrite of its `expand` pass
    ctx = next(i for i, n in enumerate(names) if re.match(r"r_\S+ \['linear'\]", n))
    pg.click(f"#ctx-list .ctx[data-ctx='{ctx}']")
    pg.wait_for_function(f"window.viz.sel.ctx === {ctx} && window.viz.graphReady")
    steps = pg.eval_on_selector_all(f"#ctx-list .ctx[data-ctx='{ctx}'] + ul.steps > li.step", "els => els.map(e => e.innerText)")
    step = next(i for i, s in enumerate(steps) if re.match(r"\W*expand reduces - [1-9]", s))
    pg.click(f"#ctx-list .ctx[data-ctx='{ctx}'] + ul.steps > li.step:nth-child({step + 1})")
    pg.wait_for_function("window.viz.graphReady")
    pg.keyboard.press("ArrowRight")
    pg.wait_for_function("window.viz.sel.rewrite === 1 && window.viz.graphReady")
    made.append(IMG / "viz-rewrite.png")
    pg.screenshot(path=made[-1])
    src = next(i for i, s in enumerate(steps) if s.startswith("View Source"))
    pg.click(f"#ctx-list .ctx[data-ctx='{ctx}'] + ul.steps > li.step:nth-child({src + 1})")
    pg.wait_for_selector("#code-view")
    made.append(IMG / "viz-source.png")
    pg.screenshot(path=made[-1])
  finally:
    srv.shutdown()
    srv.server_close()
  return made

def shoot_site(browser, site: pathlib.Path) -> list[pathlib.Path]:
  class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None: pass  # one line per asset request would bury the files written
  handler = functools.partial(Quiet, directory=str(site))
  srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
  threading.Thread(target=srv.serve_forever, daemon=True).start()
  try:
    pg = browser.new_page(viewport={"width": 1280, "height": 800})
    pg.goto(f"http://127.0.0.1:{srv.server_address[1]}/tensor/elementwise/#tinygrad.tensor.Tensor.abs")
    pg.wait_for_load_state("networkidle")
    out = IMG / "site-tensor.png"
    pg.screenshot(path=out)
  finally:
    srv.shutdown()
  return [out]

def main() -> None:
  ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  ap.add_argument("--site", type=pathlib.Path, help="a built site (mkdocs build -d SITE): also shoot its Tensor page")
  args = ap.parse_args()
  if not os.path.exists(CHROMIUM): sys.exit(f"{CHROMIUM} is missing: apt-get install -y chromium")
  from playwright.sync_api import sync_playwright
  IMG.mkdir(exist_ok=True)
  with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
    browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    made = shoot_viz(browser, capture(tmp)) + (shoot_site(browser, args.site) if args.site else [])
    browser.close()
  for f in made: print(f"{f.relative_to(IMG.parents[1])}  {f.stat().st_size // 1024} KiB")

if __name__ == "__main__": main()
