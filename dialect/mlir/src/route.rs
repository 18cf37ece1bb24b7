//! # The MLIR route
//!
//! What the PTX and SPIR-V backends share: the kernels' `gpu.module` built from the kernel IR
//! ([`crate::kernel_to_mlir`]) for a [`Flavor`], verified, at one of two [`Stage`]s; how an MLIR failure
//! becomes our error ([`RouteError`]: an internal compiler error at the program line of the op
//! MLIR names); and running a pass pipeline in this thread's context.

use melior::Context;
use melior::ir::Module;
use melior::ir::operation::OperationLike as _;
use melior::pass::PassManager;
use tinyc_frontend::{Checked, Diagnostic, SourceMap, Span};
use tinyc_kernel::ir::{Kernel, Stmt};

use crate::Diagnostics;
use crate::kernel_to_mlir::{self, Hooks};

/// Which lowering the `gpu.module` is built for. The kernels are the same; what differs is how a
/// host launches them, and so where the group id comes from and how the work-group size is
/// stated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    /// MLIR's NVVM route (PTX): the group id is the block index x (`gridDim` (N, 1, 1)), the
    /// work-group size is `nvvm.reqntid`.
    Nvvm,
    /// The SPIR-V route (an OpenCL kernel): launched as the OpenCL C kernels are, local size
    /// (m, n, 1) and global size (m, n, N), so the group id is the work-group id z; the
    /// work-group size is `known_block_size` (SPIR-V's `LocalSize`).
    Spirv,
}

/// The two MLIR stages (`tinyc compile --emit mlir|mlir-abi`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Kernels with the source signature (memrefs, groups as memrefs of memrefs, scalars).
    Gpu,
    /// After [`crate::apply_abi`]: the calling convention's argument list.
    Abi,
}

/// Why the MLIR route failed: always a bug in tinyc, located in the program where MLIR said where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RouteError {
    /// An internal compiler error located in the program: met while lowering or building the
    /// MLIR, or an MLIR verifier or pass failure at an op located at that program line.
    #[error("{}", .0.message)]
    Internal(Diagnostic),
    /// An internal compiler error of the MLIR route that MLIR located nowhere in the program.
    #[error("internal compiler error: {0}")]
    Mlir(String),
    /// Not a bug: the program exceeds a limit of the target's format (such as SPIR-V's 255
    /// parameters of a function): an E41 diagnostic at the kernel.
    #[error("{}", .0.message)]
    Limit(Diagnostic),
}

/// Registers MLIR's passes (once per process).
pub fn register_passes() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(melior::utility::register_all_passes);
}

/// An MLIR failure (`what` failed, MLIR said why in `diagnostics`) as our error: an internal
/// compiler error at the program line of MLIR's first located complaint (the source instruction
/// whose `file:line:col` the failing op carries), with MLIR's other messages as notes; without
/// such a location, [`RouteError::Mlir`] with all messages.
pub fn mlir_failure(what: &str, diagnostics: &Diagnostics, kernels: &[Kernel], source: &SourceMap) -> RouteError {
    let said = diagnostics.take();
    let at = said.iter().position(|d| d.location.as_ref().is_some_and(|(file, ..)| *file == source.name));
    let Some(at) = at else {
        let messages: String = said.iter().map(|d| format!("\n  {}", d.message)).collect();
        return RouteError::Mlir(format!("{what}{messages}"));
    };
    let first = &said[at];
    let (line, col) = first.location.as_ref().map(|(_, l, c)| (*l, *c)).unwrap_or((1, 1));
    let mut diagnostic =
        Diagnostic::internal(format!("{what}: {}", first.message), span_at(kernels, source, line, col));
    for (i, d) in said.iter().enumerate() {
        if i != at {
            diagnostic = diagnostic.note(format!("MLIR: {}", d.message));
        }
    }
    RouteError::Internal(diagnostic)
}

/// The span an MLIR location `line:col` stands for: the instruction, parameter or function
/// located there, else the one byte there.
pub fn span_at(kernels: &[Kernel], source: &SourceMap, line: usize, col: usize) -> Span {
    let here = |span: &Span| source.line_col(span.start as usize) == (line, col);
    fn find(stmts: &[Stmt], here: &dyn Fn(&Span) -> bool) -> Option<Span> {
        stmts.iter().find_map(|s| match s {
            Stmt::At(span) if here(span) => Some(*span),
            Stmt::For { body, .. } => find(body, here),
            Stmt::If { then, otherwise, .. } => find(then, here).or_else(|| find(otherwise, here)),
            _ => None,
        })
    }
    let located = kernels.iter().find_map(|k| {
        find(&k.body, &here)
            .or_else(|| k.source_params.iter().map(|p| p.span).find(|s| here(s)))
            .or_else(|| here(&k.span).then_some(k.span))
    });
    located.unwrap_or_else(|| match source.offset(line, col) {
        Some(at) => Span::new(at, at + 1),
        None => Span::default(),
    })
}

