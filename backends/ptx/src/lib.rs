//! # PTX backend
//!
//! The kernel IR of every function is built as an MLIR `gpu.module` with melior's op builders
//! ([`mlir`]; no MLIR text is generated and parsed back) whose kernels have the source signature
//! ([`Stage::Gpu`]); the ABI pass ([`tinyc_dialect::apply_abi`]) gives them the calling
//! convention ([`Stage::Abi`]), and MLIR's own NVVM route turns that into PTX:
//! `convert-scf-to-cf`, `convert-gpu-to-nvvm`, `nvvm-attach-target`,
//! `reconcile-unrealized-casts` and `gpu-module-to-binary{format=isa}`. All of it runs in this
//! thread's one MLIR context ([`tinyc_dialect::with_context`]).
//!
//! Every op is located at the source `file:line:col` of the instruction it comes from, so a
//! verifier or pass failure is an internal compiler error at that program line
//! ([`Error::Internal`], E50); a failure MLIR locates nowhere in the program is [`Error::Mlir`].
//! `TINYC_TEST_MLIR_ERROR=1` makes the builder add an op that fails verification at the first
//! instruction ([`mlir::Hooks`]), for the tests of that path.
//! No PTX is printed by hand; afterwards only the `.param` names and integer signedness are set
//! from [`KernelAbi`](tinyc_frontend::abi::KernelAbi) (LLVM writes `<kernel>_param_<i>`), and
//! every `.entry` is checked against it.
//!
//! Math (float `rem`) calls NVIDIA's libdevice, which MLIR links from a CUDA toolkit:
//! [`find_toolkit`] looks for one, and PTX that would still call an unresolved libdevice function
//! is never returned ([`Error::NoLibdevice`]).
//!
//! Kernels are `.visible .entry NAME(...)` with one `.param` per ABI argument: pointers `.u64`,
//! 64-bit integers `.u64`/`.s64`, `f32`/`f64`, sub-32-bit integers widened to 32 bits, and
//! `.reqntid m, n, 1`. Launch with blockDim (m, n, 1) and gridDim (N, 1, 1); `group_id` is
//! `%ctaid.x`.

pub mod mlir;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use melior::Context;
use melior::ir::Module;
use melior::ir::attribute::AttributeLike as _;
use melior::ir::block::BlockLike as _;
use melior::ir::operation::OperationLike as _;
use melior::pass::PassManager;
use tinyc_dialect::Diagnostics;
use tinyc_frontend::{Checked, Diagnostic, SourceMap, Span};
use tinyc_kernel::ir::{Kernel, Stmt};

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
    /// `sm_80`, `-O3`, and the toolkit [`find_toolkit`] finds.
    fn default() -> Self {
        Options { arch: "sm_80".into(), opt_level: 3, toolkit: find_toolkit() }
    }
}

/// The libdevice file below a CUDA toolkit directory.
const LIBDEVICE: &str = "nvvm/libdevice/libdevice.10.bc";

/// Whether `dir` is a CUDA toolkit directory MLIR can link libdevice from.
pub fn has_libdevice(dir: &Path) -> bool {
    dir.join(LIBDEVICE).is_file()
}

