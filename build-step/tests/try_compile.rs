//! `Build` on good and bad inputs: the diagnostics of a failing build, duplicate kernels, names
//! Rust reserves, and what is written where. (The generated code itself is compiled and run by
//! the `tinyc-example-build-step` crate.)

#![allow(clippy::panic)] // tests report failures by panicking

use std::path::PathBuf;

use tinyc_build::{Build, Error};

/// A fresh directory under the system's temporary directory.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tinyc-build-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn build(files: &[&str]) -> Build {
    let mut b = Build::new();
    b.files(files.iter().map(|f| format!("tests/data/{f}"))).cargo_metadata(false);
    b
}

#[test]
fn a_program_error_fails_with_the_rendered_diagnostic() {
    let out = temp_dir("bad");
    let e = build(&["scale.ir", "bad_shapes.ir"]).out_dir(&out).try_compile("kernels").err();
    let Some(Error::Diagnostics { files, rendered }) = &e else { panic!("expected diagnostics, got {e:?}") };
    assert_eq!(files, &[PathBuf::from("tests/data/bad_shapes.ir")]);
    assert!(rendered.starts_with("error[E18]: Incompatible tensor shapes\n"), "{rendered}");
    assert!(rendered.contains("┌─ tests/data/bad_shapes.ir:3:3\n"), "{rendered}");
    assert!(rendered.contains("3 │   gemm.n.n 1.0, %A, %B, 0.0, %C\n"), "{rendered}");
    assert!(rendered.contains("op(A) is 16×8, op(B) is 4×12, C is 16×12"), "{rendered}");
    // Display is the diagnostics themselves; the summary names the file.
    assert_eq!(e.as_ref().map(|e| e.to_string()), Some(rendered.trim_end().to_string()));
    assert_eq!(e.map(|e| e.summary()), Some("tests/data/bad_shapes.ir has errors".to_string()));
    assert!(!out.join("kernels.rs").exists(), "nothing is written when a file has errors");
}

#[test]
fn every_file_with_errors_is_reported() {
    let e = build(&["bad_shapes.ir", "scale.ir", "undefined.ir"]).generate("kernels").err();
    let Some(Error::Diagnostics { files, rendered }) = &e else { panic!("expected diagnostics, got {e:?}") };
    assert_eq!(files.len(), 2);
    assert!(rendered.contains("error[E18]"), "{rendered}");
    assert!(
        rendered.contains("error[E06]: Undefined identifier %y\n  ┌─ tests/data/undefined.ir:2:16\n"),
        "{rendered}"
    );
    assert_eq!(
        e.map(|e| e.summary()).unwrap_or_default(),
        "tests/data/bad_shapes.ir, tests/data/undefined.ir have errors"
    );
}

#[test]
fn compile_fails_the_build_script_with_a_short_message() {
    let out = temp_dir("panic");
    let result = std::panic::catch_unwind(|| build(&["bad_shapes.ir"]).out_dir(&out).compile("kernels"));
    let message = result.err().and_then(|p| p.downcast_ref::<String>().cloned()).unwrap_or_default();
    assert_eq!(message, "tinyc-build: tests/data/bad_shapes.ir has errors");
}

#[test]
fn kernels_of_the_same_name_in_two_files_are_an_error() {
    let e = build(&["scale.ir", "scale_again.ir"]).generate("kernels").err();
    assert_eq!(
        e,
        Some(Error::DuplicateKernel {
            name: "scale".into(),
            first: "tests/data/scale.ir".into(),
            second: "tests/data/scale_again.ir".into(),
        })
    );
    assert_eq!(
        e.map(|e| e.to_string()).unwrap_or_default(),
        "kernel `@scale` is defined in tests/data/scale.ir and again in tests/data/scale_again.ir: the generated \
         methods would clash (rename one)"
    );
}

#[test]
fn bad_names_and_missing_files_are_errors() {
    assert_eq!(build(&["scale.ir"]).generate("my-kernels").err(), Some(Error::ModuleName("my-kernels".into())));
    assert_eq!(build(&["scale.ir"]).generate("type").err(), Some(Error::ModuleName("type".into())));
    let e = build(&["missing.ir"]).generate("kernels").err();
    assert!(matches!(&e, Some(Error::Read { path, .. }) if path.ends_with("missing.ir")), "{e:?}");
    // An i1 parameter never reaches code generation: the front end rejects it (E29).
    let dir = temp_dir("i1");
    let _ = std::fs::create_dir_all(&dir);
    let file = dir.join("i1.ir");
    let _ = std::fs::write(&file, "func @k(%flag: i1) {}\n");
    let e = Build::new().file(&file).cargo_metadata(false).generate("kernels").err();
    assert!(matches!(&e, Some(Error::Diagnostics { rendered, .. }) if rendered.starts_with("error[E29]")), "{e:?}");
}

