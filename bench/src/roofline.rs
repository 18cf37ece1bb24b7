//! The machine's own limit for a CPU OpenCL device: its FMA peak and its triad bandwidth, measured
//! on the host (which *is* the device), and the roofline bound of a GEMM from them.
//!
//! - **FMA peak**: every thread runs independent chains of vector FMAs (AVX-512 where the CPU has
//!   it, else AVX2+FMA, else scalar `mul_add`), 12 accumulators per thread, enough to cover the
//!   FMA latency on two FMA units. GFLOP/s = 2 · lanes · FMAs / time, best of three.
//! - **Triad bandwidth**: `a[i] = b[i] + s·c[i]` over f64 arrays whose three together take the
//!   footprint given (the GEMM operands' size), split between the threads, each sweeping its part
//!   20 times; bytes = 3 · array bytes per sweep (the STREAM convention), best of five such
//!   blocks after one untimed pass that touches the pages.
//! - **Bound** of a GEMM: min(peak, AI · bandwidth) with AI = 2MNK / (element size · (MK + KN +
//!   2MN)) flops per byte (A and B read, C read or write-allocated and written).
//!
//! Both use as many threads as the host has cores ([`crate::host::threads`]), like
//! PoCL, Intel's runtime and the host libraries.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The measured limits.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limit {
    /// GFLOP/s with f32 and f64 FMAs.
    pub f32_gflops: f64,
    pub f64_gflops: f64,
    /// Triad bandwidth, GB/s (10⁹ bytes).
    pub triad_gbs: f64,
    pub threads: usize,
    /// The instruction set of the FMA loop (`avx512f`, `avx2+fma` or `scalar`).
    pub isa: &'static str,
}

impl Limit {
    /// The roofline bound of one M×N×K GEMM with `element` bytes per number.
    pub fn bound(&self, m: usize, n: usize, k: usize, element: usize, f64: bool) -> f64 {
        let peak = if f64 { self.f64_gflops } else { self.f32_gflops };
        let ai = arithmetic_intensity(m, n, k, element);
        peak.min(ai * self.triad_gbs)
    }
}

/// Flops per byte of a GEMM: 2MNK / (element · (MK + KN + 2MN)).
pub fn arithmetic_intensity(m: usize, n: usize, k: usize, element: usize) -> f64 {
    let (m, n, k) = (m as f64, n as f64, k as f64);
    2.0 * m * n * k / (element as f64 * (m * k + k * n + 2.0 * m * n))
}

/// Measures the limits with a triad over `footprint` bytes.
pub fn measure(footprint: usize) -> Limit {
    let threads = crate::host::threads();
    let isa = fma::isa();
    let best = |f: &dyn Fn() -> f64, reps: usize| (0..reps).map(|_| f()).fold(0.0, f64::max);
    let f32_gflops = best(&|| fma_gflops(threads, false), 3);
    let f64_gflops = best(&|| fma_gflops(threads, true), 3);
    let triad_gbs = triad_gbs(threads, footprint);
    Limit { f32_gflops, f64_gflops, triad_gbs, threads, isa }
}

/// One timed FMA run on `threads` threads: GFLOP/s.
fn fma_gflops(threads: usize, f64: bool) -> f64 {
    const ITERS: u64 = 2_000_000;
    let start = Instant::now();
    let flops_per_thread: f64 = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads).map(|_| s.spawn(move || fma::run(ITERS, f64))).collect();
        handles.into_iter().map(|h| h.join().unwrap_or(0.0)).sum()
    });
    flops_per_thread / start.elapsed().as_secs_f64() / 1e9
}

/// Best triad bandwidth over three f64 arrays of `footprint / 3` bytes each: five blocks of
/// passes, each thread sweeping its part of the arrays repeatedly, so that starting the threads
/// does not count.
fn triad_gbs(threads: usize, footprint: usize) -> f64 {
    const PASSES: usize = 20;
    let len = (footprint / 3 / size_of::<f64>()).max(1024);
    let mut a = vec![0.0f64; len];
    let b = vec![1.0f64; len];
    let c = vec![2.0f64; len];
    let chunk = len.div_ceil(threads);
    let mut block = |passes: usize| -> Duration {
        let start = Instant::now();
        std::thread::scope(|s| {
            for ((a, b), c) in a.chunks_mut(chunk).zip(b.chunks(chunk)).zip(c.chunks(chunk)) {
                s.spawn(move || {
                    for _ in 0..passes {
                        triad::run(a, b, c, black_box(3.0));
                        black_box(&mut *a);
                    }
                });
            }
        });
        start.elapsed()
    };
    block(1);
    let best = (0..5).map(|_| block(PASSES)).min().unwrap_or(Duration::MAX);
    3.0 * (PASSES * len * size_of::<f64>()) as f64 / best.as_secs_f64() / 1e9
}

