#!/usr/bin/env bash
# Installs what is missing, then runs the whole test suite. `.ci/run` calls this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
# The tests' OpenCL programs are cached under target/, not in the user's ~/.cache/tinyc.
export TINYC_CACHE_DIR="${TINYC_CACHE_DIR:-$PWD/target/tinyc-cache}"
cargo test --workspace --locked "$@"
# The CUDA runtime path: without a GPU these tests run against a fake driver or print SKIP.
cargo test --locked -p tinyc-runtime --features cuda "$@"
