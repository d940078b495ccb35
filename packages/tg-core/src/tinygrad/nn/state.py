"""Saving and loading tensors: safetensors (memory-mapped through DISK), state dicts, and PyTorch checkpoints."""
from __future__ import annotations
import importlib.metadata, importlib.util, io, itertools, json, pathlib, pickle, struct, tarfile, zipfile
from collections.abc import Callable
from collections import OrderedDict
from typing import Any
import numpy as np
from tinygrad.dtype import DType, dtypes
from tinygrad.helpers import atomic_write, prod
from tinygrad.nn.safe_pickle import PLAIN_CLASSES, Refused, Stateful, Unpickler
from tinygrad.tensor import Tensor

safe_dtypes = {"BOOL": dtypes.bool, "I8": dtypes.int8, "U8": dtypes.uint8, "I16": dtypes.int16, "U16": dtypes.uint16, "I32": dtypes.int32,
               "U32": dtypes.uint32, "I64": dtypes.int64, "U64": dtypes.uint64, "F8_E4M3": dtypes.fp8e4m3, "F8_E5M2": dtypes.fp8e5m2,
               "F16": dtypes.float16, "BF16": dtypes.bfloat16, "F32": dtypes.float32, "F64": dtypes.float64}
inverse_safe_dtypes = {v: k for k, v in safe_dtypes.items()}

def _disk(fn: Tensor | str | pathlib.Path) -> Tensor:
  return fn if isinstance(fn, Tensor) else Tensor(pathlib.Path(fn))

def safe_load_metadata(fn: Tensor | str | pathlib.Path) -> tuple[Tensor, int, dict[str, Any]]:
  """Reads a safetensors file's header: returns (the whole file as a uint8 DISK tensor, the offset where the data starts,
  the parsed JSON header).

  Args:
    fn: a path, or a uint8 tensor holding the file.
  Raises:
    ValueError: a file too short, a header length past the end, or a header that is not a JSON object.

  Examples:
    >>> import tempfile, os; from tinygrad.nn.state import safe_save, safe_load_metadata
    >>> fn = os.path.join(tempfile.mkdtemp(), "m.safetensors")
    >>> safe_save({"w": Tensor([1.0, 2.0])}, fn, metadata={"step": "3"})
    >>> t, start, header = safe_load_metadata(fn)
    >>> print(start, header["w"], header["__metadata__"])  # 8 length bytes, then the 82-byte JSON header padded to 88
    96 {'dtype': 'F32', 'shape': [2], 'data_offsets': [0, 8]} {'step': '3'}
  """
  t = _disk(fn)
  if t.numel() < 8: raise ValueError(f"{fn} is too short to be a safetensors file (truncated)")
  n = int.from_bytes(bytes(t[0:8].numpy()), "little")
  if n > t.numel() - 8: raise ValueError(f"{fn}: safetensors header length {n} runs past the end of the file ({t.numel()} bytes): truncated")
  try: header = json.loads(bytes(t[8:8 + n].numpy()).decode())
  except (UnicodeDecodeError, json.JSONDecodeError) as e: raise ValueError(f"{fn}: the safetensors header is not valid JSON ({e})") from None
  if not isinstance(header, dict): raise ValueError(f"{fn}: the safetensors header must be a JSON object, got {type(header).__name__}")
  return t, 8 + n, header

def _safe_entry(fn: Any, k: str, v: Any, size: int) -> tuple[DType, list[int], int, int]:
  """Check one header entry against the file: known dtype, a shape of non-negative ints, offsets inside the data that fit the shape."""
  def bad(why: str) -> ValueError: return ValueError(f"{fn}: tensor {k!r} has bad offsets or metadata: {why}")
  if not isinstance(v, dict) or not {"dtype", "shape", "data_offsets"} <= v.keys(): raise bad("needs dtype, shape and data_offsets")
  if not isinstance(v["dtype"], str) or v["dtype"] not in safe_dtypes: raise bad(f"unknown safetensors dtype {v['dtype']!r}")
  shape, offs = v["shape"], v["data_offsets"]
  if not isinstance(shape, list) or not all(type(x) is int and x >= 0 for x in shape): raise bad(f"shape {shape!r} is not a list of sizes")
  if not isinstance(offs, list) or len(offs) != 2 or not all(type(x) is int for x in offs): raise bad(f"data_offsets {offs!r} are not two ints")
  (b, e), dt = offs, safe_dtypes[v["dtype"]]
  if b < 0 or e < b: raise bad(f"data_offsets {offs} are negative or reversed")
  if e > size: raise ValueError(f"{fn}: tensor {k!r} is truncated: its data_offsets {offs} run past the {size} data bytes in the file")
  if (need := prod(shape) * dt.itemsize) != e - b: raise bad(f"shape {shape} of {v['dtype']} needs {need} bytes, data_offsets {offs} hold {e - b}")
  return dt, shape, b, e

