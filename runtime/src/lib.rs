//! # tinyc runtime
//!
//! Runs kernels that follow the tinytc v0.3.1 calling convention (`calling-convention.md`) on an
//! OpenCL device (this page) or, with the `cuda` feature, on an NVIDIA GPU through the CUDA
//! driver API (`cuda` module: PTX kernels, the same [`Arg`] types and the same checks).
//!
//! On OpenCL:
//!
//! - [`Context`] opens a device (the first one, or the one `TINYC_OPENCL_DEVICE` names) with an
//!   in-order, profiling command queue;
//! - [`Buffer`] is device memory, in coarse-grained shared virtual memory when the device has it,
//!   since a group parameter is a device array of device pointers;
//! - [`Program`] compiles tensor-language source ([`Program::from_ir`]: front end, then the
//!   `tinyc-opencl` backend) or takes OpenCL C ([`Program::from_source`]), builds it for the
//!   device and knows each kernel's [`KernelSignature`] (its ABI and the types of its source
//!   parameters);
//! - [`Kernel::launch`] takes **one [`Arg`] per source parameter**, checks it against the
//!   parameter's type (element type, constant sizes and strides, buffer bounds, …), expands it
//!   into the kernel arguments (`a`, `a_shape1`, `a_stride2`, group arrays, `a_offset`) and runs
//!   N work-groups as the NDRange (m, n, N) / (m, n, 1), returning the device time;
//! - built programs are cached in memory per context and, as device binaries, on disk across
//!   processes ([`CacheConfig`], [`Program::origin`]): a warm disk cache turns the driver's
//!   build (tens of milliseconds to seconds) into a few milliseconds;
//! - the [`recipe`] module generates, builds and launches common kernels (batched small GEMM,
//!   tall-and-skinny GEMM) from a few parameters;
//! - drivers get the stack their compilers and work-groups need: programs are built on a thread
//!   of the runtime's with a 256 MiB stack (PoCL's compiler recurses with the kernel's size and
//!   overflowed a caller's 2 MiB), and before it first loads the OpenCL platforms the runtime
//!   raises glibc's default stack for threads started afterwards to 64 MiB (PoCL keeps a copy per
//!   work-item of the private values that live across a barrier on its worker thread's stack: 8 MiB
//!   crashed a 512-work-item cooperative-matrix kernel). Both are address space, touched only as
//!   deep as used.
//!
//! A batch of small matrix products, compiled from the tensor language at run time (the same
//! code is in the README; `examples/batched_gemm.rs` checks and times a larger one):
//!
//! ```no_run
//! use tinyc_runtime::{Context, MemrefArg, Program};
//!
//! fn main() -> Result<(), tinyc_runtime::Error> {
//!     let ctx = Context::new()?; // the first OpenCL device, or the one TINYC_OPENCL_DEVICE names
//!     let program = Program::from_ir(
//!         &ctx,
//!         "gemm.ir",
//!         "func @gemm(%A: memref<f32x16x8x?>, %B: memref<f32x8x12x?>, %C: memref<f32x16x12x?>) {
//!            %g = group_id
//!            %a = subview %A[:, :, %g] : memref<f32x16x8x?>
//!            %b = subview %B[:, :, %g] : memref<f32x8x12x?>
//!            %c = subview %C[:, :, %g] : memref<f32x16x12x?>
//!            gemm.n.n 1.0, %a, %b, 0.0, %c
//!                : f32, memref<f32x16x8>, memref<f32x8x12>, f32, memref<f32x16x12>
//!          }",
//!     )?; // a program with errors gives Error::Compile with rustc-style diagnostics
//!     let batch = 1000;
//!     let a = ctx.buffer_from(&vec![1.0f32; 16 * 8 * batch])?;
//!     let b = ctx.buffer_from(&vec![0.5f32; 8 * 12 * batch])?;
//!     let c = ctx.buffer_zeroed::<f32>(16 * 12 * batch)?;
//!     let n = batch as i64;
//!     // One argument per source parameter, checked against its type; the runtime passes the
//!     // dynamic sizes (`?`) as the kernel's extra arguments.
//!     let args = [
//!         MemrefArg::new(&a, [16, 8, n]).into(),
//!         MemrefArg::new(&b, [8, 12, n]).into(),
//!         MemrefArg::new(&c, [16, 12, n]).into(),
//!     ];
//!     let info = program.kernel("gemm")?.launch(&args, batch)?; // group_id in 0..batch
//!     assert!(c.read()?.iter().all(|&x| x == 4.0)); // 8 products 1 · 0.5
//!     println!("{:?} on {}", info.device_time, ctx.device_name());
//!     Ok(())
//! }
//! ```
//!
//! With hand-written OpenCL C, [`Program::from_source`] takes the signatures from a checked
//! module; groups need buffers in shared virtual memory (the default where the device has it):
//!
//! ```no_run
//! use tinyc_frontend::{Frontend, Source};
//! use tinyc_runtime::{Context, GroupArg, KernelSignature, MemrefArg, Program};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let tir = "func @scale(%alpha: f32, %X: group<memref<f32x?>>) work_group_size(16, 1) {}";
//! let checked = Frontend::default()
//!     .run(&Source::new("scale.ir", tir.as_bytes()))
//!     .map_err(|_| "the kernel has errors")?;
//! let opencl_c = r#"
//!     kernel __attribute__((reqd_work_group_size(16, 1, 1)))
//!     void scale(float alpha, global float* global* X, global long* X_shape0) {
//!         long g = get_global_id(2);
//!         for (long i = get_local_id(0); i < X_shape0[g]; i += 16) X[g][i] *= alpha;
//!     }"#;
//! let ctx = Context::new()?;
//! let program = Program::from_source(&ctx, opencl_c, KernelSignature::from_checked(&checked))?;
//! let kernel = program.kernel("scale")?;
//! let a = ctx.buffer_from(&[1.0f32, 2.0, 3.0])?;
//! let b = ctx.buffer_from(&[4.0f32, 5.0])?;
//! let group = GroupArg::new([MemrefArg::new(&a, [3]), MemrefArg::new(&b, [2])]);
//! let info = kernel.launch(&[2.0f32.into(), group.into()], 2)?;
//! assert_eq!(a.read()?, [2.0, 4.0, 6.0]);
//! println!("{:?} on {}", info.device_time, ctx.device_name());
//!
//! // A program that launches over the same groups again and again (a DG code's elements, every
//! // time step) prepares them once: the members are checked and the device arrays built here,
//! // and each launch then costs the same however many members the group has.
//! let prepared = kernel.prepare_group(1, &GroupArg::new([MemrefArg::new(&a, [3]), MemrefArg::new(&b, [2])]))?;
//! for _ in 0..3 {
//!     kernel.launch(&[0.5f32.into(), (&prepared).into()], 2)?;
//! }
//! assert_eq!(a.read()?, [0.25, 0.5, 0.75]);
//! # Ok(())
//! # }
//! ```

