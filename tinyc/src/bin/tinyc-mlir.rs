//! `tinyc-mlir`: the `tinyc` command line with the MLIR route (PTX through NVVM, SPIR-V, the
//! `gpu.module` stages). `tinyc` runs it, with the same arguments, for the commands that need
//! LLVM and MLIR, so that the other commands need not load them; it takes every `tinyc` command.

#[path = "../cli.rs"]
mod cli;
#[path = "../output.rs"]
mod output;

use cli::{CodeArgs, Mlir, MlirError};
use tinyc_frontend::Checked;

/// The MLIR route of the `tinyc-ptx` and `tinyc-spirv` backends.
struct Route;

impl Route {
    fn ptx_options(ptx: &CodeArgs) -> tinyc_ptx::Options {
        let mut options = tinyc_ptx::Options { arch: ptx.arch.clone(), opt_level: ptx.opt_level, ..Default::default() };
        if let Some(dir) = &ptx.cuda_path {
            options.toolkit = Some(dir.clone());
        }
        options
    }
}

fn from_ptx(e: tinyc_ptx::Error) -> MlirError {
    if let Some(d) = e.limit() {
        return MlirError::Limit(d);
    }
    match e {
        tinyc_ptx::Error::Internal(d) => MlirError::Internal(d),
        tinyc_ptx::Error::Mlir(m) => MlirError::Unlocated(m),
        other => MlirError::Environment(other.to_string()),
    }
}

fn from_spirv(e: tinyc_spirv::Error) -> MlirError {
    match e {
        tinyc_spirv::Error::Internal(d) => MlirError::Internal(d),
        tinyc_spirv::Error::Mlir(m) => MlirError::Unlocated(m),
        tinyc_spirv::Error::Limit(d) => MlirError::Limit(d),
    }
}

impl Mlir for Route {
    fn check_ptx(&self, ptx: &CodeArgs) -> Result<(), String> {
        if !tinyc_ptx::ARCHS.contains(&ptx.arch.as_str()) {
            return Err(format!("unsupported --arch `{}` (supported: {})", ptx.arch, tinyc_ptx::ARCHS.join(", ")));
        }
        if let Some(dir) = &ptx.cuda_path
            && !tinyc_ptx::has_libdevice(dir)
        {
            return Err(format!("--cuda-path {}: no nvvm/libdevice/libdevice.10.bc in that directory", dir.display()));
        }
        Ok(())
    }

    fn ptx(&self, checked: &Checked, ptx: &CodeArgs) -> Result<String, MlirError> {
        tinyc_ptx::compile(checked, &Route::ptx_options(ptx)).map_err(from_ptx)
    }

    fn spirv(
        &self,
        checked: &Checked,
        opt_level: u8,
        intel_subgroup_size: bool,
        assembly: bool,
    ) -> Result<Vec<u8>, MlirError> {
        let options = tinyc_spirv::Options { opt_level, intel_subgroup_size };
        let form = if assembly { tinyc_spirv::Form::Assembly } else { tinyc_spirv::Form::Binary };
        tinyc_spirv::compile(checked, &options, form).map_err(from_spirv)
    }

    fn stage(&self, checked: &Checked, spirv: bool, abi: bool) -> Result<String, MlirError> {
        let stage = if abi { tinyc_dialect::Stage::Abi } else { tinyc_dialect::Stage::Gpu };
        if spirv {
            tinyc_spirv::stage_text(checked, stage).map_err(from_spirv)
        } else {
            tinyc_ptx::stage_text(checked, stage).map_err(from_ptx)
        }
    }
}

fn main() -> std::process::ExitCode {
    cli::run(Some(&Route))
}
