//! Everything that needs an NVIDIA GPU, in one process, with one report: `scripts/gpu-check.sh`
//! runs it (on a machine with the toolchain, or from the kit it packs for one without).
//!
//! ```text
//! gpu-check [--report FILE] [--fuzz-seconds N] [--tests-dir DIR]
//! ```
//!
//! 1. The device: name, compute capability, driver version.
//! 2. Every execution program of `tests/in/runs.txt` (every subgroup size up to 64) compiled to PTX
//!    for the device and run, every buffer compared with the host interpreter.
//! 3. The differential fuzzer through PTX for `--fuzz-seconds` (generated programs, each checked
//!    against the interpreter).
//! 4. Batched GEMM (the benchmark's sizes, f32 β = 0 and f64 β = 1, 64 MiB of operands per size)
//!    against cuBLAS's strided batched GEMM on the same buffers: both results are compared with
//!    each other and a sample with a host f64 reference, and timed with CUDA events (median of 10).
//!
//! 5. The collectives of `tinyc-bench ops` (`tinyc_tests::ops`: axpby, sum, ger, hadamard, gemv,
//!    foreach; f32 and f64, about 256 MiB moved per launch) in GB/s against a device-to-device
//!    copy of the same bytes, the first two batch entries of each result checked against the
//!    interpreter.
//!
//! Every line of the report is also printed on standard error as it is made. Exit status 0 when every check passed, 1 when one failed, 2 when there is no CUDA device (the
//! report says so).

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use tinyc_frontend::Device;
use tinyc_runtime::cuda;
use tinyc_runtime::recipe::{Coefficient, SmallGemmBatched};
use tinyc_tests::difffuzz::{Outcome, run_text};
use tinyc_tests::exec::{Backend, execute, parse_runs};
use tinyc_tests::progen::{Features, generate};

struct Options {
    report: PathBuf,
    fuzz_seconds: u64,
    /// Only the work-group sweep of the GEMM (`--sweep`).
    sweep: bool,
    /// Only the sweep of the tensor-core GEMMs (`--tensor-cores`).
    tensor_cores: bool,
}

