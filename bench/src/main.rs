//! `tinyc-bench`: benchmarks of tinyc, run by hand (never by the test suite).
//!
//! ```sh
//! source scripts/env.sh
//! cargo run --release -p tinyc-bench -- gemm [--quick] [--no-limit] [--no-peers] [--csv PATH]
//! cargo run --release -p tinyc-bench -- compile [--quick] [--csv PATH]
//! cargo run --release -p tinyc-bench -- ops [--quick] [--f64] [--csv PATH]
//! cargo run --release -p tinyc-bench -- subgroups [--quick] [--csv PATH]
//! cargo run --release -p tinyc-bench -- dg [--quick] [--degrees 3,4] [--precision f64] [--csv PATH]
//! ```
//!
//! - `gemm`: strided-batched GEMM C(:,:,i) = A(:,:,i)·B(:,:,i) (+ C(:,:,i) for β = 1) written in
//!   the tensor language and run by `tinyc-runtime` on the default OpenCL device, against MKL and
//!   LIBXSMM on the host and CLBlast's `CLBlast{S,D}gemmStridedBatched` on the same device,
//!   interleaved per size; GFLOP/s (median and best), the roofline bound from the measured FMA
//!   peak and triad bandwidth (CPU devices), % of it and the ratio to the better CPU library.
//! - `compile`: time to compile each example of `tests/in/spec` to OpenCL C and to PTX, in this
//!   process and as a whole `tinyc compile` process.
//! - `ops`: batched memory-bound collectives in GB/s against the device's triad and hand-written
//!   naive kernels, measured through OpenCL in the same run.
//! - `subgroups`: subgroup operations on the device's subgroups against local memory, and a
//!   cooperative-matrix GEMM against `gemm.n.n`.
//! - `dg`: the kernels of an ADER-DG time step (volume, local and neighbour flux, ADER) as chains
//!   of small GEMMs, against the same chains through LIBXSMM and MKL on the host.
//!
//! See `docs/performance.md`. Exit status: 0 success, 1 a result was wrong (or a compile failed),
//! 2 usage error or nothing to benchmark on (no OpenCL device, no CLBlast device, I/O error).

/// `println!` that ignores a closed stdout (`tinyc-bench … | head` must not panic).
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

/// `print!` that ignores a closed stdout.
macro_rules! put {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($arg)*);
    }};
}

mod clblast;
mod compile;
mod dg;
mod gemm;
mod host;
mod ops;
mod roofline;
mod subgroups;
mod table;

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};

/// Benchmarks of the tinyc compiler and of the kernels it generates.
///
/// Run with `cargo run --release -p tinyc-bench -- <gemm|compile> [OPTIONS]`; see
/// docs/performance.md.
#[derive(Parser, Debug)]
#[command(name = "tinyc-bench", about, long_about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Strided-batched GEMM: tinyc on the default OpenCL device against MKL, LIBXSMM and CLBlast.
    ///
    /// For f32 and f64, β = 0 and β = 1 and every size, a batch whose operands take about 64 MiB
    /// (8 MiB with --quick) is checked against a host reference, warmed up, then timed in
    /// alternation (tinyc, MKL, LIBXSMM, CLBlast, tinyc, …); the table shows the median of the
    /// runs, tinyc's best, and on a CPU device the roofline bound (measured FMA peak and triad
    /// bandwidth). `scripts/setup.sh --bench` installs MKL and LIBXSMM.
    Gemm(GemmArgs),
    /// Compile time of every tests/in/spec example (except the 9x error files) to OpenCL C and PTX.
    Compile(CompileArgs),
    /// Batched memory-bound collectives (axpby, sum, ger, hadamard, gemv, foreach) on the default
    /// OpenCL device: GB/s against the device's triad and a hand-written naive kernel; and a
    /// three-GEMM matrix chain with `alloca` intermediates (GF/s).
    ///
    /// One work-group per batch entry as the language demands; about 64 MiB moved per launch (8
    /// with --quick); tinyc, naive and triad interleaved; results checked against the naive
    /// kernel's.
    Ops(OpsArgs),
    /// The v0.4 subgroup operations (reduce, scans, broadcast; subgroups of 8, 16, 32) on the
    /// device's own subgroups against the portable exchange through local memory, on a device
    /// that has them (Intel's OpenCL runtime: TINYC_OPENCL_DEVICE=Intel); GB/s of the f32
    /// stream each runs, results compared. Then, on any device, a batched GEMM written with
    /// cooperative matrices against tinyc's gemm.n.n (GF/s).
    Subgroups(SubgroupsArgs),
    /// The kernels of one ADER-DG time step (elastic waves, 9 quantities, tetrahedra) for
    /// polynomial degrees 3–6 in f32 and f64, written as SeisSol's generator writes tinytc
    /// programs: volume, local flux, neighbour flux and ADER time integration, each a chain of
    /// small GEMMs per element with `alloca` intermediates and β = 1 accumulation, in v0.3 and
    /// (through `fmt --to v0.4`) v0.4. Against the same chains on the host through LIBXSMM and
    /// MKL's JIT kernels (per element, one thread per core) and `cblas_?gemm_batch` (one call per
    /// GEMM of the chain), and tinytc v0.4.0 with `TINYTC_V04_CLI` on a SPIR-V device; GF/s,
    /// checked against an f64 host evaluation, and a `time step` row per degree and type.
    Dg(DgArgs),
}

