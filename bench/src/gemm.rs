//! The GEMM benchmark: strided-batched C(:,:,i) = A(:,:,i)·B(:,:,i) + β·C(:,:,i), tinyc on the
//! OpenCL device against MKL and LIBXSMM on the host (`host.rs`) and CLBlast on the same device.
//!
//! Per precision, β and size: the kernel is generated in the tensor language and compiled with
//! `Program::from_ir`; A, B (and C for β = 1) get random entries in [−1, 1), the same for every
//! library. The first call of each library compiles and is checked against a host reference on a
//! sample of batch entries; after the warm-up the libraries are timed in alternation, and the
//! median (and best) host time from the call to the completion of the work counts
//! (`Kernel::launch` waits; CLBlast's call is followed by `clFinish`, which also covers helper
//! kernels it may enqueue; the host libraries return when done). GFLOP/s = 2·M·N·K·batch / time
//! (the β·C additions are not counted). On a CPU device the roofline bound of each size comes
//! from the FMA peak and triad bandwidth measured on the host (`roofline.rs`).

use std::fmt;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use tinyc_runtime::num_complex::{Complex32, Complex64};
use tinyc_runtime::{Buffer, Context, Element, Error as RuntimeError, Kernel, MemrefArg, Program, half};

use tinyc_frontend::device::DeviceKind;

use crate::clblast::{self, StridedBatched};
use crate::host::{self, HostGemm, Libxsmm, Mkl};
use crate::roofline::{self, Limit};
use crate::table::{Cell, Table};
use crate::{Failure, GemmArgs, Outcome, PrecisionArg, Result, median, ms};

/// Matrix sizes: C is M×N, A is M×K, B is K×N.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub m: usize,
    pub n: usize,
    pub k: usize,
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}x{}", self.m, self.n, self.k)
    }
}

/// Which operands are transposed: `gemm.n.n` (the default), `gemm.t.n`, `gemm.n.t` or `gemm.t.t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Transposes {
    pub a: bool,
    pub b: bool,
}

impl Transposes {
    pub const NN: Transposes = Transposes { a: false, b: false };
}

impl fmt::Display for Transposes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = |t: bool| if t { 't' } else { 'n' };
        write!(f, "{}.{}", t(self.a), t(self.b))
    }
}

/// The default sizes: cubes, and the shapes of discontinuous-Galerkin kernels (tinytc's use case).
pub const SIZES: [Size; 8] = [
    Size { m: 8, n: 8, k: 8 },
    Size { m: 16, n: 16, k: 16 },
    Size { m: 32, n: 32, k: 32 },
    Size { m: 64, n: 64, k: 64 },
    Size { m: 128, n: 128, k: 128 },
    Size { m: 56, n: 9, k: 9 },
    Size { m: 9, n: 56, k: 56 },
    Size { m: 35, n: 9, k: 35 },
];

/// What to measure.
#[derive(Clone, Debug)]
pub struct Config {
    pub quick: bool,
    /// Measure the FMA peak and the triad bandwidth (CPU devices).
    pub limit: bool,
    /// Run MKL and LIBXSMM.
    pub peers: bool,
    pub csv: PathBuf,
    /// Bytes of A, B and C together per size.
    pub bytes: usize,
    pub warmups: usize,
    pub runs: usize,
    pub sizes: Vec<Size>,
    pub precisions: Vec<PrecisionArg>,
    pub betas: Vec<u8>,
    pub transposes: Vec<Transposes>,
    /// A work-group size forced on the tinyc kernels.
    pub work_group: Option<(i64, i64)>,
    /// OpenCL C run instead of tinyc's kernel (`--opencl-c`).
    pub opencl_c: Option<PathBuf>,
    /// The kernels' M, N and K are dynamic (`--dynamic`).
    pub dynamic: bool,
    /// tinytc v0.4.0's compiler as a peer (`TINYTC_V04_CLI`; its SPIR-V needs a device that
    /// takes SPIR-V, such as Intel's OpenCL CPU runtime).
    pub tinytc: Option<PathBuf>,
}

impl Config {
    pub fn from_args(args: GemmArgs) -> Config {
        let mib = args.mib.unwrap_or(if args.quick { 8 } else { 64 }) as usize;
        Config {
            quick: args.quick,
            limit: !args.no_limit,
            peers: !args.no_peers,
            csv: args.csv.unwrap_or_else(|| crate::target_dir().join("bench").join("gemm.csv")),
            bytes: mib << 20,
            warmups: if args.quick { 1 } else { 2 },
            runs: args.runs.map_or(if args.quick { 5 } else { 10 }, |r| r as usize),
            sizes: if args.sizes.is_empty() { SIZES.to_vec() } else { args.sizes },
            precisions: args.precision.map_or_else(|| vec![PrecisionArg::F32, PrecisionArg::F64], |p| vec![p]),
            betas: args.beta.map_or_else(|| vec![0, 1], |b| vec![b]),
            transposes: if args.transpose.is_empty() { vec![Transposes::NN] } else { args.transpose },
            work_group: args.work_group,
            opencl_c: args.opencl_c,
            dynamic: args.dynamic,
            tinytc: std::env::var_os("TINYTC_V04_CLI").filter(|v| !v.is_empty()).map(PathBuf::from),
        }
    }
}

/// An element type of the benchmark's operands.
pub trait Elem: Element + Copy + 'static {
    /// Its name in the tensor language.
    const NAME: &'static str;
    const COMPLEX: bool = false;
    /// Largest accepted max|C − C_ref| / max|C_ref| when C has this type. Entries are sums of at
    /// most a few hundred products of numbers in [−1, 1]: rounding stays far below this, a wrong
    /// index far above.
    const TOLERANCE: f64;
    /// The value re + i·im (the real part for a real type).
    fn from_parts(re: f64, im: f64) -> Self;
    fn to_c64(self) -> Complex64;
}

