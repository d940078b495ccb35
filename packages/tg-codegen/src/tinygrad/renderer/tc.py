"""Tensor cores: one record per warp-level matrix instruction of each target.

A tensor core computes D = A@B + C on an MxK tile A, a KxN tile B and an MxN accumulator C, spread over `threads` lanes.
Every dimension is a power of two, so each lane/element bit of an operand holds one bit of one matrix coordinate:
- The warp tile is built by `opts`, read in order: "l0"/"u0" split the lowest remaining bit of N (axis 0), "l1"/"u1" of M
  (axis 1); an "l" bit becomes the next lane-id bit (from bit 0 up), a "u" bit the next accumulator-element bit.
  Naming those bits l0.., u0.. in creation order and the K bits r0.. (lowest first) gives `base_shape_str()`; that is C's layout.
- `swizzle[0]` (A) and `swizzle[1]` (B) are (lanes, upcasts, reduces): the operand's value at position `base_shape_str()[i]`
  is taken from axis `flat_swizzle[i]`. After the permutation the operand's lane bit j is position l_j, and its element bits,
  lowest first, are the last log2(ept) positions of [r0.., u0..] (`operand_axes`). Positions left over hold the other
  operand's dims: those lanes replicate data (RDNA3 lanes 16-31) or those positions are never contracted.
`coords()` turns that into (lane, element) -> matrix coordinate, which the tests check against the vendors' layout formulas.
"""
from __future__ import annotations
import functools, math
from dataclasses import dataclass
from tinygrad.dtype import DType, dtypes

Swizzle = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]

