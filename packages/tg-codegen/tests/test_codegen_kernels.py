"""Hand-built kernel ASTs (the idioms custom kernels use) compiled by both CPU renderers and checked against numpy."""
import math, zlib
import numpy as np
import pytest
from tinygrad.dtype import AddrSpace, DType, Invalid, dtypes, truncate
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp, exec_alu
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps

def param(slot: int, dt: DType, n: int) -> UOp: return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))
def reduce(v: UOp, *rngs: UOp, op: Ops = Ops.ADD) -> UOp: return UOp(Ops.REDUCE, v.dtype, (v, *rngs), (op, 0))
def sink(*effects: UOp, opts: tuple | None = ()) -> UOp: return UOp.sink(*effects, arg=KernelInfo(opts_to_apply=opts))
def split(axis: int, amt: int, t: AxisType) -> Opt: return Opt(OptOps.SPLIT, axis, (amt, t))
INV = UOp.const(Invalid, dtypes.weakint)

# ---- idioms ----

def test_elementwise_implicit_loads(run):
  c, a, b = param(0, dtypes.float, 64), param(1, dtypes.float, 64), param(2, dtypes.float, 64)
  i = UOp.range(64, 0)
  av, bv = np.random.rand(64).astype(np.float32), np.random.rand(64).astype(np.float32)
  out, *_ = run(sink(c[i].store(a[i] + b[i]).end(i)), [np.zeros(64, np.float32), av, bv])
  np.testing.assert_allclose(out, av + bv, rtol=1e-6)
  assert run.last.name == "E_64" and run.last.globals == [0, 1, 2] and run.last.outs == [0] and run.last.ins == [1, 2]

@pytest.mark.parametrize("op,npf", [(Ops.ADD, np.sum), (Ops.MAX, np.max), (Ops.MUL, np.prod)])
def test_reduce_rows(run, op, npf):
  o, a = param(0, dtypes.float, 6), param(1, dtypes.float, 6 * 10)
  i, k = UOp.range(6, 0), UOp.range(10, 1, AxisType.REDUCE)
  av = np.random.uniform(0.5, 1.5, 60).astype(np.float32)
  out, _ = run(sink(o[i].store(reduce(a[i * 10 + k].load(), k, op=op)).end(i)), [np.zeros(6, np.float32), av])
  np.testing.assert_allclose(out, npf(av.reshape(6, 10), axis=1), rtol=1e-5)

def test_accumulator_idiom(run):
  b, a = param(0, dtypes.float, 1), param(1, dtypes.float, 100)
  r = UOp.range(100, 0, AxisType.REDUCE)
  b1 = b[0].set(0.0)
  b2 = b1[0].set(b1.after(r)[0].load() + a[r].load(), end=r)
  av = np.random.rand(100).astype(np.float32)
  out, _ = run(b2.sink(arg=KernelInfo(opts_to_apply=())), [np.zeros(1, np.float32), av])
  np.testing.assert_allclose(out[0], av.sum(), rtol=1e-5)

def test_gemm_idiom(run):
  M, N, K = 5, 7, 9
  C, A, B = param(0, dtypes.float, M * N), param(1, dtypes.float, M * K), param(2, dtypes.float, K * N)
  i, j, k = UOp.range(M, 0), UOp.range(N, 1), UOp.range(K, 2, AxisType.REDUCE)
  c1 = C[i * N + j].set(0.0)
  c2 = c1[i * N + j].set(c1.after(k)[i * N + j].load() + A[i * K + k].load() * B[k * N + j].load(), end=k)
  an, bn = np.random.rand(M, K).astype(np.float32), np.random.rand(K, N).astype(np.float32)
  out, *_ = run(sink(c2.end(i, j)), [np.zeros(M * N, np.float32), an.ravel(), bn.ravel()])
  np.testing.assert_allclose(out.reshape(M, N), an @ bn, rtol=1e-5)