fn parse() -> Result<Options, String> {
    let mut o =
        Options { report: PathBuf::from("gpu-report.md"), fuzz_seconds: 120, sweep: false, tensor_cores: false };
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut value = || it.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--report" => o.report = PathBuf::from(value()?),
            "--fuzz-seconds" => o.fuzz_seconds = value()?.parse().map_err(|e| format!("--fuzz-seconds: {e}"))?,
            "--sweep" => o.sweep = true,
            "--tensor-cores" => o.tensor_cores = true,
            // Read by tinyc_tests::tests_dir.
            "--tests-dir" => {
                // SAFETY: set before any other thread exists.
                unsafe { std::env::set_var("TINYC_TESTS_DIR", value()?) }
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(o)
}

const USAGE: &str = "usage: gpu-check [--report FILE] [--fuzz-seconds N] [--tests-dir DIR] [--sweep | --tensor-cores]";

fn main() -> ExitCode {
    let o = match parse() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("gpu-check: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut report = String::from("# tinyc on an NVIDIA GPU\n\n");
    let status = run(&o, &mut report);
    if let Err(e) = std::fs::write(&o.report, &report) {
        eprintln!("gpu-check: cannot write {}: {e}", o.report.display());
    }
    status
}

fn say(report: &mut String, line: &str) {
    eprintln!("gpu-check: {line}");
    let _ = writeln!(report, "{line}");
}

fn run(o: &Options, report: &mut String) -> ExitCode {
    let ctx = match cuda::Context::new(0) {
        Ok(c) => c,
        Err(e) => {
            say(report, &format!("No CUDA device: {e}"));
            return ExitCode::from(2);
        }
    };
    let (major, minor) = ctx.compute_capability();
    let arch = nvptx_arch(major, minor);
    say(
        report,
        &format!(
            "- device: {} (compute capability {major}.{minor}, PTX for {arch}), driver {}, {} MiB",
            ctx.device_name(),
            ctx.driver_version(),
            ctx.total_memory() >> 20
        ),
    );
    let mut ok = true;
    if o.sweep {
        sweep(&ctx, &arch, report);
        return ExitCode::SUCCESS;
    }
    if o.tensor_cores {
        return if tensor_core_sweep(&ctx, &arch, report) { ExitCode::SUCCESS } else { ExitCode::from(1) };
    }
    ok &= programs(&ctx, report);
    ok &= fuzz(&ctx, o.fuzz_seconds, report);
    ok &= gemm(&ctx, &arch, report);
    ok &= collectives(&ctx, &arch, report);
    say(report, &format!("\n**{}**", if ok { "All checks passed." } else { "Some checks FAILED." }));
    if ok { ExitCode::SUCCESS } else { ExitCode::from(1) }
}

/// Section 5: the collectives of `tinyc-bench ops` through PTX against a device copy.
fn collectives(ctx: &cuda::Context, arch: &str, report: &mut String) -> bool {
    say(report, "\n## Collectives against a device-to-device copy, about 256 MiB moved per launch\n");
    let copy = match copy_bandwidth(ctx, COLLECTIVE_BYTES) {
        Ok(gbs) => gbs,
        Err(e) => {
            say(report, &format!("copy: FAILED: {e}"));
            return false;
        }
    };
    say(report, &format!("cuMemcpyDtoD of {} MiB (read and write counted): {copy:.0} GB/s\n", COLLECTIVE_BYTES >> 21));
    say(report, "| op | prec | batch | tinyc GB/s | tinyc ÷ copy | check |");
    say(report, "|---|---|--:|--:|--:|---|");
    let mut ok = true;
    for op in tinyc_tests::ops::OPS {
        ok &= collective_row::<f32>(ctx, arch, op, copy, report);
        ok &= collective_row::<f64>(ctx, arch, op, copy, report);
    }
    ok
}

/// Bytes a collective moves per launch (and the copy reads plus writes).
const COLLECTIVE_BYTES: usize = 256 << 20;

/// GB/s of a device-to-device copy of `bytes / 2` bytes (its read and its write counted), the
/// median of 10 after a warm-up.
fn copy_bandwidth(ctx: &cuda::Context, bytes: usize) -> Result<f64, String> {
    use cudarc::driver::sys::{CUresult, cuMemcpyDtoD_v2};
    let e = |e: tinyc_runtime::Error| e.to_string();
    let half = bytes / 2 / 4;
    let (from, to) = (ctx.buffer_zeroed::<f32>(half).map_err(e)?, ctx.buffer_zeroed::<f32>(half).map_err(e)?);
    let events = Events::new()?;
    let mut times = Vec::new();
    for i in 0..11 {
        ctx.synchronize().map_err(e)?;
        events.start()?;
        // SAFETY: two device buffers of `half` floats each, of this context.
        if unsafe { cuMemcpyDtoD_v2(to.device_ptr(), from.device_ptr(), half * 4) } != CUresult::CUDA_SUCCESS {
            return Err("cuMemcpyDtoD failed".into());
        }
        let time = events.stop()?;
        if i > 0 {
            times.push(time);
        }
    }
    Ok((2 * half * 4) as f64 / median(times).as_secs_f64() / 1e9)
}

/// One collective in one precision: PTX of its program, launched over the whole batch (median
/// of 10 device times), and the first two batch entries of its output against the interpreter.
fn collective_row<T: Real>(
    ctx: &cuda::Context,
    arch: &str,
    op: &tinyc_tests::ops::Op,
    copy: f64,
    report: &mut String,
) -> bool {
    let label = format!("| {} | {} |", op.name, T::NAME);
    let elem = std::mem::size_of::<T>();
    let batch = (COLLECTIVE_BYTES / (op.moved * elem)).max(2);
    let run = || -> Result<(Duration, String), String> {
        // `T` is only ever the element type in these programs (keywords are lower case).
        let tir = op.tir.replace('T', T::NAME);
        let checked = tinyc_tests::check_text("op.ir", &tir, Device::nvidia())?;
        let options = tinyc_ptx::Options { arch: arch.to_string(), ..Default::default() };
        let ptx = tinyc_ptx::compile(&checked, &options).map_err(|e| e.to_string())?;
        let sigs = tinyc_runtime::KernelSignature::from_checked(&checked);
        let shapes = tinyc_tests::ops::shapes(&checked, batch)?;
        let e = |e: tinyc_runtime::Error| e.to_string();
        let program = cuda::Program::from_ptx(ctx, &ptx, sigs).map_err(e)?;
        let kernel = program.kernel("op").map_err(e)?;
        let value = |i: usize, salt: usize| T::of((((i * 31 + salt * 7) % 19) as f64 - 9.0) / 8.0);
        let data: Vec<Vec<T>> =
            op.sizes.iter().enumerate().map(|(p, &n)| (0..n * batch).map(|i| value(i, p)).collect()).collect();
        let bufs: Vec<cuda::Buffer<T>> =
            data.iter().map(|d| ctx.buffer_from(d)).collect::<Result<_, _>>().map_err(e)?;
        let args: Vec<cuda::Arg> =
            bufs.iter().zip(&shapes).map(|(b, s)| cuda::MemrefArg::new(b, s.clone()).into()).collect();
        let mut times = Vec::new();
        for i in 0..11 {
            let info = kernel.launch(&args, batch).map_err(e)?;
            if i > 0 {
                times.push(info.device_time);
            }
        }
        // The check: a fresh output, one launch, the first two entries against the interpreter.
        bufs[op.out].write(&data[op.out]).map_err(e)?;
        kernel.launch(&args, batch).map_err(e)?;
        let ours = bufs[op.out].read().map_err(e)?;
        let scalar = if elem == 4 { tinyc_frontend::types::Scalar::F32 } else { tinyc_frontend::types::Scalar::F64 };
        let wide: Vec<Vec<f64>> = data.iter().map(|d| d.iter().map(|&v| v.into()).collect()).collect();
        let want = tinyc_tests::ops::interpreted(&checked, op, scalar, &wide)?;
        let tolerance = if elem == 4 { 1e-4 } else { 1e-12 };
        for (i, &w) in want.iter().enumerate() {
            let got: f64 = ours[i].into();
            if (got - w).abs() > tolerance * (1.0 + w.abs()) * 64.0 {
                return Ok((median(times), format!("element {i}: tinyc {got}, interpreter {w}")));
            }
        }
        Ok((median(times), "ok".into()))
    };
    match run() {
        Ok((time, check)) => {
            let gbs = (op.moved * elem * batch) as f64 / time.as_secs_f64() / 1e9;
            say(report, &format!("{label} {batch} | {gbs:.0} | {:.2} | {check} |", gbs / copy));
            check == "ok"
        }
        Err(why) => {
            say(report, &format!("{label} {batch} | | | FAILED: {why} |"));
            false
        }
    }
}

/// The newest `--arch` of the PTX route the device runs.
fn nvptx_arch(major: i32, minor: i32) -> String {
    let want = major * 10 + minor;
    tinyc_ptx::ARCHS
        .iter()
        .rev()
        .find(|a| a[3..].parse::<i32>().is_ok_and(|v| v <= want))
        .unwrap_or(&"sm_70")
        .to_string()
}

/// Section 2: every execution program against the interpreter.
fn programs(ctx: &cuda::Context, report: &mut String) -> bool {
    say(report, "\n## Execution programs (PTX) against the interpreter\n");
    let backend = Backend::Cuda(ctx.clone());
    let (mut passed, mut skipped, mut failed) = (0, 0, Vec::new());
    for run in parse_runs() {
        let path = tinyc_tests::tests_dir().join("in").join(&run.file);
        let warp = match run.wgs {
            Some((_, _, s)) => s.is_none_or(tinyc_tests::nvidia_subgroup_size),
            None => !tinyc_tests::nvidia_lacks_subgroup(&path),
        };
        if !warp || run.skip.iter().any(|w| ctx.device_name().contains(w.as_str())) {
            skipped += 1;
            continue;
        }
        let start = Instant::now();
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| execute(&backend, &run))) {
            Ok(Ok(())) => passed += 1,
            Ok(Err(e)) => failed.push(format!("{}: {}", run.name, first_lines(&e, 12))),
            Err(_) => failed.push(format!("{}: panicked", run.name)),
        }
        eprintln!("gpu-check: {} ({:.0} ms)", run.name, start.elapsed().as_secs_f64() * 1e3);
    }
    say(
        report,
        &format!(
            "{passed} passed, {} failed, {skipped} skipped (subgroups NVIDIA GPUs lack, or marked in runs.txt)",
            failed.len()
        ),
    );
    for f in &failed {
        say(report, &format!("\n```\n{f}\n```"));
    }
    failed.is_empty()
}

