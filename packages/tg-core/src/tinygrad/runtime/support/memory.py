"""Memory management for GPU runtimes: a bump allocator (rings, VA ranges), a two-level segregated-fit allocator (TLSF), and a page-table
MemoryManager for runtimes that drive a device's MMU themselves (a vendor supplies the entry format and VRAM access).

The allocators hand out integer addresses inside [base, base+size) and never touch memory themselves. Running out raises MemoryError.
"""
from __future__ import annotations
import enum
from collections.abc import Sequence
from dataclasses import dataclass
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

# ---- page tables ----

class AddrSpace(enum.Enum):
  PHYS = enum.auto()  # the device's own memory
  SYS = enum.auto()   # host memory over the bus
  PEER = enum.auto()  # another device's memory

@dataclass(frozen=True)
class VirtMapping:
  va_addr: int
  size: int
  paddrs: tuple[tuple[int, int], ...]
  aspace: AddrSpace = AddrSpace.PHYS
  uncached: bool = False
  snooped: bool = False

class PageTable:
  """One table of a vendor's page-table format: `entries` 64-bit entries at physical address `paddr`, level `lv` (0 is the root).
  Vendors implement the entry encoding; the walker in MemoryManager only uses these methods."""
  def __init__(self, mm: MemoryManager, paddr: int, lv: int): self.mm, self.paddr, self.lv = mm, paddr, lv
  def entry(self, i: int) -> int: return self.mm.read64(self.paddr + 8 * i)
  def set_entry(self, i: int, v: int) -> None: self.mm.write64(self.paddr + 8 * i, v)
  def valid(self, i: int) -> bool: raise NotImplementedError
  def is_page(self, i: int) -> bool: raise NotImplementedError
  def address(self, i: int) -> int: raise NotImplementedError
  def set_table(self, i: int, child: PageTable) -> None: raise NotImplementedError
  def set_page(self, i: int, paddr: int, vm: VirtMapping) -> None: raise NotImplementedError
  def supports_huge_page(self) -> bool: return self.lv == len(self.mm.shifts) - 1

