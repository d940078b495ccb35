"""int64/uint64 on a target without them: every 64-bit value becomes two uint32 words (low, high), by PatternMatcher rules.

A rewritten value is a carrier `STACK(lo, hi)` of dtype uint32.vec(2) whose arg is the dtype it stands for (int64 or uint64),
so signed and unsigned ops stay apart. Buffers of longs become uint32 buffers of twice the size (little-endian: the low word
first), an INDEX a carrier of the two word addresses, and a STORE two stores. Add/sub carry between the words, mul builds
the 64-bit product of the low words from 16-bit halves, shifts move bits across the words, and division is restoring long
division over 64 steps. Runs after the REDUCEs are lowered to accumulators (a sum of longs is then an ADD like any other);
a long index into a buffer under 2^31 elements uses its low word; a long the rules cannot lower (index math of bigger buffers,
a Variable, a bitcast to a float) raises NotImplementedError.
"""
from __future__ import annotations
from tinygrad.dtype import DType, PtrDType, dtypes
from tinygrad.uop import GroupOp, Ops
from tinygrad.uop.ops import ParamArg, PatternMatcher, UOp, UPat, graph_rewrite
from tinygrad.uop.rewrite import traced_pass
from tinygrad.codegen.decomp import threefry2x32

U32, I32 = dtypes.uint32, dtypes.int32
LONGS = (dtypes.int64, dtypes.uint64)
Words = tuple[UOp, UOp]

def _pair(w: Words, dt: DType) -> UOp: return UOp(Ops.STACK, U32.vec(2), w, dt)
def _const(v: int) -> Words: return UOp.const(v & 0xFFFFFFFF, U32), UOp.const((v >> 32) & 0xFFFFFFFF, U32)
def _is_long_ptr(dt: DType) -> bool: return isinstance(dt, PtrDType) and dt.base in LONGS

# ---- word arithmetic ----

def _add(a: Words, b: Words) -> Words:
  lo = a[0] + b[0]
  return lo, a[1] + b[1] + lo.lt(a[0]).cast(U32)

def _sub(a: Words, b: Words) -> Words: return a[0] - b[0], a[1] - b[1] - a[0].lt(b[0]).cast(U32)

def _mul(a: Words, b: Words) -> Words:
  """The low 64 bits of a*b (the same for signed and unsigned): al*bl in full from 16-bit halves, plus the cross terms."""
  a0, a1, b0, b1 = a[0] & 0xFFFF, a[0] >> 16, b[0] & 0xFFFF, b[0] >> 16
  p00, p01, p10 = a0 * b0, a0 * b1, a1 * b0
  mid = (p00 >> 16) + (p01 & 0xFFFF) + (p10 & 0xFFFF)
  hi = a1 * b1 + (p01 >> 16) + (p10 >> 16) + (mid >> 16)
  return (p00 & 0xFFFF) | (mid << 16), hi + a[0] * b[1] + a[1] * b[0]

def _lt(a: Words, b: Words, signed: bool) -> UOp:
  hi_lt = a[1].bitcast(I32).lt(b[1].bitcast(I32)) if signed else a[1].lt(b[1])
  return hi_lt | (a[1].eq(b[1]) & a[0].lt(b[0]))

def _where(c: UOp, a: Words, b: Words) -> Words: return c.where(a[0], b[0]), c.where(a[1], b[1])

def _shl(a: Words, s: UOp) -> Words:
  """a << s for s in [0, 63]; no 32-bit shift ever shifts by 32 or more (undefined in C)."""
  s32, big = s & 31, (s & 32).ne(0)
  lo = a[0] << s32
  hi = (a[1] << s32) | ((a[0] >> 1) >> (31 - s32))
  return big.where(lo.const_like(0), lo), big.where(lo, hi)

def _shr(a: Words, s: UOp, signed: bool) -> Words:
  s32, big = s & 31, (s & 32).ne(0)
  hi = (a[1].bitcast(I32) >> s32.bitcast(I32)).bitcast(U32) if signed else a[1] >> s32
  lo = (a[0] >> s32) | ((a[1] << 1) << (31 - s32))
  fill = (a[1].bitcast(I32) >> 31).bitcast(U32) if signed else hi.const_like(0)
  return big.where(hi, lo), big.where(fill, hi)

