#!/usr/bin/env bash
# Everything that needs an NVIDIA GPU, in one command, with one report (Markdown):
#   - the CUDA runtime's tests (tinyc-runtime, feature `cuda`) on the real driver;
#   - every execution program of tests/in/runs.txt compiled to PTX and run, against the host
#     interpreter;
#   - the differential fuzzer through PTX for a few minutes;
#   - the benchmark's batched GEMMs against cuBLAS's strided batched GEMM (same buffers, results
#     compared, CUDA-event timings);
#   - the collectives of `tinyc-bench ops` in GB/s against a device-to-device copy (the first two
#     batch entries of each checked against the interpreter);
#   - OpenCL C on NVIDIA's OpenCL driver, where its ICD is installed (the execution programs;
#     NVIDIA's OpenCL has no shared virtual memory, so programs with group arguments are skipped);
#   - libtinyc's CUDA JIT (tinyc-capi's c_api_cuda test: a host-made context, stream and device
#     memory; the kit carries the test programs' PTX, since a GPU machine has no tinyc-mlir).
#
# Usage:
#   bash scripts/gpu-check.sh [--fuzz-seconds N] [--report FILE]
#       On a machine with an NVIDIA GPU. With the project's toolchain there (scripts/setup.sh
#       installs it), builds what it runs; without one (this workplace's GPU machines have no
#       Rust or LLVM), runs the kit that `--kit` packed.
#   bash scripts/gpu-check.sh --sweep | --tensor-cores
#       Only a tuning table, into $OUT/gpu-sweep.md or $OUT/gpu-tensor-cores.md: the GEMM at forced
#       work-group sizes (f32, f64), or the tensor-core GEMMs (f16→f32, f64) at forced work-group
#       sizes and without the prefetch (Device::mma_prefetch), all against cuBLAS.
#   bash scripts/gpu-check.sh --kit
#       On a machine with the toolchain and no GPU: builds the two programs in release mode and
#       packs them, compressed, into .gpu-kit/ (ignored by git, about 30 MB), to be carried to the
#       GPU machine with the working tree.
# The report goes to --report, else $OUT/gpu-report.md when $OUT is set, else
# target/gpu-check/gpu-report.md. Exit status 0 when every check passed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

FUZZ_SECONDS=180
REPORT=""
KIT=0
MODE=""
while [ $# -gt 0 ]; do
  case "$1" in
    --kit) KIT=1 ;;
    --sweep) MODE=sweep ;;
    --tensor-cores) MODE=tensor-cores ;;
    --fuzz-seconds) FUZZ_SECONDS="${2:?--fuzz-seconds needs a value}"; shift ;;
    --report) REPORT="${2:?--report needs a value}"; shift ;;
    *) printf 'gpu-check: unknown option %s\n' "$1" >&2; exit 2 ;;
  esac
  shift
done
say() { printf 'gpu-check: %s\n' "$*" >&2; }

# The CUDA runtime's test binary (no MLIR in it) and the GPU check program (release builds).
build() {
  bash scripts/setup.sh || return 1
  source scripts/env.sh
  cargo build --release --locked -p tinyc-tests --bin gpu_check || return 1
  local tests
  tests=$(cargo test --release --locked -p tinyc-runtime --features cuda --test cuda --no-run --message-format=json 2>/dev/null \
    | sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n1)
  [ -x "$tests" ] || { say "cannot find the CUDA test binary"; return 1; }
  BIN_GPU_CHECK="$ROOT/target/release/gpu_check"
  BIN_CUDA_TESTS="$tests"
  tests=$(cargo test --release --locked -p tinyc-capi --test c_api_cuda --no-run --message-format=json 2>/dev/null \
    | sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n1)
  [ -x "$tests" ] || { say "cannot find libtinyc's CUDA test binary"; return 1; }
  BIN_CAPI_TESTS="$tests"
  # The test programs' PTX (what tinyc-mlir gives libtinyc where it is installed).
  cargo build --locked -p tinyc --bin tinyc-mlir || return 1
  mkdir -p "$ROOT/target/gpu-check/capi-ptx"
  local ir
  for ir in capi/tests/cuda/*.ir; do
    "$ROOT/target/debug/tinyc-mlir" compile --target ptx "$ir" \
      -o "$ROOT/target/gpu-check/capi-ptx/$(basename "$ir" .ir).ptx" || return 1
  done
  CAPI_PTX_DIR="$ROOT/target/gpu-check/capi-ptx"
  # The build step's CUDA launchers (their PTX made by the tinyc-mlir just built).
  tests=$(TINYC_MLIR="$ROOT/target/debug/tinyc-mlir" cargo test --release --locked -p tinyc-example-build-step \
    --features cuda --test cuda --no-run --message-format=json 2>/dev/null \
    | sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n1)
  [ -x "$tests" ] || { say "cannot find the build step's CUDA test binary"; return 1; }
  BIN_BUILD_STEP_TESTS="$tests"
}

if [ "$KIT" = 1 ]; then
  build || exit 1
  mkdir -p .gpu-kit
  strip -o .gpu-kit/gpu_check "$BIN_GPU_CHECK"
  strip -o .gpu-kit/cuda_tests "$BIN_CUDA_TESTS"
  strip -o .gpu-kit/capi_tests "$BIN_CAPI_TESTS"
  strip -o .gpu-kit/build_step_tests "$BIN_BUILD_STEP_TESTS"
  xz -T0 -6 -f .gpu-kit/gpu_check .gpu-kit/cuda_tests .gpu-kit/capi_tests .gpu-kit/build_step_tests
  rm -rf .gpu-kit/capi-ptx
  cp -r "$CAPI_PTX_DIR" .gpu-kit/capi-ptx
  # The shared libraries beyond the C and C++ runtimes (the OpenCL ICD loader, zstd, zlib): a GPU
  # machine's image may lack one; the run puts these after its own on the library path.
  mkdir -p .gpu-kit/lib
  for lib in $(ldd "$BIN_GPU_CHECK" "$BIN_CUDA_TESTS" "$BIN_CAPI_TESTS" "$BIN_BUILD_STEP_TESTS" | sed -n 's/.*=> \(\/[^ ]*\) .*/\1/p' | sort -u); do
    case "$(basename "$lib")" in
      libc.so*|libm.so*|libstdc++.so*|libgcc_s.so*|ld-linux*|libpthread.so*|libdl.so*|librt.so*) ;;
      *) cp -L "$lib" .gpu-kit/lib/ ;;
    esac
  done
  git rev-parse HEAD > .gpu-kit/commit 2>/dev/null || true
  ls -la .gpu-kit >&2
  say "kit ready: carry .gpu-kit to the GPU machine (device tool: carry [\".gpu-kit\"]) and run bash scripts/gpu-check.sh there"
  exit 0
