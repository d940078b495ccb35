# tg-autogen 0.1.0 generated this from usr:linux/io_uring.h, usr:liburing.h, usr:x86_64-linux-gnu/asm/unistd_64.h (inputs sha256 024877ad18629006); regenerate with: tg-autogen io_uring
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR
dll = c.DLL('uring', ['uring'])

@c.record
class struct_io_uring_sqe(c.Struct):
  SIZE = 64
  opcode: int
  flags: int
  ioprio: int
  fd: int
  off: int
  addr2: int
  cmd_op: int
  __pad1: int
  addr: int
  splice_off_in: int
  len: int
  rw_flags: int
  fsync_flags: int
  poll_events: int
  poll32_events: int
  sync_range_flags: int
  msg_flags: int
  timeout_flags: int
  accept_flags: int
  cancel_flags: int
  open_flags: int
  statx_flags: int
  fadvise_advice: int
  splice_flags: int
  rename_flags: int
  unlink_flags: int
  hardlink_flags: int
  xattr_flags: int
  msg_ring_flags: int
  uring_cmd_flags: int
  user_data: int
  buf_index: int
  buf_group: int
  personality: int
  splice_fd_in: int
  file_index: int
  addr_len: int
  __pad3: ctypes.Array
  addr3: int
  __pad2: ctypes.Array
  cmd: ctypes.Array

@c.record
class struct_io_uring_cqe(c.Struct):
  SIZE = 16
  user_data: int
  res: int
  flags: int
  big_cqe: ctypes.Array

@c.record
class struct_io_sqring_offsets(c.Struct):
  SIZE = 40
  head: int
  tail: int
  ring_mask: int
  ring_entries: int
  flags: int
  dropped: int
  array: int
  resv1: int
  resv2: int

@c.record
class struct_io_cqring_offsets(c.Struct):
  SIZE = 40
  head: int
  tail: int
  ring_mask: int
  ring_entries: int
  overflow: int
  cqes: int
  flags: int
  resv1: int
  resv2: int

@c.record
class struct_io_uring_params(c.Struct):
  SIZE = 120
  sq_entries: int
  cq_entries: int
  flags: int
  sq_thread_cpu: int
  sq_thread_idle: int
  features: int
  wq_fd: int
  resv: ctypes.Array
  sq_off: struct_io_sqring_offsets
  cq_off: struct_io_cqring_offsets

@c.record
class struct_io_uring_files_update(c.Struct):
  SIZE = 16
  offset: int
  resv: int
  fds: int

@c.record
class struct_io_uring_rsrc_register(c.Struct):
  SIZE = 32
  nr: int
  flags: int
  resv2: int
  data: int
  tags: int

@c.record
class struct_io_uring_rsrc_update(c.Struct):
  SIZE = 16
  offset: int
  resv: int
  data: int

@c.record
class struct_io_uring_rsrc_update2(c.Struct):
  SIZE = 32
  offset: int
  resv: int
  data: int
  tags: int
  nr: int
  resv2: int

@c.record
class struct_io_uring_notification_slot(c.Struct):
  SIZE = 32
  tag: int
  resv: ctypes.Array

@c.record
class struct_io_uring_notification_register(c.Struct):
  SIZE = 32
  nr_slots: int
  resv: int
  resv2: int
  data: int
  resv3: int

@c.record
class struct_io_uring_probe_op(c.Struct):
  SIZE = 8
  op: int
  resv: int
  flags: int
  resv2: int

@c.record
class struct_io_uring_probe(c.Struct):
  SIZE = 16
  last_op: int
  ops_len: int
  resv: int
  resv2: ctypes.Array
  ops: ctypes.Array

@c.record
class struct_io_uring_restriction(c.Struct):
  SIZE = 16
  opcode: int
  register_op: int
  sqe_op: int
  sqe_flags: int
  resv: int
  resv2: ctypes.Array

@c.record
class struct_io_uring_buf(c.Struct):
  SIZE = 16
  addr: int
  len: int
  bid: int
  resv: int

@c.record
class struct_io_uring_buf_ring(c.Struct):
  SIZE = 16
  resv1: int
  resv2: int
  resv3: int
  tail: int
  __empty_bufs: struct_io_uring_buf_ring___empty_bufs
  bufs: ctypes.Array

@c.record
class struct_io_uring_buf_ring___empty_bufs(c.Struct):
  SIZE = 0

@c.record
class struct_io_uring_buf_reg(c.Struct):
  SIZE = 40
  ring_addr: int
  ring_entries: int
  bgid: int
  pad: int
  resv: ctypes.Array

@c.record
class struct_io_uring_getevents_arg(c.Struct):
  SIZE = 24
  sigmask: int
  sigmask_sz: int
  pad: int
  ts: int

@c.record
class struct_io_uring_sync_cancel_reg(c.Struct):
  SIZE = 64
  addr: int
  fd: int
  flags: int
  timeout: struct___kernel_timespec
  pad: ctypes.Array

@c.record
class struct___kernel_timespec(c.Struct):
  SIZE = 16
  tv_sec: int
  tv_nsec: int

@c.record
class struct_io_uring_file_index_range(c.Struct):
  SIZE = 16
  off: int
  len: int
  resv: int

@c.record
class struct_io_uring_recvmsg_out(c.Struct):
  SIZE = 16
  namelen: int
  controllen: int
  payloadlen: int
  flags: int

@c.record
class struct_io_uring_sq(c.Struct):
  SIZE = 104
  khead: ctypes._Pointer
  ktail: ctypes._Pointer
  kring_mask: ctypes._Pointer
  kring_entries: ctypes._Pointer
  kflags: ctypes._Pointer
  kdropped: ctypes._Pointer
  array: ctypes._Pointer
  sqes: ctypes._Pointer
  sqe_head: int
  sqe_tail: int
  ring_sz: int
  ring_ptr: int | None
  ring_mask: int
  ring_entries: int
  pad: ctypes.Array

@c.record
class struct_io_uring_cq(c.Struct):
  SIZE = 88
  khead: ctypes._Pointer
  ktail: ctypes._Pointer
  kring_mask: ctypes._Pointer
  kring_entries: ctypes._Pointer
  kflags: ctypes._Pointer
  koverflow: ctypes._Pointer
  cqes: ctypes._Pointer
  ring_sz: int
  ring_ptr: int | None
  ring_mask: int
  ring_entries: int
  pad: ctypes.Array

@c.record
class struct_io_uring(c.Struct):
  SIZE = 216
  sq: struct_io_uring_sq
  cq: struct_io_uring_cq
  flags: int
  ring_fd: int
  features: int
  enter_ring_fd: int
  int_flags: int
  pad: ctypes.Array
  pad2: int

@c.record
class __sigset_t(c.Struct):
  SIZE = 128
  __val: ctypes.Array

@c.record
class struct_iovec(c.Struct):
  SIZE = 16
  iov_base: int | None
  iov_len: int

@c.record
class cpu_set_t(c.Struct):
  SIZE = 128
  __bits: ctypes.Array

