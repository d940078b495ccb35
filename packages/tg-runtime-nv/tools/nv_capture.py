#!/usr/bin/env python3
"""What CUDA sends the GPU for one launch, beside what tg sends: ground truth for tg's QMD encoding.

  python packages/tg-runtime-nv/tools/nv_capture.py [--json FILE] [--no-tg]

On a machine with libcuda: compiles an LD_PRELOAD shim with the system C compiler (cc), runs a child Python under it that launches an
empty kernel and a one-thread store through the CUDA driver API, and logs every RM ioctl (with the parameter blocks RM_ALLOC and
RM_CONTROL point at), the UVM external mappings and every mmap. The child then resolves GPU addresses to its own mappings, walks each
channel's GPFIFO entries (the ring and USERD named in the channel's RM_ALLOC), decodes the methods of each pushbuffer segment, finds
every SEND_PCAS_A (and inline QMD loads) and reads the QMD it points at. The parent decodes each QMD field by field with the generated
NVCBC0_QMDV04_00_* / NVC6C0_QMDV03_00_* tables and prints it beside the QMD tg builds for the same kernel (DEV=NV), marking each
difference. `--json` keeps the capture; `gpu_check.py` uses it as the launch variant "captured".

Everything after the ioctl log (method decoding, PCAS/QMD extraction, the field table, the side-by-side diff) is plain Python over
words, so it is tested on the mock GPU with tg's own pushbuffers and QMDs (tests/test_nv_capture.py).
"""
from __future__ import annotations
import ctypes, functools, json, os, re, struct, subprocess, sys, tempfile
from collections.abc import Callable, Iterator
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))

# ---- QMD layouts: the generated field tables ----

INDEX_COUNTS = {"CONSTANT_BUFFER": 8, "RELEASE": 3, "DEPENDENT_QMD": 2}  # indexed fields: how many of each the headers define

