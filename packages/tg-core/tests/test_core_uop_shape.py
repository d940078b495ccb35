"""Contract D builders on UOp: shape inference, argument normalisation, no-ops, errors, devices and buffers."""
import numpy as np
import pytest
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import UOp, Variable
from tinygrad.uop.shape import ShapeError, broadcast_shape

def buf(*shape, device="NULL", dtype=dtypes.float32):
  return UOp.new_buffer(device, int(np.prod(shape)), dtype).reshape(shape)

def test_movement_shapes_match_numpy():
  a, x = np.zeros((3, 4, 5)), buf(3, 4, 5)
  assert x.reshape(-1, 5).shape == a.reshape(-1, 5).shape == (12, 5)
  assert x.permute(2, 0, 1).shape == a.transpose(2, 0, 1).shape
  assert x.permute(-1, 0, 1).shape == (5, 3, 4)
  assert x.shrink(((1, 3), None, (0, 5))).shape == a[1:3].shape
  assert x.pad(((1, 2), None, (0, 1))).shape == np.pad(a, ((1, 2), (0, 0), (0, 1))).shape
  assert x.reshape(3, 1, 4, 5).expand(3, 7, 4, 5).shape == (3, 7, 4, 5)
  assert x.expand(2, 3, 4, 5).shape == (2, 3, 4, 5)  # new dims on the left
  assert x.flip(-1).arg == (False, False, True)
  assert x.squeeze().shape == (3, 4, 5) and x.unsqueeze(-1).shape == (3, 4, 5, 1) and x.flatten(1).shape == (3, 20)
  assert x.transpose(0, 2).shape == (5, 4, 3) and x.unflatten(1, (2, 2)).shape == (3, 2, 2, 5)

def test_noops_return_self():
  x = buf(2, 3)
  assert x.reshape(2, 3) is x and x.permute(0, 1) is x and x.expand(2, 3) is x and x.pad((None, (0, 0))) is x
  assert x.shrink(((0, 2), (0, 3))) is x and x.reduce(Ops.ADD, ()) is x and x.copy_to_device("NULL") is x

def test_hash_consed():
  x = buf(2, 3)
  assert x.reshape(6) is x.reshape(6) and x.permute(1, 0) is x.permute((1, 0))
  assert UOp.new_buffer("NULL", 4, dtypes.int) is not UOp.new_buffer("NULL", 4, dtypes.int)  # every buffer is fresh

@pytest.mark.parametrize("fn, err", [
  (lambda x: x.reshape(5, 5), ValueError), (lambda x: x.reshape(-1, -1), RuntimeError), (lambda x: x.permute(0, 0), RuntimeError),
  (lambda x: x.permute(0, 3), IndexError), (lambda x: x.expand(4, 3), ValueError), (lambda x: x.shrink(((0, 3), None)), ValueError),
  (lambda x: x.pad(((-1, 0), None)), ValueError), (lambda x: x.flip(0, 0), RuntimeError), (lambda x: x.reduce(Ops.ADD, (2,)), IndexError),
  (lambda x: x.reduce(Ops.SUB, (0,)), ValueError), (lambda x: x.assign(buf(3, 2)), ShapeError)])
def test_bad_args_raise(fn, err):
  with pytest.raises(err): fn(buf(2, 3))

def test_reduce_keeps_rank_and_dtype():
  r = buf(2, 3, 4, dtype=dtypes.int8).reduce(Ops.MAX, (-1, 0))
  assert r.shape == (1, 3, 1) and r.dtype == dtypes.int8 and r.arg == (Ops.MAX, (0, 2))

def test_alu_broadcast_and_devices():
  x, c = buf(2, 3), UOp.const(2.0).reshape(1, 1).expand(2, 3)
  assert c.device is None and x.device == "NULL" and (x + c).device == "NULL" and (x + c).shape == (2, 3)
  assert x.copy_to_device("CPU").device == "CPU" and x.copy_to_device("CPU").shape == (2, 3)
  assert broadcast_shape((3, 1), (4,)) == (3, 4) and broadcast_shape((0, 1), (5,)) == (0, 5)
  with pytest.raises(ShapeError): broadcast_shape((2, 3), (4,))

def test_bitcast_rescales_last_dim():
  x = buf(2, 8, dtype=dtypes.uint8)
  assert x.bitcast(dtypes.float32).shape == (2, 2) and x.bitcast(dtypes.float32).bitcast(dtypes.uint16).shape == (2, 4)

def test_symbolic_dims():
  v = Variable("n", 1, 10)
  x = buf(10, 4).shrink(((0, v), None))
  assert x.shape[0] is v and x.shape[1] == 4
  assert x.reshape(v, 2, 2).shape[1:] == (2, 2) and (x.reshape(-1).shape[0] - v * 4).simplify().arg == 0

def test_assign_and_buffer():
  x = UOp.new_buffer("NULL", 6, dtypes.float32)
  a = x.assign(x + x)
  assert a.op is Ops.AFTER and a.src[1].op is Ops.STORE and a.shape == (6,)
  assert x.buffer.size == 6 and x.buffer.dtype == dtypes.float32 and x.buffer is x.reshape(2, 3).buffer
  with pytest.raises(RuntimeError): x.reshape(2, 3).permute(1, 0).buffer
