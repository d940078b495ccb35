"""DISK tensors against numpy over a real file: strided, permuted and flipped reads, writes through any view (step slices, permutes,
bitcasts), size-changing bitcasts, reshapes, computations on file data, re-opened and replaced files, a Path with an explicit device,
and safetensors of every dtype round-tripped (and against Hugging Face's `safetensors`). Bad input raises and leaves the file as it was."""
import os, pathlib, struct
import numpy as np
import pytest
from tinygrad import Device, Tensor, dtypes
from tinygrad.nn.state import safe_load, safe_save

A = np.arange(48, dtype=np.float32).reshape(4, 12) * 1.5 - 7

@pytest.fixture
def ffile(tmp_path) -> pathlib.Path:
  (fn := tmp_path / "a.bin").write_bytes(A.tobytes())
  return fn

def ft(fn: pathlib.Path) -> Tensor: return Tensor(fn).bitcast(dtypes.float32).reshape(4, 12)
def on_disk(fn: pathlib.Path) -> np.ndarray: return np.frombuffer(fn.read_bytes(), np.float32).reshape(4, 12)

VIEWS = {"rows": lambda x: x[1:3], "cols": lambda x: x[:, 2:7], "step": lambda x: x[:, ::3], "step5": lambda x: x[::2, 1::5],
         "neg_step": lambda x: x[::-1, ::-2], "permute": lambda x: x.permute(1, 0), "T_slice": lambda x: x.T[3:9, 1:],
         "flip": lambda x: x.flip(1), "reshape_of_slice": lambda x: x[1:3].reshape(3, 8), "reshape_of_step": lambda x: x[:, ::2].reshape(24),
         "int_index": lambda x: x[2, 1::4], "expand": lambda x: x[1:2].expand(3, 12), "pad": lambda x: x[:2, :3].pad(((1, 0), (0, 2)))}

@pytest.mark.parametrize("name", VIEWS)
def test_view_reads(ffile, name):
  want = VIEWS[name](A) if name not in ("permute", "flip", "expand", "pad") else \
    {"permute": A.T, "flip": A[:, ::-1], "expand": np.broadcast_to(A[1:2], (3, 12)), "pad": np.pad(A[:2, :3], ((1, 0), (0, 2)))}[name]
  got = VIEWS[name](ft(ffile))
  np.testing.assert_equal(got.numpy(), want)  # read straight from the mapped file
  cpu = got.to("CPU")  # the contiguous bytes copied, the view replayed on the device
  assert cpu.device == "CPU"
  np.testing.assert_equal(cpu.numpy(), want)

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG", "PYTHON"])
def test_views_replayed_on_each_device(ffile, dev):
  t = ft(ffile)
  for name in ("step5", "neg_step", "T_slice", "pad"):
    want = VIEWS[name](A) if name != "pad" else np.pad(A[:2, :3], ((1, 0), (0, 2)))
    np.testing.assert_equal(VIEWS[name](t).to(dev).numpy(), want)
  np.testing.assert_allclose(t[:, 1::3].to(dev).sum(axis=1).numpy(), A[:, 1::3].sum(axis=1), rtol=1e-6)
  np.testing.assert_equal(t.T[2:5].bitcast(dtypes.uint8).to(dev).numpy(), np.ascontiguousarray(A.T[2:5]).view(np.uint8))

def test_view_read_only_copies_the_run_it_needs(tmp_path):
  big = np.arange(64 * 64, dtype=np.float32).reshape(64, 64)
  (fn := tmp_path / "big.bin").write_bytes(big.tobytes())
  t = Tensor(fn).bitcast(dtypes.float32).reshape(64, 64)[10:12].permute(1, 0)
  copies = [u for u in t.to("CPU").uop.toposort() if u.op.name == "COPY"]
  assert len(copies) == 1 and copies[0].src[0].buffer.nbytes == 2 * 64 * 4  # two rows, not the file
  np.testing.assert_equal(t.to("CPU").numpy(), big[10:12].T)

