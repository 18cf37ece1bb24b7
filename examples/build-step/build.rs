//! Compiles the kernels into `$OUT_DIR/kernels.rs`: a program error fails the build with its
//! diagnostics, and each kernel becomes a typed method of `kernels::Kernels`. With the feature
//! `cuda`, the kernels of `kernels/cuda.ir` go into a second module, `cuda_kernels`, compiled to
//! PTX as well (by `tinyc-mlir`: `$TINYC_MLIR` or `PATH`'s), whose `CudaKernels` has the same
//! methods as its `Kernels`.

fn main() {
    tinyc_build::Build::new()
        .file("kernels/gemm.ir")
        .file("kernels/axpby.ir")
        .file("kernels/names.ir")
        .compile("kernels");
    if std::env::var_os("CARGO_FEATURE_CUDA").is_some() {
        tinyc_build::Build::new().file("kernels/cuda.ir").cuda_arch("sm_70").cuda_arch("sm_80").compile("cuda_kernels");
    }
}