/// A real type every library multiplies (CLBlast included).
trait Float: Elem + clblast::Real {}
impl Float for f32 {}
impl Float for f64 {}

macro_rules! real_elem {
    ($t:ty, $name:literal, $tol:literal, $from:expr, $to:expr) => {
        impl Elem for $t {
            const NAME: &'static str = $name;
            const TOLERANCE: f64 = $tol;
            fn from_parts(re: f64, _: f64) -> $t {
                $from(re)
            }
            fn to_c64(self) -> Complex64 {
                Complex64::new($to(self), 0.0)
            }
        }
    };
}
real_elem!(f32, "f32", 1e-4, |v| v as f32, f64::from);
real_elem!(f64, "f64", 1e-10, |v| v, |v| v);
real_elem!(half::f16, "f16", 1e-2, half::f16::from_f64, half::f16::to_f64);
real_elem!(half::bf16, "bf16", 1e-1, half::bf16::from_f64, half::bf16::to_f64);

impl Elem for Complex32 {
    const NAME: &'static str = "c32";
    const COMPLEX: bool = true;
    const TOLERANCE: f64 = 1e-4;
    fn from_parts(re: f64, im: f64) -> Complex32 {
        Complex32::new(re as f32, im as f32)
    }
    fn to_c64(self) -> Complex64 {
        Complex64::new(self.re.into(), self.im.into())
    }
}

/// The tensor-language kernel: one work-group per batch entry; `work_group` forces its size.
/// A and B have the element type `ty`, C (and α, β) `out`; M, N and K are written as `?` where
/// `dynamic`.
pub fn kernel_source(
    ty: &str,
    out: &str,
    s: Size,
    t: Transposes,
    beta: u8,
    work_group: Option<(i64, i64)>,
    dynamic: bool,
) -> String {
    let size = |v: usize| if dynamic { "?".to_string() } else { v.to_string() };
    let (m, n, k) = (size(s.m), size(s.n), size(s.k));
    // The stored shapes: A is K×M when transposed, B is N×K.
    let (a0, a1) = if t.a { (&k, &m) } else { (&m, &k) };
    let (b0, b1) = if t.b { (&n, &k) } else { (&k, &n) };
    let op = |t: bool| if t { "t" } else { "n" };
    let (opa, opb) = (op(t.a), op(t.b));
    let attrs = match work_group {
        // One work-item: what the compiler gives a GEMM it computes element-serially; no
        // attribute can ask for it (subgroup size 1 is no CPU device's).
        Some((1, 1)) => String::new(),
        Some((wm, wn)) => {
            let sg = [32, 16, 8].into_iter().find(|sg| wm % sg == 0).unwrap_or(8);
            format!(" work_group_size({wm}, {wn}) subgroup_size({sg})")
        }
        None => String::new(),
    };
    format!(
        "; C[:, :, g] := op(A[:, :, g]) * op(B[:, :, g]) + {beta} * C[:, :, g], one work-group per g\n\
         func @gemm(%A: memref<{ty}x{a0}x{a1}x?>, %B: memref<{ty}x{b0}x{b1}x?>, %C: memref<{out}x{m}x{n}x?>){attrs} {{\n  \
           %g = group_id\n  \
           %a = subview %A[:, :, %g] : memref<{ty}x{a0}x{a1}x?>\n  \
           %b = subview %B[:, :, %g] : memref<{ty}x{b0}x{b1}x?>\n  \
           %c = subview %C[:, :, %g] : memref<{out}x{m}x{n}x?>\n  \
           gemm.{opa}.{opb} 1.0, %a, %b, {beta}.0, %c\n      \
             : {out}, memref<{ty}x{a0}x{a1}>, memref<{ty}x{b0}x{b1}>, {out}, memref<{out}x{m}x{n}>\n\
         }}\n"
    )
}

/// How one library did on one size.
#[derive(Debug)]
pub(crate) enum Measured {
    /// Median and best host time, and for tinyc the median device time (OpenCL profiling).
    Timed { time: Duration, best: Duration, device_time: Option<Duration> },
    /// The check failed (details on stderr).
    Wrong,
    /// A call failed (details on stderr).
    Error,
    /// Not measured: the library is not installed or does not take this case.
    Absent,
}

impl Measured {
    pub(crate) fn time(&self) -> Option<Duration> {
        match self {
            Measured::Timed { time, .. } => Some(*time),
            _ => None,
        }
    }

    fn gflops(&self, flops: f64) -> Option<f64> {
        self.time().map(|t| flops / t.as_secs_f64() / 1e9)
    }

    fn best_gflops(&self, flops: f64) -> Option<f64> {
        match self {
            Measured::Timed { best, .. } => Some(flops / best.as_secs_f64() / 1e9),
            _ => None,
        }
    }

    fn summary(&self, flops: f64) -> String {
        match self {
            Measured::Timed { .. } => {
                format!("{} ({} best)", fmt_opt(self.gflops(flops)), fmt_opt(self.best_gflops(flops)))
            }
            Measured::Wrong => "WRONG".to_string(),
            Measured::Error => "ERROR".to_string(),
            Measured::Absent => "-".to_string(),
        }
    }

    fn cell(&self, flops: f64) -> Cell {
        match self {
            Measured::Timed { .. } => Cell::opt(self.gflops(flops), 2),
            Measured::Wrong => Cell::missing("WRONG"),
            Measured::Error => Cell::missing("ERROR"),
            Measured::Absent => Cell::missing("-"),
        }
    }

    /// A failure, as opposed to a measurement or a library that is not there.
    fn failed(&self) -> bool {
        matches!(self, Measured::Wrong | Measured::Error)
    }
}

