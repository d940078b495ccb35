# tg-autogen 0.1.0 generated this from cudart:nvJitLink.h (inputs sha256 5d009a2605470279); regenerate with: tg-autogen nvjitlink
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR
dll = c.DLL('nvJitLink', ['nvJitLink'], paths=['/usr/local/cuda/lib64', '/usr/local/cuda/targets/x86_64-linux/lib'])

@c.record
class struct_nvJitLink(c.Struct):
  SIZE = 0

nvJitLinkResult: dict[int, str] = {(NVJITLINK_SUCCESS := 0): 'NVJITLINK_SUCCESS', (NVJITLINK_ERROR_UNRECOGNIZED_OPTION := 1): 'NVJITLINK_ERROR_UNRECOGNIZED_OPTION', (NVJITLINK_ERROR_MISSING_ARCH := 2): 'NVJITLINK_ERROR_MISSING_ARCH', (NVJITLINK_ERROR_INVALID_INPUT := 3): 'NVJITLINK_ERROR_INVALID_INPUT', (NVJITLINK_ERROR_PTX_COMPILE := 4): 'NVJITLINK_ERROR_PTX_COMPILE', (NVJITLINK_ERROR_NVVM_COMPILE := 5): 'NVJITLINK_ERROR_NVVM_COMPILE', (NVJITLINK_ERROR_INTERNAL := 6): 'NVJITLINK_ERROR_INTERNAL', (NVJITLINK_ERROR_THREADPOOL := 7): 'NVJITLINK_ERROR_THREADPOOL', (NVJITLINK_ERROR_UNRECOGNIZED_INPUT := 8): 'NVJITLINK_ERROR_UNRECOGNIZED_INPUT', (NVJITLINK_ERROR_FINALIZE := 9): 'NVJITLINK_ERROR_FINALIZE', (NVJITLINK_ERROR_NULL_INPUT := 10): 'NVJITLINK_ERROR_NULL_INPUT', (NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS := 11): 'NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS', (NVJITLINK_ERROR_INCORRECT_INPUT_TYPE := 12): 'NVJITLINK_ERROR_INCORRECT_INPUT_TYPE', (NVJITLINK_ERROR_ARCH_MISMATCH := 13): 'NVJITLINK_ERROR_ARCH_MISMATCH', (NVJITLINK_ERROR_OUTDATED_LIBRARY := 14): 'NVJITLINK_ERROR_OUTDATED_LIBRARY', (NVJITLINK_ERROR_MISSING_FATBIN := 15): 'NVJITLINK_ERROR_MISSING_FATBIN', (NVJITLINK_ERROR_UNRECOGNIZED_ARCH := 16): 'NVJITLINK_ERROR_UNRECOGNIZED_ARCH', (NVJITLINK_ERROR_UNSUPPORTED_ARCH := 17): 'NVJITLINK_ERROR_UNSUPPORTED_ARCH', (NVJITLINK_ERROR_LTO_NOT_ENABLED := 18): 'NVJITLINK_ERROR_LTO_NOT_ENABLED'}
nvJitLinkInputType: dict[int, str] = {(NVJITLINK_INPUT_NONE := 0): 'NVJITLINK_INPUT_NONE', (NVJITLINK_INPUT_CUBIN := 1): 'NVJITLINK_INPUT_CUBIN', (NVJITLINK_INPUT_PTX := 2): 'NVJITLINK_INPUT_PTX', (NVJITLINK_INPUT_LTOIR := 3): 'NVJITLINK_INPUT_LTOIR', (NVJITLINK_INPUT_FATBIN := 4): 'NVJITLINK_INPUT_FATBIN', (NVJITLINK_INPUT_OBJECT := 5): 'NVJITLINK_INPUT_OBJECT', (NVJITLINK_INPUT_LIBRARY := 6): 'NVJITLINK_INPUT_LIBRARY', (NVJITLINK_INPUT_INDEX := 7): 'NVJITLINK_INPUT_INDEX', (NVJITLINK_INPUT_ANY := 10): 'NVJITLINK_INPUT_ANY'}
nvJitLinkHandle = ctypes.POINTER(struct_nvJitLink)

@dll.bind(ctypes.c_uint32, ctypes.POINTER(nvJitLinkHandle), ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p))
def __nvJitLinkCreate_13_0(handle: ctypes._Pointer, numOptions: int, options: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(nvJitLinkHandle))
def __nvJitLinkDestroy_13_0(handle: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_char_p)
def __nvJitLinkAddData_13_0(handle: ctypes._Pointer, inputType: int, data: int | None, size: int, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.c_uint32, ctypes.c_char_p)
def __nvJitLinkAddFile_13_0(handle: ctypes._Pointer, inputType: int, fileName: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle)
def __nvJitLinkComplete_13_0(handle: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.POINTER(ctypes.c_uint64))
def __nvJitLinkGetLinkedCubinSize_13_0(handle: ctypes._Pointer, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.c_void_p)
def __nvJitLinkGetLinkedCubin_13_0(handle: ctypes._Pointer, cubin: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.POINTER(ctypes.c_uint64))
def __nvJitLinkGetLinkedPtxSize_13_0(handle: ctypes._Pointer, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.c_char_p)
def __nvJitLinkGetLinkedPtx_13_0(handle: ctypes._Pointer, ptx: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.POINTER(ctypes.c_uint64))
def __nvJitLinkGetErrorLogSize_13_0(handle: ctypes._Pointer, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.c_char_p)
def __nvJitLinkGetErrorLog_13_0(handle: ctypes._Pointer, log: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.POINTER(ctypes.c_uint64))
def __nvJitLinkGetInfoLogSize_13_0(handle: ctypes._Pointer, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, nvJitLinkHandle, ctypes.c_char_p)
def __nvJitLinkGetInfoLog_13_0(handle: ctypes._Pointer, log: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32))
def nvJitLinkVersion(major: ctypes._Pointer, minor: ctypes._Pointer) -> int: ...