/// A CUDA toolkit directory holding libdevice, looked for in this order: `$TINYC_CUDA_DIR`,
/// `$CUDA_HOME`, `$CUDA_PATH`, `/usr/local/cuda`, `/opt/cuda`, `/usr/lib/cuda`, then NVIDIA's
/// `nvidia-cuda-nvcc-cu12` wheel (`site-packages/nvidia/cuda_nvcc`) in the active Python
/// environment (`$VIRTUAL_ENV`, `$CONDA_PREFIX`), in `./.venv` and in the user's and system's
/// site-packages.
pub fn find_toolkit() -> Option<PathBuf> {
    let mut candidates: Vec<PathBuf> = ["TINYC_CUDA_DIR", "CUDA_HOME", "CUDA_PATH"]
        .iter()
        .filter_map(|v| std::env::var_os(v).filter(|s| !s.is_empty()).map(PathBuf::from))
        .collect();
    candidates.extend(["/usr/local/cuda", "/opt/cuda", "/usr/lib/cuda"].map(PathBuf::from));
    let mut prefixes: Vec<PathBuf> = ["VIRTUAL_ENV", "CONDA_PREFIX"]
        .iter()
        .filter_map(|v| std::env::var_os(v).filter(|s| !s.is_empty()).map(PathBuf::from))
        .collect();
    prefixes.push(PathBuf::from(".venv"));
    if let Some(home) = std::env::var_os("HOME") {
        prefixes.push(Path::new(&home).join(".local"));
    }
    prefixes.extend(["/usr/local", "/usr"].map(PathBuf::from));
    for prefix in prefixes {
        let Ok(entries) = std::fs::read_dir(prefix.join("lib")) else { continue };
        let mut pythons: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("python3")))
            .collect();
        pythons.sort();
        for py in pythons {
            for packages in ["site-packages", "dist-packages"] {
                candidates.push(py.join(packages).join("nvidia/cuda_nvcc"));
            }
        }
    }
    candidates.into_iter().find(|d| has_libdevice(d))
}

/// The architectures `--arch` accepts.
pub const ARCHS: &[&str] = &["sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90"];

/// Why PTX could not be produced.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// An internal compiler error located in the program: met while lowering or building the
    /// MLIR, or an MLIR verifier or pass failure at an op located at that program line.
    #[error("{}", .0.message)]
    Internal(Diagnostic),
    /// An internal compiler error of the MLIR route that MLIR located nowhere in the program.
    #[error("internal compiler error: {0}")]
    Mlir(String),
    /// `--arch` names an architecture the route does not target.
    #[error("unsupported architecture `{0}` (supported: {list})", list = ARCHS.join(", "))]
    Arch(String),
    /// The kernels call libdevice (math), and no CUDA toolkit with libdevice was found.
    #[error(
        "the program needs NVIDIA's libdevice ({0}), and no CUDA toolkit with {LIBDEVICE} was found: pass \
         --cuda-path DIR or set TINYC_CUDA_DIR or CUDA_HOME to a CUDA toolkit, or `pip install \
         nvidia-cuda-nvcc-cu12` into the active Python environment"
    )]
    NoLibdevice(String),
}

