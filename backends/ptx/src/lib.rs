//! # PTX backend
//!
//! The kernel IR of every function is written as an MLIR `gpu.module` ([`mlir`]) whose kernels
//! have the source signature ([`Stage::Gpu`]); the ABI pass ([`tinyc_dialect::apply_abi`]) gives
//! them the calling convention ([`Stage::Abi`]), and MLIR's own NVVM route turns that into PTX:
//! `convert-scf-to-cf`, `convert-gpu-to-nvvm`, `nvvm-attach-target`,
//! `reconcile-unrealized-casts` and `gpu-module-to-binary{format=isa}`.
//! No PTX is printed by hand; afterwards only the `.param` names are changed from LLVM's
//! `<kernel>_param_<i>` to the calling convention's argument names.
//!
//! Kernels are `.visible .entry NAME(...)` with one `.param` per ABI argument: pointers `.u64`,
//! 64-bit integers `.u64`/`.s64`, `f32`/`f64`, sub-32-bit integers widened to 32 bits, and
//! `.reqntid m, n, 1`. Launch with blockDim (m, n, 1) and gridDim (N, 1, 1); `group_id` is
//! `%ctaid.x`.

pub mod mlir;

use std::path::PathBuf;

use melior::Context;
use melior::ir::Module;
use melior::ir::attribute::AttributeLike as _;
use melior::ir::block::BlockLike as _;
use melior::ir::operation::OperationLike as _;
use melior::pass::PassManager;
use tinyc_dialect::Diagnostics;
use tinyc_frontend::Checked;
use tinyc_frontend::types::Scalar;
use tinyc_kernel::ir::Kernel;

/// Options of the PTX route.
#[derive(Clone, Debug)]
pub struct Options {
    /// `sm_70` … `sm_90`.
    pub arch: String,
    /// LLVM optimisation level, 0 to 3.
    pub opt_level: u8,
    /// A CUDA toolkit directory holding `nvvm/libdevice/libdevice.10.bc` (needed by math).
    pub toolkit: Option<PathBuf>,
}

impl Default for Options {
    fn default() -> Self {
        Options { arch: "sm_80".into(), opt_level: 3, toolkit: std::env::var_os("TINYC_CUDA_DIR").map(PathBuf::from) }
    }
}

/// The architectures `--arch` accepts.
pub const ARCHS: &[&str] = &["sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90"];

/// Why PTX could not be produced (never the user's fault for a checked program).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(pub String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// The `gpu.module` text of a checked module as written from the kernel IR, before the ABI pass.
pub fn mlir_text(checked: &Checked) -> String {
    mlir::write_module(&tinyc_kernel::lower_module(checked))
}

/// The two MLIR stages of the PTX route (`tinyc compile --emit mlir|mlir-abi`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Kernels with the source signature (memrefs, groups as memrefs of memrefs, scalars).
    Gpu,
    /// After [`tinyc_dialect::apply_abi`]: the calling convention's argument list.
    Abi,
}

fn register_passes() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(melior::utility::register_all_passes);
}

/// The one MLIR context constructor ([`tinyc_dialect::create_context`]), its failure as our error.
fn context() -> Result<(Context, Diagnostics), Error> {
    tinyc_dialect::create_context().map_err(|e| Error(format!("internal error: cannot set up MLIR: {e}")))
}

/// What MLIR reported, for an internal error message.
fn mlir_said(diagnostics: &Diagnostics) -> String {
    diagnostics.take().iter().map(|d| format!("\n  {}", d.message)).collect()
}

/// Writes the kernels as a `gpu.module`, parses and verifies it, and at [`Stage::Abi`] applies
/// the ABI pass and verifies again.
pub fn gpu_module<'c>(
    context: &'c Context,
    diagnostics: &Diagnostics,
    kernels: &[Kernel],
    stage: Stage,
) -> Result<Module<'c>, Error> {
    let text = mlir::write_module(kernels);
    let module = Module::parse(context, &text)
        .ok_or_else(|| Error(format!("internal error: generated MLIR does not parse{}", mlir_said(diagnostics))))?;
    if !module.as_operation().verify() {
        return Err(Error(format!("internal error: generated MLIR does not verify{}", mlir_said(diagnostics))));
    }
    if stage == Stage::Abi {
        tinyc_dialect::apply_abi(context, &module).map_err(|e| Error(format!("internal error: {e}")))?;
        if !module.as_operation().verify() {
            return Err(Error(format!(
                "internal error: MLIR does not verify after the ABI pass{}",
                mlir_said(diagnostics)
            )));
        }
    }
    Ok(module)
}

