#!/usr/bin/env bash
# The GEMM benchmark on every OpenCL implementation of this machine, with its peers:
#   bash scripts/bench.sh [tinyc-bench gemm options, e.g. --quick or --sizes 35x9x35]
# Installs what it needs (scripts/setup.sh --bench: LIBXSMM, MKL), builds tinyc-bench in release
# mode and runs `tinyc-bench gemm` on PoCL and then on Intel's OpenCL CPU runtime (.venv-intel),
# writing target/bench/gemm-pocl.csv and target/bench/gemm-intel.csv. See docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --bench
source scripts/env.sh
cargo build --release --locked -p tinyc-bench
BENCH=target/release/tinyc-bench
status=0

echo "== PoCL" >&2
OCL_ICD_VENDORS=/etc/OpenCL/vendors "$BENCH" gemm --csv target/bench/gemm-pocl.csv "$@" || status=$?

echo "== Intel OpenCL CPU runtime" >&2
vendors="$(mktemp -d)"
trap 'rm -rf "$vendors"' EXIT
echo "$PWD/.venv-intel/lib/libintelocl.so" > "$vendors/intel.icd"
OCL_ICD_VENDORS="$vendors" LD_LIBRARY_PATH="$PWD/.venv-intel/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  "$BENCH" gemm --csv target/bench/gemm-intel.csv "$@" || status=$?
exit "$status"
