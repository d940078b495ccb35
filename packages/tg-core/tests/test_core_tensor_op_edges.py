"""Op behaviours against numpy / torch's documented answers: empty axes, masks, meshgrid, stack, isclose, multinomial."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes

@pytest.mark.parametrize("shape, axis", [((0, 3), 0), ((3, 0), 1), ((0,), 0), ((2, 0, 4), 1)])
def test_cumulative_ops_over_empty_axis(shape, axis):
  a = np.ones(shape, np.float32)
  t = Tensor(a)
  np.testing.assert_array_equal(t.cumsum(axis).numpy(), np.cumsum(a, axis))
  np.testing.assert_array_equal(t.cumprod(axis).numpy(), np.cumprod(a, axis))
  for fn in (t.cummax, t.cummin):
    v, i = fn(axis)
    assert v.shape == a.shape and i.shape == a.shape and v.numpy().size == 0

def test_cumulative_axis_out_of_range_is_index_error():
  with pytest.raises(np.exceptions.AxisError): np.cumsum(np.ones(3), 2)
  for fn in ("cumsum", "cumprod", "cummax", "cummin"):
    with pytest.raises(IndexError): getattr(Tensor.ones(3), fn)(2)

def test_nonzero_of_empty():
  assert Tensor([]).nonzero().numpy().shape == np.argwhere(np.array([])).shape

@pytest.mark.parametrize("shape, axis", [((0,), None), ((0,), 0), ((2, 0), 1), ((0, 3), 0)])
def test_argmax_argmin_of_empty_raise_like_numpy(shape, axis):
  for name in ("argmax", "argmin"):
    with pytest.raises(ValueError): getattr(np, name)(np.ones(shape), axis=axis)
    with pytest.raises(ValueError, match="empty"): getattr(Tensor.ones(*shape), name)(axis)

def test_argmax_over_nonempty_axis_of_empty_tensor():
  assert Tensor.ones(0, 3).argmax(1).numpy().shape == np.argmax(np.ones((0, 3)), 1).shape

def test_bool_list_index_is_a_mask():
  a = np.arange(12).reshape(3, 4)
  np.testing.assert_array_equal(Tensor(a)[[True, False, True]].numpy(), a[[True, False, True]])
  np.testing.assert_array_equal(Tensor(a)[:, [False, True, True, False]].numpy(), a[:, [False, True, True, False]])
  with pytest.raises(IndexError): a[[True, False]]
  with pytest.raises(IndexError, match="boolean index"): Tensor(a)[[True, False]]

def test_stack_of_a_tuple_or_list():
  a, b = np.arange(3), np.arange(3, 6)
  for seq in (tuple, list):
    np.testing.assert_array_equal(Tensor.stack(seq([Tensor(a), Tensor(b)])).numpy(), np.stack([a, b]))
  np.testing.assert_array_equal(Tensor.stack((Tensor(a), Tensor(b)), dim=1).numpy(), np.stack([a, b], 1))

@pytest.mark.parametrize("indexing", ["ij", "xy"])
def test_meshgrid_matches_numpy(indexing):
  x, y, z = np.arange(3), np.arange(10, 12), np.arange(20, 24)
  for args in ((x, y), (x, y, z)):
    want = np.meshgrid(*args, indexing=indexing)
    for got in (Tensor(args[0]).meshgrid(*map(Tensor, args[1:]), indexing=indexing), Tensor.meshgrid(*map(Tensor, args), indexing=indexing)):
      assert len(got) == len(want)
      for g, w in zip(got, want): np.testing.assert_array_equal(g.numpy(), w)

def test_isclose_edge_cases():
  inf, nan = float("inf"), float("nan")
  a = np.array([nan, inf, -inf, 1.0, inf, nan, 1.0, 0.0, 1e10], np.float32)
  b = np.array([nan, inf, inf, inf, 1e38, 1.0, 1.0 + 1e-6, 1e-9, 1.00001e10], np.float32)
  for eq in (False, True):
    np.testing.assert_array_equal(Tensor(a).isclose(Tensor(b), equal_nan=eq).numpy(), np.isclose(a, b, equal_nan=eq))

@pytest.mark.parametrize("probs", [[0.0, 0.0, 0.0], [-1.0, 2.0, 0.0], [float("nan"), 1.0], [float("inf"), 1.0], [[1.0, 2.0], [0.0, 0.0]]])
@pytest.mark.parametrize("replacement", [True, False])
def test_multinomial_rejects_bad_weights(probs, replacement):
  # torch.multinomial raises RuntimeError for negative/inf/nan weights and for rows summing to 0
  with pytest.raises(RuntimeError, match="multinomial"): Tensor(probs).multinomial(1, replacement=replacement)

def test_multinomial_samples_stay_in_range():
  p = np.array([[0.0, 1.0, 3.0], [5.0, 0.0, 0.0]], np.float32)
  s = Tensor(p).multinomial(200, replacement=True).numpy()
  assert s.min() >= 0 and s.max() < 3 and (p[np.arange(2)[:, None], s] > 0).all()

def _torch_pad_ref(a: np.ndarray, pads: list[tuple[int, int]], mode: str) -> np.ndarray:
  """torch's rule for negative pads: reflect/replicate pad the positive sides of the original (numpy's pad), then crop the negative
  ones; circular crops first and wraps the cropped array (checked against torch 2.13's F.pad)."""
  np_mode = {"reflect": "reflect", "replicate": "edge", "circular": "wrap"}[mode]
  if mode == "circular":
    a = a[tuple(slice(max(-b, 0), a.shape[i] - max(-e, 0)) for i, (b, e) in enumerate(pads))]
    return np.pad(a, [(max(b, 0), max(e, 0)) for b, e in pads], mode="wrap")
  out = np.pad(a, [(max(b, 0), max(e, 0)) for b, e in pads], mode=np_mode)
  return out[tuple(slice(-b if b < 0 else 0, out.shape[i] + e if e < 0 else None) for i, (b, e) in enumerate(pads))]

@pytest.mark.parametrize("mode", ["reflect", "replicate", "circular"])
@pytest.mark.parametrize("pads", [[(0, 0), (-1, 2)], [(2, -1), (0, 0)], [(-1, -2), (3, -2)], [(1, 1), (-3, 0)]])
def test_pad_modes_with_negative_pads_crop(mode, pads):
  a = np.arange(30, dtype=np.float32).reshape(5, 6)
  np.testing.assert_array_equal(Tensor(a).pad(tuple(pads), mode=mode).numpy(), _torch_pad_ref(a, pads, mode))
  flat = tuple(v for b, e in pads[::-1] for v in (b, e))  # torch's flat order: last dim first
  np.testing.assert_array_equal(Tensor(a).pad(flat, mode=mode).numpy(), _torch_pad_ref(a, pads, mode))

def _lerp_ref(a: np.ndarray, out: int, axis: int) -> np.ndarray:
  """Half-pixel linear resize along one axis in float64 (align_corners=False), the oracle for interpolate."""
  n = a.shape[axis]
  pos = np.maximum(0.0, (np.arange(out) + 0.5) * n / out - 0.5)
  lo = np.minimum(np.floor(pos).astype(int), n - 1)
  hi, w = np.minimum(lo + 1, n - 1), pos - np.floor(pos)
  shape = [1] * a.ndim
  shape[axis] = out
  return np.take(a, lo, axis) * (1 - w.reshape(shape)) + np.take(a, hi, axis) * w.reshape(shape)

@pytest.mark.parametrize("mode", ["linear", "nearest"])
def test_interpolate_uint8_stays_uint8(mode):
  a = np.random.default_rng(3).integers(0, 256, (1, 2, 5, 7)).astype(np.uint8)
  got = Tensor(a).interpolate((9, 4), mode=mode)
  assert got.dtype == dtypes.uint8
  if mode == "linear":
    want = np.round(_lerp_ref(_lerp_ref(a.astype(np.float64), 9, 2), 4, 3))
    assert np.abs(got.numpy().astype(np.int64) - want).max() <= 1  # float32 blend vs the float64 oracle may round a .5 apart
  assert (Tensor(a.astype(np.float32)).interpolate((9, 4), mode=mode).dtype) == dtypes.float32

def test_one_hot_is_default_int():
  idx = np.array([0, 2, 1, 2])
  got = Tensor(idx).one_hot(3)
  assert got.dtype == dtypes.default_int
  np.testing.assert_array_equal(got.numpy(), np.eye(3, dtype=np.int32)[idx])

def test_load_state_dict_casts_to_the_model_dtype():
  from tinygrad.nn import BatchNorm
  from tinygrad.nn.state import get_state_dict, load_state_dict
  bn = BatchNorm(3)
  sd = {k: Tensor(np.full(v.shape, 7, np.float32)) for k, v in get_state_dict(bn).items()}
  want = {k: v.dtype for k, v in get_state_dict(bn).items()}
  load_state_dict(bn, sd)
  for k, v in get_state_dict(bn).items():
    assert v.dtype == want[k]
    np.testing.assert_array_equal(v.numpy(), np.full(v.shape, 7).astype(v.numpy().dtype))
  assert get_state_dict(bn)["num_batches_tracked"].dtype in (dtypes.int64, dtypes.int32)

@pytest.mark.parametrize("axis", [None, 0, (1, 2)])
@pytest.mark.parametrize("dt", [dtypes.int8, dtypes.uint8, dtypes.int64, dtypes.float32], ids=str)
def test_sum_prod_dtype_matches_numpy(axis, dt):
  a = np.arange(1, 25, dtype=np.int32).reshape(2, 3, 4)
  npdt = np.dtype(dt.fmt)
  for name in ("sum", "prod"):
    got = getattr(Tensor(a), name)(axis, dtype=dt)
    assert got.dtype == dt
    np.testing.assert_allclose(got.numpy(), getattr(a, name)(axis, dtype=npdt), rtol=1e-6)

@pytest.mark.parametrize("formula, shapes", [("...ij,jk->...ik", [(2, 3, 4), (4, 5)]), ("i...->...i", [(2, 3, 4)]),
                                             ("...i,...i->...", [(2, 3, 4)] * 2), ("...ii->...i", [(3, 4, 4)]),
                                             ("ij...,jk->ik...", [(3, 4, 2), (4, 5)])])
def test_einsum_ellipsis(formula, shapes):
  rng = np.random.default_rng(1)
  ops = [rng.standard_normal(s).astype(np.float32) for s in shapes]
  np.testing.assert_allclose(Tensor.einsum(formula, *map(Tensor, ops)).numpy(), np.einsum(formula, *ops), rtol=1e-5, atol=1e-5)
