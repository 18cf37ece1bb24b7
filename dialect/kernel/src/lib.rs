//! # tinyc-kernel: from checked tensor-language functions to per-work-item kernels
//!
//! [`lower_module`] turns every checked function into a [`ir::Kernel`]: the code a single
//! work-item runs, with collectives (BLAS-like instructions, `foreach`, `alloca`) expanded into
//! loops over the work-item's share of the work, barriers inserted where §6 of the language
//! requires them, and the signature equal to the calling convention ([`KernelAbi`]).
//!
//! Every backend starts here: the OpenCL C writer prints a kernel directly (a few hundred
//! microseconds per kernel, no MLIR context needed), and the PTX and SPIR-V backends build it as
//! MLIR (`gpu`/`scf`/`arith`/`llvm`, `tinyc-dialect`) for MLIR's NVVM and SPIR-V routes, each
//! op located at the source instruction a [`ir::Stmt::At`] names. One expansion for every target
//! means one
//! place where the work split, the GEMM tiling and the barrier rules live.
//!
//! For devices that need every barrier outside `if`s (`Device::top_level_barriers`: the OpenCL
//! devices, for PoCL 3.1's sake), [`split_ifs_at_barriers`] then splits each `if` that holds a
//! barrier at its barriers. Kernels that exchange values within subgroups through local memory
//! also get [`uniform_loops()`]: a loop whose trip count differs between subgroups runs the most
//! rounds on every work-item, its body guarded, so that its barriers are reached by all.
//!
//! [`KernelAbi`]: tinyc_frontend::abi::KernelAbi

pub mod ir;
pub mod keep_order;
pub mod lane_blocks;
mod lower;
pub mod semantics;
pub mod split_ifs;
pub mod strides;
pub mod uniform_loops;

pub use keep_order::keep_order;
pub use lane_blocks::lane_blocks;
pub use lower::{lower_func, lower_module, prim};
pub use split_ifs::split_ifs_at_barriers;
pub use strides::walks_columns;
pub use uniform_loops::uniform_loops;
