//! The GEMM benchmark: strided-batched C(:,:,i) = A(:,:,i)·B(:,:,i) + β·C(:,:,i), tinyc against
//! CLBlast on the same OpenCL device.
//!
//! Per precision, β and size: the kernel is generated in the tensor language and compiled with
//! `Program::from_ir`; A, B (and C for β = 1) get random entries in [−1, 1), the same on both
//! sides. The first call of each library compiles and is checked against a host reference on a
//! sample of batch entries; after the warm-up the two libraries are timed in alternation, and the
//! median host time from the call to the completion of the work counts (`Kernel::launch` waits;
//! CLBlast's call is followed by `clFinish`, which also covers helper kernels it may enqueue).
//! GFLOP/s = 2·M·N·K·batch / time (the β·C additions are not counted).

use std::fmt;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use tinyc_runtime::{Context, Element, Error as RuntimeError, MemrefArg, Program};

use crate::clblast::{self, StridedBatched};
use crate::clpeak::{self, Peak};
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
    pub run_clpeak: bool,
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
}

impl Config {
    pub fn from_args(args: GemmArgs) -> Config {
        let mib = args.mib.unwrap_or(if args.quick { 8 } else { 64 }) as usize;
        Config {
            quick: args.quick,
            run_clpeak: !args.no_clpeak,
            csv: args.csv.unwrap_or_else(|| crate::target_dir().join("bench").join("gemm.csv")),
            bytes: mib << 20,
            warmups: if args.quick { 1 } else { 2 },
            runs: args.runs.map_or(if args.quick { 5 } else { 10 }, |r| r as usize),
            sizes: if args.sizes.is_empty() { SIZES.to_vec() } else { args.sizes },
            precisions: args.precision.map_or_else(|| vec![PrecisionArg::F32, PrecisionArg::F64], |p| vec![p]),
            betas: args.beta.map_or_else(|| vec![0, 1], |b| vec![b]),
            transposes: if args.transpose.is_empty() { vec![Transposes::NN] } else { args.transpose },
            work_group: args.work_group,
        }
    }
}

/// A floating-point type both libraries multiply.
trait Float: Element + clblast::Real + Into<f64> {
    const NAME: &'static str;
    /// Largest accepted max|C − C_ref| / max|C_ref|. Entries are sums of at most a few hundred
    /// products of numbers in [−1, 1]: rounding stays far below this, a wrong index far above.
    const TOLERANCE: f64;
    fn from_f64(v: f64) -> Self;
}

impl Float for f32 {
    const NAME: &'static str = "f32";
    const TOLERANCE: f64 = 1e-4;
    fn from_f64(v: f64) -> f32 {
        v as f32
    }
}

impl Float for f64 {
    const NAME: &'static str = "f64";
    const TOLERANCE: f64 = 1e-10;
    fn from_f64(v: f64) -> f64 {
        v
    }
}

/// The tensor-language kernel: one work-group per batch entry; `work_group` forces its size.
pub fn kernel_source(ty: &str, s: Size, t: Transposes, beta: u8, work_group: Option<(i64, i64)>) -> String {
    let (m, n, k) = (s.m, s.n, s.k);
    // The stored shapes: A is K×M when transposed, B is N×K.
    let (a0, a1) = if t.a { (k, m) } else { (m, k) };
    let (b0, b1) = if t.b { (n, k) } else { (k, n) };
    let op = |t: bool| if t { "t" } else { "n" };
    let (opa, opb) = (op(t.a), op(t.b));
    let attrs = match work_group {
        Some((wm, wn)) => {
            let sg = [32, 16, 8].into_iter().find(|sg| wm % sg == 0).unwrap_or(8);
            format!(" work_group_size({wm}, {wn}) subgroup_size({sg})")
        }
        None => String::new(),
    };
    format!(
        "; C[:, :, g] := op(A[:, :, g]) * op(B[:, :, g]) + {beta} * C[:, :, g], one work-group per g\n\
         func @gemm(%A: memref<{ty}x{a0}x{a1}x?>, %B: memref<{ty}x{b0}x{b1}x?>, %C: memref<{ty}x{m}x{n}x?>){attrs} {{\n  \
           %g = group_id\n  \
           %a = subview %A[:, :, %g] : memref<{ty}x{a0}x{a1}x?>\n  \
           %b = subview %B[:, :, %g] : memref<{ty}x{b0}x{b1}x?>\n  \
           %c = subview %C[:, :, %g] : memref<{ty}x{m}x{n}x?>\n  \
           gemm.{opa}.{opb} 1.0, %a, %b, {beta}.0, %c\n      \
             : {ty}, memref<{ty}x{a0}x{a1}>, memref<{ty}x{b0}x{b1}>, {ty}, memref<{ty}x{m}x{n}>\n\
         }}\n"
    )
}