#[test]
fn names_rust_reserves_become_usable_identifiers() {
    let code = build(&["hostile.ir"]).generate("kernels").unwrap_or_else(|e| panic!("{e}"));
    for method in [
        "pub fn r#type(&self, self_: f32, groups_: i64, Some_: i8, x0: ::tinyc_runtime::MemrefArg<'_>, groups: usize)",
        "pub fn new_<'g>(&self, r#match: impl ::core::convert::Into<::tinyc_runtime::GroupInput<'g>>, groups: usize)",
        "pub fn x0_(&self, None_: i32, groups: usize)",
        "pub fn x0(&self, x0: i64, crate_: f32, groups: usize)",
        "pub fn kernel(&self, kernel: f32, groups: usize)",
    ] {
        assert!(code.contains(method), "missing `{method}` in\n{code}");
    }
    // Kernels open by their written names (`@kernel` is `kernel_` in OpenCL C, and a program
    // may have a `@kernel_` too).
    assert!(code.contains("let k4 = p0.kernel(\"kernel\")?;"), "{code}");
    assert!(code.contains("The kernel is `kernel_` on the device"), "{code}");
    // Each method's documentation shows the source signature.
    assert!(code.contains("#[doc = \" func @new(%match: group<memref<f64x4>, offset: ?>)\"]"), "{code}");
}

#[test]
fn the_module_and_c_headers_are_written_once() {
    let out = temp_dir("out");
    let headers = out.join("include");
    let path = build(&["scale.ir", "hostile.ir"])
        .out_dir(&out)
        .c_header_dir(&headers)
        .try_compile("launchers")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(path, out.join("launchers.rs"));
    let code = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(code.contains("pub mod launchers {"), "{code}");
    assert!(code.contains("pub fn scale(&self, alpha: f32, X: ::tinyc_runtime::MemrefArg<'_>, groups: usize)"));
    let header = std::fs::read_to_string(headers.join("scale.h")).unwrap_or_default();
    assert!(header.contains("static const char scale_opencl_c[] ="), "{header}");
    assert!(header.contains("static inline cl_int scale_set_args(cl_kernel kernel, cl_float alpha, cl_mem X,"));
    assert!(headers.join("hostile.h").exists());
    // An unchanged build leaves the file alone (cargo would otherwise recompile the crate).
    let modified = |p: &PathBuf| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let before = modified(&path);
    std::thread::sleep(std::time::Duration::from_millis(20));
    let again = build(&["scale.ir", "hostile.ir"]).out_dir(&out).try_compile("launchers");
    assert_eq!(again, Ok(path.clone()));
    assert_eq!(modified(&path), before);
    let _ = std::fs::remove_dir_all(&out);
}

/// The language is detected (a v0.4 file is v0.4) or forced with `lang`: a v0.4 file read as
/// v0.3.1 is a syntax error, and the generated launcher of a v0.4 kernel takes a Rust `bool`.
#[test]
fn the_language_is_detected_or_given() {
    let code = build(&["v04_scale.ir"]).generate("k").unwrap_or_else(|e| panic!("{e}"));
    assert!(code.contains("flag: bool"), "{code}");
    assert!(code.contains("Launch::Grid"), "{code}");
    let e = build(&["v04_scale.ir"]).lang(tinyc_build::Lang::V03).generate("k").err();
    let Some(Error::Diagnostics { rendered, .. }) = &e else { panic!("expected diagnostics, got {e:?}") };
    assert!(rendered.starts_with("error[E0"), "{rendered}");
    assert!(build(&["v04_scale.ir"]).lang(tinyc_build::Lang::V04).generate("k").is_ok());
}

#[test]
fn warnings_do_not_fail_the_build() {
    // W01 is a warning: the module is written (and a build script prints it as cargo:warning=).
    let out = temp_dir("warn");
    let path = build(&["past_end.ir"]).out_dir(&out).try_compile("kernels").unwrap_or_else(|e| panic!("{e}"));
    assert!(path.exists());
}

/// `tinyc-mlir` of this workspace's build (`target/debug` or `target/release`, or
/// `$CARGO_TARGET_DIR`'s), which `cargo test --workspace` builds before any test runs.
fn workspace_tinyc_mlir() -> Option<PathBuf> {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target"));
    ["debug", "release"].iter().map(|p| target.join(p).join("tinyc-mlir")).find(|p| p.is_file())
}

