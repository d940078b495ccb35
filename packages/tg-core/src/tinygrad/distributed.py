"""Collectives across processes and hosts over MPI (install with `pip install tg-core[mpi]`; launch with `mpiexec -n N python ...`).

SPMD, as with torch.distributed or Horovod: every rank runs the same program on its own Tensors, and data crosses ranks only through
the collectives here: `allreduce(t, op)`, `allgather(t)`, `broadcast(t, root)`, `reduce_scatter(t, op)`. A tensor sharded across ranks
is each rank's own slice (`shard(t, axis)`), itself free to be `.shard`-ed over the rank's local devices; `unshard` gathers it back.

Each collective is lazy: a CALL in the graph (body `CUSTOM_FUNCTION`) that realize runs like a kernel, so TinyJit captures and replays
it inside a jitted step. The call moves realized buffers: host memory (CPU) is handed to MPI in place, device memory is staged through
a host copy. The collectives are differentiable (allreduce's gradient is the allreduce of the gradients, allgather's is reduce_scatter,
...), and `allreduce_gradients` / `DistributedOptimizer` average gradients over the ranks for data-parallel training.

Failures are errors, never hangs: each collective first exchanges (collective, dtype, shape) with every other rank, so mismatched
calls raise `CollectiveMismatchError` naming the ranks and their shapes on every rank, and a rank that does not arrive within
MPI_TIMEOUT seconds (default 300) makes the others raise `CollectiveTimeoutError` naming it. MPI_CHECK=0 (set alike on every rank)
skips that exchange: one round trip less per call, and a mismatch is then MPI's undefined behaviour. A rank that dies outright
(killed, crashed) makes mpiexec tear the job down at once. After a failure the communicator is unusable: the process exits without
MPI's finalize.
"""
from __future__ import annotations
import atexit, os, sys, time
from collections.abc import Callable, Sequence
from typing import Any
try:
  from mpi4py import MPI
except ImportError as e:
  raise ImportError("tinygrad.distributed needs mpi4py and an MPI library: pip install tg-core[mpi] (or uv sync in the tg workspace)") from e
import numpy as np
from tinygrad.device import Buffer
from tinygrad.dtype import DType, bf16_to_f32_np, dtypes, f32_to_bf16_np, float_to_fp8_np, fp8_to_float_np, strong_dtype
from tinygrad.engine.realize import Runner, custom_functions
from tinygrad.helpers import ContextVar, prod
from tinygrad.tensor import Tensor
from tinygrad.uop import Ops
from tinygrad.uop.ops import CallInfo, UOp

MPI_TIMEOUT = ContextVar("MPI_TIMEOUT", 300.0)
MPI_CHECK = ContextVar("MPI_CHECK", 1)  # 0 skips the per-call handshake (one round trip): mismatches are then MPI's undefined behaviour
COMM = MPI.COMM_WORLD

class CollectiveError(RuntimeError):
  """A collective that failed. Except after a mismatch (which every rank sees alike), the communicator is unusable afterwards.

  Examples:
    >>> from tinygrad.distributed import CollectiveError, CollectiveMismatchError, CollectiveTimeoutError
    >>> print(issubclass(CollectiveTimeoutError, CollectiveError), issubclass(CollectiveMismatchError, ValueError))
    True True
  """
class CollectiveTimeoutError(CollectiveError, TimeoutError):
  """Some ranks did not reach the collective within MPI_TIMEOUT seconds (dead, stuck, or running a different program path).

  Examples:
    >>> from tinygrad.distributed import CollectiveTimeoutError
    >>> print(issubclass(CollectiveTimeoutError, TimeoutError))
    True
  """
class CollectiveMismatchError(CollectiveError, ValueError):
  """The ranks called different collectives, or the same one on different shapes or dtypes (raised on every rank, nothing moved).

  Examples:
    >>> from tinygrad.distributed import CollectiveMismatchError
    >>> print(issubclass(CollectiveMismatchError, ValueError))
    True
  """

