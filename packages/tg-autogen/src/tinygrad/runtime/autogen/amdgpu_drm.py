# tg-autogen 0.1.0 generated this from usr:libdrm/drm.h, usr:libdrm/drm_mode.h, usr:libdrm/amdgpu_drm.h (inputs sha256 40e1efab113191e9); regenerate with: tg-autogen amdgpu_drm
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR

@c.record
class struct_drm_clip_rect(c.Struct):
  SIZE = 8
  x1: int
  y1: int
  x2: int
  y2: int

@c.record
class struct_drm_drawable_info(c.Struct):
  SIZE = 16
  num_rects: int
  rects: ctypes._Pointer

@c.record
class struct_drm_tex_region(c.Struct):
  SIZE = 8
  next: int
  prev: int
  in_use: int
  padding: int
  age: int

@c.record
class struct_drm_hw_lock(c.Struct):
  SIZE = 64
  lock: int
  padding: ctypes.Array

@c.record
class struct_drm_version(c.Struct):
  SIZE = 64
  version_major: int
  version_minor: int
  version_patchlevel: int
  name_len: int
  name: bytes | None
  date_len: int
  date: bytes | None
  desc_len: int
  desc: bytes | None

@c.record
class struct_drm_unique(c.Struct):
  SIZE = 16
  unique_len: int
  unique: bytes | None

@c.record
class struct_drm_list(c.Struct):
  SIZE = 16
  count: int
  version: ctypes._Pointer

@c.record
class struct_drm_block(c.Struct):
  SIZE = 4
  unused: int

@c.record
class struct_drm_control(c.Struct):
  SIZE = 8
  func: int
  irq: int

@c.record
class struct_drm_ctx_priv_map(c.Struct):
  SIZE = 16
  ctx_id: int
  handle: int | None

@c.record
class struct_drm_map(c.Struct):
  SIZE = 40
  offset: int
  size: int
  type: int
  flags: int
  handle: int | None
  mtrr: int

@c.record
class struct_drm_client(c.Struct):
  SIZE = 40
  idx: int
  auth: int
  pid: int
  uid: int
  magic: int
  iocs: int

@c.record
class struct_drm_stats(c.Struct):
  SIZE = 248
  count: int
  data: ctypes.Array

@c.record
class struct_drm_stats_data(c.Struct):
  SIZE = 16
  value: int
  type: int

@c.record
class struct_drm_lock(c.Struct):
  SIZE = 8
  context: int
  flags: int

@c.record
class struct_drm_buf_desc(c.Struct):
  SIZE = 32
  count: int
  size: int
  low_mark: int
  high_mark: int
  flags: int
  agp_start: int

@c.record
class struct_drm_buf_info(c.Struct):
  SIZE = 16
  count: int
  list: ctypes._Pointer

@c.record
class struct_drm_buf_free(c.Struct):
  SIZE = 16
  count: int
  list: ctypes._Pointer

@c.record
class struct_drm_buf_pub(c.Struct):
  SIZE = 24
  idx: int
  total: int
  used: int
  address: int | None

@c.record
class struct_drm_buf_map(c.Struct):
  SIZE = 24
  count: int
  virtual: int | None
  list: ctypes._Pointer

@c.record
class struct_drm_dma(c.Struct):
  SIZE = 64
  context: int
  send_count: int
  send_indices: ctypes._Pointer
  send_sizes: ctypes._Pointer
  flags: int
  request_count: int
  request_size: int
  request_indices: ctypes._Pointer
  request_sizes: ctypes._Pointer
  granted_count: int

@c.record
class struct_drm_ctx(c.Struct):
  SIZE = 8
  handle: int
  flags: int

@c.record
class struct_drm_ctx_res(c.Struct):
  SIZE = 16
  count: int
  contexts: ctypes._Pointer

@c.record
class struct_drm_draw(c.Struct):
  SIZE = 4
  handle: int

@c.record
class struct_drm_update_draw(c.Struct):
  SIZE = 24
  handle: int
  type: int
  num: int
  data: int

@c.record
class struct_drm_auth(c.Struct):
  SIZE = 4
  magic: int

@c.record
class struct_drm_irq_busid(c.Struct):
  SIZE = 16
  irq: int
  busnum: int
  devnum: int
  funcnum: int

@c.record
class struct_drm_wait_vblank_request(c.Struct):
  SIZE = 16
  type: int
  sequence: int
  signal: int

@c.record
class struct_drm_wait_vblank_reply(c.Struct):
  SIZE = 24
  type: int
  sequence: int
  tval_sec: int
  tval_usec: int

@c.record
class union_drm_wait_vblank(c.Struct):
  SIZE = 24
  request: struct_drm_wait_vblank_request
  reply: struct_drm_wait_vblank_reply

@c.record
class struct_drm_modeset_ctl(c.Struct):
  SIZE = 8
  crtc: int
  cmd: int

@c.record
class struct_drm_agp_mode(c.Struct):
  SIZE = 8
  mode: int

@c.record
class struct_drm_agp_buffer(c.Struct):
  SIZE = 32
  size: int
  handle: int
  type: int
  physical: int

@c.record
class struct_drm_agp_binding(c.Struct):
  SIZE = 16
  handle: int
  offset: int

@c.record
class struct_drm_agp_info(c.Struct):
  SIZE = 56
  agp_version_major: int
  agp_version_minor: int
  mode: int
  aperture_base: int
  aperture_size: int
  memory_allowed: int
  memory_used: int
  id_vendor: int
  id_device: int

@c.record
class struct_drm_scatter_gather(c.Struct):
  SIZE = 16
  size: int
  handle: int

@c.record
class struct_drm_set_version(c.Struct):
  SIZE = 16
  drm_di_major: int
  drm_di_minor: int
  drm_dd_major: int
  drm_dd_minor: int

@c.record
class struct_drm_gem_close(c.Struct):
  SIZE = 8
  handle: int
  pad: int

@c.record
class struct_drm_gem_flink(c.Struct):
  SIZE = 8
  handle: int
  name: int

@c.record
class struct_drm_gem_open(c.Struct):
  SIZE = 16
  name: int
  handle: int
  size: int

@c.record
class struct_drm_get_cap(c.Struct):
  SIZE = 16
  capability: int
  value: int

@c.record
class struct_drm_set_client_cap(c.Struct):
  SIZE = 16
  capability: int
  value: int

@c.record
class struct_drm_prime_handle(c.Struct):
  SIZE = 12
  handle: int
  flags: int
  fd: int

@c.record
class struct_drm_syncobj_create(c.Struct):
  SIZE = 8
  handle: int
  flags: int

@c.record
class struct_drm_syncobj_destroy(c.Struct):
  SIZE = 8
  handle: int
  pad: int

@c.record
class struct_drm_syncobj_handle(c.Struct):
  SIZE = 16
  handle: int
  flags: int
  fd: int
  pad: int

@c.record
class struct_drm_syncobj_transfer(c.Struct):
  SIZE = 32
  src_handle: int
  dst_handle: int
  src_point: int
  dst_point: int
  flags: int
  pad: int

@c.record
class struct_drm_syncobj_wait(c.Struct):
  SIZE = 32
  handles: int
  timeout_nsec: int
  count_handles: int
  flags: int
  first_signaled: int
  pad: int

@c.record
class struct_drm_syncobj_timeline_wait(c.Struct):
  SIZE = 40
  handles: int
  points: int
  timeout_nsec: int
  count_handles: int
  flags: int
  first_signaled: int
  pad: int

@c.record
class struct_drm_syncobj_array(c.Struct):
  SIZE = 16
  handles: int
  count_handles: int
  pad: int

@c.record
class struct_drm_syncobj_timeline_array(c.Struct):
  SIZE = 24
  handles: int
  points: int
  count_handles: int
  flags: int

@c.record
class struct_drm_crtc_get_sequence(c.Struct):
  SIZE = 24
  crtc_id: int
  active: int
  sequence: int
  sequence_ns: int

@c.record
class struct_drm_crtc_queue_sequence(c.Struct):
  SIZE = 24
  crtc_id: int
  flags: int
  sequence: int
  user_data: int

@c.record
class struct_drm_mode_modeinfo(c.Struct):
  SIZE = 68
  clock: int
  hdisplay: int
  hsync_start: int
  hsync_end: int
  htotal: int
  hskew: int
  vdisplay: int
  vsync_start: int
  vsync_end: int
  vtotal: int
  vscan: int
  vrefresh: int
  flags: int
  type: int
  name: ctypes.Array

@c.record
class struct_drm_mode_card_res(c.Struct):
  SIZE = 64
  fb_id_ptr: int
  crtc_id_ptr: int
  connector_id_ptr: int
  encoder_id_ptr: int
  count_fbs: int
  count_crtcs: int
  count_connectors: int
  count_encoders: int
  min_width: int
  max_width: int
  min_height: int
  max_height: int

@c.record
class struct_drm_mode_crtc(c.Struct):
  SIZE = 104
  set_connectors_ptr: int
  count_connectors: int
  crtc_id: int
  fb_id: int
  x: int
  y: int
  gamma_size: int
  mode_valid: int
  mode: struct_drm_mode_modeinfo

@c.record
class struct_drm_mode_set_plane(c.Struct):
  SIZE = 48
  plane_id: int
  crtc_id: int
  fb_id: int
  flags: int
  crtc_x: int
  crtc_y: int
  crtc_w: int
  crtc_h: int
  src_x: int
  src_y: int
  src_h: int
  src_w: int

@c.record
class struct_drm_mode_get_plane(c.Struct):
  SIZE = 32
  plane_id: int
  crtc_id: int
  fb_id: int
  possible_crtcs: int
  gamma_size: int
  count_format_types: int
  format_type_ptr: int

@c.record
class struct_drm_mode_get_plane_res(c.Struct):
  SIZE = 16
  plane_id_ptr: int
  count_planes: int

@c.record
class struct_drm_mode_get_encoder(c.Struct):
  SIZE = 20
  encoder_id: int
  encoder_type: int
  crtc_id: int
  possible_crtcs: int
  possible_clones: int

@c.record
class struct_drm_mode_get_connector(c.Struct):
  SIZE = 80
  encoders_ptr: int
  modes_ptr: int
  props_ptr: int
  prop_values_ptr: int
  count_modes: int
  count_props: int
  count_encoders: int
  encoder_id: int
  connector_id: int
  connector_type: int
  connector_type_id: int
  connection: int
  mm_width: int
  mm_height: int
  subpixel: int
  pad: int

@c.record
class struct_drm_mode_property_enum(c.Struct):
  SIZE = 40
  value: int
  name: ctypes.Array

@c.record
class struct_drm_mode_get_property(c.Struct):
  SIZE = 64
  values_ptr: int
  enum_blob_ptr: int
  prop_id: int
  flags: int
  name: ctypes.Array
  count_values: int
  count_enum_blobs: int

@c.record
class struct_drm_mode_connector_set_property(c.Struct):
  SIZE = 16
  value: int
  prop_id: int
  connector_id: int

@c.record
class struct_drm_mode_obj_get_properties(c.Struct):
  SIZE = 32
  props_ptr: int
  prop_values_ptr: int
  count_props: int
  obj_id: int
  obj_type: int

@c.record
class struct_drm_mode_obj_set_property(c.Struct):
  SIZE = 24
  value: int
  prop_id: int
  obj_id: int
  obj_type: int

@c.record
class struct_drm_mode_get_blob(c.Struct):
  SIZE = 16
  blob_id: int
  length: int
  data: int

@c.record
class struct_drm_mode_fb_cmd(c.Struct):
  SIZE = 28
  fb_id: int
  width: int
  height: int
  pitch: int
  bpp: int
  depth: int
  handle: int

@c.record
class struct_drm_mode_fb_cmd2(c.Struct):
  SIZE = 104
  fb_id: int
  width: int
  height: int
  pixel_format: int
  flags: int
  handles: ctypes.Array
  pitches: ctypes.Array
  offsets: ctypes.Array
  modifier: ctypes.Array

@c.record
class struct_drm_mode_fb_dirty_cmd(c.Struct):
  SIZE = 24
  fb_id: int
  flags: int
  color: int
  num_clips: int
  clips_ptr: int

@c.record
class struct_drm_mode_mode_cmd(c.Struct):
  SIZE = 72
  connector_id: int
  mode: struct_drm_mode_modeinfo

@c.record
class struct_drm_mode_cursor(c.Struct):
  SIZE = 28
  flags: int
  crtc_id: int
  x: int
  y: int
  width: int
  height: int
  handle: int

@c.record
class struct_drm_mode_cursor2(c.Struct):
  SIZE = 36
  flags: int
  crtc_id: int
  x: int
  y: int
  width: int
  height: int
  handle: int
  hot_x: int
  hot_y: int

@c.record
class struct_drm_mode_crtc_lut(c.Struct):
  SIZE = 32
  crtc_id: int
  gamma_size: int
  red: int
  green: int
  blue: int

@c.record
class struct_drm_color_ctm(c.Struct):
  SIZE = 72
  matrix: ctypes.Array

@c.record
class struct_drm_color_lut(c.Struct):
  SIZE = 8
  red: int
  green: int
  blue: int
  reserved: int

@c.record
class struct_hdr_metadata_infoframe(c.Struct):
  SIZE = 26
  eotf: int
  metadata_type: int
  display_primaries: ctypes.Array
  white_point: struct_hdr_metadata_infoframe_white_point
  max_display_mastering_luminance: int
  min_display_mastering_luminance: int
  max_cll: int
  max_fall: int

@c.record
class struct_hdr_metadata_infoframe_display_primaries(c.Struct):
  SIZE = 4
  x: int
  y: int

@c.record
class struct_hdr_metadata_infoframe_white_point(c.Struct):
  SIZE = 4
  x: int
  y: int

@c.record
class struct_hdr_output_metadata(c.Struct):
  SIZE = 32
  metadata_type: int
  hdmi_metadata_type1: struct_hdr_metadata_infoframe

@c.record
class struct_drm_mode_crtc_page_flip(c.Struct):
  SIZE = 24
  crtc_id: int
  fb_id: int
  flags: int
  reserved: int
  user_data: int

@c.record
class struct_drm_mode_crtc_page_flip_target(c.Struct):
  SIZE = 24
  crtc_id: int
  fb_id: int
  flags: int
  sequence: int
  user_data: int

@c.record
class struct_drm_mode_create_dumb(c.Struct):
  SIZE = 32
  height: int
  width: int
  bpp: int
  flags: int
  handle: int
  pitch: int
  size: int

@c.record
class struct_drm_mode_map_dumb(c.Struct):
  SIZE = 16
  handle: int
  pad: int
  offset: int

@c.record
class struct_drm_mode_destroy_dumb(c.Struct):
  SIZE = 4
  handle: int

@c.record
class struct_drm_mode_atomic(c.Struct):
  SIZE = 56
  flags: int
  count_objs: int
  objs_ptr: int
  count_props_ptr: int
  props_ptr: int
  prop_values_ptr: int
  reserved: int
  user_data: int

@c.record
class struct_drm_format_modifier_blob(c.Struct):
  SIZE = 24
  version: int
  flags: int
  count_formats: int
  formats_offset: int
  count_modifiers: int
  modifiers_offset: int

@c.record
class struct_drm_format_modifier(c.Struct):
  SIZE = 24
  formats: int
  offset: int
  pad: int
  modifier: int

@c.record
class struct_drm_mode_create_blob(c.Struct):
  SIZE = 16
  data: int
  length: int
  blob_id: int

@c.record
class struct_drm_mode_destroy_blob(c.Struct):
  SIZE = 4
  blob_id: int

@c.record
class struct_drm_mode_create_lease(c.Struct):
  SIZE = 24
  object_ids: int
  object_count: int
  flags: int
  lessee_id: int
  fd: int

@c.record
class struct_drm_mode_list_lessees(c.Struct):
  SIZE = 16
  count_lessees: int
  pad: int
  lessees_ptr: int

@c.record
class struct_drm_mode_get_lease(c.Struct):
  SIZE = 16
  count_objects: int
  pad: int
  objects_ptr: int

@c.record
class struct_drm_mode_revoke_lease(c.Struct):
  SIZE = 4
  lessee_id: int

@c.record
class struct_drm_mode_rect(c.Struct):
  SIZE = 16
  x1: int
  y1: int
  x2: int
  y2: int

@c.record
class struct_drm_event(c.Struct):
  SIZE = 8
  type: int
  length: int

@c.record
class struct_drm_event_vblank(c.Struct):
  SIZE = 32
  base: struct_drm_event
  user_data: int
  tv_sec: int
  tv_usec: int
  sequence: int
  crtc_id: int

@c.record
class struct_drm_event_crtc_sequence(c.Struct):
  SIZE = 32
  base: struct_drm_event
  user_data: int
  time_ns: int
  sequence: int

@c.record
class struct_drm_amdgpu_gem_create_in(c.Struct):
  SIZE = 32
  bo_size: int
  alignment: int
  domains: int
  domain_flags: int

@c.record
class struct_drm_amdgpu_gem_create_out(c.Struct):
  SIZE = 8
  handle: int
  _pad: int

