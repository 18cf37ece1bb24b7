//! Compiles the kernels into `$OUT_DIR/kernels.rs`: a program error fails the build with its
//! diagnostics, and each kernel becomes a typed method of `kernels::Kernels`.

fn main() {
    tinyc_build::Build::new()
        .file("kernels/gemm.ir")
        .file("kernels/axpby.ir")
        .file("kernels/names.ir")
        .compile("kernels");
}