impl Error {
    /// Whether this is a bug in tinyc rather than a problem of the environment or the options.
    pub fn is_internal(&self) -> bool {
        matches!(self, Error::Internal(_) | Error::Mlir(_))
    }
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

/// Runs `f` in this thread's MLIR context ([`tinyc_dialect::with_context`]): one per process
/// for the CLI, however many stages it compiles.
fn with_context<R>(f: impl FnOnce(&Context, &Diagnostics) -> Result<R, Error>) -> Result<R, Error> {
    tinyc_dialect::with_context(f)
}

/// An MLIR failure (`what` failed, MLIR said why in `diagnostics`) as our error: an internal
/// compiler error at the program line of MLIR's first located complaint (the source instruction
/// whose `file:line:col` the failing op carries), with MLIR's other messages as notes; without
/// such a location, [`Error::Mlir`] with all messages.
fn mlir_failure(what: &str, diagnostics: &Diagnostics, kernels: &[Kernel], source: &SourceMap) -> Error {
    let said = diagnostics.take();
    let at = said.iter().position(|d| d.location.as_ref().is_some_and(|(file, ..)| *file == source.name));
    let Some(at) = at else {
        let messages: String = said.iter().map(|d| format!("\n  {}", d.message)).collect();
        return Error::Mlir(format!("{what}{messages}"));
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
    Error::Internal(diagnostic)
}

/// The span an MLIR location `line:col` stands for: the instruction, parameter or function
/// located there, else the one byte there.
fn span_at(kernels: &[Kernel], source: &SourceMap, line: usize, col: usize) -> Span {
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

/// Builds the kernels' `gpu.module` with source locations ([`mlir::build_module`]) and verifies
/// it; at [`Stage::Abi`] applies the ABI pass and verifies again. A verifier or pass failure is
/// an internal error at the program line it names ([`Error::Internal`]).
pub fn gpu_module<'c>(
    context: &'c Context,
    diagnostics: &Diagnostics,
    kernels: &[Kernel],
    source: &SourceMap,
    stage: Stage,
) -> Result<Module<'c>, Error> {
    verified_module(context, diagnostics, kernels, source, stage, mlir::Hooks::from_env())
}

/// [`gpu_module`] with the test hooks given.
pub(crate) fn verified_module<'c>(
    context: &'c Context,
    diagnostics: &Diagnostics,
    kernels: &[Kernel],
    source: &SourceMap,
    stage: Stage,
    hooks: mlir::Hooks,
) -> Result<Module<'c>, Error> {
    diagnostics.take();
    let module = mlir::build_module(context, kernels, source, hooks).map_err(Error::Internal)?;
    if !module.as_operation().verify() {
        return Err(mlir_failure("the MLIR of the kernels does not verify", diagnostics, kernels, source));
    }
    if stage == Stage::Abi {
        let abis: Vec<_> = kernels.iter().map(|k| k.abi.clone()).collect();
        if let Err(e) = tinyc_dialect::apply_abi(context, &module, &abis) {
            return Err(match &e.location {
                Some((file, line, col)) if *file == source.name => {
                    Error::Internal(Diagnostic::internal(e.to_string(), span_at(kernels, source, *line, *col)))
                }
                _ => Error::Mlir(e.to_string()),
            });
        }
        if !module.as_operation().verify() {
            return Err(mlir_failure("the MLIR does not verify after the ABI pass", diagnostics, kernels, source));
        }
    }
    Ok(module)
}

/// The verified `gpu.module` of a checked module at a stage, as MLIR prints it.
pub fn stage_text(checked: &Checked, stage: Stage) -> Result<String, Error> {
    let kernels = tinyc_kernel::lower_module(checked).map_err(Error::Internal)?;
    with_context(|context, diagnostics| {
        let module = gpu_module(context, diagnostics, &kernels, &checked.source, stage)?;
        Ok(module.as_operation().to_string())
    })
}

/// Compiles kernels lowered from the source `source` to PTX text.
pub fn compile_kernels(kernels: &[Kernel], source: &SourceMap, options: &Options) -> Result<String, Error> {
    if !ARCHS.contains(&options.arch.as_str()) {
        return Err(Error::Arch(options.arch.clone()));
    }
    register_passes();
    let ptx = with_context(|context, diagnostics| {
        let mut module = gpu_module(context, diagnostics, kernels, source, Stage::Abi)?;
        let toolkit = match &options.toolkit {
            Some(dir) => format!(" toolkit={}", dir.display()),
            None => String::new(),
        };
        let pipeline = format!(
            "builtin.module(nvvm-attach-target{{chip={} O={}}},gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm),\
             reconcile-unrealized-casts,gpu-module-to-binary{{format=isa{toolkit}}})",
            options.arch, options.opt_level
        );
        let pm = PassManager::new(context);
        melior::utility::parse_pass_pipeline(pm.as_operation_pass_manager(), &pipeline)
            .map_err(|e| Error::Mlir(format!("bad pass pipeline: {e}")))?;
        if pm.run(&mut module).is_err() {
            return Err(mlir_failure("the NVVM route failed", diagnostics, kernels, source));
        }
        extract_ptx(&module).ok_or_else(|| Error::Mlir("no PTX in the compiled module".into()))
    })?;
    if let Some(f) = unresolved_libdevice_call(&ptx) {
        return Err(Error::NoLibdevice(f));
    }
    let ptx = apply_abi_names(&ptx, kernels);
    check_entries(&ptx, kernels)?;
    Ok(ptx)
}

