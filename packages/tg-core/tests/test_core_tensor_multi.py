"""Multi-device Tensors on CPU device instances: shard/to/realize/read, ops vs numpy, allreduce algorithms, kernel placement,
data-parallel and tensor-parallel training against the single-device run, and the errors of bad placements."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Device, Tensor, TinyJit, dtypes
from tinygrad.helpers import Context
from tinygrad import nn
from tinygrad.nn.optim import SGD, Adam
from tinygrad.nn.state import get_state_dict, load_state_dict, safe_load, safe_save
from tinygrad.schedule.multi import allreduce_kind
from tinygrad.uop.multi import MultiError
from tinygrad.uop import Ops

D = ("CPU:0", "CPU:1")
DC = ("CPU", "CPU:1")  # canonical names: CPU:0 is CPU
rng = np.random.default_rng(0)
X = rng.random((4, 6), dtype=np.float32)
W = rng.random((6, 4), dtype=np.float32)

def sh(a: np.ndarray, axis: int | None, devs: tuple = D) -> Tensor: return Tensor(a).shard(devs, axis)

def test_device_instances_are_distinct():
  assert Device["CPU:1"] is not Device["CPU"] and Device["CPU:0"] is Device["CPU"]
  assert Device.canonicalize("CPU:0") == "CPU" and Device["CPU:2"] is not Device["CPU:1"]

@pytest.mark.parametrize("axis", [None, 0, 1, -1])
def test_shard_read_back(axis):
  t = sh(X, axis)
  assert t.device == DC and t.shape == X.shape and t.uop.axis == (None if axis is None else axis % 2)
  np.testing.assert_equal(t.numpy(), X)
  np.testing.assert_equal(np.array(t.tolist(), dtype=np.float32), X)
  assert t.sum().item() == pytest.approx(float(X.sum()), rel=1e-6)

@pytest.mark.parametrize("axis", [None, 0, 1])
def test_realize_is_one_buffer_per_device(axis):
  t = sh(X, axis).realize()
  assert t.uop.op is Ops.MSTACK and [s.device for s in t.uop.src] == list(DC)
  parts = [s.buffer.numpy().reshape(s.shape) for s in t.uop.src]
  want = [X, X] if axis is None else np.split(X, 2, axis=axis)
  for p, w in zip(parts, want): np.testing.assert_equal(p, w)

def test_to_replicates_and_gathers():
  r = Tensor(X).to(D)
  assert r.device == DC and r.uop.axis is None
  np.testing.assert_equal(r.numpy(), X)
  for axis in (None, 0, 1):
    g = sh(X, axis).to("CPU:1")
    assert g.device == "CPU:1"
    np.testing.assert_equal(g.numpy(), X)
  assert Tensor(X, device=D).device == DC and Tensor.empty(4, 6, device=list(D)).device == DC
  np.testing.assert_equal(Tensor(X).to("CPU:1").to("CPU").numpy(), X)  # a plain copy between two device instances
  like = Tensor(X).shard_like(sh(X, 1))
  assert like.device == DC and like.uop.axis == 1
  np.testing.assert_equal(like.numpy(), X)

def test_shard_in_place_and_deviceless():
  t = Tensor(X)
  assert t.shard_(D, 1) is t and t.device == DC and t.uop.axis == 1
  c = Tensor.arange(8)
  assert c.shard(D, 0) is c  # a deviceless tensor is placed by whatever it meets
  assert Tensor(X).shard(("CPU:1",)).device == "CPU:1"

# each case builds from `a` (the input) and `p(array, axis)`, which places another operand like the input (sharded or not)
CASES = {
  "elementwise": (lambda a, p: (a * 2 + 1).exp(), lambda x: np.exp(x * 2 + 1)),
  "with a replicated operand": (lambda a, p: a + p(X, None) * a, lambda x: x + x * x),
  "with a const": (lambda a, p: a.maximum(0.5) - 3, lambda x: np.maximum(x, 0.5) - 3),
  "sum axis 0": (lambda a, p: a.sum(0), lambda x: x.sum(0)),
  "sum axis 1": (lambda a, p: a.sum(1, keepdim=True), lambda x: x.sum(1, keepdims=True)),
  "sum all": (lambda a, p: a.sum(), lambda x: x.sum()),
  "max axis 0": (lambda a, p: a.max(0), lambda x: x.max(0)),
  "mean axis 1": (lambda a, p: a.mean(1), lambda x: x.mean(1)),
  "softmax": (lambda a, p: a.softmax(1), lambda x: np.exp(x) / np.exp(x).sum(1, keepdims=True)),
  "matmul replicated weight": (lambda a, p: a @ p(W, None), lambda x: x @ W),
  "matmul weight sharded on rows": (lambda a, p: a @ p(W, 0), lambda x: x @ W),
  "matmul weight sharded on cols": (lambda a, p: a @ p(W, 1), lambda x: x @ W),
  "transpose": (lambda a, p: a.T + 1, lambda x: x.T + 1),
  "reshape": (lambda a, p: a.reshape(2, 2, 6), lambda x: x.reshape(2, 2, 6)),
  "expand": (lambda a, p: a.reshape(1, 4, 6).expand(3, 4, 6), lambda x: np.broadcast_to(x, (3, 4, 6))),
  "slice": (lambda a, p: a[1:3, ::2], lambda x: x[1:3, ::2]),
  "pad": (lambda a, p: a.pad(((1, 1), (0, 2))), lambda x: np.pad(x, ((1, 1), (0, 2)))),
  "flip": (lambda a, p: a.flip(0), lambda x: x[::-1]),
  "cat": (lambda a, p: a.cat(a * 2, dim=1), lambda x: np.concatenate([x, x * 2], 1)),
  "argmax": (lambda a, p: a.argmax(1), lambda x: x.argmax(1)),
  "cast and compare": (lambda a, p: (a > 0.5).int().sum(0), lambda x: (x > 0.5).astype(np.int32).sum(0)),
}

@pytest.mark.parametrize("axis", [None, 0, 1])
@pytest.mark.parametrize("name", CASES)
def test_ops_match_numpy(name, axis):
  build, ref = CASES[name]
  out = build(sh(X, axis), sh)
  want = ref(X)
  single = build(Tensor(X), lambda x, _: Tensor(x)).numpy()
  np.testing.assert_allclose(out.numpy(), want, rtol=1e-5, atol=1e-6)
  np.testing.assert_allclose(out.numpy(), single, rtol=1e-6, atol=1e-6)

@pytest.mark.parametrize("axis", [None, 0, 1])
def test_assign_in_place(axis):
  t = sh(X, axis).realize()
  bufs = [s.base for s in t.uop.src]
  t.assign(t * 3)
  t.assign(t + 1)
  np.testing.assert_allclose(t.numpy(), X * 3 + 1, rtol=1e-6)
  assert all(a is b for a, b in zip([s.base for s in t.uop.src], bufs))  # the same per-device buffers were written
  t[1:3] = Tensor.zeros(2, 6).to(D)  # rows 1:3 cross the shards of axis 0: each device writes its part
  t[:, 4:] = Tensor.full((4, 2), 7.0).to(D)
  want = X * 3 + 1
  want[1:3] = 0
  want[:, 4:] = 7
  np.testing.assert_allclose(t.numpy(), want, rtol=1e-6)
  assert all(a is b for a, b in zip([s.base for s in t.uop.src], bufs)) and t.uop.axis == axis

def test_clone_keeps_sharding():
  for axis in (None, 1):
    c = sh(X, axis).clone()
    assert c.device == DC and c.uop.axis == axis
    np.testing.assert_equal(c.numpy(), X)

@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("ring,all2all", [(0, 0), (2, 0), (0, 2)])
def test_allreduce_algorithms_agree(n, ring, all2all):
  devs = tuple(f"CPU:{i}" for i in range(n))
  xi = rng.integers(-9, 9, (2 * n, 7)).astype(np.float32)  # integer values: every summation order is exact
  xb = rng.random((2 * n, 5)) > 0.7
  with Context(RING=ring, ALL2ALL=all2all):
    s = sh(xi, 0, devs).sum(0).realize()
    assert [p.device for p in s.uop.src] == [Device.canonicalize(d) for d in devs]
    for p in s.uop.src: np.testing.assert_equal(p.buffer.numpy(), xi.sum(0))  # every device holds the whole result
    np.testing.assert_equal(sh(xi, 0, devs).max(0).numpy(), xi.max(0))
    np.testing.assert_equal(sh(xb, 0, devs).any(0).numpy(), xb.any(0))
    xf = rng.random((2 * n, 9), dtype=np.float32)
    np.testing.assert_allclose(sh(xf, 0, devs).sum(0).numpy(), xf.sum(0), rtol=1e-6)

def test_allreduce_choice():
  with Context(RING=1, ALL2ALL=0, RING_ALLREDUCE_THRESHOLD=100):
    assert allreduce_kind(2, 1000) == "naive" and allreduce_kind(3, 100) == "naive" and allreduce_kind(3, 101) == "ring"
  with Context(RING=2, ALL2ALL=0): assert allreduce_kind(2, 1) == "ring"
  with Context(RING=1, ALL2ALL=1, RING_ALLREDUCE_THRESHOLD=100): assert allreduce_kind(3, 101) == "all2all"
  with Context(RING=0, ALL2ALL=2): assert allreduce_kind(2, 1) == "all2all"

def test_allreduce_cast_exchanges_half():
  xh = rng.random((8, 300)).astype(np.float16)
  for cast, nbytes in ((0, 300 * 4), (1, 300 * 2)):
    with Context(ALLREDUCE_CAST=cast):
      s = sh(xh, 0).realize().sum(0)
      assert [c.src[0].arg[2] for c in s.schedule_linear().src if c.src[0].op is Ops.COPY] == [nbytes, nbytes]
      assert s.dtype == dtypes.float16
      np.testing.assert_allclose(s.numpy(), xh.astype(np.float32).sum(0), rtol=2e-3)

def _calls(t: Tensor) -> list[tuple[str, tuple[str, ...]]]:
  """(kind, devices of its buffers) of every call that realizes `t`."""
  return [("copy" if c.src[0].op is Ops.COPY else "kernel", tuple(b.arg.device for b in c.src[1:])) for c in t.schedule_linear().src]

def test_kernel_placement():
  a = sh(X, 0).realize()
  ew = _calls(a * 2 + 1)
  assert sorted(ew) == [("kernel", ("CPU", "CPU")), ("kernel", ("CPU:1", "CPU:1"))]  # one kernel per shard, on its device
  assert all(k == "kernel" for k, _ in _calls(a.sum(1)))  # reducing a local axis needs no copy
  red = _calls(a.sum(0))
  assert ("copy", ("CPU:1", "CPU")) in red and ("copy", ("CPU", "CPU:1")) in red  # the allreduce exchanges partials
  assert all(len(set(ds)) == 1 for k, ds in red if k == "kernel")  # a kernel only touches buffers of its own device

def _mlp_step(devices: tuple | None, opt_cls, w1_axis: int | None = None, steps: int = 2):
  r = np.random.default_rng(1)
  x, y = r.random((8, 5), dtype=np.float32), r.integers(0, 3, 8).astype(np.int32)
  w1, w2 = Tensor(r.random((5, 16), dtype=np.float32) - 0.5), Tensor(r.random((16, 3), dtype=np.float32) - 0.5)
  xt, yt = Tensor(x), Tensor(y)
  if devices is not None:
    w1.shard_(devices, w1_axis)
    w2.shard_(devices, None)
    xt, yt = xt.shard(devices, 0), yt.shard(devices, 0)
  opt = opt_cls([w1, w2], lr=0.1)
  with Context(TRAINING=1):
    for _ in range(steps):
      opt.zero_grad()
      loss = (xt @ w1).relu().matmul(w2).sparse_categorical_crossentropy(yt)
      loss.backward()
      opt.step()
  return [loss.numpy(), w1.numpy(), w2.numpy()], (w1, w2)

@pytest.mark.parametrize("opt_cls", [SGD, Adam])
@pytest.mark.parametrize("w1_axis", [None, 1])
def test_data_parallel_mlp_step_matches_single_device(opt_cls, w1_axis):
  ref, _ = _mlp_step(None, opt_cls)
  got, (w1, _) = _mlp_step(D, opt_cls, w1_axis)
  for r, g in zip(ref, got): np.testing.assert_allclose(g, r, rtol=1e-5, atol=1e-5)
  assert w1.device == DC and w1.uop.axis == w1_axis and w1.uop.op is Ops.MSTACK  # params stay sharded, in their buffers

def _train(devices: tuple | None, jit: bool, steps: int = 4) -> tuple[np.ndarray, np.ndarray]:
  """Losses of SGD steps on fresh batches (each read after its step), and the final first-layer weight."""
  r = np.random.default_rng(3)
  w1, w2 = Tensor(r.random((5, 16), dtype=np.float32) - 0.5), Tensor(r.random((16, 3), dtype=np.float32) - 0.5)
  if devices is not None: w1, w2 = w1.shard_(devices), w2.shard_(devices)
  opt = SGD([w1, w2], lr=0.1)
  def step(x: Tensor, y: Tensor) -> Tensor:
    opt.zero_grad()
    loss = (x @ w1).relu().matmul(w2).sparse_categorical_crossentropy(y)
    loss.backward()
    opt.step()
    return loss.realize()
  fn = TinyJit(step) if jit else step
  losses = []
  with Context(TRAINING=1):
    for _ in range(steps):
      x, y = Tensor(r.random((8, 5), dtype=np.float32)), Tensor(r.integers(0, 3, 8).astype(np.int32))
      if devices is not None: x, y = x.shard(devices, 0).realize(), y.shard(devices, 0).realize()
      losses.append(fn(x, y).numpy())
  return np.array(losses), w1.numpy()

def test_loss_read_after_step_and_jit():
  ref_loss, ref_w = _train(None, jit=False)
  for jit in (False, True):  # the loss is the one before the update (its multi-device value was stored, not recomputed)
    loss, w = _train(D, jit)
    np.testing.assert_allclose(loss, ref_loss, rtol=1e-5)
    np.testing.assert_allclose(w, ref_w, rtol=1e-5, atol=1e-6)

def test_gradient_through_shard():
  for axis in (None, 0, 1):
    w = Tensor(W)
    ws = w.shard(D, axis)
    ((sh(X, 0) @ ws).square().sum()).backward()
    want = 2 * X.T @ (X @ W)
    assert w.grad is not None and ws.grad is not None and w.grad.device == "CPU"
    np.testing.assert_allclose(w.grad.numpy(), want, rtol=1e-5)
    np.testing.assert_allclose(ws.grad.numpy(), want, rtol=1e-5)

def test_tensor_parallel_mlp():
  w1, w2 = rng.random((6, 8), dtype=np.float32), rng.random((8, 3), dtype=np.float32)
  h = (Tensor(X).to(D) @ sh(w1, 1)).relu()
  o = h @ sh(w2, 0)
  assert h.uop.axis == 1 and o.uop.axis is None
  np.testing.assert_allclose(o.numpy(), np.maximum(X @ w1, 0) @ w2, rtol=1e-5)

@pytest.mark.parametrize("axis", [None, 0, 1])
def test_like_creators_keep_placement(axis):
  t = sh(X, axis)
  for z, want in ((t.zeros_like(), 0.0), (t.ones_like(), 1.0), (t.full_like(3.0), 3.0)):
    assert z.device == DC and z.uop.axis == axis
    np.testing.assert_equal(z.numpy(), np.full_like(X, want))
  e, r = t.empty_like(), t.rand_like()
  assert e.uop.axis == axis and r.uop.axis == axis and r.shape == X.shape
  rv = r.numpy()
  assert ((rv >= 0) & (rv < 1)).all() and len(np.unique(rv)) > 20
  if axis is None:
    a, b = [p.buffer.numpy() for p in r.realize().uop.src]
    np.testing.assert_equal(a, b)  # replicas of a random tensor are equal
  with pytest.raises(RuntimeError, match="keeps its placement"): t.zeros_like(device="CPU")

def test_unshard_scratch():
  t = Tensor(Tensor.empty(2, 6, device=D).uop.unshard(0), device=D)
  assert t.shape == (4, 6) and t.device == DC and t.uop.axis == 0
  t.assign(sh(X, 0))
  np.testing.assert_equal(t.numpy(), X)
  with pytest.raises(MultiError, match="replicated"): sh(X, 0).uop.unshard(1)

def test_optimizer_state_is_sharded_like_params():
  w = Tensor(W).shard(D, 1)
  opt = Adam([w])
  assert all(m.device == DC and m.uop.axis == 1 for m in opt.m + opt.v)

def test_load_state_dict_shards_like_the_model(tmp_path):
  src = nn.Linear(4, 6)
  safe_save(get_state_dict(src), str(tmp_path / "m.safetensors"))
  dst = nn.Linear(4, 6)
  assert src.bias is not None and dst.bias is not None
  dst.weight.shard_(D, 1)
  dst.bias.shard_(D, None)
  load_state_dict(dst, safe_load(str(tmp_path / "m.safetensors")))
  assert dst.weight.uop.axis == 1 and dst.bias.device == DC and dst.bias.uop.axis is None
  np.testing.assert_equal(dst.weight.numpy(), src.weight.numpy())
  np.testing.assert_equal(dst.bias.numpy(), src.bias.numpy())
  np.testing.assert_equal(safe_load(str(tmp_path / "m.safetensors"))["weight"].shard(D, 1).numpy(), src.weight.numpy())  # DISK -> shards

def test_bad_placements_raise():
  with pytest.raises(RuntimeError, match="uneven"): Tensor(X).shard(("CPU", "CPU:1", "CPU:2"), 0)
  with pytest.raises(RuntimeError, match="uneven"): sh(X, 0).shard(("CPU", "CPU:1", "CPU:2"), 0)  # a reshard checks like a shard
  with pytest.raises(RuntimeError, match="repeat a device"): Tensor(X).shard(("CPU:1", "CPU:1"), 0)
  with pytest.raises(RuntimeError, match="different devices"): sh(X, 0) + sh(X, 0, ("CPU", "CPU:2"))
  with pytest.raises(RuntimeError, match="different devices"): sh(X, 0) + Tensor(X)
  with pytest.raises(RuntimeError, match="sharded on axis"): sh(X, 0).realize().assign(sh(X, 1))
  with pytest.raises(MultiError, match="between"): sh(X, 1).reshape(24)  # raised when the op is built
