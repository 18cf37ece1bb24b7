//! # PTX backend
//!
//! The kernel IR of every function is built as an MLIR `gpu.module` with melior's op builders
//! ([`tinyc_dialect::kernel_to_mlir`]; no MLIR text is generated and parsed back) whose kernels have the source signature
//! ([`Stage::Gpu`]); the ABI pass ([`tinyc_dialect::apply_abi`]) gives them the calling
//! convention ([`Stage::Abi`]), and MLIR's own NVVM route turns that into PTX:
//! `convert-scf-to-cf`, `convert-gpu-to-nvvm`, `nvvm-attach-target`,
//! `reconcile-unrealized-casts` and `gpu-module-to-binary{format=isa}`. All of it runs in this
//! thread's one MLIR context ([`tinyc_dialect::with_context`]); what it shares with the SPIR-V
//! backend is [`tinyc_dialect::route`].
//!
//! Every op is located at the source `file:line:col` of the instruction it comes from, so a
//! verifier or pass failure is an internal compiler error at that program line
//! ([`Error::Internal`], E50); a failure MLIR locates nowhere in the program is [`Error::Mlir`].
//! `TINYC_TEST_MLIR_ERROR=1` makes the builder add an op that fails verification at the first
//! instruction ([`tinyc_dialect::kernel_to_mlir::Hooks`]), for the tests of that path.
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
//! `%ctaid.x`. A kernel's work-group memory (its `alloca`s and the lowering's exchange and
//! staging buffers) is one `.shared .align 64` array; beyond the 48 KiB a kernel may declare
//! statically it is `.extern .shared` (dynamic shared memory), up to [`max_shared_bytes`] of the
//! architecture, and a line `// tinyc.dynamic_shared_bytes KERNEL BYTES` after the header says
//! what `sharedMemBytes` every launch must give (after `cuFuncSetAttribute` with
//! `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`; the CUDA runtime does both).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

pub use tinyc_dialect::Stage;
use tinyc_dialect::route::{self, Flavor, RouteError};
use tinyc_frontend::diagnostic::{Code, Span};
use tinyc_frontend::{Checked, Diagnostic, SourceMap};
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

/// NVIDIA's PTX assembler `bin/ptxas` of the toolkit [`find_toolkit`] finds (the tests and the
/// benchmark check PTX with it).
pub fn find_ptxas() -> Option<PathBuf> {
    let exe = find_toolkit()?.join("bin/ptxas");
    exe.is_file().then_some(exe)
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
    /// A kernel's work-group memory (its `alloca`s and the buffers through which the lowering
    /// exchanges values or stages operands) exceeds the shared memory a block of the
    /// architecture may have ([`max_shared_bytes`]).
    #[error(
        "kernel `{kernel}` needs {bytes} bytes of work-group memory (its allocas, and the buffers of \
         cooperative-matrix and subgroup exchanges and of staged GEMMs), but a PTX kernel for {arch} may have at \
         most {limit} bytes of shared memory ({MAX_STATIC_SHARED} static, more as dynamic shared memory up to the \
         architecture's limit per block)"
    )]
    SharedMemory {
        /// The kernel's name.
        kernel: String,
        /// The bytes its work-group memory needs.
        bytes: u64,
        /// The architecture compiled for.
        arch: String,
        /// The most shared memory a block may have there.
        limit: u64,
        /// Where the kernel is.
        span: Span,
    },
    /// A kernel's arguments (its ABI: a pointer and the dynamic sizes and strides of every
    /// memref, …) take more parameter space than a CUDA kernel may have.
    #[error(
        "kernel `{kernel}` takes {bytes} bytes of arguments (its parameters in the calling convention), but a \
         PTX kernel may take at most {MAX_PARAM_SPACE} bytes"
    )]
    ParameterSpace {
        /// The kernel's name.
        kernel: String,
        /// The bytes of its arguments.
        bytes: u64,
        /// Where the kernel is.
        span: Span,
    },
    /// Another limit of the target's format (an E41 diagnostic at the kernel).
    #[error("{}", .0.message)]
    Limit(Diagnostic),
}

/// The most parameter space (bytes) a kernel may take with the PTX ISA that LLVM picks for the
/// supported architectures (before PTX ISA 8.1).
pub const CLASSIC_PARAM_SPACE: u64 = 4352;
/// The most parameter space (bytes) a kernel may take at all (PTX ISA 8.1 and later, sm_70 and
/// later; CUDA 12.1 drivers and later run such PTX).
pub const MAX_PARAM_SPACE: u64 = 32764;