def test_reg_accumulator_placeholder(run):
  # a REG buffer holds the accumulator of each output row
  o, a = param(0, dtypes.float, 4), param(1, dtypes.float, 32)
  acc = UOp(Ops.BUFFER, dtypes.float.ptr(1, AddrSpace.REG), (), ParamArg(0, dtypes.float, addrspace=AddrSpace.REG))
  i, k = UOp.range(4, 0), UOp.range(8, 1, AxisType.REDUCE)
  a1 = acc.after(i)[0].set(0.0)
  a2 = a1[0].set(a1.after(k)[0].load() + a[i * 8 + k].load(), end=k)
  av = np.random.rand(32).astype(np.float32)
  out, _ = run(sink(o[i].store(a2.after(a2)[0].load()).end(i)), [np.zeros(4, np.float32), av])
  np.testing.assert_allclose(out, av.reshape(4, 8).sum(1), rtol=1e-5)

def test_two_outputs_one_range(run):
  x, y, a = param(0, dtypes.float, 8), param(1, dtypes.float, 8), param(2, dtypes.float, 8)
  i = UOp.range(8, 0)
  av = np.random.rand(8).astype(np.float32)
  ox, oy, _ = run(sink(x[i].store(a[i].load() + 1.0).end(i), y[i].store(a[i].load() * 2.0).end(i)), [np.zeros(8, np.float32)] * 2 + [av])
  np.testing.assert_allclose(ox, av + 1, rtol=1e-6)
  np.testing.assert_allclose(oy, av * 2, rtol=1e-6)

# ---- masks ----

def test_padded_load(run):
  o, a = param(0, dtypes.float, 12), param(1, dtypes.float, 8)
  i = UOp.range(12, 0)
  idx = ((i >= 2) & (i < 10)).where(i - 2, INV)
  av = np.arange(1, 9, dtype=np.float32)
  out, _ = run(sink(o[i].store(a[idx].load() * 2.0).end(i)), [np.zeros(12, np.float32), av])
  np.testing.assert_equal(out, np.pad(av, 2) * 2)

def test_gated_store(run):
  o, a = param(0, dtypes.int32, 10), param(1, dtypes.int32, 10)
  i = UOp.range(10, 0)
  idx = (i % 3).eq(0).where(i, INV)
  out, _ = run(sink(o[idx].store(a[i].load() * 3).end(i)), [np.full(10, -1, np.int32), np.arange(10, dtype=np.int32)])
  np.testing.assert_equal(out, np.where(np.arange(10) % 3 == 0, np.arange(10) * 3, -1))

def test_padded_2d_upcast(run):
  # a 3x3 neighbourhood sum with zero padding, upcast over the window so gates fold per lane
  H = W = 6
  o, a = param(0, dtypes.float, H * W), param(1, dtypes.float, H * W)
  y, x, dy, dx = UOp.range(H, 0), UOp.range(W, 1), UOp.range(3, 2, AxisType.REDUCE), UOp.range(3, 3, AxisType.REDUCE)
  yy, xx = y + dy - 1, x + dx - 1
  idx = ((yy >= 0) & (yy < H) & (xx >= 0) & (xx < W)).where(yy * W + xx, INV)
  av = np.random.rand(H, W).astype(np.float32)
  padded = np.pad(av, 1)
  ref = np.sum([padded[a_:a_ + H, b_:b_ + W] for a_ in range(3) for b_ in range(3)], axis=0)
  for opts in [(), (split(3, 0, AxisType.UNROLL), split(2, 0, AxisType.UNROLL), split(1, 2, AxisType.UPCAST))]:
    out, _ = run(sink(o[y * W + x].store(reduce(a[idx].load(), dy, dx)).end(y, x), opts=opts), [np.zeros(H * W, np.float32), av.ravel()])
    np.testing.assert_allclose(out.reshape(H, W), ref, rtol=1e-5)

# ---- variables and threads ----

def test_variable_range_and_value(run):
  n = UOp.variable("n", 1, 16)
  o, a = param(0, dtypes.float, 16), param(1, dtypes.float, 16)
  i = UOp.range(n, 0)
  arrays = [np.zeros(16, np.float32), np.arange(16, dtype=np.float32)]
  out, _ = run(sink(o[i].store(a[i].load() + n.cast(dtypes.float)).end(i)), arrays, var_vals={"n": 5})
  np.testing.assert_equal(out, np.where(np.arange(16) < 5, np.arange(16) + 5, 0))
  assert [v.expr for v in run.last.vars] == ["n"]

