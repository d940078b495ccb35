"""Codegen: kernel AST (a SINK of STOREs into PARAMs over RANGE indices) -> linear program (below) -> source, through
`get_program(ast, renderer)`, which returns a ProgramSpec (`Renderer.lower` calls it).

Pipeline (tinygrad.codegen.program): prepare (explicit loads, flat indices) -> optimise (opts_to_apply, else heuristics or
BEAM: codegen.opt) -> on CPUs, reduces that can share a loop do (codegen.share_loops), and an output that recomputes its
reduce's input (a softmax's exp) has the reduce's loop store it and reads it back (codegen.reuse_body) -> launch dims (THREAD ->
core_id, GLOBAL/LOCAL -> SPECIAL) -> argument slots -> symbolic -> gates -> concrete dtypes -> dtype emulation ->
decompositions -> expand UPCAST/UNROLL lanes (scalar copies; on CPUs a store's contiguous UPCAST range stays vector lanes) ->
REDUCE to REG accumulators (ENDs of one range merged) -> longs as two 32-bit words (EMULATED_DTYPES=long, codegen.long) ->
memory coalescing (vector loads/stores) -> renderer.extra_matcher ->
vectorize (lanes doing one op become a vector op: from the stores up, then on CPUs from the loaded vectors down) ->
transcendentals/THREEFRY (once per vector) -> linearize -> renderer.render.
get_program memoises by AST key and renderer; SPEC>=1 checks the AST and the program (codegen.spec). DEBUG>=3 prints the
applied opts, >=4 the source, >=5 the AST and the linear program, >=6 the codegen time (all printed by get_program).

Optimisation (KernelInfo.opts_to_apply: () = as written, a tuple = exactly those, None = heuristics, or BEAM=n / info.beam)
  Opt(OptOps.SPLIT, axis, (amount, AxisType.UPCAST|UNROLL|LOCAL|GROUP_REDUCE|THREAD)) splits axis `axis` of the sorted
  ranges (reduce axes included); OptOps.SWAP exchanges two output loops; OptOps.NOLOCALS; OptOps.STAGE (tg, CPU) copies a
  re-read input into a per-thread buffer (codegen.opt.stage); Opt(OptOps.TC, axis, (tc_select, tc_opt, use_tensor_cores))
  runs a reduce of a MUL on the renderer's tensor cores (codegen.opt.tc: WARP/UPCAST/UNROLL bits, swizzled WMMA fragments;
  the heuristic tries it first; env TC, TC_SELECT, TC_OPT, USE_TC, ALLOW_TF32). GROUP_REDUCE (also OptOps.GROUP, and
  GROUPTOP where each thread takes a contiguous block) splits a reduce over a workgroup's threads through LOCAL memory
  (codegen.group); OptOps.PADTO grows an axis to a multiple, gating the extra iterations. BARRIERs for LOCAL memory are
  inserted automatically (codegen.barriers). A GLOBAL range of Variable size launches that size (symbolic global_size) and guards its accesses.

The linear program
==================
A `list[UOp]` in execution order. Every source a uop reads as a value (see "sources" below) appears earlier in the list.
The last uop is the SINK; its arg is the KernelInfo and `arg.name` is the kernel's function name (a C identifier).
No weak dtype (weakint/weakfloat) appears. Pointer dtypes (`PtrDType`: `.base` element dtype, `.size` elements,
`.addrspace`) appear only on PARAM (buffers), BUFFER, AFTER of those, and address INDEX.

Arguments
  PARAM   buffer: dtype T.ptr(n, GLOBAL), arg ParamArg(slot=i, dtype=T). Argument i of the kernel.
          scalar: dtype int32 or int64 (a Variable's range decides), arg ParamArg(slot=j, name=<variable name>,
          vmin_vmax, addrspace=ALU). Scalars follow the buffers; Variables are ordered by name. On renderers with
          `has_threads` (CPU) the last scalar is `core_id` (name "core_id", vmin_vmax (0, threads-1)): it is always
          present, even when unused, because the runtime always passes it. Slots are 0..k-1 with no gaps (a buffer slot
          the kernel never touches still gets a PARAM, dtype uint8.ptr(1)). A renderer declares its arguments sorted
          by slot; PARAMs are not necessarily listed in slot order.
  BUFFER  a private array: dtype T.ptr(n, REG) (per thread, e.g. accumulators) or T.ptr(n, LOCAL) (workgroup shared);
          arg ParamArg(slot=<unique id>, dtype=T, addrspace=REG|LOCAL). Declared where it appears (before its uses), at
          function scope. A REG buffer can be large (OptOps.STAGE blocks, up to 1 MiB): CPU renderers put it on the stack.
  SPECIAL a launch index (GPU renderers only): dtype int32, src (CONST size,) or (size expression,), arg "gidx0".."gidx2"
          (global, gidx0 is the fastest-moving dim), "lidx0".."lidx2" (local), or "idx0".."idx2" (global thread id,
          when locals are disabled).

Control flow (blocks nest; every RANGE has exactly one END after it, every IF one ENDIF)
  RANGE   dtype int32/int64, src (end,), arg (axis_id, *sub_ids, AxisType): `for (r = 0; r < end; r++) {`.
          end is a CONST or an int value defined earlier; it may be <= 0 (then the body never runs).
  END     src[-1] is the RANGE it closes (always the innermost open one): `}`. src[0] is the ordering effect only.
  IF      src (gate: bool,): `if (gate) {`.            ENDIF  src (the IF,): `}`.
  BARRIER workgroup barrier (LOCAL memory); never emitted for CPU renderers.

Memory
  INDEX   address: src (buf, idx), dtype = buf's PtrDType: the address of element idx of buf (buf is a PARAM, BUFFER or
          AFTER of one; idx an int32/int64 value). Lane select: src (vec,), arg = lane (int), dtype = vec's scalar:
          element `lane` of a vector value.
  LOAD    src (addr,) or (addr, alt, gate): dtype T or T.vec(n) reads n consecutive elements starting at addr (scalar
          when n == 1). With a gate (bool): `gate ? *addr : alt`, and no memory is touched when gate is false (the
          address may then be out of bounds); alt has the load's dtype. Vector addresses need no alignment on CPU
          renderers (`aligned_vectors = False`); on others the index is a multiple of n. Renderers with `vector_gates`
          (CPU, PYTHON) also get a bool.vec(n) gate (a STACK of the lanes' gates, or a vector op on LLVM) on a vector
          load: a masked load, lane i is `gate[i] ? addr[i] : alt[i]`, and disabled lanes touch no memory.
  STORE   src (addr, value): writes value (T or T.vec(n): n consecutive elements). Gated stores arrive as
          IF / STORE / ENDIF.
  AFTER   src (x, *deps): the same value or address as x; deps only order it (they may not be in the list).

Values
  CONST   a scalar Python value (bool, int, float; floats may be inf/nan) of a concrete dtype. Invalid never appears. With a
          vector dtype (only for renderers with `vector_alu`), the scalar is the value of every lane (a splat).
  STACK   src n scalars of T -> a T.vec(n) vector; n copies of one scalar is a broadcast.
  WMMA    src (a, b, c): the lane's fragments of A, B (dtype_in vectors) and C (dtype_out vector) of a tensor core, arg
          ((N, M, K), name, threads); D = A@B + C over a warp of `threads` consecutive lanes (lidx0), with the lane layout
          of renderer.tc's TensorCore of that name. Every lane of the warp reaches it (never under an IF).
  CAST    value conversion to u.dtype: float->int truncates toward zero, x->bool is x != 0, bool->x is 0/1.
  BITCAST reinterpretation of the bits of a same-size value.
  ALU ops, CAST and BITCAST are scalar, except ops in the renderer's `vector_alu`, which may have vector dtypes (every
  source then has the same lane count; comparisons give bool vectors, WHERE takes a bool vector).
  ALU ops (sources share one dtype except where noted):
    unary  NEG SQRT TRUNC EXP2 LOG2 SIN RECIPROCAL      binary ADD SUB MUL FDIV (floats) CDIV CMOD (ints, truncating
    like C) SHL SHR (arithmetic for signed) AND OR XOR MAX POW     compare CMPLT CMPNE CMPEQ -> bool (NaN: CMPLT and
    CMPEQ false, CMPNE true)     ternary WHERE (src0 bool) MULACC (a*b+c, floats).
  An op reaches the renderer only if it is in its `code_for_op` (otherwise it is decomposed: MAX -> compare and WHERE,
  RECIPROCAL -> FDIV, MULACC -> MUL and ADD, EXP2/LOG2/SIN -> polynomials, POW -> EXP2/LOG2, ...), except CAST, BITCAST,
  WHERE, CMPLT, CMPNE, ADD, MUL, CDIV, CMOD, SHL, SHR, AND, OR, XOR, which every renderer must render.
  FLOORDIV, FLOORMOD, THREEFRY, REDUCE, RANGEs of UPCAST/UNROLL/THREAD type and Invalid never appear.
  Integer ops wrap at their width (int8 + int8 wraps at 8 bits: C renderers cast narrow results back).
  dtypes in `renderer.emulated_dtypes` (default bf16 and fp8) or named by EMULATED_DTYPES (half, bfloat16, fp8*, long) never
  appear: floats are held in float32 and stored as their raw bits (uint16/uint8 buffers); int64/uint64 are uint32 word pairs.

CUSTOM/CUSTOMI (arg (format string, dtype) or a format string) are passed through from kernels that use them.
"""
from tinygrad.codegen.program import get_program

__all__ = ["get_program"]
