import ctypes, gc, os
import pytest
from tinygrad.runtime.support import c

def make(size, fields):
  cls = c.record(type("S", (c.Struct,), {"SIZE": size}))
  cls.register_fields(fields)
  return cls

class NativePacked(ctypes.Structure):
  _pack_ = 1
  _fields_ = [("a", ctypes.c_uint8), ("b", ctypes.c_uint32), ("c", ctypes.c_int16 * 3), ("d", ctypes.c_double)]

Packed = make(19, [("a", ctypes.c_uint8, 0), ("b", ctypes.c_uint32, 1), ("c", ctypes.c_int16 * 3, 5), ("d", ctypes.c_double, 11)])

def test_packed_bytes_match_native():
  ours, native = Packed(7, 0xdeadbeef, [1, -2, 3], 2.5), NativePacked(7, 0xdeadbeef, (1, -2, 3), 2.5)
  assert ctypes.sizeof(ours) == ctypes.sizeof(native) == 19
  assert bytes(ours) == bytes(native)
  back = Packed.from_buffer_copy(bytes(native))
  assert (back.a, back.b, list(back.c), back.d) == (7, 0xdeadbeef, [1, -2, 3], 2.5)

def test_keyword_init_and_errors():
  s = Packed(d=1.5, a=3)
  assert (s.a, s.b, s.d) == (3, 0, 1.5)
  with pytest.raises(TypeError, match="no field 'zz'"): Packed(zz=1)
  with pytest.raises(TypeError, match="at most 4"): Packed(1, 2, 3, 4, 5)

class NativeBits(ctypes.Structure):
  _fields_ = [("lo", ctypes.c_uint32, 3), ("mid", ctypes.c_int32, 7), ("hi", ctypes.c_uint32, 22), ("w", ctypes.c_uint32)]

Bits = make(8, [("lo", ctypes.c_uint32, 0, 3, 0), ("mid", ctypes.c_int32, 0, 7, 3), ("hi", ctypes.c_uint32, 1, 22, 2), ("w", ctypes.c_uint32, 4)])

@pytest.mark.parametrize("vals", [(5, -3, 0x3fffff, 9), (0, 63, 1, 0xffffffff), (7, -64, 0x155555, 1)])
def test_bitfields_match_native(vals):
  ours, native = Bits(*vals), NativeBits(*vals)
  assert bytes(ours) == bytes(native)
  other = Bits.from_buffer_copy(bytes(native))
  assert (other.lo, other.mid, other.hi, other.w) == (native.lo, native.mid, native.hi, native.w)

Inner = make(8, [("x", ctypes.c_int32, 0), ("y", ctypes.c_int32, 4)])
Outer = make(40, [("p", Inner, 0), ("arr", Inner * 3, 8), ("ptr", ctypes.c_void_p, 32)])

def test_nested_arrays_and_void_pointer():
  o = Outer((1, 2), ptr=None)
  o.arr[1].y = 9
  o.p.x += 10
  assert (o.p.x, o.p.y, o.arr[1].y, o.ptr) == (11, 2, 9, None)
  assert int.from_bytes(bytes(o)[8 + 8 + 4:8 + 8 + 8], "little") == 9
  o.ptr = 0x1234
  assert o.ptr == 0x1234

Node = make(16, [])
Node.register_fields([("val", ctypes.c_int64, 0), ("next", ctypes.POINTER(Node), 8)])

def test_pointer_fields_keep_their_target_alive():
  head = Node(1)
  head.next = ctypes.pointer(Node(2))  # the only reference to the second node is the field
  gc.collect()
  assert head.next.contents.val == 2
  assert ctypes.cast(head.next, ctypes.c_void_p).value == int.from_bytes(bytes(head)[8:], "little")

def test_init_c_struct_t_is_cached_and_laid_out():
  t = c.init_c_struct_t(8, (("a", ctypes.c_uint16, 2), ("b", ctypes.c_uint8, 7)))
  assert t is c.init_c_struct_t(8, (("a", ctypes.c_uint16, 2), ("b", ctypes.c_uint8, 7)))
  assert bytes(t(0x0102, 3)) == bytes([0, 0, 2, 1, 0, 0, 0, 3])
  assert c.init_c_var(ctypes.c_int, lambda v: ctypes.memmove(ctypes.addressof(v), (ctypes.c_int * 1)(42), 4)).value == 42

def test_ioctl_numbers_follow_linux_encoding():
  S = make(24, [("a", ctypes.c_uint64, 0)])
  # dir<<30 | size<<16 | type<<8 | nr, as <asm-generic/ioctl.h> encodes it
  assert c._IO("K", 5) == (ord("K") << 8) | 5
  assert c._IOW("K", 5, S) == (1 << 30) | (24 << 16) | (ord("K") << 8) | 5
  assert c._IOR(0x64, 0x45, S) == (2 << 30) | (24 << 16) | (0x64 << 8) | 0x45
  assert c._IOWR("K", 0x25, S) == 0xc0184b25

class FakeDriver:
  def __init__(self, ret): self.ret, self.calls = ret, []
  def ioctl(self, req, payload):
    self.calls.append((req, bytes(payload)))
    payload.a = 99
    return self.ret

def test_ioctl_call_fills_struct_and_raises_on_error():
  S = make(8, [("a", ctypes.c_uint32, 0), ("b", ctypes.c_uint32, 4)])
  ioc, drv = c._IOWR("K", 1, S), FakeDriver(0)
  out = ioc(drv, b=7)
  assert (out.a, out.b) == (99, 7) and drv.calls == [(0xc0084b01, bytes([0, 0, 0, 0, 7, 0, 0, 0]))]
  with pytest.raises(RuntimeError, match="returned -22"): ioc(FakeDriver(-22))

def test_missing_library_raises_clear_error(monkeypatch):
  monkeypatch.delenv("TG_NO_SUCH_LIB_PATH", raising=False)
  lib = c.DLL("tg_no_such_lib", ["tg_no_such_lib_abc"])
  @lib.bind(ctypes.c_int, ctypes.c_int)
  def f(x): ...
  with pytest.raises(OSError, match=r"library 'tg_no_such_lib' not found .*libtg_no_such_lib_abc\.so.*TG_NO_SUCH_LIB_PATH"): f(1)
  assert "tg_no_such_lib" not in c.DLL._loaded_

def test_library_path_from_environment(monkeypatch):
  libc = c.findlib("c", ["c"])
  assert libc is not None and os.path.exists(libc)
  monkeypatch.setenv("MYC_PATH", libc)
  lib = c.DLL("myc", ["definitely_not_there"])
  @lib.bind(ctypes.c_size_t, ctypes.c_char_p)
  def strlen(s): ...
  assert strlen(b"hello world") == 11 and "myc" in c.DLL._loaded_
