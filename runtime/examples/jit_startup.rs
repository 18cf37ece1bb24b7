//! How long a fresh process waits for its first built program: `Program::from_ir` with an empty
//! and with a warm disk cache, and again in the same process (the in-memory cache).
//!
//! ```sh
//! cargo run --release -p tinyc-runtime --example jit_startup [-- RUNS]
//! ```
//!
//! Every measurement runs in a new process (this binary started again with `--child`), so that
//! nothing is warm but what the scenario says:
//!
//! - **cold**: an empty tinyc cache directory and an empty PoCL kernel cache (`POCL_CACHE_DIR`,
//!   ignored by other drivers): the driver compiles everything;
//! - **cold tinyc, warm driver**: an empty tinyc cache directory, the PoCL kernel cache warm;
//! - **warm disk**: the tinyc cache directory holds the program's binary from an earlier process,
//!   with the PoCL kernel cache warm or empty.
//!
//! Each child opens the device (`TINYC_OPENCL_DEVICE` picks it), then times the first `from_ir`,
//! the first launch (PoCL compiles the work-group function there), and a second `from_ir` of the
//! same text (an in-memory cache hit). The table gives the median and the minimum over RUNS
//! processes (default 5) per program and scenario. Results are checked in every child.
//!
//! Exit status: 0 on success, 1 when a result is wrong, 2 when there is no device or something
//! else fails.

#![allow(clippy::print_stdout)] // an example reports on stdout

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use tinyc_runtime::{CACHE_DIR_ENV, CACHE_ENV, Context, Error, MemrefArg, Origin, Program};

/// C[:, :, g] := A[:, :, g] · B[:, :, g] for 32×32 f32 matrices, one work-group per matrix.
const GEMM: &str = "\
func @gemm_batched(%A: memref<f32x32x32x?>, %B: memref<f32x32x32x?>, %C: memref<f32x32x32x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<f32x32x32x?>
  %b = subview %B[:, :, %g] : memref<f32x32x32x?>
  %c = subview %C[:, :, %g] : memref<f32x32x32x?>
  gemm.n.n 1.0, %a, %b, 0.0, %c
      : f32, memref<f32x32x32>, memref<f32x32x32>, f32, memref<f32x32x32>
}
";

/// C := A · B with A tall (M × 8, M dynamic), B 8 × 4, one block of 64 rows per work-group.
const TALL: &str = "\
func @tall(%A: memref<f32x?x8>, %B: memref<f32x8x4>, %C: memref<f32x?x4>) {
  %g = group_id
  %m = size %A[0] : memref<f32x?x8>
  %off = arith.mul %g, 64 : index
  %rest = arith.sub %m, %off : index
  %short = cmp.lt %rest, 64 : index
  %rows = if %short -> (index) { yield %rest : index } else { yield 64 : index }
  %a = subview %A[%off:%rows, :] : memref<f32x?x8>
  %c = subview %C[%off:%rows, :] : memref<f32x?x4>
  gemm.n.n 1.0, %a, %B, 0.0, %c : f32, memref<f32x?x8>, memref<f32x8x4>, f32, memref<f32x?x4>
}
";

const PROGRAMS: [(&str, &str); 2] = [("gemm_batched", GEMM), ("tall", TALL)];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--child") {
        return child(args.get(1).map_or("", String::as_str));
    }
    let runs = match args.first().map(|s| s.parse::<usize>()) {
        None => 5,
        Some(Ok(n)) if n > 0 => n,
        _ => {
            eprintln!("usage: jit_startup [RUNS]  (a positive integer; default 5)");
            return ExitCode::from(2);
        }
    };
    match parent(runs) {
        Ok(()) => ExitCode::SUCCESS,
        Err((code, message)) => {
            eprintln!("jit_startup: {message}");
            ExitCode::from(code)
        }
    }
}

/// One child's measurements, in milliseconds.
#[derive(Clone, Copy, Debug)]
struct Sample {
    first: f64,
    launch: f64,
    second: f64,
    origin_first: Origin,
    origin_second: Origin,
}