def test_two_variables_argument_order(run):
  s, t = UOp.variable("start", 0, 8), UOp.variable("count", 1, 8)
  o, a = param(0, dtypes.int32, 16), param(1, dtypes.int32, 16)
  i = UOp.range(t, 0)
  arrays = [np.zeros(16, np.int32), np.arange(16, dtype=np.int32) * 10]
  out, _ = run(sink(o[i].store(a[i + s].load()).end(i)), arrays, var_vals={"start": 3, "count": 4})
  np.testing.assert_equal(out[:5], [30, 40, 50, 60, 0])
  assert [v.expr for v in run.last.vars] == ["count", "start"]

def test_unbound_variable_is_an_error(run):
  n = UOp.variable("n", 1, 4)
  o = param(0, dtypes.int32, 4)
  i = UOp.range(n, 0)
  with pytest.raises(RuntimeError, match="unbound Variable n"): run(sink(o[i].store(1).end(i)), [np.zeros(4, np.int32)])

@pytest.mark.parametrize("threads", [2, 4])
@Context(CPU_COUNT=4)
def test_thread_split(run, threads):
  o, a = param(0, dtypes.float, 64), param(1, dtypes.float, 64)
  i = UOp.range(64, 0)
  av = np.random.rand(64).astype(np.float32)
  out, _ = run(sink(o[i].store(a[i].load() * 3.0).end(i), opts=(split(0, threads, AxisType.THREAD),)), [np.zeros(64, np.float32), av])
  np.testing.assert_allclose(out, av * 3, rtol=1e-6)
  assert run.last.global_size == [threads, 1, 1]

def test_matmul_opts(run):
  N = 16
  C, A, B = param(0, dtypes.float, N * N), param(1, dtypes.float, N * N), param(2, dtypes.float, N * N)
  i, j, k = UOp.range(N, 0), UOp.range(N, 1), UOp.range(N, 2, AxisType.REDUCE)
  ast_of = lambda opts: sink(C[i * N + j].store(reduce(A[i * N + k].load() * B[k * N + j].load(), k)).end(i, j), opts=opts)
  an, bn = np.random.rand(N, N).astype(np.float32), np.random.rand(N, N).astype(np.float32)
  for opts in [(), (split(1, 4, AxisType.UPCAST), split(0, 4, AxisType.UPCAST), split(4, 4, AxisType.UNROLL), split(0, 2, AxisType.THREAD)),
               (split(2, 0, AxisType.UNROLL),), (split(1, 0, AxisType.UPCAST),)]:
    out, *_ = run(ast_of(opts), [np.zeros(N * N, np.float32), an.ravel(), bn.ravel()])
    np.testing.assert_allclose(out.reshape(N, N), an @ bn, rtol=1e-5)
    assert run.last.applied_opts == opts

def test_stage_matmul(run):
  # B is re-read for every row: STAGE copies each thread's column panel into a contiguous per-thread block first
  M, N, K = 32, 128, 96
  C, A, B = param(0, dtypes.float, M * N), param(1, dtypes.float, M * K), param(2, dtypes.float, K * N)
  i, j, k = UOp.range(M, 0), UOp.range(N, 1), UOp.range(K, 2, AxisType.REDUCE)
  an, bn = np.random.rand(M, K).astype(np.float32), np.random.rand(K, N).astype(np.float32)
  ast = lambda opts: sink(C[i * N + j].store(reduce(A[i * K + k].load() * B[k * N + j].load(), k)).end(i, j), opts=opts)
  opts = (split(1, 16, AxisType.UPCAST), split(0, 4, AxisType.UPCAST), split(1, 2, AxisType.UPCAST), Opt(OptOps.STAGE, None, 2),
          split(0, 2, AxisType.THREAD))
  with Context(CPU_COUNT=2):
    out, *_ = run(ast(opts), [np.zeros(M * N, np.float32), an.ravel(), bn.ravel()])
  np.testing.assert_allclose(out.reshape(M, N), an @ bn, rtol=1e-5)
  assert any(u.op is Ops.BUFFER and u.dtype.size == K * 32 for u in run.last.uops), "one 96x32 block per column panel"
  with pytest.raises(KernelOptError, match="exactly one load"): run(ast((Opt(OptOps.STAGE, None, 0),)), [np.zeros(1, np.float32)] * 3)
  o, a = param(0, dtypes.float, 8), param(1, dtypes.float, 8)
  e = UOp.range(8, 0)
  with pytest.raises(KernelOptError, match="read once per output"):
    run(sink(o[e].store(a[e].load()).end(e), opts=(Opt(OptOps.STAGE, None, 1),)), [np.zeros(8, np.float32)] * 2)

