# tg-autogen 0.1.0 generated this from usr:libusb-1.0/libusb.h (inputs sha256 5947f530c030a71a); regenerate with: tg-autogen libusb
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR
dll = c.DLL('usb', ['usb-1.0'])

@c.record
class struct_libusb_device_descriptor(c.Struct):
  SIZE = 18
  bLength: int
  bDescriptorType: int
  bcdUSB: int
  bDeviceClass: int
  bDeviceSubClass: int
  bDeviceProtocol: int
  bMaxPacketSize0: int
  idVendor: int
  idProduct: int
  bcdDevice: int
  iManufacturer: int
  iProduct: int
  iSerialNumber: int
  bNumConfigurations: int

@c.record
class struct_libusb_endpoint_descriptor(c.Struct):
  SIZE = 32
  bLength: int
  bDescriptorType: int
  bEndpointAddress: int
  bmAttributes: int
  wMaxPacketSize: int
  bInterval: int
  bRefresh: int
  bSynchAddress: int
  extra: ctypes._Pointer
  extra_length: int

@c.record
class struct_libusb_interface_descriptor(c.Struct):
  SIZE = 40
  bLength: int
  bDescriptorType: int
  bInterfaceNumber: int
  bAlternateSetting: int
  bNumEndpoints: int
  bInterfaceClass: int
  bInterfaceSubClass: int
  bInterfaceProtocol: int
  iInterface: int
  endpoint: ctypes._Pointer
  extra: ctypes._Pointer
  extra_length: int

@c.record
class struct_libusb_interface(c.Struct):
  SIZE = 16
  altsetting: ctypes._Pointer
  num_altsetting: int

@c.record
class struct_libusb_config_descriptor(c.Struct):
  SIZE = 40
  bLength: int
  bDescriptorType: int
  wTotalLength: int
  bNumInterfaces: int
  bConfigurationValue: int
  iConfiguration: int
  bmAttributes: int
  MaxPower: int
  interface: ctypes._Pointer
  extra: ctypes._Pointer
  extra_length: int

@c.record
class struct_libusb_ss_endpoint_companion_descriptor(c.Struct):
  SIZE = 6
  bLength: int
  bDescriptorType: int
  bMaxBurst: int
  bmAttributes: int
  wBytesPerInterval: int

@c.record
class struct_libusb_bos_dev_capability_descriptor(c.Struct):
  SIZE = 3
  bLength: int
  bDescriptorType: int
  bDevCapabilityType: int
  dev_capability_data: ctypes.Array

@c.record
class struct_libusb_bos_descriptor(c.Struct):
  SIZE = 8
  bLength: int
  bDescriptorType: int
  wTotalLength: int
  bNumDeviceCaps: int
  dev_capability: ctypes.Array

@c.record
class struct_libusb_usb_2_0_extension_descriptor(c.Struct):
  SIZE = 8
  bLength: int
  bDescriptorType: int
  bDevCapabilityType: int
  bmAttributes: int

@c.record
class struct_libusb_ss_usb_device_capability_descriptor(c.Struct):
  SIZE = 10
  bLength: int
  bDescriptorType: int
  bDevCapabilityType: int
  bmAttributes: int
  wSpeedSupported: int
  bFunctionalitySupport: int
  bU1DevExitLat: int
  bU2DevExitLat: int

@c.record
class struct_libusb_container_id_descriptor(c.Struct):
  SIZE = 20
  bLength: int
  bDescriptorType: int
  bDevCapabilityType: int
  bReserved: int
  ContainerID: ctypes.Array

@c.record
class struct_libusb_control_setup(c.Struct):
  SIZE = 8
  bmRequestType: int
  bRequest: int
  wValue: int
  wIndex: int
  wLength: int

@c.record
class struct_libusb_context(c.Struct):
  SIZE = 0

@c.record
class struct_libusb_device(c.Struct):
  SIZE = 0

@c.record
class struct_libusb_device_handle(c.Struct):
  SIZE = 0

@c.record
class struct_libusb_version(c.Struct):
  SIZE = 24
  major: int
  minor: int
  micro: int
  nano: int
  rc: bytes | None
  describe: bytes | None

@c.record
class struct_libusb_iso_packet_descriptor(c.Struct):
  SIZE = 12
  length: int
  actual_length: int
  status: int

@c.record
class struct_libusb_transfer(c.Struct):
  SIZE = 64
  dev_handle: ctypes._Pointer
  flags: int
  endpoint: int
  type: int
  timeout: int
  status: int
  length: int
  actual_length: int
  callback: ctypes._CFuncPtr
  user_data: int | None
  buffer: ctypes._Pointer
  num_iso_packets: int
  iso_packet_desc: ctypes.Array

@c.record
class struct_timeval(c.Struct):
  SIZE = 16
  tv_sec: int
  tv_usec: int

@c.record
class struct_libusb_pollfd(c.Struct):
  SIZE = 8
  fd: int
  events: int