@pytest.mark.parametrize("name", ["rows", "step5", "permute"])
def test_view_copied_into_another_file(ffile, name):
  out = VIEWS[name](ft(ffile)).to(f"disk:{ffile.parent / 'out.bin'}").realize()
  want = VIEWS[name](A) if name != "permute" else A.T
  assert out.device.startswith("DISK") and (ffile.parent / "out.bin").read_bytes() == np.ascontiguousarray(want).tobytes()

@pytest.mark.parametrize("name", ["rows", "cols", "step", "step5", "neg_step", "permute", "T_slice", "flip", "reshape_of_slice", "int_index"])
def test_writes_through_views(ffile, name):
  want = A.copy()
  target = VIEWS[name](want) if name not in ("permute", "flip") else {"permute": want.T, "flip": want[:, ::-1]}[name]
  val = np.random.default_rng(3).standard_normal(target.shape).astype(np.float32)
  target[...] = val
  VIEWS[name](ft(ffile)).assign(Tensor(val))
  np.testing.assert_equal(on_disk(ffile), want)

def test_setitem_strided_and_scalar(ffile):
  t, want = ft(ffile), A.copy()
  t[:, ::3] = Tensor(np.full((4, 4), -1, np.float32))
  want[:, ::3] = -1
  t[1::2, 2:10:4] = 9.5
  want[1::2, 2:10:4] = 9.5
  t[::-1, 0] = Tensor(np.array([1, 2, 3, 4], np.float32))
  want[::-1, 0] = [1, 2, 3, 4]
  np.testing.assert_equal(on_disk(ffile), want)
  np.testing.assert_equal(t.numpy(), want)  # the tensor reads the file it wrote

def test_step_writes_run_no_kernel_and_pad_then_shrink_writes(ffile):
  from tinygrad.helpers import GlobalCounters
  t, want, val = ft(ffile), A.copy(), Tensor(np.full((2, 3), 4.0, np.float32))
  val.realize()
  before = GlobalCounters.kernel_count
  t[::3, 1::5] = val  # a numpy view of the file: written in place, nothing read onto a device
  assert GlobalCounters.kernel_count == before
  want[::3, 1::5] = 4.0
  t.pad(((1, 1), None))[2:4].assign(Tensor(np.full((2, 12), -5.0, np.float32)))  # padding made and cut off by hand: rows 1 and 2
  want[1:3] = -5.0
  np.testing.assert_equal(on_disk(ffile), want)

def test_assign_slice_from_same_file_overlapping(ffile):
  t, want = ft(ffile), A.copy()
  t[1:4].assign(t[0:3])  # numpy semantics: the value is read in full before the write
  want[1:4] = A[0:3].copy()
  np.testing.assert_equal(on_disk(ffile), want)

def test_assign_from_other_device_and_dtype(ffile):
  t, want = ft(ffile), A.copy()
  t[2].assign(Tensor(np.arange(12, dtype=np.float32), device="CPU") * 2)
  want[2] = np.arange(12) * 2
  t[0, :4].assign(Tensor([1, 2, 3, 4], dtype=dtypes.int32))  # cast to the file's dtype, as tinygrad's DISK assign does
  want[0, :4] = [1, 2, 3, 4]
  np.testing.assert_equal(on_disk(ffile), want)

def test_empty_on_disk_then_write(tmp_path):
  fn = tmp_path / "new.bin"
  t = Tensor.empty(3, 5, dtype=dtypes.int16, device=f"disk:{fn}")
  t.assign(Tensor(np.arange(15, dtype=np.int16).reshape(3, 5)))
  t[:, 1::2] = Tensor(np.full((3, 2), -3, np.int16))
  want = np.arange(15, dtype=np.int16).reshape(3, 5)
  want[:, 1::2] = -3
  assert fn.stat().st_size == 30
  np.testing.assert_equal(np.frombuffer(fn.read_bytes(), np.int16).reshape(3, 5), want)

# ---- bitcasts ----