@c.record
class struct_statx(c.Struct):
  SIZE = 256
  stx_mask: int
  stx_blksize: int
  stx_attributes: int
  stx_nlink: int
  stx_uid: int
  stx_gid: int
  stx_mode: int
  __spare0: ctypes.Array
  stx_ino: int
  stx_size: int
  stx_blocks: int
  stx_attributes_mask: int
  stx_atime: struct_statx_timestamp
  stx_btime: struct_statx_timestamp
  stx_ctime: struct_statx_timestamp
  stx_mtime: struct_statx_timestamp
  stx_rdev_major: int
  stx_rdev_minor: int
  stx_dev_major: int
  stx_dev_minor: int
  stx_mnt_id: int
  stx_dio_mem_align: int
  stx_dio_offset_align: int
  __spare3: ctypes.Array

@c.record
class struct_statx_timestamp(c.Struct):
  SIZE = 16
  tv_sec: int
  tv_nsec: int
  __reserved: int

@c.record
class struct_epoll_event(c.Struct):
  SIZE = 0

_anonenum0: dict[int, str] = {(IOSQE_FIXED_FILE_BIT := 0): 'IOSQE_FIXED_FILE_BIT', (IOSQE_IO_DRAIN_BIT := 1): 'IOSQE_IO_DRAIN_BIT', (IOSQE_IO_LINK_BIT := 2): 'IOSQE_IO_LINK_BIT', (IOSQE_IO_HARDLINK_BIT := 3): 'IOSQE_IO_HARDLINK_BIT', (IOSQE_ASYNC_BIT := 4): 'IOSQE_ASYNC_BIT', (IOSQE_BUFFER_SELECT_BIT := 5): 'IOSQE_BUFFER_SELECT_BIT', (IOSQE_CQE_SKIP_SUCCESS_BIT := 6): 'IOSQE_CQE_SKIP_SUCCESS_BIT'}
enum_io_uring_op: dict[int, str] = {(IORING_OP_NOP := 0): 'IORING_OP_NOP', (IORING_OP_READV := 1): 'IORING_OP_READV', (IORING_OP_WRITEV := 2): 'IORING_OP_WRITEV', (IORING_OP_FSYNC := 3): 'IORING_OP_FSYNC', (IORING_OP_READ_FIXED := 4): 'IORING_OP_READ_FIXED', (IORING_OP_WRITE_FIXED := 5): 'IORING_OP_WRITE_FIXED', (IORING_OP_POLL_ADD := 6): 'IORING_OP_POLL_ADD', (IORING_OP_POLL_REMOVE := 7): 'IORING_OP_POLL_REMOVE', (IORING_OP_SYNC_FILE_RANGE := 8): 'IORING_OP_SYNC_FILE_RANGE', (IORING_OP_SENDMSG := 9): 'IORING_OP_SENDMSG', (IORING_OP_RECVMSG := 10): 'IORING_OP_RECVMSG', (IORING_OP_TIMEOUT := 11): 'IORING_OP_TIMEOUT', (IORING_OP_TIMEOUT_REMOVE := 12): 'IORING_OP_TIMEOUT_REMOVE', (IORING_OP_ACCEPT := 13): 'IORING_OP_ACCEPT', (IORING_OP_ASYNC_CANCEL := 14): 'IORING_OP_ASYNC_CANCEL', (IORING_OP_LINK_TIMEOUT := 15): 'IORING_OP_LINK_TIMEOUT', (IORING_OP_CONNECT := 16): 'IORING_OP_CONNECT', (IORING_OP_FALLOCATE := 17): 'IORING_OP_FALLOCATE', (IORING_OP_OPENAT := 18): 'IORING_OP_OPENAT', (IORING_OP_CLOSE := 19): 'IORING_OP_CLOSE', (IORING_OP_FILES_UPDATE := 20): 'IORING_OP_FILES_UPDATE', (IORING_OP_STATX := 21): 'IORING_OP_STATX', (IORING_OP_READ := 22): 'IORING_OP_READ', (IORING_OP_WRITE := 23): 'IORING_OP_WRITE', (IORING_OP_FADVISE := 24): 'IORING_OP_FADVISE', (IORING_OP_MADVISE := 25): 'IORING_OP_MADVISE', (IORING_OP_SEND := 26): 'IORING_OP_SEND', (IORING_OP_RECV := 27): 'IORING_OP_RECV', (IORING_OP_OPENAT2 := 28): 'IORING_OP_OPENAT2', (IORING_OP_EPOLL_CTL := 29): 'IORING_OP_EPOLL_CTL', (IORING_OP_SPLICE := 30): 'IORING_OP_SPLICE', (IORING_OP_PROVIDE_BUFFERS := 31): 'IORING_OP_PROVIDE_BUFFERS', (IORING_OP_REMOVE_BUFFERS := 32): 'IORING_OP_REMOVE_BUFFERS', (IORING_OP_TEE := 33): 'IORING_OP_TEE', (IORING_OP_SHUTDOWN := 34): 'IORING_OP_SHUTDOWN', (IORING_OP_RENAMEAT := 35): 'IORING_OP_RENAMEAT', (IORING_OP_UNLINKAT := 36): 'IORING_OP_UNLINKAT', (IORING_OP_MKDIRAT := 37): 'IORING_OP_MKDIRAT', (IORING_OP_SYMLINKAT := 38): 'IORING_OP_SYMLINKAT', (IORING_OP_LINKAT := 39): 'IORING_OP_LINKAT', (IORING_OP_MSG_RING := 40): 'IORING_OP_MSG_RING', (IORING_OP_FSETXATTR := 41): 'IORING_OP_FSETXATTR', (IORING_OP_SETXATTR := 42): 'IORING_OP_SETXATTR', (IORING_OP_FGETXATTR := 43): 'IORING_OP_FGETXATTR', (IORING_OP_GETXATTR := 44): 'IORING_OP_GETXATTR', (IORING_OP_SOCKET := 45): 'IORING_OP_SOCKET', (IORING_OP_URING_CMD := 46): 'IORING_OP_URING_CMD', (IORING_OP_SEND_ZC := 47): 'IORING_OP_SEND_ZC', (IORING_OP_SENDMSG_ZC := 48): 'IORING_OP_SENDMSG_ZC', (IORING_OP_LAST := 49): 'IORING_OP_LAST'}
_anonenum1: dict[int, str] = {(IORING_MSG_DATA := 0): 'IORING_MSG_DATA', (IORING_MSG_SEND_FD := 1): 'IORING_MSG_SEND_FD'}
_anonenum2: dict[int, str] = {(IORING_CQE_BUFFER_SHIFT := 16): 'IORING_CQE_BUFFER_SHIFT'}
_anonenum3: dict[int, str] = {(IORING_REGISTER_BUFFERS := 0): 'IORING_REGISTER_BUFFERS', (IORING_UNREGISTER_BUFFERS := 1): 'IORING_UNREGISTER_BUFFERS', (IORING_REGISTER_FILES := 2): 'IORING_REGISTER_FILES', (IORING_UNREGISTER_FILES := 3): 'IORING_UNREGISTER_FILES', (IORING_REGISTER_EVENTFD := 4): 'IORING_REGISTER_EVENTFD', (IORING_UNREGISTER_EVENTFD := 5): 'IORING_UNREGISTER_EVENTFD', (IORING_REGISTER_FILES_UPDATE := 6): 'IORING_REGISTER_FILES_UPDATE', (IORING_REGISTER_EVENTFD_ASYNC := 7): 'IORING_REGISTER_EVENTFD_ASYNC', (IORING_REGISTER_PROBE := 8): 'IORING_REGISTER_PROBE', (IORING_REGISTER_PERSONALITY := 9): 'IORING_REGISTER_PERSONALITY', (IORING_UNREGISTER_PERSONALITY := 10): 'IORING_UNREGISTER_PERSONALITY', (IORING_REGISTER_RESTRICTIONS := 11): 'IORING_REGISTER_RESTRICTIONS', (IORING_REGISTER_ENABLE_RINGS := 12): 'IORING_REGISTER_ENABLE_RINGS', (IORING_REGISTER_FILES2 := 13): 'IORING_REGISTER_FILES2', (IORING_REGISTER_FILES_UPDATE2 := 14): 'IORING_REGISTER_FILES_UPDATE2', (IORING_REGISTER_BUFFERS2 := 15): 'IORING_REGISTER_BUFFERS2', (IORING_REGISTER_BUFFERS_UPDATE := 16): 'IORING_REGISTER_BUFFERS_UPDATE', (IORING_REGISTER_IOWQ_AFF := 17): 'IORING_REGISTER_IOWQ_AFF', (IORING_UNREGISTER_IOWQ_AFF := 18): 'IORING_UNREGISTER_IOWQ_AFF', (IORING_REGISTER_IOWQ_MAX_WORKERS := 19): 'IORING_REGISTER_IOWQ_MAX_WORKERS', (IORING_REGISTER_RING_FDS := 20): 'IORING_REGISTER_RING_FDS', (IORING_UNREGISTER_RING_FDS := 21): 'IORING_UNREGISTER_RING_FDS', (IORING_REGISTER_PBUF_RING := 22): 'IORING_REGISTER_PBUF_RING', (IORING_UNREGISTER_PBUF_RING := 23): 'IORING_UNREGISTER_PBUF_RING', (IORING_REGISTER_SYNC_CANCEL := 24): 'IORING_REGISTER_SYNC_CANCEL', (IORING_REGISTER_FILE_ALLOC_RANGE := 25): 'IORING_REGISTER_FILE_ALLOC_RANGE', (IORING_REGISTER_LAST := 26): 'IORING_REGISTER_LAST'}
_anonenum4: dict[int, str] = {(IO_WQ_BOUND := 0): 'IO_WQ_BOUND', (IO_WQ_UNBOUND := 1): 'IO_WQ_UNBOUND'}
_anonenum5: dict[int, str] = {(IORING_RESTRICTION_REGISTER_OP := 0): 'IORING_RESTRICTION_REGISTER_OP', (IORING_RESTRICTION_SQE_OP := 1): 'IORING_RESTRICTION_SQE_OP', (IORING_RESTRICTION_SQE_FLAGS_ALLOWED := 2): 'IORING_RESTRICTION_SQE_FLAGS_ALLOWED', (IORING_RESTRICTION_SQE_FLAGS_REQUIRED := 3): 'IORING_RESTRICTION_SQE_FLAGS_REQUIRED', (IORING_RESTRICTION_LAST := 4): 'IORING_RESTRICTION_LAST'}
struct_io_uring_sqe.register_fields([
  ('opcode', ctypes.c_ubyte, 0),
  ('flags', ctypes.c_ubyte, 1),
  ('ioprio', ctypes.c_uint16, 2),
  ('fd', ctypes.c_int32, 4),
  ('off', ctypes.c_uint64, 8),
  ('addr2', ctypes.c_uint64, 8),
  ('cmd_op', ctypes.c_uint32, 8),
  ('__pad1', ctypes.c_uint32, 12),
  ('addr', ctypes.c_uint64, 16),
  ('splice_off_in', ctypes.c_uint64, 16),
  ('len', ctypes.c_uint32, 24),
  ('rw_flags', ctypes.c_uint32, 28),
  ('fsync_flags', ctypes.c_uint32, 28),
  ('poll_events', ctypes.c_uint16, 28),
  ('poll32_events', ctypes.c_uint32, 28),
  ('sync_range_flags', ctypes.c_uint32, 28),
  ('msg_flags', ctypes.c_uint32, 28),
  ('timeout_flags', ctypes.c_uint32, 28),
  ('accept_flags', ctypes.c_uint32, 28),
  ('cancel_flags', ctypes.c_uint32, 28),
  ('open_flags', ctypes.c_uint32, 28),
  ('statx_flags', ctypes.c_uint32, 28),
  ('fadvise_advice', ctypes.c_uint32, 28),
  ('splice_flags', ctypes.c_uint32, 28),
  ('rename_flags', ctypes.c_uint32, 28),
  ('unlink_flags', ctypes.c_uint32, 28),
  ('hardlink_flags', ctypes.c_uint32, 28),
  ('xattr_flags', ctypes.c_uint32, 28),
  ('msg_ring_flags', ctypes.c_uint32, 28),
  ('uring_cmd_flags', ctypes.c_uint32, 28),
  ('user_data', ctypes.c_uint64, 32),
  ('buf_index', ctypes.c_uint16, 40),
  ('buf_group', ctypes.c_uint16, 40),
  ('personality', ctypes.c_uint16, 42),
  ('splice_fd_in', ctypes.c_int32, 44),
  ('file_index', ctypes.c_uint32, 44),
  ('addr_len', ctypes.c_uint16, 44),
  ('__pad3', (ctypes.c_uint16 * 1), 46),
  ('addr3', ctypes.c_uint64, 48),
  ('__pad2', (ctypes.c_uint64 * 1), 56),
  ('cmd', (ctypes.c_ubyte * 0), 48),
])
struct_io_uring_cqe.register_fields([
  ('user_data', ctypes.c_uint64, 0),
  ('res', ctypes.c_int32, 8),
  ('flags', ctypes.c_uint32, 12),
  ('big_cqe', (ctypes.c_uint64 * 0), 16),
])
struct_io_sqring_offsets.register_fields([
  ('head', ctypes.c_uint32, 0),
  ('tail', ctypes.c_uint32, 4),
  ('ring_mask', ctypes.c_uint32, 8),
  ('ring_entries', ctypes.c_uint32, 12),
  ('flags', ctypes.c_uint32, 16),
  ('dropped', ctypes.c_uint32, 20),
  ('array', ctypes.c_uint32, 24),
  ('resv1', ctypes.c_uint32, 28),
  ('resv2', ctypes.c_uint64, 32),
])
struct_io_cqring_offsets.register_fields([
  ('head', ctypes.c_uint32, 0),
  ('tail', ctypes.c_uint32, 4),
  ('ring_mask', ctypes.c_uint32, 8),
  ('ring_entries', ctypes.c_uint32, 12),
  ('overflow', ctypes.c_uint32, 16),
  ('cqes', ctypes.c_uint32, 20),
  ('flags', ctypes.c_uint32, 24),
  ('resv1', ctypes.c_uint32, 28),
  ('resv2', ctypes.c_uint64, 32),
])
struct_io_uring_params.register_fields([
  ('sq_entries', ctypes.c_uint32, 0),
  ('cq_entries', ctypes.c_uint32, 4),
  ('flags', ctypes.c_uint32, 8),
  ('sq_thread_cpu', ctypes.c_uint32, 12),
  ('sq_thread_idle', ctypes.c_uint32, 16),
  ('features', ctypes.c_uint32, 20),
  ('wq_fd', ctypes.c_uint32, 24),
  ('resv', (ctypes.c_uint32 * 3), 28),
  ('sq_off', struct_io_sqring_offsets, 40),
  ('cq_off', struct_io_cqring_offsets, 80),
])
struct_io_uring_files_update.register_fields([
  ('offset', ctypes.c_uint32, 0),
  ('resv', ctypes.c_uint32, 4),
  ('fds', ctypes.c_uint64, 8),
])
struct_io_uring_rsrc_register.register_fields([
  ('nr', ctypes.c_uint32, 0),
  ('flags', ctypes.c_uint32, 4),
  ('resv2', ctypes.c_uint64, 8),
  ('data', ctypes.c_uint64, 16),
  ('tags', ctypes.c_uint64, 24),
])
struct_io_uring_rsrc_update.register_fields([
  ('offset', ctypes.c_uint32, 0),
  ('resv', ctypes.c_uint32, 4),
  ('data', ctypes.c_uint64, 8),
])
struct_io_uring_rsrc_update2.register_fields([
  ('offset', ctypes.c_uint32, 0),
  ('resv', ctypes.c_uint32, 4),
  ('data', ctypes.c_uint64, 8),
  ('tags', ctypes.c_uint64, 16),
  ('nr', ctypes.c_uint32, 24),
  ('resv2', ctypes.c_uint32, 28),
])
struct_io_uring_notification_slot.register_fields([
  ('tag', ctypes.c_uint64, 0),
  ('resv', (ctypes.c_uint64 * 3), 8),
])
struct_io_uring_notification_register.register_fields([
  ('nr_slots', ctypes.c_uint32, 0),
  ('resv', ctypes.c_uint32, 4),
  ('resv2', ctypes.c_uint64, 8),
  ('data', ctypes.c_uint64, 16),
  ('resv3', ctypes.c_uint64, 24),
])
struct_io_uring_probe_op.register_fields([
  ('op', ctypes.c_ubyte, 0),
  ('resv', ctypes.c_ubyte, 1),
  ('flags', ctypes.c_uint16, 2),
  ('resv2', ctypes.c_uint32, 4),
])
struct_io_uring_probe.register_fields([
  ('last_op', ctypes.c_ubyte, 0),
  ('ops_len', ctypes.c_ubyte, 1),
  ('resv', ctypes.c_uint16, 2),
  ('resv2', (ctypes.c_uint32 * 3), 4),
  ('ops', (struct_io_uring_probe_op * 0), 16),
])
struct_io_uring_restriction.register_fields([
  ('opcode', ctypes.c_uint16, 0),
  ('register_op', ctypes.c_ubyte, 2),
  ('sqe_op', ctypes.c_ubyte, 2),
  ('sqe_flags', ctypes.c_ubyte, 2),
  ('resv', ctypes.c_ubyte, 3),
  ('resv2', (ctypes.c_uint32 * 3), 4),
])
struct_io_uring_buf.register_fields([
  ('addr', ctypes.c_uint64, 0),
  ('len', ctypes.c_uint32, 8),
  ('bid', ctypes.c_uint16, 12),
  ('resv', ctypes.c_uint16, 14),
])
struct_io_uring_buf_ring.register_fields([
  ('resv1', ctypes.c_uint64, 0),
  ('resv2', ctypes.c_uint32, 8),
  ('resv3', ctypes.c_uint16, 12),
  ('tail', ctypes.c_uint16, 14),
  ('__empty_bufs', struct_io_uring_buf_ring___empty_bufs, 0),
  ('bufs', (struct_io_uring_buf * 0), 0),
])
struct_io_uring_buf_reg.register_fields([
  ('ring_addr', ctypes.c_uint64, 0),
  ('ring_entries', ctypes.c_uint32, 8),
  ('bgid', ctypes.c_uint16, 12),
  ('pad', ctypes.c_uint16, 14),
  ('resv', (ctypes.c_uint64 * 3), 16),
])
struct_io_uring_getevents_arg.register_fields([
  ('sigmask', ctypes.c_uint64, 0),
  ('sigmask_sz', ctypes.c_uint32, 8),
  ('pad', ctypes.c_uint32, 12),
  ('ts', ctypes.c_uint64, 16),
])
struct_io_uring_sync_cancel_reg.register_fields([
  ('addr', ctypes.c_uint64, 0),
  ('fd', ctypes.c_int32, 8),
  ('flags', ctypes.c_uint32, 12),
  ('timeout', struct___kernel_timespec, 16),
  ('pad', (ctypes.c_uint64 * 4), 32),
])
struct___kernel_timespec.register_fields([
  ('tv_sec', ctypes.c_int64, 0),
  ('tv_nsec', ctypes.c_int64, 8),
])
struct_io_uring_file_index_range.register_fields([
  ('off', ctypes.c_uint32, 0),
  ('len', ctypes.c_uint32, 4),
  ('resv', ctypes.c_uint64, 8),
])
struct_io_uring_recvmsg_out.register_fields([
  ('namelen', ctypes.c_uint32, 0),
  ('controllen', ctypes.c_uint32, 4),
  ('payloadlen', ctypes.c_uint32, 8),
  ('flags', ctypes.c_uint32, 12),
])
struct_io_uring_sq.register_fields([
  ('khead', ctypes.POINTER(ctypes.c_uint32), 0),
  ('ktail', ctypes.POINTER(ctypes.c_uint32), 8),
  ('kring_mask', ctypes.POINTER(ctypes.c_uint32), 16),
  ('kring_entries', ctypes.POINTER(ctypes.c_uint32), 24),
  ('kflags', ctypes.POINTER(ctypes.c_uint32), 32),
  ('kdropped', ctypes.POINTER(ctypes.c_uint32), 40),
  ('array', ctypes.POINTER(ctypes.c_uint32), 48),
  ('sqes', ctypes.POINTER(struct_io_uring_sqe), 56),
  ('sqe_head', ctypes.c_uint32, 64),
  ('sqe_tail', ctypes.c_uint32, 68),
  ('ring_sz', ctypes.c_uint64, 72),
  ('ring_ptr', ctypes.c_void_p, 80),
  ('ring_mask', ctypes.c_uint32, 88),
  ('ring_entries', ctypes.c_uint32, 92),
  ('pad', (ctypes.c_uint32 * 2), 96),
])
struct_io_uring_cq.register_fields([
  ('khead', ctypes.POINTER(ctypes.c_uint32), 0),
  ('ktail', ctypes.POINTER(ctypes.c_uint32), 8),
  ('kring_mask', ctypes.POINTER(ctypes.c_uint32), 16),
  ('kring_entries', ctypes.POINTER(ctypes.c_uint32), 24),
  ('kflags', ctypes.POINTER(ctypes.c_uint32), 32),
  ('koverflow', ctypes.POINTER(ctypes.c_uint32), 40),
  ('cqes', ctypes.POINTER(struct_io_uring_cqe), 48),
  ('ring_sz', ctypes.c_uint64, 56),
  ('ring_ptr', ctypes.c_void_p, 64),
  ('ring_mask', ctypes.c_uint32, 72),
  ('ring_entries', ctypes.c_uint32, 76),
  ('pad', (ctypes.c_uint32 * 2), 80),
])
struct_io_uring.register_fields([
  ('sq', struct_io_uring_sq, 0),
  ('cq', struct_io_uring_cq, 104),
  ('flags', ctypes.c_uint32, 192),
  ('ring_fd', ctypes.c_int32, 196),
  ('features', ctypes.c_uint32, 200),
  ('enter_ring_fd', ctypes.c_int32, 204),
  ('int_flags', ctypes.c_ubyte, 208),
  ('pad', (ctypes.c_ubyte * 3), 209),
  ('pad2', ctypes.c_uint32, 212),
])
__sigset_t.register_fields([
  ('__val', (ctypes.c_uint64 * 16), 0),
])
struct_iovec.register_fields([
  ('iov_base', ctypes.c_void_p, 0),
  ('iov_len', ctypes.c_uint64, 8),
])
cpu_set_t.register_fields([
  ('__bits', (ctypes.c_uint64 * 16), 0),
])
struct_statx.register_fields([
  ('stx_mask', ctypes.c_uint32, 0),
  ('stx_blksize', ctypes.c_uint32, 4),
  ('stx_attributes', ctypes.c_uint64, 8),
  ('stx_nlink', ctypes.c_uint32, 16),
  ('stx_uid', ctypes.c_uint32, 20),
  ('stx_gid', ctypes.c_uint32, 24),
  ('stx_mode', ctypes.c_uint16, 28),
  ('__spare0', (ctypes.c_uint16 * 1), 30),
  ('stx_ino', ctypes.c_uint64, 32),
  ('stx_size', ctypes.c_uint64, 40),
  ('stx_blocks', ctypes.c_uint64, 48),
  ('stx_attributes_mask', ctypes.c_uint64, 56),
  ('stx_atime', struct_statx_timestamp, 64),
  ('stx_btime', struct_statx_timestamp, 80),
  ('stx_ctime', struct_statx_timestamp, 96),
  ('stx_mtime', struct_statx_timestamp, 112),
  ('stx_rdev_major', ctypes.c_uint32, 128),
  ('stx_rdev_minor', ctypes.c_uint32, 132),
  ('stx_dev_major', ctypes.c_uint32, 136),
  ('stx_dev_minor', ctypes.c_uint32, 140),
  ('stx_mnt_id', ctypes.c_uint64, 144),
  ('stx_dio_mem_align', ctypes.c_uint32, 152),
  ('stx_dio_offset_align', ctypes.c_uint32, 156),
  ('__spare3', (ctypes.c_uint64 * 12), 160),
])
struct_statx_timestamp.register_fields([
  ('tv_sec', ctypes.c_int64, 0),
  ('tv_nsec', ctypes.c_uint32, 8),
  ('__reserved', ctypes.c_int32, 12),
])

