"""A real training step recorded with VIZ, served by the real tg-viz server and read in headless Chromium: every schedule is
its own context with a step per kernel, every kernel that ran is a context named for it whose steps are codegen's passes, each
kernel's timeline event links to its context, and the CLI's DEBUG>=3 dump of each kernel is not empty."""
import itertools, json, os, re, subprocess, sys, threading
import pytest
from tinygrad.helpers import Context
from tinygrad.viz.cli import get_arg_parser, main
from tinygrad.viz.serve import start

pytest.importorskip("tinygrad.codegen", reason="a training step needs a device that runs kernels: install tg-codegen")
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]

# a two-layer MLP, one SGD step; prints what ran (the oracle the viewer is checked against) and where the capture went
TRAIN = """
import json, numpy as np
from tinygrad import Tensor, nn
from tinygrad.helpers import GlobalCounters
from tinygrad.nn.optim import SGD
from tinygrad.profile import profile_path, rewrites_path
from tinygrad.engine.realize import _runners
l1, l2 = nn.Linear(8, 16), nn.Linear(16, 4)
opt = SGD([l1.weight, l1.bias, l2.weight, l2.bias], lr=0.1)
x, y = Tensor(np.random.rand(4, 8).astype(np.float32)), Tensor([0, 1, 2, 3])
with Tensor.train():
  opt.zero_grad()
  loss = l2(l1(x).relu()).sparse_categorical_crossentropy(y).backward()
  opt.step()
loss.item()
kernels = sorted({r.p.name for r in _runners.values() if hasattr(r, "p")})
print(json.dumps({"kernels": kernels, "launches": GlobalCounters.kernel_count, "rewrites": rewrites_path(), "profile": profile_path()}))
"""
PASSES = ["prepare", "optimize", "lower_group_reduces", "add_gpudims", "name_params", "symbolic", "apply_gates", "lower_dtypes",
          "emulate_dtypes", "decompositions", "expand", "fold_gates", "lower_reduces", "fold_wmma_acc", "coalesce_loads", "coalesce_stores",
          "vectorize", "transcendental", "add_barriers", "linearize", "render"]

@pytest.fixture(scope="module")
def run(tmp_path_factory):
  tmp = tmp_path_factory.mktemp("train")
  env = {**os.environ, "VIZ": "-1", "TMPDIR": str(tmp), "PARALLEL": "0"}
  env.pop("DEBUG", None)
  out = subprocess.run([sys.executable, "-c", TRAIN], env=env, capture_output=True, text=True, timeout=300, check=True).stdout
  return json.loads(next(ln for ln in reversed(out.splitlines()) if ln.startswith("{")))

def _step_name(text: str) -> str: return re.sub(r"( \(\d+\))?( - \d+)?$", "", text.lstrip("▸▾"))

def test_cli_links_every_kernel_and_dumps_it(run, capsys):
  paths = ["--profile-path", run["profile"], "--rewrites-path", run["rewrites"]]
  with Context(DEBUG=3): main(get_arg_parser().parse_args(["--json", *paths]))
  out = [json.loads(ln) for ln in capsys.readouterr().out.splitlines()]
  # kernel launches (the TINY track holds the codegen spans, which carry the kernel names too)
  launches = [(i, o) for i, o in enumerate(out) if "dur_ms" in o and o["device"] != "TINY" and o["name"] in run["kernels"]]
  assert len(launches) == run["launches"] and {o["name"] for _, o in launches} == set(run["kernels"])
  assert all(o["ref"] is not None for _, o in launches)
  # DEBUG>=3: the first event that links to a context (its codegen span or a launch) is followed by the kernel's AST
  dumps = {o["ref"]: nxt["value"] for o, nxt in itertools.pairwise(out) if o.get("ref") is not None and "value" in nxt}
  assert {o["ref"] for _, o in launches} <= set(dumps)
  assert all("Ops.STORE" in dumps[o["ref"]] and re.search(r"^UOp\(Ops.SINK, ", dumps[o["ref"]], re.M) for _, o in launches)

@pytest.mark.skipif(not os.path.exists(CHROMIUM), reason=f"{CHROMIUM} is missing: apt-get install -y chromium")
def test_page_shows_schedules_and_every_kernels_passes(run):
  sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is in the dev group: uv sync")
  srv = start(run["rewrites"], run["profile"], port=0)
  threading.Thread(target=srv.serve_forever, daemon=True).start()
  errors: list[str] = []
  try:
    with sync_api.sync_playwright() as p:
      browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
      pg = browser.new_page(viewport={"width": 1400, "height": 800})
      pg.on("pageerror", lambda e: errors.append(str(e)))
      pg.goto(f"http://127.0.0.1:{srv.server_address[1]}/")
      pg.wait_for_selector("#ctx-list .ctx[data-ctx='1']")
      names = pg.eval_on_selector_all("#ctx-list .ctx", "els => els.map(e => e.title)")
      kernel_of = [re.sub(r" \[[^\]]*\]$", "", n) for n in names]  # a kernel's title ends with its TRACEMETA methods, e.g. "r_16_4 ['sum']"
      def steps_of(i: int, top: bool = True) -> list[str]:
        """Open context i; the names of its steps (top: only the outermost ones, not the rewrites a pass runs)."""
        pg.click(f"#ctx-list .ctx[data-ctx='{i}']")
        pg.wait_for_function(f"window.viz.sel.ctx === {i} && document.querySelector('#ctx-list .ctx[data-ctx=\"{i}\"] + ul.steps') !== null")
        sel = f"#ctx-list .ctx[data-ctx='{i}'] + ul.steps > li.step"
        rows = pg.eval_on_selector_all(sel, "els => els.map(e => [e.innerText, e.style.paddingLeft])")
        return [_step_name(t) for t, pad in rows if not top or pad == "12px"]
      scheds = [i for i, n in enumerate(names) if re.fullmatch(r"Schedule \d+ Kernels n\d+", n)]
      assert scheds and sum(int(names[i].split()[1]) for i in scheds) == run["launches"]  # no JIT: every scheduled kernel ran once
      for i in scheds:
        steps = steps_of(i)
        assert steps.count("rangeify") >= int(names[i].split()[1]) and "order calls" in steps
      assert set(run["kernels"]) <= set(kernel_of)
      for i, n in enumerate(kernel_of):
        if n not in run["kernels"]: continue
        steps = steps_of(i)
        assert [s for s in steps if s in PASSES] == PASSES and steps[-2:] == ["View UOp List", "View Source"], (n, steps)
      last = len(steps_of(kernel_of.index(run["kernels"][0]), top=False)) - 1
      pg.click(f"#ctx-list .step[data-step='{last - 2}']")  # render: the kernel becomes PROGRAM(sink, LINEAR, SOURCE)
      pg.wait_for_function("window.viz.graphReady && document.querySelectorAll('#graph g.node').length > 0")
      pg.click(f"#ctx-list .step[data-step='{last}']")  # View Source
      pg.wait_for_selector("#code-view")
      assert run["kernels"][0] in pg.inner_text("#code-view")
      browser.close()
  finally:
    srv.shutdown()
    srv.server_close()
  assert errors == []
