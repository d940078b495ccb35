"""The PYTHON device (the uop emulator) on hand-built kernel ASTs, against numpy, the IR's Python semantics and the CPU device;
lockstep lanes with LOCAL/REG memory and divergent loops; WMMA against the vendors' lane layouts for every tensor-core table."""
import math, zlib
from dataclasses import replace
import numpy as np
import pytest
from tinygrad.device import Buffer, Device
from tinygrad.dtype import AddrSpace, DType, Invalid, _from_np_dtype, bf16_to_f32_np, bitcast, dtypes, f32_to_bf16_np, float_to_fp8_np, \
  fp8_to_float_np, truncate
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp, exec_alu
from tinygrad.codegen import get_program
from tinygrad.codegen.linearize import linearize
from tinygrad.codegen.opt import Opt, OptOps
from tinygrad.renderer import tc as T
from tinygrad.renderer.python import PythonRenderer
from tinygrad.runtime.ops_python import PythonCompiler, PythonDevice, PythonProgram

def param(slot: int, dt: DType, n: int) -> UOp: return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))
def reduce(v: UOp, *rngs: UOp, op: Ops = Ops.ADD) -> UOp: return UOp(Ops.REDUCE, v.dtype, (v, *rngs), (op, 0))
def sink(*effects: UOp, opts: tuple = (), name: str = "test") -> UOp: return UOp.sink(*effects, arg=KernelInfo(name=name, opts_to_apply=opts))
def split(axis: int, amt: int, t: AxisType) -> Opt: return Opt(OptOps.SPLIT, axis, (amt, t))
def i32(v: int) -> UOp: return UOp.const(v, dtypes.int32)
INV = UOp.const(Invalid, dtypes.weakint)

# ---- running a kernel on a device ----

def npdt(dt: DType) -> np.dtype: return np.dtype(np.float32 if dt in (dtypes.bfloat16, *dtypes.fp8s) else dt.fmt)

def to_bytes(a: np.ndarray, dt: DType) -> memoryview:
  if dt == dtypes.bfloat16: raw = f32_to_bf16_np(a)
  elif dt in dtypes.fp8s: raw = float_to_fp8_np(a, dt)
  else: raw = np.ascontiguousarray(a, dtype=npdt(dt))
  return memoryview(raw.reshape(-1).data).cast("B")

def from_bytes(mv: memoryview, dt: DType, shape: tuple) -> np.ndarray:
  if dt == dtypes.bfloat16: return bf16_to_f32_np(np.frombuffer(mv, np.uint16)).reshape(shape)
  if dt in dtypes.fp8s: return fp8_to_float_np(np.frombuffer(mv, np.uint8), dt).reshape(shape)
  return np.frombuffer(mv, npdt(dt)).reshape(shape)

def launch(device: str, prg, globals_: list[int], arrays: list[np.ndarray], dts: list[DType], gs, ls, vals=()) -> list[np.ndarray]:
  bufs = [Buffer(device, a.size, dt).ensure_allocated().copyin(to_bytes(a, dt)) for a, dt in zip(arrays, dts)]
  prg(*[bufs[i]._buf for i in globals_], global_size=gs, local_size=ls, vals=vals, wait=True)
  return [from_bytes(b.as_memoryview(), dt, a.shape) for a, b, dt in zip(arrays, bufs, dts)]

def run(device: str, ast: UOp, arrays: list[np.ndarray], dts: list[DType] | None = None, var_vals: dict | None = None, ren=None):
  """Compile `ast` for `device` (or renderer `ren` on it), run it on copies of `arrays`; returns (every buffer after, ProgramSpec)."""
  dev, dts, var_vals = Device[device], dts or [_from_np_dtype(a.dtype) for a in arrays], var_vals or {}
  p = get_program(ast, ren or dev.renderer)
  assert dev.runtime is not None
  prg = dev.runtime(p.name, dev.compiler.compile_cached(p.src))
  gs, ls = p.launch_dims(var_vals)
  return launch(device, prg, p.globals, arrays, dts, gs, ls, p.vals(var_vals)), p

def both(ast: UOp, arrays: list[np.ndarray], dts: list[DType] | None = None, var_vals: dict | None = None):
  """(PYTHON outputs, CPU outputs) of one kernel; the CPU has no workgroups, so it runs without the LOCAL splits (listed last)."""
  opts = ast.arg.opts_to_apply
  cpu_ast = ast.replace(arg=replace(ast.arg, opts_to_apply=tuple(o for o in opts if o.arg[1] is not AxisType.LOCAL)))
  return run("PYTHON", ast, arrays, dts, var_vals)[0], run("CPU", cpu_ast, arrays, dts, var_vals)[0]

def run_linear(uops: list[UOp], arrays: list[np.ndarray], dts: list[DType], gs, ls, ren: PythonRenderer | None = None) -> list[np.ndarray]:
  """Run a hand-built linear program (the form tinygrad.codegen describes) with the given launch sizes."""
  prg = PythonProgram(uops[-1].arg.name, PythonCompiler().compile((ren or PythonRenderer()).render(uops)))
  return launch("PYTHON", prg, list(range(len(arrays))), arrays, dts, gs, ls)

