#!/usr/bin/env bash
# Installs what is missing, then runs the main job on an example kernel: check it and print its
# canonical form.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
cargo build --locked -q -p tinyc
example=tests/in/spec/03_gemm_batched_group.ir
echo "== tinyc check $example"
./target/debug/tinyc check "$example" && echo "ok: no errors"
echo "== tinyc fmt $example"
./target/debug/tinyc fmt "$example"
echo "== tinyc check tests/in/spec/91_err_gemm_shapes.ir (a program with an error)"
./target/debug/tinyc check tests/in/spec/91_err_gemm_shapes.ir || echo "(exit status $?: the error above is expected)"
