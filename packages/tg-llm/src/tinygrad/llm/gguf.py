"""GGUF files: the header reader (every offset and count checked against the file size) and the writer.

The reader never copies weights: `GGUFFile` memory-maps the file and hands out zero-copy byte views of each
tensor, which a device-side loader slices the same way (TensorInfo.offset/nbytes are absolute file positions).
Numpy reference dequantisation lives in `tinygrad.llm.quants`, Tensor-side loading (`gguf_load`) in `tinygrad.llm.dequant`,
the type table in `tinygrad.llm.ggml_types`.
"""
from __future__ import annotations
import mmap, os, pathlib, re, struct, tempfile
from dataclasses import dataclass
from enum import IntEnum
from collections.abc import Iterable, Mapping
from typing import Any
import numpy as np
from tinygrad.llm.ggml_types import GGML_BLOCKS, GGMLType, RawTensor, ggml_nbytes, ggml_type_name

GGUF_MAGIC = b"GGUF"
GGUF_VERSIONS = (2, 3)
GGUF_DEFAULT_ALIGNMENT = 32
MAX_DIMS = 8  # ggml uses 4; anything past 8 is a corrupt n_dims, not a real tensor

class GGUFValueType(IntEnum):
  UINT8 = 0; INT8 = 1; UINT16 = 2; INT16 = 3; UINT32 = 4; INT32 = 5; FLOAT32 = 6; BOOL = 7; STRING = 8; ARRAY = 9
  UINT64 = 10; INT64 = 11; FLOAT64 = 12

_SCALAR_FMT = {GGUFValueType.UINT8: "B", GGUFValueType.INT8: "b", GGUFValueType.UINT16: "H", GGUFValueType.INT16: "h",
               GGUFValueType.UINT32: "I", GGUFValueType.INT32: "i", GGUFValueType.FLOAT32: "f", GGUFValueType.BOOL: "?",
               GGUFValueType.UINT64: "Q", GGUFValueType.INT64: "q", GGUFValueType.FLOAT64: "d"}
_U64 = struct.Struct("<Q")
# fewest bytes one value of each type can take: bounds an array count before anything is allocated
_MIN_SIZE = {**{t: struct.calcsize("<" + f) for t, f in _SCALAR_FMT.items()}, GGUFValueType.STRING: 8, GGUFValueType.ARRAY: 12}
# arrays of arrays nest at most this deep: real files nest once, and a corrupt one must raise ValueError, not exhaust the stack
MAX_ARRAY_DEPTH = 16

@dataclass(frozen=True)
class TensorInfo:
  name: str
  shape: tuple[int, ...]  # numpy order: ggml's dims reversed, slowest first
  ggml_type: int
  offset: int             # absolute byte offset in the file
  nbytes: int
  @property
  def n(self) -> int: return int(np.prod(self.shape, dtype=np.int64)) if self.shape else 1

@dataclass(frozen=True)
class GGUFHeader:
  version: int
  kv: dict[str, Any]
  tensors: dict[str, TensorInfo]
  alignment: int
  data_offset: int

