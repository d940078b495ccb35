"""nn.state archives: tar_extract, zip_extract and TensorIO over tensors; byte-exact checks against the stdlib."""
import io, tarfile, zipfile
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.nn.state import TensorIO, tar_extract, zip_extract

rng = np.random.default_rng(0)
FILES = {"dir/a.bin": rng.integers(0, 256, 1000, dtype=np.uint8).tobytes(), "b.txt": b"hello tar", "empty": b""}

def test_tar_extract_slices(tmp_path):
  with tarfile.open(tmp_path / "a.tar", "w") as tf:
    for name, data in FILES.items():
      ti = tarfile.TarInfo(name)
      ti.size = len(data)
      tf.addfile(ti, io.BytesIO(data))
  out = tar_extract(tmp_path / "a.tar")
  assert set(out) == set(FILES)
  for k, v in out.items():
    assert v.dtype == Tensor([1], dtype="uint8").dtype and bytes(v.numpy()) == FILES[k]
  np.testing.assert_array_equal(out["dir/a.bin"].bitcast("uint32").numpy(), np.frombuffer(FILES["dir/a.bin"], np.uint32))

def test_zip_extract_stored_and_deflated(tmp_path):
  with zipfile.ZipFile(tmp_path / "a.zip", "w") as zf:
    zf.writestr(zipfile.ZipInfo("stored.bin"), FILES["dir/a.bin"], compress_type=zipfile.ZIP_STORED)
    zf.writestr("deflated.txt", b"abc" * 300, compress_type=zipfile.ZIP_DEFLATED)
  out = zip_extract(str(tmp_path / "a.zip"))
  assert bytes(out["stored.bin"].numpy()) == FILES["dir/a.bin"] and str(out["stored.bin"].device).startswith("DISK")  # a slice of the file
  assert bytes(out["deflated.txt"].numpy()) == b"abc" * 300

def test_zip_extract_from_tensor():
  buf = io.BytesIO()
  with zipfile.ZipFile(buf, "w") as zf: zf.writestr("x", b"\x01\x02\x03")
  out = zip_extract(Tensor(buf.getvalue()))
  np.testing.assert_array_equal(out["x"].numpy(), [1, 2, 3])

def test_tensorio_read_seek():
  data = bytes(range(256)) * 3
  f = TensorIO(Tensor(data))
  assert f.read(4) == data[:4] and f.tell() == 4
  f.seek(-10, io.SEEK_END)
  assert f.read() == data[-10:] and f.read(5) == b""
  f.seek(100)
  assert f.read(50) == data[100:150]
  with pytest.raises(ValueError, match="1-D uint8"): TensorIO(Tensor([1.0, 2.0]))
  with pytest.raises(ValueError, match="negative"): f.seek(-1)

# ---- torch_load: the legacy (pre-zip) pickle format and classes from unknown modules ----
import pickle, struct, sys, types  # noqa: E402
from tinygrad.nn.state import torch_load  # noqa: E402

def _fake_torch(fn):
  """Run fn with stand-in `torch` modules so pickles name torch.FloatStorage, torch._utils._rebuild_tensor_v2 and a model class."""
  utils, torch_mod, mymod = types.ModuleType("torch._utils"), types.ModuleType("torch"), types.ModuleType("torch.nn.modules.linear")
  def _rebuild_tensor_v2(*a): pass
  _rebuild_tensor_v2.__module__, _rebuild_tensor_v2.__qualname__ = "torch._utils", "_rebuild_tensor_v2"
  class FloatStorage: pass
  FloatStorage.__module__, FloatStorage.__qualname__ = "torch", "FloatStorage"
  class Linear:
    def __init__(self): self.in_features = 3
  Linear.__module__, Linear.__qualname__ = "torch.nn.modules.linear", "Linear"
  for mod, attr, val in ((utils, "_rebuild_tensor_v2", _rebuild_tensor_v2), (torch_mod, "FloatStorage", FloatStorage), (torch_mod, "_utils", utils),
                         (mymod, "Linear", Linear)): setattr(mod, attr, val)
  names = ("torch", "torch._utils", "torch.nn", "torch.nn.modules", "torch.nn.modules.linear")
  saved = {k: sys.modules.get(k) for k in names}
  sys.modules.update({"torch": torch_mod, "torch._utils": utils, "torch.nn": types.ModuleType("torch.nn"),
                      "torch.nn.modules": types.ModuleType("torch.nn.modules"), "torch.nn.modules.linear": mymod})
  try: return fn(_rebuild_tensor_v2, FloatStorage, Linear)
  finally:
    for k, v in saved.items():
      if v is None: sys.modules.pop(k, None)
      else: sys.modules[k] = v

