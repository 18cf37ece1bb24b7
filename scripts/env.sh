# Sourced by the other scripts: where LLVM/MLIR 22 and the CUDA wheel live.
# (/usr/bin/llvm-config is LLVM 14 on Debian 12, so the prefixes must be explicit.)
export MLIR_SYS_220_PREFIX=/usr/lib/llvm-22
export TABLEGEN_220_PREFIX=/usr/lib/llvm-22
export LLVM_SYS_220_PREFIX=/usr/lib/llvm-22
TINYC_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TINYC_CUDA_DIR="$(ls -d "$TINYC_ROOT"/.venv/lib/python3*/site-packages/nvidia/cuda_nvcc 2>/dev/null | head -n1)"
export TINYC_CUDA_DIR
[ -d "$HOME/.cargo/bin" ] && export PATH="$HOME/.cargo/bin:$PATH"
[ -n "$TINYC_CUDA_DIR" ] && export PATH="$TINYC_CUDA_DIR/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
