"""fetch, Tensor.from_url and nn.datasets against a real local HTTP server (http.server in a thread): no network."""
import gzip, hashlib, http.server, io, os, pathlib, struct, tarfile, threading
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.helpers import fetch
from tinygrad.nn import datasets

class _Handler(http.server.BaseHTTPRequestHandler):
  files: dict[str, bytes] = {}
  hits: dict[str, int] = {}
  def do_GET(self) -> None:
    _Handler.hits[self.path] = _Handler.hits.get(self.path, 0) + 1
    if self.path.startswith("/short/"):  # announces more bytes than it sends
      short = _Handler.files.get(self.path[len("/short"):], b"")
      self.send_response(200)
      self.send_header("Content-Length", str(len(short) + 100))
      self.end_headers()
      self.wfile.write(short)
      self.close_connection = True
      return
    if (body := _Handler.files.get(self.path)) is None:
      self.send_error(404, "Not Found")
      return
    self.send_response(200)
    self.send_header("Content-Length", str(len(body)))
    self.end_headers()
    self.wfile.write(body)
  def log_message(self, *args: object) -> None: pass

@pytest.fixture(scope="module")
def server():
  srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
  th = threading.Thread(target=srv.serve_forever, daemon=True)
  th.start()
  yield f"http://127.0.0.1:{srv.server_address[1]}"
  srv.shutdown()
  srv.server_close()

@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch):
  monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
  return tmp_path / "xdg" / "tinygrad" / "downloads"

def serve(path: str, body: bytes) -> str:
  _Handler.files[path] = body
  return path

def leftovers(d: pathlib.Path) -> list[str]: return sorted(p.name for p in d.rglob("*") if p.name.startswith(".")) if d.exists() else []

def test_fetch_caches_under_xdg(server, cache, capsys):
  data = os.urandom(3000)
  url = server + serve("/blob.bin", data)
  fp = fetch(url)
  assert fp == cache / hashlib.md5(url.encode()).hexdigest()
  assert fp.read_bytes() == data
  assert url in capsys.readouterr().err  # the progress bar names what it downloads
  n = _Handler.hits["/blob.bin"]
  assert fetch(url) == fp and _Handler.hits["/blob.bin"] == n  # cached: no second request
  assert fetch(url, allow_caching=False) == fp and _Handler.hits["/blob.bin"] == n + 1

def test_fetch_name_subdir_headers(server, cache, tmp_path):
  url = server + serve("/named.txt", b"hello")
  assert fetch(url, name="x.txt", subdir="sub") == cache / "sub" / "x.txt"
  hp = fetch(url, headers={"X-A": "1"})
  assert hp.parent == cache and hp.name.startswith(hashlib.md5(url.encode()).hexdigest() + "_") and hp.read_bytes() == b"hello"
  full = tmp_path / "elsewhere" / "f.txt"
  assert fetch(url, name=full) == full and full.read_bytes() == b"hello"
  assert fetch(str(full)) == full and fetch("./rel/path") == pathlib.Path("./rel/path")  # local paths come back as-is

def test_fetch_gunzip_and_sha256(server, cache):
  raw = np.arange(5000, dtype=np.uint16).tobytes()
  url = server + serve("/data.gz", gzip.compress(raw))
  fp = fetch(url, gunzip=True, sha256=hashlib.sha256(raw).hexdigest())
  assert fp.name.endswith(".gunzip") and fp.read_bytes() == raw
  with pytest.raises(RuntimeError, match="sha256"): fetch(url, name="bad", gunzip=True, sha256="0" * 64)
  assert not (cache / "bad.gunzip").exists() and leftovers(cache) == []
  fp.write_bytes(b"corrupt")  # a cached file whose hash does not match is downloaded again
  assert fetch(url, gunzip=True, sha256=hashlib.sha256(raw).hexdigest()).read_bytes() == raw

def test_fetch_404_names_url(server, cache):
  url = server + "/missing.bin"
  with pytest.raises(RuntimeError, match=r"missing\.bin.*404"): fetch(url)
  assert leftovers(cache) == [] and not any(cache.iterdir())

def test_fetch_truncated_gzip(server, cache):
  url = server + serve("/trunc.gz", gzip.compress(os.urandom(20000))[:-40])
  with pytest.raises(RuntimeError, match=r"trunc\.gz.*truncated"): fetch(url, gunzip=True)
  assert not any(cache.iterdir())  # nothing half-written

def test_fetch_short_download(server, cache):
  serve("/body.bin", b"x" * 1000)
  with pytest.raises(RuntimeError, match=r"short/body\.bin.*got 1000 of 1100 bytes"): fetch(server + "/short/body.bin")
  assert not any(cache.iterdir())

def test_fetch_offline(cache):
  with pytest.raises(RuntimeError, match=r"127\.0\.0\.1:1/x.*offline"): fetch("http://127.0.0.1:1/x")

