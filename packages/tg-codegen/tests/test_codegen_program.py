"""get_program's ProgramSpec and the linear program it carries; the CPU device's renderers;
heuristics and NOOPT; BEAM and its disk cache."""
import os, subprocess, sys, textwrap
import numpy as np
import pytest
from tinygrad.codegen import get_program
from tinygrad.dtype import AddrSpace, DType, Invalid, PtrDType, dtypes
from tinygrad.helpers import Context
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.renderer.cstyle import ClangRenderer
from tinygrad.renderer.llvmir import LLVMRenderer
from tinygrad.codegen.opt import Opt, OptOps

def param(slot: int, dt: DType, n: int) -> UOp: return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))
def reduce(v: UOp, *rngs: UOp) -> UOp: return UOp(Ops.REDUCE, v.dtype, (v, *rngs), (Ops.ADD, 0))

def matmul(n: int, opts: tuple | None = ()) -> UOp:
  C, A, B = param(0, dtypes.float, n * n), param(1, dtypes.float, n * n), param(2, dtypes.float, n * n)
  i, j, k = UOp.range(n, 0), UOp.range(n, 1), UOp.range(n, 2, AxisType.REDUCE)
  return UOp.sink(C[i * n + j].store(reduce(A[i * n + k].load() * B[k * n + j].load(), k)).end(i, j), arg=KernelInfo(opts_to_apply=opts))

def check_linear(uops: list[UOp], has_threads: bool = True) -> None:
  """Contract C, as the docstring of tinygrad.codegen states it."""
  assert uops[-1].op is Ops.SINK and uops[-1].arg.name.isidentifier()
  seen: set[UOp] = set()
  depth: list[UOp] = []
  for u in uops[:-1]:
    reads = u.src[:1] if u.op is Ops.AFTER else u.src[-1:] if u.op is Ops.END else u.src
    assert all(s in seen for s in reads), f"{u.op} reads a value that is not defined before it"
    assert not dtypes.is_weak(u.dtype) and u.op is not Ops.REDUCE and u.op not in (Ops.FLOORDIV, Ops.FLOORMOD, Ops.THREEFRY)
    assert not (u.op is Ops.CONST and u.arg is Invalid)
    if isinstance(u.dtype, PtrDType): assert u.op in (Ops.PARAM, Ops.BUFFER, Ops.AFTER, Ops.INDEX)
    if u.op in (Ops.RANGE, Ops.IF): depth.append(u)
    if u.op is Ops.END: assert depth.pop() is u.src[-1]
    if u.op is Ops.ENDIF: assert depth.pop() is u.src[0]
    seen.add(u)
  assert not depth
  params = sorted((u for u in uops if u.op is Ops.PARAM), key=lambda u: u.arg.slot)
  assert [p.arg.slot for p in params] == list(range(len(params)))
  kinds = [p.arg.addrspace is AddrSpace.ALU for p in params]
  assert kinds == sorted(kinds), "scalar arguments come after the buffers"
  if has_threads: assert params[-1].arg.name == "core_id"

# ---- ProgramSpec ----

@pytest.mark.parametrize("ren", [LLVMRenderer(), ClangRenderer()], ids=["LLVM", "CLANG"])
def test_matmul_program_spec(ren):
  p = get_program(matmul(16), ren)
  assert p.name == "r_16_16_16" and p.device == "CPU" and p.globals == [0, 1, 2] and p.outs == [0] and p.ins == [1, 2]
  assert p.global_size == [1, 1, 1] and p.local_size is None and p.vars == [] and p.applied_opts == ()
  assert (p.estimates.ops, p.estimates.lds, p.estimates.mem) == (2 * 16 ** 3, 2 * 16 ** 3 * 4 + 16 * 16 * 4, 3 * 16 * 16 * 4)
  check_linear(p.uops)
  assert any(u.op is Ops.BUFFER and isinstance(u.dtype, PtrDType) and u.dtype.addrspace is AddrSpace.REG for u in p.uops), "REG accumulator"
  assert get_program(matmul(16), ren) is p, "programs are memoised by AST"

