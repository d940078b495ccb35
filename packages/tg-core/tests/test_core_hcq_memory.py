"""BumpAllocator and TLSFAllocator against a model: every live block lies inside the range, is aligned and overlaps no other."""
import pytest
from hypothesis import given, settings, strategies as st
from tinygrad.runtime.support.memory import BumpAllocator, TLSFAllocator

def test_bump_wraps_and_raises():
  a = BumpAllocator(0x100, base=0x1000, wrap=True)
  assert [a.alloc(0x40) for _ in range(4)] == [0x1000, 0x1040, 0x1080, 0x10c0]
  assert a.alloc(0x40) == 0x1000  # wrapped
  assert a.alloc(0x10, alignment=0x80) == 0x1080
  b = BumpAllocator(0x100, wrap=False)
  b.alloc(0xf0)
  with pytest.raises(MemoryError, match="Out of memory"): b.alloc(0x20)
  with pytest.raises(MemoryError): BumpAllocator(0x10).alloc(0x20)

@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(1, 5000), st.sampled_from([1, 16, 64, 256, 4096]), st.integers(0, 1 << 20)), max_size=60),
       st.sampled_from([0, 0x1000, 0x12340]))
def test_tlsf_model(ops, base):
  size = 1 << 16
  a, live = TLSFAllocator(size, base=base), {}
  for is_alloc, n, align, pick in ops:
    if is_alloc or not live:
      try: addr = a.alloc(n, align)
      except MemoryError:
        # the model: a failure is only allowed when no aligned gap of the rounded size exists between live blocks
        need, spans, prev = max(16, -(-n // 16) * 16), sorted((s, s + e) for s, e in live.items()), base
        gaps = [(prev, s) for s, _ in spans] + [(max([e for _, e in spans], default=base), base + size)]
        for i, (s, _) in enumerate(spans[1:], 1): gaps[i] = (spans[i - 1][1], s)
        assert not any(-(-lo // align) * align + need <= hi for lo, hi in gaps), f"alloc of {n} (align {align}) failed with room left"
        continue
      assert addr % align == 0 and base <= addr and addr + n <= base + size
      for s, ln in live.items(): assert addr + n <= s or s + ln <= addr, "overlapping blocks"
      live[addr] = n
    else:
      addr = sorted(live)[pick % len(live)]
      a.free(addr)
      del live[addr]
  for addr in list(live): a.free(addr)
  assert a.alloc(size) == base  # everything merged back into one block

def test_tlsf_errors():
  a = TLSFAllocator(0x1000)
  with pytest.raises(MemoryError): a.alloc(0x2000)
  x = a.alloc(0x100)
  a.free(x)
  with pytest.raises(ValueError, match="not an allocated block"): a.free(x)