#[derive(Args, Debug)]
struct DgArgs {
    /// About 8 MiB of per-element data per kernel instead of 64, and fewer timed runs.
    #[arg(long)]
    quick: bool,
    /// Polynomial degrees, comma-separated (default 3,4,5,6; 1 to 8).
    #[arg(long, value_name = "P,...", value_delimiter = ',', value_parser = clap::value_parser!(u8).range(1..=8))]
    degrees: Vec<u8>,
    /// Only this precision (default: f32 and f64).
    #[arg(long, value_parser = ["f32", "f64"])]
    precision: Option<String>,
    /// Only these kernels, comma-separated (default: all).
    #[arg(long, value_enum, value_name = "KERNEL,...", value_delimiter = ',')]
    kernels: Vec<dg::Kind>,
    /// MiB of per-element data per kernel (default 64, 8 with --quick).
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u32).range(1..=4096))]
    mib: Option<u32>,
    /// Timed runs per kernel and contender (default 10, 5 with --quick).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    runs: Option<u32>,
    /// Do not run LIBXSMM and MKL on the host.
    #[arg(long)]
    no_peers: bool,
    /// Where the CSV goes (default target/bench/dg.csv).
    #[arg(long, value_name = "PATH")]
    csv: Option<PathBuf>,
    /// Also write every program measured into this directory (`volume_p3_f64.ir` and its v0.4
    /// form `volume_p3_f64_v04.ir`, …).
    #[arg(long, value_name = "DIR")]
    emit: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct SubgroupsArgs {
    /// About 8 MiB moved per launch instead of 64, and fewer timed runs.
    #[arg(long)]
    quick: bool,
    /// MiB moved per launch (default 64, 8 with --quick).
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u32).range(1..=4096))]
    mib: Option<u32>,
    /// Timed runs per operation and build (default 10, 5 with --quick).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    runs: Option<u32>,
    /// Where the CSV goes (default target/bench/subgroups.csv).
    #[arg(long, value_name = "PATH")]
    csv: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct OpsArgs {
    /// About 8 MiB moved per launch instead of 64, and fewer timed runs.
    #[arg(long)]
    quick: bool,
    /// f64 instead of f32.
    #[arg(long)]
    f64: bool,
    /// MiB moved per launch (default 64, 8 with --quick).
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u32).range(1..=4096))]
    mib: Option<u32>,
    /// Timed runs per op (default 10, 5 with --quick).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    runs: Option<u32>,
    /// Where the CSV goes (default target/bench/ops.csv).
    #[arg(long, value_name = "PATH")]
    csv: Option<PathBuf>,
    /// Only the ops whose name contains this text.
    #[arg(long, value_name = "TEXT")]
    only: Option<String>,
    /// Run this OpenCL C file instead of the kernel tinyc generates for the op (same arguments,
    /// kernel `op`; `TYPE` stands for the element type; its `reqd_work_group_size`, if any, is
    /// the work-group size it is launched with): for trying a lowering by hand.
    #[arg(long, value_name = "PATH")]
    opencl_c: Option<PathBuf>,
    /// Write every size of the ops' memref types as `?` (passed at launch), as in a program
    /// written for any shape.
    #[arg(long)]
    dynamic: bool,
}