/// The libraries, in the order of the table and of the timed runs.
const LIBRARIES: [&str; 5] = ["tinyc", "MKL", "LIBXSMM", "CLBlast", "tinytc"];

/// One row of the table.
#[derive(Debug)]
struct Row {
    /// The element type, or `f16>f32` (A and B, C) for a mixed-precision GEMM.
    precision: String,
    /// A complex multiply-add is 8 flops.
    complex: bool,
    beta: u8,
    transposes: Transposes,
    size: Size,
    batch: usize,
    work_group: Option<(i64, i64)>,
    /// Per library of [`LIBRARIES`].
    measured: [Measured; 5],
    /// The roofline bound, GFLOP/s.
    bound: Option<f64>,
}

impl Row {
    fn flops(&self) -> f64 {
        let per_multiply_add = if self.complex { 8.0 } else { 2.0 };
        per_multiply_add * (self.size.m * self.size.n * self.size.k) as f64 * self.batch as f64
    }

    fn tinyc(&self) -> &Measured {
        &self.measured[0]
    }

    /// The best median GFLOP/s of MKL and LIBXSMM.
    fn best_cpu_library(&self) -> Option<f64> {
        self.measured[1..3].iter().filter_map(|m| m.gflops(self.flops())).reduce(f64::max)
    }

    fn ok(&self) -> bool {
        !self.measured.iter().any(Measured::failed)
    }
}

/// tinytc's kernel and device copies of A and B, and of C.
type TinytcKernel<I, O> = (Kernel, Vec<Buffer<I>>, Buffer<O>);

/// Everything the measurement of one size needs.
struct Bench<'a> {
    ctx: &'a Context,
    queue: &'a clblast::Queue,
    mkl: Option<&'a Mkl>,
    libxsmm: Option<&'a Libxsmm>,
    limit: Option<Limit>,
    config: &'a Config,
}

pub fn run(config: &Config) -> Result<Outcome> {
    // Fail before the long run, not after it, when the CSV cannot go where it should.
    if let Some(dir) = config.csv.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| Failure::new(format!("cannot create {}: {e}", dir.display())))?;
    }
    let ctx = Context::new().map_err(|e| match e {
        RuntimeError::NoPlatform { .. } | RuntimeError::NoDevice { .. } => Failure::new(format!(
            "cannot benchmark without an OpenCL device: {e}\n(install an OpenCL driver, e.g. `pocl-opencl-icd`, or set {})",
            tinyc_runtime::DEVICE_ENV
        )),
        e => e.into(),
    })?;
    let queue = clblast::Queue::new(&ctx);
    let cpu = matches!(ctx.frontend_device().kind, DeviceKind::Cpu);
    fn load<L>(name: &str, loaded: std::result::Result<L, String>) -> Option<L> {
        loaded.map_err(|e| eprintln!("warning: no {name} column: {e}")).ok()
    }
    let (mkl, libxsmm) =
        if config.peers { (load("MKL", Mkl::load()), load("LIBXSMM", Libxsmm::load())) } else { (None, None) };

    say!("device:    {} (OpenCL {}.{})", ctx.device_name(), ctx.opencl_version().0, ctx.opencl_version().1);
    say!(
        "operands:  about {} MiB of A, B and C per size{}; {} warm-up and {} timed runs per library, median",
        config.bytes >> 20,
        if config.quick { " (--quick)" } else { "" },
        config.warmups,
        config.runs
    );
    if let Some(load) = crate::load_average() {
        say!(
            "load:      {load} (1, 5, 15 min averages of /proc/loadavg at the start; other processes compete for the cores)"
        );
    }
    let limit = if cpu && config.limit {
        eprintln!("measuring the FMA peak and the triad bandwidth ...");
        let limit = roofline::measure(config.bytes);
        say!(
            "limit:     FMA peak f32 {:.1} GFLOP/s, f64 {:.1} GFLOP/s ({}, {} threads); triad {:.1} GB/s over {} MiB",
            limit.f32_gflops,
            limit.f64_gflops,
            limit.isa,
            limit.threads,
            limit.triad_gbs,
            config.bytes >> 20
        );
        Some(limit)
    } else {
        say!("limit:     not measured ({})", if cpu { "--no-limit" } else { "not a CPU device" });
        None
    };
    say!(
        "peers:     MKL {}, LIBXSMM {} (host, {} threads); CLBlast on the device",
        if let Some(m) = &mkl { m.path.display().to_string() } else { "-".to_string() },
        if libxsmm.is_some() { "1.17" } else { "-" },
        host::threads()
    );
    say!();

    let bench = Bench { ctx: &ctx, queue: &queue, mkl: mkl.as_ref(), libxsmm: libxsmm.as_ref(), limit, config };
    let mut rows = Vec::new();
    for &precision in &config.precisions {
        if matches!(precision, PrecisionArg::F64) && !ctx.supports_fp64() {
            eprintln!("the device has no double precision: f64 skipped");
            continue;
        }
        for &beta in &config.betas {
            for (&t, &size) in config.transposes.iter().flat_map(|t| config.sizes.iter().map(move |s| (t, s))) {
                let row = match precision {
                    PrecisionArg::F32 => bench.size::<f32>(size, t, beta)?,
                    PrecisionArg::F64 => bench.size::<f64>(size, t, beta)?,
                    PrecisionArg::F16F32 => bench.size_typed::<half::f16, f32>(size, t, beta)?,
                    PrecisionArg::Bf16F32 => bench.size_typed::<half::bf16, f32>(size, t, beta)?,
                    PrecisionArg::C32 => bench.size_typed::<Complex32, Complex32>(size, t, beta)?,
                };
                let cells: Vec<String> = LIBRARIES
                    .iter()
                    .zip(&row.measured)
                    .map(|(name, m)| format!("{name} {}", m.summary(row.flops())))
                    .collect();
                eprintln!(
                    "{} beta={} gemm.{} {:>11} batch {:>6}: {}; bound {}",
                    row.precision,
                    row.beta,
                    row.transposes,
                    row.size.to_string(),
                    row.batch,
                    cells.join(", "),
                    fmt_opt(row.bound)
                );
                rows.push(row);
            }
        }
    }

    let table = table(&rows);
    put!("{}", table.render());
    table.write_csv(&config.csv)?;
    say!("\nCSV: {}", config.csv.display());
    Ok(if rows.iter().all(Row::ok) { Outcome::Passed } else { Outcome::Failed })
}

fn fmt_opt(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_string(), |v| format!("{v:.2}"))
}

fn table(rows: &[Row]) -> Table {
    let mut table = Table::new(&[
        ("precision", "precision"),
        ("beta", "beta"),
        ("op", "transpose"),
        ("MxNxK", "size"),
        ("batch", "batch"),
        ("tinyc wg", "tinyc_work_group"),
        ("tinyc", "tinyc_gflops"),
        ("tinyc best", "tinyc_best_gflops"),
        ("MKL", "mkl_gflops"),
        ("LIBXSMM", "libxsmm_gflops"),
        ("CLBlast", "clblast_gflops"),
        ("tinytc", "tinytc_gflops"),
        ("bound", "bound_gflops"),
        ("tinyc % bound", "tinyc_bound_percent"),
        ("tinyc / best CPU lib", "tinyc_over_best_cpu_library"),
        ("", "mkl_best_gflops"),
        ("", "libxsmm_best_gflops"),
        ("", "clblast_best_gflops"),
        ("", "tinytc_best_gflops"),
        ("", "tinyc_ms"),
        ("", "tinyc_device_ms"),
    ]);
    for row in rows {
        let flops = row.flops();
        let tinyc = row.tinyc().gflops(flops);
        let device_ms = match row.tinyc() {
            Measured::Timed { device_time, .. } => device_time.map(ms),
            _ => None,
        };
        let mut cells = vec![
            Cell::text(row.precision.clone()),
            Cell::int(row.beta.into()),
            Cell::text(row.transposes.to_string()),
            Cell::text(row.size.to_string()),
            Cell::int(row.batch),
            Cell::text(row.work_group.map_or_else(|| "-".to_string(), |(m, n)| format!("{m}x{n}"))),
            row.tinyc().cell(flops),
            Cell::opt(row.tinyc().best_gflops(flops), 2),
        ];
        cells.extend(row.measured[1..].iter().map(|m| m.cell(flops)));
        cells.extend([
            Cell::opt(row.bound, 1),
            Cell::opt(tinyc.zip(row.bound).map(|(t, b)| 100.0 * t / b), 1),
            Cell::opt(tinyc.zip(row.best_cpu_library()).map(|(t, l)| t / l), 2),
        ]);
        cells.extend(row.measured[1..].iter().map(|m| Cell::opt(m.best_gflops(flops), 2)));
        cells.extend([Cell::opt(row.tinyc().time().map(ms), 3), Cell::opt(device_ms, 3)]);
        table.push(cells);
    }
    table
}

/// One library's part in the measurement of a size: a call that runs the whole batch and
/// returns its host time (and the device time where there is one), and the times so far.
pub(crate) struct Contender<'a> {
    what: String,
    call: Box<dyn FnMut() -> Result<(Duration, Option<Duration>)> + 'a>,
    /// The first call's result is checked by this before anything is timed.
    check: Box<dyn Fn() -> Result<std::result::Result<(), String>> + 'a>,
    times: Vec<Duration>,
    device_times: Vec<Duration>,
    state: Measured,
}

impl<'a> Contender<'a> {
    pub(crate) fn absent() -> Contender<'a> {
        Contender {
            what: String::new(),
            call: Box::new(|| Err(Failure::new("absent"))),
            check: Box::new(|| Ok(Ok(()))),
            times: Vec::new(),
            device_times: Vec::new(),
            state: Measured::Absent,
        }
    }

    pub(crate) fn new(
        what: String,
        call: impl FnMut() -> Result<(Duration, Option<Duration>)> + 'a,
        check: impl Fn() -> Result<std::result::Result<(), String>> + 'a,
    ) -> Contender<'a> {
        Contender {
            what,
            call: Box::new(call),
            check: Box::new(check),
            times: Vec::new(),
            device_times: Vec::new(),
            state: Measured::Error,
        }
    }

    /// The first call (which may compile), checked. Leaves the contender running or failed.
    fn first(&mut self) {
        if matches!(self.state, Measured::Absent) {
            return;
        }
        match (self.call)().and_then(|_| (self.check)()) {
            Ok(Ok(())) => {
                self.state = Measured::Timed { time: Duration::ZERO, best: Duration::ZERO, device_time: None }
            }
            Ok(Err(message)) => {
                eprintln!("{} computed a wrong result: {message}", self.what);
                self.state = Measured::Wrong;
            }
            Err(e) => {
                eprintln!("{}: {e}", self.what);
                self.state = Measured::Error;
            }
        }
    }

    /// One more run, timed or not; a failure stops the contender.
    fn again(&mut self, timed: bool) {
        if !matches!(self.state, Measured::Timed { .. }) {
            return;
        }
        match (self.call)() {
            Ok((t, d)) => {
                if timed {
                    self.times.push(t);
                    self.device_times.extend(d);
                }
            }
            Err(e) => {
                eprintln!("{}: {e}", self.what);
                self.state = Measured::Error;
            }
        }
    }

    fn finish(self) -> Measured {
        match self.state {
            Measured::Timed { .. } if !self.times.is_empty() => Measured::Timed {
                time: median(&self.times),
                best: self.times.iter().copied().min().unwrap_or_default(),
                device_time: (!self.device_times.is_empty()).then(|| median(&self.device_times)),
            },
            Measured::Timed { .. } => Measured::Error,
            state => state,
        }
    }
}

