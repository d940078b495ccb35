"""The CL device: any OpenCL driver (a GPU's, or pocl on the CPU) through the ICD loader, libOpenCL.

One context and one in-order command queue per device. Kernels are OpenCL C from the OpenCL renderer, built with clBuildProgram
when they are loaded (the driver's binary is kept in the disk cache, keyed by the driver); a failed build raises with the build
log. Copies are blocking, so a copy in may be followed by freeing its source and a copy out sees every kernel queued before it.
A buffer allocated with `BufferSpec(image=(height, width))` is a 2D RGBA image (float or half texels, from its byte size) whose
rows are `IMAGE_PITCH_ALIGNMENT` bytes apart (the `CL::IMAGE_PITCH_ALIGNMENT=64` option; the driver's alignment by default).
`CL:N` or `CL_DEVICE=N|name` picks a device; GPUs and accelerators come before CPU devices.
"""
from __future__ import annotations
import ctypes, functools, importlib, os, weakref
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Sequence
from tinygrad.device import BufferSpec, Compiled, Compiler, CompileError, LRUAllocator
from tinygrad.dtype import dtypes
from tinygrad.renderer.cstyle_gpu import OpenCLRenderer
from tinygrad.helpers import diskcache_get, diskcache_put, prod, round_up

INSTALL = ("install an OpenCL driver and the ICD loader: apt-get install ocl-icd-libopencl1 pocl-opencl-icd (pocl runs OpenCL on the CPU), "
           "or your GPU vendor's OpenCL package")

@functools.cache
def load_cl() -> Any:
  """tg-autogen's OpenCL bindings once libOpenCL loads; a RuntimeError that says what to install otherwise."""
  try: cl = importlib.import_module("tinygrad.runtime.autogen.opencl")
  except ImportError as e: raise RuntimeError(f"CL needs tg-autogen's OpenCL bindings: pip install tg-autogen ({e})") from e
  try: _ = cl.dll.lib
  except OSError as e: raise RuntimeError(f"CL: no OpenCL library ({e}); {INSTALL}") from e
  return cl

@functools.cache
def _error_names() -> dict[int, str]:
  cl = load_cl()
  names: dict[int, str] = {}
  for k, v in vars(cl).items():
    if k.startswith("CL_") and isinstance(v, int) and v < 0: names.setdefault(v, k)
  return names

def check(status: int, what: str) -> None:
  if status != 0: raise RuntimeError(f"CL: {what} failed: {_error_names().get(status, 'unknown error')} ({status})")

def checked(what: str, fn: Any, *args: Any) -> Any:
  """fn(*args, &err) for the clCreate* calls that report through their last argument."""
  err = ctypes.c_int32()
  ret = fn(*args, ctypes.byref(err))
  if err.value in (-4, -5, -6): raise MemoryError(f"CL: {what} failed: {_error_names().get(err.value)} ({err.value})")  # out of memory
  check(err.value, what)
  return ret

def _info(getter: Any, obj: Any, param: int, ctype: Any, *extra: Any) -> Any:
  v = ctype()
  check(getter(obj, *extra, param, ctypes.sizeof(v), ctypes.addressof(v), None), f"{getter.__name__}({param:#x})")
  return v.value if hasattr(v, "value") else v

def _info_str(getter: Any, obj: Any, param: int, *extra: Any) -> str:
  n = ctypes.c_uint64()
  check(getter(obj, *extra, param, 0, None, ctypes.byref(n)), f"{getter.__name__}({param:#x}) size")
  buf = ctypes.create_string_buffer(n.value)
  check(getter(obj, *extra, param, n.value, ctypes.addressof(buf), None), f"{getter.__name__}({param:#x})")
  return buf.value.decode(errors="replace")

def _no_build_notify(cl: Any) -> Any: return ctypes.CFUNCTYPE(None, cl.cl_program, ctypes.c_void_p)()  # a NULL callback

def _size3(xs: Sequence[int]) -> Any: return (ctypes.c_uint64 * 3)(*(int(x) for x in xs), *([1] * (3 - len(xs))))

# ---- device discovery ----

@dataclass(frozen=True)
class CLDeviceInfo:
  platform: str
  name: str
  driver: str
  kind: str  # GPU, CPU, ACCELERATOR, ...
  handle: Any = field(compare=False, repr=False)