def test_fetch_extract(server, cache):
  bio = io.BytesIO()
  with tarfile.open(fileobj=bio, mode="w") as tf:
    for n, b in (("a/one.txt", b"1"), ("two.txt", b"22")):
      ti = tarfile.TarInfo(n)
      ti.size = len(b)
      tf.addfile(ti, io.BytesIO(b))
  d = fetch(server + serve("/arch.tar", bio.getvalue()), extract=True)
  assert d.is_dir() and d.name.endswith(".extract")
  assert (d / "a" / "one.txt").read_bytes() == b"1" and (d / "two.txt").read_bytes() == b"22"

def test_from_url_disk_tensor(server):
  arr = np.arange(24, dtype=np.float32)
  t = Tensor.from_url(server + serve("/f32.gz", gzip.compress(arr.tobytes())), gunzip=True)
  assert t.device.startswith("DISK") and t.dtype == dtypes.uint8 and t.shape == (96,)
  np.testing.assert_equal(t.bitcast(dtypes.float32).to("CPU").numpy(), arr)

def _idx_file(arr: np.ndarray) -> bytes:
  code = {1: 0x08}[arr.itemsize]
  return gzip.compress(struct.pack(">HBB", 0, code, arr.ndim) + struct.pack(f">{arr.ndim}I", *arr.shape) + arr.tobytes())

def test_mnist(server, monkeypatch):
  rng = np.random.default_rng(0)
  xtr, xte = rng.integers(0, 256, (60000, 28, 28), dtype=np.uint8), rng.integers(0, 256, (10000, 28, 28), dtype=np.uint8)
  ytr, yte = rng.integers(0, 10, 60000, dtype=np.uint8), rng.integers(0, 10, 10000, dtype=np.uint8)
  for n, a in (("train-images-idx3-ubyte", xtr), ("train-labels-idx1-ubyte", ytr), ("t10k-images-idx3-ubyte", xte), ("t10k-labels-idx1-ubyte", yte)):
    serve(f"/mnist/{n}.gz", _idx_file(a))
  monkeypatch.setattr(datasets, "MNIST_URL", server + "/mnist/")
  X_train, Y_train, X_test, Y_test = datasets.mnist(device="CPU")
  assert (X_train.shape, Y_train.shape, X_test.shape, Y_test.shape) == ((60000, 1, 28, 28), (60000,), (10000, 1, 28, 28), (10000,))
  assert all(t.dtype == dtypes.uint8 and t.device == "CPU" for t in (X_train, Y_train, X_test, Y_test))
  np.testing.assert_equal(X_train.numpy(), xtr[:, None])
  np.testing.assert_equal(Y_train.numpy(), ytr)
  np.testing.assert_equal(X_test[:5].numpy(), xte[:5, None])
  np.testing.assert_equal(Y_test.numpy(), yte)

def test_mnist_missing_file(server, monkeypatch):
  monkeypatch.setattr(datasets, "FASHION_MNIST_URL", server + "/nothing/")
  with pytest.raises(RuntimeError, match=r"nothing/train-images-idx3-ubyte\.gz.*404"): datasets.mnist(fashion=True)

def test_cifar(server, monkeypatch):
  rng = np.random.default_rng(1)
  batches = {f"data_batch_{i}.bin": rng.integers(0, 256, (10000, 3073), dtype=np.uint8) for i in range(1, 6)}
  batches["test_batch.bin"] = rng.integers(0, 256, (10000, 3073), dtype=np.uint8)
  bio = io.BytesIO()
  with tarfile.open(fileobj=bio, mode="w") as tf:
    tf.addfile(tarfile.TarInfo("cifar-10-batches-bin/readme.html"), io.BytesIO(b""))
    for n, a in batches.items():
      ti = tarfile.TarInfo(f"cifar-10-batches-bin/{n}")
      ti.size = a.nbytes
      tf.addfile(ti, io.BytesIO(a.tobytes()))
  # a real gzip stream of stored (level 0) blocks: compressing 180 MB of noise would only slow the test
  monkeypatch.setattr(datasets, "CIFAR_URL", server + serve("/cifar.tar.gz", gzip.compress(bio.getvalue(), compresslevel=0)))
  X_train, Y_train, X_test, Y_test = datasets.cifar(device="CPU")
  assert (X_train.shape, Y_train.shape, X_test.shape, Y_test.shape) == ((50000, 3, 32, 32), (50000,), (10000, 3, 32, 32), (10000,))
  train = np.concatenate([batches[f"data_batch_{i}.bin"] for i in range(1, 6)])
  assert np.array_equal(X_train.numpy(), train[:, 1:].reshape(-1, 3, 32, 32))
  np.testing.assert_equal(Y_train.numpy(), train[:, 0])
  assert np.array_equal(X_test.numpy(), batches["test_batch.bin"][:, 1:].reshape(-1, 3, 32, 32))
  np.testing.assert_equal(Y_test.numpy(), batches["test_batch.bin"][:, 0])
