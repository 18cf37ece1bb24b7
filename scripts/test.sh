#!/usr/bin/env bash
# Installs what is missing, then runs the whole test suite. `.ci/run` calls this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
# The tests' OpenCL programs are cached under target/, not in the user's ~/.cache/tinyc.
export TINYC_CACHE_DIR="${TINYC_CACHE_DIR:-$PWD/target/tinyc-cache}"
# tinyc-tests (and tinyc-bench, which uses it) are built on their own: tinyc-tests enables the
# runtime's `spirv` feature (which links LLVM and MLIR), and in one `--workspace` build that feature
# would reach every crate that uses the runtime. Apart, the runtime's tests and examples, libtinyc
# and the C API tests stay MLIR-free as users get them (~40 MB a binary instead of ~300 MB).
# The runtime's CUDA path is tested in the first (libtinyc enables it too): without a GPU its
# tests run against a fake driver or print SKIP.
cargo test --workspace --locked --exclude tinyc-tests --exclude tinyc-bench --features tinyc-runtime/cuda "$@"
cargo test --locked -p tinyc-tests -p tinyc-bench "$@"
# The build step's CUDA launchers: PTX from the tinyc-mlir the first command built, launched
# against the runtime's fake driver (on a GPU machine, scripts/gpu-check.sh runs them for real).
TINYC_MLIR="$PWD/target/debug/tinyc-mlir" cargo test --locked -p tinyc-example-build-step --features cuda --test cuda "$@"
# libtinyc as a C, C++ or Fortran host gets it: installed (the dev profile the tests built), then
# the examples built through pkg-config and the CMake package, and run on PoCL.
bash scripts/install-capi.sh target/capi-prefix --debug
bash scripts/capi-examples.sh target/capi-prefix
# The code stays clean: formatting, clippy (warnings are errors) and documentation links.
if cargo fmt --version >/dev/null 2>&1; then
  cargo fmt --all --check
else
  echo "SKIP: rustfmt not installed (rustup component add rustfmt); formatting not checked" >&2
fi
if cargo clippy --version >/dev/null 2>&1; then
  cargo clippy --workspace --all-targets --locked -- -D warnings
else
  echo "SKIP: clippy not installed (rustup component add clippy); lints not checked" >&2
fi
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked
