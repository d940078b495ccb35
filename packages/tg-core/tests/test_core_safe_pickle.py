"""The restricted unpickler behind torch_load: every pickle opcode is handled or refused, plain pickles load exactly as CPython's own
pickle loads them, nothing a file contains reaches a live object, and a real torch.save file loads to the values numpy computes."""
import io, pathlib, pickle, pickletools, struct, zipfile
from collections import OrderedDict
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.nn.safe_pickle import _EFFECT, _PUSH, REFUSED, Refused, Unpickler
from tinygrad.nn.state import torch_load

class Plain(Unpickler):
  def persistent_load(self, pid): return ("persisted", pid)

def load(data: bytes): return Plain(io.BytesIO(data)).load()

def S(s: str) -> bytes: return b"X" + struct.pack("<I", len(s)) + s.encode()  # BINUNICODE

class _Ref:
  def __init__(self): self.od = OrderedDict(x=1); self.od._metadata = {"": {"version": 1}}

def plain_values():
  shared = [1, 2]
  rec: list = [0]
  rec.append(rec)
  od = OrderedDict([("w", 1.5), ("b", [None, True, False])])
  od._metadata = {"": {"version": 1}}  # torch's state_dict metadata arrives through BUILD
  return {"ints": [0, 1, -1, 255, 256, 65535, 65536, -2**31, 2**31, 2**63, -2**100, 10**40], "floats": [0.0, -0.0, 1e-310, 1.5e300],
          "str": ["", "a" * 300, "ünï\n'\"\\"],
          "bytes": [b"", b"\x00\xff" * 200], "ba": bytearray(b"xyz"), "t": [(), (1,), (1, 2), (1, 2, 3), (1,) * 9],
          "set": {1, 2, 3}, "fs": frozenset({"a"}), "shared": (shared, shared), "rec": rec, "od": od, "big": list(range(2000)),
          "d": {(1, 2): {"n": None}}, "z": 1 + 2j,
          "memo": [strs := [f"s{i}" for i in range(300)], strs, strs[-1]], "sl": slice(1, None, 2), "empty": [b"", bytearray(), set(), frozenset()]}

def same(a, b):
  if isinstance(a, list) and a and a[-1] is a: return isinstance(b, list) and b[-1] is b and a[:-1] == b[:-1]
  if isinstance(a, dict): return type(a) is type(b) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a) and \
    getattr(a, "_metadata", None) == getattr(b, "_metadata", None)
  return type(a) is type(b) and (a == b or (a != a and b != b))

# ---- the full opcode set ----

def test_every_opcode_is_handled_or_refused():
  names = {op.name for op in pickletools.opcodes}
  assert names == set(_PUSH) | set(_EFFECT) | set(REFUSED) | {"STOP"}, "a pickle opcode has no rule"
  assert not set(_PUSH) & set(_EFFECT) and not (set(_PUSH) | set(_EFFECT)) & set(REFUSED)

HANDMADE = {  # opcodes pickle.dumps never writes for the values above, with what CPython's pickle.loads makes of them
  "STRING": b"S'py2 str'\n.", "BINSTRING": b"T\x03\x00\x00\x00abc.", "SHORT_BINSTRING": b"U\x02hi.",
  "LONG": b"L12345678901234567890L\n.", "LONG4": b"\x8b\x02\x00\x00\x00\xff\x7f.", "BINBYTES8": b"\x8e\x02" + b"\x00" * 7 + b"hi.",
  "BINUNICODE8": b"\x8d\x02" + b"\x00" * 7 + b"ok.", "INST": b"(icollections\nOrderedDict\n.", "OBJ": b"(ccollections\nOrderedDict\no.",
  "NEWOBJ_EX": b"\x80\x04" + S("collections") + S("OrderedDict") + b"\x93)}\x92.", "POP": b"K\x01K\x020.", "POP_MARK": b"K\x01(K\x02K\x031.",
  "DUP": b"K\x072\x86.", "PERSID": b"Pfile-7\n.", "BINPERSID": b"K\x05Q.", "GET": b"]p0\n0g0\n.",
}

@pytest.mark.parametrize("proto", range(pickle.HIGHEST_PROTOCOL + 1))
def test_plain_pickles_load_as_pickle_loads_them(proto):
  data = pickle.dumps(plain_values(), protocol=proto)
  assert same(load(data), pickle.loads(data))