enum_libusb_class_code: dict[int, str] = {(LIBUSB_CLASS_PER_INTERFACE := 0): 'LIBUSB_CLASS_PER_INTERFACE', (LIBUSB_CLASS_AUDIO := 1): 'LIBUSB_CLASS_AUDIO', (LIBUSB_CLASS_COMM := 2): 'LIBUSB_CLASS_COMM', (LIBUSB_CLASS_HID := 3): 'LIBUSB_CLASS_HID', (LIBUSB_CLASS_PHYSICAL := 5): 'LIBUSB_CLASS_PHYSICAL', (LIBUSB_CLASS_IMAGE := 6): 'LIBUSB_CLASS_IMAGE', (LIBUSB_CLASS_PTP := 6): 'LIBUSB_CLASS_PTP', (LIBUSB_CLASS_PRINTER := 7): 'LIBUSB_CLASS_PRINTER', (LIBUSB_CLASS_MASS_STORAGE := 8): 'LIBUSB_CLASS_MASS_STORAGE', (LIBUSB_CLASS_HUB := 9): 'LIBUSB_CLASS_HUB', (LIBUSB_CLASS_DATA := 10): 'LIBUSB_CLASS_DATA', (LIBUSB_CLASS_SMART_CARD := 11): 'LIBUSB_CLASS_SMART_CARD', (LIBUSB_CLASS_CONTENT_SECURITY := 13): 'LIBUSB_CLASS_CONTENT_SECURITY', (LIBUSB_CLASS_VIDEO := 14): 'LIBUSB_CLASS_VIDEO', (LIBUSB_CLASS_PERSONAL_HEALTHCARE := 15): 'LIBUSB_CLASS_PERSONAL_HEALTHCARE', (LIBUSB_CLASS_DIAGNOSTIC_DEVICE := 220): 'LIBUSB_CLASS_DIAGNOSTIC_DEVICE', (LIBUSB_CLASS_WIRELESS := 224): 'LIBUSB_CLASS_WIRELESS', (LIBUSB_CLASS_MISCELLANEOUS := 239): 'LIBUSB_CLASS_MISCELLANEOUS', (LIBUSB_CLASS_APPLICATION := 254): 'LIBUSB_CLASS_APPLICATION', (LIBUSB_CLASS_VENDOR_SPEC := 255): 'LIBUSB_CLASS_VENDOR_SPEC'}
enum_libusb_descriptor_type: dict[int, str] = {(LIBUSB_DT_DEVICE := 1): 'LIBUSB_DT_DEVICE', (LIBUSB_DT_CONFIG := 2): 'LIBUSB_DT_CONFIG', (LIBUSB_DT_STRING := 3): 'LIBUSB_DT_STRING', (LIBUSB_DT_INTERFACE := 4): 'LIBUSB_DT_INTERFACE', (LIBUSB_DT_ENDPOINT := 5): 'LIBUSB_DT_ENDPOINT', (LIBUSB_DT_BOS := 15): 'LIBUSB_DT_BOS', (LIBUSB_DT_DEVICE_CAPABILITY := 16): 'LIBUSB_DT_DEVICE_CAPABILITY', (LIBUSB_DT_HID := 33): 'LIBUSB_DT_HID', (LIBUSB_DT_REPORT := 34): 'LIBUSB_DT_REPORT', (LIBUSB_DT_PHYSICAL := 35): 'LIBUSB_DT_PHYSICAL', (LIBUSB_DT_HUB := 41): 'LIBUSB_DT_HUB', (LIBUSB_DT_SUPERSPEED_HUB := 42): 'LIBUSB_DT_SUPERSPEED_HUB', (LIBUSB_DT_SS_ENDPOINT_COMPANION := 48): 'LIBUSB_DT_SS_ENDPOINT_COMPANION'}
enum_libusb_endpoint_direction: dict[int, str] = {(LIBUSB_ENDPOINT_OUT := 0): 'LIBUSB_ENDPOINT_OUT', (LIBUSB_ENDPOINT_IN := 128): 'LIBUSB_ENDPOINT_IN'}
enum_libusb_endpoint_transfer_type: dict[int, str] = {(LIBUSB_ENDPOINT_TRANSFER_TYPE_CONTROL := 0): 'LIBUSB_ENDPOINT_TRANSFER_TYPE_CONTROL', (LIBUSB_ENDPOINT_TRANSFER_TYPE_ISOCHRONOUS := 1): 'LIBUSB_ENDPOINT_TRANSFER_TYPE_ISOCHRONOUS', (LIBUSB_ENDPOINT_TRANSFER_TYPE_BULK := 2): 'LIBUSB_ENDPOINT_TRANSFER_TYPE_BULK', (LIBUSB_ENDPOINT_TRANSFER_TYPE_INTERRUPT := 3): 'LIBUSB_ENDPOINT_TRANSFER_TYPE_INTERRUPT'}
enum_libusb_standard_request: dict[int, str] = {(LIBUSB_REQUEST_GET_STATUS := 0): 'LIBUSB_REQUEST_GET_STATUS', (LIBUSB_REQUEST_CLEAR_FEATURE := 1): 'LIBUSB_REQUEST_CLEAR_FEATURE', (LIBUSB_REQUEST_SET_FEATURE := 3): 'LIBUSB_REQUEST_SET_FEATURE', (LIBUSB_REQUEST_SET_ADDRESS := 5): 'LIBUSB_REQUEST_SET_ADDRESS', (LIBUSB_REQUEST_GET_DESCRIPTOR := 6): 'LIBUSB_REQUEST_GET_DESCRIPTOR', (LIBUSB_REQUEST_SET_DESCRIPTOR := 7): 'LIBUSB_REQUEST_SET_DESCRIPTOR', (LIBUSB_REQUEST_GET_CONFIGURATION := 8): 'LIBUSB_REQUEST_GET_CONFIGURATION', (LIBUSB_REQUEST_SET_CONFIGURATION := 9): 'LIBUSB_REQUEST_SET_CONFIGURATION', (LIBUSB_REQUEST_GET_INTERFACE := 10): 'LIBUSB_REQUEST_GET_INTERFACE', (LIBUSB_REQUEST_SET_INTERFACE := 11): 'LIBUSB_REQUEST_SET_INTERFACE', (LIBUSB_REQUEST_SYNCH_FRAME := 12): 'LIBUSB_REQUEST_SYNCH_FRAME', (LIBUSB_REQUEST_SET_SEL := 48): 'LIBUSB_REQUEST_SET_SEL', (LIBUSB_SET_ISOCH_DELAY := 49): 'LIBUSB_SET_ISOCH_DELAY'}
enum_libusb_request_type: dict[int, str] = {(LIBUSB_REQUEST_TYPE_STANDARD := 0): 'LIBUSB_REQUEST_TYPE_STANDARD', (LIBUSB_REQUEST_TYPE_CLASS := 32): 'LIBUSB_REQUEST_TYPE_CLASS', (LIBUSB_REQUEST_TYPE_VENDOR := 64): 'LIBUSB_REQUEST_TYPE_VENDOR', (LIBUSB_REQUEST_TYPE_RESERVED := 96): 'LIBUSB_REQUEST_TYPE_RESERVED'}
enum_libusb_request_recipient: dict[int, str] = {(LIBUSB_RECIPIENT_DEVICE := 0): 'LIBUSB_RECIPIENT_DEVICE', (LIBUSB_RECIPIENT_INTERFACE := 1): 'LIBUSB_RECIPIENT_INTERFACE', (LIBUSB_RECIPIENT_ENDPOINT := 2): 'LIBUSB_RECIPIENT_ENDPOINT', (LIBUSB_RECIPIENT_OTHER := 3): 'LIBUSB_RECIPIENT_OTHER'}
enum_libusb_iso_sync_type: dict[int, str] = {(LIBUSB_ISO_SYNC_TYPE_NONE := 0): 'LIBUSB_ISO_SYNC_TYPE_NONE', (LIBUSB_ISO_SYNC_TYPE_ASYNC := 1): 'LIBUSB_ISO_SYNC_TYPE_ASYNC', (LIBUSB_ISO_SYNC_TYPE_ADAPTIVE := 2): 'LIBUSB_ISO_SYNC_TYPE_ADAPTIVE', (LIBUSB_ISO_SYNC_TYPE_SYNC := 3): 'LIBUSB_ISO_SYNC_TYPE_SYNC'}
enum_libusb_iso_usage_type: dict[int, str] = {(LIBUSB_ISO_USAGE_TYPE_DATA := 0): 'LIBUSB_ISO_USAGE_TYPE_DATA', (LIBUSB_ISO_USAGE_TYPE_FEEDBACK := 1): 'LIBUSB_ISO_USAGE_TYPE_FEEDBACK', (LIBUSB_ISO_USAGE_TYPE_IMPLICIT := 2): 'LIBUSB_ISO_USAGE_TYPE_IMPLICIT'}
enum_libusb_supported_speed: dict[int, str] = {(LIBUSB_LOW_SPEED_OPERATION := 1): 'LIBUSB_LOW_SPEED_OPERATION', (LIBUSB_FULL_SPEED_OPERATION := 2): 'LIBUSB_FULL_SPEED_OPERATION', (LIBUSB_HIGH_SPEED_OPERATION := 4): 'LIBUSB_HIGH_SPEED_OPERATION', (LIBUSB_SUPER_SPEED_OPERATION := 8): 'LIBUSB_SUPER_SPEED_OPERATION'}
enum_libusb_usb_2_0_extension_attributes: dict[int, str] = {(LIBUSB_BM_LPM_SUPPORT := 2): 'LIBUSB_BM_LPM_SUPPORT'}
enum_libusb_ss_usb_device_capability_attributes: dict[int, str] = {(LIBUSB_BM_LTM_SUPPORT := 2): 'LIBUSB_BM_LTM_SUPPORT'}
enum_libusb_bos_type: dict[int, str] = {(LIBUSB_BT_WIRELESS_USB_DEVICE_CAPABILITY := 1): 'LIBUSB_BT_WIRELESS_USB_DEVICE_CAPABILITY', (LIBUSB_BT_USB_2_0_EXTENSION := 2): 'LIBUSB_BT_USB_2_0_EXTENSION', (LIBUSB_BT_SS_USB_DEVICE_CAPABILITY := 3): 'LIBUSB_BT_SS_USB_DEVICE_CAPABILITY', (LIBUSB_BT_CONTAINER_ID := 4): 'LIBUSB_BT_CONTAINER_ID'}
libusb_context = struct_libusb_context
libusb_device = struct_libusb_device
libusb_device_handle = struct_libusb_device_handle
enum_libusb_speed: dict[int, str] = {(LIBUSB_SPEED_UNKNOWN := 0): 'LIBUSB_SPEED_UNKNOWN', (LIBUSB_SPEED_LOW := 1): 'LIBUSB_SPEED_LOW', (LIBUSB_SPEED_FULL := 2): 'LIBUSB_SPEED_FULL', (LIBUSB_SPEED_HIGH := 3): 'LIBUSB_SPEED_HIGH', (LIBUSB_SPEED_SUPER := 4): 'LIBUSB_SPEED_SUPER', (LIBUSB_SPEED_SUPER_PLUS := 5): 'LIBUSB_SPEED_SUPER_PLUS'}
enum_libusb_error: dict[int, str] = {(LIBUSB_SUCCESS := 0): 'LIBUSB_SUCCESS', (LIBUSB_ERROR_IO := -1): 'LIBUSB_ERROR_IO', (LIBUSB_ERROR_INVALID_PARAM := -2): 'LIBUSB_ERROR_INVALID_PARAM', (LIBUSB_ERROR_ACCESS := -3): 'LIBUSB_ERROR_ACCESS', (LIBUSB_ERROR_NO_DEVICE := -4): 'LIBUSB_ERROR_NO_DEVICE', (LIBUSB_ERROR_NOT_FOUND := -5): 'LIBUSB_ERROR_NOT_FOUND', (LIBUSB_ERROR_BUSY := -6): 'LIBUSB_ERROR_BUSY', (LIBUSB_ERROR_TIMEOUT := -7): 'LIBUSB_ERROR_TIMEOUT', (LIBUSB_ERROR_OVERFLOW := -8): 'LIBUSB_ERROR_OVERFLOW', (LIBUSB_ERROR_PIPE := -9): 'LIBUSB_ERROR_PIPE', (LIBUSB_ERROR_INTERRUPTED := -10): 'LIBUSB_ERROR_INTERRUPTED', (LIBUSB_ERROR_NO_MEM := -11): 'LIBUSB_ERROR_NO_MEM', (LIBUSB_ERROR_NOT_SUPPORTED := -12): 'LIBUSB_ERROR_NOT_SUPPORTED', (LIBUSB_ERROR_OTHER := -99): 'LIBUSB_ERROR_OTHER'}
enum_libusb_transfer_type: dict[int, str] = {(LIBUSB_TRANSFER_TYPE_CONTROL := 0): 'LIBUSB_TRANSFER_TYPE_CONTROL', (LIBUSB_TRANSFER_TYPE_ISOCHRONOUS := 1): 'LIBUSB_TRANSFER_TYPE_ISOCHRONOUS', (LIBUSB_TRANSFER_TYPE_BULK := 2): 'LIBUSB_TRANSFER_TYPE_BULK', (LIBUSB_TRANSFER_TYPE_INTERRUPT := 3): 'LIBUSB_TRANSFER_TYPE_INTERRUPT', (LIBUSB_TRANSFER_TYPE_BULK_STREAM := 4): 'LIBUSB_TRANSFER_TYPE_BULK_STREAM'}
enum_libusb_transfer_status: dict[int, str] = {(LIBUSB_TRANSFER_COMPLETED := 0): 'LIBUSB_TRANSFER_COMPLETED', (LIBUSB_TRANSFER_ERROR := 1): 'LIBUSB_TRANSFER_ERROR', (LIBUSB_TRANSFER_TIMED_OUT := 2): 'LIBUSB_TRANSFER_TIMED_OUT', (LIBUSB_TRANSFER_CANCELLED := 3): 'LIBUSB_TRANSFER_CANCELLED', (LIBUSB_TRANSFER_STALL := 4): 'LIBUSB_TRANSFER_STALL', (LIBUSB_TRANSFER_NO_DEVICE := 5): 'LIBUSB_TRANSFER_NO_DEVICE', (LIBUSB_TRANSFER_OVERFLOW := 6): 'LIBUSB_TRANSFER_OVERFLOW'}
enum_libusb_transfer_flags: dict[int, str] = {(LIBUSB_TRANSFER_SHORT_NOT_OK := 1): 'LIBUSB_TRANSFER_SHORT_NOT_OK', (LIBUSB_TRANSFER_FREE_BUFFER := 2): 'LIBUSB_TRANSFER_FREE_BUFFER', (LIBUSB_TRANSFER_FREE_TRANSFER := 4): 'LIBUSB_TRANSFER_FREE_TRANSFER', (LIBUSB_TRANSFER_ADD_ZERO_PACKET := 8): 'LIBUSB_TRANSFER_ADD_ZERO_PACKET'}
libusb_transfer_cb_fn = ctypes.CFUNCTYPE(None, ctypes.POINTER(struct_libusb_transfer))
enum_libusb_capability: dict[int, str] = {(LIBUSB_CAP_HAS_CAPABILITY := 0): 'LIBUSB_CAP_HAS_CAPABILITY', (LIBUSB_CAP_HAS_HOTPLUG := 1): 'LIBUSB_CAP_HAS_HOTPLUG', (LIBUSB_CAP_HAS_HID_ACCESS := 256): 'LIBUSB_CAP_HAS_HID_ACCESS', (LIBUSB_CAP_SUPPORTS_DETACH_KERNEL_DRIVER := 257): 'LIBUSB_CAP_SUPPORTS_DETACH_KERNEL_DRIVER'}
enum_libusb_log_level: dict[int, str] = {(LIBUSB_LOG_LEVEL_NONE := 0): 'LIBUSB_LOG_LEVEL_NONE', (LIBUSB_LOG_LEVEL_ERROR := 1): 'LIBUSB_LOG_LEVEL_ERROR', (LIBUSB_LOG_LEVEL_WARNING := 2): 'LIBUSB_LOG_LEVEL_WARNING', (LIBUSB_LOG_LEVEL_INFO := 3): 'LIBUSB_LOG_LEVEL_INFO', (LIBUSB_LOG_LEVEL_DEBUG := 4): 'LIBUSB_LOG_LEVEL_DEBUG'}
enum_libusb_log_cb_mode: dict[int, str] = {(LIBUSB_LOG_CB_GLOBAL := 1): 'LIBUSB_LOG_CB_GLOBAL', (LIBUSB_LOG_CB_CONTEXT := 2): 'LIBUSB_LOG_CB_CONTEXT'}
libusb_log_cb = ctypes.CFUNCTYPE(None, ctypes.POINTER(struct_libusb_context), ctypes.c_uint32, ctypes.c_char_p)
libusb_pollfd_added_cb = ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_int16, ctypes.c_void_p)
libusb_pollfd_removed_cb = ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_void_p)
libusb_hotplug_callback_handle = ctypes.c_int32
libusb_hotplug_event: dict[int, str] = {(LIBUSB_HOTPLUG_EVENT_DEVICE_ARRIVED := 1): 'LIBUSB_HOTPLUG_EVENT_DEVICE_ARRIVED', (LIBUSB_HOTPLUG_EVENT_DEVICE_LEFT := 2): 'LIBUSB_HOTPLUG_EVENT_DEVICE_LEFT'}
libusb_hotplug_flag: dict[int, str] = {(LIBUSB_HOTPLUG_ENUMERATE := 1): 'LIBUSB_HOTPLUG_ENUMERATE'}
libusb_hotplug_callback_fn = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.POINTER(struct_libusb_context), ctypes.POINTER(struct_libusb_device), ctypes.c_uint32, ctypes.c_void_p)
enum_libusb_option: dict[int, str] = {(LIBUSB_OPTION_LOG_LEVEL := 0): 'LIBUSB_OPTION_LOG_LEVEL', (LIBUSB_OPTION_USE_USBDK := 1): 'LIBUSB_OPTION_USE_USBDK', (LIBUSB_OPTION_NO_DEVICE_DISCOVERY := 2): 'LIBUSB_OPTION_NO_DEVICE_DISCOVERY', (LIBUSB_OPTION_MAX := 3): 'LIBUSB_OPTION_MAX'}
struct_libusb_device_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('bcdUSB', ctypes.c_uint16, 2),
  ('bDeviceClass', ctypes.c_ubyte, 4),
  ('bDeviceSubClass', ctypes.c_ubyte, 5),
  ('bDeviceProtocol', ctypes.c_ubyte, 6),
  ('bMaxPacketSize0', ctypes.c_ubyte, 7),
  ('idVendor', ctypes.c_uint16, 8),
  ('idProduct', ctypes.c_uint16, 10),
  ('bcdDevice', ctypes.c_uint16, 12),
  ('iManufacturer', ctypes.c_ubyte, 14),
  ('iProduct', ctypes.c_ubyte, 15),
  ('iSerialNumber', ctypes.c_ubyte, 16),
  ('bNumConfigurations', ctypes.c_ubyte, 17),
])
struct_libusb_endpoint_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('bEndpointAddress', ctypes.c_ubyte, 2),
  ('bmAttributes', ctypes.c_ubyte, 3),
  ('wMaxPacketSize', ctypes.c_uint16, 4),
  ('bInterval', ctypes.c_ubyte, 6),
  ('bRefresh', ctypes.c_ubyte, 7),
  ('bSynchAddress', ctypes.c_ubyte, 8),
  ('extra', ctypes.POINTER(ctypes.c_ubyte), 16),
  ('extra_length', ctypes.c_int32, 24),
])
struct_libusb_interface_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('bInterfaceNumber', ctypes.c_ubyte, 2),
  ('bAlternateSetting', ctypes.c_ubyte, 3),
  ('bNumEndpoints', ctypes.c_ubyte, 4),
  ('bInterfaceClass', ctypes.c_ubyte, 5),
  ('bInterfaceSubClass', ctypes.c_ubyte, 6),
  ('bInterfaceProtocol', ctypes.c_ubyte, 7),
  ('iInterface', ctypes.c_ubyte, 8),
  ('endpoint', ctypes.POINTER(struct_libusb_endpoint_descriptor), 16),
  ('extra', ctypes.POINTER(ctypes.c_ubyte), 24),
  ('extra_length', ctypes.c_int32, 32),
])
struct_libusb_interface.register_fields([
  ('altsetting', ctypes.POINTER(struct_libusb_interface_descriptor), 0),
  ('num_altsetting', ctypes.c_int32, 8),
])
struct_libusb_config_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('wTotalLength', ctypes.c_uint16, 2),
  ('bNumInterfaces', ctypes.c_ubyte, 4),
  ('bConfigurationValue', ctypes.c_ubyte, 5),
  ('iConfiguration', ctypes.c_ubyte, 6),
  ('bmAttributes', ctypes.c_ubyte, 7),
  ('MaxPower', ctypes.c_ubyte, 8),
  ('interface', ctypes.POINTER(struct_libusb_interface), 16),
  ('extra', ctypes.POINTER(ctypes.c_ubyte), 24),
  ('extra_length', ctypes.c_int32, 32),
])
struct_libusb_ss_endpoint_companion_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('bMaxBurst', ctypes.c_ubyte, 2),
  ('bmAttributes', ctypes.c_ubyte, 3),
  ('wBytesPerInterval', ctypes.c_uint16, 4),
])
struct_libusb_bos_dev_capability_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('bDevCapabilityType', ctypes.c_ubyte, 2),
  ('dev_capability_data', (ctypes.c_ubyte * 0), 3),
])
struct_libusb_bos_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('wTotalLength', ctypes.c_uint16, 2),
  ('bNumDeviceCaps', ctypes.c_ubyte, 4),
  ('dev_capability', (ctypes.POINTER(struct_libusb_bos_dev_capability_descriptor) * 0), 8),
])
struct_libusb_usb_2_0_extension_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('bDevCapabilityType', ctypes.c_ubyte, 2),
  ('bmAttributes', ctypes.c_uint32, 4),
])
struct_libusb_ss_usb_device_capability_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('bDevCapabilityType', ctypes.c_ubyte, 2),
  ('bmAttributes', ctypes.c_ubyte, 3),
  ('wSpeedSupported', ctypes.c_uint16, 4),
  ('bFunctionalitySupport', ctypes.c_ubyte, 6),
  ('bU1DevExitLat', ctypes.c_ubyte, 7),
  ('bU2DevExitLat', ctypes.c_uint16, 8),
])
struct_libusb_container_id_descriptor.register_fields([
  ('bLength', ctypes.c_ubyte, 0),
  ('bDescriptorType', ctypes.c_ubyte, 1),
  ('bDevCapabilityType', ctypes.c_ubyte, 2),
  ('bReserved', ctypes.c_ubyte, 3),
  ('ContainerID', (ctypes.c_ubyte * 16), 4),
])
struct_libusb_control_setup.register_fields([
  ('bmRequestType', ctypes.c_ubyte, 0),
  ('bRequest', ctypes.c_ubyte, 1),
  ('wValue', ctypes.c_uint16, 2),
  ('wIndex', ctypes.c_uint16, 4),
  ('wLength', ctypes.c_uint16, 6),
])
struct_libusb_version.register_fields([
  ('major', ctypes.c_uint16, 0),
  ('minor', ctypes.c_uint16, 2),
  ('micro', ctypes.c_uint16, 4),
  ('nano', ctypes.c_uint16, 6),
  ('rc', ctypes.c_char_p, 8),
  ('describe', ctypes.c_char_p, 16),
])
struct_libusb_iso_packet_descriptor.register_fields([
  ('length', ctypes.c_uint32, 0),
  ('actual_length', ctypes.c_uint32, 4),
  ('status', ctypes.c_uint32, 8),
])
struct_libusb_transfer.register_fields([
  ('dev_handle', ctypes.POINTER(libusb_device_handle), 0),
  ('flags', ctypes.c_ubyte, 8),
  ('endpoint', ctypes.c_ubyte, 9),
  ('type', ctypes.c_ubyte, 10),
  ('timeout', ctypes.c_uint32, 12),
  ('status', ctypes.c_uint32, 16),
  ('length', ctypes.c_int32, 20),
  ('actual_length', ctypes.c_int32, 24),
  ('callback', ctypes.CFUNCTYPE(None, ctypes.POINTER(struct_libusb_transfer)), 32),
  ('user_data', ctypes.c_void_p, 40),
  ('buffer', ctypes.POINTER(ctypes.c_ubyte), 48),
  ('num_iso_packets', ctypes.c_int32, 56),
  ('iso_packet_desc', (struct_libusb_iso_packet_descriptor * 0), 60),
])
struct_timeval.register_fields([
  ('tv_sec', ctypes.c_int64, 0),
  ('tv_usec', ctypes.c_int64, 8),
])
struct_libusb_pollfd.register_fields([
  ('fd', ctypes.c_int32, 0),
  ('events', ctypes.c_int16, 4),
])