rng = np.random.default_rng(0)

# ---- kernel idioms against numpy and CPU ----

def test_elementwise():
  c, a, b = param(0, dtypes.float, 64), param(1, dtypes.float, 64), param(2, dtypes.float, 64)
  i = UOp.range(64, 0)
  av, bv = rng.random(64, np.float32), rng.random(64, np.float32)
  (py, *_), (cpu, *_) = both(sink(c[i].store(a[i].load() * b[i].load() + 1.0).end(i)), [np.zeros(64, np.float32), av, bv])
  np.testing.assert_array_equal(py, av * bv + np.float32(1))
  np.testing.assert_allclose(py, cpu, rtol=1e-6)  # LLVM may contract a*b+c into one fma

@pytest.mark.parametrize("op,npf", [(Ops.ADD, np.sum), (Ops.MAX, np.max), (Ops.MUL, np.prod)])
@pytest.mark.parametrize("opts", [(), (split(1, 4, AxisType.UNROLL), split(0, 2, AxisType.LOCAL)), (split(0, 3, AxisType.UPCAST),)], ids=str)
def test_reduce(op, npf, opts):
  o, a = param(0, dtypes.float, 6), param(1, dtypes.float, 72)
  i, k = UOp.range(6, 0), UOp.range(12, 1, AxisType.REDUCE)
  av = rng.uniform(0.5, 1.5, 72).astype(np.float32)
  (py, _), (cpu, _) = both(sink(o[i].store(reduce(a[i * 12 + k].load(), k, op=op)).end(i), opts=opts), [np.zeros(6, np.float32), av])
  np.testing.assert_allclose(py, npf(av.reshape(6, 12), axis=1), rtol=1e-5)
  np.testing.assert_allclose(py, cpu, rtol=1e-6)

def test_accumulator_idiom():
  b, a = param(0, dtypes.int32, 1), param(1, dtypes.int32, 100)
  r = UOp.range(100, 0, AxisType.REDUCE)
  b1 = b[0].set(0)
  b2 = b1[0].set(b1.after(r)[0].load() + a[r].load(), end=r)
  av = rng.integers(-1000, 1000, 100).astype(np.int32)
  (py, _), (cpu, _) = both(b2.sink(arg=KernelInfo(opts_to_apply=())), [np.zeros(1, np.int32), av])
  assert py[0] == cpu[0] == av.sum()

@pytest.mark.parametrize("dt", [dtypes.int32, dtypes.float32], ids=str)
@pytest.mark.parametrize("opts", [(), (split(0, 4, AxisType.UPCAST), split(1, 4, AxisType.UPCAST), split(0, 2, AxisType.LOCAL)),
                                  (split(2, 4, AxisType.UNROLL), split(1, 2, AxisType.UPCAST), split(0, 4, AxisType.LOCAL))], ids=str)
def test_gemm(dt, opts):
  N = 8
  C, A, B = param(0, dt, N * N), param(1, dt, N * N), param(2, dt, N * N)
  i, j, k = UOp.range(N, 0), UOp.range(N, 1), UOp.range(N, 2, AxisType.REDUCE)
  ast = sink(C[i * N + j].store(reduce(A[i * N + k].load() * B[k * N + j].load(), k)).end(i, j), opts=opts)
  an, bn = rng.integers(-20, 20, (N, N)).astype(npdt(dt)), rng.integers(-20, 20, (N, N)).astype(npdt(dt))
  (py, *_), (cpu, *_) = both(ast, [np.zeros(N * N, npdt(dt)), an.ravel(), bn.ravel()])
  np.testing.assert_array_equal(py.reshape(N, N), an @ bn)
  np.testing.assert_array_equal(py, cpu)

def test_vector_loads_and_stores():
  # UPCAST by 4 of an elementwise kernel coalesces into float4 loads and stores
  o, a = param(0, dtypes.float, 32), param(1, dtypes.float, 32)
  i = UOp.range(32, 0)
  av = rng.random(32, np.float32)
  (out, _), p = run("PYTHON", sink(o[i].store(a[i].load() * 2.0).end(i), opts=(split(0, 4, AxisType.UPCAST),)), [np.zeros(32, np.float32), av])
  np.testing.assert_array_equal(out, av * 2)
  assert any(u.op is Ops.LOAD and u.dtype.count == 4 for u in p.uops) and any(u.op is Ops.STORE and u.src[1].dtype.count == 4 for u in p.uops)

def test_gated_load_and_store():
  o, a = param(0, dtypes.int32, 12), param(1, dtypes.int32, 8)
  i = UOp.range(12, 0)
  pad = sink(o[i].store(a[((i >= 2) & (i < 10)).where(i - 2, INV)].load() * 2).end(i))
  av = np.arange(1, 9, dtype=np.int32)
  (py, _), (cpu, _) = both(pad, [np.zeros(12, np.int32), av])
  np.testing.assert_array_equal(py, np.pad(av, 2) * 2)
  np.testing.assert_array_equal(py, cpu)
  o2, a2 = param(0, dtypes.int32, 10), param(1, dtypes.int32, 10)
  j = UOp.range(10, 0)
  gstore = sink(o2[(j % 3).eq(0).where(j, INV)].store(a2[j].load() * 3).end(j))
  (py, _), (cpu, _) = both(gstore, [np.full(10, -1, np.int32), np.arange(10, dtype=np.int32)])
  np.testing.assert_array_equal(py, np.where(np.arange(10) % 3 == 0, np.arange(10) * 3, -1))
  np.testing.assert_array_equal(py, cpu)