/// Compiles a checked module to PTX.
pub fn compile(checked: &Checked, options: &Options) -> Result<String, Error> {
    let kernels = tinyc_kernel::lower_module(checked).map_err(Error::Internal)?;
    compile_kernels(&kernels, &checked.source, options)
}

/// The first libdevice function (`__nv_…`) the PTX declares but does not define.
fn unresolved_libdevice_call(ptx: &str) -> Option<String> {
    ptx.lines().find_map(|l| {
        let rest = l.trim_start().strip_prefix(".extern .func")?;
        let start = rest.find("__nv_")?;
        let name: String = rest[start..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        Some(name)
    })
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

/// Gives every `.param` of every `.entry` its KernelAbi name and type: LLVM names them
/// `<kernel>_param_<i>` and declares integers unsigned (`.u32`, `.u64`), the calling convention
/// names them as the ABI does and declares integers signed. One pass over the text, each
/// identifier looked up in a table (linear in the PTX, whatever the number of kernels).
fn apply_abi_names(ptx: &str, kernels: &[Kernel]) -> String {
    let mut names: HashMap<String, (&str, &'static str)> = HashMap::new();
    for k in kernels {
        for (i, a) in k.abi.args.iter().enumerate() {
            names.insert(format!("{}_param_{i}", k.abi.name), (a.name.as_str(), a.ptx_type()));
        }
    }
    let mut out = String::with_capacity(ptx.len() + ptx.len() / 8);
    for line in ptx.split_inclusive('\n') {
        let mut rest = line;
        let mut declared = None;
        let mut rewritten = String::with_capacity(line.len());
        while let Some(start) = rest.find(is_ident_start) {
            let (head, tail) = rest.split_at(start);
            let len = tail.find(|c: char| !is_ident(c)).unwrap_or(tail.len());
            let word = &tail[..len];
            // A word glued to what precedes it (`%r1`, `.u64`, `k_param_0+8`'s digits) is no name.
            let glued = head.ends_with(|c: char| is_ident(c) || c == '%' || c == '.');
            rewritten.push_str(head);
            match names.get(word) {
                Some(&(name, ty)) if !glued => {
                    rewritten.push_str(name);
                    declared = declared.or(Some(ty));
                }
                _ => rewritten.push_str(word),
            }
            rest = &tail[len..];
        }
        rewritten.push_str(rest);
        // `.param .u32 k_param_0` declares an ABI `s32`: only the declaration's type changes.
        if let Some(ty @ ("s32" | "s64")) = declared
            && let Some(decl) = rewritten.trim_start().strip_prefix(".param .")
        {
            let unsigned = format!("u{}", &ty[1..]);
            if decl.starts_with(&unsigned) {
                let at = rewritten.len() - decl.len();
                rewritten.replace_range(at..at + unsigned.len(), ty);
            }
        }
        out.push_str(&rewritten);
    }
    out
}

/// Checks every kernel's `.entry` against its KernelAbi (names, types, `.reqntid`): a mismatch
/// is an internal compiler error, checked on every compile.
fn check_entries(ptx: &str, kernels: &[Kernel]) -> Result<(), Error> {
    let entries = tinyc_frontend::abi::ptx::entries(ptx);
    for k in kernels {
        let Some(entry) = entries.iter().find(|e| e.name == k.abi.name) else {
            return Err(Error::Mlir(format!("the PTX has no `.entry {}`", k.abi.name)));
        };
        let params: Vec<(String, String)> = entry.params.iter().map(|p| (p.ty.clone(), p.name.clone())).collect();
        let wanted: Vec<(String, String)> =
            k.abi.args.iter().map(|a| (a.ptx_type().to_string(), a.name.clone())).collect();
        if params != wanted {
            return Err(Error::Mlir(format!(
                "the PTX `.entry {}` has the parameters {params:?}, but its ABI {wanted:?}",
                k.abi.name
            )));
        }
    }
    Ok(())
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '$'
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}
