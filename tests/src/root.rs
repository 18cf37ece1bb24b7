//! The integration test binary: one binary for all integration tests, one module per kind.
#![allow(clippy::panic)] // tests report failures by panicking

mod abi;
mod devices;
mod examples;
mod execution;
mod frontend_errors;
mod fuzz;
mod fuzz_diff;
mod hostile;
mod misuse;
mod opencl;
mod ptx;
mod roundtrip;
mod spirv;
