"""OptOps GROUP / GROUPTOP (a reduce split over a workgroup's threads through LOCAL memory) and PADTO (an axis grown to a
multiple, the extra iterations gated) against numpy: on PYTHON with threads in a shuffled order, on CPU where the opt applies,
and rendered for PTX/CUDA/AMDLLVM with the installed compilers accepting the program."""
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Buffer, Device, renderer_class
from tinygrad.dtype import DType, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program
from tinygrad.codegen.opt import KernelOptError, Opt, OptOps
from tinygrad.codegen.opt.postrange import Scheduler
from tinygrad.codegen.prepare import prepare
from tinygrad.runtime.support import compiler_gpu as C

def buf(slot: int, n: int, dt: DType = dtypes.float) -> UOp: return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))
def red(v: UOp, *rs: UOp, op: Ops = Ops.ADD) -> UOp: return UOp(Ops.REDUCE, v.dtype, (v, *rs), (op, 0))
def split(axis: int, amt: int, t: AxisType) -> Opt: return Opt(OptOps.SPLIT, axis, (amt, t))
GR, UP, LO, UN = AxisType.GROUP_REDUCE, AxisType.UPCAST, AxisType.LOCAL, AxisType.UNROLL

def run(device: str, ast: UOp, arrays: list[np.ndarray], opts: tuple, ren=None) -> np.ndarray:
  """The last array is the output; returns it after running the kernel with `opts`."""
  dev = Device[device]
  assert dev.runtime is not None
  p = get_program(ast.replace(arg=KernelInfo(name=ast.arg.name, opts_to_apply=opts)), ren or dev.renderer)
  bufs = [Buffer(device, a.size, dtypes.float).ensure_allocated().copyin(memoryview(np.ascontiguousarray(a).data).cast("B")) for a in arrays]
  prg = dev.runtime(p.name, dev.compiler.compile_cached(p.src))
  gs, ls = p.launch_dims({})
  prg(*[bufs[s]._buf for s in p.globals], global_size=gs, local_size=ls, wait=True)
  return np.frombuffer(bufs[-1].as_memoryview(), np.float32).reshape(arrays[-1].shape).copy()

rng = np.random.default_rng(0)

def k_rows(M: int, N: int, op: Ops = Ops.ADD) -> UOp:
  A, O = buf(0, M * N), buf(1, M)
  i, r = UOp.range(M, 0), UOp.range(N, 1, AxisType.REDUCE)
  return O[i].store(red(A[i * N + r].load(), r, op=op)).end(i).sink(arg=KernelInfo(name=f"rows_{op.name}"))

def k_matvec(M: int, K: int) -> UOp:
  A, x, O = buf(0, M * K), buf(1, K), buf(2, M)
  i, k = UOp.range(M, 0), UOp.range(K, 1, AxisType.REDUCE)
  return O[i].store(red(A[i * K + k].load() * x[k].load(), k)).end(i).sink(arg=KernelInfo(name="matvec"))

def k_two(M: int, N: int) -> UOp:
  """out[i] = sum(A[i, :]) + max(A[i, :]): two reduces in one kernel."""
  A, O = buf(0, M * N), buf(1, M)
  i, r, s = UOp.range(M, 0), UOp.range(N, 1, AxisType.REDUCE), UOp.range(N, 2, AxisType.REDUCE)
  return O[i].store(red(A[i * N + r].load(), r) + red(A[i * N + s].load(), s, op=Ops.MAX)).end(i).sink(arg=KernelInfo(name="two"))

def k_matmul(M: int, N: int, K: int) -> UOp:
  A, B, O = buf(0, M * K), buf(1, K * N), buf(2, M * N)
  i, j, k = UOp.range(M, 0), UOp.range(N, 1), UOp.range(K, 2, AxisType.REDUCE)
  return O[i * N + j].store(red(A[i * K + k].load() * B[k * N + j].load(), k)).end(i, j).sink(arg=KernelInfo(name="matmul"))

def k_scale(n: int) -> UOp:
  A, O = buf(0, n), buf(1, n)
  i = UOp.range(n, 0)
  return O[i].store(A[i].load() * 2 + 1).end(i).sink(arg=KernelInfo(name="scale"))

