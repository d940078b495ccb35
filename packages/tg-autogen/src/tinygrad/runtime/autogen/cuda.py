# tg-autogen 0.1.0 generated this from cuda:cuda.h (inputs sha256 ab1d4138f4b38ccb); regenerate with: tg-autogen cuda
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR
dll = c.DLL('cuda', ['cuda'], paths=['/usr/local/cuda/lib64', '/usr/lib/wsl/lib'])

@c.record
class struct_CUctx_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUmod_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUfunc_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUlib_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUkern_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUarray_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUmipmappedArray_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUtexref_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUsurfref_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUevent_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUstream_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUgraphicsResource_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUextMemory_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUextSemaphore_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUgraph_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUgraphNode_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUgraphExec_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUmemPoolHandle_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUuserObject_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUgraphDeviceUpdatableNode_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUasyncCallbackEntry_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUgreenCtx_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUuuid_st(c.Struct):
  SIZE = 16
  bytes: ctypes.Array

@c.record
class struct_CUmemFabricHandle_st(c.Struct):
  SIZE = 64
  data: ctypes.Array

@c.record
class struct_CUipcEventHandle_st(c.Struct):
  SIZE = 64
  reserved: ctypes.Array

@c.record
class struct_CUipcMemHandle_st(c.Struct):
  SIZE = 64
  reserved: ctypes.Array

@c.record
class union_CUstreamBatchMemOpParams_union(c.Struct):
  SIZE = 48
  operation: int
  waitValue: struct_CUstreamMemOpWaitValueParams_st
  writeValue: struct_CUstreamMemOpWriteValueParams_st
  flushRemoteWrites: struct_CUstreamMemOpFlushRemoteWritesParams_st
  memoryBarrier: struct_CUstreamMemOpMemoryBarrierParams_st
  pad: ctypes.Array

@c.record
class struct_CUstreamMemOpWaitValueParams_st(c.Struct):
  SIZE = 40
  operation: int
  address: int
  value: int
  value64: int
  flags: int
  alias: int

@c.record
class struct_CUstreamMemOpWriteValueParams_st(c.Struct):
  SIZE = 40
  operation: int
  address: int
  value: int
  value64: int
  flags: int
  alias: int

@c.record
class struct_CUstreamMemOpFlushRemoteWritesParams_st(c.Struct):
  SIZE = 8
  operation: int
  flags: int

@c.record
class struct_CUstreamMemOpMemoryBarrierParams_st(c.Struct):
  SIZE = 8
  operation: int
  flags: int

@c.record
class struct_CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st(c.Struct):
  SIZE = 32
  ctx: ctypes._Pointer
  count: int
  paramArray: ctypes._Pointer
  flags: int

@c.record
class struct_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st(c.Struct):
  SIZE = 32
  ctx: ctypes._Pointer
  count: int
  paramArray: ctypes._Pointer
  flags: int

@c.record
class struct_CUasyncNotificationInfo_st(c.Struct):
  SIZE = 16
  type: int
  info: struct_CUasyncNotificationInfo_st_info

@c.record
class struct_CUasyncNotificationInfo_st_info(c.Struct):
  SIZE = 8
  overBudget: struct_CUasyncNotificationInfo_st_info_overBudget

@c.record
class struct_CUasyncNotificationInfo_st_info_overBudget(c.Struct):
  SIZE = 8
  bytesOverBudget: int

@c.record
class struct_CUdevprop_st(c.Struct):
  SIZE = 56
  maxThreadsPerBlock: int
  maxThreadsDim: ctypes.Array
  maxGridSize: ctypes.Array
  sharedMemPerBlock: int
  totalConstantMemory: int
  SIMDWidth: int
  memPitch: int
  regsPerBlock: int
  clockRate: int
  textureAlign: int

@c.record
class struct_CUlinkState_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUaccessPolicyWindow_st(c.Struct):
  SIZE = 32
  base_ptr: int | None
  num_bytes: int
  hitRatio: float
  hitProp: int
  missProp: int

@c.record
class struct_CUDA_KERNEL_NODE_PARAMS_st(c.Struct):
  SIZE = 56
  func: ctypes._Pointer
  gridDimX: int
  gridDimY: int
  gridDimZ: int
  blockDimX: int
  blockDimY: int
  blockDimZ: int
  sharedMemBytes: int
  kernelParams: ctypes._Pointer
  extra: ctypes._Pointer

@c.record
class struct_CUDA_KERNEL_NODE_PARAMS_v2_st(c.Struct):
  SIZE = 72
  func: ctypes._Pointer
  gridDimX: int
  gridDimY: int
  gridDimZ: int
  blockDimX: int
  blockDimY: int
  blockDimZ: int
  sharedMemBytes: int
  kernelParams: ctypes._Pointer
  extra: ctypes._Pointer
  kern: ctypes._Pointer
  ctx: ctypes._Pointer

@c.record
class struct_CUDA_KERNEL_NODE_PARAMS_v3_st(c.Struct):
  SIZE = 72
  func: ctypes._Pointer
  gridDimX: int
  gridDimY: int
  gridDimZ: int
  blockDimX: int
  blockDimY: int
  blockDimZ: int
  sharedMemBytes: int
  kernelParams: ctypes._Pointer
  extra: ctypes._Pointer
  kern: ctypes._Pointer
  ctx: ctypes._Pointer

@c.record
class struct_CUDA_MEMSET_NODE_PARAMS_st(c.Struct):
  SIZE = 40
  dst: int
  pitch: int
  value: int
  elementSize: int
  width: int
  height: int

@c.record
class struct_CUDA_MEMSET_NODE_PARAMS_v2_st(c.Struct):
  SIZE = 48
  dst: int
  pitch: int
  value: int
  elementSize: int
  width: int
  height: int
  ctx: ctypes._Pointer

@c.record
class struct_CUDA_HOST_NODE_PARAMS_st(c.Struct):
  SIZE = 16
  fn: ctypes._CFuncPtr
  userData: int | None

@c.record
class struct_CUDA_HOST_NODE_PARAMS_v2_st(c.Struct):
  SIZE = 16
  fn: ctypes._CFuncPtr
  userData: int | None

@c.record
class struct_CUDA_CONDITIONAL_NODE_PARAMS(c.Struct):
  SIZE = 32
  handle: int
  type: int
  size: int
  phGraph_out: ctypes._Pointer
  ctx: ctypes._Pointer

@c.record
class struct_CUgraphEdgeData_st(c.Struct):
  SIZE = 8
  from_port: int
  to_port: int
  type: int
  reserved: ctypes.Array

@c.record
class struct_CUDA_GRAPH_INSTANTIATE_PARAMS_st(c.Struct):
  SIZE = 32
  flags: int
  hUploadStream: ctypes._Pointer
  hErrNode_out: ctypes._Pointer
  result_out: int

@c.record
class struct_CUlaunchMemSyncDomainMap_st(c.Struct):
  SIZE = 2
  default_: int
  remote: int

@c.record
class union_CUlaunchAttributeValue_union(c.Struct):
  SIZE = 64
  pad: ctypes.Array
  accessPolicyWindow: struct_CUaccessPolicyWindow_st
  cooperative: int
  syncPolicy: int
  clusterDim: union_CUlaunchAttributeValue_union_clusterDim
  clusterSchedulingPolicyPreference: int
  programmaticStreamSerializationAllowed: int
  programmaticEvent: union_CUlaunchAttributeValue_union_programmaticEvent
  launchCompletionEvent: union_CUlaunchAttributeValue_union_launchCompletionEvent
  priority: int
  memSyncDomainMap: struct_CUlaunchMemSyncDomainMap_st
  memSyncDomain: int
  preferredClusterDim: union_CUlaunchAttributeValue_union_preferredClusterDim
  deviceUpdatableKernelNode: union_CUlaunchAttributeValue_union_deviceUpdatableKernelNode
  sharedMemCarveout: int
  nvlinkUtilCentricScheduling: int

@c.record
class union_CUlaunchAttributeValue_union_clusterDim(c.Struct):
  SIZE = 12
  x: int
  y: int
  z: int

@c.record
class union_CUlaunchAttributeValue_union_programmaticEvent(c.Struct):
  SIZE = 16
  event: ctypes._Pointer
  flags: int
  triggerAtBlockStart: int

@c.record
class union_CUlaunchAttributeValue_union_launchCompletionEvent(c.Struct):
  SIZE = 16
  event: ctypes._Pointer
  flags: int

@c.record
class union_CUlaunchAttributeValue_union_preferredClusterDim(c.Struct):
  SIZE = 12
  x: int
  y: int
  z: int

@c.record
class union_CUlaunchAttributeValue_union_deviceUpdatableKernelNode(c.Struct):
  SIZE = 16
  deviceUpdatable: int
  devNode: ctypes._Pointer

@c.record
class struct_CUlaunchAttribute_st(c.Struct):
  SIZE = 72
  id: int
  pad: ctypes.Array
  value: union_CUlaunchAttributeValue_union

@c.record
class struct_CUlaunchConfig_st(c.Struct):
  SIZE = 56
  gridDimX: int
  gridDimY: int
  gridDimZ: int
  blockDimX: int
  blockDimY: int
  blockDimZ: int
  sharedMemBytes: int
  hStream: ctypes._Pointer
  attrs: ctypes._Pointer
  numAttrs: int

@c.record
class struct_CUexecAffinitySmCount_st(c.Struct):
  SIZE = 4
  val: int

@c.record
class struct_CUexecAffinityParam_st(c.Struct):
  SIZE = 8
  type: int
  param: struct_CUexecAffinityParam_st_param

@c.record
class struct_CUexecAffinityParam_st_param(c.Struct):
  SIZE = 4
  smCount: struct_CUexecAffinitySmCount_st

@c.record
class struct_CUctxCigParam_st(c.Struct):
  SIZE = 16
  sharedDataType: int
  sharedData: int | None

@c.record
class struct_CUctxCreateParams_st(c.Struct):
  SIZE = 24
  execAffinityParams: ctypes._Pointer
  numExecAffinityParams: int
  cigParams: ctypes._Pointer

@c.record
class struct_CUlibraryHostUniversalFunctionAndDataTable_st(c.Struct):
  SIZE = 32
  functionTable: int | None
  functionWindowSize: int
  dataTable: int | None
  dataWindowSize: int

@c.record
class struct_CUDA_MEMCPY2D_st(c.Struct):
  SIZE = 128
  srcXInBytes: int
  srcY: int
  srcMemoryType: int
  srcHost: int | None
  srcDevice: int
  srcArray: ctypes._Pointer
  srcPitch: int
  dstXInBytes: int
  dstY: int
  dstMemoryType: int
  dstHost: int | None
  dstDevice: int
  dstArray: ctypes._Pointer
  dstPitch: int
  WidthInBytes: int
  Height: int

@c.record
class struct_CUDA_MEMCPY3D_st(c.Struct):
  SIZE = 200
  srcXInBytes: int
  srcY: int
  srcZ: int
  srcLOD: int
  srcMemoryType: int
  srcHost: int | None
  srcDevice: int
  srcArray: ctypes._Pointer
  reserved0: int | None
  srcPitch: int
  srcHeight: int
  dstXInBytes: int
  dstY: int
  dstZ: int
  dstLOD: int
  dstMemoryType: int
  dstHost: int | None
  dstDevice: int
  dstArray: ctypes._Pointer
  reserved1: int | None
  dstPitch: int
  dstHeight: int
  WidthInBytes: int
  Height: int
  Depth: int

@c.record
class struct_CUDA_MEMCPY3D_PEER_st(c.Struct):
  SIZE = 200
  srcXInBytes: int
  srcY: int
  srcZ: int
  srcLOD: int
  srcMemoryType: int
  srcHost: int | None
  srcDevice: int
  srcArray: ctypes._Pointer
  srcContext: ctypes._Pointer
  srcPitch: int
  srcHeight: int
  dstXInBytes: int
  dstY: int
  dstZ: int
  dstLOD: int
  dstMemoryType: int
  dstHost: int | None
  dstDevice: int
  dstArray: ctypes._Pointer
  dstContext: ctypes._Pointer
  dstPitch: int
  dstHeight: int
  WidthInBytes: int
  Height: int
  Depth: int

@c.record
class struct_CUDA_MEMCPY_NODE_PARAMS_st(c.Struct):
  SIZE = 216
  flags: int
  reserved: int
  copyCtx: ctypes._Pointer
  copyParams: struct_CUDA_MEMCPY3D_st

@c.record
class struct_CUDA_ARRAY_DESCRIPTOR_st(c.Struct):
  SIZE = 24
  Width: int
  Height: int
  Format: int
  NumChannels: int

@c.record
class struct_CUDA_ARRAY3D_DESCRIPTOR_st(c.Struct):
  SIZE = 40
  Width: int
  Height: int
  Depth: int
  Format: int
  NumChannels: int
  Flags: int

@c.record
class struct_CUDA_ARRAY_SPARSE_PROPERTIES_st(c.Struct):
  SIZE = 48
  tileExtent: struct_CUDA_ARRAY_SPARSE_PROPERTIES_st_tileExtent
  miptailFirstLevel: int
  miptailSize: int
  flags: int
  reserved: ctypes.Array

@c.record
class struct_CUDA_ARRAY_SPARSE_PROPERTIES_st_tileExtent(c.Struct):
  SIZE = 12
  width: int
  height: int
  depth: int

@c.record
class struct_CUDA_ARRAY_MEMORY_REQUIREMENTS_st(c.Struct):
  SIZE = 32
  size: int
  alignment: int
  reserved: ctypes.Array

@c.record
class struct_CUDA_RESOURCE_DESC_st(c.Struct):
  SIZE = 144
  resType: int
  res: struct_CUDA_RESOURCE_DESC_st_res
  flags: int

@c.record
class struct_CUDA_RESOURCE_DESC_st_res(c.Struct):
  SIZE = 128
  array: struct_CUDA_RESOURCE_DESC_st_res_array
  mipmap: struct_CUDA_RESOURCE_DESC_st_res_mipmap
  linear: struct_CUDA_RESOURCE_DESC_st_res_linear
  pitch2D: struct_CUDA_RESOURCE_DESC_st_res_pitch2D
  reserved: struct_CUDA_RESOURCE_DESC_st_res_reserved

@c.record
class struct_CUDA_RESOURCE_DESC_st_res_array(c.Struct):
  SIZE = 8
  hArray: ctypes._Pointer

@c.record
class struct_CUDA_RESOURCE_DESC_st_res_mipmap(c.Struct):
  SIZE = 8
  hMipmappedArray: ctypes._Pointer

@c.record
class struct_CUDA_RESOURCE_DESC_st_res_linear(c.Struct):
  SIZE = 24
  devPtr: int
  format: int
  numChannels: int
  sizeInBytes: int

@c.record
class struct_CUDA_RESOURCE_DESC_st_res_pitch2D(c.Struct):
  SIZE = 40
  devPtr: int
  format: int
  numChannels: int
  width: int
  height: int
  pitchInBytes: int

@c.record
class struct_CUDA_RESOURCE_DESC_st_res_reserved(c.Struct):
  SIZE = 128
  reserved: ctypes.Array

@c.record
class struct_CUDA_TEXTURE_DESC_st(c.Struct):
  SIZE = 104
  addressMode: ctypes.Array
  filterMode: int
  flags: int
  maxAnisotropy: int
  mipmapFilterMode: int
  mipmapLevelBias: float
  minMipmapLevelClamp: float
  maxMipmapLevelClamp: float
  borderColor: ctypes.Array
  reserved: ctypes.Array

@c.record
class struct_CUDA_RESOURCE_VIEW_DESC_st(c.Struct):
  SIZE = 112
  format: int
  width: int
  height: int
  depth: int
  firstMipmapLevel: int
  lastMipmapLevel: int
  firstLayer: int
  lastLayer: int
  reserved: ctypes.Array

@c.record
class struct_CUtensorMap_st(c.Struct):
  SIZE = 128
  opaque: ctypes.Array

@c.record
class struct_CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st(c.Struct):
  SIZE = 16
  p2pToken: int
  vaSpaceToken: int

@c.record
class struct_CUDA_LAUNCH_PARAMS_st(c.Struct):
  SIZE = 56
  function: ctypes._Pointer
  gridDimX: int
  gridDimY: int
  gridDimZ: int
  blockDimX: int
  blockDimY: int
  blockDimZ: int
  sharedMemBytes: int
  hStream: ctypes._Pointer
  kernelParams: ctypes._Pointer

@c.record
class struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st(c.Struct):
  SIZE = 104
  type: int
  handle: struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st_handle
  size: int
  flags: int
  reserved: ctypes.Array

@c.record
class struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st_handle(c.Struct):
  SIZE = 16
  fd: int
  win32: struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st_handle_win32
  nvSciBufObject: int | None

@c.record
class struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st_handle_win32(c.Struct):
  SIZE = 16
  handle: int | None
  name: int | None

@c.record
class struct_CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st(c.Struct):
  SIZE = 88
  offset: int
  size: int
  flags: int
  reserved: ctypes.Array

@c.record
class struct_CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st(c.Struct):
  SIZE = 120
  offset: int
  arrayDesc: struct_CUDA_ARRAY3D_DESCRIPTOR_st
  numLevels: int
  reserved: ctypes.Array

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st(c.Struct):
  SIZE = 96
  type: int
  handle: struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st_handle
  flags: int
  reserved: ctypes.Array

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st_handle(c.Struct):
  SIZE = 16
  fd: int
  win32: struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st_handle_win32
  nvSciSyncObj: int | None

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st_handle_win32(c.Struct):
  SIZE = 16
  handle: int | None
  name: int | None

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st(c.Struct):
  SIZE = 144
  params: struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params
  flags: int
  reserved: ctypes.Array

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params(c.Struct):
  SIZE = 72
  fence: struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_fence
  nvSciSync: struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_nvSciSync
  keyedMutex: struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_keyedMutex
  reserved: ctypes.Array

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_fence(c.Struct):
  SIZE = 8
  value: int

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_nvSciSync(c.Struct):
  SIZE = 8
  fence: int | None
  reserved: int

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_keyedMutex(c.Struct):
  SIZE = 8
  key: int

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st(c.Struct):
  SIZE = 144
  params: struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params
  flags: int
  reserved: ctypes.Array

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params(c.Struct):
  SIZE = 72
  fence: struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_fence
  nvSciSync: struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_nvSciSync
  keyedMutex: struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_keyedMutex
  reserved: ctypes.Array

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_fence(c.Struct):
  SIZE = 8
  value: int

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_nvSciSync(c.Struct):
  SIZE = 8
  fence: int | None
  reserved: int

@c.record
class struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_keyedMutex(c.Struct):
  SIZE = 16
  key: int
  timeoutMs: int

@c.record
class struct_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st(c.Struct):
  SIZE = 24
  extSemArray: ctypes._Pointer
  paramsArray: ctypes._Pointer
  numExtSems: int

@c.record
class struct_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st(c.Struct):
  SIZE = 24
  extSemArray: ctypes._Pointer
  paramsArray: ctypes._Pointer
  numExtSems: int

@c.record
class struct_CUDA_EXT_SEM_WAIT_NODE_PARAMS_st(c.Struct):
  SIZE = 24
  extSemArray: ctypes._Pointer
  paramsArray: ctypes._Pointer
  numExtSems: int

@c.record
class struct_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st(c.Struct):
  SIZE = 24
  extSemArray: ctypes._Pointer
  paramsArray: ctypes._Pointer
  numExtSems: int

@c.record
class struct_CUarrayMapInfo_st(c.Struct):
  SIZE = 96
  resourceType: int
  resource: struct_CUarrayMapInfo_st_resource
  subresourceType: int
  subresource: struct_CUarrayMapInfo_st_subresource
  memOperationType: int
  memHandleType: int
  memHandle: struct_CUarrayMapInfo_st_memHandle
  offset: int
  deviceBitMask: int
  flags: int
  reserved: ctypes.Array

@c.record
class struct_CUarrayMapInfo_st_resource(c.Struct):
  SIZE = 8
  mipmap: ctypes._Pointer
  array: ctypes._Pointer

@c.record
class struct_CUarrayMapInfo_st_subresource(c.Struct):
  SIZE = 32
  sparseLevel: struct_CUarrayMapInfo_st_subresource_sparseLevel
  miptail: struct_CUarrayMapInfo_st_subresource_miptail

@c.record
class struct_CUarrayMapInfo_st_subresource_sparseLevel(c.Struct):
  SIZE = 32
  level: int
  layer: int
  offsetX: int
  offsetY: int
  offsetZ: int
  extentWidth: int
  extentHeight: int
  extentDepth: int

@c.record
class struct_CUarrayMapInfo_st_subresource_miptail(c.Struct):
  SIZE = 24
  layer: int
  offset: int
  size: int

@c.record
class struct_CUarrayMapInfo_st_memHandle(c.Struct):
  SIZE = 8
  memHandle: int

@c.record
class struct_CUmemLocation_st(c.Struct):
  SIZE = 8
  type: int
  id: int

@c.record
class struct_CUmemAllocationProp_st(c.Struct):
  SIZE = 32
  type: int
  requestedHandleTypes: int
  location: struct_CUmemLocation_st
  win32HandleMetaData: int | None
  allocFlags: struct_CUmemAllocationProp_st_allocFlags

@c.record
class struct_CUmemAllocationProp_st_allocFlags(c.Struct):
  SIZE = 8
  compressionType: int
  gpuDirectRDMACapable: int
  usage: int
  reserved: ctypes.Array

@c.record
class struct_CUmulticastObjectProp_st(c.Struct):
  SIZE = 32
  numDevices: int
  size: int
  handleTypes: int
  flags: int

@c.record
class struct_CUmemAccessDesc_st(c.Struct):
  SIZE = 12
  location: struct_CUmemLocation_st
  flags: int

@c.record
class struct_CUgraphExecUpdateResultInfo_st(c.Struct):
  SIZE = 24
  result: int
  errorNode: ctypes._Pointer
  errorFromNode: ctypes._Pointer

@c.record
class struct_CUmemPoolProps_st(c.Struct):
  SIZE = 88
  allocType: int
  handleTypes: int
  location: struct_CUmemLocation_st
  win32SecurityAttributes: int | None
  maxSize: int
  usage: int
  reserved: ctypes.Array

@c.record
class struct_CUmemPoolPtrExportData_st(c.Struct):
  SIZE = 64
  reserved: ctypes.Array

@c.record
class struct_CUmemcpyAttributes_st(c.Struct):
  SIZE = 24
  srcAccessOrder: int
  srcLocHint: struct_CUmemLocation_st
  dstLocHint: struct_CUmemLocation_st
  flags: int

@c.record
class struct_CUoffset3D_st(c.Struct):
  SIZE = 24
  x: int
  y: int
  z: int

@c.record
class struct_CUextent3D_st(c.Struct):
  SIZE = 24
  width: int
  height: int
  depth: int

@c.record
class struct_CUmemcpy3DOperand_st(c.Struct):
  SIZE = 40
  type: int
  op: struct_CUmemcpy3DOperand_st_op

@c.record
class struct_CUmemcpy3DOperand_st_op(c.Struct):
  SIZE = 32
  ptr: struct_CUmemcpy3DOperand_st_op_ptr
  array: struct_CUmemcpy3DOperand_st_op_array

@c.record
class struct_CUmemcpy3DOperand_st_op_ptr(c.Struct):
  SIZE = 32
  ptr: int
  rowLength: int
  layerHeight: int
  locHint: struct_CUmemLocation_st

@c.record
class struct_CUmemcpy3DOperand_st_op_array(c.Struct):
  SIZE = 32
  array: ctypes._Pointer
  offset: struct_CUoffset3D_st

@c.record
class struct_CUDA_MEMCPY3D_BATCH_OP_st(c.Struct):
  SIZE = 112
  src: struct_CUmemcpy3DOperand_st
  dst: struct_CUmemcpy3DOperand_st
  extent: struct_CUextent3D_st
  srcAccessOrder: int
  flags: int

@c.record
class struct_CUDA_MEM_ALLOC_NODE_PARAMS_v1_st(c.Struct):
  SIZE = 120
  poolProps: struct_CUmemPoolProps_st
  accessDescs: ctypes._Pointer
  accessDescCount: int
  bytesize: int
  dptr: int

@c.record
class struct_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st(c.Struct):
  SIZE = 120
  poolProps: struct_CUmemPoolProps_st
  accessDescs: ctypes._Pointer
  accessDescCount: int
  bytesize: int
  dptr: int

@c.record
class struct_CUDA_MEM_FREE_NODE_PARAMS_st(c.Struct):
  SIZE = 8
  dptr: int

@c.record
class struct_CUDA_CHILD_GRAPH_NODE_PARAMS_st(c.Struct):
  SIZE = 16
  graph: ctypes._Pointer
  ownership: int

@c.record
class struct_CUDA_EVENT_RECORD_NODE_PARAMS_st(c.Struct):
  SIZE = 8
  event: ctypes._Pointer

@c.record
class struct_CUDA_EVENT_WAIT_NODE_PARAMS_st(c.Struct):
  SIZE = 8
  event: ctypes._Pointer

@c.record
class struct_CUgraphNodeParams_st(c.Struct):
  SIZE = 256
  type: int
  reserved0: ctypes.Array
  reserved1: ctypes.Array
  kernel: struct_CUDA_KERNEL_NODE_PARAMS_v3_st
  memcpy: struct_CUDA_MEMCPY_NODE_PARAMS_st
  memset: struct_CUDA_MEMSET_NODE_PARAMS_v2_st
  host: struct_CUDA_HOST_NODE_PARAMS_v2_st
  graph: struct_CUDA_CHILD_GRAPH_NODE_PARAMS_st
  eventWait: struct_CUDA_EVENT_WAIT_NODE_PARAMS_st
  eventRecord: struct_CUDA_EVENT_RECORD_NODE_PARAMS_st
  extSemSignal: struct_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st
  extSemWait: struct_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st
  alloc: struct_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st
  free: struct_CUDA_MEM_FREE_NODE_PARAMS_st
  memOp: struct_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st
  conditional: struct_CUDA_CONDITIONAL_NODE_PARAMS
  reserved2: int

@c.record
class struct_CUcheckpointLockArgs_st(c.Struct):
  SIZE = 64
  timeoutMs: int
  reserved0: int
  reserved1: ctypes.Array

@c.record
class struct_CUcheckpointCheckpointArgs_st(c.Struct):
  SIZE = 64
  reserved: ctypes.Array

@c.record
class struct_CUcheckpointGpuPair_st(c.Struct):
  SIZE = 32
  oldUuid: struct_CUuuid_st
  newUuid: struct_CUuuid_st

@c.record
class struct_CUcheckpointRestoreArgs_st(c.Struct):
  SIZE = 64
  gpuPairs: ctypes._Pointer
  gpuPairsCount: int
  reserved: ctypes.Array
  reserved1: int

@c.record
class struct_CUcheckpointUnlockArgs_st(c.Struct):
  SIZE = 64
  reserved: ctypes.Array

@c.record
class struct_CUmemDecompressParams_st(c.Struct):
  SIZE = 64
  srcNumBytes: int
  dstNumBytes: int
  dstActBytes: ctypes._Pointer
  src: int | None
  dst: int | None
  algo: int
  padding: ctypes.Array

@c.record
class struct_CUdevResourceDesc_st(c.Struct):
  SIZE = 0

@c.record
class struct_CUdevSmResource_st(c.Struct):
  SIZE = 12
  smCount: int
  minSmPartitionSize: int
  smCoscheduledAlignment: int

@c.record
class struct_CUdevResource_st(c.Struct):
  SIZE = 144
  type: int
  _internal_padding: ctypes.Array
  sm: struct_CUdevSmResource_st
  _oversize: ctypes.Array

@c.record
class struct_CUlogsCallbackEntry_st(c.Struct):
  SIZE = 0

