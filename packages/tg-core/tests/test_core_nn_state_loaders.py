"""Malformed safetensors and PyTorch checkpoints raise a ValueError naming the tensor; good files still load equal to numpy."""
import io, json, pickle, struct, sys, types, zipfile
import numpy as np
import pytest
from tinygrad.nn.state import safe_load, safe_save, torch_load
from tinygrad import Tensor

rng = np.random.default_rng(17)

def _safetensors(path, header: dict, data: bytes, hlen: int | None = None):
  j = json.dumps(header).encode()
  path.write_bytes(struct.pack("<Q", len(j) if hlen is None else hlen) + j + data)
  return path

def test_safe_load_good_file_roundtrip(tmp_path):
  a, b = rng.standard_normal((3, 5)).astype(np.float32), rng.integers(-9, 9, (4,)).astype(np.int16)
  safe_save({"a": Tensor(a), "b": Tensor(b)}, tmp_path / "ok.safetensors")
  out = safe_load(tmp_path / "ok.safetensors")
  np.testing.assert_array_equal(out["a"].numpy(), a)
  np.testing.assert_array_equal(out["b"].numpy(), b)

@pytest.mark.parametrize("offsets, shape, match", [
  ([-4, 12], [4], "bad offsets"),             # negative
  ([16, 0], [4], "bad offsets"),              # reversed
  ([0, 64], [16], "truncated"),              # past the end of the 32 data bytes
  ([0, 12], [4], "bad offsets"),              # shape needs 16 bytes, offsets hold 12
  ([0, 16], [-4], "bad offsets"),             # negative size
  ([0, 16.0], [4], "bad offsets"),            # not ints
])
def test_safe_load_bad_offsets(tmp_path, offsets, shape, match):
  data = np.arange(8, dtype=np.float32).tobytes()
  fn = _safetensors(tmp_path / "bad.safetensors", {"w": {"dtype": "F32", "shape": shape, "data_offsets": offsets}}, data)
  with pytest.raises(ValueError, match=match) as e: safe_load(fn)
  assert "'w'" in str(e.value)

def test_safe_load_overlap_dtype_header(tmp_path):
  data = np.arange(8, dtype=np.float32).tobytes()
  hdr = {"a": {"dtype": "F32", "shape": [4], "data_offsets": [0, 16]}, "b": {"dtype": "F32", "shape": [4], "data_offsets": [8, 24]}}
  with pytest.raises(ValueError, match="overlap"): safe_load(_safetensors(tmp_path / "o.safetensors", hdr, data))
  hdr = {"a": {"dtype": "F33", "shape": [4], "data_offsets": [0, 16]}}
  with pytest.raises(ValueError, match=r"'a'.*dtype"): safe_load(_safetensors(tmp_path / "d.safetensors", hdr, data))
  with pytest.raises(ValueError, match="truncated"): safe_load(_safetensors(tmp_path / "h.safetensors", {}, b"", hlen=1 << 40))
  (tmp_path / "j.safetensors").write_bytes(struct.pack("<Q", 4) + b"{{{{")
  with pytest.raises(ValueError, match="JSON"): safe_load(tmp_path / "j.safetensors")

# ---- torch_load: zip checkpoints written by hand (torch itself is not a dependency) ----

@pytest.fixture
def fake_torch(monkeypatch):
  utils, torch_mod = types.ModuleType("torch._utils"), types.ModuleType("torch")
  def _rebuild_tensor_v2(*a): pass
  _rebuild_tensor_v2.__module__, _rebuild_tensor_v2.__qualname__ = "torch._utils", "_rebuild_tensor_v2"
  class FloatStorage: pass
  FloatStorage.__module__, FloatStorage.__qualname__ = "torch", "FloatStorage"
  utils._rebuild_tensor_v2, torch_mod.FloatStorage, torch_mod._utils = _rebuild_tensor_v2, FloatStorage, utils
  monkeypatch.setitem(sys.modules, "torch", torch_mod)
  monkeypatch.setitem(sys.modules, "torch._utils", utils)
  return _rebuild_tensor_v2, FloatStorage

def _checkpoint(path, fake, storage: np.ndarray, offset, size, stride):
  rebuild, storage_cls = fake
  class T:
    def __reduce__(self): return (rebuild, (("storage", storage_cls, "0", "cpu", storage.size), offset, size, stride, False, {}))
  class P(pickle.Pickler):
    def persistent_id(self, obj): return obj if isinstance(obj, tuple) and obj and obj[0] == "storage" else None
  buf = io.BytesIO()
  P(buf, protocol=2).dump({"w": T()})
  with zipfile.ZipFile(path, "w") as zf:
    zf.writestr("archive/data.pkl", buf.getvalue())
    zf.writestr("archive/data/0", storage.astype(np.float32).tobytes())
  return path

def test_torch_load_good_strided(tmp_path, fake_torch):
  s = rng.standard_normal(24).astype(np.float32)
  out = torch_load(_checkpoint(tmp_path / "ok.pt", fake_torch, s, 2, (3, 4), (1, 5)))
  np.testing.assert_array_equal(out["w"].numpy(), np.lib.stride_tricks.as_strided(s[2:], (3, 4), (4, 20)))

@pytest.mark.parametrize("offset, size, stride, match", [
  (0, (4, 4), (4, 1), "truncated"),            # 16 elements from a storage of 12
  (100, (2,), (1,), "truncated"),              # offset past the end
  (0, (3,), (1 << 40,), "truncated"),          # a stride far out of range
  (-1, (2,), (1,), "bad offsets"),
  (0, (-2,), (1,), "bad offsets"),
  (0, (2, 2), (1,), "bad offsets"),            # size and stride disagree
])
def test_torch_load_bad_geometry(tmp_path, fake_torch, offset, size, stride, match):
  fn = _checkpoint(tmp_path / "bad.pt", fake_torch, np.arange(12, dtype=np.float32), offset, size, stride)
  with pytest.raises(ValueError, match=match): torch_load(fn)

# ---- gguf_load: tinygrad's nn.state API over tg-llm's checked reader (found through an entry point) ----

def test_gguf_load_tinygrad_api(tmp_path):
  gguf = pytest.importorskip("tinygrad.llm.gguf")
  from tinygrad.nn.state import gguf_load
  w, h = rng.standard_normal((3, 8)).astype(np.float32), rng.standard_normal((2, 32)).astype(np.float16)
  gguf.gguf_write(tmp_path / "m.gguf", {"general.architecture": "llama", "llama.block_count": 2}, {"w": w, "h": h})
  kv, sd = gguf_load(Tensor(tmp_path / "m.gguf"))  # tinygrad passes the file as a (DISK) tensor
  assert kv["general.architecture"] == "llama" and kv["llama.block_count"] == 2
  np.testing.assert_array_equal(sd["w"].numpy(), w)
  np.testing.assert_array_equal(sd["h"].numpy().astype(np.float16), h)
  data = (tmp_path / "m.gguf").read_bytes()
  (tmp_path / "cut.gguf").write_bytes(data[:len(data) - 40])  # the last tensor's data is cut short
  with pytest.raises(ValueError, match=r"truncated|past the end"): gguf_load(tmp_path / "cut.gguf")
  (tmp_path / "head.gguf").write_bytes(data[:30])
  with pytest.raises(ValueError, match="truncated"): gguf_load(tmp_path / "head.gguf")
