"""tinygrad-compatible internals used by tools, examples and tests: helpers.tqdm/trange/Profiling, ContextVar.tolist(obj),
tensor.canonicalize_device."""
import io, pstats, re, time
import pytest
from tinygrad.helpers import Context, EMULATED_DTYPES, Profiling, tqdm, trange
from tinygrad.dtype import dtypes
from tinygrad.device import Device
from tinygrad.tensor import canonicalize_device

def _last_frame(err: str) -> str: return err.split("\r")[-1]

def test_trange_yields_range_and_ends_at_total(capsys):
  assert list(trange(7, desc="run")) == list(range(7))
  last = _last_frame(capsys.readouterr().err)
  assert last.startswith("run: 100%|") and " 7/7 [" in last and last.endswith("it/s]\n")

def test_tqdm_total_from_len_and_percent(capsys):
  t = tqdm(["a", "b", "c", "d"], rate=10**9)  # rate huge: redraw on every update
  it = iter(t)
  next(it), next(it)
  assert t.n == 1 and t.t == 4  # the second item's update runs when the generator resumes
  next(it)
  assert re.search(r" 50%\|█{10} {10}\| 2/4 ", _last_frame(capsys.readouterr().err))

def test_tqdm_manual_update_unit_scale(capsys):
  t = tqdm(total=3_000_000, unit="B", unit_scale=True, desc="dl")
  t.update(1_500_000)
  t.update(1_500_000, close=True)
  assert t.n == 3_000_000
  last = _last_frame(capsys.readouterr().err)
  assert last.startswith("dl: 100%|") and "3.00M/3.00M" in last and last.endswith("B/s]\n")

def test_tqdm_no_total_and_disable(capsys):
  t = tqdm(iter(range(5)))  # no len: count only, no bar
  assert sum(t) == 10 and t.n == 5
  assert "%|" not in _last_frame(capsys.readouterr().err)
  assert list(tqdm(range(3), disable=True)) == [0, 1, 2] and capsys.readouterr().err == ""
  with pytest.raises(TypeError, match="update"): list(tqdm(total=3))

def _busy(): return sum(i * i for i in range(20000))

def test_profiling_prints_sorted_stats_and_dumps(tmp_path, capsys):
  fn = str(tmp_path / "prof.out")
  with Profiling(sort="cumtime", frac=1.0, fn=fn): _busy()
  out = capsys.readouterr().out
  assert "Ordered by: cumulative time" in out and "_busy" in out
  stats = pstats.Stats(fn)
  assert any(f[2] == "_busy" and v[0] == 1 for f, v in stats.stats.items())  # called once
  with Profiling(enabled=False): _busy()
  assert capsys.readouterr().out == ""

def test_profiling_ts_scales_times(tmp_path):
  fn = str(tmp_path / "prof.out")
  with Profiling(fn=fn, ts=1000): time.sleep(0.05)
  stats = pstats.Stats(fn, stream=io.StringIO())
  sleep = [v for f, v in stats.stats.items() if "sleep" in f[2]]
  assert sleep and 40 < sleep[0][3] < 1000  # ~50 ms printed in ms, not 0.05

def test_contextvar_tolist():
  with Context(EMULATED_DTYPES="long, half,"):
    assert EMULATED_DTYPES.tolist() == ["long", "half"]
    assert EMULATED_DTYPES.tolist(dtypes) == [dtypes.int64, dtypes.float16]
  with Context(EMULATED_DTYPES=""): assert EMULATED_DTYPES.tolist(dtypes) == []
  with Context(EMULATED_DTYPES="float7"), pytest.raises(AttributeError, match=r"EMULATED_DTYPES.*float7"): EMULATED_DTYPES.tolist(dtypes)

def test_canonicalize_device():
  assert canonicalize_device(None) == Device.DEFAULT
  assert canonicalize_device("cpu:0") == "CPU" and canonicalize_device("cpu:1") == "CPU:1" and canonicalize_device("disk:/tmp/x") == "DISK:/tmp/x"
  assert canonicalize_device(["cpu:0", "cpu:1"]) == ("CPU", "CPU:1") and canonicalize_device(("cpu",)) == "CPU"