@dll.bind(ctypes.c_int32, ctypes.POINTER(ctypes.POINTER(libusb_context)))
def libusb_init(ctx: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(libusb_context))
def libusb_exit(ctx: ctypes._Pointer) -> None: ...

@dll.bind(None, ctypes.POINTER(libusb_context), ctypes.c_int32)
def libusb_set_debug(ctx: ctypes._Pointer, level: int) -> None: ...

@dll.bind(None, ctypes.POINTER(libusb_context), libusb_log_cb, ctypes.c_int32)
def libusb_set_log_cb(ctx: ctypes._Pointer, cb: ctypes._CFuncPtr, mode: int) -> None: ...

@dll.bind(ctypes.POINTER(struct_libusb_version))
def libusb_get_version() -> ctypes._Pointer: ...

@dll.bind(ctypes.c_int32, ctypes.c_uint32)
def libusb_has_capability(capability: int) -> int: ...

@dll.bind(ctypes.c_char_p, ctypes.c_int32)
def libusb_error_name(errcode: int) -> bytes | None: ...

@dll.bind(ctypes.c_int32, ctypes.c_char_p)
def libusb_setlocale(locale: bytes | None) -> int: ...

@dll.bind(ctypes.c_char_p, ctypes.c_int32)
def libusb_strerror(errcode: int) -> bytes | None: ...

