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

# ---- masked values: UOp.valid / invalid / get_valid / get_idx, Invalid in where ----

from tinygrad.dtype import Invalid  # noqa: E402
from tinygrad.uop.ops import UOp  # noqa: E402
import numpy as np  # noqa: E402

def _at(u: UOp, var: UOp, val: int) -> object: return u.substitute({var: UOp.const(val, var.dtype)}).simplify().arg

def test_valid_matches_masked_formula():
  k = UOp.variable("k", 0, 9)
  w = ((k * 3) + 1).valid(k < 5)
  assert w.get_valid() is (k < 5) and w.get_idx() is (k * 3) + 1
  for v in range(10): assert _at(w, k, v) == (3 * v + 1 if v < 5 else Invalid)
  # an ALU on a masked value keeps the mask outermost, so the value is still readable per lane
  w2 = (w * 2).simplify()
  assert w2.get_valid() is (k < 5) and [_at(w2.get_idx(), k, v) for v in range(5)] == [2 * (3 * v + 1) for v in range(5)]

def test_invalid_in_where_and_always_or_never_valid():
  i, j = UOp.variable("i", 0, 4), UOp.variable("j", 5, 9)
  assert (i < 5).where(i * 2, Invalid).simplify() is (i * 2).simplify()  # condition always true: the mask goes away
  never = (j < 5).where(j * 2, Invalid).simplify()
  assert never.op.name == "CONST" and never.arg is Invalid
  assert UOp.invalid().arg is Invalid and UOp.invalid(4).dtype.count == 4
  assert (i * 2).get_valid().arg is True and (i * 2).get_idx() is i * 2

# ---- multi-device parts: UOp.mselect / mstack ----

from tinygrad import Tensor  # noqa: E402

DEVS = ("CPU", "CPU:1")

@pytest.mark.parametrize("axis", [0, 1, None])
def test_mselect_is_each_devices_part(axis):
  a = np.arange(24, dtype=np.float32).reshape(4, 6)
  u = Tensor(a).shard(DEVS, axis=axis).uop
  parts = np.split(a, 2, axis=axis) if axis is not None else [a, a]
  for i, d in enumerate(DEVS):
    t = Tensor(u.mselect(i))
    assert t.device == d
    np.testing.assert_array_equal(t.numpy(), parts[i])
  np.testing.assert_array_equal(Tensor(u.mselect(-1)).numpy(), parts[1])
  with pytest.raises(IndexError, match="2 devices"): u.mselect(2)

def test_mstack_builds_multi_value():
  a = np.arange(12, dtype=np.float32).reshape(4, 3)
  m = Tensor(Tensor(a[:2]).uop.mstack(Tensor(a[2:], device="CPU:1").uop, axis=0))
  assert m.device == DEVS and m.shape == (4, 3)
  np.testing.assert_array_equal((m + 1).numpy(), a + 1)
  r = Tensor(Tensor(a).uop.mstack(Tensor(a, device="CPU:1").uop))  # replicated
  assert r.shape == (4, 3) and float((r * 2).sum().numpy()) == float((a * 2).sum())
  with pytest.raises(ValueError, match="one dtype"): Tensor(a).uop.mstack(Tensor(a.astype(np.int32), device="CPU:1").uop)

# ---- MultiBuffer ----

from tinygrad.device import MultiBuffer  # noqa: E402

def test_multibuffer_of_realized_shards_is_the_live_storage():
  a = np.arange(8, dtype=np.float32)
  t = Tensor(a).shard(DEVS, axis=0).realize()
  mb = t.uop.multibuffer
  assert mb.device == DEVS and mb.size == 4 and mb.dtype == t.dtype and mb.is_allocated() and mb.nbytes == 16
  for b, part in zip(mb.bufs, np.split(a, 2)): np.testing.assert_array_equal(b.numpy(), part)
  mb.bufs[1].copyin(memoryview(np.full(4, -1, np.float32)))  # the same buffers the tensor reads
  np.testing.assert_array_equal(t.numpy(), np.concatenate([a[:4], np.full(4, -1, np.float32)]))
  r = Tensor(a).shard(DEVS).realize().uop.multibuffer  # replicated: a whole copy per device
  assert r.size == 8 and all((b.numpy() == a).all() for b in r.bufs)
  with pytest.raises(RuntimeError, match="multi-device"): Tensor(a).realize().uop.multibuffer

