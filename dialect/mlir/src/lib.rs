//! # tinyc MLIR
//!
//! Everything that touches MLIR (through melior): the [`context`]; the kernels' `gpu.module`,
//! built from the kernel IR with melior's op builders ([`kernel_to_mlir`]); the ABI pass that gives its
//! kernels the calling convention ([`abi_pass`]); and what the two backends of the MLIR route
//! (PTX, SPIR-V) share: verification, pass pipelines and located errors ([`route`]).

pub mod abi_pass;
pub mod context;
pub mod kernel_to_mlir;
pub mod route;

pub use abi_pass::{AbiPassError, apply_abi};
pub use context::{Diagnostics, MlirDiagnostic, create_context, create_single_threaded_context, with_context};
pub use route::{Flavor, RouteError, Stage};