def test_bitcast_sizes(tmp_path):
  raw = np.random.default_rng(1).integers(0, 255, 96, dtype=np.uint8)
  raw[3::4] = 0x3f  # keep the floats finite
  (fn := tmp_path / "b.bin").write_bytes(raw.tobytes())
  np.testing.assert_equal(Tensor(fn).bitcast(dtypes.float32).numpy(), raw.view(np.float32))
  np.testing.assert_equal(Tensor(fn)[8:40].bitcast(dtypes.float32).numpy(), raw[8:40].view(np.float32))
  np.testing.assert_equal(Tensor(fn).reshape(4, 24).bitcast(dtypes.float32).numpy(), raw.reshape(4, 24).view(np.float32))
  f = Tensor(fn).bitcast(dtypes.float32).reshape(4, 6)
  np.testing.assert_equal(f.bitcast(dtypes.uint16).numpy(), raw.view(np.float32).reshape(4, 6).view(np.uint16))
  np.testing.assert_equal(f[1:3].bitcast(dtypes.uint16).numpy(), raw.view(np.float32).reshape(4, 6)[1:3].view(np.uint16))
  np.testing.assert_equal(f.bitcast(dtypes.int32).numpy(), raw.view(np.int32).reshape(4, 6))
  np.testing.assert_equal(f.T.bitcast(dtypes.uint8).numpy(), np.ascontiguousarray(raw.view(np.float32).reshape(4, 6).T).view(np.uint8))
  np.testing.assert_equal(f.T.bitcast(dtypes.uint8).to("CPU").numpy(), np.ascontiguousarray(raw.view(np.float32).reshape(4, 6).T).view(np.uint8))
  np.testing.assert_equal(f[:, ::3].bitcast(dtypes.uint64).numpy(), np.ascontiguousarray(raw.view(np.float32).reshape(4, 6)[:, ::3]).view(np.uint64))

def test_bitcast_write_through(ffile):
  t = Tensor(ffile).bitcast(dtypes.float32).reshape(4, 12)
  words = t[1:3].bitcast(dtypes.uint16)
  val = np.arange(48, dtype=np.uint16)
  words.assign(Tensor(val.reshape(2, 24)))
  want = A.copy()
  want[1:3] = val.view(np.float32).reshape(2, 12)
  np.testing.assert_equal(on_disk(ffile), want)
  Tensor(ffile)[0:8].bitcast(dtypes.float32).assign(Tensor([0.25, -8.0], dtype=dtypes.float32))  # uint8 file bytes as floats
  want[0, :2] = [0.25, -8.0]
  np.testing.assert_equal(on_disk(ffile), want)

def test_bitcast_bad_size_raises(ffile):
  u8 = Tensor(ffile)
  with pytest.raises(RuntimeError, match="not a multiple of 4 bytes"): u8[0:6].bitcast(dtypes.float32)
  with pytest.raises(RuntimeError, match="not a multiple of 8 bytes"): ft(ffile)[:, :3].bitcast(dtypes.float64)
  with pytest.raises(RuntimeError, match="0-d"): ft(ffile)[0, 0].bitcast(dtypes.uint16)

# ---- reshape, computing on file data ----

def test_reshape_read_and_write(ffile):
  np.testing.assert_equal(ft(ffile).reshape(6, 8).numpy(), A.reshape(6, 8))
  np.testing.assert_equal(ft(ffile).reshape(2, 2, 3, 4).permute(3, 1, 0, 2).numpy(), A.reshape(2, 2, 3, 4).transpose(3, 1, 0, 2))
  ft(ffile).reshape(2, 24)[1].assign(Tensor(np.zeros(24, np.float32)))
  want = A.copy()
  want[2:] = 0
  np.testing.assert_equal(on_disk(ffile), want)
  with pytest.raises(ValueError, match="size mismatch"): ft(ffile).reshape(5, 10)

def test_read_slices_and_cat(ffile):
  t = ft(ffile)
  np.testing.assert_equal(t[0:1].cat(t[2:4]).numpy(), np.concatenate([A[0:1], A[2:4]]))
  np.testing.assert_equal(Tensor.cat(t[:, ::3], t[:, 1:2], dim=1).numpy(), np.concatenate([A[:, ::3], A[:, 1:2]], axis=1))
  np.testing.assert_equal(t[1:2].to("CPU").cat(Tensor(A[:1], device="CPU")).numpy(), np.concatenate([A[1:2], A[:1]]))

