"""The AMD emulator on whole kernels: the Tensor op suite's kernels rendered by AMD:LLVM for gfx1100 decode with no unknown
instruction and disassemble as llvm-objdump does; the ops run on DEV=MOCKKFD+AMD:LLVM (PM4 queue -> emulator) and equal the CPU
device; instruction budget and faults surface as errors."""
from __future__ import annotations
import functools, os, re, shutil, subprocess, sys, tempfile
from collections.abc import Callable
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor, dtypes
from tinygrad.device import Device, renderer_class
from tinygrad.helpers import Context
from tinygrad.uop import Ops
from tinygrad.codegen import get_program
from tinygrad.runtime.support.compiler_amd import AMDLLVMCompiler
from tinygrad.runtime.support.amd.disasm import decode_all, fmt_inst
from tinygrad.runtime.support.elf import elf_parse
from tinygrad.runtime.autogen.generator.amdisa import llvm_major, llvm_tool

ARCH = os.environ.get("TG_EMU_ARCH", "gfx1100")  # one mock arch per process: the other RDNA arch runs in a subprocess below
DEV = f"MOCKKFD+AMD:LLVM:{ARCH}"
rng = np.random.default_rng(0)
def f32(*s: int) -> np.ndarray: return rng.standard_normal(s).astype(np.float32)
def i32(*s: int) -> np.ndarray: return rng.integers(-1000, 1000, s).astype(np.int32)