@pytest.mark.parametrize("name", sorted(HANDMADE))
def test_handmade_opcodes_load_as_pickle_loads_them(name):
  data = HANDMADE[name]
  assert name in {op.name for op, _, _ in pickletools.genops(data)}
  if name in ("PERSID", "BINPERSID"):
    class P(pickle.Unpickler):
      def persistent_load(self, pid): return ("persisted", pid)
    want = P(io.BytesIO(data)).load()
  else: want = pickle.loads(data)
  assert same(load(data), want)

def test_every_handled_opcode_is_exercised():
  seen = {op.name for p in range(pickle.HIGHEST_PROTOCOL + 1) for op, _, _ in pickletools.genops(pickle.dumps(plain_values(), protocol=p))}
  seen |= {op.name for d in HANDMADE.values() for op, _, _ in pickletools.genops(d)}
  assert set(_PUSH) | set(_EFFECT) | {"STOP"} <= seen | {"NEWOBJ"}, "each allowed opcode must be tested against pickle.loads"
  assert load(pickle.dumps(_Ref().od, protocol=2))._metadata == {"": {"version": 1}}

@pytest.mark.parametrize("name,data", [("EXT1", b"\x82\x01."), ("EXT2", b"\x83\x01\x00."), ("EXT4", b"\x84\x01\x00\x00\x00."),
                                       ("NEXT_BUFFER", b"\x80\x05\x97."), ("READONLY_BUFFER", b"\x80\x05C\x01a\x98.")])
def test_extension_codes_and_buffers_are_refused(name, data):
  with pytest.raises(Refused, match=name): load(data)

# ---- nothing a file contains reaches a live object ----

def torch_file(tmp_path: pathlib.Path, pkl: bytes, storages: dict[str, bytes] | None = None) -> pathlib.Path:
  with zipfile.ZipFile(fn := tmp_path / "ckpt.pt", "w") as zf:
    zf.writestr("archive/data.pkl", pkl)
    for k, v in (storages or {}).items(): zf.writestr(f"archive/data/{k}", v)
  return fn

def G(module: str, name: str) -> bytes: return b"c" + module.encode() + b"\n" + name.encode() + b"\n"

def float_storage_tensor() -> bytes:  # _rebuild_tensor_v2(storage '0' of 4 floats, 0, (4,), (1,), False, OrderedDict())
  pid = b"(" + S("storage") + G("torch", "FloatStorage") + S("0") + S("cpu") + b"K\x04tQ"
  return G("torch._utils", "_rebuild_tensor_v2") + b"(" + pid + b"K\x00K\x04\x85K\x01\x85\x89" + G("collections", "OrderedDict") + b")Rt" + b"R"

DTYPE_BEFORE = (dtypes.float32.itemsize, dtypes.float32.name, dtypes.float32.fmt, dtypes.float32.priority)

ATTACKS = {  # each would change a live object if the loader let it through
  "dtype itemsize via BUILD": G("torch", "FloatStorage") + b"}" + S("itemsize") + b"K\x01sb.",
  "dtype name via slot state": G("torch", "FloatStorage") + b"N}" + S("name") + S("int") + b"s\x86b.",
  "tensor attributes": float_storage_tensor() + b"}" + S("uop") + b"K\x00sb.",
  "OrderedDict class": G("collections", "OrderedDict") + b"}" + S("keys") + b"K\x00sb.",
  "method shadowed on an OrderedDict": G("collections", "OrderedDict") + b")R}" + S("keys") + b"K\x00sb.",
  "dunder on an OrderedDict": G("collections", "OrderedDict") + b")RN}" + S("__class__") + G("collections", "OrderedDict") + b"s\x86b.",
  "SETITEM on a class": G("collections", "OrderedDict") + S("k") + b"K\x01s.",
  "SETITEM on a storage": G("torch", "FloatStorage") + S("k") + b"K\x01s.",
  "SETITEM on a model stand-in": G("mymodel_not_installed", "Net") + b")R" + S("k") + b"K\x01s.",
  "APPEND on a tuple": b")K\x01a.", "APPEND on a stand-in class": G("mymodel_not_installed", "Net") + b"K\x01a.",
  "ADDITEMS on a list": b"\x80\x04](K\x01\x90.", "call a list": b"](tR.", "call a tensor": float_storage_tensor() + b")R.",
  "__builtin__.eval": b"\x80\x02" + G("__builtin__", "eval") + S("1") + b"\x85R.",
  "commands.call": b"\x80\x02" + G("commands", "call") + S("true") + b"\x85R.",
  "builtins.getattr": G("builtins", "getattr") + b".", "os.system": G("os", "system") + b".", "posix.system": G("posix", "system") + b".",
  "subprocess.Popen": G("subprocess", "Popen") + b".", "copy_reg._reconstructor": G("copy_reg", "_reconstructor") + b".",
  "a 2 GB bytearray": G("__builtin__", "bytearray") + b"J\x00\x00\x00\x7f\x85R.",
  "__import__": b"\x80\x04" + S("builtins") + S("__import__") + b"\x93.", "odd module name": G("os.path;x", "join") + b".",
}

