//! `tinyc compile --emit c-header`: the header compiles as C99 and C++17 without warnings, a C
//! host program builds the kernels from it and launches them (a group in SVM, run-time sizes and
//! offset) with `K_set_args`/`K_launch`, checking every result against a C reference, and the
//! embedded source is exactly `tinyc compile`'s OpenCL C.
//!
//! Needs `cc` (and `c++` for the C++ check); prints `SKIP: …` and passes without a compiler,
//! without the OpenCL headers or library, or without an OpenCL device with SVM.

#![allow(clippy::panic)] // tests report failures by panicking

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn note(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}

fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

/// Runs a command; `None` when it cannot be started (the tool is missing).
fn run(program: &str, args: &[&str]) -> Option<Output> {
    Command::new(program).args(args).current_dir(repo()).output().ok()
}

fn tinyc(args: &[&str]) -> Output {
    run(env!("CARGO_BIN_EXE_tinyc"), args).expect("tinyc starts")
}

/// A fresh temporary directory holding the headers of `tests/c/*.ir`.
fn headers(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tinyc-c-header-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    for stem in ["batched", "names"] {
        let out = dir.join(format!("{stem}.h"));
        let o = tinyc(&["compile", &format!("tests/c/{stem}.ir"), "--emit", "c-header", "-o", path(&out)]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    }
    dir
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

/// Whether `compiler` exists and finds `<CL/cl.h>`; prints why not.
fn has_opencl_headers(compiler: &str, language: &str) -> bool {
    let dir = std::env::temp_dir().join(format!("tinyc-c-probe-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let probe = dir.join("probe.h");
    let _ = std::fs::write(&probe, "#include <CL/cl.h>\n");
    match run(compiler, &["-x", language, "-fsyntax-only", path(&probe)]) {
        None => {
            note(&format!("SKIP: no `{compiler}`"));
            false
        }
        Some(o) if !o.status.success() => {
            note(&format!("SKIP: `{compiler}` finds no <CL/cl.h>: {}", text(&o)));
            false
        }
        Some(_) => true,
    }
}

#[test]
fn headers_compile_without_warnings_in_c_and_cpp() {
    if !has_opencl_headers("cc", "c") {
        return;
    }
    let dir = headers("warnings");
    let include = format!("-I{}", path(&dir));
    for header in ["batched.h", "names.h"] {
        let main = dir.join(format!("main_{header}.c"));
        std::fs::write(&main, format!("#include \"{header}\"\nint main(void) {{ return 0; }}\n")).expect("written");
        // Strict C99 and the GNU dialect (where `unix` and `linux` are macros).
        for std in ["-std=c99", "-std=gnu99"] {
            let o =
                run("cc", &[std, "-Wall", "-Wextra", "-Werror", "-pedantic", &include, "-fsyntax-only", path(&main)])
                    .expect("cc runs");
            assert!(o.status.success(), "{header} as {std}:\n{}", text(&o));
        }
    }
    // A host that asks for OpenCL 1.2 gets a clear stop where a group needs the SVM API.
    let main = dir.join("main_cl12.c");
    std::fs::write(&main, "#define CL_TARGET_OPENCL_VERSION 120\n#include \"names.h\"\nint main(void) { return 0; }\n")
        .expect("written");
    let o = run("cc", &["-std=c99", &include, "-fsyntax-only", path(&main)]).expect("cc runs");
    assert!(!o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("group arguments are SVM pointers"), "{}", text(&o));
    if has_opencl_headers("c++", "c++") {
        for std in ["-std=c++17", "-std=gnu++17"] {
            let o = run("c++", &[std, "-Wall", "-Wextra", "-Werror", &include, "-fsyntax-only", "tests/c/header.cpp"])
                .expect("c++ runs");
            assert!(o.status.success(), "header.cpp as {std}:\n{}", text(&o));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_c_host_launches_the_kernels_through_the_header() {
    if !has_opencl_headers("cc", "c") {
        return;
    }
    let dir = headers("host");
    let host = dir.join("host");
    let include = format!("-I{}", path(&dir));
    let o = run(
        "cc",
        &["-std=c99", "-Wall", "-Wextra", "-Werror", &include, "tests/c/host.c", "-o", path(&host), "-lOpenCL", "-lm"],
    )
    .expect("cc runs");
    if !o.status.success() {
        let message = text(&o);
        if message.contains("-lOpenCL") {
            note(&format!("SKIP: no OpenCL library to link: {message}"));
            return;
        }
        panic!("host.c does not compile:\n{message}");
    }
    // The embedded source is the OpenCL C that `tinyc compile` prints, byte for byte.
    let printed = Command::new(&host).arg("--print-source").output().expect("host runs");
    let compiled = tinyc(&["compile", "tests/c/batched.ir"]);
    assert_eq!(compiled.status.code(), Some(0), "{}", text(&compiled));
    assert_eq!(String::from_utf8_lossy(&printed.stdout), String::from_utf8_lossy(&compiled.stdout));

    let o = Command::new(&host).output().expect("host runs");
    match o.status.code() {
        Some(0) => assert!(text(&o).contains("ok: group_gemm and fill match the C reference"), "{}", text(&o)),
        Some(77) => note(text(&o).trim()),
        _ => panic!("the C host failed ({:?}):\n{}", o.status, text(&o)),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_header_goes_to_standard_output_and_needs_an_opencl_target() {
    let o = tinyc(&["compile", "tests/c/batched.ir", "--emit", "c-header"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let header = String::from_utf8_lossy(&o.stdout);
    assert!(header.contains("#ifndef TINYC_BATCHED_H\n"), "{header}");
    assert!(header.contains("static const char batched_opencl_c[] =\n"), "{header}");
    assert!(header.contains("#define fill_NUM_ARGS 6\n"), "{header}");
    assert!(header.contains(
        "static inline cl_int group_gemm_launch(cl_command_queue queue, cl_kernel kernel, size_t groups, cl_uint num_wait,"
    ));
    // The header and the JSON cannot share standard output.
    let o = tinyc(&["compile", "tests/c/batched.ir", "--emit", "c-header", "--abi-json", "-", "-o", "-"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(
        text(&o).contains("--abi-json - and --emit c-header would both go to standard output: give one of them a file"),
        "{}",
        text(&o)
    );
    assert!(o.stdout.is_empty());
    let o = tinyc(&["compile", "tests/c/batched.ir", "--emit", "c-header", "--target", "ptx"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("--emit c-header needs an OpenCL C target"), "{}", text(&o));
}