fn parent(runs: usize) -> Result<(), (u8, String)> {
    let exe = std::env::current_exe().map_err(|e| (2, format!("cannot find this program: {e}")))?;
    let base = std::env::temp_dir().join(format!("tinyc-jit-startup-{}", std::process::id()));
    let fresh = |name: &str| -> Result<PathBuf, (u8, String)> {
        let dir = base.join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| (2, format!("cannot create {}: {e}", dir.display())))?;
        Ok(dir)
    };
    let device = match Context::new() {
        Ok(ctx) => ctx.device_name().to_string(),
        Err(e) => return Err((2, format!("no OpenCL device: {e}"))),
    };
    println!("device: {device}; {runs} fresh processes per cell; times in ms (median / min)\n");
    println!("| program | scenario | origin | first `from_ir` | first launch | second `from_ir` (memory) |");
    println!("|---|---|---|---:|---:|---:|");
    let result = (|| {
        for (name, _) in PROGRAMS {
            // A driver cache warmed once, and a tinyc cache warmed once, shared by the warm runs.
            let warm_driver = fresh(&format!("{name}-driver"))?;
            let warm_tinyc = fresh(&format!("{name}-tinyc"))?;
            spawn(&exe, name, &warm_tinyc, &warm_driver)?;
            let mut cells = Vec::new();
            let mut cold = Vec::new();
            let mut cold_tinyc = Vec::new();
            let mut warm = Vec::new();
            let mut warm_tinyc_only = Vec::new();
            for run in 0..runs {
                let (t, d) = (fresh(&format!("t{run}"))?, fresh(&format!("d{run}"))?);
                cold.push(spawn(&exe, name, &t, &d)?);
                let t = fresh(&format!("t{run}"))?;
                cold_tinyc.push(spawn(&exe, name, &t, &warm_driver)?);
                warm.push(spawn(&exe, name, &warm_tinyc, &warm_driver)?);
                let d = fresh(&format!("d{run}"))?;
                warm_tinyc_only.push(spawn(&exe, name, &warm_tinyc, &d)?);
            }
            cells.push(("cold (empty tinyc and driver caches)", cold));
            cells.push(("cold tinyc cache, warm driver cache", cold_tinyc));
            cells.push(("warm tinyc disk cache, warm driver cache", warm));
            cells.push(("warm tinyc disk cache, empty driver cache", warm_tinyc_only));
            for (scenario, samples) in cells {
                let origin = samples[0].origin_first;
                if samples.iter().any(|s| s.origin_first != origin || s.origin_second != Origin::MemoryCache) {
                    return Err((1, format!("{name}, {scenario}: unexpected origins {samples:?}")));
                }
                let stat = |f: fn(&Sample) -> f64| {
                    let mut v: Vec<f64> = samples.iter().map(f).collect();
                    v.sort_by(f64::total_cmp);
                    format!("{:.2} / {:.2}", v[v.len() / 2], v[0])
                };
                println!(
                    "| `{name}` | {scenario} | {origin:?} | {} | {} | {} |",
                    stat(|s| s.first),
                    stat(|s| s.launch),
                    stat(|s| s.second)
                );
            }
        }
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&base);
    result
}

/// Runs one child for program `name` with the given tinyc and driver cache directories.
fn spawn(exe: &Path, name: &str, tinyc: &Path, driver: &Path) -> Result<Sample, (u8, String)> {
    let out = Command::new(exe)
        .args(["--child", name])
        .env(CACHE_DIR_ENV, tinyc)
        .env_remove(CACHE_ENV)
        .env("POCL_CACHE_DIR", driver)
        .output()
        .map_err(|e| (2, format!("cannot start {}: {e}", exe.display())))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        let code = if out.status.code() == Some(1) { 1 } else { 2 };
        return Err((code, format!("child for {name} failed: {}{}", stdout, String::from_utf8_lossy(&out.stderr))));
    }
    let fields: Vec<&str> = stdout.split_whitespace().collect();
    let origin = |s: &str| match s {
        "Built" => Some(Origin::Built),
        "MemoryCache" => Some(Origin::MemoryCache),
        "DiskCache" => Some(Origin::DiskCache),
        _ => None,
    };
    let parsed = match fields.as_slice() {
        [o1, first, launch, o2, second] => (|| {
            Some(Sample {
                first: first.parse().ok()?,
                launch: launch.parse().ok()?,
                second: second.parse().ok()?,
                origin_first: origin(o1)?,
                origin_second: origin(o2)?,
            })
        })(),
        _ => None,
    };
    parsed.ok_or_else(|| (2, format!("child for {name} printed `{stdout}`")))
}

