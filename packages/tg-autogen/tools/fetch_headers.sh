#!/usr/bin/env bash
# Puts the header trees bindings.yaml names (that no apt package installs under /usr/include) into ~/.cache/tg-autogen.
# Headers are inputs only: they are never committed. Usage:
#   fetch_headers.sh kernel             Debian's linux-source-6.12 (bookworm-backports): kfd, amd_gpu, amd_gpu_gfx9, amd_gpu_gfx12
#   fetch_headers.sh cuda               nvrtc.h and nvJitLink.h from NVIDIA's CUDA 13.0 wheels on PyPI: nvrtc, nvjitlink
#   fetch_headers.sh nv GITDIR          NVIDIA/open-gpu-kernel-modules (a clone or bare git dir): nv
#   fetch_headers.sh nvdoc GITDIR       NVIDIA/open-gpu-doc (QMD layouts): nv
# The headers that apt installs: libdrm-dev libhsa-runtime-dev libamd-comgr-dev opencl-headers libusb-1.0-0-dev liburing-dev.
set -euo pipefail
CACHE="${TG_AUTOGEN_CACHE:-$HOME/.cache/tg-autogen}"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
mkdir -p "$CACHE"

case "${1:-}" in
  kernel)
    # a private apt state, so the machine's sources stay untouched
    echo "deb http://deb.debian.org/debian bookworm-backports main" > "$TMP/sources.list"
    mkdir -p "$TMP/lists/partial" "$TMP/cache/archives/partial"
    O=(-o Dir::Etc::SourceList="$TMP/sources.list" -o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists="$TMP/lists" -o Dir::Cache="$TMP/cache")
    apt-get "${O[@]}" -qq update
    (cd "$TMP" && apt-get "${O[@]}" -qq download linux-source-6.12)
    dpkg -x "$TMP"/linux-source-6.12_*.deb "$TMP/x"
    rm -rf "$CACHE/linux-source-6.12"
    tar -xJf "$TMP"/x/usr/src/linux-source-6.12.tar.xz -C "$CACHE" --wildcards 'linux-source-6.12/include/uapi/*' \
      'linux-source-6.12/drivers/gpu/drm/amd/amdgpu/*.h' 'linux-source-6.12/drivers/gpu/drm/amd/include/*' ;;
  cuda)
    python3 -m pip download --no-deps -q "nvidia-cuda-nvrtc==13.0.*" "nvidia-nvjitlink==13.0.*" -d "$TMP"
    for w in "$TMP"/*.whl; do python3 -c "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); \
      [z.extract(n, sys.argv[2]) for n in z.namelist() if n.endswith('.h')]" "$w" "$CACHE/nvidia-cu13"; done ;;
  nv)
    rm -rf "$CACHE/open-gpu-kernel-modules" && mkdir -p "$CACHE/open-gpu-kernel-modules"
    git --git-dir="$(git -C "$2" rev-parse --absolute-git-dir 2>/dev/null || echo "$2")" archive HEAD kernel-open/common/inc kernel-open/nvidia-uvm \
      src/common/sdk/nvidia/inc src/nvidia/arch/nvalloc/unix/include src/nvidia/generated/g_allclasses.h src/common/inc \
      | tar -x -C "$CACHE/open-gpu-kernel-modules" ;;
  nvdoc)
    rm -rf "$CACHE/open-gpu-doc" && mkdir -p "$CACHE/open-gpu-doc"
    git --git-dir="$(git -C "$2" rev-parse --absolute-git-dir 2>/dev/null || echo "$2")" archive HEAD classes/compute | tar -x -C "$CACHE/open-gpu-doc" ;;
  *) sed -n '2,9p' "$0"; exit 2 ;;
esac
echo "headers in $CACHE"