@c.record
class union_drm_amdgpu_gem_create(c.Struct):
  SIZE = 32
  _in: struct_drm_amdgpu_gem_create_in
  out: struct_drm_amdgpu_gem_create_out

@c.record
class struct_drm_amdgpu_bo_list_in(c.Struct):
  SIZE = 24
  operation: int
  list_handle: int
  bo_number: int
  bo_info_size: int
  bo_info_ptr: int

@c.record
class struct_drm_amdgpu_bo_list_entry(c.Struct):
  SIZE = 8
  bo_handle: int
  bo_priority: int

@c.record
class struct_drm_amdgpu_bo_list_out(c.Struct):
  SIZE = 8
  list_handle: int
  _pad: int

@c.record
class union_drm_amdgpu_bo_list(c.Struct):
  SIZE = 24
  _in: struct_drm_amdgpu_bo_list_in
  out: struct_drm_amdgpu_bo_list_out

@c.record
class struct_drm_amdgpu_ctx_in(c.Struct):
  SIZE = 16
  op: int
  flags: int
  ctx_id: int
  priority: int

@c.record
class union_drm_amdgpu_ctx_out(c.Struct):
  SIZE = 16
  alloc: union_drm_amdgpu_ctx_out_alloc
  state: union_drm_amdgpu_ctx_out_state
  pstate: union_drm_amdgpu_ctx_out_pstate

@c.record
class union_drm_amdgpu_ctx_out_alloc(c.Struct):
  SIZE = 8
  ctx_id: int
  _pad: int

@c.record
class union_drm_amdgpu_ctx_out_state(c.Struct):
  SIZE = 16
  flags: int
  hangs: int
  reset_status: int

@c.record
class union_drm_amdgpu_ctx_out_pstate(c.Struct):
  SIZE = 8
  flags: int
  _pad: int

@c.record
class union_drm_amdgpu_ctx(c.Struct):
  SIZE = 16
  _in: struct_drm_amdgpu_ctx_in
  out: union_drm_amdgpu_ctx_out

@c.record
class struct_drm_amdgpu_vm_in(c.Struct):
  SIZE = 8
  op: int
  flags: int

@c.record
class struct_drm_amdgpu_vm_out(c.Struct):
  SIZE = 8
  flags: int

@c.record
class union_drm_amdgpu_vm(c.Struct):
  SIZE = 8
  _in: struct_drm_amdgpu_vm_in
  out: struct_drm_amdgpu_vm_out

@c.record
class struct_drm_amdgpu_sched_in(c.Struct):
  SIZE = 16
  op: int
  fd: int
  priority: int
  ctx_id: int

@c.record
class union_drm_amdgpu_sched(c.Struct):
  SIZE = 16
  _in: struct_drm_amdgpu_sched_in

@c.record
class struct_drm_amdgpu_gem_userptr(c.Struct):
  SIZE = 24
  addr: int
  size: int
  flags: int
  handle: int

@c.record
class struct_drm_amdgpu_gem_metadata(c.Struct):
  SIZE = 288
  handle: int
  op: int
  data: struct_drm_amdgpu_gem_metadata_data

@c.record
class struct_drm_amdgpu_gem_metadata_data(c.Struct):
  SIZE = 280
  flags: int
  tiling_info: int
  data_size_bytes: int
  data: ctypes.Array

@c.record
class struct_drm_amdgpu_gem_mmap_in(c.Struct):
  SIZE = 8
  handle: int
  _pad: int

@c.record
class struct_drm_amdgpu_gem_mmap_out(c.Struct):
  SIZE = 8
  addr_ptr: int

@c.record
class union_drm_amdgpu_gem_mmap(c.Struct):
  SIZE = 8
  _in: struct_drm_amdgpu_gem_mmap_in
  out: struct_drm_amdgpu_gem_mmap_out

@c.record
class struct_drm_amdgpu_gem_wait_idle_in(c.Struct):
  SIZE = 16
  handle: int
  flags: int
  timeout: int

@c.record
class struct_drm_amdgpu_gem_wait_idle_out(c.Struct):
  SIZE = 8
  status: int
  domain: int

@c.record
class union_drm_amdgpu_gem_wait_idle(c.Struct):
  SIZE = 16
  _in: struct_drm_amdgpu_gem_wait_idle_in
  out: struct_drm_amdgpu_gem_wait_idle_out

@c.record
class struct_drm_amdgpu_wait_cs_in(c.Struct):
  SIZE = 32
  handle: int
  timeout: int
  ip_type: int
  ip_instance: int
  ring: int
  ctx_id: int

@c.record
class struct_drm_amdgpu_wait_cs_out(c.Struct):
  SIZE = 8
  status: int

@c.record
class union_drm_amdgpu_wait_cs(c.Struct):
  SIZE = 32
  _in: struct_drm_amdgpu_wait_cs_in
  out: struct_drm_amdgpu_wait_cs_out

@c.record
class struct_drm_amdgpu_fence(c.Struct):
  SIZE = 24
  ctx_id: int
  ip_type: int
  ip_instance: int
  ring: int
  seq_no: int

@c.record
class struct_drm_amdgpu_wait_fences_in(c.Struct):
  SIZE = 24
  fences: int
  fence_count: int
  wait_all: int
  timeout_ns: int

@c.record
class struct_drm_amdgpu_wait_fences_out(c.Struct):
  SIZE = 8
  status: int
  first_signaled: int

@c.record
class union_drm_amdgpu_wait_fences(c.Struct):
  SIZE = 24
  _in: struct_drm_amdgpu_wait_fences_in
  out: struct_drm_amdgpu_wait_fences_out

@c.record
class struct_drm_amdgpu_gem_op(c.Struct):
  SIZE = 16
  handle: int
  op: int
  value: int

@c.record
class struct_drm_amdgpu_gem_va(c.Struct):
  SIZE = 40
  handle: int
  _pad: int
  operation: int
  flags: int
  va_address: int
  offset_in_bo: int
  map_size: int

@c.record
class struct_drm_amdgpu_cs_chunk(c.Struct):
  SIZE = 16
  chunk_id: int
  length_dw: int
  chunk_data: int

@c.record
class struct_drm_amdgpu_cs_in(c.Struct):
  SIZE = 24
  ctx_id: int
  bo_list_handle: int
  num_chunks: int
  flags: int
  chunks: int

@c.record
class struct_drm_amdgpu_cs_out(c.Struct):
  SIZE = 8
  handle: int

@c.record
class union_drm_amdgpu_cs(c.Struct):
  SIZE = 24
  _in: struct_drm_amdgpu_cs_in
  out: struct_drm_amdgpu_cs_out

@c.record
class struct_drm_amdgpu_cs_chunk_ib(c.Struct):
  SIZE = 32
  _pad: int
  flags: int
  va_start: int
  ib_bytes: int
  ip_type: int
  ip_instance: int
  ring: int

@c.record
class struct_drm_amdgpu_cs_chunk_dep(c.Struct):
  SIZE = 24
  ip_type: int
  ip_instance: int
  ring: int
  ctx_id: int
  handle: int

@c.record
class struct_drm_amdgpu_cs_chunk_fence(c.Struct):
  SIZE = 8
  handle: int
  offset: int

@c.record
class struct_drm_amdgpu_cs_chunk_sem(c.Struct):
  SIZE = 4
  handle: int

@c.record
class struct_drm_amdgpu_cs_chunk_syncobj(c.Struct):
  SIZE = 16
  handle: int
  flags: int
  point: int

@c.record
class union_drm_amdgpu_fence_to_handle(c.Struct):
  SIZE = 32
  _in: union_drm_amdgpu_fence_to_handle_in
  out: union_drm_amdgpu_fence_to_handle_out

@c.record
class union_drm_amdgpu_fence_to_handle_in(c.Struct):
  SIZE = 32
  fence: struct_drm_amdgpu_fence
  what: int
  pad: int

@c.record
class union_drm_amdgpu_fence_to_handle_out(c.Struct):
  SIZE = 4
  handle: int

@c.record
class struct_drm_amdgpu_cs_chunk_data(c.Struct):
  SIZE = 32
  ib_data: struct_drm_amdgpu_cs_chunk_ib
  fence_data: struct_drm_amdgpu_cs_chunk_fence

@c.record
class struct_drm_amdgpu_query_fw(c.Struct):
  SIZE = 16
  fw_type: int
  ip_instance: int
  index: int
  _pad: int

@c.record
class struct_drm_amdgpu_info(c.Struct):
  SIZE = 32
  return_pointer: int
  return_size: int
  query: int
  mode_crtc: struct_drm_amdgpu_info_mode_crtc
  query_hw_ip: struct_drm_amdgpu_info_query_hw_ip
  read_mmr_reg: struct_drm_amdgpu_info_read_mmr_reg
  query_fw: struct_drm_amdgpu_query_fw
  vbios_info: struct_drm_amdgpu_info_vbios_info
  sensor_info: struct_drm_amdgpu_info_sensor_info
  video_cap: struct_drm_amdgpu_info_video_cap

@c.record
class struct_drm_amdgpu_info_mode_crtc(c.Struct):
  SIZE = 8
  id: int
  _pad: int

@c.record
class struct_drm_amdgpu_info_query_hw_ip(c.Struct):
  SIZE = 8
  type: int
  ip_instance: int

@c.record
class struct_drm_amdgpu_info_read_mmr_reg(c.Struct):
  SIZE = 16
  dword_offset: int
  count: int
  instance: int
  flags: int

@c.record
class struct_drm_amdgpu_info_vbios_info(c.Struct):
  SIZE = 8
  type: int
  offset: int

@c.record
class struct_drm_amdgpu_info_sensor_info(c.Struct):
  SIZE = 4
  type: int

@c.record
class struct_drm_amdgpu_info_video_cap(c.Struct):
  SIZE = 4
  type: int

@c.record
class struct_drm_amdgpu_info_gds(c.Struct):
  SIZE = 32
  gds_gfx_partition_size: int
  compute_partition_size: int
  gds_total_size: int
  gws_per_gfx_partition: int
  gws_per_compute_partition: int
  oa_per_gfx_partition: int
  oa_per_compute_partition: int
  _pad: int

@c.record
class struct_drm_amdgpu_info_vram_gtt(c.Struct):
  SIZE = 24
  vram_size: int
  vram_cpu_accessible_size: int
  gtt_size: int

@c.record
class struct_drm_amdgpu_heap_info(c.Struct):
  SIZE = 32
  total_heap_size: int
  usable_heap_size: int
  heap_usage: int
  max_allocation: int

@c.record
class struct_drm_amdgpu_memory_info(c.Struct):
  SIZE = 96
  vram: struct_drm_amdgpu_heap_info
  cpu_accessible_vram: struct_drm_amdgpu_heap_info
  gtt: struct_drm_amdgpu_heap_info

@c.record
class struct_drm_amdgpu_info_firmware(c.Struct):
  SIZE = 8
  ver: int
  feature: int

@c.record
class struct_drm_amdgpu_info_vbios(c.Struct):
  SIZE = 200
  name: ctypes.Array
  vbios_pn: ctypes.Array
  version: int
  pad: int
  vbios_ver_str: ctypes.Array
  date: ctypes.Array

@c.record
class struct_drm_amdgpu_info_device(c.Struct):
  SIZE = 368
  device_id: int
  chip_rev: int
  external_rev: int
  pci_rev: int
  family: int
  num_shader_engines: int
  num_shader_arrays_per_engine: int
  gpu_counter_freq: int
  max_engine_clock: int
  max_memory_clock: int
  cu_active_number: int
  cu_ao_mask: int
  cu_bitmap: ctypes.Array
  enabled_rb_pipes_mask: int
  num_rb_pipes: int
  num_hw_gfx_contexts: int
  _pad: int
  ids_flags: int
  virtual_address_offset: int
  virtual_address_max: int
  virtual_address_alignment: int
  pte_fragment_size: int
  gart_page_size: int
  ce_ram_size: int
  vram_type: int
  vram_bit_width: int
  vce_harvest_config: int
  gc_double_offchip_lds_buf: int
  prim_buf_gpu_addr: int
  pos_buf_gpu_addr: int
  cntl_sb_buf_gpu_addr: int
  param_buf_gpu_addr: int
  prim_buf_size: int
  pos_buf_size: int
  cntl_sb_buf_size: int
  param_buf_size: int
  wave_front_size: int
  num_shader_visible_vgprs: int
  num_cu_per_sh: int
  num_tcc_blocks: int
  gs_vgt_table_depth: int
  gs_prim_buffer_depth: int
  max_gs_waves_per_vgt: int
  _pad1: int
  cu_ao_bitmap: ctypes.Array
  high_va_offset: int
  high_va_max: int
  pa_sc_tile_steering_override: int
  tcc_disabled_mask: int

@c.record
class struct_drm_amdgpu_info_hw_ip(c.Struct):
  SIZE = 32
  hw_ip_version_major: int
  hw_ip_version_minor: int
  capabilities_flags: int
  ib_start_alignment: int
  ib_size_alignment: int
  available_rings: int
  _pad: int

@c.record
class struct_drm_amdgpu_info_num_handles(c.Struct):
  SIZE = 8
  uvd_max_handles: int
  uvd_used_handles: int

@c.record
class struct_drm_amdgpu_info_vce_clock_table_entry(c.Struct):
  SIZE = 16
  sclk: int
  mclk: int
  eclk: int
  pad: int

@c.record
class struct_drm_amdgpu_info_vce_clock_table(c.Struct):
  SIZE = 104
  entries: ctypes.Array
  num_valid_entries: int
  pad: int

@c.record
class struct_drm_amdgpu_info_video_codec_info(c.Struct):
  SIZE = 24
  valid: int
  max_width: int
  max_height: int
  max_pixels_per_frame: int
  max_level: int
  pad: int

@c.record
class struct_drm_amdgpu_info_video_caps(c.Struct):
  SIZE = 192
  codec_info: ctypes.Array

