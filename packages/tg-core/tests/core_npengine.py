"""A numpy interpreter of contract-D tensor graphs: a reference for the Tensor tests while (or in case) the real
scheduler/engine is missing. `realize_uops` has the engine's signature; buffers are real device Buffers (copyin/copyout)."""
from __future__ import annotations
import math
from typing import Any
import numpy as np
from tinygrad.dtype import _to_np_dtype, bf16_to_f32_np, dtypes, f32_to_bf16_np, float_to_fp8_np, fp8_to_float_np, strong_dtype
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import UOp, threefry2x32

def _npdt(dt: Any) -> Any:
  if dt == dtypes.weakint: return np.int64
  if dt == dtypes.weakfloat: return np.float64
  return _to_np_dtype(dt)

def _read(u: UOp) -> np.ndarray:
  buf, dt = u.buffer, u.dtype
  raw = np.frombuffer(buf.as_memoryview(), dtype=np.uint8) if buf.size else np.zeros(0, np.uint8)
  if dt == dtypes.bfloat16: return bf16_to_f32_np(raw.view(np.uint16))
  if dt in dtypes.fp8s: return fp8_to_float_np(raw, dt)
  return raw.view(_npdt(dt)).copy()

def _write(u: UOp, arr: np.ndarray) -> None:
  dt = u.dtype
  if dt == dtypes.bfloat16: data = f32_to_bf16_np(arr).tobytes()
  elif dt in dtypes.fp8s: data = float_to_fp8_np(arr, dt).tobytes()
  else: data = np.ascontiguousarray(arr.astype(_npdt(dt))).tobytes()
  u.buffer.ensure_allocated().copyin(memoryview(bytearray(data)))

def _cast(x: np.ndarray, dt: Any) -> np.ndarray:
  t = _npdt(dt)
  if dtypes.is_int(dt) and x.dtype.kind == "f":
    with np.errstate(invalid="ignore"): x = np.trunc(np.nan_to_num(x, nan=0, posinf=0, neginf=0))
    return x.astype(np.int64).astype(t) if t not in (np.uint64,) else x.astype(np.float64).astype(np.uint64)
  if dt == dtypes.bfloat16: return bf16_to_f32_np(f32_to_bf16_np(x.astype(np.float32)))
  if dt in dtypes.fp8s: return fp8_to_float_np(float_to_fp8_np(x, dt), dt)
  return x.astype(t)