def test_bad_opts_raise():
  from tinygrad.renderer.llvmir import LLVMRenderer
  from tinygrad.codegen import get_program
  o, a = param(0, dtypes.float, 8), param(1, dtypes.float, 8)
  i = UOp.range(8, 0)
  ast = lambda opts: sink(o[i].store(a[i].load()).end(i), opts=opts)
  with pytest.raises(KernelOptError, match="does not divide"): get_program(ast((split(0, 3, AxisType.UPCAST),)), LLVMRenderer())
  with pytest.raises(KernelOptError, match="tensor cores"): get_program(ast((Opt(OptOps.TC, 0, (-1, 0, 1)),)), LLVMRenderer())
  with pytest.raises(KernelOptError, match="no local"): get_program(ast((split(0, 2, AxisType.LOCAL),)), LLVMRenderer())
  with pytest.raises(KernelOptError, match="reduce axis"): get_program(ast((split(0, 2, AxisType.UNROLL),)), LLVMRenderer())

# ---- index widths and weak consts ----

def test_int64_index_math(run):
  # i*v overflows int32 for the bound v: the index math is done in int64, the result fits again
  v = UOp.variable("v", 0, 2**40)
  o, a = param(0, dtypes.int32, 8), param(1, dtypes.int32, 7)
  i = UOp.range(8, 0)
  out, _ = run(sink(o[i].store(a[(i * v) % 7].load()).end(i)), [np.zeros(8, np.int32), np.arange(7, dtype=np.int32)], var_vals={"v": 3_000_000_001})
  np.testing.assert_equal(out, [(k * 3_000_000_001) % 7 for k in range(8)])
  assert any(u.dtype == dtypes.int64 for u in run.last.uops)

def test_weak_consts_commit(run):
  o, a = param(0, dtypes.half, 8), param(1, dtypes.half, 8)
  i = UOp.range(8, 0)
  av = np.linspace(-2, 2, 8).astype(np.float16)
  out, _ = run(sink(o[i].store(a[i].load() * 2.5 + 1).end(i)), [np.zeros(8, np.float16), av])
  np.testing.assert_allclose(out, av * np.float16(2.5) + np.float16(1), rtol=1e-3)
  assert not any(dtypes.is_weak(u.dtype) for u in run.last.uops)

def test_store_weak_index_value(run):
  o = param(0, dtypes.int64, 8)
  i = UOp.range(8, 0)
  out, = run(sink(o[i].store(i * i - 3).end(i)), [np.zeros(8, np.int64)])
  np.testing.assert_equal(out, np.arange(8) ** 2 - 3)

# ---- every ALU op on every dtype, against exec_alu (the IR's Python semantics) ----

INTS = [dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.uint16, dtypes.int32, dtypes.uint32, dtypes.int64, dtypes.uint64]
FLOATS = [dtypes.float16, dtypes.bfloat16, dtypes.float32, dtypes.float64, dtypes.fp8e4m3, dtypes.fp8e5m2fnuz]
BIN_INT = [Ops.ADD, Ops.SUB, Ops.MUL, Ops.CDIV, Ops.CMOD, Ops.FLOORDIV, Ops.FLOORMOD, Ops.MAX, Ops.AND, Ops.OR, Ops.XOR, Ops.SHL, Ops.SHR,
           Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ]
BIN_FLOAT = [Ops.ADD, Ops.SUB, Ops.MUL, Ops.FDIV, Ops.MAX, Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ, Ops.POW, Ops.FLOORDIV, Ops.FLOORMOD]
UN_FLOAT = [Ops.NEG, Ops.SQRT, Ops.RECIPROCAL, Ops.TRUNC, Ops.EXP2, Ops.LOG2, Ops.SIN]
N = 24