@dll.bind(ctypes.c_int64, ctypes.POINTER(libusb_context), ctypes.POINTER(ctypes.POINTER(ctypes.POINTER(libusb_device))))
def libusb_get_device_list(ctx: ctypes._Pointer, list: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(ctypes.POINTER(libusb_device)), ctypes.c_int32)
def libusb_free_device_list(list: ctypes._Pointer, unref_devices: int) -> None: ...

@dll.bind(ctypes.POINTER(libusb_device), ctypes.POINTER(libusb_device))
def libusb_ref_device(dev: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(None, ctypes.POINTER(libusb_device))
def libusb_unref_device(dev: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.POINTER(ctypes.c_int32))
def libusb_get_configuration(dev: ctypes._Pointer, config: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device), ctypes.POINTER(struct_libusb_device_descriptor))
def libusb_get_device_descriptor(dev: ctypes._Pointer, desc: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device), ctypes.POINTER(ctypes.POINTER(struct_libusb_config_descriptor)))
def libusb_get_active_config_descriptor(dev: ctypes._Pointer, config: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device), ctypes.c_ubyte, ctypes.POINTER(ctypes.POINTER(struct_libusb_config_descriptor)))
def libusb_get_config_descriptor(dev: ctypes._Pointer, config_index: int, config: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device), ctypes.c_ubyte, ctypes.POINTER(ctypes.POINTER(struct_libusb_config_descriptor)))
def libusb_get_config_descriptor_by_value(dev: ctypes._Pointer, bConfigurationValue: int, config: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(struct_libusb_config_descriptor))
def libusb_free_config_descriptor(config: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(struct_libusb_endpoint_descriptor), ctypes.POINTER(ctypes.POINTER(struct_libusb_ss_endpoint_companion_descriptor)))
def libusb_get_ss_endpoint_companion_descriptor(ctx: ctypes._Pointer, endpoint: ctypes._Pointer, ep_comp: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(struct_libusb_ss_endpoint_companion_descriptor))
def libusb_free_ss_endpoint_companion_descriptor(ep_comp: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.POINTER(ctypes.POINTER(struct_libusb_bos_descriptor)))
def libusb_get_bos_descriptor(dev_handle: ctypes._Pointer, bos: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(struct_libusb_bos_descriptor))
def libusb_free_bos_descriptor(bos: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(struct_libusb_bos_dev_capability_descriptor), ctypes.POINTER(ctypes.POINTER(struct_libusb_usb_2_0_extension_descriptor)))
def libusb_get_usb_2_0_extension_descriptor(ctx: ctypes._Pointer, dev_cap: ctypes._Pointer, usb_2_0_extension: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(struct_libusb_usb_2_0_extension_descriptor))
def libusb_free_usb_2_0_extension_descriptor(usb_2_0_extension: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(struct_libusb_bos_dev_capability_descriptor), ctypes.POINTER(ctypes.POINTER(struct_libusb_ss_usb_device_capability_descriptor)))
def libusb_get_ss_usb_device_capability_descriptor(ctx: ctypes._Pointer, dev_cap: ctypes._Pointer, ss_usb_device_cap: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(struct_libusb_ss_usb_device_capability_descriptor))
def libusb_free_ss_usb_device_capability_descriptor(ss_usb_device_cap: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(struct_libusb_bos_dev_capability_descriptor), ctypes.POINTER(ctypes.POINTER(struct_libusb_container_id_descriptor)))
def libusb_get_container_id_descriptor(ctx: ctypes._Pointer, dev_cap: ctypes._Pointer, container_id: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(struct_libusb_container_id_descriptor))
def libusb_free_container_id_descriptor(container_id: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_ubyte, ctypes.POINTER(libusb_device))
def libusb_get_bus_number(dev: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_ubyte, ctypes.POINTER(libusb_device))
def libusb_get_port_number(dev: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device), ctypes.POINTER(ctypes.c_ubyte), ctypes.c_int32)
def libusb_get_port_numbers(dev: ctypes._Pointer, port_numbers: ctypes._Pointer, port_numbers_len: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(libusb_device), ctypes.POINTER(ctypes.c_ubyte), ctypes.c_ubyte)
def libusb_get_port_path(ctx: ctypes._Pointer, dev: ctypes._Pointer, path: ctypes._Pointer, path_length: int) -> int: ...