@dataclass(frozen=True)
class TensorCore:
  dims: tuple[int, int, int]  # (N, M, K)
  threads: int
  elements_per_thread: tuple[int, int, int]  # per lane, for A, B and C
  dtype_in: DType
  dtype_out: DType
  opts: tuple[str, ...]
  swizzle: tuple[Swizzle, Swizzle]

  def __post_init__(self) -> None:
    n_l, n_u, n_r = len(self.get_local_axes()), len(self.get_upcast_axes()), len(self.get_reduce_axes())
    if self.dims[0] * self.dims[1] != 2 ** (n_l + n_u): raise ValueError(f"{self}: N*M must be 2**(locals+upcasts) of its opts")
    if self.threads != 2 ** n_l: raise ValueError(f"{self}: threads must be 2**(number of l opts)")
    if self.elements_per_thread[2] != 2 ** n_u: raise ValueError(f"{self}: C's elements per thread must be 2**(number of u opts)")
    for name, (l, u, r) in zip("AB", self.swizzle):
      if (len(l), len(u), len(r)) != (n_l, n_u, n_r) or sorted(l + u + r) != sorted(self.base_shape_str()):
        raise ValueError(f"{self}: swizzle of {name} must be a permutation of {self.base_shape_str()} split {n_l}/{n_u}/{n_r}")

  def __str__(self) -> str: return "_".join(["WMMA", *map(str, self.dims), self.dtype_in.name, self.dtype_out.name]).replace(" ", "")
  def get_reduce_axes(self) -> list[tuple[int, int]]: return [(i, 2) for i in range(int(math.log2(self.dims[2])))]
  def get_upcast_axes(self) -> list[str]: return [o for o in self.opts if o[0] == "u"]
  def get_local_axes(self) -> list[str]: return [o for o in self.opts if o[0] == "l"]

  def base_shape_str(self) -> list[str]:
    """The axis names of the warp tile in creation order: the opts (numbered per kind), then the K bits r0, r1, ..."""
    cnt = {"l": 0, "u": 0}
    ret = []
    for o in self.opts:
      ret.append(f"{o[0]}{cnt[o[0]]}")
      cnt[o[0]] += 1
    return ret + [f"r{i}" for i in range(len(self.get_reduce_axes()))]
  def base_upcast_axes(self) -> list[str]:
    """Element bits of an operand, most significant first: contracting the first log2(ept) of these builds the vector."""
    return [f"u{i}" for i in range(len(self.get_upcast_axes()))][::-1] + [f"r{i}" for i in range(len(self.get_reduce_axes()))][::-1]
  def _remaps(self) -> list[dict[str, str]]:
    fwd = sorted(self.base_shape_str(), key=lambda s: ("lur".index(s[0]), int(s[1:])))
    return [dict(zip(fwd, l + u + r)) for l, u, r in self.swizzle]
  def permutes_for_shape_str(self, shape_str: list[str]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For a kernel whose axes are named `shape_str`, the axis permutation that feeds A and B in the hardware's order."""
    a, b = ([shape_str.index(remap[s]) if s in remap else i for i, s in enumerate(shape_str)] for remap in self._remaps())
    return tuple(a), tuple(b)

  # ---- the layout as coordinates (for emulators and tests) ----
  @functools.cached_property
  def _axis_bits(self) -> dict[str, tuple[str, int]]:
    """Base axis name -> (dimension "n"/"m"/"k", bit)."""
    nxt = {"0": 0, "1": 0}
    ret = {}
    for name, o in zip(self.base_shape_str(), self.opts):
      ret[name] = ("n" if o[1] == "0" else "m", nxt[o[1]])
      nxt[o[1]] += 1
    return ret | {f"r{i}": ("k", i) for i in range(len(self.get_reduce_axes()))}
  def operand_axes(self, op: int) -> tuple[list[str], list[str]]:
    """(lane bits, element bits), lowest first, of operand 0=A, 1=B, 2=C as base axis names."""
    remap = self._remaps()[op] if op < 2 else {s: s for s in self.base_shape_str()}
    n_l, n_e = len(self.get_local_axes()), int(math.log2(self.elements_per_thread[op]))
    lanes = [remap[f"l{j}"] for j in range(n_l)]
    elems = [remap[p] for p in reversed(self.base_upcast_axes()[:n_e])] if n_e else []
    return lanes, elems
  def coords(self, op: int, lane: int, elem: int) -> tuple[int, int]:
    """The (row, col) of A (m, k), B (k, n) or C (m, n) that `lane` holds in element `elem`."""
    dims = (("m", "k"), ("k", "n"), ("m", "n"))[op]
    lanes, elems = self.operand_axes(op)
    pos = {d: 0 for d in "nmk"}
    for bits, names in ((lane, lanes), (elem, elems)):
      for j, name in enumerate(names):
        d, b = self._axis_bits[name]
        if bits >> j & 1 and d in dims: pos[d] |= 1 << b
    return pos[dims[0]], pos[dims[1]]

def _tcs(dims: tuple[int, int, int], threads: int, ept: tuple[int, int, int], dtypes_io: list[tuple[DType, DType]], opts: tuple[str, ...],
         swizzle: tuple[Swizzle, Swizzle]) -> list[TensorCore]:
  return [TensorCore(dims, threads, ept, di, do, opts, swizzle) for di, do in dtypes_io]

# ---- NVIDIA mma.sync (PTX ISA "matrix fragments for mma.m16n8kK"); groupID = lane>>2 holds M, lane&3 holds N/K pairs ----
_cuda_opts = ("u0", "l0", "l0", "l1", "l1", "l1", "u1")
cuda_8168_f16 = _tcs((8, 16, 8), 32, (4, 2, 4), [(dtypes.half, dtypes.float), (dtypes.half, dtypes.half)], _cuda_opts,
                     ((("r1", "r2", "l2", "l3", "l4"), ("r0", "u1"), ("l0", "l1", "u0")),
                      (("r1", "r2", "u0", "l0", "l1"), ("u1", "r0"), ("l2", "l3", "l4"))))
cuda_8168_tf32 = _tcs((8, 16, 8), 32, (4, 2, 4), [(dtypes.float, dtypes.float)], _cuda_opts,
                      ((("r0", "r1", "l2", "l3", "l4"), ("u1", "r2"), ("l0", "l1", "u0")),
                       (("r0", "r1", "u0", "l0", "l1"), ("u1", "r2"), ("l2", "l3", "l4"))))
cuda_81616 = _tcs((8, 16, 16), 32, (8, 4, 4), [(dtypes.half, dtypes.float), (dtypes.bfloat16, dtypes.float), (dtypes.half, dtypes.half)], _cuda_opts,
                  ((("r1", "r2", "l2", "l3", "l4"), ("u1", "r3"), ("l0", "l1", "u0", "r0")),
                   (("r1", "r2", "u0", "l0", "l1"), ("r0", "r3"), ("l2", "l3", "l4", "u1"))))
cuda_81632_f8 = _tcs((8, 16, 32), 32, (16, 8, 4), [(dtypes.fp8e4m3, dtypes.float), (dtypes.fp8e5m2, dtypes.float)], _cuda_opts,
                     ((("r2", "r3", "l2", "l3", "l4"), ("u1", "r4"), ("l0", "l1", "u0", "r0", "r1")),
                      (("r2", "r3", "u0", "l0", "l1"), ("r1", "r4"), ("l2", "l3", "l4", "u1", "r0"))))
cuda_sm75 = cuda_8168_f16
cuda_sm80 = cuda_81616 + cuda_8168_f16 + cuda_8168_tf32  # tf32 is only used with ALLOW_TF32: the optimiser filters it
cuda_sm89 = cuda_sm80 + cuda_81632_f8

def cuda_tensor_cores(sm: int) -> list[TensorCore]: return cuda_sm89 if sm >= 89 else cuda_sm80 if sm >= 80 else cuda_sm75 if sm >= 75 else []

# ---- AMD RDNA3 WMMA (wave32): A/B lanes 16-31 repeat lanes 0-15; C row = 2*elem + lane/16, col = lane%16 ----
amd_rdna3 = _tcs((16, 16, 16), 32, (16, 16, 8), [(dtypes.half, dtypes.float), (dtypes.half, dtypes.half), (dtypes.bfloat16, dtypes.float),
                 (dtypes.int8, dtypes.int32)], ("l0", "l0", "l0", "l0", "l1", "u1", "u1", "u1"),
                 ((("l4", "u0", "u1", "u2", "l0"), ("r1", "r2", "r3"), ("l1", "l2", "l3", "r0")),
                  (("l0", "l1", "l2", "l3", "l4"), ("r1", "r2", "r3"), ("u0", "u1", "u2", "r0"))))
# ---- AMD RDNA4 WMMA (wave32): A/B k = (e&3) + 4*(lane/16) + 8*(e/4); C row = elem + 8*(lane/16) ----
amd_rdna4 = _tcs((16, 16, 16), 32, (8, 8, 8), [(dtypes.half, dtypes.float), (dtypes.half, dtypes.half), (dtypes.bfloat16, dtypes.float),
                 (dtypes.bfloat16, dtypes.bfloat16)], ("l0", "l0", "l0", "l0", "u1", "u1", "u1", "l1"),
                 ((("u0", "u1", "u2", "l4", "r2"), ("r0", "r1", "r3"), ("l0", "l1", "l2", "l3")),
                  (("l0", "l1", "l2", "l3", "r2"), ("r0", "r1", "r3"), ("l4", "u0", "u1", "u2"))))
# ---- AMD CDNA MFMA (wave64): A/B row = lane%16, k = e + ept*(lane/16); C row = elem + 4*(lane/16) ----
_cdna_opts = ("l0", "l0", "l0", "l0", "u1", "u1", "l1", "l1")
_cdna_f16 = [(dtypes.half, dtypes.float), (dtypes.bfloat16, dtypes.float)]
amd_cdna_161616 = _tcs((16, 16, 16), 64, (4, 4, 4), _cdna_f16, _cdna_opts,
                       ((("u0", "u1", "l4", "l5", "r2", "r3"), ("r0", "r1"), ("l0", "l1", "l2", "l3")),
                        (("l0", "l1", "l2", "l3", "r2", "r3"), ("r0", "r1"), ("u0", "u1", "l4", "l5"))))
def _cdna_161632(dtypes_io: list[tuple[DType, DType]]) -> list[TensorCore]:
  return _tcs((16, 16, 32), 64, (8, 8, 4), dtypes_io, _cdna_opts,
              ((("u0", "u1", "l4", "l5", "r3", "r4"), ("r1", "r2"), ("l0", "l1", "l2", "l3", "r0")),
               (("l0", "l1", "l2", "l3", "r3", "r4"), ("r1", "r2"), ("u0", "u1", "l4", "l5", "r0"))))
amd_cdna3 = _cdna_161632([(dtypes.fp8e4m3fnuz, dtypes.float), (dtypes.fp8e5m2fnuz, dtypes.float)]) + amd_cdna_161616
_fp8_ocp = [(dtypes.fp8e4m3, dtypes.float), (dtypes.fp8e5m2, dtypes.float)]
amd_cdna4 = _tcs((16, 16, 128), 64, (32, 32, 4), _fp8_ocp, _cdna_opts,
                 ((("u0", "u1", "l4", "l5", "r5", "r6"), ("r3", "r4"), ("l0", "l1", "l2", "l3", "r0", "r1", "r2")),
                  (("l0", "l1", "l2", "l3", "r5", "r6"), ("r3", "r4"), ("u0", "u1", "l4", "l5", "r0", "r1", "r2")))) + \
  _cdna_161632(_fp8_ocp + _cdna_f16) + amd_cdna_161616

def amd_tensor_cores(arch: str) -> list[TensorCore]:
  """The tensor cores of an AMD gfx target (gfx11xx RDNA3, gfx12xx RDNA4, gfx942 CDNA3, gfx950 CDNA4)."""
  if arch.startswith("gfx11"): return amd_rdna3
  if arch.startswith("gfx12"): return amd_rdna4
  if arch.startswith("gfx950"): return amd_cdna4
  if arch.startswith("gfx94"): return amd_cdna3
  return []

# ---- Apple simdgroup_matrix 8x8 (Apple7+): col = 4*(lane>>3 & 1) + 2*(lane & 1) + elem, row = 4*(lane>>4) + (lane>>1 & 3) ----
metal = _tcs((8, 8, 8), 32, (2, 2, 2), [(dtypes.float, dtypes.float), (dtypes.half, dtypes.float), (dtypes.half, dtypes.half),
             (dtypes.bfloat16, dtypes.float), (dtypes.bfloat16, dtypes.bfloat16)], ("u0", "l0", "l1", "l1", "l0", "l1"),
             ((("r1", "l1", "l2", "r2", "l4"), ("r0",), ("u0", "l0", "l3")), (("l0", "r0", "r1", "l3", "r2"), ("u0",), ("l1", "l2", "l4"))))