def _inputs(dt: DType, op: Ops, rng: np.random.Generator) -> tuple[list, list]:
  if dtypes.is_float(dt):
    a = list(rng.uniform(-6, 6, N))
    if op in (Ops.SQRT, Ops.LOG2, Ops.POW): a = [abs(x) + 0.01 for x in a]
    b = list(rng.uniform(-4, 4, N))
    if op in (Ops.FLOORDIV, Ops.FLOORMOD, Ops.FDIV): b = [x if abs(x) > 0.5 else 1.5 for x in b]
    return [truncate[dt](x) for x in a], [truncate[dt](x) for x in b]
  lo, hi = (0, 100) if dtypes.is_unsigned(dt) else (-60, 60)
  a, b = [int(x) for x in rng.integers(lo, hi, N)], [int(x) for x in rng.integers(lo, hi, N)]
  if op in (Ops.CDIV, Ops.CMOD, Ops.FLOORDIV, Ops.FLOORMOD): b = [x if x != 0 else 7 for x in b]
  if op in (Ops.SHL, Ops.SHR): b = [x % 5 for x in b]
  return a, b

def _check_alu(run, op: Ops, dt: DType, srcs: int):
  rng = np.random.default_rng(zlib.crc32(f"{op}{dt}".encode()))  # the same inputs in every process (hash() of an enum is salted)
  a, b = _inputs(dt, op, rng)
  out_dt = dtypes.bool if op in (Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ) else dt
  o, pa, pb = param(0, out_dt, N), param(1, dt, N), param(2, dt, N)
  i = UOp.range(N, 0)
  x = pa[i].load()
  val = x.alu(op) if srcs == 1 else x.alu(op, pb[i].load())
  npdt = lambda d: np.float32 if d == dtypes.bfloat16 or d in dtypes.fp8s else np.dtype(d.fmt)
  arrays = [np.zeros(N, npdt(out_dt)), np.array(a, npdt(dt)), np.array(b, npdt(dt))]
  out, *_ = run(sink(o[i].store(val).end(i)), arrays, [out_dt, dt, dt])
  want = [exec_alu(op, out_dt, [x] if srcs == 1 else [x, y]) for x, y in zip(a, b)]
  if dtypes.is_float(out_dt):
    # fp8 and bf16 go through float32, so a result can land on the other side of a rounding tie: one ulp of slack
    tols = {dtypes.float16: 2e-3, dtypes.bfloat16: 1e-2, dtypes.fp8e4m3: 0.13, dtypes.fp8e5m2fnuz: 0.26}
    tol = tols.get(dt, 2e-6 if op in UN_FLOAT + [Ops.POW] else 1e-6)
    np.testing.assert_allclose(out.astype(np.float64), np.array(want, np.float64), rtol=tol, atol=tol if op is Ops.SIN else 0, equal_nan=True)
  else: np.testing.assert_equal(out, np.array(want, npdt(out_dt)))

@pytest.mark.parametrize("dt", INTS, ids=str)
@pytest.mark.parametrize("op", BIN_INT, ids=str)
def test_int_binary(run, op, dt): _check_alu(run, op, dt, 2)

@pytest.mark.parametrize("dt", FLOATS, ids=str)
@pytest.mark.parametrize("op", BIN_FLOAT, ids=str)
def test_float_binary(run, op, dt): _check_alu(run, op, dt, 2)

@pytest.mark.parametrize("dt", FLOATS, ids=str)
@pytest.mark.parametrize("op", UN_FLOAT, ids=str)
def test_float_unary(run, op, dt): _check_alu(run, op, dt, 1)

@pytest.mark.parametrize("dt", [dtypes.int32, dtypes.int8, dtypes.float32, dtypes.half], ids=str)
def test_neg_where_mulacc(run, dt):
  o, a, b, c = param(0, dt, N), param(1, dt, N), param(2, dt, N), param(3, dt, N)
  i = UOp.range(N, 0)
  x, y, z = a[i].load(), b[i].load(), c[i].load()
  val = x.lt(y).where(x.alu(Ops.MULACC, y, z), x.alu(Ops.NEG))
  npdt = np.dtype(dt.fmt)
  rng = np.random.default_rng(0)
  av, bv, cv = (rng.integers(-9, 9, N).astype(npdt) for _ in range(3))
  out, *_ = run(sink(o[i].store(val).end(i)), [np.zeros(N, npdt), av, bv, cv])
  want = [exec_alu(Ops.WHERE, dt, [p < q, exec_alu(Ops.MULACC, dt, [p, q, r]), exec_alu(Ops.NEG, dt, [p])])
          for p, q, r in zip(av.tolist(), bv.tolist(), cv.tolist())]
  np.testing.assert_allclose(out.astype(np.float64), np.array(want, np.float64))

