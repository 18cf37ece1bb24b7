//! OpenCL C output: golden files for every example (`tests/out/opencl/`), and every kernel
//! passes `clang -x cl -cl-std=CL3.0 -fsyntax-only` when clang-22 is installed.

use std::path::Path;
use std::process::Command;

use tinyc_frontend::Device;
use tinyc_tests::{check_file, check_golden, run_all, tests_dir, valid_programs};

fn compile(path: &Path) -> Result<String, String> {
    Ok(tinyc_opencl::compile(&check_file(path, Device::generic())?))
}

#[test]
fn opencl_golden_files() {
    run_all(valid_programs(), |p| {
        let cl = compile(p)?;
        let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        check_golden(&tests_dir().join("out/opencl").join(format!("{stem}.cl")), &cl)
    });
}

#[test]
fn opencl_passes_clang_syntax_check() {
    let clang = "clang-22";
    if Command::new(clang).arg("--version").output().is_err() {
        eprintln!("SKIP: {clang} not installed; OpenCL C syntax not checked");
        return;
    }
    let dir = std::env::temp_dir().join(format!("tinyc-cl-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    run_all(valid_programs(), |p| {
        let cl = compile(p)?;
        let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let file = dir.join(format!("{stem}.cl"));
        std::fs::write(&file, &cl).map_err(|e| e.to_string())?;
        let out = Command::new(clang)
            .args(["-x", "cl", "-cl-std=CL3.0", "-Xclang", "-finclude-default-header", "-fsyntax-only", "-Werror"])
            .arg(&file)
            .output()
            .map_err(|e| e.to_string())?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!("{}:\n{}", p.display(), String::from_utf8_lossy(&out.stderr)))
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
}