/// Builds the kernels' `gpu.module` for `flavor` with source locations ([`kernel_to_mlir::build_module`])
/// and verifies it; at [`Stage::Abi`] applies the ABI pass and verifies again. A verifier or
/// pass failure is an internal error at the program line it names ([`RouteError::Internal`]).
/// `TINYC_TEST_MLIR_ERROR=1` injects an op that fails verification ([`Hooks::from_env`]).
pub fn gpu_module<'c>(
    context: &'c Context,
    diagnostics: &Diagnostics,
    kernels: &[Kernel],
    source: &SourceMap,
    flavor: Flavor,
    stage: Stage,
) -> Result<Module<'c>, RouteError> {
    verified_module(context, diagnostics, kernels, source, flavor, stage, Hooks::from_env())
}

/// [`gpu_module`] with the test hooks given.
pub fn verified_module<'c>(
    context: &'c Context,
    diagnostics: &Diagnostics,
    kernels: &[Kernel],
    source: &SourceMap,
    flavor: Flavor,
    stage: Stage,
    hooks: Hooks,
) -> Result<Module<'c>, RouteError> {
    diagnostics.take();
    let module = kernel_to_mlir::build_module(context, kernels, source, flavor, hooks).map_err(RouteError::Internal)?;
    if !module.as_operation().verify() {
        return Err(mlir_failure("the MLIR of the kernels does not verify", diagnostics, kernels, source));
    }
    if stage == Stage::Abi {
        let abis: Vec<_> = kernels.iter().map(|k| k.abi.clone()).collect();
        if let Err(e) = crate::apply_abi(context, &module, &abis, flavor) {
            return Err(match &e.location {
                Some((file, line, col)) if *file == source.name => {
                    RouteError::Internal(Diagnostic::internal(e.to_string(), span_at(kernels, source, *line, *col)))
                }
                _ => RouteError::Mlir(e.to_string()),
            });
        }
        if !module.as_operation().verify() {
            return Err(mlir_failure("the MLIR does not verify after the ABI pass", diagnostics, kernels, source));
        }
    }
    Ok(module)
}

/// The verified `gpu.module` of a checked module for a flavor at a stage, as MLIR prints it.
pub fn stage_text(checked: &Checked, flavor: Flavor, stage: Stage) -> Result<String, RouteError> {
    let kernels = tinyc_kernel::lower_module(checked).map_err(RouteError::Internal)?;
    crate::with_context(|context, diagnostics| {
        let module = gpu_module(context, diagnostics, &kernels, &checked.source, flavor, stage)?;
        Ok(module.as_operation().to_string())
    })
}

/// Runs the textual pass `pipeline` (`builtin.module(…)`) on `module`; a failure is `what`
/// failed, located by [`mlir_failure`].
pub fn run_pipeline(
    context: &Context,
    diagnostics: &Diagnostics,
    module: &mut Module,
    pipeline: &str,
    what: &str,
    kernels: &[Kernel],
    source: &SourceMap,
) -> Result<(), RouteError> {
    register_passes();
    let pm = PassManager::new(context);
    melior::utility::parse_pass_pipeline(pm.as_operation_pass_manager(), pipeline)
        .map_err(|e| RouteError::Mlir(format!("bad pass pipeline: {e}")))?;
    if pm.run(module).is_err() {
        return Err(mlir_failure(what, diagnostics, kernels, source));
    }
    Ok(())
}

/// The bytes of the first object of the first `gpu.binary` in `module` (what
/// `gpu-module-to-binary` made: PTX or SPIR-V text, or a SPIR-V binary).
pub fn binary_object(module: &Module) -> Option<Vec<u8>> {
    use melior::ir::attribute::AttributeLike as _;
    use melior::ir::block::BlockLike as _;
    let body = module.body();
    let mut op = body.first_operation();
    while let Some(o) = op {
        if o.name().as_string_ref().as_str().ok() == Some("gpu.binary") {
            let objects = o.attribute("objects").ok()?;
            // SAFETY: `objects` is a valid attribute owned by the module; the object's string is
            // copied out before the module can go away.
            unsafe {
                let raw = objects.to_raw();
                if !mlir_sys::mlirAttributeIsAArray(raw) || mlir_sys::mlirArrayAttrGetNumElements(raw) < 1 {
                    return None;
                }
                let obj = mlir_sys::mlirArrayAttrGetElement(raw, 0);
                if !mlir_sys::mlirAttributeIsAGPUObjectAttr(obj) {
                    return None;
                }
                let s = mlir_sys::mlirGPUObjectAttrGetObject(obj);
                return Some(std::slice::from_raw_parts(s.data as *const u8, s.length).to_vec());
            }
        }
        op = o.next_in_block();
    }
    None
}
