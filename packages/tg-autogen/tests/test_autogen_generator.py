import ctypes, gc, shutil, subprocess, textwrap
import pytest
pytest.importorskip("clang.cindex", reason="the generator needs the `generate` extra (libclang)")
pytest.importorskip("yaml", reason="the generator needs the `generate` extra (pyyaml)")
pytest.importorskip("mako", reason="the generator needs the `generate` extra (mako)")
if shutil.which("gcc") is None: pytest.skip("gcc checks the generated layouts", allow_module_level=True)
from tinygrad.runtime.autogen.generator import VERSION, config, emit, probe

HEADER = textwrap.dedent("""\
  #include <stdint.h>
  #include <linux/ioctl.h>
  struct outer {
    int a;
    struct { int x; short y; } named;
    union { int u1; float u2; };
    struct { unsigned lo:3, :2, hi:5; int sb:4; };
    char tail[];
  };
  typedef struct { int x, y; } Point;
  typedef enum { RED, GREEN = 5, BLUE } Color;
  enum Foo { A, B, C };
  enum Bar { X = -1, Y = 0x7fffffff };
  enum Big { P = 0x80000000, Q };
  struct __attribute__((packed)) pk { uint8_t a; uint32_t b; uint16_t c[3]; };
  struct __attribute__((aligned(16))) al { int a; };
  struct cmd { struct pk head; Point where; uint64_t big; };
  struct C;
  struct A { struct B *b; int v; };
  struct B { struct C *c; int v; };
  struct C { struct A *a; int v; };
  union un { uint64_t q; uint8_t b[8]; struct { uint32_t lo, hi; } w; };
  typedef uint32_t myint;
  typedef int (*callback_t)(int, void *);
  struct withcb { callback_t cb; const char *name; };
  struct flex { uint32_t n; uint32_t data[]; };
  #define INT_CONST 42
  #define HEX_CONST 0xdeadbeefULL
  #define OCTAL 0755
  #define NEG (-7)
  #define EXPR ((INT_CONST << 4) | 3)
  #define LATER (EARLIER + 1)
  #define EARLIER 10
  #define MASK (~0U)
  #define CAST ((uint8_t)0x1ff)
  #define TERN (INT_CONST > 40 ? 1 : 2)
  #define LOGIC (INT_CONST && !0)
  #define DIV (INT_CONST / 5)
  #define CHR 'A'
  #define STR "hello " "world"
  #define FLT 1.5f
  #define SZ sizeof(struct pk)
  #define MUL(a, b) ((a) * (b) + INT_CONST)
  #define FIELD(x) (((x) & 0x3f) << 8)
  #define IOW_MAGIC 'M'
  #define MY_IO _IO(IOW_MAGIC, 1)
  #define MY_IOR _IOR(IOW_MAGIC, 2, struct pk)
  #define MY_IOW _IOW(IOW_MAGIC, 3, Point)
  #define MY_IOWR _IOWR(IOW_MAGIC, 4, struct cmd)
  #define PASTE(a) a ## 1
  #define STMT do { } while (0)
  #define EMPTY
  int add(int a, int b);
  int sum(int n, ...);
  double scale(double x, double k);
  int area(const Point *p);
  const char *greet(void);
  static inline int helper(int x) { return x + 1; }
""")

LIBSRC = textwrap.dedent("""\
  #include <stdarg.h>
  #include "syn.h"
  int add(int a, int b) { return a + b; }
  int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
  double scale(double x, double k) { return x * k; }
  int area(const Point *p) { return p->x * p->y; }
  const char *greet(void) { return "hi"; }
""")

def spec_for(tmp_path, dll=None):
  (tmp_path / "syn.h").write_text(HEADER)
  yml = {"roots": {"syn": {"paths": [str(tmp_path)]}}, "modules": {"syn": {"headers": ["syn:syn.h"], **({"dll": dll} if dll else {})}}}
  import yaml
  (tmp_path / "b.yaml").write_text(yaml.safe_dump(yml))
  return config.load(tmp_path / "b.yaml")["syn"]

