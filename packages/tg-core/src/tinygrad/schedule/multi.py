"""Multi-device lowering: a graph over tuple devices becomes one single-device graph per device, before scheduling.

A multi-device value has a tuple `device` and an `axis`: None means every device holds all of it (replicated), an int means
device i holds the i-th equal slice along that axis (sharded). Its shape is always the logical (whole) shape.
- `MSTACK(*per-device values, arg=axis)` is a multi-device value built from single-device ones (`UOp.shard` and `unshard` make
  these, and a realized multi-device value comes back as an MSTACK of buffers); `COPY(x, devices)` replicates; a BUFFER on a
  tuple device is one buffer per device (`ParamArg.axis` says which).
- Elementwise ops run per device; a replicated operand of a sharded op is sliced, operands sharded on different axes are
  resharded. Movement ops that keep the sharded axis run per device; one that crosses it (shrink, pad, flip of that axis)
  gathers first (the result is replicated). A reshape that would move elements between shards raises.
- A reduce over the sharded axis reduces per device, then allreduces the partials so every device holds the result: an
  `ALLREDUCE((op, devices))` of the MSTACK of partials (`UOp.allreduce`), lowered here (naive: each device copies every partial;
  ring and all2all: the flattened partials are cut in one chunk per device; `allreduce_kind`).
- A value split on a device grid (`Tensor.shard(((d0, d1), (d2, d3)), axis=(0, 1))`) has a grid layout for its axis (per grid dim:
  (tensor axis or None, size)); device k holds the block at its row-major grid position. Operands are cut to those blocks, a
  reduce over a split axis allreduces within each line of the grid, and a gather places each distinct block once.
- `COPY(multi, device)` gathers onto one device. Sharding a multi-device value again (`uop.multi.reshard`) builds each new part from the
  pieces of the old shards it overlaps, each copied once. Stores into sharded storage run per device, a window across shards is
  written by each device that holds part of it.
"""
from __future__ import annotations
import weakref
from typing import Any
from tinygrad.dtype import DType, dtypes
from tinygrad.helpers import ALL2ALL, ALLREDUCE_CAST, DEBUG, RING, RING_ALLREDUCE_THRESHOLD, prod
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import UOp
from tinygrad.uop.multi import Mesh, MultiError, axis_of, combine, devices_of, has_multi, is_mesh, is_multi, mesh_box, mesh_coords, mstack
from tinygrad.uop.multi import shard_shape, shard_slice

def _storage(u: UOp) -> UOp:
  while u.op in GroupOp.Movement: u = u.src[0]
  return u

def _crosses(u: UOp) -> bool:
  """Whether a movement chain over sharded storage gathers it (its result is no longer split per device)."""
  return u.op in GroupOp.Movement and (_crosses(u.src[0]) or (axis_of(u.src[0]) is not None and axis_of(u) is None))

# ---- per-device graphs ----

# a multi-device BUFFER keeps its per-device BUFFERs for as long as it lives (assigns and reads must see the same storage)
_device_buffers: weakref.WeakKeyDictionary[Any, tuple[UOp, ...]] = weakref.WeakKeyDictionary()

def device_buffers(b: UOp) -> tuple[UOp, ...]:
  if (bufs := _device_buffers.get(b)) is None:
    devs, n = b.arg.device, len(b.arg.device)
    size = b.arg.size // n if b.arg.axis is not None else b.arg.size
    bufs = _device_buffers[b] = tuple(UOp.new_buffer(d, size, b.dtype) for d in devs)
  return bufs