def _udivmod(n: Words, d: Words) -> tuple[Words, Words]:
  """Restoring division, one quotient bit per step from the top (d == 0 gives all-ones and n, as the hardware-free loop does)."""
  q: list[UOp] = [n[0].const_like(0), n[0].const_like(0)]
  r: Words = _const(0)
  for i in range(63, -1, -1):
    bit = (n[i // 32] >> (i % 32)) & 1
    r = (r[0] << 1) | bit, (r[1] << 1) | (r[0] >> 31)
    ge = _lt(r, d, False).logical_not()
    r = _where(ge, _sub(r, d), r)
    q[i // 32] = q[i // 32] | (ge.cast(U32) << (i % 32))
  return (q[0], q[1]), r

def _udivmod_small(n: Words, d: int) -> tuple[Words, Words]:
  """n / d for a constant 0 < d < 2^16 with three native 32-bit divisions: the high word, then 16 bits at a time (each
  partial dividend stays under 2^32 because the carried remainder is under d)."""
  if d & (d - 1) == 0: return _shr(n, UOp.const(d.bit_length() - 1, U32), False), (n[0] & (d - 1), n[0].const_like(0))
  q_hi, r = n[1].cdiv(d), n[1].cmod(d)
  x = (r << 16) | (n[0] >> 16)
  y = (x.cmod(d) << 16) | (n[0] & 0xFFFF)
  return ((x.cdiv(d) << 16) | y.cdiv(d), q_hi), (y.cmod(d), n[0].const_like(0))

def _small_const(w: Words, signed: bool) -> int | None:
  """The value of a constant divisor when its magnitude is under 2^16 (and not 0), else None."""
  if w[0].op is not Ops.CONST or w[1].op is not Ops.CONST: return None
  v = w[0].arg | (w[1].arg << 32)
  if signed and v >= 2**63: v -= 2**64
  return v if 0 < abs(v) < 2**16 else None

def _neg(a: Words) -> Words: return _sub(_const(0), a)

def _divmod(a: Words, b: Words, signed: bool, mod: bool) -> Words:
  """Truncating division (C's / and %): magnitudes divided unsigned, the quotient negated when the signs differ, the
  remainder given the dividend's sign."""
  c = _small_const(b, signed)
  if not signed:
    q, r = _udivmod(a, b) if c is None else _udivmod_small(a, c)
    return r if mod else q
  na = a[1].bitcast(I32).lt(0)
  if c is not None:
    q, r = _udivmod_small(_where(na, _neg(a), a), abs(c))
    return _where(na, _neg(r), r) if mod else _where(na.ne(c < 0), _neg(q), q)
  nb = b[1].bitcast(I32).lt(0)
  q, r = _udivmod(_where(na, _neg(a), a), _where(nb, _neg(b), b))
  return _where(na, _neg(r), r) if mod else _where(na.ne(nb), _neg(q), q)

# ---- conversions ----

def _from_int(x: UOp) -> Words:
  if dtypes.is_unsigned(x.dtype) or x.dtype == dtypes.bool: return x.cast(U32), UOp.const(0, U32)
  x32 = x.cast(I32)
  return x32.bitcast(U32), (x32 >> 31).bitcast(U32)

def _from_float(x: UOp, signed: bool) -> Words:
  """The magnitude truncated to an integer and split exactly (hi = trunc(m / 2^32), lo = m - hi * 2^32 are exact in the
  source float), negated as a pair when x < 0."""
  f = x.cast(dtypes.float32) if x.dtype.itemsize < 4 else x
  m = f.lt(0).where(-f, f)
  # NaN and values past the range give 2^63's bits (x86's "integer indefinite", numpy's answer), never a wrap
  bad = m.lt(2.0 ** 63 if signed else 2.0 ** 64).logical_not() | (f.lt(0) if not signed else m.ne(m))
  m = bad.where(m.const_like(0), m).trunc()
  hi = (m * 2.0 ** -32).trunc()
  w = (m - hi * 2.0 ** 32).cast(U32), hi.cast(U32)
  return _where(bad, _const(-2**63), _where(f.lt(0), _neg(w), w) if signed else w)

def _to_float(a: Words, signed: bool, dt: DType) -> UOp:
  hi = a[1].bitcast(I32).cast(dtypes.float64) if signed else a[1].cast(dtypes.float64)
  return (hi * 2.0 ** 32 + a[0].cast(dtypes.float64)).cast(dt)

def _cast(x: UOp, src: UOp) -> UOp:
  """A CAST whose source or result is a long."""
  if x.dtype in LONGS:
    if src.op is Ops.STACK and src.arg in LONGS: return _pair((src.src[0], src.src[1]), x.dtype)
    return _pair(_from_float(src, x.dtype == dtypes.int64) if dtypes.is_float(src.dtype) else _from_int(src), x.dtype)
  lo, hi = src.src
  if x.dtype == dtypes.bool: return (lo | hi).ne(0)
  if dtypes.is_float(x.dtype): return _to_float((lo, hi), src.arg == dtypes.int64, x.dtype)
  return lo.bitcast(x.dtype) if x.dtype.itemsize == 4 else lo.cast(x.dtype)

# ---- the rules ----

def _alu(x: UOp) -> UOp | None:
  dt = next((s.arg for s in x.src if s.op is Ops.STACK and s.arg in LONGS), None)
  if dt is None: return None
  s: list[Words | None] = [(w.src[0], w.src[1]) if w.op is Ops.STACK and w.arg in LONGS else None for w in x.src]
  a, b = s[0], s[-1]
  signed = dt == dtypes.int64
  if x.op in (Ops.SHL, Ops.SHR) and a is not None:
    amt = b[0] if b is not None else x.src[1].cast(U32)
    return _pair(_shl(a, amt) if x.op is Ops.SHL else _shr(a, amt, signed), dt)
  if x.op is Ops.WHERE and s[1] is not None and s[2] is not None: return _pair(_where(x.src[0], s[1], s[2]), dt)
  if a is None or b is None or any(w is None for w in s): raise NotImplementedError(f"EMULATED_DTYPES=long: {x.op} mixes a long with {x.src}")
  if x.op is Ops.CMPLT: return _lt(a, b, signed)
  if x.op in (Ops.CMPNE, Ops.CMPEQ):
    ne = a[0].ne(b[0]) | a[1].ne(b[1])
    return ne if x.op is Ops.CMPNE else ne.logical_not()
  if x.op is Ops.MAX: return _pair(_where(_lt(a, b, signed), b, a), dt)
  if x.op in (Ops.CDIV, Ops.CMOD): return _pair(_divmod(a, b, signed, x.op is Ops.CMOD), dt)
  if x.op is Ops.NEG: return _pair(_neg(a), dt)
  if x.op is Ops.THREEFRY: return _pair(threefry2x32(*a, *b), dt)
  fns = {Ops.ADD: _add, Ops.SUB: _sub, Ops.MUL: _mul, Ops.AND: lambda p, q: (p[0] & q[0], p[1] & q[1]),
         Ops.OR: lambda p, q: (p[0] | q[0], p[1] | q[1]), Ops.XOR: lambda p, q: (p[0] ^ q[0], p[1] ^ q[1])}
  if x.op not in fns: raise NotImplementedError(f"EMULATED_DTYPES=long has no emulation of {x.op} on {dt}; compute it in another dtype")
  return _pair(fns[x.op](a, b), dt)

def _buffer(b: UOp) -> UOp:
  assert isinstance(b.dtype, PtrDType)
  size = b.dtype.size * 2 if b.dtype.size >= 0 else b.dtype.size
  return b.replace(dtype=U32.ptr(size, b.dtype.addrspace), arg=ParamArg(**{**b.arg.__dict__, "dtype": U32}))

def _narrow_index(buf: UOp, idx: UOp) -> UOp:
  """A long index (a gather's loaded index) into a buffer under 2^31 elements: where it is in bounds its low word is its value."""
  assert isinstance(buf.dtype, PtrDType)
  if not 0 <= buf.dtype.size < 2**31:
    raise NotImplementedError(f"EMULATED_DTYPES=long cannot index a buffer of {buf.dtype.size} elements with a long")
  return idx.src[0].bitcast(I32)

def _index(x: UOp) -> UOp:
  buf, idx = x.src[0], x.src[1]
  if idx.op is Ops.STACK and idx.arg in LONGS: idx = _narrow_index(x, idx)
  return UOp(Ops.STACK, buf.dtype, (buf.index(idx * 2), buf.index(idx * 2 + 1)), "addr")

def _load(x: UOp, addr: UOp) -> UOp:
  alts = [(w,) for w in x.src[1].src] if len(x.src) > 1 else [(), ()]
  lo, hi = (UOp(Ops.LOAD, U32, (a, *alt, *x.src[2:])) for a, alt in zip(addr.src, alts))
  return _pair((lo, hi), x.dtype)

def _store(x: UOp, addr: UOp, val: UOp) -> UOp:
  return UOp(Ops.GROUP, dtypes.void, tuple(a.store(w, *x.src[2:]) for a, w in zip(addr.src, val.src)))

def _stuck(x: UOp) -> UOp:
  if x.op is Ops.BITCAST: raise NotImplementedError(f"EMULATED_DTYPES=long cannot emulate a bitcast of {x.src[0].dtype} to {x.dtype}")
  raise NotImplementedError(f"EMULATED_DTYPES=long cannot emulate a long {x.op} ({x.arg!r}); keep Variables and ranges in int32")

ADDR = UPat(Ops.STACK, name="addr", arg="addr")
pm_long = PatternMatcher([
  (UPat((Ops.PARAM, Ops.BUFFER), name="b"), lambda b: _buffer(b) if _is_long_ptr(b.dtype) and isinstance(b.arg, ParamArg) else None),
  (UPat(Ops.AFTER, name="x"), lambda x: x.replace(dtype=x.src[0].dtype) if _is_long_ptr(x.dtype) and x.src[0].dtype != x.dtype else None),
  (UPat(Ops.INDEX, name="x"), lambda x: _index(x) if _is_long_ptr(x.dtype) and not _is_long_ptr(x.src[0].dtype) else None),
  (UPat(Ops.INDEX, src=(UPat.var("buf"), UPat(Ops.STACK, name="idx")), name="x"), lambda x, buf, idx:
   x.replace(src=(buf, _narrow_index(x, idx))) if idx.arg in LONGS and not _is_long_ptr(x.dtype) else None),
  (UPat(Ops.LOAD, src=(ADDR,), name="x", allow_any_len=True), _load),
  (UPat(Ops.STORE, src=(ADDR, UPat(Ops.STACK, name="val")), name="x", allow_any_len=True), _store),
  (UPat(Ops.CONST, name="x"), lambda x: _pair(_const(int(x.arg)), x.dtype) if x.dtype in LONGS else None),
  (UPat(Ops.CAST, src=(UPat.var("src"),), name="x"), lambda x, src: _cast(x, src) if x.dtype in LONGS or src.dtype.scalar() in LONGS or
   (src.op is Ops.STACK and src.arg in LONGS) else None),
  (UPat(Ops.BITCAST, src=(UPat(Ops.STACK, name="src"),), name="x"), lambda x, src: _pair((src.src[0], src.src[1]), x.dtype)
   if x.dtype in LONGS and src.arg in LONGS
   else None),
  (UPat(GroupOp.ALU, name="x"), _alu),
  (UPat((Ops.RANGE, Ops.SPECIAL, Ops.PARAM, Ops.BITCAST), name="x"), lambda x: _stuck(x) if x.dtype in LONGS else None),
])

def _any_long(sink: UOp) -> bool: return any(u.dtype in LONGS or _is_long_ptr(u.dtype) for u in sink.toposort())

@traced_pass()
def lower_longs(sink: UOp) -> UOp:
  """`sink` with every int64/uint64 value and buffer in 32-bit words (a no-op when it has none)."""
  if not _any_long(sink): return sink
  sink = graph_rewrite(sink, pm_long, name="long as two words")
  if left := [u for u in sink.toposort() if u.dtype in LONGS or any(s.op is Ops.STACK and s.arg in (*LONGS, "addr") for s in u.src)]:
    raise NotImplementedError(f"EMULATED_DTYPES=long cannot emulate {left[0].op} ({left[0].dtype}) of a long; compute it in another dtype")
  return sink

__all__ = ["lower_longs", "pm_long"]