a64 = rng.standard_normal((8, 64)).astype(np.float32)
GROUP_CASES: dict[str, Any] = {
  "group16": (k_rows(8, 64), [a64], (Opt(OptOps.GROUP, 1, 16),), lambda a: a.sum(1)),
  "grouptop16": (k_rows(8, 64), [a64], (Opt(OptOps.GROUPTOP, 1, 16),), lambda a: a.sum(1)),
  "split_group": (k_rows(8, 64), [a64], (split(1, 8, GR),), lambda a: a.sum(1)),
  "group_max": (k_rows(8, 64, Ops.MAX), [a64 - 10], (Opt(OptOps.GROUP, 1, 16),), lambda a: a.max(1)),
  "group_unroll": (k_rows(8, 64), [a64], (Opt(OptOps.GROUP, 1, 8), split(2, 4, UN)), lambda a: a.sum(1)),
  "group_upcast_local": (k_rows(8, 64), [a64], (split(0, 2, UP), split(0, 2, LO), Opt(OptOps.GROUPTOP, 3, 16)), lambda a: a.sum(1)),
  "group_whole": (k_rows(8, 64), [a64], (Opt(OptOps.GROUP, 1, 0),), lambda a: a.sum(1)),
  "matvec": (k_matvec(16, 64), [rng.standard_normal((16, 64)).astype(np.float32), rng.standard_normal(64).astype(np.float32)],
             (Opt(OptOps.GROUP, 1, 8), split(0, 4, LO), split(0, 4, UP)), lambda a, x: a @ x),
  "two_reduces": (k_two(8, 64), [a64], (Opt(OptOps.GROUP, 1, 16), Opt(OptOps.GROUPTOP, 3, 8)), lambda a: a.sum(1) + a.max(1)),
}

@pytest.mark.parametrize("case", list(GROUP_CASES))
def test_group_python(case):
  ast, ins, opts, ref = GROUP_CASES[case]
  out = run("PYTHON", ast, [*ins, np.zeros(ref(*ins).shape, np.float32)], opts)
  np.testing.assert_allclose(out, ref(*ins), rtol=1e-5, atol=1e-5)

GPU: dict[str, Any] = {"PTX": ("sm_80", C.PTXASCompiler), "CUDA": ("sm_80", C.NVCCCompiler), "AMDLLVM": ("gfx1100", C.AMDLLVMCompiler)}

@pytest.mark.parametrize("target", list(GPU))
def test_group_compiles(target):
  arch, comp = GPU[target]
  if (why := comp.available()) is not None: pytest.skip(f"{comp.__name__}: {why}")
  for case, (ast, _, opts, _) in GROUP_CASES.items():
    p = get_program(ast.replace(arg=KernelInfo(name=case, opts_to_apply=opts)), renderer_class(target)(arch))
    assert p.local_size is not None and p.local_size[0] > 1 and any(u.op is Ops.BARRIER for u in p.uops), case
    comp(arch).compile(p.src)

def test_group_is_not_for_cpu():
  k = Scheduler(prepare(k_rows(8, 64)), Device["CPU"].renderer)
  with pytest.raises(KernelOptError, match="shared memory"): k.apply_opt(Opt(OptOps.GROUP, 1, 16))

def test_group_needs_fitting_shared_memory():
  k = Scheduler(prepare(k_rows(8, 4096)), renderer_class("PTX")("sm_80"))
  k.apply_opt(split(0, 8, UP))
  with pytest.raises(KernelOptError, match="bytes of shared memory"): k.apply_opt(Opt(OptOps.GROUP, 1, 4096))

def test_group_on_output_axis_is_an_error():
  with pytest.raises(KernelOptError, match="reduce axis"):
    Scheduler(prepare(k_rows(8, 64)), renderer_class("PTX")("sm_80")).apply_opt(Opt(OptOps.GROUP, 0, 2))

# ---- PADTO ----