/// How one library did on one size.
#[derive(Debug)]
enum Measured {
    /// Median host time, and for tinyc the median device time (OpenCL profiling).
    Timed { time: Duration, device_time: Option<Duration> },
    /// The check failed (details on stderr).
    Wrong,
    /// A call failed (details on stderr).
    Error,
}

impl Measured {
    fn time(&self) -> Option<Duration> {
        match self {
            Measured::Timed { time, .. } => Some(*time),
            _ => None,
        }
    }

    fn gflops(&self, flops: f64) -> Option<f64> {
        self.time().map(|t| flops / t.as_secs_f64() / 1e9)
    }

    fn summary(&self, flops: f64) -> String {
        match self {
            Measured::Timed { .. } => format!("{} GFLOP/s", fmt_opt(self.gflops(flops))),
            Measured::Wrong => "WRONG".to_string(),
            Measured::Error => "ERROR".to_string(),
        }
    }

    fn cell(&self, flops: f64) -> Cell {
        match self {
            Measured::Timed { .. } => Cell::opt(self.gflops(flops), 2),
            Measured::Wrong => Cell::missing("WRONG"),
            Measured::Error => Cell::missing("ERROR"),
        }
    }
}

/// One row of the table.
#[derive(Debug)]
struct Row {
    precision: &'static str,
    beta: u8,
    transposes: Transposes,
    size: Size,
    batch: usize,
    work_group: Option<(i64, i64)>,
    tinyc: Measured,
    clblast: Measured,
}

impl Row {
    fn flops(&self) -> f64 {
        2.0 * (self.size.m * self.size.n * self.size.k) as f64 * self.batch as f64
    }

    fn ok(&self) -> bool {
        matches!(self.tinyc, Measured::Timed { .. }) && matches!(self.clblast, Measured::Timed { .. })
    }
}

/// Everything the measurement of one size needs.
struct Bench<'a> {
    ctx: &'a Context,
    queue: &'a clblast::Queue,
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
    let location = ctx.device_location();
    let queue = clblast::Queue::new(&ctx);
    let peak =
        clpeak::peak(&crate::target_dir().join("clpeak-cache.txt"), ctx.device_name(), &location, config.run_clpeak);

    say!("device:    {} (OpenCL {}.{})", ctx.device_name(), ctx.opencl_version().0, ctx.opencl_version().1);
    say!(
        "operands:  about {} MiB of A, B and C per size{}; {} warm-up and {} timed runs per library, median",
        config.bytes >> 20,
        if config.quick { " (--quick)" } else { "" },
        config.warmups,
        config.runs
    );
    say!("peak:      f32 {} GFLOP/s, f64 {} GFLOP/s ({})", fmt_opt(peak.f32), fmt_opt(peak.f64), peak.source);
    if let Some(load) = crate::load_average() {
        say!(
            "load:      {load} (1, 5, 15 min averages of /proc/loadavg at the start; other processes compete for the cores)"
        );
    }
    say!();

    let bench = Bench { ctx: &ctx, queue: &queue, config };
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
                };
                eprintln!(
                    "{} beta={} gemm.{} {:>11} batch {:>6}: tinyc {}, CLBlast {}",
                    row.precision,
                    row.beta,
                    row.transposes,
                    row.size.to_string(),
                    row.batch,
                    row.tinyc.summary(row.flops()),
                    row.clblast.summary(row.flops())
                );
                rows.push(row);
            }
        }
    }

    let table = table(&rows, &peak);
    put!("{}", table.render());
    table.write_csv(&config.csv)?;
    say!("\nCSV: {}", config.csv.display());
    Ok(if rows.iter().all(Row::ok) { Outcome::Passed } else { Outcome::Failed })
}