def safe_load(fn: Tensor | str | pathlib.Path) -> dict[str, Tensor]:
  """Opens a safetensors file as {name: lazy DISK tensor}: nothing is read until a tensor is used (`.to("CPU")`,
  `.numpy()`, `load_state_dict`). Every entry is checked against the file before anything is returned.

  Args:
    fn: a path, or a uint8 tensor holding the file.
  Raises:
    ValueError: a truncated file, an unknown dtype, offsets outside the data, overlapping or mis-sized entries (naming the entry).

  Examples:
    >>> import tempfile, os; from tinygrad.nn.state import safe_save, safe_load
    >>> fn = os.path.join(tempfile.mkdtemp(), "m.safetensors")
    >>> safe_save({"w": Tensor([[1, 2], [3, 4]], dtype=dtypes.int16)}, fn)
    >>> w = safe_load(fn)["w"]
    >>> print(w.device.startswith("DISK"), w.dtype, w.numpy().tolist())
    True dtypes.short [[1, 2], [3, 4]]
  """
  t, start, header = safe_load_metadata(fn)
  entries = {k: _safe_entry(fn, k, v, t.numel() - start) for k, v in header.items() if k != "__metadata__"}
  spans = sorted((b, e, k) for k, (_, _, b, e) in entries.items() if e > b)
  for (_, e0, k0), (b1, _, k1) in itertools.pairwise(spans):
    if b1 < e0: raise ValueError(f"{fn}: tensors {k0!r} and {k1!r} have bad offsets: their data_offsets overlap")
  return {k: t[start + b:start + e].bitcast(dt).reshape(shape) if e > b else Tensor.empty(*shape, dtype=dt, device="CPU")
          for k, (dt, shape, b, e) in entries.items()}

def safe_save(tensors: dict[str, Tensor], fn: str | pathlib.Path, metadata: dict[str, Any] | None = None) -> None:
  """Writes tensors to a safetensors file (realizing them first), atomically: a reader never sees a half-written file.

  Args:
    tensors: {name: tensor}; every dtype safetensors knows (bool, ints, float16/bfloat16/32/64, fp8).
    fn: the path to write.
    metadata: string values stored under `__metadata__`.
  Raises:
    ValueError: a tensor of a weak dtype (cast it first).

  Examples:
    >>> import tempfile, os; from tinygrad.nn.state import safe_save, safe_load
    >>> fn = os.path.join(tempfile.mkdtemp(), "m.safetensors")
    >>> safe_save({"a": Tensor([1.5, 2.5]), "b": Tensor([True, False])}, fn)
    >>> print({k: v.numpy().tolist() for k, v in safe_load(fn).items()})
    {'a': [1.5, 2.5], 'b': [True, False]}
  """
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
  """Every tensor reachable from obj through attributes, dicts, lists, tuples and namedtuples, keyed by its dotted path
  (`layers.0.weight`), as torch's `state_dict()` names them.

  Args:
    obj: a model (any object), dict or list.
    prefix: prepended to every key.
    tensor_type: the type to collect.

  Examples:
    >>> from tinygrad.nn.state import get_state_dict
    >>> class Net:
    ...   def __init__(self): self.layers, self.out = [nn.Linear(2, 3)], nn.Linear(3, 1, bias=False)
    >>> print({k: v.shape for k, v in get_state_dict(Net()).items()})
    {'layers.0.weight': (3, 2), 'layers.0.bias': (3,), 'out.weight': (1, 3)}
  """
  if isinstance(obj, tensor_type): return {prefix.strip("."): obj}  # type: ignore[dict-item]
  if hasattr(obj, "_asdict"): return get_state_dict(obj._asdict(), prefix, tensor_type)
  if isinstance(obj, OrderedDict) or isinstance(obj, dict):
    return {k: v for key, val in obj.items() for k, v in get_state_dict(val, f"{prefix}{key}.", tensor_type).items()}
  if isinstance(obj, (list, tuple)):
    return {k: v for i, val in enumerate(obj) for k, v in get_state_dict(val, f"{prefix}{i}.", tensor_type).items()}
  if hasattr(obj, "__dict__"): return get_state_dict(obj.__dict__, prefix, tensor_type)
  return {}