fn first_lines(text: &str, n: usize) -> String {
    text.lines().take(n).collect::<Vec<_>>().join("\n")
}

/// Section 3: the differential fuzzer through PTX.
fn fuzz(ctx: &cuda::Context, seconds: u64, report: &mut String) -> bool {
    say(report, &format!("\n## Differential fuzzing through PTX ({seconds} s)\n"));
    let backend = Backend::Cuda(ctx.clone());
    let device = Device::nvidia();
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let (mut passed, mut not_for_nvidia, mut failed) = (0u64, 0u64, Vec::new());
    let mut seed = 0u64;
    let mut log = None;
    while Instant::now() < deadline {
        let case = generate(seed, Features { groups: true, v04: seed % 2 == 1 });
        if tinyc_tests::check_text("fuzz.ir", &case.text, device.clone()).is_err() {
            // A subgroup size NVIDIA GPUs lack (generated for OpenCL devices).
            not_for_nvidia += 1;
        } else {
            match run_text(&backend, &device, &case, &case.text, &mut log) {
                Outcome::Pass => passed += 1,
                Outcome::Invalid(e) | Outcome::Fail(e) => {
                    failed.push(format!("seed {seed}: {}\n{}", first_lines(&e, 12), case.text))
                }
            }
        }
        seed += 1;
    }
    say(
        report,
        &format!(
            "seeds 0..{seed}: {passed} passed, {} failed, {not_for_nvidia} with a subgroup size NVIDIA GPUs lack \
             (reproduce one on OpenCL: `cargo run -p tinyc-tests --bin fuzz -- --seed S --count 1`)",
            failed.len()
        ),
    );
    for f in failed.iter().take(5) {
        say(report, &format!("\n```\n{f}\n```"));
    }
    failed.is_empty()
}

/// The benchmark's sizes (M, N, K).
const SIZES: [(usize, usize, usize); 9] = tinyc_tests::ops::GPU_GEMM_SIZES;

/// The PTX target's device for `arch`, with or without tensor cores.
fn device(arch: &str, tensor_cores: bool) -> Device {
    let d = Device::nvidia_arch(arch);
    Device { tensor_cores: d.tensor_cores && tensor_cores, ..d }
}

/// The PTX target's device for `arch` with tensor cores whose fragments come straight from
/// global memory (no staging in shared memory).
fn unstaged(arch: &str) -> Device {
    Device { mma_staging: false, ..device(arch, true) }
}

/// The PTX target's device for `arch` whose staged tensor-core GEMMs load each block after the
/// previous one was multiplied (and stage f64 only up to 64 × 64).
fn no_prefetch(arch: &str) -> Device {
    Device { mma_prefetch: false, ..device(arch, true) }
}

/// The PTX target's device for `arch` whose SIMT GEMMs read A and B from global memory for
/// every k (no staged SIMT GEMM), with or without tensor cores.
fn simt_unstaged(arch: &str, tensor_cores: bool) -> Device {
    Device { simt_staging: false, ..device(arch, tensor_cores) }
}

/// What a row's device differs in from the default for `arch`: "", " SIMT", " SIMT unstaged",
/// " unstaged SIMT", " unstaged", " no ldmatrix" or " no prefetch".
fn variant(arch: &str, device: &Device) -> &'static str {
    let default = Device::nvidia_arch(arch);
    let simt_unstaged = default.simt_staging && !device.simt_staging;
    if default.tensor_cores && !device.tensor_cores {
        if simt_unstaged { " SIMT unstaged" } else { " SIMT" }
    } else if simt_unstaged {
        " unstaged SIMT"
    } else if default.mma_staging && !device.mma_staging {
        " unstaged"
    } else if default.mma_ldmatrix && !device.mma_ldmatrix {
        " no ldmatrix"
    } else if default.mma_prefetch && !device.mma_prefetch {
        " no prefetch"
    } else if device.mma_async && !default.mma_async {
        " cp.async"
    } else {
        ""
    }
}

