//! The command line of `tinyc`, shared by its two programs: `tinyc` itself, which links no
//! LLVM or MLIR (checking, formatting and OpenCL C start in about a millisecond), and
//! `tinyc-mlir`, installed beside it, which `tinyc` hands a `compile` over to (`exec`, the same
//! arguments) when it needs the MLIR route: PTX, SPIR-V, `--emit mlir|mlir-abi|spirv-asm` and
//! `TINYC_DUMP` (whose MLIR stages are left out, with a warning, where `tinyc-mlir` is not
//! installed). Thin by design: argument parsing, file I/O, exit codes; the work is done by the
//! library crates.
//!
//! Exit codes: 0 success, 1 the input has errors (diagnostics on stderr), 2 usage, I/O or
//! environment error, 3 internal compiler error (a bug in tinyc; diagnostic E50).

use std::io::{IsTerminal as _, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use codespan_reporting::term::termcolor::{BufferedStandardStream, ColorChoice};
use tinyc_frontend::ast::Lang;
use tinyc_frontend::{Checked, Device, Diagnostic, Frontend, Source, abi, diagnostic};

use crate::output;

/// The code generation options of `compile`, as given.
pub struct CodeArgs {
    /// PTX: the architecture.
    pub arch: String,
    /// PTX and SPIR-V: LLVM's optimisation level.
    pub opt_level: u8,
    /// PTX: a CUDA toolkit directory (`--cuda-path`).
    #[allow(dead_code)] // read by tinyc-mlir's route only
    pub cuda_path: Option<PathBuf>,
    /// OpenCL C and SPIR-V: require subgroup sizes as on a device with
    /// `cl_intel_required_subgroup_size` (`--intel-subgroups`).
    pub intel_subgroups: bool,
}

/// Why the MLIR route failed.
#[allow(dead_code)] // made by tinyc-mlir's route only
pub enum MlirError {
    /// An internal compiler error located in the program (E50).
    Internal(Diagnostic),
    /// A valid program that exceeds a limit of the target's format (E41 at the kernel): exit
    /// status 1, as for any error of the program.
    Limit(Diagnostic),
    /// An internal compiler error located nowhere in the program.
    Unlocated(String),
    /// A problem of the options or the environment (such as no libdevice): exit status 2.
    Environment(String),
}

/// What needs LLVM and MLIR: only `tinyc-mlir` has it.
pub trait Mlir {
    /// Checks `--arch` and `--cuda-path`.
    fn check_ptx(&self, ptx: &CodeArgs) -> Result<(), String>;
    /// PTX of a checked program.
    fn ptx(&self, checked: &Checked, ptx: &CodeArgs) -> Result<String, MlirError>;
    /// The SPIR-V binary (or its assembly) of a checked program: portable, or with
    /// `intel_subgroup_size` requiring subgroup sizes as on a device with
    /// `cl_intel_required_subgroup_size` (`--intel-subgroups`).
    fn spirv(
        &self,
        checked: &Checked,
        opt_level: u8,
        intel_subgroup_size: bool,
        assembly: bool,
    ) -> Result<Vec<u8>, MlirError>;
    /// The verified `gpu.module` in the SPIR-V or the NVVM flavour, before or after the ABI pass.
    fn stage(&self, checked: &Checked, spirv: bool, abi: bool) -> Result<String, MlirError>;
}

/// Compiler for the tensor language of tinytc v0.3.1 and v0.4.
///
/// Reads kernels written in the tensor language (`func @k(%A: memref<f32x?x8>, …) { … }`),
/// checks them against the language reference and reports errors rustc-style. Without `--lang`,
/// a program that parses as v0.3.1 is read as v0.3.1 and one that parses only as v0.4 as v0.4
/// (a note on standard error says so).
///
/// Exit status: 0 on success, 1 when an input has errors, 2 on a usage, I/O or environment error
/// (such as no CUDA libdevice), 3 on an internal compiler error (E50: a bug in tinyc).
#[derive(Parser, Debug, Clone)]
#[command(name = "tinyc", version, about, long_about)]
pub struct Cli {
    /// When to colour diagnostics.
    #[arg(long, value_enum, default_value_t = Color::Auto, global = true)]
    color: Color,
    /// The language of the input: tinytc v0.3.1 or v0.4 (default: detect).
    #[arg(long, value_enum, global = true)]
    lang: Option<LangArg>,
    /// Treat warnings (W01: a constant index or slice outside a static size; W02: a v0.3.1
    /// division by zero; W03: a v0.4 form beyond tinytc v0.4.0) as errors: the input fails with exit status 1 and nothing is written.
    /// `check`, `compile` and `fmt --to` check programs; a plain `fmt` only parses them.
    #[arg(long, global = true)]
    deny_warnings: bool,
    /// Report no diagnostics (the stages `TINYC_DUMP` computes before the compile that reports
    /// them).
    #[arg(skip)]
    quiet: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug, Clone)]