cuuint32_t = ctypes.c_uint32
cuuint64_t = ctypes.c_uint64
CUdeviceptr_v2 = ctypes.c_uint64
CUdeviceptr = CUdeviceptr_v2
CUdevice_v1 = ctypes.c_int32
CUdevice = CUdevice_v1
CUcontext = ctypes.POINTER(struct_CUctx_st)
CUmodule = ctypes.POINTER(struct_CUmod_st)
CUfunction = ctypes.POINTER(struct_CUfunc_st)
CUlibrary = ctypes.POINTER(struct_CUlib_st)
CUkernel = ctypes.POINTER(struct_CUkern_st)
CUarray = ctypes.POINTER(struct_CUarray_st)
CUmipmappedArray = ctypes.POINTER(struct_CUmipmappedArray_st)
CUtexref = ctypes.POINTER(struct_CUtexref_st)
CUsurfref = ctypes.POINTER(struct_CUsurfref_st)
CUevent = ctypes.POINTER(struct_CUevent_st)
CUstream = ctypes.POINTER(struct_CUstream_st)
CUgraphicsResource = ctypes.POINTER(struct_CUgraphicsResource_st)
CUtexObject_v1 = ctypes.c_uint64
CUtexObject = CUtexObject_v1
CUsurfObject_v1 = ctypes.c_uint64
CUsurfObject = CUsurfObject_v1
CUexternalMemory = ctypes.POINTER(struct_CUextMemory_st)
CUexternalSemaphore = ctypes.POINTER(struct_CUextSemaphore_st)
CUgraph = ctypes.POINTER(struct_CUgraph_st)
CUgraphNode = ctypes.POINTER(struct_CUgraphNode_st)
CUgraphExec = ctypes.POINTER(struct_CUgraphExec_st)
CUmemoryPool = ctypes.POINTER(struct_CUmemPoolHandle_st)
CUuserObject = ctypes.POINTER(struct_CUuserObject_st)
CUgraphConditionalHandle = cuuint64_t
CUgraphDeviceNode = ctypes.POINTER(struct_CUgraphDeviceUpdatableNode_st)
CUasyncCallbackHandle = ctypes.POINTER(struct_CUasyncCallbackEntry_st)
CUgreenCtx = ctypes.POINTER(struct_CUgreenCtx_st)
CUuuid = struct_CUuuid_st
CUmemFabricHandle_v1 = struct_CUmemFabricHandle_st
CUmemFabricHandle = CUmemFabricHandle_v1
CUipcEventHandle_v1 = struct_CUipcEventHandle_st
CUipcEventHandle = CUipcEventHandle_v1
CUipcMemHandle_v1 = struct_CUipcMemHandle_st
CUipcMemHandle = CUipcMemHandle_v1
enum_CUipcMem_flags_enum: dict[int, str] = {(CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS := 1): 'CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS'}
enum_CUmemAttach_flags_enum: dict[int, str] = {(CU_MEM_ATTACH_GLOBAL := 1): 'CU_MEM_ATTACH_GLOBAL', (CU_MEM_ATTACH_HOST := 2): 'CU_MEM_ATTACH_HOST', (CU_MEM_ATTACH_SINGLE := 4): 'CU_MEM_ATTACH_SINGLE'}
enum_CUctx_flags_enum: dict[int, str] = {(CU_CTX_SCHED_AUTO := 0): 'CU_CTX_SCHED_AUTO', (CU_CTX_SCHED_SPIN := 1): 'CU_CTX_SCHED_SPIN', (CU_CTX_SCHED_YIELD := 2): 'CU_CTX_SCHED_YIELD', (CU_CTX_SCHED_BLOCKING_SYNC := 4): 'CU_CTX_SCHED_BLOCKING_SYNC', (CU_CTX_BLOCKING_SYNC := 4): 'CU_CTX_BLOCKING_SYNC', (CU_CTX_SCHED_MASK := 7): 'CU_CTX_SCHED_MASK', (CU_CTX_MAP_HOST := 8): 'CU_CTX_MAP_HOST', (CU_CTX_LMEM_RESIZE_TO_MAX := 16): 'CU_CTX_LMEM_RESIZE_TO_MAX', (CU_CTX_COREDUMP_ENABLE := 32): 'CU_CTX_COREDUMP_ENABLE', (CU_CTX_USER_COREDUMP_ENABLE := 64): 'CU_CTX_USER_COREDUMP_ENABLE', (CU_CTX_SYNC_MEMOPS := 128): 'CU_CTX_SYNC_MEMOPS', (CU_CTX_FLAGS_MASK := 255): 'CU_CTX_FLAGS_MASK'}
enum_CUevent_sched_flags_enum: dict[int, str] = {(CU_EVENT_SCHED_AUTO := 0): 'CU_EVENT_SCHED_AUTO', (CU_EVENT_SCHED_SPIN := 1): 'CU_EVENT_SCHED_SPIN', (CU_EVENT_SCHED_YIELD := 2): 'CU_EVENT_SCHED_YIELD', (CU_EVENT_SCHED_BLOCKING_SYNC := 4): 'CU_EVENT_SCHED_BLOCKING_SYNC'}
enum_cl_event_flags_enum: dict[int, str] = {(NVCL_EVENT_SCHED_AUTO := 0): 'NVCL_EVENT_SCHED_AUTO', (NVCL_EVENT_SCHED_SPIN := 1): 'NVCL_EVENT_SCHED_SPIN', (NVCL_EVENT_SCHED_YIELD := 2): 'NVCL_EVENT_SCHED_YIELD', (NVCL_EVENT_SCHED_BLOCKING_SYNC := 4): 'NVCL_EVENT_SCHED_BLOCKING_SYNC'}
enum_cl_context_flags_enum: dict[int, str] = {(NVCL_CTX_SCHED_AUTO := 0): 'NVCL_CTX_SCHED_AUTO', (NVCL_CTX_SCHED_SPIN := 1): 'NVCL_CTX_SCHED_SPIN', (NVCL_CTX_SCHED_YIELD := 2): 'NVCL_CTX_SCHED_YIELD', (NVCL_CTX_SCHED_BLOCKING_SYNC := 4): 'NVCL_CTX_SCHED_BLOCKING_SYNC'}
enum_CUstream_flags_enum: dict[int, str] = {(CU_STREAM_DEFAULT := 0): 'CU_STREAM_DEFAULT', (CU_STREAM_NON_BLOCKING := 1): 'CU_STREAM_NON_BLOCKING'}
enum_CUevent_flags_enum: dict[int, str] = {(CU_EVENT_DEFAULT := 0): 'CU_EVENT_DEFAULT', (CU_EVENT_BLOCKING_SYNC := 1): 'CU_EVENT_BLOCKING_SYNC', (CU_EVENT_DISABLE_TIMING := 2): 'CU_EVENT_DISABLE_TIMING', (CU_EVENT_INTERPROCESS := 4): 'CU_EVENT_INTERPROCESS'}
enum_CUevent_record_flags_enum: dict[int, str] = {(CU_EVENT_RECORD_DEFAULT := 0): 'CU_EVENT_RECORD_DEFAULT', (CU_EVENT_RECORD_EXTERNAL := 1): 'CU_EVENT_RECORD_EXTERNAL'}
enum_CUevent_wait_flags_enum: dict[int, str] = {(CU_EVENT_WAIT_DEFAULT := 0): 'CU_EVENT_WAIT_DEFAULT', (CU_EVENT_WAIT_EXTERNAL := 1): 'CU_EVENT_WAIT_EXTERNAL'}
enum_CUstreamWaitValue_flags_enum: dict[int, str] = {(CU_STREAM_WAIT_VALUE_GEQ := 0): 'CU_STREAM_WAIT_VALUE_GEQ', (CU_STREAM_WAIT_VALUE_EQ := 1): 'CU_STREAM_WAIT_VALUE_EQ', (CU_STREAM_WAIT_VALUE_AND := 2): 'CU_STREAM_WAIT_VALUE_AND', (CU_STREAM_WAIT_VALUE_NOR := 3): 'CU_STREAM_WAIT_VALUE_NOR', (CU_STREAM_WAIT_VALUE_FLUSH := 1073741824): 'CU_STREAM_WAIT_VALUE_FLUSH'}
enum_CUstreamWriteValue_flags_enum: dict[int, str] = {(CU_STREAM_WRITE_VALUE_DEFAULT := 0): 'CU_STREAM_WRITE_VALUE_DEFAULT', (CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER := 1): 'CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER'}
enum_CUstreamBatchMemOpType_enum: dict[int, str] = {(CU_STREAM_MEM_OP_WAIT_VALUE_32 := 1): 'CU_STREAM_MEM_OP_WAIT_VALUE_32', (CU_STREAM_MEM_OP_WRITE_VALUE_32 := 2): 'CU_STREAM_MEM_OP_WRITE_VALUE_32', (CU_STREAM_MEM_OP_WAIT_VALUE_64 := 4): 'CU_STREAM_MEM_OP_WAIT_VALUE_64', (CU_STREAM_MEM_OP_WRITE_VALUE_64 := 5): 'CU_STREAM_MEM_OP_WRITE_VALUE_64', (CU_STREAM_MEM_OP_BARRIER := 6): 'CU_STREAM_MEM_OP_BARRIER', (CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES := 3): 'CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES'}
enum_CUstreamMemoryBarrier_flags_enum: dict[int, str] = {(CU_STREAM_MEMORY_BARRIER_TYPE_SYS := 0): 'CU_STREAM_MEMORY_BARRIER_TYPE_SYS', (CU_STREAM_MEMORY_BARRIER_TYPE_GPU := 1): 'CU_STREAM_MEMORY_BARRIER_TYPE_GPU'}
CUstreamBatchMemOpParams_v1 = union_CUstreamBatchMemOpParams_union
CUstreamBatchMemOpParams = CUstreamBatchMemOpParams_v1
CUDA_BATCH_MEM_OP_NODE_PARAMS_v1 = struct_CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st
CUDA_BATCH_MEM_OP_NODE_PARAMS = CUDA_BATCH_MEM_OP_NODE_PARAMS_v1
CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 = struct_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st
enum_CUoccupancy_flags_enum: dict[int, str] = {(CU_OCCUPANCY_DEFAULT := 0): 'CU_OCCUPANCY_DEFAULT', (CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE := 1): 'CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE'}
enum_CUstreamUpdateCaptureDependencies_flags_enum: dict[int, str] = {(CU_STREAM_ADD_CAPTURE_DEPENDENCIES := 0): 'CU_STREAM_ADD_CAPTURE_DEPENDENCIES', (CU_STREAM_SET_CAPTURE_DEPENDENCIES := 1): 'CU_STREAM_SET_CAPTURE_DEPENDENCIES'}
enum_CUasyncNotificationType_enum: dict[int, str] = {(CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET := 1): 'CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET'}
CUasyncNotificationInfo = struct_CUasyncNotificationInfo_st
CUasyncCallback = ctypes.CFUNCTYPE(None, ctypes.POINTER(struct_CUasyncNotificationInfo_st), ctypes.c_void_p, ctypes.POINTER(struct_CUasyncCallbackEntry_st))
enum_CUarray_format_enum: dict[int, str] = {(CU_AD_FORMAT_UNSIGNED_INT8 := 1): 'CU_AD_FORMAT_UNSIGNED_INT8', (CU_AD_FORMAT_UNSIGNED_INT16 := 2): 'CU_AD_FORMAT_UNSIGNED_INT16', (CU_AD_FORMAT_UNSIGNED_INT32 := 3): 'CU_AD_FORMAT_UNSIGNED_INT32', (CU_AD_FORMAT_SIGNED_INT8 := 8): 'CU_AD_FORMAT_SIGNED_INT8', (CU_AD_FORMAT_SIGNED_INT16 := 9): 'CU_AD_FORMAT_SIGNED_INT16', (CU_AD_FORMAT_SIGNED_INT32 := 10): 'CU_AD_FORMAT_SIGNED_INT32', (CU_AD_FORMAT_HALF := 16): 'CU_AD_FORMAT_HALF', (CU_AD_FORMAT_FLOAT := 32): 'CU_AD_FORMAT_FLOAT', (CU_AD_FORMAT_NV12 := 176): 'CU_AD_FORMAT_NV12', (CU_AD_FORMAT_UNORM_INT8X1 := 192): 'CU_AD_FORMAT_UNORM_INT8X1', (CU_AD_FORMAT_UNORM_INT8X2 := 193): 'CU_AD_FORMAT_UNORM_INT8X2', (CU_AD_FORMAT_UNORM_INT8X4 := 194): 'CU_AD_FORMAT_UNORM_INT8X4', (CU_AD_FORMAT_UNORM_INT16X1 := 195): 'CU_AD_FORMAT_UNORM_INT16X1', (CU_AD_FORMAT_UNORM_INT16X2 := 196): 'CU_AD_FORMAT_UNORM_INT16X2', (CU_AD_FORMAT_UNORM_INT16X4 := 197): 'CU_AD_FORMAT_UNORM_INT16X4', (CU_AD_FORMAT_SNORM_INT8X1 := 198): 'CU_AD_FORMAT_SNORM_INT8X1', (CU_AD_FORMAT_SNORM_INT8X2 := 199): 'CU_AD_FORMAT_SNORM_INT8X2', (CU_AD_FORMAT_SNORM_INT8X4 := 200): 'CU_AD_FORMAT_SNORM_INT8X4', (CU_AD_FORMAT_SNORM_INT16X1 := 201): 'CU_AD_FORMAT_SNORM_INT16X1', (CU_AD_FORMAT_SNORM_INT16X2 := 202): 'CU_AD_FORMAT_SNORM_INT16X2', (CU_AD_FORMAT_SNORM_INT16X4 := 203): 'CU_AD_FORMAT_SNORM_INT16X4', (CU_AD_FORMAT_BC1_UNORM := 145): 'CU_AD_FORMAT_BC1_UNORM', (CU_AD_FORMAT_BC1_UNORM_SRGB := 146): 'CU_AD_FORMAT_BC1_UNORM_SRGB', (CU_AD_FORMAT_BC2_UNORM := 147): 'CU_AD_FORMAT_BC2_UNORM', (CU_AD_FORMAT_BC2_UNORM_SRGB := 148): 'CU_AD_FORMAT_BC2_UNORM_SRGB', (CU_AD_FORMAT_BC3_UNORM := 149): 'CU_AD_FORMAT_BC3_UNORM', (CU_AD_FORMAT_BC3_UNORM_SRGB := 150): 'CU_AD_FORMAT_BC3_UNORM_SRGB', (CU_AD_FORMAT_BC4_UNORM := 151): 'CU_AD_FORMAT_BC4_UNORM', (CU_AD_FORMAT_BC4_SNORM := 152): 'CU_AD_FORMAT_BC4_SNORM', (CU_AD_FORMAT_BC5_UNORM := 153): 'CU_AD_FORMAT_BC5_UNORM', (CU_AD_FORMAT_BC5_SNORM := 154): 'CU_AD_FORMAT_BC5_SNORM', (CU_AD_FORMAT_BC6H_UF16 := 155): 'CU_AD_FORMAT_BC6H_UF16', (CU_AD_FORMAT_BC6H_SF16 := 156): 'CU_AD_FORMAT_BC6H_SF16', (CU_AD_FORMAT_BC7_UNORM := 157): 'CU_AD_FORMAT_BC7_UNORM', (CU_AD_FORMAT_BC7_UNORM_SRGB := 158): 'CU_AD_FORMAT_BC7_UNORM_SRGB', (CU_AD_FORMAT_P010 := 159): 'CU_AD_FORMAT_P010', (CU_AD_FORMAT_P016 := 161): 'CU_AD_FORMAT_P016', (CU_AD_FORMAT_NV16 := 162): 'CU_AD_FORMAT_NV16', (CU_AD_FORMAT_P210 := 163): 'CU_AD_FORMAT_P210', (CU_AD_FORMAT_P216 := 164): 'CU_AD_FORMAT_P216', (CU_AD_FORMAT_YUY2 := 165): 'CU_AD_FORMAT_YUY2', (CU_AD_FORMAT_Y210 := 166): 'CU_AD_FORMAT_Y210', (CU_AD_FORMAT_Y216 := 167): 'CU_AD_FORMAT_Y216', (CU_AD_FORMAT_AYUV := 168): 'CU_AD_FORMAT_AYUV', (CU_AD_FORMAT_Y410 := 169): 'CU_AD_FORMAT_Y410', (CU_AD_FORMAT_Y416 := 177): 'CU_AD_FORMAT_Y416', (CU_AD_FORMAT_Y444_PLANAR8 := 178): 'CU_AD_FORMAT_Y444_PLANAR8', (CU_AD_FORMAT_Y444_PLANAR10 := 179): 'CU_AD_FORMAT_Y444_PLANAR10', (CU_AD_FORMAT_YUV444_8bit_SemiPlanar := 180): 'CU_AD_FORMAT_YUV444_8bit_SemiPlanar', (CU_AD_FORMAT_YUV444_16bit_SemiPlanar := 181): 'CU_AD_FORMAT_YUV444_16bit_SemiPlanar', (CU_AD_FORMAT_UNORM_INT_101010_2 := 80): 'CU_AD_FORMAT_UNORM_INT_101010_2', (CU_AD_FORMAT_MAX := 2147483647): 'CU_AD_FORMAT_MAX'}
enum_CUaddress_mode_enum: dict[int, str] = {(CU_TR_ADDRESS_MODE_WRAP := 0): 'CU_TR_ADDRESS_MODE_WRAP', (CU_TR_ADDRESS_MODE_CLAMP := 1): 'CU_TR_ADDRESS_MODE_CLAMP', (CU_TR_ADDRESS_MODE_MIRROR := 2): 'CU_TR_ADDRESS_MODE_MIRROR', (CU_TR_ADDRESS_MODE_BORDER := 3): 'CU_TR_ADDRESS_MODE_BORDER'}
enum_CUfilter_mode_enum: dict[int, str] = {(CU_TR_FILTER_MODE_POINT := 0): 'CU_TR_FILTER_MODE_POINT', (CU_TR_FILTER_MODE_LINEAR := 1): 'CU_TR_FILTER_MODE_LINEAR'}
enum_CUdevice_attribute_enum: dict[int, str] = {(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK := 1): 'CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK', (CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X := 2): 'CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X', (CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y := 3): 'CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y', (CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z := 4): 'CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z', (CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X := 5): 'CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X', (CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y := 6): 'CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y', (CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z := 7): 'CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z', (CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK := 8): 'CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK', (CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK := 8): 'CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK', (CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY := 9): 'CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY', (CU_DEVICE_ATTRIBUTE_WARP_SIZE := 10): 'CU_DEVICE_ATTRIBUTE_WARP_SIZE', (CU_DEVICE_ATTRIBUTE_MAX_PITCH := 11): 'CU_DEVICE_ATTRIBUTE_MAX_PITCH', (CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK := 12): 'CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK', (CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK := 12): 'CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK', (CU_DEVICE_ATTRIBUTE_CLOCK_RATE := 13): 'CU_DEVICE_ATTRIBUTE_CLOCK_RATE', (CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT := 14): 'CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT', (CU_DEVICE_ATTRIBUTE_GPU_OVERLAP := 15): 'CU_DEVICE_ATTRIBUTE_GPU_OVERLAP', (CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT := 16): 'CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT', (CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT := 17): 'CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT', (CU_DEVICE_ATTRIBUTE_INTEGRATED := 18): 'CU_DEVICE_ATTRIBUTE_INTEGRATED', (CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY := 19): 'CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY', (CU_DEVICE_ATTRIBUTE_COMPUTE_MODE := 20): 'CU_DEVICE_ATTRIBUTE_COMPUTE_MODE', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH := 21): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH := 22): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT := 23): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH := 24): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT := 25): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH := 26): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH := 27): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT := 28): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS := 29): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH := 27): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT := 28): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES := 29): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES', (CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT := 30): 'CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT', (CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS := 31): 'CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS', (CU_DEVICE_ATTRIBUTE_ECC_ENABLED := 32): 'CU_DEVICE_ATTRIBUTE_ECC_ENABLED', (CU_DEVICE_ATTRIBUTE_PCI_BUS_ID := 33): 'CU_DEVICE_ATTRIBUTE_PCI_BUS_ID', (CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID := 34): 'CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID', (CU_DEVICE_ATTRIBUTE_TCC_DRIVER := 35): 'CU_DEVICE_ATTRIBUTE_TCC_DRIVER', (CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE := 36): 'CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE', (CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH := 37): 'CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH', (CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE := 38): 'CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE', (CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR := 39): 'CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR', (CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT := 40): 'CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT', (CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING := 41): 'CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH := 42): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS := 43): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS', (CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER := 44): 'CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH := 45): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT := 46): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE := 47): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE := 48): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE := 49): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE', (CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID := 50): 'CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID', (CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT := 51): 'CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH := 52): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH := 53): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS := 54): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH := 55): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH := 56): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT := 57): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH := 58): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT := 59): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH := 60): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH := 61): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS := 62): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH := 63): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT := 64): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS := 65): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH := 66): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH := 67): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS := 68): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH := 69): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH := 70): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT := 71): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH := 72): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH := 73): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT := 74): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT', (CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR := 75): 'CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR', (CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR := 76): 'CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR', (CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH := 77): 'CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH', (CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED := 78): 'CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED', (CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED := 79): 'CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED', (CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED := 80): 'CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED', (CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR := 81): 'CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR', (CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR := 82): 'CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR', (CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY := 83): 'CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY', (CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD := 84): 'CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD', (CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID := 85): 'CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID', (CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED := 86): 'CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED', (CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO := 87): 'CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO', (CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS := 88): 'CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS', (CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS := 89): 'CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS', (CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED := 90): 'CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED', (CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM := 91): 'CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM', (CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1 := 92): 'CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1', (CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1 := 93): 'CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1', (CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1 := 94): 'CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1', (CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH := 95): 'CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH', (CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH := 96): 'CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH', (CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN := 97): 'CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN', (CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES := 98): 'CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES', (CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED := 99): 'CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED', (CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES := 100): 'CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES', (CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST := 101): 'CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST', (CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED := 102): 'CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED', (CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED := 102): 'CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED', (CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED := 103): 'CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED', (CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED := 104): 'CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED', (CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED := 105): 'CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED', (CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR := 106): 'CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR', (CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED := 107): 'CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED', (CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE := 108): 'CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE', (CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE := 109): 'CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE', (CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED := 110): 'CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED', (CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK := 111): 'CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK', (CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED := 112): 'CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED', (CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED := 113): 'CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED', (CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED := 114): 'CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED', (CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED := 115): 'CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED', (CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED := 116): 'CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED', (CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS := 117): 'CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS', (CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING := 118): 'CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING', (CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES := 119): 'CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES', (CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH := 120): 'CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH', (CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED := 121): 'CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED', (CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS := 122): 'CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS', (CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR := 123): 'CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR', (CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED := 124): 'CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED', (CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED := 125): 'CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED', (CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT := 126): 'CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT', (CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED := 127): 'CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED', (CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED := 128): 'CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED', (CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS := 129): 'CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS', (CU_DEVICE_ATTRIBUTE_NUMA_CONFIG := 130): 'CU_DEVICE_ATTRIBUTE_NUMA_CONFIG', (CU_DEVICE_ATTRIBUTE_NUMA_ID := 131): 'CU_DEVICE_ATTRIBUTE_NUMA_ID', (CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED := 132): 'CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED', (CU_DEVICE_ATTRIBUTE_MPS_ENABLED := 133): 'CU_DEVICE_ATTRIBUTE_MPS_ENABLED', (CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID := 134): 'CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID', (CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED := 135): 'CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED', (CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK := 136): 'CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK', (CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH := 137): 'CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH', (CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED := 138): 'CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED', (CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID := 139): 'CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID', (CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID := 140): 'CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID', (CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED := 141): 'CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED', (CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED := 142): 'CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED', (CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED := 143): 'CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED', (CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED := 144): 'CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED', (CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED := 145): 'CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED', (CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED := 146): 'CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED', (CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED := 147): 'CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED', (CU_DEVICE_ATTRIBUTE_MAX := 148): 'CU_DEVICE_ATTRIBUTE_MAX'}
CUdevprop_v1 = struct_CUdevprop_st
CUdevprop = CUdevprop_v1
enum_CUpointer_attribute_enum: dict[int, str] = {(CU_POINTER_ATTRIBUTE_CONTEXT := 1): 'CU_POINTER_ATTRIBUTE_CONTEXT', (CU_POINTER_ATTRIBUTE_MEMORY_TYPE := 2): 'CU_POINTER_ATTRIBUTE_MEMORY_TYPE', (CU_POINTER_ATTRIBUTE_DEVICE_POINTER := 3): 'CU_POINTER_ATTRIBUTE_DEVICE_POINTER', (CU_POINTER_ATTRIBUTE_HOST_POINTER := 4): 'CU_POINTER_ATTRIBUTE_HOST_POINTER', (CU_POINTER_ATTRIBUTE_P2P_TOKENS := 5): 'CU_POINTER_ATTRIBUTE_P2P_TOKENS', (CU_POINTER_ATTRIBUTE_SYNC_MEMOPS := 6): 'CU_POINTER_ATTRIBUTE_SYNC_MEMOPS', (CU_POINTER_ATTRIBUTE_BUFFER_ID := 7): 'CU_POINTER_ATTRIBUTE_BUFFER_ID', (CU_POINTER_ATTRIBUTE_IS_MANAGED := 8): 'CU_POINTER_ATTRIBUTE_IS_MANAGED', (CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL := 9): 'CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL', (CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE := 10): 'CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE', (CU_POINTER_ATTRIBUTE_RANGE_START_ADDR := 11): 'CU_POINTER_ATTRIBUTE_RANGE_START_ADDR', (CU_POINTER_ATTRIBUTE_RANGE_SIZE := 12): 'CU_POINTER_ATTRIBUTE_RANGE_SIZE', (CU_POINTER_ATTRIBUTE_MAPPED := 13): 'CU_POINTER_ATTRIBUTE_MAPPED', (CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES := 14): 'CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES', (CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE := 15): 'CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE', (CU_POINTER_ATTRIBUTE_ACCESS_FLAGS := 16): 'CU_POINTER_ATTRIBUTE_ACCESS_FLAGS', (CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE := 17): 'CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE', (CU_POINTER_ATTRIBUTE_MAPPING_SIZE := 18): 'CU_POINTER_ATTRIBUTE_MAPPING_SIZE', (CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR := 19): 'CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR', (CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID := 20): 'CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID', (CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE := 21): 'CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE'}
enum_CUfunction_attribute_enum: dict[int, str] = {(CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK := 0): 'CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK', (CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES := 1): 'CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES', (CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES := 2): 'CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES', (CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES := 3): 'CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES', (CU_FUNC_ATTRIBUTE_NUM_REGS := 4): 'CU_FUNC_ATTRIBUTE_NUM_REGS', (CU_FUNC_ATTRIBUTE_PTX_VERSION := 5): 'CU_FUNC_ATTRIBUTE_PTX_VERSION', (CU_FUNC_ATTRIBUTE_BINARY_VERSION := 6): 'CU_FUNC_ATTRIBUTE_BINARY_VERSION', (CU_FUNC_ATTRIBUTE_CACHE_MODE_CA := 7): 'CU_FUNC_ATTRIBUTE_CACHE_MODE_CA', (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES := 8): 'CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES', (CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT := 9): 'CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT', (CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET := 10): 'CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET', (CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH := 11): 'CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH', (CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT := 12): 'CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT', (CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH := 13): 'CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH', (CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED := 14): 'CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED', (CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE := 15): 'CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE', (CU_FUNC_ATTRIBUTE_MAX := 16): 'CU_FUNC_ATTRIBUTE_MAX'}
enum_CUfunc_cache_enum: dict[int, str] = {(CU_FUNC_CACHE_PREFER_NONE := 0): 'CU_FUNC_CACHE_PREFER_NONE', (CU_FUNC_CACHE_PREFER_SHARED := 1): 'CU_FUNC_CACHE_PREFER_SHARED', (CU_FUNC_CACHE_PREFER_L1 := 2): 'CU_FUNC_CACHE_PREFER_L1', (CU_FUNC_CACHE_PREFER_EQUAL := 3): 'CU_FUNC_CACHE_PREFER_EQUAL'}
enum_CUsharedconfig_enum: dict[int, str] = {(CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE := 0): 'CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE', (CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE := 1): 'CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE', (CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE := 2): 'CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE'}
enum_CUshared_carveout_enum: dict[int, str] = {(CU_SHAREDMEM_CARVEOUT_DEFAULT := -1): 'CU_SHAREDMEM_CARVEOUT_DEFAULT', (CU_SHAREDMEM_CARVEOUT_MAX_SHARED := 100): 'CU_SHAREDMEM_CARVEOUT_MAX_SHARED', (CU_SHAREDMEM_CARVEOUT_MAX_L1 := 0): 'CU_SHAREDMEM_CARVEOUT_MAX_L1'}
enum_CUmemorytype_enum: dict[int, str] = {(CU_MEMORYTYPE_HOST := 1): 'CU_MEMORYTYPE_HOST', (CU_MEMORYTYPE_DEVICE := 2): 'CU_MEMORYTYPE_DEVICE', (CU_MEMORYTYPE_ARRAY := 3): 'CU_MEMORYTYPE_ARRAY', (CU_MEMORYTYPE_UNIFIED := 4): 'CU_MEMORYTYPE_UNIFIED'}
enum_CUcomputemode_enum: dict[int, str] = {(CU_COMPUTEMODE_DEFAULT := 0): 'CU_COMPUTEMODE_DEFAULT', (CU_COMPUTEMODE_PROHIBITED := 2): 'CU_COMPUTEMODE_PROHIBITED', (CU_COMPUTEMODE_EXCLUSIVE_PROCESS := 3): 'CU_COMPUTEMODE_EXCLUSIVE_PROCESS'}
enum_CUmem_advise_enum: dict[int, str] = {(CU_MEM_ADVISE_SET_READ_MOSTLY := 1): 'CU_MEM_ADVISE_SET_READ_MOSTLY', (CU_MEM_ADVISE_UNSET_READ_MOSTLY := 2): 'CU_MEM_ADVISE_UNSET_READ_MOSTLY', (CU_MEM_ADVISE_SET_PREFERRED_LOCATION := 3): 'CU_MEM_ADVISE_SET_PREFERRED_LOCATION', (CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION := 4): 'CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION', (CU_MEM_ADVISE_SET_ACCESSED_BY := 5): 'CU_MEM_ADVISE_SET_ACCESSED_BY', (CU_MEM_ADVISE_UNSET_ACCESSED_BY := 6): 'CU_MEM_ADVISE_UNSET_ACCESSED_BY'}
enum_CUmem_range_attribute_enum: dict[int, str] = {(CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY := 1): 'CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY', (CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION := 2): 'CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION', (CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY := 3): 'CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY', (CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION := 4): 'CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION', (CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE := 5): 'CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE', (CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID := 6): 'CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID', (CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE := 7): 'CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE', (CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID := 8): 'CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID'}
enum_CUjit_option_enum: dict[int, str] = {(CU_JIT_MAX_REGISTERS := 0): 'CU_JIT_MAX_REGISTERS', (CU_JIT_THREADS_PER_BLOCK := 1): 'CU_JIT_THREADS_PER_BLOCK', (CU_JIT_WALL_TIME := 2): 'CU_JIT_WALL_TIME', (CU_JIT_INFO_LOG_BUFFER := 3): 'CU_JIT_INFO_LOG_BUFFER', (CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES := 4): 'CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES', (CU_JIT_ERROR_LOG_BUFFER := 5): 'CU_JIT_ERROR_LOG_BUFFER', (CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES := 6): 'CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES', (CU_JIT_OPTIMIZATION_LEVEL := 7): 'CU_JIT_OPTIMIZATION_LEVEL', (CU_JIT_TARGET_FROM_CUCONTEXT := 8): 'CU_JIT_TARGET_FROM_CUCONTEXT', (CU_JIT_TARGET := 9): 'CU_JIT_TARGET', (CU_JIT_FALLBACK_STRATEGY := 10): 'CU_JIT_FALLBACK_STRATEGY', (CU_JIT_GENERATE_DEBUG_INFO := 11): 'CU_JIT_GENERATE_DEBUG_INFO', (CU_JIT_LOG_VERBOSE := 12): 'CU_JIT_LOG_VERBOSE', (CU_JIT_GENERATE_LINE_INFO := 13): 'CU_JIT_GENERATE_LINE_INFO', (CU_JIT_CACHE_MODE := 14): 'CU_JIT_CACHE_MODE', (CU_JIT_NEW_SM3X_OPT := 15): 'CU_JIT_NEW_SM3X_OPT', (CU_JIT_FAST_COMPILE := 16): 'CU_JIT_FAST_COMPILE', (CU_JIT_GLOBAL_SYMBOL_NAMES := 17): 'CU_JIT_GLOBAL_SYMBOL_NAMES', (CU_JIT_GLOBAL_SYMBOL_ADDRESSES := 18): 'CU_JIT_GLOBAL_SYMBOL_ADDRESSES', (CU_JIT_GLOBAL_SYMBOL_COUNT := 19): 'CU_JIT_GLOBAL_SYMBOL_COUNT', (CU_JIT_LTO := 20): 'CU_JIT_LTO', (CU_JIT_FTZ := 21): 'CU_JIT_FTZ', (CU_JIT_PREC_DIV := 22): 'CU_JIT_PREC_DIV', (CU_JIT_PREC_SQRT := 23): 'CU_JIT_PREC_SQRT', (CU_JIT_FMA := 24): 'CU_JIT_FMA', (CU_JIT_REFERENCED_KERNEL_NAMES := 25): 'CU_JIT_REFERENCED_KERNEL_NAMES', (CU_JIT_REFERENCED_KERNEL_COUNT := 26): 'CU_JIT_REFERENCED_KERNEL_COUNT', (CU_JIT_REFERENCED_VARIABLE_NAMES := 27): 'CU_JIT_REFERENCED_VARIABLE_NAMES', (CU_JIT_REFERENCED_VARIABLE_COUNT := 28): 'CU_JIT_REFERENCED_VARIABLE_COUNT', (CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES := 29): 'CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES', (CU_JIT_POSITION_INDEPENDENT_CODE := 30): 'CU_JIT_POSITION_INDEPENDENT_CODE', (CU_JIT_MIN_CTA_PER_SM := 31): 'CU_JIT_MIN_CTA_PER_SM', (CU_JIT_MAX_THREADS_PER_BLOCK := 32): 'CU_JIT_MAX_THREADS_PER_BLOCK', (CU_JIT_OVERRIDE_DIRECTIVE_VALUES := 33): 'CU_JIT_OVERRIDE_DIRECTIVE_VALUES', (CU_JIT_SPLIT_COMPILE := 34): 'CU_JIT_SPLIT_COMPILE', (CU_JIT_NUM_OPTIONS := 35): 'CU_JIT_NUM_OPTIONS'}
enum_CUjit_target_enum: dict[int, str] = {(CU_TARGET_COMPUTE_30 := 30): 'CU_TARGET_COMPUTE_30', (CU_TARGET_COMPUTE_32 := 32): 'CU_TARGET_COMPUTE_32', (CU_TARGET_COMPUTE_35 := 35): 'CU_TARGET_COMPUTE_35', (CU_TARGET_COMPUTE_37 := 37): 'CU_TARGET_COMPUTE_37', (CU_TARGET_COMPUTE_50 := 50): 'CU_TARGET_COMPUTE_50', (CU_TARGET_COMPUTE_52 := 52): 'CU_TARGET_COMPUTE_52', (CU_TARGET_COMPUTE_53 := 53): 'CU_TARGET_COMPUTE_53', (CU_TARGET_COMPUTE_60 := 60): 'CU_TARGET_COMPUTE_60', (CU_TARGET_COMPUTE_61 := 61): 'CU_TARGET_COMPUTE_61', (CU_TARGET_COMPUTE_62 := 62): 'CU_TARGET_COMPUTE_62', (CU_TARGET_COMPUTE_70 := 70): 'CU_TARGET_COMPUTE_70', (CU_TARGET_COMPUTE_72 := 72): 'CU_TARGET_COMPUTE_72', (CU_TARGET_COMPUTE_75 := 75): 'CU_TARGET_COMPUTE_75', (CU_TARGET_COMPUTE_80 := 80): 'CU_TARGET_COMPUTE_80', (CU_TARGET_COMPUTE_86 := 86): 'CU_TARGET_COMPUTE_86', (CU_TARGET_COMPUTE_87 := 87): 'CU_TARGET_COMPUTE_87', (CU_TARGET_COMPUTE_89 := 89): 'CU_TARGET_COMPUTE_89', (CU_TARGET_COMPUTE_90 := 90): 'CU_TARGET_COMPUTE_90', (CU_TARGET_COMPUTE_100 := 100): 'CU_TARGET_COMPUTE_100', (CU_TARGET_COMPUTE_110 := 110): 'CU_TARGET_COMPUTE_110', (CU_TARGET_COMPUTE_103 := 103): 'CU_TARGET_COMPUTE_103', (CU_TARGET_COMPUTE_120 := 120): 'CU_TARGET_COMPUTE_120', (CU_TARGET_COMPUTE_121 := 121): 'CU_TARGET_COMPUTE_121', (CU_TARGET_COMPUTE_90A := 65626): 'CU_TARGET_COMPUTE_90A', (CU_TARGET_COMPUTE_100A := 65636): 'CU_TARGET_COMPUTE_100A', (CU_TARGET_COMPUTE_110A := 65646): 'CU_TARGET_COMPUTE_110A', (CU_TARGET_COMPUTE_103A := 65639): 'CU_TARGET_COMPUTE_103A', (CU_TARGET_COMPUTE_120A := 65656): 'CU_TARGET_COMPUTE_120A', (CU_TARGET_COMPUTE_121A := 65657): 'CU_TARGET_COMPUTE_121A', (CU_TARGET_COMPUTE_100F := 131172): 'CU_TARGET_COMPUTE_100F', (CU_TARGET_COMPUTE_110F := 131182): 'CU_TARGET_COMPUTE_110F', (CU_TARGET_COMPUTE_103F := 131175): 'CU_TARGET_COMPUTE_103F', (CU_TARGET_COMPUTE_120F := 131192): 'CU_TARGET_COMPUTE_120F', (CU_TARGET_COMPUTE_121F := 131193): 'CU_TARGET_COMPUTE_121F'}
enum_CUjit_fallback_enum: dict[int, str] = {(CU_PREFER_PTX := 0): 'CU_PREFER_PTX', (CU_PREFER_BINARY := 1): 'CU_PREFER_BINARY'}
enum_CUjit_cacheMode_enum: dict[int, str] = {(CU_JIT_CACHE_OPTION_NONE := 0): 'CU_JIT_CACHE_OPTION_NONE', (CU_JIT_CACHE_OPTION_CG := 1): 'CU_JIT_CACHE_OPTION_CG', (CU_JIT_CACHE_OPTION_CA := 2): 'CU_JIT_CACHE_OPTION_CA'}
enum_CUjitInputType_enum: dict[int, str] = {(CU_JIT_INPUT_CUBIN := 0): 'CU_JIT_INPUT_CUBIN', (CU_JIT_INPUT_PTX := 1): 'CU_JIT_INPUT_PTX', (CU_JIT_INPUT_FATBINARY := 2): 'CU_JIT_INPUT_FATBINARY', (CU_JIT_INPUT_OBJECT := 3): 'CU_JIT_INPUT_OBJECT', (CU_JIT_INPUT_LIBRARY := 4): 'CU_JIT_INPUT_LIBRARY', (CU_JIT_INPUT_NVVM := 5): 'CU_JIT_INPUT_NVVM', (CU_JIT_NUM_INPUT_TYPES := 6): 'CU_JIT_NUM_INPUT_TYPES'}
CUlinkState = ctypes.POINTER(struct_CUlinkState_st)
enum_CUgraphicsRegisterFlags_enum: dict[int, str] = {(CU_GRAPHICS_REGISTER_FLAGS_NONE := 0): 'CU_GRAPHICS_REGISTER_FLAGS_NONE', (CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY := 1): 'CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY', (CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD := 2): 'CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD', (CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST := 4): 'CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST', (CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER := 8): 'CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER'}
enum_CUgraphicsMapResourceFlags_enum: dict[int, str] = {(CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE := 0): 'CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE', (CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY := 1): 'CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY', (CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD := 2): 'CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD'}
enum_CUarray_cubemap_face_enum: dict[int, str] = {(CU_CUBEMAP_FACE_POSITIVE_X := 0): 'CU_CUBEMAP_FACE_POSITIVE_X', (CU_CUBEMAP_FACE_NEGATIVE_X := 1): 'CU_CUBEMAP_FACE_NEGATIVE_X', (CU_CUBEMAP_FACE_POSITIVE_Y := 2): 'CU_CUBEMAP_FACE_POSITIVE_Y', (CU_CUBEMAP_FACE_NEGATIVE_Y := 3): 'CU_CUBEMAP_FACE_NEGATIVE_Y', (CU_CUBEMAP_FACE_POSITIVE_Z := 4): 'CU_CUBEMAP_FACE_POSITIVE_Z', (CU_CUBEMAP_FACE_NEGATIVE_Z := 5): 'CU_CUBEMAP_FACE_NEGATIVE_Z'}
enum_CUlimit_enum: dict[int, str] = {(CU_LIMIT_STACK_SIZE := 0): 'CU_LIMIT_STACK_SIZE', (CU_LIMIT_PRINTF_FIFO_SIZE := 1): 'CU_LIMIT_PRINTF_FIFO_SIZE', (CU_LIMIT_MALLOC_HEAP_SIZE := 2): 'CU_LIMIT_MALLOC_HEAP_SIZE', (CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH := 3): 'CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH', (CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT := 4): 'CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT', (CU_LIMIT_MAX_L2_FETCH_GRANULARITY := 5): 'CU_LIMIT_MAX_L2_FETCH_GRANULARITY', (CU_LIMIT_PERSISTING_L2_CACHE_SIZE := 6): 'CU_LIMIT_PERSISTING_L2_CACHE_SIZE', (CU_LIMIT_SHMEM_SIZE := 7): 'CU_LIMIT_SHMEM_SIZE', (CU_LIMIT_CIG_ENABLED := 8): 'CU_LIMIT_CIG_ENABLED', (CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED := 9): 'CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED', (CU_LIMIT_MAX := 10): 'CU_LIMIT_MAX'}
enum_CUresourcetype_enum: dict[int, str] = {(CU_RESOURCE_TYPE_ARRAY := 0): 'CU_RESOURCE_TYPE_ARRAY', (CU_RESOURCE_TYPE_MIPMAPPED_ARRAY := 1): 'CU_RESOURCE_TYPE_MIPMAPPED_ARRAY', (CU_RESOURCE_TYPE_LINEAR := 2): 'CU_RESOURCE_TYPE_LINEAR', (CU_RESOURCE_TYPE_PITCH2D := 3): 'CU_RESOURCE_TYPE_PITCH2D'}
CUhostFn = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
enum_CUaccessProperty_enum: dict[int, str] = {(CU_ACCESS_PROPERTY_NORMAL := 0): 'CU_ACCESS_PROPERTY_NORMAL', (CU_ACCESS_PROPERTY_STREAMING := 1): 'CU_ACCESS_PROPERTY_STREAMING', (CU_ACCESS_PROPERTY_PERSISTING := 2): 'CU_ACCESS_PROPERTY_PERSISTING'}
CUaccessPolicyWindow_v1 = struct_CUaccessPolicyWindow_st
CUaccessPolicyWindow = CUaccessPolicyWindow_v1
CUDA_KERNEL_NODE_PARAMS_v1 = struct_CUDA_KERNEL_NODE_PARAMS_st
CUDA_KERNEL_NODE_PARAMS_v2 = struct_CUDA_KERNEL_NODE_PARAMS_v2_st
CUDA_KERNEL_NODE_PARAMS = CUDA_KERNEL_NODE_PARAMS_v2
CUDA_KERNEL_NODE_PARAMS_v3 = struct_CUDA_KERNEL_NODE_PARAMS_v3_st
CUDA_MEMSET_NODE_PARAMS_v1 = struct_CUDA_MEMSET_NODE_PARAMS_st
CUDA_MEMSET_NODE_PARAMS = CUDA_MEMSET_NODE_PARAMS_v1
CUDA_MEMSET_NODE_PARAMS_v2 = struct_CUDA_MEMSET_NODE_PARAMS_v2_st
CUDA_HOST_NODE_PARAMS_v1 = struct_CUDA_HOST_NODE_PARAMS_st
CUDA_HOST_NODE_PARAMS = CUDA_HOST_NODE_PARAMS_v1
CUDA_HOST_NODE_PARAMS_v2 = struct_CUDA_HOST_NODE_PARAMS_v2_st
enum_CUgraphConditionalNodeType_enum: dict[int, str] = {(CU_GRAPH_COND_TYPE_IF := 0): 'CU_GRAPH_COND_TYPE_IF', (CU_GRAPH_COND_TYPE_WHILE := 1): 'CU_GRAPH_COND_TYPE_WHILE', (CU_GRAPH_COND_TYPE_SWITCH := 2): 'CU_GRAPH_COND_TYPE_SWITCH'}
CUDA_CONDITIONAL_NODE_PARAMS = struct_CUDA_CONDITIONAL_NODE_PARAMS
enum_CUgraphNodeType_enum: dict[int, str] = {(CU_GRAPH_NODE_TYPE_KERNEL := 0): 'CU_GRAPH_NODE_TYPE_KERNEL', (CU_GRAPH_NODE_TYPE_MEMCPY := 1): 'CU_GRAPH_NODE_TYPE_MEMCPY', (CU_GRAPH_NODE_TYPE_MEMSET := 2): 'CU_GRAPH_NODE_TYPE_MEMSET', (CU_GRAPH_NODE_TYPE_HOST := 3): 'CU_GRAPH_NODE_TYPE_HOST', (CU_GRAPH_NODE_TYPE_GRAPH := 4): 'CU_GRAPH_NODE_TYPE_GRAPH', (CU_GRAPH_NODE_TYPE_EMPTY := 5): 'CU_GRAPH_NODE_TYPE_EMPTY', (CU_GRAPH_NODE_TYPE_WAIT_EVENT := 6): 'CU_GRAPH_NODE_TYPE_WAIT_EVENT', (CU_GRAPH_NODE_TYPE_EVENT_RECORD := 7): 'CU_GRAPH_NODE_TYPE_EVENT_RECORD', (CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL := 8): 'CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL', (CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT := 9): 'CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT', (CU_GRAPH_NODE_TYPE_MEM_ALLOC := 10): 'CU_GRAPH_NODE_TYPE_MEM_ALLOC', (CU_GRAPH_NODE_TYPE_MEM_FREE := 11): 'CU_GRAPH_NODE_TYPE_MEM_FREE', (CU_GRAPH_NODE_TYPE_BATCH_MEM_OP := 12): 'CU_GRAPH_NODE_TYPE_BATCH_MEM_OP', (CU_GRAPH_NODE_TYPE_CONDITIONAL := 13): 'CU_GRAPH_NODE_TYPE_CONDITIONAL'}
enum_CUgraphDependencyType_enum: dict[int, str] = {(CU_GRAPH_DEPENDENCY_TYPE_DEFAULT := 0): 'CU_GRAPH_DEPENDENCY_TYPE_DEFAULT', (CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC := 1): 'CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC'}
CUgraphEdgeData = struct_CUgraphEdgeData_st
enum_CUgraphInstantiateResult_enum: dict[int, str] = {(CUDA_GRAPH_INSTANTIATE_SUCCESS := 0): 'CUDA_GRAPH_INSTANTIATE_SUCCESS', (CUDA_GRAPH_INSTANTIATE_ERROR := 1): 'CUDA_GRAPH_INSTANTIATE_ERROR', (CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE := 2): 'CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE', (CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED := 3): 'CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED', (CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED := 4): 'CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED', (CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED := 5): 'CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED'}
CUDA_GRAPH_INSTANTIATE_PARAMS = struct_CUDA_GRAPH_INSTANTIATE_PARAMS_st
enum_CUsynchronizationPolicy_enum: dict[int, str] = {(CU_SYNC_POLICY_AUTO := 1): 'CU_SYNC_POLICY_AUTO', (CU_SYNC_POLICY_SPIN := 2): 'CU_SYNC_POLICY_SPIN', (CU_SYNC_POLICY_YIELD := 3): 'CU_SYNC_POLICY_YIELD', (CU_SYNC_POLICY_BLOCKING_SYNC := 4): 'CU_SYNC_POLICY_BLOCKING_SYNC'}
enum_CUclusterSchedulingPolicy_enum: dict[int, str] = {(CU_CLUSTER_SCHEDULING_POLICY_DEFAULT := 0): 'CU_CLUSTER_SCHEDULING_POLICY_DEFAULT', (CU_CLUSTER_SCHEDULING_POLICY_SPREAD := 1): 'CU_CLUSTER_SCHEDULING_POLICY_SPREAD', (CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING := 2): 'CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING'}
enum_CUlaunchMemSyncDomain_enum: dict[int, str] = {(CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT := 0): 'CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT', (CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE := 1): 'CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE'}
CUlaunchMemSyncDomainMap = struct_CUlaunchMemSyncDomainMap_st
enum_CUlaunchAttributeID_enum: dict[int, str] = {(CU_LAUNCH_ATTRIBUTE_IGNORE := 0): 'CU_LAUNCH_ATTRIBUTE_IGNORE', (CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW := 1): 'CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW', (CU_LAUNCH_ATTRIBUTE_COOPERATIVE := 2): 'CU_LAUNCH_ATTRIBUTE_COOPERATIVE', (CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY := 3): 'CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY', (CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION := 4): 'CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION', (CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE := 5): 'CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE', (CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION := 6): 'CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION', (CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT := 7): 'CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT', (CU_LAUNCH_ATTRIBUTE_PRIORITY := 8): 'CU_LAUNCH_ATTRIBUTE_PRIORITY', (CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP := 9): 'CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP', (CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN := 10): 'CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN', (CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION := 11): 'CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION', (CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT := 12): 'CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT', (CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE := 13): 'CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE', (CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT := 14): 'CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT', (CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING := 16): 'CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING'}
CUlaunchAttributeValue = union_CUlaunchAttributeValue_union
CUlaunchAttribute = struct_CUlaunchAttribute_st
CUlaunchConfig = struct_CUlaunchConfig_st
CUkernelNodeAttrValue_v1 = CUlaunchAttributeValue
CUkernelNodeAttrValue = CUkernelNodeAttrValue_v1
enum_CUstreamCaptureStatus_enum: dict[int, str] = {(CU_STREAM_CAPTURE_STATUS_NONE := 0): 'CU_STREAM_CAPTURE_STATUS_NONE', (CU_STREAM_CAPTURE_STATUS_ACTIVE := 1): 'CU_STREAM_CAPTURE_STATUS_ACTIVE', (CU_STREAM_CAPTURE_STATUS_INVALIDATED := 2): 'CU_STREAM_CAPTURE_STATUS_INVALIDATED'}
enum_CUstreamCaptureMode_enum: dict[int, str] = {(CU_STREAM_CAPTURE_MODE_GLOBAL := 0): 'CU_STREAM_CAPTURE_MODE_GLOBAL', (CU_STREAM_CAPTURE_MODE_THREAD_LOCAL := 1): 'CU_STREAM_CAPTURE_MODE_THREAD_LOCAL', (CU_STREAM_CAPTURE_MODE_RELAXED := 2): 'CU_STREAM_CAPTURE_MODE_RELAXED'}
CUstreamAttrValue_v1 = CUlaunchAttributeValue
CUstreamAttrValue = CUstreamAttrValue_v1
enum_CUdriverProcAddress_flags_enum: dict[int, str] = {(CU_GET_PROC_ADDRESS_DEFAULT := 0): 'CU_GET_PROC_ADDRESS_DEFAULT', (CU_GET_PROC_ADDRESS_LEGACY_STREAM := 1): 'CU_GET_PROC_ADDRESS_LEGACY_STREAM', (CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM := 2): 'CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM'}
enum_CUdriverProcAddressQueryResult_enum: dict[int, str] = {(CU_GET_PROC_ADDRESS_SUCCESS := 0): 'CU_GET_PROC_ADDRESS_SUCCESS', (CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND := 1): 'CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND', (CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT := 2): 'CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT'}
enum_CUexecAffinityType_enum: dict[int, str] = {(CU_EXEC_AFFINITY_TYPE_SM_COUNT := 0): 'CU_EXEC_AFFINITY_TYPE_SM_COUNT', (CU_EXEC_AFFINITY_TYPE_MAX := 1): 'CU_EXEC_AFFINITY_TYPE_MAX'}
CUexecAffinitySmCount_v1 = struct_CUexecAffinitySmCount_st
CUexecAffinitySmCount = CUexecAffinitySmCount_v1
CUexecAffinityParam_v1 = struct_CUexecAffinityParam_st
CUexecAffinityParam = CUexecAffinityParam_v1
enum_CUcigDataType_enum: dict[int, str] = {(CIG_DATA_TYPE_D3D12_COMMAND_QUEUE := 1): 'CIG_DATA_TYPE_D3D12_COMMAND_QUEUE', (CIG_DATA_TYPE_NV_BLOB := 2): 'CIG_DATA_TYPE_NV_BLOB'}
CUctxCigParam = struct_CUctxCigParam_st
CUctxCreateParams = struct_CUctxCreateParams_st
enum_CUlibraryOption_enum: dict[int, str] = {(CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE := 0): 'CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE', (CU_LIBRARY_BINARY_IS_PRESERVED := 1): 'CU_LIBRARY_BINARY_IS_PRESERVED', (CU_LIBRARY_NUM_OPTIONS := 2): 'CU_LIBRARY_NUM_OPTIONS'}
CUlibraryHostUniversalFunctionAndDataTable = struct_CUlibraryHostUniversalFunctionAndDataTable_st
enum_cudaError_enum: dict[int, str] = {(CUDA_SUCCESS := 0): 'CUDA_SUCCESS', (CUDA_ERROR_INVALID_VALUE := 1): 'CUDA_ERROR_INVALID_VALUE', (CUDA_ERROR_OUT_OF_MEMORY := 2): 'CUDA_ERROR_OUT_OF_MEMORY', (CUDA_ERROR_NOT_INITIALIZED := 3): 'CUDA_ERROR_NOT_INITIALIZED', (CUDA_ERROR_DEINITIALIZED := 4): 'CUDA_ERROR_DEINITIALIZED', (CUDA_ERROR_PROFILER_DISABLED := 5): 'CUDA_ERROR_PROFILER_DISABLED', (CUDA_ERROR_PROFILER_NOT_INITIALIZED := 6): 'CUDA_ERROR_PROFILER_NOT_INITIALIZED', (CUDA_ERROR_PROFILER_ALREADY_STARTED := 7): 'CUDA_ERROR_PROFILER_ALREADY_STARTED', (CUDA_ERROR_PROFILER_ALREADY_STOPPED := 8): 'CUDA_ERROR_PROFILER_ALREADY_STOPPED', (CUDA_ERROR_STUB_LIBRARY := 34): 'CUDA_ERROR_STUB_LIBRARY', (CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER := 36): 'CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER', (CUDA_ERROR_DEVICE_UNAVAILABLE := 46): 'CUDA_ERROR_DEVICE_UNAVAILABLE', (CUDA_ERROR_NO_DEVICE := 100): 'CUDA_ERROR_NO_DEVICE', (CUDA_ERROR_INVALID_DEVICE := 101): 'CUDA_ERROR_INVALID_DEVICE', (CUDA_ERROR_DEVICE_NOT_LICENSED := 102): 'CUDA_ERROR_DEVICE_NOT_LICENSED', (CUDA_ERROR_INVALID_IMAGE := 200): 'CUDA_ERROR_INVALID_IMAGE', (CUDA_ERROR_INVALID_CONTEXT := 201): 'CUDA_ERROR_INVALID_CONTEXT', (CUDA_ERROR_CONTEXT_ALREADY_CURRENT := 202): 'CUDA_ERROR_CONTEXT_ALREADY_CURRENT', (CUDA_ERROR_MAP_FAILED := 205): 'CUDA_ERROR_MAP_FAILED', (CUDA_ERROR_UNMAP_FAILED := 206): 'CUDA_ERROR_UNMAP_FAILED', (CUDA_ERROR_ARRAY_IS_MAPPED := 207): 'CUDA_ERROR_ARRAY_IS_MAPPED', (CUDA_ERROR_ALREADY_MAPPED := 208): 'CUDA_ERROR_ALREADY_MAPPED', (CUDA_ERROR_NO_BINARY_FOR_GPU := 209): 'CUDA_ERROR_NO_BINARY_FOR_GPU', (CUDA_ERROR_ALREADY_ACQUIRED := 210): 'CUDA_ERROR_ALREADY_ACQUIRED', (CUDA_ERROR_NOT_MAPPED := 211): 'CUDA_ERROR_NOT_MAPPED', (CUDA_ERROR_NOT_MAPPED_AS_ARRAY := 212): 'CUDA_ERROR_NOT_MAPPED_AS_ARRAY', (CUDA_ERROR_NOT_MAPPED_AS_POINTER := 213): 'CUDA_ERROR_NOT_MAPPED_AS_POINTER', (CUDA_ERROR_ECC_UNCORRECTABLE := 214): 'CUDA_ERROR_ECC_UNCORRECTABLE', (CUDA_ERROR_UNSUPPORTED_LIMIT := 215): 'CUDA_ERROR_UNSUPPORTED_LIMIT', (CUDA_ERROR_CONTEXT_ALREADY_IN_USE := 216): 'CUDA_ERROR_CONTEXT_ALREADY_IN_USE', (CUDA_ERROR_PEER_ACCESS_UNSUPPORTED := 217): 'CUDA_ERROR_PEER_ACCESS_UNSUPPORTED', (CUDA_ERROR_INVALID_PTX := 218): 'CUDA_ERROR_INVALID_PTX', (CUDA_ERROR_INVALID_GRAPHICS_CONTEXT := 219): 'CUDA_ERROR_INVALID_GRAPHICS_CONTEXT', (CUDA_ERROR_NVLINK_UNCORRECTABLE := 220): 'CUDA_ERROR_NVLINK_UNCORRECTABLE', (CUDA_ERROR_JIT_COMPILER_NOT_FOUND := 221): 'CUDA_ERROR_JIT_COMPILER_NOT_FOUND', (CUDA_ERROR_UNSUPPORTED_PTX_VERSION := 222): 'CUDA_ERROR_UNSUPPORTED_PTX_VERSION', (CUDA_ERROR_JIT_COMPILATION_DISABLED := 223): 'CUDA_ERROR_JIT_COMPILATION_DISABLED', (CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY := 224): 'CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY', (CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC := 225): 'CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC', (CUDA_ERROR_CONTAINED := 226): 'CUDA_ERROR_CONTAINED', (CUDA_ERROR_INVALID_SOURCE := 300): 'CUDA_ERROR_INVALID_SOURCE', (CUDA_ERROR_FILE_NOT_FOUND := 301): 'CUDA_ERROR_FILE_NOT_FOUND', (CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND := 302): 'CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND', (CUDA_ERROR_SHARED_OBJECT_INIT_FAILED := 303): 'CUDA_ERROR_SHARED_OBJECT_INIT_FAILED', (CUDA_ERROR_OPERATING_SYSTEM := 304): 'CUDA_ERROR_OPERATING_SYSTEM', (CUDA_ERROR_INVALID_HANDLE := 400): 'CUDA_ERROR_INVALID_HANDLE', (CUDA_ERROR_ILLEGAL_STATE := 401): 'CUDA_ERROR_ILLEGAL_STATE', (CUDA_ERROR_LOSSY_QUERY := 402): 'CUDA_ERROR_LOSSY_QUERY', (CUDA_ERROR_NOT_FOUND := 500): 'CUDA_ERROR_NOT_FOUND', (CUDA_ERROR_NOT_READY := 600): 'CUDA_ERROR_NOT_READY', (CUDA_ERROR_ILLEGAL_ADDRESS := 700): 'CUDA_ERROR_ILLEGAL_ADDRESS', (CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES := 701): 'CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES', (CUDA_ERROR_LAUNCH_TIMEOUT := 702): 'CUDA_ERROR_LAUNCH_TIMEOUT', (CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING := 703): 'CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING', (CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED := 704): 'CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED', (CUDA_ERROR_PEER_ACCESS_NOT_ENABLED := 705): 'CUDA_ERROR_PEER_ACCESS_NOT_ENABLED', (CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE := 708): 'CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE', (CUDA_ERROR_CONTEXT_IS_DESTROYED := 709): 'CUDA_ERROR_CONTEXT_IS_DESTROYED', (CUDA_ERROR_ASSERT := 710): 'CUDA_ERROR_ASSERT', (CUDA_ERROR_TOO_MANY_PEERS := 711): 'CUDA_ERROR_TOO_MANY_PEERS', (CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED := 712): 'CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED', (CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED := 713): 'CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED', (CUDA_ERROR_HARDWARE_STACK_ERROR := 714): 'CUDA_ERROR_HARDWARE_STACK_ERROR', (CUDA_ERROR_ILLEGAL_INSTRUCTION := 715): 'CUDA_ERROR_ILLEGAL_INSTRUCTION', (CUDA_ERROR_MISALIGNED_ADDRESS := 716): 'CUDA_ERROR_MISALIGNED_ADDRESS', (CUDA_ERROR_INVALID_ADDRESS_SPACE := 717): 'CUDA_ERROR_INVALID_ADDRESS_SPACE', (CUDA_ERROR_INVALID_PC := 718): 'CUDA_ERROR_INVALID_PC', (CUDA_ERROR_LAUNCH_FAILED := 719): 'CUDA_ERROR_LAUNCH_FAILED', (CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE := 720): 'CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE', (CUDA_ERROR_TENSOR_MEMORY_LEAK := 721): 'CUDA_ERROR_TENSOR_MEMORY_LEAK', (CUDA_ERROR_NOT_PERMITTED := 800): 'CUDA_ERROR_NOT_PERMITTED', (CUDA_ERROR_NOT_SUPPORTED := 801): 'CUDA_ERROR_NOT_SUPPORTED', (CUDA_ERROR_SYSTEM_NOT_READY := 802): 'CUDA_ERROR_SYSTEM_NOT_READY', (CUDA_ERROR_SYSTEM_DRIVER_MISMATCH := 803): 'CUDA_ERROR_SYSTEM_DRIVER_MISMATCH', (CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE := 804): 'CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE', (CUDA_ERROR_MPS_CONNECTION_FAILED := 805): 'CUDA_ERROR_MPS_CONNECTION_FAILED', (CUDA_ERROR_MPS_RPC_FAILURE := 806): 'CUDA_ERROR_MPS_RPC_FAILURE', (CUDA_ERROR_MPS_SERVER_NOT_READY := 807): 'CUDA_ERROR_MPS_SERVER_NOT_READY', (CUDA_ERROR_MPS_MAX_CLIENTS_REACHED := 808): 'CUDA_ERROR_MPS_MAX_CLIENTS_REACHED', (CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED := 809): 'CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED', (CUDA_ERROR_MPS_CLIENT_TERMINATED := 810): 'CUDA_ERROR_MPS_CLIENT_TERMINATED', (CUDA_ERROR_CDP_NOT_SUPPORTED := 811): 'CUDA_ERROR_CDP_NOT_SUPPORTED', (CUDA_ERROR_CDP_VERSION_MISMATCH := 812): 'CUDA_ERROR_CDP_VERSION_MISMATCH', (CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED := 900): 'CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED', (CUDA_ERROR_STREAM_CAPTURE_INVALIDATED := 901): 'CUDA_ERROR_STREAM_CAPTURE_INVALIDATED', (CUDA_ERROR_STREAM_CAPTURE_MERGE := 902): 'CUDA_ERROR_STREAM_CAPTURE_MERGE', (CUDA_ERROR_STREAM_CAPTURE_UNMATCHED := 903): 'CUDA_ERROR_STREAM_CAPTURE_UNMATCHED', (CUDA_ERROR_STREAM_CAPTURE_UNJOINED := 904): 'CUDA_ERROR_STREAM_CAPTURE_UNJOINED', (CUDA_ERROR_STREAM_CAPTURE_ISOLATION := 905): 'CUDA_ERROR_STREAM_CAPTURE_ISOLATION', (CUDA_ERROR_STREAM_CAPTURE_IMPLICIT := 906): 'CUDA_ERROR_STREAM_CAPTURE_IMPLICIT', (CUDA_ERROR_CAPTURED_EVENT := 907): 'CUDA_ERROR_CAPTURED_EVENT', (CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD := 908): 'CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD', (CUDA_ERROR_TIMEOUT := 909): 'CUDA_ERROR_TIMEOUT', (CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE := 910): 'CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE', (CUDA_ERROR_EXTERNAL_DEVICE := 911): 'CUDA_ERROR_EXTERNAL_DEVICE', (CUDA_ERROR_INVALID_CLUSTER_SIZE := 912): 'CUDA_ERROR_INVALID_CLUSTER_SIZE', (CUDA_ERROR_FUNCTION_NOT_LOADED := 913): 'CUDA_ERROR_FUNCTION_NOT_LOADED', (CUDA_ERROR_INVALID_RESOURCE_TYPE := 914): 'CUDA_ERROR_INVALID_RESOURCE_TYPE', (CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION := 915): 'CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION', (CUDA_ERROR_KEY_ROTATION := 916): 'CUDA_ERROR_KEY_ROTATION', (CUDA_ERROR_UNKNOWN := 999): 'CUDA_ERROR_UNKNOWN'}
enum_CUdevice_P2PAttribute_enum: dict[int, str] = {(CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK := 1): 'CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK', (CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED := 2): 'CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED', (CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED := 3): 'CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED', (CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED := 4): 'CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED', (CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED := 4): 'CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED', (CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED := 5): 'CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED'}
enum_CUatomicOperation_enum: dict[int, str] = {(CU_ATOMIC_OPERATION_INTEGER_ADD := 0): 'CU_ATOMIC_OPERATION_INTEGER_ADD', (CU_ATOMIC_OPERATION_INTEGER_MIN := 1): 'CU_ATOMIC_OPERATION_INTEGER_MIN', (CU_ATOMIC_OPERATION_INTEGER_MAX := 2): 'CU_ATOMIC_OPERATION_INTEGER_MAX', (CU_ATOMIC_OPERATION_INTEGER_INCREMENT := 3): 'CU_ATOMIC_OPERATION_INTEGER_INCREMENT', (CU_ATOMIC_OPERATION_INTEGER_DECREMENT := 4): 'CU_ATOMIC_OPERATION_INTEGER_DECREMENT', (CU_ATOMIC_OPERATION_AND := 5): 'CU_ATOMIC_OPERATION_AND', (CU_ATOMIC_OPERATION_OR := 6): 'CU_ATOMIC_OPERATION_OR', (CU_ATOMIC_OPERATION_XOR := 7): 'CU_ATOMIC_OPERATION_XOR', (CU_ATOMIC_OPERATION_EXCHANGE := 8): 'CU_ATOMIC_OPERATION_EXCHANGE', (CU_ATOMIC_OPERATION_CAS := 9): 'CU_ATOMIC_OPERATION_CAS', (CU_ATOMIC_OPERATION_FLOAT_ADD := 10): 'CU_ATOMIC_OPERATION_FLOAT_ADD', (CU_ATOMIC_OPERATION_FLOAT_MIN := 11): 'CU_ATOMIC_OPERATION_FLOAT_MIN', (CU_ATOMIC_OPERATION_FLOAT_MAX := 12): 'CU_ATOMIC_OPERATION_FLOAT_MAX', (CU_ATOMIC_OPERATION_MAX := 13): 'CU_ATOMIC_OPERATION_MAX'}
enum_CUatomicOperationCapability_enum: dict[int, str] = {(CU_ATOMIC_CAPABILITY_SIGNED := 1): 'CU_ATOMIC_CAPABILITY_SIGNED', (CU_ATOMIC_CAPABILITY_UNSIGNED := 2): 'CU_ATOMIC_CAPABILITY_UNSIGNED', (CU_ATOMIC_CAPABILITY_REDUCTION := 4): 'CU_ATOMIC_CAPABILITY_REDUCTION', (CU_ATOMIC_CAPABILITY_SCALAR_32 := 8): 'CU_ATOMIC_CAPABILITY_SCALAR_32', (CU_ATOMIC_CAPABILITY_SCALAR_64 := 16): 'CU_ATOMIC_CAPABILITY_SCALAR_64', (CU_ATOMIC_CAPABILITY_SCALAR_128 := 32): 'CU_ATOMIC_CAPABILITY_SCALAR_128', (CU_ATOMIC_CAPABILITY_VECTOR_32x4 := 64): 'CU_ATOMIC_CAPABILITY_VECTOR_32x4'}
CUstreamCallback = ctypes.CFUNCTYPE(None, ctypes.POINTER(struct_CUstream_st), ctypes.c_uint32, ctypes.c_void_p)
CUoccupancyB2DSize = ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_int32)
CUDA_MEMCPY2D_v2 = struct_CUDA_MEMCPY2D_st
CUDA_MEMCPY2D = CUDA_MEMCPY2D_v2
CUDA_MEMCPY3D_v2 = struct_CUDA_MEMCPY3D_st
CUDA_MEMCPY3D = CUDA_MEMCPY3D_v2
CUDA_MEMCPY3D_PEER_v1 = struct_CUDA_MEMCPY3D_PEER_st
CUDA_MEMCPY3D_PEER = CUDA_MEMCPY3D_PEER_v1
CUDA_MEMCPY_NODE_PARAMS = struct_CUDA_MEMCPY_NODE_PARAMS_st
CUDA_ARRAY_DESCRIPTOR_v2 = struct_CUDA_ARRAY_DESCRIPTOR_st
CUDA_ARRAY_DESCRIPTOR = CUDA_ARRAY_DESCRIPTOR_v2
CUDA_ARRAY3D_DESCRIPTOR_v2 = struct_CUDA_ARRAY3D_DESCRIPTOR_st
CUDA_ARRAY3D_DESCRIPTOR = CUDA_ARRAY3D_DESCRIPTOR_v2
CUDA_ARRAY_SPARSE_PROPERTIES_v1 = struct_CUDA_ARRAY_SPARSE_PROPERTIES_st
CUDA_ARRAY_SPARSE_PROPERTIES = CUDA_ARRAY_SPARSE_PROPERTIES_v1
CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 = struct_CUDA_ARRAY_MEMORY_REQUIREMENTS_st
CUDA_ARRAY_MEMORY_REQUIREMENTS = CUDA_ARRAY_MEMORY_REQUIREMENTS_v1
CUDA_RESOURCE_DESC_v1 = struct_CUDA_RESOURCE_DESC_st
CUDA_RESOURCE_DESC = CUDA_RESOURCE_DESC_v1
CUDA_TEXTURE_DESC_v1 = struct_CUDA_TEXTURE_DESC_st
CUDA_TEXTURE_DESC = CUDA_TEXTURE_DESC_v1
enum_CUresourceViewFormat_enum: dict[int, str] = {(CU_RES_VIEW_FORMAT_NONE := 0): 'CU_RES_VIEW_FORMAT_NONE', (CU_RES_VIEW_FORMAT_UINT_1X8 := 1): 'CU_RES_VIEW_FORMAT_UINT_1X8', (CU_RES_VIEW_FORMAT_UINT_2X8 := 2): 'CU_RES_VIEW_FORMAT_UINT_2X8', (CU_RES_VIEW_FORMAT_UINT_4X8 := 3): 'CU_RES_VIEW_FORMAT_UINT_4X8', (CU_RES_VIEW_FORMAT_SINT_1X8 := 4): 'CU_RES_VIEW_FORMAT_SINT_1X8', (CU_RES_VIEW_FORMAT_SINT_2X8 := 5): 'CU_RES_VIEW_FORMAT_SINT_2X8', (CU_RES_VIEW_FORMAT_SINT_4X8 := 6): 'CU_RES_VIEW_FORMAT_SINT_4X8', (CU_RES_VIEW_FORMAT_UINT_1X16 := 7): 'CU_RES_VIEW_FORMAT_UINT_1X16', (CU_RES_VIEW_FORMAT_UINT_2X16 := 8): 'CU_RES_VIEW_FORMAT_UINT_2X16', (CU_RES_VIEW_FORMAT_UINT_4X16 := 9): 'CU_RES_VIEW_FORMAT_UINT_4X16', (CU_RES_VIEW_FORMAT_SINT_1X16 := 10): 'CU_RES_VIEW_FORMAT_SINT_1X16', (CU_RES_VIEW_FORMAT_SINT_2X16 := 11): 'CU_RES_VIEW_FORMAT_SINT_2X16', (CU_RES_VIEW_FORMAT_SINT_4X16 := 12): 'CU_RES_VIEW_FORMAT_SINT_4X16', (CU_RES_VIEW_FORMAT_UINT_1X32 := 13): 'CU_RES_VIEW_FORMAT_UINT_1X32', (CU_RES_VIEW_FORMAT_UINT_2X32 := 14): 'CU_RES_VIEW_FORMAT_UINT_2X32', (CU_RES_VIEW_FORMAT_UINT_4X32 := 15): 'CU_RES_VIEW_FORMAT_UINT_4X32', (CU_RES_VIEW_FORMAT_SINT_1X32 := 16): 'CU_RES_VIEW_FORMAT_SINT_1X32', (CU_RES_VIEW_FORMAT_SINT_2X32 := 17): 'CU_RES_VIEW_FORMAT_SINT_2X32', (CU_RES_VIEW_FORMAT_SINT_4X32 := 18): 'CU_RES_VIEW_FORMAT_SINT_4X32', (CU_RES_VIEW_FORMAT_FLOAT_1X16 := 19): 'CU_RES_VIEW_FORMAT_FLOAT_1X16', (CU_RES_VIEW_FORMAT_FLOAT_2X16 := 20): 'CU_RES_VIEW_FORMAT_FLOAT_2X16', (CU_RES_VIEW_FORMAT_FLOAT_4X16 := 21): 'CU_RES_VIEW_FORMAT_FLOAT_4X16', (CU_RES_VIEW_FORMAT_FLOAT_1X32 := 22): 'CU_RES_VIEW_FORMAT_FLOAT_1X32', (CU_RES_VIEW_FORMAT_FLOAT_2X32 := 23): 'CU_RES_VIEW_FORMAT_FLOAT_2X32', (CU_RES_VIEW_FORMAT_FLOAT_4X32 := 24): 'CU_RES_VIEW_FORMAT_FLOAT_4X32', (CU_RES_VIEW_FORMAT_UNSIGNED_BC1 := 25): 'CU_RES_VIEW_FORMAT_UNSIGNED_BC1', (CU_RES_VIEW_FORMAT_UNSIGNED_BC2 := 26): 'CU_RES_VIEW_FORMAT_UNSIGNED_BC2', (CU_RES_VIEW_FORMAT_UNSIGNED_BC3 := 27): 'CU_RES_VIEW_FORMAT_UNSIGNED_BC3', (CU_RES_VIEW_FORMAT_UNSIGNED_BC4 := 28): 'CU_RES_VIEW_FORMAT_UNSIGNED_BC4', (CU_RES_VIEW_FORMAT_SIGNED_BC4 := 29): 'CU_RES_VIEW_FORMAT_SIGNED_BC4', (CU_RES_VIEW_FORMAT_UNSIGNED_BC5 := 30): 'CU_RES_VIEW_FORMAT_UNSIGNED_BC5', (CU_RES_VIEW_FORMAT_SIGNED_BC5 := 31): 'CU_RES_VIEW_FORMAT_SIGNED_BC5', (CU_RES_VIEW_FORMAT_UNSIGNED_BC6H := 32): 'CU_RES_VIEW_FORMAT_UNSIGNED_BC6H', (CU_RES_VIEW_FORMAT_SIGNED_BC6H := 33): 'CU_RES_VIEW_FORMAT_SIGNED_BC6H', (CU_RES_VIEW_FORMAT_UNSIGNED_BC7 := 34): 'CU_RES_VIEW_FORMAT_UNSIGNED_BC7'}
CUDA_RESOURCE_VIEW_DESC_v1 = struct_CUDA_RESOURCE_VIEW_DESC_st
CUDA_RESOURCE_VIEW_DESC = CUDA_RESOURCE_VIEW_DESC_v1
CUtensorMap = struct_CUtensorMap_st
enum_CUtensorMapDataType_enum: dict[int, str] = {(CU_TENSOR_MAP_DATA_TYPE_UINT8 := 0): 'CU_TENSOR_MAP_DATA_TYPE_UINT8', (CU_TENSOR_MAP_DATA_TYPE_UINT16 := 1): 'CU_TENSOR_MAP_DATA_TYPE_UINT16', (CU_TENSOR_MAP_DATA_TYPE_UINT32 := 2): 'CU_TENSOR_MAP_DATA_TYPE_UINT32', (CU_TENSOR_MAP_DATA_TYPE_INT32 := 3): 'CU_TENSOR_MAP_DATA_TYPE_INT32', (CU_TENSOR_MAP_DATA_TYPE_UINT64 := 4): 'CU_TENSOR_MAP_DATA_TYPE_UINT64', (CU_TENSOR_MAP_DATA_TYPE_INT64 := 5): 'CU_TENSOR_MAP_DATA_TYPE_INT64', (CU_TENSOR_MAP_DATA_TYPE_FLOAT16 := 6): 'CU_TENSOR_MAP_DATA_TYPE_FLOAT16', (CU_TENSOR_MAP_DATA_TYPE_FLOAT32 := 7): 'CU_TENSOR_MAP_DATA_TYPE_FLOAT32', (CU_TENSOR_MAP_DATA_TYPE_FLOAT64 := 8): 'CU_TENSOR_MAP_DATA_TYPE_FLOAT64', (CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 := 9): 'CU_TENSOR_MAP_DATA_TYPE_BFLOAT16', (CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ := 10): 'CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ', (CU_TENSOR_MAP_DATA_TYPE_TFLOAT32 := 11): 'CU_TENSOR_MAP_DATA_TYPE_TFLOAT32', (CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ := 12): 'CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ', (CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B := 13): 'CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B', (CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B := 14): 'CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B', (CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B := 15): 'CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B'}
enum_CUtensorMapInterleave_enum: dict[int, str] = {(CU_TENSOR_MAP_INTERLEAVE_NONE := 0): 'CU_TENSOR_MAP_INTERLEAVE_NONE', (CU_TENSOR_MAP_INTERLEAVE_16B := 1): 'CU_TENSOR_MAP_INTERLEAVE_16B', (CU_TENSOR_MAP_INTERLEAVE_32B := 2): 'CU_TENSOR_MAP_INTERLEAVE_32B'}
enum_CUtensorMapSwizzle_enum: dict[int, str] = {(CU_TENSOR_MAP_SWIZZLE_NONE := 0): 'CU_TENSOR_MAP_SWIZZLE_NONE', (CU_TENSOR_MAP_SWIZZLE_32B := 1): 'CU_TENSOR_MAP_SWIZZLE_32B', (CU_TENSOR_MAP_SWIZZLE_64B := 2): 'CU_TENSOR_MAP_SWIZZLE_64B', (CU_TENSOR_MAP_SWIZZLE_128B := 3): 'CU_TENSOR_MAP_SWIZZLE_128B', (CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B := 4): 'CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B', (CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B := 5): 'CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B', (CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B := 6): 'CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B'}
enum_CUtensorMapL2promotion_enum: dict[int, str] = {(CU_TENSOR_MAP_L2_PROMOTION_NONE := 0): 'CU_TENSOR_MAP_L2_PROMOTION_NONE', (CU_TENSOR_MAP_L2_PROMOTION_L2_64B := 1): 'CU_TENSOR_MAP_L2_PROMOTION_L2_64B', (CU_TENSOR_MAP_L2_PROMOTION_L2_128B := 2): 'CU_TENSOR_MAP_L2_PROMOTION_L2_128B', (CU_TENSOR_MAP_L2_PROMOTION_L2_256B := 3): 'CU_TENSOR_MAP_L2_PROMOTION_L2_256B'}
enum_CUtensorMapFloatOOBfill_enum: dict[int, str] = {(CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE := 0): 'CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE', (CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA := 1): 'CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA'}
enum_CUtensorMapIm2ColWideMode_enum: dict[int, str] = {(CU_TENSOR_MAP_IM2COL_WIDE_MODE_W := 0): 'CU_TENSOR_MAP_IM2COL_WIDE_MODE_W', (CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128 := 1): 'CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128'}
CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1 = struct_CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st
CUDA_POINTER_ATTRIBUTE_P2P_TOKENS = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1
enum_CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum: dict[int, str] = {(CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE := 0): 'CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE', (CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ := 1): 'CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ', (CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE := 3): 'CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE'}
CUDA_LAUNCH_PARAMS_v1 = struct_CUDA_LAUNCH_PARAMS_st
CUDA_LAUNCH_PARAMS = CUDA_LAUNCH_PARAMS_v1
enum_CUexternalMemoryHandleType_enum: dict[int, str] = {(CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD := 1): 'CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD', (CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32 := 2): 'CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32', (CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT := 3): 'CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT', (CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP := 4): 'CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP', (CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE := 5): 'CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE', (CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE := 6): 'CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE', (CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT := 7): 'CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT', (CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF := 8): 'CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF', (CU_EXTERNAL_MEMORY_HANDLE_TYPE_DMABUF_FD := 9): 'CU_EXTERNAL_MEMORY_HANDLE_TYPE_DMABUF_FD'}
CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1 = struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st
CUDA_EXTERNAL_MEMORY_HANDLE_DESC = CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1
CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1 = struct_CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st
CUDA_EXTERNAL_MEMORY_BUFFER_DESC = CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1
CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1 = struct_CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st
CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC = CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1
enum_CUexternalSemaphoreHandleType_enum: dict[int, str] = {(CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD := 1): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD', (CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32 := 2): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32', (CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT := 3): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT', (CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE := 4): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE', (CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE := 5): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE', (CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC := 6): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC', (CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX := 7): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX', (CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT := 8): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT', (CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD := 9): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD', (CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32 := 10): 'CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32'}
CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1 = struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st
CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC = CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1
CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 = struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st
CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS = CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1
CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 = struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st
CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS = CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1
CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 = struct_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st
CUDA_EXT_SEM_SIGNAL_NODE_PARAMS = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1
CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 = struct_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st
CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 = struct_CUDA_EXT_SEM_WAIT_NODE_PARAMS_st
CUDA_EXT_SEM_WAIT_NODE_PARAMS = CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1
CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 = struct_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st
CUmemGenericAllocationHandle_v1 = ctypes.c_uint64
CUmemGenericAllocationHandle = CUmemGenericAllocationHandle_v1
enum_CUmemAllocationHandleType_enum: dict[int, str] = {(CU_MEM_HANDLE_TYPE_NONE := 0): 'CU_MEM_HANDLE_TYPE_NONE', (CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR := 1): 'CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR', (CU_MEM_HANDLE_TYPE_WIN32 := 2): 'CU_MEM_HANDLE_TYPE_WIN32', (CU_MEM_HANDLE_TYPE_WIN32_KMT := 4): 'CU_MEM_HANDLE_TYPE_WIN32_KMT', (CU_MEM_HANDLE_TYPE_FABRIC := 8): 'CU_MEM_HANDLE_TYPE_FABRIC', (CU_MEM_HANDLE_TYPE_MAX := 2147483647): 'CU_MEM_HANDLE_TYPE_MAX'}
enum_CUmemAccess_flags_enum: dict[int, str] = {(CU_MEM_ACCESS_FLAGS_PROT_NONE := 0): 'CU_MEM_ACCESS_FLAGS_PROT_NONE', (CU_MEM_ACCESS_FLAGS_PROT_READ := 1): 'CU_MEM_ACCESS_FLAGS_PROT_READ', (CU_MEM_ACCESS_FLAGS_PROT_READWRITE := 3): 'CU_MEM_ACCESS_FLAGS_PROT_READWRITE', (CU_MEM_ACCESS_FLAGS_PROT_MAX := 2147483647): 'CU_MEM_ACCESS_FLAGS_PROT_MAX'}
enum_CUmemLocationType_enum: dict[int, str] = {(CU_MEM_LOCATION_TYPE_INVALID := 0): 'CU_MEM_LOCATION_TYPE_INVALID', (CU_MEM_LOCATION_TYPE_NONE := 0): 'CU_MEM_LOCATION_TYPE_NONE', (CU_MEM_LOCATION_TYPE_DEVICE := 1): 'CU_MEM_LOCATION_TYPE_DEVICE', (CU_MEM_LOCATION_TYPE_HOST := 2): 'CU_MEM_LOCATION_TYPE_HOST', (CU_MEM_LOCATION_TYPE_HOST_NUMA := 3): 'CU_MEM_LOCATION_TYPE_HOST_NUMA', (CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT := 4): 'CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT', (CU_MEM_LOCATION_TYPE_MAX := 2147483647): 'CU_MEM_LOCATION_TYPE_MAX'}
enum_CUmemAllocationType_enum: dict[int, str] = {(CU_MEM_ALLOCATION_TYPE_INVALID := 0): 'CU_MEM_ALLOCATION_TYPE_INVALID', (CU_MEM_ALLOCATION_TYPE_PINNED := 1): 'CU_MEM_ALLOCATION_TYPE_PINNED', (CU_MEM_ALLOCATION_TYPE_MANAGED := 2): 'CU_MEM_ALLOCATION_TYPE_MANAGED', (CU_MEM_ALLOCATION_TYPE_MAX := 2147483647): 'CU_MEM_ALLOCATION_TYPE_MAX'}
enum_CUmemAllocationGranularity_flags_enum: dict[int, str] = {(CU_MEM_ALLOC_GRANULARITY_MINIMUM := 0): 'CU_MEM_ALLOC_GRANULARITY_MINIMUM', (CU_MEM_ALLOC_GRANULARITY_RECOMMENDED := 1): 'CU_MEM_ALLOC_GRANULARITY_RECOMMENDED'}
enum_CUmemRangeHandleType_enum: dict[int, str] = {(CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD := 1): 'CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD', (CU_MEM_RANGE_HANDLE_TYPE_MAX := 2147483647): 'CU_MEM_RANGE_HANDLE_TYPE_MAX'}
enum_CUmemRangeFlags_enum: dict[int, str] = {(CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE := 1): 'CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE'}
enum_CUarraySparseSubresourceType_enum: dict[int, str] = {(CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL := 0): 'CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL', (CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL := 1): 'CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL'}
enum_CUmemOperationType_enum: dict[int, str] = {(CU_MEM_OPERATION_TYPE_MAP := 1): 'CU_MEM_OPERATION_TYPE_MAP', (CU_MEM_OPERATION_TYPE_UNMAP := 2): 'CU_MEM_OPERATION_TYPE_UNMAP'}
enum_CUmemHandleType_enum: dict[int, str] = {(CU_MEM_HANDLE_TYPE_GENERIC := 0): 'CU_MEM_HANDLE_TYPE_GENERIC'}
CUarrayMapInfo_v1 = struct_CUarrayMapInfo_st
CUarrayMapInfo = CUarrayMapInfo_v1
CUmemLocation_v1 = struct_CUmemLocation_st
CUmemLocation = CUmemLocation_v1
enum_CUmemAllocationCompType_enum: dict[int, str] = {(CU_MEM_ALLOCATION_COMP_NONE := 0): 'CU_MEM_ALLOCATION_COMP_NONE', (CU_MEM_ALLOCATION_COMP_GENERIC := 1): 'CU_MEM_ALLOCATION_COMP_GENERIC'}
CUmemAllocationProp_v1 = struct_CUmemAllocationProp_st
CUmemAllocationProp = CUmemAllocationProp_v1
enum_CUmulticastGranularity_flags_enum: dict[int, str] = {(CU_MULTICAST_GRANULARITY_MINIMUM := 0): 'CU_MULTICAST_GRANULARITY_MINIMUM', (CU_MULTICAST_GRANULARITY_RECOMMENDED := 1): 'CU_MULTICAST_GRANULARITY_RECOMMENDED'}
CUmulticastObjectProp_v1 = struct_CUmulticastObjectProp_st
CUmulticastObjectProp = CUmulticastObjectProp_v1
CUmemAccessDesc_v1 = struct_CUmemAccessDesc_st
CUmemAccessDesc = CUmemAccessDesc_v1
enum_CUgraphExecUpdateResult_enum: dict[int, str] = {(CU_GRAPH_EXEC_UPDATE_SUCCESS := 0): 'CU_GRAPH_EXEC_UPDATE_SUCCESS', (CU_GRAPH_EXEC_UPDATE_ERROR := 1): 'CU_GRAPH_EXEC_UPDATE_ERROR', (CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED := 2): 'CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED', (CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED := 3): 'CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED', (CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED := 4): 'CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED', (CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED := 5): 'CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED', (CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED := 6): 'CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED', (CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE := 7): 'CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE', (CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED := 8): 'CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED'}
CUgraphExecUpdateResultInfo_v1 = struct_CUgraphExecUpdateResultInfo_st
CUgraphExecUpdateResultInfo = CUgraphExecUpdateResultInfo_v1
enum_CUmemPool_attribute_enum: dict[int, str] = {(CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES := 1): 'CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES', (CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC := 2): 'CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC', (CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES := 3): 'CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES', (CU_MEMPOOL_ATTR_RELEASE_THRESHOLD := 4): 'CU_MEMPOOL_ATTR_RELEASE_THRESHOLD', (CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT := 5): 'CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT', (CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH := 6): 'CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH', (CU_MEMPOOL_ATTR_USED_MEM_CURRENT := 7): 'CU_MEMPOOL_ATTR_USED_MEM_CURRENT', (CU_MEMPOOL_ATTR_USED_MEM_HIGH := 8): 'CU_MEMPOOL_ATTR_USED_MEM_HIGH'}
CUmemPoolProps_v1 = struct_CUmemPoolProps_st
CUmemPoolProps = CUmemPoolProps_v1
CUmemPoolPtrExportData_v1 = struct_CUmemPoolPtrExportData_st
CUmemPoolPtrExportData = CUmemPoolPtrExportData_v1
enum_CUmemcpyFlags_enum: dict[int, str] = {(CU_MEMCPY_FLAG_DEFAULT := 0): 'CU_MEMCPY_FLAG_DEFAULT', (CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE := 1): 'CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE'}
enum_CUmemcpySrcAccessOrder_enum: dict[int, str] = {(CU_MEMCPY_SRC_ACCESS_ORDER_INVALID := 0): 'CU_MEMCPY_SRC_ACCESS_ORDER_INVALID', (CU_MEMCPY_SRC_ACCESS_ORDER_STREAM := 1): 'CU_MEMCPY_SRC_ACCESS_ORDER_STREAM', (CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL := 2): 'CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL', (CU_MEMCPY_SRC_ACCESS_ORDER_ANY := 3): 'CU_MEMCPY_SRC_ACCESS_ORDER_ANY', (CU_MEMCPY_SRC_ACCESS_ORDER_MAX := 2147483647): 'CU_MEMCPY_SRC_ACCESS_ORDER_MAX'}
CUmemcpyAttributes_v1 = struct_CUmemcpyAttributes_st
CUmemcpyAttributes = CUmemcpyAttributes_v1
enum_CUmemcpy3DOperandType_enum: dict[int, str] = {(CU_MEMCPY_OPERAND_TYPE_POINTER := 1): 'CU_MEMCPY_OPERAND_TYPE_POINTER', (CU_MEMCPY_OPERAND_TYPE_ARRAY := 2): 'CU_MEMCPY_OPERAND_TYPE_ARRAY', (CU_MEMCPY_OPERAND_TYPE_MAX := 2147483647): 'CU_MEMCPY_OPERAND_TYPE_MAX'}
CUoffset3D_v1 = struct_CUoffset3D_st
CUoffset3D = CUoffset3D_v1
CUextent3D_v1 = struct_CUextent3D_st
CUextent3D = CUextent3D_v1
CUmemcpy3DOperand_v1 = struct_CUmemcpy3DOperand_st
CUmemcpy3DOperand = CUmemcpy3DOperand_v1
CUDA_MEMCPY3D_BATCH_OP_v1 = struct_CUDA_MEMCPY3D_BATCH_OP_st
CUDA_MEMCPY3D_BATCH_OP = CUDA_MEMCPY3D_BATCH_OP_v1
CUDA_MEM_ALLOC_NODE_PARAMS_v1 = struct_CUDA_MEM_ALLOC_NODE_PARAMS_v1_st
CUDA_MEM_ALLOC_NODE_PARAMS = CUDA_MEM_ALLOC_NODE_PARAMS_v1
CUDA_MEM_ALLOC_NODE_PARAMS_v2 = struct_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st
CUDA_MEM_FREE_NODE_PARAMS = struct_CUDA_MEM_FREE_NODE_PARAMS_st
enum_CUgraphMem_attribute_enum: dict[int, str] = {(CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT := 0): 'CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT', (CU_GRAPH_MEM_ATTR_USED_MEM_HIGH := 1): 'CU_GRAPH_MEM_ATTR_USED_MEM_HIGH', (CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT := 2): 'CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT', (CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH := 3): 'CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH'}
enum_CUgraphChildGraphNodeOwnership_enum: dict[int, str] = {(CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE := 0): 'CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE', (CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE := 1): 'CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE'}
CUDA_CHILD_GRAPH_NODE_PARAMS = struct_CUDA_CHILD_GRAPH_NODE_PARAMS_st
CUDA_EVENT_RECORD_NODE_PARAMS = struct_CUDA_EVENT_RECORD_NODE_PARAMS_st
CUDA_EVENT_WAIT_NODE_PARAMS = struct_CUDA_EVENT_WAIT_NODE_PARAMS_st
CUgraphNodeParams = struct_CUgraphNodeParams_st
enum_CUflushGPUDirectRDMAWritesOptions_enum: dict[int, str] = {(CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST := 1): 'CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST', (CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS := 2): 'CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS'}
enum_CUGPUDirectRDMAWritesOrdering_enum: dict[int, str] = {(CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE := 0): 'CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE', (CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER := 100): 'CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER', (CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES := 200): 'CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES'}
enum_CUflushGPUDirectRDMAWritesScope_enum: dict[int, str] = {(CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER := 100): 'CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER', (CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES := 200): 'CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES'}
enum_CUflushGPUDirectRDMAWritesTarget_enum: dict[int, str] = {(CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX := 0): 'CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX'}
enum_CUgraphDebugDot_flags_enum: dict[int, str] = {(CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE := 1): 'CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE', (CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES := 2): 'CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES', (CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS := 4): 'CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS := 8): 'CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS := 16): 'CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS := 32): 'CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS := 64): 'CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS := 128): 'CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS := 256): 'CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES := 512): 'CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES', (CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES := 1024): 'CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES', (CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS := 2048): 'CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS := 4096): 'CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS := 8192): 'CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS', (CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO := 16384): 'CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO', (CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS := 32768): 'CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS'}
enum_CUuserObject_flags_enum: dict[int, str] = {(CU_USER_OBJECT_NO_DESTRUCTOR_SYNC := 1): 'CU_USER_OBJECT_NO_DESTRUCTOR_SYNC'}
enum_CUuserObjectRetain_flags_enum: dict[int, str] = {(CU_GRAPH_USER_OBJECT_MOVE := 1): 'CU_GRAPH_USER_OBJECT_MOVE'}
enum_CUgraphInstantiate_flags_enum: dict[int, str] = {(CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH := 1): 'CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH', (CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD := 2): 'CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD', (CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH := 4): 'CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH', (CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY := 8): 'CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY'}
enum_CUdeviceNumaConfig_enum: dict[int, str] = {(CU_DEVICE_NUMA_CONFIG_NONE := 0): 'CU_DEVICE_NUMA_CONFIG_NONE', (CU_DEVICE_NUMA_CONFIG_NUMA_NODE := 1): 'CU_DEVICE_NUMA_CONFIG_NUMA_NODE'}
enum_CUprocessState_enum: dict[int, str] = {(CU_PROCESS_STATE_RUNNING := 0): 'CU_PROCESS_STATE_RUNNING', (CU_PROCESS_STATE_LOCKED := 1): 'CU_PROCESS_STATE_LOCKED', (CU_PROCESS_STATE_CHECKPOINTED := 2): 'CU_PROCESS_STATE_CHECKPOINTED', (CU_PROCESS_STATE_FAILED := 3): 'CU_PROCESS_STATE_FAILED'}
CUcheckpointLockArgs = struct_CUcheckpointLockArgs_st
CUcheckpointCheckpointArgs = struct_CUcheckpointCheckpointArgs_st
CUcheckpointGpuPair = struct_CUcheckpointGpuPair_st
CUcheckpointRestoreArgs = struct_CUcheckpointRestoreArgs_st
CUcheckpointUnlockArgs = struct_CUcheckpointUnlockArgs_st
enum_CUmoduleLoadingMode_enum: dict[int, str] = {(CU_MODULE_EAGER_LOADING := 1): 'CU_MODULE_EAGER_LOADING', (CU_MODULE_LAZY_LOADING := 2): 'CU_MODULE_LAZY_LOADING'}
enum_CUmemDecompressAlgorithm_enum: dict[int, str] = {(CU_MEM_DECOMPRESS_UNSUPPORTED := 0): 'CU_MEM_DECOMPRESS_UNSUPPORTED', (CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE := 1): 'CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE', (CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY := 2): 'CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY', (CU_MEM_DECOMPRESS_ALGORITHM_LZ4 := 4): 'CU_MEM_DECOMPRESS_ALGORITHM_LZ4'}
CUmemDecompressParams = struct_CUmemDecompressParams_st
enum_CUfunctionLoadingState_enum: dict[int, str] = {(CU_FUNCTION_LOADING_STATE_UNLOADED := 0): 'CU_FUNCTION_LOADING_STATE_UNLOADED', (CU_FUNCTION_LOADING_STATE_LOADED := 1): 'CU_FUNCTION_LOADING_STATE_LOADED', (CU_FUNCTION_LOADING_STATE_MAX := 2): 'CU_FUNCTION_LOADING_STATE_MAX'}
enum_CUcoredumpSettings_enum: dict[int, str] = {(CU_COREDUMP_ENABLE_ON_EXCEPTION := 1): 'CU_COREDUMP_ENABLE_ON_EXCEPTION', (CU_COREDUMP_TRIGGER_HOST := 2): 'CU_COREDUMP_TRIGGER_HOST', (CU_COREDUMP_LIGHTWEIGHT := 3): 'CU_COREDUMP_LIGHTWEIGHT', (CU_COREDUMP_ENABLE_USER_TRIGGER := 4): 'CU_COREDUMP_ENABLE_USER_TRIGGER', (CU_COREDUMP_FILE := 5): 'CU_COREDUMP_FILE', (CU_COREDUMP_PIPE := 6): 'CU_COREDUMP_PIPE', (CU_COREDUMP_GENERATION_FLAGS := 7): 'CU_COREDUMP_GENERATION_FLAGS', (CU_COREDUMP_MAX := 8): 'CU_COREDUMP_MAX'}
enum_CUCoredumpGenerationFlags: dict[int, str] = {(CU_COREDUMP_DEFAULT_FLAGS := 0): 'CU_COREDUMP_DEFAULT_FLAGS', (CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES := 1): 'CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES', (CU_COREDUMP_SKIP_GLOBAL_MEMORY := 2): 'CU_COREDUMP_SKIP_GLOBAL_MEMORY', (CU_COREDUMP_SKIP_SHARED_MEMORY := 4): 'CU_COREDUMP_SKIP_SHARED_MEMORY', (CU_COREDUMP_SKIP_LOCAL_MEMORY := 8): 'CU_COREDUMP_SKIP_LOCAL_MEMORY', (CU_COREDUMP_SKIP_ABORT := 16): 'CU_COREDUMP_SKIP_ABORT', (CU_COREDUMP_SKIP_CONSTBANK_MEMORY := 32): 'CU_COREDUMP_SKIP_CONSTBANK_MEMORY', (CU_COREDUMP_LIGHTWEIGHT_FLAGS := 47): 'CU_COREDUMP_LIGHTWEIGHT_FLAGS'}
CUdevResourceDesc = ctypes.POINTER(struct_CUdevResourceDesc_st)
CUgreenCtxCreate_flags: dict[int, str] = {(CU_GREEN_CTX_DEFAULT_STREAM := 1): 'CU_GREEN_CTX_DEFAULT_STREAM'}
CUdevSmResourceSplit_flags: dict[int, str] = {(CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING := 1): 'CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING', (CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE := 2): 'CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE'}
CUdevResourceType: dict[int, str] = {(CU_DEV_RESOURCE_TYPE_INVALID := 0): 'CU_DEV_RESOURCE_TYPE_INVALID', (CU_DEV_RESOURCE_TYPE_SM := 1): 'CU_DEV_RESOURCE_TYPE_SM'}
CUdevSmResource = struct_CUdevSmResource_st
CUdevResource_v1 = struct_CUdevResource_st
CUdevResource = CUdevResource_v1
enum_CUlogLevel_enum: dict[int, str] = {(CU_LOG_LEVEL_ERROR := 0): 'CU_LOG_LEVEL_ERROR', (CU_LOG_LEVEL_WARNING := 1): 'CU_LOG_LEVEL_WARNING'}
CUlogsCallbackHandle = ctypes.POINTER(struct_CUlogsCallbackEntry_st)
CUlogsCallback = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_char_p, ctypes.c_uint64)
CUlogIterator = ctypes.c_uint32
struct_CUuuid_st.register_fields([
  ('bytes', (ctypes.c_char * 16), 0),
])
struct_CUmemFabricHandle_st.register_fields([
  ('data', (ctypes.c_ubyte * 64), 0),
])
struct_CUipcEventHandle_st.register_fields([
  ('reserved', (ctypes.c_char * 64), 0),
])
struct_CUipcMemHandle_st.register_fields([
  ('reserved', (ctypes.c_char * 64), 0),
])
union_CUstreamBatchMemOpParams_union.register_fields([
  ('operation', ctypes.c_uint32, 0),
  ('waitValue', struct_CUstreamMemOpWaitValueParams_st, 0),
  ('writeValue', struct_CUstreamMemOpWriteValueParams_st, 0),
  ('flushRemoteWrites', struct_CUstreamMemOpFlushRemoteWritesParams_st, 0),
  ('memoryBarrier', struct_CUstreamMemOpMemoryBarrierParams_st, 0),
  ('pad', (cuuint64_t * 6), 0),
])
struct_CUstreamMemOpWaitValueParams_st.register_fields([
  ('operation', ctypes.c_uint32, 0),
  ('address', CUdeviceptr, 8),
  ('value', cuuint32_t, 16),
  ('value64', cuuint64_t, 16),
  ('flags', ctypes.c_uint32, 24),
  ('alias', CUdeviceptr, 32),
])
struct_CUstreamMemOpWriteValueParams_st.register_fields([
  ('operation', ctypes.c_uint32, 0),
  ('address', CUdeviceptr, 8),
  ('value', cuuint32_t, 16),
  ('value64', cuuint64_t, 16),
  ('flags', ctypes.c_uint32, 24),
  ('alias', CUdeviceptr, 32),
])
struct_CUstreamMemOpFlushRemoteWritesParams_st.register_fields([
  ('operation', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
])
struct_CUstreamMemOpMemoryBarrierParams_st.register_fields([
  ('operation', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
])
struct_CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st.register_fields([
  ('ctx', CUcontext, 0),
  ('count', ctypes.c_uint32, 8),
  ('paramArray', ctypes.POINTER(CUstreamBatchMemOpParams), 16),
  ('flags', ctypes.c_uint32, 24),
])
struct_CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st.register_fields([
  ('ctx', CUcontext, 0),
  ('count', ctypes.c_uint32, 8),
  ('paramArray', ctypes.POINTER(CUstreamBatchMemOpParams), 16),
  ('flags', ctypes.c_uint32, 24),
])
struct_CUasyncNotificationInfo_st.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('info', struct_CUasyncNotificationInfo_st_info, 8),
])
struct_CUasyncNotificationInfo_st_info.register_fields([
  ('overBudget', struct_CUasyncNotificationInfo_st_info_overBudget, 0),
])
struct_CUasyncNotificationInfo_st_info_overBudget.register_fields([
  ('bytesOverBudget', ctypes.c_uint64, 0),
])
struct_CUdevprop_st.register_fields([
  ('maxThreadsPerBlock', ctypes.c_int32, 0),
  ('maxThreadsDim', (ctypes.c_int32 * 3), 4),
  ('maxGridSize', (ctypes.c_int32 * 3), 16),
  ('sharedMemPerBlock', ctypes.c_int32, 28),
  ('totalConstantMemory', ctypes.c_int32, 32),
  ('SIMDWidth', ctypes.c_int32, 36),
  ('memPitch', ctypes.c_int32, 40),
  ('regsPerBlock', ctypes.c_int32, 44),
  ('clockRate', ctypes.c_int32, 48),
  ('textureAlign', ctypes.c_int32, 52),
])
struct_CUaccessPolicyWindow_st.register_fields([
  ('base_ptr', ctypes.c_void_p, 0),
  ('num_bytes', ctypes.c_uint64, 8),
  ('hitRatio', ctypes.c_float, 16),
  ('hitProp', ctypes.c_uint32, 20),
  ('missProp', ctypes.c_uint32, 24),
])
struct_CUDA_KERNEL_NODE_PARAMS_st.register_fields([
  ('func', CUfunction, 0),
  ('gridDimX', ctypes.c_uint32, 8),
  ('gridDimY', ctypes.c_uint32, 12),
  ('gridDimZ', ctypes.c_uint32, 16),
  ('blockDimX', ctypes.c_uint32, 20),
  ('blockDimY', ctypes.c_uint32, 24),
  ('blockDimZ', ctypes.c_uint32, 28),
  ('sharedMemBytes', ctypes.c_uint32, 32),
  ('kernelParams', ctypes.POINTER(ctypes.c_void_p), 40),
  ('extra', ctypes.POINTER(ctypes.c_void_p), 48),
])
struct_CUDA_KERNEL_NODE_PARAMS_v2_st.register_fields([
  ('func', CUfunction, 0),
  ('gridDimX', ctypes.c_uint32, 8),
  ('gridDimY', ctypes.c_uint32, 12),
  ('gridDimZ', ctypes.c_uint32, 16),
  ('blockDimX', ctypes.c_uint32, 20),
  ('blockDimY', ctypes.c_uint32, 24),
  ('blockDimZ', ctypes.c_uint32, 28),
  ('sharedMemBytes', ctypes.c_uint32, 32),
  ('kernelParams', ctypes.POINTER(ctypes.c_void_p), 40),
  ('extra', ctypes.POINTER(ctypes.c_void_p), 48),
  ('kern', CUkernel, 56),
  ('ctx', CUcontext, 64),
])
struct_CUDA_KERNEL_NODE_PARAMS_v3_st.register_fields([
  ('func', CUfunction, 0),
  ('gridDimX', ctypes.c_uint32, 8),
  ('gridDimY', ctypes.c_uint32, 12),
  ('gridDimZ', ctypes.c_uint32, 16),
  ('blockDimX', ctypes.c_uint32, 20),
  ('blockDimY', ctypes.c_uint32, 24),
  ('blockDimZ', ctypes.c_uint32, 28),
  ('sharedMemBytes', ctypes.c_uint32, 32),
  ('kernelParams', ctypes.POINTER(ctypes.c_void_p), 40),
  ('extra', ctypes.POINTER(ctypes.c_void_p), 48),
  ('kern', CUkernel, 56),
  ('ctx', CUcontext, 64),
])
struct_CUDA_MEMSET_NODE_PARAMS_st.register_fields([
  ('dst', CUdeviceptr, 0),
  ('pitch', ctypes.c_uint64, 8),
  ('value', ctypes.c_uint32, 16),
  ('elementSize', ctypes.c_uint32, 20),
  ('width', ctypes.c_uint64, 24),
  ('height', ctypes.c_uint64, 32),
])
struct_CUDA_MEMSET_NODE_PARAMS_v2_st.register_fields([
  ('dst', CUdeviceptr, 0),
  ('pitch', ctypes.c_uint64, 8),
  ('value', ctypes.c_uint32, 16),
  ('elementSize', ctypes.c_uint32, 20),
  ('width', ctypes.c_uint64, 24),
  ('height', ctypes.c_uint64, 32),
  ('ctx', CUcontext, 40),
])
struct_CUDA_HOST_NODE_PARAMS_st.register_fields([
  ('fn', CUhostFn, 0),
  ('userData', ctypes.c_void_p, 8),
])
struct_CUDA_HOST_NODE_PARAMS_v2_st.register_fields([
  ('fn', CUhostFn, 0),
  ('userData', ctypes.c_void_p, 8),
])
struct_CUDA_CONDITIONAL_NODE_PARAMS.register_fields([
  ('handle', CUgraphConditionalHandle, 0),
  ('type', ctypes.c_uint32, 8),
  ('size', ctypes.c_uint32, 12),
  ('phGraph_out', ctypes.POINTER(CUgraph), 16),
  ('ctx', CUcontext, 24),
])
struct_CUgraphEdgeData_st.register_fields([
  ('from_port', ctypes.c_ubyte, 0),
  ('to_port', ctypes.c_ubyte, 1),
  ('type', ctypes.c_ubyte, 2),
  ('reserved', (ctypes.c_ubyte * 5), 3),
])
struct_CUDA_GRAPH_INSTANTIATE_PARAMS_st.register_fields([
  ('flags', cuuint64_t, 0),
  ('hUploadStream', CUstream, 8),
  ('hErrNode_out', CUgraphNode, 16),
  ('result_out', ctypes.c_uint32, 24),
])
struct_CUlaunchMemSyncDomainMap_st.register_fields([
  ('default_', ctypes.c_ubyte, 0),
  ('remote', ctypes.c_ubyte, 1),
])
union_CUlaunchAttributeValue_union.register_fields([
  ('pad', (ctypes.c_char * 64), 0),
  ('accessPolicyWindow', CUaccessPolicyWindow, 0),
  ('cooperative', ctypes.c_int32, 0),
  ('syncPolicy', ctypes.c_uint32, 0),
  ('clusterDim', union_CUlaunchAttributeValue_union_clusterDim, 0),
  ('clusterSchedulingPolicyPreference', ctypes.c_uint32, 0),
  ('programmaticStreamSerializationAllowed', ctypes.c_int32, 0),
  ('programmaticEvent', union_CUlaunchAttributeValue_union_programmaticEvent, 0),
  ('launchCompletionEvent', union_CUlaunchAttributeValue_union_launchCompletionEvent, 0),
  ('priority', ctypes.c_int32, 0),
  ('memSyncDomainMap', CUlaunchMemSyncDomainMap, 0),
  ('memSyncDomain', ctypes.c_uint32, 0),
  ('preferredClusterDim', union_CUlaunchAttributeValue_union_preferredClusterDim, 0),
  ('deviceUpdatableKernelNode', union_CUlaunchAttributeValue_union_deviceUpdatableKernelNode, 0),
  ('sharedMemCarveout', ctypes.c_uint32, 0),
  ('nvlinkUtilCentricScheduling', ctypes.c_uint32, 0),
])
union_CUlaunchAttributeValue_union_clusterDim.register_fields([
  ('x', ctypes.c_uint32, 0),
  ('y', ctypes.c_uint32, 4),
  ('z', ctypes.c_uint32, 8),
])
union_CUlaunchAttributeValue_union_programmaticEvent.register_fields([
  ('event', CUevent, 0),
  ('flags', ctypes.c_int32, 8),
  ('triggerAtBlockStart', ctypes.c_int32, 12),
])
union_CUlaunchAttributeValue_union_launchCompletionEvent.register_fields([
  ('event', CUevent, 0),
  ('flags', ctypes.c_int32, 8),
])
union_CUlaunchAttributeValue_union_preferredClusterDim.register_fields([
  ('x', ctypes.c_uint32, 0),
  ('y', ctypes.c_uint32, 4),
  ('z', ctypes.c_uint32, 8),
])
union_CUlaunchAttributeValue_union_deviceUpdatableKernelNode.register_fields([
  ('deviceUpdatable', ctypes.c_int32, 0),
  ('devNode', CUgraphDeviceNode, 8),
])
struct_CUlaunchAttribute_st.register_fields([
  ('id', ctypes.c_uint32, 0),
  ('pad', (ctypes.c_char * 4), 4),
  ('value', CUlaunchAttributeValue, 8),
])
struct_CUlaunchConfig_st.register_fields([
  ('gridDimX', ctypes.c_uint32, 0),
  ('gridDimY', ctypes.c_uint32, 4),
  ('gridDimZ', ctypes.c_uint32, 8),
  ('blockDimX', ctypes.c_uint32, 12),
  ('blockDimY', ctypes.c_uint32, 16),
  ('blockDimZ', ctypes.c_uint32, 20),
  ('sharedMemBytes', ctypes.c_uint32, 24),
  ('hStream', CUstream, 32),
  ('attrs', ctypes.POINTER(CUlaunchAttribute), 40),
  ('numAttrs', ctypes.c_uint32, 48),
])
struct_CUexecAffinitySmCount_st.register_fields([
  ('val', ctypes.c_uint32, 0),
])
struct_CUexecAffinityParam_st.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('param', struct_CUexecAffinityParam_st_param, 4),
])
struct_CUexecAffinityParam_st_param.register_fields([
  ('smCount', CUexecAffinitySmCount, 0),
])
struct_CUctxCigParam_st.register_fields([
  ('sharedDataType', ctypes.c_uint32, 0),
  ('sharedData', ctypes.c_void_p, 8),
])
struct_CUctxCreateParams_st.register_fields([
  ('execAffinityParams', ctypes.POINTER(CUexecAffinityParam), 0),
  ('numExecAffinityParams', ctypes.c_int32, 8),
  ('cigParams', ctypes.POINTER(CUctxCigParam), 16),
])
struct_CUlibraryHostUniversalFunctionAndDataTable_st.register_fields([
  ('functionTable', ctypes.c_void_p, 0),
  ('functionWindowSize', ctypes.c_uint64, 8),
  ('dataTable', ctypes.c_void_p, 16),
  ('dataWindowSize', ctypes.c_uint64, 24),
])
struct_CUDA_MEMCPY2D_st.register_fields([
  ('srcXInBytes', ctypes.c_uint64, 0),
  ('srcY', ctypes.c_uint64, 8),
  ('srcMemoryType', ctypes.c_uint32, 16),
  ('srcHost', ctypes.c_void_p, 24),
  ('srcDevice', CUdeviceptr, 32),
  ('srcArray', CUarray, 40),
  ('srcPitch', ctypes.c_uint64, 48),
  ('dstXInBytes', ctypes.c_uint64, 56),
  ('dstY', ctypes.c_uint64, 64),
  ('dstMemoryType', ctypes.c_uint32, 72),
  ('dstHost', ctypes.c_void_p, 80),
  ('dstDevice', CUdeviceptr, 88),
  ('dstArray', CUarray, 96),
  ('dstPitch', ctypes.c_uint64, 104),
  ('WidthInBytes', ctypes.c_uint64, 112),
  ('Height', ctypes.c_uint64, 120),
])
struct_CUDA_MEMCPY3D_st.register_fields([
  ('srcXInBytes', ctypes.c_uint64, 0),
  ('srcY', ctypes.c_uint64, 8),
  ('srcZ', ctypes.c_uint64, 16),
  ('srcLOD', ctypes.c_uint64, 24),
  ('srcMemoryType', ctypes.c_uint32, 32),
  ('srcHost', ctypes.c_void_p, 40),
  ('srcDevice', CUdeviceptr, 48),
  ('srcArray', CUarray, 56),
  ('reserved0', ctypes.c_void_p, 64),
  ('srcPitch', ctypes.c_uint64, 72),
  ('srcHeight', ctypes.c_uint64, 80),
  ('dstXInBytes', ctypes.c_uint64, 88),
  ('dstY', ctypes.c_uint64, 96),
  ('dstZ', ctypes.c_uint64, 104),
  ('dstLOD', ctypes.c_uint64, 112),
  ('dstMemoryType', ctypes.c_uint32, 120),
  ('dstHost', ctypes.c_void_p, 128),
  ('dstDevice', CUdeviceptr, 136),
  ('dstArray', CUarray, 144),
  ('reserved1', ctypes.c_void_p, 152),
  ('dstPitch', ctypes.c_uint64, 160),
  ('dstHeight', ctypes.c_uint64, 168),
  ('WidthInBytes', ctypes.c_uint64, 176),
  ('Height', ctypes.c_uint64, 184),
  ('Depth', ctypes.c_uint64, 192),
])
struct_CUDA_MEMCPY3D_PEER_st.register_fields([
  ('srcXInBytes', ctypes.c_uint64, 0),
  ('srcY', ctypes.c_uint64, 8),
  ('srcZ', ctypes.c_uint64, 16),
  ('srcLOD', ctypes.c_uint64, 24),
  ('srcMemoryType', ctypes.c_uint32, 32),
  ('srcHost', ctypes.c_void_p, 40),
  ('srcDevice', CUdeviceptr, 48),
  ('srcArray', CUarray, 56),
  ('srcContext', CUcontext, 64),
  ('srcPitch', ctypes.c_uint64, 72),
  ('srcHeight', ctypes.c_uint64, 80),
  ('dstXInBytes', ctypes.c_uint64, 88),
  ('dstY', ctypes.c_uint64, 96),
  ('dstZ', ctypes.c_uint64, 104),
  ('dstLOD', ctypes.c_uint64, 112),
  ('dstMemoryType', ctypes.c_uint32, 120),
  ('dstHost', ctypes.c_void_p, 128),
  ('dstDevice', CUdeviceptr, 136),
  ('dstArray', CUarray, 144),
  ('dstContext', CUcontext, 152),
  ('dstPitch', ctypes.c_uint64, 160),
  ('dstHeight', ctypes.c_uint64, 168),
  ('WidthInBytes', ctypes.c_uint64, 176),
  ('Height', ctypes.c_uint64, 184),
  ('Depth', ctypes.c_uint64, 192),
])
struct_CUDA_MEMCPY_NODE_PARAMS_st.register_fields([
  ('flags', ctypes.c_int32, 0),
  ('reserved', ctypes.c_int32, 4),
  ('copyCtx', CUcontext, 8),
  ('copyParams', CUDA_MEMCPY3D, 16),
])
struct_CUDA_ARRAY_DESCRIPTOR_st.register_fields([
  ('Width', ctypes.c_uint64, 0),
  ('Height', ctypes.c_uint64, 8),
  ('Format', ctypes.c_uint32, 16),
  ('NumChannels', ctypes.c_uint32, 20),
])
struct_CUDA_ARRAY3D_DESCRIPTOR_st.register_fields([
  ('Width', ctypes.c_uint64, 0),
  ('Height', ctypes.c_uint64, 8),
  ('Depth', ctypes.c_uint64, 16),
  ('Format', ctypes.c_uint32, 24),
  ('NumChannels', ctypes.c_uint32, 28),
  ('Flags', ctypes.c_uint32, 32),
])
struct_CUDA_ARRAY_SPARSE_PROPERTIES_st.register_fields([
  ('tileExtent', struct_CUDA_ARRAY_SPARSE_PROPERTIES_st_tileExtent, 0),
  ('miptailFirstLevel', ctypes.c_uint32, 12),
  ('miptailSize', ctypes.c_uint64, 16),
  ('flags', ctypes.c_uint32, 24),
  ('reserved', (ctypes.c_uint32 * 4), 28),
])
struct_CUDA_ARRAY_SPARSE_PROPERTIES_st_tileExtent.register_fields([
  ('width', ctypes.c_uint32, 0),
  ('height', ctypes.c_uint32, 4),
  ('depth', ctypes.c_uint32, 8),
])
struct_CUDA_ARRAY_MEMORY_REQUIREMENTS_st.register_fields([
  ('size', ctypes.c_uint64, 0),
  ('alignment', ctypes.c_uint64, 8),
  ('reserved', (ctypes.c_uint32 * 4), 16),
])
struct_CUDA_RESOURCE_DESC_st.register_fields([
  ('resType', ctypes.c_uint32, 0),
  ('res', struct_CUDA_RESOURCE_DESC_st_res, 8),
  ('flags', ctypes.c_uint32, 136),
])
struct_CUDA_RESOURCE_DESC_st_res.register_fields([
  ('array', struct_CUDA_RESOURCE_DESC_st_res_array, 0),
  ('mipmap', struct_CUDA_RESOURCE_DESC_st_res_mipmap, 0),
  ('linear', struct_CUDA_RESOURCE_DESC_st_res_linear, 0),
  ('pitch2D', struct_CUDA_RESOURCE_DESC_st_res_pitch2D, 0),
  ('reserved', struct_CUDA_RESOURCE_DESC_st_res_reserved, 0),
])
struct_CUDA_RESOURCE_DESC_st_res_array.register_fields([
  ('hArray', CUarray, 0),
])
struct_CUDA_RESOURCE_DESC_st_res_mipmap.register_fields([
  ('hMipmappedArray', CUmipmappedArray, 0),
])
struct_CUDA_RESOURCE_DESC_st_res_linear.register_fields([
  ('devPtr', CUdeviceptr, 0),
  ('format', ctypes.c_uint32, 8),
  ('numChannels', ctypes.c_uint32, 12),
  ('sizeInBytes', ctypes.c_uint64, 16),
])
struct_CUDA_RESOURCE_DESC_st_res_pitch2D.register_fields([
  ('devPtr', CUdeviceptr, 0),
  ('format', ctypes.c_uint32, 8),
  ('numChannels', ctypes.c_uint32, 12),
  ('width', ctypes.c_uint64, 16),
  ('height', ctypes.c_uint64, 24),
  ('pitchInBytes', ctypes.c_uint64, 32),
])
struct_CUDA_RESOURCE_DESC_st_res_reserved.register_fields([
  ('reserved', (ctypes.c_int32 * 32), 0),
])
struct_CUDA_TEXTURE_DESC_st.register_fields([
  ('addressMode', (ctypes.c_uint32 * 3), 0),
  ('filterMode', ctypes.c_uint32, 12),
  ('flags', ctypes.c_uint32, 16),
  ('maxAnisotropy', ctypes.c_uint32, 20),
  ('mipmapFilterMode', ctypes.c_uint32, 24),
  ('mipmapLevelBias', ctypes.c_float, 28),
  ('minMipmapLevelClamp', ctypes.c_float, 32),
  ('maxMipmapLevelClamp', ctypes.c_float, 36),
  ('borderColor', (ctypes.c_float * 4), 40),
  ('reserved', (ctypes.c_int32 * 12), 56),
])
struct_CUDA_RESOURCE_VIEW_DESC_st.register_fields([
  ('format', ctypes.c_uint32, 0),
  ('width', ctypes.c_uint64, 8),
  ('height', ctypes.c_uint64, 16),
  ('depth', ctypes.c_uint64, 24),
  ('firstMipmapLevel', ctypes.c_uint32, 32),
  ('lastMipmapLevel', ctypes.c_uint32, 36),
  ('firstLayer', ctypes.c_uint32, 40),
  ('lastLayer', ctypes.c_uint32, 44),
  ('reserved', (ctypes.c_uint32 * 16), 48),
])
struct_CUtensorMap_st.register_fields([
  ('opaque', (cuuint64_t * 16), 0),
])
struct_CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st.register_fields([
  ('p2pToken', ctypes.c_uint64, 0),
  ('vaSpaceToken', ctypes.c_uint32, 8),
])
struct_CUDA_LAUNCH_PARAMS_st.register_fields([
  ('function', CUfunction, 0),
  ('gridDimX', ctypes.c_uint32, 8),
  ('gridDimY', ctypes.c_uint32, 12),
  ('gridDimZ', ctypes.c_uint32, 16),
  ('blockDimX', ctypes.c_uint32, 20),
  ('blockDimY', ctypes.c_uint32, 24),
  ('blockDimZ', ctypes.c_uint32, 28),
  ('sharedMemBytes', ctypes.c_uint32, 32),
  ('hStream', CUstream, 40),
  ('kernelParams', ctypes.POINTER(ctypes.c_void_p), 48),
])
struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('handle', struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st_handle, 8),
  ('size', ctypes.c_uint64, 24),
  ('flags', ctypes.c_uint32, 32),
  ('reserved', (ctypes.c_uint32 * 16), 36),
])
struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st_handle.register_fields([
  ('fd', ctypes.c_int32, 0),
  ('win32', struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st_handle_win32, 0),
  ('nvSciBufObject', ctypes.c_void_p, 0),
])
struct_CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st_handle_win32.register_fields([
  ('handle', ctypes.c_void_p, 0),
  ('name', ctypes.c_void_p, 8),
])
struct_CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st.register_fields([
  ('offset', ctypes.c_uint64, 0),
  ('size', ctypes.c_uint64, 8),
  ('flags', ctypes.c_uint32, 16),
  ('reserved', (ctypes.c_uint32 * 16), 20),
])
struct_CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st.register_fields([
  ('offset', ctypes.c_uint64, 0),
  ('arrayDesc', CUDA_ARRAY3D_DESCRIPTOR, 8),
  ('numLevels', ctypes.c_uint32, 48),
  ('reserved', (ctypes.c_uint32 * 16), 52),
])
struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('handle', struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st_handle, 8),
  ('flags', ctypes.c_uint32, 24),
  ('reserved', (ctypes.c_uint32 * 16), 28),
])
struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st_handle.register_fields([
  ('fd', ctypes.c_int32, 0),
  ('win32', struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st_handle_win32, 0),
  ('nvSciSyncObj', ctypes.c_void_p, 0),
])
struct_CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st_handle_win32.register_fields([
  ('handle', ctypes.c_void_p, 0),
  ('name', ctypes.c_void_p, 8),
])
struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st.register_fields([
  ('params', struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params, 0),
  ('flags', ctypes.c_uint32, 72),
  ('reserved', (ctypes.c_uint32 * 16), 76),
])
struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params.register_fields([
  ('fence', struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_fence, 0),
  ('nvSciSync', struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_nvSciSync, 8),
  ('keyedMutex', struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_keyedMutex, 16),
  ('reserved', (ctypes.c_uint32 * 12), 24),
])
struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_fence.register_fields([
  ('value', ctypes.c_uint64, 0),
])
struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_nvSciSync.register_fields([
  ('fence', ctypes.c_void_p, 0),
  ('reserved', ctypes.c_uint64, 0),
])
struct_CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st_params_keyedMutex.register_fields([
  ('key', ctypes.c_uint64, 0),
])
struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st.register_fields([
  ('params', struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params, 0),
  ('flags', ctypes.c_uint32, 72),
  ('reserved', (ctypes.c_uint32 * 16), 76),
])
struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params.register_fields([
  ('fence', struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_fence, 0),
  ('nvSciSync', struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_nvSciSync, 8),
  ('keyedMutex', struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_keyedMutex, 16),
  ('reserved', (ctypes.c_uint32 * 10), 32),
])
struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_fence.register_fields([
  ('value', ctypes.c_uint64, 0),
])
struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_nvSciSync.register_fields([
  ('fence', ctypes.c_void_p, 0),
  ('reserved', ctypes.c_uint64, 0),
])
struct_CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st_params_keyedMutex.register_fields([
  ('key', ctypes.c_uint64, 0),
  ('timeoutMs', ctypes.c_uint32, 8),
])
struct_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st.register_fields([
  ('extSemArray', ctypes.POINTER(CUexternalSemaphore), 0),
  ('paramsArray', ctypes.POINTER(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS), 8),
  ('numExtSems', ctypes.c_uint32, 16),
])
struct_CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st.register_fields([
  ('extSemArray', ctypes.POINTER(CUexternalSemaphore), 0),
  ('paramsArray', ctypes.POINTER(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS), 8),
  ('numExtSems', ctypes.c_uint32, 16),
])
struct_CUDA_EXT_SEM_WAIT_NODE_PARAMS_st.register_fields([
  ('extSemArray', ctypes.POINTER(CUexternalSemaphore), 0),
  ('paramsArray', ctypes.POINTER(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS), 8),
  ('numExtSems', ctypes.c_uint32, 16),
])
struct_CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st.register_fields([
  ('extSemArray', ctypes.POINTER(CUexternalSemaphore), 0),
  ('paramsArray', ctypes.POINTER(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS), 8),
  ('numExtSems', ctypes.c_uint32, 16),
])
struct_CUarrayMapInfo_st.register_fields([
  ('resourceType', ctypes.c_uint32, 0),
  ('resource', struct_CUarrayMapInfo_st_resource, 8),
  ('subresourceType', ctypes.c_uint32, 16),
  ('subresource', struct_CUarrayMapInfo_st_subresource, 24),
  ('memOperationType', ctypes.c_uint32, 56),
  ('memHandleType', ctypes.c_uint32, 60),
  ('memHandle', struct_CUarrayMapInfo_st_memHandle, 64),
  ('offset', ctypes.c_uint64, 72),
  ('deviceBitMask', ctypes.c_uint32, 80),
  ('flags', ctypes.c_uint32, 84),
  ('reserved', (ctypes.c_uint32 * 2), 88),
])
struct_CUarrayMapInfo_st_resource.register_fields([
  ('mipmap', CUmipmappedArray, 0),
  ('array', CUarray, 0),
])
struct_CUarrayMapInfo_st_subresource.register_fields([
  ('sparseLevel', struct_CUarrayMapInfo_st_subresource_sparseLevel, 0),
  ('miptail', struct_CUarrayMapInfo_st_subresource_miptail, 0),
])
struct_CUarrayMapInfo_st_subresource_sparseLevel.register_fields([
  ('level', ctypes.c_uint32, 0),
  ('layer', ctypes.c_uint32, 4),
  ('offsetX', ctypes.c_uint32, 8),
  ('offsetY', ctypes.c_uint32, 12),
  ('offsetZ', ctypes.c_uint32, 16),
  ('extentWidth', ctypes.c_uint32, 20),
  ('extentHeight', ctypes.c_uint32, 24),
  ('extentDepth', ctypes.c_uint32, 28),
])
struct_CUarrayMapInfo_st_subresource_miptail.register_fields([
  ('layer', ctypes.c_uint32, 0),
  ('offset', ctypes.c_uint64, 8),
  ('size', ctypes.c_uint64, 16),
])
struct_CUarrayMapInfo_st_memHandle.register_fields([
  ('memHandle', CUmemGenericAllocationHandle, 0),
])
struct_CUmemLocation_st.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('id', ctypes.c_int32, 4),
])
struct_CUmemAllocationProp_st.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('requestedHandleTypes', ctypes.c_uint32, 4),
  ('location', CUmemLocation, 8),
  ('win32HandleMetaData', ctypes.c_void_p, 16),
  ('allocFlags', struct_CUmemAllocationProp_st_allocFlags, 24),
])
struct_CUmemAllocationProp_st_allocFlags.register_fields([
  ('compressionType', ctypes.c_ubyte, 0),
  ('gpuDirectRDMACapable', ctypes.c_ubyte, 1),
  ('usage', ctypes.c_uint16, 2),
  ('reserved', (ctypes.c_ubyte * 4), 4),
])
struct_CUmulticastObjectProp_st.register_fields([
  ('numDevices', ctypes.c_uint32, 0),
  ('size', ctypes.c_uint64, 8),
  ('handleTypes', ctypes.c_uint64, 16),
  ('flags', ctypes.c_uint64, 24),
])
struct_CUmemAccessDesc_st.register_fields([
  ('location', CUmemLocation, 0),
  ('flags', ctypes.c_uint32, 8),
])
struct_CUgraphExecUpdateResultInfo_st.register_fields([
  ('result', ctypes.c_uint32, 0),
  ('errorNode', CUgraphNode, 8),
  ('errorFromNode', CUgraphNode, 16),
])
struct_CUmemPoolProps_st.register_fields([
  ('allocType', ctypes.c_uint32, 0),
  ('handleTypes', ctypes.c_uint32, 4),
  ('location', CUmemLocation, 8),
  ('win32SecurityAttributes', ctypes.c_void_p, 16),
  ('maxSize', ctypes.c_uint64, 24),
  ('usage', ctypes.c_uint16, 32),
  ('reserved', (ctypes.c_ubyte * 54), 34),
])
struct_CUmemPoolPtrExportData_st.register_fields([
  ('reserved', (ctypes.c_ubyte * 64), 0),
])
struct_CUmemcpyAttributes_st.register_fields([
  ('srcAccessOrder', ctypes.c_uint32, 0),
  ('srcLocHint', CUmemLocation, 4),
  ('dstLocHint', CUmemLocation, 12),
  ('flags', ctypes.c_uint32, 20),
])
struct_CUoffset3D_st.register_fields([
  ('x', ctypes.c_uint64, 0),
  ('y', ctypes.c_uint64, 8),
  ('z', ctypes.c_uint64, 16),
])
struct_CUextent3D_st.register_fields([
  ('width', ctypes.c_uint64, 0),
  ('height', ctypes.c_uint64, 8),
  ('depth', ctypes.c_uint64, 16),
])
struct_CUmemcpy3DOperand_st.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('op', struct_CUmemcpy3DOperand_st_op, 8),
])
struct_CUmemcpy3DOperand_st_op.register_fields([
  ('ptr', struct_CUmemcpy3DOperand_st_op_ptr, 0),
  ('array', struct_CUmemcpy3DOperand_st_op_array, 0),
])
struct_CUmemcpy3DOperand_st_op_ptr.register_fields([
  ('ptr', CUdeviceptr, 0),
  ('rowLength', ctypes.c_uint64, 8),
  ('layerHeight', ctypes.c_uint64, 16),
  ('locHint', CUmemLocation, 24),
])
struct_CUmemcpy3DOperand_st_op_array.register_fields([
  ('array', CUarray, 0),
  ('offset', CUoffset3D, 8),
])
struct_CUDA_MEMCPY3D_BATCH_OP_st.register_fields([
  ('src', CUmemcpy3DOperand, 0),
  ('dst', CUmemcpy3DOperand, 40),
  ('extent', CUextent3D, 80),
  ('srcAccessOrder', ctypes.c_uint32, 104),
  ('flags', ctypes.c_uint32, 108),
])
struct_CUDA_MEM_ALLOC_NODE_PARAMS_v1_st.register_fields([
  ('poolProps', CUmemPoolProps, 0),
  ('accessDescs', ctypes.POINTER(CUmemAccessDesc), 88),
  ('accessDescCount', ctypes.c_uint64, 96),
  ('bytesize', ctypes.c_uint64, 104),
  ('dptr', CUdeviceptr, 112),
])
struct_CUDA_MEM_ALLOC_NODE_PARAMS_v2_st.register_fields([
  ('poolProps', CUmemPoolProps, 0),
  ('accessDescs', ctypes.POINTER(CUmemAccessDesc), 88),
  ('accessDescCount', ctypes.c_uint64, 96),
  ('bytesize', ctypes.c_uint64, 104),
  ('dptr', CUdeviceptr, 112),
])
struct_CUDA_MEM_FREE_NODE_PARAMS_st.register_fields([
  ('dptr', CUdeviceptr, 0),
])
struct_CUDA_CHILD_GRAPH_NODE_PARAMS_st.register_fields([
  ('graph', CUgraph, 0),
  ('ownership', ctypes.c_uint32, 8),
])
struct_CUDA_EVENT_RECORD_NODE_PARAMS_st.register_fields([
  ('event', CUevent, 0),
])
struct_CUDA_EVENT_WAIT_NODE_PARAMS_st.register_fields([
  ('event', CUevent, 0),
])
struct_CUgraphNodeParams_st.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('reserved0', (ctypes.c_int32 * 3), 4),
  ('reserved1', (ctypes.c_int64 * 29), 16),
  ('kernel', CUDA_KERNEL_NODE_PARAMS_v3, 16),
  ('memcpy', CUDA_MEMCPY_NODE_PARAMS, 16),
  ('memset', CUDA_MEMSET_NODE_PARAMS_v2, 16),
  ('host', CUDA_HOST_NODE_PARAMS_v2, 16),
  ('graph', CUDA_CHILD_GRAPH_NODE_PARAMS, 16),
  ('eventWait', CUDA_EVENT_WAIT_NODE_PARAMS, 16),
  ('eventRecord', CUDA_EVENT_RECORD_NODE_PARAMS, 16),
  ('extSemSignal', CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2, 16),
  ('extSemWait', CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2, 16),
  ('alloc', CUDA_MEM_ALLOC_NODE_PARAMS_v2, 16),
  ('free', CUDA_MEM_FREE_NODE_PARAMS, 16),
  ('memOp', CUDA_BATCH_MEM_OP_NODE_PARAMS_v2, 16),
  ('conditional', CUDA_CONDITIONAL_NODE_PARAMS, 16),
  ('reserved2', ctypes.c_int64, 248),
])
struct_CUcheckpointLockArgs_st.register_fields([
  ('timeoutMs', ctypes.c_uint32, 0),
  ('reserved0', ctypes.c_uint32, 4),
  ('reserved1', (cuuint64_t * 7), 8),
])
struct_CUcheckpointCheckpointArgs_st.register_fields([
  ('reserved', (cuuint64_t * 8), 0),
])
struct_CUcheckpointGpuPair_st.register_fields([
  ('oldUuid', CUuuid, 0),
  ('newUuid', CUuuid, 16),
])
struct_CUcheckpointRestoreArgs_st.register_fields([
  ('gpuPairs', ctypes.POINTER(CUcheckpointGpuPair), 0),
  ('gpuPairsCount', ctypes.c_uint32, 8),
  ('reserved', (ctypes.c_char * 44), 12),
  ('reserved1', cuuint64_t, 56),
])
struct_CUcheckpointUnlockArgs_st.register_fields([
  ('reserved', (cuuint64_t * 8), 0),
])
struct_CUmemDecompressParams_st.register_fields([
  ('srcNumBytes', ctypes.c_uint64, 0),
  ('dstNumBytes', ctypes.c_uint64, 8),
  ('dstActBytes', ctypes.POINTER(cuuint32_t), 16),
  ('src', ctypes.c_void_p, 24),
  ('dst', ctypes.c_void_p, 32),
  ('algo', ctypes.c_uint32, 40),
  ('padding', (ctypes.c_ubyte * 20), 44),
])
struct_CUdevSmResource_st.register_fields([
  ('smCount', ctypes.c_uint32, 0),
  ('minSmPartitionSize', ctypes.c_uint32, 4),
  ('smCoscheduledAlignment', ctypes.c_uint32, 8),
])
struct_CUdevResource_st.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('_internal_padding', (ctypes.c_ubyte * 92), 4),
  ('sm', CUdevSmResource, 96),
  ('_oversize', (ctypes.c_ubyte * 48), 96),
])

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p))
def cuGetErrorString(error: int, pStr: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p))
def cuGetErrorName(error: int, pStr: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32)
def cuInit(Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32))
def cuDriverGetVersion(driverVersion: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdevice), ctypes.c_int32)
def cuDeviceGet(device: ctypes._Pointer, ordinal: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32))
def cuDeviceGetCount(count: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_char_p, ctypes.c_int32, CUdevice)
def cuDeviceGetName(name: bytes | None, len: int, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUuuid), CUdevice)
def cuDeviceGetUuid_v2(uuid: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint32), CUdevice)
def cuDeviceGetLuid(luid: bytes | None, deviceNodeMask: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), CUdevice)
def cuDeviceTotalMem_v2(bytes: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint32, ctypes.c_uint32, CUdevice)
def cuDeviceGetTexture1DLinearMaxWidth(maxWidthInElements: ctypes._Pointer, format: int, numChannels: int, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32, CUdevice)
def cuDeviceGetAttribute(pi: ctypes._Pointer, attrib: int, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32), ctypes.c_uint32, CUdevice)
def cuDeviceGetHostAtomicCapabilities(capabilities: ctypes._Pointer, operations: ctypes._Pointer, count: int, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, CUdevice, ctypes.c_int32)
def cuDeviceGetNvSciSyncAttributes(nvSciSyncAttrList: int | None, dev: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice, CUmemoryPool)
def cuDeviceSetMemPool(dev: int, pool: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemoryPool), CUdevice)
def cuDeviceGetMemPool(pool: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemoryPool), CUdevice)
def cuDeviceGetDefaultMemPool(pool_out: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32, CUdevice)
def cuDeviceGetExecAffinitySupport(pi: ctypes._Pointer, type: int, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32)
def cuFlushGPUDirectRDMAWrites(target: int, scope: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdevprop), CUdevice)
def cuDeviceGetProperties(prop: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32), CUdevice)
def cuDeviceComputeCapability(major: ctypes._Pointer, minor: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUcontext), CUdevice)
def cuDevicePrimaryCtxRetain(pctx: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice)
def cuDevicePrimaryCtxRelease_v2(dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice, ctypes.c_uint32)
def cuDevicePrimaryCtxSetFlags_v2(dev: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_int32))
def cuDevicePrimaryCtxGetState(dev: int, flags: ctypes._Pointer, active: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice)
def cuDevicePrimaryCtxReset_v2(dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUcontext), ctypes.POINTER(CUctxCreateParams), ctypes.c_uint32, CUdevice)
def cuCtxCreate_v4(pctx: ctypes._Pointer, ctxCreateParams: ctypes._Pointer, flags: int, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext)
def cuCtxDestroy_v2(ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext)
def cuCtxPushCurrent_v2(ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUcontext))
def cuCtxPopCurrent_v2(pctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext)
def cuCtxSetCurrent(ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUcontext))
def cuCtxGetCurrent(pctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdevice))
def cuCtxGetDevice(device: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdevice), CUcontext)
def cuCtxGetDevice_v2(device: ctypes._Pointer, ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
def cuCtxGetFlags(flags: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32)
def cuCtxSetFlags(flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext, ctypes.POINTER(ctypes.c_uint64))
def cuCtxGetId(ctx: ctypes._Pointer, ctxId: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32)
def cuCtxSynchronize() -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext)
def cuCtxSynchronize_v2(ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint64)
def cuCtxSetLimit(limit: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint32)
def cuCtxGetLimit(pvalue: ctypes._Pointer, limit: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
def cuCtxGetCacheConfig(pconfig: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32)
def cuCtxSetCacheConfig(config: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext, ctypes.POINTER(ctypes.c_uint32))
def cuCtxGetApiVersion(ctx: ctypes._Pointer, version: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32))
def cuCtxGetStreamPriorityRange(leastPriority: ctypes._Pointer, greatestPriority: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32)
def cuCtxResetPersistingL2Cache() -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUexecAffinityParam), ctypes.c_uint32)
def cuCtxGetExecAffinity(pExecAffinity: ctypes._Pointer, type: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext, CUevent)
def cuCtxRecordEvent(hCtx: ctypes._Pointer, hEvent: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext, CUevent)
def cuCtxWaitEvent(hCtx: ctypes._Pointer, hEvent: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUcontext), ctypes.c_uint32)
def cuCtxAttach(pctx: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext)
def cuCtxDetach(ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
def cuCtxGetSharedMemConfig(pConfig: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32)
def cuCtxSetSharedMemConfig(config: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmodule), ctypes.c_char_p)
def cuModuleLoad(module: ctypes._Pointer, fname: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmodule), ctypes.c_void_p)
def cuModuleLoadData(module: ctypes._Pointer, image: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmodule), ctypes.c_void_p, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p))
def cuModuleLoadDataEx(module: ctypes._Pointer, image: int | None, numOptions: int, options: ctypes._Pointer, optionValues: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmodule), ctypes.c_void_p)
def cuModuleLoadFatBinary(module: ctypes._Pointer, fatCubin: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, CUmodule)
def cuModuleUnload(hmod: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
def cuModuleGetLoadingMode(mode: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUfunction), CUmodule, ctypes.c_char_p)
def cuModuleGetFunction(hfunc: ctypes._Pointer, hmod: ctypes._Pointer, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), CUmodule)
def cuModuleGetFunctionCount(count: ctypes._Pointer, mod: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUfunction), ctypes.c_uint32, CUmodule)
def cuModuleEnumerateFunctions(functions: ctypes._Pointer, numFunctions: int, mod: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), CUmodule, ctypes.c_char_p)
def cuModuleGetGlobal_v2(dptr: ctypes._Pointer, bytes: ctypes._Pointer, hmod: ctypes._Pointer, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(CUlinkState))
def cuLinkCreate_v2(numOptions: int, options: ctypes._Pointer, optionValues: ctypes._Pointer, stateOut: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUlinkState, ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_char_p, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p))
def cuLinkAddData_v2(state: ctypes._Pointer, type: int, data: int | None, size: int, name: bytes | None, numOptions: int, options: ctypes._Pointer, optionValues: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUlinkState, ctypes.c_uint32, ctypes.c_char_p, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p))
def cuLinkAddFile_v2(state: ctypes._Pointer, type: int, path: bytes | None, numOptions: int, options: ctypes._Pointer, optionValues: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUlinkState, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint64))
def cuLinkComplete(state: ctypes._Pointer, cubinOut: ctypes._Pointer, sizeOut: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUlinkState)
def cuLinkDestroy(state: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUtexref), CUmodule, ctypes.c_char_p)
def cuModuleGetTexRef(pTexRef: ctypes._Pointer, hmod: ctypes._Pointer, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUsurfref), CUmodule, ctypes.c_char_p)
def cuModuleGetSurfRef(pSurfRef: ctypes._Pointer, hmod: ctypes._Pointer, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUlibrary), ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p), ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p), ctypes.c_uint32)
def cuLibraryLoadData(library: ctypes._Pointer, code: int | None, jitOptions: ctypes._Pointer, jitOptionsValues: ctypes._Pointer, numJitOptions: int, libraryOptions: ctypes._Pointer, libraryOptionValues: ctypes._Pointer, numLibraryOptions: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUlibrary), ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p), ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p), ctypes.c_uint32)
def cuLibraryLoadFromFile(library: ctypes._Pointer, fileName: bytes | None, jitOptions: ctypes._Pointer, jitOptionsValues: ctypes._Pointer, numJitOptions: int, libraryOptions: ctypes._Pointer, libraryOptionValues: ctypes._Pointer, numLibraryOptions: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUlibrary)
def cuLibraryUnload(library: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUkernel), CUlibrary, ctypes.c_char_p)
def cuLibraryGetKernel(pKernel: ctypes._Pointer, library: ctypes._Pointer, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), CUlibrary)
def cuLibraryGetKernelCount(count: ctypes._Pointer, lib: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUkernel), ctypes.c_uint32, CUlibrary)
def cuLibraryEnumerateKernels(kernels: ctypes._Pointer, numKernels: int, lib: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmodule), CUlibrary)
def cuLibraryGetModule(pMod: ctypes._Pointer, library: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUfunction), CUkernel)
def cuKernelGetFunction(pFunc: ctypes._Pointer, kernel: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUlibrary), CUkernel)
def cuKernelGetLibrary(pLib: ctypes._Pointer, kernel: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), CUlibrary, ctypes.c_char_p)
def cuLibraryGetGlobal(dptr: ctypes._Pointer, bytes: ctypes._Pointer, library: ctypes._Pointer, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), CUlibrary, ctypes.c_char_p)
def cuLibraryGetManaged(dptr: ctypes._Pointer, bytes: ctypes._Pointer, library: ctypes._Pointer, name: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_void_p), CUlibrary, ctypes.c_char_p)
def cuLibraryGetUnifiedFunction(fptr: ctypes._Pointer, library: ctypes._Pointer, symbol: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32, CUkernel, CUdevice)
def cuKernelGetAttribute(pi: ctypes._Pointer, attrib: int, kernel: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_int32, CUkernel, CUdevice)
def cuKernelSetAttribute(attrib: int, val: int, kernel: ctypes._Pointer, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUkernel, ctypes.c_uint32, CUdevice)
def cuKernelSetCacheConfig(kernel: ctypes._Pointer, config: int, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p), CUkernel)
def cuKernelGetName(name: ctypes._Pointer, hfunc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUkernel, ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64))
def cuKernelGetParamInfo(kernel: ctypes._Pointer, paramIndex: int, paramOffset: ctypes._Pointer, paramSize: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64))
def cuMemGetInfo_v2(free: ctypes._Pointer, total: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.c_uint64)
def cuMemAlloc_v2(dptr: ctypes._Pointer, bytesize: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint32)
def cuMemAllocPitch_v2(dptr: ctypes._Pointer, pPitch: ctypes._Pointer, WidthInBytes: int, Height: int, ElementSizeBytes: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr)
def cuMemFree_v2(dptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), CUdeviceptr)
def cuMemGetAddressRange_v2(pbase: ctypes._Pointer, psize: ctypes._Pointer, dptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_void_p), ctypes.c_uint64)
def cuMemAllocHost_v2(pp: ctypes._Pointer, bytesize: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p)
def cuMemFreeHost(p: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_void_p), ctypes.c_uint64, ctypes.c_uint32)
def cuMemHostAlloc(pp: ctypes._Pointer, bytesize: int, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.c_void_p, ctypes.c_uint32)
def cuMemHostGetDevicePointer_v2(pdptr: ctypes._Pointer, p: int | None, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.c_void_p)
def cuMemHostGetFlags(pFlags: ctypes._Pointer, p: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.c_uint64, ctypes.c_uint32)
def cuMemAllocManaged(dptr: ctypes._Pointer, bytesize: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice, CUasyncCallback, ctypes.c_void_p, ctypes.POINTER(CUasyncCallbackHandle))
def cuDeviceRegisterAsyncNotification(device: int, callbackFunc: ctypes._CFuncPtr, userData: int | None, callback: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice, CUasyncCallbackHandle)
def cuDeviceUnregisterAsyncNotification(device: int, callback: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdevice), ctypes.c_char_p)
def cuDeviceGetByPCIBusId(dev: ctypes._Pointer, pciBusId: bytes | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_char_p, ctypes.c_int32, CUdevice)
def cuDeviceGetPCIBusId(pciBusId: bytes | None, len: int, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUipcEventHandle), CUevent)
def cuIpcGetEventHandle(pHandle: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUevent), CUipcEventHandle)
def cuIpcOpenEventHandle(phEvent: ctypes._Pointer, handle: struct_CUipcEventHandle_st) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUipcMemHandle), CUdeviceptr)
def cuIpcGetMemHandle(pHandle: ctypes._Pointer, dptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), CUipcMemHandle, ctypes.c_uint32)
def cuIpcOpenMemHandle_v2(pdptr: ctypes._Pointer, handle: struct_CUipcMemHandle_st, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr)
def cuIpcCloseMemHandle(dptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint32)
def cuMemHostRegister_v2(p: int | None, bytesize: int, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p)
def cuMemHostUnregister(p: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, CUdeviceptr, ctypes.c_uint64)
def cuMemcpy(dst: int, src: int, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, ctypes.c_uint64)
def cuMemcpyPeer(dstDevice: int, dstContext: ctypes._Pointer, srcDevice: int, srcContext: ctypes._Pointer, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_void_p, ctypes.c_uint64)
def cuMemcpyHtoD_v2(dstDevice: int, srcHost: int | None, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, CUdeviceptr, ctypes.c_uint64)
def cuMemcpyDtoH_v2(dstHost: int | None, srcDevice: int, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, CUdeviceptr, ctypes.c_uint64)
def cuMemcpyDtoD_v2(dstDevice: int, srcDevice: int, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUarray, ctypes.c_uint64, CUdeviceptr, ctypes.c_uint64)
def cuMemcpyDtoA_v2(dstArray: ctypes._Pointer, dstOffset: int, srcDevice: int, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, CUarray, ctypes.c_uint64, ctypes.c_uint64)
def cuMemcpyAtoD_v2(dstDevice: int, srcArray: ctypes._Pointer, srcOffset: int, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUarray, ctypes.c_uint64, ctypes.c_void_p, ctypes.c_uint64)
def cuMemcpyHtoA_v2(dstArray: ctypes._Pointer, dstOffset: int, srcHost: int | None, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, CUarray, ctypes.c_uint64, ctypes.c_uint64)
def cuMemcpyAtoH_v2(dstHost: int | None, srcArray: ctypes._Pointer, srcOffset: int, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUarray, ctypes.c_uint64, CUarray, ctypes.c_uint64, ctypes.c_uint64)
def cuMemcpyAtoA_v2(dstArray: ctypes._Pointer, dstOffset: int, srcArray: ctypes._Pointer, srcOffset: int, ByteCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_MEMCPY2D))
def cuMemcpy2D_v2(pCopy: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_MEMCPY2D))
def cuMemcpy2DUnaligned_v2(pCopy: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_MEMCPY3D))
def cuMemcpy3D_v2(pCopy: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_MEMCPY3D_PEER))
def cuMemcpy3DPeer(pCopy: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, CUdeviceptr, ctypes.c_uint64, CUstream)
def cuMemcpyAsync(dst: int, src: int, ByteCount: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, ctypes.c_uint64, CUstream)
def cuMemcpyPeerAsync(dstDevice: int, dstContext: ctypes._Pointer, srcDevice: int, srcContext: ctypes._Pointer, ByteCount: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_void_p, ctypes.c_uint64, CUstream)
def cuMemcpyHtoDAsync_v2(dstDevice: int, srcHost: int | None, ByteCount: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, CUdeviceptr, ctypes.c_uint64, CUstream)
def cuMemcpyDtoHAsync_v2(dstHost: int | None, srcDevice: int, ByteCount: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, CUdeviceptr, ctypes.c_uint64, CUstream)
def cuMemcpyDtoDAsync_v2(dstDevice: int, srcDevice: int, ByteCount: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUarray, ctypes.c_uint64, ctypes.c_void_p, ctypes.c_uint64, CUstream)
def cuMemcpyHtoAAsync_v2(dstArray: ctypes._Pointer, dstOffset: int, srcHost: int | None, ByteCount: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, CUarray, ctypes.c_uint64, ctypes.c_uint64, CUstream)
def cuMemcpyAtoHAsync_v2(dstHost: int | None, srcArray: ctypes._Pointer, srcOffset: int, ByteCount: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_MEMCPY2D), CUstream)
def cuMemcpy2DAsync_v2(pCopy: ctypes._Pointer, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_MEMCPY3D), CUstream)
def cuMemcpy3DAsync_v2(pCopy: ctypes._Pointer, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_MEMCPY3D_PEER), CUstream)
def cuMemcpy3DPeerAsync(pCopy: ctypes._Pointer, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.POINTER(CUmemcpyAttributes), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, CUstream)
def cuMemcpyBatchAsync_v2(dsts: ctypes._Pointer, srcs: ctypes._Pointer, sizes: ctypes._Pointer, count: int, attrs: ctypes._Pointer, attrsIdxs: ctypes._Pointer, numAttrs: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint64, ctypes.POINTER(CUDA_MEMCPY3D_BATCH_OP), ctypes.c_uint64, CUstream)
def cuMemcpy3DBatchAsync_v2(numOps: int, opList: ctypes._Pointer, flags: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_ubyte, ctypes.c_uint64)
def cuMemsetD8_v2(dstDevice: int, uc: int, N: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint16, ctypes.c_uint64)
def cuMemsetD16_v2(dstDevice: int, us: int, N: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint32, ctypes.c_uint64)
def cuMemsetD32_v2(dstDevice: int, ui: int, N: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, ctypes.c_ubyte, ctypes.c_uint64, ctypes.c_uint64)
def cuMemsetD2D8_v2(dstDevice: int, dstPitch: int, uc: int, Width: int, Height: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, ctypes.c_uint16, ctypes.c_uint64, ctypes.c_uint64)
def cuMemsetD2D16_v2(dstDevice: int, dstPitch: int, us: int, Width: int, Height: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint64)
def cuMemsetD2D32_v2(dstDevice: int, dstPitch: int, ui: int, Width: int, Height: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_ubyte, ctypes.c_uint64, CUstream)
def cuMemsetD8Async(dstDevice: int, uc: int, N: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint16, ctypes.c_uint64, CUstream)
def cuMemsetD16Async(dstDevice: int, us: int, N: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint32, ctypes.c_uint64, CUstream)
def cuMemsetD32Async(dstDevice: int, ui: int, N: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, ctypes.c_ubyte, ctypes.c_uint64, ctypes.c_uint64, CUstream)
def cuMemsetD2D8Async(dstDevice: int, dstPitch: int, uc: int, Width: int, Height: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, ctypes.c_uint16, ctypes.c_uint64, ctypes.c_uint64, CUstream)
def cuMemsetD2D16Async(dstDevice: int, dstPitch: int, us: int, Width: int, Height: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_uint64, CUstream)
def cuMemsetD2D32Async(dstDevice: int, dstPitch: int, ui: int, Width: int, Height: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUarray), ctypes.POINTER(CUDA_ARRAY_DESCRIPTOR))
def cuArrayCreate_v2(pHandle: ctypes._Pointer, pAllocateArray: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_ARRAY_DESCRIPTOR), CUarray)
def cuArrayGetDescriptor_v2(pArrayDescriptor: ctypes._Pointer, hArray: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_ARRAY_SPARSE_PROPERTIES), CUarray)
def cuArrayGetSparseProperties(sparseProperties: ctypes._Pointer, array: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_ARRAY_SPARSE_PROPERTIES), CUmipmappedArray)
def cuMipmappedArrayGetSparseProperties(sparseProperties: ctypes._Pointer, mipmap: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_ARRAY_MEMORY_REQUIREMENTS), CUarray, CUdevice)
def cuArrayGetMemoryRequirements(memoryRequirements: ctypes._Pointer, array: ctypes._Pointer, device: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_ARRAY_MEMORY_REQUIREMENTS), CUmipmappedArray, CUdevice)
def cuMipmappedArrayGetMemoryRequirements(memoryRequirements: ctypes._Pointer, mipmap: ctypes._Pointer, device: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUarray), CUarray, ctypes.c_uint32)
def cuArrayGetPlane(pPlaneArray: ctypes._Pointer, hArray: ctypes._Pointer, planeIdx: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUarray)
def cuArrayDestroy(hArray: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUarray), ctypes.POINTER(CUDA_ARRAY3D_DESCRIPTOR))
def cuArray3DCreate_v2(pHandle: ctypes._Pointer, pAllocateArray: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_ARRAY3D_DESCRIPTOR), CUarray)
def cuArray3DGetDescriptor_v2(pArrayDescriptor: ctypes._Pointer, hArray: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmipmappedArray), ctypes.POINTER(CUDA_ARRAY3D_DESCRIPTOR), ctypes.c_uint32)
def cuMipmappedArrayCreate(pHandle: ctypes._Pointer, pMipmappedArrayDesc: ctypes._Pointer, numMipmapLevels: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUarray), CUmipmappedArray, ctypes.c_uint32)
def cuMipmappedArrayGetLevel(pLevelArray: ctypes._Pointer, hMipmappedArray: ctypes._Pointer, level: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUmipmappedArray)
def cuMipmappedArrayDestroy(hMipmappedArray: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, CUdeviceptr, ctypes.c_uint64, ctypes.c_uint32, ctypes.c_uint64)
def cuMemGetHandleForAddressRange(handle: int | None, dptr: int, size: int, handleType: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemDecompressParams), ctypes.c_uint64, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), CUstream)
def cuMemBatchDecompressAsync(paramsArray: ctypes._Pointer, count: int, flags: int, errorIndex: ctypes._Pointer, stream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.c_uint64, ctypes.c_uint64, CUdeviceptr, ctypes.c_uint64)
def cuMemAddressReserve(ptr: ctypes._Pointer, size: int, alignment: int, addr: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64)
def cuMemAddressFree(ptr: int, size: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemGenericAllocationHandle), ctypes.c_uint64, ctypes.POINTER(CUmemAllocationProp), ctypes.c_uint64)
def cuMemCreate(handle: ctypes._Pointer, size: int, prop: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemGenericAllocationHandle)
def cuMemRelease(handle: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, ctypes.c_uint64, CUmemGenericAllocationHandle, ctypes.c_uint64)
def cuMemMap(ptr: int, size: int, offset: int, handle: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUarrayMapInfo), ctypes.c_uint32, CUstream)
def cuMemMapArrayAsync(mapInfoList: ctypes._Pointer, count: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64)
def cuMemUnmap(ptr: int, size: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, ctypes.POINTER(CUmemAccessDesc), ctypes.c_uint64)
def cuMemSetAccess(ptr: int, size: int, desc: ctypes._Pointer, count: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(CUmemLocation), CUdeviceptr)
def cuMemGetAccess(flags: ctypes._Pointer, location: ctypes._Pointer, ptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, CUmemGenericAllocationHandle, ctypes.c_uint32, ctypes.c_uint64)
def cuMemExportToShareableHandle(shareableHandle: int | None, handle: int, handleType: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemGenericAllocationHandle), ctypes.c_void_p, ctypes.c_uint32)
def cuMemImportFromShareableHandle(handle: ctypes._Pointer, osHandle: int | None, shHandleType: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(CUmemAllocationProp), ctypes.c_uint32)
def cuMemGetAllocationGranularity(granularity: ctypes._Pointer, prop: ctypes._Pointer, option: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemAllocationProp), CUmemGenericAllocationHandle)
def cuMemGetAllocationPropertiesFromHandle(prop: ctypes._Pointer, handle: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemGenericAllocationHandle), ctypes.c_void_p)
def cuMemRetainAllocationHandle(handle: ctypes._Pointer, addr: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, CUstream)
def cuMemFreeAsync(dptr: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.c_uint64, CUstream)
def cuMemAllocAsync(dptr: ctypes._Pointer, bytesize: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemoryPool, ctypes.c_uint64)
def cuMemPoolTrimTo(pool: ctypes._Pointer, minBytesToKeep: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemoryPool, ctypes.c_uint32, ctypes.c_void_p)
def cuMemPoolSetAttribute(pool: ctypes._Pointer, attr: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemoryPool, ctypes.c_uint32, ctypes.c_void_p)
def cuMemPoolGetAttribute(pool: ctypes._Pointer, attr: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemoryPool, ctypes.POINTER(CUmemAccessDesc), ctypes.c_uint64)
def cuMemPoolSetAccess(pool: ctypes._Pointer, map: ctypes._Pointer, count: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), CUmemoryPool, ctypes.POINTER(CUmemLocation))
def cuMemPoolGetAccess(flags: ctypes._Pointer, memPool: ctypes._Pointer, location: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemoryPool), ctypes.POINTER(CUmemPoolProps))
def cuMemPoolCreate(pool: ctypes._Pointer, poolProps: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemoryPool)
def cuMemPoolDestroy(pool: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemoryPool), ctypes.POINTER(CUmemLocation), ctypes.c_uint32)
def cuMemGetDefaultMemPool(pool_out: ctypes._Pointer, location: ctypes._Pointer, type: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemoryPool), ctypes.POINTER(CUmemLocation), ctypes.c_uint32)
def cuMemGetMemPool(pool: ctypes._Pointer, location: ctypes._Pointer, type: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemLocation), ctypes.c_uint32, CUmemoryPool)
def cuMemSetMemPool(location: ctypes._Pointer, type: int, pool: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.c_uint64, CUmemoryPool, CUstream)
def cuMemAllocFromPoolAsync(dptr: ctypes._Pointer, bytesize: int, pool: ctypes._Pointer, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, CUmemoryPool, ctypes.c_uint32, ctypes.c_uint64)
def cuMemPoolExportToShareableHandle(handle_out: int | None, pool: ctypes._Pointer, handleType: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemoryPool), ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint64)
def cuMemPoolImportFromShareableHandle(pool_out: ctypes._Pointer, handle: int | None, handleType: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemPoolPtrExportData), CUdeviceptr)
def cuMemPoolExportPointer(shareData_out: ctypes._Pointer, ptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), CUmemoryPool, ctypes.POINTER(CUmemPoolPtrExportData))
def cuMemPoolImportPointer(ptr_out: ctypes._Pointer, pool: ctypes._Pointer, shareData: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmemGenericAllocationHandle), ctypes.POINTER(CUmulticastObjectProp))
def cuMulticastCreate(mcHandle: ctypes._Pointer, prop: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemGenericAllocationHandle, CUdevice)
def cuMulticastAddDevice(mcHandle: int, dev: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemGenericAllocationHandle, ctypes.c_uint64, CUmemGenericAllocationHandle, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64)
def cuMulticastBindMem(mcHandle: int, mcOffset: int, memHandle: int, memOffset: int, size: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemGenericAllocationHandle, ctypes.c_uint64, CUdeviceptr, ctypes.c_uint64, ctypes.c_uint64)
def cuMulticastBindAddr(mcHandle: int, mcOffset: int, memptr: int, size: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUmemGenericAllocationHandle, CUdevice, ctypes.c_uint64, ctypes.c_uint64)
def cuMulticastUnbind(mcHandle: int, dev: int, mcOffset: int, size: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(CUmulticastObjectProp), ctypes.c_uint32)
def cuMulticastGetGranularity(granularity: ctypes._Pointer, prop: ctypes._Pointer, option: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint32, CUdeviceptr)
def cuPointerGetAttribute(data: int | None, attribute: int, ptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, CUmemLocation, ctypes.c_uint32, CUstream)
def cuMemPrefetchAsync_v2(devPtr: int, count: int, location: struct_CUmemLocation_st, flags: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64, ctypes.c_uint32, CUmemLocation)
def cuMemAdvise_v2(devPtr: int, count: int, advice: int, location: struct_CUmemLocation_st) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.POINTER(CUmemLocation), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.c_uint64, CUstream)
def cuMemPrefetchBatchAsync(dptrs: ctypes._Pointer, sizes: ctypes._Pointer, count: int, prefetchLocs: ctypes._Pointer, prefetchLocIdxs: ctypes._Pointer, numPrefetchLocs: int, flags: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.c_uint64, CUstream)
def cuMemDiscardBatchAsync(dptrs: ctypes._Pointer, sizes: ctypes._Pointer, count: int, flags: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.POINTER(CUmemLocation), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint64, ctypes.c_uint64, CUstream)
def cuMemDiscardAndPrefetchBatchAsync(dptrs: ctypes._Pointer, sizes: ctypes._Pointer, count: int, prefetchLocs: ctypes._Pointer, prefetchLocIdxs: ctypes._Pointer, numPrefetchLocs: int, flags: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint32, CUdeviceptr, ctypes.c_uint64)
def cuMemRangeGetAttribute(data: int | None, dataSize: int, attribute: int, devPtr: int, count: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint32), ctypes.c_uint64, CUdeviceptr, ctypes.c_uint64)
def cuMemRangeGetAttributes(data: ctypes._Pointer, dataSizes: ctypes._Pointer, attributes: ctypes._Pointer, numAttributes: int, devPtr: int, count: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint32, CUdeviceptr)
def cuPointerSetAttribute(value: int | None, attribute: int, ptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_void_p), CUdeviceptr)
def cuPointerGetAttributes(numAttributes: int, attributes: ctypes._Pointer, data: ctypes._Pointer, ptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUstream), ctypes.c_uint32)
def cuStreamCreate(phStream: ctypes._Pointer, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUstream), ctypes.c_uint32, ctypes.c_int32)
def cuStreamCreateWithPriority(phStream: ctypes._Pointer, flags: int, priority: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(ctypes.c_int32))
def cuStreamGetPriority(hStream: ctypes._Pointer, priority: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(CUdevice))
def cuStreamGetDevice(hStream: ctypes._Pointer, device: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(ctypes.c_uint32))
def cuStreamGetFlags(hStream: ctypes._Pointer, flags: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(ctypes.c_uint64))
def cuStreamGetId(hStream: ctypes._Pointer, streamId: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(CUcontext))
def cuStreamGetCtx(hStream: ctypes._Pointer, pctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(CUcontext), ctypes.POINTER(CUgreenCtx))
def cuStreamGetCtx_v2(hStream: ctypes._Pointer, pCtx: ctypes._Pointer, pGreenCtx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUevent, ctypes.c_uint32)
def cuStreamWaitEvent(hStream: ctypes._Pointer, hEvent: ctypes._Pointer, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUstreamCallback, ctypes.c_void_p, ctypes.c_uint32)
def cuStreamAddCallback(hStream: ctypes._Pointer, callback: ctypes._CFuncPtr, userData: int | None, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.c_uint32)
def cuStreamBeginCapture_v2(hStream: ctypes._Pointer, mode: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUgraph, ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphEdgeData), ctypes.c_uint64, ctypes.c_uint32)
def cuStreamBeginCaptureToGraph(hStream: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, dependencyData: ctypes._Pointer, numDependencies: int, mode: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32))
def cuThreadExchangeStreamCaptureMode(mode: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(CUgraph))
def cuStreamEndCapture(hStream: ctypes._Pointer, phGraph: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(ctypes.c_uint32))
def cuStreamIsCapturing(hStream: ctypes._Pointer, captureStatus: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(cuuint64_t), ctypes.POINTER(CUgraph), ctypes.POINTER(ctypes.POINTER(CUgraphNode)), ctypes.POINTER(ctypes.POINTER(CUgraphEdgeData)), ctypes.POINTER(ctypes.c_uint64))
def cuStreamGetCaptureInfo_v3(hStream: ctypes._Pointer, captureStatus_out: ctypes._Pointer, id_out: ctypes._Pointer, graph_out: ctypes._Pointer, dependencies_out: ctypes._Pointer, edgeData_out: ctypes._Pointer, numDependencies_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphEdgeData), ctypes.c_uint64, ctypes.c_uint32)
def cuStreamUpdateCaptureDependencies_v2(hStream: ctypes._Pointer, dependencies: ctypes._Pointer, dependencyData: ctypes._Pointer, numDependencies: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUdeviceptr, ctypes.c_uint64, ctypes.c_uint32)
def cuStreamAttachMemAsync(hStream: ctypes._Pointer, dptr: int, length: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream)
def cuStreamQuery(hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream)
def cuStreamSynchronize(hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream)
def cuStreamDestroy_v2(hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUstream)
def cuStreamCopyAttributes(dst: ctypes._Pointer, src: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.c_uint32, ctypes.POINTER(CUstreamAttrValue))
def cuStreamGetAttribute(hStream: ctypes._Pointer, attr: int, value_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.c_uint32, ctypes.POINTER(CUstreamAttrValue))
def cuStreamSetAttribute(hStream: ctypes._Pointer, attr: int, value: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUevent), ctypes.c_uint32)
def cuEventCreate(phEvent: ctypes._Pointer, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUevent, CUstream)
def cuEventRecord(hEvent: ctypes._Pointer, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUevent, CUstream, ctypes.c_uint32)
def cuEventRecordWithFlags(hEvent: ctypes._Pointer, hStream: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUevent)
def cuEventQuery(hEvent: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUevent)
def cuEventSynchronize(hEvent: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUevent)
def cuEventDestroy_v2(hEvent: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_float), CUevent, CUevent)
def cuEventElapsedTime_v2(pMilliseconds: ctypes._Pointer, hStart: ctypes._Pointer, hEnd: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUexternalMemory), ctypes.POINTER(CUDA_EXTERNAL_MEMORY_HANDLE_DESC))
def cuImportExternalMemory(extMem_out: ctypes._Pointer, memHandleDesc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), CUexternalMemory, ctypes.POINTER(CUDA_EXTERNAL_MEMORY_BUFFER_DESC))
def cuExternalMemoryGetMappedBuffer(devPtr: ctypes._Pointer, extMem: ctypes._Pointer, bufferDesc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmipmappedArray), CUexternalMemory, ctypes.POINTER(CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC))
def cuExternalMemoryGetMappedMipmappedArray(mipmap: ctypes._Pointer, extMem: ctypes._Pointer, mipmapDesc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUexternalMemory)
def cuDestroyExternalMemory(extMem: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUexternalSemaphore), ctypes.POINTER(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC))
def cuImportExternalSemaphore(extSem_out: ctypes._Pointer, semHandleDesc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUexternalSemaphore), ctypes.POINTER(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS), ctypes.c_uint32, CUstream)
def cuSignalExternalSemaphoresAsync(extSemArray: ctypes._Pointer, paramsArray: ctypes._Pointer, numExtSems: int, stream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUexternalSemaphore), ctypes.POINTER(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS), ctypes.c_uint32, CUstream)
def cuWaitExternalSemaphoresAsync(extSemArray: ctypes._Pointer, paramsArray: ctypes._Pointer, numExtSems: int, stream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUexternalSemaphore)
def cuDestroyExternalSemaphore(extSem: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUdeviceptr, cuuint32_t, ctypes.c_uint32)
def cuStreamWaitValue32_v2(stream: ctypes._Pointer, addr: int, value: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUdeviceptr, cuuint64_t, ctypes.c_uint32)
def cuStreamWaitValue64_v2(stream: ctypes._Pointer, addr: int, value: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUdeviceptr, cuuint32_t, ctypes.c_uint32)
def cuStreamWriteValue32_v2(stream: ctypes._Pointer, addr: int, value: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUdeviceptr, cuuint64_t, ctypes.c_uint32)
def cuStreamWriteValue64_v2(stream: ctypes._Pointer, addr: int, value: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.c_uint32, ctypes.POINTER(CUstreamBatchMemOpParams), ctypes.c_uint32)
def cuStreamBatchMemOp_v2(stream: ctypes._Pointer, count: int, paramArray: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32, CUfunction)
def cuFuncGetAttribute(pi: ctypes._Pointer, attrib: int, hfunc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_uint32, ctypes.c_int32)
def cuFuncSetAttribute(hfunc: ctypes._Pointer, attrib: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_uint32)
def cuFuncSetCacheConfig(hfunc: ctypes._Pointer, config: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmodule), CUfunction)
def cuFuncGetModule(hmod: ctypes._Pointer, hfunc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_char_p), CUfunction)
def cuFuncGetName(name: ctypes._Pointer, hfunc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64))
def cuFuncGetParamInfo(func: ctypes._Pointer, paramIndex: int, paramOffset: ctypes._Pointer, paramSize: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), CUfunction)
def cuFuncIsLoaded(state: ctypes._Pointer, function: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction)
def cuFuncLoad(function: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, CUstream, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_void_p))
def cuLaunchKernel(f: ctypes._Pointer, gridDimX: int, gridDimY: int, gridDimZ: int, blockDimX: int, blockDimY: int, blockDimZ: int, sharedMemBytes: int, hStream: ctypes._Pointer, kernelParams: ctypes._Pointer, extra: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUlaunchConfig), CUfunction, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_void_p))
def cuLaunchKernelEx(config: ctypes._Pointer, f: ctypes._Pointer, kernelParams: ctypes._Pointer, extra: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, CUstream, ctypes.POINTER(ctypes.c_void_p))
def cuLaunchCooperativeKernel(f: ctypes._Pointer, gridDimX: int, gridDimY: int, gridDimZ: int, blockDimX: int, blockDimY: int, blockDimZ: int, sharedMemBytes: int, hStream: ctypes._Pointer, kernelParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_LAUNCH_PARAMS), ctypes.c_uint32, ctypes.c_uint32)
def cuLaunchCooperativeKernelMultiDevice(launchParamsList: ctypes._Pointer, numDevices: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, CUhostFn, ctypes.c_void_p)
def cuLaunchHostFunc(hStream: ctypes._Pointer, fn: ctypes._CFuncPtr, userData: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32)
def cuFuncSetBlockShape(hfunc: ctypes._Pointer, x: int, y: int, z: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_uint32)
def cuFuncSetSharedSize(hfunc: ctypes._Pointer, bytes: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_uint32)
def cuParamSetSize(hfunc: ctypes._Pointer, numbytes: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_int32, ctypes.c_uint32)
def cuParamSeti(hfunc: ctypes._Pointer, offset: int, value: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_int32, ctypes.c_float)
def cuParamSetf(hfunc: ctypes._Pointer, offset: int, value: float) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_int32, ctypes.c_void_p, ctypes.c_uint32)
def cuParamSetv(hfunc: ctypes._Pointer, offset: int, ptr: int | None, numbytes: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction)
def cuLaunch(f: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_int32, ctypes.c_int32)
def cuLaunchGrid(f: ctypes._Pointer, grid_width: int, grid_height: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_int32, ctypes.c_int32, CUstream)
def cuLaunchGridAsync(f: ctypes._Pointer, grid_width: int, grid_height: int, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_int32, CUtexref)
def cuParamSetTexRef(hfunc: ctypes._Pointer, texunit: int, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUfunction, ctypes.c_uint32)
def cuFuncSetSharedMemConfig(hfunc: ctypes._Pointer, config: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraph), ctypes.c_uint32)
def cuGraphCreate(phGraph: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, ctypes.POINTER(CUDA_KERNEL_NODE_PARAMS))
def cuGraphAddKernelNode_v2(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_KERNEL_NODE_PARAMS))
def cuGraphKernelNodeGetParams_v2(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_KERNEL_NODE_PARAMS))
def cuGraphKernelNodeSetParams_v2(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, ctypes.POINTER(CUDA_MEMCPY3D), CUcontext)
def cuGraphAddMemcpyNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, copyParams: ctypes._Pointer, ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_MEMCPY3D))
def cuGraphMemcpyNodeGetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_MEMCPY3D))
def cuGraphMemcpyNodeSetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, ctypes.POINTER(CUDA_MEMSET_NODE_PARAMS), CUcontext)
def cuGraphAddMemsetNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, memsetParams: ctypes._Pointer, ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_MEMSET_NODE_PARAMS))
def cuGraphMemsetNodeGetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_MEMSET_NODE_PARAMS))
def cuGraphMemsetNodeSetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, ctypes.POINTER(CUDA_HOST_NODE_PARAMS))
def cuGraphAddHostNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_HOST_NODE_PARAMS))
def cuGraphHostNodeGetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_HOST_NODE_PARAMS))
def cuGraphHostNodeSetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, CUgraph)
def cuGraphAddChildGraphNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, childGraph: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUgraph))
def cuGraphChildGraphNodeGetGraph(hNode: ctypes._Pointer, phGraph: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64)
def cuGraphAddEmptyNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, CUevent)
def cuGraphAddEventRecordNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, event: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUevent))
def cuGraphEventRecordNodeGetEvent(hNode: ctypes._Pointer, event_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, CUevent)
def cuGraphEventRecordNodeSetEvent(hNode: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, CUevent)
def cuGraphAddEventWaitNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, event: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUevent))
def cuGraphEventWaitNodeGetEvent(hNode: ctypes._Pointer, event_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, CUevent)
def cuGraphEventWaitNodeSetEvent(hNode: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, ctypes.POINTER(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS))
def cuGraphAddExternalSemaphoresSignalNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS))
def cuGraphExternalSemaphoresSignalNodeGetParams(hNode: ctypes._Pointer, params_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS))
def cuGraphExternalSemaphoresSignalNodeSetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, ctypes.POINTER(CUDA_EXT_SEM_WAIT_NODE_PARAMS))
def cuGraphAddExternalSemaphoresWaitNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_EXT_SEM_WAIT_NODE_PARAMS))
def cuGraphExternalSemaphoresWaitNodeGetParams(hNode: ctypes._Pointer, params_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_EXT_SEM_WAIT_NODE_PARAMS))
def cuGraphExternalSemaphoresWaitNodeSetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, ctypes.POINTER(CUDA_BATCH_MEM_OP_NODE_PARAMS))
def cuGraphAddBatchMemOpNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_BATCH_MEM_OP_NODE_PARAMS))
def cuGraphBatchMemOpNodeGetParams(hNode: ctypes._Pointer, nodeParams_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_BATCH_MEM_OP_NODE_PARAMS))
def cuGraphBatchMemOpNodeSetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.POINTER(CUDA_BATCH_MEM_OP_NODE_PARAMS))
def cuGraphExecBatchMemOpNodeSetParams(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, ctypes.POINTER(CUDA_MEM_ALLOC_NODE_PARAMS))
def cuGraphAddMemAllocNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUDA_MEM_ALLOC_NODE_PARAMS))
def cuGraphMemAllocNodeGetParams(hNode: ctypes._Pointer, params_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.c_uint64, CUdeviceptr)
def cuGraphAddMemFreeNode(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, numDependencies: int, dptr: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUdeviceptr))
def cuGraphMemFreeNodeGetParams(hNode: ctypes._Pointer, dptr_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice)
def cuDeviceGraphMemTrim(device: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice, ctypes.c_uint32, ctypes.c_void_p)
def cuDeviceGetGraphMemAttribute(device: int, attr: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice, ctypes.c_uint32, ctypes.c_void_p)
def cuDeviceSetGraphMemAttribute(device: int, attr: int, value: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraph), CUgraph)
def cuGraphClone(phGraphClone: ctypes._Pointer, originalGraph: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraphNode, CUgraph)
def cuGraphNodeFindInClone(phNode: ctypes._Pointer, hOriginalNode: ctypes._Pointer, hClonedGraph: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(ctypes.c_uint32))
def cuGraphNodeGetType(hNode: ctypes._Pointer, type: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraph, ctypes.POINTER(CUgraphNode), ctypes.POINTER(ctypes.c_uint64))
def cuGraphGetNodes(hGraph: ctypes._Pointer, nodes: ctypes._Pointer, numNodes: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraph, ctypes.POINTER(CUgraphNode), ctypes.POINTER(ctypes.c_uint64))
def cuGraphGetRootNodes(hGraph: ctypes._Pointer, rootNodes: ctypes._Pointer, numRootNodes: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraph, ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphEdgeData), ctypes.POINTER(ctypes.c_uint64))
def cuGraphGetEdges_v2(hGraph: ctypes._Pointer, _from: ctypes._Pointer, to: ctypes._Pointer, edgeData: ctypes._Pointer, numEdges: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphEdgeData), ctypes.POINTER(ctypes.c_uint64))
def cuGraphNodeGetDependencies_v2(hNode: ctypes._Pointer, dependencies: ctypes._Pointer, edgeData: ctypes._Pointer, numDependencies: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphEdgeData), ctypes.POINTER(ctypes.c_uint64))
def cuGraphNodeGetDependentNodes_v2(hNode: ctypes._Pointer, dependentNodes: ctypes._Pointer, edgeData: ctypes._Pointer, numDependentNodes: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraph, ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphEdgeData), ctypes.c_uint64)
def cuGraphAddDependencies_v2(hGraph: ctypes._Pointer, _from: ctypes._Pointer, to: ctypes._Pointer, edgeData: ctypes._Pointer, numDependencies: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraph, ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphEdgeData), ctypes.c_uint64)
def cuGraphRemoveDependencies_v2(hGraph: ctypes._Pointer, _from: ctypes._Pointer, to: ctypes._Pointer, edgeData: ctypes._Pointer, numDependencies: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode)
def cuGraphDestroyNode(hNode: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphExec), CUgraph, ctypes.c_uint64)
def cuGraphInstantiateWithFlags(phGraphExec: ctypes._Pointer, hGraph: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphExec), CUgraph, ctypes.POINTER(CUDA_GRAPH_INSTANTIATE_PARAMS))
def cuGraphInstantiateWithParams(phGraphExec: ctypes._Pointer, hGraph: ctypes._Pointer, instantiateParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, ctypes.POINTER(cuuint64_t))
def cuGraphExecGetFlags(hGraphExec: ctypes._Pointer, flags: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.POINTER(CUDA_KERNEL_NODE_PARAMS))
def cuGraphExecKernelNodeSetParams_v2(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.POINTER(CUDA_MEMCPY3D), CUcontext)
def cuGraphExecMemcpyNodeSetParams(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, copyParams: ctypes._Pointer, ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.POINTER(CUDA_MEMSET_NODE_PARAMS), CUcontext)
def cuGraphExecMemsetNodeSetParams(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, memsetParams: ctypes._Pointer, ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.POINTER(CUDA_HOST_NODE_PARAMS))
def cuGraphExecHostNodeSetParams(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, CUgraph)
def cuGraphExecChildGraphNodeSetParams(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, childGraph: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, CUevent)
def cuGraphExecEventRecordNodeSetEvent(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, CUevent)
def cuGraphExecEventWaitNodeSetEvent(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, event: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.POINTER(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS))
def cuGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.POINTER(CUDA_EXT_SEM_WAIT_NODE_PARAMS))
def cuGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.c_uint32)
def cuGraphNodeSetEnabled(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, isEnabled: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.POINTER(ctypes.c_uint32))
def cuGraphNodeGetEnabled(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, isEnabled: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUstream)
def cuGraphUpload(hGraphExec: ctypes._Pointer, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUstream)
def cuGraphLaunch(hGraphExec: ctypes._Pointer, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec)
def cuGraphExecDestroy(hGraphExec: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraph)
def cuGraphDestroy(hGraph: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraph, ctypes.POINTER(CUgraphExecUpdateResultInfo))
def cuGraphExecUpdate_v2(hGraphExec: ctypes._Pointer, hGraph: ctypes._Pointer, resultInfo: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, CUgraphNode)
def cuGraphKernelNodeCopyAttributes(dst: ctypes._Pointer, src: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.c_uint32, ctypes.POINTER(CUkernelNodeAttrValue))
def cuGraphKernelNodeGetAttribute(hNode: ctypes._Pointer, attr: int, value_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.c_uint32, ctypes.POINTER(CUkernelNodeAttrValue))
def cuGraphKernelNodeSetAttribute(hNode: ctypes._Pointer, attr: int, value: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraph, ctypes.c_char_p, ctypes.c_uint32)
def cuGraphDebugDotPrint(hGraph: ctypes._Pointer, path: bytes | None, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUuserObject), ctypes.c_void_p, CUhostFn, ctypes.c_uint32, ctypes.c_uint32)
def cuUserObjectCreate(object_out: ctypes._Pointer, ptr: int | None, destroy: ctypes._CFuncPtr, initialRefcount: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUuserObject, ctypes.c_uint32)
def cuUserObjectRetain(object: ctypes._Pointer, count: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUuserObject, ctypes.c_uint32)
def cuUserObjectRelease(object: ctypes._Pointer, count: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraph, CUuserObject, ctypes.c_uint32, ctypes.c_uint32)
def cuGraphRetainUserObject(graph: ctypes._Pointer, object: ctypes._Pointer, count: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraph, CUuserObject, ctypes.c_uint32)
def cuGraphReleaseUserObject(graph: ctypes._Pointer, object: ctypes._Pointer, count: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphNode), CUgraph, ctypes.POINTER(CUgraphNode), ctypes.POINTER(CUgraphEdgeData), ctypes.c_uint64, ctypes.POINTER(CUgraphNodeParams))
def cuGraphAddNode_v2(phGraphNode: ctypes._Pointer, hGraph: ctypes._Pointer, dependencies: ctypes._Pointer, dependencyData: ctypes._Pointer, numDependencies: int, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphNode, ctypes.POINTER(CUgraphNodeParams))
def cuGraphNodeSetParams(hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphExec, CUgraphNode, ctypes.POINTER(CUgraphNodeParams))
def cuGraphExecNodeSetParams(hGraphExec: ctypes._Pointer, hNode: ctypes._Pointer, nodeParams: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgraphConditionalHandle), CUgraph, CUcontext, ctypes.c_uint32, ctypes.c_uint32)
def cuGraphConditionalHandleCreate(pHandle_out: ctypes._Pointer, hGraph: ctypes._Pointer, ctx: ctypes._Pointer, defaultLaunchValue: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), CUfunction, ctypes.c_int32, ctypes.c_uint64)
def cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks: ctypes._Pointer, func: ctypes._Pointer, blockSize: int, dynamicSMemSize: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), CUfunction, ctypes.c_int32, ctypes.c_uint64, ctypes.c_uint32)
def cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks: ctypes._Pointer, func: ctypes._Pointer, blockSize: int, dynamicSMemSize: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32), CUfunction, CUoccupancyB2DSize, ctypes.c_uint64, ctypes.c_int32)
def cuOccupancyMaxPotentialBlockSize(minGridSize: ctypes._Pointer, blockSize: ctypes._Pointer, func: ctypes._Pointer, blockSizeToDynamicSMemSize: ctypes._CFuncPtr, dynamicSMemSize: int, blockSizeLimit: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32), CUfunction, CUoccupancyB2DSize, ctypes.c_uint64, ctypes.c_int32, ctypes.c_uint32)
def cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize: ctypes._Pointer, blockSize: ctypes._Pointer, func: ctypes._Pointer, blockSizeToDynamicSMemSize: ctypes._CFuncPtr, dynamicSMemSize: int, blockSizeLimit: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), CUfunction, ctypes.c_int32, ctypes.c_int32)
def cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize: ctypes._Pointer, func: ctypes._Pointer, numBlocks: int, blockSize: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), CUfunction, ctypes.POINTER(CUlaunchConfig))
def cuOccupancyMaxPotentialClusterSize(clusterSize: ctypes._Pointer, func: ctypes._Pointer, config: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), CUfunction, ctypes.POINTER(CUlaunchConfig))
def cuOccupancyMaxActiveClusters(numClusters: ctypes._Pointer, func: ctypes._Pointer, config: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, CUarray, ctypes.c_uint32)
def cuTexRefSetArray(hTexRef: ctypes._Pointer, hArray: ctypes._Pointer, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, CUmipmappedArray, ctypes.c_uint32)
def cuTexRefSetMipmappedArray(hTexRef: ctypes._Pointer, hMipmappedArray: ctypes._Pointer, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint64), CUtexref, CUdeviceptr, ctypes.c_uint64)
def cuTexRefSetAddress_v2(ByteOffset: ctypes._Pointer, hTexRef: ctypes._Pointer, dptr: int, bytes: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.POINTER(CUDA_ARRAY_DESCRIPTOR), CUdeviceptr, ctypes.c_uint64)
def cuTexRefSetAddress2D_v3(hTexRef: ctypes._Pointer, desc: ctypes._Pointer, dptr: int, Pitch: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.c_uint32, ctypes.c_int32)
def cuTexRefSetFormat(hTexRef: ctypes._Pointer, fmt: int, NumPackedComponents: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.c_int32, ctypes.c_uint32)
def cuTexRefSetAddressMode(hTexRef: ctypes._Pointer, dim: int, am: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.c_uint32)
def cuTexRefSetFilterMode(hTexRef: ctypes._Pointer, fm: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.c_uint32)
def cuTexRefSetMipmapFilterMode(hTexRef: ctypes._Pointer, fm: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.c_float)
def cuTexRefSetMipmapLevelBias(hTexRef: ctypes._Pointer, bias: float) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.c_float, ctypes.c_float)
def cuTexRefSetMipmapLevelClamp(hTexRef: ctypes._Pointer, minMipmapLevelClamp: float, maxMipmapLevelClamp: float) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.c_uint32)
def cuTexRefSetMaxAnisotropy(hTexRef: ctypes._Pointer, maxAniso: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.POINTER(ctypes.c_float))
def cuTexRefSetBorderColor(hTexRef: ctypes._Pointer, pBorderColor: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref, ctypes.c_uint32)
def cuTexRefSetFlags(hTexRef: ctypes._Pointer, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), CUtexref)
def cuTexRefGetAddress_v2(pdptr: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUarray), CUtexref)
def cuTexRefGetArray(phArray: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmipmappedArray), CUtexref)
def cuTexRefGetMipmappedArray(phMipmappedArray: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), CUtexref, ctypes.c_int32)
def cuTexRefGetAddressMode(pam: ctypes._Pointer, hTexRef: ctypes._Pointer, dim: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), CUtexref)
def cuTexRefGetFilterMode(pfm: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_int32), CUtexref)
def cuTexRefGetFormat(pFormat: ctypes._Pointer, pNumChannels: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), CUtexref)
def cuTexRefGetMipmapFilterMode(pfm: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_float), CUtexref)
def cuTexRefGetMipmapLevelBias(pbias: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_float), ctypes.POINTER(ctypes.c_float), CUtexref)
def cuTexRefGetMipmapLevelClamp(pminMipmapLevelClamp: ctypes._Pointer, pmaxMipmapLevelClamp: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), CUtexref)
def cuTexRefGetMaxAnisotropy(pmaxAniso: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_float), CUtexref)
def cuTexRefGetBorderColor(pBorderColor: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), CUtexref)
def cuTexRefGetFlags(pFlags: ctypes._Pointer, hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUtexref))
def cuTexRefCreate(pTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexref)
def cuTexRefDestroy(hTexRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUsurfref, CUarray, ctypes.c_uint32)
def cuSurfRefSetArray(hSurfRef: ctypes._Pointer, hArray: ctypes._Pointer, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUarray), CUsurfref)
def cuSurfRefGetArray(phArray: ctypes._Pointer, hSurfRef: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUtexObject), ctypes.POINTER(CUDA_RESOURCE_DESC), ctypes.POINTER(CUDA_TEXTURE_DESC), ctypes.POINTER(CUDA_RESOURCE_VIEW_DESC))
def cuTexObjectCreate(pTexObject: ctypes._Pointer, pResDesc: ctypes._Pointer, pTexDesc: ctypes._Pointer, pResViewDesc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUtexObject)
def cuTexObjectDestroy(texObject: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_RESOURCE_DESC), CUtexObject)
def cuTexObjectGetResourceDesc(pResDesc: ctypes._Pointer, texObject: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_TEXTURE_DESC), CUtexObject)
def cuTexObjectGetTextureDesc(pTexDesc: ctypes._Pointer, texObject: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_RESOURCE_VIEW_DESC), CUtexObject)
def cuTexObjectGetResourceViewDesc(pResViewDesc: ctypes._Pointer, texObject: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUsurfObject), ctypes.POINTER(CUDA_RESOURCE_DESC))
def cuSurfObjectCreate(pSurfObject: ctypes._Pointer, pResDesc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUsurfObject)
def cuSurfObjectDestroy(surfObject: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUDA_RESOURCE_DESC), CUsurfObject)
def cuSurfObjectGetResourceDesc(pResDesc: ctypes._Pointer, surfObject: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUtensorMap), ctypes.c_uint32, cuuint32_t, ctypes.c_void_p, ctypes.POINTER(cuuint64_t), ctypes.POINTER(cuuint64_t), ctypes.POINTER(cuuint32_t), ctypes.POINTER(cuuint32_t), ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32)
def cuTensorMapEncodeTiled(tensorMap: ctypes._Pointer, tensorDataType: int, tensorRank: int, globalAddress: int | None, globalDim: ctypes._Pointer, globalStrides: ctypes._Pointer, boxDim: ctypes._Pointer, elementStrides: ctypes._Pointer, interleave: int, swizzle: int, l2Promotion: int, oobFill: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUtensorMap), ctypes.c_uint32, cuuint32_t, ctypes.c_void_p, ctypes.POINTER(cuuint64_t), ctypes.POINTER(cuuint64_t), ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32), cuuint32_t, cuuint32_t, ctypes.POINTER(cuuint32_t), ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32)
def cuTensorMapEncodeIm2col(tensorMap: ctypes._Pointer, tensorDataType: int, tensorRank: int, globalAddress: int | None, globalDim: ctypes._Pointer, globalStrides: ctypes._Pointer, pixelBoxLowerCorner: ctypes._Pointer, pixelBoxUpperCorner: ctypes._Pointer, channelsPerPixel: int, pixelsPerColumn: int, elementStrides: ctypes._Pointer, interleave: int, swizzle: int, l2Promotion: int, oobFill: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUtensorMap), ctypes.c_uint32, cuuint32_t, ctypes.c_void_p, ctypes.POINTER(cuuint64_t), ctypes.POINTER(cuuint64_t), ctypes.c_int32, ctypes.c_int32, cuuint32_t, cuuint32_t, ctypes.POINTER(cuuint32_t), ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32)
def cuTensorMapEncodeIm2colWide(tensorMap: ctypes._Pointer, tensorDataType: int, tensorRank: int, globalAddress: int | None, globalDim: ctypes._Pointer, globalStrides: ctypes._Pointer, pixelBoxLowerCornerWidth: int, pixelBoxUpperCornerWidth: int, channelsPerPixel: int, pixelsPerColumn: int, elementStrides: ctypes._Pointer, interleave: int, mode: int, swizzle: int, l2Promotion: int, oobFill: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUtensorMap), ctypes.c_void_p)
def cuTensorMapReplaceAddress(tensorMap: ctypes._Pointer, globalAddress: int | None) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), CUdevice, CUdevice)
def cuDeviceCanAccessPeer(canAccessPeer: ctypes._Pointer, dev: int, peerDev: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext, ctypes.c_uint32)
def cuCtxEnablePeerAccess(peerContext: ctypes._Pointer, Flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext)
def cuCtxDisablePeerAccess(peerContext: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32, CUdevice, CUdevice)
def cuDeviceGetP2PAttribute(value: ctypes._Pointer, attrib: int, srcDevice: int, dstDevice: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32), ctypes.c_uint32, CUdevice, CUdevice)
def cuDeviceGetP2PAtomicCapabilities(capabilities: ctypes._Pointer, operations: ctypes._Pointer, count: int, srcDevice: int, dstDevice: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphicsResource)
def cuGraphicsUnregisterResource(resource: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUarray), CUgraphicsResource, ctypes.c_uint32, ctypes.c_uint32)
def cuGraphicsSubResourceGetMappedArray(pArray: ctypes._Pointer, resource: ctypes._Pointer, arrayIndex: int, mipLevel: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUmipmappedArray), CUgraphicsResource)
def cuGraphicsResourceGetMappedMipmappedArray(pMipmappedArray: ctypes._Pointer, resource: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdeviceptr), ctypes.POINTER(ctypes.c_uint64), CUgraphicsResource)
def cuGraphicsResourceGetMappedPointer_v2(pDevPtr: ctypes._Pointer, pSize: ctypes._Pointer, resource: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgraphicsResource, ctypes.c_uint32)
def cuGraphicsResourceSetMapFlags_v2(resource: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(CUgraphicsResource), CUstream)
def cuGraphicsMapResources(count: int, resources: ctypes._Pointer, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(CUgraphicsResource), CUstream)
def cuGraphicsUnmapResources(count: int, resources: ctypes._Pointer, hStream: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_int32, cuuint64_t, ctypes.POINTER(ctypes.c_uint32))
def cuGetProcAddress_v2(symbol: bytes | None, pfn: ctypes._Pointer, cudaVersion: int, flags: int, symbolStatus: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def cuCoredumpGetAttribute(attrib: int, value: int | None, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def cuCoredumpGetAttributeGlobal(attrib: int, value: int | None, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def cuCoredumpSetAttribute(attrib: int, value: int | None, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64))
def cuCoredumpSetAttributeGlobal(attrib: int, value: int | None, size: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(CUuuid))
def cuGetExportTable(ppExportTable: ctypes._Pointer, pExportTableId: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUgreenCtx), CUdevResourceDesc, CUdevice, ctypes.c_uint32)
def cuGreenCtxCreate(phCtx: ctypes._Pointer, desc: ctypes._Pointer, dev: int, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgreenCtx)
def cuGreenCtxDestroy(hCtx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUcontext), CUgreenCtx)
def cuCtxFromGreenCtx(pContext: ctypes._Pointer, hCtx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUdevice, ctypes.POINTER(CUdevResource), ctypes.c_uint32)
def cuDeviceGetDevResource(device: int, resource: ctypes._Pointer, type: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUcontext, ctypes.POINTER(CUdevResource), ctypes.c_uint32)
def cuCtxGetDevResource(hCtx: ctypes._Pointer, resource: ctypes._Pointer, type: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgreenCtx, ctypes.POINTER(CUdevResource), ctypes.c_uint32)
def cuGreenCtxGetDevResource(hCtx: ctypes._Pointer, resource: ctypes._Pointer, type: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdevResource), ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(CUdevResource), ctypes.POINTER(CUdevResource), ctypes.c_uint32, ctypes.c_uint32)
def cuDevSmResourceSplitByCount(result: ctypes._Pointer, nbGroups: ctypes._Pointer, input: ctypes._Pointer, remaining: ctypes._Pointer, useFlags: int, minCount: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUdevResourceDesc), ctypes.POINTER(CUdevResource), ctypes.c_uint32)
def cuDevResourceGenerateDesc(phDesc: ctypes._Pointer, resources: ctypes._Pointer, nbResources: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgreenCtx, CUevent)
def cuGreenCtxRecordEvent(hCtx: ctypes._Pointer, hEvent: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUgreenCtx, CUevent)
def cuGreenCtxWaitEvent(hCtx: ctypes._Pointer, hEvent: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUstream, ctypes.POINTER(CUgreenCtx))
def cuStreamGetGreenCtx(hStream: ctypes._Pointer, phCtx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUstream), CUgreenCtx, ctypes.c_uint32, ctypes.c_int32)
def cuGreenCtxStreamCreate(phStream: ctypes._Pointer, greenCtx: ctypes._Pointer, flags: int, priority: int) -> int: ...