def qmd_prefix(words: list[int], compute_class: int = 0) -> str:
  """The field table a QMD is read with: its major version (bits 583:580 for v3/v4, 471:468 for v5) and the channel's compute class
  (Hopper's own v3 table, NVCBC0_QMDV03_00, adds SASS_VERSION and the program prefetch range to Ampere's)."""
  from tinygrad.runtime.autogen import nv
  def bits(hi: int, lo: int) -> int: return (words[lo // 32] >> (lo % 32)) & ((1 << (hi - lo + 1)) - 1) if len(words) > lo // 32 else 0
  if compute_class in (nv.BLACKWELL_COMPUTE_A, nv.BLACKWELL_COMPUTE_B) and bits(471, 468) == 5: return "NVCEC0_QMDV05_00_"
  if (major := bits(583, 580)) == 4: return "NVCBC0_QMDV04_00_"
  if major == 3: return "NVCBC0_QMDV03_00_" if compute_class == nv.HOPPER_COMPUTE_A else "NVC6C0_QMDV03_00_"
  if bits(471, 468) == 5: return "NVCEC0_QMDV05_00_"
  raise ValueError(f"QMD of unknown major version (bits 583:580 = {major}, 471:468 = {bits(471, 468)})")

@functools.cache
def qmd_fields(prefix: str, nwords: int = 0x60) -> list[tuple[str, int, int]]:
  """Every field of a layout as (name, hi, lo), indexed fields expanded to `name(i)`, in bit order."""
  from tinygrad.runtime.autogen import nv
  out: list[tuple[str, int, int]] = []
  for k in dir(nv):
    if not k.startswith(prefix): continue
    v, name = getattr(nv, k), k[len(prefix):]
    if isinstance(v, tuple) and len(v) == 2: out.append((name, *v))
    elif callable(v):
      n = next((c for s, c in INDEX_COUNTS.items() if name.startswith(s)), 64)
      for i in range(n):
        hi, lo = v(i)
        if hi >= nwords * 32: break
        out.append((f"{name}({i})", hi, lo))
  return sorted(out, key=lambda f: (f[2], f[0]))

def field(words: list[int], hi: int, lo: int) -> int:
  v = sum(words[w] << (32 * (w - lo // 32)) for w in range(lo // 32, min(hi // 32 + 1, len(words))))
  return (v >> (lo % 32)) & ((1 << (hi - lo + 1)) - 1)

def decode_qmd(words: list[int], prefix: str) -> dict[str, int]:
  """Every field of the layout `prefix` (a generated table name prefix) read from `words`."""
  return {name: field(words, hi, lo) for name, hi, lo in qmd_fields(prefix, len(words))}

# addresses and sizes that differ between any two launches of the same kernel: shown, not counted as encoding differences
PER_LAUNCH = re.compile(r"(ADDR|ADDRESS|POINTER|PAYLOAD_|_LOWER|_UPPER)")  # not PAYLOAD64B: the payload width is encoding

def side_by_side(cuda: list[int], tg: list[int], prefix: str, names: tuple[str, str] = ("CUDA", "tg")) -> tuple[list[str], list[str]]:
  """The fields either QMD sets, one line each: name, both values, and a mark: '!=' for an encoding difference, '~' for a per-launch
  address or payload. Returns (lines, names of the fields that differ in encoding)."""
  a, b = decode_qmd(cuda, prefix), decode_qmd(tg, prefix)
  lines, diff = [f"  {'field (' + prefix + ')':48s} {names[0]:>12s} {names[1]:>12s}"], []
  for name in a:
    if not (a[name] or b[name]): continue
    mark = "" if a[name] == b[name] else "~" if PER_LAUNCH.search(name) else "!="
    if mark == "!=": diff.append(name)
    lines.append(f"  {name:48s} {a[name]:>#12x} {b[name]:>#12x} {mark}")
  return lines, diff

# ---- pushbuffers ----

def method_writes(words: list[int]) -> Iterator[tuple[int, int, int]]:
  """(subchannel, method byte offset, value) for every method write of a pushbuffer segment: incrementing (1), non-incrementing (3),
  immediate (4, the count field is the data) and increment-once (5) headers, typ<<29 | count<<16 | subchannel<<13 | method>>2."""
  i = 0
  while i < len(words):
    hdr = words[i]
    typ, cnt, subc, mthd = hdr >> 29, (hdr >> 16) & 0x1FFF, (hdr >> 13) & 7, (hdr & 0x1FFF) << 2
    if typ == 4:
      yield subc, mthd, cnt
      i += 1
      continue
    if typ not in (1, 3, 5): raise ValueError(f"pushbuffer word {i}: {hdr:#010x} is not a method header (type {typ})")
    for j, v in enumerate(words[i + 1:i + 1 + cnt]): yield subc, mthd + 4 * (j if typ == 1 else 0 if typ == 3 else min(j, 1)), v
    i += 1 + cnt

def find_launches(words: list[int], read: Callable[[int, int], bytes | None], qmd_words: int = 0x60) -> list[dict[str, Any]]:
  """Each launch in a pushbuffer segment: SEND_PCAS_A's QMD address (read with `read(va, nbytes)`, None when not CPU-visible) and
  SEND_SIGNALING_PCAS2_B's action, or a QMD loaded inline (SET_INLINE_QMD_ADDRESS_A/B + LOAD_INLINE_QMD_DATA(i))."""
  from tinygrad.runtime.autogen import nv
  out: list[dict[str, Any]] = []
  inline: dict[int, int] = {}
  inline_addr, last = 0, None
  for subc, m, v in method_writes(words):
    if m == nv.NVC6C0_SEND_PCAS_A:
      raw = read(v << 8, qmd_words * 4)
      last = {"subc": subc, "qmd_addr": v << 8, "qmd": list(struct.unpack(f"<{qmd_words}I", raw)) if raw else None, "pcas_action": None}
      out.append(last)
    elif m in (nv.NVC6C0_SEND_SIGNALING_PCAS2_B, nv.NVC6C0_SEND_SIGNALING_PCAS_B) and last is not None and last["pcas_action"] is None:
      last["pcas_action"], last["pcas_method"] = v, m
    elif m == nv.NVC6C0_SET_INLINE_QMD_ADDRESS_A: inline_addr = v << 32 | (inline_addr & 0xFFFFFFFF)
    elif m == nv.NVC6C0_SET_INLINE_QMD_ADDRESS_B: inline_addr = (inline_addr & ~0xFFFFFFFF) | v
    elif nv.NVC6C0_LOAD_INLINE_QMD_DATA(0) <= m < nv.NVC6C0_LOAD_INLINE_QMD_DATA(qmd_words):
      inline[(m - nv.NVC6C0_LOAD_INLINE_QMD_DATA(0)) // 4] = v
      if len(inline) == qmd_words:
        out.append({"subc": subc, "qmd_addr": inline_addr << 8, "qmd": [inline[k] for k in range(qmd_words)], "inline": True, "pcas_action": None})
        inline = {}
  return out

def gpfifo_segments(ring: list[int], start: int, end: int) -> list[tuple[int, int]]:
  """(pushbuffer VA, dwords) of ring entries start..end-1 (wrapping): address bits 39:2, length bits 62:42."""
  n = len(ring)
  return [((e := ring[k % n]) & ((1 << 40) - 1) & ~3, (e >> 42) & ((1 << 21) - 1)) for k in range(start, end if end >= start else end + n)]

def channel_launches(ring: list[int], start: int, end: int, read: Callable[[int, int], bytes | None]) -> list[dict[str, Any]]:
  """Every launch in GPFIFO entries start..end-1 of a ring, with the methods of the segment that holds it."""
  out: list[dict[str, Any]] = []
  for va, n in gpfifo_segments(ring, start, end):
    if not n or (raw := read(va, n * 4)) is None: continue
    words = list(struct.unpack(f"<{n}I", raw))
    try: out += [{**launch, "segment": va, "methods": [list(w) for w in method_writes(words)]} for launch in find_launches(words, read)]
    except ValueError as e: print(f"  segment at {va:#x} ({n} words) not decoded: {e}")  # a header type tg does not decode; the rest goes on
  return out

def print_launch(launch: dict[str, Any], compute_class: int, tg: list[int] | None = None) -> list[str]:
  """A captured launch decoded field by field (beside tg's QMD for the same kernel when given); returns the differing field names."""
  words = launch["qmd"]
  if words is None:
    print(f"    QMD at {launch['qmd_addr']:#x}: not CPU-visible to this process")
    return []
  prefix = qmd_prefix(words, compute_class)
  print(f"    QMD at {launch['qmd_addr']:#x}{' (inline)' if launch.get('inline') else ''}, layout {prefix}, "
        f"PCAS action {launch.get('pcas_action')}, methods: " + " ".join(f"sc{s}:{m:#x}={v:#x}" for s, m, v in launch.get("methods", [])[:40]))
  if tg is None:
    for name, v in decode_qmd(words, prefix).items():
      if v: print(f"      {name:48s} {v:#x}")
    return []
  if (tgp := qmd_prefix(tg, compute_class)) != prefix: print(f"    tg's QMD uses {tgp}, CUDA's {prefix}: tg's is shown in CUDA's layout")
  lines, diff = side_by_side(words, tg, prefix)
  print("\n".join(lines))
  print(f"    {len(diff)} encoding differences: {', '.join(diff) or 'none'}")
  return diff

# ---- the shim (LD_PRELOAD): ioctl and mmap logged with the parameter blocks RM reads ----

SHIM = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/types.h>
static FILE *LOG;
static pthread_mutex_t MU = PTHREAD_MUTEX_INITIALIZER;
/* record: kind (1 byte), 5 u64 header values, payload length (u32), payload */
static void rec(char kind, uint64_t a, uint64_t b, uint64_t c, uint64_t d, uint64_t e, const void *p, uint32_t n) {
  if (!LOG) { const char *path = getenv("NVCAP_LOG"); if (!path || !(LOG = fopen(path, "wb"))) return; setvbuf(LOG, NULL, _IOFBF, 1 << 20); }
  uint64_t h[5] = {a, b, c, d, e};
  fwrite(&kind, 1, 1, LOG); fwrite(h, 8, 5, LOG); fwrite(&n, 4, 1, LOG); if (n) fwrite(p, 1, n, LOG);
}
void nvcap_mark(const char *label) {
  pthread_mutex_lock(&MU); rec('K', 0, 0, 0, 0, 0, label, strlen(label)); if (LOG) fflush(LOG); pthread_mutex_unlock(&MU);
}
void nvcap_flush(void) { pthread_mutex_lock(&MU); if (LOG) fflush(LOG); pthread_mutex_unlock(&MU); }
int ioctl(int fd, unsigned long req, ...) {
  static int (*real)(int, unsigned long, void *);
  va_list ap; va_start(ap, req); void *arg = va_arg(ap, void *); va_end(ap);
  if (!real) real = (int (*)(int, unsigned long, void *))dlsym(RTLD_NEXT, "ioctl");
  int ret = real(fd, req, arg);
  uint32_t size = (req >> 16) & 0x3fff, nr = req & 0xff;
  pthread_mutex_lock(&MU);
  if (((req >> 8) & 0xff) == 'F' && arg) {
    rec('I', fd, req, (uint64_t)(int64_t)ret, 0, 0, arg, size);
    /* RM_ALLOC and RM_CONTROL point at a parameter block: keep it (after the call, as RM filled it) */
    int alloc = nr == NR_ALLOC && size > OFF_ALLOC_SIZE, ctrl = nr == NR_CONTROL && size > OFF_CTRL_SIZE;
    if (alloc || ctrl) {
      void *p = *(void **)((char *)arg + (alloc ? OFF_ALLOC_PTR : OFF_CTRL_PTR));
      uint32_t n = *(uint32_t *)((char *)arg + (alloc ? OFF_ALLOC_SIZE : OFF_CTRL_SIZE));
      if (p && n < (1u << 20)) rec('P', fd, req, 0, 0, 0, p, n);
    }
  } else if (req == UVM_MAP_EXT && arg) rec('U', fd, req, (uint64_t)(int64_t)ret, 0, 0, arg, UVM_MAP_EXT_SIZE);
  pthread_mutex_unlock(&MU);
  return ret;
}
static void *mmap_common(void *addr, size_t len, int prot, int flags, int fd, off_t off, void *ret) {
  pthread_mutex_lock(&MU);
  uint64_t meta[2] = {(uint64_t)(int64_t)fd, (uint64_t)off};
  rec('M', (uint64_t)addr, len, (uint64_t)prot, (uint64_t)flags, (uint64_t)ret, meta, 16);
  pthread_mutex_unlock(&MU);
  return ret;
}
void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
  static void *(*real)(void *, size_t, int, int, int, off_t);
  if (!real) real = (void *(*)(void *, size_t, int, int, int, off_t))dlsym(RTLD_NEXT, "mmap");
  return mmap_common(addr, len, prot, flags, fd, off, real(addr, len, prot, flags, fd, off));
}
void *mmap64(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
  static void *(*real)(void *, size_t, int, int, int, off_t);
  if (!real) real = (void *(*)(void *, size_t, int, int, int, off_t))dlsym(RTLD_NEXT, "mmap64");
  return mmap_common(addr, len, prot, flags, fd, off, real(addr, len, prot, flags, fd, off));
}
"""

def shim_defines() -> dict[str, int]:
  """The escape numbers and parameter offsets the shim needs, from the generated structs (so it follows the headers tg reads)."""
  from tinygrad.runtime.autogen import nv
  off = lambda s, f: getattr(s, f).offset  # a generated struct's field descriptor
  return {"NR_ALLOC": nv.NV_ESC_RM_ALLOC, "OFF_ALLOC_PTR": off(nv.NVOS21_PARAMETERS, "pAllocParms"),
          "OFF_ALLOC_SIZE": off(nv.NVOS21_PARAMETERS, "paramsSize"), "NR_CONTROL": nv.NV_ESC_RM_CONTROL,
          "OFF_CTRL_PTR": off(nv.NVOS54_PARAMETERS, "params"), "OFF_CTRL_SIZE": off(nv.NVOS54_PARAMETERS, "paramsSize"),
          "UVM_MAP_EXT": nv.UVM_MAP_EXTERNAL_ALLOCATION, "UVM_MAP_EXT_SIZE": ctypes.sizeof(nv.UVM_MAP_EXTERNAL_ALLOCATION_PARAMS)}

def build_shim(outdir: str, cc: str = "cc") -> str:
  """Compile the shim into `outdir`; returns the .so path. Raises RuntimeError with the compiler's output when it fails."""
  src, so = os.path.join(outdir, "nvcap_shim.c"), os.path.join(outdir, "nvcap_shim.so")
  with open(src, "w") as f: f.write("".join(f"#define {k} {v}\n" for k, v in shim_defines().items()) + SHIM)
  p = subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", so, src, "-ldl", "-lpthread"], capture_output=True, text=True)
  if p.returncode: raise RuntimeError(f"nv_capture: {cc} could not build the shim:\n{p.stderr}")
  return so

def read_log(path: str) -> list[tuple[str, tuple[int, ...], bytes]]:
  """The shim's records: (kind, 5 header values, payload)."""
  out, data, i = [], open(path, "rb").read(), 0
  while i + 45 <= len(data):
    kind, hdr, (n,) = chr(data[i]), struct.unpack_from("<5Q", data, i + 1), struct.unpack_from("<I", data, i + 41)
    out.append((kind, hdr, data[i + 45:i + 45 + n]))
    i += 45 + n
  return out

# ---- the child: CUDA launches under the shim, then the log resolved in-process ----

PTX = {"empty": ".version {ver}\n.target {arch}\n.address_size 64\n.visible .entry nvcap_empty()\n{{\n  ret;\n}}\n",
       "store": (".version {ver}\n.target {arch}\n.address_size 64\n.visible .entry nvcap_store(.param .u64 out)\n{{\n  .reg .u64 %rd<2>;\n"
                 "  .reg .u32 %r<1>;\n  ld.param.u64 %rd0, [out];\n  cvta.to.global.u64 %rd1, %rd0;\n  mov.u32 %r0, 0x600DCAFE;\n"
                 "  st.global.u32 [%rd1], %r0;\n  ret;\n}}\n")}
PTX_VERSION = {90: "7.8", 100: "8.6", 120: "8.7"}

class AddressMap:
  """GPU VA -> this process's CPU address, from the log: RM_MAP_MEMORY_DMA and UVM_MAP_EXTERNAL_ALLOCATION (memory handle -> GPU VA),
  RM_MAP_MEMORY + the mmap of its fd (memory handle -> CPU address); a GPU VA mapped at the same CPU address (CUDA's unified
  addressing) is read in place."""
  def __init__(self, log: list[tuple[str, tuple[int, ...], bytes]]):
    from tinygrad.runtime.autogen import nv
    self.gpu: list[tuple[int, int, int, int]] = []  # (gpu va, length, handle, offset into the memory)
    self.cpu: dict[int, list[tuple[int, int, int]]] = {}  # handle -> [(offset, length, cpu address)]
    pending: dict[int, tuple[int, int]] = {}  # fd -> (handle, offset) of an RM_MAP_MEMORY awaiting its mmap
    for kind, hdr, raw in log:
      if kind == "I" and hdr[1] & 0xFF == nv.NV_ESC_RM_MAP_MEMORY_DMA and len(raw) >= ctypes.sizeof(nv.NVOS46_PARAMETERS):
        p = nv.NVOS46_PARAMETERS.from_buffer_copy(raw)
        if p.status == 0: self.gpu.append((p.dmaOffset, p.length, p.hMemory, p.offset))
      elif kind == "I" and hdr[1] & 0xFF == nv.NV_ESC_RM_MAP_MEMORY and len(raw) >= ctypes.sizeof(nv.nv_ioctl_nvos33_parameters_with_fd):
        m = nv.nv_ioctl_nvos33_parameters_with_fd.from_buffer_copy(raw)
        if m.params.status == 0: pending[m.fd] = (m.params.hMemory, m.params.offset)
      elif kind == "U" and len(raw) >= ctypes.sizeof(nv.UVM_MAP_EXTERNAL_ALLOCATION_PARAMS):
        u = nv.UVM_MAP_EXTERNAL_ALLOCATION_PARAMS.from_buffer_copy(raw)
        if u.rmStatus == 0: self.gpu.append((u.base, u.length, u.hMemory, u.offset))
      elif kind == "M" and (fd := struct.unpack("<q", raw[:8])[0]) in pending and hdr[4] not in (0, 2**64 - 1):
        h, off = pending.pop(fd)
        self.cpu.setdefault(h, []).append((off, hdr[1], hdr[4]))
    self.maps = self._proc_maps()
  @staticmethod
  def _proc_maps() -> list[tuple[int, int]]:
    try:
      with open("/proc/self/maps") as f: return [(int(a, 16), int(b, 16)) for a, b in (ln.split()[0].split("-") for ln in f)]
    except OSError: return []
  def cpu_addr(self, va: int, n: int) -> int | None:
    for gva, length, h, moff in self.gpu:
      if gva <= va and va + n <= gva + length:
        for coff, clen, caddr in self.cpu.get(h, []):
          if coff <= moff + va - gva and moff + va - gva + n <= coff + clen: return caddr + moff + va - gva - coff
    return va if any(a <= va and va + n <= b for a, b in self.maps) else None
  def read(self, va: int, n: int) -> bytes | None:
    return None if (addr := self.cpu_addr(va, n)) is None else ctypes.string_at(addr, n)

def channels_from_log(log: list[tuple[str, tuple[int, ...], bytes]]) -> list[dict[str, int]]:
  """Each GPFIFO channel's RM_ALLOC: class, handle, ring VA and entries, USERD memory and offset, and the engine class under it."""
  from tinygrad.runtime.autogen import nv
  chan_classes = {getattr(nv, k) for k in dir(nv) if k.endswith("_CHANNEL_GPFIFO_A") or k.endswith("_CHANNEL_GPFIFO_B")}
  chans: list[dict[str, int]] = []
  for i, (kind, hdr, raw) in enumerate(log):
    if kind != "I" or hdr[1] & 0xFF != nv.NV_ESC_RM_ALLOC or len(raw) < ctypes.sizeof(nv.NVOS21_PARAMETERS): continue
    p = nv.NVOS21_PARAMETERS.from_buffer_copy(raw)
    if p.status != 0: continue
    params = log[i + 1][2] if i + 1 < len(log) and log[i + 1][0] == "P" else b""
    if p.hClass in chan_classes and len(params) >= ctypes.sizeof(nv.struct_NV_CHANNEL_ALLOC_PARAMS):
      cp = nv.struct_NV_CHANNEL_ALLOC_PARAMS.from_buffer_copy(params)
      chans.append({"class": p.hClass, "handle": p.hObjectNew, "ring": cp.gpFifoOffset, "entries": cp.gpFifoEntries,
                    "userd_mem": cp.hUserdMemory[0], "userd_off": cp.userdOffset[0], "ring_mem": cp.hObjectBuffer, "engine": 0})
    for c in chans:
      if p.hObjectParent == c["handle"]: c["engine"] = p.hClass
  return chans

def child(log_path: str, out_json: str) -> int:
  """Runs under the shim: launches the two kernels through libcuda, then writes the capture (each launch's methods and QMD)."""
  from tinygrad.runtime.autogen import nv
  shim = ctypes.CDLL(None)
  cu = ctypes.CDLL("libcuda.so.1")
  def ck(r: int, what: str) -> None:
    if r: raise RuntimeError(f"{what} failed: CUresult {r}")
  ck(cu.cuInit(0), "cuInit")
  dev, ctx = ctypes.c_int(), ctypes.c_void_p()
  ck(cu.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
  major, minor = ctypes.c_int(), ctypes.c_int()
  ck(cu.cuDeviceGetAttribute(ctypes.byref(major), 75, dev), "cuDeviceGetAttribute major")  # COMPUTE_CAPABILITY_MAJOR
  ck(cu.cuDeviceGetAttribute(ctypes.byref(minor), 76, dev), "cuDeviceGetAttribute minor")
  sm = major.value * 10 + minor.value
  ck(cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
  ck(cu.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
  out = ctypes.c_uint64()
  ck(cu.cuMemAlloc_v2(ctypes.byref(out), ctypes.c_size_t(64)), "cuMemAlloc")
  funcs = {}
  for name, src in PTX.items():
    mod, fn = ctypes.c_void_p(), ctypes.c_void_p()
    ptx = src.format(ver=PTX_VERSION.get(sm, "7.8"), arch=f"sm_{sm}").encode()
    ck(cu.cuModuleLoadData(ctypes.byref(mod), ctypes.c_char_p(ptx)), f"cuModuleLoadData {name}")
    ck(cu.cuModuleGetFunction(ctypes.byref(fn), mod, f"nvcap_{name}".encode()), f"cuModuleGetFunction {name}")
    funcs[name] = fn
  ck(cu.cuCtxSynchronize(), "cuCtxSynchronize")
  shim.nvcap_flush()
  puts: dict[str, dict[int, int]] = {}
  def gpputs() -> dict[int, int]:
    amap, res = AddressMap(read_log(log_path)), {}
    for c in channels_from_log(read_log(log_path)):
      userd = amap.cpu.get(c["userd_mem"], [])
      addr = next((ca + c["userd_off"] - co for co, cl, ca in userd if co <= c["userd_off"] < co + cl), None)
      if addr is not None: res[c["handle"]] = ctypes.c_uint32.from_address(addr + nv.AmpereAControlGPFifo.GPPut.offset).value  # type: ignore[attr-defined]
    return res
  for name in PTX:
    puts[name] = gpputs()
    shim.nvcap_mark(name.encode())
    arg = ctypes.c_uint64(out.value)
    params = (ctypes.c_void_p * 1)(ctypes.cast(ctypes.byref(arg), ctypes.c_void_p))
    ck(cu.cuLaunchKernel(funcs[name], 1, 1, 1, 1, 1, 1, 0, None, params if name == "store" else None, None), f"cuLaunchKernel {name}")
    ck(cu.cuCtxSynchronize(), f"cuCtxSynchronize after {name}")
    shim.nvcap_flush()
  puts["end"] = gpputs()
  got = ctypes.c_uint32()
  ck(cu.cuMemcpyDtoH_v2(ctypes.byref(got), out, ctypes.c_size_t(4)), "cuMemcpyDtoH")
  log = read_log(log_path)
  amap, chans = AddressMap(log), channels_from_log(log)
  cap: dict[str, Any] = {"sm": sm, "store_read_back": got.value, "channels": [], "launches": []}
  for c in chans:
    ring_raw = amap.read(c["ring"], c["entries"] * 8)
    cap["channels"].append({**c, "ring_cpu_visible": ring_raw is not None})
    if ring_raw is None: continue
    ring = list(struct.unpack(f"<{c['entries']}Q", ring_raw))
    h = c["handle"]
    spans = [(label, puts[label][h], puts[nxt][h]) for label, nxt in (("empty", "store"), ("store", "end"))] \
      if all(h in p for p in puts.values()) else [("unlabelled", 0, next((k for k in range(c["entries"]) if ring[k] == 0), c["entries"]))]
    # (no USERD CPU mapping: every entry written so far, unlabelled)
    for label, a, b in spans:
      for launch in channel_launches(ring, a, b, amap.read):
        cap["launches"].append({"label": label, "channel_class": c["class"], "compute_class": c["engine"], **launch})
  with open(out_json, "w") as f: json.dump(cap, f)
  return 0

def capture(json_out: str | None = None, cc: str = "cc") -> dict[str, Any]:
  """Build the shim, run the child under it, return the capture (also written to `json_out`)."""
  with tempfile.TemporaryDirectory(prefix="nvcap_") as d:
    so, log, out = build_shim(d, cc), os.path.join(d, "ioctl.log"), json_out or os.path.join(d, "capture.json")
    env = {**os.environ, "LD_PRELOAD": so, "NVCAP_LOG": log}
    p = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", log, out], env=env, capture_output=True, text=True, timeout=300)
    if p.returncode: raise RuntimeError(f"nv_capture: the CUDA child failed (rc {p.returncode}):\n{p.stdout[-2000:]}{p.stderr[-3000:]}")
    with open(out) as f: return json.load(f)

# ---- tg's QMD for the same kernel ----

def tg_qmd(dev: Any, prg: Any, grid: tuple[int, int, int], block: tuple[int, int, int], cbuf0: int) -> list[int]:
  """The QMD words tg's NVComputeQueue.exec writes for this launch (template, grid, block, constant bank 0), built without submitting."""
  buf = (ctypes.c_uint32 * (prg.qmd_type.size // 4))(*prg.qmd_template)
  from tinygrad.runtime.support.hcq import MMIOInterface
  q = prg.qmd_type(MMIOInterface(ctypes.addressof(buf), ctypes.sizeof(buf), "I"))
  q.set_grid(grid)
  q.set_block(block)
  q.set_cbuf(0, cbuf0)
  return list(buf)

def tg_qmds(dev_name: str = "NV") -> tuple[int, dict[str, list[int]]]:
  """(compute class, {kernel: QMD words}) tg builds for the capture's two kernels on `dev_name`."""
  from tinygrad.device import Device
  from tinygrad.runtime.ops_nv import NVProgram
  d: Any = Device[dev_name]
  res = {}
  for name, src in PTX.items():
    lib = d.compiler.compile(src.format(ver=PTX_VERSION.get(int(d.arch[3:]), "7.8"), arch=d.arch))
    prg = NVProgram(d, f"nvcap_{name}", lib)
    res[name] = tg_qmd(d, prg, (1, 1, 1), (1, 1, 1), d.kernargs_buf.va_addr)
  return d.compute_class, res

def report(cap: dict[str, Any], tg: dict[str, list[int]] | None) -> dict[str, list[str]]:
  """Print the capture launch by launch beside tg's QMD; returns {kernel: differing fields} for the launches of our kernels."""
  print(f"== CUDA capture: sm_{cap.get('sm')}, store read back {cap.get('store_read_back', 0):#x}")
  for c in cap["channels"]:
    print(f"  channel class {c['class']:#x} engine {c['engine']:#x}: ring {c['ring']:#x} x{c['entries']}"
          f"{'' if c.get('ring_cpu_visible', True) else ' (ring not CPU-visible)'}")
  diffs: dict[str, list[str]] = {}
  for launch in cap["launches"]:
    print(f"  launch of the {launch['label']} kernel on compute class {launch['compute_class']:#x}:")
    diffs[launch["label"]] = print_launch(launch, launch["compute_class"], (tg or {}).get(launch["label"], (tg or {}).get("empty")))
  if not cap["launches"]: print("  no SEND_PCAS_A or inline QMD found in the captured GPFIFO entries")
  return diffs

def captured_encoding(cap: dict[str, Any], label: str = "empty") -> dict[str, Any]:
  """The fields of a captured QMD that are encoding, not per-launch addresses or sizes tg computes itself: {"prefix", "fields",
  "pcas_action"} for the launch variant "captured" in gpu_check.py."""
  with_qmd = [x for x in cap["launches"] if x["qmd"]]
  if not with_qmd: raise ValueError("the capture holds no CPU-visible QMD")
  launch = next((x for x in with_qmd if x["label"] == label), with_qmd[-1])
  prefix = qmd_prefix(launch["qmd"], launch["compute_class"])
  # per kernel or per launch (tg computes these itself): addresses, sizes, dimensions, resources, queue and dependency state
  skip = re.compile(r"(ADDR|ADDRESS|POINTER|PAYLOAD_|GRID_|CTA_RASTER|CTA_THREAD_DIMENSION|REGISTER_COUNT|SHARED_MEMORY_SIZE|LOCAL_MEMORY|"
                    r"SIZE_SHIFTED4|PREFETCH_SIZE|CONSTANT_BUFFER_VALID|BARRIER_COUNT|HW_ONLY|CORRELATION_ID|SM_CONFIG_SHARED_MEM|"
                    r"OCCUPANCY|INNER_|OUTER_|DEPENDENCE_COUNTER|DEPENDENT_QMD|CIRCULAR_QUEUE)")
  fields = {k: v for k, v in decode_qmd(launch["qmd"], prefix).items() if not skip.search(k)}
  return {"prefix": prefix, "fields": fields, "pcas_action": launch.get("pcas_action"), "pcas_method": launch.get("pcas_method")}

def main() -> int:
  if sys.argv[1:2] == ["--child"]: return child(sys.argv[2], sys.argv[3])
  import argparse
  ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
  ap.add_argument("--json", default=None, help="keep the capture in this file")
  ap.add_argument("--no-tg", action="store_true", help="only the CUDA side (no NV device opened)")
  ap.add_argument("--cc", default=os.environ.get("CC", "cc"), help="C compiler for the shim")
  args = ap.parse_args()
  cap = capture(args.json, args.cc)
  tg = None
  if not args.no_tg:
    try: tg = tg_qmds("NV")[1]
    except Exception as e: print(f"  (tg's NV device did not build its QMDs: {type(e).__name__}: {e})")
  report(cap, tg)
  return 0

if __name__ == "__main__":
  sys.exit(main())
