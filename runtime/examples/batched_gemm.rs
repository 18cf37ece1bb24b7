//! Batched small GEMM on the default OpenCL device, compiled from the tensor language at run time.
//!
//! ```sh
//! cargo run --release -p tinyc-runtime --example batched_gemm [-- BATCH [RUNS]]
//! ```
//!
//! For each g in [0, BATCH): C[:, :, g] := A[:, :, g] · B[:, :, g] with 32×32 `f32` matrices
//! stored packed (column-major) one after the other. The program is checked and compiled by
//! `Program::from_ir`, run once to warm up (PoCL compiles the kernel for the work-group size at
//! the first launch), checked against a plain-Rust reference, then timed over RUNS launches
//! (device time from OpenCL profiling). `TINYC_OPENCL_DEVICE=name` picks another device.
//!
//! Exit status: 0 on success, 1 when the results are wrong, 2 when there is no OpenCL device or
//! something else fails.

#![allow(clippy::print_stdout)] // an example reports on stdout

use std::process::ExitCode;
use std::time::Duration;

use tinyc_runtime::{Context, Error, MemrefArg, Program};

/// Matrix size (M = N = K).
const SIZE: usize = 32;
/// Largest accepted relative error: |C − C_ref|max / |C_ref|max. Each entry is a sum of 32
/// products of numbers in [−1, 1]; in f32 with any summation order the rounding error is a few
/// 1e-7 relative to the largest entry, so 1e-5 leaves a wide margin and still catches any wrong
/// index.
const TOLERANCE: f32 = 1e-5;

const KERNEL: &str = "\
; C[:, :, g] := A[:, :, g] * B[:, :, g] for every g in [0, N), one work-group per matrix.
func @gemm_batched(%A: memref<f32x32x32x?>, %B: memref<f32x32x32x?>, %C: memref<f32x32x32x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<f32x32x32x?>
  %b = subview %B[:, :, %g] : memref<f32x32x32x?>
  %c = subview %C[:, :, %g] : memref<f32x32x32x?>
  gemm.n.n 1.0, %a, %b, 0.0, %c
      : f32, memref<f32x32x32>, memref<f32x32x32>, f32, memref<f32x32x32>
}
";

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let parse = |a: Option<String>, default: usize| a.map_or(Ok(default), |s| s.parse::<usize>());
    let (batch, runs) = match (parse(args.next(), 2048), parse(args.next(), 10)) {
        (Ok(b), Ok(r)) if b > 0 && r > 0 => (b, r),
        _ => {
            eprintln!("usage: batched_gemm [BATCH [RUNS]]  (positive integers; default 2048 10)");
            return ExitCode::from(2);
        }
    };
    match run(batch, runs) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e @ (Error::NoPlatform { .. } | Error::NoDevice { .. })) => {
            eprintln!("batched_gemm: cannot run without an OpenCL device: {e}");
            eprintln!("(install an OpenCL driver, e.g. `pocl-opencl-icd` for the CPU, or set TINYC_OPENCL_DEVICE)");
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("batched_gemm: {e}");
            ExitCode::from(2)
        }
    }
}