enum Command {
    /// Parse and check programs; print diagnostics for every error found.
    Check {
        /// Input files (`-` reads standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Device whose limits (subgroup sizes, work-group size) the kernels must meet.
        #[arg(long, value_enum, default_value_t = Target::Opencl)]
        target: Target,
        #[command(flatten)]
        device: DeviceArgs,
    },
    /// Compile a program: OpenCL C (`--target opencl`, the default), PTX (`--target ptx`) or a
    /// SPIR-V binary module (`--target spirv` or `spirv-cpu`).
    ///
    /// Each `func` becomes one kernel whose arguments follow the calling convention: a memref is a
    /// global pointer followed by one 64-bit integer per dynamic size and stride; a group is a
    /// pointer to pointers followed by per-member arrays of its dynamic sizes and strides, and its
    /// dynamic offset.
    ///
    /// tinytc v0.4 kernels take a memref's dynamic sizes before its dynamic strides, and a group
    /// declared `x?` its member count (`G_size`).
    ///
    /// Launch (`"rule"` in the ABI JSON): a v0.3.1 kernel ("batch") runs N work-groups of m×n
    /// work-items, N being the batch size (`group_size`). OpenCL (OpenCL C and SPIR-V alike):
    /// local size (m, n, 1), global size (m, n, N), `group_id` = get_global_id(2) =
    /// get_group_id(2). CUDA: blockDim (m, n, 1), gridDim (N, 1, 1), `group_id` = blockIdx.x. A
    /// v0.4 kernel ("grid") runs a gx×gy×gz grid of work-groups: OpenCL local size (m, n, 1),
    /// global size (m·gx, n·gy, gz), `group_id.x/y/z` = get_group_id(0/1/2); CUDA blockDim
    /// (m, n, 1), gridDim (gx, gy, gz).
    ///
    /// `--abi-json OUT` writes `{"kernels":[{"name", "source_name", "work_group_size":[m,n],
    /// "subgroup_size", "args":[{"name", "param", "role" (scalar|data|shape|stride|offset|size),
    /// "mode", "type", "pointer_depth"}…], "launch":{"rule" (batch|grid), "opencl":{…},
    /// "spirv":{…}, "cuda":{…}}}]}`.
    /// `--emit mlir` prints the expanded kernels (gpu.module) with their source signatures instead
    /// of code, `--emit mlir-abi` the same after the ABI pass (what the MLIR route compiles to
    /// PTX or SPIR-V; for the SPIR-V targets its SPIR-V flavour, else NVVM's), `--emit spirv-asm`
    /// the SPIR-V module as assembly text, `--emit c-header` a C99/C++ header with the OpenCL C as `STEM_opencl_c[]` and per
    /// kernel K `K_WORK_GROUP_SIZE_X/Y`, `K_NUM_ARGS`, `K_set_args(kernel, …)` (one C parameter
    /// per ABI argument) and `K_launch(queue, kernel, groups, …)`, STEM being the input's file
    /// stem. With the environment variable `TINYC_DUMP=DIR`, every stage is also written to
    /// `DIR/<file stem>.<stage>` (a stage that cannot be dumped is a warning, never an error).
    ///
    /// An output file may be neither the input file nor the other output (`-` is exempt).
    Compile {
        /// Input file (`-` reads standard input).
        file: PathBuf,
        /// Device whose limits the kernels must meet.
        #[arg(long, value_enum, default_value_t = Target::Opencl)]
        target: Target,
        #[command(flatten)]
        device: DeviceArgs,
        /// Write the kernel ABI description as JSON to this file (`-` for standard output).
        #[arg(long, value_name = "OUT")]
        abi_json: Option<PathBuf>,
        /// Print the program after this stage instead of the target code.
        #[arg(long, value_enum)]
        emit: Option<Emit>,
        /// PTX: the GPU architecture (sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_89, sm_90;
        /// default sm_80). Other targets ignore it, with a warning.
        #[arg(long, value_name = "ARCH")]
        arch: Option<String>,
        /// PTX: a CUDA toolkit directory with `nvvm/libdevice/libdevice.10.bc` (needed by float
        /// `rem`). Without it: $TINYC_CUDA_DIR, $CUDA_HOME, $CUDA_PATH, /usr/local/cuda, /opt/cuda,
        /// /usr/lib/cuda, then the `nvidia-cuda-nvcc-cu12` wheel of the active Python environment.
        /// Checked for libdevice whatever the target.
        #[arg(long, value_name = "DIR")]
        cuda_path: Option<PathBuf>,
        /// PTX and SPIR-V: LLVM optimisation level.
        #[arg(short = 'O', value_name = "LEVEL", default_value_t = 3, value_parser = clap::value_parser!(u8).range(0..=3))]
        opt_level: u8,
        /// Where the code (or `--emit` output) goes (default: standard output; with
        /// `--abi-json -` and no `-o`, only the JSON is printed).
        #[arg(short, long, value_name = "OUT")]
        output: Option<PathBuf>,
    },
    /// Print a program in canonical form (comments kept) on standard output.
    ///
    /// No byte is lost: bytes that are not UTF-8 stay in their comments, and what follows a NUL
    /// byte (which ends the program) is kept after it.
    Fmt {
        /// Input file (`-` reads standard input).
        file: PathBuf,
        /// Print nothing; exit with 1 if the file is not in canonical form.
        #[arg(long)]
        check: bool,
        /// Rewrite the program in this language: `--to v0.4` turns a checked tinytc v0.3.1
        /// program into the equivalent v0.4 program (immediates become constants, views state
        /// their result types, groups their member count; comments kept); a checked v0.4 program
        /// gets tinytc v0.4.0's forms for what tinyc reads beyond them (W03: slice sizes `?`,
        /// integer literals as `for` bounds, integers as float constants). A v0.4 program cannot be rewritten as v0.3.1.
        #[arg(long, value_name = "LANG")]
        to: Option<LangArg>,
    },
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum LangArg {
    /// tinytc v0.3.1 (immediates, operand types after the colon).
    #[value(name = "v0.3")]
    V03,
    /// tinytc v0.4 (constant instructions, result types, 3-D group ids).
    #[value(name = "v0.4")]
    V04,
}

impl LangArg {
    fn lang(self) -> tinyc_frontend::ast::Lang {
        match self {
            LangArg::V03 => tinyc_frontend::ast::Lang::V03,
            LangArg::V04 => tinyc_frontend::ast::Lang::V04,
        }
    }
}

impl Cli {
    fn lang(&self) -> Option<tinyc_frontend::ast::Lang> {
        self.lang.map(LangArg::lang)
    }