@dll.bind(ctypes.POINTER(libusb_device), ctypes.POINTER(libusb_device))
def libusb_get_parent(dev: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(ctypes.c_ubyte, ctypes.POINTER(libusb_device))
def libusb_get_device_address(dev: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device))
def libusb_get_device_speed(dev: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device), ctypes.c_ubyte)
def libusb_get_max_packet_size(dev: ctypes._Pointer, endpoint: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device), ctypes.c_ubyte)
def libusb_get_max_iso_packet_size(dev: ctypes._Pointer, endpoint: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.c_int64, ctypes.POINTER(ctypes.POINTER(libusb_device_handle)))
def libusb_wrap_sys_device(ctx: ctypes._Pointer, sys_dev: int, dev_handle: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device), ctypes.POINTER(ctypes.POINTER(libusb_device_handle)))
def libusb_open(dev: ctypes._Pointer, dev_handle: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(libusb_device_handle))
def libusb_close(dev_handle: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.POINTER(libusb_device), ctypes.POINTER(libusb_device_handle))
def libusb_get_device(dev_handle: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_int32)
def libusb_set_configuration(dev_handle: ctypes._Pointer, configuration: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_int32)
def libusb_claim_interface(dev_handle: ctypes._Pointer, interface_number: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_int32)
def libusb_release_interface(dev_handle: ctypes._Pointer, interface_number: int) -> int: ...

