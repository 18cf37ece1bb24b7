//! Helpers shared by the integration tests (see `root.rs`).
#![allow(clippy::panic)] // tests report failures by panicking
//!
//! Golden files live under `tests/`; a test compares its output with the file and fails with a
//! line diff when they differ. `BLESS=1 cargo test` rewrites the files instead; review the diff
//! with `git diff` before committing.

use std::path::{Path, PathBuf};

pub mod difffuzz;
pub mod exec;
pub mod impls;
pub mod interp;
pub mod ops;
pub mod progen;

/// Prints a line past the test harness's output capture (which takes `eprintln!`), so that SKIP
/// lines and summaries show in `cargo test` output.
pub fn note(message: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{message}");
}

/// The `tests/` folder of the repository (`$TINYC_TESTS_DIR` when set: the GPU check's kit runs
/// away from the checkout it was built in).
pub fn tests_dir() -> PathBuf {
    match std::env::var_os("TINYC_TESTS_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")),
    }
}

/// `TINYC_FULL_TESTS=1`: the long form of the suite's sampled tests (every seed of the
/// differential fuzzing on every implementation, every hostile-name program built on the OpenCL
/// device). The default is the short form CI runs: disjoint slices of the seeds per
/// implementation, and the device builds of a sample that takes every hostile kernel name once.
pub fn full_tests() -> bool {
    std::env::var("TINYC_FULL_TESTS").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// `short` in the default run, `full` with [`full_tests`].
pub fn sampled<T>(short: T, full: T) -> T {
    if full_tests() { full } else { short }
}

/// Whether expectations should be rewritten.
pub fn blessing() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v != "0")
}

/// Files with extension `ext` directly in `dir`, sorted.
pub fn files_in(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    out.sort();
    out
}

/// Every valid program the backend tests compile: the spec examples without the error ones
/// (`9x_err_*`), and the execution-test programs of `in/run`.
pub fn valid_programs() -> Vec<PathBuf> {
    let mut v = files_in(&tests_dir().join("in/spec"), "ir");
    v.retain(|p| !p.to_string_lossy().contains("_err_"));
    v.extend(files_in(&tests_dir().join("in/run"), "ir"));
    v
}

/// Reads and checks a program for a device; the error is the rendered diagnostics.
pub fn check_file(path: &Path, device: tinyc_frontend::Device) -> Result<tinyc_frontend::Checked, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
    let source = tinyc_frontend::Source::new(name, &bytes);
    tinyc_frontend::Frontend::new(device).run(&source).map_err(|d| source.render(&d))
}

/// Checks program text (named `name` in diagnostics) for a device.
pub fn check_text(name: &str, text: &str, device: tinyc_frontend::Device) -> Result<tinyc_frontend::Checked, String> {
    let source = tinyc_frontend::Source::new(name, text.as_bytes());
    tinyc_frontend::Frontend::new(device).run(&source).map_err(|d| source.render(&d))
}

/// Whether a program asks for a subgroup size the PTX target lacks (more than 64 work-items,
/// or not a power of two): such programs are for OpenCL devices only.
pub fn nvidia_lacks_subgroup(path: &Path) -> bool {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    tinyc_frontend::parse_as(&text, None)
        .is_ok_and(|m| m.funcs.iter().any(|f| f.subgroup_size().is_some_and(|s| !nvidia_subgroup_size(s))))
}

/// Whether NVIDIA GPUs (the PTX target) have subgroups of `s` work-items
/// ([`tinyc_frontend::device::NVIDIA_SUBGROUP_SIZES`]).
pub fn nvidia_subgroup_size(s: i64) -> bool {
    tinyc_frontend::device::NVIDIA_SUBGROUP_SIZES.contains(&s)
}

/// Compares `actual` with the golden file at `path` (or rewrites it when blessing).
/// Returns a description of the mismatch, if any.
pub fn check_golden(path: &Path, actual: &str) -> Result<(), String> {
    if blessing() {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        }
        std::fs::write(path, actual).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read golden file ({e}); run with BLESS=1 to create it", path.display()))?;
    if expected == actual {
        return Ok(());
    }
    Err(format!("{} differs (run with BLESS=1 to accept):\n{}", path.display(), line_diff(&expected, actual)))
}

/// A small line diff: `-` expected, `+` actual.
pub fn line_diff(expected: &str, actual: &str) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let mut out = String::new();
    for i in 0..e.len().max(a.len()) {
        match (e.get(i), a.get(i)) {
            (Some(x), Some(y)) if x == y => {}
            (x, y) => {
                if let Some(x) = x {
                    out.push_str(&format!("{:4} - {x}\n", i + 1));
                }
                if let Some(y) = y {
                    out.push_str(&format!("{:4} + {y}\n", i + 1));
                }
            }
        }
    }
    out
}

/// Runs every case, collecting failures, and panics with all of them at the end.
pub fn run_all<T>(cases: impl IntoIterator<Item = T>, mut f: impl FnMut(&T) -> Result<(), String>) -> usize {
    let mut failures = Vec::new();
    let mut n = 0;
    for c in cases {
        n += 1;
        if let Err(e) = f(&c) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{} of {n} cases failed:\n\n{}", failures.len(), failures.join("\n\n"));
    n
}
