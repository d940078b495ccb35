"""The optional backend capabilities tg-core reads, declared in tinygrad.backend with their defaults: a renderer that has no
`supports_dtype`/`lower_cached` gets the defaults (every dtype, nothing cached), the base Allocator has no host view
(`_as_buffer` -> None: copies read the buffer out first), Compiled.graph is None and Compiler.compiles_in_thread False."""
import functools
import numpy as np
from tinygrad import Tensor, dtypes
from tinygrad.backend import CachedLowering, DtypeSupport
from tinygrad.device import Allocator, Compiled, Compiler, Device, is_dtype_supported
from tinygrad.engine.jit import graph_class

class BareRenderer:  # only the required part of tinygrad.backend.Renderer
  device, has_local, has_shared, shared_max, global_max, local_max, max_kernel_buffers = "NULL", False, False, 0, None, None, 0
  def lower(self, ast): raise AssertionError("not lowered here")

class NoDoubles(BareRenderer):
  def supports_dtype(self, dtype) -> bool: return dtype != dtypes.float64

def _null_with(name: str, renderer) -> str:
  Device[name].__dict__["_renderer_and_compiler"] = (renderer, None)
  return name

def test_declared_defaults_on_the_base_classes():
  assert Compiled.graph is None and Compiler.compiles_in_thread is False and Allocator()._as_buffer(object()) is None

def test_renderer_without_optional_methods_gets_the_defaults():
  r = BareRenderer()
  assert not isinstance(r, DtypeSupport) and not isinstance(r, CachedLowering)
  assert is_dtype_supported(dtypes.float64, _null_with("NULL:7", r))

def test_renderer_supports_dtype_is_asked():
  dev = _null_with("NULL:8", NoDoubles())
  assert isinstance(NoDoubles(), DtypeSupport) and not is_dtype_supported(dtypes.float64, dev) and is_dtype_supported(dtypes.float32, dev)

def test_codegen_renderers_declare_theirs():
  from tinygrad.renderer.wgsl import WGSLRenderer
  assert isinstance(r := Device["CPU"].renderer, CachedLowering) and not isinstance(r, DtypeSupport)  # CPU computes every dtype
  assert issubclass(WGSLRenderer, DtypeSupport)  # WEBGPU has no float64

class _Graph: pass

def test_graph_class_reads_the_declared_attribute(monkeypatch):
  assert graph_class("CPU") is None  # no graph of its own: the JIT uses the generic GraphRunner
  monkeypatch.setattr(Device["CPU"], "graph", functools.partial(_Graph))
  assert graph_class(Device["CPU"]) is _Graph

def test_copy_from_allocator_without_host_view():
  # PYTHON's allocator has no _as_buffer override: the copy to CPU reads it out through as_memoryview
  a = np.arange(12, dtype=np.float32)
  assert type(Device["PYTHON"].allocator)._as_buffer is Allocator._as_buffer
  np.testing.assert_array_equal(Tensor(a, device="PYTHON").to("CPU").numpy(), a)
