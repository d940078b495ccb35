"""What a Tensor is made from and read back as: device names, Python and numpy data, and the storage dtypes they land in."""
from __future__ import annotations
from typing import TYPE_CHECKING, Any, TypeAlias
import numpy as np
from tinygrad.device import Device
from tinygrad.dtype import DType, _to_np_dtype, bf16_to_f32_np, dtypes, f32_to_bf16_np, \
  float_to_fp8_np, fp8_to_float_np, strong_dtype
if TYPE_CHECKING: from tinygrad.tensor import Tensor

# Tensor has methods named int/float/bool, which shadow the builtins in its annotations
PyInt: TypeAlias = int
PyFloat: TypeAlias = float
PyBool: TypeAlias = bool

def canonicalize_device(device: str | tuple | list | None) -> str | tuple[str, ...]:
  """tinygrad's name for a device argument's canonical form: None -> Device.DEFAULT, "cpu:0" -> "CPU", a tuple/list -> a tuple of
  canonical names (Device.canonicalize each). Unlike tinygrad, a one-element tuple collapses to its string: tg treats a single-device
  tuple as that device (no MULTI wrapper), so Tensor(x, device=("CPU",)) and device="CPU" name the same placement."""
  if isinstance(device, (tuple, list)):
    devs = tuple(Device.canonicalize(d) for d in device)
    return devs[0] if len(devs) == 1 else devs
  return Device.canonicalize(device)
_canon = canonicalize_device

def _pyconst_dtype(x: Any, dtype: DType | None) -> DType:
  return dtype if dtype is not None else dtypes.from_py(x)

def _all_ints(arr: np.ndarray) -> bool: return all(isinstance(x, int) and not isinstance(x, bool) for x in arr.flat)

def _int_list_dtype(arr: np.ndarray, dt: DType) -> DType:
  """The dtype numpy infers for Python ints that do not fit `dt`: int64, uint64 past it, OverflowError past that."""
  if arr.dtype == object or arr.dtype.kind == "f":
    raise OverflowError(f"Python integers in [{min(arr.flat)}, {max(arr.flat)}] do not fit int64 or uint64; pass floats")
  lo, hi = int(arr.min()), int(arr.max())
  if dt.min <= lo and hi <= dt.max: return dt
  return dtypes.uint64 if arr.dtype == np.uint64 else dtypes.int64

def _strong(t: Tensor) -> DType:
  """The dtype a weak tensor is stored in: its default, or int64 where a weakint value does not fit the default int."""
  dt = strong_dtype(t.dtype)
  if t.dtype.scalar() != dtypes.weakint or not isinstance(lo := t.uop.vmin, int) or not isinstance(hi := t.uop.vmax, int): return dt
  return dt if dt.min <= lo and hi <= dt.max else dtypes.int64.vec(dt.count)

def _np_to_storage(arr: np.ndarray, dtype: DType) -> bytes:
  """Raw bytes of `arr` as `dtype` (bf16 and fp8 through their bit converters)."""
  if dtype == dtypes.bfloat16: return f32_to_bf16_np(arr if arr.dtype == np.float32 else arr.astype(np.float64)).tobytes()
  if dtype in dtypes.fp8s: return float_to_fp8_np(arr, dtype).tobytes()
  return np.ascontiguousarray(arr.astype(_to_np_dtype(dtype), copy=False)).tobytes()

def _storage_to_np(mv: memoryview, dtype: DType) -> np.ndarray:
  raw = np.frombuffer(mv, dtype=np.uint8)
  if dtype == dtypes.bfloat16: return bf16_to_f32_np(raw.view(np.uint16))
  if dtype in dtypes.fp8s: return fp8_to_float_np(raw, dtype)
  return raw.view(_to_np_dtype(dtype))  # type: ignore[arg-type]