/// The child: times the first build, the first launch and a second build; prints
/// `ORIGIN FIRST_MS LAUNCH_MS ORIGIN SECOND_MS`.
fn child(name: &str) -> ExitCode {
    let Some(&(_, text)) = PROGRAMS.iter().find(|(n, _)| *n == name) else {
        eprintln!("jit_startup: unknown program `{name}`");
        return ExitCode::from(2);
    };
    match measure(name, text) {
        Ok(Some(line)) => {
            println!("{line}");
            ExitCode::SUCCESS
        }
        Ok(None) => ExitCode::from(1),
        Err(e) => {
            eprintln!("jit_startup: {e}");
            ExitCode::from(2)
        }
    }
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn measure(name: &str, text: &str) -> Result<Option<String>, Error> {
    let ctx = Context::new()?;
    let t = Instant::now();
    let program = Program::from_ir(&ctx, &format!("{name}.ir"), text)?;
    let first = ms(t);
    let kernel = program.kernel(name)?;
    // Small integers: every product and sum is exact, so the check compares with ==.
    let (ok, launch) = if name == "gemm_batched" {
        let batch = 4usize;
        let a: Vec<f32> = (0..32 * 32 * batch).map(|i| (i % 5) as f32 - 2.0).collect();
        let b: Vec<f32> = (0..32 * 32 * batch).map(|i| (i % 3) as f32 - 1.0).collect();
        let (da, db) = (ctx.buffer_from(&a)?, ctx.buffer_from(&b)?);
        let dc = ctx.buffer_from(&vec![f32::NAN; 32 * 32 * batch])?;
        let n = batch as i64;
        let args = [
            MemrefArg::new(&da, [32, 32, n]).into(),
            MemrefArg::new(&db, [32, 32, n]).into(),
            MemrefArg::new(&dc, [32, 32, n]).into(),
        ];
        let t = Instant::now();
        kernel.launch(&args, batch)?;
        let launch = ms(t);
        let c = dc.read()?;
        let ok = (0..batch).all(|g| {
            (0..32).all(|j| {
                (0..32).all(|i| {
                    let s: f32 = (0..32).map(|k| a[g * 1024 + i + 32 * k] * b[g * 1024 + k + 32 * j]).sum();
                    c[g * 1024 + i + 32 * j] == s
                })
            })
        });
        (ok, launch)
    } else {
        let m = 1000usize;
        let a: Vec<f32> = (0..m * 8).map(|i| (i % 7) as f32 - 3.0).collect();
        let b: Vec<f32> = (0..32).map(|i| (i % 4) as f32 - 1.0).collect();
        let (da, db) = (ctx.buffer_from(&a)?, ctx.buffer_from(&b)?);
        let dc = ctx.buffer_from(&vec![f32::NAN; m * 4])?;
        let mi = m as i64;
        let args = [
            MemrefArg::new(&da, [mi, 8]).into(),
            MemrefArg::new(&db, [8, 4]).into(),
            MemrefArg::new(&dc, [mi, 4]).into(),
        ];
        let t = Instant::now();
        kernel.launch(&args, m.div_ceil(64))?;
        let launch = ms(t);
        let c = dc.read()?;
        let ok = (0..4).all(|j| {
            (0..m).all(|i| {
                let s: f32 = (0..8).map(|k| a[i + m * k] * b[k + 8 * j]).sum();
                c[i + m * j] == s
            })
        });
        (ok, launch)
    };
    if !ok {
        eprintln!("jit_startup: {name}: wrong results");
        return Ok(None);
    }
    let t = Instant::now();
    let again = Program::from_ir(&ctx, &format!("{name}.ir"), text)?;
    let second = ms(t);
    Ok(Some(format!("{:?} {first:.3} {launch:.3} {:?} {second:.3}", program.origin(), again.origin())))
}