_RANK, _SIZE = COMM.Get_rank(), COMM.Get_size()
def rank() -> int:
  """This process's rank, 0..world_size()-1 (0 when run without mpiexec).

  Examples:
    >>> from tinygrad import distributed as dist
    >>> print(dist.rank())  # in a plain `python` run; under `mpiexec -n 2` one process prints 0, the other 1
    0
  """
  return _RANK

def world_size() -> int:
  """The number of processes in the job (mpiexec's -n; 1 when run without mpiexec).

  Examples:
    >>> from tinygrad import distributed as dist
    >>> print(dist.world_size())
    1
  """
  return _SIZE

# ---- failure handling: after a failed collective MPI's finalize could wait forever for the missing ranks ----

_broken: list[str] = []

def _fail(err: CollectiveError) -> CollectiveError:
  _broken.append(str(err))
  return err

def _exit_without_finalize() -> None:
  if _broken:
    sys.stdout.flush(), sys.stderr.flush()
    os._exit(1)
atexit.register(_exit_without_finalize)  # runs before mpi4py's finalize (registered at the C level, which runs last)

_prev_hook = sys.excepthook
def _excepthook(*args: Any) -> None:
  """An uncaught exception on one rank ends it at once (mpiexec then ends the job) instead of waiting in finalize for the others."""
  _prev_hook(*args)
  if world_size() > 1: _broken.append("uncaught exception")
if world_size() > 1: sys.excepthook = _excepthook

def _wait(reqs: list[Any], what: str, peers: list[int] | None = None) -> None:
  """Drive MPI progress until every request completes; past MPI_TIMEOUT raise, naming the ranks (peers[i] of reqs[i]) not heard from."""
  try:
    for _ in range(64):  # the common case: done within a few polls (MPI moves data only while it is polled)
      if MPI.Request.Testall(reqs): return
    deadline, st, n = time.monotonic() + float(MPI_TIMEOUT.value), time.monotonic(), 0
    while not MPI.Request.Testall(reqs):
      if (n := n + 1) % 16: continue  # spin: a sleep on every poll costs 3x at 1 MB
      os.sched_yield()  # on a busy machine the rank we wait for may need this core
      if (now := time.monotonic()) > deadline:
        missing = [peers[i] if peers is not None else i for i, r in enumerate(reqs) if not r.Test()]
        who = f"ranks {sorted(missing)}" if peers is not None else "some ranks"
        raise _fail(CollectiveTimeoutError(f"{what}: {who} did not join within MPI_TIMEOUT={MPI_TIMEOUT.value:g} s (seen from rank {rank()}); "
                                           "a rank died, hangs, or took another code path. Raise MPI_TIMEOUT for slow steps"))
      if now - st > 0.1: time.sleep(0 if now - st < 1 else 1e-3)  # a long wait (a rank compiling) stops burning a core
  except MPI.Exception as e: raise _fail(CollectiveError(f"{what} failed on rank {rank()}: {e}")) from e

# ---- the handshake: every rank checks it runs the same collective on the same dtype and shape as every other ----

_KINDS, _OPS = ("allreduce", "allgather", "broadcast", "reduce_scatter"), ("sum", "max", "-")
_DTYPES = list(dtypes.all)
_MAXDIM = 8
_seq = [0]

def _meta(kind: str, op: str, root: int, dtype: DType, shape: tuple[int, ...]) -> np.ndarray:
  if len(shape) > _MAXDIM: raise ValueError(f"{kind}: at most {_MAXDIM} dimensions, got shape {shape}; reshape first")
  return np.array([_seq[0], _KINDS.index(kind), _OPS.index(op), root, _DTYPES.index(dtype), len(shape), *shape, *[0] * (_MAXDIM - len(shape))],
                  dtype=np.int64)

def _describe(m: np.ndarray) -> str:
  shape = tuple(int(s) for s in m[6:6 + int(m[5])])
  op = _OPS[int(m[2])]
  return f"{_KINDS[int(m[1])]}{f'({op})' if op != '-' else ''}{f' root {int(m[3])}' if _KINDS[int(m[1])] == 'broadcast' else ''} " \
         f"{_DTYPES[int(m[4])]!r} {shape}"