/// Runs, checks and times the kernel; `Ok(false)` when the check fails.
fn run(batch: usize, runs: usize) -> Result<bool, Error> {
    let ctx = Context::new()?;
    let program = Program::from_ir(&ctx, "gemm_batched.ir", KERNEL)?;
    let kernel = program.kernel("gemm_batched")?;
    let (m, n) = program.signatures()[0].abi.work_group_size;

    let len = SIZE * SIZE * batch;
    let a = random_matrices(len, 1);
    let b = random_matrices(len, 2);
    let a_dev = ctx.buffer_from(&a)?;
    let b_dev = ctx.buffer_from(&b)?;
    // Filled with NaN so that an element the kernel does not write fails the check.
    let c_dev = ctx.buffer_from(&vec![f32::NAN; len])?;
    let shape = [SIZE as i64, SIZE as i64, batch as i64];
    let args = [
        MemrefArg::new(&a_dev, shape).into(),
        MemrefArg::new(&b_dev, shape).into(),
        MemrefArg::new(&c_dev, shape).into(),
    ];

    println!("device:     {}", ctx.device_name());
    println!("kernel:     gemm_batched, C = A·B, f32 {SIZE}x{SIZE}x{SIZE}, work-group {m}x{n}");
    println!("batch:      {batch} matrices ({:.1} MiB in A, B and C)", (3 * len * 4) as f64 / (1u64 << 20) as f64);

    // The warm-up launch (PoCL finishes compiling the kernel at the first one) is the one checked.
    kernel.launch(&args, batch)?;
    let c = c_dev.read()?;
    let reference = reference_gemm(&a, &b, batch);
    let (error, worst) = max_relative_error(&c, &reference);
    println!("check:      max relative error {error:.2e} (max |C - C_ref| / max |C_ref|, tolerance {TOLERANCE:.0e})");
    if error.is_nan() || error > TOLERANCE {
        let (i, j, g) = (worst % SIZE, worst / SIZE % SIZE, worst / (SIZE * SIZE));
        eprintln!(
            "batched_gemm: FAILED: the max relative error {error:.3e} exceeds {TOLERANCE:.0e}; \
             worst entry C[{i}, {j}, {g}] = {} but the host reference is {}",
            c[worst], reference[worst]
        );
        return Ok(false);
    }

    let mut times: Vec<Duration> = Vec::with_capacity(runs);
    for _ in 0..runs {
        times.push(kernel.launch(&args, batch)?.device_time);
    }
    times.sort();
    let median = times[runs / 2];
    let flops = 2.0 * (SIZE * SIZE * SIZE) as f64 * batch as f64;
    println!(
        "time:       median {:.3} ms over {runs} launches (min {:.3} ms, max {:.3} ms)",
        ms(median),
        ms(times[0]),
        ms(times[runs - 1])
    );
    println!("throughput: {:.1} GFLOP/s", flops / median.as_secs_f64() / 1e9);
    Ok(true)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// `len` numbers in [−1, 1) from a small deterministic generator (xorshift64*).
fn random_matrices(len: usize, seed: u64) -> Vec<f32> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ seed.wrapping_mul(0xD1B5_4A32_D192_ED03);
    (0..len)
        .map(|_| {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            let bits = state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 40; // 24 random bits
            bits as f32 / (1u32 << 23) as f32 - 1.0
        })
        .collect()
}

/// C[:, :, g] = A[:, :, g] · B[:, :, g], column-major, accumulated in f64.
fn reference_gemm(a: &[f32], b: &[f32], batch: usize) -> Vec<f32> {
    let stride = SIZE * SIZE;
    let mut c = vec![0.0f32; stride * batch];
    for g in 0..batch {
        let (a, b) = (&a[g * stride..][..stride], &b[g * stride..][..stride]);
        let c = &mut c[g * stride..][..stride];
        for j in 0..SIZE {
            for i in 0..SIZE {
                let sum: f64 = (0..SIZE).map(|k| f64::from(a[i + k * SIZE]) * f64::from(b[k + j * SIZE])).sum();
                c[i + j * SIZE] = sum as f32;
            }
        }
    }
    c
}

/// max |x − y| / max |y| and the index of the worst entry (NaN, so failing, at the first entry
/// of `x` that is NaN, e.g. one the kernel did not write).
fn max_relative_error(x: &[f32], y: &[f32]) -> (f32, usize) {
    let scale = y.iter().fold(0.0f32, |m, v| m.max(v.abs())).max(f32::MIN_POSITIVE);
    let (mut worst, mut at) = (0.0f32, 0);
    for (index, (u, v)) in x.iter().zip(y).enumerate() {
        let d = (u - v).abs();
        if d.is_nan() {
            return (f32::NAN, index);
        }
        if d > worst {
            (worst, at) = (d, index);
        }
    }
    (worst / scale, at)
}
