"""Compiled kernels as UOps, as tinygrad's tools and tests use them: engine.realize.compile_linear / time_call, a raw PROGRAM (SOURCE or
BINARY) run through Tensor.custom_kernel and the UOp API, and UOp.contract."""
import itertools
import numpy as np
import pytest
from tinygrad import Tensor, Device, GlobalCounters, Variable, dtypes
from tinygrad.engine import realize
from tinygrad.engine.realize import compile_linear, run_linear, time_call
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ProgramInfo, UOp

DEVS = ["CPU:LLVM", "CPU:CLANG"]

# ---- compile_linear / run_linear / time_call ----

def _inputs(dev="CPU"):
  rng = np.random.default_rng(0)
  a, b = rng.standard_normal((5, 7)).astype(np.float32), rng.standard_normal((7, 3)).astype(np.float32)
  return a, b, Tensor(a, device=dev).realize(), Tensor(b, device=dev).realize()

@pytest.mark.parametrize("dev", DEVS)
def test_compile_linear_gives_programs_that_run(dev):
  a, b, ta, tb = _inputs(dev)
  out = (ta @ tb).relu() + (ta.sum(1, keepdim=True) * 2)
  lin = out.schedule_linear()
  cl = compile_linear(lin)
  assert cl.op is Ops.LINEAR and len(cl.src) == len(lin.src) and [c.src[1:] for c in cl.src] == [c.src[1:] for c in lin.src]
  for c in cl.src:
    p = c.src[0]
    assert p.op is Ops.PROGRAM and [s.op for s in p.src] == [Ops.SINK, Ops.LINEAR, Ops.SOURCE, Ops.BINARY]
    assert isinstance(p.arg, ProgramInfo) and p.arg.name == p.src[0].arg.name and isinstance(p.src[3].arg, bytes) and p.src[3].arg
    assert p.arg.outs == (0,) and p.src[0].arg.estimates is not None
  GlobalCounters.reset()
  run_linear(cl)
  assert GlobalCounters.kernel_count == len(cl.src) and GlobalCounters.global_ops > 0  # the estimates travel with the PROGRAM
  want = np.maximum(a @ b, 0) + a.sum(1, keepdims=True) * 2
  np.testing.assert_allclose(cl.src[-1].src[1].buffer.numpy().reshape(want.shape), want, rtol=1e-5, atol=1e-5)

def test_compile_linear_symbolic_runs_for_each_value():
  a = np.arange(40, dtype=np.float32).reshape(8, 5)
  v = Variable("v", 1, 8)
  lin, _ = Tensor.linear_with_vars((Tensor(a).realize()[:v.bind(3)] * 2).sum(0))
  cl = compile_linear(lin)
  assert cl.src[-1].src[0].arg.vars == (v,)  # the Variable is passed after the buffers
  for n in (3, 6, 8):
    run_linear(cl, {"v": n})
    np.testing.assert_array_equal(cl.src[-1].src[1].buffer.numpy(), (a[:n] * 2).sum(0))

def test_compile_linear_keeps_copies_and_refuses_misuse():
  a = np.arange(6, dtype=np.float32)
  t = Tensor(a).realize().to("CPU:1") * 3
  cl = compile_linear(lin := t.schedule_linear())
  assert [c.src[0].op for c in cl.src] == [Ops.COPY, Ops.PROGRAM] and cl.src[0] is lin.src[0]
  run_linear(cl)
  np.testing.assert_array_equal(cl.src[-1].src[1].buffer.numpy(), a * 3)
  with pytest.raises(TypeError, match="LINEAR"): compile_linear(t.uop)
  with pytest.raises(NotImplementedError, match="VALIDATE_WITH_CPU"): compile_linear(lin, validate=True)

def test_time_call_times_one_call_without_counting(monkeypatch):
  monkeypatch.setattr(realize, "_L2_FLUSH_BYTES", 1 << 20)  # the real flush (256 MiB) costs seconds of first-touch page faults here
  a, b, ta, tb = _inputs()
  cl = compile_linear((ta @ tb).schedule_linear())
  GlobalCounters.reset()
  times = list(itertools.islice(time_call(cl.src[-1]), 3)) + [next(time_call(cl.src[-1], {}, clear_l2=True))]
  assert len(times) == 4 and all(isinstance(t, float) and 0 < t < 1 for t in times)
  assert GlobalCounters.kernel_count == 0
  np.testing.assert_allclose(cl.src[-1].src[1].buffer.numpy().reshape(5, 3), a @ b, rtol=1e-5, atol=1e-5)  # it really ran
  lin = (ta * 2).schedule_linear()  # an uncompiled CALL is compiled first
  next(time_call(lin.src[-1]))
  np.testing.assert_array_equal(lin.src[-1].src[1].buffer.numpy().reshape(5, 7), a * 2)

# ---- a raw PROGRAM as a custom kernel ----

C_SRC = """void saxpy2(float* restrict out, float* restrict out2, const float* restrict x, const float* restrict y) {
  for (int i = 0; i < 8; i++) { out[i] = 2.0f * x[i] + y[i]; out2[i] = x[i] * y[i]; }
}"""
LL_SRC = """define void @addone(ptr noalias %out, ptr noalias %inp) {
  %v = load <4 x float>, ptr %inp, align 4
  %r = fadd <4 x float> %v, <float 1.0, float 1.0, float 1.0, float 1.0>
  store <4 x float> %r, ptr %out, align 4
  ret void
}"""

def _xy(dev):
  x, y = np.linspace(-2, 3, 8, dtype=np.float32), np.arange(8, dtype=np.float32) ** 2
  return x, y, Tensor(x, device=dev), Tensor(y, device=dev)