def _handshake(kind: str, op: str, root: int, dtype: DType, shape: tuple[int, ...]) -> None:
  """Exchange the call's description with every other rank (point to point, so a missing rank can be named)."""
  _seq[0] += 1
  me, n = rank(), world_size()
  if n == 1 or not MPI_CHECK: return
  mine, tag = _meta(kind, op, root, dtype, shape), 1 + _seq[0] % 32000
  peers = [r for r in range(n) if r != me]
  got = {r: np.empty_like(mine) for r in peers}
  reqs = [COMM.Irecv(got[r], source=r, tag=tag) for r in peers] + [COMM.Isend(mine, dest=r, tag=tag) for r in peers]
  _wait(reqs, f"{kind} (call {_seq[0]})", peers + peers)
  allm, key = {me: mine, **got}, mine[1:].tobytes()
  if any(m[1:].tobytes() != key for m in got.values()):
    # every rank saw the same descriptions, so every rank raises here and the communicator stays usable
    raise CollectiveMismatchError(f"{kind}: the ranks disagree: " + ", ".join(f"rank {r} {_describe(allm[r])}" for r in sorted(allm)) +
                                  "; every rank must call the same collective on the same dtype and shape")

# ---- moving buffers ----

_NATIVE = {dtypes.int8: MPI.INT8_T, dtypes.uint8: MPI.UINT8_T, dtypes.int16: MPI.INT16_T, dtypes.uint16: MPI.UINT16_T, dtypes.int32: MPI.INT32_T,
           dtypes.uint32: MPI.UINT32_T, dtypes.int64: MPI.INT64_T, dtypes.uint64: MPI.UINT64_T, dtypes.float32: MPI.FLOAT,
           dtypes.float64: MPI.DOUBLE, dtypes.bool: MPI.C_BOOL}

def _to_f32(raw: np.ndarray, dt: DType) -> np.ndarray:
  if dt == dtypes.float16: return raw.view(np.float16).astype(np.float32)
  if dt == dtypes.bfloat16: return bf16_to_f32_np(raw)
  return fp8_to_float_np(raw, dt)

def _from_f32(x: np.ndarray, dt: DType) -> np.ndarray:
  if dt == dtypes.float16: return x.astype(np.float16).view(np.uint16)
  if dt == dtypes.bfloat16: return f32_to_bf16_np(x)
  return float_to_fp8_np(x, dt)

_user_ops: dict[tuple[DType, str], Any] = {}

def _small_float_op(dt: DType, op: str) -> Any:
  """An MPI reduction for the floats MPI has no type for (half, bf16, fp8): elements travel as raw uint16/uint8, combined in float32
  and rounded back after each combine (what a chain of adds in that dtype does)."""
  if (r := _user_ops.get((dt, op))) is None:
    raw_t = np.uint16 if dt.itemsize == 2 else np.uint8
    def combine(inbuf: Any, inoutbuf: Any, datatype: Any) -> None:
      a, b = np.frombuffer(inbuf, raw_t), np.frombuffer(inoutbuf, raw_t)
      x, y = _to_f32(a, dt), _to_f32(b.copy(), dt)
      np.frombuffer(inoutbuf, raw_t)[:] = _from_f32(x + y if op == "sum" else np.maximum(x, y), dt)
    r = _user_ops[(dt, op)] = MPI.Op.Create(combine, commute=True)
  return r

def _typed(dt: DType, op: str) -> tuple[Any, Any]:
  """(MPI datatype of one element, MPI reduction) for a reduce of `dt` with `op` (sum of bools is OR, as in tinygrad)."""
  if dt in _NATIVE: return _NATIVE[dt], (MPI.LOR if dt == dtypes.bool else MPI.SUM if op == "sum" else MPI.MAX)
  return (MPI.UINT16_T if dt.itemsize == 2 else MPI.UINT8_T), _small_float_op(dt, op)

def _host(b: Buffer) -> memoryview | None:
  """The buffer's own bytes when the host can address them (CPU memory: handed to MPI in place), else None (staged)."""
  alloc = b.allocator
  return None if (mv := alloc._as_buffer(b._buf)) is None else mv.cast("B")

