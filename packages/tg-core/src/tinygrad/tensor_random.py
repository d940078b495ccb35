"""RandomMixin: Tensor's random numbers, Threefry-2x32 counters per device (tinygrad's stream bit for bit), and the
initialisers built on them (uniform, normal, glorot, kaiming, randperm, multinomial, dropout)."""
# self is annotated as the finished Tensor, which mypy's supertype rule for self types (a [misc] error) does not allow a mixin
# mypy: disable-error-code="misc"
from __future__ import annotations
import hashlib, math, time
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Iterator, MutableMapping
import numpy as np
from tinygrad.device import Device
from tinygrad.dtype import DType, DTypeLike, dtypes, to_dtype
from tinygrad.helpers import TRAINING, all_int, argfix, ceildiv, prod
from tinygrad.uop.ops import sint, threefry2x32
from tinygrad.uop.shape import as_int, check_dims
from tinygrad.tensor_create import _with_requires_grad
from tinygrad.tensor_data import _canon, PyBool, PyFloat, PyInt
# the code here names the class (Tensor(...), isinstance); tinygrad.tensor imports this module, so it binds Tensor here once it is defined
if TYPE_CHECKING: from tinygrad.tensor import Tensor

class _RngWords(MutableMapping[str, "Tensor"]):
  """Per-device 64-bit random-generator state under tinygrad's names: `Tensor._device_seeds[dev]` is the device's key, [sha256 word of
  the order the device first drew in, the seed's low 32 bits]; `Tensor._device_rng_counters[dev]` counts the words drawn on it since
  manual_seed, [low, high]. Indexing gives a (2,) uint32 Tensor on the device and assigning a Tensor, array or pair of words sets it,
  as tinygrad's dicts of device Tensors do; tg keeps the values as host ints (`words`) on purpose, so a TinyJit replay draws new
  numbers by refilling each captured draw's small key/counter buffer instead of running a counter-update kernel per draw. So the
  Tensor read is a copy: `.assign` on it does not reach the state (tinygrad's way of setting a counter); set the item instead."""
  def __init__(self) -> None: self.words: dict[str, PyInt] = {}
  def __getitem__(self, device: str) -> Tensor:
    v = self.words[device]
    return Tensor(np.array([v & 0xFFFFFFFF, v >> 32], dtype=np.uint32), device=device)
  def __setitem__(self, device: str, value: Any) -> None:
    w = [int(x) for x in (value.tolist() if isinstance(value, Tensor) else np.asarray(value).tolist())]
    if len(w) != 2 or not all(0 <= x < 2**32 for x in w): raise ValueError(f"rng state is two uint32 words [low, high], got {w}")
    if not isinstance(dev := _canon(device), str): raise ValueError(f"rng state is per device, got {device}")
    self.words[dev] = w[0] | w[1] << 32
  def __delitem__(self, device: str) -> None: del self.words[device]
  def __iter__(self) -> Iterator[str]: return iter(self.words)
  def __len__(self) -> PyInt: return len(self.words)

def _random_on(fn: Callable[..., Tensor], **kw: Any) -> Callable[[tuple[sint, ...], Any], Tensor]:
  """`fn(*shape, device=d)`; on a device tuple it draws once on the default device and replicates (as tinygrad), so every copy is the same."""
  return lambda sh, d: fn(*sh, device=Device.DEFAULT, **kw).shard(d) if isinstance(d, tuple) else fn(*sh, device=d, **kw)

def _below(x: float, dt: DType) -> float:
  """The largest value of float dtype dt under x."""
  from tinygrad.dtype import _from_bits, _to_bits, truncate
  if (v := truncate[dt](x)) < x: return v
  b = _to_bits(v, dt)
  return _from_bits(b - 1 if v > 0 else b + 1 if v < 0 else 1 << (dt.bitsize - 1) | 1, dt)

