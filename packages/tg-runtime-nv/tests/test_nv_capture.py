"""tools/nv_capture.py without libcuda: the QMD field table read at the bit positions NVIDIA publishes (typed here from clcbc0qmd.h,
independently of the generated table), the GPFIFO/pushbuffer walk over a launch tg's own driver made on the mock GPU (the QMD it
finds must be the one tg wrote), the side-by-side diff over a synthetic capture file, and the LD_PRELOAD shim logging an ioctl."""
import ctypes, importlib.util, json, os, shutil, struct, subprocess, sys
import pytest
from tinygrad.device import Device
from tinygrad.helpers import Context
from tinygrad.runtime.autogen import nv

TOOLS = os.path.join(os.path.dirname(__file__), "..", "tools")

def _load(name):
  spec = importlib.util.spec_from_file_location(name, os.path.join(TOOLS, f"{name}.py"))
  assert spec is not None and spec.loader is not None
  mod = importlib.util.module_from_spec(spec)
  spec.loader.exec_module(mod)
  return mod

cap = _load("nv_capture")

# (hi, lo) from clcbc0qmd.h (QMDV04_00, lines 317, 420, 430, 349-353, 479) and clc6c0qmd.h (QMDV03_00)
DOC4 = {"QMD_TYPE": (25, 23), "SASS_VERSION": (543, 536), "QMD_MAJOR_VERSION": (583, 580), "RELEASE_STRUCTURE_SIZE(1)": (338, 337),
        "RELEASE_MEMBAR_TYPE(0)": (323, 323), "CWD_MEMBAR_TYPE": (1137, 1136), "GRID_WIDTH": (1055, 1024), "REGISTER_COUNT": (1208, 1200)}
DOC3 = {"QMD_MAJOR_VERSION": (583, 580), "SASS_VERSION": (1663, 1656), "RELEASE0_STRUCTURE_SIZE": (831, 830), "CTA_RASTER_WIDTH": (415, 384)}

