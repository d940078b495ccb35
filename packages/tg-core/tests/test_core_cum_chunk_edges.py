"""Edges found while documenting the Tensor API (issue 35): cumprod of bools, chunk of an empty dim."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("shape, axis", [((5,), 0), ((3, 4), 1), ((3, 4), 0)])
def test_cumprod_of_bools_is_int_like_prod(dev, shape, axis):
  # the pad identity 1 promoted a bool scan to a weakint tensor on the device (prod and cumsum of bools give int32)
  a = np.random.default_rng(0).random(shape) > 0.3
  t = Tensor(a, device=dev).cumprod(axis)
  assert t.dtype == Tensor(a, device=dev).prod().dtype == Tensor(a, device=dev).cumsum(axis).dtype == dtypes.int32
  np.testing.assert_array_equal(t.numpy(), np.cumprod(a, axis))

@pytest.mark.parametrize("shape, chunks, dim", [((0,), 3, 0), ((2, 0), 4, 1), ((0, 5), 1, 0), ((0, 2, 3), 2, 0)])
def test_chunk_of_an_empty_dim_gives_chunks_empty_views(shape, chunks, dim):
  # torch.chunk gives `chunks` empty tensors (np.array_split splits an empty axis the same way); tg gave one
  want = np.array_split(np.zeros(shape, np.float32), chunks, axis=dim)
  got = Tensor.zeros(*shape).chunk(chunks, dim)
  assert [g.shape for g in got] == [w.shape for w in want]
  assert all(g.numpy().shape == w.shape for g, w in zip(got, want))
