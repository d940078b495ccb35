"""MemoryManager over a toy page-table format (4 levels of 512 entries, 39/30/21/12, huge pages at 2 MiB), against a model:
every mapped page translates to the physical address the model says, unmapped ranges do not translate, and emptied tables are freed."""
import random
import pytest
from tinygrad.runtime.support.memory import MemoryManager, PageTable, VirtMapping

VALID, PAGE = 1, 2  # toy entry: bit 0 valid, bit 1 leaf page, address in bits 12..51

class ToyPT(PageTable):
  def valid(self, i): return bool(self.entry(i) & VALID)
  def is_page(self, i): return bool(self.entry(i) & PAGE)
  def address(self, i): return self.entry(i) & 0x000F_FFFF_FFFF_F000
  def set_table(self, i, child): self.set_entry(i, child.paddr | VALID)
  def set_page(self, i, paddr, vm: VirtMapping): self.set_entry(i, paddr | VALID | PAGE)
  def supports_huge_page(self): return self.lv >= 2

class ToyMM(MemoryManager):
  def __init__(self, vram):
    self.vram, self.flushes = {}, 0
    super().__init__(vram, [39, 30, 21, 12], ToyPT, va_base=1 << 40, va_size=1 << 36)
  def read64(self, paddr): return self.vram.get(paddr, 0)
  def write64(self, paddr, v):
    if v: self.vram[paddr] = v
    else: self.vram.pop(paddr, None)
  def zero(self, paddr, size):
    for k in [k for k in self.vram if paddr <= k < paddr + size]: del self.vram[k]
  def on_range_mapped(self): self.flushes += 1

def check(mm, model):
  for va, pa in model.items(): assert mm.translate(va) == pa and mm.translate(va + 0xabc) == pa + 0xabc

@pytest.mark.parametrize("seed", range(6))
def test_valloc_vfree_model(seed):
  rng = random.Random(seed)
  mm = ToyMM(256 << 20)
  free_at_start = mm.palloc_ranges.alloc(1 << 12)
  mm.palloc_ranges.free(free_at_start)
  live, model = [], {}
  for _ in range(25):
    if live and rng.random() < 0.4:
      vm = live.pop(rng.randrange(len(live)))
      mm.vfree(vm)
      for off in range(0, vm.size, 0x1000):
        del model[vm.va_addr + off]
        with pytest.raises(RuntimeError, match="not mapped"): mm.translate(vm.va_addr + off)
    else:
      size = rng.choice([0x1000, 0x3000, 2 << 20, (2 << 20) + 0x5000, 5 << 20])
      vm = mm.valloc(size, contiguous=rng.random() < 0.3)
      live.append(vm)
      va = vm.va_addr
      for pa, n in vm.paddrs:
        for off in range(0, n, 0x1000): model[va + off] = pa + off
        va += n
    check(mm, model)
  for vm in live: mm.vfree(vm)
  assert not mm.vram, "unmapped tables and entries are all gone"
  assert mm.palloc_ranges.alloc(1 << 12) == free_at_start  # every table and page went back to the physical allocator

def test_huge_pages_used_when_aligned():
  mm = ToyMM(64 << 20)
  vm = mm.valloc(4 << 20, contiguous=True)
  tables_before = len({k & ~0xFFF for k in mm.vram})
  assert tables_before == 3  # root, level 1, level 2: two 2 MiB entries, no level-3 table
  mm.vfree(vm)

def test_errors():
  mm = ToyMM(16 << 20)
  vm = mm.valloc(0x2000)
  with pytest.raises(RuntimeError, match="already mapped"): mm.map_range(vm.va_addr, 0x1000, [(0x100000, 0x1000)])
  with pytest.raises(ValueError, match="cover"): mm.map_range(vm.va_addr + (1 << 30), 0x2000, [(0x100000, 0x1000)])
  before = mm.palloc_ranges.alloc(0x1000)
  mm.palloc_ranges.free(before)
  with pytest.raises(MemoryError): mm.valloc(64 << 20)
  assert mm.palloc_ranges.alloc(0x1000) == before  # a failed valloc gives back what it took
  assert mm.flushes >= 1