mod triad {
    /// `a = b + s·c`, vectorised for AVX2 where the CPU has it (the release build targets the
    /// x86-64 baseline, SSE2).
    pub fn run(a: &mut [f64], b: &[f64], c: &[f64], s: f64) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2 (checked just above).
            unsafe { avx2(a, b, c, s) };
            return;
        }
        plain(a, b, c, s);
    }

    fn plain(a: &mut [f64], b: &[f64], c: &[f64], s: f64) {
        for ((a, b), c) in a.iter_mut().zip(b).zip(c) {
            *a = b + s * c;
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn avx2(a: &mut [f64], b: &[f64], c: &[f64], s: f64) {
        plain(a, b, c, s);
    }
}

mod fma {
    /// Flops of `iters` iterations of 12 independent vector FMAs.
    pub fn run(iters: u64, f64: bool) -> f64 {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx512f") {
                // SAFETY: the CPU has AVX-512F (checked just above).
                return unsafe { if f64 { avx512::pd(iters) } else { avx512::ps(iters) } };
            }
            if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
                // SAFETY: the CPU has AVX2 and FMA (checked just above).
                return unsafe { if f64 { avx2::pd(iters) } else { avx2::ps(iters) } };
            }
        }
        scalar(iters)
    }

    pub fn isa() -> &'static str {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx512f") {
                return "avx512f";
            }
            if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
                return "avx2+fma";
            }
        }
        "scalar"
    }

    fn scalar(iters: u64) -> f64 {
        let mut acc = [1.0f64; 12];
        for _ in 0..iters {
            for a in &mut acc {
                *a = a.mul_add(0.999_999, 1e-7);
            }
        }
        std::hint::black_box(acc);
        (iters * 12 * 2) as f64
    }

    /// Twelve accumulators `acc = acc · x + y`, `iters` times; returns the flops.
    macro_rules! chains {
        ($name:ident, $feature:literal, $vec:ty, $set1:ident, $fma:ident, $lanes:expr, $elem:ty) => {
            #[target_feature(enable = $feature)]
            pub fn $name(iters: u64) -> f64 {
                use std::arch::x86_64::*;
                let x = $set1(0.999_999 as $elem);
                let y = $set1(1e-7 as $elem);
                let mut acc: [$vec; 12] = [$set1(1.0); 12];
                for _ in 0..iters {
                    for a in &mut acc {
                        *a = $fma(*a, x, y);
                    }
                }
                std::hint::black_box(acc);
                (iters * 12 * 2 * $lanes) as f64
            }
        };
    }

    #[cfg(target_arch = "x86_64")]
    pub mod avx512 {
        chains!(ps, "avx512f", __m512, _mm512_set1_ps, _mm512_fmadd_ps, 16, f32);
        chains!(pd, "avx512f", __m512d, _mm512_set1_pd, _mm512_fmadd_pd, 8, f64);
    }

    #[cfg(target_arch = "x86_64")]
    pub mod avx2 {
        chains!(ps, "avx2,fma", __m256, _mm256_set1_ps, _mm256_fmadd_ps, 8, f32);
        chains!(pd, "avx2,fma", __m256d, _mm256_set1_pd, _mm256_fmadd_pd, 4, f64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intensity_and_bound() {
        // 16³ f32: 8192 flops over 4·(256 + 256 + 512) bytes = 2 flops per byte.
        assert!((arithmetic_intensity(16, 16, 16, 4) - 2.0).abs() < 1e-12);
        let limit = Limit { f32_gflops: 400.0, f64_gflops: 200.0, triad_gbs: 50.0, threads: 2, isa: "x" };
        assert!((limit.bound(16, 16, 16, 4, false) - 100.0).abs() < 1e-9, "memory bound");
        assert!((limit.bound(1024, 1024, 1024, 8, true) - 200.0).abs() < 1e-9, "compute bound");
    }

    #[test]
    fn the_loops_compute() {
        let flops = fma::run(10, false);
        assert!([240.0, 1920.0, 3840.0].contains(&flops), "{flops}");
        let (mut a, b, c) = (vec![0.0; 5], vec![1.0; 5], vec![2.0; 5]);
        triad::run(&mut a, &b, &c, 3.0);
        assert_eq!(a, vec![7.0; 5]);
    }
}