@pytest.fixture(scope="module")
def built(tmp_path_factory):
  tmp = tmp_path_factory.mktemp("syn")
  (tmp / "syn.h").write_text(HEADER)
  subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(tmp / "libsyn.so"), "-x", "c", "-", f"-I{tmp}"], input=LIBSRC, text=True, check=True)
  spec = spec_for(tmp, {"name": "syn", "candidates": [str(tmp / "libsyn.so")]})
  text, model = emit.build(spec)
  return spec, text, model, probe.module_from_text(text, "syn")

def test_layouts_and_constants_match_gcc(built):
  spec, _, model, mod = built
  assert probe.check(mod, model, [p for _, p in spec.files()], spec.clang_args()) == []

def test_probe_catches_a_wrong_layout(built):
  spec, text, model, _ = built
  wrong = text.replace("('b', ctypes.c_uint32, 1)", "('b', ctypes.c_uint32, 2)").replace("EARLIER = 10", "EARLIER = 11")
  broken = probe.module_from_text(wrong, "bad")
  bad = probe.check(broken, model, [p for _, p in spec.files()], spec.clang_args())
  assert any("offsetof(struct pk, b)" in b for b in bad) and any(b.startswith("EARLIER") for b in bad)

def test_first_line_and_determinism(built, tmp_path):
  spec, text, _, _ = built
  assert text.splitlines()[0].startswith(f"# tg-autogen {VERSION} generated this from syn:syn.h (inputs sha256 ")
  assert emit.generate(spec) == text

def test_records(built):
  mod = built[3]
  o = mod.struct_outer(a=1)
  o.named.x, o.u2, o.lo, o.hi, o.sb = 5, 1.0, 5, 17, -3
  assert (o.named.x, o.u1, o.lo, o.hi, o.sb) == (5, 0x3f800000, 5, 17, -3)  # the union's members share bytes
  assert type(o.named).__name__ == "struct_outer_named" and ctypes.sizeof(mod.struct_outer) == 20
  assert ctypes.sizeof(mod.struct_pk) == 11 and ctypes.sizeof(mod.struct_al) == 16
  assert mod.Point(3, 4).y == 4 and ctypes.sizeof(mod.union_un) == 8
  u = mod.union_un(q=0x1122334455667788)
  assert (u.w.lo, u.w.hi, list(u.b)[:2]) == (0x55667788, 0x11223344, [0x88, 0x77])
  f = mod.struct_flex(n=2)
  assert f.data._length_ == 0 and mod.struct_flex.data.offset == 4

def test_packed_command_bytes(built):
  mod = built[3]
  cmd = mod.struct_cmd(mod.struct_pk(1, 0x02030405, [6, 7, 8]), mod.Point(9, 10), 11)
  le = lambda v, n: v.to_bytes(n, "little")
  want = bytes([1, 5, 4, 3, 2, 6, 0, 7, 0, 8, 0]) + b"\0" + le(9, 4) + le(10, 4) + b"\0" * 4 + le(11, 8)
  assert bytes(cmd) == want and type(cmd.head) is mod.struct_pk

def test_cyclic_pointers(built):
  mod = built[3]
  a, b, cc = mod.struct_A(v=1), mod.struct_B(v=2), mod.struct_C(v=3)
  a.b, b.c, cc.a = ctypes.pointer(b), ctypes.pointer(cc), ctypes.pointer(a)
  gc.collect()
  assert a.b.contents.c.contents.a.contents.v == 1 and a.b.contents.c.contents.v == 3

def test_enums_and_typedefs(built):
  mod = built[3]
  assert (mod.RED, mod.GREEN, mod.BLUE, mod.Color[6]) == (0, 5, 6, "BLUE")
  assert mod.enum_Foo == {0: "A", 1: "B", 2: "C"} and (mod.X, mod.Y, mod.P, mod.Q) == (-1, 0x7fffffff, 0x80000000, 0x80000001)
  assert mod.myint is ctypes.c_uint32 and mod.callback_t._restype_ is ctypes.c_int32

