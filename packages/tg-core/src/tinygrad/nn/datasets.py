"""Datasets downloaded on first use (MNIST, CIFAR-10) as uint8 tensors."""
from __future__ import annotations
import tarfile
from typing import Any
import numpy as np
from tinygrad.tensor import Tensor

def fetch(url: str, **kw: Any) -> Any:
  from tinygrad.helpers import fetch as _fetch  # type: ignore[attr-defined]
  return _fetch(url, **kw)

def _idx(url: str, offset: int, device: Any) -> Tensor:
  data = np.frombuffer(fetch(url, gunzip=True).read_bytes(), dtype=np.uint8)[offset:]
  return Tensor(data.copy(), device=device)

def mnist(device: Any = None, fashion: bool = False) -> tuple[Tensor, Tensor, Tensor, Tensor]:
  """X_train (60000,1,28,28), Y_train, X_test (10000,1,28,28), Y_test, all uint8."""
  base = "https://storage.googleapis.com/cvdf-datasets/mnist/" if not fashion else "http://fashion-mnist.s3-website.eu-central-1.amazonaws.com/"
  return (_idx(base + "train-images-idx3-ubyte.gz", 16, device).reshape(-1, 1, 28, 28), _idx(base + "train-labels-idx1-ubyte.gz", 8, device),
          _idx(base + "t10k-images-idx3-ubyte.gz", 16, device).reshape(-1, 1, 28, 28), _idx(base + "t10k-labels-idx1-ubyte.gz", 8, device))

def cifar(device: Any = None) -> tuple[Tensor, Tensor, Tensor, Tensor]:
  """X_train (50000,3,32,32) uint8, Y_train, X_test (10000,3,32,32), Y_test, from the binary tarball."""
  tf = tarfile.open(fetch("https://www.cs.toronto.edu/~kriz/cifar-10-binary.tar.gz"), mode="r:gz")
  def part(names: list[str]) -> np.ndarray:
    return np.concatenate([np.frombuffer(tf.extractfile(n).read(), dtype=np.uint8).reshape(-1, 3073) for n in names])  # type: ignore[union-attr]
  tr = part([f"cifar-10-batches-bin/data_batch_{i}.bin" for i in range(1, 6)])
  te = part(["cifar-10-batches-bin/test_batch.bin"])
  return (Tensor(tr[:, 1:].reshape(-1, 3, 32, 32).copy(), device=device), Tensor(tr[:, 0].copy(), device=device),
          Tensor(te[:, 1:].reshape(-1, 3, 32, 32).copy(), device=device), Tensor(te[:, 0].copy(), device=device))

__all__ = ["cifar", "mnist"]