def get_parameters(obj: Any) -> list[Tensor]:
  """The tensors of `get_state_dict(obj)`, in the same order: what an optimizer takes.

  Examples:
    >>> from tinygrad.nn.state import get_parameters
    >>> print([p.shape for p in get_parameters(nn.Linear(4, 2))])
    [(2, 4), (2,)]
  """
  return list(get_state_dict(obj).values())

def load_state_dict(model: Any, state_dict: dict[str, Tensor], strict: bool = True, verbose: bool = True, consume: bool = False,
                    realize: bool = True) -> list[Tensor]:
  """Loads state_dict into model: each of the model's tensors (as `get_state_dict` names them) is replaced by the loaded
  value, moved to the model tensor's device (or sharded like it) and cast to its dtype (as tinygrad: a checkpoint's float
  num_batches_tracked loads into a long buffer).

  Args:
    model: the object whose tensors are replaced.
    state_dict: {dotted name: tensor}, e.g. from `safe_load` or `torch_load`.
    strict: a key the model has and state_dict lacks raises; otherwise it is skipped (with a warning when verbose).
    verbose: print skipped keys.
    consume: delete each loaded key from state_dict (frees DISK/host copies early).
    realize: realize the loaded tensors before returning.
  Returns:
    The model's tensors that were loaded.
  Raises:
    KeyError: a missing key when strict.
    ValueError: a shape mismatch, naming the key.

  Examples:
    >>> from tinygrad.nn.state import load_state_dict
    >>> lin = nn.Linear(2, 1)
    >>> _ = load_state_dict(lin, {"weight": Tensor([[2.0, 3.0]]), "bias": Tensor([1.0])})
    >>> print(lin(Tensor([[1.0, 1.0]])).numpy())
    [[6.]]
  """
  loaded = []
  for k, v in get_state_dict(model).items():
    if k not in state_dict:
      if strict: raise KeyError(f"missing key {k!r} in the state dict (pass strict=False to skip it)")
      if verbose: print(f"WARNING: not loading {k}")
      continue
    src = state_dict[k]
    if src.shape != v.shape and not ({tuple(src.shape), tuple(v.shape)} <= {(), (1,)}):
      raise ValueError(f"shape mismatch for {k!r}: the model has {v.shape}, the state dict {src.shape}")
    if src.dtype != v.dtype: src = src.cast(v.dtype)
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

class _StorageType:
  """What `torch.FloatStorage` and its siblings unpickle to: a fresh stand-in, never the interned DType a pickle could change."""
  __slots__ = ("dtype",)
  def __init__(self, dtype: DType): self.dtype = dtype

class _Storage:
  def __init__(self, dtype: DType, key: str): self.dtype, self.key = dtype, key

class _Dummy(Stateful):
  """Stands in for a class from a module this loader does not know (a model's own classes): keeps its arguments and state, runs no
  code."""
  def __init__(self, *args: Any, **kwargs: Any): self.args, self.kwargs = args, kwargs

def _unknown_module(module: str) -> bool:
  return module.split(".")[0] == "torch" or importlib.util.find_spec(module.split(".")[0]) is None

