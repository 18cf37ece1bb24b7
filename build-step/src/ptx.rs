//! PTX for [`Build::cuda_arch`](crate::Build::cuda_arch): each file compiled by `tinyc-mlir`
//! (the one tinyc program that links LLVM and MLIR) for each architecture, and checked in
//! process for the same NVIDIA device description, which gives the kernels' signatures.

use std::path::{Path, PathBuf};
use std::process::Command;

use tinyc_frontend::ast::Lang;
use tinyc_frontend::{Checked, Device, Frontend, Source};

use crate::Error;

/// One file's PTX for one architecture.
pub(crate) struct PtxVariant {
    /// `sm_80`.
    pub(crate) arch: String,
    /// The program checked for [`Device::nvidia_arch`] (its ABIs are the PTX entries').
    pub(crate) checked: Checked,
    pub(crate) ptx: String,
}

/// The compute capability of `sm_XY` as `XY`.
pub(crate) fn arch_number(arch: &str) -> Option<u32> {
    let digits = arch.strip_prefix("sm_")?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The architectures to compile for: checked (`sm_` and a number), ascending, each once.
pub(crate) fn sorted_archs(archs: &[String]) -> Result<Vec<String>, Error> {
    let mut numbered = Vec::new();
    for a in archs {
        let n = arch_number(a).ok_or_else(|| Error::Ptx {
            path: None,
            arch: a.clone(),
            message: "not a CUDA architecture: give `sm_` and the compute capability, e.g. `sm_80`".into(),
        })?;
        numbered.push((n, a.clone()));
    }
    numbered.sort();
    numbered.dedup_by_key(|(n, _)| *n);
    Ok(numbered.into_iter().map(|(_, a)| a).collect())
}

/// `tinyc-mlir`: the one given to the build, else `$TINYC_MLIR`, else the first in `PATH`.
pub(crate) fn mlir_program(given: Option<&Path>) -> Option<PathBuf> {
    if let Some(p) = given {
        return Some(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os("TINYC_MLIR").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let exe = format!("tinyc-mlir{}", std::env::consts::EXE_SUFFIX);
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .map(|d| d.join(&exe))
        .find(|p| p.is_file())
}

/// Compiles `path` (already read as `source` and checked for OpenCL) to PTX for `arch`.
pub(crate) fn compile(
    path: &Path,
    source: &Source,
    lang: Lang,
    arch: &str,
    tinyc_mlir: Option<&Path>,
) -> Result<PtxVariant, Error> {
    let fail = |message: String| Error::Ptx { path: Some(path.to_path_buf()), arch: arch.to_string(), message };
    // The front end first: a limit of NVIDIA devices (shared memory, subgroup sizes) is a
    // program error with its diagnostics, as for OpenCL.
    let checked = Frontend::new(Device::nvidia_arch(arch))
        .with_lang(Some(lang))
        .run(source)
        .map_err(|diags| Error::Diagnostics { files: vec![path.to_path_buf()], rendered: source.render(&diags) })?;
    let program = mlir_program(tinyc_mlir).ok_or_else(|| {
        fail("PTX is made by tinyc-mlir, not given (`Build::tinyc_mlir`) and found neither in $TINYC_MLIR nor in PATH (`cargo install --path tinyc` \
              in tinyc's repository, or set TINYC_MLIR to the program)"
            .into())
    })?;
    let lang = match lang {
        Lang::V03 => "v0.3",
        Lang::V04 => "v0.4",
    };
    let out = Command::new(&program)
        .args(["--color", "never", "--lang", lang, "compile", "--target", "ptx", "--arch", arch, "-o", "-", "--"])
        // After `--`: a file named like an option (`-o`, `--help`) is still the input.
        .arg(path)
        .output()
        .map_err(|e| fail(format!("cannot run {}: {e}", program.display())))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        let status = out.status.code().map_or_else(|| "a signal".to_string(), |c| format!("exit status {c}"));
        return Err(fail(format!("{} failed ({status}):\n{}", program.display(), stderr.trim_end())));
    }
    let ptx = String::from_utf8(out.stdout)
        .map_err(|_| fail(format!("{} wrote PTX that is not UTF-8 text", program.display())))?;
    // Every kernel of the checked program must be an entry of the PTX (a stale or foreign
    // tinyc-mlir would otherwise fail only when the program is loaded).
    let entries = tinyc_frontend::abi::ptx::entries(&ptx);
    for abi in checked.abis() {
        if !entries.iter().any(|e| e.name == abi.name) {
            return Err(fail(format!(
                "{} wrote PTX without the kernel `.entry {}` (is it tinyc {}'s?)",
                program.display(),
                abi.name,
                env!("CARGO_PKG_VERSION")
            )));
        }
    }
    Ok(PtxVariant { arch: arch.to_string(), checked, ptx })
}
