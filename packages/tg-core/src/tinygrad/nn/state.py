"""Saving and loading tensors: safetensors (memory-mapped through DISK), state dicts, and PyTorch checkpoints."""
from __future__ import annotations
import json, pathlib, pickle, struct, zipfile
from collections import OrderedDict
from typing import Any
import numpy as np
from tinygrad.dtype import DType, dtypes
from tinygrad.helpers import atomic_write, prod
from tinygrad.tensor import Tensor

safe_dtypes = {"BOOL": dtypes.bool, "I8": dtypes.int8, "U8": dtypes.uint8, "I16": dtypes.int16, "U16": dtypes.uint16, "I32": dtypes.int32,
               "U32": dtypes.uint32, "I64": dtypes.int64, "U64": dtypes.uint64, "F8_E4M3": dtypes.fp8e4m3, "F8_E5M2": dtypes.fp8e5m2,
               "F16": dtypes.float16, "BF16": dtypes.bfloat16, "F32": dtypes.float32, "F64": dtypes.float64}
inverse_safe_dtypes = {v: k for k, v in safe_dtypes.items()}

def _disk(fn: Tensor | str | pathlib.Path) -> Tensor:
  return fn if isinstance(fn, Tensor) else Tensor(pathlib.Path(fn))

def safe_load_metadata(fn: Tensor | str | pathlib.Path) -> tuple[Tensor, int, dict[str, Any]]:
  """(the file as a uint8 tensor, where the data starts, the parsed JSON header)."""
  t = _disk(fn)
  if t.numel() < 8: raise ValueError(f"{fn} is too short to be a safetensors file")
  n = int.from_bytes(bytes(t[0:8].numpy()), "little")
  if n > t.numel() - 8: raise ValueError(f"{fn}: safetensors header length {n} runs past the end of the file")
  return t, 8 + n, json.loads(bytes(t[8:8 + n].numpy()).decode())

def safe_load(fn: Tensor | str | pathlib.Path) -> dict[str, Tensor]:
  """{name: lazy DISK tensor}; nothing is read until a tensor is used."""
  t, start, header = safe_load_metadata(fn)
  out = {}
  for k, v in header.items():
    if k == "__metadata__": continue
    if v["dtype"] not in safe_dtypes: raise ValueError(f"tensor {k!r} has unknown safetensors dtype {v['dtype']}")
    dt = safe_dtypes[v["dtype"]]
    b, e = v["data_offsets"]
    out[k] = t[start + b:start + e].bitcast(dt).reshape(v["shape"]) if e > b else Tensor.empty(*v["shape"], dtype=dt, device="CPU")
  return out

def safe_save(tensors: dict[str, Tensor], fn: str | pathlib.Path, metadata: dict[str, Any] | None = None) -> None:
  """Write a safetensors file atomically: 8-byte header length, JSON header padded with spaces to 8 bytes, then the data."""
  header: dict[str, Any] = {} if metadata is None else {"__metadata__": metadata}
  offset, blobs = 0, []
  for k, v in tensors.items():
    if dtypes.is_weak(v.dtype): raise ValueError(f"tensor {k!r} has the weak dtype {v.dtype}; cast it to a concrete dtype before saving")
    data = _raw_bytes(v)
    header[k] = {"dtype": inverse_safe_dtypes[v.dtype], "shape": list(v.shape), "data_offsets": [offset, offset + len(data)]}
    offset += len(data)
    blobs.append(data)
  j = json.dumps(header, separators=(",", ":")).encode()
  j += b" " * (-len(j) % 8)
  atomic_write(fn, struct.pack("<Q", len(j)) + j + b"".join(blobs))

def _raw_bytes(t: Tensor) -> bytes:
  if t.numel() == 0: return b""
  u = t._buffer_uop()
  return bytes(u.buffer.as_memoryview())

def get_state_dict(obj: Any, prefix: str = "", tensor_type: type = Tensor) -> dict[str, Tensor]:
  """Every tensor reachable through attributes, dicts, lists and namedtuples, with dotted keys (`layers.0.weight`)."""
  if isinstance(obj, tensor_type): return {prefix.strip("."): obj}  # type: ignore[dict-item]
  if hasattr(obj, "_asdict"): return get_state_dict(obj._asdict(), prefix, tensor_type)
  if isinstance(obj, OrderedDict) or isinstance(obj, dict):
    return {k: v for key, val in obj.items() for k, v in get_state_dict(val, f"{prefix}{key}.", tensor_type).items()}
  if isinstance(obj, (list, tuple)):
    return {k: v for i, val in enumerate(obj) for k, v in get_state_dict(val, f"{prefix}{i}.", tensor_type).items()}
  if hasattr(obj, "__dict__"): return get_state_dict(obj.__dict__, prefix, tensor_type)
  return {}

def get_parameters(obj: Any) -> list[Tensor]: return list(get_state_dict(obj).values())