/// The verified `gpu.module` of a checked module at a stage, as MLIR prints it.
pub fn stage_text(checked: &Checked, stage: Stage) -> Result<String, Error> {
    let (context, diagnostics) = context()?;
    let module = gpu_module(&context, &diagnostics, &tinyc_kernel::lower_module(checked), stage)?;
    Ok(module.as_operation().to_string())
}

/// Compiles kernels to PTX text.
pub fn compile_kernels(kernels: &[Kernel], options: &Options) -> Result<String, Error> {
    if !ARCHS.contains(&options.arch.as_str()) {
        return Err(Error(format!("unsupported architecture `{}` (supported: {})", options.arch, ARCHS.join(", "))));
    }
    register_passes();
    let (context, diagnostics) = context()?;
    let mut module = gpu_module(&context, &diagnostics, kernels, Stage::Abi)?;
    let toolkit = match &options.toolkit {
        Some(dir) => format!(" toolkit={}", dir.display()),
        None => String::new(),
    };
    let pipeline = format!(
        "builtin.module(nvvm-attach-target{{chip={} O={}}},gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm),\
         reconcile-unrealized-casts,gpu-module-to-binary{{format=isa{toolkit}}})",
        options.arch, options.opt_level
    );
    let pm = PassManager::new(&context);
    melior::utility::parse_pass_pipeline(pm.as_operation_pass_manager(), &pipeline)
        .map_err(|e| Error(format!("internal error: bad pass pipeline: {e}")))?;
    pm.run(&mut module)
        .map_err(|e| Error(format!("internal error: the NVVM route failed: {e}{}", mlir_said(&diagnostics))))?;
    let ptx = extract_ptx(&module).ok_or_else(|| Error("internal error: no PTX in the compiled module".into()))?;
    Ok(rename_params(&ptx, kernels))
}

/// Compiles a checked module to PTX.
pub fn compile(checked: &Checked, options: &Options) -> Result<String, Error> {
    compile_kernels(&tinyc_kernel::lower_module(checked), options)
}

/// The PTX text of the first `gpu.binary` object.
fn extract_ptx(module: &Module) -> Option<String> {
    let body = module.body();
    let mut op = body.first_operation();
    while let Some(o) = op {
        if o.name().as_string_ref().as_str().ok() == Some("gpu.binary") {
            let objects = o.attribute("objects").ok()?;
            // SAFETY: `objects` is a valid array attribute owned by the module.
            unsafe {
                let raw = objects.to_raw();
                if mlir_sys::mlirArrayAttrGetNumElements(raw) < 1 {
                    return None;
                }
                let obj = mlir_sys::mlirArrayAttrGetElement(raw, 0);
                if !mlir_sys::mlirAttributeIsAGPUObjectAttr(obj) {
                    return None;
                }
                let s = mlir_sys::mlirGPUObjectAttrGetObject(obj);
                let bytes = std::slice::from_raw_parts(s.data as *const u8, s.length);
                return Some(String::from_utf8_lossy(bytes).into_owned());
            }
        }
        op = o.next_in_block();
    }
    None
}

/// Renames LLVM's `<kernel>_param_<i>` to the ABI argument names.
fn rename_params(ptx: &str, kernels: &[Kernel]) -> String {
    let mut out = ptx.to_string();
    for k in kernels {
        // Longest index first, so `_param_1` does not rewrite the start of `_param_10`.
        for (i, p) in k.params.iter().enumerate().rev() {
            let from = format!("{}_param_{i}", k.abi.name);
            let name = &k.var(*p).name;
            // Integers are signed in the language: declare them .s32/.s64 as the ABI says.
            if let Some(arg) = k.abi.args.get(i)
                && arg.pointer_depth == 0
                && !matches!(arg.ty, Scalar::F32 | Scalar::F64)
            {
                let bits = if matches!(arg.ty, Scalar::I64 | Scalar::Index) { 64 } else { 32 };
                out = out.replace(&format!(".param .u{bits} {from}\n"), &format!(".param .s{bits} {from}\n"));
                out = out.replace(&format!(".param .u{bits} {from},"), &format!(".param .s{bits} {from},"));
            }
            out = replace_word(&out, &from, name);
        }
    }
    out
}

/// Replaces whole-word occurrences of `from` (not followed by an identifier character).
fn replace_word(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(pos) = rest.find(from) {
        let before_ok = pos == 0 || !is_ident(rest.as_bytes()[pos - 1]);
        let after = rest.as_bytes().get(pos + from.len()).copied();
        let after_ok = after.is_none_or(|c| !is_ident(c));
        out.push_str(&rest[..pos]);
        out.push_str(if before_ok && after_ok { to } else { from });
        rest = &rest[pos + from.len()..];
    }
    out.push_str(rest);
    out
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}