/// A host library's contender, on its own copy of C.
#[allow(clippy::too_many_arguments)]
fn host_contender<'a, I: Elem, O: Elem>(
    lib: Option<&'a dyn HostGemm<I, O>>,
    what: &str,
    size: Size,
    t: Transposes,
    batch: usize,
    beta: O,
    (a, b, c0): (&'a [I], &'a [I], &'a [O]),
    check: &'a dyn Fn(&[O]) -> std::result::Result<(), String>,
) -> Contender<'a> {
    let Some(lib) = lib else {
        return Contender::absent();
    };
    let c = std::rc::Rc::new(std::cell::RefCell::new(c0.to_vec()));
    let c_checked = c.clone();
    Contender::new(
        format!("{what}: {}", lib.name()),
        move || {
            let mut c = c.borrow_mut();
            let start = Instant::now();
            lib.gemm(size, (t.a, t.b), batch, a, b, beta, &mut c).map_err(Failure::new)?;
            Ok((start.elapsed(), None))
        },
        move || Ok(check(&c_checked.borrow())),
    )
}

/// A kernel's work-group size, if known.
type WorkGroup = Option<(i64, i64)>;

/// The operands of one size: `batch` packed matrices each, A and B of `I`, C of `O`.
struct Operands<I, O> {
    batch: usize,
    a: Vec<I>,
    b: Vec<I>,
    c0: Vec<O>,
}

impl<I: Elem, O: Elem> Operands<I, O> {
    /// About `bytes` of A, B and C with random entries; with β = 0 C is NaN, so that any read of
    /// the old C fails the check.
    fn new(size: Size, bytes: usize, beta: u8) -> Operands<I, O> {
        let Size { m, n, k } = size;
        let (mk, kn, mn) = (m * k, k * n, m * n);
        let batch = (bytes / (size_of::<I>() * (mk + kn) + size_of::<O>() * mn)).max(1);
        let c0 = if beta == 0 { vec![O::from_parts(f64::NAN, f64::NAN); mn * batch] } else { random(mn * batch, 3) };
        Operands { batch, a: random(mk * batch, 1), b: random(kn * batch, 2), c0 }
    }
}

