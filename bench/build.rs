//! Links CLBlast (Debian: `libclblast-dev`), whose C API `src/clblast.rs` declares.

fn main() {
    println!("cargo:rustc-link-lib=clblast");
    println!("cargo:rerun-if-changed=build.rs");
}
