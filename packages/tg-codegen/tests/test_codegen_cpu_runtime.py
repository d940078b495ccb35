import ctypes, functools, os, shutil, threading
import numpy as np
import pytest
import llvmlite.binding as llvm
from tinygrad.device import Buffer, BufferSpec, CompileError, Device
from tinygrad.dtype import dtypes
from tinygrad.helpers import Context
from tinygrad.runtime.ops_cpu import CPUDevice, CPUProgram, run_slices
from tinygrad.runtime.support.compiler_cpu import CPUCCompiler, arch_flags
from tinygrad.runtime.support.compiler_llvm import CPULLVMCompiler, parse_arch

pytestmark = pytest.mark.skipif(os.uname().machine != "x86_64", reason="the JIT loader targets x86-64")
HAS_CC = shutil.which(os.getenv("CC", "clang")) is not None or shutil.which("cc") is not None
COMPILERS = ["llvm", pytest.param("cc", marks=pytest.mark.skipif(not HAS_CC, reason="no C compiler"))]

# ---- hand-written kernels: slice `core_id` of SLICES covers elements [core_id*per, min((core_id+1)*per, n)) ----

C_ELEMENTWISE = """
float expf(float); float sqrtf(float); float sinf(float);
void {name}(float* restrict c, const float* restrict a, const float* restrict b, int n, int x, int core_id) {{
  int per = (n + {slices} - 1) / {slices}, start = core_id * per, end = start + per < n ? start + per : n;
  for (int i = start; i < end; i++) c[i] = {expr};
}}
"""
LL_ELEMENTWISE = """
declare float @expf(float)
declare float @sqrtf(float)
declare float @sinf(float)
define void @{name}(ptr noalias %c, ptr noalias %a, ptr noalias %b, i32 %n, i32 %x, i32 %core_id) #0 {{
entry:
  %n1 = add i32 %n, {slices_m1}
  %per = sdiv i32 %n1, {slices}
  %start = mul i32 %core_id, %per
  %e0 = add i32 %start, %per
  %lt = icmp slt i32 %e0, %n
  %end = select i1 %lt, i32 %e0, i32 %n
  %xf = sitofp i32 %x to float
  %any = icmp slt i32 %start, %end
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [%start, %entry], [%next, %loop]
  %ix = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %ix
  %pb = getelementptr inbounds float, ptr %b, i64 %ix
  %pc = getelementptr inbounds float, ptr %c, i64 %ix
  %va = load float, ptr %pa
  %vb = load float, ptr %pb
{body}
  store float %r, ptr %pc
  %next = add nsw i32 %i, 1
  %done = icmp sge i32 %next, %end
  br i1 %done, label %exit, label %loop
exit:
  ret void
}}
attributes #0 = {{ nounwind "no-builtins" }}
"""
FMA = ("a[i] * b[i] + (float)x", "  %m = fmul float %va, %vb\n  %r = fadd float %m, %xf",
       lambda a, b, x: a * b + np.float32(x))
LIBM = ("expf(a[i]) + sqrtf(b[i]) + sinf(a[i]) * 0.5f", """  %e = call float @expf(float %va)
  %s = call float @sqrtf(float %vb)
  %t = call float @sinf(float %va)
  %h = fmul float %t, 0.5
  %u = fadd float %e, %s
  %r = fadd float %u, %h""", lambda a, b, x: np.exp(a) + np.sqrt(b) + np.sin(a) * 0.5)

C_ROWSUM = """
void rowsum(float* restrict out, const float* restrict a, int rows, int cols, int core_id) {{
  int per = (rows + {slices} - 1) / {slices};
  for (int r = core_id * per; r < rows && r < (core_id + 1) * per; r++) {{
    float acc = 0.0f;
    for (int j = 0; j < cols; j++) acc += a[r * cols + j];
    out[r] = acc;
  }}
}}
"""
LL_ROWSUM = """
define void @rowsum(ptr noalias %out, ptr noalias %a, i32 %rows, i32 %cols, i32 %core_id) #0 {{
entry:
  %r1 = add i32 %rows, {slices_m1}
  %per = sdiv i32 %r1, {slices}
  %start = mul i32 %core_id, %per
  %e0 = add i32 %start, %per
  %lt = icmp slt i32 %e0, %rows
  %end = select i1 %lt, i32 %e0, i32 %rows
  %any = icmp slt i32 %start, %end
  br i1 %any, label %row, label %exit
row:
  %r = phi i32 [%start, %entry], [%rnext, %rowend]
  %base = mul i32 %r, %cols
  br label %col
col:
  %j = phi i32 [0, %row], [%jnext, %col]
  %acc = phi float [0.0, %row], [%acc2, %col]
  %idx = add i32 %base, %j
  %ix = sext i32 %idx to i64
  %p = getelementptr inbounds float, ptr %a, i64 %ix
  %v = load float, ptr %p
  %acc2 = fadd float %acc, %v
  %jnext = add nsw i32 %j, 1
  %jdone = icmp sge i32 %jnext, %cols
  br i1 %jdone, label %rowend, label %col
rowend:
  %rx = sext i32 %r to i64
  %po = getelementptr inbounds float, ptr %out, i64 %rx
  store float %acc2, ptr %po
  %rnext = add nsw i32 %r, 1
  %rdone = icmp sge i32 %rnext, %end
  br i1 %rdone, label %exit, label %row
exit:
  ret void
}}
attributes #0 = {{ nounwind "no-builtins" }}
"""