class _TorchUnpickler(Unpickler):
  """Builds tensors and plain containers; classes from unknown modules become dummies; anything else is refused."""
  def __init__(self, f: Any, read: Callable[[str, DType, int], bytes | None]):
    super().__init__(f)
    self.read, self.seen = read, dict[str, DType]()
  def find_class(self, module: str, name: str) -> Any:
    if module == "torch._utils" and name in ("_rebuild_tensor_v2", "_rebuild_tensor"): return self._rebuild_tensor
    if module == "torch._utils" and name in ("_rebuild_parameter", "_rebuild_parameter_with_state"): return lambda data, *a: data
    if module == "torch" and name in _TORCH_STORAGE: return _StorageType(_TORCH_STORAGE[name])
    if (module, name) not in PLAIN_CLASSES and _unknown_module(module): return type(name.rsplit(".", 1)[-1], (_Dummy,), {"__module__": module})
    return super().find_class(module, name)
  def persistent_load(self, pid: Any) -> _Storage:
    if not isinstance(pid, tuple) or len(pid) < 3 or pid[0] != "storage" or not isinstance(pid[1], _StorageType):
      raise pickle.UnpicklingError(f"unsupported persistent id {pid!r} in the checkpoint")
    self.seen[str(pid[2])] = pid[1].dtype
    return _Storage(pid[1].dtype, str(pid[2]))
  def _rebuild_tensor(self, storage: _Storage, offset: int, size: tuple[int, ...], stride: tuple[int, ...], *args: Any) -> Tensor | None:
    if not isinstance(storage, _Storage): raise pickle.UnpicklingError(f"corrupt checkpoint: a tensor's storage is a {type(storage).__name__}")
    if not isinstance(size, (tuple, list)) or not isinstance(stride, (tuple, list)):
      raise ValueError(f"checkpoint tensor in storage {storage.key!r} has bad offsets: size {size!r}, stride {stride!r}")
    dt, size, stride = storage.dtype, tuple(size), tuple(stride)
    if not all(type(x) is int and x >= 0 for x in (offset, *size, *stride)) or len(size) != len(stride):
      raise ValueError(f"checkpoint tensor in storage {storage.key!r} has bad offsets: offset {offset}, size {size}, stride {stride}")
    need = offset + sum((n - 1) * st for n, st in zip(size, stride)) + 1 if prod(size) else 0
    if (raw := self.read(storage.key, dt, need)) is None: return None  # the first pass over a legacy file only wants storage keys
    if len(raw) < need * dt.itemsize:
      raise ValueError(f"checkpoint tensor in storage {storage.key!r} is truncated: offset {offset}, size {size}, stride {stride} need "
                       f"{need} elements of {dt.name}, the storage holds {len(raw) // dt.itemsize}")
    if dt == dtypes.bfloat16:
      flat = np.frombuffer(raw, dtype=np.uint16)
      arr = np.lib.stride_tricks.as_strided(flat[offset:], size, [s * 2 for s in stride]) if prod(size) else np.zeros(size, np.uint16)
      return Tensor(np.ascontiguousarray(arr).tobytes(), dtype=dtypes.uint16, device="CPU").bitcast(dtypes.bfloat16).reshape(size)
    npdt = np.dtype(dt.fmt)
    flat = np.frombuffer(raw, dtype=npdt)
    arr = np.lib.stride_tricks.as_strided(flat[offset:], size, [s * npdt.itemsize for s in stride]) if prod(size) else np.zeros(size, npdt)
    return Tensor(np.ascontiguousarray(arr).reshape(size), device="CPU")  # ascontiguousarray makes a 0-d array 1-d

_LEGACY_MAGIC = 0x1950a86a20f9469cfc6c

def _plain(f: Any) -> Any:
  """One pickle of plain values, read with the same class allowlist (a header must not run code either)."""
  return _TorchUnpickler(f, lambda key, dt, n: b"").load()

def _legacy_load(f: Any) -> Any:
  """A pre-zip torch.save file: magic, protocol, sys info, the object pickle, its storage keys, then each storage (int64 count, data).
  The object pickle is read twice: once to find where the storages start, once to build tensors from them."""
  start = f.tell()
  storages: dict[str, bytes] = {}
  stub = _TorchUnpickler(f, lambda key, dt, n: None)
  stub.load()
  for key in map(str, _plain(f)):
    if key not in stub.seen: raise ValueError(f"legacy checkpoint lists storage {key!r} that no tensor uses; the file is corrupt")
    if len(cnt := f.read(8)) < 8 or (count := struct.unpack("<q", cnt)[0]) < 0:
      raise ValueError(f"legacy checkpoint storage {key!r} has a bad or truncated element count")
    storages[key] = f.read(count * stub.seen[key].itemsize)
  f.seek(start)
  return _TorchUnpickler(f, lambda key, dt, n: storages[key]).load()

