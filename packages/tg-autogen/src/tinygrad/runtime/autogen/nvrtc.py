# tg-autogen 0.1.0 generated this from cudart:nvrtc.h (inputs sha256 a58c469800960cfa); regenerate with: tg-autogen nvrtc
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR
dll = c.DLL('nvrtc', ['nvrtc'], paths=['/usr/local/cuda/lib64', '/usr/local/cuda/targets/x86_64-linux/lib'])

@c.record
class struct__nvrtcProgram(c.Struct):
  SIZE = 0

nvrtcResult: dict[int, str] = {(NVRTC_SUCCESS := 0): 'NVRTC_SUCCESS', (NVRTC_ERROR_OUT_OF_MEMORY := 1): 'NVRTC_ERROR_OUT_OF_MEMORY', (NVRTC_ERROR_PROGRAM_CREATION_FAILURE := 2): 'NVRTC_ERROR_PROGRAM_CREATION_FAILURE', (NVRTC_ERROR_INVALID_INPUT := 3): 'NVRTC_ERROR_INVALID_INPUT', (NVRTC_ERROR_INVALID_PROGRAM := 4): 'NVRTC_ERROR_INVALID_PROGRAM', (NVRTC_ERROR_INVALID_OPTION := 5): 'NVRTC_ERROR_INVALID_OPTION', (NVRTC_ERROR_COMPILATION := 6): 'NVRTC_ERROR_COMPILATION', (NVRTC_ERROR_BUILTIN_OPERATION_FAILURE := 7): 'NVRTC_ERROR_BUILTIN_OPERATION_FAILURE', (NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION := 8): 'NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION', (NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION := 9): 'NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION', (NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID := 10): 'NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID', (NVRTC_ERROR_INTERNAL_ERROR := 11): 'NVRTC_ERROR_INTERNAL_ERROR', (NVRTC_ERROR_TIME_FILE_WRITE_FAILED := 12): 'NVRTC_ERROR_TIME_FILE_WRITE_FAILED', (NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED := 13): 'NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED', (NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED := 14): 'NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED', (NVRTC_ERROR_PCH_CREATE := 15): 'NVRTC_ERROR_PCH_CREATE', (NVRTC_ERROR_CANCELLED := 16): 'NVRTC_ERROR_CANCELLED', (NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED := 17): 'NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED'}
nvrtcProgram = ctypes.POINTER(struct__nvrtcProgram)

@dll.bind(ctypes.c_char_p, ctypes.c_uint32)
def nvrtcGetErrorString(result: int) -> bytes | None: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32))
def nvrtcVersion(major: ctypes._Pointer, minor: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32))
def nvrtcGetNumSupportedArchs(numArchs: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32))
def nvrtcGetSupportedArchs(supportedArchs: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(nvrtcProgram), ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int32, ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(ctypes.c_char_p))
def nvrtcCreateProgram(prog: ctypes._Pointer, src: bytes | None, name: bytes | None, numHeaders: int, headers: ctypes._Pointer, includeNames: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(nvrtcProgram))
def nvrtcDestroyProgram(prog: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.c_int32, ctypes.POINTER(ctypes.c_char_p))
def nvrtcCompileProgram(prog: ctypes._Pointer, numOptions: int, options: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.POINTER(ctypes.c_uint64))
def nvrtcGetPTXSize(prog: ctypes._Pointer, ptxSizeRet: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.c_char_p)
def nvrtcGetPTX(prog: ctypes._Pointer, ptx: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.POINTER(ctypes.c_uint64))
def nvrtcGetCUBINSize(prog: ctypes._Pointer, cubinSizeRet: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.c_char_p)
def nvrtcGetCUBIN(prog: ctypes._Pointer, cubin: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.POINTER(ctypes.c_uint64))
def nvrtcGetLTOIRSize(prog: ctypes._Pointer, LTOIRSizeRet: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.c_char_p)
def nvrtcGetLTOIR(prog: ctypes._Pointer, LTOIR: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.POINTER(ctypes.c_uint64))
def nvrtcGetOptiXIRSize(prog: ctypes._Pointer, optixirSizeRet: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.c_char_p)
def nvrtcGetOptiXIR(prog: ctypes._Pointer, optixir: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.POINTER(ctypes.c_uint64))
def nvrtcGetProgramLogSize(prog: ctypes._Pointer, logSizeRet: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.c_char_p)
def nvrtcGetProgramLog(prog: ctypes._Pointer, log: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.c_char_p)
def nvrtcAddNameExpression(prog: ctypes._Pointer, name_expression: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p))
def nvrtcGetLoweredName(prog: ctypes._Pointer, name_expression: bytes | None, lowered_name: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64))
def nvrtcGetPCHHeapSize(ret: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint64)
def nvrtcSetPCHHeapSize(size: int) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram)
def nvrtcGetPCHCreateStatus(prog: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.POINTER(ctypes.c_uint64))
def nvrtcGetPCHHeapSizeRequired(prog: ctypes._Pointer, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvrtcProgram, ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p), ctypes.c_void_p)
def nvrtcSetFlowCallback(prog: ctypes._Pointer, callback: ctypes._CFuncPtr, payload: int | None) -> int: ...