def compiler(kind: str): return CPULLVMCompiler() if kind == "llvm" else CPUCCompiler()

def elementwise_lib(kind: str, kernel: tuple, slices: int, name: str = "ew") -> bytes:
  if kind == "llvm": return compiler(kind).compile(LL_ELEMENTWISE.format(name=name, slices=slices, slices_m1=slices - 1, body=kernel[1]))
  return compiler(kind).compile(C_ELEMENTWISE.format(name=name, slices=slices, expr=kernel[0]))

def rowsum_lib(kind: str, slices: int) -> bytes:
  return compiler(kind).compile((LL_ROWSUM if kind == "llvm" else C_ROWSUM).format(slices=slices, slices_m1=slices - 1))

@pytest.fixture(scope="module")
def dev() -> CPUDevice:
  d = Device["CPU"]
  assert isinstance(d, CPUDevice)
  return d

def to_dev(dev, arr: np.ndarray):
  buf = dev.allocator.alloc(arr.nbytes)
  dev.allocator._copyin(buf, np.ascontiguousarray(arr).data.cast("B"))
  return buf

def from_dev(dev, buf, dtype=np.float32) -> np.ndarray:
  out = np.empty(buf.size // np.dtype(dtype).itemsize, dtype)
  dev.allocator._copyout(out.data.cast("B"), buf)
  return out

def run_elementwise(dev, lib: bytes, kernel: tuple, slices: int, n: int = 1001, x: int = 3):
  rng = np.random.default_rng(slices)
  a, b = rng.random(n, dtype=np.float32) * 2 - 1, rng.random(n, dtype=np.float32)
  c = to_dev(dev, np.full(n, np.nan, np.float32))
  CPUProgram("ew", lib)(c, to_dev(dev, a), to_dev(dev, b), global_size=(slices, 1, 1), vals=(n, x))
  np.testing.assert_allclose(from_dev(dev, c), kernel[2](a, b, x), rtol=2e-6, atol=2e-6)

def test_cpu_device_is_registered(dev):
  assert isinstance(dev, CPUDevice) and [r[0] for r in dev.renderers] == ["LLVM", "CLANG"]
  assert isinstance(dev._make_compiler("LLVM"), CPULLVMCompiler) and set(CPUDevice.compilers) == {"LLVM", "CLANG"}

@pytest.mark.parametrize("kind", COMPILERS)
@pytest.mark.parametrize("slices,threads", [(1, 1), (4, 1), (4, 4), (7, 3), (16, 2)])
def test_fma_slices(dev, kind, slices, threads):
  with Context(CPU_COUNT=threads): run_elementwise(dev, elementwise_lib(kind, FMA, slices), FMA, slices)

@pytest.mark.parametrize("kind", COMPILERS)
def test_negative_variable_value(dev, kind):
  run_elementwise(dev, elementwise_lib(kind, FMA, 2), FMA, 2, x=-7)

@pytest.mark.parametrize("kind", COMPILERS)
@pytest.mark.parametrize("threads", [1, 4])
def test_libm_calls(dev, kind, threads):
  with Context(CPU_COUNT=threads): run_elementwise(dev, elementwise_lib(kind, LIBM, 4), LIBM, 4)

@pytest.mark.parametrize("kind", COMPILERS)
@pytest.mark.parametrize("slices,threads", [(1, 1), (3, 3), (8, 2)])
def test_rowsum_reduction(dev, kind, slices, threads):
  a = np.random.default_rng(0).random((37, 129), dtype=np.float32)
  out = to_dev(dev, np.zeros(37, np.float32))
  with Context(CPU_COUNT=threads): CPUProgram("rowsum", rowsum_lib(kind, slices))(out, to_dev(dev, a), global_size=(slices, 1, 1), vals=a.shape)
  np.testing.assert_allclose(from_dev(dev, out), a.astype(np.float64).sum(1), rtol=1e-5)

def test_llvm_at_o0(dev):
  lib = CPULLVMCompiler(opt=0).compile(LL_ELEMENTWISE.format(name="ew", slices=3, slices_m1=2, body=LIBM[1]))
  run_elementwise(dev, lib, LIBM, 3)

@pytest.mark.parametrize("reloc", ["pic", "static"])
def test_llvm_large_code_model(dev, reloc):
  # large-model objects use 64-bit absolute and GOT-relative relocations instead of RIP-relative ones
  llvm.initialize_native_target()
  llvm.initialize_native_asmprinter()
  tm = llvm.Target.from_triple(llvm.get_process_triple()).create_target_machine(cpu=llvm.get_host_cpu_name(), opt=2, reloc=reloc, codemodel="large")
  mod = llvm.parse_assembly(LL_ELEMENTWISE.format(name="ew", slices=2, slices_m1=1, body=LIBM[1]))
  run_elementwise(dev, bytes(tm.emit_object(mod)), LIBM, 2)

C_GLOBALS = """
int counter;
float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
void *memcpy(void *, const void *, unsigned long);
float sinf(float);
void kern(float* restrict out, const float* restrict in, int n, int core_id) {
  memcpy(out, in, (unsigned long)n * 4);
  for (int i = 0; i < n; i++) out[i] = out[i] * table[i & 3] + sinf(in[i]);
  counter += n;
}
"""

@pytest.mark.skipif(not HAS_CC, reason="no C compiler")
@pytest.mark.parametrize("extra", [[], ["-fno-plt"]])
def test_c_globals_memcpy_and_bss(dev, extra):
  cc = CPUCCompiler()
  cc.args += extra
  prg, n = CPUProgram("kern", cc.compile(C_GLOBALS)), 203
  a = np.random.default_rng(1).random(n, dtype=np.float32)
  out = to_dev(dev, np.zeros(n, np.float32))
  prg(out, to_dev(dev, a), vals=(n,))
  prg(out, to_dev(dev, a), vals=(n,))
  np.testing.assert_allclose(from_dev(dev, out), a * np.tile(np.array([1, 2, 3, 4], np.float32), n // 4 + 1)[:n] + np.sin(a), rtol=1e-6)
  assert ctypes.c_int.from_address(prg.base + prg.image.symbols["counter"]).value == 2 * n

@pytest.mark.skipif(not HAS_CC, reason="no C compiler")
def test_c_reads_host_data_through_the_got(dev):
  prg = CPUProgram("kern", CPUCCompiler().compile("extern char **environ;\nvoid kern(unsigned long* o) { o[0] = (unsigned long)environ; }\n"))
  out = to_dev(dev, np.zeros(1, np.uint64))
  prg(out)
  assert from_dev(dev, out, np.uint64)[0] == ctypes.c_void_p.in_dll(ctypes.CDLL(None), "environ").value

def test_threads_really_run_in_parallel():
  # two slices can only both pass a two-party barrier if they run at the same time
  barrier, seen = threading.Barrier(2, timeout=10), set()
  def slice_fxn(i: int) -> None:
    barrier.wait()
    seen.add(threading.get_ident())
  run_slices(slice_fxn, 2, 2)
  assert len(seen) == 2
  done: list[int] = []
  run_slices(done.append, 9, 4)
  assert sorted(done) == list(range(9))

def test_failing_slice_raises_after_all_slices_finish():
  # repeated: which thread takes the failing slice varies, and a worker's failure must still wait for the other workers
  def slice_fxn(i: int, finished: list[int]) -> None:
    if i == 0: raise RuntimeError("slice 0 failed")
    threading.Event().wait(0.002 * i)
    finished.append(i)
  for _ in range(20):
    finished: list[int] = []
    with pytest.raises(RuntimeError, match="slice 0 failed"): run_slices(functools.partial(slice_fxn, finished=finished), 6, 3)
    assert sorted(finished) == [1, 2, 3, 4, 5]

def test_wait_returns_elapsed_seconds(dev):
  prg = CPUProgram("ew", elementwise_lib("llvm", FMA, 1))
  bufs = [to_dev(dev, np.ones(64, np.float32)) for _ in range(3)]
  assert prg(*bufs, vals=(64, 1)) is None
  elapsed = prg(*bufs, vals=(64, 1), wait=True)
  assert elapsed is not None and 0 < elapsed < 10
  assert (from_dev(dev, bufs[0]) == 2).all()

def test_missing_kernel_name_is_reported():
  lib = elementwise_lib("llvm", FMA, 1)
  with pytest.raises(ValueError, match=r"'nope' is not defined in the object; it defines \['ew'\]"): CPUProgram("nope", lib)

# ---- compile errors and the disk cache ----

def test_llvm_compile_error_has_message():
  with pytest.raises(CompileError, match="expected type"): CPULLVMCompiler().compile("define void @f( {")
  with pytest.raises(CompileError, match="use of undefined value"): CPULLVMCompiler().compile("define i32 @f() {\n  ret i32 %x\n}")

@pytest.mark.skipif(not HAS_CC, reason="no C compiler")
def test_cc_compile_error_has_message():
  src = "void f(int *a) { a[0] = undeclared_thing; }"
  with pytest.raises(CompileError, match=r"(?s)failed \(exit 1\).*undeclared_thing"): CPUCCompiler().compile(src)

@pytest.mark.parametrize("kind", COMPILERS)
def test_disk_cache_hit_returns_identical_bytes(tmp_path, monkeypatch, kind):
  ll, c = LL_ELEMENTWISE.format(name="ew", slices=2, slices_m1=1, body=FMA[1]), C_ELEMENTWISE.format(name="ew", slices=2, expr=FMA[0])
  src = ll if kind == "llvm" else c
  with Context(CACHEDB=str(tmp_path / "cache.db"), CCACHE=1):
    comp = compiler(kind)
    first = comp.compile_cached(src)
    monkeypatch.setattr(comp, "compile", lambda src: pytest.fail("the second compile must come from the disk cache"))
    assert comp.compile_cached(src) == first and first[:4] == b"\x7fELF"

@pytest.mark.skipif(shutil.which("objdump") is None, reason="no objdump")
def test_disassemble_prints_the_kernel(capsys):
  CPULLVMCompiler().disassemble(elementwise_lib("llvm", FMA, 1))
  out = capsys.readouterr().out
  assert "<ew>:" in out and "ret" in out

def test_arch_strings():
  assert parse_arch("x86_64,znver2,avx2,-avx512f")[1:] == ("znver2", "+avx2,-avx512f")
  assert parse_arch("x86_64,native")[1] == llvm.get_host_cpu_name()
  with pytest.raises(CompileError, match="CPU family 'sparc'"): parse_arch("sparc,v9")
  assert arch_flags("x86_64,skylake,avx2,-avx512f", clang=False) == ["-march=skylake", "-mavx2", "-mno-avx512f"]
  assert arch_flags("x86_64,native", clang=True) == ["--target=x86_64-none-unknown-elf", "-march=native"]

def test_llvm_explicit_cpu_runs(dev):
  lib = CPULLVMCompiler("x86_64,x86-64-v2").compile(LL_ELEMENTWISE.format(name="ew", slices=2, slices_m1=1, body=FMA[1]))
  run_elementwise(dev, lib, FMA, 2)

# ---- the allocator ----

def test_allocator_views_and_zero_copy(dev):
  base = to_dev(dev, np.arange(16, dtype=np.float32))
  view = dev.allocator._offset(base, 16, 8)
  np.testing.assert_equal(from_dev(dev, view), [2, 3, 4, 5])
  dev.allocator._as_buffer(view).cast("f")[1] = 42
  assert from_dev(dev, base)[3] == 42
  with pytest.raises(ValueError, match="outside"): dev.allocator._offset(base, 16, 56)
  # a kernel writing into a view touches only the view's bytes
  CPUProgram("ew", elementwise_lib("llvm", FMA, 1))(view, view, view, vals=(4, 1))
  np.testing.assert_equal(from_dev(dev, base), [0, 1, 5, 1765, 17, 26, *range(6, 16)])

def test_copyin_from_readonly_memory(dev):
  buf = dev.allocator.alloc(8)
  dev.allocator._copyin(buf, memoryview(b"abcdefgh"))
  assert bytes(dev.allocator._as_buffer(buf)) == b"abcdefgh"

def test_external_pointer_buffer(dev):
  arr = np.zeros(8, np.float32)
  ext = dev.allocator.alloc(arr.nbytes, BufferSpec(external_ptr=arr.ctypes.data))
  ones = to_dev(dev, np.ones(8, np.float32))
  CPUProgram("ew", elementwise_lib("llvm", FMA, 1))(ext, ones, ones, vals=(8, 2))
  np.testing.assert_equal(arr, 3)

def test_buffer_roundtrip_through_device():
  a = np.random.default_rng(2).random(100, dtype=np.float32)
  buf = Buffer("CPU", 100, dtypes.float32).copyin(a.data.cast("B"))
  np.testing.assert_equal(np.frombuffer(buf.as_memoryview(), np.float32), a)
  np.testing.assert_equal(np.frombuffer(buf.view(10, dtypes.float32, 40).as_memoryview(), np.float32), a[10:20])