@functools.cache
def cl_devices() -> tuple[CLDeviceInfo, ...]:
  """Every OpenCL device of every platform; GPUs and accelerators first (each group in platform order)."""
  cl = load_cl()
  n = ctypes.c_uint32()
  if (st := cl.clGetPlatformIDs(0, None, ctypes.byref(n))) == -1001 or n.value == 0:  # CL_PLATFORM_NOT_FOUND_KHR: loader without drivers
    raise RuntimeError(f"CL: the OpenCL loader finds no platform (no driver is registered in /etc/OpenCL/vendors); {INSTALL}")
  check(st, "clGetPlatformIDs")
  plats = (cl.cl_platform_id * n.value)()
  check(cl.clGetPlatformIDs(n.value, plats, None), "clGetPlatformIDs")
  out = []
  for p in plats:
    pname, nd = _info_str(cl.clGetPlatformInfo, p, cl.CL_PLATFORM_NAME), ctypes.c_uint32()
    if cl.clGetDeviceIDs(p, cl.CL_DEVICE_TYPE_ALL, 0, None, ctypes.byref(nd)) != 0 or nd.value == 0: continue  # a platform without devices
    devs = (cl.cl_device_id * nd.value)()
    check(cl.clGetDeviceIDs(p, cl.CL_DEVICE_TYPE_ALL, nd.value, devs, None), "clGetDeviceIDs")
    for d in devs:
      t = _info(cl.clGetDeviceInfo, d, cl.CL_DEVICE_TYPE, ctypes.c_uint64)
      kind = next((k for k in ("GPU", "ACCELERATOR", "CPU") if t & getattr(cl, f"CL_DEVICE_TYPE_{k}")), "OTHER")
      out.append(CLDeviceInfo(pname, _info_str(cl.clGetDeviceInfo, d, cl.CL_DEVICE_NAME).strip(),
                              _info_str(cl.clGetDeviceInfo, d, cl.CL_DRIVER_VERSION).strip(), kind, d))
  if not out: raise RuntimeError(f"CL: no OpenCL platform has a device; {INSTALL}")
  return tuple(sorted(out, key=lambda x: x.kind not in ("GPU", "ACCELERATOR")))

def pick_device(index: int, wanted: str) -> CLDeviceInfo:
  """Device `index` of cl_devices(), or the one CL_DEVICE names (its index, or words of its platform and device name)."""
  devs = cl_devices()
  listing = "; ".join(f"{i}: {d.platform} / {d.name} ({d.kind})" for i, d in enumerate(devs))
  if wanted.isdigit(): index = int(wanted)
  elif wanted:
    if not (hits := [d for d in devs if wanted.lower() in f"{d.platform} {d.name}".lower()]):
      raise RuntimeError(f"CL_DEVICE={wanted!r} matches no OpenCL device; there are {listing}")
    return hits[0]
  if not 0 <= index < len(devs): raise RuntimeError(f"CL:{index} does not exist; the OpenCL devices are {listing}")
  return devs[index]

# ---- memory ----

@dataclass
class CLImage:
  height: int
  width: int
  pitch: int  # bytes from one row to the next
  texel: int  # bytes per RGBA texel: 16 float, 8 half
  storage: Any  # the buffer (or host memory) the texels lie in, kept alive with the image

@dataclass(eq=False)
class CLBuffer:
  """`size` bytes at `offset` in the cl_mem `base`; `mem` is what a kernel gets (a sub-buffer for a view; None if unaligned)."""
  mem: Any
  size: int
  base: Any
  offset: int = 0
  image: CLImage | None = None