drm_handle_t = ctypes.c_uint32
drm_context_t = ctypes.c_uint32
drm_drawable_t = ctypes.c_uint32
drm_magic_t = ctypes.c_uint32
enum_drm_map_type: dict[int, str] = {(_DRM_FRAME_BUFFER := 0): '_DRM_FRAME_BUFFER', (_DRM_REGISTERS := 1): '_DRM_REGISTERS', (_DRM_SHM := 2): '_DRM_SHM', (_DRM_AGP := 3): '_DRM_AGP', (_DRM_SCATTER_GATHER := 4): '_DRM_SCATTER_GATHER', (_DRM_CONSISTENT := 5): '_DRM_CONSISTENT'}
enum_drm_map_flags: dict[int, str] = {(_DRM_RESTRICTED := 1): '_DRM_RESTRICTED', (_DRM_READ_ONLY := 2): '_DRM_READ_ONLY', (_DRM_LOCKED := 4): '_DRM_LOCKED', (_DRM_KERNEL := 8): '_DRM_KERNEL', (_DRM_WRITE_COMBINING := 16): '_DRM_WRITE_COMBINING', (_DRM_CONTAINS_LOCK := 32): '_DRM_CONTAINS_LOCK', (_DRM_REMOVABLE := 64): '_DRM_REMOVABLE', (_DRM_DRIVER := 128): '_DRM_DRIVER'}
enum_drm_stat_type: dict[int, str] = {(_DRM_STAT_LOCK := 0): '_DRM_STAT_LOCK', (_DRM_STAT_OPENS := 1): '_DRM_STAT_OPENS', (_DRM_STAT_CLOSES := 2): '_DRM_STAT_CLOSES', (_DRM_STAT_IOCTLS := 3): '_DRM_STAT_IOCTLS', (_DRM_STAT_LOCKS := 4): '_DRM_STAT_LOCKS', (_DRM_STAT_UNLOCKS := 5): '_DRM_STAT_UNLOCKS', (_DRM_STAT_VALUE := 6): '_DRM_STAT_VALUE', (_DRM_STAT_BYTE := 7): '_DRM_STAT_BYTE', (_DRM_STAT_COUNT := 8): '_DRM_STAT_COUNT', (_DRM_STAT_IRQ := 9): '_DRM_STAT_IRQ', (_DRM_STAT_PRIMARY := 10): '_DRM_STAT_PRIMARY', (_DRM_STAT_SECONDARY := 11): '_DRM_STAT_SECONDARY', (_DRM_STAT_DMA := 12): '_DRM_STAT_DMA', (_DRM_STAT_SPECIAL := 13): '_DRM_STAT_SPECIAL', (_DRM_STAT_MISSED := 14): '_DRM_STAT_MISSED'}
enum_drm_lock_flags: dict[int, str] = {(_DRM_LOCK_READY := 1): '_DRM_LOCK_READY', (_DRM_LOCK_QUIESCENT := 2): '_DRM_LOCK_QUIESCENT', (_DRM_LOCK_FLUSH := 4): '_DRM_LOCK_FLUSH', (_DRM_LOCK_FLUSH_ALL := 8): '_DRM_LOCK_FLUSH_ALL', (_DRM_HALT_ALL_QUEUES := 16): '_DRM_HALT_ALL_QUEUES', (_DRM_HALT_CUR_QUEUES := 32): '_DRM_HALT_CUR_QUEUES'}
enum_drm_dma_flags: dict[int, str] = {(_DRM_DMA_BLOCK := 1): '_DRM_DMA_BLOCK', (_DRM_DMA_WHILE_LOCKED := 2): '_DRM_DMA_WHILE_LOCKED', (_DRM_DMA_PRIORITY := 4): '_DRM_DMA_PRIORITY', (_DRM_DMA_WAIT := 16): '_DRM_DMA_WAIT', (_DRM_DMA_SMALLER_OK := 32): '_DRM_DMA_SMALLER_OK', (_DRM_DMA_LARGER_OK := 64): '_DRM_DMA_LARGER_OK'}
enum_drm_ctx_flags: dict[int, str] = {(_DRM_CONTEXT_PRESERVED := 1): '_DRM_CONTEXT_PRESERVED', (_DRM_CONTEXT_2DONLY := 2): '_DRM_CONTEXT_2DONLY'}
drm_drawable_info_type_t: dict[int, str] = {(DRM_DRAWABLE_CLIPRECTS := 0): 'DRM_DRAWABLE_CLIPRECTS'}
enum_drm_vblank_seq_type: dict[int, str] = {(_DRM_VBLANK_ABSOLUTE := 0): '_DRM_VBLANK_ABSOLUTE', (_DRM_VBLANK_RELATIVE := 1): '_DRM_VBLANK_RELATIVE', (_DRM_VBLANK_HIGH_CRTC_MASK := 62): '_DRM_VBLANK_HIGH_CRTC_MASK', (_DRM_VBLANK_EVENT := 67108864): '_DRM_VBLANK_EVENT', (_DRM_VBLANK_FLIP := 134217728): '_DRM_VBLANK_FLIP', (_DRM_VBLANK_NEXTONMISS := 268435456): '_DRM_VBLANK_NEXTONMISS', (_DRM_VBLANK_SECONDARY := 536870912): '_DRM_VBLANK_SECONDARY', (_DRM_VBLANK_SIGNAL := 1073741824): '_DRM_VBLANK_SIGNAL'}
enum_drm_mode_subconnector: dict[int, str] = {(DRM_MODE_SUBCONNECTOR_Automatic := 0): 'DRM_MODE_SUBCONNECTOR_Automatic', (DRM_MODE_SUBCONNECTOR_Unknown := 0): 'DRM_MODE_SUBCONNECTOR_Unknown', (DRM_MODE_SUBCONNECTOR_VGA := 1): 'DRM_MODE_SUBCONNECTOR_VGA', (DRM_MODE_SUBCONNECTOR_DVID := 3): 'DRM_MODE_SUBCONNECTOR_DVID', (DRM_MODE_SUBCONNECTOR_DVIA := 4): 'DRM_MODE_SUBCONNECTOR_DVIA', (DRM_MODE_SUBCONNECTOR_Composite := 5): 'DRM_MODE_SUBCONNECTOR_Composite', (DRM_MODE_SUBCONNECTOR_SVIDEO := 6): 'DRM_MODE_SUBCONNECTOR_SVIDEO', (DRM_MODE_SUBCONNECTOR_Component := 8): 'DRM_MODE_SUBCONNECTOR_Component', (DRM_MODE_SUBCONNECTOR_SCART := 9): 'DRM_MODE_SUBCONNECTOR_SCART', (DRM_MODE_SUBCONNECTOR_DisplayPort := 10): 'DRM_MODE_SUBCONNECTOR_DisplayPort', (DRM_MODE_SUBCONNECTOR_HDMIA := 11): 'DRM_MODE_SUBCONNECTOR_HDMIA', (DRM_MODE_SUBCONNECTOR_Native := 15): 'DRM_MODE_SUBCONNECTOR_Native', (DRM_MODE_SUBCONNECTOR_Wireless := 18): 'DRM_MODE_SUBCONNECTOR_Wireless'}
drm_clip_rect_t = struct_drm_clip_rect
drm_drawable_info_t = struct_drm_drawable_info
drm_tex_region_t = struct_drm_tex_region
drm_hw_lock_t = struct_drm_hw_lock
drm_version_t = struct_drm_version
drm_unique_t = struct_drm_unique
drm_list_t = struct_drm_list
drm_block_t = struct_drm_block
drm_control_t = struct_drm_control
drm_ctx_priv_map_t = struct_drm_ctx_priv_map
drm_map_t = struct_drm_map
drm_client_t = struct_drm_client
drm_stats_t = struct_drm_stats
drm_lock_t = struct_drm_lock
drm_buf_desc_t = struct_drm_buf_desc
drm_buf_info_t = struct_drm_buf_info
drm_buf_free_t = struct_drm_buf_free
drm_buf_pub_t = struct_drm_buf_pub
drm_buf_map_t = struct_drm_buf_map
drm_dma_t = struct_drm_dma
drm_wait_vblank_t = union_drm_wait_vblank
drm_agp_mode_t = struct_drm_agp_mode
drm_ctx_t = struct_drm_ctx
drm_ctx_res_t = struct_drm_ctx_res
drm_draw_t = struct_drm_draw
drm_update_draw_t = struct_drm_update_draw
drm_auth_t = struct_drm_auth
drm_irq_busid_t = struct_drm_irq_busid
drm_agp_buffer_t = struct_drm_agp_buffer
drm_agp_binding_t = struct_drm_agp_binding
drm_agp_info_t = struct_drm_agp_info
drm_scatter_gather_t = struct_drm_scatter_gather
drm_set_version_t = struct_drm_set_version
struct_drm_clip_rect.register_fields([
  ('x1', ctypes.c_uint16, 0),
  ('y1', ctypes.c_uint16, 2),
  ('x2', ctypes.c_uint16, 4),
  ('y2', ctypes.c_uint16, 6),
])
struct_drm_drawable_info.register_fields([
  ('num_rects', ctypes.c_uint32, 0),
  ('rects', ctypes.POINTER(struct_drm_clip_rect), 8),
])
struct_drm_tex_region.register_fields([
  ('next', ctypes.c_ubyte, 0),
  ('prev', ctypes.c_ubyte, 1),
  ('in_use', ctypes.c_ubyte, 2),
  ('padding', ctypes.c_ubyte, 3),
  ('age', ctypes.c_uint32, 4),
])
struct_drm_hw_lock.register_fields([
  ('lock', ctypes.c_uint32, 0),
  ('padding', (ctypes.c_char * 60), 4),
])
struct_drm_version.register_fields([
  ('version_major', ctypes.c_int32, 0),
  ('version_minor', ctypes.c_int32, 4),
  ('version_patchlevel', ctypes.c_int32, 8),
  ('name_len', ctypes.c_uint64, 16),
  ('name', ctypes.c_char_p, 24),
  ('date_len', ctypes.c_uint64, 32),
  ('date', ctypes.c_char_p, 40),
  ('desc_len', ctypes.c_uint64, 48),
  ('desc', ctypes.c_char_p, 56),
])
struct_drm_unique.register_fields([
  ('unique_len', ctypes.c_uint64, 0),
  ('unique', ctypes.c_char_p, 8),
])
struct_drm_list.register_fields([
  ('count', ctypes.c_int32, 0),
  ('version', ctypes.POINTER(struct_drm_version), 8),
])
struct_drm_block.register_fields([
  ('unused', ctypes.c_int32, 0),
])
struct_drm_control.register_fields([
  ('func', ctypes.c_uint32, 0),
  ('irq', ctypes.c_int32, 4),
])
struct_drm_ctx_priv_map.register_fields([
  ('ctx_id', ctypes.c_uint32, 0),
  ('handle', ctypes.c_void_p, 8),
])
struct_drm_map.register_fields([
  ('offset', ctypes.c_uint64, 0),
  ('size', ctypes.c_uint64, 8),
  ('type', ctypes.c_uint32, 16),
  ('flags', ctypes.c_uint32, 20),
  ('handle', ctypes.c_void_p, 24),
  ('mtrr', ctypes.c_int32, 32),
])
struct_drm_client.register_fields([
  ('idx', ctypes.c_int32, 0),
  ('auth', ctypes.c_int32, 4),
  ('pid', ctypes.c_uint64, 8),
  ('uid', ctypes.c_uint64, 16),
  ('magic', ctypes.c_uint64, 24),
  ('iocs', ctypes.c_uint64, 32),
])
struct_drm_stats.register_fields([
  ('count', ctypes.c_uint64, 0),
  ('data', (struct_drm_stats_data * 15), 8),
])
struct_drm_stats_data.register_fields([
  ('value', ctypes.c_uint64, 0),
  ('type', ctypes.c_uint32, 8),
])
struct_drm_lock.register_fields([
  ('context', ctypes.c_int32, 0),
  ('flags', ctypes.c_uint32, 4),
])
struct_drm_buf_desc.register_fields([
  ('count', ctypes.c_int32, 0),
  ('size', ctypes.c_int32, 4),
  ('low_mark', ctypes.c_int32, 8),
  ('high_mark', ctypes.c_int32, 12),
  ('flags', ctypes.c_uint32, 16),
  ('agp_start', ctypes.c_uint64, 24),
])
struct_drm_buf_info.register_fields([
  ('count', ctypes.c_int32, 0),
  ('list', ctypes.POINTER(struct_drm_buf_desc), 8),
])
struct_drm_buf_free.register_fields([
  ('count', ctypes.c_int32, 0),
  ('list', ctypes.POINTER(ctypes.c_int32), 8),
])
struct_drm_buf_pub.register_fields([
  ('idx', ctypes.c_int32, 0),
  ('total', ctypes.c_int32, 4),
  ('used', ctypes.c_int32, 8),
  ('address', ctypes.c_void_p, 16),
])
struct_drm_buf_map.register_fields([
  ('count', ctypes.c_int32, 0),
  ('virtual', ctypes.c_void_p, 8),
  ('list', ctypes.POINTER(struct_drm_buf_pub), 16),
])
struct_drm_dma.register_fields([
  ('context', ctypes.c_int32, 0),
  ('send_count', ctypes.c_int32, 4),
  ('send_indices', ctypes.POINTER(ctypes.c_int32), 8),
  ('send_sizes', ctypes.POINTER(ctypes.c_int32), 16),
  ('flags', ctypes.c_uint32, 24),
  ('request_count', ctypes.c_int32, 28),
  ('request_size', ctypes.c_int32, 32),
  ('request_indices', ctypes.POINTER(ctypes.c_int32), 40),
  ('request_sizes', ctypes.POINTER(ctypes.c_int32), 48),
  ('granted_count', ctypes.c_int32, 56),
])
struct_drm_ctx.register_fields([
  ('handle', drm_context_t, 0),
  ('flags', ctypes.c_uint32, 4),
])
struct_drm_ctx_res.register_fields([
  ('count', ctypes.c_int32, 0),
  ('contexts', ctypes.POINTER(struct_drm_ctx), 8),
])
struct_drm_draw.register_fields([
  ('handle', drm_drawable_t, 0),
])
struct_drm_update_draw.register_fields([
  ('handle', drm_drawable_t, 0),
  ('type', ctypes.c_uint32, 4),
  ('num', ctypes.c_uint32, 8),
  ('data', ctypes.c_uint64, 16),
])
struct_drm_auth.register_fields([
  ('magic', drm_magic_t, 0),
])
struct_drm_irq_busid.register_fields([
  ('irq', ctypes.c_int32, 0),
  ('busnum', ctypes.c_int32, 4),
  ('devnum', ctypes.c_int32, 8),
  ('funcnum', ctypes.c_int32, 12),
])
struct_drm_wait_vblank_request.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('sequence', ctypes.c_uint32, 4),
  ('signal', ctypes.c_uint64, 8),
])
struct_drm_wait_vblank_reply.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('sequence', ctypes.c_uint32, 4),
  ('tval_sec', ctypes.c_int64, 8),
  ('tval_usec', ctypes.c_int64, 16),
])
union_drm_wait_vblank.register_fields([
  ('request', struct_drm_wait_vblank_request, 0),
  ('reply', struct_drm_wait_vblank_reply, 0),
])
struct_drm_modeset_ctl.register_fields([
  ('crtc', ctypes.c_uint32, 0),
  ('cmd', ctypes.c_uint32, 4),
])
struct_drm_agp_mode.register_fields([
  ('mode', ctypes.c_uint64, 0),
])
struct_drm_agp_buffer.register_fields([
  ('size', ctypes.c_uint64, 0),
  ('handle', ctypes.c_uint64, 8),
  ('type', ctypes.c_uint64, 16),
  ('physical', ctypes.c_uint64, 24),
])
struct_drm_agp_binding.register_fields([
  ('handle', ctypes.c_uint64, 0),
  ('offset', ctypes.c_uint64, 8),
])
struct_drm_agp_info.register_fields([
  ('agp_version_major', ctypes.c_int32, 0),
  ('agp_version_minor', ctypes.c_int32, 4),
  ('mode', ctypes.c_uint64, 8),
  ('aperture_base', ctypes.c_uint64, 16),
  ('aperture_size', ctypes.c_uint64, 24),
  ('memory_allowed', ctypes.c_uint64, 32),
  ('memory_used', ctypes.c_uint64, 40),
  ('id_vendor', ctypes.c_uint16, 48),
  ('id_device', ctypes.c_uint16, 50),
])
struct_drm_scatter_gather.register_fields([
  ('size', ctypes.c_uint64, 0),
  ('handle', ctypes.c_uint64, 8),
])
struct_drm_set_version.register_fields([
  ('drm_di_major', ctypes.c_int32, 0),
  ('drm_di_minor', ctypes.c_int32, 4),
  ('drm_dd_major', ctypes.c_int32, 8),
  ('drm_dd_minor', ctypes.c_int32, 12),
])
struct_drm_gem_close.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('pad', ctypes.c_uint32, 4),
])
struct_drm_gem_flink.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('name', ctypes.c_uint32, 4),
])
struct_drm_gem_open.register_fields([
  ('name', ctypes.c_uint32, 0),
  ('handle', ctypes.c_uint32, 4),
  ('size', ctypes.c_uint64, 8),
])
struct_drm_get_cap.register_fields([
  ('capability', ctypes.c_uint64, 0),
  ('value', ctypes.c_uint64, 8),
])
struct_drm_set_client_cap.register_fields([
  ('capability', ctypes.c_uint64, 0),
  ('value', ctypes.c_uint64, 8),
])
struct_drm_prime_handle.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('fd', ctypes.c_int32, 8),
])
struct_drm_syncobj_create.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
])
struct_drm_syncobj_destroy.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('pad', ctypes.c_uint32, 4),
])
struct_drm_syncobj_handle.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('fd', ctypes.c_int32, 8),
  ('pad', ctypes.c_uint32, 12),
])
struct_drm_syncobj_transfer.register_fields([
  ('src_handle', ctypes.c_uint32, 0),
  ('dst_handle', ctypes.c_uint32, 4),
  ('src_point', ctypes.c_uint64, 8),
  ('dst_point', ctypes.c_uint64, 16),
  ('flags', ctypes.c_uint32, 24),
  ('pad', ctypes.c_uint32, 28),
])
struct_drm_syncobj_wait.register_fields([
  ('handles', ctypes.c_uint64, 0),
  ('timeout_nsec', ctypes.c_int64, 8),
  ('count_handles', ctypes.c_uint32, 16),
  ('flags', ctypes.c_uint32, 20),
  ('first_signaled', ctypes.c_uint32, 24),
  ('pad', ctypes.c_uint32, 28),
])
struct_drm_syncobj_timeline_wait.register_fields([
  ('handles', ctypes.c_uint64, 0),
  ('points', ctypes.c_uint64, 8),
  ('timeout_nsec', ctypes.c_int64, 16),
  ('count_handles', ctypes.c_uint32, 24),
  ('flags', ctypes.c_uint32, 28),
  ('first_signaled', ctypes.c_uint32, 32),
  ('pad', ctypes.c_uint32, 36),
])
struct_drm_syncobj_array.register_fields([
  ('handles', ctypes.c_uint64, 0),
  ('count_handles', ctypes.c_uint32, 8),
  ('pad', ctypes.c_uint32, 12),
])
struct_drm_syncobj_timeline_array.register_fields([
  ('handles', ctypes.c_uint64, 0),
  ('points', ctypes.c_uint64, 8),
  ('count_handles', ctypes.c_uint32, 16),
  ('flags', ctypes.c_uint32, 20),
])
struct_drm_crtc_get_sequence.register_fields([
  ('crtc_id', ctypes.c_uint32, 0),
  ('active', ctypes.c_uint32, 4),
  ('sequence', ctypes.c_uint64, 8),
  ('sequence_ns', ctypes.c_int64, 16),
])
struct_drm_crtc_queue_sequence.register_fields([
  ('crtc_id', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('sequence', ctypes.c_uint64, 8),
  ('user_data', ctypes.c_uint64, 16),
])
struct_drm_mode_modeinfo.register_fields([
  ('clock', ctypes.c_uint32, 0),
  ('hdisplay', ctypes.c_uint16, 4),
  ('hsync_start', ctypes.c_uint16, 6),
  ('hsync_end', ctypes.c_uint16, 8),
  ('htotal', ctypes.c_uint16, 10),
  ('hskew', ctypes.c_uint16, 12),
  ('vdisplay', ctypes.c_uint16, 14),
  ('vsync_start', ctypes.c_uint16, 16),
  ('vsync_end', ctypes.c_uint16, 18),
  ('vtotal', ctypes.c_uint16, 20),
  ('vscan', ctypes.c_uint16, 22),
  ('vrefresh', ctypes.c_uint32, 24),
  ('flags', ctypes.c_uint32, 28),
  ('type', ctypes.c_uint32, 32),
  ('name', (ctypes.c_char * 32), 36),
])
struct_drm_mode_card_res.register_fields([
  ('fb_id_ptr', ctypes.c_uint64, 0),
  ('crtc_id_ptr', ctypes.c_uint64, 8),
  ('connector_id_ptr', ctypes.c_uint64, 16),
  ('encoder_id_ptr', ctypes.c_uint64, 24),
  ('count_fbs', ctypes.c_uint32, 32),
  ('count_crtcs', ctypes.c_uint32, 36),
  ('count_connectors', ctypes.c_uint32, 40),
  ('count_encoders', ctypes.c_uint32, 44),
  ('min_width', ctypes.c_uint32, 48),
  ('max_width', ctypes.c_uint32, 52),
  ('min_height', ctypes.c_uint32, 56),
  ('max_height', ctypes.c_uint32, 60),
])
struct_drm_mode_crtc.register_fields([
  ('set_connectors_ptr', ctypes.c_uint64, 0),
  ('count_connectors', ctypes.c_uint32, 8),
  ('crtc_id', ctypes.c_uint32, 12),
  ('fb_id', ctypes.c_uint32, 16),
  ('x', ctypes.c_uint32, 20),
  ('y', ctypes.c_uint32, 24),
  ('gamma_size', ctypes.c_uint32, 28),
  ('mode_valid', ctypes.c_uint32, 32),
  ('mode', struct_drm_mode_modeinfo, 36),
])
struct_drm_mode_set_plane.register_fields([
  ('plane_id', ctypes.c_uint32, 0),
  ('crtc_id', ctypes.c_uint32, 4),
  ('fb_id', ctypes.c_uint32, 8),
  ('flags', ctypes.c_uint32, 12),
  ('crtc_x', ctypes.c_int32, 16),
  ('crtc_y', ctypes.c_int32, 20),
  ('crtc_w', ctypes.c_uint32, 24),
  ('crtc_h', ctypes.c_uint32, 28),
  ('src_x', ctypes.c_uint32, 32),
  ('src_y', ctypes.c_uint32, 36),
  ('src_h', ctypes.c_uint32, 40),
  ('src_w', ctypes.c_uint32, 44),
])
struct_drm_mode_get_plane.register_fields([
  ('plane_id', ctypes.c_uint32, 0),
  ('crtc_id', ctypes.c_uint32, 4),
  ('fb_id', ctypes.c_uint32, 8),
  ('possible_crtcs', ctypes.c_uint32, 12),
  ('gamma_size', ctypes.c_uint32, 16),
  ('count_format_types', ctypes.c_uint32, 20),
  ('format_type_ptr', ctypes.c_uint64, 24),
])
struct_drm_mode_get_plane_res.register_fields([
  ('plane_id_ptr', ctypes.c_uint64, 0),
  ('count_planes', ctypes.c_uint32, 8),
])
struct_drm_mode_get_encoder.register_fields([
  ('encoder_id', ctypes.c_uint32, 0),
  ('encoder_type', ctypes.c_uint32, 4),
  ('crtc_id', ctypes.c_uint32, 8),
  ('possible_crtcs', ctypes.c_uint32, 12),
  ('possible_clones', ctypes.c_uint32, 16),
])
struct_drm_mode_get_connector.register_fields([
  ('encoders_ptr', ctypes.c_uint64, 0),
  ('modes_ptr', ctypes.c_uint64, 8),
  ('props_ptr', ctypes.c_uint64, 16),
  ('prop_values_ptr', ctypes.c_uint64, 24),
  ('count_modes', ctypes.c_uint32, 32),
  ('count_props', ctypes.c_uint32, 36),
  ('count_encoders', ctypes.c_uint32, 40),
  ('encoder_id', ctypes.c_uint32, 44),
  ('connector_id', ctypes.c_uint32, 48),
  ('connector_type', ctypes.c_uint32, 52),
  ('connector_type_id', ctypes.c_uint32, 56),
  ('connection', ctypes.c_uint32, 60),
  ('mm_width', ctypes.c_uint32, 64),
  ('mm_height', ctypes.c_uint32, 68),
  ('subpixel', ctypes.c_uint32, 72),
  ('pad', ctypes.c_uint32, 76),
])
struct_drm_mode_property_enum.register_fields([
  ('value', ctypes.c_uint64, 0),
  ('name', (ctypes.c_char * 32), 8),
])
struct_drm_mode_get_property.register_fields([
  ('values_ptr', ctypes.c_uint64, 0),
  ('enum_blob_ptr', ctypes.c_uint64, 8),
  ('prop_id', ctypes.c_uint32, 16),
  ('flags', ctypes.c_uint32, 20),
  ('name', (ctypes.c_char * 32), 24),
  ('count_values', ctypes.c_uint32, 56),
  ('count_enum_blobs', ctypes.c_uint32, 60),
])
struct_drm_mode_connector_set_property.register_fields([
  ('value', ctypes.c_uint64, 0),
  ('prop_id', ctypes.c_uint32, 8),
  ('connector_id', ctypes.c_uint32, 12),
])
struct_drm_mode_obj_get_properties.register_fields([
  ('props_ptr', ctypes.c_uint64, 0),
  ('prop_values_ptr', ctypes.c_uint64, 8),
  ('count_props', ctypes.c_uint32, 16),
  ('obj_id', ctypes.c_uint32, 20),
  ('obj_type', ctypes.c_uint32, 24),
])
struct_drm_mode_obj_set_property.register_fields([
  ('value', ctypes.c_uint64, 0),
  ('prop_id', ctypes.c_uint32, 8),
  ('obj_id', ctypes.c_uint32, 12),
  ('obj_type', ctypes.c_uint32, 16),
])
struct_drm_mode_get_blob.register_fields([
  ('blob_id', ctypes.c_uint32, 0),
  ('length', ctypes.c_uint32, 4),
  ('data', ctypes.c_uint64, 8),
])
struct_drm_mode_fb_cmd.register_fields([
  ('fb_id', ctypes.c_uint32, 0),
  ('width', ctypes.c_uint32, 4),
  ('height', ctypes.c_uint32, 8),
  ('pitch', ctypes.c_uint32, 12),
  ('bpp', ctypes.c_uint32, 16),
  ('depth', ctypes.c_uint32, 20),
  ('handle', ctypes.c_uint32, 24),
])
struct_drm_mode_fb_cmd2.register_fields([
  ('fb_id', ctypes.c_uint32, 0),
  ('width', ctypes.c_uint32, 4),
  ('height', ctypes.c_uint32, 8),
  ('pixel_format', ctypes.c_uint32, 12),
  ('flags', ctypes.c_uint32, 16),
  ('handles', (ctypes.c_uint32 * 4), 20),
  ('pitches', (ctypes.c_uint32 * 4), 36),
  ('offsets', (ctypes.c_uint32 * 4), 52),
  ('modifier', (ctypes.c_uint64 * 4), 72),
])
struct_drm_mode_fb_dirty_cmd.register_fields([
  ('fb_id', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('color', ctypes.c_uint32, 8),
  ('num_clips', ctypes.c_uint32, 12),
  ('clips_ptr', ctypes.c_uint64, 16),
])
struct_drm_mode_mode_cmd.register_fields([
  ('connector_id', ctypes.c_uint32, 0),
  ('mode', struct_drm_mode_modeinfo, 4),
])
struct_drm_mode_cursor.register_fields([
  ('flags', ctypes.c_uint32, 0),
  ('crtc_id', ctypes.c_uint32, 4),
  ('x', ctypes.c_int32, 8),
  ('y', ctypes.c_int32, 12),
  ('width', ctypes.c_uint32, 16),
  ('height', ctypes.c_uint32, 20),
  ('handle', ctypes.c_uint32, 24),
])
struct_drm_mode_cursor2.register_fields([
  ('flags', ctypes.c_uint32, 0),
  ('crtc_id', ctypes.c_uint32, 4),
  ('x', ctypes.c_int32, 8),
  ('y', ctypes.c_int32, 12),
  ('width', ctypes.c_uint32, 16),
  ('height', ctypes.c_uint32, 20),
  ('handle', ctypes.c_uint32, 24),
  ('hot_x', ctypes.c_int32, 28),
  ('hot_y', ctypes.c_int32, 32),
])
struct_drm_mode_crtc_lut.register_fields([
  ('crtc_id', ctypes.c_uint32, 0),
  ('gamma_size', ctypes.c_uint32, 4),
  ('red', ctypes.c_uint64, 8),
  ('green', ctypes.c_uint64, 16),
  ('blue', ctypes.c_uint64, 24),
])
struct_drm_color_ctm.register_fields([
  ('matrix', (ctypes.c_uint64 * 9), 0),
])
struct_drm_color_lut.register_fields([
  ('red', ctypes.c_uint16, 0),
  ('green', ctypes.c_uint16, 2),
  ('blue', ctypes.c_uint16, 4),
  ('reserved', ctypes.c_uint16, 6),
])
struct_hdr_metadata_infoframe.register_fields([
  ('eotf', ctypes.c_ubyte, 0),
  ('metadata_type', ctypes.c_ubyte, 1),
  ('display_primaries', (struct_hdr_metadata_infoframe_display_primaries * 3), 2),
  ('white_point', struct_hdr_metadata_infoframe_white_point, 14),
  ('max_display_mastering_luminance', ctypes.c_uint16, 18),
  ('min_display_mastering_luminance', ctypes.c_uint16, 20),
  ('max_cll', ctypes.c_uint16, 22),
  ('max_fall', ctypes.c_uint16, 24),
])
struct_hdr_metadata_infoframe_display_primaries.register_fields([
  ('x', ctypes.c_uint16, 0),
  ('y', ctypes.c_uint16, 2),
])
struct_hdr_metadata_infoframe_white_point.register_fields([
  ('x', ctypes.c_uint16, 0),
  ('y', ctypes.c_uint16, 2),
])
struct_hdr_output_metadata.register_fields([
  ('metadata_type', ctypes.c_uint32, 0),
  ('hdmi_metadata_type1', struct_hdr_metadata_infoframe, 4),
])
struct_drm_mode_crtc_page_flip.register_fields([
  ('crtc_id', ctypes.c_uint32, 0),
  ('fb_id', ctypes.c_uint32, 4),
  ('flags', ctypes.c_uint32, 8),
  ('reserved', ctypes.c_uint32, 12),
  ('user_data', ctypes.c_uint64, 16),
])
struct_drm_mode_crtc_page_flip_target.register_fields([
  ('crtc_id', ctypes.c_uint32, 0),
  ('fb_id', ctypes.c_uint32, 4),
  ('flags', ctypes.c_uint32, 8),
  ('sequence', ctypes.c_uint32, 12),
  ('user_data', ctypes.c_uint64, 16),
])
struct_drm_mode_create_dumb.register_fields([
  ('height', ctypes.c_uint32, 0),
  ('width', ctypes.c_uint32, 4),
  ('bpp', ctypes.c_uint32, 8),
  ('flags', ctypes.c_uint32, 12),
  ('handle', ctypes.c_uint32, 16),
  ('pitch', ctypes.c_uint32, 20),
  ('size', ctypes.c_uint64, 24),
])
struct_drm_mode_map_dumb.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('pad', ctypes.c_uint32, 4),
  ('offset', ctypes.c_uint64, 8),
])
struct_drm_mode_destroy_dumb.register_fields([
  ('handle', ctypes.c_uint32, 0),
])
struct_drm_mode_atomic.register_fields([
  ('flags', ctypes.c_uint32, 0),
  ('count_objs', ctypes.c_uint32, 4),
  ('objs_ptr', ctypes.c_uint64, 8),
  ('count_props_ptr', ctypes.c_uint64, 16),
  ('props_ptr', ctypes.c_uint64, 24),
  ('prop_values_ptr', ctypes.c_uint64, 32),
  ('reserved', ctypes.c_uint64, 40),
  ('user_data', ctypes.c_uint64, 48),
])
struct_drm_format_modifier_blob.register_fields([
  ('version', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('count_formats', ctypes.c_uint32, 8),
  ('formats_offset', ctypes.c_uint32, 12),
  ('count_modifiers', ctypes.c_uint32, 16),
  ('modifiers_offset', ctypes.c_uint32, 20),
])
struct_drm_format_modifier.register_fields([
  ('formats', ctypes.c_uint64, 0),
  ('offset', ctypes.c_uint32, 8),
  ('pad', ctypes.c_uint32, 12),
  ('modifier', ctypes.c_uint64, 16),
])
struct_drm_mode_create_blob.register_fields([
  ('data', ctypes.c_uint64, 0),
  ('length', ctypes.c_uint32, 8),
  ('blob_id', ctypes.c_uint32, 12),
])
struct_drm_mode_destroy_blob.register_fields([
  ('blob_id', ctypes.c_uint32, 0),
])
struct_drm_mode_create_lease.register_fields([
  ('object_ids', ctypes.c_uint64, 0),
  ('object_count', ctypes.c_uint32, 8),
  ('flags', ctypes.c_uint32, 12),
  ('lessee_id', ctypes.c_uint32, 16),
  ('fd', ctypes.c_uint32, 20),
])
struct_drm_mode_list_lessees.register_fields([
  ('count_lessees', ctypes.c_uint32, 0),
  ('pad', ctypes.c_uint32, 4),
  ('lessees_ptr', ctypes.c_uint64, 8),
])
struct_drm_mode_get_lease.register_fields([
  ('count_objects', ctypes.c_uint32, 0),
  ('pad', ctypes.c_uint32, 4),
  ('objects_ptr', ctypes.c_uint64, 8),
])
struct_drm_mode_revoke_lease.register_fields([
  ('lessee_id', ctypes.c_uint32, 0),
])
struct_drm_mode_rect.register_fields([
  ('x1', ctypes.c_int32, 0),
  ('y1', ctypes.c_int32, 4),
  ('x2', ctypes.c_int32, 8),
  ('y2', ctypes.c_int32, 12),
])
struct_drm_event.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('length', ctypes.c_uint32, 4),
])
struct_drm_event_vblank.register_fields([
  ('base', struct_drm_event, 0),
  ('user_data', ctypes.c_uint64, 8),
  ('tv_sec', ctypes.c_uint32, 16),
  ('tv_usec', ctypes.c_uint32, 20),
  ('sequence', ctypes.c_uint32, 24),
  ('crtc_id', ctypes.c_uint32, 28),
])
struct_drm_event_crtc_sequence.register_fields([
  ('base', struct_drm_event, 0),
  ('user_data', ctypes.c_uint64, 8),
  ('time_ns', ctypes.c_int64, 16),
  ('sequence', ctypes.c_uint64, 24),
])
struct_drm_amdgpu_gem_create_in.register_fields([
  ('bo_size', ctypes.c_uint64, 0),
  ('alignment', ctypes.c_uint64, 8),
  ('domains', ctypes.c_uint64, 16),
  ('domain_flags', ctypes.c_uint64, 24),
])
struct_drm_amdgpu_gem_create_out.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('_pad', ctypes.c_uint32, 4),
])
union_drm_amdgpu_gem_create.register_fields([
  ('_in', struct_drm_amdgpu_gem_create_in, 0),
  ('out', struct_drm_amdgpu_gem_create_out, 0),
])
struct_drm_amdgpu_bo_list_in.register_fields([
  ('operation', ctypes.c_uint32, 0),
  ('list_handle', ctypes.c_uint32, 4),
  ('bo_number', ctypes.c_uint32, 8),
  ('bo_info_size', ctypes.c_uint32, 12),
  ('bo_info_ptr', ctypes.c_uint64, 16),
])
struct_drm_amdgpu_bo_list_entry.register_fields([
  ('bo_handle', ctypes.c_uint32, 0),
  ('bo_priority', ctypes.c_uint32, 4),
])
struct_drm_amdgpu_bo_list_out.register_fields([
  ('list_handle', ctypes.c_uint32, 0),
  ('_pad', ctypes.c_uint32, 4),
])
union_drm_amdgpu_bo_list.register_fields([
  ('_in', struct_drm_amdgpu_bo_list_in, 0),
  ('out', struct_drm_amdgpu_bo_list_out, 0),
])
struct_drm_amdgpu_ctx_in.register_fields([
  ('op', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('ctx_id', ctypes.c_uint32, 8),
  ('priority', ctypes.c_int32, 12),
])
union_drm_amdgpu_ctx_out.register_fields([
  ('alloc', union_drm_amdgpu_ctx_out_alloc, 0),
  ('state', union_drm_amdgpu_ctx_out_state, 0),
  ('pstate', union_drm_amdgpu_ctx_out_pstate, 0),
])
union_drm_amdgpu_ctx_out_alloc.register_fields([
  ('ctx_id', ctypes.c_uint32, 0),
  ('_pad', ctypes.c_uint32, 4),
])
union_drm_amdgpu_ctx_out_state.register_fields([
  ('flags', ctypes.c_uint64, 0),
  ('hangs', ctypes.c_uint32, 8),
  ('reset_status', ctypes.c_uint32, 12),
])
union_drm_amdgpu_ctx_out_pstate.register_fields([
  ('flags', ctypes.c_uint32, 0),
  ('_pad', ctypes.c_uint32, 4),
])
union_drm_amdgpu_ctx.register_fields([
  ('_in', struct_drm_amdgpu_ctx_in, 0),
  ('out', union_drm_amdgpu_ctx_out, 0),
])
struct_drm_amdgpu_vm_in.register_fields([
  ('op', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
])
struct_drm_amdgpu_vm_out.register_fields([
  ('flags', ctypes.c_uint64, 0),
])
union_drm_amdgpu_vm.register_fields([
  ('_in', struct_drm_amdgpu_vm_in, 0),
  ('out', struct_drm_amdgpu_vm_out, 0),
])
struct_drm_amdgpu_sched_in.register_fields([
  ('op', ctypes.c_uint32, 0),
  ('fd', ctypes.c_uint32, 4),
  ('priority', ctypes.c_int32, 8),
  ('ctx_id', ctypes.c_uint32, 12),
])
union_drm_amdgpu_sched.register_fields([
  ('_in', struct_drm_amdgpu_sched_in, 0),
])
struct_drm_amdgpu_gem_userptr.register_fields([
  ('addr', ctypes.c_uint64, 0),
  ('size', ctypes.c_uint64, 8),
  ('flags', ctypes.c_uint32, 16),
  ('handle', ctypes.c_uint32, 20),
])
struct_drm_amdgpu_gem_metadata.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('op', ctypes.c_uint32, 4),
  ('data', struct_drm_amdgpu_gem_metadata_data, 8),
])
struct_drm_amdgpu_gem_metadata_data.register_fields([
  ('flags', ctypes.c_uint64, 0),
  ('tiling_info', ctypes.c_uint64, 8),
  ('data_size_bytes', ctypes.c_uint32, 16),
  ('data', (ctypes.c_uint32 * 64), 20),
])
struct_drm_amdgpu_gem_mmap_in.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('_pad', ctypes.c_uint32, 4),
])
struct_drm_amdgpu_gem_mmap_out.register_fields([
  ('addr_ptr', ctypes.c_uint64, 0),
])
union_drm_amdgpu_gem_mmap.register_fields([
  ('_in', struct_drm_amdgpu_gem_mmap_in, 0),
  ('out', struct_drm_amdgpu_gem_mmap_out, 0),
])
struct_drm_amdgpu_gem_wait_idle_in.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('timeout', ctypes.c_uint64, 8),
])
struct_drm_amdgpu_gem_wait_idle_out.register_fields([
  ('status', ctypes.c_uint32, 0),
  ('domain', ctypes.c_uint32, 4),
])
union_drm_amdgpu_gem_wait_idle.register_fields([
  ('_in', struct_drm_amdgpu_gem_wait_idle_in, 0),
  ('out', struct_drm_amdgpu_gem_wait_idle_out, 0),
])
struct_drm_amdgpu_wait_cs_in.register_fields([
  ('handle', ctypes.c_uint64, 0),
  ('timeout', ctypes.c_uint64, 8),
  ('ip_type', ctypes.c_uint32, 16),
  ('ip_instance', ctypes.c_uint32, 20),
  ('ring', ctypes.c_uint32, 24),
  ('ctx_id', ctypes.c_uint32, 28),
])
struct_drm_amdgpu_wait_cs_out.register_fields([
  ('status', ctypes.c_uint64, 0),
])
union_drm_amdgpu_wait_cs.register_fields([
  ('_in', struct_drm_amdgpu_wait_cs_in, 0),
  ('out', struct_drm_amdgpu_wait_cs_out, 0),
])
struct_drm_amdgpu_fence.register_fields([
  ('ctx_id', ctypes.c_uint32, 0),
  ('ip_type', ctypes.c_uint32, 4),
  ('ip_instance', ctypes.c_uint32, 8),
  ('ring', ctypes.c_uint32, 12),
  ('seq_no', ctypes.c_uint64, 16),
])
struct_drm_amdgpu_wait_fences_in.register_fields([
  ('fences', ctypes.c_uint64, 0),
  ('fence_count', ctypes.c_uint32, 8),
  ('wait_all', ctypes.c_uint32, 12),
  ('timeout_ns', ctypes.c_uint64, 16),
])
struct_drm_amdgpu_wait_fences_out.register_fields([
  ('status', ctypes.c_uint32, 0),
  ('first_signaled', ctypes.c_uint32, 4),
])
union_drm_amdgpu_wait_fences.register_fields([
  ('_in', struct_drm_amdgpu_wait_fences_in, 0),
  ('out', struct_drm_amdgpu_wait_fences_out, 0),
])
struct_drm_amdgpu_gem_op.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('op', ctypes.c_uint32, 4),
  ('value', ctypes.c_uint64, 8),
])
struct_drm_amdgpu_gem_va.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('_pad', ctypes.c_uint32, 4),
  ('operation', ctypes.c_uint32, 8),
  ('flags', ctypes.c_uint32, 12),
  ('va_address', ctypes.c_uint64, 16),
  ('offset_in_bo', ctypes.c_uint64, 24),
  ('map_size', ctypes.c_uint64, 32),
])
struct_drm_amdgpu_cs_chunk.register_fields([
  ('chunk_id', ctypes.c_uint32, 0),
  ('length_dw', ctypes.c_uint32, 4),
  ('chunk_data', ctypes.c_uint64, 8),
])
struct_drm_amdgpu_cs_in.register_fields([
  ('ctx_id', ctypes.c_uint32, 0),
  ('bo_list_handle', ctypes.c_uint32, 4),
  ('num_chunks', ctypes.c_uint32, 8),
  ('flags', ctypes.c_uint32, 12),
  ('chunks', ctypes.c_uint64, 16),
])
struct_drm_amdgpu_cs_out.register_fields([
  ('handle', ctypes.c_uint64, 0),
])
union_drm_amdgpu_cs.register_fields([
  ('_in', struct_drm_amdgpu_cs_in, 0),
  ('out', struct_drm_amdgpu_cs_out, 0),
])
struct_drm_amdgpu_cs_chunk_ib.register_fields([
  ('_pad', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('va_start', ctypes.c_uint64, 8),
  ('ib_bytes', ctypes.c_uint32, 16),
  ('ip_type', ctypes.c_uint32, 20),
  ('ip_instance', ctypes.c_uint32, 24),
  ('ring', ctypes.c_uint32, 28),
])
struct_drm_amdgpu_cs_chunk_dep.register_fields([
  ('ip_type', ctypes.c_uint32, 0),
  ('ip_instance', ctypes.c_uint32, 4),
  ('ring', ctypes.c_uint32, 8),
  ('ctx_id', ctypes.c_uint32, 12),
  ('handle', ctypes.c_uint64, 16),
])
struct_drm_amdgpu_cs_chunk_fence.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('offset', ctypes.c_uint32, 4),
])
struct_drm_amdgpu_cs_chunk_sem.register_fields([
  ('handle', ctypes.c_uint32, 0),
])
struct_drm_amdgpu_cs_chunk_syncobj.register_fields([
  ('handle', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('point', ctypes.c_uint64, 8),
])
union_drm_amdgpu_fence_to_handle.register_fields([
  ('_in', union_drm_amdgpu_fence_to_handle_in, 0),
  ('out', union_drm_amdgpu_fence_to_handle_out, 0),
])
union_drm_amdgpu_fence_to_handle_in.register_fields([
  ('fence', struct_drm_amdgpu_fence, 0),
  ('what', ctypes.c_uint32, 24),
  ('pad', ctypes.c_uint32, 28),
])
union_drm_amdgpu_fence_to_handle_out.register_fields([
  ('handle', ctypes.c_uint32, 0),
])
struct_drm_amdgpu_cs_chunk_data.register_fields([
  ('ib_data', struct_drm_amdgpu_cs_chunk_ib, 0),
  ('fence_data', struct_drm_amdgpu_cs_chunk_fence, 0),
])
struct_drm_amdgpu_query_fw.register_fields([
  ('fw_type', ctypes.c_uint32, 0),
  ('ip_instance', ctypes.c_uint32, 4),
  ('index', ctypes.c_uint32, 8),
  ('_pad', ctypes.c_uint32, 12),
])
struct_drm_amdgpu_info.register_fields([
  ('return_pointer', ctypes.c_uint64, 0),
  ('return_size', ctypes.c_uint32, 8),
  ('query', ctypes.c_uint32, 12),
  ('mode_crtc', struct_drm_amdgpu_info_mode_crtc, 16),
  ('query_hw_ip', struct_drm_amdgpu_info_query_hw_ip, 16),
  ('read_mmr_reg', struct_drm_amdgpu_info_read_mmr_reg, 16),
  ('query_fw', struct_drm_amdgpu_query_fw, 16),
  ('vbios_info', struct_drm_amdgpu_info_vbios_info, 16),
  ('sensor_info', struct_drm_amdgpu_info_sensor_info, 16),
  ('video_cap', struct_drm_amdgpu_info_video_cap, 16),
])
struct_drm_amdgpu_info_mode_crtc.register_fields([
  ('id', ctypes.c_uint32, 0),
  ('_pad', ctypes.c_uint32, 4),
])
struct_drm_amdgpu_info_query_hw_ip.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('ip_instance', ctypes.c_uint32, 4),
])
struct_drm_amdgpu_info_read_mmr_reg.register_fields([
  ('dword_offset', ctypes.c_uint32, 0),
  ('count', ctypes.c_uint32, 4),
  ('instance', ctypes.c_uint32, 8),
  ('flags', ctypes.c_uint32, 12),
])
struct_drm_amdgpu_info_vbios_info.register_fields([
  ('type', ctypes.c_uint32, 0),
  ('offset', ctypes.c_uint32, 4),
])
struct_drm_amdgpu_info_sensor_info.register_fields([
  ('type', ctypes.c_uint32, 0),
])
struct_drm_amdgpu_info_video_cap.register_fields([
  ('type', ctypes.c_uint32, 0),
])
struct_drm_amdgpu_info_gds.register_fields([
  ('gds_gfx_partition_size', ctypes.c_uint32, 0),
  ('compute_partition_size', ctypes.c_uint32, 4),
  ('gds_total_size', ctypes.c_uint32, 8),
  ('gws_per_gfx_partition', ctypes.c_uint32, 12),
  ('gws_per_compute_partition', ctypes.c_uint32, 16),
  ('oa_per_gfx_partition', ctypes.c_uint32, 20),
  ('oa_per_compute_partition', ctypes.c_uint32, 24),
  ('_pad', ctypes.c_uint32, 28),
])
struct_drm_amdgpu_info_vram_gtt.register_fields([
  ('vram_size', ctypes.c_uint64, 0),
  ('vram_cpu_accessible_size', ctypes.c_uint64, 8),
  ('gtt_size', ctypes.c_uint64, 16),
])
struct_drm_amdgpu_heap_info.register_fields([
  ('total_heap_size', ctypes.c_uint64, 0),
  ('usable_heap_size', ctypes.c_uint64, 8),
  ('heap_usage', ctypes.c_uint64, 16),
  ('max_allocation', ctypes.c_uint64, 24),
])
struct_drm_amdgpu_memory_info.register_fields([
  ('vram', struct_drm_amdgpu_heap_info, 0),
  ('cpu_accessible_vram', struct_drm_amdgpu_heap_info, 32),
  ('gtt', struct_drm_amdgpu_heap_info, 64),
])
struct_drm_amdgpu_info_firmware.register_fields([
  ('ver', ctypes.c_uint32, 0),
  ('feature', ctypes.c_uint32, 4),
])
struct_drm_amdgpu_info_vbios.register_fields([
  ('name', (ctypes.c_ubyte * 64), 0),
  ('vbios_pn', (ctypes.c_ubyte * 64), 64),
  ('version', ctypes.c_uint32, 128),
  ('pad', ctypes.c_uint32, 132),
  ('vbios_ver_str', (ctypes.c_ubyte * 32), 136),
  ('date', (ctypes.c_ubyte * 32), 168),
])
struct_drm_amdgpu_info_device.register_fields([
  ('device_id', ctypes.c_uint32, 0),
  ('chip_rev', ctypes.c_uint32, 4),
  ('external_rev', ctypes.c_uint32, 8),
  ('pci_rev', ctypes.c_uint32, 12),
  ('family', ctypes.c_uint32, 16),
  ('num_shader_engines', ctypes.c_uint32, 20),
  ('num_shader_arrays_per_engine', ctypes.c_uint32, 24),
  ('gpu_counter_freq', ctypes.c_uint32, 28),
  ('max_engine_clock', ctypes.c_uint64, 32),
  ('max_memory_clock', ctypes.c_uint64, 40),
  ('cu_active_number', ctypes.c_uint32, 48),
  ('cu_ao_mask', ctypes.c_uint32, 52),
  ('cu_bitmap', ((ctypes.c_uint32 * 4) * 4), 56),
  ('enabled_rb_pipes_mask', ctypes.c_uint32, 120),
  ('num_rb_pipes', ctypes.c_uint32, 124),
  ('num_hw_gfx_contexts', ctypes.c_uint32, 128),
  ('_pad', ctypes.c_uint32, 132),
  ('ids_flags', ctypes.c_uint64, 136),
  ('virtual_address_offset', ctypes.c_uint64, 144),
  ('virtual_address_max', ctypes.c_uint64, 152),
  ('virtual_address_alignment', ctypes.c_uint32, 160),
  ('pte_fragment_size', ctypes.c_uint32, 164),
  ('gart_page_size', ctypes.c_uint32, 168),
  ('ce_ram_size', ctypes.c_uint32, 172),
  ('vram_type', ctypes.c_uint32, 176),
  ('vram_bit_width', ctypes.c_uint32, 180),
  ('vce_harvest_config', ctypes.c_uint32, 184),
  ('gc_double_offchip_lds_buf', ctypes.c_uint32, 188),
  ('prim_buf_gpu_addr', ctypes.c_uint64, 192),
  ('pos_buf_gpu_addr', ctypes.c_uint64, 200),
  ('cntl_sb_buf_gpu_addr', ctypes.c_uint64, 208),
  ('param_buf_gpu_addr', ctypes.c_uint64, 216),
  ('prim_buf_size', ctypes.c_uint32, 224),
  ('pos_buf_size', ctypes.c_uint32, 228),
  ('cntl_sb_buf_size', ctypes.c_uint32, 232),
  ('param_buf_size', ctypes.c_uint32, 236),
  ('wave_front_size', ctypes.c_uint32, 240),
  ('num_shader_visible_vgprs', ctypes.c_uint32, 244),
  ('num_cu_per_sh', ctypes.c_uint32, 248),
  ('num_tcc_blocks', ctypes.c_uint32, 252),
  ('gs_vgt_table_depth', ctypes.c_uint32, 256),
  ('gs_prim_buffer_depth', ctypes.c_uint32, 260),
  ('max_gs_waves_per_vgt', ctypes.c_uint32, 264),
  ('_pad1', ctypes.c_uint32, 268),
  ('cu_ao_bitmap', ((ctypes.c_uint32 * 4) * 4), 272),
  ('high_va_offset', ctypes.c_uint64, 336),
  ('high_va_max', ctypes.c_uint64, 344),
  ('pa_sc_tile_steering_override', ctypes.c_uint32, 352),
  ('tcc_disabled_mask', ctypes.c_uint64, 360),
])
struct_drm_amdgpu_info_hw_ip.register_fields([
  ('hw_ip_version_major', ctypes.c_uint32, 0),
  ('hw_ip_version_minor', ctypes.c_uint32, 4),
  ('capabilities_flags', ctypes.c_uint64, 8),
  ('ib_start_alignment', ctypes.c_uint32, 16),
  ('ib_size_alignment', ctypes.c_uint32, 20),
  ('available_rings', ctypes.c_uint32, 24),
  ('_pad', ctypes.c_uint32, 28),
])
struct_drm_amdgpu_info_num_handles.register_fields([
  ('uvd_max_handles', ctypes.c_uint32, 0),
  ('uvd_used_handles', ctypes.c_uint32, 4),
])
struct_drm_amdgpu_info_vce_clock_table_entry.register_fields([
  ('sclk', ctypes.c_uint32, 0),
  ('mclk', ctypes.c_uint32, 4),
  ('eclk', ctypes.c_uint32, 8),
  ('pad', ctypes.c_uint32, 12),
])
struct_drm_amdgpu_info_vce_clock_table.register_fields([
  ('entries', (struct_drm_amdgpu_info_vce_clock_table_entry * 6), 0),
  ('num_valid_entries', ctypes.c_uint32, 96),
  ('pad', ctypes.c_uint32, 100),
])
struct_drm_amdgpu_info_video_codec_info.register_fields([
  ('valid', ctypes.c_uint32, 0),
  ('max_width', ctypes.c_uint32, 4),
  ('max_height', ctypes.c_uint32, 8),
  ('max_pixels_per_frame', ctypes.c_uint32, 12),
  ('max_level', ctypes.c_uint32, 16),
  ('pad', ctypes.c_uint32, 20),
])
struct_drm_amdgpu_info_video_caps.register_fields([
  ('codec_info', (struct_drm_amdgpu_info_video_codec_info * 8), 0),
])