fn fmt_opt(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_string(), |v| format!("{v:.2}"))
}

fn table(rows: &[Row], peak: &Peak) -> Table {
    let mut table = Table::new(&[
        ("precision", "precision"),
        ("beta", "beta"),
        ("op", "transpose"),
        ("MxNxK", "size"),
        ("batch", "batch"),
        ("tinyc wg", "tinyc_work_group"),
        ("tinyc GFLOP/s", "tinyc_gflops"),
        ("CLBlast GFLOP/s", "clblast_gflops"),
        ("tinyc/CLBlast", "ratio"),
        ("tinyc % peak", "tinyc_peak_percent"),
        ("CLBlast % peak", "clblast_peak_percent"),
        ("", "tinyc_ms"),
        ("", "clblast_ms"),
        ("", "tinyc_device_ms"),
    ]);
    for row in rows {
        let flops = row.flops();
        let peak = if row.precision == "f32" { peak.f32 } else { peak.f64 };
        let (t, c) = (row.tinyc.gflops(flops), row.clblast.gflops(flops));
        let percent = |g: Option<f64>| g.zip(peak).map(|(g, p)| 100.0 * g / p);
        let device_ms = match row.tinyc {
            Measured::Timed { device_time, .. } => device_time.map(ms),
            _ => None,
        };
        table.push(vec![
            Cell::text(row.precision),
            Cell::int(row.beta.into()),
            Cell::text(row.transposes.to_string()),
            Cell::text(row.size.to_string()),
            Cell::int(row.batch),
            Cell::text(row.work_group.map_or_else(|| "-".to_string(), |(m, n)| format!("{m}x{n}"))),
            row.tinyc.cell(flops),
            row.clblast.cell(flops),
            Cell::opt(t.zip(c).map(|(t, c)| t / c), 2),
            Cell::opt(percent(t), 1),
            Cell::opt(percent(c), 1),
            Cell::opt(row.tinyc.time().map(ms), 3),
            Cell::opt(row.clblast.time().map(ms), 3),
            Cell::opt(device_ms, 3),
        ]);
    }
    table
}