@dll.bind(ctypes.POINTER(libusb_device_handle), ctypes.POINTER(libusb_context), ctypes.c_uint16, ctypes.c_uint16)
def libusb_open_device_with_vid_pid(ctx: ctypes._Pointer, vendor_id: int, product_id: int) -> ctypes._Pointer: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_int32, ctypes.c_int32)
def libusb_set_interface_alt_setting(dev_handle: ctypes._Pointer, interface_number: int, alternate_setting: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_ubyte)
def libusb_clear_halt(dev_handle: ctypes._Pointer, endpoint: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle))
def libusb_reset_device(dev_handle: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_uint32, ctypes.POINTER(ctypes.c_ubyte), ctypes.c_int32)
def libusb_alloc_streams(dev_handle: ctypes._Pointer, num_streams: int, endpoints: ctypes._Pointer, num_endpoints: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.POINTER(ctypes.c_ubyte), ctypes.c_int32)
def libusb_free_streams(dev_handle: ctypes._Pointer, endpoints: ctypes._Pointer, num_endpoints: int) -> int: ...

@dll.bind(ctypes.POINTER(ctypes.c_ubyte), ctypes.POINTER(libusb_device_handle), ctypes.c_uint64)
def libusb_dev_mem_alloc(dev_handle: ctypes._Pointer, length: int) -> ctypes._Pointer: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.POINTER(ctypes.c_ubyte), ctypes.c_uint64)
def libusb_dev_mem_free(dev_handle: ctypes._Pointer, buffer: ctypes._Pointer, length: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_int32)
def libusb_kernel_driver_active(dev_handle: ctypes._Pointer, interface_number: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_int32)
def libusb_detach_kernel_driver(dev_handle: ctypes._Pointer, interface_number: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_int32)
def libusb_attach_kernel_driver(dev_handle: ctypes._Pointer, interface_number: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_int32)
def libusb_set_auto_detach_kernel_driver(dev_handle: ctypes._Pointer, enable: int) -> int: ...

