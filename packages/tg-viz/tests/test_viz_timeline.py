"""The binary profile blob: built from profile events made through tinygrad.profile, decoded back, numbers checked by hand."""
import struct
from decimal import Decimal
import pytest
from tinygrad.dtype import dtypes
from tinygrad.profile import (ProfileDeviceEvent, ProfileGraphEntry, ProfileGraphEvent, ProfilePointEvent, ProfileRangeEvent, TracingKey,
                              cpu_profile, profile_events)
from tinygrad.viz.timeline import decode_profile, get_profile, track_order

D = Decimal

def blob(events, ref_of=lambda k: None) -> bytes:
  ret = get_profile(events, ref_of)
  assert ret is not None
  return ret
def decode(events, ref_of=lambda k: None): return decode_profile(blob(events, ref_of))

def test_empty(): assert get_profile([]) is None

def test_device_clock_offsets():
  evs = [ProfileDeviceEvent("NV", D(0)), ProfileDeviceEvent("NV:1", D(100)),
         ProfileRangeEvent("NV", "k0", D(1000), D(1010)), ProfileRangeEvent("NV:1", "k1", D(920), D(930))]
  p = decode(evs)
  assert [(e["name"], e["st"], e["dur"]) for e in p["layout"]["NV"]["events"]] == [("k0", 0, 10)]
  assert [(e["name"], e["st"], e["dur"]) for e in p["layout"]["NV:1"]["events"]] == [("k1", 20, 10)]  # 920 + 100 - 1000
  assert p["dur"] == 30

def test_copy_bandwidth():
  p = decode([ProfileRangeEvent("NV:SDMA:0", TracingKey("NV -> CPU", ret=2_000_000), D(0), D(1000))])
  fmt = p["layout"]["NV:SDMA:0"]["events"][0]["fmt"]
  assert fmt == {"B/s": pytest.approx(2e9), "B": 2_000_000}

def test_graph_event_spans_entries():
  ents = [ProfileGraphEntry("AMD", "a", 0, 1), ProfileGraphEntry("AMD", "b", 1, 2), ProfileGraphEntry("AMD:1", "c", 2, 3)]
  p = decode([ProfileDeviceEvent("AMD", D(5)), ProfileGraphEvent(ents, [[], [0], [1]], [D(10), D(20), D(35), D(40)])])
  assert list(p["layout"]) == ["AMD", "AMD Graph", "AMD:1"]
  g = p["layout"]["AMD Graph"]["events"]
  assert [(e["name"], e["st"], e["dur"]) for e in g] == [("batched 3", 0, 30)]
  assert [(e["name"], e["st"], e["dur"]) for e in p["layout"]["AMD"]["events"]] == [("a", 0, 10), ("b", 10, 15)]

def test_track_order():
  names = ["NV:1 Memory", "NV:1", "DISK", "NV:SDMA:0", "TINY", "NV Memory", "NV", "USER", "AMD:1:SDMA:0", "NV Graph", "GC", "AMD"]
  assert sorted(names, key=track_order) == ["GC", "USER", "TINY", "AMD", "AMD:1:SDMA:0", "NV", "NV Graph", "NV:SDMA:0", "NV:1", "DISK",
                                             "NV Memory", "NV:1 Memory"]

def test_bytes_per_event():
  evs = [ProfileRangeEvent("NV", f"k{i % 7}", D(i * 10), D(i * 10 + 5)) for i in range(1000)]
  assert len(blob(evs)) / 1000 <= 26

def test_timestamp_out_of_range():
  with pytest.raises(ValueError, match="timestamp out of range"):
    get_profile([ProfileRangeEvent("NV", "a", D(0), D(1)), ProfileRangeEvent("NV", "b", D(72 * 60 * 10**6), D(72 * 60 * 10**6 + 1))])

