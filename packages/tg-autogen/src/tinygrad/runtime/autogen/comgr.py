# tg-autogen 0.1.0 generated this from usr:amd_comgr.h (inputs sha256 9ab9e04eec316aad); regenerate with: tg-autogen comgr
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR
dll = c.DLL('comgr', ['amd_comgr'], paths=['/opt/rocm/lib'])

@c.record
class struct_amd_comgr_data_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_amd_comgr_data_set_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_amd_comgr_action_info_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_amd_comgr_metadata_node_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_amd_comgr_symbol_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_amd_comgr_disassembly_info_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_amd_comgr_symbolizer_info_s(c.Struct):
  SIZE = 8
  handle: int

@c.record
class struct_code_object_info_s(c.Struct):
  SIZE = 24
  isa: bytes | None
  size: int
  offset: int

enum_amd_comgr_status_s: dict[int, str] = {(AMD_COMGR_STATUS_SUCCESS := 0): 'AMD_COMGR_STATUS_SUCCESS', (AMD_COMGR_STATUS_ERROR := 1): 'AMD_COMGR_STATUS_ERROR', (AMD_COMGR_STATUS_ERROR_INVALID_ARGUMENT := 2): 'AMD_COMGR_STATUS_ERROR_INVALID_ARGUMENT', (AMD_COMGR_STATUS_ERROR_OUT_OF_RESOURCES := 3): 'AMD_COMGR_STATUS_ERROR_OUT_OF_RESOURCES'}
enum_amd_comgr_language_s: dict[int, str] = {(AMD_COMGR_LANGUAGE_NONE := 0): 'AMD_COMGR_LANGUAGE_NONE', (AMD_COMGR_LANGUAGE_OPENCL_1_2 := 1): 'AMD_COMGR_LANGUAGE_OPENCL_1_2', (AMD_COMGR_LANGUAGE_OPENCL_2_0 := 2): 'AMD_COMGR_LANGUAGE_OPENCL_2_0', (AMD_COMGR_LANGUAGE_HC := 3): 'AMD_COMGR_LANGUAGE_HC', (AMD_COMGR_LANGUAGE_HIP := 4): 'AMD_COMGR_LANGUAGE_HIP', (AMD_COMGR_LANGUAGE_LAST := 4): 'AMD_COMGR_LANGUAGE_LAST'}
enum_amd_comgr_data_kind_s: dict[int, str] = {(AMD_COMGR_DATA_KIND_UNDEF := 0): 'AMD_COMGR_DATA_KIND_UNDEF', (AMD_COMGR_DATA_KIND_SOURCE := 1): 'AMD_COMGR_DATA_KIND_SOURCE', (AMD_COMGR_DATA_KIND_INCLUDE := 2): 'AMD_COMGR_DATA_KIND_INCLUDE', (AMD_COMGR_DATA_KIND_PRECOMPILED_HEADER := 3): 'AMD_COMGR_DATA_KIND_PRECOMPILED_HEADER', (AMD_COMGR_DATA_KIND_DIAGNOSTIC := 4): 'AMD_COMGR_DATA_KIND_DIAGNOSTIC', (AMD_COMGR_DATA_KIND_LOG := 5): 'AMD_COMGR_DATA_KIND_LOG', (AMD_COMGR_DATA_KIND_BC := 6): 'AMD_COMGR_DATA_KIND_BC', (AMD_COMGR_DATA_KIND_RELOCATABLE := 7): 'AMD_COMGR_DATA_KIND_RELOCATABLE', (AMD_COMGR_DATA_KIND_EXECUTABLE := 8): 'AMD_COMGR_DATA_KIND_EXECUTABLE', (AMD_COMGR_DATA_KIND_BYTES := 9): 'AMD_COMGR_DATA_KIND_BYTES', (AMD_COMGR_DATA_KIND_FATBIN := 16): 'AMD_COMGR_DATA_KIND_FATBIN', (AMD_COMGR_DATA_KIND_LAST := 16): 'AMD_COMGR_DATA_KIND_LAST'}
amd_comgr_data_t = struct_amd_comgr_data_s
amd_comgr_data_set_t = struct_amd_comgr_data_set_s
amd_comgr_action_info_t = struct_amd_comgr_action_info_s
amd_comgr_metadata_node_t = struct_amd_comgr_metadata_node_s
amd_comgr_symbol_t = struct_amd_comgr_symbol_s
amd_comgr_disassembly_info_t = struct_amd_comgr_disassembly_info_s
amd_comgr_symbolizer_info_t = struct_amd_comgr_symbolizer_info_s
enum_amd_comgr_action_kind_s: dict[int, str] = {(AMD_COMGR_ACTION_SOURCE_TO_PREPROCESSOR := 0): 'AMD_COMGR_ACTION_SOURCE_TO_PREPROCESSOR', (AMD_COMGR_ACTION_ADD_PRECOMPILED_HEADERS := 1): 'AMD_COMGR_ACTION_ADD_PRECOMPILED_HEADERS', (AMD_COMGR_ACTION_COMPILE_SOURCE_TO_BC := 2): 'AMD_COMGR_ACTION_COMPILE_SOURCE_TO_BC', (AMD_COMGR_ACTION_ADD_DEVICE_LIBRARIES := 3): 'AMD_COMGR_ACTION_ADD_DEVICE_LIBRARIES', (AMD_COMGR_ACTION_LINK_BC_TO_BC := 4): 'AMD_COMGR_ACTION_LINK_BC_TO_BC', (AMD_COMGR_ACTION_OPTIMIZE_BC_TO_BC := 5): 'AMD_COMGR_ACTION_OPTIMIZE_BC_TO_BC', (AMD_COMGR_ACTION_CODEGEN_BC_TO_RELOCATABLE := 6): 'AMD_COMGR_ACTION_CODEGEN_BC_TO_RELOCATABLE', (AMD_COMGR_ACTION_CODEGEN_BC_TO_ASSEMBLY := 7): 'AMD_COMGR_ACTION_CODEGEN_BC_TO_ASSEMBLY', (AMD_COMGR_ACTION_LINK_RELOCATABLE_TO_RELOCATABLE := 8): 'AMD_COMGR_ACTION_LINK_RELOCATABLE_TO_RELOCATABLE', (AMD_COMGR_ACTION_LINK_RELOCATABLE_TO_EXECUTABLE := 9): 'AMD_COMGR_ACTION_LINK_RELOCATABLE_TO_EXECUTABLE', (AMD_COMGR_ACTION_ASSEMBLE_SOURCE_TO_RELOCATABLE := 10): 'AMD_COMGR_ACTION_ASSEMBLE_SOURCE_TO_RELOCATABLE', (AMD_COMGR_ACTION_DISASSEMBLE_RELOCATABLE_TO_SOURCE := 11): 'AMD_COMGR_ACTION_DISASSEMBLE_RELOCATABLE_TO_SOURCE', (AMD_COMGR_ACTION_DISASSEMBLE_EXECUTABLE_TO_SOURCE := 12): 'AMD_COMGR_ACTION_DISASSEMBLE_EXECUTABLE_TO_SOURCE', (AMD_COMGR_ACTION_DISASSEMBLE_BYTES_TO_SOURCE := 13): 'AMD_COMGR_ACTION_DISASSEMBLE_BYTES_TO_SOURCE', (AMD_COMGR_ACTION_COMPILE_SOURCE_TO_FATBIN := 14): 'AMD_COMGR_ACTION_COMPILE_SOURCE_TO_FATBIN', (AMD_COMGR_ACTION_COMPILE_SOURCE_WITH_DEVICE_LIBS_TO_BC := 15): 'AMD_COMGR_ACTION_COMPILE_SOURCE_WITH_DEVICE_LIBS_TO_BC', (AMD_COMGR_ACTION_LAST := 15): 'AMD_COMGR_ACTION_LAST'}
enum_amd_comgr_metadata_kind_s: dict[int, str] = {(AMD_COMGR_METADATA_KIND_NULL := 0): 'AMD_COMGR_METADATA_KIND_NULL', (AMD_COMGR_METADATA_KIND_STRING := 1): 'AMD_COMGR_METADATA_KIND_STRING', (AMD_COMGR_METADATA_KIND_MAP := 2): 'AMD_COMGR_METADATA_KIND_MAP', (AMD_COMGR_METADATA_KIND_LIST := 3): 'AMD_COMGR_METADATA_KIND_LIST', (AMD_COMGR_METADATA_KIND_LAST := 3): 'AMD_COMGR_METADATA_KIND_LAST'}
enum_amd_comgr_symbol_type_s: dict[int, str] = {(AMD_COMGR_SYMBOL_TYPE_UNKNOWN := -1): 'AMD_COMGR_SYMBOL_TYPE_UNKNOWN', (AMD_COMGR_SYMBOL_TYPE_NOTYPE := 0): 'AMD_COMGR_SYMBOL_TYPE_NOTYPE', (AMD_COMGR_SYMBOL_TYPE_OBJECT := 1): 'AMD_COMGR_SYMBOL_TYPE_OBJECT', (AMD_COMGR_SYMBOL_TYPE_FUNC := 2): 'AMD_COMGR_SYMBOL_TYPE_FUNC', (AMD_COMGR_SYMBOL_TYPE_SECTION := 3): 'AMD_COMGR_SYMBOL_TYPE_SECTION', (AMD_COMGR_SYMBOL_TYPE_FILE := 4): 'AMD_COMGR_SYMBOL_TYPE_FILE', (AMD_COMGR_SYMBOL_TYPE_COMMON := 5): 'AMD_COMGR_SYMBOL_TYPE_COMMON', (AMD_COMGR_SYMBOL_TYPE_AMDGPU_HSA_KERNEL := 10): 'AMD_COMGR_SYMBOL_TYPE_AMDGPU_HSA_KERNEL'}
enum_amd_comgr_symbol_info_s: dict[int, str] = {(AMD_COMGR_SYMBOL_INFO_NAME_LENGTH := 0): 'AMD_COMGR_SYMBOL_INFO_NAME_LENGTH', (AMD_COMGR_SYMBOL_INFO_NAME := 1): 'AMD_COMGR_SYMBOL_INFO_NAME', (AMD_COMGR_SYMBOL_INFO_TYPE := 2): 'AMD_COMGR_SYMBOL_INFO_TYPE', (AMD_COMGR_SYMBOL_INFO_SIZE := 3): 'AMD_COMGR_SYMBOL_INFO_SIZE', (AMD_COMGR_SYMBOL_INFO_IS_UNDEFINED := 4): 'AMD_COMGR_SYMBOL_INFO_IS_UNDEFINED', (AMD_COMGR_SYMBOL_INFO_VALUE := 5): 'AMD_COMGR_SYMBOL_INFO_VALUE', (AMD_COMGR_SYMBOL_INFO_LAST := 5): 'AMD_COMGR_SYMBOL_INFO_LAST'}
amd_comgr_code_object_info_t = struct_code_object_info_s
struct_amd_comgr_data_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_amd_comgr_data_set_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_amd_comgr_action_info_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_amd_comgr_metadata_node_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_amd_comgr_symbol_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_amd_comgr_disassembly_info_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_amd_comgr_symbolizer_info_s.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
struct_code_object_info_s.register_fields([
  ('isa', ctypes.c_char_p, 0),
  ('size', ctypes.c_uint64, 8),
  ('offset', ctypes.c_uint64, 16),
])

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p))
def amd_comgr_status_string(status: int, status_string: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64))
def amd_comgr_get_version(major: ctypes._Pointer, minor: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64))
def amd_comgr_get_isa_count(count: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint64, ctypes.POINTER(ctypes.c_char_p))
def amd_comgr_get_isa_name(index: int, isa_name: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_char_p, ctypes.POINTER(amd_comgr_metadata_node_t))
def amd_comgr_get_isa_metadata(isa_name: bytes | None, metadata: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(amd_comgr_data_t))
def amd_comgr_create_data(kind: int, data: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t)
def amd_comgr_release_data(data: struct_amd_comgr_data_s) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.POINTER(ctypes.c_uint32))
def amd_comgr_get_data_kind(data: struct_amd_comgr_data_s, kind: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.c_uint64, ctypes.c_char_p)
def amd_comgr_set_data(data: struct_amd_comgr_data_s, size: int, bytes: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.c_int32, ctypes.c_uint64, ctypes.c_uint64)
def amd_comgr_set_data_from_file_slice(data: struct_amd_comgr_data_s, file_descriptor: int, offset: int, size: int) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.c_char_p)
def amd_comgr_set_data_name(data: struct_amd_comgr_data_s, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.POINTER(ctypes.c_uint64), ctypes.c_char_p)
def amd_comgr_get_data(data: struct_amd_comgr_data_s, size: ctypes._Pointer, bytes: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.POINTER(ctypes.c_uint64), ctypes.c_char_p)
def amd_comgr_get_data_name(data: struct_amd_comgr_data_s, size: ctypes._Pointer, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.POINTER(ctypes.c_uint64), ctypes.c_char_p)
def amd_comgr_get_data_isa_name(data: struct_amd_comgr_data_s, size: ctypes._Pointer, isa_name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_void_p), ctypes.POINTER(amd_comgr_symbolizer_info_t))
def amd_comgr_create_symbolizer_info(code_object: struct_amd_comgr_data_s, print_symbol_callback: ctypes._CFuncPtr, symbolizer_info: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_symbolizer_info_t)
def amd_comgr_destroy_symbolizer_info(symbolizer_info: struct_amd_comgr_symbolizer_info_s) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_symbolizer_info_t, ctypes.c_uint64, ctypes.c_bool, ctypes.c_void_p)
def amd_comgr_symbolize(symbolizer_info: struct_amd_comgr_symbolizer_info_s, address: int, is_code: bool, user_data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.POINTER(amd_comgr_metadata_node_t))
def amd_comgr_get_data_metadata(data: struct_amd_comgr_data_s, metadata: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_metadata_node_t)
def amd_comgr_destroy_metadata(metadata: struct_amd_comgr_metadata_node_s) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(amd_comgr_data_set_t))
def amd_comgr_create_data_set(data_set: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_set_t)
def amd_comgr_destroy_data_set(data_set: struct_amd_comgr_data_set_s) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_set_t, amd_comgr_data_t)
def amd_comgr_data_set_add(data_set: struct_amd_comgr_data_set_s, data: struct_amd_comgr_data_s) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_set_t, ctypes.c_uint32)
def amd_comgr_data_set_remove(data_set: struct_amd_comgr_data_set_s, data_kind: int) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_set_t, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64))
def amd_comgr_action_data_count(data_set: struct_amd_comgr_data_set_s, data_kind: int, count: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_set_t, ctypes.c_uint32, ctypes.c_uint64, ctypes.POINTER(amd_comgr_data_t))
def amd_comgr_action_data_get_data(data_set: struct_amd_comgr_data_set_s, data_kind: int, index: int, data: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(amd_comgr_action_info_t))
def amd_comgr_create_action_info(action_info: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t)
def amd_comgr_destroy_action_info(action_info: struct_amd_comgr_action_info_s) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.c_char_p)
def amd_comgr_action_info_set_isa_name(action_info: struct_amd_comgr_action_info_s, isa_name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.POINTER(ctypes.c_uint64), ctypes.c_char_p)
def amd_comgr_action_info_get_isa_name(action_info: struct_amd_comgr_action_info_s, size: ctypes._Pointer, isa_name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.c_uint32)
def amd_comgr_action_info_set_language(action_info: struct_amd_comgr_action_info_s, language: int) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.POINTER(ctypes.c_uint32))
def amd_comgr_action_info_get_language(action_info: struct_amd_comgr_action_info_s, language: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.c_char_p)
def amd_comgr_action_info_set_options(action_info: struct_amd_comgr_action_info_s, options: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.POINTER(ctypes.c_uint64), ctypes.c_char_p)
def amd_comgr_action_info_get_options(action_info: struct_amd_comgr_action_info_s, size: ctypes._Pointer, options: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, (ctypes.c_char_p * 0), ctypes.c_uint64)
def amd_comgr_action_info_set_option_list(action_info: struct_amd_comgr_action_info_s, options: ctypes.Array, count: int) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.POINTER(ctypes.c_uint64))
def amd_comgr_action_info_get_option_list_count(action_info: struct_amd_comgr_action_info_s, count: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint64), ctypes.c_char_p)
def amd_comgr_action_info_get_option_list_item(action_info: struct_amd_comgr_action_info_s, index: int, size: ctypes._Pointer, option: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.c_char_p)
def amd_comgr_action_info_set_working_directory_path(action_info: struct_amd_comgr_action_info_s, path: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.POINTER(ctypes.c_uint64), ctypes.c_char_p)
def amd_comgr_action_info_get_working_directory_path(action_info: struct_amd_comgr_action_info_s, size: ctypes._Pointer, path: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.c_bool)
def amd_comgr_action_info_set_logging(action_info: struct_amd_comgr_action_info_s, logging: bool) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_action_info_t, ctypes.POINTER(ctypes.c_bool))
def amd_comgr_action_info_get_logging(action_info: struct_amd_comgr_action_info_s, logging: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, amd_comgr_action_info_t, amd_comgr_data_set_t, amd_comgr_data_set_t)
def amd_comgr_do_action(kind: int, info: struct_amd_comgr_action_info_s, input: struct_amd_comgr_data_set_s, result: struct_amd_comgr_data_set_s) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_metadata_node_t, ctypes.POINTER(ctypes.c_uint32))
def amd_comgr_get_metadata_kind(metadata: struct_amd_comgr_metadata_node_s, kind: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_metadata_node_t, ctypes.POINTER(ctypes.c_uint64), ctypes.c_char_p)
def amd_comgr_get_metadata_string(metadata: struct_amd_comgr_metadata_node_s, size: ctypes._Pointer, string: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_metadata_node_t, ctypes.POINTER(ctypes.c_uint64))
def amd_comgr_get_metadata_map_size(metadata: struct_amd_comgr_metadata_node_s, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_metadata_node_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_amd_comgr_metadata_node_s, struct_amd_comgr_metadata_node_s, ctypes.c_void_p), ctypes.c_void_p)
def amd_comgr_iterate_map_metadata(metadata: struct_amd_comgr_metadata_node_s, callback: ctypes._CFuncPtr, user_data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_metadata_node_t, ctypes.c_char_p, ctypes.POINTER(amd_comgr_metadata_node_t))
def amd_comgr_metadata_lookup(metadata: struct_amd_comgr_metadata_node_s, key: bytes | None, value: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_metadata_node_t, ctypes.POINTER(ctypes.c_uint64))
def amd_comgr_get_metadata_list_size(metadata: struct_amd_comgr_metadata_node_s, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_metadata_node_t, ctypes.c_uint64, ctypes.POINTER(amd_comgr_metadata_node_t))
def amd_comgr_index_list_metadata(metadata: struct_amd_comgr_metadata_node_s, index: int, value: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.CFUNCTYPE(ctypes.c_uint32, struct_amd_comgr_symbol_s, ctypes.c_void_p), ctypes.c_void_p)
def amd_comgr_iterate_symbols(data: struct_amd_comgr_data_s, callback: ctypes._CFuncPtr, user_data: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.c_char_p, ctypes.POINTER(amd_comgr_symbol_t))
def amd_comgr_symbol_lookup(data: struct_amd_comgr_data_s, name: bytes | None, symbol: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_symbol_t, ctypes.c_uint32, ctypes.c_void_p)
def amd_comgr_symbol_get_info(symbol: struct_amd_comgr_symbol_s, attribute: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_char_p, ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_uint64, ctypes.c_char_p, ctypes.c_uint64, ctypes.c_void_p), ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_void_p), ctypes.CFUNCTYPE(None, ctypes.c_uint64, ctypes.c_void_p), ctypes.POINTER(amd_comgr_disassembly_info_t))
def amd_comgr_create_disassembly_info(isa_name: bytes | None, read_memory_callback: ctypes._CFuncPtr, print_instruction_callback: ctypes._CFuncPtr, print_address_annotation_callback: ctypes._CFuncPtr, disassembly_info: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_disassembly_info_t)
def amd_comgr_destroy_disassembly_info(disassembly_info: struct_amd_comgr_disassembly_info_s) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_disassembly_info_t, ctypes.c_uint64, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def amd_comgr_disassemble_instruction(disassembly_info: struct_amd_comgr_disassembly_info_s, address: int, user_data: int | None, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.POINTER(amd_comgr_data_t))
def amd_comgr_demangle_symbol_name(mangled_symbol_name: struct_amd_comgr_data_s, demangled_symbol_name: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, amd_comgr_data_t, ctypes.POINTER(amd_comgr_code_object_info_t), ctypes.c_uint64)
def amd_comgr_lookup_code_object(data: struct_amd_comgr_data_s, info_list: ctypes._Pointer, info_list_size: int) -> int: ...

AMD_COMGR_INTERFACE_VERSION_MAJOR = 2
AMD_COMGR_INTERFACE_VERSION_MINOR = 4