/// Section 4: batched GEMM against cuBLAS.
fn gemm(ctx: &cuda::Context, arch: &str, report: &mut String) -> bool {
    say(report, "\n## Batched GEMM against cuBLAS (strided batched), 64 MiB of operands per size\n");
    let cublas = Cublas::new(report);
    let handle = cublas.handle();
    say(report, "| prec β | M×N×K | batch | tinyc GF/s | cuBLAS GF/s | tinyc ÷ cuBLAS | check |");
    say(report, "|---|---|--:|--:|--:|--:|---|");
    let mut ok = true;
    for &(m, n, k) in &SIZES {
        ok &= gemm_row::<f32>(ctx, arch, (m, n, k), 0.0, None, handle, report);
    }
    // The staged SIMT GEMM (from 64 × 64 on) against A and B read from global memory per k.
    let simt_staged = |&&(m, n, _): &&(usize, usize, usize)| m >= 64 && n >= 64;
    for &(m, n, k) in SIZES.iter().filter(simt_staged) {
        ok &= gemm_row_on::<f32>(ctx, arch, (m, n, k), 0.0, None, handle, simt_unstaged(arch, true), report);
    }
    // f64 on the tensor cores (sm_80 and later), then on the SIMT cores: one run, same buffers.
    for tensor_cores in [true, false] {
        for &(m, n, k) in &SIZES {
            ok &= gemm_row_on::<f64>(ctx, arch, (m, n, k), 1.0, None, handle, device(arch, tensor_cores), report);
        }
    }
    for &(m, n, k) in SIZES.iter().filter(simt_staged) {
        ok &= gemm_row_on::<f64>(ctx, arch, (m, n, k), 1.0, None, handle, simt_unstaged(arch, false), report);
    }
    // The staging in shared memory (sizes from 32×32 on) against fragments from global memory.
    let staged = |&&(m, n, _): &&(usize, usize, usize)| m >= 32 && n >= 32;
    for &(m, n, k) in SIZES.iter().filter(staged) {
        ok &= gemm_row_on::<f64>(ctx, arch, (m, n, k), 1.0, None, handle, unstaged(arch), report);
    }
    // The staged tensor-core GEMMs without the next block's loads ahead of the multiplies (and
    // f64 staged only up to 64 × 64, as before `Device::mma_prefetch`).
    for &(m, n, k) in SIZES.iter().filter(staged) {
        ok &= gemm_row_on::<f64>(ctx, arch, (m, n, k), 1.0, None, handle, no_prefetch(arch), report);
    }
    // Mixed precision: f16 and bf16 A and B, f32 C, against cuBLAS's GemmStridedBatchedEx with
    // tensor cores allowed (its default).
    for &(m, n, k) in &SIZES {
        ok &= mixed_row::<half::f16>(ctx, arch, (m, n, k), handle, device(arch, true), report);
    }
    for &(m, n, k) in SIZES.iter().filter(staged) {
        ok &= mixed_row::<half::f16>(ctx, arch, (m, n, k), handle, unstaged(arch), report);
    }
    // Without the prefetch (`ldmatrix` against one 16-bit load per element measured level in
    // session 23, docs/gpu.md: no longer a row).
    for &(m, n, k) in SIZES.iter().filter(staged) {
        ok &= mixed_row::<half::f16>(ctx, arch, (m, n, k), handle, no_prefetch(arch), report);
    }
    for &(m, n, k) in &SIZES {
        ok &= mixed_row::<half::bf16>(ctx, arch, (m, n, k), handle, device(arch, true), report);
    }
    // The GEMM written with v0.4 cooperative matrices (subgroups of 32: warps, shuffles), f32
    // and f16 A and B, against the same cuBLAS call.
    for &(m, n, k) in &tinyc_tests::ops::COOP_GEMM_SIZES {
        ok &= coop_row::<f32>(ctx, arch, (m, n, k), handle, report);
    }
    for &(m, n, k) in &tinyc_tests::ops::COOP_GEMM_SIZES {
        ok &= coop_row::<half::f16>(ctx, arch, (m, n, k), handle, report);
    }
    // f64 cooperative matrices (on the tensor cores from sm_80 on), against cublasDgemm.
    for &(m, n, k) in &tinyc_tests::ops::COOP_GEMM_SIZES {
        let label = format!("| coop f64 β=0 | {m}x{n}x{k} |");
        let ir = tinyc_tests::ops::coop_gemm(m, n, k, 32, "f64");
        let program = (label.as_str(), ir.as_str(), "coop");
        ok &= program_row::<f64>(ctx, arch, (m, n, k), 0.0, handle, device(arch, true), program, report);
    }
    ok
}

/// A cuBLAS handle on the current CUDA context, destroyed when dropped; none where libcublas is
/// not found (a SKIP line says so) or does not start.
struct Cublas(Option<cudarc::cublas::sys::cublasHandle_t>);

impl Cublas {
    fn new(report: &mut String) -> Cublas {
        // SAFETY: only looks for the library.
        if !unsafe { cudarc::cublas::sys::is_culib_present() } {
            say(
                report,
                "SKIP cuBLAS: libcublas.so not found (scripts/gpu-check.sh puts the one of the Python wheels on the library path); tinyc timed alone",
            );
            return Cublas(None);
        }
        let mut handle = std::ptr::null_mut();
        // SAFETY: a valid out-pointer; the CUDA context is current on this thread (made current
        // by every runtime call, and buffers were made before).
        let made = unsafe { cudarc::cublas::sys::cublasCreate_v2(&mut handle) }
            == cudarc::cublas::sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS;
        Cublas(made.then_some(handle))
    }

    fn handle(&self) -> Option<cudarc::cublas::sys::cublasHandle_t> {
        self.0
    }
}

impl Drop for Cublas {
    fn drop(&mut self) {
        if let Some(handle) = self.0.take() {
            // SAFETY: the handle `new` made, destroyed once.
            unsafe { cudarc::cublas::sys::cublasDestroy_v2(handle) };
        }
    }
}

/// A float type of the GEMM rows.
trait Real: tinyc_runtime::recipe::Real + tinyc_runtime::Element + Copy + Into<f64> {
    const NAME: &'static str;
    fn of(v: f64) -> Self;
    /// cuBLAS's strided batched GEMM, column-major, nothing transposed.
    #[allow(clippy::too_many_arguments)]
    unsafe fn cublas(
        handle: cudarc::cublas::sys::cublasHandle_t,
        mnk: (i32, i32, i32),
        a: u64,
        b: u64,
        beta: Self,
        c: u64,
        batch: i32,
    ) -> cudarc::cublas::sys::cublasStatus_t;
}

impl Real for f32 {
    const NAME: &'static str = "f32";
    fn of(v: f64) -> f32 {
        v as f32
    }
    unsafe fn cublas(
        handle: cudarc::cublas::sys::cublasHandle_t,
        (m, n, k): (i32, i32, i32),
        a: u64,
        b: u64,
        beta: f32,
        c: u64,
        batch: i32,
    ) -> cudarc::cublas::sys::cublasStatus_t {
        use cudarc::cublas::sys::{cublasOperation_t::CUBLAS_OP_N, cublasSgemmStridedBatched};
        let one = 1.0f32;
        let (sa, sb, sc) = (i64::from(m * k), i64::from(k * n), i64::from(m * n));
        // SAFETY: device pointers of buffers holding `batch` packed matrices each.
        unsafe {
            cublasSgemmStridedBatched(
                handle,
                CUBLAS_OP_N,
                CUBLAS_OP_N,
                m,
                n,
                k,
                &one,
                a as *const f32,
                m,
                sa,
                b as *const f32,
                k,
                sb,
                &beta,
                c as *mut f32,
                m,
                sc,
                batch,
            )
        }
    }
}

