"""PTX: NVIDIA's virtual ISA, rendered straight from the linear program (tinygrad.codegen); ptxas or the driver turns it into SASS.

Every value gets a typed virtual register (`.pred` for bools, 16-bit registers for 8-bit ints, `.b16` for half); loops are
labels and predicated branches; gated loads are a `mov` of the alternative then a predicated `ld`; REG buffers live in
`.local` memory (ptxas promotes constant-indexed ones to registers), LOCAL buffers in `.shared`.
"""
from __future__ import annotations
import struct
from collections import defaultdict
from typing import Any
from tinygrad.dtype import AddrSpace, DType, PtrDType, dtypes
from tinygrad.helpers import ContextVar
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import KernelInfo, UOp
from tinygrad.renderer import Renderer
from tinygrad.renderer.tc import cuda_tensor_cores
from tinygrad.renderer.ptx_ldmatrix import ldmatrix_plans
from tinygrad.codegen.transcendental import pm_f64_transcendental

# dtype -> PTX type in instructions
PTX_TYPE = {dtypes.bool: "pred", dtypes.int8: "s8", dtypes.uint8: "u8", dtypes.int16: "s16", dtypes.uint16: "u16", dtypes.int32: "s32",
            dtypes.uint32: "u32", dtypes.int64: "s64", dtypes.uint64: "u64", dtypes.half: "f16", dtypes.bfloat16: "bf16", dtypes.float: "f32",
            dtypes.double: "f64"}
# register type: no 8-bit registers exist, and 16-bit floats live in .b16 registers
REG_TYPE = {"s8": "s16", "u8": "u16", "f16": "b16", "bf16": "b16"}
REG_PREFIX = {"pred": "p", "b16": "h", "s16": "rs", "u16": "rh", "s32": "r", "u32": "ru", "s64": "rd", "u64": "rl", "f32": "f", "f64": "fd",
              "b32": "rb"}
HALF_NATIVE = {Ops.ADD, Ops.SUB, Ops.MUL, Ops.MULACC, Ops.NEG, Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ, Ops.MAX, Ops.WHERE}
SPACE = {AddrSpace.GLOBAL: "global", AddrSpace.LOCAL: "shared", AddrSpace.REG: "local"}
SPECIAL_REG = {"g": "%ctaid", "l": "%tid"}
CP_ASYNC = ContextVar("CP_ASYNC", 1)  # 0: global -> shared copies through registers on sm_80+ too (for comparisons)
LDMATRIX = ContextVar("LDMATRIX", 1)  # 0: mma fragments read from shared memory element by element on sm_80+ too (for comparisons)

def ptx_type(dt: DType) -> str:
  if (t := PTX_TYPE.get(dt.scalar())) is None: raise NotImplementedError(f"PTX has no type for {dt}; emulate it (EMULATED_DTYPES) or cast first")
  return t
def _bits(t: str) -> str: return "b" + t[1:] if t[0] in "suf" else t

def ptx_imm(v: Any, dt: DType) -> str:
  """An immediate operand: floats as exact hex bit patterns (0fXXXXXXXX / 0dXXXXXXXXXXXXXXXX), ints as decimal."""
  t = ptx_type(dt)
  if t == "f32": return f"0f{struct.unpack('<I', struct.pack('<f', float(v)))[0]:08X}"
  if t == "f64": return f"0d{struct.unpack('<Q', struct.pack('<d', float(v)))[0]:016X}"
  if t == "f16": return f"0x{struct.unpack('<H', struct.pack('<e', float(v)))[0]:04X}"
  if t == "bf16": return f"0x{struct.unpack('<I', struct.pack('<f', float(v)))[0] >> 16:04X}"
  return str(int(v))

def _const_int(u: UOp) -> int | None:
  while u.op is Ops.CAST and u.src[0].op is Ops.CONST: u = u.src[0]
  return u.arg if u.op is Ops.CONST and isinstance(u.arg, int) and not isinstance(u.arg, bool) else None

def wmma_dims(u: UOp) -> tuple[int, int, int]:
  """(N, M, K) of a WMMA: the first 3-tuple of ints in its arg, whatever else the arg carries."""
  for a in (u.arg if isinstance(u.arg, tuple) else ()):
    if isinstance(a, tuple) and len(a) == 3 and all(isinstance(x, int) for x in a): return a
  raise NotImplementedError(f"WMMA arg {u.arg!r} names no (N, M, K) dims")

