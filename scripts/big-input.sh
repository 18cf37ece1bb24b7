#!/usr/bin/env bash
# Writes a large valid program to standard output: N kernels (default 100000, about 21 MB), each
# a 16x8x12 GEMM. For measuring memory and time on big inputs, e.g.
#   bash scripts/big-input.sh > /tmp/big.ir
#   /usr/bin/time -v target/release/tinyc check /tmp/big.ir
# With `--long-line`, the kernels are written on one line with an error at its end instead.
set -euo pipefail
long=0
if [ "${1:-}" = "--long-line" ]; then long=1; shift; fi
n="${1:-100000}"
awk -v n="$n" -v long="$long" 'BEGIN {
    sep = long ? " " : "\n"
    for (i = 0; i < n; i++) {
        printf "func @k%d(%%A: memref<f32x16x8>, %%B: memref<f32x8x12>, %%C: memref<f32x16x12>) {%s", i, sep
        printf "  gemm.n.n 1.0, %%A, %%B, 0.0, %%C : f32, memref<f32x16x8>, memref<f32x8x12>, f32, memref<f32x16x12>%s", sep
        printf "}%s", sep
    }
    if (long) printf "func @bad() { %%x = axby }\n"
}'