def run_collective(kind: str, op: str, root: int, dtype: DType, shape: tuple[int, ...], out: Buffer, inp: Buffer) -> None:
  """Runs one collective on realized buffers now: `inp` (this rank's `shape` of `dtype`) in, `out` written. The Tensor functions
  below build lazy calls that end here; use this to run a collective on raw Buffers outside a graph.

  Args:
    kind: "allreduce", "reduce_scatter", "allgather" or "broadcast".
    op: "sum" or "max" for the reductions, ignored by the others.
    root: the source rank of a broadcast.
  Raises:
    CollectiveMismatchError, CollectiveTimeoutError: as every collective (see the module's docstring).

  Examples:
    >>> from tinygrad.device import Buffer; from tinygrad.distributed import run_collective
    >>> inp, out = Buffer("CPU", 3, dtypes.float32).ensure_allocated(), Buffer("CPU", 3, dtypes.float32).ensure_allocated()
    >>> _ = inp.copyin(memoryview(np.array([1, 2, 3], np.float32).tobytes()))
    >>> run_collective("allreduce", "sum", 0, dtypes.float32, (3,), out, inp)
    >>> print(np.frombuffer(out.as_memoryview(), np.float32))  # one rank: the sum over ranks is its own data
    [1. 2. 3.]
  """
  if _broken: raise CollectiveError(f"{kind}: an earlier collective failed ({_broken[0]}); this job's communicator is unusable")
  out, inp = out.ensure_allocated(), inp.ensure_allocated()
  _handshake(kind, op, root, dtype, shape)
  src = _host(inp)
  src = src if src is not None else inp.as_memoryview()  # staging: device memory copied out once
  dst_host = _host(out)
  dst = dst_host if dst_host is not None else memoryview(bytearray(out.nbytes))
  what = f"{kind} (call {_seq[0]})"
  if kind == "allreduce" or kind == "reduce_scatter":
    mt, mop = _typed(dtype, op)
    numel = prod(shape)
    if kind == "allreduce": req = COMM.Iallreduce([src, numel, mt], [dst, numel, mt], mop)
    else: req = COMM.Ireduce_scatter_block([src, mt], [dst, mt], mop)
  elif kind == "allgather": req = COMM.Iallgather([src, len(src), MPI.BYTE], [dst, len(src), MPI.BYTE])
  else:
    if rank() == root: dst[:] = src
    req = COMM.Ibcast([dst, len(dst), MPI.BYTE], root=root)
  _wait([req], what)
  if dst_host is None: out.copyin(dst)

class CollectiveRunner(Runner):
  """What a collective's CALL becomes when realized: a Runner that calls run_collective on its (out, in) buffers, so a
  collective runs, is timed and is captured by TinyJit like a kernel.

  Examples:
    >>> from tinygrad import distributed as dist
    >>> from tinygrad.engine.jit import TinyJit
    >>> step = TinyJit(lambda x: dist.allreduce(x * 2).realize())
    >>> print([step(Tensor([1.0, 2.0])).numpy().tolist() for _ in range(3)])
    [[2.0, 4.0], [2.0, 4.0], [2.0, 4.0]]
  """
  def __init__(self, body: UOp, device: str):
    self.kind, self.op, self.root, self.dtype, self.shape = body.arg[1:]
    nbytes = prod(self.shape) * self.dtype.itemsize
    super().__init__(f"mpi {self.kind} {nbytes:d} B", device, 0, 2 * nbytes, 2 * nbytes)
  def __call__(self, bufs: list[Buffer], var_vals: dict[str, int], wait: bool = False) -> float | None:
    st = time.perf_counter()
    run_collective(self.kind, self.op, self.root, self.dtype, self.shape, bufs[0], bufs[1])
    return time.perf_counter() - st if wait else None

custom_functions["mpi"] = lambda body, bufs: CollectiveRunner(body, bufs[0].arg.device)

# ---- the Tensor API ----

