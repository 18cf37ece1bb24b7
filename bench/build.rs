//! Links CLBlast (Debian: `libclblast-dev`), whose C API `src/clblast.rs` declares, and LIBXSMM
//! (Debian: `libxsmm-dev`, static libraries only) when it is installed: then the cfg `libxsmm` is
//! set and `src/host.rs` runs it. Without it the bench still builds and says how to install it.

use std::path::Path;

fn main() {
    println!("cargo:rustc-link-lib=clblast");
    println!("cargo::rustc-check-cfg=cfg(libxsmm)");
    println!("cargo:rerun-if-changed=build.rs");
    let dir = std::env::var("TINYC_LIBXSMM_DIR").unwrap_or_else(|_| "/usr/lib".to_string());
    println!("cargo:rerun-if-env-changed=TINYC_LIBXSMM_DIR");
    let lib = Path::new(&dir).join("libxsmm.a");
    println!("cargo:rerun-if-changed={}", lib.display());
    if lib.exists() && Path::new(&dir).join("libxsmmnoblas.a").exists() {
        println!("cargo:rustc-link-search=native={dir}");
        println!("cargo:rustc-link-lib=static=xsmm");
        // LIBXSMM calls BLAS only as a fallback for shapes it cannot JIT; the no-BLAS library
        // stands in for it.
        println!("cargo:rustc-link-lib=static=xsmmnoblas");
        for lib in ["pthread", "rt", "dl", "m"] {
            println!("cargo:rustc-link-lib={lib}");
        }
        println!("cargo:rustc-cfg=libxsmm");
    }
}
