"""The PTX executor on what NVRTC/nvcc emit beyond our renderer: `.func` calls (inlined), registers scoped to nested blocks, carry
chains (add.cc/addc/mad.lo.cc/madc.hi), and fma.rn.f64 rounded once; checked against Python integers, exact fractions and numpy."""
import struct
from fractions import Fraction
import numpy as np
import pytest
from tinygrad.runtime.mockgpu.nv.ptx import DeviceMemory, PTXError, PTXModule
from tinygrad.runtime.mockgpu.nv.ptx_num import fma_f64
from tinygrad.runtime.support.compiler_cuda import CUDACCompiler, cuda_tool, nvrtc

def run(src: str, *arrays: np.ndarray, threads: int) -> None:
  mem = DeviceMemory()
  for a in arrays: mem.map(a.ctypes.data, a.nbytes)
  mod = PTXModule(src)
  mod.run(mod.entries[0], b"".join(struct.pack("<Q", a.ctypes.data) for a in arrays), (1, 1, 1), (threads, 1, 1), mem)

HEAD = ".version 7.8\n.target sm_90\n.address_size 64\n"

def test_fma_f64_is_rounded_once():
  rng = np.random.default_rng(0)
  a, b = (rng.standard_normal(4000) * np.exp2(rng.integers(-40, 40, 4000)) for _ in range(2))
  c = -(a * b) * (1 + rng.standard_normal(4000) * 1e-12)  # near-cancellation: where a*b+c rounded twice goes wrong
  c[::3] = rng.standard_normal(len(c[::3]))
  exact = np.array([float(Fraction(x) * Fraction(y) + Fraction(z)) for x, y, z in zip(a, b, c)])
  np.testing.assert_array_equal(fma_f64(a, b, c), exact)
  out = np.zeros_like(a)
  src = HEAD + """.visible .entry k(.param .u64 o, .param .u64 pa, .param .u64 pb, .param .u64 pc)
{
  .reg .u64 %rd<10>;
  .reg .u32 %r<1>;
  .reg .f64 %fd<4>;
  mov.u32 %r0, %tid.x;
  mul.wide.u32 %rd9, %r0, 8;
  ld.param.u64 %rd0, [o];
  ld.param.u64 %rd1, [pa];
  ld.param.u64 %rd2, [pb];
  ld.param.u64 %rd3, [pc];
  add.u64 %rd1, %rd1, %rd9;
  add.u64 %rd2, %rd2, %rd9;
  add.u64 %rd3, %rd3, %rd9;
  add.u64 %rd0, %rd0, %rd9;
  ld.global.f64 %fd0, [%rd1];
  ld.global.f64 %fd1, [%rd2];
  ld.global.f64 %fd2, [%rd3];
  fma.rn.f64 %fd3, %fd0, %fd1, %fd2;
  st.global.f64 [%rd0], %fd3;
  ret;
}
"""
  run(src, out, a, b, c, threads=len(a))
  np.testing.assert_array_equal(out, exact)

MUL128 = HEAD + """.visible .entry k(.param .u64 o, .param .u64 pa, .param .u64 pb)
{
  .reg .u64 %rd<12>;
  .reg .u32 %r<4>;
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd9, %r1, 8;
  mov.u32 %r3, 77;
  ld.param.u64 %rd0, [o];
  ld.param.u64 %rd1, [pa];
  ld.param.u64 %rd2, [pb];
  add.u64 %rd1, %rd1, %rd9;
  add.u64 %rd2, %rd2, %rd9;
  ld.global.u64 %rd3, [%rd1];
  ld.global.u64 %rd4, [%rd2];
  mov.u64 %rd5, 0;
  {
  .reg .u32 %r0, %r1, %r2, %r3, %alo, %ahi, %blo, %bhi, %clo, %chi;
  mov.b64 {%alo,%ahi}, %rd3;
  mov.b64 {%blo,%bhi}, %rd4;
  mov.b64 {%clo,%chi}, %rd5;
  mad.lo.cc.u32 %r0, %alo, %blo, %clo;
  madc.hi.cc.u32 %r1, %alo, %blo, %chi;
  madc.hi.u32 %r2, %alo, %bhi, 0;
  mad.lo.cc.u32 %r1, %alo, %bhi, %r1;
  madc.hi.cc.u32 %r2, %ahi, %blo, %r2;
  madc.hi.u32 %r3, %ahi, %bhi, 0;
  mad.lo.cc.u32 %r1, %ahi, %blo, %r1;
  madc.lo.cc.u32 %r2, %ahi, %bhi, %r2;
  addc.u32 %r3, %r3, 0;
  mov.b64 %rd6, {%r0,%r1};
  mov.b64 %rd7, {%r2,%r3};
  }
  mul.wide.u32 %rd9, %r1, 24;
  add.u64 %rd0, %rd0, %rd9;
  st.global.u64 [%rd0], %rd6;
  st.global.u64 [%rd0+8], %rd7;
  cvt.u64.u32 %rd8, %r3;
  st.global.u64 [%rd0+16], %rd8;
  ret;
}
"""

