//! Reruns the current test binary against the fake CUDA driver (`runtime/tests/data/fake_libcuda.c`,
//! built here as `libcuda.so` with the system's C compiler and put first on `LD_LIBRARY_PATH`).
//! Shared by the runtime's CUDA tests and the build-step example's (`#[path]` module): the
//! caller's test returns at once in the child, where `child` is set.

use std::path::{Path, PathBuf};

/// The first of `names` found in a directory of the `PATH`.
pub fn on_path(names: &[&str]) -> Option<PathBuf> {
    let dirs: Vec<_> = std::env::var_os("PATH").iter().flat_map(std::env::split_paths).collect();
    names.iter().flat_map(|n| dirs.iter().map(move |d| d.join(n))).find(|p| p.is_file())
}

/// Whether this process is the child that runs the tests against the fake driver.
pub fn in_child(child: &str) -> bool {
    std::env::var_os(child).is_some()
}

/// Builds the fake driver from `source` (the path of `fake_libcuda.c`) and reruns this test
/// binary, one test at a time, with the environment variable `child` set; gives the child's
/// standard output and error together, after asserting that it passed. `None` without a C
/// compiler.
pub fn rerun(child: &str, source: &Path, tag: &str) -> Option<String> {
    let cc = on_path(&["cc", "gcc", "clang"])?;
    let dir = std::env::temp_dir().join(format!("tinyc-{tag}-fake-cuda-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let built = std::process::Command::new(&cc)
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(dir.join("libcuda.so"))
        .arg(source)
        .output()
        .unwrap_or_else(|e| panic!("running {}: {e}", cc.display()));
    assert!(built.status.success(), "compiling the fake driver: {}", String::from_utf8_lossy(&built.stderr));
    let mut library_path = dir.as_os_str().to_owned();
    if let Some(old) = std::env::var_os("LD_LIBRARY_PATH") {
        library_path.push(":");
        library_path.push(old);
    }
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let out = std::process::Command::new(exe)
        .args(["--test-threads", "1"])
        .env(child, "1")
        .env("LD_LIBRARY_PATH", library_path)
        .output()
        .unwrap_or_else(|e| panic!("rerunning the tests: {e}"));
    let _ = std::fs::remove_dir_all(&dir);
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "the tests failed against the fake driver:\n{text}");
    Some(text)
}
