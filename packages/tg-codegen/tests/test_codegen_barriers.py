"""Automatic workgroup barriers: every LOCAL buffer read of another thread's element after a store gets one (and a store that
overwrites what the previous loop iteration read), on every GPU renderer; none where each thread reads only its own element.
The PYTHON device runs threads in a shuffled order between barriers: right answers with the barriers, wrong ones without."""
import re
from typing import Any
import numpy as np
import pytest
from tinygrad.device import Buffer, Device, renderer_class
from tinygrad.dtype import AddrSpace, DType, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, ParamArg, UOp
from tinygrad.codegen import get_program, program
from tinygrad.codegen.linearize import linearize
from tinygrad.codegen.opt import Opt, OptOps
from tinygrad.renderer.python import PythonRenderer
from tinygrad.runtime import ops_python
from tinygrad.runtime.support import compiler_gpu as C

def buf(slot: int, dt: DType, n: int) -> UOp: return UOp(Ops.PARAM, dt.ptr(n), (), ParamArg(slot, dt))
def local(n: int, dt: DType = dtypes.float, slot: int = 0) -> UOp:
  return UOp(Ops.BUFFER, dt.ptr(n, AddrSpace.LOCAL), (), ParamArg(slot, dt, addrspace=AddrSpace.LOCAL))
def sink(*effects: UOp, name: str, opts: tuple = ()) -> UOp: return UOp.sink(*effects, arg=KernelInfo(name=name, opts_to_apply=opts))

G, L, T = 4, 16, 3

def k_neighbour() -> UOp:
  """out[g, l] = 2 * in[g, (l+1) % L]: each thread reads the element its neighbour stored (read after write)."""
  A, O = buf(0, dtypes.float, G * L), buf(1, dtypes.float, G * L)
  g, l = UOp.range(G, 0, AxisType.GLOBAL), UOp.range(L, 1, AxisType.LOCAL)
  tmp = local(L)
  staged = tmp.after(tmp[l].store(A[g * L + l].load()))
  return sink(O[g * L + l].store(staged[(l + 1) % L].load() * 2).end(g, l), name="neighbour")

def k_own() -> UOp:
  """out = 3 * in through LOCAL memory, each thread reading back its own element: no barrier is needed."""
  A, O = buf(0, dtypes.float, G * L), buf(1, dtypes.float, G * L)
  g, l = UOp.range(G, 0, AxisType.GLOBAL), UOp.range(L, 1, AxisType.LOCAL)
  tmp = local(L)
  return sink(O[g * L + l].store(tmp.after(tmp[l].store(A[g * L + l].load()))[l].load() * 3).end(g, l), name="own")

def k_tiled() -> UOp:
  """out[g, l] = sum over tiles t of sum(in[g, t, :]) * w[l]: each tile is staged in LOCAL memory by the L threads, then every
  thread reads all of it, and the next tile overwrites it (a barrier before the reads and one before the next stores)."""
  A, W, O = buf(0, dtypes.float, G * T * L), buf(1, dtypes.float, L), buf(2, dtypes.float, G * L)
  g, l = UOp.range(G, 0, AxisType.GLOBAL), UOp.range(L, 1, AxisType.LOCAL)
  t, r = UOp.range(T, 2, AxisType.REDUCE), UOp.range(L, 3, AxisType.REDUCE)
  tmp = local(L)
  staged = tmp.after(tmp[l].store(A[g * T * L + t * L + l].load()))
  red = UOp(Ops.REDUCE, dtypes.float, (staged[r].load() * W[l].load(), t, r), (Ops.ADD, 0))
  return sink(O[g * L + l].store(red).end(g, l), name="tiled")

def k_group_sum() -> UOp:
  """out[g] = sum(in[g, :]) with the reduce split over L threads (OptOps.GROUP): partials meet in LOCAL memory."""
  A, O = buf(0, dtypes.float, G * 64), buf(1, dtypes.float, G)
  g, r = UOp.range(G, 0), UOp.range(64, 1, AxisType.REDUCE)
  red = UOp(Ops.REDUCE, dtypes.float, (A[g * 64 + r].load(), r), (Ops.ADD, 0))
  return sink(O[g].store(red).end(g), name="group_sum", opts=(Opt(OptOps.SPLIT, 1, (L, AxisType.GROUP_REDUCE)),))

def ref_neighbour(a): return (np.roll(a.reshape(G, L), -1, axis=1) * 2).ravel()
def ref_own(a): return a * 3
def ref_tiled(a, w): return np.outer(a.reshape(G, T * L).sum(1), w).ravel()
def ref_group(a): return a.reshape(G, 64).sum(1)

# kernel -> (builder, barriers in its program, inputs, numpy reference, output size)
CASES: dict[str, Any] = {
  "neighbour": (k_neighbour, 1, lambda r: [r.random(G * L, np.float32)], ref_neighbour, G * L),
  "own": (k_own, 0, lambda r: [r.random(G * L, np.float32)], ref_own, G * L),
  "tiled": (k_tiled, 2, lambda r: [r.random(G * T * L, np.float32), r.random(L, np.float32)], ref_tiled, G * L),
  "group_sum": (k_group_sum, 1, lambda r: [r.random(G * 64, np.float32)], ref_group, G),
}

# ---- every GPU renderer renders each barrier (and the compilers that are installed accept the program) ----

TARGETS: dict[str, Any] = {"CUDA": ("sm_80", C.NVCCCompiler), "PTX": ("sm_80", C.PTXASCompiler), "HIP": ("gfx1100", C.HIPClangCompiler),
           "AMDLLVM": ("gfx1100", C.AMDLLVMCompiler), "CL": (None, C.CLClangCompiler), "METAL": (None, None), "WGSL": (None, C.WGSLCompiler)}
