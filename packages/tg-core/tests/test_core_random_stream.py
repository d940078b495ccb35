"""tg's random stream equals tinygrad's bit for bit, so seeded experiments reproduce across the two.

Two oracles, both checked, so the test fails if either tg or the recorded values drift:
- GOLD: values recorded from tinygrad 0.14.0 (the PyPI release; `pip install tinygrad==0.14.0 numpy`, run with `DEV=CPU`), e.g.
  `Tensor.manual_seed(0); print(Tensor.rand(5).bitcast(dtypes.uint32).numpy().tolist())`, counters read as
  `Tensor._device_rng_counters["CPU"].numpy().tolist()`; a counter past 2**32 was set with
  `Tensor._device_rng_counters["CPU"].assign(Tensor([2**32 - 3, 0], dtype=dtypes.uint32)).realize()`.
- a numpy uint32 threefry2x32-20 (Random123, Salmon et al. SC'11), itself checked against Random123's known-answer vectors, with the
  layout observed from tinygrad's outputs: a device's key is [low 32 bits of sha256(its first-draw index as 4 big-endian bytes), the
  seed's low 32 bits]; a draw of n words enciphers its 64-bit counter [low, high] under that key to get the draw key, under which pairs
  (i, i + m), i < m = ceil(n / 2), give n words (all first words, then all second words); the counter then advances by n.
"""
import hashlib
from typing import Any
import numpy as np
import pytest
from tinygrad import Tensor, TinyJit, dtypes
from tinygrad.helpers import GlobalCounters

DEVICES = ["CPU:LLVM", "CPU:CLANG", "PYTHON"]
U32 = np.uint32

# ---- the independent reference ----

def threefry2x32(x0, x1, k0, k1) -> tuple[np.ndarray, np.ndarray]:
  """Threefry-2x32, 20 rounds, on uint32 arrays: key schedule k0, k1, k0 ^ k1 ^ 0x1BD11BDA, injected every 4 rounds."""
  x0, x1, k0, k1 = (np.asarray(v, dtype=U32) for v in (x0, x1, k0, k1))
  ks = (k0, k1, k0 ^ k1 ^ U32(0x1BD11BDA))
  with np.errstate(over="ignore"):
    x0, x1 = x0 + ks[0], x1 + ks[1]
    for r in range(20):
      rot = U32((13, 15, 26, 6, 17, 29, 16, 24)[r % 8])
      x0 = x0 + x1
      x1 = ((x1 << rot) | (x1 >> (U32(32) - rot))) ^ x0
      if r % 4 == 3:
        s = (r + 1) // 4
        x0, x1 = x0 + ks[s % 3], x1 + ks[(s + 1) % 3] + U32(s)
  return x0, x1

def ref_key(seed: int, index: int) -> tuple[int, int]:
  return int.from_bytes(hashlib.sha256(index.to_bytes(4, "big")).digest(), "big") % 2**32, seed % 2**32