class CLAllocator(LRUAllocator[CLBuffer]):
  def __init__(self, dev: CLDevice):
    super().__init__(dev)
    self.cdev = dev
  def _alloc(self, size: int, options: BufferSpec) -> CLBuffer:
    if options.image is not None: return self._alloc_image(size, options.image)
    if options.external_ptr is not None: raise RuntimeError("CL buffers cannot wrap external memory (external_ptr); copy the data in instead")
    cl, dev = self.cdev.cl, self.cdev
    if size > dev.max_alloc: raise MemoryError(f"CL: {size} bytes is over the device's largest allocation, {dev.max_alloc} bytes")
    mem = checked(f"clCreateBuffer of {size} bytes", cl.clCreateBuffer, dev.context, cl.CL_MEM_READ_WRITE, max(size, 1), None)
    return CLBuffer(mem, size, mem)

  def _alloc_image(self, size: int, shape: Any) -> CLBuffer:
    cl, dev = self.cdev.cl, self.cdev
    if not (isinstance(shape, tuple) and len(shape) == 2 and all(isinstance(x, int) and x > 0 for x in shape)):
      raise ValueError(f"CL image buffers take BufferSpec(image=(height, width)), got image={shape!r}")
    h, w = shape
    if size not in (h * w * 16, h * w * 8):
      raise ValueError(f"a {h}x{w} RGBA image holds {h * w * 16} bytes as float or {h * w * 8} as half, not {size}")
    texel = size // (h * w)
    pitch = round_up(w * texel, dev.image_pitch_alignment(texel))
    fmt = cl.cl_image_format(image_channel_order=cl.CL_RGBA, image_channel_data_type=cl.CL_FLOAT if texel == 16 else cl.CL_HALF_FLOAT)
    desc = cl.cl_image_desc(image_type=cl.CL_MEM_OBJECT_IMAGE2D, image_width=w, image_height=h, image_row_pitch=pitch)
    if dev.driver_pitch_alignment:  # cl_khr_image2d_from_buffer: the texels lie in a buffer with our pitch
      if pitch % (dev.driver_pitch_alignment * texel):
        raise ValueError(f"CL: IMAGE_PITCH_ALIGNMENT gives a {pitch}-byte row pitch; this driver needs a multiple of "
                         f"{dev.driver_pitch_alignment * texel} bytes ({dev.driver_pitch_alignment} texels)")
      storage = checked("clCreateBuffer for an image", cl.clCreateBuffer, dev.context, cl.CL_MEM_READ_WRITE, pitch * h, None)
      desc.buffer = storage
      img = checked(f"clCreateImage {h}x{w} from a buffer", cl.clCreateImage, dev.context, cl.CL_MEM_READ_WRITE, ctypes.byref(fmt),
                    ctypes.byref(desc), None)
    else:  # no image-from-buffer (pocl): the image uses host memory laid out with our pitch
      storage = (ctypes.c_char * (pitch * h))()
      img = checked(f"clCreateImage {h}x{w} over host memory", cl.clCreateImage, dev.context, cl.CL_MEM_READ_WRITE | cl.CL_MEM_USE_HOST_PTR,
                    ctypes.byref(fmt), ctypes.byref(desc), ctypes.addressof(storage))
    return CLBuffer(img, size, img, image=CLImage(h, w, pitch, texel, storage))

  def _free(self, opaque: CLBuffer, options: BufferSpec) -> None:
    cl = self.cdev.cl
    # OpenCL frees a released object only once the commands using it are done, so no synchronize is needed
    cl.clReleaseMemObject(opaque.mem)
    if opaque.image is not None and not isinstance(opaque.image.storage, ctypes.Array): cl.clReleaseMemObject(opaque.image.storage)

  def _copyin(self, dest: CLBuffer, src: memoryview) -> None:
    if src.nbytes != dest.size: raise ValueError(f"copyin of {src.nbytes} bytes into a CL buffer of {dest.size} bytes")
    if not src.nbytes: return
    arr = ctypes.c_char * src.nbytes
    host = arr.from_buffer_copy(src) if src.readonly or not src.c_contiguous else arr.from_buffer(src.cast("B"))
    cl, q = self.cdev.cl, self.cdev.queue
    if dest.image is not None:
      im = dest.image
      check(cl.clEnqueueWriteImage(q, dest.mem, True, _size3((0, 0, 0)), _size3((im.width, im.height, 1)), im.width * im.texel, 0,
                                   ctypes.addressof(host), 0, None, None), "clEnqueueWriteImage")
    else: check(cl.clEnqueueWriteBuffer(q, dest.base, True, dest.offset, src.nbytes, ctypes.addressof(host), 0, None, None),
                "clEnqueueWriteBuffer")

  def _copyout(self, dest: memoryview, src: CLBuffer) -> None:
    if dest.nbytes != src.size: raise ValueError(f"copyout of a CL buffer of {src.size} bytes into {dest.nbytes} bytes")
    if not dest.nbytes: return
    host = (ctypes.c_char * dest.nbytes).from_buffer(dest.cast("B"))
    cl, q = self.cdev.cl, self.cdev.queue
    if src.image is not None:
      im = src.image
      check(cl.clEnqueueReadImage(q, src.mem, True, _size3((0, 0, 0)), _size3((im.width, im.height, 1)), im.width * im.texel, 0,
                                  ctypes.addressof(host), 0, None, None), "clEnqueueReadImage")
    else: check(cl.clEnqueueReadBuffer(q, src.base, True, src.offset, dest.nbytes, ctypes.addressof(host), 0, None, None), "clEnqueueReadBuffer")

  def _offset(self, buf: CLBuffer, size: int, offset: int) -> CLBuffer:
    if buf.image is not None: raise RuntimeError("a CL image has no byte views; copy it to a plain buffer first")
    if offset < 0 or offset + size > buf.size: raise ValueError(f"CL view [{offset}, {offset + size}) is outside the {buf.size}-byte buffer")
    off, mem, cl = buf.offset + offset, None, self.cdev.cl
    if off % self.cdev.base_align == 0 and size:  # a sub-buffer a kernel can take; an unaligned view still copies in and out
      region = cl.cl_buffer_region(origin=off, size=size)
      mem = checked("clCreateSubBuffer", cl.clCreateSubBuffer, buf.base, cl.CL_MEM_READ_WRITE, cl.CL_BUFFER_CREATE_TYPE_REGION,
                    ctypes.addressof(region))
    view = CLBuffer(mem, size, buf.base, off)
    # a view is dropped without a call to the allocator: its sub-buffer goes with it (never at exit, when the driver may be gone)
    if mem is not None: weakref.finalize(view, cl.clReleaseMemObject, mem).atexit = False
    return view

