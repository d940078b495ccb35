"""Multi-device behaviour tinygrad programs rely on, on four CPU device instances, against numpy on the unsharded data: a 2x2 device
grid splitting two axes at once (elementwise, matmul, sums over either axis, and which copies that takes), views of
sharded buffers (shrinks that cut through shards, chained, after a reshape), const-like tensors shrunk on the shard axis, a KV-cache
assign on a tensor sharded over heads, data-parallel SGD/Adam steps against a float64 numpy MLP, the allreduce variants (naive, ring,
all2all: selected by RING/ALL2ALL as in tinygrad) and `UOp.allreduce`, and sharding a deviceless tensor (a no-op, as in tinygrad)."""
import numpy as np
import pytest
pytest.importorskip("tinygrad.codegen")
from tinygrad import Device, Tensor, TinyJit, Variable
from tinygrad.helpers import Context
from tinygrad.nn.optim import SGD, Adam
from tinygrad.uop import Ops
from tinygrad.uop.multi import MultiError
from tinygrad.uop.ops import UOp

D4 = tuple(f"CPU:{i}" for i in range(4))
D4C = tuple(Device.canonicalize(d) for d in D4)
rng = np.random.default_rng(37)
X = rng.random((8, 12), dtype=np.float32)

def sh(a: np.ndarray, axis: int | None, devs: tuple = D4) -> Tensor: return Tensor(a).shard(devs, axis)

# ---- a 2x2 device grid: two axes split at once ----

GRID = ((D4[0], D4[1]), (D4[2], D4[3]))
A = rng.random((8, 12), dtype=np.float32)
B = rng.random((12, 6), dtype=np.float32)

def _copies(t: Tensor) -> list[tuple[str, str, int]]:
  """(destination, source, bytes) of every copy that realizing `t` runs."""
  return [(c.src[1].arg.device, c.src[2].arg.device, c.src[0].arg[2]) for c in t.schedule_linear().src if c.src[0].op is Ops.COPY]

def grid(a: np.ndarray, axis: tuple) -> Tensor: return Tensor(a).shard(GRID, axis=axis).realize()

GRID_CASES = {
  "elementwise": (lambda g: (g * 2 + 1).exp(), lambda x: np.exp(x * 2 + 1)),
  "with a replicated operand": (lambda g: g + Tensor(A).shard(D4) * g, lambda x: x + A * x),
  "with a const": (lambda g: g.maximum(0.5) - 3, lambda x: np.maximum(x, 0.5) - 3),
  "with another grid tensor": (lambda g: g * grid(A, (0, 1)), lambda x: x * A),
  "sum over rows": (lambda g: g.sum(0), lambda x: x.sum(0)),
  "sum over cols": (lambda g: g.sum(1, keepdim=True), lambda x: x.sum(1, keepdims=True)),
  "sum all": (lambda g: g.sum(), lambda x: x.sum()),
  "max over cols": (lambda g: g.max(1), lambda x: x.max(1)),
  "mean over rows then elementwise": (lambda g: g.mean(0) * 2, lambda x: x.mean(0) * 2),
  "matmul replicated weight": (lambda g: g @ Tensor(B).shard(D4), lambda x: x @ B),
  "matmul weight split on the grid's cols": (lambda g: g @ grid(B, (None, 0)), lambda x: x @ B),
  "matmul weight on the grid": (lambda g: g @ grid(B, (0, 1)), lambda x: x @ B),
  "transpose then sum": (lambda g: g.T.sum(0), lambda x: x.T.sum(0)),
  "reshape then sum": (lambda g: g.reshape(2, 4, 12).sum(1), lambda x: x.reshape(2, 4, 12).sum(1)),
  "shrink across blocks": (lambda g: g[1:7, 2:11], lambda x: x[1:7, 2:11]),
}