def ref_words(seed: int, n: int, counter: int = 0, index: int = 0) -> np.ndarray:
  dk = threefry2x32(counter % 2**32, counter >> 32, *ref_key(seed, index))
  i = np.arange(m := (n + 1) // 2, dtype=U32)
  with np.errstate(over="ignore"): a, b = threefry2x32(i, i + U32(m), *dk)
  return np.concatenate([a, b])[:n]

def ref_rand_bits(seed: int, n: int, itemsize: int, mant: int, counter: int = 0, index: int = 0) -> list[int]:
  """Bits of rand's values: words split into itemsize pieces (low first), top `mant` bits under the bits of 1.0, minus 1."""
  w = ref_words(seed, -(-n * itemsize // 4), counter, index)
  pieces = w.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[itemsize])[:n].astype(object)
  ebits = {2: 5, 4: 8, 8: 11}[itemsize] if mant != 7 else 8
  one = ((1 << (ebits - 1)) - 1) << mant
  vals = [(int(p) >> (8 * itemsize - mant)) | one for p in pieces]
  return [_sub_one(v, itemsize, mant) for v in vals]

def _sub_one(bits: int, itemsize: int, mant: int) -> int:
  """The bits of (x - 1) for x in [1, 2) given by its bits (exact in every float format)."""
  frac = (bits & ((1 << mant) - 1)) / 2**mant
  if itemsize == 8: return int(np.array(frac).view(np.uint64))
  if itemsize == 4: return int(np.array(frac, np.float32).view(U32))
  if mant == 10: return int(np.array(frac, np.float16).view(np.uint16))
  return int(np.array(frac, np.float32).view(U32)) >> 16  # bfloat16: exact, so the top half of the float32

def f32(bits) -> np.ndarray: return np.asarray(bits, U32).view(np.float32)
def ref_rand(seed: int, n: int, counter: int = 0, index: int = 0) -> np.ndarray: return f32(ref_rand_bits(seed, n, 4, 23, counter, index))
def flat(rows: list) -> list: return [v for r in rows for v in r]
def u32(t: Tensor) -> list: return t.bitcast(dtypes.uint32).numpy().tolist()
def ctr(dev: str = "CPU") -> list[int]: return Tensor._device_rng_counters[dev].numpy().tolist()

def test_threefry_reference_known_answers():
  # Random123 kat_vectors, threefry2x32_20
  for x, k, want in [((0, 0), (0, 0), (0x6B200159, 0x99BA4EFE)), ((2**32 - 1,) * 2, (2**32 - 1,) * 2, (0x1CB996FC, 0xBB002BE7)),
                     ((0x243F6A88, 0x85A308D3), (0x13198A2E, 0x03707344), (0xC4923A9C, 0x483DF7A0))]:
    assert tuple(int(v) for v in threefry2x32(*x, *k)) == want

def test_threefry_op_is_the_reference():
  rng = np.random.default_rng(0)
  x, k = rng.integers(0, 2**64, 8, dtype=np.uint64), rng.integers(0, 2**64, 8, dtype=np.uint64)
  lo, hi = (x & np.uint64(2**32 - 1)).astype(U32), (x >> np.uint64(32)).astype(U32)
  a, b = threefry2x32(lo, hi, (k & np.uint64(2**32 - 1)).astype(U32), (k >> np.uint64(32)).astype(U32))
  want = (b.astype(np.uint64) << np.uint64(32)) | a.astype(np.uint64)
  np.testing.assert_array_equal(Tensor(x).threefry(Tensor(k)).numpy(), want)

def ref_bits_of(key: tuple[int, int], counter: tuple[int, int], n: int) -> list[int]:
  dk = threefry2x32(*counter, *key)
  i = np.arange(m := (n + 1) // 2, dtype=U32)
  return np.concatenate(threefry2x32(i, i + U32(m), *dk))[:n].tolist()

@pytest.mark.parametrize("counter,n,gold", [((0, 0), 1, [3262115082]), ((0, 0), 2, [3262115082, 2898608262]),
  ((0, 0), 3, [2804340251, 2492954182, 2733399006]), ((0, 0), 5, [290397809, 3630990729, 1164159774, 3527179513, 2106506081]),
  ((10, 0), 5, [3152499898, 2388898236, 4173460216, 28479122, 1329316825]), ((0, 1), 5, [2169573356, 2446533075, 1315163499, 596766254, 3058726162])],
  ids=["n1", "n2", "n3", "n5", "ctr10", "ctr_high1"])
def test_random_bits_matches_tinygrad(counter: tuple[int, int], n: int, gold: list[int]):
  # tinygrad: Tensor.random_bits(Tensor([1, 2], dtype=dtypes.uint32), Tensor(counter, dtype=dtypes.uint32), n)
  assert ref_bits_of((1, 2), counter, n) == gold
  got = Tensor.random_bits(Tensor([1, 2], dtype=dtypes.uint32), Tensor(list(counter), dtype=dtypes.uint32), n)
  assert got.dtype == dtypes.uint32 and got.numpy().tolist() == gold

# ---- rand on one device ----

@pytest.mark.parametrize("dev", DEVICES)
def test_first_draw_matches_tinygrad_on_every_device(dev: str):
  gold = [1048075016, 1058206460, 1061867284, 1060863164, 1050208232]  # seed 0, Tensor.rand(5)
  assert ref_rand_bits(0, 5, 4, 23) == gold
  Tensor.manual_seed(0)
  assert u32(Tensor.rand(5, device=dev)) == gold  # the key depends on the order devices draw in, not on their names

@pytest.mark.parametrize("dev", DEVICES)
@pytest.mark.parametrize("dt,itemsize,mant,gold,used", [
  (dtypes.float16, 2, 10, [13856, 12776, 12432, 14024, 14276, 15124, 15262], 4),
  (dtypes.bfloat16, 2, 7, [16068, 15928, 15888, 16088, 16120, 16226, 16242], 4),
  (dtypes.float32, 4, 23, [1051128928, 1061361366, 1032867968, 1063969088, 1046448800, 1005022720, 1056373964], 7),
  (dtypes.float64, 8, 52, [4595003097648725992, 4600070266841929260, 4602223780184853484, 4606708784091634102, 4598811836127580432,
                           4595201661506013992, 4603787543186277054], 14)], ids=["half", "bfloat16", "float", "double"])
def test_rand_dtype_bits_and_words_used(dt, itemsize: int, mant: int, gold: list[int], used: int, dev: str):
  assert ref_rand_bits(3, 7, itemsize, mant) == gold
  Tensor.manual_seed(3)
  r = Tensor.rand(7, dtype=dt, device=dev)
  assert r.dtype == dt and r.bitcast({2: dtypes.uint16, 4: dtypes.uint32, 8: dtypes.uint64}[itemsize]).numpy().tolist() == gold
  assert ctr(dev) == [used, 0]  # ceil(7 * itemsize / 4) words

def test_consecutive_draws_advance_by_what_they_used():
  gold: list[Any] = [[1057525314, 1059819338, 1061378340], [[1062914612, 1042550032], [1061499680, 1064022720]]]  # seed 42: rand(3), rand(2, 2)
  assert ref_rand_bits(42, 3, 4, 23) == gold[0] and ref_rand_bits(42, 4, 4, 23, counter=3) == flat(gold[1])
  Tensor.manual_seed(42)
  a, b = Tensor.rand(3), Tensor.rand(2, 2)
  assert ctr() == [7, 0] and u32(a) == gold[0] and u32(b) == gold[1]

def test_seed_past_32_bits_keys_with_its_low_word():
  gold = [[1061787390, 1060575804, 1060668206, 1049495744, 1058414006], [1043068568, 1040373032, 1060502022, 1064141124, 1053688212],
          [1051262712, 1063055544, 1050794888, 1050691044, 1063341336]]
  assert ref_rand_bits(1234567890123, 15, 4, 23) == flat(gold)
  Tensor.manual_seed(1234567890123)
  assert u32(Tensor.rand(3, 5)) == gold
  assert Tensor._device_seeds["CPU"].numpy().tolist() == [347607321, 1234567890123 % 2**32]

def test_two_devices_keyed_in_order_of_first_draw():
  gold = [[1051638004, 1054576676], [1064304396, 1032730560, 1063688798], [1062679774, 1032128512]]
  assert ref_rand_bits(7, 2, 4, 23) == gold[0] and ref_rand_bits(7, 3, 4, 23, index=1) == gold[1]
  assert ref_rand_bits(7, 2, 4, 23, counter=2) == gold[2]
  Tensor.manual_seed(7)
  a, b, c = Tensor.rand(2, device="CPU"), Tensor.rand(3, device="CPU:1"), Tensor.rand(2, device="CPU")
  assert [u32(a), u32(b), u32(c)] == gold
  assert Tensor._device_seeds["CPU"].numpy().tolist() == [347607321, 7] and Tensor._device_seeds["CPU:1"].numpy().tolist() == [1984909965, 7]
  assert ctr("CPU") == [4, 0] and ctr("CPU:1") == [3, 0]

def test_rand_like_sharded_and_replicated():
  gold = [[1044234632, 1054432328], [1063432060, 1050016228], [1043416000, 1059651402], [1062306496, 1063128366]]
  assert ref_rand_bits(3, 4, 4, 23) == flat(gold[:2]) and ref_rand_bits(3, 4, 4, 23, index=1) == flat(gold[2:])
  Tensor.manual_seed(3)
  r = Tensor.ones(4, 2).shard(("CPU:1", "CPU:2"), axis=0).rand_like()  # each shard draws its own shape on its own device
  assert r.device == ("CPU:1", "CPU:2") and u32(r) == gold and ctr("CPU:1") == ctr("CPU:2") == [4, 0]
  Tensor.manual_seed(3)
  r = Tensor.ones(4, 2).shard(("CPU:1", "CPU:2"), axis=None).rand_like()  # drawn once on the default device, then copied
  assert u32(r) == np.array(ref_rand_bits(3, 8, 4, 23)).reshape(4, 2).tolist() and list(Tensor._device_seeds) == ["CPU"]

def test_counter_carries_past_2_32_and_wraps_past_2_64():
  Tensor.manual_seed(3)
  Tensor.rand(1)
  Tensor._device_rng_counters["CPU"] = [2**32 - 3, 0]  # tinygrad: ...["CPU"].assign(Tensor([2**32 - 3, 0], dtype=dtypes.uint32))
  gold = [1059043138, 1050880644, 1040691512, 1052130312, 1063493974]
  assert ref_rand_bits(3, 5, 4, 23, counter=2**32 - 3) == gold
  assert u32(Tensor.rand(5)) == gold and ctr() == [2, 1]
  Tensor._device_rng_counters["CPU"] = Tensor([2**32 - 1, 2**32 - 1], dtype=dtypes.uint32)
  gold = [1055693528, 1061819468, 1064403314]
  assert ref_rand_bits(3, 3, 4, 23, counter=2**64 - 1) == gold
  assert u32(Tensor.rand(3)) == gold and ctr() == [2, 0]

# ---- the distributions built on rand ----

def test_uniform_randint_randperm_dropout_match_tinygrad():
  r6, r8 = ref_rand(3, 6), ref_rand(3, 8)
  cases = [  # (tg, tinygrad 0.14.0's values, the reference formula)
    (lambda: Tensor.randint(8, low=-100, high=-90), [-97, -93, -100, -91, -98, -100, -96, -99], (r8 * np.float32(10)).astype(int) - 100),
    (lambda: Tensor.randint(6, low=5, high=1000008), [947930, 91187, 543224, 615864, 575587, 952688], (r6 * np.float32(1000003)).astype(int) + 5),
    (lambda: Tensor.randint(4, low=0, high=200, dtype=dtypes.uint8), [37, 84, 177, 58], (ref_rand(3, 4) * np.float32(200)).astype(int)),
    (lambda: Tensor.uniform(3, low=-2, high=3, dtype=dtypes.int32), [-2, 0, 2], (ref_rand(3, 3) * np.float32(5)).astype(int) - 2),
    (lambda: Tensor.randperm(6), [1, 2, 4, 3, 0, 5], np.argsort(r6, kind="stable")),
    (lambda: Tensor.ones(8).dropout(0.5), [0.0, 2.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0], (r8 >= 0.5) * 2.0)]
  for fn, gold, want in cases:
    assert np.asarray(want).tolist() == gold
    Tensor.manual_seed(3)
    with Tensor.train(): got = fn().numpy().tolist()  # dropout draws only while training
    assert got == gold

def test_uniform_bits_match_tinygrad():
  r4, r5, r3 = ref_rand(3, 4), ref_rand(3, 5), ref_rand(3, 3)
  cases: list[tuple[Any, Any, list[int], Any]] = [
           (lambda: Tensor.uniform(4, low=-2, high=3, dtype=dtypes.float16), dtypes.uint16, [48203, 12256, 16602, 47176],
            ((r4 * np.float32(5)).astype(np.float16) + np.float16(-2)).view(np.uint16)),
           (lambda: Tensor.uniform(5, low=-2.5, high=7.25), dtypes.uint32, [1087881332, 3217962069, 1077082046, 1080052627, 1078405511],
            (r5.astype(np.float64) * 9.75 - 2.5).astype(np.float32).view(U32)),  # one rounding: CPU code contracts it to an FMA
           (lambda: Tensor.uniform(3, low=-2, high=3, dtype=dtypes.float64), dtypes.uint64,
            [13830885277121380352, 4593503068221341696, 4612648552810676224], ((r3 * np.float32(5)).astype(np.float64) - 2).view(np.uint64)),
           (lambda: Tensor.kaiming_uniform(3, 2), dtypes.uint32, [1069980129, 3216327490, 1041845146, 1053653552, 1048972122, 1070118395], None),
           (lambda: Tensor.glorot_uniform(3, 2), dtypes.uint32, [1065040300, 3211086575, 1036118567, 1048704566, 1042911243, 1065215203], None)]
  for fn, ut, gold, want in cases:
    if want is not None: assert want.tolist() == gold
    Tensor.manual_seed(3)
    assert fn().bitcast(ut).numpy().flatten().tolist() == gold

def test_multinomial_draws_sample_major_like_tinygrad():
  w = np.array([[0.1, 0.5, 0.2, 0.2], [0.3, 0.3, 0.3, 0.1]], np.float32)
  cdf = np.cumsum(w, 1) / w.sum(1, keepdims=True)
  u = ref_rand(4, 12).reshape(6, 2).T  # rand(num_samples, rows): sample-major
  gold = [[1, 0, 2, 1, 3, 1], [0, 3, 0, 0, 2, 2]]
  assert [[int((u[r, j] >= cdf[r]).sum()) for j in range(6)] for r in range(2)] == gold
  Tensor.manual_seed(4)
  assert Tensor(w).multinomial(6, replacement=True).numpy().tolist() == gold and ctr() == [12, 0]
  Tensor.manual_seed(4)
  assert Tensor(w).multinomial(3, replacement=False).numpy().tolist() == [[2, 3, 1], [0, 2, 1]] and ctr() == [8, 0]

def test_randn_within_float32_ulps_of_tinygrad():
  # the uniforms are the same bits; cos/log/sqrt are each implementation's own approximations, a few ulp apart
  gold = np.array([-1.07635498046875, 1.5961180925369263, 0.26631149649620056, 1.3013861179351807, 0.045235469937324524, -0.7462202310562134])
  u = ref_rand(3, 12).astype(np.float64).reshape(2, 6)
  np.testing.assert_allclose(np.cos(2 * np.pi * u[0]) * np.sqrt(-2 * np.log1p(-u[1])), gold, rtol=1e-6, atol=1e-7)
  Tensor.manual_seed(3)
  n = Tensor.randn(6).numpy()
  assert ctr() == [12, 0]
  np.testing.assert_allclose(n, gold, rtol=5e-7, atol=1e-7)
  Tensor.manual_seed(3)
  kn = np.array([-1.0763012170791626, 1.5960382223129272, 0.26629820466041565, 1.301321029663086, 0.04523320496082306, -0.7461828589439392])
  np.testing.assert_allclose(Tensor.kaiming_normal(3, 2).numpy().flatten(), kn, rtol=5e-7, atol=1e-7)

def test_uniform_gives_below_high_where_tinygrad_rounds_to_it():
  n = 4096
  want = (ref_rand(9, n) * np.float32(1)).astype(np.float16) + np.float16(10)  # tinygrad's formula in float16
  assert (want == 11).sum() > 0  # rounding reaches high about once in 256 draws
  Tensor.manual_seed(9)
  got = Tensor.uniform(n, low=10, high=11, dtype=dtypes.float16).numpy()
  np.testing.assert_array_equal(got, np.where(want == 11, np.float16(11 - 2**-7), want))

# ---- laziness, JIT and the state surface ----

def test_rand_is_lazy_and_each_draw_is_new():
  Tensor.manual_seed(1)
  k = GlobalCounters.kernel_count
  a, b = Tensor.rand(64), Tensor.rand(64)
  assert GlobalCounters.kernel_count == k and not a.uop.is_realized and ctr() == [128, 0]  # the counter moved, nothing ran
  np.testing.assert_array_equal(b.numpy(), ref_rand(1, 64, counter=64))
  np.testing.assert_array_equal(a.numpy(), ref_rand(1, 64))

def test_jit_draws_fresh_numbers_like_eager():
  gold = [[0.3820037841796875, 0.4123044013977051, 0.4209791421890259, 0.3060481548309326],  # seed 5: a TinyJit of x + rand(4), 5 calls
          [0.8851991891860962, 0.7305288314819336, 0.10134196281433105, 0.6525776386260986],
          [0.39133501052856445, 0.8013969659805298, 0.6123034954071045, 0.27978837490081787],
          [0.5860681533813477, 0.39760565757751465, 0.7286583185195923, 0.4447675943374634],
          [0.7131165266036987, 0.6563414335250854, 0.5061981678009033, 0.04438924789428711]]
  assert [ref_rand(5, 4, counter=4 * i).tolist() for i in range(5)] == gold
  Tensor.manual_seed(5)
  f = TinyJit(lambda x: (x + Tensor.rand(4)).realize())
  assert [f(Tensor.zeros(4).contiguous().realize()).numpy().tolist() for _ in range(5)] == gold and ctr() == [20, 0]

def test_rng_state_surface():
  Tensor.manual_seed(2)
  assert len(Tensor._device_seeds) == len(Tensor._device_rng_counters) == 0
  Tensor.rand(3, device="CPU:1")
  s, c = Tensor._device_seeds["CPU:1"], Tensor._device_rng_counters["CPU:1"]
  assert s.dtype == c.dtype == dtypes.uint32 and s.shape == c.shape == (2,) and s.device == "CPU:1"
  assert s.numpy().tolist() == list(ref_key(2, 0)) and c.numpy().tolist() == [3, 0]
  assert "counts the words drawn" in (type(Tensor._device_rng_counters).__doc__ or "")
  with pytest.raises(ValueError, match="two uint32 words"): Tensor._device_rng_counters["CPU:1"] = [1, 2, 3]
  with pytest.raises(ValueError, match="single device"): Tensor.rand(2, device=("CPU:1", "CPU:2"))
