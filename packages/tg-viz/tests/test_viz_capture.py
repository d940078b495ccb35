"""Capture of real graph_rewrite calls into a RewriteTrace, replay of every step, the graph JSON, and the files written at exit."""
import os, pickle, subprocess, sys, textwrap
import pytest
from tinygrad.dtype import dtypes
from tinygrad.profile import TracingKey, track_rewrites
from tinygrad.uop.ops import Ops, PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.viz.capture import rewrite_trace, save_rewrites
from tinygrad.viz.rewrites import build_viz_data, get_full_rewrite, load_pickle, load_rewrites, replay, substitute, uop_to_json

simplify = PatternMatcher([(UPat.var("x") + 0, lambda x: x), (UPat.var("x") * 1, lambda x: x)])
a = UOp.variable("a", 0, 10)

def trace_of():
  vd = build_viz_data(rewrite_trace())
  return vd, load_rewrites(vd)

def test_one_group_one_step(tracking):
  @track_rewrites()
  def exec_rewrite(u): return graph_rewrite(u, simplify)
  assert exec_rewrite((a + 0) * 1) is a
  vd, ctxs = trace_of()
  assert [c["name"] for c in ctxs] == ["exec_rewrite n1"]
  assert [(s["name"], s["match_count"]) for s in ctxs[0]["steps"]] == [("exec_rewrite", 2)]
  step = vd.trace.rewrites[0][0]
  assert step.loc == (__file__, test_one_group_one_step.__code__.co_firstlineno + 2)  # the graph_rewrite call site
  assert ctxs[0]["steps"][0]["trace"][0][0] == __file__  # the group's creation stack starts at the caller

def test_names_counted_and_custom(tracking):
  @track_rewrites()
  def exec_rewrite(u): return graph_rewrite(u, simplify)
  @track_rewrites(name=lambda u, ret: "(a+1)")
  def named(u): return graph_rewrite(u, simplify)
  @track_rewrites(name=lambda u, ret: TracingKey("custom_name", keys=("k",)))
  def keyed(u): return graph_rewrite(u, simplify)
  for f in (exec_rewrite, exec_rewrite, named, keyed, keyed): f(a + 0)
  _, ctxs = trace_of()
  assert [c["name"] for c in ctxs] == ["exec_rewrite n1", "exec_rewrite n2", "(a+1) n1", "custom_name", "custom_name"]

def test_default_nested_and_shared_contexts(tracking):
  @track_rewrites()
  def inner(u): return graph_rewrite(u, simplify, name="in")
  @track_rewrites()
  def outer(u):
    u = graph_rewrite(u, simplify, name="before")
    inner(a * 1)
    shared(a + 0)
    return graph_rewrite(u, simplify, name="after")
  @track_rewrites(new_ctx=False)
  def shared(u): return graph_rewrite(u, simplify, name="shared")
  outer(a + 0)
  graph_rewrite(a * 1, simplify, name="loose")
  _, ctxs = trace_of()
  assert [c["name"] for c in ctxs] == ["outer n1", "inner n1", "default graph_rewrite"]
  assert [s["name"] for s in ctxs[0]["steps"]] == ["before", "shared", "after"]
  assert [s["name"] for s in ctxs[1]["steps"]] == ["in"] and [s["name"] for s in ctxs[2]["steps"]] == ["loose"]

def test_nested_rewrite_depth(tracking):
  def rule(x):
    graph_rewrite(x.src[0], PatternMatcher([(UPat.var("y") + 0, lambda y: graph_rewrite(y, simplify, name="leaf"))]), name="branch")
    return None
  graph_rewrite((a + 0) * 1, PatternMatcher([(UPat(Ops.MUL, name="x"), rule)]), name="root")
  _, ctxs = trace_of()
  assert [(s["name"], s["depth"]) for s in ctxs[0]["steps"]] == [("root", 0), ("branch", 1), ("leaf", 2)]

def test_rule_exception_recorded(tracking):
  def boom(x): raise ValueError("no good")
  pm = simplify + PatternMatcher([(UPat(Ops.MUL, name="x"), boom)])
  with pytest.raises(ValueError): graph_rewrite(((a + 0) + 0) * 2, pm, name="err")
  vd, ctxs = trace_of()
  step = vd.trace.rewrites[0][0]
  assert ctxs[0]["steps"][0]["match_count"] == 2 and step.output is None  # (a+0)+0 shares its inner a+0: one match, then the error
  assert vd.nt.fields[step.matches[0].before][0] is Ops.ADD
  assert vd.nt.fields[step.matches[-1].after][0] is Ops.REWRITE_ERROR
  assert vd.nt.fields[step.matches[-1].after][3] == "ValueError\nno good"

fold = PatternMatcher([(UPat.var("x") + 0, lambda x: x), (UPat.var("x") * 1, lambda x: x),
                      (UPat.cvar("c") + UPat.cvar("d"), lambda c, d: c.const_like(c.arg + d.arg))])
bump = PatternMatcher([(UPat.cvar("c"), lambda c: c.const_like(c.arg + 10) if c.arg < 10 else None)])  # walk: leaves only

