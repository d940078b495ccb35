"""Train a small CNN on scikit-learn's bundled 8x8 digits (1797 images, read offline from the installed wheel).

  uv run python examples/train_digits.py [--steps 300] [--batch 128] [--lr 0.01]
  uv run mpiexec -n 2 python examples/train_digits.py --mpi      (data-parallel over MPI ranks: pip install tg-core[mpi])

Prints the test accuracy (a fixed 20% split); the default run reaches >= 97%. With --mpi every rank draws the same batch indices,
trains on its 1/N of them and averages the gradients over the ranks (tinygrad.distributed, inside the jitted step), so the steps are
those of one process on the whole batch and the accuracy is the same.
"""
from __future__ import annotations
import argparse, gzip, importlib.util, pathlib, time
from typing import Any
import numpy as np
from tinygrad import Context, Tensor, TinyJit
from tinygrad.nn import Conv2d, Linear
from tinygrad.nn.optim import Adam
from tinygrad.nn.state import get_parameters

def _digits_csv() -> pathlib.Path:
  """digits.csv.gz inside the installed scikit-learn wheel (found without importing sklearn, which is slow to import)."""
  spec = importlib.util.find_spec("sklearn")
  if spec is None or not spec.submodule_search_locations: raise RuntimeError("the digits data ships with scikit-learn: pip install scikit-learn")
  return pathlib.Path(next(iter(spec.submodule_search_locations))) / "datasets" / "data" / "digits.csv.gz"

def load_digits(seed: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
  """(X_train, Y_train, X_test, Y_test): images (N, 1, 8, 8) scaled to [0, 1], int32 labels; 20% held out."""
  raw = np.loadtxt(gzip.open(_digits_csv()), delimiter=",")
  x, y = (raw[:, :64] / 16.0).astype(np.float32).reshape(-1, 1, 8, 8), raw[:, 64].astype(np.int32)
  order = np.random.RandomState(seed).permutation(len(x))
  n_test = len(x) // 5
  test, train = order[:n_test], order[n_test:]
  return x[train], y[train], x[test], y[test]

class DigitsCNN:
  """conv(8) -> relu -> maxpool -> conv(16) -> relu -> maxpool -> linear(10)."""
  def __init__(self):
    self.c1, self.c2, self.fc = Conv2d(1, 8, 3, padding=1), Conv2d(8, 16, 3, padding=1), Linear(16 * 2 * 2, 10)
  def __call__(self, x: Tensor) -> Tensor:
    x = self.c1(x).relu().max_pool2d(2)
    x = self.c2(x).relu().max_pool2d(2)
    return self.fc(x.flatten(1))

def accuracy(model: DigitsCNN, x: np.ndarray, y: np.ndarray) -> float:
  return float((model(Tensor(x)).argmax(1).numpy() == y).mean())

def train(steps: int = 300, batch: int = 128, lr: float = 0.01, seed: int = 0, verbose: bool = False, mpi: bool = False) -> float:
  """Train from scratch; returns the test accuracy. mpi: data-parallel over the ranks of this MPI job (each rank 1/N of each batch)."""
  Tensor.manual_seed(seed)
  xtr, ytr, xte, yte = load_digits(seed)
  model = DigitsCNN()
  opt: Any = Adam(get_parameters(model), lr=lr)
  part = slice(None)
  if mpi:
    from tinygrad import distributed as dist
    if batch % dist.world_size(): raise ValueError(f"--batch {batch} must split evenly over {dist.world_size()} ranks")
    dist.broadcast_parameters(get_parameters(model))  # every rank starts from rank 0's weights
    opt = dist.DistributedOptimizer(opt)
    n = batch // dist.world_size()
    part = slice(dist.rank() * n, (dist.rank() + 1) * n)
  @TinyJit  # captured on the second call, then replayed: no scheduling or compiling per step
  def train_step(x: Tensor, y: Tensor) -> Tensor:
    with Context(TRAINING=1):
      loss = model(x).sparse_categorical_crossentropy(y)
      opt.zero_grad()
      loss.backward()
      opt.step()
    return loss.realize()
  rng = np.random.RandomState(seed)
  for step in range(steps):
    idx = rng.randint(0, len(xtr), size=batch)[part]  # the same draw on every rank: each takes its slice
    loss = train_step(Tensor(xtr[idx]), Tensor(ytr[idx]))
    if verbose and step % 50 == 0: print(f"step {step:4d} loss {loss.item():.4f}")
  return accuracy(model, xte, yte)

if __name__ == "__main__":
  ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  ap.add_argument("--steps", type=int, default=300)
  ap.add_argument("--batch", type=int, default=128)
  ap.add_argument("--lr", type=float, default=0.01)
  ap.add_argument("--mpi", action="store_true", help="data-parallel over the ranks of `mpiexec -n N` (pip install tg-core[mpi])")
  args = ap.parse_args()
  st = time.perf_counter()
  who = ""
  if args.mpi:
    from tinygrad import distributed as dist
    who = f"rank {dist.rank()}/{dist.world_size()}: "
  acc = train(args.steps, args.batch, args.lr, verbose=not who or who.startswith("rank 0/"), mpi=args.mpi)
  print(f"{who}test accuracy {acc * 100:.2f}% after {args.steps} steps in {time.perf_counter() - st:.1f} s")
