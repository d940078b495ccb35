"""Tensor.qr and Tensor.svd, batched over leading dims.

qr: Householder reflections on full-size vectors (rows above the pivot masked to zero), so every step is the same few
elementwise and matmul kernels; Q is the full (m, m) product of the reflections, R (m, n) is exactly upper triangular.
svd: QR first (the Jacobi sweeps then work on the square n x n factor), then one-sided Jacobi: a round applies n/2 disjoint
plane rotations at once, the column pairs following a round-robin tournament, a fixed column shuffle between rounds, so every
round reuses the same kernels; a final QR of the rotated columns gives an orthonormal U even for zero singular values.
"""
from __future__ import annotations
from typing import TYPE_CHECKING
from tinygrad.dtype import dtypes
if TYPE_CHECKING: from tinygrad.tensor import Tensor

JACOBI_SWEEPS = 10  # cyclic Jacobi converges quadratically; 10 sweeps reach float32 precision for the sizes tested (n <= 64)

def _check(a: Tensor, what: str) -> None:
  if a.ndim < 2: raise ValueError(f"{what} needs a matrix (or a batch of matrices), got shape {a.shape}")
  if not dtypes.is_float(a.dtype): raise ValueError(f"{what} needs a float tensor, got {a.dtype}; cast it first")

def qr(a: Tensor) -> tuple[Tensor, Tensor]:
  """(Q, R) with Q (..., m, m) orthogonal and R (..., m, n) upper triangular, Q @ R == a."""
  T = type(a)  # the caller's Tensor class: this module never imports tinygrad.tensor
  _check(a, "qr")
  m, n = int(a.shape[-2]), int(a.shape[-1])
  lead = a.shape[:-2]
  R = a.clone()
  Q = T.eye(m, dtype=a.dtype).reshape(*[1] * len(lead), m, m).expand(*lead, m, m).clone(R.device)
  rows = T.arange(m).reshape(m, 1)
  for k in range(min(m - 1, n)):
    x = (rows >= k).where(R[..., :, k:k + 1], 0)  # (..., m, 1): the column below (and at) the pivot
    x0 = R[..., k:k + 1, k:k + 1]
    alpha = -(x0 >= 0).where(1, -1) * x.square().sum(-2, keepdim=True).sqrt()  # the sign that avoids cancellation
    v = x - rows.eq(k).where(alpha, 0)
    vn = v.square().sum(-2, keepdim=True)
    v = v * (vn > 0).where(vn.maximum(1e-30).rsqrt(), 0) * (2 ** 0.5)  # H = I - v v^T; a zero column needs no reflection
    R = (R - v @ (v.transpose(-2, -1) @ R)).contiguous()
    Q = (Q - (Q @ v) @ v.transpose(-2, -1)).contiguous()
  return Q, R.triu()

def _tournament(n: int) -> list[int]:
  """The round-robin shuffle of column slots: pairs are (i, i + n/2); slot 0 stays, the others rotate one place."""
  h = n // 2
  top, bot = list(range(h)), list(range(h, n))
  new_top, new_bot = [top[0], bot[0], *top[1:h - 1]], [*bot[1:], top[h - 1]]
  return (new_top + new_bot) if h > 1 else top + bot

def _jacobi(x: Tensor, n: int, perm: Tensor) -> Tensor:
  """One round on x = [W; V] (W's n rows on top): rotate every column pair (i, i + h) so W's two columns become orthogonal
  (the same rotation applied to V keeps W == R1 @ V), then apply the tournament shuffle."""
  h = x.shape[-1] // 2
  p, q = x[..., :h], x[..., h:]
  wp, wq = p[..., :n, :], q[..., :n, :]
  alpha, beta, gamma = wp.square().sum(-2, keepdim=True), wq.square().sum(-2, keepdim=True), (wp * wq).sum(-2, keepdim=True)
  still = gamma.eq(0)  # already orthogonal (or a zero column): no rotation
  zeta = (beta - alpha) / (2 * still.where(1, gamma))
  t = still.where(0, (zeta >= 0).where(1, -1) / (zeta.abs() + (1 + zeta.square()).sqrt()))
  c = (1 + t.square()).rsqrt()
  s = c * t
  return ((c * p - s * q).cat(s * p + c * q, dim=-1) @ perm).contiguous()

def _svd_tall(a: Tensor) -> tuple[Tensor, Tensor, Tensor]:
  """SVD of (..., m, n) with m >= n: U (..., m, m), S (..., n) descending, Vh (..., n, n)."""
  T = type(a)
  m, n = int(a.shape[-2]), int(a.shape[-1])
  lead = a.shape[:-2]
  q, r = qr(a)
  ne = n + n % 2  # an odd width gets a zero column, which every rotation leaves alone
  w = r[..., :n, :].pad(tuple([None] * len(lead) + [None, (0, ne - n)]))
  x = w.cat(T.eye(ne, dtype=a.dtype).reshape(*[1] * len(lead), ne, ne).expand(*lead, ne, ne), dim=-2).clone(w.device)
  perm = T.eye(ne, dtype=a.dtype)[:, _tournament(ne)].clone(w.device)  # x @ perm puts old column shuffle[j] in slot j
  for _ in range(JACOBI_SWEEPS):
    for _ in range(max(ne - 1, 1)): x = _jacobi(x, n, perm)
    x = x.realize()  # a sweep per schedule keeps the lazy graph (and the scheduler's recursion) shallow
  w, v = x[..., :n, :], x[..., n:, :]
  norms = w.square().sum(-2).sqrt()  # (..., ne); the padding column has norm 0 and sorts last
  order = norms.argsort(-1, descending=True)[..., :n]
  pick = order.unsqueeze(-2).eq(T.arange(ne).reshape(ne, 1)).cast(a.dtype)  # (..., ne, n): column j takes order[j]
  ws, vs = w @ pick, (v @ pick)[..., :n, :]
  u1, rr = qr(ws)
  u1 = u1 * (rr.diagonal(0, -2, -1) >= 0).where(1, -1).unsqueeze(-2)
  s = (norms.unsqueeze(-2) @ pick).squeeze(-2)
  tail = T.eye(m, dtype=a.dtype) * (T.arange(m) >= n)  # U = Q @ blockdiag(U1, I): Q's last m - n columns complete it
  u = q @ (u1.pad(tuple([None] * len(lead) + [(0, m - n), (0, m - n)])) + tail)
  return u, s, vs.transpose(-2, -1)

def svd(a: Tensor, full_matrices: bool = True) -> tuple[Tensor, Tensor, Tensor]:
  """(U, S, Vh) with S descending and U @ diag(S) @ Vh == a; full_matrices=False keeps the first min(m, n) columns/rows."""
  _check(a, "svd")
  m, n = int(a.shape[-2]), int(a.shape[-1])
  if m >= n: u, s, vh = _svd_tall(a)
  else:
    ut, s, vht = _svd_tall(a.transpose(-2, -1))
    u, vh = vht.transpose(-2, -1), ut.transpose(-2, -1)
  if full_matrices: return u, s, vh
  k = min(m, n)
  return u[..., :, :k], s, vh[..., :k, :]
