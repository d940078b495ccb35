"""SPEC: type_verify accepts well-formed graphs and names the first bad node."""
import pytest
from tinygrad.dtype import Invalid, dtypes
from tinygrad.uop import Ops
from tinygrad.uop.ops import AxisType, KernelInfo, UOp, Variable
from tinygrad.uop.spec import SpecError, program_spec, shared_spec, tensor_spec, type_verify

a = Variable("a", 0, 10)

def test_good_graphs_pass():
  r = UOp.range(a + 1, 0, AxisType.REDUCE)
  idx = ((a * 4 + r) < 7).where(a * 2 + r, UOp.const(Invalid, dtypes.weakint))
  type_verify(idx.sink())
  buf = UOp(Ops.PARAM, dtypes.float.ptr(64), (), 0)
  kernel = buf[r].store(buf[r].load() * 2.0).end(r).sink(arg=KernelInfo(opts_to_apply=()))
  type_verify(kernel, program_spec)
  type_verify(list(kernel.toposort()), program_spec)  # a linear list works too
  type_verify(UOp(Ops.RESHAPE, dtypes.float, (UOp.const(1.0, dtypes.float),), (1,)).sink(), tensor_spec)

@pytest.mark.parametrize("bad,what", [
  (UOp(Ops.ADD, dtypes.bool, (a, a)), "Ops.ADD dtypes.bool"),                               # wrong result dtype
  (UOp(Ops.ADD, dtypes.weakint, (a,)), "Ops.ADD"),                                         # wrong arity
  (UOp(Ops.CMPLT, dtypes.weakint, (a, a)), "Ops.CMPLT"),                                   # a comparison gives bool
  (UOp(Ops.WHERE, dtypes.weakint, (a, a, a)), "Ops.WHERE"),                                # condition must be bool
  (UOp(Ops.CONST, dtypes.int, (), 1.5), "Ops.CONST dtypes.int"),                           # arg of the wrong Python type
  (UOp(Ops.CONST, dtypes.float.vec(2), (), (1.0,)), "Ops.CONST"),                          # lane count
  (UOp(Ops.RANGE, dtypes.weakint, (UOp.const(4),), 0), "Ops.RANGE"),                       # arg must end in an AxisType
  (UOp(Ops.BITCAST, dtypes.int8, (UOp.const(1.0, dtypes.float),)), "Ops.BITCAST"),          # sizes differ
  (UOp(Ops.BUFFER, dtypes.int8, (), Variable("big", 0, 999).arg), "Ops.BUFFER"),                           # a Variable's range must fit its dtype
  (UOp(Ops.STORE, dtypes.float, (a, a)), "Ops.STORE"),                                     # effects are void
])
def test_bad_nodes_raise_and_print(bad, what):
  with pytest.raises(SpecError, match="verification failed") as e: type_verify(bad.sink())
  assert what in str(e.value) and "UOp(" in str(e.value)

def test_stage_specs_differ():
  reshape = UOp(Ops.RESHAPE, dtypes.float, (UOp.const(1.0, dtypes.float),), (1,)).sink()
  with pytest.raises(SpecError, match="RESHAPE"): type_verify(reshape, shared_spec)
  with pytest.raises(SpecError, match="RESHAPE"): type_verify(reshape, program_spec)
  load = UOp(Ops.PARAM, dtypes.float.ptr(), (), 0).index(UOp.const(0)).load().sink()
  with pytest.raises(SpecError, match="LOAD"): type_verify(load, tensor_spec)
  type_verify(load, program_spec)

def test_big_graph_error_is_short():
  x = a
  for i in range(100): x = x + i
  bad = UOp(Ops.CAST, dtypes.void, (x,)).sink()
  with pytest.raises(SpecError) as e: type_verify(bad)
  assert str(e.value).count("\n") < 10 and "<Ops.ADD dtypes.weakint>" in str(e.value)
