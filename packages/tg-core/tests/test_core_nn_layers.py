"""nn layers, optimizers and state (safetensors, state dicts, torch checkpoints) against numpy formulas."""
import io, pickle, sys, types, zipfile
import numpy as np
import pytest
from tinygrad import Context, Tensor, dtypes
from tinygrad.nn import BatchNorm, Conv2d, Embedding, GroupNorm, LayerNorm, Linear, LSTMCell, RMSNorm
from tinygrad.nn.optim import SGD, Adam, AdamW, LAMB, Muon, OptimizerGroup
from tinygrad.nn.state import get_parameters, get_state_dict, load_state_dict, safe_load, safe_save, torch_load

rng = np.random.RandomState(3)

def close(t, ref, rtol=1e-5, atol=1e-5): np.testing.assert_allclose(t.numpy(), ref, rtol=rtol, atol=atol)

def test_linear_and_conv_shapes_and_values():
  lin = Linear(4, 3)
  x = rng.randn(2, 4).astype(np.float32)
  close(lin(Tensor(x)), x @ lin.weight.numpy().T + lin.bias.numpy())
  assert np.abs(lin.weight.numpy()).max() <= 0.5
  c = Conv2d(2, 4, 3, padding="same")
  assert c(Tensor.ones(1, 2, 5, 5)).shape == (1, 4, 5, 5) and c.weight.shape == (4, 2, 3, 3)
  with pytest.raises(ValueError): Conv2d(2, 4, 3, padding="valid")
  with pytest.raises(ValueError): Conv2d(2, 4, 3, stride=2, padding="same")

def test_norm_layers():
  x = rng.randn(4, 3, 2, 2).astype(np.float32)
  bn = BatchNorm(3)
  close(bn(Tensor(x)), x / np.sqrt(1 + 1e-5), atol=1e-5)  # eval mode uses running stats (0, 1)
  with Context(TRAINING=1): out = bn(Tensor(x)).numpy()
  m, v = x.mean((0, 2, 3), keepdims=True), x.var((0, 2, 3), keepdims=True)
  np.testing.assert_allclose(out, (x - m) / np.sqrt(v + 1e-5), atol=1e-4)
  np.testing.assert_allclose(bn.running_mean.numpy(), 0.1 * m.reshape(-1), atol=1e-5)
  np.testing.assert_allclose(bn.running_var.numpy(), 0.9 + 0.1 * x.var((0, 2, 3), ddof=1), atol=1e-5)
  assert bn.num_batches_tracked.item() == 1
  ln = LayerNorm(2)
  close(ln(Tensor(x)), (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5), atol=1e-4)
  gn = GroupNorm(1, 3)
  flat = x.reshape(4, -1)
  close(gn(Tensor(x)), ((flat - flat.mean(1, keepdims=True)) / np.sqrt(flat.var(1, keepdims=True) + 1e-5)).reshape(x.shape), atol=1e-4)
  rn = RMSNorm(2)
  close(rn(Tensor(x)), x / np.sqrt((x * x).mean(-1, keepdims=True) + 1e-6), atol=1e-5)

def test_embedding_and_lstm():
  emb = Embedding(5, 3)
  idx = np.array([[0, 4], [2, 2]], np.int32)
  close(emb(Tensor(idx)), emb.weight.numpy()[idx])
  with pytest.raises(TypeError): emb(Tensor([1.0]))
  cell = LSTMCell(3, 2)
  h, c = cell(Tensor(rng.randn(4, 3).astype(np.float32)))
  assert h.shape == (4, 2) and c.shape == (4, 2) and np.abs(h.numpy()).max() < 1

def quadratic_steps(make_opt, steps=3):
  w = Tensor([1.0, -2.0, 3.0])
  opt = make_opt([w])
  hist = []
  with Context(TRAINING=1):
    for _ in range(steps):
      opt.zero_grad()
      (w * w).sum().backward()
      opt.step()
      hist.append(w.numpy().copy())
  return hist

