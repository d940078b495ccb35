# tg-autogen 0.1.0 generated this from usr:CL/cl.h, usr:CL/cl_platform.h (inputs sha256 f947a500825da222); regenerate with: tg-autogen opencl
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR
dll = c.DLL('OpenCL', ['OpenCL'])

@c.record
class cl_char2(c.Struct):
  SIZE = 2
  s: ctypes.Array
  x: int
  y: int
  s0: int
  s1: int
  lo: int
  hi: int

@c.record
class cl_char4(c.Struct):
  SIZE = 4
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  lo: cl_char2
  hi: cl_char2

@c.record
class cl_char8(c.Struct):
  SIZE = 8
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  lo: cl_char4
  hi: cl_char4
  v8: ctypes.Array

@c.record
class cl_char16(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  __spacer4: int
  __spacer5: int
  __spacer6: int
  __spacer7: int
  __spacer8: int
  __spacer9: int
  sa: int
  sb: int
  sc: int
  sd: int
  se: int
  sf: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  s8: int
  s9: int
  sA: int
  sB: int
  sC: int
  sD: int
  sE: int
  sF: int
  lo: cl_char8
  hi: cl_char8
  v8: ctypes.Array
  v16: ctypes.Array

@c.record
class cl_uchar2(c.Struct):
  SIZE = 2
  s: ctypes.Array
  x: int
  y: int
  s0: int
  s1: int
  lo: int
  hi: int

@c.record
class cl_uchar4(c.Struct):
  SIZE = 4
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  lo: cl_uchar2
  hi: cl_uchar2

@c.record
class cl_uchar8(c.Struct):
  SIZE = 8
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  lo: cl_uchar4
  hi: cl_uchar4
  v8: ctypes.Array

@c.record
class cl_uchar16(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  __spacer4: int
  __spacer5: int
  __spacer6: int
  __spacer7: int
  __spacer8: int
  __spacer9: int
  sa: int
  sb: int
  sc: int
  sd: int
  se: int
  sf: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  s8: int
  s9: int
  sA: int
  sB: int
  sC: int
  sD: int
  sE: int
  sF: int
  lo: cl_uchar8
  hi: cl_uchar8
  v8: ctypes.Array
  v16: ctypes.Array

@c.record
class cl_short2(c.Struct):
  SIZE = 4
  s: ctypes.Array
  x: int
  y: int
  s0: int
  s1: int
  lo: int
  hi: int

@c.record
class cl_short4(c.Struct):
  SIZE = 8
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  lo: cl_short2
  hi: cl_short2
  v4: ctypes.Array

@c.record
class cl_short8(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  lo: cl_short4
  hi: cl_short4
  v4: ctypes.Array
  v8: ctypes.Array

@c.record
class cl_short16(c.Struct):
  SIZE = 32
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  __spacer4: int
  __spacer5: int
  __spacer6: int
  __spacer7: int
  __spacer8: int
  __spacer9: int
  sa: int
  sb: int
  sc: int
  sd: int
  se: int
  sf: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  s8: int
  s9: int
  sA: int
  sB: int
  sC: int
  sD: int
  sE: int
  sF: int
  lo: cl_short8
  hi: cl_short8
  v4: ctypes.Array
  v8: ctypes.Array

@c.record
class cl_ushort2(c.Struct):
  SIZE = 4
  s: ctypes.Array
  x: int
  y: int
  s0: int
  s1: int
  lo: int
  hi: int

@c.record
class cl_ushort4(c.Struct):
  SIZE = 8
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  lo: cl_ushort2
  hi: cl_ushort2
  v4: ctypes.Array

@c.record
class cl_ushort8(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  lo: cl_ushort4
  hi: cl_ushort4
  v4: ctypes.Array
  v8: ctypes.Array

@c.record
class cl_ushort16(c.Struct):
  SIZE = 32
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  __spacer4: int
  __spacer5: int
  __spacer6: int
  __spacer7: int
  __spacer8: int
  __spacer9: int
  sa: int
  sb: int
  sc: int
  sd: int
  se: int
  sf: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  s8: int
  s9: int
  sA: int
  sB: int
  sC: int
  sD: int
  sE: int
  sF: int
  lo: cl_ushort8
  hi: cl_ushort8
  v4: ctypes.Array
  v8: ctypes.Array

@c.record
class cl_half2(c.Struct):
  SIZE = 4
  s: ctypes.Array
  x: int
  y: int
  s0: int
  s1: int
  lo: int
  hi: int

@c.record
class cl_half4(c.Struct):
  SIZE = 8
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  lo: cl_half2
  hi: cl_half2

@c.record
class cl_half8(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  lo: cl_half4
  hi: cl_half4

@c.record
class cl_half16(c.Struct):
  SIZE = 32
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  __spacer4: int
  __spacer5: int
  __spacer6: int
  __spacer7: int
  __spacer8: int
  __spacer9: int
  sa: int
  sb: int
  sc: int
  sd: int
  se: int
  sf: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  s8: int
  s9: int
  sA: int
  sB: int
  sC: int
  sD: int
  sE: int
  sF: int
  lo: cl_half8
  hi: cl_half8

@c.record
class cl_int2(c.Struct):
  SIZE = 8
  s: ctypes.Array
  x: int
  y: int
  s0: int
  s1: int
  lo: int
  hi: int
  v2: ctypes.Array

@c.record
class cl_int4(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  lo: cl_int2
  hi: cl_int2
  v2: ctypes.Array
  v4: ctypes.Array

@c.record
class cl_int8(c.Struct):
  SIZE = 32
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  lo: cl_int4
  hi: cl_int4
  v2: ctypes.Array
  v4: ctypes.Array

@c.record
class cl_int16(c.Struct):
  SIZE = 64
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  __spacer4: int
  __spacer5: int
  __spacer6: int
  __spacer7: int
  __spacer8: int
  __spacer9: int
  sa: int
  sb: int
  sc: int
  sd: int
  se: int
  sf: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  s8: int
  s9: int
  sA: int
  sB: int
  sC: int
  sD: int
  sE: int
  sF: int
  lo: cl_int8
  hi: cl_int8
  v2: ctypes.Array
  v4: ctypes.Array

@c.record
class cl_uint2(c.Struct):
  SIZE = 8
  s: ctypes.Array
  x: int
  y: int
  s0: int
  s1: int
  lo: int
  hi: int
  v2: ctypes.Array

@c.record
class cl_uint4(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  lo: cl_uint2
  hi: cl_uint2
  v2: ctypes.Array
  v4: ctypes.Array

@c.record
class cl_uint8(c.Struct):
  SIZE = 32
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  lo: cl_uint4
  hi: cl_uint4
  v2: ctypes.Array
  v4: ctypes.Array

@c.record
class cl_uint16(c.Struct):
  SIZE = 64
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  __spacer4: int
  __spacer5: int
  __spacer6: int
  __spacer7: int
  __spacer8: int
  __spacer9: int
  sa: int
  sb: int
  sc: int
  sd: int
  se: int
  sf: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  s8: int
  s9: int
  sA: int
  sB: int
  sC: int
  sD: int
  sE: int
  sF: int
  lo: cl_uint8
  hi: cl_uint8
  v2: ctypes.Array
  v4: ctypes.Array

@c.record
class cl_long2(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: int
  y: int
  s0: int
  s1: int
  lo: int
  hi: int
  v2: ctypes.Array

@c.record
class cl_long4(c.Struct):
  SIZE = 32
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  lo: cl_long2
  hi: cl_long2
  v2: ctypes.Array

@c.record
class cl_long8(c.Struct):
  SIZE = 64
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  lo: cl_long4
  hi: cl_long4
  v2: ctypes.Array

@c.record
class cl_long16(c.Struct):
  SIZE = 128
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  __spacer4: int
  __spacer5: int
  __spacer6: int
  __spacer7: int
  __spacer8: int
  __spacer9: int
  sa: int
  sb: int
  sc: int
  sd: int
  se: int
  sf: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  s8: int
  s9: int
  sA: int
  sB: int
  sC: int
  sD: int
  sE: int
  sF: int
  lo: cl_long8
  hi: cl_long8
  v2: ctypes.Array

@c.record
class cl_ulong2(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: int
  y: int
  s0: int
  s1: int
  lo: int
  hi: int
  v2: ctypes.Array

@c.record
class cl_ulong4(c.Struct):
  SIZE = 32
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  lo: cl_ulong2
  hi: cl_ulong2
  v2: ctypes.Array

@c.record
class cl_ulong8(c.Struct):
  SIZE = 64
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  lo: cl_ulong4
  hi: cl_ulong4
  v2: ctypes.Array

@c.record
class cl_ulong16(c.Struct):
  SIZE = 128
  s: ctypes.Array
  x: int
  y: int
  z: int
  w: int
  __spacer4: int
  __spacer5: int
  __spacer6: int
  __spacer7: int
  __spacer8: int
  __spacer9: int
  sa: int
  sb: int
  sc: int
  sd: int
  se: int
  sf: int
  s0: int
  s1: int
  s2: int
  s3: int
  s4: int
  s5: int
  s6: int
  s7: int
  s8: int
  s9: int
  sA: int
  sB: int
  sC: int
  sD: int
  sE: int
  sF: int
  lo: cl_ulong8
  hi: cl_ulong8
  v2: ctypes.Array

@c.record
class cl_float2(c.Struct):
  SIZE = 8
  s: ctypes.Array
  x: float
  y: float
  s0: float
  s1: float
  lo: float
  hi: float
  v2: ctypes.Array

@c.record
class cl_float4(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: float
  y: float
  z: float
  w: float
  s0: float
  s1: float
  s2: float
  s3: float
  lo: cl_float2
  hi: cl_float2
  v2: ctypes.Array
  v4: ctypes.Array

@c.record
class cl_float8(c.Struct):
  SIZE = 32
  s: ctypes.Array
  x: float
  y: float
  z: float
  w: float
  s0: float
  s1: float
  s2: float
  s3: float
  s4: float
  s5: float
  s6: float
  s7: float
  lo: cl_float4
  hi: cl_float4
  v2: ctypes.Array
  v4: ctypes.Array

@c.record
class cl_float16(c.Struct):
  SIZE = 64
  s: ctypes.Array
  x: float
  y: float
  z: float
  w: float
  __spacer4: float
  __spacer5: float
  __spacer6: float
  __spacer7: float
  __spacer8: float
  __spacer9: float
  sa: float
  sb: float
  sc: float
  sd: float
  se: float
  sf: float
  s0: float
  s1: float
  s2: float
  s3: float
  s4: float
  s5: float
  s6: float
  s7: float
  s8: float
  s9: float
  sA: float
  sB: float
  sC: float
  sD: float
  sE: float
  sF: float
  lo: cl_float8
  hi: cl_float8
  v2: ctypes.Array
  v4: ctypes.Array

@c.record
class cl_double2(c.Struct):
  SIZE = 16
  s: ctypes.Array
  x: float
  y: float
  s0: float
  s1: float
  lo: float
  hi: float
  v2: ctypes.Array

@c.record
class cl_double4(c.Struct):
  SIZE = 32
  s: ctypes.Array
  x: float
  y: float
  z: float
  w: float
  s0: float
  s1: float
  s2: float
  s3: float
  lo: cl_double2
  hi: cl_double2
  v2: ctypes.Array

@c.record
class cl_double8(c.Struct):
  SIZE = 64
  s: ctypes.Array
  x: float
  y: float
  z: float
  w: float
  s0: float
  s1: float
  s2: float
  s3: float
  s4: float
  s5: float
  s6: float
  s7: float
  lo: cl_double4
  hi: cl_double4
  v2: ctypes.Array

@c.record
class cl_double16(c.Struct):
  SIZE = 128
  s: ctypes.Array
  x: float
  y: float
  z: float
  w: float
  __spacer4: float
  __spacer5: float
  __spacer6: float
  __spacer7: float
  __spacer8: float
  __spacer9: float
  sa: float
  sb: float
  sc: float
  sd: float
  se: float
  sf: float
  s0: float
  s1: float
  s2: float
  s3: float
  s4: float
  s5: float
  s6: float
  s7: float
  s8: float
  s9: float
  sA: float
  sB: float
  sC: float
  sD: float
  sE: float
  sF: float
  lo: cl_double8
  hi: cl_double8
  v2: ctypes.Array

@c.record
class struct__cl_platform_id(c.Struct):
  SIZE = 0

@c.record
class struct__cl_device_id(c.Struct):
  SIZE = 0

@c.record
class struct__cl_context(c.Struct):
  SIZE = 0

@c.record
class struct__cl_command_queue(c.Struct):
  SIZE = 0

@c.record
class struct__cl_mem(c.Struct):
  SIZE = 0

@c.record
class struct__cl_program(c.Struct):
  SIZE = 0

@c.record
class struct__cl_kernel(c.Struct):
  SIZE = 0

@c.record
class struct__cl_event(c.Struct):
  SIZE = 0

@c.record
class struct__cl_sampler(c.Struct):
  SIZE = 0

@c.record
class struct__cl_image_format(c.Struct):
  SIZE = 8
  image_channel_order: int
  image_channel_data_type: int

@c.record
class struct__cl_image_desc(c.Struct):
  SIZE = 72
  image_type: int
  image_width: int
  image_height: int
  image_depth: int
  image_array_size: int
  image_row_pitch: int
  image_slice_pitch: int
  num_mip_levels: int
  num_samples: int
  buffer: ctypes._Pointer
  mem_object: ctypes._Pointer

@c.record
class struct__cl_buffer_region(c.Struct):
  SIZE = 16
  origin: int
  size: int

@c.record
class struct__cl_name_version(c.Struct):
  SIZE = 68
  version: int
  name: ctypes.Array

cl_char = ctypes.c_byte
cl_uchar = ctypes.c_ubyte
cl_short = ctypes.c_int16
cl_ushort = ctypes.c_uint16
cl_int = ctypes.c_int32
cl_uint = ctypes.c_uint32
cl_long = ctypes.c_int64
cl_ulong = ctypes.c_uint64
cl_half = ctypes.c_uint16
cl_float = ctypes.c_float
cl_double = ctypes.c_double
cl_GLuint = ctypes.c_uint32
cl_GLint = ctypes.c_int32
cl_GLenum = ctypes.c_uint32
__cl_float4 = (ctypes.c_float * 4)
__cl_uchar16 = (cl_uchar * 16)
__cl_char16 = (cl_char * 16)
__cl_ushort8 = (cl_ushort * 8)
__cl_short8 = (cl_short * 8)
__cl_uint4 = (cl_uint * 4)
__cl_int4 = (cl_int * 4)
__cl_ulong2 = (cl_ulong * 2)
__cl_long2 = (cl_long * 2)
__cl_double2 = (cl_double * 2)
__cl_uchar8 = (cl_uchar * 8)
__cl_char8 = (cl_char * 8)
__cl_ushort4 = (cl_ushort * 4)
__cl_short4 = (cl_short * 4)
__cl_uint2 = (cl_uint * 2)
__cl_int2 = (cl_int * 2)
__cl_ulong1 = (cl_ulong * 1)
__cl_long1 = (cl_long * 1)
__cl_float2 = (cl_float * 2)
cl_char3 = cl_char4
cl_uchar3 = cl_uchar4
cl_short3 = cl_short4
cl_ushort3 = cl_ushort4
cl_half3 = cl_half4
cl_int3 = cl_int4
cl_uint3 = cl_uint4
cl_long3 = cl_long4
cl_ulong3 = cl_ulong4
cl_float3 = cl_float4
cl_double3 = cl_double4
cl_platform_id = ctypes.POINTER(struct__cl_platform_id)
cl_device_id = ctypes.POINTER(struct__cl_device_id)
cl_context = ctypes.POINTER(struct__cl_context)
cl_command_queue = ctypes.POINTER(struct__cl_command_queue)
cl_mem = ctypes.POINTER(struct__cl_mem)
cl_program = ctypes.POINTER(struct__cl_program)
cl_kernel = ctypes.POINTER(struct__cl_kernel)
cl_event = ctypes.POINTER(struct__cl_event)
cl_sampler = ctypes.POINTER(struct__cl_sampler)
cl_bool = cl_uint
cl_bitfield = cl_ulong
cl_properties = cl_ulong
cl_device_type = cl_bitfield
cl_platform_info = cl_uint
cl_device_info = cl_uint
cl_device_fp_config = cl_bitfield
cl_device_mem_cache_type = cl_uint
cl_device_local_mem_type = cl_uint
cl_device_exec_capabilities = cl_bitfield
cl_device_svm_capabilities = cl_bitfield
cl_command_queue_properties = cl_bitfield
cl_device_partition_property = ctypes.c_int64
cl_device_affinity_domain = cl_bitfield
cl_context_properties = ctypes.c_int64
cl_context_info = cl_uint
cl_queue_properties = cl_properties
cl_command_queue_info = cl_uint
cl_channel_order = cl_uint
cl_channel_type = cl_uint
cl_mem_flags = cl_bitfield
cl_svm_mem_flags = cl_bitfield
cl_mem_object_type = cl_uint
cl_mem_info = cl_uint
cl_mem_migration_flags = cl_bitfield
cl_image_info = cl_uint
cl_buffer_create_type = cl_uint
cl_addressing_mode = cl_uint
cl_filter_mode = cl_uint
cl_sampler_info = cl_uint
cl_map_flags = cl_bitfield
cl_pipe_properties = ctypes.c_int64
cl_pipe_info = cl_uint
cl_program_info = cl_uint
cl_program_build_info = cl_uint
cl_program_binary_type = cl_uint
cl_build_status = cl_int
cl_kernel_info = cl_uint
cl_kernel_arg_info = cl_uint
cl_kernel_arg_address_qualifier = cl_uint
cl_kernel_arg_access_qualifier = cl_uint
cl_kernel_arg_type_qualifier = cl_bitfield
cl_kernel_work_group_info = cl_uint
cl_kernel_sub_group_info = cl_uint
cl_event_info = cl_uint
cl_command_type = cl_uint
cl_profiling_info = cl_uint
cl_sampler_properties = cl_properties
cl_kernel_exec_info = cl_uint
cl_device_atomic_capabilities = cl_bitfield
cl_device_device_enqueue_capabilities = cl_bitfield
cl_khronos_vendor_id = cl_uint
cl_mem_properties = cl_properties
cl_version = cl_uint
cl_image_format = struct__cl_image_format
cl_image_desc = struct__cl_image_desc
cl_buffer_region = struct__cl_buffer_region
cl_name_version = struct__cl_name_version
cl_char2.register_fields([
  ('s', (cl_char * 2), 0),
  ('x', cl_char, 0),
  ('y', cl_char, 1),
  ('s0', cl_char, 0),
  ('s1', cl_char, 1),
  ('lo', cl_char, 0),
  ('hi', cl_char, 1),
])
cl_char4.register_fields([
  ('s', (cl_char * 4), 0),
  ('x', cl_char, 0),
  ('y', cl_char, 1),
  ('z', cl_char, 2),
  ('w', cl_char, 3),
  ('s0', cl_char, 0),
  ('s1', cl_char, 1),
  ('s2', cl_char, 2),
  ('s3', cl_char, 3),
  ('lo', cl_char2, 0),
  ('hi', cl_char2, 2),
])
cl_char8.register_fields([
  ('s', (cl_char * 8), 0),
  ('x', cl_char, 0),
  ('y', cl_char, 1),
  ('z', cl_char, 2),
  ('w', cl_char, 3),
  ('s0', cl_char, 0),
  ('s1', cl_char, 1),
  ('s2', cl_char, 2),
  ('s3', cl_char, 3),
  ('s4', cl_char, 4),
  ('s5', cl_char, 5),
  ('s6', cl_char, 6),
  ('s7', cl_char, 7),
  ('lo', cl_char4, 0),
  ('hi', cl_char4, 4),
  ('v8', __cl_char8, 0),
])
cl_char16.register_fields([
  ('s', (cl_char * 16), 0),
  ('x', cl_char, 0),
  ('y', cl_char, 1),
  ('z', cl_char, 2),
  ('w', cl_char, 3),
  ('__spacer4', cl_char, 4),
  ('__spacer5', cl_char, 5),
  ('__spacer6', cl_char, 6),
  ('__spacer7', cl_char, 7),
  ('__spacer8', cl_char, 8),
  ('__spacer9', cl_char, 9),
  ('sa', cl_char, 10),
  ('sb', cl_char, 11),
  ('sc', cl_char, 12),
  ('sd', cl_char, 13),
  ('se', cl_char, 14),
  ('sf', cl_char, 15),
  ('s0', cl_char, 0),
  ('s1', cl_char, 1),
  ('s2', cl_char, 2),
  ('s3', cl_char, 3),
  ('s4', cl_char, 4),
  ('s5', cl_char, 5),
  ('s6', cl_char, 6),
  ('s7', cl_char, 7),
  ('s8', cl_char, 8),
  ('s9', cl_char, 9),
  ('sA', cl_char, 10),
  ('sB', cl_char, 11),
  ('sC', cl_char, 12),
  ('sD', cl_char, 13),
  ('sE', cl_char, 14),
  ('sF', cl_char, 15),
  ('lo', cl_char8, 0),
  ('hi', cl_char8, 8),
  ('v8', (__cl_char8 * 2), 0),
  ('v16', __cl_char16, 0),
])
cl_uchar2.register_fields([
  ('s', (cl_uchar * 2), 0),
  ('x', cl_uchar, 0),
  ('y', cl_uchar, 1),
  ('s0', cl_uchar, 0),
  ('s1', cl_uchar, 1),
  ('lo', cl_uchar, 0),
  ('hi', cl_uchar, 1),
])
cl_uchar4.register_fields([
  ('s', (cl_uchar * 4), 0),
  ('x', cl_uchar, 0),
  ('y', cl_uchar, 1),
  ('z', cl_uchar, 2),
  ('w', cl_uchar, 3),
  ('s0', cl_uchar, 0),
  ('s1', cl_uchar, 1),
  ('s2', cl_uchar, 2),
  ('s3', cl_uchar, 3),
  ('lo', cl_uchar2, 0),
  ('hi', cl_uchar2, 2),
])
cl_uchar8.register_fields([
  ('s', (cl_uchar * 8), 0),
  ('x', cl_uchar, 0),
  ('y', cl_uchar, 1),
  ('z', cl_uchar, 2),
  ('w', cl_uchar, 3),
  ('s0', cl_uchar, 0),
  ('s1', cl_uchar, 1),
  ('s2', cl_uchar, 2),
  ('s3', cl_uchar, 3),
  ('s4', cl_uchar, 4),
  ('s5', cl_uchar, 5),
  ('s6', cl_uchar, 6),
  ('s7', cl_uchar, 7),
  ('lo', cl_uchar4, 0),
  ('hi', cl_uchar4, 4),
  ('v8', __cl_uchar8, 0),
])
cl_uchar16.register_fields([
  ('s', (cl_uchar * 16), 0),
  ('x', cl_uchar, 0),
  ('y', cl_uchar, 1),
  ('z', cl_uchar, 2),
  ('w', cl_uchar, 3),
  ('__spacer4', cl_uchar, 4),
  ('__spacer5', cl_uchar, 5),
  ('__spacer6', cl_uchar, 6),
  ('__spacer7', cl_uchar, 7),
  ('__spacer8', cl_uchar, 8),
  ('__spacer9', cl_uchar, 9),
  ('sa', cl_uchar, 10),
  ('sb', cl_uchar, 11),
  ('sc', cl_uchar, 12),
  ('sd', cl_uchar, 13),
  ('se', cl_uchar, 14),
  ('sf', cl_uchar, 15),
  ('s0', cl_uchar, 0),
  ('s1', cl_uchar, 1),
  ('s2', cl_uchar, 2),
  ('s3', cl_uchar, 3),
  ('s4', cl_uchar, 4),
  ('s5', cl_uchar, 5),
  ('s6', cl_uchar, 6),
  ('s7', cl_uchar, 7),
  ('s8', cl_uchar, 8),
  ('s9', cl_uchar, 9),
  ('sA', cl_uchar, 10),
  ('sB', cl_uchar, 11),
  ('sC', cl_uchar, 12),
  ('sD', cl_uchar, 13),
  ('sE', cl_uchar, 14),
  ('sF', cl_uchar, 15),
  ('lo', cl_uchar8, 0),
  ('hi', cl_uchar8, 8),
  ('v8', (__cl_uchar8 * 2), 0),
  ('v16', __cl_uchar16, 0),
])
cl_short2.register_fields([
  ('s', (cl_short * 2), 0),
  ('x', cl_short, 0),
  ('y', cl_short, 2),
  ('s0', cl_short, 0),
  ('s1', cl_short, 2),
  ('lo', cl_short, 0),
  ('hi', cl_short, 2),
])
cl_short4.register_fields([
  ('s', (cl_short * 4), 0),
  ('x', cl_short, 0),
  ('y', cl_short, 2),
  ('z', cl_short, 4),
  ('w', cl_short, 6),
  ('s0', cl_short, 0),
  ('s1', cl_short, 2),
  ('s2', cl_short, 4),
  ('s3', cl_short, 6),
  ('lo', cl_short2, 0),
  ('hi', cl_short2, 4),
  ('v4', __cl_short4, 0),
])
cl_short8.register_fields([
  ('s', (cl_short * 8), 0),
  ('x', cl_short, 0),
  ('y', cl_short, 2),
  ('z', cl_short, 4),
  ('w', cl_short, 6),
  ('s0', cl_short, 0),
  ('s1', cl_short, 2),
  ('s2', cl_short, 4),
  ('s3', cl_short, 6),
  ('s4', cl_short, 8),
  ('s5', cl_short, 10),
  ('s6', cl_short, 12),
  ('s7', cl_short, 14),
  ('lo', cl_short4, 0),
  ('hi', cl_short4, 8),
  ('v4', (__cl_short4 * 2), 0),
  ('v8', __cl_short8, 0),
])
cl_short16.register_fields([
  ('s', (cl_short * 16), 0),
  ('x', cl_short, 0),
  ('y', cl_short, 2),
  ('z', cl_short, 4),
  ('w', cl_short, 6),
  ('__spacer4', cl_short, 8),
  ('__spacer5', cl_short, 10),
  ('__spacer6', cl_short, 12),
  ('__spacer7', cl_short, 14),
  ('__spacer8', cl_short, 16),
  ('__spacer9', cl_short, 18),
  ('sa', cl_short, 20),
  ('sb', cl_short, 22),
  ('sc', cl_short, 24),
  ('sd', cl_short, 26),
  ('se', cl_short, 28),
  ('sf', cl_short, 30),
  ('s0', cl_short, 0),
  ('s1', cl_short, 2),
  ('s2', cl_short, 4),
  ('s3', cl_short, 6),
  ('s4', cl_short, 8),
  ('s5', cl_short, 10),
  ('s6', cl_short, 12),
  ('s7', cl_short, 14),
  ('s8', cl_short, 16),
  ('s9', cl_short, 18),
  ('sA', cl_short, 20),
  ('sB', cl_short, 22),
  ('sC', cl_short, 24),
  ('sD', cl_short, 26),
  ('sE', cl_short, 28),
  ('sF', cl_short, 30),
  ('lo', cl_short8, 0),
  ('hi', cl_short8, 16),
  ('v4', (__cl_short4 * 4), 0),
  ('v8', (__cl_short8 * 2), 0),
])
cl_ushort2.register_fields([
  ('s', (cl_ushort * 2), 0),
  ('x', cl_ushort, 0),
  ('y', cl_ushort, 2),
  ('s0', cl_ushort, 0),
  ('s1', cl_ushort, 2),
  ('lo', cl_ushort, 0),
  ('hi', cl_ushort, 2),
])
cl_ushort4.register_fields([
  ('s', (cl_ushort * 4), 0),
  ('x', cl_ushort, 0),
  ('y', cl_ushort, 2),
  ('z', cl_ushort, 4),
  ('w', cl_ushort, 6),
  ('s0', cl_ushort, 0),
  ('s1', cl_ushort, 2),
  ('s2', cl_ushort, 4),
  ('s3', cl_ushort, 6),
  ('lo', cl_ushort2, 0),
  ('hi', cl_ushort2, 4),
  ('v4', __cl_ushort4, 0),
])
cl_ushort8.register_fields([
  ('s', (cl_ushort * 8), 0),
  ('x', cl_ushort, 0),
  ('y', cl_ushort, 2),
  ('z', cl_ushort, 4),
  ('w', cl_ushort, 6),
  ('s0', cl_ushort, 0),
  ('s1', cl_ushort, 2),
  ('s2', cl_ushort, 4),
  ('s3', cl_ushort, 6),
  ('s4', cl_ushort, 8),
  ('s5', cl_ushort, 10),
  ('s6', cl_ushort, 12),
  ('s7', cl_ushort, 14),
  ('lo', cl_ushort4, 0),
  ('hi', cl_ushort4, 8),
  ('v4', (__cl_ushort4 * 2), 0),
  ('v8', __cl_ushort8, 0),
])
cl_ushort16.register_fields([
  ('s', (cl_ushort * 16), 0),
  ('x', cl_ushort, 0),
  ('y', cl_ushort, 2),
  ('z', cl_ushort, 4),
  ('w', cl_ushort, 6),
  ('__spacer4', cl_ushort, 8),
  ('__spacer5', cl_ushort, 10),
  ('__spacer6', cl_ushort, 12),
  ('__spacer7', cl_ushort, 14),
  ('__spacer8', cl_ushort, 16),
  ('__spacer9', cl_ushort, 18),
  ('sa', cl_ushort, 20),
  ('sb', cl_ushort, 22),
  ('sc', cl_ushort, 24),
  ('sd', cl_ushort, 26),
  ('se', cl_ushort, 28),
  ('sf', cl_ushort, 30),
  ('s0', cl_ushort, 0),
  ('s1', cl_ushort, 2),
  ('s2', cl_ushort, 4),
  ('s3', cl_ushort, 6),
  ('s4', cl_ushort, 8),
  ('s5', cl_ushort, 10),
  ('s6', cl_ushort, 12),
  ('s7', cl_ushort, 14),
  ('s8', cl_ushort, 16),
  ('s9', cl_ushort, 18),
  ('sA', cl_ushort, 20),
  ('sB', cl_ushort, 22),
  ('sC', cl_ushort, 24),
  ('sD', cl_ushort, 26),
  ('sE', cl_ushort, 28),
  ('sF', cl_ushort, 30),
  ('lo', cl_ushort8, 0),
  ('hi', cl_ushort8, 16),
  ('v4', (__cl_ushort4 * 4), 0),
  ('v8', (__cl_ushort8 * 2), 0),
])
cl_half2.register_fields([
  ('s', (cl_half * 2), 0),
  ('x', cl_half, 0),
  ('y', cl_half, 2),
  ('s0', cl_half, 0),
  ('s1', cl_half, 2),
  ('lo', cl_half, 0),
  ('hi', cl_half, 2),
])
cl_half4.register_fields([
  ('s', (cl_half * 4), 0),
  ('x', cl_half, 0),
  ('y', cl_half, 2),
  ('z', cl_half, 4),
  ('w', cl_half, 6),
  ('s0', cl_half, 0),
  ('s1', cl_half, 2),
  ('s2', cl_half, 4),
  ('s3', cl_half, 6),
  ('lo', cl_half2, 0),
  ('hi', cl_half2, 4),
])
cl_half8.register_fields([
  ('s', (cl_half * 8), 0),
  ('x', cl_half, 0),
  ('y', cl_half, 2),
  ('z', cl_half, 4),
  ('w', cl_half, 6),
  ('s0', cl_half, 0),
  ('s1', cl_half, 2),
  ('s2', cl_half, 4),
  ('s3', cl_half, 6),
  ('s4', cl_half, 8),
  ('s5', cl_half, 10),
  ('s6', cl_half, 12),
  ('s7', cl_half, 14),
  ('lo', cl_half4, 0),
  ('hi', cl_half4, 8),
])
cl_half16.register_fields([
  ('s', (cl_half * 16), 0),
  ('x', cl_half, 0),
  ('y', cl_half, 2),
  ('z', cl_half, 4),
  ('w', cl_half, 6),
  ('__spacer4', cl_half, 8),
  ('__spacer5', cl_half, 10),
  ('__spacer6', cl_half, 12),
  ('__spacer7', cl_half, 14),
  ('__spacer8', cl_half, 16),
  ('__spacer9', cl_half, 18),
  ('sa', cl_half, 20),
  ('sb', cl_half, 22),
  ('sc', cl_half, 24),
  ('sd', cl_half, 26),
  ('se', cl_half, 28),
  ('sf', cl_half, 30),
  ('s0', cl_half, 0),
  ('s1', cl_half, 2),
  ('s2', cl_half, 4),
  ('s3', cl_half, 6),
  ('s4', cl_half, 8),
  ('s5', cl_half, 10),
  ('s6', cl_half, 12),
  ('s7', cl_half, 14),
  ('s8', cl_half, 16),
  ('s9', cl_half, 18),
  ('sA', cl_half, 20),
  ('sB', cl_half, 22),
  ('sC', cl_half, 24),
  ('sD', cl_half, 26),
  ('sE', cl_half, 28),
  ('sF', cl_half, 30),
  ('lo', cl_half8, 0),
  ('hi', cl_half8, 16),
])
cl_int2.register_fields([
  ('s', (cl_int * 2), 0),
  ('x', cl_int, 0),
  ('y', cl_int, 4),
  ('s0', cl_int, 0),
  ('s1', cl_int, 4),
  ('lo', cl_int, 0),
  ('hi', cl_int, 4),
  ('v2', __cl_int2, 0),
])
cl_int4.register_fields([
  ('s', (cl_int * 4), 0),
  ('x', cl_int, 0),
  ('y', cl_int, 4),
  ('z', cl_int, 8),
  ('w', cl_int, 12),
  ('s0', cl_int, 0),
  ('s1', cl_int, 4),
  ('s2', cl_int, 8),
  ('s3', cl_int, 12),
  ('lo', cl_int2, 0),
  ('hi', cl_int2, 8),
  ('v2', (__cl_int2 * 2), 0),
  ('v4', __cl_int4, 0),
])
cl_int8.register_fields([
  ('s', (cl_int * 8), 0),
  ('x', cl_int, 0),
  ('y', cl_int, 4),
  ('z', cl_int, 8),
  ('w', cl_int, 12),
  ('s0', cl_int, 0),
  ('s1', cl_int, 4),
  ('s2', cl_int, 8),
  ('s3', cl_int, 12),
  ('s4', cl_int, 16),
  ('s5', cl_int, 20),
  ('s6', cl_int, 24),
  ('s7', cl_int, 28),
  ('lo', cl_int4, 0),
  ('hi', cl_int4, 16),
  ('v2', (__cl_int2 * 4), 0),
  ('v4', (__cl_int4 * 2), 0),
])
cl_int16.register_fields([
  ('s', (cl_int * 16), 0),
  ('x', cl_int, 0),
  ('y', cl_int, 4),
  ('z', cl_int, 8),
  ('w', cl_int, 12),
  ('__spacer4', cl_int, 16),
  ('__spacer5', cl_int, 20),
  ('__spacer6', cl_int, 24),
  ('__spacer7', cl_int, 28),
  ('__spacer8', cl_int, 32),
  ('__spacer9', cl_int, 36),
  ('sa', cl_int, 40),
  ('sb', cl_int, 44),
  ('sc', cl_int, 48),
  ('sd', cl_int, 52),
  ('se', cl_int, 56),
  ('sf', cl_int, 60),
  ('s0', cl_int, 0),
  ('s1', cl_int, 4),
  ('s2', cl_int, 8),
  ('s3', cl_int, 12),
  ('s4', cl_int, 16),
  ('s5', cl_int, 20),
  ('s6', cl_int, 24),
  ('s7', cl_int, 28),
  ('s8', cl_int, 32),
  ('s9', cl_int, 36),
  ('sA', cl_int, 40),
  ('sB', cl_int, 44),
  ('sC', cl_int, 48),
  ('sD', cl_int, 52),
  ('sE', cl_int, 56),
  ('sF', cl_int, 60),
  ('lo', cl_int8, 0),
  ('hi', cl_int8, 32),
  ('v2', (__cl_int2 * 8), 0),
  ('v4', (__cl_int4 * 4), 0),
])
cl_uint2.register_fields([
  ('s', (cl_uint * 2), 0),
  ('x', cl_uint, 0),
  ('y', cl_uint, 4),
  ('s0', cl_uint, 0),
  ('s1', cl_uint, 4),
  ('lo', cl_uint, 0),
  ('hi', cl_uint, 4),
  ('v2', __cl_uint2, 0),
])
cl_uint4.register_fields([
  ('s', (cl_uint * 4), 0),
  ('x', cl_uint, 0),
  ('y', cl_uint, 4),
  ('z', cl_uint, 8),
  ('w', cl_uint, 12),
  ('s0', cl_uint, 0),
  ('s1', cl_uint, 4),
  ('s2', cl_uint, 8),
  ('s3', cl_uint, 12),
  ('lo', cl_uint2, 0),
  ('hi', cl_uint2, 8),
  ('v2', (__cl_uint2 * 2), 0),
  ('v4', __cl_uint4, 0),
])
cl_uint8.register_fields([
  ('s', (cl_uint * 8), 0),
  ('x', cl_uint, 0),
  ('y', cl_uint, 4),
  ('z', cl_uint, 8),
  ('w', cl_uint, 12),
  ('s0', cl_uint, 0),
  ('s1', cl_uint, 4),
  ('s2', cl_uint, 8),
  ('s3', cl_uint, 12),
  ('s4', cl_uint, 16),
  ('s5', cl_uint, 20),
  ('s6', cl_uint, 24),
  ('s7', cl_uint, 28),
  ('lo', cl_uint4, 0),
  ('hi', cl_uint4, 16),
  ('v2', (__cl_uint2 * 4), 0),
  ('v4', (__cl_uint4 * 2), 0),
])
cl_uint16.register_fields([
  ('s', (cl_uint * 16), 0),
  ('x', cl_uint, 0),
  ('y', cl_uint, 4),
  ('z', cl_uint, 8),
  ('w', cl_uint, 12),
  ('__spacer4', cl_uint, 16),
  ('__spacer5', cl_uint, 20),
  ('__spacer6', cl_uint, 24),
  ('__spacer7', cl_uint, 28),
  ('__spacer8', cl_uint, 32),
  ('__spacer9', cl_uint, 36),
  ('sa', cl_uint, 40),
  ('sb', cl_uint, 44),
  ('sc', cl_uint, 48),
  ('sd', cl_uint, 52),
  ('se', cl_uint, 56),
  ('sf', cl_uint, 60),
  ('s0', cl_uint, 0),
  ('s1', cl_uint, 4),
  ('s2', cl_uint, 8),
  ('s3', cl_uint, 12),
  ('s4', cl_uint, 16),
  ('s5', cl_uint, 20),
  ('s6', cl_uint, 24),
  ('s7', cl_uint, 28),
  ('s8', cl_uint, 32),
  ('s9', cl_uint, 36),
  ('sA', cl_uint, 40),
  ('sB', cl_uint, 44),
  ('sC', cl_uint, 48),
  ('sD', cl_uint, 52),
  ('sE', cl_uint, 56),
  ('sF', cl_uint, 60),
  ('lo', cl_uint8, 0),
  ('hi', cl_uint8, 32),
  ('v2', (__cl_uint2 * 8), 0),
  ('v4', (__cl_uint4 * 4), 0),
])
cl_long2.register_fields([
  ('s', (cl_long * 2), 0),
  ('x', cl_long, 0),
  ('y', cl_long, 8),
  ('s0', cl_long, 0),
  ('s1', cl_long, 8),
  ('lo', cl_long, 0),
  ('hi', cl_long, 8),
  ('v2', __cl_long2, 0),
])
cl_long4.register_fields([
  ('s', (cl_long * 4), 0),
  ('x', cl_long, 0),
  ('y', cl_long, 8),
  ('z', cl_long, 16),
  ('w', cl_long, 24),
  ('s0', cl_long, 0),
  ('s1', cl_long, 8),
  ('s2', cl_long, 16),
  ('s3', cl_long, 24),
  ('lo', cl_long2, 0),
  ('hi', cl_long2, 16),
  ('v2', (__cl_long2 * 2), 0),
])
cl_long8.register_fields([
  ('s', (cl_long * 8), 0),
  ('x', cl_long, 0),
  ('y', cl_long, 8),
  ('z', cl_long, 16),
  ('w', cl_long, 24),
  ('s0', cl_long, 0),
  ('s1', cl_long, 8),
  ('s2', cl_long, 16),
  ('s3', cl_long, 24),
  ('s4', cl_long, 32),
  ('s5', cl_long, 40),
  ('s6', cl_long, 48),
  ('s7', cl_long, 56),
  ('lo', cl_long4, 0),
  ('hi', cl_long4, 32),
  ('v2', (__cl_long2 * 4), 0),
])
cl_long16.register_fields([
  ('s', (cl_long * 16), 0),
  ('x', cl_long, 0),
  ('y', cl_long, 8),
  ('z', cl_long, 16),
  ('w', cl_long, 24),
  ('__spacer4', cl_long, 32),
  ('__spacer5', cl_long, 40),
  ('__spacer6', cl_long, 48),
  ('__spacer7', cl_long, 56),
  ('__spacer8', cl_long, 64),
  ('__spacer9', cl_long, 72),
  ('sa', cl_long, 80),
  ('sb', cl_long, 88),
  ('sc', cl_long, 96),
  ('sd', cl_long, 104),
  ('se', cl_long, 112),
  ('sf', cl_long, 120),
  ('s0', cl_long, 0),
  ('s1', cl_long, 8),
  ('s2', cl_long, 16),
  ('s3', cl_long, 24),
  ('s4', cl_long, 32),
  ('s5', cl_long, 40),
  ('s6', cl_long, 48),
  ('s7', cl_long, 56),
  ('s8', cl_long, 64),
  ('s9', cl_long, 72),
  ('sA', cl_long, 80),
  ('sB', cl_long, 88),
  ('sC', cl_long, 96),
  ('sD', cl_long, 104),
  ('sE', cl_long, 112),
  ('sF', cl_long, 120),
  ('lo', cl_long8, 0),
  ('hi', cl_long8, 64),
  ('v2', (__cl_long2 * 8), 0),
])
cl_ulong2.register_fields([
  ('s', (cl_ulong * 2), 0),
  ('x', cl_ulong, 0),
  ('y', cl_ulong, 8),
  ('s0', cl_ulong, 0),
  ('s1', cl_ulong, 8),
  ('lo', cl_ulong, 0),
  ('hi', cl_ulong, 8),
  ('v2', __cl_ulong2, 0),
])
cl_ulong4.register_fields([
  ('s', (cl_ulong * 4), 0),
  ('x', cl_ulong, 0),
  ('y', cl_ulong, 8),
  ('z', cl_ulong, 16),
  ('w', cl_ulong, 24),
  ('s0', cl_ulong, 0),
  ('s1', cl_ulong, 8),
  ('s2', cl_ulong, 16),
  ('s3', cl_ulong, 24),
  ('lo', cl_ulong2, 0),
  ('hi', cl_ulong2, 16),
  ('v2', (__cl_ulong2 * 2), 0),
])
cl_ulong8.register_fields([
  ('s', (cl_ulong * 8), 0),
  ('x', cl_ulong, 0),
  ('y', cl_ulong, 8),
  ('z', cl_ulong, 16),
  ('w', cl_ulong, 24),
  ('s0', cl_ulong, 0),
  ('s1', cl_ulong, 8),
  ('s2', cl_ulong, 16),
  ('s3', cl_ulong, 24),
  ('s4', cl_ulong, 32),
  ('s5', cl_ulong, 40),
  ('s6', cl_ulong, 48),
  ('s7', cl_ulong, 56),
  ('lo', cl_ulong4, 0),
  ('hi', cl_ulong4, 32),
  ('v2', (__cl_ulong2 * 4), 0),
])
cl_ulong16.register_fields([
  ('s', (cl_ulong * 16), 0),
  ('x', cl_ulong, 0),
  ('y', cl_ulong, 8),
  ('z', cl_ulong, 16),
  ('w', cl_ulong, 24),
  ('__spacer4', cl_ulong, 32),
  ('__spacer5', cl_ulong, 40),
  ('__spacer6', cl_ulong, 48),
  ('__spacer7', cl_ulong, 56),
  ('__spacer8', cl_ulong, 64),
  ('__spacer9', cl_ulong, 72),
  ('sa', cl_ulong, 80),
  ('sb', cl_ulong, 88),
  ('sc', cl_ulong, 96),
  ('sd', cl_ulong, 104),
  ('se', cl_ulong, 112),
  ('sf', cl_ulong, 120),
  ('s0', cl_ulong, 0),
  ('s1', cl_ulong, 8),
  ('s2', cl_ulong, 16),
  ('s3', cl_ulong, 24),
  ('s4', cl_ulong, 32),
  ('s5', cl_ulong, 40),
  ('s6', cl_ulong, 48),
  ('s7', cl_ulong, 56),
  ('s8', cl_ulong, 64),
  ('s9', cl_ulong, 72),
  ('sA', cl_ulong, 80),
  ('sB', cl_ulong, 88),
  ('sC', cl_ulong, 96),
  ('sD', cl_ulong, 104),
  ('sE', cl_ulong, 112),
  ('sF', cl_ulong, 120),
  ('lo', cl_ulong8, 0),
  ('hi', cl_ulong8, 64),
  ('v2', (__cl_ulong2 * 8), 0),
])
cl_float2.register_fields([
  ('s', (cl_float * 2), 0),
  ('x', cl_float, 0),
  ('y', cl_float, 4),
  ('s0', cl_float, 0),
  ('s1', cl_float, 4),
  ('lo', cl_float, 0),
  ('hi', cl_float, 4),
  ('v2', __cl_float2, 0),
])
cl_float4.register_fields([
  ('s', (cl_float * 4), 0),
  ('x', cl_float, 0),
  ('y', cl_float, 4),
  ('z', cl_float, 8),
  ('w', cl_float, 12),
  ('s0', cl_float, 0),
  ('s1', cl_float, 4),
  ('s2', cl_float, 8),
  ('s3', cl_float, 12),
  ('lo', cl_float2, 0),
  ('hi', cl_float2, 8),
  ('v2', (__cl_float2 * 2), 0),
  ('v4', __cl_float4, 0),
])
cl_float8.register_fields([
  ('s', (cl_float * 8), 0),
  ('x', cl_float, 0),
  ('y', cl_float, 4),
  ('z', cl_float, 8),
  ('w', cl_float, 12),
  ('s0', cl_float, 0),
  ('s1', cl_float, 4),
  ('s2', cl_float, 8),
  ('s3', cl_float, 12),
  ('s4', cl_float, 16),
  ('s5', cl_float, 20),
  ('s6', cl_float, 24),
  ('s7', cl_float, 28),
  ('lo', cl_float4, 0),
  ('hi', cl_float4, 16),
  ('v2', (__cl_float2 * 4), 0),
  ('v4', (__cl_float4 * 2), 0),
])
cl_float16.register_fields([
  ('s', (cl_float * 16), 0),
  ('x', cl_float, 0),
  ('y', cl_float, 4),
  ('z', cl_float, 8),
  ('w', cl_float, 12),
  ('__spacer4', cl_float, 16),
  ('__spacer5', cl_float, 20),
  ('__spacer6', cl_float, 24),
  ('__spacer7', cl_float, 28),
  ('__spacer8', cl_float, 32),
  ('__spacer9', cl_float, 36),
  ('sa', cl_float, 40),
  ('sb', cl_float, 44),
  ('sc', cl_float, 48),
  ('sd', cl_float, 52),
  ('se', cl_float, 56),
  ('sf', cl_float, 60),
  ('s0', cl_float, 0),
  ('s1', cl_float, 4),
  ('s2', cl_float, 8),
  ('s3', cl_float, 12),
  ('s4', cl_float, 16),
  ('s5', cl_float, 20),
  ('s6', cl_float, 24),
  ('s7', cl_float, 28),
  ('s8', cl_float, 32),
  ('s9', cl_float, 36),
  ('sA', cl_float, 40),
  ('sB', cl_float, 44),
  ('sC', cl_float, 48),
  ('sD', cl_float, 52),
  ('sE', cl_float, 56),
  ('sF', cl_float, 60),
  ('lo', cl_float8, 0),
  ('hi', cl_float8, 32),
  ('v2', (__cl_float2 * 8), 0),
  ('v4', (__cl_float4 * 4), 0),
])
cl_double2.register_fields([
  ('s', (cl_double * 2), 0),
  ('x', cl_double, 0),
  ('y', cl_double, 8),
  ('s0', cl_double, 0),
  ('s1', cl_double, 8),
  ('lo', cl_double, 0),
  ('hi', cl_double, 8),
  ('v2', __cl_double2, 0),
])
cl_double4.register_fields([
  ('s', (cl_double * 4), 0),
  ('x', cl_double, 0),
  ('y', cl_double, 8),
  ('z', cl_double, 16),
  ('w', cl_double, 24),
  ('s0', cl_double, 0),
  ('s1', cl_double, 8),
  ('s2', cl_double, 16),
  ('s3', cl_double, 24),
  ('lo', cl_double2, 0),
  ('hi', cl_double2, 16),
  ('v2', (__cl_double2 * 2), 0),
])
cl_double8.register_fields([
  ('s', (cl_double * 8), 0),
  ('x', cl_double, 0),
  ('y', cl_double, 8),
  ('z', cl_double, 16),
  ('w', cl_double, 24),
  ('s0', cl_double, 0),
  ('s1', cl_double, 8),
  ('s2', cl_double, 16),
  ('s3', cl_double, 24),
  ('s4', cl_double, 32),
  ('s5', cl_double, 40),
  ('s6', cl_double, 48),
  ('s7', cl_double, 56),
  ('lo', cl_double4, 0),
  ('hi', cl_double4, 32),
  ('v2', (__cl_double2 * 4), 0),
])
cl_double16.register_fields([
  ('s', (cl_double * 16), 0),
  ('x', cl_double, 0),
  ('y', cl_double, 8),
  ('z', cl_double, 16),
  ('w', cl_double, 24),
  ('__spacer4', cl_double, 32),
  ('__spacer5', cl_double, 40),
  ('__spacer6', cl_double, 48),
  ('__spacer7', cl_double, 56),
  ('__spacer8', cl_double, 64),
  ('__spacer9', cl_double, 72),
  ('sa', cl_double, 80),
  ('sb', cl_double, 88),
  ('sc', cl_double, 96),
  ('sd', cl_double, 104),
  ('se', cl_double, 112),
  ('sf', cl_double, 120),
  ('s0', cl_double, 0),
  ('s1', cl_double, 8),
  ('s2', cl_double, 16),
  ('s3', cl_double, 24),
  ('s4', cl_double, 32),
  ('s5', cl_double, 40),
  ('s6', cl_double, 48),
  ('s7', cl_double, 56),
  ('s8', cl_double, 64),
  ('s9', cl_double, 72),
  ('sA', cl_double, 80),
  ('sB', cl_double, 88),
  ('sC', cl_double, 96),
  ('sD', cl_double, 104),
  ('sE', cl_double, 112),
  ('sF', cl_double, 120),
  ('lo', cl_double8, 0),
  ('hi', cl_double8, 64),
  ('v2', (__cl_double2 * 8), 0),
])
struct__cl_image_format.register_fields([
  ('image_channel_order', cl_channel_order, 0),
  ('image_channel_data_type', cl_channel_type, 4),
])
struct__cl_image_desc.register_fields([
  ('image_type', cl_mem_object_type, 0),
  ('image_width', ctypes.c_uint64, 8),
  ('image_height', ctypes.c_uint64, 16),
  ('image_depth', ctypes.c_uint64, 24),
  ('image_array_size', ctypes.c_uint64, 32),
  ('image_row_pitch', ctypes.c_uint64, 40),
  ('image_slice_pitch', ctypes.c_uint64, 48),
  ('num_mip_levels', cl_uint, 56),
  ('num_samples', cl_uint, 60),
  ('buffer', cl_mem, 64),
  ('mem_object', cl_mem, 64),
])
struct__cl_buffer_region.register_fields([
  ('origin', ctypes.c_uint64, 0),
  ('size', ctypes.c_uint64, 8),
])
struct__cl_name_version.register_fields([
  ('version', cl_version, 0),
  ('name', (ctypes.c_char * 64), 4),
])

@dll.bind(cl_int, cl_uint, ctypes.POINTER(cl_platform_id), ctypes.POINTER(cl_uint))
def clGetPlatformIDs(num_entries: int, platforms: ctypes._Pointer, num_platforms: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_platform_id, cl_platform_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetPlatformInfo(platform: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_platform_id, cl_device_type, cl_uint, ctypes.POINTER(cl_device_id), ctypes.POINTER(cl_uint))
def clGetDeviceIDs(platform: ctypes._Pointer, device_type: int, num_entries: int, devices: ctypes._Pointer, num_devices: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_device_id, cl_device_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetDeviceInfo(device: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_device_id, ctypes.POINTER(cl_device_partition_property), cl_uint, ctypes.POINTER(cl_device_id), ctypes.POINTER(cl_uint))
def clCreateSubDevices(in_device: ctypes._Pointer, properties: ctypes._Pointer, num_devices: int, out_devices: ctypes._Pointer, num_devices_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_device_id)
def clRetainDevice(device: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_device_id)
def clReleaseDevice(device: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_context, cl_device_id, cl_command_queue)
def clSetDefaultDeviceCommandQueue(context: ctypes._Pointer, device: ctypes._Pointer, command_queue: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_device_id, ctypes.POINTER(cl_ulong), ctypes.POINTER(cl_ulong))
def clGetDeviceAndHostTimer(device: ctypes._Pointer, device_timestamp: ctypes._Pointer, host_timestamp: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_device_id, ctypes.POINTER(cl_ulong))
def clGetHostTimer(device: ctypes._Pointer, host_timestamp: ctypes._Pointer) -> int: ...

@dll.bind(cl_context, ctypes.POINTER(cl_context_properties), cl_uint, ctypes.POINTER(cl_device_id), ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p), ctypes.c_void_p, ctypes.POINTER(cl_int))
def clCreateContext(properties: ctypes._Pointer, num_devices: int, devices: ctypes._Pointer, pfn_notify: ctypes._CFuncPtr, user_data: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_context, ctypes.POINTER(cl_context_properties), cl_device_type, ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p), ctypes.c_void_p, ctypes.POINTER(cl_int))
def clCreateContextFromType(properties: ctypes._Pointer, device_type: int, pfn_notify: ctypes._CFuncPtr, user_data: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_context)
def clRetainContext(context: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_context)
def clReleaseContext(context: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_context, cl_context_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetContextInfo(context: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_context, ctypes.CFUNCTYPE(None, ctypes.POINTER(struct__cl_context), ctypes.c_void_p), ctypes.c_void_p)
def clSetContextDestructorCallback(context: ctypes._Pointer, pfn_notify: ctypes._CFuncPtr, user_data: int | None) -> int: ...

@dll.bind(cl_command_queue, cl_context, cl_device_id, ctypes.POINTER(cl_queue_properties), ctypes.POINTER(cl_int))
def clCreateCommandQueueWithProperties(context: ctypes._Pointer, device: ctypes._Pointer, properties: ctypes._Pointer, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_command_queue)
def clRetainCommandQueue(command_queue: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue)
def clReleaseCommandQueue(command_queue: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_command_queue_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetCommandQueueInfo(command_queue: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_mem, cl_context, cl_mem_flags, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(cl_int))
def clCreateBuffer(context: ctypes._Pointer, flags: int, size: int, host_ptr: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_mem, cl_mem, cl_mem_flags, cl_buffer_create_type, ctypes.c_void_p, ctypes.POINTER(cl_int))
def clCreateSubBuffer(buffer: ctypes._Pointer, flags: int, buffer_create_type: int, buffer_create_info: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_mem, cl_context, cl_mem_flags, ctypes.POINTER(cl_image_format), ctypes.POINTER(cl_image_desc), ctypes.c_void_p, ctypes.POINTER(cl_int))
def clCreateImage(context: ctypes._Pointer, flags: int, image_format: ctypes._Pointer, image_desc: ctypes._Pointer, host_ptr: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_mem, cl_context, cl_mem_flags, cl_uint, cl_uint, ctypes.POINTER(cl_pipe_properties), ctypes.POINTER(cl_int))
def clCreatePipe(context: ctypes._Pointer, flags: int, pipe_packet_size: int, pipe_max_packets: int, properties: ctypes._Pointer, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_mem, cl_context, ctypes.POINTER(cl_mem_properties), cl_mem_flags, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(cl_int))
def clCreateBufferWithProperties(context: ctypes._Pointer, properties: ctypes._Pointer, flags: int, size: int, host_ptr: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_mem, cl_context, ctypes.POINTER(cl_mem_properties), cl_mem_flags, ctypes.POINTER(cl_image_format), ctypes.POINTER(cl_image_desc), ctypes.c_void_p, ctypes.POINTER(cl_int))
def clCreateImageWithProperties(context: ctypes._Pointer, properties: ctypes._Pointer, flags: int, image_format: ctypes._Pointer, image_desc: ctypes._Pointer, host_ptr: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_mem)
def clRetainMemObject(memobj: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_mem)
def clReleaseMemObject(memobj: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_context, cl_mem_flags, cl_mem_object_type, cl_uint, ctypes.POINTER(cl_image_format), ctypes.POINTER(cl_uint))
def clGetSupportedImageFormats(context: ctypes._Pointer, flags: int, image_type: int, num_entries: int, image_formats: ctypes._Pointer, num_image_formats: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_mem, cl_mem_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetMemObjectInfo(memobj: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_mem, cl_image_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetImageInfo(image: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_mem, cl_pipe_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetPipeInfo(pipe: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_mem, ctypes.CFUNCTYPE(None, ctypes.POINTER(struct__cl_mem), ctypes.c_void_p), ctypes.c_void_p)
def clSetMemObjectDestructorCallback(memobj: ctypes._Pointer, pfn_notify: ctypes._CFuncPtr, user_data: int | None) -> int: ...

@dll.bind(ctypes.c_void_p, cl_context, cl_svm_mem_flags, ctypes.c_uint64, cl_uint)
def clSVMAlloc(context: ctypes._Pointer, flags: int, size: int, alignment: int) -> int | None: ...

@dll.bind(None, cl_context, ctypes.c_void_p)
def clSVMFree(context: ctypes._Pointer, svm_pointer: int | None) -> None: ...

@dll.bind(cl_sampler, cl_context, ctypes.POINTER(cl_sampler_properties), ctypes.POINTER(cl_int))
def clCreateSamplerWithProperties(context: ctypes._Pointer, sampler_properties: ctypes._Pointer, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_sampler)
def clRetainSampler(sampler: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_sampler)
def clReleaseSampler(sampler: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_sampler, cl_sampler_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetSamplerInfo(sampler: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_program, cl_context, cl_uint, ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(cl_int))
def clCreateProgramWithSource(context: ctypes._Pointer, count: int, strings: ctypes._Pointer, lengths: ctypes._Pointer, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_program, cl_context, cl_uint, ctypes.POINTER(cl_device_id), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.POINTER(ctypes.c_ubyte)), ctypes.POINTER(cl_int), ctypes.POINTER(cl_int))
def clCreateProgramWithBinary(context: ctypes._Pointer, num_devices: int, device_list: ctypes._Pointer, lengths: ctypes._Pointer, binaries: ctypes._Pointer, binary_status: ctypes._Pointer, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_program, cl_context, cl_uint, ctypes.POINTER(cl_device_id), ctypes.c_char_p, ctypes.POINTER(cl_int))
def clCreateProgramWithBuiltInKernels(context: ctypes._Pointer, num_devices: int, device_list: ctypes._Pointer, kernel_names: bytes | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_program, cl_context, ctypes.c_void_p, ctypes.c_uint64, ctypes.POINTER(cl_int))
def clCreateProgramWithIL(context: ctypes._Pointer, il: int | None, length: int, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_program)
def clRetainProgram(program: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_program)
def clReleaseProgram(program: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_program, cl_uint, ctypes.POINTER(cl_device_id), ctypes.c_char_p, ctypes.CFUNCTYPE(None, ctypes.POINTER(struct__cl_program), ctypes.c_void_p), ctypes.c_void_p)
def clBuildProgram(program: ctypes._Pointer, num_devices: int, device_list: ctypes._Pointer, options: bytes | None, pfn_notify: ctypes._CFuncPtr, user_data: int | None) -> int: ...

@dll.bind(cl_int, cl_program, cl_uint, ctypes.POINTER(cl_device_id), ctypes.c_char_p, cl_uint, ctypes.POINTER(cl_program), ctypes.POINTER(ctypes.c_char_p), ctypes.CFUNCTYPE(None, ctypes.POINTER(struct__cl_program), ctypes.c_void_p), ctypes.c_void_p)
def clCompileProgram(program: ctypes._Pointer, num_devices: int, device_list: ctypes._Pointer, options: bytes | None, num_input_headers: int, input_headers: ctypes._Pointer, header_include_names: ctypes._Pointer, pfn_notify: ctypes._CFuncPtr, user_data: int | None) -> int: ...

@dll.bind(cl_program, cl_context, cl_uint, ctypes.POINTER(cl_device_id), ctypes.c_char_p, cl_uint, ctypes.POINTER(cl_program), ctypes.CFUNCTYPE(None, ctypes.POINTER(struct__cl_program), ctypes.c_void_p), ctypes.c_void_p, ctypes.POINTER(cl_int))
def clLinkProgram(context: ctypes._Pointer, num_devices: int, device_list: ctypes._Pointer, options: bytes | None, num_input_programs: int, input_programs: ctypes._Pointer, pfn_notify: ctypes._CFuncPtr, user_data: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_program, ctypes.CFUNCTYPE(None, ctypes.POINTER(struct__cl_program), ctypes.c_void_p), ctypes.c_void_p)
def clSetProgramReleaseCallback(program: ctypes._Pointer, pfn_notify: ctypes._CFuncPtr, user_data: int | None) -> int: ...

@dll.bind(cl_int, cl_program, cl_uint, ctypes.c_uint64, ctypes.c_void_p)
def clSetProgramSpecializationConstant(program: ctypes._Pointer, spec_id: int, spec_size: int, spec_value: int | None) -> int: ...

@dll.bind(cl_int, cl_platform_id)
def clUnloadPlatformCompiler(platform: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_program, cl_program_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetProgramInfo(program: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_program, cl_device_id, cl_program_build_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetProgramBuildInfo(program: ctypes._Pointer, device: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_kernel, cl_program, ctypes.c_char_p, ctypes.POINTER(cl_int))
def clCreateKernel(program: ctypes._Pointer, kernel_name: bytes | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_program, cl_uint, ctypes.POINTER(cl_kernel), ctypes.POINTER(cl_uint))
def clCreateKernelsInProgram(program: ctypes._Pointer, num_kernels: int, kernels: ctypes._Pointer, num_kernels_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_kernel, cl_kernel, ctypes.POINTER(cl_int))
def clCloneKernel(source_kernel: ctypes._Pointer, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_kernel)
def clRetainKernel(kernel: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_kernel)
def clReleaseKernel(kernel: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_kernel, cl_uint, ctypes.c_uint64, ctypes.c_void_p)
def clSetKernelArg(kernel: ctypes._Pointer, arg_index: int, arg_size: int, arg_value: int | None) -> int: ...

@dll.bind(cl_int, cl_kernel, cl_uint, ctypes.c_void_p)
def clSetKernelArgSVMPointer(kernel: ctypes._Pointer, arg_index: int, arg_value: int | None) -> int: ...

@dll.bind(cl_int, cl_kernel, cl_kernel_exec_info, ctypes.c_uint64, ctypes.c_void_p)
def clSetKernelExecInfo(kernel: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None) -> int: ...

@dll.bind(cl_int, cl_kernel, cl_kernel_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetKernelInfo(kernel: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_kernel, cl_uint, cl_kernel_arg_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetKernelArgInfo(kernel: ctypes._Pointer, arg_indx: int, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_kernel, cl_device_id, cl_kernel_work_group_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetKernelWorkGroupInfo(kernel: ctypes._Pointer, device: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_kernel, cl_device_id, cl_kernel_sub_group_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetKernelSubGroupInfo(kernel: ctypes._Pointer, device: ctypes._Pointer, param_name: int, input_value_size: int, input_value: int | None, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_uint, ctypes.POINTER(cl_event))
def clWaitForEvents(num_events: int, event_list: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_event, cl_event_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetEventInfo(event: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_event, cl_context, ctypes.POINTER(cl_int))
def clCreateUserEvent(context: ctypes._Pointer, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_event)
def clRetainEvent(event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_event)
def clReleaseEvent(event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_event, cl_int)
def clSetUserEventStatus(event: ctypes._Pointer, execution_status: int) -> int: ...

@dll.bind(cl_int, cl_event, cl_int, ctypes.CFUNCTYPE(None, ctypes.POINTER(struct__cl_event), ctypes.c_int32, ctypes.c_void_p), ctypes.c_void_p)
def clSetEventCallback(event: ctypes._Pointer, command_exec_callback_type: int, pfn_notify: ctypes._CFuncPtr, user_data: int | None) -> int: ...

@dll.bind(cl_int, cl_event, cl_profiling_info, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def clGetEventProfilingInfo(event: ctypes._Pointer, param_name: int, param_value_size: int, param_value: int | None, param_value_size_ret: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue)
def clFlush(command_queue: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue)
def clFinish(command_queue: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_bool, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueReadBuffer(command_queue: ctypes._Pointer, buffer: ctypes._Pointer, blocking_read: int, offset: int, size: int, ptr: int | None, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_bool, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueReadBufferRect(command_queue: ctypes._Pointer, buffer: ctypes._Pointer, blocking_read: int, buffer_origin: ctypes._Pointer, host_origin: ctypes._Pointer, region: ctypes._Pointer, buffer_row_pitch: int, buffer_slice_pitch: int, host_row_pitch: int, host_slice_pitch: int, ptr: int | None, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_bool, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueWriteBuffer(command_queue: ctypes._Pointer, buffer: ctypes._Pointer, blocking_write: int, offset: int, size: int, ptr: int | None, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_bool, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueWriteBufferRect(command_queue: ctypes._Pointer, buffer: ctypes._Pointer, blocking_write: int, buffer_origin: ctypes._Pointer, host_origin: ctypes._Pointer, region: ctypes._Pointer, buffer_row_pitch: int, buffer_slice_pitch: int, host_row_pitch: int, host_slice_pitch: int, ptr: int | None, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueFillBuffer(command_queue: ctypes._Pointer, buffer: ctypes._Pointer, pattern: int | None, pattern_size: int, offset: int, size: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_mem, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueCopyBuffer(command_queue: ctypes._Pointer, src_buffer: ctypes._Pointer, dst_buffer: ctypes._Pointer, src_offset: int, dst_offset: int, size: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_mem, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueCopyBufferRect(command_queue: ctypes._Pointer, src_buffer: ctypes._Pointer, dst_buffer: ctypes._Pointer, src_origin: ctypes._Pointer, dst_origin: ctypes._Pointer, region: ctypes._Pointer, src_row_pitch: int, src_slice_pitch: int, dst_row_pitch: int, dst_slice_pitch: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_bool, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueReadImage(command_queue: ctypes._Pointer, image: ctypes._Pointer, blocking_read: int, origin: ctypes._Pointer, region: ctypes._Pointer, row_pitch: int, slice_pitch: int, ptr: int | None, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_bool, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueWriteImage(command_queue: ctypes._Pointer, image: ctypes._Pointer, blocking_write: int, origin: ctypes._Pointer, region: ctypes._Pointer, input_row_pitch: int, input_slice_pitch: int, ptr: int | None, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueFillImage(command_queue: ctypes._Pointer, image: ctypes._Pointer, fill_color: int | None, origin: ctypes._Pointer, region: ctypes._Pointer, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_mem, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueCopyImage(command_queue: ctypes._Pointer, src_image: ctypes._Pointer, dst_image: ctypes._Pointer, src_origin: ctypes._Pointer, dst_origin: ctypes._Pointer, region: ctypes._Pointer, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_mem, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueCopyImageToBuffer(command_queue: ctypes._Pointer, src_image: ctypes._Pointer, dst_buffer: ctypes._Pointer, src_origin: ctypes._Pointer, region: ctypes._Pointer, dst_offset: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, cl_mem, ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueCopyBufferToImage(command_queue: ctypes._Pointer, src_buffer: ctypes._Pointer, dst_image: ctypes._Pointer, src_offset: int, dst_origin: ctypes._Pointer, region: ctypes._Pointer, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_void_p, cl_command_queue, cl_mem, cl_bool, cl_map_flags, ctypes.c_uint64, ctypes.c_uint64, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event), ctypes.POINTER(cl_int))
def clEnqueueMapBuffer(command_queue: ctypes._Pointer, buffer: ctypes._Pointer, blocking_map: int, map_flags: int, offset: int, size: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer, errcode_ret: ctypes._Pointer) -> int | None: ...

@dll.bind(ctypes.c_void_p, cl_command_queue, cl_mem, cl_bool, cl_map_flags, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event), ctypes.POINTER(cl_int))
def clEnqueueMapImage(command_queue: ctypes._Pointer, image: ctypes._Pointer, blocking_map: int, map_flags: int, origin: ctypes._Pointer, region: ctypes._Pointer, image_row_pitch: ctypes._Pointer, image_slice_pitch: ctypes._Pointer, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer, errcode_ret: ctypes._Pointer) -> int | None: ...

@dll.bind(cl_int, cl_command_queue, cl_mem, ctypes.c_void_p, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueUnmapMemObject(command_queue: ctypes._Pointer, memobj: ctypes._Pointer, mapped_ptr: int | None, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_uint, ctypes.POINTER(cl_mem), cl_mem_migration_flags, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueMigrateMemObjects(command_queue: ctypes._Pointer, num_mem_objects: int, mem_objects: ctypes._Pointer, flags: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_kernel, cl_uint, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64), cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueNDRangeKernel(command_queue: ctypes._Pointer, kernel: ctypes._Pointer, work_dim: int, global_work_offset: ctypes._Pointer, global_work_size: ctypes._Pointer, local_work_size: ctypes._Pointer, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, ctypes.CFUNCTYPE(None, ctypes.c_void_p), ctypes.c_void_p, ctypes.c_uint64, cl_uint, ctypes.POINTER(cl_mem), ctypes.POINTER(ctypes.c_void_p), cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueNativeKernel(command_queue: ctypes._Pointer, user_func: ctypes._CFuncPtr, args: int | None, cb_args: int, num_mem_objects: int, mem_list: ctypes._Pointer, args_mem_loc: ctypes._Pointer, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueMarkerWithWaitList(command_queue: ctypes._Pointer, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueBarrierWithWaitList(command_queue: ctypes._Pointer, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_uint, (ctypes.c_void_p * 0), ctypes.CFUNCTYPE(None, ctypes.POINTER(struct__cl_command_queue), ctypes.c_uint32, ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p), ctypes.c_void_p, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueSVMFree(command_queue: ctypes._Pointer, num_svm_pointers: int, svm_pointers: ctypes.Array, pfn_free_func: ctypes._CFuncPtr, user_data: int | None, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_bool, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint64, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueSVMMemcpy(command_queue: ctypes._Pointer, blocking_copy: int, dst_ptr: int | None, src_ptr: int | None, size: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueSVMMemFill(command_queue: ctypes._Pointer, svm_ptr: int | None, pattern: int | None, pattern_size: int, size: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_bool, cl_map_flags, ctypes.c_void_p, ctypes.c_uint64, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueSVMMap(command_queue: ctypes._Pointer, blocking_map: int, flags: int, svm_ptr: int | None, size: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, ctypes.c_void_p, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueSVMUnmap(command_queue: ctypes._Pointer, svm_ptr: int | None, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_uint, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint64), cl_mem_migration_flags, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueSVMMigrateMem(command_queue: ctypes._Pointer, num_svm_pointers: int, svm_pointers: ctypes._Pointer, sizes: ctypes._Pointer, flags: int, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_void_p, cl_platform_id, ctypes.c_char_p)
def clGetExtensionFunctionAddressForPlatform(platform: ctypes._Pointer, func_name: bytes | None) -> int | None: ...

@dll.bind(cl_mem, cl_context, cl_mem_flags, ctypes.POINTER(cl_image_format), ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(cl_int))
def clCreateImage2D(context: ctypes._Pointer, flags: int, image_format: ctypes._Pointer, image_width: int, image_height: int, image_row_pitch: int, host_ptr: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_mem, cl_context, cl_mem_flags, ctypes.POINTER(cl_image_format), ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(cl_int))
def clCreateImage3D(context: ctypes._Pointer, flags: int, image_format: ctypes._Pointer, image_width: int, image_height: int, image_depth: int, image_row_pitch: int, image_slice_pitch: int, host_ptr: int | None, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_command_queue, ctypes.POINTER(cl_event))
def clEnqueueMarker(command_queue: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue, cl_uint, ctypes.POINTER(cl_event))
def clEnqueueWaitForEvents(command_queue: ctypes._Pointer, num_events: int, event_list: ctypes._Pointer) -> int: ...

@dll.bind(cl_int, cl_command_queue)
def clEnqueueBarrier(command_queue: ctypes._Pointer) -> int: ...

@dll.bind(cl_int)
def clUnloadCompiler() -> int: ...

@dll.bind(ctypes.c_void_p, ctypes.c_char_p)
def clGetExtensionFunctionAddress(func_name: bytes | None) -> int | None: ...

@dll.bind(cl_command_queue, cl_context, cl_device_id, cl_command_queue_properties, ctypes.POINTER(cl_int))
def clCreateCommandQueue(context: ctypes._Pointer, device: ctypes._Pointer, properties: int, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_sampler, cl_context, cl_bool, cl_addressing_mode, cl_filter_mode, ctypes.POINTER(cl_int))
def clCreateSampler(context: ctypes._Pointer, normalized_coords: int, addressing_mode: int, filter_mode: int, errcode_ret: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(cl_int, cl_command_queue, cl_kernel, cl_uint, ctypes.POINTER(cl_event), ctypes.POINTER(cl_event))
def clEnqueueTask(command_queue: ctypes._Pointer, kernel: ctypes._Pointer, num_events_in_wait_list: int, event_wait_list: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

CL_CHAR_BIT = 8
CL_SCHAR_MAX = 127
CL_SCHAR_MIN = (((-127) - 1))
CL_CHAR_MAX = CL_SCHAR_MAX
CL_CHAR_MIN = CL_SCHAR_MIN
CL_UCHAR_MAX = 255
CL_SHRT_MAX = 32767
CL_SHRT_MIN = (((-32767) - 1))
CL_USHRT_MAX = 65535
CL_INT_MAX = 2147483647
CL_INT_MIN = (((-2147483647) - 1))
CL_UINT_MAX = 0xffffffff
CL_LONG_MAX = (0x7FFFFFFFFFFFFFFF)
CL_LONG_MIN = (((-0x7FFFFFFFFFFFFFFF) - 1))
CL_ULONG_MAX = ((0xFFFFFFFFFFFFFFFF & 0xffffffffffffffff))
CL_FLT_DIG = 6
CL_FLT_MANT_DIG = 24
CL_FLT_MAX_10_EXP = (+38)
CL_FLT_MAX_EXP = (+128)
CL_FLT_MIN_10_EXP = (-37)
CL_FLT_MIN_EXP = (-125)
CL_FLT_RADIX = 2
CL_FLT_MAX = 340282346638528859811704183484516925440.0
CL_FLT_MIN = 1.175494350822287507969e-38
CL_FLT_EPSILON = 1.1920928955078125e-7
CL_HALF_DIG = 3
CL_HALF_MANT_DIG = 11
CL_HALF_MAX_10_EXP = (+4)
CL_HALF_MAX_EXP = (+16)
CL_HALF_MIN_10_EXP = (-4)
CL_HALF_MIN_EXP = (-13)
CL_HALF_RADIX = 2
CL_HALF_MAX = 65504.0
CL_HALF_MIN = 6.103515625e-05
CL_HALF_EPSILON = 9.765625e-04
CL_DBL_DIG = 15
CL_DBL_MANT_DIG = 53
CL_DBL_MAX_10_EXP = (+308)
CL_DBL_MAX_EXP = (+1024)
CL_DBL_MIN_10_EXP = (-307)
CL_DBL_MIN_EXP = (-1021)
CL_DBL_RADIX = 2
CL_DBL_MAX = 179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368.0
CL_DBL_MIN = 2.225073858507201383090e-308
CL_DBL_EPSILON = 2.220446049250313080847e-16
CL_M_E = 2.7182818284590452354
CL_M_LOG2E = 1.4426950408889634074
CL_M_LOG10E = 0.43429448190325182765
CL_M_LN2 = 0.69314718055994530942
CL_M_LN10 = 2.30258509299404568402
CL_M_PI = 3.14159265358979323846
CL_M_PI_2 = 1.57079632679489661923
CL_M_PI_4 = 0.78539816339744830962
CL_M_1_PI = 0.31830988618379067154
CL_M_2_PI = 0.63661977236758134308
CL_M_2_SQRTPI = 1.12837916709551257390
CL_M_SQRT2 = 1.41421356237309504880
CL_M_SQRT1_2 = 0.70710678118654752440
CL_M_E_F = 2.7182817459106445
CL_M_LOG2E_F = 1.4426950216293335
CL_M_LOG10E_F = 0.4342944920063019
CL_M_LN2_F = 0.6931471824645996
CL_M_LN10_F = 2.3025851249694824
CL_M_PI_F = 3.1415927410125732
CL_M_PI_2_F = 1.5707963705062866
CL_M_PI_4_F = 0.7853981852531433
CL_M_1_PI_F = 0.31830987334251404
CL_M_2_PI_F = 0.6366197466850281
CL_M_2_SQRTPI_F = 1.128379225730896
CL_M_SQRT2_F = 1.4142135381698608
CL_M_SQRT1_2_F = 0.7071067690849304
CL_HUGE_VALF = float('inf')
CL_HUGE_VAL = float('inf')
CL_NAN = float('nan')
CL_MAXFLOAT = CL_FLT_MAX
CL_INFINITY = float('inf')
__CL_FLOAT4__ = 1
__CL_UCHAR16__ = 1
__CL_CHAR16__ = 1
__CL_USHORT8__ = 1
__CL_SHORT8__ = 1
__CL_INT4__ = 1
__CL_UINT4__ = 1
__CL_ULONG2__ = 1
__CL_LONG2__ = 1
__CL_DOUBLE2__ = 1
__CL_UCHAR8__ = 1
__CL_CHAR8__ = 1
__CL_USHORT4__ = 1
__CL_SHORT4__ = 1
__CL_INT2__ = 1
__CL_UINT2__ = 1
__CL_ULONG1__ = 1
__CL_LONG1__ = 1
__CL_FLOAT2__ = 1
__CL_HAS_ANON_STRUCT__ = 1
CL_HAS_NAMED_VECTOR_FIELDS = 1
CL_HAS_HI_LO_VECTOR_FIELDS = 1
CL_NAME_VERSION_MAX_NAME_SIZE = 64
CL_SUCCESS = 0
CL_DEVICE_NOT_FOUND = (-1)
CL_DEVICE_NOT_AVAILABLE = (-2)
CL_COMPILER_NOT_AVAILABLE = (-3)
CL_MEM_OBJECT_ALLOCATION_FAILURE = (-4)
CL_OUT_OF_RESOURCES = (-5)
CL_OUT_OF_HOST_MEMORY = (-6)
CL_PROFILING_INFO_NOT_AVAILABLE = (-7)
CL_MEM_COPY_OVERLAP = (-8)
CL_IMAGE_FORMAT_MISMATCH = (-9)
CL_IMAGE_FORMAT_NOT_SUPPORTED = (-10)
CL_BUILD_PROGRAM_FAILURE = (-11)
CL_MAP_FAILURE = (-12)
CL_MISALIGNED_SUB_BUFFER_OFFSET = (-13)
CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST = (-14)
CL_COMPILE_PROGRAM_FAILURE = (-15)
CL_LINKER_NOT_AVAILABLE = (-16)
CL_LINK_PROGRAM_FAILURE = (-17)
CL_DEVICE_PARTITION_FAILED = (-18)
CL_KERNEL_ARG_INFO_NOT_AVAILABLE = (-19)
CL_INVALID_VALUE = (-30)
CL_INVALID_DEVICE_TYPE = (-31)
CL_INVALID_PLATFORM = (-32)
CL_INVALID_DEVICE = (-33)
CL_INVALID_CONTEXT = (-34)
CL_INVALID_QUEUE_PROPERTIES = (-35)
CL_INVALID_COMMAND_QUEUE = (-36)
CL_INVALID_HOST_PTR = (-37)
CL_INVALID_MEM_OBJECT = (-38)
CL_INVALID_IMAGE_FORMAT_DESCRIPTOR = (-39)
CL_INVALID_IMAGE_SIZE = (-40)
CL_INVALID_SAMPLER = (-41)
CL_INVALID_BINARY = (-42)
CL_INVALID_BUILD_OPTIONS = (-43)
CL_INVALID_PROGRAM = (-44)
CL_INVALID_PROGRAM_EXECUTABLE = (-45)
CL_INVALID_KERNEL_NAME = (-46)
CL_INVALID_KERNEL_DEFINITION = (-47)
CL_INVALID_KERNEL = (-48)
CL_INVALID_ARG_INDEX = (-49)
CL_INVALID_ARG_VALUE = (-50)
CL_INVALID_ARG_SIZE = (-51)
CL_INVALID_KERNEL_ARGS = (-52)
CL_INVALID_WORK_DIMENSION = (-53)
CL_INVALID_WORK_GROUP_SIZE = (-54)
CL_INVALID_WORK_ITEM_SIZE = (-55)
CL_INVALID_GLOBAL_OFFSET = (-56)
CL_INVALID_EVENT_WAIT_LIST = (-57)
CL_INVALID_EVENT = (-58)
CL_INVALID_OPERATION = (-59)
CL_INVALID_GL_OBJECT = (-60)
CL_INVALID_BUFFER_SIZE = (-61)
CL_INVALID_MIP_LEVEL = (-62)
CL_INVALID_GLOBAL_WORK_SIZE = (-63)
CL_INVALID_PROPERTY = (-64)
CL_INVALID_IMAGE_DESCRIPTOR = (-65)
CL_INVALID_COMPILER_OPTIONS = (-66)
CL_INVALID_LINKER_OPTIONS = (-67)
CL_INVALID_DEVICE_PARTITION_COUNT = (-68)
CL_INVALID_PIPE_SIZE = (-69)
CL_INVALID_DEVICE_QUEUE = (-70)
CL_INVALID_SPEC_ID = (-71)
CL_MAX_SIZE_RESTRICTION_EXCEEDED = (-72)
CL_FALSE = 0
CL_TRUE = 1
CL_BLOCKING = CL_TRUE
CL_NON_BLOCKING = CL_FALSE
CL_PLATFORM_PROFILE = 0x0900
CL_PLATFORM_VERSION = 0x0901
CL_PLATFORM_NAME = 0x0902
CL_PLATFORM_VENDOR = 0x0903
CL_PLATFORM_EXTENSIONS = 0x0904
CL_PLATFORM_HOST_TIMER_RESOLUTION = 0x0905
CL_PLATFORM_NUMERIC_VERSION = 0x0906
CL_PLATFORM_EXTENSIONS_WITH_VERSION = 0x0907
CL_DEVICE_TYPE_DEFAULT = ((1 << 0))
CL_DEVICE_TYPE_CPU = ((1 << 1))
CL_DEVICE_TYPE_GPU = ((1 << 2))
CL_DEVICE_TYPE_ACCELERATOR = ((1 << 3))
CL_DEVICE_TYPE_CUSTOM = ((1 << 4))
CL_DEVICE_TYPE_ALL = 0xFFFFFFFF
CL_DEVICE_TYPE = 0x1000
CL_DEVICE_VENDOR_ID = 0x1001
CL_DEVICE_MAX_COMPUTE_UNITS = 0x1002
CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS = 0x1003
CL_DEVICE_MAX_WORK_GROUP_SIZE = 0x1004
CL_DEVICE_MAX_WORK_ITEM_SIZES = 0x1005
CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR = 0x1006
CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT = 0x1007
CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT = 0x1008
CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG = 0x1009
CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT = 0x100A
CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE = 0x100B
CL_DEVICE_MAX_CLOCK_FREQUENCY = 0x100C
CL_DEVICE_ADDRESS_BITS = 0x100D
CL_DEVICE_MAX_READ_IMAGE_ARGS = 0x100E
CL_DEVICE_MAX_WRITE_IMAGE_ARGS = 0x100F
CL_DEVICE_MAX_MEM_ALLOC_SIZE = 0x1010
CL_DEVICE_IMAGE2D_MAX_WIDTH = 0x1011
CL_DEVICE_IMAGE2D_MAX_HEIGHT = 0x1012
CL_DEVICE_IMAGE3D_MAX_WIDTH = 0x1013
CL_DEVICE_IMAGE3D_MAX_HEIGHT = 0x1014
CL_DEVICE_IMAGE3D_MAX_DEPTH = 0x1015
CL_DEVICE_IMAGE_SUPPORT = 0x1016
CL_DEVICE_MAX_PARAMETER_SIZE = 0x1017
CL_DEVICE_MAX_SAMPLERS = 0x1018
CL_DEVICE_MEM_BASE_ADDR_ALIGN = 0x1019
CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE = 0x101A
CL_DEVICE_SINGLE_FP_CONFIG = 0x101B
CL_DEVICE_GLOBAL_MEM_CACHE_TYPE = 0x101C
CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE = 0x101D
CL_DEVICE_GLOBAL_MEM_CACHE_SIZE = 0x101E
CL_DEVICE_GLOBAL_MEM_SIZE = 0x101F
CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE = 0x1020
CL_DEVICE_MAX_CONSTANT_ARGS = 0x1021
CL_DEVICE_LOCAL_MEM_TYPE = 0x1022
CL_DEVICE_LOCAL_MEM_SIZE = 0x1023
CL_DEVICE_ERROR_CORRECTION_SUPPORT = 0x1024
CL_DEVICE_PROFILING_TIMER_RESOLUTION = 0x1025
CL_DEVICE_ENDIAN_LITTLE = 0x1026
CL_DEVICE_AVAILABLE = 0x1027
CL_DEVICE_COMPILER_AVAILABLE = 0x1028
CL_DEVICE_EXECUTION_CAPABILITIES = 0x1029
CL_DEVICE_QUEUE_PROPERTIES = 0x102A
CL_DEVICE_QUEUE_ON_HOST_PROPERTIES = 0x102A
CL_DEVICE_NAME = 0x102B
CL_DEVICE_VENDOR = 0x102C
CL_DRIVER_VERSION = 0x102D
CL_DEVICE_PROFILE = 0x102E
CL_DEVICE_VERSION = 0x102F
CL_DEVICE_EXTENSIONS = 0x1030
CL_DEVICE_PLATFORM = 0x1031
CL_DEVICE_DOUBLE_FP_CONFIG = 0x1032
CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF = 0x1034
CL_DEVICE_HOST_UNIFIED_MEMORY = 0x1035
CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR = 0x1036
CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT = 0x1037
CL_DEVICE_NATIVE_VECTOR_WIDTH_INT = 0x1038
CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG = 0x1039
CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT = 0x103A
CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE = 0x103B
CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF = 0x103C
CL_DEVICE_OPENCL_C_VERSION = 0x103D
CL_DEVICE_LINKER_AVAILABLE = 0x103E
CL_DEVICE_BUILT_IN_KERNELS = 0x103F
CL_DEVICE_IMAGE_MAX_BUFFER_SIZE = 0x1040
CL_DEVICE_IMAGE_MAX_ARRAY_SIZE = 0x1041
CL_DEVICE_PARENT_DEVICE = 0x1042
CL_DEVICE_PARTITION_MAX_SUB_DEVICES = 0x1043
CL_DEVICE_PARTITION_PROPERTIES = 0x1044
CL_DEVICE_PARTITION_AFFINITY_DOMAIN = 0x1045
CL_DEVICE_PARTITION_TYPE = 0x1046
CL_DEVICE_REFERENCE_COUNT = 0x1047
CL_DEVICE_PREFERRED_INTEROP_USER_SYNC = 0x1048
CL_DEVICE_PRINTF_BUFFER_SIZE = 0x1049
CL_DEVICE_IMAGE_PITCH_ALIGNMENT = 0x104A
CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT = 0x104B
CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS = 0x104C
CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE = 0x104D
CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES = 0x104E
CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE = 0x104F
CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE = 0x1050
CL_DEVICE_MAX_ON_DEVICE_QUEUES = 0x1051
CL_DEVICE_MAX_ON_DEVICE_EVENTS = 0x1052
CL_DEVICE_SVM_CAPABILITIES = 0x1053
CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE = 0x1054
CL_DEVICE_MAX_PIPE_ARGS = 0x1055
CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS = 0x1056
CL_DEVICE_PIPE_MAX_PACKET_SIZE = 0x1057
CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT = 0x1058
CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT = 0x1059
CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT = 0x105A
CL_DEVICE_IL_VERSION = 0x105B
CL_DEVICE_MAX_NUM_SUB_GROUPS = 0x105C
CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS = 0x105D
CL_DEVICE_NUMERIC_VERSION = 0x105E
CL_DEVICE_EXTENSIONS_WITH_VERSION = 0x1060
CL_DEVICE_ILS_WITH_VERSION = 0x1061
CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION = 0x1062
CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES = 0x1063
CL_DEVICE_ATOMIC_FENCE_CAPABILITIES = 0x1064
CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT = 0x1065
CL_DEVICE_OPENCL_C_ALL_VERSIONS = 0x1066
CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE = 0x1067
CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT = 0x1068
CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT = 0x1069
CL_DEVICE_OPENCL_C_FEATURES = 0x106F
CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES = 0x1070
CL_DEVICE_PIPE_SUPPORT = 0x1071
CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED = 0x1072
CL_FP_DENORM = ((1 << 0))
CL_FP_INF_NAN = ((1 << 1))
CL_FP_ROUND_TO_NEAREST = ((1 << 2))
CL_FP_ROUND_TO_ZERO = ((1 << 3))
CL_FP_ROUND_TO_INF = ((1 << 4))
CL_FP_FMA = ((1 << 5))
CL_FP_SOFT_FLOAT = ((1 << 6))
CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT = ((1 << 7))
CL_NONE = 0x0
CL_READ_ONLY_CACHE = 0x1
CL_READ_WRITE_CACHE = 0x2
CL_LOCAL = 0x1
CL_GLOBAL = 0x2
CL_EXEC_KERNEL = ((1 << 0))
CL_EXEC_NATIVE_KERNEL = ((1 << 1))
CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE = ((1 << 0))
CL_QUEUE_PROFILING_ENABLE = ((1 << 1))
CL_QUEUE_ON_DEVICE = ((1 << 2))
CL_QUEUE_ON_DEVICE_DEFAULT = ((1 << 3))
CL_CONTEXT_REFERENCE_COUNT = 0x1080
CL_CONTEXT_DEVICES = 0x1081
CL_CONTEXT_PROPERTIES = 0x1082
CL_CONTEXT_NUM_DEVICES = 0x1083
CL_CONTEXT_PLATFORM = 0x1084
CL_CONTEXT_INTEROP_USER_SYNC = 0x1085
CL_DEVICE_PARTITION_EQUALLY = 0x1086
CL_DEVICE_PARTITION_BY_COUNTS = 0x1087
CL_DEVICE_PARTITION_BY_COUNTS_LIST_END = 0x0
CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN = 0x1088
CL_DEVICE_AFFINITY_DOMAIN_NUMA = ((1 << 0))
CL_DEVICE_AFFINITY_DOMAIN_L4_CACHE = ((1 << 1))
CL_DEVICE_AFFINITY_DOMAIN_L3_CACHE = ((1 << 2))
CL_DEVICE_AFFINITY_DOMAIN_L2_CACHE = ((1 << 3))
CL_DEVICE_AFFINITY_DOMAIN_L1_CACHE = ((1 << 4))
CL_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE = ((1 << 5))
CL_DEVICE_SVM_COARSE_GRAIN_BUFFER = ((1 << 0))
CL_DEVICE_SVM_FINE_GRAIN_BUFFER = ((1 << 1))
CL_DEVICE_SVM_FINE_GRAIN_SYSTEM = ((1 << 2))
CL_DEVICE_SVM_ATOMICS = ((1 << 3))
CL_QUEUE_CONTEXT = 0x1090
CL_QUEUE_DEVICE = 0x1091
CL_QUEUE_REFERENCE_COUNT = 0x1092
CL_QUEUE_PROPERTIES = 0x1093
CL_QUEUE_SIZE = 0x1094
CL_QUEUE_DEVICE_DEFAULT = 0x1095
CL_QUEUE_PROPERTIES_ARRAY = 0x1098
CL_MEM_READ_WRITE = ((1 << 0))
CL_MEM_WRITE_ONLY = ((1 << 1))
CL_MEM_READ_ONLY = ((1 << 2))
CL_MEM_USE_HOST_PTR = ((1 << 3))
CL_MEM_ALLOC_HOST_PTR = ((1 << 4))
CL_MEM_COPY_HOST_PTR = ((1 << 5))
CL_MEM_HOST_WRITE_ONLY = ((1 << 7))
CL_MEM_HOST_READ_ONLY = ((1 << 8))
CL_MEM_HOST_NO_ACCESS = ((1 << 9))
CL_MEM_SVM_FINE_GRAIN_BUFFER = ((1 << 10))
CL_MEM_SVM_ATOMICS = ((1 << 11))
CL_MEM_KERNEL_READ_AND_WRITE = ((1 << 12))
CL_MIGRATE_MEM_OBJECT_HOST = ((1 << 0))
CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED = ((1 << 1))
CL_R = 0x10B0
CL_A = 0x10B1
CL_RG = 0x10B2
CL_RA = 0x10B3
CL_RGB = 0x10B4
CL_RGBA = 0x10B5
CL_BGRA = 0x10B6
CL_ARGB = 0x10B7
CL_INTENSITY = 0x10B8
CL_LUMINANCE = 0x10B9
CL_Rx = 0x10BA
CL_RGx = 0x10BB
CL_RGBx = 0x10BC
CL_DEPTH = 0x10BD
CL_DEPTH_STENCIL = 0x10BE
CL_sRGB = 0x10BF
CL_sRGBx = 0x10C0
CL_sRGBA = 0x10C1
CL_sBGRA = 0x10C2
CL_ABGR = 0x10C3
CL_SNORM_INT8 = 0x10D0
CL_SNORM_INT16 = 0x10D1
CL_UNORM_INT8 = 0x10D2
CL_UNORM_INT16 = 0x10D3
CL_UNORM_SHORT_565 = 0x10D4
CL_UNORM_SHORT_555 = 0x10D5
CL_UNORM_INT_101010 = 0x10D6
CL_SIGNED_INT8 = 0x10D7
CL_SIGNED_INT16 = 0x10D8
CL_SIGNED_INT32 = 0x10D9
CL_UNSIGNED_INT8 = 0x10DA
CL_UNSIGNED_INT16 = 0x10DB
CL_UNSIGNED_INT32 = 0x10DC
CL_HALF_FLOAT = 0x10DD
CL_FLOAT = 0x10DE
CL_UNORM_INT24 = 0x10DF
CL_UNORM_INT_101010_2 = 0x10E0
CL_MEM_OBJECT_BUFFER = 0x10F0
CL_MEM_OBJECT_IMAGE2D = 0x10F1
CL_MEM_OBJECT_IMAGE3D = 0x10F2
CL_MEM_OBJECT_IMAGE2D_ARRAY = 0x10F3
CL_MEM_OBJECT_IMAGE1D = 0x10F4
CL_MEM_OBJECT_IMAGE1D_ARRAY = 0x10F5
CL_MEM_OBJECT_IMAGE1D_BUFFER = 0x10F6
CL_MEM_OBJECT_PIPE = 0x10F7
CL_MEM_TYPE = 0x1100
CL_MEM_FLAGS = 0x1101
CL_MEM_SIZE = 0x1102
CL_MEM_HOST_PTR = 0x1103
CL_MEM_MAP_COUNT = 0x1104
CL_MEM_REFERENCE_COUNT = 0x1105
CL_MEM_CONTEXT = 0x1106
CL_MEM_ASSOCIATED_MEMOBJECT = 0x1107
CL_MEM_OFFSET = 0x1108
CL_MEM_USES_SVM_POINTER = 0x1109
CL_MEM_PROPERTIES = 0x110A
CL_IMAGE_FORMAT = 0x1110
CL_IMAGE_ELEMENT_SIZE = 0x1111
CL_IMAGE_ROW_PITCH = 0x1112
CL_IMAGE_SLICE_PITCH = 0x1113
CL_IMAGE_WIDTH = 0x1114
CL_IMAGE_HEIGHT = 0x1115
CL_IMAGE_DEPTH = 0x1116
CL_IMAGE_ARRAY_SIZE = 0x1117
CL_IMAGE_BUFFER = 0x1118
CL_IMAGE_NUM_MIP_LEVELS = 0x1119
CL_IMAGE_NUM_SAMPLES = 0x111A
CL_PIPE_PACKET_SIZE = 0x1120
CL_PIPE_MAX_PACKETS = 0x1121
CL_PIPE_PROPERTIES = 0x1122
CL_ADDRESS_NONE = 0x1130
CL_ADDRESS_CLAMP_TO_EDGE = 0x1131
CL_ADDRESS_CLAMP = 0x1132
CL_ADDRESS_REPEAT = 0x1133
CL_ADDRESS_MIRRORED_REPEAT = 0x1134
CL_FILTER_NEAREST = 0x1140
CL_FILTER_LINEAR = 0x1141
CL_SAMPLER_REFERENCE_COUNT = 0x1150
CL_SAMPLER_CONTEXT = 0x1151
CL_SAMPLER_NORMALIZED_COORDS = 0x1152
CL_SAMPLER_ADDRESSING_MODE = 0x1153
CL_SAMPLER_FILTER_MODE = 0x1154
CL_SAMPLER_MIP_FILTER_MODE = 0x1155
CL_SAMPLER_LOD_MIN = 0x1156
CL_SAMPLER_LOD_MAX = 0x1157
CL_SAMPLER_PROPERTIES = 0x1158
CL_MAP_READ = ((1 << 0))
CL_MAP_WRITE = ((1 << 1))
CL_MAP_WRITE_INVALIDATE_REGION = ((1 << 2))
CL_PROGRAM_REFERENCE_COUNT = 0x1160
CL_PROGRAM_CONTEXT = 0x1161
CL_PROGRAM_NUM_DEVICES = 0x1162
CL_PROGRAM_DEVICES = 0x1163
CL_PROGRAM_SOURCE = 0x1164
CL_PROGRAM_BINARY_SIZES = 0x1165
CL_PROGRAM_BINARIES = 0x1166
CL_PROGRAM_NUM_KERNELS = 0x1167
CL_PROGRAM_KERNEL_NAMES = 0x1168
CL_PROGRAM_IL = 0x1169
CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT = 0x116A
CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT = 0x116B
CL_PROGRAM_BUILD_STATUS = 0x1181
CL_PROGRAM_BUILD_OPTIONS = 0x1182
CL_PROGRAM_BUILD_LOG = 0x1183
CL_PROGRAM_BINARY_TYPE = 0x1184
CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE = 0x1185
CL_PROGRAM_BINARY_TYPE_NONE = 0x0
CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT = 0x1
CL_PROGRAM_BINARY_TYPE_LIBRARY = 0x2
CL_PROGRAM_BINARY_TYPE_EXECUTABLE = 0x4
CL_BUILD_SUCCESS = 0
CL_BUILD_NONE = (-1)
CL_BUILD_ERROR = (-2)
CL_BUILD_IN_PROGRESS = (-3)
CL_KERNEL_FUNCTION_NAME = 0x1190
CL_KERNEL_NUM_ARGS = 0x1191
CL_KERNEL_REFERENCE_COUNT = 0x1192
CL_KERNEL_CONTEXT = 0x1193
CL_KERNEL_PROGRAM = 0x1194
CL_KERNEL_ATTRIBUTES = 0x1195
CL_KERNEL_ARG_ADDRESS_QUALIFIER = 0x1196
CL_KERNEL_ARG_ACCESS_QUALIFIER = 0x1197
CL_KERNEL_ARG_TYPE_NAME = 0x1198
CL_KERNEL_ARG_TYPE_QUALIFIER = 0x1199
CL_KERNEL_ARG_NAME = 0x119A
CL_KERNEL_ARG_ADDRESS_GLOBAL = 0x119B
CL_KERNEL_ARG_ADDRESS_LOCAL = 0x119C
CL_KERNEL_ARG_ADDRESS_CONSTANT = 0x119D
CL_KERNEL_ARG_ADDRESS_PRIVATE = 0x119E
CL_KERNEL_ARG_ACCESS_READ_ONLY = 0x11A0
CL_KERNEL_ARG_ACCESS_WRITE_ONLY = 0x11A1
CL_KERNEL_ARG_ACCESS_READ_WRITE = 0x11A2
CL_KERNEL_ARG_ACCESS_NONE = 0x11A3
CL_KERNEL_ARG_TYPE_NONE = 0
CL_KERNEL_ARG_TYPE_CONST = ((1 << 0))
CL_KERNEL_ARG_TYPE_RESTRICT = ((1 << 1))
CL_KERNEL_ARG_TYPE_VOLATILE = ((1 << 2))
CL_KERNEL_ARG_TYPE_PIPE = ((1 << 3))
CL_KERNEL_WORK_GROUP_SIZE = 0x11B0
CL_KERNEL_COMPILE_WORK_GROUP_SIZE = 0x11B1
CL_KERNEL_LOCAL_MEM_SIZE = 0x11B2
CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE = 0x11B3
CL_KERNEL_PRIVATE_MEM_SIZE = 0x11B4
CL_KERNEL_GLOBAL_WORK_SIZE = 0x11B5
CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE = 0x2033
CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE = 0x2034
CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT = 0x11B8
CL_KERNEL_MAX_NUM_SUB_GROUPS = 0x11B9
CL_KERNEL_COMPILE_NUM_SUB_GROUPS = 0x11BA
CL_KERNEL_EXEC_INFO_SVM_PTRS = 0x11B6
CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM = 0x11B7
CL_EVENT_COMMAND_QUEUE = 0x11D0
CL_EVENT_COMMAND_TYPE = 0x11D1
CL_EVENT_REFERENCE_COUNT = 0x11D2
CL_EVENT_COMMAND_EXECUTION_STATUS = 0x11D3
CL_EVENT_CONTEXT = 0x11D4
CL_COMMAND_NDRANGE_KERNEL = 0x11F0
CL_COMMAND_TASK = 0x11F1
CL_COMMAND_NATIVE_KERNEL = 0x11F2
CL_COMMAND_READ_BUFFER = 0x11F3
CL_COMMAND_WRITE_BUFFER = 0x11F4
CL_COMMAND_COPY_BUFFER = 0x11F5
CL_COMMAND_READ_IMAGE = 0x11F6
CL_COMMAND_WRITE_IMAGE = 0x11F7
CL_COMMAND_COPY_IMAGE = 0x11F8
CL_COMMAND_COPY_IMAGE_TO_BUFFER = 0x11F9
CL_COMMAND_COPY_BUFFER_TO_IMAGE = 0x11FA
CL_COMMAND_MAP_BUFFER = 0x11FB
CL_COMMAND_MAP_IMAGE = 0x11FC
CL_COMMAND_UNMAP_MEM_OBJECT = 0x11FD
CL_COMMAND_MARKER = 0x11FE
CL_COMMAND_ACQUIRE_GL_OBJECTS = 0x11FF
CL_COMMAND_RELEASE_GL_OBJECTS = 0x1200
CL_COMMAND_READ_BUFFER_RECT = 0x1201
CL_COMMAND_WRITE_BUFFER_RECT = 0x1202
CL_COMMAND_COPY_BUFFER_RECT = 0x1203
CL_COMMAND_USER = 0x1204
CL_COMMAND_BARRIER = 0x1205
CL_COMMAND_MIGRATE_MEM_OBJECTS = 0x1206
CL_COMMAND_FILL_BUFFER = 0x1207
CL_COMMAND_FILL_IMAGE = 0x1208
CL_COMMAND_SVM_FREE = 0x1209
CL_COMMAND_SVM_MEMCPY = 0x120A
CL_COMMAND_SVM_MEMFILL = 0x120B
CL_COMMAND_SVM_MAP = 0x120C
CL_COMMAND_SVM_UNMAP = 0x120D
CL_COMMAND_SVM_MIGRATE_MEM = 0x120E
CL_COMPLETE = 0x0
CL_RUNNING = 0x1
CL_SUBMITTED = 0x2
CL_QUEUED = 0x3
CL_BUFFER_CREATE_TYPE_REGION = 0x1220
CL_PROFILING_COMMAND_QUEUED = 0x1280
CL_PROFILING_COMMAND_SUBMIT = 0x1281
CL_PROFILING_COMMAND_START = 0x1282
CL_PROFILING_COMMAND_END = 0x1283
CL_PROFILING_COMMAND_COMPLETE = 0x1284
CL_DEVICE_ATOMIC_ORDER_RELAXED = ((1 << 0))
CL_DEVICE_ATOMIC_ORDER_ACQ_REL = ((1 << 1))
CL_DEVICE_ATOMIC_ORDER_SEQ_CST = ((1 << 2))
CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM = ((1 << 3))
CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP = ((1 << 4))
CL_DEVICE_ATOMIC_SCOPE_DEVICE = ((1 << 5))
CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES = ((1 << 6))
CL_DEVICE_QUEUE_SUPPORTED = ((1 << 0))
CL_DEVICE_QUEUE_REPLACEABLE_DEFAULT = ((1 << 1))
CL_KHRONOS_VENDOR_ID_CODEPLAY = 0x10004
CL_VERSION_MAJOR_BITS = (10)
CL_VERSION_MINOR_BITS = (10)
CL_VERSION_PATCH_BITS = (12)
CL_VERSION_MAJOR_MASK = ((((1 << CL_VERSION_MAJOR_BITS)) - 1))
CL_VERSION_MINOR_MASK = ((((1 << CL_VERSION_MINOR_BITS)) - 1))
CL_VERSION_PATCH_MASK = ((((1 << CL_VERSION_PATCH_BITS)) - 1))
CL_VERSION_MAJOR = lambda version: (((version) >> ((CL_VERSION_MINOR_BITS + CL_VERSION_PATCH_BITS))))
CL_VERSION_MINOR = lambda version: (((((version) >> CL_VERSION_PATCH_BITS)) & CL_VERSION_MINOR_MASK))
CL_VERSION_PATCH = lambda version: (((version) & CL_VERSION_PATCH_MASK))
CL_MAKE_VERSION = lambda major, minor, patch: ((((((((major) & CL_VERSION_MAJOR_MASK)) << ((CL_VERSION_MINOR_BITS + CL_VERSION_PATCH_BITS)))) | (((((minor) & CL_VERSION_MINOR_MASK)) << CL_VERSION_PATCH_BITS))) | (((patch) & CL_VERSION_PATCH_MASK))))
