#!/usr/bin/env bash
# Installs what tinyc needs on Debian 12 and does nothing when everything is present:
#   - Debian packages: LLVM/MLIR 22 (static libraries for melior), clang-22 (bindgen, OpenCL C
#     syntax checks), PoCL (an OpenCL device on the CPU), CLBlast (a benchmark peer),
#     spirv-tools (spirv-val checks every SPIR-V module the tests make); cmake, g++ and gfortran
#     (the C API's C, C++ and Fortran examples, built and run by scripts/capi-examples.sh);
#   - a Python venv in .venv with NVIDIA's nvcc wheel (ptxas and libdevice for the PTX target);
#   - oclgrind (an OpenCL device simulator that reports races, out-of-bounds and uninitialised
#     reads) and, in a second venv .venv-intel, Intel's OpenCL CPU runtime (intel-opencl-rt,
#     intel-cmplr-lib-rt): the execution tests and the differential fuzzer run on every OpenCL
#     implementation present (tests/src/impls.rs registers them with the ICD loader itself).
# With --bench it also installs the benchmark's peers: LIBXSMM (Debian libxsmm-dev, linked by
# bench/build.rs) and MKL (PyPI mkl-devel into .venv-bench, loaded by tinyc-bench at run time).
# Environment variables are set by scripts/env.sh, which the other scripts source.
set -euo pipefail
cd "$(dirname "$0")/.."

BENCH=0
for arg in "$@"; do
  case "$arg" in
    --bench) BENCH=1 ;;
    *) printf 'setup: unknown option %s (usage: setup.sh [--bench])\n' "$arg" >&2; exit 2 ;;
  esac
done

APT_PACKAGES=(
  llvm-22-dev libmlir-22-dev mlir-22-tools clang-22 libpolly-22-dev libzstd-dev
  pocl-opencl-icd ocl-icd-opencl-dev clinfo libclblast-dev
  python3-venv pkg-config oclgrind spirv-tools
  cmake g++ gfortran
)
[ "$BENCH" = 1 ] && APT_PACKAGES+=(libxsmm-dev)
MKL_WHEEL="mkl-devel==2026.2.0"
NVCC_WHEEL="nvidia-cuda-nvcc-cu12==12.8.93"
INTEL_WHEELS=("intel-opencl-rt==2026.2.0" "intel-cmplr-lib-rt==2026.2.0")

say() { printf 'setup: %s\n' "$*" >&2; }

missing=()
for p in "${APT_PACKAGES[@]}"; do
  if [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" != "install ok installed" ]; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { say "need root (or sudo) to install: ${missing[*]}"; exit 1; }
    SUDO="sudo"
  fi
  say "installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null; then
  if [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
  else
    say "cargo not found: install a Rust toolchain >= 1.85 with rustup (https://rustup.rs)"
    exit 1
  fi
fi

if [ ! -x "$(ls .venv/lib/python3*/site-packages/nvidia/cuda_nvcc/bin/ptxas 2>/dev/null | head -n1)" ]; then
  say "installing $NVCC_WHEEL into .venv (ptxas, libdevice)"
  [ -x .venv/bin/python ] || /usr/bin/python3 -m venv .venv
  .venv/bin/python -m pip install -q --disable-pip-version-check "$NVCC_WHEEL"
fi

if [ ! -e .venv-intel/lib/libintelocl.so ] || [ ! -e .venv-intel/lib/libsvml.so ]; then
  say "installing ${INTEL_WHEELS[*]} into .venv-intel (Intel's OpenCL CPU runtime)"
  [ -x .venv-intel/bin/python ] || /usr/bin/python3 -m venv .venv-intel
  .venv-intel/bin/python -m pip install -q --disable-pip-version-check "${INTEL_WHEELS[@]}"
fi

if [ "$BENCH" = 1 ] && [ ! -e "$(ls .venv-bench/lib/libmkl_rt.so* 2>/dev/null | head -n1)" ]; then
  say "installing $MKL_WHEEL into .venv-bench (MKL, a benchmark peer)"
  [ -x .venv-bench/bin/python ] || /usr/bin/python3 -m venv .venv-bench
  .venv-bench/bin/python -m pip install -q --disable-pip-version-check "$MKL_WHEEL"
fi
