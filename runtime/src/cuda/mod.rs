//! # CUDA runtime (feature `cuda`)
//!
//! Runs PTX kernels that follow the calling convention (`calling-convention.md` §2–3) on an NVIDIA
//! GPU through the CUDA driver API ([cudarc], loaded at run time: the crate builds without a CUDA
//! toolkit, and without a driver [`Context::new`] returns [`Error::NoCuda`] instead of
//! panicking).
//!
//! The API mirrors the OpenCL one, and the argument types are the same: [`Arg`], [`MemrefArg`]
//! and [`GroupArg`] take a buffer of either backend, and [`Kernel::launch`] runs exactly the
//! checks of the OpenCL [`Kernel::launch`](crate::Kernel::launch) (same [`Error`] variants),
//! then passes one pointer per PTX parameter to `cuLaunchKernel` with `blockDim = (m, n, 1)` and
//! `gridDim = (groups, 1, 1)`, and the dynamic shared memory the PTX names for the kernel (a
//! work-group stack beyond 48 KiB: `// tinyc.dynamic_shared_bytes KERNEL BYTES`; the kernel opts
//! in to it when it is opened, and a device whose blocks cannot have that much refuses it with
//! [`Error::LocalMemory`]).
//!
//! - [`Context`]: a device (by ordinal), its primary context and a stream;
//! - [`Buffer`]: device memory (`cuMemAlloc`); any buffer can be a group member;
//! - [`Program::from_ptx`]: loads PTX (`cuModuleLoadDataEx`) after checking every signature
//!   against its `.entry` ([`check_ptx`], which needs no device). This crate does not compile
//!   tensor-language source to PTX, since the PTX backend needs MLIR: compile with
//!   `tinyc_ptx::compile(&checked, &Default::default())` and pass
//!   [`KernelSignature::from_checked(&checked)`](KernelSignature::from_checked).
//!
//! ```no_run
//! use tinyc_frontend::{Frontend, Source};
//! use tinyc_runtime::KernelSignature;
//! use tinyc_runtime::cuda::{Context, MemrefArg, Program};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! // b[i] += alpha · a[i], one block of 32 threads striding over the vector.
//! let tir = "func @axpy(%alpha: f32, %a: memref<f32x?>, %b: memref<f32x?>) work_group_size(32, 1) {}";
//! let ptx = "
//! .version 7.0
//! .target sm_52
//! .address_size 64
//! .visible .entry axpy(.param .f32 alpha, .param .u64 a, .param .s64 a_shape0,
//!                      .param .u64 b, .param .s64 b_shape0)
//! .reqntid 32, 1, 1
//! {
//!     .reg .pred %p<2>;
//!     .reg .f32 %f<5>;
//!     .reg .b32 %r<2>;
//!     .reg .b64 %rd<8>;
//!     ld.param.f32 %f1, [alpha];
//!     ld.param.u64 %rd1, [a];
//!     ld.param.u64 %rd2, [b];
//!     ld.param.s64 %rd3, [b_shape0];
//!     cvta.to.global.u64 %rd1, %rd1;
//!     cvta.to.global.u64 %rd2, %rd2;
//!     mov.u32 %r1, %tid.x;
//!     cvt.u64.u32 %rd4, %r1;
//! LOOP:
//!     setp.ge.s64 %p1, %rd4, %rd3;
//!     @%p1 bra DONE;
//!     shl.b64 %rd5, %rd4, 2;
//!     add.s64 %rd6, %rd1, %rd5;
//!     add.s64 %rd7, %rd2, %rd5;
//!     ld.global.f32 %f2, [%rd6];
//!     ld.global.f32 %f3, [%rd7];
//!     fma.rn.f32 %f4, %f1, %f2, %f3;
//!     st.global.f32 [%rd7], %f4;
//!     add.s64 %rd4, %rd4, 32;
//!     bra LOOP;
//! DONE:
//!     ret;
//! }";
//! let checked = Frontend::default()
//!     .run(&Source::new("axpy.ir", tir.as_bytes()))
//!     .map_err(|_| "the kernel has errors")?;
//! let ctx = Context::new(0)?; // Error::NoCuda / NoCudaDevice without a GPU
//! let program = Program::from_ptx(&ctx, ptx, KernelSignature::from_checked(&checked))?;
//! let a = ctx.buffer_from(&[1.0f32, 2.0, 3.0])?;
//! let b = ctx.buffer_from(&[10.0f32, 20.0, 30.0])?;
//! let args = [2.0f32.into(), MemrefArg::new(&a, [3]).into(), MemrefArg::new(&b, [3]).into()];
//! let info = program.kernel("axpy")?.launch(&args, 1)?;
//! assert_eq!(b.read()?, [12.0, 24.0, 36.0]);
//! println!("{:?} on {}", info.device_time, ctx.device_name());
//! # Ok(())
//! # }
//! ```

pub(crate) mod buffer;
pub(crate) mod context;
mod driver;
mod kernel;
mod program;
mod ptx;

pub use buffer::{Buffer, ExternalBuffer};
pub use context::Context;
pub use kernel::{Kernel, LaunchInfo};
pub use program::{Program, check_ptx};

pub use crate::args::{Arg, DeviceBuffer, GroupArg, GroupInput, HostMemory, MemrefArg};
pub use crate::element::{Element, ScalarValue};
pub use crate::error::{Error, Result};
pub use crate::group::PreparedGroup;
pub use crate::signature::KernelSignature;

/// Whether a CUDA driver is installed and initialises (it may still have no device; see
/// [`Context::device_count`]). Never panics.
pub fn driver_available() -> bool {
    driver::ready()
}