# name: (function of Tensors, inputs)
OPS: dict[str, tuple[Callable[..., Tensor], list[np.ndarray]]] = {
  "add_mul_sub_div": (lambda a, b: (a + b) * b - a / (b.abs() + 1), [f32(4, 33), f32(4, 33)]),
  "pow": (lambda a, b: a.abs() ** b, [f32(64), f32(64)]),
  "exp_log": (lambda a: a.exp() + a.abs().log(), [f32(64)]),
  "sin_cos_tan": (lambda a: a.sin() + a.cos() + a.tan(), [f32(64)]),
  "sqrt_rsqrt": (lambda a: a.abs().sqrt() + (a.abs() + 0.1).rsqrt(), [f32(64)]),
  "relu_sigmoid_tanh_gelu": (lambda a: a.relu() + a.sigmoid() + a.tanh() + a.gelu(), [f32(64)]),
  "round_floor_ceil_trunc": (lambda a: (a * 3).round() + (a * 3).floor() + (a * 3).ceil() + (a * 3).trunc(), [f32(64)]),
  "maximum_minimum_clip_where": (lambda a, b: (a < b).where(a.maximum(b).minimum(a + 1).clip(-1, 1), b), [f32(64), f32(64)]),
  "int_div_mod": (lambda a, b: (a // (b.abs() + 1)) + (a % (b.abs() + 1)), [i32(64), i32(64)]),
  "int_bits": (lambda a, b: (a & b) + (a | 3) + (a ^ b) + (a << 2) + (a >> 1), [i32(64), i32(64)]),
  "int8_uint8": (lambda a: a.cast(dtypes.int8) * 3 + a.cast(dtypes.uint8).cast(dtypes.int8), [i32(64)]),
  "half": (lambda a, b: ((a.cast(dtypes.half) * b.cast(dtypes.half)).exp().sum(), (a.cast(dtypes.half) + b.cast(dtypes.half) * 2)),
           [f32(64), f32(64)]),
  "bfloat16": (lambda a: (a.cast(dtypes.bfloat16) + 1).relu().cast(dtypes.float), [f32(64)]),
  "int64": (lambda a: a.cast(dtypes.int64) * 3 + 1, [i32(64)]),
  "float64": (lambda a, b: a.cast(dtypes.float64).abs().sqrt() + a.cast(dtypes.float64) * b.cast(dtypes.float64) / (b.cast(dtypes.float64).abs() + 1),
              [f32(64), f32(64)]),
  "casts_bool_bitcast": (lambda a: ((a * 10).cast(dtypes.half).cast(dtypes.int8).cast(dtypes.int32).cast(dtypes.bool).cast(dtypes.float),
                                    a.bitcast(dtypes.uint32) >> 3, (a > 0).logical_not() & (a < 1)), [f32(64)]),
  "arange_eye": (lambda: Tensor.arange(64).reshape(8, 8) + Tensor.eye(8), []),
  "movement": (lambda a, b: (a.permute(2, 0, 1).reshape(2, 32).expand(3, 2, 32) + 1, b.pad(((1, 2), (0, 3))).flip(0)[2:9, 1:7] + 1),
               [f32(4, 8, 2), f32(8, 8)]),
  "gather": (lambda a, i: a.gather(1, i), [f32(8, 8), rng.integers(0, 8, (8, 4)).astype(np.int32)]),
  "reductions": (lambda a: (a.sum(1) + a.max(1) + a.min(1), a.mean(0) + a.var(0), a.argmax(1)), [f32(32, 48)]),
  "cumsum": (lambda a: a.cumsum(1), [f32(4, 100)]),
  "softmax": (lambda a: a.softmax(1) + a.log_softmax(1), [f32(8, 100)]),
  "matmul": (lambda a, b: a @ b, [f32(64, 48), f32(48, 32)]),
  "matmul_half": (lambda a, b: (a.cast(dtypes.half) @ b.cast(dtypes.half)).cast(dtypes.float), [f32(32, 64), f32(64, 32)]),
  "conv2d_pool": (lambda a, w: a.conv2d(w, padding=1).max_pool2d(), [f32(2, 3, 8, 8), f32(4, 3, 3, 3)]),
  "layernorm": (lambda a: a.layernorm(), [f32(8, 64)]),
  "attention": (lambda q, k, v: q.scaled_dot_product_attention(k, v, is_causal=True), [f32(1, 2, 16, 8), f32(1, 2, 16, 8), f32(1, 2, 16, 8)]),
}

def outputs(fn: Callable[..., Any], arrays: list[np.ndarray], device: str) -> list[np.ndarray]:
  out = fn(*[Tensor(a, device=device) for a in arrays])
  return [t.numpy() for t in (out if isinstance(out, tuple) else (out,))]

@pytest.fixture(scope="module")
def amd() -> Any:
  with Context(DEV=DEV):
    yield Device["AMD"]
  for name in [n for n in Device._opened if n.startswith("AMD")]:
    try: Device[name].synchronize()
    finally: del Device._opened[name]

@pytest.mark.parametrize("op", list(OPS))
def test_op_on_mock_gpu_equals_cpu(amd, op):
  fn, arrays = OPS[op]
  want = outputs(fn, arrays, "CPU")
  with Context(DEV=DEV): got = outputs(fn, arrays, "AMD")
  for g, w in zip(got, want):
    assert g.dtype == w.dtype and g.shape == w.shape
    tol = 1e-2 if op in ("half", "matmul_half", "bfloat16") else 1e-4
    np.testing.assert_allclose(g.astype(np.float64), w.astype(np.float64), rtol=tol, atol=tol, equal_nan=True, err_msg=op)

# ---- decoding and disassembly of every kernel of the suite ----

@functools.cache
def suite_objects(arch: str) -> list[tuple[str, bytes]]:
  ren, comp, out = renderer_class("AMDLLVM")(arch), AMDLLVMCompiler(arch), []
  for op, (fn, arrays) in OPS.items():
    res = fn(*[Tensor.empty(*a.shape, dtype=dtypes.float if a.dtype == np.float32 else dtypes.int32, device="NULL") for a in arrays])
    for t in res if isinstance(res, tuple) else (res,):
      for call in t.schedule_linear().src:
        if call.src[0].op is Ops.SINK:
          p = get_program(call.src[0], ren)
          out.append((f"{op}:{p.name}", comp.compile(p.src)))
  return out

def text_of(lib: bytes) -> bytes:
  return bytes(next(s for s in elf_parse(lib).sections if s.name == ".text").data)

@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201", "gfx950"])
def test_every_suite_kernel_decodes(arch):
  objs = suite_objects(arch)
  assert len(objs) > 30  # the op suite schedules ~36 kernels (softmax, layernorm and var fused into one each)
  for name, lib in objs:
    insts = decode_all(text_of(lib), arch)
    assert insts[-1].name in ("s_code_end", "s_endpgm") or any(i.name == "s_endpgm" for i in insts), name

OBJDUMP_LLVM = 22  # the release whose disassembly syntax these checks compare against (Debian's 14 prints older spellings)

@pytest.mark.parametrize("arch", ["gfx1100", "gfx1201", "gfx950"])
def test_disassembly_matches_llvm_objdump(arch):
  if (objdump := llvm_tool("llvm-objdump")) is None: pytest.skip("llvm-objdump not installed (apt-get install llvm-22)")
  if (v := llvm_major(objdump) or 0) < OBJDUMP_LLVM: pytest.skip(f"{objdump} is LLVM {v}, older than {OBJDUMP_LLVM} (apt-get install llvm-22)")
  checked = 0
  with tempfile.TemporaryDirectory() as d:
    for name, lib in suite_objects(arch):
      path = f"{d}/k.o"
      with open(path, "wb") as f: f.write(lib)
      ref = subprocess.run([objdump, "-d", f"--mcpu={arch}", path], capture_output=True, text=True, check=True).stdout
      want = [re.sub(r"\s+", " ", ln.split("//")[0].strip()) for ln in ref.splitlines() if ln.startswith("\t")]
      got = [fmt_inst(i) for i in decode_all(text_of(lib), arch)]
      for i, (g, w) in enumerate(zip(got, want)): assert g == w, f"{name} instruction {i}: ours {g!r}, llvm-objdump {w!r}"
      checked += len(got)
  assert checked > 1000

def test_llvm_tool_lookup_names_the_fix(monkeypatch):
  monkeypatch.setenv("LLVM_OBJDUMP", "no-such-tool-xyz")
  assert llvm_tool("llvm-objdump") is None
  assert shutil.which("no-such-tool-xyz") is None

@pytest.mark.parametrize("dt,acc", [(dtypes.half, dtypes.float), (dtypes.half, dtypes.half)])
def test_tensor_core_matmul_runs_wmma(amd, dt, acc, monkeypatch):
  from tinygrad.runtime.mockgpu.amd import emu
  built: list[str] = []
  def counting(orig: Any) -> Any:
    def build(inst: Any, ctx: Any) -> Any:
      built.append(inst.name)
      return orig(inst, ctx)
    return build
  for fn_name in ("build_wmma", "build_mfma"): monkeypatch.setattr(emu, fn_name, counting(getattr(emu, fn_name)))
  a, b = rng.standard_normal((2, 64, 64)).astype(np.float32)
  with Context(DEV=DEV):
    x, y = Tensor(a, device="AMD").cast(dt).realize(), Tensor(b, device="AMD").cast(dt).realize()
    xin, yin = (t.float().numpy().astype(np.float64) for t in (x, y))  # the inputs as rounded to dt
    got = (x @ y if acc == dt else x.matmul(y, dtype=acc)).float().numpy()
  assert any(n.startswith(("v_wmma_", "v_mfma_")) for n in built), f"no WMMA/MFMA instruction ran for {dt} @ {dt} -> {acc}"
  want = (xin @ yin).astype(np.float16 if acc == dtypes.half else np.float32).astype(np.float64)
  np.testing.assert_allclose(got, want, rtol=2e-3 if acc == dtypes.half else 1e-5, atol=2e-2 if acc == dtypes.half else 1e-4)

@pytest.mark.slow
@pytest.mark.skipif(ARCH != "gfx1100", reason="the subprocess itself")
@pytest.mark.parametrize("arch", ["gfx1201", "gfx950"])
def test_ops_and_tensor_cores_on_other_archs(arch):
  """RDNA4 (gfx1201, WMMA) and CDNA4 (gfx950, wave64, MFMA): the same op and tensor-core tests on a mock GPU of that arch, in a fresh
  process (the mock has one arch)."""
  env = {**os.environ, "TG_EMU_ARCH": arch}
  p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", __file__, "-k", "on_mock_gpu or runs_wmma"],
                     capture_output=True, text=True, env=env, timeout=600)
  assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-2000:]
  assert (m := re.search(r"(\d+) passed", p.stdout)) is not None and int(m[1]) >= len(OPS) + 2, p.stdout[-500:]

def test_compiler_names_unsupported_archs_and_disassembles(capsys):
  from tinygrad.device import CompileError
  with pytest.raises(CompileError, match=r"gfx1030.*not supported.*gfx11xx"): AMDLLVMCompiler("gfx1030")
  name, lib = suite_objects("gfx1100")[0]
  AMDLLVMCompiler("gfx1100").disassemble(lib)
  out = capsys.readouterr().out
  assert name.split(":")[1] + ":" in out and "s_endpgm" in out and "global_store" in out
  with pytest.raises(CompileError, match="LLVM rejected the IR"): AMDLLVMCompiler("gfx1100").compile("define void @f( {")