@pytest.mark.parametrize("dt", [dtypes.bool, dtypes.uint8, dtypes.int64], ids=str)
def test_bitwise_and_compare(run, dt):
  for op in (Ops.AND, Ops.OR, Ops.XOR, Ops.CMPNE, Ops.CMPEQ, Ops.CMPLT):
    rng = np.random.default_rng(1)
    o, a, b = param(0, dtypes.bool if op in (Ops.CMPNE, Ops.CMPEQ, Ops.CMPLT) else dt, N), param(1, dt, N), param(2, dt, N)
    i = UOp.range(N, 0)
    npdt = np.dtype(dt.fmt)
    av, bv = (rng.integers(0, 2 if dt == dtypes.bool else 50, N).astype(npdt) for _ in range(2))
    od = np.bool_ if op in (Ops.CMPNE, Ops.CMPEQ, Ops.CMPLT) else npdt
    out, *_ = run(sink(o[i].store(a[i].load().alu(op, b[i].load())).end(i)), [np.zeros(N, od), av, bv])
    want = [exec_alu(op, dtypes.bool if od is np.bool_ else dt, [p, q]) for p, q in zip(av.tolist(), bv.tolist())]
    np.testing.assert_equal(out, np.array(want, od))

def test_threefry(run):
  o, a, b = param(0, dtypes.uint64, 8), param(1, dtypes.uint64, 8), param(2, dtypes.uint64, 8)
  i = UOp.range(8, 0)
  av = np.array([0, 1, 2**32, 2**63 + 5, 12345678901234, 7, 2**64 - 1, 99], np.uint64)
  bv = np.array([0, 0, 3, 2**40 + 1, 42, 2**64 - 1, 5, 0x1BD11BDA], np.uint64)
  out, *_ = run(sink(o[i].store(a[i].load().threefry(b[i].load())).end(i)), [np.zeros(8, np.uint64), av, bv])
  np.testing.assert_equal(out, np.array([exec_alu(Ops.THREEFRY, dtypes.uint64, [x, y]) for x, y in zip(av.tolist(), bv.tolist())], np.uint64))

# ---- casts and bitcasts ----

CAST_DTS = [dtypes.bool, dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.int32, dtypes.uint32, dtypes.int64, dtypes.float16, dtypes.bfloat16,
            dtypes.float32, dtypes.float64, *dtypes.fp8s]

@pytest.mark.parametrize("src", CAST_DTS, ids=str)
def test_casts(run, src):
  vals: list[float] = [0, 1, 3, 7, 100]
  vals += [] if dtypes.is_unsigned(src) or src == dtypes.bool else [-1, -5]
  vals += [2.5, -2.75, 0.25] if dtypes.is_float(src) else []
  vals = [truncate[src](v) for v in vals]
  npdt = lambda d: np.float32 if d == dtypes.bfloat16 or d in dtypes.fp8s else np.dtype(d.fmt)
  for dst in CAST_DTS:
    if dtypes.is_float(src) and not dtypes.is_float(dst) and dst != dtypes.bool:
      vs = [v for v in vals if dst.min <= math.trunc(v) <= dst.max]  # float->int out of range is undefined
    else: vs = vals
    n = len(vs)
    o, a = param(0, dst, n), param(1, src, n)
    i = UOp.range(n, 0)
    out, _ = run(sink(o[i].store(a[i].load().cast(dst)).end(i)), [np.zeros(n, npdt(dst)), np.array(vs, npdt(src))], [dst, src])
    want = [truncate[dst](bool(v) if dst == dtypes.bool else (math.trunc(v) if dtypes.is_int(dst) else v)) for v in vs]
    np.testing.assert_equal(out, np.array(want, npdt(dst)), err_msg=f"{src} -> {dst}")

@pytest.mark.parametrize("src,dst", [(dtypes.float32, dtypes.uint32), (dtypes.int32, dtypes.float32), (dtypes.float16, dtypes.int16),
                                     (dtypes.float64, dtypes.int64), (dtypes.bfloat16, dtypes.uint16), (dtypes.uint16, dtypes.bfloat16)], ids=str)