class Lowering:
  """Per-device versions of multi-device nodes (memoised for one schedule); single-device nodes are rebuilt over them."""
  def __init__(self) -> None: self.memo: dict[UOp, Any] = {}

  def single(self, u: UOp) -> UOp:
    """A single-device (or deviceless) node with every multi-device value below it lowered."""
    if not has_multi(u): return u
    if (r := self.memo.get(u)) is None:
      if u.op is Ops.COPY and is_multi(u.src[0]): r = self.gather(u.src[0], u.arg)
      elif u.op is Ops.ALLREDUCE: r = combine(u.arg[0], [_to(p, u.arg[1]) for p in self.split(u.src[0])])
      else: r = u.replace(src=tuple(self.single(s) if not is_multi(s) else self._unexpected(s, u) for s in u.src))
      self.memo[u] = r
    return r

  def _unexpected(self, s: UOp, u: UOp) -> UOp:
    raise MultiError(f"{u.op} on {u.device} reads a value on {s.device}; copy it first (.to() or .shard())")

  def split(self, u: UOp) -> list[UOp]:
    """The per-device values of multi-device `u`, sliced by its axis."""
    if (r := self.memo.get(u)) is None: r = self.memo[u] = self._split(u)
    return r

  def on(self, u: UOp, axis: int | Mesh | None, devices: tuple[str, ...]) -> list[UOp]:
    """`u` (single-device, deviceless or multi) as per-device values of a value with `axis` on `devices`."""
    if isinstance(axis, tuple): return self._on_mesh(u, axis, devices)
    if not is_multi(u):
      if u.device is None: return [u if axis is None else u.shrink(shard_slice(u.shape, axis, i, len(devices))) for i in range(len(devices))]
      return self.split(UOp(Ops.COPY, u.dtype, (u,), devices)) if axis is None else self._slices(u, axis, devices)
    if u.device != devices: raise MultiError(f"an op mixes values on {u.device} and {devices}; move one of them first")
    if (a := axis_of(u)) == axis: return self.split(u)
    if axis is None: return self.allgather(u)
    if a is None: return [x.shrink(shard_slice(x.shape, axis, i, len(devices))) for i, x in enumerate(self.split(u))]
    return [x.shrink(shard_slice(x.shape, axis, i, len(devices))) for i, x in enumerate(self.allgather(u))]

  def _on_mesh(self, u: UOp, mesh: Mesh, devices: tuple[str, ...]) -> list[UOp]:
    """`u` as the per-device blocks of a value split on the device grid `mesh`: each device takes its block of the whole."""
    if is_multi(u) and u.device != devices: raise MultiError(f"an op mixes values on {u.device} and {devices}; move one of them first")
    if is_multi(u) and axis_of(u) == mesh: return self.split(u)
    if is_multi(u) and is_mesh(um := axis_of(u)) and all(n == m and a in (None, b) for (a, n), (b, m) in zip(um, mesh)):  # type: ignore[arg-type]
      # replicated along the grid dims where the target is split: each device cuts its block from its own part, no data moves
      return [x.shrink(tuple((b, e) if any(a is None and t == i for (a, _), (t, _) in zip(um, mesh)) else (0, x.shape[i])  # type: ignore[arg-type]
                             for i, (b, e) in enumerate(mesh_box(u.shape, mesh, k)))) for k, x in enumerate(self.split(u))]
    boxes = [mesh_box(u.shape, mesh, k) for k in range(len(devices))]
    if not is_multi(u): return [u.shrink(b) if u.device is None else _copy(u.shrink(b), d) for b, d in zip(boxes, devices)]
    return [x.shrink(b) for x, b in zip(self.split(u) if axis_of(u) is None else self.allgather(u), boxes)]

  def _slices(self, u: UOp, axis: int, devices: tuple[str, ...]) -> list[UOp]:
    if u.shape[axis] % len(devices): raise MultiError(f"uneven shard: dim {axis} of {u.shape} does not split over {len(devices)} devices")
    return [_copy(u.shrink(shard_slice(u.shape, axis, i, len(devices))), d) for i, d in enumerate(devices)]

  def _split(self, u: UOp) -> list[UOp]:
    devs, a = devices_of(u), axis_of(u)
    if u.op is Ops.MSTACK: return [self.single(s) for s in u.src]
    if u.op is Ops.BUFFER: return list(device_buffers(u))
    if u.op is Ops.COPY: return [_copy(self.single(u.src[0]), d) for d in devs] if not is_multi(u.src[0]) else \
      [self.gather(u.src[0], d) for d in devs]
    if u.op is Ops.REDUCE:
      parts = [x.reduce(u.arg[0], u.arg[1]) for x in self.split(u.src[0])]
      if is_mesh(m := axis_of(u.src[0])): return self._reduce_mesh(u.arg[0], u.arg[1], parts, m, devs)  # type: ignore[arg-type]
      if axis_of(u.src[0]) not in u.arg[1]: return parts
      # each device holds a partial over its shard: the partials are allreduced (in the half dtype they were upcast from)
      small = _upcast_from(u.src[0])
      total = self.split(mstack([p.cast(small) if small else p for p in parts], None).allreduce(u.arg[0], devs))
      return [x.cast(u.dtype) for x in total] if small else total
    if u.op is Ops.ALLREDUCE:
      if devices_of(u.src[0]) == devs: return self.allreduce(u.arg[0], self.split(u.src[0]), devs)
      return [combine(u.arg[0], [_to(p, d) for p in self.split(u.src[0])]) for d in devs]
    if u.op in GroupOp.Movement:
      src_axis = axis_of(u.src[0])
      xs = self.allgather(u.src[0]) if src_axis is not None and a is None else self.split(u.src[0])
      shape = shard_shape(u.shape, a, len(devs))
      return [_movement(u, x, shape) for x in xs]
    if u.op is Ops.AFTER:
      if _crosses(u.src[0]): raise MultiError("an assign into a window across the shards of a multi-device tensor has no per-device result; "
                                             "write it with setitem (t[i:j] = v) or gather the tensor first (.to(device))")
      targets = self.split(u.src[0])
      effs = [self._store(e, devs) for e in u.src[1:]]
      return [t.after(*[x for e in effs if (x := e[i]) is not None]) for i, t in enumerate(targets)]
    srcs = [self.on(s, a, devs) for s in u.src]
    return [u.replace(src=tuple(s[i] for s in srcs)) for i in range(len(devs))]

  def _store(self, st: UOp, devs: tuple[str, ...]) -> list[UOp | None]:
    """The per-device stores of a STORE into multi-device storage (None where a device holds none of the window)."""
    if st.op is not Ops.STORE: raise MultiError(f"multi-device AFTER of {st.op} is not supported")
    tgt, val = _merge_shrinks(st.src[0]), st.src[1]
    if tgt.op is Ops.SHRINK and _crosses(tgt) and not _crosses(tgt.src[0]): return self._store_window(tgt, val, devs)
    if _crosses(tgt): raise MultiError(f"a store through {tgt.op} across the shards of axis {axis_of(_storage(tgt))} is not supported; gather first")
    return [t.store(v) for t, v in zip(self.split(tgt), self.on(val, axis_of(tgt), devs))]

  def _store_window(self, tgt: UOp, val: UOp, devs: tuple[str, ...]) -> list[UOp | None]:
    """A store into a window that crosses shards (or grid blocks): each device writes the part of the window its block holds."""
    vals, out, shape = self.on(val, None, devs), list[UOp | None](), tgt.src[0].shape
    for i, part in enumerate(self.split(tgt.src[0])):
      box = _block(shape, axis_of(tgt.src[0]), i, len(devs))
      cut = tuple((max(b, bb), min(e, be)) for (b, e), (bb, be) in zip(tgt.arg, box))
      if any(lo >= hi for lo, hi in cut): out.append(None)
      else:
        win = part.shrink(tuple((lo - bb, hi - bb) for (lo, hi), (bb, _) in zip(cut, box)))
        out.append(win.store(vals[i].shrink(tuple((lo - b, hi - b) for (lo, hi), (b, _) in zip(cut, tgt.arg)))))
    return out

  def _reduce_mesh(self, op: Ops, axes: tuple[int, ...], parts: list[UOp], mesh: Mesh, devs: tuple[str, ...]) -> list[UOp]:
    """Per-device partials of a reduce over a value split on a device grid: along each grid dim that splits a reduced axis, the
    devices of one line of the grid (the others' positions fixed) allreduce their partials."""
    coords = [mesh_coords(k, mesh) for k in range(len(devs))]
    for d, (ax, _) in enumerate(mesh):
      if ax is None or ax not in axes: continue
      lines: dict[tuple[int, ...], list[int]] = {}
      for k, c in enumerate(coords): lines.setdefault(c[:d] + c[d + 1:], []).append(k)
      for line in lines.values():
        for k, r in zip(line, self.allreduce(op, [parts[k] for k in line], tuple(devs[k] for k in line))): parts[k] = r
    return parts

  def lift(self, becomes: dict[UOp, UOp]) -> dict[UOp, UOp]:
    """The multi-device nodes of this lowering whose per-device parts all have buffer-backed replacements: the MSTACK of those."""
    return {u: mstack([becomes[p] for p in parts], axis_of(u)) for u, parts in self.memo.items()
            if isinstance(parts, list) and u.op not in (Ops.MSTACK, Ops.BUFFER) and u not in becomes and all(p in becomes for p in parts)}

  def _one_shard(self, u: UOp) -> UOp | None:
    """A shrink that stays within one shard of the sharded axis (a gradient slice, a split, a reshard piece) is a view of that
    device's part."""
    if u.op is not Ops.SHRINK or not isinstance(a := axis_of(u.src[0]), int): return None
    n = len(devices_of(u.src[0]))
    s = u.src[0].shape[a] // n
    b, e = u.arg[a]
    if not isinstance(b, int) or not isinstance(e, int) or not isinstance(s, int) or e <= b or (e - 1) // s != b // s: return None
    k = b // s
    return self.split(u.src[0])[k].shrink(tuple((b - k * s, e - k * s) if d == a else r for d, r in enumerate(u.arg)))

  def allgather(self, u: UOp) -> list[UOp]:
    """Every device gets the whole of sharded `u`."""
    return [self.gather(u, d) for d in devices_of(u)]

  def gather(self, u: UOp, device: str) -> UOp:
    """The whole of multi-device `u` on one device: its shards copied there and placed side by side."""
    if (one := self._one_shard(u)) is not None: return _to(one, device)
    parts, a = self.split(u), axis_of(u)
    if isinstance(a, tuple):  # each distinct block once (a block held by several devices is read from the first), placed side by side
      blocks = {mesh_box(u.shape, a, k): p for k, p in reversed(list(enumerate(parts)))}
      return combine(Ops.OR if u.dtype.name == "bool" else Ops.ADD,
                     [_to(p, device).pad(tuple((b, s - e) for (b, e), s in zip(box, u.shape))) for box, p in blocks.items()])
    if a is None: return _to(parts[devices_of(u).index(device)] if device in devices_of(u) else parts[0], device)
    n, s = len(parts), u.shape[a] // len(parts)
    padded = [_to(p, device).pad(tuple((i * s, (n - 1 - i) * s) if d == a else (0, 0) for d in range(len(u.shape)))) for i, p in enumerate(parts)]
    return combine(Ops.OR if u.dtype.name == "bool" else Ops.ADD, padded)

  def allreduce(self, op: Ops, parts: list[UOp], devs: tuple[str, ...]) -> list[UOp]:
    """Every device gets the `op`-combination of all partials, by the algorithm `allreduce_kind` picks."""
    kind, numel = allreduce_kind(len(devs), prod(parts[0].shape)), prod(parts[0].shape)
    if DEBUG >= 2: print(f"{kind.upper()} ALLREDUCE {len(devs)}x{numel} | {parts[0].dtype}")
    if kind == "naive" or numel < len(devs): return [combine(op, [_to(p, d) for p in parts]) for d in devs]
    flat = [p.reshape((numel,)) for p in parts]
    bounds = _chunks(numel, len(devs))
    chunk = [[f.shrink(((lo, hi),)) for f in flat] for lo, hi in bounds]
    # ring: chunk c is summed along the ring starting at device c (ends on c-1), then passed on around it; all2all: device c sums it
    owner = [(c - 1) % len(devs) if kind == "ring" else c for c in range(len(devs))]
    done = [_ring_reduce(op, chunk[c], c, devs) if kind == "ring" else combine(op, [_to(x, devs[c]) for x in chunk[c]]) for c in range(len(devs))]
    placed = [_ring_pass(x, owner[c], devs) if kind == "ring" else [_to(x, d) for d in devs] for c, x in enumerate(done)]
    return [_cat(op, [placed[c][i] for c in range(len(devs))], bounds).reshape(parts[0].shape) for i in range(len(devs))]

