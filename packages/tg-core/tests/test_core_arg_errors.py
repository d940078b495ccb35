"""Bad axis/dim, shape, size and count arguments raise the exception numpy/torch users expect, naming the problem and the fix:
TypeError for a float or bool where an int belongs, IndexError for an axis out of range, ValueError for a duplicate axis (numpy) or a
bad value. Before, these raised AttributeError/AssertionError, a shrink error from inside another op, or gave a silent wrong answer."""
import numpy as np
import pytest
from tinygrad import Tensor, dtypes, nn

A = np.arange(6, dtype=np.float32).reshape(2, 3)
def t(): return Tensor(A)

# (id, tg call, the same mistake in numpy (None: numpy has no such call), exception, message)
CASES = [
  ("sum axis float", lambda: t().sum(axis=1.0), lambda: A.sum(axis=1.0), TypeError, r"axis must be an int, got float 1\.0; round it"),
  ("sum axis bool", lambda: t().max(True), None, TypeError, r"axis must be an int, got bool True"),
  ("sum axis dup", lambda: t().sum(axis=(1, 1)), lambda: A.sum(axis=(1, 1)), ValueError, r"duplicate value in 'axis': 1 .*\(1, 1\)"),
  ("sum axis dup neg", lambda: t().sum(axis=(1, -1)), lambda: A.sum(axis=(1, -1)), ValueError, r"duplicate value in 'axis'"),
  ("max axis dup", lambda: t().max(axis=(0, -2)), lambda: A.max(axis=(0, -2)), ValueError, r"duplicate value in 'axis'"),
  ("mean axis dup", lambda: t().mean(axis=(1, 1)), lambda: A.mean(axis=(1, 1)), ValueError, r"duplicate value in 'axis'"),
  ("std axis float", lambda: t().std(1.0), lambda: A.std(1.0), TypeError, r"axis must be an int"),
  ("sum axis range", lambda: t().sum(axis=2), lambda: A.sum(axis=2), IndexError, r"axis 2 is out of range for 2 dims; use a value in \[-2, 1\]"),
  ("min axis range", lambda: t().min(-3), lambda: A.min(-3), IndexError, r"axis -3 is out of range"),
  ("softmax axis float", lambda: t().softmax(1.0), None, TypeError, r"axis must be an int, got float"),
  ("argmax axis range", lambda: t().argmax(5), lambda: A.argmax(5), IndexError, r"dim 5 is out of range"),
  ("argmax 0-d axis range", lambda: Tensor(3.0).argmax(5), lambda: np.float32(3).argmax(5), IndexError, r"out of range for 0 dims"),
  ("cumsum axis float", lambda: t().cumsum(1.0), lambda: A.cumsum(1.0), TypeError, r"dim must be an int"),
  ("cumsum 0-d axis range", lambda: Tensor(3.0).cumsum(5), None, IndexError, r"dim 5 is out of range for 0 dims"),
  ("sort 0-d axis range", lambda: Tensor(3.0).sort(5), None, IndexError, r"dim 5 is out of range"),
  ("squeeze dup", lambda: Tensor.ones(2, 1).squeeze((1, 1)), lambda: np.ones((2, 1)).squeeze((1, 1)), ValueError, r"duplicate value in 'dim'"),
  ("flatten float", lambda: t().flatten(1.0), None, TypeError, r"dim must be an int, got float"),
  ("transpose float", lambda: t().transpose(0, 1.0), None, TypeError, r"dim must be an int, got float"),
  ("gather dim float", lambda: t().gather(1.0, Tensor([[0]])), None, TypeError, r"dim must be an int"),
  ("stack dim range", lambda: Tensor.stack(Tensor.ones(2), Tensor.ones(2), dim=5), None, IndexError, r"dim 5 is out of range"),
  # shapes and sizes
  ("ones float", lambda: Tensor.ones(2.5), lambda: np.ones(2.5), TypeError, r"full shape must hold ints, got float 2\.5 in \(2\.5,\); round it"),
  ("zeros bool", lambda: Tensor.zeros(True), None, TypeError, r"must hold ints, got bool True"),
  ("zeros negative", lambda: Tensor.zeros(-1), lambda: np.zeros(-1), ValueError, r"has a negative dim"),
  ("full float", lambda: Tensor.full((2.0,), 1), lambda: np.full((2.0,), 1), TypeError, r"full shape must hold ints"),
  ("empty float", lambda: Tensor.empty(2.0), lambda: np.empty(2.0), TypeError, r"empty shape must hold ints"),
  ("rand float", lambda: Tensor.rand(2.0), None, TypeError, r"rand shape must hold ints"),
  ("randn float", lambda: Tensor.randn(2.0), None, TypeError, r"randn shape must hold ints, got float 2\.0 in \(2\.0,\)"),
  ("reshape float", lambda: Tensor.ones(6).reshape(3.0, 2), lambda: np.ones(6).reshape(3.0, 2), TypeError,
   r"reshape size must be an int, got float 3\.0"),
  ("reshape bool", lambda: Tensor.ones(6).reshape(True, 6), None, TypeError, r"reshape size must be an int, got bool"),
  ("expand float", lambda: Tensor.ones(2, 1).expand(2, 2.0), None, TypeError, r"expand size must be an int"),
  ("unflatten float", lambda: Tensor.ones(6).unflatten(0, (2.0, 3)), None, TypeError, r"reshape size must be an int"),
  ("unflatten int", lambda: Tensor.ones(6).unflatten(0, 6), None, TypeError, r"unflatten sizes must be a tuple of ints"),
  ("repeat float", lambda: Tensor.ones(2).repeat(2.0), None, TypeError, r"repeat counts must hold ints"),
  ("repeat negative", lambda: Tensor.ones(2).repeat(-1), None, ValueError, r"repeat counts \(-1,\) has a negative dim"),
  ("repeat_interleave float", lambda: Tensor.ones(3).repeat_interleave(2.0), None, TypeError, r"repeats must be an int"),
  ("repeat_interleave negative", lambda: Tensor.ones(3).repeat_interleave(-1), lambda: np.ones(3).repeat(-1), ValueError, r"must be >= 0"),
  ("shrink float", lambda: Tensor.ones(4).shrink(((0.0, 2),)), None, TypeError, r"shrink bound must be an int"),
  ("pad float", lambda: Tensor.ones(4).pad(((1.0, 2),)), lambda: np.pad(np.ones(4), ((1.0, 2),)), TypeError, r"pad amount must be an int"),
  ("pad past the size", lambda: Tensor.ones(3).pad((-5, 0)), None, ValueError,
   r"padding \(-5, 0\) of dim 0 crops more than its size 3; negative padding may remove at most the whole dim"),
  ("pad both sides past", lambda: Tensor.ones(3).pad((-2, -2)), None, ValueError, r"crops more than its size 3"),
  ("pad reflect past", lambda: Tensor.ones(3).pad((-5, 1), mode="reflect"), None, ValueError, r"crops more than its size 3"),
  # counts
  ("split zero", lambda: Tensor.ones(6).split(0), None, RuntimeError, r"split size must be positive, got 0 for dim 0 of size 6"),
  ("split negative", lambda: Tensor.ones(6).split(-1), None, RuntimeError, r"split size must be positive, got -1"),
  ("split float", lambda: Tensor.ones(6).split(2.0), None, TypeError, r"split size must be an int, got float"),
  ("split list negative", lambda: Tensor.ones(6).split([7, -1]), None, RuntimeError, r"split sizes \[7, -1\] must be non-negative"),
  ("split list sum", lambda: Tensor.ones(6).split([2, 2]), None, RuntimeError, r"must sum to the dim size 6"),
  ("chunk float", lambda: Tensor.ones(6).chunk(2.0), None, TypeError, r"chunks must be an int"),
  ("chunk zero", lambda: Tensor.ones(6).chunk(0), None, ValueError, r"positive number of chunks, got 0"),
  ("topk negative", lambda: Tensor.ones(6).topk(-1), None, ValueError, r"topk k=-1 is out of range for dim 0 of size 6; use 0 <= k <= 6"),
  ("topk too big", lambda: Tensor.ones(6).topk(7), None, ValueError, r"topk k=7 is out of range"),
  ("topk float", lambda: Tensor.ones(6).topk(2.0), None, TypeError, r"topk k must be an int"),
  ("one_hot float", lambda: Tensor([0, 1]).one_hot(2.0), None, TypeError, r"one_hot num_classes must be an int"),
  ("one_hot zero classes", lambda: Tensor([0, 1]).one_hot(0), None, ValueError, r"num_classes=0 leaves no class for the 2 indices"),
  ("one_hot infer empty", lambda: Tensor([], dtype=dtypes.int32).one_hot(), None, ValueError, r"cannot infer num_classes from an empty"),
  ("eye float", lambda: Tensor.eye(2.0), lambda: np.eye(2.0), TypeError, r"eye n must be an int"),
  ("linspace float steps", lambda: Tensor.linspace(0, 1, 2.0), lambda: np.linspace(0, 1, 2.0), TypeError, r"linspace steps must be an int"),
  ("tril float", lambda: Tensor.ones(3, 3).tril(1.0), None, TypeError, r"diagonal must be an int"),
  ("tril 1-d", lambda: Tensor.ones(3).tril(), None, ValueError, r"tril needs at least 2 dims"),
  ("diagonal float", lambda: Tensor.ones(3, 3).diagonal(1.0), None, TypeError, r"diagonal offset must be an int"),
  ("roll float", lambda: t().roll(1.0, 1), None, TypeError, r"roll shifts must be an int or a sequence of ints"),
  ("multinomial zero", lambda: Tensor([0.5, 0.5]).multinomial(0), None, ValueError, r"num_samples >= 1, got 0"),
  ("interpolate float", lambda: Tensor.ones(1, 1, 3).interpolate((2.0,)), None, TypeError, r"interpolate size must hold ints"),
  ("avg_pool2d float kernel", lambda: Tensor.ones(1, 1, 4, 4).avg_pool2d(2.0), None, TypeError, r"kernel_size must be an int"),
  ("max_pool2d zero kernel", lambda: Tensor.ones(1, 1, 4, 4).max_pool2d(0), None, ValueError, r"kernel_size 0 must be >= 1"),
  ("avg_pool2d zero stride", lambda: Tensor.ones(1, 1, 4, 4).avg_pool2d(2, stride=0), None, ValueError, r"stride 0 must be >= 1"),
  ("conv2d zero stride", lambda: Tensor.ones(1, 1, 4, 4).conv2d(Tensor.ones(1, 1, 2, 2), stride=0), None, ValueError, r"stride 0 must be >= 1"),
  ("conv2d zero groups", lambda: Tensor.ones(1, 1, 4, 4).conv2d(Tensor.ones(1, 1, 2, 2), groups=0), None, ValueError, r"groups must be >= 1"),
  ("conv2d float padding", lambda: Tensor.ones(1, 1, 4, 4).conv2d(Tensor.ones(1, 1, 2, 2), padding=1.0), None, TypeError, r"padding must be an int"),
  ("gather float index", lambda: t().gather(1, Tensor([[0.0]])), None, RuntimeError, r"gather needs an int index tensor, got dtypes.float"),
  ("scatter float index", lambda: t().scatter(1, Tensor([[0.0]]), 1.0), None, RuntimeError, r"scatter needs an int index tensor"),
  ("rearrange one side", lambda: t().rearrange("a b -> b a c"), None, ValueError, r"\['c'\] must appear on both sides"),
  ("rearrange repeated", lambda: t().rearrange("a a -> a"), None, ValueError, r"repeats a name on one side"),
  ("rearrange bad group", lambda: Tensor.ones(6, 3).rearrange("(a b) c -> a b c", a=4), None, ValueError, r"group \['a', 'b'\] of sizes \[4, 1\]"),
  ("scatter src smaller", lambda: Tensor.zeros(2, 3).scatter(1, Tensor([[0, 1, 2]]), Tensor.ones(1, 2)), None, RuntimeError,
   r"scatter src \(1, 2\) must have the index's ndim and be at least its shape \(1, 3\)"),
  ("scatter index past self", lambda: Tensor.zeros(2, 3).scatter(1, Tensor([[0], [1], [2]]), 1.0), None, RuntimeError,
   r"scatter index \(3, 1\) is larger than \(2, 3\) outside dim 1"),
  ("scatter_reduce src smaller", lambda: Tensor.zeros(2, 3).scatter_reduce(1, Tensor([[0, 1]]), Tensor.ones(1, 1), "sum"), None,
   RuntimeError, r"scatter src \(1, 1\) must have"),
  ("stack nothing", lambda: Tensor.stack([]), lambda: np.stack([]), ValueError, r"stack needs at least one tensor"),
  ("cat a list", lambda: Tensor.cat([Tensor.ones(2), Tensor.ones(2)]), None, TypeError, r"cat takes Tensors.*got a list \(unpack a list with \*\)"),
  ("expand negative", lambda: Tensor.ones(2, 1).expand(2, -2), lambda: np.broadcast_to(np.ones((2, 1)), (2, -2)), ValueError,
   r"cannot expand \(2, 1\) to \(2, -2\): sizes must be >= 0"),
  ("einsum unknown output", lambda: Tensor.einsum("ij,jk->il", Tensor.ones(2, 3), Tensor.ones(3, 4)),
   lambda: np.einsum("ij,jk->il", np.ones((2, 3)), np.ones((3, 4))), ValueError, r"output letter 'l' is in no operand"),
  ("einsum repeated output", lambda: Tensor.einsum("ij->ii", Tensor.ones(2, 2)), lambda: np.einsum("ij->ii", np.ones((2, 2))), ValueError,
   r"an output letter appears more than once"),
  ("einsum size mismatch", lambda: Tensor.einsum("ij,jk->ik", Tensor.ones(2, 3), Tensor.ones(2, 4)),
   lambda: np.einsum("ij,jk->ik", np.ones((2, 3)), np.ones((2, 4))), ValueError, r"letter 'j' has size 3 in one operand and 2 in another"),
  ("label_smoothing", lambda: Tensor.ones(2, 3).cross_entropy(Tensor([0, 1]), label_smoothing=2.0), None, ValueError,
   r"label_smoothing must be in \[0, 1\], got 2\.0"),
  ("Conv2d float kernel", lambda: nn.Conv2d(1, 1, 2.5), None, TypeError, r"kernel_size must be an int or a sequence of ints, got float 2\.5"),
  ("unfold float size", lambda: t().unfold(1, 2.0, 1), None, TypeError, r"unfold size must be an int"),
  ("unfold size past dim", lambda: t().unfold(1, 5, 1), None, RuntimeError, r"unfold: size 5 must be in \[0, 3\]"),
  ("unfold zero step", lambda: t().unfold(1, 2, 0), None, RuntimeError, r"step 0 must be >= 1"),
  ("batchnorm dup axis", lambda: t().batchnorm(None, None, Tensor.zeros(3), Tensor.ones(3), axis=(1, -1)), None, ValueError,
   r"duplicate value in 'batchnorm axis'"),
  ("argmin axis float", lambda: t().argmin(1.0), lambda: A.argmin(1.0), TypeError, r"dim must be an int"),
  ("size dim range", lambda: t().size(2), None, IndexError, r"dim 2 is out of range for 2 dims"),
  ("logcumsumexp 0-d axis range", lambda: Tensor(1.0).logcumsumexp(3), None, IndexError, r"dim 3 is out of range for 0 dims"),
  # iteration
  ("iterate 0-d", lambda: list(Tensor(3.0)), lambda: list(np.float32(3)), TypeError, r"iteration over a 0-d tensor; use \.item\(\)"),
]

