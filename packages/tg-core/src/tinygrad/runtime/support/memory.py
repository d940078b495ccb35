"""Address-range allocators for GPU runtimes: a bump allocator (rings, VA ranges) and a two-level segregated-fit allocator (TLSF).

Both hand out integer addresses inside [base, base+size) and never touch memory themselves. Running out raises MemoryError.
"""
from __future__ import annotations
from tinygrad.helpers import round_up

class BumpAllocator:
  """Addresses handed out in order; with `wrap` it starts again at `base` when the end is reached (a ring), else it raises."""
  def __init__(self, size: int, base: int = 0, wrap: bool = True):
    self.size, self.base, self.wrap, self.ptr = size, base, wrap, 0
  def alloc(self, size: int, alignment: int = 1) -> int:
    if size > self.size: raise MemoryError(f"Out of memory: {size:#x} bytes asked of a {self.size:#x}-byte range")
    if (start := round_up(self.ptr, alignment)) + size > self.size:
      if not self.wrap: raise MemoryError(f"Out of memory: {size:#x} bytes asked, {self.size - self.ptr:#x} left of {self.size:#x}")
      start = 0
    self.ptr = start + size
    return self.base + start

class TLSFAllocator:
  """Two-level segregated fit: free blocks are bucketed by the most significant bit of their size (level 1) and then by the next
  log2(lv2_cnt) bits (level 2). alloc rounds the size up to `block_size`, searches the buckets upward from the request's one, and
  splits off the alignment prefix and the remainder as free blocks; free merges a block with free neighbours."""
  def __init__(self, size: int, base: int = 0, block_size: int = 16, lv2_cnt: int = 16):
    self.size, self.base, self.block_size, self.lv2_cnt = size, base, block_size, lv2_cnt
    self.l2_bits = lv2_cnt.bit_length() - 1
    self.storage: list[list[dict[int, None]]] = [[{} for _ in range(lv2_cnt)] for _ in range(size.bit_length() + 1)]
    # start -> [size, prev start or None, next start or None, is_free]
    self.blocks: dict[int, list] = {0: [size, None, None, True]}
    if size > 0: self._insert(0)

  def _bucket(self, size: int) -> tuple[int, int]:
    l1 = size.bit_length()
    return l1, ((size << self.l2_bits) >> (l1 - 1)) & (self.lv2_cnt - 1) if l1 else 0
  def _insert(self, start: int) -> None:
    l1, l2 = self._bucket(self.blocks[start][0])
    self.storage[l1][l2][start] = None
  def _remove(self, start: int) -> None:
    l1, l2 = self._bucket(self.blocks[start][0])
    del self.storage[l1][l2][start]

  def _split(self, start: int, size: int) -> None:
    """Cut the block at `start` into [start, start+size) and a new block after it (both keep their free state)."""
    bsize, prev, nxt, free = self.blocks[start]
    self.blocks[start] = [size, prev, start + size, free]
    self.blocks[start + size] = [bsize - size, start, nxt, free]
    if nxt is not None: self.blocks[nxt][1] = start + size

  def _merge_next(self, start: int) -> None:
    nxt = self.blocks[start][2]
    nsize, _, nnxt, _ = self.blocks.pop(nxt)
    self.blocks[start][0] += nsize
    self.blocks[start][2] = nnxt
    if nnxt is not None: self.blocks[nnxt][1] = start

  def alloc(self, req_size: int, align: int = 1) -> int:
    size = max(self.block_size, round_up(req_size, self.block_size))
    l1s, l2s = self._bucket(size)
    for l1 in range(l1s, len(self.storage)):
      for l2 in range(l2s if l1 == l1s else 0, self.lv2_cnt):
        for start in self.storage[l1][l2]:
          bsize = self.blocks[start][0]
          astart = round_up(self.base + start, align) - self.base
          if astart + size > start + bsize: continue
          self._remove(start)
          if astart > start:  # the alignment prefix stays free
            self._split(start, astart - start)
            self._insert(start)
          if self.blocks[astart][0] > size:
            self._split(astart, size)
            self._insert(astart + size)
          self.blocks[astart][3] = False
          return self.base + astart
    raise MemoryError(f"Out of memory: no free block of {size:#x} bytes (alignment {align:#x}) in a {self.size:#x}-byte range")

  def free(self, addr: int) -> None:
    start = addr - self.base
    if (blk := self.blocks.get(start)) is None or blk[3]: raise ValueError(f"free of {addr:#x}, which is not an allocated block")
    blk[3] = True
    if (nxt := blk[2]) is not None and self.blocks[nxt][3]:
      self._remove(nxt)
      self._merge_next(start)
    if (prev := blk[1]) is not None and self.blocks[prev][3]:
      self._remove(prev)
      self._merge_next(prev)
      start = prev
    self._insert(start)