@dll.bind(ctypes.c_uint32, CUgreenCtx, ctypes.POINTER(ctypes.c_uint64))
def cuGreenCtxGetId(greenCtx: ctypes._Pointer, greenCtxId: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUlogsCallback, ctypes.c_void_p, ctypes.POINTER(CUlogsCallbackHandle))
def cuLogsRegisterCallback(callbackFunc: ctypes._CFuncPtr, userData: int | None, callback_out: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, CUlogsCallbackHandle)
def cuLogsUnregisterCallback(callback: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUlogIterator), ctypes.c_uint32)
def cuLogsCurrent(iterator_out: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUlogIterator), ctypes.c_char_p, ctypes.c_uint32)
def cuLogsDumpToFile(iterator: ctypes._Pointer, pathToFile: bytes | None, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(CUlogIterator), ctypes.c_char_p, ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint32)
def cuLogsDumpToMemory(iterator: ctypes._Pointer, buffer: bytes | None, size: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_int32, ctypes.POINTER(ctypes.c_int32))
def cuCheckpointProcessGetRestoreThreadId(pid: int, tid: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_int32, ctypes.POINTER(ctypes.c_uint32))
def cuCheckpointProcessGetState(pid: int, state: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_int32, ctypes.POINTER(CUcheckpointLockArgs))
def cuCheckpointProcessLock(pid: int, args: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_int32, ctypes.POINTER(CUcheckpointCheckpointArgs))
def cuCheckpointProcessCheckpoint(pid: int, args: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_int32, ctypes.POINTER(CUcheckpointRestoreArgs))
def cuCheckpointProcessRestore(pid: int, args: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_uint32, ctypes.c_int32, ctypes.POINTER(CUcheckpointUnlockArgs))
def cuCheckpointProcessUnlock(pid: int, args: ctypes._Pointer) -> int: ...