@dll.bind(ctypes.POINTER(struct_libusb_transfer), ctypes.c_int32)
def libusb_alloc_transfer(iso_packets: int) -> ctypes._Pointer: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_libusb_transfer))
def libusb_submit_transfer(transfer: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(struct_libusb_transfer))
def libusb_cancel_transfer(transfer: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(struct_libusb_transfer))
def libusb_free_transfer(transfer: ctypes._Pointer) -> None: ...

@dll.bind(None, ctypes.POINTER(struct_libusb_transfer), ctypes.c_uint32)
def libusb_transfer_set_stream_id(transfer: ctypes._Pointer, stream_id: int) -> None: ...

@dll.bind(ctypes.c_uint32, ctypes.POINTER(struct_libusb_transfer))
def libusb_transfer_get_stream_id(transfer: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_ubyte, ctypes.c_ubyte, ctypes.c_uint16, ctypes.c_uint16, ctypes.POINTER(ctypes.c_ubyte), ctypes.c_uint16, ctypes.c_uint32)
def libusb_control_transfer(dev_handle: ctypes._Pointer, request_type: int, bRequest: int, wValue: int, wIndex: int, data: ctypes._Pointer, wLength: int, timeout: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_ubyte, ctypes.POINTER(ctypes.c_ubyte), ctypes.c_int32, ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32)
def libusb_bulk_transfer(dev_handle: ctypes._Pointer, endpoint: int, data: ctypes._Pointer, length: int, actual_length: ctypes._Pointer, timeout: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_ubyte, ctypes.POINTER(ctypes.c_ubyte), ctypes.c_int32, ctypes.POINTER(ctypes.c_int32), ctypes.c_uint32)
def libusb_interrupt_transfer(dev_handle: ctypes._Pointer, endpoint: int, data: ctypes._Pointer, length: int, actual_length: ctypes._Pointer, timeout: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_device_handle), ctypes.c_ubyte, ctypes.POINTER(ctypes.c_ubyte), ctypes.c_int32)
def libusb_get_string_descriptor_ascii(dev_handle: ctypes._Pointer, desc_index: int, data: ctypes._Pointer, length: int) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context))
def libusb_try_lock_events(ctx: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(libusb_context))
def libusb_lock_events(ctx: ctypes._Pointer) -> None: ...

