//! Memory on a large input: checking a program needs a small multiple of its size. (Parsing the
//! whole file in one pest parse needed about 150 times the input: pest queues every token.)
//!
//! The only test of this binary, so that the counting allocator sees nothing else.

#[path = "support/counting.rs"]
mod counting;

use counting::{big_program, peak_during};
use tinyc_frontend::{Frontend, Source};

#[test]
fn checking_a_large_program_needs_a_small_multiple_of_its_size() {
    let text = big_program(10_000);
    let source = Source::new("big.ir", text.as_bytes());
    let (checked, peak) = peak_during(|| Frontend::default().run(&source));
    assert!(checked.as_ref().is_ok_and(|c| c.module.funcs.len() == 10_000));
    let ratio = peak as f64 / text.len() as f64;
    eprintln!("{} bytes of source: peak {peak} bytes while checking ({ratio:.1}x)", text.len());
    assert!(ratio < 25.0, "checking needed {ratio:.1} times the size of the source");
}
