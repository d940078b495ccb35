"""Number formats and rounding for the PTX executor: bfloat16 and fp8 (e4m3, e5m2) bits, directed rounding to float32,
and saturating float -> integer conversion, all vectorised with numpy."""
from __future__ import annotations
import functools
from typing import Any
import numpy as np

def bf16_to_f32(bits: np.ndarray) -> np.ndarray: return (np.asarray(bits).astype(np.uint32) << np.uint32(16)).view(np.float32)

def f32_to_bf16(x: Any, mode: str = "rn") -> np.ndarray:
  """bfloat16 bits of float32 values: round to nearest even (or toward zero / down / up); NaN stays a quiet NaN."""
  b = np.asarray(x, np.float32).view(np.uint32)
  if mode == "rn": r = (b + np.uint32(0x7FFF) + ((b >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16)
  else:
    t = b >> np.uint32(16)
    inexact = (b & np.uint32(0xFFFF)) != 0
    neg = (b >> np.uint32(31)) == 1
    up = inexact & ((neg & (mode == "rm")) | (~neg & (mode == "rp")))
    r = t + up.astype(np.uint32)
  r = np.where(np.isnan(np.asarray(x, np.float32)), (b >> np.uint32(16)) | np.uint32(0x40), r)
  return r.astype(np.uint16)

def round_f32(x64: np.ndarray, mode: str) -> np.ndarray:
  """float64 values rounded to float32 with a PTX rounding mode (rn, rz, rm, rp)."""
  r = np.asarray(x64, np.float64).astype(np.float32)
  if mode == "rn": return r
  r64 = r.astype(np.float64)
  if mode == "rz": fix, to = np.abs(r64) > np.abs(x64), np.float32(0)
  elif mode == "rm": fix, to = r64 > x64, np.float32(-np.inf)
  elif mode == "rp": fix, to = r64 < x64, np.float32(np.inf)
  else: raise ValueError(f"rounding mode {mode}")
  return np.where(fix, np.nextafter(r, to), r)

def fma_odd(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
  """a*b+c for float32-or-narrower inputs as float64 rounded to odd: the product is exact in float64 and TwoSum recovers the sum's
  error, so one more rounding to float32/16 (any mode) equals a single rounding of the exact result."""
  p = np.asarray(a, np.float64) * np.asarray(b, np.float64)
  c = np.asarray(c, np.float64)
  s = p + c
  bb = s - p
  err = (p - (s - bb)) + (c - bb)
  nudge = np.isfinite(err) & (err != 0) & ((s.view(np.uint64) & np.uint64(1)) == 0)
  return np.where(nudge, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s) if nudge.any() else s

def _two_sum(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
  s = a + b
  bb = s - a
  return s, (a - (s - bb)) + (b - bb)

def _split(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
  t = a * 134217729.0  # Veltkamp: 2^27 + 1 splits a double into two 26-bit halves
  hi = t - (t - a)
  return hi, a - hi

def fma_f64(a: Any, b: Any, c: Any) -> np.ndarray:
  """a*b+c in float64 rounded once, as fma.rn.f64 does: the product's exact error (Dekker), the sum's (TwoSum), the two errors added
  rounded to odd, then one rounding to nearest (Boldo and Melquiond's emulated FMA). Products that overflow the splitting fall back
  to the plain expression."""
  a, b, c = (np.asarray(x, np.float64) for x in (a, b, c))
  with np.errstate(all="ignore"):
    p = a * b
    (ah, al), (bh, bl) = _split(a), _split(b)
    e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    s, t = _two_sum(c, p)
    v, verr = _two_sum(t, e)
    odd = np.isfinite(verr) & (verr != 0) & ((v.view(np.uint64) & np.uint64(1)) == 0)
    v = np.where(odd, np.nextafter(v, np.where(verr > 0, np.inf, -np.inf)), v)
    out = s + v
    ok = np.isfinite(out) & np.isfinite(e) & (np.abs(a) < 2.0 ** 995) & (np.abs(b) < 2.0 ** 995)
  return np.where(ok, out, p + c)

def f32_odd(x64: np.ndarray) -> np.ndarray:
  """float64 -> float32 rounded to odd (truncate, then set the last bit when inexact): safe to round again to bfloat16."""
  r = round_f32(x64, "rz")
  inexact = np.isfinite(x64) & (r.astype(np.float64) != x64)
  return np.where(inexact, (r.view(np.uint32) | np.uint32(1)).view(np.float32), r)

def round_to(x64: np.ndarray, mode: str, dt: Any) -> np.ndarray:
  """float64 values rounded to a narrower float type (float32 or float16) with a PTX rounding mode."""
  x64 = np.asarray(x64, np.float64)
  r = x64.astype(dt)
  if mode == "rn": return r
  r64 = r.astype(np.float64)
  fix, to = {"rz": (np.abs(r64) > np.abs(x64), dt(0)), "rm": (r64 > x64, dt(-np.inf)), "rp": (r64 < x64, dt(np.inf))}[mode]
  return np.where(fix, np.nextafter(r, to), r)

def int_to_f32(v: np.ndarray, mode: str) -> np.ndarray:
  """64-bit integers to float32 with one rounding (float64 would round first): exact integer arithmetic per element."""
  out = []
  for x in np.asarray(v).ravel().tolist():
    s, m = (-1 if x < 0 else 1), abs(x)
    e = max(m.bit_length() - 24, 0)
    q, r = divmod(m, 1 << e)
    half = (1 << (e - 1)) if e else 0
    if mode == "rn": q += 1 if e and (r > half or (r == half and q & 1)) else 0
    elif r and ((mode == "rp" and s > 0) or (mode == "rm" and s < 0)): q += 1
    out.append(s * float(q << e))
  return np.array(out, np.float64).astype(np.float32).reshape(np.shape(v))

def int_limits(t: str) -> tuple[int, int]:
  bits = int(t[1:]) if t[1:].isdigit() else 8
  return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if t[0] == "s" else (0, (1 << bits) - 1)

ROUND_INT = {"rni": np.rint, "rzi": np.trunc, "rmi": np.floor, "rpi": np.ceil}

def float_to_int(x: np.ndarray, rnd: str, t: str, dt: Any) -> np.ndarray:
  """PTX float -> integer: round with rnd, saturate to the type's range, NaN -> 0."""
  v = ROUND_INT[rnd](np.asarray(x, np.float64))
  lo, hi = int_limits(t)
  nan, big, small = np.isnan(v), v >= float(hi), v <= float(lo)
  safe = np.where(nan | big | small, 0.0, v)
  out = safe.astype(np.int64).astype(dt) if t[0] == "s" or int(t[1:]) < 64 else safe.astype(np.uint64)
  return np.where(big, np.array(hi).astype(dt), np.where(small, np.array(lo).astype(dt), out)).astype(dt)

# ---- fp8 ----
@functools.cache
def _fp8_table(kind: str) -> np.ndarray:
  """float32 value of every fp8 code (e4m3: bias 7, no infinities, S.1111.111 NaN; e5m2: bias 15, IEEE-style)."""
  eb, mb, bias = (4, 3, 7) if kind == "e4m3" else (5, 2, 15)
  out = np.zeros(256, np.float32)
  for code in range(256):
    s, e, m = code >> 7, (code >> mb) & ((1 << eb) - 1), code & ((1 << mb) - 1)
    if kind == "e4m3" and e == 15 and m == 7: v = float("nan")
    elif kind == "e5m2" and e == 31: v = float("inf") if m == 0 else float("nan")
    elif e == 0: v = m / (1 << mb) * 2.0 ** (1 - bias)
    else: v = (1 + m / (1 << mb)) * 2.0 ** (e - bias)
    out[code] = -v if s else v
  return out

def fp8_decode(codes: np.ndarray, kind: str) -> np.ndarray: return _fp8_table(kind)[np.asarray(codes).astype(np.int64)]

def fp8_encode(x: np.ndarray, kind: str, satfinite: bool = True) -> np.ndarray:
  """fp8 codes of float32 values, round to nearest even; out of range saturates to the largest finite (satfinite)."""
  tab = _fp8_table(kind)
  maxcode = 0x7E if kind == "e4m3" else 0x7B
  pos = tab[:maxcode + 1].astype(np.float64)
  xf = np.asarray(x, np.float32).astype(np.float64)
  a, neg = np.abs(xf), np.signbit(xf)
  i = np.clip(np.searchsorted(pos, a), 1, maxcode)
  lo, hi = pos[i - 1], pos[i]
  pick_hi = (a - lo > hi - a) | ((a - lo == hi - a) & ((i % 2) == 0))
  code = np.where(pick_hi, i, i - 1)
  over = a > pos[maxcode]
  if satfinite or kind == "e4m3": code = np.where(over, maxcode, code)
  else: code = np.where(over & (a >= pos[maxcode] + (pos[maxcode] - pos[maxcode - 1]) / 2), 0x7C, code)
  code = np.where(np.isnan(xf), 0x7F, code)
  return (code | (neg.astype(np.int64) << 7) * (~np.isnan(xf))).astype(np.uint8)
