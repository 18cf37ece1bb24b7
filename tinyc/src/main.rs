//! `tinyc`: the command-line driver ([`cli`]). This program links no LLVM or MLIR, so checking,
//! formatting and compiling to OpenCL C start at once; a `compile` that needs the MLIR route
//! (PTX, SPIR-V, the MLIR stages) is handed over to `tinyc-mlir`, installed beside it.

mod cli;
mod output;

fn main() -> std::process::ExitCode {
    cli::run(None)
}
