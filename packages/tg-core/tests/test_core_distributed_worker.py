"""The program each rank runs under `mpiexec -n N python this_file SCENARIO` (test_core_distributed.py launches it; no tests here).

Every check compares against numpy computed on each rank from every rank's inputs (each rank can rebuild any rank's data from its
seed). A failed check raises, which ends the job with a non-zero status and the traceback on stderr.
"""
from __future__ import annotations
import os, signal, sys, time

def _data(r: int, dt, shape: tuple[int, ...]):
  import numpy as np
  from tinygrad.dtype import dtypes
  rng = np.random.default_rng(1000 * r + dtypes.all.index(dt))
  if dt == dtypes.bool: return rng.random(shape) < 0.3
  # small integers: every sum over <= 3 ranks is exact in each dtype (fp8e5m2 holds 0..8 exactly)
  hi = 3 if dt in dtypes.fp8s else 40
  x = rng.integers(0, hi, shape)
  return x - hi // 2 if not dtypes.is_unsigned(dt) else x

def _tensor(r: int, dt, shape: tuple[int, ...]):
  import numpy as np
  from tinygrad import Tensor
  from tinygrad.dtype import _to_np_dtype, dtypes
  x = _data(r, dt, shape)
  if dt in dtypes.fp8s or dt == dtypes.bfloat16: return Tensor(x.astype(np.float32)).cast(dt)  # numpy has no such dtype: cast on device
  return Tensor(x.astype(_to_np_dtype(dt)))

def collectives() -> None:
  """Each collective on every dtype against numpy."""
  import numpy as np
  from tinygrad import distributed as dist
  from tinygrad.dtype import dtypes
  me, n = dist.rank(), dist.world_size()
  shape = (2 * n, 3)
  for dt in dtypes.all:
    xs = [_data(r, dt, shape).astype(np.float64) for r in range(n)]
    x = _tensor(me, dt, shape)
    def ok(got, want, what: str, dt=dt) -> None: np.testing.assert_array_equal(np.asarray(got, np.float64), want, err_msg=f"{what} {dt} on rank {me}")
    total = np.any(xs, axis=0) if dt == dtypes.bool else np.sum(xs, axis=0)
    ok(dist.allreduce(x).numpy(), total, "allreduce sum")
    ok(dist.allreduce(x, "max").numpy(), np.max(xs, axis=0), "allreduce max")
    ok(dist.allgather(x).numpy(), np.concatenate(xs, 0), "allgather")
    ok(dist.broadcast(x, root=n - 1).numpy(), xs[n - 1], "broadcast")
    ok(dist.reduce_scatter(x).numpy(), total[2 * me:2 * me + 2], "reduce_scatter")
  print(f"rank {me}: collectives ok on {len(dtypes.all)} dtypes", flush=True)

def grads() -> None:
  """Gradients through the collectives against their closed forms."""
  import numpy as np
  from tinygrad import Tensor
  from tinygrad import distributed as dist
  me, n = dist.rank(), dist.world_size()
  w = [np.arange(6, dtype=np.float32).reshape(2, 3) + r for r in range(n)]  # rank r's loss weights
  x = Tensor(np.ones((2, 3), np.float32) * (me + 1), requires_grad=True)
  (dist.allreduce(x) * Tensor(w[me])).sum().backward()
  assert x.grad is not None
  np.testing.assert_allclose(x.grad.numpy(), np.sum(w, axis=0), err_msg="d allreduce")  # every rank's loss reads every rank's x
  x = Tensor(np.ones((2, 3), np.float32) * (me + 1), requires_grad=True)
  (dist.allgather(x) * Tensor(np.concatenate(w, 0) * (me + 1))).sum().backward()
  assert x.grad is not None
  want = sum(np.concatenate(w, 0)[2 * me:2 * me + 2] * (r + 1) for r in range(n))
  np.testing.assert_allclose(x.grad.numpy(), want, err_msg="d allgather")
  x = Tensor(np.ones((2 * n, 3), np.float32), requires_grad=True)
  (dist.reduce_scatter(x) * Tensor(w[me])).sum().backward()
  assert x.grad is not None
  np.testing.assert_allclose(x.grad.numpy(), np.concatenate(w, 0), err_msg="d reduce_scatter")
  x = Tensor(np.ones((2, 3), np.float32), requires_grad=True)
  (dist.broadcast(x, 0) * Tensor(w[me])).sum().backward()
  assert x.grad is not None
  np.testing.assert_allclose(x.grad.numpy(), np.sum(w, axis=0) if me == 0 else np.zeros((2, 3)), err_msg="d broadcast")
  print(f"rank {me}: grads ok", flush=True)

