"""An MNIST-style classifier with tinygrad.nn and tinygrad.nn.optim, trained offline: the 8x8 digits resized to 28x28.

  uv run python examples/mnist_style.py [--steps 200] [--mnist]

--mnist trains on the real MNIST instead (tinygrad.nn.datasets.mnist downloads it once into the cache). The docs' training
tutorial shows this file; the docs test runs it for a few steps.
"""
from __future__ import annotations
import argparse, os, pathlib, sys, tempfile, time
from tinygrad import Context, Tensor, TinyJit, nn
from tinygrad.nn.state import get_parameters, safe_load, safe_save, get_state_dict, load_state_dict

class Model:
  """Two conv blocks with BatchNorm, then a linear classifier: (N, 1, 28, 28) images -> (N, 10) logits."""
  def __init__(self):
    self.layers = [nn.Conv2d(1, 16, 5), Tensor.relu, nn.Conv2d(16, 16, 5), nn.BatchNorm(16), Tensor.relu, Tensor.max_pool2d,
                   nn.Conv2d(16, 32, 3), Tensor.relu, nn.Conv2d(32, 32, 3), nn.BatchNorm(32), Tensor.relu, Tensor.max_pool2d,
                   lambda x: x.flatten(1), nn.Linear(32 * 3 * 3, 10)]
  def __call__(self, x: Tensor) -> Tensor: return x.sequential(self.layers)

def offline_data() -> tuple[Tensor, Tensor, Tensor, Tensor]:
  """scikit-learn's bundled 8x8 digits, scaled to [0, 255] and resized to 28x28 like MNIST (no download)."""
  sys.path.insert(0, str(pathlib.Path(__file__).parent))
  from train_digits import load_digits
  xtr, ytr, xte, yte = load_digits()
  big = lambda x: Tensor(x).interpolate((28, 28), mode="linear") * 255
  return big(xtr), Tensor(ytr), big(xte), Tensor(yte)

def train(steps: int = 200, batch: int = 64, data: tuple[Tensor, Tensor, Tensor, Tensor] | None = None) -> float:
  """Trains from scratch with Adam; returns the test accuracy."""
  Tensor.manual_seed(0)
  X_train, Y_train, X_test, Y_test = data or offline_data()
  model = Model()
  opt = nn.optim.Adam(get_parameters(model), lr=1e-3)

  @TinyJit
  def train_step() -> Tensor:
    with Context(TRAINING=1):  # BatchNorm uses batch statistics and updates its running ones
      samples = Tensor.randint(batch, high=X_train.shape[0])
      loss = model(X_train[samples] / 255).sparse_categorical_crossentropy(Y_train[samples])
      opt.zero_grad()
      loss.backward()
      opt.step()
    return loss.realize()

  @TinyJit
  def test_acc() -> Tensor: return (model(X_test / 255).argmax(axis=1) == Y_test).mean() * 100

  for i in range(steps):
    loss = train_step()
    if i % 50 == 49: print(f"step {i + 1:4d} loss {loss.item():6.3f} test accuracy {test_acc().item():5.2f}%")
  acc = test_acc().item()
  # save and load the weights: a safetensors file, read back into a fresh model
  path = os.path.join(tempfile.mkdtemp(), "mnist_style.safetensors")
  safe_save(get_state_dict(model), path)
  fresh = Model()
  load_state_dict(fresh, safe_load(path), verbose=False)
  assert (fresh(X_test[:8] / 255).argmax(axis=1) == model(X_test[:8] / 255).argmax(axis=1)).all().item()
  return acc

if __name__ == "__main__":
  ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  ap.add_argument("--steps", type=int, default=200)
  ap.add_argument("--mnist", action="store_true", help="the real MNIST (downloaded once)")
  args = ap.parse_args()
  st = time.perf_counter()
  data = None
  if args.mnist:
    from tinygrad.nn.datasets import mnist
    data = mnist()
  print(f"test accuracy {train(args.steps, data=data):.2f}% after {args.steps} steps in {time.perf_counter() - st:.1f} s")