def test_gate_false_everywhere_touches_nothing():
  o, a = param(0, dtypes.int32, 4), param(1, dtypes.int32, 4)
  i = UOp.range(4, 0)
  (py, _), _ = run("PYTHON", sink(o[(i > 10).where(i, INV)].store(a[(i > 10).where(i + 100, INV)].load()).end(i)), [np.full(4, 7, np.int32),
                                                                                                                      np.zeros(4, np.int32)])
  np.testing.assert_array_equal(py, [7, 7, 7, 7])

def test_variable_values():
  s, t = UOp.variable("start", 0, 8), UOp.variable("add", -50, 50)
  o, a = param(0, dtypes.int32, 16), param(1, dtypes.int32, 24)
  i = UOp.range(16, 0)
  ast = sink(o[i].store(a[i + s].load() + t.cast(dtypes.int32)).end(i))
  py, cpu = both(ast, [np.zeros(16, np.int32), np.arange(24, dtype=np.int32) * 10], var_vals={"start": 3, "add": -7})
  np.testing.assert_array_equal(py[0], (np.arange(16) + 3) * 10 - 7)
  np.testing.assert_array_equal(py[0], cpu[0])

def test_variable_range_size():
  n = UOp.variable("n", 1, 16)
  o, a = param(0, dtypes.int32, 16), param(1, dtypes.int32, 16)
  i = UOp.range(n, 0)
  ast = sink(o[i].store(a[i].load() + n.cast(dtypes.int32)).end(i))
  arrays = [np.zeros(16, np.int32), np.arange(16, dtype=np.int32)]
  (py, _), p = run("PYTHON", ast, arrays, var_vals={"n": 5})
  np.testing.assert_array_equal(py, np.where(np.arange(16) < 5, np.arange(16) + 5, 0))
  assert p.launch_dims({"n": 5})[0] == [5, 1, 1] and p.launch_dims({"n": 11})[0] == [11, 1, 1]
  # launched at the upper bound (16 threads), the bound guard keeps the threads past n from touching memory
  prg = PythonProgram(p.name, PythonCompiler().compile(p.src))
  py, _ = launch("PYTHON", prg, p.globals, arrays, [dtypes.int32] * 2, [16, 1, 1], p.local_size, p.vals({"n": 7}))
  np.testing.assert_array_equal(py, np.where(np.arange(16) < 7, np.arange(16) + 7, 0))

def test_int64_index_math():
  v = UOp.variable("v", 0, 2**40)
  o, a = param(0, dtypes.int32, 8), param(1, dtypes.int32, 7)
  i = UOp.range(8, 0)
  py, cpu = both(sink(o[i].store(a[(i * v) % 7].load()).end(i)), [np.zeros(8, np.int32), np.arange(7, dtype=np.int32)], var_vals={"v": 3_000_000_001})
  np.testing.assert_array_equal(py[0], [(k * 3_000_000_001) % 7 for k in range(8)])
  np.testing.assert_array_equal(py[0], cpu[0])

# ---- every ALU op and dtype: exactly the IR's Python semantics, and the CPU device's results ----

INTS = [dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.uint16, dtypes.int32, dtypes.uint32, dtypes.int64, dtypes.uint64]
FLOATS = [dtypes.float16, dtypes.bfloat16, dtypes.float32, dtypes.float64]
OPS = {"int": [Ops.ADD, Ops.SUB, Ops.MUL, Ops.CDIV, Ops.CMOD, Ops.FLOORDIV, Ops.FLOORMOD, Ops.MAX, Ops.AND, Ops.OR, Ops.XOR, Ops.SHL, Ops.SHR,
               Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ, Ops.NEG],
       "float": [Ops.ADD, Ops.SUB, Ops.MUL, Ops.FDIV, Ops.MAX, Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ, Ops.POW, Ops.FLOORDIV, Ops.FLOORMOD, Ops.NEG,
                 Ops.SQRT, Ops.RECIPROCAL, Ops.TRUNC, Ops.EXP2, Ops.LOG2, Ops.SIN],
       "bool": [Ops.AND, Ops.OR, Ops.XOR, Ops.CMPNE, Ops.CMPEQ, Ops.CMPLT, Ops.NEG]}
UNARY = {Ops.NEG, Ops.SQRT, Ops.RECIPROCAL, Ops.TRUNC, Ops.EXP2, Ops.LOG2, Ops.SIN}
DECOMPOSED = {Ops.FLOORDIV, Ops.FLOORMOD}  # codegen lowers these for floats: intermediate roundings, so near exec_alu, not equal
EXACT_ON_CPU = {Ops.ADD, Ops.SUB, Ops.MUL, Ops.FDIV, Ops.MAX, Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ, Ops.NEG, Ops.SQRT, Ops.TRUNC}
N = 24

