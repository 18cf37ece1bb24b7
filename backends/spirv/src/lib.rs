//! # SPIR-V backend
//!
//! The same `gpu.module` as the PTX route ([`tinyc_dialect::kernel_to_mlir`], built with melior's op
//! builders), in its SPIR-V flavour ([`Flavor::Spirv`]: the group id is the work-group id z, the
//! work-group size `known_block_size`), given the calling convention by the ABI pass
//! ([`tinyc_dialect::apply_abi`]), then lowered by upstream MLIR for an OpenCL SPIR-V consumer:
//! `convert-scf-to-cf`, `convert-gpu-to-llvm-spv` (64-bit index), the `math`, `arith`, `index`, `memref`
//! and `cf` conversions to `llvm`, `xevm-attach-target` and `gpu-module-to-binary`, which
//! translates to LLVM IR and runs LLVM's SPIR-V backend. All of it runs in process, in this
//! thread's one MLIR context; there is no text round trip and no external tool.
//!
//! LLVM's SPIR-V backend runs in a forked child process for every module (module `isolate`): it keeps
//! state between modules that makes every module but a process's first one liable to define ids
//! twice. Every module is checked for that ([`binary::check_ids`]) before it is returned.
//!
//! The result is one SPIR-V 1.2 module (1.3 where subgroup operations exchange values by
//! shuffles, on devices with hardware subgroups; [`Options`]) (`Kernel` execution model, `Physical64` addressing,
//! `OpenCL` memory model) with an `OpEntryPoint` per function, named, with its arguments, exactly
//! as the kernel ABI says ([`tinyc_frontend::abi::KernelAbi`]; LLVM leaves parameters unnamed, so
//! their `OpName`s are added, [`binary::name_parameters`]; all of it checked on every compile,
//! [`binary::check_entries`]). Each kernel has the `LocalSize m n 1` execution mode of its
//! `work_group_size`. LLVM's XeVM target gives every kernel `SubgroupSize 16`; a portable binary
//! must not require a subgroup size, so that mode (and the `SubgroupDispatch` capability) is taken
//! out again ([`binary::set_subgroup_sizes`]), unless [`Options::intel_subgroup_size`] asks for
//! the program's subgroup size, with the same rule as the OpenCL C backend.
//!
//! **Launch rule** (identical to the OpenCL C kernels', so a host can use either form): local
//! size (m, n, 1), global size (m, n, N) for N groups; `group_id` is the work-group id z.

pub mod binary;
#[cfg(unix)]
mod isolate;

use tinyc_dialect::Stage;
use tinyc_dialect::route::{self, Flavor};
use tinyc_frontend::diagnostic::{Code, Diagnostic};
use tinyc_frontend::{Checked, SourceMap};
use tinyc_kernel::ir::Kernel;

/// The SPIR-V version written: what OpenCL 2.2 consumes, and what Intel's runtimes accept.
pub const VERSION: (u8, u8) = tinyc_frontend::abi::SPIRV_VERSION;

/// The version of a module whose kernels shuffle within subgroups (lowered for a device with
/// `hardware_subgroups`): the `GroupNonUniformShuffle*` instructions came with SPIR-V 1.3.
pub const SUBGROUP_VERSION: (u8, u8) = (1, 3);

/// The SPIR-V version of the module of `kernels`: [`VERSION`], or [`SUBGROUP_VERSION`] when a
/// kernel shuffles within its subgroups.
pub fn version_for(kernels: &[Kernel]) -> (u8, u8) {
    if kernels.iter().any(Kernel::uses_subgroups) { SUBGROUP_VERSION } else { VERSION }
}

/// The most parameters a SPIR-V function (`OpTypeFunction`) may take (the universal limit of
/// the SPIR-V specification, which `spirv-val` checks).
pub const MAX_PARAMETERS: usize = 255;

/// Options of the SPIR-V route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// LLVM optimisation level, 0 to 3.
    pub opt_level: u8,
    /// For devices with `cl_intel_required_subgroup_size`: as in the OpenCL C backend, a kernel
    /// whose work-group's first mode is not a multiple of 16 requires its subgroup size
    /// (`SubgroupSize` execution mode). Off: no kernel requires one (portable).
    pub intel_subgroup_size: bool,
}

impl Default for Options {
    /// `-O3`, portable (no subgroup size required).
    fn default() -> Self {
        Options { opt_level: 3, intel_subgroup_size: false }
    }
}

/// What the route writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The SPIR-V binary module (`tinyc compile --target spirv`).
    Binary,
    /// LLVM's SPIR-V assembly of the same module (`--emit spirv-asm`).
    Assembly,
}

/// Why SPIR-V could not be produced: always an internal compiler error, located in the program
/// ([`Error::Internal`]) or not ([`Error::Mlir`]; also a binary without the ABI's kernels).
pub use tinyc_dialect::RouteError as Error;

/// The verified SPIR-V-flavoured `gpu.module` of a checked module at a stage, as MLIR prints it
/// (`tinyc compile --target spirv --emit mlir|mlir-abi`).
pub fn stage_text(checked: &Checked, stage: Stage) -> Result<String, Error> {
    route::stage_text(checked, Flavor::Spirv, stage)
}

