"""The PTX executor dispatches through its explicit DECODERS table: a helper of the decoder module is no instruction (the old
`globals().get(f"b_{op}")` lookup ran `unary.f32` as if it were one), and every instruction an opcode's first part names decodes."""
import struct
import numpy as np
import pytest
from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory, PTXError, PTXModule
from tinygrad.runtime.mockgpu.nv.ptx_isa import DECODERS

def _run_one(ins: str) -> np.ndarray:
  src = "\n".join([".version 7.8", ".target sm_80", ".address_size 64", ".visible .entry k(.param .u64 p)", "{", "  .reg .f32 %f<3>;",
                   "  .reg .u64 %a;", "  ld.param.u64 %a, [p];", "  mov.f32 %f1, 0fC0400000;", f"  {ins}", "  st.global.f32 [%a], %f2;",
                   "  ret;", "}"])
  out = np.zeros(1, np.float32)
  mem = DeviceMemory()
  mem.map(out.ctypes.data, out.nbytes)
  PTXModule(src).run("k", struct.pack("<Q", out.ctypes.data), (1, 1, 1), (1, 1, 1), mem)
  return out

@pytest.mark.parametrize("name", ["unary", "carry", "_carry", "activemask2", "b_add"])
def test_non_instructions_are_rejected(name):
  with pytest.raises(PTXError, match=f"unsupported instruction {name} in kernel k"): _run_one(f"{name}.f32 %f2, %f1;")

@pytest.mark.parametrize("ins,want", [("neg.f32 %f2, %f1;", 3.0), ("abs.f32 %f2, %f1;", 3.0), ("add.f32 %f2, %f1, %f1;", -6.0),
                                      ("sub.f32 %f2, %f1, %f1;", 0.0), ("mul.f32 %f2, %f1, %f1;", 9.0), ("max.f32 %f2, %f1, 0f00000000;", 0.0),
                                      ("min.f32 %f2, %f1, 0f00000000;", -3.0), ("mov.f32 %f2, %f1;", -3.0)])
def test_aliased_instructions_keep_their_own_semantics(ins, want):
  assert _run_one(ins)[0] == np.float32(want)  # -3.0 in, float32 arithmetic by hand

def test_table_holds_instructions_only():
  assert all(k.isalnum() and k.islower() for k in DECODERS) and "unary" not in DECODERS
  assert {"add", "sub", "ld", "st", "atom", "red", "bar", "mma", "cvt", "setp", "shfl"} <= set(DECODERS)
