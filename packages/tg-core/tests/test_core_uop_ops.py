"""UOp: hash-consing and freeing, immutability, printing, walks, builders, variables, bounds, the Python ALU."""
import gc, itertools, math, operator, pickle, weakref
import pytest
from tinygrad.dtype import Invalid, dtypes
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import AxisType, KernelInfo, UOp, Variable, exec_alu, resolve, smax, smin, ssimplify, sym_infer, threefry2x32

a, b = Variable("a", 0, 10), Variable("b", -3, 5)

# ---- hash-consing ----

def test_same_construction_same_object():
  assert UOp.const(3) is UOp.const(3)
  assert (a * 4 + b) is (a * 4 + b)
  assert UOp(Ops.ADD, dtypes.weakint, (a, b)) is a + b
  assert Variable("a", 0, 10) is a and Variable("a", 0, 11) is not a

def test_equal_but_different_constants_stay_apart():
  assert UOp.const(0.0) is not UOp.const(-0.0)
  assert UOp.const(True, dtypes.int) is UOp.const(1, dtypes.int) and type(UOp.const(1, dtypes.int).arg) is int  # the dtype canonicalises
  assert UOp(Ops.NOOP, arg=1) is not UOp(Ops.NOOP, arg=True) and UOp(Ops.NOOP, arg=1) is not UOp(Ops.NOOP, arg=1.0)
  assert UOp.const(math.nan) is UOp.const(math.nan)

def test_graph_is_freed_when_unreferenced():
  x = Variable("free_me", 0, 7)
  y = (x * 123457 + 11) // 7
  refs = [weakref.ref(u) for u in y.toposort() if u.op is not Ops.CONST]  # constants may be shared with graphs other tests keep
  n_cache = len(UOp.__class__.ucache)  # type: ignore[attr-defined]
  del x, y
  gc.collect()
  assert all(r() is None for r in refs)
  assert len(UOp.__class__.ucache) <= n_cache - len(refs)  # type: ignore[attr-defined]

def test_rebuilt_after_free_is_equal_structure():
  k1 = (Variable("k", 0, 3) + 1).key
  gc.collect()
  assert (Variable("k", 0, 3) + 1).key == k1

def test_immutable():
  with pytest.raises(AttributeError, match="immutable"): a.op = Ops.ADD
  assert a.replace(arg=a.arg) is a and (a + 1).replace(op=Ops.MUL) is a * 1

def test_pickle_roundtrip_is_the_same_node():
  e = (a * 4 + b).maximum(2)
  assert pickle.loads(pickle.dumps(e)) is e

def test_bad_construction_errors():
  with pytest.raises(TypeError, match="value first"): UOp.const(dtypes.int, 3)  # type: ignore[arg-type]
  with pytest.raises(TypeError, match="DType"): UOp(Ops.CONST, 3, (), 1)  # type: ignore[arg-type]
  with pytest.raises(TypeError, match="sources must be UOps"): UOp(Ops.ADD, dtypes.int, (a, 3))  # type: ignore[arg-type]
  with pytest.raises(TypeError, match="not iterable"): list(a)
  with pytest.raises(TypeError, match="mixed dtypes"): UOp.const(1.0, dtypes.float.vec(2)) + UOp.const(1.0, dtypes.float.vec(4))

# ---- walks, keys, printing ----

def test_toposort_sources_first_and_shared_once():
  s = a + 1
  e = s * s
  topo = list(e.toposort())
  assert topo[-1] is e and len(topo) == len(set(topo)) == 4
  for i, u in enumerate(topo): assert all(topo.index(x) < i for x in u.src)
  assert e.tree_size == 7  # tree size counts each use

def test_toposort_gate_skips_subgraphs():
  e = (a + 1) * b
  assert a not in e.toposort(lambda u: u.op is not Ops.ADD)

def test_key_is_structural():
  assert (a + 1).key == (a + 1).key != (a + 2).key
  assert len((a + 1).key) == 32

def test_printed_form_names_shared_nodes_once():
  s = a + 1
  text = repr(s * s)
  assert text.count("x0:=") == 1 and text.count("x0,") == 1 and text.startswith("UOp(Ops.MUL, dtypes.weakint")
  from tinygrad.uop.ops import ParamArg  # noqa: F401  (eval needs the names the printed form uses)
  from tinygrad.dtype import AddrSpace  # noqa: F401
  assert eval(text) is s * s  # the printed form is Python that rebuilds the node

