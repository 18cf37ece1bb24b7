//! Memory on a large input: compiling a checked program to OpenCL C needs a small multiple of
//! its size. (Lowering every kernel before writing any needed about 50 times the input.)
//!
//! The only test of this binary, so that the counting allocator sees nothing else.
#![allow(clippy::panic)] // tests report failures by panicking

#[path = "../../../frontend/tests/support/counting.rs"]
mod counting;

use counting::{big_program, peak_during};
use tinyc_frontend::{Frontend, Source};

#[test]
fn compiling_a_large_program_needs_a_small_multiple_of_its_size() {
    let text = big_program(10_000);
    let source = Source::new("big.ir", text.as_bytes());
    let checked = Frontend::default().run(&source).unwrap_or_else(|d| panic!("{}", source.render(&d)));
    let (code, peak) = peak_during(|| tinyc_opencl::compile(&checked));
    let code = code.unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(code.matches("kernel __attribute__").count(), 10_000);
    let ratio = peak as f64 / text.len() as f64;
    eprintln!(
        "{} bytes of source, {} of OpenCL C: peak {peak} bytes while compiling ({ratio:.1}x)",
        text.len(),
        code.len()
    );
    assert!(ratio < 20.0, "compiling needed {ratio:.1} times the size of the source");
}