/// The pass pipeline from the ABI stage to a `gpu.binary` holding SPIR-V `version`.
fn pipeline(options: &Options, (major, minor): (u8, u8)) -> String {
    format!(
        "builtin.module(gpu.module(convert-scf-to-cf,convert-gpu-to-llvm-spv{{use-64bit-index=true}},\
         convert-math-to-llvm,convert-arith-to-llvm{{index-bitwidth=64}},convert-index-to-llvm{{index-bitwidth=64}}),\
         finalize-memref-to-llvm{{index-bitwidth=64}},convert-cf-to-llvm{{index-bitwidth=64}},\
         xevm-attach-target{{O={} triple=spirv64v{major}.{minor}-unknown-unknown}},reconcile-unrealized-casts,\
         gpu-module-to-binary{{format=bin}})",
        options.opt_level.min(3)
    )
}

/// Compiles kernels lowered from `source` to a SPIR-V module, edited and checked as the module
/// docs say.
fn compile_module(kernels: &[Kernel], source: &SourceMap, options: &Options) -> Result<binary::Module, Error> {
    if let Some(k) = kernels.iter().find(|k| k.abi.args.len() > MAX_PARAMETERS) {
        return Err(Error::Limit(Diagnostic::new(
            Code::E41,
            format!(
                "kernel `{}` takes {} arguments (its parameters in the calling convention), but a SPIR-V \
                 function may take at most {MAX_PARAMETERS}",
                k.abi.name,
                k.abi.args.len()
            ),
            k.span,
        )));
    }
    // The stack is one `OpTypeArray` of bytes, whose length is a 32-bit constant here.
    if let Some(k) = kernels.iter().find(|k| k.local_bytes > u64::from(u32::MAX)) {
        return Err(Error::Limit(Diagnostic::new(
            Code::E41,
            format!(
                "kernel `{}` needs {} bytes of local memory for its `alloca`s, but tinyc's SPIR-V declares \
                 at most {} (and no device has that much)",
                k.abi.name,
                k.local_bytes,
                u32::MAX
            ),
            k.span,
        )));
    }
    let mut module = binary::parse(&run(kernels, source, options)?).map_err(Error::Mlir)?;
    binary::check_ids(&module).map_err(Error::Mlir)?;
    binary::set_subgroup_sizes(&mut module, &required_subgroup_sizes(kernels, options));
    binary::name_parameters(&mut module, &parameter_names(kernels)).map_err(Error::Mlir)?;
    binary::unlink_builtins(&mut module);
    binary::check_entries(&module, kernels).map_err(Error::Mlir)?;
    Ok(module)
}

/// Compiles kernels lowered from `source` to a SPIR-V binary module.
pub fn compile_kernels(kernels: &[Kernel], source: &SourceMap, options: &Options) -> Result<Vec<u8>, Error> {
    compile_module(kernels, source, options).map(|m| binary::bytes(&m))
}

/// Compiles kernels lowered from `source` to SPIR-V assembly: the text of the very module
/// [`compile_kernels`] writes.
pub fn assemble_kernels(kernels: &[Kernel], source: &SourceMap, options: &Options) -> Result<String, Error> {
    compile_module(kernels, source, options).map(|m| binary::assembly(&m))
}

/// Each kernel's ABI argument names.
fn parameter_names(kernels: &[Kernel]) -> Vec<(String, Vec<String>)> {
    kernels.iter().map(|k| (k.abi.name.clone(), k.abi.args.iter().map(|a| a.name.clone()).collect())).collect()
}

/// Compiles a checked module to SPIR-V in the given form (assembly as UTF-8 bytes).
pub fn compile(checked: &Checked, options: &Options, form: Form) -> Result<Vec<u8>, Error> {
    let kernels = tinyc_kernel::lower_module(checked).map_err(Error::Internal)?;
    match form {
        Form::Binary => compile_kernels(&kernels, &checked.source, options),
        Form::Assembly => assemble_kernels(&kernels, &checked.source, options).map(String::into_bytes),
    }
}

/// (kernel name, subgroup size) of each kernel that requires one: those that shuffle within
/// their subgroups, and on devices that take it those whose first mode is not a multiple of 16.
fn required_subgroup_sizes(kernels: &[Kernel], options: &Options) -> Vec<(String, u32)> {
    kernels
        .iter()
        .filter(|k| k.uses_subgroups() || (options.intel_subgroup_size && k.abi.work_group_size.0 % 16 != 0))
        .filter_map(|k| Some((k.abi.name.clone(), u32::try_from(k.abi.subgroup_size).ok()?)))
        .collect()
}

/// The route to a SPIR-V binary, run in a forked child process on Unix (module `isolate`:
/// LLVM's SPIR-V backend keeps state between modules that makes later ones invalid), in this
/// process elsewhere.
fn run(kernels: &[Kernel], source: &SourceMap, options: &Options) -> Result<Vec<u8>, Error> {
    #[cfg(unix)]
    return isolate::in_child(kernels, source, options);
    #[cfg(not(unix))]
    return run_fresh(kernels, source, options);
}

/// The route in a new single-threaded MLIR context of this process.
fn run_fresh(kernels: &[Kernel], source: &SourceMap, options: &Options) -> Result<Vec<u8>, Error> {
    let (context, diagnostics) = tinyc_dialect::create_single_threaded_context();
    let mut module = route::gpu_module(&context, &diagnostics, kernels, source, Flavor::Spirv, Stage::Abi)?;
    let pipeline = pipeline(options, version_for(kernels));
    route::run_pipeline(&context, &diagnostics, &mut module, &pipeline, "the SPIR-V route failed", kernels, source)?;
    route::binary_object(&module).ok_or_else(|| Error::Mlir("no SPIR-V in the compiled module".into()))
}