def test_printed_form_of_deep_graph_is_flat():
  x = a
  for i in range(400): x = x + i
  lines = repr(x).splitlines()
  assert len(lines) == len(x.toposort()) and lines[-1].startswith(f"x{len(lines) - 1} = UOp(Ops.ADD")

def test_render():
  assert (a * 4 + b).render() == "(a*4)+b"
  assert (b + a * 4).render() == "(a*4)+b"
  assert (a - b).render() == "a-b"
  assert (a - 3).render() == "a-3"
  assert ((a + 1) // 2).render(simplify=False) == "(a+1)//2"
  assert (a < b).where(a, b).render(simplify=False) == "a if (a<b) else b"
  assert a.bind(3).render() == "a"

def test_substitute():
  c = Variable("c", 0, 100)
  e = (a * 4 + b) // 2
  s = e.substitute({a: c, b: UOp.const(1)})
  assert s is (c * 4 + 1) // 2
  assert e.substitute({}) is e
  swapped = (a + b).substitute({a: b, b: a})  # one pass: the replacements are not substituted again
  assert swapped is b + a

# ---- builders ----

def test_builders():
  r = UOp.range(16, 0, AxisType.REDUCE)
  assert r.op is Ops.RANGE and r.arg == (0, AxisType.REDUCE) and r.axis_type is AxisType.REDUCE and (r.vmin, r.vmax) == (0, 15)
  assert UOp.range(8, 1).arg[-1] is AxisType.WEAK and UOp.range(8, 1).dtype is dtypes.weakint
  sp = UOp.special(32, "gidx0")
  assert (sp.vmin, sp.vmax) == (0, 31) and sp.arg == "gidx0"
  buf = UOp(Ops.PARAM, dtypes.float.ptr(16), (), 0)
  ld = buf[r].load()
  assert ld.op is Ops.LOAD and ld.dtype is dtypes.float and ld.src[0].op is Ops.INDEX and ld.src[0].src == (buf, r)
  st = buf[r].store(1.5)
  assert st.dtype is dtypes.void and st.src[1].arg == 1.5 and st.src[1].dtype is dtypes.float
  aft = buf[r].set(2.0, end=r)
  assert aft.op is Ops.AFTER and aft.src[0] is buf and aft.src[1].op is Ops.END and aft.src[1].src[1] is r
  sink = st.end(r).sink(arg=KernelInfo(name="k", opts_to_apply=()))
  assert sink.op is Ops.SINK and sink.arg.name == "k" and sink.src[0].op is Ops.END
  v = UOp.const(1.0, dtypes.float).stack(UOp.const(2.0, dtypes.float))
  assert v.op is Ops.STACK and v.dtype == dtypes.float.vec(2)
  w = UOp.wmma(v, v, v, (8, 16, 16), "CUDA", 32)
  assert w.arg == ((8, 16, 16), "CUDA", 32) and w.dtype == v.dtype
  assert a.cast(dtypes.weakint) is a and a.cast(dtypes.int).op is Ops.CAST and a.bitcast(dtypes.int).op is Ops.BITCAST
  with pytest.raises(TypeError, match="slicing"): buf[1:2]  # type: ignore[index]

def test_alu_dtypes():
  f, i8 = UOp.const(1.0, dtypes.float), UOp.const(3, dtypes.int8)
  assert (a < b).dtype is dtypes.bool and (i8 + 1).dtype is dtypes.int8 and (i8 + a).dtype is dtypes.int8
  assert (f * 2).dtype is dtypes.float and (a * 1.5).dtype is dtypes.weakfloat
  assert (a < b).where(i8, 0).dtype is dtypes.int8 and (i8 << 2).dtype is dtypes.int8
  assert (-(a < b)).op is Ops.CMPNE  # negating a bool is logical not

def test_operators_build_the_spec_ops():
  assert (a // 3).op is Ops.FLOORDIV and (a % 3).op is Ops.FLOORMOD and a.cdiv(3).op is Ops.CDIV and a.cmod(3).op is Ops.CMOD
  assert (a - b).op is Ops.ADD and (a - b).src[1].op is Ops.MUL  # a + b*-1: integer sums stay sums
  assert (a / 2).op is Ops.FDIV and a.maximum(b).op is Ops.MAX and (a > b).src == (b, a) and (a >= b).op is Ops.CMPNE
  assert a.eq(b).op is Ops.CMPEQ and (a != b).op is Ops.CMPNE and (a == b) is False  # == stays identity

# ---- variables ----

def test_variable_bind_unbind():
  assert a.is_variable and a.expr == "a" and (a.vmin, a.vmax) == (0, 10)
  bv = a.bind(4)
  assert bv.is_bound_var and bv.unbind() == (a, 4) and bv.expr == "a" and (bv.vmin, bv.vmax) == (0, 10)
  with pytest.raises(AssertionError, match="outside its range"): a.bind(11)
  with pytest.raises(ValueError, match="multiple of 4"): Variable("m", 0, 16, multiple_of=4).bind(6)
  with pytest.raises(ValueError, match="above max"): Variable("z", 3, 1)
  with pytest.raises(TypeError, match="bound Variable"): a.unbind()
  assert Variable("p", 0, 4, param=True).op is Ops.PARAM

def test_unbind_all_and_variables():
  e = a.bind(2) * 3 + b.bind(-1)
  ub, vals = e.unbind_all()
  assert ub is a * 3 + b and vals == {"a": 2, "b": -1}
  assert e.variables() == [a, b]
  with pytest.raises(AssertionError, match="bound to both"): (a.bind(1) + a.bind(2)).unbind_all()

def test_sym_infer_and_resolve():
  e = (a * 4 + b) // 3 - a % 4
  for av, bv in itertools.product(range(0, 11), range(-3, 6)):
    assert sym_infer(e, {"a": av, "b": bv}) == (av * 4 + bv) // 3 - av % 4
  assert sym_infer(e, {a: 2, b: 1}) == 3 - 2 and sym_infer(7, {}) == 7
  assert sym_infer(a.cdiv(-3), {"a": 7}) == -2 and sym_infer(a.cmod(-3), {"a": 7}) == 1
  with pytest.raises(AssertionError, match="unbound Variable b"): sym_infer(a + b, {"a": 1})
  assert resolve(a < 11) is True and resolve(a < 5) is True and resolve(a < 5, False) is False and resolve(a > 20, True) is False
  assert bool(a < 11) is True and int(a * 0 + 3) == 3
  with pytest.raises(ValueError, match="is symbolic"): bool(a < 5)
  with pytest.raises(ValueError, match="is symbolic"): int(a)

def test_smax_smin_ssimplify():
  assert smax(1, 5, 3) == 5 and smin([4, 2]) == 2
  assert smax(a, 11) == 11 and smin(a, -1) == -1 and smax(a, 0) is a
  assert ssimplify(a * 0 + 7) == 7 and ssimplify(a + 0) is a and ssimplify(3) == 3

# ---- bounds ----

def _brute(op, xs, ys):
  out = [op(x, y) for x in xs for y in ys]
  return min(out), max(out)

@pytest.mark.parametrize("ops,f", [(Ops.ADD, operator.add), (Ops.MUL, operator.mul), (Ops.MAX, max), (Ops.FLOORDIV, operator.floordiv),
                                   (Ops.FLOORMOD, operator.mod), (Ops.CMPLT, operator.lt), (Ops.CMPNE, operator.ne), (Ops.CMPEQ, operator.eq)])
@pytest.mark.parametrize("xr,yr", [((0, 10), (1, 4)), ((-7, 3), (2, 2)), ((-5, 5), (-3, -1)), ((4, 4), (-2, 6)), ((0, 3), (4, 9))])
def test_bounds_contain_every_value(ops, f, xr, yr):
  x, y = Variable("x", *xr), Variable("y", *yr)
  ys = [v for v in range(yr[0], yr[1] + 1) if v != 0 or ops not in (Ops.FLOORDIV, Ops.FLOORMOD)]
  lo, hi = _brute(f, range(xr[0], xr[1] + 1), ys)
  u = x.alu(ops, y)
  assert u.vmin <= lo and hi <= u.vmax
  if ops in (Ops.ADD, Ops.MAX, Ops.CMPLT) or yr[0] == yr[1]: assert (u.vmin, u.vmax) == (lo, hi)  # exact where the intervals are independent

def test_bounds_special_cases():
  assert ((a % 4).vmin, (a % 4).vmax) == (0, 3) and ((a + 3) % 20).vmax == 13
  assert (a.cdiv(3).vmin, a.cdiv(3).vmax) == (0, 3) and (b.cmod(2).vmin, b.cmod(2).vmax) == (-1, 1)
  assert ((a < b).where(a, b * 10).vmin, (a < b).where(a, b * 10).vmax) == (-30, 50)
  gated = (a < 5).where(a * 2, UOp.const(Invalid, dtypes.weakint))
  assert (gated.vmin, gated.vmax) == (0, 20)  # the Invalid branch carries no value
  assert ((a & 6).vmin, (a & 6).vmax) == (0, 6) and ((a << 2).vmax, (a >> 1).vmax) == (40, 5)
  assert (a.cast(dtypes.uint8).vmin, a.cast(dtypes.uint8).vmax) == (0, 10) and b.cast(dtypes.uint8).vmax == 255  # -3 wraps
  i8 = Variable("i8", 100, 120, dtypes.int8)
  assert ((i8 + 10).vmin, (i8 + 10).vmax) == (-128, 127)  # int8 can overflow: any value
  assert (UOp.const(1.5).vmin, UOp.const(2.5, dtypes.float).vmax) == (1.5, 2.5)
  f = UOp(Ops.LOAD, dtypes.float, (UOp(Ops.PARAM, dtypes.float.ptr(), (), 0),))
  assert (f.vmin, f.vmax) == (-math.inf, math.inf)

# ---- the Python ALU ----

def test_exec_alu_semantics():
  assert exec_alu(Ops.FLOORDIV, dtypes.int, [-7, 2]) == -4 and exec_alu(Ops.CDIV, dtypes.int, [-7, 2]) == -3
  assert exec_alu(Ops.FLOORMOD, dtypes.int, [-7, 2]) == 1 and exec_alu(Ops.CMOD, dtypes.int, [-7, 2]) == -1
  assert exec_alu(Ops.ADD, dtypes.int8, [120, 10]) == -126 and exec_alu(Ops.MUL, dtypes.uint8, [16, 17]) == 16
  assert exec_alu(Ops.ADD, dtypes.weakint, [2**70, 1]) == 2**70 + 1
  assert exec_alu(Ops.ADD, dtypes.float, [0.1, 0.2]) == 0.30000001192092896
  assert exec_alu(Ops.RECIPROCAL, dtypes.float, [0.0]) == math.inf and math.isnan(exec_alu(Ops.LOG2, dtypes.float, [-1.0]))
  assert exec_alu(Ops.EXP2, dtypes.float, [3.0]) == 8.0 and exec_alu(Ops.EXP2, dtypes.float, [1e6]) == math.inf
  assert exec_alu(Ops.CMPLT, dtypes.bool, [1, 2]) is True and exec_alu(Ops.WHERE, dtypes.int, [False, 1, 2]) == 2
  assert exec_alu(Ops.ADD, dtypes.int.vec(2), [(1, 2), 3]) == (4, 5)

def test_threefry_known_answers():
  # Random123 known-answer vectors for threefry2x32 with 20 rounds: (ctr0, ctr1, key0, key1) -> (out0, out1)
  assert threefry2x32(0, 0) == (0x99ba4efe << 32) | 0x6b200159
  assert threefry2x32(0xFFFFFFFF_FFFFFFFF, 0xFFFFFFFF_FFFFFFFF) == (0xbb002be7 << 32) | 0x1cb996fc
  assert threefry2x32((0x85a308d3 << 32) | 0x243f6a88, (0x03707344 << 32) | 0x13198a2e) == (0x483df7a0 << 32) | 0xc4923a9c

def test_ops_enum_and_groups():
  for name in ["SPECIAL", "BUFFER", "PARAM", "CALL", "SINK", "AFTER", "STACK", "INDEX", "LOAD", "STORE", "WMMA", "CAST", "FLOORDIV", "FLOORMOD",
               "CDIV", "CMOD", "THREEFRY", "MULACC", "RANGE", "END", "CONST", "INS", "STAGE", "REDUCE", "ALLREDUCE", "PYLITERAL"]:
    assert hasattr(Ops, name)
  assert all(bool(o) for o in Ops) and sorted(Ops) == list(Ops) and str(Ops.ADD) == "Ops.ADD"
  assert GroupOp.ALU == GroupOp.Unary | GroupOp.Binary | GroupOp.Ternary and Ops.CAST in GroupOp.Elementwise - GroupOp.ALU
  assert {int(x) for x in AxisType}.isdisjoint(int(o) for o in Ops)  # FastEnum values never collide
  assert AxisType.WEAK.letter == "L" and AxisType.REDUCE.letter == "R" and Invalid is UOp.const(Invalid, dtypes.weakint).arg