def load_state_dict(model: Any, state_dict: dict[str, Tensor], strict: bool = True, verbose: bool = True, consume: bool = False,
                    realize: bool = True) -> list[Tensor]:
  """Replace each model tensor by the loaded value (moved to its device). Missing keys raise KeyError when strict;
  shape or dtype mismatches raise ValueError naming the key. Returns the loaded tensors."""
  loaded = []
  for k, v in get_state_dict(model).items():
    if k not in state_dict:
      if strict: raise KeyError(f"missing key {k!r} in the state dict (pass strict=False to skip it)")
      if verbose: print(f"WARNING: not loading {k}")
      continue
    src = state_dict[k]
    if src.shape != v.shape and not ({tuple(src.shape), tuple(v.shape)} <= {(), (1,)}):
      raise ValueError(f"shape mismatch for {k!r}: the model has {v.shape}, the state dict {src.shape}")
    if src.dtype != v.dtype: raise ValueError(f"dtype mismatch for {k!r}: the model has {v.dtype}, the state dict {src.dtype}; cast it first")
    new = src.to(v.device).reshape(v.shape) if not isinstance(v.device, tuple) else src.reshape(v.shape).shard_like(v)  # sharded like v
    if isinstance(v.device, str) and not v.device.startswith("DISK") and (new.uop.is_realized or new.device != v.device): new = new.contiguous()
    v.replace(new)
    loaded.append(v)
    if consume: del state_dict[k]
  if realize: Tensor.realize_all(*loaded)
  return loaded

# ---- PyTorch checkpoints (zip format), through an unpickler that only builds tensors and plain containers ----

_TORCH_STORAGE: dict[str, DType] = {"HalfStorage": dtypes.float16, "FloatStorage": dtypes.float32, "BFloat16Storage": dtypes.bfloat16,
                                    "IntStorage": dtypes.int32, "BoolStorage": dtypes.bool, "LongStorage": dtypes.int64,
                                    "DoubleStorage": dtypes.float64, "ByteStorage": dtypes.uint8, "CharStorage": dtypes.int8,
                                    "ShortStorage": dtypes.int16}

class _Storage:
  def __init__(self, dtype: DType, key: str): self.dtype, self.key = dtype, key

class _TorchUnpickler(pickle.Unpickler):
  """Builds tensors and plain containers; any other class is refused."""
  def __init__(self, f: Any, zf: zipfile.ZipFile, prefix: str):
    super().__init__(f)
    self.zf, self.prefix = zf, prefix
  def find_class(self, module: str, name: str) -> Any:
    if module == "torch._utils" and name in ("_rebuild_tensor_v2", "_rebuild_tensor"): return self._rebuild_tensor
    if module == "torch._utils" and name == "_rebuild_parameter": return lambda data, requires_grad, hooks, *a: data
    if module == "torch" and name in _TORCH_STORAGE: return _TORCH_STORAGE[name]
    if module == "collections" and name == "OrderedDict": return OrderedDict
    raise pickle.UnpicklingError(f"refusing to load {module}.{name} from a checkpoint: only tensors and plain containers are allowed")
  def persistent_load(self, pid: Any) -> _Storage:
    if not isinstance(pid, tuple) or pid[0] != "storage" or not isinstance(pid[1], DType):
      raise pickle.UnpicklingError(f"unsupported persistent id {pid!r} in the checkpoint")
    return _Storage(pid[1], str(pid[2]))
  def _rebuild_tensor(self, storage: _Storage, offset: int, size: tuple[int, ...], stride: tuple[int, ...], *args: Any) -> Tensor:
    raw = self.zf.read(f"{self.prefix}/data/{storage.key}")
    dt = storage.dtype
    if dt == dtypes.bfloat16:
      flat = np.frombuffer(raw, dtype=np.uint16)
      arr = np.lib.stride_tricks.as_strided(flat[offset:], size, [s * 2 for s in stride]) if prod(size) else np.zeros(size, np.uint16)
      return Tensor(np.ascontiguousarray(arr).tobytes(), dtype=dtypes.uint16, device="CPU").bitcast(dtypes.bfloat16).reshape(size)
    npdt = np.dtype(dt.fmt)
    flat = np.frombuffer(raw, dtype=npdt)
    arr = np.lib.stride_tricks.as_strided(flat[offset:], size, [s * npdt.itemsize for s in stride]) if prod(size) else np.zeros(size, npdt)
    return Tensor(np.ascontiguousarray(arr), device="CPU")

def torch_load(fn: str | pathlib.Path) -> Any:
  """Load a PyTorch zip checkpoint into Tensors (on CPU). Legacy tar/pickle checkpoints are not supported."""
  if not zipfile.is_zipfile(fn):
    raise ValueError(f"{fn} is not a zip checkpoint (torch.save with the default zip format); legacy formats are unsupported")
  with zipfile.ZipFile(fn) as zf:
    pkl = next((n for n in zf.namelist() if n.endswith("/data.pkl") or n == "data.pkl"), None)
    if pkl is None: raise ValueError(f"{fn} has no data.pkl; is it a PyTorch checkpoint?")
    prefix = pkl.rsplit("/", 1)[0] if "/" in pkl else ""
    with zf.open(pkl) as f: return _TorchUnpickler(f, zf, prefix).load()

__all__ = ["get_parameters", "get_state_dict", "load_state_dict", "safe_load", "safe_load_metadata", "safe_save", "torch_load"]