#[derive(Args, Debug)]
struct GemmArgs {
    /// Operands of about 8 MiB instead of 64 MiB, and fewer timed runs.
    #[arg(long)]
    quick: bool,
    /// Do not measure the FMA peak and triad bandwidth (the roofline bound; about 3 s).
    #[arg(long)]
    no_limit: bool,
    /// Do not run MKL and LIBXSMM on the host.
    #[arg(long)]
    no_peers: bool,
    /// Where the CSV goes (default target/bench/gemm.csv).
    #[arg(long, value_name = "PATH")]
    csv: Option<PathBuf>,
    /// Timed runs per size and library (default 10, 5 with --quick).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    runs: Option<u32>,
    /// Megabytes (MiB) of A, B and C together per size (default 64, 8 with --quick).
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u32).range(1..=4096))]
    mib: Option<u32>,
    /// Only these sizes, as MxNxK, comma-separated (default: all of the list).
    #[arg(long, value_name = "MxNxK,...", value_delimiter = ',', value_parser = parse_size)]
    sizes: Vec<gemm::Size>,
    /// Only this precision (default: f32 and f64; the types of `types.md` only when asked).
    #[arg(long, value_enum)]
    precision: Option<PrecisionArg>,
    /// Only this β (0 or 1).
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=1))]
    beta: Option<u8>,
    /// Which operands are transposed, comma-separated: nn (default), tn, nt, tt; `tn` measures
    /// `gemm.t.n` (A stored K×M) against CLBlast's transposed-A GEMM.
    #[arg(long, value_name = "nn,tn,...", value_delimiter = ',', value_parser = parse_transposes)]
    transpose: Vec<gemm::Transposes>,
    /// Give the tinyc kernels this work-group size (`work_group_size(M, N)`, subgroup size the
    /// largest of 8, 16, 32 dividing M) instead of the compiler's choice: for tuning the heuristic.
    /// `1x1` keeps the compiler's choice, for an `--opencl-c` kernel of one work-item where the
    /// compiler gives one (an element-serial GEMM).
    #[arg(long, value_name = "MxN", value_parser = parse_work_group)]
    work_group: Option<(i64, i64)>,
    /// Run this OpenCL C file instead of the kernel tinyc generates (same arguments; give its
    /// work-group size with --work-group): for trying a kernel by hand before generating it.
    #[arg(long, value_name = "PATH")]
    opencl_c: Option<PathBuf>,
    /// Write M, N and K of tinyc's (and tinytc's) kernel as `?`: sizes passed at launch, as in a
    /// program written for any shape (`memref<f32x?x?x?>`); the libraries are unchanged.
    #[arg(long)]
    dynamic: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum PrecisionArg {
    F32,
    F64,
    /// f16 A and B, f32 C (MKL: `cblas_gemm_f16f16f32`).
    #[value(name = "f16-f32")]
    F16F32,
    /// bf16 A and B, f32 C (MKL: `cblas_gemm_bf16bf16f32`).
    #[value(name = "bf16-f32")]
    Bf16F32,
    /// Complex f32 (MKL: `cblas_cgemm_batch_strided`); GF/s count a complex multiply-add as 8 flops.
    C32,
}

#[derive(Args, Debug)]
struct CompileArgs {
    /// Fewer runs (3 in-process, 2 processes per file).
    #[arg(long)]
    quick: bool,
    /// Where the CSV goes (default target/bench/compile.csv).
    #[arg(long, value_name = "PATH")]
    csv: Option<PathBuf>,
    /// Timed in-process compilations per file and target (default 10; processes: half of it).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    runs: Option<u32>,
    /// The `tinyc` executable whose process time is measured (default target/release/tinyc).
    #[arg(long, value_name = "PATH")]
    tinyc: Option<PathBuf>,
}

/// The positive numbers of `AxBx…`, or `None` when a part is not one.
fn positive_dims(text: &str) -> Option<Vec<usize>> {
    text.trim().split(['x', 'X']).map(|p| p.parse::<usize>().ok().filter(|&v| v > 0)).collect()
}

fn parse_transposes(text: &str) -> Result<gemm::Transposes, String> {
    let t = |c: char| match c.to_ascii_lowercase() {
        'n' => Some(false),
        't' => Some(true),
        _ => None,
    };
    let chars: Vec<char> = text.trim().chars().collect();
    match chars[..] {
        [a, b] => t(a).zip(t(b)).map(|(a, b)| gemm::Transposes { a, b }),
        _ => None,
    }
    .ok_or_else(|| format!("`{text}` is not one of nn, tn, nt, tt"))
}

fn parse_size(text: &str) -> Result<gemm::Size, String> {
    match positive_dims(text).as_deref() {
        Some(&[m, n, k]) if m <= 4096 && n <= 4096 && k <= 4096 => Ok(gemm::Size { m, n, k }),
        _ => Err(format!("`{text}` is not MxNxK with three sizes from 1 to 4096")),
    }
}

fn parse_work_group(text: &str) -> Result<(i64, i64), String> {
    match positive_dims(text).as_deref() {
        // 1x1: the compiler's choice where that is one work-item per work-group (an
        // element-serial GEMM), for a hand-written kernel of that shape.
        Some(&[1, 1]) => Ok((1, 1)),
        Some(&[m, n]) if m % 8 == 0 && m.saturating_mul(n) <= 1024 => Ok((m as i64, n as i64)),
        _ => Err(format!("`{text}` is not 1x1 or MxN with M a multiple of 8 and M·N ≤ 1024")),
    }
}