# ---- programs ----

class CLProgram:
  """A kernel from OpenCL C source (or a cached driver binary of it), launched over global x local work sizes."""
  def __init__(self, dev: CLDevice, name: str, lib: bytes):
    self.dev, self.name, self.lib, cl = dev, name, lib, dev.cl
    self.program = dev.build(lib)
    self.kernel = checked(f"clCreateKernel {name}", cl.clCreateKernel, self.program, name.encode())
    self.max_threads = _info(cl.clGetKernelWorkGroupInfo, self.kernel, cl.CL_KERNEL_WORK_GROUP_SIZE, ctypes.c_uint64, dev.device_handle)

  def __call__(self, *bufs: CLBuffer, global_size: Sequence[int] = (1, 1, 1), local_size: Sequence[int] | None = None,
               vals: Sequence[int] = (), wait: bool = False) -> float | None:
    cl, k = self.dev.cl, self.kernel
    for i, b in enumerate(bufs):
      if b.mem is None: raise RuntimeError(f"kernel {self.name}: argument {i} is a view at byte {b.offset}, not a multiple of the device's "
                                           f"{self.dev.base_align}-byte sub-buffer alignment; copy it to its own buffer")
      check(cl.clSetKernelArg(k, i, ctypes.sizeof(ctypes.c_void_p), ctypes.addressof(b.mem)), f"clSetKernelArg {i} of {self.name}")
    for j, v in enumerate(vals):
      val = ctypes.c_int32(v)  # the renderer declares variables `const int`
      check(cl.clSetKernelArg(k, len(bufs) + j, 4, ctypes.addressof(val)), f"clSetKernelArg {len(bufs) + j} of {self.name}")
    ls = tuple(int(x) for x in (local_size or (1, 1, 1))) + (1,) * (3 - len(local_size or (1, 1, 1)))
    gs = tuple(int(g) * l for g, l in zip(tuple(global_size) + (1,) * (3 - len(global_size)), ls))
    if (n := prod(ls)) > self.max_threads:
      raise RuntimeError(f"kernel {self.name}: a workgroup of {n} work-items is over the {self.max_threads} this kernel may use on {self.dev.device}")
    ev = cl.cl_event() if wait else None
    check(cl.clEnqueueNDRangeKernel(self.dev.queue, k, 3, None, _size3(gs), _size3(ls), 0, None, ctypes.byref(ev) if ev is not None else None),
          f"launching {self.name} over {gs} / {ls}")
    if ev is None: return None
    try:
      check(cl.clWaitForEvents(1, ctypes.byref(ev)), f"waiting for {self.name}")
      st, en = (_info(cl.clGetEventProfilingInfo, ev, p, ctypes.c_uint64) for p in (cl.CL_PROFILING_COMMAND_START, cl.CL_PROFILING_COMMAND_END))
      return (en - st) * 1e-9
    finally: cl.clReleaseEvent(ev)

  def __del__(self) -> None:
    try:
      self.dev.cl.clReleaseKernel(self.kernel)
      self.dev.cl.clReleaseProgram(self.program)
    except Exception: pass  # interpreter shutdown, or construction failed before both existed