/// Runs the contenders: each one's first call (checked), then the warm-up and timed runs in
/// alternation.
fn measure<const N: usize>(config: &Config, contenders: [Contender<'_>; N]) -> [Measured; N] {
    measure_runs(config.warmups, config.runs, contenders)
}

/// The contenders' first calls checked, then `warmups - 1` untimed and `runs` timed rounds in
/// alternation (every contender once per round).
pub(crate) fn measure_runs<const N: usize>(
    warmups: usize,
    runs: usize,
    mut contenders: [Contender<'_>; N],
) -> [Measured; N] {
    for c in &mut contenders {
        c.first();
    }
    for run in 0..warmups.saturating_sub(1) + runs {
        let timed = run + 1 >= warmups;
        for c in &mut contenders {
            c.again(timed);
        }
    }
    contenders.map(Contender::finish)
}

impl<'a> Bench<'a> {
    /// A row to fill: nothing measured yet.
    fn row<I: Elem, O: Elem>(&self, size: Size, t: Transposes, beta: u8, batch: usize) -> Row {
        let Size { m, n, k } = size;
        Row {
            precision: if I::NAME == O::NAME { O::NAME.to_string() } else { format!("{}>{}", I::NAME, O::NAME) },
            complex: O::COMPLEX,
            beta,
            transposes: t,
            size,
            batch,
            work_group: None,
            measured: [Measured::Error, Measured::Absent, Measured::Absent, Measured::Absent, Measured::Absent],
            // The roofline of real types (one FMA a multiply-add).
            bound: self
                .limit
                .filter(|_| !O::COMPLEX && I::NAME == O::NAME)
                .map(|l| l.bound(m, n, k, size_of::<O>(), O::NAME == "f64")),
        }
    }

    /// tinyc's contender on device copies of the operands, and its kernel's work-group size;
    /// `None` (reported) when the kernel does not compile.
    fn tinyc<'c, I: Elem, O: Elem>(
        &self,
        what: &str,
        size: Size,
        t: Transposes,
        beta: u8,
        ops: &Operands<I, O>,
        check: &'c dyn Fn(&[O]) -> std::result::Result<(), String>,
    ) -> Result<Option<(Contender<'c>, WorkGroup)>> {
        let Size { m, n, k } = size;
        let source = kernel_source(I::NAME, O::NAME, size, t, beta, self.config.work_group, self.config.dynamic);
        let program = match Program::from_ir(self.ctx, "gemm_bench.ir", &source) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{what}: tinyc: {e}");
                return Ok(None);
            }
        };
        let program = match &self.config.opencl_c {
            None => program,
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| Failure::new(format!("cannot read {}: {e}", path.display())))?;
                match Program::from_source(self.ctx, &text, program.signatures().to_vec()) {
                    Ok(p) => p,
                    Err(e) => {
                        eprintln!("{what}: {}: {e}", path.display());
                        return Ok(None);
                    }
                }
            }
        };
        let work_group = program.signatures().first().map(|s| s.abi.work_group_size);
        let kernel = program.kernel("gemm")?;
        let a_dev = self.ctx.buffer_from(&ops.a)?;
        let b_dev = self.ctx.buffer_from(&ops.b)?;
        let c_dev = std::rc::Rc::new(self.ctx.buffer_from(&ops.c0)?);
        let c_checked = c_dev.clone();
        let batch = ops.batch;
        let (a_shape, b_shape) = (if t.a { [k, m] } else { [m, k] }, if t.b { [n, k] } else { [k, n] });
        let dims = |s: [usize; 2]| [s[0] as i64, s[1] as i64, batch as i64];
        let (a_dims, b_dims, c_dims) = (dims(a_shape), dims(b_shape), dims([m, n]));
        let contender = Contender::new(
            format!("{what}: tinyc"),
            move || {
                let args = [
                    MemrefArg::new(&a_dev, a_dims).into(),
                    MemrefArg::new(&b_dev, b_dims).into(),
                    MemrefArg::new(&*c_dev, c_dims).into(),
                ];
                let start = Instant::now();
                let info = kernel.launch(&args, batch)?;
                Ok((start.elapsed(), Some(info.device_time)))
            },
            move || Ok(check(&c_checked.read()?)),
        );
        Ok(Some((contender, work_group)))
    }

    /// Checks, warms up and times the libraries on one size of a real type. Only setup failures
    /// (allocation, a broken OpenCL context) are errors; a library that fails or computes wrong
    /// results is reported on stderr and marked in the row.
    fn size<T: Float>(&'a self, size: Size, t: Transposes, beta: u8) -> Result<Row>
    where
        Mkl: HostGemm<T>,
        Libxsmm: HostGemm<T>,
    {
        let Size { m, n, k } = size;
        let ops = Operands::<T, T>::new(size, self.config.bytes, beta);
        let batch = ops.batch;
        let check = |c: &[T]| check(size, t, batch, beta, (&ops.a, &ops.b, &ops.c0), c);
        let what = format!("{} beta={beta} gemm.{t} {size} batch {batch}", T::NAME);
        let mut row = self.row::<T, T>(size, t, beta, batch);
        let one = T::from_parts(1.0, 0.0);
        let beta_t = T::from_parts(f64::from(beta), 0.0);
        let Some((tinyc, work_group)) = self.tinyc(&what, size, t, beta, &ops, &check)? else { return Ok(row) };
        row.work_group = work_group;

        // The host libraries, on host copies of the same data.
        let host = |lib: Option<&'a dyn HostGemm<T>>| {
            let operands = (ops.a.as_slice(), ops.b.as_slice(), ops.c0.as_slice());
            host_contender(lib.filter(|l| l.supports(t.a, t.b)), &what, size, t, batch, beta_t, operands, &check)
        };
        let mkl = host(self.mkl.map(|l| l as &dyn HostGemm<T>));
        let libxsmm = host(self.libxsmm.map(|l| l as &dyn HostGemm<T>));

        // CLBlast: same data on the device; its first call compiles its kernels.
        let (a_cl, b_cl, c_cl) = (self.queue.buffer(&ops.a)?, self.queue.buffer(&ops.b)?, self.queue.buffer(&ops.c0)?);
        let call = StridedBatched { m, n, k, trans_a: t.a, trans_b: t.b, batch };
        let clblast = Contender::new(
            format!("{what}: CLBlast"),
            || Ok((self.queue.gemm(call, one, &a_cl, &b_cl, beta_t, &c_cl)?, None)),
            || Ok(check(&self.queue.read(&c_cl)?)),
        );
        let tinytc = self.tinytc(&what, size, t, beta, &ops, &check);
        row.measured = measure(self.config, [tinyc, mkl, libxsmm, clblast, tinytc]);
        Ok(row)
    }

    /// tinytc v0.4.0's kernel for the same GEMM (`TINYTC_V04_CLI` runs its compiler; the
    /// program is tinyc's rewritten as v0.4) as SPIR-V, on the same device with tinyc's launch;
    /// absent where the variable is not set or the device takes no SPIR-V.
    fn tinytc<'c, I: Elem, O: Elem>(
        &self,
        what: &str,
        size: Size,
        t: Transposes,
        beta: u8,
        ops: &Operands<I, O>,
        check: &'c dyn Fn(&[O]) -> std::result::Result<(), String>,
    ) -> Contender<'c> {
        let Some(cli) = &self.config.tinytc else { return Contender::absent() };
        if !self.ctx.supports_spirv() {
            return Contender::absent();
        }
        let build = || -> std::result::Result<TinytcKernel<I, O>, String> {
            let v03 = kernel_source(I::NAME, O::NAME, size, t, beta, None, self.config.dynamic);
            let v04 = tinyc_tests::progen::rewrite_v04(&v03)?.ok_or("no tinytc v0.4 form")?;
            let il = tinyc_tests::exec::tinytc_compile(cli, &v04)?;
            let module = tinyc_spirv::binary::parse(&il)?;
            let local = tinyc_spirv::binary::local_size(&module, "gemm").ok_or("tinytc's kernel has no LocalSize")?;
            let sg = tinyc_spirv::binary::subgroup_sizes(&module).into_iter().map(|(_, s)| i64::from(s)).next();
            let w = (i64::from(local[0]), i64::from(local[1]), sg);
            let v04 = tinyc_tests::exec::with_work_group(&v04, w)?;
            let program = Program::from_ir_in(self.ctx, "gemm_v04.ir", &v04, tinyc_runtime::Form::OpenClC, None)
                .map_err(|e| e.to_string())?;
            let program =
                Program::from_spirv(self.ctx, &il, program.signatures().to_vec()).map_err(|e| e.to_string())?;
            let kernel = program.kernel("gemm").map_err(|e| e.to_string())?;
            let a = self.ctx.buffer_from(&ops.a).map_err(|e| e.to_string())?;
            let b = self.ctx.buffer_from(&ops.b).map_err(|e| e.to_string())?;
            let c = self.ctx.buffer_from(&ops.c0).map_err(|e| e.to_string())?;
            Ok((kernel, vec![a, b], c))
        };
        let (kernel, ab, c_dev) = match build() {
            Ok(parts) => parts,
            Err(e) => {
                eprintln!("{what}: tinytc: {e}");
                return Contender::absent();
            }
        };
        let Size { m, n, k } = size;
        let batch = ops.batch;
        let (a_shape, b_shape) = (if t.a { [k, m] } else { [m, k] }, if t.b { [n, k] } else { [k, n] });
        let dims = |s: [usize; 2]| [s[0] as i64, s[1] as i64, batch as i64];
        let (a_dims, b_dims, c_dims) = (dims(a_shape), dims(b_shape), dims([m, n]));
        let c_dev = std::rc::Rc::new(c_dev);
        let c_checked = c_dev.clone();
        Contender::new(
            format!("{what}: tinytc"),
            move || {
                let args = [
                    MemrefArg::new(&ab[0], a_dims).into(),
                    MemrefArg::new(&ab[1], b_dims).into(),
                    MemrefArg::new(&*c_dev, c_dims).into(),
                ];
                let start = Instant::now();
                let info = kernel.launch(&args, batch)?;
                Ok((start.elapsed(), Some(info.device_time)))
            },
            move || Ok(check(&c_checked.read()?)),
        )
    }

    /// One size of a mixed-precision (A and B of `I`, C of `O`) or complex GEMM: tinyc against
    /// MKL where it has the case (`cblas_gemm_f16f16f32`, `cblas_gemm_bf16bf16f32`,
    /// `cblas_cgemm_batch_strided`); LIBXSMM and CLBlast are not asked.
    fn size_typed<I: Elem, O: Elem>(&'a self, size: Size, t: Transposes, beta: u8) -> Result<Row>
    where
        Mkl: HostGemm<I, O>,
    {
        let ops = Operands::<I, O>::new(size, self.config.bytes, beta);
        let batch = ops.batch;
        let check = |c: &[O]| check(size, t, batch, beta, (&ops.a, &ops.b, &ops.c0), c);
        let mut row = self.row::<I, O>(size, t, beta, batch);
        let what = format!("{} beta={beta} gemm.{t} {size} batch {batch}", row.precision);
        let Some((tinyc, work_group)) = self.tinyc(&what, size, t, beta, &ops, &check)? else { return Ok(row) };
        row.work_group = work_group;
        let operands = (ops.a.as_slice(), ops.b.as_slice(), ops.c0.as_slice());
        let lib = self.mkl.map(|l| l as &dyn HostGemm<I, O>).filter(|l| l.supports(t.a, t.b));
        let beta_o = O::from_parts(f64::from(beta), 0.0);
        let mkl = host_contender(lib, &what, size, t, batch, beta_o, operands, &check);
        row.measured =
            measure(self.config, [tinyc, mkl, Contender::absent(), Contender::absent(), Contender::absent()]);
        Ok(row)
    }
}