def _put(words, hi, lo, v):
  for b in range(hi - lo + 1):
    if v >> b & 1: words[(lo + b) // 32] |= 1 << ((lo + b) % 32)

@pytest.mark.parametrize("prefix,doc,n", [("NVCBC0_QMDV04_00_", DOC4, 0x60), ("NVCBC0_QMDV03_00_", DOC3, 0x40)])
def test_decode_reads_the_documented_bits(prefix, doc, n):
  for i, (name, (hi, lo)) in enumerate(doc.items()):
    words = [0] * n
    _put(words, hi, lo, v := (0x5A + 3 * i) & ((1 << (hi - lo + 1)) - 1))
    got = cap.decode_qmd(words, prefix)
    assert got[name] == v, name
    bits = {k: (h, lo2) for k, h, lo2 in cap.qmd_fields(prefix, n)}
    assert all(val == 0 for k, val in got.items() if k != name and (bits[k][0] < lo or bits[k][1] > hi)), name  # no other field sees them

def test_qmd_prefix_follows_the_version_and_class():
  w = [0] * 0x60
  _put(w, 583, 580, 4)
  assert cap.qmd_prefix(w, nv.HOPPER_COMPUTE_A) == "NVCBC0_QMDV04_00_"
  w = [0] * 0x60
  _put(w, 583, 580, 3)
  assert cap.qmd_prefix(w, nv.HOPPER_COMPUTE_A) == "NVCBC0_QMDV03_00_" and cap.qmd_prefix(w, nv.AMPERE_COMPUTE_B) == "NVC6C0_QMDV03_00_"
  with pytest.raises(ValueError, match="unknown major version"): cap.qmd_prefix([0] * 0x60)

def test_method_writes_expand_every_header_type():
  words = [(1 << 29) | (2 << 16) | (1 << 13) | (0x2b4 >> 2), 0xAB, 0xCD,  # incrementing: 0x2b4, 0x2b8
           (3 << 29) | (2 << 16) | (0x10 >> 2), 1, 2,  # non-incrementing: 0x10 twice
           (5 << 29) | (3 << 16) | (4 << 13) | (0x100 >> 2), 7, 8, 9,  # increment once: 0x100, 0x104, 0x104
           (4 << 29) | (9 << 16) | (1 << 13) | (0x2c0 >> 2)]  # immediate
  assert list(cap.method_writes(words)) == [(1, 0x2b4, 0xAB), (1, 0x2b8, 0xCD), (0, 0x10, 1), (0, 0x10, 2), (4, 0x100, 7), (4, 0x104, 8),
                                            (4, 0x104, 9), (1, 0x2c0, 9)]
  with pytest.raises(ValueError, match="not a method header"): list(cap.method_writes([0x0]))

def test_inline_qmd_is_found():
  ws = [(1 << 29) | (2 << 16) | (1 << 13) | (nv.NVC6C0_SET_INLINE_QMD_ADDRESS_A >> 2), 0, 0x1234,
        (1 << 29) | (0x60 << 16) | (1 << 13) | (nv.NVC6C0_LOAD_INLINE_QMD_DATA(0) >> 2), *range(0x60)]
  (launch,) = cap.find_launches(ws, lambda va, n: None)
  assert launch["inline"] and launch["qmd"] == list(range(0x60)) and launch["qmd_addr"] == 0x1234 << 8

@pytest.fixture
def mock_dev():
  with Context(DEV="MOCK+NV:PTX"): d = Device["NV:4"]
  yield d
  del Device._opened["NV:4"]

def test_walks_tg_launches_on_the_mock(mock_dev):
  from tinygrad.runtime.ops_nv import NVProgram
  d, g = mock_dev, mock_dev.compute_gpfifo
  prg = NVProgram(d, "nvcap_store", cap.PTX["store"].format(ver="7.8", arch="sm_90").encode())
  out = d.allocator.alloc(64)
  start = g.put
  q = d.hw_compute_queue_t()
  q.exec(prg, ka := prg.fill_kernargs([out]), (1, 1, 1), (1, 1, 1))
  q.signal(d.timeline_signal, d.next_timeline()).submit(d)
  d.synchronize()
  ring = [g.ring[i] for i in range(g.entries)]
  launches = cap.channel_launches(ring, start, g.put, lambda va, n: ctypes.string_at(va, n))  # the mock's GPU VA is the host address
  assert len(launches) == 1
  (launch,) = launches
  assert launch["qmd_addr"] == ka.buf.va_addr + prg.qmd_offset and launch["pcas_action"] == prg.qmd_type.pcas_action
  # the QMD found through the ring is what tg builds for this launch, apart from the release the timeline signal added
  want = cap.tg_qmd(d, prg, (1, 1, 1), (1, 1, 1), ka.buf.va_addr)
  lines, diff = cap.side_by_side(launch["qmd"], want, "NVCBC0_QMDV04_00_")
  assert sorted(diff) == ["RELEASE_ENABLE(0)", "RELEASE_MEMBAR_TYPE(0)", "RELEASE_PAYLOAD64B(0)", "RELEASE_STRUCTURE_SIZE(0)"], diff
  assert any(ln.split()[0] == "GRID_WIDTH" and ln.split()[1] == "0x1" for ln in lines)
  assert launch["methods"][0][1] == nv.NVC6C0_SEND_PCAS_A or [1, nv.NVC6C0_SEND_PCAS_A, launch["qmd_addr"] >> 8] in launch["methods"]

def test_report_of_a_synthetic_capture(tmp_path, capsys):
  q = [0] * 0x60
  for name, v in [("QMD_MAJOR_VERSION", 4), ("QMD_TYPE", 2), ("SASS_VERSION", 0x90), ("GRID_WIDTH", 1), ("PROGRAM_ADDRESS_LOWER", 0x1000)]:
    _put(q, *DOC4.get(name, dict((n, (h, lo)) for n, h, lo in cap.qmd_fields("NVCBC0_QMDV04_00_"))[name]), v)
  tg = list(q)
  tg[0] &= ~(7 << 23)  # tg's QMD_TYPE 0 (bits 25:23)
  tg[1216 // 32] = 0x2000  # and another program address
  f = tmp_path / "cap.json"
  f.write_text(json.dumps({"sm": 90, "store_read_back": 0x600DCAFE, "channels": [], "launches": [
    {"label": "empty", "compute_class": nv.HOPPER_COMPUTE_A, "qmd_addr": 0x100, "qmd": q, "pcas_action": 3, "methods": []}]}))
  diffs = cap.report(json.loads(f.read_text()), {"empty": tg})
  out = capsys.readouterr().out
  assert diffs == {"empty": ["QMD_TYPE"]}  # the program address differs too, but per launch
  assert any(ln.split()[:4] == ["QMD_TYPE", "0x2", "0x0", "!="] for ln in out.splitlines())
  assert any(ln.split()[:4] == ["PROGRAM_ADDRESS_LOWER", "0x1000", "0x2000", "~"] for ln in out.splitlines())
  enc = cap.captured_encoding(json.loads(f.read_text()))
  assert enc["fields"]["QMD_TYPE"] == 2 and enc["fields"]["SASS_VERSION"] == 0x90 and "GRID_WIDTH" not in enc["fields"]
  assert "RELEASE_PAYLOAD64B(0)" in enc["fields"] and "RELEASE_SEMAPHORE0_PAYLOAD_LOWER" not in enc["fields"]  # width copied, value not
  assert enc["pcas_action"] == 3 and enc["prefix"] == "NVCBC0_QMDV04_00_"

@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_shim_logs_ioctls_with_their_parameter_blocks(tmp_path):
  so, log = cap.build_shim(str(tmp_path)), str(tmp_path / "log")
  p = nv.NVOS21_PARAMETERS(hClass=0xc56f, pAllocParms=ctypes.addressof(blk := (ctypes.c_uint32 * 4)(1, 2, 3, 4)), paramsSize=16)
  code = (f"import ctypes, fcntl\nb = bytearray({list(bytes(p))!r})\nblk = (ctypes.c_uint32 * 4)(1, 2, 3, 4)\n"
          f"ctypes.c_uint64.from_buffer(b, {nv.NVOS21_PARAMETERS.pAllocParms.offset}).value = ctypes.addressof(blk)\n"
          f"f = open('/dev/null', 'rb')\nreq = {(3 << 30) | (ctypes.sizeof(p) << 16) | (ord('F') << 8) | nv.NV_ESC_RM_ALLOC}\n"
          "try: fcntl.ioctl(f.fileno(), req, b)\n"
          "except OSError: pass\n")
  del blk
  r = subprocess.run([sys.executable, "-c", code], env={**os.environ, "LD_PRELOAD": so, "NVCAP_LOG": log}, capture_output=True, text=True)
  assert r.returncode == 0, r.stderr
  recs = cap.read_log(log)
  i = next(i for i, (k, h, _) in enumerate(recs) if k == "I" and h[1] & 0xFF == nv.NV_ESC_RM_ALLOC)
  assert nv.NVOS21_PARAMETERS.from_buffer_copy(recs[i][2]).hClass == 0xc56f
  assert recs[i + 1][0] == "P" and struct.unpack("<4I", recs[i + 1][2]) == (1, 2, 3, 4)

def _rec(kind, hdr, payload=b""):
  return kind.encode() + struct.pack("<5QI", *hdr, len(payload)) + payload

def test_log_resolves_channels_and_addresses(tmp_path):
  # a log as the shim writes it: a channel and its compute object, and memory mapped for the GPU (MAP_MEMORY_DMA) and the CPU
  # (RM_MAP_MEMORY + the mmap of its fd); GPU VAs then read through the CPU mapping
  cpu = (ctypes.c_uint32 * 1024)(*range(1024))
  gva, hmem, fd = 0x7ff0_0000_0000, 0x51, 77
  dma = nv.NVOS46_PARAMETERS(hMemory=hmem, offset=0, length=0x1000, dmaOffset=gva)
  m33 = nv.nv_ioctl_nvos33_parameters_with_fd(params=nv.NVOS33_PARAMETERS(hMemory=hmem, offset=0, length=0x1000), fd=fd)
  cp = nv.struct_NV_CHANNEL_ALLOC_PARAMS(hObjectBuffer=hmem, gpFifoOffset=gva, gpFifoEntries=16)
  cp.hUserdMemory[0], cp.userdOffset[0] = hmem, 0x800
  chan = nv.NVOS21_PARAMETERS(hObjectParent=3, hObjectNew=0x90, hClass=nv.HOPPER_CHANNEL_GPFIFO_A)
  eng = nv.NVOS21_PARAMETERS(hObjectParent=0x90, hObjectNew=0x91, hClass=nv.HOPPER_COMPUTE_A)
  req = lambda nr, s: (3 << 30) | (ctypes.sizeof(s) << 16) | (ord("F") << 8) | nr
  log = tmp_path / "log"
  log.write_bytes(_rec("I", (5, req(nv.NV_ESC_RM_MAP_MEMORY_DMA, dma), 0, 0, 0), bytes(dma)) +
                  _rec("I", (5, req(nv.NV_ESC_RM_MAP_MEMORY, m33), 0, 0, 0), bytes(m33)) +
                  _rec("M", (0, 0x1000, 3, 1, ctypes.addressof(cpu)), struct.pack("<qQ", fd, 0)) +
                  _rec("I", (5, req(nv.NV_ESC_RM_ALLOC, chan), 0, 0, 0), bytes(chan)) + _rec("P", (5, 0, 0, 0, 0), bytes(cp)) +
                  _rec("I", (5, req(nv.NV_ESC_RM_ALLOC, eng), 0, 0, 0), bytes(eng)))
  recs = cap.read_log(str(log))
  assert [r[0] for r in recs] == ["I", "I", "M", "I", "P", "I"]
  (ch,) = cap.channels_from_log(recs)
  assert (ch["class"], ch["engine"], ch["ring"], ch["entries"], ch["userd_mem"], ch["userd_off"]) == \
    (nv.HOPPER_CHANNEL_GPFIFO_A, nv.HOPPER_COMPUTE_A, gva, 16, hmem, 0x800)
  amap = cap.AddressMap(recs)
  assert amap.read(gva + 0x10, 8) == struct.pack("<2I", 4, 5)
  assert amap.read(gva + 0x2000, 4) is None  # outside the mapping and not mapped in this process
