"""A third-party tg backend in one file: the TOY device runs kernels as Python functions that its renderer writes from the kernel
AST (a loop per range, a generator per reduce). It uses tg-core's public classes only and is found through entry points."""
from __future__ import annotations
import math
from dataclasses import dataclass, field
from tinygrad.device import Allocator, BufferSpec, Compiled, Compiler
from tinygrad.uop import Ops
from tinygrad.uop.ops import Estimates, UOp

BINARY = {Ops.ADD: "({} + {})", Ops.MUL: "({} * {})", Ops.SUB: "({} - {})", Ops.MAX: "max({}, {})", Ops.CMPLT: "({} < {})",
          Ops.CMPNE: "({} != {})", Ops.CDIV: "int({} / {})", Ops.CMOD: "math.fmod({}, {})"}
UNARY = {Ops.NEG: "(-{})", Ops.SQRT: "math.sqrt({})", Ops.EXP2: "2.0 ** {}", Ops.LOG2: "math.log2({})", Ops.RECIPROCAL: "(1 / {})",
         Ops.SIN: "math.sin({})", Ops.TRUNC: "float(math.trunc({}))"}
REDUCE = {Ops.ADD: "sum", Ops.MAX: "max", Ops.MUL: "math.prod"}

@dataclass
class ToyProgram:
  name: str
  src: str
  device: str
  globals: list[int]
  outs: list[int]
  ins: list[int]
  ast: UOp | None = None
  global_size: list = field(default_factory=lambda: [1, 1, 1])
  local_size: list[int] | None = None
  vars: list[UOp] = field(default_factory=list)
  estimates: Estimates = field(default_factory=Estimates)
  def launch_dims(self, var_vals: dict[str, int]) -> tuple[list[int], list[int] | None]: return [1, 1, 1], None
  def vals(self, var_vals: dict[str, int]) -> tuple[int, ...]: return ()

class ToyRenderer:
  device, has_local, has_shared, shared_max, global_max, local_max, max_kernel_buffers = "TOY", False, False, 0, None, None, 0
  def __init__(self, arch: str | None = None): self.arch = arch or ""

  def expr(self, u: UOp) -> str:
    if u.op is Ops.CONST: return repr(u.arg)
    if u.op is Ops.RANGE: return f"r{u.arg[0]}"
    if u.op is Ops.LOAD: return f"b{u.src[0].src[0].arg.slot}[{self.expr(u.src[0].src[1])}]"
    if u.op in BINARY: return BINARY[u.op].format(*map(self.expr, u.src))
    if u.op in UNARY: return UNARY[u.op].format(self.expr(u.src[0]))
    if u.op is Ops.WHERE: return "({1} if {0} else {2})".format(*map(self.expr, u.src))
    if u.op is Ops.CAST:
      to = "int" if u.dtype.name.startswith(("int", "uint")) else "bool" if u.dtype.name == "bool" else "float"
      return f"{to}({self.expr(u.src[0])})"
    if u.op is Ops.REDUCE:
      loops = " ".join(f"for r{r.arg[0]} in range({self.expr(r.src[0])})" for r in u.src[1:])
      return f"{REDUCE[u.arg[0]]}({self.expr(u.src[0])} {loops})"
    raise NotImplementedError(f"the toy renderer has no {u.op}")

  def lower(self, ast: UOp) -> ToyProgram:
    params = sorted({u.arg.slot: u for u in ast.toposort() if u.op is Ops.PARAM}.items())
    lines = [f"def kernel({', '.join(f'b{s}' for s, _ in params)}):"]
    lines += [f"  b{s} = b{s}.cast({p.dtype.base.fmt!r})" for s, p in params]
    for end in (s for s in ast.src):
      store, ranges = (end.src[0], end.src[1:]) if end.op is Ops.END else (end, ())
      for depth, r in enumerate(ranges): lines.append(f"{'  ' * (depth + 1)}for r{r.arg[0]} in range({self.expr(r.src[0])}):")
      idx = store.src[0]
      lines.append(f"{'  ' * (len(ranges) + 1)}b{idx.src[0].arg.slot}[{self.expr(idx.src[1])}] = {self.expr(store.src[1])}")
    outs = sorted({u.src[0].src[0].arg.slot for u in ast.toposort() if u.op is Ops.STORE})
    ins = sorted({u.src[0].src[0].arg.slot for u in ast.toposort() if u.op is Ops.LOAD})
    return ToyProgram("kernel", "\n".join(lines), self.device, [s for s, _ in params], outs, ins, ast)

class ToyAllocator(Allocator[memoryview]):
  def _alloc(self, size: int, options: BufferSpec) -> memoryview: return memoryview(bytearray(size))
  def _copyin(self, dest: memoryview, src: memoryview) -> None: dest[:] = src
  def _copyout(self, dest: memoryview, src: memoryview) -> None: dest[:] = src
  def _offset(self, buf: memoryview, size: int, offset: int) -> memoryview: return buf[offset:offset + size]

class ToyRuntime:
  def __init__(self, name: str, lib: bytes):
    env: dict = {"math": math}
    exec(compile(lib.decode(), f"<toy kernel {name}>", "exec"), env)  # the renderer's own source for this kernel
    self.fxn = env[name]
  def __call__(self, *bufs: memoryview, global_size=None, local_size=None, vals=(), wait: bool = False) -> float:
    self.fxn(*bufs)
    return 0.0

class ToyDevice(Compiled):
  def __init__(self, device: str): super().__init__(device, ToyAllocator(self), [("TOY", lambda _: Compiler())], ToyRuntime)