def test_multibuffer_new():
  mb = MultiBuffer(DEVS, 3, dtypes.int32)
  assert not mb.is_allocated() and [b.device for b in mb.bufs] == list(DEVS)
  for i, b in enumerate(mb.ensure_allocated().bufs): b.copyin(memoryview(np.arange(3, dtype=np.int32) * (i + 1)))
  assert mb.is_allocated() and [b.numpy().tolist() for b in mb.bufs] == [[0, 1, 2], [0, 2, 4]]
  with pytest.raises(ValueError, match="tuple of devices"): MultiBuffer("CPU", 3, dtypes.int32)  # type: ignore[arg-type]
  with pytest.raises(ValueError, match="do not match"): MultiBuffer(DEVS, 3, dtypes.int32, bufs=mb.bufs[:1])

# ---- TinyJit internals: CapturedJit.linear / expected_names / expected_input_info, graph_class ----

import functools, pickle  # noqa: E402
from tinygrad import GlobalCounters, TinyJit, Variable  # noqa: E402
from tinygrad.engine.jit import GraphRunner, graph_class  # noqa: E402
from tinygrad.engine.realize import run_linear  # noqa: E402
from tinygrad.uop import Ops  # noqa: E402

def _jf(x, y, *, z): return ((x * y).sum(0) + z).relu(), x[1:3] * 3

def _jdata(rng):
  x, y, z = (rng.standard_normal(s).astype(np.float32) for s in ((4, 3), (4, 3), (3,)))
  return x, y, z, np.maximum((x * y).sum(0) + z, 0), x[1:3] * 3