def test_carry_chain_128_bit_product_and_block_scoped_registers():
  # NVRTC's 64x64->128 multiply (from its float64 sin slow path): inner %r1/%r3 must not clobber the outer ones (thread id, 77)
  rng = np.random.default_rng(1)
  a, b = (rng.integers(0, 2**64, 64, dtype=np.uint64) for _ in range(2))
  a[:3], b[:3] = np.uint64(2**64 - 1), np.uint64(2**64 - 1)
  out = np.zeros(64 * 3, np.uint64)
  run(MUL128, out, a, b, threads=64)
  for i in range(64):
    p = int(a[i]) * int(b[i])
    assert (int(out[3 * i]), int(out[3 * i + 1]), int(out[3 * i + 2])) == (p & (2**64 - 1), p >> 64, 77), i

CALL = HEAD + """.func (.param .b64 func_retval0) twice_plus(.param .b64 twice_plus_param_0, .param .b32 twice_plus_param_1);
.visible .entry k(.param .u64 o)
{
  .reg .u64 %rd<4>;
  .reg .u32 %r<2>;
  mov.u32 %r0, %tid.x;
  cvt.u64.u32 %rd1, %r0;
  { // callseq 0, 0
  .param .b64 param0;
  st.param.b64 [param0+0], %rd1;
  .param .b32 param1;
  st.param.b32 [param1+0], 5;
  .param .b64 retval0;
  call.uni (retval0), twice_plus, (param0, param1);
  ld.param.b64 %rd2, [retval0+0];
  }
  { // callseq 1, 0
  .param .b64 param0;
  st.param.b64 [param0+0], %rd2;
  .param .b32 param1;
  st.param.b32 [param1+0], 1;
  .param .b64 retval0;
  call.uni (retval0), twice_plus, (param0, param1);
  ld.param.b64 %rd3, [retval0+0];
  }
  ld.param.u64 %rd0, [o];
  mul.wide.u32 %rd1, %r0, 8;
  add.u64 %rd0, %rd0, %rd1;
  st.global.u64 [%rd0], %rd3;
  ret;
}
.func (.param .b64 func_retval0) twice_plus(.param .b64 twice_plus_param_0, .param .b32 twice_plus_param_1)
{
  .reg .u64 %rd<3>;
  .reg .u32 %r<1>;
  .reg .pred %p<1>;
  ld.param.u64 %rd0, [twice_plus_param_0];
  ld.param.u32 %r0, [twice_plus_param_1];
  cvt.u64.u32 %rd1, %r0;
  setp.lt.u64 %p0, %rd0, 8;
  @%p0 bra $L__small;
  add.u64 %rd2, %rd0, %rd0;
  add.u64 %rd2, %rd2, %rd1;
  st.param.b64 [func_retval0+0], %rd2;
  ret;
$L__small:
  st.param.b64 [func_retval0+0], %rd1;
  ret;
}
"""

def test_func_calls_are_inlined():
  out = np.zeros(32, np.uint64)
  run(CALL, out, threads=32)
  f = lambda x, k: 2 * x + k if x >= 8 else k
  np.testing.assert_array_equal(out, [f(f(i, 5), 1) for i in range(32)])

def test_recursion_and_unknown_calls_are_refused():
  call = "  .param .b32 param0;\n  st.param.b32 [param0+0], 1;\n  call.uni {}, (param0);\n  ret;\n"
  func = ".func f(.param .b32 f_param_0)\n{\n" + call.format("f") + "}\n"
  with pytest.raises(PTXError, match="recursion"): PTXModule(HEAD + func + ".visible .entry k()\n{\n" + call.format("f") + "}\n")
  with pytest.raises(PTXError, match=r"no \.func of that name"): PTXModule(HEAD + func + ".visible .entry k()\n{\n" + call.format("g") + "}\n")

@pytest.mark.skipif(nvrtc() is None and cuda_tool("nvcc") is None, reason="needs NVRTC or nvcc")
@pytest.mark.parametrize("fn", ["sin", "cos", "tan"])
def test_cuda_float64_trig_with_its_slow_path(fn):
  src = f'extern "C" __global__ void k(double* o, double* a) {{ int i = threadIdx.x; o[i] = {fn}(a[i]); }}'
  ptx = CUDACCompiler("sm_90", ptx=True).compile(src).decode()
  rng = np.random.default_rng(2)
  x = np.concatenate([rng.uniform(-3, 3, 24), rng.uniform(-1e6, 1e6, 24), [1e300, -1e22, 0.0, np.pi * 1e10, 2.0 ** 1000, -7e15, 1e-300, 5e-324]])
  out = np.zeros_like(x)
  run(ptx, out, x, threads=len(x))
  ref = getattr(np, fn)(x)
  assert np.all(np.abs(out - ref) <= 2 * np.spacing(np.abs(ref))), np.max(np.abs(out - ref) / np.spacing(np.abs(ref)))  # CUDA: 2 ulp
