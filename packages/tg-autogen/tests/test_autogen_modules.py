import ast, ctypes, errno, importlib, mmap, os, pathlib, shutil, subprocess, sys
import pytest

AUTOGEN = pathlib.Path(__file__).parent.parent / "src" / "tinygrad" / "runtime" / "autogen"
MODULES = sorted(p.stem for p in AUTOGEN.glob("*.py") if p.stem != "__init__")
# modules whose every struct is checked against gcc, as the issue asks; the rest get their constants checked
STRUCTS = {"kfd", "amdgpu_drm", "hsa", "cuda", "nv", "comgr", "pci", "vfio", "io_uring", "opencl", "libusb", "nvrtc", "nvjitlink",
           "amd_gpu", "amd_gpu_gfx9", "amd_gpu_gfx12"}

def test_every_yaml_module_is_committed():
  pytest.importorskip("yaml")
  from tinygrad.runtime.autogen.generator import config
  assert sorted(config.load()) == MODULES

@pytest.mark.parametrize("name", MODULES)
def test_modules_import_only_the_standard_library(name):
  tree = ast.parse((AUTOGEN / f"{name}.py").read_text())
  imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names} | \
             {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
  assert imported <= {"__future__", "ctypes", "tinygrad.runtime.support", "tinygrad.runtime.support.c"}, imported

def test_support_and_modules_load_without_extras():
  code = ("import sys; from tinygrad.runtime.autogen import kfd, nv, cuda, libc, amd_gpu; "
          "bad = [m for m in ('clang', 'yaml', 'mako', 'numpy') if m in sys.modules]; assert not bad, bad; "
          "import tinygrad.runtime.support.c as c, ast, inspect; "
          "mods = {a.name.split('.')[0] for n in ast.walk(ast.parse(inspect.getsource(c))) if isinstance(n, ast.Import) for a in n.names}; "
          "assert mods <= set(sys.stdlib_module_names), mods")
  subprocess.run([sys.executable, "-c", code], check=True)

@pytest.mark.parametrize("name", MODULES)
def test_matches_gcc_and_regenerates_identically(name):
  pytest.importorskip("clang.cindex", reason="regenerating needs the `generate` extra")
  pytest.importorskip("yaml"), pytest.importorskip("mako")
  if shutil.which("gcc") is None: pytest.skip("gcc is not installed")
  from tinygrad.runtime.autogen.generator import config, emit, probe
  spec = config.load()[name]
  try: files = [p for _, p in spec.files() + spec.files(also=True)]
  except config.MissingHeaders as e: pytest.skip(f"headers absent on this machine: {e}")
  text, model = emit.build(spec)
  assert text == (AUTOGEN / f"{name}.py").read_text(), f"{name}.py is stale: run `tg-autogen {name}` and commit it"
  mod = importlib.import_module(f"tinygrad.runtime.autogen.{name}")
  assert probe.check(mod, model, [p for _, p in spec.files()], spec.clang_args(), structs=name in STRUCTS) == []
  assert files

def test_kfd_ioctls():
  from tinygrad.runtime.autogen import kfd
  # AMDKFD_IOWR(0x25, struct kfd_ioctl_runtime_enable_args): 'K' type, 16-byte args
  assert kfd.AMDKFD_IOC_RUNTIME_ENABLE == 3 << 30 | 16 << 16 | ord("K") << 8 | 0x25
  assert kfd.AMDKFD_IOC_GET_VERSION.struct is kfd.struct_kfd_ioctl_get_version_args
  q = kfd.struct_kfd_ioctl_create_queue_args(ring_base_address=0x1000, ring_size=4096, queue_type=kfd.KFD_IOC_QUEUE_TYPE_COMPUTE_AQL)
  assert bytes(q)[:8] == (0x1000).to_bytes(8, "little") and q.ring_size == 4096

def test_libc_binding_calls():
  from tinygrad.runtime.autogen import libc
  assert libc.strlen(b"tinygrad") == 8
  buf = ctypes.create_string_buffer(64)
  n = libc.snprintf(buf, 64, b"%d|%s|%.3f|%lx", ctypes.c_int(-42), b"ok", ctypes.c_double(3.25), ctypes.c_ulong(0xbeef))  # variadic
  assert (n, buf.value) == (len(b"-42|ok|3.250|beef"), b"-42|ok|3.250|beef")
  # the constants agree with Python's own mmap and errno modules
  assert (libc.PROT_READ, libc.PROT_WRITE) == (mmap.PROT_READ, mmap.PROT_WRITE)
  assert (libc.MAP_PRIVATE, libc.MAP_ANONYMOUS) == (mmap.MAP_PRIVATE, mmap.MAP_ANONYMOUS)
  assert (libc.EINVAL, libc.ENOENT, libc.O_RDWR) == (errno.EINVAL, errno.ENOENT, os.O_RDWR)
  addr = libc.mmap(None, 4096, libc.PROT_READ | libc.PROT_WRITE, libc.MAP_PRIVATE | libc.MAP_ANONYMOUS, -1, 0)
  assert addr not in (None, ctypes.c_void_p(-1).value)
  ctypes.memmove(addr, b"abc\0", 4)
  assert libc.strlen(ctypes.cast(addr, ctypes.c_char_p)) == 3 and libc.munmap(addr, 4096) == 0
  assert libc.ELF64_R_SYM(0x0000000500000007) == 5 and libc.ELF64_R_TYPE(0x0000000500000007) == 7
  assert libc.close(-1) == -1 and ctypes.get_errno() == errno.EBADF  # errno is kept per call

def test_nv_qmd_fields_and_status():
  from tinygrad.runtime.autogen import nv
  assert nv.NVC6C0_QMDV03_00_OUTER_PUT == (30, 0) and nv.NVC6C0_QMDV03_00_CONSTANT_BUFFER_ADDR_LOWER(1) == (1055 + 64, 1024 + 64)
  assert nv.nv_status_codes[nv.NV_ERR_INVALID_ARGUMENT] == "NV_ERR_INVALID_ARGUMENT" and nv.NV_OK == 0
  p = nv.NVOS21_PARAMETERS(hRoot=1, hObjectParent=2, hObjectNew=3, hClass=nv.AMPERE_COMPUTE_A)
  assert ctypes.sizeof(p) == 32 and bytes(p)[12:16] == (0xc6c0).to_bytes(4, "little")

def test_amd_gpu_packets():
  from tinygrad.runtime.autogen import amd_gpu, amd_gpu_gfx9
  # PM4 type-3 header: type in bits 31:30, count in 29:16, opcode in 15:8
  assert amd_gpu.PACKET3(amd_gpu.PACKET3_SET_SH_REG, 2) == 3 << 30 | 2 << 16 | 0x76 << 8
  assert amd_gpu_gfx9.PACKET3(amd_gpu_gfx9.PACKET3_NOP, 0x3fff) == 0xffff1000
  assert amd_gpu.SDMA_PKT_COPY_LINEAR_HEADER_OP(amd_gpu.SDMA_OP_COPY) == 1

def test_wheel_alone_gives_working_bindings(tmp_path):
  uv = shutil.which("uv")
  if uv is None: pytest.skip("uv is not installed")
  pkg = pathlib.Path(__file__).parent.parent
  subprocess.run([uv, "build", "-q", "--wheel", str(pkg), "-o", str(tmp_path / "dist")], check=True)
  subprocess.run([uv, "venv", "-q", str(tmp_path / "venv")], check=True)
  py = tmp_path / "venv" / "bin" / "python"
  subprocess.run([uv, "pip", "install", "-q", "--offline", "--python", str(py), *map(str, (tmp_path / "dist").glob("*.whl"))], check=True)
  out = subprocess.run([str(py), "-c", "from tinygrad.runtime.autogen import kfd; print(int(kfd.AMDKFD_IOC_GET_VERSION))"],
                       capture_output=True, text=True, check=True, cwd=tmp_path).stdout
  assert int(out) == 2 << 30 | 8 << 16 | ord("K") << 8 | 1
  cli = subprocess.run([str(tmp_path / "venv" / "bin" / "tg-autogen"), "kfd"], capture_output=True, text=True, cwd=tmp_path)
  assert cli.returncode == 2 and "pip install 'tg-autogen[generate]'" in cli.stderr