/// The bytes of a kernel's parameter space: its ABI arguments in order, each aligned to its
/// size (pointers and the sizes, strides and offsets are 8 bytes; LLVM's NVPTX passes 8- and
/// 16-bit integers as `.s32`, 4 bytes, and `f16`/`bf16` as `.b16`).
pub fn parameter_bytes(kernel: &Kernel) -> u64 {
    kernel.abi.args.iter().fold(0u64, |at, a| {
        let size = match u64::from(a.ty.bytes()) {
            _ if a.pointer_depth > 0 => 8,
            narrow @ (1 | 2) if a.ty.is_int() => narrow.max(4),
            bytes => bytes,
        };
        at.next_multiple_of(size.max(1)) + size
    })
}

/// The most static shared memory (bytes) a CUDA kernel may declare (48 KiB on every
/// architecture). A kernel whose work-group memory is larger takes it as dynamic shared memory
/// ([`tinyc_dialect::kernel_to_mlir::dynamic_stack`]), up to [`max_shared_bytes`], and its PTX
/// says how much in a [`DYNAMIC_SHARED`](tinyc_frontend::abi::ptx::DYNAMIC_SHARED) line.
pub const MAX_STATIC_SHARED: u64 = tinyc_dialect::kernel_to_mlir::NVVM_STATIC_SHARED;

/// The most shared memory (bytes) one block may have on architecture `sm_XY` with the opt-in of
/// `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES` (CUDA C++ Programming Guide, "Technical
/// Specifications per Compute Capability"): 96 KiB on 7.0 and 7.2, 64 KiB on 7.5, 163 KiB on 8.0
/// and 8.7, 99 KiB on 8.6 and 8.9, 227 KiB on 9.0; the static 48 KiB on anything else.
pub fn max_shared_bytes(arch: &str) -> u64 {
    let kib = match arch {
        "sm_70" | "sm_72" => 96,
        "sm_75" => 64,
        "sm_80" | "sm_87" => 163,
        "sm_86" | "sm_89" => 99,
        "sm_90" => 227,
        _ => return MAX_STATIC_SHARED,
    };
    kib * 1024
}

impl Error {
    /// Whether this is a bug in tinyc rather than a problem of the environment or the options.
    pub fn is_internal(&self) -> bool {
        matches!(self, Error::Internal(_) | Error::Mlir(_))
    }

    /// A limit of the target that the program exceeds (not a bug, not the environment), as an
    /// E41 diagnostic at the kernel.
    pub fn limit(&self) -> Option<Diagnostic> {
        match self {
            Error::SharedMemory { span, .. } | Error::ParameterSpace { span, .. } => {
                Some(Diagnostic::new(Code::E41, self.to_string(), *span))
            }
            Error::Limit(d) => Some(d.clone()),
            _ => None,
        }
    }
}

impl From<RouteError> for Error {
    fn from(e: RouteError) -> Error {
        match e {
            RouteError::Internal(d) => Error::Internal(d),
            RouteError::Mlir(m) => Error::Mlir(m),
            RouteError::Limit(d) => Error::Limit(d),
        }
    }
}

/// The verified NVVM-flavoured `gpu.module` of a checked module at a stage, as MLIR prints it
/// (`tinyc compile --target ptx --emit mlir|mlir-abi`).
pub fn stage_text(checked: &Checked, stage: Stage) -> Result<String, Error> {
    Ok(route::stage_text(checked, Flavor::Nvvm, stage)?)
}

/// Compiles kernels lowered from the source `source` to PTX text.
pub fn compile_kernels(kernels: &[Kernel], source: &SourceMap, options: &Options) -> Result<String, Error> {
    if !ARCHS.contains(&options.arch.as_str()) {
        return Err(Error::Arch(options.arch.clone()));
    }
    if !has_tensor_cores(&options.arch)
        && let Some(k) = kernels.iter().find(|k| k.uses_mma())
    {
        // LLVM would abort the process on an mma it cannot select.
        return Err(Error::Internal(Diagnostic::internal(
            format!(
                "kernel `{}` was lowered for tensor cores, which {} lacks (check the program with \
                 `Device::nvidia_arch`, or compile it with `compile`, which lowers for the architecture)",
                k.abi.name, options.arch
            ),
            k.span,
        )));
    }
    let limit = max_shared_bytes(&options.arch);
    if let Some(k) = kernels.iter().find(|k| k.local_bytes > limit) {
        return Err(Error::SharedMemory {
            kernel: k.abi.name.clone(),
            bytes: k.local_bytes,
            arch: options.arch.clone(),
            limit,
            span: k.span,
        });
    }
    let params = kernels.iter().map(|k| (k, parameter_bytes(k))).max_by_key(|(_, b)| *b);
    if let Some((k, bytes)) = params.filter(|(_, b)| *b > MAX_PARAM_SPACE) {
        return Err(Error::ParameterSpace { kernel: k.abi.name.clone(), bytes, span: k.span });
    }
    // Beyond the classic limit, the PTX ISA that lifts it (ptxas refused the module before).
    let features = match params {
        Some((_, bytes)) if bytes > CLASSIC_PARAM_SPACE => " features=+ptx81",
        _ => "",
    };
    let ptx = tinyc_dialect::with_context(|context, diagnostics| {
        let mut module = route::gpu_module(context, diagnostics, kernels, source, Flavor::Nvvm, Stage::Abi)?;
        let toolkit = match &options.toolkit {
            Some(dir) => format!(" toolkit={}", dir.display()),
            None => String::new(),
        };
        let pipeline = format!(
            "builtin.module(nvvm-attach-target{{chip={} O={}{features}}},gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm),\
             reconcile-unrealized-casts,gpu-module-to-binary{{format=isa{toolkit}}})",
            options.arch, options.opt_level
        );
        route::run_pipeline(context, diagnostics, &mut module, &pipeline, "the NVVM route failed", kernels, source)?;
        let ptx = route::binary_object(&module).ok_or_else(|| Error::Mlir("no PTX in the compiled module".into()))?;
        Ok::<_, Error>(String::from_utf8_lossy(&ptx).into_owned())
    })?;
    if let Some(f) = unresolved_libdevice_call(&ptx) {
        return Err(Error::NoLibdevice(f));
    }
    let ptx = say_dynamic_shared(&apply_abi_names(&ptx, kernels), kernels);
    check_entries(&ptx, kernels)?;
    Ok(ptx)
}