impl Real for f64 {
    const NAME: &'static str = "f64";
    fn of(v: f64) -> f64 {
        v
    }
    unsafe fn cublas(
        handle: cudarc::cublas::sys::cublasHandle_t,
        (m, n, k): (i32, i32, i32),
        a: u64,
        b: u64,
        beta: f64,
        c: u64,
        batch: i32,
    ) -> cudarc::cublas::sys::cublasStatus_t {
        use cudarc::cublas::sys::{cublasDgemmStridedBatched, cublasOperation_t::CUBLAS_OP_N};
        let one = 1.0f64;
        let (sa, sb, sc) = (i64::from(m * k), i64::from(k * n), i64::from(m * n));
        // SAFETY: device pointers of buffers holding `batch` packed matrices each.
        unsafe {
            cublasDgemmStridedBatched(
                handle,
                CUBLAS_OP_N,
                CUBLAS_OP_N,
                m,
                n,
                k,
                &one,
                a as *const f64,
                m,
                sa,
                b as *const f64,
                k,
                sb,
                &beta,
                c as *mut f64,
                m,
                sc,
                batch,
            )
        }
    }
}

/// Two CUDA events on the default stream (cuBLAS's), timing what runs between them.
struct Events(cudarc::driver::sys::CUevent, cudarc::driver::sys::CUevent);

impl Events {
    fn new() -> Result<Events, String> {
        use cudarc::driver::sys::{CUresult, cuEventCreate};
        let (mut a, mut b) = (std::ptr::null_mut(), std::ptr::null_mut());
        // SAFETY: valid out-pointers; the runtime loaded the driver and made its context current.
        let ok = unsafe {
            cuEventCreate(&mut a, 0) == CUresult::CUDA_SUCCESS && cuEventCreate(&mut b, 0) == CUresult::CUDA_SUCCESS
        };
        if ok { Ok(Events(a, b)) } else { Err("cuEventCreate failed".into()) }
    }

    fn start(&self) -> Result<(), String> {
        use cudarc::driver::sys::{CUresult, cuEventRecord};
        // SAFETY: an event of this context, the default stream.
        if unsafe { cuEventRecord(self.0, std::ptr::null_mut()) } == CUresult::CUDA_SUCCESS {
            Ok(())
        } else {
            Err("cuEventRecord failed".into())
        }
    }

    fn stop(&self) -> Result<Duration, String> {
        use cudarc::driver::sys::{CUresult, cuEventElapsedTime, cuEventRecord, cuEventSynchronize};
        let mut ms = 0.0f32;
        // SAFETY: events of this context; a valid out-pointer.
        let ok = unsafe {
            cuEventRecord(self.1, std::ptr::null_mut()) == CUresult::CUDA_SUCCESS
                && cuEventSynchronize(self.1) == CUresult::CUDA_SUCCESS
                && cuEventElapsedTime(&mut ms, self.0, self.1) == CUresult::CUDA_SUCCESS
        };
        if ok { Ok(Duration::from_secs_f64(f64::from(ms) / 1e3)) } else { Err("timing cuBLAS failed".into()) }
    }
}

impl Drop for Events {
    fn drop(&mut self) {
        // SAFETY: the two events made in `new`, destroyed once.
        unsafe {
            cudarc::driver::sys::cuEventDestroy_v2(self.0);
            cudarc::driver::sys::cuEventDestroy_v2(self.1);
        }
    }
}

/// Median of durations.
fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v.get(v.len() / 2).copied().unwrap_or_default()
}

/// One size: tinyc's kernel and cuBLAS on the same operands.
/// `--sweep`: tinyc's GEMM at several work-group sizes (forced with `work_group_size`; subgroups
/// of 32, or of the first mode where it is smaller: segments of a warp), for tuning the GPU
/// heuristic, at the small and DG shapes where a GEMM gives few rows to a warp of 32 (session 12
/// swept 32³ to 128³), and 32³, the largest that `small_gemm_work_group` gives subgroups of 16;
/// no cuBLAS.
fn sweep(ctx: &cuda::Context, arch: &str, report: &mut String) {
    say(report, "\n## GEMM work-group sweep (tinyc only; the heuristic's choice is the row without a size)\n");
    say(report, "| prec β | M×N×K | batch | tinyc GF/s | cuBLAS GF/s | tinyc ÷ cuBLAS | check |");
    say(report, "|---|---|--:|--:|--:|--:|---|");
    let groups = [
        (8, 1),
        (8, 4),
        (8, 8),
        (8, 16),
        (16, 1),
        (16, 4),
        (16, 8),
        (16, 16),
        (32, 1),
        (32, 2),
        (32, 4),
        (32, 3),
        (32, 8),
        (64, 1),
        (64, 3),
        (64, 4),
        (64, 8),
    ];
    // The heuristic before `small_gemm_work_group` (session 24) is among the forced rows: 32×2
    // at 8³, 32×4 at 16³, 32×8 at 9×56×56 and 32³, 64×3 at 56×9×9 and 35×9×35.
    for size in [(8, 8, 8), (16, 16, 16), (32, 32, 32), (9, 56, 56), (56, 9, 9), (35, 9, 35)] {
        for wg in std::iter::once(None).chain(groups.iter().copied().map(Some)) {
            gemm_row::<f32>(ctx, arch, size, 0.0, wg, None, report);
        }
        for wg in std::iter::once(None).chain(groups.iter().copied().map(Some)) {
            gemm_row::<f64>(ctx, arch, size, 1.0, wg, None, report);
        }
    }
}

/// `--tensor-cores`: the tensor-core GEMMs (f16→f32 and f64) at 64³, 128³ and 256³ for the
/// heuristic's work-group and forced ones, with and without the prefetch, and f64 with its blocks
/// by `cp.async`, against cuBLAS: what the work-group heuristic, `Device::mma_prefetch` and
/// `Device::mma_async` should be for them.
fn tensor_core_sweep(ctx: &cuda::Context, arch: &str, report: &mut String) -> bool {
    say(report, "\n## Tensor-core GEMM sweep (the heuristic's work-group is the row without a size)\n");
    let cublas = Cublas::new(report);
    let handle = cublas.handle();
    say(report, "| prec β | M×N×K | batch | tinyc GF/s | cuBLAS GF/s | tinyc ÷ cuBLAS | check |");
    say(report, "|---|---|--:|--:|--:|--:|---|");
    let groups = [None, Some((32, 4)), Some((64, 4)), Some((32, 8)), Some((128, 2)), Some((128, 4)), Some((64, 2))];
    let mut ok = true;
    for size in [(64, 64, 64), (128, 128, 128), (256, 256, 256)] {
        for (prefetch, async_copies) in [(true, false), (false, false), (true, true)] {
            let device = Device { mma_prefetch: prefetch, mma_async: async_copies, ..device(arch, true) };
            for wg in groups {
                let (m, n, k) = size;
                if async_copies {
                    // Only f64 takes cp.async.
                    ok &= gemm_row_on::<f64>(ctx, arch, size, 1.0, wg, handle, device.clone(), report);
                    continue;
                }
                let label = format!(
                    "| f16→f32{} β=0 | {m}x{n}x{k}{} |",
                    variant(arch, &device),
                    wg.map_or(String::new(), |(x, y)| format!(" wg {x}x{y}"))
                );
                let ir = mixed_gemm_in(wg, m, n, k);
                ok &= ex_row::<half::f16>(ctx, arch, size, handle, device.clone(), (&label, &ir, "mixed_gemm"), report);
                ok &= gemm_row_on::<f64>(ctx, arch, size, 1.0, wg, handle, device.clone(), report);
            }
        }
    }
    ok
}