@dll.bind(ctypes.POINTER(struct_io_uring_probe), ctypes.POINTER(struct_io_uring))
def io_uring_get_probe_ring(ring: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(ctypes.POINTER(struct_io_uring_probe))
def io_uring_get_probe() -> ctypes._Pointer: ...

@dll.bind(None, ctypes.POINTER(struct_io_uring_probe))
def io_uring_free_probe(probe: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.c_uint32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(struct_io_uring_params))
def io_uring_queue_init_params(entries: int, ring: ctypes._Pointer, p: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.c_uint32, ctypes.POINTER(struct_io_uring), ctypes.c_uint32)
def io_uring_queue_init(entries: int, ring: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.c_int32, ctypes.POINTER(struct_io_uring_params), ctypes.POINTER(struct_io_uring))
def io_uring_queue_mmap(fd: int, p: ctypes._Pointer, ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_ring_dontfork(ring: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(struct_io_uring))
def io_uring_queue_exit(ring: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(ctypes.POINTER(struct_io_uring_cqe)), ctypes.c_uint32)
def io_uring_peek_batch_cqe(ring: ctypes._Pointer, cqes: ctypes._Pointer, count: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(ctypes.POINTER(struct_io_uring_cqe)), ctypes.c_uint32, ctypes.POINTER(struct___kernel_timespec), ctypes.POINTER(__sigset_t))
def io_uring_wait_cqes(ring: ctypes._Pointer, cqe_ptr: ctypes._Pointer, wait_nr: int, ts: ctypes._Pointer, sigmask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(ctypes.POINTER(struct_io_uring_cqe)), ctypes.POINTER(struct___kernel_timespec))
def io_uring_wait_cqe_timeout(ring: ctypes._Pointer, cqe_ptr: ctypes._Pointer, ts: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_submit(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_uint32)
def io_uring_submit_and_wait(ring: ctypes._Pointer, wait_nr: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(ctypes.POINTER(struct_io_uring_cqe)), ctypes.c_uint32, ctypes.POINTER(struct___kernel_timespec), ctypes.POINTER(__sigset_t))
def io_uring_submit_and_wait_timeout(ring: ctypes._Pointer, cqe_ptr: ctypes._Pointer, wait_nr: int, ts: ctypes._Pointer, sigmask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(struct_iovec), ctypes.c_uint32)
def io_uring_register_buffers(ring: ctypes._Pointer, iovecs: ctypes._Pointer, nr_iovecs: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(struct_iovec), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint32)
def io_uring_register_buffers_tags(ring: ctypes._Pointer, iovecs: ctypes._Pointer, tags: ctypes._Pointer, nr: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_uint32)
def io_uring_register_buffers_sparse(ring: ctypes._Pointer, nr: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_uint32, ctypes.POINTER(struct_iovec), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint32)
def io_uring_register_buffers_update_tag(ring: ctypes._Pointer, off: int, iovecs: ctypes._Pointer, tags: ctypes._Pointer, nr: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_unregister_buffers(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32)
def io_uring_register_files(ring: ctypes._Pointer, files: ctypes._Pointer, nr_files: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint32)
def io_uring_register_files_tags(ring: ctypes._Pointer, files: ctypes._Pointer, tags: ctypes._Pointer, nr: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_uint32)
def io_uring_register_files_sparse(ring: ctypes._Pointer, nr: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_uint64), ctypes.c_uint32)
def io_uring_register_files_update_tag(ring: ctypes._Pointer, off: int, files: ctypes._Pointer, tags: ctypes._Pointer, nr_files: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_unregister_files(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_uint32, ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32)
def io_uring_register_files_update(ring: ctypes._Pointer, off: int, files: ctypes._Pointer, nr_files: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_int32)
def io_uring_register_eventfd(ring: ctypes._Pointer, fd: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_int32)
def io_uring_register_eventfd_async(ring: ctypes._Pointer, fd: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_unregister_eventfd(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(struct_io_uring_probe), ctypes.c_uint32)
def io_uring_register_probe(ring: ctypes._Pointer, p: ctypes._Pointer, nr: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_register_personality(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_int32)
def io_uring_unregister_personality(ring: ctypes._Pointer, id: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(struct_io_uring_restriction), ctypes.c_uint32)
def io_uring_register_restrictions(ring: ctypes._Pointer, res: ctypes._Pointer, nr_res: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_enable_rings(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def __io_uring_sqring_wait(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_uint64, ctypes.POINTER(cpu_set_t))
def io_uring_register_iowq_aff(ring: ctypes._Pointer, cpusz: int, mask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_unregister_iowq_aff(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(ctypes.c_uint32))
def io_uring_register_iowq_max_workers(ring: ctypes._Pointer, values: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_register_ring_fd(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_unregister_ring_fd(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(struct_io_uring_buf_reg), ctypes.c_uint32)
def io_uring_register_buf_ring(ring: ctypes._Pointer, reg: ctypes._Pointer, flags: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_int32)
def io_uring_unregister_buf_ring(ring: ctypes._Pointer, bgid: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(struct_io_uring_sync_cancel_reg))
def io_uring_register_sync_cancel(ring: ctypes._Pointer, reg: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.c_uint32, ctypes.c_uint32)
def io_uring_register_file_alloc_range(ring: ctypes._Pointer, off: int, len: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_get_events(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring))
def io_uring_submit_and_get_events(ring: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(__sigset_t))
def io_uring_enter(fd: int, to_submit: int, min_complete: int, flags: int, sig: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(__sigset_t), ctypes.c_uint64)
def io_uring_enter2(fd: int, to_submit: int, min_complete: int, flags: int, sig: ctypes._Pointer, sz: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.c_uint32, ctypes.POINTER(struct_io_uring_params))
def io_uring_setup(entries: int, p: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint32)
def io_uring_register(fd: int, opcode: int, arg: int | None, nr_args: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_io_uring), ctypes.POINTER(ctypes.POINTER(struct_io_uring_cqe)), ctypes.c_uint32, ctypes.c_uint32, ctypes.POINTER(__sigset_t))
def __io_uring_get_cqe(ring: ctypes._Pointer, cqe_ptr: ctypes._Pointer, submit: int, wait_nr: int, sigmask: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int64, ctypes.c_uint32, ctypes.c_uint32)
def io_uring_mlock_size(entries: int, flags: int) -> int: ...

@dll.bind(ctypes.c_int64, ctypes.c_uint32, ctypes.POINTER(struct_io_uring_params))
def io_uring_mlock_size_params(entries: int, p: ctypes._Pointer) -> int: ...

IORING_FILE_INDEX_ALLOC = 4294967295
IOSQE_FIXED_FILE = ((1 << IOSQE_FIXED_FILE_BIT))
IOSQE_IO_DRAIN = ((1 << IOSQE_IO_DRAIN_BIT))
IOSQE_IO_LINK = ((1 << IOSQE_IO_LINK_BIT))
IOSQE_IO_HARDLINK = ((1 << IOSQE_IO_HARDLINK_BIT))
IOSQE_ASYNC = ((1 << IOSQE_ASYNC_BIT))
IOSQE_BUFFER_SELECT = ((1 << IOSQE_BUFFER_SELECT_BIT))
IOSQE_CQE_SKIP_SUCCESS = ((1 << IOSQE_CQE_SKIP_SUCCESS_BIT))
IORING_SETUP_IOPOLL = ((1 << 0))
IORING_SETUP_SQPOLL = ((1 << 1))
IORING_SETUP_SQ_AFF = ((1 << 2))
IORING_SETUP_CQSIZE = ((1 << 3))
IORING_SETUP_CLAMP = ((1 << 4))
IORING_SETUP_ATTACH_WQ = ((1 << 5))
IORING_SETUP_R_DISABLED = ((1 << 6))
IORING_SETUP_SUBMIT_ALL = ((1 << 7))
IORING_SETUP_COOP_TASKRUN = ((1 << 8))
IORING_SETUP_TASKRUN_FLAG = ((1 << 9))
IORING_SETUP_SQE128 = ((1 << 10))
IORING_SETUP_CQE32 = ((1 << 11))
IORING_SETUP_SINGLE_ISSUER = ((1 << 12))
IORING_SETUP_DEFER_TASKRUN = ((1 << 13))
IORING_URING_CMD_FIXED = ((1 << 0))
IORING_FSYNC_DATASYNC = ((1 << 0))
IORING_TIMEOUT_ABS = ((1 << 0))
IORING_TIMEOUT_UPDATE = ((1 << 1))
IORING_TIMEOUT_BOOTTIME = ((1 << 2))
IORING_TIMEOUT_REALTIME = ((1 << 3))
IORING_LINK_TIMEOUT_UPDATE = ((1 << 4))
IORING_TIMEOUT_ETIME_SUCCESS = ((1 << 5))
IORING_TIMEOUT_CLOCK_MASK = ((IORING_TIMEOUT_BOOTTIME | IORING_TIMEOUT_REALTIME))
IORING_TIMEOUT_UPDATE_MASK = ((IORING_TIMEOUT_UPDATE | IORING_LINK_TIMEOUT_UPDATE))
SPLICE_F_FD_IN_FIXED = ((1 << 31))
IORING_POLL_ADD_MULTI = ((1 << 0))
IORING_POLL_UPDATE_EVENTS = ((1 << 1))
IORING_POLL_UPDATE_USER_DATA = ((1 << 2))
IORING_POLL_ADD_LEVEL = ((1 << 3))
IORING_ASYNC_CANCEL_ALL = ((1 << 0))
IORING_ASYNC_CANCEL_FD = ((1 << 1))
IORING_ASYNC_CANCEL_ANY = ((1 << 2))
IORING_ASYNC_CANCEL_FD_FIXED = ((1 << 3))
IORING_ASYNC_CANCEL_USERDATA = ((1 << 4))
IORING_ASYNC_CANCEL_OP = ((1 << 5))
IORING_RECVSEND_POLL_FIRST = ((1 << 0))
IORING_RECV_MULTISHOT = ((1 << 1))
IORING_RECVSEND_FIXED_BUF = ((1 << 2))
IORING_SEND_ZC_REPORT_USAGE = ((1 << 3))
IORING_NOTIF_USAGE_ZC_COPIED = ((1 << 31))
IORING_ACCEPT_MULTISHOT = ((1 << 0))
IORING_MSG_RING_CQE_SKIP = ((1 << 0))
IORING_CQE_F_BUFFER = ((1 << 0))
IORING_CQE_F_MORE = ((1 << 1))
IORING_CQE_F_SOCK_NONEMPTY = ((1 << 2))
IORING_CQE_F_NOTIF = ((1 << 3))
IORING_OFF_SQ_RING = 0
IORING_OFF_CQ_RING = 0x8000000
IORING_OFF_SQES = 0x10000000
IORING_OFF_MMAP_MASK = 0xf8000000
IORING_SQ_NEED_WAKEUP = ((1 << 0))
IORING_SQ_CQ_OVERFLOW = ((1 << 1))
IORING_SQ_TASKRUN = ((1 << 2))
IORING_CQ_EVENTFD_DISABLED = ((1 << 0))
IORING_ENTER_GETEVENTS = ((1 << 0))
IORING_ENTER_SQ_WAKEUP = ((1 << 1))
IORING_ENTER_SQ_WAIT = ((1 << 2))
IORING_ENTER_EXT_ARG = ((1 << 3))
IORING_ENTER_REGISTERED_RING = ((1 << 4))
IORING_FEAT_SINGLE_MMAP = ((1 << 0))
IORING_FEAT_NODROP = ((1 << 1))
IORING_FEAT_SUBMIT_STABLE = ((1 << 2))
IORING_FEAT_RW_CUR_POS = ((1 << 3))
IORING_FEAT_CUR_PERSONALITY = ((1 << 4))
IORING_FEAT_FAST_POLL = ((1 << 5))
IORING_FEAT_POLL_32BITS = ((1 << 6))
IORING_FEAT_SQPOLL_NONFIXED = ((1 << 7))
IORING_FEAT_EXT_ARG = ((1 << 8))
IORING_FEAT_NATIVE_WORKERS = ((1 << 9))
IORING_FEAT_RSRC_TAGS = ((1 << 10))
IORING_FEAT_CQE_SKIP = ((1 << 11))
IORING_FEAT_LINKED_FILE = ((1 << 12))
IORING_RSRC_REGISTER_SPARSE = ((1 << 0))
IORING_REGISTER_FILES_SKIP = ((-2))
IO_URING_OP_SUPPORTED = ((1 << 0))
_XOPEN_SOURCE = 700
__NR_io_uring_setup = 425
__NR_io_uring_enter = 426
__NR_io_uring_register = 427
LIBURING_UDATA_TIMEOUT = (((-1) & 0xffffffffffffffff))
__NR_read = 0
__NR_write = 1
__NR_open = 2
__NR_close = 3
__NR_stat = 4
__NR_fstat = 5
__NR_lstat = 6
__NR_poll = 7
__NR_lseek = 8
__NR_mmap = 9
__NR_mprotect = 10
__NR_munmap = 11
__NR_brk = 12
__NR_rt_sigaction = 13
__NR_rt_sigprocmask = 14
__NR_rt_sigreturn = 15
__NR_ioctl = 16
__NR_pread64 = 17
__NR_pwrite64 = 18
__NR_readv = 19
__NR_writev = 20
__NR_access = 21
__NR_pipe = 22
__NR_select = 23
__NR_sched_yield = 24
__NR_mremap = 25
__NR_msync = 26
__NR_mincore = 27
__NR_madvise = 28
__NR_shmget = 29
__NR_shmat = 30
__NR_shmctl = 31
__NR_dup = 32
__NR_dup2 = 33
__NR_pause = 34
__NR_nanosleep = 35
__NR_getitimer = 36
__NR_alarm = 37
__NR_setitimer = 38
__NR_getpid = 39
__NR_sendfile = 40
__NR_socket = 41
__NR_connect = 42
__NR_accept = 43
__NR_sendto = 44
__NR_recvfrom = 45
__NR_sendmsg = 46
__NR_recvmsg = 47
__NR_shutdown = 48
__NR_bind = 49
__NR_listen = 50
__NR_getsockname = 51
__NR_getpeername = 52
__NR_socketpair = 53
__NR_setsockopt = 54
__NR_getsockopt = 55
__NR_clone = 56
__NR_fork = 57
__NR_vfork = 58
__NR_execve = 59
__NR_exit = 60
__NR_wait4 = 61
__NR_kill = 62
__NR_uname = 63
__NR_semget = 64
__NR_semop = 65
__NR_semctl = 66
__NR_shmdt = 67
__NR_msgget = 68
__NR_msgsnd = 69
__NR_msgrcv = 70
__NR_msgctl = 71
__NR_fcntl = 72
__NR_flock = 73
__NR_fsync = 74
__NR_fdatasync = 75
__NR_truncate = 76
__NR_ftruncate = 77
__NR_getdents = 78
__NR_getcwd = 79
__NR_chdir = 80
__NR_fchdir = 81
__NR_rename = 82
__NR_mkdir = 83
__NR_rmdir = 84
__NR_creat = 85
__NR_link = 86
__NR_unlink = 87
__NR_symlink = 88
__NR_readlink = 89
__NR_chmod = 90
__NR_fchmod = 91
__NR_chown = 92
__NR_fchown = 93
__NR_lchown = 94
__NR_umask = 95
__NR_gettimeofday = 96
__NR_getrlimit = 97
__NR_getrusage = 98
__NR_sysinfo = 99
__NR_times = 100
__NR_ptrace = 101
__NR_getuid = 102
__NR_syslog = 103
__NR_getgid = 104
__NR_setuid = 105
__NR_setgid = 106
__NR_geteuid = 107
__NR_getegid = 108
__NR_setpgid = 109
__NR_getppid = 110
__NR_getpgrp = 111
__NR_setsid = 112
__NR_setreuid = 113
__NR_setregid = 114
__NR_getgroups = 115
__NR_setgroups = 116
__NR_setresuid = 117
__NR_getresuid = 118
__NR_setresgid = 119
__NR_getresgid = 120
__NR_getpgid = 121
__NR_setfsuid = 122
__NR_setfsgid = 123
__NR_getsid = 124
__NR_capget = 125
__NR_capset = 126
__NR_rt_sigpending = 127
__NR_rt_sigtimedwait = 128
__NR_rt_sigqueueinfo = 129
__NR_rt_sigsuspend = 130
__NR_sigaltstack = 131
__NR_utime = 132
__NR_mknod = 133
__NR_uselib = 134
__NR_personality = 135
__NR_ustat = 136
__NR_statfs = 137
__NR_fstatfs = 138
__NR_sysfs = 139
__NR_getpriority = 140
__NR_setpriority = 141
__NR_sched_setparam = 142
__NR_sched_getparam = 143
__NR_sched_setscheduler = 144
__NR_sched_getscheduler = 145
__NR_sched_get_priority_max = 146
__NR_sched_get_priority_min = 147
__NR_sched_rr_get_interval = 148
__NR_mlock = 149
__NR_munlock = 150
__NR_mlockall = 151
__NR_munlockall = 152
__NR_vhangup = 153
__NR_modify_ldt = 154
__NR_pivot_root = 155
__NR__sysctl = 156
__NR_prctl = 157
__NR_arch_prctl = 158
__NR_adjtimex = 159
__NR_setrlimit = 160
__NR_chroot = 161
__NR_sync = 162
__NR_acct = 163
__NR_settimeofday = 164
__NR_mount = 165
__NR_umount2 = 166
__NR_swapon = 167
__NR_swapoff = 168
__NR_reboot = 169
__NR_sethostname = 170
__NR_setdomainname = 171
__NR_iopl = 172
__NR_ioperm = 173
__NR_create_module = 174
__NR_init_module = 175
__NR_delete_module = 176
__NR_get_kernel_syms = 177
__NR_query_module = 178
__NR_quotactl = 179
__NR_nfsservctl = 180
__NR_getpmsg = 181
__NR_putpmsg = 182
__NR_afs_syscall = 183
__NR_tuxcall = 184
__NR_security = 185
__NR_gettid = 186
__NR_readahead = 187
__NR_setxattr = 188
__NR_lsetxattr = 189
__NR_fsetxattr = 190
__NR_getxattr = 191
__NR_lgetxattr = 192
__NR_fgetxattr = 193
__NR_listxattr = 194
__NR_llistxattr = 195
__NR_flistxattr = 196
__NR_removexattr = 197
__NR_lremovexattr = 198
__NR_fremovexattr = 199
__NR_tkill = 200
__NR_time = 201
__NR_futex = 202
__NR_sched_setaffinity = 203
__NR_sched_getaffinity = 204
__NR_set_thread_area = 205
__NR_io_setup = 206
__NR_io_destroy = 207
__NR_io_getevents = 208
__NR_io_submit = 209
__NR_io_cancel = 210
__NR_get_thread_area = 211
__NR_lookup_dcookie = 212
__NR_epoll_create = 213
__NR_epoll_ctl_old = 214
__NR_epoll_wait_old = 215
__NR_remap_file_pages = 216
__NR_getdents64 = 217
__NR_set_tid_address = 218
__NR_restart_syscall = 219
__NR_semtimedop = 220
__NR_fadvise64 = 221
__NR_timer_create = 222
__NR_timer_settime = 223
__NR_timer_gettime = 224
__NR_timer_getoverrun = 225
__NR_timer_delete = 226
__NR_clock_settime = 227
__NR_clock_gettime = 228
__NR_clock_getres = 229
__NR_clock_nanosleep = 230
__NR_exit_group = 231
__NR_epoll_wait = 232
__NR_epoll_ctl = 233
__NR_tgkill = 234
__NR_utimes = 235
__NR_vserver = 236
__NR_mbind = 237
__NR_set_mempolicy = 238
__NR_get_mempolicy = 239
__NR_mq_open = 240
__NR_mq_unlink = 241
__NR_mq_timedsend = 242
__NR_mq_timedreceive = 243
__NR_mq_notify = 244
__NR_mq_getsetattr = 245
__NR_kexec_load = 246
__NR_waitid = 247
__NR_add_key = 248
__NR_request_key = 249
__NR_keyctl = 250
__NR_ioprio_set = 251
__NR_ioprio_get = 252
__NR_inotify_init = 253
__NR_inotify_add_watch = 254
__NR_inotify_rm_watch = 255
__NR_migrate_pages = 256
__NR_openat = 257
__NR_mkdirat = 258
__NR_mknodat = 259
__NR_fchownat = 260
__NR_futimesat = 261
__NR_newfstatat = 262
__NR_unlinkat = 263
__NR_renameat = 264
__NR_linkat = 265
__NR_symlinkat = 266
__NR_readlinkat = 267
__NR_fchmodat = 268
__NR_faccessat = 269
__NR_pselect6 = 270
__NR_ppoll = 271
__NR_unshare = 272
__NR_set_robust_list = 273
__NR_get_robust_list = 274
__NR_splice = 275
__NR_tee = 276
__NR_sync_file_range = 277
__NR_vmsplice = 278
__NR_move_pages = 279
__NR_utimensat = 280
__NR_epoll_pwait = 281
__NR_signalfd = 282
__NR_timerfd_create = 283
__NR_eventfd = 284
__NR_fallocate = 285
__NR_timerfd_settime = 286
__NR_timerfd_gettime = 287
__NR_accept4 = 288
__NR_signalfd4 = 289
__NR_eventfd2 = 290
__NR_epoll_create1 = 291
__NR_dup3 = 292
__NR_pipe2 = 293
__NR_inotify_init1 = 294
__NR_preadv = 295
__NR_pwritev = 296
__NR_rt_tgsigqueueinfo = 297
__NR_perf_event_open = 298
__NR_recvmmsg = 299
__NR_fanotify_init = 300
__NR_fanotify_mark = 301
__NR_prlimit64 = 302
__NR_name_to_handle_at = 303
__NR_open_by_handle_at = 304
__NR_clock_adjtime = 305
__NR_syncfs = 306
__NR_sendmmsg = 307
__NR_setns = 308
__NR_getcpu = 309
__NR_process_vm_readv = 310
__NR_process_vm_writev = 311
__NR_kcmp = 312
__NR_finit_module = 313
__NR_sched_setattr = 314
__NR_sched_getattr = 315
__NR_renameat2 = 316
__NR_seccomp = 317
__NR_getrandom = 318
__NR_memfd_create = 319
__NR_kexec_file_load = 320
__NR_bpf = 321
__NR_execveat = 322
__NR_userfaultfd = 323
__NR_membarrier = 324
__NR_mlock2 = 325
__NR_copy_file_range = 326
__NR_preadv2 = 327
__NR_pwritev2 = 328
__NR_pkey_mprotect = 329
__NR_pkey_alloc = 330
__NR_pkey_free = 331
__NR_statx = 332
__NR_io_pgetevents = 333
__NR_rseq = 334
__NR_pidfd_send_signal = 424
__NR_open_tree = 428
__NR_move_mount = 429
__NR_fsopen = 430
__NR_fsconfig = 431
__NR_fsmount = 432
__NR_fspick = 433
__NR_pidfd_open = 434
__NR_clone3 = 435
__NR_close_range = 436
__NR_openat2 = 437
__NR_pidfd_getfd = 438
__NR_faccessat2 = 439
__NR_process_madvise = 440
__NR_epoll_pwait2 = 441
__NR_mount_setattr = 442
__NR_quotactl_fd = 443
__NR_landlock_create_ruleset = 444
__NR_landlock_add_rule = 445
__NR_landlock_restrict_self = 446
__NR_memfd_secret = 447
__NR_process_mrelease = 448
__NR_futex_waitv = 449
__NR_set_mempolicy_home_node = 450
