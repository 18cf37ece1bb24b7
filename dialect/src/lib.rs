//! # tinyc MLIR
//!
//! Everything that touches MLIR (through melior): the [`context`], the `tinytc` dialect
//! (`tinytc.irdl.mlir`), the lowering of a checked module into it ([`lower`]) and the ABI pass
//! that gives `gpu.module` kernels the calling convention ([`abi_pass`]).

pub mod abi_pass;
pub mod context;
pub mod lower;

pub use abi_pass::{AbiPassError, apply_abi};
pub use context::{Diagnostics, MlirDiagnostic, create_context, with_context};
