"""A small but complete capture for the tg-viz tests: real graph_rewrites in rewrite groups, and profile events on two
devices, a copy queue, a command graph, CPU spans, markers and buffers, all made through tinygrad.profile's public API."""
from __future__ import annotations
import pathlib
from dataclasses import dataclass
from decimal import Decimal
import pytest
from tinygrad import profile as prof
from tinygrad.dtype import dtypes
from tinygrad.helpers import Context
from tinygrad.profile import (ProfileDeviceEvent, ProfileGraphEntry, ProfileGraphEvent, ProfilePointEvent, ProfileRangeEvent, TracingKey,
                              cpu_profile, perf_counter_us, profile_marker, save_profile, track_rewrites)
from tinygrad.uop import rewrite as rw
from tinygrad.uop.ops import Ops, PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.viz.capture import save_rewrites

def reset_tracking() -> None:
  rw.tracked_rewrites.clear()
  prof.rewrite_contexts.clear()
  prof.rewrite_owner.clear()
  prof.profile_events.clear()
  prof._name_counts.clear()

@pytest.fixture
def tracking():
  reset_tracking()
  with Context(VIZ=-1, TRACK_MATCH_STATS=2, PROFILE=1): yield
  reset_tracking()

simplify = PatternMatcher([(UPat.var("x") + 0, lambda x: x), (UPat.var("x") * 1, lambda x: x)])
KERNEL_SRC = "void E_4(float* restrict data0) {\n  for (int i = 0; i < 4; i++) data0[i] = 1.0f;\n}"
def program(s: UOp) -> UOp: return UOp(Ops.PROGRAM, src=(s, UOp(Ops.LINEAR, src=s.src), UOp(Ops.SOURCE, arg=KERNEL_SRC)))
render = PatternMatcher([(UPat(Ops.SINK, name="s"), program)])

def nested(x: UOp) -> UOp | None:
  # a rule that runs another graph_rewrite: recorded as a deeper step of the same context
  return graph_rewrite(x.src[0], simplify, name="inner") if x.src[0].op is Ops.ADD else None
outer = PatternMatcher([(UPat(Ops.MUL, name="x"), nested)])

@track_rewrites()
def schedule(u: UOp) -> UOp: return graph_rewrite(u, simplify, name="simplify")

@track_rewrites(name=lambda *a, ret, **k: TracingKey("E_4", keys=("E_4",), ret="cpp"))
def codegen(u: UOp) -> UOp:
  u = graph_rewrite(u, outer, name="outer")
  return graph_rewrite(u.sink(), render, name="linearize/render", walk=True)

@dataclass
class Capture:
  rewrites: str
  profile: str
  ctx_names: list[str]
  timeline_events: int      # drawn timeline shapes (non-zero ranges)
  tracks: list[str]

def make_capture(tmp_path: pathlib.Path) -> Capture:
  a = UOp.variable("a", 0, 10)
  with cpu_profile("Tensor.realize", "USER"):
    schedule((a + 0) * 1)
    schedule((a * 1) + 0)
    codegen((a + 0) * 1)
  graph_rewrite((a + 0) + 0, simplify, name="loose")
  base = perf_counter_us() + 10
  ev = prof.profile_events
  ev += [ProfileDeviceEvent("NULL", Decimal(0)), ProfileDeviceEvent("NULL:1", Decimal(-50))]
  ev.append(ProfilePointEvent("NULL", "alloc", 1, {"dtype": dtypes.float, "sz": 1024}, base))
  ev.append(ProfilePointEvent("NULL", "alloc", 2, {"dtype": dtypes.int, "sz": 256}, base + 1))
  profile_marker("train @ 1")
  ev[-1] = ProfilePointEvent("CPU", "marker", None, {"name": "train @ 1", "color": "red"}, base + 2)
  for i in range(3):  # three launches of E_4, each 100 us, with estimates
    st = base + 10 + i * 200
    ev.append(ProfilePointEvent("NULL", "exec", i, {"name": "E_4", "bufs": (1, 2), "inputs": (1,), "outputs": (0,), "var_vals": {},
                                                     "estimates": (4_000_000, 8_000_000, 2_000_000)}, st - 5))
    ev.append(ProfileRangeEvent("NULL", "E_4", st, st + 100, profile_key="E_4"))
    if i == 1: ev.append(ProfilePointEvent("CPU", "marker", None, {"name": "train @ 2", "color": "blue"}, st + 150))
  ev.append(ProfileRangeEvent("NULL:SDMA:0", TracingKey("NULL -> NULL:1", ret=1 << 20), base + 700, base + 800))
  ev.append(ProfileRangeEvent("NULL:1", "zero", base + 850, base + 850))  # zero duration: not drawn
  ev.append(ProfileGraphEvent([ProfileGraphEntry("NULL:1", "E_5", 0, 1), ProfileGraphEntry("NULL:1", "E_6", 1, 2)], [[], [0]],
                              [base + 900, base + 950, base + 1000]))
  ev.append(ProfilePointEvent("NULL", "free", 2, {}, base + 1100))
  ev.append(ProfilePointEvent("CPU", "marker", None, {"name": "train @ 3", "color": "green"}, base + 1200))
  profile = save_profile(str(tmp_path / "profile.pkl"))
  rewrites = save_rewrites(str(tmp_path / "rewrites.pkl"))
  # USER 1 + TINY 3 + NULL 3 + SDMA 1 + NULL Graph 1 + NULL:1 2
  return Capture(rewrites, profile, ["schedule n1", "schedule n2", "E_4", "default graph_rewrite"], 11,
                 ["USER", "TINY", "NULL", "NULL:SDMA:0", "NULL:1", "NULL:1 Graph", "NULL Memory"])

@pytest.fixture
def capture(tracking, tmp_path) -> Capture: return make_capture(tmp_path)
