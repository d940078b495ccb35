"""Datasets downloaded on first use (MNIST, Fashion-MNIST, CIFAR-10) as uint8 tensors, read in place from the cached files."""
from __future__ import annotations
import tarfile
from typing import Any
from tinygrad.helpers import fetch
from tinygrad.tensor import Tensor

MNIST_URL = "https://storage.googleapis.com/cvdf-datasets/mnist/"
FASHION_MNIST_URL = "http://fashion-mnist.s3-website.eu-central-1.amazonaws.com/"
CIFAR_URL = "https://www.cs.toronto.edu/~kriz/cifar-10-binary.tar.gz"

def _idx(url: str, header: int, device: Any) -> Tensor:
  """An IDX file's payload (the header of `header` bytes stripped) on `device`."""
  t = Tensor.from_url(url, gunzip=True)
  if t.numel() < header: raise RuntimeError(f"{url} is not an IDX file: {t.numel()} bytes is shorter than its {header}-byte header")
  return t[header:].to(device)

def mnist(device: Any = None, fashion: bool = False) -> tuple[Tensor, Tensor, Tensor, Tensor]:
  """X_train (60000,1,28,28), Y_train (60000,), X_test (10000,1,28,28), Y_test (10000,), all uint8."""
  base = FASHION_MNIST_URL if fashion else MNIST_URL
  return (_idx(base + "train-images-idx3-ubyte.gz", 16, device).reshape(-1, 1, 28, 28), _idx(base + "train-labels-idx1-ubyte.gz", 8, device),
          _idx(base + "t10k-images-idx3-ubyte.gz", 16, device).reshape(-1, 1, 28, 28), _idx(base + "t10k-labels-idx1-ubyte.gz", 8, device))

def cifar(device: Any = None) -> tuple[Tensor, Tensor, Tensor, Tensor]:
  """X_train (50000,3,32,32) uint8, Y_train (50000,), X_test (10000,3,32,32), Y_test (10000,), from the binary tarball."""
  fp = fetch(CIFAR_URL, gunzip=True)
  with tarfile.open(fp) as tf: members = {m.name: (m.offset_data, m.size) for m in tf.getmembers() if m.isfile()}
  disk = Tensor(fp)
  def rows(name: str) -> Tensor:
    if (m := members.get(f"cifar-10-batches-bin/{name}")) is None: raise RuntimeError(f"{CIFAR_URL} has no cifar-10-batches-bin/{name}")
    return disk[m[0]:m[0] + m[1]].reshape(-1, 3073).to(device)
  train, test = Tensor.cat(*[rows(f"data_batch_{i}.bin") for i in range(1, 6)]), rows("test_batch.bin")
  return train[:, 1:].reshape(-1, 3, 32, 32), train[:, 0], test[:, 1:].reshape(-1, 3, 32, 32), test[:, 0]

__all__ = ["cifar", "mnist"]