/// [`tinyc_tests::ops::mixed_gemm`] (f16) in a work-group of `wg` where given (subgroups of 32).
fn mixed_gemm_in(wg: Option<(i64, i64)>, m: usize, n: usize, k: usize) -> String {
    let ir = tinyc_tests::ops::mixed_gemm("f16", m, n, k);
    match wg {
        None => ir,
        Some((x, y)) => ir.replacen(") {", &format!(") work_group_size({x}, {y}) subgroup_size(32) {{"), 1),
    }
}

fn gemm_row<T: Real>(
    ctx: &cuda::Context,
    arch: &str,
    size: (usize, usize, usize),
    beta: f64,
    work_group: Option<(i64, i64)>,
    cublas: Option<cudarc::cublas::sys::cublasHandle_t>,
    report: &mut String,
) -> bool {
    gemm_row_on::<T>(ctx, arch, size, beta, work_group, cublas, device(arch, true), report)
}

/// [`gemm_row`] for the kernels compiled for `device` (the row says "SIMT" when the
/// architecture's tensor cores are switched off).
#[allow(clippy::too_many_arguments)]
fn gemm_row_on<T: Real>(
    ctx: &cuda::Context,
    arch: &str,
    (m, n, k): (usize, usize, usize),
    beta: f64,
    work_group: Option<(i64, i64)>,
    cublas: Option<cudarc::cublas::sys::cublasHandle_t>,
    device: Device,
    report: &mut String,
) -> bool {
    let wg = work_group.map_or(String::new(), |(x, y)| format!(" wg {x}x{y}"));
    let label = format!("| {}{} β={beta} | {m}x{n}x{k}{wg} |", T::NAME, variant(arch, &device));
    let fail = |report: &mut String, why: String| {
        say(report, &format!("{label} | | | | FAILED: {why} |"));
        false
    };
    let ir = match SmallGemmBatched::<T>::builder(m, n, k)
        .alpha(Coefficient::Constant(T::of(1.0)))
        .beta(Coefficient::Constant(T::of(beta)))
        .ir()
    {
        Ok(ir) => ir,
        Err(e) => return fail(report, e.to_string()),
    };
    // A forced work-group size: attributes before the function's body.
    let ir = match work_group {
        Some((x, y)) => match ir.find(") {") {
            Some(at) => {
                let sg = x.min(32);
                format!("{}) work_group_size({x}, {y}) subgroup_size({sg}){}", &ir[..at], &ir[at + 1..])
            }
            None => return fail(report, "no function body in the recipe's IR".into()),
        },
        None => ir,
    };
    program_row::<T>(ctx, arch, (m, n, k), beta, cublas, device, (&label, &ir, "small_gemm_batched"), report)
}

/// One batched GEMM row for the kernel `kernel` of the program `ir` (C := A·B + βC over a batch
/// of packed `T` operands, one entry per work-group), against cuBLAS's strided batched GEMM of
/// `T` on the same buffers, both checked against a host f64 reference.
#[allow(clippy::too_many_arguments)]
fn program_row<T: Real>(
    ctx: &cuda::Context,
    arch: &str,
    (m, n, k): (usize, usize, usize),
    beta: f64,
    cublas: Option<cudarc::cublas::sys::cublasHandle_t>,
    device: Device,
    (label, ir, kernel_name): (&str, &str, &str),
    report: &mut String,
) -> bool {
    let fail = |report: &mut String, why: String| {
        say(report, &format!("{label} | | | | FAILED: {why} |"));
        false
    };
    let elem = std::mem::size_of::<T>();
    let batch = ((64usize << 20) / ((m * k + k * n + m * n) * elem)).max(1);
    let (ptx, sigs) = match ptx_of("gemm.ir", ir, device, arch) {
        Ok(c) => c,
        Err(e) => return fail(report, e),
    };
    let run = || -> Result<(Duration, Option<Duration>, String), String> {
        let e = |e: tinyc_runtime::Error| e.to_string();
        let program = cuda::Program::from_ptx(ctx, &ptx, sigs).map_err(e)?;
        let kernel = program.kernel(kernel_name).map_err(e)?;
        let value = |i: usize, salt: usize| T::of(((i * 7 + salt * 13) % 23) as f64 / 11.0 - 1.0);
        let a: Vec<T> = (0..m * k * batch).map(|i| value(i, 1)).collect();
        let b: Vec<T> = (0..k * n * batch).map(|i| value(i, 2)).collect();
        let c0: Vec<T> = (0..m * n * batch).map(|i| value(i, 3)).collect();
        let (da, db, dc) =
            (ctx.buffer_from(&a).map_err(e)?, ctx.buffer_from(&b).map_err(e)?, ctx.buffer_from(&c0).map_err(e)?);
        let shape = |r: usize, c: usize| vec![r as i64, c as i64, batch as i64];
        let args = [
            cuda::MemrefArg::new(&da, shape(m, k)).into(),
            cuda::MemrefArg::new(&db, shape(k, n)).into(),
            cuda::MemrefArg::new(&dc, shape(m, n)).into(),
        ];
        let mut times = Vec::new();
        for i in 0..11 {
            dc.write(&c0).map_err(e)?;
            let info = kernel.launch(&args, batch).map_err(e)?;
            if i > 0 {
                times.push(info.device_time);
            }
        }
        dc.write(&c0).map_err(e)?;
        kernel.launch(&args, batch).map_err(e)?;
        let ours = dc.read().map_err(e)?;
        // A host f64 reference for a sample of batch entries.
        let mut check = String::from("ok");
        let tolerance = if elem == 4 { 1e-4 } else { 1e-12 };
        for g in [0, batch / 2, batch - 1] {
            for j in 0..n {
                for i in 0..m {
                    let mut sum = 0.0f64;
                    for l in 0..k {
                        sum += a[g * m * k + l * m + i].into() * b[g * k * n + j * k + l].into();
                    }
                    let want = sum + beta * c0[g * m * n + j * m + i].into();
                    let got: f64 = ours[g * m * n + j * m + i].into();
                    if (got - want).abs() > tolerance * (1.0 + want.abs()) * k as f64 {
                        return Err(format!("entry {g} ({i}, {j}): tinyc {got}, host {want}"));
                    }
                }
            }
        }
        let Some(handle) = cublas else { return Ok((median(times), None, check)) };
        let dims = (m as i32, n as i32, k as i32);
        let mut cublas_times = Vec::new();
        let events = Events::new()?;
        for i in 0..11 {
            dc.write(&c0).map_err(e)?;
            ctx.synchronize().map_err(e)?;
            events.start()?;
            // SAFETY: the buffers hold `batch` packed matrices each.
            let status = unsafe {
                T::cublas(handle, dims, da.device_ptr(), db.device_ptr(), T::of(beta), dc.device_ptr(), batch as i32)
            };
            if status != cudarc::cublas::sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS {
                return Err(format!("cuBLAS: {status:?}"));
            }
            let time = events.stop()?;
            if i > 0 {
                cublas_times.push(time);
            }
        }
        let theirs = dc.read().map_err(e)?;
        let worst = ours.iter().zip(&theirs).map(|(x, y)| ((*x).into() - (*y).into()).abs()).fold(0.0f64, f64::max);
        if worst > tolerance * 10.0 * k as f64 {
            check = format!("differs from cuBLAS by {worst:e}");
        }
        Ok((median(times), Some(median(cublas_times)), check))
    };
    gemm_result(report, label, (m, n, k, batch), run())
}