def _block(shape: tuple, axis: int | Mesh | None, i: int, n: int) -> tuple[tuple[int, int], ...]:
  """The (begin, end) per axis of what device i of n holds: its shard, its grid block, or everything (replicated)."""
  if isinstance(axis, tuple): return mesh_box(shape, axis, i)
  return tuple((0, s) for s in shape) if axis is None else shard_slice(shape, axis, i, n)

def _merge_shrinks(u: UOp) -> UOp:
  """A chain of shrinks (t[1:7][:, 2:5]) as one shrink of the value under them, so a store through it is one window."""
  if u.op is not Ops.SHRINK or u.src[0].op is not Ops.SHRINK: return u
  inner = _merge_shrinks(u.src[0])
  return inner.src[0].shrink(tuple((b0 + b, b0 + e) for (b0, _), (b, e) in zip(inner.arg, u.arg)))

def _upcast_from(x: UOp) -> DType | None:
  """With ALLREDUCE_CAST, the half/bf16 dtype a reduce input was upcast from: its partials are exchanged in that (half the bytes)."""
  if not ALLREDUCE_CAST or x.op is not Ops.CAST or x.src[0].dtype not in (dtypes.float16, dtypes.bfloat16): return None
  return x.src[0].dtype if x.dtype.itemsize > x.src[0].dtype.itemsize else None