def devices() -> None:
  """Collectives on device memory without a host mapping (the PYTHON device: staged through host copies) and on tensors sharded over
  this rank's local devices (the call runs per local shard)."""
  import numpy as np
  from tinygrad import Tensor
  from tinygrad import distributed as dist
  me, n = dist.rank(), dist.world_size()
  xs = [np.arange(8 * n, dtype=np.float32).reshape(2 * n, 4) * (r + 1) - r for r in range(n)]
  from tinygrad.device import Buffer
  from tinygrad.dtype import dtypes
  host = Buffer("CPU", 4, dtypes.float32).ensure_allocated()
  view = dist._host(host)  # what MPI is handed for CPU memory: the buffer's own bytes, no copy
  assert view is not None and dist._host(Buffer("PYTHON", 4, dtypes.float32).ensure_allocated()) is None
  view[:] = np.arange(4, dtype=np.float32).tobytes()
  np.testing.assert_array_equal(np.frombuffer(host.as_memoryview(), np.float32), np.arange(4))
  p = Tensor(xs[me], device="PYTHON")
  np.testing.assert_array_equal(dist.allreduce(p).numpy(), np.sum(xs, 0))
  np.testing.assert_array_equal(dist.allreduce(p, "max").numpy(), np.max(xs, 0))
  np.testing.assert_array_equal(dist.allgather(p).numpy(), np.concatenate(xs, 0))
  np.testing.assert_array_equal(dist.broadcast(p, n - 1).numpy(), xs[n - 1])
  np.testing.assert_array_equal(dist.reduce_scatter(p).numpy(), np.sum(xs, 0)[2 * me:2 * me + 2])
  for axis in (0, 1, None):
    y = dist.allreduce(Tensor(xs[me]).shard(("CPU:0", "CPU:1"), axis=axis))
    assert isinstance(y.device, tuple) and len(y.device) == 2 and y.uop.axis == axis, (y.device, y.uop.axis)
    np.testing.assert_array_equal(y.numpy(), np.sum(xs, 0), err_msg=f"local shards on axis {axis}")
  whole = np.arange(2 * n * 3 * n, dtype=np.float32).reshape(2 * n, 3 * n)
  for axis in (0, 1, -1):
    part = dist.shard(Tensor(whole), axis)
    np.testing.assert_array_equal(part.numpy(), np.split(whole, n, axis)[me], err_msg=f"shard axis {axis}")
    np.testing.assert_array_equal(dist.unshard(part * 2, axis).numpy(), whole * 2, err_msg=f"unshard axis {axis}")
  print(f"rank {me}: staged and local-sharded collectives ok", flush=True)

def _model(seed: int):
  import numpy as np
  from tinygrad import Tensor
  from tinygrad.nn import Linear
  rng = np.random.default_rng(seed)
  l1, l2 = Linear(5, 8), Linear(8, 3)
  for layer in (l1, l2):
    layer.weight.assign(Tensor(rng.standard_normal(tuple(int(s) for s in layer.weight.shape)).astype(np.float32) * 0.5)).realize()
    assert layer.bias is not None
    layer.bias.assign(Tensor(rng.standard_normal(tuple(int(s) for s in layer.bias.shape)).astype(np.float32) * 0.1)).realize()
  return l1, l2

def train_step() -> None:
  """Data-parallel Adam steps (each rank 1/N of the batch, gradients averaged) equal single-process steps on the whole batch,
  eagerly and in a TinyJit whose replays run the cross-rank allreduce."""
  import numpy as np
  from tinygrad import Context, Tensor, TinyJit
  from tinygrad import distributed as dist
  from tinygrad.nn.optim import Adam
  me, n = dist.rank(), dist.world_size()
  rng = np.random.default_rng(7)
  steps = [(rng.standard_normal((4 * n, 5)).astype(np.float32), rng.integers(0, 3, 4 * n).astype(np.int32)) for _ in range(4)]
  def make(parallel: bool, local: tuple[str, ...] | None = None):
    l1, l2 = _model(3)
    params = [l1.weight, l1.bias, l2.weight, l2.bias]
    if local is not None:
      for q in params: q.shard_(local)  # replicated over this rank's local devices
    opt = Adam(params, lr=0.05)
    dopt = dist.DistributedOptimizer(opt) if parallel else opt
    def step(x: Tensor, y: Tensor) -> Tensor:
      if local is not None: x, y = x.shard(local, axis=0), y.shard(local, axis=0)  # and the rank's batch split over them
      with Context(TRAINING=1):
        loss = l2(l1(x).relu()).sparse_categorical_crossentropy(y)
        dopt.zero_grad()
        loss.backward()
        dopt.step()
      return loss.realize()
    return params, step
  for jit, local in ((False, None), (True, None), (True, ("CPU:0", "CPU:1"))):
    ref_params, ref_step = make(False)
    dp_params, dp_step = make(True, local)
    if jit: ref_step, dp_step = TinyJit(ref_step), TinyJit(dp_step)
    for x, y in steps:
      ref_step(Tensor(x), Tensor(y))
      dp_step(dist.shard(Tensor(x)), dist.shard(Tensor(y)))  # this rank's 1/N of the batch
    for a, b in zip(ref_params, dp_params): np.testing.assert_allclose(b.numpy(), a.numpy(), rtol=1e-5, atol=1e-5, err_msg=f"jit={jit} local={local}")
    if jit:  # the replays ran the allreduce: the capture holds it (the four gradients in one bucket, once per local device)
      assert isinstance(dp_step, TinyJit) and dp_step.captured is not None
      assert sum(isinstance(ei.runner, dist.CollectiveRunner) for ei in dp_step.captured.items) == len(local or "x"), dp_step.captured.items
  print(f"rank {me}: data-parallel steps match the single-process steps (eager, jit, jit over 2 local devices)", flush=True)