class TensorIO(io.RawIOBase):
  """A read-only, seekable binary file over a 1-D uint8 tensor (a DISK file, a download, ...), so tarfile, zipfile and
  pickle read a tensor without copying it to a bytes object first.

  Raises:
    ValueError: a tensor that is not 1-D uint8; a seek to a negative position.

  Examples:
    >>> from tinygrad.nn.state import TensorIO
    >>> f = TensorIO(Tensor(list(b"hello world"), dtype=dtypes.uint8))
    >>> _ = f.seek(6); print(f.read(5))
    b'world'
  """
  def __init__(self, t: Tensor):
    if t.ndim != 1 or t.dtype != dtypes.uint8: raise ValueError(f"TensorIO needs a 1-D uint8 tensor, got {t.dtype} of shape {t.shape}")
    super().__init__()
    self._tensor, self._pos = t, 0
  def readable(self) -> bool: return True
  def seekable(self) -> bool: return True
  def tell(self) -> int: return self._pos
  def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
    base = {io.SEEK_SET: 0, io.SEEK_CUR: self._pos, io.SEEK_END: int(self._tensor.shape[0])}[whence]
    if base + offset < 0: raise ValueError(f"seek to {base + offset}: negative positions are invalid")
    self._pos = base + offset
    return self._pos
  def readinto(self, buffer: Any) -> int:
    n = max(0, min(len(buffer), int(self._tensor.shape[0]) - self._pos))
    if n: buffer[:n] = bytes(self._tensor[self._pos:self._pos + n].data())
    self._pos += n
    return n

def tar_extract(fn: Tensor | str | pathlib.Path) -> dict[str, Tensor]:
  """The regular files of a tar archive (uncompressed) as {member path: uint8 tensor}: each a slice of the archive's
  tensor, nothing copied.

  Args:
    fn: a path or a uint8 tensor holding the archive.

  Examples:
    >>> import io, os, tarfile, tempfile; from tinygrad.nn.state import tar_extract
    >>> fn = os.path.join(tempfile.mkdtemp(), "a.tar")
    >>> with tarfile.open(fn, "w") as tar:
    ...   info = tarfile.TarInfo("x.bin"); info.size = 3; tar.addfile(info, io.BytesIO(b"abc"))
    >>> print({k: bytes(v.numpy()) for k, v in tar_extract(fn).items()})
    {'x.bin': b'abc'}
  """
  t = _disk(fn)
  with tarfile.open(fileobj=TensorIO(t), mode="r:") as tar:
    return {m.name: t[m.offset_data:m.offset_data + m.size] for m in tar.getmembers() if m.isfile()}

def zip_extract(fn: Tensor | str | pathlib.Path) -> dict[str, Tensor]:
  """The files of a zip archive as {member path: uint8 tensor}: stored members are slices of the archive's tensor,
  DEFLATE ones are decompressed now.

  Raises:
    ValueError: a member with a compression other than stored or DEFLATE.

  Examples:
    >>> import os, tempfile, zipfile; from tinygrad.nn.state import zip_extract
    >>> fn = os.path.join(tempfile.mkdtemp(), "a.zip")
    >>> with zipfile.ZipFile(fn, "w") as zf: zf.writestr("x.txt", "hi")
    >>> print({k: bytes(v.numpy()) for k, v in zip_extract(fn).items()})
    {'x.txt': b'hi'}
  """
  t, out = _disk(fn), {}
  with zipfile.ZipFile(TensorIO(t)) as zf:
    for info in zf.infolist():
      if info.is_dir(): continue
      if info.compress_type == zipfile.ZIP_DEFLATED: out[info.filename] = Tensor(zf.read(info), device="CPU"); continue
      if info.compress_type != zipfile.ZIP_STORED: raise ValueError(f"zip member {info.filename!r} uses compression {info.compress_type}; "
                                                                   "only stored and DEFLATE members are supported")
      local = bytes(t[info.header_offset:info.header_offset + 30].data())  # local header: name and extra lengths at bytes 26-29
      start = info.header_offset + 30 + int.from_bytes(local[26:28], "little") + int.from_bytes(local[28:30], "little")
      out[info.filename] = t[start:start + info.file_size]
  return out

def _zip_member(zf: zipfile.ZipFile, name: str) -> bytes:
  try: return zf.read(name)
  except KeyError: raise ValueError(f"checkpoint storage {name!r} is missing from the archive (truncated)") from None

