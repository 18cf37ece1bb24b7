//! libtinyc's `tinyc-mlir` child failing in the ways a host can meet, with SIGPIPE at its default
//! action as a C host has it (Rust test programs ignore it, which would hide the first case):
//! a child that exits before reading the program must not end the host, a child that cannot
//! run is an environment error, a "successful" child that wrote no SPIR-V or PTX is not handed
//! on, one that exits 1 (a program error) without a diagnostic is not taken for one, and one
//! that hangs is stopped after `$TINYC_MLIR_TIMEOUT` seconds. One test in a binary of its own: it
//! changes the process's signal disposition, `TINYC_MLIR` and `TINYC_MLIR_TIMEOUT`.
#![allow(clippy::panic)]

use std::ffi::CStr;
use std::os::unix::fs::PermissionsExt as _;
use std::ptr;

use tinyc::compile::*;
use tinyc::status::tinyc_last_error;
use tinyc::status::tinyc_status_t::{self, *};

fn last_error() -> String {
    // SAFETY: a NUL-terminated string owned by the thread.
    unsafe { CStr::from_ptr(tinyc_last_error()) }.to_string_lossy().into_owned()
}

/// Compiles `source` for `target` with `tinyc_compile`; the status (the handle is destroyed).
fn compile(source: &str, target: tinyc_target_t) -> tinyc_status_t {
    let mut o = std::mem::MaybeUninit::<tinyc_compile_options_t>::uninit();
    // SAFETY: tinyc_compile_options_init writes the whole struct; then the documented call with
    // valid pointers.
    unsafe {
        tinyc_compile_options_init(o.as_mut_ptr());
        let mut o = o.assume_init();
        o.target = target;
        let mut out = ptr::null_mut();
        let status = tinyc_compile(source.as_ptr().cast(), source.len(), ptr::null(), &o, &mut out);
        if !out.is_null() {
            tinyc_compiled_destroy(out);
        }
        status
    }
}

#[test]
fn a_failing_tinyc_mlir_is_reported_and_never_ends_the_host() {
    // SAFETY: restores the default action, as in a C program; no other test runs in this binary.
    unsafe { libc::signal(libc::SIGPIPE, libc::SIG_DFL) };
    let dir = std::env::temp_dir().join(format!("tinyc-child-failures-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let script = |name: &str, body: &str| {
        let path = dir.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap_or_else(|e| panic!("{e}"));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap_or_else(|e| panic!("{e}"));
        path
    };
    // 1 MiB of comment before the kernel: far more than a pipe holds, so the writer is still
    // writing when the child has gone.
    let big = format!(";{}\nfunc @k(%A: memref<f32x4>) {{}}\n", " ".repeat(1 << 20));
    let cases = [
        (
            script("missing.sh", "exit 127"),
            TINYC_TARGET_SPIRV,
            TINYC_ERROR_ENVIRONMENT,
            "missing program or shared library",
        ),
        (script("quiet.sh", "exit 0"), TINYC_TARGET_SPIRV, TINYC_ERROR_INTERNAL, "wrote no SPIR-V module"),
        (script("garbage.sh", "echo garbage"), TINYC_TARGET_PTX, TINYC_ERROR_INTERNAL, "wrote no PTX"),
        (script("fails.sh", "exit 3"), TINYC_TARGET_PTX, TINYC_ERROR_INTERNAL, "exit status: 3"),
        // Status 1 without a diagnostic is no program error (hunt U: it was one, an empty E41).
        (
            script("exit1.sh", "echo some error >&2; exit 1"),
            TINYC_TARGET_PTX,
            TINYC_ERROR_INTERNAL,
            "failed (exit status: 1): some error",
        ),
    ];
    // A child that hangs is stopped after $TINYC_MLIR_TIMEOUT seconds (`exec`: the shell becomes
    // the sleep, whose end closes the pipes); a value that is no number of seconds is refused.
    // SAFETY: the only test of this binary.
    unsafe {
        std::env::set_var("TINYC_MLIR", script("hangs.sh", "exec sleep 30"));
        std::env::set_var("TINYC_MLIR_TIMEOUT", "0.5");
    }
    let started = std::time::Instant::now();
    assert_eq!(compile("func @k(%A: memref<f32x4>) {}\n", TINYC_TARGET_SPIRV), TINYC_ERROR_ENVIRONMENT);
    assert!(last_error().contains("did not finish within 0.5 s ($TINYC_MLIR_TIMEOUT)"), "{}", last_error());
    assert!(started.elapsed() < std::time::Duration::from_secs(20), "waited {:?}", started.elapsed());
    for bad in ["0", "-1", "soon", "inf"] {
        // SAFETY: as above.
        unsafe { std::env::set_var("TINYC_MLIR_TIMEOUT", bad) };
        assert_eq!(compile("func @k(%A: memref<f32x4>) {}\n", TINYC_TARGET_SPIRV), TINYC_ERROR_INVALID_ARGUMENT);
        assert!(last_error().contains(&format!("not '{bad}'")), "{}", last_error());
    }
    // SAFETY: as above.
    unsafe { std::env::remove_var("TINYC_MLIR_TIMEOUT") };
    for (path, target, want, message) in cases {
        // SAFETY: the only test of this binary.
        unsafe { std::env::set_var("TINYC_MLIR", &path) };
        for source in [big.as_str(), "func @k(%A: memref<f32x4>) {}\n"] {
            let status = compile(source, target);
            let name = path.display();
            assert_eq!(status, want, "{name}: {}", last_error());
            assert!(last_error().contains(message), "{name}: {}", last_error());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