class _Reader:
  """Little-endian cursor over a buffer; every read is checked against the buffer's end."""
  def __init__(self, buf: memoryview): self.buf, self.pos, self.size = buf, 0, len(buf)
  def _need(self, n: int, what: str) -> None:
    if self.pos + n > self.size:
      raise ValueError(f"GGUF file is truncated: {what} needs {n} bytes at offset {self.pos} but the file ends at {self.size}")
  def unpack(self, fmt: str, what: str) -> Any:
    n = struct.calcsize("<" + fmt)
    self._need(n, what)
    v = struct.unpack_from("<" + fmt, self.buf, self.pos)
    self.pos += n
    return v[0] if len(v) == 1 else v
  def count(self, what: str, min_item: int) -> int:
    n = self.unpack("Q", f"{what} count")
    if n * min_item > self.size - self.pos:
      raise ValueError(f"GGUF file is truncated or corrupt: {what} count {n} needs at least {n*min_item} bytes but only {self.size-self.pos} remain")
    return n
  def string(self, what: str) -> str:
    n = self.count(f"{what} length", 1)
    raw = bytes(self.buf[self.pos:self.pos+n])
    self.pos += n
    try: return raw.decode("utf-8")
    except UnicodeDecodeError as e: raise ValueError(f"GGUF file is corrupt: {what} is not valid UTF-8 ({e})") from None
  def value_type(self, what: str) -> GGUFValueType:
    t = self.unpack("i", f"{what} type")
    if t not in GGUFValueType._value2member_map_: raise ValueError(f"GGUF file is corrupt: {what} has unknown value type {t}")
    return GGUFValueType(t)
  def value(self, vtype: GGUFValueType, what: str, depth: int = 0) -> Any:
    if vtype == GGUFValueType.STRING: return self.string(what)
    if vtype == GGUFValueType.ARRAY: return self.array(what, depth)
    return self.unpack(_SCALAR_FMT[vtype], what)
  def array(self, what: str, depth: int = 0) -> list:
    if depth >= MAX_ARRAY_DEPTH: raise ValueError(f"GGUF file is corrupt: {what.split('[')[0]} nests arrays more than {MAX_ARRAY_DEPTH} deep")
    etype = self.value_type(f"{what} element")
    n = self.count(f"{what} array", _MIN_SIZE[etype])
    if etype in _SCALAR_FMT:  # numeric arrays in one numpy read: token score/type arrays hold 100k+ entries
      a = np.frombuffer(self.buf, dtype=np.dtype("<" + _SCALAR_FMT[etype]), count=n, offset=self.pos)
      self.pos += a.nbytes
      return a.tolist()
    if etype == GGUFValueType.STRING: return self.strings(n, what)
    return [self.value(etype, f"{what}[{i}]", depth + 1) for i in range(n)]
  def strings(self, n: int, what: str) -> list[str]:
    """n strings in a tight loop: vocabularies and merge lists hold hundreds of thousands."""
    buf, pos, size, out, length = self.buf, self.pos, self.size, [], _U64.unpack_from
    try:
      for i in range(n):
        if pos + 8 > size: raise ValueError(f"GGUF file is truncated: {what}[{i}] length at offset {pos} is past the end {size}")
        ln = length(buf, pos)[0]
        if (pos := pos + 8) + ln > size:
          raise ValueError(f"GGUF file is truncated or corrupt: {what}[{i}] length {ln} at {pos-8} runs past the end {size}")
        out.append(str(buf[pos:pos+ln], "utf-8"))
        pos += ln
    except UnicodeDecodeError as e: raise ValueError(f"GGUF file is corrupt: {what}[{len(out)}] is not valid UTF-8 ({e})") from None
    self.pos = pos
    return out