def test_launch_dims_and_vals():
  n = UOp.variable("n", 1, 64)
  o, a = param(0, dtypes.float, 64), param(1, dtypes.float, 64)
  i = UOp.range(n, 0)
  p = get_program(UOp.sink(o[i].store(a[i].load()).end(i), arg=KernelInfo(opts_to_apply=())), LLVMRenderer())
  assert p.launch_dims({"n": 7}) == ([1, 1, 1], None) and p.vals({"n": 7}) == (7,) and p.vals({n: 9}) == (9,)
  with pytest.raises(RuntimeError, match="unbound Variable n"): p.vals({})
  check_linear(p.uops)
  assert [u.arg.name for u in p.uops if u.op is Ops.PARAM and u.arg.addrspace is AddrSpace.ALU] in (["n", "core_id"], ["core_id", "n"])

def test_gated_store_is_if_endif():
  o = param(0, dtypes.float, 8)
  i = UOp.range(8, 0)
  idx = (i < 5).where(i, UOp.const(Invalid, dtypes.weakint))
  p = get_program(UOp.sink(o[idx].store(1.0).end(i), arg=KernelInfo(opts_to_apply=())), LLVMRenderer())
  ops = [u.op for u in p.uops]
  assert ops.index(Ops.IF) < ops.index(Ops.STORE) < ops.index(Ops.ENDIF)
  check_linear(p.uops)

def test_unused_slot_gets_a_param():
  o, b = param(0, dtypes.float, 4), param(2, dtypes.float, 4)
  i = UOp.range(4, 0)
  p = get_program(UOp.sink(o[i].store(b[i].load()).end(i), arg=KernelInfo(opts_to_apply=())), ClangRenderer())
  assert p.globals == [0, 1, 2] and p.ins == [2] and "data1_1" in p.src
  check_linear(p.uops)

def test_thread_program():
  p = get_program(matmul(16, (Opt(OptOps.SPLIT, 0, (2, AxisType.THREAD)),)), LLVMRenderer())
  assert p.global_size == [2, 1, 1] and p.estimates.ops == 2 * 16 ** 3
  check_linear(p.uops)

def test_upcast_program_has_vector_memory():
  opts = (Opt(OptOps.SPLIT, 1, (16, AxisType.UPCAST)), Opt(OptOps.SPLIT, 0, (4, AxisType.UPCAST)))
  p = get_program(matmul(32, opts), LLVMRenderer())
  assert any(u.op is Ops.LOAD and u.dtype.count == 16 for u in p.uops) and any(u.op is Ops.STORE and u.src[1].dtype.count == 16 for u in p.uops)
  assert any(u.op in GroupOp.ALU and u.dtype.count == 16 for u in p.uops), "lanes doing one op become a vector op on LLVM"
  check_linear(p.uops)

def test_debug_prints_source(capsys):
  with Context(DEBUG=4): get_program(matmul(8, (Opt(OptOps.SPLIT, 0, (2, AxisType.UPCAST)),)), ClangRenderer())
  assert "void r_4_8_2_8(" in capsys.readouterr().out

# ---- the CPU device ----

@pytest.mark.parametrize("dev,ren,comp", [("CPU", "LLVMRenderer", "CPULLVMCompiler"), ("CPU:LLVM", "LLVMRenderer", "CPULLVMCompiler"),
                                         ("CPU:CLANG", "ClangRenderer", "CPUCCompiler")])
def test_cpu_device_renderers(dev, ren, comp):
  from tinygrad.runtime.ops_cpu import CPUDevice
  with Context(DEV=dev):
    d = CPUDevice("CPU")
    assert type(d.renderer).__name__ == ren and type(d.compiler).__name__ == comp
    p = get_program(matmul(8, (Opt(OptOps.SPLIT, 0, (2, AxisType.THREAD)),)), d.renderer)
    assert d.runtime is not None
    prg = d.runtime(p.name, d.compiler.compile(p.src))
  from tinygrad.device import Buffer
  an, bn = np.random.rand(8, 8).astype(np.float32), np.random.rand(8, 8).astype(np.float32)
  bufs = [Buffer("CPU", 64, dtypes.float).ensure_allocated().copyin(memoryview(x.tobytes())) for x in (np.zeros((8, 8), np.float32), an, bn)]
  prg(*[b._buf for b in bufs], global_size=p.global_size, wait=True)
  np.testing.assert_allclose(np.frombuffer(bufs[0].as_memoryview(), np.float32).reshape(8, 8), an @ bn, rtol=1e-5)

# ---- heuristics and NOOPT ----