/// A GEMM program checked for `device` and compiled to PTX for `arch`, with its signatures.
fn ptx_of(
    name: &str,
    ir: &str,
    device: Device,
    arch: &str,
) -> Result<(String, Vec<tinyc_runtime::KernelSignature>), String> {
    let checked = tinyc_tests::check_text(name, ir, device)?;
    let options = tinyc_ptx::Options { arch: arch.to_string(), ..Default::default() };
    let ptx = tinyc_ptx::compile(&checked, &options).map_err(|e| e.to_string())?;
    Ok((ptx, tinyc_runtime::KernelSignature::from_checked(&checked)))
}

/// Reports one GEMM row: tinyc's and cuBLAS's GF/s (from the median times of `batch`
/// products of M×N×K), their ratio and the check; whether the row passed.
fn gemm_result(
    report: &mut String,
    label: &str,
    (m, n, k, batch): (usize, usize, usize, usize),
    result: Result<(Duration, Option<Duration>, String), String>,
) -> bool {
    match result {
        Ok((ours, theirs, check)) => {
            let flops = 2.0 * (m * n * k * batch) as f64;
            let gf = |t: Duration| flops / t.as_secs_f64() / 1e9;
            let (theirs_gf, ratio) = match theirs {
                Some(t) => (format!("{:.0}", gf(t)), format!("{:.2}", gf(ours) / gf(t))),
                None => ("–".into(), "–".into()),
            };
            say(report, &format!("{label} {batch} | {:.0} | {theirs_gf} | {ratio} | {check} |", gf(ours)));
            check == "ok"
        }
        Err(why) => {
            say(report, &format!("{label} | | | | FAILED: {why} |"));
            false
        }
    }
}

/// The element type of A and B in the rows timed against `cublasGemmStridedBatchedEx` (C is
/// `f32`): the 16-bit floats of the mixed-precision rows, and `f32` for the cooperative-matrix
/// rows.
trait ExInput: tinyc_runtime::Element + Copy + Into<f64> {
    const NAME: &'static str;
    const CUDA: cudarc::cublas::sys::cudaDataType;
    fn of(v: f64) -> Self;
}

impl ExInput for half::f16 {
    const NAME: &'static str = "f16";
    const CUDA: cudarc::cublas::sys::cudaDataType = cudarc::cublas::sys::cudaDataType::CUDA_R_16F;
    fn of(v: f64) -> Self {
        half::f16::from_f64(v)
    }
}

impl ExInput for half::bf16 {
    const NAME: &'static str = "bf16";
    const CUDA: cudarc::cublas::sys::cudaDataType = cudarc::cublas::sys::cudaDataType::CUDA_R_16BF;
    fn of(v: f64) -> Self {
        half::bf16::from_f64(v)
    }
}

impl ExInput for f32 {
    const NAME: &'static str = "f32";
    const CUDA: cudarc::cublas::sys::cudaDataType = cudarc::cublas::sys::cudaDataType::CUDA_R_32F;
    fn of(v: f64) -> Self {
        v as f32
    }
}

/// One mixed-precision size: C := A·B with `H` A and B and an `f32` C (β = 0), tinyc's kernel
/// (on the tensor cores from sm_80 on) and cuBLAS's `cublasGemmStridedBatchedEx` (f32 compute,
/// tensor cores allowed) on the same operands ([`ex_row`]).
fn mixed_row<H: ExInput>(
    ctx: &cuda::Context,
    arch: &str,
    (m, n, k): (usize, usize, usize),
    cublas: Option<cudarc::cublas::sys::cublasHandle_t>,
    device: Device,
    report: &mut String,
) -> bool {
    let label = format!("| {}→f32{} β=0 | {m}x{n}x{k} |", H::NAME, variant(arch, &device));
    let ir = tinyc_tests::ops::mixed_gemm(H::NAME, m, n, k);
    ex_row::<H>(ctx, arch, (m, n, k), cublas, device, (&label, &ir, "mixed_gemm"), report)
}

