#!/usr/bin/env bash
# The GEMM benchmark on every OpenCL implementation of this machine, with its peers, then the
# collectives (`ops`), then the subgroup operations and the cooperative-matrix GEMM (`subgroups`;
# on PoCL, which has no subgroups, only the GEMM); the ADER-DG time step (`dg`) when named:
#   bash scripts/bench.sh [gemm|ops|subgroups|dg] [options of that tinyc-bench command, e.g. --quick]
# Installs what it needs (scripts/setup.sh --bench: LIBXSMM, MKL), builds tinyc-bench in release
# mode and runs `tinyc-bench gemm`, `ops` and `subgroups` (or the one named) on PoCL and then on
# Intel's OpenCL CPU runtime (.venv-intel), writing target/bench/{gemm,ops,subgroups,dg}-{pocl,intel}.csv
# (and subgroups-*-coop.csv).
# See docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --bench
source scripts/env.sh
cargo build --release --locked -p tinyc-bench
BENCH=target/release/tinyc-bench
status=0
commands=(gemm ops subgroups)
case "${1:-}" in
  gemm|ops|subgroups|dg) commands=("$1"); shift ;;
esac
vendors="$(mktemp -d)"
trap 'rm -rf "$vendors"' EXIT
echo "$PWD/.venv-intel/lib/libintelocl.so" > "$vendors/intel.icd"

for command in "${commands[@]}"; do
  echo "== $command: PoCL" >&2
  OCL_ICD_VENDORS=/etc/OpenCL/vendors "$BENCH" "$command" --csv "target/bench/$command-pocl.csv" "$@" || status=$?

  echo "== $command: Intel OpenCL CPU runtime" >&2
  OCL_ICD_VENDORS="$vendors" LD_LIBRARY_PATH="$PWD/.venv-intel/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    "$BENCH" "$command" --csv "target/bench/$command-intel.csv" "$@" || status=$?
done
exit "$status"