def test_captured_jit_linear_and_inputs_survive_pickle():
  rng, jit = np.random.default_rng(1), TinyJit(_jf)
  for _ in range(2):
    x, y, z, *_ = _jdata(rng)
    jit(Tensor(x), Tensor(y), z=Tensor(z))
  cj = jit.captured
  assert cj.expected_names == [0, 1, "z"]
  info = cj.expected_input_info
  assert [(e[1], e[2], e[3]) for e in info] == [((), dtypes.float32, "CPU")] * 3
  assert [e[0].op for e in info] == [Ops.RESHAPE, Ops.RESHAPE, Ops.NOOP] and info[0][0].arg == (4, 3)  # a (3,) vector is its buffer
  lin = cj.linear
  assert lin is cj._linear and lin.op is Ops.LINEAR and all(c.op is Ops.CALL and c.src[0].op is Ops.PROGRAM for c in lin.src)
  assert [c.src[0].src[3].arg for c in lin.src] == [ei.runner.lib for ei in cj.items]  # the binaries a replay runs
  GlobalCounters.reset()
  x, y, z, want0, want1 = _jdata(rng)
  got = jit(Tensor(x), Tensor(y), z=Tensor(z))
  assert GlobalCounters.kernel_count == len(lin.src)
  np.testing.assert_allclose(got[0].numpy(), want0, rtol=1e-6, atol=1e-6)
  jit2 = pickle.loads(pickle.dumps(jit))
  assert jit2.captured.expected_names == cj.expected_names and jit2.captured.expected_input_info == info
  assert [c.src[0] for c in jit2.captured.linear.src] == [c.src[0] for c in lin.src]  # same PROGRAMs (names, launch info, binaries)
  for _ in range(2):
    x, y, z, want0, want1 = _jdata(rng)
    got = jit2(Tensor(x), Tensor(y), z=Tensor(z))
    np.testing.assert_allclose(got[0].numpy(), want0, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(got[1].numpy(), want1, rtol=1e-6)

def test_expected_input_info_symbolic_and_sharded():
  v = Variable("v", 1, 8)
  jit = TinyJit(lambda x: (x * 2).sum(0))
  for n in (3, 5, 4):
    a = np.arange(24, dtype=np.float32).reshape(8, 3)
    np.testing.assert_array_equal(jit(Tensor(a)[:v.bind(n)]).numpy(), (a[:n] * 2).sum(0))
  (view, vs, dt, dev), = jit.captured.expected_input_info
  assert view.op is Ops.SHRINK and vs == (v,) and view.arg[0][1] is v and (dt, dev) == (dtypes.float32, "CPU")
  sj = TinyJit(lambda x: x * 2)
  for _ in range(3): sj(Tensor.ones(4, 3).contiguous().shard(DEVS, axis=0))
  assert sj.captured.expected_names == [0] and [e[1:] for e in sj.captured.expected_input_info] == [((), dtypes.float32, DEVS)]

class _CountingGraph(GraphRunner):
  made = 0
  def __init__(self, *args):
    type(self).made += 1
    super().__init__(*args)

def test_graph_class_is_what_the_jit_batches_with(monkeypatch):
  assert graph_class(Device["CPU"]) is None and graph_class("CPU") is None  # CPU has no graph of its own
  monkeypatch.setattr(Device["CPU"], "graph", functools.partial(_CountingGraph))
  assert graph_class(Device["CPU"]) is _CountingGraph
  jit, rng = TinyJit(_jf), np.random.default_rng(2)
  for _ in range(4):
    x, y, z, want0, want1 = _jdata(rng)
    got = jit(Tensor(x), Tensor(y), z=Tensor(z))
    np.testing.assert_allclose(got[0].numpy(), want0, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(got[1].numpy(), want1, rtol=1e-6)
  assert _CountingGraph.made >= 1  # the replays ran through the device's graph class

# ---- smaller compat points ----

def test_symbolic_empty_has_its_max_size_buffer():
  v = Variable("v", 1, 10).bind(4)
  t = Tensor.empty(3, v)
  buf = t.uop.base.buffer
  assert buf.size == 30 and buf.dtype == dtypes.float32 and buf.device == "CPU" and t.uop.buffer is buf  # 3 x vmax, as tinygrad
  a = np.arange(30, dtype=np.float32)
  buf.ensure_allocated().copyin(memoryview(a))
  assert t.sum().item() == a.reshape(3, 10)[:, :4].sum()  # the tensor reads that buffer, laid out at the max shape
  r = Tensor(a.reshape(3, 10)).realize()
  assert r[:, :v].uop.buffer is r.uop.buffer
  with pytest.raises(RuntimeError, match="no buffer of its own"): r[1:, :v].uop.buffer  # an offset view is not the buffer

def test_setitem_on_requires_grad_tensor_matches_tinygrad():
  # tinygrad raised NotImplementedError here in 2024; since requires_grad= was removed (2026) it writes, and so does tg
  x = Tensor([1.0, 2.0, 3.0], requires_grad=True)
  x[1] = 5
  np.testing.assert_array_equal(x.numpy(), [1, 5, 3])
  w = Tensor([1.0, 2.0, 3.0], requires_grad=True)
  y = w * 2
  y[0] = 7  # the overwritten element no longer depends on w
  (y * Tensor([1.0, 10.0, 100.0])).sum().backward()
  np.testing.assert_array_equal(y.numpy(), [7, 4, 6])
  np.testing.assert_array_equal(w.grad.numpy(), [0, 20, 200])

def test_captured_linear_replays_through_run_linear():
  jit, rng = TinyJit(lambda x, y: ((x * y).sum(0) + 1).relu()), np.random.default_rng(3)
  for _ in range(2): jit(*(Tensor(rng.standard_normal((4, 3)).astype(np.float32)) for _ in range(2)))
  lin = jit.captured.linear
  params = [(b.arg.slot, c.src[0].arg.name) for c in lin.src for b in c.src[1:] if b.op is Ops.PARAM]
  assert sorted({p[0] for p in params}) == [0, 1]  # the inputs are PARAMs of their argument slots
  x, y = (rng.standard_normal((4, 3)).astype(np.float32) for _ in range(2))
  GlobalCounters.reset()
  run_linear(lin, {}, input_uops=[Tensor(x).realize().uop, Tensor(y).realize().uop])
  assert GlobalCounters.kernel_count == len(lin.src)
  np.testing.assert_allclose(lin.src[-1].src[1].buffer.numpy(), np.maximum((x * y).sum(0) + 1, 0), rtol=1e-6, atol=1e-6)
  with pytest.raises(ValueError, match=r"inputs \[0, 1\].*input_uops"): run_linear(lin)
  with pytest.raises(IndexError, match="input 1"): run_linear(lin, input_uops=[Tensor(x).realize().uop])
  with pytest.raises(ValueError, match="not a buffer"): run_linear(lin, input_uops=[(Tensor(x) + 1).uop, Tensor(y).realize().uop])