def test_sgd_momentum_nesterov_weight_decay():
  w0, lr, mu, wd = np.array([1.0, -2.0, 3.0]), 0.1, 0.9, 0.01
  for nesterov in (False, True):
    w, b = w0.copy(), np.zeros(3)
    hist = quadratic_steps(lambda p, n=nesterov: SGD(p, lr=lr, momentum=mu, weight_decay=wd, nesterov=n))
    for got in hist:
      g = 2 * w + wd * w
      b = mu * b + g
      w = w - lr * (g + mu * b if nesterov else b)
      np.testing.assert_allclose(got, w, rtol=1e-5)

def test_adam_adamw_lamb():
  w0, lr, b1, b2 = np.array([1.0, -2.0, 3.0]), 0.1, 0.9, 0.999
  for wd, eps, make in ((0.0, 1e-8, lambda p: Adam(p, lr=0.1)), (0.01, 1e-8, lambda p: AdamW(p, lr=0.1))):
    w, m, v = w0.copy(), np.zeros(3), np.zeros(3)
    for t, got in enumerate(quadratic_steps(make), 1):
      g = 2 * w
      m, v = b1 * m + (1 - b1) * g, b2 * v + (1 - b2) * g * g
      up = (m / (1 - b1 ** t)) / (np.sqrt(v / (1 - b2 ** t)) + eps) + wd * w
      w = w - lr * up
      np.testing.assert_allclose(got, w, rtol=1e-5)
  hist = quadratic_steps(lambda p: LAMB(p, lr=0.1), 1)
  g = 2 * w0
  up = (0.1 * g / 0.1) / (np.sqrt(0.001 * g * g / 0.001) + 1e-6)
  np.testing.assert_allclose(hist[0], w0 - 0.1 * np.linalg.norm(w0) / np.linalg.norm(up) * up, rtol=1e-5)

def test_muon_updates():
  w = Tensor(rng.randn(3, 4).astype(np.float32))
  opt = Muon([w], lr=0.01)
  with Context(TRAINING=1):
    (w * w).sum().backward()
    before = w.numpy().copy()
    opt.step()
  assert not np.allclose(before, w.numpy()) and np.isfinite(w.numpy()).all()

def test_optimizer_group_and_errors():
  a, b = Tensor([1.0]), Tensor([2.0])
  grp = OptimizerGroup(SGD([a], lr=0.5), SGD([b], lr=0.5))
  with Context(TRAINING=1):
    (a * b).sum().backward()
    grp.step()
  assert a.item() == 0.0 and b.item() == 1.5 and grp[0].params[0] is a
  with pytest.raises(RuntimeError): SGD([Tensor([1.0])]).step()  # no TRAINING
  with pytest.raises(ValueError): SGD([Tensor([1.0])], lr=-1)
  with pytest.raises(ValueError): SGD([Tensor([1.0])], momentum=-1)
  with pytest.raises(ValueError): LAMB([Tensor([1.0])], weight_decay=-1)

class Net:
  def __init__(self): self.l1, self.layers = Linear(2, 3), [Linear(3, 1, bias=False)]

def test_state_dict_roundtrip(tmp_path):
  net = Net()
  sd = get_state_dict(net)
  assert sorted(sd) == ["l1.bias", "l1.weight", "layers.0.weight"] and len(get_parameters(net)) == 3
  fn = tmp_path / "net.safetensors"
  safe_save(sd, fn, metadata={"who": "test"})
  raw = fn.read_bytes()
  n = int.from_bytes(raw[:8], "little")
  assert n % 8 == 0 and b'"__metadata__"' in raw[8:8 + n]
  loaded = safe_load(fn)
  assert loaded["l1.weight"].device.startswith("DISK") and loaded["l1.weight"].shape == (3, 2)
  net2 = Net()
  load_state_dict(net2, loaded)
  for k, v in get_state_dict(net2).items(): np.testing.assert_array_equal(v.numpy(), sd[k].numpy())
  with pytest.raises(KeyError): load_state_dict(Net(), {"l1.weight": loaded["l1.weight"]})
  with pytest.raises(ValueError, match=r"l1\.bias"): load_state_dict(Net(), {**loaded, "l1.bias": Tensor.zeros(4)})
  load_state_dict(net3 := Net(), {**loaded, "l1.bias": Tensor.full((3,), 2.5, dtype=dtypes.half)})  # another dtype is cast (tinygrad)
  assert net3.l1.bias.dtype == sd["l1.bias"].dtype and net3.l1.bias.tolist() == [2.5] * 3
  with pytest.raises(ValueError): safe_save({"w": Tensor(1.5)}, tmp_path / "bad.safetensors")