@pytest.mark.parametrize("name", sorted(ATTACKS))
def test_attacks_are_refused_and_change_nothing(tmp_path, name):
  fn = torch_file(tmp_path, ATTACKS[name], {"0": np.arange(4, dtype=np.float32).tobytes()})
  with pytest.raises(Refused, match="refusing"): torch_load(fn)
  (tmp_path / "legacy.pt").write_bytes(ATTACKS[name])  # the legacy format reads its header pickles with the same rules
  with pytest.raises((pickle.UnpicklingError, ValueError)): torch_load(tmp_path / "legacy.pt")
  assert (dtypes.float32.itemsize, dtypes.float32.name, dtypes.float32.fmt, dtypes.float32.priority) == DTYPE_BEFORE
  assert Tensor.arange(1000, dtype=dtypes.float32).sum().item() == np.arange(1000, dtype=np.float32).sum()

def test_storage_names_unpickle_to_fresh_stand_ins(tmp_path):
  out = torch_load(torch_file(tmp_path, b"(" + G("torch", "FloatStorage") + G("torch", "FloatStorage") + b"l."))
  assert out[0] is not out[1] and all(s is not dtypes.float32 and s.dtype is dtypes.float32 for s in out)
  with pytest.raises(AttributeError): out[0].itemsize = 1

@pytest.mark.parametrize("data,why", [(b"K\x01", "STOP"), (b"K\x01K\x02.", "STOP with 2"), (b"h\x05.", "KeyError"), (b"t.", "IndexError"),
                                      (b"(K\x01.", "STOP with"), (b"}K\x01s.", "IndexError"), (b"\x8c\xff", "corrupt pickle"),
                                      (b"(K\x01K\x02K\x03d.", "key-value"), (b"](]K\x01s.", "SETITEM")])
def test_corrupt_pickles_raise_unpickling_errors(data, why):
  with pytest.raises(pickle.UnpicklingError, match=why): load(data)

def test_deep_nesting_needs_no_recursion():
  depth = 200_000
  out = load(b"]" * depth + b"a" * (depth - 1) + b".")
  for _ in range(depth - 1): out = out[0]
  assert out == []

# ---- a real torch.save file (tests/data/make_torch_fixture.py, torch 2.13) ----

def test_real_torch_checkpoint_matches_numpy():
  ck = torch_load(pathlib.Path(__file__).with_name("data") / "torch_fixture.pt")
  np.testing.assert_array_equal(ck["model"]["weight"].numpy(), np.arange(6, dtype=np.float32).reshape(2, 3) / 4)
  np.testing.assert_array_equal(ck["model"]["bias"].numpy(), np.array([-1.5, 2.25], np.float32))
  assert type(ck["model"]) is OrderedDict and ck["model"]._metadata == {"": {"version": 1}}
  assert (ck["epoch"], ck["name"], ck["blob"], ck["ids"], ck["z"], ck["od"]) == (7, "fixture", b"\x00\xffab", {1, 2, 3}, 1 + 2j,
                                                                                  OrderedDict(a=1, b=[2.5, None, True]))
  np.testing.assert_array_equal(ck["long"].numpy(), np.arange(-3, 9, dtype=np.int64).reshape(3, 4))
  np.testing.assert_array_equal(ck["tview"].numpy(), np.arange(12, dtype=np.int32).reshape(3, 4).T)
  assert ck["bf16"].dtype == dtypes.bfloat16 and ck["bf16"].float().tolist() == (np.arange(8) - 3.5).tolist()
  assert ck["f64"].dtype == dtypes.float64 and ck["f64"].item() == 0.1
  np.testing.assert_array_equal(ck["half"].numpy(), np.array([65504.0, -0.0, 1e-4], np.float16))
  np.testing.assert_array_equal(ck["u8"].numpy(), np.arange(250, 256, dtype=np.uint8))
  np.testing.assert_array_equal(ck["param"].numpy(), np.full((2, 2), 3, np.float32))