@dll.bind(None, ctypes.POINTER(libusb_context))
def libusb_unlock_events(ctx: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context))
def libusb_event_handling_ok(ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context))
def libusb_event_handler_active(ctx: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(libusb_context))
def libusb_interrupt_event_handler(ctx: ctypes._Pointer) -> None: ...

@dll.bind(None, ctypes.POINTER(libusb_context))
def libusb_lock_event_waiters(ctx: ctypes._Pointer) -> None: ...

@dll.bind(None, ctypes.POINTER(libusb_context))
def libusb_unlock_event_waiters(ctx: ctypes._Pointer) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(struct_timeval))
def libusb_wait_for_event(ctx: ctypes._Pointer, tv: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(struct_timeval))
def libusb_handle_events_timeout(ctx: ctypes._Pointer, tv: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(struct_timeval), ctypes.POINTER(ctypes.c_int32))
def libusb_handle_events_timeout_completed(ctx: ctypes._Pointer, tv: ctypes._Pointer, completed: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context))
def libusb_handle_events(ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(ctypes.c_int32))
def libusb_handle_events_completed(ctx: ctypes._Pointer, completed: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(struct_timeval))
def libusb_handle_events_locked(ctx: ctypes._Pointer, tv: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context))
def libusb_pollfds_handle_timeouts(ctx: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.POINTER(struct_timeval))
def libusb_get_next_timeout(ctx: ctypes._Pointer, tv: ctypes._Pointer) -> int: ...

@dll.bind(ctypes.POINTER(ctypes.POINTER(struct_libusb_pollfd)), ctypes.POINTER(libusb_context))
def libusb_get_pollfds(ctx: ctypes._Pointer) -> ctypes._Pointer: ...

@dll.bind(None, ctypes.POINTER(ctypes.POINTER(struct_libusb_pollfd)))
def libusb_free_pollfds(pollfds: ctypes._Pointer) -> None: ...

@dll.bind(None, ctypes.POINTER(libusb_context), libusb_pollfd_added_cb, libusb_pollfd_removed_cb, ctypes.c_void_p)
def libusb_set_pollfd_notifiers(ctx: ctypes._Pointer, added_cb: ctypes._CFuncPtr, removed_cb: ctypes._CFuncPtr, user_data: int | None) -> None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.c_int32, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32, libusb_hotplug_callback_fn, ctypes.c_void_p, ctypes.POINTER(libusb_hotplug_callback_handle))
def libusb_hotplug_register_callback(ctx: ctypes._Pointer, events: int, flags: int, vendor_id: int, product_id: int, dev_class: int, cb_fn: ctypes._CFuncPtr, user_data: int | None, callback_handle: ctypes._Pointer) -> int: ...

@dll.bind(None, ctypes.POINTER(libusb_context), libusb_hotplug_callback_handle)
def libusb_hotplug_deregister_callback(ctx: ctypes._Pointer, callback_handle: int) -> None: ...

@dll.bind(ctypes.c_void_p, ctypes.POINTER(libusb_context), libusb_hotplug_callback_handle)
def libusb_hotplug_get_user_data(ctx: ctypes._Pointer, callback_handle: int) -> int | None: ...

@dll.bind(ctypes.c_int32, ctypes.POINTER(libusb_context), ctypes.c_uint32)
def libusb_set_option(ctx: ctypes._Pointer, option: int, *args) -> int: ...

LIBUSB_API_VERSION = 0x01000109
LIBUSBX_API_VERSION = LIBUSB_API_VERSION
LIBUSB_DT_DEVICE_SIZE = 18
LIBUSB_DT_CONFIG_SIZE = 9
LIBUSB_DT_INTERFACE_SIZE = 9
LIBUSB_DT_ENDPOINT_SIZE = 7
LIBUSB_DT_ENDPOINT_AUDIO_SIZE = 9
LIBUSB_DT_HUB_NONVAR_SIZE = 7
LIBUSB_DT_SS_ENDPOINT_COMPANION_SIZE = 6
LIBUSB_DT_BOS_SIZE = 5
LIBUSB_DT_DEVICE_CAPABILITY_SIZE = 3
LIBUSB_BT_USB_2_0_EXTENSION_SIZE = 7
LIBUSB_BT_SS_USB_DEVICE_CAPABILITY_SIZE = 10
LIBUSB_BT_CONTAINER_ID_SIZE = 20
LIBUSB_DT_BOS_MAX_SIZE = ((((LIBUSB_DT_BOS_SIZE + LIBUSB_BT_USB_2_0_EXTENSION_SIZE) + LIBUSB_BT_SS_USB_DEVICE_CAPABILITY_SIZE) + LIBUSB_BT_CONTAINER_ID_SIZE))
LIBUSB_ENDPOINT_ADDRESS_MASK = 0x0f
LIBUSB_ENDPOINT_DIR_MASK = 0x80
LIBUSB_TRANSFER_TYPE_MASK = 0x03
LIBUSB_ISO_SYNC_TYPE_MASK = 0x0c
LIBUSB_ISO_USAGE_TYPE_MASK = 0x30
LIBUSB_CONTROL_SETUP_SIZE = (ctypes.sizeof(struct_libusb_control_setup))
LIBUSB_ERROR_COUNT = 14
LIBUSB_HOTPLUG_NO_FLAGS = 0
LIBUSB_HOTPLUG_MATCH_ANY = (-1)
LIBUSB_OPTION_WEAK_AUTHORITY = LIBUSB_OPTION_NO_DEVICE_DISCOVERY