class RandomMixin:
  """Part of Tensor (tinygrad.tensor lists it among Tensor's bases): self is always a Tensor, so a method may call any other."""
  # ---- random (Threefry-2x32, tinygrad's stream bit for bit) ----
  _seed: PyInt = int(time.time())
  _device_seeds: _RngWords = _RngWords()
  _device_rng_counters: _RngWords = _RngWords()
  @staticmethod
  def manual_seed(seed: PyInt = 0) -> None:
    """Seeds the random number generator: every device's stream restarts from `seed`, as in tinygrad. The per-device keys and
    counters are dropped, so the devices are keyed again in the order they next draw (the first to draw gets key word 0, the next
    word 1, ...), each counter from 0.

    Args:
      seed: the seed (default 0).

    Examples:
      >>> Tensor.manual_seed(42)
      >>> a = Tensor.rand(3).numpy()
      >>> Tensor.manual_seed(42)
      >>> print((Tensor.rand(3).numpy() == a).all())
      True
    """
    Tensor._seed = seed
    Tensor._device_seeds.words.clear()
    Tensor._device_rng_counters.words.clear()
  @staticmethod
  def random_bits(key: Tensor, counter: Tensor, num: PyInt) -> Tensor:
    """`num` random uint32 words, a pure function of `key` and `counter` (tinygrad's generator, the building block of `rand`).

    The threefry2x32 of the counter under the key is this draw's key, under which word pairs (i, i + m) for i < m = ceil(num / 2)
    are enciphered; the result is the first words of every pair, then the second words, cut to num.

    Args:
      key: a (2,) uint32 tensor, [low, high] words of the 64-bit key.
      counter: a (2,) uint32 tensor, [low, high] words of the 64-bit counter.
      num: how many words (at most 2**33).
    Returns:
      A lazy uint32 tensor of shape (num,), on key's and counter's device (deviceless when they have none).
    Raises:
      ValueError: num < 0 or above 2**33.

    Examples:
      >>> key, ctr = Tensor([1, 0], dtype=dtypes.uint32), Tensor([0, 0], dtype=dtypes.uint32)
      >>> b = Tensor.random_bits(key, ctr, 5)
      >>> print(b.shape, b.dtype, (b.numpy() == Tensor.random_bits(key, ctr, 5).numpy()).all())
      (5,) dtypes.uint True
    """
    def u64(t: Tensor) -> Tensor: return t[0].cast(dtypes.uint64) | (t[1].cast(dtypes.uint64) << 32)
    return Tensor._threefry_words(u64(counter).threefry(u64(key)), num)
  @staticmethod
  def _threefry_words(dkey: Tensor, num: PyInt) -> Tensor:
    """`num` uint32 words: pairs (i, i + m), i < m = ceil(num / 2), enciphered under the uint64 draw key; first words, then second."""
    if (num := as_int(num, "random_bits num")) < 0: raise ValueError(f"random_bits needs num >= 0, got {num}")
    if (m := ceildiv(num, 2)) > 2**32: raise ValueError(f"random_bits draws at most 2**33 words at a time (its pair counters are 32-bit), got {num}")
    i = Tensor.arange(m, dtype=dtypes.uint32, device=dkey.device)
    words = (i.cast(dtypes.uint64) | ((i + (m & 0xFFFFFFFF)).cast(dtypes.uint64) << 32)).threefry(dkey)
    lo, hi = (words & 0xFFFFFFFF).cast(dtypes.uint32), (words >> 32).cast(dtypes.uint32)
    return lo.cat(hi)[:num] if num else lo
  @staticmethod
  def _rng_words(device: str, num: PyInt) -> np.ndarray:
    """The draw key (threefry of the device's counter under its key, computed here once, not per element) of the next draw of `num`
    words on device, as [low, high] uint32; advances the device's counter by num."""
    seeds, ctrs = Tensor._device_seeds.words, Tensor._device_rng_counters.words
    if device not in seeds:  # keyed in order of first draw: sha256 of the device's index, then the seed's low word
      seeds[device] = int.from_bytes(hashlib.sha256(len(seeds).to_bytes(4, "big")).digest()[-4:], "big") | (Tensor._seed & 0xFFFFFFFF) << 32
      ctrs.setdefault(device, 0)  # a counter set before the first draw is kept
    ctr = ctrs.get(device, 0)
    ctrs[device] = (ctr + num) % 2**64  # a 64-bit counter: the low word carries into the high one and wraps past 2**64
    dk = threefry2x32(ctr, seeds[device])
    return np.array([dk & 0xFFFFFFFF, dk >> 32], dtype=np.uint32)
  @staticmethod
  def _rng_state(device: str, num: PyInt) -> Tensor:
    """The draw key of one draw in a small buffer the kernels read, so a TinyJit replay draws new numbers by refilling it."""
    from tinygrad.engine.realize import capturing
    st = Tensor(Tensor._rng_words(device, num), device=device)
    if capturing: capturing[-1].rng.append((st.uop.base, device, num))
    return st
  @staticmethod
  def _rand_words(num: PyInt, device: Any) -> Tensor:
    """`num` uint32 random words of device's stream, lazily (the counter advances by num now)."""
    if isinstance(device, (tuple, list)): raise ValueError(f"rand only supports single device, got device={device} (rand_like shards)")
    dev = _canon(device)
    assert isinstance(dev, str)
    st = Tensor._rng_state(dev, num)
    return Tensor._threefry_words(st[0].cast(dtypes.uint64) | (st[1].cast(dtypes.uint64) << 32), num)
  @staticmethod
  def _rand_bits(sh: tuple[sint, ...], device: Any) -> Tensor:
    """prod(sh) uint32 random words of device's stream, shape sh."""
    if not all_int(sh) or any(s < 0 for s in sh): raise ValueError(f"random draws need a non-negative int shape, got {sh}")
    return Tensor._rand_words(prod(sh), device).reshape(sh)
  @staticmethod
  @_with_requires_grad
  def rand(*shape: Any, device: Any = None, dtype: DTypeLike | None = None, contiguous: PyBool = True) -> Tensor:
    """A tensor of `shape` drawn uniformly from [0, 1), tinygrad's stream bit for bit.

    ceil(numel * itemsize / 4) random words are drawn and split into itemsize-wide pieces (low half first; 64-bit pieces from two
    words, low first); each value is the piece's top mantissa-many bits under 1.0, minus 1, in the dtype itself (float16 keeps 10
    random bits, bfloat16 7, float32 23, float64 52), so 1.0 never occurs.

    Args:
      shape: the shape, as ints or one tuple.
      device: where it lives (default: Device.DEFAULT).
      dtype: a float dtype (default: the default float).
      contiguous: False leaves it a lazy expression instead of a buffer.
      requires_grad: set on the result (as every creation method).
    Returns:
      A tensor of `shape`.
    Raises:
      ValueError: a non-float dtype, a negative dim, or a tuple of devices (use rand_like on a sharded tensor).
      TypeError: an unknown keyword (tinygrad's rand takes no generator=; seed with Tensor.manual_seed).

    Examples:
      >>> Tensor.manual_seed(0)
      >>> t = Tensor.rand(2, 3)
      >>> print(t.shape, t.dtype, ((0 <= t) & (t < 1)).all().item())
      (2, 3) dtypes.float True
    """
    dt, sh = to_dtype(dtype) if dtype is not None else dtypes.default_float, check_dims(argfix(*shape), "rand shape")
    if not dtypes.is_float(dt) or dtypes.is_weak(dt): raise ValueError(f"rand needs a concrete float dtype, got {dt}")
    if not all_int(sh) or any(s < 0 for s in sh): raise ValueError(f"random draws need a non-negative int shape, got {sh}")
    n, size = prod(sh), dt.itemsize
    w = Tensor._rand_words(ceildiv(n * size, 4), device)
    ut = {1: dtypes.uint8, 2: dtypes.uint16, 4: dtypes.uint32, 8: dtypes.uint64}[size]
    if size == 8: bits = w[0::2].cast(ut) | (w[1::2].cast(ut) << 32)
    elif size < 4: bits = Tensor.stack(*[(w >> (8 * size * j)) & ((1 << 8 * size) - 1) for j in range(4 // size)], dim=1).flatten().cast(ut)
    else: bits = w
    ebits, mbits = dtypes.finfo(dt)
    one = ((1 << (ebits - 1)) - 1) << mbits  # the bits of 1.0
    f = ((bits[:n] >> (8 * size - mbits)) | one).bitcast(dt) - 1
    return f.reshape(sh).clone(w.device) if contiguous else f.reshape(sh)
  @_with_requires_grad
  def rand_like(self: Tensor, **kw: Any) -> Tensor:
    """A tensor of uniform random numbers in [0, 1) with this tensor's shape and device (see `rand`).

    Args:
      kw: passed to `rand`; `dtype` defaults to this tensor's dtype when it is a float, else to `dtypes.default_float` (torch raises for
        an int tensor), `device` to this tensor's device. A multi-device tensor gets a result placed like it (replicated values are the
        same on every device), and `device=` then raises RuntimeError.
    Returns:
      A new tensor of this tensor's shape.

    Examples:
      >>> t = Tensor.ones(2, 3, dtype=dtypes.half).rand_like()
      >>> print(t.shape, t.dtype, ((0 <= t) & (t < 1)).all().item())
      (2, 3) dtypes.half True
      >>> print(Tensor([1, 2]).rand_like().dtype)
      dtypes.float
    """
    dev, kw = kw.pop("device", None), {"dtype": self.dtype if dtypes.is_float(self.dtype) else None, **kw}
    if (m := self._like_multi(dev, _random_on(Tensor.rand, **kw), "rand_like")) is not None: return m
    return Tensor.rand(*self.shape, device=dev if dev is not None else self.device, **kw)
  @staticmethod
  @_with_requires_grad
  def randn(*shape: Any, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """Standard normal random numbers (mean 0, variance 1) by Box-Muller from float32 uniforms u = rand(2, *shape):
    cos(2 pi u[0]) * sqrt(-2 log(1 - u[1])) in float32, then cast to dtype (tinygrad's stream: 2 * numel words drawn).

    Args:
      shape: the shape, as ints or one tuple.
      dtype: the result dtype (default `dtypes.default_float`); the values are computed in float32 and cast.
      kw: passed to `rand` (e.g. `device`).
    Returns:
      A tensor of `shape` and `dtype`.
    Raises:
      ValueError: a negative or non-int size in `shape`, or a weak dtype (random values need storage of a concrete dtype).

    Examples:
      >>> t = Tensor.randn(4, 5)
      >>> print(t.shape, t.dtype)
      (4, 5) dtypes.float
      >>> print(Tensor.randn(3, dtype=dtypes.half).dtype)
      dtypes.half
    """
    sh, dt = check_dims(argfix(*shape), "randn shape"), to_dtype(dtype) if dtype is not None else dtypes.default_float
    if dtypes.is_weak(dt): raise ValueError(f"randn needs a concrete dtype, got {dt}; pass dtype= (e.g. dtypes.float32)")
    u = Tensor.rand(2, *sh, dtype=dtypes.float32, **kw)
    r = (u[0] * (2 * math.pi)).cos() * ((1 - u[1]).log() * -2).sqrt()
    return r.cast(dt).contiguous()
  @_with_requires_grad
  def randn_like(self: Tensor, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """Standard normal random numbers (see `randn`) with this tensor's shape, dtype and device.

    Args:
      dtype: the result dtype (default: this tensor's dtype, an int dtype included, as tinygrad; torch raises for ints).
      kw: passed to `randn`; `device` defaults to this tensor's. A multi-device tensor gets a result placed like it, and `device=`
        then raises RuntimeError.
    Returns:
      A new tensor of this tensor's shape.

    Examples:
      >>> t = Tensor.zeros(2, 2, dtype=dtypes.half).randn_like()
      >>> print(t.shape, t.dtype)
      (2, 2) dtypes.half
    """
    dev = kw.pop("device", None)
    if (m := self._like_multi(dev, _random_on(Tensor.randn, dtype=dtype or self.dtype, **kw), "randn_like")) is not None: return m
    return Tensor.randn(*self.shape, dtype=dtype or self.dtype, device=dev if dev is not None else self.device, **kw)
  @staticmethod
  @_with_requires_grad
  def randint(*shape: Any, low: PyInt = 0, high: PyInt = 10, dtype: DTypeLike = dtypes.int32, device: Any = None, **kw: Any) -> Tensor:
    """Uniform random integers in [low, high), every value reachable.

    Up to 2**23 values it is tinygrad's stream bit for bit: low + int(rand * (high - low)) with a float32 rand. Past that a float32
    product reaches only some ints, so tg takes low + (w * (high - low) >> 32) of a 32-bit random word w (the same count of words
    drawn), or a 64-bit word (two draws) modulo high - low past 2**32 values.

    Args:
      shape: the shape, as ints or one tuple.
      low: the smallest value (default 0).
      high: one past the largest value (default 10).
      dtype: an int dtype (default int32).
      device: where to create it (default: the default device).
    Returns:
      A tensor of `dtype` and `shape`.
    Raises:
      TypeError: non-int bounds, or a dtype that is not an int.
      ValueError: low >= high, or bounds outside the dtype.

    Examples:
      >>> t = Tensor.randint(2, 3, low=5, high=8)
      >>> print(t.shape, t.dtype, ((5 <= t) & (t < 8)).all().item())
      (2, 3) dtypes.int True
    """
    if not isinstance(low, int) or not isinstance(high, int): raise TypeError(f"randint bounds must be ints, got {low!r}, {high!r}")
    if not dtypes.is_int(dt := to_dtype(dtype)): raise TypeError(f"randint needs an int dtype, got {dt}")
    if low >= high: raise ValueError(f"randint needs low < high, got {low} >= {high}")
    if low < dt.min or high - 1 > dt.max: raise ValueError(f"randint range [{low}, {high}) does not fit {dt}")
    sh, n = argfix(*shape), high - low
    if n <= 2**23: off = (Tensor.rand(*sh, dtype=dtypes.float32, device=device, contiguous=False) * n).cast(dtypes.int64 if n > dt.max else dt)
    elif n <= 2**32: off = (Tensor._rand_bits(sh, device).cast(dtypes.uint64) * n) >> 32
    else:  # a 64-bit word modulo n: bias under n / 2**64
      w = Tensor._rand_bits((2, *sh), device).cast(dtypes.uint64)
      off = ((w[0] << 32) | w[1]) % n
    return (off.cast(dtypes.int64) + low if low < 0 and dtypes.is_unsigned(off.dtype) else off + low).cast(dt).contiguous()
  @staticmethod
  @_with_requires_grad
  def uniform(*shape: Any, low: PyFloat = 0.0, high: PyFloat = 1.0, dtype: DTypeLike | None = None, **kw: Any) -> Tensor:
    """Uniform random numbers in [low, high), tinygrad's stream: (rand * (high - low)) cast to dtype, plus low, from a float32 rand.
    Where rounding gives high itself (tinygrad returns it) tg gives the dtype's largest value below high.

    Args:
      shape: the shape, as ints or one tuple.
      low: the lower bound (default 0).
      high: the upper bound, excluded (default 1).
      dtype: the result dtype (default `dtypes.default_float`); an int dtype gives ints.
      kw: passed to `rand` (e.g. `device`).
    Returns:
      A tensor of `shape` and `dtype`.
    Raises:
      ValueError: low >= high.

    Examples:
      >>> w = Tensor.uniform(3, 4, low=-2, high=2)
      >>> print(w.shape, w.dtype, ((-2 <= w) & (w < 2)).all().item())
      (3, 4) dtypes.float True
    """
    if low >= high: raise ValueError(f"uniform needs low < high, got {low} >= {high}")
    dt = to_dtype(dtype) if dtype is not None else dtypes.default_float
    r = ((Tensor.rand(*shape, dtype=dtypes.float32, contiguous=False, **kw) * (high - low)).cast(dt) + low).cast(dt)
    return (r > (b := _below(high, dt))).where(Tensor.const(b, dt), r).contiguous() if dtypes.is_float(dt) else r.contiguous()
  @staticmethod
  @_with_requires_grad
  def normal(*shape: Any, mean: PyFloat = 0.0, std: PyFloat = 1.0, **kw: Any) -> Tensor:
    """A tensor of `shape` drawn from the normal distribution N(mean, std^2) (`randn() * std + mean`).

    Args:
      shape: the shape, as ints or one tuple.
      mean: the mean (default 0).
      std: the standard deviation (default 1).
      kw: passed to `Tensor.randn` (dtype, device, requires_grad).
    Returns:
      A float tensor (default float dtype) of `shape`.
    Raises:
      ValueError: std < 0.

    Examples:
      >>> t = Tensor.normal(2, 3, mean=1.0, std=0.5)
      >>> print(t.shape, t.dtype)
      (2, 3) dtypes.float
    """
    if std < 0: raise ValueError(f"normal needs std >= 0, got {std}")
    return (Tensor.randn(*shape, **kw) * std + mean).contiguous()
  @staticmethod
  @_with_requires_grad
  def scaled_uniform(*shape: Any, **kw: Any) -> Tensor:
    """Uniform random numbers in [-1, 1) scaled by 1 / sqrt(number of elements), a weight initialisation from tinygrad.

    Args:
      shape: the shape, as ints or one tuple.
      kw: passed to `uniform` (e.g. `dtype`, `device`).
    Returns:
      A tensor of `shape` with values in [-n**-0.5, n**-0.5), n = prod(shape).

    Examples:
      >>> w = Tensor.scaled_uniform(4, 25)
      >>> print(w.shape, w.dtype, (w.abs() <= 0.1).all().item())
      (4, 25) dtypes.float True
    """
    return Tensor.uniform(*shape, low=-1.0, high=1.0, **kw).mul(prod(argfix(*shape)) ** -0.5).contiguous()
  @staticmethod
  @_with_requires_grad
  def glorot_uniform(*shape: Any, **kw: Any) -> Tensor:
    """A tensor of `shape` drawn from U(-b, b) with `b = sqrt(6 / (shape[0] + prod(shape[1:])))` (Glorot/Xavier uniform, tinygrad's fan).

    Args:
      shape: the shape, as ints or one tuple.
      kw: passed to `Tensor.uniform` (dtype, device, requires_grad).
    Returns:
      A float tensor (default float dtype) of `shape`.

    Examples:
      >>> t = Tensor.glorot_uniform(3, 4)
      >>> print(t.shape, t.dtype)
      (3, 4) dtypes.float
      >>> print((t.abs() <= (6 / 7) ** 0.5).all().item())
      True
    """
    sh = argfix(*shape)
    bound = math.sqrt(6 / (sh[0] + prod(sh[1:])))
    return Tensor.uniform(*sh, low=-bound, high=bound, **kw)
  @staticmethod
  @_with_requires_grad
  def kaiming_uniform(*shape: Any, a: PyFloat = 0.01, **kw: Any) -> Tensor:
    """A tensor of `shape` drawn from U(-b, b) with `b = sqrt(6 / (1 + a^2) / prod(shape[1:]))` (He uniform, fan-in mode, as tinygrad).

    Args:
      shape: the shape, as ints or one tuple.
      a: the negative slope of the leaky ReLU that follows (default 0.01, as tinygrad; torch's default is 0).
      kw: passed to `Tensor.uniform` (dtype, device, requires_grad).
    Returns:
      A float tensor (default float dtype) of `shape`.

    Examples:
      >>> t = Tensor.kaiming_uniform(4, 6)
      >>> print(t.shape, (t.abs() <= (6 / (1 + 0.01 ** 2) / 6) ** 0.5).all().item())
      (4, 6) True
    """
    sh = argfix(*shape)
    bound = math.sqrt(6 / (1 + a * a) / prod(sh[1:]))
    return Tensor.uniform(*sh, low=-bound, high=bound, **kw)
  @staticmethod
  @_with_requires_grad
  def kaiming_normal(*shape: Any, a: PyFloat = 0.01, **kw: Any) -> Tensor:
    """A tensor of `shape` drawn from N(0, std^2) with `std = sqrt(2 / (1 + a^2) / prod(shape[1:]))` (He normal, fan-in mode, as tinygrad).

    Args:
      shape: the shape, as ints or one tuple.
      a: the negative slope of the leaky ReLU that follows (default 0.01, as tinygrad; torch's default is 0).
      kw: passed to `Tensor.normal` (dtype, device, requires_grad).
    Returns:
      A float tensor (default float dtype) of `shape`.

    Examples:
      >>> t = Tensor.kaiming_normal(64, 32)
      >>> print(t.shape, t.dtype)
      (64, 32) dtypes.float
    """
    sh = argfix(*shape)
    return Tensor.normal(*sh, mean=0.0, std=math.sqrt(2 / (1 + a * a) / prod(sh[1:])), **kw)
  @staticmethod
  @_with_requires_grad
  def randperm(n: PyInt, device: Any = None, dtype: DTypeLike = dtypes.int32, **kw: Any) -> Tensor:
    """A random permutation of 0..n-1 (the argsort of `n` uniforms).

    Args:
      n: the length.
      device: where to create it (default: the default device).
      dtype: the result dtype (default int32).
      kw: passed to `rand`.
    Returns:
      A tensor of shape (n,) holding each of 0..n-1 once.

    Examples:
      >>> p = Tensor.randperm(6)
      >>> print(p.shape, p.dtype, sorted(p.tolist()))
      (6,) dtypes.int [0, 1, 2, 3, 4, 5]
    """
    return Tensor.rand(n, device=device, **kw).argsort().cast(to_dtype(dtype))
  def multinomial(self: Tensor, num_samples: PyInt = 1, replacement: PyBool = False) -> Tensor:
    """Draws category indices from the rows of these (unnormalized, non-negative) weights (torch.multinomial).

    Args:
      num_samples: samples per row (default 1).
      replacement: draw with replacement; without it every sample of a row is a different category.
    Returns:
      An int32 tensor of shape (num_samples,) for 1-D weights, (rows, num_samples) for 2-D.
    Raises:
      ValueError: weights not 1-D or 2-D, num_samples < 1, or more samples than categories without replacement.
      RuntimeError: a negative, inf or NaN weight, or a row summing to 0 (as torch; not checked while a TinyJit captures).
      TypeError: a non-int num_samples.

    Examples:
      >>> print(Tensor([0.0, 1.0, 0.0]).multinomial(4, replacement=True).numpy())
      [1 1 1 1]
      >>> s = Tensor([[1.0, 1.0, 0.0], [2.0, 0.0, 5.0]]).multinomial(2)
      >>> print(s.shape, s.dtype, sorted(s.numpy()[0].tolist()), sorted(s.numpy()[1].tolist()))
      (2, 2) dtypes.int [0, 1] [0, 2]
    """
    if not 1 <= self.ndim <= 2: raise ValueError(f"multinomial needs 1-D or 2-D weights, got shape {self.shape}")
    if (num_samples := as_int(num_samples, "multinomial num_samples")) <= 0:
      raise ValueError(f"multinomial needs num_samples >= 1, got {num_samples}")
    w = self.unsqueeze(0) if self.ndim == 1 else self
    w._check_probs()
    if replacement:
      cdf = (cw := w.float().cumsum(1)) / cw[:, -1:]
      u = Tensor.rand(num_samples, w.shape[0], device=self.device).T.unsqueeze(-1)  # drawn sample-major, as tinygrad draws them
      idx = (u >= cdf.unsqueeze(1)).sum(2).cast(dtypes.int32)
    else:
      if num_samples > w.shape[-1]: raise ValueError(f"cannot draw {num_samples} samples without replacement from {w.shape[-1]} categories")
      u = Tensor.rand(*w.shape, device=self.device)
      idx = (u.log2() / w.float()).topk(num_samples, dim=1)[1].cast(dtypes.int32)
    return idx if self.ndim == 2 else idx.squeeze(0)
  def _check_probs(self: Tensor) -> None:
    """Weights must be finite, >= 0 with a positive sum per row (torch raises the same); skipped while a JIT captures."""
    from tinygrad.engine.realize import capturing
    if capturing or self.device is None or self.numel() == 0: return
    w = self.float()
    bad, empty = (w.isnan() | w.isinf() | (w < 0)).any().item(), (w.sum(-1) <= 0).any().item()
    if bad: raise RuntimeError("multinomial: probability tensor contains either inf, nan or element < 0")
    if empty: raise RuntimeError("multinomial: invalid distribution (a row's probabilities sum to <= 0)")
  def dropout(self: Tensor, p: PyFloat = 0.5) -> Tensor:
    """Zeros each element with probability `p` and scales the rest by 1 / (1 - p), in training only.

    Outside `Tensor.train()` (TRAINING=0) it is the identity, as torch's dropout in eval mode.

    Args:
      p: the probability of dropping an element.
    Raises:
      ValueError: p outside [0, 1].

    Examples:
      >>> print(Tensor.ones(4).dropout(0.5).tolist())
      [1.0, 1.0, 1.0, 1.0]
      >>> with Tensor.train():
      ...   print(sorted(set(Tensor.ones(1000).dropout(0.5).tolist())))
      [0.0, 2.0]
    """
    if not 0 <= p <= 1: raise ValueError(f"dropout probability must be in [0, 1], got {p}")
    if not TRAINING or p == 0: return self
    if p == 1: return self.zeros_like()
    return (Tensor.rand_like(self, dtype=dtypes.default_float, contiguous=False) >= p).where(self, 0) * (1 / (1 - p))
