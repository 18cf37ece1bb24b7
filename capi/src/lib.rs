//! # libtinyc
//!
//! The tinyc compiler and its OpenCL and CUDA JIT for C, C++ and Fortran hosts (`include/tinyc.h`,
//! generated from this crate by cbindgen): a thin layer over the front end, the OpenCL C backend
//! and the runtime, with nothing of its own but the C types.
//!
//! - `tinyc_compile`: a program from memory to OpenCL C, SPIR-V or PTX, with its diagnostics
//!   (rendered as `tinyc` prints them, and as structs: code, file, line, column, message) and
//!   its kernels' ABI (`tinyc_kernel_info_t`);
//! - `tinyc_cl_*`: programs built on the host's own `cl_context` and `cl_device_id` (tinyc's
//!   program cache applies), kernels enqueued on the host's `cl_command_queue` with events in and
//!   out, arguments given per source parameter (`tinyc_arg_t`: scalars, memrefs, groups over
//!   SVM addresses or `cl_mem` buffers) and checked against the kernel before anything runs;
//! - `tinyc_cl_recipe_*`: the runtime's recipes (batched small GEMM, tall-and-skinny GEMM);
//! - `tinyc_cuda_*`: PTX programs loaded into the CUDA context current on the calling thread,
//!   kernels enqueued on the host's `CUstream` over its device memory, with the same arguments
//!   and checks (the driver is loaded at run time).
//!
//! Every entry point returns a `tinyc_status_t` (or a value whose null/zero says "none"), keeps a
//! message for `tinyc_last_error()` (per thread), and catches any panic before it reaches C.
//! Handles are thread-safe: a kernel's launches from several threads are serialised.

#![allow(non_camel_case_types)]
#![warn(missing_docs)]

// In the header's order (cbindgen follows it): compiling, then launching, then status.
pub mod compile;
pub mod info;

pub mod args;

pub mod opencl;
pub mod recipe;

pub mod cuda;

pub mod status;

/// The version of libtinyc, such as `"0.1.0"` (a static string).
#[unsafe(no_mangle)]
pub extern "C" fn tinyc_version() -> *const std::ffi::c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}