/// One size of the batched GEMM written with v0.4 cooperative matrices
/// (`tinyc_tests::ops::coop_gemm`: 32 × 8 `f32` accumulator tiles, subgroups of 32, which are
/// warps) with `H` A and B, against `cublasGemmStridedBatchedEx` ([`ex_row`]).
fn coop_row<H: ExInput>(
    ctx: &cuda::Context,
    arch: &str,
    (m, n, k): (usize, usize, usize),
    cublas: Option<cudarc::cublas::sys::cublasHandle_t>,
    report: &mut String,
) -> bool {
    let label = format!("| coop {}→f32 β=0 | {m}x{n}x{k} |", H::NAME);
    let ir = tinyc_tests::ops::coop_gemm(m, n, k, 32, H::NAME);
    ex_row::<H>(ctx, arch, (m, n, k), cublas, device(arch, true), (&label, &ir, "coop"), report)
}

/// Times the kernel `kernel` of the program `ir` (C := A·B over a batch, `H` A and B, `f32` C,
/// one batch entry per work-group) and cuBLAS's `cublasGemmStridedBatchedEx` (f32 compute,
/// tensor cores allowed) on the same operands; both checked against a host f64 reference of
/// the same values.
fn ex_row<H: ExInput>(
    ctx: &cuda::Context,
    arch: &str,
    (m, n, k): (usize, usize, usize),
    cublas: Option<cudarc::cublas::sys::cublasHandle_t>,
    device: Device,
    (label, ir, kernel_name): (&str, &str, &str),
    report: &mut String,
) -> bool {
    let fail = |report: &mut String, why: String| {
        say(report, &format!("{label} | | | | FAILED: {why} |"));
        false
    };
    let elem = std::mem::size_of::<H>();
    let batch = ((64usize << 20) / ((m * k + k * n) * elem + m * n * 4)).max(1);
    let (ptx, sigs) = match ptx_of("ex.ir", ir, device, arch) {
        Ok(c) => c,
        Err(e) => return fail(report, e),
    };
    let run = || -> Result<(Duration, Option<Duration>, String), String> {
        let e = |e: tinyc_runtime::Error| e.to_string();
        let program = cuda::Program::from_ptx(ctx, &ptx, sigs).map_err(e)?;
        let kernel = program.kernel(kernel_name).map_err(e)?;
        let value = |i: usize, salt: usize| H::of(((i * 7 + salt * 13) % 23) as f64 / 11.0 - 1.0);
        let a: Vec<H> = (0..m * k * batch).map(|i| value(i, 1)).collect();
        let b: Vec<H> = (0..k * n * batch).map(|i| value(i, 2)).collect();
        let c0 = vec![f32::NAN; m * n * batch];
        let (da, db, dc) =
            (ctx.buffer_from(&a).map_err(e)?, ctx.buffer_from(&b).map_err(e)?, ctx.buffer_from(&c0).map_err(e)?);
        let shape = |r: usize, c: usize| vec![r as i64, c as i64, batch as i64];
        let args = [
            cuda::MemrefArg::new(&da, shape(m, k)).into(),
            cuda::MemrefArg::new(&db, shape(k, n)).into(),
            cuda::MemrefArg::new(&dc, shape(m, n)).into(),
        ];
        let mut times = Vec::new();
        for i in 0..11 {
            let info = kernel.launch(&args, batch).map_err(e)?;
            if i > 0 {
                times.push(info.device_time);
            }
        }
        let ours = dc.read().map_err(e)?;
        // Products of 16-bit floats are exact in f32, and f32 products round once: the f32
        // sums dominate.
        let tolerance = 1e-5 * k as f64;
        for g in [0, batch / 2, batch - 1] {
            for j in 0..n {
                for i in 0..m {
                    let want: f64 =
                        (0..k).map(|l| a[g * m * k + l * m + i].into() * b[g * k * n + j * k + l].into()).sum();
                    let got = f64::from(ours[g * m * n + j * m + i]);
                    if (got - want).abs() > tolerance * (1.0 + want.abs()) {
                        return Err(format!("entry {g} ({i}, {j}): tinyc {got}, host {want}"));
                    }
                }
            }
        }
        let mut check = String::from("ok");
        let Some(handle) = cublas else { return Ok((median(times), None, check)) };
        dc.write(&c0).map_err(e)?;
        let mut cublas_times = Vec::new();
        let events = Events::new()?;
        let (mi, ni, ki) = (m as i32, n as i32, k as i32);
        let (one, zero) = (1.0f32, 0.0f32);
        for i in 0..11 {
            ctx.synchronize().map_err(e)?;
            events.start()?;
            use cudarc::cublas::sys::{
                cublasComputeType_t::CUBLAS_COMPUTE_32F, cublasGemmAlgo_t::CUBLAS_GEMM_DFALT,
                cublasOperation_t::CUBLAS_OP_N, cudaDataType::CUDA_R_32F,
            };
            // SAFETY: device pointers of buffers holding `batch` packed matrices each; α and β
            // are host f32 values (the handle's default pointer mode).
            let status = unsafe {
                cudarc::cublas::sys::cublasGemmStridedBatchedEx(
                    handle,
                    CUBLAS_OP_N,
                    CUBLAS_OP_N,
                    mi,
                    ni,
                    ki,
                    (&one as *const f32).cast(),
                    da.device_ptr() as *const std::ffi::c_void,
                    H::CUDA,
                    mi,
                    (m * k) as i64,
                    db.device_ptr() as *const std::ffi::c_void,
                    H::CUDA,
                    ki,
                    (k * n) as i64,
                    (&zero as *const f32).cast(),
                    dc.device_ptr() as *mut std::ffi::c_void,
                    CUDA_R_32F,
                    mi,
                    (m * n) as i64,
                    batch as i32,
                    CUBLAS_COMPUTE_32F,
                    CUBLAS_GEMM_DFALT,
                )
            };
            if status != cudarc::cublas::sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS {
                return Err(format!("cuBLAS: {status:?}"));
            }
            let time = events.stop()?;
            if i > 0 {
                cublas_times.push(time);
            }
        }
        let theirs = dc.read().map_err(e)?;
        let worst = ours.iter().zip(&theirs).map(|(x, y)| f64::from(*x - *y).abs()).fold(0.0f64, f64::max);
        if worst.is_nan() || worst > tolerance * 10.0 * (1.0 + k as f64) {
            check = format!("differs from cuBLAS by {worst:e}");
        }
        Ok((median(times), Some(median(cublas_times)), check))
    };
    gemm_result(report, label, (m, n, k, batch), run())
}