/// A shell script standing in for `tinyc-mlir`.
#[cfg(unix)]
fn fake_tinyc_mlir(name: &str, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = temp_dir(name);
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join("tinyc-mlir");
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap_or_else(|e| panic!("{e}"));
    path
}

/// `cuda_arch` embeds the PTX of every architecture, the newest the GPU reaches chosen at run
/// time, and generates `CudaKernels` with the launchers of `Kernels`.
#[test]
fn cuda_launchers_embed_ptx_for_each_architecture() {
    let Some(mlir) = workspace_tinyc_mlir() else {
        let _ = writeln_skip("cuda_launchers_embed_ptx_for_each_architecture: no target/*/tinyc-mlir built");
        return;
    };
    let code = build(&["scale.ir", "hostile.ir"])
        .cuda_arch("sm_90")
        .cuda_arch("sm_70")
        .cuda_arch("sm_80")
        .cuda_arch("sm_80")
        .tinyc_mlir(&mlir)
        .generate("kernels")
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(code.contains("    pub struct CudaKernels {\n"), "{code}");
    assert!(code.contains("const CUDA_ARCHS: [i32; 3] = [70, 80, 90];"), "{code}");
    assert!(code.contains(
        "pub fn new(ctx: &::tinyc_runtime::cuda::Context) -> ::core::result::Result<CudaKernels, ::tinyc_runtime::Error> {"
    ));
    // The same methods as the OpenCL struct, returning CUDA's launch information.
    assert_eq!(
        code.matches("pub fn scale(&self, alpha: f32, X: ::tinyc_runtime::MemrefArg<'_>, groups: usize)").count(),
        2,
        "{code}"
    );
    assert!(code.contains(
        "pub fn scale(&self, alpha: f32, X: ::tinyc_runtime::MemrefArg<'_>, groups: usize) -> \
         ::core::result::Result<::tinyc_runtime::cuda::LaunchInfo, ::tinyc_runtime::Error> {"
    ));
    assert!(code.contains(
        "pub fn kernel_named(&self, name: &str) -> ::core::option::Option<&::tinyc_runtime::cuda::Kernel> {"
    ));
    for (file, arch) in [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2)] {
        assert!(code.contains(&format!("const PTX_{file}_{arch}: &str = ")), "PTX_{file}_{arch}");
    }
    assert!(code.contains(
        "                _ => ::tinyc_runtime::cuda::Program::from_ptx(ctx, PTX_1_2, cuda_signatures_1_2()),"
    ));
    // The PTX is tinyc-mlir's for each architecture, with the ABI's entry names.
    for arch in ["sm_70", "sm_80", "sm_90"] {
        assert!(code.contains(&format!(".target {arch}")), "{arch}");
    }
    assert!(code.contains(".entry kernel_("), "{code}");
    assert!(code.contains("blocks of 32×1 for sm_70, 32×1 for sm_80, 32×1 for sm_90"), "{code}");
    // Without cuda_arch there is no CUDA struct (and no need for the runtime's `cuda` feature).
    let plain = build(&["scale.ir"]).generate("kernels").unwrap_or_else(|e| panic!("{e}"));
    assert!(!plain.contains("cuda"), "{plain}");
}

fn writeln_skip(message: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    writeln!(std::io::stderr(), "SKIP: {message}")
}