    /// Prints the warnings of an accepted program; whether they fail it (`--deny-warnings`).
    fn warnings(&self, source: &Source, warnings: &[Diagnostic]) -> bool {
        if warnings.is_empty() {
            return false;
        }
        report(self, source, warnings);
        if self.deny_warnings {
            let _ = writeln!(
                std::io::stderr(),
                "error: {}: {} warning{} denied by --deny-warnings",
                source.name,
                warnings.len(),
                if warnings.len() == 1 { "" } else { "s" }
            );
        }
        self.deny_warnings
    }

    /// The note that the language was detected as v0.4 (v0.3.1 is what tinyc always read).
    fn note_detected(&self, source: &Source, lang: tinyc_frontend::ast::Lang) {
        if self.lang.is_none() && lang == tinyc_frontend::ast::Lang::V04 {
            let _ = writeln!(
                std::io::stderr(),
                "note: {}: read as tinytc v0.4 (it does not parse as v0.3.1; --lang v0.4 says so and silences this note)",
                source.name
            );
        }
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Color {
    /// Colour when standard error is a terminal.
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Emit {
    /// The expanded kernels: a gpu.module in upstream gpu/scf/arith/memref/llvm whose kernels
    /// take memrefs, groups (memrefs of memrefs) and scalars, verified.
    Mlir,
    /// The expanded kernels after the ABI pass: the calling convention's argument list, memrefs
    /// rebuilt inside (the input of the NVVM route), verified.
    MlirAbi,
    /// A C99/C++ header for OpenCL hosts: the OpenCL C as a string, the work-group size and
    /// `K_set_args`/`K_launch` per kernel (OpenCL targets only).
    CHeader,
    /// The SPIR-V module as assembly text (the SPIR-V targets only).
    SpirvAsm,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Target {
    /// A generic OpenCL GPU: subgroup sizes 8, 16, 32, 64; at most 1024 work-items.
    Opencl,
    /// OpenCL C for CPU drivers (PoCL): the same limits, smaller work-groups (default subgroup
    /// size 8; a per-work-group chain of GEMMs and axpbys, or one GEMM of at most 16x12, one work-item), as `tinyc-runtime`
    /// picks on a CPU device.
    OpenclCpu,
    /// NVIDIA GPUs via PTX: subgroup sizes 1, 2, 4, …, 64 (logical subgroups of a warp's lanes); at
    /// most 1024 work-items; f64 and f16/bf16→f32 GEMMs and cooperative-matrix products
    /// (subgroups of 32) on the tensor cores from sm_80 on.
    Ptx,
    /// A SPIR-V 1.2 binary module for OpenCL devices that take IL (`clCreateProgramWithIL`),
    /// built through MLIR and LLVM's SPIR-V backend; the generic OpenCL GPU's limits; no
    /// subgroup size is required.
    Spirv,
    /// SPIR-V for CPU drivers that take IL (Intel's OpenCL CPU runtime): `spirv` with the CPU's
    /// smaller work-groups (default subgroup size 8), as `tinyc-runtime` compiles SPIR-V on a CPU
    /// device.
    SpirvCpu,
}

impl Target {
    fn device(self) -> Device {
        match self {
            Target::Opencl | Target::Spirv => Device::generic(),
            Target::OpenclCpu => Device::cpu(),
            // The MLIR route has no explicit vectors.
            Target::SpirvCpu => Device { vector_gemm: false, ..Device::cpu() },
            Target::Ptx => Device::nvidia(),
        }
    }

    /// Whether the target is a SPIR-V module (made by the MLIR route).
    fn spirv(self) -> bool {
        matches!(self, Target::Spirv | Target::SpirvCpu)
    }
}

/// What the OpenCL device has beyond its target's description, as `tinyc-runtime` finds it on
/// the device: a program compiled with them is what the runtime compiles there.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
struct DeviceArgs {
    /// OpenCL C and SPIR-V: the device takes `intel_reqd_sub_group_size`
    /// (`cl_intel_required_subgroup_size`: Intel's GPUs and OpenCL CPU runtime) and, for SPIR-V,
    /// SPIR-V 1.3 modules. Kernels whose work-group's first mode is not a multiple of 16 require
    /// their subgroup size, and the subgroup operations run on the device's own subgroups
    /// instead of exchanging through local memory between barriers. For OpenCL C the device
    /// also has `cl_intel_subgroups`: cooperative matrices of 32-bit elements move in subgroup
    /// block reads and writes.
    #[arg(long)]
    intel_subgroups: bool,
    /// The device's largest work-group (`CL_DEVICE_MAX_WORK_GROUP_SIZE`; CUDA's threads per
    /// block) where it is below the target's 1024: work-group sizes are chosen within it, and a
    /// larger `work_group_size` is an error (E35).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(i64).range(1..))]
    max_work_group_size: Option<i64>,
}

impl DeviceArgs {
    /// The target's device description with what these arguments say.
    fn device(self, target: Target, mut device: Device) -> Device {
        device.hardware_subgroups |= self.intel_subgroups;
        // `cl_intel_subgroups` has the 32-bit block reads (16- and 64-bit ones are extensions
        // of their own, which only the runtime finds on the device); OpenCL C only.
        if self.intel_subgroups && matches!(target, Target::Opencl | Target::OpenclCpu) {
            device.subgroup_block_io = 4;
        }
        match self.max_work_group_size {
            Some(max) => device.with_max_work_group_size(max),
            None => device,
        }
    }
}

/// Why a command failed.
pub enum Failure {
    /// The input has errors (already reported).
    Diagnostics,
    /// Usage, I/O or environment error (message to print).
    Io(String),
    /// Internal compiler error (already reported).
    Internal,
}

/// Runs the command line. Without `mlir` (the `tinyc` program), a `compile` that needs the MLIR
/// route is handed over to `tinyc-mlir` ([`hand_over`]).
pub fn run(mlir: Option<&dyn Mlir>) -> ExitCode {
    let cli = Cli::parse();
    if mlir.is_none() {
        match needs_mlir(&cli) {
            Need::Yes => return hand_over(),
            // A dump's MLIR stages are not worth failing an OpenCL C compile for: without
            // tinyc-mlir they are left out with a warning.
            Need::ForDump if mlir_program().is_ok_and(|p| p.is_file()) => return hand_over(),
            Need::ForDump | Need::No => {}
        }
    }
    let result = match &cli.command {
        Command::Check { files, target, device } => {
            warn_intel_subgroups(*target, device);
            check(&cli, files, device.device(*target, target.device()))
        }
        Command::Fmt { file, check, to } => fmt(&cli, file, *check, *to),
        Command::Compile { file, target, device, abi_json, emit, output, arch, opt_level, cuda_path } => {
            if arch.is_some() && !matches!(target, Target::Ptx) {
                let _ = writeln!(std::io::stderr(), "tinyc: warning: `--arch` applies to `--target ptx` only; ignored");
            }
            warn_intel_subgroups(*target, device);
            let arch = arch.clone().unwrap_or_else(|| "sm_80".into());
            let args = CodeArgs {
                arch,
                opt_level: *opt_level,
                cuda_path: cuda_path.clone(),
                intel_subgroups: device.intel_subgroups,
            };
            compile(&cli, mlir, file, *target, *device, abi_json.as_ref(), *emit, output.as_ref(), &args)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Diagnostics) => ExitCode::from(1),
        Err(Failure::Internal) => ExitCode::from(3),
        Err(Failure::Io(msg)) => {
            let _ = writeln!(std::io::stderr(), "tinyc: error: {msg}");
            ExitCode::from(2)
        }
    }
}

/// `--intel-subgroups` is an OpenCL device's: a warning that PTX ignores it.
fn warn_intel_subgroups(target: Target, device: &DeviceArgs) {
    if device.intel_subgroups && matches!(target, Target::Ptx) {
        let _ = writeln!(
            std::io::stderr(),
            "tinyc: warning: `--intel-subgroups` applies to the OpenCL targets only; ignored"
        );
    }
}

/// Whether a command needs the MLIR route: a `compile` to PTX or SPIR-V (but for a C header,
/// which is refused there), to the MLIR stages or to SPIR-V assembly, or with `TINYC_DUMP` (which
/// writes the MLIR stages too).
fn needs_mlir(cli: &Cli) -> Need {
    let Command::Compile { target, emit, cuda_path, .. } = &cli.command else { return Need::No };
    // `--cuda-path` is checked for libdevice whatever the target, as the PTX route knows it.
    if cuda_path.is_some() {
        return Need::Yes;
    }
    let code = match emit {
        Some(Emit::Mlir | Emit::MlirAbi | Emit::SpirvAsm) => true,
        Some(Emit::CHeader) => false,
        None => matches!(target, Target::Ptx) || target.spirv(),
    };
    // `TINYC_DUMP` dumps the MLIR stages too, whatever is emitted.
    let dump = std::env::var_os("TINYC_DUMP").is_some_and(|d| !d.is_empty());
    match (code, dump) {
        (true, _) => Need::Yes,
        (false, true) => Need::ForDump,
        (false, false) => Need::No,
    }
}

/// Whether a command needs the MLIR route ([`needs_mlir`]).
enum Need {
    /// For its output.
    Yes,
    /// Only for the MLIR stages of a `TINYC_DUMP`.
    ForDump,
    No,
}

/// The program beside this one that has the MLIR route (`$TINYC_MLIR` names another).
fn mlir_program() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("TINYC_MLIR").filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate the tinyc program: {e}"))?;
    let name = format!("tinyc-mlir{}", std::env::consts::EXE_SUFFIX);
    Ok(exe.parent().map(|d| d.join(&name)).unwrap_or_else(|| PathBuf::from(name)))
}

/// Set in the environment of the program `tinyc` hands a command over to ([`hand_over`]).
const HANDED_OVER: &str = "TINYC_HANDED_OVER";

/// Runs `tinyc-mlir` with this process's arguments in its place (`exec` on Unix, so its exit
/// status and output are this command's).
fn hand_over() -> ExitCode {
    let fail = |msg: String| {
        let _ = writeln!(std::io::stderr(), "tinyc: error: {msg}");
        ExitCode::from(2)
    };
    let program = match mlir_program() {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    // A program that hands the command back (`$TINYC_MLIR` naming `tinyc` itself, or a script
    // that runs it) would otherwise exec itself forever.
    if std::env::var_os(HANDED_OVER).is_some() {
        return fail(format!(
            "{} is not tinyc's MLIR component: it handed the command back to tinyc (does $TINYC_MLIR name \
             `tinyc` instead of `tinyc-mlir`?)",
            program.display()
        ));
    }
    if !program.is_file() {
        return fail(format!(
            "PTX, SPIR-V and the MLIR stages are made by tinyc's MLIR component, {}, which is not \
             installed (build or install it with tinyc: `cargo build -p tinyc`, `cargo install --path tinyc`)",
            program.display()
        ));
    }
    let mut command = std::process::Command::new(&program);
    command.args(std::env::args_os().skip(1)).env(HANDED_OVER, "1");
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt as _;
        let e = command.exec();
        fail(format!("cannot run {}: {e}", program.display()))
    }
    #[cfg(not(unix))]
    match command.status() {
        Ok(status) => ExitCode::from(status.code().and_then(|c| u8::try_from(c).ok()).unwrap_or(3)),
        Err(e) => fail(format!("cannot run {}: {e}", program.display())),
    }
}

/// The MLIR route, which this program has by now ([`needs_mlir`] handed over otherwise) unless
/// only a dump wants it and `tinyc-mlir` is not installed.
fn route(mlir: Option<&dyn Mlir>) -> Result<&dyn Mlir, Failure> {
    mlir.ok_or_else(|| {
        let program = mlir_program().map_or_else(|_| "tinyc-mlir".to_string(), |p| p.display().to_string());
        Failure::Io(format!("it is made by tinyc's MLIR component, {program}, which is not installed"))
    })
}

/// Reports an error of the MLIR route: internal errors as E50 diagnostics (exit 3), a target's
/// limit as an E41 diagnostic (exit 1), the others (architecture, no libdevice) as messages
/// (exit 2).
fn mlir_failure(cli: &Cli, source: &Source, checked: &Checked, e: MlirError) -> Failure {
    match e {
        MlirError::Limit(d) => {
            report(cli, source, &[checked.in_source(d)]);
            Failure::Diagnostics
        }
        MlirError::Internal(ice) => {
            report(cli, source, &[checked.in_source(ice)]);
            Failure::Internal
        }
        MlirError::Unlocated(msg) => {
            let _ = writeln!(std::io::stderr(), "tinyc: internal compiler error: {msg}");
            Failure::Internal
        }
        MlirError::Environment(msg) => Failure::Io(msg),
    }
}

/// Reads a program file (`-`: standard input). At most one byte more than the front end's limit
/// is read: a longer input (`/dev/zero`, a pipe that is never closed) is a usage error instead of
/// filling memory, and is never cut short (`fmt` would lose what follows a NUL byte).
fn read_source(path: &PathBuf) -> Result<Source, Failure> {
    let max = tinyc_frontend::MAX_SOURCE_LEN;
    let limit = max as u64 + 1;
    let mut bytes = Vec::new();
    let name = if path.as_os_str() == "-" {
        std::io::stdin()
            .take(limit)
            .read_to_end(&mut bytes)
            .map_err(|e| Failure::Io(format!("cannot read standard input: {e}")))?;
        "<stdin>".to_string()
    } else {
        std::fs::File::open(path)
            .and_then(|f| f.take(limit).read_to_end(&mut bytes))
            .map_err(|e| Failure::Io(format!("cannot read {}: {e}", path.display())))?;
        path.display().to_string()
    };
    if bytes.len() > max {
        return Err(Failure::Io(format!("{name} is longer than {max} bytes (1 GiB), the most tinyc reads")));
    }
    Ok(Source::new(name, &bytes))
}

fn report(cli: &Cli, source: &Source, diags: &[Diagnostic]) {
    if cli.quiet {
        return;
    }
    let choice = match cli.color {
        Color::Always => ColorChoice::Always,
        Color::Never => ColorChoice::Never,
        Color::Auto if std::io::stderr().is_terminal() => ColorChoice::Auto,
        Color::Auto => ColorChoice::Never,
    };
    // Buffered: codespan writes a diagnostic in many small pieces (a system call each unbuffered,
    // seconds for thousands of diagnostics).
    let mut out = BufferedStandardStream::stderr(choice);
    diagnostic::emit(&mut out, diags, &source.name, &source.text);
    let _ = out.flush();
}

fn check(cli: &Cli, files: &[PathBuf], device: Device) -> Result<(), Failure> {
    if files.iter().filter(|p| p.as_os_str() == "-").count() > 1 {
        return Err(Failure::Io("standard input (`-`) is named more than once; it can be read only once".into()));
    }
    let frontend = Frontend::new(device).with_lang(cli.lang());
    let mut failed = false;
    let mut io_error = None;
    for path in files {
        let source = match read_source(path) {
            Ok(s) => s,
            Err(Failure::Io(msg)) => {
                let _ = writeln!(std::io::stderr(), "tinyc: error: {msg}");
                io_error = Some(msg);
                continue;
            }
            Err(f) => return Err(f),
        };
        match frontend.run(&source) {
            Ok(checked) => {
                cli.note_detected(&source, checked.module.lang);
                failed |= cli.warnings(&source, &checked.warnings);
            }
            Err(diags) => {
                report(cli, &source, &diags);
                failed = true;
            }
        }
    }
    match (io_error, failed) {
        (Some(_), _) => Err(Failure::Io("some inputs could not be read".into())),
        (None, true) => Err(Failure::Diagnostics),
        (None, false) => Ok(()),
    }
}

fn fmt(cli: &Cli, path: &PathBuf, check: bool, to: Option<LangArg>) -> Result<(), Failure> {
    let mut source = read_source(path)?;
    let module = match tinyc_frontend::parse_as(&source.text, cli.lang()) {
        Ok(m) => {
            cli.note_detected(&source, m.lang);
            m
        }
        Err(diags) => {
            report(cli, &source, &diags);
            return Err(Failure::Diagnostics);
        }
    };
    let module = match (to, module.lang) {
        (Some(LangArg::V04), Lang::V03) => {
            // v0.4 reads `%01` as `%1`: names of digits that v0.4 would merge are renamed first.
            if let Some((text, renamed)) = tinyc_frontend::upgrade::v04_value_names(&source.text) {
                source = source.with_text(text);
                for (old, new) in renamed {
                    eprintln!("note: {}: %{old} is %{new} in tinytc v0.4, which reads %{old} as a number", source.name);
                }
            }
            // The rewrite needs the checked types (of views, of immediates' positions).
            let checked =
                Frontend::new(Device::generic()).with_lang(Some(Lang::V03)).run(&source).map_err(|diags| {
                    report(cli, &source, &diags);
                    Failure::Diagnostics
                })?;
            if cli.warnings(&source, &checked.warnings) {
                return Err(Failure::Diagnostics);
            }
            zero_size_mode(cli, &source, &checked, "this tinytc v0.3.1 program has no tinytc v0.4 form")?;
            if let Some((at, product, out)) = tinyc_frontend::upgrade::narrow_products(&checked) {
                let d = tinyc_frontend::Diagnostic::new(
                    tinyc_frontend::diagnostic::Code::E02,
                    "this tinytc v0.3.1 program has no tinytc v0.4 form",
                    at,
                )
                .label(format!("multiplies {product} values into {out}"))
                .note(format!(
                    "tinytc v0.3.1 computes each product in {product}; tinytc v0.4 computes everything in the output's \
                     type, {out}, so the rewrite would compute other values"
                ));
                report(cli, &source, &[d]);
                return Err(Failure::Diagnostics);
            }
            let module = tinyc_frontend::upgrade::to_v04(&checked);
            // The rewrite must check as v0.4: v0.3.1's mixed precision and atomic updates with a
            // general β have no v0.4 form.
            let printed = tinyc_frontend::print::print(&module, Some(&source.text));
            let name = format!("{} (rewritten as tinytc v0.4)", source.name);
            let rewritten = Source::new(name, printed.as_bytes());
            if let Err(diags) = Frontend::new(Device::generic()).with_lang(Some(Lang::V04)).run(&rewritten) {
                let why = if tinyc_frontend::upgrade::inexpressible(&diags) {
                    "this tinytc v0.3.1 program has no tinytc v0.4 form (v0.4 forbids these promotions, atomic updates and divisions by zero)"
                } else {
                    "internal error: the tinytc v0.4 rewrite does not check"
                };
                eprintln!("error: {why}:");
                report(cli, &rewritten, &diags);
                return Err(Failure::Diagnostics);
            }
            // tinytc v0.4 takes a memref's dynamic sizes before its dynamic strides; where
            // v0.3.1 interleaved them differently, a host must pass the arguments anew.
            let v03_abis = checked.abis();
            let v04_abis = tinyc_frontend::abi::KernelAbi::module(&module.funcs, &checked.info.funcs, Lang::V04);
            for (old, new) in v03_abis.iter().zip(&v04_abis) {
                let names =
                    |a: &tinyc_frontend::abi::KernelAbi| a.args.iter().map(|x| x.name.clone()).collect::<Vec<_>>();
                let modes = |a: &tinyc_frontend::abi::KernelAbi| {
                    a.args.iter().filter(|x| x.mode.is_some()).map(|x| x.name.clone()).collect::<Vec<_>>()
                };
                let what = if modes(old) != modes(new) {
                    "takes its arguments in tinytc v0.4's order (dynamic sizes before dynamic strides)"
                } else if names(old) != names(new) {
                    "takes the arguments of tinytc v0.4's calling convention (a group's member count)"
                } else {
                    continue;
                };
                eprintln!("note: {}: kernel `{}` {what}: {}", source.name, new.name, names(new).join(", "));
            }
            module
        }
        (Some(LangArg::V04), Lang::V04) => {
            // What tinyc reads beyond tinytc v0.4.0 (W03) is written in v0.4.0's forms, so
            // those warnings are not shown; the others are.
            let checked =
                Frontend::new(Device::generic()).with_lang(Some(Lang::V04)).run(&source).map_err(|diags| {
                    report(cli, &source, &diags);
                    Failure::Diagnostics
                })?;
            let kept: Vec<_> = checked.warnings.iter().filter(|w| w.code != diagnostic::Code::W03).cloned().collect();
            if cli.warnings(&source, &kept) {
                return Err(Failure::Diagnostics);
            }
            zero_size_mode(cli, &source, &checked, "this program has no tinytc v0.4.0 form")?;
            tinyc_frontend::upgrade::to_v04(&checked)
        }
        (Some(LangArg::V03), Lang::V04) => {
            return Err(Failure::Io("fmt --to v0.3: tinyc does not rewrite tinytc v0.4 programs as v0.3.1".into()));
        }
        _ => module,
    };
    // Byte for byte: comments keep bytes that are not UTF-8, and what follows a NUL byte (the end
    // of the program) is kept after it.
    let formatted = source.format(&module).ok_or_else(|| {
        let _ =
            writeln!(std::io::stderr(), "tinyc: internal compiler error: the printed text does not match the source");
        Failure::Internal
    })?;
    if check {
        return if formatted == source.bytes() { Ok(()) } else { Err(Failure::Diagnostics) };
    }
    std::io::stdout().write_all(&formatted).map_err(|e| Failure::Io(format!("cannot write output: {e}")))
}

/// E02 `message` for a program with a `subview` that keeps a mode of static size 0, which has no
/// tinytc v0.4.0 form (`fmt --to v0.4`).
fn zero_size_mode(cli: &Cli, source: &Source, checked: &Checked, message: &str) -> Result<(), Failure> {
    let Some(at) = tinyc_frontend::upgrade::zero_size_slice(checked) else { return Ok(()) };
    let d = Diagnostic::new(diagnostic::Code::E02, message, at)
        .label("keeps a mode of size 0")
        .note("tinytc v0.4 reads a slice of size 0 as a dropped mode: a zero-size mode cannot be written there");
    report(cli, source, &[checked.in_source(d)]);
    Err(Failure::Diagnostics)
}

#[allow(clippy::too_many_arguments)]
fn compile(
    cli: &Cli,
    mlir: Option<&dyn Mlir>,
    path: &PathBuf,
    target: Target,
    device_args: DeviceArgs,
    abi_json: Option<&PathBuf>,
    emit: Option<Emit>,
    output: Option<&PathBuf>,
    args: &CodeArgs,
) -> Result<(), Failure> {
    let stdout = PathBuf::from("-");
    let explicit_stdout = output.is_some_and(|p| output::is_stdio(p));
    let output = output.unwrap_or(&stdout);
    if let Some(mlir) = mlir
        && (matches!(target, Target::Ptx) || args.cuda_path.is_some())
    {
        mlir.check_ptx(args).map_err(Failure::Io)?;
    }
    let mut named: Vec<(&str, &Path)> = vec![("-o", output.as_path())];
    if let Some(json) = abi_json {
        named.push(("--abi-json", json.as_path()));
    }
    output::check_distinct(path, &named).map_err(Failure::Io)?;
    // `--abi-json -` without `-o`: standard output carries only the JSON (and cannot carry more).
    let json_on_stdout = abi_json.is_some_and(|p| output::is_stdio(p)) && output::is_stdio(output);
    if json_on_stdout && let Some(emit) = emit {
        return Err(Failure::Io(format!(
            "--abi-json - and --emit {} would both go to standard output: give one of them a file",
            emit.to_possible_value().map_or_else(String::new, |v| v.get_name().to_string())
        )));
    }
    // Standard output carries one of them: `-o -` given with `--abi-json -` is refused rather
    // than the code dropped.
    if json_on_stdout && explicit_stdout {
        return Err(Failure::Io(
            "-o - and --abi-json - would both go to standard output: give one of them a file".into(),
        ));
    }
    let source = read_source(path)?;
    let mut device = device_args.device(
        target,
        match target {
            // The architecture decides the tensor cores (sm_80 and later).
            Target::Ptx => Device::nvidia_arch(&args.arch),
            _ => target.device(),
        },
    );
    // The MLIR route has no explicit vectors or block reads: its stages show the kernels
    // without the CPU GEMM's.
    if matches!(emit, Some(Emit::Mlir | Emit::MlirAbi)) {
        device.vector_gemm = false;
        device.subgroup_block_io = 0;
    }
    let checked = Frontend::new(device).with_lang(cli.lang()).run(&source).map_err(|diags| {
        report(cli, &source, &diags);
        Failure::Diagnostics
    })?;
    cli.note_detected(&source, checked.module.lang);
    if cli.warnings(&source, &checked.warnings) {
        return Err(Failure::Diagnostics);
    }
    if let Some(dir) = std::env::var_os("TINYC_DUMP").filter(|d| !d.is_empty()) {
        let mut protected: Vec<&Path> = named.iter().map(|(_, p)| *p).collect();
        protected.push(path);
        dump_stages(cli, mlir, &source, &checked, target, args, Path::new(&dir), &protected);
    }
    // Everything is computed before anything is written, so that a failure writes nothing.
    let json = abi_json.map(|p| (p, abi::module_json(&checked.abis())));
    let text: Option<Vec<u8>> = match emit {
        None if json_on_stdout => None,
        None if target.spirv() => {
            if output::is_stdio(output) && std::io::stdout().is_terminal() {
                return Err(Failure::Io(
                    "a SPIR-V binary is not written to a terminal: give -o FILE, or --emit spirv-asm".into(),
                ));
            }
            Some(spirv(cli, mlir, &source, &checked, args, false)?)
        }
        None => Some(target_code(cli, mlir, &source, &checked, target, args)?.into_bytes()),
        Some(Emit::Mlir) => Some(gpu_mlir(cli, mlir, &source, &checked, target, false)?.into_bytes()),
        Some(Emit::MlirAbi) => Some(gpu_mlir(cli, mlir, &source, &checked, target, true)?.into_bytes()),
        Some(Emit::CHeader) => Some(c_header(cli, &source, &checked, target, args)?.into_bytes()),
        Some(Emit::SpirvAsm) => {
            if !target.spirv() {
                return Err(Failure::Io("--emit spirv-asm needs --target spirv or spirv-cpu".into()));
            }
            Some(spirv(cli, mlir, &source, &checked, args, true)?)
        }
    };
    let mut outputs = Vec::new();
    if let Some((p, json)) = &json {
        outputs.push(output::Output { path: p, flag: "--abi-json", text: json.as_bytes() });
    }
    if let Some(text) = &text {
        outputs.push(output::Output { path: output, flag: "-o", text });
    }
    output::write_all(&outputs).map_err(Failure::Io)
}

/// The SPIR-V binary or assembly of a checked program (portable, no subgroup size required,
/// unless `--intel-subgroups` says the device takes them).
fn spirv(
    cli: &Cli,
    mlir: Option<&dyn Mlir>,
    source: &Source,
    checked: &Checked,
    args: &CodeArgs,
    assembly: bool,
) -> Result<Vec<u8>, Failure> {
    route(mlir)?
        .spirv(checked, args.opt_level, args.intel_subgroups, assembly)
        .map_err(|e| mlir_failure(cli, source, checked, e))
}

/// The OpenCL C backend's options for what `--intel-subgroups` says of the device.
fn opencl_options(args: &CodeArgs) -> tinyc_opencl::Options {
    tinyc_opencl::Options { intel_subgroup_size: args.intel_subgroups, ..Default::default() }
}

/// OpenCL C or PTX for the target (text targets only).
fn target_code(
    cli: &Cli,
    mlir: Option<&dyn Mlir>,
    source: &Source,
    checked: &Checked,
    target: Target,
    args: &CodeArgs,
) -> Result<String, Failure> {
    match target {
        Target::Opencl | Target::OpenclCpu | Target::Spirv | Target::SpirvCpu => {
            tinyc_opencl::compile_with(checked, &opencl_options(args)).map_err(|ice| {
                report(cli, source, &[checked.in_source(ice)]);
                Failure::Internal
            })
        }
        Target::Ptx => route(mlir)?.ptx(checked, args).map_err(|e| mlir_failure(cli, source, checked, e)),
    }
}

/// The C header of an OpenCL target; its names start with the input's file stem (`stdin` for
/// standard input).
fn c_header(cli: &Cli, source: &Source, checked: &Checked, target: Target, args: &CodeArgs) -> Result<String, Failure> {
    if matches!(target, Target::Ptx) || target.spirv() {
        return Err(Failure::Io("--emit c-header needs an OpenCL C target (--target opencl or opencl-cpu)".into()));
    }
    tinyc_opencl::c_header::c_header_with(checked, &file_stem(source), &opencl_options(args)).map_err(|ice| {
        report(cli, source, &[checked.in_source(ice)]);
        Failure::Internal
    })
}

/// The file stem of a source for generated names (`stdin` for standard input).
fn file_stem(source: &Source) -> String {
    std::path::Path::new(&source.name)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| !s.is_empty() && s != "<stdin>")
        .unwrap_or_else(|| "stdin".into())
}

/// The verified `gpu.module` of the MLIR route before or after the ABI pass, as MLIR prints it:
/// SPIR-V's flavour for the SPIR-V targets, NVVM's for the others.
fn gpu_mlir(
    cli: &Cli,
    mlir: Option<&dyn Mlir>,
    source: &Source,
    checked: &Checked,
    target: Target,
    abi: bool,
) -> Result<String, Failure> {
    route(mlir)?.stage(checked, target.spirv(), abi).map_err(|e| mlir_failure(cli, source, checked, e))
}

/// `TINYC_DUMP=dir`: writes every stage of every compile to `dir/<stem>.<stage>` for debugging:
/// `.gpu.mlir`, `.abi.mlir`, `.cl`, `.ptx` (with `--target ptx`), `.spvasm` (with a SPIR-V
/// target) and `.abi.json`.
///
/// A dump never makes a compile fail: a stage that cannot be computed or written is a warning on
/// standard error, and a dump file that would replace the input or an output is not written.
#[allow(clippy::too_many_arguments)]
fn dump_stages(
    cli: &Cli,
    mlir: Option<&dyn Mlir>,
    source: &Source,
    checked: &Checked,
    target: Target,
    args: &CodeArgs,
    dir: &Path,
    protected: &[&Path],
) {
    let warn = |msg: String| {
        let _ = writeln!(std::io::stderr(), "tinyc: warning: TINYC_DUMP: {msg}");
    };
    if let Err(e) = std::fs::create_dir_all(dir) {
        return warn(format!("cannot create {}: {e}; nothing dumped", dir.display()));
    }
    let stem = Path::new(&source.name)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| !s.is_empty() && s != "<stdin>")
        .unwrap_or_else(|| "stdin".into());
    let protected: Vec<PathBuf> =
        protected.iter().filter(|p| !output::is_stdio(p)).map(|p| output::identity(p)).collect();
    // A stage's errors are the compile's: it reports them after the dump, once.
    let cli = &Cli { quiet: true, ..cli.clone() };
    let mut stages: Vec<(&str, Result<Vec<u8>, Failure>)> = vec![
        ("gpu.mlir", gpu_mlir(cli, mlir, source, checked, target, false).map(String::into_bytes)),
        ("abi.mlir", gpu_mlir(cli, mlir, source, checked, target, true).map(String::into_bytes)),
        ("cl", target_code(cli, mlir, source, checked, Target::Opencl, args).map(String::into_bytes)),
    ];
    if matches!(target, Target::Ptx) {
        stages.push(("ptx", target_code(cli, mlir, source, checked, Target::Ptx, args).map(String::into_bytes)));
    }
    if target.spirv() {
        stages.push(("spvasm", spirv(cli, mlir, source, checked, args, true)));
    }
    stages.push(("abi.json", Ok(abi::module_json(&checked.abis()).into_bytes())));
    for (ext, text) in stages {
        let file = dir.join(format!("{stem}.{ext}"));
        let text = match text {
            Ok(t) => t,
            Err(Failure::Io(msg)) => {
                warn(format!("stage {ext} not dumped: {msg}"));
                continue;
            }
            Err(Failure::Diagnostics | Failure::Internal) => {
                warn(format!("stage {ext} not dumped: it has errors"));
                continue;
            }
        };
        if protected.contains(&output::identity(&file)) {
            warn(format!("stage {ext} not dumped: {} is an input or output of this compile", file.display()));
            continue;
        }
        let out = output::Output { path: &file, flag: "TINYC_DUMP", text: &text };
        if let Err(msg) = output::write_all(&[out]) {
            warn(msg);
        }
    }
}