def parse_header(buf: bytes | bytearray | memoryview | mmap.mmap) -> GGUFHeader:
  """Parse a whole GGUF file image (bytes or a memory map). Raises ValueError naming the first problem found."""
  r = _Reader(memoryview(buf).cast("B"))
  if (magic := bytes(r.buf[:4])) != GGUF_MAGIC:
    raise ValueError(f"not a GGUF file: the first 4 bytes are {magic!r}, expected {GGUF_MAGIC!r}")
  r.pos = 4
  version = r.unpack("I", "version")
  if version not in GGUF_VERSIONS:
    hint = " (a big-endian file?)" if int.from_bytes(version.to_bytes(4, "little"), "big") in GGUF_VERSIONS else ""
    raise ValueError(f"Invalid GGUF format! version {version}{hint} is not supported, only versions 2 and 3 are read")
  n_tensors = r.count("tensor", 8 + 4 + 4 + 8)
  kv: dict[str, Any] = {}
  for i in range(r.count("metadata key/value", 8 + 4 + 1)):
    key = r.string(f"metadata key #{i}")
    if key in kv: raise ValueError(f"GGUF file is corrupt: metadata key {key!r} appears twice")
    kv[key] = r.value(r.value_type(f"metadata {key!r}"), f"metadata {key!r}")
  raw_infos = [_tensor_info(r, i) for i in range(n_tensors)]
  alignment = kv.get("general.alignment", GGUF_DEFAULT_ALIGNMENT)
  if not isinstance(alignment, int) or isinstance(alignment, bool) or alignment <= 0 or alignment & (alignment - 1):
    raise ValueError(f"GGUF file is corrupt: general.alignment {alignment!r} is not a positive power of two")
  data_offset = -(-r.pos // alignment) * alignment
  if data_offset > r.size: raise ValueError(f"GGUF file is truncated: the data section starts at {data_offset} but the file ends at {r.size}")
  return GGUFHeader(version, kv, _place_tensors(raw_infos, alignment, data_offset, r.size), alignment, data_offset)

def _tensor_info(r: _Reader, i: int) -> tuple[str, tuple[int, ...], int, int]:
  name = r.string(f"tensor #{i} name")
  n_dims = r.unpack("I", f"tensor {name!r} n_dims")
  if n_dims > MAX_DIMS: raise ValueError(f"GGUF file is corrupt: tensor {name!r} claims {n_dims} dims (at most {MAX_DIMS})")
  dims = tuple(r.unpack("Q", f"tensor {name!r} dim {d}") for d in range(n_dims))
  ggml_type = r.unpack("i", f"tensor {name!r} type")
  return name, dims, ggml_type, r.unpack("Q", f"tensor {name!r} offset")

def _place_tensors(raw: list[tuple[str, tuple[int, ...], int, int]], alignment: int, data_offset: int, size: int) -> dict[str, TensorInfo]:
  tensors: dict[str, TensorInfo] = {}
  for name, dims, ggml_type, rel in raw:
    if name in tensors: raise ValueError(f"GGUF file is corrupt: tensor name {name!r} appears twice")
    if ggml_type not in GGML_BLOCKS: raise ValueError(f"GGUF file is corrupt: tensor {name!r} has unknown ggml type {ggml_type}")
    blk, bsize = GGML_BLOCKS[ggml_type]
    if dims and dims[0] % blk:
      raise ValueError(f"GGUF file is corrupt: tensor {name!r} row length {dims[0]} is not a multiple of the {ggml_type_name(ggml_type)} block {blk}")
    n = 1
    for d in dims: n *= d
    nbytes = n // blk * bsize
    if rel % alignment: raise ValueError(f"GGUF file is corrupt: tensor {name!r} offset {rel} is not aligned to {alignment}")
    if data_offset + rel + nbytes > size:
      raise ValueError(f"GGUF file is truncated: tensor {name!r} needs bytes {data_offset+rel}..{data_offset+rel+nbytes} but the file ends at {size}")
    tensors[name] = TensorInfo(name, dims[::-1], ggml_type, data_offset + rel, nbytes)
  return tensors

class GGUFFile:
  """A GGUF file, memory-mapped and checked (every offset and size against the file): `.kv` the metadata, `.tensors` the
  TensorInfo (name, shape, type, offset) of each tensor, `.raw(name)` its bytes without a copy. A context manager.

  Raises:
    ValueError: an empty or malformed file (naming the field and offset).

  Examples:
    >>> import os, tempfile; from tinygrad.llm.gguf import GGUFFile, gguf_write
    >>> fn = os.path.join(tempfile.mkdtemp(), "m.gguf")
    >>> gguf_write(fn, {"general.name": "demo"}, {"w": np.arange(6, dtype=np.float32).reshape(2, 3)})
    >>> with GGUFFile(fn) as f: print(f.kv["general.name"], f.tensors["w"].shape)
    demo (2, 3)
  """
  def __init__(self, path: str | os.PathLike):
    self.path = pathlib.Path(path)
    with open(self.path, "rb") as f:
      if os.fstat(f.fileno()).st_size == 0: raise ValueError(f"{self.path} is empty, not a GGUF file")
      self._mm: mmap.mmap | None = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    try: self.header = parse_header(self._mm)
    except BaseException:
      self.close()
      raise
  @property
  def kv(self) -> dict[str, Any]:
    """The metadata: {key: value} (ints, floats, strings, bools, lists).

    Examples:
      >>> import os, tempfile; from tinygrad.llm.gguf import GGUFFile, gguf_write
      >>> fn = os.path.join(tempfile.mkdtemp(), "m.gguf")
      >>> gguf_write(fn, {"general.name": "demo"}, {"w": np.arange(6, dtype=np.float32).reshape(2, 3)})
      >>> with GGUFFile(fn) as f: print(f.kv)
      {'general.name': 'demo'}
    """
    return self.header.kv
  @property
  def tensors(self) -> dict[str, TensorInfo]:
    """Each tensor's TensorInfo (shape in numpy order, ggml type, element count, byte offset and size) by name.

    Examples:
      >>> import os, tempfile; from tinygrad.llm.gguf import GGUFFile, gguf_write
      >>> fn = os.path.join(tempfile.mkdtemp(), "m.gguf")
      >>> gguf_write(fn, {"general.name": "demo"}, {"w": np.arange(6, dtype=np.float32).reshape(2, 3)})
      >>> with GGUFFile(fn) as f: i = f.tensors["w"]; print(i.shape, i.ggml_type, i.nbytes)
      (2, 3) 0 24
    """
    return self.header.tensors
  def raw(self, name: str) -> np.ndarray:
    """The bytes of one tensor as a uint8 array over the map (no copy; valid while it is referenced).

    Raises:
      ValueError: the file is closed. KeyError: no such tensor.

    Examples:
      >>> import os, tempfile; from tinygrad.llm.gguf import GGUFFile, gguf_write
      >>> fn = os.path.join(tempfile.mkdtemp(), "m.gguf")
      >>> gguf_write(fn, {"general.name": "demo"}, {"w": np.arange(6, dtype=np.float32).reshape(2, 3)})
      >>> with GGUFFile(fn) as f: print(f.raw("w")[:8].view(np.float32))
      [0. 1.]
    """
    if self._mm is None: raise ValueError(f"{self.path} is closed")
    info = self.tensors[name]
    return np.frombuffer(self._mm, dtype=np.uint8, count=info.nbytes, offset=info.offset)
  def dequantize(self, name: str) -> np.ndarray:
    """One tensor's values as numpy (float32 for float and quantised types), in its shape.

    Examples:
      >>> import os, tempfile; from tinygrad.llm.gguf import GGUFFile, gguf_write
      >>> fn = os.path.join(tempfile.mkdtemp(), "m.gguf")
      >>> gguf_write(fn, {"general.name": "demo"}, {"w": np.arange(6, dtype=np.float32).reshape(2, 3)})
      >>> with GGUFFile(fn) as f: print(f.dequantize("w"))
      [[0. 1. 2.]
       [3. 4. 5.]]
    """
    from tinygrad.llm.quants import dequantize  # the codecs (and their i-quant grids) load only when a tensor is decoded
    info = self.tensors[name]
    return dequantize(self.raw(name), info.ggml_type, info.n).reshape(info.shape)
  def close(self) -> None:
    """Unmaps the file (arrays from raw() keep their bytes alive until they go).

    Examples:
      >>> import os, tempfile; from tinygrad.llm.gguf import GGUFFile, gguf_write
      >>> fn = os.path.join(tempfile.mkdtemp(), "m.gguf")
      >>> gguf_write(fn, {"general.name": "demo"}, {"w": np.arange(6, dtype=np.float32).reshape(2, 3)})
      >>> f = GGUFFile(fn); f.close(); f.raw("w")
      Traceback (most recent call last):
      ...
      ValueError: ... is closed
    """
    # views handed out by raw() keep the map alive; the map is then freed when the last view goes
    if self._mm is not None:
      try: self._mm.close()
      except BufferError: pass
      self._mm = None
  def __enter__(self) -> GGUFFile: return self
  def __exit__(self, *_: Any) -> None: self.close()

_SPLIT_NAME = re.compile(r"(.*)-00001-of-(\d{5})\.gguf")

def split_paths(path: str | os.PathLike, kv: dict[str, Any]) -> list[pathlib.Path]:
  """Every part of a (possibly split) model given its first file and that file's metadata; the file itself if not split."""
  path = pathlib.Path(path)
  if (count := kv.get("split.count", 1)) <= 1: return [path]
  if kv.get("split.no", 0) != 0: raise ValueError(f"{path} is part {kv['split.no'] + 1} of a split model: load part 1 (-00001-of-{count:05d}.gguf)")
  if not (m := _SPLIT_NAME.fullmatch(path.name)) or int(m.group(2)) != count:
    raise ValueError(f"{path.name} is the first of {count} parts but is not named <prefix>-00001-of-{count:05d}.gguf, so the others cannot be found")
  parts = [path.with_name(f"{m.group(1)}-{k:05d}-of-{count:05d}.gguf") for k in range(1, count + 1)]
  if missing := [p.name for p in parts if not p.exists()]: raise FileNotFoundError(f"split model {path.name} is missing parts: {', '.join(missing)}")
  return parts

def gguf_read(path: str | os.PathLike) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
  """Reads a whole GGUF model into numpy: (metadata of the first part, {name: array} of every part), float and quantised types
  as float32, in numpy shape order.

  Examples:
    >>> import os, tempfile; from tinygrad.llm.gguf import gguf_read, gguf_write
    >>> fn = os.path.join(tempfile.mkdtemp(), "m.gguf")
    >>> gguf_write(fn, {"general.name": "demo"}, {"w": np.arange(6, dtype=np.float32).reshape(2, 3)})
    >>> kv, ts = gguf_read(fn)
    >>> print(kv["general.name"], ts["w"].tolist())
    demo [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
  """
  with GGUFFile(path) as f: kv, tensors = f.kv, {name: f.dequantize(name) for name in f.tensors}
  for part in split_paths(path, kv)[1:]:
    with GGUFFile(part) as f: tensors.update({name: f.dequantize(name) for name in f.tensors})
  return kv, tensors

# ---------------------------------------------------------------- writer

@dataclass(frozen=True)
class Typed:
  """A metadata value with an explicit GGUF type (for an array: the element type)."""
  vtype: GGUFValueType
  value: Any

_NP_GGML = {np.dtype(np.float32): GGMLType.F32, np.dtype(np.float16): GGMLType.F16, np.dtype(np.int8): GGMLType.I8,
            np.dtype(np.int16): GGMLType.I16, np.dtype(np.int32): GGMLType.I32, np.dtype(np.int64): GGMLType.I64,
            np.dtype(np.float64): GGMLType.F64}
_NP_VTYPE = {np.dtype(np.uint8): GGUFValueType.UINT8, np.dtype(np.int8): GGUFValueType.INT8, np.dtype(np.uint16): GGUFValueType.UINT16,
             np.dtype(np.int16): GGUFValueType.INT16, np.dtype(np.uint32): GGUFValueType.UINT32, np.dtype(np.int32): GGUFValueType.INT32,
             np.dtype(np.float32): GGUFValueType.FLOAT32, np.dtype(np.bool_): GGUFValueType.BOOL, np.dtype(np.uint64): GGUFValueType.UINT64,
             np.dtype(np.int64): GGUFValueType.INT64, np.dtype(np.float64): GGUFValueType.FLOAT64}

def _infer_vtype(v: Any, key: str) -> GGUFValueType:
  if isinstance(v, Typed): return GGUFValueType.ARRAY if isinstance(v.value, (list, tuple, np.ndarray)) else v.vtype
  if isinstance(v, (bool, np.bool_)): return GGUFValueType.BOOL
  if isinstance(v, np.generic): return _NP_VTYPE[v.dtype]
  if isinstance(v, int):  # unsigned 32-bit first: llama.cpp reads most integer hyperparameters as uint32
    if 0 <= v < 2**32: return GGUFValueType.UINT32
    if -2**31 <= v < 2**31: return GGUFValueType.INT32
    return GGUFValueType.UINT64 if v >= 0 else GGUFValueType.INT64
  if isinstance(v, float): return GGUFValueType.FLOAT32
  if isinstance(v, str): return GGUFValueType.STRING
  if isinstance(v, (list, tuple, np.ndarray)): return GGUFValueType.ARRAY
  raise ValueError(f"metadata {key!r}: cannot store a {type(v).__name__} in GGUF; use int, float, bool, str, a list, or Typed(vtype, value)")

def _array_etype(v: Any, key: str) -> tuple[GGUFValueType, list]:
  if isinstance(v, Typed): return v.vtype, list(v.value)
  if isinstance(v, np.ndarray): return _NP_VTYPE[v.dtype], v.tolist()
  items = list(v)
  if not items: return GGUFValueType.UINT32, items
  if all(isinstance(x, int) and not isinstance(x, bool) for x in items):
    lo, hi = min(items), max(items)
    return (GGUFValueType.INT32 if -2**31 <= lo and hi < 2**31 else GGUFValueType.INT64), items
  types = {_infer_vtype(x, key) for x in items}
  if len(types) != 1: raise ValueError(f"metadata {key!r}: array mixes value types {sorted(t.name for t in types)}")
  return types.pop(), items

def _encode_value(vtype: GGUFValueType, v: Any, key: str) -> bytes:
  if vtype == GGUFValueType.ARRAY:
    etype, items = _array_etype(v, key)
    try: body = b"".join(_encode_value(etype, x, key) for x in items) if etype not in _SCALAR_FMT else \
      np.asarray(items, dtype=np.dtype("<" + _SCALAR_FMT[etype])).tobytes()
    except (OverflowError, TypeError) as e: raise ValueError(f"metadata {key!r}: array does not fit GGUF type {etype.name} ({e})") from None
    return struct.pack("<iQ", etype, len(items)) + body
  if isinstance(v, Typed): v = v.value
  if vtype == GGUFValueType.STRING:
    if not isinstance(v, str): raise ValueError(f"metadata {key!r}: {v!r} is not a string")
    b = v.encode("utf-8")
    return struct.pack("<Q", len(b)) + b
  try: return struct.pack("<" + _SCALAR_FMT[vtype], v)
  except struct.error as e: raise ValueError(f"metadata {key!r}: {v!r} does not fit GGUF type {vtype.name} ({e})") from None

def _as_raw(name: str, t: np.ndarray | RawTensor) -> RawTensor:
  if isinstance(t, RawTensor):
    if len(t.data) != ggml_nbytes(t.ggml_type, int(np.prod(t.shape, dtype=np.int64))):
      raise ValueError(f"tensor {name!r}: {len(t.data)} bytes do not hold shape {t.shape} of {ggml_type_name(t.ggml_type)}")
    return t
  a = np.asarray(t)
  if a.dtype not in _NP_GGML: raise ValueError(f"tensor {name!r}: dtype {a.dtype} has no GGML type; cast to float32/float16 or quantize it first")
  return RawTensor(_NP_GGML[a.dtype], a.shape, np.ascontiguousarray(a, a.dtype.newbyteorder("<")).tobytes())

def _pad(n: int, alignment: int) -> bytes: return b"\0" * (-n % alignment)

def gguf_write(path: str | os.PathLike, kv: Mapping[str, Any], tensors: Mapping[str, np.ndarray | RawTensor],
               alignment: int = GGUF_DEFAULT_ALIGNMENT, version: int = 3) -> None:
  """Writes a GGUF file atomically (to a temp file in the same directory, renamed into place when complete).

  Args:
    path: the file to write.
    kv: metadata; value types are inferred (int -> UINT32/INT32, float -> FLOAT32, str, bool, lists) unless wrapped in Typed.
    tensors: {name: array}: numpy float32/float16/int arrays are stored natively, RawTensor (e.g. from quants.quantize) as given.
    alignment: the data alignment, a power of two.
    version: GGUF version 2 or 3.
  Raises:
    ValueError: a bad version or alignment, or a value it cannot encode.

  Examples:
    >>> import os, tempfile; from tinygrad.llm.gguf import GGMLType, GGUFFile, gguf_write; from tinygrad.llm.quants import quantize
    >>> fn = os.path.join(tempfile.mkdtemp(), "q.gguf")
    >>> gguf_write(fn, {"general.name": "q"}, {"w": quantize(np.ones((2, 32), np.float32), GGMLType.Q8_0)})
    >>> with GGUFFile(fn) as f: print(GGMLType(f.tensors["w"].ggml_type).name, f.dequantize("w")[0, :2])  # scale 1/127 in fp16
    Q8_0 [0.99993896 0.99993896]
  """
  if version not in GGUF_VERSIONS: raise ValueError(f"can only write GGUF version 2 or 3, not {version}")
  if alignment <= 0 or alignment & (alignment - 1): raise ValueError(f"alignment {alignment} is not a positive power of two")
  kv = dict(kv)
  if alignment != GGUF_DEFAULT_ALIGNMENT or "general.alignment" in kv: kv["general.alignment"] = Typed(GGUFValueType.UINT32, alignment)
  raws = {name: _as_raw(name, t) for name, t in tensors.items()}
  head = bytearray(GGUF_MAGIC + struct.pack("<IQQ", version, len(raws), len(kv)))
  for key, v in kv.items():
    vtype = _infer_vtype(v, key)
    head += _encode_value(GGUFValueType.STRING, key, key) + struct.pack("<i", vtype) + _encode_value(vtype, v, key)
  rel = 0
  for name, t in raws.items():
    dims = t.shape[::-1]
    head += _encode_value(GGUFValueType.STRING, name, name) + struct.pack(f"<I{len(dims)}QiQ", len(dims), *dims, t.ggml_type, rel)
    rel += len(t.data) + len(_pad(len(t.data), alignment))
  head += _pad(len(head), alignment)
  _atomic_stream(pathlib.Path(path), [bytes(head), *(b for t in raws.values() for b in (t.data, _pad(len(t.data), alignment)))])

def _atomic_stream(path: pathlib.Path, chunks: Iterable[bytes]) -> None:
  path.parent.mkdir(parents=True, exist_ok=True)
  fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
  try:
    with os.fdopen(fd, "wb") as f:
      for c in chunks: f.write(c)
    os.replace(tmp, path)
  except BaseException:
    os.unlink(tmp)
    raise