fi

if ! command -v nvidia-smi >/dev/null || ! nvidia-smi -L >/dev/null 2>&1; then
  say "no NVIDIA GPU here (nvidia-smi finds none); nothing to check"
  exit 2
fi

OUTDIR="${OUT:-$ROOT/target/gpu-check}"
mkdir -p "$OUTDIR"
[ -n "$REPORT" ] || REPORT="$OUTDIR/gpu-report.md"
WORK="$(mktemp -d)"

KIT_COMMIT=""
if [ -f .gpu-kit/gpu_check.xz ]; then
  KIT_COMMIT=$(head -c 7 .gpu-kit/commit 2>/dev/null)
  say "using the kit in .gpu-kit (built from commit $(cat .gpu-kit/commit 2>/dev/null || echo '?'))"
  for f in gpu_check cuda_tests capi_tests build_step_tests; do
    [ -f ".gpu-kit/$f.xz" ] || continue
    if command -v xz >/dev/null; then
      xz -dc ".gpu-kit/$f.xz" > "$WORK/$f"
    else
      python3 -c 'import lzma,sys; sys.stdout.buffer.write(lzma.open(sys.argv[1]).read())' ".gpu-kit/$f.xz" > "$WORK/$f"
    fi
    chmod +x "$WORK/$f"
  done
  BIN_GPU_CHECK="$WORK/gpu_check"
  BIN_CUDA_TESTS="$WORK/cuda_tests"
  BIN_CAPI_TESTS="$WORK/capi_tests"
  BIN_BUILD_STEP_TESTS="$WORK/build_step_tests"
  CAPI_PTX_DIR="$ROOT/.gpu-kit/capi-ptx"
  [ -d .gpu-kit/lib ] && export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$ROOT/.gpu-kit/lib"
elif command -v cargo >/dev/null || [ -x "$HOME/.cargo/bin/cargo" ]; then
  build || { say "the build failed"; exit 1; }
else
  say "no kit (.gpu-kit) and no Rust toolchain: run 'bash scripts/gpu-check.sh --kit' where the toolchain is, and carry .gpu-kit"
  exit 2
fi

# cuBLAS: the library of a CUDA toolkit, or of NVIDIA's Python wheels (PyTorch's, CuPy's), put
# on the library path under the plain name the loader looks for.
CUBLAS=$(ldconfig -p 2>/dev/null | sed -n 's/.*=> \(.*libcublas\.so[.0-9]*\)$/\1/p' | head -n1)
if [ -z "$CUBLAS" ]; then
  CUBLAS=$(ls /usr/local/cuda/lib64/libcublas.so* 2>/dev/null | head -n1)
fi
if [ -z "$CUBLAS" ]; then
  CUBLAS=$(python3 - <<'EOF' 2>/dev/null
import glob, site, sys
dirs = site.getsitepackages() + [site.getusersitepackages()] + sys.path
for d in dirs:
    for hit in sorted(glob.glob(d + "/nvidia/cublas/lib/libcublas.so*")) + sorted(glob.glob(d + "/nvidia/cu*/lib/libcublas.so*")):
        if "Lt" not in hit:
            print(hit); sys.exit(0)
EOF
)
fi
if [ -n "$CUBLAS" ]; then
  mkdir -p "$WORK/lib"
  ln -sf "$CUBLAS" "$WORK/lib/libcublas.so"
  export LD_LIBRARY_PATH="$WORK/lib:$(dirname "$CUBLAS")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  say "cuBLAS: $CUBLAS"