def allreduce_kind(n: int, numel: int) -> str:
  """naive, ring or all2all: RING>=2 / ALL2ALL>=2 force one; at 1 they apply to more than 2 devices above RING_ALLREDUCE_THRESHOLD."""
  big = n > 2 and numel > RING_ALLREDUCE_THRESHOLD.value
  if ALL2ALL >= 2 or (big and ALL2ALL >= 1): return "all2all"
  return "ring" if RING >= 2 or (big and RING >= 1) else "naive"

def _to(x: UOp, device: str) -> UOp: return x.copy_to_device(device) if x.device != device else x
def _chunks(numel: int, n: int) -> list[tuple[int, int]]:
  step = -(-numel // n)
  return [(min(i * step, numel), min((i + 1) * step, numel)) for i in range(n)]

def _ring_reduce(op: Ops, xs: list[UOp], start: int, devs: tuple[str, ...]) -> UOp:
  """Chunk partials `xs` (one per device) summed hop by hop around the ring from device `start`."""
  acc = xs[start]
  for k in range(1, len(devs)):
    i = (start + k) % len(devs)
    acc = _to(acc, devs[i]).alu(op, xs[i])
  return acc

def _ring_pass(x: UOp, at: int, devs: tuple[str, ...]) -> list[UOp]:
  """`x` (on device `at`) on every device, each copy made from the previous device's on the ring."""
  out: list[UOp] = [x] * len(devs)
  for k in range(1, len(devs)):
    i = (at + k) % len(devs)
    out[i] = _to(out[(i - 1) % len(devs)], devs[i])
  return out

def _cat(op: Ops, xs: list[UOp], bounds: list[tuple[int, int]]) -> UOp:
  """1-D chunks placed side by side (the gaps are zero-padded and combined with ADD, OR for bools)."""
  numel = bounds[-1][1]
  padded = [x.pad(((lo, numel - hi),)) for x, (lo, hi) in zip(xs, bounds) if hi > lo]
  return combine(Ops.OR if padded[0].dtype.name == "bool" else Ops.ADD, padded)

def _copy(x: UOp, device: str) -> UOp:
  """x on `device` in storage of its own (a replica is never an alias of its source)."""
  return x.copy_to_device(device) if x.device != device else x.contiguous()

def _movement(u: UOp, x: UOp, shape: tuple) -> UOp:
  """Movement op `u` applied to one device's value `x`, with its args fitted to the per-device shape."""
  if u.op in (Ops.RESHAPE, Ops.EXPAND): return x.reshape(shape) if u.op is Ops.RESHAPE else x.expand(shape)
  if u.op is Ops.SHRINK: return x.shrink(tuple((b, e) if x.shape[i] == u.src[0].shape[i] else (0, x.shape[i]) for i, (b, e) in enumerate(u.arg)))
  return x._mop(u.op, u.arg)
