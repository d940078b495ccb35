"""Multi-device values in the UOp graph: which devices hold a value and along which axis it is split.

A multi-device value has a tuple `device` and an `axis`: None means every device holds all of it (replicated), an int means
device i holds the i-th equal slice along that axis (sharded). Its shape is always the logical (whole) shape. `MSTACK(*per-device
values, arg=axis)` builds one from single-device values. The scheduler lowers such graphs to one graph per device
(tinygrad.schedule.multi); this module is what the graph builders (UOp.shard, UOp.axis, gradients, custom kernels) need.
"""
from __future__ import annotations
from tinygrad.helpers import prod
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp

class MultiError(RuntimeError):
  """A multi-device op that cannot be split over the devices (the message says how to reshape or gather first)."""

def is_multi(u: UOp) -> bool: return isinstance(u.device, tuple)
def devices_of(u: UOp) -> tuple[str, ...]:
  if not isinstance(d := u.device, tuple): raise MultiError(f"{u.op} on {d} is not a multi-device value")
  return d
def has_multi(u: UOp) -> bool: return u._node_cache("_has_multi", lambda x: is_multi(x) or any(has_multi(s) for s in x.src))

def _reshape_axis(old: tuple, new: tuple, a: int, n: int) -> int:
  before = prod(old[:a])
  for na in range(len(new)):
    if prod(new[:na]) == before and isinstance(new[na], int) and new[na] % n == 0 and prod(new[na:]) == prod(old[a:]) and \
       (new[na] // n) * prod(new[na + 1:]) == (old[a] // n) * prod(old[a + 1:]): return na
  raise MultiError(f"reshape {old} -> {new} would move elements between the {n} shards of axis {a}; gather first (.to(device))")

def touches_axis(u: UOp, a: int) -> bool:
  """Whether movement op `u` changes which elements lie on axis `a` (shrinks, pads or flips it): a sharded axis is gathered."""
  if u.op is Ops.SHRINK: return u.arg[a] != (0, u.src[0].shape[a])
  if u.op is Ops.PAD: return u.arg[a] != (0, 0)
  return u.op is Ops.FLIP and bool(u.arg[a])

# A 2-D (n-D) mesh layout: per mesh dim, (the tensor axis split along it or None when the value is replicated along it, its size).
# Devices are the mesh in row-major order: ((0, 2), (1, 2)) on (d0, d1, d2, d3) puts rows half i, cols half j on device 2*i + j.
Mesh = tuple[tuple[int | None, int], ...]

def is_mesh(a: object) -> bool: return isinstance(a, tuple)

def mesh_coords(k: int, mesh: Mesh) -> tuple[int, ...]:
  """Device k's position on the grid (row-major)."""
  out: list[int] = []
  for _, n in reversed(mesh): out, k = [k % n, *out], k // n
  return tuple(out)

def mesh_box(shape: tuple, mesh: Mesh, k: int) -> tuple[tuple[int, int], ...]:
  """The (begin, end) per tensor axis of the block that device k of `mesh` holds."""
  box = [(0, s) for s in shape]
  for c, (ax, n) in zip(mesh_coords(k, mesh), mesh):
    if ax is not None: box[ax] = (c * (shape[ax] // n), (c + 1) * (shape[ax] // n))
  return tuple(box)

def _mesh(mesh: Mesh, f) -> Mesh | None:
  """`mesh` with each split axis mapped by f (None: no longer split); None when nothing is split any more (replicated)."""
  out = tuple((None if ax is None else f(ax, n), n) for ax, n in mesh)
  return out if any(ax is not None for ax, _ in out) else None

def axis_of(u: UOp) -> int | Mesh | None:
  """The sharded axis of a multi-device value (None: replicated; a Mesh for a value split on a 2-D device grid)."""
  return u._node_cache("_multi_axis", _axis)

def _axis(u: UOp) -> int | Mesh | None:
  if not is_multi(u): return None
  if u.op is Ops.MSTACK: return u.arg
  if u.op is Ops.BUFFER: return u.arg.axis
  if u.op in (Ops.COPY, Ops.ALLREDUCE): return None
  srcs = [axis_of(s) for s in u.src if is_multi(s)]
  if isinstance(m := next((x for x in srcs if isinstance(x, tuple)), None), tuple): return _mesh_axis(u, m)
  a = next((x for x in srcs if isinstance(x, int)), None)
  if a is None: return None
  if u.op is Ops.REDUCE: return None if a in u.arg[1] else a
  if u.op is Ops.RESHAPE: return _reshape_axis(u.src[0].shape, u.shape, a, len(devices_of(u)))
  if u.op is Ops.PERMUTE: return u.arg.index(a)
  if u.op in (Ops.SHRINK, Ops.PAD, Ops.FLIP): return None if touches_axis(u, a) else a
  return a

def _mesh_axis(u: UOp, m: Mesh) -> Mesh | None:
  if u.op is Ops.REDUCE: return _mesh(m, lambda a, n: None if a in u.arg[1] else a)
  if u.op is Ops.RESHAPE: return _mesh(m, lambda a, n: _reshape_axis(u.src[0].shape, u.shape, a, n))
  if u.op is Ops.PERMUTE: return _mesh(m, lambda a, n: u.arg.index(a))
  if u.op in (Ops.SHRINK, Ops.PAD, Ops.FLIP) and any(ax is not None and touches_axis(u, ax) for ax, _ in m): return None
  return m

def shard_shape(shape: tuple, axis: int | Mesh | None, n: int) -> tuple:
  if isinstance(axis, tuple): return tuple(e - b for b, e in mesh_box(shape, axis, 0))
  return shape if axis is None else tuple(s // n if i == axis else s for i, s in enumerate(shape))

def shard_mesh(u: UOp, devices: tuple[str, ...], mesh: Mesh) -> UOp:
  """Single-device `u` split on the device grid `mesh` (devices in row-major grid order): each device gets a copy of its block."""
  for ax, n in mesh:
    if ax is not None and (not isinstance(u.shape[ax], int) or u.shape[ax] % n):
      raise RuntimeError(f"uneven shard: dim {ax} of shape {u.shape} does not split over {n} devices; pad it or pick another axis")
  parts = [u.shrink(mesh_box(u.shape, mesh, k)) for k in range(len(devices))]
  return mstack([p.copy_to_device(d) if d != u.device else p.contiguous() for p, d in zip(parts, devices)], mesh)

def combine(op: Ops, xs: list[UOp]) -> UOp:
  acc = xs[0]
  for x in xs[1:]: acc = acc.alu(op, x)
  return acc

def shard_slice(shape: tuple, axis: int, i: int, n: int) -> tuple:
  s = shape[axis] // n
  return tuple((i * s, (i + 1) * s) if d == axis else (0, sz) for d, sz in enumerate(shape))

def mstack_grad(g: UOp, ret: UOp) -> tuple[UOp | None, ...]:
  """The gradient of each source of MSTACK `ret`: its slice of `g`, on its device. A replicated MSTACK's value is its first copy."""
  def on(x: UOp, s: UOp) -> UOp: return x if x.device is None or s.device is None else x.copy_to_device(s.device)
  if ret.arg is None: return (on(g, ret.src[0]), *[None] * (len(ret.src) - 1))
  if is_mesh(m := ret.arg):  # a block held by several devices (replicated along a grid dim) takes its gradient once
    return tuple(on(g.shrink(mesh_box(g.shape, m, i)), s) if all(c == 0 for c, (ax, _) in zip(mesh_coords(i, m), m) if ax is None) else None
                 for i, s in enumerate(ret.src))
  return tuple(on(g.shrink(shard_slice(g.shape, ret.arg, i, len(ret.src))), s) for i, s in enumerate(ret.src))

def reshard(u: UOp, devices: tuple[str, ...], axis: int | None) -> UOp:
  """Multi-device `u` placed on `devices` along `axis` (None: replicated). Each new part is the pieces of the old shards it
  overlaps, each copied once from a device that holds it, placed side by side on the new device."""
  src_devs, a, n = devices_of(u), axis_of(u), len(devices)
  if isinstance(a, tuple): raise MultiError(f"resharding a value split on a device grid ({a}) is not supported; gather it first (.to(device))")
  if axis is not None and (not isinstance(u.shape[axis], int) or u.shape[axis] % n):
    raise RuntimeError(f"uneven shard: dim {axis} of shape {u.shape} does not split over {n} devices; pad it or pick another axis")
  full = tuple((0, s) for s in u.shape)
  olds = [full] if a is None else [shard_slice(u.shape, a, j, len(src_devs)) for j in range(len(src_devs))]
  parts: list[UOp] = []
  for i, d in enumerate(devices):
    want = full if axis is None else shard_slice(u.shape, axis, i, n)
    boxes = [box for box in (tuple((max(w[0], o[0]), min(w[1], o[1])) for w, o in zip(want, old)) for old in olds) if all(b < e for b, e in box)]
    pieces = [u.shrink(box).copy_to_device(d).pad(tuple((b - w[0], w[1] - e) for (b, e), w in zip(box, want))) for box in boxes]
    # a lone piece may be a view of a shard already on `d`: the new part still gets storage of its own
    parts.append(combine(Ops.OR if u.dtype.name == "bool" else Ops.ADD, pieces) if len(pieces) > 1 else pieces[0].contiguous())
  return mstack(parts, axis)

def mstack(parts: list[UOp], axis: int | Mesh | None) -> UOp: return UOp(Ops.MSTACK, parts[0].dtype, tuple(parts), axis)

def unshard(u: UOp, axis: int) -> UOp:
  """Replicated multi-device `u` as one sharded along `axis` whose shard on each device is that device's copy (no data moves)."""
  if not is_multi(u) or axis_of(u) is not None: raise MultiError(f"unshard needs a replicated multi-device value, got {u.op} on {u.device}")
  return mstack([u.copy_to_device(d) for d in devices_of(u)], axis)
