//! Links `tinyc-mlir` (the program with LLVM and MLIR statically linked) as a position-dependent
//! executable on Linux. As a position-independent one, the dynamic loader applied about 270 000
//! relative relocations at every start, about 1 ms of the 7 ms a `tinyc-mlir` process takes to
//! start here: as much as `tinyc`'s hand-over to it costs (docs/performance.md, "CLI start-up").
//! `tinyc` itself stays position-independent; it starts in a fraction of a millisecond.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-link-arg-bin=tinyc-mlir=-no-pie");
    }
}
