"""tg-codegen's side of the tg-core seam (tinygrad.backend): every registered renderer is a Renderer with DeviceCaps, and what
`lower` returns is a Program that tg-core's engine runs, the same program get_program builds."""
import numpy as np
import pytest
from tinygrad import Device, Tensor
from tinygrad.backend import DeviceCaps, Program, Renderer
from tinygrad.codegen import get_program
from tinygrad.device import registered_renderers, renderer_class
from tinygrad.engine.realize import CompiledRunner, linear_with_vars
from tinygrad.uop import Ops

@pytest.mark.parametrize("name", registered_renderers())
def test_every_renderer_meets_the_protocols(name: str):
  r = renderer_class(name)()
  assert isinstance(r, Renderer) and isinstance(r, DeviceCaps)
  assert isinstance(r.max_kernel_buffers, int) and r.max_kernel_buffers >= 0 and isinstance(r.has_local, bool)

def test_lower_is_get_program_and_runs():
  a = np.arange(12, dtype=np.float32).reshape(3, 4)
  t = Tensor(a, device="CPU").realize()
  linear, _ = linear_with_vars(((t * 3).exp2().sum(1)).uop)
  kernel = next(c for c in linear.src if c.src[0].op is Ops.SINK)
  ren = Device["CPU"].renderer
  p = ren.lower(kernel.src[0])
  assert isinstance(p, Program) and p.src == get_program(kernel.src[0], ren).src and p.outs == [0] and p.ins == [1]
  bufs = [b.buffer for b in kernel.src[1:]]
  bufs[0].ensure_allocated().copyin(memoryview(np.zeros(3, np.float32)))
  bufs[1].ensure_allocated().copyin(memoryview(a))
  CompiledRunner(p, "CPU")(bufs, {}, wait=True)
  np.testing.assert_allclose(np.frombuffer(bufs[0].as_memoryview(), np.float32), np.exp2(a * 3).sum(1), rtol=1e-5)