def test_heuristics_on_by_default_and_noopt(run):
  an, bn = np.random.rand(64, 64).astype(np.float32), np.random.rand(64, 64).astype(np.float32)
  out, *_ = run(matmul(64, None), [np.zeros(64 * 64, np.float32), an.ravel(), bn.ravel()])
  np.testing.assert_allclose(out.reshape(64, 64), an @ bn, rtol=1e-4)
  assert any(o.arg[1] is AxisType.UPCAST for o in run.last.applied_opts)
  with Context(NOOPT=1): assert get_program(matmul(64, None), run.renderer).applied_opts == ()
  assert get_program(matmul(64, ()), run.renderer).applied_opts == ()

def test_heuristic_elementwise_and_reduce(run):
  n = 1 << 16
  o, a = param(0, dtypes.float, n), param(1, dtypes.float, n)
  i = UOp.range(n, 0)
  av = np.random.rand(n).astype(np.float32)
  out, _ = run(UOp.sink(o[i].store(a[i].load().exp2()).end(i), arg=KernelInfo()), [np.zeros(n, np.float32), av])
  np.testing.assert_allclose(out, np.exp2(av), rtol=1e-6)
  s = param(0, dtypes.float, 1)
  k = UOp.range(n, 0, AxisType.REDUCE)
  total, _ = run(UOp.sink(s[0].store(reduce(a[k].load(), k)), arg=KernelInfo()), [np.zeros(1, np.float32), av])
  np.testing.assert_allclose(total[0], av.astype(np.float64).sum(), rtol=1e-5)
  assert any(o.arg[1] is AxisType.UNROLL for o in run.last.applied_opts)

# ---- BEAM ----

BEAM_SCRIPT = textwrap.dedent("""
  import sys
  from tinygrad.codegen import get_program
  from tinygrad.dtype import dtypes
  from tinygrad.helpers import Context
  from tinygrad.uop import Ops
  from tinygrad.uop.ops import KernelInfo, ParamArg, UOp
  from tinygrad.renderer.llvmir import LLVMRenderer
  import tinygrad.codegen.opt.search as search
  if sys.argv[1] == "cached":  # a second process must not time anything: the winner comes from the disk cache
    search._Bench.__init__ = lambda *a: (_ for _ in ()).throw(AssertionError("BEAM searched instead of using its cache"))
  o, a = (UOp(Ops.PARAM, dtypes.float.ptr(256), (), ParamArg(s, dtypes.float)) for s in range(2))
  i = UOp.range(256, 0)
  with Context(BEAM=1): p = get_program(UOp.sink(o[i].store(a[i].load() * 2.0).end(i), arg=KernelInfo()), LLVMRenderer())
  print(repr(p.applied_opts))
""")

def test_beam_searches_and_caches(tmp_path):
  env = {**os.environ, "CACHEDB": str(tmp_path / "cache.db"), "BEAM_MIN_PROGRESS": "100000"}
  first = subprocess.run([sys.executable, "-c", BEAM_SCRIPT, "search"], env=env, capture_output=True, text=True, timeout=300)
  assert first.returncode == 0, first.stderr
  second = subprocess.run([sys.executable, "-c", BEAM_SCRIPT, "cached"], env=env, capture_output=True, text=True, timeout=300)
  assert second.returncode == 0, second.stderr
  assert first.stdout == second.stdout
  ignored = subprocess.run([sys.executable, "-c", BEAM_SCRIPT, "cached"], env={**env, "IGNORE_BEAM_CACHE": "1"}, capture_output=True, text=True,
                           timeout=300)
  assert ignored.returncode != 0 and "searched instead of using its cache" in ignored.stderr

def test_beam_kernel_actions():
  from tinygrad.codegen.opt.postrange import Scheduler
  from tinygrad.codegen.opt.search import get_kernel_actions
  from tinygrad.codegen.prepare import prepare
  k = Scheduler(prepare(matmul(64, None)), LLVMRenderer())
  acts = get_kernel_actions(k, include_0=False, max_up=4)
  assert acts and all(s.upcast_size <= 4 for s in acts.values())
  assert any(o.op is OptOps.SPLIT and o.arg[1] is AxisType.UNROLL for s in acts.values() for o in s.applied_opts)
  assert not any(o.arg[1] is AxisType.LOCAL for s in acts.values() for o in s.applied_opts if o.op is OptOps.SPLIT), "CPU has no locals"