def _operands(dt: DType, op: Ops) -> tuple[list, list]:
  r = np.random.default_rng(zlib.crc32(f"{op} {dt}".encode()))
  if dt == dtypes.bool: return [bool(x) for x in r.integers(0, 2, N)], [bool(x) for x in r.integers(0, 2, N)]
  if dtypes.is_float(dt):
    a, b = list(r.uniform(-6, 6, N)), list(r.uniform(-4, 4, N))
    if op in (Ops.SQRT, Ops.LOG2, Ops.POW): a = [abs(x) + 0.01 for x in a]
    return [truncate[dt](x) for x in a], [truncate[dt](x if abs(x) > 0.5 else 1.5) for x in b]
  lo, hi = (0, 100) if dtypes.is_unsigned(dt) else (-60, 60)
  a, b = [int(x) for x in r.integers(lo, hi, N)], [int(x) for x in r.integers(lo, hi, N)]
  if op in (Ops.SHL, Ops.SHR): b = [x % 5 for x in b]
  return a, [x if x != 0 else 7 for x in b]

@pytest.mark.parametrize("dt", [dtypes.bool, *INTS, *FLOATS], ids=str)
def test_every_alu_op(dt):
  ops = OPS["bool" if dt == dtypes.bool else "float" if dtypes.is_float(dt) else "int"]
  i = UOp.range(N, 0)
  stores: list[UOp] = []
  arrays: list[np.ndarray] = []
  dts: list[DType] = []
  want: list[list] = []
  for op in ops:
    a, b = _operands(dt, op)
    out_dt = dtypes.bool if op in (Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ) else dt
    k = len(arrays)
    pa, pb, po = param(k, dt, N), param(k + 1, dt, N), param(k + 2, out_dt, N)
    x = pa[i].load()
    stores.append(po[i].store(x.alu(op) if op in UNARY else x.alu(op, pb[i].load())))
    arrays += [np.array(a, npdt(dt)), np.array(b, npdt(dt)), np.zeros(N, npdt(out_dt))]
    dts += [dt, dt, out_dt]
    want.append([exec_alu(op, out_dt, [p] if op in UNARY else [p, q]) for p, q in zip(a, b)])
  py, cpu = both(sink(UOp.group(*stores).end(i)), arrays, dts)
  for n, op in enumerate(ops):
    got, ref, exp = py[3 * n + 2], cpu[3 * n + 2], np.array(want[n], dtype=npdt(dts[3 * n + 2]))
    # a float mod cancels: its error is an ulp of the operand (|a| < 6), not of the result; LLVM may also contract it into an fma
    tol = {dtypes.bfloat16: 1e-2, dtypes.float16: 2e-3}.get(dt, 1e-6)
    if dtypes.is_float(dt) and op in DECOMPOSED: np.testing.assert_allclose(got, exp, rtol=tol, atol=6 * tol, err_msg=f"PYTHON {op} {dt}")
    else: np.testing.assert_array_equal(got, exp, err_msg=f"PYTHON {op} {dt} against exec_alu")
    if not dtypes.is_float(dt) or (op in EXACT_ON_CPU and dt in (dtypes.float32, dtypes.float64)):
      np.testing.assert_array_equal(got, ref, err_msg=f"PYTHON {op} {dt} against CPU")
    else:
      np.testing.assert_allclose(got.astype(np.float64), ref.astype(np.float64), rtol=tol, atol=6 * tol if op in DECOMPOSED else 1e-6,
                                 err_msg=f"PYTHON {op} {dt} against CPU")

def test_where_mulacc():
  for dt in (dtypes.int32, dtypes.float32):
    o, a, b, c = param(0, dt, N), param(1, dt, N), param(2, dt, N), param(3, dt, N)
    i = UOp.range(N, 0)
    x, y, z = a[i].load(), b[i].load(), c[i].load()
    av, bv, cv = [rng.integers(-9, 9, N).astype(npdt(dt)) for _ in range(3)]
    py, cpu = both(sink(o[i].store(x.lt(y).where(x.alu(Ops.MULACC, y, z), -x)).end(i)), [np.zeros(N, npdt(dt)), av, bv, cv])
    np.testing.assert_array_equal(py[0], np.where(av < bv, av * bv + cv, -av))
    np.testing.assert_array_equal(py[0], cpu[0])

def test_threefry():
  o, a, b = param(0, dtypes.uint64, 4), param(1, dtypes.uint64, 4), param(2, dtypes.uint64, 4)
  i = UOp.range(4, 0)
  av, bv = np.array([0, 1, 2**63 + 5, 2**64 - 1], np.uint64), np.array([0, 3, 42, 0x1BD11BDA], np.uint64)
  py, cpu = both(sink(o[i].store(a[i].load().threefry(b[i].load())).end(i)), [np.zeros(4, np.uint64), av, bv])
  np.testing.assert_array_equal(py[0], [exec_alu(Ops.THREEFRY, dtypes.uint64, [x, y]) for x, y in zip(av.tolist(), bv.tolist())])
  np.testing.assert_array_equal(py[0], cpu[0])

