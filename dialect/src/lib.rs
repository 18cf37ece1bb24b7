//! # tinyc MLIR
//!
//! Everything that touches MLIR (through melior): the [`context`], the `tinytc` dialect
//! (`tinytc.irdl.mlir`) and the lowering of a checked module into it ([`lower`]).

pub mod context;
pub mod lower;

pub use context::{Diagnostics, MlirDiagnostic, create_context};