def test_sum_and_math_on_slices(ffile):
  t = ft(ffile)
  np.testing.assert_allclose(t[1:3].sum().numpy(), A[1:3].astype(np.float64).sum(), rtol=1e-6)
  np.testing.assert_allclose(t[:, ::2].sum(axis=0).numpy(), A[:, ::2].sum(axis=0), rtol=1e-6)
  np.testing.assert_allclose((t[2] * 2 + 1).numpy(), A[2] * 2 + 1)
  np.testing.assert_allclose(t.T[1:4].mean(axis=1).numpy(), A.T[1:4].mean(axis=1), rtol=1e-6)
  s = t[1:3].sum().realize()  # the DISK device runs no kernels: the computation ran on the default device
  assert s.device == Device.DEFAULT
  np.testing.assert_equal(on_disk(ffile), A)  # and nothing was written to the file
  np.testing.assert_equal(t[1:3].contiguous().numpy(), A[1:3])
  np.testing.assert_equal(t[::2].clone().numpy(), A[::2])
  assert t[::2].clone().device == Device.DEFAULT

# ---- re-opening, replacing and growing files ----

def test_two_tensors_over_one_path(ffile):
  t1, t2 = ft(ffile), Tensor(pathlib.Path(str(ffile))).bitcast(dtypes.float32)
  t1[0, :2] = Tensor(np.array([100, 200], np.float32))
  np.testing.assert_equal(t2[:3].numpy(), [100, 200, A[0, 2]])
  t2[5:7].assign(Tensor(np.array([-1, -2], np.float32)))
  np.testing.assert_equal(t1[0, 4:8].numpy(), [A[0, 4], -1, -2, A[0, 7]])

def test_replaced_file_reads_new_contents(tmp_path):
  fn = tmp_path / "m.safetensors"
  safe_save({"w": Tensor(np.arange(4, dtype=np.float32))}, fn)
  first = safe_load(fn)["w"]
  np.testing.assert_equal(first.numpy(), np.arange(4))
  safe_save({"w": Tensor(np.arange(4, dtype=np.float32) + 10)}, fn)  # atomic rename: a new file under the same name
  np.testing.assert_equal(safe_load(fn)["w"].numpy(), np.arange(4) + 10)

def test_grown_file_and_bigger_empty(tmp_path):
  (fn := tmp_path / "g.bin").write_bytes(bytes(range(8)))
  np.testing.assert_equal(Tensor(fn).numpy(), np.arange(8))
  with open(fn, "ab") as f: f.write(bytes(range(8, 16)))
  small = Tensor(fn)[:4]
  np.testing.assert_equal(Tensor(fn).numpy(), np.arange(16))
  big = Tensor.empty(32, dtype=dtypes.uint8, device=f"disk:{fn}")  # grows the file; the old view keeps working
  np.testing.assert_equal(big.numpy(), np.r_[np.arange(16), np.zeros(16)])
  np.testing.assert_equal(small.numpy(), np.arange(4))
  assert fn.stat().st_size == 32

# ---- a Path with an explicit device ----

def test_path_with_explicit_device(ffile, monkeypatch):
  t = Tensor(ffile, device=f"disk:{ffile}")
  assert t.device == f"DISK:{ffile}" and t.shape == (A.nbytes,)
  np.testing.assert_equal(t.bitcast(dtypes.float32).numpy(), A.reshape(-1))
  monkeypatch.chdir(ffile.parent)
  rel = Tensor(pathlib.Path("a.bin"), device="DISK:a.bin", dtype=dtypes.float32)  # the device names the same file relatively
  assert rel.device == "DISK:a.bin" and rel.shape == (48,)
  np.testing.assert_equal(rel.numpy(), A.reshape(-1))
  cpu = Tensor(ffile, device="CPU", dtype=dtypes.float32)  # another device: the file is read onto it
  assert cpu.device == "CPU"
  np.testing.assert_equal(cpu.numpy(), A.reshape(-1))
  e = Tensor.empty(4, 12, dtype=dtypes.float32, device=f"disk:{ffile}")
  np.testing.assert_equal(e.numpy(), A)

