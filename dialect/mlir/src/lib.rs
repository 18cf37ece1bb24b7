//! # tinyc MLIR
//!
//! Everything that touches MLIR (through melior): the [`context`] and the ABI pass that gives
//! `gpu.module` kernels the calling convention ([`abi_pass`]).

pub mod abi_pass;
pub mod context;

pub use abi_pass::{AbiPassError, apply_abi};
pub use context::{Diagnostics, MlirDiagnostic, create_context, with_context};