def test_markers_and_zero_duration():
  evs = [ProfileRangeEvent("NV", "a", D(0), D(10)), ProfilePointEvent("CPU", "marker", None, {"name": "m", "color": "red"}, D(15)),
         ProfileRangeEvent("NV", "zero", D(20), D(20)), ProfileRangeEvent("NV", "b", D(30), D(40)),
         ProfilePointEvent("CPU", "JSON", None, {"pcMap": {"1": 2}})]
  p = decode(evs)
  assert p["index"]["markers"] == [{"ts": 15, "name": "m", "color": "red"}] and p["index"]["pcMap"] == {"1": 2}
  assert [e["name"] for e in p["layout"]["NV"]["events"]] == ["a", "b"]

def test_cpu_span_traceback_and_refs(tracking):
  with cpu_profile(TracingKey("sched", keys=("K",), tb=(("/x/y.py", 3, "f", "f()"),)), "TINY"): pass
  with cpu_profile("plain", "USER"): pass
  p = decode(list(profile_events), lambda k: 7 if k == "K" or (isinstance(k, TracingKey) and "K" in k.keys) else None)
  assert list(p["layout"]) == ["USER", "TINY"]
  ev = p["layout"]["TINY"]["events"][0]
  assert ev["ref"] == 7 and ev["fmt"] == {"tb": [["/x/y.py", 3, "f", "f()"]]}
  assert p["layout"]["USER"]["events"][0]["ref"] is None

def test_memory_peak_users_and_modes():
  f, i = dtypes.float, dtypes.int
  evs = [ProfilePointEvent("CPU", "alloc", "A", {"dtype": f, "sz": 100}, D(0)), ProfilePointEvent("CPU", "alloc", "B", {"dtype": i, "sz": 50}, D(1)),
         ProfilePointEvent("CPU", "exec", 0, {"name": "k", "bufs": ("A", "B"), "inputs": (1,), "outputs": (0,)}, D(2)),
         ProfilePointEvent("CPU", "exec", 1, {"name": "inplace", "bufs": ("A",), "inputs": (0,), "outputs": (0,)}, D(3)),
         ProfilePointEvent("CPU", "free", "B", {}, D(4)), ProfilePointEvent("CPU", "alloc", "C", {"dtype": f, "sz": 10}, D(5)),
         ProfileRangeEvent("CPU", "k", D(2), D(3)), ProfileRangeEvent("CPU", "inplace", D(3), D(4))]
  p = decode(evs)
  mem = p["layout"]["CPU Memory"]
  assert mem["peak"] == p["peak"] == 100 * 4 + 50 * 4
  assert [(e["event"], e["key"]) for e in mem["events"]] == [("alloc", 0), ("alloc", 1), ("free", 1), ("alloc", 2), ("free", 0), ("free", 2)]
  users = {e["key"]: [(u["kernel"], u["arg"], u["mode"]) for u in e["users"]] for e in mem["events"] if e["event"] == "free"}
  assert users == {1: [("k", 1, 0)], 0: [("k", 0, 1), ("inplace", 0, 2)], 2: []}
  assert p["index"]["dtypeSize"] == {"float": 4, "int": 4}
  assert [e["key"] for e in p["layout"]["CPU"]["events"]] == [0, 1]  # kernels linked to their launches

def test_kernel_rates_from_estimates():
  evs = [ProfilePointEvent("NV", "exec", 0, {"name": "k", "bufs": (), "estimates": (1_000_000, 3_000_000, 2_000_000)}, D(0)),
         ProfileRangeEvent("NV", "k", D(10), D(20))]
  fmt = decode(evs)["layout"]["NV"]["events"][0]["fmt"]
  assert fmt == {"FLOPS": pytest.approx(1e11), "B/s mem": pytest.approx(2e11), "B/s lds": pytest.approx(3e11)}

def test_header_layout():
  data = blob([ProfileRangeEvent("NV", "a", D(0), D(7))])
  dur, peak, idx_len, ntracks = struct.unpack_from("<IQII", data)
  assert (dur, peak, ntracks) == (7, 0, 1) and data[20:20 + idx_len].startswith(b'{"dtypeSize"')