# ---- bad input ----

def test_out_of_range_raises_and_file_is_unchanged(ffile):
  t = ft(ffile)
  with pytest.raises(IndexError, match="out of bounds"): t[4]
  with pytest.raises(ValueError, match="out of bounds"): t.shrink(((0, 5), None))
  np.testing.assert_equal(t[2:10].numpy(), A[2:10])  # a slice past the end clamps, as numpy's
  with pytest.raises(ValueError): t[1:3].assign(Tensor(np.ones((3, 12), np.float32)))  # a value that does not broadcast
  with pytest.raises(RuntimeError, match="broadcast"): t[1:2].expand(3, 12).assign(Tensor(np.ones((3, 12), np.float32)))
  with pytest.raises(RuntimeError, match="padd"): t[:2].pad(((0, 1), None)).assign(Tensor(np.ones((3, 12), np.float32)))
  with pytest.raises(RuntimeError, match="view of its file"): (t + 1).assign(Tensor(np.ones((4, 12), np.float32)))
  with pytest.raises(RuntimeError, match="advanced-index"): t[[0, 2]] = 1.0
  np.testing.assert_equal(on_disk(ffile), A)

def test_read_only_file(ffile, monkeypatch):
  import tinygrad.runtime.ops_disk as ops_disk
  real_open = os.open
  def no_write(path, flags, *a):  # as a file without write permission (root would ignore a chmod)
    if flags & os.O_RDWR: raise PermissionError(13, "Permission denied", path)
    return real_open(path, flags, *a)
  monkeypatch.setattr(ops_disk.os, "open", no_write)
  np.testing.assert_equal(ft(ffile)[:, ::2].numpy(), A[:, ::2])
  with pytest.raises(PermissionError, match="read-only"): ft(ffile)[0].assign(Tensor(np.zeros(12, np.float32)))
  with pytest.raises(PermissionError, match="read-only"): ft(ffile)[:, ::5].assign(Tensor(np.zeros((4, 3), np.float32)))
  with pytest.raises(PermissionError, match="cannot grow"): Tensor.empty(100, dtype=dtypes.float32, device=f"disk:{ffile}").numpy()
  np.testing.assert_equal(on_disk(ffile), A)

def test_safe_save_failure_keeps_old_file(tmp_path):
  fn = tmp_path / "keep.safetensors"
  safe_save({"w": Tensor(np.arange(3, dtype=np.float32))}, fn)
  before = fn.read_bytes()
  with pytest.raises(ValueError, match="weak"): safe_save({"a": Tensor(np.ones(2, np.float32)), "b": Tensor(1.5)}, fn)
  assert fn.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["keep.safetensors"]

# ---- safetensors of every dtype ----

def _bits(code: str, n: int = 24) -> np.ndarray:
  """Random storage words for a safetensors dtype code (bool as 0/1; every bit pattern for the others, NaNs included)."""
  rng = np.random.default_rng(sum(map(ord, code)))
  if code == "BOOL": return rng.integers(0, 2, n, dtype=np.uint8)
  size = {"I8": 1, "U8": 1, "F8_E4M3": 1, "F8_E5M2": 1, "I16": 2, "U16": 2, "F16": 2, "BF16": 2}.get(code, 8 if "64" in code else 4)
  return rng.integers(0, 256, n * size, dtype=np.uint8).view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[size])

def _fp8(b: np.ndarray, e4m3: bool) -> np.ndarray:
  """float64 values of fp8 bit patterns from the format's fields (e4m3fn: bias 7, no inf, S.1111.111 NaN; e5m2: IEEE-like, bias 15)."""
  b = b.astype(np.int64)
  sign, (eb, mb, bias) = np.where(b & 0x80, -1.0, 1.0), ((4, 3, 7) if e4m3 else (5, 2, 15))
  e, m = (b >> mb) & ((1 << eb) - 1), b & ((1 << mb) - 1)
  val = np.where(e == 0, m / 2 ** mb * 2.0 ** (1 - bias), (1 + m / 2 ** mb) * 2.0 ** (e - bias)) * sign
  if e4m3: return np.where((e == 15) & (m == 7), np.nan, val)
  return np.where(e == 31, np.where(m == 0, sign * np.inf, np.nan), val)