def test_safetensors_dtypes(tmp_path):
  ts = {"i8": Tensor([-1, 2], dtype=dtypes.int8), "f16": Tensor([1.5, 2.5], dtype=dtypes.half), "b": Tensor([True, False]),
        "i64": Tensor([2 ** 40], dtype=dtypes.int64), "bf": Tensor([1.0, -3.0], dtype=dtypes.bfloat16)}
  safe_save(ts, tmp_path / "d.safetensors")
  back = safe_load(tmp_path / "d.safetensors")
  for k, v in ts.items(): assert back[k].dtype == v.dtype and back[k].tolist() == v.tolist()

def _fake_torch_checkpoint(path, arrays: dict) -> None:
  """A zip checkpoint laid out as torch.save writes it, built without torch."""
  utils, torch_mod = types.ModuleType("torch._utils"), types.ModuleType("torch")
  def _rebuild_tensor_v2(*a): pass
  _rebuild_tensor_v2.__module__, _rebuild_tensor_v2.__qualname__ = "torch._utils", "_rebuild_tensor_v2"
  class FloatStorage: pass
  FloatStorage.__module__, FloatStorage.__qualname__ = "torch", "FloatStorage"
  utils._rebuild_tensor_v2, torch_mod.FloatStorage, torch_mod._utils = _rebuild_tensor_v2, FloatStorage, utils
  class Rebuild:
    def __init__(self, key, arr): self.key, self.arr = key, arr
    def __reduce__(self): return (_rebuild_tensor_v2, (("storage", FloatStorage, self.key, "cpu", self.arr.size), 0, self.arr.shape,
                                                        tuple(s // 4 for s in self.arr.strides), False, {}))
  class P(pickle.Pickler):
    def persistent_id(self, obj): return obj if isinstance(obj, tuple) and obj and obj[0] == "storage" else None
  saved = {k: sys.modules.get(k) for k in ("torch", "torch._utils")}
  sys.modules.update({"torch": torch_mod, "torch._utils": utils})
  try:
    buf = io.BytesIO()
    P(buf, protocol=2).dump({k: Rebuild(str(i), a) for i, (k, a) in enumerate(arrays.items())})
  finally:
    for k, v in saved.items():
      if v is None: sys.modules.pop(k, None)
      else: sys.modules[k] = v
  with zipfile.ZipFile(path, "w") as zf:
    zf.writestr("archive/data.pkl", buf.getvalue())
    for i, a in enumerate(arrays.values()): zf.writestr(f"archive/data/{i}", np.ascontiguousarray(a, np.float32).tobytes())

def test_torch_load_and_refusal(tmp_path):
  w = rng.randn(3, 2).astype(np.float32)
  _fake_torch_checkpoint(tmp_path / "m.pt", {"w": w, "b": np.arange(4, dtype=np.float32)})
  sd = torch_load(tmp_path / "m.pt")
  np.testing.assert_array_equal(sd["w"].numpy(), w)
  assert sd["b"].tolist() == [0, 1, 2, 3]
  class Evil:
    def __reduce__(self): return (print, ("pwned",))
  with zipfile.ZipFile(tmp_path / "evil.pt", "w") as zf: zf.writestr("archive/data.pkl", pickle.dumps(Evil()))
  with pytest.raises(pickle.UnpicklingError, match="refusing"): torch_load(tmp_path / "evil.pt")
  (tmp_path / "plain.pt").write_bytes(b"not a zip")
  with pytest.raises(ValueError): torch_load(tmp_path / "plain.pt")