@pytest.mark.parametrize("pm,mode", [(fold, {}), (fold, {"bottom_up": True}), (bump, {"walk": True}), (fold, {"enter_calls": False})])
def test_replay_reaches_the_real_result(tracking, pm, mode):
  body = ((a + 0) * 1 + UOp.const(2, dtypes.weakint)) + UOp.const(3, dtypes.weakint)
  sink = UOp(Ops.CALL, dtypes.void, (body.sink(), (a * 1) + 0))
  out = graph_rewrite(sink, pm, name="r", **mode)
  vd, _ = trace_of()
  step = vd.trace.rewrites[0][0]
  graphs = [g for g, _ in replay(vd.nt, step)]
  assert len(graphs) == len(step.matches) + 1 and step.matches
  assert graphs[-1] == vd.nt.number(out) == step.output

def test_graph_json_excludes_and_folds_consts(tracking):
  x = UOp(Ops.ADD, dtypes.float, (UOp.const(1.0, dtypes.float), UOp.const(3.14159, dtypes.float)))
  graph_rewrite(x.sink(), PatternMatcher([]), name="view")
  vd, _ = trace_of()
  g = uop_to_json(vd.nt, vd.trace.rewrites[0][0].sink)
  assert list(g) == [str(n) for n in vd.nt.toposort(vd.trace.rewrites[0][0].sink)]
  consts = [v for v in g.values() if v["label"].startswith("CONST")]
  assert len(consts) == 2 and all(v["exclude"] for v in consts) and not g[str(vd.trace.rewrites[0][0].sink)]["exclude"]
  assert any("3.14159" in v["label"].split("\n") for v in consts)
  add = next(v for v in g.values() if v["label"].startswith("ADD"))
  assert "CONST1 3.14159" in add["label"].split("\n") and not add["exclude"]

def test_stream_messages(tracking):
  graph_rewrite((a + 0) * 1, simplify, name="s")
  vd, _ = trace_of()
  msgs = list(get_full_rewrite(vd, 0, 0))
  assert len(msgs) == 3 and msgs[0]["change"] is None
  assert len(msgs[-1]["graph"]) == 1 and next(iter(msgs[-1]["graph"].values()))["label"].startswith("BUFFER")
  assert any(x.startswith("-UOp(Ops.ADD") for x in msgs[1]["diff"]) and any(x.startswith("+UOp(Ops.BUFFER") for x in msgs[1]["diff"])
  assert msgs[1]["upat"][0] == [__file__, 10] and "simplify = PatternMatcher" in msgs[1]["upat"][1]

def test_deep_graph_replays_without_recursion(tracking):
  x = a
  for _ in range(10_000): x = x + 0
  graph_rewrite(x, PatternMatcher([]), name="deep")
  vd, _ = trace_of()
  sink = vd.trace.rewrites[0][0].sink
  repl = {sink: vd.nt.number(a)}
  assert substitute(vd.nt, sink, repl, vd.trace.rewrites[0][0]) == vd.nt.number(a)
  assert len(uop_to_json(vd.nt, sink)) == 10_002

def test_save_and_load(tracking, tmp_path):
  graph_rewrite((a + 0) * 1, simplify, name="s")
  path = save_rewrites(str(tmp_path / "rw.pkl"))
  assert os.listdir(tmp_path) == ["rw.pkl"]  # written through a temp file that was renamed
  loaded = load_pickle(path)
  assert loaded.rewrites[0][0].matches == rewrite_trace().rewrites[0][0].matches
  assert load_pickle(str(tmp_path / "missing.pkl"), []) == []

def test_unpicklable_arg_kept_as_repr(tracking, tmp_path):
  graph_rewrite(UOp(Ops.CUSTOM, dtypes.void, (), (lambda: 1, dtypes.void)).sink(), PatternMatcher([]), name="odd")
  loaded = pickle.loads(pickle.dumps(rewrite_trace()))
  assert any(isinstance(f[3], str) and "lambda" in f[3] for f in loaded.uop_fields.values())

SCRIPT = textwrap.dedent("""
  from tinygrad.uop.ops import UOp, graph_rewrite, PatternMatcher, UPat
  from tinygrad.profile import cpu_profile, profile_marker
  with cpu_profile("work", "USER"): graph_rewrite(UOp.variable("a", 0, 9) + 0, PatternMatcher([(UPat.var("x") + 0, lambda x: x)]))
  profile_marker("done")
""")

@pytest.mark.parametrize("env,files", [({"VIZ": "-1"}, {"profile", "rewrites"}), ({"PROFILE": "1"}, {"profile"}), ({}, set())])
def test_files_written_at_exit(tmp_path, env, files):
  full = {k: v for k, v in os.environ.items() if k not in ("VIZ", "PROFILE", "TRACK_MATCH_STATS")} | env | {"TMPDIR": str(tmp_path)}
  out = subprocess.run([sys.executable, "-c", SCRIPT], env=full, capture_output=True, text=True, timeout=60, check=True).stdout
  written = {f.split(".")[0] for f in os.listdir(tmp_path)}
  assert written == files
  if "rewrites" in files:
    assert "rewrote 1 graphs and matched 1 times" in out and "saved viz files" in out
    assert load_pickle(str(next(tmp_path.glob("rewrites.pkl.*")))).rewrites[0][0].name == "<module>"
  if "profile" in files:
    evs = load_pickle(str(next(tmp_path.glob("profile.pkl.*"))))
    assert [getattr(e, "name", None) for e in evs] == ["work", "marker"]
  if not files: assert out == ""