# ---- the device ----

class CLDevice(Compiled):
  """`CL[:N]`: an OpenCL device; renderer CL (OpenCL C). Arch: the fp16/fp64 extensions the device has (half is emulated without fp16)."""
  known_options = {"IMAGE_PITCH_ALIGNMENT": "bytes an image's row pitch is rounded up to; default the driver's CL_DEVICE_IMAGE_PITCH_ALIGNMENT"}
  @classmethod
  def auto_select(cls) -> bool:
    """Device.DEFAULT picks CL only for a GPU or accelerator: OpenCL on the CPU (pocl) is the CPU device's job, DEV=CL still opens it."""
    return any(d.kind != "CPU" for d in cl_devices())
  def __init__(self, device: str = "CL"):
    self.cl = cl = load_cl()
    idx = int(device.split(":")[1]) if ":" in device and device.split(":")[1].isdigit() else 0
    info = pick_device(idx, os.getenv("CL_DEVICE", ""))  # read at open, so each device opened can be pointed elsewhere
    self.info, self.device_handle = info, (d := info.handle)
    notify = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p)
    self.context = checked("clCreateContext", cl.clCreateContext, None, 1, ctypes.byref(d), notify(), None)
    props = (ctypes.c_uint64 * 3)(cl.CL_QUEUE_PROPERTIES, cl.CL_QUEUE_PROFILING_ENABLE, 0)  # in order (no out-of-order flag), timed
    try: self.queue = checked("clCreateCommandQueueWithProperties", cl.clCreateCommandQueueWithProperties, self.context, d, props)
    except (RuntimeError, AttributeError):  # an OpenCL 1.2 driver
      self.queue = checked("clCreateCommandQueue", cl.clCreateCommandQueue, self.context, d, cl.CL_QUEUE_PROFILING_ENABLE)
    exts = _info_str(cl.clGetDeviceInfo, d, cl.CL_DEVICE_EXTENSIONS).split()
    self.extensions = frozenset(exts)
    self.local_mem = _info(cl.clGetDeviceInfo, d, cl.CL_DEVICE_LOCAL_MEM_SIZE, ctypes.c_uint64)
    self.has_local_mem = _info(cl.clGetDeviceInfo, d, cl.CL_DEVICE_LOCAL_MEM_TYPE, ctypes.c_uint32) != 0  # CL_NONE: no local memory
    self.max_work_group = _info(cl.clGetDeviceInfo, d, cl.CL_DEVICE_MAX_WORK_GROUP_SIZE, ctypes.c_uint64)
    self.max_item_sizes = tuple(_info(cl.clGetDeviceInfo, d, cl.CL_DEVICE_MAX_WORK_ITEM_SIZES, lambda: (ctypes.c_uint64 * 3)()))
    self.max_alloc = _info(cl.clGetDeviceInfo, d, cl.CL_DEVICE_MAX_MEM_ALLOC_SIZE, ctypes.c_uint64)
    self.base_align = max(_info(cl.clGetDeviceInfo, d, cl.CL_DEVICE_MEM_BASE_ADDR_ALIGN, ctypes.c_uint32) // 8, 1)
    self.has_images = bool(_info(cl.clGetDeviceInfo, d, cl.CL_DEVICE_IMAGE_SUPPORT, ctypes.c_uint32))
    # texels; 0 where images cannot be made from buffers (OpenCL's optional cl_khr_image2d_from_buffer)
    self.driver_pitch_alignment = _info(cl.clGetDeviceInfo, d, cl.CL_DEVICE_IMAGE_PITCH_ALIGNMENT, ctypes.c_uint32) \
      if "cl_khr_image2d_from_buffer" in self.extensions else 0
    arch = ",".join(e for e in ("cl_khr_fp16", "cl_khr_fp64") if e in self.extensions) or "cl_nofp"
    super().__init__(device, CLAllocator(self), [("CL", lambda r: Compiler())], functools.partial(CLProgram, self), arch=arch)
    self.pitch_option: int | None = None
    if (v := self.target.option("IMAGE_PITCH_ALIGNMENT")) is not None:
      if not v.isdigit() or int(v) < 1 or int(v) & (int(v) - 1):
        raise ValueError(f"{device}: IMAGE_PITCH_ALIGNMENT={v} must be a power of two number of bytes, e.g. IMAGE_PITCH_ALIGNMENT=64")
      self.pitch_option = int(v)

  def image_pitch_alignment(self, texel: int) -> int:
    """Bytes an image row pitch is rounded up to: the option, else the driver's alignment (in texels, so times the texel size)."""
    if not self.has_images: raise RuntimeError(f"CL: {self.info.name} has no image support (CL_DEVICE_IMAGE_SUPPORT is false)")
    return self.pitch_option or max(self.driver_pitch_alignment, 1) * texel

  @functools.cached_property
  def _renderer_and_compiler(self) -> tuple[Any, Compiler | None]:
    ren, comp = Compiled._renderer_and_compiler.func(self)  # type: ignore[attr-defined]
    ren.has_local, ren.has_shared = True, self.has_local_mem
    ren.shared_max = self.local_mem if self.has_local_mem else 0
    ren.local_max = tuple(min(int(x), self.max_work_group) for x in self.max_item_sizes)
    if "cl_khr_fp16" not in self.extensions: ren.emulated_dtypes = (*ren.emulated_dtypes, dtypes.half)  # half kept as bits, computed in float
    return ren, comp
  @property
  def ren(self) -> OpenCLRenderer:
    """The renderer, typed as the OpenCL one it is."""
    if not isinstance(r := self.renderer, OpenCLRenderer): raise TypeError(f"{self.device} renders with {type(r).__name__}, not OpenCL C")
    return r

  @functools.cached_property
  def _binary_table(self) -> str:
    return "cl_binary_" + "".join(c if c.isalnum() else "_" for c in f"{self.info.platform}_{self.info.name}_{self.info.driver}")[:120]

  def build(self, src: bytes) -> Any:
    """A built cl_program of `src`: from the driver's cached binary when there is one, else clBuildProgram (the log on failure)."""
    cl, d = self.cl, ctypes.byref(self.device_handle)
    if (binary := diskcache_get(self._binary_table, src)) is not None:
      n, status = ctypes.c_uint64(len(binary)), ctypes.c_int32()
      ptr = ctypes.cast(ctypes.c_char_p(binary), ctypes.POINTER(ctypes.c_ubyte))
      try:
        prg = checked("clCreateProgramWithBinary", cl.clCreateProgramWithBinary, self.context, 1, d, ctypes.byref(n), ctypes.byref(ptr),
                      ctypes.byref(status))
        if status.value == 0 and cl.clBuildProgram(prg, 1, d, None, _no_build_notify(cl), None) == 0: return prg
        cl.clReleaseProgram(prg)
      except RuntimeError: pass  # a binary this driver no longer takes is rebuilt from source
    text = ctypes.c_char_p(src)
    prg = checked("clCreateProgramWithSource", cl.clCreateProgramWithSource, self.context, 1, ctypes.byref(text), None)
    if (st := cl.clBuildProgram(prg, 1, d, None, _no_build_notify(cl), None)) != 0:
      log = _info_str(cl.clGetProgramBuildInfo, prg, cl.CL_PROGRAM_BUILD_LOG, self.device_handle)
      cl.clReleaseProgram(prg)
      raise CompileError(f"CL: clBuildProgram failed ({_error_names().get(st, st)}) on {self.info.name}; build log:\n{log}\n--- source:\n"
                         f"{src.decode(errors='replace')}")
    size = _info(cl.clGetProgramInfo, prg, cl.CL_PROGRAM_BINARY_SIZES, ctypes.c_uint64)
    if size:
      out = (ctypes.c_ubyte * size)()
      ptrs = (ctypes.c_void_p * 1)(ctypes.addressof(out))
      if cl.clGetProgramInfo(prg, cl.CL_PROGRAM_BINARIES, ctypes.sizeof(ptrs), ctypes.addressof(ptrs), None) == 0:
        diskcache_put(self._binary_table, src, bytes(out))
    return prg

  def synchronize(self) -> None: check(self.cl.clFinish(self.queue), "clFinish")