a10 = rng.standard_normal((10, 10)).astype(np.float32) - 1  # all negative-leaning: a padded 0 would change the max
PAD_CASES: dict[str, Any] = {
  "elementwise": (k_scale(10), [a10[0]], (Opt(OptOps.PADTO, 0, 4), split(0, 4, UP)), lambda a: a * 2 + 1),
  "reduce_sum": (k_rows(10, 10), [a10], (Opt(OptOps.PADTO, 1, 4), split(1, 4, UN)), lambda a: a.sum(1)),
  "reduce_max": (k_rows(10, 10, Ops.MAX), [a10 - 5], (Opt(OptOps.PADTO, 1, 8), split(1, 4, UN)), lambda a: a.max(1)),
  "output_and_reduce": (k_matmul(10, 10, 10), [a10, a10.T.copy()], (Opt(OptOps.PADTO, 0, 4), Opt(OptOps.PADTO, 1, 4), Opt(OptOps.PADTO, 2, 4),
                                                                  split(0, 4, UP), split(1, 4, UP), split(4, 4, UN)), lambda a, b: a @ b),
}

@pytest.mark.parametrize("device", ["PYTHON", "CPU"])
@pytest.mark.parametrize("case", list(PAD_CASES))
def test_padto(case, device):
  ast, ins, opts, ref = PAD_CASES[case]
  out = run(device, ast, [*ins, np.zeros(ref(*ins).shape, np.float32)], opts)
  np.testing.assert_allclose(out, ref(*ins), rtol=1e-5, atol=1e-5)

def test_padto_gpu_with_locals_and_group():
  # a 10x10 matmul padded to 12, split over 4 local threads and a grouped reduce, on PYTHON and through ptxas
  ast, ins, _, ref = PAD_CASES["output_and_reduce"]
  opts = (Opt(OptOps.PADTO, 0, 4), Opt(OptOps.PADTO, 2, 4), split(0, 4, LO), Opt(OptOps.GROUP, 3, 4))
  out = run("PYTHON", ast, [*ins, np.zeros((10, 10), np.float32)], opts)
  np.testing.assert_allclose(out, ref(*ins), rtol=1e-5, atol=1e-5)
  if C.PTXASCompiler.available() is None:
    C.PTXASCompiler("sm_80").compile(get_program(ast.replace(arg=KernelInfo(name="pad_mm", opts_to_apply=opts)), renderer_class("PTX")("sm_80")).src)

@pytest.mark.parametrize("amt,msg", [(64, "more than 4x"), (5, "already a multiple"), (1, "an int > 1")])
def test_padto_errors(amt, msg):
  with pytest.raises(KernelOptError, match=msg): Scheduler(prepare(k_scale(10)), Device["CPU"].renderer).apply_opt(Opt(OptOps.PADTO, 0, amt))

# ---- the default heuristic on GPU targets ----

def _programs(out, ren) -> list:
  return [get_program(c.src[0], ren) for c in out.schedule_linear().src if c.src[0].op is Ops.SINK]

@pytest.mark.parametrize("name", ["sum", "softmax", "layernorm"])
def test_heuristic_groups_reductions_python(name):
  # reductions get grouped (one workgroup of threads per output) and still equal numpy with shuffled threads
  from tinygrad import Tensor
  a = rng.standard_normal((8, 256)).astype(np.float32)
  fn = {"sum": lambda t: t.sum(), "softmax": lambda t: t.softmax(-1), "layernorm": lambda t: t.layernorm()}[name]
  x = Tensor(a, device="PYTHON")
  progs = _programs(fn(x), Device["PYTHON"].renderer)
  assert any(o.op in (OptOps.GROUP, OptOps.GROUPTOP) for p in progs for o in p.applied_opts), [p.applied_opts for p in progs]
  e = np.exp(a - a.max(1, keepdims=True))
  ref = {"sum": lambda: a.sum(dtype=np.float64), "softmax": lambda: e / e.sum(1, keepdims=True),
         "layernorm": lambda: (a - a.mean(1, keepdims=True)) / np.sqrt(a.var(1, keepdims=True) + 1e-5)}[name]()
  np.testing.assert_allclose(fn(Tensor(a, device="PYTHON")).numpy(), ref, rtol=1e-4, atol=1e-4)

def test_heuristic_gpu_launches():
  # a 4096-element sum runs on a workgroup of threads, not one thread; a 4096 matmul on many workgroups of 128 threads
  from tinygrad import Tensor
  ren = renderer_class("PTX")("sm_90")
  (s,) = _programs(Tensor.empty(4096, device="NULL").sum(), ren)
  assert s.local_size is not None and np.prod(s.local_size) >= 64 and any(u.op is Ops.BARRIER for u in s.uops)
  (m,) = _programs(Tensor.empty(4096, 4096, device="NULL") @ Tensor.empty(4096, 4096, device="NULL"), ren)
  assert m.local_size is not None and np.prod(m.local_size) >= 64 and np.prod([int(g) for g in m.global_size]) >= 1024
  acc = sum(u.dtype.size for u in m.uops if u.op is Ops.BUFFER and u.dtype.addrspace.name == "REG")
  assert acc <= 32, f"{acc} accumulators per thread"

