"""Tensor creation, movement, indexing and setitem against numpy."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes

def close(t: Tensor, ref, rtol=1e-6, atol=1e-6):
  out, ref = t.numpy(), np.asarray(ref)
  assert out.shape == ref.shape, f"shape {out.shape} != {ref.shape}"
  np.testing.assert_allclose(out, ref, rtol=rtol, atol=atol)

A = np.arange(24, dtype=np.float32).reshape(2, 3, 4)

def test_constructor_dtypes_and_devices():
  assert Tensor([1, 2]).dtype == dtypes.int32 and Tensor([1.0, 2]).dtype == dtypes.float32 and Tensor([True]).dtype == dtypes.bool
  assert Tensor([]).dtype == dtypes.float32 and Tensor([]).shape == (0,)
  assert Tensor(np.zeros(3, np.int64)).dtype == dtypes.int64 and Tensor(np.zeros(3)).dtype == dtypes.float64
  assert Tensor(2.5).device is None and Tensor(2.5).dtype == dtypes.weakfloat and Tensor(True).dtype == dtypes.bool
  assert Tensor(b"\x01\x02").dtype == dtypes.uint8 and Tensor(b"\x01\x02").tolist() == [1, 2]
  assert Tensor(None).item() == 0.0
  with pytest.raises(ValueError): Tensor([[1, 2], [3]])
  with pytest.raises(RuntimeError): Tensor({"a": 1})
  with pytest.raises(RuntimeError): Tensor([1, 2], dtype=dtypes.weakint)

def test_creation_ops():
  close(Tensor.zeros(2, 3), np.zeros((2, 3)))
  close(Tensor.ones((2,)), np.ones(2))
  close(Tensor.full((2, 2), 7), np.full((2, 2), 7))
  assert Tensor.full((2,), 7).dtype == dtypes.int32 and Tensor.full((2,), 7, buffer=False).device is None
  close(Tensor.arange(5), np.arange(5))
  close(Tensor.arange(2, 10, 3), np.arange(2, 10, 3))
  close(Tensor.arange(5, 0, -2), np.arange(5, 0, -2))
  close(Tensor.arange(0.5, 2.0, 0.5), np.arange(0.5, 2.0, 0.5))
  assert Tensor.arange(3).device is None and Tensor.arange(0).shape == (0,) and Tensor.arange(1.5).dtype == dtypes.float32
  close(Tensor.arange(1000), np.arange(1000))
  close(Tensor.linspace(0, 1, 5), np.linspace(0, 1, 5))
  close(Tensor.eye(3, 4), np.eye(3, 4))
  close(Tensor(A[0]).triu(1), np.triu(A[0], 1))
  close(Tensor(A[0]).tril(-1), np.tril(A[0], -1))
  z = Tensor(A).zeros_like()
  assert z.shape == A.shape and z.dtype == dtypes.float32 and z.numpy().sum() == 0
  with pytest.raises(ValueError): Tensor.linspace(0, 1, -1)
  with pytest.raises(ValueError): Tensor.eye(-1)

def test_random_reproducible_and_in_range():
  Tensor.manual_seed(3)
  a = Tensor.rand(1000).numpy()
  Tensor.manual_seed(3)
  b = Tensor.rand(1000).numpy()
  assert np.array_equal(a, b) and 0 <= a.min() and a.max() < 1 and abs(a.mean() - 0.5) < 0.05
  n = Tensor.randn(2000).numpy()
  assert abs(n.mean()) < 0.1 and abs(n.std() - 1) < 0.1
  r = Tensor.randint(500, low=3, high=7).numpy()
  assert r.min() >= 3 and r.max() <= 6 and set(r.tolist()) == {3, 4, 5, 6}
  p = Tensor.randperm(10).numpy()
  assert sorted(p.tolist()) == list(range(10))
  with pytest.raises(ValueError): Tensor.rand(2, dtype=dtypes.int32)
  with pytest.raises(ValueError): Tensor.randint(2, low=5, high=5)
  with pytest.raises(ValueError): Tensor.normal(2, std=-1)

def test_movement_ops():
  t = Tensor(A)
  close(t.reshape(6, -1), A.reshape(6, -1))
  close(t.reshape(None, 12), A.reshape(2, 12))
  close(t.permute(2, 0, 1), A.transpose(2, 0, 1))
  close(t.permute(-1, 0, 1), A.transpose(2, 0, 1))
  close(t.flip(0, -1), A[::-1, :, ::-1])
  close(t[:, :1].expand(2, 5, 4), np.broadcast_to(A[:, :1], (2, 5, 4)))
  close(t.shrink(((0, 1), None, (1, 3))), A[0:1, :, 1:3])
  close(t.pad(((1, 0), None, (0, 2))), np.pad(A, ((1, 0), (0, 0), (0, 2))))
  close(t.pad((1, 2)), np.pad(A, ((0, 0), (0, 0), (1, 2))))
  close(t.pad((1, 1), value=-5.0), np.pad(A, ((0, 0), (0, 0), (1, 1)), constant_values=-5))
  close(t.pad((-1, 1)), np.pad(A[:, :, 1:], ((0, 0), (0, 0), (0, 1))))
  for mode, np_mode in (("reflect", "reflect"), ("replicate", "edge"), ("circular", "wrap")):
    close(t.pad((2, 1), mode=mode), np.pad(A, ((0, 0), (0, 0), (2, 1)), mode=np_mode))
  close(t.squeeze(), A) and close(t[:1].squeeze(0), A[0])
  close(t.unsqueeze(1), A[:, None])
  close(t.flatten(1), A.reshape(2, 12))
  close(t.unflatten(2, (2, 2)), A.reshape(2, 3, 2, 2))
  close(t.transpose(0, 2), A.transpose(2, 1, 0))
  close(Tensor(A[0]).T, A[0].T)
  close(t.repeat(2, 1, 1), np.tile(A, (2, 1, 1)))
  close(t.repeat_interleave(2, 1), np.repeat(A, 2, 1))
  close(t.roll(1, 2), np.roll(A, 1, 2))
  close(t.roll((1, -1), (0, 1)), np.roll(A, (1, -1), (0, 1)))
  close(t.pad_to(3, 3, 5), np.pad(A, ((0, 1), (0, 0), (0, 1))))
  close(t.shrink_to(1, 2, 2), A[:1, :2, :2])
  with pytest.raises(ValueError): t.reshape(5, 5)
  with pytest.raises(RuntimeError): t.reshape(-1, -1)
  with pytest.raises(RuntimeError): t.permute(0, 0, 1)
  with pytest.raises(IndexError): t.permute(0, 1, 5)
  with pytest.raises(ValueError): t.expand(3, 3, 4)
  with pytest.raises(ValueError): t.pad((4, 0), mode="reflect")

def test_cat_stack_split_chunk():
  a, b = Tensor(A), Tensor(A * 2)
  close(a.cat(b, dim=1), np.concatenate([A, A * 2], 1))
  close(Tensor.cat(a, b, dim=-1), np.concatenate([A, A * 2], -1))
  close(a.stack(b, dim=1), np.stack([A, A * 2], 1))
  parts = a.split([1, 3], dim=2)
  close(parts[0], A[:, :, :1]) and close(parts[1], A[:, :, 1:])
  assert [p.shape for p in a.chunk(2, 2)] == [(2, 3, 2), (2, 3, 2)] and len(a.split(3, 2)) == 2
  close(a.cat(Tensor.zeros(2, 0, 4), dim=1), A)
  with pytest.raises(RuntimeError): a.cat(Tensor.zeros(2, 2, 2), dim=1)
  with pytest.raises(RuntimeError): a.stack(Tensor.zeros(1))
  with pytest.raises(RuntimeError): a.split([1, 1], dim=2)

def test_diag_diagonal_meshgrid_unfold_rearrange():
  m = np.arange(12, dtype=np.float32).reshape(3, 4)
  close(Tensor([1.0, 2, 3]).diag(), np.diag([1.0, 2, 3]))
  close(Tensor(m).diagonal(), np.diagonal(m))
  close(Tensor(m).diagonal(1), np.diagonal(m, 1))
  gx, gy = Tensor.meshgrid(Tensor([1, 2, 3]), Tensor([4, 5]))
  nx, ny = np.meshgrid([1, 2, 3], [4, 5], indexing="ij")
  close(gx, nx) and close(gy, ny)
  close(Tensor(np.arange(6.0, dtype=np.float32)).unfold(0, 2, 2), np.arange(6.0, dtype=np.float32).reshape(3, 2))
  close(Tensor(np.arange(7.0, dtype=np.float32)).unfold(0, 3, 2), np.lib.stride_tricks.sliding_window_view(np.arange(7.0, dtype=np.float32), 3)[::2])
  close(Tensor(A).rearrange("b c (h w) -> b h w c", h=2), A.reshape(2, 3, 2, 2).transpose(0, 2, 3, 1))

@pytest.mark.parametrize("idx", [
  1, -1, (0, 1), (slice(None), 2), (slice(1, None),), (slice(None, None, -1),), (Ellipsis, 1), (None, 0), (0, None, slice(None, 2)),
  (slice(None), slice(None, None, 2), slice(3, 0, -2)), (slice(5, 10),), (slice(None), slice(0, 0)), (0, Ellipsis, None)])
def test_basic_getitem(idx):
  close(Tensor(A)[idx], A[idx])

@pytest.mark.parametrize("idx", [
  ([1, 0],), (slice(None), [2, 0, 1]), ([0, 1], [1, 2]), (0, slice(None), [1, 3]), ([[0], [1]], slice(None), [0, 3]), (Ellipsis, [-1, 0]),
  (slice(None), [0, 2], slice(1, 3))])
def test_advanced_getitem_numpy_placement(idx):
  close(Tensor(A)[idx], A[idx])
  tidx = tuple(Tensor(np.array(i, np.int32)) if isinstance(i, list) else i for i in idx)
  close(Tensor(A)[tidx], A[idx])

def test_getitem_errors_and_out_of_range_tensor_index():
  t = Tensor(A)
  with pytest.raises(IndexError): t[2]
  with pytest.raises(IndexError): t[0, 0, 0, 0]
  close(t[[True, False]], A[[True, False]])  # a bool list is a mask, as in numpy
  with pytest.raises(IndexError): t[Tensor([1.0])]
  with pytest.raises(ValueError): t[::0]
  close(Tensor([1.0, 2, 3])[Tensor([0, 5, -1])], np.array([1.0, 0.0, 3.0]))  # out of range reads 0

def test_setitem_basic_and_advanced():
  t = Tensor.zeros(3, 4).contiguous().realize()
  t[1] = 5.0
  t[:, 0] = Tensor([1.0, 2.0, 3.0])
  t[2, 1:3] = 7
  ref = np.zeros((3, 4), np.float32)
  ref[1], ref[:, 0], ref[2, 1:3] = 5, [1, 2, 3], 7
  close(t, ref)
  t[[0, 2], [3, 3]] = Tensor([8.0, 9.0])
  ref[[0, 2], [3, 3]] = [8, 9]
  close(t, ref)
  u = Tensor.arange(6).reshape(2, 3).float()
  u[0, 1] = 10.0
  close(u, np.array([[0, 10, 2], [3, 4, 5]], np.float32))
  with pytest.raises(RuntimeError): t[0] = Tensor([1, 2, 3, 4], dtype=dtypes.int32)
  w = Tensor.full((3,), 1, buffer=False)
  w[0] = 2  # a constant gets a buffer (its default dtype) before the write, as tinygrad makes a const target contiguous
  assert w.dtype == dtypes.int32 and w.tolist() == [2, 1, 1]

def test_gather_scatter():
  x = np.arange(12, dtype=np.float32).reshape(3, 4)
  idx = np.array([[0, 2], [1, 1], [3, 0]], np.int32)
  close(Tensor(x).gather(1, Tensor(idx)), np.take_along_axis(x, idx, 1))
  idx0 = np.array([[2, 0, 1, 0]], np.int32)
  close(Tensor(x).gather(0, Tensor(idx0)), np.take_along_axis(x, idx0, 0))
  out = Tensor.zeros(3, 4).scatter(1, Tensor(idx), Tensor(np.ones((3, 2), np.float32) * 5))
  ref = np.zeros((3, 4), np.float32)
  np.put_along_axis(ref, idx, 5, 1)
  close(out, ref)
  add = Tensor.ones(3, 4).scatter(1, Tensor(idx), 2.0, reduce="add")
  ref2 = np.ones((3, 4), np.float32)
  for i in range(3):
    for j in range(2): ref2[i, idx[i, j]] += 2
  close(add, ref2)
  s = Tensor.zeros(4).scatter_reduce(0, Tensor([0, 0, 2]), Tensor([1.0, 2.0, 3.0]), "sum")
  close(s, np.array([3.0, 0, 3, 0]))
  m = Tensor([5.0, 5, 5, 5]).scatter_reduce(0, Tensor([1, 1]), Tensor([2.0, 9.0]), "amax", include_self=False)
  close(m, np.array([5.0, 9, 5, 5]))
  with pytest.raises(TypeError): Tensor.zeros(3).scatter(0, Tensor([0]), Tensor([1.0]), reduce="add")
  with pytest.raises(RuntimeError): Tensor.zeros(3, 3).gather(0, Tensor([0]))

def test_masked_select_nonzero():
  x = np.array([[1.0, -2.0], [3.0, -4.0]], np.float32)
  close(Tensor(x).masked_select(Tensor(x > 0)), x[x > 0])
  close(Tensor(x > 0).nonzero(), np.argwhere(x > 0))

def test_data_access():
  t = Tensor(A)
  assert t.tolist() == A.tolist() and Tensor(3.5).item() == 3.5 and t[0, 0, 1].item() == 1.0
  assert t.numel() == 24 and t.ndim == 3 and len(t) == 2 and t.nbytes() == 96 and t.element_size() == 4
  assert bytes(Tensor([1, 2], dtype=dtypes.uint8).data()) == b"\x01\x02"
  assert Tensor.zeros(0, 3).numpy().shape == (0, 3)
  with pytest.raises(ValueError): t.item()
  with pytest.raises(TypeError): bool(t)
  with pytest.raises(TypeError): len(Tensor(1.0))
  with pytest.raises(RuntimeError): Tensor(1.5).element_size()
  bf = Tensor([1.5, -2.25], dtype=dtypes.bfloat16)
  assert bf.numpy().dtype == np.float32 and bf.tolist() == [1.5, -2.25]

def test_assign_and_clone():
  t = Tensor.zeros(3).contiguous().realize()
  t.assign(Tensor([1.0, 2.0, 3.0]))
  close(t, [1, 2, 3])
  t += 1
  close(t, [2, 3, 4])
  c = t.clone()
  t.assign(Tensor([0.0, 0.0, 0.0]))
  close(c, [2, 3, 4]) and close(t, [0, 0, 0])
  with pytest.raises(RuntimeError): t.assign(Tensor([1, 2, 3], dtype=dtypes.int32))
  d = Tensor.arange(4)
  assert d.device is None and d.contiguous() is d and d.to("CPU") is d and d.clone("CPU").device == "CPU"