impl Bench<'_> {
    /// Checks, warms up and times both libraries on one size. Only setup failures (allocation,
    /// a broken OpenCL context) are errors; a library that fails or computes wrong results is
    /// reported on stderr and marked in the row.
    fn size<T: Float>(&self, size: Size, t: Transposes, beta: u8) -> Result<Row> {
        let Size { m, n, k } = size;
        let (mk, kn, mn) = (m * k, k * n, m * n);
        let batch = (self.config.bytes / (size_of::<T>() * (mk + kn + mn))).max(1);
        let a: Vec<T> = random(mk * batch, 1);
        let b: Vec<T> = random(kn * batch, 2);
        // With β = 0 the old C must not be read: NaN makes any such read fail the check.
        let c0: Vec<T> = if beta == 0 { vec![T::from_f64(f64::NAN); mn * batch] } else { random(mn * batch, 3) };
        let check = |c: &[T]| check(size, t, batch, beta, [&a, &b, &c0], c);
        let what = format!("{} beta={beta} gemm.{t} {size} batch {batch}", T::NAME);
        let mut row = Row {
            precision: T::NAME,
            beta,
            transposes: t,
            size,
            batch,
            work_group: None,
            tinyc: Measured::Error,
            clblast: Measured::Error,
        };

        // tinyc: compile, first launch (PoCL finishes compiling then), check.
        let source = kernel_source(T::NAME, size, t, beta, self.config.work_group);
        let program = match Program::from_ir(self.ctx, "gemm_bench.ir", &source) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{what}: tinyc: {e}");
                return Ok(row);
            }
        };
        row.work_group = program.signatures().first().map(|s| s.abi.work_group_size);
        let kernel = program.kernel("gemm")?;
        let (a_dev, b_dev, c_dev) = (self.ctx.buffer_from(&a)?, self.ctx.buffer_from(&b)?, self.ctx.buffer_from(&c0)?);
        let batch_i64 = batch as i64;
        let (a_shape, b_shape) = (if t.a { [k, m] } else { [m, k] }, if t.b { [n, k] } else { [k, n] });
        let args = [
            MemrefArg::new(&a_dev, [a_shape[0] as i64, a_shape[1] as i64, batch_i64]).into(),
            MemrefArg::new(&b_dev, [b_shape[0] as i64, b_shape[1] as i64, batch_i64]).into(),
            MemrefArg::new(&c_dev, [m as i64, n as i64, batch_i64]).into(),
        ];
        let launch = || -> Result<(Duration, Duration)> {
            let start = Instant::now();
            let info = kernel.launch(&args, batch)?;
            Ok((start.elapsed(), info.device_time))
        };
        let mut tinyc_ok = match launch().and_then(|_| Ok(check(&c_dev.read()?))) {
            Ok(Ok(())) => true,
            Ok(Err(message)) => {
                eprintln!("{what}: tinyc computed a wrong result: {message}");
                row.tinyc = Measured::Wrong;
                false
            }
            Err(e) => {
                eprintln!("{what}: tinyc: {e}");
                false
            }
        };

        // CLBlast: same data; its first call compiles its kernels.
        let (a_cl, b_cl, c_cl) = (self.queue.buffer(&a)?, self.queue.buffer(&b)?, self.queue.buffer(&c0)?);
        let call = StridedBatched { m, n, k, trans_a: t.a, trans_b: t.b, batch };
        let one = T::from_f64(1.0);
        let beta_t = T::from_f64(f64::from(beta));
        let blas = || self.queue.gemm(call, one, &a_cl, &b_cl, beta_t, &c_cl);
        let mut clblast_ok = match blas().and_then(|_| Ok(check(&self.queue.read(&c_cl)?))) {
            Ok(Ok(())) => true,
            Ok(Err(message)) => {
                eprintln!("{what}: CLBlast computed a wrong result: {message}");
                row.clblast = Measured::Wrong;
                false
            }
            Err(e) => {
                eprintln!("{what}: CLBlast: {e}");
                false
            }
        };
        drop((a, b, c0));

        // Warm-up, then timed runs in alternation.
        let (mut tinyc_times, mut device_times, mut clblast_times) = (Vec::new(), Vec::new(), Vec::new());
        for run in 0..self.config.warmups.saturating_sub(1) + self.config.runs {
            let timed = run + 1 >= self.config.warmups;
            if tinyc_ok {
                match launch() {
                    Ok((t, d)) if timed => {
                        tinyc_times.push(t);
                        device_times.push(d);
                    }
                    Ok(_) => {}
                    Err(e) => {
                        eprintln!("{what}: tinyc: {e}");
                        tinyc_ok = false;
                    }
                }
            }
            if clblast_ok {
                match blas() {
                    Ok(t) if timed => clblast_times.push(t),
                    Ok(_) => {}
                    Err(e) => {
                        eprintln!("{what}: CLBlast: {e}");
                        clblast_ok = false;
                    }
                }
            }
        }
        if tinyc_ok {
            row.tinyc = Measured::Timed { time: median(&tinyc_times), device_time: Some(median(&device_times)) };
        }
        if clblast_ok {
            row.clblast = Measured::Timed { time: median(&clblast_times), device_time: None };
        }
        Ok(row)
    }
}