@pytest.mark.parametrize("fn, np_fn, exc, msg", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_bad_argument_raises(fn, np_fn, exc, msg):
  with pytest.raises(exc, match=msg): fn()
  if np_fn is not None:  # numpy raises the same kind for the same mistake (its AxisError is an IndexError)
    with pytest.raises(exc): np_fn()

# the checks keep every valid spelling working, with numpy's answers
def test_numpy_ints_are_ints():
  a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
  np.testing.assert_array_equal(Tensor(a).sum(np.int64(1)).numpy(), a.sum(1))
  np.testing.assert_array_equal(Tensor(a).sum((np.int32(0), -1)).numpy(), a.sum((0, -1)))
  assert Tensor(a).reshape(np.int64(6), 4).shape == (6, 4)
  assert Tensor.ones(np.int32(3)).shape == Tensor.full((np.int64(3),), 1.0).shape == (3,)
  np.testing.assert_array_equal(Tensor.eye(np.int64(2)).numpy(), np.eye(2, dtype=np.float32))
  np.testing.assert_array_equal(Tensor(a).flip(np.int64(2)).numpy(), np.flip(a, 2))

def test_iteration_yields_rows_like_numpy():
  a = np.arange(6, dtype=np.float32).reshape(2, 3)
  rows = list(Tensor(a))
  assert len(rows) == 2 and all(r.shape == (3,) for r in rows)
  np.testing.assert_array_equal(np.stack([r.numpy() for r in rows]), a)
  assert [x.item() for x in Tensor([1.0, 2.0])] == list(np.array([1.0, 2.0], np.float32))
  assert list(Tensor.ones(0, 2)) == []

def test_padding_that_crops_the_whole_dim_is_allowed():
  x = np.arange(3, dtype=np.float32)
  assert Tensor(x).pad((-3, 0)).shape == (0,)
  np.testing.assert_array_equal(Tensor(x).pad((-1, -1)).numpy(), x[1:2])
  np.testing.assert_array_equal(Tensor(x).pad((-2, 1)).numpy(), np.append(x[2:], 0))

def test_split_and_topk_edges():
  x = np.arange(6, dtype=np.float32)
  assert [p.shape for p in Tensor.ones(0).split(0)] == [(0,)]
  np.testing.assert_array_equal(np.concatenate([p.numpy() for p in Tensor(x).split([0, 6, 0])]), x)
  v, i = Tensor(x).topk(0)
  assert v.shape == i.shape == (0,)
  np.testing.assert_array_equal(Tensor(x).topk(6)[0].numpy(), np.sort(x)[::-1])

def test_reductions_over_distinct_axes_match_numpy():
  a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
  for axes in [(0, 2), (2, 0), (-1, 0), (0, 1, 2)]:
    np.testing.assert_allclose(Tensor(a).sum(axes).numpy(), a.sum(axes))
    np.testing.assert_allclose(Tensor(a).max(axes).numpy(), a.max(axes))
  np.testing.assert_allclose(Tensor(a).mean(axis=[1, 2]).numpy(), a.mean(axis=(1, 2)), rtol=1e-6)
  assert Tensor(3.0).sum(0).item() == 3.0 and Tensor(3.0).sum(-1).item() == 3.0

def test_float_correction_in_var():
  x = np.array([1.0, 2.0, 4.0])
  np.testing.assert_allclose(Tensor(x.astype(np.float32)).var(correction=1.5).numpy(), x.var(ddof=1.5), rtol=1e-6)

def test_scatter_index_longer_than_self_along_dim_is_allowed():
  # torch's rule: only the other dims of index are bounded by self; along dim it may repeat positions (the last write wins)
  want = np.zeros((2, 3), np.float32)
  want[0, [0, 1, 2]] = 1.0
  np.testing.assert_array_equal(Tensor.zeros(2, 3).scatter(1, Tensor([[0, 1, 2, 0]]), Tensor.ones(1, 4)).numpy(), want)