def _alu(op: Ops, dt: Any, s: list[np.ndarray]) -> np.ndarray:
  with np.errstate(all="ignore"):
    if op is Ops.ADD: r = s[0] + s[1]
    elif op is Ops.SUB: r = s[0] - s[1]
    elif op is Ops.MUL: r = s[0] * s[1] if s[0].dtype != np.bool_ else s[0] & s[1]
    elif op is Ops.MAX: r = np.maximum(s[0], s[1])
    elif op is Ops.CMPLT: r = s[0] < s[1]
    elif op is Ops.CMPNE: r = s[0] != s[1]
    elif op is Ops.CMPEQ: r = s[0] == s[1]
    elif op is Ops.WHERE: r = np.where(s[0], s[1], s[2])
    elif op is Ops.NEG: r = -s[0] if s[0].dtype != np.bool_ else ~s[0]
    elif op is Ops.RECIPROCAL: r = 1 / s[0]
    elif op is Ops.SQRT: r = np.sqrt(s[0])
    elif op is Ops.EXP2: r = np.exp2(s[0])
    elif op is Ops.LOG2: r = np.log2(s[0])
    elif op is Ops.SIN: r = np.sin(s[0])
    elif op is Ops.TRUNC: r = np.trunc(s[0])
    elif op is Ops.AND: r = s[0] & s[1]
    elif op is Ops.OR: r = s[0] | s[1]
    elif op is Ops.XOR: r = s[0] ^ s[1]
    elif op is Ops.SHL: r = s[0] << s[1].astype(s[0].dtype)
    elif op is Ops.SHR: r = s[0] >> s[1].astype(s[0].dtype)
    elif op is Ops.FLOORDIV: r = np.where(s[1] == 0, 0, s[0] // np.where(s[1] == 0, 1, s[1]))
    elif op is Ops.FLOORMOD: r = np.where(s[1] == 0, 0, s[0] % np.where(s[1] == 0, 1, s[1]))
    elif op is Ops.CDIV: r = np.where(s[1] == 0, 0, np.trunc(s[0] / np.where(s[1] == 0, 1, s[1]))).astype(s[0].dtype)
    elif op is Ops.CMOD: r = np.where(s[1] == 0, 0, np.fmod(s[0], np.where(s[1] == 0, 1, s[1])))
    elif op is Ops.FDIV: r = s[0] / s[1]
    elif op is Ops.THREEFRY: r = np.vectorize(lambda a, b: threefry2x32(int(a), int(b)), otypes=[np.uint64])(s[0], s[1])
    else: raise NotImplementedError(op)
  return np.asarray(r) if op in GroupOp.Comparison else _cast(np.asarray(r), dt)

def evaluate(u: UOp, cache: dict[UOp, np.ndarray]) -> np.ndarray:
  for n in u.toposort(lambda x: x not in cache):
    if n in cache: continue
    s = [cache[x] for x in n.src]
    if n.op is Ops.BUFFER and n.is_variable: raise RuntimeError("Variables are not supported by the numpy engine")
    if n.op is Ops.BUFFER: r = _read(n)
    elif n.op is Ops.CONST: r = np.array(n.arg, dtype=_npdt(n.dtype))
    elif n.op is Ops.RESHAPE: r = s[0].reshape(n.arg)
    elif n.op is Ops.EXPAND: r = np.broadcast_to(s[0], n.arg)
    elif n.op is Ops.PERMUTE: r = s[0].transpose(n.arg)
    elif n.op is Ops.PAD: r = np.pad(s[0], n.arg)
    elif n.op is Ops.SHRINK: r = s[0][tuple(slice(b, e) for b, e in n.arg)]
    elif n.op is Ops.FLIP: r = np.flip(s[0], tuple(i for i, f in enumerate(n.arg) if f)) if any(n.arg) else s[0]
    elif n.op is Ops.REDUCE:
      red = {Ops.ADD: np.sum, Ops.MUL: np.prod, Ops.MAX: np.max}[n.arg[0]]
      x = s[0]
      if n.arg[0] is Ops.MAX and x.size == 0:
        r = np.full([1 if i in n.arg[1] else d for i, d in enumerate(x.shape)], -math.inf if dtypes.is_float(n.dtype) else n.dtype.min)
      else: r = red(x, axis=n.arg[1], keepdims=True)
      r = _cast(np.asarray(r), n.dtype)
    elif n.op is Ops.CAST: r = _cast(s[0], n.dtype)
    elif n.op is Ops.BITCAST:
      src = np.ascontiguousarray(s[0].astype(_npdt(n.src[0].dtype)))
      r = src.view(_npdt(n.dtype)).reshape(n.shape)
    elif n.op in (Ops.CONTIGUOUS, Ops.DETACH, Ops.CONTIGUOUS_BACKWARD, Ops.COPY): r = s[0]
    elif n.op is Ops.AFTER: r = s[0]
    elif n.op is Ops.STORE: r = np.zeros(0)
    elif n.op in GroupOp.ALU: r = _alu(n.op, n.dtype, s)
    else: raise NotImplementedError(f"numpy engine: {n.op}")
    cache[n] = np.asarray(r)
  return cache[u]

def _index_map(target: UOp) -> tuple[UOp, np.ndarray]:
  """The base BUFFER under a view, and the flat buffer position of every element of the view."""
  base = target
  while base.op is not Ops.BUFFER: base = base.src[0]
  cache = {base: np.arange(base.arg.size)}
  return base, evaluate(target, cache)

def _view_base(u: UOp) -> UOp | None:
  while u.op in GroupOp.Movement or u.op in (Ops.AFTER, Ops.BITCAST): u = u.src[0]
  return u if u.op is Ops.BUFFER else None

def _run_stores(u: UOp, cache: dict[UOp, np.ndarray], done: set[UOp]) -> None:
  for n in u.toposort():
    if n.op is Ops.STORE and n not in done:
      done.add(n)
      st = n
      base, pos = _index_map(st.src[0])
      val = np.broadcast_to(evaluate(st.src[1], cache), pos.shape)
      cur = _read(base)
      cur[pos.reshape(-1)] = val.reshape(-1)
      _write(base, cur)
      for k in [k for k in cache if _view_base(k) is base]: del cache[k]  # values computed earlier keep the old contents (WAR order)

def realize_uops(*uops: UOp) -> list[UOp]:
  out, done, cache = [], set[UOp](), dict[UOp, np.ndarray]()
  for u in uops:
    _run_stores(u, cache, done)
    root = u
    while root.op is Ops.AFTER: root = root.src[0]
    if u.op is Ops.AFTER and root.base.op is Ops.BUFFER:
      out.append(root)
      continue
    val = evaluate(u, cache)
    dev = u.device if isinstance(u.device, str) else "CPU"
    nb = UOp.new_buffer(dev, int(np.prod(u.shape)), strong_dtype(u.dtype))
    _write(nb, np.asarray(val))
    out.append(nb.reshape(u.shape) if len(u.shape) != 1 else nb)
  return out
