#!/usr/bin/env bash
# Builds and runs the C API's examples (examples/c-api) against libtinyc installed under PREFIX
# (scripts/install-capi.sh): the C JIT (pkg-config), the C++ CMake project (find_package(tinyc),
# tinyc_add_kernels) and the Fortran program (iso_c_binding; skipped with a reason without
# gfortran). Each runs on the first OpenCL device (PoCL in CI) and checks its results.
# Usage: scripts/capi-examples.sh PREFIX [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/capi-examples.sh PREFIX [BUILD_DIR]" >&2; exit 2; }
PREFIX="$(cd "$1" && pwd)"
BUILD="${2:-target/capi-examples}"
rm -rf "$BUILD"
mkdir -p "$BUILD"
BUILD="$(cd "$BUILD" && pwd)"
export PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

run() {
  local name="$1"; shift
  local status=0
  "$@" || status=$?
  if [ "$status" = 77 ]; then
    echo "capi-examples: $name skipped (no suitable OpenCL device)" >&2
  elif [ "$status" != 0 ]; then
    echo "capi-examples: $name FAILED (exit status $status)" >&2
    exit 1
  fi
}

echo "capi-examples: C (jit_gemm.c, pkg-config)" >&2
cc -std=c99 -Wall -Wextra -Werror examples/c-api/jit_gemm.c $(pkg-config --cflags --libs tinyc) -lm \
  -o "$BUILD/jit_gemm"
run jit_gemm "$BUILD/jit_gemm"
# The static library links too.
cc -std=c99 examples/c-api/jit_gemm.c -I"$PREFIX/include" "$PREFIX/lib/libtinyc.a" -lOpenCL -lpthread -ldl -lm \
  -o "$BUILD/jit_gemm_static"
run jit_gemm_static "$BUILD/jit_gemm_static" 5 4 3 17

echo "capi-examples: C++ (examples/c-api/cmake, find_package(tinyc) and tinyc_add_kernels)" >&2
cmake -S examples/c-api/cmake -B "$BUILD/cmake" -DCMAKE_PREFIX_PATH="$PREFIX" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD/cmake" >/dev/null
run axpby_recipe "$BUILD/cmake/axpby_recipe"

if command -v gfortran >/dev/null; then
  echo "capi-examples: Fortran (axpby.f90, iso_c_binding)" >&2
  gfortran -std=f2008 -Wall -Werror examples/c-api/fortran/axpby.f90 $(pkg-config --libs tinyc) \
    -J "$BUILD" -o "$BUILD/axpby_f"
  run axpby_f "$BUILD/axpby_f"
else
  echo "SKIP: the Fortran example needs gfortran (apt install gfortran; scripts/setup.sh installs it)" >&2
fi
echo "capi-examples: all passed" >&2