/// Numbers in [−1, 1) from a small deterministic generator (xorshift64*).
fn random<T: Float>(len: usize, seed: u64) -> Vec<T> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ seed.wrapping_mul(0xD1B5_4A32_D192_ED03);
    (0..len)
        .map(|_| {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            let bits = state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 40; // 24 random bits
            T::from_f64(bits as f64 / (1u64 << 23) as f64 - 1.0)
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

/// Compares sampled entries of `c` with A·B + β·C0 computed on the host in f64: Err(message)
/// when max|C − C_ref| / max|C_ref| over an entry exceeds the tolerance or C holds a NaN.
fn check<T: Float>(
    size: Size,
    t: Transposes,
    batch: usize,
    beta: u8,
    [a, b, c0]: [&[T]; 3],
    c: &[T],
) -> Result<(), String> {
    let Size { m, n, k } = size;
    // Element (i, p) of op(A) and (p, j) of op(B) in the packed column-major storage.
    let a_at = |i: usize, p: usize| if t.a { p + i * k } else { i + p * m };
    let b_at = |p: usize, j: usize| if t.b { j + p * n } else { p + j * k };
    for g in sample(batch) {
        let (a, b) = (&a[g * m * k..][..m * k], &b[g * k * n..][..k * n]);
        let (c0, c) = (&c0[g * m * n..][..m * n], &c[g * m * n..][..m * n]);
        let mut reference = vec![0.0f64; m * n];
        for j in 0..n {
            for i in 0..m {
                let sum: f64 = (0..k).map(|p| a[a_at(i, p)].into() * b[b_at(p, j)].into()).sum();
                reference[i + j * m] = if beta == 0 { sum } else { sum + c0[i + j * m].into() };
            }
        }
        let scale = reference.iter().fold(f64::MIN_POSITIVE, |s, v| s.max(v.abs()));
        for (index, (&got, &want)) in c.iter().zip(&reference).enumerate() {
            let got: f64 = got.into();
            let error = (got - want).abs() / scale;
            if error.is_nan() || error > T::TOLERANCE {
                let (i, j) = (index % m, index / m);
                return Err(format!(
                    "C[{i}, {j}, {g}] = {got} but the host reference is {want} (relative error {error:.2e}, tolerance {:.0e})",
                    T::TOLERANCE
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_source_checks() {
        for (a, b) in [(false, false), (true, false), (false, true), (true, true)] {
            let t = Transposes { a, b };
            let text = kernel_source("f64", Size { m: 35, n: 9, k: 17 }, t, 1, None);
            assert!(text.contains(&format!("gemm.{t} ")), "{text}");
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
        assert_eq!(check(size, nn, 1, 1, [&a, &b, &c0], &[4.0, 7.0, 5.0, 9.0]), Ok(()));
        assert!(check(size, nn, 1, 0, [&a, &b, &c0], &[3.0, 6.0, 4.0, 9.0]).is_err());
        assert!(check(size, nn, 1, 0, [&a, &b, &c0], &[3.0, 6.0, 4.0, f32::NAN]).is_err());
    }

    #[test]
    fn the_check_reads_transposed_operands() {
        // A = [1 2; 3 4], b = (5, 6): A·b = (17, 39).
        let size = Size { m: 2, n: 1, k: 2 };
        let (a, a_t, b) = ([1.0f32, 3.0, 2.0, 4.0], [1.0f32, 2.0, 3.0, 4.0], [5.0f32, 6.0]);
        let c0 = [f32::NAN; 2];
        for (t, a) in [(Transposes::NN, &a), (Transposes { a: true, b: false }, &a_t)] {
            assert_eq!(check(size, t, 1, 0, [a, &b, &c0], &[17.0, 39.0]), Ok(()), "{t}");
            assert!(check(size, t, 1, 0, [a, &b, &c0], &[23.0, 34.0]).is_err(), "{t}");
        }
        // B stored transposed is the same vector when N = 1.
        let t = Transposes { a: true, b: true };
        assert_eq!(check(size, t, 1, 0, [&a_t, &b, &c0], &[17.0, 39.0]), Ok(()));
    }
}