def _value_oracle(code: str, w: np.ndarray) -> np.ndarray:
  if code == "BF16": return (w.astype(np.uint32) << 16).view(np.float32)
  if code.startswith("F8"): return _fp8(w, code == "F8_E4M3")
  if code == "BOOL": return w.astype(bool)
  return w.view({"I8": np.int8, "U8": np.uint8, "I16": np.int16, "U16": np.uint16, "F16": np.float16, "I32": np.int32, "U32": np.uint32,
                 "F32": np.float32, "I64": np.int64, "U64": np.uint64, "F64": np.float64}[code])

CODES = ["BOOL", "I8", "U8", "I16", "U16", "I32", "U32", "I64", "U64", "F8_E4M3", "F8_E5M2", "F16", "BF16", "F32", "F64"]

def _tensor(code: str, w: np.ndarray) -> Tensor:
  from tinygrad.nn.state import safe_dtypes
  if code == "BOOL": return Tensor(w.astype(bool)).reshape(2, -1)  # (a kernel bitcast of uint8 to bool is refused by LLVM: i8 -> i1)
  return Tensor(w.tobytes(), dtype=dtypes.uint8).bitcast(safe_dtypes[code]).reshape(2, -1)

@pytest.mark.parametrize("code", CODES)
def test_safetensors_roundtrip_every_dtype(tmp_path, code):
  w = _bits(code)
  safe_save({"x": _tensor(code, w), "view": _tensor(code, w)[:, ::2]}, fn := tmp_path / "rt.safetensors")
  got = safe_load(fn)
  def words(t: Tensor) -> np.ndarray: return np.frombuffer(t.bitcast(dtypes.uint8).numpy().tobytes(), w.dtype)
  assert words(got["x"]).tobytes() == w.tobytes()  # bit exact, NaN payloads included
  assert words(got["view"]).tobytes() == np.ascontiguousarray(w.reshape(2, -1)[:, ::2]).tobytes()
  np.testing.assert_array_equal(got["x"].numpy().astype(np.float64 if code.startswith("F") or code == "BF16" else None).reshape(-1),
                                _value_oracle(code, w))

@pytest.mark.parametrize("code", CODES)
def test_safetensors_every_dtype_vs_hf(tmp_path, code):
  st = pytest.importorskip("safetensors")
  hf_name = {"BOOL": "bool", "I8": "int8", "U8": "uint8", "I16": "int16", "U16": "uint16", "I32": "int32", "U32": "uint32", "I64": "int64",
             "U64": "uint64", "F8_E4M3": "float8_e4m3fn", "F8_E5M2": "float8_e5m2", "F16": "float16", "BF16": "bfloat16", "F32": "float32",
             "F64": "float64"}[code]
  w = _bits(code)
  safe_save({"x": _tensor(code, w)}, fn := tmp_path / "tg.safetensors")
  (name, info), = st.deserialize(fn.read_bytes())  # hf reads what tg wrote
  assert name == "x" and info["dtype"] == code and info["shape"] == [2, w.size // 2] and bytes(info["data"]) == w.tobytes()
  blob = st.serialize({"y": st.TensorSpec(dtype=hf_name, shape=[2, w.size // 2], data_ptr=w.ctypes.data, data_len=w.nbytes)}, None)
  (fn2 := tmp_path / "hf.safetensors").write_bytes(blob)  # tg reads what hf wrote
  y = safe_load(fn2)["y"]
  assert y.shape == (2, w.size // 2) and struct.unpack("<Q", blob[:8])[0] % 8 == 0
  assert np.frombuffer(bytes(y.bitcast(dtypes.uint8).numpy()), w.dtype).tobytes() == w.tobytes()