/// Whether the architecture `sm_XY` has the tensor-core instructions the lowering uses
/// (`mma.sync` m16n8k16 on f16/bf16, m8n8k4 on f64: sm_80 and later), as the device
/// description for it says ([`tinyc_frontend::Device::nvidia_arch`]).
pub fn has_tensor_cores(arch: &str) -> bool {
    tinyc_frontend::Device::nvidia_arch(arch).tensor_cores
}

/// Compiles a checked module to PTX. A module checked for tensor cores
/// ([`tinyc_frontend::Device::tensor_cores`]) compiled for an architecture without them is
/// lowered without them.
pub fn compile(checked: &Checked, options: &Options) -> Result<String, Error> {
    let kernels = if !has_tensor_cores(&options.arch) && checked.info.funcs.iter().any(|f| f.tensor_cores) {
        let mut simt = checked.clone();
        simt.info.funcs.iter_mut().for_each(|f| f.tensor_cores = false);
        tinyc_kernel::lower_module(&simt)
    } else {
        tinyc_kernel::lower_module(checked)
    }
    .map_err(Error::Internal)?;
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
        // `.param .u32 k_param_0` declares an ABI `s32`, `.param .u16 k_param_0` (the ABI pass
        // passes a 16-bit float as its bits) an ABI `b16`: only the declaration's type changes.
        if let Some(ty @ ("s32" | "s64" | "b16")) = declared
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

/// The PTX with a [`DYNAMIC_SHARED`](tinyc_frontend::abi::ptx::DYNAMIC_SHARED) line for every
/// kernel whose work-group stack is dynamic shared memory, after the header (`.address_size`).
fn say_dynamic_shared(ptx: &str, kernels: &[Kernel]) -> String {
    let lines: String = kernels
        .iter()
        .filter(|k| tinyc_dialect::kernel_to_mlir::dynamic_stack(k, Flavor::Nvvm))
        .map(|k| tinyc_frontend::abi::ptx::dynamic_shared_line(&k.abi.name, k.local_bytes))
        .collect();
    if lines.is_empty() {
        return ptx.to_string();
    }
    let at = ptx.find(".address_size").map_or(0, |i| ptx[i..].find('\n').map_or(ptx.len(), |e| i + e + 1));
    format!("{}{lines}{}", &ptx[..at], &ptx[at..])
}

/// Checks every kernel's `.entry` against its KernelAbi (names, types, `.reqntid`): a mismatch
/// is an internal compiler error, checked on every compile.
fn check_entries(ptx: &str, kernels: &[Kernel]) -> Result<(), Error> {
    let entries = tinyc_frontend::abi::ptx::entries(ptx);
    for k in kernels {
        let Some(entry) = entries.iter().find(|e| e.name == k.abi.name) else {
            return Err(Error::Mlir(format!("the PTX has no `.entry {}`", k.abi.name)));
        };
        let dynamic = if tinyc_dialect::kernel_to_mlir::dynamic_stack(k, Flavor::Nvvm) { k.local_bytes } else { 0 };
        if entry.dynamic_shared_bytes != dynamic {
            return Err(Error::Mlir(format!(
                "the PTX `.entry {}` says {} bytes of dynamic shared memory, but its stack needs {dynamic}",
                k.abi.name, entry.dynamic_shared_bytes
            )));
        }
        let params: Vec<(String, String)> = entry.params.iter().map(|p| (p.abi_type(), p.name.clone())).collect();
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