def _local_shape(t: Tensor) -> tuple[int, ...]:
  """The shape one call sees: the tensor's, or one shard's on a tensor sharded over local devices (the call runs per device)."""
  if not all(isinstance(s, int) for s in t.shape): raise ValueError(f"collectives need a concrete shape, got {t.shape}")
  shape = tuple(int(s) for s in t.shape)
  if isinstance(t.device, tuple) and (a := t.uop.axis) is not None: shape = tuple(s // len(t.device) if i == a else s for i, s in enumerate(shape))
  return shape

def _collective(kind: str, t: Tensor, op: str = "-", root: int = 0, out_shape: Callable[[tuple[int, ...]], tuple[int, ...]] | None = None,
                grad: Callable[[Tensor, Tensor], Tensor | None] | None = None) -> Tensor:
  if not isinstance(t, Tensor): raise TypeError(f"{kind} takes a Tensor, got {type(t).__name__}")
  if t.device is None: t = t.clone()  # a deviceless constant gets a buffer to send
  if dtypes.is_weak(t.dtype): t = t.cast(strong_dtype(t.dtype))
  shape = _local_shape(t)
  oshape = out_shape(shape) if out_shape is not None else shape
  if isinstance(t.device, tuple):
    if oshape != shape: raise NotImplementedError(f"{kind} of a tensor on several local devices; gather it onto one first (.to(device))")
    out = t.empty_like()
  else: out = Tensor.empty(*oshape, dtype=t.dtype, device=t.device)
  body = UOp(Ops.CUSTOM_FUNCTION, dtypes.void, (), ("mpi", kind, op, root, t.dtype, shape))
  def grad_fxn(g: UOp, call: UOp) -> tuple[UOp | None, ...]:
    gi = grad(Tensor(g), Tensor(call.src[2])) if grad is not None else None
    return (None, None if gi is None else gi.uop)
  from tinygrad.uop.call import made
  call = made(UOp(Ops.CALL, dtypes.void, (body, out.uop, t.uop), CallInfo(grad_fxn, f"mpi {kind}")))
  return Tensor(out.uop.after(call))

def allreduce(t: Tensor, op: str = "sum") -> Tensor:
  """Every rank gets the elementwise `op` ("sum" or "max") of `t` over all ranks; lazy and differentiable (the gradient is
  the allreduce of the gradients; for max, shared among the ranks that hold the maximum).

  Args:
    t: the same shape and dtype on every rank.
    op: "sum" or "max".
  Raises:
    ValueError: another op.
    CollectiveMismatchError: the ranks passed different shapes or dtypes (on every rank).

  Examples:
    >>> from tinygrad import distributed as dist
    >>> x = Tensor([1.0, 2.0]) * (dist.rank() + 1)
    >>> print(dist.allreduce(x).numpy())  # under `mpiexec -n 2`, every rank prints [3. 6.]
    [1. 2.]
  """
  if op not in ("sum", "max"): raise ValueError(f"allreduce op must be 'sum' or 'max', got {op!r}")
  def grad(g: Tensor, x: Tensor) -> Tensor:
    total = allreduce(g)  # every rank's output depends on every rank's input
    if op == "sum": return total
    hit = (x == allreduce(x, "max")).cast(g.dtype)
    return hit * total / allreduce(hit)  # ties share the gradient, as tinygrad's max does
  return _collective("allreduce", t, op, grad=grad)

def allgather(t: Tensor) -> Tensor:
  """The ranks' tensors concatenated along axis 0, in rank order, on every rank; its gradient is reduce_scatter.

  Raises:
    ValueError: a 0-d tensor (reshape it to (1,)).

  Examples:
    >>> from tinygrad import distributed as dist
    >>> print(dist.allgather(Tensor([[dist.rank()]])).numpy().tolist())  # [[0], [1]] under `mpiexec -n 2`
    [[0]]
  """
  if not t.shape: raise ValueError("allgather concatenates along axis 0: reshape a scalar to (1,) first")
  n = world_size()
  return _collective("allgather", t, out_shape=lambda s: (s[0] * n, *s[1:]), grad=lambda g, x: reduce_scatter(g))

def reduce_scatter(t: Tensor, op: str = "sum") -> Tensor:
  """The elementwise `op` ("sum" or "max") over ranks, split along axis 0: rank r gets the r-th of world_size() equal slices.

  Raises:
    ValueError: another op, or axis 0 not divisible by world_size().

  Examples:
    >>> from tinygrad import distributed as dist
    >>> print(dist.reduce_scatter(Tensor([1.0, 2.0, 3.0, 4.0])).numpy())  # under `mpiexec -n 2`: rank 0 [2. 4.], rank 1 [6. 8.]
    [1. 2. 3. 4.]
  """
  if op not in ("sum", "max"): raise ValueError(f"reduce_scatter op must be 'sum' or 'max', got {op!r}")
  n = world_size()
  if not t.shape or t.shape[0] % n: raise ValueError(f"reduce_scatter splits axis 0 of shape {t.shape} over {n} ranks: it must divide evenly")
  if op == "max": return shard(allreduce(t, "max"), 0)
  return _collective("reduce_scatter", t, op, out_shape=lambda s: (s[0] // n, *s[1:]), grad=lambda g, x: allgather(g))

def broadcast(t: Tensor, root: int = 0) -> Tensor:
  """Rank `root`'s tensor on every rank (every rank passes a tensor of the same shape and dtype; only root's values are read).

  Raises:
    ValueError: a root that is not a rank of the job.

  Examples:
    >>> from tinygrad import distributed as dist
    >>> print(dist.broadcast(Tensor([7, 8]) + dist.rank()).numpy())  # every rank prints root 0's [7 8]
    [7 8]
  """
  if not 0 <= root < world_size(): raise ValueError(f"broadcast root {root} is not a rank of this job (0..{world_size() - 1})")
  def grad(g: Tensor, x: Tensor) -> Tensor:
    total = allreduce(g)  # run on every rank (a constant zero on the others would skip it there and hang the root)
    return total * Tensor([1.0 if rank() == root else 0.0], dtype=total.dtype, device=total.device)
  return _collective("broadcast", t, root=root, grad=grad)

def shard(t: Tensor, axis: int = 0) -> Tensor:
  """This rank's slice of `t` (the same whole tensor on every rank) along `axis`: rank r holds the r-th of world_size() equal parts.

  Raises:
    ValueError: an axis that does not exist or does not divide evenly.

  Examples:
    >>> from tinygrad import distributed as dist
    >>> print(dist.shard(Tensor.arange(4), 0).numpy())  # rank 0 [0 1], rank 1 [2 3] under `mpiexec -n 2`
    [0 1 2 3]
  """
  n, a = world_size(), axis + len(t.shape) if axis < 0 else axis
  if not 0 <= a < len(t.shape) or t.shape[a] % n:
    raise ValueError(f"cannot shard shape {t.shape} along axis {axis} over {n} ranks: the axis must exist and divide evenly")
  return t.chunk(n, a)[rank()]

def unshard(t: Tensor, axis: int = 0) -> Tensor:
  """The whole tensor from every rank's slice along `axis` (allgather), on every rank: the inverse of shard.

  Examples:
    >>> from tinygrad import distributed as dist
    >>> t = Tensor.arange(6).reshape(2, 3)
    >>> print((dist.unshard(dist.shard(t, 1), 1) == t).all().item())
    True
  """
  a = axis + len(t.shape) if axis < 0 else axis
  if a == 0: return allgather(t)
  return allgather(t.transpose(0, a).contiguous()).transpose(0, a)

# ---- data-parallel training ----

def allreduce_gradients(params: Sequence[Tensor], average: bool = True) -> None:
  """Replace each parameter's gradient by its sum (or mean) over the ranks: one allreduce per dtype and device, on the gradients
  flattened side by side (lazy, so a jitted training step replays it). Parameters without a gradient are skipped.

  Examples:
    >>> from tinygrad import distributed as dist
    >>> w = Tensor([1.0, 2.0], requires_grad=True)
    >>> _ = (w * (dist.rank() + 1)).sum().backward()
    >>> dist.allreduce_gradients([w])
    >>> print(w.grad.numpy())  # the mean over ranks: [1.5 1.5] under `mpiexec -n 2`
    [1. 1.]
  """
  groups: dict[tuple, list[Tensor]] = {}
  for p in params:
    if p.grad is not None: groups.setdefault((p.grad.dtype, p.grad.device, isinstance(p.grad.device, tuple) and p.grad.uop.axis), []).append(p)
  for ps in groups.values():
    flat = [p.grad.flatten() for p in ps if p.grad is not None]
    total = allreduce(flat[0].cat(*flat[1:]) if len(flat) > 1 else flat[0])
    if average: total = total / world_size()
    off = 0
    for p in ps:
      assert p.grad is not None
      sz = prod(p.grad.shape)
      p.grad = total[off:off + sz].reshape(p.grad.shape)
      off += sz

def broadcast_parameters(params: Sequence[Tensor], root: int = 0) -> None:
  """Makes every rank's parameters rank `root`'s, in place (call once before training, so every rank starts from the same weights).

  Examples:
    >>> from tinygrad import distributed as dist
    >>> lin = nn.Linear(2, 2)
    >>> before = lin.weight.numpy()
    >>> dist.broadcast_parameters(nn.state.get_parameters(lin))
    >>> print((lin.weight.numpy() == before).all())  # rank 0's own weights are kept; the other ranks now hold them too
    True
  """
  for p in params: p.assign(broadcast(p.detach(), root))
  Tensor.realize_all(*params)

class DistributedOptimizer:
  """Wraps an optimizer for data-parallel training: `step()` averages the gradients over the ranks, then steps; every
  other attribute is the wrapped optimizer's.

  Examples:
    >>> from tinygrad import distributed as dist
    >>> w = Tensor([1.0], requires_grad=True)
    >>> opt = dist.DistributedOptimizer(nn.optim.SGD([w], lr=0.5))
    >>> with Tensor.train():
    ...   _ = (w * 2).sum().backward()
    ...   opt.step()
    >>> print(w.numpy(), opt.lr.numpy())
    [0.] [0.5]
  """
  def __init__(self, opt: Any): self.opt = opt
  def __getattr__(self, name: str) -> Any:
    if name == "opt": raise AttributeError(name)  # not set yet (unpickling): no recursion
    return getattr(self.opt, name)
  def zero_grad(self) -> None:
    """The wrapped optimizer's zero_grad.

    Examples:
      >>> from tinygrad import distributed as dist
      >>> w = Tensor([1.0], requires_grad=True); _ = w.sum().backward()
      >>> dist.DistributedOptimizer(nn.optim.SGD([w])).zero_grad(); print(w.grad)
      None
    """
    self.opt.zero_grad()
  def schedule_step(self) -> list[Tensor]:
    """Averages the gradients over the ranks (lazily), then returns the wrapped optimizer's schedule_step().

    Examples:
      >>> from tinygrad import distributed as dist
      >>> w = Tensor([1.0], requires_grad=True)
      >>> opt = dist.DistributedOptimizer(nn.optim.SGD([w], lr=1.0))
      >>> with Tensor.train():
      ...   _ = w.sum().backward()
      ...   Tensor.realize_all(*opt.schedule_step())
      >>> print(w.numpy())
      [0.]
    """
    allreduce_gradients(self.opt.params)
    return self.opt.schedule_step()
  def step(self) -> None:
    """Averages the gradients over the ranks, then steps the wrapped optimizer.

    Examples:
      >>> from tinygrad import distributed as dist
      >>> w = Tensor([2.0], requires_grad=True)
      >>> opt = dist.DistributedOptimizer(nn.optim.SGD([w], lr=0.25))
      >>> with Tensor.train():
      ...   _ = (w * w).sum().backward()
      ...   opt.step()
      >>> print(w.numpy())
      [1.]
    """
    Tensor.realize(*self.schedule_step())

__all__ = ["COMM", "MPI_CHECK", "MPI_TIMEOUT", "CollectiveError", "CollectiveMismatchError", "CollectiveRunner", "CollectiveTimeoutError",
           "DistributedOptimizer", "allgather", "allreduce", "allreduce_gradients", "broadcast", "broadcast_parameters", "rank", "reduce_scatter",
           "run_collective", "shard", "unshard", "world_size"]
