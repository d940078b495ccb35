# tg-autogen 0.1.0 generated this from usr:hsa/hsa.h, usr:hsa/hsa_ext_amd.h, usr:hsa/amd_hsa_common.h, usr:hsa/amd_hsa_signal.h, usr:hsa/amd_hsa_queue.h, usr:hsa/amd_hsa_kernel_code.h, usr:hsa/hsa_ext_finalize.h, usr:hsa/hsa_ext_image.h, usr:hsa/hsa_ven_amd_aqlprofile.h, usr:hsa/hsa_ven_amd_loader.h (inputs sha256 51244e2b25fff543); regenerate with: tg-autogen hsa
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR
dll = c.DLL('hsa', ['hsa-runtime64'], paths=['/opt/rocm/lib'])

@c.record
class struct_hsa_dim3_s(c.Struct):
  SIZE = 12
  x: int
  y: int
  z: int

@c.record
class struct_hsa_agent_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_cache_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_signal_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_signal_group_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_region_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_queue_s(c.Struct):
  SIZE = 40
  type: int
  features: int
  base_address: int | None
  doorbell_signal: struct_hsa_signal_s
  size: int
  reserved1: int
  id: int

@c.record
class struct_hsa_kernel_dispatch_packet_s(c.Struct):
  SIZE = 64
  header: int
  setup: int
  workgroup_size_x: int
  workgroup_size_y: int
  workgroup_size_z: int
  reserved0: int
  grid_size_x: int
  grid_size_y: int
  grid_size_z: int
  private_segment_size: int
  group_segment_size: int
  kernel_object: int
  kernarg_address: int | None
  reserved2: int
  completion_signal: struct_hsa_signal_s

@c.record
class struct_hsa_agent_dispatch_packet_s(c.Struct):
  SIZE = 64
  header: int
  type: int
  reserved0: int
  return_address: int | None
  arg: ctypes.Array
  reserved2: int
  completion_signal: struct_hsa_signal_s

@c.record
class struct_hsa_barrier_and_packet_s(c.Struct):
  SIZE = 64
  header: int
  reserved0: int
  reserved1: int
  dep_signal: ctypes.Array
  reserved2: int
  completion_signal: struct_hsa_signal_s

@c.record
class struct_hsa_barrier_or_packet_s(c.Struct):
  SIZE = 64
  header: int
  reserved0: int
  reserved1: int
  dep_signal: ctypes.Array
  reserved2: int
  completion_signal: struct_hsa_signal_s

@c.record
class struct_hsa_isa_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_wavefront_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_code_object_reader_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_executable_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_loaded_code_object_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_executable_symbol_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_code_object_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_callback_data_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_code_symbol_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_ext_image_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_ext_image_format_s(c.Struct):
  SIZE = 8
  channel_type: int
  channel_order: int

@c.record
class struct_hsa_ext_image_descriptor_s(c.Struct):
  SIZE = 48
  geometry: int
  width: int
  height: int
  depth: int
  array_size: int
  format: struct_hsa_ext_image_format_s

@c.record
class struct_hsa_ext_image_data_info_s(c.Struct):
  SIZE = 16
  size: int
  alignment: int

@c.record
class struct_hsa_ext_image_region_s(c.Struct):
  SIZE = 24
  offset: struct_hsa_dim3_s
  range: struct_hsa_dim3_s

@c.record
class struct_hsa_ext_sampler_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_ext_sampler_descriptor_s(c.Struct):
  SIZE = 12
  coordinate_mode: int
  filter_mode: int
  address_mode: int

@c.record
class struct_hsa_ext_images_1_00_pfn_s(c.Struct):
  SIZE = 80
  hsa_ext_image_get_capability: ctypes._CFuncPtr
  hsa_ext_image_data_get_info: ctypes._CFuncPtr
  hsa_ext_image_create: ctypes._CFuncPtr
  hsa_ext_image_destroy: ctypes._CFuncPtr
  hsa_ext_image_copy: ctypes._CFuncPtr
  hsa_ext_image_import: ctypes._CFuncPtr
  hsa_ext_image_export: ctypes._CFuncPtr
  hsa_ext_image_clear: ctypes._CFuncPtr
  hsa_ext_sampler_create: ctypes._CFuncPtr
  hsa_ext_sampler_destroy: ctypes._CFuncPtr

@c.record
class struct_hsa_ext_images_1_pfn_s(c.Struct):
  SIZE = 104
  hsa_ext_image_get_capability: ctypes._CFuncPtr
  hsa_ext_image_data_get_info: ctypes._CFuncPtr
  hsa_ext_image_create: ctypes._CFuncPtr
  hsa_ext_image_destroy: ctypes._CFuncPtr
  hsa_ext_image_copy: ctypes._CFuncPtr
  hsa_ext_image_import: ctypes._CFuncPtr
  hsa_ext_image_export: ctypes._CFuncPtr
  hsa_ext_image_clear: ctypes._CFuncPtr
  hsa_ext_sampler_create: ctypes._CFuncPtr
  hsa_ext_sampler_destroy: ctypes._CFuncPtr
  hsa_ext_image_get_capability_with_layout: ctypes._CFuncPtr
  hsa_ext_image_data_get_info_with_layout: ctypes._CFuncPtr
  hsa_ext_image_create_with_layout: ctypes._CFuncPtr

@c.record
class struct_hsa_amd_packet_header_s(c.Struct):
  SIZE = 4
  header: int
  AmdFormat: int
  reserved: int

@c.record
class struct_hsa_amd_barrier_value_packet_s(c.Struct):
  SIZE = 64
  header: struct_hsa_amd_packet_header_s
  reserved0: int
  signal: struct_hsa_signal_s
  value: int
  mask: int
  cond: int
  reserved1: int
  reserved2: int
  reserved3: int
  completion_signal: struct_hsa_signal_s

@c.record
class struct_hsa_amd_hdp_flush_s(c.Struct):
  SIZE = 16
  HDP_MEM_FLUSH_CNTL: ctypes._Pointer
  HDP_REG_FLUSH_CNTL: ctypes._Pointer

@c.record
class struct_hsa_amd_profiling_dispatch_time_s(c.Struct):
  SIZE = 16
  start: int
  end: int

@c.record
class struct_hsa_amd_profiling_async_copy_time_s(c.Struct):
  SIZE = 16
  start: int
  end: int

@c.record
class struct_hsa_amd_memory_pool_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_pitched_ptr_s(c.Struct):
  SIZE = 24
  base: int | None
  pitch: int
  slice: int

@c.record
class struct_hsa_amd_memory_pool_link_info_s(c.Struct):
  SIZE = 28
  min_latency: int
  max_latency: int
  min_bandwidth: int
  max_bandwidth: int
  atomic_support_32bit: bool
  atomic_support_64bit: bool
  coherent_support: bool
  link_type: int
  numa_distance: int

@c.record
class struct_hsa_amd_image_descriptor_s(c.Struct):
  SIZE = 12
  version: int
  deviceID: int
  data: ctypes.Array

@c.record
class struct_hsa_amd_pointer_info_s(c.Struct):
  SIZE = 56
  size: int
  type: int
  agentBaseAddress: int | None
  hostBaseAddress: int | None
  sizeInBytes: int
  userData: int | None
  agentOwner: struct_hsa_agent_s
  global_flags: int

@c.record
class struct_hsa_amd_ipc_memory_s(c.Struct):
  SIZE = 32
  handle: ctypes.Array

@c.record
class struct_hsa_amd_gpu_memory_fault_info_s(c.Struct):
  SIZE = 24
  agent: struct_hsa_agent_s
  virtual_address: int
  fault_reason_mask: int

@c.record
class struct_hsa_amd_event_s(c.Struct):
  SIZE = 32
  event_type: int
  memory_fault: struct_hsa_amd_gpu_memory_fault_info_s

@c.record
class struct_hsa_amd_svm_attribute_pair_s(c.Struct):
  SIZE = 16
  attribute: int
  value: int

@c.record
class struct_amd_queue_s(c.Struct):
  SIZE = 256
  hsa_queue: struct_hsa_queue_s
  reserved1: ctypes.Array
  write_dispatch_id: int
  group_segment_aperture_base_hi: int
  private_segment_aperture_base_hi: int
  max_cu_id: int
  max_wave_id: int
  max_legacy_doorbell_dispatch_id_plus_1: int
  legacy_doorbell_lock: int
  reserved2: ctypes.Array
  read_dispatch_id: int
  read_dispatch_id_field_base_byte_offset: int
  compute_tmpring_size: int
  scratch_resource_descriptor: ctypes.Array
  scratch_backing_memory_location: int
  scratch_backing_memory_byte_size: int
  scratch_wave64_lane_byte_size: int
  queue_properties: int
  reserved3: ctypes.Array
  queue_inactive_signal: struct_hsa_signal_s
  reserved4: ctypes.Array

@c.record
class struct_amd_signal_s(c.Struct):
  SIZE = 64
  kind: int
  value: int
  legacy_hardware_doorbell_ptr: ctypes._Pointer
  hardware_doorbell_ptr: ctypes._Pointer
  event_mailbox_ptr: int
  event_id: int
  reserved1: int
  start_ts: int
  end_ts: int
  queue_ptr: ctypes._Pointer
  reserved2: int
  reserved3: ctypes.Array

@c.record
class struct_amd_control_directives_s(c.Struct):
  SIZE = 128
  enabled_control_directives: int
  enable_break_exceptions: int
  enable_detect_exceptions: int
  max_dynamic_group_size: int
  max_flat_grid_size: int
  max_flat_workgroup_size: int
  required_dim: int
  reserved1: ctypes.Array
  required_grid_size: ctypes.Array
  required_workgroup_size: ctypes.Array
  reserved2: ctypes.Array

@c.record
class struct_amd_kernel_code_s(c.Struct):
  SIZE = 256
  amd_kernel_code_version_major: int
  amd_kernel_code_version_minor: int
  amd_machine_kind: int
  amd_machine_version_major: int
  amd_machine_version_minor: int
  amd_machine_version_stepping: int
  kernel_code_entry_byte_offset: int
  kernel_code_prefetch_byte_offset: int
  kernel_code_prefetch_byte_size: int
  max_scratch_backing_memory_byte_size: int
  compute_pgm_rsrc1: int
  compute_pgm_rsrc2: int
  kernel_code_properties: int
  workitem_private_segment_byte_size: int
  workgroup_group_segment_byte_size: int
  gds_segment_byte_size: int
  kernarg_segment_byte_size: int
  workgroup_fbarrier_count: int
  wavefront_sgpr_count: int
  workitem_vgpr_count: int
  reserved_vgpr_first: int
  reserved_vgpr_count: int
  reserved_sgpr_first: int
  reserved_sgpr_count: int
  debug_wavefront_private_segment_offset_sgpr: int
  debug_private_segment_buffer_sgpr: int
  kernarg_segment_alignment: int
  group_segment_alignment: int
  private_segment_alignment: int
  wavefront_size: int
  call_convention: int
  reserved1: ctypes.Array
  runtime_loader_kernel_symbol: int
  control_directives: struct_amd_control_directives_s

@c.record
class struct_amd_runtime_loader_debug_info_s(c.Struct):
  SIZE = 32
  elf_raw: int | None
  elf_size: int
  kernel_name: bytes | None
  owning_segment: int | None

@c.record
class struct_BrigModuleHeader(c.Struct):
  SIZE = 0

@c.record
class struct_hsa_ext_program_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_hsa_ext_control_directives_s(c.Struct):
  SIZE = 144
  control_directives_mask: int
  break_exceptions_mask: int
  detect_exceptions_mask: int
  max_dynamic_group_size: int
  max_flat_grid_size: int
  max_flat_workgroup_size: int
  reserved1: int
  required_grid_size: ctypes.Array
  required_workgroup_size: struct_hsa_dim3_s
  required_dim: int
  reserved2: ctypes.Array

@c.record
class struct_hsa_ext_finalizer_1_00_pfn_s(c.Struct):
  SIZE = 48
  hsa_ext_program_create: ctypes._CFuncPtr
  hsa_ext_program_destroy: ctypes._CFuncPtr
  hsa_ext_program_add_module: ctypes._CFuncPtr
  hsa_ext_program_iterate_modules: ctypes._CFuncPtr
  hsa_ext_program_get_info: ctypes._CFuncPtr
  hsa_ext_program_finalize: ctypes._CFuncPtr

@c.record
class hsa_ven_amd_aqlprofile_event_t(c.Struct):
  SIZE = 12
  block_name: int
  block_index: int
  counter_id: int

@c.record
class hsa_ven_amd_aqlprofile_parameter_t(c.Struct):
  SIZE = 8
  parameter_name: int
  value: int

@c.record
class hsa_ven_amd_aqlprofile_descriptor_t(c.Struct):
  SIZE = 16
  ptr: int | None
  size: int

@c.record
class hsa_ven_amd_aqlprofile_profile_t(c.Struct):
  SIZE = 80
  agent: struct_hsa_agent_s
  type: int
  events: ctypes._Pointer
  event_count: int
  parameters: ctypes._Pointer
  parameter_count: int
  output_buffer: hsa_ven_amd_aqlprofile_descriptor_t
  command_buffer: hsa_ven_amd_aqlprofile_descriptor_t

@c.record
class hsa_ext_amd_aql_pm4_packet_t(c.Struct):
  SIZE = 64
  header: int
  pm4_command: ctypes.Array
  completion_signal: struct_hsa_signal_s

@c.record
class hsa_ven_amd_aqlprofile_info_data_t(c.Struct):
  SIZE = 32
  sample_id: int
  pmc_data: hsa_ven_amd_aqlprofile_info_data_t_pmc_data
  trace_data: hsa_ven_amd_aqlprofile_descriptor_t

@c.record
class hsa_ven_amd_aqlprofile_info_data_t_pmc_data(c.Struct):
  SIZE = 24
  event: hsa_ven_amd_aqlprofile_event_t
  result: int

@c.record
class hsa_ven_amd_aqlprofile_id_query_t(c.Struct):
  SIZE = 16
  name: bytes | None
  id: int
  instance_count: int

@c.record
class struct_hsa_ven_amd_aqlprofile_1_00_pfn_s(c.Struct):
  SIZE = 80
  hsa_ven_amd_aqlprofile_version_major: ctypes._CFuncPtr
  hsa_ven_amd_aqlprofile_version_minor: ctypes._CFuncPtr
  hsa_ven_amd_aqlprofile_error_string: ctypes._CFuncPtr
  hsa_ven_amd_aqlprofile_validate_event: ctypes._CFuncPtr
  hsa_ven_amd_aqlprofile_start: ctypes._CFuncPtr
  hsa_ven_amd_aqlprofile_stop: ctypes._CFuncPtr
  hsa_ven_amd_aqlprofile_read: ctypes._CFuncPtr
  hsa_ven_amd_aqlprofile_legacy_get_pm4: ctypes._CFuncPtr
  hsa_ven_amd_aqlprofile_get_info: ctypes._CFuncPtr
  hsa_ven_amd_aqlprofile_iterate_data: ctypes._CFuncPtr

@c.record
class struct_hsa_ven_amd_loader_segment_descriptor_s(c.Struct):
  SIZE = 64
  agent: struct_hsa_agent_s
  executable: struct_hsa_executable_s
  code_object_storage_type: int
  code_object_storage_base: int | None
  code_object_storage_size: int
  code_object_storage_offset: int
  segment_base: int | None
  segment_size: int

@c.record
class struct_hsa_ven_amd_loader_1_00_pfn_s(c.Struct):
  SIZE = 24
  hsa_ven_amd_loader_query_host_address: ctypes._CFuncPtr
  hsa_ven_amd_loader_query_segment_descriptors: ctypes._CFuncPtr
  hsa_ven_amd_loader_query_executable: ctypes._CFuncPtr

@c.record
class struct_hsa_ven_amd_loader_1_01_pfn_s(c.Struct):
  SIZE = 40
  hsa_ven_amd_loader_query_host_address: ctypes._CFuncPtr
  hsa_ven_amd_loader_query_segment_descriptors: ctypes._CFuncPtr
  hsa_ven_amd_loader_query_executable: ctypes._CFuncPtr
  hsa_ven_amd_loader_executable_iterate_loaded_code_objects: ctypes._CFuncPtr
  hsa_ven_amd_loader_loaded_code_object_get_info: ctypes._CFuncPtr

@c.record
class struct_hsa_ven_amd_loader_1_02_pfn_s(c.Struct):
  SIZE = 48
  hsa_ven_amd_loader_query_host_address: ctypes._CFuncPtr
  hsa_ven_amd_loader_query_segment_descriptors: ctypes._CFuncPtr
  hsa_ven_amd_loader_query_executable: ctypes._CFuncPtr
  hsa_ven_amd_loader_executable_iterate_loaded_code_objects: ctypes._CFuncPtr
  hsa_ven_amd_loader_loaded_code_object_get_info: ctypes._CFuncPtr
  hsa_ven_amd_loader_code_object_reader_create_from_file_with_offset_size: ctypes._CFuncPtr

@c.record
class struct_hsa_ven_amd_loader_1_03_pfn_s(c.Struct):
  SIZE = 56
  hsa_ven_amd_loader_query_host_address: ctypes._CFuncPtr
  hsa_ven_amd_loader_query_segment_descriptors: ctypes._CFuncPtr
  hsa_ven_amd_loader_query_executable: ctypes._CFuncPtr
  hsa_ven_amd_loader_executable_iterate_loaded_code_objects: ctypes._CFuncPtr
  hsa_ven_amd_loader_loaded_code_object_get_info: ctypes._CFuncPtr
  hsa_ven_amd_loader_code_object_reader_create_from_file_with_offset_size: ctypes._CFuncPtr
  hsa_ven_amd_loader_iterate_executables: ctypes._CFuncPtr

