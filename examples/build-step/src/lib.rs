//! # The build step, by example
//!
//! `build.rs` runs [`tinyc_build`](../tinyc_build/index.html) on `kernels/*.ir`; this crate
//! includes the generated module, whose [`kernels::Kernels`] has one typed method per kernel:
//!
//! - `gemm(alpha: f32, A: MemrefArg, B: MemrefArg, beta: f32, C: MemrefArg, groups)`, a batch of
//!   16×8 by 8×12 products (`kernels/gemm.ir`);
//! - `axpby(alpha: f32, X: GroupArg, beta: f32, Y: GroupArg, groups)`, y := αx + βy over a
//!   group of vectors of different lengths (`kernels/axpby.ir`);
//! - `r#type(self_: i32, groups_: i64, x0: MemrefArg, groups)`, for `func @type(%self: i32,
//!   %groups: index, %0: memref<i32x?x?>)`, and `kernel`, `new_`, `x0_`, `x0`: names Rust or
//!   OpenCL C reserve (`kernels/names.ir`).
//!
//! `tests/launch.rs` runs them on the default OpenCL device and checks the results against
//! plain Rust.
//!
//! With the feature `cuda`, `build.rs` also compiles `kernels/cuda.ir` to PTX for sm_70 and
//! sm_80 (`Build::cuda_arch`, which needs `tinyc-mlir`) into the module `cuda_kernels`, whose
//! `CudaKernels` launches `axpy` and `gsum` on an NVIDIA GPU (`tests/cuda.rs`).
//!
//! A scalar of the wrong type does not compile (`alpha` is an `f32` parameter):
//!
//! ```compile_fail,E0308
//! # fn main() -> Result<(), tinyc_runtime::Error> {
//! use tinyc_runtime::{GroupArg, MemrefArg};
//! let ctx = tinyc_runtime::Context::new()?;
//! let k = tinyc_example_build_step::kernels::Kernels::new(&ctx)?;
//! let (x, y) = (ctx.buffer_from(&[1.0f32; 4])?, ctx.buffer_from(&[2.0f32; 4])?);
//! let alpha: f64 = 2.0;
//! k.axpby(alpha, GroupArg::new([MemrefArg::new(&x, [4])]), 1.0, GroupArg::new([MemrefArg::new(&y, [4])]), 1)?;
//! # Ok(())
//! # }
//! ```
//!
//! while the same call with an `f32` does:
//!
//! ```no_run
//! # fn main() -> Result<(), tinyc_runtime::Error> {
//! use tinyc_runtime::{GroupArg, MemrefArg};
//! let ctx = tinyc_runtime::Context::new()?;
//! let k = tinyc_example_build_step::kernels::Kernels::new(&ctx)?;
//! let (x, y) = (ctx.buffer_from(&[1.0f32; 4])?, ctx.buffer_from(&[2.0f32; 4])?);
//! let alpha: f32 = 2.0;
//! k.axpby(alpha, GroupArg::new([MemrefArg::new(&x, [4])]), 1.0, GroupArg::new([MemrefArg::new(&y, [4])]), 1)?;
//! # Ok(())
//! # }
//! ```

include!(concat!(env!("OUT_DIR"), "/kernels.rs"));

/// The same launchers in a crate that asks for clippy's pedantic and nursery groups and rustc's
/// stricter lints: they warn about nothing there (CI runs clippy with `-D warnings`).
#[warn(
    clippy::pedantic,
    clippy::nursery,
    missing_docs,
    missing_debug_implementations,
    rust_2018_idioms,
    unreachable_pub,
    unused_qualifications
)]
pub mod strict_lints {
    include!(concat!(env!("OUT_DIR"), "/kernels.rs"));
    #[cfg(feature = "cuda")]
    include!(concat!(env!("OUT_DIR"), "/cuda_kernels.rs"));
}

// With the feature `cuda`: `cuda_kernels::CudaKernels` (and `cuda_kernels::Kernels`) for
// `kernels/cuda.ir`, run by `tests/cuda.rs`.
#[cfg(feature = "cuda")]
include!(concat!(env!("OUT_DIR"), "/cuda_kernels.rs"));