class MemoryManager:
  """Device memory: physical allocation (TLSF over VRAM), a global TLSF virtual range, and page tables walked over `shifts` (the VA
  bits each level translates, root first, e.g. 39/30/21/12). A mapping uses the largest page an aligned chunk allows; tables that
  become empty on unmap are freed. Vendors supply the PageTable format, VRAM access (read64/write64/zero) and the TLB flush."""
  def __init__(self, vram_size: int, shifts: Sequence[int], pt_t: type[PageTable], va_base: int, va_size: int, entries: int = 512,
               boot_size: int = 0):
    self.vram_size, self.shifts, self.pt_t, self.entries = vram_size, list(shifts), pt_t, entries
    self.palloc_ranges = TLSFAllocator(vram_size - boot_size, base=boot_size)
    self.va_allocator = TLSFAllocator(va_size, base=va_base)
    self.root = pt_t(self, self.palloc(entries * 8, 0x1000), 0)

  # vendors: VRAM access and TLB
  def read64(self, paddr: int) -> int: raise NotImplementedError
  def write64(self, paddr: int, v: int) -> None: raise NotImplementedError
  def zero(self, paddr: int, size: int) -> None:
    for off in range(0, size, 8): self.write64(paddr + off, 0)
  def on_range_mapped(self) -> None: pass

  def palloc(self, size: int, align: int = 0x1000, zero: bool = True) -> int:
    paddr = self.palloc_ranges.alloc(round_up(size, 0x1000), align)
    if zero: self.zero(paddr, round_up(size, 0x1000))
    return paddr
  def pfree(self, paddr: int) -> None: self.palloc_ranges.free(paddr)

  def _walk(self, va: int, size: int) -> list[tuple[PageTable, int, int]]:
    """(table, entry index, bytes the entry covers) from `va` over `size` bytes: the highest level where an aligned entry fits."""
    out: list[tuple[PageTable, int, int]] = []
    end = va + size
    while va < end:
      pt = self.root
      for lv, sh in enumerate(self.shifts):
        idx, pg = (va >> sh) & (self.entries - 1), 1 << sh
        fits = va % pg == 0 and end - va >= pg and (pt.supports_huge_page() or lv == len(self.shifts) - 1)
        if fits or lv == len(self.shifts) - 1:
          out.append((pt, idx, pg))
          va += pg
          break
        if not pt.valid(idx): pt.set_table(idx, self.pt_t(self, self.palloc(self.entries * 8, 0x1000), lv + 1))
        elif pt.is_page(idx): raise RuntimeError(f"{va:#x} is inside a huge page mapped at level {lv}")
        pt = self.pt_t(self, pt.address(idx), lv + 1)
    return out

  def map_range(self, va: int, size: int, paddrs: Sequence[tuple[int, int]], aspace: AddrSpace = AddrSpace.PHYS, uncached: bool = False,
                snooped: bool = False) -> VirtMapping:
    vm = VirtMapping(va, size, tuple(paddrs), aspace, uncached, snooped)
    if sum(s for _, s in paddrs) != size: raise ValueError(f"physical chunks cover {sum(s for _, s in paddrs):#x} bytes, the range {size:#x}")
    cur = va
    for paddr, psize in paddrs:
      for pt, idx, pg in self._walk(cur, psize):
        if pt.valid(idx): raise RuntimeError(f"{cur:#x} is already mapped")
        pt.set_page(idx, paddr, vm)
        cur, paddr = cur + pg, paddr + pg
    self.on_range_mapped()
    return vm

  def unmap_range(self, va: int, size: int) -> None:
    end = va + size
    while va < end:  # follow what is mapped (a page at whichever level it was made), not what a new mapping would choose
      pt = self.root
      for lv, sh in enumerate(self.shifts):
        idx = (va >> sh) & (self.entries - 1)
        if not pt.valid(idx): raise RuntimeError(f"unmap of {va:#x}: not mapped")
        if pt.is_page(idx) or lv == len(self.shifts) - 1:
          if va & ((1 << sh) - 1) or end - va < (1 << sh): raise RuntimeError(f"unmap of {va:#x}: it would split a {1 << sh:#x}-byte page")
          pt.set_entry(idx, 0)
          va += 1 << sh
          break
        pt = self.pt_t(self, pt.address(idx), lv + 1)
    self._free_pts(self.root)
    self.on_range_mapped()

  def _free_pts(self, pt: PageTable) -> bool:
    """Free the tables under `pt` that hold no valid entry; True when `pt` itself is empty."""
    live = False
    for i in range(self.entries):
      if not pt.valid(i): continue
      if not pt.is_page(i) and pt.lv < len(self.shifts) - 1 and self._free_pts(child := self.pt_t(self, pt.address(i), pt.lv + 1)):
        self.pfree(child.paddr)
        pt.set_entry(i, 0)
      else: live = True
    return not live

  def translate(self, va: int) -> int:
    """The physical address `va` maps to (a walk, as the device's MMU does)."""
    pt = self.root
    for lv, sh in enumerate(self.shifts):
      idx = (va >> sh) & (self.entries - 1)
      if not pt.valid(idx): raise RuntimeError(f"{va:#x} is not mapped (level {lv})")
      if pt.is_page(idx) or lv == len(self.shifts) - 1: return pt.address(idx) + (va & ((1 << sh) - 1))
      pt = self.pt_t(self, pt.address(idx), lv + 1)
    raise RuntimeError("unreachable")

  def valloc(self, size: int, align: int = 0x1000, contiguous: bool = False) -> VirtMapping:
    """A new VA range backed by VRAM: one chunk when contiguous, else the largest free chunks first (2 MiB, then 4 KiB pages)."""
    size = round_up(size, 0x1000)
    va = self.va_allocator.alloc(size, max(align, 2 << 20 if size >= (2 << 20) else 0x1000))
    paddrs, left = [], size
    try:
      if contiguous: paddrs = [(self.palloc(size, 0x1000, zero=False), size)]
      else:
        for chunk in (2 << 20, 0x1000):
          while left >= chunk:
            try: paddrs.append((self.palloc(chunk, chunk, zero=False), chunk))
            except MemoryError: break
            left -= chunk
        if left: raise MemoryError(f"Out of memory: {left:#x} of {size:#x} bytes could not be backed")
    except MemoryError:
      for p, _ in paddrs: self.pfree(p)
      self.va_allocator.free(va)
      raise
    return self.map_range(va, size, paddrs)

  def vfree(self, vm: VirtMapping) -> None:
    self.unmap_range(vm.va_addr, vm.size)
    self.va_allocator.free(vm.va_addr)
    for p, _ in vm.paddrs: self.pfree(p)