def test_bitcast(run, src, dst):
  from tinygrad.dtype import bitcast
  vals = [0, 1, 2, 1000] if dtypes.is_int(src) else [0.0, 1.5, -2.25, 1000.0]
  npdt = lambda d: np.float32 if d == dtypes.bfloat16 else np.dtype(d.fmt)
  o, a = param(0, dst, 4), param(1, src, 4)
  i = UOp.range(4, 0)
  out, _ = run(sink(o[i].store(a[i].load().bitcast(dst)).end(i)), [np.zeros(4, npdt(dst)), np.array(vals, npdt(src))], [dst, src])
  np.testing.assert_equal(out, np.array([bitcast(v, src, dst) for v in vals], npdt(dst)))

def test_half_and_bf16_arithmetic_rounds_per_op(run):
  for dt in (dtypes.half, dtypes.bfloat16):
    o, a, b = param(0, dt, N), param(1, dt, N), param(2, dt, N)
    i = UOp.range(N, 0)
    x, y = a[i].load(), b[i].load()
    rng = np.random.default_rng(3)
    av, bv = [truncate[dt](v) for v in rng.uniform(-3, 3, N)], [truncate[dt](v) for v in rng.uniform(-3, 3, N)]
    npdt = np.float16 if dt == dtypes.half else np.float32
    out, *_ = run(sink(o[i].store((x * y + x) * y - x / y).end(i)), [np.zeros(N, npdt), np.array(av, npdt), np.array(bv, npdt)], [dt, dt, dt])
    t = truncate[dt]
    want = [t(t(t(t(p * q) + p) * q) - t(p / q)) for p, q in zip(av, bv)]
    # half may contract a*b+c into one fused rounding (LLVM contract, gcc's default -ffp-contract), so allow its last bits
    np.testing.assert_allclose(out.astype(np.float64), want, rtol=1e-2 if dt == dtypes.bfloat16 else 1e-3, atol=0 if dt == dtypes.bfloat16 else 1e-3)

@pytest.mark.parametrize("dt", dtypes.fp8s, ids=str)
def test_fp8_arithmetic_rounds_per_op(run, dt):
  o, a, b = param(0, dt, N), param(1, dt, N), param(2, dt, N)
  i = UOp.range(N, 0)
  x, y = a[i].load(), b[i].load()
  rng = np.random.default_rng(4)
  av, bv = [truncate[dt](v) for v in rng.uniform(-3, 3, N)], [truncate[dt](v) for v in rng.uniform(-3, 3, N)]
  av[:4] = [truncate[dt](v) for v in (0.0, 1e9, float("nan"), 1e-9)]  # zero, saturation, NaN, a value that rounds to zero
  f32 = np.float32
  out, *_ = run(sink(o[i].store(x * y + x).end(i)), [np.zeros(N, f32), np.array(av, f32), np.array(bv, f32)], [dt, dt, dt])
  t = truncate[dt]
  np.testing.assert_equal(out, np.array([t(t(p * q) + p) for p, q in zip(av, bv)], f32))

# ---- errors ----

def test_unended_range_is_a_clear_error():
  from tinygrad.renderer.llvmir import LLVMRenderer
  from tinygrad.codegen import get_program
  from tinygrad.codegen.linearize import LinearizeError
  o = param(0, dtypes.float, 4)
  i = UOp.range(4, 0)
  with pytest.raises(LinearizeError, match="never closed"): get_program(sink(o[i].store(1.0)), LLVMRenderer())

@pytest.mark.parametrize("dev", ["CPU:LLVM", "CPU:CLANG", "PYTHON"])
def test_bitcast_bytes_to_bool_and_back_in_a_kernel(dev):
  from tinygrad import Tensor
  # bools are i1 in LLVM registers, bytes in memory: `bitcast <16 x i8> to <16 x i1>` failed to compile; nonzero is true (numpy)
  a = np.array([1, 0, 2, 0, 0, 0, 255, 1] * 4, np.uint8)
  np.testing.assert_array_equal((Tensor(a, device=dev) + 0).bitcast(dtypes.bool).numpy(), a.view(bool))
  b = np.array([True, False, False, True] * 8)
  np.testing.assert_array_equal((Tensor(b, device=dev) | False).bitcast(dtypes.uint8).numpy(), b.view(np.uint8))