CAST_DTS = [dtypes.bool, dtypes.int8, dtypes.uint8, dtypes.int16, dtypes.int32, dtypes.uint32, dtypes.int64, dtypes.float16, dtypes.bfloat16,
            dtypes.float32, dtypes.float64]

@pytest.mark.parametrize("src", CAST_DTS, ids=str)
def test_casts(src):
  vals: list = [0, 1, 3, 7, 100] + ([] if dtypes.is_unsigned(src) or src == dtypes.bool else [-1, -5])
  vals += [2.5, -2.75, 0.25] if dtypes.is_float(src) else []
  vals = [truncate[src](v) for v in vals]
  i = UOp.range(len(vals), 0)
  a = param(0, src, len(vals))
  stores: list[UOp] = []
  arrays, dts, want = [np.array(vals, npdt(src))], [src], []
  for k, dst in enumerate(CAST_DTS, 1):
    stores.append(param(k, dst, len(vals))[i].store(a[i].load().cast(dst)))
    arrays.append(np.zeros(len(vals), npdt(dst)))
    dts.append(dst)
    # float -> int out of the target's range is undefined in C: those lanes are not compared
    want.append([truncate[dst](bool(v) if dst == dtypes.bool else math.trunc(v) if dtypes.is_int(dst) else v) for v in vals])
  py, cpu = both(sink(UOp.group(*stores).end(i)), arrays, dts)
  for k, dst in enumerate(CAST_DTS, 1):
    ok = [not (dtypes.is_float(src) and dtypes.is_int(dst)) or dst.min <= math.trunc(v) <= dst.max for v in vals]
    np.testing.assert_array_equal(py[k][ok], np.array(want[k - 1], npdt(dst))[ok], err_msg=f"{src} -> {dst}")
    np.testing.assert_array_equal(py[k][ok], cpu[k][ok], err_msg=f"{src} -> {dst} against CPU")

@pytest.mark.parametrize("src,dst", [(dtypes.float32, dtypes.uint32), (dtypes.int32, dtypes.float32), (dtypes.float16, dtypes.int16),
                                     (dtypes.float64, dtypes.int64), (dtypes.bfloat16, dtypes.uint16), (dtypes.uint16, dtypes.bfloat16)], ids=str)
def test_bitcast(src, dst):
  vals = [0, 1, 2, 1000] if dtypes.is_int(src) else [0.0, 1.5, -2.25, 1000.0]
  o, a = param(0, dst, 4), param(1, src, 4)
  i = UOp.range(4, 0)
  py, cpu = both(sink(o[i].store(a[i].load().bitcast(dst)).end(i)), [np.zeros(4, npdt(dst)), np.array(vals, npdt(src))], [dst, src])
  np.testing.assert_array_equal(py[0], np.array([bitcast(v, src, dst) for v in vals], npdt(dst)))
  np.testing.assert_array_equal(py[0], cpu[0])

@pytest.mark.parametrize("dt", [dtypes.float16, dtypes.bfloat16, dtypes.fp8e4m3, dtypes.fp8e5m2], ids=str)
def test_narrow_floats_round_per_op(dt):
  # bf16 and fp8 are native on PYTHON: every op rounds to the dtype, exactly as the formula does
  o, a, b = param(0, dt, N), param(1, dt, N), param(2, dt, N)
  i = UOp.range(N, 0)
  x, y = a[i].load(), b[i].load()
  r = np.random.default_rng(3)
  av, bv = [truncate[dt](v) for v in r.uniform(-3, 3, N)], [truncate[dt](v) for v in r.uniform(0.5, 3, N)]
  ast = sink(o[i].store((x * y + x) * y - x / y).end(i))
  (out, *_), _ = run("PYTHON", ast, [np.zeros(N, npdt(dt)), np.array(av, npdt(dt)), np.array(bv, npdt(dt))], [dt, dt, dt])
  t = truncate[dt]
  np.testing.assert_array_equal(out, np.array([t(t(t(t(p * q) + p) * q) - t(p / q)) for p, q in zip(av, bv)], np.float32))
  if dt in (dtypes.float16, dtypes.bfloat16):
    _, (cpu, *_) = both(ast, [np.zeros(N, npdt(dt)), np.array(av, npdt(dt)), np.array(bv, npdt(dt))], [dt, dt, dt])
    np.testing.assert_allclose(out.astype(np.float64), cpu.astype(np.float64), rtol=1e-2, atol=1e-2)

# ---- lockstep lanes, LOCAL and REG memory, divergent loops (hand-built linear programs) ----

def specials(gs: int, ls: int) -> tuple[UOp, UOp]:
  return UOp(Ops.SPECIAL, dtypes.int32, (i32(gs),), "gidx0"), UOp(Ops.SPECIAL, dtypes.int32, (i32(ls),), "lidx0")