def _chunks(regs: list[str], dt: DType) -> list[tuple[int, list[str]]]:
  """A vector access as (byte offset, lanes) pieces: PTX vector loads and stores are at most 4 lanes and 16 bytes."""
  n = max(1, min(4, 16 // dt.scalar().itemsize))
  return [(i * dt.scalar().itemsize, regs[i:i + n]) for i in range(0, len(regs), n)]

def _wide16(dt: DType) -> bool:
  """8 lanes of a 16-bit type: one 128-bit access as 4 x b32, two lanes packed per register."""
  return dt.count == 8 and dt.scalar().itemsize == 2 and dt.scalar() != dtypes.bool

class PTXRenderer(Renderer):
  """PTX for `sm_XX` (sm_75 and newer): `mma.sync` tensor cores for half (and tf32 with ALLOW_TF32)."""
  device = "CUDA"
  suffix = "PTX"
  global_max = (2**31 - 1, 65535, 65535)
  local_max = (1024, 1024, 64)
  shared_max = 49152
  vector_widths = (8, 4, 2)  # 8 x 16-bit: one 128-bit access (ld.v4.b32, cp.async 16)
  stage_box = True
  code_for_op: dict[Ops, Any] = {op: None for op in (Ops.EXP2, Ops.LOG2, Ops.SIN, Ops.SQRT, Ops.RECIPROCAL, Ops.NEG, Ops.TRUNC, Ops.ADD, Ops.MUL,
                                                      Ops.SHL, Ops.SHR, Ops.MAX, Ops.SUB, Ops.CDIV, Ops.CMOD, Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ,
                                                      Ops.XOR, Ops.OR, Ops.AND, Ops.FDIV, Ops.WHERE, Ops.MULACC)}

  extra_matcher = pm_f64_transcendental  # ex2/lg2/sin exist only as .approx.f32

  def __init__(self, arch: str | None = None):
    super().__init__(arch or "sm_80")
    if not self.arch.startswith("sm_") or not self.arch[3:].rstrip("af").isdigit():
      raise ValueError(f"PTX arch must look like sm_80 or sm_90a, got {self.arch!r}")
    self.sm = int(self.arch[3:].rstrip("af"))
    # bf16 is native from sm_80 (its tensor cores and conversions; its arithmetic goes through f32): emulated before that
    self.emulated_dtypes = tuple(dtypes.fp8s) if self.sm >= 80 else (dtypes.bfloat16, *dtypes.fp8s)
    self.stage_pipeline = 2 if self.sm >= 80 else 1  # cp.async: step k + 1's copies fly while step k's mma run
    self.tensor_cores = [tc for tc in cuda_tensor_cores(self.sm) if tc.dtype_in in (dtypes.half, dtypes.bfloat16, dtypes.float)]

  @property
  def version(self) -> str: return "8.7" if self.sm >= 100 else "7.8" if self.sm >= 89 else "7.5"

  def render(self, uops: list[UOp]) -> str: return _PTXKernel(self, uops).render()

class _PTXKernel:
  """One render: register allocation and instruction emission for a linear program."""
  def __init__(self, ren: PTXRenderer, uops: list[UOp]):
    self.ren, self.uops = ren, uops
    self.regs: dict[UOp, Any] = {}  # a register name, or a list of them for a vector
    self.counts: dict[str, int] = defaultdict(int)
    self.lines: list[str] = []
    self.decls: list[str] = []
    self.params: list[tuple[int, str, str]] = []
    self.name = next((u.arg.name for u in uops if u.op is Ops.SINK and isinstance(u.arg, KernelInfo)), "test")
    self.cp_async = _cp_async_copies(uops) if ren.sm >= 80 and CP_ASYNC else {}
    self.cp_pending = False  # a cp.async was issued since the last barrier: the barrier waits for it first
    self.pipe = _pipe_stages(self.cp_async)  # the stages of the pipelined tiles: a barrier leaves the newest pipe - 1 groups in flight
    self.ldm = ldmatrix_plans(uops) if ren.sm >= 80 and LDMATRIX else {}  # fragment STACK -> its ldmatrix
    self.ldm_skip = {x for p in self.ldm.values() for x in p.loads}  # the shared loads (and lane picks) those replace

  def reg(self, dt: DType | str) -> str:
    rt = dt if isinstance(dt, str) else REG_TYPE.get(t := ptx_type(dt), t)
    n = self.counts[rt]
    self.counts[rt] += 1
    return f"%{REG_PREFIX[rt]}{n}"
  def vreg(self, dt: DType) -> Any: return [self.reg(dt.scalar()) for _ in range(dt.count)] if dt.count > 1 else self.reg(dt)
  def emit(self, *ins: str) -> None: self.lines.extend(f"  {i};" if not i.endswith(":") else i for i in ins)
  def r(self, u: UOp) -> Any:
    while u.op is Ops.AFTER: u = u.src[0]
    if u not in self.regs: raise NotImplementedError(f"PTX: {u.op} {u.dtype} is used before it was rendered; is the program linearised?")
    return self.regs[u]

  def render(self) -> str:
    for u in self.uops:
      if (fn := getattr(self, f"op_{u.op.name}", None)) is None:
        if u.op in GroupOp.ALU: fn = self.op_ALU
        else: raise NotImplementedError(f"PTX cannot render {u.op} ({u.dtype}); ops it renders: ALU, {sorted(RENDERED)}")
      fn(u)
    params = ",\n".join(f"  .param .{t} {n}" for _, t, n in sorted(self.params))
    regs = [f"  .reg .{rt} %{REG_PREFIX[rt]}<{n}>;" for rt, n in self.counts.items()]
    return "\n".join([f".version {self.ren.version}", f".target {self.ren.arch}", ".address_size 64", "",
                      f".visible .entry {self.name}(\n{params}\n)", "{", *regs, *self.decls, *self.lines,
                      *(["  cp.async.wait_all;"] if self.cp_async else []), "  ret;", "}", ""])

  # ---- definitions ----
  def op_PARAM(self, u: UOp) -> None:
    a = u.arg
    if a.addrspace is AddrSpace.ALU:
      t = ptx_type(u.dtype)
      self.params.append((a.slot if a.slot is not None else 1 << 30, t, a.name))
      self.regs[u] = r = self.reg(u.dtype)
      self.emit(f"ld.param.{t} {r}, [{a.name}]")
      return
    name = f"data{a.slot}"
    self.params.append((a.slot, "u64", name))
    self.regs[u] = r = self.reg("u64")
    self.emit(f"ld.param.u64 {r}, [{name}]", f"cvta.to.global.u64 {r}, {r}")
  def op_BUFFER(self, u: UOp) -> None:
    a = u.arg
    if a.addrspace is AddrSpace.ALU: raise NotImplementedError(f"PTX: Variable {a.name} must be a PARAM by the time the program is linear")
    space = SPACE[a.addrspace]
    name = a.name or f"{'temp' if space == 'shared' else 'acc'}{sum(x.startswith(f'  .{space}') for x in self.decls)}"
    size = u.dtype.size if isinstance(u.dtype, PtrDType) else 1
    self.decls.append(f"  .{space} .align 16 .b8 {name}[{max(size, 1) * u.dtype.base.scalar().itemsize}];")
    self.regs[u] = r = self.reg("u64")
    self.emit(f"mov.u64 {r}, {name}")
  def op_SPECIAL(self, u: UOp) -> None:
    kind, dim = u.arg[0], "xyz"[int(u.arg[-1])]
    self.regs[u] = r = self.reg(dtypes.uint32)
    if kind in SPECIAL_REG: self.emit(f"mov.u32 {r}, {SPECIAL_REG[kind]}.{dim}")
    else:  # idxN: the global thread id when locals are not used
      t0, t1 = self.reg(dtypes.uint32), self.reg(dtypes.uint32)
      self.emit(f"mov.u32 {t0}, %ctaid.{dim}", f"mov.u32 {t1}, %ntid.{dim}", f"mov.u32 {r}, %tid.{dim}", f"mad.lo.u32 {r}, {t0}, {t1}, {r}")
    self.regs[u] = self.cvt_reg(r, dtypes.uint32, u.dtype)
  def op_CONST(self, u: UOp) -> None:
    if u.dtype.count > 1:
      self.regs[u] = [self.const_reg(v, u.dtype.scalar()) for v in u.arg]
      return
    self.regs[u] = self.const_reg(u.arg, u.dtype)
  def const_reg(self, v: Any, dt: DType) -> str:
    r = self.reg(dt)
    if dt == dtypes.bool: self.emit(f"setp.ne.s32 {r}, {int(bool(v))}, 0")
    else: self.emit(f"mov.{_bits(REG_TYPE.get(ptx_type(dt), ptx_type(dt)))} {r}, {ptx_imm(v, dt)}")
    return r

  # ---- control flow ----
  def op_RANGE(self, u: UOp) -> None:
    self.regs[u] = r = self.reg(u.dtype)
    t, n = ptx_type(u.dtype), "_".join(map(str, u.arg[:-1]))
    p = self.reg(dtypes.bool)
    self.emit(f"mov.{t} {r}, 0", f"LOOP_{n}:", f"setp.ge.{t} {p}, {r}, {self.r(u.src[0])}", f"@{p} bra END_{n}")
  def op_END(self, u: UOp) -> None:
    for rng in (s for s in u.src[1:] if s.op is Ops.RANGE):
      r, t, n = self.r(rng), ptx_type(rng.dtype), "_".join(map(str, rng.arg[:-1]))
      self.emit(f"add.{t} {r}, {r}, 1", f"bra LOOP_{n}", f"END_{n}:")
  def op_IF(self, u: UOp) -> None:
    self.regs[u] = f"IF_{len(self.lines)}"
    self.emit(f"@!{self.r(u.src[0])} bra {self.regs[u]}")
  def op_ENDIF(self, u: UOp) -> None: self.emit(f"{self.r(u.src[0])}:")
  def op_BARRIER(self, u: UOp) -> None:
    if self.cp_pending:  # the copies so far are a group; waited for here unless (pipelined) only copies follow before the next barrier
      self.emit("cp.async.commit_group", *([f"cp.async.wait_group {self.pipe - 1}"] if self.pipe == 1 or self.reads_next(u) else []))
    self.cp_pending = False
    self.emit("bar.sync 0")
  def reads_next(self, bar: UOp) -> bool:
    """Whether shared memory is read after `bar` before the next barrier (a pipeline's top-of-step barrier only orders copies)."""
    for u in self.uops[self.uops.index(bar) + 1:]:
      if u.op is Ops.BARRIER: return False
      if u.op is Ops.LOAD and u not in self.cp_async and self._space(u.src[0]) == "shared": return True
    return True
  def op_AFTER(self, u: UOp) -> None: self.regs[u] = self.r(u.src[0])
  def op_SINK(self, u: UOp) -> None: pass
  op_GROUP = op_NOOP = op_SINK

  # ---- memory ----
  def _space(self, idx: UOp) -> str:
    b = idx.src[0]
    while b.op in (Ops.AFTER, Ops.INDEX, Ops.CAST): b = b.src[0]
    return SPACE[b.arg.addrspace]
  def op_INDEX(self, u: UOp) -> None:
    if u in self.ldm_skip: return
    if len(u.src) == 1:  # a lane of a vector value
      self.regs[u] = self.r(u.src[0])[u.arg]
      return
    base, idx = self.r(u.src[0]), u.src[1]
    size = u.src[0].dtype.base.scalar().itemsize
    self.regs[u] = r = self.reg("u64")
    if (c := _const_int(idx)) is not None: self.emit(f"add.s64 {r}, {base}, {c * size}")
    elif ptx_type(idx.dtype) in ("s32", "u32"): self.emit(f"mad.wide.{ptx_type(idx.dtype)} {r}, {self.r(idx)}, {size}, {base}")
    else: self.emit(f"mad.lo.s64 {r}, {self.cvt_reg(self.r(idx), idx.dtype, dtypes.int64)}, {size}, {base}")
  def op_LOAD(self, u: UOp) -> None:
    if u in self.ldm_skip: return
    if u in self.cp_async:  # copied by its store's cp.async, without registers
      self.regs[u] = u
      return
    addr, space, dt = self.r(u.src[0]), self._space(u.src[0]), u.dtype
    dst, pred = self.vreg(dt), f"@{self.r(u.src[2])} " if len(u.src) >= 3 else ""
    if dt.scalar() == dtypes.bool:
      if dt.count > 1: raise NotImplementedError("PTX: load bool vectors lane by lane")
      t = self.reg(dtypes.uint16)
      if pred: self.emit(f"selp.u16 {t}, 1, 0, {self.r(u.src[1])}")
      self.emit(f"{pred}ld.{space}.u8 {t}, [{addr}]", f"setp.ne.u16 {dst}, {t}, 0")
      self.regs[u] = dst
      return
    if pred:
      alt = self.r(u.src[1])
      for d, a in zip(dst if dt.count > 1 else [dst], alt if dt.count > 1 else [alt]): self.emit(f"mov.{self.movt(dt)} {d}, {a}")
    if _wide16(dt):
      w = [self.reg("b32") for _ in range(4)]
      if pred: self.emit(*(f"mov.b32 {x}, {{{dst[2 * i]}, {dst[2 * i + 1]}}}" for i, x in enumerate(w)))
      self.emit(f"{pred}ld.{space}.v4.b32 {{{', '.join(w)}}}, [{addr}]")
      self.emit(*(f"mov.b32 {{{dst[2 * i]}, {dst[2 * i + 1]}}}, {x}" for i, x in enumerate(w)))
    elif dt.count > 1:
      for off, lanes in _chunks(dst, dt):
        self.emit(f"{pred}ld.{space}.v{len(lanes)}.{self.memt(dt)} {{{', '.join(lanes)}}}, [{addr}+{off}]")
    else: self.emit(f"{pred}ld.{space}.{self.memt(dt)} {dst}, [{addr}]")
    self.regs[u] = dst
  def op_STORE(self, u: UOp) -> None:
    addr, space, val = self.r(u.src[0]), self._space(u.src[0]), u.src[1]
    pred = f"@{self.r(u.src[2])} " if len(u.src) >= 3 else ""
    if val in self.cp_async:
      size, ld = val.dtype.itemsize, val
      ign = ""
      if len(ld.src) >= 3:  # a gated load reads 0 where its gate is off: cp.async's ignore-src copies zeros without reading
        self.emit(f"not.pred {(p := self.reg('pred'))}, {self.r(ld.src[2])}")
        ign = f", {p}"
      self.emit(f"cp.async.{'cg' if size == 16 else 'ca'}.shared.global [{addr}], [{self.r(ld.src[0])}], {size}{ign}")
      self.cp_pending = True
      return
    v = self.r(val)
    if val.dtype.scalar() == dtypes.bool:
      t = self.reg(dtypes.uint16)
      self.emit(f"selp.u16 {t}, 1, 0, {v}", f"{pred}st.{space}.u8 [{addr}], {t}")
    elif _wide16(val.dtype):
      w = [self.reg("b32") for _ in range(4)]
      self.emit(*(f"mov.b32 {x}, {{{v[2 * i]}, {v[2 * i + 1]}}}" for i, x in enumerate(w)), f"{pred}st.{space}.v4.b32 [{addr}], {{{', '.join(w)}}}")
    elif val.dtype.count > 1:
      for off, lanes in _chunks(v, val.dtype):
        self.emit(f"{pred}st.{space}.v{len(lanes)}.{self.memt(val.dtype)} [{addr}+{off}], {{{', '.join(lanes)}}}")
    else: self.emit(f"{pred}st.{space}.{self.memt(val.dtype)} [{addr}], {v}")
  def memt(self, dt: DType) -> str: return {"f16": "b16", "bf16": "b16"}.get(t := ptx_type(dt), t)
  def movt(self, dt: DType) -> str: return "pred" if dt.scalar() == dtypes.bool else _bits(REG_TYPE.get(t := ptx_type(dt), t))
  def op_STACK(self, u: UOp) -> None:
    if (p := self.ldm.get(u)) is None:
      self.regs[u] = [self.r(s) for s in u.src]
      return
    self.value(p.addr)
    addr, rs = self.reg("u64"), [self.reg("b32") for _ in range(p.num)]
    self.emit(f"mad.wide.s32 {addr}, {self.r(p.addr)}, {u.dtype.scalar().itemsize}, {self.r(p.buf)}",
              f"ldmatrix.sync.aligned.m8n8.x{p.num}{'.trans' if p.trans else ''}.shared.b16 {{{', '.join(rs)}}}, [{addr}]")
    self.regs[u] = out = self.vreg(u.dtype)
    self.emit(*(f"mov.b32 {{{out[2 * i]}, {out[2 * i + 1]}}}, {x}" for i, x in enumerate(rs)))
  def value(self, u: UOp) -> None:
    """Render the nodes of `u` not rendered yet (an expression built here, over values the program has)."""
    for x in u.toposort():
      if x not in self.regs: (getattr(self, f"op_{x.op.name}", None) or self.op_ALU)(x)

  # ---- arithmetic ----
  def op_ALU(self, u: UOp) -> None:
    if u.dtype.count > 1:  # vector ALU: lane by lane
      srcs = [self.r(s) for s in u.src]
      self.regs[u] = [self.alu(u.op, u.dtype.scalar(), [s[i] if isinstance(s, list) else s for s in srcs], [x.dtype.scalar() for x in u.src])
                      for i in range(u.dtype.count)]
      return
    self.regs[u] = self.alu(u.op, u.dtype, [self.r(s) for s in u.src], [s.dtype for s in u.src])
  def alu(self, op: Ops, dt: DType, srcs: list[str], sdts: list[DType]) -> str:
    sdt = sdts[-1] if op is Ops.WHERE else sdts[0]
    if (h := sdt.scalar()) in (dtypes.half, dtypes.bfloat16) and ((h == dtypes.bfloat16 and op is not Ops.WHERE) or op not in HALF_NATIVE
                                                                  or (op is Ops.MAX and self.ren.sm < 80)):
      fs = [self.cvt_reg(s, d, dtypes.float) if d == h else s for s, d in zip(srcs, sdts)]
      out = self.alu(op, dtypes.float if dt == h else dt, fs, [dtypes.float if d == h else d for d in sdts])
      return self.cvt_reg(out, dtypes.float, h) if dt == h else out
    d = self.reg(dt)
    t = ptx_type(sdt)
    if t == "pred": self.emit(*self.bool_alu(op, d, srcs))
    else: self.emit(*self.num_alu(op, d, t, srcs))
    if t in ("s8", "u8") and op in (Ops.ADD, Ops.SUB, Ops.MUL, Ops.SHL, Ops.NEG, Ops.MULACC):  # wrap to 8 bits in the 16-bit register
      self.emit(f"cvt.{REG_TYPE[t]}.{t} {d}, {d}")
    return d
  def bool_alu(self, op: Ops, d: str, s: list[str]) -> list[str]:
    if op in (Ops.AND, Ops.MUL): return [f"and.pred {d}, {s[0]}, {s[1]}"]
    if op in (Ops.OR, Ops.MAX, Ops.ADD): return [f"or.pred {d}, {s[0]}, {s[1]}"]
    if op in (Ops.XOR, Ops.CMPNE): return [f"xor.pred {d}, {s[0]}, {s[1]}"]
    if op is Ops.CMPEQ: return [f"xor.pred {d}, {s[0]}, {s[1]}", f"not.pred {d}, {d}"]
    if op is Ops.CMPLT: return [f"not.pred {d}, {s[0]}", f"and.pred {d}, {d}, {s[1]}"]
    if op is Ops.NEG: return [f"not.pred {d}, {s[0]}"]
    if op is Ops.WHERE:  # (c & a) | (!c & b) through a scratch predicate: the condition may be read again later
      t = self.reg("pred")
      return [f"and.pred {d}, {s[0]}, {s[1]}", f"not.pred {t}, {s[0]}", f"and.pred {t}, {t}, {s[2]}", f"or.pred {d}, {d}, {t}"]
    raise NotImplementedError(f"PTX has no {op} on bool")
  def num_alu(self, op: Ops, d: str, t: str, s: list[str]) -> list[str]:
    flt, rt = t[0] == "f" or t == "bf16", REG_TYPE.get(t, t)
    it = rt if t in ("s8", "u8") else t  # 8-bit values compute in their 16-bit registers
    if op is Ops.WHERE: return [f"selp.{_bits(rt) if flt else it} {d}, {s[1]}, {s[2]}, {s[0]}"]
    if op in (Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ):
      cmp = {Ops.CMPLT: "lt", Ops.CMPNE: "neu" if flt else "ne", Ops.CMPEQ: "eq"}[op]
      return [f"setp.{cmp}.{it} {d}, {s[0]}, {s[1]}"]
    if op in (Ops.ADD, Ops.SUB): return [f"{op.name.lower()}{'.rn' if flt else ''}.{it} {d}, {s[0]}, {s[1]}"]
    if op is Ops.MUL: return [f"mul{'.rn' if flt else '.lo'}.{it} {d}, {s[0]}, {s[1]}"]
    if op is Ops.MULACC: return [f"fma.rn.{it} {d}, {s[0]}, {s[1]}, {s[2]}" if flt else f"mad.lo.{it} {d}, {s[0]}, {s[1]}, {s[2]}"]
    if op is Ops.MAX: return [f"max.{it} {d}, {s[0]}, {s[1]}"]
    if op is Ops.NEG: return [f"neg.{it if flt or it[0] == 's' else 's' + it[1:]} {d}, {s[0]}"]
    if op in (Ops.CDIV, Ops.CMOD): return [f"{'div' if op is Ops.CDIV else 'rem'}.{it} {d}, {s[0]}, {s[1]}"]
    if op is Ops.FDIV: return [f"div.rn.{t} {d}, {s[0]}, {s[1]}"]
    if op in (Ops.AND, Ops.OR, Ops.XOR): return [f"{op.name.lower()}.{_bits(it)} {d}, {s[0]}, {s[1]}"]
    if op in (Ops.SHL, Ops.SHR):
      amt = self.reg(dtypes.uint32)
      pre = [f"cvt.u32.{it} {amt}, {s[1]}" if it not in ("u32", "s32") else f"mov.b32 {amt}, {s[1]}"]
      return [*pre, f"shl.{_bits(it)} {d}, {s[0]}, {amt}" if op is Ops.SHL else f"shr.{it} {d}, {s[0]}, {amt}"]
    if op is Ops.TRUNC: return [f"cvt.rzi.{t}.{t} {d}, {s[0]}"]
    if op is Ops.SQRT: return [f"sqrt.rn.{t} {d}, {s[0]}"]
    if op is Ops.RECIPROCAL: return [f"rcp.rn.{t} {d}, {s[0]}"]
    if op in (Ops.EXP2, Ops.LOG2, Ops.SIN):
      name = {Ops.EXP2: "ex2", Ops.LOG2: "lg2", Ops.SIN: "sin"}[op]
      if t == "f32": return [f"{name}.approx.f32 {d}, {s[0]}"]
      raise NotImplementedError(f"PTX has {name} for f32 only; {t} must be decomposed (pm_f64_transcendental) or cast first")
    raise NotImplementedError(f"PTX has no {op} for {t}")

  def cvt_reg(self, r: str, src: DType, dst: DType) -> str:
    if src == dst: return r
    d = self.reg(dst)
    self.emit(*self.cvt(d, r, src, dst))
    return d
  def cvt(self, d: str, s: str, src: DType, dst: DType) -> list[str]:
    ts, td = ptx_type(src), ptx_type(dst)
    if ts == "pred": return [f"selp.{REG_TYPE.get(td, td)} {d}, {ptx_imm(1, dst)}, {ptx_imm(0, dst)}, {s}"]
    if td == "pred":
      if ts in ("f16", "bf16"): return [f"setp.ne.b16 {d}, {s}, 0", f"setp.ne.and.b16 {d}, {s}, 0x8000, {d}"]  # -0.0 is false too
      return [f"setp.{'neu' if ts[0] == 'f' else 'ne'}.{REG_TYPE.get(ts, ts)} {d}, {s}, {ptx_imm(0, src)}"]
    if ts == "bf16" and td != "f32":  # (cvt from bf16 needs sm_90: through f32, whose top half it is)
      f = self.reg(dtypes.float)
      return [*self.cvt(f, s, src, dtypes.float), *self.cvt(d, f, dtypes.float, dst)]
    if ts == "bf16":
      t = self.reg(dtypes.uint32)
      return [f"cvt.u32.u16 {t}, {s}", f"shl.b32 {t}, {t}, 16", f"mov.b32 {d}, {t}"]
    if td == "bf16" and ts != "f32":
      f = self.reg(dtypes.float)
      return [*self.cvt(f, s, src, dtypes.float), *self.cvt(d, f, dtypes.float, dst)]
    fs, fd = ts[0] == "f" or ts == "bf16", td[0] == "f" or td == "bf16"
    if ts in ("s8", "u8") and td in ("s8", "u8", "s16", "u16"): return [f"cvt.{REG_TYPE.get(td, td)}.{td if td in ('s8', 'u8') else ts} {d}, {s}"]
    if fs and fd: rnd = ".rn" if dst.itemsize < src.itemsize else ""
    elif fs: rnd = ".rzi"
    elif fd: rnd = ".rn"
    else: rnd = ""
    if td in ("s8", "u8"): return [f"cvt{rnd}.{REG_TYPE[td]}.{ts} {d}, {s}", f"cvt.{REG_TYPE[td]}.{td} {d}, {d}"]
    return [f"cvt{rnd}.{td}.{'s16' if ts == 's8' else 'u16' if ts == 'u8' else ts} {d}, {s}"]
  def op_CAST(self, u: UOp) -> None:
    if u.dtype.count > 1:
      self.regs[u] = [self.cvt_reg(x, u.src[0].dtype.scalar(), u.dtype.scalar()) for x in self.r(u.src[0])]
      return
    self.regs[u] = self.cvt_reg(self.r(u.src[0]), u.src[0].dtype, u.dtype)
  def op_BITCAST(self, u: UOp) -> None:
    if u.src[0].dtype.itemsize != u.dtype.itemsize: raise NotImplementedError(f"PTX bitcast needs equal sizes, got {u.src[0].dtype} -> {u.dtype}")
    self.regs[u] = d = self.reg(u.dtype)
    self.emit(f"mov.b{8 * u.dtype.itemsize if u.dtype.itemsize > 1 else 16} {d}, {self.r(u.src[0])}")

  # ---- tensor cores ----
  def op_WMMA(self, u: UOp) -> None:
    N, M, K = wmma_dims(u)
    din, dout = u.src[0].dtype.scalar(), u.src[2].dtype.scalar()
    a, b, c = (self.r(s) for s in u.src)
    tin, tout = {"f16": "f16", "bf16": "bf16", "f32": "tf32"}[ptx_type(din)], ptx_type(dout)
    pk_a, pk_b = (self.pack(x, din) for x in (a, b))
    if tout == "f16":
      pk_c = self.pack(c, dout)
      pk_d = [self.reg("b32") for _ in pk_c]
    else: pk_c, pk_d = c, self.vreg(dout.vec(len(c)))
    self.emit(f"mma.sync.aligned.m{M}n{N}k{K}.row.col.{tout}.{tin}.{tin}.{tout} {{{', '.join(pk_d)}}}, {{{', '.join(pk_a)}}}, "
              f"{{{', '.join(pk_b)}}}, {{{', '.join(pk_c)}}}")
    if tout == "f16":
      out = self.vreg(dout.vec(len(c)))
      for i, r in enumerate(pk_d): self.emit(f"mov.b32 {{{out[2 * i]}, {out[2 * i + 1]}}}, {r}")
      self.regs[u] = out
    else: self.regs[u] = pk_d
  def pack(self, regs: list[str], dt: DType) -> list[str]:
    """Lanes packed into the 32-bit registers mma.sync takes: two 16-bit values per register, tf32 bits as they are."""
    out = []
    if dt.itemsize == 4:
      for x in regs:
        out.append(r := self.reg("b32"))
        self.emit(f"mov.b32 {r}, {x}")
      return out
    for i in range(0, len(regs), 2):
      out.append(r := self.reg("b32"))
      self.emit(f"mov.b32 {r}, {{{regs[i]}, {regs[i + 1]}}}")
    return out

def _zero(u: UOp) -> bool:
  if u.op is Ops.STACK: return all(_zero(x) for x in u.src)
  return u.op is Ops.CONST and (all(v == 0 for v in u.arg) if isinstance(u.arg, tuple) else u.arg == 0)

def _cp_async_copies(uops: list[UOp]) -> dict[UOp, UOp]:
  """{load: store} for global loads whose only use is an ungated store of the value into shared memory, 4, 8 or 16 bytes
  (gated loads only with 0 as the alternative): sm_80 copies those with cp.async, completed at the next barrier."""
  uses: dict[UOp, list[UOp]] = defaultdict(list)
  for u in uops:
    for s in u.src: uses[s].append(u)
  def space(idx: UOp) -> AddrSpace | None:
    while idx.op in (Ops.AFTER, Ops.INDEX, Ops.CAST): idx = idx.src[0]
    return idx.arg.addrspace if idx.op in (Ops.PARAM, Ops.BUFFER) else None
  out = {}
  for u in uops:
    if u.op is not Ops.LOAD or u.dtype.scalar() == dtypes.bool or u.dtype.itemsize not in (4, 8, 16): continue
    if space(u.src[0]) is not AddrSpace.GLOBAL: continue
    if len(u.src) >= 3 and not _zero(u.src[1]): continue
    if len(us := uses[u]) == 1 and (st := us[0]).op is Ops.STORE and len(st.src) == 2 and st.src[1] is u and \
       space(st.src[0]) is AddrSpace.LOCAL: out[u] = st
  return out

def _pipe_stages(copies: dict[UOp, UOp]) -> int:
  """The fewest stages among the shared buffers cp.async copies into (a pipelined STAGE names its buffer pipe{stages}_...; 1 for
  any other): a barrier may leave that many - 1 newest copy groups in flight."""
  def stages(idx: UOp) -> int:
    while idx.op in (Ops.AFTER, Ops.INDEX, Ops.CAST): idx = idx.src[0]
    name = idx.arg.name if idx.op is Ops.BUFFER else None
    return int(name[4:name.index("_")]) if name and name.startswith("pipe") and name[4:name.index("_")].isdigit() else 1
  return min((stages(st.src[0]) for st in copies.values()), default=1)

RENDERED = sorted({n[3:] for n in dir(_PTXKernel) if n.startswith("op_") and n != "op_ALU"})