BARRIER = {"CUDA": r"__syncthreads\(\)", "PTX": r"bar\.sync", "HIP": r"__builtin_amdgcn_s_barrier\(\)",
           "AMDLLVM": r"call void @llvm\.amdgcn\.s\.barrier",
           "CL": r"barrier\(CLK_LOCAL_MEM_FENCE\)", "METAL": r"threadgroup_barrier\(", "WGSL": r"workgroupBarrier\(\)"}

def renderer(target: str):
  arch = TARGETS[target][0]
  try: return renderer_class(target)(arch) if arch else renderer_class(target)()
  except Exception as e: pytest.skip(f"{target} renderer unavailable here: {e}")

@pytest.mark.parametrize("kernel", list(CASES))
@pytest.mark.parametrize("target", list(TARGETS))
def test_barriers_rendered(target, kernel):
  build, want = CASES[kernel][:2]
  src = get_program(build(), renderer(target)).src
  assert len(re.findall(BARRIER[target], src)) == want, src
  comp = TARGETS[target][1]
  if comp is not None and comp.available() is None:
    c = comp(TARGETS[target][0]) if TARGETS[target][0] else comp()
    c.compile(src)

def test_no_barrier_on_cpu():
  # CPU renderers have no workgroups: a LOCAL buffer (if any) is one thread's
  assert program.add_barriers(k_neighbour(), renderer_class("CLANG")()) is k_neighbour()

# ---- PYTHON: shuffled threads between barriers ----

def run_python(kernel: str, seed: int | None = 0) -> tuple[np.ndarray, np.ndarray]:
  """(output, numpy reference) of a case on PYTHON with thread order `seed` (None: lockstep); the output is the last slot."""
  build, _, inputs, ref, n = CASES[kernel]
  arrays = [*inputs(np.random.default_rng(1)), np.zeros(n, np.float32)]
  dev = Device["PYTHON"]
  assert dev.runtime is not None
  p = get_program(build(), dev.renderer)
  bufs = [Buffer("PYTHON", a.size, dtypes.float).ensure_allocated().copyin(memoryview(a.data).cast("B")) for a in arrays]
  prg = dev.runtime(p.name, dev.compiler.compile_cached(p.src))
  gs, ls = p.launch_dims({})
  with_seed(seed, lambda: prg(*[bufs[s]._buf for s in p.globals], global_size=gs, local_size=ls, wait=True))
  return np.frombuffer(bufs[-1].as_memoryview(), np.float32).copy(), ref(*arrays[:-1])

def with_seed(seed, fn):
  old = ops_python.SCRAMBLE_SEED
  ops_python.SCRAMBLE_SEED = seed
  try: return fn()
  finally: ops_python.SCRAMBLE_SEED = old

@pytest.mark.parametrize("kernel", list(CASES))
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_python_right_with_barriers(kernel, seed):
  got, ref = run_python(kernel, seed)
  np.testing.assert_allclose(got, ref, rtol=1e-5)

@pytest.mark.parametrize("kernel", [k for k, c in CASES.items() if c[1]])
def test_python_wrong_without_barriers(kernel, monkeypatch):
  monkeypatch.setattr(program, "_cache", {})
  monkeypatch.setattr(program, "add_barriers", lambda sink, ren: sink)
  got, ref = run_python(kernel, 0)
  assert not np.allclose(got, ref, rtol=1e-5), "shuffled threads without barriers should read stale LOCAL memory"
  # lockstep lanes hide the race: that is why the device shuffles
  got, ref = run_python(kernel, None)
  np.testing.assert_allclose(got, ref, rtol=1e-5)

def test_python_barrier_divergence_is_an_error():
  # thread l loops l+1 times around a barrier: the threads wait at different barriers (a hang on a GPU); PYTHON says so
  O = buf(0, dtypes.int32, L)
  lid = UOp(Ops.SPECIAL, dtypes.int32, (UOp.const(L, dtypes.int32),), "lidx0")
  tmp = local(L, dtypes.int32)
  r = UOp.range(lid + 1, 0, AxisType.REDUCE, dtype=dtypes.int32)
  loop = tmp.after(UOp(Ops.BARRIER, dtypes.void, (r,))).index(lid).store(r).end(r)
  uops = linearize(O.index(lid).store(tmp.after(loop).index(lid).load()).sink(arg=KernelInfo(name="divergent")))
  prg = ops_python.PythonProgram("divergent", ops_python.PythonCompiler().compile(PythonRenderer().render(uops)))
  out = Buffer("PYTHON", L, dtypes.int32).ensure_allocated()
  with pytest.raises(RuntimeError, match="barrier the others never reach"): prg(out._buf, global_size=(1, 1, 1), local_size=(L, 1, 1))

def test_python_wrong_without_the_loop_barrier(monkeypatch):
  # only the read-after-write barrier: the next tile's stores overwrite LOCAL memory another thread has not read yet
  from tinygrad.codegen import barriers
  from tinygrad.uop.ops import PatternMatcher, UPat
  monkeypatch.setattr(program, "_cache", {})
  monkeypatch.setattr(barriers, "pm_barriers", PatternMatcher([(UPat(Ops.AFTER, name="a"), barriers._raw)]))
  assert len(re.findall(BARRIER["CUDA"], get_program(k_tiled(), renderer("CUDA")).src)) == 1
  got, ref = run_python("tiled", 0)
  assert not np.allclose(got, ref, rtol=1e-5)