else
  say "cuBLAS not found: the GEMM rows are timed without it"
fi

if [ -n "$MODE" ]; then
  say "the $MODE table"
  "$BIN_GPU_CHECK" "--$MODE" --report "$OUTDIR/gpu-$MODE.md" --tests-dir "$ROOT/tests"
  mode_status=$?
  rm -rf "$WORK"
  exit $mode_status
fi

# PTX needs no toolkit here (the driver compiles it); libdevice was linked in by tinyc.
status=0
{
  # The kit's commit where the kit ran (the checkout there may be another).
  if [ -n "$KIT_COMMIT" ]; then commit="$KIT_COMMIT (the kit's)"; else commit=$(git rev-parse --short HEAD 2>/dev/null); fi
  echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit $commit"
  echo "- nvidia-smi: $(nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader 2>/dev/null | head -n1)"
} > "$WORK/head.md"

say "the CUDA runtime's tests"
# (The fake-driver test is for machines without a GPU; the golden-file one reads the checkout the
# binary was built in.)
"$BIN_CUDA_TESTS" --test-threads=1 --skip launch_tests_against_a_fake_driver --skip golden_ptx \
  > "$WORK/cuda_tests.log" 2>&1
cuda_status=$?
[ $cuda_status = 0 ] || status=1

# Runs one test binary of the kit (VAR=VALUE arguments set its environment), skipping its
# fake-driver test (that is for machines without a GPU); prints the report's line for it and
# returns 1 when a test failed.
kit_tests() { # kit_tests LABEL LOG BIN SKIP [VAR=VALUE ...]
  local label=$1 log=$2 bin=$3 skip=$4 line rc=0
  shift 4
  if [ ! -x "$bin" ]; then
    echo "$label: not in this kit (built before it existed): not run"
    return 0
  fi
  if env "$@" "$bin" --test-threads=1 --nocapture --skip "$skip" > "$log" 2>&1; then
    line="$label: $(grep -m1 '^test result' "$log")"
  else
    line="$label FAILED: $(grep -E '^test .*FAILED|panicked' "$log" | head -n 5 | tr '\n' ' ')"
    rc=1
  fi
  if grep -q SKIP "$log"; then line="$line; $(grep -m1 SKIP "$log")"; fi
  echo "$line"
  return $rc
}

say "libtinyc's CUDA JIT"
capi_line=$(kit_tests "libtinyc's CUDA JIT (host context, stream and memory)" "$WORK/capi_tests.log" \
  "$BIN_CAPI_TESTS" the_cuda_calls_run_against_a_fake_driver "TINYC_CAPI_PTX_DIR=$CAPI_PTX_DIR") || status=1

say "the build step's CUDA launchers"
build_step_line=$(kit_tests "tinyc-build's CudaKernels (PTX for sm_70 and sm_80 embedded at build time)" \
  "$WORK/build_step_tests.log" "$BIN_BUILD_STEP_TESTS" against_the_fake_driver) || status=1

say "execution programs, fuzzing ($FUZZ_SECONDS s) and GEMM against cuBLAS"
"$BIN_GPU_CHECK" --report "$WORK/gpu_check.md" --fuzz-seconds "$FUZZ_SECONDS" --tests-dir "$ROOT/tests"
check_status=$?
[ $check_status = 0 ] || status=1

# NVIDIA's OpenCL, where its ICD is registered: the execution programs as OpenCL C.
opencl_line="NVIDIA's OpenCL ICD is not installed: OpenCL C not run"
if ls /etc/OpenCL/vendors/*nvidia*.icd >/dev/null 2>&1 && command -v cargo >/dev/null; then
  say "OpenCL C on NVIDIA's OpenCL driver"
  if TINYC_OPENCL_DEVICE=NVIDIA OCL_ICD_VENDORS=/etc/OpenCL/vendors cargo test --release --locked -p tinyc-tests --test root \
      execution::programs_run_on_opencl_and_match_the_interpreter -- --nocapture > "$WORK/opencl.log" 2>&1; then
    opencl_line="OpenCL C on NVIDIA's driver: $(grep -m1 '^ran ' "$WORK/opencl.log" || echo 'passed') (programs with group arguments skipped: no shared virtual memory)"
  else
    opencl_line="OpenCL C on NVIDIA's driver FAILED: $(grep -m3 -E 'failed|differ' "$WORK/opencl.log" | tr '\n' ' ')"
    status=1
  fi
fi

{
  cat "$WORK/gpu_check.md"
  echo
  cat "$WORK/head.md"
  echo
  echo "## CUDA runtime tests (tinyc-runtime, feature cuda)"
  echo
  echo '```'
  grep -E '^test |^test result' "$WORK/cuda_tests.log" | tail -n 40
  echo '```'
  echo
  echo "## OpenCL"
  echo
  echo "$opencl_line"
  echo
  echo "## libtinyc"
  echo
  echo "$capi_line"
  echo
  echo "## Build step"
  echo
  echo "$build_step_line"
} > "$REPORT"
cat "$REPORT"
say "report: $REPORT"
rm -rf "$WORK"
exit $status