fn main() -> ExitCode {
    // MKL's OpenMP threads spin for 200 ms after each call by default (KMP_BLOCKTIME): they would
    // take the cores from the library timed next. They sleep at once instead, as LIBXSMM's team
    // here does, unless the caller set KMP_BLOCKTIME.
    if std::env::var_os("KMP_BLOCKTIME").is_none() {
        // SAFETY: no other thread runs yet (this is the first statement of main), so nothing reads
        // the environment concurrently.
        unsafe { std::env::set_var("KMP_BLOCKTIME", "0") };
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // --help and --version print on stdout and succeed; usage errors exit with 2.
            let _ = e.print();
            return if e.use_stderr() { ExitCode::from(2) } else { ExitCode::SUCCESS };
        }
    };
    let result = match cli.command {
        Command::Gemm(args) => gemm::run(&gemm::Config::from_args(args)),
        Command::Compile(args) => compile::run(&compile::Config::from_args(args)),
        Command::Ops(args) => ops::run(&ops::Config::from_args(args)),
        Command::Subgroups(args) => subgroups::run(&subgroups::Config::from_args(args)),
        Command::Dg(args) => dg::run(&dg::Config::from_args(args)),
    };
    match result {
        Ok(Outcome::Passed) => ExitCode::SUCCESS,
        Ok(Outcome::Failed) => ExitCode::from(1),
        Err(e) => {
            eprintln!("tinyc-bench: error: {e}");
            ExitCode::from(2)
        }
    }
}

/// How a benchmark ended when it could run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every check passed.
    Passed,
    /// Some result was wrong or some compilation failed (reported on stderr, marked in the table).
    Failed,
}

/// An error that stops a benchmark (exit status 2).
#[derive(Debug)]
pub struct Failure(String);

impl Failure {
    pub fn new(message: impl Into<String>) -> Failure {
        Failure(message.into())
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<E: std::error::Error> From<E> for Failure {
    fn from(e: E) -> Failure {
        Failure(e.to_string())
    }
}

pub type Result<T, E = Failure> = std::result::Result<T, E>;

/// The workspace root (the parent of this crate's directory).
pub fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// Cargo's target directory: the one this executable was built in (`target/<profile>/tinyc-bench`),
/// else `target/` in the workspace.
pub fn target_dir() -> PathBuf {
    let from_exe = std::env::current_exe().ok().and_then(|exe| {
        let profile_dir = exe.parent()?;
        let name = profile_dir.file_name()?.to_str()?;
        matches!(name, "release" | "debug").then(|| profile_dir.parent().map(Path::to_path_buf)).flatten()
    });
    from_exe.unwrap_or_else(|| workspace_root().join("target"))
}

/// The host CPU's model name (`/proc/cpuinfo`), or `unknown CPU`.
pub fn cpu_name() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|text| {
            text.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string())
}

/// The first three fields of `/proc/loadavg` (Linux), e.g. `1.02 0.87 0.60`.
pub fn load_average() -> Option<String> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    let fields: Vec<&str> = text.split_whitespace().take(3).collect();
    (fields.len() == 3).then(|| fields.join(" "))
}

/// The median of some durations (the upper one of the middle two for an even count).
pub fn median(times: &[Duration]) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    sorted.get(sorted.len() / 2).copied().unwrap_or_default()
}

/// Milliseconds.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse() {
        assert_eq!(parse_size("56x9x9"), Ok(gemm::Size { m: 56, n: 9, k: 9 }));
        assert!(parse_size("56x9").is_err());
        assert!(parse_size("0x9x9").is_err());
        assert!(parse_size("axbxc").is_err());
    }

    #[test]
    fn transposes_parse() {
        assert_eq!(parse_transposes("tn"), Ok(gemm::Transposes { a: true, b: false }));
        assert_eq!(parse_transposes("NT"), Ok(gemm::Transposes { a: false, b: true }));
        assert!(parse_transposes("t").is_err());
        assert!(parse_transposes("nx").is_err());
        assert!(parse_transposes("tnn").is_err());
    }

    #[test]
    fn work_groups_parse() {
        assert_eq!(parse_work_group("8x2"), Ok((8, 2)));
        assert_eq!(parse_work_group("64X16"), Ok((64, 16)));
        assert!(parse_work_group("12x2").is_err(), "M must be a multiple of 8");
        assert!(parse_work_group("64x32").is_err(), "more than 1024 work-items");
        assert!(parse_work_group("8x2x1").is_err());
        assert!(parse_work_group("8x0").is_err());
        assert!(parse_work_group("18446744073709551608x2").is_err(), "overflow is an error, not a panic");
    }

    #[test]
    fn median_of_odd_and_even() {
        let d = Duration::from_millis;
        assert_eq!(median(&[d(3), d(1), d(2)]), d(2));
        assert_eq!(median(&[d(4), d(1), d(3), d(2)]), d(3));
        assert_eq!(median(&[]), Duration::ZERO);
    }
}