@pytest.mark.parametrize("axis", [(0, 1), (None, 1), pytest.param((1, 0), marks=pytest.mark.slow), pytest.param((0, None), marks=pytest.mark.slow)])
@pytest.mark.parametrize("name", GRID_CASES)
def test_grid_ops_match_numpy(name, axis):
  build, ref = GRID_CASES[name]
  np.testing.assert_allclose(build(grid(A, axis)).numpy(), ref(A), rtol=1e-5, atol=1e-5)

def test_grid_layout_and_blocks():
  g = grid(A, (0, 1))
  assert g.device == D4C and g.shape == A.shape and g.uop.axis == ((0, 2), (1, 2))
  for k, want in enumerate((A[:4, :6], A[:4, 6:], A[4:, :6], A[4:, 6:])):  # the grid in row-major device order
    np.testing.assert_equal(Tensor(g.uop.src[k]).numpy(), want)
    np.testing.assert_equal(Tensor(g.uop.mselect(k)).numpy(), want)
  assert (g * 2).uop.axis == ((0, 2), (1, 2)) and g.sum(1).uop.axis == ((0, 2), (None, 2)) and g.sum(0).uop.axis == ((None, 2), (0, 2))
  assert g.T.uop.axis == ((1, 2), (0, 2)) and g.sum().uop.axis is None
  s1 = g.sum(1).realize()
  for k, p in enumerate(s1.uop.src): np.testing.assert_allclose(Tensor(p).numpy(), A.sum(1)[4 * (k // 2):4 * (k // 2) + 4], rtol=1e-6)
  for env in KINDS.values():  # each grid line allreduces with the algorithm RING / ALL2ALL pick
    with Context(**env): np.testing.assert_allclose(grid(A, (0, 1)).sum(1).numpy(), A.sum(1), rtol=1e-6)

def test_grid_moves_only_what_it_must():
  g = grid(A, (0, 1))
  assert _copies(g * 2 + grid(A, (0, 1))) == [] and _copies(g + grid(A, (None, 1))) == []  # same blocks, or cut locally
  row_pairs = sorted([(D4C[0], D4C[1]), (D4C[1], D4C[0]), (D4C[2], D4C[3]), (D4C[3], D4C[2])])
  # a sum over the columns allreduces within each row of the grid: partial row sums (4 floats) between its two devices
  assert sorted(_copies(g.sum(1))) == [(d, s, 16) for d, s in row_pairs]
  assert sorted((d, s) for d, s, _ in _copies(g.sum(0))) == sorted([(D4C[0], D4C[2]), (D4C[2], D4C[0]), (D4C[1], D4C[3]), (D4C[3], D4C[1])])
  # x @ w with w's rows split like x's columns: each device multiplies its blocks, partial (4, 6) products meet within a grid row
  assert sorted(_copies(g @ grid(B, (None, 0)))) == [(d, s, 4 * 6 * 4) for d, s in row_pairs]

@pytest.mark.parametrize("axis", [(0, 1), (1, 0), (None, 1)])
def test_grid_writes(axis):
  g, want = grid(A, axis), A.copy()
  g.assign(g * 2 + 1)
  g[1:7, 2:9] = 5.0  # a window across the blocks: each device writes its part of it
  v = g[0:5][:, 7:12]
  v.assign((v * 0 + 3).contiguous())  # through a chained view, lazily: the base reads it
  want = want * 2 + 1
  want[1:7, 2:9], want[0:5, 7:12] = 5, 3
  np.testing.assert_equal(g.numpy(), want)
  assert g.uop.axis == grid(A, axis).uop.axis

def test_grid_weight_sgd_steps():
  w, x = grid(A, (0, 1)), rng.random((6, 8), dtype=np.float32)
  opt = SGD([w], lr=0.1)
  with Context(TRAINING=1):
    for _ in range(2):
      opt.zero_grad()
      (Tensor(x).shard(D4) @ w).square().mean().backward()
      opt.step()
  want = A.astype(np.float64)
  for _ in range(2): want = want - 0.1 * x.T @ (2 * (x @ want) / (6 * 12))
  assert w.uop.axis == ((0, 2), (1, 2))  # the update keeps the weight's blocks where they are
  np.testing.assert_allclose(w.numpy(), want, rtol=1e-5)

def test_grid_errors():
  with pytest.raises(ValueError, match="axis="): Tensor(A).shard(GRID, axis=0)
  with pytest.raises(ValueError, match="two different axes"): Tensor(A).shard(GRID, axis=(1, 1))
  with pytest.raises(ValueError, match="rows of one"): Tensor(A).shard(((D4[0], D4[1]), (D4[2],)), axis=(0, 1))
  with pytest.raises(RuntimeError, match="uneven"): Tensor(A[:7]).shard(GRID, axis=(0, 1))
  with pytest.raises(RuntimeError, match="repeat a device"): Tensor(A).shard(((D4[0], D4[1]), (D4[1], D4[3])), axis=(0, 1))
  with pytest.raises(RuntimeError, match="gather it first"): grid(A, (0, 1)).shard(D4, 0)
  with pytest.raises(RuntimeError, match="between the 2 shards"): grid(A, (0, 1)).reshape(96).realize()

# ---- views of sharded buffers ----

VIEWS = {
  "shrink cutting shards": (lambda t: t[1:7, 1:11], lambda x: x[1:7, 1:11]),
  "shrink inside one shard": (lambda t: t[4:6, 3:6], lambda x: x[4:6, 3:6]),
  "shrink to one element": (lambda t: t[5:6, 7:8], lambda x: x[5:6, 7:8]),
  "chained shrink": (lambda t: t[1:7][2:5, 3:10][:, 1:4], lambda x: x[1:7][2:5, 3:10][:, 1:4]),
  "chained shrink, second inside a shard": (lambda t: t[1:7, 2:11][1:2, 1:3], lambda x: x[1:7, 2:11][1:2, 1:3]),
  "reshape then shrink": (lambda t: t.reshape(8, 4, 3)[1:6, 1:3, 1:], lambda x: x.reshape(8, 4, 3)[1:6, 1:3, 1:]),
  "reshape split rows then shrink": (lambda t: t.reshape(4, 2, 12)[1:3, :, 5:], lambda x: x.reshape(4, 2, 12)[1:3, :, 5:]),
  "shrink then reshape": (lambda t: t[2:6].reshape(4, 4, 3), lambda x: x[2:6].reshape(4, 4, 3)),
  "permute then shrink": (lambda t: t.T[2:11, 1:7], lambda x: x.T[2:11, 1:7]),
  "strided shrink": (lambda t: t[1:7:2, 2:11:3], lambda x: x[1:7:2, 2:11:3]),
  "shrink then pad": (lambda t: t[1:7, 2:11].pad(((1, 1), (2, 0))), lambda x: np.pad(x[1:7, 2:11], ((1, 1), (2, 0)))),
  "shrink then sum over rows": (lambda t: t[1:7, 1:11].sum(0), lambda x: x[1:7, 1:11].sum(0)),
  "shrink then sum over cols": (lambda t: t[1:7, 1:11].sum(1), lambda x: x[1:7, 1:11].sum(1)),
  "shrink then elementwise with the base": (lambda t: t[2:6] * 2 + t[4:8], lambda x: x[2:6] * 2 + x[4:8]),
  "shrink then cat": (lambda t: t[1:7].cat(t[0:2], dim=0), lambda x: np.concatenate([x[1:7], x[0:2]])),
}

@pytest.mark.parametrize("realized", [False, True])
@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("name", VIEWS)
def test_views_of_sharded_buffers(name, axis, realized):
  build, ref = VIEWS[name]
  t = sh(X, axis)
  if realized: t.realize()
  np.testing.assert_allclose(build(t).numpy(), ref(X), rtol=1e-6, atol=1e-6)

@pytest.mark.parametrize("axis", [0, 1])
def test_view_keeps_sharding_when_inside_the_shard_axis(axis):
  t = sh(X, axis).realize()
  v = t[:, 1:11] if axis == 0 else t[1:7]  # a shrink of the other axis leaves every shard where it is
  assert v.device == D4C and v.uop.axis == axis
  parts = v.realize().uop.src
  want = np.split(X[:, 1:11] if axis == 0 else X[1:7], 4, axis=axis)
  for p, w in zip(parts, want): np.testing.assert_equal(Tensor(p).numpy(), w)

def test_reshape_that_moves_elements_between_shards_raises():
  with pytest.raises(RuntimeError, match="between the 4 shards"): sh(X, 1).reshape(96).realize()

# ---- const-like tensors on the shard axis ----

CONSTS = {
  "ones": (lambda: Tensor.ones(8, 4), np.ones((8, 4), np.float32)),
  "zeros": (lambda: Tensor.zeros(8, 4), np.zeros((8, 4), np.float32)),
  "full": (lambda: Tensor.full((8, 4), 3.5), np.full((8, 4), 3.5, np.float32)),
  "full_like": (lambda: Tensor(X[:, :4]).full_like(-2.0), np.full((8, 4), -2.0, np.float32)),
}

@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("name", CONSTS)
def test_const_like_shrunk_on_shard_axis(name, axis):
  make, ref = CONSTS[name]
  s = make().shard(D4, axis)
  assert s.device == D4C and s.uop.axis == axis
  for real in (False, True):
    t = s.realize() if real else make().shard(D4, axis)
    np.testing.assert_equal(t[1:7, 1:3].numpy(), ref[1:7, 1:3])  # cuts through shards on both axes
    np.testing.assert_equal(t[3:5].numpy(), ref[3:5])
    np.testing.assert_allclose((t[2:6] + sh(X[2:6, :4], None)).numpy(), ref[2:6] + X[2:6, :4], rtol=1e-6)
    np.testing.assert_allclose(t[1:7].sum(axis).numpy(), ref[1:7].sum(axis), rtol=1e-6)

def test_deviceless_arange_shard_is_a_noop():
  # tinygrad: arange/eye/full(buffer=False) have no device, and shard (like to) leaves a deviceless tensor as it is; it is sliced
  # per device where it meets a sharded operand
  a = Tensor.arange(8)
  assert a.shard(D4[:2], axis=0) is a and a.shard(D4[:2], axis=0).device is None
  assert Tensor.arange(4).shard(D4[:2], 0).shrink(((2, 4),)).tolist() == [2, 3]
  mixed = Tensor.arange(8).shard(D4, 0) + sh(np.arange(8, dtype=np.float32), 0)
  assert mixed.device == D4C and mixed.uop.axis == 0
  np.testing.assert_equal(mixed.numpy(), 2 * np.arange(8, dtype=np.float32))
  np.testing.assert_equal((Tensor.arange(8)[2:7] * sh(np.ones(5, np.float32), None)).numpy(), np.arange(2, 7, dtype=np.float32))

# ---- assign through views of sharded tensors ----

@pytest.mark.parametrize("axis", [None, 0, 1])
def test_view_assign_reaches_base_without_realize(axis):
  t = sh(X, axis).realize()
  bufs = [s.base for s in t.uop.src]
  v = t[1:7][:, 1:11]  # a chained shrink that cuts through the shards of either axis
  v.assign(sh(np.full((6, 10), 9.0, np.float32), None))
  want = X.copy()
  want[1:7, 1:11] = 9
  np.testing.assert_equal(t.numpy(), want)  # the base reads the write, as on one device
  np.testing.assert_equal(v.numpy(), want[1:7, 1:11])
  t[0:3] = 4.0  # a pending setitem, then a view write on top of it
  w = t[2:8, 3:5]
  w.assign((w + 1).contiguous())
  want[0:3] = 4
  want[2:8, 3:5] += 1
  np.testing.assert_equal(t.numpy(), want)
  assert [s.base for s in t.uop.src] == bufs and t.uop.axis == axis  # written in place, in the same per-device buffers

def _np_attention(q: np.ndarray, k: np.ndarray, v: np.ndarray, causal_from: int) -> np.ndarray:
  s = q.astype(np.float64) @ k.astype(np.float64).swapaxes(-1, -2) / np.sqrt(q.shape[-1])
  qi, ki = np.arange(q.shape[-2])[:, None] + causal_from, np.arange(k.shape[-2])[None, :]
  s = np.where(ki <= qi, s, -np.inf)
  p = np.exp(s - s.max(-1, keepdims=True))
  return (p / p.sum(-1, keepdims=True)) @ v.astype(np.float64)

@pytest.mark.parametrize("devs", [None, D4[:2], D4])
def test_kv_cache_assign_sharded_on_heads(devs):
  B, H, T, Dh = 1, 4, 8, 4
  r = np.random.default_rng(5)
  ck, cv = Tensor.zeros(B, H, T, Dh).contiguous(), Tensor.zeros(B, H, T, Dh).contiguous()
  if devs: ck, cv = ck.shard(devs, axis=1), cv.shard(devs, axis=1)
  ck.realize(), cv.realize()
  ref_k, ref_v, pos = np.zeros((B, H, T, Dh), np.float32), np.zeros((B, H, T, Dh), np.float32), 0
  for n in (3, 2, 1, 2):
    nk, nv, q = (r.random((B, H, n, Dh), dtype=np.float32) for _ in range(3))
    ref_k[:, :, pos:pos + n], ref_v[:, :, pos:pos + n] = nk, nv
    put = (lambda a: Tensor(a).shard(devs, 1)) if devs else Tensor
    ck[:, :, pos:pos + n].assign(put(nk))  # no realize: the attention below reads the cache with the new rows
    cv[:, :, pos:pos + n].assign(put(nv))
    k, v = ck[:, :, :pos + n], cv[:, :, :pos + n]
    mask = Tensor(np.tril(np.ones((n, pos + n), bool), pos))
    if devs: mask = mask.shard(devs)
    out = put(q).scaled_dot_product_attention(k, v, attn_mask=mask)
    if devs: assert out.device == tuple(Device.canonicalize(d) for d in devs) and out.uop.axis == 1
    np.testing.assert_allclose(out.numpy(), _np_attention(q, ref_k[:, :, :pos + n], ref_v[:, :, :pos + n], pos), rtol=1e-5, atol=1e-6)
    pos += n
  np.testing.assert_equal(ck.numpy(), ref_k)
  np.testing.assert_equal(cv.numpy(), ref_v)

def test_kv_cache_jit_with_variable_start():
  B, H, T, Dh = 1, 4, 8, 4
  cache = Tensor.zeros(B, H, T, Dh).contiguous().shard(D4, axis=1).realize()
  ref, r = np.zeros((B, H, T, Dh), np.float32), np.random.default_rng(6)
  @TinyJit
  def step(new: Tensor, start) -> Tensor:
    cache[:, :, start:start + 1].assign(new).realize()
    return cache[:, :, 0:start + 1].sum(2).realize()
  for p in range(5):
    nv = r.random((B, H, 1, Dh), dtype=np.float32)
    ref[:, :, p:p + 1] = nv
    out = step(Tensor(nv).shard(D4, 1), Variable("start", 0, T - 1).bind(p))
    np.testing.assert_allclose(out.numpy(), ref[:, :, :p + 1].sum(2), rtol=1e-6)
  np.testing.assert_equal(cache.numpy(), ref)

# ---- data-parallel training against a float64 numpy MLP ----

def _np_train(w: list[np.ndarray], xs: list[np.ndarray], ys: list[np.ndarray], opt: str, lr: float) -> tuple[list[float], list[np.ndarray]]:
  w = [a.astype(np.float64) for a in w]
  m, v, losses = [np.zeros_like(a) for a in w], [np.zeros_like(a) for a in w], []
  for t, (x, y) in enumerate(zip(xs, ys), 1):
    w1, b1, w2, b2 = w
    h = x @ w1 + b1
    a = np.maximum(h, 0)
    d = a @ w2 + b2 - y
    losses.append(float((d ** 2).mean()))
    go = 2 * d / d.size
    gh = (go @ w2.T) * (h > 0)
    grads = [x.T @ gh, gh.sum(0), a.T @ go, go.sum(0)]
    for i, g in enumerate(grads):
      if opt == "sgd": w[i] = w[i] - lr * g
      else:
        m[i], v[i] = 0.9 * m[i] + 0.1 * g, 0.999 * v[i] + 0.001 * g * g
        w[i] = w[i] - lr * (m[i] / (1 - 0.9 ** t)) / (np.sqrt(v[i] / (1 - 0.999 ** t)) + 1e-8)
  return losses, w

@pytest.mark.parametrize("opt", ["sgd", "adam"])
@pytest.mark.parametrize("devs", [None, D4[:2], D4])
def test_data_parallel_training_steps(devs, opt):
  r = np.random.default_rng(7)
  w0 = [r.standard_normal((6, 16)).astype(np.float32) * 0.4, np.zeros(16, np.float32), r.standard_normal((16, 3)).astype(np.float32) * 0.4,
        np.zeros(3, np.float32)]
  xs = [r.standard_normal((8, 6)).astype(np.float32) for _ in range(4)]
  ys = [r.standard_normal((8, 3)).astype(np.float32) for _ in range(4)]
  params = [Tensor(a) for a in w0]
  if devs: params = [p.shard(devs) for p in params]  # weights replicated
  for p in params: p.realize()
  optim = (SGD if opt == "sgd" else Adam)(params, lr=0.05)
  losses = []
  with Context(TRAINING=1):
    for x, y in zip(xs, ys):
      xt, yt = (Tensor(x).shard(devs, 0), Tensor(y).shard(devs, 0)) if devs else (Tensor(x), Tensor(y))  # batch sharded on axis 0
      optim.zero_grad()
      loss = ((xt @ params[0] + params[1]).relu() @ params[2] + params[3] - yt).square().mean()
      loss.backward()
      optim.step()
      losses.append(loss.item())
  want_losses, want_w = _np_train(w0, xs, ys, opt, 0.05)
  np.testing.assert_allclose(losses, want_losses, rtol=1e-5)
  for p, w in zip(params, want_w):
    if devs: assert p.device == tuple(Device.canonicalize(d) for d in devs) and p.uop.axis is None
    np.testing.assert_allclose(p.numpy(), w, rtol=1e-4, atol=1e-6)

# ---- allreduce variants ----

KINDS = {"naive": {"RING": 0, "ALL2ALL": 0}, "ring": {"RING": 2, "ALL2ALL": 0}, "all2all": {"RING": 0, "ALL2ALL": 2}}

@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("kind", KINDS)
def test_allreduce_variants_agree_with_numpy(kind, n):
  devs = D4[:n] if n < 4 else D4
  xi = rng.integers(-9, 9, (2 * n, 12)).astype(np.float32)  # integers: every summation order gives the same sum
  xf = rng.random((3 * n, 5, 2), dtype=np.float32)
  with Context(**KINDS[kind]):
    np.testing.assert_equal(sh(xi, 0, devs).sum(0).numpy(), xi.sum(0))
    np.testing.assert_equal(sh(xi, 1 if 12 % n == 0 else 0, devs).max(0).numpy(), xi.max(0))
    np.testing.assert_allclose(sh(xf, 0, devs).sum((0, 2)).numpy(), xf.sum((0, 2)), rtol=1e-6)
    np.testing.assert_allclose(sh(xf, 0, devs).prod(0).numpy(), xf.prod(0), rtol=1e-5)
    np.testing.assert_allclose(sh(xf, 0, devs).sum().numpy(), xf.sum(), rtol=1e-6)  # fewer elements than devices per chunk

def test_allreduce_variants_move_data_as_named():
  x = rng.random((8, 40), dtype=np.float32)
  moved = {}
  for kind, env in KINDS.items():
    with Context(**env): moved[kind] = _copies(sh(x, 0).realize().sum(0))
  # naive: every device fetches the whole partial of every other device
  assert sorted((d, s) for d, s, _ in moved["naive"]) == sorted((d, s) for d in D4C for s in D4C if d != s)
  assert {b for _, _, b in moved["naive"]} == {40 * 4}
  # ring: data only ever moves to the next device on the ring, one chunk (a quarter) at a time
  assert {(d, s) for d, s, _ in moved["ring"]} == {(D4C[(i + 1) % 4], D4C[i]) for i in range(4)}
  assert {b for _, _, b in moved["ring"]} == {10 * 4} and len(moved["ring"]) == 2 * 4 * 3
  # all2all: chunks (a quarter each) go straight between every pair, once to be reduced and once to be shared
  assert sorted((d, s) for d, s, _ in moved["all2all"]) == sorted(2 * [(d, s) for d in D4C for s in D4C if d != s])
  assert {b for _, _, b in moved["all2all"]} == {10 * 4}

def test_allreduce_default_switches_to_ring_above_threshold():
  x = rng.random((4, 30), dtype=np.float32)
  with Context(RING=1, ALL2ALL=0, RING_ALLREDUCE_THRESHOLD=29):
    assert {(d, s) for d, s, _ in _copies(sh(x, 0).realize().sum(0))} == {(D4C[(i + 1) % 4], D4C[i]) for i in range(4)}
    np.testing.assert_allclose(sh(x, 0).sum(0).numpy(), x.sum(0), rtol=1e-6)
    two = _copies(sh(np.tile(x, (1, 2)), 0, D4[:2]).realize().sum(0))
    assert len(two) == 2 and {b for _, _, b in two} == {60 * 4}  # two devices stay naive: whole partials both ways
  with Context(RING=1, ALL2ALL=0, RING_ALLREDUCE_THRESHOLD=30):
    assert len(_copies(sh(x, 0).realize().sum(0))) == 4 * 3  # at the threshold: naive, one whole partial per pair

@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("op,ref", [(Ops.ADD, np.sum), (Ops.MAX, np.max), (Ops.MUL, np.prod)])
def test_uop_allreduce(op, ref, kind):
  parts = rng.random((4, 5, 3), dtype=np.float32) + 0.5
  m = Tensor(parts[0], device=D4[0]).uop.mstack(*[Tensor(parts[i], device=d).uop for i, d in enumerate(D4) if i])
  with Context(**KINDS[kind]):
    out = Tensor(m.allreduce(op, D4))
    assert out.device == D4C and out.uop.axis is None
    for i in range(4): np.testing.assert_allclose(Tensor(out.uop.mselect(i)).numpy(), ref(parts, axis=0), rtol=1e-6)
    one = Tensor(m.allreduce(op, "CPU:2"))
    assert one.device == "CPU:2"
    np.testing.assert_allclose(one.numpy(), ref(parts, axis=0), rtol=1e-6)

def test_uop_allreduce_errors():
  assert all(w in (UOp.allreduce.__doc__ or "") for w in ("RING", "ALL2ALL", "device"))
  with pytest.raises(ValueError, match=r"Ops\.ADD"): sh(X, None).uop.allreduce(Ops.SUB, D4)
  with pytest.raises(MultiError, match="sharded on axis 0"): sh(X, 0).uop.allreduce(Ops.ADD, D4)
  with pytest.raises(MultiError, match="not a multi-device value"): Tensor(X).uop.allreduce(Ops.ADD, D4)
