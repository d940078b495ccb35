"""Shortcuts that make a cold first call cheaper without changing what it computes: the LLVM renderer's broadcasts and lane
shuffles, and `substitute`'s `skip`/`post` hooks (the same graphs as the slower walks they replace). Checked against numpy and
against the plain walks."""
import numpy as np
from tinygrad import Tensor
from tinygrad.dtype import dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.codegen.graph import substitute
from tinygrad.renderer.llvmir import LLVMRenderer

def _lane(v: UOp, i: int) -> UOp: return UOp(Ops.INDEX, v.dtype.scalar(), (v,), i)

def _render_stack(stack: UOp) -> str:
  """LLVM IR of a kernel storing `stack` (its graph in order, as a linear program)."""
  from tinygrad.uop.ops import ParamArg
  ptr = UOp(Ops.PARAM, dtypes.float32.ptr(64), (), ParamArg(slot=0, dtype=dtypes.float32))
  st = UOp(Ops.STORE, dtypes.void, (ptr.index(UOp.const(0, dtypes.int32)), stack))
  return LLVMRenderer().render(list(UOp.sink(st).toposort()))

def test_llvm_broadcast_is_one_insert_and_a_splat():
  x = UOp.const(1.5, dtypes.float32) + UOp.const(0.25, dtypes.float32)
  src = _render_stack(UOp(Ops.STACK, dtypes.float32.vec(8), (x,) * 8))
  assert src.count("insertelement") == 1 and "shufflevector <8 x float>" in src and "<8 x i32> zeroinitializer" in src

def test_llvm_lanes_of_two_vectors_are_one_shuffle():
  vt = dtypes.float32.vec(4)
  a, b = (UOp(Ops.STACK, vt, tuple(UOp.const(float(i + k), dtypes.float32) for i in range(4))) for k in (0, 4))
  mix = UOp(Ops.STACK, vt, (_lane(a, 3), _lane(b, 0), _lane(a, 1), _lane(b, 2)))
  src = _render_stack(mix)
  assert "<4 x i32> <i32 3, i32 4, i32 1, i32 6>" in src

def test_broadcast_and_transposed_lanes_run_like_numpy():
  """Register tiles broadcast a loaded row into vectors and gather lanes across vectors (x @ w.T): both through the renderer."""
  rng = np.random.default_rng(3)
  a, b = rng.standard_normal((48, 64), dtype=np.float32), rng.standard_normal((80, 64), dtype=np.float32)
  dev = "CPU:LLVM"
  got = (Tensor(a, device=dev) @ Tensor(b, device=dev).T).numpy()
  np.testing.assert_allclose(got, a.astype(np.float64) @ b.T.astype(np.float64), rtol=1e-4, atol=1e-4)

def _graph() -> tuple[UOp, UOp, UOp]:
  r = UOp.range(16, 0)
  x = (r * 2 + 1).cast(dtypes.float32)
  y = x * x + x
  return UOp.sink(y.sqrt(), (y + 3.0).exp2()), x, y

def test_substitute_skip_is_the_same_graph():
  sink, x, _ = _graph()
  mapping = {x: x.src[0].src[0].cast(dtypes.float32) * 3.0}  # a replacement never holds the node it replaces
  below = set(x.toposort())
  assert substitute(sink, mapping, skip=lambda u: u in below and u is not x) is substitute(sink, mapping)

def test_substitute_post_is_a_walk_of_the_substituted_graph():
  sink, x, _ = _graph()
  pm = PatternMatcher([(UPat(Ops.ADD, name="a"), lambda a: a.src[0] * a.src[1] if a.dtype == dtypes.float32 else None)])
  mapping = {x: x.src[0].src[0].cast(dtypes.float32) - 1.0}
  want = graph_rewrite(substitute(sink, mapping), pm, walk=True)
  got = substitute(sink, mapping, post=lambda v: pm.rewrite(v))
  assert got is want and got is not sink

def test_llvm_lanes_of_four_vectors_are_a_shuffle_tree():
  """Lanes gathered from more than two vectors (a tile's transpose) render as pairwise shuffles, and land where numpy says."""
  import ctypes
  from tinygrad.runtime.ops_cpu import CPUProgram
  from tinygrad.runtime.support.compiler_llvm import CPULLVMCompiler
  vecs = [UOp(Ops.STACK, dtypes.float32.vec(4), tuple(UOp.const(float(10 * k + i), dtypes.float32) for i in range(4))) for k in range(4)]
  picks = [(0, 3), (1, 0), (2, 1), (3, 2), (0, 0), (2, 3), (1, 1), (3, 3)]
  src = _render_stack(UOp(Ops.STACK, dtypes.float32.vec(8), tuple(_lane(vecs[k], i) for k, i in picks)))
  assert src.count("shufflevector") == 3  # two pairs, one merge
  out = np.zeros(64, np.float32)
  CPUProgram("kernel", CPULLVMCompiler().compile(src))(ctypes.c_void_p(out.ctypes.data).value, global_size=(1, 1, 1))
  np.testing.assert_array_equal(out[:8], [10 * k + i for k, i in picks])