__CUDA_API_PTDS = lambda api: api
__CUDA_API_PTSZ = lambda api: api
cuDeviceTotalMem = cuDeviceTotalMem_v2
cuCtxCreate = cuCtxCreate_v4
cuModuleGetGlobal = cuModuleGetGlobal_v2
cuMemGetInfo = cuMemGetInfo_v2
cuMemAlloc = cuMemAlloc_v2
cuMemAllocPitch = cuMemAllocPitch_v2
cuMemFree = cuMemFree_v2
cuMemGetAddressRange = cuMemGetAddressRange_v2
cuMemAllocHost = cuMemAllocHost_v2
cuMemHostGetDevicePointer = cuMemHostGetDevicePointer_v2
cuMemAdvise = cuMemAdvise_v2
cuMemPrefetchAsync = __CUDA_API_PTSZ(cuMemPrefetchAsync_v2)
cuMemcpyHtoD = __CUDA_API_PTDS(cuMemcpyHtoD_v2)
cuMemcpyDtoH = __CUDA_API_PTDS(cuMemcpyDtoH_v2)
cuMemcpyDtoD = __CUDA_API_PTDS(cuMemcpyDtoD_v2)
cuMemcpyDtoA = __CUDA_API_PTDS(cuMemcpyDtoA_v2)
cuMemcpyAtoD = __CUDA_API_PTDS(cuMemcpyAtoD_v2)
cuMemcpyHtoA = __CUDA_API_PTDS(cuMemcpyHtoA_v2)
cuMemcpyAtoH = __CUDA_API_PTDS(cuMemcpyAtoH_v2)
cuMemcpyAtoA = __CUDA_API_PTDS(cuMemcpyAtoA_v2)
cuMemcpyHtoAAsync = __CUDA_API_PTSZ(cuMemcpyHtoAAsync_v2)
cuMemcpyAtoHAsync = __CUDA_API_PTSZ(cuMemcpyAtoHAsync_v2)
cuMemcpy2D = __CUDA_API_PTDS(cuMemcpy2D_v2)
cuMemcpy2DUnaligned = __CUDA_API_PTDS(cuMemcpy2DUnaligned_v2)
cuMemcpy3D = __CUDA_API_PTDS(cuMemcpy3D_v2)
cuMemcpyHtoDAsync = __CUDA_API_PTSZ(cuMemcpyHtoDAsync_v2)
cuMemcpyDtoHAsync = __CUDA_API_PTSZ(cuMemcpyDtoHAsync_v2)
cuMemcpyDtoDAsync = __CUDA_API_PTSZ(cuMemcpyDtoDAsync_v2)
cuMemcpy2DAsync = __CUDA_API_PTSZ(cuMemcpy2DAsync_v2)
cuMemcpy3DAsync = __CUDA_API_PTSZ(cuMemcpy3DAsync_v2)
cuMemcpyBatchAsync = __CUDA_API_PTSZ(cuMemcpyBatchAsync_v2)
cuMemcpy3DBatchAsync = __CUDA_API_PTSZ(cuMemcpy3DBatchAsync_v2)
cuMemsetD8 = __CUDA_API_PTDS(cuMemsetD8_v2)
cuMemsetD16 = __CUDA_API_PTDS(cuMemsetD16_v2)
cuMemsetD32 = __CUDA_API_PTDS(cuMemsetD32_v2)
cuMemsetD2D8 = __CUDA_API_PTDS(cuMemsetD2D8_v2)
cuMemsetD2D16 = __CUDA_API_PTDS(cuMemsetD2D16_v2)
cuMemsetD2D32 = __CUDA_API_PTDS(cuMemsetD2D32_v2)
cuArrayCreate = cuArrayCreate_v2
cuArrayGetDescriptor = cuArrayGetDescriptor_v2
cuArray3DCreate = cuArray3DCreate_v2
cuArray3DGetDescriptor = cuArray3DGetDescriptor_v2
cuTexRefSetAddress = cuTexRefSetAddress_v2
cuTexRefGetAddress = cuTexRefGetAddress_v2
cuGraphicsResourceGetMappedPointer = cuGraphicsResourceGetMappedPointer_v2
cuCtxDestroy = cuCtxDestroy_v2
cuCtxPopCurrent = cuCtxPopCurrent_v2
cuCtxPushCurrent = cuCtxPushCurrent_v2
cuStreamDestroy = cuStreamDestroy_v2
cuEventDestroy = cuEventDestroy_v2
cuTexRefSetAddress2D = cuTexRefSetAddress2D_v3
cuLinkCreate = cuLinkCreate_v2
cuLinkAddData = cuLinkAddData_v2
cuLinkAddFile = cuLinkAddFile_v2
cuMemHostRegister = cuMemHostRegister_v2
cuGraphicsResourceSetMapFlags = cuGraphicsResourceSetMapFlags_v2
cuStreamBeginCapture = __CUDA_API_PTSZ(cuStreamBeginCapture_v2)
cuDevicePrimaryCtxRelease = cuDevicePrimaryCtxRelease_v2
cuDevicePrimaryCtxReset = cuDevicePrimaryCtxReset_v2
cuDevicePrimaryCtxSetFlags = cuDevicePrimaryCtxSetFlags_v2
cuDeviceGetUuid = cuDeviceGetUuid_v2
cuIpcOpenMemHandle = cuIpcOpenMemHandle_v2
cuGraphInstantiate = cuGraphInstantiateWithFlags
cuGraphExecUpdate = cuGraphExecUpdate_v2
cuGetProcAddress = cuGetProcAddress_v2
cuGraphAddKernelNode = cuGraphAddKernelNode_v2
cuGraphKernelNodeGetParams = cuGraphKernelNodeGetParams_v2
cuGraphKernelNodeSetParams = cuGraphKernelNodeSetParams_v2
cuGraphExecKernelNodeSetParams = cuGraphExecKernelNodeSetParams_v2
cuGraphGetEdges = cuGraphGetEdges_v2
cuGraphNodeGetDependencies = cuGraphNodeGetDependencies_v2
cuGraphNodeGetDependentNodes = cuGraphNodeGetDependentNodes_v2
cuGraphAddDependencies = cuGraphAddDependencies_v2
cuGraphRemoveDependencies = cuGraphRemoveDependencies_v2
cuGraphAddNode = cuGraphAddNode_v2
cuEventElapsedTime = cuEventElapsedTime_v2
cuStreamWriteValue32 = __CUDA_API_PTSZ(cuStreamWriteValue32_v2)
cuStreamWaitValue32 = __CUDA_API_PTSZ(cuStreamWaitValue32_v2)
cuStreamWriteValue64 = __CUDA_API_PTSZ(cuStreamWriteValue64_v2)
cuStreamWaitValue64 = __CUDA_API_PTSZ(cuStreamWaitValue64_v2)
cuStreamBatchMemOp = __CUDA_API_PTSZ(cuStreamBatchMemOp_v2)
cuStreamGetCaptureInfo = __CUDA_API_PTSZ(cuStreamGetCaptureInfo_v3)
cuStreamUpdateCaptureDependencies = __CUDA_API_PTSZ(cuStreamUpdateCaptureDependencies_v2)
CUDA_VERSION = 13000
CU_IPC_HANDLE_SIZE = 64
CU_COMPUTE_ACCELERATED_TARGET_BASE = 0x10000
CU_COMPUTE_FAMILY_TARGET_BASE = 0x20000
CU_GRAPH_COND_ASSIGN_DEFAULT = 0x1
CU_GRAPH_KERNEL_NODE_PORT_DEFAULT = 0
CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC = 1
CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER = 2
CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW = CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW
CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE = CU_LAUNCH_ATTRIBUTE_COOPERATIVE
CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE
CU_KERNEL_NODE_ATTRIBUTE_PRIORITY = CU_LAUNCH_ATTRIBUTE_PRIORITY
CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP = CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP
CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN = CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN
CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION = CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION
CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE = CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE
CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT
CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW = CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW
CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY = CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY
CU_STREAM_ATTRIBUTE_PRIORITY = CU_LAUNCH_ATTRIBUTE_PRIORITY
CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP = CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP
CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN = CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN
CU_MEMHOSTALLOC_PORTABLE = 0x01
CU_MEMHOSTALLOC_DEVICEMAP = 0x02
CU_MEMHOSTALLOC_WRITECOMBINED = 0x04
CU_MEMHOSTREGISTER_PORTABLE = 0x01
CU_MEMHOSTREGISTER_DEVICEMAP = 0x02
CU_MEMHOSTREGISTER_IOMEMORY = 0x04
CU_MEMHOSTREGISTER_READ_ONLY = 0x08
CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL = 0x1
CU_TENSOR_MAP_NUM_QWORDS = 16
CUDA_EXTERNAL_MEMORY_DEDICATED = 0x1
CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC = 0x01
CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC = 0x02
CUDA_NVSCISYNC_ATTR_SIGNAL = 0x1
CUDA_NVSCISYNC_ATTR_WAIT = 0x2
CU_MEM_CREATE_USAGE_TILE_POOL = 0x1
CU_MEM_CREATE_USAGE_HW_DECOMPRESS = 0x2
CU_MEM_POOL_CREATE_USAGE_HW_DECOMPRESS = 0x2
CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC = 0x01
CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC = 0x02
CUDA_ARRAY3D_LAYERED = 0x01
CUDA_ARRAY3D_2DARRAY = 0x01
CUDA_ARRAY3D_SURFACE_LDST = 0x02
CUDA_ARRAY3D_CUBEMAP = 0x04
CUDA_ARRAY3D_TEXTURE_GATHER = 0x08
CUDA_ARRAY3D_DEPTH_TEXTURE = 0x10
CUDA_ARRAY3D_COLOR_ATTACHMENT = 0x20
CUDA_ARRAY3D_SPARSE = 0x40
CUDA_ARRAY3D_DEFERRED_MAPPING = 0x80
CUDA_ARRAY3D_VIDEO_ENCODE_DECODE = 0x100
CU_TRSA_OVERRIDE_FORMAT = 0x01
CU_TRSF_READ_AS_INTEGER = 0x01
CU_TRSF_NORMALIZED_COORDINATES = 0x02
CU_TRSF_SRGB = 0x10
CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION = 0x20
CU_TRSF_SEAMLESS_CUBEMAP = 0x40
CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM = 1
CU_LAUNCH_PARAM_END_AS_INT = 0x00
CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT = 0x01
CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT = 0x02
CU_PARAM_TR_DEFAULT = (-1)
CU_DEVICE_CPU = ((-1))
CU_DEVICE_INVALID = ((-2))
RESOURCE_ABI_VERSION = 1
RESOURCE_ABI_EXTERNAL_BYTES = 48