hsa_status_t: dict[int, str] = {(HSA_STATUS_SUCCESS := 0): 'HSA_STATUS_SUCCESS', (HSA_STATUS_INFO_BREAK := 1): 'HSA_STATUS_INFO_BREAK', (HSA_STATUS_ERROR := 4096): 'HSA_STATUS_ERROR', (HSA_STATUS_ERROR_INVALID_ARGUMENT := 4097): 'HSA_STATUS_ERROR_INVALID_ARGUMENT', (HSA_STATUS_ERROR_INVALID_QUEUE_CREATION := 4098): 'HSA_STATUS_ERROR_INVALID_QUEUE_CREATION', (HSA_STATUS_ERROR_INVALID_ALLOCATION := 4099): 'HSA_STATUS_ERROR_INVALID_ALLOCATION', (HSA_STATUS_ERROR_INVALID_AGENT := 4100): 'HSA_STATUS_ERROR_INVALID_AGENT', (HSA_STATUS_ERROR_INVALID_REGION := 4101): 'HSA_STATUS_ERROR_INVALID_REGION', (HSA_STATUS_ERROR_INVALID_SIGNAL := 4102): 'HSA_STATUS_ERROR_INVALID_SIGNAL', (HSA_STATUS_ERROR_INVALID_QUEUE := 4103): 'HSA_STATUS_ERROR_INVALID_QUEUE', (HSA_STATUS_ERROR_OUT_OF_RESOURCES := 4104): 'HSA_STATUS_ERROR_OUT_OF_RESOURCES', (HSA_STATUS_ERROR_INVALID_PACKET_FORMAT := 4105): 'HSA_STATUS_ERROR_INVALID_PACKET_FORMAT', (HSA_STATUS_ERROR_RESOURCE_FREE := 4106): 'HSA_STATUS_ERROR_RESOURCE_FREE', (HSA_STATUS_ERROR_NOT_INITIALIZED := 4107): 'HSA_STATUS_ERROR_NOT_INITIALIZED', (HSA_STATUS_ERROR_REFCOUNT_OVERFLOW := 4108): 'HSA_STATUS_ERROR_REFCOUNT_OVERFLOW', (HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS := 4109): 'HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS', (HSA_STATUS_ERROR_INVALID_INDEX := 4110): 'HSA_STATUS_ERROR_INVALID_INDEX', (HSA_STATUS_ERROR_INVALID_ISA := 4111): 'HSA_STATUS_ERROR_INVALID_ISA', (HSA_STATUS_ERROR_INVALID_ISA_NAME := 4119): 'HSA_STATUS_ERROR_INVALID_ISA_NAME', (HSA_STATUS_ERROR_INVALID_CODE_OBJECT := 4112): 'HSA_STATUS_ERROR_INVALID_CODE_OBJECT', (HSA_STATUS_ERROR_INVALID_EXECUTABLE := 4113): 'HSA_STATUS_ERROR_INVALID_EXECUTABLE', (HSA_STATUS_ERROR_FROZEN_EXECUTABLE := 4114): 'HSA_STATUS_ERROR_FROZEN_EXECUTABLE', (HSA_STATUS_ERROR_INVALID_SYMBOL_NAME := 4115): 'HSA_STATUS_ERROR_INVALID_SYMBOL_NAME', (HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED := 4116): 'HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED', (HSA_STATUS_ERROR_VARIABLE_UNDEFINED := 4117): 'HSA_STATUS_ERROR_VARIABLE_UNDEFINED', (HSA_STATUS_ERROR_EXCEPTION := 4118): 'HSA_STATUS_ERROR_EXCEPTION', (HSA_STATUS_ERROR_INVALID_CODE_SYMBOL := 4120): 'HSA_STATUS_ERROR_INVALID_CODE_SYMBOL', (HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL := 4121): 'HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL', (HSA_STATUS_ERROR_INVALID_FILE := 4128): 'HSA_STATUS_ERROR_INVALID_FILE', (HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER := 4129): 'HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER', (HSA_STATUS_ERROR_INVALID_CACHE := 4130): 'HSA_STATUS_ERROR_INVALID_CACHE', (HSA_STATUS_ERROR_INVALID_WAVEFRONT := 4131): 'HSA_STATUS_ERROR_INVALID_WAVEFRONT', (HSA_STATUS_ERROR_INVALID_SIGNAL_GROUP := 4132): 'HSA_STATUS_ERROR_INVALID_SIGNAL_GROUP', (HSA_STATUS_ERROR_INVALID_RUNTIME_STATE := 4133): 'HSA_STATUS_ERROR_INVALID_RUNTIME_STATE', (HSA_STATUS_ERROR_FATAL := 4134): 'HSA_STATUS_ERROR_FATAL'}
hsa_dim3_t = struct_hsa_dim3_s
hsa_access_permission_t: dict[int, str] = {(HSA_ACCESS_PERMISSION_RO := 1): 'HSA_ACCESS_PERMISSION_RO', (HSA_ACCESS_PERMISSION_WO := 2): 'HSA_ACCESS_PERMISSION_WO', (HSA_ACCESS_PERMISSION_RW := 3): 'HSA_ACCESS_PERMISSION_RW'}
hsa_file_t = ctypes.c_int32
hsa_endianness_t: dict[int, str] = {(HSA_ENDIANNESS_LITTLE := 0): 'HSA_ENDIANNESS_LITTLE', (HSA_ENDIANNESS_BIG := 1): 'HSA_ENDIANNESS_BIG'}
hsa_machine_model_t: dict[int, str] = {(HSA_MACHINE_MODEL_SMALL := 0): 'HSA_MACHINE_MODEL_SMALL', (HSA_MACHINE_MODEL_LARGE := 1): 'HSA_MACHINE_MODEL_LARGE'}
hsa_profile_t: dict[int, str] = {(HSA_PROFILE_BASE := 0): 'HSA_PROFILE_BASE', (HSA_PROFILE_FULL := 1): 'HSA_PROFILE_FULL'}
hsa_system_info_t: dict[int, str] = {(HSA_SYSTEM_INFO_VERSION_MAJOR := 0): 'HSA_SYSTEM_INFO_VERSION_MAJOR', (HSA_SYSTEM_INFO_VERSION_MINOR := 1): 'HSA_SYSTEM_INFO_VERSION_MINOR', (HSA_SYSTEM_INFO_TIMESTAMP := 2): 'HSA_SYSTEM_INFO_TIMESTAMP', (HSA_SYSTEM_INFO_TIMESTAMP_FREQUENCY := 3): 'HSA_SYSTEM_INFO_TIMESTAMP_FREQUENCY', (HSA_SYSTEM_INFO_SIGNAL_MAX_WAIT := 4): 'HSA_SYSTEM_INFO_SIGNAL_MAX_WAIT', (HSA_SYSTEM_INFO_ENDIANNESS := 5): 'HSA_SYSTEM_INFO_ENDIANNESS', (HSA_SYSTEM_INFO_MACHINE_MODEL := 6): 'HSA_SYSTEM_INFO_MACHINE_MODEL', (HSA_SYSTEM_INFO_EXTENSIONS := 7): 'HSA_SYSTEM_INFO_EXTENSIONS', (HSA_AMD_SYSTEM_INFO_BUILD_VERSION := 512): 'HSA_AMD_SYSTEM_INFO_BUILD_VERSION', (HSA_AMD_SYSTEM_INFO_SVM_SUPPORTED := 513): 'HSA_AMD_SYSTEM_INFO_SVM_SUPPORTED', (HSA_AMD_SYSTEM_INFO_SVM_ACCESSIBLE_BY_DEFAULT := 514): 'HSA_AMD_SYSTEM_INFO_SVM_ACCESSIBLE_BY_DEFAULT'}
hsa_extension_t: dict[int, str] = {(HSA_EXTENSION_FINALIZER := 0): 'HSA_EXTENSION_FINALIZER', (HSA_EXTENSION_IMAGES := 1): 'HSA_EXTENSION_IMAGES', (HSA_EXTENSION_PERFORMANCE_COUNTERS := 2): 'HSA_EXTENSION_PERFORMANCE_COUNTERS', (HSA_EXTENSION_PROFILING_EVENTS := 3): 'HSA_EXTENSION_PROFILING_EVENTS', (HSA_EXTENSION_STD_LAST := 3): 'HSA_EXTENSION_STD_LAST', (HSA_AMD_FIRST_EXTENSION := 512): 'HSA_AMD_FIRST_EXTENSION', (HSA_EXTENSION_AMD_PROFILER := 512): 'HSA_EXTENSION_AMD_PROFILER', (HSA_EXTENSION_AMD_LOADER := 513): 'HSA_EXTENSION_AMD_LOADER', (HSA_EXTENSION_AMD_AQLPROFILE := 514): 'HSA_EXTENSION_AMD_AQLPROFILE', (HSA_AMD_LAST_EXTENSION := 514): 'HSA_AMD_LAST_EXTENSION'}
hsa_agent_t = struct_hsa_agent_s
hsa_agent_feature_t: dict[int, str] = {(HSA_AGENT_FEATURE_KERNEL_DISPATCH := 1): 'HSA_AGENT_FEATURE_KERNEL_DISPATCH', (HSA_AGENT_FEATURE_AGENT_DISPATCH := 2): 'HSA_AGENT_FEATURE_AGENT_DISPATCH'}
hsa_device_type_t: dict[int, str] = {(HSA_DEVICE_TYPE_CPU := 0): 'HSA_DEVICE_TYPE_CPU', (HSA_DEVICE_TYPE_GPU := 1): 'HSA_DEVICE_TYPE_GPU', (HSA_DEVICE_TYPE_DSP := 2): 'HSA_DEVICE_TYPE_DSP'}
hsa_default_float_rounding_mode_t: dict[int, str] = {(HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT := 0): 'HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT', (HSA_DEFAULT_FLOAT_ROUNDING_MODE_ZERO := 1): 'HSA_DEFAULT_FLOAT_ROUNDING_MODE_ZERO', (HSA_DEFAULT_FLOAT_ROUNDING_MODE_NEAR := 2): 'HSA_DEFAULT_FLOAT_ROUNDING_MODE_NEAR'}
hsa_agent_info_t: dict[int, str] = {(HSA_AGENT_INFO_NAME := 0): 'HSA_AGENT_INFO_NAME', (HSA_AGENT_INFO_VENDOR_NAME := 1): 'HSA_AGENT_INFO_VENDOR_NAME', (HSA_AGENT_INFO_FEATURE := 2): 'HSA_AGENT_INFO_FEATURE', (HSA_AGENT_INFO_MACHINE_MODEL := 3): 'HSA_AGENT_INFO_MACHINE_MODEL', (HSA_AGENT_INFO_PROFILE := 4): 'HSA_AGENT_INFO_PROFILE', (HSA_AGENT_INFO_DEFAULT_FLOAT_ROUNDING_MODE := 5): 'HSA_AGENT_INFO_DEFAULT_FLOAT_ROUNDING_MODE', (HSA_AGENT_INFO_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES := 23): 'HSA_AGENT_INFO_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES', (HSA_AGENT_INFO_FAST_F16_OPERATION := 24): 'HSA_AGENT_INFO_FAST_F16_OPERATION', (HSA_AGENT_INFO_WAVEFRONT_SIZE := 6): 'HSA_AGENT_INFO_WAVEFRONT_SIZE', (HSA_AGENT_INFO_WORKGROUP_MAX_DIM := 7): 'HSA_AGENT_INFO_WORKGROUP_MAX_DIM', (HSA_AGENT_INFO_WORKGROUP_MAX_SIZE := 8): 'HSA_AGENT_INFO_WORKGROUP_MAX_SIZE', (HSA_AGENT_INFO_GRID_MAX_DIM := 9): 'HSA_AGENT_INFO_GRID_MAX_DIM', (HSA_AGENT_INFO_GRID_MAX_SIZE := 10): 'HSA_AGENT_INFO_GRID_MAX_SIZE', (HSA_AGENT_INFO_FBARRIER_MAX_SIZE := 11): 'HSA_AGENT_INFO_FBARRIER_MAX_SIZE', (HSA_AGENT_INFO_QUEUES_MAX := 12): 'HSA_AGENT_INFO_QUEUES_MAX', (HSA_AGENT_INFO_QUEUE_MIN_SIZE := 13): 'HSA_AGENT_INFO_QUEUE_MIN_SIZE', (HSA_AGENT_INFO_QUEUE_MAX_SIZE := 14): 'HSA_AGENT_INFO_QUEUE_MAX_SIZE', (HSA_AGENT_INFO_QUEUE_TYPE := 15): 'HSA_AGENT_INFO_QUEUE_TYPE', (HSA_AGENT_INFO_NODE := 16): 'HSA_AGENT_INFO_NODE', (HSA_AGENT_INFO_DEVICE := 17): 'HSA_AGENT_INFO_DEVICE', (HSA_AGENT_INFO_CACHE_SIZE := 18): 'HSA_AGENT_INFO_CACHE_SIZE', (HSA_AGENT_INFO_ISA := 19): 'HSA_AGENT_INFO_ISA', (HSA_AGENT_INFO_EXTENSIONS := 20): 'HSA_AGENT_INFO_EXTENSIONS', (HSA_AGENT_INFO_VERSION_MAJOR := 21): 'HSA_AGENT_INFO_VERSION_MAJOR', (HSA_AGENT_INFO_VERSION_MINOR := 22): 'HSA_AGENT_INFO_VERSION_MINOR'}
hsa_exception_policy_t: dict[int, str] = {(HSA_EXCEPTION_POLICY_BREAK := 1): 'HSA_EXCEPTION_POLICY_BREAK', (HSA_EXCEPTION_POLICY_DETECT := 2): 'HSA_EXCEPTION_POLICY_DETECT'}
hsa_cache_t = struct_hsa_cache_s
hsa_cache_info_t: dict[int, str] = {(HSA_CACHE_INFO_NAME_LENGTH := 0): 'HSA_CACHE_INFO_NAME_LENGTH', (HSA_CACHE_INFO_NAME := 1): 'HSA_CACHE_INFO_NAME', (HSA_CACHE_INFO_LEVEL := 2): 'HSA_CACHE_INFO_LEVEL', (HSA_CACHE_INFO_SIZE := 3): 'HSA_CACHE_INFO_SIZE'}
hsa_signal_t = struct_hsa_signal_s
hsa_signal_value_t = ctypes.c_int64
hsa_signal_condition_t: dict[int, str] = {(HSA_SIGNAL_CONDITION_EQ := 0): 'HSA_SIGNAL_CONDITION_EQ', (HSA_SIGNAL_CONDITION_NE := 1): 'HSA_SIGNAL_CONDITION_NE', (HSA_SIGNAL_CONDITION_LT := 2): 'HSA_SIGNAL_CONDITION_LT', (HSA_SIGNAL_CONDITION_GTE := 3): 'HSA_SIGNAL_CONDITION_GTE'}
hsa_wait_state_t: dict[int, str] = {(HSA_WAIT_STATE_BLOCKED := 0): 'HSA_WAIT_STATE_BLOCKED', (HSA_WAIT_STATE_ACTIVE := 1): 'HSA_WAIT_STATE_ACTIVE'}
hsa_signal_group_t = struct_hsa_signal_group_s
hsa_region_t = struct_hsa_region_s
hsa_queue_type_t: dict[int, str] = {(HSA_QUEUE_TYPE_MULTI := 0): 'HSA_QUEUE_TYPE_MULTI', (HSA_QUEUE_TYPE_SINGLE := 1): 'HSA_QUEUE_TYPE_SINGLE', (HSA_QUEUE_TYPE_COOPERATIVE := 2): 'HSA_QUEUE_TYPE_COOPERATIVE'}
hsa_queue_type32_t = ctypes.c_uint32
hsa_queue_feature_t: dict[int, str] = {(HSA_QUEUE_FEATURE_KERNEL_DISPATCH := 1): 'HSA_QUEUE_FEATURE_KERNEL_DISPATCH', (HSA_QUEUE_FEATURE_AGENT_DISPATCH := 2): 'HSA_QUEUE_FEATURE_AGENT_DISPATCH'}
hsa_queue_t = struct_hsa_queue_s
hsa_packet_type_t: dict[int, str] = {(HSA_PACKET_TYPE_VENDOR_SPECIFIC := 0): 'HSA_PACKET_TYPE_VENDOR_SPECIFIC', (HSA_PACKET_TYPE_INVALID := 1): 'HSA_PACKET_TYPE_INVALID', (HSA_PACKET_TYPE_KERNEL_DISPATCH := 2): 'HSA_PACKET_TYPE_KERNEL_DISPATCH', (HSA_PACKET_TYPE_BARRIER_AND := 3): 'HSA_PACKET_TYPE_BARRIER_AND', (HSA_PACKET_TYPE_AGENT_DISPATCH := 4): 'HSA_PACKET_TYPE_AGENT_DISPATCH', (HSA_PACKET_TYPE_BARRIER_OR := 5): 'HSA_PACKET_TYPE_BARRIER_OR'}
hsa_fence_scope_t: dict[int, str] = {(HSA_FENCE_SCOPE_NONE := 0): 'HSA_FENCE_SCOPE_NONE', (HSA_FENCE_SCOPE_AGENT := 1): 'HSA_FENCE_SCOPE_AGENT', (HSA_FENCE_SCOPE_SYSTEM := 2): 'HSA_FENCE_SCOPE_SYSTEM'}
hsa_packet_header_t: dict[int, str] = {(HSA_PACKET_HEADER_TYPE := 0): 'HSA_PACKET_HEADER_TYPE', (HSA_PACKET_HEADER_BARRIER := 8): 'HSA_PACKET_HEADER_BARRIER', (HSA_PACKET_HEADER_SCACQUIRE_FENCE_SCOPE := 9): 'HSA_PACKET_HEADER_SCACQUIRE_FENCE_SCOPE', (HSA_PACKET_HEADER_ACQUIRE_FENCE_SCOPE := 9): 'HSA_PACKET_HEADER_ACQUIRE_FENCE_SCOPE', (HSA_PACKET_HEADER_SCRELEASE_FENCE_SCOPE := 11): 'HSA_PACKET_HEADER_SCRELEASE_FENCE_SCOPE', (HSA_PACKET_HEADER_RELEASE_FENCE_SCOPE := 11): 'HSA_PACKET_HEADER_RELEASE_FENCE_SCOPE'}
hsa_packet_header_width_t: dict[int, str] = {(HSA_PACKET_HEADER_WIDTH_TYPE := 8): 'HSA_PACKET_HEADER_WIDTH_TYPE', (HSA_PACKET_HEADER_WIDTH_BARRIER := 1): 'HSA_PACKET_HEADER_WIDTH_BARRIER', (HSA_PACKET_HEADER_WIDTH_SCACQUIRE_FENCE_SCOPE := 2): 'HSA_PACKET_HEADER_WIDTH_SCACQUIRE_FENCE_SCOPE', (HSA_PACKET_HEADER_WIDTH_ACQUIRE_FENCE_SCOPE := 2): 'HSA_PACKET_HEADER_WIDTH_ACQUIRE_FENCE_SCOPE', (HSA_PACKET_HEADER_WIDTH_SCRELEASE_FENCE_SCOPE := 2): 'HSA_PACKET_HEADER_WIDTH_SCRELEASE_FENCE_SCOPE', (HSA_PACKET_HEADER_WIDTH_RELEASE_FENCE_SCOPE := 2): 'HSA_PACKET_HEADER_WIDTH_RELEASE_FENCE_SCOPE'}
hsa_kernel_dispatch_packet_setup_t: dict[int, str] = {(HSA_KERNEL_DISPATCH_PACKET_SETUP_DIMENSIONS := 0): 'HSA_KERNEL_DISPATCH_PACKET_SETUP_DIMENSIONS'}
hsa_kernel_dispatch_packet_setup_width_t: dict[int, str] = {(HSA_KERNEL_DISPATCH_PACKET_SETUP_WIDTH_DIMENSIONS := 2): 'HSA_KERNEL_DISPATCH_PACKET_SETUP_WIDTH_DIMENSIONS'}
hsa_kernel_dispatch_packet_t = struct_hsa_kernel_dispatch_packet_s
hsa_agent_dispatch_packet_t = struct_hsa_agent_dispatch_packet_s
hsa_barrier_and_packet_t = struct_hsa_barrier_and_packet_s
hsa_barrier_or_packet_t = struct_hsa_barrier_or_packet_s
hsa_region_segment_t: dict[int, str] = {(HSA_REGION_SEGMENT_GLOBAL := 0): 'HSA_REGION_SEGMENT_GLOBAL', (HSA_REGION_SEGMENT_READONLY := 1): 'HSA_REGION_SEGMENT_READONLY', (HSA_REGION_SEGMENT_PRIVATE := 2): 'HSA_REGION_SEGMENT_PRIVATE', (HSA_REGION_SEGMENT_GROUP := 3): 'HSA_REGION_SEGMENT_GROUP', (HSA_REGION_SEGMENT_KERNARG := 4): 'HSA_REGION_SEGMENT_KERNARG'}
hsa_region_global_flag_t: dict[int, str] = {(HSA_REGION_GLOBAL_FLAG_KERNARG := 1): 'HSA_REGION_GLOBAL_FLAG_KERNARG', (HSA_REGION_GLOBAL_FLAG_FINE_GRAINED := 2): 'HSA_REGION_GLOBAL_FLAG_FINE_GRAINED', (HSA_REGION_GLOBAL_FLAG_COARSE_GRAINED := 4): 'HSA_REGION_GLOBAL_FLAG_COARSE_GRAINED'}
hsa_region_info_t: dict[int, str] = {(HSA_REGION_INFO_SEGMENT := 0): 'HSA_REGION_INFO_SEGMENT', (HSA_REGION_INFO_GLOBAL_FLAGS := 1): 'HSA_REGION_INFO_GLOBAL_FLAGS', (HSA_REGION_INFO_SIZE := 2): 'HSA_REGION_INFO_SIZE', (HSA_REGION_INFO_ALLOC_MAX_SIZE := 4): 'HSA_REGION_INFO_ALLOC_MAX_SIZE', (HSA_REGION_INFO_ALLOC_MAX_PRIVATE_WORKGROUP_SIZE := 8): 'HSA_REGION_INFO_ALLOC_MAX_PRIVATE_WORKGROUP_SIZE', (HSA_REGION_INFO_RUNTIME_ALLOC_ALLOWED := 5): 'HSA_REGION_INFO_RUNTIME_ALLOC_ALLOWED', (HSA_REGION_INFO_RUNTIME_ALLOC_GRANULE := 6): 'HSA_REGION_INFO_RUNTIME_ALLOC_GRANULE', (HSA_REGION_INFO_RUNTIME_ALLOC_ALIGNMENT := 7): 'HSA_REGION_INFO_RUNTIME_ALLOC_ALIGNMENT'}
hsa_isa_t = struct_hsa_isa_s
hsa_isa_info_t: dict[int, str] = {(HSA_ISA_INFO_NAME_LENGTH := 0): 'HSA_ISA_INFO_NAME_LENGTH', (HSA_ISA_INFO_NAME := 1): 'HSA_ISA_INFO_NAME', (HSA_ISA_INFO_CALL_CONVENTION_COUNT := 2): 'HSA_ISA_INFO_CALL_CONVENTION_COUNT', (HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONT_SIZE := 3): 'HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONT_SIZE', (HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONTS_PER_COMPUTE_UNIT := 4): 'HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONTS_PER_COMPUTE_UNIT', (HSA_ISA_INFO_MACHINE_MODELS := 5): 'HSA_ISA_INFO_MACHINE_MODELS', (HSA_ISA_INFO_PROFILES := 6): 'HSA_ISA_INFO_PROFILES', (HSA_ISA_INFO_DEFAULT_FLOAT_ROUNDING_MODES := 7): 'HSA_ISA_INFO_DEFAULT_FLOAT_ROUNDING_MODES', (HSA_ISA_INFO_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES := 8): 'HSA_ISA_INFO_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES', (HSA_ISA_INFO_FAST_F16_OPERATION := 9): 'HSA_ISA_INFO_FAST_F16_OPERATION', (HSA_ISA_INFO_WORKGROUP_MAX_DIM := 12): 'HSA_ISA_INFO_WORKGROUP_MAX_DIM', (HSA_ISA_INFO_WORKGROUP_MAX_SIZE := 13): 'HSA_ISA_INFO_WORKGROUP_MAX_SIZE', (HSA_ISA_INFO_GRID_MAX_DIM := 14): 'HSA_ISA_INFO_GRID_MAX_DIM', (HSA_ISA_INFO_GRID_MAX_SIZE := 16): 'HSA_ISA_INFO_GRID_MAX_SIZE', (HSA_ISA_INFO_FBARRIER_MAX_SIZE := 17): 'HSA_ISA_INFO_FBARRIER_MAX_SIZE'}
hsa_fp_type_t: dict[int, str] = {(HSA_FP_TYPE_16 := 1): 'HSA_FP_TYPE_16', (HSA_FP_TYPE_32 := 2): 'HSA_FP_TYPE_32', (HSA_FP_TYPE_64 := 4): 'HSA_FP_TYPE_64'}
hsa_flush_mode_t: dict[int, str] = {(HSA_FLUSH_MODE_FTZ := 1): 'HSA_FLUSH_MODE_FTZ', (HSA_FLUSH_MODE_NON_FTZ := 2): 'HSA_FLUSH_MODE_NON_FTZ'}
hsa_round_method_t: dict[int, str] = {(HSA_ROUND_METHOD_SINGLE := 1): 'HSA_ROUND_METHOD_SINGLE', (HSA_ROUND_METHOD_DOUBLE := 2): 'HSA_ROUND_METHOD_DOUBLE'}
hsa_wavefront_t = struct_hsa_wavefront_s
hsa_wavefront_info_t: dict[int, str] = {(HSA_WAVEFRONT_INFO_SIZE := 0): 'HSA_WAVEFRONT_INFO_SIZE'}
hsa_code_object_reader_t = struct_hsa_code_object_reader_s
hsa_executable_t = struct_hsa_executable_s
hsa_executable_state_t: dict[int, str] = {(HSA_EXECUTABLE_STATE_UNFROZEN := 0): 'HSA_EXECUTABLE_STATE_UNFROZEN', (HSA_EXECUTABLE_STATE_FROZEN := 1): 'HSA_EXECUTABLE_STATE_FROZEN'}
hsa_loaded_code_object_t = struct_hsa_loaded_code_object_s
hsa_executable_info_t: dict[int, str] = {(HSA_EXECUTABLE_INFO_PROFILE := 1): 'HSA_EXECUTABLE_INFO_PROFILE', (HSA_EXECUTABLE_INFO_STATE := 2): 'HSA_EXECUTABLE_INFO_STATE', (HSA_EXECUTABLE_INFO_DEFAULT_FLOAT_ROUNDING_MODE := 3): 'HSA_EXECUTABLE_INFO_DEFAULT_FLOAT_ROUNDING_MODE'}
hsa_executable_symbol_t = struct_hsa_executable_symbol_s
hsa_symbol_kind_t: dict[int, str] = {(HSA_SYMBOL_KIND_VARIABLE := 0): 'HSA_SYMBOL_KIND_VARIABLE', (HSA_SYMBOL_KIND_KERNEL := 1): 'HSA_SYMBOL_KIND_KERNEL', (HSA_SYMBOL_KIND_INDIRECT_FUNCTION := 2): 'HSA_SYMBOL_KIND_INDIRECT_FUNCTION'}
hsa_symbol_linkage_t: dict[int, str] = {(HSA_SYMBOL_LINKAGE_MODULE := 0): 'HSA_SYMBOL_LINKAGE_MODULE', (HSA_SYMBOL_LINKAGE_PROGRAM := 1): 'HSA_SYMBOL_LINKAGE_PROGRAM'}
hsa_variable_allocation_t: dict[int, str] = {(HSA_VARIABLE_ALLOCATION_AGENT := 0): 'HSA_VARIABLE_ALLOCATION_AGENT', (HSA_VARIABLE_ALLOCATION_PROGRAM := 1): 'HSA_VARIABLE_ALLOCATION_PROGRAM'}
hsa_variable_segment_t: dict[int, str] = {(HSA_VARIABLE_SEGMENT_GLOBAL := 0): 'HSA_VARIABLE_SEGMENT_GLOBAL', (HSA_VARIABLE_SEGMENT_READONLY := 1): 'HSA_VARIABLE_SEGMENT_READONLY'}
hsa_executable_symbol_info_t: dict[int, str] = {(HSA_EXECUTABLE_SYMBOL_INFO_TYPE := 0): 'HSA_EXECUTABLE_SYMBOL_INFO_TYPE', (HSA_EXECUTABLE_SYMBOL_INFO_NAME_LENGTH := 1): 'HSA_EXECUTABLE_SYMBOL_INFO_NAME_LENGTH', (HSA_EXECUTABLE_SYMBOL_INFO_NAME := 2): 'HSA_EXECUTABLE_SYMBOL_INFO_NAME', (HSA_EXECUTABLE_SYMBOL_INFO_MODULE_NAME_LENGTH := 3): 'HSA_EXECUTABLE_SYMBOL_INFO_MODULE_NAME_LENGTH', (HSA_EXECUTABLE_SYMBOL_INFO_MODULE_NAME := 4): 'HSA_EXECUTABLE_SYMBOL_INFO_MODULE_NAME', (HSA_EXECUTABLE_SYMBOL_INFO_AGENT := 20): 'HSA_EXECUTABLE_SYMBOL_INFO_AGENT', (HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ADDRESS := 21): 'HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ADDRESS', (HSA_EXECUTABLE_SYMBOL_INFO_LINKAGE := 5): 'HSA_EXECUTABLE_SYMBOL_INFO_LINKAGE', (HSA_EXECUTABLE_SYMBOL_INFO_IS_DEFINITION := 17): 'HSA_EXECUTABLE_SYMBOL_INFO_IS_DEFINITION', (HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALLOCATION := 6): 'HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALLOCATION', (HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SEGMENT := 7): 'HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SEGMENT', (HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALIGNMENT := 8): 'HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALIGNMENT', (HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SIZE := 9): 'HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SIZE', (HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_IS_CONST := 10): 'HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_IS_CONST', (HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT := 22): 'HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT', (HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE := 11): 'HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE', (HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_ALIGNMENT := 12): 'HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_ALIGNMENT', (HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE := 13): 'HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE', (HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_PRIVATE_SEGMENT_SIZE := 14): 'HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_PRIVATE_SEGMENT_SIZE', (HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_DYNAMIC_CALLSTACK := 15): 'HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_DYNAMIC_CALLSTACK', (HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_CALL_CONVENTION := 18): 'HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_CALL_CONVENTION', (HSA_EXECUTABLE_SYMBOL_INFO_INDIRECT_FUNCTION_OBJECT := 23): 'HSA_EXECUTABLE_SYMBOL_INFO_INDIRECT_FUNCTION_OBJECT', (HSA_EXECUTABLE_SYMBOL_INFO_INDIRECT_FUNCTION_CALL_CONVENTION := 16): 'HSA_EXECUTABLE_SYMBOL_INFO_INDIRECT_FUNCTION_CALL_CONVENTION'}
hsa_code_object_t = struct_hsa_code_object_s
hsa_callback_data_t = struct_hsa_callback_data_s
hsa_code_object_type_t: dict[int, str] = {(HSA_CODE_OBJECT_TYPE_PROGRAM := 0): 'HSA_CODE_OBJECT_TYPE_PROGRAM'}
hsa_code_object_info_t: dict[int, str] = {(HSA_CODE_OBJECT_INFO_VERSION := 0): 'HSA_CODE_OBJECT_INFO_VERSION', (HSA_CODE_OBJECT_INFO_TYPE := 1): 'HSA_CODE_OBJECT_INFO_TYPE', (HSA_CODE_OBJECT_INFO_ISA := 2): 'HSA_CODE_OBJECT_INFO_ISA', (HSA_CODE_OBJECT_INFO_MACHINE_MODEL := 3): 'HSA_CODE_OBJECT_INFO_MACHINE_MODEL', (HSA_CODE_OBJECT_INFO_PROFILE := 4): 'HSA_CODE_OBJECT_INFO_PROFILE', (HSA_CODE_OBJECT_INFO_DEFAULT_FLOAT_ROUNDING_MODE := 5): 'HSA_CODE_OBJECT_INFO_DEFAULT_FLOAT_ROUNDING_MODE'}
hsa_code_symbol_t = struct_hsa_code_symbol_s
hsa_code_symbol_info_t: dict[int, str] = {(HSA_CODE_SYMBOL_INFO_TYPE := 0): 'HSA_CODE_SYMBOL_INFO_TYPE', (HSA_CODE_SYMBOL_INFO_NAME_LENGTH := 1): 'HSA_CODE_SYMBOL_INFO_NAME_LENGTH', (HSA_CODE_SYMBOL_INFO_NAME := 2): 'HSA_CODE_SYMBOL_INFO_NAME', (HSA_CODE_SYMBOL_INFO_MODULE_NAME_LENGTH := 3): 'HSA_CODE_SYMBOL_INFO_MODULE_NAME_LENGTH', (HSA_CODE_SYMBOL_INFO_MODULE_NAME := 4): 'HSA_CODE_SYMBOL_INFO_MODULE_NAME', (HSA_CODE_SYMBOL_INFO_LINKAGE := 5): 'HSA_CODE_SYMBOL_INFO_LINKAGE', (HSA_CODE_SYMBOL_INFO_IS_DEFINITION := 17): 'HSA_CODE_SYMBOL_INFO_IS_DEFINITION', (HSA_CODE_SYMBOL_INFO_VARIABLE_ALLOCATION := 6): 'HSA_CODE_SYMBOL_INFO_VARIABLE_ALLOCATION', (HSA_CODE_SYMBOL_INFO_VARIABLE_SEGMENT := 7): 'HSA_CODE_SYMBOL_INFO_VARIABLE_SEGMENT', (HSA_CODE_SYMBOL_INFO_VARIABLE_ALIGNMENT := 8): 'HSA_CODE_SYMBOL_INFO_VARIABLE_ALIGNMENT', (HSA_CODE_SYMBOL_INFO_VARIABLE_SIZE := 9): 'HSA_CODE_SYMBOL_INFO_VARIABLE_SIZE', (HSA_CODE_SYMBOL_INFO_VARIABLE_IS_CONST := 10): 'HSA_CODE_SYMBOL_INFO_VARIABLE_IS_CONST', (HSA_CODE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE := 11): 'HSA_CODE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE', (HSA_CODE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_ALIGNMENT := 12): 'HSA_CODE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_ALIGNMENT', (HSA_CODE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE := 13): 'HSA_CODE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE', (HSA_CODE_SYMBOL_INFO_KERNEL_PRIVATE_SEGMENT_SIZE := 14): 'HSA_CODE_SYMBOL_INFO_KERNEL_PRIVATE_SEGMENT_SIZE', (HSA_CODE_SYMBOL_INFO_KERNEL_DYNAMIC_CALLSTACK := 15): 'HSA_CODE_SYMBOL_INFO_KERNEL_DYNAMIC_CALLSTACK', (HSA_CODE_SYMBOL_INFO_KERNEL_CALL_CONVENTION := 18): 'HSA_CODE_SYMBOL_INFO_KERNEL_CALL_CONVENTION', (HSA_CODE_SYMBOL_INFO_INDIRECT_FUNCTION_CALL_CONVENTION := 16): 'HSA_CODE_SYMBOL_INFO_INDIRECT_FUNCTION_CALL_CONVENTION'}
_anonenum0: dict[int, str] = {(HSA_EXT_STATUS_ERROR_IMAGE_FORMAT_UNSUPPORTED := 12288): 'HSA_EXT_STATUS_ERROR_IMAGE_FORMAT_UNSUPPORTED', (HSA_EXT_STATUS_ERROR_IMAGE_SIZE_UNSUPPORTED := 12289): 'HSA_EXT_STATUS_ERROR_IMAGE_SIZE_UNSUPPORTED', (HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED := 12290): 'HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED', (HSA_EXT_STATUS_ERROR_SAMPLER_DESCRIPTOR_UNSUPPORTED := 12291): 'HSA_EXT_STATUS_ERROR_SAMPLER_DESCRIPTOR_UNSUPPORTED'}
_anonenum1: dict[int, str] = {(HSA_EXT_AGENT_INFO_IMAGE_1D_MAX_ELEMENTS := 12288): 'HSA_EXT_AGENT_INFO_IMAGE_1D_MAX_ELEMENTS', (HSA_EXT_AGENT_INFO_IMAGE_1DA_MAX_ELEMENTS := 12289): 'HSA_EXT_AGENT_INFO_IMAGE_1DA_MAX_ELEMENTS', (HSA_EXT_AGENT_INFO_IMAGE_1DB_MAX_ELEMENTS := 12290): 'HSA_EXT_AGENT_INFO_IMAGE_1DB_MAX_ELEMENTS', (HSA_EXT_AGENT_INFO_IMAGE_2D_MAX_ELEMENTS := 12291): 'HSA_EXT_AGENT_INFO_IMAGE_2D_MAX_ELEMENTS', (HSA_EXT_AGENT_INFO_IMAGE_2DA_MAX_ELEMENTS := 12292): 'HSA_EXT_AGENT_INFO_IMAGE_2DA_MAX_ELEMENTS', (HSA_EXT_AGENT_INFO_IMAGE_2DDEPTH_MAX_ELEMENTS := 12293): 'HSA_EXT_AGENT_INFO_IMAGE_2DDEPTH_MAX_ELEMENTS', (HSA_EXT_AGENT_INFO_IMAGE_2DADEPTH_MAX_ELEMENTS := 12294): 'HSA_EXT_AGENT_INFO_IMAGE_2DADEPTH_MAX_ELEMENTS', (HSA_EXT_AGENT_INFO_IMAGE_3D_MAX_ELEMENTS := 12295): 'HSA_EXT_AGENT_INFO_IMAGE_3D_MAX_ELEMENTS', (HSA_EXT_AGENT_INFO_IMAGE_ARRAY_MAX_LAYERS := 12296): 'HSA_EXT_AGENT_INFO_IMAGE_ARRAY_MAX_LAYERS', (HSA_EXT_AGENT_INFO_MAX_IMAGE_RD_HANDLES := 12297): 'HSA_EXT_AGENT_INFO_MAX_IMAGE_RD_HANDLES', (HSA_EXT_AGENT_INFO_MAX_IMAGE_RORW_HANDLES := 12298): 'HSA_EXT_AGENT_INFO_MAX_IMAGE_RORW_HANDLES', (HSA_EXT_AGENT_INFO_MAX_SAMPLER_HANDLERS := 12299): 'HSA_EXT_AGENT_INFO_MAX_SAMPLER_HANDLERS', (HSA_EXT_AGENT_INFO_IMAGE_LINEAR_ROW_PITCH_ALIGNMENT := 12300): 'HSA_EXT_AGENT_INFO_IMAGE_LINEAR_ROW_PITCH_ALIGNMENT'}
hsa_ext_image_t = struct_hsa_ext_image_s
hsa_ext_image_geometry_t: dict[int, str] = {(HSA_EXT_IMAGE_GEOMETRY_1D := 0): 'HSA_EXT_IMAGE_GEOMETRY_1D', (HSA_EXT_IMAGE_GEOMETRY_2D := 1): 'HSA_EXT_IMAGE_GEOMETRY_2D', (HSA_EXT_IMAGE_GEOMETRY_3D := 2): 'HSA_EXT_IMAGE_GEOMETRY_3D', (HSA_EXT_IMAGE_GEOMETRY_1DA := 3): 'HSA_EXT_IMAGE_GEOMETRY_1DA', (HSA_EXT_IMAGE_GEOMETRY_2DA := 4): 'HSA_EXT_IMAGE_GEOMETRY_2DA', (HSA_EXT_IMAGE_GEOMETRY_1DB := 5): 'HSA_EXT_IMAGE_GEOMETRY_1DB', (HSA_EXT_IMAGE_GEOMETRY_2DDEPTH := 6): 'HSA_EXT_IMAGE_GEOMETRY_2DDEPTH', (HSA_EXT_IMAGE_GEOMETRY_2DADEPTH := 7): 'HSA_EXT_IMAGE_GEOMETRY_2DADEPTH'}
hsa_ext_image_channel_type_t: dict[int, str] = {(HSA_EXT_IMAGE_CHANNEL_TYPE_SNORM_INT8 := 0): 'HSA_EXT_IMAGE_CHANNEL_TYPE_SNORM_INT8', (HSA_EXT_IMAGE_CHANNEL_TYPE_SNORM_INT16 := 1): 'HSA_EXT_IMAGE_CHANNEL_TYPE_SNORM_INT16', (HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT8 := 2): 'HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT8', (HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT16 := 3): 'HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT16', (HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT24 := 4): 'HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT24', (HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_SHORT_555 := 5): 'HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_SHORT_555', (HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_SHORT_565 := 6): 'HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_SHORT_565', (HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_SHORT_101010 := 7): 'HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_SHORT_101010', (HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT8 := 8): 'HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT8', (HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT16 := 9): 'HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT16', (HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT32 := 10): 'HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT32', (HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8 := 11): 'HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8', (HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16 := 12): 'HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16', (HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT32 := 13): 'HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT32', (HSA_EXT_IMAGE_CHANNEL_TYPE_HALF_FLOAT := 14): 'HSA_EXT_IMAGE_CHANNEL_TYPE_HALF_FLOAT', (HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT := 15): 'HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT'}
hsa_ext_image_channel_type32_t = ctypes.c_uint32
hsa_ext_image_channel_order_t: dict[int, str] = {(HSA_EXT_IMAGE_CHANNEL_ORDER_A := 0): 'HSA_EXT_IMAGE_CHANNEL_ORDER_A', (HSA_EXT_IMAGE_CHANNEL_ORDER_R := 1): 'HSA_EXT_IMAGE_CHANNEL_ORDER_R', (HSA_EXT_IMAGE_CHANNEL_ORDER_RX := 2): 'HSA_EXT_IMAGE_CHANNEL_ORDER_RX', (HSA_EXT_IMAGE_CHANNEL_ORDER_RG := 3): 'HSA_EXT_IMAGE_CHANNEL_ORDER_RG', (HSA_EXT_IMAGE_CHANNEL_ORDER_RGX := 4): 'HSA_EXT_IMAGE_CHANNEL_ORDER_RGX', (HSA_EXT_IMAGE_CHANNEL_ORDER_RA := 5): 'HSA_EXT_IMAGE_CHANNEL_ORDER_RA', (HSA_EXT_IMAGE_CHANNEL_ORDER_RGB := 6): 'HSA_EXT_IMAGE_CHANNEL_ORDER_RGB', (HSA_EXT_IMAGE_CHANNEL_ORDER_RGBX := 7): 'HSA_EXT_IMAGE_CHANNEL_ORDER_RGBX', (HSA_EXT_IMAGE_CHANNEL_ORDER_RGBA := 8): 'HSA_EXT_IMAGE_CHANNEL_ORDER_RGBA', (HSA_EXT_IMAGE_CHANNEL_ORDER_BGRA := 9): 'HSA_EXT_IMAGE_CHANNEL_ORDER_BGRA', (HSA_EXT_IMAGE_CHANNEL_ORDER_ARGB := 10): 'HSA_EXT_IMAGE_CHANNEL_ORDER_ARGB', (HSA_EXT_IMAGE_CHANNEL_ORDER_ABGR := 11): 'HSA_EXT_IMAGE_CHANNEL_ORDER_ABGR', (HSA_EXT_IMAGE_CHANNEL_ORDER_SRGB := 12): 'HSA_EXT_IMAGE_CHANNEL_ORDER_SRGB', (HSA_EXT_IMAGE_CHANNEL_ORDER_SRGBX := 13): 'HSA_EXT_IMAGE_CHANNEL_ORDER_SRGBX', (HSA_EXT_IMAGE_CHANNEL_ORDER_SRGBA := 14): 'HSA_EXT_IMAGE_CHANNEL_ORDER_SRGBA', (HSA_EXT_IMAGE_CHANNEL_ORDER_SBGRA := 15): 'HSA_EXT_IMAGE_CHANNEL_ORDER_SBGRA', (HSA_EXT_IMAGE_CHANNEL_ORDER_INTENSITY := 16): 'HSA_EXT_IMAGE_CHANNEL_ORDER_INTENSITY', (HSA_EXT_IMAGE_CHANNEL_ORDER_LUMINANCE := 17): 'HSA_EXT_IMAGE_CHANNEL_ORDER_LUMINANCE', (HSA_EXT_IMAGE_CHANNEL_ORDER_DEPTH := 18): 'HSA_EXT_IMAGE_CHANNEL_ORDER_DEPTH', (HSA_EXT_IMAGE_CHANNEL_ORDER_DEPTH_STENCIL := 19): 'HSA_EXT_IMAGE_CHANNEL_ORDER_DEPTH_STENCIL'}
hsa_ext_image_channel_order32_t = ctypes.c_uint32
hsa_ext_image_format_t = struct_hsa_ext_image_format_s
hsa_ext_image_descriptor_t = struct_hsa_ext_image_descriptor_s
hsa_ext_image_capability_t: dict[int, str] = {(HSA_EXT_IMAGE_CAPABILITY_NOT_SUPPORTED := 0): 'HSA_EXT_IMAGE_CAPABILITY_NOT_SUPPORTED', (HSA_EXT_IMAGE_CAPABILITY_READ_ONLY := 1): 'HSA_EXT_IMAGE_CAPABILITY_READ_ONLY', (HSA_EXT_IMAGE_CAPABILITY_WRITE_ONLY := 2): 'HSA_EXT_IMAGE_CAPABILITY_WRITE_ONLY', (HSA_EXT_IMAGE_CAPABILITY_READ_WRITE := 4): 'HSA_EXT_IMAGE_CAPABILITY_READ_WRITE', (HSA_EXT_IMAGE_CAPABILITY_READ_MODIFY_WRITE := 8): 'HSA_EXT_IMAGE_CAPABILITY_READ_MODIFY_WRITE', (HSA_EXT_IMAGE_CAPABILITY_ACCESS_INVARIANT_DATA_LAYOUT := 16): 'HSA_EXT_IMAGE_CAPABILITY_ACCESS_INVARIANT_DATA_LAYOUT'}
hsa_ext_image_data_layout_t: dict[int, str] = {(HSA_EXT_IMAGE_DATA_LAYOUT_OPAQUE := 0): 'HSA_EXT_IMAGE_DATA_LAYOUT_OPAQUE', (HSA_EXT_IMAGE_DATA_LAYOUT_LINEAR := 1): 'HSA_EXT_IMAGE_DATA_LAYOUT_LINEAR'}
hsa_ext_image_data_info_t = struct_hsa_ext_image_data_info_s
hsa_ext_image_region_t = struct_hsa_ext_image_region_s
hsa_ext_sampler_t = struct_hsa_ext_sampler_s
hsa_ext_sampler_addressing_mode_t: dict[int, str] = {(HSA_EXT_SAMPLER_ADDRESSING_MODE_UNDEFINED := 0): 'HSA_EXT_SAMPLER_ADDRESSING_MODE_UNDEFINED', (HSA_EXT_SAMPLER_ADDRESSING_MODE_CLAMP_TO_EDGE := 1): 'HSA_EXT_SAMPLER_ADDRESSING_MODE_CLAMP_TO_EDGE', (HSA_EXT_SAMPLER_ADDRESSING_MODE_CLAMP_TO_BORDER := 2): 'HSA_EXT_SAMPLER_ADDRESSING_MODE_CLAMP_TO_BORDER', (HSA_EXT_SAMPLER_ADDRESSING_MODE_REPEAT := 3): 'HSA_EXT_SAMPLER_ADDRESSING_MODE_REPEAT', (HSA_EXT_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT := 4): 'HSA_EXT_SAMPLER_ADDRESSING_MODE_MIRRORED_REPEAT'}
hsa_ext_sampler_addressing_mode32_t = ctypes.c_uint32
hsa_ext_sampler_coordinate_mode_t: dict[int, str] = {(HSA_EXT_SAMPLER_COORDINATE_MODE_UNNORMALIZED := 0): 'HSA_EXT_SAMPLER_COORDINATE_MODE_UNNORMALIZED', (HSA_EXT_SAMPLER_COORDINATE_MODE_NORMALIZED := 1): 'HSA_EXT_SAMPLER_COORDINATE_MODE_NORMALIZED'}
hsa_ext_sampler_coordinate_mode32_t = ctypes.c_uint32
hsa_ext_sampler_filter_mode_t: dict[int, str] = {(HSA_EXT_SAMPLER_FILTER_MODE_NEAREST := 0): 'HSA_EXT_SAMPLER_FILTER_MODE_NEAREST', (HSA_EXT_SAMPLER_FILTER_MODE_LINEAR := 1): 'HSA_EXT_SAMPLER_FILTER_MODE_LINEAR'}
hsa_ext_sampler_filter_mode32_t = ctypes.c_uint32
hsa_ext_sampler_descriptor_t = struct_hsa_ext_sampler_descriptor_s
hsa_ext_images_1_00_pfn_t = struct_hsa_ext_images_1_00_pfn_s
hsa_ext_images_1_pfn_t = struct_hsa_ext_images_1_pfn_s
hsa_signal_condition32_t = ctypes.c_uint32
hsa_amd_packet_type_t: dict[int, str] = {(HSA_AMD_PACKET_TYPE_BARRIER_VALUE := 2): 'HSA_AMD_PACKET_TYPE_BARRIER_VALUE'}
hsa_amd_packet_type8_t = ctypes.c_ubyte
hsa_amd_vendor_packet_header_t = struct_hsa_amd_packet_header_s
hsa_amd_barrier_value_packet_t = struct_hsa_amd_barrier_value_packet_s
_anonenum2: dict[int, str] = {(HSA_STATUS_ERROR_INVALID_MEMORY_POOL := 40): 'HSA_STATUS_ERROR_INVALID_MEMORY_POOL', (HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION := 41): 'HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION', (HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION := 42): 'HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION', (HSA_STATUS_ERROR_MEMORY_FAULT := 43): 'HSA_STATUS_ERROR_MEMORY_FAULT', (HSA_STATUS_CU_MASK_REDUCED := 44): 'HSA_STATUS_CU_MASK_REDUCED'}
enum_hsa_amd_agent_info_s: dict[int, str] = {(HSA_AMD_AGENT_INFO_CHIP_ID := 40960): 'HSA_AMD_AGENT_INFO_CHIP_ID', (HSA_AMD_AGENT_INFO_CACHELINE_SIZE := 40961): 'HSA_AMD_AGENT_INFO_CACHELINE_SIZE', (HSA_AMD_AGENT_INFO_COMPUTE_UNIT_COUNT := 40962): 'HSA_AMD_AGENT_INFO_COMPUTE_UNIT_COUNT', (HSA_AMD_AGENT_INFO_MAX_CLOCK_FREQUENCY := 40963): 'HSA_AMD_AGENT_INFO_MAX_CLOCK_FREQUENCY', (HSA_AMD_AGENT_INFO_DRIVER_NODE_ID := 40964): 'HSA_AMD_AGENT_INFO_DRIVER_NODE_ID', (HSA_AMD_AGENT_INFO_MAX_ADDRESS_WATCH_POINTS := 40965): 'HSA_AMD_AGENT_INFO_MAX_ADDRESS_WATCH_POINTS', (HSA_AMD_AGENT_INFO_BDFID := 40966): 'HSA_AMD_AGENT_INFO_BDFID', (HSA_AMD_AGENT_INFO_MEMORY_WIDTH := 40967): 'HSA_AMD_AGENT_INFO_MEMORY_WIDTH', (HSA_AMD_AGENT_INFO_MEMORY_MAX_FREQUENCY := 40968): 'HSA_AMD_AGENT_INFO_MEMORY_MAX_FREQUENCY', (HSA_AMD_AGENT_INFO_PRODUCT_NAME := 40969): 'HSA_AMD_AGENT_INFO_PRODUCT_NAME', (HSA_AMD_AGENT_INFO_MAX_WAVES_PER_CU := 40970): 'HSA_AMD_AGENT_INFO_MAX_WAVES_PER_CU', (HSA_AMD_AGENT_INFO_NUM_SIMDS_PER_CU := 40971): 'HSA_AMD_AGENT_INFO_NUM_SIMDS_PER_CU', (HSA_AMD_AGENT_INFO_NUM_SHADER_ENGINES := 40972): 'HSA_AMD_AGENT_INFO_NUM_SHADER_ENGINES', (HSA_AMD_AGENT_INFO_NUM_SHADER_ARRAYS_PER_SE := 40973): 'HSA_AMD_AGENT_INFO_NUM_SHADER_ARRAYS_PER_SE', (HSA_AMD_AGENT_INFO_HDP_FLUSH := 40974): 'HSA_AMD_AGENT_INFO_HDP_FLUSH', (HSA_AMD_AGENT_INFO_DOMAIN := 40975): 'HSA_AMD_AGENT_INFO_DOMAIN', (HSA_AMD_AGENT_INFO_COOPERATIVE_QUEUES := 40976): 'HSA_AMD_AGENT_INFO_COOPERATIVE_QUEUES', (HSA_AMD_AGENT_INFO_UUID := 40977): 'HSA_AMD_AGENT_INFO_UUID', (HSA_AMD_AGENT_INFO_ASIC_REVISION := 40978): 'HSA_AMD_AGENT_INFO_ASIC_REVISION', (HSA_AMD_AGENT_INFO_SVM_DIRECT_HOST_ACCESS := 40979): 'HSA_AMD_AGENT_INFO_SVM_DIRECT_HOST_ACCESS', (HSA_AMD_AGENT_INFO_COOPERATIVE_COMPUTE_UNIT_COUNT := 40980): 'HSA_AMD_AGENT_INFO_COOPERATIVE_COMPUTE_UNIT_COUNT'}
hsa_amd_hdp_flush_t = struct_hsa_amd_hdp_flush_s
enum_hsa_amd_region_info_s: dict[int, str] = {(HSA_AMD_REGION_INFO_HOST_ACCESSIBLE := 40960): 'HSA_AMD_REGION_INFO_HOST_ACCESSIBLE', (HSA_AMD_REGION_INFO_BASE := 40961): 'HSA_AMD_REGION_INFO_BASE', (HSA_AMD_REGION_INFO_BUS_WIDTH := 40962): 'HSA_AMD_REGION_INFO_BUS_WIDTH', (HSA_AMD_REGION_INFO_MAX_CLOCK_FREQUENCY := 40963): 'HSA_AMD_REGION_INFO_MAX_CLOCK_FREQUENCY'}
enum_hsa_amd_coherency_type_s: dict[int, str] = {(HSA_AMD_COHERENCY_TYPE_COHERENT := 0): 'HSA_AMD_COHERENCY_TYPE_COHERENT', (HSA_AMD_COHERENCY_TYPE_NONCOHERENT := 1): 'HSA_AMD_COHERENCY_TYPE_NONCOHERENT'}
hsa_amd_profiling_dispatch_time_t = struct_hsa_amd_profiling_dispatch_time_s
hsa_amd_profiling_async_copy_time_t = struct_hsa_amd_profiling_async_copy_time_s
hsa_amd_signal_attribute_t: dict[int, str] = {(HSA_AMD_SIGNAL_AMD_GPU_ONLY := 1): 'HSA_AMD_SIGNAL_AMD_GPU_ONLY', (HSA_AMD_SIGNAL_IPC := 2): 'HSA_AMD_SIGNAL_IPC'}
hsa_amd_signal_handler = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_int64, ctypes.c_void_p)
hsa_amd_segment_t: dict[int, str] = {(HSA_AMD_SEGMENT_GLOBAL := 0): 'HSA_AMD_SEGMENT_GLOBAL', (HSA_AMD_SEGMENT_READONLY := 1): 'HSA_AMD_SEGMENT_READONLY', (HSA_AMD_SEGMENT_PRIVATE := 2): 'HSA_AMD_SEGMENT_PRIVATE', (HSA_AMD_SEGMENT_GROUP := 3): 'HSA_AMD_SEGMENT_GROUP'}
hsa_amd_memory_pool_t = struct_hsa_amd_memory_pool_s
enum_hsa_amd_memory_pool_global_flag_s: dict[int, str] = {(HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_KERNARG_INIT := 1): 'HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_KERNARG_INIT', (HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_FINE_GRAINED := 2): 'HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_FINE_GRAINED', (HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_COARSE_GRAINED := 4): 'HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_COARSE_GRAINED'}
hsa_amd_memory_pool_info_t: dict[int, str] = {(HSA_AMD_MEMORY_POOL_INFO_SEGMENT := 0): 'HSA_AMD_MEMORY_POOL_INFO_SEGMENT', (HSA_AMD_MEMORY_POOL_INFO_GLOBAL_FLAGS := 1): 'HSA_AMD_MEMORY_POOL_INFO_GLOBAL_FLAGS', (HSA_AMD_MEMORY_POOL_INFO_SIZE := 2): 'HSA_AMD_MEMORY_POOL_INFO_SIZE', (HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_ALLOWED := 5): 'HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_ALLOWED', (HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_GRANULE := 6): 'HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_GRANULE', (HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_ALIGNMENT := 7): 'HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_ALIGNMENT', (HSA_AMD_MEMORY_POOL_INFO_ACCESSIBLE_BY_ALL := 15): 'HSA_AMD_MEMORY_POOL_INFO_ACCESSIBLE_BY_ALL', (HSA_AMD_MEMORY_POOL_INFO_ALLOC_MAX_SIZE := 16): 'HSA_AMD_MEMORY_POOL_INFO_ALLOC_MAX_SIZE'}
hsa_pitched_ptr_t = struct_hsa_pitched_ptr_s
hsa_amd_copy_direction_t: dict[int, str] = {(hsaHostToHost := 0): 'hsaHostToHost', (hsaHostToDevice := 1): 'hsaHostToDevice', (hsaDeviceToHost := 2): 'hsaDeviceToHost', (hsaDeviceToDevice := 3): 'hsaDeviceToDevice'}
hsa_amd_memory_pool_access_t: dict[int, str] = {(HSA_AMD_MEMORY_POOL_ACCESS_NEVER_ALLOWED := 0): 'HSA_AMD_MEMORY_POOL_ACCESS_NEVER_ALLOWED', (HSA_AMD_MEMORY_POOL_ACCESS_ALLOWED_BY_DEFAULT := 1): 'HSA_AMD_MEMORY_POOL_ACCESS_ALLOWED_BY_DEFAULT', (HSA_AMD_MEMORY_POOL_ACCESS_DISALLOWED_BY_DEFAULT := 2): 'HSA_AMD_MEMORY_POOL_ACCESS_DISALLOWED_BY_DEFAULT'}
hsa_amd_link_info_type_t: dict[int, str] = {(HSA_AMD_LINK_INFO_TYPE_HYPERTRANSPORT := 0): 'HSA_AMD_LINK_INFO_TYPE_HYPERTRANSPORT', (HSA_AMD_LINK_INFO_TYPE_QPI := 1): 'HSA_AMD_LINK_INFO_TYPE_QPI', (HSA_AMD_LINK_INFO_TYPE_PCIE := 2): 'HSA_AMD_LINK_INFO_TYPE_PCIE', (HSA_AMD_LINK_INFO_TYPE_INFINBAND := 3): 'HSA_AMD_LINK_INFO_TYPE_INFINBAND', (HSA_AMD_LINK_INFO_TYPE_XGMI := 4): 'HSA_AMD_LINK_INFO_TYPE_XGMI'}
hsa_amd_memory_pool_link_info_t = struct_hsa_amd_memory_pool_link_info_s
hsa_amd_agent_memory_pool_info_t: dict[int, str] = {(HSA_AMD_AGENT_MEMORY_POOL_INFO_ACCESS := 0): 'HSA_AMD_AGENT_MEMORY_POOL_INFO_ACCESS', (HSA_AMD_AGENT_MEMORY_POOL_INFO_NUM_LINK_HOPS := 1): 'HSA_AMD_AGENT_MEMORY_POOL_INFO_NUM_LINK_HOPS', (HSA_AMD_AGENT_MEMORY_POOL_INFO_LINK_INFO := 2): 'HSA_AMD_AGENT_MEMORY_POOL_INFO_LINK_INFO'}
hsa_amd_image_descriptor_t = struct_hsa_amd_image_descriptor_s
hsa_amd_pointer_type_t: dict[int, str] = {(HSA_EXT_POINTER_TYPE_UNKNOWN := 0): 'HSA_EXT_POINTER_TYPE_UNKNOWN', (HSA_EXT_POINTER_TYPE_HSA := 1): 'HSA_EXT_POINTER_TYPE_HSA', (HSA_EXT_POINTER_TYPE_LOCKED := 2): 'HSA_EXT_POINTER_TYPE_LOCKED', (HSA_EXT_POINTER_TYPE_GRAPHICS := 3): 'HSA_EXT_POINTER_TYPE_GRAPHICS', (HSA_EXT_POINTER_TYPE_IPC := 4): 'HSA_EXT_POINTER_TYPE_IPC'}
hsa_amd_pointer_info_t = struct_hsa_amd_pointer_info_s
hsa_amd_ipc_memory_t = struct_hsa_amd_ipc_memory_s
hsa_amd_ipc_signal_t = hsa_amd_ipc_memory_t
enum_hsa_amd_event_type_s: dict[int, str] = {(HSA_AMD_GPU_MEMORY_FAULT_EVENT := 0): 'HSA_AMD_GPU_MEMORY_FAULT_EVENT'}
hsa_amd_memory_fault_reason_t: dict[int, str] = {(HSA_AMD_MEMORY_FAULT_PAGE_NOT_PRESENT := 1): 'HSA_AMD_MEMORY_FAULT_PAGE_NOT_PRESENT', (HSA_AMD_MEMORY_FAULT_READ_ONLY := 2): 'HSA_AMD_MEMORY_FAULT_READ_ONLY', (HSA_AMD_MEMORY_FAULT_NX := 4): 'HSA_AMD_MEMORY_FAULT_NX', (HSA_AMD_MEMORY_FAULT_HOST_ONLY := 8): 'HSA_AMD_MEMORY_FAULT_HOST_ONLY', (HSA_AMD_MEMORY_FAULT_DRAMECC := 16): 'HSA_AMD_MEMORY_FAULT_DRAMECC', (HSA_AMD_MEMORY_FAULT_IMPRECISE := 32): 'HSA_AMD_MEMORY_FAULT_IMPRECISE', (HSA_AMD_MEMORY_FAULT_SRAMECC := 64): 'HSA_AMD_MEMORY_FAULT_SRAMECC', (HSA_AMD_MEMORY_FAULT_HANG := -2147483648): 'HSA_AMD_MEMORY_FAULT_HANG'}
hsa_amd_gpu_memory_fault_info_t = struct_hsa_amd_gpu_memory_fault_info_s
hsa_amd_event_t = struct_hsa_amd_event_s
hsa_amd_system_event_callback_t = ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(struct_hsa_amd_event_s), ctypes.c_void_p)
enum_hsa_amd_queue_priority_s: dict[int, str] = {(HSA_AMD_QUEUE_PRIORITY_LOW := 0): 'HSA_AMD_QUEUE_PRIORITY_LOW', (HSA_AMD_QUEUE_PRIORITY_NORMAL := 1): 'HSA_AMD_QUEUE_PRIORITY_NORMAL', (HSA_AMD_QUEUE_PRIORITY_HIGH := 2): 'HSA_AMD_QUEUE_PRIORITY_HIGH'}
hsa_amd_deallocation_callback_t = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)
enum_hsa_amd_svm_model_s: dict[int, str] = {(HSA_AMD_SVM_GLOBAL_FLAG_FINE_GRAINED := 0): 'HSA_AMD_SVM_GLOBAL_FLAG_FINE_GRAINED', (HSA_AMD_SVM_GLOBAL_FLAG_COARSE_GRAINED := 1): 'HSA_AMD_SVM_GLOBAL_FLAG_COARSE_GRAINED', (HSA_AMD_SVM_GLOBAL_FLAG_INDETERMINATE := 2): 'HSA_AMD_SVM_GLOBAL_FLAG_INDETERMINATE'}
enum_hsa_amd_svm_attribute_s: dict[int, str] = {(HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG := 0): 'HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG', (HSA_AMD_SVM_ATTRIB_READ_ONLY := 1): 'HSA_AMD_SVM_ATTRIB_READ_ONLY', (HSA_AMD_SVM_ATTRIB_HIVE_LOCAL := 2): 'HSA_AMD_SVM_ATTRIB_HIVE_LOCAL', (HSA_AMD_SVM_ATTRIB_MIGRATION_GRANULARITY := 3): 'HSA_AMD_SVM_ATTRIB_MIGRATION_GRANULARITY', (HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION := 4): 'HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION', (HSA_AMD_SVM_ATTRIB_PREFETCH_LOCATION := 5): 'HSA_AMD_SVM_ATTRIB_PREFETCH_LOCATION', (HSA_AMD_SVM_ATTRIB_READ_MOSTLY := 6): 'HSA_AMD_SVM_ATTRIB_READ_MOSTLY', (HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE := 512): 'HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE', (HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE_IN_PLACE := 513): 'HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE_IN_PLACE', (HSA_AMD_SVM_ATTRIB_AGENT_NO_ACCESS := 514): 'HSA_AMD_SVM_ATTRIB_AGENT_NO_ACCESS', (HSA_AMD_SVM_ATTRIB_ACCESS_QUERY := 515): 'HSA_AMD_SVM_ATTRIB_ACCESS_QUERY'}
hsa_amd_svm_attribute_pair_t = struct_hsa_amd_svm_attribute_pair_s
amd_queue_properties32_t = ctypes.c_uint32
enum_amd_queue_properties_t: dict[int, str] = {(AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_SHIFT := 0): 'AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_SHIFT', (AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_WIDTH := 1): 'AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_WIDTH', (AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER := 1): 'AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER', (AMD_QUEUE_PROPERTIES_IS_PTR64_SHIFT := 1): 'AMD_QUEUE_PROPERTIES_IS_PTR64_SHIFT', (AMD_QUEUE_PROPERTIES_IS_PTR64_WIDTH := 1): 'AMD_QUEUE_PROPERTIES_IS_PTR64_WIDTH', (AMD_QUEUE_PROPERTIES_IS_PTR64 := 2): 'AMD_QUEUE_PROPERTIES_IS_PTR64', (AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_DEBUG_SGPRS_SHIFT := 2): 'AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_DEBUG_SGPRS_SHIFT', (AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_DEBUG_SGPRS_WIDTH := 1): 'AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_DEBUG_SGPRS_WIDTH', (AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_DEBUG_SGPRS := 4): 'AMD_QUEUE_PROPERTIES_ENABLE_TRAP_HANDLER_DEBUG_SGPRS', (AMD_QUEUE_PROPERTIES_ENABLE_PROFILING_SHIFT := 3): 'AMD_QUEUE_PROPERTIES_ENABLE_PROFILING_SHIFT', (AMD_QUEUE_PROPERTIES_ENABLE_PROFILING_WIDTH := 1): 'AMD_QUEUE_PROPERTIES_ENABLE_PROFILING_WIDTH', (AMD_QUEUE_PROPERTIES_ENABLE_PROFILING := 8): 'AMD_QUEUE_PROPERTIES_ENABLE_PROFILING', (AMD_QUEUE_PROPERTIES_USE_SCRATCH_ONCE_SHIFT := 4): 'AMD_QUEUE_PROPERTIES_USE_SCRATCH_ONCE_SHIFT', (AMD_QUEUE_PROPERTIES_USE_SCRATCH_ONCE_WIDTH := 1): 'AMD_QUEUE_PROPERTIES_USE_SCRATCH_ONCE_WIDTH', (AMD_QUEUE_PROPERTIES_USE_SCRATCH_ONCE := 16): 'AMD_QUEUE_PROPERTIES_USE_SCRATCH_ONCE', (AMD_QUEUE_PROPERTIES_RESERVED1_SHIFT := 5): 'AMD_QUEUE_PROPERTIES_RESERVED1_SHIFT', (AMD_QUEUE_PROPERTIES_RESERVED1_WIDTH := 27): 'AMD_QUEUE_PROPERTIES_RESERVED1_WIDTH', (AMD_QUEUE_PROPERTIES_RESERVED1 := -32): 'AMD_QUEUE_PROPERTIES_RESERVED1'}
amd_queue_t = struct_amd_queue_s
amd_signal_kind64_t = ctypes.c_int64
enum_amd_signal_kind_t: dict[int, str] = {(AMD_SIGNAL_KIND_INVALID := 0): 'AMD_SIGNAL_KIND_INVALID', (AMD_SIGNAL_KIND_USER := 1): 'AMD_SIGNAL_KIND_USER', (AMD_SIGNAL_KIND_DOORBELL := -1): 'AMD_SIGNAL_KIND_DOORBELL', (AMD_SIGNAL_KIND_LEGACY_DOORBELL := -2): 'AMD_SIGNAL_KIND_LEGACY_DOORBELL'}
amd_signal_t = struct_amd_signal_s
amd_kernel_code_version32_t = ctypes.c_uint32
enum_amd_kernel_code_version_t: dict[int, str] = {(AMD_KERNEL_CODE_VERSION_MAJOR := 1): 'AMD_KERNEL_CODE_VERSION_MAJOR', (AMD_KERNEL_CODE_VERSION_MINOR := 1): 'AMD_KERNEL_CODE_VERSION_MINOR'}
amd_machine_kind16_t = ctypes.c_uint16
enum_amd_machine_kind_t: dict[int, str] = {(AMD_MACHINE_KIND_UNDEFINED := 0): 'AMD_MACHINE_KIND_UNDEFINED', (AMD_MACHINE_KIND_AMDGPU := 1): 'AMD_MACHINE_KIND_AMDGPU'}
amd_machine_version16_t = ctypes.c_uint16
enum_amd_float_round_mode_t: dict[int, str] = {(AMD_FLOAT_ROUND_MODE_NEAREST_EVEN := 0): 'AMD_FLOAT_ROUND_MODE_NEAREST_EVEN', (AMD_FLOAT_ROUND_MODE_PLUS_INFINITY := 1): 'AMD_FLOAT_ROUND_MODE_PLUS_INFINITY', (AMD_FLOAT_ROUND_MODE_MINUS_INFINITY := 2): 'AMD_FLOAT_ROUND_MODE_MINUS_INFINITY', (AMD_FLOAT_ROUND_MODE_ZERO := 3): 'AMD_FLOAT_ROUND_MODE_ZERO'}
enum_amd_float_denorm_mode_t: dict[int, str] = {(AMD_FLOAT_DENORM_MODE_FLUSH_SOURCE_OUTPUT := 0): 'AMD_FLOAT_DENORM_MODE_FLUSH_SOURCE_OUTPUT', (AMD_FLOAT_DENORM_MODE_FLUSH_OUTPUT := 1): 'AMD_FLOAT_DENORM_MODE_FLUSH_OUTPUT', (AMD_FLOAT_DENORM_MODE_FLUSH_SOURCE := 2): 'AMD_FLOAT_DENORM_MODE_FLUSH_SOURCE', (AMD_FLOAT_DENORM_MODE_NO_FLUSH := 3): 'AMD_FLOAT_DENORM_MODE_NO_FLUSH'}
amd_compute_pgm_rsrc_one32_t = ctypes.c_uint32
enum_amd_compute_pgm_rsrc_one_t: dict[int, str] = {(AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WORKITEM_VGPR_COUNT_SHIFT := 0): 'AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WORKITEM_VGPR_COUNT_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WORKITEM_VGPR_COUNT_WIDTH := 6): 'AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WORKITEM_VGPR_COUNT_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WORKITEM_VGPR_COUNT := 63): 'AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WORKITEM_VGPR_COUNT', (AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WAVEFRONT_SGPR_COUNT_SHIFT := 6): 'AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WAVEFRONT_SGPR_COUNT_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WAVEFRONT_SGPR_COUNT_WIDTH := 4): 'AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WAVEFRONT_SGPR_COUNT_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WAVEFRONT_SGPR_COUNT := 960): 'AMD_COMPUTE_PGM_RSRC_ONE_GRANULATED_WAVEFRONT_SGPR_COUNT', (AMD_COMPUTE_PGM_RSRC_ONE_PRIORITY_SHIFT := 10): 'AMD_COMPUTE_PGM_RSRC_ONE_PRIORITY_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_PRIORITY_WIDTH := 2): 'AMD_COMPUTE_PGM_RSRC_ONE_PRIORITY_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_PRIORITY := 3072): 'AMD_COMPUTE_PGM_RSRC_ONE_PRIORITY', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_32_SHIFT := 12): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_32_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_32_WIDTH := 2): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_32_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_32 := 12288): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_32', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_16_64_SHIFT := 14): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_16_64_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_16_64_WIDTH := 2): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_16_64_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_16_64 := 49152): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_ROUND_MODE_16_64', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_32_SHIFT := 16): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_32_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_32_WIDTH := 2): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_32_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_32 := 196608): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_32', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_16_64_SHIFT := 18): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_16_64_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_16_64_WIDTH := 2): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_16_64_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_16_64 := 786432): 'AMD_COMPUTE_PGM_RSRC_ONE_FLOAT_DENORM_MODE_16_64', (AMD_COMPUTE_PGM_RSRC_ONE_PRIV_SHIFT := 20): 'AMD_COMPUTE_PGM_RSRC_ONE_PRIV_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_PRIV_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_ONE_PRIV_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_PRIV := 1048576): 'AMD_COMPUTE_PGM_RSRC_ONE_PRIV', (AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_DX10_CLAMP_SHIFT := 21): 'AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_DX10_CLAMP_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_DX10_CLAMP_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_DX10_CLAMP_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_DX10_CLAMP := 2097152): 'AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_DX10_CLAMP', (AMD_COMPUTE_PGM_RSRC_ONE_DEBUG_MODE_SHIFT := 22): 'AMD_COMPUTE_PGM_RSRC_ONE_DEBUG_MODE_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_DEBUG_MODE_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_ONE_DEBUG_MODE_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_DEBUG_MODE := 4194304): 'AMD_COMPUTE_PGM_RSRC_ONE_DEBUG_MODE', (AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_IEEE_MODE_SHIFT := 23): 'AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_IEEE_MODE_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_IEEE_MODE_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_IEEE_MODE_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_IEEE_MODE := 8388608): 'AMD_COMPUTE_PGM_RSRC_ONE_ENABLE_IEEE_MODE', (AMD_COMPUTE_PGM_RSRC_ONE_BULKY_SHIFT := 24): 'AMD_COMPUTE_PGM_RSRC_ONE_BULKY_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_BULKY_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_ONE_BULKY_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_BULKY := 16777216): 'AMD_COMPUTE_PGM_RSRC_ONE_BULKY', (AMD_COMPUTE_PGM_RSRC_ONE_CDBG_USER_SHIFT := 25): 'AMD_COMPUTE_PGM_RSRC_ONE_CDBG_USER_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_CDBG_USER_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_ONE_CDBG_USER_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_CDBG_USER := 33554432): 'AMD_COMPUTE_PGM_RSRC_ONE_CDBG_USER', (AMD_COMPUTE_PGM_RSRC_ONE_RESERVED1_SHIFT := 26): 'AMD_COMPUTE_PGM_RSRC_ONE_RESERVED1_SHIFT', (AMD_COMPUTE_PGM_RSRC_ONE_RESERVED1_WIDTH := 6): 'AMD_COMPUTE_PGM_RSRC_ONE_RESERVED1_WIDTH', (AMD_COMPUTE_PGM_RSRC_ONE_RESERVED1 := -67108864): 'AMD_COMPUTE_PGM_RSRC_ONE_RESERVED1'}
enum_amd_system_vgpr_workitem_id_t: dict[int, str] = {(AMD_SYSTEM_VGPR_WORKITEM_ID_X := 0): 'AMD_SYSTEM_VGPR_WORKITEM_ID_X', (AMD_SYSTEM_VGPR_WORKITEM_ID_X_Y := 1): 'AMD_SYSTEM_VGPR_WORKITEM_ID_X_Y', (AMD_SYSTEM_VGPR_WORKITEM_ID_X_Y_Z := 2): 'AMD_SYSTEM_VGPR_WORKITEM_ID_X_Y_Z', (AMD_SYSTEM_VGPR_WORKITEM_ID_UNDEFINED := 3): 'AMD_SYSTEM_VGPR_WORKITEM_ID_UNDEFINED'}
amd_compute_pgm_rsrc_two32_t = ctypes.c_uint32
enum_amd_compute_pgm_rsrc_two_t: dict[int, str] = {(AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_PRIVATE_SEGMENT_WAVE_BYTE_OFFSET_SHIFT := 0): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_PRIVATE_SEGMENT_WAVE_BYTE_OFFSET_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_PRIVATE_SEGMENT_WAVE_BYTE_OFFSET_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_PRIVATE_SEGMENT_WAVE_BYTE_OFFSET_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_PRIVATE_SEGMENT_WAVE_BYTE_OFFSET := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_PRIVATE_SEGMENT_WAVE_BYTE_OFFSET', (AMD_COMPUTE_PGM_RSRC_TWO_USER_SGPR_COUNT_SHIFT := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_USER_SGPR_COUNT_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_USER_SGPR_COUNT_WIDTH := 5): 'AMD_COMPUTE_PGM_RSRC_TWO_USER_SGPR_COUNT_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_USER_SGPR_COUNT := 62): 'AMD_COMPUTE_PGM_RSRC_TWO_USER_SGPR_COUNT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_TRAP_HANDLER_SHIFT := 6): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_TRAP_HANDLER_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_TRAP_HANDLER_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_TRAP_HANDLER_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_TRAP_HANDLER := 64): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_TRAP_HANDLER', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_X_SHIFT := 7): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_X_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_X_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_X_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_X := 128): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_X', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Y_SHIFT := 8): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Y_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Y_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Y_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Y := 256): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Y', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Z_SHIFT := 9): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Z_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Z_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Z_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Z := 512): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_ID_Z', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_INFO_SHIFT := 10): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_INFO_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_INFO_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_INFO_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_INFO := 1024): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_SGPR_WORKGROUP_INFO', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_VGPR_WORKITEM_ID_SHIFT := 11): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_VGPR_WORKITEM_ID_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_VGPR_WORKITEM_ID_WIDTH := 2): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_VGPR_WORKITEM_ID_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_VGPR_WORKITEM_ID := 6144): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_VGPR_WORKITEM_ID', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_ADDRESS_WATCH_SHIFT := 13): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_ADDRESS_WATCH_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_ADDRESS_WATCH_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_ADDRESS_WATCH_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_ADDRESS_WATCH := 8192): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_ADDRESS_WATCH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_MEMORY_VIOLATION_SHIFT := 14): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_MEMORY_VIOLATION_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_MEMORY_VIOLATION_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_MEMORY_VIOLATION_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_MEMORY_VIOLATION := 16384): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_MEMORY_VIOLATION', (AMD_COMPUTE_PGM_RSRC_TWO_GRANULATED_LDS_SIZE_SHIFT := 15): 'AMD_COMPUTE_PGM_RSRC_TWO_GRANULATED_LDS_SIZE_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_GRANULATED_LDS_SIZE_WIDTH := 9): 'AMD_COMPUTE_PGM_RSRC_TWO_GRANULATED_LDS_SIZE_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_GRANULATED_LDS_SIZE := 16744448): 'AMD_COMPUTE_PGM_RSRC_TWO_GRANULATED_LDS_SIZE', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION_SHIFT := 24): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION := 16777216): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_FP_DENORMAL_SOURCE_SHIFT := 25): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_FP_DENORMAL_SOURCE_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_FP_DENORMAL_SOURCE_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_FP_DENORMAL_SOURCE_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_FP_DENORMAL_SOURCE := 33554432): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_FP_DENORMAL_SOURCE', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO_SHIFT := 26): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO := 67108864): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW_SHIFT := 27): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW := 134217728): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW_SHIFT := 28): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW := 268435456): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INEXACT_SHIFT := 29): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INEXACT_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INEXACT_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INEXACT_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INEXACT := 536870912): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_IEEE_754_FP_INEXACT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_INT_DIVISION_BY_ZERO_SHIFT := 30): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_INT_DIVISION_BY_ZERO_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_INT_DIVISION_BY_ZERO_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_INT_DIVISION_BY_ZERO_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_INT_DIVISION_BY_ZERO := 1073741824): 'AMD_COMPUTE_PGM_RSRC_TWO_ENABLE_EXCEPTION_INT_DIVISION_BY_ZERO', (AMD_COMPUTE_PGM_RSRC_TWO_RESERVED1_SHIFT := 31): 'AMD_COMPUTE_PGM_RSRC_TWO_RESERVED1_SHIFT', (AMD_COMPUTE_PGM_RSRC_TWO_RESERVED1_WIDTH := 1): 'AMD_COMPUTE_PGM_RSRC_TWO_RESERVED1_WIDTH', (AMD_COMPUTE_PGM_RSRC_TWO_RESERVED1 := -2147483648): 'AMD_COMPUTE_PGM_RSRC_TWO_RESERVED1'}
enum_amd_element_byte_size_t: dict[int, str] = {(AMD_ELEMENT_BYTE_SIZE_2 := 0): 'AMD_ELEMENT_BYTE_SIZE_2', (AMD_ELEMENT_BYTE_SIZE_4 := 1): 'AMD_ELEMENT_BYTE_SIZE_4', (AMD_ELEMENT_BYTE_SIZE_8 := 2): 'AMD_ELEMENT_BYTE_SIZE_8', (AMD_ELEMENT_BYTE_SIZE_16 := 3): 'AMD_ELEMENT_BYTE_SIZE_16'}
amd_kernel_code_properties32_t = ctypes.c_uint32
enum_amd_kernel_code_properties_t: dict[int, str] = {(AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER_SHIFT := 0): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_PTR_SHIFT := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_PTR_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_PTR_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_PTR_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_PTR := 2): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_PTR', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_QUEUE_PTR_SHIFT := 2): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_QUEUE_PTR_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_QUEUE_PTR_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_QUEUE_PTR_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_QUEUE_PTR := 4): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_QUEUE_PTR', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_KERNARG_SEGMENT_PTR_SHIFT := 3): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_KERNARG_SEGMENT_PTR_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_KERNARG_SEGMENT_PTR_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_KERNARG_SEGMENT_PTR_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_KERNARG_SEGMENT_PTR := 8): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_KERNARG_SEGMENT_PTR', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_ID_SHIFT := 4): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_ID_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_ID_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_ID_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_ID := 16): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_DISPATCH_ID', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_FLAT_SCRATCH_INIT_SHIFT := 5): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_FLAT_SCRATCH_INIT_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_FLAT_SCRATCH_INIT_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_FLAT_SCRATCH_INIT_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_FLAT_SCRATCH_INIT := 32): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_FLAT_SCRATCH_INIT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE_SHIFT := 6): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE := 64): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_X_SHIFT := 7): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_X_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_X_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_X_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_X := 128): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_X', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y_SHIFT := 8): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y := 256): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z_SHIFT := 9): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z := 512): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z', (AMD_KERNEL_CODE_PROPERTIES_RESERVED1_SHIFT := 10): 'AMD_KERNEL_CODE_PROPERTIES_RESERVED1_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_RESERVED1_WIDTH := 6): 'AMD_KERNEL_CODE_PROPERTIES_RESERVED1_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_RESERVED1 := 64512): 'AMD_KERNEL_CODE_PROPERTIES_RESERVED1', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_ORDERED_APPEND_GDS_SHIFT := 16): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_ORDERED_APPEND_GDS_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_ORDERED_APPEND_GDS_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_ORDERED_APPEND_GDS_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_ENABLE_ORDERED_APPEND_GDS := 65536): 'AMD_KERNEL_CODE_PROPERTIES_ENABLE_ORDERED_APPEND_GDS', (AMD_KERNEL_CODE_PROPERTIES_PRIVATE_ELEMENT_SIZE_SHIFT := 17): 'AMD_KERNEL_CODE_PROPERTIES_PRIVATE_ELEMENT_SIZE_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_PRIVATE_ELEMENT_SIZE_WIDTH := 2): 'AMD_KERNEL_CODE_PROPERTIES_PRIVATE_ELEMENT_SIZE_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_PRIVATE_ELEMENT_SIZE := 393216): 'AMD_KERNEL_CODE_PROPERTIES_PRIVATE_ELEMENT_SIZE', (AMD_KERNEL_CODE_PROPERTIES_IS_PTR64_SHIFT := 19): 'AMD_KERNEL_CODE_PROPERTIES_IS_PTR64_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_IS_PTR64_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_IS_PTR64_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_IS_PTR64 := 524288): 'AMD_KERNEL_CODE_PROPERTIES_IS_PTR64', (AMD_KERNEL_CODE_PROPERTIES_IS_DYNAMIC_CALLSTACK_SHIFT := 20): 'AMD_KERNEL_CODE_PROPERTIES_IS_DYNAMIC_CALLSTACK_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_IS_DYNAMIC_CALLSTACK_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_IS_DYNAMIC_CALLSTACK_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_IS_DYNAMIC_CALLSTACK := 1048576): 'AMD_KERNEL_CODE_PROPERTIES_IS_DYNAMIC_CALLSTACK', (AMD_KERNEL_CODE_PROPERTIES_IS_DEBUG_ENABLED_SHIFT := 21): 'AMD_KERNEL_CODE_PROPERTIES_IS_DEBUG_ENABLED_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_IS_DEBUG_ENABLED_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_IS_DEBUG_ENABLED_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_IS_DEBUG_ENABLED := 2097152): 'AMD_KERNEL_CODE_PROPERTIES_IS_DEBUG_ENABLED', (AMD_KERNEL_CODE_PROPERTIES_IS_XNACK_ENABLED_SHIFT := 22): 'AMD_KERNEL_CODE_PROPERTIES_IS_XNACK_ENABLED_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_IS_XNACK_ENABLED_WIDTH := 1): 'AMD_KERNEL_CODE_PROPERTIES_IS_XNACK_ENABLED_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_IS_XNACK_ENABLED := 4194304): 'AMD_KERNEL_CODE_PROPERTIES_IS_XNACK_ENABLED', (AMD_KERNEL_CODE_PROPERTIES_RESERVED2_SHIFT := 23): 'AMD_KERNEL_CODE_PROPERTIES_RESERVED2_SHIFT', (AMD_KERNEL_CODE_PROPERTIES_RESERVED2_WIDTH := 9): 'AMD_KERNEL_CODE_PROPERTIES_RESERVED2_WIDTH', (AMD_KERNEL_CODE_PROPERTIES_RESERVED2 := -8388608): 'AMD_KERNEL_CODE_PROPERTIES_RESERVED2'}
amd_powertwo8_t = ctypes.c_ubyte
enum_amd_powertwo_t: dict[int, str] = {(AMD_POWERTWO_1 := 0): 'AMD_POWERTWO_1', (AMD_POWERTWO_2 := 1): 'AMD_POWERTWO_2', (AMD_POWERTWO_4 := 2): 'AMD_POWERTWO_4', (AMD_POWERTWO_8 := 3): 'AMD_POWERTWO_8', (AMD_POWERTWO_16 := 4): 'AMD_POWERTWO_16', (AMD_POWERTWO_32 := 5): 'AMD_POWERTWO_32', (AMD_POWERTWO_64 := 6): 'AMD_POWERTWO_64', (AMD_POWERTWO_128 := 7): 'AMD_POWERTWO_128', (AMD_POWERTWO_256 := 8): 'AMD_POWERTWO_256'}
amd_enabled_control_directive64_t = ctypes.c_uint64
enum_amd_enabled_control_directive_t: dict[int, str] = {(AMD_ENABLED_CONTROL_DIRECTIVE_ENABLE_BREAK_EXCEPTIONS := 1): 'AMD_ENABLED_CONTROL_DIRECTIVE_ENABLE_BREAK_EXCEPTIONS', (AMD_ENABLED_CONTROL_DIRECTIVE_ENABLE_DETECT_EXCEPTIONS := 2): 'AMD_ENABLED_CONTROL_DIRECTIVE_ENABLE_DETECT_EXCEPTIONS', (AMD_ENABLED_CONTROL_DIRECTIVE_MAX_DYNAMIC_GROUP_SIZE := 4): 'AMD_ENABLED_CONTROL_DIRECTIVE_MAX_DYNAMIC_GROUP_SIZE', (AMD_ENABLED_CONTROL_DIRECTIVE_MAX_FLAT_GRID_SIZE := 8): 'AMD_ENABLED_CONTROL_DIRECTIVE_MAX_FLAT_GRID_SIZE', (AMD_ENABLED_CONTROL_DIRECTIVE_MAX_FLAT_WORKGROUP_SIZE := 16): 'AMD_ENABLED_CONTROL_DIRECTIVE_MAX_FLAT_WORKGROUP_SIZE', (AMD_ENABLED_CONTROL_DIRECTIVE_REQUIRED_DIM := 32): 'AMD_ENABLED_CONTROL_DIRECTIVE_REQUIRED_DIM', (AMD_ENABLED_CONTROL_DIRECTIVE_REQUIRED_GRID_SIZE := 64): 'AMD_ENABLED_CONTROL_DIRECTIVE_REQUIRED_GRID_SIZE', (AMD_ENABLED_CONTROL_DIRECTIVE_REQUIRED_WORKGROUP_SIZE := 128): 'AMD_ENABLED_CONTROL_DIRECTIVE_REQUIRED_WORKGROUP_SIZE', (AMD_ENABLED_CONTROL_DIRECTIVE_REQUIRE_NO_PARTIAL_WORKGROUPS := 256): 'AMD_ENABLED_CONTROL_DIRECTIVE_REQUIRE_NO_PARTIAL_WORKGROUPS'}
amd_exception_kind16_t = ctypes.c_uint16
enum_amd_exception_kind_t: dict[int, str] = {(AMD_EXCEPTION_KIND_INVALID_OPERATION := 1): 'AMD_EXCEPTION_KIND_INVALID_OPERATION', (AMD_EXCEPTION_KIND_DIVISION_BY_ZERO := 2): 'AMD_EXCEPTION_KIND_DIVISION_BY_ZERO', (AMD_EXCEPTION_KIND_OVERFLOW := 4): 'AMD_EXCEPTION_KIND_OVERFLOW', (AMD_EXCEPTION_KIND_UNDERFLOW := 8): 'AMD_EXCEPTION_KIND_UNDERFLOW', (AMD_EXCEPTION_KIND_INEXACT := 16): 'AMD_EXCEPTION_KIND_INEXACT'}
amd_control_directives_t = struct_amd_control_directives_s
amd_kernel_code_t = struct_amd_kernel_code_s
amd_runtime_loader_debug_info_t = struct_amd_runtime_loader_debug_info_s
BrigModule_t = ctypes.POINTER(struct_BrigModuleHeader)
_anonenum3: dict[int, str] = {(HSA_EXT_STATUS_ERROR_INVALID_PROGRAM := 8192): 'HSA_EXT_STATUS_ERROR_INVALID_PROGRAM', (HSA_EXT_STATUS_ERROR_INVALID_MODULE := 8193): 'HSA_EXT_STATUS_ERROR_INVALID_MODULE', (HSA_EXT_STATUS_ERROR_INCOMPATIBLE_MODULE := 8194): 'HSA_EXT_STATUS_ERROR_INCOMPATIBLE_MODULE', (HSA_EXT_STATUS_ERROR_MODULE_ALREADY_INCLUDED := 8195): 'HSA_EXT_STATUS_ERROR_MODULE_ALREADY_INCLUDED', (HSA_EXT_STATUS_ERROR_SYMBOL_MISMATCH := 8196): 'HSA_EXT_STATUS_ERROR_SYMBOL_MISMATCH', (HSA_EXT_STATUS_ERROR_FINALIZATION_FAILED := 8197): 'HSA_EXT_STATUS_ERROR_FINALIZATION_FAILED', (HSA_EXT_STATUS_ERROR_DIRECTIVE_MISMATCH := 8198): 'HSA_EXT_STATUS_ERROR_DIRECTIVE_MISMATCH'}
hsa_ext_module_t = BrigModule_t
hsa_ext_program_t = struct_hsa_ext_program_s
hsa_ext_program_info_t: dict[int, str] = {(HSA_EXT_PROGRAM_INFO_MACHINE_MODEL := 0): 'HSA_EXT_PROGRAM_INFO_MACHINE_MODEL', (HSA_EXT_PROGRAM_INFO_PROFILE := 1): 'HSA_EXT_PROGRAM_INFO_PROFILE', (HSA_EXT_PROGRAM_INFO_DEFAULT_FLOAT_ROUNDING_MODE := 2): 'HSA_EXT_PROGRAM_INFO_DEFAULT_FLOAT_ROUNDING_MODE'}
hsa_ext_finalizer_call_convention_t: dict[int, str] = {(HSA_EXT_FINALIZER_CALL_CONVENTION_AUTO := -1): 'HSA_EXT_FINALIZER_CALL_CONVENTION_AUTO'}
hsa_ext_control_directives_t = struct_hsa_ext_control_directives_s
hsa_ext_finalizer_1_00_pfn_t = struct_hsa_ext_finalizer_1_00_pfn_s
hsa_ven_amd_aqlprofile_event_type_t: dict[int, str] = {(HSA_VEN_AMD_AQLPROFILE_EVENT_TYPE_PMC := 0): 'HSA_VEN_AMD_AQLPROFILE_EVENT_TYPE_PMC', (HSA_VEN_AMD_AQLPROFILE_EVENT_TYPE_TRACE := 1): 'HSA_VEN_AMD_AQLPROFILE_EVENT_TYPE_TRACE'}
hsa_ven_amd_aqlprofile_block_name_t: dict[int, str] = {(HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_CPC := 0): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_CPC', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_CPF := 1): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_CPF', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GDS := 2): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GDS', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GRBM := 3): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GRBM', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GRBMSE := 4): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GRBMSE', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SPI := 5): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SPI', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SQ := 6): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SQ', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SQCS := 7): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SQCS', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SRBM := 8): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SRBM', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SX := 9): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SX', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TA := 10): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TA', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TCA := 11): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TCA', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TCC := 12): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TCC', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TCP := 13): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TCP', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TD := 14): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_TD', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCARB := 15): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCARB', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCHUB := 16): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCHUB', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCMCBVM := 17): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCMCBVM', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCSEQ := 18): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCSEQ', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCVML2 := 19): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCVML2', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCXBAR := 20): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_MCXBAR', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_ATC := 21): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_ATC', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_ATCL2 := 22): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_ATCL2', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GCEA := 23): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GCEA', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_RPB := 24): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_RPB', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SDMA := 25): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_SDMA', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GL1A := 26): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GL1A', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GL1C := 27): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GL1C', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GL2A := 28): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GL2A', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GL2C := 29): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GL2C', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GCR := 30): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GCR', (HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GUS := 31): 'HSA_VEN_AMD_AQLPROFILE_BLOCK_NAME_GUS', (HSA_VEN_AMD_AQLPROFILE_BLOCKS_NUMBER := 32): 'HSA_VEN_AMD_AQLPROFILE_BLOCKS_NUMBER'}
hsa_ven_amd_aqlprofile_parameter_name_t: dict[int, str] = {(HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_COMPUTE_UNIT_TARGET := 0): 'HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_COMPUTE_UNIT_TARGET', (HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_VM_ID_MASK := 1): 'HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_VM_ID_MASK', (HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_MASK := 2): 'HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_MASK', (HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_TOKEN_MASK := 3): 'HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_TOKEN_MASK', (HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_TOKEN_MASK2 := 4): 'HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_TOKEN_MASK2', (HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_SE_MASK := 5): 'HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_SE_MASK', (HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_SAMPLE_RATE := 6): 'HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_SAMPLE_RATE', (HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_K_CONCURRENT := 7): 'HSA_VEN_AMD_AQLPROFILE_PARAMETER_NAME_K_CONCURRENT'}
hsa_ven_amd_aqlprofile_info_type_t: dict[int, str] = {(HSA_VEN_AMD_AQLPROFILE_INFO_COMMAND_BUFFER_SIZE := 0): 'HSA_VEN_AMD_AQLPROFILE_INFO_COMMAND_BUFFER_SIZE', (HSA_VEN_AMD_AQLPROFILE_INFO_PMC_DATA_SIZE := 1): 'HSA_VEN_AMD_AQLPROFILE_INFO_PMC_DATA_SIZE', (HSA_VEN_AMD_AQLPROFILE_INFO_PMC_DATA := 2): 'HSA_VEN_AMD_AQLPROFILE_INFO_PMC_DATA', (HSA_VEN_AMD_AQLPROFILE_INFO_TRACE_DATA := 3): 'HSA_VEN_AMD_AQLPROFILE_INFO_TRACE_DATA', (HSA_VEN_AMD_AQLPROFILE_INFO_BLOCK_COUNTERS := 4): 'HSA_VEN_AMD_AQLPROFILE_INFO_BLOCK_COUNTERS', (HSA_VEN_AMD_AQLPROFILE_INFO_BLOCK_ID := 5): 'HSA_VEN_AMD_AQLPROFILE_INFO_BLOCK_ID', (HSA_VEN_AMD_AQLPROFILE_INFO_ENABLE_CMD := 6): 'HSA_VEN_AMD_AQLPROFILE_INFO_ENABLE_CMD', (HSA_VEN_AMD_AQLPROFILE_INFO_DISABLE_CMD := 7): 'HSA_VEN_AMD_AQLPROFILE_INFO_DISABLE_CMD'}
hsa_ven_amd_aqlprofile_data_callback_t = ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_info_data_t), ctypes.c_void_p)
hsa_ven_amd_aqlprofile_1_00_pfn_t = struct_hsa_ven_amd_aqlprofile_1_00_pfn_s
hsa_ven_amd_aqlprofile_pfn_t = hsa_ven_amd_aqlprofile_1_00_pfn_t
hsa_ven_amd_loader_code_object_storage_type_t: dict[int, str] = {(HSA_VEN_AMD_LOADER_CODE_OBJECT_STORAGE_TYPE_NONE := 0): 'HSA_VEN_AMD_LOADER_CODE_OBJECT_STORAGE_TYPE_NONE', (HSA_VEN_AMD_LOADER_CODE_OBJECT_STORAGE_TYPE_FILE := 1): 'HSA_VEN_AMD_LOADER_CODE_OBJECT_STORAGE_TYPE_FILE', (HSA_VEN_AMD_LOADER_CODE_OBJECT_STORAGE_TYPE_MEMORY := 2): 'HSA_VEN_AMD_LOADER_CODE_OBJECT_STORAGE_TYPE_MEMORY'}
hsa_ven_amd_loader_segment_descriptor_t = struct_hsa_ven_amd_loader_segment_descriptor_s
hsa_ven_amd_loader_loaded_code_object_kind_t: dict[int, str] = {(HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_KIND_PROGRAM := 1): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_KIND_PROGRAM', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_KIND_AGENT := 2): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_KIND_AGENT'}
enum_hsa_ven_amd_loader_loaded_code_object_info_e: dict[int, str] = {(HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_EXECUTABLE := 1): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_EXECUTABLE', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_KIND := 2): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_KIND', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_AGENT := 3): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_AGENT', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_CODE_OBJECT_STORAGE_TYPE := 4): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_CODE_OBJECT_STORAGE_TYPE', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_CODE_OBJECT_STORAGE_MEMORY_BASE := 5): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_CODE_OBJECT_STORAGE_MEMORY_BASE', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_CODE_OBJECT_STORAGE_MEMORY_SIZE := 6): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_CODE_OBJECT_STORAGE_MEMORY_SIZE', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_CODE_OBJECT_STORAGE_FILE := 7): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_CODE_OBJECT_STORAGE_FILE', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_LOAD_DELTA := 8): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_LOAD_DELTA', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_LOAD_BASE := 9): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_LOAD_BASE', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_LOAD_SIZE := 10): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_LOAD_SIZE', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_URI_LENGTH := 11): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_URI_LENGTH', (HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_URI := 12): 'HSA_VEN_AMD_LOADER_LOADED_CODE_OBJECT_INFO_URI'}
hsa_ven_amd_loader_1_00_pfn_t = struct_hsa_ven_amd_loader_1_00_pfn_s
hsa_ven_amd_loader_1_01_pfn_t = struct_hsa_ven_amd_loader_1_01_pfn_s
hsa_ven_amd_loader_1_02_pfn_t = struct_hsa_ven_amd_loader_1_02_pfn_s
hsa_ven_amd_loader_1_03_pfn_t = struct_hsa_ven_amd_loader_1_03_pfn_s
struct_hsa_dim3_s.register_fields([
  ('x', ctypes.c_uint32, 0),
  ('y', ctypes.c_uint32, 4),
  ('z', ctypes.c_uint32, 8),
])
struct_hsa_agent_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_cache_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_signal_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_signal_group_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_region_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_queue_s.register_fields([
  ('type', hsa_queue_type32_t, 0),
  ('features', ctypes.c_uint32, 4),
  ('base_address', ctypes.c_void_p, 8),
  ('doorbell_signal', hsa_signal_t, 16),
  ('size', ctypes.c_uint32, 24),
  ('reserved1', ctypes.c_uint32, 28),
  ('id', ctypes.c_uint64, 32),
])
struct_hsa_kernel_dispatch_packet_s.register_fields([
  ('header', ctypes.c_uint16, 0),
  ('setup', ctypes.c_uint16, 2),
  ('workgroup_size_x', ctypes.c_uint16, 4),
  ('workgroup_size_y', ctypes.c_uint16, 6),
  ('workgroup_size_z', ctypes.c_uint16, 8),
  ('reserved0', ctypes.c_uint16, 10),
  ('grid_size_x', ctypes.c_uint32, 12),
  ('grid_size_y', ctypes.c_uint32, 16),
  ('grid_size_z', ctypes.c_uint32, 20),
  ('private_segment_size', ctypes.c_uint32, 24),
  ('group_segment_size', ctypes.c_uint32, 28),
  ('kernel_object', ctypes.c_uint64, 32),
  ('kernarg_address', ctypes.c_void_p, 40),
  ('reserved2', ctypes.c_uint64, 48),
  ('completion_signal', hsa_signal_t, 56),
])
struct_hsa_agent_dispatch_packet_s.register_fields([
  ('header', ctypes.c_uint16, 0),
  ('type', ctypes.c_uint16, 2),
  ('reserved0', ctypes.c_uint32, 4),
  ('return_address', ctypes.c_void_p, 8),
  ('arg', (ctypes.c_uint64 * 4), 16),
  ('reserved2', ctypes.c_uint64, 48),
  ('completion_signal', hsa_signal_t, 56),
])
struct_hsa_barrier_and_packet_s.register_fields([
  ('header', ctypes.c_uint16, 0),
  ('reserved0', ctypes.c_uint16, 2),
  ('reserved1', ctypes.c_uint32, 4),
  ('dep_signal', (hsa_signal_t * 5), 8),
  ('reserved2', ctypes.c_uint64, 48),
  ('completion_signal', hsa_signal_t, 56),
])
struct_hsa_barrier_or_packet_s.register_fields([
  ('header', ctypes.c_uint16, 0),
  ('reserved0', ctypes.c_uint16, 2),
  ('reserved1', ctypes.c_uint32, 4),
  ('dep_signal', (hsa_signal_t * 5), 8),
  ('reserved2', ctypes.c_uint64, 48),
  ('completion_signal', hsa_signal_t, 56),
])
struct_hsa_isa_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_wavefront_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_code_object_reader_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_executable_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_loaded_code_object_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_executable_symbol_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_code_object_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_callback_data_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_code_symbol_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_ext_image_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_ext_image_format_s.register_fields([
  ('channel_type', hsa_ext_image_channel_type32_t, 0),
  ('channel_order', hsa_ext_image_channel_order32_t, 4),
])
struct_hsa_ext_image_descriptor_s.register_fields([
  ('geometry', ctypes.c_uint32, 0),
  ('width', ctypes.c_uint64, 8),
  ('height', ctypes.c_uint64, 16),
  ('depth', ctypes.c_uint64, 24),
  ('array_size', ctypes.c_uint64, 32),
  ('format', hsa_ext_image_format_t, 40),
])
struct_hsa_ext_image_data_info_s.register_fields([
  ('size', ctypes.c_uint64, 0),
  ('alignment', ctypes.c_uint64, 8),
])
struct_hsa_ext_image_region_s.register_fields([
  ('offset', hsa_dim3_t, 0),
  ('range', hsa_dim3_t, 12),
])
struct_hsa_ext_sampler_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_ext_sampler_descriptor_s.register_fields([
  ('coordinate_mode', hsa_ext_sampler_coordinate_mode32_t, 0),
  ('filter_mode', hsa_ext_sampler_filter_mode32_t, 4),
  ('address_mode', hsa_ext_sampler_addressing_mode32_t, 8),
])
struct_hsa_ext_images_1_00_pfn_s.register_fields([
  ('hsa_ext_image_get_capability', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.c_uint32, ctypes.POINTER(struct_hsa_ext_image_format_s), ctypes.POINTER(ctypes.c_uint32)), 0),
  ('hsa_ext_image_data_get_info', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.POINTER(struct_hsa_ext_image_descriptor_s), ctypes.c_uint32, ctypes.POINTER(struct_hsa_ext_image_data_info_s)), 8),
  ('hsa_ext_image_create', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.POINTER(struct_hsa_ext_image_descriptor_s), ctypes.c_void_p, ctypes.c_uint32, ctypes.POINTER(struct_hsa_ext_image_s)), 16),
  ('hsa_ext_image_destroy', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_image_s), 24),
  ('hsa_ext_image_copy', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_image_s, ctypes.POINTER(struct_hsa_dim3_s), struct_hsa_ext_image_s, ctypes.POINTER(struct_hsa_dim3_s), ctypes.POINTER(struct_hsa_dim3_s)), 32),
  ('hsa_ext_image_import', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64, struct_hsa_ext_image_s, ctypes.POINTER(struct_hsa_ext_image_region_s)), 40),
  ('hsa_ext_image_export', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_image_s, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(struct_hsa_ext_image_region_s)), 48),
  ('hsa_ext_image_clear', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_image_s, ctypes.c_void_p, ctypes.POINTER(struct_hsa_ext_image_region_s)), 56),
  ('hsa_ext_sampler_create', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.POINTER(struct_hsa_ext_sampler_descriptor_s), ctypes.POINTER(struct_hsa_ext_sampler_s)), 64),
  ('hsa_ext_sampler_destroy', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_sampler_s), 72),
])
struct_hsa_ext_images_1_pfn_s.register_fields([
  ('hsa_ext_image_get_capability', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.c_uint32, ctypes.POINTER(struct_hsa_ext_image_format_s), ctypes.POINTER(ctypes.c_uint32)), 0),
  ('hsa_ext_image_data_get_info', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.POINTER(struct_hsa_ext_image_descriptor_s), ctypes.c_uint32, ctypes.POINTER(struct_hsa_ext_image_data_info_s)), 8),
  ('hsa_ext_image_create', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.POINTER(struct_hsa_ext_image_descriptor_s), ctypes.c_void_p, ctypes.c_uint32, ctypes.POINTER(struct_hsa_ext_image_s)), 16),
  ('hsa_ext_image_destroy', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_image_s), 24),
  ('hsa_ext_image_copy', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_image_s, ctypes.POINTER(struct_hsa_dim3_s), struct_hsa_ext_image_s, ctypes.POINTER(struct_hsa_dim3_s), ctypes.POINTER(struct_hsa_dim3_s)), 32),
  ('hsa_ext_image_import', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64, struct_hsa_ext_image_s, ctypes.POINTER(struct_hsa_ext_image_region_s)), 40),
  ('hsa_ext_image_export', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_image_s, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(struct_hsa_ext_image_region_s)), 48),
  ('hsa_ext_image_clear', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_image_s, ctypes.c_void_p, ctypes.POINTER(struct_hsa_ext_image_region_s)), 56),
  ('hsa_ext_sampler_create', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.POINTER(struct_hsa_ext_sampler_descriptor_s), ctypes.POINTER(struct_hsa_ext_sampler_s)), 64),
  ('hsa_ext_sampler_destroy', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, struct_hsa_ext_sampler_s), 72),
  ('hsa_ext_image_get_capability_with_layout', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.c_uint32, ctypes.POINTER(struct_hsa_ext_image_format_s), ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32)), 80),
  ('hsa_ext_image_data_get_info_with_layout', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.POINTER(struct_hsa_ext_image_descriptor_s), ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(struct_hsa_ext_image_data_info_s)), 88),
  ('hsa_ext_image_create_with_layout', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.POINTER(struct_hsa_ext_image_descriptor_s), ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(struct_hsa_ext_image_s)), 96),
])
struct_hsa_amd_packet_header_s.register_fields([
  ('header', ctypes.c_uint16, 0),
  ('AmdFormat', hsa_amd_packet_type8_t, 2),
  ('reserved', ctypes.c_ubyte, 3),
])
struct_hsa_amd_barrier_value_packet_s.register_fields([
  ('header', hsa_amd_vendor_packet_header_t, 0),
  ('reserved0', ctypes.c_uint32, 4),
  ('signal', hsa_signal_t, 8),
  ('value', hsa_signal_value_t, 16),
  ('mask', hsa_signal_value_t, 24),
  ('cond', hsa_signal_condition32_t, 32),
  ('reserved1', ctypes.c_uint32, 36),
  ('reserved2', ctypes.c_uint64, 40),
  ('reserved3', ctypes.c_uint64, 48),
  ('completion_signal', hsa_signal_t, 56),
])
struct_hsa_amd_hdp_flush_s.register_fields([
  ('HDP_MEM_FLUSH_CNTL', ctypes.POINTER(ctypes.c_uint32), 0),
  ('HDP_REG_FLUSH_CNTL', ctypes.POINTER(ctypes.c_uint32), 8),
])
struct_hsa_amd_profiling_dispatch_time_s.register_fields([
  ('start', ctypes.c_uint64, 0),
  ('end', ctypes.c_uint64, 8),
])
struct_hsa_amd_profiling_async_copy_time_s.register_fields([
  ('start', ctypes.c_uint64, 0),
  ('end', ctypes.c_uint64, 8),
])
struct_hsa_amd_memory_pool_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_pitched_ptr_s.register_fields([
  ('base', ctypes.c_void_p, 0),
  ('pitch', ctypes.c_uint64, 8),
  ('slice', ctypes.c_uint64, 16),
])
struct_hsa_amd_memory_pool_link_info_s.register_fields([
  ('min_latency', ctypes.c_uint32, 0),
  ('max_latency', ctypes.c_uint32, 4),
  ('min_bandwidth', ctypes.c_uint32, 8),
  ('max_bandwidth', ctypes.c_uint32, 12),
  ('atomic_support_32bit', ctypes.c_bool, 16),
  ('atomic_support_64bit', ctypes.c_bool, 17),
  ('coherent_support', ctypes.c_bool, 18),
  ('link_type', ctypes.c_uint32, 20),
  ('numa_distance', ctypes.c_uint32, 24),
])
struct_hsa_amd_image_descriptor_s.register_fields([
  ('version', ctypes.c_uint32, 0),
  ('deviceID', ctypes.c_uint32, 4),
  ('data', (ctypes.c_uint32 * 1), 8),
])
struct_hsa_amd_pointer_info_s.register_fields([
  ('size', ctypes.c_uint32, 0),
  ('type', ctypes.c_uint32, 4),
  ('agentBaseAddress', ctypes.c_void_p, 8),
  ('hostBaseAddress', ctypes.c_void_p, 16),
  ('sizeInBytes', ctypes.c_uint64, 24),
  ('userData', ctypes.c_void_p, 32),
  ('agentOwner', hsa_agent_t, 40),
  ('global_flags', ctypes.c_uint32, 48),
])
struct_hsa_amd_ipc_memory_s.register_fields([
  ('handle', (ctypes.c_uint32 * 8), 0),
])
struct_hsa_amd_gpu_memory_fault_info_s.register_fields([
  ('agent', hsa_agent_t, 0),
  ('virtual_address', ctypes.c_uint64, 8),
  ('fault_reason_mask', ctypes.c_uint32, 16),
])
struct_hsa_amd_event_s.register_fields([
  ('event_type', ctypes.c_uint32, 0),
  ('memory_fault', hsa_amd_gpu_memory_fault_info_t, 8),
])
struct_hsa_amd_svm_attribute_pair_s.register_fields([
  ('attribute', ctypes.c_uint64, 0),
  ('value', ctypes.c_uint64, 8),
])
struct_amd_queue_s.register_fields([
  ('hsa_queue', hsa_queue_t, 0),
  ('reserved1', (ctypes.c_uint32 * 4), 40),
  ('write_dispatch_id', ctypes.c_uint64, 56),
  ('group_segment_aperture_base_hi', ctypes.c_uint32, 64),
  ('private_segment_aperture_base_hi', ctypes.c_uint32, 68),
  ('max_cu_id', ctypes.c_uint32, 72),
  ('max_wave_id', ctypes.c_uint32, 76),
  ('max_legacy_doorbell_dispatch_id_plus_1', ctypes.c_uint64, 80),
  ('legacy_doorbell_lock', ctypes.c_uint32, 88),
  ('reserved2', (ctypes.c_uint32 * 9), 92),
  ('read_dispatch_id', ctypes.c_uint64, 128),
  ('read_dispatch_id_field_base_byte_offset', ctypes.c_uint32, 136),
  ('compute_tmpring_size', ctypes.c_uint32, 140),
  ('scratch_resource_descriptor', (ctypes.c_uint32 * 4), 144),
  ('scratch_backing_memory_location', ctypes.c_uint64, 160),
  ('scratch_backing_memory_byte_size', ctypes.c_uint64, 168),
  ('scratch_wave64_lane_byte_size', ctypes.c_uint32, 176),
  ('queue_properties', amd_queue_properties32_t, 180),
  ('reserved3', (ctypes.c_uint32 * 2), 184),
  ('queue_inactive_signal', hsa_signal_t, 192),
  ('reserved4', (ctypes.c_uint32 * 14), 200),
])
struct_amd_signal_s.register_fields([
  ('kind', amd_signal_kind64_t, 0),
  ('value', ctypes.c_int64, 8),
  ('legacy_hardware_doorbell_ptr', ctypes.POINTER(ctypes.c_uint32), 8),
  ('hardware_doorbell_ptr', ctypes.POINTER(ctypes.c_uint64), 8),
  ('event_mailbox_ptr', ctypes.c_uint64, 16),
  ('event_id', ctypes.c_uint32, 24),
  ('reserved1', ctypes.c_uint32, 28),
  ('start_ts', ctypes.c_uint64, 32),
  ('end_ts', ctypes.c_uint64, 40),
  ('queue_ptr', ctypes.POINTER(amd_queue_t), 48),
  ('reserved2', ctypes.c_uint64, 48),
  ('reserved3', (ctypes.c_uint32 * 2), 56),
])
struct_amd_control_directives_s.register_fields([
  ('enabled_control_directives', amd_enabled_control_directive64_t, 0),
  ('enable_break_exceptions', ctypes.c_uint16, 8),
  ('enable_detect_exceptions', ctypes.c_uint16, 10),
  ('max_dynamic_group_size', ctypes.c_uint32, 12),
  ('max_flat_grid_size', ctypes.c_uint64, 16),
  ('max_flat_workgroup_size', ctypes.c_uint32, 24),
  ('required_dim', ctypes.c_ubyte, 28),
  ('reserved1', (ctypes.c_ubyte * 3), 29),
  ('required_grid_size', (ctypes.c_uint64 * 3), 32),
  ('required_workgroup_size', (ctypes.c_uint32 * 3), 56),
  ('reserved2', (ctypes.c_ubyte * 60), 68),
])
struct_amd_kernel_code_s.register_fields([
  ('amd_kernel_code_version_major', amd_kernel_code_version32_t, 0),
  ('amd_kernel_code_version_minor', amd_kernel_code_version32_t, 4),
  ('amd_machine_kind', amd_machine_kind16_t, 8),
  ('amd_machine_version_major', amd_machine_version16_t, 10),
  ('amd_machine_version_minor', amd_machine_version16_t, 12),
  ('amd_machine_version_stepping', amd_machine_version16_t, 14),
  ('kernel_code_entry_byte_offset', ctypes.c_int64, 16),
  ('kernel_code_prefetch_byte_offset', ctypes.c_int64, 24),
  ('kernel_code_prefetch_byte_size', ctypes.c_uint64, 32),
  ('max_scratch_backing_memory_byte_size', ctypes.c_uint64, 40),
  ('compute_pgm_rsrc1', amd_compute_pgm_rsrc_one32_t, 48),
  ('compute_pgm_rsrc2', amd_compute_pgm_rsrc_two32_t, 52),
  ('kernel_code_properties', amd_kernel_code_properties32_t, 56),
  ('workitem_private_segment_byte_size', ctypes.c_uint32, 60),
  ('workgroup_group_segment_byte_size', ctypes.c_uint32, 64),
  ('gds_segment_byte_size', ctypes.c_uint32, 68),
  ('kernarg_segment_byte_size', ctypes.c_uint64, 72),
  ('workgroup_fbarrier_count', ctypes.c_uint32, 80),
  ('wavefront_sgpr_count', ctypes.c_uint16, 84),
  ('workitem_vgpr_count', ctypes.c_uint16, 86),
  ('reserved_vgpr_first', ctypes.c_uint16, 88),
  ('reserved_vgpr_count', ctypes.c_uint16, 90),
  ('reserved_sgpr_first', ctypes.c_uint16, 92),
  ('reserved_sgpr_count', ctypes.c_uint16, 94),
  ('debug_wavefront_private_segment_offset_sgpr', ctypes.c_uint16, 96),
  ('debug_private_segment_buffer_sgpr', ctypes.c_uint16, 98),
  ('kernarg_segment_alignment', amd_powertwo8_t, 100),
  ('group_segment_alignment', amd_powertwo8_t, 101),
  ('private_segment_alignment', amd_powertwo8_t, 102),
  ('wavefront_size', amd_powertwo8_t, 103),
  ('call_convention', ctypes.c_int32, 104),
  ('reserved1', (ctypes.c_ubyte * 12), 108),
  ('runtime_loader_kernel_symbol', ctypes.c_uint64, 120),
  ('control_directives', amd_control_directives_t, 128),
])
struct_amd_runtime_loader_debug_info_s.register_fields([
  ('elf_raw', ctypes.c_void_p, 0),
  ('elf_size', ctypes.c_uint64, 8),
  ('kernel_name', ctypes.c_char_p, 16),
  ('owning_segment', ctypes.c_void_p, 24),
])
struct_hsa_ext_program_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_hsa_ext_control_directives_s.register_fields([
  ('control_directives_mask', ctypes.c_uint64, 0),
  ('break_exceptions_mask', ctypes.c_uint16, 8),
  ('detect_exceptions_mask', ctypes.c_uint16, 10),
  ('max_dynamic_group_size', ctypes.c_uint32, 12),
  ('max_flat_grid_size', ctypes.c_uint64, 16),
  ('max_flat_workgroup_size', ctypes.c_uint32, 24),
  ('reserved1', ctypes.c_uint32, 28),
  ('required_grid_size', (ctypes.c_uint64 * 3), 32),
  ('required_workgroup_size', hsa_dim3_t, 56),
  ('required_dim', ctypes.c_ubyte, 68),
  ('reserved2', (ctypes.c_ubyte * 75), 69),
])
struct_hsa_ext_finalizer_1_00_pfn_s.register_fields([
  ('hsa_ext_program_create', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_char_p, ctypes.POINTER(struct_hsa_ext_program_s)), 0),
  ('hsa_ext_program_destroy', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_ext_program_s), 8),
  ('hsa_ext_program_add_module', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_ext_program_s, ctypes.POINTER(struct_BrigModuleHeader)), 16),
  ('hsa_ext_program_iterate_modules', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_ext_program_s, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_ext_program_s, ctypes.POINTER(struct_BrigModuleHeader), ctypes.c_void_p), ctypes.c_void_p), 24),
  ('hsa_ext_program_get_info', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_ext_program_s, ctypes.c_uint32, ctypes.c_void_p), 32),
  ('hsa_ext_program_finalize', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_ext_program_s, struct_hsa_isa_s, ctypes.c_int32, struct_hsa_ext_control_directives_s, ctypes.c_char_p, ctypes.c_uint32, ctypes.POINTER(struct_hsa_code_object_s)), 40),
])
hsa_ven_amd_aqlprofile_event_t.register_fields([
  ('block_name', ctypes.c_uint32, 0),
  ('block_index', ctypes.c_uint32, 4),
  ('counter_id', ctypes.c_uint32, 8),
])
hsa_ven_amd_aqlprofile_parameter_t.register_fields([
  ('parameter_name', ctypes.c_uint32, 0),
  ('value', ctypes.c_uint32, 4),
])
hsa_ven_amd_aqlprofile_descriptor_t.register_fields([
  ('ptr', ctypes.c_void_p, 0),
  ('size', ctypes.c_uint32, 8),
])
hsa_ven_amd_aqlprofile_profile_t.register_fields([
  ('agent', hsa_agent_t, 0),
  ('type', ctypes.c_uint32, 8),
  ('events', ctypes.POINTER(hsa_ven_amd_aqlprofile_event_t), 16),
  ('event_count', ctypes.c_uint32, 24),
  ('parameters', ctypes.POINTER(hsa_ven_amd_aqlprofile_parameter_t), 32),
  ('parameter_count', ctypes.c_uint32, 40),
  ('output_buffer', hsa_ven_amd_aqlprofile_descriptor_t, 48),
  ('command_buffer', hsa_ven_amd_aqlprofile_descriptor_t, 64),
])
hsa_ext_amd_aql_pm4_packet_t.register_fields([
  ('header', ctypes.c_uint16, 0),
  ('pm4_command', (ctypes.c_uint16 * 27), 2),
  ('completion_signal', hsa_signal_t, 56),
])
hsa_ven_amd_aqlprofile_info_data_t.register_fields([
  ('sample_id', ctypes.c_uint32, 0),
  ('pmc_data', hsa_ven_amd_aqlprofile_info_data_t_pmc_data, 8),
  ('trace_data', hsa_ven_amd_aqlprofile_descriptor_t, 8),
])
hsa_ven_amd_aqlprofile_info_data_t_pmc_data.register_fields([
  ('event', hsa_ven_amd_aqlprofile_event_t, 0),
  ('result', ctypes.c_uint64, 16),
])
hsa_ven_amd_aqlprofile_id_query_t.register_fields([
  ('name', ctypes.c_char_p, 0),
  ('id', ctypes.c_uint32, 8),
  ('instance_count', ctypes.c_uint32, 12),
])
struct_hsa_ven_amd_aqlprofile_1_00_pfn_s.register_fields([
  ('hsa_ven_amd_aqlprofile_version_major', ctypes.CFUNCTYPE(ctypes.c_uint32), 0),
  ('hsa_ven_amd_aqlprofile_version_minor', ctypes.CFUNCTYPE(ctypes.c_uint32), 8),
  ('hsa_ven_amd_aqlprofile_error_string', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p)), 16),
  ('hsa_ven_amd_aqlprofile_validate_event', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.POINTER(hsa_ven_amd_aqlprofile_event_t), ctypes.POINTER(ctypes.c_bool)), 24),
  ('hsa_ven_amd_aqlprofile_start', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), ctypes.POINTER(hsa_ext_amd_aql_pm4_packet_t)), 32),
  ('hsa_ven_amd_aqlprofile_stop', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), ctypes.POINTER(hsa_ext_amd_aql_pm4_packet_t)), 40),
  ('hsa_ven_amd_aqlprofile_read', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), ctypes.POINTER(hsa_ext_amd_aql_pm4_packet_t)), 48),
  ('hsa_ven_amd_aqlprofile_legacy_get_pm4', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(hsa_ext_amd_aql_pm4_packet_t), ctypes.c_void_p), 56),
  ('hsa_ven_amd_aqlprofile_get_info', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), ctypes.c_uint32, ctypes.c_void_p), 64),
  ('hsa_ven_amd_aqlprofile_iterate_data', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_info_data_t), ctypes.c_void_p), ctypes.c_void_p), 72),
])
struct_hsa_ven_amd_loader_segment_descriptor_s.register_fields([
  ('agent', hsa_agent_t, 0),
  ('executable', hsa_executable_t, 8),
  ('code_object_storage_type', ctypes.c_uint32, 16),
  ('code_object_storage_base', ctypes.c_void_p, 24),
  ('code_object_storage_size', ctypes.c_uint64, 32),
  ('code_object_storage_offset', ctypes.c_uint64, 40),
  ('segment_base', ctypes.c_void_p, 48),
  ('segment_size', ctypes.c_uint64, 56),
])
struct_hsa_ven_amd_loader_1_00_pfn_s.register_fields([
  ('hsa_ven_amd_loader_query_host_address', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)), 0),
  ('hsa_ven_amd_loader_query_segment_descriptors', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(struct_hsa_ven_amd_loader_segment_descriptor_s), ctypes.POINTER(ctypes.c_uint64)), 8),
  ('hsa_ven_amd_loader_query_executable', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(struct_hsa_executable_s)), 16),
])
struct_hsa_ven_amd_loader_1_01_pfn_s.register_fields([
  ('hsa_ven_amd_loader_query_host_address', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)), 0),
  ('hsa_ven_amd_loader_query_segment_descriptors', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(struct_hsa_ven_amd_loader_segment_descriptor_s), ctypes.POINTER(ctypes.c_uint64)), 8),
  ('hsa_ven_amd_loader_query_executable', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(struct_hsa_executable_s)), 16),
  ('hsa_ven_amd_loader_executable_iterate_loaded_code_objects', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, struct_hsa_loaded_code_object_s, ctypes.c_void_p), ctypes.c_void_p), 24),
  ('hsa_ven_amd_loader_loaded_code_object_get_info', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_loaded_code_object_s, ctypes.c_uint32, ctypes.c_void_p), 32),
])
struct_hsa_ven_amd_loader_1_02_pfn_s.register_fields([
  ('hsa_ven_amd_loader_query_host_address', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)), 0),
  ('hsa_ven_amd_loader_query_segment_descriptors', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(struct_hsa_ven_amd_loader_segment_descriptor_s), ctypes.POINTER(ctypes.c_uint64)), 8),
  ('hsa_ven_amd_loader_query_executable', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(struct_hsa_executable_s)), 16),
  ('hsa_ven_amd_loader_executable_iterate_loaded_code_objects', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, struct_hsa_loaded_code_object_s, ctypes.c_void_p), ctypes.c_void_p), 24),
  ('hsa_ven_amd_loader_loaded_code_object_get_info', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_loaded_code_object_s, ctypes.c_uint32, ctypes.c_void_p), 32),
  ('hsa_ven_amd_loader_code_object_reader_create_from_file_with_offset_size', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_int32, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(struct_hsa_code_object_reader_s)), 40),
])
struct_hsa_ven_amd_loader_1_03_pfn_s.register_fields([
  ('hsa_ven_amd_loader_query_host_address', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)), 0),
  ('hsa_ven_amd_loader_query_segment_descriptors', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.POINTER(struct_hsa_ven_amd_loader_segment_descriptor_s), ctypes.POINTER(ctypes.c_uint64)), 8),
  ('hsa_ven_amd_loader_query_executable', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(struct_hsa_executable_s)), 16),
  ('hsa_ven_amd_loader_executable_iterate_loaded_code_objects', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, struct_hsa_loaded_code_object_s, ctypes.c_void_p), ctypes.c_void_p), 24),
  ('hsa_ven_amd_loader_loaded_code_object_get_info', ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_loaded_code_object_s, ctypes.c_uint32, ctypes.c_void_p), 32),
  ('hsa_ven_amd_loader_code_object_reader_create_from_file_with_offset_size', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_int32, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(struct_hsa_code_object_reader_s)), 40),
  ('hsa_ven_amd_loader_iterate_executables', ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, ctypes.c_void_p), ctypes.c_void_p), 48),
])

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p))
def hsa_status_string(status: int, status_string: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p)
def hsa_system_get_info(attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint16, ctypes.POINTER(ctypes.c_char_p))
def hsa_extension_get_name(extension: int, name: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint16, ctypes.c_uint16, ctypes.c_uint16, ctypes.POINTER(ctypes.c_bool))
def hsa_system_extension_supported(extension: int, version_major: int, version_minor: int, result: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint16, ctypes.c_uint16, ctypes.POINTER(ctypes.c_uint16), ctypes.POINTER(ctypes.c_bool))
def hsa_system_major_extension_supported(extension: int, version_major: int, version_minor: ctypes._Pointer, result: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint16, ctypes.c_uint16, ctypes.c_uint16, ctypes.c_void_p)
def hsa_system_get_extension_table(extension: int, version_major: int, version_minor: int, table: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint16, ctypes.c_uint16, ctypes.c_uint64, ctypes.c_void_p)
def hsa_system_get_major_extension_table(extension: int, version_major: int, table_length: int, table: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_agent_get_info(agent: struct_hsa_agent_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_agent_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_iterate_agents(callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint16))
def hsa_agent_get_exception_policies(agent: struct_hsa_agent_s, profile: int, mask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_cache_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_cache_get_info(cache: struct_hsa_cache_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_cache_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_agent_iterate_caches(agent: struct_hsa_agent_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint16, hsa_agent_t, ctypes.c_uint16, ctypes.c_uint16, ctypes.POINTER(ctypes.c_bool))
def hsa_agent_extension_supported(extension: int, agent: struct_hsa_agent_s, version_major: int, version_minor: int, result: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint16, hsa_agent_t, ctypes.c_uint16, ctypes.POINTER(ctypes.c_uint16), ctypes.POINTER(ctypes.c_bool))
def hsa_agent_major_extension_supported(extension: int, agent: struct_hsa_agent_s, version_major: int, version_minor: ctypes._Pointer, result: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_value_t, ctypes.c_uint32, ctypes.POINTER(hsa_agent_t), ctypes.POINTER(hsa_signal_t))
def hsa_signal_create(initial_value: int, num_consumers: int, consumers: ctypes._Pointer, signal: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_t)
def hsa_signal_destroy(signal: struct_hsa_signal_s) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t)
def hsa_signal_load_scacquire(signal: struct_hsa_signal_s) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t)
def hsa_signal_load_relaxed(signal: struct_hsa_signal_s) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t)
def hsa_signal_load_acquire(signal: struct_hsa_signal_s) -> int: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_store_relaxed(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_store_screlease(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_store_release(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_silent_store_relaxed(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_silent_store_screlease(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_exchange_scacq_screl(signal: struct_hsa_signal_s, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_exchange_acq_rel(signal: struct_hsa_signal_s, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_exchange_scacquire(signal: struct_hsa_signal_s, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_exchange_acquire(signal: struct_hsa_signal_s, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_exchange_relaxed(signal: struct_hsa_signal_s, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_exchange_screlease(signal: struct_hsa_signal_s, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_exchange_release(signal: struct_hsa_signal_s, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t, hsa_signal_value_t)
def hsa_signal_cas_scacq_screl(signal: struct_hsa_signal_s, expected: int, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t, hsa_signal_value_t)
def hsa_signal_cas_acq_rel(signal: struct_hsa_signal_s, expected: int, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t, hsa_signal_value_t)
def hsa_signal_cas_scacquire(signal: struct_hsa_signal_s, expected: int, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t, hsa_signal_value_t)
def hsa_signal_cas_acquire(signal: struct_hsa_signal_s, expected: int, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t, hsa_signal_value_t)
def hsa_signal_cas_relaxed(signal: struct_hsa_signal_s, expected: int, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t, hsa_signal_value_t)
def hsa_signal_cas_screlease(signal: struct_hsa_signal_s, expected: int, value: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, hsa_signal_value_t, hsa_signal_value_t)
def hsa_signal_cas_release(signal: struct_hsa_signal_s, expected: int, value: int) -> int: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_add_scacq_screl(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_add_acq_rel(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_add_scacquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_add_acquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_add_relaxed(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_add_screlease(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_add_release(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_subtract_scacq_screl(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_subtract_acq_rel(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_subtract_scacquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_subtract_acquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_subtract_relaxed(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_subtract_screlease(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_subtract_release(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_and_scacq_screl(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_and_acq_rel(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_and_scacquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_and_acquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_and_relaxed(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_and_screlease(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_and_release(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_or_scacq_screl(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_or_acq_rel(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_or_scacquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_or_acquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_or_relaxed(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_or_screlease(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_or_release(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_xor_scacq_screl(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_xor_acq_rel(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_xor_scacquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_xor_acquire(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_xor_relaxed(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_xor_screlease(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(None, hsa_signal_t, hsa_signal_value_t)
def hsa_signal_xor_release(signal: struct_hsa_signal_s, value: int) -> None: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, ctypes.c_uint32, hsa_signal_value_t, ctypes.c_uint64, ctypes.c_uint32)
def hsa_signal_wait_scacquire(signal: struct_hsa_signal_s, condition: int, compare_value: int, timeout_hint: int, wait_state_hint: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, ctypes.c_uint32, hsa_signal_value_t, ctypes.c_uint64, ctypes.c_uint32)
def hsa_signal_wait_relaxed(signal: struct_hsa_signal_s, condition: int, compare_value: int, timeout_hint: int, wait_state_hint: int) -> int: ...

@dll.bind(hsa_signal_value_t, hsa_signal_t, ctypes.c_uint32, hsa_signal_value_t, ctypes.c_uint64, ctypes.c_uint32)
def hsa_signal_wait_acquire(signal: struct_hsa_signal_s, condition: int, compare_value: int, timeout_hint: int, wait_state_hint: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(hsa_signal_t), ctypes.c_uint32, ctypes.POINTER(hsa_agent_t), ctypes.POINTER(hsa_signal_group_t))
def hsa_signal_group_create(num_signals: int, signals: ctypes._Pointer, num_consumers: int, consumers: ctypes._Pointer, signal_group: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_group_t)
def hsa_signal_group_destroy(signal_group: struct_hsa_signal_group_s) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_group_t, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(hsa_signal_value_t), ctypes.c_uint32, ctypes.POINTER(hsa_signal_t), ctypes.POINTER(hsa_signal_value_t))
def hsa_signal_group_wait_any_scacquire(signal_group: struct_hsa_signal_group_s, conditions: ctypes._Pointer, compare_values: ctypes._Pointer, wait_state_hint: int, signal: ctypes._Pointer, value: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_group_t, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(hsa_signal_value_t), ctypes.c_uint32, ctypes.POINTER(hsa_signal_t), ctypes.POINTER(hsa_signal_value_t))
def hsa_signal_group_wait_any_relaxed(signal_group: struct_hsa_signal_group_s, conditions: ctypes._Pointer, compare_values: ctypes._Pointer, wait_state_hint: int, signal: ctypes._Pointer, value: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.c_uint32, hsa_queue_type32_t, ctypes.CFUNCTYPE(None, ctypes.c_uint32, ctypes.POINTER(struct_hsa_queue_s), ctypes.c_void_p), ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.POINTER(hsa_queue_t)))
def hsa_queue_create(agent: struct_hsa_agent_s, size: int, type: int, callback: ctypes._CFuncPtr, data: int | None, private_segment_size: int, group_segment_size: int, queue: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_region_t, ctypes.c_uint32, hsa_queue_type32_t, ctypes.c_uint32, hsa_signal_t, ctypes.POINTER(ctypes.POINTER(hsa_queue_t)))
def hsa_soft_queue_create(region: struct_hsa_region_s, size: int, type: int, features: int, doorbell_signal: struct_hsa_signal_s, queue: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_queue_t))
def hsa_queue_destroy(queue: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_queue_t))
def hsa_queue_inactivate(queue: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t))
def hsa_queue_load_read_index_acquire(queue: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t))
def hsa_queue_load_read_index_scacquire(queue: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t))
def hsa_queue_load_read_index_relaxed(queue: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t))
def hsa_queue_load_write_index_acquire(queue: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t))
def hsa_queue_load_write_index_scacquire(queue: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t))
def hsa_queue_load_write_index_relaxed(queue: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_store_write_index_relaxed(queue: ctypes._Pointer, value: int) -> None: ...

@dll.bind(None, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_store_write_index_release(queue: ctypes._Pointer, value: int) -> None: ...

@dll.bind(None, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_store_write_index_screlease(queue: ctypes._Pointer, value: int) -> None: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64, ctypes.c_uint64)
def hsa_queue_cas_write_index_acq_rel(queue: ctypes._Pointer, expected: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64, ctypes.c_uint64)
def hsa_queue_cas_write_index_scacq_screl(queue: ctypes._Pointer, expected: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64, ctypes.c_uint64)
def hsa_queue_cas_write_index_acquire(queue: ctypes._Pointer, expected: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64, ctypes.c_uint64)
def hsa_queue_cas_write_index_scacquire(queue: ctypes._Pointer, expected: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64, ctypes.c_uint64)
def hsa_queue_cas_write_index_relaxed(queue: ctypes._Pointer, expected: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64, ctypes.c_uint64)
def hsa_queue_cas_write_index_release(queue: ctypes._Pointer, expected: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64, ctypes.c_uint64)
def hsa_queue_cas_write_index_screlease(queue: ctypes._Pointer, expected: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_add_write_index_acq_rel(queue: ctypes._Pointer, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_add_write_index_scacq_screl(queue: ctypes._Pointer, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_add_write_index_acquire(queue: ctypes._Pointer, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_add_write_index_scacquire(queue: ctypes._Pointer, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_add_write_index_relaxed(queue: ctypes._Pointer, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_add_write_index_release(queue: ctypes._Pointer, value: int) -> int: ...

@dll.bind(ctypes.c_uint64, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_add_write_index_screlease(queue: ctypes._Pointer, value: int) -> int: ...

@dll.bind(None, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_store_read_index_relaxed(queue: ctypes._Pointer, value: int) -> None: ...

@dll.bind(None, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_store_read_index_release(queue: ctypes._Pointer, value: int) -> None: ...

@dll.bind(None, ctypes.POINTER(hsa_queue_t), ctypes.c_uint64)
def hsa_queue_store_read_index_screlease(queue: ctypes._Pointer, value: int) -> None: ...

@dll.bind(ctypes.c_uint32, hsa_region_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_region_get_info(region: struct_hsa_region_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_region_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_agent_iterate_regions(agent: struct_hsa_agent_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_region_t, ctypes.c_uint64, ctypes.POINTER(ctypes.c_void_p))
def hsa_memory_allocate(region: struct_hsa_region_s, size: int, ptr: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p)
def hsa_memory_free(ptr: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint64)
def hsa_memory_copy(dst: int | None, src: int | None, size: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, hsa_agent_t, ctypes.c_uint32)
def hsa_memory_assign_agent(ptr: int | None, agent: struct_hsa_agent_s, access: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64)
def hsa_memory_register(ptr: int | None, size: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64)
def hsa_memory_deregister(ptr: int | None, size: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_char_p, ctypes.POINTER(hsa_isa_t))
def hsa_isa_from_name(name: bytes | None, isa: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_isa_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_agent_iterate_isas(agent: struct_hsa_agent_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_isa_t, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p)
def hsa_isa_get_info(isa: struct_hsa_isa_s, attribute: int, index: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_isa_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_isa_get_info_alt(isa: struct_hsa_isa_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_isa_t, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint16))
def hsa_isa_get_exception_policies(isa: struct_hsa_isa_s, profile: int, mask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_isa_t, ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
def hsa_isa_get_round_method(isa: struct_hsa_isa_s, fp_type: int, flush_mode: int, round_method: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_wavefront_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_wavefront_get_info(wavefront: struct_hsa_wavefront_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_isa_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_wavefront_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_isa_iterate_wavefronts(isa: struct_hsa_isa_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_isa_t, hsa_isa_t, ctypes.POINTER(ctypes.c_bool))
def hsa_isa_compatible(code_object_isa: struct_hsa_isa_s, agent_isa: struct_hsa_isa_s, result: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_file_t, ctypes.POINTER(hsa_code_object_reader_t))
def hsa_code_object_reader_create_from_file(file: int, code_object_reader: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.POINTER(hsa_code_object_reader_t))
def hsa_code_object_reader_create_from_memory(code_object: int | None, size: int, code_object_reader: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_code_object_reader_t)
def hsa_code_object_reader_destroy(code_object_reader: struct_hsa_code_object_reader_s) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_char_p, ctypes.POINTER(hsa_executable_t))
def hsa_executable_create(profile: int, executable_state: int, options: bytes | None, executable: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_char_p, ctypes.POINTER(hsa_executable_t))
def hsa_executable_create_alt(profile: int, default_float_rounding_mode: int, options: bytes | None, executable: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t)
def hsa_executable_destroy(executable: struct_hsa_executable_s) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, hsa_code_object_reader_t, ctypes.c_char_p, ctypes.POINTER(hsa_loaded_code_object_t))
def hsa_executable_load_program_code_object(executable: struct_hsa_executable_s, code_object_reader: struct_hsa_code_object_reader_s, options: bytes | None, loaded_code_object: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, hsa_agent_t, hsa_code_object_reader_t, ctypes.c_char_p, ctypes.POINTER(hsa_loaded_code_object_t))
def hsa_executable_load_agent_code_object(executable: struct_hsa_executable_s, agent: struct_hsa_agent_s, code_object_reader: struct_hsa_code_object_reader_s, options: bytes | None, loaded_code_object: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.c_char_p)
def hsa_executable_freeze(executable: struct_hsa_executable_s, options: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_executable_get_info(executable: struct_hsa_executable_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.c_char_p, ctypes.c_void_p)
def hsa_executable_global_variable_define(executable: struct_hsa_executable_s, variable_name: bytes | None, address: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, hsa_agent_t, ctypes.c_char_p, ctypes.c_void_p)
def hsa_executable_agent_global_variable_define(executable: struct_hsa_executable_s, agent: struct_hsa_agent_s, variable_name: bytes | None, address: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, hsa_agent_t, ctypes.c_char_p, ctypes.c_void_p)
def hsa_executable_readonly_variable_define(executable: struct_hsa_executable_s, agent: struct_hsa_agent_s, variable_name: bytes | None, address: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.POINTER(ctypes.c_uint32))
def hsa_executable_validate(executable: struct_hsa_executable_s, result: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint32))
def hsa_executable_validate_alt(executable: struct_hsa_executable_s, options: bytes | None, result: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.c_char_p, ctypes.c_char_p, hsa_agent_t, ctypes.c_int32, ctypes.POINTER(hsa_executable_symbol_t))
def hsa_executable_get_symbol(executable: struct_hsa_executable_s, module_name: bytes | None, symbol_name: bytes | None, agent: struct_hsa_agent_s, call_convention: int, symbol: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.c_char_p, ctypes.POINTER(hsa_agent_t), ctypes.POINTER(hsa_executable_symbol_t))
def hsa_executable_get_symbol_by_name(executable: struct_hsa_executable_s, symbol_name: bytes | None, agent: ctypes._Pointer, symbol: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_symbol_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_executable_symbol_get_info(executable_symbol: struct_hsa_executable_symbol_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, struct_hsa_executable_symbol_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_executable_iterate_symbols(executable: struct_hsa_executable_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, hsa_agent_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, struct_hsa_agent_s, struct_hsa_executable_symbol_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_executable_iterate_agent_symbols(executable: struct_hsa_executable_s, agent: struct_hsa_agent_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, struct_hsa_executable_symbol_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_executable_iterate_program_symbols(executable: struct_hsa_executable_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_code_object_t, ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_uint64, struct_hsa_callback_data_s, ctypes.POINTER(ctypes.c_void_p)), hsa_callback_data_t, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint64))
def hsa_code_object_serialize(code_object: struct_hsa_code_object_s, alloc_callback: ctypes._CFuncPtr, callback_data: struct_hsa_callback_data_s, options: bytes | None, serialized_code_object: ctypes._Pointer, serialized_code_object_size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_char_p, ctypes.POINTER(hsa_code_object_t))
def hsa_code_object_deserialize(serialized_code_object: int | None, serialized_code_object_size: int, options: bytes | None, code_object: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_code_object_t)
def hsa_code_object_destroy(code_object: struct_hsa_code_object_s) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_code_object_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_code_object_get_info(code_object: struct_hsa_code_object_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, hsa_agent_t, hsa_code_object_t, ctypes.c_char_p)
def hsa_executable_load_code_object(executable: struct_hsa_executable_s, agent: struct_hsa_agent_s, code_object: struct_hsa_code_object_s, options: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_code_object_t, ctypes.c_char_p, ctypes.POINTER(hsa_code_symbol_t))
def hsa_code_object_get_symbol(code_object: struct_hsa_code_object_s, symbol_name: bytes | None, symbol: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_code_object_t, ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(hsa_code_symbol_t))
def hsa_code_object_get_symbol_from_name(code_object: struct_hsa_code_object_s, module_name: bytes | None, symbol_name: bytes | None, symbol: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_code_symbol_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_code_symbol_get_info(code_symbol: struct_hsa_code_symbol_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_code_object_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_code_object_s, struct_hsa_code_symbol_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_code_object_iterate_symbols(code_object: struct_hsa_code_object_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.c_uint32, ctypes.POINTER(hsa_ext_image_format_t), ctypes.POINTER(ctypes.c_uint32))
def hsa_ext_image_get_capability(agent: struct_hsa_agent_s, geometry: int, image_format: ctypes._Pointer, capability_mask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.c_uint32, ctypes.POINTER(hsa_ext_image_format_t), ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
def hsa_ext_image_get_capability_with_layout(agent: struct_hsa_agent_s, geometry: int, image_format: ctypes._Pointer, image_data_layout: int, capability_mask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.POINTER(hsa_ext_image_descriptor_t), ctypes.c_uint32, ctypes.POINTER(hsa_ext_image_data_info_t))
def hsa_ext_image_data_get_info(agent: struct_hsa_agent_s, image_descriptor: ctypes._Pointer, access_permission: int, image_data_info: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.POINTER(hsa_ext_image_descriptor_t), ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(hsa_ext_image_data_info_t))
def hsa_ext_image_data_get_info_with_layout(agent: struct_hsa_agent_s, image_descriptor: ctypes._Pointer, access_permission: int, image_data_layout: int, image_data_row_pitch: int, image_data_slice_pitch: int, image_data_info: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.POINTER(hsa_ext_image_descriptor_t), ctypes.c_void_p, ctypes.c_uint32, ctypes.POINTER(hsa_ext_image_t))
def hsa_ext_image_create(agent: struct_hsa_agent_s, image_descriptor: ctypes._Pointer, image_data: int | None, access_permission: int, image: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.POINTER(hsa_ext_image_descriptor_t), ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(hsa_ext_image_t))
def hsa_ext_image_create_with_layout(agent: struct_hsa_agent_s, image_descriptor: ctypes._Pointer, image_data: int | None, access_permission: int, image_data_layout: int, image_data_row_pitch: int, image_data_slice_pitch: int, image: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, hsa_ext_image_t)
def hsa_ext_image_destroy(agent: struct_hsa_agent_s, image: struct_hsa_ext_image_s) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, hsa_ext_image_t, ctypes.POINTER(hsa_dim3_t), hsa_ext_image_t, ctypes.POINTER(hsa_dim3_t), ctypes.POINTER(hsa_dim3_t))
def hsa_ext_image_copy(agent: struct_hsa_agent_s, src_image: struct_hsa_ext_image_s, src_offset: ctypes._Pointer, dst_image: struct_hsa_ext_image_s, dst_offset: ctypes._Pointer, range: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64, hsa_ext_image_t, ctypes.POINTER(hsa_ext_image_region_t))
def hsa_ext_image_import(agent: struct_hsa_agent_s, src_memory: int | None, src_row_pitch: int, src_slice_pitch: int, dst_image: struct_hsa_ext_image_s, image_region: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, hsa_ext_image_t, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(hsa_ext_image_region_t))
def hsa_ext_image_export(agent: struct_hsa_agent_s, src_image: struct_hsa_ext_image_s, dst_memory: int | None, dst_row_pitch: int, dst_slice_pitch: int, image_region: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, hsa_ext_image_t, ctypes.c_void_p, ctypes.POINTER(hsa_ext_image_region_t))
def hsa_ext_image_clear(agent: struct_hsa_agent_s, image: struct_hsa_ext_image_s, data: int | None, image_region: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.POINTER(hsa_ext_sampler_descriptor_t), ctypes.POINTER(hsa_ext_sampler_t))
def hsa_ext_sampler_create(agent: struct_hsa_agent_s, sampler_descriptor: ctypes._Pointer, sampler: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, hsa_ext_sampler_t)
def hsa_ext_sampler_destroy(agent: struct_hsa_agent_s, sampler: struct_hsa_ext_sampler_s) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.POINTER(ctypes.c_uint32))
def hsa_amd_coherency_get_type(agent: struct_hsa_agent_s, type: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.c_uint32)
def hsa_amd_coherency_set_type(agent: struct_hsa_agent_s, type: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_queue_t), ctypes.c_int32)
def hsa_amd_profiling_set_profiler_enabled(queue: ctypes._Pointer, enable: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_bool)
def hsa_amd_profiling_async_copy_enable(enable: bool) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, hsa_signal_t, ctypes.POINTER(hsa_amd_profiling_dispatch_time_t))
def hsa_amd_profiling_get_dispatch_time(agent: struct_hsa_agent_s, signal: struct_hsa_signal_s, time: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_t, ctypes.POINTER(hsa_amd_profiling_async_copy_time_t))
def hsa_amd_profiling_get_async_copy_time(signal: struct_hsa_signal_s, time: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint64))
def hsa_amd_profiling_convert_tick_to_system_domain(agent: struct_hsa_agent_s, agent_tick: int, system_tick: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_value_t, ctypes.c_uint32, ctypes.POINTER(hsa_agent_t), ctypes.c_uint64, ctypes.POINTER(hsa_signal_t))
def hsa_amd_signal_create(initial_value: int, num_consumers: int, consumers: ctypes._Pointer, attributes: int, signal: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_t, ctypes.POINTER(ctypes.POINTER(hsa_signal_value_t)))
def hsa_amd_signal_value_pointer(signal: struct_hsa_signal_s, value_ptr: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_t, ctypes.c_uint32, hsa_signal_value_t, hsa_amd_signal_handler, ctypes.c_void_p)
def hsa_amd_signal_async_handler(signal: struct_hsa_signal_s, cond: int, value: int, handler: ctypes._CFuncPtr, arg: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.CFUNCTYPE(None, ctypes.c_void_p), ctypes.c_void_p)
def hsa_amd_async_function(callback: ctypes._CFuncPtr, arg: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(hsa_signal_t), ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(hsa_signal_value_t), ctypes.c_uint64, ctypes.c_uint32, ctypes.POINTER(hsa_signal_value_t))
def hsa_amd_signal_wait_any(signal_count: int, signals: ctypes._Pointer, conds: ctypes._Pointer, values: ctypes._Pointer, timeout_hint: int, wait_hint: int, satisfying_value: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_amd_image_get_info_max_dim(agent: struct_hsa_agent_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_queue_t), ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
def hsa_amd_queue_cu_set_mask(queue: ctypes._Pointer, num_cu_mask_count: int, cu_mask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_queue_t), ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
def hsa_amd_queue_cu_get_mask(queue: ctypes._Pointer, num_cu_mask_count: int, cu_mask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_amd_memory_pool_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_amd_memory_pool_get_info(memory_pool: struct_hsa_amd_memory_pool_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_amd_memory_pool_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_amd_agent_iterate_memory_pools(agent: struct_hsa_agent_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_amd_memory_pool_t, ctypes.c_uint64, ctypes.c_uint32, ctypes.POINTER(ctypes.c_void_p))
def hsa_amd_memory_pool_allocate(memory_pool: struct_hsa_amd_memory_pool_s, size: int, flags: int, ptr: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p)
def hsa_amd_memory_pool_free(ptr: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, hsa_agent_t, ctypes.c_void_p, hsa_agent_t, ctypes.c_uint64, ctypes.c_uint32, ctypes.POINTER(hsa_signal_t), hsa_signal_t)
def hsa_amd_memory_async_copy(dst: int | None, dst_agent: struct_hsa_agent_s, src: int | None, src_agent: struct_hsa_agent_s, size: int, num_dep_signals: int, dep_signals: ctypes._Pointer, completion_signal: struct_hsa_signal_s) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_pitched_ptr_t), ctypes.POINTER(hsa_dim3_t), ctypes.POINTER(hsa_pitched_ptr_t), ctypes.POINTER(hsa_dim3_t), ctypes.POINTER(hsa_dim3_t), hsa_agent_t, ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(hsa_signal_t), hsa_signal_t)
def hsa_amd_memory_async_copy_rect(dst: ctypes._Pointer, dst_offset: ctypes._Pointer, src: ctypes._Pointer, src_offset: ctypes._Pointer, range: ctypes._Pointer, copy_agent: struct_hsa_agent_s, dir: int, num_dep_signals: int, dep_signals: ctypes._Pointer, completion_signal: struct_hsa_signal_s) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, hsa_amd_memory_pool_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_amd_agent_memory_pool_get_info(agent: struct_hsa_agent_s, memory_pool: struct_hsa_amd_memory_pool_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(hsa_agent_t), ctypes.POINTER(ctypes.c_uint32), ctypes.c_void_p)
def hsa_amd_agents_allow_access(num_agents: int, agents: ctypes._Pointer, flags: ctypes._Pointer, ptr: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_amd_memory_pool_t, hsa_amd_memory_pool_t, ctypes.POINTER(ctypes.c_bool))
def hsa_amd_memory_pool_can_migrate(src_memory_pool: struct_hsa_amd_memory_pool_s, dst_memory_pool: struct_hsa_amd_memory_pool_s, result: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, hsa_amd_memory_pool_t, ctypes.c_uint32)
def hsa_amd_memory_migrate(ptr: int | None, memory_pool: struct_hsa_amd_memory_pool_s, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.POINTER(hsa_agent_t), ctypes.c_int32, ctypes.POINTER(ctypes.c_void_p))
def hsa_amd_memory_lock(host_ptr: int | None, size: int, agents: ctypes._Pointer, num_agent: int, agent_ptr: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.POINTER(hsa_agent_t), ctypes.c_int32, hsa_amd_memory_pool_t, ctypes.c_uint32, ctypes.POINTER(ctypes.c_void_p))
def hsa_amd_memory_lock_to_pool(host_ptr: int | None, size: int, agents: ctypes._Pointer, num_agent: int, pool: struct_hsa_amd_memory_pool_s, flags: int, agent_ptr: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p)
def hsa_amd_memory_unlock(host_ptr: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint64)
def hsa_amd_memory_fill(ptr: int | None, value: int, count: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(hsa_agent_t), ctypes.c_int32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_void_p))
def hsa_amd_interop_map_buffer(num_agents: int, agents: ctypes._Pointer, interop_handle: int, flags: int, size: ctypes._Pointer, ptr: ctypes._Pointer, metadata_size: ctypes._Pointer, metadata: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p)
def hsa_amd_interop_unmap_buffer(ptr: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.POINTER(hsa_ext_image_descriptor_t), ctypes.POINTER(hsa_amd_image_descriptor_t), ctypes.c_void_p, ctypes.c_uint32, ctypes.POINTER(hsa_ext_image_t))
def hsa_amd_image_create(agent: struct_hsa_agent_s, image_descriptor: ctypes._Pointer, image_layout: ctypes._Pointer, image_data: int | None, access_permission: int, image: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(hsa_amd_pointer_info_t), ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.POINTER(hsa_agent_t)))
def hsa_amd_pointer_info(ptr: int | None, info: ctypes._Pointer, alloc: ctypes._CFuncPtr, num_agents_accessible: ctypes._Pointer, accessible: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_void_p)
def hsa_amd_pointer_info_set_userdata(ptr: int | None, userdata: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.POINTER(hsa_amd_ipc_memory_t))
def hsa_amd_ipc_memory_create(ptr: int | None, len: int, handle: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_amd_ipc_memory_t), ctypes.c_uint64, ctypes.c_uint32, ctypes.POINTER(hsa_agent_t), ctypes.POINTER(ctypes.c_void_p))
def hsa_amd_ipc_memory_attach(handle: ctypes._Pointer, len: int, num_agents: int, mapping_agents: ctypes._Pointer, mapped_ptr: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p)
def hsa_amd_ipc_memory_detach(mapped_ptr: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_signal_t, ctypes.POINTER(hsa_amd_ipc_signal_t))
def hsa_amd_ipc_signal_create(signal: struct_hsa_signal_s, handle: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_amd_ipc_signal_t), ctypes.POINTER(hsa_signal_t))
def hsa_amd_ipc_signal_attach(handle: ctypes._Pointer, signal: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_amd_system_event_callback_t, ctypes.c_void_p)
def hsa_amd_register_system_event_handler(callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_queue_t), ctypes.c_uint32)
def hsa_amd_queue_set_priority(queue: ctypes._Pointer, priority: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, hsa_amd_deallocation_callback_t, ctypes.c_void_p)
def hsa_amd_register_deallocation_callback(ptr: int | None, callback: ctypes._CFuncPtr, user_data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, hsa_amd_deallocation_callback_t)
def hsa_amd_deregister_deallocation_callback(ptr: int | None, callback: ctypes._CFuncPtr) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.POINTER(hsa_amd_svm_attribute_pair_t), ctypes.c_uint64)
def hsa_amd_svm_attributes_set(ptr: int | None, size: int, attribute_list: ctypes._Pointer, attribute_count: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.POINTER(hsa_amd_svm_attribute_pair_t), ctypes.c_uint64)
def hsa_amd_svm_attributes_get(ptr: int | None, size: int, attribute_list: ctypes._Pointer, attribute_count: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, hsa_agent_t, ctypes.c_uint32, ctypes.POINTER(hsa_signal_t), hsa_signal_t)
def hsa_amd_svm_prefetch_async(ptr: int | None, size: int, agent: struct_hsa_agent_s, num_dep_signals: int, dep_signals: ctypes._Pointer, completion_signal: struct_hsa_signal_s) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_char_p, ctypes.POINTER(hsa_ext_program_t))
def hsa_ext_program_create(machine_model: int, profile: int, default_float_rounding_mode: int, options: bytes | None, program: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_ext_program_t)
def hsa_ext_program_destroy(program: struct_hsa_ext_program_s) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_ext_program_t, hsa_ext_module_t)
def hsa_ext_program_add_module(program: struct_hsa_ext_program_s, module: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_ext_program_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_ext_program_s, ctypes.POINTER(struct_BrigModuleHeader), ctypes.c_void_p), ctypes.c_void_p)
def hsa_ext_program_iterate_modules(program: struct_hsa_ext_program_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_ext_program_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_ext_program_get_info(program: struct_hsa_ext_program_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_ext_program_t, hsa_isa_t, ctypes.c_int32, hsa_ext_control_directives_t, ctypes.c_char_p, ctypes.c_uint32, ctypes.POINTER(hsa_code_object_t))
def hsa_ext_program_finalize(program: struct_hsa_ext_program_s, isa: struct_hsa_isa_s, call_convention: int, control_directives: struct_hsa_ext_control_directives_s, options: bytes | None, code_object_type: int, code_object: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_agent_t, ctypes.POINTER(hsa_ven_amd_aqlprofile_event_t), ctypes.POINTER(ctypes.c_bool))
def hsa_ven_amd_aqlprofile_validate_event(agent: struct_hsa_agent_s, event: ctypes._Pointer, result: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), ctypes.POINTER(hsa_ext_amd_aql_pm4_packet_t))
def hsa_ven_amd_aqlprofile_start(profile: ctypes._Pointer, aql_start_packet: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), ctypes.POINTER(hsa_ext_amd_aql_pm4_packet_t))
def hsa_ven_amd_aqlprofile_stop(profile: ctypes._Pointer, aql_stop_packet: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), ctypes.POINTER(hsa_ext_amd_aql_pm4_packet_t))
def hsa_ven_amd_aqlprofile_read(profile: ctypes._Pointer, aql_read_packet: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_ext_amd_aql_pm4_packet_t), ctypes.c_void_p)
def hsa_ven_amd_aqlprofile_legacy_get_pm4(aql_packet: ctypes._Pointer, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), ctypes.c_uint32, ctypes.c_void_p)
def hsa_ven_amd_aqlprofile_get_info(profile: ctypes._Pointer, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_aqlprofile_profile_t), hsa_ven_amd_aqlprofile_data_callback_t, ctypes.c_void_p)
def hsa_ven_amd_aqlprofile_iterate_data(profile: ctypes._Pointer, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p))
def hsa_ven_amd_aqlprofile_error_string(str: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p))
def hsa_ven_amd_loader_query_host_address(device_address: int | None, host_address: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(hsa_ven_amd_loader_segment_descriptor_t), ctypes.POINTER(ctypes.c_uint64))
def hsa_ven_amd_loader_query_segment_descriptors(segment_descriptors: ctypes._Pointer, num_segment_descriptors: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(hsa_executable_t))
def hsa_ven_amd_loader_query_executable(device_address: int | None, executable: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_executable_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, struct_hsa_loaded_code_object_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_ven_amd_loader_executable_iterate_loaded_code_objects(executable: struct_hsa_executable_s, callback: ctypes._CFuncPtr, data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_loaded_code_object_t, ctypes.c_uint32, ctypes.c_void_p)
def hsa_ven_amd_loader_loaded_code_object_get_info(loaded_code_object: struct_hsa_loaded_code_object_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, hsa_file_t, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(hsa_code_object_reader_t))
def hsa_ven_amd_loader_code_object_reader_create_from_file_with_offset_size(file: int, offset: int, size: int, code_object_reader: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_hsa_executable_s, ctypes.c_void_p), ctypes.c_void_p)
def hsa_ven_amd_loader_iterate_executables(callback: ctypes._CFuncPtr, data: int | None) -> int: ...

HSA_VERSION_1_0 = 1
HSA_AMD_INTERFACE_VERSION_MAJOR = 1
HSA_AMD_INTERFACE_VERSION_MINOR = 0
AMD_HSA_ABI_VERSION = "AMD GPU Architecture v0.35 (June 25, 2015)"
AMD_QUEUE_ALIGN_BYTES = 64
AMD_SIGNAL_ALIGN_BYTES = 64
AMD_CONTROL_DIRECTIVES_ALIGN_BYTES = 64
AMD_ISA_ALIGN_BYTES = 256
AMD_KERNEL_CODE_ALIGN_BYTES = 64
HSA_AQLPROFILE_VERSION_MAJOR = 2
HSA_AQLPROFILE_VERSION_MINOR = 0
hsa_ven_amd_aqlprofile_VERSION_MAJOR = 1
hsa_ven_amd_loader = 0o01003