DRM_NAME = "drm"
DRM_MIN_ORDER = 5
DRM_MAX_ORDER = 22
DRM_RAM_PERCENT = 10
_DRM_LOCK_HELD = 0x80000000
_DRM_LOCK_CONT = 0x40000000
_DRM_LOCK_IS_HELD = lambda lock: (((lock) & _DRM_LOCK_HELD))
_DRM_LOCK_IS_CONT = lambda lock: (((lock) & _DRM_LOCK_CONT))
_DRM_LOCKING_CONTEXT = lambda lock: (((lock) & (~((_DRM_LOCK_HELD | _DRM_LOCK_CONT)))))
_DRM_VBLANK_HIGH_CRTC_SHIFT = 1
_DRM_VBLANK_TYPES_MASK = ((_DRM_VBLANK_ABSOLUTE | _DRM_VBLANK_RELATIVE))
_DRM_VBLANK_FLAGS_MASK = ((((_DRM_VBLANK_EVENT | _DRM_VBLANK_SIGNAL) | _DRM_VBLANK_SECONDARY) | _DRM_VBLANK_NEXTONMISS))
_DRM_PRE_MODESET = 1
_DRM_POST_MODESET = 2
DRM_CAP_DUMB_BUFFER = 0x1
DRM_CAP_VBLANK_HIGH_CRTC = 0x2
DRM_CAP_DUMB_PREFERRED_DEPTH = 0x3
DRM_CAP_DUMB_PREFER_SHADOW = 0x4
DRM_CAP_PRIME = 0x5
DRM_PRIME_CAP_IMPORT = 0x1
DRM_PRIME_CAP_EXPORT = 0x2
DRM_CAP_TIMESTAMP_MONOTONIC = 0x6
DRM_CAP_ASYNC_PAGE_FLIP = 0x7
DRM_CAP_CURSOR_WIDTH = 0x8
DRM_CAP_CURSOR_HEIGHT = 0x9
DRM_CAP_ADDFB2_MODIFIERS = 0x10
DRM_CAP_PAGE_FLIP_TARGET = 0x11
DRM_CAP_CRTC_IN_VBLANK_EVENT = 0x12
DRM_CAP_SYNCOBJ = 0x13
DRM_CAP_SYNCOBJ_TIMELINE = 0x14
DRM_CLIENT_CAP_STEREO_3D = 1
DRM_CLIENT_CAP_UNIVERSAL_PLANES = 2
DRM_CLIENT_CAP_ATOMIC = 3
DRM_CLIENT_CAP_ASPECT_RATIO = 4
DRM_CLIENT_CAP_WRITEBACK_CONNECTORS = 5
DRM_SYNCOBJ_CREATE_SIGNALED = ((1 << 0))
DRM_SYNCOBJ_FD_TO_HANDLE_FLAGS_IMPORT_SYNC_FILE = ((1 << 0))
DRM_SYNCOBJ_HANDLE_TO_FD_FLAGS_EXPORT_SYNC_FILE = ((1 << 0))
DRM_SYNCOBJ_WAIT_FLAGS_WAIT_ALL = ((1 << 0))
DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT = ((1 << 1))
DRM_SYNCOBJ_WAIT_FLAGS_WAIT_AVAILABLE = ((1 << 2))
DRM_SYNCOBJ_QUERY_FLAGS_LAST_SUBMITTED = ((1 << 0))
DRM_CRTC_SEQUENCE_RELATIVE = 0x00000001
DRM_CRTC_SEQUENCE_NEXT_ON_MISS = 0x00000002
DRM_CONNECTOR_NAME_LEN = 32
DRM_DISPLAY_MODE_LEN = 32
DRM_PROP_NAME_LEN = 32
DRM_MODE_TYPE_BUILTIN = ((1 << 0))
DRM_MODE_TYPE_CLOCK_C = ((((1 << 1)) | DRM_MODE_TYPE_BUILTIN))
DRM_MODE_TYPE_CRTC_C = ((((1 << 2)) | DRM_MODE_TYPE_BUILTIN))
DRM_MODE_TYPE_PREFERRED = ((1 << 3))
DRM_MODE_TYPE_DEFAULT = ((1 << 4))
DRM_MODE_TYPE_USERDEF = ((1 << 5))
DRM_MODE_TYPE_DRIVER = ((1 << 6))
DRM_MODE_TYPE_ALL = (((DRM_MODE_TYPE_PREFERRED | DRM_MODE_TYPE_USERDEF) | DRM_MODE_TYPE_DRIVER))
DRM_MODE_FLAG_PHSYNC = ((1 << 0))
DRM_MODE_FLAG_NHSYNC = ((1 << 1))
DRM_MODE_FLAG_PVSYNC = ((1 << 2))
DRM_MODE_FLAG_NVSYNC = ((1 << 3))
DRM_MODE_FLAG_INTERLACE = ((1 << 4))
DRM_MODE_FLAG_DBLSCAN = ((1 << 5))
DRM_MODE_FLAG_CSYNC = ((1 << 6))
DRM_MODE_FLAG_PCSYNC = ((1 << 7))
DRM_MODE_FLAG_NCSYNC = ((1 << 8))
DRM_MODE_FLAG_HSKEW = ((1 << 9))
DRM_MODE_FLAG_BCAST = ((1 << 10))
DRM_MODE_FLAG_PIXMUX = ((1 << 11))
DRM_MODE_FLAG_DBLCLK = ((1 << 12))
DRM_MODE_FLAG_CLKDIV2 = ((1 << 13))
DRM_MODE_FLAG_3D_MASK = ((0x1f << 14))
DRM_MODE_FLAG_3D_NONE = ((0 << 14))
DRM_MODE_FLAG_3D_FRAME_PACKING = ((1 << 14))
DRM_MODE_FLAG_3D_FIELD_ALTERNATIVE = ((2 << 14))
DRM_MODE_FLAG_3D_LINE_ALTERNATIVE = ((3 << 14))
DRM_MODE_FLAG_3D_SIDE_BY_SIDE_FULL = ((4 << 14))
DRM_MODE_FLAG_3D_L_DEPTH = ((5 << 14))
DRM_MODE_FLAG_3D_L_DEPTH_GFX_GFX_DEPTH = ((6 << 14))
DRM_MODE_FLAG_3D_TOP_AND_BOTTOM = ((7 << 14))
DRM_MODE_FLAG_3D_SIDE_BY_SIDE_HALF = ((8 << 14))
DRM_MODE_PICTURE_ASPECT_NONE = 0
DRM_MODE_PICTURE_ASPECT_4_3 = 1
DRM_MODE_PICTURE_ASPECT_16_9 = 2
DRM_MODE_PICTURE_ASPECT_64_27 = 3
DRM_MODE_PICTURE_ASPECT_256_135 = 4
DRM_MODE_CONTENT_TYPE_NO_DATA = 0
DRM_MODE_CONTENT_TYPE_GRAPHICS = 1
DRM_MODE_CONTENT_TYPE_PHOTO = 2
DRM_MODE_CONTENT_TYPE_CINEMA = 3
DRM_MODE_CONTENT_TYPE_GAME = 4
DRM_MODE_FLAG_PIC_AR_MASK = ((0x0F << 19))
DRM_MODE_FLAG_PIC_AR_NONE = ((DRM_MODE_PICTURE_ASPECT_NONE << 19))
DRM_MODE_FLAG_PIC_AR_4_3 = ((DRM_MODE_PICTURE_ASPECT_4_3 << 19))
DRM_MODE_FLAG_PIC_AR_16_9 = ((DRM_MODE_PICTURE_ASPECT_16_9 << 19))
DRM_MODE_FLAG_PIC_AR_64_27 = ((DRM_MODE_PICTURE_ASPECT_64_27 << 19))
DRM_MODE_FLAG_PIC_AR_256_135 = ((DRM_MODE_PICTURE_ASPECT_256_135 << 19))
DRM_MODE_FLAG_ALL = (((((((((((((DRM_MODE_FLAG_PHSYNC | DRM_MODE_FLAG_NHSYNC) | DRM_MODE_FLAG_PVSYNC) | DRM_MODE_FLAG_NVSYNC) | DRM_MODE_FLAG_INTERLACE) | DRM_MODE_FLAG_DBLSCAN) | DRM_MODE_FLAG_CSYNC) | DRM_MODE_FLAG_PCSYNC) | DRM_MODE_FLAG_NCSYNC) | DRM_MODE_FLAG_HSKEW) | DRM_MODE_FLAG_DBLCLK) | DRM_MODE_FLAG_CLKDIV2) | DRM_MODE_FLAG_3D_MASK))
DRM_MODE_DPMS_ON = 0
DRM_MODE_DPMS_STANDBY = 1
DRM_MODE_DPMS_SUSPEND = 2
DRM_MODE_DPMS_OFF = 3
DRM_MODE_SCALE_NONE = 0
DRM_MODE_SCALE_FULLSCREEN = 1
DRM_MODE_SCALE_CENTER = 2
DRM_MODE_SCALE_ASPECT = 3
DRM_MODE_DITHERING_OFF = 0
DRM_MODE_DITHERING_ON = 1
DRM_MODE_DITHERING_AUTO = 2
DRM_MODE_DIRTY_OFF = 0
DRM_MODE_DIRTY_ON = 1
DRM_MODE_DIRTY_ANNOTATE = 2
DRM_MODE_LINK_STATUS_GOOD = 0
DRM_MODE_LINK_STATUS_BAD = 1
DRM_MODE_ROTATE_0 = ((1 << 0))
DRM_MODE_ROTATE_90 = ((1 << 1))
DRM_MODE_ROTATE_180 = ((1 << 2))
DRM_MODE_ROTATE_270 = ((1 << 3))
DRM_MODE_ROTATE_MASK = ((((DRM_MODE_ROTATE_0 | DRM_MODE_ROTATE_90) | DRM_MODE_ROTATE_180) | DRM_MODE_ROTATE_270))
DRM_MODE_REFLECT_X = ((1 << 4))
DRM_MODE_REFLECT_Y = ((1 << 5))
DRM_MODE_REFLECT_MASK = ((DRM_MODE_REFLECT_X | DRM_MODE_REFLECT_Y))
DRM_MODE_CONTENT_PROTECTION_UNDESIRED = 0
DRM_MODE_CONTENT_PROTECTION_DESIRED = 1
DRM_MODE_CONTENT_PROTECTION_ENABLED = 2
DRM_MODE_PRESENT_TOP_FIELD = ((1 << 0))
DRM_MODE_PRESENT_BOTTOM_FIELD = ((1 << 1))
DRM_MODE_ENCODER_NONE = 0
DRM_MODE_ENCODER_DAC = 1
DRM_MODE_ENCODER_TMDS = 2
DRM_MODE_ENCODER_LVDS = 3
DRM_MODE_ENCODER_TVDAC = 4
DRM_MODE_ENCODER_VIRTUAL = 5
DRM_MODE_ENCODER_DSI = 6
DRM_MODE_ENCODER_DPMST = 7
DRM_MODE_ENCODER_DPI = 8
DRM_MODE_CONNECTOR_Unknown = 0
DRM_MODE_CONNECTOR_VGA = 1
DRM_MODE_CONNECTOR_DVII = 2
DRM_MODE_CONNECTOR_DVID = 3
DRM_MODE_CONNECTOR_DVIA = 4
DRM_MODE_CONNECTOR_Composite = 5
DRM_MODE_CONNECTOR_SVIDEO = 6
DRM_MODE_CONNECTOR_LVDS = 7
DRM_MODE_CONNECTOR_Component = 8
DRM_MODE_CONNECTOR_9PinDIN = 9
DRM_MODE_CONNECTOR_DisplayPort = 10
DRM_MODE_CONNECTOR_HDMIA = 11
DRM_MODE_CONNECTOR_HDMIB = 12
DRM_MODE_CONNECTOR_TV = 13
DRM_MODE_CONNECTOR_eDP = 14
DRM_MODE_CONNECTOR_VIRTUAL = 15
DRM_MODE_CONNECTOR_DSI = 16
DRM_MODE_CONNECTOR_DPI = 17
DRM_MODE_CONNECTOR_WRITEBACK = 18
DRM_MODE_CONNECTOR_SPI = 19
DRM_MODE_CONNECTOR_USB = 20
DRM_MODE_PROP_PENDING = ((1 << 0))
DRM_MODE_PROP_RANGE = ((1 << 1))
DRM_MODE_PROP_IMMUTABLE = ((1 << 2))
DRM_MODE_PROP_ENUM = ((1 << 3))
DRM_MODE_PROP_BLOB = ((1 << 4))
DRM_MODE_PROP_BITMASK = ((1 << 5))
DRM_MODE_PROP_LEGACY_TYPE = ((((DRM_MODE_PROP_RANGE | DRM_MODE_PROP_ENUM) | DRM_MODE_PROP_BLOB) | DRM_MODE_PROP_BITMASK))
DRM_MODE_PROP_EXTENDED_TYPE = 0x0000ffc0
DRM_MODE_PROP_TYPE = lambda n: (((n) << 6))
DRM_MODE_PROP_OBJECT = DRM_MODE_PROP_TYPE(1)
DRM_MODE_PROP_SIGNED_RANGE = DRM_MODE_PROP_TYPE(2)
DRM_MODE_PROP_ATOMIC = 0x80000000
DRM_MODE_OBJECT_CRTC = 0xcccccccc
DRM_MODE_OBJECT_CONNECTOR = 0xc0c0c0c0
DRM_MODE_OBJECT_ENCODER = 0xe0e0e0e0
DRM_MODE_OBJECT_MODE = 0xdededede
DRM_MODE_OBJECT_PROPERTY = 0xb0b0b0b0
DRM_MODE_OBJECT_FB = 0xfbfbfbfb
DRM_MODE_OBJECT_BLOB = 0xbbbbbbbb
DRM_MODE_OBJECT_PLANE = 0xeeeeeeee
DRM_MODE_OBJECT_ANY = 0
DRM_MODE_FB_INTERLACED = ((1 << 0))
DRM_MODE_FB_MODIFIERS = ((1 << 1))
DRM_MODE_FB_DIRTY_ANNOTATE_COPY = 0x01
DRM_MODE_FB_DIRTY_ANNOTATE_FILL = 0x02
DRM_MODE_FB_DIRTY_FLAGS = 0x03
DRM_MODE_FB_DIRTY_MAX_CLIPS = 256
DRM_MODE_CURSOR_BO = 0x01
DRM_MODE_CURSOR_MOVE = 0x02
DRM_MODE_CURSOR_FLAGS = 0x03
DRM_MODE_PAGE_FLIP_EVENT = 0x01
DRM_MODE_PAGE_FLIP_ASYNC = 0x02
DRM_MODE_PAGE_FLIP_TARGET_ABSOLUTE = 0x4
DRM_MODE_PAGE_FLIP_TARGET_RELATIVE = 0x8
DRM_MODE_PAGE_FLIP_TARGET = ((DRM_MODE_PAGE_FLIP_TARGET_ABSOLUTE | DRM_MODE_PAGE_FLIP_TARGET_RELATIVE))
DRM_MODE_PAGE_FLIP_FLAGS = (((DRM_MODE_PAGE_FLIP_EVENT | DRM_MODE_PAGE_FLIP_ASYNC) | DRM_MODE_PAGE_FLIP_TARGET))
DRM_MODE_ATOMIC_TEST_ONLY = 0x0100
DRM_MODE_ATOMIC_NONBLOCK = 0x0200
DRM_MODE_ATOMIC_ALLOW_MODESET = 0x0400
DRM_MODE_ATOMIC_FLAGS = (((((DRM_MODE_PAGE_FLIP_EVENT | DRM_MODE_PAGE_FLIP_ASYNC) | DRM_MODE_ATOMIC_TEST_ONLY) | DRM_MODE_ATOMIC_NONBLOCK) | DRM_MODE_ATOMIC_ALLOW_MODESET))
FORMAT_BLOB_CURRENT = 1
DRM_IOCTL_BASE = 100
DRM_IO = lambda nr: _IO(DRM_IOCTL_BASE, nr)
DRM_IOR = lambda nr, type: _IOR(DRM_IOCTL_BASE, nr, type)
DRM_IOW = lambda nr, type: _IOW(DRM_IOCTL_BASE, nr, type)
DRM_IOWR = lambda nr, type: _IOWR(DRM_IOCTL_BASE, nr, type)
DRM_IOCTL_VERSION = DRM_IOWR(0x00, struct_drm_version)
DRM_IOCTL_GET_UNIQUE = DRM_IOWR(0x01, struct_drm_unique)
DRM_IOCTL_GET_MAGIC = DRM_IOR(0x02, struct_drm_auth)
DRM_IOCTL_IRQ_BUSID = DRM_IOWR(0x03, struct_drm_irq_busid)
DRM_IOCTL_GET_MAP = DRM_IOWR(0x04, struct_drm_map)
DRM_IOCTL_GET_CLIENT = DRM_IOWR(0x05, struct_drm_client)
DRM_IOCTL_GET_STATS = DRM_IOR(0x06, struct_drm_stats)
DRM_IOCTL_SET_VERSION = DRM_IOWR(0x07, struct_drm_set_version)
DRM_IOCTL_MODESET_CTL = DRM_IOW(0x08, struct_drm_modeset_ctl)
DRM_IOCTL_GEM_CLOSE = DRM_IOW(0x09, struct_drm_gem_close)
DRM_IOCTL_GEM_FLINK = DRM_IOWR(0x0a, struct_drm_gem_flink)
DRM_IOCTL_GEM_OPEN = DRM_IOWR(0x0b, struct_drm_gem_open)
DRM_IOCTL_GET_CAP = DRM_IOWR(0x0c, struct_drm_get_cap)
DRM_IOCTL_SET_CLIENT_CAP = DRM_IOW(0x0d, struct_drm_set_client_cap)
DRM_IOCTL_SET_UNIQUE = DRM_IOW(0x10, struct_drm_unique)
DRM_IOCTL_AUTH_MAGIC = DRM_IOW(0x11, struct_drm_auth)
DRM_IOCTL_BLOCK = DRM_IOWR(0x12, struct_drm_block)
DRM_IOCTL_UNBLOCK = DRM_IOWR(0x13, struct_drm_block)
DRM_IOCTL_CONTROL = DRM_IOW(0x14, struct_drm_control)
DRM_IOCTL_ADD_MAP = DRM_IOWR(0x15, struct_drm_map)
DRM_IOCTL_ADD_BUFS = DRM_IOWR(0x16, struct_drm_buf_desc)
DRM_IOCTL_MARK_BUFS = DRM_IOW(0x17, struct_drm_buf_desc)
DRM_IOCTL_INFO_BUFS = DRM_IOWR(0x18, struct_drm_buf_info)
DRM_IOCTL_MAP_BUFS = DRM_IOWR(0x19, struct_drm_buf_map)
DRM_IOCTL_FREE_BUFS = DRM_IOW(0x1a, struct_drm_buf_free)
DRM_IOCTL_RM_MAP = DRM_IOW(0x1b, struct_drm_map)
DRM_IOCTL_SET_SAREA_CTX = DRM_IOW(0x1c, struct_drm_ctx_priv_map)
DRM_IOCTL_GET_SAREA_CTX = DRM_IOWR(0x1d, struct_drm_ctx_priv_map)
DRM_IOCTL_SET_MASTER = DRM_IO(0x1e)
DRM_IOCTL_DROP_MASTER = DRM_IO(0x1f)
DRM_IOCTL_ADD_CTX = DRM_IOWR(0x20, struct_drm_ctx)
DRM_IOCTL_RM_CTX = DRM_IOWR(0x21, struct_drm_ctx)
DRM_IOCTL_MOD_CTX = DRM_IOW(0x22, struct_drm_ctx)
DRM_IOCTL_GET_CTX = DRM_IOWR(0x23, struct_drm_ctx)
DRM_IOCTL_SWITCH_CTX = DRM_IOW(0x24, struct_drm_ctx)
DRM_IOCTL_NEW_CTX = DRM_IOW(0x25, struct_drm_ctx)
DRM_IOCTL_RES_CTX = DRM_IOWR(0x26, struct_drm_ctx_res)
DRM_IOCTL_ADD_DRAW = DRM_IOWR(0x27, struct_drm_draw)
DRM_IOCTL_RM_DRAW = DRM_IOWR(0x28, struct_drm_draw)
DRM_IOCTL_DMA = DRM_IOWR(0x29, struct_drm_dma)
DRM_IOCTL_LOCK = DRM_IOW(0x2a, struct_drm_lock)
DRM_IOCTL_UNLOCK = DRM_IOW(0x2b, struct_drm_lock)
DRM_IOCTL_FINISH = DRM_IOW(0x2c, struct_drm_lock)
DRM_IOCTL_PRIME_HANDLE_TO_FD = DRM_IOWR(0x2d, struct_drm_prime_handle)
DRM_IOCTL_PRIME_FD_TO_HANDLE = DRM_IOWR(0x2e, struct_drm_prime_handle)
DRM_IOCTL_AGP_ACQUIRE = DRM_IO(0x30)
DRM_IOCTL_AGP_RELEASE = DRM_IO(0x31)
DRM_IOCTL_AGP_ENABLE = DRM_IOW(0x32, struct_drm_agp_mode)
DRM_IOCTL_AGP_INFO = DRM_IOR(0x33, struct_drm_agp_info)
DRM_IOCTL_AGP_ALLOC = DRM_IOWR(0x34, struct_drm_agp_buffer)
DRM_IOCTL_AGP_FREE = DRM_IOW(0x35, struct_drm_agp_buffer)
DRM_IOCTL_AGP_BIND = DRM_IOW(0x36, struct_drm_agp_binding)
DRM_IOCTL_AGP_UNBIND = DRM_IOW(0x37, struct_drm_agp_binding)
DRM_IOCTL_SG_ALLOC = DRM_IOWR(0x38, struct_drm_scatter_gather)
DRM_IOCTL_SG_FREE = DRM_IOW(0x39, struct_drm_scatter_gather)
DRM_IOCTL_WAIT_VBLANK = DRM_IOWR(0x3a, union_drm_wait_vblank)
DRM_IOCTL_CRTC_GET_SEQUENCE = DRM_IOWR(0x3b, struct_drm_crtc_get_sequence)
DRM_IOCTL_CRTC_QUEUE_SEQUENCE = DRM_IOWR(0x3c, struct_drm_crtc_queue_sequence)
DRM_IOCTL_UPDATE_DRAW = DRM_IOW(0x3f, struct_drm_update_draw)
DRM_IOCTL_MODE_GETRESOURCES = DRM_IOWR(0xA0, struct_drm_mode_card_res)
DRM_IOCTL_MODE_GETCRTC = DRM_IOWR(0xA1, struct_drm_mode_crtc)
DRM_IOCTL_MODE_SETCRTC = DRM_IOWR(0xA2, struct_drm_mode_crtc)
DRM_IOCTL_MODE_CURSOR = DRM_IOWR(0xA3, struct_drm_mode_cursor)
DRM_IOCTL_MODE_GETGAMMA = DRM_IOWR(0xA4, struct_drm_mode_crtc_lut)
DRM_IOCTL_MODE_SETGAMMA = DRM_IOWR(0xA5, struct_drm_mode_crtc_lut)
DRM_IOCTL_MODE_GETENCODER = DRM_IOWR(0xA6, struct_drm_mode_get_encoder)
DRM_IOCTL_MODE_GETCONNECTOR = DRM_IOWR(0xA7, struct_drm_mode_get_connector)
DRM_IOCTL_MODE_ATTACHMODE = DRM_IOWR(0xA8, struct_drm_mode_mode_cmd)
DRM_IOCTL_MODE_DETACHMODE = DRM_IOWR(0xA9, struct_drm_mode_mode_cmd)
DRM_IOCTL_MODE_GETPROPERTY = DRM_IOWR(0xAA, struct_drm_mode_get_property)
DRM_IOCTL_MODE_SETPROPERTY = DRM_IOWR(0xAB, struct_drm_mode_connector_set_property)
DRM_IOCTL_MODE_GETPROPBLOB = DRM_IOWR(0xAC, struct_drm_mode_get_blob)
DRM_IOCTL_MODE_GETFB = DRM_IOWR(0xAD, struct_drm_mode_fb_cmd)
DRM_IOCTL_MODE_ADDFB = DRM_IOWR(0xAE, struct_drm_mode_fb_cmd)
DRM_IOCTL_MODE_RMFB = DRM_IOWR(0xAF, ctypes.c_uint32)
DRM_IOCTL_MODE_PAGE_FLIP = DRM_IOWR(0xB0, struct_drm_mode_crtc_page_flip)
DRM_IOCTL_MODE_DIRTYFB = DRM_IOWR(0xB1, struct_drm_mode_fb_dirty_cmd)
DRM_IOCTL_MODE_CREATE_DUMB = DRM_IOWR(0xB2, struct_drm_mode_create_dumb)
DRM_IOCTL_MODE_MAP_DUMB = DRM_IOWR(0xB3, struct_drm_mode_map_dumb)
DRM_IOCTL_MODE_DESTROY_DUMB = DRM_IOWR(0xB4, struct_drm_mode_destroy_dumb)
DRM_IOCTL_MODE_GETPLANERESOURCES = DRM_IOWR(0xB5, struct_drm_mode_get_plane_res)
DRM_IOCTL_MODE_GETPLANE = DRM_IOWR(0xB6, struct_drm_mode_get_plane)
DRM_IOCTL_MODE_SETPLANE = DRM_IOWR(0xB7, struct_drm_mode_set_plane)
DRM_IOCTL_MODE_ADDFB2 = DRM_IOWR(0xB8, struct_drm_mode_fb_cmd2)
DRM_IOCTL_MODE_OBJ_GETPROPERTIES = DRM_IOWR(0xB9, struct_drm_mode_obj_get_properties)
DRM_IOCTL_MODE_OBJ_SETPROPERTY = DRM_IOWR(0xBA, struct_drm_mode_obj_set_property)
DRM_IOCTL_MODE_CURSOR2 = DRM_IOWR(0xBB, struct_drm_mode_cursor2)
DRM_IOCTL_MODE_ATOMIC = DRM_IOWR(0xBC, struct_drm_mode_atomic)
DRM_IOCTL_MODE_CREATEPROPBLOB = DRM_IOWR(0xBD, struct_drm_mode_create_blob)
DRM_IOCTL_MODE_DESTROYPROPBLOB = DRM_IOWR(0xBE, struct_drm_mode_destroy_blob)
DRM_IOCTL_SYNCOBJ_CREATE = DRM_IOWR(0xBF, struct_drm_syncobj_create)
DRM_IOCTL_SYNCOBJ_DESTROY = DRM_IOWR(0xC0, struct_drm_syncobj_destroy)
DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD = DRM_IOWR(0xC1, struct_drm_syncobj_handle)
DRM_IOCTL_SYNCOBJ_FD_TO_HANDLE = DRM_IOWR(0xC2, struct_drm_syncobj_handle)
DRM_IOCTL_SYNCOBJ_WAIT = DRM_IOWR(0xC3, struct_drm_syncobj_wait)
DRM_IOCTL_SYNCOBJ_RESET = DRM_IOWR(0xC4, struct_drm_syncobj_array)
DRM_IOCTL_SYNCOBJ_SIGNAL = DRM_IOWR(0xC5, struct_drm_syncobj_array)
DRM_IOCTL_MODE_CREATE_LEASE = DRM_IOWR(0xC6, struct_drm_mode_create_lease)
DRM_IOCTL_MODE_LIST_LESSEES = DRM_IOWR(0xC7, struct_drm_mode_list_lessees)
DRM_IOCTL_MODE_GET_LEASE = DRM_IOWR(0xC8, struct_drm_mode_get_lease)
DRM_IOCTL_MODE_REVOKE_LEASE = DRM_IOWR(0xC9, struct_drm_mode_revoke_lease)
DRM_IOCTL_SYNCOBJ_TIMELINE_WAIT = DRM_IOWR(0xCA, struct_drm_syncobj_timeline_wait)
DRM_IOCTL_SYNCOBJ_QUERY = DRM_IOWR(0xCB, struct_drm_syncobj_timeline_array)
DRM_IOCTL_SYNCOBJ_TRANSFER = DRM_IOWR(0xCC, struct_drm_syncobj_transfer)
DRM_IOCTL_SYNCOBJ_TIMELINE_SIGNAL = DRM_IOWR(0xCD, struct_drm_syncobj_timeline_array)
DRM_IOCTL_MODE_GETFB2 = DRM_IOWR(0xCE, struct_drm_mode_fb_cmd2)
DRM_COMMAND_BASE = 0x40
DRM_COMMAND_END = 0xA0
DRM_EVENT_VBLANK = 0x01
DRM_EVENT_FLIP_COMPLETE = 0x02
DRM_EVENT_CRTC_SEQUENCE = 0x03
DRM_AMDGPU_GEM_CREATE = 0x00
DRM_AMDGPU_GEM_MMAP = 0x01
DRM_AMDGPU_CTX = 0x02
DRM_AMDGPU_BO_LIST = 0x03
DRM_AMDGPU_CS = 0x04
DRM_AMDGPU_INFO = 0x05
DRM_AMDGPU_GEM_METADATA = 0x06
DRM_AMDGPU_GEM_WAIT_IDLE = 0x07
DRM_AMDGPU_GEM_VA = 0x08
DRM_AMDGPU_WAIT_CS = 0x09
DRM_AMDGPU_GEM_OP = 0x10
DRM_AMDGPU_GEM_USERPTR = 0x11
DRM_AMDGPU_WAIT_FENCES = 0x12
DRM_AMDGPU_VM = 0x13
DRM_AMDGPU_FENCE_TO_HANDLE = 0x14
DRM_AMDGPU_SCHED = 0x15
DRM_IOCTL_AMDGPU_GEM_CREATE = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_GEM_CREATE), union_drm_amdgpu_gem_create)
DRM_IOCTL_AMDGPU_GEM_MMAP = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_GEM_MMAP), union_drm_amdgpu_gem_mmap)
DRM_IOCTL_AMDGPU_CTX = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_CTX), union_drm_amdgpu_ctx)
DRM_IOCTL_AMDGPU_BO_LIST = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_BO_LIST), union_drm_amdgpu_bo_list)
DRM_IOCTL_AMDGPU_CS = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_CS), union_drm_amdgpu_cs)
DRM_IOCTL_AMDGPU_INFO = DRM_IOW((DRM_COMMAND_BASE + DRM_AMDGPU_INFO), struct_drm_amdgpu_info)
DRM_IOCTL_AMDGPU_GEM_METADATA = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_GEM_METADATA), struct_drm_amdgpu_gem_metadata)
DRM_IOCTL_AMDGPU_GEM_WAIT_IDLE = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_GEM_WAIT_IDLE), union_drm_amdgpu_gem_wait_idle)
DRM_IOCTL_AMDGPU_GEM_VA = DRM_IOW((DRM_COMMAND_BASE + DRM_AMDGPU_GEM_VA), struct_drm_amdgpu_gem_va)
DRM_IOCTL_AMDGPU_WAIT_CS = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_WAIT_CS), union_drm_amdgpu_wait_cs)
DRM_IOCTL_AMDGPU_GEM_OP = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_GEM_OP), struct_drm_amdgpu_gem_op)
DRM_IOCTL_AMDGPU_GEM_USERPTR = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_GEM_USERPTR), struct_drm_amdgpu_gem_userptr)
DRM_IOCTL_AMDGPU_WAIT_FENCES = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_WAIT_FENCES), union_drm_amdgpu_wait_fences)
DRM_IOCTL_AMDGPU_VM = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_VM), union_drm_amdgpu_vm)
DRM_IOCTL_AMDGPU_FENCE_TO_HANDLE = DRM_IOWR((DRM_COMMAND_BASE + DRM_AMDGPU_FENCE_TO_HANDLE), union_drm_amdgpu_fence_to_handle)
DRM_IOCTL_AMDGPU_SCHED = DRM_IOW((DRM_COMMAND_BASE + DRM_AMDGPU_SCHED), union_drm_amdgpu_sched)
AMDGPU_GEM_DOMAIN_CPU = 0x1
AMDGPU_GEM_DOMAIN_GTT = 0x2
AMDGPU_GEM_DOMAIN_VRAM = 0x4
AMDGPU_GEM_DOMAIN_GDS = 0x8
AMDGPU_GEM_DOMAIN_GWS = 0x10
AMDGPU_GEM_DOMAIN_OA = 0x20
AMDGPU_GEM_DOMAIN_MASK = ((((((AMDGPU_GEM_DOMAIN_CPU | AMDGPU_GEM_DOMAIN_GTT) | AMDGPU_GEM_DOMAIN_VRAM) | AMDGPU_GEM_DOMAIN_GDS) | AMDGPU_GEM_DOMAIN_GWS) | AMDGPU_GEM_DOMAIN_OA))
AMDGPU_GEM_CREATE_CPU_ACCESS_REQUIRED = ((1 << 0))
AMDGPU_GEM_CREATE_NO_CPU_ACCESS = ((1 << 1))
AMDGPU_GEM_CREATE_CPU_GTT_USWC = ((1 << 2))
AMDGPU_GEM_CREATE_VRAM_CLEARED = ((1 << 3))
AMDGPU_GEM_CREATE_VRAM_CONTIGUOUS = ((1 << 5))
AMDGPU_GEM_CREATE_VM_ALWAYS_VALID = ((1 << 6))
AMDGPU_GEM_CREATE_EXPLICIT_SYNC = ((1 << 7))
AMDGPU_GEM_CREATE_CP_MQD_GFX9 = ((1 << 8))
AMDGPU_GEM_CREATE_VRAM_WIPE_ON_RELEASE = ((1 << 9))
AMDGPU_GEM_CREATE_ENCRYPTED = ((1 << 10))
AMDGPU_GEM_CREATE_PREEMPTIBLE = ((1 << 11))
AMDGPU_BO_LIST_OP_CREATE = 0
AMDGPU_BO_LIST_OP_DESTROY = 1
AMDGPU_BO_LIST_OP_UPDATE = 2
AMDGPU_CTX_OP_ALLOC_CTX = 1
AMDGPU_CTX_OP_FREE_CTX = 2
AMDGPU_CTX_OP_QUERY_STATE = 3
AMDGPU_CTX_OP_QUERY_STATE2 = 4
AMDGPU_CTX_OP_GET_STABLE_PSTATE = 5
AMDGPU_CTX_OP_SET_STABLE_PSTATE = 6
AMDGPU_CTX_NO_RESET = 0
AMDGPU_CTX_GUILTY_RESET = 1
AMDGPU_CTX_INNOCENT_RESET = 2
AMDGPU_CTX_UNKNOWN_RESET = 3
AMDGPU_CTX_QUERY2_FLAGS_RESET = ((1 << 0))
AMDGPU_CTX_QUERY2_FLAGS_VRAMLOST = ((1 << 1))
AMDGPU_CTX_QUERY2_FLAGS_GUILTY = ((1 << 2))
AMDGPU_CTX_QUERY2_FLAGS_RAS_CE = ((1 << 3))
AMDGPU_CTX_QUERY2_FLAGS_RAS_UE = ((1 << 4))
AMDGPU_CTX_PRIORITY_UNSET = (-2048)
AMDGPU_CTX_PRIORITY_VERY_LOW = (-1023)
AMDGPU_CTX_PRIORITY_LOW = (-512)
AMDGPU_CTX_PRIORITY_NORMAL = 0
AMDGPU_CTX_PRIORITY_HIGH = 512
AMDGPU_CTX_PRIORITY_VERY_HIGH = 1023
AMDGPU_CTX_STABLE_PSTATE_FLAGS_MASK = 0xf
AMDGPU_CTX_STABLE_PSTATE_NONE = 0
AMDGPU_CTX_STABLE_PSTATE_STANDARD = 1
AMDGPU_CTX_STABLE_PSTATE_MIN_SCLK = 2
AMDGPU_CTX_STABLE_PSTATE_MIN_MCLK = 3
AMDGPU_CTX_STABLE_PSTATE_PEAK = 4
AMDGPU_VM_OP_RESERVE_VMID = 1
AMDGPU_VM_OP_UNRESERVE_VMID = 2
AMDGPU_SCHED_OP_PROCESS_PRIORITY_OVERRIDE = 1
AMDGPU_SCHED_OP_CONTEXT_PRIORITY_OVERRIDE = 2
AMDGPU_GEM_USERPTR_READONLY = ((1 << 0))
AMDGPU_GEM_USERPTR_ANONONLY = ((1 << 1))
AMDGPU_GEM_USERPTR_VALIDATE = ((1 << 2))
AMDGPU_GEM_USERPTR_REGISTER = ((1 << 3))
AMDGPU_TILING_ARRAY_MODE_SHIFT = 0
AMDGPU_TILING_ARRAY_MODE_MASK = 0xf
AMDGPU_TILING_PIPE_CONFIG_SHIFT = 4
AMDGPU_TILING_PIPE_CONFIG_MASK = 0x1f
AMDGPU_TILING_TILE_SPLIT_SHIFT = 9
AMDGPU_TILING_TILE_SPLIT_MASK = 0x7
AMDGPU_TILING_MICRO_TILE_MODE_SHIFT = 12
AMDGPU_TILING_MICRO_TILE_MODE_MASK = 0x7
AMDGPU_TILING_BANK_WIDTH_SHIFT = 15
AMDGPU_TILING_BANK_WIDTH_MASK = 0x3
AMDGPU_TILING_BANK_HEIGHT_SHIFT = 17
AMDGPU_TILING_BANK_HEIGHT_MASK = 0x3
AMDGPU_TILING_MACRO_TILE_ASPECT_SHIFT = 19
AMDGPU_TILING_MACRO_TILE_ASPECT_MASK = 0x3
AMDGPU_TILING_NUM_BANKS_SHIFT = 21
AMDGPU_TILING_NUM_BANKS_MASK = 0x3
AMDGPU_TILING_SWIZZLE_MODE_SHIFT = 0
AMDGPU_TILING_SWIZZLE_MODE_MASK = 0x1f
AMDGPU_TILING_DCC_OFFSET_256B_SHIFT = 5
AMDGPU_TILING_DCC_OFFSET_256B_MASK = 0xFFFFFF
AMDGPU_TILING_DCC_PITCH_MAX_SHIFT = 29
AMDGPU_TILING_DCC_PITCH_MAX_MASK = 0x3FFF
AMDGPU_TILING_DCC_INDEPENDENT_64B_SHIFT = 43
AMDGPU_TILING_DCC_INDEPENDENT_64B_MASK = 0x1
AMDGPU_TILING_DCC_INDEPENDENT_128B_SHIFT = 44
AMDGPU_TILING_DCC_INDEPENDENT_128B_MASK = 0x1
AMDGPU_TILING_SCANOUT_SHIFT = 63
AMDGPU_TILING_SCANOUT_MASK = 0x1
AMDGPU_GEM_METADATA_OP_SET_METADATA = 1
AMDGPU_GEM_METADATA_OP_GET_METADATA = 2
AMDGPU_GEM_OP_GET_GEM_CREATE_INFO = 0
AMDGPU_GEM_OP_SET_PLACEMENT = 1
AMDGPU_VA_OP_MAP = 1
AMDGPU_VA_OP_UNMAP = 2
AMDGPU_VA_OP_CLEAR = 3
AMDGPU_VA_OP_REPLACE = 4
AMDGPU_VM_DELAY_UPDATE = ((1 << 0))
AMDGPU_VM_PAGE_READABLE = ((1 << 1))
AMDGPU_VM_PAGE_WRITEABLE = ((1 << 2))
AMDGPU_VM_PAGE_EXECUTABLE = ((1 << 3))
AMDGPU_VM_PAGE_PRT = ((1 << 4))
AMDGPU_VM_MTYPE_MASK = ((0xf << 5))
AMDGPU_VM_MTYPE_DEFAULT = ((0 << 5))
AMDGPU_VM_MTYPE_NC = ((1 << 5))
AMDGPU_VM_MTYPE_WC = ((2 << 5))
AMDGPU_VM_MTYPE_CC = ((3 << 5))
AMDGPU_VM_MTYPE_UC = ((4 << 5))
AMDGPU_VM_MTYPE_RW = ((5 << 5))
AMDGPU_HW_IP_GFX = 0
AMDGPU_HW_IP_COMPUTE = 1
AMDGPU_HW_IP_DMA = 2
AMDGPU_HW_IP_UVD = 3
AMDGPU_HW_IP_VCE = 4
AMDGPU_HW_IP_UVD_ENC = 5
AMDGPU_HW_IP_VCN_DEC = 6
AMDGPU_HW_IP_VCN_ENC = 7
AMDGPU_HW_IP_VCN_JPEG = 8
AMDGPU_HW_IP_NUM = 9
AMDGPU_HW_IP_INSTANCE_MAX_COUNT = 1
AMDGPU_CHUNK_ID_IB = 0x01
AMDGPU_CHUNK_ID_FENCE = 0x02
AMDGPU_CHUNK_ID_DEPENDENCIES = 0x03
AMDGPU_CHUNK_ID_SYNCOBJ_IN = 0x04
AMDGPU_CHUNK_ID_SYNCOBJ_OUT = 0x05
AMDGPU_CHUNK_ID_BO_HANDLES = 0x06
AMDGPU_CHUNK_ID_SCHEDULED_DEPENDENCIES = 0x07
AMDGPU_CHUNK_ID_SYNCOBJ_TIMELINE_WAIT = 0x08
AMDGPU_CHUNK_ID_SYNCOBJ_TIMELINE_SIGNAL = 0x09
AMDGPU_IB_FLAG_CE = ((1 << 0))
AMDGPU_IB_FLAG_PREAMBLE = ((1 << 1))
AMDGPU_IB_FLAG_PREEMPT = ((1 << 2))
AMDGPU_IB_FLAG_TC_WB_NOT_INVALIDATE = ((1 << 3))
AMDGPU_IB_FLAG_RESET_GDS_MAX_WAVE_ID = ((1 << 4))
AMDGPU_IB_FLAGS_SECURE = ((1 << 5))
AMDGPU_IB_FLAG_EMIT_MEM_SYNC = ((1 << 6))
AMDGPU_FENCE_TO_HANDLE_GET_SYNCOBJ = 0
AMDGPU_FENCE_TO_HANDLE_GET_SYNCOBJ_FD = 1
AMDGPU_FENCE_TO_HANDLE_GET_SYNC_FILE_FD = 2
AMDGPU_IDS_FLAGS_FUSION = 0x1
AMDGPU_IDS_FLAGS_PREEMPTION = 0x2
AMDGPU_IDS_FLAGS_TMZ = 0x4
AMDGPU_INFO_ACCEL_WORKING = 0x00
AMDGPU_INFO_CRTC_FROM_ID = 0x01
AMDGPU_INFO_HW_IP_INFO = 0x02
AMDGPU_INFO_HW_IP_COUNT = 0x03
AMDGPU_INFO_TIMESTAMP = 0x05
AMDGPU_INFO_FW_VERSION = 0x0e
AMDGPU_INFO_FW_VCE = 0x1
AMDGPU_INFO_FW_UVD = 0x2
AMDGPU_INFO_FW_GMC = 0x03
AMDGPU_INFO_FW_GFX_ME = 0x04
AMDGPU_INFO_FW_GFX_PFP = 0x05
AMDGPU_INFO_FW_GFX_CE = 0x06
AMDGPU_INFO_FW_GFX_RLC = 0x07
AMDGPU_INFO_FW_GFX_MEC = 0x08
AMDGPU_INFO_FW_SMC = 0x0a
AMDGPU_INFO_FW_SDMA = 0x0b
AMDGPU_INFO_FW_SOS = 0x0c
AMDGPU_INFO_FW_ASD = 0x0d
AMDGPU_INFO_FW_VCN = 0x0e
AMDGPU_INFO_FW_GFX_RLC_RESTORE_LIST_CNTL = 0x0f
AMDGPU_INFO_FW_GFX_RLC_RESTORE_LIST_GPM_MEM = 0x10
AMDGPU_INFO_FW_GFX_RLC_RESTORE_LIST_SRM_MEM = 0x11
AMDGPU_INFO_FW_DMCU = 0x12
AMDGPU_INFO_FW_TA = 0x13
AMDGPU_INFO_FW_DMCUB = 0x14
AMDGPU_INFO_FW_TOC = 0x15
AMDGPU_INFO_NUM_BYTES_MOVED = 0x0f
AMDGPU_INFO_VRAM_USAGE = 0x10
AMDGPU_INFO_GTT_USAGE = 0x11
AMDGPU_INFO_GDS_CONFIG = 0x13
AMDGPU_INFO_VRAM_GTT = 0x14
AMDGPU_INFO_READ_MMR_REG = 0x15
AMDGPU_INFO_DEV_INFO = 0x16
AMDGPU_INFO_VIS_VRAM_USAGE = 0x17
AMDGPU_INFO_NUM_EVICTIONS = 0x18
AMDGPU_INFO_MEMORY = 0x19
AMDGPU_INFO_VCE_CLOCK_TABLE = 0x1A
AMDGPU_INFO_VBIOS = 0x1B
AMDGPU_INFO_VBIOS_SIZE = 0x1
AMDGPU_INFO_VBIOS_IMAGE = 0x2
AMDGPU_INFO_VBIOS_INFO = 0x3
AMDGPU_INFO_NUM_HANDLES = 0x1C
AMDGPU_INFO_SENSOR = 0x1D
AMDGPU_INFO_SENSOR_GFX_SCLK = 0x1
AMDGPU_INFO_SENSOR_GFX_MCLK = 0x2
AMDGPU_INFO_SENSOR_GPU_TEMP = 0x3
AMDGPU_INFO_SENSOR_GPU_LOAD = 0x4
AMDGPU_INFO_SENSOR_GPU_AVG_POWER = 0x5
AMDGPU_INFO_SENSOR_VDDNB = 0x6
AMDGPU_INFO_SENSOR_VDDGFX = 0x7
AMDGPU_INFO_SENSOR_STABLE_PSTATE_GFX_SCLK = 0x8
AMDGPU_INFO_SENSOR_STABLE_PSTATE_GFX_MCLK = 0x9
AMDGPU_INFO_NUM_VRAM_CPU_PAGE_FAULTS = 0x1E
AMDGPU_INFO_VRAM_LOST_COUNTER = 0x1F
AMDGPU_INFO_RAS_ENABLED_FEATURES = 0x20
AMDGPU_INFO_RAS_ENABLED_UMC = ((1 << 0))
AMDGPU_INFO_RAS_ENABLED_SDMA = ((1 << 1))
AMDGPU_INFO_RAS_ENABLED_GFX = ((1 << 2))
AMDGPU_INFO_RAS_ENABLED_MMHUB = ((1 << 3))
AMDGPU_INFO_RAS_ENABLED_ATHUB = ((1 << 4))
AMDGPU_INFO_RAS_ENABLED_PCIE = ((1 << 5))
AMDGPU_INFO_RAS_ENABLED_HDP = ((1 << 6))
AMDGPU_INFO_RAS_ENABLED_XGMI = ((1 << 7))
AMDGPU_INFO_RAS_ENABLED_DF = ((1 << 8))
AMDGPU_INFO_RAS_ENABLED_SMN = ((1 << 9))
AMDGPU_INFO_RAS_ENABLED_SEM = ((1 << 10))
AMDGPU_INFO_RAS_ENABLED_MP0 = ((1 << 11))
AMDGPU_INFO_RAS_ENABLED_MP1 = ((1 << 12))
AMDGPU_INFO_RAS_ENABLED_FUSE = ((1 << 13))
AMDGPU_INFO_VIDEO_CAPS = 0x21
AMDGPU_INFO_VIDEO_CAPS_DECODE = 0
AMDGPU_INFO_VIDEO_CAPS_ENCODE = 1
AMDGPU_INFO_MMR_SE_INDEX_SHIFT = 0
AMDGPU_INFO_MMR_SE_INDEX_MASK = 0xff
AMDGPU_INFO_MMR_SH_INDEX_SHIFT = 8
AMDGPU_INFO_MMR_SH_INDEX_MASK = 0xff
AMDGPU_VRAM_TYPE_UNKNOWN = 0
AMDGPU_VRAM_TYPE_GDDR1 = 1
AMDGPU_VRAM_TYPE_DDR2 = 2
AMDGPU_VRAM_TYPE_GDDR3 = 3
AMDGPU_VRAM_TYPE_GDDR4 = 4
AMDGPU_VRAM_TYPE_GDDR5 = 5
AMDGPU_VRAM_TYPE_HBM = 6
AMDGPU_VRAM_TYPE_DDR3 = 7
AMDGPU_VRAM_TYPE_DDR4 = 8
AMDGPU_VRAM_TYPE_GDDR6 = 9
AMDGPU_VRAM_TYPE_DDR5 = 10
AMDGPU_VCE_CLOCK_TABLE_ENTRIES = 6
AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_MPEG2 = 0
AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_MPEG4 = 1
AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_VC1 = 2
AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_MPEG4_AVC = 3
AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_HEVC = 4
AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_JPEG = 5
AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_VP9 = 6
AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_AV1 = 7
AMDGPU_INFO_VIDEO_CAPS_CODEC_IDX_COUNT = 8
AMDGPU_FAMILY_UNKNOWN = 0
AMDGPU_FAMILY_SI = 110
AMDGPU_FAMILY_CI = 120
AMDGPU_FAMILY_KV = 125
AMDGPU_FAMILY_VI = 130
AMDGPU_FAMILY_CZ = 135
AMDGPU_FAMILY_AI = 141
AMDGPU_FAMILY_RV = 142
AMDGPU_FAMILY_NV = 143
AMDGPU_FAMILY_VGH = 144
AMDGPU_FAMILY_YC = 146