def test_macros(built):
  mod = built[3]
  assert (mod.INT_CONST, mod.HEX_CONST, mod.OCTAL, mod.NEG, mod.EXPR, mod.LATER) == (42, 0xdeadbeef, 0o755, -7, 42 << 4 | 3, 11)
  assert (mod.MASK, mod.CAST, mod.TERN, mod.LOGIC, mod.DIV, mod.CHR) == (0xffffffff, 0xff, 1, 1, 8, 65)
  assert (mod.STR, mod.FLT, mod.SZ, mod.MUL(3, 4), mod.FIELD(0x41)) == ("hello world", 1.5, 11, 54, 0x100)
  assert not any(hasattr(mod, n) for n in ("PASTE", "STMT", "EMPTY", "helper"))

def test_ioctl_family(built):
  mod = built[3]
  # the request numbers are also checked against gcc in test_layouts_and_constants_match_gcc
  assert (mod.MY_IO, mod.MY_IOR, mod.MY_IOW, mod.MY_IOWR) == (0x4d01, 0x800b4d02, 0x40084d03, 0xc0204d04)
  assert mod.MY_IOWR.struct is mod.struct_cmd and mod.MY_IO.struct is None

def test_functions_bound_to_library(built):
  mod = built[3]
  assert mod.add(2, 40) == 42 and mod.scale(1.5, 4.0) == 6.0 and mod.greet() == b"hi"
  assert mod.sum(4, 1, 2, 3, 4) == 10  # variadic
  assert mod.area(ctypes.pointer(mod.Point(6, 7))) == 42

def test_missing_library_is_clear_and_lazy(tmp_path):
  spec = spec_for(tmp_path, {"name": "tgmissing", "candidates": ["tg_missing_lib_xyz"]})
  mod = probe.module_from_text(emit.generate(spec), "missing")  # importing works without the library
  with pytest.raises(OSError, match=r"library 'tgmissing' not found.*TGMISSING_PATH"): mod.add(1, 2)

def test_without_dll_functions_are_skipped(tmp_path):
  mod = probe.module_from_text(emit.generate(spec_for(tmp_path)), "nodll")
  assert not hasattr(mod, "add") and not hasattr(mod, "dll") and mod.INT_CONST == 42

def test_missing_headers_and_bad_yaml(tmp_path):
  spec = spec_for(tmp_path)
  spec.headers = ["syn:nope.h"]
  with pytest.raises(config.MissingHeaders, match=r"nope\.h"): spec.files()
  (tmp_path / "bad.yaml").write_text("roots: {}\nmodules: {m: {headers: [], dlll: x}}\n")
  with pytest.raises(ValueError, match="unknown keys \\['dlll'\\]"): config.load(tmp_path / "bad.yaml")

def test_cli(tmp_path, capsys):
  from tinygrad.runtime.autogen.generator import cli
  assert cli.main(["--list"]) == 0 and "kfd: kernel:include/uapi/linux/kfd_ioctl.h" in capsys.readouterr().out
  with pytest.raises(SystemExit): cli.main(["no_such_module"])
  spec = spec_for(tmp_path)
  assert cli.main(["--bindings", str(tmp_path / "b.yaml"), "--out", str(tmp_path), "syn"]) == 0
  assert (tmp_path / "syn.py").read_text() == emit.generate(spec)
  assert cli.main(["--bindings", str(tmp_path / "b.yaml"), "--out", str(tmp_path), "--check", "syn"]) == 0
  (tmp_path / "syn.py").write_text("stale\n")
  assert cli.main(["--bindings", str(tmp_path / "b.yaml"), "--out", str(tmp_path), "--check", "syn"]) == 1