@pytest.mark.parametrize("arch", ["sm_80", "gfx1100"])
def test_heuristic_tc_on_widened_half_products(arch):
  # attention's q @ k^T multiplies half values widened to float: the heuristic runs it on half->float tensor cores, exactly
  from tinygrad.renderer.python import PythonRenderer
  M = N = K = 32
  A, B, O = buf(0, M * K, dtypes.half), buf(1, K * N, dtypes.half), buf(2, M * N)
  i, j, k = UOp.range(M, 0), UOp.range(N, 1), UOp.range(K, 2, AxisType.REDUCE)
  prod_ = A[i * K + k].load().cast(dtypes.float) * B[k * N + j].load().cast(dtypes.float)
  ast = O[i * N + j].store(red(prod_, k)).end(i, j).sink(arg=KernelInfo(name="qk"))
  p = get_program(ast, PythonRenderer(arch))
  assert any(u.op is Ops.WMMA for u in p.uops), p.applied_opts
  a, b = (np.random.default_rng(3).integers(-3, 4, s).astype(np.float16) for s in ((M, K), (K, N)))
  dev = Device["PYTHON"]
  assert dev.runtime is not None
  bufs = [Buffer("PYTHON", x.size, dt).ensure_allocated().copyin(memoryview(x.data).cast("B"))
          for x, dt in ((a, dtypes.half), (b, dtypes.half), (np.zeros(M * N, np.float32), dtypes.float))]
  gs, ls = p.launch_dims({})
  dev.runtime(p.name, dev.compiler.compile_cached(p.src))(*[bufs[s]._buf for s in p.globals], global_size=gs, local_size=ls, wait=True)
  np.testing.assert_array_equal(np.frombuffer(bufs[2].as_memoryview(), np.float32).reshape(M, N), a.astype(np.float64) @ b.astype(np.float64))

def test_beam_actions_include_group():
  # BEAM may group a reduce on GPU targets (GROUP/GROUPTOP actions) and never on the CPU
  from tinygrad.codegen.opt.search import get_kernel_actions
  gpu = get_kernel_actions(Scheduler(prepare(k_rows(8, 64)), renderer_class("PTX")("sm_80")), include_0=False)
  ops = {k.applied_opts[-1].op for k in gpu.values()}
  assert {OptOps.GROUP, OptOps.GROUPTOP} <= ops
  for k in gpu.values():
    if k.applied_opts[-1].op is OptOps.GROUPTOP and k.applied_opts[-1].arg == 16:
      np.testing.assert_allclose(run("PYTHON", k_rows(8, 64), [a64, np.zeros(8, np.float32)], tuple(k.applied_opts)), a64.sum(1), rtol=1e-5)
  cpu = get_kernel_actions(Scheduler(prepare(k_rows(8, 64)), Device["CPU"].renderer), include_0=False)
  assert not {k.applied_opts[-1].op for k in cpu.values()} & {OptOps.GROUP, OptOps.GROUPTOP}

def test_heuristic_matvec_python():
  # A @ x: GROUP 8 threads per row, LOCAL 4 row groups, UPCAST 4 rows per thread (MV_*), equal to numpy with shuffled threads
  from tinygrad import Tensor
  A, x = rng.standard_normal((64, 256)).astype(np.float32), rng.standard_normal(256).astype(np.float32)
  out = Tensor(A, device="PYTHON") @ Tensor(x, device="PYTHON")
  (p,) = _programs(out, Device["PYTHON"].renderer)
  assert [o.op for o in p.applied_opts] == [OptOps.GROUP, OptOps.SPLIT, OptOps.SPLIT] and p.applied_opts[0].arg == 8, p.applied_opts
  assert [o.arg for o in p.applied_opts[1:]] == [(4, LO), (4, UP)]
  np.testing.assert_allclose(out.numpy(), A @ x, rtol=1e-4, atol=1e-4)