def tensor_parallel() -> None:
  """A weight sharded across ranks by columns (each rank its slice), the layer's output gathered with unshard: jitted Adam steps on
  the slices equal single-process steps on the whole weight. Every rank computes the same loss, so each counts 1/N of it."""
  import numpy as np
  from tinygrad import Context, Tensor, TinyJit
  from tinygrad import distributed as dist
  from tinygrad.nn.optim import Adam
  me, n = dist.rank(), dist.world_size()
  rng = np.random.default_rng(5)
  W, steps = rng.standard_normal((5, 4 * n)).astype(np.float32), [rng.standard_normal((8, 5)).astype(np.float32) for _ in range(4)]
  C = rng.standard_normal((8, 4 * n)).astype(np.float32)
  def make(w: Tensor, layer):
    opt = Adam([w], lr=0.05)
    @TinyJit
    def step(x: Tensor) -> Tensor:
      with Context(TRAINING=1):
        loss = (layer(x) * Tensor(C)).relu().sum()
        opt.zero_grad()
        loss.backward()
        Tensor.realize(loss, *opt.schedule_step())  # one schedule: the loss reads the weights before the step writes them
      return loss
    return step
  whole, part = Tensor(W.copy()), dist.shard(Tensor(W.copy()), axis=1).contiguous().realize()
  ref_step = make(whole, lambda x: x @ whole)
  tp_step = make(part, lambda x: dist.unshard(x @ part, axis=1) / n)
  for x in steps:
    ref = ref_step(Tensor(x))
    tp = tp_step(Tensor(x))
    np.testing.assert_allclose(tp.numpy() * n, ref.numpy(), rtol=1e-5, atol=1e-5, err_msg="loss")
  np.testing.assert_allclose(part.numpy(), np.split(whole.numpy(), n, 1)[me], rtol=1e-5, atol=1e-5)
  assert tp_step.captured is not None  # the replays ran the allgather forward and its reduce_scatter backward
  assert sorted(ei.runner.kind for ei in tp_step.captured.items if isinstance(ei.runner, dist.CollectiveRunner)) == ["allgather", "reduce_scatter"]
  np.testing.assert_allclose(dist.unshard(part, axis=1).numpy(), whole.numpy(), rtol=1e-5, atol=1e-5)
  print(f"rank {me}: tensor-parallel steps match", flush=True)

def mismatch() -> None:
  """Different shapes on different ranks: every rank raises, naming each rank's shape; the communicator still works afterwards."""
  from tinygrad import Tensor
  from tinygrad import distributed as dist
  me = dist.rank()
  try: dist.allreduce(Tensor.ones(2, me + 1)).realize()
  except dist.CollectiveMismatchError as e: print(f"rank {me}: raised {e}", flush=True)
  else: raise AssertionError("mismatched shapes did not raise")
  assert dist.allreduce(Tensor.ones(3)).numpy().tolist() == [dist.world_size()] * 3
  print(f"rank {me}: usable after the mismatch", flush=True)

def stuck() -> None:
  """The last rank stops (SIGSTOP) before a collective: the others raise CollectiveTimeoutError naming it within MPI_TIMEOUT."""
  from tinygrad import Tensor
  from tinygrad import distributed as dist
  me, n = dist.rank(), dist.world_size()
  dist.allreduce(Tensor.ones(4)).realize()
  if me == n - 1: os.kill(os.getpid(), signal.SIGSTOP)
  st = time.monotonic()
  try: dist.allreduce(Tensor.ones(4)).realize()
  except dist.CollectiveTimeoutError as e:
    print(f"rank {me}: raised after {time.monotonic() - st:.1f} s: {e}", flush=True)
    raise

def killed() -> None:
  """The last rank is killed (SIGKILL) before a collective; mpiexec must end the job instead of the others waiting forever."""
  from tinygrad import Tensor
  from tinygrad import distributed as dist
  me, n = dist.rank(), dist.world_size()
  dist.allreduce(Tensor.ones(4)).realize()
  if me == n - 1: os.kill(os.getpid(), signal.SIGKILL)
  dist.allreduce(Tensor.ones(4)).realize()
  print(f"rank {me}: a collective with a dead rank completed", flush=True)

if __name__ == "__main__":
  scenarios = {f.__name__: f for f in (collectives, devices, grads, train_step, tensor_parallel, mismatch, stuck, killed)}
  scenarios[sys.argv[1]]()