/// Numbers in [−1, 1) from a small deterministic generator (xorshift64*); both parts of a
/// complex number.
fn random<T: Elem>(len: usize, seed: u64) -> Vec<T> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ seed.wrapping_mul(0xD1B5_4A32_D192_ED03);
    let mut next = || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        let bits = state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 40; // 24 random bits
        bits as f64 / (1u64 << 23) as f64 - 1.0
    };
    (0..len)
        .map(|_| {
            let re = next();
            let im = if T::COMPLEX { next() } else { 0.0 };
            T::from_parts(re, im)
        })
        .collect()
}

/// The batch entries the check looks at: the first, the last and some in between.
fn sample(batch: usize) -> Vec<usize> {
    const SAMPLES: usize = 16;
    let mut entries: Vec<usize> = (0..SAMPLES).map(|i| i * (batch - 1) / (SAMPLES - 1)).collect();
    entries.dedup();
    entries
}

/// Compares sampled entries of `c` with A·B + β·C0 computed on the host in complex f64:
/// Err(message) when max|C − C_ref| / max|C_ref| over an entry exceeds C's tolerance or C holds
/// a NaN.
fn check<I: Elem, O: Elem>(
    size: Size,
    t: Transposes,
    batch: usize,
    beta: u8,
    (a, b, c0): (&[I], &[I], &[O]),
    c: &[O],
) -> Result<(), String> {
    let Size { m, n, k } = size;
    // Element (i, p) of op(A) and (p, j) of op(B) in the packed column-major storage.
    let a_at = |i: usize, p: usize| if t.a { p + i * k } else { i + p * m };
    let b_at = |p: usize, j: usize| if t.b { j + p * n } else { p + j * k };
    for g in sample(batch) {
        let (a, b) = (&a[g * m * k..][..m * k], &b[g * k * n..][..k * n]);
        let (c0, c) = (&c0[g * m * n..][..m * n], &c[g * m * n..][..m * n]);
        let mut reference = vec![Complex64::new(0.0, 0.0); m * n];
        for j in 0..n {
            for i in 0..m {
                let sum: Complex64 = (0..k).map(|p| a[a_at(i, p)].to_c64() * b[b_at(p, j)].to_c64()).sum();
                reference[i + j * m] = if beta == 0 { sum } else { sum + c0[i + j * m].to_c64() };
            }
        }
        let scale = reference.iter().fold(f64::MIN_POSITIVE, |s, v| s.max(v.norm()));
        for (index, (&got, &want)) in c.iter().zip(&reference).enumerate() {
            let got = got.to_c64();
            let error = (got - want).norm() / scale;
            if error.is_nan() || error > O::TOLERANCE {
                let (i, j) = (index % m, index / m);
                let show = |v: Complex64| if O::COMPLEX { v.to_string() } else { v.re.to_string() };
                return Err(format!(
                    "C[{i}, {j}, {g}] = {} but the host reference is {} (relative error {error:.2e}, tolerance {:.0e})",
                    show(got),
                    show(want),
                    O::TOLERANCE
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::panic)] // tests report failures by panicking

    use super::*;

    #[test]
    fn kernel_source_checks() {
        for ((a, b), dynamic) in
            [(false, false), (true, false), (false, true), (true, true)].into_iter().zip([false, true, false, true])
        {
            let t = Transposes { a, b };
            let text = kernel_source("f64", "f64", Size { m: 35, n: 9, k: 17 }, t, 1, None, dynamic);
            assert!(text.contains(&format!("gemm.{t} ")), "{text}");
            assert_eq!(text.contains("memref<f64x?x?x?>"), dynamic, "{text}");
            let source = tinyc_frontend::Source::new("gemm.ir", text.as_bytes());
            let result = tinyc_frontend::Frontend::default().run(&source);
            assert!(result.is_ok(), "{text}\n{}", result.err().map(|d| source.render(&d)).unwrap_or_default());
        }
    }

    #[test]
    fn samples_cover_both_ends() {
        assert_eq!(sample(1), [0]);
        assert_eq!(sample(3), [0, 1, 2]);
        let s = sample(1000);
        assert_eq!((s.len(), s[0], s[s.len() - 1]), (16, 0, 999));
    }

    #[test]
    fn the_check_catches_errors() {
        let size = Size { m: 2, n: 2, k: 1 };
        let (a, b) = ([1.0f32, 2.0], [3.0f32, 4.0]);
        let c0 = [1.0f32; 4];
        let nn = Transposes::NN;
        assert_eq!(check(size, nn, 1, 1, (&a, &b, &c0), &[4.0, 7.0, 5.0, 9.0]), Ok(()));
        assert!(check(size, nn, 1, 0, (&a, &b, &c0), &[3.0, 6.0, 4.0, 9.0]).is_err());
        assert!(check(size, nn, 1, 0, (&a, &b, &c0), &[3.0, 6.0, 4.0, f32::NAN]).is_err());
    }

    #[test]
    fn the_check_reads_transposed_operands() {
        // A = [1 2; 3 4], b = (5, 6): A·b = (17, 39).
        let size = Size { m: 2, n: 1, k: 2 };
        let (a, a_t, b) = ([1.0f32, 3.0, 2.0, 4.0], [1.0f32, 2.0, 3.0, 4.0], [5.0f32, 6.0]);
        let c0 = [f32::NAN; 2];
        for (t, a) in [(Transposes::NN, &a), (Transposes { a: true, b: false }, &a_t)] {
            assert_eq!(check(size, t, 1, 0, (a, &b, &c0), &[17.0, 39.0]), Ok(()), "{t}");
            assert!(check(size, t, 1, 0, (a, &b, &c0), &[23.0, 34.0]).is_err(), "{t}");
        }
        // B stored transposed is the same vector when N = 1.
        let t = Transposes { a: true, b: true };
        assert_eq!(check(size, t, 1, 0, (&a_t, &b, &c0), &[17.0, 39.0]), Ok(()));
    }

    /// Every GEMM kernel of the benchmark (each size, f32 and f64, beta 0 and 1, every
    /// transposition), compiled for NVIDIA GPUs at sm_80 and sm_90: `ptxas -v` reports no spill
    /// stores or loads, and registers within the 255 a thread may have.
    #[test]
    fn the_benchmark_gemm_kernels_do_not_spill_on_nvidia_gpus() {
        let Some(ptxas) = tinyc_ptx::find_ptxas() else {
            eprintln!("SKIP: ptxas not found (scripts/setup.sh installs it); PTX spills not checked");
            return;
        };
        let dir = std::env::temp_dir().join(format!("tinyc-bench-spills-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        let mut checked = 0;
        for ty in ["f32", "f64"] {
            for size in SIZES {
                for beta in [0, 1] {
                    for (a, b) in [(false, false), (true, false), (false, true), (true, true)] {
                        let text = kernel_source(ty, ty, size, Transposes { a, b }, beta, None, false);
                        let source = tinyc_frontend::Source::new("gemm.ir", text.as_bytes());
                        let frontend = tinyc_frontend::Frontend::new(tinyc_frontend::Device::nvidia());
                        let checked_module = frontend.run(&source).unwrap_or_else(|d| panic!("{}", source.render(&d)));
                        for arch in ["sm_80", "sm_90"] {
                            let options = tinyc_ptx::Options { arch: arch.into(), ..Default::default() };
                            let ptx = tinyc_ptx::compile(&checked_module, &options).unwrap_or_else(|e| panic!("{e}"));
                            let file = dir.join(format!("gemm_{ty}_{size}_{a}{b}_{beta}_{arch}.ptx"));
                            std::fs::write(&file, &ptx).unwrap_or_else(|e| panic!("{e}"));
                            let out = std::process::Command::new(&ptxas)
                                .arg(format!("-arch={arch}"))
                                .args(["-v", "-o", "/dev/null"])
                                .arg(&file)
                                .output()
                                .unwrap_or_else(|e| panic!("{e}"));
                            let log = String::from_utf8_lossy(&out.stderr);
                            assert!(out.status.success(), "ptxas rejects {}:\n{log}", file.display());
                            assert!(
                                log.contains("0 bytes spill stores, 0 bytes spill loads"),
                                "{ty} {size} {a}{b} beta={beta} {arch} spills:\n{log}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(checked, 2 * SIZES.len() * 2 * 4 * 2);
    }
}