def test_local_buffer_is_shared_per_workgroup_and_lockstep():
  # each lane writes its element to LOCAL memory, then reads its neighbour's: needs the barrier's ordering and one buffer per workgroup
  G, L = 3, 8
  inp, out = param(0, dtypes.float, G * L), param(1, dtypes.float, G * L)
  g, lid = specials(G, L)
  tmp = UOp(Ops.BUFFER, dtypes.float.ptr(L, AddrSpace.LOCAL), (), ParamArg(0, dtypes.float, addrspace=AddrSpace.LOCAL))
  st = tmp.index(lid).store(inp.index(g * L + lid).load())
  nb = tmp.after(UOp(Ops.BARRIER, dtypes.void, (st,))).index((lid + 1).alu(Ops.CMOD, i32(L))).load()
  uops = linearize(out.index(g * L + lid).store(nb).sink(arg=KernelInfo(name="shift")))
  x = rng.random(G * L, np.float32)
  _, got = run_linear(uops, [x, np.zeros(G * L, np.float32)], [dtypes.float] * 2, [G, 1, 1], [L, 1, 1])
  np.testing.assert_array_equal(got, np.roll(x.reshape(G, L), -1, axis=1).ravel())

def test_reg_buffer_is_per_lane_and_divergent_loops():
  # lane l loops l+1 times, adding its loop counter into its own REG accumulator: sum(0..l)
  L = 16
  out = param(0, dtypes.int32, L)
  _, lid = specials(1, L)
  acc = UOp(Ops.BUFFER, dtypes.int32.ptr(1, AddrSpace.REG), (), ParamArg(0, dtypes.int32, addrspace=AddrSpace.REG))
  r = UOp.range(lid + 1, 0, AxisType.REDUCE, dtype=dtypes.int32)
  a1 = acc.index(i32(0)).store(i32(0))
  a2 = acc.index(i32(0)).store(acc.after(a1, r).index(i32(0)).load() + r).end(r)
  uops = linearize(out.index(lid).store(acc.after(a2).index(i32(0)).load()).sink(arg=KernelInfo(name="tri")))
  assert [u.op for u in uops].count(Ops.RANGE) == 1
  got, = run_linear(uops, [np.zeros(L, np.int32)], [dtypes.int32], [1, 1, 1], [L, 1, 1])
  np.testing.assert_array_equal(got, [n * (n + 1) // 2 for n in range(L)])

def loop_with_backedge(end: UOp | None) -> list[UOp]:
  """acc = 0; loop { acc += 1 } while acc < 5 (and the counter < end, when the RANGE has one); out[0] = acc. Built as a list."""
  out = param(0, dtypes.int32, 1)
  acc = UOp(Ops.BUFFER, dtypes.int32.ptr(1, AddrSpace.REG), (), ParamArg(0, dtypes.int32, addrspace=AddrSpace.REG))
  c0, c1, c5 = i32(0), i32(1), i32(5)
  idx = acc.index(c0)
  rng = UOp(Ops.RANGE, dtypes.void, (), (0, AxisType.LOOP)) if end is None else UOp.range(end, 0, AxisType.LOOP, dtype=dtypes.int32)
  ld = idx.load()
  st = idx.store(ld + c1)
  cond = (ld + c1) < c5
  end_ = UOp(Ops.END, dtypes.void, (st, rng, cond))
  res = out.index(c0).store(idx.after(end_).load())
  return [out, acc, c0, c1, c5, *([end] if end is not None else []), idx, idx.store(c0), rng, ld, ld + c1, st, cond, end_, idx.after(end_),
          idx.after(end_).load(), out.index(c0), res, res.sink(arg=KernelInfo(name="loop"))]

@pytest.mark.parametrize("end,want", [(None, 5), (i32(3), 3), (i32(9), 5)], ids=["void", "range3", "range9"])
def test_end_with_bool_backedge(end, want):
  got, = run_linear(loop_with_backedge(end), [np.zeros(1, np.int32)], [dtypes.int32], [1, 1, 1], [1, 1, 1])
  assert got[0] == want

def test_launch_indices():
  # gidx/lidx in 3 dims, and idx (global id) when locals are off
  out = param(0, dtypes.int32, 2 * 3 * 4 * 2)
  g = [UOp(Ops.SPECIAL, dtypes.int32, (i32(n),), f"gidx{d}") for d, n in enumerate((2, 3, 1))]
  lx = [UOp(Ops.SPECIAL, dtypes.int32, (i32(n),), f"lidx{d}") for d, n in enumerate((4, 1, 2))]
  flat = ((g[1] * 2 + g[0]) * 2 + lx[2]) * 4 + lx[0]
  uops = linearize(out.index(flat).store(g[0] * 1000 + g[1] * 100 + lx[2] * 10 + lx[0]).sink(arg=KernelInfo(name="dims")))
  got, = run_linear(uops, [np.zeros(48, np.int32)], [dtypes.int32], [2, 3, 1], [4, 1, 2])
  want = [g0 * 1000 + g1 * 100 + l2 * 10 + l0 for g1 in range(3) for g0 in range(2) for l2 in range(2) for l0 in range(4)]
  np.testing.assert_array_equal(got, want)
  idx = UOp(Ops.SPECIAL, dtypes.int32, (i32(12),), "idx0")
  got, = run_linear(linearize(out.index(idx).store(idx * 2).sink(arg=KernelInfo(name="ids"))), [np.zeros(48, np.int32)], [dtypes.int32], [3, 1, 1],
                    [4, 1, 1])
  np.testing.assert_array_equal(got[:12], np.arange(12) * 2)

# ---- WMMA: fragments placed by the vendors' layouts (independent of tc.py), D = A@B + C against numpy ----

def _cuda_c(l, e): return (l >> 2) + 8 * (e >> 1), 2 * (l & 3) + (e & 1)
def _cdna(ept): return (lambda l, e: (l & 15, e + ept * (l >> 4)), lambda l, e: (e + ept * (l >> 4), l & 15), lambda l, e: (e + 4 * (l >> 4), l & 15))
VENDOR = {  # (lane, element) -> (row, col) of A (m, k), B (k, n), C (m, n)
  "cuda_m16n8k16": (lambda l, e: ((l >> 2) + 8 * (e >> 1 & 1), 2 * (l & 3) + (e & 1) + 8 * (e >> 2)),
                    lambda l, e: (2 * (l & 3) + (e & 1) + 8 * (e >> 1), l >> 2), _cuda_c),
  "cuda_m16n8k8_f16": (lambda l, e: ((l >> 2) + 8 * (e >> 1), 2 * (l & 3) + (e & 1)), lambda l, e: (2 * (l & 3) + e, l >> 2), _cuda_c),
  "cuda_m16n8k8_tf32": (lambda l, e: ((l >> 2) + 8 * (e & 1), (l & 3) + 4 * (e >> 1)), lambda l, e: ((l & 3) + 4 * e, l >> 2), _cuda_c),
  "cuda_m16n8k32_f8": (lambda l, e: ((l >> 2) + 8 * (e >> 2 & 1), 4 * (l & 3) + (e & 3) + 16 * (e >> 3)),
                       lambda l, e: (4 * (l & 3) + (e & 3) + 16 * (e >> 2), l >> 2), _cuda_c),
  "rdna3": (lambda l, e: (l & 15, e), lambda l, e: (e, l & 15), lambda l, e: (2 * e + (l >> 4), l & 15)),
  "rdna4": (lambda l, e: (l & 15, (e & 3) + 4 * (l >> 4) + 8 * (e >> 2)), lambda l, e: ((e & 3) + 4 * (l >> 4) + 8 * (e >> 2), l & 15),
            lambda l, e: (e + 8 * (l >> 4), l & 15)),
  "metal": tuple(lambda l, e: (4 * (l >> 4) + (l >> 1 & 3), 4 * (l >> 3 & 1) + 2 * (l & 1) + e) for _ in range(3)),
}
WMMA_CASES = [("sm_89", tc, VENDOR["cuda_m16n8k16"]) for tc in T.cuda_81616] + \
  [("sm_75", tc, VENDOR["cuda_m16n8k8_f16"]) for tc in T.cuda_8168_f16] + \
  [("sm_80", tc, VENDOR["cuda_m16n8k8_tf32"]) for tc in T.cuda_8168_tf32] + [("sm_89", tc, VENDOR["cuda_m16n8k32_f8"]) for tc in T.cuda_81632_f8] + \
  [("gfx1100", tc, VENDOR["rdna3"]) for tc in T.amd_rdna3] + [("gfx1201", tc, VENDOR["rdna4"]) for tc in T.amd_rdna4] + \
  [("METAL", tc, VENDOR["metal"]) for tc in T.metal] + [("gfx942", tc, _cdna(tc.elements_per_thread[0])) for tc in T.amd_cdna3] + \
  [("gfx950", tc, _cdna(tc.elements_per_thread[0])) for tc in T.amd_cdna4[:len(T.amd_cdna4) - len(T.amd_cdna_161616)]]

def wmma_program(tc, warps: int) -> list[UOp]:
  """Workgroup gidx0 holds `warps` warps (lidx0 = warp * threads + lane); each lane loads its A/B/C fragments, runs one WMMA, stores D."""
  L, dts, ept = tc.threads * warps, (tc.dtype_in, tc.dtype_in, tc.dtype_out, tc.dtype_out), (*tc.elements_per_thread, tc.elements_per_thread[2])
  bufs = [UOp(Ops.PARAM, dt.ptr(2 * L * e), (), ParamArg(i, dt)) for i, (dt, e) in enumerate(zip(dts, ept))]
  g, lid = specials(2, L)
  base = [(g * L + lid) * e for e in ept]
  frags = [UOp(Ops.STACK, dt.vec(e), tuple(b.index(o + k).load() for k in range(e))) for b, dt, e, o in zip(bufs[:3], dts, ept, base)]
  d = UOp.wmma(frags[0], frags[1], frags[2], tc.dims, str(tc), tc.threads)
  stores = [bufs[3].index(base[3] + k).store(UOp(Ops.INDEX, tc.dtype_out, (d,), k)) for k in range(ept[3])]
  return linearize(UOp.group(*stores).sink(arg=KernelInfo(name="wmma")))

@pytest.mark.parametrize("arch,tc,layout", WMMA_CASES, ids=[f"{a}-{tc}-{tc.dims[2]}" for a, tc, _ in WMMA_CASES])
def test_wmma_matches_vendor_layout(arch, tc, layout):
  N, M, K = tc.dims
  warps, nmat = 2, 4  # 2 workgroups x 2 warps, each its own matrices
  r = np.random.default_rng(1)
  mats = [[r.integers(-4, 5, shape).astype(np.float64) for shape in ((M, K), (K, N), (M, N))] for _ in range(nmat)]
  frag_arrays: list[np.ndarray] = []
  for op in range(3):
    ept = tc.elements_per_thread[op]
    frag_arrays.append(np.array([mats[w][op][layout[op](ln, e)] for w in range(nmat) for ln in range(tc.threads) for e in range(ept)]))
  ept_c = tc.elements_per_thread[2]
  dts = [tc.dtype_in, tc.dtype_in, tc.dtype_out, tc.dtype_out]
  arrays = [a.astype(npdt(dt)) for a, dt in zip(frag_arrays, dts)] + [np.zeros(nmat * tc.threads * ept_c, npdt(tc.dtype_out))]
  *_, d = run_linear(wmma_program(tc, warps), arrays, dts, [2, 1, 1], [tc.threads * warps, 1, 1], PythonRenderer(arch))
  for w in range(nmat):
    got = np.zeros((M, N))
    for ln in range(tc.threads):
      for e in range(ept_c): got[layout[2](ln, e)] = d[(w * tc.threads + ln) * ept_c + e]
    np.testing.assert_array_equal(got, mats[w][0] @ mats[w][1] + mats[w][2], err_msg=f"{tc} matrix {w}")

def test_wmma_errors():
  tc = T.metal[0]
  with pytest.raises(NotImplementedError, match="no tensor core"): PythonRenderer("sm_80").render(wmma_program(tc, 1))
  with pytest.raises(RuntimeError, match="not a multiple"):
    run_linear(wmma_program(tc, 1), [np.zeros(128, np.float32)] * 4, [dtypes.float] * 4, [2, 1, 1], [16, 1, 1], PythonRenderer("METAL"))

# ---- errors, registry ----

def test_out_of_bounds_raises():
  o, a = param(0, dtypes.float, 8), param(1, dtypes.float, 8)
  i = UOp.range(8, 0)
  with pytest.raises(IndexError, match=r"load of element 8 is out of bounds of buffer 1 .*valid 0\.\.7"):
    run("PYTHON", sink(o[i].store(a[i + 1].load()).end(i)), [np.zeros(8, np.float32)] * 2)
  with pytest.raises(IndexError, match=r"store of element -1 is out of bounds of buffer 0"):
    run("PYTHON", sink(o[i - 1].store(a[i].load()).end(i)), [np.zeros(8, np.float32)] * 2)

def test_custom_code_cannot_run():
  o = param(0, dtypes.int32, 1)
  uops = linearize(o.index(i32(0)).store(UOp(Ops.CUSTOMI, dtypes.int32, (), "42")).sink(arg=KernelInfo(name="c")))
  with pytest.raises(NotImplementedError, match=r"cannot run Ops\.CUSTOMI"): PythonRenderer().render(uops)

def test_device_and_arch():
  dev = Device["PYTHON"]
  assert isinstance(dev, PythonDevice) and isinstance(dev.renderer, PythonRenderer) and dev.renderer.tensor_cores == []
  with Context(DEV="PYTHON::sm_80"):
    assert PythonDevice().renderer.tensor_cores == T.cuda_sm80
  with Context(DEV="PYTHON::gfx1201"):
    assert PythonDevice().renderer.tensor_cores == T.amd_rdna4
  with Context(DEV="PYTHON::sm_60"), pytest.raises(RuntimeError, match="no tensor cores for arch 'sm_60'"):
    _ = PythonDevice().renderer

def test_returns_wall_time():
  o = param(0, dtypes.int32, 4)
  i = UOp.range(4, 0)
  p = get_program(sink(o[i].store(i.cast(dtypes.int32)).end(i)), Device["PYTHON"].renderer)
  prg = PythonProgram(p.name, PythonCompiler().compile(p.src))
  buf = Buffer("PYTHON", 4, dtypes.int32).ensure_allocated()
  t = prg(buf._buf, global_size=[4, 1, 1], local_size=p.local_size, wait=True)
  assert isinstance(t, float) and t > 0
  np.testing.assert_array_equal(np.frombuffer(buf.as_memoryview(), np.int32), np.arange(4))

# ---- Tensor ops through the engine on PYTHON ----

def test_tensor_ops_on_python():
  from tinygrad.tensor import Tensor
  an, bn = rng.random((3, 4), np.float32), rng.random((4, 5), np.float32)
  a, b = Tensor(an, device="PYTHON"), Tensor(bn, device="PYTHON")
  c = ((a @ b).relu() + 1).realize()
  assert c.uop.base.buffer.device == "PYTHON"
  np.testing.assert_allclose(c.numpy(), np.maximum(an @ bn, 0) + 1, rtol=1e-6)
  np.testing.assert_allclose(a.softmax(-1).numpy(), np.exp(an) / np.exp(an).sum(-1, keepdims=True), rtol=1e-6)
  np.testing.assert_allclose(a.sum(1).numpy(), an.sum(1), rtol=1e-6)
  np.testing.assert_array_equal((Tensor(np.arange(12, dtype=np.int32), device="PYTHON") // 5 * 3).numpy(), np.arange(12) // 5 * 3)