#![warn(missing_docs)]

mod args;
mod buffer;
mod cache;
mod cl;
mod context;
#[cfg(feature = "cuda")]
pub mod cuda;
mod element;
mod error;
mod group;
mod kernel;
mod program;
pub mod recipe;
mod sha256;
mod signature;

pub use args::{Arg, DeviceBuffer, GroupArg, GroupInput, HostMemory, MemrefArg};
pub use buffer::{Buffer, ExternalBuffer, MemoryKind};
pub use cache::{CACHE_DIR_ENV, CACHE_ENV, CacheConfig, Origin};
pub use context::{Context, DEVICE_ENV, DeviceLocation};
pub use element::{Element, ScalarValue};
pub use error::{Error, Result};
pub use group::PreparedGroup;
/// The `f16` and `bf16` element types ([`half::f16`], [`half::bf16`]).
pub use half;
pub use kernel::{Kernel, LaunchInfo, MAX_GROUPS};
/// The `c32` and `c64` element types ([`num_complex::Complex32`], [`num_complex::Complex64`]).
pub use num_complex;
pub use program::{Form, Program};
pub use signature::KernelSignature;
/// The front end whose types a [`KernelSignature`] holds (`tinyc_runtime::frontend::types::Type`,
/// `…::abi::KernelAbi`, `…::Device`): code that builds signatures itself, such as the launchers
/// `tinyc-build` generates, needs no dependency of its own on it.
pub use tinyc_frontend as frontend;

#[cfg(test)]
mod tests {
    use super::*;

    fn send_sync<T: Send + Sync>() {}

    #[test]
    fn handles_are_send_and_sync() {
        send_sync::<Context>();
        send_sync::<Program>();
        send_sync::<Kernel>();
        send_sync::<Buffer<f32>>();
        send_sync::<Arg<'static>>();
        send_sync::<Error>();
    }

    #[cfg(feature = "cuda")]
    #[test]
    fn cuda_handles_are_send_and_sync() {
        send_sync::<cuda::Context>();
        send_sync::<cuda::Program>();
        send_sync::<cuda::Kernel>();
        send_sync::<cuda::Buffer<f32>>();
    }
}