/// What goes wrong making PTX is an `Error::Ptx` naming the file and architecture.
#[cfg(unix)]
#[test]
fn ptx_failures_are_errors_with_the_compilers_message() {
    let e = build(&["scale.ir"]).cuda_arch("sm80").generate("kernels").err();
    assert_eq!(
        e.map(|e| e.to_string()).unwrap_or_default(),
        "`sm80`: not a CUDA architecture: give `sm_` and the compute capability, e.g. `sm_80`"
    );
    let failing = fake_tinyc_mlir("ptx-fails", "echo 'error: no libdevice found' >&2\nexit 2");
    let e = build(&["scale.ir"]).cuda_arch("sm_80").tinyc_mlir(&failing).generate("kernels").err();
    let text = e.as_ref().map(|e| e.to_string()).unwrap_or_default();
    assert!(matches!(&e, Some(Error::Ptx { path: Some(_), arch, .. }) if arch == "sm_80"), "{e:?}");
    assert!(text.starts_with("tests/data/scale.ir: PTX for sm_80: "), "{text}");
    assert!(text.ends_with("failed (exit status 2):\nerror: no libdevice found"), "{text}");
    // A program that is no tinyc-mlir (or another version's) is caught at build time.
    let foreign = fake_tinyc_mlir("ptx-foreign", "echo '.version 8.0'");
    let e = build(&["scale.ir"]).cuda_arch("sm_80").tinyc_mlir(&foreign).generate("kernels").err();
    let text = e.map(|e| e.to_string()).unwrap_or_default();
    assert!(text.contains("wrote PTX without the kernel `.entry scale`"), "{text}");
    let e = build(&["scale.ir"]).cuda_arch("sm_80").tinyc_mlir("/nonexistent/tinyc-mlir").generate("kernels").err();
    let text = e.map(|e| e.to_string()).unwrap_or_default();
    assert!(text.starts_with("tests/data/scale.ir: PTX for sm_80: cannot run /nonexistent/tinyc-mlir: "), "{text}");
    // The program's own errors come first, as without cuda_arch.
    let e = build(&["bad_shapes.ir"]).cuda_arch("sm_80").tinyc_mlir(&failing).generate("kernels").err();
    assert!(matches!(e, Some(Error::Diagnostics { .. })), "{e:?}");
}

/// Two files with one stem would write one C header: an error before anything is written (the
/// second header replaced the first, hunt Q).
#[test]
fn files_whose_c_headers_would_clash_are_an_error() {
    let out = temp_dir("stem");
    let e =
        build(&["scale.ir", "other/scale.ir"]).out_dir(&out).c_header_dir(out.join("include")).try_compile("k").err();
    assert_eq!(
        e.map(|e| e.to_string()).unwrap_or_default(),
        format!(
            "tests/data/scale.ir and tests/data/other/scale.ir would both write the C header {} (rename one, or build \
             them with separate header directories)",
            out.join("include/scale.h").display()
        )
    );
    assert!(!out.join("k.rs").exists() && !out.join("include").exists());
    // Without headers they build together.
    assert!(build(&["scale.ir", "other/scale.ir"]).generate("k").is_ok());
    let _ = std::fs::remove_dir_all(&out);
}

/// What a file holds or is called never breaks the generated Rust: a file name with a line break
/// or a direction control, or a comment with one, is escaped (rustc refused the code: hunt Q);
/// the run-time compile reads the file in the language the build read it in; a build of no
/// files leaves no unused variable.
#[test]
fn generated_code_escapes_names_and_text() {
    let dir = temp_dir("hostile-names");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let bidi = dir.join("a\nb\u{202e}c.ir");
    std::fs::write(&bidi, "; note \u{202e}reversed\u{202c}\nfunc @k(%A: memref<f32x4>) {}\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let code = Build::new().file(&bidi).cargo_metadata(false).generate("k").unwrap_or_else(|e| panic!("{e}"));
    assert!(!code.contains('\u{202e}') && !code.contains('\u{202c}'), "{code}");
    assert!(code.contains("reversed\\u{202c}"), "{code}");
    assert!(code.lines().any(|l| l.starts_with("// @generated") && l.contains("a\\nb\\u{202e}c.ir")), "{code}");
    // The run-time compile's language.
    assert!(
        code.contains("::tinyc_runtime::Form::OpenClC, Some(::tinyc_runtime::frontend::ast::Lang::V03))"),
        "{code}"
    );
    let v04 = build(&["v04_scale.ir"]).generate("k").unwrap_or_else(|e| panic!("{e}"));
    assert!(v04.contains("::tinyc_runtime::Form::OpenClC, Some(::tinyc_runtime::frontend::ast::Lang::V04))"), "{v04}");
    let none = Build::new().cargo_metadata(false).generate("k").unwrap_or_else(|e| panic!("{e}"));
    assert!(none.contains("let _ = variant;"), "{none}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A file named like an option reaches `tinyc-mlir` as a file, after `--`.
#[cfg(unix)]
#[test]
fn file_names_reach_tinyc_mlir_after_a_double_dash() {
    let log = temp_dir("mlir-args-log");
    let fake = fake_tinyc_mlir("mlir-args", &format!("printf '%s\\n' \"$@\" > {}\nexit 2", log.display()));
    let _ = build(&["scale.ir"]).cuda_arch("sm_80").tinyc_mlir(&fake).generate("k");
    let args = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(args.ends_with("-o\n-\n--\ntests/data/scale.ir\n"), "{args}");
    let _ = std::fs::remove_file(&log);
}