def torch_load(fn: str | pathlib.Path) -> Any:
  """Loads a PyTorch checkpoint into Tensors (on CPU), without torch: the zip format `torch.save` writes, or the legacy
  pickle format. Only tensors, plain containers and numbers are built; classes from unknown modules become inert stand-ins, and
  any other callable the pickle names is refused (nn.safe_pickle), so a malicious file cannot run code.

  Args:
    fn: the checkpoint's path.
  Returns:
    What was saved: usually a {name: Tensor} state dict, for `load_state_dict`.
  Raises:
    ValueError: a file that is not a PyTorch checkpoint, or a truncated one.
    pickle.UnpicklingError: a pickle that names a refused callable.

  Examples:
    >>> import os, tempfile; from tinygrad.nn.state import torch_load
    >>> fn = os.path.join(tempfile.mkdtemp(), "not_a_checkpoint.pt")
    >>> with open(fn, "wb") as f: _ = f.write(b"hello")
    >>> torch_load(fn)
    Traceback (most recent call last):
    ...
    ValueError: ...not_a_checkpoint.pt is not a PyTorch checkpoint (neither the zip format nor the legacy pickle format); re-save it with torch.save
  """
  if zipfile.is_zipfile(fn):
    with zipfile.ZipFile(fn) as zf:
      pkl = next((n for n in zf.namelist() if n.endswith("/data.pkl") or n == "data.pkl"), None)
      if pkl is None: raise ValueError(f"{fn} has no data.pkl; is it a PyTorch checkpoint?")
      prefix = pkl.rsplit("/", 1)[0] + "/" if "/" in pkl else ""
      return _TorchUnpickler(io.BytesIO(zf.read(pkl)), lambda key, dt, n: _zip_member(zf, f"{prefix}data/{key}")).load()
  with open(fn, "rb") as f:
    try: magic = _plain(f)
    except Refused: raise
    except (pickle.UnpicklingError, EOFError, ValueError, IndexError, KeyError): magic = None
    if magic != _LEGACY_MAGIC:
      raise ValueError(f"{fn} is not a PyTorch checkpoint (neither the zip format nor the legacy pickle format); re-save it with torch.save")
    if (proto := _plain(f)) != 1001: raise ValueError(f"{fn}: unsupported legacy checkpoint protocol {proto}")
    _plain(f)  # sys info: endianness and type sizes, which are the little-endian defaults numpy reads
    return _legacy_load(f)

def gguf_load(tensor: Tensor | str | pathlib.Path) -> tuple[dict[str, Any], dict[str, Tensor]]:
  """Reads a GGUF file (llama.cpp's format) as (metadata, {name: Tensor}), every quantised tensor dequantized, as
  tinygrad's `nn.state.gguf_load`. The reader and the dequantizers belong to tg-llm (found through its `tinygrad.loaders` entry
  point), so tg-core has one GGUF parser without depending on tg-llm.

  Args:
    tensor: a path or a uint8 tensor holding the file.
  Raises:
    ImportError: tg-llm is not installed.
    ValueError: a malformed file (every offset and size is checked).

  Examples:
    >>> import os, tempfile; from tinygrad.nn.state import gguf_load; from tinygrad.llm.gguf import gguf_write
    >>> fn = os.path.join(tempfile.mkdtemp(), "m.gguf")
    >>> gguf_write(fn, {"general.name": "demo"}, {"w": np.arange(4, dtype=np.float32).reshape(2, 2)})
    >>> kv, tensors = gguf_load(fn)
    >>> print(kv["general.name"], tensors["w"].numpy().tolist())
    demo [[0.0, 1.0], [2.0, 3.0]]
  """
  if (ep := next((e for e in importlib.metadata.entry_points(group="tinygrad.loaders") if e.name == "gguf"), None)) is None:
    raise ImportError("gguf_load needs the tg-llm wheel, which owns the GGUF reader: pip install tg-llm (or uv sync in the tg checkout)")
  return ep.load()(tensor)

__all__ = ["TensorIO", "get_parameters", "get_state_dict", "gguf_load", "load_state_dict", "safe_load", "safe_load_metadata", "safe_save",
           "tar_extract", "torch_load", "zip_extract"]