def _saxpy(src: str, lib: bytes | None = None) -> UOp:
  srcs = (UOp.sink(arg=KernelInfo(name="saxpy2")), UOp(Ops.LINEAR), UOp(Ops.SOURCE, arg=src))
  return UOp(Ops.PROGRAM, src=srcs + ((UOp(Ops.BINARY, arg=lib),) if lib is not None else ()),
             arg=ProgramInfo(name="saxpy2", globals=(0, 1, 2, 3), outs=(0, 1), ins=(2, 3)))

@pytest.mark.parametrize("dev", DEVS)
def test_raw_c_source_runs_as_custom_kernel(dev):
  x, y, tx, ty = _xy(dev)
  o1, o2, *_ = Tensor.custom_kernel(Tensor.empty(8, device=dev), Tensor.empty(8, device=dev), tx * 1, ty, fxn=lambda *_: _saxpy(C_SRC))
  np.testing.assert_array_equal(o1.numpy(), 2 * x + y)
  np.testing.assert_array_equal((o2 + 1).numpy(), x * y + 1)  # the second output (ProgramInfo.outs) is a value to compute on

@pytest.mark.parametrize("dev", DEVS)
def test_precompiled_binary_runs_without_compiling(dev, monkeypatch):
  x, y, tx, ty = _xy(dev)
  comp = Device[dev].source_compiler(C_SRC)
  lib = comp.compile(C_SRC)
  monkeypatch.setattr(type(comp), "compile", lambda *a: pytest.fail("a BINARY must not be compiled again"))
  o1, o2, *_ = Tensor.custom_kernel(Tensor.empty(8, device=dev), Tensor.empty(8, device=dev), tx, ty, fxn=lambda *_: _saxpy("", lib))
  np.testing.assert_array_equal(o1.numpy(), 2 * x + y)
  np.testing.assert_array_equal(o2.numpy(), x * y)

def test_raw_program_minimal_spelling_and_uop_call():
  x = np.arange(4, dtype=np.float32) - 1.5
  a = Tensor(x).realize()
  prg = UOp(Ops.PROGRAM, src=(UOp.sink(arg=KernelInfo(name="addone")), UOp(Ops.LINEAR), UOp(Ops.SOURCE, arg=LL_SRC)))  # LLVM IR source
  np.testing.assert_array_equal(Tensor.custom_kernel(Tensor.empty(4), a, fxn=lambda o, i: prg)[0].numpy(), x + 1)  # writes slot 0
  o = Tensor.empty(4)
  np.testing.assert_array_equal(Tensor(o.uop.after(prg.call(o.uop, a.uop))).numpy(), x + 1)

def test_raw_program_errors():
  a = Tensor.ones(4).realize()
  def run(prg): Tensor.custom_kernel(Tensor.empty(4), a, fxn=lambda *_: prg)[0].realize()
  with pytest.raises(ValueError, match="names its kernel"): run(UOp(Ops.PROGRAM, src=(UOp(Ops.SOURCE, arg=LL_SRC),)))
  with pytest.raises(ValueError, match="SOURCE or a BINARY"): run(UOp(Ops.PROGRAM, src=(UOp.sink(arg=KernelInfo(name="addone")),)))
  with pytest.raises(IndexError, match="slot 2"): run(UOp(Ops.PROGRAM, src=(UOp(Ops.SOURCE, arg=LL_SRC),), arg=ProgramInfo("addone", globals=(0, 2))))
  with pytest.raises(ValueError, match="not defined"): run(UOp(Ops.PROGRAM, src=(UOp(Ops.SOURCE, arg=LL_SRC),), arg=ProgramInfo("nosuch")))

# ---- UOp.contract ----

def test_contract_stacks_lanes_of_upcast_ranges():
  r, r2 = UOp.range(4, 0, AxisType.UPCAST), UOp.range(3, 1, AxisType.UPCAST)
  k = UOp.variable("k", 0, 9)
  v = r * 7 + r2 * 2 + k
  c = v.contract(r, r2)
  assert c.op is Ops.STACK and c.dtype == dtypes.weakint.vec(12)
  for kv in (0, 5):
    lanes = [s.substitute({k: UOp.const(kv, k.dtype)}).simplify().arg for s in c.src]
    want = (np.arange(4)[:, None] * 7 + np.arange(3)[None, :] * 2 + kv).ravel()  # the last range varies fastest
    assert lanes == want.tolist()
  assert [s.simplify().arg for s in (r * 10 + r2).contract(r2, r).src] == (np.arange(3)[:, None] + np.arange(4)[None, :] * 10).ravel().tolist()
  f = (r.cast(dtypes.float) * 0.5).contract(r)
  assert f.dtype == dtypes.float.vec(4) and [s.simplify().arg for s in f.src] == [0.0, 0.5, 1.0, 1.5]
  assert v.contract().src == (v,)
  with pytest.raises(ValueError, match="UPCAST"): v.contract(UOp.range(4, 2))

def test_raw_program_in_a_jit_replays():
  from tinygrad import TinyJit
  jit = TinyJit(lambda x, y: [o * 1 for o in Tensor.custom_kernel(Tensor.empty(8), Tensor.empty(8), x, y, fxn=lambda *_: _saxpy(C_SRC))[:2]])
  rng = np.random.default_rng(4)
  for _ in range(4):
    x, y = rng.standard_normal(8).astype(np.float32), rng.standard_normal(8).astype(np.float32)
    o1, o2 = jit(Tensor(x), Tensor(y))
    np.testing.assert_array_equal(o1.numpy(), 2 * x + y)
    np.testing.assert_array_equal(o2.numpy(), x * y)
  assert any(c.src[0].arg.name == "saxpy2" for c in jit.captured.linear.src)
