"""safe_save and safe_load against the reference implementation, Hugging Face's `safetensors` package: files either one writes load
in the other with the same values, dtypes, shapes and metadata, for every dtype numpy can hold (scalars, empty tensors, non-contiguous
views included)."""
import numpy as np
import pytest
from tinygrad import Tensor
from tinygrad.nn.state import safe_load, safe_save

hf = pytest.importorskip("safetensors.numpy")
hf_root = pytest.importorskip("safetensors")

def arrays() -> dict[str, np.ndarray]:
  rng = np.random.default_rng(7)
  out = {f"f_{dt}": (rng.standard_normal((3, 5)) * 100).astype(dt) for dt in ("float16", "float32", "float64")}
  out |= {f"i_{dt}": rng.integers(np.iinfo(dt).min, np.iinfo(dt).max, (4, 2), dtype=dt, endpoint=True)
          for dt in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")}
  out["bool"] = rng.random((2, 3, 2)) > 0.5
  out["scalar"] = np.array(3.5, np.float32)
  out["empty"] = np.zeros((0, 4), np.float32)
  out["special"] = np.array([np.nan, np.inf, -np.inf, -0.0, 1e-45], np.float32)
  return out

def test_hf_writes_tg_reads(tmp_path):
  want = arrays()
  hf.save_file(want, str(tmp_path / "hf.safetensors"), metadata={"format": "np", "note": "written by safetensors"})
  got = safe_load(tmp_path / "hf.safetensors")
  assert set(got) == set(want)
  for k, a in want.items():
    b = got[k].numpy()
    assert b.dtype == a.dtype and b.shape == a.shape and b.tobytes() == a.tobytes(), k

def test_tg_writes_hf_reads(tmp_path):
  want = arrays()
  ts = {k: Tensor(a) for k, a in want.items()}
  ts["view"] = Tensor(np.arange(24, dtype=np.float32).reshape(4, 6))[1:3, ::2].T  # saved as its values, row-major
  want["view"] = np.arange(24, dtype=np.float32).reshape(4, 6)[1:3, ::2].T
  safe_save(ts, tmp_path / "tg.safetensors", metadata={"framework": "tinygrad"})
  got = hf.load_file(str(tmp_path / "tg.safetensors"))
  assert set(got) == set(want)
  for k, a in want.items(): assert got[k].dtype == a.dtype and got[k].shape == a.shape and got[k].tobytes() == a.tobytes(), k
  with hf_root.safe_open(str(tmp_path / "tg.safetensors"), framework="np") as f: assert f.metadata() == {"framework": "tinygrad"}