def _legacy_checkpoint(arrays: dict, transpose: bool = False) -> bytes:
  def build(rebuild, storage_cls, linear_cls):
    class T:
      def __init__(self, key, a): self.key, self.a = key, a
      def __reduce__(self):
        size, stride = (self.a.shape[::-1], (1, self.a.shape[1])) if transpose else (self.a.shape, tuple(s // 4 for s in self.a.strides))
        return (rebuild, (("storage", storage_cls, self.key, "cpu", self.a.size, None), 0, size, stride, False, {}))
    class P(pickle.Pickler):
      def persistent_id(self, obj): return obj if isinstance(obj, tuple) and obj and obj[0] == "storage" else None
    buf = io.BytesIO()
    for header in (0x1950a86a20f9469cfc6c, 1001, {"protocol_version": 1001, "little_endian": True}): pickle.dump(header, buf, protocol=2)
    P(buf, protocol=2).dump({"sd": {k: T(str(i), a) for i, (k, a) in enumerate(arrays.items())}, "model": linear_cls()})
    pickle.dump([str(i) for i in range(len(arrays))], buf, protocol=2)
    for a in arrays.values(): buf.write(struct.pack("<q", a.size) + np.ascontiguousarray(a, np.float32).tobytes())
    return buf.getvalue()
  return _fake_torch(build)

def test_torch_load_legacy_pickle_format(tmp_path):
  w, b = rng.standard_normal((3, 4)).astype(np.float32), np.arange(5, dtype=np.float32)
  (tmp_path / "old.pt").write_bytes(_legacy_checkpoint({"w": w, "b": b}))
  out = torch_load(tmp_path / "old.pt")
  np.testing.assert_array_equal(out["sd"]["w"].numpy(), w)
  np.testing.assert_array_equal(out["sd"]["b"].numpy(), b)
  assert type(out["model"]).__name__ == "Linear" and out["model"].state == {"in_features": 3}  # an unknown class loads as a dummy

def test_torch_load_legacy_permuted_strides(tmp_path):
  w = rng.standard_normal((3, 4)).astype(np.float32)
  (tmp_path / "t.pt").write_bytes(_legacy_checkpoint({"w": w}, transpose=True))
  np.testing.assert_array_equal(torch_load(tmp_path / "t.pt")["sd"]["w"].numpy(), w.T)

def test_torch_load_refuses_code_in_legacy_headers(tmp_path):
  class Evil:
    def __reduce__(self): return (print, ("pwned",))
  (tmp_path / "evil.pt").write_bytes(pickle.dumps(Evil()))
  with pytest.raises(pickle.UnpicklingError, match="refusing"): torch_load(tmp_path / "evil.pt")
  (tmp_path / "junk.pt").write_bytes(b"\x00junk")
  with pytest.raises(ValueError, match="not a PyTorch checkpoint"): torch_load(tmp_path / "junk.pt")

def test_torch_load_zero_dim_tensor(tmp_path):
  # torch saves BatchNorm's num_batches_tracked (and any scalar) 0-d; np.ascontiguousarray made it shape (1,)
  arrays = {"n": np.array(3.0, dtype=np.float32), "v": np.arange(3, dtype=np.float32)}
  (tmp_path / "s.pt").write_bytes(_legacy_checkpoint(arrays))
  out = torch_load(tmp_path / "s.pt")["sd"]
  for k, a in arrays.items():
    assert out[k].shape == a.shape
    np.testing.assert_array_equal(out[k].numpy(), a)
