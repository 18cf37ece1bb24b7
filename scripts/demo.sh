#!/usr/bin/env bash
# Installs what is missing, then runs the main job:
#   1. the front end on an example kernel: check it, print its canonical form, compile it to
#      SPIR-V (validated by spirv-val), and show the diagnostics of a program with an error;
#   2. a batched small GEMM written in the tensor language, compiled to OpenCL C at run time
#      (tinyc-runtime's Program::from_ir), run on the default OpenCL device (PoCL on the CPU),
#      checked against a host reference and timed (runtime/examples/batched_gemm.rs).
# Both builds are incremental: a second run compiles nothing.
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
echo "== tinyc compile --target spirv $example (a SPIR-V module, checked by spirv-val)"
mkdir -p target/demo
./target/debug/tinyc compile --target spirv "$example" -o target/demo/gemm.spv
spirv-val target/demo/gemm.spv && echo "ok: $(wc -c < target/demo/gemm.spv) bytes of valid SPIR-V"
echo "== tinyc check tests/in/spec/91_err_gemm_shapes.ir (a program with an error)"
./target/debug/tinyc check tests/in/spec/91_err_gemm_shapes.ir || echo "(exit status $?: the error above is expected)"
echo "== batched GEMM on OpenCL (cargo run --release -p tinyc-runtime --example batched_gemm)"
cargo run --locked -q --release -p tinyc-runtime --example batched_gemm
